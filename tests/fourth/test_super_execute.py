"""Super-execute (4th edition; docs/rulings.md, "Super-execute"), tested from the ruling: every
effect as if the executing player had activated the card, its demand (or compel) against every
opponent whatever their featured icons, its non-demand effects by that player alone (nobody
shares), and a chain achievement when it happens inside another execution of that player's.

Driven by a small hand-registered set ("superprobe") whose crown cards do one thing each."""

from __future__ import annotations

from innovation.plugin_api import CardBook, CardInfo, CardSet, Color, EffectContext, hookimpl
from innovation.testing import Scenario

CROWN = 1


def _card(card_id: str, color: Color, *, demand: str | None = None, effects: int = 1) -> CardInfo:
    return CardInfo(
        id=card_id,
        name=card_id.replace("_", " ").title(),
        set="superprobe",
        age=1,
        color=int(color),
        icons=(0, CROWN, CROWN, CROWN),
        dogma_icon=CROWN,
        demand_kind=demand,  # type: ignore[arg-type]
        non_demand_count=effects,
    )


CARDS = (
    _card("super_caller", Color.BLUE),
    _card("super_chain", Color.RED),
    _card("super_target", Color.YELLOW, demand="demand"),
    _card("super_compeller", Color.PURPLE, demand="compel", effects=0),
    _card("super_compel_caller", Color.GREEN),
)
book = CardBook("superprobe")


@book.effect("super_caller")
def call(ctx: EffectContext) -> None:
    """Super-execute Super Target."""
    ctx.super_execute("super_target")


@book.effect("super_chain")
def chain(ctx: EffectContext) -> None:
    """Super-execute Super Caller."""
    ctx.super_execute("super_caller")


@book.demand("super_target")
def target_demand(ctx: EffectContext) -> None:
    """I demand you transfer the first card of your hand to my score pile!"""
    if ctx.hand():
        ctx.transfer(ctx.hand()[0], ctx.score_of(ctx.activator))


@book.effect("super_target")
def target_draw(ctx: EffectContext) -> None:
    """Draw a 1."""
    ctx.draw(1)


@book.compel("super_compeller")
def compel(ctx: EffectContext) -> None:
    """I compel you to transfer the first card of your hand to my hand!"""
    if ctx.hand():
        ctx.transfer(ctx.hand()[0], ctx.hand_of(ctx.activator))


@book.effect("super_compel_caller")
def call_compel(ctx: EffectContext) -> None:
    """Super-execute Super Compeller."""
    ctx.super_execute("super_compeller")


class SuperProbe:
    PLUGIN_NAME = "superprobe"

    @hookimpl
    def innovation_register_cards(self) -> CardSet:
        return CardSet(name="superprobe", cards=CARDS, effects=book.build(CARDS), supply=False)


def scenario(players: tuple[str, ...] = ("ann", "bob"), **kw: bool) -> Scenario:
    return Scenario(players, edition="fourth", plugins=(SuperProbe(),), **kw)


def test_the_demand_reaches_an_opponent_with_more_icons_and_nobody_shares() -> None:
    s = scenario().board("ann", "super_caller")
    s.board("bob", "super_compeller", "super_compel_caller")  # bob: 6 crowns, more than ann's 3
    s.hand("bob", "Tools")
    s.deck("base", 1, "Writing", "Pottery")
    g = s.build().dogma("super_caller")
    # bob shares Super Caller's own effect (6 ≥ 3): he super-executes the target first, hitting
    # ann (empty hand) and drawing; then ann super-executes it, hitting bob whatever his crowns.
    assert g.score("ann") == ["Tools"]
    assert g.hand("bob") == ["Writing"]
    assert g.hand("ann") == ["Pottery", "Sailing"]  # and the sharing bonus: bob shared the caller
    assert g.shared_bonus
    assert any("super-executes" in t for t in g.events("execute"))


def test_the_non_demand_effects_are_the_executing_players_alone() -> None:
    s = scenario().board("ann", "super_caller", "super_target")  # ann 6 crowns
    s.board("bob", "super_chain").hand("bob", "Tools")  # bob 3 crowns: shares nothing of the caller
    s.deck("base", 1, "Writing", "Pottery")
    g = s.build().dogma("super_caller")
    # ann super-executes the target: bob hands over Tools though he has crowns; only ann draws.
    assert g.score("ann") == ["Tools"]
    assert g.hand("ann") == ["Writing"]
    assert g.hand("bob") == []
    assert not g.shared_bonus


def test_three_players_every_opponent_is_hit_from_the_left() -> None:
    s = scenario(("ann", "bob", "cat")).board("ann", "super_caller", "super_target")  # ann 6 crowns
    s.hand("bob", "Tools").hand("cat", "Sailing")
    s.board("bob", "super_compeller", "super_compel_caller").board("cat", "super_chain")  # 6 and 3 crowns
    s.deck("base", 1, "Writing", "Pottery")
    g = s.build().dogma("super_caller")
    # bob (6 crowns, as many as ann) shares the caller first: his super-execution hits cat (Sailing
    # to bob's score) and ann (empty hand), and he draws Writing; then ann's hits bob (Tools, the
    # first of his hand) and cat (empty now), and ann draws.
    assert g.score("bob") == ["Sailing"]
    assert g.score("ann") == ["Tools"]
    assert g.hand("bob") == ["Writing"]
    assert g.hand("cat") == []


def test_a_team_mate_is_no_target() -> None:
    s = scenario(("ann", "bob", "cat", "dan"), teams=True).board("ann", "super_caller", "super_target")
    for who, card in (("bob", "Tools"), ("cat", "Sailing"), ("dan", "Oars")):
        s.hand(who, card)
    s.deck("base", 1, "Writing")
    g = s.build()
    partner = g.game.state.teams
    assert partner is not None
    g.dogma("super_caller")
    mates = [n for q, n in enumerate(("ann", "bob", "cat", "dan")) if q and partner[q] == partner[0]]
    foes = [n for q, n in enumerate(("ann", "bob", "cat", "dan")) if partner[q] != partner[0]]
    assert all(g.hand(m) != [] for m in mates)
    assert all(g.hand(f) == [] for f in foes)
    assert len(g.score("ann")) == 2


def test_a_compel_reaches_opponents_with_fewer_icons_too() -> None:
    s = scenario().board("ann", "super_compel_caller", "super_compeller", "super_caller")  # 9 crowns
    s.board("bob", "Pottery").hand("bob", "Tools")
    g = s.build().dogma("super_compel_caller")
    assert g.hand("ann") == ["Tools"]  # a dogma's compel would not reach bob (no crowns)


def test_a_super_execute_inside_a_super_execute_earns_a_chain_achievement() -> None:
    s = scenario().board("ann", "super_chain").board("bob", "Pottery").deck("base", 11, "Climatology")
    s.deck("base", 1, "Writing")
    g = s.build().dogma("super_chain")  # chain → super-executes the caller → super-executes the target
    assert g.achievements("ann") == ["Climatology"]
    assert g.hand("ann") == ["Writing"]
    assert any(e.kind == "chain_achievement" for e in g.game.events)


def test_a_single_super_execute_earns_no_chain_achievement() -> None:
    s = scenario().board("ann", "super_caller").board("bob", "Pottery")
    g = s.build().dogma("super_caller")
    assert g.achievements("ann") == []
