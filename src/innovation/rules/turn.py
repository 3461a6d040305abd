"""The turn: set-up, the opening melds, the actions (draw, meld, dogma, achieve and what
expansions add) and the turn loop — the top of the rules core.

:class:`Engine` is the whole stack (board facts → moves → asking → dogma → this room). An engine
runs one *segment* of the game — from one stable point (an action about to be chosen, or the
opening melds) to the next — on a working copy of the state; :class:`innovation.game.Game` keeps
the snapshot taken when the segment began and the answers given since, and when an answer arrives
resumes the paused segment (:mod:`innovation.running.resume`) or re-runs it from the snapshot. Game end is
an exception (:class:`~innovation.rules.board.GameOver`) so that it can happen anywhere: an age-11 draw
in the middle of a shared effect, an achievement claimed during another player's dogma, a "you
win".
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Mapping

from innovation.errors import InnovationError, NotImplementedRuleError, hook_result, is_str_list
from innovation.options import OptionValue
from innovation.rules import rng
from innovation.rules.actions import ACHIEVE_OPTIONS, DOGMA_OPTIONS, MELD_OPTIONS
from innovation.rules.asking import Answerer
from innovation.rules.cards import BASE, Rules, sort_key
from innovation.rules.context import CardContext, Context, EffectContext, KarmaContext
from innovation.rules.dogma import DogmaRun
from innovation.rules.effect_values import end_action
from innovation.rules.eventlog import Entry, action_text
from innovation.rules.state import GameState, zone_list
from innovation.rules.within import GamesWithin

#: Per engine that keeps them (:func:`note_effect_moments`): per seat, how many answers had been
#: given when an effect last began for that seat — the game's take-back rule reads it
#: (:mod:`innovation.running.takeback`). Kept beside the engine, not on it: an engine attribute
#: more costs every ``self.x`` of the engine (tests/core/test_state.py).
_EFFECT_MOMENTS: weakref.WeakKeyDictionary[Engine, list[int]] = weakref.WeakKeyDictionary()


def note_effect_moments(engine: Engine, moments: list[int]) -> None:
    """Have ``engine`` note in ``moments`` (one entry per seat) when effects begin for each seat."""
    _EFFECT_MOMENTS[engine] = moments


#: The prompt of an action decision, by whether it is the player's last action.
_ACTION_PROMPTS = ("Choose your first action", "Choose your last action")


class Engine(GamesWithin):
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
        moments = _EFFECT_MOMENTS.get(self) if _EFFECT_MOMENTS else None
        if moments is not None:
            moments[player] = self.first_number + self.position
        return EffectContext(self, player, run, card, kind)

    def karma_context(self, owner: int, run: DogmaRun, card: str) -> KarmaContext:
        return KarmaContext(self, owner, run, card, "karma")

    def card_context(self, p: int, card: str) -> CardContext:
        return CardContext(self, p, card)

    def hook_context(self, p: int) -> Context:
        context = self._hook_contexts.get(p)
        if context is None:
            context = self._hook_contexts[p] = Context(self, p)
        return context

    # ------------------------------------------------------------------ turn flow
    def legal_actions(self, p: int) -> list[str]:
        pl = self.state.players[p]
        cards, dogmas = self.cards, DOGMA_OPTIONS
        # The draw, then the hand's melds in hand order: action_choices reads them by position.
        out = ["draw", *map(MELD_OPTIONS.__getitem__, pl.hand)]
        out += [dogmas[pile[-1]] for pile in pl.piles if pile and cards[pile[-1]].dogma_icon >= 0]
        if "karma.static.dogma_targets" in self.rules.implemented:
            out += [option for c in self.dogma_targets(p) if (option := dogmas[c]) not in out]
        if self.edition.distance_rule_from and pl.hand:
            out += self._distant_dogmas(p)
        ages = self.eligible_achievement_ages(p) if self.state.achievements else None
        if ages:
            out += [ACHIEVE_OPTIONS[age] if 0 < age < 12 else f"achieve {age}" for age in ages]
        if "karma.static.achievement_cards" in self.rules.implemented:
            out += [f"achieve {c}" for c in self.achievement_cards(p) if self.eligible_for(p, self.cards[c].value)]
        if "innovation_legal_actions" in self.rules.implemented:
            for extra in self.hook.innovation_legal_actions(ctx=self.hook_context(p)):
                out += hook_result("innovation_legal_actions", extra, is_str_list, "a list of strings or None") or []
        return out

    def _distant_dogmas(self, p: int) -> list[str]:
        """The distance rule's dogmas (4th edition): those of the top cards of the players not
        sitting next to ``p``, each for a card returned from ``p``'s hand."""
        cards, dogmas = self.cards, DOGMA_OPTIONS
        out: list[str] = []
        for q in self.distant_players(p):
            if not self.state.players[q].eliminated:
                out += [
                    dogmas[pile[-1]] for pile in self.state.players[q].piles if pile and cards[pile[-1]].dogma_icon >= 0
                ]
        return out

    def _pay_for_distant_dogma(self, p: int, card: str) -> None:
        """Before the dogma of a card on a distant player's board: ``p`` returns a card from their
        hand (the distance rule)."""
        where = self.locate(card)
        if where.zone == "board" and where.player is not None and where.player != p:
            info = self.cards[card]
            paid = self.choose_card(
                p,
                list(self.state.players[p].hand),
                f"Distance rule: return a card from your hand to activate {info.name} "
                f"on {self.name(where.player)}'s board",
                verb="return",
                source=card,
            )
            assert paid is not None  # offered only with a card in hand
            self.return_card(p, paid)

    def perform_action(self, p: int, action: str) -> None:
        verb, _, arg = action.partition(" ")
        if arg in self.cards:
            arg = self.cards[arg].id  # the shared id string: the state and the log keep it
        if verb == "achieve" and arg in self.cards:
            self._announce_card_achieve(p, action, arg)
        else:
            self.say("action", p, arg=action)
        if verb == "draw":
            if "karma.draw_action" in self.rules.implemented and self.run_karmas("draw_action", p, {"player": p}):
                return
            self.draw(p, self.draw_action_value(p), action=True)
        elif verb == "meld":
            self.meld(p, arg, is_action=True)
        elif verb == "dogma":
            if self.edition.distance_rule_from:
                self._pay_for_distant_dogma(p, arg)
            self.dogma(p, arg)
        elif verb == "achieve" and arg.isdigit():
            card = self.available_achievement(int(arg))
            assert card is not None
            self.achieve(p, card)
        elif verb == "achieve" and arg in self.cards and "karma.static.achievement_cards" in self.rules.implemented:
            self.achieve(p, arg)  # a card a karma lets p claim (offered only while it does)
        elif not (
            "innovation_perform_action" in self.rules.implemented
            and self.hook.innovation_perform_action(ctx=self.hook_context(p), action=action)
        ):
            raise NotImplementedRuleError(f"no plugin handles the action {action!r}")

    def _announce_card_achieve(self, p: int, action: str, card: str) -> None:
        """The Achieve action on a card a karma lets ``p`` claim ("achievement_cards": Cai Lun's
        forecast). A card claimed from a place others cannot see stays face down, as every claimed
        achievement does: only ``p`` reads its name, everybody else its back and where it came
        from (docs/rulings.md, "Figures": "Cards named as they act")."""
        where = self.locate(card)
        if where.public:
            self.say("action", p, arg=action)
            return
        info, name = self.cards[card], self.name(p)
        zone = "score pile" if where.zone == "score" else where.zone
        back = f"{name}: achieve a hidden {info.set} {info.age}"
        if where.player == p:
            back += f" from their {zone}"
        elif where.player is not None:
            back += f" from {self.name(where.player)}'s {zone}"
        # Both are worded anew from these words in other languages (innovation.i18n.wording, "action").
        named = f"{name}: {action_text(self.rules, action)}."
        self.log_secret(p, "action", named, back + ".", card)

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
        self._take_action()

    def _take_action(self) -> None:
        """One action of the turn player (the turn's start first, and its end after the last)."""
        st = self.state
        p = st.turn_player
        if not st.turn_started:
            st.turn_started = True
            self.say("turn", p, arg=st.turn, count=st.actions_left)
            if "innovation_turn_start" in self.rules.implemented:
                self.hook.innovation_turn_start(ctx=self.hook_context(p))
                if st.counters:  # a free action (an artifact's dogma) ends: so do its increases
                    end_action(st.counters)
                if "innovation_after_action" in self.rules.implemented:
                    self.hook.innovation_after_action(ctx=self.hook_context(p), action=None)
                # 4th edition: a free action (an artifact's on display) ends like an action
                self.check_special_achievements_now()
        action = self.ask(
            p,
            "action",
            _ACTION_PROMPTS[st.actions_left <= 1],
            self.legal_actions(p),
            describe=self.action_choices,
        )
        self.perform_action(p, action)
        if st.counters:  # the action is over, and with it its increases of printed values
            end_action(st.counters)
        if "innovation_after_action" in self.rules.implemented:
            self.hook.innovation_after_action(ctx=self.hook_context(p), action=action)
        self.check_special_achievements_now()  # 4th edition: at the end of every action
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
        if turn == 1 or (turn == 2 and self.n_players >= 4):  # RULES.md §2.3; 4th edition: 4 or 5 players
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
            decks: list[list[str]] = [[] for _ in self.edition.ages]
            for card_id, info in self.cards.items():
                if info.set == set_name and not info.relic:
                    decks[info.age - 1].append(card_id)
            for deck in decks:
                st.rng = rng.shuffle(st.rng, deck)
            st.decks[set_name] = decks
        for age in self.edition.achievement_ages:
            st.achievements.append(st.decks[BASE][age - 1].pop())
        if self.edition.junk:
            zone_list(st.zones, "junk")
        st.specials = list(self.rules.specials)
        if "innovation_setup" in self.rules.implemented:
            self.hook.innovation_setup(ctx=self.hook_context(st.turn_player))
        for _ in range(2):
            for p in range(self.n_players):
                self.draw(p, 1)
        st.phase = "setup"
        self._hook_contexts.clear()  # no cycle past the set-up (see run_segment)
