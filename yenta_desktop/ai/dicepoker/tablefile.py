"""The value-table file format: a small header, float32 values, a checksum the loader verifies.

Layout (little-endian)::

    magic    4 bytes  b"DPVT"
    version  uint16   FORMAT_VERSION
    flags    uint16   bit 0 upper_first, bit 1 first_roll_double
    count    uint32   number of values (layout.table_size)
    crc32    uint32   zlib.crc32 of the value bytes
    values   count x float32

Standard library only (the game must not need numpy): the solver script writes
with :func:`encode`, the game reads with :func:`decode`.
"""

from __future__ import annotations

import struct
import sys
import zlib
from array import array

from yenta_desktop.engine.dicepoker.rules import Rules

MAGIC = b"DPVT"
FORMAT_VERSION = 1
HEADER = struct.Struct("<4sHHII")


class TableError(ValueError):
    """A value table that is missing, damaged, or for other rules."""


def file_name(rules: Rules) -> str:
    """The asset file name of the table for ``rules``' two switches."""
    order = "upper-first" if rules.upper_first else "any-order"
    double = "double" if rules.first_roll_double else "plain"
    return f"values-{order}-{double}.f32"


def flags_of(rules: Rules) -> int:
    """The header's flags for ``rules``."""
    return int(rules.upper_first) | int(rules.first_roll_double) << 1


def encode(rules: Rules, values: array) -> bytes:  # type: ignore[type-arg]
    """The file bytes of a float32 ``array('f')`` of values."""
    data = values
    if sys.byteorder == "big":  # pragma: no cover - the files are little-endian everywhere
        data = array("f", values)
        data.byteswap()
    raw = data.tobytes()
    return HEADER.pack(MAGIC, FORMAT_VERSION, flags_of(rules), len(values), zlib.crc32(raw)) + raw


def decode(blob: bytes, rules: Rules, expected_count: int) -> array:  # type: ignore[type-arg]
    """The values of a table file for ``rules``; :class:`TableError` if anything is off."""
    if len(blob) < HEADER.size:
        raise TableError("the value table is too short to have a header")
    magic, version, flags, count, crc = HEADER.unpack_from(blob)
    if magic != MAGIC:
        raise TableError("not a Dice Poker value table")
    if version != FORMAT_VERSION:
        raise TableError(f"value table version {version}; this program reads {FORMAT_VERSION}")
    if flags != flags_of(rules):
        raise TableError(f"the value table is for other rules (flags {flags})")
    if count != expected_count or len(blob) != HEADER.size + 4 * count:
        raise TableError(f"the value table holds {count} values, not {expected_count}")
    raw = blob[HEADER.size :]
    if zlib.crc32(raw) != crc:
        raise TableError("the value table is damaged (checksum mismatch)")
    values = array("f")
    values.frombytes(raw)
    if sys.byteorder == "big":  # pragma: no cover
        values.byteswap()
    return values
