"""``yenta-desktop verify``: check that game records replay, and name the first bad entry."""

from __future__ import annotations

import argparse
import stat
from collections.abc import Iterator
from pathlib import Path

from yenta_desktop.cli import CliError
from yenta_desktop.commands.common import input_file, shown
from yenta_desktop.engine import jsonio
from yenta_desktop.engine.records import verify_records
from yenta_desktop.storage.history import iter_lines


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


def is_single(path: Path) -> bool:
    """Whether ``path`` holds one record: a .json file, or a device (``/dev/zero`` never ends)."""
    if path.suffix == ".json":
        return True
    try:
        mode = path.stat().st_mode
    except OSError:
        return False
    return stat.S_ISCHR(mode) or stat.S_ISBLK(mode)


def _records(path: Path) -> Iterator[bytes | None]:
    """A .json file (or a device) is one (possibly pretty-printed) record; any other file
    one per line.

    Read in pieces no larger than a record can be, so a huge or endless file
    (``/dev/zero``) never fills the memory: None stands for a piece over the limit.
    """
    limit = jsonio.MAX_DOCUMENT_BYTES
    try:
        with path.open("rb") as handle:
            if is_single(path):
                data = handle.read(limit + 1)
                yield None if len(data) > limit else data
                return
            for _offset, _size, line in iter_lines(handle, limit, keep_last=True):
                yield line
    except OSError as error:
        raise CliError(f"cannot read {shown(str(path))}: {error.strerror or error}") from None


def run(args: argparse.Namespace) -> int:
    """Exit 0 when every record replays, 1 when some do not or there are none."""
    bad = 0
    total = 0
    for name in args.files:
        path = input_file(name)
        single = is_single(path)
        seen, problems = verify_records(_records(path), "the file" if single else "the record")
        total += seen
        for number, problem in problems:
            bad += 1
            where = name if single else f"{name}:{number}"
            print(f"{where}: {problem}")
    if total == 0:
        print("no records found in " + ", ".join(args.files))
        return 1
    print(f"{total - bad} of {total} records replay correctly")
    return 1 if bad else 0
