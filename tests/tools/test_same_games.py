"""The same-games tool (tools/same_games.py): its game plan covers every setup, its worker side is
deterministic, and its comparison points at the first event where two games part."""

from __future__ import annotations

from tests.tools.scripts import load_script

tool = load_script("same_games", "tools/same_games.py")
FIELDS = tool._describe()["fields"]


def test_plan_covers_every_expansion_combination_and_seating() -> None:
    setups = {tool.setup_of(i) for i in range(len(tool.SETUPS))}
    assert len(setups) == 24
    assert {(exp, relics) for exp, relics, _, _ in setups} == {
        ((), False),
        (("artifacts",), False),
        (("artifacts",), True),
        (("echoes",), False),
        (("artifacts", "echoes"), False),
        (("artifacts", "echoes"), True),
    }
    assert {(n, teams) for _, _, n, teams in setups} == {(2, False), (3, False), (4, False), (4, True)}
    assert {tool.drive_of(i) for i in range(2)} == {"play", "answer"}


def test_a_game_played_twice_has_the_same_digests() -> None:
    # game 5: 3 players, Artifacts, driven through answer() with a save/reload midway
    first = tool._summarize(5, 105, "random", FIELDS)
    again = tool._summarize(5, 105, "random", FIELDS)
    assert first == again
    assert first["outcome_text"] == "finished" and first["n_events"] > 50


def test_first_difference_names_the_event_where_games_part() -> None:
    a = tool._play_one(0, 100, "random", FIELDS)
    b = {**a, "events": [dict(e) for e in a["events"]]}
    b["events"][7]["text"] = "something else happened."
    lines = tool.first_difference(a, b, skip={"save", "mid_save"})
    assert lines[0] == "first differing event #7:"
    assert "something else happened." in lines[-1]
    assert tool.first_difference(a, a, skip=set()) == []


def test_every_field_of_a_compared_struct_is_projected() -> None:
    # The projection reads encoded keys: a renamed field (Event.from_ encodes as "from") must not
    # silently drop out of the comparison.
    a = tool._play_one(1, 101, "random", FIELDS)
    moved = [e for e in a["events"] if e.get("from") is not None]
    assert moved, "no event carried its origin place"
    assert set(FIELDS["Event"]) == set(a["events"][0])
    assert "from" in FIELDS["Event"] and "from_" not in FIELDS["Event"]


def test_the_plan_adds_cities_only_when_both_sides_have_it() -> None:
    assert tool.plan_for(["base", "artifacts", "echoes"], ["base", "artifacts", "echoes", "cities"]) == tool.BASE_COMBOS
    both = tool.plan_for(["base", "artifacts", "echoes", "cities"], ["base", "artifacts", "echoes", "cities"])
    assert both[: len(tool.BASE_COMBOS)] == tool.BASE_COMBOS
    assert {exp for exp, _ in both[len(tool.BASE_COMBOS) :]} == {
        ("cities",),
        ("artifacts", "cities"),
        ("cities", "echoes"),
        ("artifacts", "cities", "echoes"),
    }
    tool.set_plan(both)
    try:
        assert len(tool.SETUPS) == 40
        assert "+cities" in tool.label_of(24, 0)
        game = tool._summarize(24, 124, "random", FIELDS)  # 2 players, Cities: played to the end
        assert game["outcome_text"] == "finished"
    finally:
        tool.set_plan(tool.BASE_COMBOS)


def test_the_fourth_edition_plan_seats_five_and_keeps_only_sets_both_sides_have() -> None:
    everything = ["base", "artifacts", "cities", "echoes", "unseen"]
    plan = tool.plan_for(everything, everything, "fourth")
    assert plan == tool.FOURTH_COMBOS and not any(relics for _, relics in plan)
    without_unseen = tool.plan_for(everything, everything[:-1], "fourth")
    assert all("unseen" not in exp for exp, _ in without_unseen) and len(without_unseen) == len(plan) - 2
    tool.set_plan(plan, "fourth")
    try:
        assert {(n, teams) for _, _, n, teams in tool.SETUPS} == {
            (2, False),
            (3, False),
            (4, False),
            (4, True),
            (5, False),
        }
        index = next(i for i, (exp, _, n, _) in enumerate(tool.SETUPS) if n == 5 and "unseen" in exp)
        assert "/edition=fourth" in tool.label_of(index, 0)
        game = tool._summarize(index, 700 + index, "random", FIELDS)  # five players, every 4th-edition set
        assert game["outcome_text"] == "finished" and game["n_decisions"] > 50
        assert game == tool._summarize(index, 700 + index, "random", FIELDS)
    finally:
        tool.set_plan(tool.BASE_COMBOS)
