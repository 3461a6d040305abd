"""Take-backs: which answers a player may take back (``Game.undo``), and what makes a point that
cannot be undone — a *checkpoint* (docs/embedding.md, "Take-backs").

An answer may be taken back only if everything it led to, up to the next decision, is the
answering player's own open work: nothing from the outside (a card from a supply pile or the
available achievements, the random generator), nothing the player could not see before (a card
moved out of, revealed from or offered from a hidden place of somebody else), nobody else acting
(another seat's event, an effect carried out for another player: a demand, a share — even one
that moved nothing tells the player something about a hidden hand), and no end of the game.
Anything else makes the answer a checkpoint. The rule reads the log entries the answer added and
the seats effects began for, so it is the same for every edition and expansion: a plugin's draw,
reveal or transfer is an entry like the core's.

Deliberately conservative: a take-back that is refused costs a player a convenience; one allowed
wrongly would let them look and choose again.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from innovation.protocol.decisions import Decision
from innovation.rules.board import PUBLIC_PLAYER_ZONES, PUBLIC_SHARED_ZONES, Board
from innovation.rules.eventlog import Entry, Logged, Moved, Noted, Said

__all__ = ["NO_EFFECT", "opens_nothing", "seen_by"]

#: An effect-begun moment no answer count equals (``SegmentRules.moments``' starting value).
NO_EFFECT = -1

#: Events by anybody that tell nothing hidden: the next turn beginning (its player's seat).
_ANYONE_KINDS = frozenset({"turn"})
#: Events without a card place whose only news is the answering player's own (a splay, a pile
#: rearranged, a special achievement claimed — those are public — an action or dogma announced).
_NO_PLACE_KINDS = frozenset(
    {
        "action",
        "dogma",
        "execute",
        "repeat",
        "splay",
        "rearrange",
        "special_achievement",
        "board_achievement",
        "promote",
        "choice",
        "icon",
        "zone_full",
    }
)


def seen_by(code: str | None, name: str) -> bool:
    """Whether the player ``name`` may see the cards of the place ``code`` names (an event's
    place code, "zone:owner:color:position"): a public zone, or one of their own but a supply pile."""
    if code is None:
        return True
    zone, _, rest = code.partition(":")
    owner = rest.partition(":")[0]
    if owner:
        return zone in PUBLIC_PLAYER_ZONES or owner == name
    return zone in PUBLIC_SHARED_ZONES


def _entry_is_open(entry: Entry, seat: int, name: str) -> bool:
    kind = entry.kind
    if kind in _ANYONE_KINDS and type(entry) is Said:
        return True
    if entry.seat != seat:  # another player acted, or the game itself (None)
        return False
    if type(entry) is Moved:
        return kind not in ("draw", "dig") and seen_by(entry.from_, name)
    if type(entry) is Noted:
        if kind in ("reveal", "look"):
            return entry.card is None or seen_by(entry.from_, name)
        return kind in _NO_PLACE_KINDS
    if type(entry) is Said or type(entry) is Logged:
        return kind in _NO_PLACE_KINDS  # (a share bonus is a draw; a game end ends take-backs)
    return False  # an older save's worded event: nothing is known of it


def opens_nothing(
    added: Sequence[Entry],
    seat: int,
    name: str,
    moments: Sequence[int],
    answers: int,
    pending: Decision | None,
    board: Callable[[], Board],
) -> bool:
    """Whether the answer of the player at ``seat`` (named ``name``), the ``answers``-th of the
    game, may be taken back: it ``added`` these log entries, effects began for each seat last at
    ``moments`` (answers given then), and the game now waits for ``pending`` (``board()``: the
    board it stands on, made only when needed)."""
    if pending is None:  # the game ended
        return False
    if any(moment == answers for q, moment in enumerate(moments) if q != seat):
        return False  # an effect was carried out for another player
    if not all(_entry_is_open(entry, seat, name) for entry in added):
        return False
    if pending.player == name:  # the next question may name cards: all of them seen before?
        facts = board()
        cards = facts.cards
        named = {choice.card for choice in pending.choices if choice.card is not None}
        named.update(option for option in pending.options if option in cards)
        players = facts.state.players
        own = players[seat].hand
        for card in named:
            info = cards.get(card)
            if info is None:
                continue
            # Where the cards a question names mostly lie is asked first (an action decision's
            # choices name the chooser's hand and the top cards): the chooser's hand, a board —
            # the places locate would find them (a card lies in one place); locate for the rest.
            if card in own:
                continue
            for pl in players:
                if card in pl.piles[info.color]:
                    break
            else:
                where = facts.locate(card)
                if not (where.public or where.player == seat):
                    return False
    return True
