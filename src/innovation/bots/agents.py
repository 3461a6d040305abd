"""Agents: anything that answers decisions. Used by :func:`play`, simulations and the CLI."""

from __future__ import annotations

import functools
import hashlib
import importlib.metadata
import inspect
import random
import re
import weakref
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, cast, runtime_checkable

import msgspec

from innovation.errors import ConfigError, InnovationError
from innovation.game import Game
from innovation.protocol.decisions import Decision
from innovation.rules.asking import DONE, NO, YES
from innovation.rules.board import GameOver
from innovation.rules.cards import COLOR_BY_NAME, RESOURCE_ICONS, Splay
from innovation.rules.state import GameState, PlayerState, Result
from innovation.rules.turn import Engine

if TYPE_CHECKING:
    from innovation.options import OptionValue
    from innovation.protocol.view import CardView, GameView
    from innovation.rules.plugins import Rules


@runtime_checkable
class Agent(Protocol):
    """Answers a decision with one of ``decision.options``. ``game`` is the live game (its
    ``state`` is the partial state at the moment of the decision); an honest agent only looks at
    ``game.view(decision.player)``.

    An agent class that never reads ``decision.choices`` may say so with a class attribute
    ``reads_choices = False``: ``play()`` then hands it decisions without choices (empty), which
    saves building their labels — the simulation bots here do. (A bot driving a game through
    ``game.pending`` says the same with ``game.set_reads_choices(player, False)``.)"""

    def choose(self, game: Game, decision: Decision) -> str: ...


class RandomAgent:
    """Picks uniformly among the options, from its own seeded generator."""

    reads_choices = False

    def __init__(self, seed: int = 0) -> None:
        self._random = random.Random(seed)

    def choose(self, game: Game, decision: Decision) -> str:
        return self._random.choice(decision.options)


# ---------------------------------------------------------------------------------------------
# HeuristicAgent


@dataclass
class _Seat:
    """What the chooser knows about their own zones (all of it is visible to them)."""

    hand: list[str]
    score: list[str]
    piles: list[list[str]]
    splays: list[int]

    def owns(self, card: str) -> bool:
        return card in self.hand or card in self.score or any(card in pile for pile in self.piles)


_CHOSEN = re.compile(r"\((\d+) chosen\)")
_SCORE_PILE_LOSSES = ("of your score pile?", "from your score pile", "of your score pile to")


class HeuristicAgent:
    """A fast bot that plays sensibly without knowing what any card's text means.

    *Actions* are chosen by a one-action lookahead with **honest determinization**: the agent
    rebuilds the game from ``game.view(player)`` alone — its own hand and score pile, every
    board, the public zones — and deals every card it cannot see (opponents' hands and score
    piles, the supply piles, the face-down achievements) at random from the cards it has not
    seen, keeping each hidden card's set and age (which the view shows). The random generator of
    that copy is re-seeded too, so the lookahead never learns the real order of anything. On
    ``samples`` such copies it plays each legal action to the end of that action, answering the
    questions that come up (its own and the opponents') with the rules below, and scores the
    position it reaches: achievements first, then points and the ability to claim the next
    achievement, top-card values, icons, cards in hand, and icon leads on featured icons of
    demand cards (a lead lets you demand, a deficit exposes you to demands). Sharing risk and
    demand results are whatever happened in the lookahead.

    *Questions inside an effect* (which card to return, whether to splay …) are answered by
    simple rules that use only the decision, the card facts and the chooser's own zones: give,
    return and transfer your lowest cards; meld, score and take the highest; splay when it shows
    more icons; accept "you may" offers, except giving cards away or spending the score pile;
    answer demands with the smallest loss (the ``demand`` flag of the decision).
    """

    reads_choices = False

    #: Weights of the evaluation (per player: own value minus the strongest opponent's).
    W_ACHIEVEMENT = 100.0
    W_POINT = 2.0
    W_ELIGIBLE = 30.0
    W_TOP_VALUE = 6.0
    W_TOP_SUM = 1.0
    W_ICON = 0.6
    W_HAND = 2.0
    W_HAND_AGE = 0.6
    W_DEMAND_LEAD = 6.0
    #: Taken off an action's value for each time it was taken in the same board position, beyond
    #: the first :attr:`FREE_REPEATS` (ordinary play meets a position again now and then: two
    #: turns of drawing leave every board as it was; a cycle meets it again and again).
    W_REPEAT = 4.0
    FREE_REPEATS = 2
    WIN = 1_000_000.0

    def __init__(self, seed: int = 0, samples: int = 2) -> None:
        self._random = random.Random(seed)
        self.samples = max(1, samples)
        #: Actions taken per board position met in the current game (see :meth:`_lookahead`).
        self._tried: dict[bytes, Counter[str]] = {}
        self._game: weakref.ref[Game] | None = None

    def __getstate__(self) -> dict[str, object]:
        # The game it remembers travels with it (pickled once with the environment holding both),
        # so that a copy of the agent goes on exactly as the original would.
        state = dict(self.__dict__)
        state["_game"] = None if self._game is None else self._game()
        return state

    def __setstate__(self, state: dict[str, object]) -> None:
        game = state.pop("_game")
        self.__dict__.update(state)
        self._game = None if game is None else weakref.ref(cast("Game", game))

    # ------------------------------------------------------------------ entry point
    def choose(self, game: Game, decision: Decision) -> str:
        options = decision.options
        if len(options) == 1:
            return options[0]
        view = game.view(decision.player)
        if decision.kind == "action" and view.phase == "turn":
            achieves = [o for o in options if o.startswith("achieve ")]
            if achieves:
                return max(achieves, key=lambda o: int(o.split()[1]) if o.split()[1].isdigit() else 0)
            try:
                return self._lookahead(game, view, decision)
            except InnovationError:
                pass  # e.g. a card not implemented yet: fall back to the rules below
        seat = _seat_from_view(view)
        return quick_choice(game.rules, decision, seat, self._random, view)

    # ------------------------------------------------------------------ lookahead
    def _lookahead(self, game: Game, view: GameView, decision: Decision) -> str:
        """The action with the best lookahead value, less a penalty for repeating itself.

        Two bots can follow each other round a cycle for ever (one exchanges its hand with its
        score pile, the other's demand takes it back, the boards end where they began …). So the
        agent remembers, per board position it has acted in (every pile and splay, the
        achievement counts, whose action it is and how many are left), how often it took each
        action there, and takes :attr:`W_REPEAT` off an action's value for every time beyond
        :attr:`FREE_REPEATS`: the same boards coming back again and again tip it towards the next
        best action, which breaks the cycle."""
        worlds = [determinize(game, view, self._random) for _ in range(self.samples)]
        me = [p.name for p in view.players].index(decision.player)
        if self._game is None or self._game() is not game:  # a new game: forget the old one's
            self._game, self._tried = weakref.ref(game), {}
        tried = self._tried.setdefault(_position(view), Counter())
        best = decision.options[0]
        best_value = float("-inf")
        for option in decision.options:
            total = 0.0
            for world in worlds:
                total += self.action_value(game.rules, game.config.options, world, option, me)
            value = total / len(worlds) + self._random.random() * 1e-6
            value -= self.W_REPEAT * max(0, tried[option] - self.FREE_REPEATS)
            if value > best_value:
                best, best_value = option, value
        tried[best] += 1
        return best

    def action_value(
        self, rules: Rules, options: Mapping[str, OptionValue], world: GameState, option: str, me: int
    ) -> float:
        """The value for seat ``me`` of taking turn action ``option`` in ``world`` (a full state
        at the moment of the action; it is not changed): the action is played to its end on a
        copy, every question in it answered by :func:`quick_choice`, and the position reached
        evaluated (:attr:`WIN` / ``-WIN`` if the game ended)."""
        state = world.clone()
        rng = self._random

        def answer(d: Decision) -> str:
            q = engine.index_of(d.player)
            pl = state.players[q]
            seat = _Seat(pl.hand, pl.score, pl.piles, pl.splays)
            return quick_choice(rules, d, seat, rng, None)

        engine = Engine(rules, state, [], [option], answer, None, options)
        engine.bare = frozenset(engine.name(q) for q in range(engine.n_players))  # nobody reads choices here
        try:
            engine.run_segment()
        except GameOver as over:
            mine = engine.name(me) in over.result.winners
            return self.WIN if mine else -self.WIN
        return self.evaluate(engine, me)

    def evaluate(self, engine: Engine, me: int) -> float:
        """Position value for ``me``: own value minus the best opponent's."""
        return self.evaluate_all(engine, (me,))[0]

    def evaluate_all(self, engine: Engine, players: Sequence[int] | None = None) -> list[float]:
        """:meth:`evaluate` for each of ``players`` (default: every seat), sharing the work."""
        n = engine.n_players
        values = [self._player_value(engine, p) for p in range(n)]
        teams = [engine.team(p) for p in range(n)]
        out = []
        for me in range(n) if players is None else players:
            mine = sum(v for p, v in enumerate(values) if teams[p] == teams[me])
            others: dict[int, float] = {}
            for p, v in enumerate(values):
                if teams[p] != teams[me]:
                    others[teams[p]] = others.get(teams[p], 0.0) + v
            lead = self._demand_leads(engine, me)
            out.append(mine - (max(others.values()) if others else 0.0) + lead)
        return out

    def _player_value(self, engine: Engine, p: int) -> float:
        pl = engine.state.players[p]
        cards = engine.cards
        points = engine.score_points(p)
        top = engine.highest_top_value(p)
        tops = engine.top_cards(p)
        counts = engine.icon_counts(p)
        eligible = 0
        for card in engine.state.achievements:
            if engine.eligible_for(p, cards[card].age):
                eligible += 1
                if eligible == 2:  # the value counts two at most
                    break
        value = (
            self.W_ACHIEVEMENT * engine.achievement_count(p) / (2 if engine.state.teams else 1)
            + self.W_POINT * min(points, 60)
            + self.W_ELIGIBLE * min(eligible, 2)
            + self.W_TOP_VALUE * top
            + self.W_TOP_SUM * sum(cards[c].age for c in tops)
            + self.W_ICON * sum(counts[i] for i in RESOURCE_ICONS)
            + self.W_HAND * min(len(pl.hand), 6)
            + self.W_HAND_AGE * sum(cards[c].age for c in pl.hand[:6])
        )
        return value

    def _demand_leads(self, engine: Engine, me: int) -> float:
        """Icon leads on the featured icons of demand cards on top of the boards."""
        total = 0.0
        for p in range(engine.n_players):
            for card in engine.top_cards(p):
                info = engine.cards[card]
                if info.demand_kind != "demand":
                    continue
                icon = info.dogma_icon
                for q in engine.opponents(p):
                    if engine.icon_count(p, icon) > engine.icon_count(q, icon):
                        if engine.team(p) == engine.team(me):
                            total += self.W_DEMAND_LEAD
                        elif engine.team(q) == engine.team(me):
                            total -= self.W_DEMAND_LEAD
        return total


def quick_choice(rules: Rules, d: Decision, seat: _Seat, rnd: random.Random, view: GameView | None = None) -> str:
    """The rules a :class:`HeuristicAgent` uses for every question that is not a turn action.

    ``seat`` holds the chooser's own zones; ``view`` (optional) adds the public information."""
    options = d.options
    if len(options) == 1:
        return options[0]
    prompt = d.prompt.lower()
    choices = [o for o in options if o != DONE]
    optional = DONE in options

    def age(option: str) -> int:
        info = rules.cards.get(option)
        if info is not None:
            return info.age
        tail = option.rsplit(":", 1)[-1]
        return int(tail) if tail.isdigit() else 0

    def lowest() -> str:
        return min(choices, key=lambda o: (age(o), rnd.random()))

    def highest() -> str:
        return max(choices, key=lambda o: (age(o), rnd.random()))

    kind = d.kind
    if kind == "initial_meld":
        # The card showing most icons of one kind makes the best start.
        return max(choices, key=lambda c: (max(rules.cards[c].icons.count(i) for i in RESOURCE_ICONS), rnd.random()))
    if kind == "yes_no":
        return _yes_no(rules, prompt, seat)
    if kind == "color":
        if "splay" in prompt:
            return _best_splay(rules, choices, prompt, seat, optional)
        if "rearrange" in prompt and optional:
            return DONE
        return rnd.choice(choices)
    if kind == "value":
        return _best_value(choices, seat, view) or rnd.choice(choices)
    if kind == "player":
        if optional and ("give" in prompt or d.demand):
            return DONE
        return rnd.choice(choices)
    if kind == "option":
        cards = [c for c in choices if c in rules.cards]
        if cards:
            return highest()
        return choices[0]
    if kind != "card":
        return rnd.choice(options)
    # ---- cards
    if "next card" in prompt:  # ordering a group: lowest first (the last melded ends on top)
        return lowest()
    chosen_match = _CHOSEN.search(prompt)
    chosen = int(chosen_match.group(1)) if chosen_match else 0
    if optional:
        if d.demand or "give" in prompt or "transfer" in prompt:
            return DONE
        if "score pile" in prompt and ("return" in prompt or "meld" in prompt):
            pick = lowest()
            return pick if age(pick) <= 2 and "highest" not in prompt else DONE
        if "return" in prompt or "tuck" in prompt:
            if chosen >= 3:
                return DONE
            pick = lowest()
            if chosen >= 1 and age(pick) >= 5:
                return DONE
            return pick
        if "meld" in prompt or "score" in prompt:
            return highest()
        return highest()
    mine = [c for c in choices if seat.owns(c)]
    if d.demand or "return" in prompt or "give" in prompt or "transfer" in prompt:
        if mine and len(mine) == len(choices):
            return lowest()
        theirs = [c for c in choices if not seat.owns(c)]
        if theirs and ("take" in prompt or "your score pile" in prompt or "return" in prompt):
            return max(theirs, key=lambda o: (age(o), rnd.random()))
        return lowest()
    if "keep" in prompt or "meld" in prompt or "score" in prompt:
        return highest()
    return highest()


def _yes_no(rules: Rules, prompt: str, seat: _Seat) -> str:
    def total(cards: list[str]) -> int:
        return sum(rules.cards[c].age for c in cards if c in rules.cards)

    if "swap" in prompt and "score pile" in prompt:
        return YES if total(seat.hand) > total(seat.score) else NO
    if "exchange" in prompt and "score pile" in prompt:
        top_hand = max((rules.cards[c].age for c in seat.hand), default=0)
        top_score = max((rules.cards[c].age for c in seat.score), default=0)
        return YES if top_hand > top_score else NO
    if any(tail in prompt for tail in _SCORE_PILE_LOSSES):
        return YES if total(seat.score) <= 4 else NO
    return YES


def _best_splay(rules: Rules, choices: list[str], prompt: str, seat: _Seat, optional: bool) -> str:
    direction = next((s for s in Splay if s.label in prompt.split()), None)
    if direction is None:
        return choices[0]
    best, gain_best = choices[0], -1_000
    for name in choices:
        color = COLOR_BY_NAME.get(name)
        if color is None:
            continue
        pile = seat.piles[color]
        gain = _pile_icons(rules, pile, direction) - _pile_icons(rules, pile, Splay(seat.splays[color]))
        if gain > gain_best:
            best, gain_best = name, gain
    if optional and gain_best <= 0:
        return DONE
    return best


def _pile_icons(rules: Rules, pile: list[str], splay: Splay) -> int:
    if len(pile) < 2:
        return 0
    table = rules.icon_table
    return sum(sum(table[c][splay][i] for i in RESOURCE_ICONS) for c in pile[:-1])


def _best_value(choices: list[str], seat: _Seat, view: GameView | None) -> str | None:
    """A value that hurts the opponents' score piles most and the chooser's least."""
    if view is None:
        return None
    mine = [p for p in view.players if p.name == view.viewer]
    if not mine:
        return None
    best, best_gain = None, -1_000
    for option in choices:
        if not option.isdigit():
            continue
        v = int(option)
        gain = sum(v for p in view.players if p.name != view.viewer for c in p.score if c.age == v)
        gain -= sum(v for c in mine[0].score if c.age == v)
        if gain > best_gain:
            best, best_gain = option, gain
    return best


def _position(view: GameView) -> bytes:
    """The board position of a view: every pile with its splay, each player's number of
    achievements, whose action it is and how many are left (hands and supply piles change
    with every draw, so they would hide a cycle of the boards)."""
    return hashlib.blake2b(
        msgspec.json.encode(
            [[(p.piles, len(p.achievements)) for p in view.players], view.turn_player, view.actions_left]
        ),
        digest_size=16,
    ).digest()


def _seat_from_view(view: GameView) -> _Seat:
    me = next(p for p in view.players if p.name == view.viewer)
    return _Seat(
        hand=[c.id for c in me.hand if c.id is not None],
        score=[c.id for c in me.score if c.id is not None],
        piles=[list(p.cards) for p in me.piles],
        splays=[Splay[p.splay.upper()] for p in me.piles],
    )


def determinize(game: Game, view: GameView, rnd: random.Random) -> GameState:
    """A full game state consistent with ``view``: every card the viewer cannot see is dealt at
    random from the cards they have not seen, keeping its set and age; the RNG is re-seeded.

    Only the view is read, plus what every player knows anyway: the static card registry, the
    seating and teams, and the plugins' public bookkeeping counters (once-per-turn flags)."""
    rules = game.rules
    seen: set[str] = set()
    slots: list[tuple[list[str], int, str, int]] = []  # (target list, index, set, age)

    def fill(cards: list[CardView], target: list[str]) -> None:
        for card in cards:
            if card.id is not None:
                seen.add(card.id)
                target.append(card.id)
            else:
                target.append("")
                slots.append((target, len(target) - 1, card.set, card.age))

    names = [p.name for p in view.players]
    players: list[PlayerState] = []
    for pv in view.players:
        pl = PlayerState(name=pv.name)
        fill(pv.hand, pl.hand)
        fill(pv.score, pl.score)
        fill(pv.achievements, pl.achievements)
        for k, pile in enumerate(pv.piles):
            pl.piles[k] = list(pile.cards)
            pl.splays[k] = Splay[pile.splay.upper()]
            seen.update(pile.cards)
        for zone, cards in pv.zones.items():
            pl.zones[zone] = []
            fill(cards, pl.zones[zone])
        players.append(pl)
    decks: dict[str, list[list[str]]] = {}
    for set_name, counts in view.decks.items():
        decks[set_name] = []
        for age, count in enumerate(counts, start=1):
            deck: list[str] = []
            fill([_hidden(age, set_name)] * count, deck)
            decks[set_name].append(deck)
    achievements: list[str] = []
    # their backs (protocol 1.3: with The Unseen they need not be base cards); a view without
    # them (an older protocol) says only their values
    backs = view.available or [_hidden(age, "base") for age in view.achievements]
    fill(backs, achievements)
    zones: dict[str, list[str]] = {}
    for zone, cards in view.zones.items():
        zones[zone] = []
        fill(cards, zones[zone])
    seen.update(view.removed)
    seen.update(view.specials)
    pool: dict[tuple[str, int], list[str]] = {}
    for cid, info in rules.cards.items():
        if cid not in seen and cid not in rules.specials:
            pool.setdefault((info.set, info.age), []).append(cid)
    for bucket_cards in pool.values():
        rnd.shuffle(bucket_cards)
    for target, index, set_name, age in slots:
        bucket = pool.get((set_name, age))
        if not bucket:
            raise InnovationError("the view is inconsistent with the card registry")
        target[index] = bucket.pop()
    # Monument counters: what everybody saw being tucked and scored since the turn began.
    turn_mark = max((i for i, e in enumerate(view.events) if e.kind == "turn"), default=0)
    for event in view.events[turn_mark:]:
        if event.player in names and event.kind in ("tuck", "score"):
            pl = players[names.index(event.player)]
            if event.kind == "tuck":
                pl.tucked_this_turn += 1
            else:
                pl.scored_this_turn += 1
    state = GameState(
        players=players,
        decks=decks,
        achievements=achievements,
        specials=list(view.specials),
        removed=list(view.removed),
        zones=zones,
        rng=rnd.getrandbits(64),
        phase=view.phase,
        turn_player=names.index(view.turn_player),
        actions_left=view.actions_left,
        turn=view.turn,
        turn_started=True,
        teams=None if game.config._team_of_seat is None else list(game.config._team_of_seat),
        counters=dict(game.state.counters),  # public plugin bookkeeping (once-per-turn flags)
    )
    return state


def _hidden(age: int, set_name: str) -> CardView:
    from innovation.protocol.view import CardView

    return CardView(age=age, set=set_name)


# ---------------------------------------------------------------------------------------------
# The agent registry: every bot the library (and any installed package) offers, by name.

AGENT_ENTRY_POINT_GROUP = "innovation.agents"


@dataclass(frozen=True)
class AgentParam:
    """A parameter an agent kind takes, given in the agent spec: ``ismcts:time=0.5``.

    Values outside ``[low, high]`` are refused (specs come from command lines and config files)."""

    name: str
    type: type[int] | type[float]
    default: float
    low: float
    high: float
    help: str = ""


@dataclass(frozen=True)
class AgentKind:
    """A kind of bot front-ends can offer: ``factory(seed, **params)`` makes a fresh agent.

    Third-party bots register in the ``innovation.agents`` entry-point group; the entry point
    loads either an :class:`AgentKind` or a class/callable taking a ``seed`` (its docstring's
    first line becomes the description). ``params`` lists the keyword parameters an agent spec
    may set (``kind:name=value:name=value``)."""

    name: str
    description: str
    factory: Callable[..., Agent]
    params: tuple[AgentParam, ...] = ()


def _first_line(obj: object) -> str:
    doc = (inspect.getdoc(obj) or "").strip()
    return doc.splitlines()[0] if doc else ""


BUILTIN_AGENTS: tuple[AgentKind, ...] = (
    AgentKind("heuristic", _first_line(HeuristicAgent), HeuristicAgent),
    AgentKind("random", _first_line(RandomAgent), RandomAgent),
)


@functools.cache
def agent_kinds() -> dict[str, AgentKind]:
    """Every registered agent kind by name: the built-in ones, then the ``innovation.agents``
    entry points (scanned once per process). Front-ends list these, so a new bot shows up in
    every menu without further changes."""
    kinds = {kind.name: kind for kind in BUILTIN_AGENTS}
    for ep in importlib.metadata.entry_points(group=AGENT_ENTRY_POINT_GROUP):
        if ep.name in kinds:
            continue  # a built-in name cannot be taken over by an installed package
        loaded = ep.load()
        if isinstance(loaded, AgentKind):
            kinds[ep.name] = AgentKind(ep.name, loaded.description, loaded.factory, loaded.params)
        elif callable(loaded):
            kinds[ep.name] = AgentKind(ep.name, _first_line(loaded), loaded)
        else:
            raise ConfigError(f"entry point {ep.name!r} in {AGENT_ENTRY_POINT_GROUP} is not an agent kind")
    return kinds


def parse_agent_spec(spec: str) -> tuple[AgentKind, dict[str, int | float]]:
    """The kind and parameters an agent spec names: ``"heuristic"``, ``"ismcts:time=0.5"``,
    ``"ismcts:iterations=200:depth=6"`` (parameters of the kind only, each within its bounds)."""
    if not isinstance(spec, str):
        raise ConfigError(f"an agent spec is a string, not {type(spec).__name__}")
    name, *settings = [part.strip() for part in spec.strip().split(":")]
    kinds = agent_kinds()
    kind = kinds.get(name.lower())
    if kind is None:
        raise ConfigError(f"unknown agent {name[:40]!r} (known: {', '.join(sorted(kinds))})")
    by_name = {p.name: p for p in kind.params}
    params: dict[str, int | float] = {}
    for setting in settings:
        key, eq, raw = setting.partition("=")
        param = by_name.get(key.strip())
        if param is None or not eq:
            known = ", ".join(sorted(by_name)) or "none"
            raise ConfigError(f"agent {kind.name!r}: unknown setting {setting[:40]!r} (parameters: {known})")
        try:
            value = param.type(raw.strip())
        except ValueError:
            raise ConfigError(
                f"agent {kind.name!r}: {param.name} must be a {param.type.__name__}, not {raw[:20]!r}"
            ) from None
        if not param.low <= value <= param.high:  # also refuses nan
            raise ConfigError(f"agent {kind.name!r}: {param.name} must be between {param.low} and {param.high}")
        params[param.name] = value
    return kind, params


def make_agent(kind: str, seed: int = 0) -> Agent:
    """A fresh agent of a registered kind (see :func:`agent_kinds`); ``kind`` may set the
    kind's parameters (:func:`parse_agent_spec`)."""
    found, params = parse_agent_spec(kind)
    return found.factory(seed, **params)


def agent_kind_names(spec: str | Sequence[str]) -> list[str]:
    """The agent specs named by a comma-separated list (``"heuristic,ismcts:time=0.5"``) or a
    sequence of specs, normalised and checked (kind and settings, :func:`parse_agent_spec`)."""
    parts = spec.split(",") if isinstance(spec, str) else list(spec)
    names = [
        ":".join(p.strip() for p in part.strip().lower().split(":"))
        for part in parts
        if isinstance(part, str) and part.strip()
    ]
    if not names:
        raise ConfigError("no agents given")
    for name in names:
        parse_agent_spec(name)
    return names


def agents_help() -> str:
    """The registered kinds, for a ``--help`` text (a kind with settings shows how to give them)."""
    return ", ".join(
        f"{name}[:setting=value…]" if kind.params else name for name, kind in sorted(agent_kinds().items())
    )


def play(game: Game, agents: Mapping[str, Agent] | Sequence[Agent]) -> Result:
    """Play ``game`` to the end, each decision answered inline by its player's agent.

    ``agents`` maps player names to agents, or lists them in seating order. The result is the
    same as answering ``game.pending`` with ``game.answer`` using the same choices — only faster,
    since no segment is ever re-run.
    """
    if isinstance(agents, Mapping):
        by_name = dict(agents)
    else:
        by_name = dict(zip(game.players, agents, strict=False))
    missing = [p for p in game.players if p not in by_name]
    if missing:
        raise ConfigError(f"no agent for {', '.join(missing)}")
    bare = frozenset(name for name, agent in by_name.items() if getattr(agent, "reads_choices", True) is False)
    game._play_inline(lambda d: by_name[d.player].choose(game, d), bare)
    assert game.result is not None
    return game.result
