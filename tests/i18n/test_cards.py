"""The card catalogue in Korean and Japanese: every text translated, every fact unchanged."""

from __future__ import annotations

import pytest

from innovation import Game, GameConfig
from innovation.i18n.cards import localized_catalogue
from innovation.protocol.catalogue import Catalogue


@pytest.fixture(scope="module", params=["last", "first"])
def english(request: pytest.FixtureRequest) -> Catalogue:
    config = GameConfig(
        players=("ann", "bob"), expansions=("artifacts", "cities", "echoes"), relics=True, edition=request.param
    )
    return Game.new(config).catalogue()


def texts(cat: Catalogue) -> list[str]:
    out: list[str] = []
    for facts in cat.cards.values():
        out += [e.text for e in facts.effects] + ([facts.echo] if facts.echo else []) + facts.notes
    out += [s.description for s in cat.specials.values()] + [i.description for i in cat.icons.values()]
    return out


def has_script(text: str, lang: str) -> bool:
    if lang == "ko":
        return any("\uac00" <= ch <= "\ud7a3" for ch in text)
    return any("\u3040" <= ch <= "\u30ff" or "\u4e00" <= ch <= "\u9fff" for ch in text)


@pytest.mark.parametrize("lang", ["ko", "ja"])
def test_every_card_text_of_every_set_reads_in_the_language(english: Catalogue, lang: str) -> None:
    local = localized_catalogue(english, lang)
    pairs = list(zip(texts(english), texts(local), strict=True))
    assert len(pairs) > 300
    untranslated = [en for en, there in pairs if there == en or not has_script(there, lang)]
    assert not untranslated, untranslated[:5]


@pytest.mark.parametrize("lang", ["ko", "ja"])
def test_only_the_texts_change(english: Catalogue, lang: str) -> None:
    local = localized_catalogue(english, lang)
    assert local.cards.keys() == english.cards.keys() and local.specials.keys() == english.specials.keys()
    for cid, facts in english.cards.items():
        there = local.cards[cid]
        assert (there.name, there.age, there.color, there.icons, there.bonuses) == (
            facts.name,
            facts.age,
            facts.color,
            facts.icons,
            facts.bonuses,
        )
        assert [e.kind for e in there.effects] == [e.kind for e in facts.effects]
    for sid, special in english.specials.items():
        assert local.specials[sid].name == special.name


def test_english_is_the_catalogue_itself_and_results_are_kept(english: Catalogue) -> None:
    assert localized_catalogue(english, None) is english
    assert localized_catalogue(english, "en") is english
    assert localized_catalogue(english, "ko") is localized_catalogue(english, "ko-KR")


def test_an_unknown_language_changes_nothing(english: Catalogue) -> None:
    with pytest.raises(ValueError, match="not available"):
        localized_catalogue(english, "xx")
