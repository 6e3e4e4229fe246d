"""The shell's shape: the screens reach the window only through the navigation interface
(``figures/ui/shell/navigation.py``), and the modules of the desktop game do not import each other
in a circle (imports for type checking and imports inside functions count too)."""

from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx

UI = Path(__file__).resolve().parents[2] / "figures" / "ui"


def module_name(path: Path) -> str:
    parts = path.relative_to(UI.parents[1]).with_suffix("").parts
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def imports_of(path: Path) -> set[str]:
    """Every module ``path`` imports, wherever the import is (top level, a function, an
    ``if TYPE_CHECKING:`` block); ``from a import b`` counts as ``a.b`` when ``a.b`` is a
    module, else as ``a``."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            names.add(base)
            names.update(f"{base}.{alias.name}" for alias in node.names)
    return names


def ui_graph() -> nx.DiGraph:
    paths = sorted(UI.rglob("*.py"))
    modules = {module_name(path) for path in paths}
    graph = nx.DiGraph()
    graph.add_nodes_from(modules)
    for path in paths:
        source = module_name(path)
        for target in imports_of(path) & modules:
            if target != source and not source.startswith(f"{target}."):  # (own package)
                graph.add_edge(source, target)
    return graph


def test_the_graph_sees_the_ui_modules() -> None:
    graph = ui_graph()
    assert {"figures.ui.shell.app", "figures.ui.shell.navigation", "figures.ui.colour.view"} <= set(
        graph
    )
    assert graph.has_edge("figures.ui.shell.app", "figures.ui.colour.view")


def test_no_screen_imports_the_window() -> None:
    for path in sorted(UI.rglob("*.py")):
        if path == UI / "shell" / "app.py" or path.parent.name == "bench":
            continue  # (the window itself; the draw benches open one)
        for name in imports_of(path):
            assert not (
                name == "figures.ui.shell.app" or name.startswith("figures.ui.shell.app.")
            ), f"{path.relative_to(UI)} imports {name}"


def test_the_ui_modules_import_each_other_without_a_circle() -> None:
    graph = ui_graph()
    cycles = list(nx.simple_cycles(graph))
    assert nx.is_directed_acyclic_graph(graph), f"import cycles: {cycles}"
