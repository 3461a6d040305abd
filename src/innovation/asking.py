"""Asking: how the engine puts a question to a player and takes the answer.

:meth:`Asking.ask` builds a :class:`~innovation.decisions.Decision` listing every legal answer and
takes the next recorded answer; when there is none it asks an inline agent (the synchronous
``play()`` path) or raises :class:`~innovation.decisions.NeedDecision`, which unwinds to
:class:`innovation.game.Game` (request/response: the game re-runs the segment once the answer
arrives, so card code stays plain straight-line Python). On top of it: the choice helpers (a card,
several cards, a colour, a player, a value, yes/no, an order) and the group moves whose order a
player chooses (return, meld, tuck, transfer several cards).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence

from innovation.board import Where
from innovation.cards import COLOR_BY_NAME, Color, Rules
from innovation.decisions import Decision, NeedDecision
from innovation.errors import IllegalAnswerError
from innovation.events import Event
from innovation.moves import Moves
from innovation.options import OptionValue
from innovation.state import GameState

Answerer = Callable[[Decision], str]

DONE = "done"
YES = "yes"
NO = "no"


class Ordered(list[str]):
    """Cards in an order their player already chose (one pick at a time): group moves handle them
    in that order instead of asking again."""


def check_answer(decision: Decision, answer: object) -> None:
    if not isinstance(answer, str):
        raise IllegalAnswerError(f"answers are strings; got {type(answer).__name__}")
    if answer not in decision.options:
        shown = answer if len(answer) <= 60 else answer[:57] + "..."
        raise IllegalAnswerError(f"{shown!r} is not one of the options for {decision.player}: {decision.prompt}")


class Asking(Moves):
    """Questions and the choice helpers built on them."""

    def __init__(
        self,
        rules: Rules,
        state: GameState,
        events: list[Event],
        answers: list[str] | None = None,
        answerer: Answerer | None = None,
        on_answer: Callable[[str, str], None] | None = None,
        options: Mapping[str, OptionValue] | None = None,
    ) -> None:
        super().__init__(rules, state, events, options)
        self.answers: list[str] = answers if answers is not None else []
        self.position = 0
        self.answerer = answerer
        self.on_answer = on_answer
        #: Kind of the effect being resolved ("demand", "compel", "cooperative", "echo") or None.
        self.effect_kind: str | None = None

    # ------------------------------------------------------------------ decisions
    def ask(self, p: int, kind: str, prompt: str, options: Sequence[str], source: str | None = None) -> str:
        decision = Decision(
            player=self.name(p),
            kind=kind,
            prompt=prompt,
            options=tuple(options),
            source=source,
            demand=self.effect_kind in ("demand", "compel"),
        )
        if self.position < len(self.answers):
            answer = self.answers[self.position]
            self.position += 1
            check_answer(decision, answer)
            return answer
        if self.answerer is None:
            raise NeedDecision(decision)
        answer = self.answerer(decision)
        check_answer(decision, answer)
        self.answers.append(answer)
        self.position += 1
        if self.on_answer is not None:
            self.on_answer(decision.player, answer)
        return answer

    def hidden_token(self, card: str) -> str:
        where = self.locate(card)
        info = self.cards[card]
        owner = "" if where.player is None else self.name(where.player)
        return f"{owner}:{where.zone}:{info.set}:{info.age}"

    def choose_card(
        self,
        p: int,
        candidates: Iterable[str],
        prompt: str,
        *,
        optional: bool = False,
        source: str | None = None,
    ) -> str | None:
        """``p`` picks one of ``candidates`` (None when there are none, or when ``optional``
        and ``p`` answers "done"). A mandatory choice with a single possible answer is taken
        without asking. Cards ``p`` may not see are offered as hidden tokens."""
        by_token: dict[str, str] = {}
        for card in candidates:
            token = card if self.can_see(p, card) else self.hidden_token(card)
            by_token.setdefault(token, card)
        if not by_token:
            return None
        if not optional and len(by_token) == 1:
            return next(iter(by_token.values()))
        options = list(by_token)
        if optional:
            options.append(DONE)
        answer = self.ask(p, "card", prompt, options, source)
        return None if answer == DONE else by_token[answer]

    def choose_cards(
        self,
        p: int,
        candidates: Iterable[str],
        prompt: str,
        *,
        max_count: int,
        min_count: int = 0,
        source: str | None = None,
    ) -> list[str]:
        """``p`` picks up to ``max_count`` cards one at a time ("done" once ``min_count`` are
        picked). Picks stop early when no candidates remain."""
        remaining = list(dict.fromkeys(candidates))
        picked = Ordered()
        if len(remaining) <= min(min_count, max_count):
            return list(remaining)  # every candidate must go: nothing to choose
        while remaining and len(picked) < max_count:
            optional = len(picked) >= min_count
            step = f"{prompt} ({len(picked)} chosen)" if picked else prompt
            card = self.choose_card(p, remaining, step, optional=optional, source=source)
            if card is None:
                break
            picked.append(card)
            remaining.remove(card)
        return picked

    def choose_highest(
        self, p: int, cards: Iterable[str], count: int, prompt: str, *, lowest: bool = False, source: str | None = None
    ) -> list[str]:
        """ "The ``count`` highest (lowest) cards" of ``cards``: ``p`` chooses only among tied
        cards that do not all fit (RULES.md §2.5)."""
        left = list(cards)
        picked: list[str] = []
        pick = self.lowest if lowest else self.highest
        while left and len(picked) < count:
            need = count - len(picked)
            tier = pick(left, self.age)
            chosen = (
                tier
                if len(tier) <= need
                else self.choose_cards(p, tier, prompt, max_count=need, min_count=need, source=source)
            )
            picked += chosen
            left = [c for c in left if c not in chosen]
        return picked

    def order(self, p: int, cards: Sequence[str], prompt: str, source: str | None = None) -> list[str]:
        """``p`` puts ``cards`` in the order they will be handled (one pick at a time)."""
        remaining = list(cards)
        out = Ordered()
        while len(remaining) > 1:
            card = self.choose_card(p, remaining, prompt, source=source)
            assert card is not None
            out.append(card)
            remaining.remove(card)
        out += remaining
        return out

    def choose_color(
        self, p: int, colors: Iterable[int], prompt: str, *, optional: bool = False, source: str | None = None
    ) -> Color | None:
        options = [Color(c).label for c in dict.fromkeys(colors)]
        if not options:
            return None
        if not optional and len(options) == 1:
            return COLOR_BY_NAME[options[0]]
        answer = self.ask(p, "color", prompt, options + ([DONE] if optional else []), source)
        return None if answer == DONE else COLOR_BY_NAME[answer]

    def choose_player(
        self, p: int, players: Iterable[int], prompt: str, *, optional: bool = False, source: str | None = None
    ) -> int | None:
        options = [self.name(q) for q in dict.fromkeys(players)]
        if not options:
            return None
        if not optional and len(options) == 1:
            return self.index_of(options[0])
        answer = self.ask(p, "player", prompt, options + ([DONE] if optional else []), source)
        return None if answer == DONE else self.index_of(answer)

    def choose_value(self, p: int, values: Iterable[int], prompt: str, source: str | None = None) -> int:
        options = [str(v) for v in sorted(set(values))]
        if len(options) == 1:
            return int(options[0])
        return int(self.ask(p, "value", prompt, options, source))

    def yes_no(self, p: int, prompt: str, source: str | None = None) -> bool:
        return self.ask(p, "yes_no", prompt, [YES, NO], source) == YES

    def choose_option(self, p: int, labels: Sequence[str], prompt: str, source: str | None = None) -> str:
        if len(labels) == 1:
            return labels[0]
        return self.ask(p, "option", prompt, list(labels), source)

    # ------------------------------------------------------------------ group moves
    def return_cards(self, p: int | None, cards: Sequence[str], source: str | None = None) -> list[str]:
        """Return several cards; each owner orders their cards bound for the same supply pile."""
        for card in self._ordered_for(cards, key=lambda c: (self.cards[c].set, self.cards[c].age), source=source):
            self.return_card(p, card)
        return list(cards)

    def meld_cards(self, p: int, cards: Sequence[str], source: str | None = None) -> list[str]:
        """Meld several cards; ``p`` orders cards of the same colour (the last one ends on top)."""
        ordered = self._ordered_for(cards, key=lambda c: self.cards[c].color, chooser=p, source=source)
        for card in ordered:
            self.meld(p, card)
        return ordered

    def tuck_cards(self, p: int, cards: Sequence[str], source: str | None = None) -> list[str]:
        ordered = self._ordered_for(cards, key=lambda c: self.cards[c].color, chooser=p, source=source)
        for card in ordered:
            self.tuck(p, card)
        return ordered

    def score_cards(self, p: int, cards: Sequence[str]) -> list[str]:
        for card in list(cards):
            self.score(p, card)
        return list(cards)

    def transfer_cards(self, p: int | None, cards: Sequence[str], dest: Where) -> list[str]:
        cards = list(cards)
        if dest.zone == "board" and dest.player is not None:
            cards = self._ordered_for(cards, key=lambda c: self.cards[c].color, chooser=dest.player)
        for card in cards:
            self.transfer(p, card, dest)
        return cards

    def _ordered_for(
        self,
        cards: Sequence[str],
        key: Callable[[str], object],
        chooser: int | None = None,
        source: str | None = None,
    ) -> list[str]:
        """Cards in handling order: groups that land in the same ordered place are ordered by
        ``chooser`` (default: each card's owner); other cards keep their given order. Cards the
        player already picked one at a time (:class:`Ordered`) keep that order."""
        if isinstance(cards, Ordered):
            return list(cards)
        groups: dict[tuple[object, int | None], list[str]] = {}
        for card in cards:
            owner = chooser if chooser is not None else self.locate(card).player
            groups.setdefault((key(card), owner), []).append(card)
        out: list[str] = []
        for (_, owner), group in groups.items():
            if len(group) > 1 and owner is not None:
                out += self.order(owner, group, "Choose the next card (cards go one at a time)", source)
            else:
                out += group
        return out
