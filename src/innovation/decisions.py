"""Decisions: the engine's questions to players, and the answers it accepts."""

from __future__ import annotations

import msgspec


class Decision(msgspec.Struct, frozen=True):
    """A question to one player. ``options`` is the complete list of legal answers.

    Every option is a string. Kinds:

    * ``"action"``: ``"draw"``, ``"meld <card>"``, ``"dogma <card>"``, ``"achieve <value>"`` (plus
      any action an expansion adds);
    * ``"initial_meld"``: a card id from the opening hand;
    * ``"card"``: a card id, or a hidden-card token ``"<player>:<zone>:<set>:<age>"`` for a card the
      chooser cannot see; ``"done"`` where stopping is allowed;
    * ``"color"``: a colour name (``"blue"`` …), or ``"done"``;
    * ``"player"``: a player name;
    * ``"value"``: a number written as a string;
    * ``"yes_no"``: ``"yes"`` or ``"no"``;
    * ``"option"``: one of a few labelled alternatives the card offers.
    """

    player: str
    kind: str
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


class NeedDecision(Exception):
    """Raised inside a segment when a decision has no answer yet; unwinds to the game driver."""

    def __init__(self, decision: Decision) -> None:
        super().__init__(decision.prompt)
        self.decision = decision
