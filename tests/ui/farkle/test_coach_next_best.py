"""Issue 33 item 12: Farkle's coach offered as "Next best" the player's own choice in another
order ("Next best: 2-2-4-4-5-5 bank 54.0%" beside "Your 5-2-4-5-4-2: bank 54.0%")."""

from __future__ import annotations

import pygame

from yenta_desktop.ui import driver
from yenta_desktop.ui.games.farkle.advisor import Advice
from yenta_desktop.ui.kits.dice_table.text import dice_text

from .play import session, start_table, wait_for_human


def test_next_best_never_repeats_the_players_own_dice(make_app) -> None:
    app = make_app()
    app.apply_settings(app.settings.with_preference("farkle", "coach", True))
    table = start_table(app, session("HA", seed=2))
    assert wait_for_human(app, table)
    driver.press(app, pygame.K_SPACE)
    assert wait_for_human(app, table)
    driver.press(app, pygame.K_a)  # every scoring die: often Hard's own set, to bank or roll
    table.advise()
    table.coach_runner.wait()
    driver.frames(app, 2)
    assert isinstance(table.advice, Advice)
    mine = dice_text(sorted(table.chosen_values()))
    lines = [text for text, _role, _colour in table.coach_lines()]
    yours = [line for line in lines if line.startswith("Your ")]
    assert yours and yours[0].startswith(f"Your {mine}:")  # in face order, like the others
    hard = lines[0].removeprefix("Hard: set aside ").split(" ")[0]
    assert hard == dice_text(sorted(int(face) for face in hard.split("-")))  # face order too
    (others,) = [line for line in lines if line.startswith("Next best: ")]
    entries = others.removeprefix("Next best: ").split(" · ")
    assert entries and all(not entry.startswith(f"{mine} ") for entry in entries)
