"""``innovation replay`` shows a saved game's pending decision in the library's labels
(``Decision.choices``), to its player only."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from innovation import Game, GameConfig
from innovation.cli import main


def saved_mid_game(tmp_path: Path) -> tuple[Path, Game]:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=11, expansions=("echoes",)))
    rnd = random.Random(11)
    while game.pending is not None and (game.pending.kind != "card" or len(game.history) < 20):
        game.answer(game.pending.player, rnd.choice(game.pending.options))
    path = tmp_path / "game.json"
    path.write_text(game.to_json())
    return path, game


def test_replay_lists_the_pending_choices_by_their_labels(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path, game = saved_mid_game(tmp_path)
    d = game.pending
    assert d is not None and d.kind == "card"
    assert main(["replay", str(path), "--quiet", "--as", d.player]) == 0
    out = capsys.readouterr().out
    listed = [line.split(". ", 1)[1] for line in out.splitlines() if line.startswith("  ") and ". " in line]
    assert listed == [c.label for c in d.choices]
    other = "bob" if d.player == "ann" else "ann"
    assert main(["replay", str(path), "--quiet", "--as", other]) == 0
    hidden = capsys.readouterr().out
    assert f"Waiting for {d.player}" in hidden and not any(c.label in hidden for c in d.choices if c.kind == "card")
