"""Scenario tests for the Echoes cards of age 11, new in the 4th edition (written from the card
texts and RULES-4e.md §6: a draw is an Echoes card when your highest top card is the only one of
its value, a base card otherwise; a card promoted from the forecast is *foreseen*)."""

from __future__ import annotations

from tests.cards4e.echoes.echoes4e import foresee, scenario, winners

# --------------------------------------------------------------------------- Algocracy


def test_algocracy_gives_cards_of_the_named_featured_icon_to_the_single_player_with_most() -> None:
    s = scenario()
    s.board("ann", "Algocracy")
    s.board("bob", "Mapmaking")  # two crowns: the most
    s.hand("ann", "Sailing", "Agriculture")
    s.score("ann", "Optics")
    s.score("bob", "Currency", "Tools")
    g = s.build().dogma("Algocracy").answer("crown")
    assert sorted(g.hand("bob")) == ["Currency", "Optics", "Sailing"]
    assert g.hand("ann") == ["Agriculture"]
    assert g.score("ann") == []
    assert g.score("bob") == ["Tools"]


def test_algocracy_on_a_tie_moves_nothing() -> None:
    s = scenario()
    s.board("ann", "Algocracy")
    s.hand("ann", "Agriculture")
    g = s.build().dogma("Algocracy").answer("leaf")  # nobody shows a leaf
    assert g.hand("ann") == ["Agriculture"]


# --------------------------------------------------------------------------- Deepfake


def test_deepfake_borrows_a_top_card_fully_executes_it_and_gives_it_back() -> None:
    s = scenario()
    s.board("ann", "Deepfake")
    s.board("bob", "Writing")
    s.deck("echoes", 2, "Lever")
    g = s.build().dogma("Deepfake").answer("Writing")
    assert g.hand("ann") == ["Lever"]  # Writing fully executed by ann: draw a 2
    assert g.pile("bob", "blue") == ["Writing"]
    assert g.board("ann") == {"purple": ["Deepfake"]}


# --------------------------------------------------------------------------- Digital Pet


def test_digital_pet_returns_every_card_of_the_drawn_colour_from_board_and_score() -> None:
    s = scenario()
    s.board("ann", "Digital Pet")
    s.board("bob", "Archery", "Construction", "Tools")
    s.score("bob", "Gunpowder", "Calendar")
    s.deck("echoes", 11, "Drone")  # Construction is bob's one highest top card: an Echoes 11, red
    g = s.build().dogma("Digital Pet")
    assert g.hand("bob") == ["Drone"]
    assert g.board("bob") == {"blue": ["Tools"]}
    assert g.score("bob") == ["Calendar"]
    assert g.deck_bottom("base", 4) == ["Gunpowder"]


# --------------------------------------------------------------------------- Drone


def test_drone_splays_the_drawn_colour_aslant_with_fewer_than_six_cards() -> None:
    s = scenario()
    s.board("ann", "Drone", "Sailing", "Mapmaking")
    s.deck("echoes", 10, "GPS")
    g = s.build().dogma("Drone")
    assert g.hand("ann") == ["GPS"]
    assert g.splay("ann", "green") == "aslant"


def test_drone_returns_five_bottom_cards_from_every_board_and_repeats() -> None:
    s = scenario()
    s.board("ann", "Drone", "Sailing", "Mapmaking", "Compass", "Navigation", "Banking", "Metric System")
    s.deck("echoes", 10, "GPS", "Barcode")
    g = s.build().dogma("Drone")
    assert g.pile("ann", "green") == ["Metric System"]
    assert g.deck_bottom("base", 5) == ["Banking"]
    assert g.hand("ann") == ["GPS", "Barcode"]


# --------------------------------------------------------------------------- Esports


def test_esports_draws_and_scores_a_card_per_non_yellow_top_card() -> None:
    s = scenario()
    s.board("ann", "Esports", "Pottery", "Mapmaking")
    s.deck("echoes", 1, "Bangle")
    s.deck("echoes", 2, "Lever")
    g = s.build().dogma("Esports")
    assert g.score("ann") == ["Bangle", "Lever"]
    assert not g.over


def test_esports_foreseen_wins() -> None:
    s = scenario()
    s.board("ann", "Pottery")
    s.deck("base", 1, "Agriculture")  # two top 11s: base draws
    s.deck("base", 11, "Climatology")
    g = foresee(s, "ann", "Fusion", "Esports")
    assert g.score("ann") == ["Agriculture", "Climatology"]
    assert winners(g) == ["ann"]


# --------------------------------------------------------------------------- Exoskeleton


def test_exoskeleton_takes_all_but_the_lowest_hand_cards_then_may_achieve_from_a_hand() -> None:
    s = scenario()
    s.board("ann", "Exoskeleton")
    s.hand("ann", "Writing")
    s.hand("bob", "Agriculture", "Tools", "Calendar", "Optics")
    g = s.build().dogma("Exoskeleton")
    assert sorted(g.score("ann")) == ["Calendar", "Optics"]
    assert sorted(g.hand("bob")) == ["Agriculture", "Tools"]
    g.answer("Writing")  # 5 points: eligible for a 1
    assert g.achievements("ann") == ["Writing"]
    assert g.idle


def test_exoskeleton_foreseen_achieves_again() -> None:
    s = scenario()
    s.hand("ann", "Writing", "Calendar")
    s.score("ann", "Canning", "Vaccination")
    g = foresee(s, "ann", "Fusion", "Exoskeleton").answer("Calendar", "Writing")
    assert g.achievements("ann") == ["Calendar", "Writing"]


# --------------------------------------------------------------------------- Meritocracy


def test_meritocracy_takes_every_card_showing_my_most_common_icon() -> None:
    s = scenario()
    s.board("ann", "Meritocracy", "Writing")  # four lightbulbs: the icon ann has most of
    s.board("bob", "Archery", "Oars", splay="right")  # Archery's lightbulb shows
    s.board("bob", "Sailing")
    g = s.build().dogma("Meritocracy")
    assert g.pile("ann", "red") == ["Archery"]
    assert g.pile("bob", "red") == ["Oars"]
    assert g.pile("bob", "green") == ["Sailing"]


def test_meritocracy_foreseen_sends_the_cards_to_my_achievements() -> None:
    s = scenario()
    s.board("bob", "Bicycle")  # the clock shows; no lightbulb: demanded
    g = foresee(s, "ann", "Fusion", "Meritocracy")  # ann has three clocks, her most
    assert g.achievements("ann") == ["Bicycle"]
    assert g.board("bob") == {}


# --------------------------------------------------------------------------- Robocar


def test_robocar_on_your_turn_melds_and_self_executes_cards_until_the_hand_is_empty() -> None:
    s = scenario()
    s.board("ann", "Robocar", "Fusion")  # two top 11s: base draws
    s.hand("ann", "Writing")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Robocar")
    # bob picked Writing (her only card): melded, self-executed (draw a 2), then Calendar
    assert g.pile("ann", "blue") == ["Writing", "Calendar"]
    assert g.hand("ann") == []


def test_robocar_shared_off_turn_melds_without_self_executing() -> None:
    s = scenario()
    s.board("ann", "Robocar")
    s.board("bob", "Coal")  # three factories: bob shares
    s.hand("bob", "Writing")
    g = s.build().dogma("Robocar")
    assert g.pile("bob", "blue") == ["Writing"]
    assert g.hand("bob") == []  # not his turn: Writing's "draw a 2" did not run


# --------------------------------------------------------------------------- Streaming


def test_streaming_scores_the_top_card_of_a_colour() -> None:
    s = scenario()
    s.board("ann", "Streaming", "Archery", "Oars")
    g = s.build().dogma("Streaming").answer("red", "score")
    assert g.score("ann") == ["Oars"]
    assert g.pile("ann", "red") == ["Archery"]


def test_streaming_achieves_the_top_card_when_eligible() -> None:
    s = scenario()
    s.board("ann", "Streaming", "Archery", "Oars")
    s.score("ann", "Canning")  # 6 + the bonus 11
    g = s.build().dogma("Streaming").answer("red", "achieve")
    assert g.achievements("ann") == ["Oars"]


def test_streaming_achieving_without_eligibility_does_nothing() -> None:
    s = scenario()
    s.board("ann", "Streaming")
    g = s.build().dogma("Streaming").answer("achieve")  # blue, the only colour
    assert g.achievements("ann") == []
    assert g.pile("ann", "blue") == ["Streaming"]


def test_streaming_foreseen_repeats_with_the_same_colour() -> None:
    s = scenario()
    s.board("ann", "Archery", "Oars")
    g = foresee(s, "ann", "Fusion", "Streaming").answer("red", "score", "score", "score")
    assert sorted(g.score("ann")) == ["Archery", "Fusion", "Oars"]
    assert g.pile("ann", "red") == []


# --------------------------------------------------------------------------- Touchscreen


def test_touchscreen_splays_each_pile_by_its_size() -> None:
    s = scenario()
    s.board("ann", "Tools", "Writing", "Touchscreen")
    s.board("ann", "Archery", "Oars", "Metalworking", "Construction")
    s.board("ann", "Sailing", "Clothing", "Agriculture")
    g = s.build().dogma("Touchscreen")
    assert g.splay("ann", "blue") == "aslant"
    assert g.splay("ann", "red") == "up"
    assert g.splay("ann", "green") == "aslant"
    assert g.splay("ann", "yellow") == "none"
    assert not g.over


def test_touchscreen_splaying_five_colours_wins() -> None:
    s = scenario()
    s.board("ann", "Tools", "Writing", "Touchscreen", "Archery", "Oars", "Sailing", "Clothing")
    s.board("ann", "Agriculture", "Canal Building", "Mysticism", "Code of Laws")
    g = s.build().dogma("Touchscreen")
    assert winners(g) == ["ann"]


def test_deepfake_shared_off_turn_does_nothing_for_the_sharer() -> None:
    s = scenario()
    s.board("ann", "Deepfake")
    s.board("bob", "The Internet")  # two avatars: bob shares
    s.board("ann", "Writing")
    s.deck("echoes", 2, "Lever")
    g = s.build().dogma("Deepfake")
    assert g.decision is not None and g.decision.player == "ann"  # bob was not asked anything
    g.answer("Writing")  # ann borrows her own top card: it stays where it is
    assert g.pile("ann", "blue") == ["Writing"]
    assert g.hand("ann") == ["Lever"]
    assert g.pile("bob", "purple") == ["The Internet"]


def test_robocar_the_opponent_chooses_without_seeing_the_cards() -> None:
    s = scenario()
    s.board("ann", "Robocar", "Fusion")
    s.hand("ann", "Writing", "Agriculture")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Robocar")
    d = g.decision
    assert d is not None and d.player == "bob"
    assert "writing" not in d.options and "agriculture" not in d.options  # face-down tokens only


def test_exoskeleton_demand_on_an_empty_hand_moves_nothing() -> None:
    s = scenario()
    s.board("ann", "Exoskeleton")
    g = s.build().dogma("Exoskeleton")
    assert g.score("ann") == []
    assert g.idle


def test_meritocracy_on_a_tie_the_demanded_player_names_the_icon() -> None:
    s = scenario()
    s.board("ann", "Meritocracy", "Gunpowder")  # two lightbulbs and two factories: a tie
    s.board("bob", "Coal", "Sailing")  # no lightbulb: demanded
    g = s.build().dogma("Meritocracy")
    assert g.decision is not None and g.decision.player == "bob"
    assert set(g.options) == {"lightbulb", "factory"}
    g.answer("factory")
    assert g.pile("ann", "red") == ["Gunpowder", "Coal"]
    assert g.pile("bob", "green") == ["Sailing"]


def test_touchscreen_a_pile_already_splayed_that_way_does_not_count() -> None:
    s = scenario()
    s.board("ann", "Tools", "Writing", "Touchscreen", "Archery", "Oars", "Sailing", "Clothing", splay="aslant")
    s.board("ann", "Agriculture", "Canal Building", "Mysticism", "Code of Laws")
    g = s.build().dogma("Touchscreen")
    assert g.splay("ann", "yellow") == "aslant"
    assert not g.over  # two piles splayed this time, not five
