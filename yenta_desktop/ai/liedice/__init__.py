"""Lie Dice bots by level (placeholder while the levels are built)."""

BOTS: dict[str, type] = {}
LEVELS: tuple[str, ...] = ()
TEST_OPTIONS: dict[str, str] = {}
