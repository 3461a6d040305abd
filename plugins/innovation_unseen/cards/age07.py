"""Age 7 Unseen cards (4th edition)."""

from __future__ import annotations

from innovation.plugin_api import Color, EffectContext, Icon, Splay, Where
from innovation_unseen.book import book
from innovation_unseen.cards.age06 import NEITHER
from innovation_unseen.cards.late import reveal_hand

# --------------------------------------------------------------------------- Black Market


@book.effect("black_market")
def black_market(ctx: EffectContext) -> None:
    """You may put a card from your hand in your safe. If you do, show two of the available
    standard achievements: you may meld one of them that has neither a clock nor an avatar,
    and the shown cards you do not meld go back to their supply piles."""
    card = ctx.choose_card(ctx.hand(), "You may safeguard a card from your hand", verb="safeguard", optional=True)
    if card is None or not ctx.safeguard(card):
        return
    shown = ctx.choose_cards(
        ctx.available_achievements(), "Reveal two available achievements", verb="reveal", min_count=2, max_count=2
    )
    for achievement in shown:
        ctx.reveal(achievement)
    meldable = [c for c in shown if not ctx.has_icon(c, Icon.CLOCK) and not ctx.has_icon(c, Icon.AVATAR)]
    melded = ctx.choose_card(meldable, "You may meld one of the revealed cards", verb="meld", optional=True)
    if melded is not None:
        ctx.meld(melded)
    ctx.return_cards([c for c in shown if c != melded])


# --------------------------------------------------------------------------- Camouflage

CAMOUFLAGE_JUNK = "junk two top cards of equal value, then safeguard them"
CAMOUFLAGE_SCORE = "score two of your secrets of equal value"


@book.effect("camouflage")
def camouflage_choice(ctx: EffectContext) -> None:
    """Either junk two top cards of your board of different colours and equal value and then put
    them in your safe, or score two of your secrets of equal value."""
    choice = ctx.choose_option(
        [CAMOUFLAGE_JUNK, CAMOUFLAGE_SCORE],
        "Junk and safeguard two top cards of equal value, or score two secrets of equal value",
    )
    if choice == CAMOUFLAGE_JUNK:
        tops = ctx.top_cards()
        paired = [c for c in tops if sum(1 for d in tops if ctx.age(d) == ctx.age(c)) >= 2]
        first = ctx.choose_card(paired, "Junk a top card (then another of its value)", verb="junk")
        if first is None:
            return
        second = ctx.choose_card(
            [c for c in paired if c != first and ctx.age(c) == ctx.age(first)],
            "Junk another top card of that value",
            verb="junk",
        )
        pair = [first] if second is None else [first, second]
        ctx.junk_cards(pair)
        for card in pair:
            ctx.safeguard(card)
    else:
        mine = ctx.secrets()
        paired = [c for c in mine if sum(1 for d in mine if ctx.age(d) == ctx.age(c)) >= 2]
        first = ctx.choose_card(paired, "Score one of your secrets (then another of its value)", verb="score")
        if first is None:
            return
        second = ctx.choose_card(
            [c for c in paired if c != first and ctx.age(c) == ctx.age(first)],
            "Score another secret of that value",
            verb="score",
        )
        ctx.score_cards([first] if second is None else [first, second])


@book.effect("camouflage")
def camouflage_draw(ctx: EffectContext) -> None:
    """Draw a 7 for each special achievement you have."""
    for _ in [a for a in ctx.achievements() if not ctx.is_card(a)]:
        ctx.draw(7)


# --------------------------------------------------------------------------- Counterintelligence


@book.demand("counterintelligence")
def counterintelligence_demand(ctx: EffectContext) -> None:
    """You tuck one of your top cards with a lightbulb. If you do, you move your new top card of
    that colour onto my board, and you draw a 7."""
    card = ctx.choose_card(
        [c for c in ctx.top_cards() if ctx.has_icon(c, Icon.LIGHTBULB)], "Tuck a top card with a lightbulb", verb="tuck"
    )
    if card is None:
        return
    ctx.tuck(card)
    top = ctx.top(ctx.color(card))
    if top is not None:
        ctx.transfer(top, Where("board", ctx.activator))
    ctx.draw(7)


@book.effect("counterintelligence")
def counterintelligence_draw(ctx: EffectContext) -> None:
    """Draw an 8."""
    ctx.draw(8)


# --------------------------------------------------------------------------- Fortune Cookie


@book.effect("fortune_cookie")
def fortune_cookie(ctx: EffectContext) -> None:
    """Count each icon on your board. With exactly seven of some icon, draw a 7 and score it;
    with exactly eight of some icon, splay your green or purple pile right and draw an 8; with
    exactly nine of some icon, draw a 9."""
    counts = ctx.icon_counts()
    found = {counts[icon] for icon in ctx.edition.icons}  # read once, before anything changes
    if 7 in found:
        ctx.draw_and_score(7)
    if 8 in found:
        ctx.must_splay([Color.GREEN, Color.PURPLE], Splay.RIGHT)
        ctx.draw(8)
    if 9 in found:
        ctx.draw(9)


# --------------------------------------------------------------------------- Mafia


@book.demand("mafia")
def mafia_demand(ctx: EffectContext) -> None:
    """You move your lowest secret into my safe."""
    card = ctx.choose_card(ctx.lowest(ctx.secrets()), "Transfer your lowest secret", verb="transfer")
    if card is not None:
        ctx.transfer(card, Where("safe", ctx.activator))


@book.effect("mafia")
def mafia_tuck(ctx: EffectContext) -> None:
    """Tuck a card taken from anybody's score pile."""
    cards = [c for q in ctx.everyone() for c in ctx.score_pile(q)]
    card = ctx.choose_card(cards, "Tuck a card from any score pile", verb="tuck")
    if card is not None:
        ctx.tuck(card)


@book.effect("mafia")
def mafia_splay(ctx: EffectContext) -> None:
    """You may splay your red or yellow pile right."""
    ctx.may_splay([Color.RED, Color.YELLOW], Splay.RIGHT)


# --------------------------------------------------------------------------- Plot Voucher


@book.effect("plot_voucher")
def plot_voucher(ctx: EffectContext) -> None:
    """Meld a card from your score pile. Then put the lowest available standard achievement in
    your safe; if you do, super-execute the melded card on your own turn, or self-execute it
    on another player's turn."""
    melded = ctx.choose_card(ctx.score_pile(), "Meld a card from your score pile", verb="meld")
    if melded is not None:
        ctx.meld(melded)
    lowest = ctx.lowest(ctx.available_achievements())
    if not lowest or not ctx.safeguard(lowest[0]) or melded is None:
        return
    if ctx.player == ctx.state.turn_player:
        ctx.super_execute(melded)
    else:
        ctx.self_execute(melded)


# --------------------------------------------------------------------------- Private Eye


@book.demand("private_eye")
def private_eye_demand(ctx: EffectContext) -> None:
    """You show me your hand; I pick one of its cards and you move it onto my board. Then you
    draw a 7."""
    hand = reveal_hand(ctx)
    card = ctx.choose_card(hand, "Choose a card to transfer to your board", verb="transfer", p=ctx.activator)
    if card is not None:
        ctx.transfer(card, Where("board", ctx.activator))
    ctx.draw(7)


@book.effect("private_eye")
def private_eye_score(ctx: EffectContext) -> None:
    """Score one of your secrets."""
    card = ctx.choose_card(ctx.secrets(), "Score one of your secrets", verb="score")
    if card is not None:
        ctx.score(card)


@book.effect("private_eye")
def private_eye_splay(ctx: EffectContext) -> None:
    """You may splay your blue pile right."""
    ctx.may_splay([Color.BLUE], Splay.RIGHT)


# --------------------------------------------------------------------------- Safe Deposit Box

DEPOSIT_JUNK = "draw and junk two 7s"
DEPOSIT_EXCHANGE = "exchange your score pile with the valued cards in the junk"


@book.effect("safe_deposit_box")
def safe_deposit_box(ctx: EffectContext) -> None:
    """You may either draw two 7s and junk them, or swap your whole score pile for every card
    with a value in the junk."""
    choice = ctx.choose_option(
        [DEPOSIT_JUNK, DEPOSIT_EXCHANGE, NEITHER],
        "You may draw and junk two 7s, or exchange your score pile with the junk",
    )
    if choice == DEPOSIT_JUNK:
        ctx.draw_and_junk(7)
        ctx.draw_and_junk(7)
    elif choice == DEPOSIT_EXCHANGE:
        valued = [c for c in ctx.junk_pile() if ctx.is_card(c)]
        ctx.exchange(ctx.score_pile(), Where("junk"), valued, Where("score", ctx.player))


# --------------------------------------------------------------------------- Slot Machine


@book.effect("slot_machine")
def slot_machine(ctx: EffectContext) -> None:
    """Draw and show a 1, a 2, a 3, a 4 and a 5. With at least one green card among them, splay
    your green or purple pile right. With two or more green cards, score all five; otherwise
    return them. With three or more green cards, you win."""
    drawn = [ctx.draw_and_reveal(age) for age in range(1, 6)]
    greens = sum(1 for c in drawn if ctx.color(c) == Color.GREEN)
    if greens >= 1:
        ctx.must_splay([Color.GREEN, Color.PURPLE], Splay.RIGHT)
    still = [c for c in drawn if c in ctx.hand()]
    if greens >= 2:
        ctx.score_cards(still)
        if greens >= 3:  # Ruling (BGA): three or more
            ctx.win()
    else:
        ctx.return_cards(still)


# --------------------------------------------------------------------------- Subway


@book.effect("subway")
def subway(ctx: EffectContext) -> None:
    """Draw a 7 and tuck it. With seven or more visible cards in its pile, draw a 9; otherwise
    junk that whole pile and draw an 8."""
    color = ctx.color(ctx.draw_and_tuck(7))
    if ctx.visible_card_count(color) >= 7:
        ctx.draw(9)
        return
    ctx.junk_cards(list(reversed(ctx.pile(color))))
    ctx.draw(8)
