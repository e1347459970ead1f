"""The player's settings: ``settings.json`` in the config folder, validated on load.

Unknown keys are ignored; a bad value is reset to its default with a logged
warning; a file that is not a JSON object is renamed aside (never deleted) and
:data:`last_notice` explains it (also shown by ``SaveStore.notice`` via
:mod:`storage.notices`). Nothing here raises for I/O problems.
"""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from yenta_desktop.engine import jsonio
from yenta_desktop.i18n import LANGUAGES, system_language, tr
from yenta_desktop.storage import notices, paths
from yenta_desktop.storage.atomic import atomic_write_text, move_aside

log = logging.getLogger(__name__)

SETTINGS_NAME = "settings.json"
WINDOW_MODES = ("windowed", "fullscreen")
UI_SCALES = (100, 125, 150)
ANIMATION_SPEEDS = ("normal", "fast", "instant")
DICE_STYLES = ("classic", "high_contrast")
AI_DELAY_RANGE = (0.0, 3.0)
#: A card table's own paces (set with the table's corner buttons): the auction, the tricks.
AUCTION_PACES = ("normal", "fast")
TRICK_PACES = ("normal", "slow", "fast")
#: When a player may take back the last move (Settings: Undo).
UNDO_MODES = ("one_human", "always", "off")


@dataclass
class Settings:
    """Every setting with its default (language from the system locale)."""

    window_mode: str = "windowed"
    ui_scale: int = 100
    animation_speed: str = "normal"
    ai_delay: float = 0.8
    sound: bool = True
    volume: float = 0.7
    language: str = field(default_factory=system_language)
    dice_style: str = "classic"
    #: Deduction aid on the opponents' plates (what they surely hold or lack).
    deduction_aid: bool = True
    #: The coach: odds and the move a strong player would make (off: players learn alone).
    coach: bool = False
    #: Playing cards in four colours (one per suit) instead of red and black.
    four_colour_cards: bool = False
    #: A card table's pace in the auction and in the tricks (on top of animation_speed).
    auction_pace: str = "normal"
    trick_pace: str = "normal"
    #: Play a forced card (the only legal one) by itself.
    autoplay_forced: bool = True
    #: Taking back the last move: against the AI only (one human at the table), also in
    #: pass-and-play (before the next player lifts the curtain), or never.
    undo: str = "one_human"

    def to_dict(self) -> dict[str, Any]:
        """The JSON object stored in settings.json."""
        return asdict(self)


def _valid(name: str, value: Any) -> Any:
    """``value`` normalised if it is allowed for setting ``name``, else raises ValueError."""
    if name == "window_mode" and value in WINDOW_MODES:
        return value
    if name == "ui_scale" and not isinstance(value, bool) and value in UI_SCALES:
        return int(value)
    if name == "animation_speed" and value in ANIMATION_SPEEDS:
        return value
    if name == "dice_style" and value in DICE_STYLES:
        return value
    if name == "auction_pace" and value in AUCTION_PACES:
        return value
    if name == "trick_pace" and value in TRICK_PACES:
        return value
    if name == "undo" and value in UNDO_MODES:
        return value
    if name == "language" and value in LANGUAGES:
        return value
    switches = ("sound", "deduction_aid", "coach", "four_colour_cards", "autoplay_forced")
    if name in switches and isinstance(value, bool):
        return value
    if name in ("ai_delay", "volume") and isinstance(value, (int, float)):
        if not isinstance(value, bool) and value == value:  # rejects NaN
            low, high = AI_DELAY_RANGE if name == "ai_delay" else (0.0, 1.0)
            if low <= value <= high:
                return float(value)
    raise ValueError(f"{value!r} is not a valid {name}")


def settings_from_dict(data: dict[str, Any]) -> tuple[Settings, list[str]]:
    """Settings from a JSON object and the names of the values that were reset."""
    settings = Settings()
    reset = []
    for item in fields(Settings):
        if item.name not in data:
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


def _setup_path(directory: Path | None = None) -> Path:
    return (Path(directory) if directory is not None else paths.config_dir()) / SETUP_NAME


def _read_setups(directory: Path | None = None) -> dict[str, Any]:
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
    games = data.get("games")
    return games if isinstance(games, dict) else {}


def load_setup(game: str, directory: Path | None = None) -> dict[str, Any]:
    """The setup screen's choices for ``game`` when it last started one (empty if none).

    The caller checks every value (a hand-edited file must not break the screen).
    """
    entry = _read_setups(directory).get(game)
    return dict(entry) if isinstance(entry, dict) else {}


def save_setup(game: str, choices: dict[str, Any], directory: Path | None = None) -> bool:
    """Remember ``game``'s setup choices (atomic); False (logged) when that fails."""
    games = _read_setups(directory)
    games[game] = choices
    data = {"format": SETUP_FORMAT, "version": 1, "games": games}
    path = _setup_path(directory)
    try:
        atomic_write_text(path, json.dumps(data, indent=1, ensure_ascii=False) + "\n")
    except (OSError, TypeError, ValueError) as error:
        log.error("could not save the setup to %s: %s", path, error)
        return False
    return True
