"""Observations: a fixed-length numeric encoding of one player's view, and nothing more."""

from __future__ import annotations

import itertools

import msgspec
import pytest

from tests.requirements import require

np = require("numpy", "the ai extra: pip install '.[ai]'")

from innovation import Game, GameConfig  # noqa: E402
from innovation.ai.observation import OBSERVATION_LAYOUT, OBSERVATION_SIZE, encode_view  # noqa: E402
from innovation.rules.plugins import BASE, discover, edition_plays  # noqa: E402
from tests.ai.twins import hidden_twin, positions  # noqa: E402

#: The 3rd edition's sets (a 4th-edition-only set, The Unseen, is played by tests/ai/test_fourth.py).
EXPANSIONS = sorted(n for n in discover() if n != BASE and edition_plays("third", (n,)))
COMBOS = [c for k in range(len(EXPANSIONS) + 1) for c in itertools.combinations(EXPANSIONS, k)]


def implemented(expansions: tuple[str, ...]) -> bool:
    try:
        Game.new(GameConfig(players=("a", "b"), expansions=expansions))
    except Exception:
        return False
    return True


@pytest.mark.parametrize("expansions", COMBOS, ids=lambda c: "+".join(c) or "base")
def test_hidden_information_does_not_change_the_observation(expansions: tuple[str, ...]) -> None:
    if not implemented(expansions):
        pytest.skip(f"{expansions} not implemented yet")
    changed = 0
    for seed in range(3):
        players = ("p0", "p1", "p2")[: 2 + seed % 2]
        game = Game.new(GameConfig(players=players, seed=seed, expansions=expansions, relics="artifacts" in expansions))
        for k, position in enumerate(positions(game, seed, 12)[2::3]):
            viewer = position.players[k % len(players)]
            twin = hidden_twin(position, viewer, seed * 100 + k)
            assert msgspec.json.encode(twin.view(viewer)) == msgspec.json.encode(position.view(viewer))
            if twin.state != position.state:
                changed += 1
            for name in players:
                same = np.array_equal(encode_view(twin.view(name)), encode_view(position.view(name)))
                if name == viewer:
                    assert same, "hidden cards changed the observation"
    assert changed >= 3, "the twins never differed: the test proves nothing"


def test_observations_are_fixed_length_finite_and_bounded() -> None:
    game = Game.new(GameConfig(players=("a", "b", "c", "d"), seed=3, expansions=("artifacts", "echoes"), teams=True))
    for position in positions(game, 1, 30)[::5]:
        for name in position.players:
            obs = encode_view(position.view(name), teams=True)
            assert obs.shape == (OBSERVATION_SIZE,) and obs.dtype == np.float32
            assert np.isfinite(obs).all() and (obs >= 0).all()
            out = np.full(OBSERVATION_SIZE, 7.0, dtype=np.float32)
            assert encode_view(position.view(name), teams=True, out=out) is out
            assert np.array_equal(out, obs)


def test_the_layout_tiles_the_vector() -> None:
    start = 0
    for part in OBSERVATION_LAYOUT:
        assert part.start == start and part.size > 0 and part.meaning
        start += part.size
    assert start == OBSERVATION_SIZE
    assert len({p.name for p in OBSERVATION_LAYOUT}) == len(OBSERVATION_LAYOUT)


def test_what_the_viewer_sees_is_there() -> None:
    from innovation.ai.actions import card_slot

    parts = {p.name: p for p in OBSERVATION_LAYOUT}
    game = Game.new(GameConfig(players=("a", "b"), seed=5))
    view = game.view("a")
    obs = encode_view(view)
    for card in view.players[0].hand:
        assert card.id is not None
        slot = card_slot(card.id)
        assert slot is not None
        assert obs[parts["cards_my_hand"].start + slot] == 1
    # b's hand shows only its backs: two base 1s
    backs = parts["seat1_backs_hand"]
    assert obs[backs.start + 0] == pytest.approx(0.4)
    assert obs[backs.start : backs.start + backs.size].sum() == pytest.approx(0.4)
    assert obs[parts["cards_my_hand"].start : parts["cards_my_hand"].start + 1024].sum() == 2
