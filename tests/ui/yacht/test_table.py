"""Yacht at the table: the coach shows exactly Hard's move with the solver's expected totals
(the first roll's numbers average to the optimum), the end screen in both languages, and the
review of a finished record judges Hard's own choices as optimal."""

from __future__ import annotations

import pygame

from yenta_desktop import i18n
from yenta_desktop.ai.base import make_bot
from yenta_desktop.ai.kits.scorecard import dice_set
from yenta_desktop.ai.yacht import TABLES, Coach, HardBot, review_game, wait_ready
from yenta_desktop.engine.yacht import Roll, Rules, Score, new_game
from yenta_desktop.ui import driver
from yenta_desktop.ui.games.yacht import draw_final, draw_picture, final_lines

from .play import human_turn_by_keys, session, start_table


def finished(kinds: str, seed: int):
    """A session played to the end by Hard (seat 0) and Medium seats on the engine."""
    game = session(kinds, seed=seed)
    bots = [make_bot("hard" if i == 0 else "medium", i, "yacht") for i in range(len(kinds))]
    state = game.state
    while not state.is_terminal:
        if state.is_chance_node():
            state.apply_chance()
        else:
            state.apply(bots[state.current_seat].choose(state.observation(state.current_seat)))
    return game


def test_the_first_rolls_numbers_average_to_the_optimal_game_value():
    coach, dice = Coach(), dice_set(5)
    for rules in (Rules(), Rules(big_straight_40=True)):
        total = 0.0
        for roll, p in zip(dice.rolls, dice.roll_probs, strict=True):
            state = new_game(1, rules, seed=0)
            state.apply_chance(list(roll))
            advice = coach.advise(state)
            assert advice is not None
            total += p * advice.best_total
        assert abs(total - TABLES.table(rules).game_value()) < 1e-3


def test_the_coach_shows_exactly_what_hard_would_do(make_app):
    app = make_app()
    app.apply_settings(app.settings.with_preference("yacht", "coach", True))
    table = start_table(app, session("HA", seed=31))
    assert wait_ready(table.state.rules)
    hard, checked = HardBot(), 0
    while checked < 6:
        assert driver.run_until(app, lambda: table.acting_human() is not None, 20000)
        if table.awaiting_roll():
            human_turn_by_keys(app, table)
            continue
        table.advise()
        table.coach_runner.wait()
        driver.frames(app, 1)
        advice, state = table.advice, table.state
        assert advice is not None and advice.best == hard.choose(state.observation(0))
        assert set(advice.rows) == set(table.legal())
        view = table.coach_view()
        if isinstance(advice.best, Score):
            assert view.box == (0, advice.best.row)
        else:
            assert isinstance(advice.best, Roll) and view.hold == set(advice.best.keep)
        assert "Hard would" in " ".join(t for t, _, _ in table.coach_lines())
        checked += 1
        human_turn_by_keys(app, table)


def test_the_end_screen_draws_in_both_languages_and_solo_shows_the_optimum(make_app):
    make_app()
    surface = pygame.Surface((600, 400))
    for language in ("en", "ru"):
        i18n.set_language(language)
        try:
            draw_picture(surface, pygame.Rect(10, 10, 260, 90), 1.5)
            for kinds in ("H", "HAAAAA"):
                game = finished(kinds, 43)
                lines = final_lines(game)
                assert len(lines) == len(kinds) and all(text for _, _, text in lines)
                draw_final(surface, pygame.Rect(10, 10, 560, 360), game)
        finally:
            i18n.set_language("en")
    assert wait_ready(Rules())
    assert "optimal play averages 167.0" in final_lines(finished("H", 44))[0][2]


def test_the_review_finds_nothing_lost_by_hard_and_something_by_medium():
    record = finished("HA", 45).record()
    review = review_game(record, [0, 1])
    hard, medium = review.players[0], review.players[1]
    assert hard.total_loss < 1e-3 and medium.total_loss > 1.0
