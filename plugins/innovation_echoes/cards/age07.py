"""Age 7 Echoes of the Past cards."""

from __future__ import annotations

from innovation.plugin_api import COLORS, VISIBLE_SLOTS, Color, EffectContext, Splay, Where
from innovation_echoes.book import book
from innovation_echoes.visible import echo_cards


def _has_bonus(ctx: EffectContext, card: str) -> bool:
    return bool(ctx.info(card).bonuses)


# --------------------------------------------------------------------------- Elevator

_HANDS = "hands"
_SCORE_PILES = "score piles"


@book.echo("elevator")
def elevator_echo(ctx: EffectContext) -> None:
    """Score either the top card or the bottom card of your green pile."""
    ends = [c for c in dict.fromkeys((ctx.top(Color.GREEN), ctx.bottom(Color.GREEN))) if c is not None]
    card = ctx.choose_card(ends, "Score your top or bottom green card", verb="score")
    if card is not None:
        ctx.score(card)


@book.effect("elevator")
def elevator(ctx: EffectContext) -> None:
    """Pick a value that some card in your score pile has. Then take every card of that value
    either from all other players' hands or from all other players' score piles (your pick) and
    put them in your score pile."""
    values = sorted({ctx.age(c) for c in ctx.score_pile()})
    if not values:
        return
    value = ctx.choose_value(values, "Choose a value present in your score pile")
    source = ctx.choose_option(
        [_HANDS, _SCORE_PILES], f"Take every {value} from the other players' hands or their score piles?"
    )
    # Ruling (BGA, 3rd edition): "all other players" includes a partner in a team game.
    for q in ctx.others():
        zone = ctx.hand(q) if source == _HANDS else ctx.score_pile(q)
        ctx.transfer_cards([c for c in zone if ctx.age(c) == value], ctx.score_of())


# --------------------------------------------------------------------------- Fertilizer


@book.effect("fertilizer")
def fertilizer_return(ctx: EffectContext) -> None:
    """You may put a card from your hand back in its supply pile. If you do, take into your hand
    every card of that value from every score pile, your own included."""
    card = ctx.choose_card(ctx.hand(), "You may return a card from your hand", optional=True, verb="return")
    if card is None or not ctx.return_card(card):  # "if you do": not when a karma replaced it
        return
    value = ctx.age(card)
    for q in ctx.everyone():
        ctx.transfer_cards([c for c in ctx.score_pile(q) if ctx.age(c) == value], ctx.hand_of())


@book.effect("fertilizer")
def fertilizer_foreshadow(ctx: EffectContext) -> None:
    """Pick any value and draw a card of it into your forecast."""
    value = ctx.choose_value(range(1, 11), "Draw and foreshadow a card of which value?")
    ctx.draw_and_foreshadow(value)


# --------------------------------------------------------------------------- Ice Cream


@book.echo("ice_cream")
def ice_cream_echo(ctx: EffectContext) -> None:
    """Score one of your top cards that is not purple and shows no bonus."""
    candidates = [c for c in ctx.top_cards() if ctx.color(c) != Color.PURPLE and not _has_bonus(ctx, c)]
    card = ctx.choose_card(candidates, "Score a non-purple top card without a bonus", verb="score")
    if card is not None:
        ctx.score(card)


@book.demand("ice_cream")
def ice_cream_demand(ctx: EffectContext) -> None:
    """You draw a 1 and meld it."""
    ctx.draw_and_meld(ctx.effect_age(1))


@book.effect("ice_cream")
def ice_cream(ctx: EffectContext) -> None:
    """Pick the 6, 7, 8 or 9 supply pile. If it is not empty, you may move the card at its
    bottom to the available achievements."""
    # The printed values as the effect reads them; one past the highest age names no pile.
    ages = sorted({ctx.effect_age(v) for v in (6, 7, 8, 9)})
    values = ", ".join(str(a) for a in ages)
    prompt = "Choose the 6, 7, 8 or 9 supply pile" if ages == [6, 7, 8, 9] else f"Choose the pile of value {values}"
    value = ctx.choose_value(ages, prompt)
    # Ruling (BGA): "deck" means the base supply pile of that value.
    decks = ctx.state.decks["base"]
    if value > len(decks) or not decks[value - 1]:
        return
    deck = decks[value - 1]
    if ctx.yes_no(f"Move the bottom card of the {value} pile to the available achievements?"):
        ctx.transfer(deck[0], Where("available"))


# --------------------------------------------------------------------------- Jeans


def draw_two_return_one_foreshadow_other(ctx: EffectContext, value: int) -> None:
    """Draw two cards of ``value``; return one of them and foreshadow the other (Jeans' echo, whose
    printed value differs by edition: read through ``ctx.effect_age``)."""
    drawn = [ctx.draw(ctx.effect_age(value)), ctx.draw(ctx.effect_age(value))]
    back = ctx.choose_card(drawn, "Return one of the drawn cards (the other is foreshadowed)", verb="return")
    assert back is not None
    ctx.return_card(back)
    for card in drawn:
        if card != back:
            ctx.foreshadow(card)


@book.echo("jeans")
def jeans_echo(ctx: EffectContext) -> None:
    """Draw two 9s; put one of them back in its supply pile and the other in your forecast."""
    draw_two_return_one_foreshadow_other(ctx, 9)


@book.effect("jeans")
def jeans(ctx: EffectContext) -> None:
    """Pick two different values below 7 and draw and reveal a card of each. Meld one of the two
    and put the other back in its supply pile."""
    below = ctx.effect_age(7)  # "less than [7]"
    first = ctx.choose_value(range(1, below), "Choose the first value to draw and reveal")
    second = ctx.choose_value([v for v in range(1, below) if v != first], "Choose the second value")
    drawn = [ctx.draw_and_reveal(first), ctx.draw_and_reveal(second)]
    card = ctx.choose_card(drawn, "Meld one of the revealed cards (the other is returned)", verb="meld")
    assert card is not None
    ctx.meld(card)
    for other in drawn:
        if other != card:
            ctx.return_card(other)


# --------------------------------------------------------------------------- Machine Gun


@book.echo("machine_gun")
def machine_gun_echo(ctx: EffectContext) -> None:
    """If all five colours are on your board, draw a 7 and score it."""
    if len(ctx.top_cards()) == 5:
        ctx.draw_and_score(ctx.effect_age(7))


@book.demand("machine_gun")
def machine_gun_demand(ctx: EffectContext) -> None:
    """You move each of your top cards that shows a bonus to my score pile; if you moved at least
    one, you draw a 7."""
    cards = [c for c in ctx.top_cards() if _has_bonus(ctx, c)]
    to = ctx.score_of(ctx.activator)
    moved = [c for c in cards if ctx.transfer(c, to)]  # "if you transferred any": those that moved
    if moved:
        # Ruling (BGA): the demanded player draws the 7.
        ctx.draw(ctx.effect_age(7))


@book.effect("machine_gun")
def machine_gun(ctx: EffectContext) -> None:
    """Put each of your top cards that is not red back in its supply pile."""
    ctx.return_cards([c for c in ctx.top_cards() if ctx.color(c) != Color.RED])


# --------------------------------------------------------------------------- Photography


@book.echo("photography")
def photography_echo(ctx: EffectContext) -> None:
    """Pick one of your forecast cards and put it on top of its pile on your board."""
    card = ctx.choose_card(ctx.forecast(), "Meld a card from your forecast", verb="meld")
    if card is not None:
        ctx.meld(card)


@book.demand("photography")
def photography_demand(ctx: EffectContext) -> None:
    """You pick up your highest top card into your hand."""
    highest = ctx.highest(ctx.top_cards(), ctx.value)
    card = ctx.choose_card(highest, "Take your highest top card into your hand", verb="transfer", to=ctx.hand_of())
    if card is not None:
        ctx.transfer(card, ctx.hand_of())


@book.effect("photography")
def photography(ctx: EffectContext) -> None:
    """If one colour of your board shows three or more echo effects, take the History
    achievement."""
    if any(len(echo_cards(ctx, c)) >= 3 for c in COLORS):
        ctx.claim_special("history")


# --------------------------------------------------------------------------- Rubber


@book.echo("rubber")
def rubber_echo(ctx: EffectContext) -> None:
    """Draw an 8 and tuck it, twice."""
    ctx.draw_and_tuck(ctx.effect_age(8))
    ctx.draw_and_tuck(ctx.effect_age(8))


@book.effect("rubber")
def rubber_score(ctx: EffectContext) -> None:
    """Score one of your top cards that shows no bonus."""
    card = ctx.choose_card(
        [c for c in ctx.top_cards() if not _has_bonus(ctx, c)], "Score a top card without a bonus", verb="score"
    )
    if card is not None:
        ctx.score(card)


@book.effect("rubber")
def rubber_splay(ctx: EffectContext) -> None:
    """You may splay your red pile up."""
    ctx.may_splay([Color.RED], Splay.UP)


# --------------------------------------------------------------------------- Saxophone

#: The four cards whose hex image carries a music note.
_MUSIC_CARDS = ("bell", "flute", "piano", "saxophone")


def _visible_music_notes(ctx: EffectContext) -> int:
    """How many of the four music notes show on any board (a note is visible exactly when its
    card's hex slot is: on a top card, or in a slot the pile's splay uncovers)."""
    count = 0
    for pl in ctx.state.players:
        for color, pile in enumerate(pl.piles):
            shown = VISIBLE_SLOTS[pl.splays[color]]
            for i, card in enumerate(pile):
                if card in _MUSIC_CARDS and (i == len(pile) - 1 or ctx.info(card).hex_slot in shown):
                    count += 1
    return count


@book.effect("saxophone")
def saxophone_splay(ctx: EffectContext) -> None:
    """You may splay your purple pile up."""
    ctx.may_splay([Color.PURPLE], Splay.UP)


@book.effect("saxophone")
def saxophone(ctx: EffectContext) -> None:
    """If the music notes of Bell, Flute, Piano and Saxophone all show somewhere on the boards,
    you win. If not, draw a 7 for every music note that shows."""
    # Ruling: a note shows when its hex slot is visible under the splay rules (BGA checks the same
    # slots; its Saxophone test reads Piano's top-card status by mistake, which we do not copy).
    notes = _visible_music_notes(ctx)
    if notes == len(_MUSIC_CARDS):
        ctx.win()
        return
    for _ in range(notes):
        ctx.draw(ctx.effect_age(7))


# --------------------------------------------------------------------------- Telegraph


@book.effect("telegraph")
def telegraph_match(ctx: EffectContext) -> None:
    """You may pick an opponent and a colour; your pile of that colour then takes the same splay
    as theirs (unsplayed if theirs is unsplayed)."""
    # Ruling: the printed text says "opponent", so a partner is not offered (BGA's 3rd-edition
    # code offers every other player; the two agree outside team games).
    q = ctx.choose_player(ctx.opponents(), "You may choose an opponent", optional=True)
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


@book.effect("telegraph")
def telegraph_splay(ctx: EffectContext) -> None:
    """You may splay your blue pile up."""
    ctx.may_splay([Color.BLUE], Splay.UP)


# --------------------------------------------------------------------------- Typewriter


@book.effect("typewriter")
def typewriter(ctx: EffectContext) -> None:
    """Put every card in your hand back in its supply pile, then draw a 6. After that, for each
    different colour among the cards you put back, draw one card, going 7, 8, 9 and so on."""
    # The colours are those of the cards returned (not of those a karma did something else with).
    colors = len({ctx.color(c) for c in ctx.return_cards(ctx.hand())})
    first = ctx.effect_age(6)
    ctx.draw(first)
    # Ruling (BGA, 3rd edition): "the next higher value" climbs by one for each colour: 7, 8, ...
    for i in range(1, colors + 1):
        ctx.draw(first + i)
