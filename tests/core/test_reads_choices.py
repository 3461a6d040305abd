"""``Game.set_reads_choices``: a player who answers from ``options`` alone gets the same decisions
without their ``choices`` (the engine skips wording them) — the same games, answer for answer,
whether the answer re-runs its segment or resumes a worker; a switch that takes hostile input,
and a call at the wrong moment, changes nothing."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import msgspec
import pytest

from innovation import Decision, Game, GameConfig, RandomAgent, play
from innovation.errors import ConfigError, GameBusyError
from innovation.rules.hookspecs import hookimpl
from innovation.running import resume
from innovation_soak.faults import PLAY_HOOKS, FaultPlugin

CONFIGS = [
    GameConfig(players=("ann", "bob"), seed=31),
    GameConfig(players=("ann", "bob"), seed=32, expansions=("artifacts", "echoes")),
    GameConfig(players=("ann", "bob", "cat"), seed=33, expansions=("echoes",)),
    GameConfig(players=("ann", "bob", "cat", "dan"), seed=34, expansions=("artifacts",), teams=True),
]
CONFIG_IDS = ["base", "all sets", "3p echoes", "2v2 artifacts"]


@pytest.fixture(autouse=True, params=["re-run", "greenlet"])
def backend(request: pytest.FixtureRequest) -> Iterator[str]:
    """Both ways an answer goes on: re-running its segment, or resuming a parked worker."""
    if request.param == "greenlet" and not resume.HAVE_GREENLET:
        pytest.skip("greenlet is not installed")
    resume.set_parked_limit(resume.SUGGESTED_PARKED_LIMIT if request.param == "greenlet" else 0)
    yield request.param
    resume.set_parked_limit(resume.DEFAULT_PARKED_LIMIT)


def _bare(decision: Decision) -> Decision:
    return msgspec.structs.replace(decision, choices=())


def _picture(game: Game) -> tuple[Any, ...]:
    return game.to_json(), game.pending, list(game.history), list(game.events)


def _play(config: GameConfig, bare: set[str], seed: int = 3, toggle_every: int = 0) -> tuple[list[Decision], str]:
    """Random answers through ``answer()``; ``bare``: the players set to read no choices first;
    ``toggle_every``: flip a player's setting every that many answers. Every decision seen, and
    the final save."""
    game = Game.new(config)
    for player in bare:
        game.set_reads_choices(player, False)
    rng, flips = random.Random(seed), random.Random(seed + 1)
    seen: list[Decision] = []
    while (d := game.pending) is not None:
        seen.append(d)
        if toggle_every and len(seen) % toggle_every == 0:
            flipped = flips.choice(game.players)
            game.set_reads_choices(flipped, not game.reads_choices(flipped))
            d = game.pending
            assert d is not None and _bare(d) == _bare(seen[-1])  # the same decision, worded or not
            seen[-1] = d
        game.answer(d.player, rng.choice(d.options), d.number)
    return seen, game.to_json()


@pytest.mark.parametrize("config", CONFIGS, ids=CONFIG_IDS)
def test_players_reading_no_choices_play_the_same_game_with_bare_decisions(config: GameConfig) -> None:
    worded, save = _play(config, set())
    assert all(len(d.choices) == len(d.options) for d in worded)
    for bare in ({config.seating[0]}, set(config.seating)):
        seen, bare_save = _play(config, bare)
        assert bare_save == save
        assert [_bare(d) for d in seen] == [_bare(d) for d in worded]
        for d, w in zip(seen, worded, strict=True):
            assert d == (_bare(w) if d.player in bare else w)


@pytest.mark.parametrize("config", CONFIGS[:2], ids=CONFIG_IDS[:2])
def test_switching_in_the_middle_of_a_game_changes_only_the_wording(config: GameConfig) -> None:
    worded, save = _play(config, set())
    seen, toggled_save = _play(config, set(), toggle_every=3)
    assert toggled_save == save
    assert [_bare(d) for d in seen] == [_bare(d) for d in worded]
    assert any(not d.choices for d in seen) and any(d.choices for d in seen)
    assert all(d == w or d == _bare(w) for d, w in zip(seen, worded, strict=True))


def test_the_pending_decision_is_worded_again_when_its_player_reads_choices_again() -> None:
    game = Game.new(CONFIGS[1])
    rng = random.Random(4)
    for _ in range(40):  # into the game, where a worker is parked (when resuming is on)
        d = game.pending
        assert d is not None
        game.answer(d.player, rng.choice(d.options))
    worded = game.pending
    assert worded is not None and worded.choices
    game.set_reads_choices(worded.player, False)
    assert game.pending == _bare(worded) and not game.reads_choices(worded.player)
    game.set_reads_choices(worded.player, True)
    assert game.pending == worded and game.reads_choices(worded.player)
    other = next(p for p in game.players if p != worded.player)
    game.set_reads_choices(other, False)  # not the pending decision's player: it stays worded
    assert game.pending == worded


def test_the_view_of_a_player_reading_no_choices_has_the_bare_decision() -> None:
    game = Game.new(CONFIGS[0])
    d = game.pending
    assert d is not None
    game.set_reads_choices(d.player, False)
    view = game.view(d.player)
    assert view.decision == _bare(d) and not view.decision.choices


@pytest.mark.parametrize(
    "player, reads",
    [
        ("zed", False),  # not seated
        ("", False),
        (None, False),
        (1, False),
        (["ann"], False),
        (type("Sly", (str,), {"__eq__": lambda self, other: True, "__hash__": str.__hash__})("x"), False),
        ("ann", 0),  # not a bool
        ("ann", 1),
        ("ann", "False"),
        ("ann", None),
    ],
)
def test_hostile_input_is_refused_and_changes_nothing(player: Any, reads: Any) -> None:
    game = Game.new(CONFIGS[0])
    game.set_reads_choices("bob", False)
    before = _picture(game), [game.reads_choices(p) for p in game.players]
    with pytest.raises(ConfigError, match="set_reads_choices needs"):
        game.set_reads_choices(player, reads)
    assert (_picture(game), [game.reads_choices(p) for p in game.players]) == before


def test_a_call_from_inside_a_running_answer_is_refused() -> None:
    class Meddling(RandomAgent):
        reads_choices = True

        def choose(self, game: Game, decision: Decision) -> str:
            if decision.number == 12:
                game.set_reads_choices(decision.player, False)
            return super().choose(game, decision)

    game = Game.new(CONFIGS[0])
    with pytest.raises(GameBusyError):
        play(game, [Meddling(1), Meddling(2)])
    asked = game.pending
    assert asked is not None and asked.number == 12 and asked.choices  # paused where it was asked
    assert all(game.reads_choices(p) for p in game.players)

    class CallingBack:
        PLUGIN_NAME = "calls_back"
        game: Game | None = None
        refused = 0

        @hookimpl
        def innovation_on_draw(self) -> None:
            if self.game is not None:
                with pytest.raises(GameBusyError):
                    self.game.set_reads_choices("ann", False)
                self.refused += 1

    plugin = CallingBack()
    config = GameConfig(players=("ann", "bob"), seed=5, plugins=[plugin])
    game = Game.new(config)
    plugin.game = game
    rng = random.Random(2)
    while plugin.refused == 0 and (d := game.pending) is not None:
        game.answer(d.player, rng.choice(d.options))
    assert plugin.refused and game.reads_choices("ann")


def test_a_failure_while_the_decision_is_worded_again_changes_nothing() -> None:
    plugin = FaultPlugin()
    config = GameConfig(players=("ann", "bob"), seed=21, expansions=("artifacts", "echoes"), plugins=[plugin])
    game = Game.new(config)
    rng = random.Random(6)
    failed = 0
    for _ in range(120):
        d = game.pending
        if d is None:
            break
        before = _picture(game)
        exc = RuntimeError("a plugin bug")
        plugin.arm(rng.choice(PLAY_HOOKS), exc)
        try:
            game.set_reads_choices(d.player, False)  # the segment runs again to word the decision
        except RuntimeError as raised:
            assert raised is exc
            assert _picture(game) == before and game.reads_choices(d.player)
            failed += 1
        finally:
            plugin.disarm()
        game.set_reads_choices(d.player, True)
        assert game.pending == d
        game.answer(d.player, rng.choice(d.options))
    assert failed > 5


def test_copies_keep_the_setting_and_saves_do_not_hold_it() -> None:
    game = Game.new(CONFIGS[1])
    d = game.pending
    assert d is not None
    game.set_reads_choices(d.player, False)
    twin = game.copy()
    assert not twin.reads_choices(d.player) and twin.pending == _bare(d)
    twin.answer(d.player, d.options[0])
    game.answer(d.player, d.options[0])
    assert twin.to_json() == game.to_json()
    loaded = Game.from_json(game.to_json())
    assert all(loaded.reads_choices(p) for p in loaded.players)
    assert loaded.pending is not None and len(loaded.pending.choices) == len(loaded.pending.options)


def test_play_hands_its_agents_what_they_read_and_keeps_the_games_setting() -> None:
    asked: list[Decision] = []

    class Reading(RandomAgent):
        reads_choices = True

        def choose(self, game: Game, decision: Decision) -> str:
            asked.append(decision)
            if decision.number == 30:
                raise RuntimeError("the agent fails")
            return super().choose(game, decision)

    game = Game.new(CONFIGS[0])
    game.set_reads_choices("ann", False)
    with pytest.raises(RuntimeError):
        play(game, [Reading(1), Reading(2)])
    assert asked and all(d.choices for d in asked)  # play()'s agents say what they read
    assert not game.reads_choices("ann") and game.reads_choices("bob")
    paused = game.pending
    assert paused is not None and paused.number == 30
    # Left paused at the decision as the agent was handed it; asking again words it as set.
    game.set_reads_choices(paused.player, game.reads_choices(paused.player))
    assert game.pending == (_bare(paused) if paused.player == "ann" else paused)


def test_a_decision_left_bare_by_a_failing_bot_in_play_is_worded_again_on_request() -> None:
    class FailingBot(RandomAgent):  # reads no choices, as RandomAgent says
        def choose(self, game: Game, decision: Decision) -> str:
            if decision.number == 25:
                raise RuntimeError("the bot fails")
            return super().choose(game, decision)

    game = Game.new(CONFIGS[1])
    with pytest.raises(RuntimeError):
        play(game, [FailingBot(1), FailingBot(2)])
    paused = game.pending
    assert paused is not None and paused.number == 25 and not paused.choices
    assert game.reads_choices(paused.player)  # the game's own setting never changed
    game.set_reads_choices(paused.player, True)
    worded = game.pending
    assert worded is not None and _bare(worded) == paused and len(worded.choices) == len(worded.options)
    twin = Game.new(CONFIGS[1])  # the same answers through answer(): the same decision, worded
    for player, option in game.history:
        twin.answer(player, option)
    assert twin.pending == worded
