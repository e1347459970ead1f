"""The autosaves (one per game), the history of finished games and exported records.

Each game has its own autosave, ``autosave-<folder>.json`` in
:func:`paths.data_dir`, so an unfinished game of each can be continued: a
``GameSession.to_dict()`` (random generator state included, so Continue can
never re-roll dice) wrapped as ``{"format": "yenta-desktop-save", "version": 2,
"saved_at": ..., "game": ..., "sealed": ..., "seal": ...}``. ``sealed`` is the
session's JSON, zlib-compressed and base64-encoded, so the other seats' dice and
hands are not in plain sight in a text editor; ``seal`` is an HMAC-SHA256 of it
under this data folder's key (``save.key``, made on the first save). A save whose
seal does not match (edited, copied from another data folder, or an older
plain-text version 1 save) still loads, but the game is marked *modified*
(:attr:`GameSession.modified`), and Statistics keep it apart. Loading replays the
saved game through the engine, so a file that loads is a legal game. The autosave of the
build before several games, ``autosave.json``, is Yenta's: it is renamed to
``autosave-yenta.json`` on start.

A bad autosave (empty, truncated, not JSON, too large, nested too deeply, wrong
format, newer version, wrong types, a game that does not replay, binary garbage)
is renamed aside as ``<name>.bad-YYYYMMDD-HHMMSS.json`` (never deleted) and
:attr:`SaveStore.notice` says so in the player's language. Nothing here raises
for I/O problems.

Finished games are appended to ``history.jsonl``, one record per line, each
with ``"ended_at"`` (local date and time). :mod:`.history` indexes it. A game
in progress that the player abandons to start a new one of the same kind goes
there too, with ``"unfinished": true`` (:meth:`SaveStore.abandon`).
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
import logging
import os
import secrets
import time
import zlib
from pathlib import Path
from typing import Any

from yenta_desktop.engine import jsonio
from yenta_desktop.engine.registry import DEFAULT_GAME, folder_name, game_ids
from yenta_desktop.i18n import tr
from yenta_desktop.session import GameSession
from yenta_desktop.storage import notices, paths
from yenta_desktop.storage.atomic import atomic_write_text, check_writable, fsync_dir, move_aside
from yenta_desktop.storage.history import HistoryIndex

log = logging.getLogger(__name__)

SAVE_FORMAT = "yenta-desktop-save"
SAVE_VERSION = 2
#: The plain-text save of earlier builds: still read, the game marked modified.
PLAIN_SAVE_VERSION = 1
#: The data folder's key for the autosaves' seals.
KEY_NAME = "save.key"
#: A sealed session may not unpack to more than this (a zip bomb is a bad file).
MAX_SESSION_BYTES = 16 * 1024 * 1024
#: The one autosave of the build before several games (a Yenta game).
LEGACY_AUTOSAVE_NAME = "autosave.json"
AUTOSAVE_NAME = "autosave-yenta.json"
HISTORY_NAME = "history.jsonl"


def autosave_name(game: str) -> str:
    """The file name of ``game``'s autosave."""
    return f"autosave-{folder_name(game)}.json"


def now_text() -> str:
    """The local date and time, ISO style with the UTC offset (saves and the history)."""
    return time.strftime("%Y-%m-%dT%H:%M:%S%z")


class SaveError(ValueError):
    """A save file that cannot be used; ``newer`` when a later program version wrote it."""

    def __init__(self, message: str, newer: bool = False) -> None:
        super().__init__(message)
        self.newer = newer


#: The key's length in bytes (64 hex digits in ``save.key``); any other length is a damaged key.
KEY_BYTES = 32


def data_key(directory: Path | None = None, *, create: bool = True) -> bytes | None:
    """The data folder's key for the autosaves' seals (made, 32 random bytes, when missing).

    A damaged key (not hex, cut, empty) is never taken for the key: with ``create`` it is
    kept aside as ``save.bad-....key``, a new key is made and the notice says so once (the
    games saved under the old key then load marked modified). None when there is no key and
    it cannot (or, ``create`` False, may not) be made: saves are then sealed with no key and
    load as modified.
    """
    folder = Path(directory) if directory is not None else paths.data_dir()
    path = folder / KEY_NAME
    damaged = False
    try:
        text = path.read_text(encoding="ascii").strip()
        key = bytes.fromhex(text)
        if len(key) == KEY_BYTES:
            return key
        log.warning(
            "the save key %s has %d bytes, not %d: it is damaged", path, len(key), KEY_BYTES
        )
        damaged = True
    except FileNotFoundError:
        pass
    except (OSError, ValueError) as error:
        log.warning("the save key %s is unreadable (%s)", path, error)
        damaged = not isinstance(error, OSError) or path.is_file()
    if not create:
        return None
    if damaged:
        aside = move_aside(path)
        if aside is None:
            log.error("could not put the damaged save key %s aside; saves load as modified", path)
            return None
        log.warning("the damaged save key was kept as %s; making a new one", aside.name)
        notices.add("storage.key_replaced", name=aside.name)
    key = secrets.token_bytes(KEY_BYTES)
    try:
        atomic_write_text(path, key.hex() + "\n")
    except OSError as error:
        log.error("could not write the save key %s: %s", path, error)
        return None
    return key


def _seal(key: bytes | None, sealed: str) -> str:
    return hmac.new(key or b"", sealed.encode("ascii"), hashlib.sha256).hexdigest()


def save_to_text(session: GameSession, key: bytes | None = None) -> str:
    """The autosave file's text for ``session``, sealed with ``key`` (None: the data folder's)."""
    if key is None:
        key = data_key()
    inner = json.dumps(session.to_dict(), ensure_ascii=False, separators=(",", ":"))
    sealed = base64.b64encode(zlib.compress(inner.encode("utf-8"), 6)).decode("ascii")
    data = {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "saved_at": now_text(),
        "game": session.game,
        "sealed": sealed,
        "seal": _seal(key, sealed),
    }
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n"


def _unseal(data: dict[str, Any], key: bytes | None, name: str) -> tuple[Any, bool]:
    """The sealed session of a version-2 save and whether its seal matches ``key``."""
    sealed = data.get("sealed")
    if not isinstance(sealed, str):
        raise SaveError("the save holds no sealed game")
    try:
        packed = base64.b64decode(sealed.encode("ascii"), validate=True)
        unpacker = zlib.decompressobj()
        raw = unpacker.decompress(packed, MAX_SESSION_BYTES)
        if unpacker.unconsumed_tail or not unpacker.eof:
            raise SaveError("the sealed game is cut off or too large")
    except (UnicodeEncodeError, binascii.Error, zlib.error):
        raise SaveError("the sealed game is damaged") from None
    try:
        inner = jsonio.loads(raw, name=name)
    except jsonio.BadJson as error:
        raise SaveError(f"the sealed game is damaged: {error}") from None
    seal = data.get("seal")
    intact = (
        key is not None
        and isinstance(seal, str)
        and hmac.compare_digest(seal.encode("ascii", "replace"), _seal(key, sealed).encode())
    )
    return inner, intact


def session_from_text(
    text: str | bytes, name: str = "the save", key: bytes | None = None
) -> GameSession:
    """Parse an autosave's text; raises :class:`SaveError` naming what is wrong.

    ``key`` is the data folder's (None: read it, never making one). A save whose
    seal does not match it, or a plain-text save of version 1, loads with
    :attr:`GameSession.modified` set.
    """
    try:
        data = jsonio.loads(text, name=name)
    except jsonio.BadJson as error:
        raise SaveError(str(error)) from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(f"not a {SAVE_FORMAT} file")
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise SaveError(f"the version {version!r} is not a number")
    if version > SAVE_VERSION:
        raise SaveError(f"written by a newer version (format {version})", newer=True)
    if version == SAVE_VERSION:
        raw, intact = _unseal(data, key if key is not None else data_key(create=False), name)
    elif version == PLAIN_SAVE_VERSION:
        raw, intact = data.get("session"), False
    else:
        raise SaveError(f"format version {version} is not supported")
    if isinstance(raw, dict) and isinstance(raw.get("version"), int):
        inner = raw["version"]
        if not isinstance(inner, bool) and inner > 2:
            raise SaveError(f"the game was saved by a newer version ({inner})", newer=True)
    try:
        session = GameSession.from_dict(raw)
    except (ValueError, TypeError, LookupError, AttributeError, ArithmeticError) as error:
        # A game should raise StateFormatError (a ValueError); any of these is a bad file too.
        raise SaveError(f"the saved game does not load: {jsonio.brief(error, 300)}") from None
    except RecursionError:
        raise SaveError("the saved game is nested too deeply") from None
    if not intact and not session.modified:
        log.warning("%s: the seal does not match; the game is marked modified", name)
        session.modified = True
    return session


class SaveStore:
    """The autosaves and the game history in one folder (the data folder unless given).

    ``writable`` is False when the folder cannot be created or written: saving is
    then disabled and :attr:`notice` says so. After a load, :attr:`notice` also
    explains a bad save that was put aside. It is translated each time it is read,
    so it follows a language switch.
    """

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = Path(directory) if directory is not None else paths.data_dir()
        self.history_path = self.directory / HISTORY_NAME
        self.writable = check_writable(self.directory)
        #: game -> the problem its last autosave load found (cleared by the next load)
        self._problems: dict[str, tuple[str, dict[str, Any]]] = {}
        self._checked: dict[str, tuple[int, int] | None] = {}
        self._key: bytes | None = None
        self.history = HistoryIndex(self.history_path, writable=self.writable)
        if not self.writable:
            log.warning("data folder %s is not writable: saving is disabled", self.directory)
        else:
            self._migrate_legacy_autosave()
            self._remove_stale_temp_files()

    @property
    def key(self) -> bytes | None:
        """This data folder's key for the autosaves' seals (made on first use)."""
        if self._key is None and self.writable:
            self._key = data_key(self.directory)
        return self._key

    @property
    def path(self) -> Path:
        """The default game's autosave (Yenta)."""
        return self.autosave_path(DEFAULT_GAME)

    def autosave_path(self, game: str) -> Path:
        """Where ``game``'s autosave lives."""
        return self.directory / autosave_name(game)

    def _migrate_legacy_autosave(self) -> None:
        """The build before several games kept one autosave (Yenta's): give it Yenta's name."""
        legacy = self.directory / LEGACY_AUTOSAVE_NAME
        target = self.autosave_path(DEFAULT_GAME)
        if legacy.exists() and not target.exists():
            try:
                os.replace(legacy, target)
                log.info("moved the old autosave %s to %s", legacy.name, target.name)
            except OSError as error:
                log.error("could not rename the old autosave %s: %s", legacy, error)

    def _remove_stale_temp_files(self, age: float = 600.0) -> None:
        """Delete temp files of writes killed before their rename (older than ``age`` s).

        They hold an unfinished copy of a newer save, never the only copy of a game;
        young ones are left alone in case another running copy of the game is writing.
        """
        now = time.time()
        for temp in self.directory.glob(".autosave*.tmp"):
            try:
                if now - temp.stat().st_mtime > age:
                    temp.unlink()
            except OSError:
                pass

    # ----------------------------------------------------------------- notices

    @property
    def notice(self) -> str | None:
        """A player-readable message about every start-up problem, else None.

        It covers bad autosaves put aside, disabled saving, and the bad settings,
        statistics or history entries recorded in :mod:`storage.notices`.
        """
        parts = [tr(key, **values) for key, values in self._problems.values()]
        parts += notices.texts()
        if not self.writable:
            parts.append(tr("storage.not_writable", path=str(self.directory)))
        return " ".join(parts) if parts else None

    def dismiss_notice(self) -> None:
        """Forget the load problems (after the player has seen them)."""
        self._problems = {}
        notices.clear()

    def _problem(self, game: str, key: str, **values: Any) -> None:
        self._problems[game] = (key, values)

    # ----------------------------------------------------------------- autosaves

    def has_save(self, game: str | None = None) -> bool:
        """Whether ``game`` (None: any game) has an autosave that loads.

        The first call for a given file loads it once to check it, so a bad file is
        put aside and :attr:`notice` set already when the title screen asks.
        """
        if game is None:
            return bool(self.saved_games())
        path = self.autosave_path(game)
        try:
            info = path.stat()
        except OSError:
            return False
        stamp = (info.st_mtime_ns, info.st_size)
        if self._checked.get(game) != stamp:
            self._checked[game] = stamp if self.load(game) is not None else None
        return self._checked.get(game) is not None

    def saved_games(self) -> list[str]:
        """The games with an autosave that loads, the most recently saved first."""
        found: list[tuple[int, str]] = []
        for game in game_ids():
            path = self.autosave_path(game)
            if path.exists() and self.has_save(game):
                try:
                    found.append((path.stat().st_mtime_ns, game))
                except OSError:
                    continue
        return [game for _, game in sorted(found, reverse=True)]

    def latest_game(self) -> str | None:
        """The game whose autosave is the most recent, or None."""
        games = self.saved_games()
        return games[0] if games else None

    def save(self, session: GameSession) -> bool:
        """Write the session's autosave atomically now; False (logged, never raised) on failure."""
        if not self.writable:
            return False
        try:
            text = save_to_text(session, self.key)
        except (TypeError, ValueError):
            log.exception("could not serialise the game for the autosave")
            return False
        path = self.autosave_path(session.game)
        try:
            atomic_write_text(path, text)
        except OSError as error:
            log.error("autosave to %s failed: %s", path, error)
            return False
        return True

    def load(self, game: str | None = None) -> GameSession | None:
        """``game``'s autosaved game (None: the most recent one), or None; a bad file goes aside."""
        if game is None:
            game = self.latest_game()
            if game is None:
                return None
        path = self.autosave_path(game)
        try:
            raw = path.read_bytes()
        except FileNotFoundError:
            # Nothing to load, or a bad file was already put aside: keep its notice.
            return None
        except OSError as error:
            log.error("cannot read the autosave %s: %s", path, error)
            self._problem(game, "storage.save_unreadable_io", name=path.name)
            return None
        self._problems.pop(game, None)
        try:
            if not raw.strip():
                raise SaveError("the file is empty")
            session = session_from_text(raw, path.name, self.key)
            if session.game != game:
                raise SaveError(f"it holds a game of {session.game}, not of {game}")
            if session.stand_ins:
                seats = session.stand_ins
                notices.add(
                    "storage.outside_replaced",
                    names=", ".join(session.seats[i].name for i in seats),
                    level=str(session.seats[seats[0]].level),
                )
            return session
        except SaveError as error:
            reason, newer = str(error), error.newer
        except Exception as error:  # noqa: BLE001 - a save must never crash the start-up
            log.exception("unexpected error loading the autosave")
            reason, newer = f"unexpected error: {error!r}", False
        aside = move_aside(path)
        log.warning(
            "the autosave %s is bad (%s); %s",
            path,
            reason,
            f"kept as {aside.name}" if aside else "could not be moved aside",
        )
        if aside is None:
            self._problem(game, "storage.save_unreadable_io", name=path.name)
        elif newer:
            self._problem(game, "storage.save_newer", name=aside.name)
        else:
            self._problem(game, "storage.save_bad", name=aside.name)
        return None

    def put_aside(self, game: str, reason: str) -> None:
        """Put ``game``'s autosave aside as a bad file, with the usual notice: it loaded but
        the table could not open it (``reason``, logged)."""
        path = self.autosave_path(game)
        aside = move_aside(path)
        log.warning(
            "the autosave %s does not open at the table (%s); %s",
            path,
            reason,
            f"kept as {aside.name}" if aside else "could not be moved aside",
        )
        self._checked.pop(game, None)
        if aside is None:
            self._problem(game, "storage.save_unreadable_io", name=path.name)
        else:
            self._problem(game, "storage.save_bad", name=aside.name)

    def clear(self, game: str = DEFAULT_GAME) -> None:
        """Delete ``game``'s autosave (a new game was started or the game is over)."""
        path = self.autosave_path(game)
        try:
            path.unlink()
        except FileNotFoundError:
            pass
        except OSError as error:
            log.error("could not remove the autosave %s: %s", path, error)

    def abandon(self, game: str) -> bool:
        """Put ``game``'s game in progress into the history marked unfinished, then clear it.

        A new game of the same kind is about to replace the autosave: the game that
        was in progress is never lost silently (Past games lists it as not finished,
        its replay shows the moves so far). False when nothing could be kept (no
        save, or the history could not be written: then the autosave stays too).
        """
        session = self.load(game)
        if session is None:
            return False
        try:
            for _ in session.module.replay_steps(session.record()):
                pass
        except ValueError as error:  # nothing was played yet: nothing to keep
            log.info("the abandoned %s game has no moves to keep (%s)", game, error)
            self.clear(game)
            return True
        if not self.append_history(session, unfinished=True):
            return False
        self.clear(game)
        return True

    # ----------------------------------------------------------------- history

    def append_history(self, session: GameSession, *, unfinished: bool = False) -> bool:
        """Append the game's record (with ``ended_at``) to history.jsonl; False when that failed.

        Appending the same game twice in a row (e.g. a finished game continued and
        closed again) writes it once. A torn last line from an earlier crash is
        ended first, so it never swallows the new record.
        """
        if not self.writable:
            return False
        try:
            record = session.record()
            if unfinished:
                record["unfinished"] = True
            if session.assisted:
                record["assisted"] = list(session.assisted)
            same = json.dumps(record, ensure_ascii=False, separators=(",", ":"))
            record["ended_at"] = now_text()
            line = json.dumps(record, ensure_ascii=False, separators=(",", ":"))
        except (TypeError, ValueError):
            log.exception("could not serialise the game record")
            return False
        try:
            tail = _last_line(self.history_path)
            if tail is not None and _without_end_time(tail) == same:
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

    def history_records(self, game: str | None = None) -> list[dict[str, Any]]:
        """Every readable record in the history (of ``game``), oldest first; bad lines skipped.

        This reads the whole file: for lists use :attr:`history` (an index) instead.
        """
        return [
            record
            for _offset, record in self.history.iter_records()
            if game is None or record.get("game", DEFAULT_GAME) == game
        ]


def _without_end_time(line: str) -> str | None:
    """A history line's record as written before ``ended_at`` was added (for the same-game check)."""
    try:
        data = jsonio.loads(line)
    except jsonio.BadJson:
        return None
    if not isinstance(data, dict):
        return None
    data.pop("ended_at", None)
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


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
    """Write the game's record (pretty JSON) to ``path``; False when that failed."""
    try:
        text = json.dumps(session.record(), ensure_ascii=False, indent=1) + "\n"
        atomic_write_text(Path(path), text)
    except (OSError, TypeError, ValueError) as error:
        log.error("could not export the record to %s: %s", path, error)
        return False
    return True
