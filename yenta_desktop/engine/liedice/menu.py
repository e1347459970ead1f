"""The bid builder's menu: every bid grouped by kind, then ranks, then optional odd dice.

A table UI builds any bid in two or three clicks from this structure (kind,
then the grouped ranks, then how many odd dice and which) and greys the bids
that are not legal now, with the rule that forbids them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from yenta_desktop.engine.liedice.hands import (
    BID_RANKS,
    BIDS,
    FACES,
    KINDS,
    TOP_INDEX,
    bid_index,
    hand_key,
)

#: Why a bid is greyed out: it does not beat the bid on the table (rule 5).
MUST_RAISE = "bid_must_raise"


@dataclass(frozen=True)
class BidOption:
    """One bid of a core: its ``dice`` (reading order), the ``odd`` dice it adds, legality."""

    dice: tuple[str, ...]
    odd: tuple[str, ...]
    legal: bool
    reason: str | None


@dataclass(frozen=True)
class BidCore:
    """A kind with its grouped ranks ("pair" of ("K",)) and its bids, lowest first."""

    kind: str
    ranks: tuple[str, ...]
    options: tuple[BidOption, ...]

    @property
    def legal(self) -> bool:
        """Whether any bid of this core is legal."""
        return any(option.legal for option in self.options)


@dataclass(frozen=True)
class BidKind:
    """One kind of hand and its cores, lowest first."""

    kind: str
    cores: tuple[BidCore, ...]

    @property
    def legal(self) -> bool:
        """Whether any bid of this kind is legal."""
        return any(core.legal for core in self.cores)


def why_illegal(dice: Sequence[str], after: Sequence[str] | None) -> str | None:
    """The rule a bid breaks after the bid ``after`` (None: the opener's bid), or None if legal.

    ``ValueError`` if ``dice`` is not a bid at all.
    """
    index = bid_index(tuple(dice))
    if after is None:
        return None
    return None if index > bid_index(tuple(after)) else MUST_RAISE


def bid_menu(after: Sequence[str] | None) -> tuple[BidKind, ...]:
    """Every bid, grouped by kind, then grouped ranks, then odd dice; legality after ``after``."""
    floor = -1 if after is None else bid_index(tuple(after))
    kinds: dict[int, dict[tuple[int, ...], list[BidOption]]] = {}
    for index, ranks in enumerate(BID_RANKS):
        kind, groups, odd = hand_key(ranks)
        legal = index > floor
        option = BidOption(
            BIDS[index], tuple(FACES[r] for r in odd), legal, None if legal else MUST_RAISE
        )
        kinds.setdefault(kind, {}).setdefault(groups, []).append(option)
    return tuple(
        BidKind(
            KINDS[kind],
            tuple(
                BidCore(KINDS[kind], tuple(FACES[r] for r in groups), tuple(options))
                for groups, options in cores.items()
            ),
        )
        for kind, cores in kinds.items()
    )


def can_raise(after: Sequence[str] | None) -> bool:
    """Whether any bid beats ``after`` (False only after five aces)."""
    return after is None or bid_index(tuple(after)) < TOP_INDEX
