"""Effects several figures share, written once (each figure registers the same function, so the
text players read is the same for all of them)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from innovation.plugin_api import COLORS, Context, EffectContext, Splay

Effect = Callable[[EffectContext], None]


def article(value: int) -> str:
    """ "a" or "an" before a value as English reads it aloud ("an 8", "an 11")."""
    return "an" if value in (8, 11, 18) else "a"


def top_cards_everywhere(ctx: EffectContext) -> list[str]:
    """Every top card on every board, seat by seat from the first."""
    return [card for q in ctx.everyone() for card in ctx.top_cards(q)]


def _named(fn: Effect, text: str) -> Effect:
    fn.__doc__ = text
    return fn


# --------------------------------------------------------------------------- draws


def draw_a(value: int) -> Effect:
    def effect(ctx: EffectContext) -> None:
        ctx.draw(ctx.effect_age(value))

    return _named(effect, f"Draw {article(value)} {value}.")


def draw_and_meld_a(value: int) -> Effect:
    def effect(ctx: EffectContext) -> None:
        ctx.draw_and_meld(ctx.effect_age(value))

    return _named(effect, f"Draw {article(value)} {value} and meld it.")


def draw_and_score_a(value: int) -> Effect:
    def effect(ctx: EffectContext) -> None:
        ctx.draw_and_score(ctx.effect_age(value))

    return _named(effect, f"Draw {article(value)} {value} and score it.")


def draw_and_tuck_a(value: int) -> Effect:
    def effect(ctx: EffectContext) -> None:
        ctx.draw_and_tuck(ctx.effect_age(value))

    return _named(effect, f"Draw {article(value)} {value} and tuck it.")


def draw_and_foreshadow_a(value: int) -> Effect:
    def effect(ctx: EffectContext) -> None:
        ctx.draw_and_foreshadow(ctx.effect_age(value))

    return _named(effect, f"Draw {article(value)} {value} into your forecast.")


def draw_and_foreshadow_one_of(values: tuple[int, ...]) -> Effect:
    """ "Draw a 2 or a 3 (your pick) into your forecast": the value is named before the draw."""

    def effect(ctx: EffectContext) -> None:
        value = ctx.choose_value(values, "Choose the value of the card to draw into your forecast", verb="foreshadow")
        ctx.draw_and_foreshadow(ctx.effect_age(value))

    *first, last = (f"{article(v)} {v}" for v in values)
    listed = f"{', '.join(first)} or {last}" if len(first) > 1 else f"{first[0]} or {last}"
    return _named(effect, f"Choose {listed} and draw a card of that value into your forecast.")


# --------------------------------------------------------------------------- from the hand


def score_from_hand(ctx: EffectContext) -> None:
    """Score a card from your hand."""
    card = ctx.choose_card(ctx.hand(), "Score a card from your hand", verb="score")
    if card is not None:
        ctx.score(card)


def meld_from_hand(ctx: EffectContext) -> None:
    """Meld a card from your hand."""
    card = ctx.choose_card(ctx.hand(), "Meld a card from your hand", verb="meld")
    if card is not None:
        ctx.meld(card)


def tuck_from_hand(ctx: EffectContext) -> None:
    """Tuck a card from your hand."""
    card = ctx.choose_card(ctx.hand(), "Tuck a card from your hand", verb="tuck")
    if card is not None:
        ctx.tuck(card)


# --------------------------------------------------------------------------- splays


def may_splay_any(direction: Splay) -> Effect:
    def effect(ctx: EffectContext) -> None:
        ctx.may_splay(COLORS, direction)

    return _named(effect, f"You may splay one colour of your choice {direction.label}.")


# --------------------------------------------------------------------------- top cards


def score_a_top_card(ctx: EffectContext, cards: Iterable[str], prompt: str) -> None:
    """Score one of ``cards`` (top cards anywhere) of the player's choice, if there is one."""
    card = ctx.choose_card(list(cards), prompt, verb="score")
    if card is not None:
        ctx.score(card)


def score_own_top_card(ctx: EffectContext) -> None:
    """Score one of your top cards."""
    prompt = "Score one of your top cards"
    score_a_top_card(ctx, ctx.top_cards(), prompt)


def score_top_card_with(icon: int, icon_name: str, prompt: str) -> Effect:
    """ "Score a top card with a <icon> from anywhere" (any board, yours included); ``prompt``: the
    question, a literal at the caller (``prompt = "…"``, where the catalogues find it)."""

    def effect(ctx: EffectContext) -> None:
        cards = [c for c in top_cards_everywhere(ctx) if ctx.has_icon(c, icon)]
        score_a_top_card(ctx, cards, prompt)

    return _named(effect, f"Score a top card with a {icon_name} from any board, yours included.")


# --------------------------------------------------------------------------- achievements


def standard_achievements(ctx: Context) -> list[str]:
    """The standard achievements on offer (cards: special achievements and decrees are not)."""
    return [a for a in ctx.available_achievements() if ctx.is_card(a)]


def is_standard_claim(ctx: Context, card: str) -> bool:
    """Whether an "achieve" karma's ``card`` is a standard achievement claimed from those on offer
    (not a special achievement, a decree, or a card achieved from elsewhere)."""
    return card in standard_achievements(ctx)
