"""Karma as a core mechanism (docs/hooks.md, "Karma"; docs/rulings.md, "Karma"): would-first and
would-instead karmas around the primitives and actions, when-melded karmas, static modifiers,
where karmas are active, no karma inside a karma, the choice between several, and the boundary
(a karma that raises changes nothing). Written with a test set of karma cards
(tests/core/karma_plugin.py), never an expansion's."""

from __future__ import annotations

import copy

import pytest

from innovation import Game
from innovation.errors import PluginError
from innovation.i18n.wording import localized_events
from innovation.plugin_api import (
    CardBook,
    CardContext,
    CardInfo,
    Color,
    EffectContext,
    Icon,
    KarmaContext,
    Splay,
    Where,
)
from innovation.rules.plugins import build_rules
from innovation.testing import Scenario, ScenarioGame
from tests.core.karma_plugin import KARMIC, Karmic


def _scenario(players: tuple[str, ...] = ("ann", "bob")) -> Scenario:
    return Scenario(players=players, plugins=[Karmic()])


def test_a_karma_is_part_of_its_cards_description() -> None:
    rules = build_rules((), (Karmic(),))
    assert rules.effects["statue"].texts() == [
        "Karma: Each crown on your board provides one additional castle.",
        "Karma: You have five more points.",
    ]
    assert "karma.meld" in rules.implemented and "karma.static.icons" in rules.implemented
    assert not any(name.startswith("karma") for name in build_rules((), ()).implemented)


def test_registration_refuses_unknown_triggers_kinds_and_arguments() -> None:
    book = CardBook("x")
    with pytest.raises(ValueError, match="no trigger 'melt'"):
        book.karma("a", "melt", "first")(lambda ctx: None)
    with pytest.raises(ValueError, match="can only be 'first'"):
        book.karma("a", "draw", "instead")(lambda ctx: None)

    def no_doc(ctx: KarmaContext) -> None:
        pass

    with pytest.raises(ValueError, match="docstring"):
        book.karma("a", "meld", "first")(no_doc)

    def wrong(ctx: KarmaContext, colour: int) -> None:
        """Text."""

    with pytest.raises(ValueError, match="passes no colour"):
        book.karma("a", "meld", "first")(wrong)
    with pytest.raises(ValueError, match="kind"):
        book.karma("a", "meld", "sometimes")(lambda ctx: None)  # type: ignore[arg-type]


def test_a_static_or_a_match_that_declares_an_effect_context_is_refused() -> None:
    """A static and a match are read while nothing executes: they get a CardContext (the owner's,
    on behalf of the karma card), never a run, an activator or a kind of effect."""
    book = CardBook("x")

    def static_wanting_a_run(ctx: KarmaContext) -> int:
        """Text."""
        return 0

    with pytest.raises(ValueError, match="static_wanting_a_run: its ctx is a CardContext"):
        book.karma("a", "score", "static")(static_wanting_a_run)

    def match_wanting_a_run(ctx: EffectContext, card: str) -> bool:
        return True

    def meld_first(ctx: KarmaContext, card: str) -> None:
        """Text."""

    with pytest.raises(ValueError, match="the match of meld_first: its ctx is a CardContext"):
        book.karma("a", "meld", "first", match=match_wanting_a_run)(meld_first)

    def card_static(ctx: CardContext) -> int:
        """Text."""
        return 0

    book.karma("a", "score", "static")(card_static)  # as declared: accepted


# ------------------------------------------------------------------ would … instead
def test_meld_instead_replaces_the_meld_and_its_follow_up() -> None:
    s = _scenario()
    s.board("ann", "Purger").hand("ann", "Archery", "Writing")
    g = s.build().meld("Archery")
    assert g.score("ann") == ["Archery"] and g.pile("ann", "red") == []
    assert "ann executes a karma of Purger." in g.events()
    g.meld("Writing")  # not red: no karma
    assert g.pile("ann", "blue") == ["Writing"]


def test_a_karma_is_active_only_on_its_owners_top_card() -> None:
    s = _scenario()
    s.board("ann", "Purger").hand("bob", "Archery", "Oars")
    s.board("bob", "Tucker", "Code of Laws")  # bob's karma card is covered
    s.turn("bob")
    g = s.build().meld("Archery")
    assert g.pile("bob", "red") == ["Archery"]  # ann's Purger reacts to ann's melds only
    engine = g.game.engine()
    engine.tuck(1, "oars")  # bob's Tucker is covered: the tuck happens
    assert engine.state.players[1].piles[Color.RED] == ["oars", "archery"]


def test_anyone_karma_reacts_to_every_players_event() -> None:
    s = _scenario()
    s.board("ann", "Tucker").hand("bob", "Agriculture")
    s.turn("bob")
    g = s.build()
    engine = g.game.engine()
    before = len(engine.state.decks["base"][0])
    engine.tuck(1, "agriculture")
    assert "agriculture" in engine.state.decks["base"][0] and len(engine.state.decks["base"][0]) == before + 1


def test_dogma_instead_replaces_the_whole_dogma() -> None:
    s = _scenario()
    s.board("ann", "Oracle", "Archery").hand("bob", "Writing")
    g = s.build()
    assert g.pile("ann", "red") == ["Archery"]
    hand_before = len(g.hand("ann"))
    g.dogma("Archery")
    assert g.hand("bob") == ["Writing"]  # the demand never ran
    assert len(g.hand("ann")) == hand_before + 1 and g.game.engine().cards[g.game.state.players[0].hand[-1]].age == 2


def test_demand_instead_skips_the_demand_for_that_player_only() -> None:
    s = _scenario(("ann", "bob", "cat"))
    s.board("ann", "Archery", "Masonry")
    s.board("bob", "Shield").hand("bob", "Writing").hand("cat", "Pottery")
    g = s.build().dogma("Archery")
    while g.decision is not None and g.decision.kind != "action":
        g.answer(g.decision.options[0])
    assert "Writing" in g.hand("bob")  # shielded
    assert "Pottery" not in g.hand("cat")  # cat had to give the highest card


def test_splay_instead_and_transfer_instead() -> None:
    s = _scenario()
    s.board("ann", "Writing", "Tools", "Splayer").board("ann", "Victor").hand("bob", "Agriculture")
    g = s.build()
    engine = g.game.engine()
    hand = len(engine.state.players[0].hand)
    assert engine.splay(0, Color.BLUE, Splay.LEFT) is False  # Splayer: a 1 drawn instead
    assert engine.state.players[0].splays[Color.BLUE] == Splay.NONE
    assert len(engine.state.players[0].hand) == hand + 1
    assert engine.splay(0, Color.BLUE, Splay.LEFT, by=1) is True  # another's splay of ann's pile: no karma
    engine.transfer(0, "agriculture", Where("score", 0))  # Victor: scored instead
    assert engine.state.players[0].score == ["agriculture"] and engine.state.players[0].scored_this_turn == 1


def test_may_splay_and_must_splay_say_nothing_was_splayed_after_a_splay_instead() -> None:
    s = _scenario()
    s.board("ann", "Writing", "Tools", "Splayer")
    g = s.build()
    ctx = g.game.engine().hook_context(0)
    assert ctx.must_splay([Color.BLUE], Splay.LEFT) is None  # Splayer: a 1 drawn instead
    assert ctx.state.players[0].splays[Color.BLUE] == Splay.NONE


# ------------------------------------------------------------------ would … first
def test_score_first_runs_then_the_score_happens() -> None:
    s = _scenario()
    s.board("ann", "Herald").hand("ann", "Writing")
    g = s.build()
    engine = g.game.engine()
    engine.score(0, "writing")
    pl = engine.state.players[0]
    assert pl.score == ["writing"] and len(pl.hand) == 1 and engine.cards[pl.hand[0]].age == 1


def test_a_first_karma_returning_true_replaces_the_event() -> None:
    s = _scenario()
    s.board("ann", "Wanderer", "Writing")  # highest top card: 1 (Wanderer) … Writing is blue, age 1
    s.board("ann", "Metalworking")
    g = s.build()
    g.draw()  # a draw of a 1: no karma
    assert len(g.hand("ann")) == 1
    engine = g.game.engine()
    engine.draw(0, 3)  # not the action: first a 1, then the 3
    assert sorted(engine.cards[c].age for c in engine.state.players[0].hand) == [1, 1, 3]


def test_no_karma_inside_a_karma() -> None:
    s = _scenario()
    s.board("ann", "Looper").hand("ann", "Writing", "Agriculture", "Pottery")
    g = s.build().meld("Writing")
    # Looper first melds another card (which does not trigger Looper again), then Writing
    assert g.pile("ann", "blue")[-1] == "Writing"
    assert g.pile("ann", "yellow") == ["Agriculture"] and "Pottery" in g.hand("ann")


def test_the_turn_player_chooses_one_of_several_would_karmas() -> None:
    s = _scenario()
    s.board("ann", "Purger", "Sorter").hand("ann", "Archery")
    g = s.build().meld("Archery")
    d = g.decision
    assert d is not None and d.kind == "option" and d.player == "ann" and len(d.options) == 2
    g.answer(next(o for o in d.options if "Sorter" in d.choices[d.options.index(o)].label))
    assert g.pile("ann", "red") == ["Archery"] and g.score("ann") == []  # tucked, not scored


# ------------------------------------------------------------------ when melded
def test_when_melded_fires_after_the_meld_by_any_means() -> None:
    s = _scenario()
    s.hand("ann", "Phoenix")
    g = s.build().meld("Phoenix")
    assert g.pile("ann", "red") == ["Phoenix"] and len(g.score("ann")) == 1


# ------------------------------------------------------------------ statics
def test_static_icons_score_cost_and_claim_value() -> None:
    s = _scenario()
    s.board("ann", "Statue")  # hex crown castle crown: 2 crowns, 1 castle printed
    g = s.build()
    assert g.icons("ann", Icon.CROWN) == 2 and g.icons("ann", Icon.CASTLE) == 1 + 2
    assert g.points("ann") == 5
    s2 = _scenario()
    s2.board("ann", "Miser").score("ann", "Writing")  # 1 point, top card value 1
    engine = s2.build().game.engine()
    assert engine.achievement_cost(0, 3) == 10 and engine.claim_top_value(0) == 3
    assert engine.eligible_for(0, 1) is True and engine.eligible_for(0, 2) is False  # costs 0, 5
    s3 = _scenario()
    s3.board("ann", "Miser").score("ann", "Writing", "Archery", "Oars", "Pottery", "Agriculture")  # 5 points
    engine = s3.build().game.engine()
    assert engine.eligible_for(0, 2) is True and engine.eligible_for(0, 3) is False  # top 1 + 2 = 3: 3 costs 10
    assert engine.eligible_achievement_ages(0) == [1, 2]


def test_static_achievements_count_toward_the_win() -> None:
    s = _scenario()
    s.board("ann", "Victor").achievements("ann", "Agriculture", "Pottery", "Clothing", "Sailing")
    s.hand("ann", "Writing")
    g = s.build()
    assert g.game.engine().achievement_count(0) == 5
    engine = g.game.engine()
    with pytest.raises(Exception, match="achievements"):
        engine.achieve(0, engine.state.achievements[0])


# ------------------------------------------------------------------ the boundary
def test_a_karma_that_raises_leaves_the_game_as_it_was() -> None:
    s = _scenario()
    s.board("ann", "Faulty", "Metalworking").deck("base", 1, "Oars")
    g: ScenarioGame = s.build()
    before = copy.deepcopy(g.game.to_json())
    with pytest.raises(Exception, match="faulty karma"):
        g.dogma("Metalworking")  # draws and reveals; a castle card is scored: Faulty raises first
        while g.decision is not None and g.decision.kind != "action":
            g.answer(g.decision.options[0])
    assert g.game.to_json() == before


def test_cards_in_the_test_set_are_the_karma_cards() -> None:
    assert all(isinstance(info, CardInfo) for info in KARMIC)


def test_a_demand_first_karma_can_make_the_same_demand_back() -> None:
    s = _scenario()
    s.board("ann", "Archery", "Masonry").hand("ann", "Writing")
    s.board("bob", "Retaliator").hand("bob", "Pottery")
    s.deck("base", 1, "Oars", "Clothing")  # Clothing on top: drawn first
    g = s.build().dogma("Archery")
    while g.decision is not None and g.decision.kind != "action":
        g.answer(g.decision.options[0])
    # bob first demanded Archery of ann (ann drew Clothing, gave her highest card), then ann of bob
    assert "bob executes the demand of Archery." in g.events()
    assert len(g.hand("ann")) + len(g.hand("bob")) == 4


def test_one_karma_with_two_triggers_is_one_text() -> None:
    rules = build_rules((), (Karmic(),))
    texts = rules.effects["hoarder"].texts()
    assert texts == [
        "Karma: If you would return or remove a card, score it instead.",
        "Karma: If you would draw a sharing bonus, first draw a 1 and note the dogma's featured icon.",
    ]
    s = _scenario()
    s.board("ann", "Hoarder").hand("ann", "Writing", "Oars")
    engine = s.build().game.engine()
    engine.return_card(0, "writing")
    engine.remove(0, "oars")
    assert sorted(engine.state.players[0].score) == ["oars", "writing"]


def test_the_sharing_bonus_draw_tells_karmas_the_featured_icon() -> None:
    s = _scenario()
    s.board("ann", "Hoarder", "Writing")  # Writing: draw a 2 (lightbulbs); bob's Tools shows as many
    s.board("bob", "Tools")
    g = s.build().dogma("Writing")
    counters = g.game.state.counters
    assert counters["hoarder_icon"] == Icon.LIGHTBULB
    hand = sorted(g.game.rules.cards[c].age for c in g.game.state.players[0].hand)
    assert hand == [1, 1, 2]  # Writing's 2, the karma's 1, then the bonus (a 1: the highest top card)


def test_zone_static_score_pile_as_cards_see_it_and_effect_age() -> None:
    s = _scenario()
    s.board("ann", "Scholar").hand("ann", "Writing", "Oars").score("ann", "Pottery")
    g = s.build()
    assert g.points("ann") == 3  # Pottery, and the two cards in hand count as in the score pile
    engine = g.game.engine()
    ctx = engine.hook_context(0)
    assert sorted(ctx.score_pile()) == ["oars", "pottery", "writing"] and sorted(ctx.hand()) == ["oars", "writing"]
    assert ctx.effect_age(3) == 10 and engine.hook_context(1).effect_age(3) == 3


def test_dogma_with_other_counts_and_dogma_targets() -> None:
    s = _scenario()
    s.board("ann", "Hegemon").score("ann", "Pottery")  # ann 1 point, bob 0
    s.board("bob", "Archery").hand("bob", "Writing")
    g = s.build()
    d = g.decision
    assert d is not None and "dogma archery" in d.options  # Hegemon: bob's top red card
    g.dogma("Archery")  # by the points: bob has fewer, so the demand reaches him
    while g.decision is not None and g.decision.kind != "action":
        g.answer(g.decision.options[0])
    assert len(g.hand("ann")) == 1 and len(g.hand("bob")) == 1  # demanded although bob shows more castles
    assert any("activates the dogma of Archery" in e for e in g.events())


def test_win_first_karma_may_win_instead() -> None:
    s = _scenario()
    s.board("bob", "Jester").score("bob", "Pottery", "Writing")
    s.achievements("ann", "Agriculture", "Clothing", "Sailing", "Oars", "Archery")  # one short
    s.hand("ann", "Tools")
    g = s.build()
    engine = g.game.engine()
    assert engine.state.players[0].achievements
    with pytest.raises(Exception) as over:
        engine.achieve(0, engine.state.achievements[0])  # ann would win: Jester first, bob has more points
    result = getattr(over.value, "result", None)
    assert result is not None and result.winners == ["bob"]


def test_achievement_cards_and_draw_value() -> None:
    s = _scenario()
    s.board("ann", "Collector").hand("ann", "Writing").score("ann", "Pottery", "Oars", "Archery", "Tools", "Sailing")
    g = s.build()
    d = g.decision
    assert d is not None and "achieve writing" in d.options
    assert next(c for c in d.choices if c.id == "draw").value == 3
    g.act("achieve writing")
    assert g.achievements("ann") == ["Writing"]
    g.draw()
    assert any(g.game.rules.cards[c].age == 3 for c in g.game.state.players[0].hand)


def test_draw_and_foreshadow_is_a_draw_then_a_foreshadow_each_with_its_karmas() -> None:
    s = Scenario(players=("ann", "bob"), expansions=("echoes",), plugins=[Karmic()])
    s.board("ann", "Seer").deck("base", 2, "Mathematics")
    g = s.build()
    engine = g.game.engine()
    card = engine.draw_and_foreshadow(0, 2)
    assert card == "mathematics" and engine.state.players[0].piles[Color.BLUE] == ["mathematics"]
    assert engine.state.players[0].zones.get("forecast", []) == []


def test_group_moves_report_only_the_cards_that_moved() -> None:
    s = _scenario()
    s.board("ann", "Hoarder").hand("ann", "Writing", "Mathematics", "Oars")
    engine = s.build().game.engine()
    ctx = engine.hook_context(0)
    assert ctx.return_cards(["writing", "mathematics"]) == []  # Hoarder scored them instead
    assert sorted(engine.state.players[0].score) == ["mathematics", "writing"]
    assert ctx.return_card("oars") is False


def test_transfer_cards_reports_only_the_cards_that_moved() -> None:
    s = _scenario()
    s.board("ann", "Victor").hand("ann", "Writing", "Mathematics")
    engine = s.build().game.engine()
    ctx = engine.hook_context(0)
    assert ctx.transfer_cards(["writing"], Where("score", 0)) == []  # Victor scored it instead
    assert engine.state.players[0].score == ["writing"]
    assert ctx.transfer_cards(["mathematics"], Where("hand", 1)) == ["mathematics"]
    assert engine.state.players[1].hand == ["mathematics"]


def test_shuffle_supply_shuffles_one_pile_with_the_games_generator() -> None:
    engine = _scenario().build().game.engine()
    before = list(engine.state.decks["base"][2])
    engine.hook_context(0).shuffle_supply(3)
    after = engine.state.decks["base"][2]
    assert sorted(after) == sorted(before) and after != before
    with pytest.raises(ValueError, match="no base supply pile of value 12"):
        engine.hook_context(0).shuffle_supply(12)


def test_a_plugins_own_triggers_run_through_would_and_statics() -> None:
    s = _scenario()
    s.board("ann", "Stoic")
    engine = s.build().game.engine()
    ann, bob = engine.hook_context(0), engine.hook_context(1)
    assert ann.would("karmic.fade") is True and bob.would("karmic.fade") is False
    assert ann.statics("karmic.permit", what="decree") == ["yes to decree"] and bob.statics("karmic.permit") == []
    with pytest.raises(ValueError, match="not a plugin's trigger"):
        ann.statics("score")
    with pytest.raises(ValueError, match="no would-karma trigger"):
        ann.would("fade")
    with pytest.raises(ValueError, match="takes color"):
        ann.would("inspire")
    assert ann.would("inspire", color=0) is False  # no inspire karma in play


def test_a_static_that_returns_nonsense_is_a_plugin_error_and_changes_nothing() -> None:
    s = _scenario()
    s.hand("ann", "Broken")
    g = s.build()
    before = g.game.to_json()
    with pytest.raises(PluginError, match=r"static '(score|icons)' karma returned"):
        g.meld("Broken")  # on top, its statics are read (icons, points): refused, nothing changed
    assert g.game.to_json() == before
    assert g.hand("ann") == ["Broken"]


def test_a_game_with_karma_events_saves_loads_and_words_them_in_every_language() -> None:
    s = _scenario()
    s.board("ann", "Purger", "Archery", "Masonry").hand("ann", "Oars").board("bob", "Retaliator")
    g = s.build().meld("Oars")
    g.dogma("Archery")
    while g.decision is not None and g.decision.kind != "action":
        g.answer(g.decision.options[0])
    loaded = Game.from_json(g.game.to_json(), plugins=g.game.config.plugins)
    assert [e.text for e in loaded.events] == [e.text for e in g.game.events]
    texts = [e.text for e in g.game.events]
    assert "ann executes a karma of Purger." in texts and "bob executes the demand of Archery." in texts
    korean = [e.text for e in localized_events(g.game.events, g.game.rules, "ko", "ann")]
    assert any("카르마" in t for t in korean) and any("요구 효과" in t for t in korean)
