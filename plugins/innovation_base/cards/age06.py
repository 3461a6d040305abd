"""Age 6 base cards."""

from __future__ import annotations

from innovation.plugin_api import COLORS, Color, EffectContext, Icon, Splay
from innovation_base.book import book

_DEMOCRACY_KEY = "democracy_returned"


@book.effect("atomic_theory")
def atomic_theory_splay(ctx: EffectContext) -> None:
    """You may splay your blue pile to the right."""
    ctx.may_splay([Color.BLUE], Splay.RIGHT)


@book.effect("atomic_theory")
def atomic_theory_meld(ctx: EffectContext) -> None:
    """Draw a 7 and meld it."""
    ctx.draw_and_meld(ctx.effect_age(7))


@book.effect("canning")
def canning_tuck(ctx: EffectContext) -> None:
    """You may draw a 6 and tuck it. If you did, score each of your top cards that shows no
    factory."""
    if not ctx.yes_no("Draw and tuck a 6?"):
        return
    if not ctx.tuck(ctx.draw(ctx.effect_age(6))):  # (a karma may keep the card: then "you did" not)
        return
    # Ruling (BGA): the top cards are read once, after the tuck; a card uncovered by scoring
    # the card above it is not scored. A tuck that starts a new pile makes a top card too.
    ctx.score_cards([c for c in ctx.top_cards() if not ctx.has_icon(c, Icon.FACTORY)])


@book.effect("canning")
def canning_splay(ctx: EffectContext) -> None:
    """You may splay your yellow pile to the right."""
    ctx.may_splay([Color.YELLOW], Splay.RIGHT)


@book.effect("classification")
def classification(ctx: EffectContext) -> None:
    """Pick a colour among the cards in your hand and show it. Take every card of that colour
    from your opponents' hands into yours, then meld every card of that colour in your hand."""
    color = ctx.choose_color(
        [ctx.color(c) for c in ctx.hand()], "Reveal the colour of a card in your hand", verb="reveal"
    )
    if color is None:
        return
    # Only the colour is revealed (the text asks for no more); the log announces it.
    ctx.reveal_color(color)
    # Ruling: the card text says "opponents", so partners' hands are left alone in a team game
    # (BGA's 3rd-edition code takes from every other player; identical outside team games).
    for q in ctx.opponents():
        taken = [c for c in ctx.hand(q) if ctx.color(c) == color]
        ctx.transfer_cards(taken, ctx.hand_of())
    ctx.meld_cards([c for c in ctx.hand() if ctx.color(c) == color])


@book.effect("democracy")
def democracy(ctx: EffectContext) -> None:
    """You may return as many cards from your hand as you like. If your Democracy returns in
    this dogma now exceed those of every other player, draw an 8 and score it."""
    hand = ctx.hand()
    picks = ctx.choose_cards(
        hand, "You may return any number of cards from your hand", max_count=len(hand), verb="return"
    )
    returned = ctx.return_cards(picks)  # the cards returned, not those a karma kept
    # Ruling (BGA): a running count per player for this dogma; you score when your count is
    # strictly greater than every other player's count so far (returning none never scores).
    counts: dict[int, int] = ctx.memory.setdefault(_DEMOCRACY_KEY, {})
    counts[ctx.player] = counts.get(ctx.player, 0) + len(returned)
    mine = counts[ctx.player]
    best_other = max((n for q, n in counts.items() if q != ctx.player), default=0)
    if mine > best_other:
        ctx.draw_and_score(ctx.effect_age(8))


@book.demand("emancipation")
def emancipation_demand(ctx: EffectContext) -> None:
    """Move a card from your hand into my score pile. If you did, draw a 6."""
    card = ctx.choose_card(
        ctx.hand(),
        "Choose a card to transfer to the activator's score pile",
        verb="transfer",
        to=ctx.score_of(ctx.activator),
    )
    if card is not None and ctx.transfer(card, ctx.score_of(ctx.activator)):
        ctx.draw(ctx.effect_age(6))


@book.effect("emancipation")
def emancipation_splay(ctx: EffectContext) -> None:
    """You may splay either your red or your purple pile to the right."""
    ctx.may_splay([Color.RED, Color.PURPLE], Splay.RIGHT)


@book.effect("encyclopedia")
def encyclopedia(ctx: EffectContext) -> None:
    """You may meld the highest-valued cards of your score pile; if you meld any of them, you
    meld every one of them."""
    highest = ctx.highest(ctx.score_pile())
    if not highest:
        return
    if ctx.yes_no(f"Meld all {len(highest)} highest card(s) of your score pile?"):
        ctx.meld_cards(highest)


@book.effect("industrialization")
def industrialization_tuck(ctx: EffectContext) -> None:
    """Count your colours whose pile shows at least one factory; draw and tuck that many 6s."""
    # Ruling: the colours are counted once, before any tuck (the natural reading of "for every
    # colour"); BGA re-checks colour by colour in blue→purple order, which only differs when an
    # earlier tuck adds a factory to a later colour.
    n = sum(1 for c in COLORS if ctx.pile_icons(c, Icon.FACTORY) > 0)
    for _ in range(n):
        ctx.draw_and_tuck(ctx.effect_age(6))


@book.effect("industrialization")
def industrialization_splay(ctx: EffectContext) -> None:
    """You may splay either your red or your purple pile to the right."""
    ctx.may_splay([Color.RED, Color.PURPLE], Splay.RIGHT)


@book.effect("machine_tools")
def machine_tools(ctx: EffectContext) -> None:
    """Draw and score a card whose value matches the highest value in your score pile."""
    # An empty score pile has highest value 0, so the draw starts at 1 (RULES.md §9.4).
    ctx.draw_and_score(max((ctx.age(c) for c in ctx.score_pile()), default=0))


@book.effect("metric_system")
def metric_system_any(ctx: EffectContext) -> None:
    """If your green pile is splayed right, you may splay one pile of any colour to the right."""
    if ctx.splay_of(Color.GREEN) == Splay.RIGHT:
        ctx.may_splay(COLORS, Splay.RIGHT)


@book.effect("metric_system")
def metric_system_green(ctx: EffectContext) -> None:
    """You may splay your green pile to the right."""
    ctx.may_splay([Color.GREEN], Splay.RIGHT)


@book.demand("vaccination")
def vaccination_demand(ctx: EffectContext) -> None:
    """Return every lowest-valued card of your score pile. If you returned at least one, draw
    a 6 and meld it."""
    lowest = ctx.lowest(ctx.score_pile())
    if not lowest:
        return
    if ctx.return_cards(lowest):  # any returned, not all kept by a karma
        ctx.draw_and_meld(ctx.effect_age(6))


@book.effect("vaccination")
def vaccination(ctx: EffectContext) -> None:
    """If the demand made anyone return a card, draw a 7 and meld it."""
    if ctx.demand_had_effect:
        ctx.draw_and_meld(ctx.effect_age(7))
