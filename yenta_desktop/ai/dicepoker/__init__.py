"""Dice Poker bots by level (filled in as the levels land)."""

BOTS: dict[str, type] = {}
LEVELS: tuple[str, ...] = ()
TEST_OPTIONS: dict[str, str] = {}
