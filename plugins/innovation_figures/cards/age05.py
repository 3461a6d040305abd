"""Age 5 figures: their echo and inspire effects."""

from __future__ import annotations

from innovation.plugin_api import COLORS, CardContext, Color, EffectContext, Icon, KarmaContext, Splay, Where
from innovation_figures.book import book
from innovation_figures.cards.common import (
    draw_a,
    draw_and_foreshadow_one_of,
    draw_and_score_a,
    draw_and_tuck_a,
    is_standard_claim,
    meld_from_hand,
    score_top_card_with,
    standard_achievements,
    tuck_from_hand,
)
from innovation_figures.figures import top_figures

book.echo("antonie_van_leeuwenhoek")(draw_a(6))
prompt = "Score a top card with a crown from any board"
book.inspire("bartholomew_roberts")(score_top_card_with(Icon.CROWN, "crown", prompt))
book.inspire("bartolomeo_cristofori")(meld_from_hand)
book.echo("christiaan_huygens")(draw_and_foreshadow_one_of((7, 8, 9, 10)))
book.inspire("christopher_polhem")(draw_and_tuck_a(4))


@book.echo("isaac_newton")
def isaac_newton_echo(ctx: EffectContext) -> None:
    """Splay one of your colours right (you must, if any pile can be)."""
    ctx.must_splay(COLORS, Splay.RIGHT)


book.inspire("johannes_vermeer")(draw_and_score_a(3))
book.inspire("peter_the_great")(tuck_from_hand)


@book.inspire("samuel_de_champlain")
def samuel_de_champlain_inspire(ctx: EffectContext) -> None:
    """Return a 5 from your hand, then draw a 6."""
    card = ctx.choose_card(
        [c for c in ctx.hand() if ctx.age(c) == ctx.effect_age(5)], "Return a 5 from your hand", verb="return"
    )
    if card is not None:
        ctx.return_card(card)
    ctx.draw(ctx.effect_age(6))


@book.echo("shivaji")
def shivaji_echo(ctx: EffectContext) -> None:
    """Move one of your top cards to the available achievements."""
    card = ctx.choose_card(
        ctx.top_cards(),
        "Transfer one of your top cards to the available achievements",
        verb="transfer",
        to=Where("available"),
    )
    if card is not None:
        ctx.transfer(card, Where("available"))


# --------------------------------------------------------------------------- karmas


@book.karma("antonie_van_leeuwenhoek", "achievement_cost", "static")
def antonie_van_leeuwenhoek_cost(ctx: CardContext, age: int, cost: int) -> int:
    """Each card in your hand pays ten points toward claiming an achievement of its value."""
    return min(cost, 10 * sum(1 for c in ctx.hand() if ctx.age(c) == age))


def _standard_of_value(ctx: KarmaContext, age: int) -> list[str]:
    return [a for a in standard_achievements(ctx) if ctx.age(a) == age]


@book.karma("bartholomew_roberts", "score", "first")
def bartholomew_roberts_score(ctx: KarmaContext, card: str) -> None:
    """Before you score a card, claim the achievement of that card's value if your score allows it,
    whatever your top cards."""
    age = ctx.age(card)
    achievement = ctx.choose_card(
        _standard_of_value(ctx, age) if ctx.points() >= ctx.achievement_cost(age) else [],
        "Claim an achievement of that value",
        verb="achieve",
    )
    if achievement is not None:
        ctx.achieve(achievement)


@book.karma(
    "bartolomeo_cristofori", "meld", "first", match=lambda ctx, card: ctx.visible_card_count(ctx.color(card)) == 4
)
def bartolomeo_cristofori_meld(ctx: KarmaContext) -> None:
    """Before you meld the fifth showing card of a colour, claim an achievement your top cards allow,
    whatever your score."""
    top = ctx.highest_top_value()
    achievement = ctx.choose_card(
        [a for a in standard_achievements(ctx) if ctx.age(a) <= top],
        "Claim an achievement",
        verb="achieve",
    )
    if achievement is not None:
        ctx.achieve(achievement)


@book.karma("christiaan_huygens", "foreshadow", "first")
def christiaan_huygens_foreshadow(ctx: KarmaContext, card: str) -> bool:
    """When you would put a card into your forecast, meld it instead if it shows a clock and is at
    most two above your highest top card."""
    if ctx.has_icon(card, Icon.CLOCK) and ctx.age(card) <= ctx.highest_top_value() + 2:
        ctx.meld(card)
        return True
    return False


@book.karma("christopher_polhem", "score", "static")
def christopher_polhem_score(ctx: CardContext) -> int:
    """Each factory on your board is worth two points."""
    return 2 * ctx.icons(Icon.FACTORY)


@book.karma("isaac_newton", ("draw_action", "inspire"), "first")
def isaac_newton_action(ctx: KarmaContext) -> None:
    """Before you take the Draw or the Inspire action, draw a 1 and put it on the board of any player
    you choose."""
    card = ctx.draw(ctx.effect_age(1))
    q = ctx.choose_player(ctx.everyone(), "Choose the player whose board receives it")
    if q is not None:
        ctx.transfer(card, ctx.board_of(q))


@book.karma("johannes_vermeer", "achieve", "first", match=is_standard_claim)
def johannes_vermeer_achieve(ctx: KarmaContext, card: str) -> None:
    """Before you claim a standard achievement, claim one of the next higher value, whether you
    qualify or not."""
    higher = ctx.choose_card(
        _standard_of_value(ctx, ctx.age(card) + 1), "Claim an achievement one higher", verb="achieve"
    )
    if higher is not None:
        ctx.achieve(higher)


@book.karma("peter_the_great", "melded", "when")
def peter_the_great_melded(ctx: KarmaContext) -> None:
    """When you meld this card, return every figure on top of an opponent's board."""
    ctx.return_cards([c for q in ctx.opponents() for c in top_figures(ctx, q)])


@book.karma("peter_the_great", "tuck", "first", match=lambda ctx, card: ctx.has_icon(card, Icon.FACTORY))
def peter_the_great_tuck(ctx: KarmaContext) -> None:
    """Before you tuck a card with a factory, achieve your bottom green card if you qualify for its
    value; otherwise score it."""
    bottom = ctx.bottom(Color.GREEN)
    if bottom is None:
        return
    if ctx.eligible_for(ctx.age(bottom)):
        ctx.achieve(bottom)
    else:
        ctx.score(bottom)


@book.karma("samuel_de_champlain", "draw", "first", match=lambda ctx: len(ctx.hand()) == 4)
def samuel_de_champlain_draw(ctx: KarmaContext, age: int) -> None:
    """Before a card you draw becomes the fifth in your hand, claim an achievement of its value or
    lower, whether you qualify or not."""
    achievement = ctx.choose_card(
        [a for a in standard_achievements(ctx) if ctx.age(a) <= age],
        "Claim an achievement of that value or lower",
        verb="achieve",
    )
    if achievement is not None:
        ctx.achieve(achievement)


@book.karma(
    "shivaji",
    "achieve",
    "first",
    anyone=True,
    match=lambda ctx, card, player: player in ctx.opponents() and is_standard_claim(ctx, card),
)
def shivaji_achieve(ctx: KarmaContext, card: str) -> bool:
    """Before an opponent claims an achievement, you claim it if you qualify for it."""
    if ctx.eligible_for(ctx.age(card)):
        ctx.achieve(card)
        return True  # it is yours now: their claim does not happen
    return False
