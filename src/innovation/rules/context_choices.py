"""The choice helpers of a :class:`~innovation.rules.context.Context` (part of the context; a module of
its own only to keep each file short): pick a card, several cards, a colour, a player, a value, an
order, yes or no, one of a card's alternatives; "you may splay". Each asks the context's player
unless told ``p``, on behalf of the context's ``source`` card, and says what will happen to what is
chosen (a :data:`~innovation.protocol.vocabulary.Verb`, where it goes) so that the decision can tell a
front-end.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from contextlib import AbstractContextManager

from innovation.protocol.vocabulary import DecisionKind, Verb
from innovation.rules.board import Where
from innovation.rules.cards import Color, Splay
from innovation.rules.dogma import Dogma


class ContextChoices:
    """The questions a context may ask (mixed into :class:`~innovation.rules.context.Context`)."""

    _engine: Dogma
    player: int
    source: str | None

    def _p(self, p: int | None) -> int:
        return self.player if p is None else p

    # choices (default chooser: this context's player)
    def ask(
        self,
        kind: DecisionKind,
        prompt: str,
        options: Sequence[str],
        p: int | None = None,
        *,
        option_labels: Mapping[str, str] | None = None,
        verb: Verb | None = None,
    ) -> str:
        """Ask ``p`` a question with exactly these answers (prefer the helpers below, which
        build the options, word them and skip questions with one possible answer).
        ``option_labels``: plain-English labels for some options; ``verb``: what is done with
        the pick."""
        return self._engine.ask(self._p(p), kind, prompt, options, self.source, option_labels=option_labels, verb=verb)

    def selection(self, *, min_count: int = 0, max_count: int | None = None) -> AbstractContextManager[None]:
        """One instruction asked in several steps ("you may return three cards of equal value":
        first one card, then two more of its value) is one selection for the player: use the
        choice helpers inside ``with ctx.selection(min_count=…, max_count=…):``, the bounds of the
        whole instruction."""
        return self._engine.selection(min_count=min_count, max_count=max_count)

    def choose_card(
        self,
        cards: Iterable[str],
        prompt: str,
        *,
        verb: Verb,
        to: Where | None = None,
        splay: Splay | None = None,
        optional: bool = False,
        p: int | None = None,
    ) -> str | None:
        """Pick one of ``cards`` to ``verb`` it ("meld", "return", "transfer" …; ``to``: where it
        goes, when the verb does not say: a transfer's destination; ``splay``: the direction, when
        the card stands for a pile to splay). None when there is none, or when ``optional`` and
        the player declines."""
        return self._engine.choose_card(
            self._p(p), cards, prompt, verb=verb, to=to, splay=splay, optional=optional, source=self.source
        )

    def choose_cards(
        self,
        cards: Iterable[str],
        prompt: str,
        *,
        verb: Verb,
        to: Where | None = None,
        max_count: int,
        min_count: int = 0,
        p: int | None = None,
    ) -> list[str]:
        """Pick between ``min_count`` and ``max_count`` of ``cards`` (one at a time) to ``verb`` them."""
        return self._engine.choose_cards(
            self._p(p), cards, prompt, verb=verb, to=to, max_count=max_count, min_count=min_count, source=self.source
        )

    def choose_color(
        self,
        colors: Iterable[int],
        prompt: str,
        *,
        verb: Verb,
        splay: Splay | None = None,
        optional: bool = False,
        p: int | None = None,
    ) -> Color | None:
        """Pick a colour (a pile) to ``verb`` ("choose" when the card goes on with it; ``splay``:
        the direction, for verb "splay")."""
        return self._engine.choose_color(
            self._p(p), colors, prompt, verb=verb, splay=splay, optional=optional, source=self.source
        )

    def choose_player(
        self, players: Iterable[int], prompt: str, *, optional: bool = False, p: int | None = None
    ) -> int | None:
        return self._engine.choose_player(self._p(p), players, prompt, optional=optional, source=self.source)

    def choose_value(
        self, values: Iterable[int], prompt: str, p: int | None = None, *, verb: Verb | None = None
    ) -> int:
        return self._engine.choose_value(self._p(p), values, prompt, source=self.source, verb=verb)

    def may_choose_value(
        self, values: Iterable[int], prompt: str, p: int | None = None, *, verb: Verb | None = None
    ) -> int | None:
        """Name one of ``values``, or decline (None)."""
        return self._engine.may_choose_value(self._p(p), values, prompt, source=self.source, verb=verb)

    def yes_no(self, prompt: str, p: int | None = None, *, verb: Verb | None = None) -> bool:
        return self._engine.yes_no(self._p(p), prompt, source=self.source, verb=verb)

    def choose_option(
        self, options: Sequence[str] | Mapping[str, str], prompt: str, p: int | None = None, *, verb: Verb | None = None
    ) -> str:
        """Pick one of a few alternatives: option ids, or a mapping from each id to its label."""
        return self._engine.choose_option(self._p(p), options, prompt, source=self.source, verb=verb)

    def order(self, cards: Sequence[str], prompt: str, p: int | None = None, *, verb: Verb) -> list[str]:
        return self._engine.order(self._p(p), cards, prompt, verb=verb, source=self.source)

    def choose_highest(
        self,
        cards: Iterable[str],
        count: int,
        prompt: str,
        *,
        verb: Verb,
        to: Where | None = None,
        p: int | None = None,
        lowest: bool = False,
    ) -> list[str]:
        """Pick ``count`` of ``cards`` of the highest values (``lowest``: of the lowest), choosing
        only among ties at the cut."""
        return self._engine.choose_highest(
            self._p(p), cards, count, prompt, verb=verb, to=to, lowest=lowest, source=self.source
        )

    def choose_lowest(
        self,
        cards: Iterable[str],
        count: int,
        prompt: str,
        *,
        verb: Verb,
        to: Where | None = None,
        p: int | None = None,
    ) -> list[str]:
        """Pick the ``count`` lowest of ``cards`` (see :meth:`choose_highest`)."""
        return self.choose_highest(cards, count, prompt, verb=verb, to=to, p=p, lowest=True)

    def may_splay(self, colors: Iterable[int], direction: Splay, p: int | None = None) -> Color | None:
        """ "You may splay your X (or Y) cards <direction>": offers only piles that the splay
        would change; returns the colour splayed, or None (also when a karma replaced the splay)."""
        who = self._p(p)
        candidates = [
            c for c in colors if len(self._engine.pile(who, c)) >= 2 and self._engine.splay_of(who, c) != direction
        ]
        if not candidates:
            return None
        names = " or ".join(Color(c).label for c in candidates)
        color = self._engine.choose_color(
            who,
            candidates,
            f"You may splay your {names} cards {direction.label}",
            verb="splay",
            splay=direction,
            optional=True,
            source=self.source,
        )
        if color is not None and not self._engine.splay(who, color, direction):
            return None  # a karma did something else instead: nothing was splayed ("if you do")
        return color

    def must_splay(self, colors: Iterable[int], direction: Splay, p: int | None = None) -> Color | None:
        """Mandatory "splay one of these colours": splays if any pile can change; returns the colour
        splayed, or None (none could change, or a karma replaced the splay)."""
        who = self._p(p)
        candidates = [
            c for c in colors if len(self._engine.pile(who, c)) >= 2 and self._engine.splay_of(who, c) != direction
        ]
        color = self._engine.choose_color(
            who, candidates, f"Splay a colour {direction.label}", verb="splay", splay=direction, source=self.source
        )
        if color is not None and not self._engine.splay(who, color, direction):
            return None  # a karma did something else instead: nothing was splayed
        return color
