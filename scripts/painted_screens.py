"""Painted Yahtzee's screenshots from scripted dice, headless: the table with the coach at
1280x720 and 1024x640, in English and in Russian (two players, then four).

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy python3 scripts/painted_screens.py [DIR]

Each table opens on a seeded game a few rounds in (the rounds played by Hard on the engine)
with the human's first roll given to the engine. Runs in a throwaway home folder.
"""

from __future__ import annotations

import os
import sys
import tempfile
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["YENTA_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="painted-shots-")

import pygame  # noqa: E402

import yenta_desktop.engine.paintedyahtzee as engine  # noqa: E402
from yenta_desktop.ai.paintedyahtzee import HardBot  # noqa: E402
from yenta_desktop.ai.paintedyahtzee.coach import LOADER  # noqa: E402
from yenta_desktop.session import GameSession, Seat  # noqa: E402
from yenta_desktop.ui import driver  # noqa: E402
from yenta_desktop.ui.app import App, AppOptions  # noqa: E402
from yenta_desktop.ui.games.paintedyahtzee import TableScene  # noqa: E402
from yenta_desktop.ui.shell.title import TitleScene  # noqa: E402

GAME_ID = engine.GAME.game_id
NAMES = {"en": ("Ana", "Bob", "Mia", "Leo"), "ru": ("Аня", "Борис", "Мила", "Лев")}


def shot(path: Path, size: tuple[int, int], language: str, players: int, rounds: int) -> None:
    """The table ``rounds`` rounds in, the human's first roll on the tray, the coach on."""
    app = App(AppOptions(size=size, raise_errors=True, ai_mode="inline", animation_speed="instant"))
    app.apply_settings(
        replace(app.settings, language=language).with_preference(GAME_ID, "coach", True)
    )
    state = engine.GAME.new_game(players, seed=100)
    bot = HardBot(0)
    while len(state.turns) < rounds * players:
        if state.is_chance_node():
            state.apply_chance()
        else:
            state.apply(bot.choose(state.observation(state.turn_seat)))
    names = NAMES[language]
    seats = [Seat(names[0], "human", None)]
    seats += [Seat(names[i], "ai", ("hard", "medium", "easy")[i - 1]) for i in range(1, players)]
    app.push(TitleScene(app))
    table = TableScene(app, GameSession(seats, state, GAME_ID))
    app.push(table)
    table.show_howto = False
    driver.frames(app, 2)
    table.apply_chance((4, 4, 2, 4, 6))
    driver.run_until(app, lambda: table.acting_human() is not None and not table.queue, 3000)
    LOADER.wait_ready(state.rules, 30)
    for _ in range(3):
        table.advise()
        table.coach_runner.wait()
        driver.frames(app, 3)
    pygame.image.save(app.screen, str(path))
    app.close()


def main(folder: Path) -> None:
    """Save the screenshots into ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    shot(folder / "painted_1280x720_en.png", (1280, 720), "en", 2, 6)
    shot(folder / "painted_1024x640_en.png", (1024, 640), "en", 2, 6)
    shot(folder / "painted_1280x720_ru.png", (1280, 720), "ru", 4, 4)
    shot(folder / "painted_1024x640_ru.png", (1024, 640), "ru", 4, 4)


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/tmp/painted-shots"))
