"""The game window: one :class:`App` that owns the pygame display and a stack of scenes.

The loop is split so tests can drive it: :meth:`App.step` takes the pending pygame events (or a
given list), lets the top scene handle them, advances every scene by one 1/60 s frame and draws.
Nothing in a scene reads the wall clock for game logic; shot animations play the physics'
precomputed 60 Hz frames one per step, more where the window lags (:class:`.pace.Pacer`).
"""

from __future__ import annotations

import time

import pygame

from .. import i18n
from .. import settings as settings_mod
from ..errors import CannotWrite, one_line
from ..fileio import WriteFailure, reason_of
from ..settings import Settings
from . import app_id, counting, display, identity, window_show
from .beneath import Beneath
from .damaged import menu_notice, settings_damage, settings_notes
from .fonts import Fonts
from .keyrepeat import ArrowRepeat
from .pace import FPS, Pacer, frame_rate, wait
from .palette import ACCENT, BAD, BG
from .pointer_rest import rest_pointer
from .present import Shown
from .save_indexer import SaveIndexer
from .scenes.base import SceneStack
from .scenes.club_screen import club_return
from .scenes.controls import ControlsScene
from .scenes.demo import DemoScene
from .scenes.menu import MenuScene
from .scenes.onscreen_keyboard import keyboard_for_taps
from .scenes.setting_labels import fullscreen_forced_said
from .sound import MIXER, Sound
from .start_check import StartCheck
from .touch import OnePointer, Press, Rest, lost_press, pressing
from .write_notices import draw_notice, write_failed

NOTICE_FRAMES = 8 * FPS  # how long (sixtieths) a notice (a failed save) stays over the screen


class App(SceneStack):
    def __init__(
        self,
        size: tuple[int, int] = display.DEFAULT_SIZE,
        settings: Settings | None = None,
        fullscreen: bool | None = None,
        audio: bool = True,
        language: str | None = None,
    ) -> None:
        super().__init__(home=MenuScene)
        Press.at = Rest.at = None  # no press nor rest carried over from another window's life
        app_id.set_app_id()  # again: a test may have cleared it since the package loaded
        # the mixer opened once, at the sounds' rate: opened by init at its own and then again,
        # a machine without a sound card printed SDL's audio errors twice
        pygame.mixer.pre_init(*MIXER, 512)
        pygame.init()
        loaded = settings_mod.LoadedSettings(settings) if settings is not None else None
        if loaded is None:
            loaded = settings_mod.load_checked()
        self.run_language = language  # --lang: for this run only (settings_mod.for_disk)
        self.disk_language = loaded.settings.language
        self.disk_fullscreen = loaded.settings.fullscreen  # --fullscreen is for this run only
        asked = self.disk_fullscreen if fullscreen is None else fullscreen
        self.fullscreen = display.fullscreen_for(asked)  # a desktop under 960×540: always
        self.settings = loaded.settings.with_(
            language=language or self.disk_language, fullscreen=self.fullscreen
        )
        i18n.set_language(self.settings.language)
        self.windowed_size = display.window_size(size, display.desktop_size(), display.must_fit())
        self.icon_problem = identity.set_icon()
        self.screen = display.open_window(self.windowed_size, self.fullscreen)
        identity.keep_title()  # in the language of the moment, as it changes
        self.fonts = Fonts(self.size, large=self.settings.large_text)
        refused = None if pygame.mixer.get_init() else pygame.get_error() or "no audio device"
        self.sound = Sound(self.settings.volume, self.settings.muted, audio, refused)
        self.clock = pygame.time.Clock()
        self.frame, self.fast_forward = 0, 1  # frames drawn; shot frames played per step
        self.pacer = Pacer()  # and as many more as real time asks (the window's run)
        self.arrows = ArrowRepeat()  # held arrow keys repeat (the window's repeat is off)
        self.damaged = settings_damage(loaded)  # files set aside, said on the menu in one line
        self.notes = settings_notes(loaded)  # what else it says (a missing sound, a failed check)
        self.start_check: StartCheck | None = None  # the saves checked at start, off the loop
        self.notice: str | None = None  # one line over any screen for a while (a failed save)
        self.notice_frames, self.notice_colour, self.notice_said = 0, BAD, ""  # said: its own line
        self.last_input = time.monotonic()  # when an event last came in (the frame rate)
        self.in_front = True  # the window has the keys (not minimised, nor behind another)
        self.seen = True  # on the screen: not minimised nor hidden (perhaps behind another)
        self.pointer = OnePointer(lambda: lost_press(self.top))  # one finger (or mouse) points
        self.club_demo = False  # started with --demo: any screen left alone goes back to it
        self.notice_rect: pygame.Rect | None = None  # where it was last drawn (tests look)
        self.shown, self.indexer = Shown(), SaveIndexer()  # still frames; old saves, off the loop
        self.beneath = Beneath()  # the screens under an overlay, drawn once while still
        self.notes += identity.start_notices(self.sound, self.icon_problem)

    # ------------------------------------------------------------------ display
    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def window_key(self, ev: pygame.event.Event) -> bool:
        """F11 fullscreen; F1 the controls over every screen, F1 again closes them."""
        if ev.type != pygame.KEYDOWN or ev.key not in (pygame.K_F1, pygame.K_F11):
            return False
        if any(isinstance(s, DemoScene) for s in self.scenes):
            # the demo's, where any key leaves it: the controls froze it for good, and F11 took
            # a club's screen out of fullscreen for the night
            return False
        if ev.key == pygame.K_F11:
            self.switch_fullscreen()
        elif isinstance(self.top, ControlsScene):
            self.pop()
        else:
            self.push(ControlsScene(self))
        return True

    def switch_fullscreen(self) -> None:
        """F11 or the settings' row: fullscreen or a window, chosen and kept — except on a
        screen smaller than the smallest window, which is always fullscreen: said (F11 did
        nothing there, and wrote "not fullscreen" into the settings)."""
        if display.fullscreen_forced():
            self.notify(fullscreen_forced_said(), ACCENT)
            return
        self.apply_settings(self.settings.with_(fullscreen=not self.fullscreen))

    def toggle_fullscreen(self) -> None:
        """Fullscreen; back to a window centred on the desktop, if the desktop holds one."""
        self.fullscreen = display.fullscreen_for(not self.fullscreen)
        self.screen = display.open_window(self.windowed_size, self.fullscreen)
        if not self.fullscreen:
            display.place_window(self.windowed_size, centre=True)
        self._resized()

    def _resized(self) -> None:
        self.fonts.resize(self.size)
        for s in self.scenes:
            s.resize()

    def resize_window(self, asked: tuple[int, int]) -> None:
        """The player resized the window: at least the smallest size, kept on the desktop."""
        self.windowed_size = display.window_size(asked, display.desktop_size(), display.must_fit())
        self.screen = pygame.display.get_surface()
        if self.screen.get_size() != self.windowed_size:
            self.screen = display.open_window(self.windowed_size, False)
        display.place_window(self.windowed_size, centre=False)
        self._resized()

    # ------------------------------------------------------------------ settings
    def apply_settings(self, new: Settings) -> None:
        """Use and save new settings (language, sound and fullscreen take effect at once)."""
        old, self.settings = self.settings, new
        if new.language != old.language:
            i18n.set_language(new.language)
        self.sound.volume, self.sound.muted = new.volume, new.muted
        if self.fonts.set_large(new.large_text) or new.language != old.language:
            self._resized()  # what fits where is measured again in the new words or sizes
        if new.fullscreen != old.fullscreen:  # chosen: kept; --fullscreen alone is not
            if new.fullscreen != self.fullscreen:
                self.toggle_fullscreen()
            self.disk_fullscreen = new.fullscreen
        new = new.with_(fullscreen=self.disk_fullscreen)
        kept, self.run_language = settings_mod.for_disk(new, self.run_language, self.disk_language)
        self.disk_language = kept.language
        self.report_write(settings_mod.save(kept), "settings")

    def report_write(self, failure: WriteFailure | None, what: str) -> None:
        """A save that failed is said in one line over the screen (stderr has it already);
        the game goes on with what it has in memory."""
        if failure is not None:
            self.notify(write_failed(what, failure.reason, failure.had_file))

    def notify(self, text: str, colour: tuple[int, int, int] = BAD) -> None:
        """Show one line over whatever screen is up, for NOTICE_FRAMES frames: in the error
        colour unless ``colour`` says otherwise (news, not a failure). A failure said while
        another is still up is said after it (the last two): at an encuentro's end in a
        read-only folder, "the records could not be saved" was replaced at once by "the saved
        encuentro could not be deleted", and the club never read the first."""
        line = one_line(text)
        up = self.notice_frames > 0 and colour == BAD == self.notice_colour
        self.notice = f"{self.notice_said} {line}" if up and line != self.notice_said else line
        self.notice_said, self.notice_colour = line, colour
        self.notice_frames = NOTICE_FRAMES

    # ------------------------------------------------------------------ loop
    def step(self, events: list[pygame.event.Event] | None = None) -> bool:
        """Handle ``events`` (default: the pygame queue), advance one frame, draw it."""
        events = self.arrows.more(pygame.event.get()) if events is None else events
        if events:
            self.last_input = time.monotonic()
        events = self.pointer.read(events)  # a press SDL dropped, put back
        for ev in events:
            if ev.type == pygame.QUIT:
                self.quit()
                continue
            if ev.type == pygame.VIDEORESIZE and display.resized_by_player(ev, self.fullscreen):
                self.resize_window((ev.w, ev.h))
                continue
            if self.window_key(ev):
                continue
            if ev.type == pygame.AUDIODEVICEADDED and not getattr(ev, "iscapture", False):
                self.sound.device_added()
            if ev.type in display.IN_FRONT:
                self.in_front = display.IN_FRONT[ev.type]
                self.sound.window_event(ev.type)
                if not self.in_front:
                    self.pointer.let_go()
            self.seen = display.SEEN.get(ev.type, self.seen)
            ev = self.pointer.to_mouse(ev, self.size)
            if ev is None or self.top is None:
                continue
            with pressing(ev) as delivered:
                if delivered:
                    with keyboard_for_taps(self):  # a name's box a finger tapped: the game's keys
                        self.top.handle(ev)
        if not self.running:
            return False
        self.take_start_notices()
        # only the top scene advances: a game under the pause menu or the score sheet is frozen
        top = self.top
        if top is not None:
            top.update()
        counting.poll()  # a partida counted off the loop, under whatever screen is on top
        self.indexer.step(self)  # an older version's save it found damaged: said
        club_return(self)  # a club's screen left alone: its demo again
        rest_pointer(self, self.find(DemoScene) is not None)  # no arrow over the demo
        self.draw()
        self.frame += 1
        return self.running

    def take_start_notices(self, wait: bool = False) -> None:
        """Once the check at start is done (``wait``: wait for it), its lines join the menu's
        notice."""
        lines = self.start_check.lines(wait) if self.start_check is not None else None
        if lines is None:
            return
        self.start_check = None
        for notice in lines:
            (self.notes if isinstance(notice, str) else self.damaged).append(notice)

    @property
    def message(self) -> str | None:
        """The menu's one-line notice, in the language of the moment."""
        return menu_notice(self.damaged, self.notes)

    def frame_rate(self) -> int:
        """How many frames a second now (:func:`.pace.frame_rate`); only the top screen
        advances, so only it is asked whether it moves."""
        return frame_rate(self.notice_frames > 0, self.top, time.monotonic() - self.last_input)

    def draw(self) -> None:
        if not window_show.drawable():  # minimised: a fullscreen window's surface is freed
            return
        self.screen = pygame.display.get_surface()  # and restored, SDL may have made another
        # draw from the last non-overlay scene upward; an opaque scene paints every pixel
        start = 0
        for i, s in enumerate(self.scenes):
            if not s.overlay:
                start = i
        if not self.scenes or not self.scenes[start].opaque:
            self.screen.fill(BG)
        self.fonts.drawn.clear()
        self.beneath.draw(self, start)  # those under an overlay kept as one picture, if still
        if self.notice_frames > 0 and self.notice:
            self.notice_frames = max(0, self.notice_frames - self.pacer.behind)  # in time
            shown = [d.rect for d in self.fonts.drawn if d.layer == len(self.scenes) - 1]
            self.notice_rect = draw_notice(
                self.screen, self.fonts, self.notice, self.notice_colour, shown
            )
        self.shown.show(self.screen, idle=self.frame_rate() != FPS)

    def quit(self) -> None:
        """Leave the program; a shot still rolling is finished and saved, the saves' index kept."""
        if self.running:
            self.close_all()
        self.running = False
        self.indexer.finish()  # a write under way (a game or the saves list just left) ended

    def run(self, frames: int | None = None, screenshot: str | None = None) -> int:
        n = 0
        while self.running:
            self.step()
            n += 1
            if frames is not None and n >= frames:
                break
            if frames is None:
                rate = self.frame_rate()
                self.pacer.count(wait(self.clock, rate), rate)
        if screenshot:  # its folder was checked at start (chapo_game.commands.game)
            try:
                display.save_image(self.screen, screenshot)
            except (pygame.error, OSError) as exc:  # said as a write is, never by a temp name
                self.quit()
                why = reason_of(exc) if isinstance(exc, OSError) else one_line(str(exc))
                said = f"--screenshot: could not write {one_line(screenshot)}: {why}"
                raise CannotWrite(said) from None
        self.quit()
        return 0
