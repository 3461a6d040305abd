"""The soak harness checks 4th-edition games (issue 28): its oracle reads the edition's rules —
ages 1–11, the avatar, aslant splays, the junk (special achievements junked there too), five
seats, special achievements claimed at the end of an action — and catches planted bugs in them."""

from __future__ import annotations

from typing import Any

import pytest

from innovation.editions import edition_rules
from innovation.rules.turn import Engine
from innovation.testing import Scenario
from innovation_soak import GameSpec, InvariantChecker, InvariantViolation, Oracle, card_runs, run_game

FOURTH = (("edition", "fourth"),)


def _violation(check: str, fn: Any) -> InvariantViolation:
    with pytest.raises(InvariantViolation) as info:
        fn()
    assert info.value.check == check, info.value
    return info.value


@pytest.mark.parametrize(("players", "teams"), [(2, False), (3, False), (4, True), (5, False)])
def test_fourth_edition_games_pass_every_check(players: int, teams: bool) -> None:
    report = run_game(GameSpec(seed=11, players=players, teams=teams, options=FOURTH))
    assert report.failure is None, report.failure.describe()
    assert report.result is not None and report.answers > 20
    assert all(edition == "fourth" for edition, _ in report.card_runs)


def _aslant_game() -> Any:
    # Written from the card data: Robotics (4E, red 10) shows 0/factory/avatar/factory; Mysticism
    # (purple 1) castle/castle/castle in slots 1-3; Oars (red 1) castle/crown/-/castle.
    return (
        Scenario(("ann", "bob"), edition="fourth")
        .board("ann", "oars", "metalworking", "robotics", splay="aslant")
        .board("bob", "mysticism")
        .build()
    )


def test_the_oracle_counts_aslant_piles_and_the_avatar_from_the_card_data() -> None:
    g = _aslant_game()
    oracle = Oracle(g.game.rules, edition_rules("fourth"))
    icons = oracle.icons(g.game.state, 0)
    # Aslant shows all four slots of each covered card: oars castle, crown, castle; metalworking
    # castle ×3; Robotics on top factory ×2 and the avatar.
    assert icons == {
        "crown": 1,
        "leaf": 0,
        "lightbulb": 0,
        "castle": 5,
        "factory": 2,
        "clock": 0,
        "avatar": 1,
    }
    checker = InvariantChecker(g.game)
    checker.check_counts()  # the engine agrees
    # The 3rd edition's oracle names no avatar.
    assert "avatar" not in Oracle(g.game.rules).icons(g.game.state, 0)


def test_the_oracle_catches_an_avatar_miscount(monkeypatch: pytest.MonkeyPatch) -> None:
    g = _aslant_game()
    checker = InvariantChecker(g.game)
    real = Engine.icon_counts
    monkeypatch.setattr(Engine, "icon_counts", lambda self, p: [n + (i == 7) for i, n in enumerate(real(self, p))])
    _violation("oracle", checker.check_counts)


def test_conservation_reads_eleven_supply_piles_and_the_junk() -> None:
    game = run_game(GameSpec(seed=5, players=2, options=FOURTH)).spec.config()
    from innovation import Game

    g = Game.new(game)
    checker = InvariantChecker(g)
    checker.check()
    st = g.state
    assert len(st.decks["base"]) == 11
    # A card taken out of an age-11 supply pile into the junk is conserved; a copy is not.
    card = st.decks["base"][10].pop()
    st.zones.setdefault("junk", []).append(card)
    checker.check_conservation()
    st.zones["junk"].append(st.zones["junk"][0])
    _violation("conservation", checker.check_conservation)


def test_a_special_achievement_both_junked_and_available_is_caught() -> None:
    from innovation import Game, GameConfig

    g = Game.new(GameConfig(players=("ann", "bob"), seed=3, edition="fourth"))
    checker = InvariantChecker(g)
    checker.check_conservation()
    st = g.state
    st.zones.setdefault("junk", []).append(st.specials[0])  # junked and still on offer
    _violation("conservation", checker.check_conservation)
    st.zones["junk"].pop()
    st.zones["junk"].append(st.specials.pop())  # junked: no longer on offer
    checker.check_conservation()
    st.players[0].hand.append(st.zones["junk"].pop())
    _violation("conservation", checker.check_conservation)


def test_an_aslant_splay_is_not_a_third_edition_splay() -> None:
    from innovation import Game, GameConfig

    g = Game.new(GameConfig(players=("ann", "bob"), seed=3))
    checker = InvariantChecker(g)
    pl, cards = g.state.players[0], g.rules.cards
    blue = [c for deck in g.state.decks["base"] for c in deck if cards[c].color == 0][:2]
    for deck in g.state.decks["base"]:
        deck[:] = [c for c in deck if c not in blue]
    pl.piles[0], pl.splays[0] = blue, 2
    checker.check_conservation()  # splayed right: fine
    pl.splays[0] = 4
    with pytest.raises(InvariantViolation, match="not a splay of the 3rd edition"):
        checker.check_conservation()


def test_special_achievements_are_checked_between_actions_only_in_the_fourth_edition() -> None:
    third, fourth = Oracle.__new__(Oracle), Oracle.__new__(Oracle)
    third.edition, fourth.edition = edition_rules("third"), edition_rules("fourth")

    class Pending:
        def __init__(self, kind: str) -> None:
            self.kind = kind

    for kind in ("action", "card", "yes_no"):
        assert third.specials_settled(Pending(kind))  # type: ignore[arg-type]
        assert fourth.specials_settled(Pending(kind)) == (kind == "action")  # type: ignore[arg-type]


def test_the_fourth_edition_monument_reads_demands_and_wonder_aslant() -> None:
    # 4E Monument (RULES-4e.md §6): four top cards with a demand effect — Archery, City States,
    # Mapmaking and Machinery each print one ("I demand"); Oars below Archery does not count.
    from innovation_soak.harness import SPECIAL_READINGS

    g = Scenario(("ann", "bob"), edition="fourth").board("ann", "archery", "city_states", "mapmaking").build()
    st, fourth = g.game.state, SPECIAL_READINGS["fourth"]
    oracle = Oracle(g.game.rules, edition_rules("fourth"))
    assert not fourth["monument"](oracle, st, 0)
    st.players[0].piles[3] = ["machinery"]
    st.decks["base"][2].remove("machinery")
    assert fourth["monument"](oracle, st, 0)
    # 4E Wonder: five colours, each splayed right, up or aslant (the 3rd edition's: right or up).
    pl = st.players[0]
    pl.splays = [4, 2, 3, 4, 2]
    assert fourth["wonder"](oracle, st, 0) is False  # the piles of one card cannot be splayed: blue is empty
    pl.piles[0] = ["writing"]
    assert fourth["wonder"](oracle, st, 0)
    assert not SPECIAL_READINGS["third"]["wonder"](oracle, st, 0)


def test_card_runs_count_dogmas_by_edition() -> None:
    from innovation import Game, GameConfig
    from innovation.bots.agents import RandomAgent, play

    game = Game.new(GameConfig(players=("ann", "bob"), seed=4, edition="fourth"))
    play(game, {"ann": RandomAgent(1), "bob": RandomAgent(2)})
    runs = card_runs(game)
    dogmas = sum(1 for e in game.events if e.kind == "dogma")
    assert sum(d for d, _ in runs.values()) == dogmas > 0
    assert {edition for edition, _ in runs} == {"fourth"}


def test_the_oracle_counts_a_bonus_of_twelve() -> None:
    # From the card data: Esports (4th-edition Echoes, yellow 11) prints a 12 bonus; Artificial
    # Heart (blue 10) an 11. Score = the largest visible bonus + 1 for each other one (the soak once
    # left the 12 out: its oracle read bonuses of 1-11 only).
    g = (
        Scenario(("ann", "bob"), edition="fourth", expansions=("echoes",))
        .board("ann", "esports", "artificial_heart")
        .build()
    )
    assert Oracle(g.game.rules, edition_rules("fourth")).points(g.game.state, 0) == 13
    assert g.game.engine().score_points(0) == 13
    InvariantChecker(g.game).check()
