"""Decisions and events in a player's language, worded from their structure.

The protocol is language-neutral: a :class:`~innovation.protocol.decisions.Decision` and an
:class:`~innovation.protocol.events.Event` carry ids, kinds and places, and an English ``prompt`` /
``label`` / ``text`` beside them. :func:`localized_decision` and :func:`localized_events` give
the same values with those texts in another language: choice labels and event texts are worded
anew from the structured fields (a card by its id, a place by its zone and owner), prompts are
looked up in the catalogue (context ``prompt``: every prompt the code passes as a literal, and
the templates of those it builds with values — ``"Score {count} cards from your hand"`` — whose
values are read back out of the English prompt). A text with no translation stays English.

    from innovation.i18n.wording import localized_view
    view = localized_view(game.view("ann"), game.rules, "ko")

Nothing here changes a game: each function returns new values.
"""

from __future__ import annotations

import re
import string
import sys
from collections.abc import Sequence
from functools import cache
from typing import TypeVar, get_args

import msgspec

from innovation.i18n import SOURCE_LANGUAGE, Translator, _locale_dir, placeholders, translator
from innovation.i18n.po import parse_po
from innovation.protocol.decisions import Choice, Decision
from innovation.protocol.events import Event
from innovation.protocol.vocabulary import MoveEventKind
from innovation.rules.cards import Color, Icon, Rules
from innovation.rules.state import Result

UI = "ui"
PROMPT = "prompt"
#: Event wordings the engine and the plugins write themselves (``log`` calls), matched as templates.
LOG = "log"
#: Names of things: colours, icons, zones, splay directions, event kinds (context ``name``).
NAME = "name"
#: Error messages players read (an illegal answer, not your turn …), matched as templates.
ERROR = "error"
#: The rule options' labels, help texts and choices (innovation.options.RULE_OPTIONS), and what the
#: lobby says about bots and expansions.
OPTION = "option"
#: The web table's pages' own texts (the t("…") calls of web/static/*.js and the data-t texts).
WEB = "web"

#: A card move as a log line, by its kind (protocol.vocabulary.MoveEventKind): who moved which card
#: from where to where. The card is worded as the viewer may see it (a hidden card by its back).
_MOVED: dict[str, str] = {
    "draw": "{player} drew {card} from {source} to {target}.",
    "meld": "{player} melded {card} from {source} to {target}.",
    "tuck": "{player} tucked {card} from {source} to {target}.",
    "score": "{player} scored {card} from {source} to {target}.",
    "return": "{player} returned {card} from {source} to {target}.",
    "transfer": "{player} transferred {card} from {source} to {target}.",
    "exchange": "{player} exchanged {card} from {source} to {target}.",
    "achieve": "{player} achieved {card} from {source} to {target}.",
    "remove": "{player} removed {card} from {source} to {target}.",
    "foreshadow": "{player} foreshadowed {card} from {source} to {target}.",
    "dig": "{player} dug up {card} from {source} to {target}.",
    "relic": "{player} seized {card} from {source} to {target}.",
    "junk": "{player} junked {card} from {source} to {target}.",
    "safeguard": "{player} safeguarded {card} from {source} to {target}.",
}

#: What a decision's verb is said as, as an instruction to the chooser (a decision's headline).
_VERBS = (
    "meld",
    "tuck",
    "score",
    "achieve",
    "return",
    "transfer",
    "exchange",
    "keep",
    "reveal",
    "foreshadow",
    "rearrange",
    "execute",
    "dogma",
    "draw",
    "choose",
    "junk",
    "safeguard",
)

#: Every template this module words with (context ``ui``), so that extraction finds them.
TEMPLATES: tuple[str, ...] = (
    "{name} ({age}, {color})",
    "a hidden {set} {age}",
    "Achievement {age}",
    "{name} (special achievement)",
    "{name} (you)",
    "Done",
    "Decline",
    "Yes",
    "No",
    "Draw a {age}",
    "Draw (nothing left to draw: the game ends)",
    "Meld {card}",
    "Meld {card} from your {zone}",
    "Achieve {age}",
    "Achieve a secret {age}",
    "Dogma {name}",
    "Dogma {name} — {icon}: you {count}",
    "{action}: {what}",
    "{player} {count}",
    "{player} {count}, {effect}",
    "demanded",
    "compelled",
    "shares",
    "compelled, shares",
    "not affected",
    "{card} in your {zone}",
    "{card} in {owner}'s {zone}",
    "{card} in the {set} {age} supply pile",
    "{card} in a supply pile",
    "{card} {zone}",
    "{card} ({set} {age})",
    "{player}: {event} {card}",
    "your {zone}",
    "{owner}'s {zone}",
    "{player} splays {color} {direction}.",
    "{player} reveals {color}.",
    "Turn {turn}: {player} ({count} actions).",
    "Turn {turn}: {player} (1 action).",
    "{player} melded the alphabetically first card and goes first.",
    "{player} activates the dogma of {card} ({icon}: {count}).",
    "{player} draws a sharing bonus.",
    "{player} executes the non-demand effects of {card}.",
    "{player} executes the effects of {card}.",
    "{player} executes a karma of {card}.",
    "{player} executes the demand of {card}.",
    "{player}: {action}.",
    "draw",
    "meld {card}",
    "dogma {card}",
    "achieve {age}",
    "achieve secret {age}",
    "achieve {card}",
    "achieve {card} from their {zone}",
    "achieve {card} from {owner}'s {zone}",
    "neither",  # a "done" worded by the card (Canal Building, 4th edition: neither alternative)
    "{player} junks {card}.",
    "{player} draws and junks {card}.",
    "The game junks {card}.",
    "{player} flips a coin and wins.",
    "{player} flips a coin and loses.",
    "Game over: {players} won.",
    "Game over: nobody won.",
    "{prompt} ({count} chosen)",
    "{action} {card}",
    "{first} or {second}",
    "{player}'s {icon} on {card} counts as an achievement.",
    "{player}'s {icon} on {card} no longer counts as an achievement.",
    "{players} won by achievements ({detail})",
    "{players} won by score ({detail})",
    "{players} won by a card ({detail})",
    "{players} won ({detail})",
    "No winner ({detail})",
    *(
        # Who asks and where things go (decision_headline), and where a card went (moved_text).
        "{player} demands: {action}",
        "{player} compels: {action}",
        "Sharing {player}'s {card}: {action}",
        "{card}: {action}",
        "{player} demands ({card})",
        "{player} compels ({card})",
        "Sharing {player}'s {card}",
        "{verb} {what} from {source} to {target}",
        "{verb} {what} to {target}",
        "{verb} {what} from {source}",
        "{verb} {what}",
        "splay {what} {direction} on {target}",
        "rearrange {what} on {target}",
        "a card",
        "{count} cards",
        "up to {count} cards",
        "up to one card",
        "{low} to {high} cards",
        "a colour",
        "{count} colours",
        "up to one colour",
        "up to {count} colours",
        "a pile",
        "up to one pile",
        "its supply pile",
        "a supply pile",
        "the {set} {age} supply pile",
        "the available achievements",
        "the removed cards",
        "the relics",
        "the box",
        "the junk",
        "the free museums",
        "the cards set aside",
        *_MOVED.values(),
        *_VERBS,
        "{card} went from {source} to {target}.",
    ),
)

#: Alternatives cards offer by an id that labels.option words ("splay green left" → "Splay green
#: left", "neither", "hands"), which tools/i18n.py cannot read as literals: prompts like the others
#: (a template's values, colours and splays among them, are read back and translated).
OPTION_PROMPTS = ("Splay {color} {direction}", "Neither", "Hands")

#: Names (context ``name``): colours, icons, zones, splays, event kinds.
NAMES: tuple[str, ...] = (
    *(c.label for c in Color),
    *(i.name.lower() for i in Icon),
    "hand",
    "score pile",
    "board",
    "achievements",
    "forecast",
    "display",
    "among the available achievements",
    "removed from the game",
    "among the relics",
    "in the box",
    "museums",
    "among the free museums",
    "set aside for a game within the game",
    "safe",
    "left",
    "right",
    "up",
    "aslant",
    "none",
    "demand",
    "compel",
    "draw",
    "meld",
    "tuck",
    "score",
    "return",
    "transfer",
    "exchange",
    "achieve",
    "remove",
    "foreshadow",
    "dig",
    "relic",
    "safeguard",
    "reveal",
    "look",
    "splay",
    "rearrange",
    "promote",
)

_ZONE_WORDS = {"score": "score pile"}
_SHARED = {
    "available": "among the available achievements",
    "removed": "removed from the game",
    "relics": "among the relics",
    "box": "in the box",
    "free_museums": "among the free museums",
    "set_aside": "set aside for a game within the game",
}
#: The card moves, worded from their fields in every language, English too: "who moved which card
#: from where to where" (protocol.vocabulary.MoveEventKind; :func:`moved_text`).
_MOVE_KINDS = frozenset(get_args(MoveEventKind))
_LABELLED = re.compile(r"^(?P<what>Achievement|Draw a) (?P<age>\d+)$")
_DOGMA = re.compile(r"^Dogma (?P<name>.+?) — (?P<icon>[a-z]+): you (?P<own>\d+)(?P<rest>(?:; .+? \d+, [a-z, ]+)*)$")
_OTHER = re.compile(
    r"; (?P<player>.+?) (?P<count>\d+), (?P<effect>compelled, shares|demanded|compelled|shares|not affected)"
)


def _name(tr: Translator, word: str) -> str:
    return tr.text(word, context=NAME)


def _card_back(tr: Translator, set_name: str, age: int) -> str:
    return tr.text("a hidden {set} {age}", UI, set=set_name, age=age)


def localized_card_back(set_name: str, age: int, lang: str | None) -> str:
    """A card by what its back shows (:func:`innovation.rules.labels.card_back`) in ``lang``."""
    return _card_back(translator(lang), set_name, age)


def plugin_words(plugin: object) -> tuple[str, ...]:
    """The names a set brings (its package's ``WORDS``, e.g. an action's name), translated like the
    core's :data:`NAMES` without the core naming them."""
    package = sys.modules.get(getattr(plugin, "__package__", None) or "")
    words = getattr(package, "WORDS", ())
    return tuple(w for w in words if isinstance(w, str)) if isinstance(words, tuple) else ()


def plugin_names(rules: Rules) -> frozenset[str]:
    """:data:`NAMES` and the words of every plugin of ``rules``."""
    return frozenset(NAMES).union(*(plugin_words(p) for p in rules.pm.get_plugins()))


def _card(tr: Translator, rules: Rules, card_id: str) -> str:
    info = rules.cards.get(card_id)
    if info is None:
        special = rules.specials.get(card_id)
        return tr.text("{name} (special achievement)", UI, name=special.name) if special else card_id
    return tr.text(
        "{name} ({age}, {color})", UI, name=info.name, age=info.age, color=_name(tr, Color(info.color).label)
    )


def _place(
    tr: Translator, thing: str, zone: str | None, owner: str | None, chooser: str | None, set_: str = "", age: int = 0
) -> str:
    if zone is None:
        return thing
    if zone == "deck":
        if set_:
            return tr.text("{card} in the {set} {age} supply pile", UI, card=thing, set=set_, age=age)
        return tr.text("{card} in a supply pile", UI, card=thing)
    if owner is not None:
        word = _name(tr, _ZONE_WORDS.get(zone, zone))
        if owner == chooser:
            return tr.text("{card} in your {zone}", UI, card=thing, zone=word)
        return tr.text("{card} in {owner}'s {zone}", UI, card=thing, owner=owner, zone=word)
    return tr.text("{card} {zone}", UI, card=thing, zone=_name(tr, _SHARED.get(zone, zone)))


def _dogma_label(tr: Translator, rules: Rules, choice: Choice) -> str:
    info = rules.cards.get(choice.card or "")
    name = info.name if info is not None else (choice.card or "")
    match = _DOGMA.match(choice.label)
    if match is None:
        return tr.text("Dogma {name}", UI, name=name)
    out = tr.text(
        "Dogma {name} — {icon}: you {count}", UI, name=name, icon=_name(tr, match["icon"]), count=match["own"]
    )
    for other in _OTHER.finditer(match["rest"]):
        effect = tr.text(other["effect"], UI)
        out += "; " + tr.text(
            "{player} {count}, {effect}", UI, player=other["player"], count=other["count"], effect=effect
        )
    return out


def _label(tr: Translator, rules: Rules, choice: Choice, chooser: str) -> str:
    kind = choice.kind
    if kind == "action":
        if choice.action == "draw":
            if choice.value is None:
                return tr.text("Draw (nothing left to draw: the game ends)", UI)
            return tr.text("Draw a {age}", UI, age=choice.value)
        if choice.action == "achieve" and choice.value is not None:
            if choice.zone == "safe":
                return tr.text("Achieve a secret {age}", UI, age=choice.value)
            return tr.text("Achieve {age}", UI, age=choice.value)
        if choice.action == "meld" and choice.card is not None:
            card = _card(tr, rules, choice.card)
            if choice.zone in (None, "hand"):
                return tr.text("Meld {card}", UI, card=card)
            return tr.text("Meld {card} from your {zone}", UI, card=card, zone=_name(tr, choice.zone))
        if choice.action == "dogma":
            return _dogma_label(tr, rules, choice)
        info = rules.cards.get(choice.card or "")
        if info is not None:  # an action a plugin adds on a card: "<Verb> <card>"
            english = f"{info.name} ({info.age}, {Color(info.color).label})"
            verb = choice.label.removesuffix(" " + english)
            if verb != choice.label:
                return tr.text("{action} {card}", UI, action=_name(tr, verb.lower()), card=_card(tr, rules, info.id))
        verb, _, what = choice.id.partition(" ")
        if info is None and what and verb in plugin_names(rules):
            # an action a plugin adds on no card, named by one of its words: "inspire red" (a
            # colour, translated), "decree war" (a name, kept as printed)
            shown = _name(tr, what) if what in NAMES else what.capitalize()
            return tr.text("{action}: {what}", UI, action=_name(tr, verb).capitalize(), what=shown)
        return choice.label
    if kind == "card" and choice.card is not None:
        return _place(tr, _card(tr, rules, choice.card), choice.zone, choice.owner, chooser)
    if kind == "hidden":
        back = _card_back(tr, choice.set or "", choice.age or 0)
        return _place(tr, back, choice.zone, choice.owner, chooser, choice.set or "", choice.age or 0)
    if kind == "color" and choice.color is not None:
        return _name(tr, choice.color).capitalize() if tr.lang == SOURCE_LANGUAGE else _name(tr, choice.color)
    if kind == "player" and choice.player is not None:
        return tr.text("{name} (you)", UI, name=choice.player) if choice.player == chooser else choice.player
    if kind in ("yes_no", "done"):
        return tr.text(choice.label, UI)
    if kind == "option" and choice.card is not None:
        if choice.card in rules.cards:
            return _card(tr, rules, choice.card)
        special = rules.specials.get(choice.card)
        if special is not None:
            return tr.text("{name} (special achievement)", UI, name=special.name)
    if kind == "option":
        worded = _LABELLED.match(choice.label)  # labels.standard_achievement, labels.draw_action
        if worded is not None:
            template = "Achievement {age}" if worded["what"] == "Achievement" else "Draw a {age}"
            return tr.text(template, UI, age=worded["age"])
        if choice.label.lower() in plugin_names(rules):
            return _name(tr, choice.label.lower())
        return localized_text(choice.label, PROMPT, tr.lang)
    return choice.label


@cache
def _templates(lang: str, context: str) -> tuple[tuple[re.Pattern[str], str], ...]:
    # The prompts built with values: their English templates, as patterns that read the values
    # back out of the worded prompt. Read from the language's own catalogue (entries with
    # placeholders), longest first so that the most specific template wins.
    path = _locale_dir() / lang / "LC_MESSAGES" / "innovation.po"
    out = []
    for message in parse_po(path.read_text(encoding="utf-8")):
        if message.context != context or not message.translated or message.obsolete:
            continue
        names = placeholders(message.msgid)
        if not names:
            continue
        pattern = ""
        for literal, field, _spec, _conv in string.Formatter().parse(message.msgid):
            pattern += re.escape(literal)
            if field is not None:
                pattern += f"(?P<{field}>.+?)"
        out.append((re.compile(f"^{pattern}$"), message.msgid))
    return tuple(sorted(out, key=lambda p: -len(p[1])))


_COUNTED = re.compile(r"^(?P<n>\d+) cards?$")


def _value(tr: Translator, value: str) -> str:
    # A value read back out of an English text: a name is translated; "3 cards" (plugin_api's
    # counted()) is its number, the translation says the rest.
    if value in NAMES:
        return _name(tr, value)
    alternatives = value.split(" or ")
    if len(alternatives) > 1 and all(a in NAMES for a in alternatives):  # "purple or red"
        joined = _name(tr, alternatives[0])
        for other in alternatives[1:]:
            joined = tr.text("{first} or {second}", UI, first=joined, second=_name(tr, other))
        return joined
    counted = _COUNTED.match(value)
    return counted["n"] if counted else value


def localized_text(text: str, context: str, lang: str | None) -> str:
    """``text`` (an English prompt: ``context`` ``prompt``, or an event's wording: ``log``) in
    ``lang``: its own entry, else the entry of the template it was worded from (its values read
    back out of it, names among them translated); English when neither exists."""
    tr = translator(lang)
    if tr.lang == SOURCE_LANGUAGE:
        return text
    found = tr.text(text, context)
    if found != text:
        return found
    for pattern, msgid in _templates(tr.lang, context):
        match = pattern.match(text)
        if match:
            values = {k: _value(tr, v) for k, v in match.groupdict().items()}
            return tr.text(msgid, context, **values)
    return text


_CHOSEN = re.compile(r"^(?P<prompt>.*) \((?P<count>\d+) chosen\)$", re.DOTALL)


def localized_error(error: BaseException, lang: str | None) -> str:
    """The message of ``error`` (an :class:`~innovation.errors.InnovationError` a player caused:
    an illegal answer, another player's decision …) in ``lang``. ``str(error)`` stays the English
    text embedders read; this looks it up in the catalogue (context ``error``: every message the
    answer path and the web table raise, as templates whose values are read back out, a prompt
    among them translated). A message without an entry stays English."""
    text = str(error)
    tr = translator(lang)
    if tr.lang == SOURCE_LANGUAGE:
        return text
    found = tr.text(text, ERROR)
    if found != text:
        return found
    for pattern, msgid in _templates(tr.lang, ERROR):
        match = pattern.match(text)
        if match:
            values = {
                k: localized_prompt(v, tr.lang) if k == "prompt" else _value(tr, v)
                for k, v in match.groupdict().items()
            }
            return tr.text(msgid, ERROR, **values)
    return text


_RESULT_LINES = {
    "achievements": "{players} won by achievements ({detail})",
    "score": "{players} won by score ({detail})",
    "dogma": "{players} won by a card ({detail})",
}


def localized_result(result: Result, lang: str | None) -> Result:
    """``result`` with its ``detail`` (why it ended: "6 achievements (needed 6)", a card's name,
    "stopped at the limit of 500 turns") in ``lang``; every other field unchanged."""
    if translator(lang).lang == SOURCE_LANGUAGE or not result.detail:
        return result
    return msgspec.structs.replace(result, detail=localized_text(result.detail, LOG, lang))


def result_line(result: Result, lang: str | None) -> str:
    """One line for people saying how the game ended, in ``lang``: "ann won by achievements (6
    achievements (needed 6))"; English: :meth:`Result.describe <innovation.rules.state.Result.describe>`."""
    tr = translator(lang)
    if tr.lang == SOURCE_LANGUAGE:
        return result.describe()
    detail = localized_result(result, tr.lang).detail
    if not result.winners:
        return tr.text("No winner ({detail})", UI, detail=detail)
    template = _RESULT_LINES.get(result.reason, "{players} won ({detail})")
    return tr.text(template, UI, players=", ".join(result.winners), detail=detail)


def localized_prompt(prompt: str, lang: str | None) -> str:
    """``prompt`` (a decision's English prompt) in ``lang``; English when the catalogue has no
    translation for it. A selection's step ("… (2 chosen)") keeps its count."""
    step = _CHOSEN.match(prompt)
    if step is not None:
        inner = localized_text(step["prompt"], PROMPT, lang)
        return translator(lang).text("{prompt} ({count} chosen)", UI, prompt=inner, count=step["count"])
    return localized_text(prompt, PROMPT, lang)


def localized_decision(decision: Decision, rules: Rules, lang: str | None) -> Decision:
    """``decision`` with its prompt and its choices' labels in ``lang`` (ids, options and every
    other field unchanged: an answer is the same option string in every language)."""
    tr = translator(lang)
    if tr.lang == SOURCE_LANGUAGE:
        return decision
    choices = tuple(msgspec.structs.replace(c, label=_label(tr, rules, c, decision.player)) for c in decision.choices)
    return msgspec.structs.replace(decision, prompt=localized_prompt(decision.prompt, tr.lang), choices=choices)


#: A shared place, as the object of "from" and "to" (a player's place is "your hand", "ann's hand").
_SHARED_PLACES = {
    "available": "the available achievements",
    "removed": "the removed cards",
    "relics": "the relics",
    "box": "the box",
    "junk": "the junk",
    "free_museums": "the free museums",
    "set_aside": "the cards set aside",
}


def _place_name(
    tr: Translator,
    zone: str,
    owner: str | None,
    viewer: str | None,
    set_: str = "",
    age: int = 0,
    *,
    dest: bool = False,
) -> str:
    """A place worded for ``viewer``: "your hand", "ann's score pile", "the base 3 supply pile",
    "the junk"; a supply pile whose set and age are not known: "its supply pile" (a destination:
    the pile of the card that goes there), else "a supply pile"."""
    if owner is not None:
        word = _name(tr, _ZONE_WORDS.get(zone, zone))
        if owner == viewer:
            return tr.text("your {zone}", UI, zone=word)
        return tr.text("{owner}'s {zone}", UI, owner=owner, zone=word)
    if zone == "deck":
        if set_ and age:
            return tr.text("the {set} {age} supply pile", UI, set=set_, age=age)
        return tr.text("its supply pile" if dest else "a supply pile", UI)
    shared = _SHARED_PLACES.get(zone)
    return tr.text(shared, UI) if shared is not None else _name(tr, zone)


def _moved_card(tr: Translator, rules: Rules, event: Event) -> str:
    # Only what the (already redacted) event carries: a card the viewer may not see has no
    # ``card`` and is worded by its back, as the view shows it.
    if event.card is not None and event.card in rules.cards:
        return tr.text(
            "{card} ({set} {age})", UI, card=rules.cards[event.card].name, set=event.set or "", age=event.age or 0
        )
    special = rules.specials.get(event.card or "")
    if special is not None:
        return tr.text("{name} (special achievement)", UI, name=special.name)
    return _card_back(tr, event.set or "", event.age or 0)


def moved_text(tr: Translator, rules: Rules, event: Event, viewer: str | None) -> str | None:
    """A card move (``event.from_`` → ``event.to``) as a log line for ``viewer``: "bob transferred
    Archery (base 1) from your hand to ann's score pile."; None for an event that is not a move
    with both places."""
    if event.kind not in _MOVE_KINDS or event.from_ is None or event.to is None:
        return None
    card = _moved_card(tr, rules, event)
    set_, age = event.set or "", event.age or 0
    source = _place_name(tr, event.from_.zone, event.from_.owner, viewer, set_, age)
    target = _place_name(tr, event.to.zone, event.to.owner, viewer, set_, age, dest=True)
    if event.player is None:
        return tr.text("{card} went from {source} to {target}.", UI, card=card, source=source, target=target)
    return tr.text(_MOVED[event.kind], UI, player=event.player, card=card, source=source, target=target)


#: Numbers in words, in the source language (a translation writes digits: its "{count}" templates).
_NUMBER_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def _count(tr: Translator, n: int) -> str:
    return _NUMBER_WORDS[n] if tr.lang == SOURCE_LANGUAGE and 0 <= n < len(_NUMBER_WORDS) else str(n)


def _what(tr: Translator, decision: Decision) -> str:
    """How many of what the chooser picks, from the selection's open bounds: "two cards", "up to
    one card", "a pile" …"""
    low, high = (decision.selection.min, decision.selection.max) if decision.selection is not None else (1, 1)
    if decision.kind == "color":
        if decision.verb in ("splay", "rearrange"):
            return tr.text("a pile" if low else "up to one pile", UI)
        if low == high:
            return tr.text("a colour", UI) if high == 1 else tr.text("{count} colours", UI, count=_count(tr, high))
        if high == 1:
            return tr.text("up to one colour", UI)
        return tr.text("up to {count} colours", UI, count=_count(tr, high))
    if low == high:
        return tr.text("a card", UI) if high == 1 else tr.text("{count} cards", UI, count=_count(tr, high))
    if low == 0:
        return (
            tr.text("up to one card", UI) if high == 1 else tr.text("up to {count} cards", UI, count=_count(tr, high))
        )
    return tr.text("{low} to {high} cards", UI, low=_count(tr, low), high=_count(tr, high))


def _source(tr: Translator, decision: Decision) -> str:
    """Where the cards offered lie, when that is one place (the choices' owner and zone)."""
    places = {(c.zone, c.owner) for c in decision.choices if c.kind in ("card", "hidden") and c.zone is not None}
    if len(places) != 1:
        return ""
    zone, owner = next(iter(places))
    assert zone is not None
    return _place_name(tr, zone, owner, decision.player)


def _action(tr: Translator, decision: Decision) -> str:
    """What happens to what is chosen, and from where to where: "transfer two cards from your
    hand to ann's score pile"; "" for a decision whose options are not cards or colours with a
    verb (a yes/no, a player, a value: the prompt says it all)."""
    if decision.verb is None or decision.kind not in ("card", "color", "initial_meld"):
        return ""
    what = _what(tr, decision)
    target = (
        ""
        if decision.dest is None
        else _place_name(tr, decision.dest.zone, decision.dest.owner, decision.player, dest=True)
    )
    if decision.kind == "color" and decision.verb == "splay" and decision.splay is not None and target:
        direction = _name(tr, decision.splay)
        return tr.text("splay {what} {direction} on {target}", UI, what=what, direction=direction, target=target)
    if decision.kind == "color" and decision.verb == "rearrange" and target:
        return tr.text("rearrange {what} on {target}", UI, what=what, target=target)
    if decision.verb not in _VERBS:
        return ""
    verb, source = tr.text(decision.verb, UI), _source(tr, decision)
    if source and target:
        return tr.text(
            "{verb} {what} from {source} to {target}", UI, verb=verb, what=what, source=source, target=target
        )
    if target:
        return tr.text("{verb} {what} to {target}", UI, verb=verb, what=what, target=target)
    if source:
        return tr.text("{verb} {what} from {source}", UI, verb=verb, what=what, source=source)
    return tr.text("{verb} {what}", UI, verb=verb, what=what)


def decision_headline(decision: Decision, rules: Rules, lang: str | None) -> str:
    """Who asks and what happens where, worded from the decision's own fields (``effect``,
    ``activator``, ``source``, ``verb``, ``selection``, the choices' places, ``dest``) in ``lang``:
    "ann demands: transfer two cards from your hand to ann's score pile", "Sharing bob's Writing:
    …", "Archery: return a card from your hand to its supply pile". "" when the prompt alone says
    it (a turn action, a set-up or self question without a card or colour to move). Both clients
    (the terminal and the web table) show it above the prompt."""
    tr = translator(lang)
    if decision.kind == "action":
        return ""
    action = _action(tr, decision)
    card = ""
    if decision.source is not None:
        info = rules.cards.get(decision.source)
        card = info.name if info is not None else decision.source
    by = decision.activator
    if by is not None and by != decision.player and decision.effect in ("demand", "compel"):
        if action:
            template = "{player} demands: {action}" if decision.effect == "demand" else "{player} compels: {action}"
            return tr.text(template, UI, player=by, action=action)
        template = "{player} demands ({card})" if decision.effect == "demand" else "{player} compels ({card})"
        return tr.text(template, UI, player=by, card=card)
    if by is not None and by != decision.player and decision.effect in ("cooperative", "echo"):
        if action:
            return tr.text("Sharing {player}'s {card}: {action}", UI, player=by, card=card, action=action)
        return tr.text("Sharing {player}'s {card}", UI, player=by, card=card)
    if not action:
        return ""
    line = tr.text("{card}: {action}", UI, card=card, action=action) if card else action
    return line[:1].upper() + line[1:]


_SAID = {
    "turn": re.compile(r"^Turn (?P<turn>\d+): "),
    "dogma": re.compile(r" \((?P<icon>[a-z]+): (?P<count>\d+)\)\.$"),
}


#: The Achieve action on a card claimed face down from a hidden place, as others read it
#: (innovation.rules.turn, ``_announce_card_achieve``).
_HIDDEN_CLAIM = re.compile(
    r"^a hidden (?P<set>\S+) (?P<age>\d+)(?: from (?:their|(?P<owner>.+)'s) (?P<zone>[a-z ]+))?$"
)


_BOARD_ACHIEVEMENT = re.compile(r"^'s (?P<icon>[a-z]+) on .+ (?P<no>no longer )?counts as an achievement\.$")


def _event_text(tr: Translator, rules: Rules, event: Event, viewer: str | None) -> str:
    kind, player = event.kind, event.player or ""
    moved = moved_text(tr, rules, event, viewer)
    if moved is not None:
        return moved
    if kind == "splay" and event.color is not None and event.splay is not None:
        return tr.text(
            "{player} splays {color} {direction}.",
            UI,
            player=player,
            color=_name(tr, event.color),
            direction=_name(tr, event.splay),
        )
    if kind == "reveal" and event.card is None and event.color is not None:
        return tr.text("{player} reveals {color}.", UI, player=player, color=_name(tr, event.color))
    info = rules.cards.get(event.card or "")
    name = info.name if info is not None else (event.card or "")
    text = event.text
    if kind == "turn":
        turn = _SAID["turn"].match(text)
        if turn:
            if text.endswith("(1 action)."):
                return tr.text("Turn {turn}: {player} (1 action).", UI, turn=turn["turn"], player=player)
            count = re.search(r"\((\d+) actions\)\.$", text)
            return tr.text(
                "Turn {turn}: {player} ({count} actions).",
                UI,
                turn=turn["turn"],
                player=player,
                count=count[1] if count else "2",
            )
    if kind == "first_player":
        return tr.text("{player} melded the alphabetically first card and goes first.", UI, player=player)
    if kind == "dogma":
        found = _SAID["dogma"].search(text)
        if found:
            return tr.text(
                "{player} activates the dogma of {card} ({icon}: {count}).",
                UI,
                player=player,
                card=name,
                icon=_name(tr, found["icon"]),
                count=found["count"],
            )
    if kind == "board_achievement":
        held = _BOARD_ACHIEVEMENT.match(text.removeprefix(player))
        if held:
            template = (
                "{player}'s {icon} on {card} no longer counts as an achievement."
                if held["no"]
                else "{player}'s {icon} on {card} counts as an achievement."
            )
            return tr.text(template, UI, player=player, icon=_name(tr, held["icon"]), card=name)
    if kind == "junk" and info is not None and text.endswith(")."):  # a card junked (the specials: log lines)
        card = tr.text("{card} ({set} {age})", UI, card=name, set=event.set or "", age=event.age or 0)
        if event.player is None:
            return tr.text("The game junks {card}.", UI, card=card)
        template = "{player} draws and junks {card}." if " draws and junks " in text else "{player} junks {card}."
        return tr.text(template, UI, player=player, card=card)
    if kind == "coin_flip":
        template = "{player} flips a coin and wins." if text.endswith(" wins.") else "{player} flips a coin and loses."
        return tr.text(template, UI, player=player)
    if kind == "share_bonus":
        return tr.text("{player} draws a sharing bonus.", UI, player=player)
    if kind == "execute":
        if "non-demand" in text:
            return tr.text("{player} executes the non-demand effects of {card}.", UI, player=player, card=name)
        if " executes a karma of " in text:
            return tr.text("{player} executes a karma of {card}.", UI, player=player, card=name)
        if " executes the demand of " in text:
            return tr.text("{player} executes the demand of {card}.", UI, player=player, card=name)
        return tr.text("{player} executes the effects of {card}.", UI, player=player, card=name)
    if event.card is not None and kind in NAMES and kind not in ("action", "dogma"):
        card = tr.text("{card} ({set} {age})", UI, card=name, set=event.set or "", age=event.age or 0)
        if kind != "reveal" or info is not None:
            return tr.text("{player}: {event} {card}", UI, player=player, event=_name(tr, kind), card=card)
    if kind == "action":
        verb, _, arg = text.removeprefix(f"{player}: ").removesuffix(".").partition(" ")
        if verb == "draw":
            action = tr.text("draw", UI)
        elif verb in ("meld", "dogma") and arg:
            action = tr.text(f"{verb} {{card}}", UI, card=arg)
        elif verb == "achieve" and arg.startswith("secret "):  # the Unseen: "achieve secret 4"
            action = tr.text("achieve secret {age}", UI, age=arg.removeprefix("secret "))
        elif verb == "achieve" and (claim := _HIDDEN_CLAIM.match(arg)):  # a card claimed face down
            card = _card_back(tr, claim["set"], int(claim["age"]))
            if claim["zone"] is None:
                action = tr.text("achieve {card}", UI, card=card)
            elif claim["owner"] is None:
                action = tr.text("achieve {card} from their {zone}", UI, card=card, zone=_name(tr, claim["zone"]))
            else:
                zone = _name(tr, claim["zone"])
                action = tr.text("achieve {card} from {owner}'s {zone}", UI, card=card, owner=claim["owner"], zone=zone)
        elif verb == "achieve" and arg.isdigit():
            action = tr.text("achieve {age}", UI, age=arg)
        elif verb == "achieve" and arg:  # a card a karma lets its claimer achieve, named to them
            action = tr.text("achieve {card}", UI, card=arg)
        elif arg:
            action = f"{_name(tr, verb)} {arg}"
        else:
            action = text.removeprefix(f"{player}: ").removesuffix(".")
        return tr.text("{player}: {action}.", UI, player=player, action=action)
    if kind == "game_over":
        over = re.match(r"^Game over \([^)]*\): (?P<who>.*?) won\.", text)
        if over:
            return tr.text("Game over: {players} won.", UI, players=over["who"])
        if "nobody won" in text:
            return tr.text("Game over: nobody won.", UI)
    return localized_text(text, LOG, tr.lang)


def localized_events(events: Sequence[Event], rules: Rules, lang: str | None, viewer: str | None = None) -> list[Event]:
    """``events`` with their texts in ``lang``, worded for ``viewer`` ("your hand"); every other
    field unchanged. A card move is worded from its fields in English too (where the card went and
    from where: :func:`moved_text`); other English texts stay the engine's."""
    tr = translator(lang)
    english = tr.lang == SOURCE_LANGUAGE
    out = []
    for event in events:
        if english and event.kind not in _MOVE_KINDS:
            out.append(event)
            continue
        text = _event_text(tr, rules, event, viewer)
        public = event.public_text
        if public is not None:
            hidden = msgspec.structs.replace(event, card=None)
            public = _event_text(tr, rules, hidden, viewer)
        out.append(msgspec.structs.replace(event, text=text, public_text=public))
    return out


V = TypeVar("V", bound=msgspec.Struct)


def localized_view(view: V, rules: Rules, lang: str | None) -> V:
    """A :class:`~innovation.protocol.view.View` with its pending decision and its events in ``lang``
    (in English: its card moves worded from their fields, :func:`localized_events`)."""
    viewer = getattr(view, "viewer", None)
    pending = getattr(view, "decision", None)
    events = getattr(view, "events", None)
    changes: dict[str, object] = {}
    if isinstance(pending, Decision):
        changes["decision"] = localized_decision(pending, rules, lang)
    if isinstance(events, list):
        changes["events"] = localized_events(events, rules, lang, viewer if isinstance(viewer, str) else None)
    result = getattr(view, "result", None)
    if isinstance(result, Result):
        changes["result"] = localized_result(result, lang)
    return msgspec.structs.replace(view, **changes)
