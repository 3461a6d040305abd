"""A hand-registered test plugin for the 4th edition's core rules: a small supply set ("probe",
all of age 1) whose cards do one rule each — junk a card of each kind, splay aslant, self-/fully
execute another card, splay a far player's pile — so that the core's rules are tested without
waiting for the 4th-edition base cards (RULES-4e.md §§3–5)."""

from __future__ import annotations

from innovation.plugin_api import CardBook, CardInfo, CardSet, Color, EffectContext, Splay, hookimpl

PLUGIN_NAME = "probe4e"
CROWN, AVATAR = 1, 7


def _card(card_id: str, color: Color, *, icon: int = CROWN, demand: bool = False, effects: int = 1) -> CardInfo:
    return CardInfo(
        id=card_id,
        name=card_id.replace("_", " ").title(),
        set="probe",
        age=1,
        color=int(color),
        icons=(0, icon, icon, icon),
        dogma_icon=icon,
        demand_kind="demand" if demand else None,
        non_demand_count=effects,
    )


CARDS = (
    _card("probe_junker", Color.BLUE, effects=5),
    _card("probe_flicker", Color.RED),
    _card("probe_two_wonders", Color.RED),
    _card("probe_self", Color.GREEN),
    _card("probe_full", Color.GREEN),
    _card("probe_target", Color.YELLOW, demand=True),
    _card("probe_chain", Color.PURPLE),
    _card("probe_share", Color.BLUE),
    _card("probe_demand", Color.PURPLE, demand=True, effects=0),
    _card("probe_avatar", Color.YELLOW, icon=AVATAR),
    # three crowns and no effects: boards that share (or not) by their crowns alone
    *(_card(f"probe_crowns_{k}", Color(k), effects=0) for k in range(5)),
)
book = CardBook("probe")


@book.effect("probe_junker")
def junk_hand(ctx: EffectContext) -> None:
    """Junk the first card of your hand."""
    if ctx.hand():
        ctx.junk(ctx.hand()[0])


@book.effect("probe_junker")
def junk_top(ctx: EffectContext) -> None:
    """Junk your top red card."""
    top = ctx.top(Color.RED)
    if top is not None:
        ctx.junk(top)


@book.effect("probe_junker")
def junk_score(ctx: EffectContext) -> None:
    """Junk every card of your score pile."""
    ctx.junk_cards(ctx.score_pile())


@book.effect("probe_junker")
def junk_deck(ctx: EffectContext) -> None:
    """Junk the 3 deck."""
    ctx.memory["deck"] = ctx.junk_deck(3)


@book.effect("probe_junker")
def junk_achievement(ctx: EffectContext) -> None:
    """Junk the available 2 achievement."""
    ctx.junk_achievement(2)


@book.effect("probe_flicker")
def flicker(ctx: EffectContext) -> None:
    """Splay your red cards aslant, then unsplay them."""
    ctx.splay(Color.RED, Splay.ASLANT)
    ctx.unsplay(Color.RED)


@book.effect("probe_two_wonders")
def two_wonders(ctx: EffectContext) -> None:
    """Splay your red cards aslant, then the red cards of the player two seats to your left."""
    ctx.splay(Color.RED, Splay.ASLANT)
    ctx.splay(Color.RED, Splay.ASLANT, p=(ctx.player + 2) % ctx.n_players)


@book.effect("probe_self")
def self_target(ctx: EffectContext) -> None:
    """Self-execute Probe Target."""
    ctx.self_execute("probe_target")


@book.effect("probe_full")
def full_target(ctx: EffectContext) -> None:
    """Fully execute Probe Target."""
    ctx.fully_execute("probe_target")


@book.demand("probe_target")
def target_demand(ctx: EffectContext) -> None:
    """I demand you transfer the first card of your hand to my score pile!"""
    if ctx.hand():
        ctx.transfer(ctx.hand()[0], ctx.score_of(ctx.activator))


@book.effect("probe_target")
def target_draw(ctx: EffectContext) -> None:
    """Draw a 1."""
    ctx.draw(1)


@book.effect("probe_chain")
def chain(ctx: EffectContext) -> None:
    """Self-execute Probe Self."""
    ctx.self_execute("probe_self")


@book.effect("probe_share")
def share_draw(ctx: EffectContext) -> None:
    """Draw a 1."""
    ctx.draw(1)


@book.demand("probe_demand")
def demand_score(ctx: EffectContext) -> None:
    """I demand you transfer the first card of your hand to my score pile!"""
    if ctx.hand():
        ctx.transfer(ctx.hand()[0], ctx.score_of(ctx.activator))


@book.effect("probe_avatar")
def avatar_draw(ctx: EffectContext) -> None:
    """Draw a 1."""
    ctx.draw(1)


@hookimpl
def innovation_register_cards() -> CardSet:
    return CardSet(name="probe", cards=CARDS, effects=book.build(CARDS))
