"""The parameters are published (``chapo table --json``) and load without pymunk."""

from __future__ import annotations

import json
import subprocess
import sys

from chapo_game.cli import main
from chapo_game.physics.params import DEFAULT_PARAMS

REQUIRED = (
    "mu_slide",
    "mu_roll",
    "mu_spin",
    "e_ball",
    "e_cushion",
    "g",
    "ball_mass",
    "off_table_speed",
    "pin_knock_speed",
    "pin_mass",
    "mu_cushion",
)


def test_table_json_lists_the_physics_in_use(capsys):
    assert main(["table", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    for key in REQUIRED:
        assert doc["physics"][key] == getattr(DEFAULT_PARAMS, key)


def test_params_do_not_load_pymunk():
    code = "import sys, chapo_game.physics.params; print('pymunk' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
