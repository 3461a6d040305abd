"""Scenario builder for card and rule tests (public API, used by expansion authors too).

Set up an exact position, run an action, answer the questions by card name, colour or yes/no,
and read the zones back as plain data::

    from innovation.testing import Scenario

    s = Scenario(players=("ann", "bob"))
    s.board("ann", "Agriculture")
    s.hand("ann", "Archery")
    s.deck("base", 2, "Calendar")          # Calendar is the next 2 drawn
    g = s.build()
    g.dogma("Agriculture")                 # ann activates Agriculture
    g.answer("Archery")                    # returns Archery …
    assert g.score("ann") == ["Calendar"]  # … and draws and scores a 2

Cards are named by their English name or their id. Cards not placed anywhere stay shuffled in
their supply piles (seeded). The standard achievements (ages 1–9; 1–10 in the 4th edition) are set
aside as usual unless :meth:`Scenario.available_achievements` says otherwise.

A set still being written (cards without effects) is refused by ``GameConfig``; its scenario
tests pass ``unfinished=True`` (``Scenario(edition="fourth", unfinished=True)``), which builds the
game anyway — a card without effects then fails only if it is executed. Testing only: such a game
cannot be loaded from a save outside :func:`unfinished_sets`. Everything lands in a real
:class:`~innovation.Game`; :attr:`ScenarioGame.game` gives full access.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable, Sequence

from innovation.editions import DEFAULT_EDITION
from innovation.errors import ScenarioError
from innovation.game import Game, GameConfig
from innovation.options import Edition
from innovation.protocol.decisions import Decision
from innovation.rules import rng
from innovation.rules.cards import COLOR_BY_NAME, Color, Splay
from innovation.rules.plugins import BASE, build_rules
from innovation.rules.plugins import unfinished_sets as unfinished_sets  # testing only: see the docstring
from innovation.rules.state import GameState, PlayerState, Result
from innovation.rules.turn import Engine

_SPLAYS = {s.label: s for s in Splay}


class Scenario:
    """Describe a position, then :meth:`build` it."""

    def __init__(
        self,
        players: Sequence[str] = ("ann", "bob"),
        *,
        expansions: Sequence[str] = (),
        seed: int = 0,
        teams: bool = False,
        plugins: Sequence[object] = (),
        edition: Edition = DEFAULT_EDITION,
        unfinished: bool = False,
        max_turns: int | None = None,
        **options: bool,
    ) -> None:
        with unfinished_sets() if unfinished else contextlib.nullcontext():
            self.config = GameConfig(
                players=tuple(players),
                seed=seed,
                expansions=tuple(expansions),
                teams=teams,
                plugins=tuple(plugins),
                edition=edition,
                max_turns=max_turns,
                **options,
            )
            self.rules = build_rules(self.config.expansions, self.config.plugins, self.config.options)
        self._by_name = {info.name.lower(): cid for cid, info in self.rules.cards.items()}
        self._placed: dict[str, str] = {}
        self._hands: dict[str, list[str]] = {}
        self._scores: dict[str, list[str]] = {}
        self._achievements: dict[str, list[str]] = {}
        self._piles: dict[tuple[str, int], tuple[list[str], Splay]] = {}
        self._zones: dict[tuple[str, str], list[str]] = {}
        self._shared_zones: dict[str, list[str]] = {}
        self._deck_tops: dict[tuple[str, int], list[str]] = {}
        self._exhausted: set[tuple[str, int]] = set()
        self._available: list[str] | None = None
        self._specials: list[str] | None = None
        self._counters: dict[str, tuple[int, int]] = {}
        self._game_counters: dict[str, int] = {}
        self._turn: str = self.config.seating[0]
        self._actions = 2
        self._turn_number = 5
        self._fresh = False

    # ------------------------------------------------------------ helpers
    def card_id(self, name_or_id: str) -> str:
        """Resolve a card name (case-insensitive) or id."""
        if name_or_id in self.rules.cards or name_or_id in self.rules.specials:
            return name_or_id
        cid = self._by_name.get(name_or_id.lower())
        if cid is None:
            raise ScenarioError(f"unknown card {name_or_id!r}")
        return cid

    def _claim(self, cards: Iterable[str], where: str) -> list[str]:
        out = []
        for name in cards:
            cid = self.card_id(name)
            if cid in self._placed:
                raise ScenarioError(f"{name} is placed twice ({self._placed[cid]} and {where})")
            self._placed[cid] = where
            out.append(cid)
        return out

    def _player(self, name: str) -> str:
        if name not in self.config.players:
            raise ScenarioError(f"unknown player {name!r}")
        return name

    # ------------------------------------------------------------ describing the position
    def hand(self, player: str, *cards: str) -> Scenario:
        self._hands.setdefault(self._player(player), []).extend(self._claim(cards, f"{player}'s hand"))
        return self

    def score(self, player: str, *cards: str) -> Scenario:
        self._scores.setdefault(self._player(player), []).extend(self._claim(cards, f"{player}'s score pile"))
        return self

    def achievements(self, player: str, *cards: str) -> Scenario:
        """Cards (or special achievement ids such as "monument") in ``player``'s achievements."""
        ids = []
        for name in cards:
            if name.lower() in self.rules.specials:
                ids.append(name.lower())
                self._placed[name.lower()] = f"{player}'s achievements"
            else:
                ids += self._claim([name], f"{player}'s achievements")
        self._achievements.setdefault(self._player(player), []).extend(ids)
        return self

    def board(self, player: str, *cards: str, splay: str = "none") -> Scenario:
        """Put cards on ``player``'s board. Cards of one colour form a pile, bottom → top in the
        order given; ``splay`` applies to every pile named in this call."""
        self._player(player)
        ids = self._claim(cards, f"{player}'s board")
        direction = _SPLAYS[splay]
        for cid in ids:
            color = self.rules.cards[cid].color
            pile, _ = self._piles.get((player, color), ([], Splay.NONE))
            pile.append(cid)
            self._piles[(player, color)] = (pile, direction)
        return self

    def zone(self, player: str, zone: str, *cards: str) -> Scenario:
        """Cards in an expansion zone of ``player`` (e.g. "forecast", "display")."""
        self._zones.setdefault((self._player(player), zone), []).extend(self._claim(cards, f"{player}'s {zone}"))
        return self

    def shared_zone(self, zone: str, *cards: str) -> Scenario:
        self._shared_zones.setdefault(zone, []).extend(self._claim(cards, zone))
        return self

    def deck(self, set_name: str, age: int, *cards: str) -> Scenario:
        """Put cards on top of a supply pile; the first one named is drawn first."""
        ids = self._claim(cards, f"{set_name} {age} pile")
        for cid in ids:
            info = self.rules.cards[cid]
            if info.set != set_name or info.age != age:
                raise ScenarioError(f"{info.name} belongs to the {info.set} {info.age} pile")
        self._deck_tops.setdefault((set_name, age), []).extend(ids)
        return self

    def exhaust(self, set_name: str, age: int) -> Scenario:
        """Empty a supply pile (apart from cards put on it with :meth:`deck`). The cards are
        moved out of play (to the game's "removed" zone) so that every card stays accounted for."""
        self._exhausted.add((set_name, age))
        return self

    def available_achievements(self, *cards: str) -> Scenario:
        """Exactly these cards form the standard achievement pile."""
        self._available = self._claim(cards, "the achievement pile")
        return self

    def specials_available(self, *ids: str) -> Scenario:
        """Exactly these special achievements are still available (default: all not placed)."""
        self._specials = [i.lower() for i in ids]
        return self

    def counters(self, player: str, *, tucked: int = 0, scored: int = 0) -> Scenario:
        """Cards ``player`` has already tucked / scored this turn (Monument)."""
        self._counters[self._player(player)] = (tucked, scored)
        return self

    def game_counter(self, key: str, value: int) -> Scenario:
        """A counter a plugin keeps in ``state.counters`` (e.g. The Unseen's
        ``innovation_unseen.draw.counter_key(seat)``: the turn a player last took a card from a supply pile)."""
        self._game_counters[key] = value
        return self

    def turn(self, player: str, actions_left: int = 2, turn_number: int = 5, *, fresh: bool = False) -> Scenario:
        """Whose turn it is. ``fresh``: the turn has not started yet, so start-of-turn steps (an
        artifact on display) come before the first action."""
        self._turn = self._player(player)
        self._actions = actions_left
        self._turn_number = turn_number
        self._fresh = fresh
        return self

    # ------------------------------------------------------------ building
    def _run_setup_hooks(self, state: GameState) -> None:
        """Let plugins lay out their zones (forecast, display, relics area) as in a real set-up;
        relics named elsewhere in the scenario are taken out of the relics area first."""
        engine = Engine(self.rules, state, [], options=self.config.options)
        self.rules.pm.hook.innovation_setup(ctx=engine.hook_context(0))
        for zone in state.zones.values():
            zone[:] = [c for c in zone if c not in self._placed]

    def build(self) -> ScenarioGame:
        rules = self.rules
        seating = self.config.seating
        state = GameState(
            players=[PlayerState(name=n) for n in seating],
            decks={},
            rng=self.config.seed,
            teams=None if self.config._team_of_seat is None else list(self.config._team_of_seat),
        )
        for set_name in rules.supply_sets:
            decks: list[list[str]] = [[] for _ in rules.edition.ages]
            for cid, info in sorted(rules.cards.items()):
                if info.set == set_name and not info.relic and cid not in self._placed:
                    decks[info.age - 1].append(cid)
            for deck in decks:
                state.rng = rng.shuffle(state.rng, deck)
            state.decks[set_name] = decks
        if self._available is None:
            for age in rules.edition.achievement_ages:
                deck = state.decks[BASE][age - 1]
                if deck:
                    state.achievements.append(deck.pop())
        else:
            state.achievements = list(self._available)
        if rules.edition.junk:
            state.zones.setdefault("junk", [])
        for set_name, age in self._exhausted:
            state.removed += state.decks[set_name][age - 1]
            state.decks[set_name][age - 1] = []
        for (set_name, age), tops in self._deck_tops.items():
            state.decks[set_name][age - 1] += list(reversed(tops))
        specials = [s for s in rules.specials if s not in self._placed]
        state.specials = specials if self._specials is None else [s for s in self._specials if s in specials]
        # Special achievements neither available nor placed are set aside as already claimed.
        index = {name: i for i, name in enumerate(seating)}
        for name, cards in self._hands.items():
            state.players[index[name]].hand = list(cards)
        for name, cards in self._scores.items():
            state.players[index[name]].score = list(cards)
        for name, cards in self._achievements.items():
            state.players[index[name]].achievements = list(cards)
        for (name, color), (pile, direction) in self._piles.items():
            pl = state.players[index[name]]
            pl.piles[color] = list(pile)
            pl.splays[color] = direction if len(pile) >= 2 else Splay.NONE
        for (name, zone), cards in self._zones.items():
            state.players[index[name]].zones[zone] = list(cards)
        for zone, cards in self._shared_zones.items():
            state.zones[zone] = list(cards)
        state.counters.update(self._game_counters)
        for name, (tucked, scored) in self._counters.items():
            state.players[index[name]].tucked_this_turn = tucked
            state.players[index[name]].scored_this_turn = scored
        state.phase = "turn"
        state.turn = self._turn_number
        state.turn_player = index[self._turn]
        state.actions_left = self._actions
        state.turn_started = not self._fresh
        if self.rules.has("innovation_setup"):
            # Expansion zones (forecast, display, relics) exist from set-up; keep what was placed.
            placed = {(pl.name, z): list(cards) for pl in state.players for z, cards in pl.zones.items()}
            shared = {z: list(cards) for z, cards in state.zones.items()}
            self._run_setup_hooks(state)
            for (name, z), cards in placed.items():
                state.players[index[name]].zones[z] = cards
            for z, cards in shared.items():
                state.zones[z] = cards
        game = Game(rules, self.config, state, [])
        game._run()
        return ScenarioGame(game, self)


class ScenarioGame:
    """A built scenario: act, answer, and read zones as plain data (card names)."""

    def __init__(self, game: Game, scenario: Scenario) -> None:
        self.game = game
        self.scenario = scenario
        self._action_mark = 0

    # ------------------------------------------------------------ acting
    @property
    def decision(self) -> Decision | None:
        return self.game.pending

    def act(self, action: str, player: str | None = None) -> ScenarioGame:
        """Take a turn action such as "draw", "meld Writing", "dogma Agriculture", "achieve 3"."""
        verb, _, arg = action.partition(" ")
        if verb in ("meld", "dogma") and arg:
            action = f"{verb} {self.scenario.card_id(arg)}"
        d = self._expect("action")
        self._action_mark = len(self.game.events)
        self.game.answer(player or d.player, action)
        return self

    def dogma(self, card: str, player: str | None = None) -> ScenarioGame:
        return self.act(f"dogma {card}", player)

    def meld(self, card: str, player: str | None = None) -> ScenarioGame:
        return self.act(f"meld {card}", player)

    def draw(self, player: str | None = None) -> ScenarioGame:
        return self.act("draw", player)

    def achieve(self, age: int, player: str | None = None) -> ScenarioGame:
        return self.act(f"achieve {age}", player)

    def answer(self, *choices: str) -> ScenarioGame:
        """Answer pending decisions in turn: card names/ids, colour names, player names,
        "yes"/"no", "done", numbers or any raw option."""
        for choice in choices:
            d = self.game.pending
            if d is None:
                raise ScenarioError(f"no decision is pending (game over); cannot answer {choice!r}")
            self.game.answer(d.player, self._option(d, choice))
        return self

    def _option(self, d: Decision, choice: str | int) -> str:
        text = str(choice)
        if text in d.options:
            return text
        try:
            cid = self.scenario.card_id(text)
        except ScenarioError:
            cid = ""
        if cid in d.options:
            return cid
        if text.lower() in d.options:
            return text.lower()
        raise ScenarioError(f"{choice!r} is not an option for {d.player} ({d.prompt}): {list(d.options)}")

    def _expect(self, kind: str) -> Decision:
        d = self.game.pending
        if d is None or d.kind != kind:
            got = "nothing (game over)" if d is None else f"a {d.kind} decision: {d.prompt} {list(d.options)}"
            raise ScenarioError(f"expected a {kind} decision, but the game is waiting for {got}")
        return d

    # ------------------------------------------------------------ reading
    def _names(self, ids: Iterable[str]) -> list[str]:
        out = []
        for cid in ids:
            info = self.game.rules.cards.get(cid)
            out.append(info.name if info is not None else cid)
        return out

    def _pl(self, player: str) -> PlayerState:
        for pl in self.game.state.players:
            if pl.name == player:
                return pl
        raise ScenarioError(f"unknown player {player!r}")

    def hand(self, player: str) -> list[str]:
        return self._names(self._pl(player).hand)

    def score(self, player: str) -> list[str]:
        return self._names(self._pl(player).score)

    def achievements(self, player: str) -> list[str]:
        return self._names(self._pl(player).achievements)

    def pile(self, player: str, color: str) -> list[str]:
        """``player``'s pile of ``color``, bottom → top."""
        return self._names(self._pl(player).piles[COLOR_BY_NAME[color]])

    def splay(self, player: str, color: str) -> str:
        return Splay(self._pl(player).splays[COLOR_BY_NAME[color]]).label

    def board(self, player: str) -> dict[str, list[str]]:
        """Non-empty piles by colour name, bottom → top."""
        pl = self._pl(player)
        return {Color(c).label: self._names(p) for c, p in enumerate(pl.piles) if p}

    def zone(self, player: str, zone: str) -> list[str]:
        return self._names(self._pl(player).zones.get(zone, []))

    def junk(self) -> list[str]:
        """The cards and special achievements in the junk (4th edition), by name, in the order
        they were junked."""
        specials = self.game.rules.specials
        junked = self.game.state.zones.get("junk", [])
        return [
            specials[c].name if c in specials else name for c, name in zip(junked, self._names(junked), strict=True)
        ]

    def deck(self, set_name: str, age: int) -> list[str]:
        """A supply pile, top (next drawn) first."""
        return self._names(reversed(self.game.state.decks[set_name][age - 1]))

    def deck_bottom(self, set_name: str, age: int, n: int = 1) -> list[str]:
        """The bottom ``n`` cards of a supply pile (where returned cards go), bottom first."""
        return self._names(self.game.state.decks[set_name][age - 1][:n])

    def removed(self) -> list[str]:
        return self._names(self.game.state.removed)

    def available_achievements(self) -> list[str]:
        return self._names(self.game.state.achievements)

    def specials_available(self) -> list[str]:
        return list(self.game.state.specials)

    def points(self, player: str) -> int:
        return self._engine().score_points(self._index(player))

    def icons(self, player: str, icon: int) -> int:
        return self._engine().icon_count(self._index(player), icon)

    def _engine(self) -> Engine:
        return self.game.engine()

    def _index(self, player: str) -> int:
        return [p.name for p in self.game.state.players].index(player)

    @property
    def result(self) -> Result | None:
        return self.game.result

    @property
    def idle(self) -> bool:
        """True when the game waits for the next turn action (no card question left open)."""
        d = self.game.pending
        return d is not None and d.kind == "action"

    @property
    def options(self) -> tuple[str, ...]:
        """The pending decision's options (empty when the game is over)."""
        d = self.game.pending
        return () if d is None else d.options

    @property
    def winners(self) -> list[str]:
        """The winners of a finished game (fails if the game is not over)."""
        if self.game.result is None:
            raise ScenarioError("the game is not over")
        return list(self.game.result.winners)

    @property
    def over(self) -> bool:
        return self.game.over

    def events(self, kind: str | None = None) -> list[str]:
        """Event texts since the last action (optionally only one kind)."""
        return [e.text for e in self.game.events[self._action_mark :] if kind is None or e.kind == kind]

    @property
    def shared_bonus(self) -> bool:
        """Whether the last action's dogma gave its activator a sharing bonus."""
        return any(e.kind == "share_bonus" for e in self.game.events[self._action_mark :])

    def summary(self) -> dict[str, object]:
        """Every player's zones as plain data (handy in assertion messages)."""
        return {
            pl.name: {
                "hand": self.hand(pl.name),
                "board": self.board(pl.name),
                "score": self.score(pl.name),
                "achievements": self.achievements(pl.name),
            }
            for pl in self.game.state.players
        }
