"""The closed vocabularies of the protocol: every word a front-end may meet in a ``kind``, a
``verb``, a zone, a reason … listed once, as ``Literal`` types.

They are closed for a given protocol version (:data:`PROTOCOL_VERSION`): the
JSON Schema (``innovation schema``) lists every value, and a decision, event or view never holds
one that is not listed. A later *minor* protocol version may add values (a new expansion's zone,
an action type, an event kind), so a client that switches over them exhaustively should keep a
default branch; removing or renaming a value is a *major* change (see docs/protocol.md,
"Compatibility"). A plugin that needs a new word adds it here, in the core, with its meaning.

Each ``*_VALUES`` tuple holds the values of the ``Literal`` above it (for run-time checks and
tests; ``typing.get_args`` gives the same).
"""

from __future__ import annotations

from typing import Literal, get_args

#: The version of the protocol — the shapes of decisions, events, views, results and saves, and
#: these vocabularies — as "MAJOR.MINOR". A minor version only adds (an optional field, a value
#: of a vocabulary); anything else is a major version (docs/protocol.md, "Compatibility"). Views
#: (``GameView.protocol``) and saves (``"protocol"``) carry it.
PROTOCOL_VERSION = "1.5"

#: What each protocol version brought, newest first (the JSON Schema carries it as
#: ``x-protocol-changes``; docs/protocol.md, "Compatibility", says what an older client meets).
PROTOCOL_CHANGES: dict[str, str] = {
    "1.5": (
        "Figures in the Sky (adds only): CardFacts.inspire (a figure's inspire effect) and CardFacts.karmas "
        "(its karma texts, one per printed karma); the set 'figures' (GameView.decks, CardView.set, "
        "CardFacts.set; its five decrees are special achievements of set 'figures', held in "
        "PlayerView.achievements face up like every special achievement); the action options "
        "'inspire <colour>' and 'decree <name>' (Choice.kind 'action' with no Choice.action, like any "
        "action a plugin adds on no card; the label words it) and 'achieve <card>' (the Achieve action on a "
        "card a karma makes claimable: Choice.card, no Choice.action, like any action a plugin adds on a card)."
    ),
    "1.4": (
        "Who asks (adds only): Decision.effect (the kind of card effect asking: demand, compel, cooperative, "
        "echo) and Decision.activator (whose dogma or execution that effect belongs to: the player making a "
        "demand, the host of a shared effect, the chooser for their own), so that a client can word 'ann "
        "demands: transfer a card from your hand to ann's score pile' from the fields."
    ),
    "1.3": (
        "The Unseen (adds only, 4th-edition games with the set): the player zone 'safe' (face down: its "
        "owner sees their secrets, everybody else their backs, PlayerView.zones['safe']), the verb and move "
        "event kind 'safeguard', the action option 'achieve secret <value>' (an Achieve action claiming one of "
        "your own secrets: Choice.action 'achieve', Choice.zone 'safe', Choice.value), the set 'unseen' in "
        "GameView.decks, five special achievements of set 'unseen', the event kind 'coin_flip', and "
        "GameView.available (the available standard achievements' backs: set and value). "
        "4th-edition Artifacts (adds only): the shared zone 'set_aside' (every player's cards, face down, "
        "while a game within the game is played: Martian Internet) and the event kind 'game_within'."
        " Take-backs (adds only): Decision.undo (the decision's player may take back their latest answer "
        "instead of answering: Game.undo) and GameView.undo (the viewer may take back their latest answer "
        "now); after a take-back a game's event log is shorter than before (docs/embedding.md, 'Take-backs'). "
        "Saves may carry 'checkpoint' (how many answers cannot be taken back)."
    ),
    "1.2": (
        "The 4th edition (adds only): the zone, verb and event kind 'junk' (a shared face-up zone, "
        "GameView.zones['junk'], where special achievements may lie too); the splay 'aslant'; the "
        "resource and slot icon 'avatar' (PlayerView.icons has it in 4th-edition games only); the event "
        "kind 'chain_achievement'; the event kind 'zone_full' (a card stays out of a full forecast or safe) and "
        "PlayerView.zone_limits (how many cards a limited zone may hold now; empty elsewhere); "
        "Artifacts' zones 'museums' (a player's, public: each Museum card followed by the artifact it holds) "
        "and 'free_museums' (shared, public), Museum cards being of the card set 'museums' (MUSEUM_SET: no "
        "colour of their own; one may lie among achievements); the 4th-edition meld icons 'junk', 'uplift' "
        "and 'unsplay' "
        "(Catalogue.icons); "
        "views of up to five players; supply piles of ages 1-11 "
        "(GameView.decks holds eleven counts a set) and standard achievements of values 1-10; "
        "GameView.options['edition'] may be 'fourth'."
    ),
    "1.1": (
        "An expansion's own icons and board achievements: Catalogue.icons, CardFacts.bonuses and notes, "
        "PlayerView.board_achievements, "
        "the event kinds board_achievement, repeat and icon."
    ),
    "1.0": "The first versioned protocol.",
}

#: What a :class:`~innovation.protocol.decisions.Decision` asks for (the shape of its options):
#:
#: * ``action``: a turn action (``"draw"``, ``"meld <card>"``, ``"dogma <card>"``, ``"achieve <value>"``,
#:   ``"achieve secret <value>"`` (The Unseen: one of your own secrets of that value));
#: * ``initial_meld``: the card to meld from the opening hand (a card id);
#: * ``card``: a card id, or a hidden-card token for a card the chooser cannot see, or ``"done"``;
#: * ``color``: a colour name, or ``"done"``;
#: * ``player``: a player name, or ``"done"``;
#: * ``value``: a number written as a string, or ``"done"``;
#: * ``yes_no``: ``"yes"`` or ``"no"``;
#: * ``option``: one of a few alternatives the card or expansion names (each choice has a label).
DecisionKind = Literal["action", "initial_meld", "card", "color", "player", "value", "yes_no", "option"]

#: What one :class:`~innovation.protocol.decisions.Choice` stands for: ``card`` (a card the chooser can
#: see: ``Choice.card``), ``hidden`` (a card they cannot see: ``owner``/``zone``/``set``/``age``),
#: ``action``, ``color``, ``player``, ``value``, ``yes_no`` (``"yes"``/``"no"``), ``option`` (one
#: of a card's named alternatives; ``card`` is set when it names a card or achievement) and
#: ``done`` (stop choosing, or decline).
ChoiceKind = Literal["action", "card", "hidden", "color", "player", "value", "yes_no", "option", "done"]

#: Turn actions (``Choice.action``): draw a card, meld a card (from the hand, or Artifacts'
#: display), activate a top card's dogma, claim a standard achievement.
ActionType = Literal["draw", "meld", "dogma", "achieve"]

#: What will happen to what is chosen (``Decision.verb``). Every card and colour decision has one:
#:
#: * ``meld`` / ``tuck``: onto the top / bottom of its colour's pile on a board;
#: * ``score``: into a score pile; ``achieve``: into an achievement pile;
#: * ``return``: back to the bottom of its supply pile (a relic: to the relics);
#: * ``transfer``: to another place (``Decision.dest`` says where, when it is one place);
#: * ``exchange``: swapped with other cards; ``keep``: stays where it is while the others go;
#: * ``reveal``: shown to everybody (it stays where it is); ``foreshadow``: into a forecast;
#: * ``splay`` / ``rearrange``: a pile (chosen by colour or by its top card) is splayed
#:   (``Decision.splay`` gives the direction) / put in a new order;
#: * ``execute``: the card's effects are executed; ``dogma``: its dogma is activated;
#: * ``draw``: a card of the chosen value (or from the chosen pile) is drawn;
#: * ``junk``: into the junk (4th edition: a shared face-up zone);
#: * ``safeguard``: face down into a safe (The Unseen: a player's hidden zone of secrets);
#: * ``choose``: nothing happens to it yet: the card text goes on with it (the prompt says how).
Verb = Literal[
    "meld",
    "tuck",
    "score",
    "achieve",
    "return",
    "transfer",
    "exchange",
    "keep",
    "reveal",
    "foreshadow",
    "splay",
    "rearrange",
    "execute",
    "dogma",
    "draw",
    "choose",
    "junk",
    "safeguard",
]

#: Where a card can lie (``Place.zone``, ``Choice.zone``):
#:
#: * a player's ``hand``, ``board`` (five piles, by colour), ``score`` (score pile) and
#:   ``achievements``;
#: * ``deck``: a supply pile (of the card's set and age); ``available``: the achievements
#:   not yet claimed (standard and special); ``removed``: out of the game;
#: * expansion zones: ``forecast`` (Echoes, a player's), ``display`` (Artifacts, a player's, one
#:   card), ``relics`` and ``box`` (Artifacts' relics, shared);
#: * ``junk``: the 4th edition's shared face-up pile of junked cards;
#: * ``museums`` (Artifacts, 4th edition, a player's: Museum cards, each followed by the artifact it
#:   holds, face up) and ``free_museums`` (the Museum cards nobody holds, shared);
#: * ``safe`` (The Unseen, a player's: their secrets, face down; its owner may look at them).
#: * ``set_aside``: the cards of every player, face down, while a game within the game is played
#:   (4th-edition Artifacts' Martian Internet; shared, empty and absent the rest of the time).
Zone = Literal[
    "hand",
    "board",
    "score",
    "achievements",
    "deck",
    "available",
    "removed",
    "forecast",
    "display",
    "relics",
    "box",
    "junk",
    "museums",
    "free_museums",
    "safe",
    "set_aside",
]

#: The set of the Museum cards (``CardView.set``, ``CardFacts.set``): a museum is a marker, not a
#: card to play — no age, icon or effect, and no colour of its own (the catalogue's ``color`` of a
#: Museum card is a filler every card needs: a front-end draws a museum in no colour). It lies in
#: ``museums`` before the artifact it holds, in ``free_museums``, or, claimed, in ``achievements``.
MUSEUM_SET = "museums"

#: Top or bottom of an ordered place (a board pile, a supply pile).
Position = Literal["top", "bottom"]

#: The five colours, as in ``Color.label``.
ColorName = Literal["blue", "red", "green", "yellow", "purple"]

#: A pile's splay (``"none"``: not splayed).
SplayName = Literal["none", "left", "right", "up", "aslant"]

#: The resource icons: the icons that are counted (``PlayerView.icons``); a card's featured
#: icon is one. The avatar is the 4th edition's (counted only there).
ResourceIcon = Literal["crown", "leaf", "lightbulb", "castle", "factory", "clock", "avatar"]

#: What a slot of a card shows (``CardFacts.icons``): a resource icon, the hex image, the Echoes
#: echo-effect marker or a bonus (its value is in ``CardFacts.bonuses``). An icon that a card set
#: declares beyond these (``CardSet.icons``) appears under its own name, and the catalogue
#: describes it (``Catalogue.icons``): that list is open, this one is closed.
SlotIcon = Literal["crown", "leaf", "lightbulb", "castle", "factory", "clock", "avatar", "hex", "echo", "bonus"]

#: Game phases: the opening melds, the turns, the end.
Phase = Literal["setup", "turn", "over"]

#: How a game ended (``Result.reason``): a side reached the achievements needed; a draw went past
#: age 10 and the score decided; a card's effect named the winner (``Result.card``); the
#: embedder's turn limit was reached.
ResultReason = Literal["achievements", "score", "dogma", "turn_limit"]

#: The events that move a card: ``card`` (or, for a viewer who may not know it, ``age`` and
#: ``set``), ``from`` and ``to`` are always set.
MoveEventKind = Literal[
    "draw",
    "meld",
    "tuck",
    "score",
    "return",
    "transfer",
    "exchange",
    "achieve",
    "remove",
    "foreshadow",
    "dig",
    "relic",
    "junk",
    "safeguard",
]

#: What an :class:`~innovation.protocol.events.Event` records. Card moves (:data:`MoveEventKind`): ``draw``, ``meld``,
#: ``tuck``, ``score``, ``return``, ``transfer``, ``exchange``, ``achieve``, ``remove``, ``foreshadow`` (into a
#: forecast), ``dig`` (an artifact onto a display), ``relic`` (a relic seized), ``junk`` (into the 4th edition's junk),
#: ``safeguard`` (into a safe, The Unseen). Without a move: ``reveal`` (a card, or only its colour, is shown), ``look``
#: (a player looks at a hidden card), ``splay`` (``color`` and ``splay``; ``"none"`` is an unsplay), ``rearrange`` (a
#: pile reordered), ``special_achievement`` (claimed), ``turn`` (a turn begins), ``action`` (the action chosen),
#: ``first_player``, ``dogma`` (a dogma is activated), ``execute`` (a card's effects are executed inside another's),
#: ``share_bonus`` (the activator draws a sharing bonus next), ``repeat`` (an effect executed again, or a demand going
#: round again, in a repeated dogma), ``promote`` (Echoes), ``choice`` (a choice announced to all), ``icon`` (an
#: expansion's icon at work, e.g. a search), ``board_achievement`` (an achievement held while the boards show it, gained
#: or lost: ``card`` is the card that shows it), ``eliminate`` (a player is out), ``chain_achievement`` (4th edition: a
#: self-/full execution inside another earns one; the ``achieve`` move follows), ``zone_full`` (4th edition: a card
#: stays out of a full forecast or safe), ``coin_flip`` (The Unseen: a player flips a coin), ``game_within`` (a game
#: within the game starts, or its winners bring their cards into this game: 4th-edition Artifacts), ``game_over``.
EventKind = Literal[
    MoveEventKind,
    "reveal",
    "look",
    "splay",
    "rearrange",
    "special_achievement",
    "board_achievement",
    "chain_achievement",
    "turn",
    "action",
    "first_player",
    "dogma",
    "execute",
    "share_bonus",
    "repeat",
    "promote",
    "choice",
    "icon",
    "eliminate",
    "zone_full",
    "coin_flip",
    "game_within",
    "game_over",
]

#: The kinds of effect on a card: ``demand`` ("I demand"), ``compel`` ("I compel", Artifacts),
#: ``cooperative`` (every other effect), ``echo`` (Echoes' echo effects).
EffectKind = Literal["demand", "compel", "cooperative", "echo"]

DECISION_KINDS: tuple[str, ...] = get_args(DecisionKind)
CHOICE_KINDS: tuple[str, ...] = get_args(ChoiceKind)
ACTION_TYPES: tuple[str, ...] = get_args(ActionType)
VERBS: tuple[str, ...] = get_args(Verb)
ZONES: tuple[str, ...] = get_args(Zone)
POSITIONS: tuple[str, ...] = get_args(Position)
COLOR_NAMES: tuple[str, ...] = get_args(ColorName)
SPLAY_NAMES: tuple[str, ...] = get_args(SplayName)
PHASES: tuple[str, ...] = get_args(Phase)
RESOURCE_ICON_NAMES: tuple[str, ...] = get_args(ResourceIcon)
SLOT_ICONS: tuple[str, ...] = get_args(SlotIcon)
RESULT_REASONS: tuple[str, ...] = get_args(ResultReason)
EVENT_KINDS: tuple[str, ...] = get_args(EventKind)
MOVE_EVENT_KINDS: tuple[str, ...] = get_args(MoveEventKind)
EFFECT_KINDS: tuple[str, ...] = get_args(EffectKind)
