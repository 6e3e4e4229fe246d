"""The picture of each game the set-up shows: the one shipped in the package
(``figures/data/pictures/<game>.png``, made by ``python -m figures.pictures.games``), else a
copy painted on first use into the data folder's ``pictures`` cache (a game added without
running the command). No arcade here."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from figures.app.storage import data_dir
from figures.pictures.colour import save_image
from figures.pictures.games import SIZE, render_picture

__all__ = ["SHIPPED", "SIZE", "cache_dir", "picture_path"]

#: Where the shipped pictures are, in the package.
SHIPPED = resources.files("figures").joinpath("data", "pictures")


def cache_dir() -> Path:
    return data_dir() / "pictures"


def picture_path(name: str) -> Path | None:
    """Where the picture of game ``name`` is: the one shipped, else the data folder's copy,
    painted now if it is not there yet; None when it can be neither found nor painted (the
    set-up then shows the name alone)."""
    shipped = SHIPPED.joinpath(f"{name}.png")
    if shipped.is_file():
        return Path(str(shipped))
    cached = cache_dir() / f"{name}.png"
    if cached.is_file():
        return cached
    try:
        cached.parent.mkdir(parents=True, exist_ok=True)
        save_image(render_picture(name), cached)
    except Exception:  # (a picture is never worth an error: the set-up works without it)
        return None
    return cached
