"""What Artifacts of History does in each edition, in one place (RULES.md §5, RULES-4e.md §6).

The plugin's hooks read the :class:`ArtifactsEdition` of the edition in play
(:func:`artifacts_edition`) instead of asking which edition it is: a rule that differs is a field
here, and a new edition is one more entry in :data:`ARTIFACTS_EDITIONS`.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass

from innovation.plugin_api import CardSet, ConfigError
from innovation_artifacts import fourth
from innovation_artifacts.book import book
from innovation_artifacts.card_data import CARDS


@dataclass(frozen=True)
class ArtifactsEdition:
    """Artifacts' rules in one edition."""

    #: What a player reads when a rule of this edition refuses something.
    title: str
    #: The Artifacts set as the edition prints it.
    card_set: Callable[[], CardSet]
    #: Whether the relics option exists (the 4th edition has no relics).
    relics: bool
    #: Whether the game has museums (``innovation_artifacts.museums``): after the free action the
    #: displayed artifact goes into a museum instead of staying or being returned; a Meld action
    #: melds artifacts from one's museums instead of the display; a dig may take an artifact from
    #: an opponent's museum.
    museums: bool
    #: The choices of the free action on the displayed artifact, in the order offered ("dogma" only
    #: when it has a featured icon): dogma, return or keep (3rd), dogma or pass (4th, BGA).
    free_action_options: tuple[str, ...]
    #: Whether the free dogma runs echo effects (the 4th edition skips them, RULES-4e.md §6).
    echoes_on_free_dogma: bool


@functools.cache
def _third_edition_set() -> CardSet:
    return book.card_set(CARDS)


#: Artifacts' rules by edition name (the 1st edition plays the 3rd edition's Artifacts).
ARTIFACTS_EDITIONS: dict[str, ArtifactsEdition] = {
    "third": ArtifactsEdition(
        title="3rd edition",
        card_set=_third_edition_set,
        relics=True,
        museums=False,
        free_action_options=("dogma", "return", "keep"),
        echoes_on_free_dogma=True,
    ),
    "first": ArtifactsEdition(
        title="1st edition",
        card_set=_third_edition_set,
        relics=True,
        museums=False,
        free_action_options=("dogma", "return", "keep"),
        echoes_on_free_dogma=True,
    ),
    "fourth": ArtifactsEdition(
        title="4th edition",
        card_set=fourth.card_set,
        relics=False,
        museums=True,
        free_action_options=("dogma", "pass"),
        echoes_on_free_dogma=False,
    ),
}


def artifacts_edition(edition: object) -> ArtifactsEdition:
    """The Artifacts rules of ``edition`` (a name the core checked already); ConfigError otherwise."""
    found = ARTIFACTS_EDITIONS.get(edition) if isinstance(edition, str) else None
    if found is None:
        raise ConfigError(f"Artifacts of History has no rules for the edition {edition!r}")
    return found
