"""Observations: one player's view of the game as a fixed-length ``float32`` vector (numpy).

Built from ``game.view(player)`` and nothing else, so it holds exactly what that player may see:
two games that differ only in hidden cards (an opponent's hand, the order of a supply pile) give
the same observation. Seats are relative (0 is the viewer, 1 the next player clockwise …), cards
are placed by the card slots of the action encoding (:mod:`innovation.ai.actions`), and every part
has a fixed place for every expansion combination and player count (:data:`OBSERVATION_LAYOUT`,
docs/ai.md). Counts are scaled to about [0, 1]; flags are 0 or 1.

What a hidden card's back shows (its set and age) is counted per zone; events are not included
(a learner that wants memory keeps its own).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

import numpy as np

from innovation.ai import layout, tables
from innovation.ai.actions import EncodingError, card_slot
from innovation.protocol.vocabulary import ResourceIcon
from innovation.rules.board import PUBLIC_SHARED_ZONES
from innovation.rules.cards import COLORS, RESOURCE_ICONS, Icon

if TYPE_CHECKING:
    import numpy.typing as npt

    from innovation.protocol.view import CardView, GameView, PlayerView

#: Version of the observation layout (``major.minor``; a new minor only fills unused places).
OBSERVATION_VERSION = "1.0"

_CARDS = layout.MAX_SETS * layout.MAX_CARDS_PER_SET
_SEATS = layout.MAX_SEATS
_SET_AGES = layout.MAX_SETS * layout.MAX_AGE
_PHASES = ("setup", "turn", "over")
_KINDS = ("action", "initial_meld", "card", "color", "player", "value", "yes_no", "option")
_SPLAYS = ("none", "left", "right", "up")
_ICONS: tuple[ResourceIcon, ...] = tuple(cast(ResourceIcon, Icon(i).name.lower()) for i in RESOURCE_ICONS)
#: Per seat: zones whose backs are counted by set and age.
_BACK_ZONES = ("hand", "score", "forecast", "achievements")
#: Card planes (one row of 1024 card slots each), in order.
CARD_PLANES: tuple[str, ...] = (
    "my_hand",
    "my_score",
    "my_forecast",
    *[f"top_seat{r}" for r in range(_SEATS)],
    *[f"covered_seat{r}" for r in range(_SEATS)],
    *[f"achievements_seat{r}" for r in range(_SEATS)],
    *[f"display_seat{r}" for r in range(_SEATS)],
    *[f"other_public_seat{r}" for r in range(_SEATS)],
    "shared_public",
    "decision_source",
)
_PER_SEAT = (
    ("flags", 3, "present, eliminated, partner of the viewer"),
    ("icons", len(_ICONS), "resource icon counts / 20"),
    ("points", 1, "score / 40"),
    ("sizes", 5, "cards in hand, score pile, achievements, forecast, display / 10"),
    ("piles", len(COLORS) * 6, "per colour: cards / 10, splay none/left/right/up, top card value / 10"),
    *[(f"backs_{z}", _SET_AGES, f"cards in {z} by set slot × age / 5") for z in _BACK_ZONES],
)


@dataclass(frozen=True)
class Part:
    name: str
    start: int
    size: int
    meaning: str


def _layout() -> tuple[Part, ...]:
    spec: list[tuple[str, int, str]] = [
        ("players", 3, "2, 3 or 4 players (one-hot)"),
        ("teams", 1, "a team game"),
        ("phase", len(_PHASES), "setup, turn, over (one-hot)"),
        ("turn", 1, "turn number / 100"),
        ("actions_left", 3, "0, 1, 2 actions left this turn (one-hot)"),
        ("achievements_to_win", 1, "achievements needed / 10"),
        ("turn_seat", _SEATS, "whose turn it is (relative seat, one-hot)"),
        ("waiting_seat", _SEATS, "whose decision the game waits for (relative seat, one-hot)"),
        ("decision_kind", len(_KINDS), "the viewer's pending decision: kind (one-hot; all 0 if none)"),
        ("decision_flags", 2, "the decision comes from a demand/compel; number of options / 50"),
        ("supply", _SET_AGES, "cards left per supply pile (set slot × age) / 15"),
        ("available", layout.MAX_AGE, "standard achievements available per age"),
        ("specials_available", layout.MAX_SPECIALS, "special achievements not yet claimed"),
        *[
            (f"specials_seat{r}", layout.MAX_SPECIALS, f"special achievements claimed by seat {r}")
            for r in range(_SEATS)
        ],
    ]
    for r in range(_SEATS):
        spec += [(f"seat{r}_{name}", size, meaning) for name, size, meaning in _PER_SEAT]
    spec += [(f"cards_{plane}", _CARDS, f"card slots: {plane.replace('_', ' ')}") for plane in CARD_PLANES]
    out: list[Part] = []
    start = 0
    for name, size, meaning in spec:
        out.append(Part(name, start, size, meaning))
        start += size
    return tuple(out)


#: Every part of the observation, in order.
OBSERVATION_LAYOUT: tuple[Part, ...] = _layout()
_AT = {p.name: p.start for p in OBSERVATION_LAYOUT}
#: Length of the observation vector.
OBSERVATION_SIZE: int = OBSERVATION_LAYOUT[-1].start + OBSERVATION_LAYOUT[-1].size

_SET_SLOT = {name: i for i, name in enumerate(tables.SET_SLOTS)}
_SPECIAL_SLOT = {s: k for k, s in enumerate(tables.SPECIAL_IDS)}


def _slot(card: str) -> int:
    slot = card_slot(card)
    if slot is None:
        raise EncodingError(f"observation {OBSERVATION_VERSION} has no slot for the card {card!r}")
    return slot


def _set_age(card: CardView) -> int | None:
    set_slot = _SET_SLOT.get(card.set)
    if set_slot is None or not 1 <= card.age <= layout.MAX_AGE:
        return None
    return set_slot * layout.MAX_AGE + card.age - 1


def encode_view(
    view: GameView, *, teams: bool = False, out: npt.NDArray[np.float32] | None = None
) -> npt.NDArray[np.float32]:
    """The observation of ``view`` (``game.view(player)``), written into ``out`` when given.
    ``teams``: the game is a team game (partners in seats 1 & 3, 2 & 4; public, from the config)."""
    obs = np.zeros(OBSERVATION_SIZE, dtype=np.float32) if out is None else out
    if out is not None:
        obs.fill(0.0)
    names = [p.name for p in view.players]
    n = len(names)
    me = names.index(view.viewer)

    def rel(name: str | None) -> int | None:
        return None if name is None or name not in names else (names.index(name) - me) % n

    at = _AT
    obs[at["players"] + min(max(n, 2), 4) - 2] = 1
    mine = view.players[me]
    obs[at["teams"]] = 1.0 if teams else 0.0
    if view.phase in _PHASES:
        obs[at["phase"] + _PHASES.index(view.phase)] = 1
    obs[at["turn"]] = view.turn / 100
    obs[at["actions_left"] + min(max(view.actions_left, 0), 2)] = 1
    obs[at["achievements_to_win"]] = view.achievements_to_win / 10
    _one_hot(obs, at["turn_seat"], rel(view.turn_player))
    _one_hot(obs, at["waiting_seat"], rel(view.waiting_for))
    decision = view.decision
    if decision is not None:
        if decision.kind in _KINDS:
            obs[at["decision_kind"] + _KINDS.index(decision.kind)] = 1
        obs[at["decision_flags"]] = 1.0 if decision.demand else 0.0
        obs[at["decision_flags"] + 1] = len(decision.options) / 50
        if decision.source is not None and card_slot(decision.source) is not None:
            obs[at["cards_decision_source"] + _slot(decision.source)] = 1
    for set_name, counts in view.decks.items():
        set_slot = _SET_SLOT.get(set_name)
        if set_slot is None:
            raise EncodingError(f"observation {OBSERVATION_VERSION} has no slot for the set {set_name!r}")
        for age, count in enumerate(counts[: layout.MAX_AGE]):
            obs[at["supply"] + set_slot * layout.MAX_AGE + age] = count / 15
    for age in view.achievements:
        if 1 <= age <= layout.MAX_AGE:
            obs[at["available"] + age - 1] += 1
    for special in view.specials:
        if special in _SPECIAL_SLOT:
            obs[at["specials_available"] + _SPECIAL_SLOT[special]] = 1
    for zone, zone_cards in view.zones.items():
        if zone in PUBLIC_SHARED_ZONES:
            _mark(obs, at["cards_shared_public"], (c.id for c in zone_cards))
    _mark(obs, at["cards_shared_public"], view.removed)
    for player in view.players:
        r = rel(player.name)
        assert r is not None
        _seat(obs, r, player, teams and r == 2)
    _mark(obs, at["cards_my_hand"], (c.id for c in mine.hand))
    _mark(obs, at["cards_my_score"], (c.id for c in mine.score))
    _mark(obs, at["cards_my_forecast"], (c.id for c in mine.zones.get("forecast", ())))
    return obs


def _seat(obs: npt.NDArray[np.float32], r: int, player: PlayerView, partner: bool) -> None:
    at = _AT
    base = f"seat{r}_"
    obs[at[base + "flags"]] = 1
    obs[at[base + "flags"] + 1] = 1.0 if player.eliminated else 0.0
    obs[at[base + "flags"] + 2] = 1.0 if partner else 0.0
    for k, icon in enumerate(_ICONS):
        obs[at[base + "icons"] + k] = player.icons.get(icon, 0) / 20
    obs[at[base + "points"]] = player.points / 40
    forecast = player.zones.get("forecast", [])
    display = player.zones.get("display", [])
    for k, size in enumerate(
        (len(player.hand), len(player.score), len(player.achievements), len(forecast), len(display))
    ):
        obs[at[base + "sizes"] + k] = size / 10
    piles = at[base + "piles"]
    for k, pile in enumerate(player.piles):
        o = piles + 6 * k
        obs[o] = len(pile.cards) / 10
        if pile.splay in _SPLAYS:
            obs[o + 1 + _SPLAYS.index(pile.splay)] = 1
        if pile.cards:
            top = pile.cards[-1]
            obs[at[f"cards_top_seat{r}"] + _slot(top)] = 1
            _mark(obs, at[f"cards_covered_seat{r}"], pile.cards[:-1])
    for zone, cards in zip(_BACK_ZONES, (player.hand, player.score, forecast, player.achievements), strict=True):
        backs = at[f"{base}backs_{zone}"]
        for card in cards:
            place = _set_age(card)
            if place is not None:
                obs[backs + place] += 0.2
    for card in player.achievements:
        if card.id is None:
            continue
        if card.id in _SPECIAL_SLOT:
            obs[at[f"specials_seat{r}"] + _SPECIAL_SLOT[card.id]] = 1
        elif card_slot(card.id) is not None:
            obs[at[f"cards_achievements_seat{r}"] + _slot(card.id)] = 1
    _mark(obs, at[f"cards_display_seat{r}"], (c.id for c in display))
    for zone, cards in player.zones.items():
        if zone not in ("forecast", "display"):
            _mark(obs, at[f"cards_other_public_seat{r}"], (c.id for c in cards))


def _mark(obs: npt.NDArray[np.float32], start: int, cards: Iterable[str | None]) -> None:
    for card in cards:
        if card is not None and card not in _SPECIAL_SLOT:
            obs[start + _slot(card)] = 1


def _one_hot(obs: npt.NDArray[np.float32], start: int, k: int | None) -> None:
    if k is not None and 0 <= k < _SEATS:
        obs[start + k] = 1
