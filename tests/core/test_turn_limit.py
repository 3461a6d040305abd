"""No game driven by ``play()`` or ``simulate`` runs forever: ``GameConfig(max_turns=...)`` ends
a game with no winner and its own reason, shown everywhere a result is; and no loop of the engine
runs on without bound over a state it was handed."""

from __future__ import annotations

import json
import threading

import msgspec
import pytest

from innovation import Game, GameConfig, RandomAgent, play
from innovation.errors import ConfigError, InnovationError, SaveError
from innovation.rules.turn import Engine
from innovation.simulation import DEFAULT_MAX_TURNS, simulate
from innovation.testing import Scenario
from tests.helpers import resign


def _limited(max_turns: int = 6) -> Game:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=3, max_turns=max_turns))
    play(game, [RandomAgent(1), RandomAgent(2)])
    return game


def test_a_game_stops_at_its_turn_limit_with_no_winner() -> None:
    game = _limited(6)
    result = game.result
    assert result is not None and result.reason == "turn_limit" and result.winners == []
    assert game.state.turn == 6 and game.over and game.pending is None
    assert set(result.scores) == {"ann", "bob"}
    assert result.describe() == "No winner (turn_limit: stopped at the limit of 6 turns)"
    assert game.events[-1].kind == "game_over" and "nobody won" in game.events[-1].text


def test_the_turn_limit_shows_in_views_and_saves_and_survives_loading() -> None:
    game = _limited(6)
    view = json.loads(msgspec.json.encode(game.view("bob")))
    assert view["result"]["reason"] == "turn_limit" and view["result"]["winners"] == []
    data = game.to_json()
    assert json.loads(data)["payload"]["config"]["max_turns"] == 6
    loaded = Game.from_json(data)
    assert loaded.config.max_turns == 6 and loaded.to_json() == data


def test_request_response_play_stops_at_the_same_turn_as_play() -> None:
    inline = _limited(8)
    game = Game.new(GameConfig(players=("ann", "bob"), seed=3, max_turns=8))
    for player, option in inline.history:
        game.answer(player, option)
    assert game.to_json() == inline.to_json()


def test_people_have_no_turn_limit_by_default() -> None:
    assert GameConfig(players=("ann", "bob")).max_turns is None
    data = Game.new(GameConfig(players=("ann", "bob"))).to_json()
    assert "max_turns" not in data  # saves without a limit are as before


@pytest.mark.parametrize("bad", [0, -3, True, "10", 2.5])
def test_the_turn_limit_must_be_a_positive_integer(bad: object) -> None:
    with pytest.raises(ConfigError):
        GameConfig(players=("ann", "bob"), max_turns=bad)  # type: ignore[arg-type]


def test_simulate_has_a_turn_limit_and_reports_it() -> None:
    config = GameConfig(players=("ann", "bob"), seed=1)
    summary = simulate(3, ["random", "random"], config, jobs=1, max_turns=4).to_dict()
    assert summary["end_reasons"]["turn_limit"] == 3 and summary["completed"] == 3
    assert all(r["wins"] == 0 for r in summary["agents"])
    assert DEFAULT_MAX_TURNS >= 200
    default = simulate(1, ["random"], config, jobs=1).to_dict()
    assert default["end_reasons"]["turn_limit"] == 0 and default["completed"] == 1


def test_a_save_past_its_turn_limit_is_refused() -> None:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=3, max_turns=50))
    for _ in range(12):
        d = game.pending
        assert d is not None
        game.answer(d.player, d.options[0])
    assert game.state.phase == "turn"
    with pytest.raises(SaveError, match="limit"):
        Game.from_json(resign(game.to_json(), lambda p: p["snapshot"].update(turn=51)))


def test_ending_a_turn_with_everyone_out_of_the_game_raises_instead_of_looping() -> None:
    s = Scenario()
    s.board("ann", "Archery")
    s.board("bob", "Pottery")
    game = s.build().game
    state = game.state.clone()
    for player in state.players:
        player.eliminated = True
    engine = Engine(game.rules, state, [])
    outcome: list[BaseException] = []

    def end_turn() -> None:
        try:
            engine._end_turn()
        except BaseException as exc:
            outcome.append(exc)

    worker = threading.Thread(target=end_turn, daemon=True)
    worker.start()
    worker.join(10)
    assert not worker.is_alive(), "the turn loop ran forever"
    assert len(outcome) == 1 and isinstance(outcome[0], InnovationError)
