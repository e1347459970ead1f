"""The words of a dice table, read from the game's own catalogue under its prefix.

The kit never names a game: a table gives its catalogue prefix (its folder name)
and the kit reads the keys it needs below it. docs/ui.md lists the keys a
new dice game's catalogue provides (``tray.held``, ``card.total``, ``row.<id>``...).
"""

from __future__ import annotations

from typing import Any

from yenta_desktop.i18n import has_text, tr, tr_count


class DiceTexts:
    """A game's table texts: ``get("card.total")`` reads ``<prefix>.card.total``."""

    def __init__(self, prefix: str) -> None:
        self.prefix = prefix

    def key(self, name: str) -> str:
        """The catalogue key of ``name``."""
        return f"{self.prefix}.{name}"

    def get(self, name: str, /, **values: Any) -> str:
        """The text of ``name`` in the current language."""
        return tr(self.key(name), **values)

    def count(self, name: str, n: int, /, **values: Any) -> str:
        """The text of ``name`` in the plural form for ``n``."""
        return tr_count(self.key(name), n, **values)

    def has(self, name: str) -> bool:
        """Whether the game's catalogue has ``name`` (optional texts: a Joker's badge...)."""
        return has_text(self.key(name))

    def row_name(self, row: str) -> str:
        """A box's name ("Full house", "Фулл-хаус")."""
        return self.get(f"row.{row}")
