"""The UI tests (a package, so that their conftest is ``ui.conftest`` beside the root one)."""
