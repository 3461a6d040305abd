"""Generate docs/coverage.md: every card of the registry, whether it is implemented, and its tests.

A test *covers* a card when its name follows the house convention ``test_<card id>_…`` or when
it activates the card's dogma (``.dogma("Card Name")``). A card's rule-option variant (its
first-edition text) is covered by a test named ``test_<card id>_<value>_<option>_…``
(``test_oars_first_edition_…``; for an on/off option ``test_<card id>_<option>_…``). Expansions
that are installed but not implemented are listed as gaps.

Usage: python tools/gen_coverage.py            rewrite docs/coverage.md
       python tools/gen_coverage.py --check    exit 1 if the page is stale or a card lacks a test

tests/docs/test_generated_docs.py runs the same checks.
"""

from __future__ import annotations

import ast
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
TARGET = ROOT / "docs" / "coverage.md"
TESTS = ROOT / "tests"
COLORS = ("blue", "red", "green", "yellow", "purple")
#: Editions whose card sets are sets of their own (same card ids, other texts), with the folder of
#: their tests: they cover that edition's cards, never the 3rd edition's card of the same id. The
#: base set's tests are in the folder, an expansion's (and the sets it brings, as the museums) in
#: its subfolder named for the plugin (``tests/cards4e/echoes``, ``tests/cards4e/artifacts``).
#: Every installed plugin whose ``EDITIONS`` name the edition is listed.
EDITION_TESTS = {"fourth": TESTS / "cards4e"}
EDITION_TITLES = {"fourth": "4th edition"}
SET_TITLES = {
    "museums": "Museums",
    "base": "Base game",
    "artifacts": "Artifacts of History",
    "echoes": "Echoes of the Past",
    "cities": "Cities of Destiny",
    "relics": "Relics",
}


@dataclass
class Coverage:
    #: card set name → [(age, card id, name, colour, implemented)]
    cards: dict[str, list[tuple[int, str, str, str, bool]]]
    #: special achievement id → name
    specials: dict[str, str]
    #: card or special id → ["tests/…/file.py::test_name", …]
    tests: dict[str, list[str]]
    #: expansions (or card sets) that are not implemented: (name, reason)
    gaps: list[tuple[str, str]] = field(default_factory=list)
    #: cards printed without any effect (Battleship Yamato, the relics Timbuktu and Ching Shih);
    #: an edition's own card as ``<edition>:<card id>``
    blank: set[str] = field(default_factory=set)
    #: rule-option variant ("edition=first") → [(card id, name, tests)]
    variants: dict[str, list[tuple[str, str, list[str]]]] = field(default_factory=dict)
    #: (edition, card set) with cards of their own (("fourth", "base"), ("fourth", "echoes")) → its
    #: cards (as ``cards``) and their tests
    editions: dict[tuple[str, str], tuple[list[tuple[int, str, str, str, bool]], dict[str, list[str]]]] = field(
        default_factory=dict
    )

    def untested(self) -> list[str]:
        """Implemented cards, special achievements of implemented sets and card variants that no
        test covers (a variant as ``<card id>@<option>=<value>``)."""
        out = [
            cid
            for cards in self.cards.values()
            for _, cid, _, _, done in cards
            if done and cid not in self.blank and not self.tests.get(cid)
        ]
        out += [f"{cid}@{label}" for label, listing in self.variants.items() for cid, _, found in listing if not found]
        return out + [sid for sid in self.specials if not self.tests.get(sid)]

    def unimplemented(self) -> list[str]:
        """Cards without behaviour in sets that are partly implemented (the base set included)."""
        return [cid for cards in self.cards.values() for _, cid, _, _, done in cards if not done]


def _test_functions(path: Path) -> list[tuple[str, set[str]]]:
    """(test name, string arguments of its .dogma(...) calls) for each test in ``path``."""
    tree = ast.parse(path.read_text(), filename=str(path))
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name.startswith("test_"):
            dogmas: set[str] = set()
            for call in ast.walk(node):
                if (
                    isinstance(call, ast.Call)
                    and isinstance(call.func, ast.Attribute)
                    and call.func.attr == "dogma"
                    and call.args
                    and isinstance(call.args[0], ast.Constant)
                    and isinstance(call.args[0].value, str)
                ):
                    dogmas.add(call.args[0].value.lower())
            out.append((node.name, dogmas))
    return out


def collect() -> Coverage:
    for path in (ROOT / "plugins", ROOT / "src"):
        if str(path) not in sys.path:
            sys.path.insert(0, str(path))
    from innovation.rules.plugins import BASE, Rules, build_rules, discover

    everything: list[Rules] = [build_rules(())]
    gaps: list[tuple[str, str]] = []
    installed = discover()
    for name in sorted(installed):
        if name == BASE:
            continue
        if "third" not in getattr(installed[name].load(), "EDITIONS", ("third", "first")):
            continue  # a set made for the 4th edition only: listed with that edition's sets (_editions)
        try:
            everything.append(build_rules((name,)))
        except Exception as exc:  # not implemented (or broken): a gap, not a crash
            gaps.append((name, f"{type(exc).__name__}: {exc}"))
    cards: dict[str, list[tuple[int, str, str, str, bool]]] = {}
    specials: dict[str, str] = {}
    names: dict[str, str] = {}
    blank: set[str] = set()
    for rules in everything:
        for set_name, card_set in rules.sets.items():
            if set_name in cards or set_name in dict(gaps):
                continue
            if set_name != BASE and not card_set.effects:
                gaps.append((set_name, f"no card implemented yet ({len(card_set.cards)} cards)"))
                continue
            blank |= {
                info.id
                for info in card_set.cards
                if info.demand_kind is None and not info.non_demand_count and not info.has_echo
            }
            listing = [
                (info.age, info.id, info.name, COLORS[info.color], info.id in card_set.effects or info.id in blank)
                for info in card_set.cards
            ]
            cards[set_name] = sorted(listing, key=lambda c: (c[0], c[2].lower()))
            names.update({info.name.lower(): info.id for info in card_set.cards})
        for sid, sa in rules.specials.items():
            if sa.set in cards:
                specials.setdefault(sid, sa.name)
    known = {cid for listing in cards.values() for _, cid, *_ in listing}
    ids = sorted(known, key=len, reverse=True)
    tests: dict[str, list[str]] = {}
    all_tests: list[str] = []
    for path in sorted(TESTS.rglob("test_*.py")):
        if any(path.is_relative_to(other) for other in EDITION_TESTS.values()):
            continue
        rel = path.relative_to(ROOT).as_posix()
        for test, dogmas in _test_functions(path):
            all_tests.append(f"{rel}::{test}")
            covered = {cid for cid in ids if test == f"test_{cid}" or test.startswith(f"test_{cid}_")}
            covered |= {names.get(d, d) for d in dogmas if names.get(d, d) in known}
            # an id of several words ("war_decree") counts as a whole run of the test name's words
            covered |= {sid for sid in specials if f"_{sid}_" in f"_{test}_"}
            for cid in covered:
                tests.setdefault(cid, []).append(f"{rel}::{test}")
    variants = _variants(everything, all_tests)
    editions = _editions(blank)
    return Coverage(cards, specials, tests, gaps, blank, variants, editions)


def _blank(info: Any) -> bool:
    """Whether a card is printed without any effect (Battleship Yamato, the relics Timbuktu and
    Ching Shih): it is complete as it is, and no test can cover it."""
    return info.demand_kind is None and not info.non_demand_count and not info.has_echo


def _editions(
    blank: set[str],
) -> dict[tuple[str, str], tuple[list[tuple[int, str, str, str, bool]], dict[str, list[str]]]]:
    """Each card set of each edition of :data:`EDITION_TESTS` (the base set, then every installed
    plugin whose ``EDITIONS`` name the edition): its cards, and the tests of its folder that cover
    them (named ``test_<card id>_…`` or activating the card's dogma)."""
    from innovation.rules.plugins import BASE, build_rules, discover, unfinished_sets

    installed = discover()
    out: dict[tuple[str, str], tuple[list[tuple[int, str, str, str, bool]], dict[str, list[str]]]] = {}
    for edition, folder in EDITION_TESTS.items():
        plugins = [
            name
            for name in sorted(installed)
            if name != BASE and edition in getattr(installed[name].load(), "EDITIONS", ())
        ]
        with unfinished_sets():  # a set being written lists its missing cards as gaps
            card_sets = {BASE: (build_rules((), (), {"edition": edition}).sets[BASE], folder)}
            for name in plugins:
                sets = build_rules((name,), (), {"edition": edition}).sets
                card_sets.update({s: (cs, folder / name) for s, cs in sets.items() if s not in card_sets})
        for set_name, (card_set, where) in card_sets.items():
            # a card printed without any effect (Battleship Yamato) is done as it is, as in the 3rd
            listing = sorted(
                (
                    (info.age, info.id, info.name, COLORS[info.color], info.id in card_set.effects or _blank(info))
                    for info in card_set.cards
                ),
                key=lambda c: (c[0], c[2].lower()),
            )
            blank |= {f"{edition}:{info.id}" for info in card_set.cards if _blank(info)}
            names = {info.name.lower(): info.id for info in card_set.cards}
            ids = sorted(names.values(), key=len, reverse=True)
            tests: dict[str, list[str]] = {}
            for path in sorted(where.rglob("test_*.py")) if where.is_dir() else []:
                rel = path.relative_to(ROOT).as_posix()
                for test, dogmas in _test_functions(path):
                    covered = {cid for cid in ids if test == f"test_{cid}" or test.startswith(f"test_{cid}_")}
                    covered |= {names[d] for d in dogmas if d in names}
                    for cid in covered:
                        tests.setdefault(cid, []).append(f"{rel}::{test}")
            out[(edition, set_name)] = (listing, tests)
    return out


def _variants(everything: list[Any], all_tests: list[str]) -> dict[str, list[tuple[str, str, list[str]]]]:
    """Cards that read differently under some rule option value, with the tests named for them."""
    from innovation.errors import ConfigError
    from innovation.options import RULE_OPTIONS
    from innovation.rules.plugins import build_rules

    out: dict[str, list[tuple[str, str, list[str]]]] = {}
    for option in RULE_OPTIONS:
        if not option.in_options:
            continue
        values: list[str | bool] = [v for v in option.choices if v != option.default] if option.is_choice else [True]
        if option.name == "edition":  # an edition with a set of its own is no variant (_editions)
            values = [v for v in values if v not in EDITION_TESTS]
        for value in values:
            tail = f"{value}_{option.name}" if option.is_choice else option.name
            for rules in everything:
                try:
                    changed = build_rules(rules.plugin_names[1:], (), {option.name: value})
                except ConfigError:  # an edition these sets do not play in (or not yet finished)
                    continue
                for cid, effects in sorted(changed.effects.items()):
                    if effects.variant is None or any(cid == c for c, *_ in out.get(effects.variant, [])):
                        continue
                    name = f"test_{cid}_{tail}"
                    found = [t for t in all_tests if (t.split("::")[1] + "_").startswith(name + "_")]
                    out.setdefault(effects.variant, []).append((cid, changed.cards[cid].name, found))
    return out


def render(cov: Coverage | None = None) -> str:
    cov = cov or collect()
    total = sum(len(c) for c in cov.cards.values())
    implemented = total - len(cov.unimplemented())
    untested = cov.untested()
    tested = implemented - len([u for u in untested if u not in cov.specials])
    lines = [
        "# Rules coverage",
        "",
        "<!-- Generated by tools/gen_coverage.py from the card registry and the tests; do not edit by hand. -->",
        "",
        f"{implemented} of {total} cards listed here are implemented and {tested} of those have at least one "
        "scenario test. A test covers a card when it is named `test_<card id>_…` or activates the card's "
        "dogma; it covers a special achievement when its name contains the achievement's id, and a card's "
        "rule-option variant when it is named `test_<card id>_<value>_<option>_…` (`test_oars_first_edition_…`). "
        "Card sets "
        "without any implemented card are listed under [Gaps](#gaps). Regenerate with "
        "`python tools/gen_coverage.py`; `tests/docs/test_generated_docs.py` fails when this page is stale "
        "or an implemented card has no test.",
        "",
    ]
    for set_name, listing in cov.cards.items():
        lines += [f"## {SET_TITLES.get(set_name, set_name)} ({len(listing)} cards)", ""]
        lines += ["| age | card | colour | implemented | tests |", "|---|---|---|---|---|"]
        for age, cid, name, colour, implemented_ in listing:
            found = cov.tests.get(cid, [])
            cell = "<br>".join(f"`{t.split('::')[1]}`" for t in found) if found else "**none**"
            files = sorted({t.split("::")[0] for t in found})
            where = f" ({', '.join(files)})" if files else ""
            status = "no effects printed" if cid in cov.blank else "yes" if implemented_ else "**no**"
            lines.append(f"| {age} | {name} | {colour} | {status} | {cell}{where} |")
        lines.append("")
    if cov.specials:
        lines += ["## Special achievements", "", "| achievement | tests |", "|---|---|"]
        for sid, name in cov.specials.items():
            found = cov.tests.get(sid, [])
            cell = "<br>".join(f"`{t}`" for t in found) if found else "**none**"
            lines.append(f"| {name} | {cell} |")
        lines.append("")
    for (edition, set_name), (listing, found_tests) in cov.editions.items():
        title = f"{SET_TITLES.get(set_name, set_name)}, {EDITION_TITLES.get(edition, edition)}"
        done = sum(1 for *_, implemented_ in listing if implemented_)
        lines += [f"## {title} ({len(listing)} cards, {done} implemented)", ""]
        lines += ["| age | card | colour | implemented | tests |", "|---|---|---|---|---|"]
        for age, cid, name, colour, implemented_ in listing:
            found = found_tests.get(cid, [])
            cell = "<br>".join(f"`{t.split('::')[1]}`" for t in found) if found else "**none**"
            files = sorted({t.split("::")[0] for t in found})
            where = f" ({', '.join(files)})" if files else ""
            status = "no effects printed" if f"{edition}:{cid}" in cov.blank else "yes" if implemented_ else "**no**"
            lines.append(f"| {age} | {name} | {colour} | {status} | {cell}{where} |")
        lines.append("")
    for label, variant_cards in cov.variants.items():
        lines += [f"## Variant `{label}` ({len(variant_cards)} cards)", ""]
        lines += ["| card | tests |", "|---|---|"]
        for _cid, name, found in variant_cards:
            cell = "<br>".join(f"`{t.split('::')[1]}`" for t in found) if found else "**none**"
            files = sorted({t.split("::")[0] for t in found})
            where = f" ({', '.join(files)})" if files else ""
            lines.append(f"| {name} | {cell}{where} |")
        lines.append("")
    lines += ["## Gaps", ""]
    edition_gaps = any(
        not done or (not cov.editions[e][1].get(cid) and f"{e[0]}:{cid}" not in cov.blank)
        for e in cov.editions
        for _, cid, *_, done in cov.editions[e][0]
    )
    if not cov.gaps and not untested and not cov.unimplemented() and not edition_gaps:
        lines.append("None.")
    for name, why in cov.gaps:
        lines.append(f"- **{SET_TITLES.get(name, name)}** (`{name}`): {why}")
    missing = cov.unimplemented()
    if missing:
        lines.append(f"- {len(missing)} card(s) not implemented: {', '.join(f'`{c}`' for c in missing)}")
    if untested:
        lines.append(f"- {len(untested)} without a test: {', '.join(f'`{c}`' for c in untested)}")
    for (edition, set_name), (listing, found_tests) in cov.editions.items():
        title = f"{EDITION_TITLES.get(edition, edition)}, {SET_TITLES.get(set_name, set_name)}"
        todo = [cid for _, cid, *_, implemented_ in listing if not implemented_]
        if todo:
            lines.append(
                f"- {title}: {len(todo)} card(s) without effects yet (a game of that edition with this set "
                f"is refused until they have them): {', '.join(f'`{c}`' for c in todo)}"
            )
        bare = [
            cid
            for _, cid, *_, implemented_ in listing
            if implemented_ and not found_tests.get(cid) and f"{edition}:{cid}" not in cov.blank
        ]
        if bare:
            lines.append(f"- {title}: {len(bare)} card(s) without a test: {', '.join(f'`{c}`' for c in bare)}")
    return "\n".join(lines).rstrip() + "\n"


def main(argv: list[str]) -> int:
    cov = collect()
    text = render(cov)
    if "--check" in argv:
        status = 0
        if not TARGET.exists() or TARGET.read_text() != text:
            print(f"{TARGET.relative_to(ROOT)} is stale: run python tools/gen_coverage.py", file=sys.stderr)
            status = 1
        base_missing = [cid for _, cid, _, _, done in cov.cards.get("base", []) if not done]
        edition_untested = [
            f"{cid}@{edition}/{set_name}"
            for (edition, set_name), (listing, found_tests) in cov.editions.items()
            for _, cid, *_, done in listing
            if done and not found_tests.get(cid) and f"{edition}:{cid}" not in cov.blank
        ]
        if edition_untested:
            print(f"untested: {edition_untested}", file=sys.stderr)
            status = 1
        if cov.untested() or base_missing:
            print(f"untested: {cov.untested()}; base cards not implemented: {base_missing}", file=sys.stderr)
            status = 1
        return status
    TARGET.write_text(text)
    print(f"wrote {TARGET.relative_to(ROOT)}: {len(cov.untested())} untested, {len(cov.gaps)} gap(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
