"""Scripted input for the window: synthetic clicks and keys, and frame stepping.

Used by the screenshot tour (``--screenshot-dir``) and by the headless scene
tests; everything goes through the real event queue and ``App.frame``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

DT = 1 / 60


def frames(app: Any, count: int = 1, dt: float = DT) -> None:
    """Run ``count`` frames."""
    for _ in range(count):
        app.frame(dt)


def click_at(app: Any, pos: tuple[int, int], settle: int = 2) -> None:
    """A left click (down and up) at ``pos``, then a few frames so buttons fire."""
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app, settle)


def click(app: Any, widget: Any, settle: int = 2) -> None:
    """Click the middle of a pygame_gui widget."""
    click_at(app, widget.get_abs_rect().center, settle)


def press(app: Any, key: int, mod: int = 0, unicode: str = "", settle: int = 1) -> None:
    """A key press and release."""
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0)
    )
    pygame.event.post(
        pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0)
    )
    frames(app, settle)


def run_until(app: Any, done: Callable[[], bool], limit: int = 5000, dt: float = DT) -> bool:
    """Run frames until ``done()`` (True) or ``limit`` frames passed (False)."""
    for _ in range(limit):
        if done():
            return True
        app.frame(dt)
    return done()


def find_button(scene: Any, object_id: str) -> Any:
    """The scene's widget whose object id is ``object_id`` (e.g. "#start"), or None."""
    root = scene.root
    if root is None:
        return None
    stack = list(root.elements)
    while stack:
        element = stack.pop()
        if object_id in element.object_ids or element.most_specific_combined_id.endswith(object_id):
            return element
        stack.extend(getattr(element, "elements", []) or [])
    return None
