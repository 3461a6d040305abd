"""The relic Ching Shih's karmas (RULES-figures.md §8; docs/rulings.md, "Figures in the Sky").

Ching Shih is one of Artifacts of History's relics (its facts: ``innovation_artifacts.relic_data``)
and a figure. Without Figures in the Sky it can only be seized as an achievement; with Figures in
play it may be seized into the hand and melded, and its karmas are this plugin's to run: the
plugin's card set gives the relic its effects (the core keeps them only when the relic is in play,
that is with Artifacts and its relics)."""

from __future__ import annotations

from innovation.plugin_api import CardBook, CardContext, CardEffects, KarmaContext, Where
from innovation_artifacts.relic_data import RELICS
from innovation_figures.figures import is_figure

CHING_SHIH = "ching_shih"
#: The relic's own registry (a relic is not one of the figures set's cards).
relic_book = CardBook("relics")


def _from_hand(ctx: CardContext, from_zone: str) -> bool:
    return from_zone == "hand"


@relic_book.karma(CHING_SHIH, "melded", "when", match=_from_hand)
def ching_shih_melded(ctx: KarmaContext) -> None:
    """When you meld this card from your hand, move one of an opponent's achievements into yours."""
    # Special achievements (decrees too) are no cards: only achievement cards move (docs/rulings.md).
    mine = Where("achievements", ctx.player)
    theirs = [a for q in ctx.opponents() for a in ctx.achievements(q) if ctx.is_card(a)]
    card = ctx.choose_card(theirs, "Transfer an opponent's achievement to yours", verb="transfer", to=mine)
    if card is not None:
        ctx.transfer(card, mine)


def _not_a_figure(ctx: CardContext, card: str) -> bool:
    return not is_figure(ctx, card)


@relic_book.karma(CHING_SHIH, "score", "instead", match=_not_a_figure)
def ching_shih_score(ctx: KarmaContext, card: str) -> None:
    """When you would score a card that is not a figure, instead move a card of the same value from
    an opponent's score pile to yours."""
    value = ctx.age(card)
    to = ctx.score_of()
    pool = [c for q in ctx.opponents() for c in ctx.score_pile(q) if ctx.age(c) == value]
    prompt = f"Transfer a card of value {value} from an opponent's score pile to yours"
    chosen = ctx.choose_card(pool, prompt, verb="transfer", to=to)
    if chosen is not None:
        ctx.transfer(chosen, to)


#: Ching Shih's effects, checked against the relic's facts (no dogma, no echo: karmas only).
RELIC_EFFECTS: dict[str, CardEffects] = relic_book.build(tuple(r for r in RELICS if r.id == CHING_SHIH))
