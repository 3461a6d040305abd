"""Cities of Destiny set-up and card facts (RULES-cities.md §1, §2; README-cities.md)."""

from __future__ import annotations

import pytest

from innovation import Game, GameConfig
from innovation.rules.plugins import build_rules

C, L, B, K, F, W, HEX = 1, 2, 3, 4, 5, 6, 0
FLAG, FOUNTAIN, LEFT, RIGHT, UP, PLUS = 8, 9, 11, 12, 13, 14


def test_the_cities_supply_holds_105_cities_in_their_own_piles() -> None:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=1, expansions=("cities",)))
    decks = game.state.decks["cities"]
    assert [len(d) for d in decks] == [15] + [10] * 9
    cards = game.rules.cards
    assert all(cards[c].set == "cities" and cards[c].age == age for age, deck in enumerate(decks, 1) for c in deck)


def test_the_five_cities_special_achievements_are_available() -> None:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=1, expansions=("cities",)))
    assert {"legend", "repute", "fame", "glory", "victory"} <= set(game.state.specials)
    assert len(game.state.specials) == 10  # with the base game's five


@pytest.mark.parametrize(
    ("players", "teams", "expansions", "needed"),
    [
        (2, False, ("cities",), 7),
        (3, False, ("cities",), 6),
        (4, False, ("cities",), 5),
        (4, True, ("cities",), 7),
        (2, False, ("artifacts", "cities"), 8),
        (3, False, ("artifacts", "cities", "echoes"), 8),
        (4, True, ("artifacts", "cities", "echoes"), 9),
    ],
)
def test_cities_adds_one_achievement_to_win(
    players: int, teams: bool, expansions: tuple[str, ...], needed: int
) -> None:
    names = ("ann", "bob", "cat", "dan")[:players]
    game = Game.new(GameConfig(players=names, seed=2, expansions=expansions, teams=teams))
    assert game.view("ann").achievements_to_win == needed


def test_opening_hands_hold_no_city() -> None:
    for seed in range(5):
        game = Game.new(GameConfig(players=("ann", "bob", "cat"), seed=seed, expansions=("cities", "echoes")))
        assert all(game.rules.cards[c].set != "cities" for pl in game.state.players for c in pl.hand)


@pytest.mark.parametrize(
    ("name", "age", "color", "icons"),
    [  # slots: top-left, bottom-left, bottom-middle, bottom-right, top-right, top-centre
        ("Athens", 1, 1, (B, B, B, L, HEX, PLUS)),
        ("Atlantis", 1, 0, (L, L, L, L, HEX, K)),
        ("Baghdad", 3, 2, (C, C, B, 103, HEX, LEFT)),
        ("Frankfurt", 4, 0, (B, B, PLUS, F, HEX, PLUS)),
        ("Algiers", 5, 1, (C, B, B, 105, HEX, FLAG)),
        ("Bombay", 6, 2, (106, C, L, L, HEX, RIGHT)),
        ("Sydney", 9, 2, (B, C, UP, C, HEX, FOUNTAIN)),
        ("Brussels", 10, 4, (F, W, FOUNTAIN, F, HEX, FOUNTAIN)),
        ("Bangkok", 10, 2, (W, C, 111, C, HEX, 111)),
    ],
)
def test_card_facts(name: str, age: int, color: int, icons: tuple[int, ...]) -> None:
    rules = build_rules(("cities",))
    info = next(i for i in rules.cards.values() if i.name == name)
    assert (info.set, info.age, info.color, info.icons) == ("cities", age, color, icons)
    assert info.demand_kind is None and info.non_demand_count == 0 and not info.has_echo


def test_the_set_has_the_icons_of_the_publisher_s_count() -> None:
    """README-cities.md: 105 cities, six slots each, the hex top-right; 13 flags, 13 fountains, 10
    of each arrow and 43 pluses, in the top centre or the bottom middle only; 37 search icons."""
    rules = build_rules(("cities",))
    cards = [info for info in rules.cards.values() if info.set == "cities" and not info.relic]
    assert len(cards) == 105 and all(len(c.icons) == 6 and c.icons[4] == HEX for c in cards)
    count = {code: sum(c.icons.count(code) for c in cards) for code in (FLAG, FOUNTAIN, LEFT, RIGHT, UP, PLUS)}
    assert count == {FLAG: 13, FOUNTAIN: 13, LEFT: 10, RIGHT: 10, UP: 10, PLUS: 43}
    specials = set(count)
    assert all(code not in specials for c in cards for i, code in enumerate(c.icons) if i not in (2, 5))
    assert sum(1 for c in cards if 1 <= c.icons[5] <= 6) == 37


def test_every_city_says_what_its_special_icons_do() -> None:
    rules = build_rules(("cities",))
    for info in rules.cards.values():
        if info.set != "cities" or info.relic:
            continue
        said = " ".join(rules.effects[info.id].texts())
        assert (PLUS in info.icons) == ("Plus" in said), info.name
        assert (FLAG in info.icons) == ("Flag" in said), info.name
        assert (FOUNTAIN in info.icons) == ("Fountain" in said), info.name
        assert (1 <= info.icons[5] <= 6) == ("Search" in said), info.name
        assert bool({LEFT, RIGHT, UP} & set(info.icons)) == ("Arrow" in said), info.name
    names = [rules.icon_name(c) for c in (FLAG, FOUNTAIN, LEFT, RIGHT, UP, PLUS)]
    assert names == ["flag", "fountain", "splay_left", "splay_right", "splay_up", "plus"]
    assert all(rules.icons[code].description for code in (FLAG, FOUNTAIN, LEFT, RIGHT, UP, PLUS))
