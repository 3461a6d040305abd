"""Age 9 Unseen cards (4th edition)."""

from __future__ import annotations

from innovation.plugin_api import COLORS, Color, EffectContext, Icon, Splay, Where
from innovation_unseen.book import book
from innovation_unseen.cards.late import reveal_hand, safeguard_available

# --------------------------------------------------------------------------- Area 51

AREA_DRAW = "draw an 11"
AREA_SAFEGUARD = "safeguard an available standard achievement"


@book.effect("area_51")
def area_51_splay(ctx: EffectContext) -> None:
    """You may splay your green pile up."""
    ctx.may_splay([Color.GREEN], Splay.UP)


@book.effect("area_51")
def area_51_choice(ctx: EffectContext) -> None:
    """Either draw an 11, or put an available standard achievement in your safe."""
    choice = ctx.choose_option(
        [AREA_DRAW, AREA_SAFEGUARD], "Draw an 11, or safeguard an available standard achievement"
    )
    if choice == AREA_DRAW:
        ctx.draw(11)
    else:
        safeguard_available(ctx)


@book.effect("area_51")
def area_51_reveal(ctx: EffectContext) -> None:
    """Show one of your secrets; on your own turn, super-execute it. It stays in your safe."""
    card = ctx.choose_card(ctx.secrets(), "Reveal one of your secrets", verb="reveal")
    if card is None:
        return
    ctx.reveal(card)
    if ctx.player == ctx.state.turn_player:
        ctx.super_execute(card)
    # Ruling: a secret its own effects moved out of the safe stays where they put it.
    if card in ctx.secrets():
        ctx.put_back_in_safe(card)


# --------------------------------------------------------------------------- Clown Car


@book.demand("clown_car")
def clown_car(ctx: EffectContext) -> None:
    """You move a card of my score pile onto your board; while the card moved has no crown, you
    do it again."""
    while True:
        card = ctx.choose_card(
            ctx.score_pile(ctx.activator),
            "Transfer a card from your opponent's score pile to your board",
            verb="transfer",
        )
        if card is None:
            return
        ctx.transfer(card, Where("board", ctx.player))
        if ctx.has_icon(card, Icon.CROWN):
            return


# --------------------------------------------------------------------------- Consulting


@book.effect("consulting")
def consulting(ctx: EffectContext) -> None:
    """Pick an opponent. Draw two 10s and meld them; then self-execute the top card of your
    board that the opponent picks."""
    opponent = ctx.choose_player(ctx.opponents(), "Choose an opponent")
    ctx.draw_and_meld(10)
    ctx.draw_and_meld(10)
    if opponent is None:
        return
    card = ctx.choose_card(
        ctx.top_cards(), "Choose the top card your opponent self-executes", verb="execute", p=opponent
    )
    if card is not None:
        ctx.self_execute(card)


# --------------------------------------------------------------------------- Fermi Paradox


def _deck_top(ctx: EffectContext, age: int) -> str | None:
    piles = ctx.state.decks.get("base", [])
    return piles[age - 1][-1] if len(piles) >= age and piles[age - 1] else None


@book.effect("fermi_paradox")
def fermi_paradox_reveal(ctx: EffectContext) -> None:
    """Show the cards on top of the 9 and 10 supply piles, then return one of the two to the
    bottom of its pile."""
    tops = [card for card in (_deck_top(ctx, 9), _deck_top(ctx, 10)) if card is not None]
    for top in tops:
        ctx.reveal(top)
    # Ruling (BGA): with a single card shown, returning it is optional.
    card = ctx.choose_card(tops, "Return the top card of the 9 or the 10 pile", verb="return", optional=len(tops) == 1)
    if card is not None:
        ctx.return_card(card)


@book.effect("fermi_paradox")
def fermi_paradox_win(ctx: EffectContext) -> None:
    """With no card on your board, you win; otherwise take every card with a value from the
    junk into your hand."""
    if not ctx.top_cards():
        ctx.win()
        return
    for card in [c for c in ctx.junk_pile() if ctx.is_card(c)]:
        ctx.transfer(card, Where("hand", ctx.player))


# --------------------------------------------------------------------------- Iron Curtain


@book.effect("iron_curtain")
def iron_curtain(ctx: EffectContext) -> None:
    """Unsplay each of your splayed piles. For each one, return its top card and put an
    available standard achievement in your safe."""
    unsplayed = [c for c in COLORS if ctx.splay_of(c) != Splay.NONE]
    for color in unsplayed:
        ctx.unsplay(color)
    for color in unsplayed:
        top = ctx.top(color)
        if top is not None:
            ctx.return_card(top)
        safeguard_available(ctx)


# --------------------------------------------------------------------------- Magic 8-Ball

WISH_TENS = "draw two 10s"
WISH_EIGHTS = "draw and score two 8s"
WISH_SAFEGUARD = "safeguard two available standard achievements"


@book.effect("magic_8_ball")
def magic_8_ball(ctx: EffectContext) -> None:
    """Make a wish: draw two 10s, or draw and score two 8s, or put two available standard
    achievements in your safe. Draw an 8 and tuck it: with a lightbulb on it, your wish comes
    true. When the tucked card is red or purple, do all this again."""
    while True:
        wish = ctx.choose_option([WISH_TENS, WISH_EIGHTS, WISH_SAFEGUARD], "Make a wish")
        tucked = ctx.draw_and_tuck(8)
        if ctx.has_icon(tucked, Icon.LIGHTBULB):
            if wish == WISH_TENS:
                ctx.draw(10)
                ctx.draw(10)
            elif wish == WISH_EIGHTS:
                ctx.draw_and_score(8)
                ctx.draw_and_score(8)
            else:
                safeguard_available(ctx)
                safeguard_available(ctx)
        if ctx.color(tucked) not in (Color.RED, Color.PURPLE):
            return


# --------------------------------------------------------------------------- McCarthyism


@book.demand("mccarthyism")
def mccarthyism_demand(ctx: EffectContext) -> None:
    """You draw an 8 and meld it. If Socialism is then one of your top cards, you lose."""
    ctx.draw_and_meld(8)
    if "socialism" in ctx.top_cards():
        ctx.lose()


@book.effect("mccarthyism")
def mccarthyism_score(ctx: EffectContext) -> None:
    """Score your top purple card."""
    top = ctx.top(Color.PURPLE)
    if top is not None:
        ctx.score(top)


@book.effect("mccarthyism")
def mccarthyism_splay(ctx: EffectContext) -> None:
    """You may splay your red or blue pile up."""
    ctx.may_splay([Color.RED, Color.BLUE], Splay.UP)


# --------------------------------------------------------------------------- Surveillance


@book.demand("surveillance")
def surveillance_demand(ctx: EffectContext) -> None:
    """You show me your hand. When it is not empty and holds exactly the colours my hand holds,
    I win."""
    yours = reveal_hand(ctx)
    mine = reveal_hand(ctx, ctx.activator)
    if yours and {ctx.color(c) for c in yours} == {ctx.color(c) for c in mine}:
        ctx.win(ctx.activator)


@book.effect("surveillance")
def surveillance_draw(ctx: EffectContext) -> None:
    """Draw a 10."""
    ctx.draw(10)


# --------------------------------------------------------------------------- Teleprompter


@book.effect("teleprompter")
def teleprompter(ctx: EffectContext) -> None:
    """Show the card on top of a supply pile of any set and value, and execute its first
    non-demand effect. If it had one, return the shown card and do all this again with the next
    effect (the second, then the third …) of a newly shown card."""
    # Ruling (docs/rulings.md, "Teleprompter"): the printed "sentence" is read as "effect", the
    # unit of a card this engine can execute; the repeats end when a shown card has no effect
    # at that place (every card has at most three non-demand effects).
    index = 0
    while True:
        decks = ctx.state.decks
        piles = {
            f"{set_name} {age}": (set_name, age)
            for set_name in ctx.supply_sets()
            for age in ctx.edition.ages
            if decks.get(set_name) and decks[set_name][age - 1]
        }
        if not piles:
            return
        set_name, age = piles[ctx.choose_option(list(piles), "Reveal the top card of which supply pile?")]
        card = decks[set_name][age - 1][-1]
        ctx.reveal(card)
        if not ctx.execute_effect(card, index):
            return
        ctx.return_card(card)
        index += 1


# --------------------------------------------------------------------------- Urban Legend


@book.effect("urban_legend")
def urban_legend_draw(ctx: EffectContext) -> None:
    """Draw a 9 for each of your piles showing a factory. If that makes five cards, you win."""
    piles = [c for c in COLORS if ctx.pile_icons(c, Icon.FACTORY) > 0]
    for _ in piles:
        ctx.draw(9)
    if len(piles) == 5:
        ctx.win()


@book.effect("urban_legend")
def urban_legend_splay(ctx: EffectContext) -> None:
    """You may splay your yellow or purple pile up."""
    ctx.may_splay([Color.YELLOW, Color.PURPLE], Splay.UP)
