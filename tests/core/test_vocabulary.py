"""The closed vocabularies (innovation.protocol.vocabulary) hold at the boundary: a save that names an event
kind, a phase, a zone or a game end outside them is refused with a SaveError, and changes nothing."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from innovation import Game, GameConfig
from innovation.errors import SaveError
from tests.helpers import resign


@pytest.mark.parametrize(
    "edit",
    [
        lambda p: p["events"][0].__setitem__(1, "teleport"),  # an entry: [tag, kind, …]
        lambda p: p["snapshot"].update(phase="lunch"),
        lambda p: p["snapshot"]["players"][0]["zones"].update(attic=[]),
    ],
    ids=["unknown event kind", "unknown phase", "unknown zone"],
)
def test_a_save_outside_the_vocabulary_is_refused(edit: Callable[[dict[str, Any]], None]) -> None:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=1))
    data = game.to_json()
    assert json.loads(data)["payload"]["events"], "the game has events to edit"
    with pytest.raises(SaveError):
        Game.from_json(resign(data, edit))
    assert Game.from_json(data).to_json() == data
