"""4th-edition Artifacts, age 11: effects registered on :data:`innovation_artifacts.fourth.book.book`.
Every card of this age is new in the 4th edition.

Martian Internet plays a game within the game through the core's
:meth:`~innovation.plugin_api.EffectContext.play_game_within` (docs/rulings.md, "Martian Internet:
a game within the game"; BGA did not implement the card, RULES-4e.md §8 item 5)."""

from __future__ import annotations

from innovation.plugin_api import COLORS, EffectContext, Icon, Splay
from innovation_artifacts.fourth.book import book

#: The value each player draws and melds to open Martian Internet's game within the game.
MARTIAN_INTERNET_OPENING_AGE = 9

#: "Repeat this effect" as long as the junk keeps yielding fewer than this many points.
JUMBO_KINGDOM_POINTS = 11


@book.effect("great_barrier_reef")
def great_barrier_reef_junk(ctx: EffectContext) -> None:
    """Junk every card of your board except the top five of each pile."""
    ctx.junk_cards([c for color in COLORS for c in reversed(ctx.pile(color)[:-5])])


@book.effect("great_barrier_reef")
def great_barrier_reef_splay(ctx: EffectContext) -> None:
    """Splay every colour on your board aslant."""
    for color in COLORS:
        if len(ctx.pile(color)) >= 2:
            ctx.splay(color, Splay.ASLANT)


def _return_top_cards_with(ctx: EffectContext, icon: int, prompt: str) -> None:
    """Return one of your top cards showing ``icon``, again and again while you can."""
    while True:
        card = ctx.choose_card([c for c in ctx.top_cards() if ctx.has_icon(c, icon)], prompt, verb="return")
        if card is None:
            return
        ctx.return_card(card)


@book.compel("greenland")
def greenland_compel(ctx: EffectContext) -> None:
    """Return one of your top cards with a clock; keep doing so for as long as you can."""
    _return_top_cards_with(ctx, Icon.CLOCK, "Return a top card with a clock")


@book.effect("greenland")
def greenland(ctx: EffectContext) -> None:
    """Return one of your top cards with a crown; keep doing so for as long as you can."""
    _return_top_cards_with(ctx, Icon.CROWN, "Return a top card with a crown")


@book.effect("jumbo_kingdom")
def jumbo_kingdom_junk(ctx: EffectContext) -> None:
    """Name one of the colours on your board: every card of that colour on every board goes to the
    junk."""
    color = ctx.choose_color(
        ctx.colors_on_board(), "Choose a colour: all its cards on all boards are junked", verb="junk"
    )
    if color is not None:
        ctx.junk_cards([c for q in ctx.everyone() for c in reversed(ctx.pile(color, q))])


@book.effect("jumbo_kingdom")
def jumbo_kingdom_score(ctx: EffectContext) -> None:
    """Pick a card in the junk and score every card of its value there. If that scored fewer than
    11 points, do it again."""
    while True:
        cards = [c for c in ctx.junk_pile() if ctx.is_card(c)]
        card = ctx.choose_card(cards, "Choose a card in the junk: all cards of its value are scored", verb="choose")
        if card is None:
            return
        value = ctx.value(card)
        scored = ctx.score_cards([c for c in cards if ctx.value(c) == value])
        if sum(ctx.value(c) for c in scored) >= JUMBO_KINGDOM_POINTS:
            return


@book.compel("oculus_quest")
def oculus_quest(ctx: EffectContext) -> None:
    """Take every card of your board into your hand."""
    ctx.transfer_cards([c for color in COLORS for c in reversed(ctx.pile(color))], ctx.hand_of())


@book.compel("pizza_pacaya")
def pizza_pacaya(ctx: EffectContext) -> None:
    """Junk every card of your board. Then draw and meld a card of each value, from the lowest up."""
    ctx.junk_cards([c for color in COLORS for c in reversed(ctx.pile(color))])
    for age in ctx.edition.ages:
        ctx.draw_and_meld(age)


@book.effect("psyche")
def psyche(ctx: EffectContext) -> None:
    """Name a value that none of your top cards has. Score every card of the supply pile of that
    value, then every card of that value in the junk."""
    shown = {ctx.value(c) for c in ctx.top_cards()}
    value = ctx.choose_value(
        [v for v in ctx.edition.ages if v not in shown], "Choose a value none of your top cards has", verb="score"
    )
    ctx.score_cards(list(reversed(ctx.state.decks["base"][value - 1])))
    ctx.score_cards([c for c in ctx.junk_pile() if ctx.is_card(c) and ctx.value(c) == value])


@book.effect("sanskrit")
def sanskrit(ctx: EffectContext) -> None:
    """Junk every card of every score pile. If there were none: for each player, pick the highest
    top card on their board; every other top card of theirs goes to their own score pile."""
    scores = [c for q in ctx.everyone() for c in ctx.score_pile(q)]
    if scores:
        ctx.junk_cards(scores)
        return
    # The executing player picks for every player, themselves first, then clockwise.
    for q in ctx.everyone():
        tops = ctx.top_cards(q)
        keep = ctx.choose_card(
            ctx.highest(tops, ctx.value), f"Choose the highest top card on {ctx.name(q)}'s board to keep", verb="keep"
        )
        if keep is None:
            continue
        ctx.transfer_cards([c for c in tops if ctx.color(c) != ctx.color(keep)], ctx.score_of(q))


@book.effect("tasmanian_tiger")
def tasmanian_tiger(ctx: EffectContext) -> None:
    """Pick a card in your score pile and a top card of its colour on any board, and swap the two.
    You may then return two cards from your hand; if you do, do it all again."""
    while True:
        card = ctx.choose_card(ctx.score_pile(), "Choose a card in your score pile to exchange", verb="exchange")
        if card is not None:
            color = ctx.color(card)
            tops = [t for q in ctx.everyone() if (t := ctx.top(color, q)) is not None]
            top = ctx.choose_card(tops, "Choose a top card of the same colour to exchange it with", verb="exchange")
            if top is not None:
                owner = ctx.locate(top).player
                assert owner is not None  # a top card lies on a player's board
                ctx.exchange([card], ctx.board_of(owner), [top], ctx.score_of())
        if len(ctx.hand()) < 2:
            return
        with ctx.selection(min_count=0, max_count=2):
            first = ctx.choose_card(ctx.hand(), "You may return two cards from your hand", optional=True, verb="return")
            if first is None:
                return
            second = ctx.choose_card(
                [c for c in ctx.hand() if c != first], "Return a second card from your hand", verb="return"
            )
        assert second is not None
        ctx.return_cards([first, second])


@book.effect("what_does_the_fox_say")
def what_does_the_fox_say(ctx: EffectContext) -> None:
    """Draw two 11s. Meld one of them, then meld the other: super-execute it if it is your turn,
    self-execute it if not."""
    drawn = [ctx.draw(11), ctx.draw(11)]
    first = ctx.choose_card(drawn, "Choose the drawn card to meld first", verb="meld")
    assert first is not None  # two cards in hand: a mandatory choice always picks one
    ctx.meld(first)
    other = next(c for c in drawn if c != first)
    ctx.meld(other)
    if ctx.player == ctx.state.turn_player:
        ctx.super_execute(other)
    else:
        ctx.self_execute(other)


@book.effect("martian_internet")
def martian_internet(ctx: EffectContext) -> None:
    """Play a new game inside this one on the same supply, unshuffled, everyone's cards set aside,
    each player opening it by drawing and melding a 9. Whoever wins it keeps the cards they hold in
    it, here in this game; every other card the players hold in it goes to the junk."""
    ctx.play_game_within(MARTIAN_INTERNET_OPENING_AGE)
