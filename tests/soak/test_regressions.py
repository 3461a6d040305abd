"""Bugs the soak found, each named after the seed that reproduces it (`innovation soak --game LABEL`)."""

from __future__ import annotations

import json

import pytest

from innovation import Game
from innovation.errors import SaveError
from innovation_soak import FORGERIES, GameSpec, run_game
from innovation_soak.forgeries import forge

pytestmark = pytest.mark.soak


def _save_after(label: str, answers: int) -> str:
    saved: list[str] = []

    def grab(game: Game) -> None:
        if len(game.history) == answers:
            saved.append(game.to_json())

    report = run_game(GameSpec.parse(label), on_answer=grab)
    assert report.failure is None, report.failure.describe()
    assert saved, f"{label} ended before {answers} answers"
    return saved[0]


def _assert_every_flip_rejected(save: str, byte: int) -> None:
    raw = save.encode()
    for bit in range(8):
        flipped = bytearray(raw)
        flipped[byte] ^= 1 << bit
        with pytest.raises(SaveError):
            Game.from_json(bytes(flipped))


# A bit flip in the key of a field holding its default value loaded without complaint: msgspec
# dropped the unknown key, the field took its default (the same value) and the re-encoded payload
# still matched the checksum. The saved structs (state.py, events.py) now forbid unknown fields.


def test_seed_6_bit_flipped_event_key_loaded_silently() -> None:
    """6:3p, after 76 answers: byte 22182 lay in an event's ``"card":null`` (save format 2). Events
    are arrays since format 3, without keys: the same flip now goes to the nearest key holding
    its default value, a player's ``"eliminated":false``, and to the first event's kind."""
    save = _save_after("6:3p", 76)
    _assert_every_flip_rejected(save, save.index('"eliminated":false') + 2)
    _assert_every_flip_rejected(save, save.index('"events":[["') + len('"events":[["') + 3)


def test_seed_63_bit_flipped_splays_key_loaded_silently() -> None:
    """63:4t, after 20 answers: byte 1111 lies in a player's ``"splays":[0,0,0,0,0]``."""
    _assert_every_flip_rejected(_save_after("63:4t", 20), 1111)


def test_seed_68_bit_flipped_turn_started_key_loaded_silently() -> None:
    """68:4t, after 20 answers: byte 2630 lies in ``"turn_started":false``."""
    _assert_every_flip_rejected(_save_after("68:4t", 20), 2630)


def test_seed_67_dogma_win_by_a_card_scored_before_the_win_is_no_leak() -> None:
    """67:4t/edition=first: Self Service runs Robotics, which scores Self Service itself, then Self
    Service's second effect wins. ``Result.card`` names a card now in a score pile; the oracle took
    that for a leak, but the card was announced to everyone as it ran."""
    report = run_game(GameSpec.parse("67:4t/edition=first"))
    assert report.failure is None, report.failure.describe()
    assert report.result is not None and report.result.card == "self_service"


def test_1_2p_all_sets_the_winning_forgery_wins_only_when_it_reaches_the_count() -> None:
    """1:2p+artifacts+cities+echoes, after 119 answers: the forgery 'winning achievements while
    playing' gave player 1 the eight available achievements — but with three expansions a
    2-player game needs nine, so the state it made was a legal one, and loaded. It now applies
    only when the achievements it hands over reach the game's own winning count."""
    save = _save_after("1:2p+artifacts+cities+echoes", 119)
    payload = json.loads(save)["payload"]["snapshot"]
    assert len(payload["achievements"]) + len(payload["players"][0]["achievements"]) == 8
    assert forge(save, FORGERIES["winning_achievements_while_playing"]) is None
    base = _save_after("1:2p", 40)
    forged = forge(base, FORGERIES["winning_achievements_while_playing"])  # six win there
    assert forged is not None
    with pytest.raises(SaveError, match="holds the 6 achievements that win"):
        Game.from_json(forged)


def test_100420_4e_replay_of_the_answers_gives_the_same_game() -> None:
    """A save wrote a player's zones in key order, the live game kept them in the order the sets
    made them: Martian Internet's game within set them aside and took them back in that order, so
    the game the soak carried on after a round trip logged the returns in another order than a
    replay of its answers from a fresh game."""
    report = run_game(GameSpec.parse("100420:2p+artifacts+cities+echoes/edition=fourth"))
    assert report.failure is None, report.failure.describe()


def test_304042_4e_fission_never_junks_a_museum() -> None:
    """Fission's red 10 junked every card in the players' zones, the Museum cards with the
    artifacts in them; a later effect took the junk into a hand and Satellites offered the Museum
    cards to be returned to a supply pile they have not (IndexError). A Museum card is a part of
    the table, never moved by an effect that moves all of a player's cards (docs/rulings.md)."""
    label = "304042:4p+artifacts+cities+unseen/edition=fourth"
    museums = {f"museum_{k}" for k in range(1, 6)}

    def no_museum_in_junk_or_hand(game: Game) -> None:
        st = game.state
        assert not museums & set(st.zones.get("junk", ())), len(game.history)
        assert not any(museums & set(pl.hand) for pl in st.players), len(game.history)

    report = run_game(GameSpec.parse(label), on_answer=no_museum_in_junk_or_hand)
    assert report.failure is None, report.failure.describe()


def test_304471_4e_a_team_eliminated_by_a_card_no_longer_hides_a_flag() -> None:
    """bob lost to Order of the Occult Hand, ending the 2v2 game: the result counted ann's
    achievements with the flags as they stood while bob, who showed more of that colour, was still
    in the game (a count kept from before). A flag counts unless an opponent still in the game
    shows more (RULES-cities.md §5): ann's flag counts, as it does in the game loaded from a save."""
    report = run_game(GameSpec.parse("304471:4t+cities+echoes+unseen/edition=fourth"))
    assert report.failure is None, report.failure.describe()


def test_330346_4e_holography_leaves_a_museum_kept_as_an_achievement() -> None:
    """Holography swapped "all your standard achievements of lower value" for score cards, and took
    the museum ann had claimed as an achievement (value 0) into her score pile; Databases then
    returned it to a supply pile it has not (IndexError). A museum is no standard achievement
    (``Context.standard_achievements``)."""
    report = run_game(GameSpec.parse("330346:4p+artifacts+cities+unseen/edition=fourth"))
    assert report.failure is None, report.failure.describe()


def test_361334_figures_a_win_stands_after_jackie_chan_scores_away_the_karma_that_made_it() -> None:
    """cat's Marie Curie made cat's achievements reach the number; before cat won, ann's Jackie
    Chan scored every other top figure, Marie Curie too, and had not the most points: cat's win
    stands (a "first" karma), but the final counts fall below the number. The oracle checked the
    counts at the end; it now leaves them unchecked when a "win" karma ran as the game ended.
    361579 (Artifacts, 1st edition, relics) is the same: ann's Jackie Chan ran as the game ended."""
    for label in (
        "361334:3p+cities+figures",
        "361579:3p+artifacts+cities+figures/edition=first/relics/must_take_relic/extra_achievement",
    ):
        report = run_game(GameSpec.parse(label))
        assert report.failure is None, report.failure.describe()
        assert report.result is not None and report.result.reason == "achievements"
