"""Choosing: the choice helpers card code calls (through its context) — a card, several cards,
the highest cards, an order, a colour, a player, a value, yes/no, one of a card's alternatives —
and the group moves whose order a player chooses (return, meld, tuck, transfer several cards).

Each card and colour helper says what will happen to what is chosen (a
:data:`~innovation.protocol.vocabulary.Verb`, and where it goes), so that the decision it asks can tell a
front-end; the picks of one call form one selection (see :mod:`innovation.rules.asking`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence

from innovation.protocol.decisions import DONE, NO, YES
from innovation.protocol.vocabulary import Verb
from innovation.rules.asking import Asking, Ordered
from innovation.rules.board import Where
from innovation.rules.cards import COLOR_BY_NAME, Color, Splay


class Choosing(Asking):
    """The choice helpers and the group moves."""

    # ------------------------------------------------------------------ the choice helpers
    def choose_card(
        self,
        p: int,
        candidates: Iterable[str],
        prompt: str,
        *,
        verb: Verb,
        to: Where | None = None,
        splay: Splay | None = None,
        optional: bool = False,
        source: str | None = None,
    ) -> str | None:
        """``p`` picks one of ``candidates`` to ``verb`` it (to ``to``; default: where the verb
        puts ``p``'s cards). None when there are none, or when ``optional`` and ``p`` answers
        "done". A mandatory choice with a single possible answer is taken without asking."""
        with self._one_selection() as picking:
            return self._pick_card(
                p,
                candidates,
                prompt,
                need=0 if optional else 1,
                allow=1,
                verb=verb,
                dest=self._dest(verb, p, to),
                source=source,
                picking=picking,
                splay=splay,
            )

    def choose_cards(
        self,
        p: int,
        candidates: Iterable[str],
        prompt: str,
        *,
        verb: Verb,
        to: Where | None = None,
        max_count: int,
        min_count: int = 0,
        source: str | None = None,
    ) -> list[str]:
        """``p`` picks up to ``max_count`` cards one at a time ("done" once ``min_count`` are
        picked) to ``verb`` them. Picks stop early when no candidates remain."""
        remaining = list(dict.fromkeys(candidates))
        picked = Ordered()
        if len(remaining) <= min(min_count, max_count):
            return list(remaining)  # every candidate must go: nothing to choose
        dest = self._dest(verb, p, to)
        with self._one_selection() as picking:
            while remaining and len(picked) < max_count:
                step = f"{prompt} ({len(picked)} chosen)" if picked else prompt
                card = self._pick_card(
                    p,
                    remaining,
                    step,
                    need=max(0, min_count - len(picked)),
                    allow=min(max_count - len(picked), len(remaining)),
                    verb=verb,
                    dest=dest,
                    source=source,
                    picking=picking,
                )
                if card is None:
                    break
                picked.append(card)
                remaining.remove(card)
        return picked

    def choose_highest(
        self,
        p: int,
        cards: Iterable[str],
        count: int,
        prompt: str,
        *,
        verb: Verb,
        to: Where | None = None,
        lowest: bool = False,
        source: str | None = None,
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
                else self.choose_cards(p, tier, prompt, verb=verb, to=to, max_count=need, min_count=need, source=source)
            )
            picked += chosen
            left = [c for c in left if c not in chosen]
        return picked

    def order(
        self,
        p: int,
        cards: Sequence[str],
        prompt: str,
        *,
        verb: Verb,
        to: Where | None = None,
        source: str | None = None,
    ) -> list[str]:
        """``p`` puts ``cards`` in the order they will be handled (one pick at a time; the last
        card needs no question) — the order in which they will be ``verb``-ed."""
        remaining = list(cards)
        out = Ordered()
        dest = self._dest(verb, p, to)
        with self._one_selection(fresh=True) as picking:  # an order is an instruction of its own
            while len(remaining) > 1:
                need = len(remaining) - 1
                card = self._pick_card(
                    p, remaining, prompt, need=need, allow=need, verb=verb, dest=dest, source=source, picking=picking
                )
                assert card is not None
                out.append(card)
                remaining.remove(card)
        out += remaining
        return out

    def choose_color(
        self,
        p: int,
        colors: Iterable[int],
        prompt: str,
        *,
        verb: Verb,
        splay: Splay | None = None,
        optional: bool = False,
        source: str | None = None,
    ) -> Color | None:
        """``p`` picks a colour (a pile) to ``verb`` (``splay``: the direction, for verb
        "splay"). None when there is none to pick, or when ``optional`` and ``p`` declines."""
        options = [Color(c).label for c in dict.fromkeys(colors)]
        with self._one_selection() as picking:
            if not options:
                return None
            if not optional and len(options) == 1:
                picking.picked.append(options[0])
                return COLOR_BY_NAME[options[0]]
            need = 0 if optional else 1
            answer = self.ask(
                p,
                "color",
                prompt,
                options + ([DONE] if optional else []),
                source,
                verb=verb,
                dest=self.place(Where("board", p), None) if verb in ("splay", "rearrange") else None,
                splay=splay,
                bounds=picking.bounds(need, 1),
            )
            if answer == DONE:
                return None
            picking.picked.append(answer)
            return COLOR_BY_NAME[answer]

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

    def choose_value(
        self, p: int, values: Iterable[int], prompt: str, source: str | None = None, *, verb: Verb | None = None
    ) -> int:
        """``p`` names one of ``values`` (``verb``: what is done with it: "draw", "achieve" …); a
        single value is taken without asking."""
        options = [str(v) for v in sorted(set(values))]
        if len(options) == 1:
            return int(options[0])
        return int(self.ask(p, "value", prompt, options, source, verb=verb))

    def may_choose_value(
        self, p: int, values: Iterable[int], prompt: str, source: str | None = None, *, verb: Verb | None = None
    ) -> int | None:
        """Like :meth:`choose_value`, but ``p`` may decline ("done"): None then, or when there
        is no value to name."""
        options = [str(v) for v in sorted(set(values))]
        if not options:
            return None
        answer = self.ask(p, "value", prompt, [*options, DONE], source, verb=verb)
        return None if answer == DONE else int(answer)

    def yes_no(self, p: int, prompt: str, source: str | None = None, *, verb: Verb | None = None) -> bool:
        return self.ask(p, "yes_no", prompt, [YES, NO], source, verb=verb) == YES

    def choose_option(
        self,
        p: int,
        options: Sequence[str] | Mapping[str, str],
        prompt: str,
        source: str | None = None,
        *,
        verb: Verb | None = None,
    ) -> str:
        """``p`` picks one of a few alternatives the card names: option ids, or a mapping from
        each option id to its plain-English label (ids that are words a player can read may go
        without one). ``verb``: what is done with the pick, when it is one thing ("achieve")."""
        ids = list(options)
        if len(ids) == 1:
            return ids[0]
        given = options if isinstance(options, Mapping) else None
        return self.ask(p, "option", prompt, ids, source, option_labels=given, verb=verb)

    # ------------------------------------------------------------------ group moves
    def return_cards(self, p: int | None, cards: Sequence[str], source: str | None = None) -> list[str]:
        """Return several cards; each owner orders their cards bound for the same supply pile."""
        key = self._supply_pile
        kept = [card for card in self._ordered_for(cards, key=key, verb="return", source=source)
                if not self.return_card(p, card)]  # fmt: skip
        return [card for card in cards if card not in kept]  # (a karma may keep a card: it was not returned)

    def _supply_pile(self, card: str) -> tuple[str, int]:
        info = self.cards[card]
        return info.set, info.age

    def meld_cards(self, p: int, cards: Sequence[str], source: str | None = None) -> list[str]:
        """Meld several cards; ``p`` orders cards of the same colour (the last one ends on top)."""
        ordered = self._ordered_for(cards, key=self._color_of, chooser=p, verb="meld", source=source)
        return [card for card in ordered if self.meld(p, card)]  # (not those a karma kept from their pile)

    def _color_of(self, card: str) -> int:
        return self.cards[card].color

    def tuck_cards(self, p: int, cards: Sequence[str], source: str | None = None) -> list[str]:
        ordered = self._ordered_for(cards, key=self._color_of, chooser=p, verb="tuck", source=source)
        return [card for card in ordered if self.tuck(p, card)]

    def score_cards(self, p: int, cards: Sequence[str]) -> list[str]:
        return [card for card in list(cards) if self.score(p, card)]

    def transfer_cards(self, p: int | None, cards: Sequence[str], dest: Where) -> list[str]:
        cards = list(cards)
        if dest.zone == "board" and dest.player is not None:
            cards = self._ordered_for(cards, key=self._color_of, chooser=dest.player, verb="transfer", to=dest)
        return [card for card in cards if self.transfer(p, card, dest)]  # (not those a karma or a full zone kept)

    def _ordered_for(
        self,
        cards: Sequence[str],
        key: Callable[[str], object],
        *,
        verb: Verb,
        chooser: int | None = None,
        to: Where | None = None,
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
                out += self.order(
                    owner, group, "Choose the next card (cards go one at a time)", verb=verb, to=to, source=source
                )
            else:
                out += group
        return out
