"""Settings: defaults, round trip, validation of every field, bad files kept aside."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from yenta_desktop import i18n
from yenta_desktop.storage import atomic, paths
from yenta_desktop.storage import settings as settings_module
from yenta_desktop.storage.settings import Settings, load_settings, save_settings


def test_defaults_when_there_is_no_file(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LC_ALL", "en_GB.UTF-8")
    settings = load_settings()
    assert settings == Settings(language="en")
    assert settings.ai_delay == 0.8 and settings.ui_scale == 100 and settings.sound is True
    assert settings_module.last_notice is None


@pytest.mark.parametrize(
    ("variables", "expected"),
    [
        ({"LC_ALL": "ru_RU.UTF-8"}, "ru"),
        ({"LANG": "ru_UA.UTF-8"}, "ru"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({"LC_ALL": "en_US.UTF-8", "LANG": "ru_RU.UTF-8"}, "en"),
        ({"LANG": "Russian_Russia.1251"}, "ru"),
    ],
)
def test_first_run_language_follows_the_system_locale(
    monkeypatch: pytest.MonkeyPatch, variables: dict[str, str], expected: str
) -> None:
    for name in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
    for name, value in variables.items():
        monkeypatch.setenv(name, value)
    assert i18n.system_language() == expected
    assert load_settings().language == expected


def test_round_trip_of_every_field() -> None:
    chosen = Settings(
        window_mode="fullscreen",
        ui_scale=150,
        animation_speed="instant",
        ai_delay=2.5,
        sound=False,
        volume=0.25,
        language="ru",
        games={"yenta": {"coach": True, "dice_style": "high_contrast"}, "other": {"pace": 0.5}},
        legacy={"four_colour_cards": True},
    )
    assert save_settings(chosen)
    assert load_settings() == chosen
    assert json.loads((paths.config_dir() / "settings.json").read_text())["language"] == "ru"


def _write(data: object) -> Path:
    path = paths.config_dir() / "settings.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("name", "bad"),
    [
        ("window_mode", "maximised"),
        ("window_mode", None),
        ("ui_scale", 175),
        ("ui_scale", "125"),
        ("ui_scale", True),
        ("animation_speed", "slow"),
        ("ai_delay", -1),
        ("ai_delay", 3.5),
        ("ai_delay", "0.5"),
        ("ai_delay", float("nan")),
        ("sound", "yes"),
        ("sound", 1),
        ("volume", 1.5),
        ("volume", -0.1),
        ("volume", [0.5]),
        ("language", "de"),
        ("language", 7),
    ],
)
def test_a_bad_value_resets_only_that_setting(
    name: str, bad: object, caplog: pytest.LogCaptureFixture
) -> None:
    good = Settings(
        window_mode="fullscreen",
        ai_delay=1.5,
        volume=0.4,
        language="ru",
        games={"yenta": {"coach": True}},
    )
    data = good.to_dict()
    data[name] = bad
    # json cannot write NaN strictly; Python's json writes it and reads it back.
    _write(data)
    loaded = load_settings()
    assert getattr(loaded, name) == getattr(Settings(), name)
    for other in data:
        if other != name:
            assert getattr(loaded, other) == getattr(good, other)
    assert any(name in record.getMessage() for record in caplog.records)


def test_unknown_keys_are_ignored_and_old_files_load() -> None:
    _write({"volume": 0.1, "colour_theme": "dark", "future_option": [1, 2]})
    loaded = load_settings()
    assert loaded.volume == 0.1 and not hasattr(loaded, "colour_theme")


def test_whole_numbers_are_accepted_for_float_settings() -> None:
    _write({"ai_delay": 2, "volume": 1})
    loaded = load_settings()
    assert loaded.ai_delay == 2.0 and loaded.volume == 1.0


BAD_FILES = {
    "empty": b"",
    "truncated": b'{"window_mode": "fullscr',
    "not_json": b"window_mode = fullscreen",
    "list": b"[1, 2]",
    "string": b'"fullscreen"',
    "binary_garbage": random.Random(9).randbytes(700),
}


@pytest.mark.parametrize("case", sorted(BAD_FILES))
def test_bad_settings_file_gives_defaults_and_is_kept_aside(case: str) -> None:
    path = _write({})
    path.write_bytes(BAD_FILES[case])
    loaded = load_settings()
    assert loaded == Settings()
    kept = list(path.parent.glob("settings.bad-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == BAD_FILES[case]
    notice = settings_module.last_notice
    assert notice is not None and kept[0].name in notice
    assert save_settings(loaded) and load_settings() == loaded


def test_unwritable_config_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert save_settings(Settings(), blocker / "config") is False
    assert load_settings(blocker / "config") == Settings()


def test_interrupted_save_keeps_the_old_settings(monkeypatch: pytest.MonkeyPatch) -> None:
    save_settings(Settings(volume=0.2))

    def killed(src: object, dst: object) -> None:
        raise OSError("killed")

    with monkeypatch.context() as patch:
        patch.setattr(atomic.os, "replace", killed)
        assert save_settings(Settings(volume=0.9)) is False
    assert load_settings().volume == 0.2


# ---------------------------------------------------------------------- per-game preferences

OLD_FILE = Path(__file__).parent / "fixtures" / "settings_before_preferences" / "settings.json"


def test_a_game_preference_is_kept_for_that_game_only() -> None:
    settings = Settings().with_preference("yenta", "coach", True)
    assert settings.stored_preference("yenta", "coach") is True
    assert settings.stored_preference("pinochle", "coach") is None
    assert Settings().games == {}  # the copy is new: the defaults are untouched
    assert save_settings(settings)
    saved = json.loads((paths.config_dir() / "settings.json").read_text())
    assert saved["games"] == {"yenta": {"coach": True}}
    assert load_settings() == settings


def test_an_old_settings_file_keeps_its_global_preferences_as_every_games_default() -> None:
    """The file today's build wrote (every preference a global setting) still loads: each old
    value becomes every game's, until a game gets its own."""
    _write(json.loads(OLD_FILE.read_text(encoding="utf-8")))
    loaded = load_settings()
    assert (loaded.language, loaded.ui_scale, loaded.undo) == ("ru", 125, "always")
    assert loaded.legacy == {
        "dice_style": "high_contrast",
        "deduction_aid": False,
        "coach": True,
        "four_colour_cards": True,
        "auction_pace": "fast",
        "trick_pace": "slow",
        "autoplay_forced": False,
    }
    for game in ("yenta", "lie-dice", "any-later-game"):
        assert loaded.stored_preference(game, "coach") is True
    own = loaded.with_preference("yenta", "coach", False)
    assert own.stored_preference("yenta", "coach") is False
    assert own.stored_preference("lie-dice", "coach") is True
    assert save_settings(own)
    again = load_settings()
    assert again == own and again.legacy == loaded.legacy


def test_bad_preferences_in_the_file_are_dropped_one_by_one(
    caplog: pytest.LogCaptureFixture,
) -> None:
    _write(
        {
            "volume": 0.3,
            "games": {
                "yenta": {"coach": True, "dice_style": [1], "nan": float("nan"), "long": "x" * 99},
                "pinochle": "fast",
                "farkle": {"coach": False},
            },
            "coach": "yes",
            "trick_pace": "slow",
        }
    )
    loaded = load_settings()
    assert loaded.volume == 0.3
    assert loaded.games == {"yenta": {"coach": True}, "farkle": {"coach": False}}
    assert loaded.legacy == {"trick_pace": "slow"}
    assert any("pinochle" in record.getMessage() for record in caplog.records)


def test_games_that_are_not_an_object_are_dropped() -> None:
    _write({"games": [1, 2], "legacy": "x", "sound": False})
    loaded = load_settings()
    assert loaded.games == {} and loaded.legacy == {} and loaded.sound is False
