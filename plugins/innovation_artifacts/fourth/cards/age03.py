"""4th-edition Artifacts, age 3: effects registered on :data:`innovation_artifacts.fourth.book.book`."""

from __future__ import annotations
