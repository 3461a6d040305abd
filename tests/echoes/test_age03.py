"""Scenario tests for age 3 Echoes cards (written from the card texts and RULES.md).

Reminder (RULES.md §6.3): a player whose hand holds cards but no Echoes card draws an Echoes
card instead of a base card, so each test fixes the pile the draw really comes from.
"""

from __future__ import annotations

from innovation.testing import Scenario

ECHOES = ("echoes",)


# --------------------------------------------------------------------------- Almanac


def test_almanac_echo_foreshadows_then_returns_bonus_card_and_scores() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Almanac")  # 1 leaf
    s.zone("ann", "forecast", "Chaturanga")  # bonus 3
    s.deck("base", 4, "Anatomy", "Colonialism")
    g = s.build().dogma("Almanac")
    # Echo: Anatomy goes to the forecast. Effect: only Chaturanga has a bonus.
    g.answer("Chaturanga")
    assert g.zone("ann", "forecast") == ["Anatomy"]
    assert g.deck_bottom("echoes", 2) == ["Chaturanga"]
    assert g.score("ann") == ["Colonialism"]  # a 4 (bonus 3 + 1), drawn and scored
    assert g.hand("ann") == []
    assert not g.shared_bonus
    assert g.idle


def test_almanac_may_decline() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Almanac")
    s.zone("ann", "forecast", "Chaturanga")
    s.deck("base", 4, "Anatomy")
    g = s.build().dogma("Almanac").answer("done")
    assert g.zone("ann", "forecast") == ["Chaturanga", "Anatomy"]
    assert g.score("ann") == []


def test_almanac_no_bonus_card_in_forecast_does_nothing() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Almanac")
    s.deck("base", 4, "Anatomy")
    g = s.build().dogma("Almanac")
    assert g.idle  # Anatomy has no bonus: no question
    assert g.zone("ann", "forecast") == ["Anatomy"]
    assert g.score("ann") == []


def test_almanac_shared_by_player_with_as_many_leaves() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Almanac")  # 1 leaf
    s.board("bob", "Agriculture")  # 3 leaves: shares
    s.zone("bob", "forecast", "Chaturanga")
    s.deck("base", 4, "Anatomy", "Colonialism", "Enterprise")
    s.deck("base", 3, "Alchemy")
    g = s.build().dogma("Almanac")
    g.answer("Chaturanga")  # bob, first
    assert g.zone("bob", "forecast") == ["Anatomy"]
    assert g.zone("ann", "forecast") == ["Colonialism"]
    assert g.score("bob") == ["Enterprise"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Alchemy"]  # bonus draw at ann's highest top card (3)


# --------------------------------------------------------------------------- Charitable Trust


def test_charitable_trust_meld_drawn_card_then_achieve_top_green() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Charitable Trust")  # 1 crown
    s.score("ann", "Coal", "Banking", "Chemistry", "Physics")  # 20 points
    s.deck("base", 4, "Invention")  # green
    g = s.build().dogma("Charitable Trust")
    g.answer("draw a 4")  # echo
    g.answer("Invention")  # meld it
    g.answer("achieve")  # eligible for a 4: top card 4 and 20 points
    assert g.achievements("ann") == ["Invention"]
    assert g.pile("ann", "green") == ["Charitable Trust"]
    assert g.hand("ann") == []
    assert g.idle


def test_charitable_trust_not_eligible_returns_top_green() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Charitable Trust")
    s.deck("base", 3, "Alchemy")  # blue
    g = s.build().dogma("Charitable Trust")
    g.answer("draw a 3", "Alchemy")
    # Not eligible (no points): the only choice, return, is made automatically.
    assert g.pile("ann", "blue") == ["Alchemy"]
    assert g.pile("ann", "green") == []
    assert g.deck_bottom("echoes", 3) == ["Charitable Trust"]
    assert g.achievements("ann") == []
    assert g.idle


def test_charitable_trust_decline_meld_keeps_card() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Charitable Trust")
    s.deck("base", 3, "Alchemy")
    g = s.build().dogma("Charitable Trust").answer("draw a 3", "done")
    assert g.hand("ann") == ["Alchemy"]
    assert g.pile("ann", "green") == ["Charitable Trust"]


def test_charitable_trust_each_sharer_melds_own_drawn_card() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Charitable Trust")  # 1 crown
    s.board("bob", "Sailing")  # 2 crowns: shares
    s.deck("base", 3, "Optics")
    s.deck("base", 4, "Colonialism")
    s.deck("echoes", 3, "Novel")
    g = s.build().dogma("Charitable Trust")
    g.answer("draw a 3")  # bob draws Optics
    g.answer("draw a 4")  # ann draws Colonialism
    g.answer("Optics")  # bob melds Optics; his top green (Sailing) is returned (not eligible)
    g.answer("done")  # ann keeps Colonialism
    assert g.pile("bob", "red") == ["Optics"]
    assert g.pile("bob", "green") == []
    assert g.deck_bottom("base", 1) == ["Sailing"]
    assert g.shared_bonus
    # Bonus: ann's hand holds only a base card, so her 3 comes from the Echoes pile.
    assert g.hand("ann") == ["Colonialism", "Novel"]


# --------------------------------------------------------------------------- Deodorant


def test_deodorant_castle_top_card_draws_and_melds_a_three() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Deodorant")
    s.deck("base", 3, "Alchemy", "Compass")  # echo melds Alchemy (castles)
    g = s.build().dogma("Deodorant")
    assert g.pile("ann", "blue") == ["Alchemy"]
    assert g.pile("ann", "green") == ["Compass"]
    assert g.hand("ann") == []
    assert not g.shared_bonus


def test_deodorant_no_castle_draws_a_four() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Deodorant")
    s.deck("base", 3, "Translation")  # no castle
    s.deck("base", 4, "Anatomy")
    g = s.build().dogma("Deodorant")
    assert g.pile("ann", "blue") == ["Translation"]
    assert g.hand("ann") == ["Anatomy"]


def test_deodorant_shared() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Deodorant")  # 2 crowns
    s.board("bob", "Sailing")  # 2 crowns: shares
    s.deck("base", 3, "Translation", "Compass")
    s.deck("base", 4, "Anatomy", "Colonialism")
    s.deck("echoes", 3, "Novel")
    g = s.build().dogma("Deodorant")
    assert g.board("bob") == {"blue": ["Translation"], "green": ["Sailing"]}
    assert g.pile("ann", "green") == ["Compass"]
    assert g.hand("bob") == ["Anatomy"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Colonialism", "Novel"]


# --------------------------------------------------------------------------- Homing Pigeons


def test_homing_pigeons_demand_returns_two_matching_score_cards() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Homing Pigeons")  # 2 leaves
    s.hand("ann", "Calendar", "Alchemy")  # values 2 and 3
    s.board("bob", "Writing")  # no leaves
    s.score("bob", "Mathematics", "Compass", "Construction", "Anatomy")
    g = s.build().dogma("Homing Pigeons")
    g.answer("Mathematics", "Compass")
    assert g.score("bob") == ["Construction", "Anatomy"]
    assert g.deck_bottom("base", 2) == ["Mathematics"]
    assert g.deck_bottom("base", 3) == ["Compass"]
    assert g.hand("ann") == ["Calendar", "Alchemy"]
    assert not g.shared_bonus
    assert g.idle


def test_homing_pigeons_returns_only_matching_card() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Homing Pigeons")
    s.hand("ann", "Calendar")
    s.board("bob", "Writing")
    s.score("bob", "Anatomy", "Mathematics")
    g = s.build().dogma("Homing Pigeons")
    assert g.score("bob") == ["Anatomy"]
    assert g.deck_bottom("base", 2) == ["Mathematics"]


def test_homing_pigeons_not_demanded_but_shares_splay() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Archery", "Oars", "Homing Pigeons")
    s.board("bob", "Agriculture", "Sailing", "Clothing")  # 3 + 2 leaves: not demanded
    s.hand("ann", "Calendar")
    s.score("bob", "Mathematics")
    s.deck("echoes", 3, "Novel")
    g = s.build().dogma("Homing Pigeons")
    g.answer("green")  # bob splays green left
    g.answer("red")  # ann splays red left
    assert g.score("bob") == ["Mathematics"]
    assert g.splay("bob", "green") == "left"
    assert g.splay("ann", "red") == "left"
    assert g.shared_bonus
    assert g.hand("ann") == ["Calendar", "Novel"]


# --------------------------------------------------------------------------- Katana


def test_katana_transfers_two_castle_cards_and_forecasts_drawn_card() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Katana")  # 3 castles
    s.board("bob", "Tools", "Mapmaking", "Agriculture")  # 2 castles
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Katana")
    g.answer("Tools")  # then Mapmaking, the only castle card left
    assert g.score("ann") == ["Tools", "Mapmaking"]
    assert g.board("bob") == {"yellow": ["Agriculture"]}
    # One castle on each card: bob draws a 2 into ann's forecast.
    assert g.zone("ann", "forecast") == ["Calendar"]
    assert g.hand("bob") == []
    assert g.hand("ann") == []
    assert g.idle


def test_katana_uncovered_card_can_be_the_second() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Katana")
    s.board("bob", "The Wheel", "Mapmaking", "Agriculture")  # only Mapmaking's castle shows
    s.deck("base", 4, "Anatomy")
    g = s.build().dogma("Katana")
    assert g.score("ann") == ["Mapmaking", "The Wheel"]
    assert g.zone("ann", "forecast") == ["Anatomy"]  # 1 + 3 castles


def test_katana_nothing_to_transfer_draws_nothing() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Katana")
    s.board("bob", "Agriculture")
    g = s.build().dogma("Katana")
    assert g.score("ann") == []
    assert g.zone("ann", "forecast") == []
    assert g.hand("bob") == []


def test_katana_not_demanded_with_as_many_castles() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Katana")
    s.board("bob", "Masonry")  # 3 castles
    g = s.build().dogma("Katana")
    assert g.board("bob") == {"yellow": ["Masonry"]}
    assert g.score("ann") == []
    assert not g.shared_bonus


# --------------------------------------------------------------------------- Liquid Fire


def test_liquid_fire_red_card_takes_whole_hand() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Liquid Fire")  # 3 lightbulbs
    s.board("bob", "Plumbing")  # bonus 2, no lightbulb
    s.hand("bob", "Sailing", "Agriculture")
    s.deck("echoes", 2, "Crossbow")  # red; bob's hand is all base, so he draws an Echoes 2
    g = s.build().dogma("Liquid Fire")
    assert g.zone("ann", "forecast") == ["Crossbow"]
    assert g.score("ann") == ["Sailing", "Agriculture"]
    assert g.hand("bob") == []
    assert not g.shared_bonus


def test_liquid_fire_non_red_card_keeps_hand() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Liquid Fire")
    s.board("bob", "Soap")  # bonus 2
    s.hand("bob", "Sailing")
    s.deck("echoes", 2, "Lever")  # blue
    g = s.build().dogma("Liquid Fire")
    assert g.zone("ann", "forecast") == ["Lever"]
    assert g.hand("bob") == ["Sailing"]
    assert g.score("ann") == []


def test_liquid_fire_no_bonus_draws_a_one() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Liquid Fire")
    s.board("bob", "Writing")  # 2 lightbulbs, no bonus
    s.deck("base", 1, "Archery")  # red, but bob's hand is empty
    g = s.build().dogma("Liquid Fire")
    assert g.zone("ann", "forecast") == ["Archery"]
    assert g.hand("bob") == []
    assert g.score("ann") == []


def test_liquid_fire_not_demanded_with_as_many_lightbulbs() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Liquid Fire")
    s.board("bob", "Philosophy")  # 3 lightbulbs
    s.hand("bob", "Sailing")
    g = s.build().dogma("Liquid Fire")
    assert g.zone("ann", "forecast") == []
    assert g.hand("bob") == ["Sailing"]


# --------------------------------------------------------------------------- Magnifying Glass


def test_magnifying_glass_echo_then_return_three_of_a_value() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Magnifying Glass")  # 1 lightbulb
    s.hand("ann", "Archery", "Oars", "Writing", "Calendar")
    s.deck("echoes", 4, "Chintz")  # hand all base: the echo's 4 is an Echoes card
    s.deck("base", 3, "Alchemy")
    g = s.build().dogma("Magnifying Glass")
    g.answer("Calendar")  # echo: return a card
    g.answer("Archery")  # the other two 1s must follow
    assert g.deck_bottom("base", 2) == ["Calendar"]
    assert sorted(g.deck_bottom("base", 1, 3)) == ["Archery", "Oars", "Writing"]
    assert g.hand("ann") == ["Chintz", "Alchemy"]  # a 3 (1 + 2); Chintz blocks the substitution
    assert g.idle  # the blue pile holds one card: no splay question


def test_magnifying_glass_picks_three_of_four() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Magnifying Glass")
    s.hand("ann", "Archery", "Oars", "Writing", "Tools")
    s.deck("echoes", 4, "Chintz")
    s.deck("echoes", 3, "Novel")
    g = s.build().dogma("Magnifying Glass")
    g.answer("Chintz")  # echo: return the drawn card
    g.answer("Archery", "Oars", "Writing")
    assert g.deck_bottom("echoes", 4) == ["Chintz"]
    assert g.hand("ann") == ["Tools", "Novel"]  # Tools alone (base) in hand: Echoes 3


def test_magnifying_glass_decline_then_splay_blue_left() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Tools", "Magnifying Glass")
    s.deck("base", 4, "Anatomy")
    g = s.build().dogma("Magnifying Glass")
    # Echo: Anatomy is drawn and is the only card to return. Effect 1: empty hand.
    g.answer("blue")
    assert g.deck_bottom("base", 4) == ["Anatomy"]
    assert g.hand("ann") == []
    assert g.splay("ann", "blue") == "left"


def test_magnifying_glass_may_decline_return() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Magnifying Glass")
    s.hand("ann", "Archery", "Oars", "Writing")
    s.deck("echoes", 4, "Chintz")
    g = s.build().dogma("Magnifying Glass")
    g.answer("Chintz", "done")
    assert sorted(g.hand("ann")) == ["Archery", "Oars", "Writing"]


# --------------------------------------------------------------------------- Novel


def test_novel_draws_splays_and_claims_supremacy() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Mysticism", "Novel", "Archery", "Masonry", "The Wheel")
    s.deck("base", 3, "Alchemy")
    s.deck("echoes", 3, "Sandpaper")
    g = s.build().dogma("Novel")
    g.answer("purple")
    assert g.hand("ann") == ["Alchemy", "Sandpaper"]
    assert g.splay("ann", "purple") == "left"
    assert "supremacy" in g.achievements("ann")  # every non-purple top card shows a castle


def test_novel_crowns_do_not_count() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Novel", "Translation", "Optics")  # common icon: crown only
    s.deck("base", 3, "Alchemy")
    s.deck("echoes", 3, "Sandpaper")
    g = s.build().dogma("Novel")
    assert g.idle  # a one-card purple pile cannot be splayed
    assert g.hand("ann") == ["Alchemy", "Sandpaper"]
    assert g.achievements("ann") == []


def test_novel_sharer_claims_supremacy_first() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Novel", "Archery", "Sailing")  # 3 crowns; Archery and Sailing share nothing
    s.board("bob", "Mapmaking", "City States")  # 4 crowns: shares; Mapmaking shows a castle
    s.deck("base", 3, "Alchemy", "Compass", "Engineering")
    s.deck("echoes", 3, "Sandpaper", "Sunglasses")
    g = s.build().dogma("Novel")
    assert g.idle
    assert g.hand("bob") == ["Alchemy", "Sandpaper"]
    assert "supremacy" in g.achievements("bob")
    assert "supremacy" not in g.achievements("ann")
    assert g.shared_bonus
    assert g.hand("ann") == ["Compass", "Sunglasses", "Engineering"]


def test_novel_only_purple_top_cards_claims_nothing() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Novel")
    s.deck("base", 3, "Alchemy")
    s.deck("echoes", 3, "Sandpaper")
    g = s.build().dogma("Novel")
    assert g.achievements("ann") == []
    assert g.hand("ann") == ["Alchemy", "Sandpaper"]


# --------------------------------------------------------------------------- Sandpaper


def test_sandpaper_return_two_draw_two_then_meld() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Sandpaper")
    s.hand("ann", "Archery", "Oars", "Writing")
    s.deck("echoes", 3, "Novel")
    s.deck("base", 3, "Alchemy")
    g = s.build().dogma("Sandpaper")
    g.answer("Archery", "Oars", "done")
    # First 3: hand is only Writing (base) -> Echoes; then Novel in hand -> base.
    g.answer("Novel")
    assert g.pile("ann", "purple") == ["Novel"]
    assert g.hand("ann") == ["Writing", "Alchemy"]
    assert sorted(g.deck_bottom("base", 1, 2)) == ["Archery", "Oars"]
    assert g.idle


def test_sandpaper_returning_nothing_still_melds() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Sandpaper")
    s.hand("ann", "Archery")
    g = s.build().dogma("Sandpaper").answer("done")
    assert g.pile("ann", "red") == ["Archery"]
    assert g.hand("ann") == []


def test_sandpaper_shared_with_empty_hand_changes_nothing() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Sandpaper")  # 2 crowns
    s.board("bob", "Sailing")  # 2 crowns: shares, but has no cards
    s.hand("ann", "Archery")
    g = s.build().dogma("Sandpaper").answer("done")
    assert g.pile("ann", "red") == ["Archery"]
    assert g.hand("bob") == []
    assert not g.shared_bonus


# --------------------------------------------------------------------------- Sunglasses


def test_sunglasses_scores_splayed_colour_and_splays_purple() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Archery", "Oars", splay="right")
    s.board("ann", "Mysticism", "Sunglasses")
    s.hand("ann", "Metalworking", "Sailing")
    g = s.build().dogma("Sunglasses")
    # Echo: Metalworking is the only red card in hand.
    g.answer("splay purple right")
    assert g.score("ann") == ["Metalworking"]
    assert g.hand("ann") == ["Sailing"]
    assert g.splay("ann", "purple") == "right"
    assert g.idle


def test_sunglasses_splay_other_colour_like_purple() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Mysticism", "Sunglasses", splay="left")
    s.board("ann", "Sailing", "Clothing")
    s.board("ann", "Tools", "Writing", splay="up")
    s.hand("ann", "Agriculture")  # yellow: not splayed, cannot be scored
    g = s.build()
    g.dogma("Sunglasses")
    assert set(g.decision.options if g.decision else ()) == {
        "splay purple up",
        "splay green left",
        "splay blue left",
        "done",
    }
    g.answer("splay green left")
    assert g.splay("ann", "green") == "left"
    assert g.splay("ann", "purple") == "left"
    assert g.splay("ann", "blue") == "up"
    assert g.hand("ann") == ["Agriculture"]
    assert g.score("ann") == []


def test_sunglasses_may_decline() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Archery", "Oars", splay="left")
    s.board("ann", "Mysticism", "Sunglasses")
    g = s.build().dogma("Sunglasses").answer("done")
    assert g.splay("ann", "purple") == "none"
    assert g.splay("ann", "red") == "left"


def test_sunglasses_shared_score_gives_bonus() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Sunglasses")  # 1 castle
    s.board("bob", "Archery", "Oars", splay="left")  # shares
    s.hand("bob", "Metalworking")
    s.deck("base", 3, "Alchemy")
    g = s.build().dogma("Sunglasses")
    assert g.score("bob") == ["Metalworking"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Alchemy"]
