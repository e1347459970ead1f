"""The index of ``history.jsonl``: one light entry per finished game, built incrementally.

The history only grows (a long-time player's reaches tens of megabytes), so
nothing reads it whole to show a list: :class:`HistoryIndex` keeps, per line,
the game, the date it ended, the players, the winners, the game's length in
its own unit and the line's byte offset, in ``history.index.jsonl`` beside the
history. Each refresh reads only the bytes added since the last one; a record
is read only when it is opened. A line that is not a record (torn, garbage,
over :data:`jsonio.MAX_DOCUMENT_BYTES`) is skipped with a notice and the rest of
the history stays.
"""

from __future__ import annotations

import hashlib
import json
import logging
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

from yenta_desktop.engine import jsonio
from yenta_desktop.engine.registry import DEFAULT_GAME, available_games
from yenta_desktop.session import ASSISTS
from yenta_desktop.storage import notices
from yenta_desktop.storage.atomic import atomic_write_text

log = logging.getLogger(__name__)

INDEX_FORMAT = "yenta-desktop-history-index"
INDEX_VERSION = 2
INDEX_SUFFIX = ".index.jsonl"
#: Index files of earlier versions (version 1: one JSON document, ``history.index.json``).
OLD_INDEX_SUFFIXES = (".index.json",)
_HEAD_BYTES = 4096
_MAX_INDEX_LINE = 64 * 1024


def _line(data: Any) -> str:
    """One line of the index file."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n"


def _other(offset: int, size: int, blank: bool) -> str:
    """The index line of a history line that is not a game."""
    return _line({"blank" if blank else "skip": [offset, size]})


@dataclass(frozen=True, slots=True)
class HistoryEntry:
    """One finished game in the history, without its moves."""

    number: int
    offset: int
    size: int
    game: str
    ended_at: str | None
    players: tuple[str, ...]
    humans: tuple[bool, ...]
    winners: tuple[int, ...]
    length: int
    #: How the game was helped ("undo", "coach", "hints"); empty for the player's own play.
    assisted: tuple[str, ...] = ()

    def to_list(self) -> list[Any]:
        """The compact form stored in the index file (``assisted`` only when there is one)."""
        data = [
            self.offset,
            self.size,
            self.game,
            self.ended_at,
            list(self.players),
            list(self.humans),
            list(self.winners),
            self.length,
        ]
        return data + [list(self.assisted)] if self.assisted else data

    @classmethod
    def from_list(cls, number: int, data: Any) -> HistoryEntry:
        """An entry from the index file (ValueError when it is not one)."""
        if not isinstance(data, list) or len(data) not in (8, 9):
            raise ValueError("bad index entry")
        offset, size, game, ended, players, humans, winners, length = data[:8]
        assisted = assists_of(data[8] if len(data) == 9 else [])
        ints = (offset, size, length)
        if not all(type(x) is int and 0 <= x < _MAX_OFFSET for x in ints):
            raise ValueError("bad index entry")
        if size > jsonio.MAX_DOCUMENT_BYTES + 1 or not isinstance(game, str):
            raise ValueError("bad index entry")
        if ended is not None and not isinstance(ended, str):
            raise ValueError("bad index entry")
        lists = (players, humans, winners)
        if not all(isinstance(x, list) and len(x) <= _MAX_SEATS for x in lists):
            raise ValueError("bad index entry")
        if not all(type(w) is int and 0 <= w < _MAX_SEATS for w in winners):
            raise ValueError("bad index entry")
        return cls(
            number,
            offset,
            size,
            _clip(game),
            None if ended is None else _clip(ended),
            tuple(_clip(str(p)) for p in players),
            tuple(bool(h) for h in humans),
            tuple(winners),
            length,
            assisted,
        )


def assists_of(raw: Any) -> tuple[str, ...]:
    """A record's ``assisted`` list as the index keeps it (unknown or bad entries left out)."""
    if not isinstance(raw, list):
        return ()
    return tuple(dict.fromkeys(a for a in raw if isinstance(a, str) and a in ASSISTS))


#: What the index keeps of a record: a list row needs no more (a hostile line may hold megabytes).
_MAX_SEATS = 32
_MAX_TEXT = 64
_MAX_OFFSET = 2**62


def _clip(text: str) -> str:
    return text if len(text) <= _MAX_TEXT else text[: _MAX_TEXT - 1] + "…"


def entry_of(number: int, offset: int, size: int, record: dict[str, Any]) -> HistoryEntry:
    """The index entry of one record (any game; an unknown game gets length 0)."""
    game = record.get("game", DEFAULT_GAME)
    if not isinstance(game, str):
        game = "?"
    players = record.get("players")
    names: list[str] = []
    humans: list[bool] = []
    if isinstance(players, list):
        for player in players[:_MAX_SEATS]:
            if isinstance(player, dict):
                name = player.get("name", "")
                names.append(_clip(name if isinstance(name, str) else ""))
                humans.append(player.get("kind") == "human")
    winners = record.get("winners")
    if not isinstance(winners, list):
        # A Yenta record from before the envelope names one winner.
        single = record.get("winner")
        winners = [single] if type(single) is int else []
    length = 0
    module = available_games().get(game)
    if module is not None:
        try:
            length = int(module.record_length(record))
        except Exception as error:  # noqa: BLE001 - a malformed record must not stop the list
            log.warning("history line at byte %d: no length (%s)", offset, jsonio.brief(error))
            length = 0
        if not 0 <= length < _MAX_OFFSET:
            length = 0
    ended = record.get("ended_at")
    assisted = assists_of(record.get("assisted"))
    return HistoryEntry(
        number,
        offset,
        size,
        _clip(game),
        _clip(ended) if isinstance(ended, str) else None,
        tuple(names),
        tuple(humans),
        tuple(w for w in winners[:_MAX_SEATS] if type(w) is int and 0 <= w < _MAX_SEATS),
        length,
        assisted,
    )


def iter_lines(
    handle: BinaryIO, limit: int = jsonio.MAX_DOCUMENT_BYTES, *, keep_last: bool = False
) -> Iterator[tuple[int, int, bytes | None]]:
    """(offset, size, line) for every complete line from the handle's position.

    ``line`` is None for a line over ``limit`` bytes (skipped without holding it
    in memory). A last line with no newline is torn (a write was cut off) and is
    not yielded, unless ``keep_last`` (a file a person wrote, given to ``verify``
    or ``replay``, may well end without one).
    """
    try:
        offset = handle.tell()
    except OSError:  # a pipe: offsets count from where reading starts
        offset = 0
    while True:
        line = handle.readline(limit + 1)
        if not line:
            return
        if len(line) > limit and not line.endswith(b"\n"):
            # Too long to be a real record: skip to the end of the line.
            size = len(line)
            rest = b""
            while True:
                rest = handle.readline(1024 * 1024)
                size += len(rest)
                if not rest or rest.endswith(b"\n"):
                    break
            if rest.endswith(b"\n") or keep_last:
                yield offset, size, None
            if not rest.endswith(b"\n"):
                return
            offset += size
            continue
        if not line.endswith(b"\n") and not keep_last:
            return
        yield offset, len(line), line
        offset += len(line)


class HistoryIndex:
    """The index of one history file; safe to use from a loading thread.

    The index file is JSON lines: a header ``{"format", "version", "head"}``
    (``head`` is a hash of the history's first bytes, to notice a history
    replaced by another), then one line per history line indexed, in order and
    without gaps: an entry (:meth:`HistoryEntry.to_list`), ``{"skip": [offset,
    size]}`` for a line that is not a record or ``{"blank": [offset, size]}``. New games are appended to it, so neither writing nor
    reading it ever handles the whole index in one piece (a single JSON
    document of 10,000 games held the interpreter for tens of milliseconds, a
    frame's time, and grows with every game). A torn, damaged or out-of-order
    index line ends what is trusted: the history is read again from there and
    the index written anew.
    """

    def __init__(self, history_path: Path, writable: bool = True, keep_last: bool = False) -> None:
        self.history_path = history_path
        self.index_path = history_path.with_name(history_path.stem + INDEX_SUFFIX)
        self.writable = writable
        #: A last line without a newline is a record too (a file given to ``replay``),
        #: not a torn write that the next game's append will end.
        self.keep_last = keep_last
        self._lock = threading.Lock()
        self._entries: list[HistoryEntry] = []
        #: History lines that are not games: (offset, size, blank).
        self._others: list[tuple[int, int, bool]] = []
        self._indexed = 0
        self._head = ""
        self._loaded = False
        #: Index lines not yet written, and whether the index file must be written whole.
        self._pending: list[str] = []
        self._rewrite = True

    # ------------------------------------------------------------------ index file

    def _load_index(self) -> None:
        self._loaded = True
        if self.writable:
            for old in OLD_INDEX_SUFFIXES:  # a cache of an earlier version: rebuilt as JSON lines
                self.history_path.with_name(self.history_path.stem + old).unlink(missing_ok=True)
        try:
            handle = open(self.index_path, "rb")
        except FileNotFoundError:
            return
        except OSError as error:
            log.warning("history index %s unreadable (%s); rebuilding it", self.index_path, error)
            return
        try:
            with handle:
                size = handle.seek(0, 2)
                handle.seek(0)
                read = self._read_index(handle)
        except (OSError, ValueError) as error:
            # The index is only a cache of the history: rebuild it.
            log.warning("history index %s unusable (%s); rebuilding it", self.index_path, error)
            self._reset()
            return
        # Appending to it is safe only if every line of it was sound.
        self._rewrite = read != size

    def _read_index(self, handle: BinaryIO) -> int:
        """Read the index's lines into memory; the bytes trusted (ValueError: no header)."""
        header = jsonio.loads(handle.readline(4096), name=self.index_path.name)
        if not isinstance(header, dict) or header.get("format") != INDEX_FORMAT:
            raise ValueError("not an index")
        if header.get("version") != INDEX_VERSION or not isinstance(header.get("head"), str):
            raise ValueError("another index version")
        self._head = header["head"]
        read = handle.tell()
        for _offset, length, line in iter_lines(handle, _MAX_INDEX_LINE):
            try:
                if line is None:
                    raise ValueError("an index line too long")
                data = jsonio.loads(line, name="an index line")
                blank = isinstance(data, dict) and "blank" in data
                if isinstance(data, dict):
                    offset, size = data["blank" if blank else "skip"]
                    if not all(type(x) is int and 0 <= x < _MAX_OFFSET for x in (offset, size)):
                        raise ValueError("bad skip")
                else:
                    entry = HistoryEntry.from_list(len(self._entries), data)
                    offset, size = entry.offset, entry.size
                if offset != self._indexed or size < 1:
                    raise ValueError("index lines out of order")
            except (ValueError, TypeError, KeyError) as error:
                log.warning("history index %s: %s; the rest is read again", self.index_path, error)
                break
            if isinstance(data, dict):
                self._others.append((offset, size, blank))
            else:
                self._entries.append(entry)
            self._indexed = offset + size
            read += length
        if self._indexed and not self._ends_a_line(self._indexed):
            raise ValueError("the index does not match the history")
        return read

    def _ends_a_line(self, position: int) -> bool:
        """Whether the history's byte before ``position`` ends a line (the index fits it)."""
        try:
            with open(self.history_path, "rb") as handle:
                handle.seek(position - 1)
                return handle.read(1) == b"\n"
        except (OSError, OverflowError, ValueError):
            return False

    def _save_index(self) -> None:
        if not self.writable or not (self._pending or self._rewrite):
            return
        try:
            if self._rewrite:
                rows: list[tuple[int, str]] = [
                    (e.offset, _line(e.to_list())) for e in self._entries
                ]
                rows += [(o, _other(o, size, blank)) for o, size, blank in self._others]
                rows.sort()
                header = _line(
                    {"format": INDEX_FORMAT, "version": INDEX_VERSION, "head": self._head}
                )
                atomic_write_text(self.index_path, header + "".join(text for _, text in rows))
            else:
                # A crash mid-write leaves a torn last line, which the next load notices.
                with open(self.index_path, "a", encoding="utf-8", newline="\n") as handle:
                    handle.write("".join(self._pending))
        except OSError as error:
            log.warning("could not write the history index %s: %s", self.index_path, error)
            return
        self._pending = []
        self._rewrite = False

    def _reset(self) -> None:
        self._entries, self._others, self._indexed, self._head = [], [], 0, ""
        self._pending, self._rewrite = [], True

    @property
    def skipped(self) -> int:
        """How many lines of the history are not records."""
        return sum(1 for _offset, _size, blank in self._others if not blank)

    # ------------------------------------------------------------------ reading

    def entries(self) -> list[HistoryEntry]:
        """Every finished game, oldest first (reads only what was appended since last time)."""
        with self._lock:
            if not self._loaded:
                self._load_index()
            self._refresh()
            return list(self._entries)

    def _refresh(self) -> None:
        try:
            handle = open(self.history_path, "rb")
        except FileNotFoundError:
            if self._entries or self._indexed:
                self._reset()
                self._save_index()
            return
        except OSError as error:
            log.error("cannot read the history %s: %s", self.history_path, error)
            return
        try:
            self._read_new(handle)
        except OSError as error:  # a read failed midway, or not a file (a pipe cannot seek)
            log.error("cannot read the history %s: %s", self.history_path, error)
        self._save_index()

    def _read_new(self, handle: BinaryIO) -> None:
        with handle:
            head = hashlib.sha256(handle.read(_HEAD_BYTES)).hexdigest()
            size = handle.seek(0, 2)
            changed = self._indexed and head != self._head and self._indexed >= _HEAD_BYTES
            if size < self._indexed or changed:
                # The file was replaced or cut: index it again from the start.
                self._reset()
            if size == self._indexed:
                return
            if head != self._head:  # a history still shorter than the hashed head
                self._head, self._rewrite = head, True
            handle.seek(self._indexed)
            skipped_before = self.skipped
            # A torn last line stays unindexed until it is completed (or ended by the next game).
            for offset, length, line in iter_lines(handle, keep_last=self.keep_last):
                self._indexed = offset + length
                blank = line is not None and not line.strip()
                record = None if blank else self._parse(offset, line)
                if record is None:
                    self._others.append((offset, length, blank))
                    if self.writable:
                        self._pending.append(_other(offset, length, blank))
                    continue
                entry = entry_of(len(self._entries), offset, length, record)
                self._entries.append(entry)
                if self.writable:
                    self._pending.append(_line(entry.to_list()))
        if self.skipped > skipped_before:
            notices.replace("storage.history_skipped", count=self.skipped)

    def _parse(self, offset: int, line: bytes | None) -> dict[str, Any] | None:
        if line is None:
            log.warning("history line at byte %d is too large to be a record; skipped", offset)
            return None
        try:
            record = jsonio.loads(line, name=f"history line at byte {offset}")
        except jsonio.BadJson as error:
            log.warning("%s; skipped", error)
            return None
        if not isinstance(record, dict):
            log.warning("history line at byte %d is not a record; skipped", offset)
            return None
        return record

    def read(self, entry: HistoryEntry) -> dict[str, Any] | None:
        """The full record of ``entry`` (None if the file changed under it)."""
        try:
            with open(self.history_path, "rb") as handle:
                handle.seek(entry.offset)
                line = handle.read(min(entry.size, jsonio.MAX_DOCUMENT_BYTES + 1))
        except (OSError, OverflowError, ValueError) as error:
            log.error("cannot read the history %s: %s", self.history_path, error)
            return None
        return self._parse(entry.offset, line)

    def iter_records(self) -> Iterator[tuple[int, dict[str, Any]]]:
        """(offset, record) for every readable line, oldest first, one line in memory at a time."""
        try:
            handle = open(self.history_path, "rb")
        except OSError:
            return
        with handle:
            for offset, _length, line in iter_lines(handle, keep_last=self.keep_last):
                if line is not None and not line.strip():
                    continue
                record = self._parse(offset, line)
                if record is not None:
                    yield offset, record
