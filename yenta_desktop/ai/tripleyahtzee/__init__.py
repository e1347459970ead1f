"""Triple Yahtzee bots by level (none yet beyond the shared random bot)."""

BOTS: dict[str, type] = {}
LEVELS: tuple[str, ...] = ()
TEST_OPTIONS: dict[str, str] = {}
