"""Age 11 Unseen cards (4th edition)."""

from __future__ import annotations

from innovation.plugin_api import COLORS, Color, EffectContext, Icon, Splay, Where
from innovation_unseen.book import book

# --------------------------------------------------------------------------- Astrobiology


@book.effect("astrobiology")
def astrobiology(ctx: EffectContext) -> None:
    """Return the bottom card of one of your piles. Splay that pile aslant, then score every
    card of it without a leaf."""
    bottoms = [b for c in COLORS if (b := ctx.bottom(c)) is not None]
    card = ctx.choose_card(bottoms, "Return a bottom card from your board", verb="return")
    if card is None:
        return
    color = ctx.color(card)
    ctx.return_card(card)
    ctx.splay(color, Splay.ASLANT)
    ctx.score_cards([c for c in reversed(ctx.pile(color)) if not ctx.has_icon(c, Icon.LEAF)])


# --------------------------------------------------------------------------- Cloaking


@book.demand("cloaking")
def cloaking(ctx: EffectContext) -> None:
    """You move one of your standard achievements into my safe."""
    card = ctx.choose_card(
        ctx.standard_achievements(),
        "Transfer one of your standard achievements to your opponent's safe",
        verb="transfer",
        to=Where("safe", ctx.activator),
    )
    if card is not None:
        ctx.transfer(card, Where("safe", ctx.activator))


# --------------------------------------------------------------------------- Dark Web

DARK_SAFEGUARD = "safeguard available standard achievements"
DARK_ACHIEVE = "achieve secrets from your safe"


@book.effect("dark_web")
def dark_web_unsplay(ctx: EffectContext) -> None:
    """Unsplay one pile of any player's board."""
    tops = [c for q in ctx.everyone() for c in ctx.top_cards(q) if ctx.splay_of(ctx.color(c), q) != Splay.NONE]
    card = ctx.choose_card(tops, "Unsplay a colour on any board (choose its top card)", verb="choose")
    if card is not None:
        owner = ctx.locate(card).player
        ctx.unsplay(ctx.color(card), owner)


@book.effect("dark_web")
def dark_web_choice(ctx: EffectContext) -> None:
    """Either put as many available standard achievements as you like in your safe, or take as
    many of your secrets as you like into your achievements, eligible or not."""
    choice = ctx.choose_option(
        [DARK_SAFEGUARD, DARK_ACHIEVE], "Safeguard available achievements, or achieve your secrets"
    )
    while True:
        if choice == DARK_SAFEGUARD:
            values = sorted({ctx.age(c) for c in ctx.available_achievements()})
            value = ctx.may_choose_value(values, "You may safeguard an available achievement", verb="safeguard")
            if value is None or ctx.safeguard_achievement(value) is None:
                return
        else:
            card = ctx.choose_card(ctx.secrets(), "You may achieve a secret", verb="achieve", optional=True)
            if card is None:
                return
            ctx.achieve(card)


# --------------------------------------------------------------------------- Escape Room


@book.demand("escape_room")
def escape_room_demand(ctx: EffectContext) -> None:
    """You draw an 11, show it and score it; then you score a card of its colour from your
    hand. If you cannot, you lose."""
    drawn = ctx.draw_and_reveal(11)
    color = ctx.color(drawn)
    ctx.score(drawn)
    card = ctx.choose_card(
        [c for c in ctx.hand() if ctx.color(c) == color], "Score a card of the drawn card's colour", verb="score"
    )
    if card is None:
        for held in ctx.hand():
            ctx.reveal(held)  # the proof that no card of that colour is held
        ctx.lose()
        return
    ctx.score(card)


@book.effect("escape_room")
def escape_room_score(ctx: EffectContext) -> None:
    """Score each of your non-yellow top cards that has a clock (four at most, one per colour)."""
    ctx.score_cards([c for c in ctx.top_cards() if ctx.color(c) != Color.YELLOW and ctx.has_icon(c, Icon.CLOCK)])


# --------------------------------------------------------------------------- Fashion Mask


@book.effect("fashion_mask")
def fashion_mask_tuck(ctx: EffectContext) -> None:
    """Tuck each of your top cards with a crown or a factory; you may then put one of the
    tucked cards in your safe."""
    tucked = ctx.tuck_cards(
        [c for c in ctx.top_cards() if ctx.has_icon(c, Icon.CROWN) or ctx.has_icon(c, Icon.FACTORY)]
    )
    card = ctx.choose_card(
        [c for c in tucked if ctx.locate(c).zone == "board"],
        "You may safeguard one of the tucked cards",
        verb="safeguard",
        optional=True,
    )
    if card is not None:
        ctx.safeguard(card)


def _score_all_but_top_five(ctx: EffectContext, color: int) -> list[str]:
    pile = ctx.pile(color)
    return ctx.score_cards(pile[: max(0, len(pile) - 5)])


@book.effect("fashion_mask")
def fashion_mask_score(ctx: EffectContext) -> None:
    """Score all but the top five cards of your yellow pile and of your purple pile, then splay
    both aslant."""
    for color in (Color.YELLOW, Color.PURPLE):
        _score_all_but_top_five(ctx, color)
    for color in (Color.YELLOW, Color.PURPLE):
        ctx.splay(color, Splay.ASLANT)


# --------------------------------------------------------------------------- Green Hydrogen


@book.effect("green_hydrogen")
def green_hydrogen(ctx: EffectContext) -> None:
    """Score every green card of your board but the top one, then draw and tuck an 11 for each
    card scored."""
    scored = ctx.score_cards(list(reversed(ctx.pile(Color.GREEN)[:-1])))
    for _ in scored:
        ctx.draw_and_tuck(11)


# --------------------------------------------------------------------------- Holography


@book.effect("holography")
def holography(ctx: EffectContext) -> None:
    """Pick red, blue or green. Score all but the top five cards of that pile, then splay it
    aslant. If you did both, swap all the lowest cards of your score pile for all your standard
    achievements of lower value."""
    color = ctx.choose_color([Color.RED, Color.BLUE, Color.GREEN], "Choose red, blue or green", verb="choose")
    if color is None:
        return
    scored = _score_all_but_top_five(ctx, color)
    splayed = ctx.splay(color, Splay.ASLANT)
    if not scored or not splayed:
        return
    lowest = min(ctx.age(c) for c in ctx.score_pile())
    cards = [c for c in ctx.score_pile() if ctx.age(c) == lowest]
    below = [a for a in ctx.standard_achievements() if ctx.age(a) < lowest]
    ctx.exchange(cards, Where("achievements", ctx.player), below, Where("score", ctx.player))
    ctx.check_win_by_achievements()


# --------------------------------------------------------------------------- Metaverse


@book.effect("metaverse")
def metaverse(ctx: EffectContext) -> None:
    """Score the top card of each of your splayed piles. If that is fewer than three cards, you
    lose."""
    scored = ctx.score_cards([t for c in COLORS if ctx.splay_of(c) != Splay.NONE and (t := ctx.top(c)) is not None])
    if len(scored) < 3:
        ctx.lose()


# --------------------------------------------------------------------------- Mystery Box


@book.effect("mystery_box")
def mystery_box(ctx: EffectContext) -> None:
    """Claim an available standard achievement, eligible or not, and self-execute it."""
    values = sorted({ctx.age(c) for c in ctx.available_achievements()})
    if not values:
        return
    value = ctx.choose_value(values, "Claim an available achievement of a value", verb="achieve")
    card = ctx.available_achievements([value])[0]
    ctx.achieve(card)
    ctx.self_execute(card)


# --------------------------------------------------------------------------- Quantum Computers


@book.demand("quantum_computers")
def quantum_computers_demand(ctx: EffectContext) -> None:
    """You flip a coin; if you lose the flip, you lose."""
    if not ctx.flip_coin():
        ctx.lose()


@book.effect("quantum_computers")
def quantum_computers(ctx: EffectContext) -> None:
    """Flip a coin. Win, and this effect is over. Lose, and you return one of your secrets — or
    lose the game if you have none — and flip again."""
    while not ctx.flip_coin():
        card = ctx.choose_card(ctx.secrets(), "Return one of your secrets", verb="return")
        if card is None:
            ctx.lose()
            return
        ctx.return_card(card)
