"""Waking a still window when a background result is in.

The paced loop sleeps while nothing moves (``App.frame_rate() == 0``) and draws a still
frame only on an event or a changed widget. A thread that finishes work the screen shows
(the coach's answer, a review, a solve) calls :func:`result_ready`: it posts
:data:`RESULT_READY`, a pygame user event (``pygame.event.post`` is thread-safe), so the loop
wakes at once, the scene's ``update`` takes the result and the frame is drawn. The event
carries nothing: scenes ignore it.
"""

from __future__ import annotations

import logging

import pygame

log = logging.getLogger(__name__)

#: The event a background thread posts when a result is ready.
RESULT_READY = pygame.event.custom_type()


def result_ready(source: str = "") -> None:
    """Wake the window's loop (from any thread); nothing happens when there is no window."""
    try:
        if pygame.display.get_init():
            pygame.event.post(pygame.event.Event(RESULT_READY, source=source))
    except Exception:  # noqa: BLE001 - the app may be closing: the result waits for a frame
        log.debug("could not post the wake-up event", exc_info=True)
