"""Every rule option is reachable from every front door, with the table's help text; ``play``
deals a new game each time unless ``--seed`` is given, and says how to deal it again."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from innovation.cli import build_parser, main
from innovation.cli.common import config_from_args
from innovation.cli.play_cmd import deal_line, setup_game
from innovation.errors import ConfigError, InnovationError
from innovation.options import RULE_OPTIONS
from innovation_soak import MIXED, GameSpec, plan_games
from innovation_soak.cli import soak_options


def subparser(command: str) -> argparse.ArgumentParser:
    parser, _ = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    chosen = sub.choices[command]
    assert isinstance(chosen, argparse.ArgumentParser)
    return chosen


def parse(command: str, *argv: str) -> argparse.Namespace:
    parser, _ = build_parser()
    return parser.parse_args([command, *argv])


@pytest.mark.parametrize("command", ["play", "demo", "simulate", "soak"])
def test_every_rule_option_has_a_flag_with_its_help_text(command: str) -> None:
    helps = {a.dest: a.help or "" for a in subparser(command)._actions}
    for option in RULE_OPTIONS:
        assert option.name in helps, f"{command} has no {option.flag}"
        if command == "soak" and option.name == "teams":
            assert "2v2" in helps["teams"]  # soak's own share of team games
        else:
            assert option.help in helps[option.name]


@pytest.mark.parametrize("command", ["play", "demo", "simulate"])
def test_the_flags_reach_the_game_configuration(command: str) -> None:
    args = parse(
        command,
        "--seed",
        "3",
        "--players",
        "4",
        "--teams",
        "--expansions",
        "artifacts",
        "--edition",
        "first",
        "--relics",
        "--must-take-relic",
        "--compel-partners",
        "--extra-achievement",
    )
    config = config_from_args(args)
    assert config.options == {
        "edition": "first",
        "relics": True,
        "must_take_relic": True,
        "compel_partners": True,
        "extra_achievement": True,
    }
    assert config.seating and config._team_of_seat is not None and config.expansions == ("artifacts",)


def test_bad_option_values_are_refused_by_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        parse("demo", "--edition", "second")
    assert "invalid choice: 'second'" in capsys.readouterr().err
    assert main(["demo", "--relics", "--quiet"]) == 2
    assert "relics needs the artifacts expansion" in capsys.readouterr().err


def test_demo_plays_the_first_edition(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", "--seed", "4", "--edition", "first", "--quiet"]) == 0
    assert "Result: " in capsys.readouterr().out


def test_play_deals_a_new_game_each_time_and_prints_its_seed() -> None:
    seeds = set()
    for _ in range(3):
        game, human, _bots = setup_game(parse("play", "--bots", "random"))
        seeds.add(game.config.seed)
        assert human == "player"
        line = deal_line(game, loaded=False)
        assert f"Seed {game.config.seed}." in line and f"innovation play --seed {game.config.seed}" in line
    assert len(seeds) == 3  # a fresh deal each time


def test_play_with_a_seed_deals_the_same_game_and_the_line_replays_it() -> None:
    args = ["--seed", "12", "--players", "3", "--edition", "first", "--expansions", "echoes", "--bots", "random"]
    first, _, _ = setup_game(parse("play", *args))
    again, _, _ = setup_game(parse("play", *args))
    assert first.state == again.state
    line = deal_line(first, loaded=False)
    assert line.endswith("innovation play --seed 12 --players 3 --expansions echoes --edition first")
    replayed, _, _ = setup_game(parse("play", *line.split("innovation play ", 1)[1].split(), "--bots", "random"))
    assert replayed.state == first.state


def test_play_load_refuses_rule_flags(tmp_path: Path) -> None:
    game, _, _ = setup_game(parse("play", "--seed", "2", "--bots", "random", "--edition", "first"))
    save = tmp_path / "game.json"
    save.write_text(game.to_json())
    with pytest.raises(InnovationError, match="drop --edition"):
        setup_game(parse("play", "--load", str(save), "--edition", "first"))
    loaded, _, _ = setup_game(parse("play", "--load", str(save)))
    assert loaded.config.edition == "first"
    assert deal_line(loaded, loaded=True).startswith("Continuing a saved game (seed 2;")


def test_cards_shows_the_text_of_the_edition_chosen(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "Combustion"]) == 0
    last = capsys.readouterr().out
    assert main(["cards", "Combustion", "--edition", "first"]) == 0
    first = capsys.readouterr().out
    assert "four crowns" in last and "reads differently with --edition first" in last
    assert "two cards" in first and "four crowns" not in first and "the text for edition=first" in first
    assert main(["cards", "Writing"]) == 0
    assert "reads differently" not in capsys.readouterr().out


# ------------------------------------------------------------------ soak


def test_soak_options_from_the_command_line() -> None:
    assert soak_options(parse("soak")) == {}
    assert soak_options(parse("soak", "--edition", "first", "--relics")) == {"edition": "first", "relics": True}
    mixed = soak_options(parse("soak", "--mix-options", "--extra-achievement"))
    assert mixed == {
        "edition": MIXED,
        "relics": MIXED,
        "must_take_relic": MIXED,
        "compel_partners": MIXED,
        "extra_achievement": True,
    }


def test_soak_plans_options_only_where_they_apply() -> None:
    from innovation.rules.plugins import edition_plays

    combos = [(), ("artifacts",), ("echoes",), ("artifacts", "echoes")]
    specs = list(
        plan_games(400, 1, (2, 3, 4), 0.5, combos, {"edition": MIXED, "relics": True, "compel_partners": True})
    )
    editions = {dict(s.options).get("edition", "third") for s in specs}
    assert editions == {"third", "first", "fourth"}
    for spec in specs:
        options = dict(spec.options)
        # only an edition whose sets play (the 4th edition's expansions as they are finished)
        assert edition_plays(str(options.get("edition", "third")), spec.expansions, spec.players)
        # relics with Artifacts, except in the 4th edition, which has none (its Artifacts refuses them)
        edition = str(options.get("edition", "third"))
        assert options.get("relics", False) == ("artifacts" in spec.expansions and edition != "fourth")
        assert options.get("compel_partners", False) == spec.teams
        assert GameSpec.parse(spec.label) == spec  # the label replays the game, options included
        spec.config()  # a valid configuration
    # Without options the plan is the one soak has always made.
    plain = list(plan_games(50, 1, (2, 3, 4), 0.5, combos))
    assert [(s.players, s.teams, s.expansions) for s in plain] == [
        (s.players, s.teams, s.expansions) for s in specs[:50]
    ]
    assert all(s.options == () for s in plain)


def test_soak_refuses_an_edition_it_cannot_check(monkeypatch: pytest.MonkeyPatch) -> None:
    """An edition the harness's oracle did not model (as the 4th was until issue 28) is a
    ConfigError that says so, not a run of failed games."""
    from innovation_soak import harness

    monkeypatch.setattr(harness, "CHECKED_EDITIONS", frozenset({"third", "first"}))
    with pytest.raises(ConfigError, match="cannot check 'fourth'-edition games"):
        list(plan_games(5, 1, (2,), 0.0, [()], {"edition": "fourth"}))


def test_soak_plans_the_fourth_edition_for_two_to_five_seats() -> None:
    specs = list(plan_games(40, 1, (2, 3, 4, 5), 0.5, [()], {"edition": "fourth"}))
    assert {s.players for s in specs} == {2, 3, 4, 5} and any(s.teams for s in specs)
    for spec in specs:
        assert GameSpec.parse(spec.label) == spec
        assert len(spec.config().players) == spec.players
    # Five seats are the 4th edition's alone: a plan of another edition is refused when made.
    with pytest.raises(ConfigError, match="seats 2 to 4 players, not 5"):
        plan_games(5, 1, (2, 5), 0.0, [()], {"edition": "first"})
    with pytest.raises(ConfigError, match="seats 2 to 4 players, not 5"):
        plan_games(5, 1, (5,), 0.0, [()])
    # Mixed editions: a five-seat game is always a 4th-edition one.
    mixed = list(plan_games(60, 1, (4, 5), 0.5, [()], {"edition": MIXED}))
    assert all(dict(s.options).get("edition") == "fourth" for s in mixed if s.players == 5)
    with pytest.raises(ValueError, match="at most 5"):
        GameSpec.parse("7:6p")


@pytest.mark.parametrize(
    "label", ["5:2p/edition", "5:2p/relics=yes", "5:2p/edition=second", "5:2p/teams", "5:2p/nonsense"]
)
def test_soak_labels_with_bad_options_are_refused(label: str) -> None:
    with pytest.raises((ValueError, InnovationError)):
        GameSpec.parse(label).config()


FIRST_EDITION_CARDS = {
    "oars",
    "fermenting",
    "feudalism",
    "measurement",
    "societies",
    "statistics",
    "industrialization",
    "combustion",
    "fission",
}


def test_soak_counts_the_first_edition_dogmas_it_ran() -> None:
    from innovation import Game
    from innovation_soak import SoakSummary, run_game

    spec = GameSpec(seed=5, players=2, options=(("edition", "first"),))
    answers: list[tuple[str, str]] = []

    def keep(game: Game) -> None:
        answers[:] = list(game.history)

    report = run_game(spec, on_answer=keep)
    assert report.failure is None
    # Recount independently: replay the answer log and count the activations of the nine cards.
    game = Game.new(spec.config())
    for player, option in answers:
        game.answer(player, option)
    expected: dict[str, int] = {}
    for event in game.events:
        if event.kind == "dogma" and event.card in FIRST_EDITION_CARDS:
            expected[event.card] = expected.get(event.card, 0) + 1
    assert expected, "seed 5 runs first-edition cards"
    assert {c: d for (_, c), (d, _) in report.variant_runs.items()} == expected
    assert {v for v, _ in report.variant_runs} == {"edition=first"}
    summary = SoakSummary()
    summary.add(report)
    summary.add(report)
    assert summary.options == {"edition=first": 2}
    card, times = next(iter(expected.items()))
    assert summary.variant_runs[("edition=first", card)] == (2 * times, 0)
    # A last-edition game runs no variant.
    assert run_game(GameSpec(seed=5, players=2)).variant_runs == {}
