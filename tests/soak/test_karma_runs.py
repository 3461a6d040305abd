"""The soak counts the karmas that took effect (``tally_karmas``; the summary line and the
--card-runs file's "karmas"), and its oracle adds what static karmas change to its own counts."""

from __future__ import annotations

from innovation.rules.karmas import tally_karmas
from innovation.rules.plugins import build_rules, unfinished_sets
from innovation.testing import Scenario
from innovation_soak import GameSpec, InvariantChecker, card_runs, karma_names, run_game
from innovation_soak.cli import _karma_counts, _runs_a_dogma
from innovation_soak.harness import CheckOptions, SoakSummary


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


def test_a_karma_asking_a_question_is_counted_once_though_its_moment_runs_again() -> None:
    # An answer may re-run the segment from its snapshot (a reloaded game always does): the karma
    # runs again at the same moment of the log and is not counted again.
    s = Scenario(players=("ann", "bob", "cat"), expansions=("artifacts", "figures"), relics=True)
    s.hand("ann", "Ching Shih")
    s.achievements("bob", "Masonry")
    s.achievements("cat", "Philosophy")
    g = s.build()
    seen: set[tuple[str, str, int]] = set()
    with tally_karmas(seen) as before:
        g.meld("Ching Shih")
    assert g.decision is not None and g.decision.verb == "transfer"
    with tally_karmas(seen) as after:
        g.answer("cat:achievements:base:2")
    assert before[("ching_shih", "ching_shih_melded")] == 1
    assert not after  # the same moment, run again to reach the answer
    assert g.achievements("ann") == ["Philosophy"]


def test_the_no_fade_karma_counts_when_it_keeps_a_figure_from_fading() -> None:
    s = _figures()
    s.board("ann", "Duke Ellington", "Hatshepsut")  # two top figures: a fade is due
    g = s.build()
    with tally_karmas() as fired:
        g.act("draw")
    assert g.score("ann") == []
    assert fired[("duke_ellington", "no_fade")] == 1
    s = _figures()
    s.board("ann", "Duke Ellington")  # one top figure: no fade is due, the karma does nothing
    g = s.build()
    with tally_karmas() as fired:
        g.act("draw")
    assert ("duke_ellington", "no_fade") not in fired


def test_a_decree_karma_counts_when_it_offers_its_decree() -> None:
    s = _figures()
    s.board("ann", "Huang Di")  # may issue Advancement with any two figures
    s.hand("ann", "Gilgamesh", "Hammurabi")
    with tally_karmas() as fired:
        g = s.build()
        assert "decree advancement" in g.options
    assert fired[("huang_di", "advancement_decree_karma")] == 1
    s = _figures()
    s.board("ann", "Huang Di")
    s.hand("ann", "Gilgamesh", "Writing")  # one figure: nothing offered, nothing counted
    with tally_karmas() as fired:
        g = s.build()
        assert "decree advancement" not in g.options
    assert ("huang_di", "advancement_decree_karma") not in fired  # (his icon karma may count)


def test_decree_and_no_fade_karmas_are_listed_in_their_printed_places() -> None:
    with unfinished_sets():
        names = karma_names(build_rules(("figures",)))
    assert names["duke_ellington"] == ["no_fade", "duke_ellington_meld"]  # printed: no fade, then the meld
    assert names["avicenna"] == ["expansion_decree_karma", "no_fade"]
    assert names["huang_di"][0] == "advancement_decree_karma"


def test_karma_and_inspire_executions_are_no_dogma_runs() -> None:
    s = _figures()
    s.board("ann", "Sargon of Akkad", "Archery")  # a meld onto a top card of its value is a tuck instead
    s.hand("ann", "Oars")
    g = s.build().meld("Oars")
    assert any("karma of Sargon of Akkad" in e for e in g.events("execute"))
    assert ("third", "sargon_of_akkad") not in card_runs(g.game)
    s = _figures()
    s.board("ann", "Sunshu Ao")
    s.hand("ann", "Writing")
    g = s.build().act("inspire yellow")
    assert any("inspire effect of Sunshu Ao" in e for e in g.events("execute"))
    assert ("third", "sunshu_ao") not in card_runs(g.game)
    g = _figures().board("ann", "Writing").build().dogma("Writing")
    assert card_runs(g.game)[("third", "writing")] == (1, 0)


def test_a_card_with_only_an_inspire_effect_and_karmas_is_no_card_with_a_dogma() -> None:
    with unfinished_sets():
        rules = build_rules(("figures",))
    assert not _runs_a_dogma(rules.cards["susan_blackmore"])  # inspire and karma only
    assert _runs_a_dogma(rules.cards["kim_yu_na"])  # an echo effect
    assert _runs_a_dogma(rules.cards["writing"])


def test_faults_injected_change_no_karma_count() -> None:
    # An answer given with a fault injected either goes through (its karmas count) or is refused
    # and given again: the game and the counts of its would- and when-karmas (one event each) are
    # those of the game without faults; a static counts the moments it was read with an effect,
    # which a fault's re-runs may add to, so only which statics took effect is the same.
    spec = GameSpec(seed=3, players=2, expansions=("figures",))
    with unfinished_sets():
        plain = run_game(spec)
        faulty = run_game(spec, CheckOptions(fault_rate=0.5))
        statics = {
            (k.card_id, k.fn.__qualname__)
            for fx in build_rules(("figures",)).effects.values()
            for k in fx.karmas
            if k.kind == "static"
        }
    assert plain.failure is None and faulty.failure is None, (plain.failure or faulty.failure).describe()
    assert faulty.faults > 0
    assert {k: n for k, n in faulty.karma_runs.items() if k not in statics} == {
        k: n for k, n in plain.karma_runs.items() if k not in statics
    }
    assert set(faulty.karma_runs) == set(plain.karma_runs) and plain.karma_runs
