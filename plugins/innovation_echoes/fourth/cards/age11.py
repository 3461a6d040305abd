"""Age 11 Echoes cards: new in the 4th edition."""

from __future__ import annotations

from innovation.plugin_api import COLORS, Color, EffectContext, Icon, Splay, Where
from innovation_echoes.fourth.book import book
from innovation_echoes.fourth.foreseen import was_foreseen


def _icon_names(ctx: EffectContext) -> dict[str, Icon]:
    """The icon types a player may name in this edition (the avatar included), by name."""
    return {Icon(i).name.lower(): Icon(i) for i in ctx.edition.icons}


def _your_turn(ctx: EffectContext) -> bool:
    """ "If it is your turn": the executing player is the one whose turn it is."""
    return ctx.state.turn_player == ctx.player


# --------------------------------------------------------------------------- Algocracy


@book.effect("algocracy")
def algocracy(ctx: EffectContext) -> None:
    """Name an icon type. If one player alone has the most of it on their board, every card
    whose featured icon it is moves from every hand and every score pile into that player's
    hand."""
    icons = _icon_names(ctx)
    label = ctx.choose_option(list(icons), "Choose an icon type")
    icon = icons[label]
    ctx.log("choice", f"{ctx.name()} chooses {label}.")
    # Ruling (BGA): nobody gets anything on a tie, or when nobody shows the icon at all.
    if max(ctx.icons(icon, q) for q in ctx.everyone()) == 0:
        return
    winner = ctx.single_player_with(lambda q: ctx.icons(icon, q))
    if winner is None:
        return
    cards = [
        c
        for q in ctx.everyone()
        for c in (ctx.score_pile(q) if q == winner else ctx.hand(q) + ctx.score_pile(q))
        if ctx.info(c).dogma_icon == icon
    ]
    ctx.transfer_cards(cards, ctx.hand_of(winner))


# --------------------------------------------------------------------------- Deepfake


@book.effect("deepfake")
def deepfake(ctx: EffectContext) -> None:
    """Only on your turn: move a top card from any board onto your board, then fully execute one
    of your top cards other than Deepfake. If the card you moved is still a top card afterwards,
    put it back on the board it came from."""
    if not _your_turn(ctx):
        return
    candidates = [c for q in ctx.everyone() for c in ctx.top_cards(q)]
    moved = ctx.choose_card(candidates, "Transfer a top card to your board", verb="transfer", to=ctx.board_of())
    if moved is None:
        return
    origin = ctx.locate(moved).player
    ctx.transfer(moved, ctx.board_of())
    card = ctx.choose_card(
        [c for c in ctx.top_cards() if c != "deepfake"], "Fully execute a top card of your board", verb="execute"
    )
    if card is not None:
        ctx.fully_execute(card)
    where = ctx.locate(moved)
    if where.zone == "board" and where.player is not None and where.player != origin:
        if ctx.top(ctx.color(moved), where.player) == moved and origin is not None:
            ctx.transfer(moved, ctx.board_of(origin))


# --------------------------------------------------------------------------- Digital Pet


@book.demand("digital_pet")
def digital_pet_demand(ctx: EffectContext) -> None:
    """You draw and reveal an 11, then return every card of its colour from your board and from
    your score pile."""
    color = ctx.color(ctx.draw_and_reveal(11))
    board = list(reversed(ctx.pile(color)))  # from the top down
    ctx.return_cards(board + [c for c in ctx.score_pile() if ctx.color(c) == color])


# --------------------------------------------------------------------------- Drone


@book.effect("drone")
def drone(ctx: EffectContext) -> None:
    """Draw and reveal a 10. With fewer than six cards of its colour on your board, splay that
    colour aslant. Otherwise return the bottom five cards of that colour from every board, and if
    any were returned, do this again."""
    while True:
        color = ctx.color(ctx.draw_and_reveal(10))
        if len(ctx.pile(color)) < 6:
            ctx.splay(color, Splay.ASLANT)
            return
        returned = [c for q in ctx.everyone() for c in ctx.pile(color, q)[:5]]
        ctx.return_cards(returned)
        if not returned:
            return


# --------------------------------------------------------------------------- Esports


@book.effect("esports")
def esports(ctx: EffectContext) -> None:
    """For every non-yellow top card of your board, lowest first, draw and score a card of its
    value. If you did and Esports was foreseen, you win."""
    values = sorted(ctx.value(c) for c in ctx.top_cards() if ctx.color(c) != Color.YELLOW)
    for value in values:
        ctx.draw_and_score(value)
    if values and was_foreseen(ctx):
        ctx.win()


# --------------------------------------------------------------------------- Exoskeleton


@book.demand("exoskeleton")
def exoskeleton_demand(ctx: EffectContext) -> None:
    """Move every card of your hand but the lowest-valued ones to my score pile."""
    hand = ctx.hand()
    if not hand:
        return
    lowest = min(ctx.age(c) for c in hand)
    ctx.transfer_cards([c for c in hand if ctx.age(c) > lowest], ctx.score_of(ctx.activator))


@book.effect("exoskeleton")
def exoskeleton(ctx: EffectContext) -> None:
    """You may achieve a card from anyone's hand, yours included, if you are eligible for its
    value. If you do and Exoskeleton was foreseen, do this again."""
    while True:
        candidates = [c for q in ctx.everyone() for c in ctx.hand(q) if ctx.eligible_for(ctx.age(c))]
        card = ctx.choose_card(candidates, "You may achieve a card from a hand", optional=True, verb="achieve")
        if card is None:
            return
        ctx.achieve(card)
        if not was_foreseen(ctx):
            return


# --------------------------------------------------------------------------- Meritocracy


@book.demand("meritocracy")
def meritocracy_demand(ctx: EffectContext) -> None:
    """You name the icon type I have most of (your pick on a tie). Every card of your board on
    which that icon shows moves to my board, or to my achievements if Meritocracy was foreseen."""
    counts = ctx.icon_counts(ctx.activator)
    best = max(counts[i] for i in ctx.edition.icons)
    icons = {name: icon for name, icon in _icon_names(ctx).items() if counts[icon] == best}
    label = ctx.choose_option(list(icons), "Choose the icon type of which they have the most")
    icon = icons[label]
    ctx.log("choice", f"{ctx.name()} chooses {label}.")
    cards = [card for color in COLORS for card, codes in ctx.visible_faces(color) if icon in codes]
    if was_foreseen(ctx):
        for card in cards:
            ctx.transfer(card, Where("achievements", ctx.activator))
    else:
        ctx.transfer_cards(cards, ctx.board_of(ctx.activator))


# --------------------------------------------------------------------------- Robocar


@book.effect("robocar")
def robocar(ctx: EffectContext) -> None:
    """Pick an opponent, who chooses a card of your hand without seeing it. Meld that card. If
    you do and it is your turn, self-execute it, then do all this again."""
    while True:
        q = ctx.choose_player(ctx.opponents(), "Choose an opponent")
        if q is None:
            return
        card = ctx.choose_card(ctx.hand(), "Choose a card of their hand for them to meld", verb="meld", p=q)
        if card is None:
            return
        ctx.meld(card)
        if not _your_turn(ctx):
            return
        ctx.self_execute(card)


# --------------------------------------------------------------------------- Streaming

_ACHIEVE = "achieve"
_SCORE = "score"


@book.effect("streaming")
def streaming(ctx: EffectContext) -> None:
    """Pick a colour of your board. Either achieve its top card, if you are eligible for its
    value, or score it. If you did either and Streaming was foreseen, do this again with the
    same colour."""
    color = ctx.choose_color(ctx.colors_on_board(), "Choose a colour of your board", verb="choose")
    if color is None:
        return
    while True:
        top = ctx.top(color)
        if top is None:
            return
        choice = ctx.choose_option([_ACHIEVE, _SCORE], "Achieve the top card (if eligible) or score it?")
        if choice == _SCORE:
            ctx.score(top)
        elif ctx.eligible_for(ctx.value(top)):
            ctx.achieve(top)
        else:
            return
        if not was_foreseen(ctx):
            return


# --------------------------------------------------------------------------- Touchscreen

#: The splay each pile size asks for (two or three cards: aslant … eight or more: left).
_TOUCHSCREEN = ((8, Splay.LEFT), (6, Splay.RIGHT), (4, Splay.UP), (2, Splay.ASLANT))


@book.effect("touchscreen")
def touchscreen(ctx: EffectContext) -> None:
    """Splay each of your piles by its size: two or three cards aslant, four or five up, six or
    seven right, eight or more left. If that splays all five colours, you win."""
    splayed = 0
    for color in COLORS:
        size = len(ctx.pile(color))
        direction = next((d for least, d in _TOUCHSCREEN if size >= least), None)
        if direction is not None and ctx.splay(color, direction):
            splayed += 1
    if splayed == len(COLORS):
        ctx.win()
