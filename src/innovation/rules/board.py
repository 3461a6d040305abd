"""Board facts: what can be read off the state without changing it.

Players and teams, card facts, piles and top cards, icon counts, scores, achievement costs and
eligibility — and the verdicts they imply (a side holding enough achievements has won; a draw past
age 10 ends the game by score). A :class:`Board` never changes the state; a verdict is a
:class:`GameOver` raised, which unwinds the whole segment (see :mod:`innovation.rules.turn`).

Icon counts, visible faces and bonuses, and their memos, are the layer below (:mod:`innovation.rules.piles`).
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import NoReturn, TypeVar, cast

import msgspec

from innovation.editions import EditionRules, splay_zone_limit
from innovation.errors import PluginError, hook_result, is_count, is_int
from innovation.options import OptionValue
from innovation.protocol.vocabulary import ResultReason
from innovation.rules.cards import (
    BASE,
    COLORS,
    BoardAchievement,
    CardInfo,
    Color,
    Rules,
    Splay,
)
from innovation.rules.effect_values import end_action
from innovation.rules.hookcalls import calls_of
from innovation.rules.piles import Piles
from innovation.rules.state import GameState, Result

T = TypeVar("T")

#: The splays by value (an enum's call costs as much as a look-up here many times over).
_SPLAYS: tuple[Splay, ...] = tuple(Splay)
#: Player zones whose cards everyone may see (expansions add their own names here).
PUBLIC_PLAYER_ZONES = {"board", "display", "revealed", "museums"}
#: Shared zones whose cards everyone may see (the 4th edition's junk is face up).
PUBLIC_SHARED_ZONES = {"removed", "relics", "box", "junk", "free_museums"}
#: The engines running the "win" karmas of a win now (:meth:`Board.finish`): until they are done,
#: nothing else wins by achievements (RULES-figures.md §8). Beside the engine, not on it
#: (tests/core/test_state.py).
_DECIDING_WIN: weakref.WeakSet[Board] = weakref.WeakSet()


class GameOver(Exception):
    """Unwinds the whole segment when the game ends."""

    def __init__(self, result: Result) -> None:
        super().__init__(result.reason)
        self.result = result


class Where(msgspec.Struct, frozen=True, gc=False):
    """Where a card lies. ``zone`` is "hand", "board", "score", "achievements", "deck",
    "available" (standard achievement pile), "removed", or an expansion zone name. (A frozen
    struct: made after every move and every look-up, it costs a sixth of a frozen dataclass.)"""

    zone: str
    player: int | None = None
    color: int | None = None

    @property
    def public(self) -> bool:
        if self.player is None:
            return self.zone in PUBLIC_SHARED_ZONES
        return self.zone in PUBLIC_PLAYER_ZONES


def _is_achievements(value: object) -> bool:
    return value is None or (isinstance(value, list) and all(isinstance(a, BoardAchievement) for a in value))


class Board(Piles):
    """Read-only facts about ``state`` under ``rules`` (and the game's rule ``options``)."""

    def __init__(self, rules: Rules, state: GameState, options: Mapping[str, OptionValue] | None = None) -> None:
        super().__init__(rules, state)
        #: The game's rule options by name (``GameConfig.options``): plugins read them here.
        self.options: Mapping[str, OptionValue] = options if options is not None else rules.options
        self.hook = calls_of(rules.pm)  # pluggy's hooks, called directly (innovation.rules.hookcalls)

    def _begin_segment(self) -> None:
        super()._begin_segment()
        #: Board achievements per player (see :meth:`board_achievements`), dropped when any
        #: board changes (they may depend on every player's board).
        self._board_achievements: dict[int, tuple[BoardAchievement, ...]] = {}
        #: Cards revealed in this segment: public until they move again.
        self.revealed: set[str] = set()

    @property
    def edition(self) -> EditionRules:
        """What the core does in the edition in play (:mod:`innovation.editions`). (A property:
        an engine keeps fewer than thirty attributes, tests/core/test_state.py.)"""
        return self.rules.edition

    def hook_context(self, p: int) -> object:
        """The :class:`~innovation.rules.context.Context` a hook about player ``p`` receives (made by
        :class:`innovation.rules.turn.Engine`, which keeps this room below the context module)."""
        raise NotImplementedError("Board is a layer of the engine: make an innovation.rules.turn.Engine to ask plugins")

    # ------------------------------------------------------------------ players & teams
    @property
    def n_players(self) -> int:
        return len(self.state.players)

    def name(self, p: int) -> str:
        return self.state.players[p].name

    def index_of(self, name: str) -> int:
        for i, pl in enumerate(self.state.players):
            if pl.name == name:
                return i
        raise KeyError(name)

    def team(self, p: int) -> int:
        teams = self.state.teams
        return p if teams is None else teams[p]

    def is_partner(self, p: int, q: int) -> bool:
        return p != q and self.team(p) == self.team(q)

    def order_from_left(self, p: int) -> list[int]:
        """Every player still in the game, clockwise, starting left of ``p`` and ending with ``p``."""
        n = self.n_players
        players = self.state.players
        return [q for q in ((p + k) % n for k in range(1, n + 1)) if q == p or not players[q].eliminated]

    def opponents(self, p: int) -> list[int]:
        """Players on other teams (every other player in an individual game), clockwise."""
        return [q for q in self.order_from_left(p) if self.team(q) != self.team(p)]

    def others(self, p: int) -> list[int]:
        """Every other player (partners included), clockwise from ``p``'s left."""
        return self.order_from_left(p)[:-1]

    # ------------------------------------------------------------------ card facts
    def info(self, card: str) -> CardInfo:
        return self.cards[card]

    def age(self, card: str) -> int:
        return self.cards[card].age

    def color(self, card: str) -> Color:
        return COLORS[self.cards[card].color]

    def has_icon(self, card: str, icon: int) -> bool:
        return icon in self.cards[card].icons

    @staticmethod
    def highest(cards: Iterable[str], key: Callable[[str], int]) -> list[str]:
        items = list(cards)
        if not items:
            return []
        top = max(key(c) for c in items)
        return [c for c in items if key(c) == top]

    @staticmethod
    def lowest(cards: Iterable[str], key: Callable[[str], int]) -> list[str]:
        items = list(cards)
        if not items:
            return []
        bottom = min(key(c) for c in items)
        return [c for c in items if key(c) == bottom]

    # ------------------------------------------------------------------ board queries
    def pile(self, p: int, color: int) -> list[str]:
        return self.state.players[p].piles[color]

    def top_card(self, p: int, color: int) -> str | None:
        pile = self.state.players[p].piles[color]
        return pile[-1] if pile else None

    def top_cards(self, p: int) -> list[str]:
        return [pile[-1] for pile in self.state.players[p].piles if pile]

    def bottom_card(self, p: int, color: int) -> str | None:
        pile = self.state.players[p].piles[color]
        return pile[0] if pile else None

    def splay_of(self, p: int, color: int) -> Splay:
        return _SPLAYS[self.state.players[p].splays[color]]

    def zone_limit(self, p: int, zone: str) -> int | None:
        """The most cards ``p``'s ``zone`` may hold now: 5 − ``p``'s highest splay (none 0, left 1,
        right 2, up 3, aslant 4) for a zone the edition limits so (the 4th edition's forecast and
        safe, RULES-4e.md §4); None for any other zone (no limit)."""
        if zone not in self.edition.splay_limited_zones:
            return None
        return splay_zone_limit(max(self.state.players[p].splays))

    def zone_full(self, p: int, zone: str) -> bool:
        """Whether a card moved into ``p``'s ``zone`` would find it full (:meth:`zone_limit`)."""
        limit = self.zone_limit(p, zone)
        return limit is not None and len(self.state.players[p].zones.get(zone, ())) >= limit

    def visible_card_count(self, p: int, color: int) -> int:
        """Cards of a pile that show: all of a splayed pile, only the top of an unsplayed one."""
        pile = self.state.players[p].piles[color]
        if not pile:
            return 0
        return len(pile) if self.state.players[p].splays[color] != Splay.NONE else 1

    def colors_on_board(self, p: int) -> list[Color]:
        return [c for c in COLORS if self.state.players[p].piles[c]]

    def highest_top_value(self, p: int) -> int:
        """Highest face-up value among ``p``'s top cards (0 with an empty board)."""
        # Kept with the board's other facts (dropped when a pile changes): an action decision
        # reads it for its achievements and again for its draw.
        memo = self._board_memo.get(p)
        best: int | None = None if memo is None else memo.get("core.top_value")
        if best is None:
            best = 0
            for pile in self.state.players[p].piles:
                if pile:
                    v = self.cards[pile[-1]].value
                    if v > best:
                        best = v
            self._board_memo.setdefault(p, {})["core.top_value"] = best
        return best

    def next_draw_age(self, start: int) -> int | None:
        """The age a draw starting at ``start`` would come from, skipping empty base piles; None
        when that passes the highest age (10; 11 in the 4th edition: such a draw ends the game)."""
        age = start if start > 1 else 1
        decks = self.state.decks[BASE]
        top = self.edition.max_age
        while age <= top and not decks[age - 1]:
            age += 1
        return age if age <= top else None

    def bonus_points(self, p: int) -> int:
        """What ``p``'s visible bonuses add to their score: the largest, plus one for each other
        (RULES.md §6.1; BGA counts them on every card that prints one, whichever sets are in play)."""
        bonuses = self.visible_bonuses(p) if self.rules.bonuses else ()
        if "karma.static.bonuses" in self.rules.implemented:
            bonuses = (*bonuses, *self._karma_bonuses(p))
        return max(bonuses) + len(bonuses) - 1 if bonuses else 0

    def _karma_bonuses(self, p: int) -> list[int]:
        """The bonus values ``p``'s static karmas add (each a list of whole numbers)."""
        out: list[int] = []
        for values in self.static_karmas("bonuses", p, {}):
            if not isinstance(values, list) or not all(isinstance(v, int) and not isinstance(v, bool) for v in values):
                raise PluginError(f"a static 'bonuses' karma returned {values!r}, not a list of whole numbers")
            out += values
        return out

    def zone_cards(self, p: int, zone: str) -> list[str]:
        """``p``'s ``zone`` ("hand", "score", "forecast" …) as cards see it: its own cards, then those
        of the zones ``p``'s static "zone" karmas say count as part of it (the cards do not move)."""
        out = list(self._own_zone(p, zone))
        if "karma.static.zone" in self.rules.implemented:
            for extra in self.static_karmas("zone", p, {"zone": zone}):
                if not isinstance(extra, list) or not all(isinstance(z, str) for z in extra):
                    raise PluginError(f"a static 'zone' karma returned {extra!r}, not a list of zone names")
                for name in extra:
                    if name != zone:
                        out += [c for c in self._own_zone(p, name) if c not in out]
        return out

    def _own_zone(self, p: int, zone: str) -> list[str]:
        pl = self.state.players[p]
        if zone == "hand":
            return pl.hand
        if zone == "score":
            return pl.score
        if zone == "achievements":
            return pl.achievements
        return pl.zones.get(zone, [])

    def achievement_cards(self, p: int) -> list[str]:
        """Cards static "achievement_cards" karmas let ``p`` claim as if they were available standard
        achievements (each of its value), with the Achieve action."""
        out: list[str] = []
        for group in self.static_karmas("achievement_cards", p, {}):
            if not isinstance(group, list) or not all(isinstance(c, str) and c in self.cards for c in group):
                raise PluginError(f"a static 'achievement_cards' karma returned {group!r}, not a list of card ids")
            out += [c for c in group if c not in out]
        return out

    @staticmethod
    def score_reads_board(rules: Rules) -> bool:
        """Whether :meth:`score_points` reads more than the cards of the score pile under
        ``rules`` — visible bonuses, static karmas, a plugin's hook — so that a score may change
        when only a board does (the AI observation works a score out again only when what it
        reads changed: keep this beside what the method reads)."""
        return rules.bonuses or not rules.implemented.isdisjoint(
            ("karma.static.zone", "karma.static.bonuses", "karma.static.score", "innovation_score")
        )

    def score_points(self, p: int) -> int:
        cards = self.cards
        if "karma.static.zone" in self.rules.implemented:
            total = sum([cards[c].age for c in self.zone_cards(p, "score")]) + self.bonus_points(p)
        else:
            total = sum([cards[c].age for c in self.state.players[p].score]) + self.bonus_points(p)
        if "innovation_score" in self.rules.implemented:
            for x in self.hook.innovation_score(ctx=self.hook_context(p)):
                total += hook_result("innovation_score", x, is_int, "an integer or None") or 0
        if "karma.static.score" in self.rules.implemented:
            total += self.static_total("score", p, {})
        return total

    def board_achievements(self, p: int) -> tuple[BoardAchievement, ...]:
        """What the boards earn ``p`` as achievements right now (``innovation_board_achievements``;
        icons that count as achievements while visible). Kept until any board changes."""
        if "innovation_board_achievements" not in self.rules.implemented:
            return ()
        held = self._board_achievements.get(p)
        if held is None:
            groups = self.hook.innovation_board_achievements(ctx=self.hook_context(p))
            for group in groups:
                hook_result(
                    "innovation_board_achievements", group, _is_achievements, "a list of BoardAchievement or None"
                )
            held = self._board_achievements[p] = tuple(a for group in reversed(groups) for a in group or ())
        return held

    def achievements_of(self, p: int) -> int:
        """Achievements ``p`` holds: their achievement pile and their board achievements."""
        held = len(self.state.players[p].achievements) + len(self.board_achievements(p))
        if "karma.static.achievements" in self.rules.implemented:
            held += self.static_total("achievements", p, {})
        return held

    def achievement_count(self, p: int) -> int:
        """Achievements of ``p``'s side (pooled for a team), board achievements included."""
        if self.state.teams is None:
            return self.achievements_of(p)
        t = self.team(p)
        return sum(self.achievements_of(q) for q in range(self.n_players) if self.team(q) == t)

    def achievements_to_win(self) -> int:
        base = 6 if self.state.teams is not None else 8 - self.n_players  # 2p 6, 3p 5, 4p 4, 5p 3
        if self.options.get("extra_achievement"):
            base += 1
        if "innovation_achievements_to_win" in self.rules.implemented:
            for x in self.hook.innovation_achievements_to_win(ctx=self.hook_context(self.state.turn_player)):
                base += hook_result("innovation_achievements_to_win", x, is_int, "an integer or None") or 0
            if base < 1:
                raise PluginError(f"the plugins' innovation_achievements_to_win leave {base} achievements to win")
        return base

    # ------------------------------------------------------------------ locating cards
    def locate(self, card: str) -> Where:
        info = self.cards.get(card)
        if info is not None:
            # A card lies in exactly one place (a save holding one twice is refused), so the order
            # of the search is free: first where cards that move mostly lie — hands, their own
            # pile, score piles.
            color = info.color
            for i, pl in enumerate(self.state.players):
                if card in pl.hand:
                    return Where("hand", i)
                if card in pl.piles[color]:
                    return Where("board", i, color)
                if card in pl.score:
                    return Where("score", i)
        for i, pl in enumerate(self.state.players):
            if card in pl.hand:
                return Where("hand", i)
            if card in pl.score:
                return Where("score", i)
            for color, pile in enumerate(pl.piles):
                if card in pile:
                    return Where("board", i, color)
            if card in pl.achievements:
                return Where("achievements", i)
            for zname, zone in pl.zones.items():
                if card in zone:
                    return Where(zname, i)
        if card in self.state.achievements:
            return Where("available")
        if card in self.state.removed:
            return Where("removed")
        for zname, zone in self.state.zones.items():
            if card in zone:
                return Where(zname)
        info = self.cards[card]
        if card in self.state.decks[info.set][info.age - 1]:
            return Where("deck")
        raise KeyError(f"card {card!r} is nowhere")

    def can_see(self, viewer: int, card: str, where: Where | None = None) -> bool:
        """Whether ``viewer`` may know this card's identity where it lies now (``where``: that
        place, when the caller has located the card already)."""
        if card in self.revealed:
            return True
        if where is None:
            where = self.locate(card)
        if where.public or (where.zone == "achievements" and self.cards[card].relic):
            return True  # relics lie face up in achievement piles
        return where.player == viewer and where.zone != "deck"

    # ------------------------------------------------------------------ achievements
    def achievement_cost(self, p: int, age: int) -> int:
        if "innovation_achievement_cost" in self.rules.implemented:
            cost = self.hook.innovation_achievement_cost(ctx=self.hook_context(p), age=age)
            if cost is not None:
                checked = hook_result(
                    "innovation_achievement_cost", cost, is_count, "a whole number of points, or None"
                )
                return self._discounted(p, age, cast(int, checked))
        if self.edition.cost_grows_with_held:
            # 4th edition: 5·V·(k+1), k the achievements of value V held already (RULES-4e.md §3)
            cards = self.cards
            held = sum(
                1
                for a in self.state.players[p].achievements
                if (info := cards.get(a)) is not None and info.age == age and not info.relic
            )
            return self._discounted(p, age, 5 * age * (held + 1))
        return self._discounted(p, age, 5 * age)

    def _discounted(self, p: int, age: int, cost: int) -> int:
        """``cost`` less what ``p``'s static karmas take off it (never below 0)."""
        if "karma.static.achievement_cost" not in self.rules.implemented:
            return cost
        return max(0, cost - self.static_total("achievement_cost", p, {"age": age, "cost": cost}))

    def draw_action_value(self, p: int) -> int:
        """The value ``p``'s Draw action starts from: their highest top card, each pile's as static
        "top_value" karmas may make it count (:meth:`action_top_value`)."""
        if "karma.static.top_value" not in self.rules.implemented:
            return self.highest_top_value(p)
        return max(self.action_top_value(p, color) for color in COLORS)

    def action_top_value(self, p: int, color: int) -> int:
        """The value ``p``'s ``color`` pile counts as for a Draw action (or a plugin's action that
        draws by one pile, an inspire): its top card's value (0 when empty), or the highest a static
        "top_value" karma of ``p``'s returns for it (None: no change)."""
        top = self.top_card(p, color)
        value = 0 if top is None else self.cards[top].value
        if "karma.static.top_value" in self.rules.implemented:
            for v in self.static_karmas("top_value", p, {"color": color}):
                if v is None:
                    continue
                if isinstance(v, bool) or not isinstance(v, int):
                    raise PluginError(f"a static 'top_value' karma returned {v!r}, not a whole number or None")
                value = max(value, v)
        return value

    def claim_top_value(self, p: int) -> int:
        """``p``'s highest top card as claiming an achievement reads it (static karmas may add to it)."""
        top = self.highest_top_value(p)
        if "karma.static.claim_value" in self.rules.implemented:
            top += self.static_total("claim_value", p, {})
        return top

    def return_destination(self, card: str, p: int) -> str | None:
        """Where ``card`` goes when returned: None for its supply pile, or the shared zone a
        plugin's ``innovation_return_destination`` names — one some plugin declared that may
        hold the card (anything else is a :class:`PluginError`)."""
        if "innovation_return_destination" not in self.rules.implemented:
            return None
        zone = self.hook.innovation_return_destination(ctx=self.hook_context(p), card=card)
        spec = self.rules.zones.get(zone) if isinstance(zone, str) else None
        hook_result(
            "innovation_return_destination",
            zone,
            lambda v: v is None or (spec is not None and spec.shared and spec.holds(self.cards[card])),
            f"None or a shared zone declared by a plugin that may hold {card}",
        )
        return cast("str | None", zone)

    def eligible_for(self, p: int, age: int) -> bool:
        """Standard achievement eligibility (top card of at least ``age`` and enough points)."""
        if "innovation_achievement_eligible" in self.rules.implemented:
            verdict = self.hook.innovation_achievement_eligible(ctx=self.hook_context(p), age=age)
            if verdict is not None:
                return cast(
                    bool,
                    hook_result(
                        "innovation_achievement_eligible", verdict, lambda v: isinstance(v, bool), "True or False"
                    ),
                )
        return self.claim_top_value(p) >= age and self.score_points(p) >= self.achievement_cost(p, age)

    def available_achievement(self, age: int) -> str | None:
        for card in self.state.achievements:
            if self.cards[card].age == age:
                return card
        return None

    def eligible_achievement_ages(self, p: int) -> list[int]:
        """Values of available standard achievements ``p`` is eligible for."""
        cards = self.cards
        if "innovation_achievement_eligible" in self.rules.implemented:
            return self.eligible_ages(p, sorted({cards[c].age for c in self.state.achievements}))
        # eligible_ages, with the values above the top card left out before anything is asked
        top = self.highest_top_value(p)
        if "karma.static.claim_value" in self.rules.implemented:
            top = self.claim_top_value(p)
        reachable = sorted({age for c in self.state.achievements if (age := cards[c].age) <= top})
        if not reachable:
            return []
        points = self.score_points(p)
        return [age for age in reachable if points >= self.achievement_cost(p, age)]

    def eligible_ages(self, p: int, ages: Iterable[int]) -> list[int]:
        """The values among ``ages`` that ``p`` is eligible for — :meth:`eligible_for` of each,
        with the top card and the points (a hook call with Echoes) read once for all of them."""
        if "innovation_achievement_eligible" in self.rules.implemented:
            return [age for age in ages if self.eligible_for(p, age)]
        top = self.claim_top_value(p)
        points: int | None = None
        out: list[int] = []
        for age in ages:
            if top < age:
                continue
            if points is None:
                points = self.score_points(p)
            if points >= self.achievement_cost(p, age):
                out.append(age)
        return out

    def single_player_with(self, value: Callable[[int], int], *, most: bool = True) -> int | None:
        """ "The single player with the most (fewest) X": that player, or None on a tie between
        sides. Partners tied at the top count as one side (RULES.md §3.3)."""
        scores = {q: value(q) for q in range(self.n_players)}
        best = max(scores.values()) if most else min(scores.values())
        tied = [q for q in range(self.n_players) if scores[q] == best]
        return tied[0] if len({self.team(q) for q in tied}) == 1 else None

    # ------------------------------------------------------------------ verdicts: the game ends
    def check_win_by_achievements(self) -> None:
        """End the game if a side holds the achievements needed — not while the "win" karmas of
        another win run (their moves are part of deciding that win)."""
        if self in _DECIDING_WIN:
            return
        need = self.achievements_to_win()
        counts = [self.achievement_count(p) for p in range(self.n_players)]
        if max(counts) < need:
            return
        best = max(counts)
        winners = [p for p in range(self.n_players) if counts[p] == best]
        self.finish(winners, "achievements", f"{best} achievements (needed {need})")

    def finish(
        self, winners: Sequence[int], reason: ResultReason, detail: str = "", card: str | None = None
    ) -> NoReturn:
        """End the game now with ``winners`` (their partners are added for a team game);
        ``card``: the card whose effect ended it (a dogma win)."""
        if winners and "karma.win" in self.rules.implemented:
            _DECIDING_WIN.add(self)
            try:
                for w in list(winners):
                    self.run_karmas("win", w, {"player": w})  # "first" only: may end the game itself
            finally:
                _DECIDING_WIN.discard(self)
        side = {self.team(w) for w in winners}
        everyone = [p for p in range(self.n_players) if self.team(p) in side]
        result = Result(
            winners=[self.name(p) for p in everyone],
            reason=reason,
            scores={self.name(p): self.score_points(p) for p in range(self.n_players)},
            achievements={self.name(p): self.achievements_of(p) for p in range(self.n_players)},
            detail=detail,
            card=card,
        )
        if self.state.counters:  # the action in progress ends with the game (its increases too)
            end_action(self.state.counters)
        raise GameOver(result)

    def end_by_score(self, why: str) -> NoReturn:
        """The game ends by score (most points; ties broken by achievements, then shared)."""
        teams = sorted({self.team(p) for p in range(self.n_players)})
        members = {t: [p for p in range(self.n_players) if self.team(p) == t] for t in teams}
        points = {t: sum(self.score_points(p) for p in members[t]) for t in teams}
        achievements = {t: sum(self.achievements_of(p) for p in members[t]) for t in teams}
        best = max(teams, key=lambda t: (points[t], achievements[t]))
        top = [t for t in teams if (points[t], achievements[t]) == (points[best], achievements[best])]
        self.finish([members[t][0] for t in top], "score", why)

    def win(self, p: int, why: str = "", card: str | None = None) -> NoReturn:
        """``card`` names ``p`` the winner."""
        self.finish([p], "dogma", why, card)
