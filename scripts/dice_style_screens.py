"""Screenshots of every dice style (docs/screenshots/90-97), English and Russian, 1024x640, headless.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy python3 scripts/dice_style_screens.py [DIR]
    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy python3 scripts/dice_style_screens.py --painted DIR

``--painted`` draws, per style, the thirty faces of five painted dice (issue 31's
balanced layout: five colours, a label letter each) at three sizes, above the same
faces in grey (what the marks give a player who cannot tell the colours apart), to
``DIR/painted_<style>.png``; nothing else is written.

For each style a Yahtzee table whose seats all use it, after a scripted first roll
(1 4 2 5 6: the Russian set's red one and four show); Yenta's six seats each in a
style of its own (a spectator's table: every die face up); Lie Dice's poker dice; and
Settings > Game preferences with its preview strip. Lie Dice's box shows its poker dice
in the style of the seat holding it. Runs in a throwaway home folder.
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
os.environ["YENTA_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="dice-style-shots-")

import pygame  # noqa: E402

from yenta_desktop.engine import liedice, yahtzee, yenta  # noqa: E402
from yenta_desktop.engine.families.dice import DieKind, Face  # noqa: E402
from yenta_desktop.session import GameSession, Seat  # noqa: E402
from yenta_desktop.ui import driver  # noqa: E402
from yenta_desktop.ui.app import App, AppOptions  # noqa: E402
from yenta_desktop.ui.games import game_ui  # noqa: E402
from yenta_desktop.ui.shell.game_settings import GameSettingsScene  # noqa: E402
from yenta_desktop.ui.shell.title import TitleScene  # noqa: E402
from yenta_desktop.ui.widgets.dice import STYLES, DiceArt  # noqa: E402

SIZE = (1024, 640)
NAMES = {
    "en": ("Ana", "Bob", "Mia", "Leo", "Zoe", "Sam"),
    "ru": ("Аня", "Борис", "Мила", "Лев", "Зоя", "Семён"),
}
#: Yenta's and Lie Dice's seats, one style each (Lie Dice's poker dice have no Russian set).
MIXED = ("classic", "coloured", "high_contrast", "large_pips", "russian", "coloured")


def app_for(language: str, game: str, styles: tuple[str, ...]) -> App:
    """A 1024x640 app in ``language`` whose seats of ``game`` use ``styles`` in turn."""
    app = App(AppOptions(size=SIZE, raise_errors=True, ai_mode="inline"))
    settings = replace(app.settings, language=language)
    for seat, style in enumerate(styles):
        settings = settings.with_preference(game, f"dice_style_{seat + 1}", style)
    app.apply_settings(settings)
    app.push(TitleScene(app))
    return app


def open_table(app: App, session: GameSession, demo: bool = False) -> Any:
    table = game_ui(session.game).TableScene(app, session, demo)
    app.push(table)
    table.show_howto = False
    driver.frames(app, 3)
    return table


def save(app: App, folder: Path, name: str) -> None:
    driver.frames(app, 2)
    pygame.image.save(app.screen, str(folder / name))
    print(folder / name)


def main(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for language in ("en", "ru"):
        names = NAMES[language]
        for index, style in enumerate(STYLES):
            app = app_for(language, "yahtzee", (style, style))
            seats = [Seat(names[0], "human", None), Seat(names[1], "ai", "medium")]
            session = GameSession(seats, yahtzee.new_game(2, seed=70), "yahtzee")
            table = open_table(app, session)
            driver.run_until(app, lambda t=table: t.awaiting_roll(), 2000)
            table.apply_chance((1, 4, 2, 5, 6))
            driver.run_until(app, lambda t=table: not t.queue, 2000)
            save(app, folder, f"9{index}_dice_{style}_{language}.png")
            app.close()
        app = app_for(language, "yenta", MIXED)
        seats = [Seat(names[i], "ai", "easy") for i in range(6)]
        session = GameSession(seats, yenta.new_game(6, seed=75), "yenta")
        table = open_table(app, session, demo=True)
        driver.run_until(app, lambda t=table: not t.queue, 2000)
        save(app, folder, f"95_dice_yenta_every_style_{language}.png")
        app.close()
        app = app_for(language, "lie-dice", ("coloured", "high_contrast", "large_pips"))
        seats = [Seat(names[0], "human", None)] + [Seat(names[i], "ai", "easy") for i in (1, 2)]
        session = GameSession(seats, liedice.new_game(3, seed=76), "lie-dice")
        table = open_table(app, session)
        driver.run_until(app, lambda t=table: t.acting_human() is not None and not t.queue, 4000)
        driver.press(app, pygame.K_l)  # look into the box: the dice in the holder's style
        driver.frames(app, 90)
        save(app, folder, f"96_dice_liedice_{language}.png")
        app.push(GameSettingsScene(app, "yenta"))
        app.apply_settings(app_for_settings(app, MIXED))
        app.top._rebuild()
        save(app, folder, f"97_game_preferences_dice_{language}.png")
        app.close()


def app_for_settings(app: App, styles: tuple[str, ...]) -> Any:
    """``app``'s settings with Yenta's seats in ``styles`` (for the preferences screen)."""
    settings = app.settings
    for seat, style in enumerate(styles):
        settings = settings.with_preference("yenta", f"dice_style_{seat + 1}", style)
    return settings


PAINTED_COLOURS = ("red", "blue", "green", "yellow", "purple")


def painted_dice() -> list[DieKind]:
    """Issue 31's layout: die k shows its 1 and 6 in colour k, face v in colour (k + v - 1) % 5."""
    kinds = []
    for k in range(5):
        faces = []
        for v in range(1, 7):
            colour = PAINTED_COLOURS[k if v in (1, 6) else (k + v - 1) % 5]
            faces.append(Face(v, colour, colour[0].upper()))
        kinds.append(DieKind(f"painted-{k + 1}", faces))
    return kinds


def painted_sheets(folder: Path) -> None:
    """One PNG per style: every painted face at 40, 56 and 80 pixels, in colour and in grey."""
    folder.mkdir(parents=True, exist_ok=True)
    pygame.init()
    pygame.display.set_mode((1, 1))
    kinds = painted_dice()
    sizes = (40, 56, 80)
    gap = 8
    width = gap + sum(6 * (size + gap) for size in sizes)
    height = 2 * (gap + 5 * (max(sizes) + gap))
    for style in STYLES:
        sheet = pygame.Surface((width, height // 2))
        sheet.fill((38, 96, 64))  # the table's felt
        art = DiceArt(style)
        x0 = gap
        for size in sizes:
            for row, kind in enumerate(kinds):
                for column, face in enumerate(kind.faces):
                    centre = (x0 + column * (size + gap) + size / 2, gap + row * 88 + size / 2)
                    art.blit(sheet, face, centre, size)
            x0 += 6 * (size + gap)
        grey = pygame.transform.grayscale(sheet)
        out = pygame.Surface((width, height))
        out.blit(sheet, (0, 0))
        out.blit(grey, (0, height // 2))
        path = folder / f"painted_{style}.png"
        pygame.image.save(out, str(path))
        print(path)


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[1] == "--painted":
        painted_sheets(Path(sys.argv[2]))
    else:
        main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("docs/screenshots"))
