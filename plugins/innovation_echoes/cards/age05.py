"""Age 5 Echoes of the Past cards."""

from __future__ import annotations

from collections import Counter

from innovation.plugin_api import Color, EffectContext, Icon, Splay, Where
from innovation_echoes.book import book
from innovation_echoes.visible import visible_bonuses

# --------------------------------------------------------------------------- Coke


@book.echo("coke")
def coke_echo(ctx: EffectContext) -> None:
    """Draw a 4 and tuck it."""
    ctx.draw_and_tuck(ctx.effect_age(4))


@book.effect("coke")
def coke(ctx: EffectContext) -> None:
    """Draw and reveal a 6. While the revealed card shows a factory, meld it and do this again;
    the first one without a factory goes to your forecast."""
    while True:
        card = ctx.draw_and_reveal(ctx.effect_age(6))
        if not ctx.has_icon(card, Icon.FACTORY):
            ctx.foreshadow(card)
            return
        ctx.meld(card)


# --------------------------------------------------------------------------- Lightning Rod


@book.echo("lightning_rod")
def lightning_rod_echo(ctx: EffectContext) -> None:
    """Draw a 5 and tuck it."""
    ctx.draw_and_tuck(ctx.effect_age(5))


@book.demand("lightning_rod")
def lightning_rod_demand(ctx: EffectContext) -> None:
    """You draw a 5 and tuck it, then return your top card of that card's colour."""
    card = ctx.draw_and_tuck(ctx.effect_age(5))
    top = ctx.top(ctx.color(card))
    if top is not None:
        ctx.return_card(top)


@book.effect("lightning_rod")
def lightning_rod(ctx: EffectContext) -> None:
    """Draw a 5 and tuck it. Then you may return one of your top cards."""
    ctx.draw_and_tuck(ctx.effect_age(5))
    card = ctx.choose_card(ctx.top_cards(), "You may return a top card from your board", optional=True, verb="return")
    if card is not None:
        ctx.return_card(card)


# --------------------------------------------------------------------------- Octant


@book.demand("octant")
def octant_demand(ctx: EffectContext) -> None:
    """Move one of your non-red top cards that shows a leaf or a factory onto my board. If you
    did, draw a 6 and foreshadow it."""
    # Ruling: the printed 3rd-edition text makes the demanded player draw and foreshadow a 6
    # after a transfer (BGA's current code only does so for the 4th edition; we follow the card).
    candidates = [
        c
        for c in ctx.top_cards()
        if ctx.color(c) != Color.RED and (ctx.has_icon(c, Icon.LEAF) or ctx.has_icon(c, Icon.FACTORY))
    ]
    card = ctx.choose_card(
        candidates, "Transfer a top card to the activator's board", verb="transfer", to=ctx.board_of(ctx.activator)
    )
    if card is not None and ctx.transfer(card, ctx.board_of(ctx.activator)):
        ctx.draw_and_foreshadow(ctx.effect_age(6))


@book.effect("octant")
def octant(ctx: EffectContext) -> None:
    """Draw a 6 and foreshadow it."""
    ctx.draw_and_foreshadow(ctx.effect_age(6))


# --------------------------------------------------------------------------- Palampore


@book.effect("palampore")
def palampore_draw(ctx: EffectContext) -> None:
    """If a bonus value shows at least twice on your board, draw and score a card of that value
    (you pick the value when there are several)."""
    counts = Counter(visible_bonuses(ctx))
    repeated = [value for value, n in counts.items() if n >= 2]
    if not repeated:
        return
    value = ctx.choose_value(repeated, "Draw and score a card of which repeated bonus value?")
    ctx.draw_and_score(value)


@book.effect("palampore")
def palampore_splay(ctx: EffectContext) -> None:
    """Optionally splay the purple pile on your board to the right."""
    ctx.may_splay([Color.PURPLE], Splay.RIGHT)


@book.effect("palampore")
def palampore_wealth(ctx: EffectContext) -> None:
    """With six or more bonuses showing on your board, take the Wealth achievement."""
    if len(visible_bonuses(ctx)) >= 6:
        ctx.claim_special("wealth")


# --------------------------------------------------------------------------- Piano


@book.echo("piano")
def piano_echo(ctx: EffectContext) -> None:
    """Pick a value that some card in anybody's hand has, and draw a card of that value."""
    values = {ctx.age(c) for q in ctx.everyone() for c in ctx.hand(q)}
    if not values:
        return
    ctx.draw(ctx.choose_value(values, "Draw a card of which value?"))


@book.effect("piano")
def piano(ctx: EffectContext) -> None:
    """If your five top cards all have different values, return five cards from your score
    pile, then draw and score one card of each of those top values, lowest first."""
    tops = ctx.top_cards()
    values = sorted(ctx.value(c) for c in tops)
    if len(tops) != 5 or len(set(values)) != 5:
        return
    # Ruling (BGA): return as many as you can (up to five); the draws happen regardless, for the
    # values the top cards had when the condition was checked.
    picks = ctx.choose_cards(
        ctx.score_pile(), "Return five cards from your score pile", max_count=5, min_count=5, verb="return"
    )
    ctx.return_cards(picks)
    for value in values:
        ctx.draw_and_score(value)


# --------------------------------------------------------------------------- Pressure Cooker


@book.effect("pressure_cooker")
def pressure_cooker(ctx: EffectContext) -> None:
    """Return every card in your hand. Then, for each of your top cards that carries a bonus,
    draw a card of that bonus's value."""
    ctx.return_cards(ctx.hand())
    # Ruling (BGA): bonuses are read from the top cards after the return; the player picks the
    # order of the draws (it matters for the Echoes draw rule).
    remaining = [b for c in ctx.top_cards() for b in ctx.info(c).bonuses]
    while remaining:
        value = ctx.choose_value(remaining, "Draw a card of which bonus value next?")
        remaining.remove(value)
        ctx.draw(value)


# --------------------------------------------------------------------------- Seed Drill


@book.demand("seed_drill")
def seed_drill_demand(ctx: EffectContext) -> None:
    """Return one of your top cards whose value is below 3."""
    below = ctx.effect_age(3)
    card = ctx.choose_card(
        [c for c in ctx.top_cards() if ctx.value(c) < below],
        "Return a top card of value below 3" if below == 3 else f"Return a top card of value below {below}",
        verb="return",
    )
    if card is not None:
        ctx.return_card(card)


@book.effect("seed_drill")
def seed_drill(ctx: EffectContext) -> None:
    """Name the 3, 4 or 5 supply pile. If it is not empty, you may move its bottom card to the
    available achievements."""
    # The printed values as the effect reads them; one past the highest age names no pile.
    ages = sorted({ctx.effect_age(v) for v in (3, 4, 5)})
    values = ", ".join(str(a) for a in ages)
    prompt = "Choose the 3, 4 or 5 pile" if ages == [3, 4, 5] else f"Choose the pile of value {values}"
    age = ctx.choose_value(ages, prompt)
    decks = ctx.state.decks["base"]
    if age > len(decks) or not decks[age - 1]:
        return
    deck = decks[age - 1]
    if ctx.yes_no(f"Move the bottom card of the {age} pile to the available achievements?"):
        # Nobody sees the card (face down from deck to achievement pile): log it as the game's move.
        ctx.transfer(deck[0], Where("available"), by_game=True)


# --------------------------------------------------------------------------- Stove


@book.echo("stove")
def stove_echo(ctx: EffectContext) -> None:
    """Score one of your top cards that has no factory."""
    card = ctx.choose_card(
        [c for c in ctx.top_cards() if not ctx.has_icon(c, Icon.FACTORY)],
        "Score a top card without a factory",
        verb="score",
    )
    if card is not None:
        ctx.score(card)


@book.effect("stove")
def stove_tuck(ctx: EffectContext) -> None:
    """Draw a 4 and tuck it. If your top card of its colour is then worth less than 4, draw and
    score a 4."""
    card = ctx.draw_and_tuck(ctx.effect_age(4))
    top = ctx.top(ctx.color(card))
    if top is not None and ctx.value(top) < ctx.effect_age(4):
        ctx.draw_and_score(ctx.effect_age(4))


@book.effect("stove")
def stove_splay(ctx: EffectContext) -> None:
    """Optionally splay the green pile on your board to the right."""
    ctx.may_splay([Color.GREEN], Splay.RIGHT)


# --------------------------------------------------------------------------- Thermometer


@book.echo("thermometer")
def thermometer_echo(ctx: EffectContext) -> None:
    """Put your bottom green card on top of your green pile, which keeps its splay."""
    card = ctx.bottom(Color.GREEN)
    if card is None:
        return
    ctx.meld(card)  # a move within the pile: it keeps its splay (RULES.md §2.5)


@book.effect("thermometer")
def thermometer(ctx: EffectContext) -> None:
    """Draw and meld a card one value above your top yellow card (a 1 with no yellow card). Do
    it again as long as the melded card is yellow."""
    while True:
        card = ctx.draw(ctx.value(ctx.top(Color.YELLOW)) + 1)
        if not ctx.meld(card) or ctx.color(card) != Color.YELLOW:  # a meld a karma replaced melded nothing
            return


# --------------------------------------------------------------------------- Tuning Fork


@book.echo("tuning_fork")
def tuning_fork_echo(ctx: EffectContext) -> None:
    """Secretly look at the top card of any supply pile and leave it there."""
    decks = ctx.state.decks
    labels = [f"{s} {age}" for s in decks for age in range(1, 11) if decks[s][age - 1]]
    if not labels:
        return
    label = ctx.choose_option(labels, "Look at the top card of which pile?")
    set_name, _, age = label.partition(" ")
    card = decks[set_name][int(age) - 1][-1]
    # Ruling: looking changes nothing, so it does not count for the sharing bonus.
    who = ctx.name()
    ctx.log_secret(
        "look",
        f"{who} looks at the top card of the {label} pile: {ctx.info(card).name}.",
        f"{who} looks at the top card of the {label} pile.",
        card,
    )


@book.effect("tuning_fork")
def tuning_fork(ctx: EffectContext) -> None:
    """Return a card from your hand, then draw and reveal a card of its value. Meld the drawn
    card if it is higher than your top card of its colour, otherwise return it. You may then do
    all this again."""
    # Ruling: the first return is mandatory (printed text); each repeat is optional. "If you do":
    # a return a karma replaced draws nothing (a card a karma kept in hand is not offered again).
    optional = False
    kept: set[str] = set()
    while True:
        prompt = "You may return another card from your hand" if optional else "Return a card from your hand"
        card = ctx.choose_card([c for c in ctx.hand() if c not in kept], prompt, optional=optional, verb="return")
        if card is None:
            return
        optional = True
        if not ctx.return_card(card):
            kept.add(card)
            continue
        drawn = ctx.draw_and_reveal(ctx.age(card))
        if ctx.age(drawn) > ctx.value(ctx.top(ctx.color(drawn))):
            ctx.meld(drawn)
        else:
            ctx.return_card(drawn)
