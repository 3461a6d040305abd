"""What a player remembers of each card: where they last saw it (numpy).

The information-state tensor of the OpenSpiel game (:mod:`innovation.ai.openspiel`) is the compact
observation of the player's current view (:mod:`innovation.ai.compact`) followed by this memory:
for every card of the game's sets (in card-slot order), a one-hot of the last place the player
saw that card's face — in their hand, in another player's hand (a card shown or passed to
them), on a board, back in the supply … — or all zeros for a card never seen. It is read from the
events **as that player saw them** (``game.view(player, events_since=…)``: a card moved out of
their sight is ``card=None`` there), so it holds nothing they were not shown, and it is kept up to
date event by event (each event is read once per player).

It is a summary of the information state, not the whole history: what a player remembers about
the cards, not the order in which things happened nor every past action. Two histories that the
player can tell apart may give the same tensor; the information-state *string* is exact.

**Versioning** (:data:`RECALL_VERSION`): places are added at the end of :data:`RECALL_PLACES`
(a minor version); the card order is the card-slot order of :mod:`innovation.ai.tables`, so a
new card set adds its cards where its slot puts them. The 4th edition's memory is version 2
(:data:`FOURTH_RECALL_VERSION`): its cards in the order of its own encoding's slots
(:mod:`innovation.ai.tables_fourth`) and a tenth place, ``junk``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from innovation.ai.actions import rules_encoding
from innovation.rules.cards import Rules

if TYPE_CHECKING:
    import numpy.typing as npt

    from innovation.game import Game

RECALL_VERSION = "1.0"
#: The 4th edition's memory: its cards in the slot order of its own encoding, and one more place, the junk.
FOURTH_RECALL_VERSION = "2.0"

#: The places a card may last have been seen, in order (one-hot per card).
RECALL_PLACES: tuple[str, ...] = (
    "own_hand",
    "own_score",
    "own_other",  # the viewer's achievements, forecast, display …
    "board",  # anybody's board (the top or under it)
    "other_hand",  # another player's hand (shown, or passed to them)
    "other_score",
    "other_other",  # another player's achievements, forecast, display …
    "supply",  # returned to a supply pile
    "shared",  # available achievements, removed, relics, box …
)
#: The 4th edition's places: the same, then the junk (face up, shared).
FOURTH_RECALL_PLACES: tuple[str, ...] = (*RECALL_PLACES, "junk")


def recall_places(rules: Rules) -> tuple[str, ...]:
    """The places of the memory of a game of ``rules`` (by its edition)."""
    return FOURTH_RECALL_PLACES if rules.options.get("edition") == "fourth" else RECALL_PLACES


def recall_cards(rules: Rules) -> tuple[str, ...]:
    """The cards the memory has a row for: the game's cards that have a card slot, in slot order."""
    slot = rules_encoding(rules).card_slot
    return tuple(sorted((c for c in rules.cards if slot(c) is not None), key=lambda c: slot(c) or 0))


class CardRecall:
    """One player's memory of where they last saw each card (see the module docstring)."""

    def __init__(self, rules: Rules, player: str) -> None:
        self.player = player
        cards = recall_cards(rules)
        self.places = recall_places(rules)
        self._place = {name: k for k, name in enumerate(self.places)}
        self._row = {card: k for k, card in enumerate(cards)}
        self.memory = np.zeros((len(cards), len(self.places)), np.float32)
        #: Events read so far (an index into the game's log).
        self.read = 0

    @property
    def size(self) -> int:
        return int(self.memory.size)

    def update(self, game: Game) -> npt.NDArray[np.float32]:
        """Read the events since the last update (as the player saw them); the memory, flat."""
        total = len(game.events)
        if total > self.read:
            for event in game.view(self.player, events_since=self.read).events:
                if event.card is None or event.card not in self._row:
                    continue
                place = event.to if event.to is not None else event.from_
                if place is None:
                    continue
                row = self.memory[self._row[event.card]]
                row[:] = 0.0
                row[self._place[self._where(place.zone, place.owner)]] = 1.0
            self.read = total
        return self.memory.reshape(-1)

    def _where(self, zone: str, owner: str | None) -> str:
        if zone == "board":
            return "board"
        if owner is None:
            if zone == "junk" and "junk" in self._place:
                return "junk"
            return "supply" if zone == "deck" else "shared"
        side = "own" if owner == self.player else "other"
        if zone in ("hand", "score"):
            return f"{side}_{zone}"
        return f"{side}_other"
