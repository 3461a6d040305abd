"""``innovation cards``: browse card facts and texts."""

from __future__ import annotations

import argparse
from collections.abc import Mapping

from innovation.cards import CardEffects, CardInfo, Color, Icon
from innovation.cli.common import add_rule_arguments, rule_options_from_args
from innovation.errors import InnovationError
from innovation.options import RULE_OPTIONS, OptionValue
from innovation.plugins import BASE, build_rules, discover

NAME = "cards"
HELP = "list cards, or show one card's icons and text"

_ICON_NAMES = {int(i): i.name.lower() for i in Icon}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("name", nargs="?", help="card name or id (omit to list)")
    parser.add_argument("--set", dest="set_name", default=None, help="only this set (base, artifacts, echoes)")
    parser.add_argument("--age", type=int, default=None, help="only this age")
    # Only the choice options change card texts (the edition); the others are game rules.
    add_rule_arguments(parser, skip=[o.name for o in RULE_OPTIONS if not o.is_choice])


def slot_label(code: int) -> str:
    if code < 0:
        return "-"
    if code >= 100:
        return f"bonus {code - 100}"
    return _ICON_NAMES.get(code, str(code))


def all_cards(
    options: Mapping[str, OptionValue] | None = None,
) -> tuple[dict[str, CardInfo], dict[str, CardEffects]]:
    """Cards and effects of the base game and of every installed expansion that loads, as they
    read under the rule ``options`` (default: the last edition)."""
    rules = build_rules((), (), options)
    cards, effects = dict(rules.cards), dict(rules.effects)
    for name in sorted(discover()):
        if name == BASE:
            continue
        try:
            extra = build_rules((name,), (), options)
        except InnovationError:
            continue  # installed but not implemented
        cards.update(extra.cards)
        effects.update(extra.effects)
    return cards, effects


def other_texts(options: Mapping[str, OptionValue]) -> dict[str, list[str]]:
    """For each card that reads differently under another value of a choice option than the one
    chosen, the flags that show that text (``--edition first``)."""
    out: dict[str, list[str]] = {}
    _, chosen = all_cards(options)
    for option in RULE_OPTIONS:
        if not option.is_choice:
            continue
        for value in option.choices:
            if value == options.get(option.name, option.default):
                continue
            _, effects = all_cards({**options, option.name: value})
            for card, card_effects in effects.items():
                if card in chosen and card_effects.texts() != chosen[card].texts():
                    out.setdefault(card, []).append(f"{option.flag} {value}")
    return out


def run(args: argparse.Namespace) -> int:
    options = rule_options_from_args(args)
    registry, effects_by_id = all_cards(options)
    cards = sorted(registry.values(), key=lambda c: (c.set, c.age, c.name))
    if args.name:
        wanted = args.name.lower()
        match = [c for c in cards if c.id == wanted or c.name.lower() == wanted]
        if not match:
            match = [c for c in cards if wanted in c.name.lower()]
        if not match:
            print(f"no card matches {args.name!r}")
            return 1
        others = other_texts(options)
        for info in match:
            print(f"{info.name} — {info.set}, age {info.age}, {Color(info.color).label}")
            print(f"  icons: {', '.join(slot_label(s) for s in info.icons)}")
            if info.dogma_icon >= 0:
                print(f"  featured icon: {slot_label(info.dogma_icon)}")
            effects = effects_by_id.get(info.id)
            if effects is None:
                print("  (effects not implemented)")
            else:
                for text in effects.texts():
                    print(f"  • {text}")
                if effects.variant is not None:
                    print(f"  (the text for {effects.variant})")
                for flags in others.get(info.id, []):
                    print(f"  (reads differently with {flags})")
        return 0
    shown = 0
    for info in cards:
        if args.set_name and info.set != args.set_name:
            continue
        if args.age and info.age != args.age:
            continue
        print(f"{info.set:9} {info.age:2}  {Color(info.color).label:6}  {info.name}")
        shown += 1
    if not shown:
        sets = ", ".join(sorted({c.set for c in cards}))
        print(f"no cards match (sets: {sets})")
        return 1
    return 0
