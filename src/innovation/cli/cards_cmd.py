"""``innovation cards``: browse card facts and texts."""

from __future__ import annotations

import argparse
from collections.abc import Mapping

from innovation.cli.common import add_rule_arguments, rule_options_from_args
from innovation.errors import InnovationError
from innovation.options import RULE_OPTIONS, OptionValue
from innovation.rules.cards import CardEffects, CardInfo, Color, IconInfo, icon_name
from innovation.rules.plugins import BASE, build_rules, discover, unfinished_sets

NAME = "cards"
HELP = "list cards, or show one card's icons and text"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("name", nargs="?", help="card name or id (omit to list)")
    parser.add_argument(
        "--set", dest="set_name", default=None, help="only this set (base or an expansion's, e.g. artifacts)"
    )
    parser.add_argument("--age", type=int, default=None, help="only this age")
    # Only the choice options change card texts (the edition); the others are game rules.
    add_rule_arguments(parser, skip=[o.name for o in RULE_OPTIONS if not o.is_choice])


def slot_label(code: int, icons: dict[int, IconInfo]) -> str:
    return (icon_name(code, icons) or "-").replace("bonus", "bonus ")


def all_cards(
    options: Mapping[str, OptionValue] | None = None,
) -> tuple[dict[str, CardInfo], dict[str, CardEffects], dict[int, IconInfo]]:
    """Cards, effects and declared icons of the base game and of every installed expansion that
    loads, as they read under the rule ``options`` (default: the last edition)."""
    with unfinished_sets():  # a catalogue, not a game: a set being written shows what it has
        rules = build_rules((), (), options)
    cards, effects, icons = dict(rules.cards), dict(rules.effects), dict(rules.icons)
    for name in sorted(discover()):
        if name == BASE:
            continue
        try:
            with unfinished_sets():
                extra = build_rules((name,), (), options)
        except InnovationError:
            continue  # installed but not implemented, or not in this edition
        cards.update(extra.cards)
        effects.update(extra.effects)
        icons = extra.icons | icons
    return cards, effects, icons


def other_texts(options: Mapping[str, OptionValue]) -> dict[str, list[str]]:
    """For each card that reads differently under another value of a choice option than the one
    chosen, the flags that show that text (``--edition first``)."""
    out: dict[str, list[str]] = {}
    _, chosen, _ = all_cards(options)
    for option in RULE_OPTIONS:
        if not option.is_choice:
            continue
        for value in option.choices:
            if value == options.get(option.name, option.default):
                continue
            _, effects, _ = all_cards({**options, option.name: value})
            for card, card_effects in effects.items():
                if card in chosen and card_effects.texts() != chosen[card].texts():
                    out.setdefault(card, []).append(f"{option.flag} {value}")
    return out


def run(args: argparse.Namespace) -> int:
    options = rule_options_from_args(args)
    registry, effects_by_id, icons = all_cards(options)
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
            print(f"  icons: {', '.join(slot_label(s, icons) for s in info.icons)}")
            if info.dogma_icon >= 0:
                print(f"  featured icon: {slot_label(info.dogma_icon, icons)}")
            effects = effects_by_id.get(info.id)
            if effects is None and not (info.demand_kind or info.non_demand_count or info.has_echo):
                print("  (no effects printed)")
            elif effects is None:
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
