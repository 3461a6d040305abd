"""Hook implementations that plug Artifacts of History into the core (RULES.md §5, §7)."""

from __future__ import annotations

from innovation.plugin_api import BASE, DONE, CardInfo, CardSet, Engine, Where, ZoneSpec, hookimpl
from innovation_artifacts import PLUGIN_NAME
from innovation_artifacts.book import book, relic_book
from innovation_artifacts.card_data import CARDS
from innovation_artifacts.cards import load_all
from innovation_artifacts.relic_data import RELICS

SET = "artifacts"
DISPLAY = "display"
RELIC_AREA = "relics"
#: Relics not in play (the relics option is off) wait in the box, out of the game.
BOX = "box"

load_all()
CARD_SET = CardSet(name=SET, cards=CARDS, effects=book.build(CARDS))
RELIC_SET = CardSet(name="relics", cards=RELICS, effects=relic_book.build(RELICS), supply=False)


@hookimpl
def innovation_register_cards() -> list[CardSet]:
    return [CARD_SET, RELIC_SET]


def _is_relic(info: CardInfo) -> bool:
    return info.relic


def _is_artifact(info: CardInfo) -> bool:
    return info.set == SET and not info.relic


@hookimpl
def innovation_zones() -> list[ZoneSpec]:
    return [
        ZoneSpec(DISPLAY, holds=_is_artifact, capacity=1),  # the artifact dug up, one at a time
        ZoneSpec(RELIC_AREA, shared=True, holds=_is_relic),
        ZoneSpec(BOX, shared=True, holds=_is_relic),
    ]


@hookimpl
def innovation_setup(engine: Engine) -> None:
    for pl in engine.state.players:
        pl.zones.setdefault(DISPLAY, [])
    relics = [r.id for r in RELICS]
    engine.state.zones[RELIC_AREA if engine.options.get("relics") else BOX] = relics


@hookimpl
def innovation_achievements_to_win(engine: Engine) -> int:
    return 1


@hookimpl
def innovation_return_destination(engine: Engine, card: str) -> str | None:
    """A returned relic goes back to the relics area, never to a supply pile."""
    return RELIC_AREA if engine.cards[card].relic else None


def displayed(engine: Engine, player: int) -> str | None:
    display = engine.state.players[player].zones.get(DISPLAY, [])
    return display[0] if display else None


@hookimpl
def innovation_legal_actions(engine: Engine, player: int) -> list[str]:
    """The displayed artifact may be melded as a Meld action (it is not in the hand)."""
    card = displayed(engine, player)
    return [] if card is None else [f"meld {card}"]


@hookimpl
def innovation_turn_start(engine: Engine, player: int) -> None:
    """With an artifact on display: dogma it for free (then return it), return it, or keep it."""
    card = displayed(engine, player)
    if card is None:
        return
    info = engine.cards[card]
    options = (["dogma"] if info.dogma_icon >= 0 else []) + ["return", "keep"]
    wording = {
        "dogma": f"Dogma {info.name} for free, then return it",
        "return": f"Return {info.name}",
        "keep": f"Keep {info.name} on display",
    }
    choice = engine.ask(
        player,
        "option",
        f"{info.name} is on display: dogma it for free, return it or keep it",
        options,
        card,
        option_labels=wording,
    )
    if choice == "return":
        engine.return_card(player, card)
    elif choice == "dogma":
        extra = info.icon_total(info.dogma_icon)

        def return_artifact() -> None:
            # Returned from wherever its own effects left it (Dancing Girl), if still in play.
            where = engine.locate(card)
            if where.zone not in ("deck", "removed"):
                engine.return_card(player, card)

        engine.dogma(player, card, extra_icons=extra, on_finish=return_artifact)


def dig_age(engine: Engine, start: int) -> int | None:
    """Age of the Artifacts pile a dig takes from: ``start``, moved up past empty base piles;
    None when that passes 10 (a dig never ends the game)."""
    age = max(1, start)
    base = engine.state.decks[BASE]
    while age <= 10 and not base[age - 1]:
        age += 1
    return age if age <= 10 else None


@hookimpl(tryfirst=True)
def innovation_on_meld(engine: Engine, player: int, card: str, is_action: bool) -> None:
    """Dig after a Meld action: when the covered card's value is at least the melded card's, or
    both show their hex in the same slot (§5.1–5.2). Then offer the matching relic (§5.5)."""
    if not is_action or displayed(engine, player) is not None:
        return
    pile = engine.state.players[player].piles[engine.cards[card].color]
    if len(pile) < 2 or pile[-1] != card:
        return
    covered, melded = engine.cards[pile[-2]], engine.cards[card]
    same_hex = covered.hex_slot >= 0 and covered.hex_slot == melded.hex_slot
    if covered.value < melded.value and not same_hex:
        return
    age = dig_age(engine, covered.value)
    if age is None or not engine.state.decks[SET][age - 1]:
        return
    artifact = engine.state.decks[SET][age - 1][-1]
    engine.move_to_zone(player, artifact, Where(DISPLAY, player), "dig", "digs up")
    if engine.options.get("relics"):
        _offer_relic(engine, player, engine.cards[artifact].value)


def _offer_relic(engine: Engine, player: int, value: int) -> None:
    relic = next((r.id for r in RELICS if r.age == value), None)
    if relic is None:
        return
    where = engine.locate(relic)
    if where.zone not in (RELIC_AREA, "achievements"):
        return
    options: list[str] = []
    if where.zone == RELIC_AREA or where.player != player:
        options.append("achievements")
    if engine.cards[relic].set in engine.rules.sets or engine.cards[relic].set == BASE:
        options.append("hand")
    if not options:
        return
    if not engine.options.get("must_take_relic"):
        options.append(DONE)
    name = engine.cards[relic].name
    wording = {
        "achievements": f"Take {name} into your achievements",
        "hand": f"Take {name} into your hand",
        DONE: f"Leave {name} where it is",
    }
    choice = engine.ask(
        player,
        "option",
        f"You found the relic {name}: take it into your achievements or hand?",
        options,
        relic,
        option_labels=wording,
    )
    if choice == "achievements":
        engine.move_to_zone(player, relic, Where("achievements", player), "relic", "seizes the relic")
        engine.check_win_by_achievements()
    elif choice == "hand":
        engine.move_to_zone(player, relic, Where("hand", player), "relic", "seizes the relic")


__all__ = ["CARD_SET", "PLUGIN_NAME", "RELIC_SET", "dig_age", "displayed"]
