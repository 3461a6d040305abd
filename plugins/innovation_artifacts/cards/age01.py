"""Age 1 Artifacts of History cards."""

from __future__ import annotations

from innovation.plugin_api import COLORS, Color, EffectContext, Icon, Splay, Where, sort_key
from innovation_artifacts.book import book

ARTIFACTS = "artifacts"


def _has_top_artifact(ctx: EffectContext, p: int) -> bool:
    return any(ctx.info(c).set == ARTIFACTS for c in ctx.top_cards(p))


# --------------------------------------------------------------------------- Ark of the Covenant


@book.effect("ark_of_the_covenant")
def ark_of_the_covenant(ctx: EffectContext) -> None:
    """Return one card from your hand. Every player whose top cards include no Artifact loses
    all the cards of the returned card's colour from their board: they go to your score pile.
    Then, if Ark of the Covenant is the top card of a pile on any board, take it into your hand."""
    # Ruling (BGA): your own board counts too if it has no top Artifact; the piles go only when
    # a card was returned; the Ark is taken back whether or not a card was returned.
    card = ctx.choose_card(ctx.hand(), "Return a card from your hand", verb="return")
    if card is not None and ctx.return_card(card):  # (a karma may keep it: nothing was returned)
        color = ctx.color(card)
        for q in ctx.everyone():
            if _has_top_artifact(ctx, q):
                continue
            for c in reversed(ctx.pile(color, q)):
                ctx.transfer(c, ctx.score_of())
    for q in ctx.everyone():
        if "ark_of_the_covenant" in ctx.top_cards(q):
            ctx.transfer("ark_of_the_covenant", ctx.hand_of())
            break


# --------------------------------------------------------------------------- Basur Hoyuk Tokens


@book.effect("basur_hoyuk_tokens")
def basur_hoyuk_tokens(ctx: EffectContext) -> None:
    """Draw a 4 and show it. If your top card of its colour comes earlier in alphabetical order
    than the drawn card, return the drawn card together with your whole score pile."""
    # Ruling (BGA): names compare as in the first-player rule (accents, spaces and punctuation
    # ignored, natural order for digits); without a top card of that colour nothing happens.
    card = ctx.draw_and_reveal(ctx.effect_age(4))
    top = ctx.top(ctx.color(card))
    if top is None or not sort_key(ctx.info(top).name) < sort_key(ctx.info(card).name):
        return
    ctx.return_cards([card, *ctx.score_pile()])


# --------------------------------------------------------------------------- Dancing Girl


@book.compel("dancing_girl")
def dancing_girl_compel(ctx: EffectContext) -> None:
    """You take Dancing Girl onto your own board."""
    # Ruling (BGA): it moves from wherever it lies (board or display); one still in a supply pile
    # or removed from the game stays there. Where it started is noted for the win check.
    where = ctx.locate("dancing_girl")
    if "dancing_girl_started_on_board" not in ctx.memory:
        ctx.memory["dancing_girl_started_on_board"] = where == Where("board", ctx.activator, ctx.color("dancing_girl"))
    if where.zone in ("deck", "removed"):
        return
    ctx.transfer("dancing_girl", ctx.board_of())
    if ctx.locate("dancing_girl").zone == "board":
        visited: set[int] = ctx.memory.setdefault("dancing_girl_boards", set())
        visited.add(ctx.player)


@book.effect("dancing_girl")
def dancing_girl(ctx: EffectContext) -> None:
    """If Dancing Girl began this dogma on your board and has since visited the board of every
    other player, you win."""
    # Ruling (BGA): only the activator can win, only for a dogma of Dancing Girl from their board
    # (not from the display), and only when every other player (partners too) was compelled.
    if ctx.player != ctx.activator or not ctx.memory.get("dancing_girl_started_on_board"):
        return
    visited: set[int] = ctx.memory.get("dancing_girl_boards", set())
    if all(q in visited for q in ctx.others()):
        ctx.win()


# --------------------------------------------------------------------------- Electrum Stater of Efesos


@book.effect("electrum_stater_of_efesos")
def electrum_stater_of_efesos(ctx: EffectContext) -> None:
    """Draw a 3 and show it. If no top card of yours has its colour, meld it and do this again;
    otherwise keep it in your hand."""
    while True:
        card = ctx.draw_and_reveal(ctx.effect_age(3))
        if ctx.top(ctx.color(card)) is not None:
            return
        ctx.meld(card)


# --------------------------------------------------------------------------- Holmegaard Bows


@book.compel("holmegaard_bows")
def holmegaard_bows_compel(ctx: EffectContext) -> None:
    """You hand me your highest top card showing a castle, into my hand."""
    candidates = ctx.highest([c for c in ctx.top_cards() if ctx.has_icon(c, Icon.CASTLE)])
    card = ctx.choose_card(
        candidates,
        "Choose your highest top card with a castle to transfer",
        verb="transfer",
        to=ctx.hand_of(ctx.activator),
    )
    if card is not None:
        ctx.transfer(card, ctx.hand_of(ctx.activator))


@book.effect("holmegaard_bows")
def holmegaard_bows(ctx: EffectContext) -> None:
    """Draw one card of value 2."""
    ctx.draw(ctx.effect_age(2))


# --------------------------------------------------------------------------- Jiskairumoko Necklace


@book.compel("jiskairumoko_necklace")
def jiskairumoko_necklace_compel(ctx: EffectContext) -> None:
    """You return one card from your score pile. If you do, you give me one of your achievements
    of that same value, into my achievements."""
    # Ruling (BGA): special achievements have no value and never match; a relic does by its age.
    card = ctx.choose_card(ctx.score_pile(), "Return a card from your score pile", verb="return")
    if card is None or not ctx.return_card(card):
        return
    age = ctx.age(card)
    matching = [a for a in ctx.standard_achievements() if ctx.age(a) == age]
    achievement = ctx.choose_card(
        matching,
        f"Transfer one of your achievements of value {age}",
        verb="transfer",
        to=Where("achievements", ctx.activator),
    )
    if achievement is not None:
        ctx.transfer(achievement, Where("achievements", ctx.activator))


# --------------------------------------------------------------------------- Lurgan Canoe


@book.effect("lurgan_canoe")
def lurgan_canoe(ctx: EffectContext) -> None:
    """Meld a card from your hand, then score every other card in the pile it joined. Do this
    again as long as at least one card was scored."""
    while True:
        card = ctx.choose_card(ctx.hand(), "Meld a card from your hand", verb="meld")
        if card is None:
            return
        ctx.meld(card)
        others = [c for c in reversed(ctx.pile(ctx.color(card))) if c != card]
        if not ctx.score_cards(others):  # repeat only when a card was really scored
            return


# --------------------------------------------------------------------------- Mask of Warka


@book.effect("mask_of_warka")
def mask_of_warka(ctx: EffectContext) -> None:
    """Name a colour; every player shows all the cards of that colour in their hand. If you are
    the only one who shows any, return the cards you showed and take every available achievement
    whose value equals one of theirs, whether or not you are eligible."""
    color = ctx.choose_color(COLORS, "Choose a colour", verb="reveal")
    assert color is not None
    mine: list[str] = []
    someone_else = False
    for q in ctx.everyone():
        shown = [c for c in ctx.hand(q) if ctx.color(c) == color]
        for c in shown:
            ctx.reveal(c, p=q)
        if q == ctx.player:
            mine = shown
        elif shown:
            someone_else = True
    if not mine or someone_else:
        return
    ctx.return_cards(mine)
    # Ruling (BGA): the values are the returned cards' face values; every available achievement
    # of each such value is claimed.
    values = {ctx.value(c) for c in mine}
    for achievement in list(ctx.state.achievements):
        if ctx.age(achievement) in values and achievement in ctx.state.achievements:
            ctx.achieve(achievement)


# --------------------------------------------------------------------------- Papyrus of Ani


@book.effect("papyrus_of_ani")
def papyrus_of_ani(ctx: EffectContext) -> None:
    """Return a purple card from your hand. If you do, pick any card set and draw and show a card
    two values higher than the returned card from it. If that card is purple, meld it and carry
    out each of its non-demand effects by yourself (nobody shares them)."""
    card = ctx.choose_card(
        [c for c in ctx.hand() if ctx.color(c) == Color.PURPLE], "Return a purple card from your hand", verb="return"
    )
    if card is None or not ctx.return_card(card):
        return
    set_name = ctx.choose_option(ctx.supply_sets(), "Choose the card set to draw from")
    drawn = ctx.draw_and_reveal(ctx.value(card) + 2, set_name=set_name)
    if ctx.color(drawn) != Color.PURPLE:
        return
    ctx.meld(drawn)
    ctx.execute_non_demand_effects(drawn)


# --------------------------------------------------------------------------- Pavlovian Tusk


@book.effect("pavlovian_tusk")
def pavlovian_tusk(ctx: EffectContext) -> None:
    """Draw three cards of the value of your top green card. Return one of those three cards,
    then score another one of them."""
    value = ctx.value(ctx.top(Color.GREEN))
    drawn = [ctx.draw(value) for _ in range(3)]
    back = ctx.choose_card([c for c in drawn if c in ctx.hand()], "Return one of the drawn cards", verb="return")
    if back is not None:
        ctx.return_card(back)
    scored = ctx.choose_card([c for c in drawn if c in ctx.hand()], "Score one of the drawn cards", verb="score")
    if scored is not None:
        ctx.score(scored)


# --------------------------------------------------------------------------- Priest-King


@book.effect("priest_king")
def priest_king_score(ctx: EffectContext) -> None:
    """Score a card from your hand. If one of your top cards has its colour, carry out each of
    that top card's non-demand effects by yourself (nobody shares them)."""
    card = ctx.choose_card(ctx.hand(), "Score a card from your hand", verb="score")
    if card is None:
        return
    ctx.score(card)
    top = ctx.top(ctx.color(card))
    if top is not None:
        ctx.execute_non_demand_effects(top)


@book.effect("priest_king")
def priest_king_claim(ctx: EffectContext) -> None:
    """Claim an achievement if you are eligible for one."""
    ctx.claim_eligible_achievement()


# --------------------------------------------------------------------------- Sibidu Needle


@book.effect("sibidu_needle")
def sibidu_needle(ctx: EffectContext) -> None:
    """Draw a 1 and show it. If your top card of its colour has the same value, score the drawn
    card and do this again; otherwise keep it in your hand."""
    while True:
        card = ctx.draw_and_reveal(ctx.effect_age(1))
        top = ctx.top(ctx.color(card))
        if top is None or ctx.value(top) != ctx.value(card):
            return
        ctx.score(card)


# --------------------------------------------------------------------------- Tale of the Shipwrecked Sailor


@book.effect("tale_of_the_shipwrecked_sailor")
def tale_of_the_shipwrecked_sailor(ctx: EffectContext) -> None:
    """Name a colour, then draw a 1. Meld a card of the named colour from your hand; if you do,
    splay that colour left."""
    color = ctx.choose_color(COLORS, "Choose a colour", verb="choose")
    assert color is not None
    ctx.draw(ctx.effect_age(1))
    card = ctx.choose_card(
        [c for c in ctx.hand() if ctx.color(c) == color], "Meld a card of the chosen colour", verb="meld"
    )
    if card is not None and ctx.meld(card):
        ctx.splay(color, Splay.LEFT)


# --------------------------------------------------------------------------- Treaty of Kadesh


@book.compel("treaty_of_kadesh")
def treaty_of_kadesh_compel(ctx: EffectContext) -> None:
    """You return every top card on your board that carries a demand effect."""
    # Ruling (BGA): "a demand effect" covers "I compel" effects as well.
    ctx.return_cards([c for c in ctx.top_cards() if ctx.info(c).has_demand])


@book.effect("treaty_of_kadesh")
def treaty_of_kadesh(ctx: EffectContext) -> None:
    """Score one of your top cards that is not blue and carries a demand effect."""
    card = ctx.choose_card(
        [c for c in ctx.top_cards() if ctx.color(c) != Color.BLUE and ctx.info(c).has_demand],
        "Score a non-blue top card with a demand effect",
        verb="score",
    )
    if card is not None:
        ctx.score(card)


# --------------------------------------------------------------------------- Xianrendong Shards


@book.effect("xianrendong_shards")
def xianrendong_shards(ctx: EffectContext) -> None:
    """Show three cards from your hand. Score two of them and tuck the third. If the two scored
    cards share a colour, draw a 1 three times."""
    # Ruling (BGA): with fewer than three cards you show what you have, score up to two and tuck
    # whatever is left; the draws need two scored cards of one colour.
    shown = ctx.choose_cards(ctx.hand(), "Reveal three cards from your hand", max_count=3, min_count=3, verb="reveal")
    for c in shown:
        ctx.reveal(c)
    scored = ctx.choose_cards(shown, "Score two of the revealed cards", max_count=2, min_count=2, verb="score")
    really_scored = ctx.score_cards(scored)  # (a karma may keep a card from the score pile)
    ctx.tuck_cards([c for c in shown if c not in scored])
    if len(really_scored) == 2 and ctx.color(really_scored[0]) == ctx.color(really_scored[1]):
        for _ in range(3):
            ctx.draw(ctx.effect_age(1))
