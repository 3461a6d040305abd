"""A handful of seeded games keep fixed fingerprints: a quick tripwire for changes to the core that
were meant to change nothing. The real proof is ``tools/same_games.py REV`` (thousands of games,
first difference shown); this only catches the obvious in the normal test run.

A rule fix that changes some of these games on purpose: print the new table with
``.venv/bin/python tests/core/test_fingerprints.py``, paste it below, and name the changed games
(and why) in the commit message.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("same_games", ROOT / "tools" / "same_games.py")
assert _spec is not None and _spec.loader is not None
same_games = importlib.util.module_from_spec(_spec)
sys.modules.setdefault("same_games", same_games)
_spec.loader.exec_module(same_games)

#: What a fingerprint covers: who was asked to choose among which options, which cards moved how,
#: and where every card ended — not wording or presentation fields, which may change on purpose.
FIELDS = {
    "Decision": ["player", "options"],
    "Event": ["kind", "player", "card"],
    "GameState": ["players", "decks", "achievements", "specials", "removed", "zones", "rng", "turn"],
    "PlayerState": ["name", "hand", "piles", "splays", "score", "achievements", "zones", "eliminated"],
    "Result": ["winners", "reason", "scores", "achievements"],
}

#: Game index in the same-games plan (setup = index % 24, seed = index) → fingerprint.
FINGERPRINTS = {
    0: "405090fdaa539accc6f2",  # game 0 (seed 0, 2p, play)
    5: "6505225f59dc03027ff8",  # game 5 (seed 5, 3p+artifacts, answer)
    10: "91f502ab8dd39cad4ca8",  # game 10 (seed 10, 4p+artifacts+relics, play)
    15: "adb6cb813a1ca7711e39",  # game 15 (seed 15, 2v2+echoes, answer)
    16: "024a0854a9fe0d591263",  # game 16 (seed 16, 2p+artifacts+echoes, play)
    21: "e0ccc657d49f07e04747",  # game 21 (seed 21, 3p+artifacts+echoes+relics, answer)
    26: "b83df3a1851e0f4f72c8",  # game 26 (seed 26, 4p, play)
    31: "0a686fcfdb1b11b54d87",  # game 31 (seed 31, 2v2+artifacts, answer)
}


def fingerprint(index: int) -> str:
    row = same_games._summarize(index, index, "random", FIELDS)
    return str(
        same_games._digest([row[key] for key in ("decisions", "events", "history", "state", "result", "outcome")])
    )


@pytest.mark.parametrize("index", sorted(FINGERPRINTS))
def test_seeded_game_is_unchanged(index: int) -> None:
    seed = index
    assert fingerprint(index) == FINGERPRINTS[index], (
        f"{same_games.label_of(index, seed)} changed. If that was not meant to happen, compare with "
        f"`.venv/bin/python tools/same_games.py main --game {index}`; if it was (a rule fix), "
        "regenerate the table (see this module's docstring)."
    )


if __name__ == "__main__":
    # one game of each expansion combination, over all four seatings, both ways of driving
    picks = [0, 5, 10, 15, 16, 21, 26, 31]
    print("FINGERPRINTS = {")
    for i in picks:
        print(f'    {i}: "{fingerprint(i)}",  # {same_games.label_of(i, i)}')
    print("}")
