"""Pinochle bots by level. ``BOTS`` maps each level name to its class."""

from yenta_desktop.ai.pinochle.random_bot import RandomBot

BOTS: dict[str, type] = {"random": RandomBot}
LEVELS: tuple[str, ...] = ()
TEST_OPTIONS: dict[str, str] = {}

__all__ = ["BOTS", "LEVELS", "TEST_OPTIONS", "RandomBot"]
