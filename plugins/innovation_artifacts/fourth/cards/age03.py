"""4th-edition Artifacts, age 3: effects registered on :data:`innovation_artifacts.fourth.book.book`.

Cards whose 4th-edition text means what the 3rd edition's did register the 3rd edition's
functions again (``innovation_artifacts.cards.age03``)."""

from __future__ import annotations

from innovation_artifacts.cards import age03 as third
from innovation_artifacts.fourth.book import book

# ---------------------------------------------------------------- unchanged from the 3rd edition
book.effect("along_the_river_during_the_qingming_festival")(third.along_the_river_during_the_qingming_festival)
book.compel("excalibur")(third.excalibur)
book.compel("mjolnir_amulet")(third.mjolnir_amulet)
book.effect("necronomicon")(third.necronomicon)
