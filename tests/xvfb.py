"""A virtual X server of a test's own (``Xvfb -displayfd``: the server picks a free display
number and says it, so tests running at once never share one)."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager

import pytest


@contextmanager
def virtual_display(screen: str = "1280x800x24") -> Iterator[str]:
    """An ``Xvfb`` server for the block; its display name (``:N``). Skips the test when the
    server does not start; stopped afterwards."""
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", screen, "-nolisten", "tcp"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    if not number:
        server.kill()
        pytest.skip("Xvfb did not start")
    try:
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)
