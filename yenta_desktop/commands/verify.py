"""``yenta-desktop verify``: check that game records replay, and name the first bad entry."""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from pathlib import Path

from yenta_desktop.cli import CliError
from yenta_desktop.engine.records import verify_records


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """Register the command."""
    parser = sub.add_parser(
        "verify",
        help="check game record files (.json or .jsonl) of any game",
        description="Replay every record in the files (each names its game); report the"
        " first illegal or inconsistent entry of each bad record. Exit 0 when every record"
        " replays, 1 when some do not or the files hold no record.",
    )
    parser.add_argument("files", nargs="+", metavar="FILE")
    parser.set_defaults(run=run)


def _lines(path: Path) -> Iterator[str]:
    """A .json file is one (possibly pretty-printed) record; any other file one per line."""
    try:
        if path.suffix == ".json":
            yield path.read_text(encoding="utf-8")
            return
        with path.open(encoding="utf-8") as handle:
            yield from handle
    except (OSError, UnicodeDecodeError) as error:
        raise CliError(f"cannot read {path}: {error}") from None


def run(args: argparse.Namespace) -> int:
    """Exit 0 when every record replays, 1 when some do not or there are none."""
    bad = 0
    total = 0
    for name in args.files:
        path = Path(name)
        if path.is_dir():
            raise CliError(f"{name} is a folder, not a record file")
        seen, problems = verify_records(_lines(path))
        total += seen
        for number, problem in problems:
            bad += 1
            where = name if path.suffix == ".json" else f"{name}:{number}"
            print(f"{where}: {problem}")
    if total == 0:
        print("no records found in " + ", ".join(args.files))
        return 1
    print(f"{total - bad} of {total} records replay correctly")
    return 1 if bad else 0
