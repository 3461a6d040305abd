"""The effect context: everything one card effect sees and may do.

An effect function receives an :class:`EffectContext` for the player executing it ("you"); its
shortcuts to the board facts, primitives and choice helpers default to that player. This is the
API card code is written against (import it from :mod:`innovation.plugin_api`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from contextlib import AbstractContextManager
from typing import Any

from innovation import labels
from innovation.board import Board, Where
from innovation.cards import CardInfo, Color, Splay
from innovation.dogma import Dogma, DogmaComplete, DogmaRun
from innovation.vocabulary import Verb


class EffectContext:
    """What one effect function sees: the executing player (``player``, "you"), the activator
    (``activator``, "me" in a demand) and shortcuts to the engine's primitives that default to
    the executing player."""

    def __init__(self, engine: Dogma, player: int, run: DogmaRun, card: str, kind: str) -> None:
        self.engine = engine
        self.player = player
        self.run = run
        self.card = card
        self.kind = kind

    # who's who
    @property
    def activator(self) -> int:
        return self.run.activator

    @property
    def memory(self) -> dict[str, Any]:
        return self.run.memory

    def opponents(self, p: int | None = None) -> list[int]:
        return self.engine.opponents(self.player if p is None else p)

    def others(self, p: int | None = None) -> list[int]:
        return self.engine.others(self.player if p is None else p)

    def everyone(self) -> list[int]:
        """Every player, starting with the executing player and going clockwise."""
        return self.engine.order_from_left(self.player)[-1:] + self.engine.order_from_left(self.player)[:-1]

    @property
    def demand_had_effect(self) -> bool:
        """Whether this dogma's demand (or compel) changed anything for anybody so far."""
        return self.run.demand_changed

    # facts
    def info(self, card: str) -> CardInfo:
        return self.engine.cards[card]

    def age(self, card: str) -> int:
        return self.engine.cards[card].age

    def color(self, card: str) -> Color:
        return Color(self.engine.cards[card].color)

    def has_icon(self, card: str, icon: int) -> bool:
        return icon in self.engine.cards[card].icons

    def value(self, card: str | None) -> int:
        """Face-up value of a card; 0 for a missing card (an empty pile's "top card")."""
        return 0 if card is None else self.engine.cards[card].value

    def highest(self, cards: Iterable[str]) -> list[str]:
        return Board.highest(cards, self.age)

    def lowest(self, cards: Iterable[str]) -> list[str]:
        return Board.lowest(cards, self.age)

    # zones of a player (default: the executing player)
    def _p(self, p: int | None) -> int:
        return self.player if p is None else p

    def hand(self, p: int | None = None) -> list[str]:
        return list(self.engine.state.players[self._p(p)].hand)

    def score_pile(self, p: int | None = None) -> list[str]:
        return list(self.engine.state.players[self._p(p)].score)

    def achievements(self, p: int | None = None) -> list[str]:
        return list(self.engine.state.players[self._p(p)].achievements)

    def pile(self, color: int, p: int | None = None) -> list[str]:
        return list(self.engine.pile(self._p(p), color))

    def top(self, color: int, p: int | None = None) -> str | None:
        return self.engine.top_card(self._p(p), color)

    def bottom(self, color: int, p: int | None = None) -> str | None:
        return self.engine.bottom_card(self._p(p), color)

    def top_cards(self, p: int | None = None) -> list[str]:
        return self.engine.top_cards(self._p(p))

    def colors_on_board(self, p: int | None = None) -> list[Color]:
        return self.engine.colors_on_board(self._p(p))

    def splay_of(self, color: int, p: int | None = None) -> Splay:
        return self.engine.splay_of(self._p(p), color)

    def visible_card_count(self, color: int, p: int | None = None) -> int:
        return self.engine.visible_card_count(self._p(p), color)

    def icons(self, icon: int, p: int | None = None) -> int:
        return self.engine.icon_count(self._p(p), icon)

    def pile_icons(self, color: int, icon: int, p: int | None = None) -> int:
        return self.engine.pile_icon_count(self._p(p), color, icon)

    def points(self, p: int | None = None) -> int:
        return self.engine.score_points(self._p(p))

    def highest_top_value(self, p: int | None = None) -> int:
        return self.engine.highest_top_value(self._p(p))

    # where cards go
    def board_of(self, p: int | None = None) -> Where:
        return Where("board", self._p(p))

    def hand_of(self, p: int | None = None) -> Where:
        return Where("hand", self._p(p))

    def score_of(self, p: int | None = None) -> Where:
        return Where("score", self._p(p))

    # primitives
    def draw(self, age: int, p: int | None = None, set_name: str | None = None) -> str:
        return self.engine.draw(self._p(p), age, set_name)

    def draw_and_meld(self, age: int, p: int | None = None, set_name: str | None = None) -> str:
        return self.engine.draw_and_meld(self._p(p), age, set_name)

    def draw_and_score(self, age: int, p: int | None = None, set_name: str | None = None) -> str:
        return self.engine.draw_and_score(self._p(p), age, set_name)

    def draw_and_tuck(self, age: int, p: int | None = None, set_name: str | None = None) -> str:
        return self.engine.draw_and_tuck(self._p(p), age, set_name)

    def draw_and_reveal(self, age: int, p: int | None = None, set_name: str | None = None) -> str:
        return self.engine.draw_and_reveal(self._p(p), age, set_name)

    def meld(self, card: str, p: int | None = None) -> None:
        self.engine.meld(self._p(p), card)

    def tuck(self, card: str, p: int | None = None) -> None:
        self.engine.tuck(self._p(p), card)

    def score(self, card: str, p: int | None = None) -> None:
        self.engine.score(self._p(p), card)

    def return_card(self, card: str) -> None:
        self.engine.return_card(self.player, card)

    def return_cards(self, cards: Sequence[str]) -> list[str]:
        return self.engine.return_cards(self.player, cards, source=self.card)

    def meld_cards(self, cards: Sequence[str], p: int | None = None) -> list[str]:
        return self.engine.meld_cards(self._p(p), cards, source=self.card)

    def tuck_cards(self, cards: Sequence[str], p: int | None = None) -> list[str]:
        return self.engine.tuck_cards(self._p(p), cards, source=self.card)

    def score_cards(self, cards: Sequence[str], p: int | None = None) -> list[str]:
        return self.engine.score_cards(self._p(p), cards)

    def transfer(self, card: str, dest: Where) -> None:
        self.engine.transfer(self.player, card, dest)

    def transfer_cards(self, cards: Sequence[str], dest: Where) -> list[str]:
        return self.engine.transfer_cards(self.player, cards, dest)

    def reveal(self, card: str, p: int | None = None) -> None:
        self.engine.reveal(self._p(p), card)

    def exchange(self, group_a: Sequence[str], dest_a: Where, group_b: Sequence[str], dest_b: Where) -> None:
        """Swap two groups at once (either may be empty)."""
        self.engine.exchange(self.player, group_a, dest_a, group_b, dest_b)

    def remove(self, card: str) -> None:
        self.engine.remove(self.player, card)

    def splay(self, color: int, direction: Splay, p: int | None = None) -> bool:
        return self.engine.splay(self._p(p), color, direction)

    def unsplay(self, color: int, p: int | None = None) -> bool:
        return self.engine.unsplay(self._p(p), color)

    def rearrange(self, color: int, order: Sequence[str], p: int | None = None) -> bool:
        return self.engine.rearrange_pile(self._p(p), color, order)

    def single_player_with(self, value: Callable[[int], int], *, most: bool = True) -> int | None:
        return self.engine.single_player_with(value, most=most)

    def achieve(self, card: str, p: int | None = None) -> None:
        self.engine.achieve(self._p(p), card)

    def claim_special(self, special_id: str, p: int | None = None) -> bool:
        return self.engine.claim_special(self._p(p), special_id)

    def win(self, p: int | None = None, why: str = "") -> None:
        self.engine.win(self._p(p), why or f"{self.engine.cards[self.card].name}", self.card)

    def complete_dogma(self) -> None:
        """End the current dogma at once ("the dogma action is complete")."""
        raise DogmaComplete()

    def execute_non_demand_effects(self, card: str, p: int | None = None) -> None:
        self.engine.execute_non_demand_effects(self._p(p), card)

    def execute_all_effects(self, card: str, p: int | None = None) -> None:
        """Execute ``card``'s effects as if they were on this card (Artifacts)."""
        self.engine.execute_all_effects(self._p(p), card)

    def foreshadow(self, card: str, p: int | None = None) -> None:
        self.engine.foreshadow(self._p(p), card)

    def draw_and_foreshadow(self, age: int, p: int | None = None, set_name: str | None = None) -> str:
        return self.engine.draw_and_foreshadow(self._p(p), age, set_name)

    def forecast(self, p: int | None = None) -> list[str]:
        return list(self.engine.state.players[self._p(p)].zones.get("forecast", []))

    def claim_achievement(self, age: int, *, if_eligible: bool = False, p: int | None = None) -> bool:
        """Claim an available standard achievement of value ``age`` ("ignoring eligibility"
        unless ``if_eligible``); returns whether one was claimed."""
        who = self._p(p)
        card = self.engine.available_achievement(age)
        if card is None or (if_eligible and not self.engine.eligible_for(who, age)):
            return False
        self.engine.achieve(who, card)
        return True

    def claim_any_achievement(self, *, include_specials: bool = False, p: int | None = None) -> bool:
        """ "Claim an achievement, ignoring eligibility": the player names the value of an
        available standard achievement or, with ``include_specials``, an unclaimed special
        achievement (BGA offers both where the text names no value)."""
        who = self._p(p)
        options = [str(a) for a in sorted({self.age(c) for c in self.engine.state.achievements})]
        if include_specials:
            options += list(self.engine.state.specials)
        if not options:
            return False
        specials = self.engine.rules.specials
        named = {
            label: labels.standard_achievement(int(label)) if label.isdigit() else labels.special(specials[label])
            for label in options
        }
        answer = self.choose_option(named, "Claim an achievement", p=who, verb="achieve")
        if answer.isdigit():
            return self.claim_achievement(int(answer), p=who)
        return self.claim_special(answer, p=who)

    def claim_eligible_achievement(self, *, optional: bool = False, p: int | None = None) -> bool:
        """ "Claim an achievement, if eligible": the player picks a value they are eligible for."""
        who = self._p(p)
        ages = self.engine.eligible_achievement_ages(who)
        if not ages:
            return False
        if optional:
            chosen = self.engine.may_choose_value(
                who, ages, "You may claim an achievement", source=self.card, verb="achieve"
            )
            if chosen is None:
                return False
            age = chosen
        else:
            age = self.engine.choose_value(who, ages, "Claim an achievement", source=self.card, verb="achieve")
        return self.claim_achievement(age, p=who)

    def eliminate(self, p: int) -> None:
        self.engine.eliminate(p, self.card)

    # choices (default chooser: the executing player)
    def selection(self, *, min_count: int = 0, max_count: int | None = None) -> AbstractContextManager[None]:
        """One instruction asked in several steps ("you may return three cards of equal value":
        first one card, then two more of its value) is one selection for the player: use the
        choice helpers inside ``with ctx.selection(min_count=…, max_count=…):``, the bounds of the
        whole instruction."""
        return self.engine.selection(min_count=min_count, max_count=max_count)

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
        return self.engine.choose_card(
            self._p(p), cards, prompt, verb=verb, to=to, splay=splay, optional=optional, source=self.card
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
        return self.engine.choose_cards(
            self._p(p), cards, prompt, verb=verb, to=to, max_count=max_count, min_count=min_count, source=self.card
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
        return self.engine.choose_color(
            self._p(p), colors, prompt, verb=verb, splay=splay, optional=optional, source=self.card
        )

    def choose_player(
        self, players: Iterable[int], prompt: str, *, optional: bool = False, p: int | None = None
    ) -> int | None:
        return self.engine.choose_player(self._p(p), players, prompt, optional=optional, source=self.card)

    def choose_value(
        self, values: Iterable[int], prompt: str, p: int | None = None, *, verb: Verb | None = None
    ) -> int:
        return self.engine.choose_value(self._p(p), values, prompt, source=self.card, verb=verb)

    def may_choose_value(
        self, values: Iterable[int], prompt: str, p: int | None = None, *, verb: Verb | None = None
    ) -> int | None:
        """Name one of ``values``, or decline (None)."""
        return self.engine.may_choose_value(self._p(p), values, prompt, source=self.card, verb=verb)

    def yes_no(self, prompt: str, p: int | None = None, *, verb: Verb | None = None) -> bool:
        return self.engine.yes_no(self._p(p), prompt, source=self.card, verb=verb)

    def choose_option(
        self, options: Sequence[str] | Mapping[str, str], prompt: str, p: int | None = None, *, verb: Verb | None = None
    ) -> str:
        """Pick one of a few alternatives: option ids, or a mapping from each id to its label."""
        return self.engine.choose_option(self._p(p), options, prompt, source=self.card, verb=verb)

    def order(self, cards: Sequence[str], prompt: str, p: int | None = None, *, verb: Verb) -> list[str]:
        return self.engine.order(self._p(p), cards, prompt, verb=verb, source=self.card)

    def choose_highest(
        self,
        cards: Iterable[str],
        count: int,
        prompt: str,
        *,
        verb: Verb,
        to: Where | None = None,
        p: int | None = None,
    ) -> list[str]:
        return self.engine.choose_highest(self._p(p), cards, count, prompt, verb=verb, to=to, source=self.card)

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
        return self.engine.choose_highest(
            self._p(p), cards, count, prompt, verb=verb, to=to, lowest=True, source=self.card
        )

    def may_splay(self, colors: Iterable[int], direction: Splay, p: int | None = None) -> Color | None:
        """ "You may splay your X (or Y) cards <direction>": offers only piles that the splay
        would change; returns the colour splayed, or None."""
        who = self._p(p)
        candidates = [
            c for c in colors if len(self.engine.pile(who, c)) >= 2 and self.engine.splay_of(who, c) != direction
        ]
        if not candidates:
            return None
        names = " or ".join(Color(c).label for c in candidates)
        color = self.engine.choose_color(
            who,
            candidates,
            f"You may splay your {names} cards {direction.label}",
            verb="splay",
            splay=direction,
            optional=True,
            source=self.card,
        )
        if color is not None:
            self.engine.splay(who, color, direction)
        return color

    def must_splay(self, colors: Iterable[int], direction: Splay, p: int | None = None) -> Color | None:
        """Mandatory "splay one of these colours": splays if any pile can change."""
        who = self._p(p)
        candidates = [
            c for c in colors if len(self.engine.pile(who, c)) >= 2 and self.engine.splay_of(who, c) != direction
        ]
        color = self.engine.choose_color(
            who, candidates, f"Splay a colour {direction.label}", verb="splay", splay=direction, source=self.card
        )
        if color is not None:
            self.engine.splay(who, color, direction)
        return color
