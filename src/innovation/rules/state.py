"""The game state: plain msgspec Structs holding card ids in ordered lists.

Lists run bottom → top (decks, piles). Static card facts live in the rules registry, not here, so
:meth:`GameState.clone` only copies small lists of strings.
"""

from __future__ import annotations

from itertools import chain

import msgspec

from innovation.protocol.vocabulary import Phase, ResultReason


def zone_list(zones: dict[str, list[str]], name: str) -> list[str]:
    """The list under ``name`` in a dict of zones (or of supply piles), made empty if missing.

    A new key keeps the dict in key order, the order a save writes and a load reads: whatever
    iterates such a dict (a game within setting a player's zones aside, a card that takes every
    card a player holds) must not depend on which zone happened to be used first, or a loaded
    game would go on differently from the game it saved."""
    found = zones.get(name)
    if found is None:
        found = zones[name] = []
        if any(key > name for key in zones):
            ordered = sorted(zones.items())
            zones.clear()
            zones.update(ordered)
    return found


class PlayerState(msgspec.Struct, forbid_unknown_fields=True):
    name: str
    hand: list[str] = msgspec.field(default_factory=list)
    #: One pile per colour (indexed by :class:`~innovation.rules.cards.Color`), bottom → top.
    piles: list[list[str]] = msgspec.field(default_factory=lambda: [[], [], [], [], []])
    #: Splay per colour (:class:`~innovation.rules.cards.Splay` values).
    splays: list[int] = msgspec.field(default_factory=lambda: [0, 0, 0, 0, 0])
    score: list[str] = msgspec.field(default_factory=list)
    achievements: list[str] = msgspec.field(default_factory=list)
    #: Expansion zones owned by this player (e.g. "forecast", "display").
    zones: dict[str, list[str]] = msgspec.field(default_factory=dict)
    #: Monument counters for the current turn.
    tucked_this_turn: int = 0
    scored_this_turn: int = 0
    #: Out of the game (Exxon Valdez): skipped for turns and effects.
    eliminated: bool = False

    def clone(self) -> PlayerState:
        # Positional, in field order, and list.copy through map: a clone is made per segment
        # (tests/core/test_state.py checks that it copies every field and shares no list).
        return PlayerState(
            self.name,
            self.hand[:],
            list(map(list.copy, self.piles)),
            self.splays[:],
            self.score[:],
            self.achievements[:],
            {k: v[:] for k, v in self.zones.items()},
            self.tucked_this_turn,
            self.scored_this_turn,
            self.eliminated,
        )

    def fork(self) -> PlayerState:
        """This player's part of :meth:`GameState.fork`: the zone lists shared, the containers of
        piles, splays and expansion zones its own."""
        return PlayerState(
            self.name,
            self.hand,
            self.piles[:],
            self.splays[:],
            self.score,
            self.achievements,
            dict(self.zones),
            self.tucked_this_turn,
            self.scored_this_turn,
            self.eliminated,
        )


class Result(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """How a finished game ended."""

    #: Empty only when the game was stopped at its turn limit (nobody won).
    winners: list[str]
    #: How it ended (:data:`innovation.protocol.vocabulary.ResultReason`): "achievements", "score"
    #: (someone drew past age 10), "dogma" (a card named the winner) or "turn_limit"
    #: (``GameConfig(max_turns=...)`` was reached: no winner).
    reason: ResultReason
    scores: dict[str, int]
    achievements: dict[str, int]
    #: Why, in plain English ("6 achievements (needed 6)", the winning card's name …).
    detail: str = ""
    #: The card whose effect ended the game, for a dogma win (a card id).
    card: str | None = None

    def describe(self) -> str:
        """One line for people: "ann won (achievements: 6 achievements (needed 6))", or "No
        winner (turn_limit: stopped at the limit of 500 turns)"."""
        who = f"{', '.join(self.winners)} won" if self.winners else "No winner"
        return f"{who} ({self.reason}{': ' + self.detail if self.detail else ''})"


def copy_result(result: Result | None) -> Result | None:
    """A copy of ``result`` sharing no list or dict with it (results handed out must not alias
    the game's own)."""
    if result is None:
        return None
    return Result(
        winners=list(result.winners),
        reason=result.reason,
        scores=dict(result.scores),
        achievements=dict(result.achievements),
        detail=result.detail,
        card=result.card,
    )


class GameState(msgspec.Struct, forbid_unknown_fields=True):
    players: list[PlayerState]
    #: Supply piles: set name → 10 lists (ages 1–10), bottom → top.
    decks: dict[str, list[list[str]]]
    #: Standard achievements still available (card ids, face down).
    achievements: list[str] = msgspec.field(default_factory=list)
    #: Special achievements still available (ids).
    specials: list[str] = msgspec.field(default_factory=list)
    removed: list[str] = msgspec.field(default_factory=list)
    #: Shared expansion zones (e.g. "relics").
    zones: dict[str, list[str]] = msgspec.field(default_factory=dict)
    rng: int = 0
    #: "setup" (initial melds), "turn" or "over".
    phase: Phase = "setup"
    turn_player: int = 0
    actions_left: int = 0
    turn: int = 0
    turn_started: bool = False
    #: Team index per seat, or None for an individual game.
    teams: list[int] | None = None
    #: Small counters plugins may keep between segments (e.g. once-per-turn flags).
    counters: dict[str, int] = msgspec.field(default_factory=dict)
    result: Result | None = None

    def clone(self) -> GameState:
        """A copy sharing no list that anything changes in place. The supply piles (the lists in
        ``decks[set]``) are the exception, shared with the original: the engine never changes one
        in place but puts a changed copy in its place (:mod:`innovation.rules.zones`), so each state
        keeps its own — and a clone, made for every segment, copies three lists instead of thirty."""
        return self._copy({k: v[:] for k, v in self.decks.items()})  # the supply piles themselves shared

    def _copy(self, decks: dict[str, list[list[str]]]) -> GameState:
        """A copy of this state with ``decks``, sharing no other list with it."""
        return GameState(  # positional, in field order (see PlayerState.clone)
            [p.clone() for p in self.players],
            decks,
            self.achievements[:],
            self.specials[:],
            self.removed[:],
            {k: v[:] for k, v in self.zones.items()},
            self.rng,
            self.phase,
            self.turn_player,
            self.actions_left,
            self.turn,
            self.turn_started,
            None if self.teams is None else self.teams[:],
            dict(self.counters),
            self.result,
        )

    def fork(self) -> GameState:
        """A snapshot of this moment sharing this state's zone lists (each hand, score pile,
        achievement pile, board pile and expansion zone, and each set's list of supply piles):
        far cheaper than :meth:`clone`, and kept true only by an engine that goes on changing
        this state with the fork as its ``kept`` snapshot — it copies a list into the fork just
        before changing it in place (:meth:`innovation.rules.zones.Zones._keep_apart`; the game's loop,
        :meth:`innovation.game.Game._run`). The small containers are the fork's own: the
        players' lists of piles and splays, the zone and supply dicts and the counters (which
        plugins set directly)."""
        return GameState(  # positional, in field order (see PlayerState.clone)
            list(map(PlayerState.fork, self.players)),
            dict(self.decks),
            self.achievements,
            self.specials,
            self.removed,
            dict(self.zones),
            self.rng,
            self.phase,
            self.turn_player,
            self.actions_left,
            self.turn,
            self.turn_started,
            self.teams,  # never changed
            dict(self.counters),
            self.result,
        )

    def unshared(self) -> GameState:
        """This state, to hand out as a game's own: itself (a :class:`SharedGameState`: a clone)."""
        return self

    def shared(self) -> SharedGameState:
        """This state as a :class:`SharedGameState` holding the same lists (for a holder that
        then never changes them)."""
        return SharedGameState(*msgspec.structs.astuple(self))

    def card_lists(self) -> list[list[str]]:
        """Every list of card ids in the state, the available special achievements last (used by
        save validation)."""
        out: list[list[str]] = []
        for p in self.players:
            out.append(p.hand)
            out += p.piles
            out.append(p.score)
            out.append(p.achievements)
            out += p.zones.values()
        for ages in self.decks.values():
            out += ages
        out.append(self.achievements)
        out.append(self.removed)
        out += self.zones.values()
        out.append(self.specials)
        return out

    def all_card_ids(self) -> list[str]:
        """Every card id held anywhere in the state but the available special achievements."""
        return list(chain.from_iterable(self.card_lists()[:-1]))


class SharedGameState(GameState):
    """A state that several games hold at once as the snapshot of their first segment — the one
    a load remembers for the next load of the same text (:mod:`innovation.saves.states`) — so that
    a load copies it once, not twice. Nothing changes it, nor any list in it: every state derived
    from it to be changed is a :meth:`clone`, which here copies the supply piles too (a plain
    clone shares them, trusting the engine never to change one in place: a plugin might, and one
    game's plugin must not change what other games load)."""

    def clone(self) -> GameState:
        return self._copy({k: list(map(list.copy, v)) for k, v in self.decks.items()})

    def unshared(self) -> GameState:
        return self.clone()
