"""The 4th edition's core rules (RULES-4e.md §§1–5), each tested from the rules text: editions and
player counts, ages 1–11 and the end of the game, standard achievements 1–10 and their cost,
special achievements at the end of an action, the junk, splay aslant, the avatar, self-/fully
execute and the chain achievement, the distance rule with 4 and 5 players.

The rules are driven by the hand-registered probe set of ``tests/fourth/probe.py``, whose cards
are not all written for play, so these games are built with ``unfinished=True``
(``innovation.testing``)."""

from __future__ import annotations

from collections import OrderedDict

import pytest

import innovation.rules.plugins
from innovation import Game, GameConfig
from innovation.errors import ConfigError
from innovation.plugin_api import CardSet, Color, hookimpl
from innovation.rules.cards import Icon, Splay
from innovation.testing import Scenario, unfinished_sets
from tests.fourth import probe

FIVE = ("ann", "bob", "cat", "dan", "eve")
FOUR = FIVE[:4]


def scenario(players: tuple[str, ...] = ("ann", "bob"), **kw: object) -> Scenario:
    return Scenario(players, edition="fourth", unfinished=True, plugins=(probe,), **kw)  # type: ignore[arg-type]


# ---------------------------------------------------------------- §1 editions, players, sets
class _Unwritten:
    """A set of one 4th-edition card whose effect is not written yet (a set being written)."""

    @hookimpl
    def innovation_register_cards(self) -> CardSet:
        return CardSet(name="probe", cards=(probe._card("unwritten_card", Color.RED),), supply=False)


def test_an_unfinished_fourth_edition_is_refused_loudly() -> None:
    from innovation.rules.plugins import build_rules

    assert build_rules((), (), {"edition": "fourth"}).unfinished == ()  # the base set is complete
    with pytest.raises(ConfigError, match=r"1 cards of the 'probe' set have no effects in the 4th edition"):
        build_rules((), (_Unwritten(),), {"edition": "fourth"})
    with unfinished_sets():
        assert build_rules((), (_Unwritten(),), {"edition": "fourth"}).unfinished == ("unwritten_card",)


def test_sets_not_in_the_fourth_edition_are_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    # Every shipped set plays in the 4th edition now: a plugin whose EDITIONS (read on its
    # entry-point module) leaves it out stands for one that does not.
    import innovation_cities.plugin

    monkeypatch.setattr(innovation_cities.plugin, "EDITIONS", ("third", "first"))
    # Rules built earlier in this process (a 4th-edition Cities game of another test) are shared
    # from the build caches without loading the plugins again: start from empty caches.
    monkeypatch.setattr(innovation.rules.plugins, "_FRONT", OrderedDict())
    monkeypatch.setattr(innovation.rules.plugins, "_CACHE", OrderedDict())
    with pytest.raises(ConfigError, match="'cities' set is not available in the 4th edition"):
        GameConfig(players=("ann", "bob"), edition="fourth", expansions=("cities",))


def test_every_fourth_edition_set_plays_without_the_testing_switch() -> None:
    # Artifacts was the last set still being written (Martian Internet); an unfinished set is
    # refused (test_an_unfinished_fourth_edition_is_refused_loudly).
    for expansions in (("artifacts",), ("echoes",), ("cities",), ("artifacts", "cities", "echoes")):
        config = GameConfig(players=("ann", "bob"), edition="fourth", expansions=expansions)
        assert Game.new(config).pending is not None


def test_five_players_only_in_the_fourth_edition() -> None:
    with pytest.raises(ConfigError, match="3rd edition is for 2 to 4 players"):
        GameConfig(players=FIVE)
    with pytest.raises(ConfigError, match="2 to 5 players"):
        GameConfig(players=(*FIVE, "fay"), edition="fourth")
    with unfinished_sets():
        assert GameConfig(players=FIVE, edition="fourth").seating == FIVE
        assert GameConfig(players=FOUR, edition="fourth", teams=True).seating == ("ann", "bob", "cat", "dan")


def test_plugins_see_the_edition_when_the_rules_are_built() -> None:
    g = scenario().build()
    assert g.game.rules.options["edition"] == "fourth"
    assert g.game.rules.edition.max_age == 11
    assert len(g.game.rules.cards) == 115 + len(probe.CARDS)


# ---------------------------------------------------------------- §2 set-up
def test_a_new_fourth_edition_game_has_eleven_ages_ten_achievements_and_the_junk() -> None:
    with unfinished_sets():
        game = Game.new(GameConfig(players=FIVE, seed=3, edition="fourth"))
    st = game.state
    assert len(st.decks["base"]) == 11
    assert sorted(game.rules.cards[a].age for a in st.achievements) == list(range(1, 11))
    assert st.zones["junk"] == []
    assert len(st.decks["base"][10]) == 10  # the 11s: none set aside
    assert all(len(p.hand) == 2 for p in st.players)


@pytest.mark.parametrize(
    ("players", "teams", "needed"), [(2, False, 6), (3, False, 5), (4, False, 4), (5, False, 3), (4, True, 6)]
)
def test_achievements_to_win_are_eight_less_the_players(players: int, teams: bool, needed: int) -> None:
    g = scenario(FIVE[:players], teams=teams).build()
    assert g.game.engine().achievements_to_win() == needed


def test_with_five_players_the_first_two_turns_have_one_action() -> None:
    with unfinished_sets():
        game = Game.new(GameConfig(players=FIVE, seed=1, edition="fourth"))
        for _ in range(5):  # the opening melds
            d = game.pending
            assert d is not None and d.kind == "initial_meld"
            game.answer(d.player, d.options[0])
        actions = []
        for _ in range(4):
            d = game.pending
            assert d is not None and d.kind == "action"
            actions.append((game.state.turn, game.state.actions_left))
            game.answer(d.player, "draw")
    assert actions == [(1, 1), (2, 1), (3, 2), (3, 1)]


# ---------------------------------------------------------------- §3 age 11, the end, achieving
def test_a_draw_reaches_the_elevens() -> None:
    g = scenario().board("ann", "Software").exhaust("base", 10).deck("base", 11, "Climatology").build()
    g.draw()
    assert g.hand("ann")[-1:] == ["Climatology"]


def test_a_draw_above_eleven_ends_the_game_by_score() -> None:
    g = scenario().board("ann", "Software").score("bob", "Agriculture").exhaust("base", 10).exhaust("base", 11).build()
    g.draw()
    assert g.over
    assert g.result is not None and g.result.reason == "score" and "past age 11" in g.result.detail
    assert g.winners == ["bob"]


def test_an_achievement_of_a_value_already_held_costs_more() -> None:
    # 5·V·(k+1): ann holds one 3 already, so another 3 costs 30 points, not 15.
    s = scenario().board("ann", "Compass").achievements("ann", "Engineering")
    s.score("ann", "Masonry", "Metalworking", "Mysticism", "Oars", "Pottery", "Sailing", "The Wheel")
    s.score("ann", "Tools", "Writing", "Agriculture", "Clothing", "Archery", "City States", "Code of Laws")
    s.available_achievements("Feudalism", "Construction")
    g = s.build()
    assert g.points("ann") == 14
    assert "achieve 3" not in g.options and "achieve 2" in g.options  # 2: no 2 held, costs 10


def test_an_achievement_of_a_value_already_held_is_claimable_with_enough_points() -> None:
    s = scenario().board("ann", "Compass").achievements("ann", "Engineering").available_achievements("Feudalism")
    s.score("ann", "Climatology", "Software", "Databases")  # 11 + 10 + 10 = 31 ≥ 30
    g = s.build()
    g.achieve(3)
    assert g.achievements("ann") == ["Engineering", "Feudalism"]


# ---------------------------------------------------------------- §5 special achievements
def test_a_special_achievement_is_claimed_at_the_end_of_the_action() -> None:
    # Monument (4th edition): four top cards with a demand effect — checked when the action ends.
    s = scenario().board("ann", "Archery", "City States", "Mapmaking").hand("ann", "Machinery")
    g = s.build()
    g.meld("Machinery")
    assert "monument" in g.achievements("ann")
    kinds = [e.kind for e in g.game.events[-2:]]
    assert kinds[-1] == "special_achievement"


def test_a_condition_that_holds_only_during_the_action_earns_nothing() -> None:
    s = scenario().board("ann", "Pottery", "Tools", splay="right")
    s.board("ann", "Clothing", "Sailing", splay="up").board("ann", "Agriculture", "Masonry", splay="right")
    s.board("ann", "Code of Laws", "Mysticism", splay="up").board("ann", "Archery", "probe_flicker")
    g = s.build()
    g.dogma("probe_flicker")
    assert "wonder" not in g.achievements("ann")
    assert "wonder" in g.specials_available()


def test_wonder_counts_an_aslant_pile_at_the_end_of_the_action() -> None:
    s = scenario().board("ann", "Pottery", "Tools", splay="right")
    s.board("ann", "Clothing", "Sailing", splay="up").board("ann", "Agriculture", "Masonry", splay="right")
    s.board("ann", "Code of Laws", "Mysticism", splay="aslant").board("ann", "Archery", "probe_two_wonders")
    g = s.build()
    g.dogma("probe_two_wonders")
    assert "wonder" in g.achievements("ann")


def test_special_achievement_ties_go_from_the_left_of_the_acting_player() -> None:
    # ann's effect completes Wonder for ann first, then for cat; at the end of the action the
    # players are checked from ann's left (bob, cat, ann): cat claims it.
    s = scenario(("ann", "bob", "cat"))
    for who, red in (("ann", ("Archery", "probe_two_wonders")), ("cat", ("Oars", "Metalworking"))):
        blue, green, yellow, purple = (
            (("Pottery", "Tools"), ("Clothing", "Sailing"), ("Agriculture", "Masonry"), ("Code of Laws", "Mysticism"))
            if who == "ann"
            else (
                ("Writing", "Calendar"),
                ("The Wheel", "Mapmaking"),
                ("Domestication", "Machinery"),
                ("City States", "Monotheism"),
            )
        )
        s.board(who, *blue, splay="right").board(who, *green, splay="up").board(who, *yellow, splay="aslant")
        s.board(who, *purple, splay="right").board(who, *red)
    g = s.build()
    g.dogma("probe_two_wonders")
    assert "wonder" in g.achievements("cat")
    assert "wonder" not in g.achievements("ann")


# ---------------------------------------------------------------- §4 junk, aslant, avatar
def test_each_kind_of_junk() -> None:
    s = scenario().board("ann", "probe_junker").board("ann", "Archery", "Oars").hand("ann", "Tools")
    s.score("ann", "Writing", "Sailing").deck("base", 3, "Compass").available_achievements("Mapmaking", "Medicine")
    s.board("bob", "Pottery")  # 0 crowns: bob does not share
    g = s.build()
    threes = len(g.game.state.decks["base"][2])
    g.dogma("probe_junker")
    junk = g.junk()
    assert junk[:5] == ["Tools", "Oars", "Writing", "Sailing", "Compass"]
    assert len(junk) == 5 + threes + 1 - 1 and junk[-1] == "Mapmaking"
    assert g.deck("base", 3) == [] and g.hand("ann") == [] and g.score("ann") == []
    assert g.pile("ann", "red") == ["Archery"] and g.available_achievements() == ["Medicine"]
    assert {e.kind for e in g.game.events if e.to is not None and e.to.zone == "junk"} == {"junk"}
    # the junk is face up: bob's view shows every card in it
    view = g.game.view("bob")
    assert [c.id for c in view.zones["junk"]] == g.game.state.zones["junk"]


def test_splay_aslant_shows_all_four_slots_of_the_covered_cards() -> None:
    s = scenario().board("ann", "Clothing", "Sailing", splay="aslant")  # covered Clothing: hex crown leaf leaf
    g = s.build()
    assert g.splay("ann", "green") == "aslant"
    assert g.icons("ann", Icon.CROWN) == 1 + 2 and g.icons("ann", Icon.LEAF) == 2 + 1


def test_the_avatar_is_counted() -> None:
    g = scenario().board("ann", "probe_avatar").build()
    assert g.icons("ann", Icon.AVATAR) == 3


def test_there_is_no_aslant_splay_before_the_fourth_edition() -> None:
    s = Scenario(plugins=(probe,)).board("ann", "Archery", "probe_flicker")
    g = s.build()
    with pytest.raises(ValueError, match="no splay aslant in the 3rd edition"):
        g.dogma("probe_flicker")
    assert g.splay("ann", "red") == "none"  # nothing changed


# ---------------------------------------------------------------- §4 self-/fully execute, chain achievement
def test_self_execute_runs_only_the_non_demand_effects_unshared() -> None:
    s = scenario().board("ann", "probe_self").board("bob", "probe_full").hand("bob", "Tools")
    s.deck("base", 1, "Writing", "Pottery")
    g = s.build()
    g.dogma("probe_self")  # bob (3 crowns) shares probe_self: he self-executes the target too
    assert g.score("ann") == [] and g.hand("bob")[0] == "Tools"  # no demand
    assert g.hand("bob") == ["Tools", "Writing"] and g.hand("ann")[:1] == ["Pottery"]
    assert any("self-executes" in t for t in g.events("execute"))


def test_fully_execute_runs_the_demand_against_the_usual_opponents() -> None:
    s = scenario().board("ann", "probe_full").hand("bob", "Tools").board("bob", "Pottery")
    s.deck("base", 1, "Writing")
    g = s.build()
    g.dogma("probe_full")
    assert g.score("ann") == ["Tools"]  # bob has fewer crowns: the demand reached him
    assert g.hand("ann") == ["Writing"]
    assert g.achievements("ann") == []  # a single nested execution earns no chain achievement


def test_a_self_execute_inside_a_self_execute_earns_a_chain_achievement() -> None:
    s = scenario().board("ann", "probe_chain").board("bob", "Pottery").deck("base", 11, "Climatology")
    g = s.build()
    g.dogma("probe_chain")  # chain → self-executes Probe Self → self-executes Probe Target
    assert g.achievements("ann") == ["Climatology"]
    assert any(e.kind == "chain_achievement" for e in g.game.events)


# ---------------------------------------------------------------- §5 the distance rule
def _distance(players: tuple[str, ...]) -> Scenario:
    s = scenario(players).board("ann", "probe_share")
    for k, who in enumerate(players[1:]):
        s.board(who, f"probe_crowns_{k}")  # 3 crowns each: all share
    return s


def test_distance_rule_four_players_the_opposite_player_pays_to_share() -> None:
    s = _distance(FOUR).hand("cat", "Tools", "Writing")
    g = s.build()
    g.dogma("probe_share")
    d = g.decision
    assert d is not None and d.player == "cat" and d.verb == "return" and "done" in d.options
    g.answer("Tools")
    assert "Tools" not in g.hand("cat") and len(g.hand("cat")) == 2  # paid, then drew a 1
    assert len(g.hand("bob")) == 1 and len(g.hand("dan")) == 1


def test_distance_rule_four_players_declining_means_not_sharing() -> None:
    g = _distance(FOUR).hand("cat", "Tools").build()
    g.dogma("probe_share")
    g.answer("done")
    assert g.hand("cat") == ["Tools"]


def test_distance_rule_with_an_empty_hand_one_cannot_share() -> None:
    g = _distance(FOUR).build()
    g.dogma("probe_share")
    assert g.idle  # nobody was asked
    assert g.hand("cat") == [] and len(g.hand("bob")) == 1


def test_distance_rule_five_players_the_two_across_pay() -> None:
    s = _distance(FIVE).hand("cat", "Tools").hand("dan", "Writing")
    g = s.build()
    g.dogma("probe_share")
    asked = []
    while not g.idle:
        d = g.decision
        assert d is not None
        asked.append(d.player)
        g.answer("done" if d.player == "dan" else "Tools")
    assert asked == ["cat", "dan"]
    assert len(g.hand("cat")) == 1 and g.hand("dan") == ["Writing"]


def test_distance_rule_a_far_player_may_pay_to_avoid_a_demand() -> None:
    s = scenario(FOUR).board("ann", "probe_demand").hand("cat", "Tools", "Writing").hand("bob", "Pottery")
    s.hand("dan", "Sailing")
    g = s.build()
    g.dogma("probe_demand")
    d = g.decision
    assert d is not None and d.player == "cat" and d.verb == "return"
    g.answer("Tools")
    assert g.score("ann") == ["Pottery", "Sailing"]  # bob and dan hit; cat paid and is spared
    assert g.hand("cat") == ["Writing"]


def test_distance_rule_dogma_of_a_far_opponents_card_costs_a_card() -> None:
    s = scenario(FOUR).hand("ann", "Tools", "Writing").board("cat", "probe_share").board("bob", "probe_avatar")
    s.deck("base", 1, "Pottery")
    g = s.build()
    assert "dogma probe_share" in g.options  # cat sits opposite ann
    assert "dogma probe_avatar" not in g.options  # bob sits next to her
    d = g.decision
    assert d is not None
    far = [c for c in d.choices if c.id == "dogma probe_share"]
    assert far and far[0].owner == "cat" and far[0].action == "dogma"
    g.dogma("probe_share")
    d = g.decision
    assert d is not None and d.player == "ann" and d.verb == "return"
    g.answer("Tools")
    assert "Tools" not in g.hand("ann") and g.deck_bottom("base", 1) == ["Tools"]  # paid with Tools
    assert g.hand("ann")[0] == "Writing" and len(g.hand("ann")) == 3  # then drew a 1 and a sharing bonus


def test_distance_rule_no_far_dogma_with_an_empty_hand() -> None:
    g = scenario(FOUR).board("cat", "probe_share").build()
    assert "dogma probe_share" not in g.options


def test_no_distance_rule_in_a_team_game_or_with_three_players() -> None:
    g = _distance(FOUR).hand("cat", "Tools").build()
    g2 = (
        scenario(FOUR, teams=True)
        .board("ann", "probe_share")
        .board("cat", "probe_crowns_0")
        .hand("cat", "Tools")
        .build()
    )
    g2.dogma("probe_share")
    assert g2.idle and len(g2.hand("cat")) == 2
    g3 = scenario(FIVE[:3]).board("ann", "probe_share").board("cat", "probe_crowns_0").hand("cat", "Tools").build()
    g3.dogma("probe_share")
    assert g3.idle and len(g3.hand("cat")) == 2
    assert g.decision is not None


# ---------------------------------------------------------------- saves
def test_a_fourth_edition_game_saves_and_loads_with_its_junk_and_aslant_piles() -> None:
    s = scenario().board("ann", "probe_junker").board("ann", "Clothing", "Sailing", splay="aslant").hand("ann", "Tools")
    g = s.build()
    g.dogma("probe_junker")
    text = g.game.to_json()
    with unfinished_sets():
        loaded = Game.from_json(text, (probe,))
    assert loaded.state.zones["junk"] == g.game.state.zones["junk"]
    assert loaded.state.players[0].splays[2] == Splay.ASLANT
    assert loaded.to_json() == text


def test_the_catalogue_of_a_fourth_edition_game_names_the_avatar() -> None:
    g = scenario().board("ann", "probe_avatar").build()
    catalogue = g.game.catalogue()
    assert catalogue.cards["probe_avatar"].icons == ["hex", "avatar", "avatar", "avatar"]
    assert catalogue.cards["probe_avatar"].featured == "avatar"
    assert set(catalogue.cards["probe_avatar"].splay_shows) == {"none", "left", "right", "up", "aslant"}
    assert catalogue.cards["the_internet"].featured == "avatar"


def test_a_five_player_game_saves_and_loads_with_the_fifth_seat_in_its_log() -> None:
    """The fifth seat (seat 4) acts and is told about hidden cards: its log entries load back."""
    import random

    game = Game.new(GameConfig(players=FIVE, seed=29, edition="fourth"))
    rnd = random.Random(29)
    while not any(game.legal_actions(p) for p in game.players[4:]):
        player = next(p for p in game.players if game.legal_actions(p))
        game.answer(player, rnd.choice(game.legal_actions(player)))
    game.answer(game.players[4], game.legal_actions(game.players[4])[0])
    text = game.to_json()
    assert Game.from_json(text).to_json() == text
