"""Figures in the Sky: the Inspire action (RULES-figures.md §5; docs/rulings.md, "Figures in the
Sky"). The figures' own inspire effects are figcards' (tests/figures/test_ageNN.py); here each
figure's inspire effect is replaced by one that records its run, to test the action's rules:
which effects run (visibility by splay), in which order, by whom, and the draw after."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from innovation.errors import IllegalAnswerError
from innovation.plugin_api import EffectContext
from innovation.testing import Scenario
from innovation_figures.book import book

Ran = list[tuple[str, str]]


@pytest.fixture
def ran(monkeypatch: pytest.MonkeyPatch) -> Ran:
    """Every figure's inspire effect records (figure, executing player) when it runs."""
    out: Ran = []

    def recorder(card: str) -> Callable[[EffectContext], None]:
        def effect(ctx: EffectContext) -> None:
            """Records its run (test)."""
            out.append((card, ctx.name()))

        return effect

    for card in ("sargon_of_akkad", "ptolemy", "hatshepsut", "su_song", "homer", "gilgamesh"):
        monkeypatch.setitem(book.inspires, card, recorder(card))
    return out


def _figures() -> Scenario:
    return Scenario(expansions=("figures",), unfinished=True)


def test_inspire_runs_every_showing_inspire_effect_bottom_to_top_then_draws(ran: Ran) -> None:
    s = _figures()
    # inspire slots: Sargon bottom-right, Ptolemy bottom-middle (both shown splayed up), Hatshepsut on top
    s.board("ann", "Sargon of Akkad", "Ptolemy", "Hatshepsut", splay="up")
    s.deck("base", 1, "Pottery")
    g = s.build().act("inspire green")
    assert ran == [("sargon_of_akkad", "ann"), ("ptolemy", "ann"), ("hatshepsut", "ann")]
    assert g.hand("ann") == ["Pottery"]  # the top card, Hatshepsut, is a 1


def test_a_splay_right_shows_only_the_inspire_icons_in_the_left_slots(ran: Ran) -> None:
    s = _figures()
    s.board("ann", "Sargon of Akkad", "Su Song", "Hatshepsut", splay="right")  # Su Song's is bottom-left
    g = s.build().act("inspire green")
    assert ran == [("su_song", "ann"), ("hatshepsut", "ann")]
    assert len(g.hand("ann")) == 1


def test_a_covered_inspire_icon_in_an_unsplayed_pile_does_not_count(ran: Ran) -> None:
    s = _figures()
    s.board("ann", "Hatshepsut", "Mapmaking")  # Hatshepsut covered, the pile unsplayed
    g = s.build()
    assert not any(o.startswith("inspire") for o in g.options)


def test_the_draw_is_of_the_piles_top_value_after_the_effects(ran: Ran, monkeypatch: pytest.MonkeyPatch) -> None:
    def meld_from_hand(ctx: EffectContext) -> None:
        """Meld the card in hand (test)."""
        ctx.meld(ctx.hand()[0])

    monkeypatch.setitem(book.inspires, "hatshepsut", meld_from_hand)
    s = _figures()
    s.board("ann", "Hatshepsut")
    s.hand("ann", "Navigation")  # a green 4
    s.deck("base", 4, "Gunpowder")
    g = s.build().act("inspire green")
    assert g.pile("ann", "green") == ["Hatshepsut", "Navigation"]
    assert g.hand("ann") == ["Gunpowder"]


def test_an_emptied_pile_draws_a_one(monkeypatch: pytest.MonkeyPatch) -> None:
    def return_it(ctx: EffectContext) -> None:
        """Return your top green card (test)."""
        top = ctx.top(2)
        assert top is not None
        ctx.return_card(top)

    monkeypatch.setitem(book.inspires, "hatshepsut", return_it)
    s = _figures()
    s.board("ann", "Hatshepsut", "Calendar")  # a blue 2 elsewhere: the draw is still a 1
    s.deck("base", 1, "Pottery")
    g = s.build().act("inspire green")
    assert g.pile("ann", "green") == []
    assert g.hand("ann") == ["Pottery"]


def test_inspire_effects_are_not_shared(ran: Ran) -> None:
    s = _figures()
    s.board("ann", "Hatshepsut")
    s.board("bob", "Homer", "Gilgamesh")  # more of everything, inspire icons on top
    s.build().act("inspire green")
    assert ran == [("hatshepsut", "ann")]


def test_inspire_only_once_a_turn(ran: Ran) -> None:
    s = _figures()
    s.board("ann", "Hatshepsut", "Archery")
    g = s.build()
    assert "inspire green" in g.options
    g.act("inspire green")
    assert g.decision is not None and g.decision.player == "ann"
    assert not any(o.startswith("inspire") for o in g.options)
    g.act("draw")  # the turn ends; bob's turn
    g.act("draw")
    g.act("draw")  # ann's next turn: inspiring is offered again
    assert "inspire green" in g.options


@pytest.mark.parametrize("answer", ["inspire blue", "inspire", "inspire GREEN ", "inspire 2", "inspire green green"])
def test_an_inspire_not_offered_is_refused_and_changes_nothing(ran: Ran, answer: str) -> None:
    s = _figures()
    s.board("ann", "Hatshepsut")
    g = s.build()
    before = g.summary()
    with pytest.raises(IllegalAnswerError):
        g.act(answer)
    assert g.summary() == before
    assert ran == []
