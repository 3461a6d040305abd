"""The speed comparison (benchmarks/compare.py), worker side: its four ways of driving a game play
the same games, each request/response doing the work of the ``play()`` it is measured against."""

from __future__ import annotations

from collections.abc import Callable

from pytest import MonkeyPatch

from innovation import Decision, Game, play
from tests.tools.scripts import load_script

compare = load_script("compare", "benchmarks/compare.py")


def test_every_way_plays_the_same_games() -> None:
    seeds = [3, 4]
    for expansions in ((), compare.ALL_SETS):
        ways = compare._play_and_request_response(seeds, expansions)
        assert len(ways) == 4
        decisions = {way["decisions"] for way in ways}
        assert len(decisions) == 1 and decisions.pop() > 50
        assert all(way["cpu"] > 0 for way in ways)


def test_the_like_for_like_agents_read_the_choices_and_choose_as_the_bots() -> None:
    seen: dict[bool, list[tuple[str, ...]]] = {}
    results = {}
    for reading in (False, True):
        agents = compare._agents(5, reading)
        seen[reading] = []
        for agent in agents.values():
            choose = agent.choose

            def spy(
                game: Game,
                decision: Decision,
                choose: Callable[[Game, Decision], str] = choose,
                log: list[tuple[str, ...]] = seen[reading],
            ) -> str:
                log.append(tuple(c.id for c in decision.choices))
                return choose(game, decision)

            agent.choose = spy
        game = Game.new(compare._config(5, ()))
        results[reading] = play(game, agents)
        assert (getattr(next(iter(agents.values())), "reads_choices", True) is False) is not reading
    assert results[False] == results[True]
    assert all(not ids for ids in seen[False])  # the bots' decisions come bare
    assert seen[True] and all(ids for ids in seen[True])  # the readers' carry their choices


def test_the_bots_request_response_reads_no_choices_and_the_other_reads_them(monkeypatch: MonkeyPatch) -> None:
    seen: dict[bool, list[int]] = {False: [], True: []}
    answer = Game.answer

    def spy(game: Game, player: str, option: str, number: int | None = None) -> None:
        pending = game.pending
        assert pending is not None
        seen[not game.reads_choices(player)].append(len(pending.choices))
        answer(game, player, option, number)

    monkeypatch.setattr(Game, "answer", spy)
    bare = compare._request_response_bare_game(5, ())
    worded = compare._request_response_game(5, ())
    assert bare[0] == worded[0] == len(seen[True]) == len(seen[False]) > 50
    assert not any(seen[True]) and all(seen[False])


def test_saves_are_timed_with_the_collector_seeing_only_what_they_make_and_left_as_found() -> None:
    import gc

    games = compare._deep_games(compare.DEEP_SEED_OFFSET, 1)
    timed = compare._save_load(games, repeats=2)
    assert gc.get_freeze_count() == 0 and gc.isenabled()
    assert timed["save_us"] > 0 and timed["load_us"] > 0 and timed["save_bytes"] > 10_000


def test_memory_counts_what_the_games_hold_beside_what_the_shared_tables_add() -> None:
    memory = compare._memory(compare.DEEP_SEED_OFFSET + 50, 2)
    assert 20_000 < memory["held"] <= memory["first"]
