"""Age 6 base cards, fourth edition. An effect whose meaning is the third edition's reuses its
function (``third.…``); the rest are written here."""

from __future__ import annotations

from innovation.plugin_api import Color, EffectContext, Icon
from innovation_base.cards import age06 as third
from innovation_base.cards.age09 import reveal_hand_card
from innovation_base.fourth.book import book
from innovation_base.fourth.helpers import junk_an_available_achievement

book.effect("atomic_theory")(third.atomic_theory_splay)
book.effect("atomic_theory")(third.atomic_theory_meld)

# "If you tuck a card, score a top card without a factory of each colour" is the third edition's
# "if you do, score all your top cards without a factory": one top card per colour.
book.effect("canning")(third.canning_tuck)
book.effect("canning")(third.canning_splay)


@book.effect("classification")
def classification(ctx: EffectContext) -> None:
    """Show a card from your hand. Take every card of its colour from your opponents' hands into
    yours, then meld every card of that colour in your hand."""
    # The fourth edition reveals the card itself (the third edition only its colour).
    card = reveal_hand_card(ctx)
    if card is None:
        return
    color = ctx.color(card)
    for q in ctx.opponents():
        ctx.transfer_cards([c for c in ctx.hand(q) if ctx.color(c) == color], ctx.hand_of())
    ctx.meld_cards([c for c in ctx.hand() if ctx.color(c) == color])


book.effect("democracy")(third.democracy)

book.demand("emancipation")(third.emancipation_demand)
book.effect("emancipation")(third.emancipation_splay)


@book.effect("encyclopedia")
def encyclopedia(ctx: EffectContext) -> None:
    """Name a value. You may then meld every card of that value from your score pile (all of
    them or none)."""
    # Ruling: only the values present in the score pile are offered (naming another would do
    # nothing); with an empty score pile nothing is asked.
    values = sorted({ctx.age(c) for c in ctx.score_pile()})
    if not values:
        return
    value = ctx.choose_value(values, "Choose a value", verb="meld")
    cards = [c for c in ctx.score_pile() if ctx.age(c) == value]
    if ctx.yes_no(f"Meld all {len(cards)} card(s) of value {value} from your score pile?", verb="meld"):
        ctx.meld_cards(cards)


@book.effect("encyclopedia")
def encyclopedia_junk(ctx: EffectContext) -> None:
    """You may send one unclaimed standard achievement worth 5, 6 or 7 to the junk."""
    junk_an_available_achievement(ctx, (5, 6, 7), optional=True)


@book.effect("industrialization")
def industrialization_tuck(ctx: EffectContext) -> None:
    """Draw and tuck three 6s. Then, if no other player shows as many clocks as you, return your
    top red card."""
    for _ in range(3):
        ctx.draw_and_tuck(6)
    # The clocks are counted after the three tucks (they may add some).
    mine = ctx.icons(Icon.CLOCK)
    red = ctx.top(Color.RED)
    if red is not None and all(ctx.icons(Icon.CLOCK, q) < mine for q in ctx.others()):
        ctx.return_card(red)


book.effect("industrialization")(third.industrialization_splay)

book.effect("machine_tools")(third.machine_tools)

book.effect("metric_system")(third.metric_system_any)
book.effect("metric_system")(third.metric_system_green)


@book.demand("vaccination")
def vaccination_demand(ctx: EffectContext) -> None:
    """Pick a card in your score pile and return every card of its value from your score pile.
    If you returned any, draw and meld a 6."""
    card = ctx.choose_card(ctx.score_pile(), "Choose a card in your score pile", verb="choose")
    if card is None:
        return
    value = ctx.age(card)
    ctx.return_cards([c for c in ctx.score_pile() if ctx.age(c) == value])
    ctx.draw_and_meld(6)


book.effect("vaccination")(third.vaccination)
