"""4th-edition Echoes cards of age 2."""

from __future__ import annotations

from innovation.plugin_api import Color, EffectContext
from innovation_echoes.cards import age02 as third
from innovation_echoes.fourth.book import book
from innovation_echoes.fourth.cards.shared import is_expansion_card, junk_deck_and_achieve_highest
from innovation_echoes.fourth.foreseen import was_foreseen

# --------------------------------------------------------------------------- Chaturanga


@book.effect("chaturanga")
def chaturanga_meld(ctx: EffectContext) -> None:
    """Meld a card from your hand, then draw a card of the melded card's value into your forecast."""
    card = ctx.choose_card(ctx.hand(), "Meld a card from your hand", verb="meld")
    if card is None:
        return
    ctx.meld(card)
    ctx.draw_and_foreshadow(ctx.age(card))


@book.effect("chaturanga")
def chaturanga_foreseen(ctx: EffectContext) -> None:
    """If Chaturanga was foreseen, draw into your forecast a card of value equal to the number of
    colours on your board."""
    if was_foreseen(ctx):
        ctx.draw_and_foreshadow(len(ctx.colors_on_board()))


# --------------------------------------------------------------------------- Crossbow


@book.demand("crossbow")
def crossbow_demand(ctx: EffectContext) -> None:
    """Hand a card of an expansion from your hand over to my score pile."""
    to = ctx.score_of(ctx.activator)
    card = ctx.choose_card(
        [c for c in ctx.hand() if is_expansion_card(ctx, c)],
        "Transfer an expansion card from your hand to the activator's score pile",
        verb="transfer",
        to=to,
    )
    if card is not None:
        ctx.transfer(card, to)


@book.effect("crossbow")
def crossbow(ctx: EffectContext) -> None:
    """Put a card from your hand onto the board of an opponent of your choice."""
    card = ctx.choose_card(ctx.hand(), "Transfer a card from your hand to an opponent's board", verb="transfer")
    if card is None:
        return
    q = ctx.choose_player(ctx.opponents(), "Choose the opponent whose board receives it")
    if q is not None:
        ctx.transfer(card, ctx.board_of(q))


# --------------------------------------------------------------------------- Glassblowing


@book.echo("glassblowing")
def glassblowing_echo(ctx: EffectContext) -> None:
    """Score a card of an expansion from your hand."""
    card = ctx.choose_card(
        [c for c in ctx.hand() if is_expansion_card(ctx, c)], "Score an expansion card from your hand", verb="score"
    )
    if card is not None:
        ctx.score(card)


book.effect("glassblowing")(third.glassblowing)


@book.effect("glassblowing")
def glassblowing_junk(ctx: EffectContext) -> None:
    """Name 2 or 3 and junk the whole supply pile of that value."""
    ctx.junk_deck(ctx.choose_value([2, 3], "Choose the deck to junk", verb="junk"))


# --------------------------------------------------------------------------- Horseshoes

HORSESHOES_TWO = "draw and foreshadow a 2"
HORSESHOES_THREE = "draw and foreshadow a 3"
HORSESHOES_NONE = "neither"


@book.echo("horseshoes")
def horseshoes_echo(ctx: EffectContext) -> None:
    """You may draw a 2 or a 3 into your forecast."""
    choice = ctx.choose_option([HORSESHOES_TWO, HORSESHOES_THREE, HORSESHOES_NONE], "You may foreshadow")
    if choice != HORSESHOES_NONE:
        ctx.draw_and_foreshadow(2 if choice == HORSESHOES_TWO else 3)


book.demand("horseshoes")(third.horseshoes_demand)

# --------------------------------------------------------------------------- Lever

book.echo("lever")(third.lever_echo)
book.effect("lever")(third.lever)

# --------------------------------------------------------------------------- Linguistics

book.echo("linguistics")(third.linguistics_echo)


@book.effect("linguistics")
def linguistics(ctx: EffectContext) -> None:
    """Draw a card whose value equals a bonus showing on any board, if any shows. If you do and
    Linguistics was foreseen, junk every available achievement of that value."""
    bonuses = sorted({b for q in ctx.everyone() for b in ctx.visible_bonuses(q)})
    if not bonuses:
        return
    value = ctx.choose_value(bonuses, "Choose a bonus value to draw")
    ctx.draw(value)
    if was_foreseen(ctx):
        while ctx.junk_achievement(value) is not None:
            pass


# --------------------------------------------------------------------------- Pagoda


@book.effect("pagoda")
def pagoda(ctx: EffectContext) -> None:
    """Draw a 3 into your forecast. You may tuck another card of its colour from your hand; if you
    do, meld the drawn card, and if Pagoda was foreseen, also meld every card of that colour from
    every other board."""
    drawn = ctx.draw_and_foreshadow(3)
    if drawn is None:  # a full forecast: nothing was drawn
        return
    color = ctx.color(drawn)
    card = ctx.choose_card(
        [c for c in ctx.hand() if ctx.color(c) == color],
        "You may tuck a card of the drawn card's colour",
        optional=True,
        verb="tuck",
    )
    if card is None:
        return
    ctx.tuck(card)
    ctx.meld(drawn)
    if was_foreseen(ctx):
        for q in ctx.others():
            ctx.meld_cards(list(reversed(ctx.pile(color, q))))


# --------------------------------------------------------------------------- Scissors


@book.echo("scissors")
def scissors_echo(ctx: EffectContext) -> None:
    """Score the bottom card of your yellow pile."""
    card = ctx.bottom(Color.YELLOW)
    if card is not None:
        ctx.score(card)


book.effect("scissors")(third.scissors_choose)


@book.effect("scissors")
def scissors_paper(ctx: EffectContext) -> None:
    """If Paper is on top of a pile on anyone's board, score it."""
    for q in ctx.everyone():
        if ctx.top(Color.GREEN, q) == "paper":
            ctx.score("paper")
            return


# --------------------------------------------------------------------------- Toothbrush

book.echo("toothbrush")(third.toothbrush_echo)
book.effect("toothbrush")(third.toothbrush_splay)


@book.effect("toothbrush")
def toothbrush_junk(ctx: EffectContext) -> None:
    """You may junk the whole 2 pile. If you do, achieve the highest card in the junk, if you are
    eligible for its value."""
    junk_deck_and_achieve_highest(ctx, [2])


# --------------------------------------------------------------------------- Watermill


@book.effect("watermill")
def watermill_draw(ctx: EffectContext) -> None:
    """If your board shows a bonus, draw a card of the value of one of its bonuses."""
    bonuses = sorted(set(ctx.visible_bonuses()))
    if bonuses:
        ctx.draw(ctx.choose_value(bonuses, "Choose a bonus value to draw"))


@book.effect("watermill")
def watermill_tuck(ctx: EffectContext) -> None:
    """Tuck a card from your hand. If Watermill was foreseen, tuck every card of the supply pile of
    the tucked card's value."""
    card = ctx.choose_card(ctx.hand(), "Tuck a card from your hand", verb="tuck")
    if card is None:
        return
    ctx.tuck(card)
    if was_foreseen(ctx):
        age = ctx.age(card)
        ctx.tuck_cards(list(reversed(ctx.state.decks["base"][age - 1])))
