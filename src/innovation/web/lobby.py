"""What the lobby offers, read from the library, and turning a lobby form into a game.

Nothing here is a hard-coded list: the bots come from the agent registry
(:func:`innovation.bots.agents.agent_kinds`), the expansions from the installed plugins, and the
rule options from the library's table of them (:data:`innovation.options.RULE_OPTIONS`, with
their help texts), so a new bot, expansion or option appears in the lobby without touching the
web table.
"""

from __future__ import annotations

import inspect
import logging
import sys
from typing import Any, Literal

import msgspec

from innovation.bots.agents import agent_kinds
from innovation.editions import EDITION_RULES, MAX_PLAYERS
from innovation.errors import ConfigError
from innovation.game import GameConfig
from innovation.i18n import translator
from innovation.i18n.wording import OPTION
from innovation.options import RULE_OPTIONS
from innovation.rules.plugins import BASE, discover

#: GameConfig fields that are not rule options (the lobby asks for them separately).
_NOT_RULE_OPTIONS = frozenset({"players", "seed", "expansions", "teams", "plugins"})
#: The seats any edition allows (the lobby offers up to five; GameConfig refuses a count the
#: chosen edition does not allow, e.g. five seats in the 3rd edition, with its own message).
MIN_SEATS = min(e.min_players for e in EDITION_RULES.values())
MAX_SEATS = MAX_PLAYERS
log = logging.getLogger("innovation.web")


class BotInfo(msgspec.Struct, frozen=True):
    name: str
    description: str


class ExpansionInfo(msgspec.Struct, frozen=True):
    name: str
    description: str


class RuleOption(msgspec.Struct, frozen=True):
    """A rule option of :class:`GameConfig`: ``kind`` "flag" (``values`` empty) or "choice"."""

    name: str
    kind: Literal["flag", "choice"]
    default: bool | str
    values: list[str] = []
    #: What the option does (the same text as ``innovation play --help``), in the reader's language.
    help: str = ""
    #: Expansions or other options it needs (``GameConfig`` refuses it without them).
    needs: list[str] = []
    #: The option's name in words, and each value's, in the reader's language (``values`` stay
    #: what the form sends).
    label: str = ""
    value_labels: dict[str, str] = {}


class LobbyInfo(msgspec.Struct, frozen=True):
    min_seats: int
    max_seats: int
    bots: list[BotInfo]
    expansions: list[ExpansionInfo]
    options: list[RuleOption]
    #: Team play needs this many seats (partners sit opposite: seats 1 & 3 against 2 & 4).
    team_seats: int = 4


def _summary(obj: object) -> str:
    doc = (inspect.getdoc(obj) or "").strip()
    return doc.split("\n\n")[0].replace("\n", " ") if doc else ""


def _blurb(module: object) -> str:
    """What the lobby says about an expansion: its plugin's ``DESCRIPTION`` (written for players),
    else its package's docstring summary, else its module's."""
    package = sys.modules.get(getattr(module, "__package__", None) or "")
    for source in (module, package):
        described = getattr(source, "DESCRIPTION", None)
        if isinstance(described, str) and described.strip():
            return described.strip()
    return _summary(package) or _summary(module)


def rule_options(lang: str | None = None) -> list[RuleOption]:
    """The rule options of :data:`innovation.options.RULE_OPTIONS` (teams apart: the lobby asks
    for it with the seats), with their labels and help texts in ``lang`` and what each needs."""
    tr = translator(lang)
    return [
        RuleOption(
            o.name,
            "choice" if o.is_choice else "flag",
            o.default,
            list(o.choices),
            help=tr.text(o.help, OPTION),
            needs=list(o.needs),
            label=tr.text(o.label, OPTION),
            value_labels={c: tr.text(o.choice_labels.get(c, c), OPTION) for c in o.choices},
        )
        for o in RULE_OPTIONS
        if o.in_options
    ]


def lobby_info(lang: str | None = None) -> LobbyInfo:
    """What the lobby offers, its texts in ``lang`` (English: None)."""
    tr = translator(lang)
    expansions: list[ExpansionInfo] = []
    for name, ep in sorted(discover().items()):
        if name == BASE:
            continue
        try:
            module = ep.load()
        except Exception as exc:  # a broken or half-uninstalled plugin must not take the lobby down
            log.warning("expansion %r is installed but cannot be loaded: %s", name, exc)
            continue
        if getattr(module, "IMPLEMENTED", True):
            expansions.append(ExpansionInfo(name, tr.text(_blurb(module), OPTION)))
    return LobbyInfo(
        min_seats=MIN_SEATS,
        max_seats=MAX_SEATS,
        bots=[BotInfo(k.name, tr.text(k.description, OPTION)) for k in agent_kinds().values()],
        expansions=expansions,
        options=rule_options(lang),
    )


# ------------------------------------------------------------------------------- requests


class SeatRequest(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A seat in the lobby form: a player name, and a bot kind or None for a human."""

    name: str
    bot: str | None = None
    #: A person's seat nobody has yet: no link for the creator; the lobby lists the game and the
    #: first to take the seat gets its link (``POST /api/games/<id>/join``).
    open: bool = False


class CreateGameRequest(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    seats: list[SeatRequest]
    expansions: list[str] = []
    teams: bool = False
    options: dict[str, bool | str] = {}
    #: A practice table: the creator may choose the seed (and so can know every hidden card);
    #: the table says so to every seat.
    practice: bool = False
    #: Only with ``practice``; otherwise the server draws the seed (and shows it after the end).
    seed: int | None = None
    #: Listed in the lobby's list of games (anyone may watch; a game with open seats is listed
    #: always, so that players can find it). Unlisted, only those given its spectator link watch.
    listed: bool = True


def game_config(request: CreateGameRequest, seed: int) -> GameConfig:
    """The GameConfig for a lobby form (raises ConfigError with the library's message)."""
    if not MIN_SEATS <= len(request.seats) <= MAX_SEATS:
        raise ConfigError(f"Innovation is for {MIN_SEATS} to {MAX_SEATS} players, not {len(request.seats)}")
    known_bots = agent_kinds()
    for seat in request.seats:
        if seat.bot is not None and seat.bot not in known_bots:
            raise ConfigError(f"unknown bot {seat.bot!r} (known: {', '.join(sorted(known_bots))})")
    for seat in request.seats:
        if seat.open and seat.bot is not None:
            raise ConfigError(f"seat {seat.name!r} is a bot's: only a person's seat can be open")
    if not any(seat.bot is None for seat in request.seats):
        raise ConfigError("a game needs at least one human seat (bot-only games are for `innovation simulate`)")
    offered = {o.name: o for o in rule_options()}
    options: dict[str, Any] = {}
    for name, value in request.options.items():
        option = offered.get(name)
        if option is None:
            raise ConfigError(f"unknown rule option {name!r} (known: {', '.join(sorted(offered))})")
        if option.kind == "flag" and not isinstance(value, bool):
            raise ConfigError(f"rule option {name!r} is a switch: true or false")
        if option.kind == "choice" and value not in option.values:
            raise ConfigError(f"rule option {name!r} must be one of {', '.join(option.values)}")
        options[name] = value
    return GameConfig(
        players=tuple(seat.name for seat in request.seats),
        seed=seed,
        expansions=tuple(request.expansions),
        teams=request.teams,
        **options,
    )
