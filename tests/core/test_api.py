"""Public API: answering, errors that change nothing, saving/loading, views, hooks, play()."""

from __future__ import annotations

import pytest

from innovation import Game, GameConfig, RandomAgent, play
from innovation.errors import GameOverError, IllegalAnswerError, InnovationError, SaveError, WrongPlayerError
from innovation.protocol.decisions import Decision
from innovation.rules.turn import Engine
from innovation.saves.format import SAVE_VERSION
from innovation.testing import Scenario
from tests import rules_plugin
from tests.helpers import resign


def _mid_dogma() -> Game:
    s = Scenario()
    s.board("ann", "Agriculture")
    s.board("bob", "Pottery")
    s.hand("ann", "Archery", "Sailing")
    s.hand("bob", "Writing", "Oars")
    g = s.build().dogma("Agriculture")
    assert g.decision is not None and g.decision.kind == "card" and g.decision.player == "bob"
    return g.game


@pytest.mark.parametrize(
    ("player", "option", "error"),
    [
        ("ann", "writing", WrongPlayerError),
        ("nobody", "writing", WrongPlayerError),
        (None, "writing", WrongPlayerError),
        ("bob", "sailing", IllegalAnswerError),
        ("bob", None, IllegalAnswerError),
        ("bob", 3, IllegalAnswerError),
        ("bob", ["writing"], IllegalAnswerError),
        ("bob", {"card": "writing"}, IllegalAnswerError),
        ("bob", "x" * 100_000, IllegalAnswerError),
        ("bob", "WRITING", IllegalAnswerError),
    ],
)
def test_bad_answers_change_nothing(player: object, option: object, error: type[Exception]) -> None:
    game = _mid_dogma()
    before = game.to_json()
    with pytest.raises(error):
        game.answer(player, option)  # type: ignore[arg-type]
    assert game.to_json() == before
    assert issubclass(error, InnovationError)


def test_answer_after_game_over() -> None:
    s = Scenario()
    s.board("ann", "A. I.")
    s.exhaust("base", 10)
    g = s.build().draw()
    assert g.over
    before = g.game.to_json()
    with pytest.raises(GameOverError):
        g.game.answer("ann", "draw")
    assert g.game.to_json() == before


def test_save_and_load_mid_dogma_continues_identically() -> None:
    game = _mid_dogma()
    copy = Game.from_json(game.to_json())
    assert copy.pending == game.pending
    assert copy.to_json() == game.to_json()
    for g in (game, copy):
        g.answer("bob", "writing")
    assert copy.pending == game.pending
    assert copy.to_json() == game.to_json()
    assert [e.text for e in copy.events] == [e.text for e in game.events]


def test_corrupt_saves_raise_save_error() -> None:
    game = _mid_dogma()
    data = game.to_json()
    broken = [
        data[: len(data) // 2],
        "",
        "null",
        "[]",
        '{"format": "innovation-save", "version": 99}',
        data.replace(f'"version":{SAVE_VERSION}', f'"version":{SAVE_VERSION + 1}', 1),
        data.replace('"format":"innovation-save"', '"format":"chess"', 1),
        data[:300] + ("1" if data[300] != "1" else "2") + data[301:],
        resign(data, lambda p: p["snapshot"]["players"][0]["hand"].append(p["snapshot"]["players"][1]["hand"][0])),
        resign(data, lambda p: p["snapshot"]["players"][0]["hand"].pop()),
        resign(data, lambda p: p["snapshot"]["players"][0]["hand"].append("no_such_card")),
        resign(data, lambda p: p["answers"].append("bogus")),
        resign(data, lambda p: p["snapshot"].update(turn_player=9)),
        resign(data, lambda p: p["config"].update(players=["ann", "zed"])),
    ]
    for bad in broken:
        with pytest.raises(SaveError):
            Game.from_json(bad)
    Game.from_json(data)  # the original still loads


def test_view_hides_what_a_player_may_not_see() -> None:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=4))
    ann_hand = set(game.state.players[0].hand)
    view = game.view("bob")
    assert all(c.id is None for c in view.players[0].hand)
    assert [c.id for c in view.players[1].hand] == game.state.players[1].hand
    assert view.decision is None and view.waiting_for == "ann"
    assert not any(e.card in ann_hand for e in view.events)
    own = game.view("ann")
    assert own.decision == game.pending
    assert {e.card for e in own.events if e.kind == "draw"} >= ann_hand
    with pytest.raises(InnovationError):
        game.view("zed")


def test_hidden_cards_are_offered_as_tokens() -> None:
    s = Scenario()
    s.score("bob", "Sailing", "Oars", "Calendar")
    s.hand("ann", "Writing")
    game = s.build().game
    seen: list[Decision] = []

    def answer(d: Decision) -> str:
        seen.append(d)
        return d.options[0]

    engine = Engine(game.rules, game.state.clone(), [], answerer=answer)
    bob_score = engine.state.players[1].score
    picked = engine.choose_card(0, [*bob_score, "writing"], "Pick one", verb="choose")
    assert seen[0].options == ("bob:score:base:1", "bob:score:base:2", "writing")
    assert picked in ("sailing", "oars")  # ann could not tell them apart
    assert engine.choose_card(1, bob_score, "Pick", optional=True, verb="choose") == "sailing"
    assert seen[1].options == ("sailing", "oars", "calendar", "done")


def test_hook_plugin_replaces_draws_adds_score_and_raises_target() -> None:
    config = GameConfig(players=("ann", "bob"), seed=2, plugins=[rules_plugin])
    game = Game.new(config)
    cards = game.rules.cards
    assert {cards[c].set for c in game.state.players[0].hand} == {"mini"}
    assert {cards[c].set for c in game.state.players[1].hand} == {"base"}
    engine = game.engine()
    assert engine.score_points(0) == 7
    assert engine.achievements_to_win() == 8
    assert game.view("ann").achievements_to_win == 8
    loaded = Game.from_json(game.to_json(), plugins=[rules_plugin])
    assert loaded.to_json() == game.to_json()
    with pytest.raises(SaveError):
        Game.from_json(game.to_json())


class _Scripted:
    """Replays fixed choices made by a RandomAgent so both driving paths see the same answers."""

    def __init__(self, seed: int) -> None:
        self.inner = RandomAgent(seed)

    def choose(self, game: Game, decision: Decision) -> str:
        return self.inner.choose(game, decision)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_play_equals_pending_answer_loop(seed: int) -> None:
    fast = Game.new(GameConfig(players=("ann", "bob", "cat"), seed=seed))
    result = play(fast, [RandomAgent(seed), RandomAgent(seed + 10), RandomAgent(seed + 20)])
    slow = Game.new(GameConfig(players=("ann", "bob", "cat"), seed=seed))
    agents = {"ann": RandomAgent(seed), "bob": RandomAgent(seed + 10), "cat": RandomAgent(seed + 20)}
    while slow.pending is not None:
        d = slow.pending
        slow.answer(d.player, agents[d.player].choose(slow, d))
    assert slow.result == result
    assert slow.to_json() == fast.to_json()
    assert list(slow.history) == list(fast.history)


def test_play_rejects_bad_agent_answer_and_keeps_game() -> None:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=1))

    class Bad:
        def choose(self, game: Game, decision: Decision) -> str:
            return "not an option"

    before = game.to_json()
    with pytest.raises(IllegalAnswerError):
        play(game, [Bad(), Bad()])
    assert game.to_json() == before


def test_save_survives_reordered_and_reindented_json() -> None:
    import json

    game = _mid_dogma()
    raw = json.loads(game.to_json())

    def scramble(value: object) -> object:
        if isinstance(value, dict):
            return {k: scramble(value[k]) for k in reversed(list(value))}
        if isinstance(value, list):
            return [scramble(v) for v in value]
        return value

    stored = json.dumps(scramble(raw), indent=2)  # e.g. a database JSON column
    assert Game.from_json(stored).to_json() == game.to_json()
