"""The 2v2 team game (RULES.md §1, §3.1, §3.4, §4.3; edge case 22)."""

from __future__ import annotations

from innovation.testing import Scenario

TEAMS = (("ann", "cat"), ("bob", "dan"))


def _scenario() -> Scenario:
    # Seats after re-seating: ann, bob, cat, dan (partners opposite).
    return Scenario(players=("ann", "bob", "cat", "dan"), teams=TEAMS)


def test_partner_is_never_demanded() -> None:
    s = _scenario()
    s.board("ann", "Archery")  # 2 castles
    s.board("bob", "Writing")  # opponent, no castle: demanded
    s.board("cat", "Sailing")  # partner, no castle: not demanded
    s.hand("bob", "Calendar")
    s.hand("cat", "Mapmaking")
    s.deck("base", 1, "Oars", "Pottery")
    g = s.build().dogma("Archery")
    # bob draws Oars and hands over his highest card (Calendar); dan (empty board) is an
    # opponent too: he draws Pottery and hands it over. cat is left alone.
    assert sorted(g.hand("ann")) == ["Calendar", "Pottery"]
    assert g.hand("bob") == ["Oars"]
    assert g.hand("dan") == []
    assert g.hand("cat") == ["Mapmaking"]


def test_partner_sharing_earns_no_bonus() -> None:
    s = _scenario()
    s.board("ann", "Writing")  # 2 lightbulbs
    s.board("cat", "Tools")  # partner, 2 lightbulbs: shares
    s.deck("base", 2, "Calendar", "Mapmaking")
    g = s.build().dogma("Writing")
    assert g.hand("cat") == ["Calendar"]
    assert g.hand("ann") == ["Mapmaking"]
    assert not g.shared_bonus


def test_opponent_sharing_earns_the_bonus() -> None:
    s = _scenario()
    s.board("ann", "Writing")
    s.board("bob", "Tools")  # opponent, 2 lightbulbs: shares
    s.deck("base", 2, "Calendar", "Mapmaking")
    s.deck("base", 1, "Sailing")
    g = s.build().dogma("Writing")
    assert g.hand("bob") == ["Calendar"]
    assert g.shared_bonus
    assert sorted(g.hand("ann")) == ["Mapmaking", "Sailing"]


def test_team_achievements_are_pooled() -> None:
    s = _scenario()  # a team needs 6
    s.board("cat", "Calendar")
    s.score("cat", "Anatomy", "Writing")
    s.achievements("ann", "Oars", "Clothing", "Tools")
    s.achievements("cat", "Code of Laws", "Pottery")
    s.available_achievements("Sailing")
    s.turn("cat")
    g = s.build().achieve(1)
    assert g.over
    assert g.result is not None
    assert g.result.reason == "achievements"
    assert g.result.winners == ["ann", "cat"]


def test_team_score_end_sums_partners() -> None:
    s = _scenario()
    s.board("ann", "A. I.")
    s.exhaust("base", 10)
    s.score("ann", "Writing")  # team ann+cat: 1 + 4 = 5
    s.score("cat", "Anatomy")
    s.score("bob", "Calendar", "Mapmaking")  # team bob+dan: 2 + 2 = 4
    g = s.build().draw()
    assert g.result is not None
    assert g.result.reason == "score"
    assert g.result.winners == ["ann", "cat"]
