"""4th-edition Artifacts, age 5: effects registered on :data:`innovation_artifacts.fourth.book.book`.

Cards whose 4th-edition text means what the 3rd edition's did register the 3rd edition's
functions again (``innovation_artifacts.cards.age05``)."""

from __future__ import annotations

from innovation_artifacts.cards import age05 as third
from innovation_artifacts.fourth.book import book

# ---------------------------------------------------------------- unchanged from the 3rd edition
book.effect("barque_longue_la_belle")(third.barque_longue_la_belle)
