"""The one translation layer: every string a player sees goes through :func:`tr`.

Catalogs are flat JSON objects in ``assets/i18n/<language>.json`` mapping a
dotted key (``"title.new_game"``) to text with ``{name}`` placeholders.
A key missing from the current language falls back to English, then to the key.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

from yenta_desktop.resources import asset

DEFAULT_LANGUAGE = "en"
LANGUAGES = ("en", "ru")
_current = DEFAULT_LANGUAGE


@lru_cache(maxsize=None)
def catalog(language: str) -> dict[str, str]:
    """The strings of ``language`` (empty if it has no catalog)."""
    node = asset("i18n", f"{language}.json")
    try:
        data = json.loads(node.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    return {str(k): str(v) for k, v in data.items()}


def set_language(language: str) -> None:
    """Switch every later :func:`tr` call to ``language``."""
    global _current
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r}; known: {', '.join(LANGUAGES)}")
    _current = language


def current_language() -> str:
    """The language :func:`tr` uses now."""
    return _current


def tr(key: str, **values: Any) -> str:
    """The text of ``key`` in the current language, with ``{placeholders}`` filled in."""
    text = catalog(_current).get(key)
    if text is None:
        text = catalog(DEFAULT_LANGUAGE).get(key, key)
    return text.format(**values) if values else text
