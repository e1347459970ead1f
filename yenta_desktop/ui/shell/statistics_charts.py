"""The Statistics screen's charts: final totals, the trend over time, the daily board's days.

Where the numbers come from:

* final totals: the history (``history.jsonl``), each finished record's ``final.totals``
  (or a ``final`` list of scores) for each human seat, read on a thread
  (:class:`TotalsCache`: the whole file once, then only the lines added; the screen shows
  "Reading the history..." meanwhile and a still screen wakes when it is in, through
  :func:`~yenta_desktop.ui.wake.result_ready`). Games are grouped into series by the
  statistics' variant (Yatzy apart from Yahtzee), the player's name and solo or not;
* the optimal player's distribution beside the histogram: where the game's AI package has
  exact tables (``ai/scorecards.tables_for``, one column: Dice
  Poker, Yahtzee, Yatzy), the table's mean and standard deviation of a whole game, drawn as
  the mean and a +-1 sd band, labelled so (the tables hold two moments, not a distribution;
  nothing more is drawn); where it has ``ai/<folder>/optimum.py`` with
  ``spread(rules, players)``, what that gives (Farkle: the solo game's exact mean, no
  spread: the mean alone is drawn). Other games (Triple Yahtzee's optimum is only
  estimated) say the solver knows no distribution for them;
* points lost per choice: the statistics' review log (``StatsStore.reviews``, one point a
  reviewed game and player);
* the daily chart: the daily results of the tab's game (``storage/daily.py``), the last 30
  days: the player's official total, Hard's on the same dice and the loss per choice.
"""

from __future__ import annotations

import importlib
import json
import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import pygame

from yenta_desktop.engine import daily, jsonio
from yenta_desktop.engine.registry import available_games, folder_name
from yenta_desktop.i18n import current_language, tr, tr_count, tr_default
from yenta_desktop.storage.history import iter_lines
from yenta_desktop.storage.stats import SOLO_KINDS, stats_key, variant_of
from yenta_desktop.ui import colours, fonts, wake
from yenta_desktop.ui.widgets import chart

log = logging.getLogger(__name__)

#: The chart views, in the order of their buttons.
VIEWS = ("totals", "trend", "daily")
#: The running mean of the trend chart spans this many games.
TREND_WINDOW = 10
#: Days of the daily chart.
DAILY_DAYS = 30
#: (variant, player name, solo)
SeriesKey = tuple[str, str, bool]


@dataclass
class Point:
    """One human seat's final total of one finished game."""

    ended_at: str
    total: float
    rules: str


@dataclass
class Totals:
    """Every finished game's human totals in the history, by statistics key and series."""

    games: dict[str, dict[SeriesKey, list[Point]]] = field(default_factory=dict)
    #: Games whose finished records keep no total per seat (Pinochle's are per team).
    without_totals: set[str] = field(default_factory=set)

    def series(self, game: str) -> dict[SeriesKey, list[Point]]:
        """The series of a Statistics tab's game (its variants' too), most games first."""
        found = dict(self.games.get(game, {}))
        prefix = game + "/"
        for key, series in self.games.items():
            if key.startswith(prefix):
                found.update(series)
        return dict(sorted(found.items(), key=lambda item: (-len(item[1]), item[0])))


def final_totals(record: dict[str, Any]) -> list[float] | None:
    """A finished record's total per seat: ``final.totals``, or a ``final`` list of scores."""
    final = record.get("final")
    if isinstance(final, dict):
        final = final.get("totals")
    if not isinstance(final, list):
        return None
    if not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in final):
        return None
    return [float(v) for v in final]


def add_record(totals: Totals, record: dict[str, Any]) -> None:
    """Count one history record's human seats in ``totals`` (a record that is not a finished
    game of a known game adds nothing)."""
    game = record.get("game")
    players = record.get("players")
    module = available_games().get(game) if isinstance(game, str) else None
    scores = final_totals(record)
    if record.get("unfinished") or record.get("winners") is None:
        return  # a game put aside unfinished: its "final" is no final total
    if module is None or not isinstance(players, list):
        return
    assert isinstance(game, str)
    if scores is None or len(scores) != len(players):
        totals.without_totals.add(game)  # e.g. a score per team: no seat's own total
        return
    try:
        rules = module.Rules.from_dict(record.get("rules", {}))
    except (TypeError, ValueError):
        return
    key = stats_key(game, variant_of(game, rules))
    ended = record.get("ended_at")
    rules_text = json.dumps(record.get("rules", {}), sort_keys=True)
    solo = len(players) == 1
    for seat, player in enumerate(players[: len(scores)]):
        if not isinstance(player, dict) or player.get("kind") != "human":
            continue
        name = str(player.get("name", ""))[:64]
        series = totals.games.setdefault(key, {}).setdefault(
            (key.partition("/")[2], name, solo), []
        )
        series.append(Point(ended if isinstance(ended, str) else "", scores[seat], rules_text))


def read_totals(history: Any) -> Totals:
    """Every human total of the history (``HistoryIndex.iter_records``: one line at a time)."""
    totals = Totals()
    for _offset, record in history.iter_records():
        _add_safely(totals, record)
    return totals


def _add_safely(totals: Totals, record: dict[str, Any]) -> None:
    try:
        add_record(totals, record)
    except Exception as error:  # noqa: BLE001 - one odd record must not hide the charts
        log.warning("a history record left out of the charts: %s", error)


def read_more(path: Path, totals: Totals, offset: int) -> int:
    """Add the records of the history's complete lines from byte ``offset`` on to ``totals``;
    returns the offset after the last complete line (the history only grows: a game ended
    since adds its line, and only that line is read)."""
    with open(path, "rb") as handle:
        handle.seek(offset)
        for start, size, line in iter_lines(handle):
            offset = start + size
            if line is None or not line.strip():
                continue
            try:
                record = jsonio.loads(line, name="a history line")
            except jsonio.BadJson:
                continue
            if isinstance(record, dict):
                _add_safely(totals, record)
    return offset


def _head(path: Path) -> bytes:
    try:
        with open(path, "rb") as handle:
            return handle.read(HEAD_BYTES)
    except OSError:
        return b""


#: The history's first bytes tell a file that grew from one that was replaced.
HEAD_BYTES = 4096


class TotalsCache:
    """The history's totals, read on a thread: the whole file the first time, then only the
    lines added since (a file cut or replaced is read again from the start)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._stamp: tuple[str, int, int] | None = None
        self._totals: Totals | None = None
        self._thread: threading.Thread | None = None
        #: Where the last read stopped, and the first bytes of the file it read.
        self._offset = 0
        self._head = b""

    @staticmethod
    def stamp(path: Path) -> tuple[str, int, int]:
        """What tells one version of the history from another."""
        try:
            info = path.stat()
        except OSError:
            return (str(path), -1, -1)
        return (str(path), info.st_size, info.st_mtime_ns)

    def get(self, history: Any) -> Totals | None:
        """The totals of ``history`` when read (None while being read: the thread starts)."""
        if history is None:
            return Totals()
        stamp = self.stamp(Path(history.history_path))
        with self._lock:
            if self._stamp == stamp and self._totals is not None:
                return self._totals
            if self._thread is not None and self._thread.is_alive():
                return None
            self._thread = threading.Thread(
                target=self._read, args=(history, stamp), name="statistics-charts", daemon=True
            )
            self._thread.start()
            return None

    def _read(self, history: Any, stamp: tuple[str, int, int]) -> None:
        path = Path(history.history_path)
        with self._lock:
            old, offset, head = self._totals, self._offset, self._head
            same_file = self._stamp is not None and self._stamp[0] == stamp[0]
        grown = (
            old is not None
            and same_file
            and stamp[1] >= offset
            and _head(path)[: len(head)] == head
        )
        totals = copy_totals(old) if grown and old is not None else Totals()
        start = offset if grown else 0
        try:
            end = read_more(path, totals, start) if stamp[1] >= 0 else 0
        except OSError as error:  # the charts say there is nothing to show
            log.error("cannot read the history %s for the charts: %s", path, error)
            totals, end = Totals(), 0
        with self._lock:
            self._stamp, self._totals = stamp, totals
            self._offset, self._head = end, _head(path)[: min(end, HEAD_BYTES)]
        wake.result_ready("statistics-charts")

    def wait(self, timeout: float = 30.0) -> None:
        """Wait for a read under way (tests and the screenshot tour)."""
        thread = self._thread
        if thread is not None:
            thread.join(timeout)


def copy_totals(totals: Totals) -> Totals:
    """A copy whose lists can grow without changing ``totals`` (drawn meanwhile)."""
    return Totals(
        without_totals=set(totals.without_totals),
        games={
            game: {key: list(points) for key, points in series.items()}
            for game, series in totals.games.items()
        },
    )


#: One cache for the app (the history is one file).
CACHE = TotalsCache()


# ---------------------------------------------------------------- the optimal player
@cache
def _model_module(game: str) -> Any:
    """The game's exact whole-game tables (ai/scorecards.py: a scorecard game of one column
    under its default rules), or None (Triple Yahtzee's columns are only an estimate)."""
    from yenta_desktop.ai.scorecards import tables_for

    tables = tables_for(game)
    if tables is None:
        return None
    try:
        spec = tables.spec_for(available_games()[game].Rules())
    except Exception:  # noqa: BLE001 - no exact tables known
        return None
    return tables if len(spec.columns) == 1 else None


@cache
def _optimum_module(game: str) -> Any:
    try:
        module = importlib.import_module(f"yenta_desktop.ai.{folder_name(game)}.optimum")
    except ImportError:
        return None
    return module if callable(getattr(module, "spread", None)) else None


def knows_optimum(game: str) -> bool:
    """Whether the game's AI can say what optimal play scores (exactly)."""
    base = game.partition("/")[0]
    return _optimum_module(base) is not None or _model_module(base) is not None


Spread = tuple[float, float | None]
_OPTIMAL: dict[tuple[str, str, bool], Spread | None] = {}
_OPTIMAL_LOCK = threading.Lock()


def optimal_spread(game: str, rules_text: str, solo: bool = True) -> Spread | None:
    """(mean, standard deviation or None) of a player's whole game under optimal play, where
    the game's AI knows it exactly: its ``optimum.spread(rules, players)`` (Farkle: the solo
    game's mean), else its exact tables' mean and spread (``tables_for``: Dice Poker, Yahtzee,
    Yatzy; a card's total does not depend on the others at the table). None otherwise, or
    when the table cannot be read. Loads or solves: call off the frame
    (:class:`OptimalLookup`)."""
    key = (game, rules_text, solo)
    with _OPTIMAL_LOCK:
        if key in _OPTIMAL:
            return _OPTIMAL[key]
    base = game.partition("/")[0]
    module = _model_module(base)
    own = _optimum_module(base)
    found: Spread | None = None
    if own is not None:
        try:
            rules = available_games()[base].Rules.from_dict(json.loads(rules_text))
            answer = own.spread(rules, 1 if solo else 2)
            found = None if answer is None else (float(answer[0]), answer[1])
        except Exception:  # noqa: BLE001 - no band: the histogram says the solver knows none
            log.exception("no optimal distribution for %s", game)
    elif module is not None:
        try:
            rules = available_games()[base].Rules.from_dict(json.loads(rules_text))
            table = module.table(rules)
            start = module.model(rules).start_state()
            found = (float(table.value(start)), float(table.spread(start)))
        except Exception:  # noqa: BLE001 - no band: the histogram says the solver knows none
            log.exception("no optimal distribution for %s", game)
    with _OPTIMAL_LOCK:
        _OPTIMAL[key] = found
    return found


class OptimalLookup:
    """:func:`optimal_spread` on a thread; ``get`` answers at once (None while looking)."""

    def __init__(self) -> None:
        self._asked: set[tuple[str, str, bool]] = set()
        self._threads: list[threading.Thread] = []

    def get(self, game: str, rules_text: str, solo: bool = True) -> tuple[bool, Spread | None]:
        """(known yet, the mean and sd (or None) or None)."""
        key = (game, rules_text, solo)
        with _OPTIMAL_LOCK:
            if key in _OPTIMAL:
                return True, _OPTIMAL[key]
        if not knows_optimum(game):
            return True, None
        if key not in self._asked:
            self._asked.add(key)

            def work() -> None:
                optimal_spread(game, rules_text, solo)
                wake.result_ready("statistics-optimal")

            thread = threading.Thread(target=work, name="statistics-optimal", daemon=True)
            self._threads.append(thread)
            thread.start()
        return False, None

    def wait(self, timeout: float = 30.0) -> None:
        """Wait for the look-ups under way (tests and the screenshot tour)."""
        for thread in self._threads:
            thread.join(timeout)


OPTIMAL = OptimalLookup()


# ---------------------------------------------------------------- drawing
def decimal(value: float, places: int = 1) -> str:
    """``value`` with ``places`` decimals (a decimal comma in Russian)."""
    text = f"{value:.{places}f}".replace("-", "\u2212")
    return text.replace(".", ",") if current_language() == "ru" else text


def series_label(key: SeriesKey, game: str) -> str:
    """ "Ana", "Ana · solo", "Ana · Yatzy · solo"."""
    variant, name, solo = key
    marks = [tr_default(f"{folder_name(game)}.stats.variant.{variant}", variant)] if variant else []
    marks += [tr("stats.kind.solo")] if solo else []
    return " · ".join([name, *marks])


def message(surface: pygame.Surface, area: pygame.Rect, text: str) -> None:
    """A centred note in ``area`` (an empty state, "reading...")."""
    fonts.draw_wrapped(
        surface, text, area, "regular", 18, colours.TEXT_DIM, align="center", valign="center"
    )


def caption(surface: pygame.Surface, area: pygame.Rect, text: str) -> int:
    """A chart's caption at the top of ``area``; returns the y below it."""
    image = fonts.fit_text(text, area.w, "bold", 16, colours.GOLD)
    surface.blit(image, (area.x, area.y))
    return area.y + image.get_height() + 4


@dataclass
class ChartState:
    """What the charts part of the Statistics screen shows: a view and a series."""

    view: str = "totals"
    series_index: int = 0
    #: Set by the drawing when the data was not in yet (the scene's update then polls).
    waiting: bool = False
    on_change: Callable[[], None] | None = None


def draw_view(
    surface: pygame.Surface, area: pygame.Rect, app: Any, game: str, state: ChartState
) -> None:
    """The chosen view's chart for ``game`` in ``area``."""
    state.waiting = False
    if state.view == "daily":
        draw_daily(surface, area, app, game)
        return
    totals = CACHE.get(getattr(getattr(app, "store", None), "history", None))
    if totals is None:
        state.waiting = True
        message(surface, area, tr("stats.chart.reading"))
        return
    series = totals.series(game)
    if not series:
        key_text = "stats.chart.no_totals" if game in totals.without_totals else "stats.chart.empty"
        message(surface, area, tr(key_text))
        return
    keys = list(series)
    key = keys[state.series_index % len(keys)]
    if state.view == "trend":
        draw_trend(surface, area, app, game, key, series[key])
    else:
        state.waiting = draw_totals(surface, area, game, key, series[key])


def prefetch(app: Any, game: str, state: ChartState) -> None:
    """Start looking up the optimum the totals chart of ``state`` will show (tests, tour)."""
    totals = CACHE.get(getattr(getattr(app, "store", None), "history", None))
    series = totals.series(game) if totals is not None else {}
    if not series:
        return
    keys = list(series)
    key = keys[state.series_index % len(keys)]
    rules = {p.rules for p in series[key]}
    if len(rules) == 1:
        OPTIMAL.get(stats_game(game, key), next(iter(rules)), key[2])


def ready(app: Any, game: str, state: ChartState) -> bool:
    """Whether what the chart of ``state`` waits for is in (the history, and for the totals
    the optimum beside them)."""
    totals = CACHE.get(getattr(getattr(app, "store", None), "history", None))
    if totals is None:
        return False
    if state.view != "totals":
        return True
    series = totals.series(game)
    if not series:
        return True
    keys = list(series)
    key = keys[state.series_index % len(keys)]
    rules = {p.rules for p in series[key]}
    if len(rules) != 1:
        return True
    return OPTIMAL.get(stats_game(game, key), next(iter(rules)), key[2])[0]


def draw_totals(
    surface: pygame.Surface, area: pygame.Rect, game: str, key: SeriesKey, points: list[Point]
) -> bool:
    """The histogram of one series' totals with the optimal band where known; True while
    the optimum is being looked up."""
    who = series_label(key, game)
    values = [p.total for p in points]
    mean = sum(values) / len(values)
    y = caption(
        surface,
        area,
        tr_count("stats.chart.totals_caption", len(values), name=who, mean=decimal(mean)),
    )
    rules = {p.rules for p in points}
    band = None
    waiting = False
    note = tr("stats.chart.no_optimal")
    if len(rules) == 1:
        known, spread = OPTIMAL.get(stats_game(game, key), next(iter(rules)), key[2])
        waiting = not known
        if spread is not None and spread[1] is not None:
            band = chart.Band(
                spread[0],
                spread[1],
                tr("stats.chart.optimal_band", mean=decimal(spread[0]), sd=decimal(spread[1])),
            )
            note = tr("stats.chart.optimal_note")
        elif spread is not None:
            band = chart.Band(
                spread[0], None, tr("stats.chart.optimal_mean_only", mean=decimal(spread[0]))
            )
            note = tr("stats.chart.optimal_mean_note")
        elif waiting:
            note = tr("stats.chart.optimal_loading")
    elif knows_optimum(game):
        note = tr("stats.chart.optimal_mixed")
    note_h = fonts.line_height("italic", 14) * 2 + 4
    plot_area = pygame.Rect(area.x, y, area.w, area.bottom - y - note_h)
    chart.draw_histogram(surface, plot_area, chart.bin_totals(values), band)
    fonts.draw_wrapped(
        surface,
        note,
        pygame.Rect(area.x, area.bottom - note_h + 4, area.w, note_h - 4),
        "italic",
        14,
        colours.TEXT_DIM,
    )
    return waiting


def stats_game(game: str, key: SeriesKey) -> str:
    """The statistics key of a series of ``game``'s tab (``yahtzee/yatzy``)."""
    return f"{game}/{key[0]}" if key[0] else game


def draw_trend(
    surface: pygame.Surface,
    area: pygame.Rect,
    app: Any,
    game: str,
    key: SeriesKey,
    points: list[Point],
) -> None:
    """Top: the running mean of the series' totals, game by game; below: the points lost
    per choice of each reviewed game of that player (and its running mean)."""
    who = series_label(key, game)
    half = (area.h - 8) // 2
    top = pygame.Rect(area.x, area.y, area.w, half)
    y = caption(surface, top, tr("stats.chart.mean_caption", name=who, window=TREND_WINDOW))
    values = [p.total for p in points]
    mean_line = chart.Series(
        tr("stats.chart.running_mean", window=TREND_WINDOW),
        tuple(chart.running_mean(values, TREND_WINDOW)),
        colours.GOLD,
    )
    games_line = chart.Series(tr("stats.chart.each_game"), tuple(values), colours.HIT, dashed=True)
    legend = pygame.Rect(top.x, y, top.w, 0)
    y = chart.draw_legend(surface, legend, [mean_line, games_line])
    chart.draw_lines(
        surface,
        pygame.Rect(top.x, y, top.w, top.bottom - y),
        [games_line, mean_line],
        (day_of(points[0].ended_at), day_of(points[-1].ended_at)),
        from_zero=False,
    )
    bottom = pygame.Rect(area.x, area.y + half + 8, area.w, area.h - half - 8)
    y = caption(surface, bottom, tr("stats.chart.loss_caption", name=who))
    reviews = review_points(app, stats_game(game, key), key)
    if not reviews:
        message(
            surface,
            pygame.Rect(bottom.x, y, bottom.w, bottom.bottom - y),
            tr("stats.chart.no_reviews"),
        )
        return
    losses = [loss for _, loss in reviews]
    each = chart.Series(tr("stats.chart.each_review"), tuple(losses), colours.MISS, dashed=True)
    running = chart.Series(
        tr("stats.chart.running_mean", window=TREND_WINDOW),
        tuple(chart.running_mean(losses, TREND_WINDOW)),
        colours.GOLD,
    )
    y = chart.draw_legend(surface, pygame.Rect(bottom.x, y, bottom.w, 0), [running, each])
    chart.draw_lines(
        surface,
        pygame.Rect(bottom.x, y, bottom.w, bottom.bottom - y),
        [each, running],
        (day_of(reviews[0][0]), day_of(reviews[-1][0])),
    )


def day_of(ended_at: str) -> str:
    """The date part of a stored time ("2026-12-04")."""
    return ended_at[:10]


def review_points(app: Any, game: str, key: SeriesKey) -> list[tuple[str, float]]:
    """(when, points lost per choice) of each reviewed game of the series' player, in order."""
    stats = getattr(app, "stats", None)
    points = getattr(stats, "reviews", None) or []
    _variant, name, solo = key
    return [
        (p.ended_at, p.loss / p.choices)
        for p in points
        if p.game == game and p.name == name and (p.kind in SOLO_KINDS) == solo and p.choices
    ]


def draw_daily(surface: pygame.Surface, area: pygame.Rect, app: Any, game: str) -> None:
    """The daily board's chart of ``game``: the last 30 days' official totals beside Hard's on
    the same dice, and the loss per choice of each day."""
    if game not in daily.daily_games():
        message(surface, area, tr("stats.chart.no_daily"))
        return
    from yenta_desktop.ui.shell.daily import results

    store = results(app)
    today = daily.today()
    days = daily_days(store, game, today, DAILY_DAYS)
    if not any(total is not None for _, total, _, _ in days):
        message(surface, area, tr("stats.chart.daily_empty"))
        return
    half = (area.h - 8) // 2
    top = pygame.Rect(area.x, area.y, area.w, half)
    y = caption(surface, top, tr("stats.chart.daily_caption", days=DAILY_DAYS))
    mine = chart.Series(tr("stats.chart.daily_yours"), tuple(t for _, t, _, _ in days), colours.HIT)
    hard = chart.Series(
        tr("stats.chart.daily_hard"), tuple(h for _, _, h, _ in days), colours.GOLD, dashed=True
    )
    y = chart.draw_legend(surface, pygame.Rect(top.x, y, top.w, 0), [mine, hard])
    labels = (days[0][0][5:], days[-1][0][5:])
    chart.draw_lines(
        surface, pygame.Rect(top.x, y, top.w, top.bottom - y), [mine, hard], labels, from_zero=False
    )
    bottom = pygame.Rect(area.x, area.y + half + 8, area.w, area.h - half - 8)
    y = caption(surface, bottom, tr("stats.chart.daily_loss_caption"))
    loss = chart.Series(tr("stats.chart.each_day"), tuple(v for _, _, _, v in days), colours.MISS)
    if not any(v is not None for v in loss.values):
        message(
            surface,
            pygame.Rect(bottom.x, y, bottom.w, bottom.bottom - y),
            tr("stats.chart.no_reviews"),
        )
        return
    chart.draw_lines(surface, pygame.Rect(bottom.x, y, bottom.w, bottom.bottom - y), [loss], labels)


def daily_days(
    store: Any, game: str, today: str, count: int
) -> list[tuple[str, float | None, float | None, float | None]]:
    """Per day of the last ``count`` (oldest first): (day, the official total, Hard's total,
    the loss per choice), None where not played or not known."""
    import datetime as _dt

    finished = [
        r for r in (store.finished() if store is not None else []) if r.official and r.game == game
    ]
    by_day = {r.day: r for r in finished}
    start = daily.parse_day(today)
    out: list[tuple[str, float | None, float | None, float | None]] = []
    for n in range(count - 1, -1, -1):
        day = (start - _dt.timedelta(days=n)).isoformat()
        found = by_day.get(day)
        if found is None:
            out.append((day, None, None, None))
            continue
        total = float(found.total) if found.total is not None else None
        hard = float(found.hard_total) if found.hard_total is not None else None
        out.append((day, total, hard, found.mean_loss))
    return out


__all__ = [
    "CACHE",
    "OPTIMAL",
    "VIEWS",
    "ChartState",
    "Totals",
    "TotalsCache",
    "add_record",
    "daily_days",
    "draw_view",
    "final_totals",
    "optimal_spread",
    "read_totals",
]
