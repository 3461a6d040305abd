"""Scenario tests for The Unseen's age-1 cards (4th edition), written from the card texts and
RULES-4e.md §§4 and 7: a player's first draw of a base card in a turn is an Unseen card of that
value; "safeguard" puts a card face down in your safe (a full safe takes nothing)."""

from __future__ import annotations

from tests.cards4e.unseen.unseen4e import scenario

# --------------------------------------------------------------------------- Assassination


def test_assassination_takes_a_drawn_castle_card_and_the_top_card_of_its_colour() -> None:
    s = scenario()
    s.board("ann", "Assassination")  # two crowns
    s.board("bob", "Oars")  # one crown
    s.deck("unseen", 1, "Maze")  # red, with castles: bob's first draw of the turn
    g = s.build().dogma("Assassination")
    assert sorted(g.score("ann")) == ["Maze", "Oars"]
    assert g.board("bob") == {}


def test_assassination_leaves_a_drawn_card_without_a_castle_in_the_hand() -> None:
    s = scenario()
    s.board("ann", "Assassination")
    s.board("bob", "Oars")
    s.deck("unseen", 1, "Dance")  # green, no castle
    g = s.build().dogma("Assassination")
    assert g.hand("bob") == ["Dance"]
    assert g.pile("bob", "red") == ["Oars"]
    assert g.score("ann") == []


def test_assassination_takes_only_the_drawn_card_when_no_top_card_matches_its_colour() -> None:
    s = scenario()
    s.board("ann", "Assassination", "Sailing")
    s.board("bob", "Pottery")
    s.deck("unseen", 1, "Espionage")  # blue, castles: bob's top blue card goes too
    g = s.build().dogma("Assassination")
    assert sorted(g.score("ann")) == ["Espionage", "Pottery"]


def test_assassination_claims_confidence_when_nobody_has_a_green_top_card() -> None:
    s = scenario()
    s.board("ann", "Assassination")
    s.board("bob", "Pottery")
    s.deck("unseen", 1, "Dance")
    g = s.build().dogma("Assassination")
    assert "confidence" in g.achievements("ann")


def test_assassination_claims_nothing_while_someone_shows_green() -> None:
    s = scenario()
    s.board("ann", "Assassination")
    s.board("bob", "Sailing", "Pottery")  # Sailing's crowns make bob share: he draws first
    s.deck("unseen", 1, "Dance")
    g = s.build().dogma("Assassination")
    assert "confidence" not in g.achievements("ann")
    assert "confidence" not in g.achievements("bob")


# --------------------------------------------------------------------------- Dance


def test_dance_gives_a_castle_top_card_and_melds_the_lowest_plain_top_card_of_that_board() -> None:
    s = scenario()
    s.board("ann", "Dance", "Archery")
    s.board("bob", "Writing", "Philosophy", "Construction")  # no leaves: bob does not share
    g = s.build().dogma("Dance")
    assert g.pile("bob", "red") == ["Construction", "Archery"]
    assert g.pile("ann", "blue") == ["Writing"]  # the 1 beats Philosophy (2); Archery has a castle
    assert g.pile("bob", "purple") == ["Philosophy"]


def test_dance_asks_which_player_with_three_players() -> None:
    s = scenario(("ann", "bob", "cat"))
    s.board("ann", "Dance", "Archery")
    s.board("bob", "Writing")
    s.board("cat", "Philosophy")
    g = s.build().dogma("Dance").answer("cat")
    assert g.pile("cat", "red") == ["Archery"]
    assert g.pile("ann", "purple") == ["Philosophy"]
    assert g.pile("bob", "blue") == ["Writing"]


def test_dance_without_a_castle_top_card_does_nothing() -> None:
    s = scenario()
    s.board("ann", "Dance", "Pottery")
    s.board("bob", "Writing")
    g = s.build().dogma("Dance")
    assert g.pile("ann", "blue") == ["Pottery"]
    assert g.pile("bob", "blue") == ["Writing"]


# --------------------------------------------------------------------------- Espionage


def test_espionage_takes_revealed_cards_until_my_hand_has_their_colour() -> None:
    s = scenario()
    s.board("ann", "Espionage")
    s.hand("ann", "Pottery")  # blue
    s.hand("bob", "Agriculture", "Sailing")
    g = s.build().dogma("Espionage").answer("Agriculture")  # Sailing, the last card, goes unasked
    assert sorted(g.hand("ann")) == ["Agriculture", "Pottery", "Sailing"]
    assert g.hand("bob") == []


def test_espionage_stops_when_i_hold_the_revealed_colour() -> None:
    s = scenario()
    s.board("ann", "Espionage")
    s.hand("ann", "Masonry")  # yellow
    s.hand("bob", "Agriculture", "Sailing")
    g = s.build().dogma("Espionage").answer("Agriculture")
    assert g.hand("ann") == ["Masonry"]
    assert sorted(g.hand("bob")) == ["Agriculture", "Sailing"]


# --------------------------------------------------------------------------- Handshake


def test_handshake_takes_my_hand_and_gives_back_two_chosen_colours() -> None:
    s = scenario()
    s.board("ann", "Handshake")
    s.hand("ann", "Pottery", "Writing")
    s.hand("bob", "Agriculture", "Sailing", "Archery")
    g = s.build().dogma("Handshake").answer("blue", "red")
    assert sorted(g.hand("ann")) == ["Archery", "Pottery", "Writing"]
    assert sorted(g.hand("bob")) == ["Agriculture", "Sailing"]


def test_handshake_with_two_colours_or_fewer_gives_back_the_whole_hand() -> None:
    s = scenario()
    s.board("ann", "Handshake")
    s.hand("ann", "Pottery")
    s.hand("bob", "Agriculture")
    g = s.build().dogma("Handshake")
    assert sorted(g.hand("ann")) == ["Agriculture", "Pottery"]
    assert g.hand("bob") == []


# --------------------------------------------------------------------------- Maze


def test_maze_scoring_a_match_for_each_of_my_cards_keeps_the_hands() -> None:
    s = scenario()
    s.board("ann", "Maze")
    s.hand("ann", "Agriculture", "Pottery")  # yellow, blue
    s.score("ann", "Calendar")
    s.hand("bob", "Masonry", "Writing", "Archery")
    g = s.build().dogma("Maze").answer("Masonry")  # then Writing, the only blue
    assert sorted(g.score("bob")) == ["Masonry", "Writing"]
    assert g.hand("bob") == ["Archery"]
    assert g.score("ann") == ["Calendar"]


def test_maze_failing_a_match_swaps_the_hand_with_my_score_pile() -> None:
    s = scenario()
    s.board("ann", "Maze")
    s.hand("ann", "Agriculture", "Pottery")
    s.score("ann", "Calendar")
    s.hand("bob", "Masonry", "Archery")  # no blue card for Pottery
    g = s.build().dogma("Maze")  # Masonry is the only match
    assert g.score("bob") == ["Masonry"]
    assert g.hand("bob") == ["Calendar"]
    assert g.score("ann") == ["Archery"]


def test_maze_with_my_hand_empty_does_nothing() -> None:
    s = scenario()
    s.board("ann", "Maze")
    s.score("ann", "Calendar")
    s.hand("bob", "Masonry")
    g = s.build().dogma("Maze")
    assert g.hand("bob") == ["Masonry"]
    assert g.score("ann") == ["Calendar"]


# --------------------------------------------------------------------------- Myth


def test_myth_tucks_a_pair_splays_it_left_and_safeguards_a_card_of_the_bottom_value() -> None:
    s = scenario()
    s.board("ann", "Myth", "Construction")
    s.hand("ann", "Archery", "Oars", "Pottery")
    s.deck("unseen", 1, "Rumor")
    g = s.build().dogma("Myth").answer("Archery")  # then Oars, the other red
    assert g.pile("ann", "red") == ["Oars", "Archery", "Construction"]
    assert g.splay("ann", "red") == "left"
    assert g.zone("ann", "safe") == ["Rumor"]  # the bottom card is a 1
    assert g.hand("ann") == ["Pottery"]


def test_myth_without_two_cards_of_a_colour_does_nothing() -> None:
    s = scenario()
    s.board("ann", "Myth")
    s.hand("ann", "Archery", "Pottery")
    g = s.build().dogma("Myth")
    assert sorted(g.hand("ann")) == ["Archery", "Pottery"]
    assert g.zone("ann", "safe") == []


# --------------------------------------------------------------------------- Palmistry


def test_palmistry_melds_a_one_and_returning_two_cards_scores_a_two() -> None:
    s = scenario()
    s.board("ann", "Palmistry")
    s.hand("ann", "Agriculture", "Sailing")
    s.deck("unseen", 1, "Silk")  # the first draw of the turn is an Unseen card
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Palmistry").answer("Agriculture")  # both return: ann orders them
    assert g.pile("ann", "green") == ["Silk"]
    assert g.score("ann") == ["Calendar"]
    assert g.hand("ann") == []


def test_palmistry_returning_a_single_card_scores_nothing() -> None:
    s = scenario()
    s.board("ann", "Palmistry")
    s.hand("ann", "Agriculture")
    s.deck("unseen", 1, "Silk")
    g = s.build().dogma("Palmistry")
    assert g.hand("ann") == []
    assert g.score("ann") == []


# --------------------------------------------------------------------------- Pilgrimage


def test_pilgrimage_returns_rising_values_safeguarding_achievements_of_them() -> None:
    s = scenario()
    s.board("ann", "Pilgrimage")
    s.hand("ann", "Agriculture", "Calendar", "Compass")
    s.available_achievements("Archery", "Mapmaking", "Optics")
    g = s.build().dogma("Pilgrimage").answer("Agriculture", "Calendar", "Compass", "no")
    assert sorted(g.zone("ann", "safe")) == ["Archery", "Mapmaking", "Optics"]
    assert g.hand("ann") == []


def test_pilgrimage_stops_when_the_next_value_is_missing_and_may_junk_the_one_deck() -> None:
    s = scenario()
    s.board("ann", "Pilgrimage")
    s.hand("ann", "Agriculture", "Compass")  # no 2: the chain stops after the 1
    s.available_achievements("Archery", "Optics")
    g = s.build().dogma("Pilgrimage").answer("Agriculture", "yes")
    assert g.zone("ann", "safe") == ["Archery"]
    assert g.hand("ann") == ["Compass"]
    assert g.deck("base", 1) == []


def test_pilgrimage_may_return_nothing() -> None:
    s = scenario()
    s.board("ann", "Pilgrimage")
    s.hand("ann", "Agriculture")
    s.available_achievements("Archery")
    g = s.build().dogma("Pilgrimage").answer("done", "no")
    assert g.hand("ann") == ["Agriculture"]
    assert g.zone("ann", "safe") == []
    assert g.deck("base", 1) != []


def test_pilgrimage_safeguards_nothing_into_a_full_safe_but_goes_on() -> None:
    s = scenario()
    s.board("ann", "Pilgrimage")
    s.board("ann", "Pottery", "Writing", splay="aslant")  # safe limit 5 - 4 = 1
    s.zone("ann", "safe", "Tools")
    s.hand("ann", "Agriculture", "Calendar")
    s.available_achievements("Mysticism", "Mapmaking")
    g = s.build().dogma("Pilgrimage").answer("Agriculture", "Calendar", "no")
    assert g.zone("ann", "safe") == ["Tools"]
    assert sorted(g.available_achievements()) == ["Mapmaking", "Mysticism"]
    assert g.hand("ann") == []


# --------------------------------------------------------------------------- Polytheism


def test_polytheism_melds_cards_sharing_no_icon_with_those_it_melded_then_tucks_a_one() -> None:
    s = scenario()
    s.board("ann", "Polytheism")
    s.hand("ann", "Writing", "Agriculture", "Masonry", "Tools")
    s.deck("unseen", 1, "Rumor")
    g = s.build().dogma("Polytheism").answer("Writing", "Agriculture")  # then Masonry, the only one left
    # Writing: lightbulb, crown; Agriculture: leaf; Masonry: castle; Tools (lightbulb) is left.
    assert g.hand("ann") == ["Tools"]
    assert g.pile("ann", "blue") == ["Writing"]
    assert g.pile("ann", "yellow") == ["Agriculture", "Masonry"]
    assert g.pile("ann", "green") == ["Rumor"]  # the drawn 1, tucked


# --------------------------------------------------------------------------- Proverb


def test_proverb_yellow_or_purple_safeguards_an_achievement_and_returns_the_hand() -> None:
    s = scenario()
    s.board("ann", "Proverb")
    s.hand("ann", "Calendar", "Agriculture")
    s.available_achievements("Archery", "Mapmaking")
    s.deck("unseen", 1, "Tomb")  # yellow
    g = s.build().dogma("Proverb").answer("2")
    assert g.zone("ann", "safe") == ["Mapmaking"]
    assert g.hand("ann") == []
    assert g.deck_bottom("unseen", 1) == ["Tomb"]


def test_proverb_another_colour_draws_two_ones() -> None:
    s = scenario()
    s.board("ann", "Proverb")
    s.deck("unseen", 1, "Rumor")  # green
    s.deck("base", 1, "Sailing", "Writing")
    g = s.build().dogma("Proverb")
    assert sorted(g.hand("ann")) == ["Sailing", "Writing"]
    assert g.deck_bottom("unseen", 1) == ["Rumor"]
    assert g.zone("ann", "safe") == []


# --------------------------------------------------------------------------- Rumor


def test_rumor_returns_a_score_card_draws_one_higher_and_passes_a_card_left() -> None:
    s = scenario()
    s.board("ann", "Rumor")
    s.score("ann", "Calendar")
    s.deck("unseen", 3, "Smuggling")
    s.hand("ann", "Agriculture")
    g = s.build().dogma("Rumor").answer("Smuggling")
    assert g.score("ann") == []
    assert g.hand("ann") == ["Agriculture"]
    assert g.hand("bob") == ["Smuggling"]


def test_rumor_with_an_empty_score_pile_draws_nothing() -> None:
    s = scenario()
    s.board("ann", "Rumor")
    s.hand("ann", "Agriculture")
    g = s.build().dogma("Rumor")
    assert g.hand("ann") == []
    assert g.hand("bob") == ["Agriculture"]


# --------------------------------------------------------------------------- Silk


def test_silk_melds_then_may_score_one_card_per_colour_on_the_board() -> None:
    s = scenario()
    s.board("ann", "Silk", "Pottery")
    s.hand("ann", "Archery", "Sailing", "Mapmaking", "Writing", "Agriculture")
    g = s.build().dogma("Silk").answer("Archery", "Sailing", "Writing")
    # Archery melded (red joins the board); Sailing scored for green, Writing for blue.
    assert g.pile("ann", "red") == ["Archery"]
    assert sorted(g.score("ann")) == ["Sailing", "Writing"]
    assert sorted(g.hand("ann")) == ["Agriculture", "Mapmaking"]


# --------------------------------------------------------------------------- Symbology


def test_symbology_two_icons_twice_each_draws_a_two() -> None:
    s = scenario()
    s.board("ann", "Symbology", "Archery")  # lightbulbs 3, castles 3
    s.deck("unseen", 2, "Cipher")
    g = s.build().dogma("Symbology")
    assert g.hand("ann") == ["Cipher"]


def test_symbology_three_icons_three_times_each_draws_a_three() -> None:
    s = scenario()
    s.board("ann", "Symbology", "Archery", "Pottery")  # lightbulbs 3, castles 3, leaves 3
    s.deck("unseen", 3, "Smuggling")
    g = s.build().dogma("Symbology")
    assert g.hand("ann") == ["Smuggling"]


def test_symbology_four_icons_four_times_each_draws_a_four() -> None:
    s = scenario()
    # lightbulbs 2+2+1 = 5, castles 1+1+2+1 = 5, leaves 3+1 = 4, crowns 2+2 = 4 (Mapmaking shows all
    # its icons under Sailing, splayed aslant)
    s.board("ann", "Symbology", "Tools", "Archery", "Agriculture")
    s.board("ann", "Mapmaking", "Sailing", splay="aslant")
    s.deck("unseen", 4, "Ninja")
    g = s.build().dogma("Symbology")
    assert g.hand("ann") == ["Ninja"]


def test_symbology_with_too_few_icons_draws_nothing() -> None:
    s = scenario()
    s.board("ann", "Symbology")  # lightbulbs 2, castle 1
    g = s.build().dogma("Symbology")
    assert g.hand("ann") == []


# --------------------------------------------------------------------------- Tomb


def test_tomb_safeguards_the_achievement_one_above_my_count_and_may_take_the_lowest() -> None:
    s = scenario()
    s.board("ann", "Agriculture", "Tomb")
    s.board("ann", "Calendar")
    s.board("ann", "Archery")
    s.achievements("ann", "Sailing")
    s.available_achievements("Mapmaking", "Optics", "Anatomy")
    g = s.build().dogma("Tomb").answer("yes")
    assert g.zone("ann", "safe") == ["Mapmaking"]  # 1 + one achievement
    assert g.hand("ann") == ["Optics"]  # the lowest left
    assert g.board("ann") == {"red": ["Archery"]}  # yellow and blue returned


def test_tomb_declining_keeps_the_board() -> None:
    s = scenario()
    s.board("ann", "Tomb")
    s.available_achievements("Archery", "Mapmaking")
    g = s.build().dogma("Tomb").answer("no")
    assert g.zone("ann", "safe") == ["Archery"]  # no achievements yet: value 1
    assert g.available_achievements() == ["Mapmaking"]
    assert g.pile("ann", "yellow") == ["Tomb"]


# --------------------------------------------------------------------------- Woodworking


def test_woodworking_scores_the_melded_two_when_it_starts_a_pile() -> None:
    s = scenario()
    s.board("ann", "Woodworking")
    s.deck("unseen", 2, "Padlock")  # red: a new pile
    g = s.build().dogma("Woodworking")
    assert g.score("ann") == ["Padlock"]
    assert g.board("ann") == {"yellow": ["Woodworking"]}


def test_woodworking_keeps_a_two_melded_onto_a_pile() -> None:
    s = scenario()
    s.board("ann", "Woodworking")
    s.deck("unseen", 2, "Exile")  # yellow: onto Woodworking
    g = s.build().dogma("Woodworking")
    assert g.pile("ann", "yellow") == ["Woodworking", "Exile"]
    assert g.score("ann") == []


# --------------------------------------------------------------------------- a full safe takes nothing


def test_myth_into_a_full_safe_draws_nothing() -> None:
    s = scenario()
    s.board("ann", "Myth")
    s.board("ann", "Pottery", "Writing", splay="aslant")  # limit 5 - 4 = 1
    s.zone("ann", "safe", "Tools")
    s.hand("ann", "Archery", "Oars")
    g = s.build().dogma("Myth").answer("Archery")
    assert g.splay("ann", "red") == "left"
    assert g.zone("ann", "safe") == ["Tools"]
    assert g.hand("ann") == []


def test_tomb_into_a_full_safe_leaves_the_achievement_available() -> None:
    s = scenario()
    s.board("ann", "Tomb")
    s.board("ann", "Pottery", "Writing", splay="up")  # limit 5 - 3 = 2
    s.zone("ann", "safe", "Tools", "Sailing")
    s.available_achievements("Archery", "Mapmaking")
    g = s.build().dogma("Tomb").answer("no")
    assert g.zone("ann", "safe") == ["Tools", "Sailing"]
    assert sorted(g.available_achievements()) == ["Archery", "Mapmaking"]


def test_proverb_into_a_full_safe_still_returns_the_hand() -> None:
    s = scenario()
    s.board("ann", "Proverb")
    s.board("ann", "Archery", "Oars", splay="right")  # limit 5 - 2 = 3
    s.zone("ann", "safe", "Tools", "Sailing", "Agriculture")
    s.hand("ann", "Calendar")
    s.available_achievements("Mapmaking")
    s.deck("unseen", 1, "Tomb")  # yellow
    g = s.build().dogma("Proverb")
    assert g.zone("ann", "safe") == ["Tools", "Sailing", "Agriculture"]
    assert g.available_achievements() == ["Mapmaking"]
    assert g.hand("ann") == []


def test_espionage_demands_only_players_with_fewer_castles() -> None:
    s = scenario(("ann", "bob", "cat"))
    s.board("ann", "Espionage")  # three castles
    s.board("cat", "Masonry")  # three castles: not demanded
    s.hand("bob", "Agriculture")
    s.hand("cat", "Sailing")
    g = s.build().dogma("Espionage")
    assert g.hand("ann") == ["Agriculture"]
    assert g.hand("cat") == ["Sailing"]
