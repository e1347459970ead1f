"""Screenshots of the reviews after the game (docs/screenshots/65, 77, 78), headless.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy python3 scripts/review_screens.py [DIR]

Each game is played to the end by bots from a fixed seed (the player "Ana" is
Medium, so her review has something to say; her opponent is Hard), then its
review is opened as from Past games: Yahtzee (77), Farkle (65), and Yahtzee in
Russian at 1024x640 with 150% text (78). Runs in a throwaway home folder.
"""

from __future__ import annotations

import os
import sys
import tempfile
from dataclasses import replace
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["YENTA_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="review-shots-")

import pygame  # noqa: E402

from yenta_desktop.ai import make_bot  # noqa: E402
from yenta_desktop.engine.protocol import play_out  # noqa: E402
from yenta_desktop.engine.registry import available_games  # noqa: E402
from yenta_desktop.session import GameSession, Seat  # noqa: E402
from yenta_desktop.ui import driver  # noqa: E402
from yenta_desktop.ui.app import App, AppOptions  # noqa: E402
from yenta_desktop.ui.games import game_ui  # noqa: E402
from yenta_desktop.ui.shell.title import TitleScene  # noqa: E402

NAMES = {"en": ("Ana", "Bob"), "ru": ("Аня", "Борис")}


def record_of(game: str, seed: int, language: str) -> dict[str, Any]:
    """A finished two-player game: Ana (a human seat played by Medium) against Hard."""
    module = available_games()[game]
    state = module.new_game(2, module.Rules(), seed=seed)
    bots = [make_bot("medium", seed, game), make_bot("hard", seed + 1, game)]
    play_out(state, [bot.choose for bot in bots], max_steps=50_000)
    names = NAMES[language]
    seats = [Seat(names[0], "human", None), Seat(names[1], "ai", "hard")]
    return GameSession(seats, state, game).record()


def shot(game: str, seed: int, path: Path, size=(1280, 720), language="en", scale=100) -> None:
    """Open ``game``'s review of a seeded game and save the window."""
    app = App(AppOptions(size=size, raise_errors=True, ai_mode="inline"))
    try:
        app.apply_settings(replace(app.settings, language=language, ui_scale=scale))
        app.push(TitleScene(app))
        review = app.push(game_ui(game).review_scene(app, record_of(game, seed, language)))
        driver.frames(app, 1)
        review.wait_loaded()
        driver.frames(app, 2)
        pygame.image.save(app.screen, str(path))
        print(path)
    finally:
        app.close()


def main(argv: list[str]) -> int:
    folder = Path(argv[0]) if argv else Path(__file__).resolve().parents[1] / "docs" / "screenshots"
    folder.mkdir(parents=True, exist_ok=True)
    shot("yahtzee", 11, folder / "77_yahtzee_review.png")
    shot("farkle", 12, folder / "65_farkle_review.png")
    shot(
        "yahtzee",
        11,
        folder / "78_yahtzee_review_1024x640_ru_150.png",
        (1024, 640),
        "ru",
        150,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
