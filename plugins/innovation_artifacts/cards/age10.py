"""Age 10 Artifacts of History cards."""

from __future__ import annotations

from collections.abc import Callable

from innovation.plugin_api import COLORS, Color, EffectContext
from innovation_artifacts.book import book


def _has_the_most(ctx: EffectContext, value: Callable[[int], int]) -> bool:
    """Whether no other player beats you on ``value``. Ruling (BGA): a tie for the most still
    counts as having the most."""
    mine = value(ctx.player)
    return all(value(q) <= mine for q in ctx.others())


def _return_all_but(ctx: EffectContext, cards: list[str], keep: int, prompt: str) -> None:
    """Return all of ``cards`` except ``keep`` of them; the player picks which ones go."""
    count = len(cards) - keep
    if count <= 0:
        return
    ctx.return_cards(ctx.choose_cards(cards, prompt, max_count=count, min_count=count, verb="return"))


@book.effect("delorean_dmc_12")
def delorean_dmc_12(ctx: EffectContext) -> None:
    """While DeLorean DMC-12 sits on top of a pile on any board, take every top card of every
    board and every card in every hand out of the game."""
    players = ctx.everyone()
    if not any("delorean_dmc_12" in ctx.top_cards(q) for q in players):
        return
    # The cards are picked all at once: the cards uncovered by the removal stay.
    cards = [c for q in players for c in ctx.top_cards(q) + ctx.hand(q)]
    for card in cards:
        ctx.remove(card)


@book.effect("dolly_the_sheep")
def dolly_the_sheep(ctx: EffectContext) -> None:
    """You may score the bottom card of your yellow pile. You may draw a 1 and tuck it. Then, if
    Domestication is at the bottom of your yellow pile, you win; if not, meld the highest card
    from your hand and draw a 10."""
    bottom = ctx.bottom(Color.YELLOW)
    if bottom is not None:
        card = ctx.choose_card([bottom], "You may score your bottom yellow card", optional=True, verb="score")
        if card is not None:
            ctx.score(card)
    age = ctx.effect_age(1)
    if ctx.yes_no("Draw and tuck a 1?" if age == 1 else f"Draw and tuck a card of value {age}?"):
        ctx.draw_and_tuck(age)
    if ctx.bottom(Color.YELLOW) == "domestication":
        ctx.win()
        return
    card = ctx.choose_card(ctx.highest(ctx.hand()), "Meld the highest card in your hand", verb="meld")
    if card is not None:
        ctx.meld(card)
    # The draw does not depend on the meld (an empty hand still draws).
    ctx.draw(ctx.effect_age(10))


@book.compel("exxon_valdez")
def exxon_valdez(ctx: EffectContext) -> None:
    """Every card in your hand, score pile, board and achievements leaves the game, and you are
    out of the game. When a single player is left, that player wins."""
    me = ctx.player
    board = [c for color in COLORS for c in ctx.pile(color)]
    # Ruling: claimed special achievements and relics in the achievement pile are removed too.
    for card in ctx.hand() + ctx.score_pile() + board + ctx.achievements():
        ctx.remove(card)
    # Elimination ends the game at once when one player (or one team) is left.
    ctx.eliminate(me)


@book.effect("higgs_boson")
def higgs_boson(ctx: EffectContext) -> None:
    """Move every card on your board into your score pile."""
    ctx.transfer_cards([c for color in COLORS for c in ctx.pile(color)], ctx.score_of())


@book.effect("maastricht_treaty")
def maastricht_treaty(ctx: EffectContext) -> None:
    """You win if nobody has more cards in their score pile than you."""
    if _has_the_most(ctx, lambda q: len(ctx.score_pile(q))):
        ctx.win()


@book.compel("maldives")
def maldives_compel(ctx: EffectContext) -> None:
    """Keep just two cards in your hand and return the rest; then keep just two cards in your
    score pile and return the rest."""
    _return_all_but(ctx, ctx.hand(), 2, "Return a card from your hand")
    _return_all_but(ctx, ctx.score_pile(), 2, "Return a card from your score pile")


@book.effect("maldives")
def maldives(ctx: EffectContext) -> None:
    """Keep just four cards in your score pile and return the rest."""
    _return_all_but(ctx, ctx.score_pile(), 4, "Return a card from your score pile")


@book.effect("rover_curiosity")
def rover_curiosity(ctx: EffectContext) -> None:
    """Draw an Artifact 10 and meld it, then carry out all of its effects yourself as though
    printed here, sharing them with no one."""
    card = ctx.draw_and_meld(ctx.effect_age(10), set_name="artifacts")
    ctx.execute_all_effects(card)


@book.effect("seikan_tunnel")
def seikan_tunnel(ctx: EffectContext) -> None:
    """You win if one of your colours shows at least as many cards as any colour on any board."""

    # Visible cards: every card of a splayed pile, only the top card of an unsplayed one
    # (RULES.md §2.5). Ruling (BGA): a tie for the most still wins.
    def biggest(q: int) -> int:
        return max(ctx.visible_card_count(color, q) for color in COLORS)

    if _has_the_most(ctx, biggest):
        ctx.win()


@book.compel("twister")
def twister(ctx: EffectContext) -> None:
    """Show everyone your score pile, then meld from it one card of each colour it holds."""
    for card in ctx.score_pile():
        ctx.reveal(card)
    # The player picks the cards one at a time (and so the order of the colours).
    melded: set[int] = set()
    while True:
        cards = [c for c in ctx.score_pile() if ctx.color(c) not in melded]
        pick = ctx.choose_card(cards, "Meld a card of a colour not yet melded from your score pile", verb="meld")
        if pick is None:
            return
        melded.add(ctx.color(pick))
        ctx.meld(pick)


@book.effect("wheres_waldo")
def wheres_waldo(ctx: EffectContext) -> None:
    """You win the game."""
    ctx.win()
