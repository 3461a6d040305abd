"""Scenario tests for The Unseen's age-3 cards (4th edition), written from the card texts and
RULES-4e.md §§4 and 7 (the first base draw of a player's turn is an Unseen card of that value)."""

from __future__ import annotations

import pytest

from tests.cards4e.unseen.unseen4e import scenario

# --------------------------------------------------------------------------- Brethren of Purity


def test_brethren_of_purity_repeats_while_melding_over_a_lightbulb_climbing_from_the_last_meld() -> None:
    s = scenario()
    s.board("ann", "Brethren of Purity")
    s.deck("unseen", 3, "Secret Secretorum")  # blue, onto Brethren (lightbulbs): again
    s.deck("base", 4, "Experimentation")  # blue, onto Secret Secretorum (lightbulbs): again
    s.deck("base", 3, "Compass")  # green: a new pile, done
    g = s.build().dogma("Brethren of Purity").answer("4", "3")
    assert g.pile("ann", "blue") == ["Brethren of Purity", "Secret Secretorum", "Experimentation"]
    assert g.pile("ann", "green") == ["Compass"]


def test_brethren_of_purity_stops_over_a_card_without_a_lightbulb() -> None:
    s = scenario()
    s.board("ann", "Brethren of Purity", "Sailing")
    s.deck("unseen", 3, "Smuggling")
    g = s.build().dogma("Brethren of Purity")
    assert g.pile("ann", "green") == ["Sailing", "Smuggling"]


# --------------------------------------------------------------------------- Cliffhanger


@pytest.mark.parametrize(
    ("secret", "where"),
    [
        ("El Dorado", "bottom of green"),  # green: tuck
        ("Legend", "top of purple"),  # purple: meld
        ("Ninja", "achievements"),  # red: achieve, eligible or not
        ("Heirloom", "score"),  # yellow: score
    ],
)
def test_cliffhanger_moves_a_revealed_four_by_its_colour(secret: str, where: str) -> None:
    s = scenario()
    s.board("ann", "Mysticism", "Sailing", "Cliffhanger")
    s.zone("ann", "safe", secret)
    g = s.build().dogma("Cliffhanger")
    assert g.zone("ann", "safe") == []
    found = {
        "bottom of green": g.pile("ann", "green")[0],
        "top of purple": g.pile("ann", "purple")[-1],
        "achievements": (g.achievements("ann") or [""])[-1],
        "score": (g.score("ann") or [""])[-1],
    }
    assert found[where] == secret


def test_cliffhanger_a_blue_four_stays_in_the_safe_and_draws_a_five() -> None:
    s = scenario()
    s.board("ann", "Cliffhanger")
    s.zone("ann", "safe", "Quackery")
    s.deck("unseen", 5, "Gallery")
    g = s.build().dogma("Cliffhanger")
    assert g.zone("ann", "safe") == ["Quackery"]
    assert g.hand("ann") == ["Gallery"]


def test_cliffhanger_without_a_four_in_the_safe_safeguards_the_top_of_the_four_pile() -> None:
    s = scenario()
    s.board("ann", "Cliffhanger")
    s.zone("ann", "safe", "Gallery")  # a 5 does not count
    s.deck("base", 4, "Anatomy")
    g = s.build().dogma("Cliffhanger")
    assert g.zone("ann", "safe") == ["Gallery", "Anatomy"]
    assert g.hand("ann") == []


# --------------------------------------------------------------------------- Freemasons


def test_freemasons_tucking_a_yellow_card_draws_two_threes() -> None:
    s = scenario()
    s.board("ann", "Freemasons")
    s.hand("ann", "Agriculture", "Archery", "Oars", "Sailing")
    s.deck("unseen", 3, "Smuggling")
    s.deck("base", 3, "Compass")
    g = s.build().dogma("Freemasons").answer("Archery", "Agriculture", "done", "done")
    # one card per colour: Oars (red again) was not offered after Archery
    assert g.pile("ann", "red") == ["Archery"]
    assert g.pile("ann", "yellow") == ["Agriculture", "Freemasons"]
    assert sorted(g.hand("ann")) == ["Compass", "Oars", "Sailing", "Smuggling"]


def test_freemasons_tucking_an_expansion_card_draws_two_threes() -> None:
    s = scenario()
    s.board("ann", "Freemasons")
    s.hand("ann", "Rumor")  # an Unseen card
    s.deck("unseen", 3, "Smuggling")
    s.deck("base", 3, "Compass")
    g = s.build().dogma("Freemasons").answer("Rumor")
    assert g.pile("ann", "green") == ["Rumor"]
    assert sorted(g.hand("ann")) == ["Compass", "Smuggling"]


def test_freemasons_tucking_only_plain_base_cards_draws_nothing_and_may_splay() -> None:
    s = scenario()
    s.board("ann", "Freemasons")
    s.board("ann", "Pottery", "Writing")
    s.hand("ann", "Archery")
    g = s.build().dogma("Freemasons").answer("Archery", "blue")
    assert g.hand("ann") == []
    assert g.splay("ann", "blue") == "left"


# --------------------------------------------------------------------------- Knights Templar


def test_knights_templar_unsplays_a_colour_and_takes_its_top_card() -> None:
    s = scenario()
    s.board("ann", "Knights Templar")
    s.board("bob", "Sailing", "Currency", splay="left")
    g = s.build().dogma("Knights Templar")
    assert g.splay("bob", "green") == "none"
    assert g.pile("bob", "green") == ["Sailing"]
    assert g.score("ann") == ["Currency"]


def test_knights_templar_takes_nothing_from_an_unsplayed_board_and_may_splay() -> None:
    s = scenario()
    s.board("ann", "Oars", "Knights Templar")
    s.board("bob", "Sailing", "Currency")
    g = s.build().dogma("Knights Templar").answer("red")
    assert g.pile("bob", "green") == ["Sailing", "Currency"]
    assert g.score("ann") == []
    assert g.splay("ann", "red") == "left"


# --------------------------------------------------------------------------- Masquerade


def test_masquerade_safeguards_by_the_hand_size_and_returns_cards_of_that_value() -> None:
    s = scenario()
    s.board("ann", "Mysticism", "Masquerade")
    s.hand("ann", "Calendar", "Agriculture")
    s.available_achievements("Mapmaking")
    g = s.build().dogma("Masquerade").answer("done")
    assert g.zone("ann", "safe") == ["Mapmaking"]
    assert g.hand("ann") == ["Agriculture"]
    assert "anonymity" not in g.achievements("ann")


def test_masquerade_returning_a_four_claims_anonymity() -> None:
    s = scenario()
    s.board("ann", "Masquerade")
    s.hand("ann", "Anatomy", "Agriculture", "Sailing", "Calendar")
    s.available_achievements("Experimentation")
    g = s.build().dogma("Masquerade")
    assert g.zone("ann", "safe") == ["Experimentation"]
    assert sorted(g.hand("ann")) == ["Agriculture", "Calendar", "Sailing"]
    assert "anonymity" in g.achievements("ann")


def test_masquerade_without_an_achievement_of_that_value_returns_nothing() -> None:
    s = scenario()
    s.board("ann", "Masquerade")
    s.hand("ann", "Anatomy", "Agriculture", "Sailing", "Calendar")
    s.available_achievements("Mapmaking")
    g = s.build().dogma("Masquerade")
    assert len(g.hand("ann")) == 4
    assert "anonymity" not in g.achievements("ann")


# --------------------------------------------------------------------------- Red Envelope


def test_red_envelope_gives_two_or_three_cards_of_a_value_to_the_right() -> None:
    s = scenario(("ann", "bob", "cat"))
    s.board("ann", "Red Envelope")
    s.hand("ann", "Agriculture", "Sailing")
    s.score("ann", "Archery", "Calendar")
    g = s.build().dogma("Red Envelope")
    assert sorted(g.score("cat")) == ["Agriculture", "Archery", "Sailing"]  # the 1s: three of them
    assert g.score("ann") == ["Calendar"]
    assert g.score("bob") == []


def test_red_envelope_may_score_two_or_three_cards() -> None:
    s = scenario()
    s.board("ann", "Red Envelope")
    s.hand("ann", "Agriculture", "Calendar", "Compass")  # one card of each value: nothing given
    g = s.build().dogma("Red Envelope").answer("yes", "Agriculture", "Calendar", "done")
    assert sorted(g.score("ann")) == ["Agriculture", "Calendar"]
    assert g.hand("ann") == ["Compass"]


# --------------------------------------------------------------------------- Secret Police


def test_secret_police_tucks_and_returns_until_the_hand_is_empty_then_draws_a_three() -> None:
    s = scenario()
    s.board("ann", "Secret Police")
    s.board("bob", "Canal Building")
    s.hand("bob", "Agriculture", "Sailing")
    s.deck("unseen", 3, "Taqiyya")
    g = s.build().dogma("Secret Police").answer("Agriculture")
    # Agriculture under Canal Building, which returns; Sailing alone in green, returned itself.
    assert g.board("bob") == {"yellow": ["Agriculture"]}
    assert g.hand("bob") == ["Taqiyya"]


def test_secret_police_lets_me_tuck_cards_of_one_colour() -> None:
    s = scenario()
    s.board("ann", "Secret Police")
    s.hand("ann", "Archery", "Oars", "Sailing")
    g = s.build().dogma("Secret Police").answer("red", "Archery", "Oars")
    assert sorted(g.pile("ann", "red")) == ["Archery", "Oars"]
    assert g.hand("ann") == ["Sailing"]


# --------------------------------------------------------------------------- Secret Secretorum


def test_secret_secretorum_returns_five_and_draws_by_their_colours_melding_one_scoring_one() -> None:
    s = scenario()
    s.board("ann", "Secret Secretorum")
    s.hand("ann", "Agriculture", "Sailing", "Archery", "Pottery")
    s.score("ann", "Mysticism", "Calendar")
    s.deck("unseen", 5, "Gallery")
    s.deck("base", 5, "Coal")
    g = s.build().dogma("Secret Secretorum").answer("Agriculture", "Sailing", "Archery", "Pottery", "Mysticism", "Coal")
    assert g.hand("ann") == []
    assert g.score("ann") == ["Calendar", "Gallery"]
    assert g.pile("ann", "red") == ["Coal"]


def test_secret_secretorum_with_few_cards_returns_them_all() -> None:
    s = scenario()
    s.board("ann", "Secret Secretorum")
    s.hand("ann", "Agriculture", "Compass")  # yellow and green: two colours
    s.deck("unseen", 2, "Exile")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Secret Secretorum").answer("Calendar")
    assert g.pile("ann", "blue") == ["Secret Secretorum", "Calendar"]
    assert g.score("ann") == ["Exile"]


# --------------------------------------------------------------------------- Smuggling


def test_smuggling_takes_score_cards_of_both_top_yellow_values() -> None:
    s = scenario()
    s.board("ann", "Smuggling", "Agriculture")  # my top yellow: 1
    s.board("bob", "Fermenting")  # bob's top yellow: 2
    s.score("bob", "Calendar", "Archery", "Compass")
    g = s.build().dogma("Smuggling")
    assert sorted(g.score("ann")) == ["Archery", "Calendar"]
    assert g.score("bob") == ["Compass"]


def test_smuggling_without_a_yellow_top_card_takes_only_my_value() -> None:
    s = scenario()
    s.board("ann", "Smuggling", "Agriculture")
    s.board("bob", "Pottery")
    s.score("bob", "Calendar", "Archery")
    g = s.build().dogma("Smuggling")
    assert g.score("ann") == ["Archery"]
    assert g.score("bob") == ["Calendar"]


# --------------------------------------------------------------------------- Taqiyya


def test_taqiyya_takes_a_colour_back_and_scores_a_three_starting_a_pile_with_its_colour() -> None:
    s = scenario()
    s.board("ann", "Taqiyya")
    s.board("ann", "Archery", "Oars")
    s.deck("unseen", 3, "Knights Templar")  # red: the red pile is empty by then
    g = s.build().dogma("Taqiyya").answer("red", "Oars", "Archery")
    assert sorted(g.score("ann")) == ["Archery", "Knights Templar", "Oars"]
    assert g.hand("ann") == []
    assert g.board("ann") == {"purple": ["Taqiyya"]}


def test_taqiyya_keeps_a_three_melded_onto_a_pile() -> None:
    s = scenario()
    s.board("ann", "Taqiyya", "Pottery")
    s.deck("unseen", 3, "Secret Secretorum")  # blue, onto Pottery
    g = s.build().dogma("Taqiyya").answer("yellow")
    assert g.pile("ann", "blue") == ["Pottery", "Secret Secretorum"]
    assert g.score("ann") == []


# --------------------------------------------------------------------------- a full safe takes nothing


def test_masquerade_into_a_full_safe_returns_nothing() -> None:
    s = scenario()
    s.board("ann", "Masquerade")
    s.board("ann", "Archery", "Oars", splay="aslant")
    s.zone("ann", "safe", "Tools")
    s.hand("ann", "Calendar", "Agriculture")
    s.available_achievements("Mapmaking")
    g = s.build().dogma("Masquerade")
    assert g.zone("ann", "safe") == ["Tools"]
    assert sorted(g.hand("ann")) == ["Agriculture", "Calendar"]


def test_cliffhanger_into_a_full_safe_leaves_the_four_pile() -> None:
    s = scenario()
    s.board("ann", "Cliffhanger")
    s.board("ann", "Archery", "Oars", splay="aslant")
    s.zone("ann", "safe", "Gallery")
    s.deck("base", 4, "Anatomy")
    g = s.build().dogma("Cliffhanger")
    assert g.zone("ann", "safe") == ["Gallery"]
    assert g.deck("base", 4)[0] == "Anatomy"  # still on top
