"""The context: everything card and plugin code sees of a running game, and all it may do.

An effect function receives an :class:`EffectContext` for the player executing it ("you"); a
hook receives a :class:`Context` for the player it concerns. Both speak the same language: a
player is a seat index (``int``), the player a method is about is the last, optional argument
``p`` (default: the context's own ``player``), and the thing acted on comes first —
``ctx.draw(3)``, ``ctx.draw(3, p=q)``, ``ctx.meld(card)``, ``ctx.splay(Color.RED, Splay.LEFT)``.
Player names are for the outside world: ``ctx.name(q)``.

The state is there to read (``ctx.state``); every change goes through a primitive here, which
moves the cards, emits the event and keeps the bookkeeping right. This is the API card code is
written against (import it from :mod:`innovation.plugin_api`); the engine behind it is private.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, TypeVar

from innovation.editions import EditionRules
from innovation.errors import PluginError
from innovation.options import OptionValue
from innovation.protocol.vocabulary import EventKind
from innovation.rules import labels
from innovation.rules.board import Board, Where
from innovation.rules.cards import COLORS, CardEffects, CardInfo, Color, Splay
from innovation.rules.context_choices import ContextChoices
from innovation.rules.dogma import Dogma, DogmaComplete, DogmaRun
from innovation.rules.effect_values import EFFECT_VALUE_SCOPES, KEY_OF_KIND, raise_values
from innovation.rules.karmas import WOULD_TRIGGERS, is_plugin_trigger, karma_key
from innovation.rules.state import GameState, zone_list
from innovation.rules.within import GamesWithin, GameWithinResult

T = TypeVar("T")


class Context(ContextChoices):
    """One player's view of the running game, with the primitives and choices that default to
    that player (``player``). ``source`` is the card on whose behalf decisions are asked."""

    #: The counter of the current action's increase of printed values that this context's
    #: effect reads (:mod:`innovation.rules.effect_values`); None: not an effect's context.
    _value_key: str | None = None

    def __init__(self, engine: Dogma, player: int, source: str | None = None) -> None:
        self._engine = engine
        self.player = player
        self.source = source

    def about(self, card: str) -> Context:
        """This player's context asking on behalf of ``card`` (its decisions name it as their
        source: a hook's question about a displayed artifact, a relic found …)."""
        return Context(self._engine, self.player, card)

    # who's who
    @property
    def state(self) -> GameState:
        """The game state (read it; change it only through the primitives)."""
        return self._engine.state

    @property
    def n_players(self) -> int:
        return self._engine.n_players

    def name(self, p: int | None = None) -> str:
        """The player's name (as decisions, events and views show it)."""
        return self._engine.name(self._p(p))

    def opponents(self, p: int | None = None) -> list[int]:
        """Players on other teams (every other player in an individual game), clockwise."""
        return self._engine.opponents(self._p(p))

    def others(self, p: int | None = None) -> list[int]:
        """Every other player still in the game (partners included), clockwise."""
        return self._engine.others(self._p(p))

    def everyone(self) -> list[int]:
        """Every player, starting with this context's player and going clockwise."""
        order = self._engine.order_from_left(self.player)
        return order[-1:] + order[:-1]

    def current_activator(self) -> int | None:
        """Whose effect is being executed now: the activator of the innermost dogma or execution
        running — the player making a demand (not the player carrying it out), the player whose
        dogma a sharer executes, the player executing an inspire effect or a karma alone; None
        between effects (an action's own steps, a plugin's action such as a decree). A karma's
        ``match`` reads it to tell "an opponent's effect" from its owner's own."""
        stack = self._engine.dogma_stack
        return stack[-1].activator if stack else None

    @property
    def edition(self) -> EditionRules:
        """What the core does in the edition in play (:mod:`innovation.editions`): its highest age
        (``ctx.edition.max_age``), the icons a player may name (``ctx.edition.icons``) … Read it;
        a card that reads differently in another edition is another card (its set's per edition)."""
        return self._engine.edition

    def option(self, name: str) -> OptionValue:
        """A rule option of this game (:data:`innovation.options.RULE_OPTIONS`: "relics" → True or
        False, "edition" → "third", "first" or "fourth" …; False for an option nobody set)."""
        return self._engine.options.get(name, False)

    @property
    def changes(self) -> int:
        """How many changes the game has seen in this segment (compare before and after to know
        whether something "changed anything")."""
        return self._engine.changes

    # facts
    def info(self, card: str) -> CardInfo:
        return self._engine.cards[card]

    def age(self, card: str) -> int:
        return self._engine.cards[card].age

    def color(self, card: str) -> Color:
        return COLORS[self._engine.cards[card].color]

    def has_icon(self, card: str, icon: int) -> bool:
        return icon in self._engine.cards[card].icons

    def value(self, card: str | None) -> int:
        """Face-up value of a card; 0 for a missing card (an empty pile's "top card")."""
        return 0 if card is None else self._engine.cards[card].value

    def highest(self, cards: Iterable[str], key: Callable[[str], int] | None = None) -> list[str]:
        """The cards of the highest ``key`` (default: age) — every one of them on a tie."""
        return Board.highest(cards, key or self.age)

    def lowest(self, cards: Iterable[str], key: Callable[[str], int] | None = None) -> list[str]:
        return Board.lowest(cards, key or self.age)

    def is_card(self, card_id: str) -> bool:
        """Whether ``card_id`` is a card (achievement piles also hold special achievements)."""
        return card_id in self._engine.cards

    def effects_of(self, card: str) -> CardEffects | None:
        """``card``'s registered behaviour (None for a card without an implementation)."""
        return self._engine.rules.effects.get(card)

    def supply_sets(self) -> list[str]:
        """The card sets in play with supply piles of their own, in registration order."""
        return self._engine.rules.supply_sets

    def set_in_play(self, set_name: str) -> bool:
        return set_name in self._engine.rules.sets

    def locate(self, card: str) -> Where:
        """Where ``card`` lies now."""
        return self._engine.locate(card)

    def zone(self, name: str, p: int | None = None) -> list[str]:
        """A copy of an expansion zone of ``p`` ("forecast", "display" …); empty if it has none."""
        return list(self._engine.state.players[self._p(p)].zones.get(name, []))

    def zone_cards_held(self, p: int | None = None) -> list[str]:
        """The cards in all of ``p``'s expansion zones, without parts of the table such as Museum
        cards: what an effect moving all of a player's cards takes from their zones."""
        return self._engine.zone_cards_held(self._p(p))

    def board_memo(self, key: str, compute: Callable[[], T], p: int | None = None) -> T:
        """``compute()`` once per state of ``p``'s board, for facts that depend only on the piles
        and their splays (a plugin's visible bonuses, echo effects …). Treat the result as
        read-only; name ``key`` after your plugin."""
        return self._engine.board_memo(self._p(p), key, compute)

    def pile_memo(self, color: int, key: str, compute: Callable[[], T], p: int | None = None) -> T:
        """``compute()`` once per state of ``p``'s ``color`` pile, for facts that depend only on
        that pile and its splay (kept while other piles change). Read-only; name ``key`` after
        your plugin."""
        return self._engine.pile_memo(self._p(p), color, key, compute)

    # zones of a player (default: the executing player)
    def hand(self, p: int | None = None) -> list[str]:
        """``p``'s hand as cards see it (with the cards static karmas count as in it)."""
        if "karma.static.zone" in self._engine.rules.implemented:
            return self._engine.zone_cards(self._p(p), "hand")
        return list(self._engine.state.players[self._p(p)].hand)

    def score_pile(self, p: int | None = None) -> list[str]:
        """``p``'s score pile as cards see it (with the cards static karmas count as in it)."""
        if "karma.static.zone" in self._engine.rules.implemented:
            return self._engine.zone_cards(self._p(p), "score")
        return list(self._engine.state.players[self._p(p)].score)

    def achievements(self, p: int | None = None) -> list[str]:
        return list(self._engine.state.players[self._p(p)].achievements)

    def standard_achievements(self, p: int | None = None) -> list[str]:
        """``p``'s achievements that are cards they hold: not the special achievements (no cards)
        and not a Museum card claimed as an achievement (a part of the table with no value,
        :meth:`Rules.is_fixture`; docs/rulings.md "Museums")."""
        cards, fixture = self._engine.cards, self._engine.rules.is_fixture
        return [a for a in self._engine.state.players[self._p(p)].achievements if a in cards and not fixture(a)]

    def pile(self, color: int, p: int | None = None) -> list[str]:
        return list(self._engine.pile(self._p(p), color))

    def top(self, color: int, p: int | None = None) -> str | None:
        return self._engine.top_card(self._p(p), color)

    def bottom(self, color: int, p: int | None = None) -> str | None:
        return self._engine.bottom_card(self._p(p), color)

    def top_cards(self, p: int | None = None) -> list[str]:
        return self._engine.top_cards(self._p(p))

    def colors_on_board(self, p: int | None = None) -> list[Color]:
        return self._engine.colors_on_board(self._p(p))

    def splay_of(self, color: int, p: int | None = None) -> Splay:
        return self._engine.splay_of(self._p(p), color)

    def visible_card_count(self, color: int, p: int | None = None) -> int:
        return self._engine.visible_card_count(self._p(p), color)

    def icon_counts(self, p: int | None = None) -> list[int]:
        """Visible counts of every icon on ``p``'s board (index by :class:`Icon`); read-only."""
        return self._engine.icon_counts(self._p(p))

    def icons(self, icon: int, p: int | None = None) -> int:
        return self._engine.icon_count(self._p(p), icon)

    def pile_icon_counts(self, p: int | None = None) -> list[list[int]]:
        """Visible icon counts per pile of ``p`` (index by colour, then icon); read-only."""
        return self._engine.pile_icon_counts(self._p(p))

    def pile_icons(self, color: int, icon: int, p: int | None = None) -> int:
        return self._engine.pile_icon_count(self._p(p), color, icon)

    def visible_faces(self, color: int, p: int | None = None) -> tuple[tuple[str, tuple[int, ...]], ...]:
        """``(card, codes in its visible slots)`` per card of ``p``'s ``color`` pile, bottom to top."""
        return self._engine.visible_faces(self._p(p), color)

    def echo_cards(self, color: int, p: int | None = None) -> tuple[str, ...]:
        """Cards of ``p``'s ``color`` pile whose echo effect shows, bottom to top."""
        return self._engine.echo_cards(self._p(p), color)

    def visible_bonuses(self, p: int | None = None) -> tuple[int, ...]:  # values, pile by pile
        return self._engine.visible_bonuses(self._p(p))

    def bonus_points(self, p: int | None = None) -> int:
        """What ``p``'s visible bonuses add to their score (Echoes: the largest, plus one for each
        other)."""
        return self._engine.bonus_points(self._p(p))

    def points(self, p: int | None = None) -> int:
        return self._engine.score_points(self._p(p))

    def highest_top_value(self, p: int | None = None) -> int:
        return self._engine.highest_top_value(self._p(p))

    def achievement_count(self, p: int | None = None) -> int:
        """Achievements of ``p``'s side (pooled for a team)."""
        return self._engine.achievement_count(self._p(p))

    def achievement_cost(self, age: int, p: int | None = None) -> int:
        """Points ``p`` needs for a standard achievement of value ``age`` (expansions change it)."""
        return self._engine.achievement_cost(self._p(p), age)

    def eligible_for(self, age: int, p: int | None = None) -> bool:
        """Whether ``p`` may claim a standard achievement of value ``age`` (top card, points)."""
        return self._engine.eligible_for(self._p(p), age)

    # where cards go
    def board_of(self, p: int | None = None) -> Where:
        return Where("board", self._p(p))

    def hand_of(self, p: int | None = None) -> Where:
        return Where("hand", self._p(p))

    def score_of(self, p: int | None = None) -> Where:
        return Where("score", self._p(p))

    def add_zone(self, name: str, p: int | None = None, *, shared: bool = False, cards: Sequence[str] = ()) -> None:
        """Set-up only: create the expansion zone ``name`` for ``p`` (or, ``shared``, for the
        table) holding ``cards`` (cards that are in no other zone yet)."""
        zones = self._engine.state.zones if shared else self._engine.state.players[self._p(p)].zones
        zone_list(zones, name).extend(cards)

    # events that move no card
    def log(self, kind: EventKind, text: str, p: int | None = None) -> None:
        """A public event about ``p`` that moves no card (a choice announced, a promotion …)."""
        self._engine.log(kind, text, self._p(p))

    def log_secret(self, kind: EventKind, text: str, public_text: str, card: str, p: int | None = None) -> None:
        """An event only ``p`` sees in full (``text``, naming ``card``); everyone else reads
        ``public_text`` (a secret look at a card)."""
        self._engine.log_secret(self._p(p), kind, text, public_text, card)

    def reveal_color(self, color: int, p: int | None = None) -> None:
        """``p`` shows that a card in their hand has ``color`` — only the colour (the event names
        the colour and the hand)."""
        self._engine.reveal_color(self._p(p), color)

    # primitives
    def draw(self, age: int, p: int | None = None, set_name: str | None = None) -> str:
        return self._engine.draw(self._p(p), age, set_name)

    def draw_and_meld(self, age: int, p: int | None = None, set_name: str | None = None) -> str:
        return self._engine.draw_and_meld(self._p(p), age, set_name)

    def draw_and_score(self, age: int, p: int | None = None, set_name: str | None = None) -> str:
        return self._engine.draw_and_score(self._p(p), age, set_name)

    def draw_and_tuck(self, age: int, p: int | None = None, set_name: str | None = None) -> str:
        return self._engine.draw_and_tuck(self._p(p), age, set_name)

    def draw_and_reveal(self, age: int, p: int | None = None, set_name: str | None = None) -> str:
        return self._engine.draw_and_reveal(self._p(p), age, set_name)

    def meld(self, card: str, p: int | None = None) -> bool:
        """Meld ``card``; False when a karma did something else instead (the card did not move)."""
        return self._engine.meld(self._p(p), card)

    def tuck(self, card: str, p: int | None = None) -> bool:
        """Tuck ``card``; False when a karma did something else instead (the card did not move)."""
        return self._engine.tuck(self._p(p), card)

    def score(self, card: str, p: int | None = None) -> bool:
        """Score ``card``; False when a karma did something else instead (the card did not move)."""
        return self._engine.score(self._p(p), card)

    def return_card(self, card: str) -> bool:
        """Return ``card``; False when a karma did something else instead (the card did not move)."""
        return self._engine.return_card(self.player, card)

    def return_cards(self, cards: Sequence[str]) -> list[str]:
        """Return several cards; each owner orders their cards bound for the same supply pile."""
        return self._engine.return_cards(self.player, cards, source=self.source)

    def meld_cards(self, cards: Sequence[str], p: int | None = None) -> list[str]:
        return self._engine.meld_cards(self._p(p), cards, source=self.source)

    def tuck_cards(self, cards: Sequence[str], p: int | None = None) -> list[str]:
        return self._engine.tuck_cards(self._p(p), cards, source=self.source)

    def score_cards(self, cards: Sequence[str], p: int | None = None) -> list[str]:
        return self._engine.score_cards(self._p(p), cards)

    def transfer(self, card: str, dest: Where, *, by_game: bool = False) -> bool:
        """Move ``card`` to ``dest``. ``by_game``: logged as the game's move, not the player's (a
        face-down card from a supply pile to the available achievements). False when ``dest`` is
        a full zone (:meth:`zone_limit`): the card stays where it is."""
        return self._engine.transfer(None if by_game else self.player, card, dest)

    def transfer_cards(self, cards: Sequence[str], dest: Where) -> list[str]:
        """Transfer several cards; returns those that moved (not those a karma or a full zone kept)."""
        return self._engine.transfer_cards(self.player, cards, dest)

    def reveal(self, card: str, p: int | None = None) -> None:
        self._engine.reveal(self._p(p), card)

    def exchange(self, group_a: Sequence[str], dest_a: Where, group_b: Sequence[str], dest_b: Where) -> None:
        """Swap two groups at once (either may be empty)."""
        self._engine.exchange(self.player, group_a, dest_a, group_b, dest_b)

    def remove(self, card: str) -> bool:
        """Remove ``card``; False when a karma did something else instead (the card did not move)."""
        return self._engine.remove(self.player, card)

    def splay(self, color: int, direction: Splay, p: int | None = None) -> bool:
        return self._engine.splay(self._p(p), color, direction, by=self.player)  # this player splays

    def unsplay(self, color: int, p: int | None = None) -> bool:
        return self._engine.unsplay(self._p(p), color, by=self.player)

    def rearrange(self, color: int, order: Sequence[str], p: int | None = None) -> bool:
        return self._engine.rearrange_pile(self._p(p), color, order)

    def single_player_with(self, value: Callable[[int], int], *, most: bool = True) -> int | None:
        return self._engine.single_player_with(value, most=most)

    def achieve(self, card: str, p: int | None = None) -> bool:
        """Achieve ``card``; False when a karma did something else instead (the card did not move)."""
        return self._engine.achieve(self._p(p), card)

    def claim_special(self, special_id: str, p: int | None = None) -> bool:
        return self._engine.claim_special(self._p(p), special_id)

    def win(self, p: int | None = None, why: str = "") -> None:
        """A card names ``p`` the winner (``why`` defaults to the card asking)."""
        self._engine.win(self._p(p), why or (self._engine.cards[self.source].name if self.source else ""), self.source)

    def execute_non_demand_effects(self, card: str, p: int | None = None) -> None:
        """``p`` executes ``card``'s non-demand effects alone, as their activator."""
        self._engine.execute_non_demand_effects(self._p(p), card)

    def execute_printed(self, card: str, fn: EffectFn, what: str, p: int | None = None) -> None:
        """``p`` executes ``fn``, an effect ``card`` prints outside its dogma effects (``what``:
        ``"inspire"``, a figure's inspire effect), alone, as its activator, nobody sharing."""
        self._engine.execute_printed(self._p(p), card, fn, what)

    def foreshadow(self, card: str, p: int | None = None) -> bool:
        """Put ``card`` face down in ``p``'s forecast; False when it is full (the card stays)."""
        return self._engine.foreshadow(self._p(p), card)

    def draw_and_foreshadow(self, age: int, p: int | None = None, set_name: str | None = None) -> str | None:
        """Draw a card of ``age`` into ``p``'s forecast; None when it is full (nothing drawn)."""
        return self._engine.draw_and_foreshadow(self._p(p), age, set_name)

    # the safe (The Unseen: a player's face-down zone of secrets; RULES-4e.md §§4, 7)
    def secrets(self, p: int | None = None) -> list[str]:
        """The cards in ``p``'s safe (their secrets), oldest first; empty without The Unseen. Their
        owner may look at them; everybody else sees only their backs (set and value)."""
        return list(self._engine.state.players[self._p(p)].zones.get("safe", ()))

    def safeguard(self, card: str, p: int | None = None) -> bool:
        """Safeguard ``card``: put it face down in ``p``'s safe from wherever it lies (a hand, a
        board, a score pile, a supply pile, the available achievements, another player's safe …).
        False when the safe is full (:meth:`zone_limit`): the card stays where it is."""
        return self._engine.safeguard(self._p(p), card)

    def draw_and_safeguard(self, age: int, p: int | None = None, set_name: str | None = None) -> str | None:
        """Draw a card of ``age`` into ``p``'s safe; None when the safe is full (nothing drawn)."""
        return self._engine.draw_and_safeguard(self._p(p), age, set_name)

    def safeguard_achievement(self, age: int, p: int | None = None) -> str | None:
        """ "Safeguard an available achievement of value ``age``": the first available standard
        achievement of that value goes into ``p``'s safe. Returns it; None when there is none of that
        value or the safe is full (then it stays available)."""
        card = self._engine.available_achievement(age)
        if card is None or not self._engine.safeguard(self._p(p), card):
            return None
        return card

    def put_back_in_safe(self, card: str, p: int | None = None) -> None:
        """Put a revealed secret back into ``p``'s safe, whatever its limit (RULES-4e.md §7: the
        limit stops only cards coming in). A card still in that safe just stops being shown."""
        who = self._p(p)
        if card in self._engine.state.players[who].zones.get("safe", ()):
            self._engine.revealed.discard(card)
            return
        self._engine.safeguard(who, card, limited=False)

    def zone_limit(self, zone: str, p: int | None = None) -> int | None:
        """The most cards ``p``'s ``zone`` may hold now (the 4th edition's forecast and safe: 5 −
        ``p``'s highest splay, aslant counting 4); None when the zone has no such limit."""
        return self._engine.zone_limit(self._p(p), zone)

    # the junk (4th edition: a shared face-up zone)
    def junk(self, card: str) -> None:
        """Junk ``card``: move it face up to the junk from wherever it lies (a hand, a board, a
        score pile, a supply pile, the available achievements …), or junk an available special
        achievement (by its id; :meth:`available_specials`). ValueError outside the 4th edition."""
        self._engine.junk(self.player, card)

    def junk_cards(self, cards: Sequence[str]) -> list[str]:
        """Junk several cards, in the order given (the junk is unordered for the rules); returns them."""
        out = list(cards)
        for card in out:
            self._engine.junk(self.player, card)
        return out

    def junk_deck(self, age: int, set_name: str = "base") -> list[str]:
        """Junk the whole ``set_name`` supply pile of value ``age`` ("junk all cards in the 5
        deck"); a value the edition has not junks nothing. Returns the cards junked."""
        return self._engine.junk_deck(self.player, age, set_name)

    def draw_and_junk(self, age: int, p: int | None = None, set_name: str | None = None) -> str:
        return self._engine.draw_and_junk(self._p(p), age, set_name)

    def junk_pile(self) -> list[str]:
        """The cards in the junk (empty outside the 4th edition)."""
        return list(self._engine.state.zones.get("junk", ()))

    def available_achievements(self, ages: Iterable[int] | None = None) -> list[str]:
        """The standard achievements nobody has claimed yet (card ids), optionally only those of
        the values ``ages``."""
        cards = self._engine.cards
        wanted = None if ages is None else set(ages)
        return [c for c in self._engine.state.achievements if wanted is None or cards[c].age in wanted]

    def available_specials(self) -> list[str]:
        """The special achievements nobody has claimed and nobody has junked (ids), in the order
        they are on offer; :meth:`junk` takes one to the junk."""
        return list(self._engine.state.specials)

    def junked_specials(self) -> list[str]:
        """The special achievements in the junk (ids); :meth:`make_available` brings one back."""
        specials = self._engine.rules.specials
        return [card for card in self._engine.state.zones.get("junk", ()) if card in specials]

    def make_available(self, special_id: str) -> None:
        """Put a special achievement from the junk back among the available ones (anything not
        in the junk: ValueError)."""
        self._engine.make_available(self.player, special_id)

    def return_special(self, special_id: str) -> None:
        """Put a claimed special achievement back among the available ones, from the achievements
        of whoever holds it (ValueError when nobody does)."""
        self._engine.return_special(self.player, special_id)

    def junk_achievement(self, age: int) -> str | None:
        """Junk the available standard achievement of value ``age``, if there is one; returns it."""
        card = self._engine.available_achievement(age)
        if card is not None:
            self._engine.junk(self.player, card)
        return card

    def forecast(self, p: int | None = None) -> list[str]:
        if "karma.static.zone" in self._engine.rules.implemented:
            return self._engine.zone_cards(self._p(p), "forecast")
        return list(self._engine.state.players[self._p(p)].zones.get("forecast", []))

    def claim_achievement(self, age: int, *, if_eligible: bool = False, p: int | None = None) -> bool:
        """Claim an available standard achievement of value ``age`` ("ignoring eligibility"
        unless ``if_eligible``); returns whether one was claimed."""
        who = self._p(p)
        card = self._engine.available_achievement(age)
        if card is None or (if_eligible and not self._engine.eligible_for(who, age)):
            return False
        self._engine.achieve(who, card)
        return True

    def claim_any_achievement(self, *, include_specials: bool = False, p: int | None = None) -> bool:
        """ "Claim an achievement, ignoring eligibility": the player names the value of an
        available standard achievement or, with ``include_specials``, an unclaimed special
        achievement (BGA offers both where the text names no value)."""
        who = self._p(p)
        options = [str(a) for a in sorted({self.age(c) for c in self._engine.state.achievements})]
        if include_specials:
            options += list(self._engine.state.specials)
        if not options:
            return False
        specials = self._engine.rules.specials
        named = {
            label: labels.standard_achievement(int(label)) if label.isdigit() else labels.special(specials[label])
            for label in options
        }
        answer = self.choose_option(named, "Claim an achievement", p=who, verb="achieve")
        if answer.isdigit():
            return self.claim_achievement(int(answer), p=who)
        return self.claim_special(answer, p=who)

    def claim_eligible_achievement(self, *, optional: bool = False, p: int | None = None) -> bool:
        """ "Claim an achievement, if eligible": the player picks a value they are eligible for."""
        who = self._p(p)
        ages = self._engine.eligible_achievement_ages(who)
        if not ages:
            return False
        if optional:
            chosen = self._engine.may_choose_value(
                who, ages, "You may claim an achievement", source=self.source, verb="achieve"
            )
            if chosen is None:
                return False
            age = chosen
        else:
            age = self._engine.choose_value(who, ages, "Claim an achievement", source=self.source, verb="achieve")
        return self.claim_achievement(age, p=who)

    def flip_coin(self, p: int | None = None) -> bool:
        """``p`` flips a coin (The Unseen's Quantum Computers): True when they win the flip. One draw
        from the game's seeded generator, announced to everybody."""
        return self._engine.flip_coin(self._p(p))

    def eliminate(self, p: int) -> None:
        self._engine.eliminate(p, self.source)

    def lose(self, p: int | None = None) -> None:
        """``p`` (you, by default) loses — a card's "you lose" (4th edition): in a team game their
        side loses and the game ends; otherwise they leave the game (the last player left wins)
        and all their cards go to the junk (hand, board, score pile, standard achievements,
        zones; special achievements stay with them). Ends the game by raising when it is over."""
        self._engine.lose(self._p(p), self.source)

    def play_game_within(self, opening_age: int, p: int | None = None) -> GameWithinResult:
        """Play a whole new game inside this one ("start a new game …", 4th-edition Artifacts),
        ``p`` (you, by default) opening it: every player's cards are set aside, each player still
        in the game draws and melds a card of ``opening_age``, turns are played until the game
        within ends; then its winners' cards stay in this game, everyone else's cards from it are
        junked and the set-aside cards come back (docs/rulings.md, "Martian Internet"). Returns
        how it ended. Ends this game too when the game's turn limit is reached in it."""
        engine = self._engine
        assert isinstance(engine, GamesWithin)  # the whole engine (turn.Engine) runs effects
        return engine.play_game_within(self._p(p), opening_age)

    def move_to_zone(self, card: str, dest: Where, kind: EventKind, verb: str, p: int | None = None) -> bool:
        """Move ``card`` into an expansion zone (forecast, display, relics …) with an event of
        its own ``kind`` ("dig", "relic" …): "<player> <verb> <card>". False when the zone is full."""
        return self._engine.move_to_zone(self._p(p), card, dest, kind, verb)

    def check_win_by_achievements(self) -> None:
        """End the game if a side now holds enough achievements (after a move into them)."""
        self._engine.check_win_by_achievements()

    def statics(self, trigger: str, p: int | None = None, **args: object) -> list[Any]:
        """What the static karmas of a plugin's own ``trigger`` ("<set>.<name>") on ``p``'s top cards
        return, in order (empty without them): a rule of the plugin reads them where it needs."""
        if not is_plugin_trigger(trigger):
            raise ValueError(f"{trigger!r} is not a plugin's trigger ('<set>.<name>'); the core reads its own statics")
        if karma_key("static", trigger) not in self._engine.rules.implemented:
            return []
        return self._engine.static_karmas(trigger, self._p(p), args)

    def effect_piles(self, color: int, p: int | None = None) -> tuple[int, ...]:
        """The colours of ``p``'s piles whose shown effects run, in this order, when ``p``'s ``color``
        pile's effects are executed (a plugin's action on a pile, like an inspire, reads it):
        ``(color,)`` unless static "pile_effects" karmas add other piles."""
        return self._engine.effect_piles(self._p(p), color)

    def requirement_relief(self, achievement: str, p: int | None = None) -> int:
        """By how much each number in the requirement of the special achievement ``achievement`` is
        lower for ``p`` (static "special_requirements" karmas; 0 without them): a special's
        condition subtracts it from every count and value it checks (docs/rulings.md)."""
        return self._engine.requirement_relief(self._p(p), achievement)

    def effect_age(self, age: int, p: int | None = None) -> int:
        """What the value ``age`` printed in an effect counts as (:mod:`innovation.rules.effect_values`):
        the highest of ``age`` and what ``p``'s static "effect_age" karmas return, plus the current
        action's increase for this kind of effect (:meth:`raise_effect_values`; none outside an
        effect). Card code reads every value its text prints as an [N] through it."""
        value = age
        if "karma.static.effect_age" in self._engine.rules.implemented:
            for v in self._engine.static_karmas("effect_age", self._p(p), {"age": age}):
                if isinstance(v, bool) or not isinstance(v, int):
                    raise PluginError(f"a static 'effect_age' karma returned {v!r}, not a whole number")
                value = max(value, v)
        key = self._value_key
        if key is not None:
            counters = self._engine.state.counters
            if counters:
                value += counters.get(key, 0)
        return value

    def raise_effect_values(self, n: int, scopes: Iterable[str] = EFFECT_VALUE_SCOPES) -> None:
        """For the rest of the current action, every value printed in an effect of ``scopes``
        (some of "dogma", "echo", "karma": :data:`~innovation.rules.effect_values.EFFECT_VALUE_SCOPES`)
        counts ``n`` (0-1000) more, whoever executes the effect — a player sharing it or demanded
        too ("increase each value in any effect during this action"). Increases add up; they end
        with the action (or the game). ValueError, and nothing changes, for a bad ``n`` or scope."""
        raise_values(self._engine.state.counters, n, scopes)

    def draw_action_value(self, p: int | None = None) -> int:
        """The value ``p``'s Draw action draws (their highest top card, or more by static karmas)."""
        return self._engine.draw_action_value(self._p(p))

    def action_top_value(self, color: int, p: int | None = None) -> int:
        """The value ``p``'s ``color`` pile counts as for an action that draws by it (its top card's,
        0 when empty, or more by static "top_value" karmas): an inspire's draw, say."""
        return self._engine.action_top_value(self._p(p), color)

    def shuffle_supply(self, age: int, set_name: str = "base") -> None:
        """Shuffle the ``set_name`` supply pile of value ``age`` (after a search through it), with the
        game's seeded generator. An age or set without such a pile: ValueError."""
        self._engine.shuffle_supply(self.player, age, set_name)

    def would(self, trigger: str, **args: object) -> bool:
        """This player would do ``trigger`` (an action or step a plugin carries out itself — an
        inspire, say): run the would-karma that applies (:mod:`innovation.rules.karmas`; ``args``:
        the trigger's arguments but ``player``). Returns whether a karma replaced it ("instead"):
        then the caller does not do it. No karma in play: False at once."""
        expected = WOULD_TRIGGERS.get(trigger)
        if expected is None and not is_plugin_trigger(trigger):
            raise ValueError(f"no would-karma trigger {trigger!r} (known: {', '.join(sorted(WOULD_TRIGGERS))})")
        if expected is not None and set(args) | {"player"} != expected:
            raise ValueError(f"the {trigger!r} trigger takes {', '.join(sorted(expected - {'player'}))}")
        if "player" in args:
            raise ValueError("ctx.would passes the context's player as `player`")
        if karma_key("first", trigger) not in self._engine.rules.implemented:
            return False
        return self._engine.run_karmas(trigger, self.player, {**args, "player": self.player})

    def dogma(
        self,
        card: str,
        p: int | None = None,
        *,
        extra_icons: int = 0,
        on_finish: Callable[[], None] | None = None,
        echo_effects: bool = True,
        counts: Sequence[int] | None = None,
    ) -> None:
        """``p`` activates ``card``'s dogma (a free dogma; the card need not be on a board); ``extra_icons``
        add to the activator's featured icons; ``on_finish`` runs after every effect, before the bonus;
        ``echo_effects=False`` runs no echo effect (the 4th edition's free dogma of a displayed artifact);
        ``counts``: one whole number per seat deciding who shares and who is demanded, in place of the
        featured icon's counts (a karma's "instead of the featured icon, use each player's score")."""
        self._engine.dogma(
            self._p(p), card, extra_icons=extra_icons, on_finish=on_finish, echo_effects=echo_effects, counts=counts
        )

    def dogma_repeated(self, card: str, *, demand_times: int, activator_times: int) -> None:
        """A dogma whose demand goes round N times and whose shared effects this player executes N times."""
        self._engine.dogma(self.player, card, demand_times=demand_times, activator_times=activator_times)


class CardContext(Context):
    """A player's context on behalf of one card (``card``, its ``source`` too). A static karma and
    a karma's ``match`` receive one: ``player`` is the karma card's owner ("you" in its text) and
    ``card`` the karma card ("this card"; its pile: ``ctx.color(ctx.card)``). Nothing is being
    executed, so it has no run, activator or kind of effect (an :class:`EffectContext` has); a
    static only reads the game. ``ctx.current_activator()`` says whose effect is running, if any."""

    def __init__(self, engine: Dogma, player: int, card: str) -> None:
        super().__init__(engine, player, card)
        self.card = card


class EffectContext(CardContext):
    """What one effect function sees: the executing player (``player``, "you"), the activator
    (``activator``, "me" in a demand), the card (``card``) and the kind of effect (``kind``:
    "demand", "compel", "cooperative" or "echo")."""

    def __init__(self, engine: Dogma, player: int, run: DogmaRun, card: str, kind: str) -> None:
        super().__init__(engine, player, card)
        self.run = run
        self.kind = kind
        self._value_key = KEY_OF_KIND.get(kind)

    @property
    def activator(self) -> int:
        return self.run.activator

    @property
    def memory(self) -> dict[str, Any]:
        """Memory shared by the effects of this dogma ("so far during this dogma action")."""
        return self.run.memory

    @property
    def action_memory(self) -> dict[str, Any]:
        """Memory shared by every effect of the current action, nested executions included ("during
        this action": The Unseen's Polytheism, Brethren of Purity): the memory of the action's
        outermost dogma (:attr:`memory` is each run's own)."""
        stack = self._engine.dogma_stack
        return stack[0].memory if stack else self.run.memory

    @property
    def demand_had_effect(self) -> bool:
        """Whether this dogma's demand (or compel) changed anything for anybody so far."""
        return self.run.demand_changed

    def dogma_cards(self) -> set[str]:
        """Cards whose dogma or nested execution is being resolved right now (this one included)."""
        return {run.card for run in self._engine.dogma_stack} | {self.card}

    def complete_dogma(self) -> None:
        """End the current dogma at once ("the dogma action is complete")."""
        raise DogmaComplete()

    def execute_all_effects(self, card: str, p: int | None = None) -> None:
        """Execute ``card``'s effects as if they were on this card (Artifacts)."""
        self._engine.execute_all_effects(self._p(p), card)

    def self_execute(self, card: str, p: int | None = None, *, must: bool = False) -> None:
        """``p`` self-executes ``card`` (4th edition): its non-demand (and echo) effects only, as
        if ``p`` had activated it, nobody sharing. A chain achievement when nested (the core).
        ``must``: "replacing 'may' with 'must'" (The Unseen's Blackmail): inside it, and inside what
        it executes in turn, no choice may be declined ("done" is not offered when anything else is)
        and a yes/no question is answered yes without asking."""
        self._engine.self_execute(self._p(p), card, must=must)

    def fully_execute(self, card: str, p: int | None = None) -> None:
        """``p`` fully executes ``card`` (4th edition): every effect, its demand against the players
        the card executing now would reach, nobody sharing. A chain achievement when nested."""
        self._engine.fully_execute(self._p(p), card)

    def super_execute(self, card: str, p: int | None = None) -> None:
        """``p`` super-executes ``card`` (4th edition): every effect as if ``p`` had activated it,
        its demand against every opponent whatever their icons, nobody sharing; a chain
        achievement when nested (docs/rulings.md, "Super-execute")."""
        self._engine.super_execute(self._p(p), card)

    def execute_demand(self, card: str, target: int, p: int | None = None) -> bool:
        """``p`` (you, by default) makes ``card``'s demand (or compel) of ``target`` alone, as its
        activator, whatever the featured icons; nobody shares (a karma's "demand that same thing of
        that player"). False, and nothing happens, when the card has no demand."""
        return self._engine.execute_demand(self._p(p), card, target)

    def execute_effect(self, card: str, index: int, p: int | None = None) -> bool:
        """``p`` executes only the non-demand effect number ``index`` (from 0) of ``card``, alone,
        as its activator (Teleprompter, The Unseen: docs/rulings.md). False, and nothing happens,
        when the card has no such effect."""
        return self._engine.execute_effect(self._p(p), card, index)

    @contextmanager
    def decisions_by(self, decider: int) -> Iterator[None]:
        """Inside the ``with``, ``decider`` answers every question put to this effect's player,
        in this effect and in whatever it executes (Hitchhiking, The Unseen: "that player makes
        all decisions for you"). The questions show cards as ``decider`` sees them."""
        run = self.run
        outer = run.deciders
        run.deciders = {**(outer or {}), self.player: decider}
        try:
            yield
        finally:
            run.deciders = outer


class KarmaContext(EffectContext):
    """What a would or when karma's function sees: an :class:`EffectContext` whose ``player`` is
    the karma card's owner ("you" in the karma's text), ``card`` (and ``source``) the karma card,
    ``kind`` ``"karma"``. The player doing what triggered it is the trigger's ``player`` argument
    (docs/hooks.md, "Karma"). While it runs no other karma fires. (A static karma and a ``match``
    get a :class:`CardContext`: nothing is executing then.)"""


#: An effect function: one printed effect, called with the executing player's context.
EffectFn = Callable[[EffectContext], None]
