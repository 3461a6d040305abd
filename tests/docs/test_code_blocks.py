"""Every ```python block in README.md and docs/*.md runs.

The blocks of one page run in order in one namespace (a later block may use names from an
earlier one), in a temporary working directory; any ``test_*`` function a block defines is
called too. A page without python blocks is fine; a block that raises fails the test.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
BLOCK = re.compile(r"^```python[ \t]*\n(.*?)^```[ \t]*$", re.MULTILINE | re.DOTALL)


def python_blocks(page: Path) -> list[tuple[int, str]]:
    """(line number, source) of each python block."""
    text = page.read_text()
    return [(text.count("\n", 0, m.start()) + 2, m.group(1)) for m in BLOCK.finditer(text)]


@pytest.mark.parametrize("page", PAGES, ids=[p.relative_to(ROOT).as_posix() for p in PAGES])
def test_python_blocks_run(page: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    namespace: dict[str, object] = {"__name__": f"docs_{page.stem.replace('-', '_')}"}
    for line, source in python_blocks(page):
        before = set(namespace)
        code = compile("\n" * (line - 1) + source, str(page), "exec")
        exec(code, namespace)
        for name in sorted(set(namespace) - before):
            if name.startswith("test_") and callable(namespace[name]):
                namespace[name]()  # type: ignore[operator]


def test_the_pages_that_promise_examples_have_them() -> None:
    for name in (
        "README.md",
        "docs/getting-started.md",
        "docs/embedding.md",
        "docs/writing-cards.md",
        "docs/hooks.md",
        "docs/ai.md",
    ):
        assert python_blocks(ROOT / name), f"{name} has no python example"


def test_block_extraction() -> None:
    page = "text\n```python\nx = 1\n```\n\n```sh\nls\n```\n```python\ny = 2\n```\n"
    found = [m.group(1) for m in BLOCK.finditer(page)]
    assert found == ["x = 1\n", "y = 2\n"]
