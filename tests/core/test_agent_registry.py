"""The agent registry: built-in bots and bots installed through the ``innovation.agents`` group."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest

from innovation import Game, GameConfig, play
from innovation.bots.agents import AgentKind, HeuristicAgent, RandomAgent, agent_kinds, make_agent
from innovation.errors import ConfigError


def test_builtin_agents_are_registered_with_descriptions() -> None:
    kinds = agent_kinds()
    assert {"heuristic", "random"} <= set(kinds)
    assert all(k.description for k in kinds.values())
    assert isinstance(make_agent("heuristic", 3), HeuristicAgent)
    assert isinstance(make_agent(" Random ", 3), RandomAgent)


def test_unknown_agent_names_the_known_ones() -> None:
    with pytest.raises(ConfigError, match=r"unknown agent 'clever' \(known: .*heuristic.*random"):
        make_agent("clever")


def test_an_installed_bot_is_found_by_its_entry_point(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "lazy_bot.py").write_text(
        "from innovation.bots.agents import AgentKind\n"
        "class LastOption:\n"
        '    """Always answers with the last option."""\n'
        "    def __init__(self, seed: int) -> None:\n"
        "        self.seed = seed\n"
        "    def choose(self, game, decision):\n"
        "        return decision.options[-1]\n"
        'KIND = AgentKind("ignored", "Picks the first option.", lambda seed: FirstOption())\n'
        "class FirstOption:\n"
        "    def choose(self, game, decision):\n"
        "        return decision.options[0]\n"
    )
    dist = tmp_path / "lazy_bot-0.1.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: lazy-bot\nVersion: 0.1\n")
    (dist / "entry_points.txt").write_text(
        "[innovation.agents]\nlast = lazy_bot:LastOption\nfirst = lazy_bot:KIND\nrandom = lazy_bot:LastOption\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    importlib.invalidate_caches()
    agent_kinds.cache_clear()
    try:
        kinds = agent_kinds()
        assert kinds["last"].description == "Always answers with the last option."
        assert kinds["first"] == AgentKind("first", "Picks the first option.", kinds["first"].factory)
        assert kinds["random"].factory is RandomAgent  # a built-in name is not taken over
        game = Game.new(GameConfig(players=("ann", "bob"), seed=2))
        result = play(game, [make_agent("last", 1), make_agent("first", 2)])
        assert result.winners
    finally:
        agent_kinds.cache_clear()
        sys.modules.pop("lazy_bot", None)
