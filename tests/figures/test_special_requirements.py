"""Hedy Lamarr's static karma (a "special_requirements" karma: the core's mechanism, docs/hooks.md
"Karma"): every special achievement is claimed with each number of its requirement one lower for
her owner. Written from the card text and the table in docs/rulings.md ("Special achievements with
lower requirements"): each 3rd-edition special at its lowered requirement (met with her on top, not
without her) and one short of it; the decrees (special achievements of Figures) too."""

from __future__ import annotations

from collections.abc import Callable

from innovation.testing import Scenario, ScenarioGame


def _scenario(*, echoes: bool = False) -> Scenario:
    expansions = ("echoes", "figures") if echoes else ("figures",)
    return Scenario(players=("ann", "bob"), expansions=expansions, unfinished=True)


def _holds(g: ScenarioGame, special: str, player: str = "ann") -> bool:
    seat = g.game.players.index(player)
    return g.game.rules.specials[special].condition(g.game.engine().hook_context(seat))


def _both(build: Callable[[str], Scenario], special: str) -> tuple[bool, bool]:
    """Whether ``special``'s condition holds with Hedy Lamarr on top of green, and with another
    green figure (Shen Kuo, no karma of the kind) there instead."""
    out = []
    for green in ("Hedy Lamarr", "Shen Kuo"):
        s = build(green)
        out.append(_holds(s.build(), special))
    return out[0], out[1]


# --------------------------------------------------------------------------- base


def test_monument_with_five_scored_or_tucked_cards() -> None:
    for kw in ({"scored": 5}, {"tucked": 5}):

        def build(green: str, kw: dict[str, int] = kw) -> Scenario:
            s = _scenario()
            s.board("ann", green)
            s.counters("ann", **kw)
            return s

        assert _both(build, "monument") == (True, False)

    s = _scenario()
    s.board("ann", "Hedy Lamarr")
    s.counters("ann", scored=4, tucked=4)
    assert not _holds(s.build(), "monument")


def _empire_board(green: str, *, archery: bool = True) -> Scenario:
    s = _scenario()
    s.board("ann", green)  # Hedy Lamarr: 2 clocks; Shen Kuo: 2 crowns
    if archery:
        s.board("ann", "Archery")  # 2 castles, 1 lightbulb
    s.board("ann", "Writing")  # 2 lightbulbs, 1 crown
    s.board("ann", "Canal Building")  # 2 crowns, 1 leaf
    s.board("ann", "Code of Laws")  # 2 crowns, 1 leaf
    return s


def test_empire_with_two_of_each_of_five_icons() -> None:
    # castles 2, lightbulbs 3, crowns 5, leaves 2, clocks 2 (Hedy), no factory
    assert _both(_empire_board, "empire") == (True, False)
    assert not _holds(_empire_board("Hedy Lamarr", archery=False).build(), "empire")  # no castle either


def _world_board(green: str, *, ai: bool = True) -> Scenario:
    s = _scenario()
    s.board("ann", "Rocketry", "Quantum Theory", "Software", splay="up")  # 2 + 2 + 3 clocks
    s.board("ann", green)  # Hedy Lamarr: 2 clocks
    s.board("ann", "Robotics")  # 1
    if ai:
        s.board("ann", "A. I.")  # 1
    return s


def test_world_with_eleven_clocks() -> None:
    assert _holds(_world_board("Hedy Lamarr").build(), "world")  # 11
    assert not _holds(_world_board("Hedy Lamarr", ai=False).build(), "world")  # 10


def test_world_is_claimed_when_the_eleventh_clock_arrives() -> None:
    s = _world_board("Hedy Lamarr", ai=False)
    s.hand("ann", "A. I.")
    g = s.build().meld("A. I.")
    assert "world" in g.achievements("ann")


def _wonder_board(green: str, *, purple: str = "up") -> Scenario:
    s = _scenario()
    s.board("ann", "Writing", "Calendar", splay="right")
    s.board("ann", "Archery", "Oars", splay="up")
    s.board("ann", "Agriculture", "Domestication", splay="right")
    s.board("ann", "Mysticism", "City States", splay=purple)
    s.board("ann", green)  # one card: not splayed
    return s


def test_wonder_with_four_colours_splayed_right_or_up() -> None:
    assert _both(_wonder_board, "wonder") == (True, False)
    assert not _holds(_wonder_board("Hedy Lamarr", purple="left").build(), "wonder")  # three


def _universe_board(green: str, *, yellow: str = "Refrigeration") -> Scenario:
    s = _scenario()
    s.board("ann", green)  # Hedy Lamarr is a 9
    s.board("ann", "Robotics")  # 10
    s.board("ann", "Software")  # 10
    s.board("ann", yellow)  # Refrigeration: 7; no purple pile
    return s


def test_universe_with_four_top_cards_of_seven_or_more() -> None:
    assert _both(_universe_board, "universe") == (True, False)
    assert not _holds(_universe_board("Hedy Lamarr", yellow="Fermenting").build(), "universe")  # a 2


# --------------------------------------------------------------------------- Echoes


def _wealth_board(green: str, *, purple: bool = True) -> Scenario:
    s = _scenario(echoes=True)
    s.board("ann", "Gilgamesh", "Hammurabi", "Alexander the Great", splay="up")  # 3 bonuses
    s.board("ann", "Sunshu Ao", "Ximen Bao", splay="up")  # 2
    if purple:
        s.board("ann", "Homer", "Confucius", splay="up")  # 2
    s.board("ann", green)  # no bonus
    return s


def test_wealth_with_seven_bonuses() -> None:
    assert _both(_wealth_board, "wealth") == (True, False)
    assert not _holds(_wealth_board("Hedy Lamarr", purple=False).build(), "wealth")  # five


def test_destiny_with_six_forecast_cards() -> None:
    def build(green: str, n: int = 6) -> Scenario:
        s = _scenario(echoes=True)
        s.board("ann", green)
        s.zone("ann", "forecast", *["Agriculture", "Archery", "Writing", "Pottery", "Tools", "Oars"][:n])
        return s

    assert _both(build, "destiny") == (True, False)
    assert not _holds(build("Hedy Lamarr", 5).build(), "destiny")


def test_heritage_with_seven_hexes_in_one_colour() -> None:
    def build(green: str, first: str = "Sailing") -> Scenario:
        s = _scenario(echoes=True)
        # every hex below shows splayed up (slots 1-3); the top card shows all
        s.board(
            "ann", first, "Currency", "Hatshepsut", "Sargon of Akkad", "Fu Xi", "Augustus Caesar", green, splay="up"
        )
        return s

    assert _both(build, "heritage") == (True, False)
    assert not _holds(build("Hedy Lamarr", first="The Wheel").build(), "heritage")  # its hex is top-left: hidden


def test_history_with_three_echo_effects_in_one_colour() -> None:
    def build(green: str, blue: tuple[str, ...] = ("Huang Di", "Imhotep", "Archimedes")) -> Scenario:
        s = _scenario(echoes=True)
        s.board("ann", *blue, splay="up")  # echo slots bottom-middle, bottom-right, bottom-middle
        s.board("ann", green)
        return s

    assert _both(build, "history") == (True, False)
    assert not _holds(build("Hedy Lamarr", ("Huang Di", "Daedalus", "Archimedes")).build(), "history")  # top-left


def test_supremacy_with_one_icon_twice_in_each_of_three_colours() -> None:
    def build(green: str, purple: str = "Mysticism") -> Scenario:
        s = _scenario(echoes=True)
        s.board("ann", "Archery")  # 2 castles
        s.board("ann", "Masonry")  # 3
        s.board("ann", purple)  # Mysticism: 3 castles
        s.board("ann", green)
        return s

    assert _both(build, "supremacy") == (True, False)
    assert not _holds(build("Hedy Lamarr", purple="Philosophy").build(), "supremacy")  # two colours


# --------------------------------------------------------------------------- decrees


def _decrees(g: ScenarioGame) -> set[str]:
    return {o for o in g.options if o.startswith("decree")}


def test_a_colour_decree_with_figures_of_two_values() -> None:
    s = _scenario()
    s.board("ann", "Hedy Lamarr")
    s.hand("ann", "Gilgamesh", "Sun Tzu")  # red 1, red 2
    assert "decree war" in _decrees(s.build())
    s = _scenario()
    s.board("ann", "Shen Kuo")
    s.hand("ann", "Gilgamesh", "Sun Tzu")
    assert _decrees(s.build()) == set()


def test_her_own_decree_karma_with_one_figure() -> None:
    s = _scenario()
    s.board("ann", "Hedy Lamarr")  # may issue Trade with any two figures: one with her karma
    s.hand("ann", "Gilgamesh")
    assert _decrees(s.build()) == {"decree trade"}
    s = _scenario()
    s.board("ann", "Hedy Lamarr")
    s.hand("ann", "Writing")  # no figure: nothing
    assert _decrees(s.build()) == set()


# --------------------------------------------------------------------------- any change, with static karmas


def test_a_special_is_claimed_when_a_static_karma_makes_its_condition_hold_without_a_board_change() -> None:
    # John von Neumann: each card in your hand gives two more clocks. A card drawn into the hand
    # changes no board, yet makes World's twelve clocks (soak game 3:2p+figures found it unclaimed).
    s = _scenario()
    s.board("ann", "Rocketry", "Quantum Theory", "Software", splay="up")  # 7 clocks
    s.board("ann", "John von Neumann")  # 2
    s.board("ann", "The Internet")  # 2: 11 printed, no card in hand
    s.deck("base", 10, "Stem Cells")  # the Draw action: a 10
    g = s.build()
    assert "world" not in g.achievements("ann")
    g = g.draw()
    assert g.hand("ann") == ["Stem Cells"]
    assert "world" in g.achievements("ann")
