"""Steps several 4th-edition base cards share (each card's own words are in its docstring)."""

from __future__ import annotations

from innovation.plugin_api import EffectContext

#: The base supply piles' set name (``ctx.junk_deck`` defaults to it too).
BASE = "base"


def deck_size(ctx: EffectContext, age: int) -> int:
    """How many cards the base supply pile of value ``age`` holds (0 outside the edition's ages)."""
    decks = ctx.state.decks.get(BASE, [])
    return len(decks[age - 1]) if 1 <= age <= len(decks) else 0


def may_junk_deck(ctx: EffectContext, age: int) -> None:
    """ "You may junk all cards in the [age] deck": asked only when that deck holds a card."""
    if deck_size(ctx, age) and ctx.yes_no(f"Junk all the cards of the {age} deck?", verb="junk"):
        ctx.junk_deck(age)


def lose(ctx: EffectContext) -> None:
    """ "You lose": the core's :meth:`EffectContext.lose` (kept so that the 4th-edition Artifacts
    cards written against this helper keep working; new code calls ``ctx.lose()``)."""
    ctx.lose()
