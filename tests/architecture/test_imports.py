"""The package's imports: no module of ``figures`` (or of the developer tools) imports itself back
through others, and the layers declared once in ``pyproject.toml`` (``[tool.importlinter]``)
are kept.

Every import counts, wherever it is written: at the top of a module, inside a function, under
``if TYPE_CHECKING:``. ``from a import b`` counts as an import of ``a.b`` when that is a module,
else of ``a``. The graph is grimp's, the one import-linter checks the contracts on.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from functools import cache
from pathlib import Path
from typing import Any

import grimp
import networkx as nx
import pytest

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = ROOT / "pyproject.toml"


def import_graph() -> grimp.ImportGraph:
    """The modules of the package and of the developer tools (imported from the checkout)."""
    return grimp.build_graph(
        "figures", "tools", exclude_type_checking_imports=False, cache_dir=None
    )


def cycles(graph: grimp.ImportGraph) -> list[list[str]]:
    """Every circle of imports among the modules of ``graph``, each as the modules met along
    it from the first by name (the shortest circles first)."""
    modules = nx.DiGraph()
    for module in graph.modules:
        modules.add_node(module)
        for imported in graph.find_modules_directly_imported_by(module):
            modules.add_edge(module, imported)
    found = [c[c.index(min(c)) :] + c[: c.index(min(c))] for c in nx.simple_cycles(modules)]
    return sorted(found, key=lambda cycle: (len(cycle), cycle))


def contracts() -> dict[str, dict[str, Any]]:
    """The contracts declared in ``pyproject.toml``, by id."""
    options = tomllib.loads(PYPROJECT.read_text("utf-8"))["tool"]["importlinter"]
    return {contract["id"]: contract for contract in options["contracts"]}


def layers() -> list[set[str]]:
    """The layers of ``figures``, highest first, each as the set of its packages."""
    declared = contracts()["layers"]
    assert declared["containers"] == ["figures"]
    return [
        {f"figures.{name.strip()}" for name in layer.replace(":", "|").split("|")}
        for layer in declared["layers"]
    ]


def layer_of(package: str) -> int:
    return next(i for i, layer in enumerate(layers()) if package in layer)


@cache
def lint(contract: str) -> subprocess.CompletedProcess[str]:
    """``lint-imports`` run from the checkout (it reads ``pyproject.toml`` there, and imports the
    tools from there as the tests do) on one contract."""
    return subprocess.run(
        [
            sys.executable,
            "-c",
            "from importlinter.cli import lint_imports_command; lint_imports_command()",
            "--contract",
            contract,
            "--no-cache",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "COLUMNS": "200"},
    )


def test_the_graph_counts_imports_in_functions_and_for_type_checking() -> None:
    graph = import_graph()
    # figures/ai/players.py imports the hard player inside the functions that make it
    details = graph.get_import_details(importer="figures.ai.players", imported="figures.ai.hard")
    source = (ROOT / "figures" / "ai" / "players.py").read_text("utf-8").splitlines()
    assert details and all(source[d["line_number"] - 1].startswith("    ") for d in details)
    # figures/analysis/balance.py names the games it summarises only for type checking
    balance = {"importer": "figures.analysis.balance", "imported": "figures.colour.game"}
    assert graph.direct_import_exists(**balance)
    untyped = grimp.build_graph("figures", exclude_type_checking_imports=True, cache_dir=None)
    assert not untyped.direct_import_exists(**balance)
    # from a package, a module counts as that module
    assert graph.direct_import_exists(importer="figures.ui.shell.app", imported="figures.ui.theme")


def test_a_circle_of_imports_is_found() -> None:
    graph = grimp.ImportGraph()
    for importer, imported in (("p.a", "p.b"), ("p.b", "p.c"), ("p.c", "p.a"), ("p.c", "p.d")):
        graph.add_import(importer=importer, imported=imported)
    assert cycles(graph) == [["p.a", "p.b", "p.c"]]


def test_no_module_imports_itself_back() -> None:
    graph = import_graph()
    # (the whole package and the tools, not a part of them)
    assert {"figures.core.match", "figures.ui.shell.app", "tools.screenshots"} <= graph.modules
    assert len(graph.modules) > 150
    found = cycles(graph)
    assert not found, "import cycles:\n" + "\n".join(" -> ".join([*c, c[0]]) for c in found)


@pytest.mark.parametrize("contract", sorted(contracts()))
def test_the_import_contract_is_kept(contract: str) -> None:
    result = lint(contract)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "1 kept, 0 broken" in result.stdout


def test_every_folder_of_figures_has_its_layer() -> None:
    declared = contracts()["layers"]
    assert declared["exhaustive"] is True  # (lint-imports refuses a folder left out)
    packages = {f"figures.{path.parent.name}" for path in (ROOT / "figures").glob("*/__init__.py")}
    assert packages | {"figures.games"} == set().union(*layers())


def test_the_rules_and_the_core_are_the_lowest_layers() -> None:
    assert layers()[-2:] == [{"figures.colour", "figures.classic"}, {"figures.core"}]


def test_the_computer_players_are_below_the_desktop_and_the_command_line() -> None:
    ai = layer_of("figures.ai")
    assert layer_of("figures.ui") < ai and layer_of("figures.cli") < ai


def test_only_the_desktop_imports_arcade() -> None:
    declared = contracts()["arcade"]
    assert {"arcade", "pyglet"} <= set(declared["forbidden_modules"])
    assert set(declared["source_modules"]) == set().union(*layers()) - {"figures.ui"}
    tools = contracts()["tools"]
    assert tools["source_modules"] == ["figures"] and tools["forbidden_modules"] == ["tools"]


def test_the_command_line_opens_the_desktop_from_play_alone() -> None:
    declared = contracts()["launch"]
    assert declared["source_modules"] == ["figures.cli"]
    assert declared["forbidden_modules"] == ["figures.ui"]
    importers = {rule.split("->")[0].strip() for rule in declared["ignore_imports"]}
    assert importers == {"figures.cli.play"}
