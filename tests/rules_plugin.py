"""A tiny third-party rules plugin used by the hook tests: it brings its own 10-card set,
replaces ann's draws with cards of that set, adds 7 points to everyone's score and raises the
number of achievements needed to win by 2 — all through hooks, without touching the core."""

from __future__ import annotations

from innovation.plugin_api import CardBook, CardInfo, CardSet, Context, EffectContext, hookimpl

PLUGIN_NAME = "test_rules"

MINI = tuple(
    CardInfo(
        id=f"mini_{age}_{k}",
        name=f"Mini {age}-{k}",
        set="mini",
        age=age,
        color=(age + k) % 5,
        icons=(0, 1, 1, 1),
        dogma_icon=1,
        demand_kind=None,
        non_demand_count=1,
    )
    for age in range(1, 11)
    for k in range(3)
)
book = CardBook("mini")
for _info in MINI:

    @book.effect(_info.id)
    def _draw_one(ctx: EffectContext) -> None:
        """Draw a 1."""
        ctx.draw(1)


@hookimpl
def innovation_register_cards() -> CardSet:
    return CardSet(name="mini", cards=MINI, effects=book.build(MINI))


@hookimpl
def innovation_on_draw(ctx: Context, age: int, set_name: str) -> str | None:
    return "mini" if ctx.name() == "ann" else None


@hookimpl
def innovation_score(ctx: Context) -> int:
    return 7


@hookimpl
def innovation_achievements_to_win(ctx: Context) -> int:
    return 2
