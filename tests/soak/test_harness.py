"""The harness is not vacuous: each invariant catches a planted bug, and the oracle matches
counts worked out by hand from the card data and RULES.md §2.5 / §6.1."""

from __future__ import annotations

import random
from types import SimpleNamespace
from typing import Any

import pytest

from innovation import Game, GameConfig
from innovation.rules.cards import CardInfo
from innovation.rules.state import GameState, PlayerState
from innovation.rules.turn import Engine
from innovation.testing import Scenario
from innovation_soak import (
    InvariantChecker,
    InvariantViolation,
    Oracle,
    check_bad_answers,
    check_corrupt_saves,
    check_replay,
    check_round_trip,
)


def _played(seed: int = 3, answers: int = 60, players: tuple[str, ...] = ("ann", "bob", "cat")) -> Game:
    game = Game.new(GameConfig(players=players, seed=seed))
    rng = random.Random(seed)
    for _ in range(answers):
        d = game.pending
        assert d is not None
        game.answer(d.player, rng.choice(d.options))
    return game


def _violation(check: str, fn: Any) -> InvariantViolation:
    with pytest.raises(InvariantViolation) as info:
        fn()
    assert info.value.check == check, info.value
    return info.value


def test_a_clean_game_passes() -> None:
    game = _played()
    InvariantChecker(game).check()


def test_conservation_catches_a_duplicated_card() -> None:
    game = _played()
    checker = InvariantChecker(game)
    game.state.players[0].hand.append(game.state.decks["base"][4][0])
    _violation("conservation", checker.check_conservation)


def test_conservation_catches_a_lost_card() -> None:
    game = _played()
    checker = InvariantChecker(game)
    game.state.decks["base"][5].pop()
    _violation("conservation", checker.check_conservation)


def test_conservation_catches_a_card_in_the_wrong_pile() -> None:
    game = _played()
    checker = InvariantChecker(game)
    decks = game.state.decks["base"]
    decks[9].append(decks[6].pop())
    _violation("conservation", checker.check_conservation)


def test_leak_check_catches_unredacted_events(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _played()
    checker = InvariantChecker(game)
    # A redaction bug: the view words every event as its owner sees it.
    from innovation.protocol import view
    from innovation.rules import eventlog

    monkeypatch.setattr(view, "event_of", lambda entry, names, rules, viewer: eventlog.event_of(entry, names, rules))
    error = _violation("leak", lambda: checker.check_view("ann"))
    assert "event" in str(error)


def test_leak_check_catches_an_opponents_hand_in_the_view(monkeypatch: pytest.MonkeyPatch) -> None:
    import msgspec

    from innovation.protocol import view as view_module

    game = _played()
    real = view_module.make_view

    def peek(g: Game, viewer: str, events_since: int = 0) -> Any:
        v = real(g, viewer, events_since)
        players = list(v.players)
        bob = players[1]
        shown = [msgspec.structs.replace(c, id=cid) for c, cid in zip(bob.hand, g.state.players[1].hand, strict=True)]
        players[1] = msgspec.structs.replace(bob, hand=shown)
        return msgspec.structs.replace(v, players=players)

    monkeypatch.setattr(view_module, "make_view", peek)
    checker = InvariantChecker(game)
    _violation("leak", lambda: checker.check_view("ann"))


def test_leak_check_catches_a_hidden_card_named_in_a_prompt(monkeypatch: pytest.MonkeyPatch) -> None:
    import msgspec

    from innovation.protocol import view as view_module

    game = _played()
    while game.pending is not None and game.pending.player != "ann":
        game.answer(game.pending.player, game.pending.options[0])
    checker = InvariantChecker(game)
    checker.check_view("ann")
    secret = game.state.decks["base"][9][-1]  # the next 10 to be drawn
    assert secret not in checker.known["ann"]
    name = game.rules.cards[secret].name
    real = view_module.make_view

    def chatty(g: Game, viewer: str, events_since: int = 0) -> Any:
        v = real(g, viewer, events_since)
        if v.decision is None:
            return v
        return msgspec.structs.replace(v, decision=msgspec.structs.replace(v.decision, prompt=f"the next 10 is {name}"))

    monkeypatch.setattr(view_module, "make_view", chatty)
    checker.check_view("bob")  # bob has no decision: nothing to leak
    _violation("leak", lambda: checker.check_view("ann"))


def test_oracle_catches_wrong_icon_counts(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _played()
    checker = InvariantChecker(game)
    real = Engine.icon_counts
    monkeypatch.setattr(Engine, "icon_counts", lambda self, p: [n + (i == 4) for i, n in enumerate(real(self, p))])
    _violation("oracle", checker.check_counts)


def test_oracle_catches_wrong_points(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _played()
    checker = InvariantChecker(game)
    real = Engine.score_points
    monkeypatch.setattr(Engine, "score_points", lambda self, p: real(self, p) + 1)
    _violation("oracle", checker.check_counts)


def test_oracle_catches_an_unclaimed_special_achievement() -> None:
    s = Scenario()
    s.board("ann", "Pottery", "Tools", "Archery", "Oars", "Clothing", "Sailing", splay="right")
    s.board("ann", "Agriculture", "Masonry", "Mysticism", "Code of Laws", splay="up")
    game = s.build().game
    assert "wonder" in game.state.specials
    error = _violation("oracle", InvariantChecker(game).check_ongoing)
    assert "wonder" in str(error)


def test_replay_check_catches_a_different_game() -> None:
    game = _played(answers=30)
    other = _played(seed=4, answers=30)
    check_replay(game.config, game.history, game.to_json(), inline=False)
    _violation("replay", lambda: check_replay(game.config, game.history, other.to_json(), inline=False))
    _violation("replay", lambda: check_replay(game.config, game.history[:-1], game.to_json(), inline=False))


def test_round_trip_check_catches_a_lossy_load(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _played()
    check_round_trip(game)
    from innovation.saves import states as save_states

    real = save_states.decode_snapshot

    def lossy(raw: Any, rules: Any) -> Any:  # the state of a file as written, decoded with a loss
        state, decoded = real(raw, rules)
        state.rng ^= 1
        return state, decoded

    monkeypatch.setattr(save_states, "decode_snapshot", lossy)
    monkeypatch.setattr(save_states, "_STATES", type(save_states._STATES)())  # none checked before
    _violation("round-trip", lambda: check_round_trip(game))


def test_bad_answer_check_catches_an_accepted_wrong_player(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _played()
    assert check_bad_answers(game, random.Random(1)) == 3
    real = Game.answer

    def lenient(self: Game, player: str, option: str) -> None:
        d = self.pending
        real(self, d.player if d is not None else player, option)

    monkeypatch.setattr(Game, "answer", lenient)
    _violation("bad-answer", lambda: check_bad_answers(game, random.Random(1)))


def test_corrupt_save_check_catches_a_save_that_still_loads(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _played()
    assert check_corrupt_saves(game, random.Random(2)) == 5
    from innovation import game as game_module
    from innovation.saves import states as save_states

    monkeypatch.setattr(save_states, "validate_state", lambda *args: None)
    monkeypatch.setattr(game_module, "validate_log", lambda *args: None)
    monkeypatch.setattr(Game, "_run", lambda self: None)
    _violation("save", lambda: check_corrupt_saves(game, random.Random(2)))


# ------------------------------------------------------------------ the oracle by hand


def _board(*piles: tuple[list[str], int]) -> GameState:
    pl = PlayerState(name="ann")
    for cards, splay in piles:
        color = _SCENARIO.rules.cards[cards[0]].color
        pl.piles[color] = cards
        pl.splays[color] = splay
    return GameState(players=[pl], decks={})


_SCENARIO = Scenario()


@pytest.mark.parametrize(
    ("splay", "expected"),
    [
        # Tools on Pottery (blue). Tools: hex, lightbulb, lightbulb, castle — all four count on top.
        # Pottery (hex, leaf, leaf, leaf) beneath shows: none / BR leaf / TL hex + BL leaf / BL BM BR leaves.
        (0, {"lightbulb": 2, "castle": 1}),
        (1, {"lightbulb": 2, "castle": 1, "leaf": 1}),
        (2, {"lightbulb": 2, "castle": 1, "leaf": 1}),
        (3, {"lightbulb": 2, "castle": 1, "leaf": 3}),
    ],
)
def test_oracle_icons_follow_the_splay_table(splay: int, expected: dict[str, int]) -> None:
    oracle = Oracle(_SCENARIO.rules)
    counts = oracle.icons(_board((["pottery", "tools"], splay)), 0)
    assert {k: v for k, v in counts.items() if v} == expected


def test_oracle_icons_over_several_piles() -> None:
    # Archery (castle, lightbulb, hex, castle) under Oars (castle, crown, hex, castle), splayed up:
    # Oars 2 castles + crown; Archery shows BL lightbulb, BM hex, BR castle.
    # Writing alone (blue): hex, lightbulb, lightbulb, crown.
    oracle = Oracle(_SCENARIO.rules)
    state = _board((["archery", "oars"], 3), (["writing"], 0))
    counts = oracle.icons(state, 0)
    assert {k: v for k, v in counts.items() if v} == {"castle": 3, "crown": 2, "lightbulb": 3}


def test_oracle_points_add_echoes_bonuses() -> None:
    """RULES.md §6.1: visible bonuses 10, 10, 5, 4 give 10 + 1 + 1 + 1 = 13."""

    def card(cid: str, color: int, icons: tuple[int, ...], age: int = 1) -> CardInfo:
        return CardInfo(cid, cid, "echoes", age, color, icons, 1, None, 1)

    cards = {
        "a": card("a", 0, (110, 1, 1, 1)),  # top of blue: bonus 10 shows
        "b": card("b", 1, (1, 1, 1, 105)),  # top of red: bonus 5 shows
        "c": card("c", 1, (1, 1, 1, 104)),  # under b, splayed left: BR bonus 4 shows
        "d": card("d", 2, (110, 1, 1, 1)),  # under e, splayed right: TL bonus 10 shows
        "e": card("e", 2, (1, 1, 1, 1)),
        "f": card("f", 2, (1, 1, 1, 109)),  # under e, splayed right: BR bonus 9 hidden
        "s": card("s", 3, (1, 1, 1, 1), age=7),
    }
    oracle = Oracle(SimpleNamespace(cards=cards))  # type: ignore[arg-type]
    pl = PlayerState(name="ann", score=["s"])
    pl.piles[0], pl.piles[1], pl.piles[2] = ["a"], ["c", "b"], ["f", "d", "e"]
    pl.splays[1], pl.splays[2] = 1, 2
    state = GameState(players=[pl], decks={})
    assert oracle.points(state, 0) == 7 + 13
