"""The message catalogues: collect the English texts players read, merge them into every
language's catalogue, and report what is left to translate.

Usage: python tools/i18n.py extract        write locale/innovation.pot, merge it into every .po
       python tools/i18n.py check          exit 1 when a catalogue is stale or incomplete
       python tools/i18n.py stats          entries and % translated per language
       python tools/i18n.py new LANG NAME [PLURAL-FORMS]
                                           start a catalogue for LANG (named NAME in itself;
                                           PLURAL-FORMS: gettext's rule, e.g. "nplurals=2; plural=(n > 1);")
       python tools/i18n.py fill FILE.tsv [LANG,LANG…] [--context CTX]
                                           set the translations of FILE.tsv (msgid<TAB>one column per
                                           LANG, default ko,ja; a field in double quotes is a JSON
                                           string; lines starting with # are comments) in the
                                           catalogues, for every entry whose msgid matches (only
                                           the entries of context CTX with --context: card, prompt …)

The catalogues live in src/innovation/i18n/locale/<lang>/LC_MESSAGES/innovation.po (gettext's
layout; docs/i18n.md). English is the source: an entry's msgid is the English text as the code
says it. Merging keeps every translation whose English is unchanged; an entry whose English is gone
is kept as obsolete (``#~``) so that its translation can be reused by hand.
"""

from __future__ import annotations

import ast
import json
import re
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path

from innovation import Game, GameConfig
from innovation.cli.common import HELP_TEMPLATES
from innovation.editions import EDITIONS
from innovation.errors import ConfigError
from innovation.i18n import CARD, placeholders
from innovation.i18n.po import Message, format_po, parse_po
from innovation.i18n.wording import ERROR, LOG, NAME, NAMES, OPTION, PROMPT, TEMPLATES, UI, WEB, plugin_words
from innovation.options import RULE_OPTIONS
from innovation.protocol.catalogue import Catalogue
from innovation.rules.plugins import discover, unfinished_sets

ROOT = Path(__file__).resolve().parents[1]
#: The context of the terminal's own texts (innovation.cli.play_cmd.CLI).
CLI = "cli"
LOCALE = ROOT / "src" / "innovation" / "i18n" / "locale"
TEMPLATE = LOCALE / "innovation.pot"
CATALOGUE_NAME = "innovation.po"
HEADER_FIELDS = (
    "Project-Id-Version: innovation-engine\n"
    "PO-Revision-Date: 2026-12-06 16:00+0000\n"
    "Last-Translator: innovation-engine contributors\n"
    "Language-Team: innovation-engine contributors\n"
    "MIME-Version: 1.0\n"
    "Content-Type: text/plain; charset=UTF-8\n"
    "Content-Transfer-Encoding: 8bit\n"
)
#: gettext's plural rule of a few languages (from the GNU gettext manual's table); ``new`` takes
#: any other language's rule as its third argument.
PLURAL_FORMS = {
    "en": "nplurals=2; plural=(n != 1);",
    "ko": "nplurals=1; plural=0;",
    "ja": "nplurals=1; plural=0;",
    "zh": "nplurals=1; plural=0;",
    "de": "nplurals=2; plural=(n != 1);",
    "es": "nplurals=2; plural=(n != 1);",
    "fr": "nplurals=2; plural=(n > 1);",
}


@dataclass
class Found:
    """One English text and every place it is used."""

    msgid: str
    context: str | None
    where: list[str] = field(default_factory=list)
    plural: str | None = None


def _configs() -> Iterator[GameConfig]:
    # Every set that is installed, under every edition, and every on/off rule option switched on
    # alone: a card whose text differs under an option registers a variant, and each variant's
    # text is a text players read. An edition that does not play every set (the 4th plays no
    # Figures, the others no Unseen) gives the texts of each set it plays, and of all of them
    # together with each option (a set may give texts to another's cards: Figures to the relic
    # Ching Shih); one that cannot be played at all is left out, loudly.
    installed = tuple(sorted(name for name in discover() if name != "base"))
    for edition in EDITIONS:
        playable = []
        for sets in (installed, *((e,) for e in installed), ()):
            try:
                Game.new(GameConfig(players=("a", "b"), expansions=sets, edition=edition))
            except ConfigError as exc:
                why = str(exc)
                continue
            playable.append(sets)
            if sets == installed:
                break
        if not playable:
            print(f"i18n: edition {edition!r} left out until it can be played: {why[:100]}", file=sys.stderr)
            continue
        for sets in playable:
            yield GameConfig(players=("a", "b"), expansions=sets, edition=edition)
        expansions = tuple(name for sets in playable if len(sets) == 1 for name in sets)
        if playable[0] != installed:
            if len(expansions) < 2:
                continue
            try:
                Game.new(GameConfig(players=("a", "b"), expansions=expansions, edition=edition))
            except ConfigError:
                continue  # those sets do not play together
            yield GameConfig(players=("a", "b"), expansions=expansions, edition=edition)
        for option in RULE_OPTIONS:
            if option.is_choice or not option.in_options:
                continue
            options: dict[str, object] = {"edition": edition, option.name: True}
            for need in option.needs:
                if need not in expansions:
                    options[need] = True
            try:
                yield GameConfig(players=("a", "b"), expansions=expansions, **options)  # type: ignore[arg-type]
            except Exception:  # an option that needs something else too (teams): its texts are the same
                continue


def _unfinished_configs() -> Iterator[GameConfig]:
    """Each set that is refused only because its cards are still being written (built under
    ``unfinished_sets``, as its tests build it), alone, in every edition that plays it: its texts
    are translated while it is finished, so that it is playable in every language the day it is."""
    expansions = sorted(name for name in discover() if name != "base")
    for edition in EDITIONS:
        for name in expansions:
            try:
                Game.new(GameConfig(players=("a", "b"), expansions=(name,), edition=edition))
                continue  # playable: _configs reads it
            except ConfigError:
                pass
            with unfinished_sets():
                try:
                    config = GameConfig(players=("a", "b"), expansions=(name,), edition=edition)
                    Game.new(config)
                except ConfigError:
                    continue  # not played in this edition at all
            yield config


def card_texts() -> dict[tuple[str | None, str], Found]:
    """Every card text a catalogue gives (effects, echo and inspire effects, karmas, notes, special
    achievements, declared icons), under every edition and rule option, of the sets still being
    finished too."""
    found: dict[tuple[str | None, str], Found] = {}

    def add(text: str, where: str) -> None:
        if not text:
            return
        entry = found.setdefault((CARD, text), Found(text, CARD))
        if where not in entry.where:
            entry.where.append(where)

    def add_catalogue(cat: Catalogue) -> None:
        for cid, facts in cat.cards.items():
            label = f"{facts.set} {cid} ({facts.name})"
            for i, effect in enumerate(facts.effects, 1):
                add(effect.text, f"{label} {effect.kind} effect {i}")
            if facts.echo:
                add(facts.echo, f"{label} echo effect")
            if facts.inspire:
                add(facts.inspire, f"{label} inspire effect")
            for note in facts.notes:
                add(note, f"{label} note")
            for i, karma in enumerate(facts.karmas, 1):
                add(karma, f"{label} karma {i}")
        for sid, special in cat.specials.items():
            add(special.description, f"{special.set} special achievement {sid} ({special.name})")
        for name, icon in cat.icons.items():
            add(icon.description, f"icon {name}")

    for config in _configs():
        add_catalogue(Game.new(config).catalogue())
    for config in _unfinished_configs():
        with unfinished_sets():
            add_catalogue(Game.new(config).catalogue())
    return found


#: The calls whose string argument (or ``prompt=``) is a prompt a player reads.
PROMPT_CALLS = frozenset(
    (
        "choose_card",
        "choose_cards",
        "choose_color",
        "choose_highest",
        "choose_lowest",
        "choose_value",
        "choose_player",
        "choose_option",
        "choose_pile",
        "yes_no",
        "ask",
    )
)
#: Any other call whose name says it asks (``order``, ``_pick_card`` …).
PROMPT_CALL_PARTS = re.compile(r"choose|order|pick|ask")
PROMPT_SOURCES = (ROOT / "plugins", ROOT / "src" / "innovation")
#: Client packages: their texts are the front-ends' own (not prompts of decisions).
CLIENT_DIRS = frozenset(("cli", "web", "ai", "simulation"))


def _template(node: ast.JoinedStr) -> str:
    """An f-string as a template: each value a ``{name}`` placeholder named after its expression."""
    out, used = "", set()
    for part in node.values:
        if isinstance(part, ast.Constant):
            out += str(part.value).replace("{", "{{").replace("}", "}}")
            continue
        assert isinstance(part, ast.FormattedValue)
        expr = part.value
        if isinstance(expr, ast.Call) and isinstance(expr.func, ast.Name) and expr.func.id in ("len", "counted"):
            name = "count"  # counted(n, "card") words "3 cards": the look-up reads the number back
        elif isinstance(expr, ast.Call) and isinstance(expr.func, ast.Attribute) and expr.func.attr == "name":
            name = "player"
        elif isinstance(expr, ast.Attribute):
            name = (
                expr.attr if expr.attr != "label" else (expr.value.id if isinstance(expr.value, ast.Name) else "value")
            )
        elif isinstance(expr, ast.Name):
            name = expr.id
        else:
            name = "value"
        base, k = name, 2
        while name in used:
            name, k = f"{base}{k}", k + 1
        used.add(name)
        out += "{" + name + "}"
    return out


def _branches(nodes: Sequence[ast.expr]) -> list[ast.expr]:
    """``nodes`` with each conditional expression replaced by both its branches
    (``"You may … another" if again else "… a card"``: both are prompts)."""
    out: list[ast.expr] = []
    for node in nodes:
        out += _branches([node.body, node.orelse]) if isinstance(node, ast.IfExp) else [node]
    return out


def _loop_prompts(node: ast.For) -> list[ast.expr]:
    """The texts a loop binds to a variable named ``prompt`` from a literal tuple of tuples."""
    if not (isinstance(node.target, ast.Tuple) and isinstance(node.iter, ast.Tuple | ast.List)):
        return []
    at = [k for k, t in enumerate(node.target.elts) if isinstance(t, ast.Name) and t.id == "prompt"]
    if not at:
        return []
    return [
        row.elts[at[0]]
        for row in node.iter.elts
        if isinstance(row, ast.Tuple) and len(row.elts) == len(node.target.elts)
    ]


def prompt_texts() -> dict[tuple[str | None, str], Found]:
    """Every prompt the code passes to a question as a literal or an f-string (as a template)."""
    found: dict[tuple[str | None, str], Found] = {}
    for base in PROMPT_SOURCES:
        for path in sorted(base.rglob("*.py")):
            if CLIENT_DIRS & set(path.relative_to(base).parts[:-1]) or path.name == "testing.py":
                continue
            tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
            for node in ast.walk(tree):
                if isinstance(node, ast.Assign) and any(
                    isinstance(t, ast.Name) and t.id.endswith("_PROMPTS") for t in node.targets
                ):
                    for elt in node.value.elts if isinstance(node.value, ast.Tuple) else ():
                        if isinstance(elt, ast.Constant) and isinstance(elt.value, str):
                            where = f"{path.relative_to(ROOT)}:{node.lineno}"
                            found.setdefault((PROMPT, elt.value), Found(elt.value, PROMPT)).where.append(where)
                    continue
                where = f"{path.relative_to(ROOT)}:{getattr(node, 'lineno', 0)}"
                literals: list[ast.expr] = []
                if isinstance(node, ast.Assign) and any(
                    isinstance(t, ast.Name) and t.id == "prompt" for t in node.targets
                ):
                    literals = [node.value]
                elif (  # options[KEY] = "a label" (a card's alternative added one at a time)
                    base.name == "plugins"
                    and isinstance(node, ast.Assign)
                    and any(isinstance(t, ast.Subscript) for t in node.targets)
                    and isinstance(node.value, ast.Constant | ast.JoinedStr)
                ):
                    literals = [node.value]
                elif isinstance(node, ast.For):  # for colour, to, prompt in ((…, "Transfer …"), …)
                    literals = _loop_prompts(node)
                elif isinstance(node, ast.Dict) and base.name == "plugins":  # a card's labelled alternatives
                    literals = [
                        v
                        for k, v in zip(node.keys, node.values, strict=True)
                        if isinstance(v, ast.JoinedStr)
                        or (  # a fixed label beside a literal option id ({"deck": "Dig up …"})
                            isinstance(v, ast.Constant)
                            and isinstance(k, ast.Constant)
                            and isinstance(k.value, str)
                            and " " not in k.value
                        )
                    ]
                elif isinstance(node, ast.DictComp) and base.name == "plugins":  # labels made per option
                    literals = [node.value] if isinstance(node.value, ast.JoinedStr) else []
                elif (  # a card's alternative as a named constant: shown as labels.option words it
                    base.name == "plugins"
                    and isinstance(node, ast.Assign)
                    and any(isinstance(t, ast.Name) and t.id.isupper() for t in node.targets)
                    and isinstance(node.value, ast.Constant)
                    and isinstance(node.value.value, str)
                    and " " in node.value.value
                    and "\n" not in node.value.value
                ):
                    words = node.value.value.replace("_", " ")
                    literals = [ast.Constant(words[:1].upper() + words[1:])]
                for arg in _branches(literals):
                    text = _template(arg) if isinstance(arg, ast.JoinedStr) else getattr(arg, "value", None)
                    if isinstance(text, str) and " " in text:
                        found.setdefault((PROMPT, text), Found(text, PROMPT)).where.append(where)
                if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
                    continue
                if node.func.attr not in PROMPT_CALLS and not PROMPT_CALL_PARTS.search(node.func.attr):
                    continue
                args = [*node.args, *(k.value for k in node.keywords if k.arg == "prompt")]
                for arg in _branches(args):
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and " " in arg.value:
                        text = arg.value
                    elif isinstance(arg, ast.JoinedStr):
                        text = _template(arg)
                    else:
                        continue
                    where = f"{path.relative_to(ROOT)}:{node.lineno}"
                    entry = found.setdefault((PROMPT, text), Found(text, PROMPT))
                    if where not in entry.where:
                        entry.where.append(where)
    return found


#: The calls whose text argument is an event's wording (the log), and the names of variables and
#: functions that hold or return one.
LOG_CALLS = frozenset(("log", "_notice", "log_secret", "Noted", "Logged", "_pile_changed", "finish", "end_by_score"))
LOG_NAMES = frozenset(("text", "public_text"))
#: Modules whose wordings innovation.i18n.wording words anew from the events' fields.
LOG_WORDED_BY_STRUCTURE = frozenset(("eventlog.py",))


def log_texts() -> dict[tuple[str | None, str], Found]:
    """Every event wording the code writes as a literal or an f-string (as a template)."""
    found: dict[tuple[str | None, str], Found] = {}

    def add(arg: ast.expr, where: str) -> None:
        if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and " " in arg.value:
            text = arg.value
        elif isinstance(arg, ast.JoinedStr):
            text = _template(arg)
        else:
            return
        if len(text) < 6:
            return
        entry = found.setdefault((LOG, text), Found(text, LOG))
        if where not in entry.where:
            entry.where.append(where)

    for base in PROMPT_SOURCES:
        for path in sorted(base.rglob("*.py")):
            if path.name in LOG_WORDED_BY_STRUCTURE:
                continue
            tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
            for node in ast.walk(tree):
                where = f"{path.relative_to(ROOT)}:{getattr(node, 'lineno', 0)}"
                if isinstance(node, ast.Call):
                    func = node.func
                    name = (
                        func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
                    )
                    if name in LOG_CALLS:
                        for arg in node.args:
                            add(arg, where)
                elif isinstance(node, ast.Assign) and any(
                    isinstance(t, ast.Name) and t.id in LOG_NAMES for t in node.targets
                ):
                    add(node.value, where)
                elif isinstance(node, ast.FunctionDef) and node.name.endswith("_text") and base.name == "innovation":
                    for inner in ast.walk(node):
                        if isinstance(inner, ast.Return) and inner.value is not None:
                            add(inner.value, where)
    return found


#: The front-ends whose own texts the catalogues hold, and the context they use.
CLIENT_SOURCES = ((ROOT / "src" / "innovation" / "cli", CLI),)


def client_texts() -> dict[tuple[str | None, str], Found]:
    """The terminal's own texts: every literal passed to ``self.t(...)`` / ``t(...)``, and the
    singular and plural of ``self.tr.plural(...)`` (and module constants passed through them)."""
    found: dict[tuple[str | None, str], Found] = {}
    for base, context in CLIENT_SOURCES:
        for path in sorted(base.rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
            constants = {
                t.id: node.value
                for node in tree.body
                if isinstance(node, ast.Assign)
                for t in node.targets
                if isinstance(t, ast.Name)
            }
            for node in ast.walk(tree):
                if not isinstance(node, ast.Call) or not node.args:
                    continue
                func = node.func
                name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
                where = f"{path.relative_to(ROOT)}:{node.lineno}"
                first = node.args[0]
                if isinstance(first, ast.Name) and first.id in constants:
                    first = constants[first.id]
                if not (isinstance(first, ast.Constant) and isinstance(first.value, str)):
                    continue
                text = first.value
                if name == "t":
                    entry = found.setdefault((context, text), Found(text, context))
                elif name == "plural" and len(node.args) >= 2 and isinstance(node.args[1], ast.Constant):
                    entry = found.setdefault((context, text), Found(text, context, plural=str(node.args[1].value)))
                else:
                    continue
                if where not in entry.where:
                    entry.where.append(where)
    return found


def option_texts() -> dict[tuple[str | None, str], Found]:
    """What a lobby or ``--help`` says about the rule options (labels, help texts, choices) and
    about the bots and expansions a lobby offers."""
    from innovation.web.lobby import lobby_info  # the lobby's own words: the web extra

    found: dict[tuple[str | None, str], Found] = {}

    def add(text: str, where: str) -> None:
        if text:
            found.setdefault((OPTION, text), Found(text, OPTION)).where.append(where)

    for option in RULE_OPTIONS:
        add(option.label, f"innovation.options {option.name} label")
        add(option.help, f"innovation.options {option.name} help")
        for choice in option.choices:
            add(option.choice_labels.get(choice, choice), f"innovation.options {option.name}={choice}")
    for text in HELP_TEMPLATES:
        add(text, "innovation.cli.common.HELP_TEMPLATES")
    lobby = lobby_info()
    for bot in lobby.bots:
        add(bot.description, f"bot {bot.name}")
    for expansion in lobby.expansions:
        add(expansion.description, f"expansion {expansion.name}")
    return found


#: The modules whose errors reach players (an answer refused, a lobby form or seat link refused,
#: a rule not written yet): every message they raise is a text of context ``error``.
ERROR_SOURCES = tuple(
    ROOT / "src" / "innovation" / path
    for path in (
        "game.py",
        "options.py",
        "rules/asking.py",
        "rules/dogma.py",
        "rules/turn.py",
        "web/app.py",
        "web/lobby.py",
        "web/service.py",
    )
)


def error_texts() -> dict[tuple[str | None, str], Found]:
    """The message of every error ``raise``d in :data:`ERROR_SOURCES` as a literal or an f-string
    (as a template)."""
    found: dict[tuple[str | None, str], Found] = {}
    for path in ERROR_SOURCES:
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) and node.exc.args):
                continue
            arg = node.exc.args[0]
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                text = arg.value
            elif isinstance(arg, ast.JoinedStr):
                text = _template(arg)
            else:
                continue
            if " " not in text:
                continue
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            entry = found.setdefault((ERROR, text), Found(text, ERROR))
            if where not in entry.where:
                entry.where.append(where)
    return found


WEB_STATIC = ROOT / "src" / "innovation" / "web" / "static"
#: ``t("…")`` in the pages' scripts: a double-quoted literal, the only form a page text takes.
WEB_CALL = re.compile(r'(?<![\w.$])t\(\s*"((?:[^"\\\n]|\\.)*)"')


class _MarkedTexts(HTMLParser):
    """The texts of a page's elements marked ``data-t`` (their text) and ``data-t-<attribute>``
    (the attribute's English value)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.texts: list[str] = []
        self._open: list[tuple[str, list[str]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if name.startswith("data-t-") and value:
                self.texts.append(value)
        if any(name == "data-t" for name, _ in attrs):
            self._open.append((tag, []))

    def handle_data(self, data: str) -> None:
        for _tag, parts in self._open:
            parts.append(data)

    def handle_endtag(self, tag: str) -> None:
        if self._open and self._open[-1][0] == tag:
            _tag, parts = self._open.pop()
            self.texts.append(" ".join("".join(parts).split()))


def web_texts() -> dict[tuple[str | None, str], Found]:
    """The web table's own texts: every ``t("…")`` of its scripts and every marked text of its
    pages (innovation/web/static/i18n.js)."""
    found: dict[tuple[str | None, str], Found] = {}
    for path in sorted(WEB_STATIC.iterdir()):
        source = path.read_text(encoding="utf-8") if path.suffix in (".js", ".html") else ""
        # Where: the file alone (a line number would make the template stale at every edit of a page).
        if path.suffix == ".js":
            texts = [json.loads(f'"{m[1]}"') for m in WEB_CALL.finditer(source)]
        elif path.suffix == ".html":
            parser = _MarkedTexts()
            parser.feed(source)
            texts = parser.texts
        else:
            continue
        for text in texts:
            where = str(path.relative_to(ROOT))
            entry = found.setdefault((WEB, text), Found(text, WEB))
            if where not in entry.where:
                entry.where.append(where)
    return found


def ui_texts() -> dict[tuple[str | None, str], Found]:
    """The templates and names :mod:`innovation.i18n.wording` words decisions and events with."""
    found: dict[tuple[str | None, str], Found] = {}
    for text in TEMPLATES:
        found[(UI, text)] = Found(text, UI, ["innovation.i18n.wording.TEMPLATES"])
    for text in NAMES:
        found.setdefault((NAME, text), Found(text, NAME, ["innovation.i18n.wording.NAMES"]))
    for name, entry_point in sorted(discover().items()):
        for text in plugin_words(entry_point.load()):
            found.setdefault((NAME, text), Found(text, NAME, [f"{name}: WORDS"]))
    return found


def collect() -> list[Found]:
    """Every English text of the template, in a stable order."""
    found = card_texts()
    found.update(prompt_texts())
    found.update({k: v for k, v in log_texts().items() if k not in found})
    found.update(ui_texts())
    found.update(client_texts())
    found.update(option_texts())
    found.update(error_texts())
    found.update(web_texts())
    return sorted(found.values(), key=lambda f: (f.context or "", f.where[0], f.msgid))


def template(found: list[Found]) -> list[Message]:
    header = Message("", [HEADER_FIELDS + "Language: \n"], flags={"fuzzy"})
    out = [header]
    for f in found:
        flags = {"python-brace-format"} if placeholders(f.msgid) else set()
        strings = ["", ""] if f.plural is not None else [""]
        out.append(Message(f.msgid, strings, context=f.context, msgid_plural=f.plural, comments=f.where, flags=flags))
    return out


def merge(entries: list[Message], existing: list[Message]) -> list[Message]:
    """The template's entries with the translations of ``existing`` (a catalogue) kept; its
    header kept; its entries no longer in the template kept as obsolete. A new plural entry gets
    as many forms as the catalogue's ``Plural-Forms`` says."""
    old = {m.key: m for m in existing if not m.obsolete}
    header = old.get((None, ""))
    forms = re.search(r"nplurals=(\d)", header.strings[0]) if header is not None else None
    nplurals = int(forms[1]) if forms else 2
    out: list[Message] = []
    keys = set()
    for entry in entries:
        keys.add(entry.key)
        kept = old.get(entry.key)
        if entry.msgid == "":
            out.append(kept if kept is not None else entry)
            continue
        merged = Message(
            entry.msgid,
            [""] * nplurals if entry.msgid_plural is not None else list(entry.strings),
            context=entry.context,
            msgid_plural=entry.msgid_plural,
            comments=list(entry.comments),
            flags=set(entry.flags),
        )
        # A plural entry has as many forms as its language has (Korean one, English two): keep them.
        if kept is not None and (kept.msgid_plural is None) == (entry.msgid_plural is None):
            merged.strings = list(kept.strings)
            merged.flags |= kept.flags & {"fuzzy"}
        out.append(merged)
    for message in existing:
        if message.key not in keys and message.msgid:
            message.obsolete = True
            out.append(message)
    return out


def catalogues() -> dict[str, Path]:
    return {p.parents[1].name: p for p in sorted(LOCALE.glob(f"*/LC_MESSAGES/{CATALOGUE_NAME}"))}


def extract() -> None:
    entries = template(collect())
    TEMPLATE.parent.mkdir(parents=True, exist_ok=True)
    TEMPLATE.write_text(format_po(entries), encoding="utf-8")
    for lang, path in catalogues().items():
        path.write_text(format_po(merge(entries, parse_po(path.read_text(encoding="utf-8")))), encoding="utf-8")
        print(f"{lang}: merged")
    print(f"{TEMPLATE.relative_to(ROOT)}: {len(entries) - 1} entries")


def new(lang: str, name: str, plural_forms: str | None = None) -> None:
    path = LOCALE / lang / "LC_MESSAGES" / CATALOGUE_NAME
    if path.exists():
        raise SystemExit(f"{path} exists")
    entries = template(collect())
    plural = plural_forms or PLURAL_FORMS.get(lang)
    if plural is None:
        raise SystemExit(f"give the gettext plural rule of {lang!r}: see the GNU gettext manual, 'Plural forms'")
    entries[0] = Message("", [HEADER_FIELDS + f"Language: {lang}\nPlural-Forms: {plural}\nX-Language-Name: {name}\n"])
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(format_po(entries), encoding="utf-8")
    print(f"{path}: {len(entries) - 1} entries to translate")


def stats() -> dict[str, tuple[int, int]]:
    """Per language: (entries, translated)."""
    keys = {(f.context, f.msgid) for f in collect()}
    out: dict[str, tuple[int, int]] = {}
    for lang, path in catalogues().items():
        messages = {m.key: m for m in parse_po(path.read_text(encoding="utf-8")) if not m.obsolete and m.msgid}
        out[lang] = (len(keys), sum(1 for k in keys if k in messages and messages[k].translated))
    return out


def check() -> int:
    expected = format_po(template(collect()))
    problems = []
    if not TEMPLATE.exists() or TEMPLATE.read_text(encoding="utf-8") != expected:
        problems.append(f"{TEMPLATE} is stale: run python tools/i18n.py extract")
    for lang, (total, done) in stats().items():
        if done != total:
            problems.append(f"{lang}: {total - done} of {total} entries untranslated")
    for problem in problems:
        print(problem)
    return 1 if problems else 0


#: A translation table larger than this is refused unread (a table for every text of the game is
#: well under a megabyte).
FILL_MAX_BYTES = 4_000_000


class FillError(ValueError):
    """A translation table (``fill``) that cannot be applied: nothing was written."""


def _fill_field(field: str, where: str) -> str:
    # A field in double quotes is a JSON string (how a text with a tab or a newline is written);
    # anything else is the text as it stands.
    if not field.startswith('"'):
        return field
    try:
        text = json.loads(field)
    except ValueError as exc:
        raise FillError(f"{where}: not a JSON string: {exc}") from None
    if not isinstance(text, str):
        raise FillError(f"{where}: not a JSON string")
    return text


def read_fill_table(text: str, langs: Sequence[str]) -> dict[str, dict[str, str]]:
    """Per language, msgid → translation, from a table of ``msgid<TAB>`` one column per language
    of ``langs``. Refuses (:class:`FillError`) a line with the wrong number of fields, an empty
    field, a translation whose placeholders differ from its msgid's, and a msgid given twice with
    different translations."""
    table: dict[str, dict[str, str]] = {lang: {} for lang in langs}
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        if len(fields) != 1 + len(langs):
            raise FillError(f"line {number}: {len(fields)} fields, not {1 + len(langs)} (msgid, {', '.join(langs)})")
        msgid = _fill_field(fields[0], f"line {number} msgid")
        try:
            wanted = placeholders(msgid)
        except ValueError as exc:
            raise FillError(f"line {number}: {exc}") from None
        for lang, cell in zip(langs, fields[1:], strict=True):
            where = f"line {number} {lang}"
            translation = _fill_field(cell, where)
            if not msgid or not translation.strip():
                raise FillError(f"{where}: empty text")
            try:
                given = placeholders(translation)
            except ValueError as exc:
                raise FillError(f"{where}: {exc}") from None
            if given != wanted:
                raise FillError(f"{where}: placeholders {sorted(given)} differ from the msgid's {sorted(wanted)}")
            if table[lang].setdefault(msgid, translation) != translation:
                raise FillError(f"{where}: {msgid[:40]!r} is given two different translations")
    return table


def fill_messages(messages: list[Message], table: dict[str, str], context: str | None = None) -> int:
    """Set the translation of every live singular entry whose msgid ``table`` names (of any
    context, or only of ``context`` when given), clearing its ``fuzzy`` flag; the number of
    entries set."""
    count = 0
    for message in messages:
        if message.obsolete or not message.msgid or message.msgid_plural is not None:
            continue
        if context is not None and message.context != context:
            continue
        translation = table.get(message.msgid)
        if translation is not None:
            message.strings = [translation]
            message.flags.discard("fuzzy")
            count += 1
    return count


def fill(path: Path, langs: Sequence[str], context: str | None = None) -> None:
    """Apply a translation table (``fill FILE.tsv``) to the catalogues — to the entries of
    ``context`` only, when given (``--context card``: a card text's translation must not become
    a prompt's or a log line's with the same English); every check runs before any catalogue is
    written, so a bad table changes nothing."""
    known = catalogues()
    if not langs or len(set(langs)) != len(langs) or any(lang not in known for lang in langs):
        raise FillError(f"languages {list(langs)}: each once, among the catalogues {sorted(known)}")
    if path.stat().st_size > FILL_MAX_BYTES:
        raise FillError(f"{path}: larger than {FILL_MAX_BYTES} bytes")
    table = read_fill_table(path.read_text(encoding="utf-8"), langs)
    written: dict[Path, str] = {}
    for lang in langs:
        messages = parse_po(known[lang].read_text(encoding="utf-8"))
        count = fill_messages(messages, table[lang], context)
        live = {m.msgid for m in messages if not m.obsolete and (context is None or m.context == context)}
        unknown = [msgid for msgid in table[lang] if msgid not in live]
        written[known[lang]] = format_po(messages)
        print(f"{lang}: {count} entries set; {len(unknown)} msgids of the table not in the catalogue")
        for msgid in unknown[:10]:
            print(f"  not in {lang}: {msgid[:70]!r}")
    for target, text in written.items():
        target.write_text(text, encoding="utf-8")


def main(argv: list[str]) -> int:
    if argv[:1] == ["extract"]:
        extract()
    elif argv[:1] == ["check"]:
        return check()
    elif argv[:1] == ["stats"]:
        for lang, (total, done) in stats().items():
            print(f"{lang}: {done}/{total} translated ({100 * done / max(total, 1):.1f}%)")
    elif argv[:1] == ["new"] and len(argv) in (3, 4):
        new(argv[1], argv[2], argv[3] if len(argv) == 4 else None)
    elif argv[:1] == ["fill"] and len(argv) in (2, 3, 4, 5):
        args, context = argv[1:], None
        if "--context" in args:
            at = args.index("--context")
            if at + 1 >= len(args):
                print(__doc__)
                return 2
            context = args[at + 1]
            del args[at : at + 2]
        if len(args) not in (1, 2):
            print(__doc__)
            return 2
        try:
            fill(Path(args[0]), args[1].split(",") if len(args) == 2 else ["ko", "ja"], context)
        except (FillError, OSError, UnicodeDecodeError) as exc:
            print(f"i18n fill: {exc}; nothing written", file=sys.stderr)
            return 1
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
