"""A game played inside the game (4th-edition Artifacts' "start a new game …"; docs/rulings.md,
"Martian Internet: a game within the game").

The game within is played on the same state, inside the effect that starts it: every player's
cards are set aside (into the shared, face-down zone ``set_aside``), the game within opens (each
player still in the game draws and melds a card of the opening value), its turns are played by the
same turn loop as the game's own, and when it ends — any way a game ends: achievements, score, a
card's "you win", the last player left — the effect goes on: the cards of the winners stay where
they lie (they are now in this game), everyone else's cards from the game within are junked, and
every set-aside card goes back where it was. Nothing of it lives outside the one effect call that
plays it, so a game within needs no state of its own: a save holds the snapshot of the action that
started it and the answers given since, and loading it replays them (as for any paused action).

It never names a card: a plugin calls :meth:`GamesWithin.play_game_within` (through
``EffectContext.play_game_within``).
"""

from __future__ import annotations

from dataclasses import dataclass

from innovation.errors import NotImplementedRuleError
from innovation.protocol.vocabulary import EventKind
from innovation.rules.actions import ActionChoices
from innovation.rules.board import GameOver, Where
from innovation.rules.cards import sort_key
from innovation.rules.dogma import DogmaRun
from innovation.rules.eventlog import Noted, place_code
from innovation.rules.state import Result

#: The shared zone where the cards of the game being left lie while a game within is played.
SET_ASIDE = "set_aside"
_SET_ASIDE = Where(SET_ASIDE)
_JUNK = Where("junk")


@dataclass
class _Held:
    """What one player held when a game within began (to put back exactly, splays included)."""

    hand: list[str]
    piles: list[list[str]]
    splays: list[int]
    score: list[str]
    achievements: list[str]
    zones: dict[str, list[str]]
    tucked_this_turn: int
    scored_this_turn: int
    eliminated: bool


@dataclass
class _Outer:
    """The turn of the game being left, as it stood when the game within began."""

    turn: int
    turn_player: int
    actions_left: int
    turn_started: bool
    counters: dict[str, int]
    dogma_stack: list[DogmaRun]
    effect_kind: str | None


@dataclass(frozen=True)
class GameWithinResult:
    """How a game within ended: its winners (seats; partners included) and its result."""

    winners: tuple[int, ...]
    result: Result


class GamesWithin(ActionChoices):
    """The engine's part that plays a game within the game (a layer of
    :class:`~innovation.rules.turn.Engine`, which has the turn loop it calls)."""

    def play_game_within(self, starter: int, opening_age: int) -> GameWithinResult:
        """Play a whole new game inside this one, ``starter`` (the executing player) opening it,
        and bring its outcome into this game; returns how it ended. See the module docstring and
        docs/rulings.md for every point of the reading."""
        engine = self
        st = engine.state
        if not engine.edition.junk:
            raise NotImplementedRuleError(
                f"a game within the game needs the junk, which the {engine.edition.title} lacks"
            )
        n = engine.n_players
        outer = _Outer(
            st.turn,
            st.turn_player,
            st.actions_left,
            st.turn_started,
            dict(st.counters),
            engine.dogma_stack,
            engine.effect_kind,
        )
        engine.log("game_within", f"{engine.name(starter)} starts a game within the game.", starter)
        held = [self._set_aside(q) for q in range(n)]
        st.counters.clear()  # a new game: no flag of this turn carries into it
        engine.dogma_stack = []
        engine.effect_kind = None
        result: Result
        try:
            self._play(starter, opening_age)
        except GameOver as over:
            result = over.result
        finally:
            engine.dogma_stack = outer.dogma_stack
            engine.effect_kind = outer.effect_kind
        names = [engine.name(q) for q in range(n)]
        winners = tuple(q for q in range(n) if names[q] in result.winners)
        if winners:
            players = ", ".join(names[q] for q in winners)
            text = f"{players} won the game within the game; their cards from it come into this game."
            engine.log("game_within", text, winners[0])
        for q in range(n):
            if q not in winners:
                self._junk_everything(q)
        for q in range(n):
            self._put_back(q, held[q])
        st.turn, st.turn_player, st.actions_left = outer.turn, outer.turn_player, outer.actions_left
        st.turn_started = outer.turn_started
        st.counters.clear()
        st.counters.update(outer.counters)
        if not st.zones.get(SET_ASIDE, True):
            del st.zones[SET_ASIDE]  # (the fork, if any, has a dict of its own: GameState.fork)
        engine._changed()  # the sharing bonus sees it; board achievements are announced anew
        if result.reason == "turn_limit":
            engine.finish([], "turn_limit", result.detail)  # the game's limit of turns stops it all
        engine.check_win_by_achievements()
        return GameWithinResult(winners, result)

    # ------------------------------------------------------------------ the parts
    # The turn loop is the engine's (innovation.rules.turn.Engine, which mixes this class in).
    def _take_action(self) -> None:
        raise NotImplementedError("GamesWithin is a layer of the engine: make an innovation.rules.turn.Engine")

    def _actions_for_turn(self, turn: int) -> int:
        raise NotImplementedError("GamesWithin is a layer of the engine: make an innovation.rules.turn.Engine")

    def _set_aside(self, p: int) -> _Held:
        """Move every card ``p`` holds into the set-aside zone, noting where each lay."""
        engine = self
        pl = engine.state.players[p]
        held = _Held(
            pl.hand[:],
            [pile[:] for pile in pl.piles],
            pl.splays[:],
            pl.score[:],
            pl.achievements[:],
            {zone: cards[:] for zone, cards in pl.zones.items()},
            pl.tucked_this_turn,
            pl.scored_this_turn,
            pl.eliminated,
        )
        board = [c for pile in held.piles for c in reversed(pile)]
        zones = [c for cards in held.zones.values() for c in cards]
        for card in [*held.hand, *board, *held.score, *held.achievements, *zones]:
            self._move_within(p, card, _SET_ASIDE, "sets aside")
        pl.tucked_this_turn = pl.scored_this_turn = 0
        engine._touch(p, "counters")
        return held

    def _play(self, starter: int, opening_age: int) -> None:
        """The game within, from its opening to its end (a :class:`GameOver`, always)."""
        engine = self
        st = engine.state
        n = engine.n_players
        melded: dict[int, str] = {}
        for q in [(starter + k) % n for k in range(n)]:
            if not st.players[q].eliminated:
                card = engine.draw(q, opening_age)
                engine.meld(q, card)
                melded[q] = card
        engine.check_special_achievements_now()
        first = min(melded, key=lambda q: sort_key(engine.cards[melded[q]].name))
        st.turn, st.turn_player, st.turn_started = 1, first, False
        st.actions_left = engine._actions_for_turn(1)
        engine.say("first_player", first)
        while True:  # ends with the game within (GameOver): a draw past the last age at the latest
            engine._take_action()

    def _junk_everything(self, p: int) -> None:
        """Junk every card ``p`` holds in the game within (hand, board pile by pile from the top,
        score pile, achievements — special ones too —, zones)."""
        engine = self
        pl = engine.state.players[p]
        board = [c for pile in pl.piles for c in reversed(pile)]
        zones = engine.zone_cards_held(p)
        for card in [*pl.hand, *board, *pl.score, *pl.achievements, *zones]:
            if card in engine.rules.specials:  # (Moves.junk takes only an available one)
                self._move_within(p, card, _JUNK, "junks", "junk")
                engine._changed()
            else:
                engine.junk(p, card)

    def _put_back(self, p: int, held: _Held) -> None:
        """Return ``p``'s set-aside cards where they lay: under what ``p`` now holds there (the
        cards a winner brings from the game within lie on top of their piles). A pile keeps the
        splay it had in this game; a limited zone (the 4th edition's forecast) that overflows
        junks the cards brought in that do not fit."""
        engine = self
        pl = engine.state.players[p]
        brought = {zone: cards[:] for zone, cards in pl.zones.items()}
        for card in held.hand:
            self._back(p, card, Where("hand", p))
        for color, pile in enumerate(held.piles):
            for card in reversed(pile):
                self._back(p, card, Where("board", p, color), bottom=True)
            # the pile of this game keeps its splay (the cards brought in were as if melded onto it)
            if pile and pl.splays[color] != held.splays[color]:
                pl.splays[color] = held.splays[color] if len(pl.piles[color]) >= 2 else 0
                engine._board_changed(p, color)
        for card in held.score:
            self._back(p, card, Where("score", p))
        for card in held.achievements:
            self._back(p, card, Where("achievements", p))
        for zone, cards in held.zones.items():
            for card in cards:
                self._back(p, card, Where(zone, p))
        for zone, cards in brought.items():
            limit = engine.zone_limit(p, zone)
            spec = engine.rules.zones.get(zone)
            if spec is not None and spec.capacity is not None:
                limit = spec.capacity if limit is None else min(limit, spec.capacity)
            over = 0 if limit is None else len(pl.zones.get(zone, ())) - limit
            for card in reversed(cards[: max(over, 0)]):
                engine.junk(p, card)
        pl.tucked_this_turn, pl.scored_this_turn = held.tucked_this_turn, held.scored_this_turn
        pl.eliminated = held.eliminated
        engine._touch(p, "counters")

    def _back(self, p: int, card: str, dest: Where, *, bottom: bool = False) -> None:
        self._move_within(p, card, dest, "takes back", bottom=bottom)

    def _move_within(
        self, p: int, card: str, dest: Where, verb: str, kind: EventKind = "transfer", *, bottom: bool = False
    ) -> None:
        """Move ``card`` (a special achievement too) of ``p``'s to ``dest``, with its event."""
        engine = self
        src, dst, origin, target = engine._move(card, dest, bottom=bottom)
        special = engine.rules.specials.get(card)
        if special is None:
            engine._move_event(kind, p, card, src, dst, verb, origin=origin, target=target)
        else:  # face up wherever it lies, named as the junk names one (Moves.junk)
            text = _special_text(engine.name(p), verb, special.name)
            engine.emit(Noted(kind, text, p, card, place_code(origin), place_code(target)))


def _special_text(player: str, verb: str, name: str) -> str:
    """The log line of a special achievement moved by a game within (one wording per move)."""
    if verb == "junks":
        return f"{player} junks the {name} achievement."
    if verb == "sets aside":
        return f"{player} sets aside the {name} achievement."
    return f"{player} takes back the {name} achievement."
