"""The safe is hidden information (issue 30): views, events, decisions and the bots'
determinisation show an opponent's secrets only as backs; hostile answers and saves about the safe
are refused without changing anything."""

from __future__ import annotations

import json
import random

import msgspec
import pytest

from innovation import Game
from innovation.bots.agents import determinize
from innovation.errors import IllegalAnswerError, SaveError
from innovation.testing import unfinished_sets
from innovation_soak.forgeries import FORGERIES, forge
from tests.cards4e.unseen import probe
from tests.cards4e.unseen.unseen4e import base_draws, scenario, secrets


def _ids(obj: object) -> str:
    return json.dumps(msgspec.to_builtins(obj))


def test_an_opponents_secrets_show_only_their_backs_and_the_owner_sees_them() -> None:
    s = scenario(plugins=(probe,))
    s.board("ann", "Probe Hoard").board("bob", "Agriculture").zone("bob", "safe", "Compass", "Perspective")
    g = s.build()
    ann, bob = g.game.view("ann"), g.game.view("bob")
    theirs = ann.players[1].zones["safe"]
    assert [(c.id, c.set, c.age) for c in theirs] == [(None, "base", 3), (None, "base", 4)]
    assert [c.id for c in bob.players[1].zones["safe"]] == ["compass", "perspective"]
    assert ann.players[1].zone_limits["safe"] == 5
    assert "compass" not in _ids(ann) and "perspective" not in _ids(ann)


def test_safeguarding_from_a_hand_names_the_card_only_to_its_owner() -> None:
    s = base_draws(scenario(plugins=(probe,)), "ann")
    s.board("ann", "Probe Hoard").hand("ann", "Compass")
    g = s.build().dogma("Probe Hoard")
    assert secrets(g, "ann") == ["Compass"]
    mine = [e for e in g.game.view("ann").events if e.kind == "safeguard"]
    theirs = [e for e in g.game.view("bob").events if e.kind == "safeguard"]
    assert mine and mine[0].card == "compass" and "Compass" in mine[0].text
    assert theirs and theirs[0].card is None and "Compass" not in theirs[0].text and "compass" not in _ids(theirs)


def test_a_card_drawn_into_a_safe_stays_unknown_to_the_others() -> None:
    s = scenario(plugins=(probe,))
    s.board("ann", "Probe Vault").deck("unseen", 3, "Cliffhanger")
    g = s.build().dogma("Probe Vault")
    assert secrets(g, "ann") == ["Cliffhanger"]
    assert "cliffhanger" not in _ids(g.game.view("bob")) and "Cliffhanger" not in _ids(g.game.view("bob"))
    assert "cliffhanger" in _ids(g.game.view("ann"))


def test_choosing_among_an_opponents_secrets_offers_backs_and_refuses_their_ids() -> None:
    s = base_draws(scenario(plugins=(probe,)), "ann")
    s.board("ann", "Probe Pickpocket").zone("bob", "safe", "Compass", "Perspective")
    g = s.build().dogma("Probe Pickpocket")
    d = g.decision
    assert d is not None and d.player == "ann"
    assert set(d.options) == {"bob:safe:base:3", "bob:safe:base:4"}
    assert all(c.kind == "hidden" and c.card is None for c in d.choices)
    assert "compass" not in _ids(d) and "Compass" not in _ids(d)
    before = g.game.to_json()
    for forged in ("compass", "perspective", "bob:safe:base:5", "bob:hand:base:3"):
        with pytest.raises(IllegalAnswerError):
            g.game.answer("ann", forged)
        assert g.game.to_json() == before
    g.answer("bob:safe:base:3")
    assert g.hand("ann") == ["Compass"] and secrets(g, "bob") == ["Perspective"]


def test_the_achieve_action_on_a_secret_names_only_its_value() -> None:
    s = scenario(plugins=(probe,))
    s.board("ann", "Compass").zone("ann", "safe", "Translation").score(
        "ann", "Invention", "Navigation", "Anatomy", "Perspective"
    )
    g = s.build()
    d = g.decision
    assert d is not None and "translation" not in _ids(d)
    g.act("achieve secret 3")
    assert "translation" not in _ids(g.game.view("bob"))
    assert "translation" in _ids(g.game.view("ann"))


def test_determinisation_deals_an_opponents_secrets_from_the_unseen_cards() -> None:
    s = scenario(plugins=(probe,))
    s.board("ann", "Probe Hoard").zone("bob", "safe", "Compass", "Cliffhanger").zone("ann", "safe", "Perspective")
    s.available_achievements("Agriculture", "Masquerade")  # an Unseen card among the available achievements
    g = s.build()
    view = g.game.view("ann")
    dealt = []
    for seed in range(20):
        state = determinize(g.game, view, random.Random(seed))
        bob_safe = state.players[1].zones["safe"]
        info = [g.game.rules.cards[c] for c in bob_safe]
        assert [(i.set, i.age) for i in info] == [("base", 3), ("unseen", 3)]
        assert state.players[0].zones["safe"] == ["perspective"]  # the viewer's own, as they are
        assert sorted((g.game.rules.cards[c].set, g.game.rules.cards[c].age) for c in state.achievements) == [
            ("base", 1),
            ("unseen", 3),
        ]
        dealt.append(tuple(bob_safe))
    assert len(set(dealt)) > 1  # dealt at random: not the real secrets every time
    assert any(d != ("compass", "cliffhanger") for d in dealt)


def _saved() -> str:
    s = scenario()
    s.board("ann", "Agriculture").zone("ann", "safe", "Compass")
    return s.build().game.to_json()


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("safe_over_capacity", r"ann's safe holds 6 cards"),
        ("special_in_a_safe", r"special achievement \w+ lies in ann's safe"),
        ("safe_shared_by_the_table", r"the game has a zone 'safe' that no plugin in play declares"),
    ],
)
def test_a_save_with_a_forged_safe_is_refused(name: str, message: str) -> None:
    with unfinished_sets():
        data = _saved()
        forged = forge(data, FORGERIES[name])
        assert forged is not None
        with pytest.raises(SaveError):
            Game.from_json(forged)
        with pytest.raises(SaveError, match=message):
            Game.from_json(json.dumps(json.loads(forged), indent=1))  # the long way names it
        assert Game.from_json(data).to_json() == data


def test_the_ai_encoding_tells_a_secret_apart_from_a_standard_achievement() -> None:
    from innovation.ai.actions import ActionCodec, rules_encoding

    s = scenario(plugins=(probe,))
    s.board("ann", "Compass").zone("ann", "safe", "Translation").available_achievements("Optics")
    s.score("ann", "Invention", "Navigation", "Anatomy", "Perspective")
    g = s.build()
    d = g.decision
    assert d is not None and {"achieve 3", "achieve secret 3"} <= set(d.options)
    codec = ActionCodec(g.game.players, rules_encoding(g.game.rules))
    indices = codec.encode(d)
    assert len(set(indices)) == len(indices)


def test_the_ai_encoding_places_an_opponents_secret_as_a_hidden_card_of_the_safe() -> None:
    from innovation.ai.actions import ActionCodec, rules_encoding

    s = base_draws(scenario(plugins=(probe,)), "ann")
    s.board("ann", "Probe Pickpocket").zone("bob", "safe", "Compass", "Perspective")
    g = s.build().dogma("Probe Pickpocket")
    assert g.decision is not None
    codec = ActionCodec(g.game.players, rules_encoding(g.game.rules))
    indices = codec.encode(g.decision)
    assert len(set(indices)) == 2


def test_the_terminal_shows_your_secrets_and_only_the_backs_of_an_opponents() -> None:
    import io

    from rich.console import Console

    from innovation.cli.play_cmd import TerminalGame

    s = scenario(plugins=(probe,))
    s.board("ann", "Paper").board("ann", "Calendar", "Mathematics", splay="up")
    s.zone("ann", "safe", "Translation").zone("bob", "safe", "Compass", "Cliffhanger")
    s.score("ann", "Invention", "Navigation", "Anatomy", "Perspective")
    g = s.build()
    out = io.StringIO()
    ui = TerminalGame(g.game, "ann", {}, console=Console(file=out, width=100, color_system=None))
    ui.show_status(g.game.view("ann"))
    text = " ".join(out.getvalue().split())
    assert "Your safe (1 of at most 2): Translation" in text
    assert "bob's safe (2 of at most 5)" in text
    assert "Compass" not in text and "Cliffhanger" not in text
    d = g.decision
    assert d is not None
    labels = [ui.option_label(d, o).plain for o in d.options]
    assert "Achieve a secret 3" in labels
