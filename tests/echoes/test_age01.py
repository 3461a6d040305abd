"""Scenario tests for age 1 Echoes cards (written from the card texts and RULES.md)."""

from __future__ import annotations

from innovation.testing import Scenario


def _echoes(players: tuple[str, ...] = ("ann", "bob")) -> Scenario:
    return Scenario(players=players, expansions=("echoes",))


# --------------------------------------------------------------------------- Bangle


def test_bangle_echo_tucks_red_card_then_foreshadows_an_echoes_three() -> None:
    s = _echoes()
    s.board("ann", "Bangle")  # 1 castle
    s.board("bob", "Writing")  # 0 castles: no share
    s.hand("ann", "Archery", "Sailing")
    s.deck("echoes", 3, "Almanac")  # ann's hand holds only a base card after the tuck
    g = s.build().dogma("Bangle")
    assert g.pile("ann", "red") == ["Archery", "Bangle"]
    assert g.hand("ann") == ["Sailing"]
    assert g.zone("ann", "forecast") == ["Almanac"]
    assert g.hand("bob") == []
    assert not g.shared_bonus


def test_bangle_without_red_card_only_foreshadows() -> None:
    s = _echoes()
    s.board("ann", "Bangle")
    s.board("bob", "Writing")
    s.deck("base", 3, "Paper")
    g = s.build().dogma("Bangle")
    assert g.pile("ann", "red") == ["Bangle"]
    assert g.zone("ann", "forecast") == ["Paper"]
    assert g.idle


def test_bangle_shared_by_player_with_more_castles() -> None:
    s = _echoes()
    s.board("ann", "Bangle")  # 1 castle
    s.board("bob", "Archery")  # 2 castles: shares
    s.hand("bob", "Oars")
    s.deck("base", 3, "Paper", "Optics")
    s.deck("base", 1, "Writing")
    g = s.build().dogma("Bangle")
    assert g.pile("bob", "red") == ["Oars", "Archery"]
    assert g.zone("bob", "forecast") == ["Paper"]
    assert g.zone("ann", "forecast") == ["Optics"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Writing"]  # the bonus: a 1 (Bangle is ann's highest top card)


# --------------------------------------------------------------------------- Bell


def test_bell_echo_scores_a_hand_card_then_foreshadows_a_two() -> None:
    s = _echoes()
    s.board("ann", "Bell")  # 2 castles
    s.board("bob", "Writing")
    s.hand("ann", "Archery")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Bell").answer("Archery")
    assert g.score("ann") == ["Archery"]
    assert g.hand("ann") == []
    assert g.zone("ann", "forecast") == ["Calendar"]
    assert not g.shared_bonus


def test_bell_echo_may_be_declined() -> None:
    s = _echoes()
    s.board("ann", "Bell")
    s.board("bob", "Writing")
    s.hand("ann", "Archery")
    s.deck("echoes", 2, "Lever")  # a base-only hand draws an Echoes card
    g = s.build().dogma("Bell").answer("done")
    assert g.score("ann") == []
    assert g.hand("ann") == ["Archery"]
    assert g.zone("ann", "forecast") == ["Lever"]


# --------------------------------------------------------------------------- Candles


def test_candles_echo_draws_when_all_others_score_more_and_demand_takes_a_castle_card() -> None:
    s = _echoes()
    s.board("ann", "Candles")  # 1 lightbulb; its bonus gives ann 1 point
    s.board("bob", "Sailing")  # 0 lightbulbs: demanded, does not share
    s.score("bob", "Construction")  # 2 points > 1
    s.hand("bob", "Archery", "Writing")
    s.deck("base", 3, "Paper")
    s.deck("echoes", 1, "Dice")
    g = s.build().dogma("Candles")
    assert g.hand("ann") == ["Paper", "Archery"]
    assert g.hand("bob") == ["Writing", "Dice"]
    assert not g.shared_bonus


def test_candles_equal_score_and_no_castle_card_do_nothing() -> None:
    s = _echoes()
    s.board("ann", "Candles")
    s.board("bob", "Sailing")
    s.score("bob", "Oars")  # 1 point = ann's bonus point
    s.hand("bob", "Writing")
    g = s.build().dogma("Candles")
    assert g.hand("ann") == []
    assert g.hand("bob") == ["Writing"]


def test_candles_player_with_as_many_lightbulbs_is_not_demanded_and_shares_echo() -> None:
    s = _echoes()
    s.board("ann", "Candles")  # 1 lightbulb, 1 point
    s.board("bob", "Writing")  # 2 lightbulbs, 0 points
    s.hand("bob", "Archery")
    s.deck("echoes", 3, "Almanac")
    s.deck("base", 1, "Oars")
    g = s.build().dogma("Candles")
    assert g.hand("bob") == ["Archery", "Almanac"]  # kept Archery, drew a 3 (ann scores more)
    assert g.shared_bonus
    assert g.hand("ann") == ["Oars"]  # no 3 for ann (bob's 0 is not higher); bonus 1


# --------------------------------------------------------------------------- Chopsticks


def test_chopsticks_draws_a_one_then_moves_bottom_one_to_achievements() -> None:
    s = _echoes()
    s.board("ann", "Chopsticks")  # 2 leaves
    s.board("bob", "Archery")  # 0 leaves
    s.exhaust("base", 1)
    s.deck("base", 1, "Oars", "Writing")
    g = s.build()
    before = g.available_achievements()
    g.dogma("Chopsticks").answer("yes")
    assert g.hand("ann") == ["Oars"]
    assert g.available_achievements() == [*before, "Writing"]
    assert g.deck("base", 1) == []
    assert not g.shared_bonus


def test_chopsticks_transfer_may_be_declined() -> None:
    s = _echoes()
    s.board("ann", "Chopsticks")
    s.board("bob", "Writing")
    s.exhaust("base", 1)
    s.deck("base", 1, "Oars", "Sailing")
    g = s.build()
    before = g.available_achievements()
    g.dogma("Chopsticks").answer("no")
    assert g.available_achievements() == before
    assert g.deck("base", 1) == ["Sailing"]


def test_chopsticks_empty_one_deck_asks_nothing() -> None:
    s = _echoes()
    s.board("ann", "Chopsticks")
    s.board("bob", "Writing")
    s.exhaust("base", 1)
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Chopsticks")
    assert g.hand("ann") == ["Calendar"]  # the 1 pile is empty: the draw skips to 2
    assert g.idle


# --------------------------------------------------------------------------- Comb


def test_comb_keeps_cards_of_the_chosen_colour_and_returns_the_rest() -> None:
    s = _echoes()
    s.board("ann", "Comb")  # 2 castles
    s.board("bob", "Code of Laws")  # 0 castles
    # Draw order: base (empty hand), Echoes (base-only hand), then base (an Echoes card is held).
    s.deck("base", 1, "Archery", "Sailing", "Oars", "Writing")
    s.deck("echoes", 1, "Bangle")
    g = s.build().dogma("Comb").answer("red", "Sailing")
    assert sorted(g.hand("ann")) == ["Archery", "Bangle", "Oars"]
    assert g.deck_bottom("base", 1, 2) == ["Writing", "Sailing"]
    assert not g.shared_bonus


def test_comb_returns_everything_when_nothing_matches() -> None:
    s = _echoes()
    s.board("ann", "Comb")
    s.board("bob", "Code of Laws")
    s.deck("base", 1, "Archery", "Sailing", "Oars", "Writing")
    s.deck("echoes", 1, "Bangle")
    g = s.build().dogma("Comb").answer("yellow", "Archery", "Sailing", "Oars")
    assert g.hand("ann") == []
    assert g.deck_bottom("echoes", 1) == ["Bangle"]
    assert g.deck_bottom("base", 1, 4) == ["Writing", "Oars", "Sailing", "Archery"]


# --------------------------------------------------------------------------- Dice


def test_dice_bonus_card_draws_and_melds_its_bonus_value() -> None:
    s = _echoes()
    s.board("ann", "Dice")  # 2 crowns
    s.board("bob", "Writing")  # 1 crown: no share
    s.hand("ann", "Oars")
    s.deck("echoes", 1, "Plumbing")  # bonus 2
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Dice")
    assert g.hand("ann") == ["Oars", "Plumbing"]
    assert g.pile("ann", "blue") == ["Dice", "Calendar"]
    assert not g.shared_bonus


def test_dice_card_without_bonus_is_kept() -> None:
    s = _echoes()
    s.board("ann", "Dice")
    s.board("bob", "Writing")
    s.deck("base", 1, "Archery")
    g = s.build().dogma("Dice")
    assert g.hand("ann") == ["Archery"]
    assert g.board("ann") == {"blue": ["Dice"]}


# --------------------------------------------------------------------------- Flute


def test_flute_echo_splays_left_and_demand_returns_a_bonus_card() -> None:
    s = _echoes()
    s.board("ann", "Flute", "Archery", "Oars")  # 2 crowns (Flute, Oars)
    s.board("bob", "Writing")  # 1 crown: demanded
    s.hand("bob", "Dice", "Agriculture")
    s.deck("base", 1, "Sailing")
    g = s.build().dogma("Flute").answer("red")
    assert g.splay("ann", "red") == "left"
    assert g.hand("bob") == ["Agriculture"]
    assert g.deck_bottom("echoes", 1) == ["Dice"]
    assert g.hand("ann") == ["Sailing"]  # no bonus: no second draw
    assert not g.shared_bonus


def test_flute_echo_splay_may_be_declined() -> None:
    s = _echoes()
    s.board("ann", "Flute", "Archery", "Oars")
    s.board("bob", "Writing")
    s.deck("base", 1, "Sailing")
    g = s.build().dogma("Flute").answer("done")
    assert g.splay("ann", "red") == "none"
    assert g.hand("ann") == ["Sailing"]


def test_flute_shared_bonus_draw_and_not_demanded() -> None:
    s = _echoes()
    s.board("ann", "Flute")  # 1 crown
    s.board("bob", "Writing")  # 1 crown: not demanded, shares
    s.hand("bob", "Archery")
    s.deck("echoes", 1, "Candles", "Dice")
    s.deck("base", 1, "Oars", "Sailing")
    g = s.build().dogma("Flute")
    # bob (base-only hand) reveals Candles, which has a bonus, so draws a 1 (base now).
    assert g.hand("bob") == ["Archery", "Candles", "Oars"]
    assert g.shared_bonus
    # ann reveals Sailing (no bonus); then her bonus draw comes from Echoes.
    assert g.hand("ann") == ["Sailing", "Dice"]


# --------------------------------------------------------------------------- Ice Skates


def test_ice_skates_returns_cards_melds_and_foreshadows_then_returns_highest_top() -> None:
    s = _echoes()
    s.board("ann", "Ice Skates")  # 2 crowns
    s.board("bob", "Writing")  # 1 crown
    s.hand("ann", "Archery", "Oars", "Sailing")
    s.deck("echoes", 2, "Lever")
    s.deck("echoes", 3, "Almanac")
    g = s.build().dogma("Ice Skates")
    g.answer("Archery", "Oars", "done", "draw and meld a 2", "draw and foreshadow a 3")
    assert g.deck_bottom("base", 1, 2) == ["Oars", "Archery"]
    assert g.zone("ann", "forecast") == ["Almanac"]
    assert g.hand("ann") == ["Sailing"]
    # Lever (2) was melded, then returned as the highest top card.
    assert g.board("ann") == {"green": ["Ice Skates"]}
    assert g.deck_bottom("echoes", 2) == ["Lever"]
    assert not g.shared_bonus


def test_ice_skates_without_returning_still_returns_a_highest_top_card() -> None:
    s = _echoes()
    s.board("ann", "Ice Skates", "Archery")
    s.board("bob", "Writing")
    s.hand("ann", "Oars")
    g = s.build().dogma("Ice Skates").answer("done", "Archery")
    assert g.hand("ann") == ["Oars"]
    assert g.board("ann") == {"green": ["Ice Skates"]}
    assert g.deck_bottom("base", 1) == ["Archery"]


# --------------------------------------------------------------------------- Noodles


def test_noodles_most_ones_scores_a_two_and_yellow_scores_all_ones() -> None:
    s = _echoes()
    s.board("ann", "Noodles")  # 2 castles
    s.board("bob", "Writing")
    s.hand("ann", "Archery", "Oars")
    s.hand("bob", "Sailing", "Calendar")  # one 1 (Calendar is a 2)
    s.deck("echoes", 2, "Lever")
    s.deck("echoes", 1, "Soap")  # yellow
    g = s.build().dogma("Noodles")
    assert g.score("ann") == ["Lever", "Archery", "Oars", "Soap"]
    assert g.hand("ann") == []
    assert g.hand("bob") == ["Sailing", "Calendar"]
    assert not g.shared_bonus


def test_noodles_tie_scores_nothing_and_non_yellow_is_kept() -> None:
    s = _echoes()
    s.board("ann", "Noodles")
    s.board("bob", "Writing")
    s.hand("ann", "Archery")
    s.hand("bob", "Sailing")
    s.deck("echoes", 1, "Candles")  # red
    g = s.build().dogma("Noodles")
    assert g.score("ann") == []
    assert g.hand("ann") == ["Archery", "Candles"]


# --------------------------------------------------------------------------- Perfume


def test_perfume_echo_tucks_and_demand_takes_top_card_of_new_value() -> None:
    s = _echoes()
    s.board("ann", "Perfume")  # 1 castle, top values {1}
    s.board("bob", "Canal Building", "Sailing")  # 0 castles: demanded
    s.deck("base", 1, "Tools")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Perfume")
    assert g.pile("ann", "blue") == ["Tools", "Perfume"]
    assert g.pile("ann", "yellow") == ["Canal Building"]
    # bob draws and melds a card of the transferred card's value (2).
    assert g.board("bob") == {"blue": ["Calendar"], "green": ["Sailing"]}
    assert not g.shared_bonus


def test_perfume_demand_with_only_matching_values_does_nothing() -> None:
    s = _echoes()
    s.board("ann", "Perfume")
    s.board("bob", "Sailing")  # value 1 like Perfume
    s.deck("base", 1, "Tools")
    g = s.build().dogma("Perfume")
    assert g.board("bob") == {"green": ["Sailing"]}
    assert g.hand("bob") == []


def test_perfume_shared_echo_and_player_not_demanded() -> None:
    s = _echoes()
    s.board("ann", "Perfume")  # 1 castle
    s.board("bob", "Calendar", "Archery")  # 2 castles: shares, not demanded
    s.deck("base", 1, "Oars", "Tools", "Writing")
    g = s.build().dogma("Perfume")
    assert g.pile("bob", "red") == ["Oars", "Archery"]
    assert g.pile("bob", "blue") == ["Calendar"]
    assert g.pile("ann", "blue") == ["Tools", "Perfume"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Writing"]


# --------------------------------------------------------------------------- Plumbing


def test_plumbing_echo_scores_a_chosen_bottom_card() -> None:
    s = _echoes()
    s.board("ann", "Archery", "Plumbing", "Sailing")  # red: Archery under Plumbing
    s.board("bob", "Writing")
    g = s.build().dogma("Plumbing").answer("Archery")
    assert g.score("ann") == ["Archery"]
    assert g.board("ann") == {"red": ["Plumbing"], "green": ["Sailing"]}
    assert not g.shared_bonus


def test_plumbing_alone_scores_itself() -> None:
    s = _echoes()
    s.board("ann", "Plumbing")
    s.board("bob", "Writing")
    g = s.build().dogma("Plumbing")
    assert g.score("ann") == ["Plumbing"]
    assert g.board("ann") == {}


# --------------------------------------------------------------------------- Puppet


def test_puppet_does_nothing_even_when_shared() -> None:
    s = _echoes()
    s.board("ann", "Puppet")  # 2 castles
    s.board("bob", "Archery")  # 2 castles: shares nothing
    s.hand("ann", "Oars")
    g = s.build().dogma("Puppet")
    assert g.hand("ann") == ["Oars"]
    assert g.hand("bob") == []
    assert g.board("ann") == {"purple": ["Puppet"]}
    assert not g.shared_bonus
    assert g.idle


# --------------------------------------------------------------------------- Ruler


def test_ruler_echo_draws_a_two() -> None:
    s = _echoes()
    s.board("ann", "Ruler")  # 2 lightbulbs
    s.board("bob", "Sailing")  # 0 lightbulbs
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Ruler")
    assert g.hand("ann") == ["Calendar"]
    assert g.hand("bob") == []
    assert not g.shared_bonus


def test_ruler_echo_shared_gives_bonus() -> None:
    s = _echoes()
    s.board("ann", "Ruler")
    s.board("bob", "Writing")  # 2 lightbulbs
    s.deck("base", 2, "Calendar", "Mathematics")
    s.deck("echoes", 1, "Dice")
    g = s.build().dogma("Ruler")
    assert g.hand("bob") == ["Calendar"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Mathematics", "Dice"]


# --------------------------------------------------------------------------- Soap


def test_soap_three_tucks_allow_achieving_an_eligible_hand_card() -> None:
    s = _echoes()
    s.board("ann", "Soap")  # 2 leaves, bonus 2
    s.board("bob", "Writing")
    s.score("ann", "Calendar", "Construction", "Fermenting")  # 6 + 2 bonus = 8 points
    s.hand("ann", "Archery", "Oars", "Metalworking", "Sailing", "Mapmaking")
    g = s.build().dogma("Soap")
    g.answer("red", "Archery", "Oars", "Metalworking", "Sailing")
    assert g.pile("ann", "red") == ["Metalworking", "Oars", "Archery"]
    # Mapmaking (2) is not eligible: no top card of value 2.
    assert g.achievements("ann") == ["Sailing"]
    assert g.hand("ann") == ["Mapmaking"]
    assert not g.shared_bonus


def test_soap_two_tucks_do_not_allow_achieving() -> None:
    s = _echoes()
    s.board("ann", "Soap")
    s.board("bob", "Writing")
    s.score("ann", "Calendar", "Construction", "Fermenting")
    s.hand("ann", "Archery", "Oars", "Sailing")
    g = s.build().dogma("Soap").answer("red", "Archery", "Oars")
    assert g.pile("ann", "red") == ["Oars", "Archery"]
    assert g.achievements("ann") == []
    assert g.hand("ann") == ["Sailing"]
    assert g.idle


def test_soap_with_empty_hand_asks_nothing() -> None:
    s = _echoes()
    s.board("ann", "Soap")
    s.board("bob", "Writing")
    g = s.build().dogma("Soap")
    assert g.idle
    assert g.board("ann") == {"yellow": ["Soap"]}


# --------------------------------------------------------------------------- Umbrella


def test_umbrella_echo_melds_then_returns_one_and_scores_two() -> None:
    s = _echoes()
    s.board("ann", "Umbrella")  # 2 leaves
    s.board("bob", "Writing")  # 0 leaves
    s.hand("ann", "Archery", "Oars", "Sailing", "Metalworking")
    g = s.build().dogma("Umbrella").answer("Archery", "Oars", "done")
    assert g.pile("ann", "red") == ["Archery"]
    assert g.deck_bottom("base", 1) == ["Oars"]
    assert g.score("ann") == ["Sailing", "Metalworking"]
    assert g.hand("ann") == []
    assert not g.shared_bonus


def test_umbrella_declined_does_nothing() -> None:
    s = _echoes()
    s.board("ann", "Umbrella")
    s.board("bob", "Writing")
    s.hand("ann", "Archery", "Oars")
    g = s.build().dogma("Umbrella").answer("done", "done")
    assert g.hand("ann") == ["Archery", "Oars"]
    assert g.score("ann") == []
    assert g.board("ann") == {"green": ["Umbrella"]}


def test_umbrella_scores_as_many_as_possible() -> None:
    s = _echoes()
    s.board("ann", "Umbrella")
    s.board("bob", "Writing")
    s.hand("ann", "Archery", "Oars", "Sailing")
    g = s.build().dogma("Umbrella").answer("done", "Archery", "Oars", "done")
    assert g.score("ann") == ["Sailing"]  # four owed, one left
    assert g.hand("ann") == []
    assert g.deck_bottom("base", 1, 2) == ["Oars", "Archery"]


# --------------------------------------------------------------------------- more sharing / team cases


def test_bell_shared_by_player_with_as_many_castles() -> None:
    s = _echoes()
    s.board("ann", "Bell")  # 2 castles
    s.board("bob", "Oars")  # 2 castles: shares
    s.hand("bob", "Archery")
    s.deck("base", 2, "Calendar", "Mathematics")
    s.deck("base", 1, "Sailing")
    g = s.build().dogma("Bell").answer("Archery")  # bob scores Archery; ann has nothing to score
    assert g.score("bob") == ["Archery"]
    assert g.zone("bob", "forecast") == ["Calendar"]
    assert g.zone("ann", "forecast") == ["Mathematics"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Sailing"]


def test_dice_shared_by_player_with_as_many_crowns() -> None:
    s = _echoes()
    s.board("ann", "Dice")  # 2 crowns
    s.board("bob", "Sailing")  # 2 crowns: shares
    s.hand("bob", "Oars")
    s.deck("echoes", 1, "Puppet", "Candles")  # Puppet (bonus 3) for bob
    s.deck("base", 3, "Paper")
    s.deck("base", 1, "Archery")
    g = s.build().dogma("Dice")
    assert g.hand("bob") == ["Oars", "Puppet"]
    assert g.pile("bob", "green") == ["Sailing", "Paper"]
    assert g.hand("ann") == ["Archery", "Candles"]  # her reveal (no bonus), then the bonus draw
    assert g.shared_bonus


def test_noodles_team_partner_counts_as_another_player() -> None:
    s = Scenario(players=("ann", "bob", "cat", "dan"), expansions=("echoes",), teams=True)  # ann & cat
    s.board("ann", "Noodles")  # 2 castles
    s.board("bob", "Writing")
    s.board("cat", "Tools")  # 1 castle
    s.board("dan", "Sailing")
    s.hand("ann", "Archery", "Oars")
    s.hand("cat", "Metalworking", "Mysticism")  # the partner ties ann's two 1s
    s.deck("echoes", 1, "Candles")
    g = s.build().dogma("Noodles")
    assert g.score("ann") == []
    assert g.hand("ann") == ["Archery", "Oars", "Candles"]


def test_candles_team_partner_must_also_score_more() -> None:
    s = Scenario(players=("ann", "bob", "cat", "dan"), expansions=("echoes",), teams=True)  # ann & cat
    s.board("ann", "Candles")  # 1 lightbulb, 1 point
    s.board("bob", "Sailing")
    s.board("cat", "Oars")
    s.board("dan", "Agriculture")
    s.score("bob", "Construction")
    s.score("dan", "Calendar")  # both opponents score more than ann, her partner cat does not
    g = s.build().dogma("Candles")
    assert g.hand("ann") == []


def test_umbrella_shared_by_player_with_more_leaves() -> None:
    s = _echoes()
    s.board("ann", "Umbrella")  # 2 leaves
    s.board("bob", "Agriculture")  # 3 leaves: shares
    s.hand("bob", "Archery", "Oars", "Sailing")
    s.deck("base", 1, "Writing")
    g = s.build().dogma("Umbrella").answer("done", "Archery", "done")
    # bob declined the echo meld, returned Archery and scored his other two cards.
    assert sorted(g.score("bob")) == ["Oars", "Sailing"]
    assert g.deck_bottom("base", 1) == ["Archery"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Writing"]
