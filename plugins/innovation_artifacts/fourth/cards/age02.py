"""4th-edition Artifacts, age 2: effects registered on :data:`innovation_artifacts.fourth.book.book`.

Cards whose 4th-edition text means what the 3rd edition's did register the 3rd edition's
functions again (``innovation_artifacts.cards.age02``)."""

from __future__ import annotations

from innovation_artifacts.cards import age02 as third
from innovation_artifacts.fourth.book import book

# ---------------------------------------------------------------- unchanged from the 3rd edition
book.effect("holy_grail")(third.holy_grail)
book.compel("holy_lance")(third.holy_lance_compel)
book.effect("holy_lance")(third.holy_lance)
