"""Age 9 Echoes of the Past cards."""

from __future__ import annotations

from innovation.plugin_api import COLORS, RESOURCE_ICONS, Color, EffectContext, Icon, Splay
from innovation_echoes.book import book
from innovation_echoes.visible import visible_bonuses


def _icon_types(ctx: EffectContext, card: str) -> set[int]:
    """Icon types printed on a card for "shares an icon" tests. Ruling (BGA `hasIconInCommon`):
    the six resource icons count, every bonus counts as one shared "bonus" type (100), hexes and
    echo effects do not count."""
    out: set[int] = set()
    for code in ctx.info(card).icons:
        if code in RESOURCE_ICONS:
            out.add(code)
        elif code > 100:
            out.add(100)
    return out


# --------------------------------------------------------------------------- ATM


@book.echo("atm")
def atm_echo(ctx: EffectContext) -> None:
    """Pick any value, then draw a card of it and score it."""
    value = ctx.choose_value(range(1, 11), "Draw and score a card of which value?")
    ctx.draw_and_score(value)


@book.demand("atm")
def atm_demand(ctx: EffectContext) -> None:
    """Move your highest-valued non-yellow top card that shows no crown onto my board."""
    candidates = [c for c in ctx.top_cards() if ctx.color(c) != Color.YELLOW and not ctx.has_icon(c, Icon.CROWN)]
    card = ctx.choose_card(
        ctx.highest(candidates, ctx.value),
        "Transfer your highest non-yellow top card without a crown",
        verb="transfer",
        to=ctx.board_of(ctx.activator),
    )
    if card is not None:
        ctx.transfer(card, ctx.board_of(ctx.activator))


@book.effect("atm")
def atm_splay(ctx: EffectContext) -> None:
    """You may splay your purple pile up."""
    ctx.may_splay([Color.PURPLE], Splay.UP)


# --------------------------------------------------------------------------- Calculator


@book.effect("calculator")
def calculator(ctx: EffectContext) -> None:
    """Score the bottom cards of two of your non-blue piles. If two were scored and their values
    add up to 10 or less, draw a card of that sum and do all this once more (never a third time)."""
    # Ruling (BGA): the two cards are picked one at a time, so after scoring a bottom card the
    # new bottom card of that pile may be the second one. The repeat draws too when its own two
    # cards qualify, but does not repeat again. Unlike BGA (which only checks the total), the
    # draw needs two scored cards, as printed (cards scored: not one whose score a karma replaced).
    for _ in range(2):
        scored: list[str] = []
        tried: list[str] = []  # a card whose score a karma replaced may still lie at the bottom
        for _ in range(2):
            bottoms = [
                c
                for c in (ctx.bottom(color) for color in COLORS if color != Color.BLUE)
                if c is not None and c not in tried
            ]
            card = ctx.choose_card(bottoms, "Score a bottom non-blue card from your board", verb="score")
            if card is None:
                break
            tried.append(card)
            if ctx.score(card):
                scored.append(card)
        total = sum(ctx.value(c) for c in scored)
        if len(scored) < 2 or total >= 11:
            return
        ctx.draw(total)


@book.effect("calculator")
def calculator_splay(ctx: EffectContext) -> None:
    """You may splay your blue pile up."""
    ctx.may_splay([Color.BLUE], Splay.UP)


# --------------------------------------------------------------------------- Credit Card


@book.echo("credit_card")
def credit_card_echo(ctx: EffectContext) -> None:
    """Draw a 9 into your forecast."""
    ctx.draw_and_foreshadow(ctx.effect_age(9))


@book.effect("credit_card")
def credit_card(ctx: EffectContext) -> None:
    """You may pick up one of your non-green top cards into your hand. If you do, draw a card of
    the same value and score it."""
    candidates = [c for c in ctx.top_cards() if ctx.color(c) != Color.GREEN]
    card = ctx.choose_card(
        candidates, "You may take a non-green top card into your hand", optional=True, verb="transfer", to=ctx.hand_of()
    )
    if card is not None and ctx.transfer(card, ctx.hand_of()):  # "if you do": the card moved
        ctx.draw_and_score(ctx.value(card))


@book.effect("credit_card")
def credit_card_splay(ctx: EffectContext) -> None:
    """You may splay your green pile up."""
    ctx.may_splay([Color.GREEN], Splay.UP)


# --------------------------------------------------------------------------- Email


@book.echo("email")
def email_echo(ctx: EffectContext) -> None:
    """Draw a 10 into your forecast."""
    ctx.draw_and_foreshadow(ctx.effect_age(10))


@book.effect("email")
def email_foreshadow(ctx: EffectContext) -> None:
    """Draw a 9 into your forecast."""
    ctx.draw_and_foreshadow(ctx.effect_age(9))


@book.effect("email")
def email_execute(ctx: EffectContext) -> None:
    """Run, by yourself, every non-demand effect of your lowest-valued non-green top card."""
    # Ruling: "lowest" is taken among the non-green top cards (BGA compares against the lowest of
    # all top cards, green included, which can leave nothing to pick); ties are the player's pick.
    candidates = [c for c in ctx.top_cards() if ctx.color(c) != Color.GREEN]
    card = ctx.choose_card(ctx.lowest(candidates, ctx.value), "Choose your lowest non-green top card", verb="execute")
    if card is not None:
        ctx.execute_non_demand_effects(card)


# --------------------------------------------------------------------------- Helicopter


@book.effect("helicopter")
def helicopter(ctx: EffectContext) -> None:
    """Pick a top card on anyone's board, Helicopter excepted, and move it into its owner's score
    pile. Then you may return a hand card having an icon in common with it; if you do, start
    over."""
    while True:
        candidates = [c for q in ctx.everyone() for c in ctx.top_cards(q) if c != "helicopter"]
        card = ctx.choose_card(candidates, "Transfer a top card to its owner's score pile", verb="transfer")
        if card is None:
            return
        owner = ctx.locate(card).player
        ctx.transfer(card, ctx.score_of(owner))
        types = _icon_types(ctx, card)
        matching = [c for c in ctx.hand() if _icon_types(ctx, c) & types]
        returned = ctx.choose_card(
            matching, "You may return a card sharing an icon with it", optional=True, verb="return"
        )
        if returned is None or not ctx.return_card(returned):  # "if you do": returned, not replaced
            return


# --------------------------------------------------------------------------- Jet

_JET_COLORS = "jet_colors"


@book.echo("jet")
def jet_echo(ctx: EffectContext) -> None:
    """Pick one of your hand cards and meld it."""
    card = ctx.choose_card(ctx.hand(), "Meld a card from your hand", verb="meld")
    if card is None or not ctx.meld(card):  # a meld a karma replaced melds no colour
        return
    if ctx.player == ctx.activator:
        # Only the activator's meld names the colour of the demand (BGA).
        ctx.memory.setdefault(_JET_COLORS, []).append(int(ctx.color(card)))


@book.demand("jet")
def jet_demand(ctx: EffectContext) -> None:
    """Whatever colour my Jet echo meld had, your top card of that colour goes back to the supply."""
    colors: list[int] = ctx.memory.get(_JET_COLORS, [])
    candidates = [c for c in (ctx.top(color) for color in dict.fromkeys(colors)) if c is not None]
    card = ctx.choose_card(candidates, "Return your top card of that colour", verb="return")
    if card is not None:
        ctx.return_card(card)


# --------------------------------------------------------------------------- Karaoke


def _karaoke_key(ctx: EffectContext) -> str:
    return f"karaoke_melded:{ctx.player}"


@book.echo("karaoke")
def karaoke_echo(ctx: EffectContext) -> None:
    """Pick a value from 1 to 9, then draw a card of it and meld it."""
    value = ctx.choose_value(range(1, ctx.effect_age(10)), "Draw and meld a card of which value?")  # below [10]
    card = ctx.draw(value)
    if ctx.meld(card):  # "the card you melded": not one whose meld a karma replaced
        ctx.memory[_karaoke_key(ctx)] = card


@book.effect("karaoke")
def karaoke_execute(ctx: EffectContext) -> None:
    """Run, by yourself, every non-demand effect of the card Karaoke's echo effect made you meld."""
    # Ruling: each player uses the card they melded themselves; a player who melded nothing
    # through the echo effect during this dogma executes nothing.
    card: str | None = ctx.memory.get(_karaoke_key(ctx))
    if card is not None:
        ctx.execute_non_demand_effects(card)


@book.effect("karaoke")
def karaoke_take(ctx: EffectContext) -> None:
    """You may pick up the bottom card of one of your piles into your hand."""
    bottoms = [c for c in (ctx.bottom(color) for color in COLORS) if c is not None]
    card = ctx.choose_card(
        bottoms, "You may take a bottom card into your hand", optional=True, verb="transfer", to=ctx.hand_of()
    )
    if card is not None:
        ctx.transfer(card, ctx.hand_of())


# --------------------------------------------------------------------------- Laser


@book.effect("laser")
def laser(ctx: EffectContext) -> None:
    """Put every achievement still on offer back into the supply. Next, return half of your score
    cards, rounding up. Then draw a 10 and meld it, twice."""
    ctx.return_cards(list(ctx.state.achievements))
    score = ctx.score_pile()
    half = (len(score) + 1) // 2
    # One whole text per count ("1 cards" reads wrong), each a template the catalogues translate.
    prompt = f"Return {half} cards from your score pile"
    if half == 1:
        prompt = "Return a card from your score pile"
    picks = ctx.choose_cards(
        score,
        prompt,
        max_count=half,
        min_count=half,
        verb="return",
    )
    ctx.return_cards(picks)
    ctx.draw_and_meld(ctx.effect_age(10))
    ctx.draw_and_meld(ctx.effect_age(10))


# --------------------------------------------------------------------------- Rock


@book.demand("rock")
def rock_demand(ctx: EffectContext) -> None:
    """Hand me your top green card. If that leaves Scissors on top of your green pile, I win."""
    card = ctx.top(Color.GREEN)
    if card is None:
        return
    ctx.transfer(card, ctx.hand_of(ctx.activator))
    if ctx.top(Color.GREEN) == "scissors":
        ctx.win(ctx.activator)


@book.effect("rock")
def rock(ctx: EffectContext) -> None:
    """You may score one of your top cards. If your top green card is Paper, you win."""
    # Ruling (BGA): the Paper check happens whether or not a card was scored.
    card = ctx.choose_card(ctx.top_cards(), "You may score a top card", optional=True, verb="score")
    if card is not None:
        ctx.score(card)
    if ctx.top(Color.GREEN) == "paper":
        ctx.win()


# --------------------------------------------------------------------------- Wristwatch


@book.echo("wristwatch")
def wristwatch_echo(ctx: EffectContext) -> None:
    """Pick one of your non-yellow top cards and tuck it under its own pile."""
    candidates = [c for c in ctx.top_cards() if ctx.color(c) != Color.YELLOW]
    card = ctx.choose_card(candidates, "Tuck a non-yellow top card", verb="tuck")
    if card is not None:
        ctx.tuck(card)


@book.effect("wristwatch")
def wristwatch(ctx: EffectContext) -> None:
    """For every bonus visible on your board, lowest first, draw a card of its value and tuck it."""
    # Ruling (BGA): the bonuses are read once, before the first tuck.
    for value in sorted(visible_bonuses(ctx)):
        ctx.draw_and_tuck(value)
