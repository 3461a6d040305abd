"""Artifacts of History rules (RULES.md §5, §7, edge cases 3, 12–15, 23), written from the digest."""

from __future__ import annotations

from innovation import Game, GameConfig
from innovation.testing import Scenario, ScenarioGame


def _art(**options: bool) -> Scenario:
    return Scenario(players=("ann", "bob"), expansions=("artifacts",), **options)


def _display(g: ScenarioGame, player: str = "ann") -> list[str]:
    return g.zone(player, "display")


def test_dig_when_covered_card_is_at_least_the_melded_value() -> None:
    s = _art()
    s.board("ann", "Construction")  # red 2, hex bottom-left
    s.hand("ann", "Metalworking")  # red 1, hex bottom-middle
    s.deck("artifacts", 2, "Holy Grail")
    g = s.build().meld("Metalworking")
    assert g.pile("ann", "red") == ["Construction", "Metalworking"]
    assert _display(g) == ["Holy Grail"]


def test_dig_when_hex_images_share_a_position() -> None:
    s = _art()
    s.board("ann", "Construction")  # red 2, hex bottom-left
    s.hand("ann", "Engineering")  # red 3, hex bottom-left: higher, but same hex slot
    s.deck("artifacts", 2, "Holy Lance")
    g = s.build().meld("Engineering")
    assert _display(g) == ["Holy Lance"]


def test_no_dig_when_higher_with_a_different_hex_position() -> None:
    s = _art()
    s.board("ann", "Archery")  # red 1, hex bottom-middle
    s.hand("ann", "Optics")  # red 3, hex bottom-right
    g = s.build().meld("Optics")
    assert _display(g) == []


def test_no_dig_on_a_new_pile_or_with_a_full_display() -> None:
    s = _art()
    s.hand("ann", "Optics", "Metalworking")
    s.board("ann", "Construction")
    s.zone("ann", "display", "Holy Grail")
    g = s.build().meld("Metalworking")  # would dig, but the display is taken
    assert _display(g) == ["Holy Grail"]
    s = _art()
    s.hand("ann", "Optics")
    g = s.build().meld("Optics")  # starts the red pile: nothing is covered
    assert _display(g) == []


def test_melds_by_effects_never_dig() -> None:
    s = _art()
    s.board("ann", "Clothing", "Sailing")  # Sailing (green 1) on top
    s.deck("base", 1, "The Wheel")
    g = s.build().dogma("Sailing")  # draw and meld a 1: The Wheel covers Sailing (1 >= 1)
    assert g.pile("ann", "green") == ["Clothing", "Sailing", "The Wheel"]
    assert _display(g) == []


def test_dig_age_skips_empty_base_piles_and_never_falls_back() -> None:
    s = _art()
    s.board("ann", "Construction")
    s.hand("ann", "Metalworking")
    s.exhaust("base", 2)
    s.deck("artifacts", 3, "Excalibur")
    g = s.build().meld("Metalworking")
    assert _display(g) == ["Excalibur"]  # covered value 2, base 2 empty: dig a 3
    s = _art()
    s.board("ann", "Construction")
    s.hand("ann", "Metalworking")
    s.exhaust("artifacts", 2)
    g = s.build().meld("Metalworking")
    assert _display(g) == []  # the Artifacts 2 pile is empty: no dig, no fallback
    assert not g.over


def test_covered_battleship_yamato_digs_nothing_and_ends_draws() -> None:
    s = _art()
    s.board("ann", "Battleship Yamato")  # red 8 with face value 11
    s.hand("ann", "Archery")
    g = s.build().meld("Archery")
    assert _display(g) == []  # the dig would look for age 11
    s = _art()
    s.board("ann", "Battleship Yamato")
    g = s.build().draw()  # highest top card 11: the draw ends the game
    assert g.over and g.result is not None and g.result.reason == "score"


def test_battleship_yamato_cannot_be_activated() -> None:
    s = _art()
    s.board("ann", "Battleship Yamato")
    g = s.build()
    assert g.decision is not None
    assert not any(o.startswith("dogma") for o in g.decision.options)


def test_start_of_turn_return_or_keep_the_displayed_artifact() -> None:
    s = _art()
    s.zone("ann", "display", "Holy Grail")
    s.turn("ann", fresh=True)
    g = s.build()
    assert g.decision is not None and g.decision.options == ("dogma", "return", "keep")
    g.answer("return")
    assert _display(g) == []
    assert g.deck_bottom("artifacts", 2) == ["Holy Grail"]
    assert g.decision is not None and g.decision.kind == "action"

    s = _art()
    s.zone("ann", "display", "Holy Grail")
    s.turn("ann", fresh=True)
    g = s.build().answer("keep")
    assert _display(g) == ["Holy Grail"]
    assert g.decision is not None and g.decision.kind == "action"


def test_free_dogma_counts_the_artifacts_icons_then_returns_it() -> None:
    # Any card on display behaves the same; Writing (2 lightbulbs) keeps the effect simple.
    s = _art()
    s.zone("ann", "display", "Writing")
    s.board("bob", "Archery")  # 1 lightbulb: ann has 0 on her board + 2 on the artifact = 2
    s.deck("base", 2, "Calendar")
    s.turn("ann", fresh=True)
    g = s.build().answer("dogma")
    assert g.hand("ann") == ["Calendar"]
    assert g.hand("bob") == []  # bob did not share: 1 < 2
    assert _display(g) == []
    assert g.deck_bottom("base", 1) == ["Writing"]
    assert g.decision is not None and g.decision.kind == "action"  # the free dogma cost no action
    assert g.game.state.actions_left == 2


def test_free_dogma_shared_bonus_is_drawn_after_the_return() -> None:
    s = _art()
    s.zone("ann", "display", "Writing")
    s.board("bob", "Tools")  # 2 lightbulbs: shares
    s.deck("base", 2, "Calendar", "Mapmaking")
    s.deck("base", 1, "Sailing")
    s.turn("ann", fresh=True)
    g = s.build().answer("dogma")
    assert g.hand("bob") == ["Calendar"]
    assert sorted(g.hand("ann")) == ["Mapmaking", "Sailing"]
    events = [e.kind for e in g.game.events]
    assert events.index("return") < events.index("share_bonus")


def test_melding_the_displayed_artifact_is_a_meld_action_that_can_dig() -> None:
    s = _art()
    s.board("ann", "Construction")  # red 2
    s.zone("ann", "display", "Babylonian Chronicles")  # red 2, hex top-left
    s.deck("artifacts", 2, "Holy Grail")
    g = s.build()
    assert g.decision is not None and "meld babylonian_chronicles" in g.decision.options
    g.meld("Babylonian Chronicles")  # covered 2 >= melded 2: dig again
    assert g.pile("ann", "red") == ["Construction", "Babylonian Chronicles"]
    assert _display(g) == ["Holy Grail"]


def test_relic_found_by_a_dig_can_be_taken_to_achievements() -> None:
    s = _art(relics=True)
    s.board("ann", "Printing Press")  # blue 4, hex top-left
    s.hand("ann", "Writing")  # blue 1, hex top-left
    s.deck("artifacts", 4, "Tortugas Galleon")
    g = s.build().meld("Writing")
    assert _display(g) == ["Tortugas Galleon"]
    assert g.decision is not None and g.decision.options == ("achievements", "hand", "done")
    g.answer("achievements")
    assert g.achievements("ann") == ["Complex Numbers"]


def test_relic_into_hand_and_back_to_the_relics_area_when_returned() -> None:
    s = _art(relics=True)
    s.board("ann", "Printing Press")
    s.hand("ann", "Writing")
    s.deck("artifacts", 4, "Tortugas Galleon")
    g = s.build().meld("Writing").answer("hand")
    assert g.hand("ann") == ["Complex Numbers"]
    s = _art(relics=True)
    s.board("ann", "Agriculture")
    s.hand("ann", "Complex Numbers")
    s.deck("base", 5, "Coal")
    g = s.build().dogma("Agriculture").answer("Complex Numbers")
    assert g.score("ann") == ["Coal"]
    assert "complex_numbers" in g.game.state.zones["relics"]


def test_relics_only_enter_hands_from_sets_in_play() -> None:
    # Timbuktu (age 3) is a Cities card: with no Cities in play it can only become an achievement.
    s = _art(relics=True)
    s.board("ann", "Alchemy")  # blue 3, hex top-left
    s.hand("ann", "Writing")
    s.deck("artifacts", 3, "Excalibur")
    g = s.build().meld("Writing")
    assert g.decision is not None and g.decision.options == ("achievements", "done")


def test_relic_may_be_taken_from_another_players_achievements() -> None:
    s = _art(relics=True)
    s.board("ann", "Printing Press")
    s.hand("ann", "Writing")
    s.achievements("bob", "Complex Numbers")
    s.deck("artifacts", 4, "Tortugas Galleon")
    g = s.build().meld("Writing").answer("achievements")
    assert g.achievements("ann") == ["Complex Numbers"]
    assert g.achievements("bob") == []


def test_relics_option_off_keeps_relics_out_of_play() -> None:
    s = _art()
    s.board("ann", "Printing Press")
    s.hand("ann", "Writing")
    s.deck("artifacts", 4, "Tortugas Galleon")
    g = s.build().meld("Writing")
    assert g.decision is not None and g.decision.kind == "action"
    assert "complex_numbers" in g.game.state.zones["box"]


def test_achievements_needed_to_win_with_expansions() -> None:
    def need(players: int, expansions: tuple[str, ...], teams: bool = False) -> int:
        game = Game.new(GameConfig(players=("a", "b", "c", "d")[:players], expansions=expansions, teams=teams))
        return game.engine().achievements_to_win()

    assert need(2, ("artifacts",)) == 7
    assert need(2, ("artifacts", "echoes")) == 8
    assert need(3, ("artifacts", "echoes")) == 7
    assert need(4, ("artifacts", "echoes")) == 6
    assert need(4, ("artifacts", "echoes"), teams=True) == 8


def test_every_player_gets_a_display_and_relics_start_in_the_relics_area() -> None:
    game = Game.new(GameConfig(players=("a", "b"), expansions=("artifacts",), relics=True))
    assert all(p.zones["display"] == [] for p in game.state.players)
    assert sorted(game.state.zones["relics"]) == sorted(
        ["timbuktu", "complex_numbers", "newton_wickins_telescope", "ching_shih", "safety_pin"]
    )


def _compel_scenario(**options: bool) -> Scenario:
    s = Scenario(players=("ann", "bob", "cat", "dan"), expansions=("artifacts",), teams=True, **options)
    s.board("ann", "Holmegaard Bows")  # 2 leaves; compel: give me your highest top card with a castle
    s.board("bob", "Agriculture", "Archery")  # opponent, 3 leaves: compelled
    s.board("cat", "Pottery", "Metalworking")  # partner, 3 leaves
    s.board("dan", "Writing")  # opponent, no leaf: fewer than ann, so not compelled
    s.deck("base", 2, "Calendar", "Mapmaking", "Fermenting")  # "draw a 2": bob, cat, then ann
    s.deck("base", 1, "Sailing")  # ann's sharing bonus (her highest top card is a 1)
    return s


def test_compel_hits_players_with_at_least_as_many_icons_but_not_partners() -> None:
    g = _compel_scenario().build().dogma("Holmegaard Bows")
    assert sorted(g.hand("ann")) == ["Archery", "Fermenting", "Sailing"]
    assert g.board("bob") == {"yellow": ["Agriculture"]}
    assert g.board("cat") == {"blue": ["Pottery"], "red": ["Metalworking"]}
    assert g.board("dan") == {"blue": ["Writing"]}
    assert g.hand("bob") == ["Calendar"]
    assert g.hand("cat") == ["Mapmaking"]
    assert g.hand("dan") == []
    assert g.shared_bonus  # bob, an opponent, shared "draw a 2"


def test_compel_partners_option() -> None:
    g = _compel_scenario(compel_partners=True).build().dogma("Holmegaard Bows")
    assert sorted(g.hand("ann")) == ["Archery", "Fermenting", "Metalworking", "Sailing"]
    assert g.board("cat") == {"blue": ["Pottery"]}
