"""Steps several 4th-edition base cards share (each card's own words are in its docstring)."""

from __future__ import annotations

from innovation.plugin_api import COLORS, EffectContext

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
    """ "You lose" (BGA's rule): in a team game the loser's team loses at once; otherwise the
    loser leaves the game (the last player left wins), and all their cards go to the junk."""
    # Written with the core's elimination; the core may take it over as ``ctx.lose`` later.
    me = ctx.player
    ctx.eliminate(me)  # ends the game for a team, or when one player is left
    board = [c for color in COLORS for c in reversed(ctx.pile(color))]
    zones = [c for cards in ctx.state.players[me].zones.values() for c in cards]
    achievements = [c for c in ctx.achievements() if ctx.is_card(c)]
    ctx.junk_cards(ctx.hand() + board + ctx.score_pile() + achievements + zones)
