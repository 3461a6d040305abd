"""The API reference (docs/api/, built by Sphinx in CI with warnings as errors) documents real
modules under their own names: an old path kept importing by ``innovation._moved`` is an alias,
and autodoc would render its page empty without a warning."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
API = ROOT / "docs" / "api"
AUTOMODULE = re.compile(r"^\.\. automodule:: (\S+)$", re.M)


def test_every_page_documents_a_module_under_its_own_name() -> None:
    documented = {name for page in API.glob("*.rst") for name in AUTOMODULE.findall(page.read_text())}
    assert {"innovation", "innovation.plugin_api", "innovation.testing", "innovation.options"} <= documented
    for name in sorted(documented):
        module = importlib.import_module(name)
        assert module.__name__ == name, f"docs/api documents {name}, an alias of {module.__name__}"
        members = getattr(module, "__all__", None) or [
            n for n, v in vars(module).items() if not n.startswith("_") and getattr(v, "__module__", None) == name
        ]
        assert members or module.__doc__, f"{name} has nothing to document"


def test_every_page_is_in_the_table_of_contents() -> None:
    index = (API / "index.rst").read_text()
    for page in API.glob("*.rst"):
        if page.name != "index.rst":
            assert re.search(rf"^   {page.stem}$", index, re.M), f"{page.name} is not listed in docs/api/index.rst"


def test_every_guide_is_in_the_site() -> None:
    """Sphinx (-W) fails the docs build on a page in no table of contents: say so here first."""
    index = (ROOT / "docs" / "index.md").read_text()
    for page in (ROOT / "docs").glob("*.md"):
        if page.stem != "index":
            assert re.search(rf"^{re.escape(page.stem)}$", index, re.M), f"add {page.stem} to docs/index.md"
