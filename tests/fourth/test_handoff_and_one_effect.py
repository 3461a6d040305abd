"""Two execution primitives The Unseen needs (docs/rulings.md, "Hitchhiking" and "Teleprompter"),
tested on a hand-registered set ("handprobe"): ``ctx.decisions_by(q)`` hands every question of the
executing player to ``q`` (also inside what the effect executes), and ``ctx.execute_effect(card, i)``
runs one non-demand effect of a card alone."""

from __future__ import annotations

from innovation.plugin_api import CardBook, CardInfo, CardSet, Color, EffectContext, Splay, hookimpl
from innovation.testing import Scenario

CROWN = 1


def _card(card_id: str, color: Color, *, effects: int = 1) -> CardInfo:
    return CardInfo(
        id=card_id,
        name=card_id.replace("_", " ").title(),
        set="handprobe",
        age=1,
        color=int(color),
        icons=(0, CROWN, CROWN, CROWN),
        dogma_icon=CROWN,
        demand_kind=None,
        non_demand_count=effects,
    )


CARDS = (
    _card("hand_off", Color.BLUE),
    _card("hand_scorer", Color.RED),
    _card("hand_second", Color.GREEN),
    _card("hand_twice", Color.YELLOW, effects=2),
)
book = CardBook("handprobe")


@book.effect("hand_off")
def hand_off(ctx: EffectContext) -> None:
    """The next player makes your decisions while you self-execute Hand Scorer."""
    with ctx.decisions_by(ctx.others()[0]):
        ctx.self_execute("hand_scorer")


@book.effect("hand_scorer")
def hand_scorer(ctx: EffectContext) -> None:
    """Score a card from your hand; you may then splay your blue cards left."""
    card = ctx.choose_card(ctx.hand(), "Score a card from your hand", verb="score")
    if card is not None:
        ctx.score(card)
    ctx.may_splay([Color.BLUE], Splay.LEFT)


@book.effect("hand_second")
def hand_second(ctx: EffectContext) -> None:
    """Execute the second effect of Hand Twice, then its third (there is none)."""
    assert ctx.execute_effect("hand_twice", 1)
    assert not ctx.execute_effect("hand_twice", 2)


@book.effect("hand_twice")
def twice_first(ctx: EffectContext) -> None:
    """Draw a 1."""
    ctx.draw(1)


@book.effect("hand_twice")
def twice_second(ctx: EffectContext) -> None:
    """Draw a 2."""
    ctx.draw(2)


class HandProbe:
    PLUGIN_NAME = "handprobe"

    @hookimpl
    def innovation_register_cards(self) -> CardSet:
        return CardSet(name="handprobe", cards=CARDS, effects=book.build(CARDS), supply=False)


def scenario(players: tuple[str, ...] = ("ann", "bob")) -> Scenario:
    return Scenario(players, edition="fourth", plugins=(HandProbe(),))


def test_the_chosen_player_answers_the_executing_players_questions_seeing_what_they_see() -> None:
    s = scenario().board("ann", "Pottery", "hand_off")
    s.hand("ann", "Tools", "Calendar")
    g = s.build().dogma("hand_off")
    d = g.decision
    assert d is not None and d.player == "bob"
    # ann's hand is hidden from bob: he is offered her cards face down, by value
    assert "tools" not in d.options and "calendar" not in d.options and len(d.options) == 2
    g.answer(next(o for o in d.options if o.endswith(":2")))
    assert g.score("ann") == ["Calendar"]
    d = g.decision
    assert d is not None and d.player == "bob" and d.kind == "color"  # ann's "you may splay"
    g.answer("blue")
    assert g.splay("ann", "blue") == "left"
    assert g.idle


def test_questions_go_back_to_their_player_after_the_hand_off() -> None:
    s = scenario().board("ann", "hand_off").board("ann", "hand_second")
    s.hand("ann", "Tools")
    g = s.build().dogma("hand_off")
    assert g.score("ann") == ["Tools"]  # a single card: no question
    d = g.decision
    assert d is not None and d.kind == "action" and d.player == "ann"


def test_one_effect_of_a_card_is_executed_alone() -> None:
    s = scenario().board("ann", "hand_second")
    s.deck("base", 1, "Writing")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("hand_second")
    assert g.hand("ann") == ["Calendar"]
    assert any("executes" in t for t in g.events("execute"))
