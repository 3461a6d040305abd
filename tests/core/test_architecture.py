"""The shape of the code (docs/architecture.md, "The rooms"): the packages of ``src/innovation``
import only down the rooms, there is no import cycle, every room says what it owns and what it may
import, card/plugin code imports only the card-author API, and code here imports the core by its
new paths (the old ones are for outside code: :mod:`innovation._moved`).

Every import statement counts, wherever it stands — at the top, under ``TYPE_CHECKING`` or inside
a function: a cycle hidden behind a lazy import is still a cycle for the reader.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from innovation._moved import MOVED

ROOT = Path(__file__).resolve().parents[2]
CORE = ROOT / "src" / "innovation"

#: The rooms, bottom first: a module may import modules of its own room or of rooms below it. A
#: module belongs to the room of the longest name below that is its name or a package holding it.
ROOMS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "the ground floor: typed errors, the editions and the rule options, the extras' install commands, the "
        "protocol's message types",
        (
            "innovation.errors",
            "innovation.editions",
            "innovation.options",
            "innovation.extras",
            "innovation.protocol.vocabulary",
            "innovation.protocol.events",
            "innovation.protocol.decisions",
        ),
    ),
    ("the rules engine", ("innovation.rules",)),
    ("the card-author API", ("innovation.plugin_api",)),
    (
        "what a front-end sees (and in which language), how a game is kept, how an answer runs",
        ("innovation.protocol", "innovation.i18n", "innovation.saves", "innovation.running"),
    ),
    (
        "the public face: a game, its configuration and its pickling",
        ("innovation.config", "innovation.game", "innovation.game_pickle"),
    ),
    (
        "clients of the public face (a client may use another: the terminal serves the web table)",
        (
            "innovation",
            "innovation._moved",
            "innovation.__main__",
            "innovation.testing",
            "innovation.bots",
            "innovation.ai",
            "innovation.simulation",
            "innovation.cli",
            "innovation.web",
        ),
    ),
)
#: The rooms that are packages of their own, each with a docstring that says what it owns and what
#: it may import.
ROOM_PACKAGES = ("rules", "protocol", "saves", "running", "bots")
#: Card and plugin code may import only this module of the core.
PLUGIN_API = {"innovation.plugin_api"}


def module_name(path: Path) -> str:
    rel = path.relative_to(CORE.parent).with_suffix("")
    parts = rel.parts[:-1] if rel.name == "__init__" else rel.parts
    return ".".join(parts)


def imports_of(path: Path) -> set[str]:
    """Every module of the ``innovation`` package that ``path`` imports (``from innovation.protocol
    import view`` is an import of ``innovation.protocol.view``; an old path counts as itself)."""
    tree = ast.parse(path.read_text(), str(path))
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            for alias in node.names:
                sub = f"{node.module}.{alias.name}"
                out.add(sub if _is_module(sub) or sub in MOVED else node.module)
    return {m for m in out if m == "innovation" or m.startswith("innovation.")}


def _is_module(name: str) -> bool:
    base = CORE.parent.joinpath(*name.split("."))
    return base.with_suffix(".py").exists() or (base / "__init__.py").exists()


def core_graph() -> dict[str, set[str]]:
    graph = {module_name(p): imports_of(p) for p in CORE.rglob("*.py")}
    # importing a module of the package always runs the package's __init__: not an edge of its own
    return {
        m: {t for t in targets if t != "innovation" or m.startswith("innovation.cli")} for m, targets in graph.items()
    }


def room_of(module: str) -> int:
    best: tuple[int, int] | None = None  # (length of the matching name, room)
    for i, (_, names) in enumerate(ROOMS):
        for name in names:
            if (module == name or module.startswith(name + ".")) and (best is None or len(name) > best[0]):
                best = (len(name), i)
    if best is None:
        raise AssertionError(f"{module} is in no room: add it to ROOMS (and to docs/architecture.md)")
    return best[1]


def test_every_core_module_has_a_room() -> None:
    for module in core_graph():
        room_of(module)


def test_imports_point_down_the_rooms() -> None:
    graph = core_graph()
    wrong = []
    for module, targets in sorted(graph.items()):
        for target in sorted(targets):
            if target in graph and room_of(target) > room_of(module):
                wrong.append(f"{module} imports {target}, which sits above it ({ROOMS[room_of(target)][0]})")
    assert not wrong, "\n".join(wrong)


def test_the_rooms_know_their_places() -> None:
    assert room_of("innovation.protocol.events") < room_of("innovation.rules.moves")
    assert room_of("innovation.rules.moves") < room_of("innovation.protocol.view")
    assert room_of("innovation.saves.format") < room_of("innovation.game") < room_of("innovation.web.app")
    assert room_of("innovation") == room_of("innovation.bots.agents")


@pytest.mark.parametrize("room", ROOM_PACKAGES)
def test_every_room_says_what_it_owns_and_may_import(room: str) -> None:
    doc = ast.get_docstring(ast.parse((CORE / room / "__init__.py").read_text())) or ""
    assert "May import" in doc, f"src/innovation/{room}/__init__.py: say what the room owns and may import"


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for target in sorted(graph.get(node, ())):
            if state.get(target) == 1:
                return [*path[path.index(target) :], target]
            if target not in state:
                found = visit(target)
                if found:
                    return found
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def test_no_import_cycle() -> None:
    cycle = find_cycle(core_graph())
    assert cycle is None, " → ".join(cycle or ())


def test_the_cycle_finder_finds_cycles() -> None:
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


def test_every_core_module_says_what_it_is_for() -> None:
    missing = [str(p.relative_to(ROOT)) for p in CORE.rglob("*.py") if not ast.get_docstring(ast.parse(p.read_text()))]
    assert not missing, f"modules without an opening docstring: {missing}"


PLUGIN_CODE = sorted(
    [
        *(ROOT / "plugins").rglob("*.py"),
        *(ROOT / "examples" / "plugin_package").rglob("*.py"),
        ROOT / "tests" / "rules_plugin.py",
    ]
)


@pytest.mark.parametrize("path", PLUGIN_CODE, ids=lambda p: str(p.relative_to(ROOT)))
def test_plugin_code_imports_only_the_card_author_api(path: Path) -> None:
    bad = sorted(m for m in imports_of(path) if m not in PLUGIN_API)
    assert not bad, f"{path.relative_to(ROOT)} imports {bad}; card and plugin code imports innovation.plugin_api"


def test_the_scan_sees_every_kind_of_import(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(
        "from typing import TYPE_CHECKING\n"
        "import innovation.game\n"
        "from innovation.protocol import view\n"
        "from innovation import Game, board\n"
        "if TYPE_CHECKING:\n    from innovation.rules.turn import Engine\n"
        "def f():\n    from innovation.rules.board import Where\n"
    )
    assert imports_of(sample) == {
        "innovation.game",
        "innovation.protocol.view",
        "innovation",
        "innovation.rules.turn",
        "innovation.rules.board",
        "innovation.board",
    }


#: Where code of this repository lives (the core's own modules, its plugins and everything that uses it).
OUR_CODE = sorted(
    p
    for folder in ("src", "plugins", "tests", "tools", "benchmarks", "examples")
    for p in (ROOT / folder).rglob("*.py")
    if ".venv" not in p.parts
)


def test_code_here_imports_the_core_by_its_new_paths() -> None:
    """A type checker cannot follow an old path (it is a run-time alias): ours are all new."""
    old = [
        f"{p.relative_to(ROOT)} imports {m} (now {MOVED[m]})"
        for p in OUR_CODE
        for m in sorted(imports_of(p))
        if m in MOVED
    ]
    assert not old, "\n".join(old)
