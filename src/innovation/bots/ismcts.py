"""Information-set Monte Carlo tree search: ``--agents ismcts``.

Single-observer ISMCTS (Cowling, Powley & Whitehouse 2012) over the turn actions of every player:

* **Determinise, never peek.** Each iteration plays in a *world*: a full game state rebuilt from
  ``game.view(player)`` alone, every card the player cannot see dealt at random from the cards
  they have not seen (keeping its set and age), the random generator re-seeded
  (:func:`innovation.bots.agents.determinize`). A pool of worlds is dealt per decision and reused.
* **A heuristic prior at the root.** Each turn action is first valued as the heuristic bot values
  it (played to its end in ``prior_worlds`` worlds, then the heuristic's evaluation); only the
  best ``candidates`` are searched, so the budget is not spread uniformly over a dozen actions,
  and an achievement is taken at once, as the heuristic does.
* **One tree per decision, shared by the worlds**, ``tree`` levels deep (1: the root's
  candidates only). A node is a sequence of turn actions; an edge is an action string. In a world
  where an edge is not legal (an opponent's hand differs) it is skipped, and the selection uses
  availability counts (UCB with ``ln(available)``); a node with ``n`` visits may have at most
  ``1 + widen * n ** 0.5`` children, each new one the rollout policy's pick.
* **Policy rollouts, truncated, then an evaluation.** Below the tree, turn actions of every
  player are played by the heuristic's own one-action policy in the world (probability
  ``greedy``; otherwise at random) for at most ``depth`` actions from the root in all; questions
  inside an effect are answered by the heuristic's quick rules
  (:func:`innovation.bots.agents.quick_choice`). Since the opponent the bot meets most is that
  heuristic, the rollouts predict its replies. The position reached is scored by the heuristic's
  evaluation, squashed to [0, 1] per player; a finished game scores 1 for a winner, 0 for a
  loser, ½ for nobody.
* **The choice:** the most visited candidate, ties broken by the mean value, then the prior.
* **Budget per decision:** ``time`` seconds of CPU time of the calling thread
  (``time.thread_time``), or exactly ``iterations`` iterations when ``iterations`` is set
  (reproducible play, independent of the machine's speed).

Questions that are not turn actions (which card to return, whether to splay …) are answered by
the heuristic's rules: they come up mid-effect, where a world cannot be rebuilt from the view.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from innovation.bots.agents import (
    AgentKind,
    AgentParam,
    HeuristicAgent,
    _Seat,
    _seat_from_view,
    determinize,
    quick_choice,
)
from innovation.errors import InnovationError
from innovation.game import Game
from innovation.protocol.decisions import Decision
from innovation.rules.board import GameOver
from innovation.rules.state import GameState, Result
from innovation.rules.turn import Engine

if TYPE_CHECKING:
    from innovation.options import OptionValue
    from innovation.protocol.view import GameView
    from innovation.rules.plugins import Rules


class _Node:
    """Statistics of one action sequence. ``value`` sums the rewards of the player who chose the
    action leading here; ``available`` counts the iterations in which that action was legal."""

    __slots__ = ("available", "children", "value", "visits")

    def __init__(self) -> None:
        self.children: dict[str, _Node] = {}
        self.visits = 0
        self.value = 0.0
        self.available = 0


class IsmctsAgent:
    """Information-set MCTS: searches determinised copies of the game, never its hidden cards."""

    #: Reads the options themselves (turn actions' documented forms), not ``Decision.choices``.
    reads_choices = False

    def __init__(
        self,
        seed: int = 0,
        time: float = 0.15,
        iterations: int = 0,
        depth: int = 4,
        exploration: float = 0.7,
        worlds: int = 24,
        widen: float = 2.0,
        scale: float = 120.0,
        candidates: int = 3,
        tree: int = 1,
        greedy: float = 1.0,
        prior_worlds: int = 2,
        paired: int = 1,
        margin: float = 0.0,
    ) -> None:
        self._random = random.Random(seed)
        self.time = time
        self.iterations = iterations
        self.depth = max(1, depth)
        self.exploration = exploration
        self.worlds = max(1, worlds)
        self.widen = widen
        self.scale = scale
        self.candidates = max(1, candidates)
        self.tree = max(1, tree)
        self.greedy = greedy
        self.prior_worlds = max(1, prior_worlds)
        self.paired = bool(paired)
        self.margin = margin
        self._evaluator = HeuristicAgent(seed)
        #: Iterations run by the last search (for tests and benchmarks).
        self.last_iterations = 0
        #: The root's statistics after the last search: action -> (visits, mean value).
        self.last_root: dict[str, tuple[int, float]] = {}

    # ------------------------------------------------------------------ entry point
    def choose(self, game: Game, decision: Decision) -> str:
        self.last_iterations, self.last_root = 0, {}  # statistics of this decision only
        options = decision.options
        if len(options) == 1:
            return options[0]
        view = game.view(decision.player)
        if decision.kind == "action" and view.phase == "turn":
            try:
                return self.search(game, view, decision)
            except InnovationError:
                pass  # a world the rules cannot play (a card not implemented): answer by rule
        return quick_choice(game.rules, decision, _seat_from_view(view), self._random, view)

    # ------------------------------------------------------------------ search
    def search(self, game: Game, view: GameView, decision: Decision) -> str:
        """The most visited root candidate after the budget is spent (ties: the best mean)."""
        start = time.thread_time()
        self.last_iterations, self.last_root = 0, {}
        options = decision.options
        achieves = [o for o in options if o.startswith("achieve ")]
        if achieves:  # an achievement is never worth giving up: take the highest, as the heuristic does
            return max(achieves, key=lambda o: int(o.split()[1]) if o.split()[1].isdigit() else 0)
        me = [p.name for p in view.players].index(decision.player)
        pool = [determinize(game, view, self._random) for _ in range(self.prior_worlds)]
        rules, rule_options = game.rules, game.config.options
        prior = {
            o: sum(self._evaluator.action_value(rules, rule_options, w, o, me) for w in pool) / len(pool)
            + self._random.random() * 1e-6
            for o in options
        }
        ranked = sorted(options, key=prior.__getitem__, reverse=True)
        candidates = ranked[: self.candidates]
        root = _Node()
        for option in candidates:
            root.children[option] = _Node()
        n = 0
        if len(candidates) > 1:
            while True:
                if self.iterations:
                    if n >= self.iterations:
                        break
                elif n and time.thread_time() - start >= self.time:
                    break
                # Paired: round r plays every candidate in world r, so they are compared on the
                # same hidden cards (common random numbers: far less noise per iteration).
                k = n // len(candidates) if self.paired else n
                if k >= len(pool) and len(pool) < self.worlds:
                    pool.append(determinize(game, view, self._random))
                world = pool[k % len(pool)]
                self._iterate(game, root, world, candidates, candidates[n % len(candidates)] if self.paired else None)
                n += 1
        self.last_iterations = n
        stats = root.children
        self.last_root = {o: (c.visits, c.value / c.visits if c.visits else 0.0) for o, c in stats.items()}
        if self.paired:
            best = max(candidates, key=lambda o: (self.last_root[o][1], prior[o]))
            # Inconclusive (within ``margin`` of the heuristic's own pick): keep the heuristic's pick.
            if self.last_root[best][1] - self.last_root[candidates[0]][1] <= self.margin:
                return candidates[0]
            return best
        return max(candidates, key=lambda o: (stats[o].visits, self.last_root[o][1], prior[o]))

    def _iterate(
        self, game: Game, root: _Node, world: GameState, candidates: Sequence[str], forced: str | None = None
    ) -> None:
        """One iteration in ``world``: down the tree (at the root: ``forced``, or by UCB), then the
        rollout, then the evaluation backed up the path."""
        rules = game.rules
        options = game.config.options
        state = world.clone()
        seats = {p.name: i for i, p in enumerate(state.players)}
        rnd = self._random
        path: list[tuple[_Node, int]] = []
        node: _Node | None = root

        def answer(d: Decision) -> str:
            nonlocal node
            q = seats[d.player]
            if d.kind == "action":
                if node is root:
                    if forced is not None and forced in d.options:
                        child, option = root.children[forced], forced
                    else:
                        child, option = self._select_root(root, [o for o in candidates if o in d.options])
                    path.append((child, q))
                    node = child if self.tree > 1 else None
                    return option
                if node is not None:
                    child, option, expanded = self._select(node, d.options, state, q, rules, options)
                    path.append((child, q))
                    node = None if expanded or len(path) >= self.tree else child
                    return option
                return self._rollout_action(d.options, state, q, rules, options)
            pl = state.players[q]
            return quick_choice(rules, d, _Seat(pl.hand, pl.score, pl.piles, pl.splays), rnd, None)

        values: list[float] | None = None
        nobody = frozenset(p.name for p in state.players)  # no choices are built in a world
        engine = Engine(rules, state, [], [], answer, None, options)
        for _ in range(self.depth):
            engine = Engine(rules, state, [], [], answer, None, options)
            engine.bare = nobody
            try:
                engine.run_segment()
            except GameOver as over:
                values = _terminal_values(over.result, [p.name for p in state.players])
                break
        if values is None:
            values = self._leaf_values(engine)
        root.visits += 1
        for child, mover in path:
            child.visits += 1
            child.value += values[mover]

    def _select_root(self, root: _Node, legal: Sequence[str]) -> tuple[_Node, str]:
        """UCB1 among the root's candidates (legal in every world: they are the searcher's own
        actions, which the view shows in full); an untried one first, in prior order."""
        children = root.children
        c = self.exploration
        log_n = math.log(max(1, root.visits))
        best, best_score = legal[0], -math.inf
        for option in legal:
            child = children[option]
            if not child.visits:
                return child, option
            score = child.value / child.visits + c * math.sqrt(log_n / child.visits)
            if score > best_score:
                best, best_score = option, score
        return children[best], best

    def _select(
        self,
        node: _Node,
        options: Sequence[str],
        state: GameState,
        q: int,
        rules: Rules,
        rule_options: Mapping[str, OptionValue],
    ) -> tuple[_Node, str, bool]:
        """The child to follow among ``options`` (the actions legal in this world), creating one
        if widening allows or no legal child exists yet (the rollout policy's pick among the
        untried actions)."""
        children = node.children
        legal: list[str] = []
        untried: list[str] = []
        for option in options:
            child = children.get(option)
            if child is None:
                untried.append(option)
            else:
                child.available += 1
                legal.append(option)
        limit = 1 + self.widen * math.sqrt(node.visits)
        if untried and (not legal or len(children) < limit):
            option = self._rollout_action(untried, state, q, rules, rule_options)
            child = children[option] = _Node()
            child.available = 1
            return child, option, True
        c = self.exploration
        best, best_score = legal[0], -math.inf
        for option in legal:
            child = children[option]
            score = child.value / child.visits + c * math.sqrt(math.log(child.available) / child.visits)
            if score > best_score:
                best, best_score = option, score
        return children[best], best, False

    def _rollout_action(
        self,
        options: Sequence[str],
        state: GameState,
        q: int,
        rules: Rules,
        rule_options: Mapping[str, OptionValue],
    ) -> str:
        """The rollout policy: the highest achievement; otherwise, with probability ``greedy``,
        the action with the best one-action value for the mover in this world (the heuristic's
        choice, seeing the world's cards), else a random action."""
        achieves = [o for o in options if o.startswith("achieve ")]
        if achieves:
            return achieves[-1]
        if len(options) == 1 or self._random.random() >= self.greedy:
            return self._random.choice(options)
        value = self._evaluator.action_value
        return max(options, key=lambda o: value(rules, rule_options, state, o, q) + self._random.random() * 1e-6)

    def _leaf_values(self, engine: Engine) -> list[float]:
        scale = self.scale
        return [1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x / scale)))) for x in self._evaluator.evaluate_all(engine)]


def _terminal_values(result: Result, names: list[str]) -> list[float]:
    if not result.winners:
        return [0.5] * len(names)
    return [1.0 if name in result.winners else 0.0 for name in names]


#: The registry entry (``innovation.agents`` entry point ``ismcts``): ``ismcts``, ``ismcts:time=0.5``,
#: ``ismcts:iterations=9`` …
ISMCTS = AgentKind(
    "ismcts",
    "Information-set MCTS: searches determinised copies of the game (budget: time=CPU seconds per decision).",
    IsmctsAgent,
    (
        AgentParam("time", float, 0.15, 0.0, 60.0, "CPU seconds per decision (used when iterations is 0)"),
        AgentParam("iterations", int, 0, 0, 1_000_000, "iterations per decision (0: spend the time budget)"),
        AgentParam("depth", int, 4, 1, 64, "turn actions played from the root before the evaluation"),
        AgentParam("exploration", float, 0.7, 0.0, 10.0, "UCB exploration constant"),
        AgentParam("worlds", int, 24, 1, 10_000, "determinisations dealt per decision"),
        AgentParam("widen", float, 2.0, 0.0, 100.0, "progressive widening: children ≤ 1 + widen·√visits"),
        AgentParam("scale", float, 120.0, 1.0, 100_000.0, "evaluation points per unit of the logistic"),
        AgentParam("candidates", int, 3, 1, 1_000, "root actions searched: the best by the heuristic's prior"),
        AgentParam("tree", int, 1, 1, 64, "levels of the search tree (1: the root's candidates only)"),
        AgentParam("greedy", float, 1.0, 0.0, 1.0, "probability a rollout action is the heuristic's (else random)"),
        AgentParam("prior_worlds", int, 2, 1, 1_000, "worlds the root's prior is measured in"),
        AgentParam("paired", int, 1, 0, 1, "1: every candidate in each world in turn, chosen by mean (0: UCB)"),
        AgentParam(
            "margin", float, 0.0, 0.0, 1.0, "paired: keep the prior's best unless another mean beats it by more"
        ),
    ),
)
