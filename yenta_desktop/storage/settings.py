"""The player's settings: ``settings.json`` in the config folder, validated on load.

Unknown keys are ignored; a bad value is reset to its default with a logged
warning; each game's own preferences are kept apart, per game (``games``), and the
global values older files held for them (``dice_style``, ``coach``...) are kept as
``legacy``: every game's default for that key until the game's own value is set (the
games declare their preferences and :mod:`yenta_desktop.ui.preferences` checks them); a file that is not a JSON object is renamed aside (never deleted) and
:data:`last_notice` explains it (also shown by ``SaveStore.notice`` via
:mod:`storage.notices`). Nothing here raises for I/O problems.
"""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from yenta_desktop.engine import jsonio
from yenta_desktop.engine.registry import game_ids
from yenta_desktop.i18n import LANGUAGES, system_language, tr
from yenta_desktop.session import HUMAN, ForbiddenLevel, check_level, clean_name
from yenta_desktop.storage import notices, paths
from yenta_desktop.storage.atomic import atomic_write_text, move_aside

log = logging.getLogger(__name__)

SETTINGS_NAME = "settings.json"
WINDOW_MODES = ("windowed", "fullscreen")
#: The window sizes Settings offers (the first two always; larger ones where they fit the
#: screen), as "<width>x<height>".
WINDOW_SIZES = ("1024x640", "1280x720", "1600x900", "1920x1080", "2560x1440")
DEFAULT_WINDOW_SIZE = "1280x720"


def window_size_of(text: str) -> tuple[int, int]:
    """A window size setting ("1280x720") as (width, height)."""
    width, _, height = text.partition("x")
    return int(width), int(height)


UI_SCALES = (100, 125, 150)
ANIMATION_SPEEDS = ("normal", "fast", "instant")
AI_DELAY_RANGE = (0.0, 3.0)
#: When a player may take back the last move (Settings: Undo).
UNDO_MODES = ("one_human", "always", "off")


@dataclass
class Settings:
    """Every setting with its default (language from the system locale)."""

    window_mode: str = "windowed"
    #: The window's size when not full screen (one of :data:`WINDOW_SIZES`).
    window_size: str = DEFAULT_WINDOW_SIZE
    ui_scale: int = 100
    animation_speed: str = "normal"
    ai_delay: float = 0.8
    sound: bool = True
    volume: float = 0.7
    language: str = field(default_factory=system_language)
    #: Taking back the last move: against the AI only (one human at the table), also in
    #: pass-and-play (before the next player lifts the curtain), or never.
    undo: str = "one_human"
    #: Each game's own preferences: game id -> preference key -> value (JSON scalars; the
    #: game's declaration in ui/games/<folder> says what is allowed, ui/preferences.py checks).
    games: dict[str, dict[str, Any]] = field(default_factory=dict)
    #: Values an older settings file held for every game at once (``dice_style``, ``coach``...):
    #: every game's default for that key until the game's own value is set.
    legacy: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """The JSON object stored in settings.json."""
        return asdict(self)

    def stored_preference(self, game: str, key: str, legacy: str | None = None) -> Any:
        """The value kept for ``game``'s preference ``key``: its own, else the old global one
        (kept under ``legacy``, the key itself by default), else None (unchecked: the game's
        declaration decides whether it is allowed)."""
        own = self.games.get(game, {})
        if key in own:
            return own[key]
        return self.legacy.get(legacy or key)

    def with_preference(self, game: str, key: str, value: Any) -> Settings:
        """A copy with ``game``'s preference ``key`` set to ``value`` (the dicts are copied)."""
        games = {name: dict(values) for name, values in self.games.items()}
        games.setdefault(game, {})[key] = value
        return replace(self, games=games, legacy=dict(self.legacy))


def _valid(name: str, value: Any) -> Any:
    """``value`` normalised if it is allowed for setting ``name``, else raises ValueError."""
    if name == "window_mode" and value in WINDOW_MODES:
        return value
    if name == "window_size" and value in WINDOW_SIZES:
        return value
    if name == "ui_scale" and not isinstance(value, bool) and value in UI_SCALES:
        return int(value)
    if name == "animation_speed" and value in ANIMATION_SPEEDS:
        return value
    if name == "undo" and value in UNDO_MODES:
        return value
    if name == "language" and value in LANGUAGES:
        return value
    if name == "sound" and isinstance(value, bool):
        return value
    if name in ("ai_delay", "volume") and isinstance(value, (int, float)):
        if not isinstance(value, bool) and value == value:  # rejects NaN
            low, high = AI_DELAY_RANGE if name == "ai_delay" else (0.0, 1.0)
            if low <= value <= high:
                return float(value)
    raise ValueError(f"{value!r} is not a valid {name}")


#: The global settings of files written before per-game preferences, each with the values it
#: allowed then; a file holding one gives every game that default (see ``Settings.legacy``).
LEGACY_PREFERENCES: dict[str, tuple[Any, ...]] = {
    "dice_style": ("classic", "high_contrast"),
    "deduction_aid": (True, False),
    "coach": (True, False),
    "four_colour_cards": (True, False),
    "auction_pace": ("normal", "fast"),
    "trick_pace": ("normal", "slow", "fast"),
    "autoplay_forced": (True, False),
}


def _scalar(value: Any) -> bool:
    """A value a preference may hold: true/false, a number (not NaN), a short text."""
    if isinstance(value, float):
        return value == value and abs(value) < 1e9
    if isinstance(value, str):
        return len(value) <= 64
    return isinstance(value, (bool, int))


def _same(value: Any, allowed: tuple[Any, ...]) -> bool:
    """``value`` is one of ``allowed`` with the same type (1 is not True)."""
    return any(type(value) is type(choice) and value == choice for choice in allowed)


def _legacy(data: dict[str, Any]) -> dict[str, Any]:
    """The old global preferences of ``data`` (top-level keys or its ``legacy`` object)."""
    found: dict[str, Any] = {}
    kept = data.get("legacy")
    for source in (kept if isinstance(kept, dict) else {}, data):
        for name, allowed in LEGACY_PREFERENCES.items():
            if name in source and name not in found:
                if _same(source[name], allowed):
                    found[name] = source[name]
                else:
                    log.warning("old setting %s=%r ignored: not allowed", name, source[name])
    return found


def _games(raw: Any) -> dict[str, dict[str, Any]]:
    """Each game's preferences from the file: text keys and plain values only (the rest is
    dropped with a warning; the games' declarations check the values when they are read)."""
    games: dict[str, dict[str, Any]] = {}
    if raw is None:
        return games
    if not isinstance(raw, dict):
        log.warning("the games' preferences are not an object (%r); dropped", type(raw).__name__)
        return games
    for game, values in raw.items():
        if not isinstance(game, str) or not isinstance(values, dict):
            log.warning("preferences of %r dropped: not an object", game)
            continue
        kept = {}
        for key, value in values.items():
            if isinstance(key, str) and _scalar(value):
                kept[key] = value
            else:
                log.warning("preference %s.%s=%r dropped", game, key, value)
        games[game] = kept
    return games


def settings_from_dict(data: dict[str, Any]) -> tuple[Settings, list[str]]:
    """Settings from a JSON object and the names of the values that were reset."""
    settings = Settings()
    reset = []
    settings.games = _games(data.get("games"))
    settings.legacy = _legacy(data)
    for item in fields(Settings):
        if item.name not in data or item.name in ("games", "legacy"):
            continue
        try:
            setattr(settings, item.name, _valid(item.name, data[item.name]))
        except ValueError as error:
            log.warning("setting reset to its default %r: %s", getattr(settings, item.name), error)
            reset.append(item.name)
    return settings, reset


#: A translated message about the last settings file that had to be put aside, or None.
last_notice: str | None = None


def settings_path(directory: Path | None = None) -> Path:
    """Where settings.json lives."""
    return (Path(directory) if directory is not None else paths.config_dir()) / SETTINGS_NAME


def load_settings(directory: Path | None = None) -> Settings:
    """The saved settings, or defaults (a bad file is kept aside; never raises)."""
    global last_notice
    last_notice = None
    path = settings_path(directory)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return Settings()
    except OSError as error:
        log.error("cannot read the settings %s: %s; using defaults", path, error)
        return Settings()
    try:
        # NaN is let through here: the one bad value is reset, the rest kept.
        data = jsonio.loads(raw, name=path.name, allow_nan=True)
        if not isinstance(data, dict):
            raise ValueError("settings.json must hold a JSON object")
    except ValueError as error:
        aside = move_aside(path)
        log.warning("bad settings file %s (%s); kept as %s", path, error, aside)
        name = aside.name if aside else path.name
        last_notice = tr("storage.settings_bad", name=name)
        notices.add("storage.settings_bad", name=name)
        return Settings()
    settings, _reset = settings_from_dict(data)
    return settings


def save_settings(settings: Settings, directory: Path | None = None) -> bool:
    """Write settings.json atomically; False (logged) when that fails."""
    path = settings_path(directory)
    try:
        atomic_write_text(path, json.dumps(settings.to_dict(), indent=2, ensure_ascii=False) + "\n")
    except OSError as error:
        log.error("could not save the settings to %s: %s", path, error)
        return False
    return True


# ---------------------------------------------------------------------- last setup per game

SETUP_NAME = "setup.json"
SETUP_FORMAT = "yenta-desktop-setup"
#: setup.json's sections: each game's last setup, and the rules its tournaments were given.
SETUP_SECTIONS = ("games", "tournaments")


def _setup_path(directory: Path | None = None) -> Path:
    return (Path(directory) if directory is not None else paths.config_dir()) / SETUP_NAME


def _read_setup_file(directory: Path | None = None) -> dict[str, Any]:
    """setup.json's sections (``games``, ``tournaments``), each an object (empty if none)."""
    path = _setup_path(directory)
    try:
        data = jsonio.loads(path.read_bytes(), name=path.name)
    except FileNotFoundError:
        return {}
    except (OSError, jsonio.BadJson) as error:
        log.warning(
            "the last setups in %s cannot be read (%s); starting from defaults", path, error
        )
        return {}
    if not isinstance(data, dict) or data.get("format") != SETUP_FORMAT:
        return {}
    sections = {
        section: dict(data[section])
        for section in SETUP_SECTIONS
        if isinstance(data.get(section), dict)
    }
    try:
        _check_setup_levels(sections.get("games", {}))
    except ForbiddenLevel as error:
        # Only an edit puts a program there: the file is put aside like a damaged one.
        aside = move_aside(path)
        log.warning("the last setups in %s are refused (%s); kept as %s", path, error, aside)
        notices.add("storage.setup_bad", name=aside.name if aside else path.name)
        return {}
    return sections


def _check_setup_levels(games: dict[str, Any]) -> None:
    """ForbiddenLevel if a known game's last setup seats anything but a human or one of the
    game's own levels (a game this build does not have is never read, so not checked)."""
    known = set(game_ids())
    for game, entry in games.items():
        kinds = entry.get("kinds") if isinstance(entry, dict) else None
        if game not in known or not isinstance(kinds, list):
            continue
        for kind in kinds:
            if kind != HUMAN:
                check_level(kind, game)


def _write_setup_file(sections: dict[str, Any], directory: Path | None = None) -> bool:
    data = {"format": SETUP_FORMAT, "version": 1, **sections}
    path = _setup_path(directory)
    try:
        atomic_write_text(path, json.dumps(data, indent=1, ensure_ascii=False) + "\n")
    except (OSError, TypeError, ValueError) as error:
        log.error("could not save the setup to %s: %s", path, error)
        return False
    return True


def _read_setups(directory: Path | None = None) -> dict[str, Any]:
    games = _read_setup_file(directory).get("games")
    return games if isinstance(games, dict) else {}


def load_setup(game: str, directory: Path | None = None) -> dict[str, Any]:
    """The setup screen's choices for ``game`` when it last started one (empty if none).

    The caller checks every value (a hand-edited file must not break the screen).
    """
    entry = _read_setups(directory).get(game)
    if not isinstance(entry, dict):
        return {}
    found = dict(entry)
    names = found.get("names")
    if isinstance(names, list):
        found["names"] = [
            clean_name(name) if isinstance(name, str) else name for name in names[:64]
        ]
    return found


def save_setup(game: str, choices: dict[str, Any], directory: Path | None = None) -> bool:
    """Remember ``game``'s setup choices (atomic); False (logged) when that fails."""
    sections = _read_setup_file(directory)
    sections.setdefault("games", {})[game] = choices
    return _write_setup_file(sections, directory)


def load_tournament_rules(game: str, directory: Path | None = None) -> dict[str, Any] | None:
    """The rules last chosen on the tournament screen for ``game`` (unchecked), or None."""
    entry = _read_setup_file(directory).get("tournaments", {}).get(game)
    return dict(entry) if isinstance(entry, dict) else None


def save_tournament_rules(game: str, rules: dict[str, Any], directory: Path | None = None) -> bool:
    """Remember the rules chosen on the tournament screen for ``game``; False when that fails."""
    sections = _read_setup_file(directory)
    sections.setdefault("tournaments", {})[game] = rules
    return _write_setup_file(sections, directory)
