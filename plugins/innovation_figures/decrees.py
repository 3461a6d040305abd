"""The Decree action and the five decrees (RULES-figures.md §7; docs/rulings.md, "Figures in the Sky").

A decree is a special achievement nobody claims by a condition: only the Decree action takes it.
The action is offered for the decree of each figure's colour in a hand holding figures of at
least three different values, and — with at least two figures in hand — for the decree named by
each decree karma on the player's top cards ("you may issue the War decree with two figures").
Issuing one first removes every card of the hand from the game (figures and any other card,
in hand order); then a decree still on offer is claimed and its effect runs; a decree the issuer
holds already runs its effect again; a decree an opponent holds goes back on offer, with no effect.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from innovation.plugin_api import COLORS, CardContext, Color, Context, Karma, SpecialAchievement, Splay
from innovation_figures.card_data import DECREE_KARMAS
from innovation_figures.figures import SET, figures_in_hand, is_figure

#: The action: ``"decree <name>"`` (``"decree war"``).
DECREE_ACTION = "decree "


def _never(ctx: Context) -> bool:
    """A decree is claimed only by the Decree action (no condition ever claims it)."""
    return False


def _advancement(ctx: Context) -> None:
    ctx.draw(ctx.highest_top_value() + 2)


def _expansion(ctx: Context) -> None:
    pl = ctx.state.players[ctx.player]
    colors = [c for c in COLORS if len(pl.piles[c]) >= 2 and pl.splays[c] != Splay.UP]
    color = ctx.choose_color(colors, "Expansion decree: splay one of your colours up", verb="splay", splay=Splay.UP)
    if color is not None:
        ctx.splay(color, Splay.UP)


def _rivalry(ctx: Context) -> None:
    rival = ctx.choose_player(ctx.others(), "Rivalry decree: choose another player")
    if rival is None:
        return
    score = ctx.score_pile(rival)
    chosen = ctx.choose_cards(
        score,
        f"Return three cards from {ctx.name(rival)}'s score pile",
        verb="return",
        min_count=min(3, len(score)),
        max_count=3,
    )
    ctx.return_cards(chosen)
    ctx.return_cards([card for card in ctx.top_cards(rival) if is_figure(ctx, card)])


def _trade(ctx: Context) -> None:
    for _ in range(3):
        ctx.draw_and_foreshadow(ctx.highest_top_value() + 1)


def _war(ctx: Context) -> None:
    value = ctx.choose_value(range(1, 11), "War decree: choose a value", verb="return")
    for q in ctx.others():
        ctx.return_cards([card for card in ctx.top_cards(q) if ctx.value(card) == value])


@dataclass(frozen=True)
class Decree:
    """One decree: its achievement, the colour whose figures issue it, and its effect."""

    achievement: SpecialAchievement
    color: Color
    #: The action's word for it (``"decree war"``).
    word: str
    effect: Callable[[Context], None]


def _decree(word: str, name: str, color: Color, text: str, effect: Callable[[Context], None]) -> Decree:
    description = f"Issued with figures (a {color.label} one among them), never claimed otherwise: {text}"
    return Decree(
        SpecialAchievement(f"{word}_decree", name, SET, description, _never, frozenset()), color, word, effect
    )


DECREES: tuple[Decree, ...] = (
    _decree(
        "advancement", "Advancement", Color.BLUE, "draw a card two values above your highest top card.", _advancement
    ),
    _decree("expansion", "Expansion", Color.YELLOW, "splay one of your colours up.", _expansion),
    _decree(
        "rivalry",
        "Rivalry",
        Color.PURPLE,
        "pick another player; return three cards of your choice from their score pile, then every figure on top "
        "of their board.",
        _rivalry,
    ),
    _decree(
        "trade",
        "Trade",
        Color.GREEN,
        "three times, draw a card one value above your highest top card and foreshadow it.",
        _trade,
    ),
    _decree(
        "war", "War", Color.RED, "name a value; every other player returns each of their top cards of that value.", _war
    ),
)
BY_WORD: dict[str, Decree] = {d.word: d for d in DECREES}
BY_COLOR: dict[int, Decree] = {int(d.color): d for d in DECREES}
BY_NAME: dict[str, Decree] = {d.achievement.name: d for d in DECREES}
SPECIAL_ACHIEVEMENTS: tuple[SpecialAchievement, ...] = tuple(d.achievement for d in DECREES)


#: The plugin's static trigger a decree karma answers: the name of the decree its owner may issue
#: with two figures. Read only where two figures may issue a decree, so the karma is counted (a
#: soak's karma tally) when it offers one.
DECREE_KARMA = "figures.decree"


def _decree_karma_fn(name: str) -> Callable[[CardContext], str]:
    def decree_karma(ctx: CardContext) -> str:
        return name

    decree_karma.__doc__ = f"You may issue the {name} decree with any two figures in your hand."
    decree_karma.__qualname__ = decree_karma.__name__ = f"{name.lower()}_decree_karma"
    return decree_karma


#: One function per decree, shared by the figures whose karma names it (one text for all of them).
_DECREE_KARMA_FNS: dict[str, Callable[[CardContext], str]] = {
    d.achievement.name: _decree_karma_fn(d.achievement.name) for d in DECREES
}


def decree_karma(card_id: str) -> Karma | None:
    """``card_id``'s decree karma (from the card data: :data:`DECREE_KARMAS`), None if it has none."""
    name = DECREE_KARMAS.get(card_id)
    return None if name is None else Karma.make(card_id, DECREE_KARMA, "static", _DECREE_KARMA_FNS[name], None, False)


def _need(ctx: Context, decree: Decree, printed: int) -> int:
    return max(1, printed - ctx.requirement_relief(decree.achievement.id))


def decree_actions(ctx: Context) -> list[str]:
    """The Decree actions ``ctx.player`` may take now, in the decrees' order."""
    figures = figures_in_hand(ctx)
    if not figures:
        return []
    # A decree is a special achievement: a "special_requirements" karma lowers its numbers (figures
    # of three values, two figures) — never below one figure (docs/rulings.md).
    values = len({ctx.age(card) for card in figures})
    offered = {d.word for d in {BY_COLOR[ctx.color(card)] for card in figures} if values >= _need(ctx, d, 3)}
    by_two = {d.word for d in DECREES if len(figures) >= _need(ctx, d, 2)}
    if by_two:  # the decree karmas are read only then: each counts when it offers its decree
        offered |= {word for name in ctx.statics(DECREE_KARMA) if (word := BY_NAME[name].word) in by_two}
    return [f"{DECREE_ACTION}{d.word}" for d in DECREES if d.word in offered]


def issue(ctx: Context, word: str) -> None:
    """``ctx.player`` issues the decree ``word`` (offered by :func:`decree_actions`)."""
    decree = BY_WORD[word]
    sid = decree.achievement.id
    for card in ctx.hand():
        ctx.remove(card)
    if sid in ctx.available_specials():
        if not ctx.claim_special(sid):
            return
    elif sid not in ctx.achievements():
        ctx.return_special(sid)
        return
    decree.effect(ctx)
