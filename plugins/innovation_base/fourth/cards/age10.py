"""Age 10 base cards, fourth edition. An effect whose meaning is the third edition's reuses its
function (``third.…``); the rest are written here."""

from __future__ import annotations

from innovation.plugin_api import Color, EffectContext, Icon
from innovation_base.cards import age10 as third
from innovation_base.fourth.book import book

book.effect("a_i")(third.a_i_score)
book.effect("a_i")(third.a_i_win)


@book.effect("bioengineering")
def bioengineering_score(ctx: EffectContext) -> None:
    """Score a top card showing a leaf from an opponent's board."""
    candidates = [c for q in ctx.opponents() for c in ctx.top_cards(q) if ctx.has_icon(c, Icon.LEAF)]
    card = ctx.choose_card(candidates, "Choose an opponent's top card with a leaf to score", verb="score")
    if card is not None:
        ctx.score(card)


@book.effect("bioengineering")
def bioengineering_win(ctx: EffectContext) -> None:
    """When some player shows fewer than two leaves, the one player showing the most leaves
    wins."""
    third.most_leaves_wins_if_someone_below(ctx, 2)


@book.demand("databases")
def databases(ctx: EffectContext) -> None:
    """Return as many cards from your score pile as the value of your highest achievement; you
    pick the cards."""
    # A special achievement has no value (it counts as 0); fewer score cards: all of them go.
    need = max((ctx.age(a) for a in ctx.standard_achievements()), default=0)
    if need and ctx.score_pile():
        third.return_score_cards(ctx, min(need, len(ctx.score_pile())))


book.demand("globalization")(third.globalization_demand)


@book.effect("globalization")
def globalization(ctx: EffectContext) -> None:
    """Draw and meld an 11. Then, if nobody shows more leaves than factories, the one player with
    the most points wins."""
    ctx.draw_and_meld(11)
    third.most_points_win_unless_leaves_outnumber_factories(ctx)


@book.effect("miniaturization")
def miniaturization(ctx: EffectContext) -> None:
    """Return a card from your hand. If it was a 10, draw one 10 for each distinct value in your
    score pile; if it was an 11, junk every card of the 11 deck."""
    card = third.return_hand_card_and_draw_tens(ctx, optional=False)
    if card is not None and ctx.age(card) == 11:
        ctx.junk_deck(11)


@book.effect("robotics")
def robotics(ctx: EffectContext) -> None:
    """Score your top green card. Draw and meld a 10; if it shows a factory or a clock, self-execute
    it."""
    green = ctx.top(Color.GREEN)
    if green is not None:
        ctx.score(green)
    card = ctx.draw_and_meld(10)
    if ctx.has_icon(card, Icon.FACTORY) or ctx.has_icon(card, Icon.CLOCK):
        ctx.self_execute(card)


@book.effect("self_service")
def self_service_win(ctx: EffectContext) -> None:
    """If your achievements number at least double those of every opponent, you win."""
    # Ruling (text and BGA): "at least twice" holds on 0 against 0 too. In a team game the pooled
    # counts of the two teams are compared, as on BGA.
    mine = ctx.achievement_count()
    if all(mine >= 2 * ctx.achievement_count(q) for q in ctx.opponents()):
        ctx.win()


@book.effect("self_service")
def self_service_execute(ctx: EffectContext) -> None:
    """Self-execute one of your top cards other than Self Service."""
    candidates = [c for c in ctx.top_cards() if c != "self_service"]
    card = ctx.choose_card(candidates, "Choose another top card to self-execute", verb="execute")
    if card is not None:
        ctx.self_execute(card)


book.effect("software")(third.software_score)


@book.effect("software")
def software_meld(ctx: EffectContext) -> None:
    """Draw and meld two 9s one after the other; self-execute the second."""
    ctx.draw_and_meld(9)
    ctx.self_execute(ctx.draw_and_meld(9))


book.effect("stem_cells")(third.stem_cells)


@book.effect("stem_cells")
def stem_cells_draw(ctx: EffectContext) -> None:
    """Draw an 11."""
    ctx.draw(11)


# The featured icon is now the avatar; the effects count clocks as before.
book.effect("the_internet")(third.the_internet_splay)
book.effect("the_internet")(third.the_internet_score)
book.effect("the_internet")(third.the_internet_meld)
