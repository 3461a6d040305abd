"""Scenario tests for the Unseen cards of age 7 (written from the card texts and RULES-4e.md §§4, 7:
safeguard, secrets, the junk, super-/self-execute)."""

from __future__ import annotations

from tests.cards4e.unseen.late4e import pick, pick_secret
from tests.cards4e.unseen.unseen4e import base_draws, junk, scenario

# --------------------------------------------------------------------------- Black Market


def test_black_market_safeguards_reveals_two_achievements_melds_one_and_returns_the_other() -> None:
    s = scenario()
    s.board("ann", "Black Market")
    s.hand("ann", "Canning")
    s.available_achievements("Tools", "Calendar", "Alchemy")
    g = s.build().dogma("Black Market").answer("Canning")
    g.answer(pick(g, "Tools"))
    g.answer(pick(g, "Calendar"))
    g.answer(pick(g, "Tools"))  # melded (no clock, no avatar)
    assert g.zone("ann", "safe") == ["Canning"]
    assert g.pile("ann", "blue") == ["Tools"]
    assert g.deck_bottom("base", 2) == ["Calendar"]
    assert g.available_achievements() == ["Alchemy"]


def test_black_market_declined_reveals_nothing() -> None:
    s = scenario()
    s.board("ann", "Black Market")
    s.hand("ann", "Canning")
    s.available_achievements("Tools", "Calendar")
    g = s.build().dogma("Black Market").answer("done")
    assert g.hand("ann") == ["Canning"]
    assert g.available_achievements() == ["Tools", "Calendar"]


def test_black_market_returns_revealed_cards_with_a_clock() -> None:
    s = scenario()
    s.board("ann", "Black Market")
    s.hand("ann", "Canning")
    s.available_achievements("Bicycle", "Railroad")  # both show a clock
    g = s.build().dogma("Black Market").answer("Canning")
    assert g.available_achievements() == []
    assert sorted(g.deck_bottom("base", 7, 2)) == ["Bicycle", "Railroad"]
    assert g.board("ann") == {"green": ["Black Market"]}


# --------------------------------------------------------------------------- Camouflage


def test_camouflage_junks_two_equal_top_cards_then_safeguards_them() -> None:
    s = scenario()
    s.board("ann", "Camouflage")
    s.board("ann", "Pottery")
    s.board("ann", "Agriculture")
    s.board("ann", "Mapmaking")
    g = s.build().dogma("Camouflage").answer("junk two top cards of equal value, then safeguard them", "Pottery")
    assert sorted(g.zone("ann", "safe")) == ["Agriculture", "Pottery"]
    assert junk(g) == []
    assert g.board("ann") == {"red": ["Camouflage"], "green": ["Mapmaking"]}


def test_camouflage_scores_two_secrets_of_equal_value_and_draws_a_seven_per_special() -> None:
    s = scenario()
    s.board("ann", "Camouflage")
    s.zone("ann", "safe", "Agriculture", "Pottery", "Calendar")
    s.achievements("ann", "monument")
    s.deck("base", 7, "Bicycle")
    base_draws(s, "ann", "bob")
    g = pick_secret(s.build().dogma("Camouflage").answer("score two of your secrets of equal value"), "Agriculture")
    assert sorted(g.score("ann")) == ["Agriculture", "Pottery"]
    assert g.zone("ann", "safe") == ["Calendar"]
    assert g.hand("ann") == ["Bicycle"]


# --------------------------------------------------------------------------- Counterintelligence


def test_counterintelligence_demand_tucks_a_lightbulb_card_and_hands_over_the_next_top_card() -> None:
    s = scenario()
    s.board("ann", "Counterintelligence")
    s.board("bob", "Oars", "Archery")  # one lightbulb
    s.deck("base", 7, "Bicycle")
    s.deck("base", 8, "Flight")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Counterintelligence")
    assert g.pile("bob", "red") == ["Archery"]
    assert g.pile("ann", "red") == ["Oars"]
    assert g.hand("bob") == ["Bicycle"]
    assert g.hand("ann") == ["Flight"]


# --------------------------------------------------------------------------- Fortune Cookie


def test_fortune_cookie_with_exactly_seven_leaves_draws_and_scores_a_seven() -> None:
    s = scenario()
    s.board("ann", "Fortune Cookie")
    s.board("ann", "Agriculture")
    s.board("ann", "Clothing")  # 2 + 3 + 2 leaves
    s.deck("base", 7, "Bicycle")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Fortune Cookie")
    assert g.score("ann") == ["Bicycle"]
    assert g.hand("ann") == []


def test_fortune_cookie_with_exactly_eight_leaves_splays_right_and_draws_an_eight() -> None:
    s = scenario()
    s.board("ann", "Mysticism", "Fortune Cookie")
    s.board("ann", "Agriculture")
    s.board("ann", "Pottery")  # 2 + 3 + 3 leaves
    s.deck("base", 8, "Flight")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Fortune Cookie")
    assert g.splay("ann", "purple") == "right"
    assert g.hand("ann") == ["Flight"]
    assert g.score("ann") == []


# --------------------------------------------------------------------------- Mafia


def test_mafia_takes_the_lowest_secret_into_my_safe_then_tucks_from_a_score_pile() -> None:
    s = scenario()
    s.board("ann", "Mafia")
    s.zone("bob", "safe", "Calendar", "Agriculture")
    s.score("bob", "Tools")
    s.score("ann", "Alchemy")
    g = s.build().dogma("Mafia")
    assert g.zone("ann", "safe") == ["Agriculture"]
    assert g.zone("bob", "safe") == ["Calendar"]
    g.answer(pick(g, "Tools"))
    assert g.pile("ann", "blue") == ["Tools"]
    assert g.score("bob") == []
    assert g.score("ann") == ["Alchemy"]


# --------------------------------------------------------------------------- Plot Voucher


def test_plot_voucher_on_my_turn_super_executes_the_melded_card() -> None:
    s = scenario()
    s.board("ann", "Plot Voucher")
    s.score("ann", "Counterintelligence")
    s.available_achievements("Tools", "Calendar")
    s.board("bob", "Oars", "Archery")  # one lightbulb: fewer than mine, but super-execute ignores icons anyway
    s.deck("base", 7, "Bicycle")
    s.deck("base", 8, "Flight")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Plot Voucher")
    assert g.zone("ann", "safe") == ["Tools"]
    assert g.pile("ann", "blue") == ["Counterintelligence"]
    assert g.pile("bob", "red") == ["Archery"]
    assert g.pile("ann", "red") == ["Oars"]
    assert g.hand("bob") == ["Bicycle"]
    assert g.hand("ann") == ["Flight"]


def test_plot_voucher_without_an_achievement_to_safeguard_executes_nothing() -> None:
    s = scenario()
    s.board("ann", "Plot Voucher")
    s.score("ann", "Counterintelligence")
    s.available_achievements()
    s.board("bob", "Oars", "Archery")
    g = s.build().dogma("Plot Voucher")
    assert g.pile("ann", "blue") == ["Counterintelligence"]
    assert g.pile("bob", "red") == ["Oars", "Archery"]
    assert g.hand("ann") == []


def test_plot_voucher_shared_off_turn_only_self_executes() -> None:
    s = scenario()
    s.turn("bob")
    s.board("bob", "Plot Voucher")
    s.board("ann", "Tools")  # as many lightbulbs as bob: ann shares, before him
    s.score("ann", "Counterintelligence")
    s.available_achievements("Calendar", "Alchemy")
    s.deck("base", 8, "Flight")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Plot Voucher")
    assert g.zone("ann", "safe") == ["Calendar"]
    assert g.pile("ann", "blue") == ["Tools", "Counterintelligence"]
    assert "Flight" in g.hand("ann")  # the non-demand effect only: no demand on bob
    assert g.board("bob") == {"green": ["Plot Voucher"]}
    assert g.zone("bob", "safe") == ["Alchemy"]


# --------------------------------------------------------------------------- Private Eye


def test_private_eye_takes_the_hand_card_i_choose_then_scores_a_secret_and_may_splay_blue() -> None:
    s = scenario()
    s.board("ann", "Private Eye")
    s.hand("bob", "Tools", "Calendar")
    s.zone("ann", "safe", "Agriculture")
    s.deck("base", 7, "Bicycle")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Private Eye").answer("Calendar", "blue")
    assert g.pile("ann", "blue") == ["Private Eye", "Calendar"]
    assert g.splay("ann", "blue") == "right"
    assert sorted(g.hand("bob")) == ["Bicycle", "Tools"]
    assert g.score("ann") == ["Agriculture"]
    assert g.zone("ann", "safe") == []


# --------------------------------------------------------------------------- Safe Deposit Box


def test_safe_deposit_box_exchanges_the_score_pile_with_the_valued_junk() -> None:
    s = scenario()
    s.board("ann", "Safe Deposit Box")
    s.score("ann", "Tools", "Calendar")
    s.shared_zone("junk", "Agriculture", "Pottery")
    g = s.build().dogma("Safe Deposit Box").answer("exchange your score pile with the valued cards in the junk")
    assert sorted(g.score("ann")) == ["Agriculture", "Pottery"]
    assert junk(g) == ["Calendar", "Tools"]


def test_safe_deposit_box_may_draw_and_junk_two_sevens_or_do_nothing() -> None:
    s = scenario()
    s.board("ann", "Safe Deposit Box")
    s.deck("base", 7, "Bicycle", "Lighting")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Safe Deposit Box").answer("draw and junk two 7s")
    assert junk(g) == ["Bicycle", "Lighting"]
    s = scenario()
    s.board("ann", "Safe Deposit Box")
    s.score("ann", "Tools")
    g = s.build().dogma("Safe Deposit Box").answer("neither")
    assert g.score("ann") == ["Tools"]
    assert junk(g) == []


# --------------------------------------------------------------------------- Slot Machine


def test_slot_machine_with_one_green_card_splays_and_returns_the_five() -> None:
    s = scenario()
    s.board("ann", "Mysticism", "Slot Machine")
    for age, name in ((1, "Sailing"), (2, "Calendar"), (3, "Alchemy"), (4, "Anatomy"), (5, "Coal")):
        s.deck("base", age, name)
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Slot Machine")
    assert g.splay("ann", "purple") == "right"
    assert g.hand("ann") == [] and g.score("ann") == []
    assert g.deck_bottom("base", 1) == ["Sailing"]


def test_slot_machine_with_two_green_cards_scores_the_five() -> None:
    s = scenario()
    s.board("ann", "Mysticism", "Slot Machine")
    for age, name in ((1, "Sailing"), (2, "Mapmaking"), (3, "Alchemy"), (4, "Anatomy"), (5, "Coal")):
        s.deck("base", age, name)
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Slot Machine")
    assert sorted(g.score("ann")) == ["Alchemy", "Anatomy", "Coal", "Mapmaking", "Sailing"]
    assert not g.over


def test_slot_machine_with_three_green_cards_wins() -> None:
    s = scenario()
    s.board("ann", "Mysticism", "Slot Machine")
    for age, name in ((1, "Sailing"), (2, "Mapmaking"), (3, "Compass"), (4, "Anatomy"), (5, "Coal")):
        s.deck("base", age, name)
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Slot Machine")
    assert g.winners == ["ann"]


# --------------------------------------------------------------------------- Subway


def test_subway_with_few_visible_cards_junks_the_pile_and_draws_an_eight() -> None:
    s = scenario()
    s.board("ann", "Subway")
    s.board("ann", "Sailing")
    s.deck("base", 7, "Bicycle")
    s.deck("base", 8, "Flight")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Subway")
    assert "green" not in g.board("ann")
    assert junk(g) == ["Bicycle", "Sailing"]
    assert g.hand("ann") == ["Flight"]


def test_subway_with_seven_visible_cards_draws_a_nine() -> None:
    s = scenario()
    s.board("ann", "Subway")
    s.board("ann", "Sailing", "Clothing", "Currency", "Mapmaking", "Compass", "Navigation", splay="right")
    s.deck("base", 7, "Bicycle")
    s.deck("base", 9, "Satellites")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Subway")
    assert len(g.pile("ann", "green")) == 7
    assert g.hand("ann") == ["Satellites"]
