"""The autosave, the history of finished games and exported records.

The autosave is ``autosave.json`` in :func:`paths.data_dir`: a
``GameSession.to_dict()`` (random generator state included, so Continue can
never re-roll dice) wrapped as ``{"format": "yenta-desktop-save", "version": 1,
"saved_at": ..., "session": {...}}``. Loading replays the saved game through the
engine, so a file that loads is a legal game.

A bad autosave (empty, truncated, not JSON, wrong format, newer version, wrong
types, a game that does not replay, binary garbage) is renamed aside as
``autosave.bad-YYYYMMDD-HHMMSS.json`` (never deleted) and :attr:`SaveStore.notice`
says so in the player's language. Nothing here raises for I/O problems.

Finished games are appended, one yenta-record v1 per line, to ``history.jsonl``.
"""

from __future__ import annotations

import json
import logging
import os
import threading
import time
from pathlib import Path
from typing import Any

from yenta_desktop.i18n import tr
from yenta_desktop.session import GameSession
from yenta_desktop.storage import notices, paths
from yenta_desktop.storage.atomic import atomic_write_text, check_writable, fsync_dir, move_aside

log = logging.getLogger(__name__)

SAVE_FORMAT = "yenta-desktop-save"
SAVE_VERSION = 1
AUTOSAVE_NAME = "autosave.json"
HISTORY_NAME = "history.jsonl"


class SaveError(ValueError):
    """A save file that cannot be used; ``newer`` when a later program version wrote it."""

    def __init__(self, message: str, newer: bool = False) -> None:
        super().__init__(message)
        self.newer = newer


def save_to_text(session: GameSession) -> str:
    """The autosave file's text for ``session``."""
    data = {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "saved_at": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
        "session": session.to_dict(),
    }
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n"


def session_from_text(text: str) -> GameSession:
    """Parse an autosave's text; raises :class:`SaveError` naming what is wrong."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise SaveError(f"not JSON ({error.msg}, line {error.lineno})") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(f"not a {SAVE_FORMAT} file")
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise SaveError(f"the version {version!r} is not a number")
    if version > SAVE_VERSION:
        raise SaveError(f"written by a newer version (format {version})", newer=True)
    if version != SAVE_VERSION:
        raise SaveError(f"format version {version} is not supported")
    raw = data.get("session")
    if isinstance(raw, dict) and isinstance(raw.get("version"), int):
        inner = raw["version"]
        if not isinstance(inner, bool) and inner > 1:
            raise SaveError(f"the game was saved by a newer version ({inner})", newer=True)
    try:
        return GameSession.from_dict(raw)
    except (ValueError, TypeError, KeyError, IndexError, AttributeError) as error:
        raise SaveError(f"the saved game does not load: {error}") from None


class SaveStore:
    """The autosave and game history in one folder (the data folder unless given).

    ``writable`` is False when the folder cannot be created or written: saving is
    then disabled and :attr:`notice` says so. After :meth:`load`, :attr:`notice`
    also explains a bad save that was put aside. It is translated each time it is
    read, so it follows a language switch.
    """

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = Path(directory) if directory is not None else paths.data_dir()
        self.path = self.directory / AUTOSAVE_NAME
        self.history_path = self.directory / HISTORY_NAME
        self.writable = check_writable(self.directory)
        self._problem: tuple[str, dict[str, Any]] | None = None
        self._checked: tuple[int, int] | None = None
        # Background autosave: the newest pending text and whether a write is running.
        self._cond = threading.Condition()
        self._pending: str | None = None
        self._writer: threading.Thread | None = None
        #: Whether the last background write succeeded.
        self.last_write_ok = True
        if not self.writable:
            log.warning("data folder %s is not writable: saving is disabled", self.directory)
        else:
            self._remove_stale_temp_files()

    def _remove_stale_temp_files(self, age: float = 600.0) -> None:
        """Delete temp files of writes killed before their rename (older than ``age`` s).

        They hold an unfinished copy of a newer save, never the only copy of a game;
        young ones are left alone in case another running copy of the game is writing.
        """
        now = time.time()
        for temp in self.directory.glob(f".{AUTOSAVE_NAME}.*.tmp"):
            try:
                if now - temp.stat().st_mtime > age:
                    temp.unlink()
            except OSError:
                pass

    # ----------------------------------------------------------------- notices

    @property
    def notice(self) -> str | None:
        """A player-readable message about every start-up problem, else None.

        It covers a bad autosave put aside, disabled saving, and the bad settings or
        statistics files recorded in :mod:`storage.notices`, joined by spaces.
        """
        parts = []
        if self._problem is not None:
            key, values = self._problem
            parts.append(tr(key, **values))
        parts += notices.texts()
        if not self.writable:
            parts.append(tr("storage.not_writable", path=str(self.directory)))
        return " ".join(parts) if parts else None

    def dismiss_notice(self) -> None:
        """Forget the load problems (after the player has seen them)."""
        self._problem = None
        notices.clear()

    # ----------------------------------------------------------------- autosave

    def has_save(self) -> bool:
        """Whether there is an autosave that loads (Continue is possible).

        The first call for a given file loads it once to check it, so a bad file is
        put aside and :attr:`notice` set already when the title screen asks.
        """
        self.flush()
        try:
            info = self.path.stat()
        except OSError:
            return False
        stamp = (info.st_mtime_ns, info.st_size)
        if self._checked != stamp:
            self._checked = stamp if self.load() is not None else None
        return self._checked is not None

    def save(self, session: GameSession) -> bool:
        """Write the autosave atomically now; False (logged, never raised) when it fails."""
        if not self.writable:
            return False
        text = self._serialise(session)
        if text is None:
            return False
        self._drop_pending()
        return self._write(text)

    def save_later(self, session: GameSession) -> bool:
        """Autosave without waiting for the disk (what the table calls after every action).

        The game is serialised now (well under a millisecond), so later changes to it
        cannot leak in; a short-lived background thread writes the newest snapshot
        atomically (the fsync takes several ms). Call :meth:`flush` before quitting.
        Returns False when saving is disabled or the game cannot be serialised.
        """
        if not self.writable:
            return False
        text = self._serialise(session)
        if text is None:
            return False
        with self._cond:
            self._pending = text
            if self._writer is None:
                self._writer = threading.Thread(
                    target=self._write_pending, name="yenta-autosave", daemon=True
                )
                self._writer.start()
        return True

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until background autosaves are on disk; whether the last one succeeded."""
        with self._cond:
            done = self._cond.wait_for(lambda: self._writer is None, timeout)
            return done and self.last_write_ok

    def _serialise(self, session: GameSession) -> str | None:
        try:
            return save_to_text(session)
        except (TypeError, ValueError):
            log.exception("could not serialise the game for the autosave")
            return None

    def _write(self, text: str) -> bool:
        try:
            atomic_write_text(self.path, text)
        except OSError as error:
            log.error("autosave to %s failed: %s", self.path, error)
            return False
        return True

    def _write_pending(self) -> None:
        while True:
            with self._cond:
                text, self._pending = self._pending, None
                if text is None:
                    self._writer = None
                    self._cond.notify_all()
                    return
            ok = self._write(text)
            with self._cond:
                self.last_write_ok = ok

    def _drop_pending(self) -> None:
        """Forget a queued background save and wait for one being written (keeps order)."""
        with self._cond:
            self._pending = None
            self._cond.wait_for(lambda: self._writer is None, 10.0)

    def load(self) -> GameSession | None:
        """The autosaved game, or None when there is none or it is bad (then put aside)."""
        self.flush()
        self._problem = None
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return None
        except OSError as error:
            log.error("cannot read the autosave %s: %s", self.path, error)
            self._problem = ("storage.save_unreadable_io", {"name": self.path.name})
            return None
        try:
            text = raw.decode("utf-8")
            if not text.strip():
                raise SaveError("the file is empty")
            return session_from_text(text)
        except (UnicodeDecodeError, SaveError) as error:
            reason = (
                "not UTF-8 text (binary garbage?)"
                if isinstance(error, UnicodeDecodeError)
                else str(error)
            )
            newer = isinstance(error, SaveError) and error.newer
        except Exception as error:  # noqa: BLE001 - a save must never crash the start-up
            log.exception("unexpected error loading the autosave")
            reason, newer = f"unexpected error: {error!r}", False
        aside = move_aside(self.path)
        log.warning(
            "the autosave %s is bad (%s); %s",
            self.path,
            reason,
            f"kept as {aside.name}" if aside else "could not be moved aside",
        )
        if aside is None:
            self._problem = ("storage.save_unreadable_io", {"name": self.path.name})
        elif newer:
            self._problem = ("storage.save_newer", {"name": aside.name})
        else:
            self._problem = ("storage.save_bad", {"name": aside.name})
        return None

    def clear(self) -> None:
        """Delete the autosave (a new game was started or the game is over)."""
        self._drop_pending()
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass
        except OSError as error:
            log.error("could not remove the autosave %s: %s", self.path, error)

    # ----------------------------------------------------------------- history

    def append_history(self, session: GameSession) -> bool:
        """Append the game's yenta-record to history.jsonl; False when that failed.

        Appending the same record twice in a row (e.g. a finished game continued
        and closed again) writes it once. A torn last line from an earlier crash
        is ended first, so it never swallows the new record.
        """
        if not self.writable:
            return False
        try:
            line = json.dumps(session.record(), ensure_ascii=False, separators=(",", ":"))
        except (TypeError, ValueError):
            log.exception("could not serialise the game record")
            return False
        try:
            tail = _last_line(self.history_path)
            if tail is not None and tail.strip() == line:
                return True
            prefix = "\n" if tail is not None and tail and not tail.endswith("\n") else ""
            with open(self.history_path, "a", encoding="utf-8", newline="\n") as handle:
                handle.write(prefix + line + "\n")
                handle.flush()
                os.fsync(handle.fileno())
            fsync_dir(self.directory)
        except OSError as error:
            log.error("could not append to the history %s: %s", self.history_path, error)
            return False
        return True

    def history_records(self) -> list[dict[str, Any]]:
        """Every readable record in the history, oldest first (bad lines are skipped, logged)."""
        try:
            text = self.history_path.read_text(encoding="utf-8", errors="replace")
        except FileNotFoundError:
            return []
        except OSError as error:
            log.error("cannot read the history %s: %s", self.history_path, error)
            return []
        records = []
        for number, line in enumerate(text.splitlines(), start=1):
            if not line.strip():
                continue
            try:
                entry = json.loads(line)
            except json.JSONDecodeError:
                log.warning("history line %d is not JSON; skipped", number)
                continue
            if isinstance(entry, dict):
                records.append(entry)
            else:
                log.warning("history line %d is not a record; skipped", number)
        return records


def _last_line(path: Path) -> str | None:
    """The last line of ``path`` with its newline (None if the file does not exist)."""
    chunk = 65536
    try:
        with open(path, "rb") as handle:
            handle.seek(0, os.SEEK_END)
            position = handle.tell()
            data = b""
            # Read backwards until a newline before the final one (or the start) is found.
            while position > 0:
                step = min(chunk, position)
                position -= step
                handle.seek(position)
                data = handle.read(step) + data
                if b"\n" in data.rstrip(b"\n"):
                    break
    except FileNotFoundError:
        return None
    cut = data.rstrip(b"\n").rfind(b"\n")
    return data[cut + 1 :].decode("utf-8", errors="replace")


def export_record(session: GameSession, path: Path | str) -> bool:
    """Write the game's yenta-record (pretty JSON) to ``path``; False when that failed."""
    try:
        text = json.dumps(session.record(), ensure_ascii=False, indent=1) + "\n"
        atomic_write_text(Path(path), text)
    except (OSError, TypeError, ValueError) as error:
        log.error("could not export the record to %s: %s", path, error)
        return False
    return True
