"""Age 8 Artifacts of History cards.

Battleship Yamato has no effects and is deliberately left unregistered.
"""

from __future__ import annotations

from innovation.plugin_api import COLORS, Color, EffectContext, Icon, Splay
from innovation_artifacts.book import book


def has_no_effects(ctx: EffectContext, card: str) -> bool:
    """Whether ``card`` prints no effects at all (Garland's Ruby Slippers, both editions): no
    demand, no non-demand, no echo effect — whatever its featured icon (a 3rd-edition city prints
    one yet has no effects; Board Game Arena agrees)."""
    info = ctx.info(card)
    return info.demand_kind is None and info.non_demand_count == 0 and not info.has_echo


@book.compel("30_world_cup_final_ball")
def world_cup_final_ball_compel(ctx: EffectContext) -> None:
    """Pick one of your achievements and return it: a card to its supply pile, a relic to the
    relics area."""
    # Ruling (docs/rulings.md): as printed, any achievement card may be returned, relics
    # included (they are achievements, RULES.md §4.3; a returned relic goes back to the relics
    # area, §5.5). Special achievements are not offered: they are not cards with a set and an
    # age, so there is nowhere to return them to.
    cards = ctx.standard_achievements()
    card = ctx.choose_card(cards, "Return one of your achievements", verb="return")
    if card is not None:
        ctx.return_card(card)


@book.effect("30_world_cup_final_ball")
def world_cup_final_ball(ctx: EffectContext) -> None:
    """Draw an 8 and show it. If exactly one player has the highest top card of its colour, that
    player achieves the drawn card, ignoring eligibility, and you go again."""
    while True:
        card = ctx.draw_and_reveal(ctx.effect_age(8))
        color = ctx.color(card)
        holders = {q: ctx.value(ctx.top(color, q)) for q in ctx.everyone() if ctx.top(color, q) is not None}
        if not holders:
            return
        best = max(holders.values())
        leaders = [q for q, v in holders.items() if v == best]
        if len(leaders) != 1:
            return  # a tie: the drawn card stays in your hand
        if not ctx.achieve(card, p=leaders[0]):
            return  # "if that happens": a karma did something else instead


@book.compel("battleship_bismarck")
def battleship_bismarck(ctx: EffectContext) -> None:
    """Draw an 8 and show it. Return every card of its colour from your board."""
    card = ctx.draw_and_reveal(ctx.effect_age(8))
    ctx.return_cards(ctx.pile(ctx.color(card)))


@book.effect("earharts_lockheed_electra_10e")
def earharts_lockheed_electra_10e(ctx: EffectContext) -> None:
    """Go through the values 8 down to 1, returning one of your top cards of each value. Eight
    cards returned wins you the game; otherwise claim an achievement, ignoring eligibility."""
    returned = 0
    for value in range(8, 0, -1):
        card = ctx.choose_card(
            [c for c in ctx.top_cards() if ctx.value(c) == value], f"Return a top card of value {value}", verb="return"
        )
        if card is not None and ctx.return_card(card):  # (a karma may keep it: not returned)
            returned += 1
    if returned == 8:
        ctx.win()
    else:
        ctx.claim_any_achievement(include_specials=True)


@book.effect("garlands_ruby_slippers")
def garlands_ruby_slippers(ctx: EffectContext) -> None:
    """Meld an 8 from your hand. If that card has no effects at all, you win; otherwise carry out
    its effects yourself as though printed here, without sharing them."""
    age = ctx.effect_age(8)
    card = ctx.choose_card(
        [c for c in ctx.hand() if ctx.age(c) == age],
        "Meld an 8 from your hand" if age == 8 else f"Meld a card of value {age} from your hand",
        verb="meld",
    )
    if card is None:
        return
    ctx.meld(card)
    if has_no_effects(ctx, card):
        ctx.win()
    else:
        ctx.execute_all_effects(card)


@book.effect("meiji_mura_stamp_vending_machine")
def meiji_mura_stamp_vending_machine(ctx: EffectContext) -> None:
    """Return a hand card, then draw and score three cards of its value."""
    card = ctx.choose_card(ctx.hand(), "Return a card from your hand", verb="return")
    # Ruling (BGA): with an empty hand the value is 0, so three 1s are drawn and scored; so too
    # when a karma kept the card where it was (no card was returned).
    value = 0
    if card is not None and ctx.return_card(card):
        value = ctx.age(card)
    for _ in range(3):
        ctx.draw_and_score(value)


@book.effect("ocean_liner_titanic")
def ocean_liner_titanic(ctx: EffectContext) -> None:
    """Score the bottom card of every pile on your board."""
    bottoms = [ctx.bottom(c) for c in COLORS]
    ctx.score_cards([c for c in bottoms if c is not None])


@book.effect("parnell_pitch_drop")
def parnell_pitch_drop(ctx: EffectContext) -> None:
    """Draw and meld a card one value above your highest top card. If it shows exactly three
    clocks, you win."""
    card = ctx.draw_and_meld(ctx.highest_top_value() + 1)
    # Ruling (BGA): "three clocks" means exactly three clock icons on the melded card.
    if ctx.info(card).icon_total(Icon.CLOCK) == 3:
        ctx.win()


@book.effect("plush_beweglich_rod_bear")
def plush_beweglich_rod_bear(ctx: EffectContext) -> None:
    """Name a value. Splay up every colour of yours whose top card has that value, then return
    every card of that value from every player's score pile."""
    tops = ctx.top_cards()
    # Ruling (BGA): the values offered are 1-10, and 11 too while Battleship Yamato is on top.
    highest = max((ctx.value(c) for c in tops), default=0)
    value = ctx.choose_value(range(1, max(10, highest) + 1), "Choose a value")
    for card in tops:
        if ctx.value(card) == value:
            ctx.splay(ctx.color(card), Splay.UP)
    cards = [c for q in ctx.everyone() for c in ctx.score_pile(q) if ctx.age(c) == value]
    ctx.return_cards(cards)


@book.compel("time")
def time_compel(ctx: EffectContext) -> None:
    """Move a non-yellow top card with a clock from your board onto mine. Keep going for as long
    as you do."""
    while True:
        cards = [c for c in ctx.top_cards() if ctx.color(c) != Color.YELLOW and ctx.has_icon(c, Icon.CLOCK)]
        card = ctx.choose_card(
            cards,
            "Transfer a non-yellow top card with a clock to my board",
            verb="transfer",
            to=ctx.board_of(ctx.activator),
        )
        if card is None or not ctx.transfer(card, ctx.board_of(ctx.activator)):
            return  # "if you do, repeat": a karma that kept the card ends it
