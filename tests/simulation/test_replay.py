"""Every row replays to the game it records — whatever the agents were — and a row that was
edited, cut or forged is caught."""

from __future__ import annotations

import json
import random
from pathlib import Path

import msgspec
import pytest

from innovation import Decision, Game, GameConfig
from innovation.bots.agents import AgentKind, agent_kinds
from innovation.cli import main
from innovation.simulation import GameRecord, RecordError, open_sink, read_records, replay_record, simulate

Run = tuple[Path, list[GameRecord]]


def test_every_row_replays_to_the_same_row(mixed_run: Run) -> None:
    _, rows = mixed_run
    for row in rows:
        replay = replay_record(row)
        assert replay.differences == [], row.game
        assert replay.record == row
        assert replay.game.result is not None and replay.game.over


def test_a_sample_of_heuristic_games_replays(tmp_path: Path) -> None:
    """The research run of docs/simulate.md on a sample: heuristic bots in both seats."""
    path = tmp_path / "hh.jsonl"
    sink = open_sink(path)
    try:
        summary = simulate(8, ["heuristic", "heuristic"], GameConfig(players=("ann", "bob"), seed=2000), records=sink)
    finally:
        sink.close()
    rows = list(read_records(path))
    assert len(rows) == summary.tally.games == 8
    for row in rows:
        assert replay_record(row).differences == [], row.game


class _Chaotic:
    """Answers from the operating system's entropy: no seed reproduces its games."""

    def __init__(self, seed: int) -> None:
        self._random = random.SystemRandom()

    def choose(self, game: Game, decision: Decision) -> str:
        return self._random.choice(decision.options)


def test_games_of_non_deterministic_agents_replay_from_their_answer_log(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(agent_kinds(), "chaotic", AgentKind("chaotic", "entropy", _Chaotic))
    logs = []
    for _ in range(2):
        rows: list[GameRecord] = []
        simulate(3, ["chaotic"], GameConfig(players=("ann", "bob"), seed=5), jobs=1, on_record=rows.append)
        for row in rows:
            assert replay_record(row).differences == []
        logs.append([row.answers for row in rows])
    assert logs[0] != logs[1]  # the same seeds, other games: only the log can replay them


def test_a_game_stopped_by_the_decision_limit_replays_to_the_same_stop() -> None:
    rows: list[GameRecord] = []
    simulate(2, ["random"], jobs=1, max_decisions=40, on_record=rows.append)
    for row in rows:
        assert row.error == "DecisionLimitError: still going after 40 decisions: abandoned"
        assert len(row.answers) == 40 and row.first_player is not None
        replay = replay_record(row)
        assert replay.differences == [] and replay.game.pending is not None


def test_replay_from_records_on_the_command_line(
    mixed_run: Run, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path, rows = mixed_run
    assert main(["replay", "--from-records", str(path), "--game", "4"]) == 0
    out = capsys.readouterr().out
    assert "melded the alphabetically first card and goes first" in out
    assert "Game 4 (ann: random, bob: heuristic#2, cat: heuristic#1) replays as recorded." in out
    assert out.count("Game over") == 1
    save = tmp_path / "game4.json"
    assert main(["replay", "--from-records", str(path), "--game", "4", "--quiet", "--save", str(save)]) == 0
    game = Game.from_json(save.read_text())
    assert game.result is not None and sorted(game.players.index(w) for w in game.result.winners) == rows[4].winners
    assert main(["replay", "--from-records", str(path), "--game", "4", "--as", "bob", "--quiet"]) == 0
    capsys.readouterr()


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--game", "4"], "give a saved game FILE or --from-records"),
        (["--from-records", "{path}"], "--from-records needs --game N"),
        (["--from-records", "{path}", "--game", "99"], "has no record of game 99"),
        (["--from-records", "{missing}", "--game", "0"], "No such file"),
        (["--from-records", "{path}", "--game", "1", "--as", "zed"], "'zed' is not a player"),
        (["{path}", "--game", "1"], "--game and --save go with --from-records"),
        (["{path}"], "cannot replay"),  # a records file is not a saved game
    ],
)
def test_replay_refuses_bad_requests(
    args: list[str], message: str, mixed_run: Run, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path, _ = mixed_run
    argv = [a.format(path=path, missing=tmp_path / "none.jsonl") for a in args]
    assert main(["replay", *argv]) == 2
    assert message in capsys.readouterr().err


def tampered(rows: list[GameRecord], game: int, tmp_path: Path, **changes: object) -> Path:
    path = tmp_path / "tampered.jsonl"
    path.write_bytes(msgspec.json.encode(msgspec.structs.replace(rows[game], **changes)) + b"\n")
    return path


def test_an_edited_result_is_reported_as_a_difference(
    mixed_run: Run, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _, rows = mixed_run
    row = rows[2]
    others = [s for s in range(3) if s not in row.winners]
    path = tampered(rows, 2, tmp_path, winners=others[:1], turns=row.turns + 1)
    assert main(["replay", "--from-records", str(path), "--game", "2", "--quiet"]) == 1
    assert "game 2 does not replay as recorded: winners, turns differ" in capsys.readouterr().err


def test_answer_logs_that_do_not_fit_the_game_are_refused(mixed_run: Run) -> None:
    _, rows = mixed_run
    row = rows[1]
    with pytest.raises(RecordError, match=r"answers end after \d+ decisions, but the game goes on"):
        replay_record(msgspec.structs.replace(row, answers=row.answers[:-5]))
    with pytest.raises(RecordError, match=r"ended after \d+ of \d+ recorded answers"):
        replay_record(msgspec.structs.replace(row, answers=[*row.answers, 0, 0]))
    with pytest.raises(RecordError, match="recorded answer 0 is option 1000, but that decision has"):
        replay_record(msgspec.structs.replace(row, answers=[1000, *row.answers[1:]]))
    bad_config = msgspec.structs.replace(row.config, players=["ann", "ann", "cat"])
    with pytest.raises(RecordError, match="invalid configuration in record: player names must be distinct"):
        replay_record(msgspec.structs.replace(row, config=bad_config))
    odd_option = msgspec.structs.replace(row.config, options={"free_lunch": True})
    with pytest.raises(RecordError, match="unknown rule options"):
        replay_record(msgspec.structs.replace(row, config=odd_option))
    plugin = msgspec.structs.replace(row.config, plugins=["homebrew"])
    with pytest.raises(RecordError, match="needs these hand-registered plugins: homebrew"):
        replay_record(msgspec.structs.replace(row, config=plugin))


def test_a_json_row_edited_by_hand_is_still_checked(mixed_run: Run, tmp_path: Path) -> None:
    path, _ = mixed_run
    data = json.loads(path.read_bytes().splitlines()[0])
    data["config"]["seed"] += 1  # another deal: the answers no longer fit, or the game differs
    edited = tmp_path / "edited.jsonl"
    edited.write_text(json.dumps(data) + "\n")
    (row,) = read_records(edited)
    try:
        replay = replay_record(row)
    except RecordError:
        return
    assert replay.differences
