"""The words for a file the window could not use (:mod:`.damaged`): each kind's sentence, set
aside or left where it is, in a list of several, and as stderr names it. Kept apart from the
logic that picks among them, so that each reads whole."""

from __future__ import annotations

from chapo_game.i18n import N_

#: What each kind of file is called, in a sentence and in a list of several.
SAID = {
    "save": N_("A saved encuentro could not be read; it was set aside as {name}."),
    "settings": N_(
        "Some settings could not be used and are back to their defaults; the file was set "
        "aside as {name}."
    ),
    "settings_unread": N_(
        "The settings file could not be read; the defaults are used and the file was set "
        "aside as {name}."
    ),
    "players": N_("The list of players could not be read; it was set aside as {name}."),
    "players_mended": N_(
        "A value of the list of players could not be used and is back to its default; the "
        "players are kept, and the list as it was is set aside as {name}."
    ),
    "position": N_("The kept position “{title}” could not be read; it was set aside as {name}."),
    # a link left pointing at nothing by the game itself (its file set aside at a start
    # before): the share is connected, and asking whether it was sent a club to check it
    "players_link_aside": N_(
        "The list of players the link points to, {title}, was damaged and set aside as "
        "{name}; the link is left as it is, and the next change writes a new list through it."
    ),
    "settings_link_aside": N_(
        "The settings file the link points to, {title}, was damaged and set aside as {name}; "
        "the defaults are used, the link is left as it is, and the next change of a setting "
        "writes a new file through it."
    ),
}
#: The same, when even setting it aside failed (a read-only folder).
SAID_UNMOVED = {
    "save": N_("A saved encuentro could not be read; it is left where it is."),
    "save_unread": N_(
        "The saved encuentros could not be read (a file or folder in their way, or a folder "
        "that cannot be read); they are left where they are."
    ),
    "settings": N_(
        "Some settings could not be used and are back to their defaults; the file is left "
        "where it is."
    ),
    "settings_unread": N_(
        "The settings file could not be read; the defaults are used and the file is left "
        "where it is."
    ),
    "players": N_("The list of players could not be read; it is left where it is."),
    "players_unread": N_(
        "The list of players could not be read (a file or folder in its way, or a folder that "
        "cannot be read); it is left where it is."
    ),
    "players_mended": N_(
        "A value of the list of players could not be used and is back to its default; the "
        "list is left where it is, and nothing is counted into it."
    ),
    "players_link_unread": N_(
        "The list of players is a link to {title}, which is not there (is its shared folder "
        "connected?); the link is left as it is."
    ),
    "position": N_("The kept position “{title}” could not be read; it is left where it is."),
    # a file this account may not read (another account's, mode 000): said as one that
    # could not be moved, but kinds of their own, for nothing was damaged or tried
    "save_file_unread": N_("A saved encuentro could not be read; it is left where it is."),
    "players_file_unread": N_("The list of players could not be read; it is left where it is."),
    "position_file_unread": N_(
        "The kept position “{title}” could not be read; it is left where it is."
    ),
    "positions_unread": N_(
        "The kept positions could not be read (a file or folder in their way, or a folder "
        "that cannot be read); they are left where they are."
    ),
    "save_newer": N_(
        "A saved encuentro was written by a newer version of Chapó; it is left as it is, for "
        "that version."
    ),
    "players_newer": N_(
        "The list of players was written by a newer version of Chapó; it is left as it is, "
        "and this version counts no partidas into it."
    ),
}
#: Said after the list of players' sentence when a daily copy was kept (set aside, or not).
BACKUP_SAID = {
    True: N_(
        "The list as it stood before the changes of {day} is in backups/: copy it over "
        "players.json with the game closed."
    ),
    False: N_("The list as it stood before the changes of {day} is in backups/."),
}
LISTED = {
    "save": N_("a saved encuentro"),
    "save_newer": N_("a saved encuentro"),
    "save_unread": N_("the saved encuentros"),
    "players_newer": N_("the list of players"),
    "players_unread": N_("the list of players"),
    "players_link_unread": N_("the list of players"),
    "players_link_aside": N_("the list of players"),
    "settings": N_("the settings"),
    "settings_link_aside": N_("the settings"),
    "settings_unread": N_("the settings"),
    "players": N_("the list of players"),
    "players_some": N_("players of the list"),
    "players_mended": N_("the list of players"),
    "position": N_("a kept position"),
    "save_file_unread": N_("a saved encuentro"),
    "players_file_unread": N_("the list of players"),
    "position_file_unread": N_("a kept position"),
    "positions_unread": N_("the kept positions"),
}

#: Each kind of file as stderr names it (the kinds are keys, not words).
FILE_WORDS = {
    "save": "saved encuentro",
    "save_newer": "saved encuentro",
    "save_unread": "saved encuentros",
    "players_newer": "players list",
    "players_unread": "players list",
    "players_link_unread": "players list",
    "players_link_aside": "players list",
    "settings": "settings file",
    "settings_link_aside": "settings file",
    "settings_unread": "settings file",
    "players": "players list",
    "players_some": "players list",
    "players_mended": "players list",
    "position": "kept position",
    "save_file_unread": "saved encuentro",
    "players_file_unread": "players list",
    "position_file_unread": "kept position",
    "positions_unread": "kept positions",
}

#: Several files none of which could be read where they should be (a file where the config
#: folder should be, another user's folder or files): nothing was set aside, nor tried.
UNREAD_TOGETHER = N_(
    "{n} files could not be read (a file or folder in their way, a folder that cannot be "
    "read, or files this account may not read); they are left where they are: {what}."
)
#: Files left where they are, some written by a newer version of Chapó (not damaged: kept
#: for that version) and the rest not readable: "not all could be set aside" was said of
#: files nothing tried to move, and a newer save beside an unreadable one was not counted.
NEWER_TOGETHER = N_(
    "{n} files could not be used (written by a newer version of Chapó, or not readable); "
    "they are left where they are: {what}."
)
#: The same, one of them a link to a file that is not there (the settings and the list kept
#: on a share that is not connected).
UNREAD_TOGETHER_LINKED = N_(
    "{n} files could not be read (a link to a file that is not there, a file or folder in "
    "their way, or a folder that cannot be read); they are left where they are: {what}."
)
