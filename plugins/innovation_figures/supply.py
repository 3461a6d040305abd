"""When figures are drawn (RULES-figures.md §2; docs/rulings.md, "Figures in the Sky").

* The sharing bonus after a dogma is a figure, drawn at the activator's ordinary draw value.
* When a player claims a standard achievement by the Achieve action, each opponent (other teams),
  clockwise from that player's left, draws a figure at their own ordinary draw value. Achievements
  claimed by an effect, special achievements, decrees and relics draw nothing.
* Every figure draw is an ordinary draw (``ctx.draw(…, set_name="figures")``: the karmas that
  watch draws see it): the value skips empty base piles like any draw, and when the figure pile of
  that value is empty, the player draws the base card of that value instead.
"""

from __future__ import annotations

from innovation.plugin_api import Context
from innovation_figures.figures import SET

#: The Achieve action's verb, and what follows it for a standard achievement: a value.
_ACHIEVE = "achieve"


def draw_figure(ctx: Context, p: int) -> str:
    """``p`` draws a figure at their ordinary draw value (a base card when that figure pile is empty)."""
    return ctx.draw(ctx.highest_top_value(p), p=p, set_name=SET)


def after_achieve_action(ctx: Context, action: str) -> None:
    """After ``ctx.player``'s Achieve action claimed a standard achievement (``"achieve <value>"``;
    The Unseen's secrets and other achievements are other actions): their opponents each draw a
    figure, clockwise from their left."""
    verb, _, arg = action.partition(" ")
    if verb != _ACHIEVE or not arg.isdigit():
        return
    for q in ctx.opponents():
        draw_figure(ctx, q)
