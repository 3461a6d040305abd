"""Scenario tests for the Unseen cards of age 9 (written from the card texts and RULES-4e.md §§4, 7, 8:
secrets, super-/self-execute, "you lose")."""

from __future__ import annotations

from tests.cards4e.unseen.unseen4e import base_draws, junk, scenario

# --------------------------------------------------------------------------- Area 51


def test_area_51_splays_draws_an_eleven_and_super_executes_a_revealed_secret() -> None:
    s = scenario()
    s.board("ann", "Sailing", "Area 51")
    s.zone("ann", "safe", "Counterintelligence")
    s.board("bob", "Oars", "Archery")  # one lightbulb: reached by the super-executed demand
    s.deck("base", 11, "Fusion")
    s.deck("base", 7, "Bicycle")
    s.deck("base", 8, "Flight")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Area 51").answer("green", "draw an 11")
    assert g.splay("ann", "green") == "up"
    assert g.pile("bob", "red") == ["Archery"]
    assert g.pile("ann", "red") == ["Oars"]
    assert g.hand("bob") == ["Bicycle"]
    assert sorted(g.hand("ann")) == ["Flight", "Fusion"]
    assert g.zone("ann", "safe") == ["Counterintelligence"]


def test_area_51_may_safeguard_an_achievement_instead() -> None:
    s = scenario()
    s.board("ann", "Area 51")
    s.available_achievements("Tools", "Calendar")
    g = s.build().dogma("Area 51").answer("safeguard an available standard achievement", "2")
    assert g.zone("ann", "safe") == ["Calendar"]
    assert g.available_achievements() == ["Tools"]


# --------------------------------------------------------------------------- Clown Car


def test_clown_car_makes_the_opponent_take_my_score_cards_until_one_has_a_crown() -> None:
    s = scenario()
    s.board("ann", "Clown Car")
    s.score("ann", "Pottery", "Writing", "Agriculture")
    # bob sees only the backs of my score cards (three 1s): the game gives them in order
    g = s.build().dogma("Clown Car")  # Pottery has no crown: again; Writing has one: done
    assert g.score("ann") == ["Agriculture"]
    assert g.pile("bob", "blue") == ["Pottery", "Writing"]


# --------------------------------------------------------------------------- Consulting


def test_consulting_melds_two_tens_and_self_executes_the_top_card_the_opponent_picks() -> None:
    s = scenario()
    s.specials_available()  # none on offer: only the card moves achievements
    s.board("ann", "Consulting")
    s.board("ann", "Sabotage")
    s.deck("base", 10, "Stem Cells", "Robotics")
    s.deck("base", 11, "Fusion")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Consulting")
    assert g.pile("ann", "yellow") == ["Sabotage", "Stem Cells"]
    assert g.pile("ann", "red") == ["Robotics"]
    g.answer("Stem Cells")  # bob's pick: ann's hand is empty, then she draws an 11
    assert g.hand("ann") == ["Fusion"]
    assert g.achievements("ann") == []


def test_consulting_self_executing_itself_earns_a_chain_achievement_on_the_nested_execution() -> None:
    s = scenario()
    s.specials_available()  # none on offer: only the card moves achievements
    s.board("ann", "Consulting")
    s.deck("base", 10, "Stem Cells", "Robotics", "Software", "Databases")
    s.deck("base", 11, "Fusion", "Hypersonics")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Consulting").answer("Consulting")  # bob makes ann run Consulting again
    assert g.pile("ann", "blue") == ["Consulting", "Software"]
    assert g.pile("ann", "green") == ["Databases"]
    g.answer("Stem Cells")  # a self-execution inside a self-execution: a chain achievement (an 11)
    assert len(g.achievements("ann")) == 1
    assert len(g.hand("ann")) == 1


# --------------------------------------------------------------------------- Fermi Paradox


def test_fermi_paradox_returns_a_top_card_and_takes_the_junk() -> None:
    s = scenario()
    s.board("ann", "Fermi Paradox")
    s.deck("base", 9, "Satellites")
    s.deck("base", 10, "Databases")
    s.shared_zone("junk", "Tools", "Agriculture")
    g = s.build().dogma("Fermi Paradox").answer("Databases")
    assert g.deck_bottom("base", 10) == ["Databases"]
    assert g.deck("base", 9)[0] == "Satellites"
    assert sorted(g.hand("ann")) == ["Agriculture", "Tools"]
    assert junk(g) == []


# --------------------------------------------------------------------------- Iron Curtain


def test_iron_curtain_unsplays_returns_top_cards_and_safeguards_an_achievement_per_colour() -> None:
    s = scenario()
    s.board("ann", "Iron Curtain")
    s.board("ann", "Sailing", "Clothing", splay="right")
    s.board("ann", "Pottery", "Writing", splay="left")
    s.available_achievements("Tools", "Calendar", "Alchemy")
    g = s.build().dogma("Iron Curtain").answer("1", "3")
    assert g.board("ann") == {"red": ["Iron Curtain"], "green": ["Sailing"], "blue": ["Pottery"]}
    assert g.splay("ann", "green") == "none"
    assert sorted(g.zone("ann", "safe")) == ["Alchemy", "Tools"]
    assert g.available_achievements() == ["Calendar"]


# --------------------------------------------------------------------------- Magic 8-Ball


def test_magic_8_ball_grants_the_wish_when_the_tucked_eight_has_a_lightbulb() -> None:
    s = scenario()
    s.board("ann", "Magic 8-Ball")
    s.deck("base", 8, "Empiricism", "Flight")  # purple with lightbulbs: again; then red without
    s.deck("base", 10, "Software", "Databases")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Magic 8-Ball").answer("draw two 10s")
    assert sorted(g.hand("ann")) == ["Databases", "Software"]
    g.answer("draw two 10s")  # Empiricism was purple: wish again; Flight has no lightbulb
    assert g.pile("ann", "red") == ["Flight"]
    assert g.pile("ann", "purple") == ["Empiricism"]
    d = g.decision
    assert d is not None and d.kind == "option"  # Flight is red: a third wish


def test_magic_8_ball_without_a_lightbulb_grants_nothing() -> None:
    s = scenario()
    s.board("ann", "Magic 8-Ball")
    s.deck("base", 8, "Antibiotics")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Magic 8-Ball").answer("draw and score two 8s")
    assert g.score("ann") == []
    assert g.pile("ann", "yellow") == ["Antibiotics", "Magic 8-Ball"]


# --------------------------------------------------------------------------- McCarthyism


def test_mccarthyism_melding_socialism_loses() -> None:
    s = scenario()
    s.board("ann", "McCarthyism")
    s.deck("base", 8, "Socialism")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("McCarthyism")
    assert g.winners == ["ann"]


def test_mccarthyism_demand_without_socialism_only_melds() -> None:
    s = scenario()
    s.board("ann", "McCarthyism")
    s.deck("base", 8, "Flight")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("McCarthyism")
    assert g.pile("bob", "red") == ["Flight"]
    assert not g.over


def test_mccarthyism_scores_the_top_purple_card_and_may_splay() -> None:
    s = scenario()
    s.board("ann", "Fission", "McCarthyism")
    s.board("ann", "Mysticism")
    s.board("bob", "Computers")  # clocks enough: no demand
    g = s.build().dogma("McCarthyism")
    assert g.score("ann") == ["Mysticism"]
    g.answer("red")
    assert g.splay("ann", "red") == "up"


# --------------------------------------------------------------------------- Teleprompter (docs/rulings.md)


def test_teleprompter_executes_the_first_then_the_next_non_demand_effect_of_shown_cards() -> None:
    s = scenario()
    s.board("ann", "Teleprompter")
    s.deck("base", 1, "Writing", "Pottery")
    s.deck("base", 2, "Mapmaking", "Philosophy")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Teleprompter").answer("base 1")  # Writing's first effect: draw a 2
    assert g.hand("ann") == ["Mapmaking"]
    assert g.deck_bottom("base", 1) == ["Writing"]  # returned
    g.answer("base 2", "Mapmaking")  # Philosophy's second effect: ann may score a hand card
    assert g.score("ann") == ["Mapmaking"]
    assert g.deck_bottom("base", 2) == ["Philosophy"]
    g.answer("base 1")  # Pottery has no third non-demand effect: the repeats end
    assert g.deck("base", 1)[0] == "Pottery"
    assert g.idle


def test_teleprompter_stops_at_a_card_without_that_effect() -> None:
    s = scenario()
    s.board("ann", "Teleprompter")
    s.deck("base", 1, "City States")  # a demand only
    g = s.build().dogma("Teleprompter").answer("base 1")
    assert g.deck("base", 1)[0] == "City States"
    assert g.hand("ann") == []
    assert g.idle


# --------------------------------------------------------------------------- Surveillance


def test_surveillance_wins_when_the_shown_hand_has_exactly_my_hand_s_colours() -> None:
    s = scenario()
    s.board("ann", "Surveillance")
    s.hand("ann", "Agriculture", "Oars")  # yellow, red
    s.hand("bob", "Masonry", "Metalworking", "Archery")  # yellow, red, red: the same colours
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Surveillance")
    assert g.winners == ["ann"]


def test_surveillance_a_colour_missing_from_the_shown_hand_wins_nothing_and_i_draw_a_ten() -> None:
    s = scenario()
    s.board("ann", "Surveillance")
    s.hand("ann", "Agriculture", "Oars")  # yellow, red
    s.hand("bob", "Masonry")  # yellow only
    s.deck("base", 10, "Software")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Surveillance")
    assert not g.over
    assert g.hand("bob") == ["Masonry"]  # shown, not taken
    assert sorted(g.hand("ann")) == ["Agriculture", "Oars", "Software"]


def test_surveillance_an_empty_shown_hand_never_wins() -> None:
    s = scenario()
    s.board("ann", "Surveillance")  # both hands empty: the same (no) colours, but the shown hand is empty
    s.deck("base", 10, "Software")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Surveillance")
    assert not g.over
    assert g.hand("ann") == ["Software"]


# --------------------------------------------------------------------------- Urban Legend


def test_urban_legend_draws_a_nine_per_pile_showing_a_factory() -> None:
    s = scenario()
    s.board("ann", "Urban Legend")  # purple, with factories
    s.board("ann", "Combustion")  # red, with a factory
    s.board("ann", "Agriculture")  # yellow, no factory
    s.deck("base", 9, "Collaboration", "Ecology", "Genetics")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Urban Legend")
    assert len(g.hand("ann")) == 2 and set(g.hand("ann")) <= {"Collaboration", "Ecology", "Genetics"}
    assert not g.over


def test_urban_legend_five_piles_with_a_factory_draw_five_nines_and_win() -> None:
    s = scenario()
    s.board("ann", "Urban Legend")  # purple
    s.board("ann", "Combustion")  # red
    s.board("ann", "Vaccination")  # yellow
    s.board("ann", "Physics")  # blue
    s.board("ann", "Banking")  # green
    s.deck("base", 9, "Collaboration", "Composites", "Ecology", "Genetics", "Satellites")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Urban Legend")
    assert g.winners == ["ann"]
    assert sorted(g.hand("ann")) == ["Collaboration", "Composites", "Ecology", "Genetics", "Satellites"]


def test_urban_legend_may_splay_yellow_or_purple_up() -> None:
    s = scenario()
    s.board("ann", "Mysticism", "Urban Legend")  # purple pile of two
    s.board("ann", "Agriculture", "Masonry")  # yellow pile of two, no factory
    s.deck("base", 9, "Collaboration")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Urban Legend")
    assert g.hand("ann") == ["Collaboration"]
    g.answer("purple")
    assert g.splay("ann", "purple") == "up"
    assert g.splay("ann", "yellow") == "none"
