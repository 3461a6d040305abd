"""Age 4 Artifacts of History cards."""

from __future__ import annotations

from collections import Counter

from innovation.plugin_api import COLORS, RESOURCE_ICONS, Color, EffectContext, Icon, Splay
from innovation_artifacts.book import book

#: Stand-in for "any bonus" when comparing symbols (every bonus counts as one symbol type).
_BONUS = 100


def _symbols(ctx: EffectContext, card: str) -> set[int]:
    """Symbol types printed on a card: resource icons, plus one shared type for any bonus.

    Ruling (BGA, Delft Pocket Telescope): hex images and echo-effect slots are not symbols, and
    bonuses of any value count as the same symbol."""
    out: set[int] = set()
    for code in ctx.info(card).icons:
        if code in RESOURCE_ICONS:
            out.add(code)
        elif code > 100:
            out.add(_BONUS)
    return out


def _reveal_hand(ctx: EffectContext) -> list[str]:
    hand = ctx.hand()
    for card in hand:
        ctx.reveal(card)
    return hand


@book.effect("abell_gallery_harpsichord")
def abell_gallery_harpsichord(ctx: EffectContext) -> None:
    """Find the values shown by exactly one of your top cards; for each of them, from lowest to
    highest, draw and score a card of that value."""
    # Ruling (BGA): the values are read once, before any card is drawn (face-up values).
    counts = Counter(ctx.value(c) for c in ctx.top_cards())
    for value in sorted(v for v, n in counts.items() if n == 1):
        ctx.draw_and_score(value)


@book.effect("cross_of_coronado")
def cross_of_coronado(ctx: EffectContext) -> None:
    """Show your hand. Holding exactly five cards, one of each colour, wins you the game."""
    hand = _reveal_hand(ctx)
    if len(hand) == 5 and len({ctx.color(c) for c in hand}) == 5:
        ctx.win()


@book.effect("delft_pocket_telescope")
def delft_pocket_telescope(ctx: EffectContext) -> None:
    """Return a card from your score pile. If you did, draw a 5 and a 6 and show one of them that
    shares a symbol with the returned card. If neither does, return both and start over."""
    while True:
        card = ctx.choose_card(ctx.score_pile(), "Return a card from your score pile", verb="return")
        if card is None or not ctx.return_card(card):  # "if you do": a karma may keep the card
            return
        drawn = [ctx.draw(ctx.effect_age(5)), ctx.draw(ctx.effect_age(6))]
        wanted = _symbols(ctx, card)
        matching = [c for c in drawn if _symbols(ctx, c) & wanted]
        shown = ctx.choose_card(matching, "Reveal a drawn card sharing a symbol with the returned card", verb="reveal")
        if shown is not None:
            ctx.reveal(shown)
            return
        for c in drawn:
            ctx.reveal(c)  # prove that neither card matches
        ctx.return_cards(drawn)


@book.effect("east_india_company_charter")
def east_india_company_charter(ctx: EffectContext) -> None:
    """Name any value except 5. Every card of that value in every score pile is returned; then draw
    and score a 5 once for each player who lost cards this way."""
    excluded = ctx.effect_age(5)
    value = ctx.choose_value([v for v in range(1, 11) if v != excluded], f"Choose a value other than {excluded}")
    players = 0
    for q in ctx.everyone():
        cards = [c for c in ctx.score_pile(q) if ctx.age(c) == value]
        if cards and ctx.return_cards(cards):  # (when a karma keeps them all, none were returned)
            players += 1
    for _ in range(players):
        ctx.draw_and_score(ctx.effect_age(5))


@book.effect("hunt_lenox_globe")
def hunt_lenox_globe(ctx: EffectContext) -> None:
    """With fewer than four cards in hand, return all your top cards that are not green and draw a
    5 for each one. In any case, then meld a card from your hand."""
    # Ruling (BGA): the hand-size condition covers the returns (and so the draws), not the meld.
    if len(ctx.hand()) < 4:
        tops = [c for c in ctx.top_cards() if ctx.color(c) != Color.GREEN]
        returned = ctx.return_cards(tops)
        for _ in returned:
            ctx.draw(ctx.effect_age(5))
    card = ctx.choose_card(ctx.hand(), "Meld a card from your hand", verb="meld")
    if card is not None:
        ctx.meld(card)


@book.effect("molasses_reef_caravel")
def molasses_reef_caravel(ctx: EffectContext) -> None:
    """Return your whole hand and draw three 4s. Then meld a blue card from your hand, score a card
    from your hand, and return a card from your score pile."""
    ctx.return_cards(ctx.hand())
    for _ in range(3):
        ctx.draw(ctx.effect_age(4))
    blue = ctx.choose_card(
        [c for c in ctx.hand() if ctx.color(c) == Color.BLUE], "Meld a blue card from your hand", verb="meld"
    )
    if blue is not None:
        ctx.meld(blue)
    scored = ctx.choose_card(ctx.hand(), "Score a card from your hand", verb="score")
    if scored is not None:
        ctx.score(scored)
    returned = ctx.choose_card(ctx.score_pile(), "Return a card from your score pile", verb="return")
    if returned is not None:
        ctx.return_card(returned)


@book.effect("mona_lisa")
def mona_lisa(ctx: EffectContext) -> None:
    """Name a colour and a number, then draw five 4s and show your hand. If it holds exactly that
    number of cards of that colour, score them and splay that colour right on your board;
    otherwise return your whole hand."""
    # Ruling (BGA): the colour is named first, then the number (0 up to the largest hand size
    # possible after the draws; a larger number can never match).
    color = ctx.choose_color(COLORS, "Choose a colour", verb="choose")
    assert color is not None
    number = ctx.choose_value(range(len(ctx.hand()) + 6), "Choose a number")
    for _ in range(5):
        ctx.draw(ctx.effect_age(4))
    hand = _reveal_hand(ctx)
    matching = [c for c in hand if ctx.color(c) == color]
    if len(matching) == number:
        ctx.score_cards(matching)
        ctx.splay(color, Splay.RIGHT)
    else:
        ctx.return_cards(hand)


@book.compel("moses")
def moses_compel(ctx: EffectContext) -> None:
    """You must move every one of your top cards showing a crown to my score pile."""
    cards = [c for c in ctx.top_cards() if ctx.has_icon(c, Icon.CROWN)]
    ctx.transfer_cards(cards, ctx.score_of(ctx.activator))


@book.effect("moses")
def moses(ctx: EffectContext) -> None:
    """Score one of your top cards that shows a crown."""
    card = ctx.choose_card(
        [c for c in ctx.top_cards() if ctx.has_icon(c, Icon.CROWN)], "Score a top card with a crown", verb="score"
    )
    if card is not None:
        ctx.score(card)


@book.compel("petition_of_right")
def petition_of_right(ctx: EffectContext) -> None:
    """You must give me one card from your score pile, to my score pile, per top card with a
    castle on your board."""
    count = sum(1 for c in ctx.top_cards() if ctx.has_icon(c, Icon.CASTLE))
    # One whole text per count ("1 cards" reads wrong), each a template the catalogues translate.
    prompt = f"Transfer {count} cards to the score pile"
    if count == 1:
        prompt = "Transfer a card to the score pile"
    cards = ctx.choose_cards(
        ctx.score_pile(),
        prompt,
        max_count=count,
        min_count=count,
        verb="transfer",
        to=ctx.score_of(ctx.activator),
    )
    ctx.transfer_cards(cards, ctx.score_of(ctx.activator))


@book.compel("tortugas_galleon")
def tortugas_galleon(ctx: EffectContext) -> None:
    """You must move every highest-valued card of your score pile to mine. If any moved, also move
    one of your top cards of that value onto my board."""
    highest = ctx.highest(ctx.score_pile())
    if not highest:
        return
    # "If you transferred any": transfer_cards reports the cards that moved (a karma may keep one).
    if not ctx.transfer_cards(highest, ctx.score_of(ctx.activator)):
        return
    value = ctx.age(highest[0])
    # A top card's value is its face-up value (Battleship Yamato counts as 11 on a board).
    card = ctx.choose_card(
        [c for c in ctx.top_cards() if ctx.value(c) == value],
        f"Transfer a top card of value {value}",
        verb="transfer",
        to=ctx.board_of(ctx.activator),
    )
    if card is not None:
        ctx.transfer(card, ctx.board_of(ctx.activator))
