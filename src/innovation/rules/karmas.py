"""Karma: effects printed on a card that change what *other* things do while the card is on top of
its owner's pile — "if you would X, first Y", "if you would X, instead Y", "when you meld this
card, Y" and static modifiers ("each [castle] on your board provides one additional point").

This module holds the facts of a karma (:class:`Karma`, registered with ``CardBook.karma`` and
kept on the card's :class:`~innovation.rules.cards.CardEffects`) and the closed table of triggers
with the arguments each passes. Where each trigger is checked, and the order when several karmas
apply, is the engine's (:mod:`innovation.rules.dogma`, ``Dogma.run_karmas`` and ``static_karmas``);
docs/hooks.md ("Karma") and docs/rulings.md ("Karma") say it for card authors. Nothing here names a
card set: any expansion may print karmas.
"""

from __future__ import annotations

import inspect
import threading
import typing
from collections import Counter
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Literal

KarmaKind = Literal["first", "instead", "when", "static"]
KARMA_KINDS: tuple[KarmaKind, ...] = ("first", "instead", "when", "static")

#: The would-triggers ("if … would X"): the keyword arguments each passes to a karma's function
#: and ``match``. ``player`` is always the player who would do X.
WOULD_TRIGGERS: dict[str, frozenset[str]] = {
    "meld": frozenset({"card", "player", "is_action"}),
    "draw": frozenset({"age", "set_name", "player", "share", "icon", "action"}),
    "draw_action": frozenset({"player"}),
    "score": frozenset({"card", "player"}),
    "tuck": frozenset({"card", "player"}),
    "return": frozenset({"card", "player"}),
    "remove": frozenset({"card", "player"}),
    "foreshadow": frozenset({"card", "player"}),
    "transfer": frozenset({"card", "player", "dest"}),
    "splay": frozenset({"color", "direction", "player"}),
    "achieve": frozenset({"card", "player"}),
    "dogma": frozenset({"card", "player"}),
    "inspire": frozenset({"color", "player"}),
    "demand": frozenset({"card", "player", "activator"}),
    "no_share": frozenset({"card", "player", "activator"}),
    "win": frozenset({"player"}),
}
#: Would-triggers that cannot be replaced ("instead"): the code that draws needs the card drawn,
#: and a win that does not happen is a karma's own business (it may call ``ctx.win``).
FIRST_ONLY = frozenset({"draw", "win"})
#: Triggers named here but not checked by the engine yet: a karma of one is refused when its set
#: is built (never a karma that silently does nothing).
NOT_YET: frozenset[str] = frozenset()
#: "When you meld this card": fired from the melded card itself (kind ``"when"``).
WHEN_TRIGGERS: dict[str, frozenset[str]] = {
    "melded": frozenset({"card", "player", "is_action", "from_zone"}),
}
#: Static modifiers: what each function receives (besides ``ctx``) and returns.
STATIC_TRIGGERS: dict[str, frozenset[str]] = {
    "icons": frozenset({"counts"}),  # -> dict[int, int]: extra icons by icon
    "score": frozenset(),  # -> int: extra points
    "achievements": frozenset(),  # -> int: extra achievements toward winning
    "achievement_cost": frozenset({"age", "cost"}),  # -> int: discount on the cost of an age
    "claim_value": frozenset(),  # -> int: added to the highest top card for claiming
    "bonuses": frozenset(),  # -> list[int]: extra bonus values
    "effect_age": frozenset({"age"}),  # -> int: the value a card's effect uses instead
    "top_value": frozenset({"color"}),  # -> int | None: the value a pile counts as for a Draw action
    "dogma_targets": frozenset(),  # -> list[str]: more cards to activate with a Dogma action
    "dogma_effects": frozenset({"card"}),  # -> list[EffectFn]: more effects, run like echo effects
    "achievement_cards": frozenset(),  # -> list[str]: cards the owner may claim as achievements
    "zone": frozenset({"zone"}),  # -> list[str]: zones whose cards count as part of ``zone``
    "pile_effects": frozenset({"color"}),  # -> list[int]: piles whose effects run as part of ``color``
    "special_requirements": frozenset({"achievement"}),  # -> int: how much lower a special's numbers are
}


#: When each trigger is checked (docs/hooks.md, "Karma", is generated from this table).
TRIGGER_DOCS: dict[str, str] = {
    "meld": "any meld, before the card moves; instead: no meld and none of its follow-up (a Meld action's steps)",
    "draw": "any draw (a draw-and-…, a sharing bonus: `share`, with `icon` the dogma's featured icon, else "
    "None; the Draw action: `action`), before the card is taken; `age` is the value after skipping empty piles",
    "draw_action": "the Draw action, before anything is drawn",
    "score": "before a card is scored (each card of a group)",
    "tuck": "before a card is tucked",
    "return": "before a card is returned by a player (not by the game)",
    "remove": "before a card is removed from the game by a player",
    "foreshadow": "before a card is foreshadowed (`ctx.foreshadow`)",
    "transfer": "before a card is transferred by a player; `dest` is where it would go (a `Where`)",
    "splay": "a player splaying their own pile (a real change of a pile of two cards or more)",
    "achieve": "before a player claims an achievement (standard: its card; special: its id), by the action or "
    "an effect",
    "dogma": "a dogma of a card (the Dogma action or a free dogma), before anything — the featured icons "
    "included — is counted",
    "inspire": "a plugin's inspire action (`ctx.would('inspire', color=…)`)",
    "demand": "a demand or compel about to be executed by `player`; instead: skipped for them",
    "no_share": "after a dogma that an opponent of the activator could have shared but nobody did, for each "
    "opponent of the activator",
    "win": "a player is about to win (every winner, before the game ends; not inside a karma): a karma may "
    "end the game otherwise with `ctx.win`; while these run, nothing else wins by achievements",
    "melded": "after this card was melded by any means, after everything the meld does (`from_zone`: where "
    "it came from)",
    "icons": "a board's icon counts: returns the extra icons, a dict icon → count (`counts`: the printed ones)",
    "score@static": "a score: returns the points to add",
    "achievements": "achievements toward winning and in every count: returns how many to add (in a game "
    "with such karmas, the win is checked after every change, not only when an achievement is gained)",
    "achievement_cost": "the points an achievement of value `age` costs (`cost`: as the rules set it): "
    "returns the discount",
    "claim_value": "the highest top card as claiming an achievement reads it: returns what to add",
    "bonuses": "a score's bonuses: returns extra bonus values (a list of whole numbers)",
    "effect_age": "a value printed in an effect the owner executes, where card code reads it through "
    "`ctx.effect_age(age)`: returns what it counts as (several: the highest; never below the printed value); "
    "the current action's increase (`ctx.raise_effect_values`) is added after",
    "top_value": "the value the owner's `color` pile counts as for the Draw action (and a plugin's action "
    "that draws by a pile's value, through `ctx.action_top_value(color)`): returns a value, or None for no "
    "change (the highest counts)",
    "achievement_cards": "the Achieve action's choices: returns card ids the owner may claim as available "
    "achievements of their values (offered as `achieve <card>` while the owner is eligible for that value)",
    "zone": "a zone of the owner as cards see it (`ctx.hand()`, `ctx.score_pile()`, `ctx.forecast()`, the "
    "score): returns names of the owner's zones whose cards count as part of `zone` too (they do not move)",
    "pile_effects": "the piles whose shown effects (echo effects; a plugin's own, like inspire effects) run "
    "when the owner's `color` pile's effects are executed (a dogma of its card, a plugin's action on that "
    "pile): returns colours in the order their effects run, bottom to top within each (the `color` pile itself "
    "where named, else last); the piles keep their own effects too",
    "special_requirements": "the condition of the special achievement `achievement` (its id) for the owner: "
    "returns by how much each number in its requirement is lower (every count and value; docs/rulings.md "
    "names each special's reduced requirement), read by the condition through `ctx.requirement_relief(id)`",
    "dogma_targets": "the Dogma action's choices: returns more card ids the owner may activate",
    "dogma_effects": "a dogma of `card` by the owner (or of a card on the owner's board): returns effect "
    "functions run before its demand, like echo effects (shared)",
}


def is_plugin_trigger(trigger: str) -> bool:
    """A trigger a plugin defines and checks itself ("<set>.<name>", e.g. a Figures rule's
    "figures.fade"): a would-trigger it runs with ``ctx.would``, a static it reads with
    ``ctx.statics``; the core checks no argument names for it."""
    prefix, dot, name = trigger.partition(".")
    return bool(dot and prefix.isidentifier() and name.isidentifier())


def trigger_arguments(trigger: str, kind: KarmaKind) -> frozenset[str] | None:
    """The arguments ``trigger`` passes to a karma of ``kind`` (None: a plugin's trigger, any);
    ValueError for a trigger the kind does not have (a misspelt trigger fails when the set is
    built, not in a game)."""
    if kind != "when" and is_plugin_trigger(trigger):
        return None
    table = STATIC_TRIGGERS if kind == "static" else WHEN_TRIGGERS if kind == "when" else WOULD_TRIGGERS
    names = table.get(trigger)
    if names is None:
        raise ValueError(f"a {kind!r} karma has no trigger {trigger!r} (known: {', '.join(sorted(table))})")
    if trigger in NOT_YET:
        raise ValueError(f"the core does not check {trigger!r} karmas yet (docs/hooks.md, 'Karma')")
    if kind == "instead" and trigger in FIRST_ONLY:
        raise ValueError(f"a {trigger!r} karma can only be 'first' (the original cannot be replaced)")
    return names


def _accepted(fn: Callable[..., Any], offered: frozenset[str] | None, what: str) -> tuple[str, ...]:
    """The keyword arguments ``fn`` declares after ``ctx`` — each one the trigger offers."""
    try:
        params = list(inspect.signature(fn).parameters.values())
    except (TypeError, ValueError) as exc:
        raise ValueError(f"{what}: cannot read its signature") from exc
    if not params:
        raise ValueError(f"{what}: it must take ctx first")
    names = tuple(p.name for p in params[1:])
    unknown = [] if offered is None else [n for n in names if n not in offered]
    if offered is not None and unknown:
        raise ValueError(
            f"{what}: the trigger passes no {', '.join(unknown)} (it passes: {', '.join(sorted(offered))})"
        )
    return names


def _refuse_effect_context(fn: Callable[..., Any], what: str) -> None:
    """A static karma and a ``match`` get a ``CardContext`` (the owner's, on behalf of the karma
    card): nothing is executing, so one that declares an ``EffectContext`` (a ``KarmaContext``)
    would read a run, an activator or a kind it never has. Refused when the set is built; a
    ``ctx`` declared with names only a type checker sees is not checked."""
    from innovation.rules.context import EffectContext  # that module imports this one

    try:
        hints = typing.get_type_hints(fn)
        first = next(iter(inspect.signature(fn).parameters))
    except (NameError, TypeError, ValueError, StopIteration):
        return
    declared = hints.get(first)
    if isinstance(declared, type) and issubclass(declared, EffectContext):
        raise ValueError(
            f"{what}: its ctx is a CardContext (the owner's, on behalf of the card: nothing is executing), "
            f"not a {declared.__name__}"
        )


@dataclass(frozen=True)
class Karma:
    """One karma of a card: its ``trigger`` and ``kind``, the function (its docstring is the text
    players read), an optional ``match`` filter, and ``anyone`` (it reacts to every player's
    events, not only its owner's)."""

    card_id: str
    trigger: str
    kind: KarmaKind
    fn: Callable[..., Any]
    match: Callable[..., Any] | None = None
    anyone: bool = False
    #: The arguments ``fn`` and ``match`` take (checked against the trigger when registered).
    names: tuple[str, ...] = ()
    match_names: tuple[str, ...] = ()

    @classmethod
    def make(
        cls,
        card_id: str,
        trigger: str,
        kind: KarmaKind,
        fn: Callable[..., Any],
        match: Callable[..., Any] | None,
        anyone: bool,
    ) -> Karma:
        if kind not in KARMA_KINDS:
            raise ValueError(f"{card_id}: karma kind {kind!r} is none of {', '.join(KARMA_KINDS)}")
        offered = trigger_arguments(trigger, kind)
        if not inspect.getdoc(fn):
            raise ValueError(f"{card_id}: karma {fn.__name__} needs a docstring (its player-facing text)")
        if anyone and kind not in ("first", "instead"):
            raise ValueError(f"{card_id}: only a would-karma ('first' or 'instead') reacts to anyone's events")
        names = _accepted(fn, offered, f"{card_id}: karma {fn.__name__}")
        match_names = () if match is None else _accepted(match, offered, f"{card_id}: the match of {fn.__name__}")
        if kind == "static":
            _refuse_effect_context(fn, f"{card_id}: the static karma {fn.__name__}")
        if match is not None:
            _refuse_effect_context(match, f"{card_id}: the match of {fn.__name__}")
        return cls(card_id, trigger, kind, fn, match, anyone, names, match_names)

    @property
    def text(self) -> str:
        return " ".join((inspect.getdoc(self.fn) or "").split())

    def matches(self, ctx: object, args: Mapping[str, object]) -> bool:
        if self.match is None:
            return True
        return bool(self.match(ctx, **{n: args[n] for n in self.match_names}))

    def call(self, ctx: object, args: Mapping[str, object]) -> Any:
        return self.fn(ctx, **{n: args[n] for n in self.names})


class _Tally(threading.local):
    """Where karmas that took effect are counted while :func:`tally_karmas` is active (else None):
    per thread, and shared by the greenlets a game's answers run in (a context variable is not).
    ``seen``: the moments already counted (see :func:`tally_karmas`)."""

    counter: Counter[tuple[str, str]] | None = None
    seen: set[tuple[str, str, int]] | None = None


_TALLY = _Tally()


@contextmanager
def tally_karmas(seen: set[tuple[str, str, int]] | None = None) -> Iterator[Counter[tuple[str, str]]]:
    """Count, inside this block (this thread), each karma that takes effect, by (card id, the
    name of its function — one printed karma, whichever of its triggers): a would- or when-karma
    each time it runs, a static each time it changes a quantity (returns something other than
    nothing, zero or an empty collection) — once per moment of the game, the length of its event
    log then: a moment run again (a game re-running its answers from a snapshot, a reloaded save
    going on) or a static read again before anything more happened is not counted again. ``seen``
    keeps the moments counted across blocks (one set per game: a soak tallies answer by answer).
    For soaks and tests that ask which karmas a game reached; the game itself never reads it."""
    counter: Counter[tuple[str, str]] = Counter()
    outer = _TALLY.counter, _TALLY.seen
    _TALLY.counter, _TALLY.seen = counter, set() if seen is None else seen
    try:
        yield counter
    finally:
        _TALLY.counter, _TALLY.seen = outer


def note_karma(karma: Karma, at: int, result: object = True) -> None:
    """``karma`` took effect (a static: when ``result`` changes its quantity) when the game's log
    was ``at`` events long, if it is tallied."""
    tally = _TALLY.counter
    if (
        tally is not None
        and result is not None
        and result is not False
        and result != 0
        and result != []
        and result != {}
    ):
        key = (karma.card_id, karma.fn.__qualname__)
        seen = _TALLY.seen
        if seen is not None:
            if (*key, at) in seen:
                return
            seen.add((*key, at))
        tally[key] += 1


def karma_key(kind: KarmaKind, trigger: str) -> str:
    """The name under which a karma's trigger is listed in ``Rules.implemented`` when some card in
    play prints one — what the engine checks, as for a hook, before looking for karmas at all (a
    game without karmas pays one set look-up per trigger point)."""
    if kind == "static":
        return "karma.static." + trigger
    if kind == "when":
        return "karma.when." + trigger
    return "karma." + trigger
