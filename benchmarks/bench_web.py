"""Load test of the web table: many concurrent games through the HTTP/WebSocket API.

    .venv/bin/python benchmarks/bench_web.py [--games 50] [--bot random] [--answers ws|post] [--time-limit 600]

Starts a real ``innovation serve`` subprocess on a free loopback port with a fresh SQLite file,
creates ``--games`` games at once (seat 1 played by this client, seat 2 by a server-side bot), and
plays them all concurrently: each game's client keeps a WebSocket open, and whenever a push says
it is its turn, answers a random choice — over that WebSocket, as the web table does (``--answers
ws``, the default), or with ``POST /api/seat/answer`` (``--answers post``). At the end it checks that
every game finished, that no request failed, and that the database holds every game as over.

Reports decisions per second (every answer, the client's and the bots', over the wall time) and
the latency of the client's answers (round trip: the reply or the POST's response) and of
"answer → next push" as medians and percentiles. Localhost only, bounded in games, decisions per
game and time; it stops by itself.
The machine is shared and noisy: compare runs by their medians, not single numbers.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import httpx
import msgspec
import websockets

from innovation import Game
from innovation.web.service import SAVE_EVERY

ROOT = Path(__file__).resolve().parents[1]
MAX_DECISIONS_PER_GAME = 5000


@dataclass
class Totals:
    answer_ms: list[float] = field(default_factory=list)
    push_ms: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    finished: int = 0
    decisions: int = 0


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds a process has used so far (Linux /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    ticks = os.sysconf("SC_CLK_TCK")
    return (int(fields[11]) + int(fields[12])) / ticks


def engine_cpu_seconds(saves: list[str]) -> tuple[float, float, int]:
    """CPU seconds the library alone takes for the same games, and the number of decisions: (1)
    the engine's answers (every answer of each finished game replayed on a new game with
    ``game.answer``); (2) those answers plus what a server must also ask the library for per
    decision — one seat's incremental view, and a whole save (``to_json``) every ``SAVE_EVERY``
    answers (the answers between are appended as they are)."""
    games = [Game.from_json(save) for save in saves]
    answers = library = 0.0
    decisions = 0
    for played in games:
        game = Game.new(played.config)
        seat = played.players[0]
        cursor = 0
        for player, option in played.history:
            pending = game.pending
            assert pending is not None
            start = time.process_time()
            game.answer(player, option, pending.number)
            answered = time.process_time()
            if decisions % SAVE_EVERY == 0:
                game.to_json()
            view = game.view(seat, events_since=cursor)
            msgspec.json.encode(view)
            cursor = view.events_since + len(view.events)
            done = time.process_time()
            answers += answered - start
            library += done - start
            decisions += 1
    return answers, library, decisions


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def play_one(
    http: httpx.AsyncClient, ws_url: str, token: str, seed: int, totals: Totals, deadline: float, over_ws: bool
) -> None:
    rnd = random.Random(seed)
    headers = {"authorization": f"Bearer {token}"}
    answered: int | None = None
    sent_at = ws_sent_at = 0.0
    async with websockets.connect(ws_url, max_size=2**24) as ws:
        await ws.send(json.dumps({"token": token}))
        for _ in range(MAX_DECISIONS_PER_GAME * 4):
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                totals.errors.append("time limit reached before the game ended")
                return
            state = json.loads(await asyncio.wait_for(ws.recv(), remaining))
            if state.get("type") == "answered" and over_ws:
                totals.answer_ms.append((time.perf_counter() - ws_sent_at) * 1000)
                continue
            if state.get("type") != "state":
                totals.errors.append(f"unexpected message: {str(state)[:200]}")
                return
            if sent_at and state["decision_number"] != answered:
                totals.push_ms.append((time.perf_counter() - sent_at) * 1000)
                sent_at = 0.0
            view = state["view"]
            if view["result"] is not None:
                totals.finished += 1
                totals.decisions += state["decision_number"]
                return
            if state["halted"]:
                totals.errors.append(f"game halted: {state['halted']}")
                return
            number = state["decision_number"]
            decision = state["view"]["decision"]  # only when it is this seat's, with its choices
            if decision is None or number == answered:
                continue
            option = rnd.choice(decision["choices"])["id"]
            start = time.perf_counter()
            if over_ws:
                await ws.send(json.dumps({"type": "answer", "decision": number, "option": option}))
                answered, sent_at, ws_sent_at = number, start, start
                continue
            response = await http.post("/api/seat/answer", headers=headers, json={"decision": number, "option": option})
            totals.answer_ms.append((time.perf_counter() - start) * 1000)
            if response.status_code != 200:
                totals.errors.append(f"answer refused: {response.status_code} {response.text[:200]}")
                return
            answered, sent_at = number, start
    totals.errors.append("the game did not end within the decision bound")


async def run(games: int, bot: str, time_limit: float, port: int, over_ws: bool) -> Totals:
    base = f"http://127.0.0.1:{port}"
    totals = Totals()
    # Idle connections expire on the client before the server's keep-alive timeout closes them.
    limits = httpx.Limits(max_connections=games + 10, max_keepalive_connections=games + 10, keepalive_expiry=4)
    async with httpx.AsyncClient(base_url=base, timeout=60, limits=limits) as http:
        created = []
        for k in range(games):
            # A practice table: the same seeds every run, so runs compare.
            body = {"seats": [{"name": "ann"}, {"name": "bob", "bot": bot}], "practice": True, "seed": 1000 + k}
            response = await http.post("/api/games", json=body)
            response.raise_for_status()
            created.append(response.json())
        tokens = [next(s["token"] for s in c["seats"] if s["token"]) for c in created]
        deadline = time.monotonic() + time_limit
        await asyncio.gather(
            *(
                play_one(http, f"ws://127.0.0.1:{port}/api/seat/ws", tok, k, totals, deadline, over_ws)
                for k, tok in enumerate(tokens)
            )
        )
        for tok in tokens:  # every game is over as far as the API is concerned
            state = (await http.get("/api/seat", headers={"authorization": f"Bearer {tok}"})).json()
            if state["view"]["result"] is None:
                totals.errors.append("a game is not over after its client finished")
    return totals


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=50, help="concurrent games (default 50)")
    parser.add_argument("--bot", default="random", help="the server-side bot in seat 2 (default random)")
    parser.add_argument(
        "--answers", choices=("ws", "post"), default="ws", help="how the client answers (default ws, as the table does)"
    )
    parser.add_argument("--time-limit", type=float, default=600, help="seconds before giving up (default 600)")
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")
    args = parser.parse_args(argv)
    if not 1 <= args.games <= 500:
        parser.error("--games must be between 1 and 500")
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "games.sqlite3"
        port = free_port()
        server = subprocess.Popen(
            [
                *(sys.executable, "-m", "innovation", "serve", "--port", str(port), "--db", str(db)),
                *("--bot-delay", "0", "--log-level", "warning"),
                # One client plays every game here: lift the per-client limits meant for the internet.
                *("--games-per-client", "1000", "--new-games-per-minute", "100000"),
                *("--max-connections-per-client", "0"),
            ],
            cwd=ROOT,
        )
        try:
            for _ in range(300):
                try:
                    if httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=1).status_code == 200:
                        break
                except httpx.HTTPError:
                    time.sleep(0.1)
            else:
                print("the server did not start", file=sys.stderr)
                return 2
            start = time.perf_counter()
            cpu_before = cpu_seconds(server.pid)
            totals = asyncio.run(run(args.games, args.bot, args.time_limit, port, args.answers == "ws"))
            server_cpu = cpu_seconds(server.pid) - cpu_before
            wall = time.perf_counter() - start
        finally:
            server.terminate()
            server.wait(timeout=30)
        with sqlite3.connect(db) as conn:
            stored, over = conn.execute("SELECT COUNT(*), SUM(over) FROM games").fetchone()
            saves = [str(r[0]) for r in conn.execute("SELECT save FROM games WHERE over = 1")]
    # The engine's CPU is measured after the run, when the load of a shared machine may differ:
    # the fastest of three replays (the least flattering denominator for the ratio).
    replays = [engine_cpu_seconds(saves) for _ in range(3)]
    engine_cpu, library_cpu, replayed = min(r[0] for r in replays), min(r[1] for r in replays), replays[0][2]
    lost = args.games - int(over or 0)
    summary = {
        "games": args.games,
        "finished": totals.finished,
        "stored": stored,
        "stored_over": int(over or 0),
        "lost": lost,
        "errors": len(totals.errors),
        "decisions": totals.decisions,
        "wall_s": round(wall, 2),
        "decisions_per_s": round(totals.decisions / wall, 1),
        "client_answers": len(totals.answer_ms),
        "answer_ms": {
            q: round(percentile(totals.answer_ms, p), 1) for q, p in (("p50", 0.5), ("p95", 0.95), ("p99", 0.99))
        },
        "answer_to_push_ms": {
            q: round(percentile(totals.push_ms, p), 1) for q, p in (("p50", 0.5), ("p95", 0.95), ("p99", 0.99))
        },
        "answer_ms_mean": round(statistics.fmean(totals.answer_ms), 1) if totals.answer_ms else None,
        # The server's CPU (its process: HTTP, WebSocket, views, saves, database, bots' choices
        # and the engine) per decision, beside the engine's own CPU for the same games' answers.
        "server_cpu_us_per_decision": round(server_cpu / max(1, totals.decisions) * 1e6, 1),
        "engine_cpu_us_per_decision": round(engine_cpu / max(1, replayed) * 1e6, 1),
        "library_cpu_us_per_decision": round(library_cpu / max(1, replayed) * 1e6, 1),
        "server_to_engine_ratio": round(
            server_cpu / max(1, totals.decisions) / max(1e-9, engine_cpu / max(1, replayed)), 1
        ),
    }
    if args.json:
        print(json.dumps(summary))
    else:
        print(
            f"{summary['finished']}/{args.games} games finished, {lost} lost, {len(totals.errors)} errors; "
            f"{totals.decisions} decisions in {wall:.1f} s = {summary['decisions_per_s']} decisions/s"
        )
        print(f"client answers: {len(totals.answer_ms)}; answer round trip ms {summary['answer_ms']}")
        print(f"answer → next push ms {summary['answer_to_push_ms']}")
        print(
            f"CPU per decision: server {summary['server_cpu_us_per_decision']} µs, engine "
            f"{summary['engine_cpu_us_per_decision']} µs: "
            f"the server costs {summary['server_to_engine_ratio']}× the engine "
            f"(the library's answer + one view + a save per {SAVE_EVERY} answers: "
            f"{summary['library_cpu_us_per_decision']} µs)"
        )
    for error in totals.errors[:10]:
        print("error:", error, file=sys.stderr)
    return 0 if not totals.errors and lost == 0 and totals.finished == args.games else 1


if __name__ == "__main__":
    sys.exit(main())
