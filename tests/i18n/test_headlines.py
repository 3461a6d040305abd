"""Prompts that say who and where (issue 32): a decision's headline and a card move's log line,
worded from the protocol's own fields (innovation.i18n.wording), in English, Korean and Japanese;
and the attack: the new wording never names a card the viewer may not see."""

from __future__ import annotations

import random
import re

import msgspec
import pytest

from innovation import Game, GameConfig
from innovation.i18n.wording import decision_headline, localized_events
from innovation.protocol.decisions import Choice, Decision, Selection
from innovation.protocol.events import Event, Place
from innovation.protocol.vocabulary import MOVE_EVENT_KINDS
from innovation.testing import Scenario

RULES = Game.new(GameConfig(players=("ann", "bob"), seed=1)).rules
RULES_4E = Game.new(GameConfig(players=("ann", "bob"), seed=1, edition="fourth")).rules


def card_choices(owner: str | None, zone: str, *ids: str) -> tuple[Choice, ...]:
    return tuple(Choice(i, i, "card", card=i, owner=owner, zone=zone) for i in ids)  # type: ignore[arg-type]


def decision(**fields: object) -> Decision:
    base: dict[str, object] = {"player": "bob", "kind": "card", "prompt": "Choose", "options": ("archery", "oars")}
    base.update(fields)
    if "choices" not in base:
        base["choices"] = card_choices("bob", "hand", "archery", "oars")
    return Decision(**base)  # type: ignore[arg-type]


# ------------------------------------------------------------------ demands


def test_a_demand_names_the_demander_what_moves_from_where_and_to_whose_pile() -> None:
    d = decision(
        effect="demand",
        activator="ann",
        demand=True,
        source="construction",
        verb="transfer",
        dest=Place(zone="score", owner="ann"),
        selection=Selection(id=3, min=2, max=2),
    )
    assert decision_headline(d, RULES, "en") == "ann demands: transfer two cards from your hand to ann's score pile"
    assert decision_headline(d, RULES, "ko") == "ann의 요구: 당신의 손에서 ann의 영향력으로 카드 2장 이동"
    assert decision_headline(d, RULES, "ja") == "annの要求：あなたの手札からannのスコアボードへカード2枚を移す"


@pytest.mark.parametrize(
    ("verb", "dest", "english"),
    [
        (
            "return",
            Place(zone="deck", position="bottom"),
            "ann demands: return a card from your hand to its supply pile",
        ),
        ("score", Place(zone="score", owner="bob"), "ann demands: score a card from your hand to your score pile"),
        (
            "meld",
            Place(zone="board", owner="ann", position="top"),
            "ann demands: meld a card from your hand to ann's board",
        ),
        (
            "tuck",
            Place(zone="board", owner="bob", position="bottom"),
            "ann demands: tuck a card from your hand to your board",
        ),
        ("junk", Place(zone="junk"), "ann demands: junk a card from your hand to the junk"),
        (
            "achieve",
            Place(zone="achievements", owner="ann"),
            "ann demands: achieve a card from your hand to ann's achievements",
        ),
        ("keep", None, "ann demands: keep a card from your hand"),
    ],
)
def test_every_demand_verb_says_its_destination(verb: str, dest: Place | None, english: str) -> None:
    d = decision(effect="demand", activator="ann", demand=True, verb=verb, dest=dest, selection=Selection(1, 1, 1))
    assert decision_headline(d, RULES_4E, "en") == english
    for lang in ("ko", "ja"):  # translated: no English words of the template left, the players named
        worded = decision_headline(d, RULES_4E, lang)
        assert "ann" in worded and not re.search(r"\b(demands|from|to|your)\b", worded), worded


def test_a_compel_and_a_demand_without_cards_still_name_who_asks() -> None:
    d = decision(
        kind="yes_no", options=("yes", "no"), choices=(), effect="compel", activator="cat", demand=True, source="tools"
    )
    assert decision_headline(d, RULES, "en") == "cat compels (Tools)"
    assert decision_headline(d, RULES, "ko") == "cat의 강요 (Tools)"
    assert decision_headline(d, RULES, "ja") == "catの強制（Tools）"


def test_bounds_are_said_as_the_selection_leaves_them() -> None:
    def what(low: int, high: int) -> str:
        d = decision(verb="return", dest=Place(zone="deck"), selection=Selection(1, low, high))
        return decision_headline(d, RULES, "en")

    assert what(0, 1) == "Return up to one card from your hand to its supply pile"
    assert what(0, 3) == "Return up to three cards from your hand to its supply pile"
    assert what(1, 3) == "Return one to three cards from your hand to its supply pile"
    assert what(12, 12) == "Return 12 cards from your hand to its supply pile"


def test_cards_from_several_places_leave_the_source_to_the_labels() -> None:
    choices = (*card_choices("bob", "board", "archery"), *card_choices("ann", "board", "oars"))
    d = decision(choices=choices, verb="transfer", dest=Place(zone="score", owner="bob"), source="bioengineering")
    assert decision_headline(d, RULES, "en") == "Bioengineering: transfer a card to your score pile"


def test_a_hidden_card_is_placed_by_its_owner_and_zone_only() -> None:
    hidden = tuple(
        Choice(f"ann:score:base:{a}", "", "hidden", owner="ann", zone="score", set="base", age=a) for a in (1, 2)
    )
    d = decision(
        choices=hidden,
        options=tuple(c.id for c in hidden),
        effect="demand",
        activator="ann",
        verb="return",
        dest=Place(zone="deck"),
        selection=Selection(1, 1, 1),
    )
    assert decision_headline(d, RULES, "en") == "ann demands: return a card from ann's score pile to its supply pile"


# ------------------------------------------------------------------ self and shared effects


def test_a_self_effect_names_its_card_and_places() -> None:
    d = decision(
        player="ann",
        choices=card_choices("ann", "hand", "archery"),
        options=("archery",),
        effect="cooperative",
        activator="ann",
        source="philosophy",
        verb="score",
        dest=Place(zone="score", owner="ann"),
        selection=Selection(1, 0, 1),
    )
    assert decision_headline(d, RULES, "en") == "Philosophy: score up to one card from your hand to your score pile"
    assert decision_headline(d, RULES, "ko") == "Philosophy: 당신의 손에서 당신의 영향력으로 카드 최대 1장 점수화"


def test_a_shared_effect_names_whose_dogma_is_shared() -> None:
    d = decision(
        effect="cooperative",
        activator="ann",
        source="agriculture",
        verb="return",
        dest=Place(zone="deck"),
        selection=Selection(1, 0, 1),
    )
    assert decision_headline(d, RULES, "en") == (
        "Sharing ann's Agriculture: return up to one card from your hand to its supply pile"
    )
    assert decision_headline(d, RULES, "ja").startswith("annのAgricultureを共有：")


def test_a_splay_says_its_direction_and_board() -> None:
    d = decision(
        player="ann",
        kind="color",
        options=("red", "done"),
        choices=(Choice("red", "Red", "color", color="red"), Choice("done", "Decline", "done")),
        effect="echo",
        activator="ann",
        source="philosophy",
        verb="splay",
        splay="left",
        dest=Place(zone="board", owner="ann"),
        selection=Selection(1, 0, 1),
    )
    assert decision_headline(d, RULES, "en") == "Philosophy: splay up to one pile left on your board"


def test_turn_actions_and_plain_questions_add_nothing() -> None:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=3))
    for player in ("ann", "bob"):
        pending = game.pending
        assert pending is not None and pending.player == player
        assert decision_headline(pending, game.rules, "en") == "Meld a card from your hand to your board"
        game.answer(pending.player, pending.options[0])
    pending = game.pending
    assert pending is not None and pending.kind == "action"
    assert decision_headline(pending, game.rules, "en") == ""
    assert decision_headline(decision(kind="value", options=("1",), choices=()), RULES, "en") == ""


# ------------------------------------------------------------------ the engine fills the fields


def test_the_engine_says_who_demands_and_who_shares() -> None:
    s = Scenario(players=("ann", "bob"))
    s.board("ann", "Construction")  # castles: ann 2, bob 0 — the demand reaches bob
    s.hand("bob", "Oars", "Sailing", "Calendar")
    g = s.build()
    g.dogma("Construction")
    d = g.decision
    assert d is not None and d.player == "bob"
    assert (d.effect, d.activator, d.demand) == ("demand", "ann", True)
    assert decision_headline(d, g.game.rules, "en") == "ann demands: transfer two cards from your hand to ann's hand"

    s = Scenario(players=("ann", "bob"))
    s.board("ann", "Agriculture")
    s.board("bob", "Pottery")  # leaves: both 3 — bob shares
    s.hand("ann", "Oars")
    s.hand("bob", "Sailing")
    g = s.build()
    g.dogma("Agriculture")
    d = g.decision
    assert d is not None and d.player == "bob"
    assert (d.effect, d.activator, d.demand) == ("cooperative", "ann", False)
    assert decision_headline(d, g.game.rules, "en").startswith("Sharing ann's Agriculture: return up to one card")


# ------------------------------------------------------------------ log lines


def move(**fields: object) -> Event:
    base: dict[str, object] = {
        "kind": "transfer",
        "text": "bob transfers Archery (base 1) to ann's score pile.",
        "player": "bob",
        "card": "archery",
        "age": 1,
        "set": "base",
        "from_": Place(zone="hand", owner="bob"),
        "to": Place(zone="score", owner="ann"),
    }
    base.update(fields)
    return Event(**base)  # type: ignore[arg-type]


def test_a_move_says_where_the_card_went_and_from_where() -> None:
    [en] = localized_events([move()], RULES, "en", "cat")
    assert en.text == "bob transferred Archery (base 1) from bob's hand to ann's score pile."
    [mine] = localized_events([move()], RULES, "en", "bob")
    assert mine.text == "bob transferred Archery (base 1) from your hand to ann's score pile."
    [ko] = localized_events([move()], RULES, "ko", "cat")
    assert ko.text == "bob: Archery (base 1)를 bob의 손에서 ann의 영향력으로 이동했습니다."
    [ja] = localized_events([move()], RULES, "ja", "cat")
    assert ja.text == "bob：Archery（base 1）をbobの手札からannのスコアボードへ移した。"
    drawn = move(kind="draw", from_=Place(zone="deck", position="top"), to=Place(zone="hand", owner="bob"))
    assert localized_events([drawn], RULES, "en", "bob")[0].text == (
        "bob drew Archery (base 1) from the base 1 supply pile to your hand."
    )
    junked = move(kind="junk", from_=Place(zone="deck"), to=Place(zone="junk"))
    assert localized_events([junked], RULES_4E, "en", "ann")[0].text == (
        "bob junked Archery (base 1) from the base 1 supply pile to the junk."
    )


def test_a_hidden_move_is_worded_from_the_back_only() -> None:
    hidden = move(visible_to=("bob", "ann"), public_text="bob transfers a base 1 to ann's score pile.")
    seen_by_cat = hidden.redacted_for("cat")
    for lang in ("en", "ko", "ja"):
        [event] = localized_events([seen_by_cat], RULES, lang, "cat")
        assert "Archery" not in event.text and "base 1" in event.text
    [event] = localized_events([hidden], RULES, "en", "ann")
    assert event.text == "bob transferred Archery (base 1) from bob's hand to your score pile."
    assert event.public_text == "bob transferred a hidden base 1 from bob's hand to your score pile."


@pytest.mark.parametrize("expansions", [(), ("echoes", "artifacts", "cities")])
def test_attack_no_worded_line_names_a_card_its_viewer_may_not_see(expansions: tuple[str, ...]) -> None:
    """Random games; for every viewer, every move they may not see is worded (in every language,
    the headline of every decision too) without the card's name — only its back."""
    players = ("ann", "bob", "cat")
    checked = 0
    for seed in range(3):
        game = Game.new(GameConfig(players=players, seed=seed, expansions=expansions))
        names = sorted({info.name for info in game.rules.cards.values()}, key=len, reverse=True)
        any_name = re.compile(r"\b(" + "|".join(re.escape(n) for n in names) + r")\b")
        rnd = random.Random(seed)
        for _ in range(250):
            pending = game.pending
            if pending is None:
                break
            # A headline names no card but the one whose effect asks (never one of the options).
            source = game.rules.cards[pending.source].name if pending.source in game.rules.cards else None
            for lang in ("en", "ko", "ja"):
                named = set(any_name.findall(decision_headline(pending, game.rules, lang)))
                assert named <= {source}, (pending, named)
            game.answer(pending.player, rnd.choice(pending.options))
        secret_names = {}
        for index, event in enumerate(game.events):
            if event.kind in MOVE_EVENT_KINDS and event.visible_to is not None and event.card in game.rules.cards:
                secret_names[index] = (event.visible_to, game.rules.cards[event.card].name)
        for viewer in players:
            view = game.view(viewer)
            for lang in ("en", "ko", "ja"):
                worded = localized_events(view.events, game.rules, lang, viewer)
                for index, (allowed, name) in secret_names.items():
                    if viewer in allowed:
                        continue
                    event = worded[index]
                    assert event.card is None
                    assert not re.search(rf"\b{re.escape(name)}\b", event.text), (viewer, lang, event.text)
                    assert not re.search(rf"\b{re.escape(name)}\b", event.public_text or ""), (viewer, event)
                    checked += 1
    assert checked > 100  # the games held hidden moves to check


def test_the_log_keeps_every_field_but_the_text() -> None:
    event = move()
    [worded] = localized_events([event], RULES, "en", "cat")
    assert msgspec.structs.replace(worded, text=event.text) == event
