"""The card catalogue in a player's language: every effect, echo and inspire effect, karma, note, special
achievement and icon description of a :class:`~innovation.protocol.catalogue.Catalogue` looked up in the
language's catalogue (context ``card``).

Ids, card names (the first-player rule compares English names), sets, icons and every other
fact stay as they are: only the texts a player reads change, so a front-end draws a localized
catalogue exactly as it draws the English one::

    from innovation import Game, GameConfig
    from innovation.i18n.cards import localized_catalogue

    game = Game.new(GameConfig(players=("ann", "bob")))
    ko = localized_catalogue(game.catalogue(), "ko")
    ko.cards["agriculture"].effects[0].text
"""

from __future__ import annotations

import threading
from collections import OrderedDict

import msgspec

from innovation.i18n import CARD, SOURCE_LANGUAGE, Translator, translator
from innovation.protocol.catalogue import CardFacts, Catalogue, Effect

#: Localized catalogues kept, by (identity of the English catalogue, language); each entry keeps
#: its English catalogue alive so that an id is not reused while cached.
_CACHE: OrderedDict[tuple[int, str], tuple[Catalogue, Catalogue]] = OrderedDict()
_CACHE_SIZE = 64
_LOCK = threading.Lock()


def _card(facts: CardFacts, tr: Translator) -> CardFacts:
    return msgspec.structs.replace(
        facts,
        effects=[Effect(e.kind, tr.text(e.text, context=CARD)) for e in facts.effects],
        echo=tr.text(facts.echo, context=CARD) if facts.echo else facts.echo,
        notes=[tr.text(n, context=CARD) for n in facts.notes],
        inspire=tr.text(facts.inspire, context=CARD) if facts.inspire else facts.inspire,
        karmas=[tr.text(k, context=CARD) for k in facts.karmas],
    )


def localized_catalogue(catalogue: Catalogue, lang: str | None) -> Catalogue:
    """``catalogue`` with its texts in ``lang`` (a tag such as ``"ko"``; None or ``"en"``: the
    catalogue itself). Raises ValueError naming the languages on offer for any other tag. Made
    once per catalogue and language; treat it as read-only."""
    tr = translator(lang)
    if tr.lang == SOURCE_LANGUAGE:
        return catalogue
    key = (id(catalogue), tr.lang)
    with _LOCK:
        hit = _CACHE.get(key)
        if hit is not None and hit[0] is catalogue:
            _CACHE.move_to_end(key)
            return hit[1]
    made = msgspec.structs.replace(
        catalogue,
        cards={cid: _card(facts, tr) for cid, facts in catalogue.cards.items()},
        specials={
            sid: msgspec.structs.replace(s, description=tr.text(s.description, context=CARD))
            for sid, s in catalogue.specials.items()
        },
        icons={
            name: msgspec.structs.replace(i, description=tr.text(i.description, context=CARD))
            for name, i in catalogue.icons.items()
        },
    )
    with _LOCK:
        _CACHE[key] = (catalogue, made)
        while len(_CACHE) > _CACHE_SIZE:
            _CACHE.popitem(last=False)
    return made
