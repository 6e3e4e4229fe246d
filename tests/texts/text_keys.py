"""The text keys the code asks for, read from its source (no module of it is imported).

Every call of :func:`figures.texts.i18n.tr`, ``trn``, ``count_text`` and ``has_text`` in
figures/ and tools/ is a *site*; its key (the first argument) is followed back through the
code as far as the code itself says what it is:

- a literal, a choice between literals (``"a" if x else "b"``, ``x or "b"``), an f-string or
  a sum of strings, a ``name += ".sum"`` (the key with the addition and without);
- a name assigned in the function or the module (or imported from another), a loop's or a
  comprehension's target over a literal tuple, list or dict (``zip`` and ``enumerate`` of
  them too), a literal dict's value (``D[k]``, ``D.get(k, default)``), what a function of
  the code returns;
- a name tested by the ``if`` around the site (``if kind in ("open", "place")``,
  ``if kind == "end"``): the values the test lets through;
- a parameter of the function: the arguments every caller passes for it (so a helper that
  takes a key, ``plural(key, value)``, or a part of one, ``words(how)`` calling
  ``tr(f"sheet.turn.{how}")``, is followed to its callers), only the callers that pass a
  true flag when the site is under ``if flag`` (``(lambda: ...) if short else None``);
- ``self.attr``: what the class and the classes beside it (its bases, its subclasses)
  assign to it, in their bodies or their methods.

What the code does not say further (a field of a record, ``entry.how``; an enum's value) is
a *hole*: a key with a hole is a *computed* key, whose holes' values the tests state from
the code's sources of truth. A key is a :data:`Pattern`, its literal texts and holes.

A site is *optional* when its function asks ``has_text`` of the same key (``tr(key) if
has_text(key) else ...``): the key may be missing, and the code says something else then.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import cached_property
from itertools import product
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
#: The folders whose code is read.
FOLDERS = ("figures", "tools")
#: The functions of figures.texts.i18n that take a key as their first argument.
SINKS = frozenset({"tr", "trn", "count_text", "has_text"})
I18N = "figures.texts.i18n"
#: How deep a key is followed back (names within calls within names): more than the code needs.
DEPTH = 16


@dataclass(frozen=True)
class Hole:
    """A part of a key that the code computes: the expression, as written."""

    text: str

    def __str__(self) -> str:
        return "{" + self.text + "}"


Pattern = tuple[str | Hole, ...]
#: What ``None`` is (a default that stands for no key): no key is made with it.
NO_KEY: Pattern = (Hole("None"),)


def shape(pattern: Pattern) -> str:
    """A pattern written out, ``{expression}`` for each hole."""
    return "".join(str(part) for part in pattern)


def skeleton(pattern: Pattern) -> str:
    """A pattern's literal texts, ``{}`` for each hole: ``end.reason.{}``."""
    return "".join("{}" if isinstance(part, Hole) else part for part in pattern)


def holes(pattern: Pattern) -> list[Hole]:
    return [part for part in pattern if isinstance(part, Hole)]


def fill(pattern: Pattern, values: tuple[str, ...]) -> str:
    """The key a pattern makes with its holes' values, in order."""
    given = iter(values)
    return "".join(next(given) if isinstance(part, Hole) else part for part in pattern)


def _join(parts: Iterable[str | Hole]) -> Pattern:
    """Adjacent literal parts merged into one."""
    out: list[str | Hole] = []
    for part in parts:
        if isinstance(part, str) and out and isinstance(out[-1], str):
            out[-1] += part
        elif part != "":
            out.append(part)
    return tuple(out)


def _products(choices: list[set[Pattern]]) -> set[Pattern]:
    """The keys made of one pattern of each choice, one after another (None makes none)."""
    kept = [choice - {NO_KEY} for choice in choices]
    return {_join(p for part in parts for p in part) for parts in product(*kept)}


@dataclass
class Module:
    path: Path
    name: str  # dotted
    tree: ast.Module
    #: A name imported with ``from X import name [as alias]``: alias -> (X, name).
    imported: dict[str, tuple[str, str]] = field(default_factory=dict)
    #: A module imported whole (``import X as alias``, ``from figures.texts import i18n``).
    modules: dict[str, str] = field(default_factory=dict)

    @cached_property
    def file(self) -> str:
        return self.path.relative_to(ROOT).as_posix()


Function = ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda


@dataclass(frozen=True)
class Scope:
    """Where an expression is: its module, and the function and the class around it."""

    module: Module
    function: ast.FunctionDef | ast.AsyncFunctionDef | None = None
    cls: ast.ClassDef | None = None


@dataclass(frozen=True)
class Site:
    """A call of a sink: where, which, the keys it may ask for, and whether the code checks
    ``has_text`` first (a key that may be missing)."""

    file: str
    line: int
    sink: str
    patterns: frozenset[Pattern]
    optional: bool


class Code:
    """The modules of :data:`FOLDERS`, parsed, and the keys their sites may ask for."""

    def __init__(self, root: Path = ROOT, folders: tuple[str, ...] = FOLDERS) -> None:
        self.modules: dict[str, Module] = {}
        for folder in folders:
            for path in sorted((root / folder).rglob("*.py")):
                parts = path.relative_to(root).with_suffix("").parts
                name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
                self.modules[name] = Module(path, name, ast.parse(path.read_text("utf-8")))
        self.parent: dict[ast.AST, ast.AST] = {}
        self.scope_of: dict[ast.AST, Scope] = {}
        #: Every function and method by its name, with the scope it is defined in.
        self.defs: dict[str, list[tuple[Scope, ast.FunctionDef | ast.AsyncFunctionDef]]] = {}
        self.classes: list[tuple[Module, ast.ClassDef]] = []
        self.calls: dict[str, list[tuple[Scope, ast.Call]]] = {}
        for module in self.modules.values():
            self._index(module)
        self._following: set[tuple[int, int]] = set()
        self._checks: dict[int, set[str]] = {}
        self._nodes: dict[int, list[ast.AST]] = {}
        self._attributes: dict[tuple[str, int], set[Pattern]] = {}

    # ------------------------------------------------------------------ index

    def _index(self, module: Module) -> None:
        for node in ast.walk(module.tree):
            for child in ast.iter_child_nodes(node):
                self.parent[child] = node
            if isinstance(node, ast.ImportFrom) and node.module is not None:
                base = node.module
                if node.level:  # relative: from the module's package
                    package = module.name.split(".")
                    if module.path.name != "__init__.py":
                        package = package[:-1]
                    base = ".".join([*package[: len(package) - node.level + 1], node.module])
                for alias in node.names:
                    whole = f"{base}.{alias.name}"
                    if whole in self.modules or whole == I18N:
                        module.modules[alias.asname or alias.name] = whole
                    module.imported[alias.asname or alias.name] = (base, alias.name)
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    module.modules[alias.asname or alias.name] = alias.name
        self._walk(module, module.tree, Scope(module))

    def _walk(self, module: Module, node: ast.AST, scope: Scope) -> None:
        for child in ast.iter_child_nodes(node):
            self.scope_of[child] = scope
            inner = scope
            if isinstance(child, ast.ClassDef):
                self.classes.append((module, child))
                inner = Scope(module, scope.function, child)
            elif isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
                self.defs.setdefault(child.name, []).append((scope, child))
                inner = Scope(module, child, scope.cls if scope.function is None else None)
            elif isinstance(child, ast.Call):
                name = _called_name(child.func)
                if name is not None:
                    self.calls.setdefault(name, []).append((scope, child))
            self._walk(module, child, inner)

    # ------------------------------------------------------------------ sites

    def sink(self, scope: Scope, call: ast.Call) -> str | None:
        """The function of figures.texts.i18n that ``call`` calls, if it is a sink."""
        func = call.func
        if isinstance(func, ast.Name):
            if scope.module.name == I18N:
                return func.id if func.id in SINKS else None
            origin = scope.module.imported.get(func.id)
            if origin is not None and origin[0] == I18N and origin[1] in SINKS:
                return origin[1]
        if (
            isinstance(func, ast.Attribute)
            and isinstance(func.value, ast.Name)
            and func.attr in SINKS
            and scope.module.modules.get(func.value.id) == I18N
        ):
            return func.attr
        return None

    @cached_property
    def sites(self) -> list[Site]:
        """Every call of a sink (but a sink's own calls with its key), and its keys."""
        found = []
        for name in SINKS:
            for scope, call in self.calls.get(name, []):
                sink = self.sink(scope, call)
                key = _argument(call, 0, "key")
                if sink is None or key is None:
                    continue
                function = scope.function
                if scope.module.name == I18N and function is not None and function.name in SINKS:
                    continue
                patterns = frozenset(self.resolve(key, scope, DEPTH) - {NO_KEY})
                optional = sink == "has_text" or self._checked(key, scope)
                found.append(Site(scope.module.file, call.lineno, sink, patterns, optional))
        return sorted(found, key=lambda s: (s.file, s.line, s.sink))

    def _checked(self, key: ast.expr, scope: Scope) -> bool:
        """Whether the function around ``key`` asks ``has_text`` of the same expression."""
        if not self._checks:
            for where, call in self.calls.get("has_text", []):
                asked = _argument(call, 0, "key")
                if asked is not None and self.sink(where, call) == "has_text":
                    texts = self._checks.setdefault(id(where.function), set())
                    texts.add(ast.unparse(asked))
        return ast.unparse(key) in self._checks.get(id(scope.function), set())

    # ------------------------------------------------------------------ resolve

    def resolve(self, node: ast.expr, scope: Scope, depth: int = DEPTH) -> set[Pattern]:
        """The keys ``node`` may be, in ``scope``: a hole of its text when the code does not
        say."""
        mark = (id(node), id(scope.function))
        if depth <= 0 or mark in self._following:  # (a value built from itself: none more)
            return set() if mark in self._following else {(Hole(ast.unparse(node)),)}
        self._following.add(mark)
        try:
            found = self._resolve(node, scope, depth - 1)
        finally:
            self._following.discard(mark)
        return {(Hole(ast.unparse(node)),)} if found is None else found

    def _resolve(self, node: ast.expr, scope: Scope, depth: int) -> set[Pattern] | None:
        if isinstance(node, ast.Constant):
            if isinstance(node.value, str):
                return {(node.value,)}
            return {NO_KEY} if node.value is None else None
        if isinstance(node, ast.JoinedStr):
            choices: list[set[Pattern]] = []
            for value in node.values:
                if isinstance(value, ast.Constant):
                    choices.append({(str(value.value),)})
                elif isinstance(value, ast.FormattedValue):
                    choices.append(self.resolve(value.value, scope, depth))
            return _products(choices)
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            parts = [self.resolve(node.left, scope, depth), self.resolve(node.right, scope, depth)]
            return _products(parts)
        if isinstance(node, ast.IfExp):
            return self.resolve(node.body, scope, depth) | self.resolve(node.orelse, scope, depth)
        if isinstance(node, ast.BoolOp):
            return set().union(*(self.resolve(v, scope, depth) for v in node.values))
        if isinstance(node, ast.Name):
            return self._name(node, scope, depth)
        if isinstance(node, ast.Subscript):  # a literal dict's values
            values = self.elements(node.value, scope, values=True)
            if values is not None:
                return set().union(*(self.resolve(v, s, depth) for v, s in values))
        if isinstance(node, ast.Call):
            return self._call(node, scope, depth)
        if isinstance(node, ast.Attribute) and _is_self(node.value) and scope.cls is not None:
            return self._attribute(node.attr, scope.cls, depth) or None
        return None

    def _call(self, node: ast.Call, scope: Scope, depth: int) -> set[Pattern] | None:
        func = node.func
        if isinstance(func, ast.Attribute) and func.attr == "get" and node.args:
            values = self.elements(func.value, scope, values=True)  # a literal dict's value
            if values is not None:
                found = set().union(*(self.resolve(v, s, depth) for v, s in values))
                if len(node.args) > 1:
                    found |= self.resolve(node.args[1], scope, depth)
                return found
        if isinstance(func, ast.Name):  # what a function of the code returns
            defined = self._function(func.id, scope.module)
            if defined is not None:
                where, function = defined
                inner = Scope(where.module, function, where.cls)
                returned = [
                    n.value
                    for n in self.own(function)
                    if isinstance(n, ast.Return) and n.value is not None
                ]
                if returned:
                    return set().union(*(self.resolve(r, inner, depth) for r in returned))
        return None

    def _function(
        self, name: str, module: Module
    ) -> tuple[Scope, ast.FunctionDef | ast.AsyncFunctionDef] | None:
        """The module-level function ``name`` means in ``module`` (its own or imported)."""
        origin = module.imported.get(name)
        home = self.modules.get(origin[0]) if origin is not None else module
        wanted = origin[1] if origin is not None else name
        for where, function in self.defs.get(wanted, []):
            if where.module is home and where.function is None and where.cls is None:
                return where, function
        return None

    def _name(self, node: ast.Name, scope: Scope, depth: int) -> set[Pattern] | None:
        narrowed = self._narrowed(node, scope, depth)
        if narrowed is not None:
            return narrowed
        name = node.id
        function = scope.function
        while function is not None:
            found = self._local(node, function, scope, depth)
            if found is not None:
                return found
            outer = self.scope_of.get(function)
            if outer is None or outer.function is None:
                break
            scope, function = outer, outer.function
        return self._global(name, scope.module, depth)

    def _narrowed(self, node: ast.Name, scope: Scope, depth: int) -> set[Pattern] | None:
        """The values an ``if`` around ``node`` lets through: ``name in (literal, ...)`` or
        ``name == literal`` (None: no such test)."""
        child: ast.AST = node
        parent = self.parent.get(child)
        while parent is not None and parent is not scope.function:
            tests: list[ast.expr] = []
            if isinstance(parent, ast.If | ast.IfExp) and child is not parent.test:
                inside = parent.body if isinstance(parent, ast.If) else [parent.body]
                if child in inside:
                    tests.append(parent.test)
            for test in tests:
                parts = test.values if isinstance(test, ast.BoolOp) else [test]
                for part in parts:
                    if (
                        isinstance(part, ast.Compare)
                        and len(part.ops) == 1
                        and isinstance(part.left, ast.Name)
                        and part.left.id == node.id
                    ):
                        (op,), (against,) = part.ops, part.comparators
                        if isinstance(op, ast.Eq):
                            return self.resolve(against, scope, depth)
                        items = self.elements(against, scope) if isinstance(op, ast.In) else None
                        if items is not None:
                            return set().union(*(self.resolve(i, s, depth) for i, s in items))
            child, parent = parent, self.parent.get(parent)
        return None

    def _local(
        self,
        node: ast.Name,
        function: ast.FunctionDef | ast.AsyncFunctionDef,
        scope: Scope,
        depth: int,
    ) -> set[Pattern] | None:
        """The values of a name bound in ``function`` (None: not bound there)."""
        name = node.id
        found: set[Pattern] = set()
        bound = False
        args = function.args
        positional = [*args.posonlyargs, *args.args]
        defaults: dict[str, ast.expr] = {}
        for param, default in zip(positional[::-1], args.defaults[::-1], strict=False):
            defaults[param.arg] = default
        for param, default in zip(args.kwonlyargs, args.kw_defaults, strict=True):
            if default is not None:
                defaults[param.arg] = default
        params = [*positional, *args.kwonlyargs]
        for position, param in enumerate(params):
            if param.arg == name:
                bound = True
                keyword_only = position >= len(positional)
                at = -1 if keyword_only else position
                conditions = self._conditions(node, function)
                passed = self._parameter(function, scope, at, name, conditions, depth)
                if name in defaults:
                    passed |= self.resolve(defaults[name], scope, depth)
                found |= passed or {(Hole(name),)}  # (no caller says)
        inner = Scope(scope.module, function, scope.cls)
        added: list[set[Pattern]] = []
        for statement in self.own(function):
            for value in self._bindings(statement, name, inner, depth):
                bound = True
                found |= value
            if (
                isinstance(statement, ast.AugAssign)
                and isinstance(statement.op, ast.Add)
                and isinstance(statement.target, ast.Name)
                and statement.target.id == name
            ):
                added.append(self.resolve(statement.value, inner, depth))
        for addition in added:  # ``name += ...``: the values with the addition, and without
            found |= _products([found, addition])
        return found if bound else None

    def _global(self, name: str, module: Module, depth: int) -> set[Pattern] | None:
        scope = Scope(module)
        bindings = [
            value
            for statement in _module_statements(module)
            for value in self._bindings(statement, name, scope, depth)
        ]
        if bindings:
            return set().union(*bindings)
        origin = module.imported.get(name)
        if origin is not None and origin[0] in self.modules:
            return self._global(origin[1], self.modules[origin[0]], depth)
        return None

    def _bindings(
        self, node: ast.AST, name: str, scope: Scope, depth: int
    ) -> Iterator[set[Pattern]]:
        """The values ``node`` binds to ``name``: an assignment, a loop's or a
        comprehension's target."""
        if isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                if isinstance(target, ast.Name) and target.id == name:
                    yield self.resolve(node.value, scope, depth)
                elif isinstance(target, ast.Tuple) and _holds(target, name):
                    items = self._unpack(target, node.value, name, scope)
                    if items is None:
                        yield {(Hole(f"{name} of {ast.unparse(node.value)}"),)}
                    else:
                        yield set().union(*(self.resolve(i, s, depth) for i, s in items))
        elif isinstance(node, ast.For | ast.comprehension) and _holds(node.target, name):
            items = self._iterated(node.target, node.iter, name, scope)
            if items is None:
                yield {(Hole(f"{name} in {ast.unparse(node.iter)}"),)}
            else:
                yield set().union(*(self.resolve(i, s, depth) for i, s in items))

    def _iterated(
        self, target: ast.expr, iterable: ast.expr, name: str, scope: Scope
    ) -> list[tuple[ast.expr, Scope]] | None:
        """What ``name`` in ``target`` takes, iterating over ``iterable``."""
        if isinstance(target, ast.Name):
            return self.elements(iterable, scope)
        if not isinstance(target, ast.Tuple | ast.List):
            return None
        if isinstance(iterable, ast.Call) and isinstance(iterable.func, ast.Name):
            at = next(i for i, t in enumerate(target.elts) if _holds(t, name))
            if iterable.func.id == "zip" and at < len(iterable.args):
                return self._iterated(target.elts[at], iterable.args[at], name, scope)
            if iterable.func.id == "enumerate" and at == 1 and iterable.args:
                return self._iterated(target.elts[1], iterable.args[0], name, scope)
        items = self.elements(iterable, scope)
        if items is None:
            return None
        found: list[tuple[ast.expr, Scope]] = []
        for item, where in items:
            found += self._unpack(target, item, name, where) or []
        return found

    def _unpack(
        self, target: ast.expr, value: ast.expr, name: str, scope: Scope
    ) -> list[tuple[ast.expr, Scope]] | None:
        """What ``name`` in ``target`` takes, assigned ``value``."""
        if isinstance(target, ast.Name):
            return [(value, scope)] if target.id == name else []
        if isinstance(target, ast.Tuple | ast.List) and isinstance(value, ast.Tuple | ast.List):
            found: list[tuple[ast.expr, Scope]] = []
            for part, item in zip(target.elts, value.elts, strict=False):
                found += self._unpack(part, item, name, scope) or []
            return found
        return None

    def elements(
        self, node: ast.expr, scope: Scope, *, values: bool = False
    ) -> list[tuple[ast.expr, Scope]] | None:
        """The items of a literal container (a dict's keys, or its values if ``values``;
        ``d.items()`` as pairs), followed through names; None if it is not one."""
        found: list[tuple[ast.expr, Scope]]
        if isinstance(node, ast.Tuple | ast.List | ast.Set):
            found = []
            for element in node.elts:
                if isinstance(element, ast.Starred):
                    inner = self.elements(element.value, scope)
                    if inner is None:
                        return None
                    found += inner
                else:
                    found.append((element, scope))
            return found
        if isinstance(node, ast.Dict):
            found = []
            for key, value in zip(node.keys, node.values, strict=True):
                if key is None:  # ``**other``: its items, if it is a literal too
                    inner = self.elements(value, scope, values=values)
                    if inner is None:
                        return None
                    found += inner
                else:
                    found.append((value if values else key, scope))
            return found
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and not node.args:
            method = node.func.attr
            if method in ("items", "keys", "values"):
                inner = self._literal(node.func.value, scope)
                if inner is not None and isinstance(inner[0], ast.Dict):
                    d, where = inner
                    if method != "items":
                        return self.elements(d, where, values=method == "values")
                    pairs = [ast.Tuple([k, v]) for k, v in zip(d.keys, d.values, strict=True) if k]
                    return [(p, where) for p in pairs]
        if isinstance(node, ast.Name):
            inner = self._literal(node, scope)
            if inner is not None:
                return self.elements(inner[0], inner[1], values=values)
        return None

    def _literal(self, node: ast.expr, scope: Scope) -> tuple[ast.expr, Scope] | None:
        """The literal container a name is bound to (in its function or module)."""
        if isinstance(node, ast.Dict | ast.Tuple | ast.List | ast.Set):
            return node, scope
        if not isinstance(node, ast.Name):
            return None
        places: list[tuple[Iterable[ast.AST], Scope]] = []
        if scope.function is not None:
            places.append((self.own(scope.function), scope))
        places.append((_module_statements(scope.module), Scope(scope.module)))
        for statements, where in places:
            for statement in statements:
                if isinstance(statement, ast.Assign | ast.AnnAssign) and statement.value:
                    targets = (
                        statement.targets
                        if isinstance(statement, ast.Assign)
                        else [statement.target]
                    )
                    if any(isinstance(t, ast.Name) and t.id == node.id for t in targets):
                        return self._literal(statement.value, where)
        origin = scope.module.imported.get(node.id)
        if origin is not None and origin[0] in self.modules:
            return self._literal(ast.Name(origin[1]), Scope(self.modules[origin[0]]))
        return None

    def _conditions(
        self, node: ast.AST, function: ast.FunctionDef | ast.AsyncFunctionDef
    ) -> dict[str, bool]:
        """The flags (parameters of ``function``) an ``if`` around ``node`` tests:
        ``(lambda: ...) if short else None`` is under ``short`` true."""
        params = {a.arg for a in [*function.args.args, *function.args.kwonlyargs]}
        found: dict[str, bool] = {}
        child: ast.AST = node
        parent = self.parent.get(child)
        while parent is not None and parent is not function:
            if isinstance(parent, ast.If | ast.IfExp) and child is not parent.test:
                body = parent.body if isinstance(parent, ast.If) else [parent.body]
                test, truth = parent.test, child in body
                if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
                    test, truth = test.operand, not truth
                if isinstance(test, ast.Name) and test.id in params:
                    found[test.id] = truth
            child, parent = parent, self.parent.get(parent)
        return found

    def _parameter(
        self,
        function: ast.FunctionDef | ast.AsyncFunctionDef,
        scope: Scope,
        position: int,
        name: str,
        conditions: dict[str, bool],
        depth: int,
    ) -> set[Pattern]:
        """What the callers pass for a parameter (those whose flags the site's ``if`` lets
        through)."""
        found: set[Pattern] = set()
        method = scope.cls is not None and function in scope.cls.body
        params = [a.arg for a in [*function.args.posonlyargs, *function.args.args]]
        for caller, call in self.callers(function, scope):
            shift = 1 if method and (function.name == "__init__" or _is_method_call(call)) else 0
            if not all(
                self._truth(call, params.index(flag) - shift if flag in params else -1, flag)
                in (truth, None)
                for flag, truth in conditions.items()
            ):
                continue
            argument = _argument(call, position - shift if position >= 0 else -1, name)
            if argument is not None:
                found |= self.resolve(argument, caller, depth)
        return found

    @staticmethod
    def _truth(call: ast.Call, position: int, name: str) -> bool | None:
        """Whether a call passes a true flag (None: not said, or not a literal)."""
        argument = _argument(call, position, name)
        if isinstance(argument, ast.Constant):
            return bool(argument.value)
        return False if argument is None else None

    def callers(
        self, function: ast.FunctionDef | ast.AsyncFunctionDef, scope: Scope
    ) -> list[tuple[Scope, ast.Call]]:
        """The calls of ``function``: by its name where it is defined or imported; a method
        as ``self.name(...)`` in its class and the classes beside it, or anywhere when no
        other function has its name; a class's ``__init__`` as the class's name."""
        name = function.name
        cls = scope.cls if scope.cls is not None and function in scope.cls.body else None
        if name == "__init__" and cls is not None:
            name = cls.name
        here = scope.module
        found = []
        for caller, call in self.calls.get(name, []):
            func = call.func
            if isinstance(func, ast.Name):
                origin = caller.module.imported.get(name)
                if (caller.module is here and origin is None) or (
                    origin is not None and self.home(*origin) == (here.name, name)
                ):
                    found.append((caller, call))
            elif isinstance(func, ast.Attribute):
                value = func.value
                if cls is not None and _is_self(value):
                    if _related(caller.cls, cls):
                        found.append((caller, call))
                elif isinstance(value, ast.Name) and value.id in caller.module.modules:
                    if self.home(caller.module.modules[value.id], name) == (here.name, name):
                        found.append((caller, call))
                elif cls is not None and len(self.defs.get(function.name, [])) == 1:
                    found.append((caller, call))
        return found

    def home(self, module: str, name: str) -> tuple[str, str]:
        """Where ``name`` of ``module`` is defined, following the imports that re-export it."""
        seen = set()
        while module in self.modules and (module, name) not in seen:
            seen.add((module, name))
            origin = self.modules[module].imported.get(name)
            if origin is None:
                break
            module, name = origin
        return module, name

    def _attribute(self, attr: str, cls: ast.ClassDef, depth: int) -> set[Pattern]:
        """``self.attr`` in ``cls``: what it and the classes beside it assign to it."""
        known = self._attributes.get((attr, id(cls)))
        if known is not None:
            return known
        found: set[Pattern] = set()
        self._attributes[(attr, id(cls))] = found  # (while it is worked out: none more)
        for module, other in self.classes:
            if not _related(other, cls):
                continue
            for statement in other.body:  # ``texts = "tutorial"`` in the class's body
                if isinstance(statement, ast.Assign | ast.AnnAssign) and statement.value:
                    targets = (
                        statement.targets
                        if isinstance(statement, ast.Assign)
                        else [statement.target]
                    )
                    if any(isinstance(t, ast.Name) and t.id == attr for t in targets):
                        found |= self.resolve(statement.value, Scope(module, None, other), depth)
                if isinstance(statement, ast.AnnAssign) and _is_dataclass(other):
                    target = statement.target
                    if isinstance(target, ast.Name) and target.id == attr:
                        found |= self._fields(other, attr, depth)  # ``Card(name=...)``
            for node in ast.walk(other):
                if isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
                    targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                    for target in targets:
                        if (
                            isinstance(target, ast.Attribute)
                            and target.attr == attr
                            and _is_self(target.value)
                        ):
                            found |= self.resolve(node.value, self.scope_of[node], depth)
        return found

    def own(self, function: ast.AST) -> list[ast.AST]:
        if id(function) not in self._nodes:
            self._nodes[id(function)] = list(_own_nodes(function))
        return self._nodes[id(function)]

    def _fields(self, cls: ast.ClassDef, attr: str, depth: int) -> set[Pattern]:
        """What the calls of a dataclass pass for its field ``attr`` (by its name)."""
        found: set[Pattern] = set()
        for caller, call in self.calls.get(cls.name, []):
            argument = _argument(call, -1, attr)
            if argument is not None:
                found |= self.resolve(argument, caller, depth)
        return found

    # ------------------------------------------------------------------ for the tests

    def constant(self, module: str, name: str) -> Any:
        """A module's literal constant, read from its source (``HOUSE_ROWS``)."""
        for statement in _module_statements(self.modules[module]):
            if isinstance(statement, ast.Assign | ast.AnnAssign) and statement.value:
                targets = (
                    statement.targets if isinstance(statement, ast.Assign) else [statement.target]
                )
                if any(isinstance(t, ast.Name) and t.id == name for t in targets):
                    return ast.literal_eval(statement.value)
        raise KeyError(f"{module}.{name}")

    def texts(self, module: str, name: str) -> set[str]:
        """The literal texts a module-level name may be (``DEAL, LINE, ACTIONS = ...``)."""
        bound = self._global(name, self.modules[module], DEPTH) or set()
        return {str(p[0]) for p in bound if _literal(p)}

    def arguments(self, callee: str, keyword: str) -> set[str]:
        """The literal texts the code passes as ``keyword=`` to calls of ``callee``
        (``SheetError(..., code="full")``)."""
        found: set[str] = set()
        for scope, call in self.calls.get(callee, []):
            for given in call.keywords:
                if given.arg == keyword:
                    found |= {p[0] for p in self.resolve(given.value, scope) if _literal(p)}
        return found


def _literal(pattern: Pattern) -> bool:
    return len(pattern) == 1 and isinstance(pattern[0], str)


def _called_name(func: ast.expr) -> str | None:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


def _is_method_call(call: ast.Call) -> bool:
    return isinstance(call.func, ast.Attribute)


def _argument(call: ast.Call, position: int, name: str) -> ast.expr | None:
    for keyword in call.keywords:
        if keyword.arg == name:
            return keyword.value
    if 0 <= position < len(call.args) and not isinstance(call.args[position], ast.Starred):
        return call.args[position]
    return None


def _related(one: ast.ClassDef | None, other: ast.ClassDef) -> bool:
    """Whether ``one`` is ``other``, or either names the other as a base class."""
    if one is None:
        return False
    bases = {ast.unparse(b).split(".")[-1] for b in one.bases}
    others = {ast.unparse(b).split(".")[-1] for b in other.bases}
    return one is other or other.name in bases or one.name in others


def _is_dataclass(cls: ast.ClassDef) -> bool:
    return any("dataclass" in ast.unparse(d) for d in cls.decorator_list)


def _is_self(node: ast.expr) -> bool:
    return isinstance(node, ast.Name) and node.id == "self"


def _holds(target: ast.expr, name: str) -> bool:
    """Whether an assignment's or a loop's target binds ``name``."""
    if isinstance(target, ast.Name):
        return target.id == name
    if isinstance(target, ast.Tuple | ast.List):
        return any(_holds(t, name) for t in target.elts)
    return False


def _own_nodes(function: ast.AST) -> Iterator[ast.AST]:
    """The nodes of a function's body, not those of the functions and classes inside it."""
    stack: list[ast.AST] = list(getattr(function, "body", []))
    while stack:
        node = stack.pop()
        yield node
        for child in ast.iter_child_nodes(node):
            if not isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                stack.append(child)


def _module_statements(module: Module) -> Iterator[ast.stmt]:
    """A module's statements, those of its ``if`` and ``try`` blocks too."""
    stack: list[ast.stmt] = list(module.tree.body)
    while stack:
        statement = stack.pop(0)
        yield statement
        if isinstance(statement, ast.If | ast.Try):
            stack[:0] = [*statement.body, *statement.orelse]
