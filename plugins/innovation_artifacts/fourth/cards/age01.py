"""4th-edition Artifacts, age 1: effects registered on :data:`innovation_artifacts.fourth.book.book`.

Cards whose 4th-edition text means what the 3rd edition's did register the 3rd edition's
functions again (``innovation_artifacts.cards.age01``)."""

from __future__ import annotations

from innovation_artifacts.cards import age01 as third
from innovation_artifacts.fourth.book import book

# ---------------------------------------------------------------- unchanged from the 3rd edition
book.effect("basur_hoyuk_tokens")(third.basur_hoyuk_tokens)
book.compel("dancing_girl")(third.dancing_girl_compel)
book.effect("dancing_girl")(third.dancing_girl)
book.effect("electrum_stater_of_efesos")(third.electrum_stater_of_efesos)
book.effect("pavlovian_tusk")(third.pavlovian_tusk)
book.effect("sibidu_needle")(third.sibidu_needle)
