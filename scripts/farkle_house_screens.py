"""The setup screen and Farkle's house rules screen at 1280x720 and 1024x640, in English
and Russian (issue 34), saved as PNGs, headless.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy python3 scripts/farkle_house_screens.py [DIR]

The house rules screen shows the Zilch preset with one rule changed (Custom) and the
Hard note that goes with it. Runs in a throwaway home folder.
"""

from __future__ import annotations

import os
import sys
import tempfile
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["YENTA_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="farkle-house-shots-")

import pygame  # noqa: E402

from yenta_desktop.ui import driver  # noqa: E402
from yenta_desktop.ui.app import App, AppOptions  # noqa: E402
from yenta_desktop.ui.games.farkle.house import RulesScene  # noqa: E402
from yenta_desktop.ui.shell.setup import SetupScene  # noqa: E402
from yenta_desktop.ui.shell.title import TitleScene  # noqa: E402


def shoot(size: tuple[int, int], language: str, folder: Path) -> list[Path]:
    """The setup screen (Zilch chosen), then the house rules screen (a custom table)."""
    app = App(AppOptions(size=size, raise_errors=True, ai_mode="inline"))
    app.apply_settings(replace(app.settings, language=language))
    app.push(TitleScene(app))
    setup = SetupScene(app, "farkle")
    app.push(setup)
    house = RulesScene(app, setup.values)
    app.push(house)
    driver.frames(app, 2)
    house.next_preset()  # Standard -> Zilch
    driver.frames(app, 2)
    app.pop()
    driver.frames(app, 3)
    tag = f"{size[0]}x{size[1]}-{language}"
    shots = [folder / f"farkle-setup-{tag}.png"]
    pygame.image.save(app.screen, str(shots[-1]))
    house = RulesScene(app, setup.values)
    app.push(house)
    driver.frames(app, 2)
    house.cycle(house.settings[4])  # the straight: 1,500 -> 2,500 (Custom)
    driver.frames(app, 3)
    shots.append(folder / f"farkle-house-{tag}.png")
    pygame.image.save(app.screen, str(shots[-1]))
    return shots


def main() -> None:
    folder = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp")
    folder.mkdir(parents=True, exist_ok=True)
    for size in ((1280, 720), (1024, 640)):
        for language in ("en", "ru"):
            for path in shoot(size, language, folder):
                print(path)


if __name__ == "__main__":
    main()
