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
