"""Sound effects: the seven sounds in ``assets/sounds`` played through pygame's mixer.

Names: roll, handover, pair, miss, bid, round_end, win. The mixer is started in a
``try``: with no audio device the game is silent, never crashed. Each sound is
loaded once; a missing or unreadable file is logged and that sound is skipped.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
from collections.abc import Iterator
from typing import Any

import pygame

from yenta_desktop.resources import asset_path

log = logging.getLogger(__name__)

SOUND_NAMES = ("roll", "handover", "pair", "miss", "bid", "round_end", "win")


@contextlib.contextmanager
def quiet_stderr() -> Iterator[None]:
    """Silence the C libraries' writes to file descriptor 2 for the duration.

    Without a sound card, libasound prints a screenful of "ALSA lib ... cannot
    find card" lines while SDL probes audio; they come from C, so Python's
    ``sys.stderr`` cannot catch them. The descriptor is restored afterwards
    (and left alone where it cannot be duplicated).
    """
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError):
        yield
        return
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


class Audio:
    """Plays named sound effects at the settings' volume; silent without a device."""

    def __init__(self, settings: Any) -> None:
        self.enabled = bool(getattr(settings, "sound", True))
        self.volume = float(getattr(settings, "volume", 0.7))
        self.available = False
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        try:
            if not pygame.mixer.get_init():
                with quiet_stderr():
                    pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
            self.available = True
        except (pygame.error, OSError) as error:
            log.warning("no audio device (%s): the game is silent", error)
            return
        for name in SOUND_NAMES:
            try:
                self.sounds[name] = pygame.mixer.Sound(str(asset_path("sounds", f"{name}.wav")))
            except (pygame.error, OSError, FileNotFoundError) as error:
                log.warning("sound %r not loaded: %s", name, error)

    def apply_settings(self, settings: Any) -> None:
        """Take the sound on/off switch and the volume from ``settings`` (at once)."""
        self.enabled = bool(getattr(settings, "sound", True))
        self.volume = min(1.0, max(0.0, float(getattr(settings, "volume", 0.7))))
        if not self.enabled and self.available:
            try:
                pygame.mixer.stop()
            except pygame.error:
                pass

    def play(self, name: str) -> None:
        """Play the sound ``name`` (one of :data:`SOUND_NAMES`); nothing when muted or silent."""
        if not (self.enabled and self.available) or self.volume <= 0:
            return
        sound = self.sounds.get(name)
        if sound is None:
            if name not in SOUND_NAMES:
                log.warning("unknown sound %r", name)
            return
        try:
            sound.set_volume(self.volume)
            sound.play()
        except pygame.error as error:
            log.warning("could not play %r: %s", name, error)
