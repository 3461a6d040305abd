"""Age 4 of The Unseen (4th edition). Each function's docstring says the effect in the project's
own words; rulings on unclear points are in docs/rulings.md ("The Unseen: ages 1–5")."""

from __future__ import annotations

from innovation.plugin_api import COLORS, Color, EffectContext, Icon, Splay, Where
from innovation_unseen.book import book
from innovation_unseen.cards.early import action_memory, safeguard_available_achievement

# --------------------------------------------------------------------------- April Fool's Day


@book.effect("april_fools_day")
def april_fools_day_give(ctx: EffectContext) -> None:
    """Put a card from your hand or score pile on the board of the player on your right. If you
    do not, claim the Folklore achievement."""
    right = (ctx.player - 1) % ctx.n_players
    card = ctx.choose_card(
        [*ctx.hand(), *ctx.score_pile()],
        "Transfer a card to the board of the player on your right",
        verb="transfer",
        to=ctx.board_of(right),
    )
    if card is None:
        ctx.claim_special("folklore")
    else:
        ctx.transfer(card, ctx.board_of(right))


@book.effect("april_fools_day")
def april_fools_day_splay(ctx: EffectContext) -> None:
    """Splay your yellow cards right and unsplay your purple cards, or the other way round."""
    choice = ctx.choose_option(
        {
            "yellow": "Splay yellow right and unsplay purple",
            "purple": "Splay purple right and unsplay yellow",
        },
        "Choose which colour to splay right",
        verb="splay",
    )
    splay, unsplay = (Color.YELLOW, Color.PURPLE) if choice == "yellow" else (Color.PURPLE, Color.YELLOW)
    ctx.splay(splay, Splay.RIGHT)
    ctx.unsplay(unsplay)


# --------------------------------------------------------------------------- Blackmail


@book.demand("blackmail")
def blackmail(ctx: EffectContext) -> None:
    """Show me your hand, then meld the shown card I pick. Show me your score pile. Then
    self-execute the card I pick among all those shown, and every "may" of it is a "must"."""
    shown = ctx.hand()
    for card in shown:
        ctx.reveal(card)
    pick = ctx.choose_card(shown, "Choose the card your opponent melds", verb="meld", p=ctx.activator)
    if pick is not None:
        ctx.meld(pick)
    scored = ctx.score_pile()
    for card in scored:
        ctx.reveal(card)
    # Ruling (BGA): every card shown by this effect may be picked, the melded one included.
    pick = ctx.choose_card(
        [*shown, *scored], "Choose the card your opponent self-executes", verb="execute", p=ctx.activator
    )
    if pick is not None:
        ctx.self_execute(pick, must=True)


# --------------------------------------------------------------------------- Confession


@book.effect("confession")
def confession_return(ctx: EffectContext) -> None:
    """Return every one of your top cards that shows a castle. If none did, meld a card from your
    score pile, then draw and score a 4."""
    castles = [c for c in ctx.top_cards() if ctx.has_icon(c, Icon.CASTLE)]
    if castles:
        ctx.return_cards(castles)
        return
    card = ctx.choose_card(ctx.score_pile(), "Meld a card from your score pile", verb="meld")
    if card is not None:
        ctx.meld(card)
    ctx.draw_and_score(4)


@book.effect("confession")
def confession_draw(ctx: EffectContext) -> None:
    """Draw a 4 for each 4 in your score pile."""
    for _ in range(sum(1 for c in ctx.score_pile() if ctx.age(c) == 4)):
        ctx.draw(4)


# --------------------------------------------------------------------------- El Dorado


@book.effect("el_dorado")
def el_dorado(ctx: EffectContext) -> None:
    """Draw and meld a 3, a 2 and a 1. If all three show a crown, score every card of the 5 supply
    pile; if at least two do, splay your green and blue cards right."""
    crowns = sum(1 for value in (3, 2, 1) if ctx.has_icon(ctx.draw_and_meld(value), Icon.CROWN))
    if crowns == 3:
        ctx.score_cards(list(reversed(ctx.state.decks["base"][4])))
    if crowns >= 2:
        ctx.splay(Color.GREEN, Splay.RIGHT)
        ctx.splay(Color.BLUE, Splay.RIGHT)


# --------------------------------------------------------------------------- Heirloom


@book.effect("heirloom")
def heirloom(ctx: EffectContext) -> None:
    """Put one of your secrets among the available achievements and draw a card one value higher.
    If you do not, safeguard an available achievement of the value of your top red card."""
    secret = ctx.choose_card(
        ctx.secrets(), "Transfer a secret to the available achievements", verb="transfer", to=Where("available")
    )
    if secret is not None and ctx.transfer(secret, Where("available")):
        ctx.draw(ctx.age(secret) + 1)
        return
    safeguard_available_achievement(ctx, [ctx.value(ctx.top(Color.RED))])


# --------------------------------------------------------------------------- Legend


@book.effect("legend")
def legend(ctx: EffectContext) -> None:
    """Name a colour other than purple. Self-execute your top card of that colour, then score it.
    If you do, do this again with that colour while Legend has made you score fewer than nine
    points during this action."""
    color = ctx.choose_color([c for c in COLORS if c != Color.PURPLE], "Choose a colour", verb="choose")
    if color is None:
        return
    memory = action_memory(ctx, "legend")
    # Bounded: each round scores a card from the pile.
    while True:
        top = ctx.top(color)
        if top is None:
            return
        ctx.self_execute(top)
        top = ctx.top(color)
        if top is None:
            return
        ctx.score(top)
        memory["points"] = memory.get("points", 0) + ctx.value(top)
        if memory["points"] >= 9:
            return


# --------------------------------------------------------------------------- Ninja


@book.demand("ninja")
def ninja(ctx: EffectContext) -> None:
    """Return a card of the colour I name from your hand. If you do, your top card of that colour
    goes to my board."""
    color = ctx.choose_color(COLORS, "Choose the colour your opponent must return", verb="choose", p=ctx.activator)
    if color is None:
        return
    card = ctx.choose_card(
        [c for c in ctx.hand() if ctx.color(c) == color], "Return a card of the named colour", verb="return"
    )
    if card is None:
        for c in ctx.hand():
            ctx.reveal(c)  # the hand shows that no card of that colour is in it
        return
    ctx.return_card(card)
    top = ctx.top(color)
    if top is not None:
        ctx.transfer(top, ctx.board_of(ctx.activator))


@book.effect("ninja")
def ninja_splay(ctx: EffectContext) -> None:
    """You may splay your red cards right."""
    ctx.may_splay([Color.RED], Splay.RIGHT)


# --------------------------------------------------------------------------- Quackery


@book.effect("quackery")
def quackery_choose(ctx: EffectContext) -> None:
    """Either score a card from your hand or draw a 4."""
    choice = ctx.choose_option(
        {"score": "Score a card from your hand", "draw": "Draw a 4"}, "Choose one", verb="choose"
    )
    if choice == "draw":
        ctx.draw(4)
        return
    card = ctx.choose_card(ctx.hand(), "Score a card from your hand", verb="score")
    if card is not None:
        ctx.score(card)


@book.effect("quackery")
def quackery_return(ctx: EffectContext) -> None:
    """Return exactly two cards from your hand. If you do, draw a card of the value of the number
    of leaves and lightbulbs on them."""
    if len(ctx.hand()) < 2:
        return
    picks = ctx.choose_cards(ctx.hand(), "Return two cards from your hand", verb="return", min_count=2, max_count=2)
    returned = ctx.return_cards(picks)
    icons = sum(1 for c in returned for slot in ctx.info(c).icons if slot in (Icon.LEAF, Icon.LIGHTBULB))
    ctx.draw(icons)


# --------------------------------------------------------------------------- Spanish Inquisition


@book.demand("spanish_inquisition")
def spanish_inquisition(ctx: EffectContext) -> None:
    """Return every card of your hand but the highest ones, and every card of your score pile but
    the highest ones."""
    doomed = []
    for cards in (ctx.hand(), ctx.score_pile()):
        if cards:
            top = max(ctx.age(c) for c in cards)
            doomed += [c for c in cards if ctx.age(c) < top]
    ctx.return_cards(doomed)


@book.effect("spanish_inquisition")
def spanish_inquisition_purge(ctx: EffectContext) -> None:
    """If Spanish Inquisition is one of your top cards, return every red card of your board."""
    if ctx.top(Color.RED) == ctx.card:
        ctx.return_cards(list(reversed(ctx.pile(Color.RED))))


# --------------------------------------------------------------------------- The Prophecies


@book.effect("the_prophecies")
def the_prophecies(ctx: EffectContext) -> None:
    """Either draw a 4 and safeguard it, or draw and show a card one value higher than one of
    your secrets. If you show a red or purple card, meld another of your secrets; if you do,
    safeguard the drawn card."""
    # Both labels in one literal, where tools/i18n.py collects a card's labelled alternatives.
    labels = {"safeguard": "Draw and safeguard a 4", "reveal": "Draw and reveal a card one higher than a secret"}
    options = {key: label for key, label in labels.items() if key == "safeguard" or ctx.secrets()}
    if ctx.choose_option(options, "Choose one", verb="choose") == "safeguard":
        ctx.draw_and_safeguard(4)
        return
    secret = ctx.choose_card(ctx.secrets(), "Choose a secret: you draw one value higher", verb="choose")
    if secret is None:
        return
    drawn = ctx.draw_and_reveal(ctx.age(secret) + 1)
    if ctx.color(drawn) not in (Color.RED, Color.PURPLE):
        return
    other = ctx.choose_card([c for c in ctx.secrets() if c != secret], "Meld another of your secrets", verb="meld")
    if other is not None:
        ctx.meld(other)
        ctx.safeguard(drawn)
