"""Scenario tests for age 9 Echoes cards (written from the card texts and RULES.md)."""

from __future__ import annotations

from innovation.testing import Scenario


def _s(players: tuple[str, ...] = ("ann", "bob")) -> Scenario:
    return Scenario(players=players, expansions=("echoes",))


# --------------------------------------------------------------------------- ATM


def test_atm_echo_scores_any_value_demand_takes_highest_crownless_non_yellow_and_splays() -> None:
    s = _s()
    s.board("ann", "ATM", "Mysticism", "Enterprise")  # 1 + 3 crowns
    s.board("bob", "Navigation", "Anatomy", "Calendar", "Metalworking")  # 3 crowns: demanded
    s.deck("base", 3, "Compass")
    g = s.build().dogma("ATM")
    assert set(g.options) == {str(v) for v in range(1, 11)}
    g.answer("3")
    assert g.score("ann") == ["Compass"]
    # Navigation has crowns, Anatomy is yellow: Calendar (2) beats Metalworking (1).
    assert g.pile("ann", "blue") == ["Calendar"]
    assert g.board("bob") == {"red": ["Metalworking"], "green": ["Navigation"], "yellow": ["Anatomy"]}
    g.answer("purple")
    assert g.splay("ann", "purple") == "up"
    assert g.hand("ann") == [] and g.hand("bob") == []
    assert not g.shared_bonus


def test_atm_demand_lets_the_victim_pick_among_tied_highest() -> None:
    s = _s()
    s.board("ann", "ATM")
    s.board("bob", "Calendar", "Monotheism")  # both 2s, no crowns
    s.deck("base", 1, "Writing")
    g = s.build().dogma("ATM").answer("1")
    assert g.decision is not None and g.decision.player == "bob"
    assert set(g.options) == {"calendar", "monotheism"}
    g.answer("Monotheism")
    assert g.pile("ann", "purple") == ["Monotheism"]
    assert g.board("bob") == {"blue": ["Calendar"]}
    assert g.score("ann") == ["Writing"]


def test_atm_player_with_as_many_crowns_shares_the_echo_and_is_not_demanded() -> None:
    s = _s()
    s.board("ann", "ATM")  # 1 crown
    s.board("bob", "Sailing", "Calendar")  # 2 crowns
    s.deck("base", 2, "Mathematics")
    s.deck("base", 1, "Writing")
    s.deck("base", 9, "Computers")
    g = s.build().dogma("ATM")
    g.answer("2")  # bob's echo first
    g.answer("1")  # then ann's
    assert g.score("bob") == ["Mathematics"]
    assert g.score("ann") == ["Writing"]
    assert g.board("bob") == {"blue": ["Calendar"], "green": ["Sailing"]}  # not demanded
    assert g.shared_bonus
    assert g.hand("ann") == ["Computers"]  # bonus: a 9 (ATM on top)


# --------------------------------------------------------------------------- Calculator


def test_calculator_scores_two_bottoms_draws_their_total_and_repeats_once() -> None:
    s = _s()
    s.board("ann", "Calculator", "Archery", "Oars", "Sailing", "Agriculture")
    s.board("bob", "Writing")  # no clocks
    s.deck("base", 2, "Calendar")
    s.deck("echoes", 2, "Lever")
    g = s.build().dogma("Calculator")
    g.answer("Archery")  # red bottom; Oars becomes the red bottom card
    g.answer("Sailing")
    # 1 + 1 = 2: draw a 2 (empty hand: base), then do it again with Oars and Agriculture.
    assert g.hand("ann") == ["Calendar"]
    g.answer("Oars")  # Agriculture follows without a question
    assert g.score("ann") == ["Archery", "Sailing", "Oars", "Agriculture"]
    # The repeat draws again (a base card in hand: an Echoes 2), but does not repeat a third time.
    assert g.hand("ann") == ["Calendar", "Lever"]
    assert g.board("ann") == {"blue": ["Calculator"]}
    assert not g.shared_bonus


def test_calculator_can_take_two_cards_of_one_pile_and_no_draw_at_eleven() -> None:
    s = _s()
    s.board("ann", "Writing", "Calculator", "Industrialization", "Machine Tools")
    g = s.build().dogma("Calculator")
    # Only the red pile is non-blue: Industrialization, then Machine Tools, without questions.
    assert g.score("ann") == ["Industrialization", "Machine Tools"]  # 6 + 6 = 12: no draw
    assert g.hand("ann") == []
    g.answer("blue")
    assert g.splay("ann", "blue") == "up"


def test_calculator_single_card_scored_draws_nothing() -> None:
    s = _s()
    s.board("ann", "Calculator", "Archery")
    g = s.build().dogma("Calculator")
    assert g.score("ann") == ["Archery"]
    assert g.hand("ann") == []  # "if you scored two": no draw


def test_calculator_shared_by_player_with_as_many_clocks() -> None:
    s = _s()
    s.board("ann", "Calculator", "Archery")  # 2 clocks
    s.board("bob", "Quantum Theory", "Sailing")  # 3 clocks
    s.deck("base", 9, "Computers")
    g = s.build().dogma("Calculator")
    assert g.score("bob") == ["Sailing"]
    assert g.score("ann") == ["Archery"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Computers"]


# --------------------------------------------------------------------------- Credit Card


def test_credit_card_foreshadows_takes_top_card_scores_equal_value_and_splays() -> None:
    s = _s()
    s.board("ann", "Sailing", "Credit Card", "Metalworking")
    s.board("bob", "Archery")  # no crowns
    s.deck("base", 9, "Computers")
    s.deck("echoes", 1, "Ruler")
    g = s.build().dogma("Credit Card")
    assert g.zone("ann", "forecast") == ["Computers"]
    assert set(g.options) == {"metalworking", "done"}  # the green top card is not offered
    g.answer("Metalworking")
    # Metalworking (a base card) in hand: the 1 drawn is an Echoes 1.
    assert g.hand("ann") == ["Metalworking"]
    assert g.score("ann") == ["Ruler"]
    g.answer("green")
    assert g.splay("ann", "green") == "up"
    assert g.board("bob") == {"red": ["Archery"]}
    assert not g.shared_bonus


def test_credit_card_may_decline_both() -> None:
    s = _s()
    s.board("ann", "Sailing", "Credit Card", "Metalworking")
    s.deck("base", 9, "Computers")
    g = s.build().dogma("Credit Card").answer("done", "done")
    assert g.pile("ann", "red") == ["Metalworking"]
    assert g.score("ann") == [] and g.hand("ann") == []
    assert g.splay("ann", "green") == "none"


def test_credit_card_shared_by_player_with_as_many_crowns() -> None:
    s = _s()
    s.board("ann", "Credit Card")  # 1 crown
    s.board("bob", "Sailing")  # 2 crowns, only a green top card
    s.deck("base", 9, "Computers", "Fission", "Genetics")
    g = s.build().dogma("Credit Card")
    assert g.zone("bob", "forecast") == ["Computers"]
    assert g.zone("ann", "forecast") == ["Fission"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Genetics"]


# --------------------------------------------------------------------------- Email


def test_email_foreshadows_and_executes_lowest_non_green_top_card() -> None:
    s = _s()
    s.board("ann", "Email", "Writing", "Anatomy")
    s.board("bob", "Archery")  # no clocks
    s.deck("base", 10, "A. I.")
    s.deck("base", 9, "Computers")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Email")
    assert g.zone("ann", "forecast") == ["A. I.", "Computers"]
    assert g.hand("ann") == ["Calendar"]  # Writing's "draw a 2", Anatomy (4) is not executed
    assert g.board("bob") == {"red": ["Archery"]}
    assert not g.shared_bonus


def test_email_lowest_top_card_tie_is_chosen_and_shared_by_player_with_as_many_clocks() -> None:
    s = _s()
    s.board("ann", "Email", "Archery", "Writing")  # 2 clocks; Archery and Writing are both 1s
    s.board("bob", "Tractor", "Tools")  # 2 clocks; Tools is the lowest
    s.deck("base", 10, "Databases", "A. I.")
    s.deck("base", 9, "Fission", "Computers")
    s.deck("echoes", 9, "Credit Card")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Email")
    assert g.zone("bob", "forecast") == ["Databases", "Fission"]
    assert g.zone("ann", "forecast") == ["A. I.", "Computers"]
    # bob executes Tools (nothing to return, no 3 in hand): nothing happens for him.
    assert set(g.options) == {"archery", "writing"}
    g.answer("Writing")
    assert g.shared_bonus  # bob foreshadowed
    # ann holds Calendar (base): the bonus 9 is an Echoes 9.
    assert g.hand("ann") == ["Calendar", "Credit Card"]
    assert g.hand("bob") == []


def test_email_executing_a_demand_only_card_does_nothing() -> None:
    s = _s()
    s.board("ann", "Email", "Archery")
    s.deck("base", 10, "A. I.")
    s.deck("base", 9, "Computers")
    g = s.build().dogma("Email")
    assert g.zone("ann", "forecast") == ["A. I.", "Computers"]
    assert g.hand("ann") == [] and g.hand("bob") == []
    assert g.pile("ann", "red") == ["Archery"]


# --------------------------------------------------------------------------- Helicopter


def test_helicopter_transfers_top_cards_to_owners_score_and_repeats_on_return() -> None:
    s = _s()
    s.board("ann", "Helicopter")
    s.board("bob", "Writing", "Agriculture")  # no factories
    s.hand("ann", "Sailing", "Metalworking")
    g = s.build().dogma("Helicopter")
    assert set(g.options) == {"writing", "agriculture"}  # Helicopter itself is never offered
    g.answer("Writing")
    assert g.score("bob") == ["Writing"]
    assert set(g.options) == {"sailing", "done"}  # Sailing shares the crown; Metalworking shares nothing
    g.answer("Sailing")
    # Repeat: Agriculture is the only top card left (it goes without a question), and no hand
    # card shares a leaf with it.
    assert g.score("bob") == ["Writing", "Agriculture"]
    assert g.board("bob") == {}
    assert g.hand("ann") == ["Metalworking"]
    assert g.deck_bottom("base", 1) == ["Sailing"]
    assert g.board("ann") == {"red": ["Helicopter"]}
    assert not g.shared_bonus


def test_helicopter_bonuses_count_as_a_shared_icon_but_hexes_do_not() -> None:
    s = _s()
    s.board("ann", "Helicopter", "Dice")
    s.board("bob", "Writing")
    s.hand("ann", "Plumbing", "Agriculture")
    g = s.build().dogma("Helicopter").answer("Dice")  # ann's own card, to ann's score pile
    assert g.score("ann") == ["Dice"]
    assert set(g.options) == {"plumbing", "done"}
    g.answer("Plumbing")
    assert g.deck_bottom("echoes", 1) == ["Plumbing"]
    assert g.score("bob") == ["Writing"]  # the repeat: the only top card left
    assert g.hand("ann") == ["Agriculture"]


def test_helicopter_may_decline_the_return() -> None:
    s = _s()
    s.board("ann", "Helicopter", "Writing")
    s.hand("ann", "Tools")
    g = s.build().dogma("Helicopter")  # Writing is the only candidate
    assert g.score("ann") == ["Writing"]
    g.answer("done")
    assert g.hand("ann") == ["Tools"]
    assert g.board("ann") == {"red": ["Helicopter"]}


def test_helicopter_shared_by_player_with_as_many_factories() -> None:
    s = _s()
    s.board("ann", "Helicopter")
    s.board("bob", "Coal")  # 3 factories
    s.deck("base", 9, "Computers")
    g = s.build().dogma("Helicopter")
    # bob goes first: Coal is the only other top card; then ann has nothing to transfer.
    assert g.score("bob") == ["Coal"]
    assert g.score("ann") == []
    assert g.shared_bonus
    assert g.hand("ann") == ["Computers"]


# --------------------------------------------------------------------------- Jet


def test_jet_echo_melds_and_demand_returns_top_card_of_that_colour() -> None:
    s = _s()
    s.board("ann", "Jet")  # 1 clock
    s.hand("ann", "Tools")
    s.board("bob", "Writing", "Agriculture")  # no clocks
    g = s.build().dogma("Jet")
    assert g.pile("ann", "blue") == ["Tools"]
    assert g.board("bob") == {"yellow": ["Agriculture"]}
    assert g.deck_bottom("base", 1) == ["Writing"]
    assert not g.shared_bonus


def test_jet_demand_follows_only_the_activators_meld() -> None:
    s = _s(("ann", "bob", "cat"))
    s.board("ann", "Jet")  # 1 clock
    s.hand("ann", "Tools")
    s.board("bob", "Mass Media")  # 1 clock: shares the echo, not demanded
    s.hand("bob", "Mysticism")
    s.board("cat", "Writing", "Code of Laws")  # no clocks: demanded
    s.deck("base", 9, "Computers")
    g = s.build().dogma("Jet")
    assert g.pile("bob", "purple") == ["Mysticism"]
    assert g.pile("ann", "blue") == ["Tools"]
    assert g.board("cat") == {"purple": ["Code of Laws"]}  # blue (ann's meld), not purple (bob's)
    assert g.shared_bonus
    assert g.hand("ann") == ["Computers"]


def test_jet_nothing_to_return_when_activator_melded_nothing() -> None:
    s = _s()
    s.board("ann", "Jet")
    s.board("bob", "Writing")
    g = s.build().dogma("Jet")
    assert g.board("bob") == {"blue": ["Writing"]}
    assert g.board("ann") == {"red": ["Jet"]}


# --------------------------------------------------------------------------- Karaoke


def test_karaoke_melds_below_ten_executes_it_and_takes_a_bottom_card() -> None:
    s = _s()
    s.board("ann", "Mysticism", "Karaoke")
    s.board("bob", "Archery")  # no leaves
    s.deck("base", 1, "Writing")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Karaoke")
    assert set(g.options) == {str(v) for v in range(1, 10)}
    g.answer("1")
    assert g.pile("ann", "blue") == ["Writing"]
    assert g.hand("ann") == ["Calendar"]  # Writing's effect: draw a 2
    assert set(g.options) == {"mysticism", "writing", "done"}
    g.answer("Mysticism")
    assert g.hand("ann") == ["Calendar", "Mysticism"]
    assert g.pile("ann", "purple") == ["Karaoke"]
    assert not g.shared_bonus


def test_karaoke_may_keep_bottom_cards() -> None:
    s = _s()
    s.board("ann", "Karaoke")
    s.deck("base", 3, "Compass")  # its only effect is a demand: nothing to execute
    g = s.build().dogma("Karaoke").answer("3", "done")
    assert g.board("ann") == {"green": ["Compass"], "purple": ["Karaoke"]}
    assert g.hand("ann") == []


def test_karaoke_each_sharer_executes_their_own_melded_card() -> None:
    s = _s()
    s.board("ann", "Karaoke")  # 1 leaf
    s.board("bob", "Agriculture")  # 3 leaves
    s.deck("base", 2, "Calendar", "Mathematics")
    s.deck("base", 1, "Writing")
    s.deck("echoes", 9, "Email")
    g = s.build().dogma("Karaoke")
    g.answer("2")  # bob: Calendar
    g.answer("1")  # ann: Writing
    assert g.pile("bob", "blue") == ["Calendar"]
    assert g.pile("ann", "blue") == ["Writing"]
    # bob executes Calendar (score pile not larger than hand: nothing); ann executes Writing.
    assert g.hand("bob") == []
    g.answer("done")  # bob keeps his bottom cards
    g.answer("done")  # so does ann
    assert g.shared_bonus
    # ann holds a base card and no Echoes card: the bonus 9 is an Echoes 9.
    assert g.hand("ann") == ["Mathematics", "Email"]


# --------------------------------------------------------------------------- Laser


def test_laser_returns_achievements_half_the_score_and_melds_two_tens() -> None:
    s = _s()
    s.available_achievements("Clothing", "Calendar")
    s.board("ann", "Laser")
    s.score("ann", "Oars", "Construction", "Mapmaking")
    s.deck("base", 10, "A. I.", "Databases")
    g = s.build().dogma("Laser")
    assert g.available_achievements() == []
    g.answer("Oars", "Construction")  # 3 cards: return 2
    assert g.score("ann") == ["Mapmaking"]
    assert g.deck_bottom("base", 1, 2) == ["Oars", "Clothing"]
    assert g.deck_bottom("base", 2, 2) == ["Construction", "Calendar"]
    assert g.pile("ann", "purple") == ["A. I."]
    assert g.pile("ann", "green") == ["Databases"]
    assert g.specials_available() != []  # special achievements are not touched
    assert not g.shared_bonus


def test_laser_odd_score_rounds_up() -> None:
    s = _s()
    s.available_achievements()
    s.board("ann", "Laser")
    s.score("ann", "Oars")
    s.deck("base", 10, "A. I.", "Databases")
    g = s.build().dogma("Laser")
    assert g.score("ann") == []
    assert g.deck_bottom("base", 1) == ["Oars"]
    assert g.board("ann") == {"blue": ["Laser"], "green": ["Databases"], "purple": ["A. I."]}


def test_laser_shared_by_player_with_as_many_lightbulbs() -> None:
    s = _s()
    s.available_achievements("Clothing")
    s.board("ann", "Laser")  # 2 lightbulbs
    s.board("bob", "Writing")  # 2 lightbulbs
    s.deck("base", 10, "A. I.", "Databases", "Robotics", "Software", "Stem Cells")
    g = s.build().dogma("Laser")
    assert g.board("bob") == {"blue": ["Writing"], "green": ["Databases"], "purple": ["A. I."]}
    assert g.pile("ann", "red") == ["Robotics"]
    assert g.pile("ann", "blue") == ["Laser", "Software"]
    assert g.deck_bottom("base", 1) == ["Clothing"]  # bob returned it; nothing left for ann
    assert g.shared_bonus
    assert g.hand("ann") == ["Stem Cells"]


# --------------------------------------------------------------------------- Rock


def test_rock_demand_wins_when_scissors_is_uncovered() -> None:
    s = _s()
    s.board("ann", "Rock")  # 2 leaves
    s.board("bob", "Scissors", "Sailing")  # 1 leaf
    g = s.build().dogma("Rock")
    assert g.hand("ann") == ["Sailing"]
    assert g.winners == ["ann"]


def test_rock_demand_without_scissors_then_optional_score() -> None:
    s = _s()
    s.board("ann", "Rock")
    s.board("bob", "Mapmaking", "Sailing")
    g = s.build().dogma("Rock")
    assert g.hand("ann") == ["Sailing"]
    assert g.board("bob") == {"green": ["Mapmaking"]}
    g.answer("done")
    assert g.result is None
    assert g.score("ann") == []
    assert not g.shared_bonus


def test_rock_scoring_with_paper_on_top_wins() -> None:
    s = _s()
    s.board("ann", "Rock", "Paper")
    g = s.build().dogma("Rock")
    assert set(g.options) == {"rock", "paper", "done"}
    g.answer("Rock")
    assert g.score("ann") == ["Rock"]
    assert g.winners == ["ann"]


def test_rock_scoring_paper_itself_does_not_win() -> None:
    s = _s()
    s.board("ann", "Rock", "Paper")
    g = s.build().dogma("Rock").answer("Paper")
    assert g.score("ann") == ["Paper"]
    assert g.result is None


def test_rock_sharer_with_paper_on_top_wins_before_the_activator() -> None:
    s = _s()
    s.board("ann", "Rock")  # 2 leaves
    s.board("bob", "Paper", "Agriculture")  # 3 leaves: shares, not demanded
    g = s.build().dogma("Rock")
    assert g.decision is not None and g.decision.player == "bob"
    assert set(g.options) == {"paper", "agriculture", "done"}
    g.answer("done")  # bob keeps his cards: Paper is his top green card
    assert g.winners == ["bob"]
    assert g.board("bob") == {"green": ["Paper"], "yellow": ["Agriculture"]}


def test_rock_shared_score_earns_the_bonus() -> None:
    s = _s()
    s.board("ann", "Rock")
    s.board("bob", "Clothing", "Agriculture")  # 5 leaves
    s.deck("base", 9, "Computers")
    g = s.build().dogma("Rock")
    g.answer("Clothing")  # bob scores his green card
    g.answer("done")
    assert g.result is None
    assert g.score("bob") == ["Clothing"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Computers"]


# --------------------------------------------------------------------------- Wristwatch


def test_wristwatch_tucks_a_top_card_then_draws_and_tucks_per_bonus_ascending() -> None:
    s = _s()
    s.board("ann", "Wristwatch", "Archery", "Oars", "Dice")
    s.board("bob", "Writing")  # no factories
    s.deck("base", 1, "Tools")
    s.deck("base", 10, "A. I.")
    g = s.build().dogma("Wristwatch")
    assert set(g.options) == {"oars", "dice"}  # the yellow top card is not offered
    g.answer("Oars")
    assert g.pile("ann", "red") == ["Oars", "Archery"]
    # Bonuses 1 (Dice) and 10 (Wristwatch): a 1 first, then a 10.
    assert g.pile("ann", "blue") == ["Tools", "Dice"]
    assert g.pile("ann", "purple") == ["A. I."]
    assert g.hand("ann") == []
    assert not g.shared_bonus


def test_wristwatch_shared_by_player_with_as_many_factories() -> None:
    s = _s()
    s.board("ann", "Wristwatch")  # 1 factory
    s.board("bob", "Coal")  # 3 factories, no bonus
    s.deck("base", 10, "A. I.", "Databases")
    g = s.build().dogma("Wristwatch")
    assert g.pile("bob", "red") == ["Coal"]  # tucked under itself: still a move
    assert g.pile("ann", "purple") == ["A. I."]
    assert g.shared_bonus
    assert g.hand("ann") == ["Databases"]
