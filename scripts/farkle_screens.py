"""Farkle's screenshots (docs/screenshots/60-64) from scripted dice, headless.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy python3 scripts/farkle_screens.py [DIR]

Each shot is a table built with a seeded game and dice given to the engine (no
randomness): a roll with a choice and the coach, hot dice, a farkle, the final
round, and the table in Russian at 1024x640. Runs in a throwaway home folder.
"""

from __future__ import annotations

import os
import sys
import tempfile
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["YENTA_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="farkle-shots-")

import pygame  # noqa: E402

from yenta_desktop.engine.farkle import Rules, new_game  # noqa: E402
from yenta_desktop.session import GameSession, Seat  # noqa: E402
from yenta_desktop.ui import driver  # noqa: E402
from yenta_desktop.ui.app import App, AppOptions  # noqa: E402
from yenta_desktop.ui.games.farkle import TableScene  # noqa: E402
from yenta_desktop.ui.shell.title import TitleScene  # noqa: E402
from yenta_desktop.ui.widgets import animations as anim  # noqa: E402

NAMES = {
    "en": ("Ana", "Bob", "Mia", "Leo", "Zoe", "Sam"),
    "ru": ("Аня", "Борис", "Мила", "Лев", "Зоя", "Семён"),
}


def table_for(
    size: tuple[int, int], language: str, coach: bool, players: int = 2, speed: str = "instant"
) -> tuple[App, TableScene]:
    """A table with a human and AI seats (Medium, Hard), the How to play card closed."""
    app = App(AppOptions(size=size, raise_errors=True, ai_mode="inline", animation_speed=speed))
    app.apply_settings(
        replace(app.settings, language=language).with_preference("farkle", "coach", coach)
    )
    names = NAMES[language]
    seats = [Seat(names[0], "human", None)] + [
        Seat(names[i], "ai", ("medium", "hard")[i % 2]) for i in range(1, players)
    ]
    session = GameSession(seats, new_game(players, Rules(), seed=60), "farkle")
    app.push(TitleScene(app))
    table = TableScene(app, session)
    app.push(table)
    table.show_howto = False
    driver.frames(app, 2)
    return app, table


def settle(app: App, table: TableScene) -> None:
    """Run until the human may act and nothing moves."""
    driver.run_until(app, lambda: table.acting_human() is not None and not table.queue, 3000)
    table.advise()
    table.coach_runner.wait()
    driver.frames(app, 3)


def banner_up(app: App, table: TableScene, text: str) -> None:
    """Run until the banner containing ``text`` is fully in."""

    def shown() -> bool:
        head = table.queue[0] if table.queue else None
        return isinstance(head, anim.Banner) and text in head.text and head.t > 0.35

    driver.run_until(app, shown, 600)


def press(app: App, *keys: int) -> None:
    for key in keys:
        driver.press(app, key)


def main(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)

    # 60: a roll with a choice (three 4s and a 1 chosen) and the coach's numbers.
    app, table = table_for((1280, 720), "en", coach=True)
    table.apply_chance((4, 1, 4, 3, 4, 6))
    settle(app, table)
    press(app, pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_5)
    driver.frames(app, 3)
    pygame.image.save(app.screen, str(folder / "60_farkle_choice_coach.png"))
    app.close()

    # 61, 62: a straight set aside (hot dice), then a farkle on the six dice again.
    app, table = table_for((1280, 720), "en", coach=False, speed="normal")
    table.apply_chance((1, 2, 3, 4, 5, 6))
    settle(app, table)
    press(app, pygame.K_a, pygame.K_SPACE)
    banner_up(app, table, "Hot dice")
    pygame.image.save(app.screen, str(folder / "61_farkle_hot_dice.png"))
    driver.run_until(app, lambda: not table.queue, 600)
    table.apply_chance((2, 2, 3, 3, 4, 6))
    banner_up(app, table, "Farkle")
    pygame.image.save(app.screen, str(folder / "62_farkle_farkle.png"))
    app.close()

    # 63: the final round (a position set up on the engine's state: Bob has reached 10,000).
    app, table = table_for((1280, 720), "en", coach=False, players=3)
    state = table.state
    state.scores = [8650, 10300, 7200]
    state.opened = [True, True, True]
    state.streaks = [1, 0, 2]
    state.final_seat = 1
    state.turns_taken = [14, 14, 13]
    table.view = state.clone(copy_rng=False)
    table.apply_chance((5, 5, 2, 2, 6, 1))
    settle(app, table)
    press(app, pygame.K_6, pygame.K_1)
    driver.frames(app, 3)
    pygame.image.save(app.screen, str(folder / "63_farkle_final_round.png"))
    app.close()

    # 64: Russian at 1024x640, three players, the coach on, a choice made.
    app, table = table_for((1024, 640), "ru", coach=True, players=3)
    table.apply_chance((1, 1, 1, 5, 2, 3))
    settle(app, table)
    press(app, pygame.K_a)
    driver.frames(app, 3)
    pygame.image.save(app.screen, str(folder / "64_farkle_table_1024x640_ru.png"))
    app.close()


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("docs/screenshots"))
