"""The window's colours (the table's own are in :mod:`.draw.style`)."""

from __future__ import annotations

TEXT = (236, 236, 230)
DIM = (160, 168, 176)
ACCENT = (240, 196, 80)
PANEL = (24, 30, 38)
PANEL_EDGE = (70, 84, 98)
BG = (16, 20, 26)
#: Under a word drawn over the table (the calls, the rules' diagrams' labels).
CHIP = (32, 40, 50)
#: Fouls and refusals: 5:1 and more on every panel and chip of the window, 4:1 still to a
#: protanope (it was 3.3–4.9:1, under 3 to him on a call's chip).
BAD = (255, 130, 120)
#: Scores, passes and "may go here": a sea green leaning to blue, 21 and more CIEDE2000 from
#: BAD to every eye (Machado 2009 dichromats). The grass green it was met BAD at 2.3 to a
#: deuteranope — one man in twenty saw "+5" and "Falta" in one khaki — and ACCENT at 6.1 to a
#: protanope; the blue in it is what a red–green deficiency keeps.
GOOD = (65, 210, 205)
