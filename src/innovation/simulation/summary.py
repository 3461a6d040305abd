"""Adding up game records into the summary a balance question needs.

:class:`Tally` keeps counts only (never the rows), so a run of millions of games summarizes in
constant memory. Every rate comes with a 95% Wilson score interval.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from innovation.simulation.records import GameRecord

Z95 = 1.959963984540054
#: End reasons always listed (with 0 when none ended that way), in this order.
END_REASONS = ("achievements", "score", "dogma", "turn_limit")


def wilson(won: int, n: int, z: float = Z95) -> tuple[float, float]:
    """95% Wilson score interval for a proportion (sound at 0% and 100%, unlike the normal one)."""
    if n == 0:
        return (0.0, 1.0)
    p = won / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def rate(head: dict[str, Any], won: int, n: int) -> dict[str, Any]:
    """``head`` plus games, wins, win rate and its 95% interval."""
    lo, hi = wilson(won, n)
    return head | {
        "games": n,
        "wins": won,
        "win_rate": round(won / n, 4) if n else None,
        "ci95": [round(lo, 4), round(hi, 4)],
    }


def spread(values: Counter[int]) -> dict[str, float | int | None]:
    """Mean, median, min and max of values given as value → how often."""
    n = sum(values.values())
    if n == 0:
        return {"mean": None, "median": None, "min": None, "max": None}
    ordered = sorted(values.items())
    total = sum(v * c for v, c in ordered)

    def nth(k: int) -> int:
        seen = 0
        for value, count in ordered:
            seen += count
            if seen > k:
                return value
        return ordered[-1][0]

    median = nth(n // 2) if n % 2 else (nth(n // 2 - 1) + nth(n // 2)) / 2
    return {"mean": round(total / n, 2), "median": median, "min": ordered[0][0], "max": ordered[-1][0]}


def labels_for(kinds: Sequence[str]) -> list[str]:
    """Distinct labels for the agents: "random", or "random#1", "random#2" when repeated."""
    counts = Counter(kinds)
    seen: Counter[str] = Counter()
    out = []
    for kind in kinds:
        if counts[kind] > 1:
            seen[kind] += 1
            out.append(f"{kind}#{seen[kind]}")
        else:
            out.append(kind)
    return out


@dataclass
class _CardTally:
    melded: int = 0
    dogmas: int = 0
    shared: int = 0
    #: Games in which the card's dogma was activated at all.
    dogma_games: int = 0
    #: Games with one seat activating it more often than any other, and how often that seat won.
    top_games: int = 0
    top_wins: int = 0


@dataclass
class Tally:
    """Running totals over game records (add them in any order)."""

    players: int
    agents: list[str]
    games: int = 0
    completed: int = 0
    ties: int = 0
    agent_games: Counter[str] = field(default_factory=Counter)
    agent_wins: Counter[str] = field(default_factory=Counter)
    seat_wins: Counter[int] = field(default_factory=Counter)
    #: By turn order (0 = the first player), and by (agent, turn order).
    order_games: Counter[int] = field(default_factory=Counter)
    order_wins: Counter[int] = field(default_factory=Counter)
    agent_order_games: Counter[tuple[str, int]] = field(default_factory=Counter)
    agent_order_wins: Counter[tuple[str, int]] = field(default_factory=Counter)
    reasons: Counter[str] = field(default_factory=Counter)
    errors: Counter[str] = field(default_factory=Counter)
    turns: Counter[int] = field(default_factory=Counter)
    decisions: Counter[int] = field(default_factory=Counter)
    cards: dict[str, _CardTally] = field(default_factory=dict)

    def add(self, record: GameRecord) -> None:
        self.games += 1
        if record.error is not None:
            self.errors[record.error] += 1
            return
        self.completed += 1
        winners = set(record.winners)
        # Partners (seats 1&3, 2&4) win together; a tie is winners from different sides.
        sides = {w % 2 for w in winners} if record.config.teams is not None else winners
        if len(sides) > 1:
            self.ties += 1
        for label in set(record.agents):
            self.agent_games[label] += 1
            if any(record.agents[w] == label for w in winners):
                self.agent_wins[label] += 1
        for seat in winners:
            self.seat_wins[seat] += 1
        n = len(record.agents)
        if record.first_player is not None:
            for seat, label in enumerate(record.agents):
                order = (seat - record.first_player) % n
                won = seat in winners
                self.order_games[order] += 1
                self.order_wins[order] += won
                self.agent_order_games[label, order] += 1
                self.agent_order_wins[label, order] += won
        self.reasons[record.reason] += 1
        self.turns[record.turns] += 1
        self.decisions[record.decisions] += 1
        for card, seats in record.melded.items():
            self._card(card).melded += sum(seats)
        for card, seats in record.shared.items():
            self._card(card).shared += sum(seats)
        for card, seats in record.dogmas.items():
            tally = self._card(card)
            tally.dogmas += sum(seats)
            tally.dogma_games += 1
            most = max(seats)
            if seats.count(most) == 1:
                tally.top_games += 1
                tally.top_wins += seats.index(most) in winners

    def add_all(self, records: Iterable[GameRecord]) -> Tally:
        for record in records:
            self.add(record)
        return self

    def _card(self, card: str) -> _CardTally:
        tally = self.cards.get(card)
        if tally is None:
            tally = self.cards[card] = _CardTally()
        return tally

    # ------------------------------------------------------------------ report
    def first_player(self) -> dict[str, Any]:
        """How often the first player wins, against the 1-in-n share of a fair game."""
        n, won = self.order_games[0], self.order_wins[0]
        fair = 1 / self.players
        out = rate({"fair_share": round(fair, 4)}, won, n)
        lo, hi = out["ci95"]
        out["advantage"] = None if not n else round(won / n - fair, 4)
        out["advantage_ci95"] = [round(lo - fair, 4), round(hi - fair, 4)]
        return out

    def card_table(self, top: int | None = None) -> list[dict[str, Any]]:
        """Per card: how often it was melded, activated and shared, and the win rate of the seat
        that activated it most in a game; sorted by that rate's lower bound (so that a handful of
        lucky games does not top the table), ``top`` rows (all when None)."""
        rows = []
        for card, t in self.cards.items():
            row = rate(
                {
                    "card": card,
                    "melded": t.melded,
                    "dogmas": t.dogmas,
                    "shared": t.shared,
                    "dogma_games": t.dogma_games,
                },
                t.top_wins,
                t.top_games,
            )
            rows.append(row)
        rows.sort(key=lambda r: (-r["ci95"][0], -r["games"], r["card"]))
        return rows if top is None else rows[:top]

    def report(self, top: int | None = 10) -> dict[str, Any]:
        """The summary as plain data (what ``simulate --json`` prints)."""
        reasons = {k: self.reasons.get(k, 0) for k in END_REASONS} | {
            k: v for k, v in sorted(self.reasons.items()) if k not in END_REASONS
        }
        orders = range(self.players)
        return {
            "games": self.games,
            "completed": self.completed,
            "players": self.players,
            "agents": [rate({"agent": a}, self.agent_wins[a], self.agent_games[a]) for a in self.agents],
            "seats": [rate({"seat": s + 1}, self.seat_wins[s], self.completed) for s in range(self.players)],
            "first_player": self.first_player(),
            "turn_order": [rate({"order": k + 1}, self.order_wins[k], self.order_games[k]) for k in orders],
            "agent_turn_order": [
                rate({"agent": a, "order": k + 1}, self.agent_order_wins[a, k], self.agent_order_games[a, k])
                for a in self.agents
                for k in orders
            ],
            "ties": self.ties,
            "end_reasons": reasons,
            "turns": spread(self.turns),
            "decisions": spread(self.decisions),
            "cards": self.card_table(top),
            "errors": sum(self.errors.values()),
            "error_kinds": dict(self.errors.most_common(5)),
        }
