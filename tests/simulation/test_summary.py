"""The summary's numbers, on hand-made rows whose answers are known."""

from __future__ import annotations

import pytest

from innovation.simulation import GameRecord, Tally, wilson
from innovation.simulation.records import SavedConfig
from innovation.simulation.summary import labels_for, spread

OPTIONS = {"compel_partners": False, "relics": False, "must_take_relic": False, "extra_achievement": False}


def row(
    agents: list[str],
    first: int | None,
    winners: list[int],
    *,
    reason: str = "achievements",
    dogmas: dict[str, list[int]] | None = None,
    error: str | None = None,
    teams: bool = False,
    turns: int = 30,
) -> GameRecord:
    players = ["ann", "bob", "cat", "dan"][: len(agents)]
    config = SavedConfig(
        players=players,
        seed=1,
        expansions=[],
        teams=[[players[0], players[2]], [players[1], players[3]]] if teams else None,
        options=OPTIONS,
        plugins=[],
    )
    n = len(agents)
    return GameRecord(
        version=1,
        game=0,
        config=config,
        agents=agents,
        agent_seeds=list(range(n)),
        first_player=first,
        winners=winners,
        reason=reason if error is None else "",
        turns=turns,
        decisions=3 * turns,
        scores=[0] * n,
        achievements=[0] * n,
        melded={},
        dogmas=dogmas or {},
        shared={},
        answers=[],
        error=error,
    )


def test_first_player_advantage_and_turn_order() -> None:
    rows = [
        row(["a", "b"], 0, [0]),  # a first, wins
        row(["b", "a"], 1, [1]),  # a first (seat 2), wins
        row(["a", "b"], 1, [1]),  # b first, wins
        row(["b", "a"], 0, [1]),  # b first, a wins
    ]
    data = Tally(players=2, agents=["a", "b"]).add_all(rows).report()
    first = data["first_player"]
    assert (first["games"], first["wins"], first["win_rate"]) == (4, 3, 0.75)
    assert first["advantage"] == 0.25 and first["fair_share"] == 0.5
    lo, hi = wilson(3, 4)
    assert first["advantage_ci95"] == [round(round(lo, 4) - 0.5, 4), round(round(hi, 4) - 0.5, 4)]
    assert [(r["order"], r["wins"], r["games"]) for r in data["turn_order"]] == [(1, 3, 4), (2, 1, 4)]
    by = {(r["agent"], r["order"]): (r["wins"], r["games"]) for r in data["agent_turn_order"]}
    assert by == {("a", 1): (2, 2), ("a", 2): (1, 2), ("b", 1): (1, 2), ("b", 2): (0, 2)}
    assert [(r["agent"], r["wins"]) for r in data["agents"]] == [("a", 3), ("b", 1)]
    assert [(r["seat"], r["wins"]) for r in data["seats"]] == [(1, 1), (2, 3)]


def test_three_players_have_a_one_in_three_fair_share() -> None:
    data = Tally(players=3, agents=["x"]).add_all([row(["x", "x", "x"], 2, [2])]).report()
    assert data["first_player"]["fair_share"] == pytest.approx(0.3333, abs=1e-4)
    assert data["first_player"]["advantage"] == pytest.approx(0.6667, abs=1e-4)
    assert [r["wins"] for r in data["turn_order"]] == [1, 0, 0]


def test_ties_failures_and_end_reasons() -> None:
    rows = [
        row(["a", "b"], 0, [0, 1], reason="score"),  # a tie
        row(["a", "b"], 0, [0]),
        row(["a", "b"], None, [], error="NotImplementedRuleError: X"),
        row(["a", "b"], 0, [1], reason="turn_limit"),
    ]
    data = Tally(players=2, agents=["a", "b"]).add_all(rows).report()
    assert data["games"] == 4 and data["completed"] == 3 and data["errors"] == 1
    assert data["ties"] == 1
    assert data["end_reasons"] == {"achievements": 1, "score": 1, "dogma": 0, "turn_limit": 1}
    assert data["error_kinds"] == {"NotImplementedRuleError: X": 1}
    assert data["agents"][0]["games"] == 3  # a failed game counts for nobody
    teams = [
        row(["a", "b", "a", "b"], 0, [0, 2], teams=True),  # partners win together: no tie
        row(["a", "b", "a", "b"], 1, [0, 1], teams=True),  # a tie across the teams
    ]
    assert Tally(players=4, agents=["a", "b"]).add_all(teams).report()["ties"] == 1


def test_card_table_ranks_by_the_most_frequent_activators_win_rate() -> None:
    rows = [
        row(["a", "b"], 0, [0], dogmas={"oars": [3, 1], "sailing": [1, 1]}),
        row(["a", "b"], 0, [1], dogmas={"oars": [0, 2], "sailing": [2, 0]}),
        row(["a", "b"], 0, [0], dogmas={"oars": [5, 0]}),
        row(["a", "b"], 0, [1], dogmas={"archery": [4, 0]}),
    ]
    table = Tally(players=2, agents=["a", "b"]).add_all(rows).card_table()
    by_card = {r["card"]: r for r in table}
    oars = by_card["oars"]
    assert (oars["dogmas"], oars["dogma_games"], oars["games"], oars["wins"]) == (11, 3, 3, 3)
    sailing = by_card["sailing"]
    assert (sailing["dogma_games"], sailing["games"], sailing["wins"]) == (2, 1, 0)  # a 1–1 split has no top user
    assert by_card["archery"]["wins"] == 0
    assert [r["card"] for r in table] == ["oars", "archery", "sailing"]  # by the interval's lower bound
    assert len(Tally(players=2, agents=["a", "b"]).add_all(rows).card_table(top=2)) == 2


def test_spread_from_counts() -> None:
    from collections import Counter

    assert spread(Counter()) == {"mean": None, "median": None, "min": None, "max": None}
    assert spread(Counter([3, 1, 2])) == {"mean": 2.0, "median": 2, "min": 1, "max": 3}
    assert spread(Counter([1, 2, 3, 4]))["median"] == 2.5
    assert spread(Counter({5: 3, 9: 1}))["median"] == 5


def test_wilson_interval() -> None:
    assert wilson(0, 0) == (0.0, 1.0)
    lo, hi = wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-4) and hi == pytest.approx(0.5962, abs=1e-4)
    lo, hi = wilson(100, 100)
    assert hi == 1.0 and lo == pytest.approx(0.963, abs=1e-3)


def test_labels() -> None:
    assert labels_for(["heuristic", "random"]) == ["heuristic", "random"]
    assert labels_for(["random", "heuristic", "random"]) == ["random#1", "heuristic", "random#2"]
