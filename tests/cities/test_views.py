"""What front-ends are shown of Cities (issue 15): the public catalogue names every slot of a
six-slot card — the protocol's words, or the name of an icon Cities declares, described in
``Catalogue.icons`` — with every bonus and what the city's icons do; views list flags and
fountains as board achievements; hidden cards stay hidden."""

from __future__ import annotations

import msgspec

from innovation import Game, GameConfig
from innovation.protocol.catalogue import catalogue
from innovation.protocol.vocabulary import SLOT_ICONS
from innovation.rules.plugins import build_rules
from tests.cities.helpers import board_achievements, cities


def test_the_catalogue_names_all_six_slots_and_describes_the_declared_icons() -> None:
    cat = catalogue(build_rules(("cities",)))
    dallas = next(f for f in cat.cards.values() if f.name == "Dallas")
    assert dallas.icons == ["factory", "clock", "plus", "clock", "hex", "splay_up"]
    assert set(cat.icons) == {"flag", "fountain", "splay_left", "splay_right", "splay_up", "plus"}
    assert all(i.symbol and i.description for i in cat.icons.values())
    for facts in cat.cards.values():
        assert all(name is None or name in SLOT_ICONS or name in cat.icons for name in facts.icons), facts.name
    assert any(n.startswith("Plus") for n in dallas.notes) and dallas.effects == []


def test_the_catalogue_lists_every_bonus_a_city_prints() -> None:
    cat = catalogue(build_rules(("cities",)))
    bangkok = next(f for f in cat.cards.values() if f.name == "Bangkok")
    assert bangkok.bonuses == [11, 11] and bangkok.bonus == 11
    assert bangkok.icons.count("bonus") == 2


def test_without_cities_only_the_relic_timbuktu_declares_an_icon() -> None:
    assert catalogue(build_rules(("echoes",))).icons == {}
    cat = catalogue(build_rules(("artifacts", "echoes")))
    assert set(cat.icons) == {"plus"}  # the relics' set declares Timbuktu's plus
    timbuktu = cat.cards["timbuktu"]
    assert timbuktu.icons[5] == "plus" and timbuktu.notes


def test_the_catalogue_round_trips_through_json() -> None:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=3, expansions=("cities",)))
    data = msgspec.json.encode(game.catalogue())
    assert msgspec.json.decode(data, type=type(game.catalogue())) == game.catalogue()


def test_a_view_shows_board_achievements_to_everyone_and_no_hidden_city() -> None:
    s = cities()
    s.board("ann", "Hamburg")  # a fountain: a board achievement, public like the board
    s.hand("ann", "Algiers")  # a city in ann's hand: bob sees only its back
    g = s.build()
    assert board_achievements(g, "ann") == [("fountain", "Hamburg")]
    bob_view = g.game.view("bob")
    ann = next(pv for pv in bob_view.players if pv.name == "ann")
    assert [a.card for a in ann.board_achievements] == ["hamburg"]
    assert "algiers" not in msgspec.json.encode(bob_view).decode()
    assert [(h.set, h.age) for h in ann.hand] == [("cities", 5)]
