"""Yenta Desktop: the dice-table game Yenta, with AI seats, for the desktop."""

__version__ = "0.1.0"
APP_NAME = "yenta-desktop"
