"""Yenta bots by level. ``BOTS`` maps each level name to its class."""

from yenta_desktop.ai.yenta.random_bot import RandomBot

BOTS: dict[str, type] = {"random": RandomBot}

__all__ = ["BOTS", "RandomBot"]
