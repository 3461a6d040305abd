"""docs/ai.md states the encoding, the observation and the bot's parameters as the code has them."""

from __future__ import annotations

from pathlib import Path

from innovation.ai.actions import BLOCKS, ENCODING_VERSION, NUM_ACTIONS
from innovation.bots.ismcts import ISMCTS
from tests.requirements import require

DOC = (Path(__file__).resolve().parents[2] / "docs" / "ai.md").read_text()


def test_the_block_table_is_the_layout() -> None:
    rows = [f"| `{b.name}` | {b.start} | {b.size} | {b.meaning} |" for b in BLOCKS]
    table = "\n".join(rows)
    assert table in DOC, "docs/ai.md: regenerate the block table from innovation.ai.actions.BLOCKS"
    assert f"**`N = {NUM_ACTIONS}`, encoding version `{ENCODING_VERSION}`**" in DOC


def test_the_sizes_and_parameters_are_current() -> None:
    require("numpy", "the ai extra: pip install '.[ai]'")
    from innovation.ai.observation import CARD_PLANES, OBSERVATION_LAYOUT, OBSERVATION_SIZE

    assert f"float32[{OBSERVATION_SIZE}]" in DOC
    assert f"lists all {len(OBSERVATION_LAYOUT)}" in DOC
    assert f"{len(CARD_PLANES)} planes of 1024 card slots" in DOC
    for param in ISMCTS.params:
        assert f"| `{param.name}` | " in DOC
        row = DOC.split(f"| `{param.name}` | ")[1].split("\n")[0]
        assert row.split(" | ")[0] == f"{param.default:g}", f"docs/ai.md: the default of {param.name}"


def test_the_compact_layout_and_tensor_sizes_are_current() -> None:
    import re

    require("numpy", "the ai extra: pip install '.[ai]'")
    from innovation.ai.compact import COMPACT_LAYOUT, COMPACT_SIZE, COMPACT_VERSION
    from innovation.ai.recall import RECALL_PLACES, RECALL_VERSION

    assert f"`float32[{COMPACT_SIZE}]`, layout `compact {COMPACT_VERSION}`" in DOC
    for part in COMPACT_LAYOUT:
        name = re.sub(r"seat\d", "seat{r}", part.name)
        start = part.start if name == part.name else "per seat"
        kind = "tokens" if part.tokens else "numbers"
        assert f"| `{name}` | {start} | {part.size} | {kind} | " in DOC, f"docs/ai.md: the compact row of {name}"
    assert ", ".join(f"`{p}`" for p in RECALL_PLACES) in " ".join(DOC.split())
    assert f"version `{RECALL_VERSION}`" in DOC


def test_the_fourth_edition_layouts_are_current() -> None:
    import re

    require("numpy", "the ai extra: pip install '.[ai]'")
    from innovation import Game, GameConfig
    from innovation.ai.actions import FOURTH_ENCODING
    from innovation.ai.compact import FOURTH_COMPACT
    from innovation.ai.recall import FOURTH_RECALL_PLACES, FOURTH_RECALL_VERSION, recall_cards

    rows = "\n".join(f"| `{b.name}` | {b.start} | {b.size} | {b.meaning} |" for b in FOURTH_ENCODING.blocks)
    assert rows in DOC, "docs/ai.md: regenerate encoding 2's block table from FOURTH_ENCODING.blocks"
    assert f"**`N = {FOURTH_ENCODING.num_actions}`**" in DOC and f"Action encoding `{FOURTH_ENCODING.version}`" in DOC
    assert f"`float32[{FOURTH_COMPACT.size}]`" in DOC and f"layout `compact {FOURTH_COMPACT.version}`" in DOC
    fourth = DOC.split("## The 4th edition")[1].split("\n## ")[0]
    for part in FOURTH_COMPACT.parts:
        name = re.sub(r"seat\d", "seat{r}", part.name)
        start = part.start if name == part.name else "per seat"
        kind = "tokens" if part.tokens else "numbers"
        assert f"| `{name}` | {start} | {part.size} | {kind} | " in fourth, f"docs/ai.md: encoding 2's row of {name}"
    assert f"Card memory `{FOURTH_RECALL_VERSION}`" in DOC and FOURTH_RECALL_PLACES[-1] == "junk"
    cards = len(recall_cards(Game.new(GameConfig(players=("a", "b"), edition="fourth")).rules))
    size = FOURTH_COMPACT.size + cards * len(FOURTH_RECALL_PLACES)
    assert f"{FOURTH_COMPACT.size} + {len(FOURTH_RECALL_PLACES)} × cards (**{size:,}** for the base game)" in DOC
