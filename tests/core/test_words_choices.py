"""``Game.set_words_choices``: a player who reads only the choices' fields (the AI environments)
gets the same decisions with every label empty — the same games, answer for answer and event for
event, whether the answer re-runs its segment or resumes a worker, in every edition and with
every set (a dogma's choice of a far opponent's card, the distance rule, too); a switch that
takes hostile input, or is called at the wrong moment, changes nothing."""

from __future__ import annotations

import pickle
import random
from collections.abc import Iterator
from typing import Any

import msgspec
import pytest

from innovation import Decision, Game, GameConfig
from innovation.errors import ConfigError, GameBusyError
from innovation.rules.hookspecs import hookimpl
from innovation.running import resume
from innovation_soak.faults import PLAY_HOOKS, FaultPlugin

ALL_3E = ("artifacts", "cities", "echoes")
CONFIGS = [
    GameConfig(players=("ann", "bob"), seed=41),
    GameConfig(players=("ann", "bob", "cat"), seed=42, expansions=ALL_3E, relics=True),
    GameConfig(players=("ann", "bob", "cat", "dan"), seed=43, expansions=("artifacts",), teams=True),
    GameConfig(players=("ann", "bob", "cat", "dan", "eve"), seed=44, edition="fourth"),  # the distance rule
    GameConfig(players=("ann", "bob", "cat"), seed=45, expansions=(*ALL_3E, "unseen"), edition="fourth"),
]
CONFIG_IDS = ["base", "3p all sets", "2v2 artifacts", "5p 4th", "3p all sets 4th"]


@pytest.fixture(autouse=True, params=["re-run", "greenlet"])
def backend(request: pytest.FixtureRequest) -> Iterator[str]:
    """Both ways an answer goes on: re-running its segment, or resuming a parked worker."""
    if request.param == "greenlet" and not resume.HAVE_GREENLET:
        pytest.skip("greenlet is not installed")
    resume.set_parked_limit(resume.SUGGESTED_PARKED_LIMIT if request.param == "greenlet" else 0)
    yield request.param
    resume.set_parked_limit(resume.DEFAULT_PARKED_LIMIT)


def _unworded(decision: Decision) -> Decision:
    return msgspec.structs.replace(
        decision, choices=tuple(msgspec.structs.replace(c, label="") for c in decision.choices)
    )


def _picture(game: Game) -> tuple[Any, ...]:
    return game.to_json(), game.pending, list(game.history), list(game.events)


def _play(
    config: GameConfig, unworded: set[str], seed: int = 3, toggle_every: int = 0, limit: int = 600
) -> tuple[list[Decision], str, list[Any]]:
    """Random answers through ``answer()``; ``unworded``: the players set to unworded choices
    first; ``toggle_every``: flip a player's setting every that many answers. Every decision
    seen, the final save and the log."""
    game = Game.new(config)
    for player in unworded:
        game.set_words_choices(player, False)
    rng, flips = random.Random(seed), random.Random(seed + 1)
    seen: list[Decision] = []
    while (d := game.pending) is not None and len(seen) < limit:
        seen.append(d)
        if toggle_every and len(seen) % toggle_every == 0:
            flipped = flips.choice(game.players)
            game.set_words_choices(flipped, not game.words_choices(flipped))
            d = game.pending
            assert d is not None and _unworded(d) == _unworded(seen[-1])  # the same decision, worded or not
            seen[-1] = d
        game.answer(d.player, rng.choice(d.options), d.number)
    return seen, game.to_json(), list(game.events)


@pytest.mark.parametrize("config", CONFIGS, ids=CONFIG_IDS)
def test_unworded_players_play_the_same_game_with_the_same_choices_without_labels(config: GameConfig) -> None:
    worded, save, events = _play(config, set())
    assert all(len(d.choices) == len(d.options) for d in worded)
    assert all(c.label for d in worded for c in d.choices)
    for unworded in ({config.seating[0]}, set(config.seating)):
        seen, unworded_save, unworded_events = _play(config, unworded)
        assert unworded_save == save and unworded_events == events
        for d, w in zip(seen, worded, strict=True):
            assert d == (_unworded(w) if d.player in unworded else w)
        assert any(d.player in unworded and d.choices for d in seen)


def test_far_dogmas_are_offered_unworded_with_their_owner() -> None:
    """The 4th edition's distance rule offers the dogma of a far opponent's top card: the
    unworded choice names the card's owner, as the worded one does."""
    worded, _, _ = _play(CONFIGS[3], set())
    seen, _, _ = _play(CONFIGS[3], set(CONFIGS[3].seating))
    far = [c for d in seen if d.kind == "action" for c in d.choices if c.action == "dogma" and c.owner != d.player]
    assert far and all(c.label == "" and c.owner is not None for c in far)
    assert [_unworded(d) for d in worded] == seen


@pytest.mark.parametrize("config", CONFIGS[:2], ids=CONFIG_IDS[:2])
def test_switching_in_the_middle_of_a_game_changes_only_the_labels(config: GameConfig) -> None:
    worded, save, events = _play(config, set())
    seen, toggled_save, toggled_events = _play(config, set(), toggle_every=3)
    assert toggled_save == save and toggled_events == events
    assert [_unworded(d) for d in seen] == [_unworded(d) for d in worded]
    assert any(c.label == "" for d in seen for c in d.choices) and any(c.label for d in seen for c in d.choices)


def test_the_pending_decision_is_made_again_when_the_setting_of_its_player_changes() -> None:
    game = Game.new(CONFIGS[1])
    rng = random.Random(4)
    for _ in range(40):  # into the game, where a worker is parked (when resuming is on)
        d = game.pending
        assert d is not None
        game.answer(d.player, rng.choice(d.options))
    worded = game.pending
    assert worded is not None and worded.choices
    game.set_words_choices(worded.player, False)
    assert game.pending == _unworded(worded) and not game.words_choices(worded.player)
    game.set_words_choices(worded.player, True)
    assert game.pending == worded and game.words_choices(worded.player)
    other = next(p for p in game.players if p != worded.player)
    game.set_words_choices(other, False)  # not the pending decision's player: it stays worded
    assert game.pending == worded


def test_a_player_reading_no_choices_gets_none_whatever_their_wording() -> None:
    game = Game.new(CONFIGS[0])
    d = game.pending
    assert d is not None
    game.set_words_choices(d.player, False)
    game.set_reads_choices(d.player, False)
    assert game.pending is not None and game.pending.choices == ()
    game.set_reads_choices(d.player, True)
    assert game.pending == _unworded(d)


@pytest.mark.parametrize(
    "player, words",
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
def test_hostile_input_is_refused_and_changes_nothing(player: Any, words: Any) -> None:
    game = Game.new(CONFIGS[0])
    game.set_words_choices("bob", False)
    before = _picture(game), [game.words_choices(p) for p in game.players]
    with pytest.raises(ConfigError, match="set_words_choices needs"):
        game.set_words_choices(player, words)
    assert (_picture(game), [game.words_choices(p) for p in game.players]) == before


def test_a_call_from_inside_a_running_answer_is_refused() -> None:
    class CallingBack:
        PLUGIN_NAME = "calls_back"
        game: Game | None = None
        refused = 0

        @hookimpl
        def innovation_on_draw(self) -> None:
            if self.game is not None:
                with pytest.raises(GameBusyError):
                    self.game.set_words_choices("ann", False)
                self.refused += 1

    plugin = CallingBack()
    game = Game.new(GameConfig(players=("ann", "bob"), seed=5, plugins=[plugin]))
    plugin.game = game
    rng = random.Random(2)
    while plugin.refused == 0 and (d := game.pending) is not None:
        game.answer(d.player, rng.choice(d.options))
    assert plugin.refused and game.words_choices("ann")


def test_a_failure_while_the_decision_is_made_again_changes_nothing() -> None:
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
            game.set_words_choices(d.player, False)  # the segment runs again to make the decision
        except RuntimeError as raised:
            assert raised is exc
            assert _picture(game) == before and game.words_choices(d.player)
            failed += 1
        finally:
            plugin.disarm()
        game.set_words_choices(d.player, True)
        assert game.pending == d
        game.answer(d.player, rng.choice(d.options))
    assert failed > 5


def test_copies_and_pickles_keep_the_setting_and_saves_do_not_hold_it() -> None:
    game = Game.new(CONFIGS[1])
    d = game.pending
    assert d is not None
    game.set_words_choices(d.player, False)
    for twin in (game.copy(), pickle.loads(pickle.dumps(game))):
        assert not twin.words_choices(d.player) and twin.pending == _unworded(d)
        twin.answer(d.player, d.options[0])
        assert twin.pending is not None
    game.answer(d.player, d.options[0])
    loaded = Game.from_json(game.to_json())
    assert all(loaded.words_choices(p) for p in loaded.players)
    assert loaded.pending is not None and all(c.label for c in loaded.pending.choices)
