"""Game preferences: what each game lets a player choose for how its table looks and helps.

A game's UI package (``ui/games/<folder>/__init__.py``) lists its preferences in
``PREFERENCES``, a tuple of :class:`Preference` (a key, its choices and default, and
the text ids of its name, its values and its corner button), the way a game's ``Rules``
list their settings. From that one list come the Settings screen's game page
(:mod:`yenta_desktop.ui.shell.game_settings`), the table's corner buttons
(``TableBase.preference_toggles``) and the checks of what the settings file holds.
Shared declarations several games use (the coach, the dice style) live here and in
the kits; shared code never names a game.

Values live in ``Settings.games[game][key]``; a game without its own value takes the
global one an older settings file held (``Settings.legacy``), else the declared default.
Tables read them with :func:`value` (``TableBase.preference``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from yenta_desktop.i18n import tr


@dataclass(frozen=True)
class Preference:
    """One game preference: its key, its choices (the first is not the default unless said),
    its default and the text ids the screens show."""

    key: str
    default: Any
    #: Every allowed value in the order a button steps through them ((True, False): a switch).
    choices: tuple[Any, ...]
    #: Text id of its name (the Settings row).
    label: str
    #: Text id prefix of its values (``f"{values}.{value}"``); "" for a switch (On/Off).
    values: str = ""
    #: A text id with ``{value}`` for number choices ("{value} points"); used instead of ``values``.
    number: str = ""
    #: Text id of its button in the table's corner (with ``{value}``), "" for none.
    corner: str = ""
    #: The corner button's object id (``#coach``); the key's when empty.
    button_id: str = ""
    #: Draws a small preview of a value on the Settings screen:
    #: ``preview(surface, value, (x, y), size)`` from its left middle; returns the width drawn.
    preview: Callable[[Any, Any, tuple[int, int], int], int] | None = None
    #: The key an older settings file kept this preference's global value under (the key's own
    #: when empty): each seat's dice style takes the old ``dice_style``.
    legacy: str = ""
    #: Values filled into the label (``{"n": 2}`` for "Seat {n} dice").
    label_values: tuple[tuple[str, Any], ...] = ()

    def __post_init__(self) -> None:
        if not self.allows(self.default):
            raise ValueError(f"preference {self.key}: default {self.default!r} not a choice")

    @property
    def is_switch(self) -> bool:
        """Whether it is on/off."""
        return self.choices == (True, False)

    def allows(self, value: Any) -> bool:
        """Whether ``value`` is one of the choices, of the same type (1 is not True)."""
        return any(type(value) is type(choice) and value == choice for choice in self.choices)

    def next(self, value: Any) -> Any:
        """The choice after ``value`` (wrapping round; the first when ``value`` is not one)."""
        for index, choice in enumerate(self.choices):
            if type(value) is type(choice) and value == choice:
                return self.choices[(index + 1) % len(self.choices)]
        return self.choices[0]

    def text(self, value: Any) -> str:
        """The translated text of ``value`` as its button shows it."""
        if self.is_switch:
            return tr("settings.on") if value else tr("settings.off")
        if self.number:
            shown = f"{value:.1f}".replace(".", tr("settings.decimal_point"))
            return tr(self.number, value=shown)
        return tr(f"{self.values}.{value}")

    def label_text(self) -> str:
        """The translated name of the preference."""
        return tr(self.label, **dict(self.label_values))

    @property
    def object_id(self) -> str:
        """The corner button's object id."""
        return self.button_id or f"#{self.key}"


def declared(game: str | None) -> tuple[Preference, ...]:
    """The preferences ``game`` declares (none for a game without a UI or without any)."""
    from yenta_desktop.ui.games import game_ui

    try:
        module = game_ui(game)
    except Exception:  # noqa: BLE001 - an unknown game or one without a UI has none
        return ()
    found = getattr(module, "PREFERENCES", ())
    return tuple(p for p in found if isinstance(p, Preference))


def find(game: str | None, key: str) -> Preference | None:
    """``game``'s declaration of ``key``, or None."""
    for preference in declared(game):
        if preference.key == key:
            return preference
    return None


def value(settings: Any, game: str | None, key: str) -> Any:
    """The value of ``game``'s preference ``key``: the game's own, else the old global one,
    else the default; None when the game declares no such preference."""
    preference = find(game, key)
    if preference is None:
        return None
    kept = stored(settings, game or "", key, preference.legacy or key)
    return kept if preference.allows(kept) else preference.default


def stored(settings: Any, game: str, key: str, legacy: str | None = None) -> Any:
    """The unchecked value the settings keep (a stand-in settings object may keep none)."""
    reader = getattr(settings, "stored_preference", None)
    return reader(game, key, legacy) if callable(reader) else None


def with_value(settings: Any, game: str, key: str, new: Any) -> Any:
    """``settings`` with ``game``'s preference ``key`` set to ``new`` (ValueError if not allowed)."""
    preference = find(game, key)
    if preference is None:
        raise ValueError(f"{game} has no preference {key!r}")
    if not preference.allows(new):
        raise ValueError(f"{new!r} is not a choice of {game}'s {key}: {preference.choices}")
    return settings.with_preference(game, key, new)


def games_with_preferences() -> list[str]:
    """Every registered game that declares preferences, in the registry's order."""
    from yenta_desktop.engine.registry import game_ids
    from yenta_desktop.ui.games import has_ui

    return [game for game in game_ids() if has_ui(game) and declared(game)]


#: The coach: odds and the move a strong player would make (off: players learn alone).
COACH = Preference("coach", False, (True, False), "settings.coach", corner="table.coach_toggle")
