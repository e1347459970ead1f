"""Named errors raised by the engines (python-chess style ``ValueError`` subclasses)."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action that the rules do not allow; the state it was offered to is unchanged.

    ``rule`` names the rule that forbids it (for logs, tests and error screens).
    """

    def __init__(self, message: str, rule: str = "") -> None:
        super().__init__(message)
        self.rule = rule


class RecordError(ValueError):
    """A game record that is malformed or does not replay.

    ``round_index`` and ``action_index`` (0-based, when known) point at the first
    entry that is wrong.
    """

    def __init__(
        self, message: str, round_index: int | None = None, action_index: int | None = None
    ) -> None:
        super().__init__(message)
        self.round_index = round_index
        self.action_index = action_index


class StateFormatError(ValueError):
    """A serialized game state that is malformed, inconsistent or of an unknown version."""


class UnknownGame(ValueError):
    """A game id that no registered game has (the message lists the known ids)."""


class PositionError(ValueError):
    """A position's text (engine/positions.py) that is malformed or cannot arise in play.

    The message is one line naming the reason (a fourth roll, a die of 7, Full House 24).
    """
