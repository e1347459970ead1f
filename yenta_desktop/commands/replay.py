"""``yenta-desktop replay FILE``: step through a game record of any game in the window.

FILE is a record ``.json`` file, or a ``.jsonl`` history (one record per line):
``--record N`` opens one (1 = first, -1 = last); without it the window lists the
history's games to choose from. The record names its game. A record that does
not replay opens anyway: the window shows the moves before the first illegal
entry and names it. With ``--smoke-test N`` the moves play one per frame,
headless, for N frames.
"""

from __future__ import annotations

import argparse
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any, BinaryIO

from yenta_desktop.cli import CliError
from yenta_desktop.commands.common import input_file, shown
from yenta_desktop.commands.verify import is_single
from yenta_desktop.engine import jsonio
from yenta_desktop.session import clean_players
from yenta_desktop.storage.history import HistoryIndex, iter_lines


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """Register the command."""
    parser = sub.add_parser(
        "replay",
        help="step through a game record in the window",
        description="Open a game record (.json) or a history file (.jsonl) of any game and step"
        " through it move by move with every secret visible.",
    )
    parser.add_argument("file", metavar="FILE")
    parser.add_argument(
        "--record",
        type=int,
        metavar="N",
        help="with a .jsonl history: open record N (1 = first, -1 = last) instead of the list",
    )
    parser.add_argument(
        "--smoke-test",
        type=int,
        metavar="N",
        default=argparse.SUPPRESS,
        help="play the moves headless, one per frame, for N frames, then exit",
    )
    parser.set_defaults(run=run)


def _is_history(path: Path) -> bool:
    return path.suffix == ".jsonl" and not is_single(path)


def _records_of(handle: BinaryIO) -> Iterator[bytes | None]:
    """Each record line of a .jsonl (blank lines left out), one in memory at a time."""
    for _offset, _size, line in iter_lines(handle, keep_last=True):
        if line is None or line.strip():
            yield line


def _pick_line(path: Path, handle: BinaryIO, number: int | None) -> bytes | None:
    """Record ``number`` of a .jsonl (None: the last), one line in memory at a time.

    None comes back for a line too large to be a record. A number from the end
    (negative) counts the records first, then reads the file again to it, so any
    number, however large, costs no memory.
    """
    count = 0
    last: bytes | None = None
    for line in _records_of(handle):
        count += 1
        last = line
        if number is not None and number > 0 and count == number:
            return line
    if not count:
        raise CliError(f"{shown(str(path))} holds no records")
    if number is None:
        return last
    if number >= 0 or -number > count:
        raise CliError(
            f"{shown(str(path))} holds {count} records, there is no record {shown(str(number), 40)}"
        )
    target = count + number + 1
    try:
        handle.seek(0)
    except (OSError, ValueError):
        raise CliError(f"--record {number} needs a file that can be read twice") from None
    for seen, line in enumerate(_records_of(handle), 1):
        if seen == target:
            return line
    raise CliError(f"{shown(str(path))} changed while it was read")


def load_record(path: Path, number: int | None = None) -> Any:
    """The record in ``path`` (a JSON object, or record ``number`` of a .jsonl); CliError.

    Nothing larger than a record can be is read into memory.
    """
    input_file(str(path))
    limit = jsonio.MAX_DOCUMENT_BYTES
    try:
        with path.open("rb") as handle:
            if _is_history(path) or (number is not None and not is_single(path)):
                text = _pick_line(path, handle, number)
                name = str(path) if number is None else f"record {number} of {path}"
            else:
                text = handle.read(limit + 1)
                name = str(path)
                if len(text) > limit:
                    text = None
    except OSError as error:
        raise CliError(f"cannot read {path}: {error.strerror or error}") from None
    if text is None:
        raise CliError(
            f"{name} is too large to be a record (the limit is {jsonio.size_text(limit)})"
        )
    if not text.strip():
        raise CliError(f"{path} holds no records")
    try:
        record = jsonio.loads(text, name=name)
    except jsonio.BadJson as error:
        raise CliError(str(error)) from None
    return clean_players(record)


def _check_window_shows(record: Any, path: Path) -> None:
    """CliError if the record's game has no part in the window (an engine merged before its UI)."""
    from yenta_desktop.engine.errors import RecordError
    from yenta_desktop.engine.records import game_of
    from yenta_desktop.engine.registry import get_game
    from yenta_desktop.ui.games import has_ui

    try:
        game = game_of(record)
    except RecordError:
        return  # the Replay screen names the problem
    if not has_ui(game):
        title = get_game(game).GAME_TITLE
        raise CliError(f"{path} is a game of {title}, which this build cannot show in the window")


def run(args: argparse.Namespace) -> int:
    """Open the replay window (or run it headless for ``--smoke-test N`` frames)."""
    path = Path(args.file)
    smoke = getattr(args, "smoke_test", None)
    listing = _is_history(path) and args.record is None and smoke is None
    if listing:
        input_file(str(path))
        index = HistoryIndex(path, writable=False, keep_last=True)
        if not index.entries():
            raise CliError(f"{path} holds no records")
        record = None
    else:
        record = load_record(path, args.record)
        _check_window_shows(record, path)
    if smoke is not None:
        if smoke < 0:
            raise CliError("--smoke-test takes a number of frames, 0 or more")
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        os.environ.setdefault("YENTA_DESKTOP_HOME", tempfile.mkdtemp(prefix="yenta-smoke-"))
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from yenta_desktop.logsetup import setup_logging
    from yenta_desktop.ui.app import App, AppOptions
    from yenta_desktop.ui.shell.history import HistoryScene
    from yenta_desktop.ui.shell.replay import ReplayScene

    setup_logging()
    options = AppOptions(
        max_frames=smoke,
        uncapped=smoke is not None,
        raise_errors=smoke is not None,
        animation_speed="instant" if smoke is not None else None,
    )
    app = App(options)
    try:
        if record is None:
            app.push(HistoryScene(app, history=index))
            app.run()
            return 0
        # A name that is not UTF-8 (bytes on Linux) is shown with U+FFFD where it is not.
        title = os.fsencode(path.name).decode("utf-8", "replace")
        scene = ReplayScene(app, record, title, autoplay=smoke is not None)
        app.push(scene)
        app.run()
        if smoke is not None:
            print(
                f"replayed {len(scene.steps)} steps of {title} in {app.frames} frames"
                + (f"; record problem: {scene.problem}" if scene.problem else "")
            )
    finally:
        app.close()
    return 0
