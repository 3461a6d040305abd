"""Scenario tests for The Unseen's age-2 cards (4th edition), written from the card texts and
RULES-4e.md §§4 and 7 (the first base draw of a player's turn is an Unseen card of that value)."""

from __future__ import annotations

from tests.cards4e.unseen.unseen4e import scenario

# --------------------------------------------------------------------------- Astrology


def test_astrology_splays_the_biggest_pile_and_melds_by_the_visible_purple_cards() -> None:
    s = scenario()
    s.board("ann", "Astrology", "Sailing")
    s.board("ann", "Mysticism", "City States")
    s.deck("unseen", 2, "Counterfeiting")  # two purple cards show once splayed: a 2, with crowns
    g = s.build().dogma("Astrology").answer("purple")
    assert g.splay("ann", "purple") == "left"
    assert g.pile("ann", "green") == ["Sailing", "Counterfeiting"]


def test_astrology_tucks_the_drawn_card_without_a_crown() -> None:
    s = scenario()
    s.board("ann", "Astrology", "Sailing")
    s.board("ann", "Mysticism", "City States")
    s.deck("unseen", 1, "Dance")  # not splayed: one purple card shows, so a 1
    g = s.build().dogma("Astrology").answer("done")
    assert g.splay("ann", "purple") == "none"
    assert g.pile("ann", "green") == ["Dance", "Sailing"]


# --------------------------------------------------------------------------- Cipher


def test_cipher_returning_two_or_more_draws_above_the_highest_then_draws_a_two_and_splays() -> None:
    s = scenario()
    s.board("ann", "Cipher")
    s.board("ann", "Tools", "Pottery")
    s.hand("ann", "Agriculture", "Calendar")
    s.deck("unseen", 3, "Smuggling")
    s.deck("base", 2, "Mapmaking")
    g = s.build().dogma("Cipher").answer("blue")
    assert sorted(g.hand("ann")) == ["Mapmaking", "Smuggling"]
    assert g.splay("ann", "blue") == "left"


def test_cipher_returning_a_single_card_draws_only_the_two() -> None:
    s = scenario()
    s.board("ann", "Cipher")
    s.hand("ann", "Agriculture")
    s.deck("unseen", 2, "Exile")
    g = s.build().dogma("Cipher")
    assert g.hand("ann") == ["Exile"]


# --------------------------------------------------------------------------- Counterfeiting


def test_counterfeiting_scores_top_cards_of_missing_values_then_may_splay() -> None:
    s = scenario()
    s.board("ann", "Sailing", "Counterfeiting")
    s.board("ann", "Agriculture", "Calendar")
    s.score("ann", "Archery")  # a 1 is there already
    g = s.build().dogma("Counterfeiting").answer("Calendar", "done")
    assert sorted(g.score("ann")) == ["Archery", "Calendar"]  # then no top 3+, and 1 and 2 are held
    assert g.pile("ann", "green") == ["Sailing", "Counterfeiting"]
    assert g.splay("ann", "green") == "none"


def test_counterfeiting_repeats_while_a_value_is_missing() -> None:
    s = scenario()
    s.board("ann", "Sailing", "Counterfeiting")
    s.board("ann", "Agriculture", "Optics")
    g = s.build().dogma("Counterfeiting").answer("Optics", "Counterfeiting", "Sailing")
    # 3, then 2, then the uncovered Sailing (1): each value new to the score pile.
    assert sorted(g.score("ann")) == ["Counterfeiting", "Optics", "Sailing"]
    assert g.pile("ann", "yellow") == ["Agriculture"]


# --------------------------------------------------------------------------- Exile


def test_exile_demand_returns_a_leafless_top_card_and_score_cards_of_its_value() -> None:
    s = scenario()
    s.board("ann", "Exile")
    s.board("bob", "Oars")
    s.score("bob", "Archery", "Calendar")
    g = s.build().dogma("Exile")
    assert g.board("bob") == {}
    assert g.score("bob") == ["Calendar"]
    assert g.pile("ann", "yellow") == ["Exile"]  # two cards returned: Exile stays


def test_exile_returns_itself_and_draws_a_three_when_exactly_one_card_was_returned() -> None:
    s = scenario()
    s.board("ann", "Exile")
    s.board("bob", "Oars")
    s.score("bob", "Calendar")
    s.deck("unseen", 3, "Smuggling")
    g = s.build().dogma("Exile")
    assert g.board("ann") == {}
    assert g.deck_bottom("unseen", 2) == ["Exile"]
    assert g.hand("ann") == ["Smuggling"]


# --------------------------------------------------------------------------- Fingerprints


def test_fingerprints_splays_safeguards_by_the_splayed_colours_and_places_a_card() -> None:
    s = scenario()
    s.board("ann", "Fingerprints")
    s.board("ann", "Archery", "Oars")
    s.hand("ann", "Sailing", "Calendar")
    s.available_achievements("Mysticism", "Mapmaking")
    g = s.build().dogma("Fingerprints").answer("red", "bob")
    assert g.splay("ann", "red") == "left"
    assert g.zone("ann", "safe") == ["Mysticism"]  # one splayed colour
    assert g.pile("bob", "green") == ["Sailing"]
    assert g.hand("ann") == ["Calendar"]


def test_fingerprints_may_put_the_card_on_its_own_board() -> None:
    s = scenario()
    s.board("ann", "Fingerprints")
    s.board("ann", "Archery", "Oars", splay="left")
    s.hand("ann", "Sailing")
    s.available_achievements("Mysticism")
    g = s.build().dogma("Fingerprints").answer("ann")
    assert g.zone("ann", "safe") == ["Mysticism"]
    assert g.pile("ann", "green") == ["Sailing"]


# --------------------------------------------------------------------------- Meteorology


def test_meteorology_scores_a_drawn_three_with_a_leaf() -> None:
    s = scenario()
    s.board("ann", "Meteorology")
    s.deck("unseen", 3, "Taqiyya")
    g = s.build().dogma("Meteorology")
    assert g.score("ann") == ["Taqiyya"]


def test_meteorology_returns_a_crowned_three_and_draws_two_threes() -> None:
    s = scenario()
    s.board("ann", "Meteorology")
    s.deck("unseen", 3, "Smuggling")
    s.deck("base", 3, "Compass", "Paper")
    g = s.build().dogma("Meteorology")
    assert sorted(g.hand("ann")) == ["Compass", "Paper"]
    assert g.deck_bottom("unseen", 3) == ["Smuggling"]


def test_meteorology_tucks_a_three_with_neither_icon() -> None:
    s = scenario()
    s.board("ann", "Meteorology", "Agriculture")
    s.deck("unseen", 3, "Secret Police")
    g = s.build().dogma("Meteorology")
    assert g.pile("ann", "yellow") == ["Secret Police", "Agriculture"]


def test_meteorology_claims_zen_without_a_castle() -> None:
    s = scenario()
    s.board("ann", "Meteorology")
    s.deck("unseen", 3, "Taqiyya")
    g = s.build().dogma("Meteorology")
    assert "zen" in g.achievements("ann")


def test_meteorology_claims_no_zen_with_a_castle_showing() -> None:
    s = scenario()
    s.board("ann", "Meteorology", "Archery")
    s.deck("unseen", 3, "Taqiyya")
    g = s.build().dogma("Meteorology")
    assert "zen" not in g.achievements("ann")


# --------------------------------------------------------------------------- Padlock


def test_padlock_demand_puts_a_secret_among_the_achievements_and_cancels_the_scoring() -> None:
    s = scenario()
    s.board("ann", "Padlock")
    s.zone("bob", "safe", "Rumor")
    s.hand("ann", "Agriculture")
    s.available_achievements("Mapmaking")
    g = s.build().dogma("Padlock")
    assert g.zone("bob", "safe") == []
    assert sorted(g.available_achievements()) == ["Mapmaking", "Rumor"]
    assert g.hand("ann") == ["Agriculture"]


def test_padlock_without_a_transfer_scores_up_to_three_cards_of_different_values() -> None:
    s = scenario()
    s.board("ann", "Padlock")
    s.hand("ann", "Agriculture", "Sailing", "Calendar", "Compass", "Anatomy")
    g = s.build().dogma("Padlock").answer("Agriculture", "Calendar", "Compass")
    assert sorted(g.score("ann")) == ["Agriculture", "Calendar", "Compass"]
    assert sorted(g.hand("ann")) == ["Anatomy", "Sailing"]


def test_padlock_scoring_refuses_a_second_card_of_a_value() -> None:
    s = scenario()
    s.board("ann", "Padlock")
    s.hand("ann", "Agriculture", "Sailing")
    g = s.build().dogma("Padlock").answer("Agriculture")  # Sailing is a 1 too: nothing more
    assert g.score("ann") == ["Agriculture"]
    assert g.hand("ann") == ["Sailing"]


# --------------------------------------------------------------------------- Password


def test_password_safeguarding_a_card_of_the_drawn_colour_scores_the_drawn_card() -> None:
    s = scenario()
    s.board("ann", "Password")
    s.hand("ann", "Archery", "Agriculture")
    s.deck("unseen", 2, "Padlock")  # red
    g = s.build().dogma("Password").answer("Archery")
    assert g.zone("ann", "safe") == ["Archery"]
    assert g.score("ann") == ["Padlock"]
    assert g.hand("ann") == ["Agriculture"]


def test_password_declining_returns_the_hand_but_the_drawn_card() -> None:
    s = scenario()
    s.board("ann", "Password")
    s.hand("ann", "Archery", "Calendar")
    s.deck("unseen", 2, "Padlock")
    g = s.build().dogma("Password").answer("done")
    assert g.hand("ann") == ["Padlock"]
    assert g.zone("ann", "safe") == []
    assert g.score("ann") == []


# --------------------------------------------------------------------------- Propaganda


def test_propaganda_makes_me_name_a_colour_and_takes_the_covered_card() -> None:
    s = scenario()
    s.board("ann", "Propaganda")
    s.hand("ann", "Pottery")
    s.board("bob", "Optics")  # crowns, no castle
    s.hand("bob", "Archery", "Sailing")
    g = s.build().dogma("Propaganda").answer("red")
    assert g.pile("bob", "red") == ["Archery"]
    assert g.pile("ann", "red") == ["Optics"]
    assert g.pile("ann", "blue") == ["Pottery"]  # then ann melds from her hand


def test_propaganda_without_a_card_of_the_colour_moves_nothing() -> None:
    s = scenario()
    s.board("ann", "Propaganda")
    s.board("bob", "Optics")
    s.hand("bob", "Sailing")
    g = s.build().dogma("Propaganda").answer("red")
    assert g.hand("bob") == ["Sailing"]
    assert g.pile("bob", "red") == ["Optics"]


# --------------------------------------------------------------------------- Steganography


def test_steganography_splaying_a_lightbulb_colour_safeguards_by_its_size() -> None:
    s = scenario()
    s.board("ann", "Steganography")
    s.board("ann", "Tools", "Writing")
    s.available_achievements("Mapmaking", "Mysticism")
    g = s.build().dogma("Steganography").answer("blue")
    assert g.splay("ann", "blue") == "left"
    assert g.zone("ann", "safe") == ["Mapmaking"]


def test_steganography_declining_draws_and_tucks_a_three() -> None:
    s = scenario()
    s.board("ann", "Steganography")
    s.board("ann", "Tools", "Writing")
    s.deck("unseen", 3, "Secret Police")
    g = s.build().dogma("Steganography").answer("done")
    assert g.pile("ann", "yellow") == ["Secret Police"]
    assert g.zone("ann", "safe") == []


# --------------------------------------------------------------------------- a full safe takes nothing


def test_fingerprints_into_a_full_safe_still_places_the_card() -> None:
    s = scenario()
    s.board("ann", "Fingerprints")
    s.board("ann", "Pottery", "Writing", splay="aslant")  # one splayed colour; limit 1
    s.zone("ann", "safe", "Tools")
    s.hand("ann", "Sailing")
    s.available_achievements("Mysticism")
    g = s.build().dogma("Fingerprints").answer("bob")
    assert g.zone("ann", "safe") == ["Tools"]
    assert g.available_achievements() == ["Mysticism"]
    assert g.pile("bob", "green") == ["Sailing"]


def test_password_with_a_full_safe_offers_nothing_and_returns_the_hand() -> None:
    s = scenario()
    s.board("ann", "Password")
    s.board("ann", "Pottery", "Writing", splay="aslant")
    s.zone("ann", "safe", "Tools")
    s.hand("ann", "Archery", "Calendar")
    s.deck("unseen", 2, "Padlock")
    g = s.build().dogma("Password")
    assert g.zone("ann", "safe") == ["Tools"]
    assert g.hand("ann") == ["Padlock"]
    assert g.score("ann") == []


def test_steganography_splays_even_when_the_safe_is_full() -> None:
    s = scenario()
    s.board("ann", "Steganography")
    s.board("ann", "Tools", "Writing")
    s.board("ann", "Archery", "Oars", splay="up")  # limit 2
    s.zone("ann", "safe", "Sailing", "Agriculture")
    s.available_achievements("Mapmaking")
    g = s.build().dogma("Steganography").answer("blue")
    assert g.splay("ann", "blue") == "left"
    assert g.zone("ann", "safe") == ["Sailing", "Agriculture"]
    assert g.available_achievements() == ["Mapmaking"]
