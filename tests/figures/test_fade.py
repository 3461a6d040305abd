"""Figures in the Sky: fading (RULES-figures.md §6; docs/rulings.md, "Figures in the Sky").
Scenario tests from the rules digest."""

from __future__ import annotations

import pytest

from innovation.errors import AnswerError
from innovation.testing import Scenario


def _figures(players: tuple[str, ...] = ("ann", "bob"), **kw: bool) -> Scenario:
    return Scenario(players=players, expansions=("figures",), unfinished=True, **kw)


def test_after_an_action_a_player_with_two_top_figures_scores_one_of_their_choice() -> None:
    s = _figures()
    s.board("ann", "Hatshepsut")
    s.hand("ann", "Gilgamesh")
    g = s.build().act("meld Gilgamesh")
    d = g.decision
    assert d is not None and d.player == "ann" and d.verb == "score"
    assert set(d.options) == {"hatshepsut", "gilgamesh"}
    g.answer("Hatshepsut")
    assert g.score("ann") == ["Hatshepsut"]
    assert g.pile("ann", "red") == ["Gilgamesh"]
    assert g.decision is not None and g.decision.kind == "action"  # ann's second action


def test_one_top_figure_never_fades_and_covered_figures_do_not_count() -> None:
    s = _figures()
    s.board("ann", "Hatshepsut", "Mapmaking", "Homer")  # Hatshepsut is covered
    g = s.build().act("draw")
    assert g.score("ann") == []
    assert g.decision is not None and g.decision.kind == "action"


def test_every_player_fades_in_seat_order_from_the_first_seat() -> None:
    s = _figures(("ann", "bob", "cat"))
    s.turn("bob")
    s.board("ann", "Hatshepsut", "Gilgamesh")
    s.board("cat", "Homer", "Sneferu")
    s.board("bob", "Agriculture")
    g = s.build().act("draw", "bob")
    assert g.decision is not None and g.decision.player == "ann"
    g.answer("Gilgamesh")
    assert g.decision is not None and g.decision.player == "cat"
    g.answer("Sneferu")
    assert g.score("ann") == ["Gilgamesh"] and g.score("cat") == ["Sneferu"]
    assert g.decision is not None and g.decision.kind == "action" and g.decision.player == "bob"


def test_fading_goes_on_while_a_scored_figure_uncovers_another() -> None:
    s = _figures()
    s.board("ann", "Sargon of Akkad", "Hatshepsut", "Gilgamesh")  # two greens: Sargon under Hatshepsut
    g = s.build().act("draw")
    g.answer("Hatshepsut")  # uncovers Sargon of Akkad: still two top figures
    d = g.decision
    assert d is not None and d.player == "ann" and set(d.options) == {"sargon_of_akkad", "gilgamesh"}
    g.answer("Gilgamesh")
    assert g.score("ann") == ["Hatshepsut", "Gilgamesh"]
    assert g.pile("ann", "green") == ["Sargon of Akkad"]


def test_three_top_figures_fade_down_to_one() -> None:
    s = _figures()
    s.board("ann", "Hatshepsut", "Gilgamesh", "Homer")
    g = s.build().act("draw")
    g.answer("Homer")
    g.answer("Gilgamesh")
    assert g.score("ann") == ["Homer", "Gilgamesh"]
    assert g.board("ann")["green"] == ["Hatshepsut"]


@pytest.mark.parametrize("keeper", ["Avicenna", "Duke Ellington", "Nelson Mandela"])
def test_a_no_fade_karma_on_top_keeps_every_figure(keeper: str) -> None:
    s = _figures()
    s.board("ann", keeper, "Hatshepsut", "Daedalus")  # a green and a blue figure beside it
    g = s.build().act("draw")
    assert g.score("ann") == []
    assert g.decision is not None and g.decision.kind == "action"


def test_a_covered_no_fade_figure_does_not_protect() -> None:
    s = _figures()
    s.board("ann", "Avicenna", "Agriculture", "Hatshepsut", "Gilgamesh")  # Avicenna (yellow) covered
    g = s.build().act("draw")
    assert g.decision is not None and g.decision.verb == "score"


def test_ching_shih_is_a_figure_that_fades() -> None:
    s = Scenario(expansions=("artifacts", "figures"), relics=True, unfinished=True)
    s.board("ann", "Ching Shih", "Hatshepsut")
    g = s.build().act("draw")
    d = g.decision
    assert d is not None and d.verb == "score" and set(d.options) == {"ching_shih", "hatshepsut"}


@pytest.mark.parametrize("answer", ["Agriculture", "Homer", "done", "hatshepsut hatshepsut", ""])
def test_a_bad_fade_answer_is_refused_and_changes_nothing(answer: str) -> None:
    s = _figures()
    s.board("ann", "Hatshepsut", "Gilgamesh", "Agriculture")
    s.board("bob", "Homer")
    g = s.build().act("draw")
    before = g.summary()
    with pytest.raises(AnswerError):
        g.game.answer("ann", answer)
    assert g.summary() == before
    with pytest.raises(AnswerError):
        g.game.answer("bob", "hatshepsut")  # not bob's decision
    assert g.summary() == before
