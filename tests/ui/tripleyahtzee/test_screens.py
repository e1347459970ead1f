"""Triple Yahtzee's replay (every step in words, each chapter a turn), past games and statistics, the
picker's picture and the end screen's lines in both languages, and the demo table."""

from __future__ import annotations

import pygame

from yenta_desktop.ai.base import make_bot
from yenta_desktop.engine.tripleyahtzee import Rules
from yenta_desktop.ui import driver
from yenta_desktop.ui.games.tripleyahtzee import (
    chapter_of,
    demo_session,
    describe_step,
    draw_final,
    draw_picture,
    final_lines,
)
from yenta_desktop.ui.shell.replay import ReplayScene, player_names
from yenta_desktop.ui.shell.statistics import StatisticsScene

from .play import session


def finished(seed: int, kinds: str = "HA", rules: Rules | None = None):
    """A game played to the end by Medium bots, straight on the engine."""
    game = session(kinds, seed=seed, rules=rules)
    bots = [make_bot("medium", seed * 10 + i, "triple-yahtzee") for i in range(len(kinds))]
    state = game.state
    while not state.is_terminal:
        if state.is_chance_node():
            state.apply_chance()
            continue
        seat = state.current_seat
        state.apply(bots[seat].choose(state.observation(seat)))
    return game


def test_a_finished_game_replays_and_counts_in_past_games_and_statistics(make_app):
    app = make_app()
    game = finished(42)
    if app.store is not None:
        assert app.store.append_history(game)
    if app.stats is not None:
        assert app.stats.record_game(game)
    record = game.record()
    replay = app.push(ReplayScene(app, record, "Game 1"))
    assert replay.problem is None
    names = player_names(record)
    steps = replay.steps
    assert len(replay.chapters) == 2 * 39 + 1  # one per turn, and the start
    for index, step in enumerate(steps):
        assert describe_step(step.state, step.events, names), index
        assert chapter_of(step.state) == len(step.state.turns)
    for index in (0, 1, 2, 7, len(steps) // 2, len(steps) - 1):
        replay.go(index)
        driver.frames(app, 1)
    assert "Game over" in replay.steps[-1].describe(names)
    driver.press(app, pygame.K_ESCAPE)
    if app.stats is not None:
        stats = app.push(StatisticsScene(app, "triple-yahtzee"))
        driver.frames(app, 2)
        assert [row.name for row in stats.rows] == ["Ana"]


def test_pictures_and_end_screen_lines_draw_in_both_languages(make_app):
    from yenta_desktop import i18n

    app = make_app()
    surface = pygame.Surface((600, 400))
    for language in ("en", "ru"):
        i18n.set_language(language)
        try:
            draw_picture(surface, pygame.Rect(10, 10, 260, 90), 1.5)
            for kinds in ("H", "HAAAAA"):
                game = finished(43, kinds)
                lines = final_lines(game)
                assert len(lines) == len(kinds) and all(text for _, _, text in lines)
                draw_final(surface, pygame.Rect(10, 10, 560, 360), game)
                draw_final(surface, pygame.Rect(10, 10, 400, 220), game)
        finally:
            i18n.set_language("en")
    assert app is not None


def test_the_demo_table_plays_by_itself(make_app):
    from yenta_desktop.ui.app import start_demo

    app = make_app()
    table = start_demo(app, "triple-yahtzee", seed=5)
    assert demo_session(5).game == "triple-yahtzee"
    assert driver.run_until(app, lambda: len(table.state.turns) >= 6, 3000)
    assert table.acting_human() is None and not table.awaiting_roll()
