"""4th-edition Artifacts, age 4: effects registered on :data:`innovation_artifacts.fourth.book.book`.

Cards whose 4th-edition text means what the 3rd edition's did register the 3rd edition's
functions again (``innovation_artifacts.cards.age04``)."""

from __future__ import annotations

from innovation_artifacts.cards import age04 as third
from innovation_artifacts.fourth.book import book

# ---------------------------------------------------------------- unchanged from the 3rd edition
book.effect("abell_gallery_harpsichord")(third.abell_gallery_harpsichord)
book.effect("cross_of_coronado")(third.cross_of_coronado)
book.effect("mona_lisa")(third.mona_lisa)
