"""The bid being built: kind, then grouped faces (the *core*), then optional odd dice.

A pure model over the engine's :func:`~yenta_desktop.engine.liedice.bid_menu`
(no pygame): the table's bid builder draws it and turns clicks and keys into
its methods. Every step leaves a whole bid in the draft: choosing a kind
picks that kind's lowest legal bid, choosing a core its lowest legal bid, so
any bid is two or three clicks away (kind, core, odd dice) and the first
click already makes a legal one when the kind has any.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from yenta_desktop.engine.liedice import (
    BIDS,
    KINDS,
    BidCore,
    BidKind,
    bid_index,
    bid_menu,
    lowest_raise,
    name_hand,
    why_illegal,
)

#: Kinds whose bids may name odd dice besides the grouped ones.
ODD_KINDS = ("high_die", "pair", "two_pairs", "three", "four")


@dataclass
class BidDraft:
    """A bid under construction after ``floor`` (the bid on the table; None for the opener)."""

    floor: tuple[str, ...] | None
    kind: str | None = None
    core: tuple[str, ...] | None = None
    odd: tuple[str, ...] = ()
    menu: tuple[BidKind, ...] = field(default=(), repr=False)

    def __post_init__(self) -> None:
        if not self.menu:
            self.menu = bid_menu(self.floor)

    # ------------------------------------------------------------ reading
    def kinds(self) -> tuple[BidKind, ...]:
        """Every kind, lowest first."""
        return self.menu

    def kind_entry(self, kind: str | None = None) -> BidKind | None:
        """The menu entry of ``kind`` (default: the chosen kind)."""
        kind = kind or self.kind
        for entry in self.menu:
            if entry.kind == kind:
                return entry
        return None

    def cores(self) -> tuple[BidCore, ...]:
        """The chosen kind's cores (grouped faces), lowest first."""
        entry = self.kind_entry()
        return entry.cores if entry is not None else ()

    def core_entry(self, core: Sequence[str] | None = None) -> BidCore | None:
        """The menu entry of ``core`` in the chosen kind (default: the chosen core)."""
        core = tuple(core) if core is not None else self.core
        for entry in self.cores():
            if entry.ranks == core:
                return entry
        return None

    @property
    def dice(self) -> tuple[str, ...] | None:
        """The whole bid built so far, in reading order (None until a kind and core are set)."""
        entry = self.core_entry()
        if entry is None:
            return None
        for option in entry.options:
            if set(option.odd) == set(self.odd) and len(option.odd) == len(self.odd):
                return option.dice
        return None

    def reason(self) -> str | None:
        """Why the built bid is not legal now (an engine reason code), or None."""
        dice = self.dice
        if dice is None:
            return "incomplete"
        return why_illegal(dice, self.floor)

    @property
    def legal(self) -> bool:
        """Whether the built bid may be made now."""
        return self.reason() is None

    def odd_room(self) -> int:
        """How many odd dice the chosen core leaves room for."""
        core = self.core_entry()
        if core is None or self.kind not in ODD_KINDS:
            return 0
        return max((len(option.odd) for option in core.options), default=0)

    def odd_choices(self) -> dict[str, bool]:
        """Face -> whether it can be toggled now (added as an odd die, or taken away)."""
        core = self.core_entry()
        result: dict[str, bool] = {}
        if core is None or self.kind not in ODD_KINDS:
            return result
        have = set(self.odd)
        options = {frozenset(option.odd) for option in core.options}
        for face in ("A", "K", "Q", "J", "10", "9"):
            if face in have:
                result[face] = frozenset(have - {face}) in options
            else:
                result[face] = frozenset(have | {face}) in options
        return result

    def odd_legal_with(self, face: str) -> bool:
        """Whether toggling ``face`` would leave a legal bid (the builder greys the others)."""
        core = self.core_entry()
        if core is None:
            return False
        want = set(self.odd) ^ {face}
        return any(set(o.odd) == want and o.legal for o in core.options)

    # ------------------------------------------------------------ choosing
    def choose_kind(self, kind: str) -> None:
        """Choose a kind: its lowest legal bid (or, when none is legal, its lowest bid)."""
        entry = self.kind_entry(kind)
        if entry is None:
            return
        self.kind = kind
        core = next((c for c in entry.cores if c.legal), entry.cores[0])
        self.choose_core(core.ranks)

    def choose_core(self, ranks: Sequence[str]) -> None:
        """Choose the grouped faces: the lowest legal bid with them (or the bare core)."""
        entry = self.core_entry(ranks)
        if entry is None:
            return
        self.core = entry.ranks
        option = next((o for o in entry.options if o.legal), entry.options[0])
        self.odd = option.odd

    def toggle_odd(self, face: str) -> bool:
        """Add or take away an odd die; False when that makes no bid of this kind and core."""
        if not self.odd_choices().get(face):
            return False
        have = set(self.odd)
        have ^= {face}
        order = ("A", "K", "Q", "J", "10", "9")
        self.odd = tuple(f for f in order if f in have)
        return True

    def set_dice(self, dice: Sequence[str]) -> None:
        """Put a whole bid in the draft (the lowest raise, a step up or down, a restore)."""
        name = name_hand(dice)
        self.kind = name.kind
        self.core = name.ranks
        self.odd = name.odd

    def lowest(self) -> None:
        """The lowest legal raise."""
        low = lowest_raise(self.floor)
        if low is not None:
            self.set_dice(low)

    def step(self, delta: int) -> None:
        """One bid up or down the order of all bids, never below the lowest legal raise."""
        low = lowest_raise(self.floor)
        if low is None:
            return
        floor_index = bid_index(low)
        dice = self.dice
        index = bid_index(dice) if dice is not None else floor_index - delta
        index = max(floor_index, min(len(BIDS) - 1, index + delta))
        self.set_dice(BIDS[index])

    def kind_legal(self, kind: str) -> bool:
        """Whether any bid of ``kind`` is legal now."""
        entry = self.kind_entry(kind)
        return entry is not None and entry.legal


def kind_order() -> tuple[str, ...]:
    """The kinds from junk to five of a kind."""
    return KINDS
