"""4th-edition Artifacts, age 1: effects registered on :data:`innovation_artifacts.fourth.book.book`.

Cards whose 4th-edition text means what the 3rd edition's did register the 3rd edition's
functions again (``innovation_artifacts.cards.age01``); the others are written here."""

from __future__ import annotations

from innovation.plugin_api import COLORS, Color, EffectContext, Icon, Splay, Where
from innovation_artifacts.cards import age01 as third
from innovation_artifacts.fourth.book import book

ARTIFACTS = "artifacts"


def has_top_artifact(ctx: EffectContext, p: int) -> bool:
    return any(ctx.info(c).set == ARTIFACTS for c in ctx.top_cards(p))


def lowest_top_value(ctx: EffectContext, p: int | None = None) -> int:
    """The value of ``p``'s lowest top card (0 with an empty board)."""
    return min((ctx.value(c) for c in ctx.top_cards(p)), default=0)


def is_my_turn(ctx: EffectContext) -> bool:
    """ "If it is your turn": the player executing the effect is the one whose turn it is."""
    return ctx.player == ctx.state.turn_player


def super_or_self_execute(ctx: EffectContext, card: str) -> None:
    """Super-execute ``card`` on your own turn, self-execute it on anybody else's."""
    if is_my_turn(ctx):
        ctx.super_execute(card)
    else:
        ctx.self_execute(card)


# ---------------------------------------------------------------- Ark of the Covenant


@book.effect("ark_of_the_covenant")
def ark_of_the_covenant(ctx: EffectContext) -> None:
    """Return one card from your hand. Score every card of its colour from the board of each player
    (you too) whose top cards include no Artifact."""
    # Ruling (BGA): the piles are scored only when a card was returned.
    card = ctx.choose_card(ctx.hand(), "Return a card from your hand", verb="return")
    if card is None:
        return
    ctx.return_card(card)
    color = ctx.color(card)
    for q in ctx.everyone():
        if not has_top_artifact(ctx, q):
            ctx.score_cards(list(reversed(ctx.pile(color, q))))


@book.effect("ark_of_the_covenant")
def ark_of_the_covenant_take(ctx: EffectContext) -> None:
    """If Ark of the Covenant is the top card of a pile on any board, take it into your hand."""
    for q in ctx.everyone():
        if "ark_of_the_covenant" in ctx.top_cards(q):
            ctx.transfer("ark_of_the_covenant", ctx.hand_of())
            return


# ---------------------------------------------------------------- Basur Hoyuk Tokens (unchanged)
book.effect("basur_hoyuk_tokens")(third.basur_hoyuk_tokens)

# ---------------------------------------------------------------- Dancing Girl (unchanged)
book.compel("dancing_girl")(third.dancing_girl_compel)
book.effect("dancing_girl")(third.dancing_girl)

# ---------------------------------------------------------------- Electrum Stater of Efesos (unchanged)
book.effect("electrum_stater_of_efesos")(third.electrum_stater_of_efesos)


# ---------------------------------------------------------------- Holmegaard Bows


@book.compel("holmegaard_bows")
def holmegaard_bows_compel(ctx: EffectContext) -> None:
    """You hand me your highest top card showing a castle, into my hand. If you hand me none, junk
    the whole deck of the value of your lowest top card."""
    to = ctx.hand_of(ctx.activator)
    candidates = ctx.highest([c for c in ctx.top_cards() if ctx.has_icon(c, Icon.CASTLE)])
    card = ctx.choose_card(candidates, "Choose your highest top card with a castle to transfer", verb="transfer", to=to)
    if card is not None:
        ctx.transfer(card, to)
        return
    # Ruling: the deck is the base deck of that value; an empty board (value 0) junks nothing.
    ctx.junk_deck(lowest_top_value(ctx))


book.effect("holmegaard_bows")(third.holmegaard_bows)


# ---------------------------------------------------------------- Jiskairumoko Necklace


@book.compel("jiskairumoko_necklace")
def jiskairumoko_necklace_compel(ctx: EffectContext) -> None:
    """You return one card from your score pile. If you do, you give me one of your achievements of
    that value, into my achievements, and the whole deck of that value is junked."""
    # Ruling (BGA): special achievements have no value and never match; the deck (base) is
    # junked whether or not an achievement of that value was there to give.
    card = ctx.choose_card(ctx.score_pile(), "Return a card from your score pile", verb="return")
    if card is None:
        return
    ctx.return_card(card)
    age = ctx.age(card)
    mine = Where("achievements", ctx.activator)
    matching = [a for a in ctx.standard_achievements() if ctx.age(a) == age]
    achievement = ctx.choose_card(
        matching, f"Transfer one of your achievements of value {age}", verb="transfer", to=mine
    )
    if achievement is not None:
        ctx.transfer(achievement, mine)
    ctx.junk_deck(age)


# ---------------------------------------------------------------- Lurgan Canoe (same meaning)
book.effect("lurgan_canoe")(third.lurgan_canoe)


# ---------------------------------------------------------------- Mask of Warka


@book.effect("mask_of_warka")
def mask_of_warka(ctx: EffectContext) -> None:
    """Name a colour; every player shows their whole hand. If you are the only one showing a card of
    that colour, return your cards of that colour and take every available achievement whose value
    equals one of theirs, whether or not you are eligible."""
    color = ctx.choose_color(COLORS, "Choose a colour", verb="reveal")
    assert color is not None
    mine: list[str] = []
    someone_else = False
    for q in ctx.everyone():
        for c in ctx.hand(q):
            ctx.reveal(c, p=q)
        of_color = [c for c in ctx.hand(q) if ctx.color(c) == color]
        if q == ctx.player:
            mine = of_color
        elif of_color:
            someone_else = True
    if not mine or someone_else:
        return
    ctx.return_cards(mine)
    values = {ctx.value(c) for c in mine}
    for achievement in ctx.available_achievements(values):
        ctx.achieve(achievement)


# ---------------------------------------------------------------- Papyrus of Ani


@book.effect("papyrus_of_ani")
def papyrus_of_ani(ctx: EffectContext) -> None:
    """Return a purple card from your hand. If you do, pick any card set and draw and show a card two
    values higher than the returned card from it. If that card is purple, meld it and self-execute it."""
    card = ctx.choose_card(
        [c for c in ctx.hand() if ctx.color(c) == Color.PURPLE], "Return a purple card from your hand", verb="return"
    )
    if card is None:
        return
    ctx.return_card(card)
    set_name = ctx.choose_option(ctx.supply_sets(), "Choose the card set to draw from")
    drawn = ctx.draw_and_reveal(ctx.value(card) + 2, set_name=set_name)
    if ctx.color(drawn) != Color.PURPLE:
        return
    ctx.meld(drawn)
    ctx.self_execute(drawn)


# ---------------------------------------------------------------- Pavlovian Tusk (unchanged)
book.effect("pavlovian_tusk")(third.pavlovian_tusk)


# ---------------------------------------------------------------- Priest-King


@book.effect("priest_king")
def priest_king(ctx: EffectContext) -> None:
    """Score a card from your hand. If one of your top cards has its colour, super-execute that top
    card if it is your turn; otherwise self-execute it."""
    card = ctx.choose_card(ctx.hand(), "Score a card from your hand", verb="score")
    if card is None:
        return
    ctx.score(card)
    top = ctx.top(ctx.color(card))
    if top is not None:
        super_or_self_execute(ctx, top)


# ---------------------------------------------------------------- Sibidu Needle (unchanged)
book.effect("sibidu_needle")(third.sibidu_needle)


# ---------------------------------------------------------------- Tale of the Shipwrecked Sailor


@book.effect("tale_of_the_shipwrecked_sailor")
def tale_of_the_shipwrecked_sailor(ctx: EffectContext) -> None:
    """Name a colour, then draw a 1. Meld a card of the named colour from your hand; if you do,
    splay that colour left and junk the available achievement of the melded card's value."""
    color = ctx.choose_color(COLORS, "Choose a colour", verb="choose")
    assert color is not None
    ctx.draw(1)
    card = ctx.choose_card(
        [c for c in ctx.hand() if ctx.color(c) == color], "Meld a card of the chosen colour", verb="meld"
    )
    if card is None:
        return
    ctx.meld(card)
    ctx.splay(color, Splay.LEFT)
    ctx.junk_achievement(ctx.value(card))


# ---------------------------------------------------------------- Treaty of Kadesh (same meaning)
# "a top card with a demand effect of each colour" is every such top card, one per colour.
book.compel("treaty_of_kadesh")(third.treaty_of_kadesh_compel)
book.effect("treaty_of_kadesh")(third.treaty_of_kadesh)

# ---------------------------------------------------------------- Xianrendong Shards (unchanged)
book.effect("xianrendong_shards")(third.xianrendong_shards)
