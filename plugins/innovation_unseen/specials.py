"""The Unseen's five special achievements (RULES-4e.md §7), claimed at the end of any action (the
4th edition's timing, kept by the core) or by the card that names each one
(``ctx.claim_special("confidence")`` …: Assassination, Meteorology, Masquerade, April Fool's Day,
Secret History)."""

from __future__ import annotations

from innovation.plugin_api import COLORS, Context, Icon, SpecialAchievement

SET = "unseen"
_BOARD = frozenset({"board"})


def _confidence(ctx: Context) -> bool:
    return ctx.highest_top_value() >= 5 and len(ctx.secrets()) >= 4


def _zen(ctx: Context) -> bool:
    tops = ctx.top_cards()
    return ctx.highest_top_value() >= 6 and all(ctx.value(card) % 2 == 0 for card in tops)


def _anonymity(ctx: Context) -> bool:
    return ctx.highest_top_value() >= 7 and not ctx.standard_achievements()


def _folklore(ctx: Context) -> bool:
    return ctx.highest_top_value() >= 8 and ctx.icons(Icon.FACTORY) == 0


def _mystery(ctx: Context) -> bool:
    pl = ctx.state.players[ctx.player]
    return ctx.highest_top_value() >= 9 and sum(1 for c in COLORS if pl.piles[c]) < 5


#: In the order BGA numbers them (595–599).
SPECIAL_ACHIEVEMENTS: tuple[SpecialAchievement, ...] = (
    SpecialAchievement(
        "confidence",
        "Confidence",
        SET,
        "Have a top card of value 5 or more and at least four secrets in your safe.",
        _confidence,
        frozenset({"board", "safe"}),
    ),
    SpecialAchievement(
        "zen",
        "Zen",
        SET,
        "Have a top card of value 6 or more and no top card of an odd value.",
        _zen,
        _BOARD,
    ),
    SpecialAchievement(
        "anonymity",
        "Anonymity",
        SET,
        "Have a top card of value 7 or more and no standard achievement.",
        _anonymity,
        frozenset({"board", "achievements"}),
    ),
    SpecialAchievement(
        "folklore",
        "Folklore",
        SET,
        "Have a top card of value 8 or more and no factory showing on your board.",
        _folklore,
        _BOARD,
    ),
    SpecialAchievement(
        "mystery",
        "Mystery",
        SET,
        "Have a top card of value 9 or more and fewer than five colours on your board.",
        _mystery,
        _BOARD,
    ),
)
