"""Figures in the Sky: the set-up, the editions and the refusal while unfinished (RULES-figures.md
§1; docs/rulings.md, "Figures in the Sky"). Scenario tests from the rules digest."""

from __future__ import annotations

import pytest

from innovation import Game, GameConfig
from innovation.errors import ConfigError
from innovation.rules.plugins import build_rules
from innovation.testing import Scenario, unfinished_sets

DECREES = ["advancement_decree", "expansion_decree", "rivalry_decree", "trade_decree", "war_decree"]


def _new(**kwargs: object) -> Game:
    with unfinished_sets():
        return Game.new(GameConfig(**kwargs))  # type: ignore[arg-type]


def test_every_figure_is_finished_so_the_set_builds_without_the_unfinished_switch() -> None:
    # While a figure lacked its effect or a karma the set was refused ("N cards of the 'figures'
    # set lack effects or karmas"); with all 105 done the refusal is gone by itself.
    config = GameConfig(players=("ann", "bob"), expansions=("figures",))
    assert "figures" in config.expansions
    assert not build_rules(("figures",)).unfinished


def test_the_fourth_edition_is_refused_with_the_reason() -> None:
    with pytest.raises(ConfigError, match="3rd edition only; there is no 4th-edition text"):
        GameConfig(players=("ann", "bob"), expansions=("figures",), edition="fourth")


@pytest.mark.parametrize("edition", ["third", "first"])
def test_ten_figure_piles_hold_every_figure_and_nobody_is_dealt_one(edition: str) -> None:
    game = _new(players=("ann", "bob", "cat"), expansions=("figures",), edition=edition, seed=3)
    piles = game.state.decks["figures"]
    assert len(piles) == 10
    assert sum(len(p) for p in piles) == 105
    assert all(game.engine().cards[c].age == age for age, pile in enumerate(piles, 1) for c in pile)
    assert "ching_shih" not in {c for p in piles for c in p}  # a relic, never in a supply pile
    for pl in game.state.players:
        assert len(pl.hand) == 2
        assert all(game.engine().cards[c].set == "base" for c in pl.hand)


def test_with_echoes_the_opening_hand_is_a_base_and_an_echoes_card_never_a_figure() -> None:
    game = _new(players=("ann", "bob"), expansions=("echoes", "figures"), seed=5)
    for pl in game.state.players:
        assert sorted(game.engine().cards[c].set for c in pl.hand) == ["base", "echoes"]


def test_the_five_decrees_are_on_offer_with_the_special_achievements() -> None:
    g = Scenario(expansions=("figures",), unfinished=True).build()
    assert [s for s in g.specials_available() if s.endswith("_decree")] == DECREES
    assert {"monument", "empire", "world", "wonder", "universe"} <= set(g.specials_available())


def test_decrees_are_never_claimed_by_a_condition() -> None:
    s = Scenario(expansions=("figures",), unfinished=True)
    s.board("ann", "Agriculture", "Archery", "Writing", "Pottery", "Mysticism")
    s.score("ann", "Calendar", "Mathematics", "Currency", "Philosophy", "Road Building")
    g = s.build().act("draw")
    assert not any(a.endswith("_decree") for a in g.achievements("ann"))
    assert set(DECREES) <= set(g.specials_available())


@pytest.mark.parametrize(
    ("players", "expansions", "teams", "needed"),
    [
        (2, ("figures",), False, 7),
        (3, ("figures",), False, 6),
        (4, ("figures",), False, 5),
        (4, ("figures",), True, 7),  # teams: 6, plus one for the expansion like any other
        (2, ("echoes", "figures"), False, 8),
    ],
)
def test_figures_add_one_achievement_to_win(
    players: int, expansions: tuple[str, ...], teams: bool, needed: int
) -> None:
    names = ("ann", "bob", "cat", "dan")[:players]
    g = Scenario(players=names, expansions=expansions, teams=teams, unfinished=True).build()
    assert g.game.engine().achievements_to_win() == needed


def test_figures_play_alongside_echoes_sharing_the_forecast() -> None:
    g = Scenario(expansions=("echoes", "figures"), unfinished=True).build()
    assert g.zone("ann", "forecast") == []


def test_without_echoes_a_meld_action_still_promotes_a_forecast_card() -> None:
    s = Scenario(expansions=("figures",), unfinished=True)
    s.zone("ann", "forecast", "Pottery")  # a 1
    s.hand("ann", "Tools")  # a 1
    g = s.build().act("meld Tools")
    d = g.decision
    assert d is not None and d.verb == "meld" and d.options == ("pottery", "done")
    g.answer("Pottery")
    assert g.pile("ann", "blue") == ["Tools", "Pottery"]
    assert g.zone("ann", "forecast") == []
