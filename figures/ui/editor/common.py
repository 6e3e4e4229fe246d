"""What both sides of the position editor's state share, without arcade: the position edited
with its undo and redo, the description set as an undoable change, the file it came from and
goes to. The colour side (:class:`~figures.ui.editor.model.Editor`) and the classic side
(:class:`~figures.ui.editor.classic_model.ClassicEditor`) each say how their position is
read and written.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import Field, replace
from pathlib import Path
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from figures.app.storage import data_dir

#: Seconds a message stays in an editor's status line.
NOTE_TIME = 6.0


def scenarios_dir() -> Path:
    """Where the editor saves and opens by default: the data folder's ``scenarios``."""
    return data_dir() / "scenarios"


class Edited(Protocol):
    """A position an editor edits: a frozen dataclass with the file's other fields."""

    __dataclass_fields__: ClassVar[dict[str, Field[Any]]]

    @property
    def fields(self) -> Mapping[str, Any]: ...

    @property
    def description(self) -> str: ...


P = TypeVar("P", bound=Edited)


class History(Generic[P]):
    """A position edited, with its history, and the file it came from."""

    def __init__(self, position: P) -> None:
        self.position = position
        self._past: list[P] = []
        self._future: list[P] = []
        #: The position as last opened or saved (unsaved changes: it differs).
        self.saved = position
        self.path: Path | None = None

    # ----------------------------------------------------------------- what each side says

    def _read(self, path: Path) -> P:
        """The position the file at ``path`` holds (a FiguresError when it cannot be read)."""
        raise NotImplementedError

    def _write(self, path: Path) -> None:
        """The position written to ``path`` (a FiguresError when it cannot be)."""
        raise NotImplementedError

    def _restored(self) -> None:
        """After undo or redo: what depends on the position set right."""

    # ----------------------------------------------------------------- history

    @property
    def can_undo(self) -> bool:
        return bool(self._past)

    @property
    def can_redo(self) -> bool:
        return bool(self._future)

    @property
    def changed(self) -> bool:
        return self.position != self.saved

    def _change(self, position: P) -> None:
        self._past.append(self.position)
        self._future.clear()
        self.position = position

    def _step(self, source: list[P], target: list[P]) -> bool:
        """The position taken back from ``source``, the one left kept on ``target``."""
        if not source:
            return False
        target.append(self.position)
        self.position = source.pop()
        self._restored()
        return True

    def undo(self) -> bool:
        return self._step(self._past, self._future)

    def redo(self) -> bool:
        return self._step(self._future, self._past)

    def describe(self, description: str) -> bool:
        """The file's ``description`` set to ``description`` (an undoable change; the field
        keeps its place in the file, a new one goes first)."""
        description = description.strip()
        if description == self.position.description:
            return False
        fields = dict(self.position.fields)
        if description:
            fields = fields if "description" in fields else {"description": "", **fields}
            fields["description"] = description
        else:
            fields.pop("description", None)
        self._change(replace(self.position, fields=fields))
        return True

    # ----------------------------------------------------------------- files

    def save(self, path: Path) -> None:
        """Write the scenario; a FiguresError when it cannot."""
        path.parent.mkdir(parents=True, exist_ok=True)
        self._write(path)
        self.path = path
        self.saved = self.position

    def open(self, path: Path) -> None:
        """The scenario at ``path`` to edit (undo goes back to what was there); a
        FiguresError when it cannot be read."""
        position = self._read(path)
        self._change(position)
        self.path = path
        self.saved = position
