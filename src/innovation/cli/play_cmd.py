"""``innovation play``: play a game in the terminal against bots.

The game is driven through the request/response API (``game.pending`` / ``game.answer``), and
the screen is drawn from ``game.view(you)`` only, so the terminal shows exactly what a player may
see. At each of your turns the screen shows your board (piles, splay, top cards with their icons,
cards hidden underneath), your icon totals, score, hand and achievements, what is still
available, and every opponent's public information; everything that happens is printed as it
happens, so the log scrolls by. Every question lists its options with a key to type: a turn's
actions have keys that never shift while the turn goes on — ``dr`` (draw), ``m:<card>`` (meld),
``d:<card>`` (dogma), ``a:<value>`` (achieve), by the card's id (``d:optics``) — so a key read
before a draw still means the same action after it; other questions are numbered. Other keys:

    ?      the text of every card the question is about (``?3``: option 3's card; ``?name``: any card)
    b      your board and the opponents' again        l   the last 40 events
    u      take back your last answer (when nothing was drawn or shown since: docs/embedding.md)
    s      save the game to a file                     q   quit (offers to save)
    h      this help

Ctrl-C (or ``q``) offers to save; ``innovation play --load FILE`` continues a saved game.
"""

from __future__ import annotations

import argparse
import os
import secrets
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, cast

from rich.console import Console
from rich.markup import escape
from rich.table import Table
from rich.text import Text

from innovation.bots.agents import Agent, agent_kind_names, agents_help
from innovation.cli.common import PLAYER_NAMES, add_game_arguments, config_from_args, make_agent
from innovation.errors import InnovationError, NotImplementedRuleError
from innovation.game import Game
from innovation.i18n import CARD, from_environment, languages, translator
from innovation.i18n.wording import NAME as NAME_CONTEXT
from innovation.i18n.wording import (
    decision_headline,
    localized_card_back,
    localized_decision,
    localized_events,
    result_line,
)
from innovation.options import RULE_OPTIONS
from innovation.protocol.decisions import Decision
from innovation.protocol.view import GameView, PlayerView
from innovation.protocol.vocabulary import MUSEUM_SET, ResourceIcon
from innovation.rules import labels
from innovation.rules.cards import TOP_ROW, CardInfo, Color, Icon, IconInfo, Splay, bonus_value, icon_name, is_bonus

NAME = "play"
HELP = "play a game in the terminal against bots"

DEFAULT_SAVE = "innovation-save.json"
PROMPT = "choice> "

COLOR_STYLE = {"blue": "blue", "red": "red", "green": "green", "yellow": "yellow", "purple": "magenta"}
#: The core's icons by the names the options and card texts use ("lightbulb", never a short form).
ICON_LABEL = {int(icon): icon.name.lower() for icon in Icon}
HELP_TEXT = (
    "Type the key of an option (a turn's actions: dr, m:card, d:card, a:value; other questions: a number). "
    "Also: ? (texts of the cards in this question), ?N (text of option N's card), ?name (any card), b (board), "
    "l (log), u (take back your last answer), s (save), q (quit), h (help)."
)
#: What ``ask`` returns when the player took back an answer: the game asks again.
TAKEN_BACK = object()


def option_keys(d: Decision) -> list[str]:
    """The key the terminal shows for each option of ``d``: for a turn's actions one that depends
    only on the action and its card (``dr``, ``m:<card id>``, ``d:<card id>``, ``a:<value>``; an
    expansion's action by its verb's first letter and the rest), so that it never shifts within a
    turn — a draw adding a card to the hand changes no other key — and numbers elsewhere."""
    numbers = [str(k) for k in range(1, len(d.options) + 1)]
    if d.kind != "action" or len(d.choices) != len(d.options):
        return numbers
    # From what each option is (Decision.choices), never by splitting the option string.
    keys: list[str] = []
    for number, choice in zip(numbers, d.choices, strict=True):
        if choice.action == "draw":
            key = "dr"
        elif choice.action == "achieve" and choice.value is not None:
            key = f"a:secret_{choice.value}" if choice.zone == "safe" else f"a:{choice.value}"
        elif choice.card:
            key = f"{(choice.action or choice.label)[:1].lower()}:{choice.card}"
        else:
            key = number
        keys.append(key)
    counts = {key: keys.count(key) for key in keys}
    return [key if counts[key] == 1 else option for key, option in zip(keys, d.options, strict=True)]


#: The context of the terminal's own texts in the message catalogues (``tools/i18n.py`` collects
#: every literal passed to ``TerminalGame.t``).
CLI = "cli"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_game_arguments(parser, seed=None)
    parser.add_argument("--seat", type=int, default=1, help="your seat, 1 = first (default 1)")
    parser.add_argument("--name", default="player", help="your name in the game (default 'player')")
    parser.add_argument(
        "--bots",
        default="heuristic",
        help=f"bot kinds for the other seats ({agents_help()}), comma-separated, cycled (default heuristic)",
    )
    parser.add_argument("--load", type=Path, default=None, help="continue a game saved with 's' or Ctrl-C")
    parser.add_argument("--save", type=Path, default=Path(DEFAULT_SAVE), help=f"default save file ({DEFAULT_SAVE})")
    parser.add_argument(
        "--lang",
        default=None,
        help=f"the language to play in: {', '.join(languages())} (default: the locale's, from LANGUAGE, LC_ALL, "
        "LC_MESSAGES, LANG)",
    )


def icon_label(code: int, declared: Mapping[int, IconInfo] | None = None) -> str:
    """A slot code as the terminal writes it: a core icon's short name, ``bonusN``, an icon a set
    declares by its glyph and name (``⚑flag``), ``·`` for an empty slot."""
    if code < 0:
        return "·"
    if code in ICON_LABEL:
        return ICON_LABEL[code]
    own = (declared or {}).get(code)
    if own is not None:
        return f"{own.symbol}{own.name.replace('_', ' ')}"
    return icon_name(code, {}) or "·"


class TerminalGame:
    """One human at a terminal against bots. ``read`` asks for a line (default: the console's
    input); ``console`` is where everything is drawn."""

    def __init__(
        self,
        game: Game,
        human: str,
        bots: Mapping[str, Agent],
        console: Console | None = None,
        read: Callable[[str], str] | None = None,
        save_path: Path = Path(DEFAULT_SAVE),
        lang: str | None = None,
    ) -> None:
        self.game = game
        self.human = human
        self.bots = dict(bots)
        self.console = console or Console(highlight=False)
        self._read = read
        self.save_path = save_path
        self.cards = game.rules.cards
        self.printed = 0
        self.tr = translator(lang)

    def t(self, msgid: str, /, **values: object) -> str:
        """One of the terminal's own texts in the player's language."""
        return self.tr.text(msgid, CLI, **values)

    def name(self, word: str) -> str:
        """A colour, icon, zone or splay name in the player's language."""
        return self.tr.text(word, NAME_CONTEXT)

    # ------------------------------------------------------------------ driving
    def read(self, prompt: str) -> str:
        if self._read is not None:
            return self._read(prompt)
        return self.console.input(escape(prompt))

    def run(self) -> int:
        game = self.game
        try:
            you = self.t("you are {player}", player=f"[bold]{escape(self.human)}[/bold]")
            self.console.print(f"[bold]Innovation[/bold] — {you}. {self.t(HELP_TEXT)}")
            while game.pending is not None:
                d = game.pending
                self.flush_events()
                if d.player == self.human:
                    choice = self.ask(d)
                    if choice is None:
                        return self.quit()
                    if choice is TAKEN_BACK:
                        continue
                    assert isinstance(choice, str)
                    try:
                        game.answer(self.human, choice)
                    except NotImplementedRuleError as exc:  # the game is unchanged: ask again
                        self.console.print(f"[red]{escape(str(exc))}[/red] {self.t('Choose something else.')}")
                else:
                    self.bot_answer(d)
            self.flush_events()
            self.show_result()
            return 0
        except KeyboardInterrupt:
            return self.offer_save("\nInterrupted.")
        except InnovationError as exc:
            self.console.print(f"[red]{self.t('The game cannot go on: {why}', why=escape(str(exc)))}[/red]")
            self.offer_save(self.t("Stopping."))
            return 1

    def bot_answer(self, d: Decision) -> None:
        """Let the bot answer; if its choice runs into a rule that is not implemented yet (an
        expansion in progress), it takes the first option that works instead."""
        choice = self.bots[d.player].choose(self.game, d)
        for option in dict.fromkeys([choice, *d.options]):
            try:
                self.game.answer(d.player, option)
                return
            except NotImplementedRuleError as exc:
                self.console.print(f"[dim]{escape(d.player)} cannot {escape(option)}: {escape(str(exc))}[/dim]")
        raise NotImplementedRuleError(f"{d.player} has no playable option")

    def ask(self, d: Decision) -> str | object | None:
        """Show the question and read answers until one is valid; None means quit,
        :data:`TAKEN_BACK` that the player took back their last answer (the game asks again)."""
        view = self.game.view(self.human)
        if d.kind in ("action", "initial_meld"):
            self.show_status(view)
        d = localized_decision(d, self.game.rules, self.tr.lang)
        labels = [self.option_label(d, o) for o in d.options]
        keys = option_keys(d)
        self.show_question(d, labels, keys)
        while True:
            try:
                raw = self.read(self.t(PROMPT)).strip()
            except EOFError:
                self.console.print()
                return None
            low = raw.lower()
            if low in keys:
                return d.options[keys.index(low)]
            if raw in d.options:
                return raw
            if not low:
                continue
            if low.startswith("?"):
                self.show_texts(d, low[1:].strip())
            elif low in ("b", "board"):
                self.show_status(view)
                self.show_question(d, labels, keys)
            elif low in ("u", "undo"):
                if self.take_back():
                    return TAKEN_BACK
            elif low in ("l", "log"):
                for event in localized_events(view.events[-40:], self.game.rules, self.tr.lang, self.human):
                    self.print_event(event.kind, event.text)
            elif low in ("h", "help"):
                self.console.print(self.t(HELP_TEXT))
            elif low in ("s", "save"):
                self.save()
            elif low in ("q", "quit", "exit"):
                return None
            else:
                shown = raw if len(raw) <= 20 else raw[:20] + "…"
                self.console.print(
                    f"[red]{self.t('{answer} is not an option.', answer=escape(repr(shown)))}[/red] "
                    + (
                        self.t("Enter one of the keys shown (h for help).")
                        if d.kind == "action"
                        else self.t("Enter a number from 1 to {count} (h for help).", count=len(d.options))
                    ),
                )

    def take_back(self) -> bool:
        """Take back the player's last answer if the game allows it (else say why)."""
        if not self.game.can_undo(self.human):
            self.console.print(
                f"[red]{self.t('You cannot take back your last answer now.')}[/red] "
                + self.t("Only your own answers since the last draw, reveal or other player's move can be taken back.")
            )
            return False
        self.game.undo(self.human)
        self.printed = min(self.printed, len(self.game.view(self.human).events))
        self.console.print(self.t("Taken back."))
        return True

    # ------------------------------------------------------------------ saving and quitting
    def quit(self) -> int:
        code = self.offer_save(self.t("Quitting."))
        return 0 if code == 0 else code

    def offer_save(self, why: str) -> int:
        self.console.print(why)
        if self.game.over:
            return 130
        try:
            ans = self.read(self.t("Save the game before quitting? [y/N] ")).strip().lower()
            if ans in ("y", "yes", self.t("y").lower()):
                return 0 if self.save() else 1
        except (KeyboardInterrupt, EOFError):
            self.console.print("\n" + self.t("Not saved."))
        return 130

    def save(self) -> bool:
        try:
            name = self.read(self.t("File [{path}]: ", path=self.save_path)).strip()
        except EOFError:
            name = ""
        path = Path(name) if name else self.save_path
        try:
            path.write_text(self.game.to_json())
        except OSError as exc:
            self.console.print(f"[red]{self.t('Could not save: {why}', why=escape(str(exc)))}[/red]")
            return False
        self.console.print(
            self.t("Saved to {path}. Continue with: innovation play --load {path}", path=escape(str(path)))
        )
        return True

    # ------------------------------------------------------------------ drawing
    def flush_events(self) -> None:
        events = self.game.view(self.human).events
        for event in localized_events(events[self.printed :], self.game.rules, self.tr.lang, self.human):
            self.print_event(event.kind, event.text)
        self.printed = len(events)

    def print_event(self, kind: str, text: str) -> None:
        if kind == "turn":
            self.console.rule(Text(text, style="bold"), align="left")
        elif kind == "game_over":
            self.console.print(Text(text, style="bold green"))
        else:
            self.console.print(Text("  " + text, style="dim" if kind == "effect" else ""))

    def card_text(self, card: str, with_color: bool = False) -> Text:
        info = self.cards[card]
        if info.set == MUSEUM_SET:  # no colour of its own
            return Text(info.name)
        color = Color(info.color).label
        if with_color:
            label = self.t("{name} ({age}, {color})", name=info.name, age=info.age, color=self.name(color))
        else:
            label = labels.card_short(info)
        return Text(label, style=COLOR_STYLE.get(color, ""))

    def show_status(self, view: GameView) -> None:
        c = self.console
        me = next(p for p in view.players if p.name == self.human)
        t = self.t
        if view.phase == "turn":
            head = t("Turn {turn} · {player} to play", turn=view.turn, player=view.turn_player)
            left = view.actions_left
            head += " " + self.tr.plural("({count} action left)", "({count} actions left)", left, CLI, count=left)
        else:
            head = t("Opening meld")
        goal = view.achievements_to_win
        head += " · " + self.tr.plural("{amount} achievement wins", "{amount} achievements win", goal, CLI, amount=goal)
        c.rule(Text(head, style="bold cyan"))
        board = Table(title=t("Your board"), title_justify="left", show_edge=False, pad_edge=False)
        for col in (t("colour"), t("splay"), t("top card"), t("icons (slots)"), t("under"), t("pile gives")):
            board.add_column(col)
        for pile in me.piles:
            if not pile.cards:
                continue
            top = pile.cards[-1]
            info = self.cards[top]
            board.add_row(
                Text(self.name(pile.color), style=COLOR_STYLE.get(pile.color, "")),
                self.name(pile.splay) if pile.splay != "none" else "-",
                self.card_text(top),
                self.slots(info),
                f"+{len(pile.cards) - 1}" if len(pile.cards) > 1 else "",
                self.pile_icons(pile.cards, pile.splay),
            )
        if board.row_count:
            c.print(board)
        else:
            c.print(t("Your board is empty."))
        c.print(t("Icons: {icons}", icons=self.icon_totals(me)))
        points = self.tr.plural("{amount} point", "{amount} points", me.points, CLI, amount=me.points)
        cards = self.cards_count(len(me.score))
        c.print(t("Score: {points} ({cards}: {list})", points=points, cards=cards, list=self.card_list(me.score)))
        held = [t("{kind} on {card}", kind=a.kind, card=self.cards[a.card].name) for a in me.board_achievements]
        c.print(
            t("Achievements: {count}", count=len(me.achievements) + len(held))
            + (f" ({self.card_list(me.achievements, achievements=True)})" if me.achievements else "")
            + (" + " + t("while they show: {list}", list=", ".join(held)) if held else "")
        )
        hand = Text(t("Hand ({count}): ", count=len(me.hand)))
        for k, card in enumerate(me.hand):
            if k:
                hand.append(", ")
            hand.append_text(
                self.card_text(card.id, with_color=True) if card.id else Text(self.card_back(card.set, card.age))
            )
        c.print(hand)
        for pv in view.players:  # expansion zones (display, forecast …), when there are any
            for zone, zcards in pv.zones.items():
                limit = pv.zone_limits.get(zone)
                if zone == "museums":
                    if zcards:
                        c.print(self.museums_line(pv.name, zcards))
                elif zcards or limit is not None:
                    zone_name = self.name(zone)
                    if limit is not None:  # a limited zone (4th edition: the forecast) shows its room
                        zone_name = t(
                            "{zone} ({count} of at most {limit})", zone=zone_name, count=len(zcards), limit=limit
                        )
                    if pv.name == self.human:
                        where = t("Your {zone}: {list}", zone=zone_name, list=self.card_list(zcards))
                    else:
                        where = t(
                            "{player}'s {zone}: {list}", player=pv.name, zone=zone_name, list=self.card_list(zcards)
                        )
                    c.print(where)
        for zone, zcards in view.zones.items():  # shared zones: the junk (4th edition), relics …
            if zone == "free_museums":
                c.print(self.t("Free museums: {count}", count=len(zcards)))
            elif zcards:
                zone_name = self.name(zone)
                c.print(f"{zone_name[:1].upper()}{zone_name[1:]}: {self.card_list(zcards)}")
        specials = [self.game.rules.specials[s].name for s in view.specials if s in self.game.rules.specials]
        c.print(
            t("Available: achievements {list}", list=" ".join(str(a) for a in view.achievements) or t("none"))
            + (" · " + t("special: {list}", list=", ".join(specials)) if specials else "")
        )
        supply = " ".join(f"{age}:{n}" for age, n in enumerate(view.decks.get("base", []), start=1))
        c.print(t("Supply (cards left per age): {supply}", supply=supply))
        self.show_opponents(view)

    def show_opponents(self, view: GameView) -> None:
        """Each opponent in a few short lines that read at 80 columns and without colour: a line of
        counts, then each top card after its colour's name (with its splay and pile size), then
        the icons — no table whose columns would wrap each cell on a narrow screen."""
        c, t = self.console, self.t
        others = [pv for pv in view.players if pv.name != self.human]
        if not others:
            return
        c.print(Text(t("Opponents"), style="italic"))
        for pv in others:
            hand = t("ages {list}", list=",".join(str(h.age) for h in pv.hand)) if pv.hand else t("empty")
            achieved = len(pv.achievements) + len(pv.board_achievements)
            head = Text(pv.name, style="bold")
            head.append(
                ": "
                + t(
                    "score {points} ({cards}) · hand {hand} · achievements {count}",
                    points=pv.points,
                    cards=self.cards_count(len(pv.score)),
                    hand=hand,
                    count=achieved,
                )
            )
            c.print(head)
            held = [self.game.rules.specials[a.id].name for a in pv.achievements if a.id in self.game.rules.specials]
            if held:  # special achievements are public (Figures' decrees among them)
                c.print("  " + t("special: {list}", list=", ".join(held)))
            tops = Text("  ")
            for pile in pv.piles:
                if not pile.cards:
                    continue
                if len(tops) > 2:
                    tops.append(" · ")
                tops.append(self.name(pile.color) + " ", style=COLOR_STYLE.get(pile.color, ""))
                tops.append_text(self.card_text(pile.cards[-1]))
                extra = ([self.name(pile.splay)] if pile.splay != "none" else []) + (
                    [str(len(pile.cards))] if len(pile.cards) > 1 else []
                )
                if extra:
                    tops.append(f"[{','.join(extra)}]")
            c.print(tops if len(tops) > 2 else Text("  " + t("no cards on the board")))
            c.print(Text("  " + t("icons: {list}", list=self.icon_totals(pv, short=True))))

    def slots(self, info: CardInfo) -> str:
        """A card's slots in order; a six-slot card's top-right and top-centre after a bar."""
        labels = [self.icon(s) for s in info.icons]
        return " ".join(labels[:4]) + (" | " + " ".join(labels[4:]) if len(labels) > 4 else "")

    def icon(self, code: int) -> str:
        """:func:`icon_label` in the player's language: a core icon's name, a bonus and its value,
        a set's own icon by its glyph and name."""
        if code in ICON_LABEL:
            return self.name(ICON_LABEL[code])
        if is_bonus(code):
            return self.t("bonus {value}", value=bonus_value(code))
        own = self.game.rules.icons.get(code)
        if own is not None:
            return f"{own.symbol}{self.name(own.name.replace('_', ' '))}"
        return icon_label(code, self.game.rules.icons)

    def museums_line(self, player: str, cards: Sequence[Any]) -> str:
        """A player's museums (Artifacts, 4th edition): how many, and the artifact each holds."""
        artifacts = [card for card in cards if card.set != MUSEUM_SET]
        held, count = self.card_list(artifacts), len(cards) - len(artifacts)
        if player == self.human:
            return self.t("Your museums ({count}): {list}", count=count, list=held)
        return self.t("{player}'s museums ({count}): {list}", player=player, count=count, list=held)

    def card_effect(self, text: str) -> str:
        """One of :meth:`CardEffects.texts <innovation.rules.cards.CardEffects.texts>` in the player's
        language: its kind's prefix ("I demand: ", "Echo: ", "Inspire: ", "Karma: ") and the effect's text."""
        kind, _, rest = text.partition(": ")
        if kind == "I demand":
            return self.t("I demand: {text}", text=self.tr.text(rest, CARD))
        if kind == "I compel":
            return self.t("I compel: {text}", text=self.tr.text(rest, CARD))
        if kind == "Echo":
            return self.t("Echo: {text}", text=self.tr.text(rest, CARD))
        if kind == "Inspire":
            return self.t("Inspire: {text}", text=self.tr.text(rest, CARD))
        if kind == "Karma":
            return self.t("Karma: {text}", text=self.tr.text(rest, CARD))
        return self.tr.text(text, CARD)

    def cards_count(self, n: int) -> str:
        return self.tr.plural("{amount} card", "{amount} cards", n, CLI, amount=n)

    def card_back(self, set_name: str, age: int) -> str:
        return localized_card_back(set_name, age, self.tr.lang)

    def icon_totals(self, pv: PlayerView, short: bool = False) -> str:
        parts = []
        for code in self.game.rules.edition.icons:  # the counted icons (the 4th edition's avatar too)
            icon = Icon(code)
            name = self.icon(code)
            n = pv.icons.get(cast(ResourceIcon, icon.name.lower()), 0)
            if short and not n:
                continue
            parts.append(f"{name} {n}")
        return " ".join(parts) if parts else self.t("none")

    def pile_icons(self, pile: Sequence[str], splay: str) -> str:
        rows = {s.label: int(s) for s in Splay}
        table = self.game.rules.icon_table
        totals = list(table[pile[-1]][TOP_ROW])
        if rows.get(splay, 0):
            for card in pile[:-1]:
                for i, n in enumerate(table[card][rows[splay]]):
                    totals[i] += n
        return " ".join(f"{self.icon(i)} {totals[i]}" for i in self.game.rules.edition.icons if totals[i])

    def card_list(self, cards: Sequence[Any], achievements: bool = False) -> str:
        out = []
        for card in cards:
            if card.set == MUSEUM_SET:  # a museum claimed as an achievement: a marker, no age
                out.append(self.t("a museum"))
            elif achievements and card.id not in self.game.rules.specials:
                out.append(self.t("age {age}", age=card.age))
            elif card.id is not None and card.id in self.cards:
                out.append(labels.card_short(self.cards[card.id]))
            elif card.id is not None and card.id in self.game.rules.specials:
                out.append(self.game.rules.specials[card.id].name)
            else:
                out.append(self.card_back(card.set, card.age))
        return ", ".join(out) if out else self.t("none")

    def show_question(self, d: Decision, labels: Sequence[Text], keys: Sequence[str]) -> None:
        source = f" [dim]({escape(self.cards[d.source].name)})[/dim]" if d.source in self.cards else ""
        # Who asks and where the cards go, worded from the decision's fields (as on the web table).
        headline = decision_headline(d, self.game.rules, self.tr.lang)
        if headline:
            self.console.print(f"[bold]{escape(headline)}[/bold]")
        self.console.print(f"[bold yellow]{escape(d.prompt)}[/bold yellow]{source}")
        width = max((len(k) for k in keys), default=2)
        for key, label in zip(keys, labels, strict=True):
            line = Text(f"  {key:>{width}}. ")
            line.append_text(label)
            self.console.print(line)
        more = " " + self.t("u takes back your last answer.") if d.undo else ""
        if d.kind == "action":
            # The keys stand before the options (a list of them all would wrap on a narrow screen).
            enter = self.t("Enter the key shown before an option, ? for card texts, h for help.")
        else:
            enter = self.t("Enter 1-{count}, ? for card texts, h for help.", count=len(labels))
        self.console.print(f"[dim]{escape(enter)}{more}[/dim]")

    def option_label(self, d: Decision, option: str) -> Text:
        """The library's label of ``option`` (``Decision.choices``), coloured by its card or colour."""
        choice = d.choices[d.options.index(option)]
        if choice.kind == "done":
            return Text(choice.label, style="italic")
        color: str = choice.color or ""
        if not color and choice.card in self.cards and self.cards[choice.card].set != MUSEUM_SET:
            color = Color(self.cards[choice.card].color).label
        return Text(choice.label, style=COLOR_STYLE.get(color, ""))

    def show_texts(self, d: Decision, arg: str) -> None:
        ids: list[str] = []
        if arg.isdigit() and 1 <= int(arg) <= len(d.options):
            card = d.choices[int(arg) - 1].card
            ids = [card] if card in self.cards else []
            if not ids:
                self.console.print(self.t("That option is not a card you can see."))
                return
        elif arg:
            ids = [cid for cid, info in self.cards.items() if info.name.lower() == arg or cid == arg]
            ids = ids or [cid for cid, info in self.cards.items() if arg in info.name.lower()][:3]
            if not ids:
                self.console.print(self.t("No card matches {name}.", name=escape(repr(arg))))
                return
        else:
            if d.source in self.cards:
                ids.append(d.source)
            for choice in d.choices:
                if choice.card in self.cards and choice.card not in ids:
                    ids.append(choice.card)
            if not ids:
                self.console.print(self.t("No cards in this question. ?name shows any card."))
                return
        for cid in ids:
            self.console.print(self.describe(cid))

    def describe(self, card: str) -> Text:
        info = self.cards[card]
        if info.set == MUSEUM_SET:  # a marker without colour, icons or effects: what it is for
            out = Text(info.name, style="bold")
            for note in self.game.rules.effects[card].notes if card in self.game.rules.effects else ():
                out.append(f"\n    • {self.tr.text(note, CARD)}")
            return out
        out = self.card_text(card).append(f" — {info.set}, {self.name(Color(info.color).label)}")
        out.append("\n    " + self.t("icons: {slots}", slots=self.slots(info)))
        if info.dogma_icon >= 0:
            out.append("; " + self.t("featured: {icon}", icon=self.icon(info.dogma_icon)))
        effects = self.game.rules.effects.get(card)
        blank = not (info.demand_kind or info.non_demand_count or info.has_echo)
        if effects is not None:
            texts = [self.card_effect(text) for text in effects.texts()]
        else:
            texts = [self.t("(no effects)") if blank else self.t("(not implemented yet)")]
        for text in texts:
            out.append(f"\n    • {text}")
        return out

    def show_result(self) -> None:
        result = self.game.result
        if result is None:
            return
        won = self.human in result.winners
        t = self.t
        verdict = (
            t("You win!") if won and len(result.winners) == 1 else (t("You share the win!") if won else t("You lose."))
        )
        if not result.winners:
            verdict = t("Nobody wins.")
        self.console.rule(Text(t("Game over — {verdict}", verdict=verdict), style="bold green" if won else "bold red"))
        self.console.print(t("Result: {result}", result=result_line(result, self.tr.lang)))
        for name in self.game.players:
            score, held = result.scores[name], result.achievements[name]
            points = self.tr.plural("{amount} point", "{amount} points", score, CLI, amount=score)
            achieved = self.tr.plural("{amount} achievement", "{amount} achievements", held, CLI, amount=held)
            self.console.print(
                "  " + t("{player}: {points}, {achievements}", player=name, points=points, achievements=achieved)
            )


def new_seed() -> int:
    """A fresh seed for a new deal (``play`` without ``--seed``)."""
    return secrets.randbelow(1_000_000_000)


def setup_game(args: argparse.Namespace) -> tuple[Game, str, dict[str, Agent]]:
    kinds = agent_kind_names(args.bots)
    if args.load is not None:
        given = [f"--{n}" for n in ("seed", "expansions") if getattr(args, n)]
        given += [o.flag for o in RULE_OPTIONS if getattr(args, o.name) != o.default]
        if given:
            raise InnovationError(
                f"--load continues the saved game with its own deal and rules: drop {', '.join(given)}"
            )
        game = Game.from_json(args.load.read_bytes())
        players = list(game.players)
        if args.name in players:
            human = args.name
        elif 1 <= args.seat <= len(players):
            human = players[args.seat - 1]
        else:
            raise InnovationError(f"--seat must be between 1 and {len(players)}")
    else:
        n = 4 if args.teams else args.players
        if not 1 <= args.seat <= n:
            raise InnovationError(f"--seat must be between 1 and {n}")
        bot_names = [p for p in PLAYER_NAMES if p != args.name]
        players = bot_names[: n - 1]
        players.insert(args.seat - 1, args.name)
        human = args.name
        if args.seed is None:
            args.seed = new_seed()
        game = Game.new(config_from_args(args, players))
    bots: dict[str, Agent] = {}
    k = 0
    for name in game.players:
        if name != human:
            bots[name] = make_agent(kinds[k % len(kinds)], game.config.seed * 31 + k)
            k += 1
    return game, human, bots


def deal_line(game: Game, loaded: bool) -> str:
    """What this deal is and how to deal it again: the seed, the sets and the rule options."""
    config = game.config
    flags = [f"--players {len(config.players)}"] if len(config.players) != 2 and config._team_of_seat is None else []
    if config.expansions:
        flags.append(f"--expansions {','.join(config.expansions)}")
    for option in RULE_OPTIONS:
        value = getattr(config, option.name)
        if option.name == "teams":
            value = config._team_of_seat is not None
        if value != option.default:
            flags.append(option.flag if value is True else f"{option.flag} {value}")
    how = " ".join(["innovation play --seed", str(config.seed), *flags])
    if loaded:
        return f"Continuing a saved game (seed {config.seed}; deal it afresh with: {how})."
    return f"Seed {config.seed}. Play this deal again with: {how}"


def run(args: argparse.Namespace) -> int:
    try:
        game, human, bots = setup_game(args)
    except (OSError, InnovationError) as exc:
        print(f"play: {exc}", file=sys.stderr)
        return 2
    try:
        lang = from_environment(os.environ, languages()) if args.lang is None else translator(args.lang).lang
    except ValueError as exc:
        print(f"play: --lang: {exc}", file=sys.stderr)
        return 2
    terminal = TerminalGame(game, human, bots, save_path=args.save, lang=lang)
    terminal.console.print(escape(deal_line(game, args.load is not None)), highlight=False)
    return terminal.run()
