"""The configuration of a game: :class:`GameConfig` (players, seed, expansions, teams, rule
options), checked when it is made."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

import msgspec

from innovation.editions import DEFAULT_EDITION, MAX_PLAYERS, edition_rules
from innovation.errors import ConfigError, InnovationError, SaveError
from innovation.options import OPTION_NAMES, RULE_OPTIONS_BY_NAME, Edition, OptionValue, check_needs, check_value
from innovation.rules.cards import BASE, Rules
from innovation.rules.plugins import build_rules, check_edition, discover, plugin_name
from innovation.saves.format import SaveConfig, decode_config, saved_options

MAX_NAME_LENGTH = 40


@dataclass(frozen=True)
class GameConfig:
    """Everything needed to start a game.

    * ``players``: distinct names, in seating (clockwise) order: 2–4 (2–5 in the 4th edition).
    * ``seed``: any integer; same config + seed + answers ⇒ the same game, event for event.
    * ``expansions``: names of expansion plugins to add to the base game, in any order (a set is
      fine): the game depends only on which ones are in play.
    * ``teams``: ``True`` for a 2v2 game with partners in seats 1&3 and 2&4, or two pairs of names
      (players are then re-seated so that partners sit opposite).
    * ``plugins``: extra plugin objects registered by hand (tests, experiments).
    * ``edition`` ("third", "first" or "fourth"; "last" is the old name of "third"), ``relics``,
      ``must_take_relic``, ``compel_partners``,
      ``extra_achievement``: rule options, described with ``teams`` in
      :data:`innovation.options.RULE_OPTIONS` (RULES.md §1 and §10).
    * ``max_turns``: end the game with no winner (reason ``"turn_limit"``) once that many turns
      are played; None (the default) for no limit. For bots and simulations, which can otherwise
      repeat themselves forever.
    """

    players: Sequence[str]
    seed: int = 0
    expansions: Sequence[str] = ()
    teams: bool | Sequence[Sequence[str]] = False
    plugins: Sequence[object] = ()
    edition: Edition = DEFAULT_EDITION
    compel_partners: bool = False
    relics: bool = False
    must_take_relic: bool = False
    extra_achievement: bool = False
    max_turns: int | None = None
    _seating: tuple[str, ...] = field(init=False, repr=False, compare=False)
    _team_of_seat: tuple[int, ...] | None = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        players = self.players
        if type(players) is not tuple and (isinstance(players, str) or not isinstance(players, Sequence)):
            raise ConfigError("players must be a sequence of names")
        players = tuple(players)
        if not 2 <= len(players) <= MAX_PLAYERS:
            raise ConfigError(f"Innovation is for 2 to {MAX_PLAYERS} players, not {len(players)}")
        if not _plain_strings(players):
            if not all(isinstance(name, str) for name in players):
                raise ConfigError(f"player names must be non-empty strings, got {players!r}")
            players = tuple(str.__str__(name) for name in players)  # str subclasses become plain str
        for name in players:
            if not name.strip():
                raise ConfigError(f"player names must be non-empty strings, got {name!r}")
            if len(name) > MAX_NAME_LENGTH:
                raise ConfigError(f"player name longer than {MAX_NAME_LENGTH} characters")
            if not name.isprintable():  # no control characters or lone surrogates (unsavable)
                raise ConfigError(f"player names must be printable text, got {name!r}")
            if ":" in name:  # hidden-card tokens are "<owner>:<zone>:<set>:<age>"
                raise ConfigError(f"player names cannot contain ':', got {name!r}")
            if name in ("done", "yes", "no"):
                raise ConfigError(f"{name!r} is reserved and cannot be a player name")
        if len(set(players)) != len(players):
            raise ConfigError("player names must be distinct")
        if isinstance(self.seed, bool) or not isinstance(self.seed, int):
            raise ConfigError("seed must be an integer")
        if type(self.expansions) is not tuple and (
            isinstance(self.expansions, str) or not isinstance(self.expansions, Iterable)
        ):
            raise ConfigError("expansions must be a sequence of names")
        expansions = tuple(self.expansions)
        if not _plain_strings(expansions):
            if not all(isinstance(e, str) for e in expansions):
                raise ConfigError("expansions must be a sequence of names")
            expansions = tuple(str.__str__(e) for e in expansions)
        if type(self.plugins) is not tuple and (
            isinstance(self.plugins, str) or not isinstance(self.plugins, Iterable)
        ):
            raise ConfigError("plugins must be a sequence of plugin objects")
        if len(set(expansions)) != len(expansions) or BASE in expansions:
            raise ConfigError("expansions must be distinct and must not include 'base'")
        # One canonical order, so that the same expansions give the same deal for a seed.
        expansions = tuple(sorted(expansions))
        if self.max_turns is not None and (
            isinstance(self.max_turns, bool) or not isinstance(self.max_turns, int) or self.max_turns < 1
        ):
            raise ConfigError(f"max_turns must be a positive integer or None, not {self.max_turns!r}")
        for name in OPTION_NAMES:
            value = getattr(self, name)
            checked = check_value(RULE_OPTIONS_BY_NAME[name], value)
            if checked is not value:
                object.__setattr__(self, name, checked)
        seating = players
        team_of_seat: tuple[int, ...] | None = None
        if self.teams is True:
            team_of_seat = (0, 1, 0, 1)
        elif self.teams is not False:
            teams = self.teams if isinstance(self.teams, Sequence) and not isinstance(self.teams, str) else ()
            pairs = [tuple(t) if isinstance(t, Sequence) and not isinstance(t, str) else () for t in teams]
            names = [n for t in pairs for n in t]
            if (
                len(pairs) != 2
                or any(len(t) != 2 for t in pairs)
                or not all(isinstance(n, str) for n in names)
                or sorted(map(str.__str__, names)) != sorted(players)
            ):
                raise ConfigError("teams must be two pairs that together name every player")
            pairs = [tuple(map(str.__str__, t)) for t in pairs]
            seating = (pairs[0][0], pairs[1][0], pairs[0][1], pairs[1][1])
            team_of_seat = (0, 1, 0, 1)
        if team_of_seat is not None and len(players) != 4:
            raise ConfigError("the team game needs exactly 4 players")
        check_needs({**self.options, "teams": team_of_seat is not None}, expansions)
        edition = edition_rules(self.edition)
        if not edition.min_players <= len(players) <= edition.max_players:
            raise ConfigError(
                f"the {edition.title} is for {edition.min_players} to {edition.max_players} players, not {len(players)}"
            )
        check_edition(expansions, self.options)
        object.__setattr__(self, "players", players)
        object.__setattr__(self, "expansions", tuple(expansions))
        object.__setattr__(self, "plugins", tuple(self.plugins))
        object.__setattr__(self, "_seating", seating)
        object.__setattr__(self, "_team_of_seat", team_of_seat)

    @property
    def seating(self) -> tuple[str, ...]:
        """Players in seat order (clockwise), after team re-seating."""
        return self._seating

    @property
    def options(self) -> dict[str, OptionValue]:
        """The rule options by name (``teams`` apart): what plugins read as ``engine.options``."""
        return {name: getattr(self, name) for name in OPTION_NAMES}


def _plain_strings(items: tuple[object, ...]) -> bool:
    """Whether every item is a plain ``str`` (no subclass to convert)."""
    return all(type(item) is str for item in items)


#: Configurations made from saves, by what the save names (and the identities of the plugin
#: objects handed in): loading a save of the same table again makes none (a GameConfig is frozen).
_FROM_SAVE: dict[tuple[object, ...], tuple[GameConfig, tuple[object, ...]]] = {}


def saved_config(
    players: Sequence[str],
    seed: int,
    expansions: Sequence[str],
    teams: Sequence[Sequence[str]] | None,
    plugins: Sequence[object],
    max_turns: int | None,
    options: dict[str, OptionValue],
) -> GameConfig:
    """``GameConfig(players=..., teams=False if teams is None else teams, ..., **options)``, made
    once per distinct arguments (a bounded memo; a configuration it refuses raises each time)."""
    plugins = tuple(plugins)
    key = (
        tuple(players),
        seed,
        tuple(expansions),
        None if teams is None else tuple(map(tuple, teams)),
        tuple(map(id, plugins)),
        max_turns,
        tuple(options.items()),
    )
    found = _FROM_SAVE.get(key)
    if found is not None and all(a is b for a, b in zip(found[1], plugins, strict=True)):
        return found[0]
    config = GameConfig(
        players=tuple(players),
        seed=seed,
        expansions=tuple(expansions),
        teams=False if teams is None else teams,
        plugins=plugins,
        max_turns=max_turns,
        **options,  # type: ignore[arg-type]  # checked here
    )
    if len(_FROM_SAVE) >= 256:
        _FROM_SAVE.clear()
    _FROM_SAVE[key] = (config, plugins)
    return config


#: The configurations and rules of files as written, by the configuration's JSON text, the plugin
#: objects given to the load and the entry-point scan (a rescan is a new key): a load of a table
#: loaded before decodes and makes nothing. Each entry keeps the scan and the plugins alive, so
#: their ids are not reused while it is kept; bounded (a miss costs the full way, which checks).
_OF_SAVES: OrderedDict[tuple[bytes, tuple[int, ...], int], tuple[tuple[object, ...], GameConfig, Rules]] = OrderedDict()
_OF_SAVES_LOCK = threading.Lock()
_OF_SAVES_KEPT = 64


#: The configurations as saves record them, and their canonical encodings, by the GameConfig and
#: the rules (each entry keeps both alive, so their ids are not reused while it is kept): every game
#: loaded from a table's saves shares one GameConfig (:func:`saved_config`), so a stateless
#: server's save — a loaded game's first — encodes no configuration. Bounded.
class SavedConfig(NamedTuple):
    """The configuration as a save records it, and its canonical encoding (what a save writes)."""

    value: SaveConfig
    text: msgspec.Raw


_SAVED: dict[tuple[int, int], tuple[GameConfig, Rules, SavedConfig]] = {}
_SAVED_KEPT = 256
_ENCODER = msgspec.json.Encoder(order="sorted")


def saved_config_text(config: GameConfig, rules: Rules) -> SavedConfig:
    """:func:`save_config_of` and its canonical encoding, made once per configuration and rules."""
    key = (id(config), id(rules))
    found = _SAVED.get(key)  # one lookup: another thread may clear it meanwhile
    if found is not None and found[0] is config and found[1] is rules:
        return found[2]
    value = save_config_of(config, rules)
    saved = SavedConfig(value, msgspec.Raw(_ENCODER.encode(value)))
    if len(_SAVED) >= _SAVED_KEPT:
        _SAVED.clear()
    _SAVED[key] = (config, rules, saved)
    return saved


def save_config_of(config: GameConfig, rules: Rules) -> SaveConfig:
    """The configuration as a save records it (the inverse of :func:`config_of_save`)."""
    teams: list[list[str]] | None = None
    if config._team_of_seat is not None:
        seats = config.seating
        teams = [[seats[0], seats[2]], [seats[1], seats[3]]]
    return SaveConfig(
        players=list(config.seating),
        seed=config.seed,
        expansions=list(config.expansions),
        teams=teams,
        options=saved_options(config.options),
        plugins=list(rules.plugin_names[1 + len(config.expansions) :]),
        max_turns=config.max_turns,
    )


def config_of_save(saved: SaveConfig | msgspec.Raw, plugins: tuple[object, ...]) -> tuple[GameConfig, Rules]:
    """The configuration and the rules of a save's ``config`` (decoded, or its JSON text in a file
    as written) for the hand-registered ``plugins`` given to the load: a SaveError when it needs
    plugins not given, names unknown options or no configuration a game may have."""
    if not isinstance(saved, msgspec.Raw):
        return _config_of_save(saved, plugins)
    installed = discover()
    key = (bytes(saved), tuple(map(id, plugins)), id(installed))
    found = _OF_SAVES.get(key)
    if found is not None:
        return found[1], found[2]
    config, rules = _config_of_save(decode_config(saved), plugins)
    with _OF_SAVES_LOCK:
        _OF_SAVES[key] = ((installed, *plugins), config, rules)
        while len(_OF_SAVES) > _OF_SAVES_KEPT:
            _OF_SAVES.popitem(last=False)
    return config, rules


def _config_of_save(cfg: SaveConfig, plugins: tuple[object, ...]) -> tuple[GameConfig, Rules]:
    by_name = {plugin_name(p): p for p in plugins}
    missing = [n for n in cfg.plugins if n not in by_name]
    if missing:
        raise SaveError(f"the save needs these hand-registered plugins: {', '.join(missing)}")
    unknown_options = set(cfg.options) - set(OPTION_NAMES)
    if unknown_options:
        raise SaveError(f"unknown rule options in save: {sorted(unknown_options)}")
    try:
        needed = [by_name[n] for n in cfg.plugins]
        config = saved_config(cfg.players, cfg.seed, cfg.expansions, cfg.teams, needed, cfg.max_turns, cfg.options)
        return config, build_rules(config.expansions, config.plugins, config.options)
    except InnovationError as exc:
        raise SaveError(f"invalid configuration in save: {exc}") from None
