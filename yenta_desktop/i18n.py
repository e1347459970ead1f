"""The one translation layer: every string a player sees goes through :func:`tr`.

Catalogs are flat JSON objects mapping a dotted key (``"title.new_game"``) to
text with ``{name}`` placeholders: ``assets/i18n/<language>.json`` holds what
the shell says, and each game has its own catalog ``assets/i18n/<folder>/<language>.json``
whose keys are read with the folder as prefix (``"yenta.log.bid"``). A key
missing from the current language falls back to English, then to the key.

Counts ("3 dice", "No 4s"): use :func:`tr_count` with keys ending in the plural
category of each language: English ``<key>.one`` / ``<key>.other``; Russian
``<key>.one`` (1, 21, 31...), ``<key>.few`` (2-4, 22-24...), ``<key>.many``
(0, 5-20, 25-30...). ``tr_count("log.dice", 3)`` picks the right one and fills
``{n}``; every language's catalog must hold all of its own categories.

:func:`system_language` is "ru" on a Russian system and "en" otherwise: the
default language on first run (storage.settings uses it).
"""

from __future__ import annotations

import json
import locale
import logging
import os
from functools import cache
from typing import Any

from yenta_desktop.resources import asset

DEFAULT_LANGUAGE = "en"
LANGUAGES = ("en", "ru")
_current = DEFAULT_LANGUAGE


def _read(node: Any) -> dict[str, str]:
    try:
        data = json.loads(node.read_text(encoding="utf-8"))
    except (FileNotFoundError, NotADirectoryError):
        return {}
    return {str(k): str(v) for k, v in data.items()}


@cache
def catalog(language: str) -> dict[str, str]:
    """The strings of ``language``: the shell's and every game's (empty if it has none)."""
    folder = asset("i18n")
    strings = _read(folder.joinpath(f"{language}.json"))
    for game in sorted(folder.iterdir(), key=lambda node: node.name):
        if game.is_dir():
            for key, text in _read(game.joinpath(f"{language}.json")).items():
                strings[f"{game.name}.{key}"] = text
    return strings


def has_text(key: str) -> bool:
    """Whether ``key`` has a text in English (the catalogue every language falls back to)."""
    return key in catalog(DEFAULT_LANGUAGE)


def tr_default(key: str, default: str, **values: Any) -> str:
    """:func:`tr`, or ``default`` (formatted) when no catalogue has ``key`` (a game without text)."""
    if has_text(key):
        return tr(key, **values)
    return _fill(key, default, values) if values else default


def set_language(language: str) -> None:
    """Switch every later :func:`tr` call to ``language``."""
    global _current
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r}; known: {', '.join(LANGUAGES)}")
    _current = language


def current_language() -> str:
    """The language :func:`tr` uses now."""
    return _current


#: The real minus sign (numbers on screen).
MINUS = "\u2212"


def number(value: float, places: int = 0, *, minus: str = MINUS) -> str:
    """The one way a number is written on screen: ``places`` decimals, thousands grouped
    from 1,000 on ("1,000" and "10,000.5"; in Russian "1\u00a0000" and "10\u00a0000,5":
    a no-break space and a decimal comma), ``minus`` before a negative number (the real
    minus sign; never "−0")."""
    rounded = round(abs(value), places)
    # A whole int is grouped exactly (a float's 53 bits would round a long one).
    text = f"{abs(value):,}" if isinstance(value, int) and places == 0 else f"{rounded:,.{places}f}"
    if current_language() == "ru":
        text = text.replace(",", "\u00a0").replace(".", ",")
    return f"{minus}{text}" if value < 0 and rounded != 0 else text


def grouped(value: int) -> str:
    """A whole number with its thousands grouped: "10,000" ("10\u00a0000", a no-break
    space, in Russian); negative numbers keep a plain hyphen-minus (callers that show
    scores use the real minus sign)."""
    return number(value, 0, minus="-")


def tr(key: str, **values: Any) -> str:
    """The text of ``key`` in the current language, with ``{placeholders}`` filled in."""
    text = catalog(_current).get(key)
    if text is None:
        text = catalog(DEFAULT_LANGUAGE).get(key, key)
    return _fill(key, text, values) if values else text


def _fill(key: str, text: str, values: dict[str, Any]) -> str:
    """``text.format(**values)``; a broken translation falls back to English, never raises."""
    try:
        return text.format(**values)
    except (KeyError, IndexError, ValueError) as error:
        logging.getLogger(__name__).warning("bad placeholders in %r: %s", key, error)
    english = catalog(DEFAULT_LANGUAGE).get(key)
    if english is not None and english != text:
        try:
            return english.format(**values)
        except (KeyError, IndexError, ValueError):
            pass
    return text


def plural_category(language: str, n: int) -> str:
    """The CLDR plural category of the whole number ``n`` in ``language``."""
    n = abs(int(n))
    if language == "ru":
        if n % 10 == 1 and n % 100 != 11:
            return "one"
        if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            return "few"
        return "many"
    return "one" if n == 1 else "other"


def tr_count(key: str, n: int, **values: Any) -> str:
    """The text of ``key.<plural category of n>``, with ``{n}`` and ``values`` filled in."""
    language = _current
    text = catalog(language).get(f"{key}.{plural_category(language, n)}")
    if text is None:
        text = catalog(DEFAULT_LANGUAGE).get(
            f"{key}.{plural_category(DEFAULT_LANGUAGE, n)}", f"{key}.{n}"
        )
    return _fill(key, text, {"n": n, **values})


def system_language() -> str:
    """ "ru" when the system locale is Russian, else "en" (the first-run default)."""
    candidates = [os.environ.get(name, "") for name in ("LC_ALL", "LC_MESSAGES", "LANG")]
    candidates += os.environ.get("LANGUAGE", "").split(":")[:1]
    try:
        candidates.append(locale.getlocale()[0] or "")
    except ValueError:
        pass
    for value in candidates:
        if not value or value in ("C", "POSIX") or value.startswith("C."):
            continue
        lowered = value.lower()
        return "ru" if lowered.startswith("ru") or lowered.startswith("russian") else "en"
    return DEFAULT_LANGUAGE
