"""Age 4 Echoes of the Past cards."""

from __future__ import annotations

from innovation.plugin_api import COLORS, Color, EffectContext, Icon, Ordered, Splay, Where
from innovation_echoes.book import book
from innovation_echoes.visible import highest_bonus, visible_bonuses

# --------------------------------------------------------------------------- helpers


# --------------------------------------------------------------------------- Barometer


@book.echo("barometer")
def barometer_echo(ctx: EffectContext) -> None:
    """Pick a card of value 5 in your forecast and take it into your hand."""
    five = ctx.effect_age(5)
    card = ctx.choose_card(
        [c for c in ctx.forecast() if ctx.age(c) == five],
        "Transfer a 5 from your forecast" if five == 5 else f"Transfer a card of value {five} from your forecast",
        verb="transfer",
        to=ctx.hand_of(),
    )
    if card is not None:
        ctx.transfer(card, ctx.hand_of())


@book.effect("barometer")
def barometer(ctx: EffectContext) -> None:
    """Pick a bonus visible on any player's board; draw a card two values above it and put it
    in your forecast."""
    # Ruling (BGA, 3rd edition): with no visible bonus anywhere the bonus counts as 0 (a 2).
    bonuses: set[int] = set()
    for q in range(ctx.n_players):
        bonuses.update(visible_bonuses(ctx, q))
    value = ctx.choose_value(sorted(bonuses) or [0], "Choose a bonus (you draw two higher)")
    ctx.draw_and_foreshadow(value + 2)


@book.effect("barometer")
def barometer_return(ctx: EffectContext) -> None:
    """You may reveal every card in your forecast and return them all. If one of them was
    blue, claim the Destiny achievement."""
    cards = ctx.forecast()
    if not cards or not ctx.yes_no("Reveal and return all cards in your forecast?"):
        return
    for card in cards:
        ctx.reveal(card)
    ctx.return_cards(cards)
    if any(ctx.color(c) == Color.BLUE for c in cards):
        ctx.claim_special("destiny")


# --------------------------------------------------------------------------- Chintz


@book.effect("chintz")
def chintz(ctx: EffectContext) -> None:
    """Take a card of value 4 into your hand."""
    ctx.draw(ctx.effect_age(4))


@book.effect("chintz")
def chintz_score(ctx: EffectContext) -> None:
    """If your hand holds exactly one card, draw a 4, then draw a 4 and score it."""
    if len(ctx.hand()) == 1:
        ctx.draw(ctx.effect_age(4))
        ctx.draw_and_score(ctx.effect_age(4))


# --------------------------------------------------------------------------- Clock


@book.echo("clock")
def clock_echo(ctx: EffectContext) -> None:
    """You may splay right the colour of which you have the most cards."""
    # Ruling (BGA): on a tie for the most cards, any of the tied colours may be chosen.
    sizes = {c: len(ctx.pile(c)) for c in COLORS}
    most = max(sizes.values())
    ctx.may_splay([c for c in COLORS if sizes[c] == most], Splay.RIGHT)


@book.demand("clock")
def clock(ctx: EffectContext) -> None:
    """Draw three 10s and reveal them, count the clocks on them, then return them. Move every
    card of that value from your hand and your score pile to my score pile."""
    drawn = [ctx.draw_and_reveal(ctx.effect_age(10)) for _ in range(3)]
    value = sum(ctx.info(c).icon_total(Icon.CLOCK) for c in drawn)
    ctx.return_cards(drawn)
    moved = [c for c in ctx.hand() + ctx.score_pile() if ctx.age(c) == value]
    ctx.transfer_cards(moved, ctx.score_of(ctx.activator))


# --------------------------------------------------------------------------- Globe


@book.effect("globe")
def globe(ctx: EffectContext) -> None:
    """You may return one, two or three cards of a single colour from your hand. For one,
    splay any colour left; for two, right; for three, up. If you returned any, draw a 6 and
    put it in your forecast."""
    # Ruling (BGA): the splay is mandatory once cards are returned; only piles the splay would
    # change are offered (none: no splay). The cards are revealed as they are returned. The splay
    # and the draw go by the cards returned (not those a karma did something else with instead).
    most_of_a_colour = max((sum(1 for d in ctx.hand() if ctx.color(d) == ctx.color(c)) for c in ctx.hand()), default=0)
    with ctx.selection(max_count=min(3, most_of_a_colour)):
        first = ctx.choose_card(
            ctx.hand(), "You may return cards of one colour from your hand", optional=True, verb="return"
        )
        if first is None:
            return
        more = ctx.choose_cards(
            [c for c in ctx.hand() if c != first and ctx.color(c) == ctx.color(first)],
            "You may return more cards of that colour",
            max_count=2,
            verb="return",
        )
    picks = Ordered([first, *more])
    for card in picks:
        ctx.reveal(card)
    returned = ctx.return_cards(picks)
    if not returned:
        return
    direction = {1: Splay.LEFT, 2: Splay.RIGHT, 3: Splay.UP}[len(returned)]
    ctx.must_splay(COLORS, direction)
    ctx.draw_and_foreshadow(ctx.effect_age(6))


# --------------------------------------------------------------------------- Kobukson


@book.echo("kobukson")
def kobukson_echo(ctx: EffectContext) -> None:
    """Pick a pile on anybody's board (yours included) and splay it to the left."""
    # Ruling: you pick the top card of the pile to splay; only piles the splay would change
    # are offered (this project's rule for mandatory splays).
    candidates = [
        top
        for q in ctx.everyone()
        for c in COLORS
        if (top := ctx.top(c, q)) is not None and len(ctx.pile(c, q)) >= 2 and ctx.splay_of(c, q) != Splay.LEFT
    ]
    card = ctx.choose_card(candidates, "Splay a pile left (choose its top card)", verb="splay", splay=Splay.LEFT)
    if card is not None:
        where = ctx.locate(card)
        assert where.player is not None
        ctx.splay(ctx.color(card), Splay.LEFT, p=where.player)


#: ctx.memory key: cards returned by Kobukson's demand so far in this dogma (all players).
_KOBUKSON_RETURNED = "kobukson_returned"


@book.demand("kobukson")
def kobukson_demand(ctx: EffectContext) -> None:
    """Return every one of your top cards that shows a castle. Draw a 4 and tuck it."""
    cards = [c for c in ctx.top_cards() if ctx.has_icon(c, Icon.CASTLE)]
    returned = ctx.return_cards(cards)  # the effect counts these (not those a karma kept)
    ctx.memory[_KOBUKSON_RETURNED] = ctx.memory.get(_KOBUKSON_RETURNED, 0) + len(returned)
    ctx.draw_and_tuck(ctx.effect_age(4))


@book.effect("kobukson")
def kobukson(ctx: EffectContext) -> None:
    """Draw a 4 and tuck it once for every two cards the demand made players return."""
    # Ruling (BGA): the count is the total over every demanded player, rounded down.
    for _ in range(ctx.memory.get(_KOBUKSON_RETURNED, 0) // 2):
        ctx.draw_and_tuck(ctx.effect_age(4))


# --------------------------------------------------------------------------- Pencil


@book.echo("pencil")
def pencil_echo(ctx: EffectContext) -> None:
    """Take a card of value 5 into your hand."""
    ctx.draw(ctx.effect_age(5))


@book.effect("pencil")
def pencil(ctx: EffectContext) -> None:
    """You may return one to three cards from your hand. If you do, draw as many cards, each
    one value above the highest card returned. Put one of them in your forecast and return
    the others."""
    # "The cards returned": not those a karma did something else with instead.
    picks = ctx.choose_cards(ctx.hand(), "You may return up to three cards", max_count=3, verb="return")
    if not picks:
        return
    returned = ctx.return_cards(picks)
    if not returned:
        return
    value = max(ctx.age(c) for c in returned) + 1
    drawn = [ctx.draw(value) for _ in returned]
    card = ctx.choose_card(
        [c for c in drawn if c in ctx.hand()], "Foreshadow one of the drawn cards", verb="foreshadow"
    )
    if card is not None:
        ctx.foreshadow(card)
    ctx.return_cards([c for c in drawn if c != card and c in ctx.hand()])


# --------------------------------------------------------------------------- Shuriken


@book.demand("shuriken")
def shuriken(ctx: EffectContext) -> None:
    """Move one of your non-red top cards that shows a castle or a lightbulb to my board. If
    you do, draw a 4."""
    card = ctx.choose_card(
        [
            c
            for c in ctx.top_cards()
            if ctx.color(c) != Color.RED and (ctx.has_icon(c, Icon.CASTLE) or ctx.has_icon(c, Icon.LIGHTBULB))
        ],
        "Transfer a top card to the activator's board",
        verb="transfer",
        to=ctx.board_of(ctx.activator),
    )
    if card is not None and ctx.transfer(card, ctx.board_of(ctx.activator)):
        ctx.draw(ctx.effect_age(4))


@book.effect("shuriken")
def shuriken_splay(ctx: EffectContext) -> None:
    """You may splay your purple pile to the right."""
    ctx.may_splay([Color.PURPLE], Splay.RIGHT)


# --------------------------------------------------------------------------- Slide Rule


@book.effect("slide_rule")
def slide_rule_splay(ctx: EffectContext) -> None:
    """You may splay your yellow pile to the right."""
    ctx.may_splay([Color.YELLOW], Splay.RIGHT)


@book.effect("slide_rule")
def slide_rule(ctx: EffectContext) -> None:
    """Draw a card whose value is your lowest top card's value plus the number of your
    splayed colours."""
    tops = ctx.top_cards()
    lowest = min((ctx.age(c) for c in tops), default=0)
    splayed = sum(1 for c in COLORS if ctx.splay_of(c) != Splay.NONE)
    ctx.draw(lowest + splayed)


# --------------------------------------------------------------------------- Telescope


@book.echo("telescope")
def telescope_echo(ctx: EffectContext) -> None:
    """Draw a 5 and put it in your forecast."""
    ctx.draw_and_foreshadow(ctx.effect_age(5))


@book.effect("telescope")
def telescope(ctx: EffectContext) -> None:
    """You may put a card from your forecast back on top of its supply pile. If you do,
    achieve a card from your forecast whose value you are eligible to achieve."""
    # Ruling (BGA): eligibility is checked for the forecast card's value as for a standard
    # achievement (top card and points, multiplier included); the card itself is achieved.
    card = ctx.choose_card(
        ctx.forecast(), "You may put a card from your forecast on its deck", optional=True, verb="return"
    )
    if card is None:
        return
    if ctx.info(card).relic:
        placed = ctx.return_card(card)  # a relic never enters a supply pile
    else:
        placed = ctx.transfer(card, Where("deck"))
    if not placed:  # "if you do": a karma kept the card or did something else instead
        return
    target = ctx.choose_card(
        [c for c in ctx.forecast() if ctx.eligible_for(ctx.age(c))],
        "Achieve a card from your forecast",
        verb="achieve",
    )
    if target is not None:
        ctx.achieve(target)


# --------------------------------------------------------------------------- Toilet


@book.echo("toilet")
def toilet_echo(ctx: EffectContext) -> None:
    """Draw a 4 and tuck it."""
    ctx.draw_and_tuck(ctx.effect_age(4))


@book.demand("toilet")
def toilet_demand(ctx: EffectContext) -> None:
    """Return every card in your score pile whose value equals the highest bonus showing on
    my board."""
    value = highest_bonus(ctx, ctx.activator)
    ctx.return_cards([c for c in ctx.score_pile() if ctx.age(c) == value])


@book.effect("toilet")
def toilet(ctx: EffectContext) -> None:
    """You may return one card from your hand, then draw a card of its value."""
    card = ctx.choose_card(ctx.hand(), "You may return a card from your hand", optional=True, verb="return")
    if card is not None:
        ctx.return_card(card)
        ctx.draw(ctx.age(card))
