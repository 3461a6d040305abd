"""Hook implementations that plug Artifacts of History into the core (RULES.md §5, §7)."""

from __future__ import annotations

from collections.abc import Mapping

from innovation.plugin_api import (
    BASE,
    DONE,
    CardEffects,
    CardInfo,
    CardSet,
    ConfigError,
    Context,
    IconInfo,
    OptionValue,
    Where,
    ZoneSpec,
    hookimpl,
)
from innovation_artifacts import EDITIONS, PLUGIN_NAME, museums
from innovation_artifacts.book import relic_book
from innovation_artifacts.cards import load_all
from innovation_artifacts.editions import ArtifactsEdition, artifacts_edition
from innovation_artifacts.relic_data import RELICS

SET = "artifacts"
DISPLAY = "display"
RELIC_AREA = "relics"
#: Relics not in play (the relics option is off) wait in the box, out of the game.
BOX = "box"

load_all()
#: The Artifacts set as the 3rd edition (the default) prints it; ``card_set(edition)`` for the others.
CARD_SET = artifacts_edition("third").card_set()
#: Timbuktu, a Cities card, prints the Cities "plus" icon (code 14); it acts only with Cities in play.
TIMBUKTU_PLUS = IconInfo(
    14, "plus", "A Cities of Destiny icon: with Cities in play, a Meld action melding this card draws one higher.", "✚"
)
#: Timbuktu prints no effects; what its plus does is its text.
TIMBUKTU = CardEffects("timbuktu", notes=("Plus: with Cities in play, when a Meld action melds Timbuktu, draw a 4.",))
RELIC_SET = CardSet(
    name="relics",
    cards=RELICS,
    effects=relic_book.build(RELICS) | {TIMBUKTU.card_id: TIMBUKTU},
    supply=False,
    icons=(TIMBUKTU_PLUS,),
)


def card_set(edition: OptionValue = "third") -> CardSet:
    """The Artifacts set as ``edition`` prints it (the 4th edition's is ``innovation_artifacts.fourth``)."""
    return artifacts_edition(edition).card_set()


@hookimpl
def innovation_register_cards(options: Mapping[str, OptionValue]) -> list[CardSet]:
    """The edition's Artifacts set, the relics where the edition has them (refused where not),
    and the Museum cards where it has museums."""
    rules = artifacts_edition(options.get("edition", "third"))
    sets = [rules.card_set()]
    if rules.relics:
        sets.append(RELIC_SET)
    elif options.get("relics"):
        raise ConfigError(f"relics are not part of the {rules.title} rules: play Artifacts without them")
    if rules.museums:
        sets.append(museums.MUSEUM_CARD_SET)
    return sets


def _is_relic(info: CardInfo) -> bool:
    return info.relic


def _is_artifact(info: CardInfo) -> bool:
    return info.set == SET and not info.relic


def _is_artifact_or_museum(info: CardInfo) -> bool:
    return _is_artifact(info) or museums.is_museum(info)


@hookimpl
def innovation_zones() -> list[ZoneSpec]:
    return [
        ZoneSpec(DISPLAY, holds=_is_artifact, capacity=1),  # the artifact dug up, one at a time
        ZoneSpec(RELIC_AREA, shared=True, holds=_is_relic),
        ZoneSpec(BOX, shared=True, holds=_is_relic),
        # 4th edition: Museum cards, each followed by its artifact; the free Museum cards
        ZoneSpec(museums.MUSEUMS, holds=_is_artifact_or_museum, capacity=2 * museums.MUSEUM_COUNT),
        ZoneSpec(museums.FREE_MUSEUMS, shared=True, holds=museums.is_museum, capacity=museums.MUSEUM_COUNT),
    ]


def _rules(ctx: Context) -> ArtifactsEdition:
    return artifacts_edition(ctx.option("edition") or "third")


@hookimpl
def innovation_setup(ctx: Context) -> None:
    for p in range(ctx.n_players):
        ctx.add_zone(DISPLAY, p)
    if ctx.set_in_play(RELIC_SET.name):  # an edition without relics registers none
        relics = [r.id for r in RELICS]
        ctx.add_zone(RELIC_AREA if ctx.option("relics") else BOX, shared=True, cards=relics)
    if ctx.set_in_play(museums.MUSEUM_SET):
        museums.setup(ctx)


@hookimpl
def innovation_achievements_to_win(ctx: Context) -> int:
    return 1


@hookimpl
def innovation_return_destination(ctx: Context, card: str) -> str | None:
    """A returned relic goes back to the relics area, never to a supply pile."""
    return RELIC_AREA if ctx.info(card).relic else None


def displayed(ctx: Context, p: int | None = None) -> str | None:
    """The artifact on ``p``'s display, if any."""
    display = ctx.zone(DISPLAY, p)
    return display[0] if display else None


@hookimpl
def innovation_legal_actions(ctx: Context) -> list[str]:
    """An artifact outside the hand that a Meld action may meld: the displayed one (3rd edition),
    those in one's museums (4th)."""
    if _rules(ctx).museums:
        return [f"meld {card}" for card in museums.artifacts_in_museums(ctx)]
    card = displayed(ctx)
    return [] if card is None else [f"meld {card}"]


@hookimpl
def innovation_turn_start(ctx: Context) -> None:
    """The free action on the artifact on display, if any (RULES.md §5.3, RULES-4e.md §6)."""
    if _rules(ctx).museums:
        museums.free_every_unpaired_museum(ctx)
    card = displayed(ctx)
    if card is None:
        return
    if _rules(ctx).museums:
        _free_action_then_museum(ctx, card)
        return
    info = ctx.info(card)
    options = (["dogma"] if info.dogma_icon >= 0 else []) + ["return", "keep"]
    wording = {
        "dogma": f"Dogma {info.name} for free, then return it",
        "return": f"Return {info.name}",
        "keep": f"Keep {info.name} on display",
    }
    prompt = f"{info.name} is on display: dogma it for free, return it or keep it"
    choice = ctx.about(card).ask("option", prompt, options, option_labels=wording)
    if choice == "return":
        ctx.return_card(card)
    elif choice == "dogma":
        extra = info.icon_total(info.dogma_icon)

        def return_artifact() -> None:
            # Returned from wherever its own effects left it (Dancing Girl), if still in play.
            if ctx.locate(card).zone not in ("deck", "removed"):
                ctx.return_card(card)

        ctx.dogma(card, extra_icons=extra, on_finish=return_artifact)


def _free_action_then_museum(ctx: Context, card: str) -> None:
    """4th edition: dogma the displayed artifact for free (no echo effects) or pass; either way it
    then goes into a museum if it is still on display (BGA: it cannot be returned instead)."""
    rules = _rules(ctx)
    info = ctx.info(card)
    options = [o for o in rules.free_action_options if o != "dogma" or info.dogma_icon >= 0]
    wording = {
        "dogma": f"Dogma {info.name} for free, then put it into a museum",
        "pass": f"Put {info.name} into a museum without its dogma",
    }
    prompt = f"{info.name} is on display: dogma it for free before it goes into a museum?"
    choice = ctx.about(card).ask("option", prompt, options, option_labels=wording)
    if choice == "dogma":
        ctx.dogma(card, extra_icons=info.icon_total(info.dogma_icon), echo_effects=rules.echoes_on_free_dogma)
    if displayed(ctx) == card:  # its own effects may have moved it (Dancing Girl)
        museums.put_into_museum(ctx, card)


def dig_age(ctx: Context, start: int) -> int | None:
    """Age of the Artifacts pile a dig takes from: ``start``, moved up past empty base piles;
    None when that passes the edition's last age (a dig never ends the game)."""
    age = max(1, start)
    base = ctx.state.decks[BASE]
    last = ctx.edition.max_age
    while age <= last and not base[age - 1]:
        age += 1
    return age if age <= last else None


@hookimpl(tryfirst=True)
def innovation_on_meld(ctx: Context, card: str, is_action: bool) -> None:
    """Dig after a Meld action: when the covered card's value is at least the melded card's, or
    both show their hex in the same slot (§5.1–5.2). Then offer the matching relic (§5.5). In the
    4th edition a museum whose artifact was melded is free first, and the dig may take an
    artifact of the covered card's value from an opponent's museum instead."""
    if not is_action:
        return
    rules = _rules(ctx)
    if rules.museums:
        museums.free_unpaired_museums(ctx, ctx.player)
    if displayed(ctx) is not None:
        return
    pile = ctx.pile(ctx.color(card))
    if len(pile) < 2 or pile[-1] != card:
        return
    covered, melded = ctx.info(pile[-2]), ctx.info(card)
    same_hex = covered.hex_slot >= 0 and covered.hex_slot == melded.hex_slot
    if covered.value < melded.value and not same_hex:
        return
    age = dig_age(ctx, covered.value)
    top = ctx.state.decks[SET][age - 1][-1] if age is not None and ctx.state.decks[SET][age - 1] else None
    stealable = museums.museum_artifacts_to_dig(ctx, covered.value) if rules.museums else []
    if top is None and not stealable:
        return
    artifact = _choose_dig(ctx, top, stealable) if stealable else top
    if artifact is None:
        return
    if artifact in stealable:
        museums.take_from_museum(ctx, artifact)
        return
    ctx.move_to_zone(artifact, Where(DISPLAY, ctx.player), "dig", "digs up")
    if ctx.option("relics"):
        _offer_relic(ctx, ctx.info(artifact).value)


#: The dig's alternative to an artifact from a museum (a constant: the catalogues collect it).
DIG_THE_PILE = "Dig up the top artifact of the pile"


def _choose_dig(ctx: Context, top: str | None, stealable: list[str]) -> str:
    """4th edition: the top artifact of the dig age (named "deck") or an artifact from an
    opponent's museum."""
    options = (["deck"] if top is not None else []) + stealable
    if len(options) == 1:  # a dig is not optional: the only artifact it can take
        return stealable[0]
    wording = {"deck": DIG_THE_PILE} | {
        a: f"Take {ctx.info(a).name} from {ctx.name(ctx.locate(a).player or 0)}'s museum" for a in stealable
    }
    choice = ctx.ask(
        "option", "Dig: the top artifact of the pile, or an artifact from a museum?", options, option_labels=wording
    )
    return top if choice == "deck" and top is not None else choice


def _offer_relic(ctx: Context, value: int) -> None:
    relic = next((r.id for r in RELICS if r.age == value), None)
    if relic is None:
        return
    where = ctx.locate(relic)
    if where.zone not in (RELIC_AREA, "achievements"):
        return
    options: list[str] = []
    if where.zone == RELIC_AREA or where.player != ctx.player:
        options.append("achievements")
    if ctx.set_in_play(ctx.info(relic).set) or ctx.info(relic).set == BASE:
        options.append("hand")
    if not options:
        return
    if not ctx.option("must_take_relic"):
        options.append(DONE)
    name = ctx.info(relic).name
    wording = {
        "achievements": f"Take {name} into your achievements",
        "hand": f"Take {name} into your hand",
        DONE: f"Leave {name} where it is",
    }
    prompt = f"You found the relic {name}: take it into your achievements or hand?"
    choice = ctx.about(relic).ask("option", prompt, options, option_labels=wording)
    if choice == "achievements":
        ctx.move_to_zone(relic, Where("achievements", ctx.player), "relic", "seizes the relic")
        ctx.check_win_by_achievements()
    elif choice == "hand":
        ctx.move_to_zone(relic, Where("hand", ctx.player), "relic", "seizes the relic")


__all__ = ["CARD_SET", "EDITIONS", "PLUGIN_NAME", "RELIC_SET", "card_set", "dig_age", "displayed"]
