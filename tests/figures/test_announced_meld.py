"""A Meld action names its card as it is announced; with a meld karma about to act first (or
instead), the card is shown before the karma runs, so the announcement leaks nothing even when the
card never reaches the board in that answer (soak games 111/113/126 with Figures found the action
event naming a hand card nobody else had seen)."""

from __future__ import annotations

from tests.figures.play import figures


def test_a_meld_action_a_karma_acts_on_first_shows_the_card_before_the_karma() -> None:
    s = figures()
    s.board("ann", "Leonardo da Vinci")  # before you meld a yellow card, meld your other hand cards
    s.hand("ann", "Fermenting", "Archery")
    g = s.build().meld("Fermenting")
    kinds = [(e.kind, e.card) for e in g.game.events]
    reveal = kinds.index(("reveal", "fermenting"))
    karma = kinds.index(("execute", "leonardo_da_vinci"))
    assert reveal < karma
    assert g.pile("ann", "red") == ["Archery"]
    assert g.pile("ann", "yellow") == ["Leonardo da Vinci", "Fermenting"]


def test_a_meld_action_without_a_karma_shows_nothing_more() -> None:
    s = figures()
    s.board("ann", "Leonardo da Vinci")
    s.hand("ann", "Archery")  # red: no karma of his applies
    g = s.build().meld("Archery")
    assert not [e for e in g.game.events if e.kind == "reveal"]
