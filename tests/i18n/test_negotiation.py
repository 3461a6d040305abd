"""Choosing a language from what a client or the environment says; every input hostile."""

from __future__ import annotations

import pytest

from innovation.i18n import choose, from_environment, negotiate, normalize
from innovation.i18n.negotiation import MAX_RANGES, parse_accept_language

OFFERED = ("en", "ja", "ko")


@pytest.mark.parametrize(
    "header, lang",
    [
        ("ko-KR,ko;q=0.9,en-US;q=0.8,en;q=0.7", "ko"),
        ("ja,en;q=0.5", "ja"),
        ("fr-FR,fr;q=0.9,ja;q=0.8", "ja"),
        ("en;q=0.1, ko;q=0.2", "ko"),
        ("ko;q=0, ja", "ja"),
        ("de", "en"),
        ("*", "en"),
        ("", "en"),
        ("KO", "ko"),
        ("zh-Hant-TW,ja;q=0.3", "ja"),
    ],
)
def test_accept_language_picks_the_best_offered_language(header: str, lang: str) -> None:
    assert negotiate(header, OFFERED) == lang


@pytest.mark.parametrize(
    "header",
    [
        "ko;q=2",
        "ko;q=-1",
        "ko;q=abc",
        "ko;q=0.9999",
        "ko;q=0.5;q=0.4",
        "ko;level=1",
        "k@o",
        "<script>",
        "ko-" + "x" * 20,
        "ko\r\nSet-Cookie: a",
        ";;;,,,",
        "\x00ko",
        "ko-KR-" * 40,
    ],
)
def test_malformed_ranges_are_ignored(header: str) -> None:
    assert negotiate(header, OFFERED) == "en"


def test_a_huge_header_is_read_only_so_far() -> None:
    header = ",".join(["de"] * 10_000) + ",ko"
    assert negotiate(header, OFFERED) == "en"
    assert len(parse_accept_language(",".join(["de"] * 10_000))) == MAX_RANGES


def test_a_header_that_is_not_a_string_is_no_preference() -> None:
    assert negotiate(None, OFFERED) == "en"
    assert parse_accept_language(b"ko") == []  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "environ, lang",
    [
        ({"LANG": "ko_KR.UTF-8"}, "ko"),
        ({"LANG": "ja_JP.eucJP"}, "ja"),
        ({"LC_ALL": "ja_JP.UTF-8", "LANG": "ko_KR.UTF-8"}, "ja"),
        ({"LC_MESSAGES": "ko_KR", "LANG": "ja_JP"}, "ko"),
        ({"LANGUAGE": "fr:ja:ko", "LANG": "ko_KR"}, "ja"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANG": "POSIX"}, "en"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({}, "en"),
        ({"LANG": "../../etc/passwd"}, "en"),
        ({"LANGUAGE": ":" * 100_000}, "en"),
    ],
)
def test_the_locale_environment(environ: dict[str, str], lang: str) -> None:
    assert from_environment(environ, OFFERED) == lang


@pytest.mark.parametrize("tag, lang", [("ko", "ko"), ("ja-JP", "ja"), ("ko_KR.UTF-8", "ko"), ("x" * 100, None)])
def test_normalize(tag: str, lang: str | None) -> None:
    assert normalize(tag) == lang


def test_choose_names_what_is_offered() -> None:
    assert choose("ja-JP", OFFERED) == "ja"
    with pytest.raises(ValueError, match="choose one of: en, ja, ko"):
        choose("de", OFFERED)
