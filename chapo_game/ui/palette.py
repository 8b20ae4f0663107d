"""The window's colours (the table's own are in :mod:`.draw.style`)."""

from __future__ import annotations

TEXT = (236, 236, 230)
DIM = (160, 168, 176)
ACCENT = (240, 196, 80)
PANEL = (24, 30, 38)
PANEL_EDGE = (70, 84, 98)
BG = (16, 20, 26)
BAD = (230, 80, 70)
GOOD = (110, 210, 120)
