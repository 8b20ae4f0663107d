"""The guarded JSON reader: whatever the bytes, one InputError line or the parsed document."""

from __future__ import annotations

import io
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from chapo_game import jsonio
from chapo_game.errors import InputError

LIMITS = jsonio.Limits(max_bytes=4096, max_depth=8, max_containers=100, max_number_chars=40)


def _refused(text: str | bytes, limits: jsonio.Limits = LIMITS) -> str:
    with pytest.raises(InputError) as err:
        jsonio.loads(text, "doc", limits)
    assert err.value.field == "doc"
    assert "\n" not in str(err.value)
    return err.value.problem


# ---------------------------------------------------------------------- the listed cases
def test_nesting_a_hundred_thousand_deep_is_one_line() -> None:
    text = "[" * 100_000 + "]" * 100_000
    assert "nested deeper than" in _refused(text, jsonio.POSITION_LIMITS)
    obj = '{"a":' * 100_000 + "1" + "}" * 100_000
    assert "nested deeper than" in _refused(obj, jsonio.POSITION_LIMITS)


def test_nesting_just_past_the_limit_is_refused_and_at_it_accepted() -> None:
    assert jsonio.loads("[" * 8 + "]" * 8, "doc", LIMITS) == [[[[[[[[]]]]]]]]
    assert "nested deeper than 8 levels" in _refused("[" * 9 + "]" * 9)


@pytest.mark.parametrize("digits", [400, 5000])
def test_huge_numbers_are_refused_before_conversion(digits: int) -> None:
    lim = jsonio.POSITION_LIMITS
    assert "longer than 40 characters" in _refused('{"x": [' + "1" * digits + ", 0.5]}", lim)
    assert "longer than 40 characters" in _refused("0." + "1" * digits, lim)


def test_overflowing_and_non_finite_numbers_read_as_floats_for_the_schema_to_refuse() -> None:
    # the schema names its own field (``balls.1[0]: must be a finite number``)
    data = jsonio.loads("[1e400, -1e400, NaN, Infinity]", "doc", LIMITS)
    assert data[0] == float("inf") and data[1] == float("-inf") and data[2] != data[2]


def test_duplicate_keys_are_refused() -> None:
    assert 'duplicate key "1"' in _refused('{"balls": {"1": [0.5, 0.5], "1": [0.6, 0.6]}}')
    assert jsonio.loads('{"a": {"b": 1}, "b": {"b": 2}}', "doc", LIMITS)["b"] == {"b": 2}


def test_size_and_container_limits() -> None:
    assert "larger than 4096 bytes" in _refused(" " * 4097)
    assert "more than 100" in _refused("[" + ",".join(["{}"] * 101) + "]")
    assert "more than 100" in _refused("[" + ",".join(["[]"] * 101) + "]")


def test_bytes_must_be_utf8_and_a_byte_order_mark_is_allowed() -> None:
    assert jsonio.loads('\ufeff{"a": "ñ"}'.encode(), "doc", LIMITS) == {"a": "ñ"}
    assert "not UTF-8 text (byte 6)" in _refused(b'{"a": \xff}')


class Endless(io.RawIOBase):
    """``/dev/zero``: as many bytes as asked for, for ever; records the sizes asked."""

    def __init__(self) -> None:
        self.asked: list[int] = []

    def readable(self) -> bool:
        return True

    def read(self, n: int = -1) -> bytes:
        assert n >= 0, "an endless stream must never be read whole"
        self.asked.append(n)
        return b"\0" * n


def test_an_endless_stream_is_read_only_up_to_the_limit_plus_one() -> None:
    stream = Endless()
    with pytest.raises(InputError, match="larger than 4096 bytes"):
        jsonio.read_stream(stream, "doc", LIMITS)  # type: ignore[arg-type]
    assert stream.asked == [4097]


def test_files_missing_folders_and_devices(tmp_path) -> None:
    with pytest.raises(InputError, match=r"^--pos: no such file: .*a\\nb$"):
        jsonio.read_file(tmp_path / "a\nb", "doc", LIMITS, source="--pos")
    with pytest.raises(InputError, match="is a folder"):
        jsonio.read_file(tmp_path, "doc", LIMITS)
    with pytest.raises(InputError, match=r"^doc: larger than 4096 bytes"):
        jsonio.read_file("/dev/zero", "doc", LIMITS)
    (tmp_path / "ok.json").write_text('{"a": [1, 2.5, null, true, "x"]}', "utf-8")
    assert jsonio.read_file(tmp_path / "ok.json", "doc", LIMITS) == {"a": [1, 2.5, None, True, "x"]}


# ---------------------------------------------------------------------- fuzz
JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4), inner),
    max_leaves=20,
)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=300) | st.binary(max_size=300).map(lambda b: b.decode("latin-1")))
def test_fuzz_any_text_parses_or_is_one_input_error_line(text: str) -> None:
    try:
        jsonio.loads(text, "doc", LIMITS)
    except InputError as exc:
        assert "\n" not in str(exc) and str(exc).startswith("doc: ")


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=300))
def test_fuzz_any_bytes_parse_or_are_one_input_error_line(raw: bytes) -> None:
    try:
        jsonio.loads(raw, "doc", LIMITS)
    except InputError as exc:
        assert "\n" not in str(exc)


@settings(max_examples=200, deadline=None)
@given(JSON_VALUES, st.data())
def test_fuzz_valid_documents_round_trip_and_mutations_never_escape(value, data) -> None:
    text = json.dumps(value)
    if len(text) <= LIMITS.max_bytes and _shape_ok(value):
        assert jsonio.loads(text, "doc", LIMITS) == value
    # cut, duplicate or corrupt the text somewhere: still one line or a document
    i = data.draw(st.integers(0, len(text)))
    junk = data.draw(st.sampled_from(["", "[", "]", "{", '"', "\\", "-", "1e999", "\0", "\n"]))
    try:
        jsonio.loads(text[:i] + junk + text[i:], "doc", LIMITS)
    except InputError as exc:
        assert "\n" not in str(exc)


def _shape_ok(value: object, depth: int = 1) -> bool:
    if isinstance(value, dict):
        return depth <= LIMITS.max_depth and all(_shape_ok(v, depth + 1) for v in value.values())
    if isinstance(value, list):
        return depth <= LIMITS.max_depth and all(_shape_ok(v, depth + 1) for v in value)
    if isinstance(value, int) and not isinstance(value, bool):
        return len(str(value)) <= LIMITS.max_number_chars
    if isinstance(value, float):
        return len(repr(value)) <= LIMITS.max_number_chars
    return True
