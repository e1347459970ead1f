"""Property tests: no file content, however mangled, makes a loader raise or yield invalid values."""

from __future__ import annotations

import json
import os
import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.storage.helpers import assert_preferences_kept_plain, make_session, plain_save_text
from yenta_desktop import i18n
from yenta_desktop.storage import paths
from yenta_desktop.storage.saves import SaveStore, save_to_text
from yenta_desktop.storage.settings import (
    ANIMATION_SPEEDS,
    UI_SCALES,
    WINDOW_MODES,
    load_settings,
)
from yenta_desktop.storage.stats import StatsStore

FAST = settings(
    max_examples=int(os.environ.get("YENTA_FUZZ_EXAMPLES", "60")),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
VALID = save_to_text(make_session(21, 70)).encode()
#: The same game as an old plain-text save: value damage reaches every field of the session.
PLAIN = plain_save_text(make_session(21, 70)).encode()

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(10**6), 10**6)
    | st.floats(allow_nan=False)
    | st.text(max_size=8),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=12,
)


def _mutate_json(data: Any, rng: random.Random, value: Any) -> Any:
    """Replace one randomly chosen value deep inside ``data`` by ``value``."""
    node = data
    for _ in range(12):
        if isinstance(node, dict) and node:
            key = rng.choice(sorted(node))
            if rng.random() < 0.3 or not isinstance(node[key], (dict, list)):
                node[key] = value
                return data
            node = node[key]
        elif isinstance(node, list) and node:
            index = rng.randrange(len(node))
            if rng.random() < 0.3 or not isinstance(node[index], (dict, list)):
                node[index] = value
                return data
            node = node[index]
        else:
            break
    return data


def _check_load(content: bytes) -> None:
    store = SaveStore()
    store.path.parent.mkdir(parents=True, exist_ok=True)
    store.path.write_bytes(content)
    session = store.load()  # must never raise
    if session is None:
        assert store.notice and not store.path.exists()
        assert list(store.directory.glob("autosave-yenta.bad-*"))
    else:
        # Whatever loaded is a legal game: it can go on.
        state = session.state
        assert state.is_terminal or state.legal_actions() or state.phase.value == "round_over"
    for bad in store.directory.glob("autosave-yenta.bad-*"):
        bad.unlink()


@FAST
@given(seed=st.integers(0, 2**32), cuts=st.lists(st.integers(0, len(VALID) - 1), max_size=4))
def test_byte_level_damage_never_crashes_load(seed: int, cuts: list[int]) -> None:
    rng = random.Random(seed)
    content = bytearray(VALID)
    for position in cuts:
        content[position] = rng.randrange(256)
    if rng.random() < 0.3:
        content = content[: rng.randrange(len(content))]
    _check_load(bytes(content))


@FAST
@given(seed=st.integers(0, 2**32), value=json_values)
def test_value_level_damage_never_crashes_load(seed: int, value: Any) -> None:
    data = _mutate_json(json.loads(PLAIN), random.Random(seed), value)
    _check_load(json.dumps(data).encode())


@FAST
@given(
    data=st.dictionaries(
        st.sampled_from(
            [
                "window_mode",
                "ui_scale",
                "animation_speed",
                "ai_delay",
                "sound",
                "volume",
                "language",
                "dice_style",
                "coach",
                "games",
                "legacy",
                "other",
            ]
        ),
        json_values,
        max_size=9,
    )
)
def test_any_settings_object_gives_valid_settings(data: dict[str, Any]) -> None:
    path = paths.config_dir() / "settings.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded = load_settings()
    assert loaded.window_mode in WINDOW_MODES and loaded.ui_scale in UI_SCALES
    assert loaded.animation_speed in ANIMATION_SPEEDS
    assert_preferences_kept_plain(loaded)
    assert 0.0 <= loaded.ai_delay <= 3.0 and 0.0 <= loaded.volume <= 1.0
    assert isinstance(loaded.sound, bool) and loaded.language in i18n.LANGUAGES


@FAST
@given(value=json_values)
def test_any_stats_file_never_crashes(value: Any) -> None:
    path = paths.data_dir() / "stats.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        json.dumps({"format": "yenta-desktop-stats", "version": 1, "players": [value]}),
        encoding="utf-8",
    )
    store = StatsStore()
    for row in store.table():
        assert row.games >= row.wins >= 0 and isinstance(row.name, str)
    for bad in path.parent.glob("stats.bad-*"):
        bad.unlink()
