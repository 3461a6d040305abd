"""Age 10 Echoes of the Past cards."""

from __future__ import annotations

from collections import Counter

from innovation.plugin_api import COLORS, RESOURCE_ICONS, Color, EffectContext, Icon, Splay
from innovation_echoes.book import book
from innovation_echoes.visible import visible_bonuses

# --------------------------------------------------------------------------- Artificial Heart


@book.effect("artificial_heart")
def artificial_heart(ctx: EffectContext) -> None:
    """Claim one available standard achievement you qualify for, counting your score twice when
    checking whether you qualify."""
    points = 2 * ctx.points()
    top = ctx.highest_top_value()
    # Ruling (BGA): the usual requirements (a top card of at least that value, and the Echoes
    # cost n × 5 × value) are checked against twice the current score.
    ages = sorted(
        {ctx.age(c) for c in ctx.state.achievements if top >= ctx.age(c) and points >= ctx.achievement_cost(ctx.age(c))}
    )
    if ages:
        ctx.claim_achievement(ctx.choose_value(ages, "Claim an achievement"))


# --------------------------------------------------------------------------- Camcorder


@book.demand("camcorder")
def camcorder_demand(ctx: EffectContext) -> None:
    """Hand me every card in your hand, then draw a 9."""
    ctx.transfer_cards(ctx.hand(), ctx.hand_of(ctx.activator))
    ctx.draw(ctx.effect_age(9))


@book.effect("camcorder")
def camcorder(ctx: EffectContext) -> None:
    """Meld every 9 in your hand and return the rest of your hand. Then draw three 9s."""
    hand = ctx.hand()
    nine = ctx.effect_age(9)  # "all [9]s", and "all other cards" are the rest of the same hand
    ctx.meld_cards([c for c in hand if ctx.age(c) == nine])
    ctx.return_cards([c for c in hand if ctx.age(c) != nine])
    for _ in range(3):
        ctx.draw(ctx.effect_age(9))


# --------------------------------------------------------------------------- Cell Phone


@book.effect("cell_phone")
def cell_phone_draw(ctx: EffectContext) -> None:
    """For each pair of clocks showing on your board, take a 10 into your hand."""
    for _ in range(ctx.icons(Icon.CLOCK) // 2):
        ctx.draw(ctx.effect_age(10))


@book.effect("cell_phone")
def cell_phone_splay(ctx: EffectContext) -> None:
    """You may splay your green pile up."""
    ctx.may_splay([Color.GREEN], Splay.UP)


@book.effect("cell_phone")
def cell_phone_tuck(ctx: EffectContext) -> None:
    """Tuck as many hand cards with a clock as you like; each pile you tuck into is splayed up."""
    # Ruling (BGA): cards are tucked one at a time and each pile is splayed up right after its tuck.
    # A card whose tuck a karma replaced tucked into no pile: nothing is splayed for it (and, if
    # it stayed in hand, it is not offered again).
    kept: set[str] = set()
    while True:
        candidates = [c for c in ctx.hand() if ctx.has_icon(c, Icon.CLOCK) and c not in kept]
        card = ctx.choose_card(candidates, "You may tuck a card with a clock", optional=True, verb="tuck")
        if card is None:
            return
        if ctx.tuck(card):
            ctx.splay(ctx.color(card), Splay.UP)
        else:
            kept.add(card)


# --------------------------------------------------------------------------- Flash Drive


@book.demand("flash_drive")
def flash_drive_demand(ctx: EffectContext) -> None:
    """Pick four of your score cards and put them back in the supply."""
    picks = ctx.choose_cards(
        ctx.score_pile(), "Return four cards from your score pile", max_count=4, min_count=4, verb="return"
    )
    ctx.return_cards(picks)


@book.effect("flash_drive")
def flash_drive(ctx: EffectContext) -> None:
    """Put one of your score cards back in the supply. If you did, you may splay one pile up."""
    card = ctx.choose_card(ctx.score_pile(), "Return a card from your score pile", verb="return")
    if card is None or not ctx.return_card(card):  # "if you do": returned, not replaced by a karma
        return
    ctx.may_splay(COLORS, Splay.UP)


# --------------------------------------------------------------------------- GPS


@book.demand("gps")
def gps_demand(ctx: EffectContext) -> None:
    """Put every card of your forecast back in the supply."""
    ctx.return_cards(ctx.forecast())


@book.effect("gps")
def gps_foreshadow(ctx: EffectContext) -> None:
    """Draw three 10s into your forecast."""
    for _ in range(3):
        ctx.draw_and_foreshadow(ctx.effect_age(10))


@book.effect("gps")
def gps_splay(ctx: EffectContext) -> None:
    """You may splay your yellow pile up."""
    ctx.may_splay([Color.YELLOW], Splay.UP)


# --------------------------------------------------------------------------- Human Genome


@book.effect("human_genome")
def human_genome(ctx: EffectContext) -> None:
    """You may pick any value, then draw a card of it and score it. Pick up the bottom card of one
    of your piles into your hand. If your hand and your score pile then hold exactly the same
    values, card for card, you win."""
    value = ctx.may_choose_value(range(1, 11), "You may draw and score a card of any value", verb="draw")
    if value is not None:
        ctx.draw_and_score(value)
    bottoms = [c for c in (ctx.bottom(color) for color in COLORS) if c is not None]
    card = ctx.choose_card(bottoms, "Take a bottom card into your hand", verb="transfer", to=ctx.hand_of())
    if card is not None:
        ctx.transfer(card, ctx.hand_of())
    # Ruling (BGA): the values are compared as multisets (the same number of cards of each value).
    if Counter(ctx.age(c) for c in ctx.hand()) == Counter(ctx.age(c) for c in ctx.score_pile()):
        ctx.win()


# --------------------------------------------------------------------------- MP3


@book.effect("mp3")
def mp3_return(ctx: EffectContext) -> None:
    """Return as many hand cards as you like. For every card returned, claim two standard
    achievements you qualify for."""
    hand = ctx.hand()
    picks = ctx.choose_cards(hand, "You may return cards from your hand", max_count=len(hand), verb="return")
    returned = ctx.return_cards(picks)  # "for each card returned": not those a karma kept
    for _ in range(2 * len(returned)):
        if not ctx.claim_eligible_achievement():
            return


@book.effect("mp3")
def mp3_score(ctx: EffectContext) -> None:
    """Pick the value of a bonus visible on your board, then draw a card of it and score it."""
    # Ruling (BGA): with no visible bonus the value is 0, so a 1 is drawn and scored.
    values = sorted(set(visible_bonuses(ctx))) or [0]
    ctx.draw_and_score(ctx.choose_value(values, "Draw and score a card of which bonus value?"))


# --------------------------------------------------------------------------- Puzzle Cube


def _visible_card_counts(ctx: EffectContext) -> set[int]:
    """Visible cards per non-empty pile: one when unsplayed, every card when splayed."""
    out: set[int] = set()
    for color in ctx.colors_on_board():
        pile = ctx.pile(color)
        out.add(len(pile) if ctx.splay_of(color) != Splay.NONE else 1)
    return out


@book.effect("puzzle_cube")
def puzzle_cube(ctx: EffectContext) -> None:
    """You may score the bottom card of one of your piles, and then the new bottom card of that
    same pile too. If every pile on your board then shows the same number of cards (an unsplayed
    pile shows one), you win."""
    bottoms = [c for c in (ctx.bottom(color) for color in COLORS) if c is not None]
    # Two only from a pile of two or more (the bounds a player is shown are reachable).
    with ctx.selection(max_count=2 if any(len(ctx.pile(color)) >= 2 for color in COLORS) else 1):
        first = ctx.choose_card(bottoms, "You may score a bottom card", optional=True, verb="score")
        # A first card whose score a karma replaced may still lie at the bottom: then no second.
        if first is not None and ctx.score(first):
            color = ctx.color(first)
            second = ctx.bottom(color)
            if second is not None:
                picked = ctx.choose_card(
                    [second], "You may score the next bottom card too", optional=True, verb="score"
                )
                if picked is not None:
                    ctx.score(picked)
    # Ruling (BGA): the check is made whether or not a card was scored; an empty board passes it.
    if len(_visible_card_counts(ctx)) <= 1:
        ctx.win()


@book.effect("puzzle_cube")
def puzzle_cube_meld(ctx: EffectContext) -> None:
    """Draw a 10 and meld it."""
    ctx.draw_and_meld(ctx.effect_age(10))


# --------------------------------------------------------------------------- Social Networking

_ICON_LABELS = {Icon(i).name.lower(): Icon(i) for i in RESOURCE_ICONS}


@book.demand("social_networking")
def social_networking_demand(ctx: EffectContext) -> None:
    """Name an icon type; every one of your top cards lacking it goes to my score pile."""
    label = ctx.choose_option(list(_ICON_LABELS), "Choose an icon type")
    icon = _ICON_LABELS[label]
    ctx.log("choice", f"{ctx.name()} chooses {label}.")
    ctx.transfer_cards(
        [c for c in ctx.top_cards() if not ctx.has_icon(c, icon)],
        ctx.score_of(ctx.activator),
    )


@book.effect("social_networking")
def social_networking(ctx: EffectContext) -> None:
    """If every other player has more factories, more crowns and more castles than you, you win."""
    # Ruling (BGA, 3rd edition): compared with every other player, partners included.
    icons = (Icon.FACTORY, Icon.CROWN, Icon.CASTLE)
    others = ctx.others()
    if others and all(ctx.icons(i, q) > ctx.icons(i) for q in others for i in icons):
        ctx.win()


# --------------------------------------------------------------------------- Sudoku


@book.effect("sudoku")
def sudoku(ctx: EffectContext) -> None:
    """Pick any value, then draw a card of it and meld it. With nine or more different bonus
    values visible on your board, you win. Then run, by yourself, every non-demand effect of the
    card you melded."""
    card = ctx.draw(ctx.choose_value(range(1, 11), "Draw and meld a card of which value?"))
    melded = ctx.meld(card)
    if len(set(visible_bonuses(ctx))) >= 9:
        ctx.win()
    if melded:  # "the melded card": none when a karma replaced the meld
        ctx.execute_non_demand_effects(card)
