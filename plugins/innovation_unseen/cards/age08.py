"""Age 8 Unseen cards (4th edition)."""

from __future__ import annotations

from innovation.plugin_api import COLORS, Color, EffectContext, Icon, Splay, Where
from innovation_unseen.book import book
from innovation_unseen.cards.age06 import NEITHER
from innovation_unseen.cards.late import values_of

# --------------------------------------------------------------------------- Blacklight

BLACKLIGHT_UNSPLAY = "unsplay a colour"
BLACKLIGHT_SPLAY = "splay an unsplayed colour up and draw a 9"


@book.effect("blacklight")
def blacklight(ctx: EffectContext) -> None:
    """Either unsplay one of your piles, or splay up one of your unsplayed piles and draw a 9."""
    choice = ctx.choose_option(
        [BLACKLIGHT_UNSPLAY, BLACKLIGHT_SPLAY], "Unsplay a colour, or splay an unsplayed colour up and draw a 9"
    )
    if choice == BLACKLIGHT_UNSPLAY:
        color = ctx.choose_color(
            [c for c in COLORS if ctx.splay_of(c) != Splay.NONE], "Unsplay one of your colours", verb="splay"
        )
        if color is not None:
            ctx.unsplay(color)
        return
    ctx.must_splay([c for c in COLORS if ctx.splay_of(c) == Splay.NONE], Splay.UP)
    ctx.draw(9)  # Ruling (BGA): the 9 is drawn even when no pile could be splayed


# --------------------------------------------------------------------------- Concealment


@book.demand("concealment")
def concealment_demand(ctx: EffectContext) -> None:
    """You tuck every card in your safe."""
    ctx.tuck_cards(ctx.secrets())


@book.effect("concealment")
def concealment(ctx: EffectContext) -> None:
    """Put your bottom purple card in your safe."""
    bottom = ctx.bottom(Color.PURPLE)
    if bottom is not None:
        ctx.safeguard(bottom)


# --------------------------------------------------------------------------- Enigma Machine

ENIGMA_SAFEGUARD = "safeguard all available standard achievements"
ENIGMA_SECRETS = "transfer all your secrets to your hand"
ENIGMA_HAND = "transfer all cards in your hand to the available achievements"


@book.effect("enigma_machine")
def enigma_machine_choice(ctx: EffectContext) -> None:
    """Choose one: put every available standard achievement in your safe (as many as it takes),
    or take every card of your safe into your hand, or put every card of your hand among the
    available achievements."""
    choice = ctx.choose_option(
        [ENIGMA_SAFEGUARD, ENIGMA_SECRETS, ENIGMA_HAND],
        "Safeguard the available achievements, take your secrets into your hand, or make your hand available",
    )
    if choice == ENIGMA_SAFEGUARD:
        for card in ctx.available_achievements():
            if not ctx.safeguard(card):
                return  # the safe is full: the rest stay available
    elif choice == ENIGMA_SECRETS:
        for card in ctx.secrets():
            ctx.transfer(card, Where("hand", ctx.player))
    else:
        for card in ctx.hand():
            ctx.transfer(card, Where("available"))


@book.effect("enigma_machine")
def enigma_machine_splay(ctx: EffectContext) -> None:
    """Pick one of your piles splayed left and splay it up."""
    ctx.must_splay([c for c in COLORS if ctx.splay_of(c) == Splay.LEFT], Splay.UP)


# --------------------------------------------------------------------------- Handbag

HANDBAG_BOTTOMS = "transfer your bottom cards to your hand"
HANDBAG_TUCK = "tuck all cards from your score pile"
HANDBAG_SCORE = "score all cards of a value from your hand"


@book.effect("handbag")
def handbag(ctx: EffectContext) -> None:
    """You may choose one: take the bottom card of each of your piles into your hand; or tuck
    your whole score pile; or name a value and score every card of that value from your
    hand."""
    choice = ctx.choose_option(
        [HANDBAG_BOTTOMS, HANDBAG_TUCK, HANDBAG_SCORE, NEITHER],
        "You may take your bottom cards, tuck your score pile, or score a value from your hand",
    )
    if choice == HANDBAG_BOTTOMS:
        for color in COLORS:
            bottom = ctx.bottom(color)
            if bottom is not None:
                ctx.transfer(bottom, Where("hand", ctx.player))
    elif choice == HANDBAG_TUCK:
        ctx.tuck_cards(ctx.score_pile())
    elif choice == HANDBAG_SCORE:
        # Ruling (BGA): any value may be named, even one not in your hand.
        value = ctx.choose_value(range(1, 12), "Score all cards of a value from your hand", verb="score")
        ctx.score_cards([c for c in ctx.hand() if ctx.age(c) == value])


# --------------------------------------------------------------------------- Hitchhiking


@book.effect("hitchhiking")
def hitchhiking(ctx: EffectContext) -> None:
    """Pick another player: they put a card from their hand on your board. Then you self-execute
    that card, and they make every decision of yours in it, with your cards shown to them."""
    # Ruling (docs/rulings.md, "Hitchhiking"): the cards are shown by revealing your hand, score
    # pile and safe (to everybody: the engine has no showing to one player that a question may
    # rely on); cards reaching you later are offered to the decider face down, by value.
    other = ctx.choose_player(ctx.others(), "Choose another player")
    if other is None:
        return
    card = ctx.choose_card(
        ctx.hand(other),
        "Choose a card from your hand to put on the board of the player who chose you",
        verb="transfer",
        to=Where("board", ctx.player),
        p=other,
    )
    if card is None or not ctx.transfer(card, Where("board", ctx.player)):
        return
    for shown in [*ctx.hand(), *ctx.score_pile(), *ctx.secrets()]:
        ctx.reveal(shown)
    with ctx.decisions_by(other):
        ctx.self_execute(card)


# --------------------------------------------------------------------------- Jackalope


@book.demand("jackalope")
def jackalope_demand(ctx: EffectContext) -> None:
    """You move your highest top card without a clock onto my board. If you do, you unsplay
    your pile of its colour."""
    candidates = ctx.highest([c for c in ctx.top_cards() if not ctx.has_icon(c, Icon.CLOCK)])
    card = ctx.choose_card(candidates, "Transfer your highest top card without a clock", verb="transfer")
    if card is not None and ctx.transfer(card, Where("board", ctx.activator)):
        ctx.unsplay(ctx.color(card))


@book.effect("jackalope")
def jackalope_unsplay(ctx: EffectContext) -> None:
    """Unsplay your pile that shows the most cards."""
    counts = {c: ctx.visible_card_count(c) for c in COLORS if len(ctx.pile(c)) >= 2}
    if not counts:
        return
    most = max(counts.values())
    color = ctx.choose_color([c for c, n in counts.items() if n == most], "Unsplay a colour", verb="splay")
    if color is not None:
        ctx.unsplay(color)


# --------------------------------------------------------------------------- Joy Buzzer


@book.demand("joy_buzzer")
def joy_buzzer_demand(ctx: EffectContext) -> None:
    """You swap your whole hand for all the lowest cards of my hand."""
    mine = ctx.hand(ctx.activator)
    lowest = [c for c in mine if ctx.age(c) == min(ctx.age(d) for d in mine)] if mine else []
    ctx.exchange(ctx.hand(), Where("hand", ctx.activator), lowest, Where("hand", ctx.player))


@book.effect("joy_buzzer")
def joy_buzzer(ctx: EffectContext) -> None:
    """You may name a value and score every card of that value from your hand. If you score
    any, score your top purple card too."""
    # Ruling: the card text's hand (BGA's code scores from the score pile instead).
    value = ctx.may_choose_value(values_of(ctx, ctx.hand()), "You may score all cards of a value from your hand")
    if value is None:
        return
    scored = ctx.score_cards([c for c in ctx.hand() if ctx.age(c) == value])
    top = ctx.top(Color.PURPLE)
    if scored and top is not None:
        ctx.score(top)


# --------------------------------------------------------------------------- Opus Dei


@book.effect("opus_dei")
def opus_dei_reveal(ctx: EffectContext) -> None:
    """Show the highest card of your score pile. If you do, splay your pile of its colour up and
    put the card in your safe."""
    card = ctx.choose_card(ctx.highest(ctx.score_pile()), "Reveal the highest card in your score pile", verb="reveal")
    if card is None:
        return
    ctx.reveal(card)
    ctx.splay(ctx.color(card), Splay.UP)
    ctx.safeguard(card)  # a full safe: it stays in the score pile


@book.effect("opus_dei")
def opus_dei_draw(ctx: EffectContext) -> None:
    """Draw an 8 for each of your piles splayed up."""
    for _ in [c for c in COLORS if ctx.splay_of(c) == Splay.UP]:
        ctx.draw(8)


# --------------------------------------------------------------------------- Scouting


@book.effect("scouting")
def scouting(ctx: EffectContext) -> None:
    """Draw two 9s and show them, then return one or both. If you return both, show the card on
    top of the 10 supply pile; when its colour is the colour of a card you returned, draw a
    10."""
    drawn = [ctx.draw_and_reveal(9) for _ in range(2)]
    returned = ctx.choose_cards(
        [c for c in drawn if c in ctx.hand()],
        "Return one or both of the drawn cards",
        verb="return",
        min_count=1,
        max_count=2,
    )
    ctx.return_cards(returned)
    if len(returned) < 2:
        return
    pile = ctx.state.decks.get("base", [])
    if len(pile) < 10 or not pile[9]:
        return
    top = pile[9][-1]
    ctx.reveal(top)
    if ctx.color(top) in {ctx.color(c) for c in returned}:
        ctx.draw(10)


# --------------------------------------------------------------------------- Shangri-La


@book.effect("shangri_la")
def shangri_la(ctx: EffectContext) -> None:
    """Draw an 8 and tuck it. With a factory on it, score it; otherwise draw an 8 and meld it,
    and when the melded card is an 8, do all this again."""
    while True:
        tucked = ctx.draw_and_tuck(8)
        if ctx.has_icon(tucked, Icon.FACTORY):
            ctx.score(tucked)
            return
        if ctx.age(ctx.draw_and_meld(8)) != 8:
            return
