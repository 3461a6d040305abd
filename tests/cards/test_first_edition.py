"""Scenario tests for the nine base cards' first-edition effects (``edition="first"``), written
from their first-edition texts and RULES.md. Each test notes where the last edition differs."""

from __future__ import annotations

from innovation.testing import Scenario


def first(players: tuple[str, ...] = ("ann", "bob")) -> Scenario:
    return Scenario(players, edition="first")


# --------------------------------------------------------------------------- Oars


def test_oars_first_edition_transfers_one_crown_card_without_repeating() -> None:
    s = first()
    s.board("ann", "Oars")  # 2 castles
    s.board("bob", "Writing")  # no castle
    s.hand("bob", "Sailing", "Clothing")  # both show a crown
    s.deck("base", 1, "Agriculture", "Pottery")
    g = s.build().dogma("Oars").answer("Sailing")
    assert g.score("ann") == ["Sailing"]
    # One transfer, one draw, no repeat (the last edition would take Clothing too).
    assert sorted(g.hand("bob")) == ["Agriculture", "Clothing"]
    assert g.hand("ann") == []  # a card was transferred: the non-demand draws nothing
    assert g.deck("base", 1)[0] == "Pottery"
    assert not g.shared_bonus


def test_oars_first_edition_without_a_crown_card_the_activator_draws() -> None:
    s = first()
    s.board("ann", "Oars")
    s.board("bob", "Writing")
    s.hand("bob", "Agriculture")  # no crown
    s.deck("base", 1, "Pottery")
    g = s.build().dogma("Oars")
    assert g.hand("bob") == ["Agriculture"]
    assert g.score("ann") == []
    assert g.hand("ann") == ["Pottery"]


# --------------------------------------------------------------------------- Fermenting


def test_fermenting_first_edition_draws_a_two_per_two_leaves() -> None:
    s = first()
    # One yellow pile splayed up: Fermenting shows 2 leaves, Agriculture beneath shows 3.
    s.board("ann", "Agriculture", "Fermenting", splay="up")
    s.deck("base", 2, "Calendar", "Mathematics", "Currency")
    g = s.build().dogma("Fermenting")
    # 5 leaves: two 2s (the last edition counts colours: one).
    assert g.hand("ann") == ["Calendar", "Mathematics"]
    assert not g.shared_bonus


def test_fermenting_first_edition_rounds_an_odd_leaf_down() -> None:
    s = first()
    s.board("ann", "Fermenting", "Sailing")  # 2 + 1 leaves
    s.deck("base", 2, "Calendar", "Mathematics")
    g = s.build().dogma("Fermenting")
    assert g.hand("ann") == ["Calendar"]


def test_fermenting_first_edition_shared() -> None:
    s = first()
    s.board("ann", "Fermenting")  # 2 leaves
    s.board("bob", "Pottery")  # 3 leaves: shares, one pair
    s.deck("base", 2, "Calendar", "Mathematics", "Currency")
    g = s.build().dogma("Fermenting")
    assert g.hand("bob") == ["Calendar"]
    assert g.hand("ann") == ["Mathematics", "Currency"]  # her pair, then the sharing bonus (a 2)
    assert g.shared_bonus


# --------------------------------------------------------------------------- Feudalism


def test_feudalism_first_edition_transfer_keeps_the_splay() -> None:
    s = first()
    s.board("ann", "Feudalism")  # 2 castles
    s.board("bob", "Colonialism", "Gunpowder", splay="left")  # red pile, no castle
    s.hand("bob", "Archery", "Sailing")  # Archery (red) is the only card with a castle
    g = s.build().dogma("Feudalism")
    assert g.hand("ann") == ["Archery"]
    assert g.hand("bob") == ["Sailing"]
    assert g.splay("bob", "red") == "left"  # the last edition would unsplay red
    assert g.idle  # ann's purple pile is a single card: no splay to offer


def test_feudalism_first_edition_demanded_player_picks_and_splay_is_shared() -> None:
    s = first(("ann", "bob", "cat"))
    s.board("ann", "Mysticism", "Feudalism")  # 2 castles
    s.board("bob", "Writing", "Tools", splay="left")  # 1 castle: demanded
    s.board("cat", "Agriculture", "Masonry")  # 3 castles: shares the splay
    s.hand("bob", "Alchemy", "Archery")
    s.deck("base", 3, "Paper")
    g = s.build().dogma("Feudalism").answer("Alchemy")
    assert g.hand("ann") == ["Alchemy"]
    assert g.hand("bob") == ["Archery"]
    assert g.splay("bob", "blue") == "left"
    g.answer("yellow")  # cat splays
    g.answer("purple")  # ann splays
    assert g.splay("cat", "yellow") == "left"
    assert g.splay("ann", "purple") == "left"
    assert g.shared_bonus
    assert sorted(g.hand("ann")) == ["Alchemy", "Paper"]


# --------------------------------------------------------------------------- Measurement


def test_measurement_first_edition_returns_then_splays_the_named_colour() -> None:
    s = first()
    s.board("ann", "Measurement", "Pottery", "Writing")  # blue pile of 2; 4 lightbulbs
    s.board("bob", "Archery")  # 1 lightbulb: does not share
    s.hand("ann", "Agriculture")  # yellow
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Measurement").answer("Agriculture")
    assert g.deck_bottom("base", 1) == ["Agriculture"]
    assert g.events("reveal") == []  # returned without being revealed (the last edition reveals)
    # Any colour may be named, not only the returned card's.
    assert set(g.options) == {"blue", "red", "green", "yellow", "purple"}
    g.answer("blue")
    assert g.splay("ann", "blue") == "right"
    assert g.hand("ann") == ["Calendar"]  # blue pile of 2: a 2
    assert not g.shared_bonus


def test_measurement_first_edition_colour_without_cards_draws_a_one() -> None:
    s = first()
    s.board("ann", "Measurement")
    s.hand("ann", "Agriculture")
    s.deck("base", 1, "Writing")
    g = s.build().dogma("Measurement").answer("Agriculture", "red")
    assert g.deck_bottom("base", 1) == ["Agriculture"]
    assert "red" not in g.board("ann")
    assert g.hand("ann") == ["Writing"]  # no red card: a 0, drawn as a 1


def test_measurement_first_edition_may_decline() -> None:
    s = first()
    s.board("ann", "Measurement")
    s.hand("ann", "Agriculture")
    g = s.build().dogma("Measurement").answer("done")
    assert g.hand("ann") == ["Agriculture"]
    assert g.idle  # no colour is asked for


# --------------------------------------------------------------------------- Societies


def test_societies_first_edition_takes_a_non_purple_lightbulb_top_card_of_any_value() -> None:
    s = first()
    s.board("ann", "Societies", "Experimentation")  # 2 crowns; blue top is a 4
    # bob: 1 crown. Writing (blue 1) is lower than ann's blue top, which the last edition
    # would forbid; Education is purple; Canning has no lightbulb.
    s.board("bob", "Writing", "Measurement", "Education", "Canning")
    s.deck("base", 5, "Chemistry")
    g = s.build().dogma("Societies")
    assert set(g.options) == {"writing", "measurement"}
    g.answer("Writing")
    assert g.pile("ann", "blue") == ["Experimentation", "Writing"]
    assert "blue" not in g.board("bob")
    assert g.hand("bob") == ["Chemistry"]  # bob draws the 5
    assert g.hand("ann") == []
    assert not g.shared_bonus


def test_societies_first_edition_purple_lightbulb_card_is_safe() -> None:
    s = first()
    s.board("ann", "Societies")
    s.board("bob", "Education", "Canning")  # no crown; the only lightbulb card is purple
    s.deck("base", 5, "Chemistry")
    g = s.build().dogma("Societies")
    assert g.pile("bob", "purple") == ["Education"]
    assert g.pile("ann", "purple") == ["Societies"]
    assert g.hand("bob") == []  # no transfer, no draw


# --------------------------------------------------------------------------- Statistics


def test_statistics_first_edition_repeats_while_the_hand_holds_one_card() -> None:
    s = first()
    s.board("ann", "Statistics")  # 2 leaves; a one-card yellow pile (no splay to offer)
    s.board("bob", "Archery")  # no leaf
    s.score("bob", "Coal", "Alchemy", "Compass")  # 5, 3, 3
    g = s.build().dogma("Statistics")
    # Coal is the only highest card: it goes without a question; bob's hand is then one card,
    # so the demand repeats, and bob picks one of the tied 3s.
    assert g.hand("bob") == ["Coal"]
    assert set(g.options) == {"alchemy", "compass"}
    g.answer("Compass")
    # Two cards in hand now: no more repeats (the last edition takes all highest cards once).
    assert sorted(g.hand("bob")) == ["Coal", "Compass"]
    assert g.score("bob") == ["Alchemy"]
    assert g.idle
    assert not g.shared_bonus


def test_statistics_first_edition_takes_one_card_into_a_non_empty_hand() -> None:
    s = first()
    s.board("ann", "Statistics")
    s.board("bob", "Archery")
    s.hand("bob", "Writing")
    s.score("bob", "Coal", "Alchemy")
    g = s.build().dogma("Statistics")
    assert sorted(g.hand("bob")) == ["Coal", "Writing"]
    assert g.score("bob") == ["Alchemy"]


def test_statistics_first_edition_empty_score_pile_then_splay() -> None:
    s = first()
    s.board("ann", "Fermenting", "Statistics")  # yellow pile of 2
    s.board("bob", "Archery")
    g = s.build().dogma("Statistics")
    assert g.hand("bob") == []
    g.answer("yellow")
    assert g.splay("ann", "yellow") == "right"


# --------------------------------------------------------------------------- Industrialization


def test_industrialization_first_edition_tucks_a_six_per_two_factories() -> None:
    s = first()
    s.board("ann", "Coal", "Industrialization", splay="right")  # red: 2 + 2 factories
    s.board("ann", "Steam Engine")  # yellow: 2 factories
    s.deck("base", 6, "Atomic Theory", "Canning", "Classification", "Emancipation")
    g = s.build().dogma("Industrialization")
    # 6 factories: three 6s (the last edition counts colours: two).
    assert g.pile("ann", "blue") == ["Atomic Theory"]
    assert g.pile("ann", "yellow") == ["Canning", "Steam Engine"]
    assert g.pile("ann", "green") == ["Classification"]
    assert g.deck("base", 6)[0] == "Emancipation"
    assert g.idle  # red is already splayed right and there is no purple pile
    assert not g.shared_bonus


def test_industrialization_first_edition_counts_factories_before_tucking() -> None:
    s = first()
    s.board("ann", "Industrialization")  # 2 factories
    s.board("ann", "Paper", "Invention", splay="up")  # green: Invention 1 factory, Paper none
    s.deck("base", 6, "Metric System", "Canning")
    g = s.build().dogma("Industrialization")
    # 3 factories: one 6. Metric System tucked under the green pile shows a factory, but the
    # count was taken before the tuck.
    assert g.pile("ann", "green") == ["Metric System", "Paper", "Invention"]
    assert g.deck("base", 6)[0] == "Canning"


def test_industrialization_first_edition_splay_is_offered() -> None:
    s = first()
    s.board("ann", "Oars", "Industrialization")  # red pile of 2, 2 factories
    s.deck("base", 6, "Canning")
    g = s.build().dogma("Industrialization")
    assert g.pile("ann", "yellow") == ["Canning"]
    g.answer("red")
    assert g.splay("ann", "red") == "right"


# --------------------------------------------------------------------------- Combustion


def test_combustion_first_edition_demands_two_score_cards() -> None:
    s = first()
    s.board("ann", "Archery", "Combustion")  # red pile; 2 crowns
    s.board("bob", "Writing")  # 1 crown
    s.score("bob", "Coal", "Mapmaking", "Tools")
    g = s.build().dogma("Combustion").answer("Coal", "Tools")
    assert sorted(g.score("ann")) == ["Coal", "Tools"]  # two, whatever ann's crowns
    assert g.score("bob") == ["Mapmaking"]
    # No second effect: ann's bottom red card stays (the last edition returns it).
    assert g.pile("ann", "red") == ["Archery", "Combustion"]
    assert g.idle
    assert not g.shared_bonus


def test_combustion_first_edition_with_one_score_card_gives_it() -> None:
    s = first()
    s.board("ann", "Combustion")
    s.board("bob", "Writing")
    s.score("bob", "Coal")
    g = s.build().dogma("Combustion")
    assert g.score("ann") == ["Coal"]
    assert g.score("bob") == []
    assert g.pile("ann", "red") == ["Combustion"]


def test_combustion_first_edition_player_with_as_many_crowns_is_not_demanded() -> None:
    s = first()
    s.board("ann", "Combustion")  # 2 crowns
    s.board("bob", "Mapmaking")  # 2 crowns
    s.score("bob", "Coal")
    g = s.build().dogma("Combustion")
    assert g.score("bob") == ["Coal"]
    assert g.score("ann") == []
    assert not g.shared_bonus  # nothing to share: the card has no non-demand effect


# --------------------------------------------------------------------------- Fission


def test_fission_first_edition_returns_a_top_card_and_draws_no_ten() -> None:
    s = first()
    s.board("ann", "Fission", "Writing")  # 3 clocks
    s.board("bob", "Agriculture")
    s.deck("base", 10, "A. I.", "Databases")
    g = s.build().dogma("Fission")
    assert g.hand("bob") == ["A. I."]  # the demand is unchanged: not red, bob keeps it
    assert set(g.options) == {"writing", "agriculture"}  # Fission itself is not offered
    g.answer("Agriculture")
    assert g.board("bob") == {}
    assert g.deck_bottom("base", 1) == ["Agriculture"]
    assert g.hand("ann") == []  # no 10 (the last edition draws one)
    assert g.deck("base", 10)[0] == "Databases"


def test_fission_first_edition_red_ten_still_removes_everything() -> None:
    s = first()
    s.board("ann", "Fission", "Writing")
    s.hand("ann", "Calendar")
    s.board("bob", "Agriculture")
    s.score("bob", "Vaccination")
    s.deck("base", 10, "Robotics")
    g = s.build().dogma("Fission")
    for p in ("ann", "bob"):
        assert g.board(p) == {} and g.hand(p) == [] and g.score(p) == []
    assert {"Fission", "Writing", "Calendar", "Agriculture", "Vaccination", "Robotics"} <= set(g.removed())


def test_fission_first_edition_shared_return() -> None:
    s = first()
    s.board("ann", "Fission")
    s.board("bob", "Software")  # 3 clocks: shares
    s.deck("base", 10, "A. I.")
    s.deck("base", 9, "Genetics")
    g = s.build().dogma("Fission")
    # bob returns his own Software (the only top card but Fission); ann has nothing to return.
    assert g.deck_bottom("base", 10) == ["Software"]
    assert g.hand("bob") == []
    assert g.shared_bonus
    assert g.hand("ann") == ["Genetics"]  # only the sharing bonus, drawn at her top value 9
    assert g.deck("base", 10)[0] == "A. I."  # nobody drew a 10
