"""The Statistics charts' screenshots (docs/screenshots/21c-21f), headless, in a throwaway home.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy python3 scripts/statistics_charts_screens.py [DIR]

Ana plays 40 solo Yahtzee games (the Medium bot's choices) over as many days; every game is
reviewed against optimal play as the review screen does (``ai.yahtzee.review``) and kept in
the statistics, and each day's official daily Yahtzee result is a Medium game on that
day's dice with its exact skill/luck split and Hard's total on the same dice. Shots:
the final totals beside the solver's mean and spread (English, 1280x720), the mean and the
loss per choice over time, the daily chart, and the final totals in Russian at 1024x640
and 150%.
"""

from __future__ import annotations

import os
import sys
import tempfile
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["YENTA_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="charts-shots-")

import datetime as _dt  # noqa: E402

import pygame  # noqa: E402

from yenta_desktop.ai import daily as ai_daily  # noqa: E402
from yenta_desktop.ai.registry import bots_for  # noqa: E402
from yenta_desktop.ai.yahtzee.review import review_game  # noqa: E402
from yenta_desktop.engine import daily  # noqa: E402
from yenta_desktop.engine.protocol import play_out  # noqa: E402
from yenta_desktop.engine.registry import get_game  # noqa: E402
from yenta_desktop.session import GameSession, Seat  # noqa: E402
from yenta_desktop.storage import saves  # noqa: E402
from yenta_desktop.storage.daily import DailyResult  # noqa: E402
from yenta_desktop.ui import driver  # noqa: E402
from yenta_desktop.ui.app import App, AppOptions  # noqa: E402
from yenta_desktop.ui.kits.dice_table.review import stat_counters  # noqa: E402
from yenta_desktop.ui.shell import daily as daily_ui  # noqa: E402
from yenta_desktop.ui.shell.statistics import StatisticsScene  # noqa: E402

GAME = "yahtzee"
GAMES = 40
DAYS = 21


def play(app: App, seed: int, when: str) -> None:
    """One solo game of Ana's (Medium's choices) kept in the history, counted and reviewed."""
    state = get_game(GAME).new_game(1, seed=seed)
    play_out(state, [bots_for(GAME)["medium"](seed=seed).choose])
    session = GameSession([Seat("Ana", "human", None)], state, GAME)
    assert app.store is not None and app.stats is not None
    real = saves.now_text
    saves.now_text = lambda: when  # the history's end time: one game a day
    try:
        app.store.append_history(session)
    finally:
        saves.now_text = real
    app.stats.record_game(session)
    record = {**session.record(), "ended_at": when}
    app.stats.record_review(record, stat_counters(review_game(record, [0])))


def daily_day(app: App, day: str) -> None:
    """Ana's official daily Yahtzee on ``day``: Medium on the day's dice, split exactly."""
    state = daily.daily_state(GAME, day)
    play_out(state, [bots_for(GAME)["medium"](seed=0).choose])
    split = ai_daily.split_of(GAME, state)
    hard = ai_daily.final_total(ai_daily.hard_replay(GAME, day))
    store = daily_ui.results(app)
    assert store is not None
    total = int(state.totals()[0])
    store.finish(
        DailyResult(
            day,
            GAME,
            True,
            True,
            total,
            hard,
            split.optimal_mean if split else None,
            split.loss if split else None,
            split.luck if split else None,
            len(split.choices) if split else None,
        )
    )


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    app = App(AppOptions(size=(1280, 720), raise_errors=True, ai_mode="inline"))
    today = daily.parse_day(daily.today())
    for n in range(GAMES):
        day = today - _dt.timedelta(days=GAMES - n)
        play(app, 1000 + n, f"{day.isoformat()}T20:00:00")
    for n in range(DAYS, 0, -1):
        if n % 5 != 2:  # a few days missed
            daily_day(app, (today - _dt.timedelta(days=n)).isoformat())

    def shot(name: str, view: str) -> None:
        scene = app.push(StatisticsScene(app, GAME))
        scene.choose_view(view)
        scene.wait_charts()
        driver.frames(app, 2)
        pygame.image.save(app.screen, str(out / f"{name}.png"))
        print(out / f"{name}.png")
        app.pop()

    shot("21c_statistics_charts", "totals")
    shot("21d_statistics_trend", "trend")
    shot("21e_statistics_daily", "daily")
    app.resize((1024, 640))
    app.apply_settings(replace(app.settings, language="ru", ui_scale=150))
    shot("21f_statistics_charts_1024x640_ru_150", "totals")
    app.close()


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("docs/screenshots"))
