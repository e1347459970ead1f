"""``yenta-desktop verify``: check that game records replay, and name the first bad entry."""

from __future__ import annotations

import argparse
import json
import stat
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from yenta_desktop.cli import CliError
from yenta_desktop.commands.common import game_module, input_file, parse_rules, shown
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
    parser.add_argument(
        "--game",
        metavar="ID",
        help="with --rule: the game whose records must be played under those rules",
    )
    parser.add_argument(
        "--rule",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="also require each record of --game to be played under these rules, e.g."
        " --game farkle --rule preset=zilch or --rule code=FK1... (a friend's table)",
    )
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


def rules_mismatches(
    lines: Iterator[bytes | None], game_id: str, wanted: Any
) -> list[tuple[int, str]]:
    """(line number, problem) for each record of ``game_id`` whose rules are not ``wanted``
    (``--rule``); records that do not parse are verify_records' to report."""
    rules_class = game_module(game_id).Rules
    found: list[tuple[int, str]] = []
    for number, line in enumerate(lines, start=1):
        if line is None or not line.strip():
            continue
        try:
            data = json.loads(line)
            if not isinstance(data, dict) or data.get("game") != game_id:
                continue
            rules = rules_class.from_dict(data.get("rules", {}))
        except ValueError:
            continue
        if rules != wanted:
            have, want = rules.to_dict(), wanted.to_dict()
            keys = sorted(k for k in set(have) | set(want) if have.get(k) != want.get(k))
            told = ", ".join(f"{k}={have.get(k, getattr(rules, k))}" for k in keys)
            found.append((number, f"played under other rules than --rule gives ({told})"))
    return found


def run(args: argparse.Namespace) -> int:
    """Exit 0 when every record replays, 1 when some do not or there are none."""
    bad = 0
    total = 0
    wanted = None
    if args.rule:
        if not args.game:
            raise CliError("verify --rule needs --game (the game whose records it checks)")
        wanted = parse_rules(args.rule, args.game)
    for name in args.files:
        path = input_file(name)
        single = is_single(path)
        seen, problems = verify_records(_records(path), "the file" if single else "the record")
        if wanted is not None:
            # A record may have both kinds of problem: it counts once.
            problems = sorted(problems + rules_mismatches(_records(path), args.game, wanted))
        total += seen
        bad += len({number for number, _problem in problems})
        for number, problem in problems:
            where = name if single else f"{name}:{number}"
            print(f"{where}: {problem}")
    if total == 0:
        print("no records found in " + ", ".join(args.files))
        return 1
    print(f"{total - bad} of {total} records replay correctly")
    return 1 if bad else 0
