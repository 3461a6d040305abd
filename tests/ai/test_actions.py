"""The action encoding: every option of every decision has one fixed index, and back."""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest

from innovation import Decision, Game, GameConfig, play
from innovation.ai import layout, tables
from innovation.ai.actions import (
    BLOCK,
    BLOCKS,
    ENCODING_VERSION,
    NUM_ACTIONS,
    ActionCodec,
    EncodingError,
    card_slot,
    describe,
)
from innovation.errors import InnovationError
from innovation.protocol.decisions import Choice
from innovation.rules.plugins import BASE, build_rules, discover, edition_plays
from tests.requirements import require

#: The 3rd edition's sets (a 4th-edition-only set, The Unseen, is played by tests/ai/test_fourth.py).
EXPANSIONS = sorted(n for n in discover() if n != BASE and edition_plays("third", (n,)))
COMBOS = [c for k in range(len(EXPANSIONS) + 1) for c in itertools.combinations(EXPANSIONS, k)]
#: Random games per expansion combination (2,000 in all, however many sets are installed).
GAMES_PER_COMBO = 2000 // len(COMBOS)


class CheckingAgent:
    """Answers at random, after checking that every option maps to a distinct index and back."""

    def __init__(self, seed: int, codec: ActionCodec, seen: Counter[str]) -> None:
        self.random = random.Random(seed)
        self.codec = codec
        self.seen = seen

    def choose(self, game: Game, decision: Decision) -> str:
        indices = self.codec.encode(decision)
        assert len(set(indices)) == len(indices) == len(decision.options)
        back = {i: self.codec.decode(decision, i) for i in indices}
        assert list(back.values()) == list(decision.options)
        for i in indices:
            assert 0 <= i < NUM_ACTIONS
            self.seen[describe(i).split()[0]] += 1
        return self.random.choice(decision.options)


def configs(expansions: tuple[str, ...], games: int) -> list[GameConfig]:
    out = []
    for i in range(games):
        players = 2 + i % 3
        teams = players == 4 and i % 6 == 4
        out.append(
            GameConfig(
                players=("ann", "bob", "cat", "dan")[:players],
                seed=1000 * len(expansions) + i,
                expansions=expansions,
                teams=teams,
                relics="artifacts" in expansions and i % 2 == 0,
                extra_achievement=i % 7 == 3,
                edition="first" if i % 5 == 1 else "last",
                compel_partners=teams and i % 12 == 4,
            )
        )
    return out


@pytest.mark.parametrize("expansions", COMBOS, ids=lambda c: "+".join(c) or "base")
def test_every_option_of_random_games_has_one_index_and_back(expansions: tuple[str, ...]) -> None:
    try:
        build_rules(expansions)
    except InnovationError as exc:
        pytest.skip(f"{expansions}: {exc}")
    seen: Counter[str] = Counter()
    for config in configs(expansions, GAMES_PER_COMBO):
        game = Game.new(config)
        codec = ActionCodec(game.players)
        play(game, [CheckingAgent(config.seed * 5 + k, codec, seen) for k in range(len(game.players))])
    assert {"draw", "achieve", "action:meld", "action:dogma", "card", "done", "color", "yes", "no"} <= set(seen), seen


def test_the_blocks_tile_the_space() -> None:
    start = 0
    for block in BLOCKS:
        assert block.start == start and block.size > 0 and block.meaning
        start = block.stop
    assert start == NUM_ACTIONS
    assert ENCODING_VERSION.startswith("1.")
    assert len({describe(i) for i in range(NUM_ACTIONS)}) > NUM_ACTIONS * 0.05  # meaningful names


def test_every_installed_card_and_special_has_a_slot() -> None:
    """A new card or set must be appended to the tables (tools/gen_ai_tables.py), never left out."""
    for name in [BASE, *EXPANSIONS]:
        try:
            rules = build_rules(() if name == BASE else (name,))
        except InnovationError:
            continue
        missing = [c for c in rules.cards if card_slot(c) is None]
        assert not missing, f"run tools/gen_ai_tables.py: {missing[:5]}"
        assert set(rules.specials) <= set(tables.SPECIAL_IDS)
    for set_name, ids in tables.CARD_IDS.items():
        assert len(ids) == len(set(ids)) <= layout.MAX_CARDS_PER_SET, set_name
        assert set_name in tables.SET_SLOTS
    assert len(tables.SET_SLOTS) <= layout.MAX_SETS
    assert len(set(tables.OPTION_IDS)) == len(tables.OPTION_IDS) <= layout.MAX_OPTIONS


def test_the_tables_are_up_to_date() -> None:
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    done = subprocess.run([sys.executable, str(root / "tools" / "gen_ai_tables.py"), "--check"], cwd=root)
    assert done.returncode == 0, "run tools/gen_ai_tables.py"


def test_indices_are_stable() -> None:
    """Fixed points of version 1: these numbers never change."""
    assert NUM_ACTIONS == 8797
    assert BLOCK["done"].start == 0 and BLOCK["yes"].start == 1 and BLOCK["no"].start == 2
    assert BLOCK["draw"].start == 3
    assert describe(BLOCK["action:meld"].start) == "action:meld agriculture"
    assert describe(BLOCK["action:dogma"].start + 128 + 0) == "action:dogma " + tables.CARD_IDS["artifacts"][0]
    assert describe(BLOCK["color"].start + 4) == "color purple"


def test_relative_seats() -> None:
    codec = ActionCodec(("ann", "bob", "cat"))
    names = ("cat", "ann", "bob")
    d = Decision(
        player="bob",
        kind="player",
        prompt="Choose a player",
        options=names,
        choices=tuple(Choice(n, n, "player", player=n) for n in names),
    )
    player = BLOCK["player"].start
    assert codec.encode(d) == [player + 1, player + 2, player + 0]
    hidden = Decision(
        player="cat",
        kind="card",
        prompt="p",
        options=("t1", "t2"),
        choices=(
            Choice("t1", "a 3 in ann's score pile", "hidden", owner="ann", zone="score", set="base", age=3),
            Choice("t2", "the top card of the 10 pile", "hidden", zone="deck", set="base", age=10),
        ),
    )
    first, second = codec.encode(hidden)
    assert describe(first) == "hidden seat+1 score base 3"
    assert describe(second) == "hidden shared deck base 10"


def test_the_codec_reads_the_choices_never_the_option_strings() -> None:
    """Option ids are opaque: the same ids with other choices encode differently."""
    codec = ActionCodec(("ann", "bob"))
    d = Decision(
        player="ann",
        kind="card",
        prompt="p",
        options=("x1", "x2", "done"),
        choices=(
            Choice("x1", "Agriculture", "card", card="agriculture"),
            Choice("x2", "a 2 in bob's hand", "hidden", owner="bob", zone="hand", set="base", age=2),
            Choice("done", "stop", "done"),
        ),
    )
    indices = codec.encode(d)
    assert [describe(i) for i in indices] == ["card agriculture", "hidden seat+1 hand base 2", "done"]
    assert codec.decode(d, indices[1]) == "x2"


def test_unknown_options_and_illegal_indices_are_loud() -> None:
    codec = ActionCodec(("ann", "bob"))
    with pytest.raises(EncodingError, match="no index for the option option 'frobnicate'"):
        codec.encode(
            Decision(
                player="ann",
                kind="option",
                prompt="p",
                options=("frobnicate",),
                choices=(Choice("frobnicate", "frobnicate", "option"),),
            )
        )
    with pytest.raises(EncodingError, match="covers values 0–127"):
        codec.encode(
            Decision(
                player="ann",
                kind="value",
                prompt="p",
                options=("1000",),
                choices=(Choice("1000", "1000", "value", value=1000),),
            )
        )
    with pytest.raises(EncodingError, match="no slot for the card"):
        codec.encode_choice(Choice("x", "x", "card", card="no_such_card"), "ann")
    with pytest.raises(EncodingError, match="has no choices to encode"):
        codec.encode(Decision(player="ann", kind="yes_no", prompt="p", options=("yes", "no")))
    d = Decision(
        player="ann",
        kind="yes_no",
        prompt="p",
        options=("yes", "no"),
        choices=(Choice("yes", "Yes", "yes_no"), Choice("no", "No", "yes_no")),
    )
    assert codec.decode(d, 1) == "yes"
    for bad in (5, -1, NUM_ACTIONS, 1.5, "1", None, True):
        with pytest.raises(EncodingError):
            codec.decode(d, bad)  # type: ignore[arg-type]
    np = require("numpy", "the ai extra: pip install '.[ai]'")
    assert codec.decode(d, np.int64(2)) == "no"
    mask = codec.mask(d)
    assert mask.dtype == np.int8 and mask.sum() == 2 and mask[1] == mask[2] == 1


def test_the_codec_remembers_choices_by_object_and_chooser_without_mixing_them() -> None:
    """``encode`` keeps each choice object's index per chooser (the engine hands out the same
    objects again): after every step of games of both editions, and in a pickled codec, it equals
    working each option out afresh — also when one object is offered to two choosers."""
    import pickle

    from innovation.ai.actions import rules_encoding

    for config in (
        GameConfig(players=("a", "b", "c"), seed=4, expansions=("echoes",), max_turns=40),
        GameConfig(players=("a", "b", "c", "d", "e"), seed=4, expansions=("echoes",), max_turns=40, edition="fourth"),
    ):
        game = Game.new(config)
        codec = ActionCodec(game.players, rules_encoding(game.rules))
        rng = random.Random(4)
        step = 0
        while (d := game.pending) is not None:
            expected = [codec.encode_choice(c, d.player) for c in d.choices]
            assert codec.encode(d) == expected == codec.encode(d)
            if step % 50 == 0:
                codec = pickle.loads(pickle.dumps(codec))
            game.answer(d.player, d.options[rng.randrange(len(d.options))])
            step += 1
    # One choice object, two choosers: a player choice is relative to whoever chooses.
    codec = ActionCodec(("a", "b", "c"))
    shared = Choice("b", "bob", "player", player="b")
    for chooser, seat in (("a", 1), ("b", 0), ("a", 1), ("c", 2)):
        decision = Decision(chooser, "player", "who?", ("b",), choices=(shared,))
        assert codec.encode(decision) == [BLOCK["player"].start + seat]
