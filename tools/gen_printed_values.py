"""Generate tests/data/printed_values.json: for each 3rd/1st-edition card whose effect texts print a
value as an [N], those values — the facts tests/core/test_effect_values.py checks are read through
``ctx.effect_age``. Only the numbers are copied, never the publisher's texts.

Usage: python tools/gen_printed_values.py ../shared/cards tests/data/printed_values.json

Keys: "base", "echoes", "artifacts", "relics" (the last-edition texts and echo effects) and
"base_first_edition" (the first-edition texts, ``alt_effects``, of the cards that have them).
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

_VALUE = re.compile(r"\[(\d+)\]")
FILES = ("base", "echoes", "artifacts", "relics")


def values_of(texts: list[str]) -> list[int]:
    return sorted({int(v) for text in texts for v in _VALUE.findall(text)})


def printed_values(cards_dir: Path) -> dict[str, dict[str, list[int]]]:
    out: dict[str, dict[str, list[int]]] = {"base_first_edition": {}}
    for name in FILES:
        cards: list[dict[str, Any]] = json.loads((cards_dir / f"{name}.json").read_text())
        found = out.setdefault(name, {})
        for card in cards:
            echo = [card["echo"]] if card.get("echo") else []
            if values := values_of([e["text"] for e in card["effects"]] + echo):
                found[card["id"]] = values
            if card.get("alt_effects") and (values := values_of([e["text"] for e in card["alt_effects"]] + echo)):
                out["base_first_edition"][card["id"]] = values
    return {key: out[key] for key in (*FILES, "base_first_edition")}


def main(argv: list[str]) -> None:
    if len(argv) != 3:
        raise SystemExit(__doc__)
    groups = printed_values(Path(argv[1]))
    lines = []
    for key, cards in groups.items():
        rows = ",\n".join(f"  {json.dumps(card)}: {json.dumps(values)}" for card, values in cards.items())
        lines.append(f" {json.dumps(key)}: {{\n{rows}\n }}")
    Path(argv[2]).write_text("{\n" + ",\n".join(lines) + "\n}\n")


if __name__ == "__main__":
    main(sys.argv)
