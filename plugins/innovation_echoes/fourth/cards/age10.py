"""Age 10 Echoes cards as the 4th edition prints them. An effect whose 4th-edition text means
what the 3rd edition's meant registers the 3rd edition's function again."""

from __future__ import annotations

from collections import Counter

from innovation.plugin_api import COLORS, Color, EffectContext, Icon, Splay
from innovation_echoes.cards import age10 as third
from innovation_echoes.fourth.book import book
from innovation_echoes.fourth.foreseen import was_foreseen
from innovation_echoes.visible import visible_bonuses

# --------------------------------------------------------------------------- Artificial Heart


@book.effect("artificial_heart")
def artificial_heart(ctx: EffectContext) -> None:
    """Claim one standard achievement on offer that you qualify for, counting your score twice
    when checking whether you qualify. If you do and Artificial Heart was foreseen, do this
    again."""
    while True:
        points = 2 * ctx.points()
        top = ctx.highest_top_value()
        # The usual requirements (a top card of at least that value, and the cost of that value)
        # are checked against twice the current score.
        ages = sorted(
            {
                ctx.age(c)
                for c in ctx.available_achievements()
                if top >= ctx.age(c) and points >= ctx.achievement_cost(ctx.age(c))
            }
        )
        if not ages or not ctx.claim_achievement(ctx.choose_value(ages, "Claim an achievement", verb="achieve")):
            return
        if not was_foreseen(ctx):
            return


# --------------------------------------------------------------------------- Barcode


@book.demand("barcode")
def barcode_demand(ctx: EffectContext) -> None:
    """For every bonus showing on your board, you return a card of that bonus's value from your
    score pile."""
    for value in sorted(visible_bonuses(ctx)):
        card = ctx.choose_card(
            [c for c in ctx.score_pile() if ctx.age(c) == value],
            f"Return a {value} from your score pile",
            verb="return",
        )
        if card is not None:
            ctx.return_card(card)


@book.effect("barcode")
def barcode_splay(ctx: EffectContext) -> None:
    """You may splay one of your piles up. If Barcode was foreseen, splay every pile up instead."""
    # Ruling (BGA): when foreseen, every pile is splayed up (which the single splay would only
    # repeat), without the optional question.
    if was_foreseen(ctx):
        for color in COLORS:
            ctx.splay(color, Splay.UP)
        return
    ctx.may_splay(COLORS, Splay.UP)


# --------------------------------------------------------------------------- Camcorder

book.demand("camcorder")(third.camcorder_demand)


@book.effect("camcorder")
def camcorder(ctx: EffectContext) -> None:
    """Meld every 9 in your hand. Unless Camcorder was foreseen, then return the rest of your
    hand and draw three 9s."""
    ctx.meld_cards([c for c in ctx.hand() if ctx.age(c) == 9])
    if was_foreseen(ctx):
        return
    ctx.return_cards(ctx.hand())
    for _ in range(3):
        ctx.draw(9)


# --------------------------------------------------------------------------- Cell Phone


@book.echo("cell_phone")
def cell_phone_echo(ctx: EffectContext) -> None:
    """Draw an 11 into your forecast."""
    ctx.draw_and_foreshadow(11)


book.effect("cell_phone")(third.cell_phone_draw)
book.effect("cell_phone")(third.cell_phone_splay)
book.effect("cell_phone")(third.cell_phone_tuck)

# --------------------------------------------------------------------------- GPS

book.demand("gps")(third.gps_demand)
book.effect("gps")(third.gps_splay)


@book.effect("gps")
def gps_draw(ctx: EffectContext) -> None:
    """Draw three 11s. If GPS was foreseen, put them into your forecast."""
    drawn = [ctx.draw(11) for _ in range(3)]
    if was_foreseen(ctx):
        for card in drawn:
            if card in ctx.hand():
                ctx.foreshadow(card)


# --------------------------------------------------------------------------- Human Genome


@book.echo("human_genome")
def human_genome_echo(ctx: EffectContext) -> None:
    """Draw an 11."""
    ctx.draw(11)


@book.effect("human_genome")
def human_genome(ctx: EffectContext) -> None:
    """You may pick any value, then draw a card of it and score it. Take the bottom card of your
    red pile into your hand. If your hand and your score pile then hold exactly the same values,
    card for card, you win."""
    value = ctx.may_choose_value(
        range(1, ctx.edition.max_age + 1), "You may draw and score a card of any value", verb="draw"
    )
    if value is not None:
        ctx.draw_and_score(value)
    red = ctx.bottom(Color.RED)
    if red is not None:
        ctx.transfer(red, ctx.hand_of())
    # Ruling (BGA): the values are compared as multisets (the same number of cards of each value).
    if Counter(ctx.age(c) for c in ctx.hand()) == Counter(ctx.age(c) for c in ctx.score_pile()):
        ctx.win()


# --------------------------------------------------------------------------- MP3


@book.echo("mp3")
def mp3_echo(ctx: EffectContext) -> None:
    """Draw a 10 and score it."""
    ctx.draw_and_score(10)


@book.effect("mp3")
def mp3_score(ctx: EffectContext) -> None:
    """If a bonus shows on your board, pick the value of one, then draw a card of it and score
    it."""
    values = sorted(set(visible_bonuses(ctx)))
    if values:
        ctx.draw_and_score(ctx.choose_value(values, "Draw and score a card of which bonus value?"))


book.effect("mp3")(third.mp3_return)

# --------------------------------------------------------------------------- Puzzle Cube


@book.echo("puzzle_cube")
def puzzle_cube_echo(ctx: EffectContext) -> None:
    """Meld a card from your score pile."""
    card = ctx.choose_card(ctx.score_pile(), "Meld a card from your score pile", verb="meld")
    if card is not None:
        ctx.meld(card)


book.effect("puzzle_cube")(third.puzzle_cube)
book.effect("puzzle_cube")(third.puzzle_cube_meld)

# --------------------------------------------------------------------------- Social Networking


@book.echo("social_networking")
def social_networking_echo(ctx: EffectContext) -> None:
    """Score one of your top cards that is not red."""
    card = ctx.choose_card(
        [c for c in ctx.top_cards() if ctx.color(c) != Color.RED], "Score a non-red top card", verb="score"
    )
    if card is not None:
        ctx.score(card)


@book.demand("social_networking")
def social_networking_demand(ctx: EffectContext) -> None:
    """Name an icon type; each of your top cards lacking it goes to my score pile."""
    # The icons a player may name in this edition (the avatar included), by name.
    icons = {Icon(i).name.lower(): Icon(i) for i in ctx.edition.icons}
    label = ctx.choose_option(list(icons), "Choose an icon type")
    ctx.log("choice", f"{ctx.name()} chooses {label}.")
    ctx.transfer_cards(
        [c for c in ctx.top_cards() if not ctx.has_icon(c, icons[label])],
        ctx.score_of(ctx.activator),
    )


@book.effect("social_networking")
def social_networking(ctx: EffectContext) -> None:
    """If every opponent has more factories, more crowns and more castles than you, you win."""
    icons = (Icon.FACTORY, Icon.CROWN, Icon.CASTLE)
    opponents = ctx.opponents()
    if opponents and all(ctx.icons(i, q) > ctx.icons(i) for q in opponents for i in icons):
        ctx.win()


# --------------------------------------------------------------------------- Sudoku


@book.echo("sudoku")
def sudoku_echo(ctx: EffectContext) -> None:
    """Tuck as many cards from your hand as you like."""
    hand = ctx.hand()
    picks = ctx.choose_cards(hand, "You may tuck any number of cards from your hand", max_count=len(hand), verb="tuck")
    ctx.tuck_cards(picks)


@book.effect("sudoku")
def sudoku(ctx: EffectContext) -> None:
    """Pick any value, then draw a card of it and meld it. With nine different bonus values
    showing on your board, you win; otherwise self-execute the card you melded."""
    card = ctx.draw_and_meld(
        ctx.choose_value(range(1, ctx.edition.max_age + 1), "Draw and meld a card of which value?")
    )
    if len(set(visible_bonuses(ctx))) >= 9:
        ctx.win()
        return
    ctx.self_execute(card)
