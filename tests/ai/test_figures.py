"""Games with Figures in the Sky (karmas, figures, decrees; the set is still refused as unfinished,
so these build it as its card tests do): the bots play them to the end, and the environments'
API checkers pass with it."""

from __future__ import annotations

import warnings

from tests.requirements import require

np = require("numpy", "the ai extra: pip install '.[ai]'")

from innovation import Game, GameConfig  # noqa: E402
from innovation.bots.agents import make_agent, play  # noqa: E402
from innovation.testing import unfinished_sets  # noqa: E402


def test_the_bots_play_figures_games_to_the_end() -> None:
    """Random, heuristic and ISMCTS (a small search) seats finish seeded Figures games with a
    result, and the Inspire or Decree action is taken in some of them."""
    played = 0
    for kind, seeds in (("random", range(3)), ("heuristic", range(2)), ("ismcts:iterations=6:worlds=3", range(1))):
        for seed in seeds:
            with unfinished_sets():
                game = Game.new(GameConfig(players=("ann", "bob"), seed=seed, expansions=("figures",), max_turns=80))
                result = play(game, [make_agent(kind, seed), make_agent(kind, seed + 1)])
            assert result.winners or result.reason, (kind, seed)
            taken = {answer.split(" ")[0] for _, answer in game.history}
            played += bool({"inspire", "decree"} & taken)
    assert played  # the figures' own actions were taken, not only offered


def test_pettingzoo_api_test_with_figures() -> None:
    require("pettingzoo", "the ai extra: pip install '.[ai]'")
    from pettingzoo.test import api_test

    from innovation.ai import pettingzoo as ipz

    with unfinished_sets(), warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)  # PettingZoo warns about dict observations (masks)
        api_test(ipz.env(players=2, expansions=("figures",)), num_cycles=300)
        api_test(ipz.env(players=3, expansions=("figures", "echoes"), observation="planes"), num_cycles=150)
