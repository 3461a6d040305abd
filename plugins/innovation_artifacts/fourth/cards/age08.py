"""4th-edition Artifacts, age 8: effects registered on :data:`innovation_artifacts.fourth.book.book`.
An effect whose meaning is the 3rd edition's reuses its function (``third.…``); the rest are
written here. Battleship Yamato has no effects and is deliberately left unregistered."""

from __future__ import annotations

from innovation.plugin_api import Color, EffectContext, Icon, Splay, Where
from innovation_artifacts.cards import age08 as third
from innovation_artifacts.fourth.book import book
from innovation_artifacts.fourth.cards.shared_late import junk_a_standard_achievement, value_or_zero

ACTION_COMICS = "action_comics_1"


@book.compel("30_world_cup_final_ball")
def world_cup_final_ball_compel(ctx: EffectContext) -> None:
    """Pick one of the standard achievements you have claimed and return it."""
    # "Standard": special achievements are no cards, and a museum kept as an achievement is a
    # part of the table with no supply pile to go back to (``standard_achievements``).
    card = ctx.choose_card(ctx.standard_achievements(), "Return one of your achievements", verb="return")
    if card is not None:
        ctx.return_card(card)


book.effect("30_world_cup_final_ball")(third.world_cup_final_ball)


@book.compel("action_comics_1")
def action_comics_1(ctx: EffectContext) -> None:
    """Draw an 8. If it is green, achieve Action Comics #1 if it lies on top of a pile. If it is
    not green but shows a clock, return it; then, if your top card of its colour shows a clock,
    put that card among my achievements and do it all again."""
    while True:
        card = ctx.draw(8)
        if ctx.color(card) == Color.GREEN:
            where = ctx.locate(ACTION_COMICS)
            on_top = where.zone == "board" and ctx.top(ctx.color(ACTION_COMICS), where.player) == ACTION_COMICS
            if where.player is not None and on_top:
                ctx.achieve(ACTION_COMICS)
            return
        if not ctx.has_icon(card, Icon.CLOCK):
            return
        ctx.return_card(card)
        top = ctx.top(ctx.color(card))
        if top is None or not ctx.has_icon(top, Icon.CLOCK):
            return
        ctx.transfer(top, Where("achievements", ctx.activator))


book.compel("battleship_bismarck")(third.battleship_bismarck)


@book.effect("earharts_lockheed_electra_10e")
def earharts_lockheed_electra_junk(ctx: EffectContext) -> None:
    """Go through the values 8 down to 1, junking one of your top cards of each value. Then, if
    the junk holds a card of every value from 1 to 8, you win."""
    for value in range(8, 0, -1):
        card = ctx.choose_card(
            [c for c in ctx.top_cards() if ctx.value(c) == value], f"Junk a top card of value {value}", verb="junk"
        )
        if card is not None:
            ctx.junk(card)
    # Ruling (BGA): any card in the junk counts, not only those junked now (a special
    # achievement there is no card and has no value).
    if set(range(1, 9)) <= {ctx.value(c) for c in ctx.junk_pile() if ctx.is_card(c)}:
        ctx.win()


@book.effect("earharts_lockheed_electra_10e")
def earharts_lockheed_electra_claim(ctx: EffectContext) -> None:
    """Claim an achievement, ignoring eligibility."""
    # Ruling (BGA): a special achievement still on offer may be claimed too.
    ctx.claim_any_achievement(include_specials=True)


@book.effect("garlands_ruby_slippers")
def garlands_ruby_slippers(ctx: EffectContext) -> None:
    """Meld an 8 from your hand. If that card has no effects at all, you win; otherwise
    self-execute it."""
    card = ctx.choose_card([c for c in ctx.hand() if ctx.age(c) == 8], "Meld an 8 from your hand", verb="meld")
    if card is None:
        return
    ctx.meld(card)
    if third.has_no_effects(ctx, card):
        ctx.win()
    else:
        ctx.self_execute(card)


book.effect("liner_titanic")(third.ocean_liner_titanic)


@book.effect("liner_titanic")
def liner_titanic_junk(ctx: EffectContext) -> None:
    """Junk the whole lowest supply pile that still holds a card."""
    lowest = next((age for age in ctx.edition.ages if ctx.state.decks["base"][age - 1]), None)
    if lowest is not None:
        ctx.junk_deck(lowest)


@book.effect("meiji_mura_stamp_vending_machine")
def meiji_mura_stamp_vending_machine(ctx: EffectContext) -> None:
    """Return a hand card, then draw and score three cards of its value. If not all three were of
    that value, junk the supply pile of the highest value scored."""
    card = ctx.choose_card(ctx.hand(), "Return a card from your hand", verb="return")
    if card is not None:
        ctx.return_card(card)
    # Ruling (BGA): with an empty hand the value is 0, so three 1s are scored — not of value 0.
    value = value_or_zero(ctx, card)
    scored = [ctx.draw_and_score(value) for _ in range(3)]
    if any(ctx.age(c) != value for c in scored):
        ctx.junk_deck(max(ctx.age(c) for c in scored))


@book.effect("parnell_pitch_drop")
def parnell_pitch_drop(ctx: EffectContext) -> None:
    """Draw and meld a card one value above your highest top card. Junk a standard achievement on
    offer; if none is on offer and the melded card shows at least three clocks, you win."""
    card = ctx.draw_and_meld(ctx.highest_top_value() + 1)
    if junk_a_standard_achievement(ctx) is None and ctx.info(card).icon_total(Icon.CLOCK) >= 3:
        ctx.win()


@book.effect("plusch_beweglich_rod_bear")
def plusch_beweglich_rod_bear(ctx: EffectContext) -> None:
    """Name a value. Splay up every colour of yours whose top card has that value, then return
    every card of that value from every player's score pile."""
    value = ctx.choose_value(ctx.edition.ages, "Choose a value")
    for card in ctx.top_cards():
        if ctx.value(card) == value:
            ctx.splay(ctx.color(card), Splay.UP)
    ctx.return_cards([c for q in ctx.everyone() for c in ctx.score_pile(q) if ctx.age(c) == value])
