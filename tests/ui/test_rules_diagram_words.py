"""Every word of the rules' pages reads against the pixels it is really drawn on: the
diagrams' words over the table (the cabañas' names, the foul's) were gold on the cloth and
on a cabaña's tint, 2.8–3.5:1 where text needs 4.5:1."""

from __future__ import annotations

import pygame
from ui_screens import rules_page
from vision import contrast

from chapo_game.ui import face
from chapo_game.ui.scenes.rules_screen import RulesScene


def _frame(app) -> pygame.Surface:
    """The screen drawn anew: the text and the diagram rendered again, not from a cache."""
    app.fonts._clear()
    app.top._diagram.clear()
    app.draw()
    return app.screen.copy()


def text_on_what_it_covers(app, monkeypatch) -> list[tuple[tuple, tuple]]:
    """(text colour, colour under it) for each pixel of the screen that a text covers whole:
    the screen drawn once as it is, once with every text left out."""
    inks: set[tuple[int, int, int]] = set()
    render = face.Face.render

    def noting(self, s, colour):
        inks.add(tuple(colour[:3]))
        return render(self, s, colour)

    monkeypatch.setattr(face.Face, "render", noting)
    shown = _frame(app)
    monkeypatch.setattr(
        face.Face,
        "render",
        lambda self, s, c: pygame.Surface(render(self, s, c).get_size(), pygame.SRCALPHA),
    )
    bare = _frame(app)
    monkeypatch.setattr(face.Face, "render", render)
    w, h = shown.get_size()
    a, b = pygame.image.tobytes(shown, "RGB"), pygame.image.tobytes(bare, "RGB")
    out = []
    for i in range(0, w * h * 3, 3):
        ink = tuple(a[i : i + 3])
        if ink in inks and a[i : i + 3] != b[i : i + 3]:
            out.append((ink, tuple(b[i : i + 3])))
    return out


def test_every_word_of_every_rules_page_reads_where_it_is_drawn(app, drive, monkeypatch):
    rules_page(0)(app)
    pages = len(app.top.pages)
    assert pages >= 6
    for n in range(pages):
        assert isinstance(app.top, RulesScene) and app.top.page == n
        pairs = text_on_what_it_covers(app, monkeypatch)
        assert len(pairs) > 1000  # the page's words were found
        worst = min(set(pairs), key=lambda p: contrast(*p))
        assert contrast(*worst) >= 4.5, (n, worst, contrast(*worst))
        drive.key(pygame.K_RIGHT)
