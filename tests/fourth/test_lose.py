"""``ctx.lose(p=None)``: a card's "you lose" (4th edition; BGA's rule, docs/rulings.md): in a team
game the loser's side loses at once; otherwise the loser leaves the game — the last player left
wins — and all their cards go to the junk; special achievements they hold stay with them."""

from __future__ import annotations

from innovation.plugin_api import CardBook, CardInfo, CardSet, Color, EffectContext, hookimpl
from innovation.testing import Scenario

CROWN = 1


def _card(card_id: str, color: Color) -> CardInfo:
    return CardInfo(
        id=card_id,
        name=card_id.replace("_", " ").title(),
        set="losing",
        age=1,
        color=int(color),
        icons=(0, CROWN, CROWN, CROWN),
        dogma_icon=CROWN,
        demand_kind=None,
        non_demand_count=1,
    )


CARDS = (_card("loser", Color.BLUE), _card("opponent_loses", Color.RED))
book = CardBook("losing")


@book.effect("loser")
def you_lose(ctx: EffectContext) -> None:
    """You lose."""
    ctx.lose()


@book.effect("opponent_loses")
def left_loses(ctx: EffectContext) -> None:
    """The player on your left loses."""
    ctx.lose(ctx.others()[0])


class LosingPlugin:
    @hookimpl
    def innovation_register_cards(self) -> CardSet:
        return CardSet(name="losing", cards=CARDS, effects=book.build(CARDS), supply=False)


def _scenario(players: tuple[str, ...], edition: str = "fourth", teams: bool = False) -> Scenario:
    return Scenario(players, edition=edition, plugins=(LosingPlugin(),), teams=teams)  # type: ignore[arg-type]


def test_a_loser_among_three_leaves_and_all_their_cards_go_to_the_junk() -> None:
    s = _scenario(("ann", "bob", "cat"))
    s.board("ann", "Loser", "Archery", "Oars")
    s.hand("ann", "Sailing")
    s.score("ann", "Tools")
    s.achievements("ann", "Clothing", "Monument")
    g = s.build().dogma("Loser")
    ann = g.game.state.players[0]
    assert ann.eliminated and g.game.result is None  # two players are left: the game goes on
    assert ann.hand == ann.score == [] and not any(ann.piles)
    assert ann.achievements == ["monument"]  # a special achievement is no card: it stays
    assert sorted(g.junk()) == ["Archery", "Clothing", "Loser", "Oars", "Sailing", "Tools"]
    assert g.game.pending is not None and g.game.pending.player != "ann"


def test_the_last_player_left_wins() -> None:
    s = _scenario(("ann", "bob"))
    s.board("ann", "Opponent Loses")
    g = s.build().dogma("Opponent Loses")
    assert g.game.result is not None and g.winners == ["ann"]
    assert g.game.state.players[1].eliminated


def test_in_a_team_game_the_losers_side_loses_at_once() -> None:
    s = _scenario(("ann", "bob", "cat", "dan"), teams=True)
    s.board("ann", "Loser", "Archery")
    g = s.build().dogma("Loser")
    result = g.game.result
    assert result is not None and sorted(g.winners) == ["bob", "dan"]  # ann and cat sit 1 and 3
    assert g.game.state.players[0].piles[Color.BLUE]  # the game is over: nothing is junked


def test_without_the_junk_a_loser_keeps_their_cards() -> None:
    # (The 3rd edition prints no "you lose"; a plugin calling it there eliminates, as Exxon Valdez.)
    s = _scenario(("ann", "bob", "cat"), edition="third")
    s.board("ann", "Loser", "Archery")
    s.hand("ann", "Sailing")
    g = s.build().dogma("Loser")
    ann = g.game.state.players[0]
    assert ann.eliminated and ann.hand == ["sailing"] and ann.piles[Color.RED] == ["archery"]


def test_a_loser_holding_a_museum_junks_its_artifact_and_the_museum_is_free_again() -> None:
    """A Museum card is a part of the table, not one of the loser's cards (docs/rulings.md,
    "Museums"): the artifact in it goes to the junk, the museum stays in the game, free again."""
    s = Scenario(
        ("ann", "bob", "cat"), expansions=("artifacts",), edition="fourth", plugins=(LosingPlugin(),), unfinished=True
    )  # type: ignore[arg-type]
    s.board("ann", "Loser")
    s.zone("ann", "museums", "Museum 1", "Holy Grail")
    g = s.build().dogma("Loser")
    st = g.game.state
    assert "holy_grail" in st.zones["junk"]
    assert not {f"museum_{k}" for k in range(1, 6)} & set(st.zones["junk"])
    g.act("draw", "bob")  # the next turn frees the emptied museum
    assert sorted(st.zones["free_museums"]) == [f"museum_{k}" for k in range(1, 6)]
