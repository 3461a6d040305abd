"""Age 3 Echoes of the Past cards."""

from __future__ import annotations

from innovation.plugin_api import COLORS, DONE, Color, EffectContext, Icon, Ordered, Splay, Where
from innovation_echoes.book import book
from innovation_echoes.visible import highest_bonus

# --------------------------------------------------------------------------- helpers


# --------------------------------------------------------------------------- Almanac


@book.echo("almanac")
def almanac_echo(ctx: EffectContext) -> None:
    """Draw a 4 and put it in your forecast."""
    ctx.draw_and_foreshadow(ctx.effect_age(4))


@book.effect("almanac")
def almanac(ctx: EffectContext) -> None:
    """You may return a card that has a bonus from your forecast. If you do, draw a card one
    value above that bonus and score it."""
    card = ctx.choose_card(
        [c for c in ctx.forecast() if ctx.info(c).bonuses],
        "You may return a card with a bonus from your forecast",
        optional=True,
        verb="return",
    )
    if card is not None and ctx.return_card(card):
        ctx.draw_and_score(max(ctx.info(card).bonuses) + 1)


# --------------------------------------------------------------------------- Charitable Trust


def charitable_trust_key(ctx: EffectContext) -> str:
    return f"charitable_trust_drawn_{ctx.player}"


@book.echo("charitable_trust")
def charitable_trust_echo(ctx: EffectContext) -> None:
    """Draw either a 3 or a 4."""
    three, four = ctx.effect_age(3), ctx.effect_age(4)
    options: list[str] | dict[str, str] = ["draw a 3", "draw a 4"]
    if (three, four) != (3, 4):  # a karma changed the printed values: the labels say so
        options = {"draw a 3": f"Draw a {three}", "draw a 4": f"Draw a {four}"}
    choice = ctx.choose_option(options, "Draw a 3 or a 4")
    ctx.memory[charitable_trust_key(ctx)] = ctx.draw(ctx.effect_age(3 if choice == "draw a 3" else 4))


@book.effect("charitable_trust")
def charitable_trust(ctx: EffectContext) -> None:
    """You may meld the card this card's echo effect made you draw. If you do, return your top
    green card, or achieve it instead if you are eligible to."""
    # Ruling (BGA): nothing happens if the echo effect did not run for you in this dogma, or if
    # the drawn card has left your hand since. After the meld, "achieve" is only offered when
    # you are eligible for the top green card's value (achievement multiplier included).
    drawn = ctx.memory.get(charitable_trust_key(ctx))
    if drawn is None or drawn not in ctx.hand():
        return
    if ctx.choose_card([drawn], "You may meld the card you drew", optional=True, verb="meld") is None:
        return
    if not ctx.meld(drawn):  # "if you do": a meld a karma replaced is not done
        return
    top = ctx.top(Color.GREEN)
    if top is None:
        return
    options = ["return"]
    if ctx.eligible_for(ctx.age(top)):
        options.append("achieve")
    if ctx.choose_option(options, "Return or achieve your top green card") == "achieve":
        ctx.achieve(top)
    else:
        ctx.return_card(top)


# --------------------------------------------------------------------------- Deodorant


@book.echo("deodorant")
def deodorant_echo(ctx: EffectContext) -> None:
    """Draw a 3 and meld it."""
    ctx.draw_and_meld(ctx.effect_age(3))


@book.effect("deodorant")
def deodorant(ctx: EffectContext) -> None:
    """If one of your top cards shows a castle, draw a 3 and meld it; if none does, draw a 4."""
    if any(ctx.has_icon(c, Icon.CASTLE) for c in ctx.top_cards()):
        ctx.draw_and_meld(ctx.effect_age(3))
    else:
        ctx.draw(ctx.effect_age(4))


# --------------------------------------------------------------------------- Homing Pigeons


@book.demand("homing_pigeons")
def homing_pigeons_demand(ctx: EffectContext) -> None:
    """Return two cards from your score pile, each of a value equal to that of some card in my
    hand."""
    values = {ctx.age(c) for c in ctx.hand(ctx.activator)}
    picks = ctx.choose_cards(
        [c for c in ctx.score_pile() if ctx.age(c) in values],
        "Return two cards from your score pile",
        max_count=2,
        min_count=2,
        verb="return",
    )
    ctx.return_cards(picks)


@book.effect("homing_pigeons")
def homing_pigeons(ctx: EffectContext) -> None:
    """You may splay your red pile or your green pile to the left."""
    ctx.may_splay([Color.RED, Color.GREEN], Splay.LEFT)


# --------------------------------------------------------------------------- Katana


@book.demand("katana")
def katana(ctx: EffectContext) -> None:
    """Move two of your top cards that show a castle to my score pile. If you moved at least
    one, draw a card whose value is the number of castles on the moved cards and put it in my
    forecast."""
    # Ruling (BGA): the two cards are picked one after the other, so a castle card uncovered by
    # the first transfer may be the second; the castles counted are those printed on the cards
    # transferred (not on a card a karma kept where it was: that one is not offered again).
    castles = 0
    picked: list[str] = []
    for _ in range(2):
        card = ctx.choose_card(
            [c for c in ctx.top_cards() if ctx.has_icon(c, Icon.CASTLE) and c not in picked],
            "Transfer a top card with a castle to the activator's score pile",
            verb="transfer",
            to=ctx.score_of(ctx.activator),
        )
        if card is None:
            break
        picked.append(card)
        on_card = ctx.info(card).icon_total(Icon.CASTLE)
        if ctx.transfer(card, ctx.score_of(ctx.activator)):
            castles += on_card
    if castles:
        drawn = ctx.draw(castles)
        ctx.transfer(drawn, Where("forecast", ctx.activator))


# --------------------------------------------------------------------------- Liquid Fire


@book.demand("liquid_fire")
def liquid_fire(ctx: EffectContext) -> None:
    """Draw a card of the value of the highest bonus on your board and put it in my forecast.
    If that card is red, move every card in your hand to my score pile."""
    # Ruling (BGA): the card is drawn and revealed (its colour matters to everyone); with no
    # visible bonus the value is 0, so a 1 is drawn.
    card = ctx.draw_and_reveal(highest_bonus(ctx))
    ctx.transfer(card, Where("forecast", ctx.activator))
    if ctx.color(card) == Color.RED:
        ctx.transfer_cards(ctx.hand(), ctx.score_of(ctx.activator))


# --------------------------------------------------------------------------- Magnifying Glass


@book.echo("magnifying_glass")
def magnifying_glass_echo(ctx: EffectContext) -> None:
    """Take a card of value 4 into your hand, then send one card from your hand back to its
    supply pile."""
    ctx.draw(ctx.effect_age(4))
    card = ctx.choose_card(ctx.hand(), "Return a card from your hand", verb="return")
    if card is not None:
        ctx.return_card(card)


@book.effect("magnifying_glass")
def magnifying_glass(ctx: EffectContext) -> None:
    """You may return three cards of one value from your hand. If you do, draw a card two
    values above theirs."""
    # Ruling (BGA): exactly three cards of one value; only values held three times are offered.
    hand = ctx.hand()
    with ctx.selection(max_count=3):
        first = ctx.choose_card(
            [c for c in hand if sum(1 for d in hand if ctx.age(d) == ctx.age(c)) >= 3],
            "You may return three cards of equal value",
            optional=True,
            verb="return",
        )
        if first is None:
            return
        value = ctx.age(first)
        rest = ctx.choose_cards(
            [c for c in hand if c != first and ctx.age(c) == value],
            f"Return two more cards of value {value}",
            max_count=2,
            min_count=2,
            verb="return",
        )
    if len(ctx.return_cards(Ordered([first, *rest]))) == 3:  # "if you do": all three returned
        ctx.draw(value + 2)


@book.effect("magnifying_glass")
def magnifying_glass_splay(ctx: EffectContext) -> None:
    """You may splay your yellow pile or your blue pile to the left."""
    ctx.may_splay([Color.YELLOW, Color.BLUE], Splay.LEFT)


# --------------------------------------------------------------------------- Novel


@book.echo("novel")
def novel_echo(ctx: EffectContext) -> None:
    """Take a card of value 3 into your hand."""
    ctx.draw(ctx.effect_age(3))


@book.effect("novel")
def novel(ctx: EffectContext) -> None:
    """Draw a 3, then you may splay your purple pile to the left."""
    ctx.draw(ctx.effect_age(3))
    ctx.may_splay([Color.PURPLE], Splay.LEFT)


@book.effect("novel")
def novel_supremacy(ctx: EffectContext) -> None:
    """If every one of your top cards that is not purple shows one same icon (crowns do not
    count), claim the Supremacy achievement."""
    # Ruling (BGA): needs at least one non-purple top card; an icon counts if printed anywhere
    # on the card; the common icon must be one of the five non-crown resource icons.
    tops = [c for c in ctx.top_cards() if ctx.color(c) != Color.PURPLE]
    if not tops:
        return
    icons = (Icon.LEAF, Icon.LIGHTBULB, Icon.CASTLE, Icon.FACTORY, Icon.CLOCK)
    if any(all(ctx.has_icon(c, icon) for c in tops) for icon in icons):
        ctx.claim_special("supremacy")


# --------------------------------------------------------------------------- Sandpaper


@book.effect("sandpaper")
def sandpaper(ctx: EffectContext) -> None:
    """You may return as many cards from your hand as you like. Draw one 3 for each card
    returned, then meld a card from your hand."""
    # Ruling (BGA): the meld is not conditional; it happens even if nothing was returned.
    picks = ctx.choose_cards(
        ctx.hand(), "You may return cards from your hand", max_count=len(ctx.hand()), verb="return"
    )
    for _ in ctx.return_cards(picks):  # as many as were returned (not those a karma kept)
        ctx.draw(ctx.effect_age(3))
    card = ctx.choose_card(ctx.hand(), "Meld a card from your hand", verb="meld")
    if card is not None:
        ctx.meld(card)


# --------------------------------------------------------------------------- Sunglasses


@book.echo("sunglasses")
def sunglasses_echo(ctx: EffectContext) -> None:
    """Score a card from your hand whose colour is splayed on your board."""
    splayed = {c for c in COLORS if ctx.splay_of(c) != Splay.NONE}
    card = ctx.choose_card(
        [c for c in ctx.hand() if ctx.color(c) in splayed], "Score a card of a colour you have splayed", verb="score"
    )
    if card is not None:
        ctx.score(card)


def _can_splay(ctx: EffectContext, color: int, direction: Splay) -> bool:
    return direction != Splay.NONE and len(ctx.pile(color)) >= 2 and ctx.splay_of(color) != direction


@book.effect("sunglasses")
def sunglasses(ctx: EffectContext) -> None:
    """Optionally copy a splay: give your purple pile the splay direction of another of your
    piles, or give another pile the direction your purple pile already has."""
    # Ruling (BGA): only splays that would change a pile are offered, as one combined choice.
    options: dict[str, tuple[Color, Splay]] = {}
    purple = ctx.splay_of(Color.PURPLE)
    for color in COLORS:
        if color == Color.PURPLE:
            continue
        theirs = ctx.splay_of(color)
        if _can_splay(ctx, Color.PURPLE, theirs):
            options.setdefault(f"splay purple {theirs.label}", (Color.PURPLE, theirs))
        if _can_splay(ctx, color, purple):
            options[f"splay {color.label} {purple.label}"] = (color, purple)
    if not options:
        return
    answer = ctx.choose_option([*options, DONE], "You may splay a colour")
    if answer != DONE:
        color, direction = options[answer]
        ctx.splay(color, direction)
