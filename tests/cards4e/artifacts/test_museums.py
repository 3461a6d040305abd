"""Museums and the 4th edition's free action, dig and meld (RULES-4e.md §6; docs/rulings.md,
"Museums"), tested from the rules: after the free action the displayed artifact goes into a museum
(or to the hand when none is free); when no museum is free every museum's artifact is returned and
the player with the most museums claims one as an achievement; a Meld action may meld an artifact
from one's museums; a dig may take an artifact of the covered card's value from an opponent's
museum. The 3rd edition keeps its display rules (tests/expansions/test_artifacts_rules.py)."""

from __future__ import annotations

from innovation import Game
from innovation.plugin_api import CardBook, CardInfo, CardSet, Color, Context, EffectContext, EffectFn, hookimpl
from innovation.testing import Scenario, ScenarioGame, unfinished_sets
from tests.cards4e.artifacts.art4e import ART, artifacts4e


def free_museums(g: ScenarioGame) -> list[str]:
    names = g.game.rules.cards
    return [names[c].name for c in g.game.state.zones["free_museums"]]


def on_display_at_turn_start(s: Scenario, artifact: str) -> Scenario:
    return s.zone("ann", "display", artifact).turn("ann", fresh=True)


# ---------------------------------------------------------------- the free action, then a museum
def test_the_free_action_is_dogma_or_pass_never_return() -> None:
    g = on_display_at_turn_start(artifacts4e(), "Cross of Coronado").build()
    assert g.decision is not None and g.decision.kind == "option"
    assert g.options == ("dogma", "pass")


def test_after_the_free_dogma_the_artifact_goes_into_a_museum() -> None:
    s = on_display_at_turn_start(artifacts4e(), "Cross of Coronado").hand("ann", "Writing")
    g = s.build().answer("dogma")  # one card in hand: no win
    assert g.result is None
    assert any("Cross of Coronado" in t for t in g.events("dogma"))
    assert g.zone("ann", "display") == []
    assert g.zone("ann", "museums") == ["Museum 1", "Cross of Coronado"]
    assert free_museums(g) == ["Museum 2", "Museum 3", "Museum 4", "Museum 5"]
    assert g.idle  # then the turn's actions


def test_passing_puts_the_artifact_into_a_museum_without_its_effects() -> None:
    s = on_display_at_turn_start(artifacts4e(), "Sibidu Needle").deck("base", 1, "Pottery")
    g = s.build().answer("pass")
    assert g.zone("ann", "museums") == ["Museum 1", "Sibidu Needle"]
    assert g.deck("base", 1)[0] == "Pottery"  # nothing drawn
    assert g.hand("ann") == []


def test_an_artifact_that_left_the_display_during_its_dogma_stays_where_it_went() -> None:
    s = on_display_at_turn_start(artifacts4e(), "Dancing Girl")  # ann: 3 lightbulbs from the artifact
    s.board("bob", "Philosophy")  # 3 lightbulbs, as many: bob is compelled
    g = s.build().answer("dogma")
    assert g.pile("bob", "yellow") == ["Dancing Girl"]  # compelled onto bob's board
    assert g.zone("ann", "museums") == []
    assert len(free_museums(g)) == 5


def test_the_last_free_museum_empties_every_museum() -> None:
    s = on_display_at_turn_start(artifacts4e(), "Cross of Coronado")  # age 4
    s.zone("bob", "museums", "Museum 1", "Holy Grail", "Museum 2", "Excalibur")  # ages 2, 3
    s.zone("ann", "museums", "Museum 3", "Sibidu Needle", "Museum 4", "Mona Lisa")  # ages 1, 4
    g = s.build().answer("pass")
    g.answer("Mona Lisa")  # ann orders the two 4s going to the same pile
    # Cross of Coronado took Museum 5: none is free, so every museum's artifact is returned ...
    for age, name in ((2, "Holy Grail"), (3, "Excalibur"), (1, "Sibidu Needle")):
        assert g.deck_bottom("artifacts", age) == [name]
    assert set(g.deck_bottom("artifacts", 4, 2)) == {"Cross of Coronado", "Mona Lisa"}
    # ... ann, holding three museums to bob's two, claims one of them as an achievement ...
    assert g.achievements("ann") == ["Museum 3"]
    # ... and the other four are free again.
    assert sorted(free_museums(g)) == ["Museum 1", "Museum 2", "Museum 4", "Museum 5"]
    assert g.zone("ann", "museums") == [] and g.zone("bob", "museums") == []


def test_a_tie_for_the_most_museums_awards_none() -> None:
    s = on_display_at_turn_start(artifacts4e(), "Cross of Coronado")
    s.achievements("ann", "Museum 5")  # claimed before: four museums are left
    s.zone("bob", "museums", "Museum 1", "Holy Grail", "Museum 2", "Excalibur")
    s.zone("ann", "museums", "Museum 4", "Sibidu Needle")
    g = s.build().answer("pass")  # Cross of Coronado takes Museum 3: two museums each
    assert g.achievements("ann") == ["Museum 5"] and g.achievements("bob") == []
    assert sorted(free_museums(g)) == ["Museum 1", "Museum 2", "Museum 3", "Museum 4"]
    assert g.deck_bottom("artifacts", 4) == ["Cross of Coronado"]


def test_with_no_museum_left_the_artifact_goes_to_the_hand() -> None:
    s = on_display_at_turn_start(artifacts4e(), "Cross of Coronado")
    s.achievements("ann", "Museum 1", "Museum 2", "Museum 3").achievements("bob", "Museum 4", "Museum 5")
    g = s.build().answer("pass")
    assert g.hand("ann") == ["Cross of Coronado"]
    assert g.zone("ann", "museums") == [] and free_museums(g) == []


# ---------------------------------------------------------------- meld from a museum
def test_a_meld_action_may_meld_an_artifact_from_ones_museums_freeing_the_museum() -> None:
    s = artifacts4e().zone("ann", "museums", "Museum 2", "Holy Grail")
    g = s.build()
    assert "meld holy_grail" in g.options
    g.meld("Holy Grail")
    assert g.pile("ann", "yellow") == ["Holy Grail"]
    assert g.zone("ann", "museums") == []
    assert sorted(free_museums(g)) == ["Museum 1", "Museum 2", "Museum 3", "Museum 4", "Museum 5"]


def test_melding_the_artifact_of_a_later_museum_frees_that_museum() -> None:
    """A museum holds one artifact: the one melded leaves its own museum free, the other museum
    keeps its artifact (tools/same_games.py found the first museum freed instead)."""
    s = artifacts4e().zone("ann", "museums", "Museum 2", "Excalibur", "Museum 3", "Holy Grail")
    g = s.build().meld("Holy Grail")
    assert g.zone("ann", "museums") == ["Museum 2", "Excalibur"]
    assert sorted(free_museums(g)) == ["Museum 1", "Museum 3", "Museum 4", "Museum 5"]


def test_no_meld_from_the_display_nor_from_an_opponents_museum() -> None:
    s = artifacts4e().zone("ann", "display", "Excalibur").zone("bob", "museums", "Museum 1", "Holy Grail")
    g = s.build()
    assert "meld excalibur" not in g.options
    assert "meld holy_grail" not in g.options


# ---------------------------------------------------------------- dig
def _dig_scenario() -> Scenario:
    s = artifacts4e().board("ann", "Construction").hand("ann", "Metalworking")  # covers a 2 with a 1: dig 2
    return s.deck("artifacts", 2, "Holy Lance")


def test_a_dig_may_take_an_artifact_of_the_covered_value_from_an_opponents_museum() -> None:
    s = _dig_scenario().zone("bob", "museums", "Museum 1", "Holy Grail", "Museum 2", "Excalibur")
    g = s.build().meld("Metalworking")
    assert g.decision is not None and g.decision.player == "ann"
    assert set(g.options) == {"deck", "holy_grail"}  # Excalibur is a 3: not offered
    g.answer("holy_grail")
    # The artifact moves with its museum into ann's museums (not onto her display).
    assert g.zone("ann", "museums") == ["Museum 1", "Holy Grail"]
    assert g.zone("bob", "museums") == ["Museum 2", "Excalibur"]
    assert g.zone("ann", "display") == []
    assert g.deck("artifacts", 2)[0] == "Holy Lance"


def test_a_dig_may_still_take_the_top_artifact() -> None:
    s = _dig_scenario().zone("bob", "museums", "Museum 1", "Holy Grail")
    g = s.build().meld("Metalworking").answer("deck")
    assert g.zone("ann", "display") == ["Holy Lance"]
    assert g.zone("bob", "museums") == ["Museum 1", "Holy Grail"]


def test_without_museum_artifacts_of_that_value_the_dig_asks_nothing() -> None:
    s = _dig_scenario().zone("bob", "museums", "Museum 1", "Excalibur")
    g = s.build().meld("Metalworking")
    assert g.zone("ann", "display") == ["Holy Lance"]


def test_ones_own_museum_is_not_dug() -> None:
    s = _dig_scenario().zone("ann", "museums", "Museum 1", "Holy Grail")
    g = s.build().meld("Metalworking")
    assert g.zone("ann", "display") == ["Holy Lance"]
    assert g.zone("ann", "museums") == ["Museum 1", "Holy Grail"]


def test_an_empty_artifact_pile_leaves_the_museum_artifact() -> None:
    s = artifacts4e().board("ann", "Construction").hand("ann", "Metalworking").exhaust("artifacts", 2)
    s.zone("bob", "museums", "Museum 1", "Holy Grail")
    g = s.build().meld("Metalworking")
    assert g.zone("ann", "museums") == ["Museum 1", "Holy Grail"]  # the only choice: taken
    assert g.zone("bob", "museums") == []


# ---------------------------------------------------------------- echo effects skipped on the free dogma
_PROBE_CARD = CardInfo(
    id="echo_probe_card",
    name="Echo Probe Card",
    set="echoprobe",
    age=1,
    color=int(Color.RED),
    icons=(0, 1, 1, 1),
    dogma_icon=1,
    demand_kind=None,
    non_demand_count=0,
)
_probe_book = CardBook("echoprobe")


def _draw_a_one(ctx: EffectContext) -> None:
    """Draw a 1."""
    ctx.draw(1)


class EchoProbe:
    """Gives every dogma one echo effect (draw a 1), as Echoes' visible echo effects would."""

    PLUGIN_NAME = "echoprobe"

    @hookimpl
    def innovation_register_cards(self) -> CardSet:
        return CardSet(name="echoprobe", cards=(_PROBE_CARD,), effects=_probe_book.build((_PROBE_CARD,)), supply=False)

    @hookimpl
    def innovation_dogma_effects(self, ctx: Context, card: str) -> list[EffectFn]:
        return [_draw_a_one]


def test_the_free_dogma_runs_no_echo_effect_but_an_action_does() -> None:
    s = Scenario(expansions=ART, edition="fourth", unfinished=True, plugins=(EchoProbe(),))
    s.zone("ann", "display", "Cross of Coronado").board("ann", "Mona Lisa").turn("ann", fresh=True)
    s.deck("base", 1, "Pottery", "Tools")
    g = s.build().answer("dogma")
    assert g.hand("ann") == []  # the free dogma: no echo effect
    g.dogma("Mona Lisa")  # an action: the echo effect runs first (then Mona Lisa asks a number)
    assert g.hand("ann")[:1] == ["Pottery"]


# ---------------------------------------------------------------- museums are public, saved, checked
def test_museums_are_public_in_the_views() -> None:
    s = artifacts4e().zone("ann", "museums", "Museum 1", "Holy Grail")
    g = s.build()
    view = g.game.view("bob")
    ann = view.players[0]
    assert [c.id for c in ann.zones["museums"]] == ["museum_1", "holy_grail"]
    assert [c.id for c in view.zones["free_museums"]] == ["museum_2", "museum_3", "museum_4", "museum_5"]


def test_a_game_with_museums_saves_and_loads() -> None:
    s = artifacts4e().zone("ann", "museums", "Museum 1", "Holy Grail").achievements("bob", "Museum 2")
    g = s.build()
    with unfinished_sets():
        copy = Game.from_json(g.game.to_json())
    assert copy.state.players[0].zones["museums"] == ["museum_1", "holy_grail"]
    assert copy.state.players[1].achievements == ["museum_2"]


# ---------------------------------------------------------------- effects moving all of a player's cards
# A Museum card is a part of the table, not a card of its holder's (docs/rulings.md, "Museums"): an
# effect that moves all of a player's cards moves the artifact in a museum and leaves the Museum
# card, which is free again (before museums are next filled or counted, and at the next turn).
MUSEUM_IDS = {f"museum_{k}" for k in range(1, 6)}


def _museums_all_kept(g: ScenarioGame) -> None:
    st = g.game.state
    held = [c for pl in st.players for c in pl.zones.get("museums", ()) if c in MUSEUM_IDS]
    achieved = [c for pl in st.players for c in pl.achievements if c in MUSEUM_IDS]
    assert sorted([*st.zones["free_museums"], *held, *achieved]) == sorted(MUSEUM_IDS)
    assert not MUSEUM_IDS & set(st.zones.get("junk", ()))


def test_fission_junks_the_artifact_in_a_museum_but_not_the_museum() -> None:
    s = artifacts4e()
    s.board("ann", "Fission", "Writing")
    s.zone("ann", "museums", "Museum 1", "Holy Grail")
    s.zone("bob", "museums", "Museum 2", "Excalibur")
    s.deck("base", 10, "Robotics")  # red: every non-achievement card goes to the junk
    g = s.build().dogma("Fission")
    assert {"Holy Grail", "Excalibur", "Fission", "Writing", "Robotics"} <= set(g.junk())
    assert not any(name.startswith("Museum") for name in g.junk())
    _museums_all_kept(g)
    assert [c for pl in g.game.state.players for c in pl.zones["museums"] if c not in MUSEUM_IDS] == []


def test_after_fission_the_emptied_museums_are_free_at_the_next_turn() -> None:
    s = artifacts4e()
    s.board("ann", "Fission", "Writing")
    s.zone("bob", "museums", "Museum 2", "Excalibur")
    s.deck("base", 10, "Robotics")
    s.deck("base", 1, "Archery", "Sailing", "Tools")
    s.turn("ann", actions_left=1)
    g = s.build().dogma("Fission")
    assert g.decision is not None and g.decision.player == "bob"  # bob's turn has begun
    assert g.zone("bob", "museums") == []
    assert sorted(free_museums(g)) == ["Museum 1", "Museum 2", "Museum 3", "Museum 4", "Museum 5"]
