"""Age 6 Echoes of the Past cards."""

from __future__ import annotations

from innovation.plugin_api import COLORS, Color, EffectContext, Icon, Splay
from innovation_echoes.book import book
from innovation_echoes.visible import visible_codes

# --------------------------------------------------------------------------- Bifocals


@book.echo("bifocals")
def bifocals_echo(ctx: EffectContext) -> None:
    """Pick any value and draw a card of it into your forecast."""
    value = ctx.choose_value(range(1, 11), "Draw and foreshadow a card of which value?")
    ctx.draw_and_foreshadow(value)


@book.effect("bifocals")
def bifocals_swap(ctx: EffectContext) -> None:
    """You may put a card from your forecast back into its supply pile. If you do, draw a card
    of that value into your forecast."""
    card = ctx.choose_card(ctx.forecast(), "You may return a card from your forecast", optional=True, verb="return")
    if card is not None and ctx.return_card(card):  # "if you do": not when a karma replaced it
        ctx.draw_and_foreshadow(ctx.age(card))


@book.effect("bifocals")
def bifocals_splay(ctx: EffectContext) -> None:
    """You may splay your green pile right."""
    ctx.may_splay([Color.GREEN], Splay.RIGHT)


# --------------------------------------------------------------------------- Dentures


def _dentures_key(ctx: EffectContext) -> str:
    return f"dentures_tucked:{ctx.player}"


@book.echo("dentures")
def dentures_echo(ctx: EffectContext) -> None:
    """Draw a 6 and tuck it."""
    card = ctx.draw(ctx.effect_age(6))
    if ctx.tuck(card):  # only a card tucked counts as "tucked due to Dentures"
        ctx.memory[_dentures_key(ctx)] = card


@book.effect("dentures")
def dentures_score(ctx: EffectContext) -> None:
    """Look at the colour of the card you last tucked because of Dentures and score the top two
    cards of that pile, never its bottom card. If that leaves nothing to score, draw and tuck a
    6 and do this again with its colour."""
    # Ruling (BGA): if this player tucked nothing through Dentures' echo during this dogma (it
    # was not run, e.g. an "execute the non-demand effects" call), nothing happens. A drawn card
    # whose tuck a karma replaced was not tucked: the last card tucked stays the one that counts.
    last: str | None = ctx.memory.get(_dentures_key(ctx))
    if last is None:
        return
    color = ctx.color(last)
    while True:
        scorable = ctx.pile(color)[1:][-2:]  # every card but the bottom one, at most the top two
        if scorable:
            for card in reversed(scorable):  # the top card first
                ctx.score(card)
            return
        drawn = ctx.draw(ctx.effect_age(6))
        if ctx.tuck(drawn):
            last = drawn
            ctx.memory[_dentures_key(ctx)] = last
        color = ctx.color(last)


@book.effect("dentures")
def dentures_splay(ctx: EffectContext) -> None:
    """You may splay your blue pile right."""
    ctx.may_splay([Color.BLUE], Splay.RIGHT)


# --------------------------------------------------------------------------- Hot Air Balloon


@book.echo("hot_air_balloon")
def hot_air_balloon_echo(ctx: EffectContext) -> None:
    """Draw a 7 and score it."""
    ctx.draw_and_score(ctx.effect_age(7))


@book.effect("hot_air_balloon")
def hot_air_balloon(ctx: EffectContext) -> None:
    """You may take, as an achievement, a top card of another player whose achievements include
    a card of that value, if you are eligible for that value. If you do, move your top green card
    onto that player's board. If you don't, draw and meld a 7."""
    owners: dict[str, int] = {}
    for q in ctx.others():
        held = {ctx.age(a) for a in ctx.standard_achievements(q)}
        for top in ctx.top_cards(q):
            # Ruling (BGA): the top card's face value must match an achievement's value, and the
            # player must be eligible (score and top card) to achieve that value.
            if ctx.value(top) in held and ctx.eligible_for(ctx.value(top)):
                owners[top] = q
    card = ctx.choose_card(list(owners), "You may achieve a top card of another player", optional=True, verb="achieve")
    # Ruling: an achievement a karma replaced ("instead") is not done, so the "otherwise" runs.
    if card is None or not ctx.achieve(card):
        ctx.draw_and_meld(ctx.effect_age(7))
        return
    green = ctx.top(Color.GREEN)
    if green is not None:
        ctx.transfer(green, ctx.board_of(owners[card]))


# --------------------------------------------------------------------------- Indian Clubs


@book.demand("indian_clubs")
def indian_clubs_demand(ctx: EffectContext) -> None:
    """You pick two cards in your score pile and return them."""
    picks = ctx.choose_cards(
        ctx.score_pile(), "Return two cards from your score pile", max_count=2, min_count=2, verb="return"
    )
    ctx.return_cards(picks)


@book.effect("indian_clubs")
def indian_clubs(ctx: EffectContext) -> None:
    """For each different value among the cards in your score pile, score one card of that value
    from your hand."""
    for value in sorted({ctx.age(c) for c in ctx.score_pile()}):
        card = ctx.choose_card(
            [c for c in ctx.hand() if ctx.age(c) == value], f"Score a {value} from your hand", verb="score"
        )
        if card is not None:
            ctx.score(card)


# --------------------------------------------------------------------------- Kaleidoscope


@book.effect("kaleidoscope")
def kaleidoscope(ctx: EffectContext) -> None:
    """Draw a 7 and meld it; you may then splay its colour right."""
    card = ctx.draw_and_meld(ctx.effect_age(7))
    ctx.may_splay([ctx.color(card)], Splay.RIGHT)


# --------------------------------------------------------------------------- Loom


@book.echo("loom")
def loom_echo(ctx: EffectContext) -> None:
    """Score the lowest-valued of your top cards (you pick among ties)."""
    lowest = ctx.lowest(ctx.top_cards(), ctx.value)
    card = ctx.choose_card(lowest, "Score your lowest top card", verb="score")
    if card is not None:
        ctx.score(card)


@book.effect("loom")
def loom_tuck(ctx: EffectContext) -> None:
    """Optionally send back two of your score cards whose values differ; only if both go back,
    draw three 6s, tucking each one."""
    score = ctx.score_pile()
    if len({ctx.age(c) for c in score}) < 2:
        return  # two different values are needed for the full count
    with ctx.selection(max_count=2):
        first = ctx.choose_card(
            score, "You may return two cards of different values from your score pile", optional=True, verb="return"
        )
        if first is None:
            return
        second = ctx.choose_card(
            [c for c in score if ctx.age(c) != ctx.age(first)],
            "Return a second card of a different value",
            verb="return",
        )
    assert second is not None
    returned = [card for card in (first, second) if ctx.return_card(card)]
    if len(returned) < 2:  # "if you do": both returned, not kept or replaced by a karma
        return
    for _ in range(3):
        ctx.draw_and_tuck(ctx.effect_age(6))


@book.effect("loom")
def loom_heritage(ctx: EffectContext) -> None:
    """With five or more hexes showing in one colour of your board, take the Heritage
    achievement."""
    if any(visible_codes(ctx, c).count(Icon.HEX) >= 5 for c in COLORS):
        ctx.claim_special("heritage")


# --------------------------------------------------------------------------- Morphine


def _odd(ctx: EffectContext, cards: list[str]) -> list[str]:
    return [c for c in cards if ctx.age(c) % 2 == 1]


@book.echo("morphine")
def morphine_echo(ctx: EffectContext) -> None:
    """Pick a card of odd value in your hand and score it."""
    card = ctx.choose_card(_odd(ctx, ctx.hand()), "Score an odd-valued card from your hand", verb="score")
    if card is not None:
        ctx.score(card)


@book.demand("morphine")
def morphine_demand(ctx: EffectContext) -> None:
    """Return every odd-valued card in your hand, then draw a 6."""
    returned = ctx.return_cards(_odd(ctx, ctx.hand()))
    if returned:
        best = max(ctx.age(c) for c in returned)
        ctx.memory["morphine_highest"] = max(best, ctx.memory.get("morphine_highest", 0))
    ctx.draw(ctx.effect_age(6))


@book.effect("morphine")
def morphine_draw(ctx: EffectContext) -> None:
    """If the demand made anybody return cards, draw a card one value above the highest of
    them."""
    highest: int = ctx.memory.get("morphine_highest", 0)
    if highest:
        ctx.draw(highest + 1)


@book.effect("morphine")
def morphine_splay(ctx: EffectContext) -> None:
    """You may splay your red pile right."""
    ctx.may_splay([Color.RED], Splay.RIGHT)


# --------------------------------------------------------------------------- Shrapnel


@book.demand("shrapnel")
def shrapnel_demand(ctx: EffectContext) -> None:
    """You draw a 6 and tuck it. Move your top two cards of its colour to my score pile, then
    move my bottom card of that colour to your score pile."""
    color = ctx.color(ctx.draw_and_tuck(ctx.effect_age(6)))
    for _ in range(2):
        top = ctx.top(color)
        if top is not None:
            ctx.transfer(top, ctx.score_of(ctx.activator))
    bottom = ctx.bottom(color, ctx.activator)
    if bottom is not None:
        ctx.transfer(bottom, ctx.score_of())


# --------------------------------------------------------------------------- Steamboat


@book.demand("steamboat")
def steamboat_demand(ctx: EffectContext) -> None:
    """You draw and reveal a 6. Blue or yellow: give it and your whole hand to me. Red or green:
    keep it and give me two cards from your score pile. Purple: keep it."""
    card = ctx.draw_and_reveal(ctx.effect_age(6))
    color = ctx.color(card)
    if color in (Color.BLUE, Color.YELLOW):
        ctx.transfer_cards([card] + [c for c in ctx.hand() if c != card], ctx.hand_of(ctx.activator))
    elif color in (Color.RED, Color.GREEN):
        picks = ctx.choose_cards(
            ctx.score_pile(),
            "Transfer two cards from your score pile",
            max_count=2,
            min_count=2,
            verb="transfer",
            to=ctx.score_of(ctx.activator),
        )
        ctx.transfer_cards(picks, ctx.score_of(ctx.activator))


# --------------------------------------------------------------------------- Stethoscope


def stethoscope_key(ctx: EffectContext) -> str:
    return f"stethoscope_blue:{ctx.player}"


@book.echo("stethoscope")
def stethoscope_echo(ctx: EffectContext) -> None:
    """From your hand, meld one card that is blue or yellow."""
    card = ctx.choose_card(
        [c for c in ctx.hand() if ctx.color(c) in (Color.BLUE, Color.YELLOW)],
        "Meld a blue or yellow card from your hand",
        verb="meld",
    )
    if card is not None and ctx.meld(card) and ctx.color(card) == Color.BLUE:  # melded, not replaced
        ctx.memory[stethoscope_key(ctx)] = True


@book.effect("stethoscope")
def stethoscope_draw(ctx: EffectContext) -> None:
    """Draw a 7. If this dogma's echo effect made you meld a blue card, also draw an 8."""
    ctx.draw(ctx.effect_age(7))
    if ctx.memory.get(stethoscope_key(ctx)):
        ctx.draw(ctx.effect_age(8))


@book.effect("stethoscope")
def stethoscope_splay(ctx: EffectContext) -> None:
    """You may splay your yellow pile right."""
    ctx.may_splay([Color.YELLOW], Splay.RIGHT)
