"""Typed events describing everything that happens, in order."""

from __future__ import annotations

import msgspec


class Event(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One thing that happened.

    ``kind`` is e.g. "draw", "meld", "tuck", "score", "return", "transfer", "splay", "reveal",
    "achieve", "special_achievement", "dogma", "effect", "share_bonus", "exchange", "remove",
    "action", "turn", "initial_meld", "game_over".

    A card that moves between hidden places (deck, hand, score pile) is only known to the players
    in ``visible_to``; :meth:`innovation.Game.view` gives everybody else ``card=None`` and
    ``public_text`` instead of ``text``.
    """

    kind: str
    text: str
    player: str | None = None
    card: str | None = None
    age: int | None = None
    set: str | None = None
    source: str | None = None
    dest: str | None = None
    #: None: public. Otherwise the players who may see ``card`` and ``text``.
    visible_to: tuple[str, ...] | None = None
    public_text: str | None = None

    def redacted_for(self, viewer: str) -> Event:
        if self.visible_to is None or viewer in self.visible_to:
            return self
        return Event(
            kind=self.kind,
            text=self.public_text or "",
            player=self.player,
            card=None,
            age=self.age,
            set=self.set,
            source=self.source,
            dest=self.dest,
            visible_to=self.visible_to,
            public_text=self.public_text,
        )
