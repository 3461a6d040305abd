"""4th-edition Artifacts, age 10: effects registered on :data:`innovation_artifacts.fourth.book.book`.
An effect whose meaning is the 3rd edition's reuses its function (``third.…``); the rest are
written here."""

from __future__ import annotations

from innovation.plugin_api import COLORS, Color, EffectContext
from innovation_artifacts.cards import age10 as third
from innovation_artifacts.fourth.book import book
from innovation_base.fourth.cards.shared import lose

DELOREAN = "delorean_dmc_12"


@book.effect("delorean_dmc_12")
def delorean_dmc_12(ctx: EffectContext) -> None:
    """While DeLorean DMC-12 sits on top of a pile on any board, junk the top card of every pile
    on every board and every card in every hand."""
    players = ctx.everyone()
    if not any(DELOREAN in ctx.top_cards(q) for q in players):
        return
    # The cards are picked all at once: the cards the junking uncovers stay.
    ctx.junk_cards([c for q in players for c in ctx.top_cards(q) + ctx.hand(q)])


@book.effect("dolly_the_sheep")
def dolly_the_sheep(ctx: EffectContext) -> None:
    """You may score the bottom card of your yellow pile. You may draw a 1 and tuck it. Then, if
    Domestication is at the bottom of your yellow pile, you win; if not, meld the highest card
    from your hand and draw an 11."""
    bottom = ctx.bottom(Color.YELLOW)
    if bottom is not None:
        card = ctx.choose_card([bottom], "You may score your bottom yellow card", optional=True, verb="score")
        if card is not None:
            ctx.score(card)
    if ctx.yes_no("Draw and tuck a 1?"):
        ctx.draw_and_tuck(1)
    if ctx.bottom(Color.YELLOW) == "domestication":
        ctx.win()
        return
    card = ctx.choose_card(ctx.highest(ctx.hand()), "Meld the highest card in your hand", verb="meld")
    if card is not None:
        ctx.meld(card)
    ctx.draw(11)


@book.effect("dolly_the_sheep")
def dolly_the_sheep_junk(ctx: EffectContext) -> None:
    """Junk every achievement still on offer."""
    # Ruling (BGA): the special achievements on offer go too — they are available achievements.
    ctx.junk_cards(ctx.available_achievements())
    for special in ctx.available_specials():
        ctx.junk(special)


@book.compel("dragons_lair")
def dragons_lair(ctx: EffectContext) -> None:
    """Meld the lowest card of your score pile whose value no other card there shares. If you did,
    meld a card of its colour from your hand. If you melded only one card in all, you lose;
    otherwise junk the uppermost card of every supply pile."""
    scores = ctx.score_pile()
    unique = [c for c in scores if sum(1 for d in scores if ctx.age(d) == ctx.age(c)) == 1]
    card = ctx.choose_card(
        ctx.lowest(unique), "Meld the lowest card of your score pile with a value of its own", verb="meld"
    )
    if card is not None:
        ctx.meld(card)
        color = ctx.color(card)
        second = ctx.choose_card(
            [c for c in ctx.hand() if ctx.color(c) == color],
            "Meld a card of the same colour from your hand",
            verb="meld",
        )
        if second is None:
            lose(ctx)
            return
        ctx.meld(second)
    ctx.junk_cards([deck[-1] for deck in ctx.state.decks["base"] if deck])


@book.effect("higgs_boson")
def higgs_boson(ctx: EffectContext) -> None:
    """Score every card on your board."""
    ctx.score_cards([c for color in COLORS for c in ctx.pile(color)])


book.compel("maldives")(third.maldives_compel)
book.effect("maldives")(third.maldives)


@book.effect("musks_tesla_roadster")
def musks_tesla_roadster(ctx: EffectContext) -> None:
    """If nobody has more cards in their score pile than you, you win. Otherwise draw an 11 and
    show it, and score every card of its colour on your board: if that scored any, return the
    drawn card; if not, meld it."""
    mine = len(ctx.score_pile())
    # Ruling (BGA): a tie for the most still counts as having the most.
    if all(len(ctx.score_pile(q)) <= mine for q in ctx.others()):
        ctx.win()
        return
    card = ctx.draw_and_reveal(11)
    pile = ctx.pile(ctx.color(card))
    if pile:
        ctx.score_cards(pile)
        ctx.return_card(card)
    else:
        ctx.meld(card)


@book.effect("rover_curiosity")
def rover_curiosity(ctx: EffectContext) -> None:
    """Draw an Artifact 10 and meld it, then self-execute it."""
    ctx.self_execute(ctx.draw_and_meld(10, set_name="artifacts"))


book.effect("seikan_tunnel")(third.seikan_tunnel)


@book.compel("tanker_exxon_valdez")
def tanker_exxon_valdez(ctx: EffectContext) -> None:
    """Junk every card you have, and you lose."""
    lose(ctx)


book.effect("wheres_waldo")(third.wheres_waldo)
