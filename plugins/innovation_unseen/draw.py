"""The Unseen draw (RULES-4e.md §7; ruling "The Unseen draw (OPEN 3)" in docs/rulings.md).

A player's first take from a supply pile in each turn — anybody's turn — is the only one that may
be an Unseen card: when it is a draw that would take a base card (no other set's substitution,
such as the 4th edition's Echoes draw, applies first), it takes the Unseen card of that value
instead (a base card when that Unseen pile is empty). Any take from any supply pile — a draw of
any set, a draw-and-junk, a dig, a card safeguarded or scored straight from a deck — uses the
chance up. The opening hands are base cards.

The chance is kept in ``state.counters`` (saved with the game): the number of the turn in which
the player last took a card from a supply pile.
"""

from __future__ import annotations

from innovation.plugin_api import Context

#: The set whose cards the Unseen draw takes.
SET = "unseen"


def counter_key(p: int) -> str:
    """The counter (``state.counters``) of seat ``p``: the turn in which they last took a card from a supply pile."""
    return f"unseen.took.{p}"


def will_draw_unseen(ctx: Context, p: int | None = None) -> bool:
    """Whether ``p``'s next base draw this turn is an Unseen card: they have taken nothing from a
    supply pile yet this turn (and the opening melds are over)."""
    st = ctx.state
    who = ctx.player if p is None else p
    return st.phase == "turn" and st.counters.get(counter_key(who)) != st.turn


def note_take(ctx: Context) -> None:
    """``ctx.player`` took a card from a supply pile: their chance for this turn is used up."""
    ctx.state.counters[counter_key(ctx.player)] = ctx.state.turn
