"""The relic Ching Shih with Figures in the Sky in play (RULES-figures.md §8): a figure whose karmas
are "when you meld this card from your hand, transfer an achievement from an opponent's
achievements to yours" and "if you would score a non-figure, instead transfer a card of the same
value from an opponent's score pile to yours". Scenario tests from that text."""

from __future__ import annotations

from innovation import Game
from innovation.rules.karmas import tally_karmas
from innovation.testing import Scenario
from innovation_soak import missing_cards


def _relics(players: tuple[str, ...] = ("ann", "bob")) -> Scenario:
    return Scenario(players=players, expansions=("artifacts", "figures"), relics=True)


def test_ching_shih_is_implemented_wherever_figures_and_the_relics_play() -> None:
    assert missing_cards(("artifacts", "figures")) == []
    assert missing_cards(("artifacts", "cities", "echoes", "figures")) == []


def test_ching_shih_karma_melded_from_the_hand_takes_an_opponents_achievement() -> None:
    s = _relics(("ann", "bob", "cat"))
    s.hand("ann", "Ching Shih")
    s.achievements("bob", "Masonry")
    s.achievements("cat", "Philosophy", "Monotheism")
    g = s.build()
    with tally_karmas() as fired:
        g.meld("Ching Shih")
        d = g.decision
        assert d is not None and d.player == "ann" and d.verb == "transfer"
        # face-down achievements are offered by where they lie and their value
        assert set(d.options) == {"bob:achievements:base:1", "cat:achievements:base:2"}
        g.answer("cat:achievements:base:2")
    assert g.pile("ann", "red") == ["Ching Shih"]
    assert len(g.achievements("ann")) == 1 and g.achievements("ann")[0] in ("Philosophy", "Monotheism")
    assert len(g.achievements("cat")) == 1 and g.achievements("bob") == ["Masonry"]
    assert fired[("ching_shih", "ching_shih_melded")] == 1


def test_ching_shih_karma_moves_only_achievement_cards_not_special_achievements() -> None:
    s = _relics()
    s.hand("ann", "Ching Shih")
    s.achievements("bob", "Monument", "Masonry")
    g = s.build().meld("Ching Shih")
    assert g.achievements("ann") == ["Masonry"]
    assert g.achievements("bob") == ["monument"]  # a special achievement: its id


def test_ching_shih_karma_not_melded_from_the_hand_takes_nothing() -> None:
    # Carl Friedrich Gauss melds every card of a value from the hand and the score pile before a
    # meld: Ching Shih comes from the score pile, so its karma does not take an achievement.
    s = _relics()
    s.board("ann", "Carl Friedrich Gauss")
    s.hand("ann", "Archery")
    s.score("ann", "Ching Shih")
    s.achievements("bob", "Masonry")
    g = s.build().meld("Archery")  # the only value to name is 6: Ching Shih, then Archery on it
    assert g.pile("ann", "red") == ["Ching Shih", "Archery"]  # bottom first
    assert g.achievements("ann") == [] and g.achievements("bob") == ["Masonry"]


def test_ching_shih_karma_a_non_figure_score_takes_a_card_of_that_value_instead() -> None:
    s = _relics(("ann", "bob", "cat"))
    s.board("ann", "Ching Shih", "Agriculture")
    s.hand("ann", "Archery")
    s.deck("base", 2, "Calendar")
    s.score("bob", "Mathematics", "Construction", "Philosophy", "Compass")  # three 2s and a 3
    g = s.build().dogma("Agriculture")
    g.answer("Archery")  # return it: draw and score a 2 (bob's face-down 2s are one choice)
    assert len(g.score("ann")) == 1 and g.score("ann")[0] in ("Mathematics", "Construction", "Philosophy")
    assert len(g.score("bob")) == 3 and "Compass" in g.score("bob")
    assert g.hand("ann") == ["Calendar"]  # drawn, never scored


def test_ching_shih_karma_asks_whose_card_of_that_value_to_take() -> None:
    s = _relics(("ann", "bob", "cat"))
    s.board("ann", "Ching Shih", "Agriculture")
    s.hand("ann", "Archery")
    s.deck("base", 2, "Calendar")
    s.score("bob", "Mathematics", "Compass")
    s.score("cat", "Philosophy")
    g = s.build().dogma("Agriculture")
    g.answer("Archery")
    d = g.decision
    assert d is not None and d.player == "ann" and d.verb == "transfer"
    assert set(d.options) == {"bob:score:base:2", "cat:score:base:2"}  # face down: where and value
    g.answer("cat:score:base:2")
    assert g.score("ann") == ["Philosophy"] and g.score("cat") == []
    assert sorted(g.score("bob")) == ["Compass", "Mathematics"]
    assert g.hand("ann") == ["Calendar"]  # drawn, never scored


def test_ching_shih_karma_without_a_card_of_that_value_the_score_still_does_not_happen() -> None:
    s = _relics()
    s.board("ann", "Ching Shih", "Agriculture")
    s.hand("ann", "Archery")
    s.deck("base", 2, "Calendar")
    s.score("bob", "Compass")
    g = s.build().dogma("Agriculture")
    g.answer("Archery")
    assert g.score("ann") == [] and g.score("bob") == ["Compass"]
    assert g.hand("ann") == ["Calendar"]


def test_ching_shih_karma_a_figure_is_scored_as_usual() -> None:
    s = _relics()
    s.board("ann", "Ching Shih", "Hatshepsut")  # two top figures: the fade scores one
    s.score("bob", "Masonry")  # a 1, as Hatshepsut
    g = s.build().act("draw")
    g.answer("Hatshepsut")
    assert g.score("ann") == ["Hatshepsut"]
    assert g.score("bob") == ["Masonry"]


def test_shivaji_echo_sends_a_relic_on_top_back_to_the_relics_area() -> None:
    """A relic is never a standard achievement: moved "to the available achievements" it goes back
    to the relics area, as a returned relic does (soak seeds 362865, 363124 left one among the
    available achievements, and the save was refused)."""
    s = _relics()
    s.board("ann", "Shivaji", "Complex Numbers")  # the Echoes relic, blue, melded from the hand earlier
    g = s.build().dogma("Shivaji").answer("Complex Numbers")
    assert "Complex Numbers" not in g.available_achievements()
    assert "complex_numbers" in g.game.state.zones["relics"]
    assert g.pile("ann", "blue") == []
    Game.from_json(g.game.to_json(), plugins=g.game.config.plugins)  # a state the save checks accept
