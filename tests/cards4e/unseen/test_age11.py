"""Scenario tests for the Unseen cards of age 11 (written from the card texts and RULES-4e.md §§4, 7:
aslant splays, the safe's limit, "you lose", secrets and standard achievements)."""

from __future__ import annotations

from innovation.testing import Scenario
from tests.cards4e.unseen.unseen4e import base_draws, scenario

# --------------------------------------------------------------------------- Astrobiology


def test_astrobiology_returns_a_bottom_card_splays_aslant_and_scores_the_cards_without_leaves() -> None:
    s = scenario()
    s.board("ann", "Pottery", "Tools", "Writing", "Calendar", "Astrobiology")
    g = s.build().dogma("Astrobiology")  # blue is the only pile: Pottery is returned
    assert g.deck_bottom("base", 1) == ["Pottery"]
    assert g.splay("ann", "blue") == "aslant"
    assert sorted(g.score("ann")) == ["Tools", "Writing"]  # Calendar and Astrobiology show leaves
    assert g.pile("ann", "blue") == ["Calendar", "Astrobiology"]


# --------------------------------------------------------------------------- Cloaking


def test_cloaking_moves_a_standard_achievement_into_my_safe() -> None:
    s = scenario()
    s.specials_available()  # none on offer: only the card moves achievements
    s.board("ann", "Cloaking")
    s.achievements("bob", "Tools", "monument")
    g = s.build().dogma("Cloaking")
    assert g.zone("ann", "safe") == ["Tools"]
    assert g.achievements("bob") == ["monument"]


# --------------------------------------------------------------------------- Dark Web


def test_dark_web_unsplays_an_opponents_pile_then_safeguards_achievements() -> None:
    s = scenario()
    s.board("ann", "Dark Web")
    s.board("bob", "Sailing", "Clothing", splay="up")
    s.available_achievements("Tools", "Calendar", "Alchemy")
    g = s.build().dogma("Dark Web")  # bob's green is the only splayed pile
    assert g.splay("bob", "green") == "none"
    g.answer("safeguard available standard achievements", "1", "3", "done")
    assert g.zone("ann", "safe") == ["Tools", "Alchemy"]
    assert g.available_achievements() == ["Calendar"]


def test_dark_web_achieves_secrets_regardless_of_eligibility() -> None:
    s = scenario()
    s.specials_available()  # none on offer: only the card moves achievements
    s.board("ann", "Dark Web")
    s.zone("ann", "safe", "Satellites", "Fission")
    g = s.build().dogma("Dark Web").answer("achieve secrets from your safe", "Satellites", "done")
    assert g.achievements("ann") == ["Satellites"]
    assert g.zone("ann", "safe") == ["Fission"]


# --------------------------------------------------------------------------- Escape Room


def test_escape_room_demand_scores_the_eleven_and_a_hand_card_of_its_colour() -> None:
    s = scenario()
    s.board("ann", "Escape Room")
    s.hand("bob", "Archery", "Tools")
    s.deck("base", 11, "Fusion")  # red
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Escape Room")
    assert sorted(g.score("bob")) == ["Archery", "Fusion"]
    assert not g.over


def test_escape_room_demand_without_a_card_of_that_colour_loses() -> None:
    s = scenario()
    s.board("ann", "Escape Room")
    s.hand("bob", "Tools")
    s.deck("base", 11, "Fusion")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Escape Room")
    assert g.winners == ["ann"]


def test_escape_room_scores_my_non_yellow_top_cards_with_a_clock() -> None:
    s = scenario()
    s.board("ann", "Escape Room")
    s.board("ann", "Fission")
    s.board("ann", "Quantum Theory")
    s.board("ann", "Bicycle")
    s.board("ann", "Mysticism")
    s.hand("bob", "Archery")
    s.deck("base", 11, "Astrogeology")  # red, like Archery: bob survives the demand
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Escape Room")
    assert sorted(g.score("bob")) == ["Archery", "Astrogeology"]
    assert sorted(g.score("ann")) == ["Bicycle", "Fission", "Quantum Theory"]
    assert g.board("ann") == {"yellow": ["Escape Room"], "purple": ["Mysticism"]}


# --------------------------------------------------------------------------- Fashion Mask


def test_fashion_mask_tucks_crown_and_factory_cards_and_may_safeguard_one() -> None:
    s = scenario()
    s.board("ann", "Fashion Mask")
    s.board("ann", "Archery", "Oars")  # crown
    s.board("ann", "Pottery", "Writing")  # crown
    s.board("ann", "Sailing")  # crown
    s.board("ann", "Mysticism")  # castles only
    g = s.build().dogma("Fashion Mask").answer("Oars")
    assert g.pile("ann", "red") == ["Archery"]
    assert g.pile("ann", "blue") == ["Writing", "Pottery"]
    assert g.pile("ann", "green") == ["Sailing"]
    assert g.zone("ann", "safe") == ["Oars"]


def test_fashion_mask_scores_all_but_five_yellow_and_purple_cards_and_splays_them_aslant() -> None:
    s = scenario()
    s.board(
        "ann", "Agriculture", "Domestication", "Masonry", "Canal Building", "Fermenting", "Machinery", "Fashion Mask"
    )
    s.board("ann", "Mysticism", "Monotheism")
    g = s.build().dogma("Fashion Mask")  # no top card with a crown or a factory: nothing tucked
    assert sorted(g.score("ann")) == ["Agriculture", "Domestication"]
    assert g.splay("ann", "yellow") == "aslant"
    assert g.splay("ann", "purple") == "aslant"


# --------------------------------------------------------------------------- Green Hydrogen


def test_green_hydrogen_scores_the_covered_green_cards_and_tucks_an_eleven_for_each() -> None:
    s = scenario()
    s.board("ann", "Sailing", "Clothing", "Green Hydrogen")
    s.deck("base", 11, "Fusion", "Escapism")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Green Hydrogen")
    assert sorted(g.score("ann")) == ["Clothing", "Sailing"]
    assert g.pile("ann", "green") == ["Green Hydrogen"]
    assert g.pile("ann", "red") == ["Fusion"]
    assert g.pile("ann", "purple") == ["Escapism"]


# --------------------------------------------------------------------------- Holography


def test_holography_scores_all_but_five_splays_aslant_and_exchanges_lowest_score_cards() -> None:
    s = scenario()
    s.specials_available()  # none on offer: only the card moves achievements
    s.board("ann", "Holography")
    s.board("ann", "Pottery", "Tools", "Writing", "Calendar", "Mathematics", "Alchemy")
    s.score("ann", "Anatomy")
    s.achievements("ann", "Agriculture")
    g = s.build().dogma("Holography").answer("blue")
    assert g.splay("ann", "blue") == "aslant"
    assert len(g.pile("ann", "blue")) == 5
    assert g.achievements("ann") == ["Agriculture", "Pottery"]  # the lowest score card; no achievement below 1
    assert sorted(g.score("ann")) == ["Anatomy"]


def test_holography_exchanges_with_lower_achievements() -> None:
    s = scenario()
    s.specials_available()  # none on offer: only the card moves achievements
    s.board("ann", "Holography")
    s.board("ann", "Calendar", "Mathematics", "Alchemy", "Translation", "Experimentation", "Printing Press")
    s.score("ann", "Chemistry")
    s.achievements("ann", "Agriculture", "Anatomy")
    g = s.build().dogma("Holography").answer("blue")
    assert sorted(g.achievements("ann")) == ["Anatomy", "Calendar"]
    assert sorted(g.score("ann")) == ["Agriculture", "Chemistry"]


def test_holography_with_five_cards_or_fewer_does_not_exchange() -> None:
    s = scenario()
    s.specials_available()  # none on offer: only the card moves achievements
    s.board("ann", "Holography")
    s.board("ann", "Pottery", "Tools")
    s.score("ann", "Anatomy")
    s.achievements("ann", "Agriculture")
    g = s.build().dogma("Holography").answer("blue")
    assert g.splay("ann", "blue") == "aslant"
    assert g.achievements("ann") == ["Agriculture"]
    assert g.score("ann") == ["Anatomy"]


def test_holography_leaves_a_museum_claimed_as_an_achievement() -> None:
    """A museum claimed as an achievement is no standard achievement and has no value: it is not
    "lower" than the lowest score cards and stays (soak seed 330346 moved it to the score pile,
    from which Databases then tried to return it to a supply pile it has not)."""
    s = scenario(expansions=("artifacts",))
    s.specials_available()  # none on offer: only the card moves achievements
    s.board("ann", "Holography")
    s.board("ann", "Calendar", "Mathematics", "Alchemy", "Translation", "Experimentation", "Printing Press")
    s.score("ann", "Chemistry")
    s.achievements("ann", "museum_1", "Agriculture")
    g = s.build().dogma("Holography").answer("blue")
    assert sorted(g.achievements("ann")) == ["Calendar", "Museum 1"]
    assert sorted(g.score("ann")) == ["Agriculture", "Chemistry"]


# --------------------------------------------------------------------------- Metaverse


def test_metaverse_scores_the_top_card_of_each_splayed_pile() -> None:
    s = scenario()
    s.board("ann", "Mysticism", "Metaverse", splay="left")
    s.board("ann", "Oars", "Archery", splay="right")
    s.board("ann", "Pottery", "Writing", splay="up")
    g = s.build().dogma("Metaverse")
    assert sorted(g.score("ann")) == ["Archery", "Metaverse", "Writing"]
    assert not g.over


def test_metaverse_scoring_fewer_than_three_loses() -> None:
    s = scenario()
    s.board("ann", "Mysticism", "Metaverse", splay="left")
    g = s.build().dogma("Metaverse")
    assert g.winners == ["bob"]


# --------------------------------------------------------------------------- Mystery Box


def test_mystery_box_claims_an_achievement_and_self_executes_it() -> None:
    s = scenario()
    s.specials_available()  # none on offer: only the card moves achievements
    s.board("ann", "Mystery Box")
    s.available_achievements("Tools", "Currency")
    s.deck("base", 11, "Fusion")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Mystery Box").answer("2")
    assert g.achievements("ann") == ["Currency"]
    assert g.available_achievements() == ["Tools"]


# --------------------------------------------------------------------------- Quantum Computers


def test_quantum_computers_flips_decide_who_loses_and_how_many_secrets_go_back() -> None:
    outcomes: set[str] = set()
    for seed in range(40):
        s = Scenario(("ann", "bob"), edition="fourth", expansions=("unseen",), unfinished=True, seed=seed)
        s.board("ann", "Quantum Computers")  # bob has no clock: the demand reaches him
        s.zone("ann", "safe", "Tools", "Calendar", "Alchemy")
        g = s.build().dogma("Quantum Computers")
        while (d := g.decision) is not None and d.kind == "card":  # a lost flip: ann returns a secret
            g.answer(d.options[0])
        left = len(g.zone("ann", "safe"))
        if g.over:
            # bob lost his flip (ann wins), or ann lost a flip with no secret left (bob wins)
            assert g.winners == ["ann"] or (g.winners == ["bob"] and left == 0)
            outcomes.add(f"over:{g.winners[0]}")
        else:
            assert g.idle
            outcomes.add("returned" if left < 3 else "kept")
    assert {"over:ann", "returned", "kept"} <= outcomes  # the coin does fall both ways
