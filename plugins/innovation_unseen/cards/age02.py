"""Age 2 of The Unseen (4th edition). Each function's docstring says the effect in the project's
own words; rulings on unclear points are in docs/rulings.md ("The Unseen: ages 1–5")."""

from __future__ import annotations

from innovation.plugin_api import COLORS, Color, EffectContext, Icon, Splay, Where
from innovation_unseen.book import book
from innovation_unseen.cards.early import safeguard_available_achievement

# --------------------------------------------------------------------------- Astrology


@book.effect("astrology")
def astrology_splay(ctx: EffectContext) -> None:
    """You may splay left your colour with the most cards on your board (one of them on a tie)."""
    sizes = {c: len(ctx.pile(c)) for c in ctx.colors_on_board()}
    if sizes:
        most = max(sizes.values())
        ctx.may_splay([c for c, n in sizes.items() if n == most], Splay.LEFT)


@book.effect("astrology")
def astrology_meld(ctx: EffectContext) -> None:
    """Draw and meld a card of the value of the number of purple cards you can see on your board.
    If it shows no crown, tuck it."""
    card = ctx.draw_and_meld(ctx.visible_card_count(Color.PURPLE))
    if not ctx.has_icon(card, Icon.CROWN):
        ctx.tuck(card)


# --------------------------------------------------------------------------- Cipher


@book.effect("cipher")
def cipher_return(ctx: EffectContext) -> None:
    """Return your whole hand. If that is two cards or more, draw a card one value higher than
    the highest of them."""
    returned = ctx.return_cards(ctx.hand())
    if len(returned) >= 2:
        ctx.draw(max(ctx.age(c) for c in returned) + 1)


@book.effect("cipher")
def cipher_draw(ctx: EffectContext) -> None:
    """Draw a 2. You may splay your blue cards left."""
    ctx.draw(2)
    ctx.may_splay([Color.BLUE], Splay.LEFT)


# --------------------------------------------------------------------------- Counterfeiting


@book.effect("counterfeiting")
def counterfeiting_score(ctx: EffectContext) -> None:
    """Score one of your top cards whose value is not in your score pile. If you do, do this
    again."""
    # Bounded: each round scores a top card; the score pile then holds its value.
    while True:
        held = {ctx.age(c) for c in ctx.score_pile()}
        card = ctx.choose_card(
            [c for c in ctx.top_cards() if ctx.age(c) not in held],
            "Score a top card of a value missing from your score pile",
            verb="score",
        )
        if card is None:
            return
        ctx.score(card)


@book.effect("counterfeiting")
def counterfeiting_splay(ctx: EffectContext) -> None:
    """You may splay your green or purple cards left."""
    ctx.may_splay([Color.GREEN, Color.PURPLE], Splay.LEFT)


# --------------------------------------------------------------------------- Exile

_EXILED = "exile:returned"


@book.demand("exile")
def exile_demand(ctx: EffectContext) -> None:
    """Return one of your top cards without a leaf, then every card of its value from your score
    pile."""
    card = ctx.choose_card(
        [c for c in ctx.top_cards() if not ctx.has_icon(c, Icon.LEAF)],
        "Return a top card without a leaf",
        verb="return",
    )
    if card is None:
        return
    ctx.return_card(card)
    more = ctx.return_cards([c for c in ctx.score_pile() if ctx.age(c) == ctx.age(card)])
    ctx.memory[_EXILED] = ctx.memory.get(_EXILED, 0) + 1 + len(more)


@book.effect("exile")
def exile_return(ctx: EffectContext) -> None:
    """If the demand made exactly one card return in all, return Exile and draw a 3."""
    # Ruling: the cards every opponent returned are counted together (docs/rulings.md); a sharer
    # after the first finds Exile already returned and only draws.
    if ctx.memory.get(_EXILED, 0) != 1:
        return
    if ctx.locate(ctx.card).zone != "deck":
        ctx.return_card(ctx.card)
    ctx.draw(3)


# --------------------------------------------------------------------------- Fingerprints


@book.effect("fingerprints")
def fingerprints_splay(ctx: EffectContext) -> None:
    """You may splay your red or yellow cards left."""
    ctx.may_splay([Color.RED, Color.YELLOW], Splay.LEFT)


@book.effect("fingerprints")
def fingerprints_safeguard(ctx: EffectContext) -> None:
    """Safeguard an available achievement of the value of the number of your splayed colours.
    Put a card of that value from your hand on the board of any player."""
    value = sum(1 for c in COLORS if ctx.splay_of(c) != Splay.NONE)
    safeguard_available_achievement(ctx, [value])
    cards = [c for c in ctx.hand() if ctx.age(c) == value]
    if not cards:
        return
    whom = ctx.choose_player(ctx.everyone(), "Choose the board that receives the card")
    if whom is None:
        return
    card = ctx.choose_card(cards, f"Transfer a {value} to that board", verb="transfer", to=ctx.board_of(whom))
    if card is not None:
        ctx.transfer(card, ctx.board_of(whom))


# --------------------------------------------------------------------------- Meteorology


@book.effect("meteorology")
def meteorology_draw(ctx: EffectContext) -> None:
    """Draw a 3 and show it. With a leaf, score it; otherwise with a crown, return it and draw two
    3s; otherwise tuck it."""
    card = ctx.draw_and_reveal(3)
    if ctx.has_icon(card, Icon.LEAF):
        ctx.score(card)
    elif ctx.has_icon(card, Icon.CROWN):
        ctx.return_card(card)
        ctx.draw(3)
        ctx.draw(3)
    else:
        ctx.tuck(card)


@book.effect("meteorology")
def meteorology_zen(ctx: EffectContext) -> None:
    """If your board shows no castle, claim the Zen achievement."""
    if ctx.icons(Icon.CASTLE) == 0:
        ctx.claim_special("zen")


# --------------------------------------------------------------------------- Padlock

_PADLOCKED = "padlock:transferred"


@book.demand("padlock")
def padlock_demand(ctx: EffectContext) -> None:
    """Put one of your secrets among the available achievements."""
    secret = ctx.choose_card(
        ctx.secrets(), "Transfer a secret to the available achievements", verb="transfer", to=Where("available")
    )
    if secret is not None and ctx.transfer(secret, Where("available")):
        ctx.memory[_PADLOCKED] = True


@book.effect("padlock")
def padlock_score(ctx: EffectContext) -> None:
    """If the demand moved no card, you may score up to three cards of different values from
    your hand."""
    if ctx.memory.get(_PADLOCKED):
        return
    values: set[int] = set()
    for _ in range(3):
        card = ctx.choose_card(
            [c for c in ctx.hand() if ctx.age(c) not in values],
            "You may score a card of a value not scored yet",
            verb="score",
            optional=True,
        )
        if card is None:
            return
        values.add(ctx.age(card))
        ctx.score(card)


# --------------------------------------------------------------------------- Password


@book.effect("password")
def password(ctx: EffectContext) -> None:
    """Draw a 2 and show it. You may safeguard another card of its colour from your hand; if you
    do, score the drawn card, otherwise return every card of your hand but the drawn one."""
    drawn = ctx.draw_and_reveal(2)
    others = [c for c in ctx.hand() if c != drawn]
    if not others:
        return
    limit = ctx.zone_limit("safe")
    room = limit is None or len(ctx.secrets()) < limit  # a full safe: nothing to offer (BGA)
    card = ctx.choose_card(
        [c for c in others if room and ctx.color(c) == ctx.color(drawn)],
        "You may safeguard a card of the drawn card's colour",
        verb="safeguard",
        optional=True,
    )
    if card is not None and ctx.safeguard(card):
        ctx.score(drawn)
    else:
        ctx.return_cards([c for c in ctx.hand() if c != drawn])


# --------------------------------------------------------------------------- Propaganda


@book.demand("propaganda")
def propaganda_demand(ctx: EffectContext) -> None:
    """Meld a card of the colour I name from your hand. If you do, the card it covers goes to my
    board."""
    color = ctx.choose_color(COLORS, "Choose the colour your opponent must meld", verb="choose", p=ctx.activator)
    if color is None:
        return
    card = ctx.choose_card(
        [c for c in ctx.hand() if ctx.color(c) == color], "Meld a card of the named colour", verb="meld"
    )
    if card is None:
        for c in ctx.hand():
            ctx.reveal(c)  # the hand shows that no card of that colour is in it
        return
    ctx.meld(card)
    pile = ctx.pile(color)
    if len(pile) >= 2:
        ctx.transfer(pile[-2], ctx.board_of(ctx.activator))


@book.effect("propaganda")
def propaganda_meld(ctx: EffectContext) -> None:
    """Meld a card from your hand."""
    card = ctx.choose_card(ctx.hand(), "Meld a card from your hand", verb="meld")
    if card is not None:
        ctx.meld(card)


# --------------------------------------------------------------------------- Steganography


@book.effect("steganography")
def steganography(ctx: EffectContext) -> None:
    """You may splay left one of your colours that shows a lightbulb. If you do, safeguard an
    available achievement of the value of the number of cards of that colour on your board.
    Otherwise draw a 3 and tuck it."""
    color = ctx.may_splay([c for c in COLORS if ctx.pile_icons(c, Icon.LIGHTBULB) > 0], Splay.LEFT)
    if color is None:
        ctx.draw_and_tuck(3)
    else:
        safeguard_available_achievement(ctx, [len(ctx.pile(color))])
