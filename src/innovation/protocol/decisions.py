"""Decisions: the engine's questions to players, and the answers it accepts.

A :class:`Decision` is self-describing: ``options`` lists every legal answer (strings, sent back
as they are), and ``choices``, parallel to it, says what each one *is* (a plain-English label and
structured fields). A question that picks cards or colours is part of a :class:`Selection` (its
open bounds, the picks so far, an id shared by its questions), and ``verb`` (with ``dest`` and
``splay``) says what will happen to what is chosen. docs/protocol.md explains every field.
"""

from __future__ import annotations

import msgspec

from innovation.protocol.events import Place
from innovation.protocol.vocabulary import (
    ActionType,
    ChoiceKind,
    ColorName,
    DecisionKind,
    EffectKind,
    SplayName,
    Verb,
    Zone,
)

DONE = "done"
YES = "yes"
NO = "no"


class Choice(msgspec.Struct, frozen=True, omit_defaults=True, forbid_unknown_fields=True):
    """What one option means. ``id`` is the option itself (``Decision.options[i]``, the string to
    answer with); ``label`` says it in plain English, for the player answering. Fields that do not
    apply are absent.

    * a card the chooser can see (``kind="card"``): ``card`` (its id: look it up in
      :mod:`innovation.protocol.catalogue`), and where it lies: ``owner`` (absent in a shared zone), ``zone``;
    * a card they cannot see (``kind="hidden"``): ``owner``, ``zone``, ``set`` and ``age`` — all
      that its back shows;
    * a turn action (``kind="action"``): ``action`` and its target: ``card`` (meld, dogma),
      ``value`` (achieve — with ``zone`` "safe" one of the chooser's own secrets of that value, The
      Unseen; draw: the age that would be drawn, absent when the draw would end the game);
    * ``color``, ``player``, ``value`` for those kinds; an ``option`` may name a ``card`` (or a
      special achievement) or a ``value``.
    """

    id: str
    label: str
    kind: ChoiceKind
    action: ActionType | None = None
    card: str | None = None
    owner: str | None = None
    zone: Zone | None = None
    set: str | None = None
    age: int | None = None
    color: ColorName | None = None
    player: str | None = None
    value: int | None = None


class Selection(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One instruction's pick of cards or colours ("return up to three cards"), asked one pick
    per decision.

    ``id`` stays the same for every question of the selection (it is the ``number`` of the first
    decision it asked); ``picked`` are the options answered so far in it, in order; ``min`` and
    ``max`` are the bounds still open, counting this pick: at least ``min`` more picks must be
    made (``"done"`` is among the options exactly when ``min`` is 0) and at most ``max`` more may.
    """

    id: int
    min: int
    max: int
    picked: tuple[str, ...] = ()


class Decision(msgspec.Struct, frozen=True):
    """A question to one player. ``options`` is the complete list of legal answers; answer with
    ``game.answer(player, option)``. ``kind`` (:data:`innovation.protocol.vocabulary.DecisionKind`) gives
    the shape of the options:

    * ``"action"``: ``"draw"``, ``"meld <card>"``, ``"dogma <card>"``, ``"achieve <value>"``;
    * ``"initial_meld"``: a card id from the opening hand;
    * ``"card"``: a card id, or a hidden-card token ``"<player>:<zone>:<set>:<age>"`` for a card the
      chooser cannot see; ``"done"`` where stopping is allowed;
    * ``"color"``: a colour name (``"blue"`` …), or ``"done"``;
    * ``"player"``: a player name (or ``"done"``); ``"value"``: a number written as a string (or
      ``"done"``); ``"yes_no"``: ``"yes"`` or ``"no"``; ``"option"``: one of a few alternatives the
      card offers.

    Never parse options: ``choices[i]`` describes ``options[i]``.
    """

    player: str
    kind: DecisionKind
    prompt: str
    options: tuple[str, ...]
    #: The card whose effect asks (None for turn actions and set-up).
    source: str | None = None
    #: True when the question comes from a demand or compel aimed at the chooser's side.
    demand: bool = False
    #: Identifies the decision within its game: the number of answers given before it (0 for
    #: the first). ``Game.answer(player, option, number=d.number)`` refuses an answer meant for
    #: another decision (a stale or repeated click) with ``StaleDecisionError``.
    number: int = 0
    #: What each option means, parallel to ``options`` (``choices[i].id == options[i]``).
    choices: tuple[Choice, ...] = ()
    #: What will happen to the chosen card or colour (every card and colour decision has one);
    #: may be set on other kinds too (a value to draw, a yes/no about a move).
    verb: Verb | None = None
    #: Where the chosen card goes, when that is one place known before the choice (a meld's
    #: board, the activator's score pile …; the pile is the card's colour).
    dest: Place | None = None
    #: The direction, for ``verb="splay"``.
    splay: SplayName | None = None
    #: The selection this pick belongs to (every card and colour decision has one).
    selection: Selection | None = None
    #: True when the player asked may take back their latest answer instead of answering
    #: (``Game.undo``; docs/embedding.md, "Take-backs"): the game would then be exactly as it was
    #: just before that answer.
    undo: bool = False
    #: The kind of the card effect asking (``"demand"``, ``"compel"``, ``"cooperative"``,
    #: ``"echo"``); None for turn actions, set-up and questions asked outside an effect.
    effect: EffectKind | None = None
    #: Whose dogma (or execution) the asking effect belongs to: for a demand or compel, the
    #: player making it; the chooser themself for their own effects; another player when the
    #: chooser shares that player's effect. None when ``effect`` is None.
    activator: str | None = None


class NeedDecision(Exception):
    """Raised inside a segment when a decision has no answer yet; unwinds to the game driver."""

    def __init__(self, decision: Decision) -> None:
        super().__init__(decision.prompt)
        self.decision = decision
