"""Prove that a change keeps games identical: play the same seeded games in revision REV and in the
working tree, and compare them game by game.

    .venv/bin/python tools/same_games.py main                  # 2,016 games, both ways of driving
    .venv/bin/python tools/same_games.py 77285bf --games 400 --jobs 2
    .venv/bin/python tools/same_games.py main --game 17        # one game in detail
    .venv/bin/python tools/same_games.py main --ignore Decision.choices   # a protocol-only change
    .venv/bin/python tools/same_games.py main --edition fourth --games 280   # the 4th edition's sets

REV is any git revision of this repository. Its code is exported with ``git archive`` and installed
(not editable) into a virtual environment of its own under ``.cache/revisions/<commit>/`` (see
``tools/revisions.py``), reused by later runs; the working tree is run by the interpreter running
this script (the project's ``.venv``, an editable install of the working tree). ``--work REV2``
puts revision REV2, installed the same way, in the working tree's place: the proof for a change
that landed long ago (``same_games.py 78c31bb~1 --work 78c31bb``: the split of issue 8). Each side
runs in its own process with ``PYTHONPATH`` cleared, and reports where ``innovation`` and every
``innovation.plugins`` entry point were imported from, so you can see that each side ran its own code.

The games cycle through every expansion combination (none, Artifacts, Artifacts with relics,
Echoes, Artifacts + Echoes, both with relics; and when both sides have Cities of Destiny: Cities,
Artifacts + Cities with relics, Cities + Echoes, all four with relics) and seating (2, 3 and 4
players, 2v2 teams): 24 setups (40 with Cities), game ``i`` uses setup ``i % len(setups)`` and
seed ``--seed + i``. ``--edition first`` plays the same plan by the 1st edition's texts;
``--edition fourth`` plays the 4th edition's sets that both sides have (the base game alone, each
expansion alone, Artifacts + Cities + Echoes, and those with The Unseen; no relics, which the 4th
edition refuses) with 2 to 5 players and 2v2 teams. Every seat is a
:class:`~innovation.RandomAgent` seeded from the game seed (``--agents heuristic`` puts a
HeuristicAgent in seat 1). Even games are driven with ``play()`` (answers given inline), odd
games with ``game.pending`` / ``game.answer()`` — and are saved, reloaded with
``Game.from_json`` and continued from the copy at one decision between 10 and 69.

For each game both sides report digests of: every decision asked (player, kind, prompt, options,
…), every event, the answers, the final state, the result, the final save and (odd games) the
mid-game save. Fields that exist on one side only (say a field the protocol stream added to
``Event``) are listed and left out of the comparison; saves are compared byte for byte only
while both sides write the same save format version with the same fields. When games differ,
the first one is replayed on both sides in full and the first differing decision, event, answer
or state field is printed. Exit status: 0 when every game is identical, 1 otherwise.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import multiprocessing
import os
import sys
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from revisions import ROOT, git, prepare_revision, run_isolated, side_by_side_main  # a sibling script's module

NAMES = ("ann", "bob", "cat", "dan", "eve")
BASE_COMBOS: tuple[tuple[tuple[str, ...], bool], ...] = (
    ((), False),
    (("artifacts",), False),
    (("artifacts",), True),
    (("echoes",), False),
    (("artifacts", "echoes"), False),
    (("artifacts", "echoes"), True),
)
#: Played too when both sides have the Cities of Destiny plugin (a revision before it has not).
CITIES_COMBOS: tuple[tuple[tuple[str, ...], bool], ...] = (
    (("cities",), False),
    (("artifacts", "cities"), True),
    (("cities", "echoes"), False),
    (("artifacts", "cities", "echoes"), True),
)
#: The 4th edition's plan: each set alone, the three older expansions together, and with The Unseen
#: (kept only where both sides have every set of the combination).
FOURTH_COMBOS: tuple[tuple[tuple[str, ...], bool], ...] = (
    ((), False),
    (("artifacts",), False),
    (("echoes",), False),
    (("cities",), False),
    (("unseen",), False),
    (("artifacts", "cities", "echoes"), False),
    (("artifacts", "cities", "echoes", "unseen"), False),
)
#: Seatings by edition: (players, teams); the 4th edition seats five.
SEATINGS_BY_EDITION: dict[str, tuple[tuple[int, bool], ...]] = {
    "third": ((2, False), (3, False), (4, False), (4, True)),
    "first": ((2, False), (3, False), (4, False), (4, True)),
    "fourth": ((2, False), (3, False), (4, False), (4, True), (5, False)),
}
EDITION = "third"
COMBOS = BASE_COMBOS
SEATINGS = SEATINGS_BY_EDITION[EDITION]
SETUPS = tuple((exp, relics, n, teams) for exp, relics in COMBOS for n, teams in SEATINGS)


def set_plan(combos: Sequence[Sequence[Any]], edition: str = "third") -> None:
    """Play these expansion combinations by this edition (both sides and every worker use one plan)."""
    global COMBOS, SETUPS, EDITION, SEATINGS
    EDITION = edition
    SEATINGS = SEATINGS_BY_EDITION[edition]
    COMBOS = tuple((tuple(exp), bool(relics)) for exp, relics in combos)
    SETUPS = tuple((exp, relics, n, teams) for exp, relics in COMBOS for n, teams in SEATINGS)


def plan_for(
    plugins_a: Sequence[str], plugins_b: Sequence[str], edition: str = "third"
) -> tuple[tuple[tuple[str, ...], bool], ...]:
    """The combinations both sides can play: the edition's plan, and Cities' when both have it."""
    both = set(plugins_a) & set(plugins_b)
    if edition == "fourth":
        return tuple(c for c in FOURTH_COMBOS if set(c[0]) <= both)
    return BASE_COMBOS + tuple(c for c in CITIES_COMBOS if set(c[0]) <= both)


#: The structs whose fields are compared; fields on one side only are reported and skipped.
STRUCTS = ("Event", "Decision", "GameState", "PlayerState", "Result")
COMPONENTS = ("decisions", "events", "history", "state", "result", "save", "mid_save", "outcome")


# ============================================================================ the game plan
def setup_of(index: int) -> tuple[tuple[str, ...], bool, int, bool]:
    return SETUPS[index % len(SETUPS)]


def label_of(index: int, seed: int) -> str:
    expansions, relics, n, teams = setup_of(index)
    extras = "".join(f"+{e}" for e in expansions) + ("+relics" if relics else "")
    edition = "" if EDITION == "third" else f"/edition={EDITION}"
    return f"game {index} (seed {seed}, {'2v2' if teams else f'{n}p'}{extras}{edition}, {drive_of(index)})"


def drive_of(index: int) -> str:
    return "play" if index % 2 == 0 else "answer"


# ============================================================================ worker side
# Everything below until "the comparing side" runs inside the interpreter of one side (REV's
# temporary environment or the working tree's .venv) and imports only that side's public API.
def _describe() -> dict[str, Any]:
    import importlib.metadata

    import msgspec

    import innovation
    from innovation import Decision, Event, Game, GameConfig, Result

    structs: dict[str, Any] = {"Event": Event, "Decision": Decision, "Result": Result}
    # The state's types from a game (their module moved in the regroup of issue 27; REV may be older).
    state = Game.new(GameConfig(players=("ann", "bob"), seed=1)).state
    structs["GameState"] = type(state)
    structs["PlayerState"] = type(state.players[0])
    assert all(issubclass(cls, msgspec.Struct) for cls in structs.values())
    # The names as encoded (Event.from_ is "from"): _project reads msgspec.to_builtins' keys.
    fields = {name: [f.encode_name for f in msgspec.structs.fields(cls)] for name, cls in structs.items()}
    game_mod = sys.modules[Game.__module__]
    plugins: dict[str, str] = {}
    for ep in importlib.metadata.entry_points(group="innovation.plugins"):
        module = ep.load()
        plugins[ep.name] = str(getattr(module, "__file__", "?"))
    return {
        "innovation": str(Path(innovation.__file__).resolve()),
        "plugins": plugins,
        "fields": fields,
        "save_version": getattr(game_mod, "SAVE_VERSION", None),
        "python": sys.executable,
    }


def _digest(value: Any) -> str:
    return hashlib.sha256(json.dumps(value, sort_keys=True, separators=(",", ":")).encode()).hexdigest()[:20]


def _project(obj: Any, keep: Sequence[str]) -> dict[str, Any]:
    import msgspec

    raw = msgspec.to_builtins(obj)
    return {k: raw[k] for k in keep if k in raw}


def _play_one(index: int, seed: int, agents_kind: str, fields: dict[str, list[str]]) -> dict[str, Any]:
    """Play one game of the plan; return every compared component (already projected)."""
    from innovation import Game, GameConfig, RandomAgent, play

    expansions, relics, n, teams = setup_of(index)
    out: dict[str, Any] = {"decisions": [], "mid_save": None, "save": None}
    game: Any = None

    class Recorder:
        def __init__(self, agent: Any) -> None:
            self.agent = agent

        def choose(self, g: Any, decision: Any) -> str:
            out["decisions"].append(_project(decision, fields["Decision"]))
            choice: str = self.agent.choose(g, decision)
            return choice

    try:
        # The edition is named only when it is not the default: a revision older than editions has no such field.
        edition: dict[str, Any] = {} if EDITION == "third" else {"edition": EDITION}
        config = GameConfig(players=NAMES[:n], seed=seed, expansions=expansions, teams=teams, relics=relics, **edition)
        game = Game.new(config)
        agents: dict[str, Any] = {}
        for k, name in enumerate(game.players):
            agent: Any = RandomAgent(seed * 7 + k)
            if agents_kind == "heuristic" and k == 0:
                from innovation import HeuristicAgent

                agent = HeuristicAgent(seed * 7 + k)
            agents[name] = Recorder(agent)
        if drive_of(index) == "play":
            play(game, agents)
        else:
            reload_at = 10 + seed % 60
            asked = 0
            while game.pending is not None:
                if asked == reload_at:
                    saved = game.to_json()
                    out["mid_save"] = saved
                    game = Game.from_json(saved)
                decision = game.pending
                game.answer(decision.player, agents[decision.player].choose(game, decision))
                asked += 1
        out["outcome"] = "finished"
        out["save"] = game.to_json()
        if Game.from_json(out["save"]).to_json() != out["save"]:
            out["outcome"] = "final save does not round-trip"
    except Exception as exc:  # a crash is an outcome to compare, not a reason to stop
        out["outcome"] = f"{type(exc).__name__}: {exc}"
    if game is not None:
        out["events"] = [_project(e, fields["Event"]) for e in game.events]
        out["history"] = [list(h) for h in game.history]
        state = _project(game.state, fields["GameState"])
        if "players" in state:
            state["players"] = [_project(p, fields["PlayerState"]) for p in game.state.players]
        state.pop("result", None)
        out["state"] = state
        out["result"] = None if game.result is None else _project(game.result, fields["Result"])
    return out


def _summarize(index: int, seed: int, agents_kind: str, fields: dict[str, list[str]]) -> dict[str, Any]:
    full = _play_one(index, seed, agents_kind, fields)
    row: dict[str, Any] = {"i": index}
    for key in COMPONENTS:
        row[key] = _digest(full.get(key))
    row["n_decisions"] = len(full.get("decisions") or ())
    row["n_events"] = len(full.get("events") or ())
    row["outcome_text"] = full.get("outcome")
    return row


def _summarize_star(job: tuple[int, int, str, dict[str, list[str]]]) -> dict[str, Any]:
    return _summarize(*job)


def worker_main(args: argparse.Namespace) -> int:
    if args.describe:
        print(json.dumps(_describe()))
        return 0
    fields: dict[str, list[str]] = json.loads(args.fields)
    combos = json.loads(args.combos) if args.combos else BASE_COMBOS
    set_plan(combos, args.edition)
    if args.detail is not None:
        print(json.dumps(_play_one(args.detail, args.seed + args.detail, args.agents, fields)))
        return 0
    jobs = [(i, args.seed + i, args.agents, fields) for i in range(args.games)]
    if args.jobs > 1:
        with multiprocessing.Pool(args.jobs, initializer=set_plan, initargs=(combos, args.edition)) as pool:
            for row in pool.imap(_summarize_star, jobs, chunksize=4):
                print(json.dumps(row), flush=True)
    else:
        for job in jobs:
            print(json.dumps(_summarize_star(job)), flush=True)
    return 0


# ============================================================================ the comparing side
class Side:
    """One revision and the interpreter that runs it."""

    def __init__(self, name: str, python: str) -> None:
        self.name = name
        self.python = python
        self.info: dict[str, Any] = {}
        self.seconds = 0.0

    def run(self, *extra: str) -> Iterator[str]:
        script = Path(__file__).resolve()
        yield from run_isolated(self.python, script, ["--worker", *extra], what=f"the {self.name} side")


def common_fields(a: dict[str, Any], b: dict[str, Any]) -> tuple[dict[str, list[str]], list[str]]:
    keep: dict[str, list[str]] = {}
    notes: list[str] = []
    for struct in STRUCTS:
        fa, fb = a["fields"].get(struct, []), b["fields"].get(struct, [])
        keep[struct] = [f for f in fa if f in fb]
        only_a = [f for f in fa if f not in fb]
        only_b = [f for f in fb if f not in fa]
        if only_a or only_b:
            notes.append(f"{struct}: fields only in REV {only_a}, only in the working tree {only_b} (not compared)")
    return keep, notes


def first_difference(a: dict[str, Any], b: dict[str, Any], skip: set[str]) -> list[str]:
    """Describe where two detailed games part, in the order things happened."""
    out: list[str] = []
    for key in ("decisions", "events", "history"):
        xs, ys = a.get(key) or [], b.get(key) or []
        for k, (x, y) in enumerate(zip(xs, ys, strict=False)):
            if x != y:
                out.append(f"first differing {key[:-1] if key != 'history' else 'answer'} #{k}:")
                for j in range(max(0, k - 3), k):
                    out.append(f"      (same) {json.dumps(xs[j])[:200]}")
                out.append(f"    REV:  {json.dumps(x)[:400]}")
                out.append(f"    work: {json.dumps(y)[:400]}")
                break
        else:
            if len(xs) != len(ys):
                out.append(f"{key}: REV has {len(xs)}, the working tree {len(ys)} (same up to the shorter)")
    for key in ("state", "result", "outcome"):
        if a.get(key) != b.get(key):
            x, y = a.get(key), b.get(key)
            if isinstance(x, dict) and isinstance(y, dict):
                keys = [k for k in x if x.get(k) != y.get(k)] + [k for k in y if k not in x]
                out.append(f"{key} differs in {keys}")
            else:
                out.append(f"{key} differs: REV {json.dumps(x)[:300]} / work {json.dumps(y)[:300]}")
    for key in ("save", "mid_save"):
        if key not in skip and a.get(key) != b.get(key):
            out.append(f"{key} differs (REV {len(a.get(key) or '')} bytes, work {len(b.get(key) or '')} bytes)")
    return out


def compare_main(args: argparse.Namespace) -> int:
    commit, rev_python = prepare_revision(args.rev, tool="same_games", quiet=args.quiet)
    rev = Side(f"REV {args.rev} ({commit[:10]})", rev_python)
    if args.work is None:
        work = Side("working tree", sys.executable)
    else:
        work_commit, work_python = prepare_revision(args.work, tool="same_games", quiet=args.quiet)
        work = Side(f"REV2 {args.work} ({work_commit[:10]})", work_python)
    for side in (rev, work):
        side.info = json.loads("".join(side.run("--describe")))
    if args.work is None and not Path(work.info["innovation"]).is_relative_to(ROOT):
        raise SystemExit(f"same_games: {sys.executable} imports innovation from {work.info['innovation']}, not {ROOT}")
    for side in (rev, work) if args.work is not None else (rev,):
        if Path(side.info["innovation"]).is_relative_to(ROOT / "src"):
            raise SystemExit(f"same_games: the {side.name} environment imports the working tree's code")
    if args.work is None:
        dirty = " (uncommitted changes)" if git("status", "--porcelain", "--untracked-files=no") else ""
        print(f"same_games: {rev.name} vs the working tree (HEAD {git('rev-parse', '--short=10', 'HEAD')}{dirty})")
    else:
        print(f"same_games: {rev.name} vs {work.name}")
    for side in (rev, work):
        found = {name: Path(file).parent.parent for name, file in side.info["plugins"].items()}
        where = sorted(set(found.values()))
        plugins = ", ".join(sorted(found)) + f" from {where[0]}" if len(where) == 1 else str(side.info["plugins"])
        print(f"  {side.name}: innovation from {Path(side.info['innovation']).parent.parent}; plugins {plugins}")
    fields, notes = common_fields(rev.info, work.info)
    for spec in args.ignore:
        struct, _, name = spec.partition(".")
        if name not in fields.get(struct, []):
            raise SystemExit(f"same_games: --ignore {spec}: not a compared field ({struct}: {fields.get(struct)})")
        fields[struct].remove(name)
        notes.append(f"{spec} not compared (--ignore)")
    skip: set[str] = set()
    if rev.info["save_version"] != work.info["save_version"] or notes:
        skip = {"save", "mid_save"}
        why = f"save format v{rev.info['save_version']} vs v{work.info['save_version']}" if not notes else "fields"
        notes.append(f"saves not compared byte for byte ({why} differ); states, events and answers are")
    for note in notes:
        print(f"  note: {note}")
    set_plan(plan_for(list(rev.info["plugins"]), list(work.info["plugins"]), args.edition), args.edition)
    common = ["--seed", str(args.seed), "--agents", args.agents, "--fields", json.dumps(fields)]
    common += ["--edition", args.edition]
    common += ["--combos", json.dumps(COMBOS)]
    if args.game is not None:
        return show_game(args.game, args.seed, rev, work, common, skip)

    rows: dict[str, dict[int, dict[str, Any]]] = {}
    for side in (rev, work):
        start = time.perf_counter()
        rows[side.name] = {}
        for line in side.run("--games", str(args.games), "--jobs", str(args.jobs), *common):
            row = json.loads(line)
            rows[side.name][row["i"]] = row
        side.seconds = time.perf_counter() - start
    compared = [c for c in COMPONENTS if c not in skip]
    differing: list[tuple[int, list[str]]] = []
    for i in range(args.games):
        a, b = rows[rev.name][i], rows[work.name][i]
        bad = [c for c in compared if a[c] != b[c]]
        if bad:
            differing.append((i, bad))
    ref = rows[work.name]
    decisions = sum(r["n_decisions"] for r in ref.values())
    events = sum(r["n_events"] for r in ref.values())
    crashed = sum(1 for r in ref.values() if r["outcome_text"] != "finished")
    with_cities = " incl. Cities" if EDITION != "fourth" and COMBOS != BASE_COMBOS else ""
    print(
        f"games: {args.games} (seeds {args.seed}–{args.seed + args.games - 1}, {len(SETUPS)} setups: "
        f"{len(COMBOS)} expansion combinations{with_cities} × "
        f"{'/'.join('2v2' if teams else f'{n}p' for n, teams in SEATINGS)}; edition {EDITION}; "
        "play() and answer() alternate)"
    )
    print(f"compared per game: {', '.join(compared)}; {decisions:,} decisions, {events:,} events in all")
    print(f"time: REV {rev.seconds:.0f} s, working tree {work.seconds:.0f} s (--jobs {args.jobs}; shared machine)")
    if crashed:
        print(f"warning: {crashed} games did not finish normally in the working tree (compared anyway)")
    if not differing:
        print(f"IDENTICAL: {args.games}/{args.games} games")
        return 0
    print(f"DIFFERENT: {len(differing)}/{args.games} games")
    per_setup: dict[str, int] = {}
    for i, _ in differing:
        setup = label_of(i, args.seed + i).split(", ", 1)[1].rsplit(", ", 1)[0]
        per_setup[setup] = per_setup.get(setup, 0) + 1
    print("  by setup: " + ", ".join(f"{k}: {v}" for k, v in sorted(per_setup.items())))
    for i, bad in differing[: args.list]:
        print(f"  {label_of(i, args.seed + i)}: {', '.join(bad)}")
    if len(differing) > args.list:
        print(f"  … and {len(differing) - args.list} more (--list N shows more)")
    first = differing[0][0]
    print(f"first differing game in detail ({sys.argv[0]} {args.rev} --game {first} --seed {args.seed}):")
    show_game(first, args.seed, rev, work, common, skip)
    return 1


def show_game(index: int, seed: int, rev: Side, work: Side, common: list[str], skip: set[str]) -> int:
    detail = [json.loads("".join(side.run("--detail", str(index), *common))) for side in (rev, work)]
    print(f"  {label_of(index, seed + index)}")
    for side, d in zip((rev, work), detail, strict=True):
        print(
            f"    {side.name}: {d['outcome']}; {len(d.get('decisions') or ())} decisions, "
            f"{len(d.get('events') or ())} events"
        )
    lines = first_difference(detail[0], detail[1], skip)
    for line in lines or ["identical"]:
        print(f"  {line}")
    return 1 if lines else 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Play the same seeded games in revision REV and in the working tree; report the first difference."
    )
    parser.add_argument("rev", nargs="?", help="git revision to compare against (e.g. main, 77285bf)")
    parser.add_argument("--games", type=int, default=2016, help="number of games (default 2016 = 84 per setup)")
    parser.add_argument("--seed", type=int, default=0, help="seed of game 0 (game i uses seed + i)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="processes per side")
    parser.add_argument("--agents", choices=("random", "heuristic"), default="random")
    parser.add_argument(
        "--edition",
        choices=tuple(SEATINGS_BY_EDITION),
        default="third",
        help="rules and texts to play (default third; fourth plays the 4th edition's sets, 2-5 players)",
    )
    parser.add_argument("--work", metavar="REV2", help="compare REV with revision REV2 instead of the working tree")
    parser.add_argument("--game", type=int, help="compare only game number GAME, in full detail")
    parser.add_argument(
        "--ignore",
        metavar="STRUCT.FIELD",
        action="append",
        default=[],
        help="leave a field out (e.g. Decision.selection, for a change to the protocol's fields only; repeatable)",
    )
    parser.add_argument("--list", type=int, default=10, help="differing games to list (default 10)")
    parser.add_argument("--describe", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--detail", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--fields", default="{}", help=argparse.SUPPRESS)
    parser.add_argument("--combos", default="", help=argparse.SUPPRESS)  # the plan, as the comparing side chose it
    return side_by_side_main(parser, argv, worker_main, compare_main)


if __name__ == "__main__":
    raise SystemExit(main())
