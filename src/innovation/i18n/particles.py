"""Korean particles after a word only known when a text is filled.

A Korean particle has two forms, chosen by whether the word before it ends in a consonant (a
final consonant, 받침): 을/를, 이/가, 은/는, 과/와, and 으로/로 (where a final ㄹ takes 로). A
translation cannot know the card or player name a placeholder will hold, so the catalogue writes
the neutral pair after a placeholder — ``{name}을(를)`` — and :func:`korean_particles` picks the
form once the text is filled: ``Agriculture를``, ``농업을``.

The word before the particle is read as it is said: a parenthesis after it (``Agriculture (1,
노랑)``) is skipped, a Hangul syllable tells its own final consonant, a digit is read in
Sino-Korean (1 일, 2 이 …), and a Latin word (an English card or player name) is judged by its
last letters as Korean speakers say English (``-l``, ``-m``, ``-n``, ``-ng``, ``-k``, ``-p``, ``-b``
end in a consonant: Wheel 휠, Book 북; others do not: Tools 툴스, Road 로드) — a rule of thumb that
is right for nearly every English name, and a wrong guess shows the other form, still readable.
"""

from __future__ import annotations

import re

#: The neutral pairs as the catalogues write them, and (after a final consonant, after none).
PAIRS: dict[str, tuple[str, str]] = {
    "을(를)": ("을", "를"),
    "이(가)": ("이", "가"),
    "은(는)": ("은", "는"),
    "과(와)": ("과", "와"),
    "(으)로": ("으로", "로"),
}
_PAIR = re.compile("|".join(re.escape(p) for p in PAIRS))
#: Sino-Korean readings of the digits: which end in a consonant (일 삼 육 칠 팔 십/영) and which in ㄹ.
_DIGIT_FINAL = {"0": "ㅇ", "1": "ㄹ", "2": "", "3": "ㅁ", "4": "", "5": "", "6": "ㄱ", "7": "ㄹ", "8": "ㄹ", "9": ""}
#: The final consonants in Unicode's order of Hangul syllables (index 1 … 27; 0 is none).
_HANGUL_FINALS = "ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ"
_TRAILING_PAREN = re.compile(r"\s*\([^()]*\)\s*$")


def _hangul_final(ch: str) -> str | None:
    code = ord(ch) - 0xAC00
    if not 0 <= code < 11172:
        return None
    index = code % 28
    return "" if index == 0 else _HANGUL_FINALS[index - 1]


def final_consonant(word: str) -> str:
    """The final consonant the end of ``word`` is said with ("" for none), as a jamo; "ㄹ" for a
    final l. Parentheses, quotes and spaces at the end are skipped."""
    word = word.rstrip(" '\"’”」』")
    while True:
        stripped = _TRAILING_PAREN.sub("", word)
        if stripped == word or not stripped:
            break
        word = stripped
    if not word:
        return ""
    last = word[-1]
    hangul = _hangul_final(last)
    if hangul is not None:
        return hangul
    if last in _DIGIT_FINAL:
        return _DIGIT_FINAL[last]
    tail = word[-2:].lower()
    if tail.endswith("l"):
        return "ㄹ"
    if tail.endswith("ng"):
        return "ㅇ"
    if tail[-1:] in ("m", "n", "k", "p", "b") and not tail.endswith(("mb", "ck")):
        return {"m": "ㅁ", "n": "ㄴ", "k": "ㄱ", "p": "ㅂ", "b": "ㅂ"}[tail[-1]]
    if tail.endswith("ck"):
        return "ㄱ"
    return ""


def korean_particles(text: str) -> str:
    """``text`` with each neutral particle pair (``을(를)`` …) replaced by the form the word before
    it takes."""
    if "(" not in text:
        return text

    def pick(match: re.Match[str]) -> str:
        after_consonant, after_vowel = PAIRS[match[0]]
        final = final_consonant(text[: match.start()])
        if match[0] == "(으)로":
            return after_vowel if final in ("", "ㄹ") else after_consonant
        return after_consonant if final else after_vowel

    return _PAIR.sub(pick, text)
