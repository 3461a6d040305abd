"""The labels of a card's alternatives ("Choose one: …") are read in the player's language: the
four Unseen cards whose alternatives are worded by the card itself (April Fool's Day, Quackery,
Pen Name, The Prophecies) offer every alternative in Korean and Japanese, none left in English."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from innovation.i18n.wording import localized_decision
from innovation.protocol.decisions import Decision
from innovation.rules.plugins import Rules
from innovation.testing import Scenario


def _decision_of(card: str, setup: Callable[[Scenario], object]) -> tuple[Decision, Rules]:
    s = Scenario(("ann", "bob"), expansions=("unseen",), edition="fourth")
    s.board("ann", card)
    setup(s)
    g = s.build().dogma(card)
    assert g.decision is not None and g.decision.player == "ann"
    return g.decision, g.game.rules


CASES: dict[str, Callable[[Scenario], object]] = {
    "April Fool's Day": lambda s: s.hand("ann", "Archery"),
    "Quackery": lambda s: s.hand("ann", "Archery"),
    "Pen Name": lambda s: s.hand("ann", "Archery"),
    # With a secret both alternatives are offered (without one, only the safeguard).
    "The Prophecies": lambda s: s.zone("ann", "safe", "Oars"),
}


@pytest.mark.parametrize("card", list(CASES))
@pytest.mark.parametrize("lang", ["ko", "ja"])
def test_a_card_s_own_alternatives_are_translated(card: str, lang: str) -> None:
    decision, rules = _decision_of(card, CASES[card])
    english = [c.label for c in decision.choices]
    assert len(english) == 2 and all(" " in label for label in english)  # worded alternatives, not card names
    local = [c.label for c in localized_decision(decision, rules, lang).choices]
    assert all(label not in english for label in local), (card, lang, local)
    assert not any(ch.isascii() and ch.isalpha() for label in local for ch in label), local
