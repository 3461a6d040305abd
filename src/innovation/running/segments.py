"""One segment of a game: the engine a game builds for it, and running that engine to the
segment's end — the pieces the re-run (:meth:`innovation.game.Game._run`) and a resumed action's
worker (:class:`innovation.running.resume.Continuation`) share."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from innovation.errors import InnovationError, SaveError
from innovation.options import OptionValue
from innovation.protocol.decisions import NeedDecision
from innovation.rules.asking import Answerer, set_unworded
from innovation.rules.board import GameOver
from innovation.rules.cards import Rules
from innovation.rules.eventlog import Entry, Logged
from innovation.rules.state import GameState, Result
from innovation.rules.turn import Engine, note_effect_moments

__all__ = ["SegmentRules", "game_over_text", "make_engine", "paused_state", "run_segment"]


@dataclass(frozen=True)
class SegmentRules:
    """What every engine of one game is built with."""

    rules: Rules
    options: Mapping[str, OptionValue]
    max_turns: int | None
    #: Players whose decisions come without choices (see ``Asking.bare``): those whose agent
    #: in ``play()`` reads none, or who said so with ``Game.set_reads_choices``.
    bare: frozenset[str] = frozenset()
    #: Players whose choices come without labels (see ``Asking.unworded``): who said so with
    #: ``Game.set_words_choices`` (the AI environments, which read the choices' fields only).
    unworded: frozenset[str] = frozenset()
    #: Where this game's engines note, per seat, the answers given when an effect last began for
    #: it (``Engine.effect_moments``; the take-back rule reads it). One list per game object.
    moments: list[int] | None = field(default=None, compare=False)


def make_engine(
    how: SegmentRules,
    state: GameState,
    events: list[Entry],
    answers: list[str],
    first_number: int,
    answerer: Answerer | None = None,
    on_answer: Callable[[str, str], None] | None = None,
) -> Engine:
    """The engine of one segment over ``state`` (it runs the next ones too: ``next_segment``);
    ``first_number``: the game's number of the segment's first decision."""
    engine = Engine(how.rules, state, events, answers, answerer, on_answer, how.options, how.max_turns)
    engine.first_number = first_number
    engine.bare = how.bare
    if how.unworded:
        set_unworded(engine, how.unworded)
    if how.moments is not None:
        note_effect_moments(engine, how.moments)
    return engine


def run_segment(engine: Engine) -> None:
    """Run ``engine``'s segment to its end (``NeedDecision`` propagates); a game end marks the
    state over and logs it. Refuses recorded answers that go on past the segment."""
    try:
        engine.run_segment()
    except GameOver as over:
        engine.state.phase = "over"
        engine.state.result = over.result
        engine.events.append(Logged("game_over", game_over_text(over.result)))
    if engine.position < len(engine.answers):
        # Only a forged save can hold answers to questions its game never asked.
        raise SaveError("the saved answers go on after the point where they were given")


def paused_state(how: SegmentRules, snapshot: GameState, answers: list[str], first_number: int) -> GameState:
    """The state a segment begun at ``snapshot`` (never changed) is paused in after ``answers``."""
    work = snapshot.clone()
    try:
        run_segment(make_engine(how, work, [], list(answers), first_number))
    except NeedDecision:
        return work
    raise InnovationError("the paused game ran past its pending decision when its state was derived again")


def game_over_text(result: Result) -> str:
    if not result.winners:
        return f"Game over ({result.reason}): nobody won. {result.detail}".strip()
    return f"Game over ({result.reason}): {', '.join(result.winners)} won. {result.detail}".strip()
