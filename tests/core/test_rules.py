"""Draw rule, game end, achieving, special achievements, dogma participation (RULES.md §2–4)."""

from __future__ import annotations

from innovation.testing import Scenario, ScenarioGame


def test_draw_action_uses_highest_top_card() -> None:
    s = Scenario()
    s.board("ann", "Writing", "Calendar")  # blue pile, top Calendar (2)
    s.deck("base", 2, "Mapmaking")
    g = s.build().draw()
    assert g.hand("ann") == ["Mapmaking"]


def test_draw_skips_empty_base_piles() -> None:
    s = Scenario()
    s.board("ann", "Calendar")
    s.exhaust("base", 2).exhaust("base", 3)
    s.available_achievements()
    s.deck("base", 4, "Anatomy")
    g = s.build().draw()
    assert g.hand("ann") == ["Anatomy"]


def test_draw_with_empty_board_is_age_one() -> None:
    s = Scenario()
    s.deck("base", 1, "Sailing")
    g = s.build().draw()
    assert g.hand("ann") == ["Sailing"]


def test_draw_past_ten_ends_game_by_score() -> None:
    s = Scenario(players=("ann", "bob"))
    s.board("ann", "A. I.")
    s.exhaust("base", 10)
    s.score("ann", "Writing")  # 1 point
    s.score("bob", "Calendar")  # 2 points
    g = s.build().draw()
    assert g.over
    assert g.game.result is not None
    assert g.game.result.reason == "score"
    assert g.game.result.winners == ["bob"]
    assert g.decision is None


def test_score_tie_broken_by_achievements_then_shared() -> None:
    s = Scenario(players=("ann", "bob", "cat"))
    s.board("ann", "A. I.")
    s.exhaust("base", 10)
    s.score("ann", "Calendar")
    s.score("bob", "Mapmaking")
    s.score("cat", "Writing")
    s.achievements("bob", "Sailing")
    g = s.build().draw()
    assert g.game.result is not None and g.game.result.winners == ["bob"]

    s = Scenario(players=("ann", "bob"))
    s.board("ann", "A. I.")
    s.exhaust("base", 10)
    s.score("ann", "Calendar")
    s.score("bob", "Mapmaking")
    g = s.build().draw()
    assert g.game.result is not None and g.game.result.winners == ["ann", "bob"]


def test_achieve_needs_points_and_top_card() -> None:
    s = Scenario()
    s.board("ann", "Calendar")  # top card 2
    s.score("ann", "Anatomy", "Colonialism")  # 8 points
    s.available_achievements("Sailing", "Mapmaking", "Compass")
    g = s.build()
    actions = g.decision.options if g.decision else ()
    assert "achieve 1" in actions
    assert "achieve 2" not in actions  # needs 10 points
    g.achieve(1)
    assert g.achievements("ann") == ["Sailing"]
    assert g.available_achievements() == ["Mapmaking", "Compass"]
    assert g.score("ann") == ["Anatomy", "Colonialism"]  # points are not spent


def test_reaching_the_achievement_target_wins() -> None:
    s = Scenario(players=("ann", "bob", "cat", "dan"))  # 4 players need 4
    s.board("ann", "Calendar")
    s.score("ann", "Anatomy", "Writing")  # 5 points
    s.achievements("ann", "Oars", "Clothing", "Tools")
    s.available_achievements("Sailing")
    g = s.build().achieve(1)
    assert g.over
    assert g.game.result is not None
    assert g.game.result.reason == "achievements" and g.game.result.winners == ["ann"]


def _condition(g: ScenarioGame, special: str, player: str = "ann") -> bool:
    return g.game.rules.specials[special].condition(g.game.engine().hook_context(g.game.players.index(player)))


def test_wonder_needs_five_colours_splayed_right_or_up() -> None:
    s = Scenario()
    s.board("ann", "Writing", "Calendar", splay="right")
    s.board("ann", "Archery", "Oars", splay="up")
    s.board("ann", "Sailing", "The Wheel", splay="right")
    s.board("ann", "Mysticism", "City States", splay="right")
    s.board("ann", "Agriculture", "Domestication", splay="left")
    g = s.build()
    assert not _condition(g, "wonder")  # yellow is splayed left
    s = Scenario()
    s.board("ann", "Writing", "Calendar", splay="right")
    s.board("ann", "Archery", "Oars", splay="up")
    s.board("ann", "Sailing", "The Wheel", splay="right")
    s.board("ann", "Mysticism", "City States", splay="right")
    s.board("ann", "Agriculture")
    assert not _condition(s.build(), "wonder")  # a one-card pile cannot be splayed


def test_world_and_empire_conditions() -> None:
    s = Scenario()
    s.board("ann", "Quantum Theory", "Software", splay="up")  # covered card shows 2 clocks when splayed up
    g = s.build()
    assert g.icons("ann", 6) == 2 + 3
    assert not _condition(g, "world")
    s = Scenario()
    s.board("ann", "Quantum Theory", "Rocketry", "Software", splay="up")  # blue
    s.board("ann", "Databases", "Satellites", splay="up")  # green
    g = s.build()
    assert g.icons("ann", 6) >= 12
    assert _condition(g, "world")
    assert not _condition(g, "empire")


def test_monument_for_six_scores_in_a_turn() -> None:
    s = Scenario()
    s.board("ann", "Metalworking")
    s.counters("ann", scored=4)
    s.deck("base", 1, "Archery", "Oars", "Writing")
    g = s.build().dogma("Metalworking")
    assert g.achievements("ann") == ["monument"]


def test_universe_and_world_and_empire_conditions() -> None:
    s = Scenario()
    s.board("ann", "Software", "Quantum Theory")  # blue
    s.board("ann", "Robotics")
    s.board("ann", "Databases")
    s.board("ann", "Stem Cells")
    s.hand("ann", "The Internet")
    g = s.build().meld("The Internet")
    assert "universe" in g.achievements("ann")


def test_demand_only_hits_players_with_fewer_icons_and_never_gives_bonus() -> None:
    s = Scenario(players=("ann", "bob", "cat"))
    s.board("ann", "Archery")  # 2 castles
    s.board("bob", "Writing")  # 0 castles: demanded
    s.board("cat", "Metalworking")  # 3 castles: not demanded
    s.hand("bob", "Calendar")
    s.deck("base", 1, "Sailing")
    g = s.build().dogma("Archery")
    assert g.hand("ann") == ["Calendar"]
    assert g.hand("cat") == []
    assert not g.shared_bonus


def test_sharing_needs_a_real_change() -> None:
    s = Scenario()
    s.board("ann", "Agriculture")
    s.board("bob", "Pottery")
    g = s.build().dogma("Agriculture")  # neither has a hand card: nothing happens
    assert not g.shared_bonus
    assert g.hand("ann") == []
