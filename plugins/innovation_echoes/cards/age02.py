"""Age 2 Echoes of the Past cards."""

from __future__ import annotations

from collections import Counter

from innovation.plugin_api import COLORS, Color, EffectContext, Icon, Splay
from innovation_echoes.book import book
from innovation_echoes.cards.age01 import bottom_cards, has_bonus, transfer_bottom_to_achievements
from innovation_echoes.visible import visible_bonuses

# --------------------------------------------------------------------------- Chaturanga


@book.effect("chaturanga")
def chaturanga(ctx: EffectContext) -> None:
    """Meld a card that carries a bonus from your hand; if you do, draw two cards of that
    bonus's value. If you don't, draw a card of value equal to your number of top cards and put
    it into your forecast."""
    # Ruling: a meld a karma replaced ("instead") is not done, so the "otherwise" branch runs.
    card = ctx.choose_card([c for c in ctx.hand() if has_bonus(ctx, c)], "Meld a card with a bonus", verb="meld")
    if card is None or not ctx.meld(card):
        ctx.draw_and_foreshadow(len(ctx.top_cards()))
        return
    bonus = ctx.info(card).bonuses[0]
    ctx.draw(bonus)
    ctx.draw(bonus)


# --------------------------------------------------------------------------- Crossbow


@book.demand("crossbow")
def crossbow_demand(ctx: EffectContext) -> None:
    """Move a card that carries a bonus from your hand into my score pile."""
    card = ctx.choose_card(
        [c for c in ctx.hand() if has_bonus(ctx, c)],
        "Transfer a card with a bonus to the activator's score pile",
        verb="transfer",
        to=ctx.score_of(ctx.activator),
    )
    if card is not None:
        ctx.transfer(card, ctx.score_of(ctx.activator))


@book.effect("crossbow")
def crossbow(ctx: EffectContext) -> None:
    """Move a card from your hand onto the board of another player of your choice."""
    # Ruling (BGA, 3rd edition): any other player (a team partner too); the player is chosen
    # first, then the card. Nothing is asked with an empty hand.
    if not ctx.hand():
        return
    target = ctx.choose_player(ctx.others(), "Choose the player who receives the card")
    card = ctx.choose_card(
        ctx.hand(), "Transfer a card from your hand to their board", verb="transfer", to=ctx.board_of(target)
    )
    if target is not None and card is not None:
        ctx.transfer(card, ctx.board_of(target))


# --------------------------------------------------------------------------- Glassblowing


@book.echo("glassblowing")
def glassblowing_echo(ctx: EffectContext) -> None:
    """Pick a hand card showing a bonus number and put it in your score pile."""
    card = ctx.choose_card([c for c in ctx.hand() if has_bonus(ctx, c)], "Score a card with a bonus", verb="score")
    if card is not None:
        ctx.score(card)


@book.effect("glassblowing")
def glassblowing(ctx: EffectContext) -> None:
    """Put into your forecast a drawn card of value three more than your lowest top card that is
    not green."""
    # Ruling (BGA): face-up values; with no non-green top card the lowest counts as 0 (draw a 3).
    values = [ctx.value(c) for c in ctx.top_cards() if ctx.color(c) != Color.GREEN]
    ctx.draw_and_foreshadow((min(values) if values else 0) + 3)


# --------------------------------------------------------------------------- Horseshoes


@book.echo("horseshoes")
def horseshoes_echo(ctx: EffectContext) -> None:
    """Draw a 2 and put it into your forecast."""
    ctx.draw_and_foreshadow(ctx.effect_age(2))


@book.demand("horseshoes")
def horseshoes_demand(ctx: EffectContext) -> None:
    """Move one of your top cards that has neither a castle nor a factory onto my board. If you
    do, you draw and meld a 2."""
    card = ctx.choose_card(
        [c for c in ctx.top_cards() if not ctx.has_icon(c, Icon.CASTLE) and not ctx.has_icon(c, Icon.FACTORY)],
        "Transfer a top card without a castle or a factory",
        verb="transfer",
        to=ctx.board_of(ctx.activator),
    )
    if card is not None and ctx.transfer(card, ctx.board_of(ctx.activator)):
        ctx.draw_and_meld(ctx.effect_age(2))


# --------------------------------------------------------------------------- Lever


@book.echo("lever")
def lever_echo(ctx: EffectContext) -> None:
    """Draw a 2, then another 2."""
    ctx.draw(ctx.effect_age(2))
    ctx.draw(ctx.effect_age(2))


@book.effect("lever")
def lever(ctx: EffectContext) -> None:
    """You may return any number of cards from your hand. Each pair of returned cards sharing a
    value lets you draw a card one value higher."""
    # Ruling (BGA): pairs are counted per value (three 2s make one pair); when several values
    # earn draws, the player picks the order of the draws. Only the cards returned pair up (not
    # those a karma did something else with instead).
    hand = ctx.hand()
    picks = ctx.choose_cards(hand, "You may return any number of cards", max_count=len(hand), verb="return")
    if not picks:
        return
    counts = Counter(ctx.age(c) for c in ctx.return_cards(picks))
    owed = {value + 1: n // 2 for value, n in sorted(counts.items()) if n >= 2}
    while any(owed.values()):
        value = ctx.choose_value([v for v, n in owed.items() if n], "Choose the value to draw next")
        owed[value] -= 1
        ctx.draw(value)


# --------------------------------------------------------------------------- Linguistics

LINGUISTICS_DRAW = "draw a 3"
LINGUISTICS_FORESHADOW = "draw and foreshadow a 4"


@book.echo("linguistics")
def linguistics_echo(ctx: EffectContext) -> None:
    """Either draw a 3, or draw a 4 and put it into your forecast."""
    three, four = ctx.effect_age(3), ctx.effect_age(4)
    options: list[str] | dict[str, str] = [LINGUISTICS_DRAW, LINGUISTICS_FORESHADOW]
    if (three, four) != (3, 4):  # a karma changed the printed values: the labels say so
        options = {LINGUISTICS_DRAW: f"Draw a {three}", LINGUISTICS_FORESHADOW: f"Draw and foreshadow a {four}"}
    choice = ctx.choose_option(options, "Choose one")
    if choice == LINGUISTICS_DRAW:
        ctx.draw(ctx.effect_age(3))
    else:
        ctx.draw_and_foreshadow(ctx.effect_age(4))


@book.effect("linguistics")
def linguistics(ctx: EffectContext) -> None:
    """If your board shows any bonus, draw a card whose value equals one of those bonuses."""
    bonuses = visible_bonuses(ctx)
    if not bonuses:
        return
    ctx.draw(ctx.choose_value(bonuses, "Choose a bonus value to draw"))


# --------------------------------------------------------------------------- Pagoda


@book.effect("pagoda")
def pagoda(ctx: EffectContext) -> None:
    """Draw a 3 and show it. If another card of its colour is in your hand, tuck that card and
    meld the drawn one; if not, put the drawn card into your forecast."""
    card = ctx.draw_and_reveal(ctx.effect_age(3))
    matching = [c for c in ctx.hand() if c != card and ctx.color(c) == ctx.color(card)]
    tucked = ctx.choose_card(matching, "Tuck a card of the drawn card's colour", verb="tuck")
    if tucked is None:
        ctx.foreshadow(card)
        return
    ctx.tuck(tucked)
    ctx.meld(card)


# --------------------------------------------------------------------------- Scissors

SCISSORS_MELD = "meld"
SCISSORS_SCORE = "score"


@book.echo("scissors")
def scissors_echo(ctx: EffectContext) -> None:
    """Pick the lowest card of one of your piles and move it to your hand."""
    card = ctx.choose_card(bottom_cards(ctx), "Take a bottom card into your hand", verb="transfer", to=ctx.hand_of())
    if card is not None:
        ctx.transfer(card, ctx.hand_of())


@book.effect("scissors")
def scissors_choose(ctx: EffectContext) -> None:
    """You may pick as many as two cards from your hand; meld or score each of them, as you
    prefer."""
    # Ruling (BGA): one card at a time: pick a card, meld or score it, then maybe pick another.
    for _ in range(2):
        card = ctx.choose_card(ctx.hand(), "You may choose a card from your hand", optional=True, verb="choose")
        if card is None:
            return
        name = ctx.info(card).name
        if ctx.choose_option([SCISSORS_MELD, SCISSORS_SCORE], f"Meld or score {name}?") == SCISSORS_MELD:
            ctx.meld(card)
        else:
            ctx.score(card)


@book.effect("scissors")
def scissors_paper(ctx: EffectContext) -> None:
    """If Paper is on top of a pile on anyone's board, move it into your score pile."""
    # Ruling (BGA): any board counts, your own included; the move is a transfer, not a score.
    for p in ctx.everyone():
        if ctx.top(Color.GREEN, p) == "paper":
            ctx.transfer("paper", ctx.score_of())
            return


# --------------------------------------------------------------------------- Toothbrush


@book.echo("toothbrush")
def toothbrush_echo(ctx: EffectContext) -> None:
    """Pick a value found in your hand and tuck every card of that value from your hand."""
    values = {ctx.age(c) for c in ctx.hand()}
    if not values:
        return
    value = ctx.choose_value(values, "Choose a value to tuck")
    ctx.tuck_cards([c for c in ctx.hand() if ctx.age(c) == value])


@book.effect("toothbrush")
def toothbrush_splay(ctx: EffectContext) -> None:
    """Optionally pick one of your colours and splay that pile to the left."""
    ctx.may_splay(COLORS, Splay.LEFT)


@book.effect("toothbrush")
def toothbrush_achievements(ctx: EffectContext) -> None:
    """If the 2 supply pile is not empty, you may move its bottom card to the available
    achievements."""
    # Ruling: the card text names the [2] deck (BGA's 3rd-edition code checks the 1 deck but
    # moves a 2); we follow the printed [2].
    transfer_bottom_to_achievements(ctx, 2)


# --------------------------------------------------------------------------- Watermill


@book.effect("watermill")
def watermill(ctx: EffectContext) -> None:
    """Tuck a card that carries a bonus from your hand; if you do, draw a card of that bonus's
    value. If the drawn card carries a bonus too, you may return a card from your hand to do
    all of this again."""
    while True:
        card = ctx.choose_card([c for c in ctx.hand() if has_bonus(ctx, c)], "Tuck a card with a bonus", verb="tuck")
        if card is None or not ctx.tuck(card):  # "if you do": a tuck a karma replaced is not done
            return
        drawn = ctx.draw(ctx.info(card).bonuses[0])
        if not has_bonus(ctx, drawn):
            return
        back = ctx.choose_card(ctx.hand(), "You may return a card to repeat the effect", optional=True, verb="return")
        if back is None or not ctx.return_card(back):  # the repeat costs a card actually returned
            return
