"""The window's rendered text stays within a budget on any screen (a club's 4K demo)."""

from __future__ import annotations

import pygame

from chapo_game.ui import text_cache
from chapo_game.ui.fonts import Fonts
from chapo_game.ui.text_cache import TextCache, surface_bytes


def test_a_big_screens_texts_are_kept_within_the_byte_budget():
    """At 3840x2160 the count alone (600 texts) let the cache hold about 160 MB of caption
    lines: the demo's memory rose for half an hour and stayed there."""
    fonts = Fonts((3840, 2160))
    line = "Tiro de Ana, bola 2: a una banda y luego el mingo, para meter la bola 1 en tronera"
    many = text_cache.MIN_TEXTS * 3 // 2  # past the floor kept whatever the bytes: the count
    for i in range(many):  # alone (600) would keep every one
        fonts.text(f"{line} {i}", 22)
    held, each = fonts._text, surface_bytes(fonts.text(line, 22))
    assert each > 300_000  # a caption line at 4K: 600 of them held 200 MB
    assert held.bytes <= max(text_cache.MAX_BYTES, text_cache.MIN_TEXTS * each) < 40e6
    assert len(held) < many


def test_a_frames_own_texts_are_kept_even_past_the_bytes(monkeypatch):
    """Never emptied below MIN_TEXTS: a page of the score sheet at 4K must not be rendered
    afresh at every frame."""
    monkeypatch.setattr(text_cache, "MAX_BYTES", 10_000)
    cache, made = TextCache(), []

    def big(i: int):
        def render() -> pygame.Surface:
            made.append(i)
            return pygame.Surface((100, 50))  # 20 kB each: past the budget at once

        return render

    for i in range(text_cache.MIN_TEXTS):
        cache.get(i, big(i))
    made.clear()
    for i in range(text_cache.MIN_TEXTS):  # the next frame: every one kept
        cache.get(i, big(i))
    assert made == [] and len(cache) == text_cache.MIN_TEXTS


def test_a_small_windows_texts_are_kept_up_to_the_count():
    fonts = Fonts((1280, 720))
    for i in range(text_cache.MAX_TEXTS):
        fonts.text(f"+{i}", 22)
    assert len(fonts._text) == text_cache.MAX_TEXTS
    fonts.text("one more", 22)
    assert len(fonts._text) == 1


def test_a_demos_one_shot_lines_do_not_fill_the_window_with_pictures():
    """Most of a demo's texts are drawn for one shot and never again (the computer's plan, the
    referee's calls), about 50 kB each at 1920×1080: kept up to 32 MB, they took a club's demo
    from 70 to 120 MB over its first half hour, read as a leak. An evening's worth stays
    within 8 MB, and what was asked last is still there."""
    cache = TextCache()
    for i in range(400):  # a few encuentros' lines
        cache.get(("line", i), lambda: pygame.Surface((250, 50), pygame.SRCALPHA))
    assert cache.bytes <= 8 * 2**20
    made = []
    cache.get(("line", 399), lambda: made.append(1) or pygame.Surface((1, 1)))
    assert made == []
