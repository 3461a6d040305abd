"""Scenario tests for the age 6 Artifacts of History cards (written from the card texts and RULES.md)."""

from __future__ import annotations

from innovation.testing import Scenario


def _art(players: tuple[str, ...] = ("ann", "bob")) -> Scenario:
    return Scenario(players=players, expansions=("artifacts",))


# --------------------------------------------------------------------------- Buttonwood Agreement


def test_buttonwood_chosen_colour_is_scored_and_splayed_up() -> None:
    s = _art()
    s.board("ann", "Buttonwood Agreement", "Archery", "Oars")
    s.board("bob", "Pottery")  # no factories
    s.deck("base", 8, "Flight")
    g = s.build().dogma("Buttonwood Agreement").answer("red", "blue", "green")
    assert g.score("ann") == ["Flight"]
    assert g.splay("ann", "red") == "up"
    assert g.hand("ann") == []
    assert not g.shared_bonus


def test_buttonwood_other_colour_returns_score_cards_and_unsplays() -> None:
    s = _art()
    s.board("ann", "Buttonwood Agreement")
    s.board("ann", "Masonry", "Domestication", splay="left")
    s.score("ann", "Agriculture", "Fermenting", "Writing")
    s.deck("base", 8, "Antibiotics")
    g = s.build().dogma("Buttonwood Agreement").answer("red", "blue", "green")
    assert g.hand("ann") == ["Antibiotics"]
    assert g.score("ann") == ["Writing"]
    assert g.deck_bottom("base", 1) == ["Agriculture"]
    assert g.deck_bottom("base", 2) == ["Fermenting"]
    assert g.splay("ann", "yellow") == "none"
    assert g.pile("ann", "yellow") == ["Masonry", "Domestication"]


def test_buttonwood_three_different_colours_are_asked() -> None:
    s = _art()
    s.board("ann", "Buttonwood Agreement")
    g = s.build().dogma("Buttonwood Agreement").answer("red", "blue")
    assert g.decision is not None
    assert set(g.decision.options) == {"green", "yellow", "purple"}


def test_buttonwood_shared() -> None:
    s = _art()
    s.board("ann", "Buttonwood Agreement")  # 2 factories
    s.board("bob", "Coal")  # 3 factories: shares
    s.deck("base", 8, "Mobility", "Antibiotics")
    s.deck("base", 6, "Canning")
    g = s.build().dogma("Buttonwood Agreement")
    g.answer("red", "blue", "green")  # bob: draws Mobility (red)
    g.answer("blue", "green", "purple")  # ann: draws Antibiotics (yellow)
    assert g.score("bob") == ["Mobility"]
    assert g.hand("ann") == ["Antibiotics", "Canning"]
    assert g.shared_bonus


# --------------------------------------------------------------------------- Frigate Constitution


def test_frigate_matching_value_returns_the_card_and_its_colour() -> None:
    s = _art()
    s.board("ann", "Frigate Constitution", "Writing")  # 3 factories; top values 6 and 1
    s.board("bob", "Coal", "Tools")  # 3 factories: compelled
    s.hand("bob", "Pottery")
    g = s.build().dogma("Frigate Constitution")
    assert g.hand("bob") == []
    assert g.pile("bob", "blue") == []
    assert g.pile("bob", "red") == ["Coal"]
    assert g.deck_bottom("base", 1, 2) == ["Tools", "Pottery"]
    assert not g.shared_bonus


def test_frigate_no_matching_value_keeps_the_card() -> None:
    s = _art()
    s.board("ann", "Frigate Constitution", "Writing")
    s.board("bob", "Coal", "Calendar")
    s.hand("bob", "Mathematics", "Optics")
    g = s.build().dogma("Frigate Constitution").answer("Optics")
    assert sorted(g.hand("bob")) == ["Mathematics", "Optics"]
    assert g.pile("bob", "blue") == ["Calendar"]
    assert any("reveals Optics" in e for e in g.events("reveal"))


def test_frigate_does_not_compel_a_player_with_fewer_factories() -> None:
    s = _art()
    s.board("ann", "Frigate Constitution", "Writing")
    s.board("bob", "Chemistry")  # 2 factories
    s.hand("bob", "Pottery")
    g = s.build().dogma("Frigate Constitution")
    assert g.hand("bob") == ["Pottery"]
    assert g.pile("bob", "blue") == ["Chemistry"]


# --------------------------------------------------------------------------- Kilogram of the Archives


def test_kilogram_two_cards_summing_to_ten_score_a_ten() -> None:
    s = _art()
    s.board("ann", "Kilogram of the Archives")
    s.board("bob", "Pottery")  # no factories
    s.hand("ann", "Experimentation")
    s.deck("base", 10, "Databases")
    g = s.build().dogma("Kilogram of the Archives")
    assert g.score("ann") == ["Databases"]
    assert g.deck_bottom("base", 4) == ["Experimentation"]
    assert g.deck_bottom("artifacts", 6) == ["Kilogram of the Archives"]
    assert not g.shared_bonus


def test_kilogram_other_sum_draws_nothing() -> None:
    s = _art()
    s.board("ann", "Kilogram of the Archives", "Archery")
    s.hand("ann", "Experimentation", "Writing")
    g = s.build().dogma("Kilogram of the Archives").answer("Writing", "Archery")
    assert g.score("ann") == []
    assert g.hand("ann") == ["Experimentation"]
    assert g.pile("ann", "blue") == ["Kilogram of the Archives"]
    assert g.deck_bottom("base", 1, 2) == ["Archery", "Writing"]


def test_kilogram_only_one_card_returned_is_not_enough() -> None:
    s = _art()
    s.board("ann", "Kilogram of the Archives")  # a 6 …
    s.score("ann", "Anatomy")
    g = s.build().dogma("Kilogram of the Archives")  # … with an empty hand
    assert g.score("ann") == ["Anatomy"]
    assert g.board("ann") == {}


def test_kilogram_shared() -> None:
    s = _art()
    s.board("ann", "Kilogram of the Archives")  # 2 factories
    s.board("bob", "Chemistry")  # 2 factories: shares
    s.hand("bob", "Coal")  # 5 + Chemistry 5
    s.deck("base", 10, "Databases")
    s.deck("base", 1, "Sailing")
    g = s.build().dogma("Kilogram of the Archives")
    assert g.score("bob") == ["Databases"]
    assert g.board("ann") == {}
    assert g.shared_bonus
    assert g.hand("ann") == ["Sailing"]  # empty board: the bonus is a 1


# --------------------------------------------------------------------------- Marcha Real


def test_marcha_real_same_value_and_colour_draws_and_claims() -> None:
    s = _art()
    s.board("ann", "Marcha Real")
    s.board("bob", "Writing")  # no leaves
    s.hand("ann", "Tools", "Pottery", "Agriculture")
    s.deck("base", 2, "Calendar")
    s.available_achievements("Mathematics", "Optics")
    g = s.build().dogma("Marcha Real")
    g.answer("Tools", "Pottery")  # two cards, handled in the order picked
    assert g.deck_bottom("base", 1, 2) == ["Pottery", "Tools"]
    assert g.hand("ann") == ["Agriculture", "Calendar"]
    assert g.decision is not None and "3" in g.decision.options
    g.answer("3")
    assert g.achievements("ann") == ["Optics"]
    assert not g.shared_bonus


def test_marcha_real_may_claim_a_special_achievement() -> None:
    s = _art()
    s.board("ann", "Marcha Real")
    s.hand("ann", "Calendar", "Mathematics")  # both blue, both 2
    s.deck("base", 3, "Optics")
    s.available_achievements("Agriculture")
    g = s.build().dogma("Marcha Real").answer("Calendar", "monument")
    assert g.hand("ann") == ["Optics"]
    assert g.achievements("ann") == ["monument"]
    assert g.available_achievements() == ["Agriculture"]


def test_marcha_real_different_values_and_colours_do_nothing_more() -> None:
    s = _art()
    s.board("ann", "Marcha Real")
    s.hand("ann", "Agriculture", "Mathematics")
    s.available_achievements("Optics")
    g = s.build().dogma("Marcha Real")
    assert g.hand("ann") == []
    assert g.achievements("ann") == []
    assert g.deck_bottom("base", 1) == ["Agriculture"]
    assert g.deck_bottom("base", 2) == ["Mathematics"]


def test_marcha_real_empty_hand_draws_a_one() -> None:
    s = _art()
    s.board("ann", "Marcha Real")
    s.deck("base", 1, "Sailing")
    g = s.build().dogma("Marcha Real")
    assert g.hand("ann") == ["Sailing"]
    assert g.achievements("ann") == []


def test_marcha_real_shared() -> None:
    s = _art()
    s.board("ann", "Marcha Real")  # 2 leaves
    s.board("bob", "Pottery")  # 3 leaves: shares
    s.hand("bob", "Writing")  # only one card: no draw, no claim
    s.deck("base", 1, "Sailing")
    s.deck("base", 6, "Canning")
    g = s.build().dogma("Marcha Real")
    assert g.hand("bob") == []
    assert g.deck_bottom("base", 1) == ["Writing"]
    assert g.hand("ann") == ["Sailing", "Canning"]  # nothing returned: a 1; then the bonus (a 6)
    assert g.shared_bonus


# --------------------------------------------------------------------------- Moonlight Sonata


def test_moonlight_sonata_melds_bottom_of_a_highest_colour_and_claims() -> None:
    s = _art()
    s.board("ann", "Mysticism", "Moonlight Sonata", "Archery", "Industrialization")
    s.board("bob", "Pottery")  # no lightbulbs
    s.available_achievements("Agriculture", "Mathematics")
    g = s.build().dogma("Moonlight Sonata").answer("red")
    assert g.pile("ann", "red") == ["Industrialization", "Archery"]
    assert g.pile("ann", "purple") == ["Mysticism", "Moonlight Sonata"]
    g.answer("2")
    assert g.achievements("ann") == ["Mathematics"]
    assert not g.shared_bonus


def test_moonlight_sonata_single_highest_colour_is_automatic() -> None:
    s = _art()
    s.board("ann", "Mysticism", "Moonlight Sonata", "Archery")
    s.available_achievements("Agriculture")
    g = s.build().dogma("Moonlight Sonata")
    assert g.pile("ann", "purple") == ["Moonlight Sonata", "Mysticism"]
    assert g.pile("ann", "red") == ["Archery"]
    assert g.achievements("ann") == ["Agriculture"]


def test_moonlight_sonata_melding_the_bottom_of_a_two_card_splayed_pile_keeps_its_splay() -> None:
    """The bottom card goes on top of the same pile: the pile never ends with one card, so it
    stays splayed (RULES.md §2.5: a pile loses its splay when it ends a move with one card)."""
    s = _art()
    s.board("ann", "Mysticism", "Moonlight Sonata", splay="left")  # purple: Moonlight (6) highest
    s.board("ann", "Archery")
    s.board("bob", "Pottery")  # no lightbulbs: does not share
    s.available_achievements("Agriculture")
    g = s.build().dogma("Moonlight Sonata")
    assert g.pile("ann", "purple") == ["Moonlight Sonata", "Mysticism"]
    assert g.splay("ann", "purple") == "left"
    assert g.achievements("ann") == ["Agriculture"]
    assert g.events("splay") == []  # no splay lost, none redone


def test_moonlight_sonata_shared() -> None:
    s = _art()
    s.board("ann", "Moonlight Sonata")  # 3 lightbulbs
    s.board("bob", "Tools", "Education")  # 5 lightbulbs: shares
    s.available_achievements("Agriculture", "Mathematics")
    s.deck("base", 6, "Canning")
    g = s.build().dogma("Moonlight Sonata")
    g.answer("1")  # bob: Education (3) is highest; its pile's bottom is itself
    assert g.achievements("bob") == ["Agriculture"]
    assert g.achievements("ann") == ["Mathematics"]  # only one value left
    assert g.shared_bonus
    assert g.hand("ann") == ["Canning"]


# --------------------------------------------------------------------------- Pride and Prejudice


def test_pride_and_prejudice_scores_while_the_colour_is_fewest() -> None:
    s = _art()
    s.board("ann", "Pride and Prejudice", "Archery", "Sailing", "Mysticism")
    s.board("ann", "Pottery", "Writing", splay="left")  # blue: 2 visible
    s.board("bob", "Agriculture")  # no lightbulbs
    s.deck("base", 6, "Canning", "Atomic Theory")
    g = s.build().dogma("Pride and Prejudice")
    assert g.score("ann") == ["Canning"]  # yellow: 1 visible, tied fewest
    assert g.pile("ann", "blue") == ["Pottery", "Writing", "Atomic Theory"]  # 3 visible: stop
    assert g.pile("ann", "yellow") == ["Pride and Prejudice"]
    assert not g.shared_bonus


def test_pride_and_prejudice_an_empty_colour_stops_it() -> None:
    s = _art()
    s.board("ann", "Pride and Prejudice")
    s.deck("base", 6, "Canning")
    g = s.build().dogma("Pride and Prejudice")
    assert g.pile("ann", "yellow") == ["Pride and Prejudice", "Canning"]
    assert g.score("ann") == []


def test_pride_and_prejudice_shared() -> None:
    s = _art()
    s.board("ann", "Pride and Prejudice")  # 2 lightbulbs
    s.board("bob", "Writing")  # 2 lightbulbs: shares
    s.deck("base", 6, "Atomic Theory", "Canning", "Democracy")
    g = s.build().dogma("Pride and Prejudice")
    assert g.pile("bob", "blue") == ["Writing", "Atomic Theory"]
    assert g.pile("ann", "yellow") == ["Pride and Prejudice", "Canning"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Democracy"]


# --------------------------------------------------------------------------- Puffing Billy


def test_puffing_billy_draws_the_most_common_icon_count_and_splays_right() -> None:
    s = _art()
    s.board("ann", "Puffing Billy", "Gunpowder", "Colonialism")  # red top: 2 factories, 1 lightbulb
    s.board("bob", "Agriculture")  # no factories
    s.hand("ann", "Coal")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Puffing Billy")
    assert g.deck_bottom("base", 5) == ["Coal"]
    assert g.hand("ann") == ["Calendar"]
    assert g.splay("ann", "red") == "right"
    assert not g.shared_bonus


def test_puffing_billy_counts_splayed_icons_and_empty_colours_draw_a_one() -> None:
    s = _art()
    s.board("ann", "Puffing Billy")
    s.board("ann", "Gunpowder", "Colonialism", splay="right")  # Gunpowder shows hex and factory: 3 factories
    s.hand("ann", "Coal", "Agriculture")
    s.deck("base", 3, "Optics")
    g = s.build().dogma("Puffing Billy").answer("Coal")
    assert g.hand("ann") == ["Agriculture", "Optics"]

    s = _art()
    s.board("ann", "Puffing Billy")
    s.hand("ann", "Agriculture")  # no yellow pile: 0 icons, draw a 1
    s.deck("base", 1, "Sailing")
    g = s.build().dogma("Puffing Billy")
    assert g.hand("ann") == ["Sailing"]


def test_puffing_billy_empty_hand_does_nothing() -> None:
    s = _art()
    s.board("ann", "Puffing Billy", "Gunpowder", "Colonialism")
    g = s.build().dogma("Puffing Billy")
    assert g.hand("ann") == []
    assert g.splay("ann", "red") == "none"


def test_puffing_billy_shared() -> None:
    s = _art()
    s.board("ann", "Puffing Billy")  # 3 factories
    s.board("bob", "Coal")  # 3 factories: shares
    s.hand("bob", "Archery")  # red: Coal shows 3 factories
    s.deck("base", 3, "Optics")
    s.deck("base", 6, "Canning")
    g = s.build().dogma("Puffing Billy")
    assert g.hand("bob") == ["Optics"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Canning"]


# --------------------------------------------------------------------------- Stamp Act


def test_stamp_act_transfers_a_yellow_value_then_returns_a_green_value() -> None:
    s = _art()
    s.board("ann", "Stamp Act")  # 2 lightbulbs
    s.board("bob", "Perspective", "Paper")  # 4 lightbulbs: compelled; yellow 4, green 3
    s.score("bob", "Enterprise", "Anatomy", "Compass", "Optics")
    g = s.build().dogma("Stamp Act").answer("Anatomy", "Compass")
    assert g.score("ann") == ["Anatomy"]
    assert g.score("bob") == ["Enterprise", "Optics"]
    assert g.deck_bottom("base", 3) == ["Compass"]
    assert not g.shared_bonus


def test_stamp_act_nothing_transferred_means_nothing_returned() -> None:
    s = _art()
    s.board("ann", "Stamp Act")
    s.board("bob", "Perspective", "Paper")
    s.score("bob", "Compass")
    g = s.build().dogma("Stamp Act")
    assert g.score("bob") == ["Compass"]
    assert g.score("ann") == []


def test_stamp_act_does_not_compel_a_player_with_fewer_lightbulbs() -> None:
    s = _art()
    s.board("ann", "Stamp Act")
    s.board("bob", "Anatomy")  # no lightbulbs
    s.score("bob", "Enterprise")
    g = s.build().dogma("Stamp Act")
    assert g.score("bob") == ["Enterprise"]
    assert g.score("ann") == []


# --------------------------------------------------------------------------- The Wealth of Nations


def test_wealth_of_nations_scores_a_one_then_a_fifth_of_the_total_rounded_up() -> None:
    s = _art()
    s.board("ann", "The Wealth of Nations")
    s.board("bob", "Pottery")  # no crowns
    s.score("ann", "Coal", "Optics")
    s.deck("base", 1, "Writing")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("The Wealth of Nations")
    assert g.score("ann") == ["Coal", "Optics", "Writing", "Calendar"]  # (5 + 3 + 1) / 5 -> 2
    assert not g.shared_bonus


def test_wealth_of_nations_exact_multiple_and_shared() -> None:
    s = _art()
    s.board("ann", "The Wealth of Nations")  # 2 crowns
    s.board("bob", "Sailing")  # 2 crowns: shares
    s.score("bob", "Anatomy")  # 4 + 1 = 5 -> 1
    s.deck("base", 1, "Writing", "Tools", "Oars", "Archery")
    s.deck("base", 6, "Canning")
    g = s.build().dogma("The Wealth of Nations")
    assert g.score("bob") == ["Anatomy", "Writing", "Tools"]
    assert g.score("ann") == ["Oars", "Archery"]  # 1 / 5 rounds up to 1
    assert g.shared_bonus
    assert g.hand("ann") == ["Canning"]


# --------------------------------------------------------------------------- U.S. Declaration of Independence


def test_us_declaration_compels_highest_hand_score_and_factory_top_card() -> None:
    s = _art()
    s.board("ann", "U.S. Declaration of Independence")  # 2 crowns
    s.board("bob", "Sailing", "Coal", "Steam Engine")  # 3 crowns: compelled; Coal and Steam Engine are 5s
    s.hand("bob", "Writing", "Optics")
    s.score("bob", "Calendar", "Agriculture")
    g = s.build().dogma("U.S. Declaration of Independence").answer("Steam Engine")
    assert g.hand("ann") == ["Optics"]
    assert g.score("ann") == ["Calendar"]
    assert g.pile("ann", "yellow") == ["Steam Engine"]
    assert g.hand("bob") == ["Writing"]
    assert g.score("bob") == ["Agriculture"]
    assert g.pile("bob", "red") == ["Coal"]
    assert not g.shared_bonus


def test_us_declaration_does_not_compel_fewer_crowns() -> None:
    s = _art()
    s.board("ann", "U.S. Declaration of Independence")
    s.board("bob", "Coal")  # no crowns
    s.hand("bob", "Writing")
    g = s.build().dogma("U.S. Declaration of Independence")
    assert g.hand("bob") == ["Writing"]
    assert g.hand("ann") == []
    assert g.pile("bob", "red") == ["Coal"]


def test_us_declaration_does_as_much_as_possible() -> None:
    s = _art()
    s.board("ann", "U.S. Declaration of Independence")
    s.board("bob", "Sailing", "Translation")  # 5 crowns, no factory
    s.score("bob", "Optics")
    g = s.build().dogma("U.S. Declaration of Independence")
    assert g.score("ann") == ["Optics"]
    assert g.board("bob") == {"green": ["Sailing"], "blue": ["Translation"]}
