"""A `innovation play` screen driven by a script, in-process: the terminal's answers come from a
list and everything it prints (the prompts included) is kept as text, so a test reads the screen
exactly as a player would."""

from __future__ import annotations

import io
from collections.abc import Iterator, Mapping
from pathlib import Path

from rich.console import Console

from innovation import Game
from innovation.bots.agents import Agent
from innovation.cli.play_cmd import DEFAULT_SAVE, TerminalGame


def scripted_terminal(
    game: Game,
    human: str,
    answers: list[str],
    *,
    bots: Mapping[str, Agent] | None = None,
    save: Path | None = None,
    lang: str | None = None,
    prompt_end: str = "",
) -> tuple[TerminalGame, io.StringIO]:
    """``human``'s terminal on ``game`` (``bots`` play the other seats), answering ``answers`` in
    turn and then ending the input (EOFError, as a closed terminal does); the screen's text
    collects in the StringIO returned, each prompt followed by ``prompt_end``. ``save``: where the
    terminal's save command writes (the terminal's default file when None)."""
    out = io.StringIO()
    feed: Iterator[str] = iter(answers)

    def read(prompt: str) -> str:
        out.write(prompt + prompt_end)
        try:
            return next(feed)
        except StopIteration:
            raise EOFError from None

    ui = TerminalGame(
        game,
        human,
        bots or {},
        console=Console(file=out, width=140, color_system=None),
        read=read,
        save_path=save or Path(DEFAULT_SAVE),
        lang=lang,
    )
    return ui, out
