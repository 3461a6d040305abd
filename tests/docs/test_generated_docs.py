"""docs/hooks.md and docs/coverage.md are generated; these tests fail when they are stale, when
the hooks page and hookspecs.py disagree, or when an implemented card has no test."""

from __future__ import annotations

import importlib.util
import inspect
import re
import sys
from pathlib import Path
from types import ModuleType

from innovation.rules import hookspecs

ROOT = Path(__file__).resolve().parents[2]


def tool(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"tools_{name}", ROOT / "tools" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def test_hooks_page_is_up_to_date() -> None:
    page = (ROOT / "docs" / "hooks.md").read_text()
    assert page == tool("gen_hooks").render(), "docs/hooks.md is stale: run python tools/gen_hooks.py"


def test_hooks_page_lists_exactly_the_hookspecs_with_their_docstrings() -> None:
    page = (ROOT / "docs" / "hooks.md").read_text()
    specs = {
        name: fn
        for name, fn in vars(hookspecs).items()
        if name.startswith("innovation_") and hasattr(fn, "innovation_spec")
    }
    assert specs, "no hook specifications found"
    assert set(re.findall(r"^## (innovation_\w+)$", page, re.MULTILINE)) == set(specs)
    for name, fn in specs.items():
        section = page.split(f"## {name}\n", 1)[1].split("\n## ", 1)[0]
        assert (inspect.getdoc(fn) or "") in section, f"{name}: docstring missing from docs/hooks.md"
        kind = "first result" if fn.innovation_spec["firstresult"] else "collected"
        assert f"*{kind}*" in section


def test_coverage_page_is_up_to_date() -> None:
    page = (ROOT / "docs" / "coverage.md").read_text()
    assert page == tool("gen_coverage").render(), "docs/coverage.md is stale: run python tools/gen_coverage.py"


def test_every_implemented_card_has_a_test() -> None:
    cov = tool("gen_coverage").collect()
    assert "base" in cov.cards and len(cov.cards["base"]) == 105
    base_missing = [cid for _, cid, _, _, done in cov.cards["base"] if not done]
    assert base_missing == [], "base cards without behaviour (NotImplementedRuleError)"
    # Expansion cards not implemented yet are gaps, listed on the page; implemented ones need tests.
    assert cov.untested() == [], "cards or special achievements without a scenario test"
    for _set_name, listing in cov.cards.items():
        for _age, cid, *_ in listing:
            assert all("::test_" in t for t in cov.tests.get(cid, []))


def test_coverage_lists_unimplemented_sets_as_gaps() -> None:
    gen = tool("gen_coverage")
    cov = gen.Coverage(
        cards={"base": [(1, "writing", "Writing", "blue", True)]},
        specials={},
        tests={"writing": ["tests/cards/test_age01.py::test_writing_draws_a_two"]},
        gaps=[("echoes", "no card implemented yet (105 cards)")],
    )
    page = gen.render(cov)
    assert "- **Echoes of the Past** (`echoes`): no card implemented yet (105 cards)" in page
    assert "| 1 | Writing | blue | yes | `test_writing_draws_a_two` (tests/cards/test_age01.py) |" in page
    untested = gen.Coverage(cards={"base": [(1, "oars", "Oars", "red", True)]}, specials={}, tests={})
    assert untested.untested() == ["oars"] and "1 without a test: `oars`" in gen.render(untested)
