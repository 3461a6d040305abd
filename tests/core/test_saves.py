"""Saves as a hostile client would send them: signed and unsigned, oversized, deeply nested, and
forged into states no game can reach. Every one is refused with a ``SaveError`` naming the
problem (checksums recomputed, so the state validation is what catches them)."""

from __future__ import annotations

import json
import random
import time
from typing import Any

import pytest

from innovation import Game, GameConfig, RandomAgent, play
from innovation.errors import ConfigError, SaveError
from innovation.saves import MAX_SAVE_DEPTH
from tests.helpers import resign

KEY = b"k" * 32
OTHER_KEY = b"o" * 32


def _mid_game(seed: int = 2, answers: int = 60) -> Game:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=seed, expansions=("artifacts",), relics=True))
    rng = random.Random(seed)
    while game.pending is not None and len(game.history) < answers:
        d = game.pending
        game.answer(d.player, rng.choice(d.options))
    assert game.pending is not None and game.state.phase == "turn"
    return game


def _finished() -> Game:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=6))
    play(game, [RandomAgent(1), RandomAgent(2)])
    return game


# ------------------------------------------------------------------------------- signing


def test_a_signed_save_loads_with_its_key_and_continues_identically() -> None:
    game = _mid_game()
    signed = game.to_json(key=KEY)
    assert '"signature":' in signed
    loaded = Game.from_json(signed, key=KEY)
    assert loaded.to_json() == game.to_json() and loaded.pending == game.pending
    assert Game.from_json(json.dumps(json.loads(signed), indent=1), key=KEY).to_json() == game.to_json()


def test_an_edited_signed_save_is_refused_even_with_a_recomputed_checksum() -> None:
    signed = _mid_game().to_json(key=KEY)

    def swap_hands(p: dict[str, Any]) -> None:
        players = p["snapshot"]["players"]
        players[0]["hand"], players[1]["hand"] = players[1]["hand"], players[0]["hand"]

    forged = resign(signed, swap_hands)
    assert json.loads(forged)["checksum"] != json.loads(signed)["checksum"]
    with pytest.raises(SaveError, match="signature mismatch"):
        Game.from_json(forged, key=KEY)


def test_a_signed_save_is_refused_with_another_key() -> None:
    with pytest.raises(SaveError, match="signature mismatch"):
        Game.from_json(_mid_game().to_json(key=KEY), key=OTHER_KEY)


def test_a_signed_save_is_refused_without_a_key() -> None:
    with pytest.raises(SaveError, match="pass its key"):
        Game.from_json(_mid_game().to_json(key=KEY))


def test_an_unsigned_save_is_refused_when_a_key_is_given() -> None:
    """Otherwise a forger would simply drop the signature."""
    signed = _mid_game().to_json(key=KEY)
    raw = json.loads(signed)
    del raw["signature"]
    with pytest.raises(SaveError, match="not signed"):
        Game.from_json(json.dumps(raw), key=KEY)
    with pytest.raises(SaveError, match="not signed"):
        Game.from_json(_mid_game().to_json(), key=KEY)


@pytest.mark.parametrize("key", ["a string key of 32 characters...", b"short", b"", 12345, [1, 2]])
def test_save_keys_must_be_long_enough_bytes(key: object) -> None:
    game = _mid_game()
    with pytest.raises(ConfigError):
        game.to_json(key=key)  # type: ignore[arg-type]
    with pytest.raises(ConfigError):
        Game.from_json(game.to_json(), key=key)  # type: ignore[arg-type]


# ------------------------------------------------------------------------------- size and depth


def test_a_save_larger_than_the_limit_is_refused_before_it_is_decoded() -> None:
    data = _mid_game().to_json()
    with pytest.raises(SaveError, match="larger than the limit"):
        Game.from_json(data, max_bytes=len(data) - 1)
    assert Game.from_json(data, max_bytes=len(data)).to_json() == data
    huge = data[:-1] + " " * (20 * 1024 * 1024) + "}"  # above the default 16 MiB
    started = time.perf_counter()
    with pytest.raises(SaveError, match="larger than the limit"):
        Game.from_json(huge)
    with pytest.raises(SaveError, match="larger than the limit"):
        Game.from_json(huge.encode())
    assert time.perf_counter() - started < 5  # refused on its length, not decoded


@pytest.mark.parametrize("max_bytes", [0, -1, True, 1.5, "100"])
def test_the_size_limit_must_be_a_positive_integer(max_bytes: object) -> None:
    with pytest.raises(ConfigError):
        Game.from_json(_mid_game().to_json(), max_bytes=max_bytes)  # type: ignore[arg-type]


@pytest.mark.parametrize("depth", [MAX_SAVE_DEPTH + 1, 1_000, 100_000])
def test_a_deeply_nested_save_is_a_save_error_not_a_recursion_error(depth: int) -> None:
    for opener, closer in (("[", "]"), ('{"a":', "}")):
        body = opener * depth + closer * depth
        data = '{"format":"innovation-save","version":1,"checksum":"","payload":' + body + "}"
        with pytest.raises(SaveError, match="nested deeper"):
            Game.from_json(data)


def test_brackets_inside_strings_do_not_count_as_nesting() -> None:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=1))
    data = game.to_json()
    edited = resign(data, lambda p: p["events"][0].update(text="[" * 5000 + "{" * 5000))
    assert Game.from_json(edited).events[0].text.startswith("[[[")


# ------------------------------------------------------------------------------- forged states


def _forge(game: Game, edit: Any) -> str:
    return resign(game.to_json(), edit)


def _players(p: dict[str, Any]) -> list[dict[str, Any]]:
    players: list[dict[str, Any]] = p["snapshot"]["players"]
    return players


def _special_to_supply(p: dict[str, Any]) -> None:
    p["snapshot"]["decks"]["base"][0].append(p["snapshot"]["specials"].pop())


def _special_to_hand(p: dict[str, Any]) -> None:
    _players(p)[0]["hand"].append(p["snapshot"]["specials"].pop())


def _special_to_forbidden_zone(p: dict[str, Any]) -> None:
    p["snapshot"]["zones"]["relics"].append(p["snapshot"]["specials"].pop())


def _standard_among_specials(p: dict[str, Any]) -> None:
    p["snapshot"]["specials"].append(_players(p)[0]["hand"].pop())


def _standard_in_relic_area(p: dict[str, Any]) -> None:
    p["snapshot"]["zones"]["relics"].append(_players(p)[0]["hand"].pop())


def _relic_to_supply(p: dict[str, Any]) -> None:
    relic = p["snapshot"]["zones"]["relics"].pop()
    p["snapshot"]["decks"]["base"][0].append(relic)


def _relic_to_available_achievements(p: dict[str, Any]) -> None:
    p["snapshot"]["achievements"].append(p["snapshot"]["zones"]["relics"].pop())


def _undeclared_zone(p: dict[str, Any]) -> None:
    _players(p)[0]["zones"]["vault"] = [_players(p)[0]["hand"].pop()]


def _display_over_capacity(p: dict[str, Any]) -> None:
    deck = p["snapshot"]["decks"]["artifacts"][0]
    _players(p)[0]["zones"]["display"] = [deck.pop(), deck.pop()]


def _base_card_on_display(p: dict[str, Any]) -> None:
    _players(p)[0]["zones"]["display"] = [p["snapshot"]["decks"]["base"][1].pop()]


def _phase_reset_to_setup(p: dict[str, Any]) -> None:
    p["snapshot"].update(phase="setup")


def _phase_reset_to_setup_with_turn_zero(p: dict[str, Any]) -> None:
    p["snapshot"].update(phase="setup", turn=0, actions_left=0, turn_started=False, turn_player=0)
    p["answers"].clear()


def _winner_not_a_player(p: dict[str, Any]) -> None:
    p["snapshot"]["result"]["winners"] = ["mallory"]


def _every_player_eliminated(p: dict[str, Any]) -> None:
    for pl in _players(p):
        pl["eliminated"] = True


def _turn_player_eliminated(p: dict[str, Any]) -> None:
    _players(p)[p["snapshot"]["turn_player"]]["eliminated"] = True


def _result_while_playing(p: dict[str, Any]) -> None:
    p["snapshot"]["result"] = {"winners": ["ann"], "reason": "dogma", "scores": {}, "achievements": {}}


def _over_without_result(p: dict[str, Any]) -> None:
    p["snapshot"]["phase"] = "over"
    p["answers"].clear()


def _unknown_end(p: dict[str, Any]) -> None:
    p["snapshot"]["result"]["reason"] = "forfeit"


def _no_winner(p: dict[str, Any]) -> None:
    p["snapshot"]["result"]["winners"] = []


def _result_scores_for_strangers(p: dict[str, Any]) -> None:
    p["snapshot"]["result"]["scores"] = {"mallory": 3}


def _winning_count_but_playing(p: dict[str, Any]) -> None:
    achievements = p["snapshot"]["achievements"]
    _players(p)[0]["achievements"] += achievements[:]
    achievements.clear()


def _too_many_actions(p: dict[str, Any]) -> None:
    p["snapshot"]["actions_left"] = 7


def _turn_zero_mid_game(p: dict[str, Any]) -> None:
    p["snapshot"]["turn"] = 0


def _answers_after_the_end(p: dict[str, Any]) -> None:
    p["answers"].append("draw")
    p["history"].append(["ann", "draw"])


def _pending_answers_not_in_history(p: dict[str, Any]) -> None:
    p["answers"][:] = ["draw"]


def _history_names_a_stranger(p: dict[str, Any]) -> None:
    p["history"][0] = ["mallory", p["history"][0][1]]


def _event_names_a_stranger(p: dict[str, Any]) -> None:
    p["events"].append({"kind": "draw", "text": "x", "visible_to": ["mallory"]})


def _answers_to_questions_never_asked(p: dict[str, Any]) -> None:
    """A draw action ends the action; the second "draw" answers nothing."""
    player = p["snapshot"]["players"][p["snapshot"]["turn_player"]]["name"]
    p["answers"] += ["draw", "draw"]
    p["history"] += [[player, "draw"], [player, "draw"]]


def _turn_counter_out_of_range(p: dict[str, Any]) -> None:
    _players(p)[0]["tucked_this_turn"] = -5


MID_GAME_FORGERIES = [
    _special_to_supply,
    _special_to_hand,
    _special_to_forbidden_zone,
    _standard_among_specials,
    _standard_in_relic_area,
    _relic_to_supply,
    _relic_to_available_achievements,
    _undeclared_zone,
    _display_over_capacity,
    _base_card_on_display,
    _phase_reset_to_setup,
    _phase_reset_to_setup_with_turn_zero,
    _every_player_eliminated,
    _turn_player_eliminated,
    _result_while_playing,
    _over_without_result,
    _winning_count_but_playing,
    _too_many_actions,
    _turn_zero_mid_game,
    _pending_answers_not_in_history,
    _history_names_a_stranger,
    _event_names_a_stranger,
    _turn_counter_out_of_range,
]
FINISHED_FORGERIES = [
    _winner_not_a_player,
    _unknown_end,
    _no_winner,
    _result_scores_for_strangers,
    _answers_after_the_end,
]


def _mid_dogma() -> Game:
    """A game paused with answers pending inside its current action."""
    game = Game.new(GameConfig(players=("ann", "bob"), seed=2, expansions=("artifacts",), relics=True))
    rng = random.Random(3)
    while True:
        d = game.pending
        assert d is not None
        if json.loads(game.to_json())["payload"]["answers"] and len(game.history) > 30:
            return game
        game.answer(d.player, rng.choice(d.options))


@pytest.mark.parametrize("forge", MID_GAME_FORGERIES, ids=lambda f: f.__name__.strip("_"))
def test_a_forged_mid_game_save_is_refused(forge: Any) -> None:
    game = _mid_dogma()
    with pytest.raises(SaveError) as info:
        Game.from_json(_forge(game, forge))
    assert "Error:" not in str(info.value)  # named by the validation, not a crash caught late


@pytest.mark.parametrize("forge", FINISHED_FORGERIES, ids=lambda f: f.__name__.strip("_"))
def test_a_forged_finished_save_is_refused(forge: Any) -> None:
    with pytest.raises(SaveError):
        Game.from_json(_forge(_finished(), forge))


def test_answers_to_questions_never_asked_are_refused() -> None:
    game = _mid_game()
    while game.pending is not None and (
        game.pending.kind != "action" or json.loads(game.to_json())["payload"]["answers"]
    ):
        game.answer(game.pending.player, game.pending.options[0])
    with pytest.raises(SaveError, match="go on after"):
        Game.from_json(_forge(game, _answers_to_questions_never_asked))


def test_a_forged_save_with_everyone_eliminated_is_refused_quickly() -> None:
    """It used to make the next turn-ending answer (or the load itself) loop forever."""
    game = _mid_game()
    started = time.perf_counter()
    with pytest.raises(SaveError, match="out of"):
        Game.from_json(_forge(game, _every_player_eliminated))
    assert time.perf_counter() - started < 5


def test_legal_saves_of_every_kind_of_game_load() -> None:
    """The validation refuses no state a real game reaches (saves at every decision)."""
    for expansions, relics, players, teams in (
        ((), False, 3, False),
        (("artifacts", "echoes"), True, 4, True),
        (("echoes",), False, 2, False),
    ):
        names = ("ann", "bob", "cat", "dan")[:players]
        game = Game.new(GameConfig(players=names, seed=5, expansions=expansions, relics=relics, teams=teams))
        rng = random.Random(5)
        while game.pending is not None:
            data = game.to_json()
            assert Game.from_json(data).to_json() == data
            d = game.pending
            game.answer(d.player, rng.choice(d.options))
        data = game.to_json()
        assert Game.from_json(data).to_json() == data
