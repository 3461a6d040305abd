"""Cities with the other sets (docs/rulings.md, Cities section): Artifacts' dig with six-slot cards,
the relic Timbuktu as a city, Echoes' bonuses, draws and echo effects with cities."""

from __future__ import annotations

import json

import pytest

from innovation import Game, GameConfig, RandomAgent, play
from innovation.errors import SaveError
from tests.cities.helpers import cities, drawn
from tests.helpers import resign


# ------------------------------------------------------------------ Artifacts: the dig
def test_a_city_covering_a_city_digs_their_hexes_share_the_top_right_slot() -> None:
    s = cities(("ann", "bob"), "artifacts")
    s.board("ann", "Babylon")  # green city 1
    s.hand("ann", "Bangkok")  # green city 10: higher, but the hexes lie in the same slot
    s.deck("artifacts", 1, "Holmegaard Bows")
    g = s.build().meld("Bangkok")
    assert g.zone("ann", "display") == ["Holmegaard Bows"]


def test_a_city_covering_a_lower_base_card_does_not_dig() -> None:
    s = cities(("ann", "bob"), "artifacts")
    s.board("ann", "Sailing")  # green base 1, hex in the bottom middle
    s.hand("ann", "Bangkok")
    g = s.build().meld("Bangkok")
    assert g.zone("ann", "display") == []


def test_a_city_s_icons_and_the_city_draw_come_before_the_dig() -> None:
    s = cities(("ann", "bob"), "artifacts")
    s.board("ann", "Sailing", "Babylon")  # green, Babylon (city 1) on top
    s.hand("ann", "Baghdad")  # green city 3 with a left arrow; same hex slot as Babylon
    s.deck("cities", 3, "Delhi")
    s.deck("artifacts", 1, "Holmegaard Bows")
    g = s.build().meld("Baghdad")
    kinds = [e.kind for e in g.game.events[g._action_mark :] if e.kind in ("splay", "draw", "dig")]
    assert kinds == ["splay", "draw", "dig"]
    assert g.hand("ann") == ["Delhi"] and g.zone("ann", "display") == ["Holmegaard Bows"]


def test_melding_from_the_display_is_a_meld_action_that_may_draw_a_city() -> None:
    s = cities(("ann", "bob"), "artifacts")
    s.zone("ann", "display", "Holmegaard Bows")  # red artifact, a new colour for ann
    s.board("ann", "Writing")
    s.deck("cities", 1, "Athens")
    g = s.build()
    g.act("meld holmegaard_bows")
    assert g.pile("ann", "red") == ["Holmegaard Bows"] and g.hand("ann") == ["Athens"]


# ------------------------------------------------------------------ relics: Timbuktu is a city
def test_timbuktu_may_be_seized_into_the_hand_when_cities_is_in_play() -> None:
    s = cities(("ann", "bob"), "artifacts", relics=True)
    s.board("ann", "Alchemy")  # blue 3, hex top-left
    s.hand("ann", "Writing")  # blue 1, hex top-left: a dig at 3
    s.deck("artifacts", 3, "Excalibur")
    g = s.build().meld("Writing")
    assert g.decision is not None and g.decision.options == ("achievements", "hand", "done")
    g.answer("hand")
    assert g.hand("ann") == ["Timbuktu"]


def test_timbuktu_in_hand_is_a_city_in_hand() -> None:
    s = cities(("ann", "bob"), "artifacts", relics=True)
    s.board("ann", "Writing")
    s.hand("ann", "Timbuktu", "Archery")
    g = s.build().meld("Archery")  # a new colour, but a city is in hand
    assert sorted(g.hand("ann")) == ["Timbuktu"]


def test_timbuktu_melded_by_the_meld_action_runs_its_plus() -> None:
    s = cities(("ann", "bob"), "artifacts", relics=True)
    s.board("ann", "Sailing")  # green
    s.hand("ann", "Timbuktu")  # green 3, a plus in the top centre
    s.deck("base", 4, "Anatomy")
    g = s.build().meld("Timbuktu")
    assert g.pile("ann", "green") == ["Sailing", "Timbuktu"]
    assert g.hand("ann") == ["Anatomy"] and drawn(g) == [("base", "Anatomy")]


def test_timbuktu_s_six_slots_count_and_it_can_endorse() -> None:
    s = cities(("ann", "bob"), "artifacts", relics=True)
    s.board("ann", "Timbuktu")  # lightbulb, crown ×3 (and hex, plus)
    s.board("ann", "Writing")  # lightbulb featured
    s.hand("ann", "Sailing")
    g = s.build()
    assert g.icons("ann", 1) == 3 + 1  # Timbuktu's three crowns and Writing's
    assert "endorse writing" in g.options


def test_a_returned_timbuktu_goes_back_to_the_relics_area() -> None:
    s = cities(("ann", "bob"), "artifacts", relics=True)
    s.board("ann", "Agriculture")  # you may return a hand card: draw and score one higher
    s.hand("ann", "Timbuktu")
    s.deck("base", 4, "Anatomy")
    g = s.build().dogma("Agriculture").answer("Timbuktu")
    assert "timbuktu" in g.game.state.zones["relics"]
    assert g.score("ann") == ["Anatomy"]


# ------------------------------------------------------------------ Echoes
def test_a_city_s_bonus_counts_in_the_score_with_or_without_echoes() -> None:
    for more in ((), ("echoes",)):
        s = cities(("ann", "bob"), *more)
        s.board("ann", "Alexandria")  # blue city 2 with a bonus of 2 (bottom-left)
        s.board("ann", "Nanjing")  # green city 2 with a bonus of 3 (top-left)
        s.score("ann", "Writing")
        assert s.build().points("ann") == 1 + 3 + 1, more  # the score pile, the largest bonus, one more


def test_a_bonus_on_a_covered_city_shows_as_its_slot_does() -> None:
    s = cities()
    s.board("ann", "Bangkok", "Babylon", splay="left")  # Bangkok's bonuses: bottom-middle, top-centre
    assert s.build().points("ann") == 0  # splayed left shows only bottom-right and top-right
    s = cities()
    s.board("ann", "Bangkok", "Babylon", splay="up")  # up shows the bottom middle: a bonus of 11
    assert s.build().points("ann") == 11


def test_city_bonuses_count_for_wealth() -> None:
    s = cities(("ann", "bob"), "echoes")
    # six cards, eleven visible bonuses: cities print up to two each
    s.board("ann", "Houston", "Atlanta", splay="right")  # blue: Atlanta's two, Houston's top-left one
    s.board("ann", "Perth")  # red: two bonuses
    s.board("ann", "Santiago")  # green: two
    s.board("ann", "Miami")  # yellow: two
    s.board("ann", "San Francisco")  # purple: two
    s.hand("ann", "Writing")
    s.available_achievements()
    g = s.build()
    assert len(g.game.engine().visible_bonuses(0)) == 11
    g.meld("Writing")  # any change: special achievements are checked
    assert "wealth" in g.achievements("ann")


def test_an_endorsed_dogma_runs_the_echo_effects_twice_for_the_endorser() -> None:
    s = cities(("ann", "bob"), "echoes")
    s.board("ann", "Ruler")  # blue Echoes 1: echo "draw a 2"; dogma: nothing else
    s.board("ann", "Athens")  # red city 1 with lightbulbs (Ruler's featured icon)
    s.hand("ann", "Sailing")
    s.deck("base", 2, "Calendar")
    s.deck("echoes", 2, "Lever")
    g = s.build().act("endorse ruler")
    # Sailing is tucked; the first draw of a 2 finds an empty hand (base), the second a base card
    # and no Echoes card in it (Echoes)
    assert g.hand("ann") == ["Calendar", "Lever"]


def test_a_city_may_be_dogmad_it_runs_only_the_echo_effects_of_its_pile() -> None:
    s = cities(("ann", "bob"), "echoes")
    s.board("ann", "Lever", "Alexandria", splay="up")  # blue: Lever's echo (bottom middle) shows
    s.deck("base", 2, "Calendar")
    s.deck("echoes", 2, "Horseshoes")
    g = s.build()
    assert "dogma alexandria" in g.options
    g.dogma("Alexandria")  # the city's featured crown; Lever's echo: draw two 2s (the second an Echoes 2)
    assert g.hand("ann") == ["Calendar", "Horseshoes"]


# ------------------------------------------------------------------ saves
def test_a_saved_cities_game_loads_and_continues_identically() -> None:
    config = GameConfig(
        players=("ann", "bob", "cat"), seed=11, expansions=("artifacts", "cities", "echoes"), relics=True
    )
    game = Game.new(config)
    agents = [RandomAgent(1), RandomAgent(2), RandomAgent(3)]
    for _ in range(120):  # far enough for cities on the boards
        d = game.pending
        assert d is not None
        game.answer(d.player, agents[game.players.index(d.player)].choose(game, d))
    copy = Game.from_json(game.to_json())
    assert copy.to_json() == game.to_json() and copy.pending == game.pending
    assert any(game.rules.cards[c].set == "cities" for pl in game.state.players for pile in pl.piles for c in pile)
    play(game, [RandomAgent(7), RandomAgent(8), RandomAgent(9)])
    play(copy, [RandomAgent(7), RandomAgent(8), RandomAgent(9)])
    assert copy.result == game.result and copy.to_json() == game.to_json()


def test_a_save_with_a_city_in_the_wrong_supply_pile_is_refused() -> None:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=4, expansions=("cities",)))

    def move_a_city(payload: dict[str, object]) -> None:
        decks = payload["snapshot"]["decks"]  # type: ignore[index]
        decks["base"][0].append(decks["cities"][0].pop())

    with pytest.raises(SaveError, match="wrong supply pile"):
        Game.from_json(resign(game.to_json(), move_a_city))
    assert json.loads(game.to_json())["payload"]["config"]["expansions"] == ["cities"]


def test_garland_s_ruby_slippers_melding_a_city_wins() -> None:
    """Garland's Ruby Slippers (Artifacts 8): meld an 8 from your hand; if the melded card has no
    effects, you win — a city prints no effects (it shows a featured icon in the 3rd edition, but
    has no dogma effect), so melding one wins."""
    s = cities(("ann", "bob"), "artifacts")
    s.board("ann", "Garland's Ruby Slippers")
    s.board("bob", "Archery")  # no clocks: ann executes alone
    s.hand("ann", "Chongqing")  # blue city 8
    g = s.build().dogma("Garland's Ruby Slippers")
    assert g.pile("ann", "blue") == ["Chongqing"]
    assert g.result is not None and g.result.winners == ["ann"]
