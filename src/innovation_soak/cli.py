"""``innovation soak``: play many seeded random games with every invariant checked.

    innovation soak --games 10000 --players 2-4 --teams 0.5 --expansions all --seed 1 --jobs 2
    innovation soak --game 1234:4t          # replay one game (a failure's label) verbosely

See docs/soak.md.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn

from innovation.cli.common import add_rule_arguments, expansions_arg
from innovation.editions import EDITIONS, MAX_PLAYERS, edition_rules
from innovation.errors import InnovationError
from innovation.options import RULE_OPTIONS, OptionValue
from innovation.rules.cards import CardInfo
from innovation.rules.plugins import build_rules
from innovation_soak.harness import (
    MIXED,
    CheckOptions,
    GameReport,
    GameSpec,
    SoakSummary,
    available_combinations,
    combinations,
    default_jobs,
    karma_names,
    missing_cards,
    plan_games,
    run_game,
    soak,
)

NAME = "soak"
HELP = "play many seeded random games through the request/response API, checking every invariant"


def players_arg(value: str) -> tuple[int, ...]:
    """``"2-4"``, ``"3"`` or ``"2,4"``."""
    try:
        if "-" in value:
            lo, hi = (int(v) for v in value.split("-", 1))
            counts = tuple(range(lo, hi + 1))
        else:
            counts = tuple(int(v) for v in value.split(",") if v.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a player count or range: {value!r}") from None
    if not counts or any(not 2 <= n <= MAX_PLAYERS for n in counts):
        raise argparse.ArgumentTypeError(f"player counts must lie between 2 and {MAX_PLAYERS}")
    return counts


def rate_arg(value: str) -> float:
    """A share of answers, from 0 to 1."""
    try:
        rate = float(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {value!r}") from None
    if not 0.0 <= rate <= 1.0:
        raise argparse.ArgumentTypeError("a rate lies between 0 and 1")
    return rate


def share_arg(value: str) -> float:
    try:
        share = float(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {value!r}") from None
    if not 0.0 <= share <= 1.0:
        raise argparse.ArgumentTypeError("the team share lies between 0 and 1")
    return share


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--games", type=int, default=200, help="number of games (default 200)")
    parser.add_argument("--seed", type=int, default=1, help="game i uses seed SEED+i (default 1)")
    parser.add_argument(
        "--players",
        type=players_arg,
        default=None,
        help="player counts: 2-4, 3 or 2,4 (default: every count the edition seats; 2-4 with mixed editions)",
    )
    parser.add_argument(
        "--teams",
        type=share_arg,
        default=0.5,
        metavar="SHARE",
        help="share of 4-player games played as 2v2 teams (0 to 1, default 0.5)",
    )
    parser.add_argument(
        "--expansions",
        type=expansions_arg,
        default=(),
        help="expansions to mix in: every combination of them with the base game is played ('all', 'none' or a list)",
    )
    parser.add_argument(
        "--require",
        type=expansions_arg,
        default=(),
        metavar="SETS",
        help="play only the combinations that include these expansions (a list; each must be among --expansions)",
    )
    parser.add_argument("--jobs", type=int, default=default_jobs(), help="worker processes (default: CPU count)")
    parser.add_argument("--max-seconds", type=float, default=None, help="stop starting games after this long")
    parser.add_argument(
        "--views-every", type=int, default=1, help="check every player's view after every N-th answer (default 1)"
    )
    parser.add_argument(
        "--failures", type=Path, default=None, help="write failures (with answer logs) to this JSON file"
    )
    parser.add_argument(
        "--game",
        default=None,
        metavar="LABEL",
        help="replay one game, e.g. 1234:3p, 77:4t or 5:2p+echoes/edition=first",
    )
    parser.add_argument(
        "--faults",
        type=rate_arg,
        nargs="?",
        const=0.2,
        default=0.0,
        metavar="RATE",
        help="fault injection: at this share of answers (default 0.2) raise an exception inside the answer "
        "(a test plugin at a random hook, or a timer's signal) and require the game byte-identical after it",
    )
    parser.add_argument(
        "--forged-saves",
        type=rate_arg,
        nargs="?",
        const=0.05,
        default=0.0,
        metavar="RATE",
        help="forged saves: at this share of answers (default 0.05; at least once a game and at its end) "
        "forge, tamper with, overfill and over-nest the save, and require a SaveError for each",
    )
    parser.add_argument(
        "--card-runs",
        type=Path,
        default=None,
        metavar="FILE",
        help="write how often each card's dogma ran, by edition, and how often each karma took effect "
        "(under 'karmas'), to this JSON file",
    )
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    # The team game has its own share above; every other rule option: on in every game where it
    # applies, or 'mixed' (choices) / --mix-options: drawn game by game.
    add_rule_arguments(parser, skip=("teams",), extra_choices=(MIXED,))
    parser.add_argument(
        "--mix-options",
        action="store_true",
        help="draw every rule option left at its default game by game (each where it applies)",
    )


def soak_options(args: argparse.Namespace) -> dict[str, OptionValue]:
    """The rule options of a soak run (see :func:`innovation_soak.plan_games`)."""
    out: dict[str, OptionValue] = {}
    for option in RULE_OPTIONS:
        value = getattr(args, option.name, option.default)
        if not option.in_options:
            continue
        if value == option.default and args.mix_options:
            value = MIXED
        if value != option.default:
            out[option.name] = value
    return out


def default_players(edition: str) -> tuple[int, ...]:
    """Every player count ``edition`` seats; with mixed editions, those every edition seats."""
    if edition == MIXED:
        every = [edition_rules(e) for e in EDITIONS]
        return tuple(range(max(r.min_players for r in every), min(r.max_players for r in every) + 1))
    seats = edition_rules(edition)
    return tuple(range(seats.min_players, seats.max_players + 1))


def run(args: argparse.Namespace) -> int:
    out = Console(highlight=False)
    err = Console(stderr=True, highlight=False)
    checks = CheckOptions(
        views_every=max(0, args.views_every), fault_rate=args.faults, forged_save_rate=args.forged_saves
    )
    if args.game is not None:
        return _one_game(args.game, checks, out, err)
    if args.games < 0 or args.jobs < 1:
        err.print("--games must be ≥ 0 and --jobs ≥ 1")
        return 2
    try:
        playable, skipped = available_combinations(
            combinations(args.expansions, args.require), getattr(args, "edition", None)
        )
    except InnovationError as exc:
        err.print(f"[red]cannot soak:[/] {exc}")
        return 2
    for combo, why in skipped.items():
        out.print(f"[yellow]not soaked[/] base+{'+'.join(combo)}: {why}")
    edition = getattr(args, "edition", None)
    absent = sorted({card for combo in playable for card in missing_cards(combo, edition)})
    if absent:  # not filtered out: a game that reaches one of them fails with "not-implemented"
        out.print(f"[yellow]cards without an implementation ({len(absent)}):[/] {', '.join(absent)}")
    try:
        players = args.players or default_players(getattr(args, "edition", MIXED))
        specs = plan_games(args.games, args.seed, players, args.teams, playable, soak_options(args))
    except InnovationError as exc:
        err.print(f"[red]cannot soak:[/] {exc}")
        return 2
    summary = _run_with_progress(specs, args, checks, err)
    _print_summary(summary, skipped, out)
    _print_card_runs(summary, playable, out)
    karmas = _karma_counts(summary, playable)
    _print_karma_runs(karmas, out)
    if args.card_runs is not None:
        table: dict[str, dict[str, Any]] = {}
        for (edition, card), runs in sorted(summary.card_runs.items()):
            table.setdefault(edition, {})[card] = list(runs)
        if karmas:
            table[KARMAS_KEY] = {card: dict(counts) for card, counts in sorted(karmas.items())}
        args.card_runs.write_text(json.dumps(table, indent=1))
        out.print(f"dogma runs per card (and karmas fired: {KARMAS_KEY!r}) written to {args.card_runs}")
    if args.failures is not None and summary.failures:
        args.failures.write_text(json.dumps([f.to_builtins() for f in summary.failures], indent=1))
        out.print(f"failures written to {args.failures}")
    return 1 if summary.failures else 130 if summary.interrupted else 0


def _run_with_progress(
    specs: Iterable[GameSpec], args: argparse.Namespace, checks: CheckOptions, err: Console
) -> SoakSummary:
    progress = Progress(
        TextColumn("[bold]soak"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("{task.fields[rate]:.1f} games/s"),
        TextColumn("{task.fields[decisions]} decisions"),
        TextColumn("[red]{task.fields[failed]} failed"),
        TimeElapsedColumn(),
        TimeRemainingColumn(),
        console=err,
        disable=args.quiet,
    )
    with progress:
        task = progress.add_task("soak", total=args.games, rate=0.0, decisions=0, failed=0)

        # Without a terminal (CI logs, nohup) the bar does not draw: print a line every 30 s.
        plain = not args.quiet and not err.is_terminal
        last = [0.0]

        def tick(report: GameReport, summary: SoakSummary) -> None:
            if plain and (summary.seconds - last[0] >= 30 or summary.games == args.games):
                last[0] = summary.seconds
                err.print(
                    f"soak: {summary.games}/{args.games} games, {summary.decisions} decisions, "
                    f"{len(summary.failures)} failed, {summary.games_per_second:.2f} games/s, {summary.seconds:.0f} s"
                )
            progress.update(
                task,
                advance=1,
                rate=summary.games_per_second,
                decisions=summary.decisions,
                failed=len(summary.failures),
            )
            if report.failure is not None:
                progress.console.print(
                    f"[red]FAIL[/] {report.failure.spec.label}: {report.failure.check}: {report.failure.message[:200]}"
                )

        return soak(specs, checks, jobs=args.jobs, max_seconds=args.max_seconds, progress=tick)


def _print_summary(summary: SoakSummary, skipped: dict[tuple[str, ...], str], out: Console) -> None:
    out.print()
    out.print("[bold]Soak summary[/]")
    stopped = (
        " (interrupted)" if summary.interrupted else " (stopped at --max-seconds)" if summary.stopped_early else ""
    )
    out.print(f"  games played   {summary.games}{stopped}")
    kinds = ", ".join(f"{k}: {v}" for k, v in sorted(summary.kinds.items()))
    out.print(f"  by kind        {kinds or '-'}   (Np: N players, 4t: 2v2 teams)")
    if summary.options:
        options = ", ".join(f"{k}: {v}" for k, v in sorted(summary.options.items()))
        out.print(f"  rule options   {options}   (games each)")
    reasons = ", ".join(f"{k}: {v}" for k, v in sorted(summary.reasons.items()))
    out.print(f"  endings        {reasons or '-'}")
    avg = summary.decisions / summary.games if summary.games else 0.0
    out.print(f"  decisions      {summary.decisions} (avg {avg:.0f} per game, longest {summary.longest})")
    out.print(
        f"  time           {summary.seconds:.1f} s, {summary.games_per_second:.2f} games/s, "
        f"{summary.decisions / summary.seconds if summary.seconds else 0:.0f} decisions/s"
    )
    if summary.faults or summary.forgeries:
        out.print(f"  boundary       {summary.faults} injected faults undone, {summary.forgeries} forged saves refused")
    variants = sorted({variant for variant, _ in summary.variant_runs})
    for variant in variants:
        runs = sorted((card, n) for (v, card), n in summary.variant_runs.items() if v == variant)
        listed = ", ".join(f"{card} {d}" + (f" (+{x} executed)" if x else "") for card, (d, x) in runs)
        out.print(f"  {variant} dogmas  {listed}")
    if summary.tallies:
        groups: dict[str, list[str]] = {}
        for key, count in sorted(summary.tallies.items()):
            group, _, name = key.partition(":")
            groups.setdefault(group, []).append(f"{name}: {count}")
        titles = {
            "special": "special ach.",
            "board": "board ach.",
            "icon": "special icons",
            "action": "actions",
            "draw": "draws",
            "event": "rule events",
        }
        for group, items in groups.items():
            out.print(f"  {titles.get(group, group):14} {', '.join(items)}")
    if skipped:
        out.print(f"  not soaked     {', '.join('base+' + '+'.join(c) for c in skipped)} (not implemented yet)")
    colour = "red" if summary.failures else "green"
    out.print(f"  failures       [{colour}]{len(summary.failures)}[/]")
    for i, failure in enumerate(summary.failures):
        out.print()
        out.print(failure.describe(with_log=i < 10), soft_wrap=True)
    if len(summary.failures) > 10:
        out.print(f"\n(answer logs of the other {len(summary.failures) - 10} failures: use --failures FILE)")


def _print_card_runs(summary: SoakSummary, playable: Sequence[tuple[str, ...]], out: Console) -> None:
    """Per edition played: how many of its cards with a dogma ran, the fewest runs, and those
    that never ran (a dogma action, a free dogma or an execution by another card). A card "with
    a dogma" prints a dogma or echo effect for its dogma to run: a figure with only an inspire
    effect and karmas (Susan Blackmore) has a featured icon but nothing for a dogma to run."""
    for edition in sorted({edition for edition, _ in summary.card_runs}):
        dogma_cards: set[str] = set()
        for combo in playable:
            try:
                rules = build_rules(combo, (), {"edition": edition})
            except InnovationError:  # a set this edition does not have
                continue
            dogma_cards |= {cid for cid, info in rules.cards.items() if _runs_a_dogma(info) and cid in rules.effects}
        runs = {card: sum(summary.card_runs.get((edition, card), (0, 0))) for card in dogma_cards}
        never = sorted(card for card, n in runs.items() if n == 0)
        fewest = sorted((n, card) for card, n in runs.items() if n)[:8]
        title = edition_rules(edition).title
        out.print(
            f"  dogmas ({title}) ran for {len(runs) - len(never)}/{len(runs)} of the cards with a dogma; fewest: "
            + ", ".join(f"{card} {n}" for n, card in fewest)
            + (f"; [yellow]never: {', '.join(never)}[/]" if never else "")
        )


def _runs_a_dogma(info: CardInfo) -> bool:
    """Whether a dogma of the card runs something it prints (a dogma or an echo effect)."""
    return info.dogma_icon >= 0 and (info.demand_kind is not None or info.non_demand_count > 0 or info.has_echo)


#: The key of the karma counts in the --card-runs file (beside the editions' dogma runs).
KARMAS_KEY = "karmas"


def _karma_counts(summary: SoakSummary, playable: Sequence[tuple[str, ...]]) -> dict[str, dict[str, int]]:
    """Each card with karmas in the sets played: how often each of its printed karmas took effect
    (a would/when karma: ran; a static: changed a quantity), by label — the card id, with ``#n``
    for its n-th karma when it prints several. Empty when no set in play prints karmas. Only
    games that passed every check count: a karma whose firings all ended in failed games shows
    as never taking effect (the failures list those games)."""
    names: dict[str, list[str]] = {}
    editions: set[str | None] = {edition for edition, _ in summary.card_runs} or {None}
    for edition in editions:
        for combo in playable:
            try:
                rules = build_rules(combo, (), None if edition is None else {"edition": edition})
            except InnovationError:  # a set this edition does not have
                continue
            names.update(karma_names(rules))
    out: dict[str, dict[str, int]] = {}
    for card, functions in sorted(names.items()):
        out[card] = {
            card if len(functions) == 1 else f"{card}#{i}": summary.karma_runs.get((card, fn), 0)
            for i, fn in enumerate(functions, 1)
        }
    return out


def _print_karma_runs(karmas: Mapping[str, Mapping[str, int]], out: Console) -> None:
    """How many of the karmas in play took effect, the fewest counts and those that never did."""
    if not karmas:
        return
    counts = {label: n for per_card in karmas.values() for label, n in per_card.items()}
    never = sorted(label for label, n in counts.items() if n == 0)
    fewest = sorted((n, label) for label, n in counts.items() if n)[:8]
    cards_fired = sum(any(per_card.values()) for per_card in karmas.values())
    out.print(
        f"  karmas took effect for {cards_fired}/{len(karmas)} of the cards with karmas "
        f"({len(counts) - len(never)}/{len(counts)} karmas); fewest: "
        + ", ".join(f"{label} {n}" for n, label in fewest)
        + (f"; [yellow]never: {', '.join(never)}[/]" if never else "")
    )


def _one_game(label: str, checks: CheckOptions, out: Console, err: Console) -> int:
    try:
        spec = GameSpec.parse(label)
        spec.config()
        edition = dict(spec.options).get("edition")  # the label's edition, not the default one
        _, skipped = available_combinations([spec.expansions], None if edition is None else str(edition))
    except (ValueError, InnovationError) as exc:
        err.print(f"[red]bad --game:[/] {exc}")
        return 2
    if skipped:
        err.print(f"[yellow]cannot play {label}:[/] {skipped[spec.expansions]}")
        return 2
    report = run_game(spec, checks)
    if report.failure is None:
        result = report.result
        assert result is not None
        out.print(
            f"game {spec.label}: OK — {report.answers} answers, {report.turns} turns, "
            f"{result.describe()} ({report.seconds:.2f} s)"
        )
        return 0
    out.print(report.failure.describe(), soft_wrap=True)
    print(report.failure.traceback, file=sys.stderr)
    return 1
