"""``yenta-desktop replay FILE``: step through a game record in the window.

FILE is a yenta-record ``.json`` file, or a ``.jsonl`` history (one record per
line; ``--game N`` picks one, the last by default). A record that does not
replay opens anyway: the window shows the moves before the first illegal entry
and names it. With ``--smoke-test N`` the moves play one per frame, headless,
for N frames.
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
from pathlib import Path
from typing import Any

from yenta_desktop.cli import CliError


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """Register the command."""
    parser = sub.add_parser(
        "replay",
        help="step through a game record in the window",
        description="Open a yenta-record (.json) or a history file (.jsonl) and step through"
        " it move by move with every player's dice visible.",
    )
    parser.add_argument("file", metavar="FILE")
    parser.add_argument(
        "--game",
        type=int,
        metavar="N",
        help="with a .jsonl history: which record (1 = first, -1 = last; default last)",
    )
    parser.add_argument(
        "--smoke-test",
        type=int,
        metavar="N",
        default=argparse.SUPPRESS,
        help="play the moves headless, one per frame, for N frames, then exit",
    )
    parser.set_defaults(run=run)


def load_record(path: Path, game: int | None = None) -> Any:
    """The record in ``path`` (JSON object, or line ``game`` of a .jsonl); raises CliError."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise CliError(f"cannot read {path}: {error}") from None
    lines = [line for line in text.splitlines() if line.strip()]
    if path.suffix == ".jsonl" or (game is not None and len(lines) > 1):
        if not lines:
            raise CliError(f"{path} holds no records")
        index = -1 if game is None else game - 1 if game > 0 else game
        if not -len(lines) <= index < len(lines):
            raise CliError(f"{path} holds {len(lines)} records, there is no record {game}")
        text = lines[index]
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise CliError(
            f"{path} is not JSON ({error.msg} at line {error.lineno}, column {error.colno})"
        ) from None


def run(args: argparse.Namespace) -> int:
    """Open the replay window (or run it headless for ``--smoke-test N`` frames)."""
    path = Path(args.file)
    record = load_record(path, args.game)
    smoke = getattr(args, "smoke_test", None)
    if smoke is not None:
        if smoke < 0:
            raise CliError("--smoke-test takes a number of frames, 0 or more")
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        os.environ.setdefault("YENTA_DESKTOP_HOME", tempfile.mkdtemp(prefix="yenta-smoke-"))
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from yenta_desktop.logsetup import setup_logging
    from yenta_desktop.ui.app import App, AppOptions
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
        scene = ReplayScene(app, record, path.name, autoplay=smoke is not None)
        app.push(scene)
        app.run()
        if smoke is not None:
            print(
                f"replayed {len(scene.steps)} steps of {path.name} in {app.frames} frames"
                + (f"; record problem: {scene.problem}" if scene.problem else "")
            )
    finally:
        app.close()
    return 0
