"""The Inspire action (RULES-figures.md §5; docs/rulings.md, "Figures in the Sky").

Once per turn, as either action, a player may inspire one of their colours whose pile shows at
least one inspire icon (a top card shows every slot; a covered card only the slots its pile's
splay uncovers). Every showing inspire effect of that pile runs, from the bottom of the pile to
the top, by that player alone (nobody shares, no demand) — with a "pile_effects" karma, those of
the piles it names too, pile after pile (docs/rulings.md); then they draw a card of the value of
that pile's top card as it is after the effects (1 when the pile is now empty) — an ordinary draw
(the Echoes draw rule applies; not a Draw action, not a figure).
"""

from __future__ import annotations

from innovation.plugin_api import COLORS, Color, Context, NotImplementedRuleError
from innovation_figures.book import book
from innovation_figures.icons import INSPIRE

#: The action: ``"inspire <colour>"`` (``"inspire red"``).
INSPIRE_ACTION = "inspire "
#: ``state.counters`` key: the number of the turn in which the turn player last inspired.
_INSPIRED = "figures.inspired"


def inspire_cards(ctx: Context, color: int, p: int | None = None) -> list[str]:
    """Cards of ``p``'s ``color`` pile whose inspire icon shows, bottom to top."""
    return [card for card, codes in ctx.visible_faces(color, p) if INSPIRE in codes]


def pile_inspire_cards(ctx: Context, color: int, p: int | None = None) -> list[str]:
    """The cards whose inspire effects an Inspire of ``p``'s ``color`` pile runs, in order: that
    pile's showing ones bottom to top, or — with a static "pile_effects" karma (the core's
    ``ctx.effect_piles``) — those of each pile it names, pile after pile."""
    return [card for pile in ctx.effect_piles(color, p) for card in inspire_cards(ctx, pile, p)]


def inspired_this_turn(ctx: Context) -> bool:
    return ctx.state.counters.get(_INSPIRED) == ctx.state.turn


def inspire_actions(ctx: Context) -> list[str]:
    """The Inspire actions ``ctx.player`` may take now."""
    if inspired_this_turn(ctx):
        return []
    return [f"{INSPIRE_ACTION}{Color(c).label}" for c in COLORS if pile_inspire_cards(ctx, c)]


def inspire(ctx: Context, color: Color) -> None:
    """``ctx.player`` inspires their ``color`` pile (offered only when it shows an inspire icon)."""
    ctx.state.counters[_INSPIRED] = ctx.state.turn  # used up even when a karma replaces it (§9)
    if ctx.would("inspire", color=color):
        return
    for card in pile_inspire_cards(ctx, color):
        fn = book.inspires.get(card)
        if fn is None:
            raise NotImplementedRuleError(f"{ctx.info(card).name}'s inspire effect is not implemented yet")
        ctx.execute_printed(card, fn, "inspire")
    ctx.draw(max(1, ctx.action_top_value(color)))
