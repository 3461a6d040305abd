"""A small third-party set of karma cards for the core's karma tests (tests/core/test_karma*.py):
each card prints one or two karmas and no dogma effect, so that every trigger kind can be tried
against the base game's cards. Nothing here is an expansion's: the core's mechanism only."""

from __future__ import annotations

from collections.abc import Sequence

from innovation.plugin_api import CardBook, CardInfo, CardSet, Color, Context, Icon, KarmaContext, Where, hookimpl

C, L, B, K, F, W = Icon.CROWN, Icon.LEAF, Icon.LIGHTBULB, Icon.CASTLE, Icon.FACTORY, Icon.CLOCK


def _card(cid: str, color: Color, icons: Sequence[int] = (Icon.HEX, C, C, C), age: int = 1) -> CardInfo:
    return CardInfo(
        id=cid,
        name=cid.replace("_", " ").title(),
        set="karmic",
        age=age,
        color=color,
        icons=tuple(icons),
        dogma_icon=C,
        demand_kind=None,
        non_demand_count=0,
    )


KARMIC = (
    _card("purger", Color.PURPLE),
    _card("tucker", Color.PURPLE),
    _card("herald", Color.GREEN),
    _card("wanderer", Color.GREEN),
    _card("oracle", Color.YELLOW),
    _card("shield", Color.YELLOW),
    _card("statue", Color.BLUE, (Icon.HEX, C, K, C)),
    _card("phoenix", Color.RED),
    _card("looper", Color.RED),
    _card("faulty", Color.BLUE),
    _card("miser", Color.GREEN),
    _card("sorter", Color.YELLOW),
    _card("splayer", Color.BLUE),
    _card("victor", Color.PURPLE),
    _card("retaliator", Color.RED),
    _card("hoarder", Color.GREEN),
    _card("scholar", Color.BLUE),
    _card("hegemon", Color.RED),
    _card("jester", Color.PURPLE),
    _card("collector", Color.YELLOW),
    _card("seer", Color.PURPLE),
    _card("stoic", Color.BLUE),
    _card("broken", Color.RED),
)
book = CardBook("karmic")


def _is_red(ctx: Context, card: str) -> bool:
    return ctx.color(card) == Color.RED


@book.karma("purger", "meld", "instead", match=_is_red)
def purger_meld(ctx: KarmaContext, card: str) -> None:
    """If you would meld a red card, score it instead."""
    ctx.score(card)


@book.karma("sorter", "meld", "instead", match=_is_red)
def sorter_meld(ctx: KarmaContext, card: str) -> None:
    """If you would meld a red card, tuck it instead."""
    ctx.tuck(card)


@book.karma("tucker", "tuck", "instead", anyone=True)
def tucker_tuck(ctx: KarmaContext, card: str, player: int) -> None:
    """If anyone would tuck a card, they return it instead."""
    ctx.return_card(card)


@book.karma("herald", "score", "first")
def herald_score(ctx: KarmaContext) -> None:
    """If you would score a card, first draw a 1."""
    ctx.draw(1)


@book.karma("wanderer", "draw", "first", match=lambda ctx, age: age >= 2)
def wanderer_draw(ctx: KarmaContext, age: int, action: bool) -> bool:
    """If you would draw a card of value 2 or more, first draw a 1; if it is the Draw action,
    draw nothing more."""
    ctx.draw(1)
    return action


@book.karma("oracle", "dogma", "instead", match=lambda ctx, card: ctx.info(card).dogma_icon == Icon.CASTLE)
def oracle_dogma(ctx: KarmaContext, card: str) -> None:
    """If you would activate a card featuring a castle, draw a 2 instead."""
    ctx.draw(2)


@book.karma("shield", "demand", "instead")
def shield_demand(ctx: KarmaContext, activator: int) -> None:
    """If a demand would be executed against you, ignore it."""


@book.karma("statue", "icons", "static")
def statue_icons(ctx: Context, counts: Sequence[int]) -> dict[int, int]:
    """Each crown on your board provides one additional castle."""
    return {Icon.CASTLE: counts[Icon.CROWN]}


@book.karma("statue", "score", "static")
def statue_score(ctx: Context) -> int:
    """You have five more points."""
    return 5


@book.karma("phoenix", "melded", "when")
def phoenix_melded(ctx: KarmaContext) -> None:
    """When you meld this card, draw and score a 1."""
    ctx.draw_and_score(1)


@book.karma("looper", "meld", "first")
def looper_meld(ctx: KarmaContext, card: str) -> None:
    """If you would meld a card, first meld another card from your hand."""
    others = [c for c in ctx.hand() if c != card]
    if others:
        ctx.meld(others[0])


@book.karma("faulty", "score", "first")
def faulty_score(ctx: KarmaContext) -> None:
    """If you would score a card, first draw a 3 — and then the card breaks (a test of faults)."""
    ctx.draw(3)
    raise RuntimeError("faulty karma")


@book.karma("miser", "achievement_cost", "static")
def miser_cost(ctx: Context, age: int) -> int:
    """Achievements cost you five points less."""
    return 5


@book.karma("miser", "claim_value", "static")
def miser_claim(ctx: Context) -> int:
    """Your highest top card counts two more for claiming achievements."""
    return 2


@book.karma("splayer", "splay", "instead")
def splayer_splay(ctx: KarmaContext, color: int) -> None:
    """If you would splay a colour, draw a 1 instead."""
    ctx.draw(1)


@book.karma("victor", "achievements", "static")
def victor_achievements(ctx: Context) -> int:
    """You have one more achievement."""
    return 1


@book.karma("victor", "transfer", "instead", match=lambda ctx, dest: dest == Where("score", ctx.player))
def victor_transfer(ctx: KarmaContext, card: str) -> None:
    """If you would transfer a card to your score pile, score it instead."""
    ctx.score(card)


@book.karma("retaliator", "demand", "first")
def retaliator_demand(ctx: KarmaContext, card: str, activator: int) -> None:
    """If a player would make a demand of you, first make that same demand of them."""
    ctx.execute_demand(card, activator)


@book.karma("hoarder", ("return", "remove"), "instead")
def hoarder_keep(ctx: KarmaContext, card: str) -> None:
    """If you would return or remove a card, score it instead."""
    ctx.score(card)


@book.karma("hoarder", "draw", "first", match=lambda ctx, share: share)
def hoarder_share(ctx: KarmaContext, icon: int) -> None:
    """If you would draw a sharing bonus, first draw a 1 and note the dogma's featured icon."""
    ctx.draw(1)
    ctx.state.counters["hoarder_icon"] = icon


@book.karma("scholar", "zone", "static", match=lambda ctx, zone: zone == "score")
def scholar_zone(ctx: Context) -> list[str]:
    """Each card in your hand is also part of your score pile."""
    return ["hand"]


@book.karma("scholar", "effect_age", "static")
def scholar_age(ctx: Context, age: int) -> int:
    """Each value in your effects counts as a 10."""
    return 10


@book.karma("hegemon", "dogma", "instead")
def hegemon_dogma(ctx: KarmaContext, card: str) -> None:
    """If you would activate a dogma, use each player's score instead of the featured icon."""
    ctx.dogma(card, counts=[ctx.points(q) for q in range(ctx.n_players)])


@book.karma("hegemon", "dogma_targets", "static")
def hegemon_targets(ctx: Context) -> list[str]:
    """Each top red card on any board is a card you may activate with a Dogma action."""
    return [c for q in ctx.everyone() if (c := ctx.top(Color.RED, q)) is not None and q != ctx.player]


@book.karma("jester", "win", "first", anyone=True, match=lambda ctx, player: player != ctx.player)
def jester_win(ctx: KarmaContext, player: int) -> None:
    """If an opponent would win, first score a 1; then, if you have more points than they have, you win."""
    ctx.draw_and_score(1)
    if ctx.points() > ctx.points(player):
        ctx.win()


@book.karma("collector", "achievement_cards", "static")
def collector_cards(ctx: Context) -> list[str]:
    """Each card in your hand counts as an available achievement for you."""
    return ctx.hand()


@book.karma("collector", "top_value", "static", match=lambda ctx, color: color == Color.YELLOW)
def collector_draw(ctx: Context) -> int:
    """Your yellow pile counts as a 3 for a Draw action."""
    return 3


@book.karma("seer", "foreshadow", "instead")
def seer_foreshadow(ctx: KarmaContext, card: str) -> None:
    """If you would foreshadow a card, meld it instead."""
    ctx.meld(card)


@book.karma("stoic", "karmic.fade", "instead")
def stoic_fade(ctx: KarmaContext, player: int) -> None:
    """If you would fade, do nothing instead (a rule of this set's own, checked by its plugin)."""


@book.karma("stoic", "karmic.permit", "static")
def stoic_permit(ctx: Context, what: str) -> str:
    """You may do anything this set's rules ask permission for."""
    return f"yes to {what}"


@book.karma("broken", "score", "static")
def broken_score(ctx: Context) -> object:
    """You have some points (this card's karma returns nonsense: a test of the boundary)."""
    return "many"


@book.karma("broken", "icons", "static")
def broken_icons(ctx: Context) -> object:
    """You have some icons (nonsense again)."""
    return {99: 1}


class Karmic:
    """The karma test set as a hand-registered plugin."""

    PLUGIN_NAME = "karmic"

    @hookimpl
    def innovation_register_cards(self) -> CardSet:
        return book.card_set(KARMIC)
