"""Fading (RULES-figures.md §6; docs/rulings.md, "Figures in the Sky").

At the end of each action, and after a turn's free action (the free dogma of a displayed
artifact), every player in seat order from the first seat who has more than one figure among
their top cards chooses one of those figures and scores it, again and again until one is left (a
figure uncovered by scoring the one above it counts too). A player with a no-fade karma on top
(Avicenna, Duke Ellington, Nelson Mandela: "if you are required to fade a figure, instead do
nothing") fades nothing while it is on top. Scoring is an ordinary score (score karmas apply).
"""

from __future__ import annotations

from innovation.plugin_api import CardContext, Context, Karma
from innovation_figures.figures import top_figures

#: The figures whose karma cancels fading (index of that karma among the card's printed karmas).
#: Figures in the Sky's rules run this karma: figcards registers the figures' other karmas.
NO_FADE_KARMAS: dict[str, int] = {"avicenna": 1, "duke_ellington": 0, "nelson_mandela": 0}
#: The plugin's static trigger of the no-fade karma, read only when its owner would fade: the
#: karma is counted (a soak's karma tally) exactly when it keeps a figure from fading.
NO_FADE = "figures.no_fade"


def no_fade(ctx: CardContext) -> bool:
    """While this is one of your top cards, you never fade a figure."""
    return True


def no_fade_karma(card_id: str) -> Karma | None:
    """``card_id``'s no-fade karma, None if it has none."""
    return Karma.make(card_id, NO_FADE, "static", no_fade, None, False) if card_id in NO_FADE_KARMAS else None


def fades(ctx: Context, p: int) -> bool:
    """Whether ``p`` must fade now: more than one top figure and no no-fade karma on top."""
    return len(top_figures(ctx, p)) > 1 and not any(ctx.statics(NO_FADE, p))


def fade_all(ctx: Context) -> None:
    """Every player, from the first seat, fades down to one top figure."""
    for p in range(ctx.n_players):
        if ctx.state.players[p].eliminated:
            continue
        while fades(ctx, p):
            card = ctx.choose_card(top_figures(ctx, p), "Fade: score one of your top figures", verb="score", p=p)
            if card is None:  # (never: the choice is not optional and there are two or more)
                return
            ctx.score(card, p=p)
