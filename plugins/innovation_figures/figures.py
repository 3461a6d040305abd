"""What a figure is, and where a player's figures are (RULES-figures.md §3, §8): every card of the
figures set, and the relic Ching Shih (a relic whose set is Figures in the Sky) while Figures is
in play — only then does this plugin's code run."""

from __future__ import annotations

from innovation.plugin_api import Context

#: The figures' set name (their supply piles: ``state.decks["figures"]``).
SET = "figures"


def is_figure(ctx: Context, card: str) -> bool:
    """Whether ``card`` is a figure (a card of the figures set, Ching Shih included)."""
    return ctx.is_card(card) and ctx.info(card).set == SET


def top_figures(ctx: Context, p: int | None = None) -> list[str]:
    """``p``'s top cards that are figures, in colour order."""
    return [card for card in ctx.top_cards(p) if is_figure(ctx, card)]


def figures_in_hand(ctx: Context, p: int | None = None) -> list[str]:
    """The figures in ``p``'s hand, in hand order."""
    return [card for card in ctx.hand(p) if is_figure(ctx, card)]
