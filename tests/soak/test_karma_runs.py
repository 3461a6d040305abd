"""The soak counts the karmas that took effect (``tally_karmas``; the summary line and the
--card-runs file's "karmas"), and its oracle adds what static karmas change to its own counts."""

from __future__ import annotations

from innovation.rules.karmas import tally_karmas
from innovation.rules.plugins import build_rules, unfinished_sets
from innovation.testing import Scenario
from innovation_soak import GameSpec, InvariantChecker, karma_names, run_game
from innovation_soak.cli import _karma_counts
from innovation_soak.harness import SoakSummary


def _figures() -> Scenario:
    return Scenario(expansions=("figures",), unfinished=True)


def test_a_would_karma_is_counted_each_time_it_runs() -> None:
    s = _figures()
    s.board("ann", "Sargon of Akkad", "Archery")  # a meld onto a top card of its value is a tuck instead
    s.hand("ann", "Oars")
    g = s.build()
    with tally_karmas() as fired:
        g.meld("Oars")
    assert g.pile("ann", "red") == ["Oars", "Archery"]
    assert fired[("sargon_of_akkad", "sargon_of_akkad_meld")] == 1


def test_a_static_counts_only_when_it_changes_something() -> None:
    s = _figures()
    s.board("ann", "Hedy Lamarr")  # every special one lower
    s.counters("ann", scored=4)
    g = s.build()
    with tally_karmas() as fired:
        g.game.rules.specials["monument"].condition(g.game.engine().hook_context(0))
    assert fired == {("hedy_lamarr", "hedy_lamarr_special_requirements"): 1}
    s = _figures()
    s.board("ann", "Shen Kuo")
    g = s.build()
    with tally_karmas() as fired:
        g.game.rules.specials["monument"].condition(g.game.engine().hook_context(0))
    assert not fired


def test_nothing_is_counted_outside_the_block() -> None:
    s = _figures()
    s.board("ann", "Hedy Lamarr")
    g = s.build()
    with tally_karmas() as fired:
        pass
    g.game.rules.specials["monument"].condition(g.game.engine().hook_context(0))
    assert not fired


def test_a_figures_game_reports_its_karmas_and_the_summary_lists_every_printed_karma() -> None:
    with unfinished_sets():
        report = run_game(GameSpec(seed=3, players=2, expansions=("figures",)))
        assert report.failure is None, report.failure.describe()
        rules = build_rules(("figures",))
        names = karma_names(rules)
        assert report.karma_runs, "no karma took effect in a whole game with Figures"
        assert all(fn in names[card] for card, fn in report.karma_runs)
        summary = SoakSummary()
        summary.add(report)
        counts = _karma_counts(summary, [("figures",)])
    assert set(counts) == set(names)
    assert sum(n for per_card in counts.values() for n in per_card.values()) == sum(report.karma_runs.values())
    two = next(card for card, fns in names.items() if len(fns) == 2)
    assert set(counts[two]) == {f"{two}#1", f"{two}#2"}


def test_the_oracle_adds_static_karmas_to_its_counts() -> None:
    s = _figures()
    s.board("ann", "Michelangelo")  # the hand counts as part of the score pile
    s.hand("ann", "Writing", "Calendar")
    s.score("ann", "Archery")
    g = s.build()
    checker = InvariantChecker(g.game)
    assert checker.oracle.points(g.game.state, 0) == g.game.engine().score_points(0)
    checker.check_counts()
