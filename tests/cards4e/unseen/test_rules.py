"""The Unseen's rules in the core and its plugin (RULES-4e.md §§4, 7; rulings in docs/rulings.md):
the set's editions, the safe and its limit, secrets claimed by the Achieve action, the Unseen draw
(OPEN 3), the five special achievements and the number of achievements to win. Cards of the
hand-registered probe set (``probe.py``) use the safe's primitives one at a time."""

from __future__ import annotations

import pytest

from innovation import Game, GameConfig
from innovation.errors import ConfigError
from innovation.testing import Scenario, unfinished_sets
from tests.cards4e.unseen import probe
from tests.cards4e.unseen.unseen4e import base_draws, scenario, secrets

BASE_ONES = ("Pottery", "Writing", "Tools", "Archery", "Oars", "Clothing", "Sailing")


def probe_scenario(players: tuple[str, ...] = ("ann", "bob"), **kw: object) -> Scenario:
    return scenario(players, plugins=(probe,), **kw)  # type: ignore[arg-type]


# ---------------------------------------------------------------- editions and the unfinished set
@pytest.mark.parametrize("edition", ["third", "first", "last"])
def test_the_unseen_is_refused_outside_the_fourth_edition_with_the_reason(edition: str) -> None:
    with pytest.raises(ConfigError, match=r"'unseen' set is not available in the (3rd|1st) edition: The Unseen is "):
        GameConfig(players=("ann", "bob"), edition=edition, expansions=("unseen",))


def test_the_unseen_is_complete_every_card_has_its_effects() -> None:
    """All 115 cards registered: the set builds without ``unfinished`` (it was refused until then)."""
    game = Game.new(GameConfig(players=("ann", "bob"), edition="fourth", expansions=("unseen",)))
    unseen = [c for c, info in game.rules.cards.items() if info.set == "unseen"]
    assert len(unseen) == 115 and all(c in game.rules.effects for c in unseen)


def test_a_new_game_gives_every_player_an_empty_safe_and_base_opening_hands() -> None:
    with unfinished_sets():
        game = Game.new(GameConfig(players=("ann", "bob", "cat"), edition="fourth", expansions=("unseen", "echoes")))
    for pl in game.state.players:
        assert pl.zones["safe"] == []
        assert all(game.rules.cards[c].set == "base" for pile in pl.piles for c in pile)
        assert all(game.rules.cards[c].set == "base" for c in pl.hand)
    assert len(game.state.decks["unseen"]) == 11
    assert all(game.state.decks["unseen"][age - 1] for age in range(1, 12))


def test_the_unseen_adds_one_achievement_to_win() -> None:
    with unfinished_sets():
        alone = Game.new(GameConfig(players=("ann", "bob"), edition="fourth"))
        with_unseen = Game.new(GameConfig(players=("ann", "bob"), edition="fourth", expansions=("unseen",)))
        both = Game.new(GameConfig(players=("ann", "bob"), edition="fourth", expansions=("unseen", "echoes")))
    need = [g.view("ann").achievements_to_win for g in (alone, with_unseen, both)]
    assert need == [6, 7, 8]


# ---------------------------------------------------------------- the safe and its limit
@pytest.mark.parametrize(("splay", "limit"), [("none", 5), ("left", 4), ("right", 3), ("up", 2), ("aslant", 1)])
def test_the_safe_holds_five_minus_the_highest_splay(splay: str, limit: int) -> None:
    s = probe_scenario()
    s.board("ann", "Probe Hoard").board("ann", "Calendar", "Mathematics", splay=splay)
    s.hand("ann", *BASE_ONES[:6])
    g = s.build().dogma("Probe Hoard")
    assert secrets(g, "ann") == list(BASE_ONES[:limit])
    assert g.hand("ann") == list(BASE_ONES[limit:6])
    assert g.game.view("ann").players[0].zone_limits["safe"] == limit
    assert g.events("zone_full")  # a card stayed out, and the log says so


def test_a_full_safe_takes_nothing_drawn_into_it() -> None:
    s = probe_scenario()
    s.board("ann", "Probe Vault").zone("ann", "safe", *BASE_ONES[:5])
    s.deck("unseen", 3, "Cliffhanger").deck("base", 3, "Compass")
    g = s.build().dogma("Probe Vault")
    assert secrets(g, "ann") == list(BASE_ONES[:5])
    assert g.deck("unseen", 3)[0] == "Cliffhanger" and g.deck("base", 3)[0] == "Compass"
    assert g.events("zone_full")


def test_a_secret_drawn_into_the_safe_is_the_unseen_draw_when_it_is_the_first_take() -> None:
    s = probe_scenario()
    s.board("ann", "Probe Vault").deck("unseen", 3, "Cliffhanger")
    g = s.build().dogma("Probe Vault")
    assert secrets(g, "ann") == ["Cliffhanger"]


def test_an_available_achievement_is_safeguarded_and_stays_when_the_safe_is_full() -> None:
    s = probe_scenario()
    s.board("ann", "Probe Stash").available_achievements("Agriculture", "Calendar")
    g = s.build().dogma("Probe Stash")
    assert secrets(g, "ann") == ["Agriculture"] and g.available_achievements() == ["Calendar"]
    s = probe_scenario()
    s.board("ann", "Probe Stash").available_achievements("Agriculture").zone("ann", "safe", *BASE_ONES[:5])
    g = s.build().dogma("Probe Stash")
    assert g.available_achievements() == ["Agriculture"] and len(secrets(g, "ann")) == 5


def test_a_revealed_secret_goes_back_into_a_full_safe() -> None:
    s = probe_scenario()
    s.board("ann", "Probe Peek").board("ann", "Calendar", "Mathematics", splay="aslant")
    s.zone("ann", "safe", "Pottery", "Writing")  # two secrets over the limit of 1 (splayed later)
    g = s.build().dogma("Probe Peek")
    assert secrets(g, "ann") == ["Pottery", "Writing"]
    assert g.events("reveal")


def test_a_secret_transferred_to_an_opponents_safe_obeys_their_limit() -> None:
    s = probe_scenario()
    s.board("ann", "Probe Heist").zone("bob", "safe", "Pottery")
    g = s.build().dogma("Probe Heist")
    assert secrets(g, "ann") == ["Pottery"] and secrets(g, "bob") == []
    s = probe_scenario()
    s.board("ann", "Probe Heist").board("ann", "Calendar", "Mathematics", splay="aslant")
    s.zone("ann", "safe", "Writing").zone("bob", "safe", "Pottery")
    g = s.build().dogma("Probe Heist")
    assert secrets(g, "ann") == ["Writing"] and secrets(g, "bob") == ["Pottery"]


# ---------------------------------------------------------------- secrets claimed by the Achieve action
def test_the_achieve_action_claims_a_secret_under_the_usual_eligibility() -> None:
    s = probe_scenario()
    s.board("ann", "Compass").zone("ann", "safe", "Translation").score("ann", "Calendar", "Mathematics", "Paper")
    s.score("ann", "Optics", "Medicine", "Perspective")  # 2+2+3+3+3+4 = 17 points, 15 needed for a 3
    s.available_achievements("Agriculture")
    g = s.build()
    assert "achieve secret 3" in g.options
    choice = next(c for c in g.decision.choices if c.id == "achieve secret 3")  # type: ignore[union-attr]
    assert (choice.action, choice.zone, choice.value, choice.card) == ("achieve", "safe", 3, None)
    g.act("achieve secret 3")
    assert g.achievements("ann") == ["Translation"] and secrets(g, "ann") == []


def test_a_secret_is_not_offered_without_the_points_or_the_top_card() -> None:
    s = probe_scenario()
    s.board("ann", "Compass").zone("ann", "safe", "Translation", "Perspective").score("ann", "Calendar")
    g = s.build()
    assert not [o for o in g.options if o.startswith("achieve secret")]
    s = probe_scenario()
    s.board("ann", "Calendar").zone("ann", "safe", "Translation").score(
        "ann", "Paper", "Optics", "Medicine", "Perspective", "Anatomy"
    )
    g = s.build()
    assert not [o for o in g.options if o.startswith("achieve secret")]  # top card 2 < 3


def test_the_player_picks_which_secret_of_the_value_to_claim() -> None:
    s = probe_scenario()
    s.board("ann", "Compass").zone("ann", "safe", "Translation", "Optics")
    s.score("ann", "Anatomy", "Perspective", "Invention", "Navigation")  # 16 points
    g = s.build().act("achieve secret 3")
    assert g.decision is not None and g.decision.verb == "achieve"
    g.answer("Optics")
    assert g.achievements("ann") == ["Optics"] and secrets(g, "ann") == ["Translation"]


def test_a_second_achievement_of_a_value_costs_more() -> None:
    s = probe_scenario()
    s.board("ann", "Compass").zone("ann", "safe", "Translation").achievements("ann", "Medicine")
    s.score("ann", "Anatomy", "Perspective", "Invention", "Navigation")  # 16 points < 30 for a second 3
    g = s.build()
    assert "achieve secret 3" not in g.options


# ---------------------------------------------------------------- the Unseen draw (OPEN 3)
def test_the_first_draw_of_a_turn_is_an_unseen_card_and_the_second_a_base_card() -> None:
    s = probe_scenario()
    s.board("ann", "Agriculture").deck("unseen", 1, "Dance").deck("base", 1, "Pottery", "Writing")
    g = s.build().draw()
    assert g.hand("ann") == ["Dance"]
    g.draw()
    assert g.hand("ann") == ["Dance", "Pottery"]


def test_a_player_who_took_a_card_this_turn_draws_base_cards() -> None:
    s = base_draws(probe_scenario(), "ann")
    s.board("ann", "Agriculture").deck("base", 1, "Pottery")
    g = s.build().draw()
    assert g.hand("ann") == ["Pottery"]


def test_each_player_has_their_first_take_in_any_players_turn() -> None:
    s = probe_scenario()
    s.board("ann", "Probe Vault").board("bob", "Probe Stash")  # bob shares (three crowns each)
    s.deck("unseen", 3, "Cliffhanger", "Masquerade").deck("base", 3, "Compass", "Paper")
    g = s.build().dogma("Probe Vault")
    assert secrets(g, "bob") == ["Cliffhanger"] and secrets(g, "ann") == ["Masquerade"]
    # the sharing bonus: ann's second take this turn is a base card
    assert g.hand("ann") and all(g.game.rules.cards[g.scenario.card_id(c)].set == "base" for c in g.hand("ann"))


def test_a_first_take_that_is_not_a_base_draw_uses_the_chance_up() -> None:
    s = probe_scenario()
    s.board("ann", "Probe Deck Grab").deck("base", 4, "Navigation").deck("base", 2, "Calendar")
    s.deck("unseen", 2, "Padlock")
    g = s.build().dogma("Probe Deck Grab")
    assert secrets(g, "ann") == ["Navigation"] and g.hand("ann") == ["Calendar"]


def test_an_echoes_draw_first_uses_the_chance_up() -> None:
    s = scenario(expansions=("echoes",), plugins=(probe,))
    s.board("ann", "Probe Meld First")  # the single highest top card: an Echoes draw
    s.deck("echoes", 1, "Bell").deck("base", 1, "Pottery").deck("unseen", 1, "Dance")
    g = s.build().dogma("Probe Meld First")
    assert g.pile("ann", "purple") == ["Bell"]  # then two top 1s: no Echoes draw
    assert g.hand("ann") == ["Pottery"]  # ... and no Unseen draw either (BGA)


def test_an_empty_unseen_pile_gives_a_base_card() -> None:
    s = probe_scenario()
    s.board("ann", "Agriculture").exhaust("unseen", 1).deck("base", 1, "Pottery")
    g = s.build().draw()
    assert g.hand("ann") == ["Pottery"]


# ---------------------------------------------------------------- the special achievements
def test_confidence_needs_a_top_five_and_four_secrets() -> None:
    s = probe_scenario()
    s.board("ann", "Banking").board("ann", "Probe Hoard").zone("ann", "safe", *BASE_ONES[:3]).hand("ann", "Oars")
    g = s.build().dogma("Probe Hoard")
    assert "confidence" in g.achievements("ann")
    s = probe_scenario()
    s.board("ann", "Measurement").board("ann", "Probe Hoard").zone("ann", "safe", *BASE_ONES[:2]).hand("ann", "Oars")
    assert "confidence" not in s.build().dogma("Probe Hoard").achievements("ann")
    s = probe_scenario()
    s.board("ann", "Navigation").board("ann", "Probe Hoard").zone("ann", "safe", *BASE_ONES[:3]).hand("ann", "Oars")
    assert "confidence" not in s.build().dogma("Probe Hoard").achievements("ann")  # top card 4


def _melds(card: str, *board: str, achievements: tuple[str, ...] = ()) -> list[str]:
    s = probe_scenario()
    for top in board:
        s.board("ann", top)
    if achievements:
        s.achievements("ann", *achievements)
    s.hand("ann", card)
    return s.build().meld(card).achievements("ann")


def test_zen_needs_a_top_six_and_no_odd_top_card() -> None:
    assert "zen" in _melds("Calendar", "Classification")
    assert "zen" not in _melds("Agriculture", "Classification")
    assert "zen" not in _melds("Calendar", "Anatomy")  # top card 4


def test_anonymity_needs_a_top_seven_and_no_standard_achievement() -> None:
    assert "anonymity" in _melds("Bicycle", achievements=("monument",))
    assert "anonymity" not in _melds("Bicycle", achievements=("Agriculture",))
    assert "anonymity" not in _melds("Classification")


def test_anonymity_is_not_denied_by_a_museum_claimed_as_an_achievement() -> None:
    """A Museum card kept as an achievement is no standard achievement (docs/rulings.md "Museums")."""
    s = probe_scenario(expansions=("artifacts",))
    s.achievements("ann", "museum_1")
    s.hand("ann", "Bicycle")
    assert "anonymity" in s.build().meld("Bicycle").achievements("ann")


def test_folklore_needs_a_top_eight_and_no_factory() -> None:
    assert "folklore" in _melds("Antibiotics")
    assert "folklore" not in _melds("Antibiotics", "Coal")
    assert "folklore" not in _melds("Bicycle")


def test_mystery_needs_a_top_nine_and_fewer_than_five_colours() -> None:
    assert "mystery" in _melds("Ecology")
    assert "mystery" not in _melds("Ecology", "Computers", "Fission", "Satellites", "Services")
    assert "mystery" not in _melds("Antibiotics")


def test_a_card_claims_a_special_achievement_whatever_its_condition() -> None:
    s = probe_scenario()
    s.board("ann", "Probe Zen")
    g = s.build().dogma("Probe Zen")
    assert "zen" in g.achievements("ann") and "zen" not in g.specials_available()


# ---------------------------------------------------------------- primitives the cards asked for
def test_replacing_may_with_must_takes_away_the_declines() -> None:
    s = base_draws(probe_scenario(), "ann")
    s.board("ann", "Probe Blackmail").hand("ann", "Pottery", "Writing").deck("base", 1, "Tools").deck(
        "base", 2, "Calendar"
    )
    g = s.build().dogma("Probe Blackmail")
    d = g.decision
    assert (
        d is not None
        and "done" not in d.options
        and set(d.options)
        == {
            g.scenario.card_id("Pottery"),
            g.scenario.card_id("Writing"),
        }
    )
    g.answer("Writing")  # the yes/no that follows is answered yes without asking
    assert secrets(g, "ann") == ["Writing"] and g.hand("ann") == ["Pottery", "Tools", "Calendar"]


def test_the_same_card_without_must_may_decline() -> None:
    s = base_draws(probe_scenario(), "ann")
    s.board("ann", "Probe Maybe").hand("ann", "Pottery")
    g = s.build().dogma("Probe Maybe")
    assert g.decision is not None and "done" in g.decision.options
    g.answer("done", "no")
    assert secrets(g, "ann") == [] and g.hand("ann") == ["Pottery"]


def test_action_memory_is_shared_with_nested_executions() -> None:
    s = base_draws(probe_scenario(), "ann")
    s.board("ann", "Probe Blackmail").hand("ann", "Pottery").deck("base", 1, "Tools").deck("base", 2, "Calendar")
    g = s.build().dogma("Probe Blackmail")  # a single card to safeguard, and "yes": nothing asked
    assert secrets(g, "ann") == ["Pottery"] and g.hand("ann") == ["Tools", "Calendar"]


def test_a_coin_flip_is_seeded_and_announced() -> None:
    results = set()
    for seed in range(12):
        s = Scenario(
            ("ann", "bob"), edition="fourth", expansions=("unseen",), plugins=(probe,), unfinished=True, seed=seed
        )
        s.board("ann", "Probe Coin")
        g = s.build().dogma("Probe Coin")
        flips = g.events("coin_flip")
        assert len(flips) == 1
        won = "wins" in flips[0]
        assert len(g.hand("ann")) == (1 if won else 0)
        results.add(won)
    assert results == {True, False}
