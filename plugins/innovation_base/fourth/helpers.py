"""Steps several 4th-edition base cards share."""

from __future__ import annotations

from collections.abc import Iterable

from innovation.plugin_api import EffectContext


def junk_an_available_achievement(ctx: EffectContext, values: Iterable[int], *, optional: bool = False) -> int | None:
    """Junk one of the available standard achievements of ``values`` ("junk an available
    achievement of value 1 or 2"; ``optional``: "you may"). The player names the value when
    several are available (the cards of one value are alike to them: face down). Returns the
    value junked, or None."""
    present = sorted({ctx.age(c) for c in ctx.available_achievements(values)})
    if not present:
        return None
    if optional:
        value = ctx.may_choose_value(present, "You may junk an available achievement of a value", verb="junk")
    else:
        value = ctx.choose_value(present, "Junk an available achievement of a value", verb="junk")
    if value is None:
        return None
    ctx.junk_achievement(value)
    return value
