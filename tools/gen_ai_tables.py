"""Regenerate the id tables of the action encodings (docs/ai.md): ``src/innovation/ai/tables.py``
(encoding 1, the 1st and 3rd editions) and ``src/innovation/ai/tables_fourth.py`` (encoding 2, the
4th edition, whose cards reuse many 3rd-edition ids for different cards: a table of its own).

The tables are **append-only**: every id keeps its place once it has one, so an action index means
the same thing in every later minor version of the encoding. This tool keeps the existing order,
appends the cards and special achievements of every installed set (and of the reference data given
with ``--reference``, for sets whose plugin has not landed yet) that are missing, and fails if a
block would overflow (that needs a new major version of the encoding).

Usage: .venv/bin/python tools/gen_ai_tables.py [--edition fourth] [--reference DIR] [--option ID ...] [--check]

``--edition``: ``third`` (the default; the 1st edition shares its table) or ``fourth``.
``--reference`` reads the shared card data (``base.json``, ``cities.json`` …; for the 4th edition
the ``4e/`` directory) for sets whose plugin is not installed yet; ``--option`` appends a literal
option id that a card newly offers. ``--check`` checks both editions' tables.
"""

from __future__ import annotations

import argparse
import importlib
import json
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEST = ROOT / "src" / "innovation" / "ai" / "tables.py"
DEST_FOURTH = ROOT / "src" / "innovation" / "ai" / "tables_fourth.py"
sys.path.insert(0, str(ROOT / "src"))

#: Literal option ids the encoding knew when this tool first ran (later ones are appended by hand).
FIRST_OPTIONS = (
    # Artifacts: an artifact on display; a relic found
    "dogma",
    "return",
    "keep",
    "achievements",
    "hand",
    # card-specific alternatives
    "achieve",
    "meld",
    "score",
    "draw a 3",
    "draw a 4",
    "draw and meld a 2",
    "draw and foreshadow a 3",
    "draw and foreshadow a 4",
    "draw and score an 8, then return a card from your score pile",
    "draw a card one higher than your highest score card",
    "hands",
    "score piles",
    "crown",
    "leaf",
    "lightbulb",
    "castle",
    "factory",
    "clock",
)
#: The 4th edition's first literal ids beyond those: junk or exchange a card, the avatar icon.
FIRST_OPTIONS_FOURTH = ("exchange", "junk", "avatar")


@dataclass(frozen=True)
class Edition:
    """What differs between the tables of the two encodings."""

    name: str
    dest: Path
    module: str
    #: The set slots of a new table, in order.
    sets: tuple[str, ...]
    #: The reference data's files (card sets, then special achievements).
    card_files: tuple[str, ...]
    special_files: tuple[str, ...]
    first_options: tuple[str, ...]
    max_age: int
    splays: tuple[str, ...]


EDITIONS = {
    "third": Edition(
        "third",
        DEST,
        "innovation.ai.tables",
        ("base", "artifacts", "echoes", "cities", "figures"),
        ("base", "artifacts", "echoes", "cities", "relics", "figures"),
        ("special_achievements", "special_achievements_cities", "decrees"),
        FIRST_OPTIONS,
        10,
        ("left", "right", "up"),
    ),
    "fourth": Edition(
        "fourth",
        DEST_FOURTH,
        "innovation.ai.tables_fourth",
        ("base", "artifacts", "echoes", "cities", "unseen"),
        ("base", "artifacts", "echoes", "cities", "unseen"),
        ("special_achievements",),
        FIRST_OPTIONS + FIRST_OPTIONS_FOURTH,
        11,
        ("left", "right", "up", "aslant"),
    ),
}


def current(edition: Edition) -> tuple[tuple[str, ...], dict[str, tuple[str, ...]], tuple[str, ...], tuple[str, ...]]:
    if not edition.dest.exists():
        return (), {}, (), ()
    tables = importlib.import_module(edition.module)
    return tables.SET_SLOTS, dict(tables.CARD_IDS), tables.SPECIAL_IDS, tables.OPTION_IDS


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--edition", choices=sorted(EDITIONS), default="third", help="whose table to extend")
    parser.add_argument("--reference", type=Path, help="the shared reference card data (adds sets not installed yet)")
    parser.add_argument("--check", action="store_true", help="fail if either table would change")
    parser.add_argument(
        "--option", action="append", default=[], help="append a literal option id (a card's new named alternative)"
    )
    args = parser.parse_args()
    if args.check:
        return max(generate(edition, None, [], check=True) for edition in EDITIONS.values())
    return generate(EDITIONS[args.edition], args.reference, args.option, check=False)


def generate(edition: Edition, reference: Path | None, extra_options: list[str], *, check: bool) -> int:
    from innovation.ai.layout import capacities
    from innovation.errors import InnovationError
    from innovation.rules.plugins import BASE, build_rules, discover

    limits = capacities(edition.name)
    current_slots, cards, specials, options = current(edition)
    set_slots = list(current_slots) or list(edition.sets)
    card_lists = {s: list(v) for s, v in cards.items()}
    special_list = list(specials)
    option_list = list(options) or list(edition.first_options)

    found: list[tuple[str, str]] = []  # (set, card id) in catalogue order
    found_specials: list[str] = []
    pileless: set[str] = set()
    for name in [BASE, *sorted(n for n in discover() if n != BASE)]:
        try:
            rules = build_rules(() if name == BASE else (name,), (), {"edition": edition.name})
        except InnovationError:
            continue  # installed but not implemented yet (in this edition)
        found += [(info.set, info.id) for info in rules.cards.values()]
        found_specials += list(rules.specials)
        # Sets of cards with no supply piles (4th-edition Artifacts' Museum cards): no pile ids.
        pileless.update({info.set for info in rules.cards.values()} - set(rules.supply_sets))
    if reference:
        for name in edition.card_files:
            path = reference / f"{name}.json"
            if path.exists():
                found += [(c["set"], c["id"]) for c in json.loads(path.read_text())]
        for name in edition.special_files:
            path = reference / f"{name}.json"
            if path.exists():
                found_specials += [s["id"] for s in json.loads(path.read_text())]
    for set_name, card in found:
        if set_name not in set_slots:
            set_slots.append(set_name)
        ids = card_lists.setdefault(set_name, [])
        if card not in ids:
            ids.append(card)
    for special in found_specials:
        if special not in special_list:
            special_list.append(special)
    # Literal ids naming a supply pile ("base 3") or a splay ("splay red left") per set and colour.
    piled = [s for s in set_slots if s not in pileless]
    generated = [f"{s} {age}" for s in piled for age in range(1, edition.max_age + 1)]
    generated += [f"splay {c} {d}" for c in ("blue", "red", "green", "yellow", "purple") for d in edition.splays]
    generated += piled
    for option in [*generated, *extra_options]:
        if option not in option_list:
            option_list.append(option)

    if len(set_slots) > limits.sets:
        raise SystemExit(f"{len(set_slots)} sets do not fit the {limits.sets} set slots: a new major encoding version")
    for set_name, ids in card_lists.items():
        if len(ids) > limits.cards_per_set:
            raise SystemExit(
                f"set {set_name!r} has {len(ids)} cards, more than {limits.cards_per_set}: a new major version"
            )
    if len(special_list) > limits.specials or len(option_list) > limits.options:
        raise SystemExit("the special achievement or option table is full: a new major encoding version")

    which = "the 4th edition's encoding (2)" if edition.name == "fourth" else "the action encoding"
    lines = [
        f'"""Id tables of {which} (generated by tools/gen_ai_tables.py; append-only, see docs/ai.md).',
        "",
        "An id's place in its table is part of the encoding: ids are only ever appended.",
        '"""',
        "",
        "from __future__ import annotations",
        "",
        "#: Card sets in slot order (a set's cards take block ``slot * MAX_CARDS_PER_SET`` on).",
        f"SET_SLOTS: tuple[str, ...] = {tuple(set_slots)!r}",
        "",
        "#: Card ids per set, in slot order (relics are listed with the set they come from).",
        "CARD_IDS: dict[str, tuple[str, ...]] = {",
    ]
    for set_name in set_slots:
        lines.append(f"    {set_name!r}: {tuple(card_lists.get(set_name, ()))!r},")
    lines += [
        "}",
        "",
        "#: Special achievement ids.",
        f"SPECIAL_IDS: tuple[str, ...] = {tuple(special_list)!r}",
        "",
        "#: Literal option ids (the alternatives a card or an expansion names).",
        f"OPTION_IDS: tuple[str, ...] = {tuple(option_list)!r}",
        "",
    ]
    text = "\n".join(lines)
    dest = edition.dest
    if check:
        return 0 if dest.exists() and dest.read_text() == _formatted(text, dest) else 1
    dest.write_text(text)
    subprocess.run([sys.executable, "-m", "ruff", "format", "-q", str(dest)], check=True)
    print(
        f"wrote {dest.relative_to(ROOT)}: {sum(map(len, card_lists.values()))} cards, {len(special_list)} specials, "
        f"{len(option_list)} options"
    )
    return 0


def _formatted(text: str, dest: Path) -> str:
    out = subprocess.run(
        [sys.executable, "-m", "ruff", "format", "-q", "--stdin-filename", str(dest), "-"],
        input=text,
        capture_output=True,
        text=True,
        check=True,
    )
    return out.stdout


if __name__ == "__main__":
    sys.exit(main())
