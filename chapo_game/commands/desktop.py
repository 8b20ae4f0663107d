"""``chapo desktop install|uninstall``: the Linux applications-menu entry and icon, for this
user only (see :mod:`chapo_game.desktop`)."""

from __future__ import annotations

import argparse
import sys

from .. import desktop


def add_parser(subs: argparse._SubParsersAction) -> None:
    p = subs.add_parser("desktop", help="add or remove the Linux applications-menu entry")
    p.add_argument(
        "action",
        choices=("install", "uninstall"),
        help="install: the entry and its icons for this user; uninstall: remove them",
    )


def run(args: argparse.Namespace) -> int:
    if args.action == "install":
        files = desktop.install()
        print(f"installed {files[0]} (runs: {desktop.launcher_command()[0]})")
        print(f"installed {len(files) - 1} icon sizes under {files[1].parents[2]}")
        if not sys.platform.startswith("linux"):
            print("note: desktop entries are read by Linux desktops only")
    else:
        files = desktop.uninstall()
        for f in files:
            print(f"removed {f}")
        if not files:
            print("nothing to remove")
    return 0
