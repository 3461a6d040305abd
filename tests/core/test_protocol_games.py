"""The protocol over thousands of seeded random decisions in every expansion combination (and a
first-edition and a team game in each): for each decision, ``choices`` parallel to ``options``,
labels non-empty and free of raw ids, structured fields consistent with the option (a card choice
says where the card lies), every card and colour decision with a verb and a selection whose
bounds are honest (in a copy, a selection answered with picks only accepts every pick and never
asks for more than its max), every card move naming its places, and every decision, view and
event valid against the JSON Schema that ``innovation schema`` prints. Also: ``Game.copy()`` is
independent of its original in random positions of every combination."""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
from functools import cache
from typing import Any

import jsonschema
import msgspec
import pytest

from innovation import Decision, Game, GameConfig
from innovation.protocol.events import Event, Place
from innovation.protocol.vocabulary import ACTION_TYPES, MOVE_EVENT_KINDS, PROTOCOL_VERSION, VERBS, ZONES
from innovation.rules.cards import Color
from innovation.running import resume

COMBOS: tuple[tuple[tuple[str, ...], bool], ...] = (
    ((), False),
    (("artifacts",), False),
    (("artifacts",), True),
    (("echoes",), False),
    (("artifacts", "echoes"), False),
    (("artifacts", "echoes"), True),
)
SEATS = (("ann", "bob"), ("ann", "bob", "cat"), ("ann", "bob", "cat", "dan"))
GAMES_PER_COMBO = 6
CHECKED: dict[str, int] = {"decisions": 0}


def combo_id(value: object) -> str:
    return "+".join(value) or "base" if isinstance(value, tuple) else ("relics" if value else "")


HIDDEN_TOKEN = re.compile(r"\w*:\w+:\w+:\d+")


@cache
def printed_schema() -> dict[str, Any]:
    """The schema exactly as ``innovation schema`` prints it."""
    out = subprocess.run(
        [sys.executable, "-m", "innovation", "schema", "--compact"], check=True, capture_output=True, text=True
    ).stdout
    document: dict[str, Any] = json.loads(out)
    return document


@cache
def validator(root: str) -> jsonschema.protocols.Validator:
    document = dict(printed_schema())
    document.pop("anyOf")
    document["$ref"] = f"#/$defs/{root}"
    cls = jsonschema.validators.validator_for(document)
    cls.check_schema(document)
    return cls(document)


def valid(root: str, value: object) -> None:
    validator(root).validate(json.loads(msgspec.json.encode(value)))


def raw_ids(game: Game) -> set[str]:
    """Card ids that read differently from their names (a label holding one leaks an id)."""
    cards = {cid for cid, info in game.rules.cards.items() if cid != info.name.lower()}
    return cards | {sid for sid, sa in game.rules.specials.items() if sid != sa.name.lower()}


def check_decision(game: Game, d: Decision, ids: set[str]) -> None:
    assert [c.id for c in d.choices] == list(d.options), d
    engine = game.engine()
    for choice in d.choices:
        label = choice.label
        assert label.strip(), choice
        words = set(label.lower().replace("(", " ").replace(")", " ").replace(",", " ").split())
        assert not words & ids, f"raw id in label {label!r}"
        assert not HIDDEN_TOKEN.search(label) and "activator" not in label.lower(), label
        if choice.kind == "card":
            assert choice.card == choice.id and choice.card in game.rules.cards, choice
            where = engine.locate(choice.card)  # the choice says where the card lies
            owner = None if where.player is None else game.players[where.player]
            assert (choice.zone, choice.owner) == (where.zone, owner), choice
        elif choice.kind == "hidden":
            owner, zone, set_name, age = choice.id.split(":")
            assert (choice.owner or "", choice.zone, choice.set, str(choice.age)) == (owner, zone, set_name, age), (
                choice
            )
            assert choice.card is None
        elif choice.kind == "action":
            assert choice.action in ACTION_TYPES, choice
            if choice.action in ("meld", "dogma"):
                assert choice.card is not None and choice.id == f"{choice.action} {choice.card}"
        elif choice.kind == "color":
            assert choice.color == choice.id
        elif choice.kind == "player":
            assert choice.player == choice.id and choice.player in game.players
        elif choice.kind == "value":
            assert choice.value == int(choice.id)
        elif choice.kind == "done":
            assert choice.id == "done"
    if d.kind in ("card", "color", "initial_meld"):
        assert d.verb in VERBS, f"{d.kind} decision without a verb: {d.prompt} (source {d.source})"
        sel = d.selection
        assert sel is not None, d
        assert 0 <= sel.min <= sel.max and sel.max >= 1, sel
        assert ("done" in d.options) == (sel.min == 0), d
    valid("Decision", d)


MOVES = frozenset(MOVE_EVENT_KINDS)
#: Events about a card or a pile that stays where it is: ``from`` and ``to`` are that place.
STILL = frozenset(("reveal", "look", "splay", "rearrange"))
OWNED_ZONES = frozenset(("hand", "board", "score", "achievements", "forecast", "display"))
PLACE_COUNTS: dict[str, int] = {}
#: How the random games ended, by Result.reason (over the whole session).
ENDINGS: dict[str, int] = {}
#: Picks made in copies, answering selections up to their max.
PROBED = {"picks": 0}


def check_place(game: Game, place: Place) -> None:
    assert place.zone in ZONES, place
    assert (place.owner is not None) == (place.zone in OWNED_ZONES), place
    assert place.owner is None or place.owner in game.players, place
    assert (place.color is not None) == (place.zone == "board"), place
    assert place.position is None or place.zone in ("board", "deck"), place


def check_event(game: Game, event: Event) -> None:
    """Every move says from where to where; a card's facts are the catalogue's."""
    kind = event.kind
    if kind in MOVES or kind in STILL or kind == "special_achievement":
        assert event.from_ is not None and event.to is not None, event
        check_place(game, event.from_)
        check_place(game, event.to)
        PLACE_COUNTS[kind] = PLACE_COUNTS.get(kind, 0) + 1
    if kind in STILL:
        assert event.from_ == event.to, event
    if kind in ("splay", "rearrange"):
        assert event.from_ is not None and event.from_.zone == "board" and event.from_.color == event.color, event
        assert event.from_.owner == event.player, event
    if kind == "special_achievement":
        assert event.card in game.rules.specials and event.from_ == Place(zone="available"), event
    if kind in MOVES and event.card in game.rules.cards:
        info = game.rules.cards[event.card]
        assert (event.age, event.set) == (info.age, info.set), event
        for place in (event.from_, event.to):
            assert place is not None
            if place.zone == "board":
                assert place.color == Color(info.color).label, event
        assert event.to is not None
        if event.to.zone in ("board", "deck"):
            # Where a card lands in an ordered pile is known: on top, or tucked under.
            assert event.to.position in ("top", "bottom"), event
        assert event.from_ is not None
        if kind == "draw":
            assert event.from_ == Place(zone="deck", position="top"), event
        elif event.from_.zone == "deck":
            assert event.from_.position in ("top", "bottom"), event
        if kind == "return" and event.to.zone == "deck":
            assert event.to.position == "bottom", event
    elif kind in MOVES:
        assert event.card in game.rules.specials and kind in ("remove", "transfer", "achieve"), event


class Selections:
    """Follows the selections of one game: ids stay, picks grow by the answers, bounds count down."""

    def __init__(self) -> None:
        self.open: dict[int, tuple[int, int, tuple[str, ...]]] = {}
        self.last: tuple[int, str] | None = None

    def see(self, d: Decision) -> None:
        sel = d.selection
        if sel is None:
            return
        before = self.open.get(sel.id)
        if before is None:
            assert sel.id == d.number, d  # a selection is named after its first question
        else:
            _, hi, picked = before
            # The previous question was this selection's, answered with a pick (not "done") …
            assert self.last is not None and self.last[0] == sel.id and self.last[1] != "done", d
            # … which is now among the picks (after the earlier ones; automatic picks may follow) …
            assert sel.picked[: len(picked) + 1] == (*picked, self.last[1]), (before, sel)
            # … and the room left shrank by every pick made since.
            assert 1 <= sel.max <= hi - (len(sel.picked) - len(picked)), (before, sel)
        self.open[sel.id] = (sel.min, sel.max, sel.picked)

    def answered(self, d: Decision, option: str) -> None:
        self.last = None if d.selection is None else (d.selection.id, option)


def pick_up_to_max(game: Game, ids: set[str]) -> int:
    """In a copy, answer the selection now asked with picks only, as far as it goes: every pick up
    to ``max`` is accepted and the selection never asks for more than ``max``."""
    twin = game.copy()
    first = twin.pending
    assert first is not None and first.selection is not None
    sel_id, most = first.selection.id, first.selection.max
    asked = 0
    while (d := twin.pending) is not None and d.selection is not None and d.selection.id == sel_id:
        check_decision(twin, d, ids)
        picks = [o for o in d.options if o != "done"]
        assert picks, d  # a selection question always offers something to pick
        twin.answer(d.player, picks[0], number=d.number)
        asked += 1
        assert len(d.selection.picked) + 1 <= most, (first, d)
    return asked


def play_and_check(game: Game, seed: int) -> int:
    rnd = random.Random(seed)
    ids = raw_ids(game)
    selections = Selections()
    seen = 0
    probes = 0
    while game.pending is not None and seen < 700:
        d = game.pending
        check_decision(game, d, ids)
        selections.see(d)
        sel = d.selection
        if sel is not None and sel.id == d.number and sel.max >= 2 and probes < 4:
            probes += 1
            PROBED["picks"] += pick_up_to_max(game, ids)
        if seen % 25 == 0:
            view = game.view(d.player, events_since=max(0, len(game.events) - 30))
            valid("GameView", view)
        # Prefer picking over stopping, so that selections run up to their max.
        picks = [o for o in d.options if o != "done"]
        option = rnd.choice(picks) if picks and rnd.random() < 0.8 else rnd.choice(d.options)
        game.answer(d.player, option, number=d.number)
        selections.answered(d, option)
        seen += 1
    for event in game.events:
        check_event(game, event)
        valid("Event", event)
    if game.result is not None:
        valid("Result", game.result)
        # A dogma win names the card whose effect won it (Result.card); no other ending does.
        assert (game.result.card in game.rules.cards) == (game.result.reason == "dogma"), game.result
        ENDINGS[game.result.reason] = ENDINGS.get(game.result.reason, 0) + 1
    valid("SaveFile", json.loads(game.to_json()))
    return seen


@pytest.mark.parametrize(
    ("expansions", "relics"), COMBOS, ids=lambda v: "+".join(v) if isinstance(v, tuple) else str(v)
)
def test_every_decision_of_random_games_is_self_describing_and_valid(expansions: tuple[str, ...], relics: bool) -> None:
    total = 0
    PLACE_COUNTS.clear()
    PROBED["picks"] = 0
    for k in range(GAMES_PER_COMBO):
        seed = 1000 + 17 * k + len(expansions)
        players = SEATS[k % len(SEATS)]
        # Rule options change what is asked too: one first-edition game, one 2v2 team game.
        config = GameConfig(
            players=players,
            seed=seed,
            expansions=expansions,
            relics=relics,
            edition="first" if k == 3 else "last",
            teams=len(players) == 4 and k == 5,
        )
        total += play_and_check(Game.new(config), seed)
    assert total >= 1000, total  # thousands over the combinations
    # … and not vacuous: the games met the moves whose places are checked.
    assert {"draw", "meld", "tuck", "score", "return", "transfer", "splay"} <= set(PLACE_COUNTS), PLACE_COUNTS
    assert PROBED["picks"] >= 10, PROBED
    CHECKED["decisions"] += total


def test_the_printed_schema_is_a_valid_2020_12_schema_with_every_root() -> None:
    document = printed_schema()
    jsonschema.Draft202012Validator.check_schema(document)
    assert {"Decision", "GameView", "Event", "Result", "SaveFile", "Catalogue"} <= set(document["$defs"])
    assert document["x-protocol-version"] == PROTOCOL_VERSION
    assert next(iter(document["x-protocol-changes"])) == PROTOCOL_VERSION  # the newest says what it added


def test_the_catalogue_validates_and_draws_every_card() -> None:
    game = Game.new(GameConfig(players=("ann", "bob"), expansions=("artifacts", "echoes"), relics=True))
    catalogue = game.catalogue()
    valid("Catalogue", catalogue)
    assert set(catalogue.cards) == set(game.rules.cards)
    for facts in catalogue.cards.values():
        assert facts.name and facts.icons and set(facts.splay_shows) == {"none", "left", "right", "up"}
    assert catalogue.cards["chopsticks"].echo is not None
    assert any(f.bonus for f in catalogue.cards.values())


def fingerprint(game: Game) -> bytes:
    return game.to_json().encode() + msgspec.json.encode(game.pending) + msgspec.json.encode(list(game.events))


@pytest.mark.parametrize(
    ("expansions", "relics"), COMBOS, ids=lambda v: "+".join(v) if isinstance(v, tuple) else str(v)
)
def test_a_copy_is_independent_of_its_original(expansions: tuple[str, ...], relics: bool) -> None:
    for k in range(4):
        seed = 500 + k
        game = Game.new(GameConfig(players=SEATS[k % 3], seed=seed, expansions=expansions, relics=relics))
        rnd = random.Random(seed)
        stops = sorted(rnd.sample(range(5, 260), 3))
        step = 0
        while game.pending is not None:
            if step in stops:
                before = fingerprint(game)
                twin = game.copy()
                assert fingerprint(twin) == before and twin.pending == game.pending
                for _ in range(rnd.randint(1, 60)):  # play the copy on, mid-dogma or not
                    if twin.pending is None:
                        break
                    twin.answer(twin.pending.player, rnd.choice(twin.pending.options))
                twin.view(twin.players[0])
                assert fingerprint(game) == before, "answering the copy changed the original"
            d = game.pending
            game.answer(d.player, rnd.choice(d.options))
            step += 1
        finished = game.copy()
        assert finished.result == game.result and finished.to_json() == game.to_json()


def test_an_agent_may_copy_the_game_it_is_asked_about() -> None:
    from innovation import RandomAgent, play

    class Copier:
        def __init__(self, seed: int) -> None:
            self.inner = RandomAgent(seed)
            self.copies = 0

        def choose(self, game: Game, decision: Decision) -> str:
            twin = game.copy()
            assert twin.pending == decision
            if twin.pending is not None:  # the copy plays on by request/response, the game does not notice
                twin.answer(decision.player, decision.options[-1])
            self.copies += 1
            return self.inner.choose(game, decision)

    game = Game.new(GameConfig(players=("ann", "bob"), seed=3, expansions=("echoes",)))
    reference = Game.new(GameConfig(players=("ann", "bob"), seed=3, expansions=("echoes",)))
    agents = [Copier(1), Copier(2)]
    play(game, agents)
    play(reference, [RandomAgent(1), RandomAgent(2)])
    assert game.to_json() == reference.to_json()
    assert sum(a.copies for a in agents) > 50


def test_choices_are_the_same_when_their_shared_tables_start_over(monkeypatch: pytest.MonkeyPatch) -> None:
    """Action and card choices are shared per rules (innovation.rules.actions._ActionTables,
    innovation.rules.asking._CardChoices); a table that reaches its bound starts over. Worded again from
    scratch, every decision's choices are the same."""
    from innovation.rules import actions, asking

    def decisions() -> list[object]:
        game = Game.new(GameConfig(players=("ann", "bob", "cat"), seed=61, expansions=("artifacts", "cities")))
        rng = random.Random(2)
        seen: list[object] = []
        while game.pending is not None and len(seen) < 250:
            d = game.pending
            seen.append(d)
            game.answer(d.player, rng.choice(d.options))
        return seen

    expected = decisions()
    monkeypatch.setattr(actions, "ACTION_CHOICES_LIMIT", 3)
    monkeypatch.setattr(asking, "CARD_CHOICES_LIMIT", 3)
    assert decisions() == expected


def test_a_shared_dogma_choice_names_its_own_chooser() -> None:
    """Games of the same rules share action choices: a player seated where another game's player
    sits, before the same opponent, still finds themself the owner of their dogma choices."""

    def dogma_owners(players: tuple[str, str]) -> set[tuple[str, str | None]]:
        game = Game.new(GameConfig(players=players, seed=5))
        rng = random.Random(1)
        owners: set[tuple[str, str | None]] = set()
        while game.pending is not None and len(game.history) < 120:
            d = game.pending
            owners |= {(d.player, c.owner) for c in d.choices if c.action == "dogma"}
            game.answer(d.player, rng.choice(d.options))
        return owners

    assert {chooser for chooser, _ in dogma_owners(("ann", "bob"))} == {"ann", "bob"}
    owners = dogma_owners(("cat", "bob"))
    assert {chooser for chooser, _ in owners} == {"cat", "bob"}
    assert all(chooser == owner for chooser, owner in owners)


@pytest.mark.skipif(not resume.HAVE_GREENLET, reason="greenlet is not installed")
@pytest.mark.parametrize(
    "config",
    [
        GameConfig(players=("ann", "bob"), seed=3),
        GameConfig(players=("ann", "bob", "cat"), seed=8, expansions=("artifacts", "echoes")),
    ],
)
def test_dogma_labels_give_the_icon_counts_at_each_decision(config: GameConfig) -> None:
    """A resumed engine keeps each chooser's dogma choices from one action decision to the next
    and words them again only when an icon count was counted again: at every decision, every
    dogma label gives each player's count of the featured icon as the board shows it then."""
    limit = resume.parked_limit()
    resume.set_parked_limit(resume.SUGGESTED_PARKED_LIMIT)
    try:
        game = Game.new(config)
        rng = random.Random(config.seed)
        checked = 0
        while game.pending is not None and len(game.history) < 400:
            d = game.pending
            icons = {pl.name: pl.icons for pl in game.view(d.player).players} if d.kind == "action" else {}
            for c in d.choices:
                found = re.fullmatch(r"Dogma .+ — (\w+): you (\d+)((?:; \w+ \d+, [a-z, ]+?)*)", c.label)
                if c.action == "dogma" and found is not None:
                    icon = found.group(1)
                    assert int(found.group(2)) == icons[d.player][icon], c.label
                    for name, count in re.findall(r"; (\w+) (\d+),", found.group(3)):
                        assert int(count) == icons[name][icon], c.label
                    checked += 1
            game.answer(d.player, rng.choice(d.options))
    finally:
        resume.set_parked_limit(limit)
    assert checked > 150
