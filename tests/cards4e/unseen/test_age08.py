"""Scenario tests for the Unseen cards of age 8 (written from the card texts and RULES-4e.md §§4, 7)."""

from __future__ import annotations

from tests.cards4e.unseen.unseen4e import base_draws, scenario

# --------------------------------------------------------------------------- Blacklight


def test_blacklight_unsplays_a_colour() -> None:
    s = scenario()
    s.board("ann", "Blacklight")
    s.board("ann", "Sailing", "Clothing", splay="right")
    g = s.build().dogma("Blacklight").answer("unsplay a colour")
    assert g.splay("ann", "green") == "none"


def test_blacklight_splays_an_unsplayed_colour_up_and_draws_a_nine() -> None:
    s = scenario()
    s.board("ann", "Blacklight")
    s.board("ann", "Sailing", "Clothing", splay="right")
    s.board("ann", "Oars", "Archery")
    s.deck("base", 9, "Satellites")
    base_draws(s, "ann", "bob")
    g = (
        s.build().dogma("Blacklight").answer("splay an unsplayed colour up and draw a 9")
    )  # red is the only unsplayed pile of two
    assert g.splay("ann", "red") == "up"
    assert g.splay("ann", "green") == "right"
    assert g.hand("ann") == ["Satellites"]


# --------------------------------------------------------------------------- Concealment


def test_concealment_demand_tucks_every_secret_and_i_safeguard_my_bottom_purple_card() -> None:
    s = scenario()
    s.board("ann", "Concealment")
    s.board("ann", "Mysticism", "Philosophy")
    s.zone("bob", "safe", "Tools", "Agriculture")
    g = s.build().dogma("Concealment")
    assert g.zone("bob", "safe") == []
    assert g.pile("bob", "blue") == ["Tools"]
    assert g.pile("bob", "yellow") == ["Agriculture"]
    assert g.zone("ann", "safe") == ["Mysticism"]
    assert g.pile("ann", "purple") == ["Philosophy"]


# --------------------------------------------------------------------------- Enigma Machine


def test_enigma_machine_safeguards_the_available_achievements_until_the_safe_is_full() -> None:
    s = scenario()
    s.board("ann", "Enigma Machine")
    s.board("ann", "Sailing", "Clothing", splay="up")  # limit two
    s.available_achievements("Tools", "Calendar", "Alchemy")
    g = s.build().dogma("Enigma Machine").answer("safeguard all available standard achievements")
    assert g.zone("ann", "safe") == ["Tools", "Calendar"]
    assert g.available_achievements() == ["Alchemy"]


def test_enigma_machine_takes_the_secrets_into_hand_and_splays_a_left_pile_up() -> None:
    s = scenario()
    s.board("ann", "Enigma Machine")
    s.board("ann", "Sailing", "Clothing", splay="left")
    s.zone("ann", "safe", "Tools", "Calendar")
    g = s.build().dogma("Enigma Machine").answer("transfer all your secrets to your hand")
    assert g.hand("ann") == ["Tools", "Calendar"]
    assert g.zone("ann", "safe") == []
    assert g.splay("ann", "green") == "up"


def test_enigma_machine_makes_the_hand_available() -> None:
    s = scenario()
    s.board("ann", "Enigma Machine")
    s.hand("ann", "Tools", "Calendar")
    s.available_achievements("Alchemy")
    g = s.build().dogma("Enigma Machine").answer("transfer all cards in your hand to the available achievements")
    assert g.hand("ann") == []
    assert sorted(g.available_achievements()) == ["Alchemy", "Calendar", "Tools"]


# --------------------------------------------------------------------------- Handbag


def test_handbag_takes_the_bottom_card_of_each_pile() -> None:
    s = scenario()
    s.board("ann", "Handbag")
    s.board("ann", "Oars", "Archery")
    s.board("ann", "Pottery")
    g = s.build().dogma("Handbag").answer("transfer your bottom cards to your hand")
    assert sorted(g.hand("ann")) == ["Handbag", "Oars", "Pottery"]
    assert g.board("ann") == {"red": ["Archery"]}


def test_handbag_tucks_the_score_pile_or_scores_a_value_from_hand() -> None:
    s = scenario()
    s.board("ann", "Handbag")
    s.score("ann", "Tools")
    g = s.build().dogma("Handbag").answer("tuck all cards from your score pile")
    assert g.pile("ann", "blue") == ["Tools"]
    assert g.score("ann") == []
    s = scenario()
    s.board("ann", "Handbag")
    s.hand("ann", "Tools", "Archery", "Calendar")
    g = s.build().dogma("Handbag").answer("score all cards of a value from your hand", "1")
    assert sorted(g.score("ann")) == ["Archery", "Tools"]
    assert g.hand("ann") == ["Calendar"]


def test_handbag_may_do_nothing() -> None:
    s = scenario()
    s.board("ann", "Handbag")
    s.score("ann", "Tools")
    g = s.build().dogma("Handbag").answer("neither")
    assert g.score("ann") == ["Tools"]


# --------------------------------------------------------------------------- Jackalope


def test_jackalope_takes_the_highest_top_card_without_a_clock_and_unsplays_its_colour() -> None:
    s = scenario()
    s.board("ann", "Jackalope")
    s.board("bob", "Oars", "Archery", "Railroad", splay="right")  # the 7 on top has a clock
    s.board("bob", "Sailing", "Navigation", splay="right")
    s.board("bob", "Tools")
    g = s.build().dogma("Jackalope")
    assert g.pile("ann", "green") == ["Navigation"]
    assert g.pile("bob", "green") == ["Sailing"]
    assert g.splay("bob", "red") == "right"


def test_jackalope_unsplays_my_pile_showing_the_most_cards() -> None:
    s = scenario()
    s.board("ann", "Jackalope")
    s.board("ann", "Oars", "Archery", "Construction", splay="right")
    s.board("ann", "Sailing", "Clothing", splay="up")
    g = s.build().dogma("Jackalope")
    assert g.splay("ann", "red") == "none"
    assert g.splay("ann", "green") == "up"


# --------------------------------------------------------------------------- Joy Buzzer


def test_joy_buzzer_swaps_the_hand_for_my_lowest_cards_then_scores_a_value_and_my_top_purple() -> None:
    s = scenario()
    s.board("ann", "Joy Buzzer")
    s.hand("ann", "Tools", "Archery", "Calendar")
    s.hand("bob", "Alchemy", "Canning")
    g = s.build().dogma("Joy Buzzer")
    assert sorted(g.hand("bob")) == ["Archery", "Tools"]
    assert sorted(g.hand("ann")) == ["Alchemy", "Calendar", "Canning"]
    g.answer("6")
    assert g.score("ann") == ["Canning", "Joy Buzzer"]


def test_joy_buzzer_declined_scores_nothing() -> None:
    s = scenario()
    s.board("ann", "Joy Buzzer")
    s.hand("ann", "Tools", "Calendar")
    s.hand("bob", "Alchemy")
    g = s.build().dogma("Joy Buzzer").answer("done")
    assert g.hand("bob") == ["Tools"]
    assert sorted(g.hand("ann")) == ["Alchemy", "Calendar"]
    assert g.score("ann") == []
    assert g.pile("ann", "purple") == ["Joy Buzzer"]


# --------------------------------------------------------------------------- Opus Dei


def test_opus_dei_reveals_the_highest_score_card_splays_its_colour_up_and_safeguards_it() -> None:
    s = scenario()
    s.board("ann", "Opus Dei")
    s.board("ann", "Sailing", "Clothing")
    s.score("ann", "Tools", "Mapmaking")
    s.deck("base", 8, "Flight")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Opus Dei")
    assert g.splay("ann", "green") == "up"
    assert g.zone("ann", "safe") == ["Mapmaking"]
    assert g.score("ann") == ["Tools"]
    assert g.hand("ann") == ["Flight"]  # one pile splayed up


# --------------------------------------------------------------------------- Scouting


def test_scouting_returning_both_draws_a_ten_when_the_top_ten_matches_a_returned_colour() -> None:
    s = scenario()
    s.board("ann", "Scouting")
    s.deck("base", 9, "Satellites", "Fission")  # green, red
    s.deck("base", 10, "Databases")  # green
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Scouting").answer("Satellites", "Fission")
    assert g.hand("ann") == ["Databases"]


def test_scouting_returning_one_keeps_the_other() -> None:
    s = scenario()
    s.board("ann", "Scouting")
    s.deck("base", 9, "Satellites", "Fission")
    s.deck("base", 10, "Databases")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Scouting").answer("Fission", "done")
    assert g.hand("ann") == ["Satellites"]
    assert g.deck("base", 10)[0] == "Databases"


def test_scouting_draws_no_ten_of_another_colour() -> None:
    s = scenario()
    s.board("ann", "Scouting")
    s.deck("base", 9, "Satellites", "Fission")
    s.deck("base", 10, "Software")  # blue
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Scouting").answer("Satellites", "Fission")
    assert g.hand("ann") == []
    assert g.deck("base", 10)[0] == "Software"


# --------------------------------------------------------------------------- Shangri-La


def test_shangri_la_scores_a_tucked_eight_with_a_factory() -> None:
    s = scenario()
    s.board("ann", "Shangri-La")
    s.deck("base", 8, "Mobility")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Shangri-La")
    assert g.score("ann") == ["Mobility"]


def test_shangri_la_melds_an_eight_and_repeats() -> None:
    s = scenario()
    s.board("ann", "Shangri-La")
    s.deck("base", 8, "Antibiotics", "Socialism", "Corporations")  # tuck (no factory), meld an 8, tuck (factory)
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Shangri-La")
    assert g.pile("ann", "yellow") == ["Antibiotics", "Shangri-La"]
    assert g.pile("ann", "purple") == ["Socialism"]
    assert g.score("ann") == ["Corporations"]


# --------------------------------------------------------------------------- Hitchhiking (docs/rulings.md)


def test_hitchhiking_the_other_player_gives_a_card_and_makes_my_decisions_in_its_self_execution() -> None:
    s = scenario()
    s.board("ann", "Hitchhiking")
    s.hand("ann", "Writing", "Agriculture", "Mysticism")
    s.hand("bob", "Triad", "Canning")
    g = s.build().dogma("Hitchhiking")
    d = g.decision
    assert d is not None and d.player == "bob"  # bob picks the card he gives
    g.answer("Triad")
    assert g.pile("ann", "purple") == ["Triad"]
    d = g.decision
    assert d is not None and d.player == "bob"  # ann's return, decided by bob, her hand shown to him
    assert set(d.options) == {"writing", "agriculture", "mysticism"}
    g.answer("Mysticism", "Writing")  # return Mysticism, tuck Writing; Agriculture is scored
    assert g.deck_bottom("base", 1) == ["Mysticism"]
    assert g.pile("ann", "blue") == ["Writing"]
    assert g.score("ann") == ["Agriculture"]
    assert g.hand("bob") == ["Canning"]
    assert g.idle


def test_hitchhiking_with_an_empty_hand_gives_nothing() -> None:
    s = scenario()
    s.board("ann", "Hitchhiking")
    s.hand("ann", "Writing")
    g = s.build().dogma("Hitchhiking")
    assert g.board("ann") == {"green": ["Hitchhiking"]}
    assert g.hand("ann") == ["Writing"]
