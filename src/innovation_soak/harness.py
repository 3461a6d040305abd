"""The soak harness itself: seeded random games driven through the request/response API, with invariants
checked after every answer.

Embedders who run thousands of games can use it to convince themselves (and their CI) that no
sequence of legal answers crashes the engine, loses or duplicates a card, leaks hidden
information, or makes a saved game diverge::

    from innovation_soak import GameSpec, plan_games, run_game, soak

    report = run_game(GameSpec(seed=17, players=3))
    assert report.failure is None, report.failure.describe()

    summary = soak(plan_games(games=1000, seed=1))
    print(summary.games, summary.decisions, len(summary.failures))

What is checked (see ``docs/soak.md``):

* **after every answer** — conservation (every card of every set in exactly one place, counts per
  set unchanged, supply piles and colour piles well formed); no player's view holds the id or the
  name of a card that player may not see (hands, score piles and achievements of others, the
  supply, the face-down achievements), in any part of the view including the events and the
  decision; icon counts, points and achievement totals reported by the view and the engine equal
  an independent recomputation from the card data (:class:`Oracle`); no available special
  achievement is claimable and no side has reached the winning number of achievements while the
  game goes on;
* **at random decisions** — bad answers (wrong player, options not offered, malformed values) raise
  a typed error and change nothing; damaged saves (truncated, a bit flipped, a card duplicated or
  dropped by a hand edit, an unknown version) raise :class:`~innovation.errors.SaveError`; the
  live game is replaced by its own ``to_json`` / ``from_json`` copy, which must serialize
  identically, ask the same question and carry on — the final replay from scratch (below) never
  went through a save, so it proves that the loaded copy continued exactly as the original would;
* **at one random decision and at the end** — the answer log replays from scratch to the identical
  state (``to_json``): the mid-game replay uses ``game.answer``, the final one the synchronous
  :func:`innovation.play` path, so both driving paths are held to the same game;
* **at the end** — the result (winners, reason, scores, achievements) agrees with the oracle, and
  answering after the game is over raises :class:`~innovation.errors.GameOverError`.

The oracle is deliberately written from the card data and the rules digest (RULES.md §2.5, §4),
not by calling the engine's own counting functions, so a bug there cannot hide itself.
"""

from __future__ import annotations

import dataclasses
import itertools
import multiprocessing
import os
import random
import re
import signal
import time
import traceback
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

import msgspec

from innovation.bots.agents import play
from innovation.editions import (
    EDITION_ALIASES,
    EDITIONS,
    MAX_PLAYERS,
    EditionName,
    EditionRules,
    edition_rules,
    splay_zone_limit,
)
from innovation.errors import (
    ConfigError,
    GameOverError,
    IllegalAnswerError,
    InnovationError,
    NotImplementedRuleError,
    SaveError,
    UnknownExpansionError,
    WrongPlayerError,
)
from innovation.game import SAVE_VERSION, Game, GameConfig
from innovation.options import RULE_OPTIONS, RULE_OPTIONS_BY_NAME, OptionValue, check_value
from innovation.protocol.decisions import Decision
from innovation.protocol.events import Event
from innovation.protocol.view import GameView
from innovation.rules.karmas import tally_karmas
from innovation.rules.plugins import Rules, build_rules, edition_plays
from innovation.rules.state import GameState, Result
from innovation.rules.turn import Engine
from innovation.simulation.interrupts import InterruptGuard
from innovation_soak.faults import FaultPlugin, FaultViolation, check_fault
from innovation_soak.forgeries import ForgeryViolation, check_forged_saves, resign

T = TypeVar("T")

PLAYER_NAMES = ("ann", "bob", "cat", "dan", "eve")

# ----------------------------------------------------------------------------------- game specs


@dataclass(frozen=True)
class GameSpec:
    """One soak game: everything needed to replay it exactly.

    ``label`` is a one-token form (``"1234:3p"``, ``"77:4t"`` for a 2v2 game,
    ``"5:2p+echoes"``) accepted by :meth:`parse` and by ``innovation soak --game``.
    """

    seed: int
    players: int = 2
    teams: bool = False
    expansions: tuple[str, ...] = ()
    #: Rule options that differ from their defaults, by name (``(("edition", "first"),)``).
    options: tuple[tuple[str, OptionValue], ...] = ()

    def config(self) -> GameConfig:
        options: dict[str, Any] = dict(self.options)  # checked by GameConfig
        return GameConfig(
            players=PLAYER_NAMES[: self.players],
            seed=self.seed,
            expansions=self.expansions,
            teams=self.teams,
            **options,
        )

    @property
    def label(self) -> str:
        """E.g. ``"5:2p+artifacts/edition=first/relics"``: an option on is ``/name``, a choice
        ``/name=value``."""
        kind = "t" if self.teams else "p"
        options = "".join(f"/{k}" if v is True else f"/{k}={v}" for k, v in self.options)
        return f"{self.seed}:{self.players}{kind}" + "".join(f"+{e}" for e in self.expansions) + options

    @property
    def command(self) -> str:
        """The command that replays this game with every check (and prints what failed)."""
        return f"innovation soak --game {self.label}"

    @classmethod
    def parse(cls, text: str) -> GameSpec:
        m = re.fullmatch(r"\s*(-?\d+):([2-9])([pt])((?:\+[a-z_]+)*)((?:/[a-z_]+(?:=[a-z_]+)?)*)\s*", text)
        if m is None:
            raise ValueError(
                f"not a game label: {text!r} (expected e.g. 1234:3p, 77:4t, 5:2p+echoes or 6:2p/edition=first)"
            )
        players = int(m.group(2))
        if players > MAX_PLAYERS:
            raise ValueError(f"no edition seats {players} players (at most {MAX_PLAYERS})")
        teams = m.group(3) == "t"
        if teams and players != 4:
            raise ValueError("a team game (t) needs 4 players")
        expansions = tuple(e for e in m.group(4).split("+") if e)
        options: list[tuple[str, OptionValue]] = []
        for item in m.group(5).split("/")[1:]:
            name, _, value = item.partition("=")
            option = RULE_OPTIONS_BY_NAME.get(name)
            if option is None or not option.in_options or option.is_choice != bool(value):
                raise ValueError(f"not a rule option of a game label: /{item}")
            options.append((name, value if option.is_choice else True))
        return cls(seed=int(m.group(1)), players=players, teams=teams, expansions=expansions, options=tuple(options))


def combinations(expansions: Sequence[str], required: Sequence[str] = ()) -> list[tuple[str, ...]]:
    """Every set combination to soak: the base game alone plus each subset of ``expansions``;
    with ``required``, only the subsets holding every one of those sets (a soak of one set with
    every other: ``combinations(all_sets, ("unseen",))``). A required set that is not among
    ``expansions`` is a :class:`~innovation.errors.ConfigError`: no combination could hold it."""
    unique = list(dict.fromkeys(expansions))
    absent = [name for name in dict.fromkeys(required) if name not in unique]
    if absent:
        raise ConfigError(
            f"required set(s) {', '.join(absent)} not among the expansions soaked ({', '.join(unique) or 'none'})"
        )
    out: list[tuple[str, ...]] = []
    for k in range(len(unique) + 1):
        out += [tuple(c) for c in itertools.combinations(unique, k) if set(required) <= set(c)]
    return out


def available_combinations(
    combos: Sequence[tuple[str, ...]],
    edition: str | None = None,
) -> tuple[list[tuple[str, ...]], dict[tuple[str, ...], str]]:
    """Split ``combos`` into those the installed plugins can play and those they cannot (with the
    reason, e.g. an expansion that is installed but not implemented yet, or not available in the
    ``edition`` named: ``None`` or :data:`MIXED` for any). Unknown expansion names raise
    :class:`~innovation.errors.UnknownExpansionError`."""
    ok: list[tuple[str, ...]] = []
    skipped: dict[tuple[str, ...], str] = {}
    options = None if edition is None or edition == MIXED else {"edition": edition}
    for combo in combos:
        try:
            build_rules(combo, (), options)
        except UnknownExpansionError:
            raise
        except (NotImplementedRuleError, ConfigError) as exc:
            skipped[combo] = str(exc)
            continue
        ok.append(combo)
    return ok, skipped


def missing_cards(expansions: Sequence[str] = (), edition: str | None = None) -> list[str]:
    """Names of cards in play whose effects are not implemented (their dogma raises), in the
    ``edition`` named (``None`` or :data:`MIXED`: in every edition that plays these sets — a set
    made for the 4th edition only, The Unseen, plays in no other). Relics from sets that are not
    in play (Timbuktu without Cities, Ching Shih without Figures) can only become achievements, so
    they do not count; with its set in play a relic may reach a hand and counts like any card
    (Ching Shih's karmas are the Figures plugin's)."""
    editions = sorted(CHECKED_EDITIONS) if edition is None or edition == MIXED else [edition]
    out: set[str] = set()
    for name in editions:
        try:
            rules = build_rules(tuple(expansions), (), {"edition": name})
        except (NotImplementedRuleError, ConfigError):
            continue  # not played in that edition
        out |= _missing_in(rules)
    return sorted(out)


def _missing_in(rules: Rules) -> set[str]:
    return set(
        f"{info.name} ({info.set} {info.age})"
        for cid, info in rules.cards.items()
        if cid not in rules.effects and info.dogma_icon >= 0 and info.set in rules.sets
    )


#: In a soak plan, a rule option's value for every game, or :data:`MIXED`: drawn per game.
MIXED = "mixed"

#: The editions whose games this harness can check: its oracle reads what differs by edition
#: from the edition's :class:`~innovation.editions.EditionRules` (ages, icons, splays, seats, the
#: junk, when special achievements are claimed) and its own reading of each edition's special
#: achievements (:data:`SPECIAL_READINGS`), so every edition is checked.
CHECKED_EDITIONS: frozenset[str] = frozenset(EDITIONS)


def plan_games(
    games: int,
    seed: int = 1,
    players: Sequence[int] = (2, 3, 4),
    teams_share: float = 0.5,
    combos: Sequence[tuple[str, ...]] = ((),),
    options: Mapping[str, OptionValue] | None = None,
) -> Iterator[GameSpec]:
    """Game specs for a soak run: game ``i`` has seed ``seed + i``; its player count, team mode,
    set combination and rule options are derived from that seed alone, so one game replays on
    its own.

    ``options``: a value per rule option (``{"edition": "first", "relics": True}``), or
    :data:`MIXED` to draw it per game among its values; options left out keep their defaults.
    An option goes only into games where it applies (relics with Artifacts, compel_partners in
    team games, …: :attr:`RuleOption.needs <innovation.options.RuleOption.needs>`)."""
    wanted = dict(options or {})
    for name, value in wanted.items():
        option = RULE_OPTIONS_BY_NAME.get(name)
        if option is None or not option.in_options:
            raise ConfigError(f"unknown rule option {name!r}")
        if value != MIXED:
            check_value(option, value)
        if name == "edition" and value != MIXED and EDITION_ALIASES.get(str(value), value) not in CHECKED_EDITIONS:
            raise ConfigError(
                f"the soak harness cannot check {value!r}-edition games yet (it checks "
                f"{', '.join(sorted(CHECKED_EDITIONS))}): its oracle does not model that edition's rules"
            )
    edition = wanted.get("edition", RULE_OPTIONS_BY_NAME["edition"].default)
    if edition != MIXED:
        seats = edition_rules(edition)
        too_many = [n for n in players if not seats.min_players <= n <= seats.max_players]
        if too_many:
            raise ConfigError(
                f"the {seats.title} seats {seats.min_players} to {seats.max_players} players, not "
                f"{', '.join(map(str, too_many))}"
            )
    elif not any(edition_plays(e, combo, n) for e in CHECKED_EDITIONS for combo in combos for n in players):
        raise ConfigError("no edition plays these sets with these player counts")
    # Checked here, when the plan is made, not when its first game is drawn.
    return _planned(games, seed, players, teams_share, combos, wanted) if players and combos else iter(())


def _planned(
    games: int,
    seed: int,
    players: Sequence[int],
    teams_share: float,
    combos: Sequence[tuple[str, ...]],
    wanted: Mapping[str, OptionValue],
) -> Iterator[GameSpec]:
    for i in range(games):
        s = seed + i
        pick = random.Random(f"spec:{s}")
        n = players[pick.randrange(len(players))]
        teams = n == 4 and pick.random() < teams_share
        combo = combos[pick.randrange(len(combos))]
        if wanted.get("edition") == MIXED and not any(edition_plays(e, combo, n) for e in CHECKED_EDITIONS):
            # e.g. five players with an expansion no 5-seat edition has yet: a count that plays it
            seated = [k for k in players if any(edition_plays(e, combo, k) for e in CHECKED_EDITIONS)]
            if not seated:
                continue
            n = seated[pick.randrange(len(seated))]
            teams = n == 4 and pick.random() < teams_share
        chosen: dict[str, OptionValue] = {"teams": teams}
        for option in RULE_OPTIONS:  # table order: an option is settled after those it needs
            value = wanted.get(option.name, option.default)
            if value == MIXED:
                values: tuple[OptionValue, ...] = option.choices or (False, True)
                if option.name == "edition":  # only the editions these sets play in, for this many players
                    values = tuple(v for v in values if v in CHECKED_EDITIONS and edition_plays(str(v), combo, n))
                value = values[pick.randrange(len(values))]
            if option.in_options and all(chosen.get(need) or need in combo for need in option.needs):
                chosen[option.name] = value
        changed = tuple(
            (o.name, chosen[o.name])
            for o in RULE_OPTIONS
            if o.in_options and chosen.get(o.name, o.default) != o.default
        )
        yield GameSpec(
            seed=s, players=n, teams=teams, expansions=tuple(combo), options=_accepted(n, teams, combo, changed)
        )


def _accepted(
    players: int, teams: bool, combo: Sequence[str], changed: tuple[tuple[str, OptionValue], ...]
) -> tuple[tuple[str, OptionValue], ...]:
    """``changed`` without the options a set refuses in the chosen edition (relics: Artifacts has
    none in the 4th edition); the sets say so themselves, as a ConfigError of the configuration."""
    edition = tuple((name, value) for name, value in changed if name == "edition")
    kept = list(edition)
    for name, value in changed:
        if name == "edition":
            continue
        trial: dict[str, Any] = dict((*kept, (name, value)))  # checked by GameConfig
        try:
            GameConfig(players=PLAYER_NAMES[:players], teams=teams, expansions=tuple(combo), **trial)
        except ConfigError:
            continue
        kept.append((name, value))
    return tuple(sorted(kept, key=lambda item: [o.name for o in RULE_OPTIONS].index(item[0])))


# ----------------------------------------------------------------------------------- failures


class InvariantViolation(AssertionError):
    """An invariant does not hold. ``check`` names it (e.g. ``"conservation"``, ``"leak"``)."""

    def __init__(self, check: str, message: str) -> None:
        super().__init__(f"[{check}] {message}")
        self.check = check
        self.message = message


@dataclass
class Failure:
    """What broke in one game, with all that is needed to reproduce it."""

    spec: GameSpec
    #: Which invariant ("conservation", "leak", "oracle", "replay", "round-trip", "bad-answer",
    #: "result", "termination"), or "crash" for an unexpected exception, or "not-implemented".
    check: str
    message: str
    #: Every answer given before the failure, as (player, option).
    answers: list[tuple[str, str]]
    #: The decision pending when it failed (None at set-up or after the end).
    pending: Decision | None
    traceback: str = ""

    def describe(self, with_log: bool = True) -> str:
        lines = [
            f"game {self.spec.label}: {self.check}: {self.message}",
            f"  reproduce: {self.spec.command}",
            f"  after {len(self.answers)} answers"
            + (
                f"; pending: {self.pending.player} / {self.pending.kind} / {self.pending.prompt!r}"
                if self.pending
                else ""
            ),
        ]
        if with_log:
            lines.append("  answer log: " + msgspec.json.encode([f"{p}: {o}" for p, o in self.answers]).decode())
        return "\n".join(lines)

    def to_builtins(self) -> dict[str, Any]:
        return {
            "game": self.spec.label,
            "reproduce": self.spec.command,
            "check": self.check,
            "message": self.message,
            "answers": [list(a) for a in self.answers],
            "pending": None if self.pending is None else msgspec.to_builtins(self.pending),
            "traceback": self.traceback,
        }


@dataclass
class GameReport:
    spec: GameSpec
    answers: int
    seconds: float
    result: Result | None = None
    failure: Failure | None = None
    turns: int = 0
    #: Faults injected (answers refused and checked unchanged) and forged saves refused.
    faults: int = 0
    forgeries: int = 0
    #: Dogmas run per card whose text is a rule-option variant: ``{("edition=first", "oars"):
    #: (dogma actions and free dogmas, executions by another card)}``.
    variant_runs: dict[tuple[str, str], tuple[int, int]] = field(default_factory=dict)
    #: How often the rules that are rare to reach happened (see :func:`tally`).
    tallies: Counter[str] = field(default_factory=Counter)
    #: Dogmas run per card, by edition: ``{("fourth", "archery"): (dogmas, executions)}`` (see
    #: :func:`card_runs`).
    card_runs: dict[tuple[str, str], tuple[int, int]] = field(default_factory=dict)
    #: Karmas that took effect while the game's answers were played (not during the checks), by
    #: (card, the karma's function name): see :func:`innovation.rules.karmas.tally_karmas`.
    karma_runs: dict[tuple[str, str], int] = field(default_factory=dict)


def _answer_tallied(
    game: Game, player: str, choice: str, karmas: Counter[tuple[str, str]], seen: set[tuple[str, str, int]]
) -> None:
    """``game.answer(player, choice)``, adding the karmas that took effect to ``karmas`` — each
    moment of the game once (``seen``: the game's moments counted so far; a segment the game runs
    again from its snapshot, after a reload say, is not counted twice)."""
    with tally_karmas(seen) as fired:
        game.answer(player, choice)
    karmas.update(fired)


def karma_names(rules: Rules) -> dict[str, list[str]]:
    """Each card with karmas in ``rules``: its printed karmas in order, by the name of their
    function (a karma on several triggers is one)."""
    out: dict[str, list[str]] = {}
    for card, fx in rules.effects.items():
        names = list(dict.fromkeys(k.fn.__qualname__ for k in fx.karmas))
        if names:
            out[card] = names
    return out


#: How the log words an "execute" event that runs no dogma effect of its card: a karma of it, its
#: inspire effect (Figures in the Sky; :func:`innovation.rules.eventlog` words them).
NOT_DOGMA_EXECUTIONS = (" executes a karma of ", " executes the inspire effect of ")


def card_runs(game: Game) -> dict[tuple[str, str], tuple[int, int]]:
    """How often each card of ``game`` ran, keyed by (edition, card): as a dogma (an action or a
    free dogma) and as an execution by another card (self-/fully executed included) — not a
    karma's or an inspire effect's execution, which runs none of its dogma effects."""
    edition = edition_rules(game.config.edition).name
    counts: dict[tuple[str, str], tuple[int, int]] = {}
    for event in game.events:
        if event.kind not in ("dogma", "execute") or event.card is None:
            continue
        if event.kind == "execute" and any(words in event.text for words in NOT_DOGMA_EXECUTIONS):
            continue
        key = (edition, event.card)
        dogmas, executed = counts.get(key, (0, 0))
        counts[key] = (dogmas + 1, executed) if event.kind == "dogma" else (dogmas, executed + 1)
    return counts


def add_runs(into: dict[tuple[str, str], tuple[int, int]], runs: Mapping[tuple[str, str], tuple[int, int]]) -> None:
    """Add ``runs`` (dogmas, executions per key) into ``into``."""
    for key, (dogmas, executed) in runs.items():
        had = into.get(key, (0, 0))
        into[key] = (had[0] + dogmas, had[1] + executed)


def variant_runs(game: Game) -> dict[tuple[str, str], tuple[int, int]]:
    """How often each card of ``game`` whose behaviour comes from a rule-option variant ran:
    as a dogma (an action or a free dogma) and as an execution by another card."""
    counts: dict[tuple[str, str], tuple[int, int]] = {}
    effects = game.rules.effects
    for event in game.events:
        if event.kind not in ("dogma", "execute") or event.card is None:
            continue
        card_effects = effects.get(event.card)
        if card_effects is None or card_effects.variant is None:
            continue
        key = (card_effects.variant, event.card)
        dogmas, executed = counts.get(key, (0, 0))
        counts[key] = (dogmas + 1, executed) if event.kind == "dogma" else (dogmas, executed + 1)
    return counts


# ----------------------------------------------------------------------------------- the oracle

#: Icon codes and names (RULES.md "Encoding"; the avatar, RULES-4e.md §4): the icons that are ever
#: counted — which of them an edition counts is its ``EditionRules.icons``.
_ICON_NAMES = {1: "crown", 2: "leaf", 3: "lightbulb", 4: "castle", 5: "factory", 6: "clock", 7: "avatar"}
#: The six icons every edition counts (the 4th edition's Empire asks for these, not the avatar).
_CLASSIC_ICONS = ("crown", "leaf", "lightbulb", "castle", "factory", "clock")
#: Slots of a covered card that show, per pile splay (RULES.md §2.5; six-slot cards,
#: RULES-cities.md §4: splayed left a card also shows its top-right slot 4, and its top-centre
#: slot 5 shows only on top): none, left, right, up, and aslant (RULES-4e.md §4: all four
#: bottom and left slots). Which splays exist is the edition's ``EditionRules.splays``.
_SHOWN_SLOTS: dict[int, tuple[int, ...]] = {0: (), 1: (3, 4), 2: (0, 1), 3: (1, 2, 3), 4: (0, 1, 2, 3)}
#: Cities of Destiny's flag and fountain (RULES-cities.md §5) and the icons a Meld action runs
#: (§4), by their codes in the card data.
_FLAG, _FOUNTAIN = 8, 9
_MELD_ICONS = {11: "splay_left", 12: "splay_right", 13: "splay_up", 14: "plus", 15: "junk", 16: "uplift", 17: "unsplay"}
_SPLAY_NAMES = {0: "none", 1: "left", 2: "right", 3: "up", 4: "aslant"}
_COLOR_NAMES = ("blue", "red", "green", "yellow", "purple")


#: A special achievement's condition as the oracle reads it: (oracle, state, player) → holds.
SpecialCondition = Callable[["Oracle", GameState, int], bool]


def _monument_by_counters(o: Oracle, st: GameState, p: int) -> bool:
    """3rd edition (RULES.md §4.2): tuck six cards or score six cards in one turn."""
    pl = st.players[p]
    return pl.tucked_this_turn >= 6 or pl.scored_this_turn >= 6


def _monument_by_demands(o: Oracle, st: GameState, p: int) -> bool:
    """4th edition (RULES-4e.md §6): at least four top cards with a demand effect."""
    return sum(1 for pile in st.players[p].piles if pile and o.rules.cards[pile[-1]].has_demand) >= 4


def _empire(o: Oracle, st: GameState, p: int) -> bool:
    """Three or more of each of the six original icons (the avatar does not count)."""
    icons = o.icons(st, p)
    return all(icons[name] >= 3 for name in _CLASSIC_ICONS)


def _world(o: Oracle, st: GameState, p: int) -> bool:
    return o.icons(st, p)["clock"] >= 12


def _wonder(*splays: int) -> SpecialCondition:
    """Five colours, each splayed in one of ``splays``."""

    def wonder(o: Oracle, st: GameState, p: int) -> bool:
        pl = st.players[p]
        return all(pl.piles[c] and pl.splays[c] in splays for c in range(5))

    return wonder


def _universe(o: Oracle, st: GameState, p: int) -> bool:
    return all(pile and o.rules.cards[pile[-1]].age >= 8 for pile in st.players[p].piles)


def _top_values(o: Oracle, st: GameState, p: int) -> list[int]:
    cards = o.rules.cards
    return [cards[pile[-1]].faceup_age or cards[pile[-1]].age for pile in st.players[p].piles if pile]


def _unseen_special(minimum: int, rest: Callable[[Oracle, GameState, int], bool]) -> SpecialCondition:
    """The Unseen's special achievements (RULES-4e.md §7): a top card of ``minimum`` or more, and ``rest``."""

    def condition(o: Oracle, st: GameState, p: int) -> bool:
        return max(_top_values(o, st, p), default=0) >= minimum and rest(o, st, p)

    return condition


def _four_secrets(o: Oracle, st: GameState, p: int) -> bool:
    return len(st.players[p].zones.get("safe", ())) >= 4


def _no_odd_top_card(o: Oracle, st: GameState, p: int) -> bool:
    return all(v % 2 == 0 for v in _top_values(o, st, p))


def _no_standard_achievement(o: Oracle, st: GameState, p: int) -> bool:
    # A Museum card claimed as an achievement is not a standard achievement (docs/rulings.md "Museums").
    cards: Mapping[str, object] = o.rules.cards
    return not any(a in cards and not o.rules.is_fixture(a) for a in st.players[p].achievements)


def _no_factory(o: Oracle, st: GameState, p: int) -> bool:
    return o.icons(st, p)["factory"] == 0


def _fewer_than_five_colours(o: Oracle, st: GameState, p: int) -> bool:
    return sum(1 for pile in st.players[p].piles if pile) < 5


#: The Unseen's five (4th edition only), as RULES-4e.md §7 words them.
_UNSEEN_SPECIALS: dict[str, SpecialCondition] = {
    "confidence": _unseen_special(5, _four_secrets),
    "zen": _unseen_special(6, _no_odd_top_card),
    "anonymity": _unseen_special(7, _no_standard_achievement),
    "folklore": _unseen_special(8, _no_factory),
    "mystery": _unseen_special(9, _fewer_than_five_colours),
}

_THIRD_SPECIALS: dict[str, SpecialCondition] = {
    "monument": _monument_by_counters,
    "empire": _empire,
    "world": _world,
    "wonder": _wonder(2, 3),
    "universe": _universe,
}
#: The base special achievements' conditions as each edition words them (RULES.md §4.2,
#: RULES-4e.md §6), written here from the digests rather than taken from the plugin; the edition
#: in play chooses its table. Of the expansions' special achievements only The Unseen's are covered.
SPECIAL_READINGS: dict[EditionName, dict[str, SpecialCondition]] = {
    "third": _THIRD_SPECIALS,
    "first": _THIRD_SPECIALS,
    "fourth": {**_THIRD_SPECIALS, "monument": _monument_by_demands, "wonder": _wonder(2, 3, 4), **_UNSEEN_SPECIALS},
}


class Oracle:
    """Independent recomputation of what the engine reports, from the card data and the rules
    digest only (never through the engine's counting functions). What differs by edition is read
    from the edition's :class:`~innovation.editions.EditionRules` (``edition``; the 3rd edition's
    when not given) and :data:`SPECIAL_READINGS`."""

    def __init__(self, rules: Rules, edition: EditionRules | None = None) -> None:
        self.rules = rules
        self.edition = edition = edition or edition_rules("third")
        #: The names of the icons this edition counts.
        self.icon_names = tuple(_ICON_NAMES[code] for code in edition.icons)
        self.specials = SPECIAL_READINGS[edition.name]
        #: Whether any card in play prints a flag or a fountain (none without Cities).
        self._flags_or_fountains = any(_FLAG in info.icons or _FOUNTAIN in info.icons for info in rules.cards.values())
        self._icons = {cid: info.icons for cid, info in rules.cards.items()}
        self._age = {cid: info.age for cid, info in rules.cards.items()}
        self._pile_cache: dict[tuple[tuple[str, ...], int], list[int]] = {}
        #: The static karma triggers some card in play prints (Figures): the counts they change
        #: take what the karmas return (:attr:`statics`) on top of the oracle's own printed count.
        effects = getattr(rules, "effects", None) or {}  # a test's stand-in may carry only the cards
        self.static_triggers = frozenset(k.trigger for fx in effects.values() for k in fx.karmas if k.kind == "static")
        #: ``(state, player, trigger, args) -> values`` of the player's static karmas of that trigger,
        #: as their cards' code returns them (set by :class:`InvariantChecker`; the karmas are card
        #: code with scenario tests of their own — the printed counts and the arithmetic around them
        #: stay the oracle's).
        self.statics: Callable[[GameState, int, str, Mapping[str, object]], list[Any]] | None = None

    def _karmas(self, state: GameState, p: int, trigger: str, args: Mapping[str, object] | None = None) -> list[Any]:
        if self.statics is None or trigger not in self.static_triggers:
            return []
        return self.statics(state, p, trigger, args or {})

    def _visible_slots(self, state: GameState, p: int) -> list[int]:
        """The codes in every visible slot of ``p``'s board: every slot of a top card, and the
        slots a splay uncovers on each card beneath it (RULES.md §2.5)."""
        pl = state.players[p]
        out: list[int] = []
        for color, pile in enumerate(pl.piles):
            if pile:
                out += self._pile_codes(pile, pl.splays[color])
        return out

    def _pile_codes(self, pile: Sequence[str], splay: int) -> list[int]:
        key = (tuple(pile), splay)
        codes = self._pile_cache.get(key)
        if codes is None:
            if len(self._pile_cache) > 50_000:
                self._pile_cache.clear()
            codes = self._pile_cache[key] = self._pile_slots(pile, splay)
        return codes

    def _pile_slots(self, pile: Sequence[str], splay: int) -> list[int]:
        codes: list[int] = []
        for depth, card in enumerate(reversed(pile)):
            slots = self._icons[card]
            for s in range(len(slots)) if depth == 0 else _SHOWN_SLOTS[splay]:
                if s < len(slots):
                    codes.append(slots[s])
        return codes

    def icons(self, state: GameState, p: int) -> dict[str, int]:
        """Visible resource icons on ``p``'s board (hexes, echo slots and bonuses do not count)."""
        counts = dict.fromkeys(self.icon_names, 0)
        printed = [0] * (max(_ICON_NAMES) + 1)
        for code in self._visible_slots(state, p):
            if 0 <= code < len(printed):
                printed[code] += 1
            name = _ICON_NAMES.get(code)
            if name in counts:
                counts[name] += 1
        # Static "icons" karmas: each reads the printed counts; what they add is clamped at 0.
        for extra in self._karmas(state, p, "icons", {"counts": tuple(printed)}):
            for code, n in extra.items():
                name = _ICON_NAMES.get(code)
                if name in counts:
                    counts[name] = max(0, counts[name] + n)
        return counts

    def points(self, state: GameState, p: int) -> int:
        """Score = the ages of the cards in the score pile (RULES.md §4.1) plus, with bonuses on
        the board (Echoes), the largest visible bonus and 1 for each other one (§6.1). Bonuses run
        1–11, and to 12 on some 4th-edition age-11 cards (Echoes, Cities)."""
        pl = state.players[p]
        scored = list(pl.score)
        # Static karmas: other zones counting as part of the score pile, extra bonuses, extra points.
        for zones in self._karmas(state, p, "zone", {"zone": "score"}):
            for zone in zones:
                there = pl.hand if zone == "hand" else pl.zones.get(zone, []) if zone != "score" else []
                scored += [c for c in there if c not in scored]
        total = sum(self._age[c] for c in scored)
        bonuses = [code - 100 for code in self._visible_slots(state, p) if 101 <= code <= 112]
        for extra in self._karmas(state, p, "bonuses"):
            bonuses += extra
        if bonuses:
            total += max(bonuses) + len(bonuses) - 1
        return total + sum(int(v) for v in self._karmas(state, p, "score"))

    def board_achievements(self, state: GameState, p: int) -> int:
        """Cities' flags and fountains that count for ``p`` (RULES-cities.md §5): every visible
        fountain, and every visible flag of a colour in which no opponent still in the game shows
        more cards (all cards of a splayed pile show, one of an unsplayed pile)."""
        if not self._flags_or_fountains:
            return 0

        def shown(q: int, color: int) -> int:
            pile = state.players[q].piles[color]
            return len(pile) if pile and state.players[q].splays[color] else min(1, len(pile))

        pl = state.players[p]
        opponents = [
            q
            for q, other in enumerate(state.players)
            if not other.eliminated and self.side_of(state, q) != self.side_of(state, p)
        ]
        total = 0
        for color, pile in enumerate(pl.piles):
            if not pile:
                continue
            codes = self._pile_codes(pile, pl.splays[color])
            total += codes.count(_FOUNTAIN)
            if all(shown(q, color) <= shown(p, color) for q in opponents):
                total += codes.count(_FLAG)
        return total

    def achievements_of(self, state: GameState, p: int) -> int:
        """The achievement pile plus the flags and fountains that count (RULES-cities.md §2), and
        what static "achievements" karmas add."""
        extra = sum(int(v) for v in self._karmas(state, p, "achievements"))
        return len(state.players[p].achievements) + self.board_achievements(state, p) + extra

    def achievements_to_win(self, n_players: int, teams: bool, expansions: Sequence[str], extra: bool) -> int:
        """RULES.md §4.3, RULES-4e.md §2: 6/5/4/3 for 2/3/4/5 players (8 − players), 6 for teams;
        +1 per expansion and option."""
        base = 6 if teams else 8 - n_players
        return base + len(expansions) + (1 if extra else 0)

    def side_of(self, state: GameState, p: int) -> int:
        return p if state.teams is None else state.teams[p]

    def side_achievements(self, state: GameState) -> dict[int, int]:
        out: dict[int, int] = Counter()
        for p in range(len(state.players)):
            out[self.side_of(state, p)] += self.achievements_of(state, p)
        return dict(out)

    def claimable_specials(self, state: GameState) -> list[tuple[str, str]]:
        """(player, special) pairs where a still-available base special achievement's condition
        holds (RULES.md §4.2, RULES-4e.md §6) — which must never be the case at a moment the
        edition checks them (:meth:`specials_settled`). A special in the junk is not available."""
        out: list[tuple[str, str]] = []
        for p, pl in enumerate(state.players):
            if pl.eliminated:
                continue
            for sid in state.specials:
                condition = self.specials.get(sid)  # an expansion's special achievement: not covered
                if condition is not None and condition(self, state, p):
                    out.append((pl.name, sid))
        return out

    def specials_settled(self, pending: Decision | None) -> bool:
        """Whether the special achievements have been checked for the state the game is in when
        it asks ``pending``: always when they are claimed the moment a condition holds (3rd
        edition); only between actions when they are claimed at the end of each action (4th)."""
        return self.edition.special_timing == "immediately" or (pending is not None and pending.kind == "action")

    def score_winners(self, state: GameState) -> list[str]:
        """Winners when the game ends by score (RULES.md §4.4): most points, then most
        achievements; partners' points and achievements are pooled; ties share the win."""
        sides: dict[int, tuple[int, int]] = {}
        for p in range(len(state.players)):
            pts, ach = sides.get(self.side_of(state, p), (0, 0))
            sides[self.side_of(state, p)] = (pts + self.points(state, p), ach + self.achievements_of(state, p))
        best = max(sides.values())
        return [pl.name for p, pl in enumerate(state.players) if sides[self.side_of(state, p)] == best]


# ----------------------------------------------------------------------------------- invariants

_TOKEN_RE = re.compile(r"[A-Za-z0-9_]+")
_PUBLIC_PLAYER_ZONES = frozenset({"board", "display", "revealed", "museums"})
#: Shared zones whose cards lie face up: removed cards, the relics, the 4th edition's junk
#: (RULES-4e.md §4; special achievements junked there too), the 4th edition's museums, held or
#: free (Artifacts, RULES-4e.md §6: face up).
_PUBLIC_SHARED_ZONES = frozenset({"removed", "relics", "junk", "free_museums"})
#: The shared zones that may hold special achievements: the junk (4th edition: Feudalism,
#: Publications junk an available one; RULES-4e.md §4) and the cards set aside while a game
#: within the game is played (Martian Internet: a player's achievements too).
_SPECIALS_ALLOWED = frozenset({"junk", "set_aside"})


def _where_index(state: GameState) -> dict[str, list[str]]:
    """Every card id → the places it occupies, walking the state by hand."""
    where: dict[str, list[str]] = {}

    def put(cards: Iterable[str], place: str) -> None:
        for c in cards:
            where.setdefault(c, []).append(place)

    for pl in state.players:
        put(pl.hand, f"{pl.name}:hand")
        for color, pile in enumerate(pl.piles):
            put(pile, f"{pl.name}:board:{color}")
        put(pl.score, f"{pl.name}:score")
        put(pl.achievements, f"{pl.name}:achievements")
        for zone, cards in pl.zones.items():
            put(cards, f"{pl.name}:{zone}")
    for set_name, ages in state.decks.items():
        for age, deck in enumerate(ages, start=1):
            put(deck, f"deck:{set_name}:{age}")
    put(state.achievements, "available")
    put(state.specials, "specials")
    put(state.removed, "removed")
    for zone, cards in state.zones.items():
        put(cards, zone)
    return where


class InvariantChecker:
    """Checks one game's invariants. Call :meth:`check` after every answer; call :meth:`rebind`
    when the game object is replaced (after a save/load round-trip)."""

    def __init__(self, game: Game) -> None:
        self.game = game
        rules = game.rules
        self.rules = rules
        #: What differs by edition (ages, icons, splays, seats, special achievements' timing).
        self.edition = edition_rules(game.config.edition)
        self.oracle = Oracle(rules, self.edition)
        self.oracle.statics = self._static_karmas
        self.universe: frozenset[str] = frozenset(rules.cards) | frozenset(rules.specials)
        self.per_set: Counter[str] = Counter(info.set for info in rules.cards.values())
        self.per_set["special"] = len(rules.specials)
        self._card_ids = frozenset(rules.cards)
        #: Relics lie face up wherever they are (RULES.md §5.5).
        self._relics = frozenset(cid for cid, info in rules.cards.items() if getattr(info, "relic", False))
        self._set_of = {cid: info.set for cid, info in rules.cards.items()}
        self._set_of.update(dict.fromkeys(rules.specials, "special"))
        self.names = [p.name for p in game.state.players]
        cfg = game.config
        #: The oracle knows the shipped rule sets only: with hand-registered plugins (which may
        #: change scores or the winning number through hooks) those two checks are skipped.
        self.covered = not cfg.plugins
        self.target = self.oracle.achievements_to_win(
            len(self.names), cfg.teams is not False, cfg.expansions, cfg.extra_achievement
        )
        if not self.covered:
            self.target = game.engine().achievements_to_win()
        # card names → ids, and a pattern per name (grouped by first word) to find them in free text
        self._id_by_name = {info.name: cid for cid, info in rules.cards.items()}
        self._first_words: dict[str, list[tuple[str, re.Pattern[str]]]] = {}
        for name in self._id_by_name:
            pattern = re.compile(r"(?<!\w)" + re.escape(name) + r"(?!\w)")
            self._first_words.setdefault(_TOKEN_RE.findall(name)[0], []).append((name, pattern))
        #: Cards each viewer has legitimately learned (from public moves, own zones, reveals).
        self.known: dict[str, set[str]] = {n: set() for n in self.names}
        #: Events already checked for each viewer (the original Event objects, in order).
        self._checked_events: dict[str, list[Event]] = {n: [] for n in self.names}
        #: Cards revealed to everyone and not moved since (as ``viewer`` saw the events so far).
        self.revealed: dict[str, set[str]] = {n: set() for n in self.names}
        self.checks = 0
        self._icons_now: list[dict[str, int]] = []
        self._points_now: list[int] = []

    def _static_karmas(self, state: GameState, p: int, trigger: str, args: Mapping[str, object]) -> list[Any]:
        """What ``p``'s static karmas of ``trigger`` return in ``state`` (the game's own state)."""
        return Engine(self.rules, state, [], options=self.game.config.options).static_karmas(trigger, p, args)

    def rebind(self, game: Game) -> None:
        self.game = game

    # ------------------------------------------------------------------ entry point
    def check(self, *, views: bool = True, full: bool = False, decider: bool = False) -> None:
        """Every cheap invariant (conservation, counts, specials, the winning target) and, with
        ``views``, the leak check of every player's view (of its new events; of all of them with
        ``full``); without ``views`` but with ``decider``, of the view of the player asked next."""
        self.checks += 1
        self._recount()
        self.check_conservation()
        self._check_counts()
        pending = self.game.pending
        if pending is not None:
            self.check_ongoing()
        if views:
            for name in self.names:
                self._check_view(name, full=full)
        elif decider and pending is not None:
            self._check_view(pending.player)

    # ------------------------------------------------------------------ conservation
    def check_conservation(self) -> dict[str, list[str]]:
        st = self.game.state
        where = _where_index(st)
        dupes = {c: places for c, places in where.items() if len(places) > 1}
        if dupes:
            raise InvariantViolation("conservation", f"cards in more than one place: {_short(dupes)}")
        held = frozenset(where)
        if held != self.universe:
            lost = sorted(self.universe - held)
            strange = sorted(held - self.universe)
            raise InvariantViolation("conservation", f"cards lost {lost[:8]}, unknown cards {strange[:8]}")
        per_set = Counter(self._set_of[c] for c in where)
        if per_set != self.per_set:
            raise InvariantViolation("conservation", f"cards per set {dict(per_set)} != {dict(self.per_set)}")
        cards = self.rules.cards
        max_age = self.edition.max_age
        for set_name, ages in st.decks.items():
            if len(ages) != max_age:
                raise InvariantViolation("conservation", f"{set_name} has {len(ages)} supply piles, not {max_age}")
            for age, deck in enumerate(ages, start=1):
                for c in deck:
                    if cards[c].set != set_name or cards[c].age != age:
                        raise InvariantViolation("conservation", f"{c} lies in the {set_name} {age} supply pile")
        for pl in st.players:
            if len(pl.piles) != 5 or len(pl.splays) != 5:
                raise InvariantViolation("conservation", f"{pl.name}'s board does not have five piles")
            for color, pile in enumerate(pl.piles):
                for c in pile:
                    if c not in cards or cards[c].color != color:
                        raise InvariantViolation("conservation", f"{c} lies in {pl.name}'s {_COLOR_NAMES[color]} pile")
                if pl.splays[color] not in self.edition.splays:
                    raise InvariantViolation(
                        "conservation",
                        f"{pl.name}'s {_COLOR_NAMES[color]} pile is splayed {pl.splays[color]}, "
                        f"not a splay of the {self.edition.title}",
                    )
                if len(pile) < 2 and pl.splays[color] != 0:
                    raise InvariantViolation(
                        "conservation", f"{pl.name}'s {_COLOR_NAMES[color]} pile of {len(pile)} is splayed"
                    )
            for c in pl.hand + pl.score:
                if c in self.rules.specials:
                    raise InvariantViolation("conservation", f"special achievement {c} in {pl.name}'s hand/score")
            for zone in self.edition.splay_limited_zones:  # the forecast and the safe: never past 5 − 0
                held_there = pl.zones.get(zone, ())
                if len(held_there) > splay_zone_limit(0):  # more than 5 cards: the count is never 1
                    raise InvariantViolation("conservation", f"{pl.name}'s {zone} holds {len(held_there)} cards")
                stray = [c for c in held_there if c in self.rules.specials]
                if stray:
                    raise InvariantViolation("conservation", f"special achievements {stray} in {pl.name}'s {zone}")
        for c in st.achievements:
            if c in self.rules.specials:
                raise InvariantViolation("conservation", f"special achievement {c} in the standard achievements")
        for zone, cards_there in st.zones.items():
            if zone not in _SPECIALS_ALLOWED:
                stray = [c for c in cards_there if c in self.rules.specials]
                if stray:
                    raise InvariantViolation("conservation", f"special achievements {stray} in the {zone}")
        return where

    # ------------------------------------------------------------------ counts
    def _recount(self) -> None:
        st = self.game.state
        self._icons_now = [self.oracle.icons(st, p) for p in range(len(st.players))]
        self._points_now = [self.oracle.points(st, p) for p in range(len(st.players))]

    def check_counts(self) -> None:
        """Icon counts, points and the winning number reported by the engine against the oracle."""
        self._recount()
        self._check_counts()

    def _check_counts(self) -> None:
        st = self.game.state
        engine = self.game.engine()
        for p, pl in enumerate(st.players):
            icons = self._icons_now[p]
            reported = engine.icon_counts(p)
            got = {_ICON_NAMES[code]: reported[code] for code in self.edition.icons}
            if got != icons:
                raise InvariantViolation("oracle", f"{pl.name}'s icons: engine says {got}, board shows {icons}")
            if self.covered:
                pts = self._points_now[p]
                if engine.score_points(p) != pts:
                    raise InvariantViolation(
                        "oracle", f"{pl.name}'s points: engine says {engine.score_points(p)}, score pile holds {pts}"
                    )
        if self.covered and engine.achievements_to_win() != self.target:
            raise InvariantViolation(
                "oracle", f"achievements to win: engine says {engine.achievements_to_win()}, rules say {self.target}"
            )

    def check_ongoing(self) -> None:
        """While the game waits for an answer: nobody may hold a claimable special achievement
        that is still available, and no side may have reached the winning number."""
        st = self.game.state
        if st.phase == "over" or st.result is not None:
            raise InvariantViolation("result", "the game is over but still asks a question")
        claimable = self.oracle.claimable_specials(st) if self.oracle.specials_settled(self.game.pending) else []
        if claimable:
            raise InvariantViolation("oracle", f"special achievements left unclaimed: {claimable}")
        sides = self.oracle.side_achievements(st)
        if max(sides.values()) >= self.target:
            raise InvariantViolation("oracle", f"achievements {sides} reach {self.target} but the game goes on")
        pending = self.game.pending
        assert pending is not None
        if pending.player not in self.names:
            raise InvariantViolation("decision", f"decision for unknown player {pending.player!r}")
        if not pending.options or len(set(pending.options)) != len(pending.options):
            raise InvariantViolation("decision", f"options empty or repeated: {pending.options}")
        if not all(isinstance(o, str) for o in pending.options):
            raise InvariantViolation("decision", "non-string option")

    # ------------------------------------------------------------------ views
    def hidden_from(self, viewer: str) -> set[str]:
        """Ids ``viewer`` may not see where they lie now: the supply, the face-down standard
        achievements, private shared zones, and other players' hands, score piles, achievements
        and private zones (special achievements are always public)."""
        st = self.game.state
        hidden: set[str] = set()
        for ages in st.decks.values():
            for deck in ages:
                hidden.update(deck)
        hidden.update(st.achievements)
        for zone, cards in st.zones.items():
            if zone not in _PUBLIC_SHARED_ZONES:
                hidden.update(c for c in cards if c not in self._relics and c not in self.rules.specials)
        for pl in st.players:
            if pl.name == viewer:
                continue
            hidden.update(pl.hand)
            hidden.update(pl.score)
            hidden.update(c for c in pl.achievements if c not in self.rules.specials and c not in self._relics)
            for zone, cards in pl.zones.items():
                if zone not in _PUBLIC_PLAYER_ZONES:
                    hidden.update(cards)
        return hidden

    def check_view(self, viewer: str, *, full: bool = False) -> None:
        """See :meth:`_check_view`."""
        self._recount()
        self._check_view(viewer, full=full)

    def _check_view(self, viewer: str, *, full: bool = False) -> None:
        """The whole view of ``viewer``, as its JSON data model: every part but the events by
        position (no id of a card ``viewer`` cannot see now, no name of a card they never
        learned), the events one by one as they appear (no card, name or id that the move did
        not show ``viewer``), plus the consistency of the view with the state.

        The view is asked for the events not checked yet only (``events_since``, as a polling
        client asks), so a check costs what the answer added, not the whole log again; ``full``
        asks for and checks every event (the end of a game does)."""
        since = self._unchecked_from(viewer, full=full)
        view: GameView = self.game.view(viewer, events_since=since)
        if view.events_since != since:
            raise InvariantViolation("view", f"{viewer} asked for the events since {since}, got {view.events_since}")
        hidden = self.hidden_from(viewer)
        known = self.known[viewer]
        known |= self._card_ids - hidden  # what one sees now, one knows from now on
        self._check_events(viewer, view.events, since, hidden)
        # The rest of the view, as the JSON an embedder would send: no token of it may be the id
        # of a card hidden from the viewer, and no card name in it may be one they never knew.
        # The pending decision may also offer cards revealed to everyone and not moved since, and
        # name its source (the card whose dogma runs, announced to all) wherever it is now.
        # Ids are looked for in every string value except free text (prompts, event texts, a
        # result's detail), which is searched for card names instead: ids are often plain words.
        result, decision = view.result, view.decision
        rest = msgspec.structs.replace(
            view,
            events=[],
            decision=None,
            # A dogma win names its card: announced to everyone as it ran, so known to all even
            # if the effect then moved it out of sight (Robotics scoring Self Service).
            result=None
            if result is None
            else msgspec.structs.replace(result, detail="", card=result.card if result.card not in known else None),
        )
        allowed = set(self.revealed[viewer])
        if decision is not None and decision.source in known:
            allowed.add(decision.source)
        bare = None if decision is None else msgspec.structs.replace(decision, prompt="")
        for part, ok, where in ((rest, set[str](), "view"), (bare, allowed, "decision")):
            leaked = (hidden & _id_tokens(part)) - ok
            if leaked:
                body = msgspec.to_builtins(part)
                paths = [path for path, text in _strings(body) if leaked.intersection(_TOKEN_RE.findall(text))]
                raise InvariantViolation(
                    "leak", f"{viewer}'s {where} shows hidden cards {sorted(leaked)} at {paths[:5]}: {body!r:.300}"
                )
        if decision is not None:
            self._check_text(viewer, decision.prompt, hidden, "decision.prompt")
        if result is not None:
            self._check_text(viewer, result.detail, hidden, "result.detail")
        self._check_view_matches_state(viewer, view)

    def _names_in(self, text: str, tokens: set[str]) -> list[str]:
        """Card names written in ``text`` (``tokens``: its word tokens, to skip the regex search
        for names whose first word is absent). A name inside a longer one ("Tools" in "Machine
        Tools") does not count."""
        spans: list[tuple[int, int, str]] = []
        for word in self._first_words.keys() & tokens:
            for name, pattern in self._first_words[word]:
                spans += [(m.start(), m.end(), name) for m in pattern.finditer(text)]
        return sorted(
            {name for a, b, name in spans if not any(x <= a and b <= y and (y - x) > (b - a) for x, y, _ in spans)}
        )

    def _check_text(self, viewer: str, text: str, hidden: set[str], where: str) -> None:
        """Free text may name only cards ``viewer`` can see now or has learned."""
        known = self.known[viewer]
        for name in self._names_in(text, set(_TOKEN_RE.findall(text))):
            cid = self._id_by_name[name]
            if cid in hidden and cid not in known:
                i = text.find(name)
                excerpt = text[max(0, i - 60) : i + len(name) + 20]
                raise InvariantViolation("leak", f"{where} names {name}, which {viewer} cannot know: …{excerpt}…")

    def _unchecked_from(self, viewer: str, *, full: bool = False) -> int:
        """The index of the first event of the game not yet checked for ``viewer`` (0 with
        ``full``: check them all again). Events are only ever appended, or cut back to a stable
        point and re-run identically, so only events that differ from the ones already checked
        (at the same place) are new."""
        originals = self.game.events
        done = self._checked_events[viewer]
        if full:
            done.clear()
            return 0
        k = min(len(done), len(originals))
        while k > 0 and done[k - 1] != originals[k - 1]:
            k -= 1
        # The events before the last one that still agrees are not compared again (that would
        # word the whole log at every answer): the check at the end of a game compares them all.
        del done[k:]
        return k

    def _check_events(self, viewer: str, shown: Sequence[Event], since: int, hidden: set[str]) -> None:
        originals = self.game.events
        if since + len(shown) != len(originals):
            raise InvariantViolation(
                "view", f"{viewer}'s view has {len(shown)} events since {since}, the game {len(originals)}"
            )
        done = self._checked_events[viewer]
        k = len(done)
        assert k == since, (k, since)
        known = self.known[viewer]
        cards = self.rules.cards
        # Pass 1: what each new event shows, and what the viewer learns from it. Pass 2: the ids
        # and names the events carry. (All events of one answer appear at once, so an action's
        # announcement may name the card that the same answer puts on the board.)
        batch: list[tuple[int, Event, set[str], list[str]]] = []
        for i in range(k, len(originals)):
            orig, ev = originals[i], shown[i - since]
            if ev.kind != orig.kind or ev.player != orig.player:
                raise InvariantViolation("view", f"{viewer}'s event {i} is not the game's: {ev} vs {orig}")
            tokens = _id_tokens(msgspec.structs.replace(ev, text="", public_text=None))
            texts = [t for t in (ev.text, ev.public_text) if t]
            card = orig.card
            if card is not None and card in cards:
                allowed = self._learns(viewer, orig, hidden)
                if allowed:
                    known.add(card)
                elif (
                    ev.card is not None
                    or card in tokens
                    or any(cards[card].name in t or card in _TOKEN_RE.findall(t) for t in texts)
                ):
                    raise InvariantViolation("leak", f"event {i} shows {viewer} the hidden card {card}: {ev}")
                if ev.card is not None and ev.card != card:
                    raise InvariantViolation("view", f"event {i} shows {ev.card} for {card}")
            batch.append((i, ev, tokens, texts))
            done.append(orig)
        for i, ev, tokens, texts in batch:
            leaked = (tokens & hidden) - known
            if leaked:
                raise InvariantViolation("leak", f"event {i} shows {viewer} hidden cards {sorted(leaked)}: {ev}")
            for t in texts:
                self._check_text(viewer, t, hidden, f"events[{i}]")

    def _learns(self, viewer: str, ev: Event, hidden: set[str]) -> bool:
        """Whether ``viewer`` may learn the card of ``ev``: a move shows its card to everyone
        when either end is public, else only to the actor and the owners of either end; any
        other event (a reveal, a dogma …) may only name a card ``viewer`` knows or can see."""
        assert ev.card is not None
        if ev.kind == "reveal":  # shown to everyone where it lies (``from``)
            for k in self.known.values():
                k.add(ev.card)
            self.revealed[viewer].add(ev.card)
            return True
        if ev.from_ is None and ev.to is None:
            # a player's own look at a card (e.g. the top of a supply pile) shows it to them
            return ev.player == viewer or ev.card in self.known[viewer] or ev.card not in hidden
        self.revealed[viewer].discard(ev.card)  # a revealed card is public until it moves
        if ev.player == viewer:
            return True
        for place in (ev.from_, ev.to):
            if place is None:
                continue
            if place.owner is None:
                if place.zone in _PUBLIC_SHARED_ZONES:
                    return True
                continue
            if place.zone in _PUBLIC_PLAYER_ZONES:
                return True
            if place.owner == viewer and place.zone != "deck":
                return True
        return False

    def _check_view_matches_state(self, viewer: str, view: GameView) -> None:
        st = self.game.state
        cards = self.rules.cards
        if [p.name for p in view.players] != self.names:
            raise InvariantViolation("view", "players differ")
        for p, (pv, pl) in enumerate(zip(view.players, st.players, strict=True)):
            mine = pl.name == viewer
            for zone_name, shown, real in (
                ("hand", pv.hand, pl.hand),
                ("score", pv.score, pl.score),
                ("achievements", pv.achievements, pl.achievements),
            ):
                if len(shown) != len(real):
                    raise InvariantViolation("view", f"{pl.name}'s {zone_name}: {len(shown)} shown, {len(real)} held")
                for cv, c in zip(shown, real, strict=True):
                    if c in self.rules.specials:
                        continue
                    if (cv.age, cv.set) != (cards[c].age, cards[c].set):
                        raise InvariantViolation("view", f"{pl.name}'s {zone_name} shows the wrong back for {c}")
                    if mine and cv.id != c:
                        raise InvariantViolation("view", f"{viewer} cannot see their own {c} in their {zone_name}")
            for color, pile_view in enumerate(pv.piles):
                if pile_view.cards != pl.piles[color] or pile_view.splay != _SPLAY_NAMES[pl.splays[color]]:
                    raise InvariantViolation("view", f"{pl.name}'s {_COLOR_NAMES[color]} pile is shown wrong")
            icons = self._icons_now[p]
            if pv.icons != icons:
                raise InvariantViolation("oracle", f"view of {pl.name}'s icons {pv.icons} != board {icons}")
            held = self.oracle.board_achievements(st, p)
            if len(pv.board_achievements) != held or any(a.card not in cards for a in pv.board_achievements):
                raise InvariantViolation(
                    "oracle", f"view of {pl.name}'s board achievements {pv.board_achievements} != {held} on the board"
                )
            if self.covered and pv.points != self._points_now[p]:
                raise InvariantViolation(
                    "oracle", f"view of {pl.name}'s points {pv.points} != score pile {self._points_now[p]}"
                )
        decks = {s: [len(d) for d in ages] for s, ages in st.decks.items()}
        if view.decks != decks:
            raise InvariantViolation("view", "supply counts differ")
        if view.achievements != sorted(cards[c].age for c in st.achievements):
            raise InvariantViolation("view", "available achievement ages differ")
        if self.covered and view.achievements_to_win != self.target:
            raise InvariantViolation(
                "oracle", f"view says {view.achievements_to_win} achievements win, not {self.target}"
            )
        pending = self.game.pending
        expected = pending if pending is not None and pending.player == viewer else None
        if view.decision != expected:
            raise InvariantViolation(
                "leak" if expected is None else "view", f"{viewer}'s view shows decision {view.decision}"
            )
        if view.waiting_for != (None if pending is None else pending.player):
            raise InvariantViolation("view", "waiting_for differs from the pending decision")

    # ------------------------------------------------------------------ the end
    def check_result(self) -> None:
        game = self.game
        st = game.state
        result = game.result
        if result is None or not game.over or game.pending is not None:
            raise InvariantViolation("result", "the game asks nothing more but has no result")
        for p, pl in enumerate(st.players):
            if self.covered and result.scores.get(pl.name) != self.oracle.points(st, p):
                raise InvariantViolation("result", f"{pl.name}'s final score {result.scores.get(pl.name)} is wrong")
            if result.achievements.get(pl.name) != self.oracle.achievements_of(st, p):
                raise InvariantViolation(
                    "result", f"{pl.name}'s achievement count {result.achievements.get(pl.name)} is wrong"
                )
        if not result.winners or any(w not in self.names for w in result.winners):
            raise InvariantViolation("result", f"winners {result.winners}")
        sides = {self.oracle.side_of(st, self.names.index(w)) for w in result.winners}
        expected_winners = [n for i, n in enumerate(self.names) if self.oracle.side_of(st, i) in sides]
        if sorted(result.winners) != sorted(expected_winners):
            raise InvariantViolation("result", f"winners {result.winners} are not whole sides")
        if result.reason == "achievements":
            counts = self.oracle.side_achievements(st)
            best = max(counts.values())
            # After a "win" karma the counts that won may be gone (see _win_karma_ran).
            top = {s for s, c in counts.items() if c == best}
            if not self._win_karma_ran() and (best < self.target or top != sides):
                raise InvariantViolation("result", f"won by achievements with {counts} (target {self.target})")
        elif result.reason == "score":
            if self.covered and sorted(result.winners) != sorted(self.oracle.score_winners(st)):
                raise InvariantViolation(
                    "result", f"won by score: {result.winners}, the piles say {self.oracle.score_winners(st)}"
                )
        elif result.reason != "dogma":
            raise InvariantViolation("result", f"unknown reason {result.reason!r}")

    def _win_karma_ran(self) -> bool:
        """Whether a "win" karma (Jackie Chan: "before an opponent wins, first …") ran as the game
        ended. It runs after the win is decided and before the result is read, and its moves may
        take a winner below the number (scoring away Marie Curie, whose karma counted): the win
        stands (a "first" karma does not cancel what follows it, RULES-figures.md §4), so the final
        counts no longer show the achievements that won. Such a karma runs only as the game ends."""
        win_cards = {
            fx_card for fx_card, fx in self.rules.effects.items() if any(k.trigger == "win" for k in fx.karmas)
        }
        return any(
            event.kind == "execute" and event.card in win_cards and NOT_DOGMA_EXECUTIONS[0] in event.text
            for event in self.game.events
        )


def _id_tokens(part: object) -> set[str]:
    """Word tokens of every string value (not key) of ``part`` in its JSON data model."""
    values: list[str] = []
    stack: list[object] = [msgspec.to_builtins(part)]
    while stack:
        x = stack.pop()
        if type(x) is str:
            values.append(x)
        elif type(x) is dict:
            stack.extend(x.values())
        elif type(x) is list:
            stack.extend(x)
    return set(_TOKEN_RE.findall(" ".join(values)))


def _strings(data: object, path: str = "") -> Iterator[tuple[str, str]]:
    """Every string in a JSON-like value, with its path (dict keys included)."""
    if isinstance(data, str):
        yield path, data
    elif isinstance(data, dict):
        for k, v in data.items():
            sub = f"{path}.{k}" if path else str(k)
            yield sub, str(k)
            yield from _strings(v, sub)
    elif isinstance(data, list | tuple):
        for i, v in enumerate(data):
            yield from _strings(v, f"{path}[{i}]")


def _short(d: dict[str, list[str]]) -> str:
    items = list(d.items())[:5]
    return ", ".join(f"{k} in {v}" for k, v in items)


# ----------------------------------------------------------------------------------- bad answers

_JUNK: tuple[object, ...] = (
    None,
    0,
    -1,
    3.5,
    True,
    b"draw",
    ["draw"],
    ("draw",),
    {"option": "draw"},
    {"a": [1, {"b": [None, 2.5, {"c": "draw"}]}]},
    [[[[[[[[["deep"]]]]]]]]],
    {1, 2},
    object(),
)


def _bad_answers(game: Game, rng: random.Random) -> list[tuple[object, object, type[InnovationError]]]:
    """A few wrong (player, option) pairs for the pending decision, each with its error type."""
    d = game.pending
    assert d is not None
    good = d.options[rng.randrange(len(d.options))]
    others = [n for n in game.players if n != d.player]
    wrong_player: list[object] = [
        *others,
        "nobody",
        "",
        d.player.upper() if d.player.upper() != d.player else d.player + "x",
        d.player + " ",
        None,
        7,
        b"ann",
        [d.player],
        "x" * 100_000,
    ]
    not_offered = [
        good + " ",
        " " + good,
        good.upper() if good.upper() != good else good + "!",
        "",
        "\x00",
        "x" * 1_000_000,
        "done",
        "draw",
        "yes",
        "meld no_such_card",
        "achieve 11",
        "dogma " + good,
        "ann:hand:base:1",
        "\udcff",
        "é" * 50,
    ]
    out: list[tuple[object, object, type[InnovationError]]] = []
    out.append((rng.choice(wrong_player), good, WrongPlayerError))
    out.append((d.player, rng.choice([o for o in not_offered if o not in d.options]), IllegalAnswerError))
    out.append((d.player, rng.choice(_JUNK), IllegalAnswerError))
    return out


def check_bad_answers(game: Game, rng: random.Random) -> int:
    """Try a few bad answers on ``game``; each must raise its typed error and change nothing.
    Returns how many were tried."""
    before = game.to_json()
    pending = game.pending
    history = list(game.history)
    tried = 0
    for player, option, error in _bad_answers(game, rng):
        tried += 1
        try:
            game.answer(player, option)  # type: ignore[arg-type]
        except error:
            pass
        except Exception as exc:
            raise InvariantViolation(
                "bad-answer",
                f"answer({_brief(player)}, {_brief(option)}) raised {type(exc).__name__}, not {error.__name__}",
            ) from exc
        else:
            raise InvariantViolation("bad-answer", f"answer({_brief(player)}, {_brief(option)}) was accepted")
        if game.pending != pending or list(game.history) != history:
            raise InvariantViolation("bad-answer", f"answer({_brief(player)}, {_brief(option)}) changed the game")
    if game.to_json() != before:
        raise InvariantViolation("bad-answer", "a rejected answer changed the saved game")
    return tried


def _brief(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


# ----------------------------------------------------------------------------------- replay & saves


def check_replay(config: GameConfig, answers: Sequence[tuple[str, str]], expected_json: str, *, inline: bool) -> None:
    """Replay ``answers`` from a fresh game and require the identical saved game.

    ``inline=False`` feeds them through ``game.pending`` / ``game.answer``; ``inline=True`` through
    :func:`innovation.play` with a scripted agent (the game must then end exactly with the log).
    """
    game = Game.new(config)
    if inline:
        script = iter(answers)

        class Scripted:
            def choose(self, g: Game, decision: Decision) -> str:
                nxt = next(script, None)
                if nxt is None:
                    raise InvariantViolation("replay", f"the replay asks more than the {len(answers)} logged answers")
                if nxt[0] != decision.player:
                    raise InvariantViolation("replay", f"the replay asks {decision.player}, the log has {nxt[0]}")
                return nxt[1]

        play(game, {name: Scripted() for name in game.players})
        if next(script, None) is not None:
            raise InvariantViolation("replay", "the replay ended before the answer log")
    else:
        for i, (player, option) in enumerate(answers):
            pending = game.pending
            if pending is None or pending.player != player:
                raise InvariantViolation("replay", f"answer {i} ({player}: {option}) is not asked for on replay")
            game.answer(player, option)
    got = game.to_json()
    if got != expected_json:
        raise InvariantViolation(
            "replay", f"replaying {len(answers)} answers gives another game: {_diff(expected_json, got)}"
        )


def check_corrupt_saves(game: Game, rng: random.Random) -> int:
    """Damage ``game``'s save in a few random ways — truncated, one bit flipped, a card
    duplicated or dropped (with a recomputed checksum, as a hand edit would), an unknown format
    version — and require :class:`~innovation.errors.SaveError` for each. Returns how many."""
    data = game.to_json()
    raw = data.encode()
    flipped = bytearray(raw)
    at = rng.randrange(len(raw))
    flipped[at] ^= 1 << rng.randrange(8)
    cut = rng.randrange(len(raw))
    cases: list[tuple[str, str | bytes]] = [
        (f"the last {len(raw) - cut} bytes cut off", raw[:cut]),
        (f"a bit flipped at byte {at} ({raw[max(0, at - 20) : at + 20]!r})", bytes(flipped)),
        ("a card duplicated", _hand_edit(data, rng, duplicate=True)),
        ("a card dropped", _hand_edit(data, rng, duplicate=False)),
        ("format version 2", data.replace(f'"version":{SAVE_VERSION}', f'"version":{SAVE_VERSION + 1}', 1)),
    ]
    for what, bad in cases:
        try:
            Game.from_json(bad, plugins=game.config.plugins)
        except SaveError:
            continue
        except Exception as exc:
            raise InvariantViolation("save", f"a save with {what} raised {type(exc).__name__}: {exc}") from exc
        raise InvariantViolation("save", f"a save with {what} loads")
    return len(cases)


def _hand_edit(data: str, rng: random.Random, *, duplicate: bool) -> str:
    """``data`` with one card duplicated into, or dropped from, a random place of the snapshot,
    and the checksum recomputed."""

    def edit(payload: dict[str, Any]) -> None:
        snap = payload["snapshot"]
        places: list[list[str]] = [deck for ages in snap["decks"].values() for deck in ages]
        for pl in snap["players"]:
            places += [pl["hand"], pl["score"], pl["achievements"], *pl["piles"]]
        places += [snap["achievements"], snap["removed"]]
        full = [p for p in places if p]
        if duplicate:
            card = rng.choice(rng.choice(full))
            rng.choice(places).append(card)
        else:
            source = rng.choice(full)
            source.pop(rng.randrange(len(source)))

    return resign(data, edit)


def check_round_trip(game: Game) -> Game:
    """Save and load ``game``; the copy must serialize identically and ask the same question.
    Returns the copy (the soak carries on with it)."""
    data = game.to_json()
    copy = Game.from_json(data, plugins=game.config.plugins)
    if copy.to_json() != data:
        raise InvariantViolation("round-trip", f"a loaded game saves differently: {_diff(data, copy.to_json())}")
    if copy.pending != game.pending:
        raise InvariantViolation("round-trip", f"loaded game asks {copy.pending}, the original {game.pending}")
    if list(copy.events) != list(game.events):
        raise InvariantViolation("round-trip", "a loaded game has other events")
    return copy


def _diff(a: str, b: str) -> str:
    """Where two saved games first differ (a short excerpt)."""
    if a == b:
        return "identical"
    i = next((k for k, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))
    return f"first difference at character {i}: …{a[max(0, i - 60) : i + 40]!r} vs …{b[max(0, i - 60) : i + 40]!r}"


# ----------------------------------------------------------------------------------- one game


@dataclass(frozen=True)
class CheckOptions:
    """How much to check per game. The defaults check the cheap invariants after every answer
    and the expensive ones (replays, saves) at random points."""

    #: Check every player's view after every n-th answer (1: every answer; 0: only at the end).
    #: In between, the view of the player asked next is still checked after every answer (its
    #: decision is in no other view), and each view checked takes in every event since its last
    #: check, so no event goes unchecked.
    views_every: int = 1
    #: Chance per answer of swapping the game for its to_json/from_json copy (at least one per game).
    round_trip_rate: float = 0.01
    #: Chance per answer of trying a batch of bad answers first (at least one batch per game).
    bad_answer_rate: float = 0.02
    #: Replay the log from scratch to one random decision (game.answer) and at the end (play()).
    replay_mid: bool = True
    replay_final: bool = True
    #: A game longer than this many answers counts as a failure ("termination").
    max_answers: int = 20_000
    #: Fault injection: chance per answer of an exception raised inside it — from a test plugin
    #: at a random hook, or a real timer's signal handler at a random moment; the game must come
    #: back byte-identical (:mod:`innovation_soak.faults`). 0: off.
    fault_rate: float = 0.0
    #: Forged saves: chance per answer (at least once per game, and at the end) of forging the
    #: save into impossible states, tampering with a signed copy, overfilling and over-nesting
    #: it; every one must be a SaveError (:mod:`innovation_soak.forgeries`). 0: off.
    forged_save_rate: float = 0.0


DEFAULT_CHECKS = CheckOptions()


class _Picker:
    """The random player: uniform choices for half the games; for the other half, actions are
    weighted towards dogma and achieving so that games reach the later ages more often."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(f"agent:{seed}")
        self.eager = self.rng.random() < 0.5

    def pick(self, d: Decision) -> str:
        if not self.eager or d.kind != "action":
            return d.options[self.rng.randrange(len(d.options))]
        weights = [
            8.0 if o.startswith("achieve") else 4.0 if o.startswith("dogma") else 1.0 if o == "draw" else 1.5
            for o in d.options
        ]
        return self.rng.choices(d.options, weights)[0]


def run_game(
    spec: GameSpec,
    checks: CheckOptions = DEFAULT_CHECKS,
    answers: Sequence[str] | None = None,
    on_answer: Callable[[Game], None] | None = None,
) -> GameReport:
    """Play one seeded random game through ``game.pending`` / ``game.answer`` with ``checks``.

    ``answers``: play these options first (e.g. a failure's log) instead of random ones.
    ``on_answer``: called with the live game after every answer (extra checks, progress).
    Never raises for a game that breaks: the failure is in the report.
    """
    start = time.perf_counter()
    picker = _Picker(spec.seed)
    rng = random.Random(f"checks:{spec.seed}")
    game: Game | None = None
    n = faults = forgeries = 0
    karmas: Counter[tuple[str, str]] = Counter()
    karma_moments: set[tuple[str, str, int]] = set()
    try:
        config = spec.config()
        if checks.fault_rate > 0:
            config = dataclasses.replace(config, plugins=(*config.plugins, FaultPlugin()))
        game = Game.new(config)
        checker = InvariantChecker(game)
        checker.check()
        mid: tuple[int, str] | None = None
        round_trips = bad_batches = 0
        while game.pending is not None:
            if n >= checks.max_answers:
                raise InvariantViolation("termination", f"no end after {n} answers")
            d = game.pending
            if rng.random() < checks.bad_answer_rate or (bad_batches == 0 and n == 5):
                check_bad_answers(game, rng)
                bad_batches += 1
            if rng.random() < checks.round_trip_rate or (round_trips == 0 and n == 20):
                check_corrupt_saves(game, rng)
                game = check_round_trip(game)
                checker.rebind(game)
                round_trips += 1
            if checks.forged_save_rate > 0 and (rng.random() < checks.forged_save_rate or n == 15):
                forgeries += _checked(check_forged_saves, game, rng)
            choice = answers[n] if answers is not None and n < len(answers) else picker.pick(d)
            if checks.fault_rate > 0 and rng.random() < checks.fault_rate:
                # The answer may go through with the fault: its karmas count then; refused, the
                # game is as it was and the moments it ran are not counted (they come again).
                trial = set(karma_moments)
                with tally_karmas(trial) as fired:
                    went_through = _checked(check_fault, game, d.player, choice, rng)
                if went_through:
                    karmas.update(fired)
                    karma_moments = trial
                else:
                    faults += 1
                    # the same answer, this time undisturbed
                    _answer_tallied(game, d.player, choice, karmas, karma_moments)
            else:
                _answer_tallied(game, d.player, choice, karmas, karma_moments)
            n += 1
            every = checks.views_every
            checker.check(views=every > 0 and n % every == 0, decider=every > 0)
            if checks.replay_mid and game.pending is not None and rng.random() * n < 1:
                mid = (n, game.to_json())  # reservoir sampling: a uniformly random decision
            if on_answer is not None:
                on_answer(game)
        checker.check(views=True, full=True)
        checker.check_result()
        if checks.forged_save_rate > 0:
            forgeries += _checked(check_forged_saves, game, rng)
        before = game.to_json()
        try:
            game.answer(game.players[0], "draw")
        except GameOverError:
            pass
        else:
            raise InvariantViolation("bad-answer", "an answer after the end was accepted")
        if game.to_json() != before:
            raise InvariantViolation("bad-answer", "an answer after the end changed the game")
        if mid is not None:
            check_replay(config, game.history[: mid[0]], mid[1], inline=False)
        if checks.replay_final:
            check_replay(config, game.history, before, inline=True)
        return GameReport(
            spec,
            n,
            time.perf_counter() - start,
            result=game.result,
            turns=game.state.turn,
            faults=faults,
            forgeries=forgeries,
            variant_runs=variant_runs(game),
            card_runs=card_runs(game),
            karma_runs=dict(karmas),
            tallies=tally(game),
        )
    except Exception as exc:
        if isinstance(exc, InvariantViolation):
            check, message = exc.check, exc.message
        elif isinstance(exc, NotImplementedRuleError):
            check, message = "not-implemented", str(exc)
        else:
            check, message = "crash", f"{type(exc).__name__}: {exc}"
        failure = Failure(
            spec=spec,
            check=check,
            message=message,
            answers=list(game.history) if game is not None else [],
            pending=game.pending if game is not None else None,
            traceback=traceback.format_exc(),
        )
        return GameReport(spec, n, time.perf_counter() - start, failure=failure)


def _checked(check: Callable[..., T], *args: Any) -> T:
    """Run a fault or forgery check, reporting what it finds as an invariant violation."""
    try:
        return check(*args)
    except FaultViolation as exc:
        raise InvariantViolation("fault", str(exc)) from exc
    except ForgeryViolation as exc:
        raise InvariantViolation("forged-save", str(exc)) from exc


# ----------------------------------------------------------------------------------- tallies


def tally(game: Game) -> Counter[str]:
    """What a finished game reached that is rare to reach, so a soak can show it was exercised:
    ``special:<id>`` per special achievement claimed; ``board:<kind>`` per board achievement gained
    (Cities' flags and fountains); ``icon:<name>`` per special icon a Meld action ran (Cities'
    arrows and plus, the 4th edition's junk, uplift and unsplay, ``icon:search`` per search);
    ``action:<verb>`` per action no base game has (Cities' Endorse); ``draw:<set>`` per card drawn
    from an expansion's supply; ``event:<name>`` per event of a rule an expansion or the 4th edition
    adds (:func:`_rule_event`)."""
    out: Counter[str] = Counter()
    cards = game.rules.cards
    core_actions = ("draw", "meld", "dogma", "achieve")
    for _, option in game.history:
        verb, _, arg = option.partition(" ")
        if arg in cards and verb not in core_actions:
            out[f"action:{verb}"] += 1
        if verb == "meld" and arg in cards and cards[arg].set == "cities":  # a Meld action of a city
            icons = cards[arg].icons
            out.update(f"icon:{_MELD_ICONS[icons[slot]]}" for slot in (5, 2) if icons[slot] in _MELD_ICONS)
    for event in game.events:
        if event.kind == "special_achievement" and event.card:
            out[f"special:{event.card}"] += 1
        elif event.kind == "board_achievement" and "no longer" not in event.text:
            kind = event.text.removeprefix(f"{event.player}'s ").split(" on ", 1)[0]  # "<p>'s <kind> on <card> …"
            out[f"board:{kind}"] += 1
        elif event.kind == "icon" and " searches " in event.text:
            out["icon:search"] += 1
        elif event.kind == "draw" and event.set not in (None, "base"):
            out[f"draw:{event.set}"] += 1
        name = _rule_event(event)
        if name:
            out[f"event:{name}"] += 1
    return out


#: Events that are themselves an expansion's or the 4th edition's rule at work, counted by kind:
#: Artifacts' dig, Echoes' foreshadow (into a forecast) and promotion, the 4th edition's junk and
#: chain achievements, a forecast or safe that is full, The Unseen's safeguard and coin flips, a
#: game within the game (4th-edition Artifacts' Martian Internet).
_RULE_EVENT_KINDS = frozenset(
    ("dig", "foreshadow", "promote", "junk", "chain_achievement", "zone_full", "safeguard", "coin_flip", "game_within")
)


def _rule_event(event: Event) -> str | None:
    """The tally name of an event that shows a rule of an expansion or of the 4th edition at work
    (None for any other): its kind (:data:`_RULE_EVENT_KINDS`), or where a move came from when that
    is the rule — a dig or a meld from a museum (4th-edition Artifacts), an achievement claimed
    from a safe (The Unseen's secrets) — or a splay aslant (4th edition)."""
    source = event.from_.zone if event.from_ is not None else None
    if event.kind == "dig" and source == "museums":
        return "dig_from_museum"
    if event.kind == "meld" and source == "museums":
        return "meld_from_museum"
    if event.kind == "achieve" and source == "safe":
        return "secret_achieved"
    if event.kind == "splay" and event.splay == "aslant":
        return "splay_aslant"
    return event.kind if event.kind in _RULE_EVENT_KINDS else None


# ----------------------------------------------------------------------------------- at scale


@dataclass
class SoakSummary:
    games: int = 0
    decisions: int = 0
    seconds: float = 0.0
    failures: list[Failure] = field(default_factory=list)
    #: Games per label kind ("2p", "3p", "4p", "4t", with "+expansion" suffixes).
    kinds: Counter[str] = field(default_factory=Counter)
    #: Games per ending reason ("achievements", "score", "dogma").
    reasons: Counter[str] = field(default_factory=Counter)
    #: The games' tallies added up (:func:`tally`).
    tallies: Counter[str] = field(default_factory=Counter)
    longest: int = 0
    #: Faults injected and forged saves refused, over every game.
    faults: int = 0
    forgeries: int = 0
    #: Runs per (variant, card) over every finished game: see :attr:`GameReport.variant_runs`.
    variant_runs: dict[tuple[str, str], tuple[int, int]] = field(default_factory=dict)
    #: Runs per (edition, card) over every finished game: see :attr:`GameReport.card_runs`.
    card_runs: dict[tuple[str, str], tuple[int, int]] = field(default_factory=dict)
    #: Karmas that took effect over every finished game: see :attr:`GameReport.karma_runs`.
    karma_runs: dict[tuple[str, str], int] = field(default_factory=dict)
    #: Games per rule-option value that differs from the default ("edition=first", "relics").
    options: Counter[str] = field(default_factory=Counter)
    #: Stopped before the last game (``max_seconds`` reached, or interrupted with Ctrl-C).
    stopped_early: bool = False
    interrupted: bool = False

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds > 0 else 0.0

    def add(self, report: GameReport) -> None:
        self.games += 1
        self.decisions += report.answers
        self.faults += report.faults
        self.forgeries += report.forgeries
        self.longest = max(self.longest, report.answers)
        self.kinds[report.spec.label.split(":", 1)[1].split("/", 1)[0]] += 1
        for name, value in report.spec.options:
            self.options[name if value is True else f"{name}={value}"] += 1
        add_runs(self.variant_runs, report.variant_runs)
        add_runs(self.card_runs, report.card_runs)
        for key, fired in report.karma_runs.items():
            self.karma_runs[key] = self.karma_runs.get(key, 0) + fired
        if report.failure is not None:
            self.failures.append(report.failure)
        elif report.result is not None:
            self.reasons[report.result.reason] += 1
            self.tallies.update(report.tallies)


def _run_one(job: tuple[GameSpec, CheckOptions]) -> GameReport:
    return run_game(job[0], job[1])


def soak(
    specs: Iterable[GameSpec],
    checks: CheckOptions = DEFAULT_CHECKS,
    *,
    jobs: int = 1,
    max_seconds: float | None = None,
    progress: Callable[[GameReport, SoakSummary], None] | None = None,
) -> SoakSummary:
    """Run every game of ``specs`` (on ``jobs`` processes) and summarize.

    ``max_seconds``: stop starting games after this long (the summary says so).
    ``progress``: called after each finished game.
    """
    summary = SoakSummary()
    start = time.perf_counter()

    def done(report: GameReport) -> bool:
        summary.add(report)
        summary.seconds = time.perf_counter() - start
        if progress is not None:
            progress(report, summary)
        if max_seconds is not None and summary.seconds > max_seconds:
            summary.stopped_early = True
            return True
        return False

    work = ((spec, checks) for spec in specs)
    with InterruptGuard().installed():  # SIGTERM stops a soak like Ctrl-C: what was played is summarized
        try:
            if jobs <= 1:
                for job in work:
                    if done(_run_one(job)):
                        break
            else:
                methods = multiprocessing.get_all_start_methods()
                ctx = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
                with ctx.Pool(jobs, initializer=_ignore_interrupts) as pool:
                    for report in pool.imap_unordered(_run_one, work, chunksize=4):
                        if done(report):
                            pool.terminate()
                            break
        except KeyboardInterrupt:  # Ctrl-C: summarize the games played so far
            summary.stopped_early = summary.interrupted = True
    summary.failures.sort(key=lambda f: f.spec.seed)
    summary.seconds = time.perf_counter() - start
    return summary


def _ignore_interrupts() -> None:
    """Workers leave Ctrl-C to the parent, which stops the pool and prints the summary."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)  # not the parent's SIGTERM-as-Ctrl-C (forked)


def default_jobs() -> int:
    return max(1, os.cpu_count() or 1)
