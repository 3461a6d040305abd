"""A card "foreseen" (4th edition, RULES-4e.md §4): a card is foreseen while the dogma that its promotion
from the forecast started runs — for every player executing its effects (sharers too), and in a
self-/full execution of that same card inside it; not in the effects of another card it executes,
and no longer once that dogma (the Meld action) ends. BGA keeps the promoted card's id for the
action and compares it with the card whose effect runs; so does this.
"""

from __future__ import annotations

from innovation.plugin_api import EffectContext

#: ``state.counters`` key prefix marking the card promoted in this action while its dogma runs
#: (one key, removed when that dogma ends: never in a snapshot between actions).
FORESEEN = "echoes.foreseen:"


def was_foreseen(ctx: EffectContext) -> bool:
    """Whether the card whose effect runs was foreseen ("if X was foreseen")."""
    return ctx.state.counters.get(FORESEEN + ctx.card) == 1
