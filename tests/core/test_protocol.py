"""The protocol on exact positions: what each choice of a decision means (labels and structured
fields), selections (bounds, picks, one id), verbs and destinations, where events say cards
went, the winning card of a dogma win, and loading a save of the previous format.

The thousands-of-decisions check over random games is tests/core/test_protocol_games.py."""

from __future__ import annotations

import json
from pathlib import Path

import msgspec

from innovation import Decision, Game
from innovation.protocol.events import Event, Place
from innovation.protocol.vocabulary import PROTOCOL_VERSION
from innovation.rules.eventlog import Entry, event_of
from innovation.rules.turn import Engine
from innovation.saves.format import SAVE_VERSION
from innovation.testing import Scenario, ScenarioGame

DATA = Path(__file__).resolve().parents[1] / "data"


def pending(g: ScenarioGame) -> Decision:
    d = g.decision
    assert d is not None
    assert [c.id for c in d.choices] == list(d.options)
    return d


def labels(d: Decision) -> list[str]:
    return [c.label for c in d.choices]


def test_action_choices_name_their_type_target_and_what_a_dogma_would_do() -> None:
    s = Scenario()
    s.board("ann", "Archery", "Oars", splay="left")
    s.board("ann", "Writing")
    s.board("bob", "Sailing")
    s.hand("ann", "Calendar")
    s.exhaust("base", 1)
    d = pending(s.build())
    by_id = {c.id: c for c in d.choices}
    draw = by_id["draw"]
    assert (draw.action, draw.value, draw.label) == ("draw", 2, "Draw a 2")  # no 1s left: a 2 is drawn
    meld = by_id["meld calendar"]
    assert (meld.action, meld.card, meld.owner, meld.zone, meld.label) == (
        "meld",
        "calendar",
        "ann",
        "hand",
        "Meld Calendar (2, blue)",
    )
    oars = by_id["dogma oars"]
    assert (oars.action, oars.card) == ("dogma", "oars")
    assert oars.label == "Dogma Oars — castle: you 3; bob 0, demanded"
    assert d.verb is None and d.selection is None


def test_a_selection_keeps_its_id_counts_down_its_bounds_and_offers_done_only_when_allowed() -> None:
    s = Scenario()
    s.board("ann", "Masonry")
    s.hand("ann", "Archery", "Metalworking", "Mysticism", "Writing")
    g = s.build().dogma("Masonry")
    first = pending(g)
    assert (first.kind, first.verb, first.dest) == ("card", "meld", Place(zone="board", owner="ann", position="top"))
    assert first.selection is not None
    assert (first.selection.min, first.selection.max, first.selection.picked) == (0, 3, ())
    assert first.selection.id == first.number
    assert labels(first) == ["Archery (1, red)", "Metalworking (1, red)", "Mysticism (1, purple)", "Decline"]
    g.answer("Mysticism")
    second = pending(g)
    assert second.selection is not None
    assert second.selection.id == first.selection.id
    assert (second.selection.min, second.selection.max, second.selection.picked) == (0, 2, ("mysticism",))
    assert labels(second)[-1] == "Done"
    g.answer("Archery", "Metalworking")  # up to max: accepted (picked one at a time: no order asked)
    assert pending(g).kind == "action"
    assert g.pile("ann", "red") == ["Archery", "Metalworking"]


def test_an_instruction_in_steps_is_one_selection_with_the_bounds_of_the_whole() -> None:
    s = Scenario()
    s.board("ann", "Tools")
    s.hand("ann", "Writing", "Sailing", "Oars", "Calendar")
    g = s.build().dogma("Tools")
    first = pending(g)  # "You may return three cards": none or three
    assert first.selection is not None
    assert (first.verb, first.selection.min, first.selection.max) == ("return", 0, 3)
    assert first.dest == Place(zone="deck", position="bottom")
    assert "done" in first.options
    g.answer("Writing")
    second = pending(g)
    assert second.selection is not None
    assert second.selection.id == first.selection.id
    assert (second.selection.min, second.selection.max, second.selection.picked) == (2, 2, ("writing",))
    assert "done" not in second.options


def test_an_instruction_in_steps_never_offers_more_picks_than_can_be_made() -> None:
    # Tools with two cards in hand: "return three" can return both, not three.
    s = Scenario()
    s.board("ann", "Tools")
    s.hand("ann", "Writing", "Sailing")
    d = pending(s.build().dogma("Tools"))
    assert d.selection is not None and (d.selection.min, d.selection.max) == (0, 2)

    # Globe: at most as many cards as the hand holds of one colour.
    s = Scenario(expansions=("echoes",))
    s.board("ann", "Globe")
    s.hand("ann", "Archery", "Oars", "Writing")
    d = pending(s.build().dogma("Globe"))
    assert d.selection is not None and (d.verb, d.selection.max) == ("return", 2)

    # Puzzle Cube: a second bottom card only comes from a pile of two or more.
    s = Scenario(expansions=("echoes",))
    s.board("ann", "Puzzle Cube")
    s.board("ann", "Archery")
    d = pending(s.build().dogma("Puzzle Cube"))
    assert d.selection is not None and (d.selection.min, d.selection.max) == (0, 1)
    s.board("ann", "Oars")  # the red pile now holds two
    d = pending(s.build().dogma("Puzzle Cube"))
    assert d.selection is not None and d.selection.max == 2


def test_a_transfer_names_its_destination_and_labels_say_whose() -> None:
    s = Scenario()
    s.board("ann", "Archery")
    s.hand("bob", "Sailing", "Oars")
    s.deck("base", 1, "Writing")
    g = s.build().dogma("Archery")  # bob draws Writing, then hands ann the highest card (all 1s)
    d = pending(g)
    assert d.player == "bob" and d.demand
    assert (d.verb, d.dest) == ("transfer", Place(zone="hand", owner="ann"))
    assert labels(d) == ["Sailing (1, green)", "Oars (1, red)", "Writing (1, blue)"]
    assert all(c.kind == "card" and c.owner == "bob" and c.zone == "hand" for c in d.choices)


def test_hidden_cards_are_offered_by_their_backs_and_never_named() -> None:
    s = Scenario()
    s.score("bob", "Sailing", "Oars")
    s.board("ann", "Pottery")
    game = s.build().game
    asked: list[Decision] = []

    def answer(decision: Decision) -> str:
        asked.append(decision)
        return decision.options[0]

    engine = Engine(game.rules, game.state.clone(), [], answerer=answer)
    engine.choose_card(0, [*engine.state.players[1].score, "pottery"], "Pick one", verb="return")
    d = asked[0]
    hidden, pottery = d.choices
    assert (hidden.kind, hidden.owner, hidden.zone, hidden.set, hidden.age, hidden.card) == (
        "hidden",
        "bob",
        "score",
        "base",
        1,
        None,
    )
    assert hidden.label == "a hidden base 1 in bob's score pile"
    assert pottery.label == "Pottery (1, blue) on your board"  # places differ: each label says where
    assert "Sailing" not in hidden.label and "Oars" not in hidden.label


def test_colour_choices_carry_the_splay_direction() -> None:
    s = Scenario()
    s.board("ann", "Clothing")
    s.board("ann", "Archery", "Oars")
    s.board("ann", "Pottery", "Agriculture")
    s.board("ann", "Code of Laws")
    s.hand("ann", "Sailing")
    g = s.build().dogma("Code of Laws").answer("Sailing")  # tuck a card of a colour on the board?
    d = pending(g)
    assert d.kind == "color"
    assert (d.verb, d.splay) == ("splay", "left")
    assert d.selection is not None and d.selection.min == 0
    assert [(c.kind, c.color) for c in d.choices if c.kind != "done"] == [("color", "green")]


def test_move_events_say_from_where_to_where() -> None:
    s = Scenario()
    s.board("ann", "Agriculture")
    s.hand("ann", "Archery", "Sailing")
    s.deck("base", 2, "Calendar")
    g = s.build().meld("Sailing")
    meld = g.game.events[-1]
    assert meld.kind == "meld"
    assert meld.from_ == Place(zone="hand", owner="ann")
    assert meld.to == Place(zone="board", owner="ann", color="green", position="top")
    g.dogma("Agriculture").answer("Archery")
    ret, draw, score = [e for e in g.game.events if e.kind in ("return", "draw", "score")][-3:]
    assert ret.to == Place(zone="deck", position="bottom") and ret.from_ == Place(zone="hand", owner="ann")
    assert draw.from_ == Place(zone="deck", position="top") and draw.to == Place(zone="hand", owner="ann")
    assert score.card == "calendar" and score.to == Place(zone="score", owner="ann")


def test_events_that_move_nothing_name_the_place_they_concern() -> None:
    # A splay names the pile; a reveal, where the revealed card lies.
    s = Scenario()
    s.board("ann", "Archery", "Oars")
    s.board("ann", "Code of Laws")
    s.hand("ann", "Metalworking")
    g = s.build().dogma("Code of Laws").answer("Metalworking")  # tuck a red card, then may splay red
    assert g.decision is not None and g.decision.kind == "color"
    g.answer("red")  # splay the red pile left
    splay = g.game.events[-1]
    pile = Place(zone="board", owner="ann", color="red")
    assert (splay.kind, splay.color, splay.splay, splay.from_, splay.to) == ("splay", "red", "left", pile, pile)


def test_a_reveal_a_colour_and_a_secret_look_name_where_the_card_lies() -> None:
    s = Scenario(players=("ann", "bob"))
    s.board("ann", "Classification")
    s.hand("ann", "Coal", "Sailing")
    g = s.build().dogma("Classification").answer("red")
    reveal = next(e for e in g.game.events if e.kind == "reveal")
    hand = Place(zone="hand", owner="ann")
    assert (reveal.color, reveal.card, reveal.from_, reveal.to) == ("red", None, hand, hand)

    s = Scenario(players=("ann", "bob"), expansions=("echoes",))
    s.board("ann", "Tuning Fork")
    s.deck("base", 5, "Coal")
    g = s.build().dogma("Tuning Fork").answer("base 5")
    look = next(e for e in g.game.events if e.kind == "look")
    top = Place(zone="deck", position="top")
    assert (look.card, look.set, look.age, look.from_, look.to) == ("coal", "base", 5, top, top)
    assert look.redacted_for("bob").card is None and look.redacted_for("bob").from_ == top

    s = Scenario()
    s.board("ann", "Archery")
    s.hand("ann", "Writing")
    s.deck("base", 1, "Oars")
    game = s.build().game
    events: list[Entry] = []
    Engine(game.rules, game.state.clone(), events).draw_and_reveal(0, 1)
    shown = event_of(events[-1], game.players, game.rules)  # the engine logs entries, worded on reading
    assert (shown.kind, shown.card, shown.from_, shown.to) == ("reveal", "oars", hand, hand)


def test_a_special_achievement_comes_from_the_available_ones_and_a_removal_names_its_pile() -> None:
    s = Scenario()
    s.board("ann", "Metalworking")
    s.counters("ann", scored=4)
    s.deck("base", 1, "Archery", "Oars", "Writing")
    g = s.build().dogma("Metalworking")
    claim = next(e for e in g.game.events if e.kind == "special_achievement")
    assert (claim.card, claim.player, claim.from_, claim.to) == (
        "monument",
        "ann",
        Place(zone="available"),
        Place(zone="achievements", owner="ann"),
    )

    s = Scenario(players=("ann", "bob", "cat"), expansions=("artifacts",))
    s.board("ann", "Exxon Valdez")
    s.board("bob", "Coal")
    s.achievements("bob", "monument")
    g = s.build().dogma("Exxon Valdez")
    removal = next(e for e in g.game.events if e.kind == "remove" and e.card == "monument")
    assert (removal.from_, removal.to) == (Place(zone="achievements", owner="bob"), Place(zone="removed"))
    coal = next(e for e in g.game.events if e.kind == "remove" and e.card == "coal")
    assert coal.from_ == Place(zone="board", owner="bob", color="red", position="top")


def test_a_dogma_win_names_the_winning_card() -> None:
    s = Scenario()
    s.board("ann", "Tools", "Experimentation", "Writing", "Mathematics", "Genetics", splay="up")
    s.board("ann", "Philosophy", "Empiricism", splay="up")
    s.board("ann", "Paper")
    s.deck("base", 9, "Fission")
    g = s.build().dogma("Empiricism").answer("green", "yellow")
    assert g.result is not None
    assert (g.result.reason, g.result.card, g.result.winners) == ("dogma", "empiricism", ["ann"])


def test_a_save_of_format_1_loads_with_its_event_places_upgraded() -> None:
    # Written by the engine before this protocol (save format 1), paused in the middle of a dogma.
    text = (DATA / "save_v1_mid_dogma.json").read_text()
    game = Game.from_json(text)
    assert game.pending is not None and game.pending.kind == "color"
    assert game.pending.choices and game.pending.verb is not None
    draws = [e for e in game.events if e.kind == "draw"]
    assert draws[0].from_ == Place(zone="deck") and draws[0].to is not None and draws[0].to.zone == "hand"
    again = game.to_json()
    assert f'"version":{SAVE_VERSION}' in again and f'"protocol":"{PROTOCOL_VERSION}"' in again
    assert Game.from_json(again).pending == game.pending
    assert list(Game.from_json(again).events) == list(game.events)


def test_a_save_of_format_2_loads_with_every_event_worded_as_it_was() -> None:
    """Written by the engine of save format 2 (worded events, stored whole), paused in the middle
    of a dogma, 3 players, all sets: every event — those in the file and those the load re-runs —
    reads exactly as that engine gave it, to everybody, and survives a save in the new format."""
    text = (DATA / "save_v2_mid_dogma.json").read_text()
    given = msgspec.json.decode(json.dumps(json.loads(text)["payload"]["events"]), type=list[Event])
    # What that engine showed after the answers in the file (the load re-runs them).
    rerun = msgspec.json.decode((DATA / "save_v2_mid_dogma.rerun_events.json").read_bytes(), type=list[Event])
    game = Game.from_json(text)
    assert game.pending is not None and game.pending.kind == "card"
    assert rerun and list(game.events) == given + rerun
    again = Game.from_json(game.to_json())
    assert list(again.events) == list(game.events) and again.pending == game.pending
    for viewer in game.players:
        assert again.view(viewer).events == [e.redacted_for(viewer) for e in game.events]


def test_no_client_words_or_parses_options_itself() -> None:
    """The terminal UI, replay, the web table and the soak harness show the library's labels
    (innovation.rules.labels, Decision.choices): no client builds a card label or splits an option."""
    root = Path(__file__).resolve().parents[2] / "src"
    clients = [*(root / "innovation" / "cli").rglob("*.py"), *(root / "innovation" / "web").rglob("*.py")]
    clients += [*(root / "innovation" / "web" / "static").glob("*.js")]
    private = ("a hidden", ".name} (", "option.partition", "option.split", '.split(":")')
    found = [
        f"{path.relative_to(root)}:{n}: {line.strip()}"
        for path in clients
        for n, line in enumerate(path.read_text().splitlines(), start=1)
        if any(marker in line for marker in private)
    ]
    assert not found, "label or option-parsing logic outside innovation.rules.labels:\n" + "\n".join(found)


def test_the_protocol_page_names_every_field_a_client_reads() -> None:
    import msgspec

    from innovation.protocol.catalogue import CardFacts, Catalogue, Effect, IconFacts, SpecialFacts
    from innovation.protocol.decisions import Choice, Selection
    from innovation.protocol.view import CardView, GameView, PileView, PlayerView
    from innovation.rules.cards import BoardAchievement
    from innovation.rules.state import Result
    from innovation.saves.format import SaveFile

    page = (Path(__file__).resolve().parents[2] / "docs" / "protocol.md").read_text()
    structs = (Decision, Choice, Selection, Event, Place, GameView, PlayerView, PileView, CardView, Result)
    structs += (CardFacts, Catalogue, SpecialFacts, Effect, IconFacts, BoardAchievement, SaveFile)
    missing = [
        f"{cls.__name__}.{f.encode_name}"
        for cls in structs
        for f in msgspec.structs.fields(cls)
        if f"`{f.encode_name}`" not in page and f'"{f.encode_name}"' not in page
    ]
    assert not missing, f"docs/protocol.md does not explain {missing}"
