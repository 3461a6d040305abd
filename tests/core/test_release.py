"""Release hygiene: the licence file matches pyproject's, one version everywhere, a changelog, and
the core's dependencies stay small (the terminal UI is an extra)."""

from __future__ import annotations

import tomllib
from pathlib import Path

import innovation

ROOT = Path(__file__).resolve().parents[2]
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]


def test_licence_file_matches_pyproject() -> None:
    assert PROJECT["license"] == "MIT"
    assert (ROOT / "LICENSE").read_text().startswith("MIT License")
    assert PROJECT["license-files"] == ["LICENSE"]


def test_one_version_everywhere() -> None:
    assert innovation.__version__ == PROJECT["version"]
    assert "Typing :: Typed" in PROJECT["classifiers"]


def test_changelog_and_compatibility_policy_exist() -> None:
    changelog = (ROOT / "CHANGELOG.md").read_text()
    assert "## Unreleased" in changelog and "Protocol 1.0" in changelog
    assert "## Compatibility" in (ROOT / "docs" / "protocol.md").read_text()


def test_the_core_needs_no_terminal_ui() -> None:
    names = [dep.split(">")[0].split("=")[0].strip() for dep in PROJECT["dependencies"]]
    # greenlet: request/response resumes paused actions (innovation.running.resume); CPython only.
    assert names == ["pluggy", "msgspec", "typing-extensions", "greenlet"]
    assert "platform_python_implementation == 'CPython'" in PROJECT["dependencies"][-1]
    extras = PROJECT["optional-dependencies"]
    assert any(dep.startswith("rich") for dep in extras["tui"])
    assert "tui" in extras["dev"][0]  # the test suite exercises the terminal UI
