"""Rule options: the table, GameConfig validation, saves, views, and card variants per option."""

from __future__ import annotations

import dataclasses
import json
from typing import Any

import pytest

from innovation import Game, GameConfig, RandomAgent, play
from innovation.errors import ConfigError, SaveError
from innovation.options import DEFAULT_OPTIONS, OPTION_NAMES, RULE_OPTIONS, RULE_OPTIONS_BY_NAME
from innovation.plugin_api import CardBook, CardInfo, Color, EffectContext, Icon
from innovation.rules.plugins import build_rules
from tests.helpers import resign

FOUR = ("ann", "bob", "cat", "dan")


def test_the_table_names_every_gameconfig_option_with_a_help_text() -> None:
    names = {o.name for o in RULE_OPTIONS}
    assert names == {"edition", "teams", "relics", "must_take_relic", "compel_partners", "extra_achievement"}
    config = GameConfig(players=("ann", "bob"))
    for option in RULE_OPTIONS:
        assert option.help and option.flag == "--" + option.name.replace("_", "-")
        if option.in_options:
            assert getattr(config, option.name) == option.default
    assert config.options == dict(DEFAULT_OPTIONS)
    assert set(OPTION_NAMES) == names - {"teams"}
    assert RULE_OPTIONS_BY_NAME["edition"].choices == ("third", "first", "fourth")
    assert RULE_OPTIONS_BY_NAME["edition"].aliases == {"last": "third"}


def test_the_table_and_gameconfig_name_the_same_options() -> None:
    fields = {f.name for f in dataclasses.fields(GameConfig) if f.init and not f.name.startswith("_")}
    # max_turns is a limit on how a game is driven (bots, simulations), not a rule of the game
    assert fields - {"players", "seed", "expansions", "plugins", "max_turns"} == {o.name for o in RULE_OPTIONS}


@pytest.mark.parametrize("edition", ["second", "First", "", 1, True, None, ["first"]])
def test_bad_edition_is_refused(edition: object) -> None:
    with pytest.raises(ConfigError, match="edition must be 'third' or 'first' or 'fourth'"):
        GameConfig(players=("ann", "bob"), edition=edition)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"relics": True}, "relics needs the artifacts expansion"),
        ({"relics": True, "expansions": ("echoes",)}, "relics needs the artifacts expansion"),
        ({"must_take_relic": True, "expansions": ("artifacts",)}, "must_take_relic needs relics to be on"),
        ({"compel_partners": True, "players": FOUR, "expansions": ("artifacts",)}, "compel_partners needs teams"),
        ({"compel_partners": "yes", "players": FOUR, "teams": True}, "compel_partners must be True or False"),
        ({"extra_achievement": 1}, "extra_achievement must be True or False"),
    ],
)
def test_options_without_what_they_need_are_refused(kwargs: dict[str, Any], message: str) -> None:
    kwargs = {"players": ("ann", "bob"), **kwargs}
    with pytest.raises(ConfigError, match=message):
        GameConfig(**kwargs)


def test_options_with_what_they_need_are_accepted() -> None:
    GameConfig(players=("ann", "bob"), expansions=("artifacts",), relics=True, must_take_relic=True)
    GameConfig(players=FOUR, teams=True, expansions=("artifacts",), compel_partners=True)
    GameConfig(players=FOUR, teams=(("ann", "cat"), ("bob", "dan")), compel_partners=True)


def test_first_edition_plays_with_the_expansions() -> None:
    # Ruling (docs/rulings.md): unlike BGA, the first edition may be mixed with the expansions.
    config = GameConfig(players=("ann", "bob"), seed=3, expansions=("artifacts", "echoes"), edition="first")
    game = Game.new(config)
    assert game.rules.effects["oars"].variant == "edition=first"
    assert game.rules.effects["sailing"].variant is None
    play(game, [RandomAgent(1), RandomAgent(2)])
    assert game.over


def test_the_rules_carry_the_edition_in_play() -> None:
    last = build_rules(())
    first = build_rules((), (), {"edition": "first"})
    assert last is build_rules((), (), {"edition": "last"})  # the old name of "third"; cached per options
    assert last is build_rules((), (), {"edition": "third"})
    assert first is not last and first.options["edition"] == "first"
    assert last.cards["combustion"].non_demand_count == 1
    assert first.cards["combustion"].non_demand_count == 0  # the first edition has no second effect
    variants = sorted(c for c, e in first.effects.items() if e.variant == "edition=first")
    assert variants == sorted(
        [
            "oars",
            "fermenting",
            "feudalism",
            "measurement",
            "societies",
            "statistics",
            "industrialization",
            "combustion",
            "fission",
        ]
    )
    assert all(e.variant is None for e in last.effects.values())
    for card in variants:  # every first-edition card reads differently in the catalogue
        assert first.effects[card].texts() != last.effects[card].texts()
    with pytest.raises(ConfigError, match="unknown rule option"):
        build_rules((), (), {"edition2": "first"})


def test_edition_is_saved_and_shown_in_the_view() -> None:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=5, edition="first"))
    saved = game.to_json()
    assert json.loads(saved)["payload"]["config"]["options"]["edition"] == "first"
    loaded = Game.from_json(saved)
    assert loaded.config.edition == "first"
    assert loaded.rules.effects["oars"].variant == "edition=first"
    assert loaded.view("ann").options["edition"] == "first"
    assert Game.new(GameConfig(players=("ann", "bob"))).view("bob").options == dict(DEFAULT_OPTIONS)


def test_last_edition_saves_are_written_as_before_the_edition_existed() -> None:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=5))
    for p in game.players[:1]:
        game.answer(p, game.legal_actions(p)[0])
    saved = game.to_json()
    # A game that plays as before saves byte for byte as before: no "edition" key...
    assert "edition" not in json.loads(saved)["payload"]["config"]["options"]
    # ... and such a save (any save made before the option existed) loads as the 3rd edition.
    old = Game.from_json(saved)
    assert old.config.edition == "third"
    assert old.to_json() == saved


def test_an_explicit_last_edition_in_a_save_loads() -> None:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=5))

    def add_edition(payload: dict[str, Any]) -> None:
        payload["config"]["options"]["edition"] = "last"

    # "last", the 3rd edition's old name, loads as "third"
    assert Game.from_json(resign(game.to_json(), add_edition)).config.edition == "third"


def test_the_old_name_of_the_third_edition_is_accepted_in_configs() -> None:
    config = GameConfig(players=("ann", "bob"), edition="last")
    assert config.edition == "third" and config.options["edition"] == "third"
    assert config == GameConfig(players=("ann", "bob"))


@pytest.mark.parametrize("value", ["second", "", True, False])
def test_a_save_with_a_forged_edition_is_refused(value: object) -> None:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=5))

    def forge(payload: dict[str, Any]) -> None:
        payload["config"]["options"]["edition"] = value

    with pytest.raises(SaveError, match="edition must be 'third' or 'first' or 'fourth'"):
        Game.from_json(resign(game.to_json(), forge))


@pytest.mark.parametrize("value", [1, None, ["first"], {"first": True}])
def test_a_save_with_an_edition_of_the_wrong_type_is_refused(value: object) -> None:
    raw = json.loads(Game.new(GameConfig(players=("ann", "bob"), seed=5)).to_json())
    raw["payload"]["config"]["options"]["edition"] = value
    with pytest.raises(SaveError, match="corrupt save file"):
        Game.from_json(json.dumps(raw))


def test_a_save_switching_a_game_to_an_option_it_cannot_have_is_refused() -> None:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=5))

    def forge(payload: dict[str, Any]) -> None:
        payload["config"]["options"]["relics"] = True

    with pytest.raises(SaveError, match="relics needs the artifacts expansion"):
        Game.from_json(resign(game.to_json(), forge))


# ------------------------------------------------------------------ CardBook variants

CARDS = (
    CardInfo(
        id="lamp",
        name="Lamp",
        set="folk",
        age=1,
        color=Color.YELLOW,
        icons=(Icon.HEX, Icon.LIGHTBULB, Icon.LIGHTBULB, Icon.LEAF),
        dogma_icon=Icon.LIGHTBULB,
        demand_kind=None,
        non_demand_count=2,
    ),
)
ONE_EFFECT = (CardInfo(**{**{f: getattr(CARDS[0], f) for f in CARDS[0].__struct_fields__}, "non_demand_count": 1}),)


def draw_one(ctx: EffectContext) -> None:
    """Draw a 1."""
    ctx.draw(1)


def draw_two(ctx: EffectContext) -> None:
    """Draw a 2."""
    ctx.draw(2)


def _book() -> CardBook:
    book = CardBook("folk")
    book.effect("lamp")(draw_one)
    book.effect("lamp")(draw_one)
    return book


def test_a_variant_replaces_the_card_only_under_its_option() -> None:
    book = _book()
    variant = book.variant("edition", "first", ONE_EFFECT)
    variant.effect("lamp")(draw_two)
    assert book.build(CARDS)["lamp"].non_demands == (draw_one, draw_one)
    assert book.build(CARDS, {"edition": "last"})["lamp"].variant is None
    chosen = book.card_set(CARDS, {"edition": "first"})
    assert chosen.effects["lamp"].non_demands == (draw_two,)
    assert chosen.effects["lamp"].variant == "edition=first"
    assert chosen.cards[0].non_demand_count == 1
    assert book.card_set(CARDS, {"edition": "last"}).cards == CARDS


def test_a_variant_that_does_not_match_its_facts_fails_whatever_the_options() -> None:
    book = _book()
    book.variant("edition", "first").effect("lamp")(draw_two)  # one effect, but the facts say two
    with pytest.raises(ValueError, match="lamp: registered no demand and 1 non-demand"):
        book.build(CARDS)


def test_variant_facts_may_differ_only_in_the_effects() -> None:
    book = _book()
    recoloured = (CardInfo(**{**{f: getattr(ONE_EFFECT[0], f) for f in CARDS[0].__struct_fields__}, "color": 1}),)
    book.variant("edition", "first", recoloured).effect("lamp")(draw_two)
    with pytest.raises(ValueError, match="differ from the card's beyond its effects"):
        book.build(CARDS)


def test_variant_facts_without_effects_or_for_unknown_cards_fail() -> None:
    book = _book()
    book.variant("edition", "first", ONE_EFFECT)
    with pytest.raises(ValueError, match="registers no effects"):
        book.build(CARDS)
    book = _book()
    book.variant("edition", "first").effect("candle")(draw_two)
    with pytest.raises(ValueError, match="unknown card 'candle'"):
        book.build(CARDS)


def test_two_variants_in_play_may_not_replace_the_same_card() -> None:
    book = _book()
    book.variant("edition", "first", ONE_EFFECT).effect("lamp")(draw_two)
    book.variant("relics", True, ONE_EFFECT).effect("lamp")(draw_one)
    book.build(CARDS, {"edition": "first", "relics": False})
    with pytest.raises(ValueError, match="both edition=first and relics=on replace"):
        book.build(CARDS, {"edition": "first", "relics": True})
