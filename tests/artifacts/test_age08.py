"""Scenario tests for the age 8 Artifacts of History cards (written from the card texts and RULES.md)."""

from __future__ import annotations

from innovation.testing import Scenario


def _art(players: tuple[str, ...] = ("ann", "bob"), **options: bool) -> Scenario:
    return Scenario(players=players, expansions=("artifacts",), **options)


# --------------------------------------------------------------------------- '30 World Cup Final Ball


def test_world_cup_compel_and_achieving_drawn_cards() -> None:
    s = _art()
    s.board("ann", "'30 World Cup Final Ball")  # 2 leaves
    s.board("bob", "Pottery")  # 3 leaves: compelled, and shares
    s.achievements("bob", "Calendar")
    s.deck("base", 8, "Rocketry", "Flight", "Socialism", "Antibiotics", "Mass Media")
    g = s.build().dogma("'30 World Cup Final Ball")
    assert g.deck_bottom("base", 2) == ["Calendar"]  # the compel
    # bob: Rocketry (blue): only bob has blue, he achieves it; Flight (red): nobody, kept.
    assert g.achievements("bob") == ["Rocketry"]
    assert g.hand("bob") == ["Flight"]
    # ann: Socialism (purple): only ann has purple; Antibiotics (yellow): nobody, kept.
    assert g.achievements("ann") == ["Socialism"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Antibiotics", "Mass Media"]


def test_world_cup_tie_keeps_the_card() -> None:
    s = _art()
    s.board("ann", "'30 World Cup Final Ball", "Oars")  # red 1
    s.board("bob", "Archery")  # red 1, no leaves: neither compelled nor sharing
    s.achievements("bob", "Calendar")
    s.deck("base", 8, "Flight")
    g = s.build().dogma("'30 World Cup Final Ball")
    assert g.hand("ann") == ["Flight"]
    assert g.achievements("ann") == []
    assert g.achievements("bob") == ["Calendar"]
    assert not g.shared_bonus


def test_world_cup_another_player_may_achieve_it() -> None:
    s = _art()
    s.board("ann", "'30 World Cup Final Ball", "Archery")  # red 1
    s.board("bob", "Coal")  # red 5: the single highest red
    s.deck("base", 8, "Flight", "Rocketry")
    g = s.build().dogma("'30 World Cup Final Ball")
    assert g.achievements("bob") == ["Flight"]
    assert g.hand("ann") == ["Rocketry"]  # repeated: nobody has blue
    assert not g.shared_bonus  # bob did not execute the effect


def test_world_cup_compel_offers_a_relic_achievement_which_returns_to_the_relics_area() -> None:
    """ "Return one of your achievements": a relic held as an achievement is one (RULES.md §4.3);
    returned, it goes back to the relics area (§5.5). Special achievements are not offered
    (docs/rulings.md)."""
    s = _art(relics=True)
    s.board("ann", "'30 World Cup Final Ball")
    s.board("bob", "Pottery")
    s.achievements("bob", "Complex Numbers", "monument", "Calendar")
    s.deck("base", 8, "Flight", "Antibiotics", "Mass Media")
    g = s.build().dogma("'30 World Cup Final Ball")
    assert g.decision is not None and g.decision.player == "bob"
    assert sorted(g.options) == ["calendar", "complex_numbers"]
    g.answer("Complex Numbers")
    assert g.achievements("bob") == ["monument", "Calendar"]
    assert "complex_numbers" in g.game.state.zones["relics"]
    assert "Complex Numbers" not in g.deck_bottom("base", 4)


def test_world_cup_compel_returns_a_lone_relic_achievement() -> None:
    s = _art(relics=True)
    s.board("ann", "'30 World Cup Final Ball")
    s.board("bob", "Pottery")
    s.achievements("bob", "Complex Numbers", "monument")
    s.deck("base", 8, "Flight", "Antibiotics", "Mass Media")
    g = s.build().dogma("'30 World Cup Final Ball")
    assert g.achievements("bob") == ["monument"]
    assert "complex_numbers" in g.game.state.zones["relics"]


def test_world_cup_compel_choice() -> None:
    s = _art()
    s.board("ann", "'30 World Cup Final Ball")
    s.board("bob", "Pottery")
    s.achievements("bob", "Calendar", "Optics")
    s.deck("base", 8, "Flight", "Antibiotics", "Mass Media")
    g = s.build().dogma("'30 World Cup Final Ball").answer("Optics")
    assert g.achievements("bob") == ["Calendar"]
    assert g.deck_bottom("base", 3) == ["Optics"]


# --------------------------------------------------------------------------- Battleship Bismarck


def test_bismarck_returns_the_drawn_colour() -> None:
    s = _art()
    s.board("ann", "Battleship Bismarck")  # 3 factories
    s.board("bob", "Coal", "Writing")  # 3 factories: compelled
    s.deck("base", 8, "Flight")  # red
    g = s.build().dogma("Battleship Bismarck")
    assert g.hand("bob") == ["Flight"]
    assert g.pile("bob", "red") == []
    assert g.pile("bob", "blue") == ["Writing"]
    assert g.deck_bottom("base", 5) == ["Coal"]
    assert any("reveals Flight" in e for e in g.events("reveal"))
    assert not g.shared_bonus


def test_bismarck_owner_orders_returns_to_one_pile() -> None:
    s = _art()
    s.board("ann", "Battleship Bismarck")
    s.board("bob", "Archery", "Oars", "Coal")
    s.deck("base", 8, "Flight")
    g = s.build().dogma("Battleship Bismarck").answer("Oars")
    assert g.pile("bob", "red") == []
    assert g.deck_bottom("base", 1, 2) == ["Archery", "Oars"]  # Oars went first


def test_bismarck_other_colour_returns_nothing() -> None:
    s = _art()
    s.board("ann", "Battleship Bismarck")
    s.board("bob", "Coal")
    s.deck("base", 8, "Rocketry")  # blue
    g = s.build().dogma("Battleship Bismarck")
    assert g.hand("bob") == ["Rocketry"]
    assert g.pile("bob", "red") == ["Coal"]


def test_bismarck_does_not_compel_fewer_factories() -> None:
    s = _art()
    s.board("ann", "Battleship Bismarck")
    s.board("bob", "Archery")
    s.deck("base", 8, "Flight")
    g = s.build().dogma("Battleship Bismarck")
    assert g.hand("bob") == []
    assert g.pile("bob", "red") == ["Archery"]


# --------------------------------------------------------------------------- Battleship Yamato


def test_yamato_cannot_be_activated() -> None:
    s = _art()
    s.board("ann", "Battleship Yamato")
    g = s.build()
    assert g.decision is not None
    assert not any(o.startswith("dogma ") for o in g.decision.options)


# --------------------------------------------------------------------------- Earhart's Lockheed Electra 10E


def test_earhart_eight_returns_win() -> None:
    s = _art()
    s.board("ann", "Tools", "Earhart's Lockheed Electra 10E")  # 8 over a 1
    s.board("ann", "Construction", "Combustion")  # 7 over a 2
    s.board("ann", "Compass", "Metric System")  # 6 over a 3
    s.board("ann", "Anatomy", "Statistics")  # 5 over a 4
    s.board("bob", "Archery")  # no clocks
    g = s.build().dogma("Earhart's Lockheed Electra 10E")
    assert g.result is not None and g.result.winners == ["ann"]
    assert g.board("ann") == {}


def test_earhart_fewer_returns_claim_an_achievement() -> None:
    s = _art()
    s.board("ann", "Earhart's Lockheed Electra 10E")
    s.board("ann", "Archery")
    s.board("bob", "Oars")
    s.available_achievements("Calendar", "Optics")
    g = s.build().dogma("Earhart's Lockheed Electra 10E")
    assert g.board("ann") == {}
    assert g.deck_bottom("artifacts", 8) == ["Earhart's Lockheed Electra 10E"]
    assert g.deck_bottom("base", 1) == ["Archery"]
    assert g.decision is not None and "3" in g.decision.options and "monument" in g.decision.options
    g.answer("3")
    assert g.achievements("ann") == ["Optics"]
    assert g.available_achievements() == ["Calendar"]
    assert g.result is None and not g.shared_bonus


def test_earhart_may_claim_a_special_achievement() -> None:
    s = _art()
    s.board("ann", "Earhart's Lockheed Electra 10E", "Flight")  # two 8s: ann picks one
    s.available_achievements("Calendar")
    s.specials_available("wonder")
    g = s.build().dogma("Earhart's Lockheed Electra 10E").answer("Flight", "wonder")
    assert g.pile("ann", "blue") == ["Earhart's Lockheed Electra 10E"]
    assert g.pile("ann", "red") == []
    assert g.achievements("ann") == ["wonder"]


def test_earhart_shared() -> None:
    s = _art()
    s.board("ann", "Earhart's Lockheed Electra 10E")  # 3 clocks
    s.board("bob", "Rocketry")  # 3 clocks: shares
    s.available_achievements("Calendar")
    s.specials_available()
    s.deck("base", 1, "Writing")
    g = s.build().dogma("Earhart's Lockheed Electra 10E")
    assert g.board("bob") == {}  # one 8 returned, so bob claims the only achievement
    assert g.deck_bottom("base", 8) == ["Rocketry"]
    assert g.achievements("bob") == ["Calendar"]
    assert g.board("ann") == {}
    assert g.achievements("ann") == []  # nothing left to claim
    assert g.shared_bonus
    assert g.hand("ann") == ["Writing"]


# --------------------------------------------------------------------------- Garland's Ruby Slippers


def test_garland_melding_a_card_without_effects_wins() -> None:
    s = _art()
    s.board("ann", "Garland's Ruby Slippers")  # 3 clocks
    s.board("bob", "Archery")
    s.hand("ann", "Battleship Yamato", "Writing")
    g = s.build().dogma("Garland's Ruby Slippers")
    assert g.result is not None and g.result.winners == ["ann"]
    assert g.pile("ann", "red") == ["Battleship Yamato"]


def test_garland_executes_the_melded_card() -> None:
    s = _art()
    s.board("ann", "Garland's Ruby Slippers")
    s.board("bob", "Archery")  # no clocks
    s.hand("ann", "Quantum Theory", "Writing", "Tools")
    s.deck("base", 10, "Software", "Databases")
    g = s.build().dogma("Garland's Ruby Slippers").answer("Writing", "Tools")
    assert g.pile("ann", "blue") == ["Quantum Theory"]
    assert g.deck_bottom("base", 1, 2) == ["Tools", "Writing"]
    assert g.hand("ann") == ["Software"]
    assert g.score("ann") == ["Databases"]
    assert g.result is None and not g.shared_bonus


def test_garland_choice_among_eights_and_demand_reaches_fewer_clocks() -> None:
    s = _art()
    s.board("ann", "Garland's Ruby Slippers")  # 3 clocks
    s.board("bob", "Agriculture", "Writing")  # no clocks: Mobility's demand applies
    s.hand("ann", "Mobility", "Antibiotics")
    s.deck("base", 8, "Flight")
    g = s.build().dogma("Garland's Ruby Slippers").answer("Mobility")
    g.answer("Writing")  # bob, demanded by Mobility, picks among his two tied 1s
    assert g.pile("ann", "red") == ["Mobility"]
    assert g.hand("ann") == ["Antibiotics"]
    assert g.score("ann") == ["Writing", "Agriculture"]
    assert g.board("bob") == {}
    assert g.hand("bob") == ["Flight"]
    assert not g.shared_bonus


def test_garland_shared_sharer_wins_first() -> None:
    s = _art()
    s.board("ann", "Garland's Ruby Slippers")  # 3 clocks
    s.board("bob", "Rocketry")  # 3 clocks: shares, and goes first
    s.hand("bob", "Battleship Yamato")
    s.hand("ann", "Battleship Bismarck")
    g = s.build().dogma("Garland's Ruby Slippers")
    assert g.result is not None and g.result.winners == ["bob"]
    assert g.hand("ann") == ["Battleship Bismarck"]


def test_garland_without_an_eight_does_nothing() -> None:
    s = _art()
    s.board("ann", "Garland's Ruby Slippers")
    s.hand("ann", "Writing")
    g = s.build().dogma("Garland's Ruby Slippers")
    assert g.hand("ann") == ["Writing"]
    assert g.board("ann") == {"purple": ["Garland's Ruby Slippers"]}
    assert g.result is None


# --------------------------------------------------------------------------- Meiji-Mura Stamp Vending Machine


def test_meiji_mura_returns_and_scores_three() -> None:
    s = _art()
    s.board("ann", "Meiji-Mura Stamp Vending Machine")  # 2 crowns
    s.board("bob", "Archery")  # no crowns
    s.hand("ann", "Calendar", "Writing")
    s.deck("base", 2, "Mathematics", "Currency", "Fermenting")
    g = s.build().dogma("Meiji-Mura Stamp Vending Machine").answer("Calendar")
    assert g.deck_bottom("base", 2) == ["Calendar"]
    assert g.score("ann") == ["Mathematics", "Currency", "Fermenting"]
    assert g.hand("ann") == ["Writing"]
    assert not g.shared_bonus


def test_meiji_mura_empty_hand_scores_three_ones() -> None:
    s = _art()
    s.board("ann", "Meiji-Mura Stamp Vending Machine")
    s.deck("base", 1, "Writing", "Tools", "Pottery")
    g = s.build().dogma("Meiji-Mura Stamp Vending Machine")
    assert g.score("ann") == ["Writing", "Tools", "Pottery"]


def test_meiji_mura_shared() -> None:
    s = _art()
    s.board("ann", "Meiji-Mura Stamp Vending Machine")  # 2 crowns
    s.board("bob", "Sailing")  # 2 crowns: shares
    s.hand("bob", "Optics")
    s.hand("ann", "Writing")
    s.deck("base", 3, "Compass", "Paper", "Education")
    s.deck("base", 1, "Tools", "Pottery", "Clothing")
    s.deck("base", 8, "Flight")
    g = s.build().dogma("Meiji-Mura Stamp Vending Machine")
    assert g.score("bob") == ["Compass", "Paper", "Education"]
    assert g.score("ann") == ["Tools", "Pottery", "Clothing"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Flight"]


# --------------------------------------------------------------------------- Ocean Liner Titanic


def test_titanic_scores_every_bottom_card() -> None:
    s = _art()
    s.board("ann", "Sailing", "Ocean Liner Titanic", "Writing", "Mathematics", "Archery")
    s.board("bob", "Masonry")  # no crowns
    g = s.build().dogma("Ocean Liner Titanic")
    assert sorted(g.score("ann")) == ["Archery", "Sailing", "Writing"]
    assert g.board("ann") == {"blue": ["Mathematics"], "green": ["Ocean Liner Titanic"]}
    assert not g.shared_bonus


def test_titanic_single_card_pile_is_its_own_bottom() -> None:
    s = _art()
    s.board("ann", "Ocean Liner Titanic")
    s.board("bob", "Masonry")
    g = s.build().dogma("Ocean Liner Titanic")
    assert g.score("ann") == ["Ocean Liner Titanic"]
    assert g.board("ann") == {}


def test_titanic_shared() -> None:
    s = _art()
    s.board("ann", "Clothing", "Ocean Liner Titanic")  # 2 crowns
    s.board("bob", "Canal Building")  # 2 crowns: shares
    s.deck("base", 8, "Flight")
    g = s.build().dogma("Ocean Liner Titanic")
    assert g.score("bob") == ["Canal Building"]
    assert g.score("ann") == ["Clothing"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Flight"]


# --------------------------------------------------------------------------- Parnell Pitch Drop


def test_parnell_three_clocks_wins() -> None:
    s = _art()
    s.board("ann", "Parnell Pitch Drop")  # 3 lightbulbs; highest top card 8
    s.board("bob", "Agriculture")
    s.deck("base", 9, "Satellites")  # three clocks
    g = s.build().dogma("Parnell Pitch Drop")
    assert g.result is not None and g.result.winners == ["ann"]
    assert g.pile("ann", "green") == ["Satellites"]


def test_parnell_fewer_clocks_only_melds() -> None:
    s = _art()
    s.board("ann", "Parnell Pitch Drop", "Archery")
    s.board("bob", "Agriculture")
    s.deck("base", 9, "Computers")  # two clocks
    g = s.build().dogma("Parnell Pitch Drop")
    assert g.result is None
    assert g.pile("ann", "blue") == ["Parnell Pitch Drop", "Computers"]
    assert not g.shared_bonus


def test_parnell_shared_uses_each_players_own_highest_top_card() -> None:
    s = _art()
    s.board("ann", "Parnell Pitch Drop")  # 3 lightbulbs
    s.board("bob", "Education")  # 3 lightbulbs, a 3: shares
    s.deck("base", 4, "Invention")
    s.deck("base", 9, "Genetics")
    s.deck("base", 9, "Computers")
    g = s.build().dogma("Parnell Pitch Drop")
    assert g.pile("bob", "green") == ["Invention"]
    assert g.pile("ann", "blue") == ["Parnell Pitch Drop", "Genetics"]
    assert g.result is None
    assert g.shared_bonus
    assert g.hand("ann") == ["Computers"]


# --------------------------------------------------------------------------- Plush Beweglich Rod Bear


def test_plush_bear_splays_and_returns_from_all_score_piles() -> None:
    s = _art()
    s.board("ann", "Plush Beweglich Rod Bear", "Pottery", "Writing", "Archery")
    s.board("bob", "Oars")  # no leaves
    s.score("ann", "Agriculture", "Calendar")
    s.score("bob", "Sailing", "Optics")
    g = s.build().dogma("Plush Beweglich Rod Bear").answer("1")
    assert g.splay("ann", "blue") == "up"
    assert g.score("ann") == ["Calendar"]
    assert g.score("bob") == ["Optics"]
    assert g.deck_bottom("base", 1, 2) == ["Sailing", "Agriculture"]
    assert not g.shared_bonus


def test_plush_bear_value_without_top_cards_still_returns() -> None:
    s = _art()
    s.board("ann", "Plush Beweglich Rod Bear", "Pottery", "Writing")
    s.score("bob", "Optics")
    g = s.build().dogma("Plush Beweglich Rod Bear")
    assert g.decision is not None and "11" not in g.decision.options and "10" in g.decision.options
    g.answer("3")
    assert g.splay("ann", "blue") == "none"
    assert g.score("bob") == []
    assert g.deck_bottom("base", 3) == ["Optics"]


def test_plush_bear_offers_eleven_with_yamato_on_top() -> None:
    s = _art()
    s.board("ann", "Plush Beweglich Rod Bear", "Archery", "Battleship Yamato")
    s.score("ann", "Flight")
    g = s.build().dogma("Plush Beweglich Rod Bear")
    assert g.decision is not None and "11" in g.decision.options
    g.answer("11")
    assert g.splay("ann", "red") == "up"
    assert g.score("ann") == ["Flight"]  # Yamato is an 8 anywhere but on top


def test_plush_bear_shared() -> None:
    s = _art()
    s.board("ann", "Plush Beweglich Rod Bear")  # 3 leaves
    s.board("bob", "Oars", "Archery", "Anatomy")  # 3 leaves: shares
    s.score("ann", "Writing")
    s.deck("base", 8, "Flight")
    g = s.build().dogma("Plush Beweglich Rod Bear").answer("1", "8")
    assert g.splay("bob", "red") == "up"
    assert g.score("ann") == []
    assert g.deck_bottom("base", 1) == ["Writing"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Flight"]


# --------------------------------------------------------------------------- Time


def test_time_transfers_non_yellow_clock_tops_until_none_left() -> None:
    s = _art()
    s.board("ann", "Time")  # 2 clocks
    s.board("bob", "Lighting", "Railroad", "Bicycle", "Singer Model 27")  # 5 clocks: compelled
    g = s.build().dogma("Time").answer("Railroad", "Bicycle")
    assert g.pile("ann", "purple") == ["Railroad", "Lighting"]
    assert g.pile("ann", "green") == ["Bicycle"]
    assert g.board("bob") == {"yellow": ["Singer Model 27"]}
    assert not g.shared_bonus


def test_time_does_not_compel_fewer_clocks() -> None:
    s = _art()
    s.board("ann", "Time")
    s.board("bob", "Lighting")  # one clock
    g = s.build().dogma("Time")
    assert g.board("bob") == {"purple": ["Lighting"]}
    assert g.board("ann") == {"yellow": ["Time"]}


def test_time_compels_every_player_with_enough_clocks() -> None:
    s = _art(("ann", "bob", "cat"))
    s.board("ann", "Time")
    s.board("bob", "Railroad")  # 2 clocks
    s.board("cat", "Bicycle", "Lighting")  # 2 clocks
    g = s.build().dogma("Time").answer("Lighting")
    assert g.pile("ann", "purple") == ["Railroad", "Lighting"]
    assert g.pile("ann", "green") == ["Bicycle"]
    assert g.board("bob") == {} and g.board("cat") == {}
