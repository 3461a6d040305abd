"""Helpers of the Unseen card tests of ages 6–11 (unseen-b): answers that name a card whatever way
it is offered (by name, or face down by value)."""

from __future__ import annotations

from innovation.testing import ScenarioGame


def pick(g: ScenarioGame, name: str) -> str:
    """The pending decision's option for the card ``name``: the card itself, or the face-down
    token it is offered as (``owner:zone:set:value``) when the chooser may not see it."""
    d = g.decision
    assert d is not None, "no decision is pending"
    cid = g.scenario.card_id(name)
    if cid in d.options:
        return cid
    info = g.game.rules.cards[cid]
    tokens = [o for o in d.options if o.endswith(f":{info.set}:{info.age}")]
    assert tokens, f"{name} is not offered: {list(d.options)}"
    return tokens[0]


def pick_secret(g: ScenarioGame, name: str) -> ScenarioGame:
    """Answer a choice among secrets with ``name`` when one is asked: secrets the owner may not
    look at are offered face down, and secrets of one value are then a single answer that the
    game takes without asking."""
    d = g.decision
    if d is not None and d.kind == "card" and len(d.options) > 1:
        g.answer(pick(g, name))
    return g
