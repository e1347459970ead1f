"""The daily challenge's screenshots (docs/screenshots/80-87), headless, in a throwaway home.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy python3 scripts/daily_screens.py [DIR] [--friend]

The board is filled with three weeks of Yahtzee days played by the Medium bot
(official attempts, their skill/luck split exact); the review is of one such
day. Shots: the daily screen, the review, the board and a refused code in
English at 1280x720, Farkle's review (an exact split) and Triple Yahtzee's (Hard's
estimate), the tournament screen and its standings, and the daily screen and the review in Russian at
1024x640 and 150%; a friend's verified code (with their name) and their game in the
replay (85_daily_friend_*; ``--friend`` takes only those two).
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
os.environ["YENTA_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="daily-shots-")

import pygame  # noqa: E402

from yenta_desktop.ai import daily as ai_daily  # noqa: E402
from yenta_desktop.ai.registry import bots_for  # noqa: E402
from yenta_desktop.engine import daily, daily_code  # noqa: E402
from yenta_desktop.storage.daily import DailyResult  # noqa: E402
from yenta_desktop.ui import driver  # noqa: E402
from yenta_desktop.ui.app import App, AppOptions  # noqa: E402
from yenta_desktop.ui.shell import daily as daily_ui  # noqa: E402
from yenta_desktop.ui.shell.title import TitleScene  # noqa: E402

GAME = "yahtzee"


def medium_game(day: str, game: str = GAME) -> object:
    """The day's game played by the Medium bot (this turn's points only: it loses some)."""
    state = daily.daily_state(game, day)
    bot = bots_for(game)["medium"](seed=0)
    while not state.is_terminal:
        if state.is_chance_node():
            state.apply_chance()
        else:
            state.apply(bot.choose(state.observation(0)))
    return state


def result_for(day: str, hard: bool, game: str = GAME) -> tuple[DailyResult, object]:
    """A finished official result of ``day`` and its split."""
    state = medium_game(day, game)
    split = ai_daily.split_of(game, state)
    assert split is not None
    total = int(state.totals()[0])  # type: ignore[attr-defined]
    choices = daily_code.choices_of(game, day, state)
    code = daily_code.encode(game, day, total, daily_code.OFFICIAL, choices)
    hard_total = ai_daily.final_total(ai_daily.hard_replay(game, day)) if hard else None
    return (
        DailyResult(
            day,
            game,
            True,
            True,
            total,
            hard_total,
            split.optimal_mean,
            split.loss,
            split.luck,
            len(split.choices),
            [],
            code,
            "",
            split.estimate,
        ),
        split,
    )


def shoot_tournament(app: App, shot: Any) -> None:
    """The tournament screen, and the standings after two Yahtzee games played by bots."""
    from yenta_desktop.ai.base import make_bot
    from yenta_desktop.engine import series as series_rules
    from yenta_desktop.ui.shell import tournament

    app.push(tournament.TournamentScene(app))
    shot("86_tournament.png")
    app.pop()
    session = tournament.first_game(GAME, 3, "mixed", 5)
    series = session.match["series"]
    for number in range(2):
        state = session.module.new_game(4, session.state.rules, seed=number)
        bots = [make_bot(seat.level or "hard", number, GAME) for seat in session.seats]
        while not state.is_terminal:
            if state.is_chance_node():
                state.apply_chance()
            else:
                seat = state.current_seat
                state.apply(bots[seat].choose(state.observation(seat)))
        series = series_rules.with_result(series, state.totals())
        session.state = state
    upcoming = tournament.next_game(session, series)
    app.push(tournament.StandingsScene(app, session, series, upcoming))
    shot("87_tournament_standings.png")
    app.pop()


def shoot_friend(app: App, shot: Any) -> None:
    """A friend's code (Mila's Farkle of a past day) verified, then her game in the replay."""
    day = daily.days_before(daily.today(), 2)[1]
    state = medium_game(day, "farkle")
    total = int(state.totals()[0])  # type: ignore[attr-defined]
    choices = daily_code.choices_of("farkle", day, state)
    code = daily_code.encode("farkle", day, total, daily_code.OFFICIAL, choices, name="Mila")
    checker = app.push(daily_ui.CodeScene(app))
    checker.text = code
    checker._rebuild()
    checker.check()
    shot("85_daily_friend_code.png")
    replay = checker.watch()
    replay.go(len(replay.steps) // 3)
    shot("85_daily_friend_replay.png")
    app.pop()
    app.pop()


def main() -> int:
    """Take the shots into DIR (docs/screenshots by default)."""
    args = [a for a in sys.argv[1:] if a != "--friend"]
    out = Path(args[0]) if args else Path("docs/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    app = App(
        AppOptions(
            size=(1280, 720),
            raise_errors=True,
            ai_mode="inline",
            animation_speed="instant",
            ai_delay=0.0,
        )
    )
    store = daily_ui.results(app)
    assert store is not None
    today = daily.today()
    days = [d for d in daily.days_before(today, 22)[1:] if d[-1] not in "37"]  # a few gaps
    review = None
    for day in reversed(days):
        result, split = result_for(day, hard=day == days[0])
        store.start_official(GAME, day)
        store.finish(result)
        if day == days[0]:
            review = (result, split)
    assert review is not None
    shots: list[Path] = []

    def shot(name: str) -> None:
        driver.frames(app, 3)
        path = out / name
        pygame.image.save(app.screen, str(path))
        shots.append(path)

    app.push(TitleScene(app))
    if "--friend" in sys.argv[1:]:
        shoot_friend(app, shot)
        app.close()
        print("\n".join(str(path) for path in shots))
        return 0
    app.push(daily_ui.DailyScene(app))
    shot("80_daily.png")
    app.push(daily_ui.DailyReviewScene(app, *review))
    shot("81_daily_review.png")
    app.pop()
    app.push(daily_ui.BoardScene(app))
    shot("82_daily_board.png")
    app.pop()
    checker = app.push(daily_ui.CodeScene(app))
    parts = review[0].code.split(".")
    parts[3] = str(int(parts[3]) + 25)
    checker.text = ".".join(parts)
    checker._rebuild()
    checker.check()
    shot("85_daily_code_refused.png")
    app.pop()
    shoot_friend(app, shot)
    # Farkle's split is exact; Triple Yahtzee's is Hard's estimate (the review says so).
    for name, game in (
        ("88_daily_review_farkle.png", "farkle"),
        ("89_daily_review_triple.png", "triple-yahtzee"),
    ):
        app.push(daily_ui.DailyReviewScene(app, *result_for(days[0], True, game)))
        shot(name)
        app.pop()
    app.pop()
    shoot_tournament(app, shot)
    app.resize((1024, 640))
    app.apply_settings(replace(app.settings, ui_scale=150, language="ru"))
    app.push(daily_ui.DailyScene(app))
    shot("83_daily_1024x640_ru_150.png")
    app.push(daily_ui.DailyReviewScene(app, *review))
    shot("84_daily_review_1024x640_ru_150.png")
    app.apply_settings(replace(app.settings, ui_scale=100, language="en"))
    app.close()
    for path in shots:
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
