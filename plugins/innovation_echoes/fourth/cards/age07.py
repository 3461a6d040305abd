"""Age 7 Echoes cards as the 4th edition prints them. An effect whose 4th-edition text means
what the 3rd edition's meant registers the 3rd edition's function again."""

from __future__ import annotations

from innovation.plugin_api import COLORS, Color, EffectContext, Splay
from innovation_echoes.cards import age07 as third
from innovation_echoes.fourth.book import book
from innovation_echoes.fourth.cards.shared import (
    has_bonus,
    junk_available_achievements,
    junk_deck_and_achieve_highest,
)
from innovation_echoes.fourth.foreseen import was_foreseen
from innovation_echoes.visible import echo_cards

# --------------------------------------------------------------------------- Elevator

_HANDS = "hands"
_SCORE_PILES = "score piles"

book.echo("elevator")(third.elevator_echo)


@book.effect("elevator")
def elevator(ctx: EffectContext) -> None:
    """Pick a value that some card in your score pile has. Then score every card of that value
    either from all your opponents' hands or from all their score piles (your pick). Finally draw
    a card of that value into your forecast."""
    values = sorted({ctx.age(c) for c in ctx.score_pile()})
    if not values:
        return
    value = ctx.choose_value(values, "Choose a value present in your score pile")
    source = ctx.choose_option(
        [_HANDS, _SCORE_PILES], f"Score every {value} from your opponents' hands or from their score piles?"
    )
    for q in ctx.opponents():
        zone = ctx.hand(q) if source == _HANDS else ctx.score_pile(q)
        ctx.score_cards([c for c in zone if ctx.age(c) == value])
    ctx.draw_and_foreshadow(value)


# --------------------------------------------------------------------------- Fertilizer

book.effect("fertilizer")(third.fertilizer_return)


@book.effect("fertilizer")
def fertilizer_foreshadow(ctx: EffectContext) -> None:
    """Draw into your forecast a card whose value is the number of cards in your hand."""
    ctx.draw_and_foreshadow(len(ctx.hand()))


# --------------------------------------------------------------------------- Ice Cream

book.echo("ice_cream")(third.ice_cream_echo)
book.demand("ice_cream")(third.ice_cream_demand)


@book.effect("ice_cream")
def ice_cream(ctx: EffectContext) -> None:
    """Pick the 6, 7, 8 or 9 supply pile. You may junk every card in it. If you do, achieve the
    highest-valued card in the junk, if you are eligible for its value."""
    junk_deck_and_achieve_highest(ctx, [6, 7, 8, 9])


# --------------------------------------------------------------------------- Jeans


@book.echo("jeans")
def jeans_echo(ctx: EffectContext) -> None:
    """Draw two 8s; put one of them back in its supply pile and the other in your forecast."""
    third.draw_two_return_one_foreshadow_other(ctx, 8)


@book.effect("jeans")
def jeans_reveal(ctx: EffectContext) -> None:
    """Draw and reveal two cards of the value of your top blue card. Meld one of them and put the
    other back in its supply pile."""
    # Ruling (BGA): with no blue pile the value is 0, and the draws are 1s.
    blue = ctx.top(Color.BLUE)
    value = 0 if blue is None else ctx.value(blue)
    drawn = [ctx.draw_and_reveal(value), ctx.draw_and_reveal(value)]
    card = ctx.choose_card(drawn, "Meld one of the revealed cards (the other is returned)", verb="meld")
    assert card is not None
    ctx.meld(card)
    for other in drawn:
        if other != card:
            ctx.return_card(other)


@book.effect("jeans")
def jeans_junk(ctx: EffectContext) -> None:
    """Junk every card of the 7 supply pile or of the 8 supply pile (your pick)."""
    value = ctx.choose_value([7, 8], "Junk the 7 deck or the 8 deck?", verb="junk")
    ctx.junk_deck(value)


@book.effect("jeans")
def jeans_take(ctx: EffectContext) -> None:
    """If Jeans was foreseen, take a card that has a value from the junk into your hand."""
    if not was_foreseen(ctx):
        return
    cards = [c for c in ctx.junk_pile() if ctx.is_card(c)]
    card = ctx.choose_card(cards, "Take a card from the junk into your hand", verb="transfer", to=ctx.hand_of())
    if card is not None:
        ctx.transfer(card, ctx.hand_of())


# --------------------------------------------------------------------------- Machine Gun

book.echo("machine_gun")(third.machine_gun_echo)


@book.demand("machine_gun")
def machine_gun_demand(ctx: EffectContext) -> None:
    """You move each of your top cards that shows a bonus to my score pile. If you moved any, you
    junk four achievements on offer, and you draw a 7."""
    cards = [c for c in ctx.top_cards() if has_bonus(ctx, c)]
    ctx.transfer_cards(cards, ctx.score_of(ctx.activator))
    if cards:
        junk_available_achievements(ctx, 4)
        ctx.draw(7)


# "Return your top card of each non-red colour" is the 3rd edition's "return all your top
# non-red cards".
book.effect("machine_gun")(third.machine_gun)

# --------------------------------------------------------------------------- Photography

book.echo("photography")(third.photography_echo)
book.demand("photography")(third.photography_demand)


@book.effect("photography")
def photography(ctx: EffectContext) -> None:
    """If one colour of your board shows three or more echo effects, take the History
    achievement. If you do and Photography was foreseen, you win."""
    if any(len(echo_cards(ctx, c)) >= 3 for c in COLORS) and ctx.claim_special("history") and was_foreseen(ctx):
        ctx.win()


# --------------------------------------------------------------------------- Rubber

book.echo("rubber")(third.rubber_echo)
book.effect("rubber")(third.rubber_score)
book.effect("rubber")(third.rubber_splay)


@book.effect("rubber")
def rubber_foreshadow(ctx: EffectContext) -> None:
    """If Rubber was foreseen, put one of your top cards into your forecast."""
    if not was_foreseen(ctx):
        return
    card = ctx.choose_card(ctx.top_cards(), "Foreshadow a top card from your board", verb="foreshadow")
    if card is not None:
        ctx.foreshadow(card)


# --------------------------------------------------------------------------- Saxophone (unchanged)

book.effect("saxophone")(third.saxophone_splay)
book.effect("saxophone")(third.saxophone)

# --------------------------------------------------------------------------- Telegraph


@book.effect("telegraph")
def telegraph_match(ctx: EffectContext) -> None:
    """You may pick another player and a colour; your pile of that colour then takes the same
    splay as theirs (unsplayed if theirs is unsplayed)."""
    q = ctx.choose_player(ctx.others(), "You may choose another player", optional=True)
    if q is None:
        return
    color = ctx.choose_color(COLORS, "You may choose a colour whose splay you copy", optional=True, verb="splay")
    if color is None:
        return
    direction = ctx.splay_of(color, q)
    if direction == Splay.NONE:
        ctx.unsplay(color)
    else:
        ctx.splay(color, direction)


book.effect("telegraph")(third.telegraph_splay)


@book.effect("telegraph")
def telegraph_up(ctx: EffectContext) -> None:
    """If Telegraph was foreseen, splay up every one of your piles that is splayed."""
    if not was_foreseen(ctx):
        return
    for color in COLORS:
        if ctx.splay_of(color) != Splay.NONE:
            ctx.splay(color, Splay.UP)


# --------------------------------------------------------------------------- Typewriter


@book.effect("typewriter")
def typewriter(ctx: EffectContext) -> None:
    """Put every card in your hand back in its supply pile, then draw a 6. After that, for each
    different colour among the cards you put back, draw a card one value above the highest card
    then in your hand."""
    hand = ctx.hand()
    colors = len({ctx.color(c) for c in hand})
    ctx.return_cards(hand)
    ctx.draw(6)
    for _ in range(colors):
        ctx.draw(max((ctx.age(c) for c in ctx.hand()), default=0) + 1)
