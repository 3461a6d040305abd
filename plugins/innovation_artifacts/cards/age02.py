"""Age 2 Artifacts of History cards."""

from __future__ import annotations

from innovation.plugin_api import Color, EffectContext, Icon, Splay
from innovation_artifacts.book import book

ARTIFACTS = "artifacts"


# --------------------------------------------------------------------------- Babylonian Chronicles


@book.compel("babylonian_chronicles")
def babylonian_chronicles_compel(ctx: EffectContext) -> None:
    """You move one of your top cards that is not red and shows a castle onto my board."""
    card = ctx.choose_card(
        [c for c in ctx.top_cards() if ctx.color(c) != Color.RED and ctx.has_icon(c, Icon.CASTLE)],
        "Transfer a non-red top card with a castle",
        verb="transfer",
        to=ctx.board_of(ctx.activator),
    )
    if card is not None:
        ctx.transfer(card, ctx.board_of(ctx.activator))


@book.effect("babylonian_chronicles")
def babylonian_chronicles(ctx: EffectContext) -> None:
    """Draw a 3 and score it."""
    ctx.draw_and_score(ctx.effect_age(3))


# --------------------------------------------------------------------------- Baghdad Battery


@book.effect("baghdad_battery")
def baghdad_battery(ctx: EffectContext) -> None:
    """Meld two cards from your hand. If both are of one colour but belong to different card
    sets, draw and score a 2 five times."""
    # Ruling: the card text of the reference data (the original wording) is followed; with one
    # card in hand you meld it, and the draws need two melded cards.
    picks = ctx.choose_cards(ctx.hand(), "Meld two cards from your hand", max_count=2, min_count=2, verb="meld")
    melded = ctx.meld_cards(picks)  # (a karma may keep a card from its pile: not melded)
    if len(melded) != 2:
        return
    first, second = melded
    if ctx.color(first) == ctx.color(second) and ctx.info(first).set != ctx.info(second).set:
        for _ in range(5):
            ctx.draw_and_score(ctx.effect_age(2))


# --------------------------------------------------------------------------- Chronicle of Zuo


@book.effect("chronicle_of_zuo")
def chronicle_of_zuo(ctx: EffectContext) -> None:
    """If nobody has fewer castles than you, draw a 2. If nobody has fewer crowns than you, draw
    a 3. If nobody has fewer lightbulbs than you, draw a 4."""
    # Ruling (BGA): a tie for the fewest counts as having the least; counts are taken once,
    # before any draw.
    players = ctx.everyone()
    least = {
        icon: ctx.icons(icon) == min(ctx.icons(icon, q) for q in players)
        for icon in (Icon.CASTLE, Icon.CROWN, Icon.LIGHTBULB)
    }
    if least[Icon.CASTLE]:
        ctx.draw(ctx.effect_age(2))
    if least[Icon.CROWN]:
        ctx.draw(ctx.effect_age(3))
    if least[Icon.LIGHTBULB]:
        ctx.draw(ctx.effect_age(4))


# --------------------------------------------------------------------------- Cyrus Cylinder


@book.effect("cyrus_cylinder")
def cyrus_cylinder(ctx: EffectContext) -> None:
    """Pick a top purple card other than this one on anybody's board and carry out its
    non-demand effects by yourself (nobody shares them). Then splay left one pile of any
    player's board."""
    # Ruling (BGA): the purple card is mandatory when one exists; the splay is mandatory too and
    # offers only piles it would change (two or more cards, not already splayed left), chosen
    # by their top card.
    purple = [c for q in ctx.everyone() if (c := ctx.top(Color.PURPLE, q)) is not None and c != ctx.card]
    card = ctx.choose_card(purple, "Choose another top purple card to execute", verb="execute")
    if card is not None:
        ctx.execute_non_demand_effects(card)
    splay_left_any_pile(ctx)


def splay_left_any_pile(ctx: EffectContext) -> None:
    """Splay left one pile of any player's board (both editions' Cyrus Cylinder): only piles the
    splay would change, chosen by their top card."""
    piles: dict[str, tuple[int, Color]] = {}
    for q in ctx.everyone():
        for color in ctx.colors_on_board(q):
            if len(ctx.pile(color, q)) >= 2 and ctx.splay_of(color, q) != Splay.LEFT:
                top = ctx.top(color, q)
                assert top is not None
                piles[top] = (q, color)
    pick = ctx.choose_card(list(piles), "Choose a pile (by its top card) to splay left", verb="splay", splay=Splay.LEFT)
    if pick is not None:
        owner, color = piles[pick]
        ctx.splay(color, Splay.LEFT, p=owner)


# --------------------------------------------------------------------------- Dead Sea Scrolls


@book.effect("dead_sea_scrolls")
def dead_sea_scrolls(ctx: EffectContext) -> None:
    """Draw an Artifact whose value equals your highest top card."""
    ctx.draw(ctx.highest_top_value(), set_name=ARTIFACTS)


# --------------------------------------------------------------------------- Holy Grail


@book.effect("holy_grail")
def holy_grail(ctx: EffectContext) -> None:
    """Return a card from your hand, then claim an available achievement of the same value
    without checking eligibility."""
    card = ctx.choose_card(ctx.hand(), "Return a card from your hand", verb="return")
    if card is None:
        return
    ctx.return_card(card)
    ctx.claim_achievement(ctx.age(card))


# --------------------------------------------------------------------------- Holy Lance


@book.compel("holy_lance")
def holy_lance_compel(ctx: EffectContext) -> None:
    """You move one of your top Artifacts onto my board."""
    card = ctx.choose_card(
        [c for c in ctx.top_cards() if ctx.info(c).set == ARTIFACTS],
        "Transfer a top Artifact to the activator",
        verb="transfer",
        to=ctx.board_of(ctx.activator),
    )
    if card is not None:
        ctx.transfer(card, ctx.board_of(ctx.activator))


@book.effect("holy_lance")
def holy_lance(ctx: EffectContext) -> None:
    """If Holy Grail is one of your top cards, you win."""
    if "holy_grail" in ctx.top_cards():
        ctx.win()


# --------------------------------------------------------------------------- Rosetta Stone


@book.effect("rosetta_stone")
def rosetta_stone(ctx: EffectContext) -> None:
    """Pick a card set and draw two 2s from it. Meld one of them and put the other on the board
    of an opponent of your choice."""
    # Ruling (BGA): a named set whose 2 pile is empty gives base cards, as every named draw.
    set_name = ctx.choose_option(ctx.supply_sets(), "Choose the card set to draw from")
    drawn = [ctx.draw(ctx.effect_age(2), set_name=set_name) for _ in range(2)]
    card = ctx.choose_card([c for c in drawn if c in ctx.hand()], "Meld one of the drawn cards", verb="meld")
    if card is not None:
        ctx.meld(card)
    rest = [c for c in drawn if c in ctx.hand() and c != card]  # (a karma may keep the one to meld in hand)
    if not rest:
        return
    opponent = ctx.choose_player(ctx.opponents(), "Choose an opponent to receive the other card")
    if opponent is not None:
        ctx.transfer(rest[0], ctx.board_of(opponent))


# --------------------------------------------------------------------------- Seikilos Epitaph


@book.effect("seikilos_epitaph")
def seikilos_epitaph(ctx: EffectContext) -> None:
    """Draw and meld a 3. Then meld the bottom card of that colour's pile and carry out its
    non-demand effects by yourself (nobody shares them)."""
    # Ruling (BGA): when the drawn card is alone in its pile it is its own bottom card.
    card = ctx.draw_and_meld(ctx.effect_age(3))
    bottom = ctx.bottom(ctx.color(card))
    if bottom is None:
        return
    ctx.meld(bottom)
    ctx.execute_non_demand_effects(bottom)


# --------------------------------------------------------------------------- Terracotta Army


@book.compel("terracotta_army")
def terracotta_army_compel(ctx: EffectContext) -> None:
    """You return one of your top cards that shows no castle."""
    card = ctx.choose_card(
        [c for c in ctx.top_cards() if not ctx.has_icon(c, Icon.CASTLE)],
        "Return a top card without a castle",
        verb="return",
    )
    if card is not None:
        ctx.return_card(card)


@book.effect("terracotta_army")
def terracotta_army(ctx: EffectContext) -> None:
    """Score a card without a castle from your hand."""
    card = ctx.choose_card(
        [c for c in ctx.hand() if not ctx.has_icon(c, Icon.CASTLE)], "Score a card without a castle", verb="score"
    )
    if card is not None:
        ctx.score(card)
