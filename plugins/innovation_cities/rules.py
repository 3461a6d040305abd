"""The Cities rules (RULES-cities.md §3–§7), as the plugin's hooks call them: the city draw, the
special icons of a city melded by the Meld action, flags and fountains as board achievements,
and the Endorse action."""

from __future__ import annotations

from innovation.plugin_api import BASE, COLORS, BoardAchievement, Context, Icon
from innovation_cities import editions
from innovation_cities.icons import FLAG, FOUNTAIN, ICON_SLOTS, is_city, search_icon
from innovation_cities.specials import FOR_TUCKING

SET = "cities"
#: ``state.counters`` key: the turn on which the turn player last endorsed (once per turn).
ENDORSED_ON_TURN = "cities.endorsed_on_turn"


# ------------------------------------------------------------------ the city draw (§3)
def city_in_hand(ctx: Context) -> bool:
    return any(is_city(ctx.info(card)) for card in ctx.hand())


def draw_city(ctx: Context) -> None:
    """Draw a city at your normal draw age (base piles decide the age, past 10 the game ends; an
    empty Cities pile of that age gives a base card, Echoes' substitution included) — unless a
    city is already in your hand."""
    if not city_in_hand(ctx):
        ctx.draw(ctx.highest_top_value(), set_name=SET)


# ------------------------------------------------------------------ melding and tucking cities (§4, §6)
def after_meld(ctx: Context, card: str, is_action: bool) -> None:
    """Any meld of a city with an arrow onto a colour already splayed that way claims Legend,
    Repute or Fame (the pile's splay is read before the arrow splays it). A Meld action then runs a
    city's special icons, and a Meld action that started a new colour draws a city."""
    info = ctx.info(card)
    if is_city(info):
        splay = ctx.splay_of(info.color)
        for arrow, (needed, special) in editions.of(ctx).for_melding.items():
            if arrow in info.icons and splay == needed:
                ctx.claim_special(special)
    if not is_action:
        return
    if is_city(info):
        run_special_icons(ctx, card)
    if ctx.pile(info.color) == [card]:
        draw_city(ctx)


def run_special_icons(ctx: Context, card: str) -> None:
    """A city melded by the Meld action: the top centre, then the bottom middle — an arrow splays
    the city's colour, a plus draws one higher (the 4th edition's junk, uplift and unsplay: see
    ``editions``) — then a search icon searches."""
    info = ctx.info(card)
    rules = editions.of(ctx)
    for slot in ICON_SLOTS:
        rule = rules.icon_rules.get(info.icons[slot])
        if rule is not None:
            rule(ctx, info)
    icon = search_icon(info, rules.search_up_to)
    if icon is not None:
        search(ctx, info.age, icon)


def search(ctx: Context, age: int, icon: int) -> None:
    """Draw and reveal ``age`` base cards of value ``age`` (fewer if that pile runs out; never from
    another pile), keep those with ``icon`` and return the others."""
    name = Icon(icon).name.lower()
    count = min(age, len(ctx.state.decks[BASE][age - 1]))
    if count == 0:
        ctx.log("icon", f"{ctx.name()} searches for a {name}, but the base {age} pile is empty.")
        return
    ctx.log("icon", f"{ctx.name()} searches {count} base {age}s for a {name}.")
    drawn = [ctx.draw_and_reveal(age, set_name=BASE) for _ in range(count)]
    ctx.return_cards([c for c in drawn if not ctx.has_icon(c, icon)])


def claim_for_flags(ctx: Context, card: str, how: str) -> None:
    """A city with a flag claims Glory; with a fountain, Victory — when it was moved ``how``
    ("tuck": tucked, 3rd edition; "junk": junked from the player's hand, 4th edition) and that is
    how the edition claims them."""
    if editions.of(ctx).glory_by != how:
        return
    info = ctx.info(card)
    if is_city(info):
        for icon, special in FOR_TUCKING.items():
            if icon in info.icons:
                ctx.claim_special(special)


# ------------------------------------------------------------------ flags and fountains (§5)
def board_achievements(ctx: Context) -> list[BoardAchievement]:
    """Each visible fountain; each visible flag, unless an opponent shows more cards of that
    colour (BGA ``addNewFlagsAndFountains``: flags, then fountains, colour by colour)."""
    out: list[BoardAchievement] = []
    for color in COLORS:
        faces = ctx.visible_faces(color)
        flags = [card for card, codes in faces for code in codes if code == FLAG]
        if flags:
            mine = ctx.visible_card_count(color)
            if not any(ctx.visible_card_count(color, q) > mine for q in ctx.opponents()):
                out += [BoardAchievement("flag", card) for card in flags]
        out += [BoardAchievement("fountain", card) for card, codes in faces for code in codes if code == FOUNTAIN]
    return out


# ------------------------------------------------------------------ the Endorse action (§7)
def endorse_limit(ctx: Context, card: str) -> int | None:
    """The highest value of a hand card that may pay for endorsing ``card``: the value of your
    highest top city showing ``card``'s featured icon (None: no such city, or no featured icon)."""
    icon = ctx.info(card).dogma_icon
    if icon < 0:
        return None
    return max((ctx.age(c) for c in ctx.top_cards() if is_city(ctx.info(c)) and ctx.has_icon(c, icon)), default=None)


def endorse_actions(ctx: Context) -> list[str]:
    """``endorse <card>`` for each top card you may endorse now (once per turn, with a hand card
    low enough to tuck)."""
    if ctx.state.counters.get(ENDORSED_ON_TURN) == ctx.state.turn:
        return []
    out: list[str] = []
    for card in ctx.top_cards():
        limit = endorse_limit(ctx, card)
        if limit is not None and any(ctx.age(c) <= limit for c in ctx.hand()):
            out.append(f"endorse {card}")
    return out


def endorse(ctx: Context, card: str) -> None:
    """Pay with a hand card of value up to the limit (3rd edition: tucked; 4th: junked), then
    dogma ``card``: each demand goes round the affected opponents twice, and you execute each echo
    and non-demand effect twice (sharers once)."""
    limit = endorse_limit(ctx, card)
    assert limit is not None and f"endorse {card}" in endorse_actions(ctx), "endorse offered only when allowed"
    # Once per turn: a plugin's bookkeeping counter (state.counters exists for such flags).
    ctx.state.counters[ENDORSED_ON_TURN] = ctx.state.turn
    editions.of(ctx).pay_for_endorse(ctx, card, limit)
    ctx.dogma_repeated(card, demand_times=2, activator_times=2)
