"""Hostile command lines: each case is refused with exactly one line on stderr, exit status 2,
nothing on stdout — and nothing runs, reads or grows without bound first."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from chapo_game.cli import main
from chapo_game.table import get_table

T = get_table()
GOOD = {"balls": {"1": [0.71, 0.5], "2": None, "mingo": list(T.spots["mingo_normal"])}}


def _run(capsys, *argv: str) -> tuple[int, str, str]:
    try:
        code = main(list(argv))
    except SystemExit as exc:  # argparse's own refusals
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def _sim(path: str, *extra: str) -> list[str]:
    """``chapo sim`` on ``path``; an option of ``extra`` replaces the plain one (an option
    given twice is refused)."""
    plain = {"--ball": "1", "--angle": "90", "--speed": "2"}
    for option in extra:
        plain.pop(option, None)
    return ["sim", "--position", path, *(w for kv in plain.items() for w in kv), *extra]


def _file(tmp_path: Path, text: str, name: str | None = None) -> str:
    p = tmp_path / (name or f"pos{len(list(tmp_path.iterdir()))}.json")
    p.write_text(text, "utf-8")
    return str(p)


def _pins(**changed: list[float]) -> dict:
    pins = {pid: {"xy": list(T.spots[spot])} for pid, spot in _HOMES.items()}
    for pid, xy in changed.items():
        pins[pid] = {"xy": xy, "standing": True}
    return pins


_HOMES = {
    "rey": "center",
    "lateral_head": "head",
    "lateral_foot": "foot",
    "lateral_left": "left",
    "lateral_right": "right",
}


def _position_cases(tmp_path: Path) -> list[tuple[list[str], str]]:
    coord = "[0.71, 0.5]"
    return [
        (_sim(_file(tmp_path, "[" * 100_000 + "]" * 100_000)), "nested deeper than"),
        (
            _sim(_file(tmp_path, json.dumps(GOOD).replace(coord, "[0.7" + "1" * 400 + ", 0.5]"))),
            "longer than 40 characters",
        ),
        (
            _sim(_file(tmp_path, json.dumps(GOOD).replace(coord, "[" + "7" * 5000 + ", 0.5]"))),
            "longer than 40 characters",
        ),
        (
            _sim(_file(tmp_path, '{"balls": {"1": [0.7, 0.5], "1": [0.7, 0.9]}}')),
            'duplicate key "1"',
        ),
        (
            _sim(_file(tmp_path, json.dumps({**GOOD, "pins": _pins(lateral_left=[0.0, 0.0])}))),
            "pins.lateral_left: standing at [0.0000, 0.0000], inside a cushion",
        ),
        (
            _sim(_file(tmp_path, json.dumps({**GOOD, "pins": _pins(lateral_left=[0.003, 1.4])}))),
            "inside a cushion",
        ),
        (_sim("/dev/zero"), "position: larger than"),
        (_sim("/dev/urandom"), "position: larger than"),
        (_sim(str(tmp_path / "no\nsuch.json")), "no such file: "),
        (_sim(str(tmp_path)), "is a folder, not a file"),
    ]


def test_hostile_positions_are_one_line(tmp_path, capsys):
    for argv, words in _position_cases(tmp_path):
        code, out, err = _run(capsys, *argv)
        assert (code, out) == (2, ""), (argv[:3], err)
        assert err.count("\n") == 1 and err.endswith("\n") and words in err, err


def test_a_file_name_with_a_newline_is_shown_escaped(tmp_path, capsys):
    code, _out, err = _run(capsys, *_sim(str(tmp_path / "no\nsuch.json")))
    assert code == 2 and err.endswith("no\\nsuch.json\n")


def test_stdin_from_an_endless_device_is_capped(capsys, monkeypatch):
    with open("/dev/zero", encoding="latin-1") as zero:
        monkeypatch.setattr("sys.stdin", zero)
        code, out, err = _run(capsys, *_sim("-"))
    assert (code, out) == (2, "") and err == "chapo: position: larger than 1048576 bytes\n"


def test_a_byte_that_is_no_character_is_shown_escaped_once(capsys, tmp_path):
    """``--angle $'\\xff'`` said ``got '\\\\udcff'``: its backslash doubled, where ``--ball``
    said ``'\\udcff'``."""
    path = _file(tmp_path, json.dumps(GOOD))
    code, _out, err = _run(capsys, *_sim(path, "--angle", "\udcff"))
    assert code == 2 and err.endswith("expected a number, got '\\udcff'\n"), err
    code, _out, err = _run(capsys, "--size", "1280\udcff720")  # the window's size too
    assert code == 2 and err.endswith("expected WIDTHxHEIGHT, got '1280\\udcff720'\n"), err


def test_stdin_closed_is_said_not_a_traceback(capsys, monkeypatch):
    """Started with standard input closed (``<&-``), Python has no ``sys.stdin``: reading
    the position from ``-`` ended in an AttributeError's traceback."""
    monkeypatch.setattr("sys.stdin", None)
    code, out, err = _run(capsys, *_sim("-"))
    assert (code, out, err) == (2, "", "chapo: --position: standard input is closed\n")


BAD_NUMBERS = [
    (["selfplay", "--games", "1000000000000"], "--games: must be at most 10000"),
    (["selfplay", "--games", "0"], "--games: must be at least 1"),
    (["selfplay", "--workers", "100000"], "--workers: must be at most"),
    (["selfplay", "--workers", "0"], "--workers: must be at least 1"),
    (["selfplay", "--target", "1" * 30], "--target: must be at most 500"),
    (["selfplay", "--seed", "-1"], "--seed: must be at least 0"),
    ([*_sim("x")[:5], "--angle", "3600.0000001", "--speed", "2"], "3600, got 3600.0000001"),
    # never rounded onto the bound broken ("0.1 m/s is out of range 0.1-10")
    ([*_sim("x")[:5], "--angle", "9", "--speed", "0.09999999"], "0.09999999 m/s is out of range"),
    ([*_sim("x")[:5], "--angle", "9", "--speed", "10.000001"], "10.000001 m/s is out of range"),
    (_sim("x", "--side", "0.6000001"), "tip offset 0.6000001 radii exceeds 0.6"),
    (["selfplay", "--soak", "0"], "--soak: must be at least 1"),
    (
        ["selfplay", "--games", "9" * 5000],
        "expected a whole number, got '999999999999999999999...'",
    ),
    (["--frames", "1000000000000"], "--frames: must be at most 1000000"),
    (["--frames", "-5"], "--frames: must be at least 1, got -5"),
    (["bench", "--shots", "100000000"], "--shots: must be at most"),
    (["bench", "--shots", "0"], "--shots: must be at least 1"),
    (_sim("x", "--angle", "-1e9"), "--angle: must be at least -3600"),
    (_sim("x", "--speed", "-1e3"), "--speed: -1000 m/s is out of range"),
    (_sim("x", "--side", "-inf"), "--side: must be a finite number"),
    (_sim("x", "--angle", "nan"), "--angle: must be a finite number"),
    (_sim("x", "--side", "0.5", "--vertical", "0.5"), "--side/--vertical: tip offset"),
    # digits as Python reads them, not as a player writes them: 1_0 was 10, ٩٠ was 90
    (_sim("x", "--speed", "1_0"), "--speed: expected a number, got '1_0'"),
    (_sim("x", "--angle", "٩٠"), "--angle: expected a number, got '٩٠'"),
    (["selfplay", "--games", "1_0"], "--games: expected a whole number, got '1_0'"),
    (["--size", "9" * 5000], "expected WIDTHxHEIGHT"),
    (["--size", "959x540"], "959x540 is outside 960x540 .. 7680x4320"),
    (["--size", "7680x4321"], "is outside 960x540 .. 7680x4320"),
    # taken without a word (level 1 measured once, for a command line asking twice); selfplay's
    # "3 3" is a level against itself and stays (test_selfplay_takes_a_level_against_itself)
    (["ai-bench", "--levels", "1", "1"], "--levels: level 1 is given twice: give each level once"),
    (["ai-bench", "--levels", "2", "3", "2"], "--levels: level 2 is given twice"),
]


def test_selfplay_takes_a_level_against_itself():
    """``selfplay --levels 3 3`` is legitimate (what the leave is worth): not refused as
    ai-bench's repeated level is."""
    from chapo_game.cli import build_parser
    from chapo_game.commands import selfplay

    parser, _ = build_parser()
    args = parser.parse_args(["selfplay", "--levels", "3", "3", "--games", "1"])
    selfplay.check_arguments(args)


@pytest.mark.parametrize(("argv", "words"), BAD_NUMBERS)
def test_every_number_is_bounded(argv, words, capsys, tmp_path):
    path = _file(tmp_path, json.dumps(GOOD))
    argv = [path if a == "x" else a for a in argv]
    code, out, err = _run(capsys, *argv)
    assert (code, out) == (2, "")
    assert err.count("\n") == 1 and words in err, err


def test_negative_numbers_are_read_after_an_option(tmp_path, capsys):
    path = _file(tmp_path, json.dumps(GOOD))
    for angle in ("-1e3", "-270", "-.5", "-1E+2"):
        argv = ["sim", "--position", path, "--ball", "1", "--angle", angle, "--speed", "1"]
        code, out, err = _run(capsys, *argv)
        assert code == 0 and err == "", (angle, err)
        assert json.loads(out)["shot"]["angle"] == pytest.approx(float(angle) % 360)


def test_a_screenshot_into_a_folder_or_a_missing_folder_is_refused_before_running(tmp_path, capsys):
    missing = tmp_path / "missing"
    cases = [
        ([str(tmp_path)], "is a folder: give a file name such as shot.png"),
        ([str(missing / "shot.png")], "no such folder: "),
        ([str(tmp_path / "shot.txt")], "the name must end in .png"),
        # ".png" was told it must end in .png
        ([str(tmp_path / ".png")], ".png: give a name before the type, such as shot.png"),
        ([""], "--screenshot: empty file name"),  # it said ":  is a folder"
        # found only after every frame had run, with the path said twice
        ([str(tmp_path / ("a" * 300 + ".png"))], "the file name is longer than 255 bytes"),
    ]
    for args, words in cases:
        code, out, err = _run(capsys, "--frames", "1", "--screenshot", *args)
        assert (code, out) == (2, "") and err.count("\n") == 1 and words in err, err
    assert not missing.exists()  # never created behind the user's back


def test_the_installed_command_gives_one_line_and_no_traceback(tmp_path):
    """The real entry point, stdin from /dev/zero: one line, exit 2, no traceback."""
    with open("/dev/zero", "rb") as zero:
        r = subprocess.run(
            [sys.executable, "-m", "chapo_game", *_sim("-")],
            stdin=zero,
            capture_output=True,
            text=True,
            timeout=60,
        )
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr == "chapo: position: larger than 1048576 bytes\n"


def test_the_smallest_window_can_be_asked_for_on_the_command_line(tmp_path):
    """``--size 960x540``, the window's own least size (a resize keeps it), opens the game at
    that size; it was refused as "outside 1280x720 .. 7680x4320"."""
    shot = tmp_path / "small.png"
    argv = ["--size", "960x540", "--frames", "2", "--screenshot", str(shot)]
    r = subprocess.run(
        [sys.executable, "-m", "chapo_game", *argv],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"},
    )
    assert r.returncode == 0, r.stderr
    import pygame

    assert pygame.image.load(str(shot)).get_size() == (960, 540)


@pytest.mark.parametrize(
    "argv, error",
    [
        (["--lang", "xx"], "chapo: --lang: unknown language 'xx' (es or en)"),
        (["--size", "0x0"], "chapo: argument --size: 0x0 is outside 960x540 .. 7680x4320"),
    ],
)
def test_a_refused_window_option_prints_its_one_line_and_nothing_else(argv, error):
    """Run as a player runs it (a fresh process, pygame not yet loaded): the refusal is the
    only thing printed, without pygame's own greeting on standard output before it (the
    suite's conftest hides that greeting for itself, so it is left out here)."""
    env = {k: v for k, v in os.environ.items() if k != "PYGAME_HIDE_SUPPORT_PROMPT"}
    r = subprocess.run(
        [sys.executable, "-m", "chapo_game", *argv],
        capture_output=True,
        text=True,
        timeout=60,
        env={**env, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"},
    )
    assert (r.returncode, r.stdout, r.stderr) == (2, "", error + "\n")


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
@pytest.mark.parametrize("closed", [False, True])
def test_output_that_cannot_be_written_is_one_line_not_a_traceback(closed):
    """``chapo table --json > /dev/full`` (a full disk): one line naming why, exit 1 — the
    input was fine, the place the output went was not; with standard output closed (``>&-``)
    the same, as ``ls >&-`` fails (the table went nowhere, and the exit said 0)."""
    argv = [sys.executable, "-m", "chapo_game", "table", "--json"]
    if closed:
        r = subprocess.run(
            argv,
            stdout=None,
            capture_output=False,
            stderr=subprocess.PIPE,
            text=True,
            timeout=60,
            close_fds=True,
            preexec_fn=lambda: os.close(1),
        )
        said = "chapo: could not write the output: standard output is closed\n"
        assert (r.returncode, r.stderr) == (1, said)
        return
    with open("/dev/full", "w") as full:
        r = subprocess.run(argv, stdout=full, stderr=subprocess.PIPE, text=True, timeout=60)
    assert (r.returncode, r.stderr) == (1, "chapo: could not write the output: the disk is full\n")


def test_the_help_gives_the_smallest_window(capsys):
    """``--size 800x600`` is refused as "outside 960x540 ..": the help says so first."""
    from chapo_game.ui.display import MIN_SIZE

    with pytest.raises(SystemExit):
        main(["--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert f"from {MIN_SIZE[0]}x{MIN_SIZE[1]}" in out


def test_a_screenshot_where_no_file_can_be_made_is_refused_before_running(
    tmp_path, capsys, monkeypatch
):
    """The folder's permission bits passed ``/proc``, a read-only disk and, for root, any
    folder, and a link to a folder that is not there: every frame ran, then exit 1. Now a file
    is tried there first (and removed: nothing is left) — one line, exit 2, no frame run."""
    import errno
    import tempfile

    from chapo_game.ui import app as app_module

    def never_run(*_args, **_kwargs):
        raise AssertionError("a frame was run")

    monkeypatch.setattr(app_module.App, "run", never_run)
    link = tmp_path / "link.png"
    link.symlink_to(tmp_path / "gone" / "shot.png")
    cases = [(str(link), f"cannot write in {tmp_path}: the link's folder is not there")]
    if Path("/proc/self").is_dir():
        cases.append(("/proc/shot.png", "cannot write in /proc: it takes no new files"))
    for shot, words in cases:
        code, out, err = _run(capsys, "--frames", "1", "--screenshot", shot)
        assert (code, out, err) == (2, "", f"chapo: --screenshot: {words}\n")
    ro = tmp_path / "ro"
    ro.mkdir()
    real_mkstemp = tempfile.mkstemp

    def read_only(*args, dir=None, **kwargs):
        if Path(dir) == ro:
            raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(dir))
        return real_mkstemp(*args, dir=dir, **kwargs)

    monkeypatch.setattr(tempfile, "mkstemp", read_only)
    code, out, err = _run(capsys, "--frames", "1", "--screenshot", str(ro / "shot.png"))
    assert (code, out) == (2, "")
    assert err == f"chapo: --screenshot: cannot write in {ro}: the disk is read-only\n"
    monkeypatch.setattr(tempfile, "mkstemp", real_mkstemp)
    from chapo_game.commands.game import check_screenshot

    check_screenshot(str(tmp_path / "fine.png"))  # a writable folder passes, and is left as is
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.png", "ro"]
    assert list(ro.iterdir()) == []


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
@pytest.mark.parametrize("suffix", [".png", ".jpg", ".bmp"])
def test_a_screenshot_that_cannot_be_written_is_exit_1_not_bad_input(
    tmp_path, capsys, monkeypatch, suffix
):
    """The argument was fine (checked before the first frame); the disk was full: one line and
    exit status 1, as for any place that cannot be written (it was 2, as for bad input), and
    no file. pygame wrote a PNG or a JPEG straight into the file: a full disk left a cut-off
    image and exit 0."""
    import errno

    import chapo_game.fileio as fileio

    def full(_fd):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(fileio.os, "fsync", full)
    shot = tmp_path / f"shot{suffix}"
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    code, out, err = _run(capsys, "--frames", "1", "--screenshot", str(shot))
    assert (code, out) == (1, "")
    assert err.startswith("chapo: --screenshot: could not write ") and err.count("\n") == 1, err
    # said as every failed write is, naming the file given, not pygame's temporary one
    assert err == f"chapo: --screenshot: could not write {shot}: the disk is full\n"
    assert list(tmp_path.iterdir()) == []


def test_options_that_would_be_ignored_are_refused(capsys):
    """ "chapo --lang fr table --json" printed the table and said nothing of --lang (refused
    when the window starts); "selfplay --soak 5 --games 0 --levels 9 9" ran the soak with
    --games and --levels unread. Each is one line naming the option, exit 2."""
    from chapo_game import cli

    for argv, named in (
        (["--lang", "fr", "table", "--json"], "--lang is an option of the game window"),
        (["--frames", "3", "physics"], "--frames is an option of the game window"),
        (["selfplay", "--soak", "5", "--games", "0"], "--games: does not apply to --soak"),
        (["selfplay", "--soak", "5", "--levels", "9", "9"], "--levels: does not apply"),
        # at their default values too: they were taken, while other values were refused
        (["selfplay", "--soak", "1", "--games", "10"], "--games: does not apply to --soak"),
        (["selfplay", "--soak", "1", "--target", "30"], "--target: does not apply to --soak"),
        # an option given twice: the last one was taken without a word
        ([*_sim("x.json"), "--speed", "4"], "chapo sim: --speed: given more than once"),
        (["--lang", "en", "--lang", "es", "--frames", "1"], "chapo: --lang: given more than once"),
        (["ai-bench", "--levels", "1", "--levels", "2"], "--levels: given more than once"),
        # a switch twice too: `--json --json` was taken where `--speed 3 --speed 3` was not
        (["table", "--json", "--json"], "chapo table: --json: given more than once"),
        (["--demo", "--demo", "--frames", "1"], "chapo: --demo: given more than once"),
    ):
        with pytest.raises(SystemExit) as done:
            status = cli.main(argv)
            raise SystemExit(status)
        err = capsys.readouterr().err
        assert done.value.code == 2 and named in err and err.count("\n") == 1, (argv, err)


@pytest.mark.parametrize(
    "argv, said",
    [
        (
            ["chapo_game.ui.screenshots", "--help"],
            (0, "usage: python -m chapo_game.ui.screenshots"),
        ),
        (["chapo_game.ui.screenshots", "--size", "1x1"], (2, "")),
        # a folder where nothing can be written: a traceback from mkdir, not one line
        (["chapo_game.ui.screenshots", "/proc/x"], (2, "")),
    ],
)
def test_the_window_tools_print_no_pygame_greeting(argv, said):
    """``python -m chapo_game.ui.screenshots`` printed pygame's "pygame-ce 2.5.x (SDL ...)"
    first, above its usage and before a refusal's one line, where the ``chapo`` command hides
    it. Run as a fresh process with the greeting not hidden beforehand (the suite's conftest
    hides it for itself)."""
    env = {k: v for k, v in os.environ.items() if k != "PYGAME_HIDE_SUPPORT_PROMPT"}
    r = subprocess.run(
        [sys.executable, "-m", *argv],
        capture_output=True,
        text=True,
        timeout=60,
        env={**env, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"},
    )
    assert (r.returncode, r.stdout[: len(said[1])]) == said, r.stdout
    assert "pygame" not in r.stdout + r.stderr
    assert "Traceback" not in r.stderr and r.stderr.count("\n") == (said[0] == 2), r.stderr


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
@pytest.mark.parametrize("option", ["--version", "--help"])
def test_help_and_version_that_cannot_be_written_are_one_line_and_status_1(option):
    """``chapo --version > /dev/full`` exited 0 with nothing written: argparse prints and exits
    before the output was guarded. Now it is the same one line and status 1 as any output."""
    with open("/dev/full", "w") as full:
        r = subprocess.run(
            [sys.executable, "-m", "chapo_game", option],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            timeout=60,
        )
    assert (r.returncode, r.stderr) == (1, "chapo: could not write the output: the disk is full\n")


def test_an_empty_position_file_name_is_said_as_such(capsys):
    """ "--position: no such file: " named nothing."""
    code, out, err = _run(capsys, *_sim(""))
    assert (code, out, err) == (2, "", "chapo: --position: empty file name\n")


def test_a_size_with_a_minus_is_said_as_a_size(capsys):
    """argparse took "-1280x720" for an option: "--size: expected one argument"."""
    code, out, err = _run(capsys, "--size", "-1280x720", "--frames", "1")
    assert (code, out) == (2, "") and err.startswith("chapo: argument --size: -1280x720 "), err


@pytest.mark.parametrize("size", ["1_280x720", "\uff11\uff12\uff18\uff10x720", "+1280x+720",
                                  " 1280x720 "])  # fmt: skip
def test_a_size_is_plain_digits_as_every_number_on_the_command_line(capsys, size):
    """``int`` read "1_280", full-width digits, "+1280" and spaces; no other number option
    takes them (commands/bounds.py)."""
    code, out, err = _run(capsys, "--size", size, "--frames", "1")
    assert (code, out) == (2, "") and err.startswith("chapo: argument --size: expected WIDTHx")


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["--pin-shots", "100000000000000000000"],
         "chapo: --pin-shots: must be at most 100000, got 100000000000000000000\n"),
        (["--final-shots", "1000001"],
         "chapo: --final-shots: must be at most 1000000, got 1000001\n"),
        (["--final-shots", "1_0"],
         "chapo physics: argument --final-shots: expected a whole number, got '1_0'\n"),
    ],
)  # fmt: skip
def test_the_physics_audits_counts_are_bounded_as_every_count_is(capsys, args, said):
    """``chapo physics --pin-shots 10**20`` ran for ever, and a 5,000-digit count was quoted
    whole: ``type=int``, where every other count is read and bounded by commands/bounds.py."""
    code, out, err = _run(capsys, "physics", *args)
    assert (code, out, err) == (2, "", said)


def test_a_terminal_that_cannot_show_accents_gets_them_escaped_not_a_traceback(tmp_path):
    """An ASCII (or cp932) terminal: "Chapó" and "–" ended ``chapo physics`` and ``chapo
    selfplay`` in a UnicodeEncodeError; they are written as standard error writes them."""
    env = {**os.environ, "PYTHONIOENCODING": "ascii", "CHAPO_CONFIG_DIR": str(tmp_path)}
    done = subprocess.run([sys.executable, "-m", "chapo_game", "physics"], env=env,
                          capture_output=True, text=True, timeout=120)  # fmt: skip
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout.startswith("Chap\\xf3 physics 'chapo'")


def test_with_standard_output_closed_the_window_still_starts(tmp_path):
    """The window prints nothing, and a windowed build has no standard output at all: a closed
    one is no error there (a sub-command's output is: the test above)."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    env["CHAPO_CONFIG_DIR"] = str(tmp_path)
    closed = 'exec "$0" -m chapo_game "$@" >&-'  # started with no standard output
    window = subprocess.run(
        ["sh", "-c", closed, sys.executable, "--frames", "2"],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
        cwd=tmp_path,  # the package installed, not a source tree the tests are run from
    )
    assert (window.returncode, window.stderr) == (0, "")


def test_with_no_screen_the_window_is_refused_in_one_line_not_run_unseen(tmp_path):
    """An SSH login or a text console: SDL fell back to drawing off screen and the game ran
    on, seen by nobody, until killed. Now one line and exit 1; a bounded run (--frames, as
    for a screenshot) still draws unseen and ends."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.pop("SDL_VIDEODRIVER", None)
    env.pop("XDG_RUNTIME_DIR", None)  # as over SSH: SDL says so on standard error
    env["CHAPO_CONFIG_DIR"] = str(tmp_path / "config")
    run = [sys.executable, "-m", "chapo_game"]
    done = subprocess.run(run, env=env, capture_output=True, text=True, timeout=60)
    said = done.stderr.splitlines()  # SDL's own complaint (XDG_RUNTIME_DIR) is not added
    assert done.returncode == 1 and done.stdout == "", done.stderr
    assert len(said) == 1 and said[0].startswith("chapo: no screen to open the window on (")
    assert said[0].endswith("or set SDL_VIDEODRIVER=dummy to run it unseen")
    shot = tmp_path / "shot.png"
    bounded = [*run, "--frames", "2", "--screenshot", str(shot)]
    done = subprocess.run(bounded, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and shot.stat().st_size > 0, done.stderr


def test_a_video_driver_that_will_not_start_is_said_in_one_line_with_frames_too(tmp_path):
    """``SDL_VIDEODRIVER=nonsense chapo --frames 3`` (or x11 with no display): a bounded run
    skipped the refusal and stopped on "pygame.error: video system not initialized", a
    traceback. With no display at all a bounded run cannot draw either: one line, exit 1."""
    env = {**os.environ, "SDL_VIDEODRIVER": "nonsense", "SDL_AUDIODRIVER": "dummy"}
    env["CHAPO_CONFIG_DIR"] = str(tmp_path / "config")
    for extra in ([], ["--frames", "3"]):
        done = subprocess.run([sys.executable, "-m", "chapo_game", *extra], env=env,
                              capture_output=True, text=True, timeout=60)  # fmt: skip
        said = done.stderr.splitlines()
        assert done.returncode == 1 and len(said) == 1, done.stderr
        assert said[0].startswith("chapo: no screen to open the window on (nonsense not ")


def test_a_config_folder_under_an_unknown_users_home_is_said_in_one_line(capsys, monkeypatch):
    """``CHAPO_CONFIG_DIR='~nobody/cfg'``: expanding it raised "Could not determine home
    directory", a traceback."""
    from chapo_game.cli import main

    monkeypatch.setenv("CHAPO_CONFIG_DIR", "~no-such-user-here/cfg")
    assert main(["--frames", "1"]) == 2
    out, err = capsys.readouterr()
    assert (out, err) == ("", "chapo: CHAPO_CONFIG_DIR: no home folder for '~no-such-user-here'\n")


def test_a_display_named_but_out_of_reach_is_said_as_such(tmp_path):
    """``DISPLAY=:99`` with no server there was told "DISPLAY and WAYLAND_DISPLAY are not
    set": the one cause it could not be."""
    from chapo_game.ui.display import no_session_why

    assert no_session_why({}) == "no graphical session: DISPLAY and WAYLAND_DISPLAY are not set"
    assert no_session_why({"DISPLAY": ":99"}) == "DISPLAY=:99 could not be opened"
    env = {k: v for k, v in os.environ.items() if k != "WAYLAND_DISPLAY"}
    env.pop("SDL_VIDEODRIVER", None)
    env.update(DISPLAY=":99", CHAPO_CONFIG_DIR=str(tmp_path / "config"))
    run = [sys.executable, "-m", "chapo_game"]
    done = subprocess.run(run, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 1 and "(DISPLAY=:99 could not be opened)" in done.stderr, done.stderr


@pytest.mark.parametrize(
    ("module", "argv"),
    [
        ("chapo_game.ai.leave_ladder", ["--scale", "x"]),
        ("chapo_game.ai.leave_ladder", []),
        ("chapo_game.ai.leave_study", ["--positions", "many"]),
        ("chapo_game.ai.start_bench", ["--bogus"]),
        ("chapo_game.ui.monkey", ["--seconds", "1", "--seconds", "2"]),
        ("chapo_game.ui.screenshots", ["--bogus"]),
    ],
)
def test_the_developers_commands_refuse_bad_arguments_in_one_line(capsys, module, argv):
    """``python -m`` tools the docs list say "bad arguments → one line, exit 2": argparse's
    own refusals printed the usage block and the error, four lines."""
    import importlib

    with pytest.raises(SystemExit) as done:
        importlib.import_module(module).main(argv)
    out, err = capsys.readouterr()
    assert (done.value.code, out) == (2, "") and err.count("\n") == 1, err
    assert err.startswith(f"python -m {module}: ")


def test_with_no_screen_verbose_still_says_where_the_settings_are_and_shots_keep_their_size(
    tmp_path,
):
    """Over SSH, ``chapo --verbose`` said only that there was no screen — not where the
    settings are kept, which the README's uninstalling relies on it for; and a bounded run's
    ``--size 1920x1080`` gave a 1024×768 picture (SDL's made-up desktop), with no word."""
    import pygame

    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.pop("SDL_VIDEODRIVER", None)
    env["SDL_AUDIODRIVER"] = "dummy"
    env["CHAPO_CONFIG_DIR"] = str(tmp_path / "config")
    run = [sys.executable, "-m", "chapo_game"]
    done = subprocess.run([*run, "--verbose"], env=env, capture_output=True, text=True, timeout=60)
    said = done.stderr.splitlines()
    assert done.returncode == 1
    assert f"chapo: settings and saves: {tmp_path / 'config'}" in said
    assert said[-1].startswith("chapo: no screen to open the window on (")
    shot = tmp_path / "wide.png"
    bounded = [*run, "--frames", "2", "--size", "1920x1080", "--screenshot", str(shot)]
    done = subprocess.run(bounded, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert pygame.image.load(str(shot)).get_size() == (1920, 1080)


def test_a_very_long_file_name_is_cut_in_its_one_line(capsys):
    """A 5,000-letter path was said whole: one line of 5,000 letters."""
    long = "/" + "a" * 5000
    for option, args in (
        ("--position", _sim(long)),
        ("--screenshot", ["--screenshot", long + "/x.png"]),
    ):
        code, out, err = _run(capsys, *args)  # whatever this system says of such a name
        assert (code, out) == (2, "") and err.startswith(f"chapo: {option}: "), err
        assert len(err) < 400 and "/aaa" in err and "..." in err and err.count("\n") == 1, err
