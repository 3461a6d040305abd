"""Cities of Destiny in the 4th edition (RULES-4e.md §6 "Cities"): 115 cities (ten of age 11), no
featured icon — a city cannot be dogma'd —, three new meld icons (junk: junk the available standard
achievement of the city's value; uplift: junk the base pile one higher than the city, then draw two
higher; unsplay: each opponent unsplays the city's colour), search icons only on cities up to 5,
Glory and Victory claimed by junking a city with a flag or fountain from your hand (3rd edition:
tucking), Legend called Tradition, and the Endorse action paid by junking."""

from __future__ import annotations

import pytest

from innovation import Game, GameConfig, RandomAgent, play
from innovation.errors import ConfigError
from innovation_cities.plugin import card_set
from tests.cards4e.cities.cities4e import cities4e, junk
from tests.cities.helpers import drawn


# ------------------------------------------------------------------ the cards
def test_the_4th_edition_has_115_cities_ten_of_age_11_none_with_a_featured_icon() -> None:
    cards = card_set("fourth").cards
    assert len(cards) == 115
    assert sum(1 for c in cards if c.age == 11) == 10
    assert all(c.dogma_icon < 0 for c in cards)


def test_kyiv_and_lagos_under_their_4th_edition_names() -> None:
    names = {c.name for c in card_set("fourth").cards}
    assert {"Kyiv", "Lagos"} <= names and not {"Kiev", "Essen"} & names
    third = {c.name for c in card_set("third").cards}
    assert {"Kiev", "Essen"} <= third and not {"Kyiv", "Lagos"} & third


def test_a_4th_edition_game_with_cities_plays_to_the_end() -> None:
    for seed in range(3):
        game = Game.new(GameConfig(players=("ann", "bob", "cat"), expansions=("cities",), edition="fourth", seed=seed))
        play(game, {p: RandomAgent(seed) for p in ("ann", "bob", "cat")})
        assert game.state.result is not None


# ------------------------------------------------------------------ cities cannot be dogma'd
def test_a_top_city_offers_no_dogma_and_no_endorse() -> None:
    s = cities4e()
    s.board("ann", "Athens")  # red city 1: lightbulbs, but no featured icon
    s.board("ann", "Writing")  # blue, lightbulb featured: endorsable through Athens
    s.hand("ann", "Sailing")
    g = s.build()
    assert "dogma athens" not in g.options and "endorse athens" not in g.options
    assert "dogma writing" in g.options and "endorse writing" in g.options


# ------------------------------------------------------------------ the junk icon
def test_the_junk_icon_junks_the_available_standard_achievement_of_the_city_s_value() -> None:
    s = cities4e()
    s.board("ann", "Writing")  # blue
    s.hand("ann", "Troy", "Sailing")  # blue city 1 with a junk icon; a city stays in hand: no city draw
    s.available_achievements("Agriculture", "Calendar")  # a 1 and a 2
    g = s.build().meld("Troy")
    assert junk(g) == ["Agriculture"]
    assert g.available_achievements() == ["Calendar"]


def test_the_junk_icon_without_an_achievement_of_that_value_junks_nothing() -> None:
    s = cities4e()
    s.board("ann", "Writing")
    s.hand("ann", "Troy", "Sailing")
    s.available_achievements("Calendar")
    g = s.build().meld("Troy")
    assert junk(g) == [] and g.available_achievements() == ["Calendar"]


def test_a_city_melded_by_an_effect_does_not_use_its_icons() -> None:
    s = cities4e()
    s.board("ann", "Writing")
    s.hand("ann", "Troy")
    s.available_achievements("Agriculture")
    g = s.build()
    g.game.engine().meld(0, "troy")  # a meld that is not the Meld action
    assert junk(g) == [] and g.available_achievements() == ["Agriculture"]


# ------------------------------------------------------------------ the uplift icon
def test_uplift_junks_the_base_pile_one_higher_then_draws_two_higher() -> None:
    s = cities4e()
    s.board("ann", "Sailing")  # green: Babylon covers it
    s.hand("ann", "Babylon", "Rome")  # green city 1 with an uplift; Rome keeps a city in hand
    s.deck("base", 2, "Calendar", "Mathematics")
    s.deck("base", 3, "Optics")
    g = s.build().meld("Babylon")
    assert "Calendar" in junk(g) and "Mathematics" in junk(g)
    assert g.deck("base", 2) == []
    assert drawn(g) == [("base", "Optics")]


def test_uplift_draws_from_the_next_pile_when_the_pile_two_higher_is_empty() -> None:
    s = cities4e()
    s.board("ann", "Sailing")
    s.hand("ann", "Babylon", "Rome")
    s.exhaust("base", 3)
    s.deck("base", 4, "Anatomy")
    g = s.build().meld("Babylon")
    assert g.deck("base", 2) == []
    assert drawn(g) == [("base", "Anatomy")]


# ------------------------------------------------------------------ the unsplay icon
def test_unsplay_makes_each_opponent_unsplay_the_city_s_colour() -> None:
    s = cities4e(("ann", "bob", "cat"))
    s.board("ann", "Sailing")  # green
    s.board("bob", "Mapmaking", "Paper", splay="right")  # green, splayed right
    s.board("cat", "Clothing", "Navigation", splay="left")  # green, splayed left
    s.board("bob", "Tools", "Writing", splay="left")  # blue: another colour, untouched
    s.hand("ann", "Beirut", "Rome")  # green city 11 with an unsplay icon
    g = s.build().meld("Beirut")
    assert g.splay("bob", "green") == "none" and g.splay("cat", "green") == "none"
    assert g.splay("bob", "blue") == "left"


def test_unsplay_leaves_the_melder_s_own_splay() -> None:
    s = cities4e()
    s.board("ann", "Mapmaking", "Paper", splay="right")
    s.hand("ann", "Beirut", "Rome")
    g = s.build().meld("Beirut")
    assert g.splay("ann", "green") == "right"


def test_unsplay_in_a_team_game_spares_the_partner() -> None:
    s = cities4e(("ann", "bob", "cat", "dan"), teams=True)  # ann and cat against bob and dan
    s.board("ann", "Sailing")
    s.board("bob", "Mapmaking", "Paper", splay="right")
    s.board("cat", "Clothing", "Navigation", splay="left")
    s.hand("ann", "Beirut", "Rome")
    g = s.build().meld("Beirut")
    assert g.splay("bob", "green") == "none"
    assert g.splay("cat", "green") == "left"


# ------------------------------------------------------------------ search icons only up to 5
def test_a_city_of_value_5_or_less_still_searches() -> None:
    s = cities4e()
    s.board("ann", "Sailing")  # green
    s.hand("ann", "Marseille", "Rome")  # green city 2, a crown in the top centre: a search
    s.deck("base", 2, "Calendar", "Philosophy")  # Philosophy shows no crown, Calendar none either
    g = s.build().meld("Marseille")
    assert len(g.events("reveal")) == 2


def test_no_city_above_5_has_a_search_icon() -> None:
    from innovation_cities.icons import search_icon

    for info in card_set("fourth").cards:
        if info.age > 5:
            assert search_icon(info, 5) is None, info.name
    notes = card_set("fourth").effects
    assert all(
        not any(n.startswith("Search") for n in notes[c.id].notes) for c in card_set("fourth").cards if c.age > 5
    )


# ------------------------------------------------------------------ special achievements
def test_tradition_replaces_legend() -> None:
    s = cities4e()
    s.board("ann", "Sailing", "The Wheel", splay="left")  # green, already splayed left
    s.hand("ann", "Baghdad", "Rome")  # green city 3 with a left arrow
    g = s.build().meld("Baghdad")
    assert g.achievements("ann") == ["tradition"]
    assert "legend" not in g.specials_available()


def test_the_five_4th_edition_cities_specials_are_on_offer() -> None:
    g = cities4e().build()
    assert {"tradition", "repute", "fame", "glory", "victory"} <= set(g.specials_available())


def test_tucking_a_city_with_a_flag_claims_nothing_in_the_4th_edition() -> None:
    s = cities4e()
    s.hand("ann", "Algiers")  # red city 5 with a flag
    g = s.build()
    g.game.engine().tuck(0, "algiers")
    assert g.achievements("ann") == [] and "glory" in g.specials_available()


# ------------------------------------------------------------------ the Endorse action: paid by junking
def test_endorse_is_paid_by_junking_and_junking_a_flag_city_from_hand_claims_glory() -> None:
    s = cities4e()
    s.board("ann", "Stockholm")  # green city 5: crowns and a flag
    s.board("ann", "Code of Laws")  # purple, crown featured: tuck from hand (empty by then)
    s.hand("ann", "Algiers")  # red city 5 with a flag: the only payment
    g = s.build().act("endorse code_of_laws")
    assert "Algiers" in junk(g)
    assert g.pile("ann", "red") == []
    assert g.game.state.players[0].tucked_this_turn == 0
    assert g.achievements("ann") == ["glory"]


def test_junking_a_fountain_city_from_hand_claims_victory() -> None:
    s = cities4e()
    s.hand("ann", "Moscow")  # purple city 9 with a fountain
    g = s.build()
    g.game.engine().junk(0, "moscow")
    assert g.achievements("ann") == ["victory"]


def test_junking_a_flag_city_from_a_board_claims_nothing() -> None:
    s = cities4e()
    s.board("ann", "Algiers")
    g = s.build()
    g.game.engine().junk(0, "algiers")
    assert g.achievements("ann") == [] and "glory" in g.specials_available()


def test_the_hand_s_owner_claims_when_another_player_junks_it() -> None:
    s = cities4e()
    s.hand("bob", "Moscow")
    g = s.build()
    g.game.engine().junk(0, "moscow")  # ann junks a card from bob's hand
    assert g.achievements("bob") == ["victory"] and g.achievements("ann") == []


def test_3rd_edition_junk_free_play_still_claims_glory_by_tucking() -> None:
    from tests.cities.helpers import cities

    s = cities()
    s.hand("ann", "Algiers")
    g = s.build()
    g.game.engine().tuck(0, "algiers")
    assert g.achievements("ann") == ["glory"]


def test_a_4th_edition_game_with_cities_and_relics_is_refused() -> None:
    with pytest.raises(ConfigError):
        Game.new(GameConfig(players=("ann", "bob"), expansions=("cities", "artifacts"), edition="fourth", relics=True))
