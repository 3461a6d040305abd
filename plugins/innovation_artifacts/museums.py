"""Museums, the 4th edition's home for artifacts after their free action (RULES-4e.md §6;
docs/rulings.md, "Museums").

Five blank Museum cards start in the shared ``free_museums`` zone. After the free action on the
artifact on display, the artifact moves into a museum: a free Museum card and the artifact go,
in that order, into the player's ``museums`` zone (so the zone holds Museum–artifact pairs). With
no free museum left, the artifact goes to the player's hand instead. Whenever no museum is free
afterwards, every artifact in every museum is returned, the player holding the most museums
(alone) claims one of them as an achievement, and the other museums are free again.

A Meld action may meld an artifact from one's own museums (its museum is free again before any
dig), and a dig may take, instead of the top artifact of the dig age, an artifact whose value is
the covered card's from an opponent's museum: that artifact moves, with its museum, into the
digger's museums. Nothing else moves cards in or out of museums on purpose; an effect that takes a
card wherever it lies may still move an artifact out (Teleprompter's return): its museum is free
again before museums are next filled or counted, and at the next turn's start. An effect moving
all of a player's cards (Fission, a loss) moves the artifacts and leaves the Museum cards, parts of
the table (the set's ``fixtures``): those museums are free again the same way.
"""

from __future__ import annotations

from innovation.plugin_api import CardEffects, CardInfo, CardSet, Context, Where

MUSEUM_SET = "museums"
#: A player's museums: Museum cards, each followed by the artifact it holds.
MUSEUMS = "museums"
#: The Museum cards nobody holds.
FREE_MUSEUMS = "free_museums"
#: How many museums the game has (docs/rulings.md, "Museums": BGA's five Museum cards).
MUSEUM_COUNT = 5

#: The Museum cards: no colour, icon, value or effect of their own. (``CardInfo`` needs a colour;
#: a museum never lies where a colour is read — a pile, a hand, a score pile.)
MUSEUM_CARDS: tuple[CardInfo, ...] = tuple(
    CardInfo(
        id=f"museum_{k}",
        name=f"Museum {k}",
        set=MUSEUM_SET,
        age=0,
        color=0,
        icons=(),
        dogma_icon=-1,
        demand_kind=None,
        non_demand_count=0,
    )
    for k in range(1, MUSEUM_COUNT + 1)
)
_NOTE = (
    "A museum: holds one artifact after its free action. When none is free, every museum's artifact "
    "is returned and the player with the most museums keeps one as an achievement.",
)
MUSEUM_CARD_SET = CardSet(
    name=MUSEUM_SET,
    cards=MUSEUM_CARDS,
    effects={m.id: CardEffects(m.id, notes=_NOTE) for m in MUSEUM_CARDS},
    supply=False,
    fixtures=True,
)


def is_museum(info: CardInfo) -> bool:
    return info.set == MUSEUM_SET


def free_museums(ctx: Context) -> list[str]:
    """The Museum cards nobody holds."""
    return list(ctx.state.zones.get(FREE_MUSEUMS, ()))


def setup(ctx: Context) -> None:
    """The Museum cards start free; every player has an empty museums zone."""
    ctx.add_zone(FREE_MUSEUMS, shared=True, cards=[m.id for m in MUSEUM_CARDS])
    for p in range(ctx.n_players):
        ctx.add_zone(MUSEUMS, p)


def artifacts_in_museums(ctx: Context, p: int | None = None) -> list[str]:
    """The artifacts in ``p``'s museums, in the order they came in."""
    return [c for c in ctx.zone(MUSEUMS, p) if not is_museum(ctx.info(c))]


def museums_held(ctx: Context, p: int) -> list[str]:
    """The Museum cards in ``p``'s museums zone."""
    return [c for c in ctx.zone(MUSEUMS, p) if is_museum(ctx.info(c))]


def put_into_museum(ctx: Context, artifact: str) -> None:
    """After the free action: ``artifact`` (still on display) goes into a free museum of the
    player's, or to their hand when none is free; then, if no museum is free, the museums empty."""
    free_every_unpaired_museum(ctx)  # a museum left empty counts as free, not as held
    free = free_museums(ctx)
    if free:
        ctx.move_to_zone(free[0], Where(MUSEUMS, ctx.player), "transfer", "takes")
        ctx.move_to_zone(artifact, Where(MUSEUMS, ctx.player), "transfer", "puts into a museum")
    else:  # every museum was claimed as an achievement
        ctx.move_to_zone(artifact, ctx.hand_of(), "transfer", "takes into their hand, no museum being free,")
    if not free_museums(ctx):
        _empty_the_museums(ctx)


def _empty_the_museums(ctx: Context) -> None:
    """No museum is free: every museum's artifact is returned; the one player holding the most
    museums claims one as an achievement; the others are free again."""
    artifacts = [a for q in range(ctx.n_players) for a in artifacts_in_museums(ctx, q)]
    if not artifacts:
        return
    ctx.return_cards(artifacts)
    held = {q: museums_held(ctx, q) for q in range(ctx.n_players)}
    most = max(len(m) for m in held.values())
    leaders = [q for q, m in held.items() if len(m) == most]
    if most and len(leaders) == 1:
        q = leaders[0]
        ctx.move_to_zone(held[q][0], Where("achievements", q), "achieve", "claims as an achievement", p=q)
        ctx.check_win_by_achievements()
    for q in range(ctx.n_players):
        for museum in museums_held(ctx, q):
            ctx.move_to_zone(museum, Where(FREE_MUSEUMS), "return", "frees", p=q)


def free_unpaired_museums(ctx: Context, p: int) -> None:
    """A museum whose artifact left is free again: melded by a Meld action, or moved by an effect
    that takes a card wherever it lies (Teleprompter returning the card it showed, after a dig put
    it into a museum inside Martian Internet's game within). A museum is followed by its artifact
    in the zone, so the empty ones are those followed by another museum or by nothing. (A save made
    before museums were freed this way may hold a museum out of its place: as many museums as
    there are too many are freed, the empty ones first.)"""
    zone = list(ctx.zone(MUSEUMS, p))
    held = [card for card in zone if is_museum(ctx.info(card))]
    extra = len(held) - (len(zone) - len(held))
    if extra <= 0:
        return
    empty = [
        card
        for i, card in enumerate(zone)
        if is_museum(ctx.info(card)) and (i + 1 == len(zone) or is_museum(ctx.info(zone[i + 1])))
    ]
    for museum in [*empty, *(m for m in held if m not in empty)][:extra]:
        ctx.move_to_zone(museum, Where(FREE_MUSEUMS), "return", "frees", p=p)


def free_every_unpaired_museum(ctx: Context) -> None:
    """Every player's empty museums are free again (before the museums are counted or filled, and
    at the start of each turn: an effect may have moved an artifact out of its museum)."""
    for q in range(ctx.n_players):
        free_unpaired_museums(ctx, q)


def museum_artifacts_to_dig(ctx: Context, value: int) -> list[str]:
    """The artifacts of face value ``value`` in the museums of the player's opponents."""
    return [a for q in ctx.opponents() for a in artifacts_in_museums(ctx, q) if ctx.value(a) == value]


def take_from_museum(ctx: Context, artifact: str) -> None:
    """A dig takes ``artifact`` from an opponent's museum: it moves, with its museum, into the
    digger's museums."""
    owner = ctx.locate(artifact).player
    assert owner is not None
    zone = ctx.zone(MUSEUMS, owner)
    museum = zone[zone.index(artifact) - 1]
    ctx.move_to_zone(museum, Where(MUSEUMS, ctx.player), "transfer", "takes")
    ctx.move_to_zone(artifact, Where(MUSEUMS, ctx.player), "dig", "digs out of a museum")
