"""Scripted Lie Dice games: a given first opener and given dice."""

from __future__ import annotations

from collections.abc import Sequence

from yenta_desktop.engine.liedice import LOOK, Bid, GameState, Reroll, Rules, new_game


def game(players: int = 3, opener: int = 0, box: Sequence[str] | None = None, **rules: object):
    """A game whose first opener is ``opener``; ``box`` shaken at once when given."""
    state = new_game(players, Rules(**rules), seed=1, opener=opener)  # type: ignore[arg-type]
    if box is not None:
        state.apply_chance(list(box))
    return state


def open_with(state: GameState, dice: Sequence[str], direction: str = "left", look=True):
    """The opener (optionally) looks and bids ``dice`` in ``direction``."""
    if look:
        state.apply(LOOK)
    return state.apply(Bid(tuple(dice), direction))


def look_and_bid(state: GameState, dice: Sequence[str]):
    """The receiver accepts, looks, and bids ``dice`` without re-rolling."""
    state.apply(LOOK)
    return state.apply(Bid(tuple(dice)))


def reroll_and_bid(state: GameState, keep: Sequence[int], new: Sequence[str], dice: Sequence[str]):
    """The receiver looks, keeps ``keep``, re-rolls to ``new`` and bids ``dice``."""
    state.apply(LOOK)
    state.apply(Reroll(tuple(keep)))
    state.apply_chance(list(new))
    return state.apply(Bid(tuple(dice)))
