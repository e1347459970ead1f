"""Crash-safe file writes and keeping bad files aside.

``atomic_write_text`` writes a temporary file in the target's folder, flushes and
fsyncs it, then ``os.replace``-s it over the target and fsyncs the folder: a kill
at any moment leaves the previous file or the new one, never a mix.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
import time
from pathlib import Path


def atomic_write_text(path: Path | str, text: str) -> None:
    """Replace ``path`` with ``text`` (UTF-8) atomically; raises ``OSError`` on failure.

    A character UTF-8 cannot hold (a lone surrogate) is written as a backslash escape."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, temp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        # mkstemp makes the file private (0600); give it the usual mode of a user file.
        if os.name != "nt":
            os.chmod(temp_name, 0o644)
        # A lone surrogate (a hostile name in a crash report) is written as \udXXX, which JSON
        # reads back as the same character: the write never fails for the text's sake.
        with os.fdopen(
            fd, "w", encoding="utf-8", errors="backslashreplace", newline="\n"
        ) as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp_name, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    fsync_dir(target.parent)


def fsync_dir(directory: Path) -> None:
    """Flush a folder's entries to disk where the OS allows it (not on Windows)."""
    if os.name == "nt":
        return
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def move_aside(path: Path) -> Path | None:
    """Rename a bad file to ``<stem>.bad-YYYYMMDD-HHMMSS<suffix>`` beside it; None if it fails.

    The file is kept, never deleted, so a player (or a bug report) still has it.
    """
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for attempt in range(100):
        extra = f"-{attempt}" if attempt else ""
        aside = path.with_name(f"{path.stem}.bad-{stamp}{extra}{path.suffix}")
        if aside.exists():
            continue
        try:
            os.replace(path, aside)
        except OSError:
            return None
        return aside
    return None


def check_writable(directory: Path) -> bool:
    """Whether ``directory`` exists or can be created, and a file can be written in it."""
    try:
        directory.mkdir(parents=True, exist_ok=True)
        fd, name = tempfile.mkstemp(prefix=".write-test.", dir=directory)
        os.close(fd)
        os.unlink(name)
    except OSError:
        return False
    return True
