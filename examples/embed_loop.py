"""Drive a game through the request/response API, saving and loading it in the middle of a dogma.

Run it: ``python examples/embed_loop.py``. This is the loop a server runs: look at
``game.pending``, get an answer from the player it names, ``game.answer(...)`` it, store
``game.to_json()``. Here the "players" are two bots, and the game is saved and loaded again
the first few times it stops in the middle of a dogma (a question asked by a card effect). The
script checks that the interrupted game ends exactly like the same game played in one go.
"""

from __future__ import annotations

import random

from innovation import Game, GameConfig, HeuristicAgent, RandomAgent, play
from innovation.errors import IllegalAnswerError, WrongPlayerError

CONFIG = GameConfig(players=("ann", "bob"), seed=2024)


def main() -> int:
    game = Game.new(CONFIG)
    bots = {"ann": RandomAgent(1), "bob": RandomAgent(2)}
    reloads = 0
    tried_bad_input = False
    while game.pending is not None:
        decision = game.pending
        if decision.source is not None and reloads < 3:
            # A card effect is asking: the game is paused mid-dogma. Save it, load it, go on.
            saved = game.to_json()
            game = Game.from_json(saved)
            assert game.pending == decision, "the loaded game asks the same question"
            reloads += 1
            print(f"saved and reloaded while {decision.player} decides: {decision.prompt!r} ({len(saved)} bytes)")
        if reloads and not tried_bad_input:
            # Bad input never changes the game: it raises a typed error.
            other = next(p for p in game.players if p != decision.player)
            for bad_player, bad_option in ((other, decision.options[0]), (decision.player, "fly to the moon")):
                try:
                    game.answer(bad_player, bad_option)
                except (WrongPlayerError, IllegalAnswerError) as exc:
                    print(f"refused: {exc}")
            tried_bad_input = True
        game.answer(decision.player, bots[decision.player].choose(game, decision))
    assert game.result is not None
    print(f"{', '.join(game.result.winners)} won by {game.result.reason} after {game.state.turn} turns")

    # The same seed and the same answers give the same game, event for event.
    again = Game.new(CONFIG)
    answers = iter(game.history)
    while again.pending is not None:
        player, option = next(answers)
        again.answer(player, option)
    assert [e.text for e in again.events] == [e.text for e in game.events]
    assert again.result == game.result

    # The fast synchronous path: the same engine, each decision answered inline by an agent.
    quick = Game.new(GameConfig(players=("ann", "bob"), seed=random.Random(5).randrange(10_000)))
    result = play(quick, [HeuristicAgent(1), RandomAgent(2)])
    print(f"inline game: {', '.join(result.winners)} won by {result.reason}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
