"""Typed events describing everything that happens, in order; and :class:`Place`, where a card
lies (shared with decisions: ``Decision.dest``)."""

from __future__ import annotations

import msgspec

from innovation.protocol.vocabulary import ColorName, EventKind, Position, SplayName, Zone


class Place(msgspec.Struct, frozen=True, omit_defaults=True, forbid_unknown_fields=True):
    """A place a card lies in or goes to: ``zone`` of ``owner`` (absent for shared places: the
    supply, the available achievements, removed cards, the relics), the board pile of ``color``,
    and ``position`` in an ordered place (a board pile or a supply pile; absent where order does
    not matter, or, for a destination, where it is not fixed)."""

    zone: Zone
    owner: str | None = None
    color: ColorName | None = None
    position: Position | None = None


class Event(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One thing that happened (``kind``: see :data:`innovation.protocol.vocabulary.EventKind`), with its
    plain-English ``text``.

    A card move names the ``card`` (its ``age`` and ``set`` too), where it came ``from`` and where it
    went ``to`` (JSON ``"from"``; ``from_`` in Python, ``from`` being a keyword). An event that
    moves nothing (a reveal, a look, a splay, a pile rearranged) has the place it concerns as both
    ``from`` and ``to``. A splay names the ``color`` and the new ``splay``; a colour revealed names
    the ``color``.

    A card that moves between hidden places (deck, hand, score pile) is only known to the players
    in ``visible_to``; :meth:`innovation.Game.view` gives everybody else ``card=None`` and
    ``public_text`` instead of ``text`` (its places, set and age stay: the back of a card shows).
    """

    kind: EventKind
    text: str
    player: str | None = None
    card: str | None = None
    age: int | None = None
    set: str | None = None
    from_: Place | None = msgspec.field(default=None, name="from")
    to: Place | None = None
    color: ColorName | None = None
    splay: SplayName | None = None
    #: None: public. Otherwise the players who may see ``card`` and ``text``.
    visible_to: tuple[str, ...] | None = None
    public_text: str | None = None

    def redacted_for(self, viewer: str) -> Event:
        if self.visible_to is None or viewer in self.visible_to:
            return self
        return msgspec.structs.replace(self, text=self.public_text or "", card=None)
