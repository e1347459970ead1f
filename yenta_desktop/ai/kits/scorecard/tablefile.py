"""The value-table file: a header naming the model, float32 means and second moments, a checksum.

Layout (little-endian)::

    magic    4 bytes   b"SCVT"
    version  uint16    FORMAT_VERSION
    flags    uint16    bit 0: the payload is zlib-compressed
    model    32 bytes  SolverModel.digest (SHA-256 of everything that decides the values)
    count    uint32    number of states (StateSpace.size)
    crc32    uint32    zlib.crc32 of the uncompressed payload
    payload  count x float32 means, then count x float32 second moments

The mean of a state is the expected points still to come under the policy
that maximises it; the second moment is E[(points to come)^2] under that
same policy. Standard library only (the game must not need numpy).
"""

from __future__ import annotations

import struct
import sys
import zlib
from array import array

MAGIC = b"SCVT"
FORMAT_VERSION = 1
HEADER = struct.Struct("<4sHH32sII")
ZLIB = 1


class TableError(ValueError):
    """A value table that is missing, damaged, or for another model."""


def encode(digest: bytes, means: array, moments: array, compress: bool = False) -> bytes:  # type: ignore[type-arg]
    """The file bytes of two float32 ``array('f')`` of the same length."""
    if len(means) != len(moments):
        raise ValueError("means and second moments differ in length")
    data = array("f", means) + array("f", moments)
    if sys.byteorder == "big":  # pragma: no cover - the files are little-endian everywhere
        data.byteswap()
    raw = data.tobytes()
    body = zlib.compress(raw, 9) if compress else raw
    flags = ZLIB if compress else 0
    return HEADER.pack(MAGIC, FORMAT_VERSION, flags, digest, len(means), zlib.crc32(raw)) + body


def decode(blob: bytes, digest: bytes, expected_count: int) -> tuple[array, array]:  # type: ignore[type-arg]
    """(means, second moments) of a table file; :class:`TableError` if anything is off."""
    if len(blob) < HEADER.size:
        raise TableError("the value table is too short to have a header")
    magic, version, flags, model, count, crc = HEADER.unpack_from(blob)
    if magic != MAGIC:
        raise TableError("not a scorecard value table")
    if version != FORMAT_VERSION:
        raise TableError(f"value table version {version}; this program reads {FORMAT_VERSION}")
    if model != digest:
        raise TableError("the value table is for another model (rules or scoring differ)")
    if count != expected_count:
        raise TableError(f"the value table holds {count} states, not {expected_count}")
    body = blob[HEADER.size :]
    if flags & ZLIB:
        try:
            body = zlib.decompress(body)
        except zlib.error:
            raise TableError("the value table is damaged (cannot decompress)") from None
    if len(body) != 8 * count:
        raise TableError(f"the value table holds {len(body)} bytes of values, not {8 * count}")
    if zlib.crc32(body) != crc:
        raise TableError("the value table is damaged (checksum mismatch)")
    values = array("f")
    values.frombytes(body)
    if sys.byteorder == "big":  # pragma: no cover
        values.byteswap()
    return values[:count], values[count:]
