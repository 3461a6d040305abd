"""Age 9 Echoes cards as the 4th edition prints them. An effect whose 4th-edition text means
what the 3rd edition's meant registers the 3rd edition's function again."""

from __future__ import annotations

from innovation.plugin_api import COLORS, Color, EffectContext
from innovation_echoes.cards import age09 as third
from innovation_echoes.fourth.book import book
from innovation_echoes.fourth.foreseen import was_foreseen
from innovation_echoes.visible import visible_bonuses

# --------------------------------------------------------------------------- ATM


@book.echo("atm")
def atm_echo(ctx: EffectContext) -> None:
    """Pick any value, then draw a card of it and score it."""
    value = ctx.choose_value(range(1, ctx.edition.max_age + 1), "Draw and score a card of which value?")
    ctx.draw_and_score(value)


book.demand("atm")(third.atm_demand)
book.effect("atm")(third.atm_splay)


@book.effect("atm")
def atm_junk(ctx: EffectContext) -> None:
    """Junk every card of the 10 supply pile."""
    ctx.junk_deck(10)


# --------------------------------------------------------------------------- Calculator


@book.effect("calculator")
def calculator(ctx: EffectContext) -> None:
    """Score the bottom cards of two of your non-blue piles of different colours. If you scored
    two and their values add up to 11 or less, draw a card of that sum and do all this once more
    (never a third time)."""
    # Ruling (BGA): the two cards are picked one at a time, from two different piles; the repeat
    # draws too when its own two cards qualify, but does not repeat again.
    for _ in range(2):
        scored: list[str] = []
        used: set[int] = set()
        for _ in range(2):
            bottoms = [
                c
                for c in (ctx.bottom(color) for color in COLORS if color != Color.BLUE and color not in used)
                if c is not None
            ]
            card = ctx.choose_card(bottoms, "Score a bottom non-blue card from your board", verb="score")
            if card is None:
                break
            used.add(ctx.color(card))
            ctx.score(card)
            scored.append(card)
        total = sum(ctx.value(c) for c in scored)
        if len(scored) < 2 or total >= 12:
            return
        ctx.draw(total)


book.effect("calculator")(third.calculator_splay)

# --------------------------------------------------------------------------- Credit Card

book.echo("credit_card")(third.credit_card_echo)


@book.effect("credit_card")
def credit_card(ctx: EffectContext) -> None:
    """You may pick up one of your non-green top cards into your hand. If you do, draw a card of
    the same value and score it; then, if Credit Card was foreseen, do all this again."""
    while True:
        candidates = [c for c in ctx.top_cards() if ctx.color(c) != Color.GREEN]
        card = ctx.choose_card(
            candidates,
            "You may take a non-green top card into your hand",
            optional=True,
            verb="transfer",
            to=ctx.hand_of(),
        )
        if card is None:
            return
        ctx.transfer(card, ctx.hand_of())
        ctx.draw_and_score(ctx.value(card))
        if not was_foreseen(ctx):
            return


book.effect("credit_card")(third.credit_card_splay)

# --------------------------------------------------------------------------- Email

book.echo("email")(third.email_echo)


@book.effect("email")
def email_foreshadow(ctx: EffectContext) -> None:
    """Draw a 9 into your forecast, and an 11 as well if Email was foreseen."""
    ctx.draw_and_foreshadow(9)
    if was_foreseen(ctx):
        ctx.draw_and_foreshadow(11)


@book.effect("email")
def email_execute(ctx: EffectContext) -> None:
    """Self-execute your lowest-valued non-green top card."""
    candidates = [c for c in ctx.top_cards() if ctx.color(c) != Color.GREEN]
    card = ctx.choose_card(
        ctx.lowest(candidates, ctx.value), "Choose your lowest non-green top card to self-execute", verb="execute"
    )
    if card is not None:
        ctx.self_execute(card)


# --------------------------------------------------------------------------- Helicopter


def _icon_types(ctx: EffectContext, card: str) -> set[int]:
    """Icon types printed on a card for "shares an icon type": the edition's standard icons (the
    avatar included), and every bonus as one shared "bonus" type (100); hexes and echo effects do
    not count (BGA ``hasIconInCommon``)."""
    standard = set(ctx.edition.icons)
    out: set[int] = set()
    for code in ctx.info(card).icons:
        if code in standard:
            out.add(code)
        elif code > 100:
            out.add(100)
    return out


@book.effect("helicopter")
def helicopter(ctx: EffectContext) -> None:
    """Pick a top card on anyone's board, Helicopter excepted, and move it into its owner's score
    pile. Then you may return a hand card having an icon type in common with it; if you do, start
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
            matching, "You may return a card sharing an icon type with it", optional=True, verb="return"
        )
        if returned is None:
            return
        ctx.return_card(returned)


# --------------------------------------------------------------------------- Jet

_JET_MELDED = "jet_melded"


@book.echo("jet")
def jet_echo(ctx: EffectContext) -> None:
    """Pick one of your hand cards and meld it."""
    card = ctx.choose_card(ctx.hand(), "Meld a card from your hand", verb="meld")
    if card is None:
        return
    ctx.meld(card)
    if ctx.player == ctx.activator:
        # Only the activator's meld names the colour of the demand (BGA); the last one counts.
        ctx.memory[_JET_MELDED] = card


@book.demand("jet")
def jet_demand(ctx: EffectContext) -> None:
    """You return your top card of the colour I last melded through Jet's echo effect in this
    action. Then you junk every standard achievement on offer whose value is that of my melded
    card or of your returned card."""
    melded: str | None = ctx.memory.get(_JET_MELDED)
    if melded is None:
        return
    values = {ctx.value(melded)}
    top = ctx.top(ctx.color(melded))
    if top is not None:
        values.add(ctx.value(top))
        ctx.return_card(top)
    ctx.junk_cards(ctx.available_achievements(values))


@book.effect("jet")
def jet_foreshadow(ctx: EffectContext) -> None:
    """Draw a 10 into your forecast."""
    ctx.draw_and_foreshadow(10)


# --------------------------------------------------------------------------- Karaoke


def _karaoke_key(ctx: EffectContext) -> str:
    return f"karaoke4_melded:{ctx.player}"


@book.echo("karaoke")
def karaoke_echo(ctx: EffectContext) -> None:
    """Pick a value that a card in your hand has, then draw a card of it and meld it."""
    # Ruling (BGA): with an empty hand the value is 0, and the card drawn is a 1.
    values = sorted({ctx.age(c) for c in ctx.hand()}) or [0]
    value = ctx.choose_value(values, "Draw and meld a card of which value?")
    ctx.memory[_karaoke_key(ctx)] = ctx.draw_and_meld(value)


@book.effect("karaoke")
def karaoke_take(ctx: EffectContext) -> None:
    """Take the bottom card of each of your piles into your hand."""
    for color in COLORS:
        card = ctx.bottom(color)
        if card is not None:
            ctx.transfer(card, ctx.hand_of())


@book.effect("karaoke")
def karaoke_claim(ctx: EffectContext) -> None:
    """Claim the standard achievement on offer of the value of the card you last melded through
    Karaoke's echo effect in this action, whether or not you are eligible. If you do,
    self-execute that melded card."""
    card: str | None = ctx.memory.get(_karaoke_key(ctx))
    if card is not None and ctx.claim_achievement(ctx.value(card)):
        ctx.self_execute(card)


# --------------------------------------------------------------------------- Laser


@book.effect("laser")
def laser_return(ctx: EffectContext) -> None:
    """Return four cards from your score pile, then every standard achievement still on offer."""
    picks = ctx.choose_cards(
        ctx.score_pile(), "Return four cards from your score pile", max_count=4, min_count=4, verb="return"
    )
    ctx.return_cards(picks)
    ctx.return_cards(ctx.available_achievements())


@book.effect("laser")
def laser_draw(ctx: EffectContext) -> None:
    """Draw an 11 into your forecast, then draw and meld a 10, and then an 11 too if Laser was
    foreseen."""
    ctx.draw_and_foreshadow(11)
    ctx.draw_and_meld(10)
    if was_foreseen(ctx):
        ctx.draw_and_meld(11)


# --------------------------------------------------------------------------- Rock (unchanged)

book.demand("rock")(third.rock_demand)
book.effect("rock")(third.rock)

# --------------------------------------------------------------------------- Wristwatch


@book.echo("wristwatch")
def wristwatch_echo(ctx: EffectContext) -> None:
    """Tuck one of your top cards under its own pile."""
    card = ctx.choose_card(ctx.top_cards(), "Tuck a top card from your board", verb="tuck")
    if card is not None:
        ctx.tuck(card)


@book.effect("wristwatch")
def wristwatch_return(ctx: EffectContext) -> None:
    """If Wristwatch was foreseen, return every card of your board but the bottom card of each
    pile."""
    if was_foreseen(ctx):
        ctx.return_cards([c for color in COLORS for c in reversed(ctx.pile(color)[1:])])


@book.effect("wristwatch")
def wristwatch_meld(ctx: EffectContext) -> None:
    """For every bonus showing on your board, lowest first, draw a card of its value and meld
    it."""
    # Ruling (BGA): the bonuses are read once, before the first meld.
    for value in sorted(visible_bonuses(ctx)):
        ctx.draw_and_meld(value)
