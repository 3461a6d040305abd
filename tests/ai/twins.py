"""Games that differ only in what one player cannot see."""

from __future__ import annotations

import random

import msgspec

from innovation import Game
from innovation.bots.agents import RandomAgent
from innovation.rules.state import GameState


def seen_by(game: Game, viewer: str) -> set[str]:
    """Every card id ``viewer`` has ever been shown: in their view now or in an event they saw."""
    view = game.view(viewer)
    raw = msgspec.json.encode(view)
    return {card for card in game.rules.cards if f'"{card}"'.encode() in raw or f" {card}".encode() in raw}


def hidden_twin(game: Game, viewer: str, seed: int) -> Game:
    """The same game, except that every card ``viewer`` has never seen is re-dealt among the
    places of unseen cards of its set and age (opponents' hands and score piles, forecasts,
    the supply piles' order, the face-down achievements).

    Only at the start of a segment (no answers given in it yet), where the game is its
    snapshot: the twin re-runs the segment from the re-dealt snapshot."""
    assert not game._answers, "take twins where a segment begins"
    cards = game.rules.cards
    seen = seen_by(game, viewer)
    snapshot = game._snapshot.clone()
    unseen = [c for c in snapshot.all_card_ids() if c in cards and c not in seen]
    groups: dict[tuple[str, int], list[str]] = {}
    for card in unseen:
        groups.setdefault((cards[card].set, cards[card].age), []).append(card)
    rnd = random.Random(seed)
    rename: dict[str, str] = {}
    for group in groups.values():
        shuffled = group[:]
        rnd.shuffle(shuffled)
        rename.update(zip(group, shuffled, strict=True))
    _rename(snapshot, rename)
    twin = Game(game.rules, game.config, snapshot, list(game._events[: game._mark]))
    twin._history = list(game._history)
    twin._checkpoint = game._checkpoint  # what may be taken back is the game's, not re-dealt
    twin._run()
    twin._flag_pending()
    return twin


def _rename(state: GameState, rename: dict[str, str]) -> None:
    def swap(cards: list[str]) -> None:
        cards[:] = [rename.get(c, c) for c in cards]

    for pl in state.players:
        for zone in (pl.hand, pl.score, pl.achievements, *pl.piles, *pl.zones.values()):
            swap(zone)
    for ages in state.decks.values():
        for deck in ages:
            swap(deck)
    for zone in (state.achievements, state.removed, *state.zones.values()):
        swap(zone)


def positions(game: Game, seed: int, count: int) -> list[Game]:
    """Copies of ``game`` played on by random answers, taken at segment starts (up to ``count``)."""
    out: list[Game] = []
    agent = RandomAgent(seed)
    while game.pending is not None and len(out) < count:
        d = game.pending
        if not game._answers and game.state.phase == "turn":
            out.append(game.copy())
        game.answer(d.player, agent.choose(game, d))
    return out
