"""Sound: every named sound ships and loads; no device or no mixer means silence, not a crash."""

from __future__ import annotations

import wave

import pygame
import pytest

from yenta_desktop.resources import asset_path
from yenta_desktop.storage.settings import Settings
from yenta_desktop.ui import audio as audio_module
from yenta_desktop.ui.audio import SOUND_NAMES, Audio


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_each_sound_is_stereo_16_bit(name: str) -> None:
    with wave.open(str(asset_path("sounds", f"{name}.wav"))) as sound:
        assert sound.getnchannels() == 2 and sound.getsampwidth() == 2
        assert 0.05 < sound.getnframes() / sound.getframerate() < 2.0


def test_sounds_load_and_play_on_the_dummy_device() -> None:
    player = Audio(Settings(sound=True, volume=0.5))
    try:
        assert player.available and set(player.sounds) == set(SOUND_NAMES)
        for name in SOUND_NAMES:
            player.play(name)
        player.play("not-a-sound")  # logged, ignored
        player.apply_settings(Settings(sound=False))
        assert player.enabled is False
        player.play("win")
    finally:
        pygame.mixer.quit()


def test_no_audio_device_means_silence(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_device(*args: object, **kwargs: object) -> None:
        raise pygame.error("No available audio device")

    monkeypatch.setattr(audio_module.pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(audio_module.pygame.mixer, "init", no_device)
    player = Audio(Settings())
    assert player.available is False
    for name in SOUND_NAMES:
        player.play(name)
    player.apply_settings(Settings(volume=1.0))


def test_the_c_librarys_complaints_about_a_missing_sound_card_are_silenced() -> None:
    """Issue 13, bug 10: ALSA filled the terminal from C while SDL probed the sound device."""
    import subprocess
    import sys

    code = (
        "import os\n"
        "from yenta_desktop.ui.audio import quiet_stderr\n"
        "with quiet_stderr():\n"
        "    os.write(2, b'ALSA lib conf.c: cannot find card\\n')\n"
        "os.write(2, b'after\\n')\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, timeout=60)
    assert done.returncode == 0
    assert done.stderr == b"after\n"
