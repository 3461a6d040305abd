"""Age 9 figures: their echo and inspire effects."""

from __future__ import annotations

from innovation.plugin_api import COLORS, CardContext, Color, EffectContext, KarmaContext, Splay
from innovation_figures.book import book
from innovation_figures.cards.common import (
    draw_a,
    draw_and_foreshadow_a,
    draw_and_meld_a,
    draw_and_score_a,
    may_splay_any,
    tuck_from_hand,
)
from innovation_figures.figures import top_figures
from innovation_figures.icons import INSPIRE

book.echo("che_guevara")(draw_and_score_a(9))


@book.echo("gene_roddenberry")
def gene_roddenberry_echo(ctx: EffectContext) -> None:
    """Meld a purple top card from another player's board."""
    # Your own purple top card is already on top of your purple pile: melding it changes nothing,
    # so only the other boards are offered.
    cards = [c for q in ctx.others() if (c := ctx.top(Color.PURPLE, q)) is not None]
    card = ctx.choose_card(cards, "Meld a purple top card from another board", verb="meld")
    if card is not None:
        ctx.meld(card)


@book.inspire("grace_hopper")
def grace_hopper_inspire(ctx: EffectContext) -> None:
    """Tuck two cards from your hand."""
    ctx.tuck_cards(ctx.choose_cards(ctx.hand(), "Tuck two cards from your hand", verb="tuck", max_count=2, min_count=2))


book.echo("hedy_lamarr")(may_splay_any(Splay.UP))
book.inspire("mikhail_kalashnikov")(tuck_from_hand)
book.inspire("nelson_mandela")(draw_and_meld_a(9))


@book.inspire("pele")
def pele_inspire(ctx: EffectContext) -> None:
    """Draw a 9 and tuck it, three times."""
    for _ in range(3):
        ctx.draw_and_tuck(ctx.effect_age(9))


@book.inspire("ruth_handler")
def ruth_handler_inspire(ctx: EffectContext) -> None:
    """Take one of your top cards back into your hand."""
    to = ctx.hand_of()
    card = ctx.choose_card(ctx.top_cards(), "Transfer one of your top cards to your hand", verb="transfer", to=to)
    if card is not None:
        ctx.transfer(card, to)


book.echo("taiichi_ohno")(draw_a(10))
book.inspire("wernher_von_braun")(draw_and_foreshadow_a(10))


# --------------------------------------------------------------------------- karmas


@book.karma("che_guevara", "melded", "when")
def che_guevara_melded(ctx: KarmaContext) -> None:
    """When you meld this card, score every figure on top of an opponent's board."""
    ctx.score_cards([c for q in ctx.opponents() for c in top_figures(ctx, q)])


@book.karma("che_guevara", "score", "instead", match=lambda ctx, card: ctx.color(card) == Color.GREEN)
def che_guevara_score(ctx: KarmaContext, card: str) -> None:
    """When you would score a green card, remove it and every card of every score pile from the game
    instead."""
    ctx.remove(card)
    for q in ctx.everyone():
        for scored in ctx.score_pile(q):
            ctx.remove(scored)


@book.karma("gene_roddenberry", "meld", "instead", match=lambda ctx, card: ctx.color(card) == Color.PURPLE)
def gene_roddenberry_meld(ctx: KarmaContext, card: str) -> None:
    """When you would meld a purple card: if it is Enterprise you win; otherwise tuck it instead and
    return a top figure from any board."""
    if card == "enterprise":
        ctx.win()
        return
    ctx.tuck(card)
    figures = [c for q in ctx.everyone() for c in top_figures(ctx, q)]
    figure = ctx.choose_card(figures, "Return a top figure from any board", verb="return")
    if figure is not None:
        ctx.return_card(figure)


@book.karma("grace_hopper", "no_share", "first")
def grace_hopper_no_share(ctx: KarmaContext) -> None:
    """When another player's dogma ends without a sharing bonus, first draw a 10 and show it; if it
    is blue, you win."""
    card = ctx.draw_and_reveal(ctx.effect_age(10))
    if ctx.color(card) == Color.BLUE:
        ctx.win()


@book.karma("mikhail_kalashnikov", "tuck", "instead", match=lambda ctx, card: ctx.color(card) == Color.RED)
def mikhail_kalashnikov_tuck(ctx: KarmaContext) -> None:
    """When you would tuck a red card, choose instead a red top card of an opponent's board: put it
    in your score pile, or run its non-demand effects alone."""
    reds = [top for q in ctx.opponents() if (top := ctx.top(Color.RED, q)) is not None]
    card = ctx.choose_card(reds, "Choose a red top card of an opponent's board", verb="choose")
    if card is None:
        return
    options = {"score": "Move it to your score pile", "execute": "Execute its non-demand effects yourself"}
    if ctx.choose_option(options, "Choose what to do with that red card") == "score":
        ctx.transfer(card, ctx.score_of())
    else:
        ctx.execute_non_demand_effects(card)


@book.karma("nelson_mandela", "achievements", "static")
def nelson_mandela_achievements(ctx: CardContext) -> int:
    """Every two inspire effects showing on your board count as an achievement."""
    showing = sum(slots.count(INSPIRE) for color in COLORS for _card, slots in ctx.visible_faces(color))
    return showing // 2


@book.karma("ruth_handler", "meld", "first")
def ruth_handler_meld(ctx: KarmaContext, card: str) -> None:
    """Before you meld a card, meld every other card of its colour from your hand, then draw a 9 and
    achieve it for each card melded so, whether you qualify or not."""
    color = ctx.color(card)
    melded = ctx.meld_cards([c for c in ctx.hand() if c != card and ctx.color(c) == color])
    for _ in melded:
        ctx.achieve(ctx.draw(ctx.effect_age(9)))


@book.karma("taiichi_ohno", "dogma", "first")
def taiichi_ohno_dogma(ctx: KarmaContext, card: str) -> None:
    """Before you take a Dogma action, achieve a card from your hand whose featured icon is the
    featured icon of the card you activate, whether you qualify or not."""
    icon = ctx.info(card).dogma_icon
    match = ctx.choose_card(
        [c for c in ctx.hand() if ctx.info(c).dogma_icon == icon],
        "Achieve a card with the same featured icon",
        verb="achieve",
    )
    if match is not None:
        ctx.achieve(match)


def _pele_key(p: int) -> str:
    return f"figures.pele.green_tuck_turn.{p}"


@book.karma("pele", "tuck", "first", match=lambda ctx, card: ctx.color(card) in (Color.GREEN, Color.YELLOW))
def pele_tuck(ctx: KarmaContext, card: str) -> bool:
    """When you would tuck a yellow card after tucking a green one this turn, you win instead."""
    # The green tuck is remembered (turn number, per player) only while this card is on top to see it.
    if ctx.color(card) == Color.GREEN:
        ctx.state.counters[_pele_key(ctx.player)] = ctx.state.turn
        return False
    if ctx.state.counters.get(_pele_key(ctx.player)) == ctx.state.turn:
        ctx.win()
        return True
    return False


@book.karma("wernher_von_braun", "zone", "static")
def wernher_von_braun_zone(ctx: CardContext, zone: str) -> list[str]:
    """The cards in your forecast count as being in your score pile too."""
    return ["forecast"] if zone == "score" else []


@book.karma("hedy_lamarr", "special_requirements", "static")
def hedy_lamarr_special_requirements(ctx: CardContext, achievement: str) -> int:
    """You claim each special achievement with every number in its requirement one lower (one card,
    icon, colour or value fewer)."""
    return 1
