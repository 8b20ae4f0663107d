"""record.encode: arrays given already encoded (a long encuentro's rows and strokes, encoded
once each) are written as they were, the document's text the same as encoding it whole."""

from __future__ import annotations

import json

from chapo_game import record


def test_an_encoded_array_is_written_as_if_encoded_with_the_document() -> None:
    rows = [{"shot": 1, "name": "Ñandú", "score": [0, 1]}, {"shot": 2, "b": None, "a": "x"}]
    strokes = [{"position": {"balls": {"1": [0.7100000000000001, 0.3]}}, "shot": 1}]
    whole = {"payload": {"match": {"players": ["A", "B"], "sheet": rows}, "strokes": strokes}}
    given = {
        "payload": {
            "match": {
                "players": ["A", "B"],
                "sheet": record.Encoded(list(map(record.encode, rows))),
            },
            "strokes": record.Encoded([record.encode(s) for s in strokes]),
        }
    }
    assert record.encode(given) == json.dumps(whole, separators=(",", ":"), sort_keys=True)
    assert record.encode({"a": record.Encoded([])}) == '{"a":[]}'


def test_a_name_like_the_mark_is_written_as_it_is() -> None:
    """The mark an encoded array stands under in the text is no text a player could write."""
    names = ["\x000\x00", "\\u0000", "\x00"]
    doc = {"players": names, "sheet": record.Encoded(['{"shot":1}'])}
    assert json.loads(record.encode(doc)) == {"players": names, "sheet": [{"shot": 1}]}
