"""The promise to expansion authors: Cities of Destiny is a plugin like any outside author's — the
core (``src/innovation``) names none of its cards, special achievements or icons, and imports no
plugin (tests/core/test_architecture.py checks the imports)."""

from __future__ import annotations

import re
from pathlib import Path

from innovation import Icon
from innovation.rules.plugins import build_rules

ROOT = Path(__file__).resolve().parents[2]
CORE = ROOT / "src" / "innovation"
AI = CORE / "ai"


def _core_text(suffixes: tuple[str, ...] = (".py", ".js", ".html", ".css")) -> str:
    """The core and its clients (CLI, web table), which render any expansion's icons generically."""
    # The AI's action encoding is a fixed table with a slot reserved for every set's cards and
    # actions (docs/ai.md), so it lists Cities' by design; it renders nothing.
    return "\n".join(p.read_text() for p in sorted(CORE.rglob("*")) if p.suffix in suffixes and AI not in p.parents)


def _named(words: set[str], text: str) -> list[str]:
    return sorted(w for w in words if re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", text, re.IGNORECASE))


def test_the_core_names_no_city_and_no_cities_special_achievement() -> None:
    rules = build_rules(("cities",))
    cities = {info.name for info in rules.cards.values() if info.set == "cities"}
    cities |= {info.id for info in rules.cards.values() if info.set == "cities"}
    cities |= {"cities", "city", "Cities of Destiny", "endorse"}
    assert _named(cities, _core_text()) == []
    specials = {sa.name for sa in rules.specials.values() if sa.set == "cities"}
    assert _named(specials, _core_text((".py",))) == []  # (HTML has its own <legend> element)


def test_the_core_declares_none_of_the_cities_icons() -> None:
    cities_codes = {8, 9, 11, 12, 13, 14}
    assert not cities_codes & {int(icon) for icon in Icon}
    text = _core_text()
    for name in ("fountain", "splay_left", "splay_right", "splay_up"):
        assert not re.search(rf"\b{name}\b", text, re.IGNORECASE), name
    rules = build_rules(())
    assert not cities_codes & set(rules.icons)  # without the plugin nobody names them
