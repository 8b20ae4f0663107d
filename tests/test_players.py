"""Players and their records, save slots: counted once, kept per pair and mode, damaged files
kept aside, CSV export."""

from __future__ import annotations

import csv
import io
import json
import os
from dataclasses import replace

import pytest

from chapo_game import (
    player_check,
    player_counts,
    player_list,
    player_tables,
    players,
    record,
    save_index,
    saves,
    spreadsheet,
)
from chapo_game.rules.calls.announcement import Announcement
from chapo_game.rules.match import Match
from chapo_game.rules.sheet import SheetRow


def row(player: int, points: int, score: tuple[int, int], foul=None, pins=()) -> SheetRow:
    return SheetRow(1, 1, player, "x", "12"[player], "play", points, foul, 0, None, pins, (), score)


ROWS = [
    row(0, 9, (9, 0), pins=("rey", "lateral_head", "lateral_foot", "lateral_left")),
    row(1, 0, (9, 1), foul="no_ball"),
    row(
        0,
        30,
        (39, 1),
        pins=("rey", "lateral_head", "lateral_foot", "lateral_left", "lateral_right"),
    ),
]


def test_a_partida_is_counted_once_into_both_records():
    r = player_list.Roster()
    ana, luis = r.add("Ana"), r.add("Luis")
    seats = (player_counts.Seat("Ana", ana["id"]), player_counts.Seat("Luis", luis["id"]))
    assert player_counts.count_partida(r, "e1:1", seats, ROWS, winner=0, target=30)
    assert not player_counts.count_partida(
        r, "e1:1", seats, ROWS, winner=0, target=30
    )  # resumed: not again
    assert (ana["shots"], ana["points"], ana["fouls"], ana["chapos"]) == (2, 39, 0, 1)
    assert (luis["shots"], luis["points"], luis["fouls"], luis["chapos"]) == (1, 0, 1, 0)
    assert ana["partidas"] == [1, 0] and luis["partidas"] == [0, 1]
    assert ana["best"]["shots"] == 2 and ana["best"]["score"] == [39, 1]
    assert ana["opponents"][luis["id"]]["partidas"] == [1, 0]
    assert luis["opponents"][ana["id"]]["partidas"] == [0, 1]
    assert ana["encuentros"] == [0, 0]
    # the encuentro's last partida counts the encuentro too
    player_counts.count_partida(r, "e1:2", seats, ROWS, winner=0, encuentro_winner=0, target=30)
    assert ana["encuentros"] == [1, 0] and luis["encuentros"] == [0, 1]
    assert ana["opponents"][luis["id"]]["encuentros"] == [1, 0]


def test_the_best_partida_is_the_one_won_in_fewest_shots_and_a_fouls_chapo_is_none():
    """A longer win keeps the best; a shorter one takes it. All five pins down in a foul shot
    (before contact: the chapó is the opponent's) is no chapó of the shooter's."""
    r = player_list.Roster()
    ana, luis = r.add("Ana"), r.add("Luis")
    seats = (player_counts.Seat("Ana", ana["id"]), player_counts.Seat("Luis", luis["id"]))
    five = ("rey", "lateral_head", "lateral_foot", "lateral_left", "lateral_right")
    player_counts.count_partida(r, "e1:1", seats, ROWS, winner=0, target=30)  # won in 2 shots
    longer = [row(0, 5, (5, 0)), row(1, 2, (5, 2)), row(0, 30, (35, 2), pins=five), ROWS[2]]
    player_counts.count_partida(r, "e1:2", seats, longer, winner=0, target=30)  # won in 3
    assert ana["best"]["shots"] == 2 and ana["best"]["score"] == [39, 1]
    player_counts.count_partida(
        r, "e1:3", seats, [row(0, 30, (30, 0), pins=five)], winner=0, target=30
    )
    assert ana["best"]["shots"] == 1 and ana["best"]["score"] == [30, 0]
    chapos = ana["chapos"]
    fouled = [row(0, 0, (0, 30), foul="chapo_before_contact", pins=five)]
    player_counts.count_partida(r, "e1:4", seats, fouled, winner=1, target=30)
    assert ana["chapos"] == chapos and ana["fouls"] == 1


def won_in(shots: int, last: tuple[int, int], pins=()) -> list[SheetRow]:
    """Ana's partida won in ``shots`` shots of hers, the last ending it at ``last``."""
    return [row(0, 0, (0, 0))] * (shots - 1) + [row(0, last[0], last, pins=pins)]


def test_the_best_partida_is_judged_by_the_points_of_its_target_a_shot():
    """A club that plays to 20 and to 40: a win to 40 in 9 shots (4,44 a shot) is better than
    one to 20 in 6 (3,33), which fewest shots kept; to 20 in 5 (4,00) is not. A chapó's win to
    40 in 8 at 30–12 is the partida won, its whole target (5,00 a shot, not its 30 points'
    3,75); one as good (to 20 in 4) leaves it. A best kept before the target was is judged by
    shots, as it was kept, and reads back."""
    r = player_list.Roster()
    ana, luis = r.add("Ana"), r.add("Luis")
    seats = (player_counts.Seat("Ana", ana["id"]), player_counts.Seat("Luis", luis["id"]))
    five = ("rey", "lateral_head", "lateral_foot", "lateral_left", "lateral_right")
    played = [
        (won_in(6, (21, 4)), 20, (6, 20, [21, 4])),
        (won_in(9, (41, 7)), 40, (9, 40, [41, 7])),
        (won_in(5, (20, 0)), 20, (9, 40, [41, 7])),
        (won_in(8, (30, 12), pins=five), 40, (8, 40, [30, 12])),
        (won_in(4, (22, 0)), 20, (8, 40, [30, 12])),
    ]
    for k, (rows, target, best) in enumerate(played):
        player_counts.count_partida(r, f"e1:{k}", seats, rows, winner=0, target=target)
        assert (ana["best"]["shots"], ana["best"]["target"], ana["best"]["score"]) == best
    old = {"shots": 6, "score": [22, 3], "opponent": "Ana", "date": "2026-11-20"}
    luis["best"] = dict(old)
    player_check.check_list(r.to_payload())  # a best with no target reads
    luis_won = (seats[1], seats[0])
    player_counts.count_partida(r, "e2:1", luis_won, won_in(7, (41, 0)), winner=0, target=40)
    assert luis["best"] == old  # 7 shots are not 6, whatever they were played to
    player_counts.count_partida(r, "e2:2", luis_won, won_in(5, (20, 0)), winner=0, target=20)
    assert (luis["best"]["shots"], luis["best"]["target"]) == (5, 20)


def test_a_partida_won_from_ones_own_head_start_is_no_best_partida():
    """ "Mejor partida: ganada en 4 tiros, 22–0" was 15 points given and 7 scored: a win from a
    head start of one's own is counted, never the best; one that gave the head start is."""
    r = player_list.Roster()
    ana, luis = r.add("Ana"), r.add("Luis")
    seats = (player_counts.Seat("Ana", ana["id"]), player_counts.Seat("Luis", luis["id"]))
    player_counts.count_partida(r, "e1:1", seats, ROWS, winner=0, head_start=(15, 0), target=30)
    assert ana["partidas"] == [1, 0] and ana["best"] is None
    player_counts.count_partida(r, "e1:2", seats, ROWS, winner=0, head_start=(0, 15), target=30)
    assert ana["best"]["shots"] == 2


def test_a_turn_lost_to_the_shot_clock_is_not_counted_as_a_shot():
    lost = replace(
        row(1, 0, (9, 0)),
        calls=(Announcement("time_out", {"player": 1, "name": "Luis", "seconds": 30}),),
    )
    r = player_list.Roster()
    ana, luis = r.add("Ana"), r.add("Luis")
    seats = (player_counts.Seat("Ana", ana["id"]), player_counts.Seat("Luis", luis["id"]))
    player_counts.count_partida(r, "e1:1", seats, [ROWS[0], lost, *ROWS[1:]], winner=0, target=30)
    assert lost.timed_out and not any(x.timed_out for x in ROWS)
    assert (luis["shots"], luis["points"], luis["fouls"]) == (1, 0, 1)  # the foul's shot only


def test_a_conceded_encuentro_is_counted_once_and_its_partida_is_no_best_partida():
    """Carom 001 art. 4.3: who leaves loses. The partida in play goes to the one who stays —
    counted, its shots and points too, but never his best partida (he did not finish it, and
    "ganada en 1 tiro" was the other leaving) — and the encuentro, kept apart as an abandono,
    in both records and head to head; the conceded row is no shot."""
    left = replace(row(1, 0, (5, 0)), phase="conceded")
    r = player_list.Roster()
    ana, luis = r.add("Ana"), r.add("Luis")
    seats = (player_counts.Seat("Ana", ana["id"]), player_counts.Seat("Luis", luis["id"]))
    assert player_counts.count_partida(r, "e1:1", seats, [ROWS[0], left], winner=0, target=30)
    assert player_counts.count_conceded(r, "e1:conceded", seats, winner=0)
    assert not player_counts.count_conceded(r, "e1:conceded", seats, winner=0)  # once
    assert ana["partidas"] == [1, 0] and ana["best"] is None and ana["shots"] == 1
    assert luis["partidas"] == [0, 1] and luis["shots"] == 0
    assert (ana["encuentros"], ana["conceded"]) == ([1, 0], [1, 0])
    assert (luis["encuentros"], luis["conceded"]) == ([0, 1], [0, 1])
    assert luis["opponents"][ana["id"]]["encuentros"] == [0, 1]
    # head to head too, apart: «Contra Luis: encuentros 1–0» said nothing of Luis leaving
    assert luis["opponents"][ana["id"]]["conceded"] == [0, 1]
    assert ana["opponents"][luis["id"]]["conceded"] == [1, 0]
    player_check.check_list(r.to_payload())  # the list with it reads back


def test_against_the_computer_the_record_is_by_level_and_guests_keep_none():
    r = player_list.Roster()
    ana = r.add("Ana")
    seats = (player_counts.Seat("Ana", ana["id"]), player_counts.Seat("Ordenador", None, level=3))
    player_counts.count_partida(r, "e2:1", seats, ROWS, winner=1, encuentro_winner=1, target=30)
    assert ana["opponents"]["computer:3"]["partidas"] == [0, 1]
    assert ana["opponents"]["computer:3"]["encuentros"] == [0, 1]
    assert ana["best"] is None  # lost: no best partida yet
    guest = (player_counts.Seat("Jugador 1"), player_counts.Seat("Ana", ana["id"]))
    player_counts.count_partida(r, "e3:1", guest, ROWS, winner=1, target=30)
    assert len(r.players) == 1 and ana["partidas"] == [1, 1]
    assert set(ana["opponents"]) == {"computer:3"}  # no head to head with a guest


def test_names_are_unique_whatever_the_case_and_renaming_keeps_the_record():
    r = player_list.Roster()
    a = r.add("Ana")
    assert r.add("  ana ") is a
    b = r.add("Luis")
    assert not r.rename(b["id"], "ANA") and not r.rename(b["id"], "   ")
    assert r.rename(a["id"], "Ana María") and r.by_name("ana maría") is a


def test_a_clubs_numbered_members_are_listed_by_their_numbers():
    """A club that enters "Socio 1" … "Socio 12" read them 1, 10, 11, 12, 2 in the players'
    list and its records: numbers in names now count, as in the kept positions' list; and
    Spanish order stays (Álvaro with the A's, Ñandú after Núñez)."""
    r = player_list.Roster()
    for name in ("Socio 10", "Socio 2", "Ñandú", "Socio 1", "Álvaro", "Núñez", "Socio 12"):
        r.add(name)
    order = ["Álvaro", "Núñez", "Ñandú", "Socio 1", "Socio 2", "Socio 10", "Socio 12"]
    assert r.names() == order
    assert [p["name"] for p in player_tables.ordered(r.players, "name")] == order


def test_players_round_trip_and_a_damaged_file_is_kept_aside():
    r = player_list.Roster(computer_level=3)
    r.add("Ana")
    assert players.save(r) is None
    back = players.load()
    assert back.names() == ["Ana"] and back.computer_level == 3 and back.problem is None
    doc = json.loads(players.players_path().read_text("utf-8"))
    assert doc["format"] == record.FORMAT and doc["payload"]["kind"] == "players"
    doc["payload"]["players"][0]["shots"] = -4
    players.players_path().write_text(json.dumps(doc), "utf-8")
    broken = players.load()
    assert broken.players == [] and "shots" in broken.problem
    kept = list(players.players_path().parent.glob("players.json.damaged-*"))
    assert kept == [broken.moved_to]


@pytest.mark.parametrize(
    ("damage", "words"),
    [
        (lambda ps: ps[1].update(name="ANA"), '"ANA" is in the list twice'),
        (lambda ps: ps[0]["best"].update(opponent=None), "players[0].best.opponent"),
        (lambda ps: ps[0]["best"].update(date="45/13/2024"), '"45/13/2024"'),
        (lambda ps: ps[0]["best"].update(date="2024-02-30"), '"2024-02-30"'),
        # the records read the level back from the key; the CSV reads "best" (an audit's finds)
        (
            lambda ps: ps[0]["opponents"].update(
                {
                    "computer:x": ps[0]["opponents"].get(
                        "computer:x",
                        {"name": "Ordenador", "partidas": [0, 1], "encuentros": [0, 0]},
                    )
                }
            ),
            '"computer:x" is not a computer level',
        ),
        (lambda ps: ps[1].pop("best"), "players[1].best: missing"),
        (  # a head-to-head line's abandonos are checked as the player's are
            lambda ps: ps[0]["opponents"].update(
                {"computer:1": {"name": "Ordenador", "partidas": [0, 0], "encuentros": [1, 0]}}
                | {
                    "computer:2": {
                        "name": "Ordenador",
                        "partidas": [0, 0],
                        "encuentros": [1, 0],
                        "conceded": [1],
                    }
                }
            ),
            "players[0].opponents.computer:2.conceded: expected [won, lost]",
        ),
        (lambda ps: ps[0]["best"].update(target=0), "players[0].best.target: expected a target"),
        (lambda ps: ps[0]["best"].update(chapo="yes"), "players[0].best.chapo: expected true"),
    ],
)
def test_a_player_the_records_screen_could_not_show_is_left_out(damage, words):
    """Two players of one name (the list finds a player by name: the second never played
    again), or a best partida "against None (45/13/2024)", is damage: that player is left out,
    the file as it was kept aside, and the other player written back, kept."""
    r = player_list.Roster()
    r.add("Ana")
    r.add("Luis")
    r.players[0]["best"] = {"shots": 4, "score": [30, 12], "opponent": "Luis", "date": "2026-12-01"}
    assert players.save(r) is None and players.load().problem is None
    doc = json.loads(players.players_path().read_text("utf-8"))
    damage(doc["payload"]["players"])
    players.players_path().write_text(json.dumps(doc), "utf-8")
    broken = players.load()
    assert words in broken.problem and broken.moved_to.exists()
    assert len(broken.players) == 1 and len(broken.left_out) == 1
    assert broken.left_out[0] in ("Ana", "ANA", "Luis") and broken.players[0]["name"] in (
        "Ana",
        "Luis",
    )
    again = players.load()  # written back: the next start finds nothing wrong
    assert again.problem is None and again.players == broken.players


def test_the_csv_has_one_row_per_player_and_one_per_opponent():
    """In Spanish separated by ";" and with a decimal comma, as a Spanish Excel reads a CSV
    file (a comma-separated one showed each row in one cell there); in English by ","."""
    r = player_list.Roster()
    ana, luis = r.add("Ana"), r.add("Luis")
    seats = (player_counts.Seat("Ana", ana["id"]), player_counts.Seat("Luis", luis["id"]))
    player_counts.count_partida(r, "e1:1", seats, ROWS, winner=0, encuentro_winner=0, target=30)
    path, failure = player_tables.export_csv(r)
    assert failure is None
    raw = path.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # UTF-8's mark: Excel reads "Peña", not "PeÃ±a"
    rows = list(csv.DictReader(io.StringIO(path.read_text("utf-8-sig")), delimiter=";"))
    assert [(x["player"], x["opponent"]) for x in rows] == [
        ("Ana", ""),
        ("Luis", ""),
        ("Ana", "Luis"),
        ("Luis", "Ana"),
    ]
    assert rows[0]["points_per_shot"] == "19,50" and rows[0]["chapos"] == "1"
    assert rows[0]["best_partida_score"] == "39–1" and rows[2]["encuentros_won"] == "1"
    assert rows[0]["best_partida_target"] == "30"  # the points it was played to
    path, failure = player_tables.export_csv(r, lang="en")
    english = list(csv.DictReader(io.StringIO(path.read_text("utf-8-sig"))))
    assert english[0]["points_per_shot"] == "19.50" and english[2]["encuentros_won"] == "1"


def test_each_export_of_the_records_is_a_new_file_named_by_its_time(monkeypatch):
    """A club exporting every month keeps each month's file: one ``records.csv`` was written
    over by every export."""
    r = player_list.Roster()
    r.add("Ana")
    stamps = iter(["20261101-200000", "20261201-200000", "20261201-200000"])
    monkeypatch.setattr(spreadsheet, "now_stamp", lambda: next(stamps))
    paths = [player_tables.export_csv(r)[0] for _ in range(3)]
    assert [p.name for p in paths] == [
        "records-20261101-200000.csv",
        "records-20261201-200000.csv",
        "records-20261201-200000-2.csv",  # two in one second: neither written over
    ]
    assert all(p.read_text("utf-8-sig").startswith("player;") for p in paths)


def test_a_csv_cell_a_spreadsheet_would_run_as_a_formula_stays_text():
    r = player_list.Roster()
    mal, ana = r.add("=HYPERLINK(1)"), r.add("-Ana")
    seats = (player_counts.Seat(mal["name"], mal["id"]), player_counts.Seat(ana["name"], ana["id"]))
    player_counts.count_partida(r, "e1:1", seats, ROWS, winner=0, encuentro_winner=0, target=30)
    rows = list(csv.DictReader(io.StringIO(player_tables.records_csv(r)), delimiter=";"))
    assert {x["player"] for x in rows} == {"'=HYPERLINK(1)", "'-Ana"}
    assert {x["opponent"] for x in rows} == {"", "'=HYPERLINK(1)", "'-Ana"}


def test_a_renamed_player_is_named_so_in_the_others_head_to_head():
    r = player_list.Roster()
    wen, ana = r.add("Wenceslao Iturriagagoiti"), r.add("Ana")
    seats = (player_counts.Seat(wen["name"], wen["id"]), player_counts.Seat("Ana", ana["id"]))
    player_counts.count_partida(r, "e1:1", seats, ROWS, winner=0, encuentro_winner=0, target=30)
    assert r.rename(wen["id"], "Wences Iturria")
    assert ana["opponents"][wen["id"]]["name"] == "Wences Iturria"
    rows = list(csv.DictReader(io.StringIO(player_tables.records_csv(r)), delimiter=";"))
    assert ("Ana", "Wences Iturria") in [(x["player"], x["opponent"]) for x in rows]
    assert "Wenceslao" not in player_tables.records_csv(r)
    # an encuentro saved before the rename still seats him by his old name: its next partida
    # counted wrote the old name back over the rename
    player_counts.count_partida(r, "e1:2", seats, ROWS, winner=1, encuentro_winner=None, target=30)
    assert ana["opponents"][wen["id"]]["name"] == "Wences Iturria"
    assert ana["best"]["opponent"] == "Wences Iturria"  # the best partida, won today, too


def payload(names, computers=None) -> dict:
    return {
        "kind": "encuentro",
        "computers": {str(k): v for k, v in (computers or {}).items()},
        "match": Match(tuple(names)).to_json(),
    }


def test_one_slot_per_pair_and_mode_in_either_seat():
    assert saves.slot_key(["Ana", "Luis"], {}) == saves.slot_key(["luis ", "ANA"], {})
    assert saves.slot_key(["Ana", "Luis"], {}) != saves.slot_key(["Ana", "Luis"], {1: 2})
    assert saves.slot_path(["Íñigo", "Luis"], {}) != saves.slot_path(["Inigo", "Luis"], {})
    saves.save(payload(["Ana", "Luis"]))
    saves.save(payload(["Ana", "Eva"]))
    saves.save(payload(["Ana", "Ordenador"], {1: 2}))
    listed = saves.list_slots().slots
    assert sorted(s.players for s in listed) == [
        ("Ana", "Eva"),
        ("Ana", "Luis"),
        ("Ana", "Ordenador"),
    ]
    assert saves.find(["Luis", "Ana"], {})[0].players == ("Ana", "Luis")


def test_an_old_single_save_is_listed_and_moves_into_its_slot_on_the_next_save():
    record.save(payload(["Ana", "Luis"]))
    (slot,) = saves.list_slots().slots
    assert slot.path == record.save_path()
    saves.save(slot.payload, loaded_from=slot.path)
    assert not record.save_path().exists()
    (moved,) = saves.list_slots().slots
    assert moved.path == saves.slot_path(["Ana", "Luis"], {})


def test_a_damaged_slot_is_kept_aside_and_the_others_still_listed():
    saves.save(payload(["Ana", "Luis"]))
    bad = saves.slot_path(["Ana", "Eva"], {})
    bad.write_text('{"format": "chapo-save", "version": 1, "payload": {"kind"', "utf-8")
    listing = saves.list_slots()
    assert [s.players for s in listing.slots] == [("Ana", "Luis")]
    assert len(listing.problems) == 1 and listing.problems[0].moved_to.exists()
    assert not bad.exists()


def test_the_fullest_list_of_players_is_read_back_whole():
    """The file grows with the square of the list (every pair who met keeps a head-to-head
    record): at its fullest — every player met every other and the computer at every level,
    names of 40 characters that JSON writes as 12 bytes each, every count at its bound — it
    must still be read, or the whole list would be kept aside as damaged."""
    big = 10**9
    name = "😀" * (record.MAX_NAME_CHARS - 3)
    roster = player_list.Roster()
    members = [roster.add(f"{i:03d}{name}") for i in range(player_list.FULL)]
    assert roster.add("one more") is None
    for p in members:
        p.update(shots=big, points=big, fouls=big, chapos=big, partidas=[big, big])
        p.update(encuentros=[big, big])
        p["best"] = {"shots": big, "score": [600, 600], "opponent": name, "date": "2026-12-01"}
        games = {"partidas": [big, big], "encuentros": [big, big]}
        for o in members:
            if o is not p:
                p["opponents"][o["id"]] = {"name": o["name"], **games}
        for level in player_check.LEVELS:
            p["opponents"][f"computer:{level}"] = {"name": name, **games}
    assert players.save(roster) is None
    assert players.players_path().stat().st_size > 20 << 20  # it is the fullest case
    back = players.load()
    assert back.problem is None and len(back.players) == player_list.FULL
    assert back.players[-1]["opponents"][members[0]["id"]]["partidas"] == [big, big]


def test_finding_a_pair_s_save_reads_its_slot_alone():
    """Starting an encuentro looks for the pair's save in its own slot (and the legacy single
    save), never reading the club's other saves: a damaged one elsewhere is left untouched,
    and the legacy save is still found."""
    saves.save(payload(["Ana", "Luis"]))
    bad = saves.slot_path(["Eva", "Pau"], {})
    bad.write_text("{not json", "utf-8")
    assert saves.find(["luis", "Ana"], {})[0].players == ("Ana", "Luis")
    assert saves.find(["Ana", "Luis"], {1: 2})[0] is None
    assert bad.exists()  # not read, so not kept aside either
    record.save(payload(["Eva", "Pau"], {1: 1}))
    assert saves.find(["Pau", "Eva"], {1: 1})[0].path == record.save_path()
    # the pair's own slot, damaged, is read and kept aside, as the resume screen would
    assert saves.find(["Pau", "Eva"], {})[0] is None and not bad.exists()
    assert list(bad.parent.glob(bad.name + ".damaged-*"))


def test_the_list_checks_a_save_again_only_when_it_changed(monkeypatch):
    """The resume screen's list keeps each save's summary by the file's size and time of
    change: a club's two hundred long saves are checked once a run, not at every opening; a
    save written again, or removed, is seen at once."""
    saves.save(payload(["Ana", "Luis"]))
    saves.save(payload(["Eva", "Pau"]))
    read: list[str] = []
    load = saves.load_slot

    def counting(path):
        read.append(path.name)
        return load(path)

    monkeypatch.setattr(save_index, "load_slot", counting)
    monkeypatch.setattr(save_index, "_SUMMARIES", {})  # as a new run, with no index yet
    first = saves.list_summaries().slots
    assert len(read) == 2 and sorted(s.players for s in first) == [("Ana", "Luis"), ("Eva", "Pau")]
    brief = {"players", "scores", "partidas_won", "partida_number", "settings", "phase", "winner"}
    assert all(set(s.match) == brief and len(s.match["settings"]) == 2 for s in first)
    read.clear()
    assert saves.list_summaries().slots == first and read == []  # nothing changed: nothing read
    saves.save(payload(["Luis", "Ana"]))  # the same pair's slot, written again: seats swapped
    now = sorted(s.players for s in saves.list_summaries().slots)
    assert read == []  # its summary known as it was written
    assert now == [("Eva", "Pau"), ("Luis", "Ana")]
    saves.delete(saves.slot_path(["Eva", "Pau"], {}))
    assert [s.players for s in saves.list_summaries().slots] == [("Luis", "Ana")]
    assert (
        saves.list_slots().slots[0].match["position"]
    )  # the whole save, for a caller that needs it


def test_the_list_as_it_stood_before_each_days_first_change_is_kept_a_week():
    """A player removed or renamed by mistake can be put back: the first change of a day keeps
    the list as it stood before it in backups/, the newest seven days."""
    r = player_list.Roster()
    r.add("Ana")
    players.save(r, today="2026-12-01")  # the first list: nothing before it to keep
    assert not players.backups_dir().exists() or not list(players.backups_dir().iterdir())
    r.add("Luis")
    players.save(r, today="2026-12-01")
    r.add("Eva")
    players.save(r, today="2026-12-01")  # the day's backup is taken already
    (kept,) = players.backups_dir().glob("players-*.json")
    assert kept.name == "players-2026-12-01.json"
    assert [p["name"] for p in json.loads(kept.read_text("utf-8"))["payload"]["players"]] == ["Ana"]
    luis = r.by_name("Luis")
    r.remove(luis["id"])
    players.save(r, today="2026-12-02")
    before = json.loads((players.backups_dir() / "players-2026-12-02.json").read_text("utf-8"))
    assert [p["name"] for p in before["payload"]["players"]] == ["Ana", "Luis", "Eva"]
    for day in range(3, 12):
        players.save(r, today=f"2026-12-{day:02d}")
    days = sorted(p.name for p in players.backups_dir().glob("players-*.json"))
    assert len(days) == players.BACKUP_DAYS and days[-1] == "players-2026-12-11.json"
    assert players.load().names() == ["Ana", "Eva"]  # the list itself as last saved


def standings(*records: tuple[str, int, int, int, int]) -> dict[str, list]:
    """(place, name) by partidas won and by points a shot, for players given as (name, won,
    lost, points, shots)."""
    roster = player_list.Roster()
    for name, won, lost, points, shots in records:
        roster.add(name).update(partidas=[won, lost], points=points, shots=shots)
    return {
        order: [(k, p["name"]) for k, p in player_tables.ranked(roster.players, order)]
        for order in ("partidas", "points")
    }


def test_equals_share_a_place_in_the_standings_and_the_next_place_counts_past_them():
    got = standings(
        ("Ana", 3, 1, 30, 5), ("Luis", 5, 0, 30, 6), ("Eva", 3, 1, 36, 6), ("Íñigo", 1, 1, 36, 6)
    )
    assert got["partidas"] == [(1, "Luis"), (2, "Ana"), (2, "Eva"), (4, "Íñigo")]  # by name
    assert got["points"] == [(1, "Eva"), (1, "Íñigo"), (3, "Ana"), (4, "Luis")]


def test_the_csv_says_which_level_of_the_computer_each_head_to_head_is_against():
    """The records screen shows "Nivel 1 (aficionado)" and "Nivel 3 (maestro)"; the CSV had two
    rows "Ana,…,Ordenador" that could not be told apart."""
    r = player_list.Roster()
    ana = r.add("Ana")
    for level, winner in ((1, 0), (3, 1)):
        seats = (
            player_counts.Seat("Ana", ana["id"]),
            player_counts.Seat("Ordenador", None, level=level),
        )
        player_counts.count_partida(
            r, f"e{level}:1", seats, ROWS, winner=winner, encuentro_winner=winner, target=30
        )
    rows = list(csv.DictReader(io.StringIO(player_tables.records_csv(r)), delimiter=";"))
    against = [(x["opponent"], x["computer_level"], x["partidas_won"]) for x in rows[1:]]
    assert against == [("Ordenador", "1", "1"), ("Ordenador", "3", "0")]
    assert rows[0]["computer_level"] == ""


def test_a_member_who_has_not_played_has_no_place_in_the_standings():
    """By points a shot, a member with no shot stood 44th "at 0,00" beside those who had
    played and scored nothing; he has no place yet, and follows the ranked by name."""
    got = standings(
        ("Zoe", 0, 0, 0, 0), ("Ana", 0, 2, 0, 6), ("Nuevo", 0, 0, 0, 0), ("Eva", 1, 0, 12, 4)
    )
    want = [(1, "Eva"), (2, "Ana"), (None, "Nuevo"), (None, "Zoe")]
    assert got["points"] == want and got["partidas"] == want


def club_list(n: int) -> player_list.Roster:
    """A club's list of ``n`` players, each with a partida or two counted against the next."""
    r = player_list.Roster()
    for i in range(n):
        r.add(f"Socio {i:03d} Peña")
    for i in range(n - 1):
        a, b = r.players[i], r.players[i + 1]
        seats = (player_counts.Seat(a["name"], a["id"]), player_counts.Seat(b["name"], b["id"]))
        player_counts.count_partida(
            r, f"e{i}:1", seats, ROWS, winner=0, encuentro_winner=0, target=30
        )
    return r


def test_one_bad_value_in_a_clubs_list_leaves_out_that_player_only():
    """A club's list of 60 players with one negative count: the whole list was set aside and
    the records screen said "no players yet". Now that player alone is left out, named; the
    file as it was is set aside (nothing lost), and the other 59 are written back with every
    figure they had — the next start finds nothing wrong."""
    r = club_list(60)
    assert players.save(r, today="2026-12-01") is None
    doc = json.loads(players.players_path().read_text("utf-8"))
    doc["payload"]["players"][30]["shots"] = -1
    players.players_path().write_text(json.dumps(doc), "utf-8")
    found = players.load()
    assert found.left_out == ("Socio 030 Peña",) and "players[30].shots" in found.problem
    assert len(found.players) == 59 and found.by_name("Socio 030 Peña") is None
    kept = {p["id"]: p for p in r.players}
    assert all(p == kept[p["id"]] for p in found.players)  # every figure as it was
    aside = json.loads(found.moved_to.read_text("utf-8"))
    assert aside["payload"]["players"][30]["shots"] == -1  # the file as it was, set aside
    again = players.load()
    assert again.problem is None and again.players == found.players


def test_a_player_whose_name_cannot_be_read_is_named_by_his_place():
    r = club_list(3)
    assert players.save(r) is None
    doc = json.loads(players.players_path().read_text("utf-8"))
    doc["payload"]["players"][1]["name"] = "\u0007"
    players.players_path().write_text(json.dumps(doc), "utf-8")
    assert players.load().left_out == (f"{player_check.PLACE_MARK}2",)  # said as the list's n.º 2
    doc["payload"]["players"][1]["name"] = "Socio " * 10  # too long: its start, cut
    players.players_path().write_text(json.dumps(doc), "utf-8")
    (shown,) = players.load().left_out
    assert shown.startswith("Socio Socio") and shown.endswith("…") and len(shown) <= 40


def test_a_list_left_out_in_place_is_never_written_over():
    """Where the damaged file cannot be set aside (a read-only folder), the players left out
    are not written away: no change is made to the list."""
    r = club_list(3)
    assert players.save(r) is None
    doc = json.loads(players.players_path().read_text("utf-8"))
    doc["payload"]["players"][1]["fouls"] = "many"
    text = json.dumps(doc)
    players.players_path().write_text(text, "utf-8")
    from chapo_game import file_aside

    original = file_aside.copy_aside
    file_aside.copy_aside = lambda p: None
    try:
        found = players.load()
        done = players.update(lambda ro: ro.add("Nuevo"))
    finally:
        file_aside.copy_aside = original
    assert found.left_out and found.moved_to is None and done.failure is not None
    assert players.players_path().read_text("utf-8") == text


def test_the_copy_the_notice_points_to_outlives_the_weekly_turnover():
    """A list set aside as damaged starts an emptier one, and each day's copy was of that:
    after a week the copy the notice named (the club's whole list) was gone. The newest copy
    is now kept for good when a list is found damaged, outside the turnover."""
    r = club_list(5)
    players.save(r, today="2026-12-01")
    r.add("Otro")
    players.save(r, today="2026-12-02")  # backups/players-2026-12-02.json: the five
    players.players_path().write_text('{"format": "chapo-save", "vers', "utf-8")
    assert players.load().problem is not None
    for day in range(3, 13):
        players.update(lambda ro, d=day: ro.add(f"Nuevo {d}"), today=f"2026-12-{day:02d}")
    kept = players.backups_dir() / "players-2026-12-02-kept.json"
    assert kept.exists()
    assert len(json.loads(kept.read_text("utf-8"))["payload"]["players"]) == 5
    assert len(players.day_copies()) == players.BACKUP_DAYS
    assert players.newest_backup_day() == "2026-12-12"


def test_a_best_partida_won_against_a_renamed_player_names_him_anew():
    """ "Mejor partida: ganada … contra José ángel Núñez" stood over "Cara a cara: José Ángel
    Núñez" once his name was mended for its typo: two spellings of one man on one screen."""
    r = player_list.Roster()
    inaki, jose = r.add("Iñaki"), r.add("José ángel Núñez")
    seats = (player_counts.Seat("Iñaki", inaki["id"]), player_counts.Seat(jose["name"], jose["id"]))
    player_counts.count_partida(r, "e1:1", seats, ROWS, winner=0, encuentro_winner=0, target=30)
    assert inaki["best"]["opponent"] == "José ángel Núñez"
    assert r.rename(jose["id"], "José Ángel Núñez")
    assert inaki["best"]["opponent"] == "José Ángel Núñez"
    assert "José ángel" not in player_tables.records_csv(r)


def test_players_left_out_whose_others_cannot_be_written_back_leave_the_list_in_place(
    monkeypatch,
):
    """A full disk as the others are written back: the list was gone (set aside) and not
    written — the next start found none. It goes back where it was, said left in place."""
    r = club_list(3)
    assert players.save(r) is None
    doc = json.loads(players.players_path().read_text("utf-8"))
    doc["payload"]["players"][1]["shots"] = -1
    text = json.dumps(doc)
    players.players_path().write_text(text, "utf-8")
    from chapo_game.fileio import WriteFailure

    monkeypatch.setattr(
        players.record, "save", lambda *a, **k: WriteFailure(players.players_path(), "full", True)
    )
    found = players.load()
    assert found.left_out and found.moved_to is None
    assert players.players_path().read_text("utf-8") == text
    assert not list(players.players_path().parent.glob("players.json.damaged-*"))


def test_the_csv_follows_the_standings_the_screen_shows_with_each_place():
    """Exported in a standings order, the rows come as the screen lists them, each with his
    place (equals share it, 1, 2, 2, 4 in the sports tables' way), and a member who has not
    played yet comes last without one; by name the place is empty."""
    r = player_list.Roster()
    ids = {n: r.add(n)["id"] for n in ("Ana", "Bea", "Carmen", "Dora", "Eva")}
    seat = {n: player_counts.Seat(n, i) for n, i in ids.items()}
    for k, (a, b) in enumerate((("Dora", "Ana"), ("Dora", "Bea"), ("Bea", "Carmen"))):
        player_counts.count_partida(
            r, f"e{k}:1", (seat[a], seat[b]), ROWS, winner=0, encuentro_winner=0, target=30
        )
    rows = list(
        csv.DictReader(io.StringIO(player_tables.records_csv(r, order="partidas")), delimiter=";")
    )
    mine = [(x["player"], x["place"]) for x in rows if not x["opponent"]]
    assert mine == [("Dora", "1"), ("Bea", "2"), ("Ana", "3"), ("Carmen", "3"), ("Eva", "")]
    assert [x["player"] for x in rows if x["opponent"]] == [
        "Dora",
        "Dora",
        "Bea",
        "Bea",
        "Ana",
        "Carmen",
    ]
    by_name = list(csv.DictReader(io.StringIO(player_tables.records_csv(r)), delimiter=";"))
    assert [x["player"] for x in by_name][:5] == ["Ana", "Bea", "Carmen", "Dora", "Eva"]
    assert {x["place"] for x in by_name} == {""}


@pytest.mark.parametrize(
    ("value", "words"),
    [
        ({"computer_level": 9}, "computer_level: 9 is not 1-3; 2 taken"),
        ({"counted": "x"}, "counted: expected a list of partida keys"),
        ({"counted": ["e1:1", 7]}, "the keys that are text kept"),
    ],
)
def test_a_bad_value_of_the_list_as_a_whole_keeps_every_player(value, words):
    """A computer's level of 9, or the partidas counted damaged, set the whole list aside and
    every player went from sight, where one bad player's value leaves out only him. Now the
    value is back to its default, every player kept, the file as it was set aside."""
    from chapo_game.ui.damaged import players_damage, said

    r = player_list.Roster(computer_level=3, counted=["e1:1"])
    r.add("Ana")
    r.add("Luis")
    assert players.save(r) is None
    doc = json.loads(players.players_path().read_text("utf-8"))
    doc["payload"].update(value)
    players.players_path().write_text(json.dumps(doc), "utf-8")
    mended = players.load()
    assert words in mended.problem and mended.moved_to.exists()
    assert mended.names() == ["Ana", "Luis"] and mended.mended and mended.left_out == ()
    assert mended.computer_level == (2 if "computer_level" in value else 3)
    assert mended.counted == ([] if value.get("counted") == "x" else ["e1:1"])
    (found,) = players_damage(mended)
    assert said(found).startswith("Un valor de la lista de jugadores no se pudo usar")
    again = players.load()  # written back: the next start finds nothing wrong
    assert again.problem is None and again.names() == ["Ana", "Luis"]


def test_a_list_grown_past_its_readers_count_drops_the_lines_of_departed_players(capsys):
    """Head-to-head lines against removed players stay, so a club whose members come and go
    grew a list past the objects and lists its reader takes: it was written all the same,
    and the next start set it aside whole. The lines against players no longer on the list
    go first; those against players on it and the computer stay."""
    r = player_list.Roster()
    ana, luis = r.add("Ana"), r.add("Luis")
    ana["opponents"][luis["id"]] = {"name": "Luis", "partidas": [1, 0], "encuentros": [0, 0]}
    ana["opponents"]["computer:2"] = {"name": "Ordenador", "partidas": [0, 1], "encuentros": [0, 0]}
    for i in range(140_000):  # members long gone
        ana["opponents"][f"m{i}"] = {"name": f"Socio {i}", "partidas": [1, 0], "encuentros": [0, 0]}
    assert players.save(r) is None
    back = players.load()
    assert back.problem is None and len(back.players) == 2
    assert set(back.by_id(ana["id"])["opponents"]) == {luis["id"], "computer:2"}
    assert "140000 head-to-head lines" in capsys.readouterr().err


def test_a_document_its_reader_would_refuse_is_never_written(capsys):
    """Checked only for its size, a document with more objects and lists than its reader
    takes was written over a good one, to be set aside at the next start."""
    path = players.config_dir() / "save.json"
    assert record.save({"kind": "encuentro", "n": 1}, path) is None
    failure = record.save({"kind": "encuentro", "many": [[]] * 400_001}, path)
    assert failure is not None and failure.reason == "it would be too large to read back"
    assert record.load(path).payload == {"kind": "encuentro", "n": 1}  # the good one stays
    assert capsys.readouterr().err.count("\n") == 1


def test_a_change_of_the_same_size_within_the_same_tick_is_read():
    """On a folder whose times are coarse (FAT, some shares), a change that kept the list's
    size within the same tick of the clock was never read again: the cache was kept by size
    and time alone."""
    r = player_list.Roster()
    r.add("Ana")
    players.save(r)
    path = players.players_path()
    first = path.stat()
    assert players.load_now().players[0]["shots"] == 0
    r.players[0]["shots"] = 7  # one digit for another: the same size
    players.save(r)
    os.utime(path, ns=(first.st_atime_ns, first.st_mtime_ns))  # the same tick
    assert path.stat().st_size == first.st_size
    assert players.load_now().players[0]["shots"] == 7


def test_a_damaged_list_mended_in_place_is_not_the_days_copy():
    """Copied aside (not moved) before the mended list is written over it, the damaged list
    was still there when that write took the day's copy: the day's copy was the damaged list,
    and the mended one had none that day."""
    r = player_list.Roster()
    for n in ("Ana", "Luis", "Eva"):
        r.add(n)
    assert players.save(r, today="2000-01-01") is None
    doc = json.loads(players.players_path().read_text("utf-8"))
    doc["payload"]["players"][1]["fouls"] = "many"  # one bad entry: mended in place
    players.players_path().write_text(json.dumps(doc), "utf-8")
    found = players.load()
    assert found.left_out and found.moved_to is not None  # the damaged one kept aside
    assert [p.name for p in players.day_copies()] == []
    players.update(lambda ro: ro.add("Nuevo"), today="2026-12-04")  # the day's first change
    (copy,) = players.day_copies()
    assert '"many"' not in copy.read_text("utf-8")  # the mended list's copy


def test_a_figure_a_shot_on_a_half_is_rounded_up_as_a_scorer_writes_it():
    """34 points in 16 shots (2,125) read "2,12" at the end of an encuentro: ``round`` took
    the half to the even digit."""
    from chapo_game import i18n

    assert player_tables.per_shot(34, 16) == 2.13 and player_tables.per_shot(1, 8) == 0.13
    assert player_tables.per_shot(2, 3) == 0.67 and player_tables.per_shot(5, 0) == 0.0
    i18n.set_language("es")
    assert player_tables.per_shot_text(34, 16) == "2,13"


def test_a_list_its_reader_would_refuse_is_not_written():
    """A figure out of range, counted in from a hand-edited save, was written; at the next
    start the list refused itself and left the player out. The write is refused instead,
    the file before kept."""
    r = player_list.Roster()
    ana = r.add("Ana")
    assert players.save(r) is None
    before = players.players_path().read_bytes()
    ana["points"] = -50
    failure = players.save(r)
    assert failure is not None and "players[0].points" in failure.reason
    assert players.players_path().read_bytes() == before
    assert players.load().by_name("Ana") is not None  # nobody left out


def test_a_name_cut_to_the_limit_keeps_no_space_at_its_end():
    """Cut after tidying, a name longer than the limit whose 40th character is a space was
    kept with a space at its end ("… del "): the cut is tidied too, on adding and renaming."""
    roster = player_list.Roster()
    long = "José María de la Fuente y Fernández del Río"
    p = roster.add(long)
    assert p is not None and p["name"] == "José María de la Fuente y Fernández del"
    q = roster.add("Ana")
    assert roster.rename(q["id"], "Ana Isabel de la Fuente y Fernández  del Río")
    assert q["name"] == "Ana Isabel de la Fuente y Fernández del"


GOOD_LINE = {"name": "Luis", "partidas": [1, 0], "encuentros": [0, 0]}


@pytest.mark.parametrize(
    ("line", "words"),
    [
        ({**GOOD_LINE, "name": "Lu\x00is"}, "holds a control character"),
        ({**GOOD_LINE, "name": "   "}, "expected a name of 1 to"),
        ({**GOOD_LINE, "name": ""}, "expected a name of 1 to"),
        ({**GOOD_LINE, "name": "L" * 41}, "expected a name of 1 to"),
        ({**GOOD_LINE, "name": 7}, "expected a name of 1 to"),
        ({**GOOD_LINE, "partidas": [1, -1]}, "partidas[1]"),
        ({**GOOD_LINE, "partidas": [1, True]}, "partidas[1]"),
        ({**GOOD_LINE, "partidas": [1, 1.0]}, "partidas[1]"),
        ({**GOOD_LINE, "encuentros": [player_check.MAX_COUNT + 1, 0]}, "encuentros[0]"),
        ({**GOOD_LINE, "encuentros": [0, 0, 0]}, "expected [won, lost]"),
        ({"name": "Luis", "partidas": [1, 0]}, "expected [won, lost]"),
        (["Luis", [1, 0], [0, 0]], "expected an object"),
    ],
)
def test_a_bad_head_to_head_line_is_still_refused_on_read_and_before_writing(line, words):
    """The lines are checked at once where they are plain (a full list holds 40,000: the call
    for each value was a fifth of a partida's count); anything else still goes through the
    checks that name what is wrong — on read (the player left out) and before a write (the
    file before stays)."""
    r = player_list.Roster()
    r.add("Ana")
    luis = r.add("Luis")
    assert players.save(r) is None
    before = players.players_path().read_bytes()
    r.players[0]["opponents"][luis["id"]] = line
    failure = players.save(r)
    assert failure is not None and words in failure.reason
    assert players.players_path().read_bytes() == before
    doc = json.loads(before)
    doc["payload"]["players"][0]["opponents"][luis["id"]] = line
    players.players_path().write_text(json.dumps(doc), "utf-8")
    read = players.load()
    assert read.left_out == ("Ana",) and words in read.problem


def test_the_csv_has_the_against_people_figures_the_place_is_ranked_by():
    """The CSV's encuentros and partidas columns hold the computer's too, while ``place``
    follows the standings, against people: Ana 1st by encuentros with "encuentros_won" 1 and
    Luis 2nd with 3. The against-people figures now have their own columns, after the
    existing ones (in their order) and before ``place``, the last column as documented."""
    r = player_list.Roster()
    ana, luis = r.add("Ana"), r.add("Luis")
    a, b = player_counts.Seat("Ana", ana["id"]), player_counts.Seat("Luis", luis["id"])
    computer = player_counts.Seat("Ordenador", level=1)
    player_counts.count_partida(r, "e0:1", (a, b), ROWS, winner=0, encuentro_winner=0, target=30)
    for k in (1, 2, 3):
        player_counts.count_partida(
            r, f"e{k}:1", (b, computer), ROWS, winner=0, encuentro_winner=0, target=30
        )
    text = player_tables.records_csv(r, order="encuentros")
    header = text.splitlines()[0].split(";")
    old = [c for c in header if "vs_people" not in c and "by_concession" not in c]
    assert old[:-1] == list(player_tables.CSV_COLUMNS[: len(old) - 1]) and header[-1] == "place"
    assert header[-7:-1] == [
        "encuentros_vs_people_won",
        "encuentros_vs_people_lost",
        "partidas_vs_people_won",
        "partidas_vs_people_lost",
        "encuentros_won_by_concession",  # the abandonos, added since: before place too
        "encuentros_lost_by_concession",
    ]
    rows = list(csv.DictReader(io.StringIO(text), delimiter=";"))
    got = [
        (
            x["player"],
            x["encuentros_won"],
            x["encuentros_vs_people_won"],
            x["encuentros_vs_people_lost"],
            x["partidas_vs_people_won"],
            x["place"],
        )
        for x in rows
        if not x["opponent"]
    ]
    assert got == [("Ana", "1", "1", "0", "1", "1"), ("Luis", "3", "0", "1", "0", "2")]
    against = [x for x in rows if x["opponent"]]  # head to head: the row's own opponent
    assert {x["encuentros_vs_people_won"] for x in against} == {""}
