"""A hand-registered test plugin for The Unseen's core rules: cards of age 1 (set "secretprobe", no
supply piles) that each use one of the safe's primitives, so the rules are tested apart from the
Unseen cards themselves (RULES-4e.md §§4, 7)."""

from __future__ import annotations

from innovation.plugin_api import CardBook, CardInfo, CardSet, Color, EffectContext, Where, hookimpl

PLUGIN_NAME = "probe_unseen"
CROWN = 1


def _card(card_id: str, color: Color, *, demand: bool = False, effects: int = 1) -> CardInfo:
    return CardInfo(
        id=card_id,
        name=card_id.replace("_", " ").title(),
        set="secretprobe",
        age=1,
        color=int(color),
        icons=(0, CROWN, CROWN, CROWN),
        dogma_icon=CROWN,
        demand_kind="demand" if demand else None,
        non_demand_count=effects,
    )


CARDS = (
    _card("probe_hoard", Color.RED),
    _card("probe_vault", Color.RED),
    _card("probe_stash", Color.RED),
    _card("probe_peek", Color.GREEN),
    _card("probe_heist", Color.PURPLE, demand=True, effects=0),
    _card("probe_draws", Color.YELLOW),
    _card("probe_deck_grab", Color.YELLOW),
    _card("probe_confess", Color.GREEN),
    _card("probe_zen", Color.PURPLE),
    _card("probe_meld_first", Color.YELLOW),
    _card("probe_maybe", Color.BLUE),
    _card("probe_blackmail", Color.BLUE),
    _card("probe_coin", Color.GREEN),
    _card("probe_pickpocket", Color.PURPLE),
)
book = CardBook("secretprobe")


@book.effect("probe_hoard")
def hoard(ctx: EffectContext) -> None:
    """Safeguard every card in your hand, one by one (those that do not fit stay)."""
    ctx.memory["kept"] = [card for card in ctx.hand() if ctx.safeguard(card)]


@book.effect("probe_vault")
def vault(ctx: EffectContext) -> None:
    """Draw and safeguard a 3."""
    ctx.memory["drawn"] = ctx.draw_and_safeguard(3)


@book.effect("probe_stash")
def stash(ctx: EffectContext) -> None:
    """Safeguard an available achievement of value 1."""
    ctx.memory["stashed"] = ctx.safeguard_achievement(1)


@book.effect("probe_peek")
def peek(ctx: EffectContext) -> None:
    """Reveal your first secret, then put it back into your safe."""
    secrets = ctx.secrets()
    if secrets:
        ctx.reveal(secrets[0])
        ctx.put_back_in_safe(secrets[0])


@book.demand("probe_heist")
def heist(ctx: EffectContext) -> None:
    """I demand you transfer one of your secrets to my safe!"""
    card = ctx.choose_card(ctx.secrets(), "Transfer one of your secrets", verb="transfer")
    if card is not None:
        ctx.transfer(card, Where("safe", ctx.activator))


@book.effect("probe_draws")
def draws(ctx: EffectContext) -> None:
    """Draw a 2, then draw a 2."""
    ctx.draw(2)
    ctx.draw(2)


@book.effect("probe_deck_grab")
def deck_grab(ctx: EffectContext) -> None:
    """Safeguard the top card of the base 4 deck, then draw a 2."""
    top = ctx.state.decks["base"][3][-1]
    ctx.safeguard(top)
    ctx.draw(2)


@book.effect("probe_confess")
def confess(ctx: EffectContext) -> None:
    """Transfer your first secret to your hand."""
    secrets = ctx.secrets()
    if secrets:
        ctx.transfer(secrets[0], ctx.hand_of())


@book.effect("probe_zen")
def zen(ctx: EffectContext) -> None:
    """Claim the Zen achievement."""
    ctx.claim_special("zen")


@book.effect("probe_meld_first")
def meld_first(ctx: EffectContext) -> None:
    """Draw and meld a 1, then draw a 1."""
    ctx.draw_and_meld(1)
    ctx.draw(1)


@book.effect("probe_maybe")
def maybe(ctx: EffectContext) -> None:
    """You may safeguard a card from your hand. You may draw a 1."""
    card = ctx.choose_card(ctx.hand(), "You may safeguard a card from your hand", verb="safeguard", optional=True)
    if card is not None:
        ctx.safeguard(card)
    if ctx.yes_no("Draw a 1?"):
        ctx.draw(1)
    ctx.action_memory["maybe"] = ctx.action_memory.get("maybe", 0) + 1


@book.effect("probe_blackmail")
def blackmail(ctx: EffectContext) -> None:
    """Self-execute Probe Maybe, replacing 'may' with 'must'. If it ran during this action, draw a 2."""
    ctx.self_execute("probe_maybe", must=True)
    if ctx.action_memory.get("maybe") == 1:
        ctx.draw(2)


@book.effect("probe_coin")
def coin(ctx: EffectContext) -> None:
    """Flip a coin; if you win, draw a 1."""
    if ctx.flip_coin():
        ctx.draw(1)


@book.effect("probe_pickpocket")
def pickpocket(ctx: EffectContext) -> None:
    """Choose a secret of any opponent's and transfer it to your hand."""
    theirs = [card for q in ctx.opponents() for card in ctx.secrets(q)]
    card = ctx.choose_card(theirs, "Choose an opponent's secret", verb="transfer", to=ctx.hand_of())
    if card is not None:
        ctx.transfer(card, ctx.hand_of())


@hookimpl
def innovation_register_cards() -> CardSet:
    return book.card_set(CARDS, supply=False)
