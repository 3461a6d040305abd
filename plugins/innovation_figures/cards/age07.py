"""Age 7 figures: their echo and inspire effects."""

from __future__ import annotations

from collections.abc import Sequence

from innovation.plugin_api import COLORS, CardContext, EffectContext, Icon, KarmaContext, Splay, Where
from innovation_figures.book import book
from innovation_figures.cards.common import (
    draw_a,
    draw_and_foreshadow_one_of,
    draw_and_tuck_a,
    is_standard_claim,
    score_from_hand,
    top_cards_everywhere,
    tuck_from_hand,
)
from innovation_figures.figures import is_figure, top_figures

book.inspire("alfred_nobel")(score_from_hand)
book.echo("charles_darwin")(draw_a(8))
book.inspire("emperor_meiji")(draw_and_foreshadow_one_of((8, 9)))
book.inspire("florence_nightingale")(tuck_from_hand)


@book.echo("george_stephenson")
def george_stephenson_echo(ctx: EffectContext) -> None:
    """You may turn one of your colours splayed right into an up splay."""
    ctx.may_splay([c for c in COLORS if ctx.splay_of(c) == Splay.RIGHT], Splay.UP)


book.inspire("james_clerk_maxwell")(draw_a(8))
book.inspire("john_ericsson")(draw_and_tuck_a(7))


@book.echo("queen_victoria")
def queen_victoria_echo(ctx: EffectContext) -> None:
    """Move a figure from another player's score pile to yours."""
    # A figure already in your own score pile would not move: only the others' piles are offered.
    to = ctx.score_of()
    figures = [c for q in ctx.others() for c in ctx.score_pile(q) if is_figure(ctx, c)]
    card = ctx.choose_card(figures, "Transfer a figure from another score pile to yours", verb="transfer", to=to)
    if card is not None:
        ctx.transfer(card, to)


@book.echo("robert_e_lee")
def robert_e_lee_echo(ctx: EffectContext) -> None:
    """Move a top card with a leaf from any board to the board of any player you choose."""
    cards = [c for c in top_cards_everywhere(ctx) if ctx.has_icon(c, Icon.LEAF)]
    card = ctx.choose_card(cards, "Choose a top card with a leaf to transfer", verb="transfer")
    if card is None:
        return
    q = ctx.choose_player(ctx.everyone(), "Choose the player whose board receives it")
    if q is not None:
        ctx.transfer(card, ctx.board_of(q))


book.inspire("rowland_hill")(draw_a(7))


# --------------------------------------------------------------------------- karmas


@book.karma("alfred_nobel", "achievements", "static")
def alfred_nobel_achievements(ctx: CardContext) -> int:
    """Each icon of which you have at least twice as many as every other player counts as an
    achievement."""
    return sum(
        1
        for icon in ctx.edition.icons
        if (mine := ctx.icons(icon)) > 0 and all(mine >= 2 * ctx.icons(icon, q) for q in ctx.others())
    )


@book.karma("charles_darwin", "achieve", "first")
def charles_darwin_achieve(ctx: KarmaContext) -> bool:
    """Before you claim an achievement: if nobody else has as many achievements as you, you win
    instead."""
    mine = ctx.achievement_count()
    if all(ctx.achievement_count(q) < mine for q in ctx.others()):
        ctx.win()
        return True
    return False


def _meiji_applies(ctx: CardContext, card: str) -> bool:
    tops = {ctx.age(c) for c in ctx.top_cards()}
    return ctx.age(card) == 10 and {8, 9} <= tops


@book.karma("emperor_meiji", "meld", "instead", match=_meiji_applies)
def emperor_meiji_meld(ctx: KarmaContext) -> None:
    """When you would meld a 10 while you have a top 9 and a top 8, you win instead."""
    ctx.win()


def _nightingale_applies(ctx: CardContext, card: str, player: int) -> bool:
    # "An opponent's effect" (docs/rulings.md, Florence Nightingale): one an opponent executes
    # (``player`` moves the card) or one of an opponent's dogma or execution — a demand an opponent
    # makes of her owner, whose owner moves her own cards, included.
    if card not in ctx.score_pile():
        return False
    opponents = ctx.opponents()
    return player in opponents or ctx.current_activator() in opponents


@book.karma(
    "florence_nightingale", ("transfer", "return", "remove"), "instead", anyone=True, match=_nightingale_applies
)
def florence_nightingale_keep(ctx: KarmaContext) -> None:
    """When an opponent's effect would move a card out of your score pile (transfer, return or
    remove), it stays there instead."""


@book.karma("george_stephenson", "achieve", "first")
def george_stephenson_achieve(ctx: KarmaContext) -> None:
    """Before you claim an achievement, move the bottom card of every non-empty supply pile below 10
    to the available achievements."""
    for age in range(1, 10):
        deck = ctx.state.decks["base"][age - 1]
        if deck:
            ctx.transfer(deck[0], Where("available"), by_game=True)


@book.karma("james_clerk_maxwell", "icons", "static")
def james_clerk_maxwell_icons(ctx: CardContext, counts: Sequence[int]) -> dict[int, int]:
    """Each card in your hand gives you one more of every icon your board shows."""
    n = len(ctx.hand())
    return {i: n for i in ctx.edition.icons if counts[i] > 0}


@book.karma("john_ericsson", "melded", "when")
def john_ericsson_melded(ctx: KarmaContext) -> None:
    """When you meld this card, score every figure below 7 on top of an opponent's board."""
    ctx.score_cards([c for q in ctx.opponents() for c in top_figures(ctx, q) if ctx.age(c) < 7])


@book.karma("john_ericsson", "icons", "static")
def john_ericsson_icons(ctx: CardContext, counts: Sequence[int]) -> dict[int, int]:
    """Each factory on your board gives you two more clocks."""
    return {Icon.CLOCK: 2 * counts[Icon.FACTORY]}


@book.karma("queen_victoria", "achieve", "first", match=is_standard_claim)
def queen_victoria_achieve(ctx: KarmaContext, card: str) -> None:
    """Before you claim a standard achievement, move a card from a lower non-empty supply pile of your
    choice to the available achievements."""
    ages = [a for a in range(1, ctx.age(card)) if ctx.state.decks["base"][a - 1]]
    if not ages:
        return
    age = ctx.choose_value(ages, "Choose the supply pile that gives an achievement", verb="transfer")
    ctx.transfer(ctx.state.decks["base"][age - 1][-1], Where("available"), by_game=True)


@book.karma("robert_e_lee", "achievements", "static")
def robert_e_lee_achievements(ctx: CardContext) -> int:
    """Every seven leaves on your board count as an achievement."""
    return ctx.icons(Icon.LEAF) // 7


@book.karma("rowland_hill", "achieve", "first")
def rowland_hill_achieve(ctx: KarmaContext, card: str) -> None:
    """Before you claim an achievement, return three cards from your hand; if you do, every other
    card in your hand becomes an achievement of yours, whether you qualify or not."""
    chosen = ctx.choose_cards(ctx.hand(), "Return three cards from your hand", verb="return", min_count=3, max_count=3)
    if len(chosen) < 3:
        return
    ctx.return_cards(chosen)
    for other in ctx.hand():
        ctx.achieve(other)


@book.karma("emperor_meiji", "zone", "static")
def emperor_meiji_zone(ctx: CardContext, zone: str) -> list[str]:
    """The cards in your forecast count as being in your hand too."""
    return ["forecast"] if zone == "hand" else []
