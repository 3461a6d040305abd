"""The 4th edition with every set (base, Artifacts, Echoes, Cities, The Unseen) read in Korean and
Japanese: seeded games of two and three players, every prompt, choice label and event a player
meets checked for English words left over (card, set and player names aside, which stay English),
as tests/i18n/test_wording.py does for the 3rd and 1st editions. The 4th edition's own wordings —
the junk, the safe and its secrets, foreshadowing, a demand going round again, a coin flip — come
from the catalogues like the rest."""

from __future__ import annotations

import random
import re

import pytest

from innovation import Game, GameConfig
from innovation.i18n.wording import localized_view
from tests.i18n.test_wording import english_words

ALL_SETS = ("artifacts", "echoes", "cities", "unseen")
#: (seed, players, answers): long enough for the junk, secrets and the 4th edition's higher ages.
GAMES = [(0, ("ann", "bob"), 500), (1, ("ann", "bob", "cat"), 500), (2, ("ann", "bob"), 500)]


def leftovers(lang: str, seed: int, players: tuple[str, ...], answers: int) -> list[str]:
    game = Game.new(GameConfig(players=players, seed=seed, expansions=ALL_SETS, edition="fourth"))
    sets = set(game.rules.sets)
    names = sorted(
        {c.name for c in game.rules.cards.values()}
        | {s.name for s in game.rules.specials.values()}
        | sets
        | {s.capitalize() for s in sets}  # a set offered by name ("Artifacts"): a name, like a card's
        | {"Endorse"}  # the Cities action keeps its English name beside the translation
        | set(players),
        key=len,
        reverse=True,
    )
    rnd = random.Random(seed)
    seen = dict.fromkeys(players, 0)
    left: list[str] = []

    def check(shown: str, english: str) -> None:
        if english_words(shown, names):
            left.append(re.sub(r"\b(ann|bob|cat)\b", "P", english))

    for _ in range(answers):
        decision = game.pending
        if decision is None:
            break
        player = decision.player
        view = game.view(player, events_since=seen[player])
        local = localized_view(view, game.rules, lang)
        assert local.decision is not None and view.decision is not None
        check(local.decision.prompt, view.decision.prompt)
        for there, here in zip(local.decision.choices, view.decision.choices, strict=True):
            check(there.label, here.label)
        for there_event, here_event in zip(local.events, view.events, strict=True):
            check(there_event.text, here_event.text)
        seen[player] = view.events_since + len(view.events)
        game.answer(player, rnd.choice(decision.options))
    return left


@pytest.mark.parametrize("lang", ["ko", "ja"])
def test_fourth_edition_games_with_every_set_read_entirely_in_the_language(lang: str) -> None:
    left: list[str] = []
    for seed, players, answers in GAMES:
        left += leftovers(lang, seed, players, answers)
    assert not left, f"{len(set(left))} texts still English, e.g. {sorted(set(left))[:15]}"
