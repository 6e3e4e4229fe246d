"""The modal stack: what is open over a screen (a file dialog, a question) takes its input.

A screen routes each key, text, click and wheel event through its :class:`ModalStack` first:
while something is open, the top layer gets the event and the screen does not (the wheel is
only swallowed: a file dialog scrolls its list with a handler of its own); when nothing is,
the stack says so and the screen handles the event itself. The stack draws its layers over
the screen, the lowest first. A layer leaves the stack when it closes (:meth:`ModalStack.close`,
which its close callback calls), the one below it taking the input again. A screen names its
open layer of one kind with a :class:`ModalSlot` (``dialog = ModalSlot(FileDialog)``): reading
it gives that layer or None, setting it opens a layer in place of the one open (None: closes it).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Generic, Protocol, TypeVar, overload

__all__ = ["Modal", "ModalSlot", "ModalStack"]


class Modal(Protocol):
    """A layer of the stack: a file dialog (:class:`~figures.ui.widgets.dialog.FileDialog`) or a
    question (:class:`~figures.ui.widgets.message.ConfirmPanel`)."""

    def key(self, symbol: int, modifiers: int) -> None: ...

    def text(self, content: str) -> None: ...

    def press(self, x: float, y: float) -> object: ...

    def draw(self, hover: tuple[float, float] | None) -> None: ...


L = TypeVar("L")


class ModalStack:
    """The layers open over a screen, the top one last."""

    def __init__(self) -> None:
        self.layers: list[Modal] = []

    def __bool__(self) -> bool:
        return bool(self.layers)

    def __iter__(self) -> Iterator[Modal]:
        return iter(self.layers)

    @property
    def open(self) -> bool:
        """Whether anything is open (the screen below takes no input)."""
        return bool(self.layers)

    @property
    def top(self) -> Modal | None:
        return self.layers[-1] if self.layers else None

    def push(self, layer: L) -> L:
        """Open ``layer`` over the others (it takes the input); it is returned."""
        assert layer not in self.layers
        self.layers.append(layer)  # type: ignore[arg-type]
        return layer

    def close(self, layer: object | None = None) -> None:
        """Close ``layer`` (by default the top one) and every layer opened over it."""
        if layer is None:
            if self.layers:
                self.layers.pop()
            return
        for index, open_layer in enumerate(self.layers):
            if open_layer is layer:
                del self.layers[index:]
                return

    def replace(self, kind: type[L], layer: L | None) -> None:
        """Close the open layer of type ``kind`` (and those over it), if any, and open
        ``layer`` instead (None: none)."""
        open_layer = self.find(kind)
        if open_layer is not None:
            self.close(open_layer)
        if layer is not None:
            self.push(layer)

    def find(self, kind: type[L]) -> L | None:
        """The topmost open layer of type ``kind``."""
        for layer in reversed(self.layers):
            if isinstance(layer, kind):
                return layer
        return None

    # ----------------------------------------------------------------- routing

    def key(self, symbol: int, modifiers: int) -> bool:
        """A key press to the top layer; whether one took it."""
        top = self.top
        if top is None:
            return False
        top.key(symbol, modifiers)
        return True

    def text(self, content: str) -> bool:
        top = self.top
        if top is None:
            return False
        top.text(content)
        return True

    def press(self, x: float, y: float) -> bool:
        """A click to the top layer (a click outside it does nothing: it stays open)."""
        top = self.top
        if top is None:
            return False
        top.press(x, y)
        return True

    def scroll(self) -> bool:
        """The wheel: nothing under an open layer moves."""
        return self.open

    def draw(self, hover: tuple[float, float] | None) -> None:
        for layer in list(self.layers):
            layer.draw(hover)


class ModalSlot(Generic[L]):
    """A screen's attribute for its open layer of one kind, kept in the screen's ``modals``
    stack: reading it gives that layer (or None), setting it opens a layer in place of the
    open one (None: closes it)."""

    def __init__(self, kind: type[L]) -> None:
        self.kind = kind

    @overload
    def __get__(self, screen: None, owner: type) -> ModalSlot[L]: ...

    @overload
    def __get__(self, screen: object, owner: type) -> L | None: ...

    def __get__(self, screen: Any, owner: type) -> ModalSlot[L] | L | None:
        if screen is None:
            return self
        stack: ModalStack = screen.modals
        return stack.find(self.kind)

    def __set__(self, screen: Any, layer: L | None) -> None:
        stack: ModalStack = screen.modals
        stack.replace(self.kind, layer)
