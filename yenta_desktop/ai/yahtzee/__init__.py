"""Yahtzee bots by level (filled in by the AI step)."""

BOTS: dict[str, type] = {}
LEVELS: tuple[str, ...] = ()
TEST_OPTIONS: dict[str, str] = {}
