"""The 4th edition's sets together (issue 29): for each pair of base, Artifacts, Echoes and Cities,
scenarios where one set's rule changes what the other set's card or rule does, written from
RULES-4e.md §4–§6 and the card texts.

4th-edition Artifacts is still refused as unfinished (Martian Internet), so these scenarios are
built with ``unfinished=True`` like the set's own card tests."""

from __future__ import annotations

from collections.abc import Sequence

from innovation.testing import Scenario
from tests.cards4e.fourth import junk


def fourth(*expansions: str, players: Sequence[str] = ("ann", "bob")) -> Scenario:
    return Scenario(players=players, expansions=expansions, edition="fourth", unfinished=True)


# ------------------------------------------------------------------ base × Artifacts
def test_a_museum_claimed_as_an_achievement_wins_the_game() -> None:
    """Artifacts: with no museum left free, the player holding the most museums claims one as an
    achievement. Base: a player with enough achievements wins at once."""
    s = fourth("artifacts")
    s.zone("ann", "display", "Cross of Coronado").turn("ann", fresh=True)
    s.zone("bob", "museums", "Museum 1", "Holy Grail")
    s.zone("ann", "museums", "Museum 2", "Sibidu Needle", "Museum 3", "Excalibur", "Museum 4", "Mona Lisa")
    g = s.build()
    need = g.game.engine().achievements_to_win()
    s.achievements("ann", *["Agriculture", "Calendar", "Optics", "Anatomy", "Coal", "Canning", "Bicycle"][: need - 1])
    g = s.build().answer("pass")  # Cross of Coronado takes Museum 5: none is free
    g.answer("Mona Lisa")  # every museum's artifact is returned: ann orders the two 4s
    assert "Museum 2" in g.achievements("ann")
    assert g.over and g.winners == ["ann"]


def test_a_base_card_that_melds_does_not_dig() -> None:
    """Artifacts: only a Meld action digs. A base card's "meld" covering a card of a higher value
    is no Meld action: no artifact comes."""
    s = fourth("artifacts")
    s.board("ann", "Construction")  # red 2
    s.board("ann", "Tale of the Shipwrecked Sailor")  # purple 1: choose a colour, draw a 1, meld it
    s.deck("base", 1, "Metalworking")  # red 1: covers Construction
    s.deck("artifacts", 2, "Holy Lance")
    g = s.build().dogma("Tale of the Shipwrecked Sailor")
    g.answer("red")
    assert g.pile("ann", "red") == ["Construction", "Metalworking"]
    assert g.zone("ann", "display") == []
    assert g.deck("artifacts", 2)[0] == "Holy Lance"


# ------------------------------------------------------------------ base × Echoes
def test_a_base_demand_s_draw_follows_the_echoes_draw_rule() -> None:
    """Echoes (4th edition): you draw an Echoes card instead of a base card when a single top card
    holds your highest value. Archery's demand makes bob draw a 1: with Writing his only top card,
    he draws the Echoes 1, and hands it over as his highest card."""
    s = fourth("echoes")
    s.board("ann", "Archery")  # 2 castles
    s.board("bob", "Writing")  # no castle: bob is demanded; one top card, the highest alone
    s.deck("base", 1, "Pottery").deck("echoes", 1, "Chopsticks")
    s.available_achievements()
    g = s.build().dogma("Archery")
    assert g.hand("ann") == ["Chopsticks"]
    assert g.deck("base", 1)[0] == "Pottery"


def test_with_two_top_cards_of_the_highest_value_the_base_demand_draws_a_base_card() -> None:
    s = fourth("echoes")
    s.board("ann", "Archery")
    s.board("bob", "Writing", "Sailing")  # two 1s on top: the highest is not held alone
    s.deck("base", 1, "Pottery").deck("echoes", 1, "Chopsticks")
    s.available_achievements()
    g = s.build().dogma("Archery")
    assert g.hand("ann") == ["Pottery"]
    assert g.deck("echoes", 1)[0] == "Chopsticks"


# ------------------------------------------------------------------ base × Cities
def test_after_an_uplift_a_base_card_s_draws_of_the_junked_value_come_higher() -> None:
    """Cities (4th edition): Babylon's uplift junks the base 2 pile, then draws a 3. Base: a draw
    from an empty pile takes the next higher one — so Fermenting's "draw a 2" draws a 3."""
    s = fourth("cities")
    s.board("ann", "Sailing", "Fermenting")  # green 1, yellow 2 (leaves)
    s.hand("ann", "Babylon", "Rome")  # green city 1 with an uplift; Rome keeps a city in hand
    s.deck("base", 2, "Calendar", "Mathematics")
    s.deck("base", 3, "Optics", "Compass")
    g = s.build().meld("Babylon")
    assert g.deck("base", 2) == [] and {"Calendar", "Mathematics"} <= set(junk(g))
    assert "Optics" in g.hand("ann")
    g.dogma("Fermenting")  # yellow is the only colour with a leaf: one 2, from the 3 pile
    assert g.hand("ann") == ["Rome", "Optics", "Compass"]


# ------------------------------------------------------------------ Artifacts × Echoes
def test_super_executing_an_echoes_card_runs_its_echo_then_demands_of_every_opponent() -> None:
    """Artifacts (4th edition): Gujin Tushu Jicheng super-executes another top card: its echo
    effect, then its demand against every opponent whatever their icons. Echoes: Horseshoes' echo
    foreshadows into the executor's forecast."""
    s = fourth("artifacts", "echoes")
    s.board("ann", "Tools", "Gujin Tushu Jicheng")  # 4 lightbulbs, 1 castle
    s.board("bob", "Construction", "Horseshoes", "Mapmaking", "Writing")  # 2 castles: more than ann
    s.deck("base", 2, "Calendar").deck("echoes", 3, "Almanac")
    g = s.build().dogma("Gujin Tushu Jicheng")
    g.answer("horseshoes")
    assert g.decision is not None and g.decision.player == "ann"  # Horseshoes' echo, for ann
    g.answer(next(o for o in g.options if "3" in o))
    # ann's highest top card (Gujin Tushu Jicheng, a 5) is hers alone: the 3 is an Echoes card
    assert g.zone("ann", "forecast") == ["Almanac"]
    # The demand reaches bob although he has more castles: he hands over Writing (no castle) ...
    assert g.pile("ann", "blue") == ["Tools", "Writing"]
    # ... then draws and melds a 2 (his two 2s on top: a base card)
    assert g.pile("bob", "blue") == ["Calendar"]


# ------------------------------------------------------------------ Artifacts × Cities
def test_a_city_melded_onto_a_card_of_its_value_uses_its_icon_and_digs() -> None:
    """Cities: Troy's junk icon junks the available achievement of its value when a Meld action
    melds it. Artifacts: the same Meld action covers a card of at least its value, so it digs."""
    s = fourth("artifacts", "cities")
    s.board("ann", "Writing")  # blue 1
    s.hand("ann", "Troy", "Rome")  # blue city 1 with a junk icon; Rome keeps a city in hand
    s.available_achievements("Agriculture", "Calendar")
    s.deck("artifacts", 1, "Sibidu Needle")
    g = s.build().meld("Troy")
    assert junk(g) == ["Agriculture"]
    assert g.zone("ann", "display") == ["Sibidu Needle"]


# ------------------------------------------------------------------ Echoes × Cities
def test_an_unsplay_icon_gives_the_opponent_s_forecast_room_again() -> None:
    """Echoes (4th edition): the forecast holds at most 5 − your highest splay. Cities: Beirut's
    unsplay icon makes each opponent unsplay its colour — bob's forecast limit goes from 3 to 5."""
    s = fourth("echoes", "cities")
    s.board("ann", "Sailing")  # green
    s.board("bob", "Mapmaking", "Paper", splay="right")  # green splayed right: limit 3
    s.zone("bob", "forecast", "Pottery", "Tools", "Oars")  # full
    s.hand("ann", "Beirut", "Rome")  # green city 11 with an unsplay icon
    g = s.build()
    assert g.game.view("bob").players[1].zone_limits["forecast"] == 3
    g.meld("Beirut")
    assert g.splay("bob", "green") == "none"
    assert g.game.view("bob").players[1].zone_limits["forecast"] == 5
    assert g.game.view("ann").players[1].zone_limits["forecast"] == 5  # the limit is public


def test_an_uplift_s_draw_follows_the_echoes_draw_rule() -> None:
    """Cities: the uplift draws a card two higher than the city. Echoes (4th edition): with a
    single top card of the highest value, that draw is an Echoes card."""
    s = fourth("echoes", "cities")
    s.board("ann", "Sailing")
    s.hand("ann", "Babylon", "Rome")  # Babylon covers Sailing: ann's only top card
    s.deck("base", 3, "Optics").deck("echoes", 3, "Almanac")
    g = s.build().meld("Babylon")
    assert "Almanac" in g.hand("ann")
    assert g.deck("base", 3)[0] == "Optics"
