"""Age 10 base cards."""

from __future__ import annotations

from innovation.plugin_api import Color, EffectContext, Icon, Splay
from innovation_base.book import book


def _all_players(ctx: EffectContext) -> list[int]:
    return ctx.everyone()


def _is_top_anywhere(ctx: EffectContext, card_id: str) -> bool:
    return any(card_id in ctx.top_cards(q) for q in _all_players(ctx))


@book.effect("a_i")
def a_i_score(ctx: EffectContext) -> None:
    """Draw a 10 and score it."""
    ctx.draw_and_score(ctx.effect_age(10))


@book.effect("a_i")
def a_i_win(ctx: EffectContext) -> None:
    """When both Robotics and Software are top cards (on any boards), the one player with the
    fewest points wins."""
    # Ruling: the text needs both cards on top (possibly on different boards). BGA's code only
    # checks that either one is on top; we follow the printed "and".
    if not (_is_top_anywhere(ctx, "robotics") and _is_top_anywhere(ctx, "software")):
        return
    winner = ctx.single_player_with(ctx.points, most=False)
    if winner is not None:
        ctx.win(winner)


@book.effect("bioengineering")
def bioengineering_take(ctx: EffectContext) -> None:
    """Move a top card showing a leaf from an opponent's board into your score pile."""
    candidates = [c for q in ctx.opponents() for c in ctx.top_cards(q) if ctx.has_icon(c, Icon.LEAF)]
    card = ctx.choose_card(
        candidates,
        "Choose an opponent's top card with a leaf to transfer to your score pile",
        verb="transfer",
        to=ctx.score_of(),
    )
    if card is not None:
        ctx.transfer(card, ctx.score_of())


@book.effect("bioengineering")
def bioengineering_win(ctx: EffectContext) -> None:
    """When some player shows fewer than three leaves, the one player showing the most leaves
    wins."""
    most_leaves_wins_if_someone_below(ctx, 3)


def most_leaves_wins_if_someone_below(ctx: EffectContext, leaves: int) -> None:
    """Bioengineering's win: if any player shows fewer than ``leaves`` leaves, the single player
    showing the most leaves wins."""
    # Ruling: "any player" checks every player's count (BGA's code re-checks only the executing
    # player's count, which contradicts the text).
    players = _all_players(ctx)
    if not any(ctx.icons(Icon.LEAF, q) < leaves for q in players):
        return
    winner = ctx.single_player_with(lambda q: ctx.icons(Icon.LEAF, q))
    if winner is not None:
        ctx.win(winner)


@book.demand("databases")
def databases(ctx: EffectContext) -> None:
    """Return half of your score pile to the supply, rounding up; you pick the cards."""
    score = ctx.score_pile()
    return_score_cards(ctx, (len(score) + 1) // 2)


def return_score_cards(ctx: EffectContext, need: int) -> None:
    """Databases' demand: return ``need`` cards of your choice from your score pile (all of them
    if it holds fewer)."""
    # One whole text per count ("1 cards" reads wrong), each a template the catalogues translate.
    prompt = f"Choose {need} cards to return"
    if need == 1:
        prompt = "Return a card from your score pile"
    picks = ctx.choose_cards(
        ctx.score_pile(),
        prompt,
        max_count=need,
        min_count=need,
        verb="return",
    )
    ctx.return_cards(picks)


@book.demand("globalization")
def globalization_demand(ctx: EffectContext) -> None:
    """Return one of your top cards that shows a leaf."""
    candidates = [c for c in ctx.top_cards() if ctx.has_icon(c, Icon.LEAF)]
    card = ctx.choose_card(candidates, "Choose a top card with a leaf to return", verb="return")
    if card is not None:
        ctx.return_card(card)


@book.effect("globalization")
def globalization(ctx: EffectContext) -> None:
    """Draw a 6 and score it. Then, if nobody shows more leaves than factories, the one player
    with the most points wins."""
    ctx.draw_and_score(ctx.effect_age(6))
    most_points_win_unless_leaves_outnumber_factories(ctx)


def most_points_win_unless_leaves_outnumber_factories(ctx: EffectContext) -> None:
    """Globalization's win: if no player shows more leaves than factories, the single player
    with the most points wins."""
    players = _all_players(ctx)
    if any(ctx.icons(Icon.LEAF, q) > ctx.icons(Icon.FACTORY, q) for q in players):
        return
    winner = ctx.single_player_with(ctx.points)
    if winner is not None:
        ctx.win(winner)


@book.effect("miniaturization")
def miniaturization(ctx: EffectContext) -> None:
    """Optionally send one hand card back to the supply; when it was a 10, draw one 10 for each
    distinct value present in your score pile."""
    return_hand_card_and_draw_tens(ctx, optional=True)


def return_hand_card_and_draw_tens(ctx: EffectContext, *, optional: bool) -> str | None:
    """Miniaturization: return a card from your hand (``optional``: you may); if it was a 10,
    draw one 10 for each distinct value in your score pile. The card returned, if any (None when a
    karma kept it)."""
    prompt = "You may return a card from your hand" if optional else "Return a card from your hand"
    card = ctx.choose_card(ctx.hand(), prompt, optional=optional, verb="return")
    if card is None or not ctx.return_card(card):
        return None
    if ctx.age(card) == ctx.effect_age(10):
        for _ in range(len({ctx.age(c) for c in ctx.score_pile()})):
            ctx.draw(ctx.effect_age(10))
    return card


@book.effect("robotics")
def robotics(ctx: EffectContext) -> None:
    """Score your top green card. Then draw a 10, meld it, and carry out its non-demand effects
    yourself alone."""
    green = ctx.top(Color.GREEN)
    if green is not None:
        ctx.score(green)
    card = ctx.draw_and_meld(ctx.effect_age(10))
    ctx.execute_non_demand_effects(card)


@book.effect("self_service")
def self_service_execute(ctx: EffectContext) -> None:
    """Pick another of your top cards and carry out its non-demand effects yourself alone."""
    candidates = [c for c in ctx.top_cards() if c != ctx.card]
    card = ctx.choose_card(candidates, "Choose another top card whose non-demand effects you execute", verb="execute")
    if card is not None:
        ctx.execute_non_demand_effects(card)


@book.effect("self_service")
def self_service_win(ctx: EffectContext) -> None:
    """You win when your achievements outnumber those of each other player."""
    # Ruling: strictly more, as printed (BGA's code also lets a tie win). In a team game the
    # pooled counts of the two teams are compared, as on BGA.
    mine = ctx.achievement_count()
    if all(mine > ctx.achievement_count(q) for q in ctx.opponents()):
        ctx.win()


@book.effect("software")
def software_score(ctx: EffectContext) -> None:
    """Draw a 10 and score it."""
    ctx.draw_and_score(ctx.effect_age(10))


@book.effect("software")
def software_meld(ctx: EffectContext) -> None:
    """Draw and meld a 10 twice, then carry out the second card's non-demand effects yourself
    alone."""
    ctx.draw_and_meld(ctx.effect_age(10))
    second = ctx.draw_and_meld(ctx.effect_age(10))
    ctx.execute_non_demand_effects(second)


@book.effect("stem_cells")
def stem_cells(ctx: EffectContext) -> None:
    """You may score your whole hand; it is all or nothing."""
    hand = ctx.hand()
    if hand and ctx.yes_no("Score every card in your hand?"):
        ctx.score_cards(hand)


@book.effect("the_internet")
def the_internet_splay(ctx: EffectContext) -> None:
    """You may splay your green pile up."""
    ctx.may_splay([Color.GREEN], Splay.UP)


@book.effect("the_internet")
def the_internet_score(ctx: EffectContext) -> None:
    """Draw a 10 and score it."""
    ctx.draw_and_score(ctx.effect_age(10))


@book.effect("the_internet")
def the_internet_meld(ctx: EffectContext) -> None:
    """For each two clocks you show, draw and meld a 10."""
    # Ruling: the number of melds is fixed from the clocks shown when the effect starts (BGA).
    for _ in range(ctx.icons(Icon.CLOCK) // 2):
        ctx.draw_and_meld(ctx.effect_age(10))
