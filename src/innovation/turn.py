"""The turn: set-up, the opening melds, the actions (draw, meld, dogma, achieve and what
expansions add) and the turn loop — the top of the rules core.

:class:`Engine` is the whole stack (board facts → moves → asking → dogma → this room). An engine
runs one *segment* of the game — from one stable point (an action about to be chosen, or the
opening melds) to the next — on a working copy of the state; :class:`innovation.game.Game` keeps
the snapshot taken when the segment began and the answers given since, and when an answer arrives
resumes the paused segment (:mod:`innovation.resume`) or re-runs it from the snapshot. Game end is
an exception (:class:`~innovation.board.GameOver`) so that it can happen anywhere: an age-11 draw
in the middle of a shared effect, an achievement claimed during another player's dogma, a "you
win".
"""

from __future__ import annotations

import functools
import operator
from collections.abc import Callable, Mapping, Sequence
from typing import cast

from innovation import labels, rng
from innovation.asking import Answerer, per_rules
from innovation.cards import BASE, CardInfo, Rules, sort_key
from innovation.context import Context, EffectContext
from innovation.decisions import Choice
from innovation.dogma import Dogma, DogmaRun
from innovation.errors import InnovationError, NotImplementedRuleError, hook_result, is_str_list
from innovation.eventlog import Entry
from innovation.options import OptionValue
from innovation.state import GameState
from innovation.vocabulary import Zone


class _CardOptions(dict[str, str]):
    """Action options naming a card, by card: one string per (verb, card) for every game, made on
    first use (``_MELDS[card]``: "meld <card>") — a game's history and log keep the option chosen,
    so they share these instead of holding a copy each."""

    __slots__ = ("verb",)

    def __init__(self, verb: str) -> None:
        super().__init__()
        self.verb = verb

    def __missing__(self, card: str) -> str:
        if len(self) >= 5_000:
            self.clear()  # a bound (plugins' card ids are not a closed set)
        option = self[card] = f"{self.verb} {card}"
        return option


_MELDS = _CardOptions("meld")
_DOGMAS = _CardOptions("dogma")
#: The prompt of an action decision, by whether it is the player's last action.
_ACTION_PROMPTS = ("Choose your first action", "Choose your last action")


_ACHIEVES = {age: f"achieve {age}" for age in range(1, 11)}
#: How many action choices one rules' tables keep before they start over.
ACTION_CHOICES_LIMIT = 20_000
#: What an action option is (parsed once per option string and rules).
_DRAW, _MELD, _DOGMA, _ACHIEVE, _ON_CARD, _OTHER = range(6)


class _ActionTables:
    """The choices of action decisions, shared by every game of one rules (a choice is immutable
    and says nothing but what its key holds, so the same choice serves every decision that offers
    it instead of being worded again), and each option string parsed once."""

    __slots__ = ("by_whom", "cards", "draws", "fixed", "hand_melds", "parsed", "size")

    def __init__(self, rules: Rules) -> None:
        self.cards = rules.cards
        self.parsed: dict[str, tuple[int, str, CardInfo | None]] = {}
        #: Melds from the hand: by chooser, then by card (the common case, one lookup each).
        self.hand_melds: dict[str, _HandMelds] = {}
        #: Draws by the age drawn (None: a draw past age 10).
        self.draws: dict[int | None, Choice] = {}
        #: Other melds by (option, chooser, zone), achieves by option.
        self.fixed: dict[object, Choice] = {}
        #: Dogmas: by whom their labels name (the rule option; each player still in, from the
        #: chooser on, and their side).
        self.by_whom: dict[tuple[object, ...], dict[tuple[str, object], Choice]] = {}
        self.size = 0

    def clear(self) -> None:
        """Start over (a bound on memory: the choices are worded again as they are needed)."""
        self.parsed.clear()
        self.hand_melds.clear()
        self.draws.clear()
        self.fixed.clear()
        self.by_whom.clear()
        self.size = 0


class _HandMelds(dict[str, Choice]):
    """One chooser's choices of melding a card from their hand, by card, made on first use."""

    __slots__ = ("owner", "tables")

    def __init__(self, owner: str, tables: _ActionTables) -> None:
        super().__init__()
        self.owner = owner
        self.tables = tables

    def __missing__(self, card: str) -> Choice:
        tables = self.tables
        tables.size += 1
        label = labels.meld_action(tables.cards[card], "hand")
        choice = self[card] = Choice(
            _MELDS[card], label, "action", action="meld", card=card, owner=self.owner, zone="hand"
        )
        return choice


def _parse_action(option: str, cards: Mapping[str, CardInfo]) -> tuple[int, str, CardInfo | None]:
    verb, _, arg = option.partition(" ")
    info = cards.get(arg)
    if option == "draw":
        return _DRAW, arg, None
    if verb == "meld" and info is not None:
        return _MELD, arg, info
    if verb == "dogma" and info is not None:
        return _DOGMA, arg, info
    if verb == "achieve" and arg.isdigit():
        return _ACHIEVE, arg, None
    if info is not None:  # an action a plugin adds, on a card
        return _ON_CARD, verb, info
    return _OTHER, arg, None


class Engine(Dogma):
    """Runs one segment on ``state`` (mutated in place). ``max_turns``: the game ends (reason
    ``"turn_limit"``, no winner) when that many turns have been played; None for no limit."""

    def __init__(
        self,
        rules: Rules,
        state: GameState,
        events: list[Entry],
        answers: list[str] | None = None,
        answerer: Answerer | None = None,
        on_answer: Callable[[str, str], None] | None = None,
        options: Mapping[str, OptionValue] | None = None,
        max_turns: int | None = None,
    ) -> None:
        super().__init__(rules, state, events, answers, answerer, on_answer, options)
        self.max_turns = max_turns
        # An engine asking an answerer inline (play(), a parked worker) is not re-run from its
        # snapshot: the pile facts it works out need no sharing by content (Piles.pile_memo).
        self.share_pile_facts = answerer is None
        self._begin_segment()

    def _begin_segment(self) -> None:
        super()._begin_segment()
        self.dogma_stack = []
        #: One hook context per seat, made on first use (a context holds nothing but its seat).
        self._hook_contexts: dict[int, Context] = {}

    def next_segment(self, answers: list[str], first_number: int) -> None:
        """Get ready to run the next segment on the same state — the one this engine's segment
        ended on — with ``answers`` (its answers so far), the first numbered ``first_number``:
        everything a segment keeps for itself starts again as in a new engine, while the derived
        board facts carry on (they were dropped pile by pile as the piles changed)."""
        self._begin_segment()
        self.answers = answers
        self.first_number = first_number

    def effect_context(self, player: int, run: DogmaRun, card: str, kind: str) -> EffectContext:
        return EffectContext(self, player, run, card, kind)

    def hook_context(self, p: int) -> Context:
        context = self._hook_contexts.get(p)
        if context is None:
            context = self._hook_contexts[p] = Context(self, p)
        return context

    # ------------------------------------------------------------------ turn flow
    def legal_actions(self, p: int) -> list[str]:
        pl = self.state.players[p]
        cards, dogmas = self.cards, _DOGMAS
        # The draw, then the hand's melds in hand order: action_choices reads them by position.
        out = ["draw", *map(_MELDS.__getitem__, pl.hand)]
        out += [dogmas[pile[-1]] for pile in pl.piles if pile and cards[pile[-1]].dogma_icon >= 0]
        ages = self.eligible_achievement_ages(p) if self.state.achievements else None
        if ages:
            out += [_ACHIEVES[age] if 0 < age < 11 else f"achieve {age}" for age in ages]
        if "innovation_legal_actions" in self.rules.implemented:
            for extra in self.hook.innovation_legal_actions(ctx=self.hook_context(p)):
                out += hook_result("innovation_legal_actions", extra, is_str_list, "a list of strings or None") or []
        return out

    def perform_action(self, p: int, action: str) -> None:
        verb, _, arg = action.partition(" ")
        if arg in self.cards:
            arg = self.cards[arg].id  # the shared id string: the state and the log keep it
        self.say("action", p, arg=action)
        if verb == "draw":
            self.draw(p, self.highest_top_value(p))
        elif verb == "meld":
            self.meld(p, arg, is_action=True)
        elif verb == "dogma":
            self.dogma(p, arg)
        elif verb == "achieve":
            card = self.available_achievement(int(arg))
            assert card is not None
            self.achieve(p, card)
        elif not (
            "innovation_perform_action" in self.rules.implemented
            and self.hook.innovation_perform_action(ctx=self.hook_context(p), action=action)
        ):
            raise NotImplementedRuleError(f"no plugin handles the action {action!r}")

    def run_segment(self) -> None:
        """Run from the current stable point to the next one."""
        try:
            self._run_segment()
        finally:
            # A context refers to its engine: with none kept past the segment, the engine is
            # freed when the game lets it go, not left to the cycle collector (issue 10).
            self._hook_contexts.clear()

    def _run_segment(self) -> None:
        st = self.state
        if st.phase == "setup":
            self._opening_melds()
            return
        p = st.turn_player
        if not st.turn_started:
            st.turn_started = True
            self.say("turn", p, arg=st.turn, count=st.actions_left)
            if "innovation_turn_start" in self.rules.implemented:
                self.hook.innovation_turn_start(ctx=self.hook_context(p))
        action = self.ask(
            p,
            "action",
            _ACTION_PROMPTS[st.actions_left <= 1],
            self.legal_actions(p),
            describe=lambda options: self.action_choices(p, options),
        )
        self.perform_action(p, action)
        st.actions_left -= 1
        # A player knocked out during their own turn (Exxon Valdez through a shared effect) ends it.
        if st.actions_left <= 0 or st.players[p].eliminated:
            self._end_turn()

    def _end_turn(self) -> None:
        st = self.state
        if self.max_turns is not None and st.turn >= self.max_turns:
            self.finish([], "turn_limit", f"stopped at the limit of {self.max_turns} turns")
        players = st.players
        for pl in players:
            pl.tucked_this_turn = 0
            pl.scored_this_turn = 0
        st.turn += 1
        # The next player still in the game, looking at each seat once: a state with nobody
        # left (only a forged save can hold one) must not loop forever.
        n = len(players)
        for k in range(1, n + 1):
            following = (st.turn_player + k) % n
            if not players[following].eliminated:
                break
        else:
            raise InnovationError("no player is left in the game to take the next turn")
        st.turn_player = following
        st.actions_left = self._actions_for_turn(st.turn)
        st.turn_started = False

    def _actions_for_turn(self, turn: int) -> int:
        if turn == 1 or (turn == 2 and self.n_players == 4):
            return 1
        return 2

    def _opening_melds(self) -> None:
        st = self.state
        picks: list[str] = []
        for p in range(self.n_players):
            with self._one_selection() as picking:
                answer = self._pick_card(
                    p,
                    list(st.players[p].hand),
                    "Choose the card to meld to start the game",
                    need=1,
                    allow=1,
                    verb="meld",
                    dest=self._dest("meld", p, None),
                    source=None,
                    picking=picking,
                    kind="initial_meld",
                )
            assert answer is not None
            picks.append(answer)
        for p, card in enumerate(picks):
            self.meld(p, card)
        first = min(range(self.n_players), key=lambda q: sort_key(self.cards[picks[q]].name))
        st.phase = "turn"
        st.turn = 1
        st.turn_player = first
        st.actions_left = self._actions_for_turn(1)
        st.turn_started = False
        self.say("first_player", first)

    def setup(self) -> None:
        """Shuffle the supply, set the achievements aside and deal the opening hands."""
        st = self.state
        for set_name in self.rules.supply_sets:
            decks: list[list[str]] = [[] for _ in range(10)]
            for card_id, info in self.cards.items():
                if info.set == set_name and not info.relic:
                    decks[info.age - 1].append(card_id)
            for deck in decks:
                st.rng = rng.shuffle(st.rng, deck)
            st.decks[set_name] = decks
        for age in range(1, 10):
            st.achievements.append(st.decks[BASE][age - 1].pop())
        st.specials = list(self.rules.specials)
        if "innovation_setup" in self.rules.implemented:
            self.hook.innovation_setup(ctx=self.hook_context(st.turn_player))
        for _ in range(2):
            for p in range(self.n_players):
                self.draw(p, 1)
        st.phase = "setup"
        self._hook_contexts.clear()  # no cycle past the set-up (see run_segment)

    # ------------------------------------------------------------------ what the actions mean
    def action_choices(self, p: int, options: Sequence[str]) -> list[Choice]:
        """The choices of an action decision whose options are :meth:`legal_actions`' (in its
        order: the draw and the hand's melds come first): each action's type, target and label (a
        dogma's label says whom it would affect, by the icon counts now)."""
        tables = per_rules(self.rules, _ActionTables)
        if tables.size >= ACTION_CHOICES_LIMIT:
            tables.clear()
        pl = self.state.players[p]
        me, hand = pl.name, pl.hand
        melds = tables.hand_melds.get(me)
        if melds is None:
            melds = tables.hand_melds[me] = _HandMelds(me, tables)
        age = self.next_draw_age(self.highest_top_value(p))
        draw = tables.draws.get(age)
        if draw is None:
            draw = tables.draws[age] = Choice("draw", labels.draw_action(age), "action", action="draw", value=age)
        out = [draw, *map(melds.__getitem__, hand)]
        parsed, fixed = tables.parsed, tables.fixed
        table: dict[tuple[str, object], Choice] | None = None
        seats: list[tuple[str, list[int], bool]] = []
        counts: list[int] = []
        columns: list[Callable[[list[int]], object]] = []  # by icon: reads its count for each seat
        compel_partners = False
        for option in options[len(out) :]:
            entry = parsed.get(option)
            if entry is None:
                entry = parsed[option] = _parse_action(option, self.cards)
                tables.size += 1
            kind, arg, info = entry
            if kind == _DOGMA:
                assert info is not None
                if table is None:
                    seats, counts, columns, table, compel_partners = self._dogma_seats(p, tables)
                icon = info.dogma_icon
                # The label reads the featured icon's counts only (and whom each seat is: ``table``).
                column = columns[icon](counts) if icon >= 0 else ()
                choice = table.get((option, column))
                if choice is None:
                    label = labels.dogma_action(info, seats[0][1], seats[1:], compel_partners)
                    choice = table[option, column] = Choice(
                        option, label, "action", action="dogma", card=arg, owner=me, zone="board"
                    )
                    tables.size += 1
            elif kind == _ACHIEVE:
                choice = fixed.get(option)
                if choice is None:
                    label = labels.achieve_action(int(arg))
                    choice = fixed[option] = Choice(option, label, "action", action="achieve", value=int(arg))
                    tables.size += 1
            elif kind == _MELD:  # a meld a plugin offers from elsewhere than the hand
                assert info is not None
                zone = cast(Zone, self.locate(arg).zone)
                key: object = (option, me, zone)
                choice = fixed.get(key)
                if choice is None:
                    label = labels.meld_action(info, zone)
                    choice = fixed[key] = Choice(option, label, "action", action="meld", card=arg, owner=me, zone=zone)
                    tables.size += 1
            elif kind == _ON_CARD:  # an action a plugin adds, on a card the player can see
                assert info is not None
                zone = cast(Zone, self.locate(info.id).zone)
                choice = Choice(option, labels.card_action(arg, info), "action", card=info.id, owner=me, zone=zone)
            else:  # an action a plugin adds without a type of the vocabulary
                choice = Choice(option, labels.option(option), "action")
            out.append(choice)
        return out

    def _dogma_seats(self, p: int, tables: _ActionTables) -> _Seats:
        """Whom a dogma label of ``p``'s names: ``p`` first, then every other player still in,
        clockwise from ``p``'s left — (name, icon counts, an opponent?); their counts one after
        the other and, by icon, what reads that icon's count for each of them from those; the
        table of dogma choices for those seats (and the rule option), and the option."""
        players = self.state.players
        teams = self.state.teams
        side = p if teams is None else teams[p]
        compel_partners = self.options.get("compel_partners") is True
        mine = self.icon_counts(p)
        seats = [(players[p].name, mine, False)]
        counts = list(mine)
        whom: list[object] = [compel_partners, players[p].name]  # the chooser too: a choice names its owner
        n = len(players)
        for k in range(1, n):  # clockwise from p's left, as Board.order_from_left
            q = (p + k) % n
            if not players[q].eliminated:
                opponent = (q if teams is None else teams[q]) != side
                theirs = self.icon_counts(q)
                seats.append((players[q].name, theirs, opponent))
                counts += theirs
                whom += (players[q].name, opponent)
        key = tuple(whom)
        dogmas = tables.by_whom.get(key)
        if dogmas is None:
            dogmas = tables.by_whom[key] = {}
        return seats, counts, _column_readers(len(seats), len(mine)), dogmas, compel_partners


#: What :meth:`Engine._dogma_seats` finds: the seats, their icon counts one after the other, a
#: reader of each icon's column of those, the table of dogma choices, the rule option.
_Seats = tuple[
    list[tuple[str, list[int], bool]],
    list[int],
    list[Callable[[list[int]], object]],
    dict[tuple[str, object], Choice],
    bool,
]


@functools.cache
def _column_readers(seats: int, icons: int) -> list[Callable[[list[int]], object]]:
    """By icon, what picks its count for each of ``seats`` seats out of their counts laid one
    after the other (``icons`` each) in one call: ``itemgetter(icon, icon + icons, ...)``."""
    return [operator.itemgetter(*range(icon, seats * icons, icons)) for icon in range(icons)]
