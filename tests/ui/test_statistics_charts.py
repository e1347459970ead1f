"""The Statistics screen's charts: bins of known totals, a chart for a game with history, an
empty state for one without, keyboard reach, and no text cut at 1024x640 in Russian at 150%."""

from __future__ import annotations

import random
from dataclasses import replace

import pygame

from yenta_desktop.engine.registry import get_game
from yenta_desktop.session import GameSession, Seat
from yenta_desktop.storage.stats import ReviewPoint, StatsStore, review_points
from yenta_desktop.ui import driver, fonts
from yenta_desktop.ui.shell import statistics_charts as charts
from yenta_desktop.ui.shell.statistics import StatisticsScene
from yenta_desktop.ui.widgets.chart import Bins, bin_totals, nice_width, running_mean

from .textmap import layout_problems, text_map


def test_bins_of_known_totals():
    bins = bin_totals([40, 254, 300, 120, 180, 199, 200])
    # Round width 50, edges on multiples of it: [0,50) [50,100) ... [300,350).
    assert bins == Bins(0.0, 50.0, (1, 0, 1, 2, 1, 1, 1))
    assert bins.total == 7 and bins.edges[0] == 0 and bins.end == 350
    # A value on an edge falls in the bin above it; the largest in the last bin.
    assert bin_totals([0, 10, 20], max_bins=2) == Bins(0.0, 20.0, (2, 1))
    assert bin_totals([-29, 10, 3]) == Bins(-30.0, 5.0, (1, 0, 0, 0, 0, 0, 1, 0, 1))
    assert bin_totals([5]) == Bins(5.0, 1.0, (1,))
    assert bin_totals([]).counts == ()
    assert nice_width(330, 12) == 50 and nice_width(7, 12) == 1


def test_at_most_max_bins_and_every_value_counted():
    rng = random.Random(4)
    for _ in range(200):
        values = [rng.randint(-500, 20000) for _ in range(rng.randint(1, 60))]
        bins = bin_totals(values)
        assert 1 <= len(bins.counts) <= 12 and bins.total == len(values)
        assert bins.start <= min(values) and max(values) < bins.end


def test_running_mean():
    assert running_mean([10, 20, 30, 40], 2) == [10, 15, 25, 35]


def test_final_totals_of_a_record():
    assert charts.final_totals({"final": {"totals": [40, 7]}}) == [40.0, 7.0]
    assert charts.final_totals({"final": [104, 88]}) == [104.0, 88.0]
    assert charts.final_totals({"final": None}) is None
    assert charts.final_totals({"final": {"totals": ["x"]}}) is None


def solo(game: str, seed: int) -> GameSession:
    module = get_game(game)
    state = module.new_game(1, seed=seed)
    rng = random.Random(seed)
    while not state.is_terminal:
        if state.is_chance_node():
            state.apply_chance()
        else:
            state.apply(rng.choice(list(state.legal_actions())))
    return GameSession([Seat("Ana", "human", None)], state, game)


def open_charts(app, game: str, view: str = "totals") -> StatisticsScene:
    scene = app.push(StatisticsScene(app, game))
    scene.choose_view(view)
    scene.wait_charts()
    driver.frames(app, 2)
    return scene


def texts(app) -> list[str]:
    return [placed.text for placed in text_map(app)]


def test_a_game_with_history_shows_its_totals_and_one_without_says_so(make_app):
    app = make_app()
    sessions = [solo("dice-poker", seed) for seed in range(6)]
    for session in sessions:
        assert app.store.append_history(session)
        app.stats.record_game(session)
    open_charts(app, "dice-poker")
    shown = texts(app)
    totals = [s.state.totals()[0] for s in sessions]
    mean = sum(totals) / len(totals)
    caption = f"Final totals of Ana · solo: 6 games, mean {mean:.1f}".replace("-", "\u2212")
    assert caption in shown, shown
    # Dice Poker has exact tables: the solver's mean and spread are drawn and labelled.
    assert any(t.startswith("Optimal play: mean") for t in shown), shown
    assert layout_problems(app) == []
    app.pop()
    open_charts(app, "farkle")
    assert "No finished game of this game in the history yet" in " ".join(texts(app))


def test_the_charts_are_reached_and_switched_by_keyboard(make_app):
    app = make_app()
    scene = app.push(StatisticsScene(app, "yahtzee"))
    driver.frames(app, 1)
    ids = [b.get_object_ids()[-1] for b in scene.focus_order]
    assert {"#view_table", "#view_totals", "#view_trend", "#view_daily"} <= set(ids)
    for _ in range(len(ids)):
        if scene.focus_order[scene.focus_index].get_object_ids()[-1] == "#view_trend":
            break
        driver.press(app, pygame.K_TAB)
    driver.press(app, pygame.K_RETURN)
    assert scene.view == "trend" and scene.chart.view == "trend"


def test_a_still_statistics_screen_draws_nothing(make_app):
    app = make_app()
    session = solo("yahtzee", 1)
    app.store.append_history(session)
    app.stats.record_game(session)
    open_charts(app, "yahtzee", "trend")

    def idle(count: int) -> int:
        before = app.draws
        for _ in range(count):
            app.last_input -= 10  # nobody touched anything for a while
            app.frame(0.25, lazy=True)
        return app.draws - before

    idle(3)
    assert idle(8) == 0


def test_no_text_cut_at_1024x640_russian_150(make_app):
    app = make_app(size=(1024, 640))
    for seed in range(5):
        session = solo("yahtzee", seed)
        app.store.append_history(session)
        app.stats.record_game(session)
        app.stats.record_review(
            session.record(), {0: {"review_choices": 39, "review_loss": 20.0 + seed}}
        )
    app.apply_settings(replace(app.settings, ui_scale=150, language="ru"))
    try:
        for view in ("table", "totals", "trend", "daily"):
            open_charts(app, "yahtzee", view)
            assert layout_problems(app) == [], view
            app.pop()
    finally:
        app.apply_settings(replace(app.settings, ui_scale=100, language="en"))
        fonts.set_scale(1.0)


def test_each_review_is_kept_as_a_point_of_the_loss_chart(tmp_path):
    store = StatsStore(tmp_path)
    session = solo("yahtzee", 3)
    assert store.record_game(session)
    assert store.record_review(session.record(), {0: {"review_choices": 39, "review_loss": 7.8}})
    again = StatsStore(tmp_path)
    assert [(p.game, p.name, p.kind, p.loss, p.choices) for p in again.reviews] == [
        ("yahtzee", "Ana", "solo", 7.8, 39.0)
    ]
    # A damaged entry is left out, the rest stays.
    good = ReviewPoint("yahtzee", "Ana", "", "2026-01-01", 1.0, 2.0).to_dict()
    assert review_points([good, {"game": 3}, "x", {**good, "loss": -1}]) == [
        ReviewPoint("yahtzee", "Ana", "", "2026-01-01", 1.0, 2.0)
    ]


def test_farkle_solo_shows_the_optimal_mean_alone(make_app):
    app = make_app()
    session = solo("farkle", 2)
    app.store.append_history(session)
    app.stats.record_game(session)
    open_charts(app, "farkle")
    shown = texts(app)
    # The solo game is solved for its mean only: a line, no made-up spread.
    assert "Optimal play: mean 5850.3" in shown, shown
    assert not any("sd" in t for t in shown)


def test_the_history_is_read_again_only_from_where_it_grew(tmp_path):
    import json
    from types import SimpleNamespace

    path = tmp_path / "history.jsonl"
    history = SimpleNamespace(history_path=path)

    def line(seed: int) -> str:
        record = {**solo("yahtzee", seed).record(), "ended_at": f"2026-01-0{seed}T10:00"}
        return json.dumps(record) + "\n"

    def totals(cache):
        assert cache.get(history) is None  # read on a thread: not at once
        cache.wait()
        found = cache.get(history)
        return [p.ended_at for p in found.series("yahtzee")[("", "Ana", True)]]

    path.write_text(line(1), encoding="utf-8")
    cache = charts.TotalsCache()
    assert totals(cache) == ["2026-01-01T10:00"]
    with open(path, "a", encoding="utf-8") as handle:
        handle.write(line(2))
    # Only the new line is read: the first one is not counted twice.
    assert totals(cache) == ["2026-01-01T10:00", "2026-01-02T10:00"]
    path.write_text(line(3), encoding="utf-8")  # another history: read from the start
    assert totals(cache) == ["2026-01-03T10:00"]


def test_another_history_file_with_the_same_first_game_is_read_from_the_start(tmp_path):
    import json
    from types import SimpleNamespace

    first, second = tmp_path / "a" / "history.jsonl", tmp_path / "b" / "history.jsonl"
    for path in (first, second):
        path.parent.mkdir()
    record = json.dumps({**solo("yahtzee", 1).record(), "ended_at": "2026-01-01"}) + "\n"
    first.write_text(record, encoding="utf-8")
    second.write_text(record + record.replace("2026-01-01", "2026-01-02"), encoding="utf-8")
    cache = charts.TotalsCache()
    for path, count in ((first, 1), (second, 2)):
        history = SimpleNamespace(history_path=path)
        cache.get(history)
        cache.wait()
        assert len(cache.get(history).series("yahtzee")[("", "Ana", True)]) == count


def test_the_chart_is_drawn_when_the_history_is_in_with_no_input(make_app, monkeypatch):
    import threading

    app = make_app()
    session = solo("yahtzee", 5)
    app.store.append_history(session)
    app.stats.record_game(session)
    gate = threading.Event()
    real = charts.TotalsCache._read

    def slow(self, history, stamp):
        gate.wait(10)
        real(self, history, stamp)

    monkeypatch.setattr(charts.TotalsCache, "_read", slow)
    charts.CACHE.__init__()  # nothing read yet: the screen must not wait for the thread
    scene = app.push(StatisticsScene(app, "yahtzee"))
    scene.choose_view("trend")
    assert "Reading the history of finished games…" in texts(app)
    app.dirty = False
    scene.update(0.25)
    assert not app.dirty  # nothing new: a still screen is not drawn again
    gate.set()
    charts.CACHE.wait()
    scene.update(0.25)  # the loop's wake-up (the thread posted RESULT_READY)
    assert app.dirty
    assert any(t.startswith("Mean final total of Ana") for t in texts(app))


def test_the_series_button_steps_through_the_players(make_app):
    app = make_app()
    for seed, name in enumerate(("Ana", "Ana", "Bob")):
        session = solo("yahtzee", seed)
        session.seats[0] = Seat(name, "human", None)
        app.store.append_history(session)
    scene = open_charts(app, "yahtzee")
    series = [b for b in scene.focus_order if b.get_object_ids()[-1] == "#view_series"]
    assert len(series) == 1 and series[0].text == "Ana · solo"  # most games first
    assert any(t.startswith("Final totals of Ana · solo: 2 games") for t in texts(app))
    driver.click(app, series[0])
    assert any(t.startswith("Final totals of Bob · solo: 1 game,") for t in texts(app))


def test_a_score_per_team_is_no_player_total():
    totals = charts.Totals()
    record = {
        "game": "pinochle",
        "rules": {},
        "players": [{"name": n, "kind": "human"} for n in ("Ana", "Bob", "Cy", "Di")],
        "final": [-930, 1590],
        "winners": [1, 3],
    }
    charts.add_record(totals, record)
    assert totals.series("pinochle") == {} and "pinochle" in totals.without_totals
    charts.add_record(totals, {**record, "game": "yenta", "final": [88, 60, 103, 34]})
    assert [p.total for p in totals.series("yenta")[("", "Cy", False)]] == [103.0]
