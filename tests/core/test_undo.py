"""Take-backs (``Game.undo``, ``Game.can_undo``): each kind of point that cannot be undone, undo
across save and load, every edition and expansion, and the attack — a take-back must never let a
player see or change anything they could use (docs/embedding.md, "Take-backs")."""

from __future__ import annotations

import dataclasses
import json
import random
from typing import Any

import msgspec
import pytest

from innovation import Game, GameConfig, RandomAgent, play
from innovation.errors import ConfigError, GameBusyError, SaveError, UndoError
from innovation.protocol.decisions import Decision
from innovation.protocol.view import GameView
from innovation.rules.eventlog import Logged, Moved, Noted, Said
from innovation.rules.state import GameState
from innovation.running import segments, takeback
from tests.helpers import as_written

#: Every edition with every expansion it plays (and the base game alone).
CONFIGS = [
    pytest.param({}, id="3rd base"),
    pytest.param({"expansions": ("artifacts", "echoes", "cities")}, id="3rd all"),
    pytest.param({"edition": "first"}, id="1st"),
    pytest.param({"edition": "fourth"}, id="4th base"),
    pytest.param({"edition": "fourth", "expansions": ("echoes",)}, id="4th echoes"),
    pytest.param({"edition": "fourth", "expansions": ("artifacts",)}, id="4th artifacts (museums)"),
    pytest.param({"edition": "fourth", "expansions": ("cities",)}, id="4th cities"),
    pytest.param({"edition": "fourth", "expansions": ("echoes", "cities")}, id="4th echoes cities"),
]


def _views(game: Game) -> list[GameView]:
    """Every player's view, but the flag saying whether the viewer may take back now: a take-back
    may rightly end another's (their answer came before one of this player's, now seen)."""
    return [msgspec.structs.replace(game.view(p), undo=False) for p in game.players]


def _picture(game: Game) -> tuple[Any, ...]:
    """Everything a player, or anybody, could tell apart: views, the whole state (the generator and
    the order of every supply pile included), the pending decision, the log and the history."""
    pending = game.pending
    return (
        _views(game),
        _state(game),
        game.state.rng,
        None if pending is None else msgspec.structs.replace(pending, undo=False),
        list(game.events),
        list(game.history),
    )


def _state(game: Game) -> GameState:
    """The paused state as the game derives it from its snapshot and answers. (The live one may
    differ in what a card's ``finally`` undoes as a re-run unwinds — 4th-edition Echoes' "foreseen"
    counter is kept by a resumed answer's worker and popped by a re-run — and a take-back replays.)"""
    if game.pending is None:
        return game.state.clone()
    first = len(game.history) - len(game._answers)
    how = dataclasses.replace(game._how, moments=None)
    return segments.paused_state(how, game._snapshot, game._answers, first)


def _first_meld_game(seed: int = 1) -> Game:
    """A game at the first action of its first turn."""
    game = Game.new(GameConfig(players=("ann", "bob"), seed=seed))
    for _ in range(2):
        d = game.pending
        assert d is not None
        game.answer(d.player, d.options[0])
    return game


def _option(d: Decision, verb: str) -> str:
    return next(o for o in d.options if o.startswith(verb))


# ---------------------------------------------------------------- each kind of checkpoint
def test_a_meld_is_taken_back_exactly() -> None:
    game = _first_meld_game()
    d = game.pending
    assert d is not None and not d.undo
    before = _picture(game)
    game.answer(d.player, _option(d, "meld"))
    assert game.can_undo(d.player) and game.view(d.player).undo
    game.undo(d.player)
    assert _picture(game) == before
    assert game.takebacks == 1 and not game.can_undo(d.player)


def test_a_draw_is_a_checkpoint() -> None:
    game = _first_meld_game()
    d = game.pending
    assert d is not None
    game.answer(d.player, "draw")
    assert not game.can_undo(d.player)
    saved = game.to_json()
    with pytest.raises(UndoError, match="cannot be taken back"):
        game.undo(d.player)
    assert game.to_json() == saved


def test_another_players_answer_is_a_checkpoint() -> None:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=1))
    d = game.pending
    assert d is not None and d.player == "ann"
    game.answer("ann", d.options[0])  # an opening meld: nothing shown yet
    assert game.can_undo("ann") and not game.can_undo("bob")
    assert game.pending is not None and not game.pending.undo  # bob is asked; ann may take back
    game.answer("bob", game.pending.options[0])
    assert not game.can_undo("ann")
    with pytest.raises(UndoError, match="did not give the latest answer"):
        game.undo("ann")
    assert not game.can_undo("bob")  # the opening melds were shown


def test_the_end_of_the_game_is_a_checkpoint() -> None:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=2))
    rng = random.Random(2)
    while game.pending is not None:
        d = game.pending
        game.answer(d.player, rng.choice(d.options))
    assert game.over and not any(game.can_undo(p) for p in game.players)
    with pytest.raises(UndoError, match="game is over"):
        game.undo(game.history[-1][0])


def test_several_answers_are_taken_back_one_by_one_to_the_checkpoint() -> None:
    """Random games: a player takes back as many of their answers in a row as they may, each
    take-back landing exactly on the moment before that answer; never past another's answer."""
    deep = 0
    for seed in range(12):
        game = Game.new(GameConfig(players=("ann", "bob"), seed=seed))
        rng = random.Random(seed)
        pictures: list[tuple[str, tuple[Any, ...]]] = []
        while game.pending is not None and len(game.history) < 120:
            d = game.pending
            pictures.append((d.player, _picture(game)))
            game.answer(d.player, rng.choice(d.options))
            taken = 0
            while game.can_undo(d.player):
                player, picture = pictures.pop()
                assert player == d.player
                game.undo(d.player)
                assert _picture(game) == picture
                taken += 1
            deep = max(deep, taken)
            if taken:
                assert game.pending is not None
                if game.history and game.history[-1][0] != d.player:
                    with pytest.raises(UndoError, match="did not give the latest answer"):
                        game.undo(d.player)
                pictures.append((game.pending.player, _picture(game)))
                game.answer(game.pending.player, game.pending.options[0])
    assert deep >= 2


def test_an_answer_that_moves_a_card_the_player_could_not_see_is_a_checkpoint() -> None:
    """The rule, entry by entry: a card from a place the player cannot see, a draw, another seat's
    event, an effect carried out for another player."""
    names = "ann"
    own = Moved("meld", 0, "archery", "hand:ann::", "board:ann:red:top", "melds")
    assert takeback._entry_is_open(own, 0, names)
    assert not takeback._entry_is_open(Moved("transfer", 0, "archery", "hand:bob::", "hand:ann::", "takes"), 0, names)
    assert not takeback._entry_is_open(Moved("transfer", 0, "archery", "score:bob::", "score:ann::", "x"), 0, names)
    assert not takeback._entry_is_open(Moved("draw", 0, "archery", "deck:::top", "hand:ann::", "draws"), 0, names)
    assert not takeback._entry_is_open(
        Moved("achieve", 0, "archery", "available:::", "achievements:ann::", "a"), 0, names
    )
    assert not takeback._entry_is_open(
        Moved("meld", 1, "archery", "hand:bob::", "board:bob:red:top", "melds"), 0, names
    )
    assert not takeback._entry_is_open(Noted("reveal", "x", 0, "archery", "hand:bob::", None), 0, names)
    assert takeback._entry_is_open(Noted("reveal", "x", 0, "archery", "hand:ann::", None), 0, names)
    assert not takeback._entry_is_open(Logged("choice", "nobody has one"), 0, names)  # the game itself
    assert not takeback._entry_is_open(Said("share_bonus", 0, "archery"), 0, names)
    assert takeback._entry_is_open(Said("turn", 1, None, 3, 2), 0, names)  # the next turn begins
    game = _first_meld_game()
    d = game.pending
    assert d is not None
    board = game.engine
    assert takeback.opens_nothing([own], 0, "ann", [-1, -1], 3, d, board)
    assert not takeback.opens_nothing([own], 0, "ann", [-1, 3], 3, d, board)  # an effect for bob
    assert not takeback.opens_nothing([own], 0, "ann", [-1, -1], 3, None, board)  # the game ended


def test_a_dogma_demanding_of_another_player_is_a_checkpoint_even_when_nothing_moves() -> None:
    """Whether a demand finds anything tells of a hidden hand: no take-back past one."""
    for seed in range(40):
        game = Game.new(GameConfig(players=("ann", "bob"), seed=seed))
        rng = random.Random(seed)
        while game.pending is not None and len(game.history) < 80:
            d = game.pending
            option = rng.choice(d.options)
            moments_before = list(game._how.moments or ())
            game.answer(d.player, option)
            seat = game.players.index(d.player)
            others = [q for q, m in enumerate(game._how.moments or ()) if q != seat and m == len(game.history)]
            if others:
                assert not game.can_undo(d.player), (seed, option, moments_before)
                return
    pytest.fail("no answer led to an effect for another player")


# ---------------------------------------------------------------- saves
def test_a_take_back_survives_save_and_load() -> None:
    game = _first_meld_game()
    d = game.pending
    assert d is not None
    before = _picture(game)
    game.answer(d.player, _option(d, "meld"))
    data = game.to_json()
    assert json.loads(data)["payload"]["checkpoint"] == len(game.history) - 1
    loaded = Game.from_json(data)
    assert loaded.can_undo(d.player) and loaded.to_json() == data
    loaded.undo(d.player)
    assert _picture(loaded) == before
    again = Game.from_json(loaded.to_json())  # and saved after the take-back
    assert _picture(again) == before


def test_a_save_without_a_checkpoint_takes_nothing_back() -> None:
    game = _first_meld_game()
    d = game.pending
    assert d is not None
    game.answer(d.player, _option(d, "meld"))
    payload = json.loads(game.to_json())["payload"]
    del payload["checkpoint"]  # as an engine before take-backs wrote it
    old = Game.from_json(as_written(payload))
    assert not old.can_undo(d.player)
    assert "checkpoint" not in json.loads(old.to_json())["payload"]


@pytest.mark.parametrize("checkpoint", [-1, 0, 99, "1", True, 2.5])
def test_a_forged_checkpoint_is_refused(checkpoint: object) -> None:
    """0 would let a player take back the other player's answers and the draws of the deal."""
    game = _first_meld_game()
    d = game.pending
    assert d is not None
    game.answer(d.player, _option(d, "meld"))
    payload = json.loads(game.to_json())["payload"]
    payload["checkpoint"] = checkpoint
    with pytest.raises(SaveError):
        Game.from_json(as_written(payload))


def test_copies_and_pickles_keep_what_may_be_taken_back() -> None:
    import pickle

    game = _first_meld_game()
    d = game.pending
    assert d is not None
    before = _picture(game)
    game.answer(d.player, _option(d, "meld"))
    for twin in (game.copy(), pickle.loads(pickle.dumps(game))):
        assert twin.can_undo(d.player)
        twin.undo(d.player)
        assert _picture(twin) == before
    assert game.can_undo(d.player)  # the copies' take-backs changed nothing here


# ---------------------------------------------------------------- the attack
def test_refusals_change_nothing() -> None:
    game = _first_meld_game()
    d = game.pending
    assert d is not None
    game.answer(d.player, _option(d, "meld"))
    other = next(p for p in game.players if p != d.player)
    saved, picture = game.to_json(), _picture(game)
    for who in (other, "zed", 7, None, "x" * 1000, d.player + " "):
        with pytest.raises(UndoError):
            game.undo(who)  # type: ignore[arg-type]
        assert game.can_undo(who) is False  # type: ignore[arg-type]
    assert game.to_json() == saved and _picture(game) == picture


def test_undo_from_inside_a_running_answer_is_refused() -> None:
    class Meddling(RandomAgent):
        def choose(self, game: Game, decision: Decision) -> str:
            with pytest.raises(GameBusyError):
                game.undo(decision.player)
            raise StopIteration  # (out of play at once)

    game = _first_meld_game()
    with pytest.raises(StopIteration):
        play(game, [Meddling(1), Meddling(2)])


@pytest.mark.parametrize("config", CONFIGS)
def test_a_take_back_never_shows_or_changes_anything(config: dict[str, Any]) -> None:
    """Random games; after every answer that may be taken back (and others, at random), take it
    back and compare everything any player could tell apart with the moment before the answer —
    the generator and the supply piles too — then answer again (another option at times). An
    answer that drew or moved a hidden card must be refused, changing nothing."""
    taken = refused = 0
    try:
        Game.new(GameConfig(players=("ann", "bob"), **config))
    except ConfigError as exc:  # a set still incomplete in that edition: a listed gap (docs/coverage.md)
        pytest.skip(f"not playable yet: {exc}")
    for seed in range(3):
        game = Game.new(GameConfig(players=("ann", "bob", "cat"), seed=seed, **config))
        rng = random.Random(seed)
        while game.pending is not None and len(game.history) < 150:
            d = game.pending
            before = _picture(game)
            decks = {s: [list(a) for a in ages] for s, ages in game.state.decks.items()}
            option = rng.choice(d.options)
            n_events = len(game._events)
            game.answer(d.player, option)
            added = game._events[n_events:]
            drew = any(type(e) is Moved and (e.from_ or "").startswith("deck") for e in added)
            hidden = any(type(e) is Moved and not takeback.seen_by(e.from_, d.player) for e in added) or any(
                type(e) in (Moved, Noted, Said, Logged)
                and e.seat not in (None, game.players.index(d.player))
                and e.kind != "turn"
                for e in added
            )
            if drew or hidden or game.over:
                assert not game.can_undo(d.player)
            if game.can_undo(d.player):
                game.undo(d.player)
                taken += 1
                assert _picture(game) == before
                assert {s: [list(a) for a in ages] for s, ages in game.state.decks.items()} == decks
                game.answer(d.player, rng.choice(d.options))
            elif game.pending is not None:
                saved = game.to_json()
                with pytest.raises(UndoError):
                    game.undo(d.player)
                refused += 1
                assert game.to_json() == saved
    assert taken > 10 and refused > 10


def test_a_take_back_reaching_past_the_segment_replays_from_the_deal() -> None:
    """A meld that ends the turn: the next turn is a new segment, the take-back goes back over it."""
    game = _first_meld_game()
    d = game.pending
    assert d is not None
    before = _picture(game)
    game.answer(d.player, _option(d, "meld"))  # turn 1: one action, so the turn ends
    assert game.pending is not None and game.pending.player != d.player
    assert len(game.history) - len(game._answers) == len(game.history)  # a new segment began
    game.undo(d.player)
    assert _picture(game) == before
