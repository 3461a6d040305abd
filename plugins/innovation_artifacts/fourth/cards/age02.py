"""4th-edition Artifacts, age 2: effects registered on :data:`innovation_artifacts.fourth.book.book`.

Cards whose 4th-edition text means what the 3rd edition's did register the 3rd edition's
functions again (``innovation_artifacts.cards.age02``)."""

from __future__ import annotations

from innovation.plugin_api import Color, EffectContext, Icon
from innovation_artifacts.cards import age02 as third
from innovation_artifacts.fourth.book import book

# ---------------------------------------------------------------- unchanged from the 3rd edition
book.effect("holy_grail")(third.holy_grail)
book.compel("holy_lance")(third.holy_lance_compel)
book.effect("holy_lance")(third.holy_lance)
book.compel("babylonian_chronicles")(third.babylonian_chronicles_compel)
book.effect("babylonian_chronicles")(third.babylonian_chronicles)
book.effect("rosetta_stone")(third.rosetta_stone)
book.compel("terracotta_army")(third.terracotta_army_compel)

# ---------------------------------------------------------------- new in the 4th edition (art4e-b)
ARTIFACTS = "artifacts"
CYRUS_CYLINDER = "cyrus_cylinder"
TERRACOTTA_ARMY = "terracotta_army"


@book.effect("baghdad_battery")
def baghdad_battery(ctx: EffectContext) -> None:
    """Meld a card from your hand, then score a card from your hand. If you did both and their
    values differ, junk the supply piles of both values."""
    melded = ctx.choose_card(ctx.hand(), "Meld a card from your hand", verb="meld")
    if melded is not None:
        ctx.meld(melded)
    scored = ctx.choose_card(ctx.hand(), "Score a card from your hand", verb="score")
    if scored is not None:
        ctx.score(scored)
    if melded is not None and scored is not None and ctx.age(melded) != ctx.age(scored):
        ctx.junk_deck(ctx.age(melded))
        ctx.junk_deck(ctx.age(scored))


def _has_the_fewest(ctx: EffectContext, icon: int) -> bool:
    """Whether nobody shows fewer ``icon`` than you (a tie for the fewest counts, BGA)."""
    return ctx.icons(icon) == min(ctx.icons(icon, q) for q in ctx.everyone())


@book.effect("chronicle_of_zuo")
def chronicle_of_zuo_three(ctx: EffectContext) -> None:
    """If nobody has fewer castles than you, or nobody has fewer crowns than you, draw a 3."""
    if _has_the_fewest(ctx, Icon.CASTLE) or _has_the_fewest(ctx, Icon.CROWN):
        ctx.draw(3)


@book.effect("chronicle_of_zuo")
def chronicle_of_zuo_four(ctx: EffectContext) -> None:
    """If nobody has fewer lightbulbs than you, draw a 4."""
    if _has_the_fewest(ctx, Icon.LIGHTBULB):
        ctx.draw(4)


@book.effect("cyrus_cylinder")
def cyrus_cylinder_splay(ctx: EffectContext) -> None:
    """Splay left one pile of any player's board."""
    third.splay_left_any_pile(ctx)


@book.effect("cyrus_cylinder")
def cyrus_cylinder_execute(ctx: EffectContext) -> None:
    """Pick a top purple card other than Cyrus Cylinder on anybody's board and self-execute it."""
    purple = [c for q in ctx.everyone() if (c := ctx.top(Color.PURPLE, q)) is not None and c != CYRUS_CYLINDER]
    card = ctx.choose_card(purple, "Choose another top purple card to execute", verb="execute")
    if card is not None:
        ctx.self_execute(card)


@book.effect("dead_sea_scrolls")
def dead_sea_scrolls_draw(ctx: EffectContext) -> None:
    """Draw an Artifact whose value equals your highest top card, then junk the Artifact supply pile
    of that value."""
    value = ctx.highest_top_value()
    ctx.draw(value, set_name=ARTIFACTS)
    ctx.junk_deck(value, set_name=ARTIFACTS)


@book.effect("dead_sea_scrolls")
def dead_sea_scrolls_junk(ctx: EffectContext) -> None:
    """Name a player. Junk the available achievement whose value is that of the highest top card
    on their board."""
    q = ctx.choose_player(ctx.everyone(), "Choose a player: the achievement of their highest top card is junked")
    if q is not None:
        ctx.junk_achievement(ctx.highest_top_value(q))


@book.effect("seikilos_epitaph")
def seikilos_epitaph(ctx: EffectContext) -> None:
    """Draw and meld a 3. Then meld the bottom card of that colour's pile and self-execute it."""
    # Ruling (BGA): when the drawn card is alone in its pile it is its own bottom card.
    bottom = ctx.bottom(ctx.color(ctx.draw_and_meld(3)))
    if bottom is None:
        return
    ctx.meld(bottom)
    ctx.self_execute(bottom)


@book.effect("terracotta_army")
def terracotta_army(ctx: EffectContext) -> None:
    """Score a card without a castle from your hand. If you do, junk the supply pile of its value;
    if not, tuck Terracotta Army."""
    card = ctx.choose_card(
        [c for c in ctx.hand() if not ctx.has_icon(c, Icon.CASTLE)], "Score a card without a castle", verb="score"
    )
    if card is not None:
        ctx.score(card)
        ctx.junk_deck(ctx.age(card))
    elif ctx.locate(TERRACOTTA_ARMY).zone not in ("deck", "junk"):
        ctx.tuck(TERRACOTTA_ARMY)
