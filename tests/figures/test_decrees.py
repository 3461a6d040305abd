"""Figures in the Sky: the Decree action and the five decrees (RULES-figures.md §7; docs/rulings.md,
"Figures in the Sky"). Scenario tests from the rules digest."""

from __future__ import annotations

import pytest

from innovation.errors import AnswerError
from innovation.testing import Scenario


def _figures(players: tuple[str, ...] = ("ann", "bob")) -> Scenario:
    return Scenario(players=players, expansions=("figures",), unfinished=True)


def _decrees(options: tuple[str, ...]) -> set[str]:
    return {o for o in options if o.startswith("decree")}


def test_figures_of_three_values_offer_the_decree_of_each_figures_colour() -> None:
    s = _figures()
    s.board("ann", "Agriculture")
    s.hand("ann", "Daedalus", "Archimedes", "Avicenna", "Writing")  # blue 1, blue 2, yellow 3, a base card
    g = s.build()
    assert _decrees(g.options) == {"decree advancement", "decree expansion"}


def test_three_figures_of_two_values_offer_no_decree() -> None:
    s = _figures()
    s.board("ann", "Agriculture")
    s.hand("ann", "Daedalus", "Hatshepsut", "Archimedes")  # values 1, 1, 2
    assert _decrees(s.build().options) == set()


def test_a_decree_karma_on_top_offers_its_decree_with_two_figures() -> None:
    s = _figures()
    s.board("ann", "Huang Di")  # may issue Advancement with any two figures
    s.hand("ann", "Gilgamesh", "Hammurabi")  # two red 1s
    assert _decrees(s.build().options) == {"decree advancement"}


def test_a_decree_karma_needs_two_figures_in_hand() -> None:
    s = _figures()
    s.board("ann", "Huang Di")
    s.hand("ann", "Gilgamesh", "Writing")
    assert _decrees(s.build().options) == set()


def test_a_covered_decree_karma_offers_nothing() -> None:
    s = _figures()
    s.board("ann", "Huang Di", "Tools")  # Huang Di covered by a blue card
    s.hand("ann", "Gilgamesh", "Hammurabi")
    assert _decrees(s.build().options) == set()


def test_issuing_removes_the_whole_hand_claims_the_decree_and_runs_it_advancement_decree() -> None:
    s = _figures()
    s.board("ann", "Calendar")  # highest top card: 2
    s.hand("ann", "Daedalus", "Archimedes", "Avicenna", "Writing")
    s.deck("base", 4, "Navigation")
    g = s.build().act("decree advancement")
    assert sorted(g.removed()) == sorted(["Daedalus", "Archimedes", "Avicenna", "Writing"])
    assert g.achievements("ann") == ["advancement_decree"]
    assert "advancement_decree" not in g.specials_available()
    assert g.hand("ann") == ["Navigation"]  # a 4: two above the highest top card


def test_a_decree_you_hold_runs_again() -> None:
    s = _figures()
    s.board("ann", "Calendar")
    s.achievements("ann", "advancement_decree")
    s.hand("ann", "Daedalus", "Archimedes", "Avicenna")
    s.deck("base", 4, "Navigation")
    g = s.build().act("decree advancement")
    assert g.achievements("ann") == ["advancement_decree"]
    assert g.hand("ann") == ["Navigation"]


def test_a_decree_an_opponent_holds_goes_back_on_offer_without_effect() -> None:
    s = _figures()
    s.board("ann", "Calendar")
    s.achievements("bob", "advancement_decree")
    s.hand("ann", "Daedalus", "Archimedes", "Avicenna")
    g = s.build().act("decree advancement")
    assert g.achievements("bob") == []
    assert g.achievements("ann") == []
    assert "advancement_decree" in g.specials_available()
    assert g.hand("ann") == []
    assert sorted(g.removed()) == ["Archimedes", "Avicenna", "Daedalus"]


def test_expansion_decree_splays_a_colour_of_your_choice_up() -> None:
    s = _figures()
    s.board("ann", "Agriculture", "Masonry", "Archery", "Oars", splay="left")  # yellow and red piles
    s.hand("ann", "Sneferu", "Ximen Bao", "Avicenna")  # yellow 1, 2, 3
    g = s.build().act("decree expansion")
    d = g.decision
    assert d is not None and d.kind == "color" and set(d.options) == {"yellow", "red"}
    g.answer("red")
    assert g.splay("ann", "red") == "up"
    assert g.splay("ann", "yellow") == "left"


def test_rivalry_decree_returns_three_chosen_score_cards_and_every_top_figure_of_the_rival() -> None:
    s = _figures(("ann", "bob", "cat"))
    s.board("ann", "Agriculture")
    s.hand("ann", "Sinuhe", "Plato", "Murasaki Shikibu")  # purple 1, 2, 3
    s.score("bob", "Writing", "Tools", "Pottery", "Archery")  # four 1s: any three are alike to ann
    s.score("cat", "Oars")
    s.board("bob", "Hatshepsut", "Mysticism", "Homer", "Daedalus", "Calendar")  # Daedalus covered
    g = s.build().act("decree rivalry")
    g.answer("bob")
    g.game.answer("bob", "homer")  # bob orders his two figures going back to the figures 1 pile
    assert len(g.score("bob")) == 1
    assert g.board("bob") == {"purple": ["Mysticism"], "blue": ["Daedalus", "Calendar"]}
    assert g.score("cat") == ["Oars"]
    assert "rivalry_decree" in g.achievements("ann")


def test_trade_decree_draws_and_foreshadows_three_cards_one_above_your_highest_top_card() -> None:
    s = _figures()
    s.board("ann", "Calendar")  # a 2
    s.hand("ann", "Fu Xi", "Ptolemy", "Su Song")  # green 1, 2, 3
    s.deck("base", 3, "Compass", "Paper", "Optics")
    g = s.build().act("decree trade")
    assert g.zone("ann", "forecast") == ["Compass", "Paper", "Optics"]
    assert g.hand("ann") == []


def test_war_decree_returns_every_top_card_of_the_chosen_value_from_the_other_boards() -> None:
    s = _figures(("ann", "bob", "cat"))
    s.board("ann", "Archery", "Currency")  # ann's own 2 stays
    s.hand("ann", "Tigernmas", "Sun Tzu", "Saladin")  # red 1, 2, 3
    s.board("bob", "Writing", "Calendar", "Construction", "Agriculture")  # Writing under Calendar (a 2)
    s.board("cat", "Oars", "Mapmaking")
    g = s.build().act("decree war")
    g.answer("2")
    g.game.answer("bob", "calendar")  # bob orders his two 2s going back to the base 2 pile
    assert g.board("bob") == {"blue": ["Writing"], "yellow": ["Agriculture"]}
    assert g.board("cat") == {"red": ["Oars"]}
    assert g.board("ann") == {"red": ["Archery"], "green": ["Currency"]}


def test_a_decree_counts_towards_winning() -> None:
    s = _figures()
    s.board("ann", "Calendar")
    s.achievements("ann", "Tools", "Writing", "Pottery", "Oars", "Archery", "Agriculture")  # 6 of 7
    s.hand("ann", "Daedalus", "Archimedes", "Avicenna")
    g = s.build().act("decree advancement")
    assert g.over and g.winners == ["ann"]


@pytest.mark.parametrize(
    "answer",
    [
        "decree war",
        "decree",
        "decree Advancement",
        "decree advancement_decree",
        "decree nothing",
        "decree  advancement",
    ],
)
def test_a_decree_not_offered_is_refused_and_changes_nothing(answer: str) -> None:
    s = _figures()
    s.board("ann", "Calendar")
    s.hand("ann", "Daedalus", "Archimedes", "Avicenna")
    g = s.build()
    before = g.summary()
    with pytest.raises(AnswerError):
        g.act(answer)
    assert g.summary() == before


def test_a_bad_rivalry_answer_is_refused_and_changes_nothing() -> None:
    s = _figures()
    s.board("ann", "Agriculture")
    s.hand("ann", "Sinuhe", "Plato", "Murasaki Shikibu")
    s.score("bob", "Writing", "Tools", "Pottery", "Archery")
    g = s.build().act("decree rivalry")
    before = g.summary()
    for bad in ("ann", "nobody", "done"):
        with pytest.raises(AnswerError):
            g.game.answer("ann", bad)
        assert g.summary() == before
