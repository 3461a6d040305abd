"""The rule options: one table that every front door reads.

Board Game Arena lets a table choose its rules; this engine offers the same choices (and two of
its own, RULES.md §10) as keyword arguments of :class:`innovation.GameConfig`. :data:`RULE_OPTIONS`
lists them with their defaults, allowed values and help texts, so that the command line
(``innovation play/demo/simulate/soak``), a web lobby or any other front end builds its form from
one place and says the same thing about each option::

    from innovation.options import RULE_OPTIONS
    for option in RULE_OPTIONS:
        print(option.flag, option.choices or "on/off", option.help)

Plugins read the options of the game in play: ``ctx.option("edition")`` while the game runs,
and the ``options`` argument of ``innovation_register_cards`` when the rules are built (a set
whose cards read differently under an option registers a :meth:`CardBook.variant
<innovation.rules.cards.CardBook.variant>`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

from innovation.editions import DEFAULT_EDITION, EDITION_ALIASES, EDITIONS
from innovation.errors import ConfigError

#: A rule option's value: on/off, or one of its named choices.
OptionValue = bool | str
#: The edition in play (:mod:`innovation.editions`): "third" (3rd edition, "Deluxe"), "first" (the
#: original Asmadi wording, as in the Iello edition: the 3rd edition's rules with nine cards
#: worded otherwise) or "fourth"; "last" is the old name of "third" (still accepted).
Edition = Literal["third", "first", "fourth", "last"]


@dataclass(frozen=True)
class RuleOption:
    """One rule option: a :class:`~innovation.GameConfig` keyword of the same name.

    * ``default``: the value when the option is not given (False, or the first of ``choices``).
    * ``choices``: the allowed values of a choice option; empty for an on/off option.
    * ``needs``: what must also be in play for the option to mean anything: an expansion's name,
      or another option that must be on. :class:`~innovation.GameConfig` refuses the option
      without them (a silently ignored option is a trap).
    * ``in_options``: False only for ``teams``, which decides the seating and is kept in
      ``GameConfig.teams`` (True, or the two pairs of partners) rather than in
      ``GameConfig.options``.
    """

    name: str
    default: OptionValue
    help: str
    choices: tuple[str, ...] = ()
    needs: tuple[str, ...] = ()
    in_options: bool = True
    #: Old names of choices, still accepted (in configurations and saves) for the choice they name.
    aliases: Mapping[str, str] = field(default_factory=dict)
    #: What a form calls each choice ("3rd edition (Deluxe)"); a choice not named here is shown
    #: as it is spelt.
    choice_labels: Mapping[str, str] = field(default_factory=dict)

    @property
    def label(self) -> str:
        """What a form calls the option: its name in words ("must take relic")."""
        return self.name.replace("_", " ")

    @property
    def flag(self) -> str:
        """The command-line spelling: ``--must-take-relic``."""
        return "--" + self.name.replace("_", "-")

    @property
    def is_choice(self) -> bool:
        return bool(self.choices)


RULE_OPTIONS: tuple[RuleOption, ...] = (
    RuleOption(
        "edition",
        DEFAULT_EDITION,
        "rules and card texts: 'third' (3rd edition, Deluxe), 'first' (the 3rd edition's rules with the "
        "original Asmadi/Iello wording of Oars, Fermenting, Feudalism, Measurement, Societies, Statistics, "
        "Industrialization, Combustion and Fission) or 'fourth' (4th edition: ages 1-11, up to 5 players, "
        "the junk, splay aslant; base set only); 'last' is the old name of 'third'",
        choices=EDITIONS,
        aliases=EDITION_ALIASES,
        choice_labels={
            "third": "3rd edition (Deluxe)",
            "first": "3rd edition with the original card texts",
            "fourth": "4th edition (base set only)",
        },
    ),
    RuleOption(
        "teams",
        False,
        "2v2 team game (4 players): partners sit opposite, pool their achievements and are never demanded",
        in_options=False,
    ),
    RuleOption(
        "relics",
        False,
        "Artifacts with Relics: the five relics can be seized after a dig",
        needs=("artifacts",),
    ),
    RuleOption(
        "must_take_relic",
        False,
        "a relic found after a dig must be taken (the designer's rule); by default taking it is optional (BGA)",
        needs=("relics",),
    ),
    RuleOption(
        "compel_partners",
        False,
        "in a team game 'I compel' also hits the activator's partner; by default partners are spared (BGA)",
        needs=("teams",),
    ),
    RuleOption(
        "extra_achievement",
        False,
        "one more achievement is needed to win (BGA's 'extra achievement' option)",
    ),
)

RULE_OPTIONS_BY_NAME: dict[str, RuleOption] = {o.name: o for o in RULE_OPTIONS}
#: Names of the options kept in ``GameConfig.options`` (and in saves): all but ``teams``.
OPTION_NAMES: tuple[str, ...] = tuple(o.name for o in RULE_OPTIONS if o.in_options)
#: Every option at its default.
DEFAULT_OPTIONS: Mapping[str, OptionValue] = {o.name: o.default for o in RULE_OPTIONS if o.in_options}


def check_value(option: RuleOption, value: object) -> OptionValue:
    """``value`` if it is allowed for ``option``; :class:`ConfigError` otherwise."""
    if option.is_choice:
        if isinstance(value, str) and value in option.aliases:
            value = option.aliases[value]
        if not isinstance(value, str) or value not in option.choices:
            shown = repr(value) if isinstance(value, str | bool | int) else type(value).__name__
            allowed = " or ".join(repr(c) for c in option.choices)
            raise ConfigError(f"{option.name} must be {allowed}, not {shown[:40]}")
        return str.__str__(value)  # a plain str, even from a str subclass
    if not isinstance(value, bool):
        raise ConfigError(f"{option.name} must be True or False")
    return value


def check_needs(values: Mapping[str, OptionValue], expansions: Sequence[str]) -> None:
    """Refuse an option that is on while what it needs is not in play. ``values`` holds every
    option by name (``teams`` as on/off)."""
    for option in RULE_OPTIONS:
        if values.get(option.name, option.default) == option.default:
            continue
        for need in option.needs:
            if need in RULE_OPTIONS_BY_NAME:
                if not values.get(need):
                    raise ConfigError(f"{option.name} needs {need} to be on")
            elif need not in expansions:
                raise ConfigError(f"{option.name} needs the {need} expansion")


def resolve(values: Mapping[str, OptionValue] | None) -> dict[str, OptionValue]:
    """Every option of ``GameConfig.options`` with the given values filled in (checked)."""
    out = dict(DEFAULT_OPTIONS)
    for name, value in (values or {}).items():
        option = RULE_OPTIONS_BY_NAME.get(name)
        if option is None or not option.in_options:
            raise ConfigError(f"unknown rule option {name!r} (known: {', '.join(OPTION_NAMES)})")
        out[name] = check_value(option, value)
    return out
