"""Game records: what a row says (checked against the answer log and the rules, not against the
code that wrote it), its canonical encoding, Parquet, and rows that are not to be trusted."""

from __future__ import annotations

import json
from pathlib import Path

import msgspec
import pytest

from innovation import Game
from innovation.simulation import (
    RECORD_VERSION,
    GameRecord,
    RecordError,
    decode_record,
    encode_record,
    find_record,
    open_sink,
    read_records,
)
from innovation.simulation.records import MAX_ROW_BYTES, game_config

from ..requirements import require

Run = tuple[Path, list[GameRecord]]


def test_one_row_per_game_in_game_order_with_rotating_seats(mixed_run: Run) -> None:
    _, rows = mixed_run
    assert [row.game for row in rows] == list(range(12))
    for row in rows:
        assert row.version == RECORD_VERSION and row.error is None
        assert row.config.seed == 300 + row.game and row.config.players == ["ann", "bob", "cat"]
        assert row.config.expansions == [] and row.config.teams is None
        assert len(row.agents) == len(row.agent_seeds) == len(row.scores) == len(row.achievements) == 3
        assert row.reason in ("achievements", "score", "dogma") and row.winners
        assert row.decisions == len(row.answers) and row.turns > 0
    seatings = {tuple(row.agents) for row in rows}
    assert seatings == {  # the two agent kinds cycled over three seats, rotating
        ("heuristic#1", "random", "heuristic#2"),
        ("random", "heuristic#2", "heuristic#1"),
        ("heuristic#2", "heuristic#1", "random"),
    }


def test_first_player_is_the_seat_whose_opening_meld_comes_first_alphabetically(mixed_run: Run) -> None:
    _, rows = mixed_run
    seen = set()
    for row in rows:
        game = Game.new(game_config(row.config))
        openings = []
        for seat in range(3):  # the opening melds are the first three decisions, seat by seat
            d = game.pending
            assert d is not None and d.kind == "initial_meld" and d.player == row.config.players[seat]
            openings.append(d.options[row.answers[seat]])
            game.answer(d.player, openings[-1])
        # RULES.md §1: by English name, ignoring case, spaces and punctuation (no accents in age 1).
        names = ["".join(ch for ch in game.rules.cards[card].name.lower() if ch.isalnum()) for card in openings]
        assert row.first_player == names.index(min(names))
        seen.add(row.first_player)
    assert seen == {0, 1, 2}


def test_card_counts_agree_with_the_answers(mixed_run: Run) -> None:
    """Base-game dogmas come from dogma actions only, so each seat's dogma count of a card is the
    number of times it answered "dogma <card>"; melds are at least the meld actions plus the
    opening meld; a shared activation is an activation."""
    _, rows = mixed_run
    for row in rows:
        game = Game.new(game_config(row.config))
        history = []
        while game.pending is not None:
            d = game.pending
            history.append((row.config.players.index(d.player), d.options[row.answers[len(history)]]))
            game.answer(d.player, history[-1][1])
        dogma_actions: dict[str, list[int]] = {}
        meld_actions: dict[str, list[int]] = {}
        for k, (seat, answer) in enumerate(history):
            verb, _, card = answer.partition(" ")
            if k < 3:
                meld_actions.setdefault(answer, [0, 0, 0])[seat] += 1
            elif verb == "dogma":
                dogma_actions.setdefault(card, [0, 0, 0])[seat] += 1
            elif verb == "meld":
                meld_actions.setdefault(card, [0, 0, 0])[seat] += 1
        assert row.dogmas == dogma_actions
        for card, seats in meld_actions.items():
            assert all(m >= a for m, a in zip(row.melded[card], seats, strict=True)), card
        for card, seats in row.shared.items():
            assert all(s <= d for s, d in zip(seats, row.dogmas[card], strict=True)), card
        assert sum(sum(s) for s in row.shared.values()) == sum(e.kind == "share_bonus" for e in game.events)
        assert game.result is not None
        assert row.scores == [game.result.scores[p] for p in row.config.players]
        assert row.achievements == [game.result.achievements[p] for p in row.config.players]


def test_rows_are_canonical_and_compact(mixed_run: Run) -> None:
    path, rows = mixed_run
    lines = path.read_bytes().splitlines()
    for line, row in zip(lines, rows, strict=True):
        assert encode_record(row) == line
        keys = list(json.loads(line))
        assert keys == sorted(keys)
        assert len(line) < 4000  # a few kilobytes, most of it the answer log and the card counts


def good_row(mixed_run: Run) -> dict[str, object]:
    path, _ = mixed_run
    data: dict[str, object] = json.loads(path.read_bytes().splitlines()[0])
    return data


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"version": 99}, "record version 99"),
        ({"surprise": 1}, "unknown field"),
        ({"turns": "many"}, "Expected `int`"),
        ({"agents": ["heuristic"]}, "agents has 1 entries for 3 seats"),
        ({"first_player": 3}, "first_player is not a seat"),
        ({"winners": [-1]}, "a winner is not a seat"),
        ({"answers": [0, -2]}, "answers are option positions"),
        ({"dogmas": {"oars": [1]}}, "one entry per seat"),
        ({"game": -4}, "negative game number"),
    ],
)
def test_malformed_rows_are_refused(mixed_run: Run, change: dict[str, object], message: str) -> None:
    row = good_row(mixed_run) | change
    with pytest.raises(RecordError, match=message):
        decode_record(json.dumps(row))


def test_missing_fields_garbage_and_giant_rows_are_refused(mixed_run: Run) -> None:
    row = good_row(mixed_run)
    del row["answers"]
    with pytest.raises(RecordError, match="missing required field `answers`"):
        decode_record(json.dumps(row))
    for garbage in (b"", b"[]", b"{", b"\xff\xfe", b"null"):
        with pytest.raises(RecordError):
            decode_record(garbage)
    with pytest.raises(RecordError, match="longer than"):
        decode_record(b" " * (MAX_ROW_BYTES + 1))


def test_a_bad_line_is_named(mixed_run: Run, tmp_path: Path) -> None:
    path, _ = mixed_run
    lines = path.read_bytes().splitlines()
    bad = tmp_path / "bad.jsonl"
    bad.write_bytes(b"\n".join([lines[0], lines[1], b'{"version": 1, "game": 2}', lines[3]]) + b"\n")
    with pytest.raises(RecordError, match=r"bad\.jsonl line 3: malformed game record"):
        list(read_records(bad))
    assert find_record(bad, 1).game == 1  # rows before the bad one are still found
    with pytest.raises(RecordError, match="line 3"):
        find_record(bad, 2)
    with pytest.raises(RecordError, match="has no record of game 40"):
        find_record(path, 40)
    long_line = tmp_path / "long.jsonl"
    long_line.write_bytes(b"x" * (MAX_ROW_BYTES + 10))
    with pytest.raises(RecordError, match="longer than"):
        find_record(long_line, 0)


def test_parquet_records_hold_the_same_rows(mixed_run: Run, tmp_path: Path) -> None:
    pq = require("pyarrow.parquet", "the parquet extra")
    _, rows = mixed_run
    path = tmp_path / "mixed.parquet"
    sink = open_sink(path)
    sink.write((row, encode_record(row)) for row in rows)
    sink.close()
    assert list(read_records(path)) == rows
    assert find_record(path, 7) == rows[7]
    with pytest.raises(RecordError, match="no record of game 12"):
        find_record(path, 12)
    table = pq.read_table(path)
    assert table.num_rows == 12
    assert table.column("game").to_pylist() == list(range(12))
    assert table.column("config").combine_chunks().field("seed").to_pylist() == [300 + k for k in range(12)]
    # Analysis straight from the file: winners per first player, no decoding of rows needed.
    first = table.column("first_player").to_pylist()
    winners = table.column("winners").to_pylist()
    assert sum(f in w for f, w in zip(first, winners, strict=True)) == sum(r.first_player in r.winners for r in rows)


def test_parquet_files_of_another_shape_are_refused(tmp_path: Path) -> None:
    pa = require("pyarrow", "the parquet extra")
    pq = require("pyarrow.parquet", "the parquet extra")
    path = tmp_path / "other.parquet"
    pq.write_table(pa.table({"game": [0, 1]}), path)
    with pytest.raises(RecordError, match="not a records file"):
        list(read_records(path))
    broken = tmp_path / "broken.parquet"
    broken.write_bytes(b"PAR1 not really")
    with pytest.raises(RecordError, match=r"cannot read broken\.parquet"):
        list(read_records(broken))


def test_rows_survive_a_round_trip_through_builtins(mixed_run: Run) -> None:
    _, rows = mixed_run
    for row in rows:
        assert msgspec.convert(msgspec.to_builtins(row), GameRecord) == row
