"""Echoes of the Past rules (RULES.md §6, §4.1 multiplier, edge cases 10, 16, 27), from the digest."""

from __future__ import annotations

from innovation import Game, GameConfig
from innovation.testing import Scenario, ScenarioGame


def _echoes(players: tuple[str, ...] = ("ann", "bob")) -> Scenario:
    return Scenario(players=players, expansions=("echoes",))


def _sets(g: ScenarioGame, player: str) -> list[str]:
    cards = g.game.rules.cards
    return [cards[c].set for c in g.game.state.players[g.game.players.index(player)].hand]


# ------------------------------------------------------------------ the draw substitution (§6.3)
def test_hand_without_echoes_cards_draws_an_echoes_card() -> None:
    s = _echoes()
    s.hand("ann", "Agriculture")
    s.deck("echoes", 1, "Ruler")
    g = s.build().draw()
    assert sorted(g.hand("ann")) == ["Agriculture", "Ruler"]


def test_empty_hand_draws_base() -> None:
    s = _echoes()
    s.deck("base", 1, "Sailing")
    g = s.build().draw()
    assert g.hand("ann") == ["Sailing"]


def test_an_echoes_card_in_hand_blocks_the_substitution() -> None:
    s = _echoes()
    s.hand("ann", "Ruler")
    s.deck("base", 1, "Sailing")
    g = s.build().draw()
    assert sorted(g.hand("ann")) == ["Ruler", "Sailing"]


def test_empty_echoes_pile_falls_back_to_base() -> None:
    s = _echoes()
    s.hand("ann", "Agriculture")
    s.exhaust("echoes", 1)
    s.deck("base", 1, "Sailing")
    g = s.build().draw()
    assert sorted(g.hand("ann")) == ["Agriculture", "Sailing"]


def test_age_is_settled_by_base_piles_first() -> None:
    s = _echoes()
    s.hand("ann", "Agriculture")
    s.exhaust("base", 1)  # the Echoes 1 pile still has cards, but base 1 is empty: age 2
    s.available_achievements()
    s.deck("echoes", 2, "Lever")
    g = s.build().draw()
    assert sorted(g.hand("ann")) == ["Agriculture", "Lever"]


def test_substitution_is_checked_again_for_each_card() -> None:
    s = _echoes()
    s.board("ann", "The Wheel")  # draw two 1s
    s.hand("ann", "Agriculture")
    s.deck("echoes", 1, "Ruler")
    s.deck("base", 1, "Sailing")
    g = s.build().dogma("The Wheel")
    assert sorted(g.hand("ann")) == ["Agriculture", "Ruler", "Sailing"]


def test_opening_hands_hold_one_base_and_one_echoes_card() -> None:
    game = Game.new(GameConfig(players=("ann", "bob", "cat"), seed=5, expansions=("echoes",)))
    cards = game.rules.cards
    for player in game.state.players:
        assert sorted(cards[c].set for c in player.hand) == ["base", "echoes"]


# ------------------------------------------------------------------ bonuses (§6.1)
def test_bonus_points_are_the_largest_plus_one_per_other_bonus() -> None:
    s = _echoes()
    s.board("ann", "Jet", "Wristwatch", "Clock", "Chintz")  # visible bonuses 10, 10, 5, 4
    s.score("ann", "Writing")
    g = s.build()
    assert g.points("ann") == 10 + 1 + 1 + 1 + 1  # 13 from bonuses, 1 from the score pile


def test_bonuses_follow_the_splay_rules() -> None:
    s = _echoes()
    s.board("ann", "Almanac", "Ruler", splay="up")  # Almanac's bonus 4 (bottom-middle) shows
    assert s.build().points("ann") == 4
    s = _echoes()
    s.board("ann", "Almanac", "Ruler", splay="right")  # right shows top-left and bottom-left only
    assert s.build().points("ann") == 0


def test_bonus_points_count_for_achieving() -> None:
    s = _echoes()
    s.board("ann", "Puppet")  # bonus 3
    s.score("ann", "Oars", "Sailing")  # 2 points
    s.available_achievements("Writing")
    g = s.build()
    assert g.decision is not None and "achieve 1" in g.decision.options


# ------------------------------------------------------------------ echo effects (§6.2)
def test_visible_echo_effects_run_bottom_to_top_before_the_card_effects() -> None:
    s = _echoes()
    s.board("ann", "Lever", "Ruler", splay="up")  # Lever's echo (bottom-middle) shows
    s.deck("base", 2, "Calendar", "Mapmaking")
    s.deck("echoes", 2, "Horseshoes")
    g = s.build().dogma("Ruler")
    # Lever's echo "draw two 2s" first: Calendar (empty hand: base), then Horseshoes (no Echoes
    # card in hand yet); then Ruler's echo "draw a 2": the hand holds Horseshoes, so base.
    draws = [e.card for e in g.game.events if e.kind == "draw"]
    assert draws == ["calendar", "horseshoes", "mapmaking"]


def test_covered_echo_effects_hidden_by_the_splay_do_not_run() -> None:
    s = _echoes()
    s.board("ann", "Lever", "Ruler")  # unsplayed: only Ruler's own echo
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Ruler")
    assert g.hand("ann") == ["Calendar"]


def test_echo_effects_are_shared_and_earn_the_bonus() -> None:
    s = _echoes()
    s.board("ann", "Ruler")  # 2 lightbulbs
    s.board("bob", "Writing")  # 2 lightbulbs: shares the echo (draw a 2)
    s.deck("base", 2, "Calendar", "Mapmaking")
    s.deck("echoes", 1, "Dice")
    g = s.build().dogma("Ruler")
    assert g.hand("bob") == ["Calendar"]
    assert g.shared_bonus
    # The bonus is a 1 (ann's highest top card); her hand holds only a base card: an Echoes 1.
    assert sorted(g.hand("ann")) == ["Dice", "Mapmaking"]


# ------------------------------------------------------------------ forecast and promote (§6.4)
def test_promote_after_a_meld_action_then_optional_free_dogma() -> None:
    s = _echoes()
    s.zone("ann", "forecast", "Ruler", "Lever")  # values 1 and 2
    s.hand("ann", "Agriculture")  # value 1: only Ruler can be promoted
    g = s.build().meld("Agriculture")
    assert g.decision is not None and g.decision.options == ("ruler", "done")
    g.answer("Ruler")
    assert g.pile("ann", "blue") == ["Ruler"]
    assert g.zone("ann", "forecast") == ["Lever"]
    assert g.decision is not None and g.decision.kind == "yes_no"
    g.answer("no")
    assert g.decision is not None and g.decision.kind == "action"
    assert g.game.state.actions_left == 1


def test_promote_may_be_declined_and_effect_melds_never_promote() -> None:
    s = _echoes()
    s.zone("ann", "forecast", "Ruler")
    s.hand("ann", "Agriculture")
    g = s.build().meld("Agriculture").answer("done")
    assert g.zone("ann", "forecast") == ["Ruler"]
    s = _echoes()
    s.zone("ann", "forecast", "Ruler")
    s.board("ann", "Sailing")
    s.deck("base", 1, "The Wheel")
    g = s.build().dogma("Sailing")  # draw and meld a 1: not a Meld action
    assert g.decision is not None and g.decision.kind == "action"
    assert g.zone("ann", "forecast") == ["Ruler"]


def test_promoted_card_free_dogma_runs_its_effects() -> None:
    s = _echoes()
    s.zone("ann", "forecast", "Ruler")
    s.hand("ann", "Agriculture")
    s.deck("base", 2, "Calendar")
    g = s.build().meld("Agriculture").answer("Ruler", "yes")
    assert "Calendar" in g.hand("ann")  # Ruler's echo: draw a 2


def test_forecast_is_hidden_from_opponents() -> None:
    s = _echoes()
    s.zone("ann", "forecast", "Ruler")
    g = s.build()
    view = g.game.view("bob")
    assert [c.id for c in view.players[0].zones["forecast"]] == [None]
    assert [c.id for c in g.game.view("ann").players[0].zones["forecast"]] == ["ruler"]


# ------------------------------------------------------------------ achievements
def test_second_achievement_of_one_value_costs_double() -> None:
    s = _echoes()
    s.board("ann", "Writing")
    s.achievements("ann", "Oars")  # already holds a 1
    s.score("ann", "Calendar", "Mapmaking", "Sailing")  # 5 points: enough for a first 1, not a second
    s.available_achievements("Pottery")
    g = s.build()
    assert g.decision is not None and "achieve 1" not in g.decision.options
    s = _echoes()
    s.board("ann", "Writing")
    s.achievements("ann", "Oars")
    s.score("ann", "Anatomy", "Enterprise", "Calendar")  # 10 points
    s.available_achievements("Pottery")
    g = s.build()
    assert g.decision is not None and "achieve 1" in g.decision.options


def test_relics_and_specials_are_left_out_of_the_multiplier() -> None:
    s = Scenario(players=("ann", "bob"), expansions=("artifacts", "echoes"), relics=True)
    s.board("ann", "Writing")
    s.achievements("ann", "Complex Numbers", "monument")
    s.score("ann", "Calendar", "Mapmaking", "Sailing")  # 5 points
    s.available_achievements("Pottery")
    g = s.build()
    assert g.decision is not None and "achieve 1" in g.decision.options


def _holds(g: ScenarioGame, special: str) -> bool:
    return g.game.rules.specials[special].condition(g.game.engine().hook_context(0))


def test_echoes_special_achievement_conditions() -> None:
    s = _echoes()
    s.zone("ann", "forecast", "Ruler", "Lever", "Bell", "Bangle", "Dice", "Flute")
    assert not _holds(s.build(), "destiny")
    s = _echoes()
    s.zone("ann", "forecast", "Ruler", "Lever", "Bell", "Bangle", "Dice", "Flute", "Comb")
    assert _holds(s.build(), "destiny")
    s = _echoes()
    s.board("ann", "Jet", "Wristwatch", "Clock", "Chintz")
    assert not _holds(s.build(), "wealth")


def test_destiny_is_claimed_when_the_seventh_card_is_foreshadowed() -> None:
    s = _echoes()
    s.zone("ann", "forecast", "Ruler", "Lever", "Bell", "Dice", "Flute", "Comb")
    s.board("ann", "Bangle")  # draw and foreshadow a 3
    g = s.build().dogma("Bangle")
    assert "destiny" in g.achievements("ann")


def test_echoes_adds_one_achievement_to_win_and_its_specials() -> None:
    game = Game.new(GameConfig(players=("a", "b"), expansions=("echoes",)))
    assert game.engine().achievements_to_win() == 7
    assert sorted(game.state.specials) == sorted(
        ["monument", "empire", "world", "wonder", "universe", "wealth", "destiny", "heritage", "history", "supremacy"]
    )


def test_history_needs_four_visible_echo_effects_in_one_colour() -> None:
    s = _echoes()
    s.board("ann", "Ruler", "Lever", "Almanac", "Telescope", splay="up")  # all four echoes show
    assert _holds(s.build(), "history")
    s = _echoes()
    s.board("ann", "Ruler", "Lever", "Almanac", "Telescope", splay="right")  # right hides the echoes
    assert not _holds(s.build(), "history")


def test_heritage_and_supremacy_conditions() -> None:
    s = _echoes()
    s.board("ann", "Ruler", "Lever", "Almanac", "Telescope", splay="up")
    assert not _holds(s.build(), "heritage")  # four cards cannot show eight hexes
    assert not _holds(s.build(), "supremacy")
