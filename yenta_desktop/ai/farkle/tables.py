"""Hard's shipped decision data: turn-start chances and bank thresholds, compact and checked.

Layout (little-endian)::

    magic     4 bytes  b"FKWT"
    version   uint16   FORMAT_VERSION
    flags     uint16   bit 0: final round on
    target, floor, penalty, opening, margin   5 x int32 (units of 50)
    size      uint32   player states (Space.size)
    crc32     uint32   zlib.crc32 of everything after the header
    values    size*size uint16: W[mover][other] * 65535, rounded
    bank      6 * size*size uint16: for dice left n = 1..6, the least turn total
              (units) from which banking is optimal at every larger total
              (65535: never below the cap)

W is all Hard needs (it solves its turn exactly from W); the thresholds make a
bank-or-roll question one lookup (the coach, measurements). For the default
game with a floor of -2,500 that is 759 states: 1.15 MB of values plus 6.9 MB
of thresholds, 8.1 MB in all (the budget is 15 MB). Standard library only.
"""

from __future__ import annotations

import struct
import sys
import zlib
from array import array
from dataclasses import dataclass

from yenta_desktop.ai.farkle.space import Space

MAGIC = b"FKWT"
FORMAT_VERSION = 1
HEADER = struct.Struct("<4sHH5iII")
NEVER = 0xFFFF
SCALE = 0xFFFF


class TableError(ValueError):
    """A decision table that is damaged or not of this format."""


@dataclass(frozen=True)
class DecisionTable:
    space: Space
    #: W[mover * size + other] as chances (decoded).
    values: list[float]
    #: thresholds[n - 1][mover * size + other] in units; NEVER = bank only at the cap.
    thresholds: list[array[int]]

    def bank_threshold(self, mover: int, other: int, dice_left: int) -> int:
        return int(self.thresholds[dice_left - 1][mover * self.space.size + other])


def _little(values: array[int]) -> bytes:
    if sys.byteorder != "little":
        values = array(values.typecode, values)
        values.byteswap()
    return values.tobytes()


def encode(space: Space, values: list[float], thresholds: list[list[int]]) -> bytes:
    """The file bytes of a table (the solver script writes these)."""
    n = space.size * space.size
    if len(values) != n or len(thresholds) != 6 or any(len(t) != n for t in thresholds):
        raise TableError(
            "values and thresholds must have size * size entries (thresholds per dice 1-6)"
        )
    body = _little(array("H", (round(min(max(v, 0.0), 1.0) * SCALE) for v in values)))
    for row in thresholds:
        body += _little(array("H", (min(int(t), NEVER) for t in row)))
    header = HEADER.pack(
        MAGIC,
        FORMAT_VERSION,
        1 if space.final_round else 0,
        space.target,
        space.floor,
        space.penalty,
        space.opening,
        space.margin,
        space.size,
        zlib.crc32(body),
    )
    return header + body


def decode(data: bytes) -> DecisionTable:
    """A table from file bytes; TableError if it is damaged or of another format."""
    if len(data) < HEADER.size:
        raise TableError("too short for a Farkle decision table")
    magic, version, flags, target, floor, penalty, opening, margin, size, crc = HEADER.unpack_from(
        data
    )
    if magic != MAGIC or version != FORMAT_VERSION:
        raise TableError("not a Farkle decision table of this version")
    body = data[HEADER.size :]
    if zlib.crc32(body) != crc:
        raise TableError("the table is damaged (checksum)")
    space = Space(target, floor, penalty, opening, bool(flags & 1), margin)
    if space.size != size:
        raise TableError("the header's state count does not match its rules")
    n = size * size
    if len(body) != 2 * 7 * n:
        raise TableError("the table has the wrong length")
    rows = []
    for k in range(7):
        row: array[int] = array("H")
        row.frombytes(body[2 * k * n : 2 * (k + 1) * n])
        if sys.byteorder != "little":
            row.byteswap()
        rows.append(row)
    values = [v / SCALE for v in rows[0]]
    return DecisionTable(space, values, rows[1:])
