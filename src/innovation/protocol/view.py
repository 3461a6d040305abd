"""Redacted views of a game for front-ends: what one player may see, nothing more."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, cast

import msgspec

from innovation.errors import ViewError
from innovation.protocol.decisions import Decision
from innovation.protocol.events import Event
from innovation.protocol.vocabulary import PROTOCOL_VERSION, ColorName, Phase, ResourceIcon, SplayName, Zone
from innovation.rules.board import PUBLIC_PLAYER_ZONES, PUBLIC_SHARED_ZONES, Board
from innovation.rules.cards import BoardAchievement, Color, Icon, Rules, Splay
from innovation.rules.eventlog import Entry, event_of
from innovation.rules.state import GameState, Result, copy_result


class Viewable(Protocol):
    """What a view is made from (a :class:`innovation.Game` is one; views sit below the public
    face, so that ``Game.view()`` can build them without an import cycle)."""

    @property
    def state(self) -> GameState: ...
    @property
    def rules(self) -> Rules: ...
    @property
    def pending(self) -> Decision | None: ...
    @property
    def _events(self) -> Sequence[Entry]:
        """The live event log, unworded (see :mod:`innovation.rules.eventlog`)."""
        ...

    def engine(self) -> Board: ...

    def can_undo(self, player: str) -> bool: ...


class CardView(msgspec.Struct, frozen=True):
    """A card as the viewer sees it: ``id`` is None when only its back (age and set) shows."""

    age: int
    set: str
    id: str | None = None


class PileView(msgspec.Struct, frozen=True):
    color: ColorName
    splay: SplayName
    cards: list[str]  # bottom → top; board cards are public


class PlayerView(msgspec.Struct, frozen=True):
    name: str
    hand: list[CardView]
    score: list[CardView]
    piles: list[PileView]
    achievements: list[CardView]
    #: Expansion zones of the player ("forecast", "display"), by name.
    zones: dict[Zone, list[CardView]]
    #: Visible icons on the board, by resource icon (the avatar too in the 4th edition).
    icons: dict[ResourceIcon, int]
    points: int
    eliminated: bool = False
    #: Achievements held while the boards show them (``innovation_board_achievements``): each names
    #: its kind and the board card showing it. They count towards the win like ``achievements``.
    board_achievements: list[BoardAchievement] = msgspec.field(default_factory=list)
    #: The most cards each of the player's limited zones may hold now, by zone (the 4th edition's
    #: forecast and safe: 5 − the player's highest splay); empty in an edition without limits.
    zone_limits: dict[Zone, int] = msgspec.field(default_factory=dict)


class GameView(msgspec.Struct, frozen=True):
    viewer: str
    players: list[PlayerView]
    #: Cards left per supply pile: set → counts for ages 1–10 (1–11 in the 4th edition).
    decks: dict[str, list[int]]
    #: Ages of the standard achievements still available.
    achievements: list[int]
    specials: list[str]
    removed: list[str]
    #: Shared zones ("relics", "box"; the 4th edition's "junk", face up), by name.
    zones: dict[Zone, list[CardView]]
    phase: Phase
    turn: int
    turn_player: str
    actions_left: int
    achievements_to_win: int
    #: Who the game is waiting for (None when over).
    waiting_for: str | None
    #: The pending decision, only when it is the viewer's.
    decision: Decision | None
    events: list[Event]
    result: Result | None
    #: Index in ``game.events`` of ``events[0]`` (views may carry only the newest events).
    events_since: int = 0
    #: The game's rule options by name (``GameConfig.options``, e.g. ``"edition": "first"``).
    options: dict[str, bool | str] = {}
    #: The protocol version these shapes follow (:data:`innovation.protocol.vocabulary.PROTOCOL_VERSION`).
    protocol: str = PROTOCOL_VERSION
    #: The standard achievements still available as their backs show them (``id`` null; ``set``
    #: and ``age``), by value then set: with The Unseen a card of any set may be put among them
    #: (protocol 1.3).
    available: list[CardView] = msgspec.field(default_factory=list)
    #: True when the viewer may take back their latest answer now (``Game.undo``: the player who
    #: answered last is often not the one being asked).
    undo: bool = False


#: The words of the colours, splays and icons, by their codes (a view names each many times: an
#: enum look-up per name was a tenth of the cost of a view).
_COLOR_LABELS: tuple[ColorName, ...] = tuple(cast(ColorName, c.label) for c in Color)
_SPLAY_LABELS: tuple[SplayName, ...] = tuple(cast(SplayName, s.label) for s in Splay)
_ICON_LABELS: dict[int, ResourceIcon] = {int(i): cast(ResourceIcon, i.name.lower()) for i in Icon}


def _by_value_and_set(card: CardView) -> tuple[int, str]:
    return card.age, card.set


#: The ``viewer`` of a public view (:func:`make_public_view`): no player's name (names are never
#: empty), so every event is worded as it is told to those it was not shown to.
PUBLIC_VIEWER = ""


def make_view(game: Viewable, viewer: str, events_since: int = 0) -> GameView:
    names = [p.name for p in game.state.players]
    if not isinstance(viewer, str) or str.__str__(viewer) not in names:
        shown = viewer if isinstance(viewer, str) and len(viewer) <= 40 else type(viewer).__name__
        raise ViewError(f"{shown!r} is not playing in this game")
    return _view(game, str.__str__(viewer), events_since)


def make_public_view(game: Viewable, events_since: int = 0) -> GameView:
    """What someone who plays no seat may see (a spectator, a replay's public view): every board,
    and of every hand, score pile and hidden zone only the backs (age and set); public zones and
    relics face up; each event as the players it was not shown to read it; no decision.
    ``viewer`` is :data:`PUBLIC_VIEWER` (the empty string)."""
    return _view(game, PUBLIC_VIEWER, events_since)


def _view(game: Viewable, viewer: str, events_since: int) -> GameView:
    """The view for ``viewer``: a player's name, or PUBLIC_VIEWER (nobody's cards shown)."""
    state = game.state
    names = [p.name for p in state.players]
    total = len(game._events)
    if isinstance(events_since, bool) or not isinstance(events_since, int) or not 0 <= events_since <= total:
        given = events_since if isinstance(events_since, int) else type(events_since).__name__
        raise ViewError(f"events_since must be an event index from 0 to {total}, not {given!r}")
    engine = game.engine()
    cards = game.rules.cards
    me = names.index(viewer) if viewer in names else -1

    def show(card: str, visible: bool) -> CardView:
        if card in game.rules.specials:
            return CardView(age=0, set="special", id=card)
        info = cards[card]
        return CardView(age=info.age, set=info.set, id=card if visible else None)

    players: list[PlayerView] = []
    icons = engine.edition.icons  # the counted icons (the 4th edition counts the avatar too)
    for i, pl in enumerate(state.players):
        mine = i == me
        counts = engine.icon_counts(i)
        players.append(
            PlayerView(
                name=pl.name,
                hand=[show(c, mine) for c in pl.hand],
                score=[show(c, mine) for c in pl.score],
                piles=[
                    PileView(color=_COLOR_LABELS[k], splay=_SPLAY_LABELS[pl.splays[k]], cards=list(pile))
                    for k, pile in enumerate(pl.piles)
                ],
                achievements=[show(c, mine or (c in cards and cards[c].relic)) for c in pl.achievements],
                zones={
                    cast(Zone, z): [show(c, mine or z in PUBLIC_PLAYER_ZONES) for c in zone]
                    for z, zone in pl.zones.items()
                },
                icons={_ICON_LABELS[ic]: counts[ic] for ic in icons},
                points=engine.score_points(i),
                eliminated=pl.eliminated,
                board_achievements=list(engine.board_achievements(i)),
                zone_limits={cast(Zone, z): limit for z in pl.zones if (limit := engine.zone_limit(i, z)) is not None},
            )
        )
    pending = game.pending
    return GameView(
        viewer=viewer,
        players=players,
        decks={s: [len(d) for d in ages] for s, ages in state.decks.items()},
        achievements=sorted(cards[c].age for c in state.achievements),
        available=sorted((show(c, False) for c in state.achievements), key=_by_value_and_set),
        specials=list(state.specials),
        removed=list(state.removed),
        zones={cast(Zone, z): [show(c, z in PUBLIC_SHARED_ZONES) for c in zone] for z, zone in state.zones.items()},
        phase=state.phase,
        turn=state.turn,
        turn_player=names[state.turn_player],
        actions_left=state.actions_left,
        achievements_to_win=engine.achievements_to_win(),
        waiting_for=None if pending is None else pending.player,
        decision=pending if pending is not None and viewer and pending.player == viewer else None,
        events=[event_of(e, names, game.rules, viewer) for e in game._events[events_since:]],
        events_since=events_since,
        result=copy_result(state.result),
        options=dict(engine.options),
        undo=game.can_undo(viewer),
    )
