"""``yenta-desktop verify``: check that game records replay, and name the first bad action."""

from __future__ import annotations

import argparse
from pathlib import Path

from yenta_desktop.cli import CliError
from yenta_desktop.engine.yenta import verify_records


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """Register the command."""
    parser = sub.add_parser(
        "verify",
        help="check yenta-record files (.json or .jsonl)",
        description="Replay every record in the files; report the first"
        " illegal or inconsistent entry of each bad record.",
    )
    parser.add_argument("files", nargs="+", metavar="FILE")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Exit 0 when every record replays, 1 when some do not."""
    bad = 0
    total = 0
    for name in args.files:
        path = Path(name)
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            raise CliError(f"cannot read {name}: {error}") from None
        # A .json file holds one (possibly pretty-printed) record; .jsonl one per line.
        lines = [text] if path.suffix == ".json" else text.splitlines()
        total += sum(1 for line in lines if line.strip())
        for number, problem in verify_records(lines):
            bad += 1
            where = name if path.suffix == ".json" else f"{name}:{number}"
            print(f"{where}: {problem}")
    print(f"{total - bad} of {total} records replay correctly")
    return 1 if bad else 0
