"""The inspire icon: the one slot code Figures in the Sky prints beyond the core's (its echo
slots and bonuses are the core's, shared with Echoes of the Past)."""

from __future__ import annotations

from innovation.plugin_api import IconInfo

#: A figure's inspire slot (the reference data's ``inspire``; tools/gen_card_data.py).
INSPIRE = 18

ICONS: tuple[IconInfo, ...] = (
    IconInfo(
        INSPIRE,
        "inspire",
        "While it shows, the Inspire action on this colour runs this figure's inspire effect (every "
        "showing one in the pile, bottom to top), then you draw a card of the pile's top value.",
        "✶",
    ),
)
