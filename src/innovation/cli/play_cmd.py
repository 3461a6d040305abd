"""``innovation play``: play a game in the terminal against bots.

The game is driven through the request/response API (``game.pending`` / ``game.answer``), and
the screen is drawn from ``game.view(you)`` only, so the terminal shows exactly what a player may
see. At each of your turns the screen shows your board (piles, splay, top cards with their icons,
cards hidden underneath), your icon totals, score, hand and achievements, what is still
available, and every opponent's public information; everything that happens is printed as it
happens, so the log scrolls by. Every question is a numbered list: type a number. Other keys:

    ?      the text of every card the question is about (``?3``: option 3's card; ``?name``: any card)
    b      your board and the opponents' again        l   the last 40 events
    s      save the game to a file                     q   quit (offers to save)
    h      this help

Ctrl-C (or ``q``) offers to save; ``innovation play --load FILE`` continues a saved game.
"""

from __future__ import annotations

import argparse
import secrets
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, cast

from rich.console import Console
from rich.markup import escape
from rich.table import Table
from rich.text import Text

from innovation import labels
from innovation.agents import Agent, agent_kind_names, agents_help
from innovation.cards import TOP_ROW, CardInfo, Color, Icon, IconInfo, Splay, icon_name
from innovation.cli.common import PLAYER_NAMES, add_game_arguments, config_from_args, make_agent
from innovation.decisions import Decision
from innovation.errors import InnovationError, NotImplementedRuleError
from innovation.game import Game
from innovation.options import RULE_OPTIONS
from innovation.view import GameView, PlayerView
from innovation.vocabulary import ResourceIcon

NAME = "play"
HELP = "play a game in the terminal against bots"

DEFAULT_SAVE = "innovation-save.json"
PROMPT = "choice> "

COLOR_STYLE = {"blue": "blue", "red": "red", "green": "green", "yellow": "yellow", "purple": "magenta"}
ICON_LABEL = {
    int(Icon.HEX): "hex",
    int(Icon.CROWN): "crown",
    int(Icon.LEAF): "leaf",
    int(Icon.LIGHTBULB): "bulb",
    int(Icon.CASTLE): "castle",
    int(Icon.FACTORY): "factory",
    int(Icon.CLOCK): "clock",
    int(Icon.AVATAR): "avatar",
    int(Icon.ECHO): "echo",
}
HELP_TEXT = (
    "Type the number of an option. Also: ? (texts of the cards in this question), ?N (text of option N's "
    "card), ?name (any card), b (board), l (log), s (save), q (quit), h (help)."
)


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
    ) -> None:
        self.game = game
        self.human = human
        self.bots = dict(bots)
        self.console = console or Console(highlight=False)
        self._read = read
        self.save_path = save_path
        self.cards = game.rules.cards
        self.printed = 0

    # ------------------------------------------------------------------ driving
    def read(self, prompt: str) -> str:
        if self._read is not None:
            return self._read(prompt)
        return self.console.input(escape(prompt))

    def run(self) -> int:
        game = self.game
        try:
            self.console.print(f"[bold]Innovation[/bold] — you are [bold]{escape(self.human)}[/bold]. {HELP_TEXT}")
            while game.pending is not None:
                d = game.pending
                self.flush_events()
                if d.player == self.human:
                    choice = self.ask(d)
                    if choice is None:
                        return self.quit()
                    try:
                        game.answer(self.human, choice)
                    except NotImplementedRuleError as exc:  # the game is unchanged: ask again
                        self.console.print(f"[red]{escape(str(exc))}[/red] Choose something else.")
                else:
                    self.bot_answer(d)
            self.flush_events()
            self.show_result()
            return 0
        except KeyboardInterrupt:
            return self.offer_save("\nInterrupted.")
        except InnovationError as exc:
            self.console.print(f"[red]The game cannot go on: {escape(str(exc))}[/red]")
            self.offer_save("Stopping.")
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

    def ask(self, d: Decision) -> str | None:
        """Show the question and read answers until one is valid; None means quit."""
        view = self.game.view(self.human)
        if d.kind in ("action", "initial_meld"):
            self.show_status(view)
        labels = [self.option_label(d, o) for o in d.options]
        self.show_question(d, labels)
        while True:
            try:
                raw = self.read(PROMPT).strip()
            except EOFError:
                self.console.print()
                return None
            if raw.isdigit() and 1 <= int(raw) <= len(d.options):
                return d.options[int(raw) - 1]
            if raw in d.options:
                return raw
            low = raw.lower()
            if not low:
                continue
            if low.startswith("?"):
                self.show_texts(d, low[1:].strip())
            elif low in ("b", "board"):
                self.show_status(view)
                self.show_question(d, labels)
            elif low in ("l", "log"):
                for event in view.events[-40:]:
                    self.print_event(event.kind, event.text)
            elif low in ("h", "help"):
                self.console.print(HELP_TEXT)
            elif low in ("s", "save"):
                self.save()
            elif low in ("q", "quit", "exit"):
                return None
            else:
                shown = raw if len(raw) <= 20 else raw[:20] + "…"
                self.console.print(
                    f"[red]{escape(repr(shown))} is not an option.[/red] Enter a number from 1 to {len(d.options)} "
                    "(h for help).",
                )

    # ------------------------------------------------------------------ saving and quitting
    def quit(self) -> int:
        code = self.offer_save("Quitting.")
        return 0 if code == 0 else code

    def offer_save(self, why: str) -> int:
        self.console.print(why)
        if self.game.over:
            return 130
        try:
            ans = self.read("Save the game before quitting? [y/N] ").strip().lower()
            if ans in ("y", "yes"):
                return 0 if self.save() else 1
        except (KeyboardInterrupt, EOFError):
            self.console.print("\nNot saved.")
        return 130

    def save(self) -> bool:
        try:
            name = self.read(f"File [{self.save_path}]: ").strip()
        except EOFError:
            name = ""
        path = Path(name) if name else self.save_path
        try:
            path.write_text(self.game.to_json())
        except OSError as exc:
            self.console.print(f"[red]Could not save: {escape(str(exc))}[/red]")
            return False
        self.console.print(f"Saved to {escape(str(path))}. Continue with: innovation play --load {escape(str(path))}")
        return True

    # ------------------------------------------------------------------ drawing
    def flush_events(self) -> None:
        events = self.game.view(self.human).events
        for event in events[self.printed :]:
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
        label = labels.card(info) if with_color else labels.card_short(info)
        return Text(label, style=COLOR_STYLE.get(Color(info.color).label, ""))

    def show_status(self, view: GameView) -> None:
        c = self.console
        me = next(p for p in view.players if p.name == self.human)
        head = f"Turn {view.turn} · {view.turn_player} to play" if view.phase == "turn" else "Opening meld"
        if view.phase == "turn":
            head += f" ({view.actions_left} action{'s' if view.actions_left != 1 else ''} left)"
        head += f" · {view.achievements_to_win} achievements win"
        c.rule(Text(head, style="bold cyan"))
        board = Table(title="Your board", title_justify="left", show_edge=False, pad_edge=False)
        for col in ("colour", "splay", "top card", "icons (slots)", "under", "pile gives"):
            board.add_column(col)
        for pile in me.piles:
            if not pile.cards:
                continue
            top = pile.cards[-1]
            info = self.cards[top]
            board.add_row(
                Text(pile.color, style=COLOR_STYLE.get(pile.color, "")),
                pile.splay if pile.splay != "none" else "-",
                self.card_text(top),
                self.slots(info),
                f"+{len(pile.cards) - 1}" if len(pile.cards) > 1 else "",
                self.pile_icons(pile.cards, pile.splay),
            )
        if board.row_count:
            c.print(board)
        else:
            c.print("Your board is empty.")
        c.print("Icons: " + self.icon_totals(me))
        c.print(f"Score: {me.points} points ({len(me.score)} cards: {self.card_list(me.score)})")
        held = [f"{a.kind} on {self.cards[a.card].name}" for a in me.board_achievements]
        c.print(
            f"Achievements: {len(me.achievements) + len(held)}"
            + (f" ({self.card_list(me.achievements, achievements=True)})" if me.achievements else "")
            + (f" + while they show: {', '.join(held)}" if held else "")
        )
        hand = Text(f"Hand ({len(me.hand)}): ")
        for k, card in enumerate(me.hand):
            if k:
                hand.append(", ")
            hand.append_text(
                self.card_text(card.id, with_color=True) if card.id else Text(labels.card_back(card.set, card.age))
            )
        c.print(hand)
        for pv in view.players:  # expansion zones (display, forecast …), when there are any
            for zone, zcards in pv.zones.items():
                if zcards:
                    whose = "Your" if pv.name == self.human else f"{pv.name}'s"
                    c.print(f"{whose} {zone}: {self.card_list(zcards)}")
        for zone, zcards in view.zones.items():
            if zcards:
                c.print(f"{zone.capitalize()}: {self.card_list(zcards)}")
        specials = [self.game.rules.specials[s].name for s in view.specials if s in self.game.rules.specials]
        c.print(
            "Available: achievements "
            + (" ".join(str(a) for a in view.achievements) or "none")
            + (" · special: " + ", ".join(specials) if specials else "")
        )
        supply = " ".join(f"{age}:{n}" for age, n in enumerate(view.decks.get("base", []), start=1))
        c.print(f"Supply (cards left per age): {supply}")
        others = Table(title="Opponents", title_justify="left", show_edge=False, pad_edge=False)
        for col in ("player", "top cards (splay, cards in pile)", "icons", "score", "hand", "achiev."):
            others.add_column(col)
        for pv in view.players:
            if pv.name == self.human:
                continue
            tops = Text()
            for pile in pv.piles:
                if not pile.cards:
                    continue
                if tops:
                    tops.append(" ")
                tops.append_text(self.card_text(pile.cards[-1]))
                extra = ([pile.splay] if pile.splay != "none" else []) + (
                    [str(len(pile.cards))] if len(pile.cards) > 1 else []
                )
                if extra:
                    tops.append(f"[{','.join(extra)}]")
            others.add_row(
                pv.name,
                tops,
                self.icon_totals(pv, short=True),
                f"{pv.points} ({len(pv.score)} cards)",
                "ages " + ",".join(str(h.age) for h in pv.hand) if pv.hand else "empty",
                str(len(pv.achievements) + len(pv.board_achievements)),
            )
        if others.row_count:
            c.print(others)

    def slots(self, info: CardInfo) -> str:
        """A card's slots in order; a six-slot card's top-right and top-centre after a bar."""
        labels = [icon_label(s, self.game.rules.icons) for s in info.icons]
        return " ".join(labels[:4]) + (" | " + " ".join(labels[4:]) if len(labels) > 4 else "")

    def icon_totals(self, pv: PlayerView, short: bool = False) -> str:
        parts = []
        for code in self.game.rules.edition.icons:  # the counted icons (the 4th edition's avatar too)
            icon = Icon(code)
            name = icon_label(code)
            n = pv.icons.get(cast(ResourceIcon, icon.name.lower()), 0)
            if short and not n:
                continue
            parts.append(f"{name} {n}")
        return " ".join(parts) if parts else "none"

    def pile_icons(self, pile: Sequence[str], splay: str) -> str:
        rows = {s.label: int(s) for s in Splay}
        table = self.game.rules.icon_table
        totals = list(table[pile[-1]][TOP_ROW])
        if rows.get(splay, 0):
            for card in pile[:-1]:
                for i, n in enumerate(table[card][rows[splay]]):
                    totals[i] += n
        return " ".join(f"{icon_label(i)} {totals[i]}" for i in self.game.rules.edition.icons if totals[i])

    def card_list(self, cards: Sequence[Any], achievements: bool = False) -> str:
        out = []
        for card in cards:
            if achievements and card.id not in self.game.rules.specials:
                out.append(f"age {card.age}")
            elif card.id is not None and card.id in self.cards:
                out.append(labels.card_short(self.cards[card.id]))
            elif card.id is not None and card.id in self.game.rules.specials:
                out.append(self.game.rules.specials[card.id].name)
            else:
                out.append(labels.card_back(card.set, card.age))
        return ", ".join(out) if out else "none"

    def show_question(self, d: Decision, labels: Sequence[Text]) -> None:
        source = f" [dim]({escape(self.cards[d.source].name)})[/dim]" if d.source in self.cards else ""
        self.console.print(f"[bold yellow]{escape(d.prompt)}[/bold yellow]{source}")
        for k, label in enumerate(labels, start=1):
            line = Text(f"  {k:>2}. ")
            line.append_text(label)
            self.console.print(line)
        self.console.print(f"[dim]Enter 1-{len(labels)}, ? for card texts, h for help.[/dim]")

    def option_label(self, d: Decision, option: str) -> Text:
        """The library's label of ``option`` (``Decision.choices``), coloured by its card or colour."""
        choice = d.choices[d.options.index(option)]
        if choice.kind == "done":
            return Text(choice.label, style="italic")
        color: str = choice.color or ""
        if not color and choice.card in self.cards:
            color = Color(self.cards[choice.card].color).label
        return Text(choice.label, style=COLOR_STYLE.get(color, ""))

    def show_texts(self, d: Decision, arg: str) -> None:
        ids: list[str] = []
        if arg.isdigit() and 1 <= int(arg) <= len(d.options):
            card = d.choices[int(arg) - 1].card
            ids = [card] if card in self.cards else []
            if not ids:
                self.console.print("That option is not a card you can see.")
                return
        elif arg:
            ids = [cid for cid, info in self.cards.items() if info.name.lower() == arg or cid == arg]
            ids = ids or [cid for cid, info in self.cards.items() if arg in info.name.lower()][:3]
            if not ids:
                self.console.print(f"No card matches {escape(repr(arg))}.")
                return
        else:
            if d.source in self.cards:
                ids.append(d.source)
            for choice in d.choices:
                if choice.card in self.cards and choice.card not in ids:
                    ids.append(choice.card)
            if not ids:
                self.console.print("No cards in this question. ?name shows any card.")
                return
        for cid in ids:
            self.console.print(self.describe(cid))

    def describe(self, card: str) -> Text:
        info = self.cards[card]
        out = self.card_text(card).append(f" — {info.set}, {Color(info.color).label}")
        out.append(f"\n    icons: {self.slots(info)}")
        if info.dogma_icon >= 0:
            out.append(f"; featured: {icon_label(info.dogma_icon)}")
        effects = self.game.rules.effects.get(card)
        blank = not (info.demand_kind or info.non_demand_count or info.has_echo)
        texts = effects.texts() if effects is not None else ["(no effects)" if blank else "(not implemented yet)"]
        for text in texts:
            out.append(f"\n    • {text}")
        return out

    def show_result(self) -> None:
        result = self.game.result
        if result is None:
            return
        won = self.human in result.winners
        verdict = "You win!" if won and len(result.winners) == 1 else ("You share the win!" if won else "You lose.")
        if not result.winners:
            verdict = "Nobody wins."
        self.console.rule(Text(f"Game over — {verdict}", style="bold green" if won else "bold red"))
        self.console.print(f"Result: {result.describe()}")
        for name in self.game.players:
            self.console.print(f"  {name}: {result.scores[name]} points, {result.achievements[name]} achievements")


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
    terminal = TerminalGame(game, human, bots, save_path=args.save)
    terminal.console.print(escape(deal_line(game, args.load is not None)), highlight=False)
    return terminal.run()
