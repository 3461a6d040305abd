"""Scenario tests for the Unseen cards of age 6 (written from the card texts and RULES-4e.md §§4, 7:
safeguard puts a card face down in your safe unless it is full — limit 5 − your highest splay;
the cards in it are your secrets)."""

from __future__ import annotations

from tests.cards4e.unseen.unseen4e import base_draws, scenario

# --------------------------------------------------------------------------- Attic


def test_attic_safeguards_a_hand_card_returns_a_score_card_and_scores_a_matching_value() -> None:
    s = scenario()
    s.board("ann", "Attic")
    s.hand("ann", "Canning")
    s.score("ann", "Agriculture", "Calendar")
    s.deck("base", 2, "Mapmaking")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Attic").answer("safeguard a card from your hand", "Agriculture")
    assert g.zone("ann", "safe") == ["Canning"]
    assert g.hand("ann") == []
    assert g.score("ann") == ["Calendar", "Mapmaking"]
    assert g.deck_bottom("base", 1) == ["Agriculture"]


def test_attic_may_score_the_hand_card_instead() -> None:
    s = scenario()
    s.board("ann", "Attic")
    s.hand("ann", "Canning")
    s.score("ann", "Agriculture")
    s.deck("base", 6, "Vaccination")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Attic").answer("score a card from your hand", "Agriculture")
    assert g.score("ann") == ["Canning", "Vaccination"]  # the only value left to name is 6
    assert g.zone("ann", "safe") == []


def test_attic_may_do_neither_and_with_an_empty_score_pile_draws_and_scores_a_one() -> None:
    s = scenario()
    s.board("ann", "Attic")
    s.hand("ann", "Canning")
    s.deck("base", 1, "Pottery")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Attic").answer("neither")
    assert g.hand("ann") == ["Canning"]
    assert g.score("ann") == ["Pottery"]


# --------------------------------------------------------------------------- Hiking


def test_hiking_tucks_the_six_under_a_factory_pile_and_melds_a_seven_with_a_leaf() -> None:
    s = scenario()
    s.board("ann", "Hiking", "Coal")  # red top card with factories
    s.deck("base", 6, "Machine Tools")  # red
    s.deck("base", 7, "Sanitation")  # leaves
    s.deck("base", 8, "Flight")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Hiking")
    assert g.pile("ann", "red") == ["Machine Tools", "Coal"]
    assert g.pile("ann", "yellow") == ["Sanitation"]
    assert g.hand("ann") == ["Flight"]


def test_hiking_keeps_the_six_when_its_pile_shows_no_factory() -> None:
    s = scenario()
    s.board("ann", "Hiking", "Archery")
    s.deck("base", 6, "Machine Tools")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Hiking")
    assert g.hand("ann") == ["Machine Tools"]
    assert g.pile("ann", "red") == ["Archery"]


def test_hiking_keeps_a_seven_without_a_leaf_in_hand() -> None:
    s = scenario()
    s.board("ann", "Hiking", "Coal")
    s.deck("base", 6, "Industrialization")
    s.deck("base", 7, "Explosives")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Hiking")
    assert g.pile("ann", "red") == ["Industrialization", "Coal"]
    assert g.hand("ann") == ["Explosives"]


# --------------------------------------------------------------------------- Illuminati


def test_illuminati_splays_right_safeguards_the_top_card_and_an_achievement_one_higher() -> None:
    s = scenario()
    s.board("ann", "Illuminati")
    s.board("ann", "Pottery", "Tools", "Writing")  # blue pile: Writing (a 1) on top
    s.hand("ann", "Mathematics")
    s.available_achievements("Agriculture", "Calendar", "Alchemy")
    g = s.build().dogma("Illuminati")
    assert g.splay("ann", "blue") == "right"
    assert g.zone("ann", "safe") == ["Writing", "Calendar"]  # the 1, then an achievement of value 2
    assert g.pile("ann", "blue") == ["Pottery", "Tools"]
    assert g.hand("ann") == ["Mathematics"]
    assert g.available_achievements() == ["Agriculture", "Alchemy"]


def test_illuminati_with_a_full_safe_moves_nothing() -> None:
    s = scenario()
    s.board("ann", "Illuminati")
    s.board("ann", "Pottery", "Writing")
    s.board("ann", "Sailing", "Clothing", splay="up")  # highest splay up: the safe holds two
    s.zone("ann", "safe", "Agriculture", "Archery")
    s.hand("ann", "Tools")
    s.available_achievements("Calendar")
    g = s.build().dogma("Illuminati")
    assert g.pile("ann", "blue") == ["Pottery", "Writing"]
    assert g.splay("ann", "blue") == "right"
    assert g.zone("ann", "safe") == ["Agriculture", "Archery"]
    assert g.available_achievements() == ["Calendar"]


# --------------------------------------------------------------------------- Placebo


def test_placebo_returns_top_cards_of_one_colour_and_draws_sevens_and_an_eight_for_one_seven() -> None:
    s = scenario()
    s.board("ann", "Placebo")
    s.board("ann", "Mysticism", "Lighting")  # purple: Lighting (a 7) on top
    s.board("ann", "Archery")
    s.deck("base", 7, "Railroad", "Bicycle")
    s.deck("base", 8, "Flight")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Placebo").answer("Lighting", "Mysticism")
    assert g.board("ann") == {"blue": ["Placebo"], "red": ["Archery"]}
    assert sorted(g.hand("ann")) == ["Bicycle", "Flight", "Railroad"]


def test_placebo_may_stop_after_one_card() -> None:
    s = scenario()
    s.board("ann", "Placebo")
    s.board("ann", "Mysticism", "Lighting")
    s.deck("base", 7, "Railroad")
    s.deck("base", 8, "Flight")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Placebo").answer("Lighting", "done")
    assert g.pile("ann", "purple") == ["Mysticism"]
    assert sorted(g.hand("ann")) == ["Flight", "Railroad"]


def test_placebo_returning_no_seven_draws_no_eight() -> None:
    s = scenario()
    s.board("ann", "Placebo")
    s.board("ann", "Archery")
    s.deck("base", 7, "Lighting")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Placebo").answer("Archery")
    assert g.hand("ann") == ["Lighting"]
    assert g.board("ann") == {"blue": ["Placebo"]}


# --------------------------------------------------------------------------- Reconnaissance


def test_reconnaissance_reveals_the_hand_then_keeps_one_of_three_sevens_and_may_splay_its_colour() -> None:
    s = scenario()
    s.board("ann", "Reconnaissance")
    s.board("ann", "Bicycle", "Mapmaking")
    s.hand("bob", "Pottery")
    s.deck("base", 7, "Electricity", "Lighting", "Railroad")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Reconnaissance")
    assert any("Pottery" in e for e in g.events("reveal"))
    g.answer("Lighting", "Railroad", "green")
    assert g.hand("ann") == ["Electricity"]
    assert g.splay("ann", "green") == "right"
    assert g.hand("bob") == ["Pottery"]


# --------------------------------------------------------------------------- Red Herring


def test_red_herring_splays_red_then_splays_the_tucked_colour_up_when_it_matches() -> None:
    s = scenario()
    s.board("ann", "Archery", "Red Herring")
    s.board("ann", "Democracy", "Mysticism", splay="left")
    s.deck("base", 6, "Emancipation")  # purple
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Red Herring").answer("splay red left")
    assert g.splay("ann", "red") == "left"
    assert g.pile("ann", "purple") == ["Emancipation", "Democracy", "Mysticism"]
    assert g.splay("ann", "purple") == "up"


def test_red_herring_unsplays_the_tucked_colour_when_it_differs() -> None:
    s = scenario()
    s.board("ann", "Archery", "Red Herring")
    s.board("ann", "Democracy", "Mysticism", splay="left")
    s.deck("base", 6, "Emancipation")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Red Herring").answer("splay red up")
    assert g.splay("ann", "red") == "up"
    assert g.splay("ann", "purple") == "none"


# --------------------------------------------------------------------------- Sabotage


def test_sabotage_makes_the_opponent_return_my_pick_and_tuck_that_colour() -> None:
    s = scenario()
    s.board("ann", "Sabotage")
    s.hand("bob", "Archery")
    s.board("bob", "Oars")
    s.score("bob", "Construction", "Pottery")
    s.deck("base", 6, "Canning")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Sabotage").answer("Archery")
    assert g.hand("bob") == ["Canning"]
    assert g.deck_bottom("base", 1) == ["Archery"]
    assert g.pile("bob", "red") == ["Construction", "Oars"]  # the top red card tucked, then the red score card
    assert g.score("bob") == ["Pottery"]


# --------------------------------------------------------------------------- Sniping


def test_sniping_unsplays_melds_the_bottom_card_and_takes_the_next_bottom_card() -> None:
    s = scenario()
    s.board("ann", "Coal", "Sniping")
    s.board("bob", "Pottery", "Tools", "Writing", splay="left")
    g = s.build().dogma("Sniping")  # his only colour
    assert g.splay("bob", "blue") == "none"
    assert g.pile("bob", "blue") == ["Writing", "Pottery"]
    assert g.pile("ann", "blue") == ["Tools"]


def test_sniping_a_single_card_pile_gives_nothing() -> None:
    s = scenario()
    s.board("ann", "Sniping")
    s.board("bob", "Pottery")
    g = s.build().dogma("Sniping")
    assert g.pile("bob", "blue") == ["Pottery"]
    assert g.board("ann") == {"red": ["Sniping"]}


# --------------------------------------------------------------------------- Swiss Bank Account


def test_swiss_bank_account_safeguards_an_achievement_of_the_score_count_and_scores_that_value() -> None:
    s = scenario()
    s.board("ann", "Swiss Bank Account")
    s.score("ann", "Pottery", "Writing")
    s.hand("ann", "Calendar", "Mapmaking", "Alchemy")
    s.available_achievements("Tools", "Currency")
    s.deck("base", 6, "Canning")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Swiss Bank Account")
    assert g.zone("ann", "safe") == ["Currency"]
    assert sorted(g.score("ann")) == ["Calendar", "Mapmaking", "Pottery", "Writing"]
    assert g.hand("ann") == ["Alchemy", "Canning"]  # one secret: one 6


def test_swiss_bank_account_without_such_an_achievement_scores_nothing_but_draws_per_secret() -> None:
    s = scenario()
    s.board("ann", "Swiss Bank Account")
    s.hand("ann", "Calendar")
    s.zone("ann", "safe", "Agriculture", "Archery")
    s.available_achievements("Tools")
    s.deck("base", 6, "Canning", "Vaccination")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Swiss Bank Account")
    assert g.available_achievements() == ["Tools"]
    assert g.hand("ann") == ["Calendar", "Canning", "Vaccination"]


# --------------------------------------------------------------------------- Triad


def test_triad_returns_and_splays_tucks_and_scores_from_a_hand_of_three() -> None:
    s = scenario()
    s.board("ann", "Monotheism", "Triad")
    s.board("ann", "Pottery")
    s.hand("ann", "Mysticism", "Writing", "Agriculture")
    g = s.build().dogma("Triad").answer("Mysticism", "Writing")  # the last card is scored
    assert g.splay("ann", "purple") == "right"
    assert g.pile("ann", "blue") == ["Writing", "Pottery"]
    assert g.score("ann") == ["Agriculture"]
    assert g.hand("ann") == []


def test_triad_with_two_hand_cards_does_nothing() -> None:
    s = scenario()
    s.board("ann", "Triad")
    s.hand("ann", "Writing", "Agriculture")
    g = s.build().dogma("Triad")
    assert g.hand("ann") == ["Writing", "Agriculture"]
