"""What shows on a board: visible slot codes per pile under the splay rules (RULES.md §2.5).

Bonuses, echo effects and hex images are visible exactly like icons.
"""

from __future__ import annotations

from innovation.plugin_api import COLORS, VISIBLE_SLOTS, Board, Icon

ALL_SLOTS = (0, 1, 2, 3)


def visible_codes(engine: Board, p: int, color: int) -> list[int]:
    """Every visible slot code in ``p``'s ``color`` pile (covered cards first, top card last)."""
    return list(_codes_memo(engine, p, color))


def _codes(engine: Board, p: int, color: int) -> tuple[int, ...]:
    pl = engine.state.players[p]
    pile = pl.piles[color]
    shown = VISIBLE_SLOTS[pl.splays[color]]
    out: list[int] = []
    for i, card in enumerate(pile):
        icons = engine.cards[card].icons
        slots = ALL_SLOTS if i == len(pile) - 1 else shown
        out += [icons[s] for s in slots if s < len(icons)]
    return tuple(out)


def visible_bonuses(engine: Board, p: int) -> list[int]:
    """Values of every visible bonus on ``p``'s board."""
    return list(engine.board_memo(p, "echoes.bonuses", lambda: _bonuses(engine, p)))


def _bonuses(engine: Board, p: int) -> tuple[int, ...]:
    return tuple(code - 100 for color in COLORS for code in _codes_memo(engine, p, color) if code > 100)


def _codes_memo(engine: Board, p: int, color: int) -> tuple[int, ...]:
    return engine.board_memo(p, f"echoes.codes.{color}", lambda: _codes(engine, p, color))


def highest_bonus(engine: Board, p: int) -> int:
    """The highest visible bonus on ``p``'s board (0 when there is none)."""
    return max(visible_bonuses(engine, p), default=0)


def bonus_points(engine: Board, p: int) -> int:
    """The largest visible bonus plus one for each other visible bonus (RULES.md §6.1)."""
    bonuses = visible_bonuses(engine, p)
    return max(bonuses) + len(bonuses) - 1 if bonuses else 0


def echo_cards(engine: Board, p: int, color: int) -> list[str]:
    """Cards of ``p``'s ``color`` pile whose echo effect is visible, bottom to top."""
    return list(engine.board_memo(p, f"echoes.echo_cards.{color}", lambda: _echo_cards(engine, p, color)))


def _echo_cards(engine: Board, p: int, color: int) -> tuple[str, ...]:
    pl = engine.state.players[p]
    pile = pl.piles[color]
    shown = VISIBLE_SLOTS[pl.splays[color]]
    out: list[str] = []
    for i, card in enumerate(pile):
        icons = engine.cards[card].icons
        slots = ALL_SLOTS if i == len(pile) - 1 else shown
        if any(s < len(icons) and icons[s] == Icon.ECHO for s in slots):
            out.append(card)
    return tuple(out)
