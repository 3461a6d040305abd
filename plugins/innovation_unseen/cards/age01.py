"""Age 1 of The Unseen (4th edition). Each function's docstring says the effect in the project's
own words; rulings on unclear points are in docs/rulings.md ("The Unseen: ages 1–5")."""

from __future__ import annotations

from collections import Counter

from innovation.plugin_api import Color, EffectContext, Icon, Splay
from innovation_base.fourth.cards.shared import may_junk_deck
from innovation_unseen.book import book
from innovation_unseen.cards.early import action_memory, icons_on, safeguard_available_achievement

# --------------------------------------------------------------------------- Assassination


@book.demand("assassination")
def assassination(ctx: EffectContext) -> None:
    """Draw a 1 and show it. If it shows a castle, move it, and your top card of its colour, to
    my score pile."""
    card = ctx.draw_and_reveal(1)
    if not ctx.has_icon(card, Icon.CASTLE):
        return
    top = ctx.top(ctx.color(card))
    ctx.transfer(card, ctx.score_of(ctx.activator))
    if top is not None:
        ctx.transfer(top, ctx.score_of(ctx.activator))


@book.effect("assassination")
def assassination_confidence(ctx: EffectContext) -> None:
    """If nobody has a green top card, claim the Confidence achievement."""
    if all(ctx.top(Color.GREEN, q) is None for q in ctx.everyone()):
        ctx.claim_special("confidence")


# --------------------------------------------------------------------------- Dance


@book.effect("dance")
def dance(ctx: EffectContext) -> None:
    """Move one of your top cards with a castle onto another player's board. If you do, meld the
    lowest of that player's top cards without a castle."""
    castles = [c for c in ctx.top_cards() if ctx.has_icon(c, Icon.CASTLE)]
    if not castles:
        return
    other = ctx.choose_player(ctx.others(), "Choose the player whose board receives your card")
    if other is None:
        return
    card = ctx.choose_card(castles, "Transfer a top card with a castle", verb="transfer", to=ctx.board_of(other))
    if card is None or not ctx.transfer(card, ctx.board_of(other)):
        return
    plain = [c for c in ctx.top_cards(other) if not ctx.has_icon(c, Icon.CASTLE)]
    pick = ctx.choose_card(ctx.lowest(plain), "Meld the lowest top card without a castle", verb="meld")
    if pick is not None:
        ctx.meld(pick)


# --------------------------------------------------------------------------- Espionage


@book.demand("espionage")
def espionage(ctx: EffectContext) -> None:
    """Show me a card from your hand. If you do and my hand holds no card of its colour, it goes
    to my hand and this demand starts again."""
    # Bounded: each round takes a card from the hand or stops.
    while ctx.hand():
        card = ctx.choose_card(ctx.hand(), "Reveal a card from your hand", verb="reveal")
        if card is None:
            return
        ctx.reveal(card)
        if any(ctx.color(c) == ctx.color(card) for c in ctx.hand(ctx.activator)):
            return
        ctx.transfer(card, ctx.hand_of(ctx.activator))


# --------------------------------------------------------------------------- Handshake


@book.demand("handshake")
def handshake(ctx: EffectContext) -> None:
    """Take every card of my hand into yours. Then choose two colours among your hand's cards and
    give me every card of your hand of those colours."""
    ctx.transfer_cards(ctx.hand(ctx.activator), ctx.hand_of())
    colors = sorted({ctx.color(c) for c in ctx.hand()})
    if len(colors) > 2:
        first = ctx.choose_color(colors, "Choose the first colour to give away", verb="transfer")
        second = ctx.choose_color(
            [c for c in colors if c != first], "Choose the second colour to give away", verb="transfer"
        )
        colors = [c for c in (first, second) if c is not None]
    ctx.transfer_cards([c for c in ctx.hand() if ctx.color(c) in colors], ctx.hand_of(ctx.activator))


# --------------------------------------------------------------------------- Maze


@book.demand("maze")
def maze(ctx: EffectContext) -> None:
    """For each card in my hand, score a card from your hand of that card's colour. If you do not
    manage one for each, and my hand is not empty, swap your whole hand with my score pile."""
    owed = Counter(ctx.color(c) for c in ctx.hand(ctx.activator))
    if not owed:
        return
    for c in ctx.hand(ctx.activator):
        ctx.reveal(c, ctx.activator)  # I show my hand: the colours owed
    # Bounded: each round scores a card of the hand or stops.
    while True:
        card = ctx.choose_card(
            [c for c in ctx.hand() if owed[ctx.color(c)] > 0], "Score a card of a matching colour", verb="score"
        )
        if card is None:
            break
        ctx.score(card)
        owed[ctx.color(card)] -= 1
    if sum(owed.values()) > 0 and ctx.hand(ctx.activator):
        ctx.exchange(ctx.hand(), ctx.score_of(ctx.activator), ctx.score_pile(ctx.activator), ctx.hand_of())


# --------------------------------------------------------------------------- Myth


@book.effect("myth")
def myth(ctx: EffectContext) -> None:
    """If two cards of your hand share a colour, tuck two such cards. If you do, splay that colour
    left, then draw a card of the value of your bottom card of that colour and safeguard it."""
    counts = Counter(ctx.color(c) for c in ctx.hand())
    paired = [c for c in ctx.hand() if counts[ctx.color(c)] >= 2]
    if not paired:
        return
    first = ctx.choose_card(paired, "Tuck a card of a colour you hold twice", verb="tuck")
    if first is None:
        return
    color = ctx.color(first)
    ctx.tuck(first)
    second = ctx.choose_card([c for c in ctx.hand() if ctx.color(c) == color], "Tuck a second card", verb="tuck")
    if second is None:
        return
    ctx.tuck(second)
    ctx.splay(color, Splay.LEFT)
    ctx.draw_and_safeguard(ctx.value(ctx.bottom(color)))


# --------------------------------------------------------------------------- Palmistry


@book.effect("palmistry")
def palmistry_meld(ctx: EffectContext) -> None:
    """Draw a 1 and meld it."""
    ctx.draw_and_meld(1)


@book.effect("palmistry")
def palmistry_return(ctx: EffectContext) -> None:
    """Return two cards from your hand. If you return two, draw a 2 and score it."""
    picks = ctx.choose_cards(ctx.hand(), "Return two cards from your hand", verb="return", min_count=2, max_count=2)
    returned = ctx.return_cards(picks)
    if len(returned) == 2:
        ctx.draw_and_score(2)


# --------------------------------------------------------------------------- Pilgrimage


@book.effect("pilgrimage")
def pilgrimage_return(ctx: EffectContext) -> None:
    """You may return a 1 from your hand. If you do, safeguard an available achievement of the
    returned card's value, then do this again with a value one higher."""
    value = 1
    # Bounded: each round returns a card from the hand.
    while True:
        card = ctx.choose_card(
            [c for c in ctx.hand() if ctx.age(c) == value],
            f"You may return a {value} from your hand",
            verb="return",
            optional=True,
        )
        if card is None:
            return
        ctx.return_card(card)
        safeguard_available_achievement(ctx, [value])
        value += 1


@book.effect("pilgrimage")
def pilgrimage_junk(ctx: EffectContext) -> None:
    """You may junk every card of the 1 supply pile."""
    may_junk_deck(ctx, 1)


# --------------------------------------------------------------------------- Polytheism


@book.effect("polytheism")
def polytheism_meld(ctx: EffectContext) -> None:
    """Meld a card from your hand that shares no icon with the cards Polytheism had you meld
    during this action. If you do, do this again."""
    seen: set[int] = action_memory(ctx, "polytheism").setdefault("icons", set())
    # Bounded: each round melds a card from the hand.
    while True:
        card = ctx.choose_card(
            [c for c in ctx.hand() if not icons_on(ctx, c) & seen], "Meld a card sharing no icon", verb="meld"
        )
        if card is None:
            return
        seen |= icons_on(ctx, card)
        ctx.meld(card)


@book.effect("polytheism")
def polytheism_tuck(ctx: EffectContext) -> None:
    """Draw a 1 and tuck it."""
    ctx.draw_and_tuck(1)


# --------------------------------------------------------------------------- Proverb


@book.effect("proverb")
def proverb(ctx: EffectContext) -> None:
    """Draw a 1, show it and return it. If it is yellow or purple, safeguard an available
    achievement of the value of a card in your hand, then return your whole hand. Otherwise draw
    two 1s."""
    card = ctx.draw_and_reveal(1)
    ctx.return_card(card)
    if ctx.color(card) in (Color.YELLOW, Color.PURPLE):
        safeguard_available_achievement(ctx, {ctx.age(c) for c in ctx.hand()})
        ctx.return_cards(ctx.hand())
    else:
        ctx.draw(1)
        ctx.draw(1)


# --------------------------------------------------------------------------- Rumor


@book.effect("rumor")
def rumor_return(ctx: EffectContext) -> None:
    """Return a card from your score pile. If you do, draw a card one value higher."""
    card = ctx.choose_card(ctx.score_pile(), "Return a card from your score pile", verb="return")
    if card is None:
        return
    ctx.return_card(card)
    ctx.draw(ctx.age(card) + 1)


@book.effect("rumor")
def rumor_pass(ctx: EffectContext) -> None:
    """Give a card from your hand to the player on your left."""
    left = (ctx.player + 1) % ctx.n_players
    card = ctx.choose_card(
        ctx.hand(), "Transfer a card to the player on your left", verb="transfer", to=ctx.hand_of(left)
    )
    if card is not None:
        ctx.transfer(card, ctx.hand_of(left))


# --------------------------------------------------------------------------- Silk


@book.effect("silk")
def silk_meld(ctx: EffectContext) -> None:
    """Meld a card from your hand."""
    card = ctx.choose_card(ctx.hand(), "Meld a card from your hand", verb="meld")
    if card is not None:
        ctx.meld(card)


@book.effect("silk")
def silk_score(ctx: EffectContext) -> None:
    """You may score, for each colour on your board, one card of that colour from your hand."""
    on_board = set(ctx.colors_on_board())
    # Bounded: each round scores a card of a colour not scored yet.
    while True:
        card = ctx.choose_card(
            [c for c in ctx.hand() if ctx.color(c) in on_board],
            "You may score a card of a colour on your board",
            verb="score",
            optional=True,
        )
        if card is None:
            return
        on_board.discard(ctx.color(card))
        ctx.score(card)


# --------------------------------------------------------------------------- Symbology


@book.effect("symbology")
def symbology(ctx: EffectContext) -> None:
    """Draw a 4 if at least four icons each show at least four times on your board; otherwise a 3
    if three icons show three times each; otherwise a 2 if two icons show twice each."""
    counts = [ctx.icons(icon) for icon in ctx.edition.icons]
    for n in (4, 3, 2):
        if sum(1 for c in counts if c >= n) >= n:
            ctx.draw(n)
            return


# --------------------------------------------------------------------------- Tomb


@book.effect("tomb")
def tomb_safeguard(ctx: EffectContext) -> None:
    """Safeguard an available achievement of value one more than your number of achievements."""
    safeguard_available_achievement(ctx, [ctx.achievement_count() + 1])


@book.effect("tomb")
def tomb_take(ctx: EffectContext) -> None:
    """You may take the lowest available standard achievement into your hand. If you do, return
    every yellow card and every blue card of your board."""
    lowest = ctx.lowest(ctx.available_achievements())
    if not lowest:
        return
    if not ctx.yes_no(f"Take the available {ctx.age(lowest[-1])} achievement into your hand?", verb="transfer"):
        return
    ctx.transfer(lowest[-1], ctx.hand_of())
    ctx.return_cards([*ctx.pile(Color.YELLOW), *ctx.pile(Color.BLUE)])


# --------------------------------------------------------------------------- Woodworking


@book.effect("woodworking")
def woodworking(ctx: EffectContext) -> None:
    """Draw a 2 and meld it. If it is then the bottom card of its pile, score it."""
    card = ctx.draw_and_meld(2)
    if ctx.bottom(ctx.color(card)) == card:
        ctx.score(card)
