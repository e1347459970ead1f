"""The daily challenge's files (its own save slot per game, the results of past days) and a
tournament's save slot.

* The daily game in progress is saved like any game (sealed, atomic) but in its own
  slot, ``daily-<folder>.json`` (:class:`DailySaves`), so an ordinary game of the
  same kind and the day's game never overwrite each other; Continue reloads it
  and :func:`yenta_desktop.engine.daily.attach` gives it back the day's dice
  (the dice are the date's, so loading can never re-roll them).
* :meth:`SlotSaves.in_progress` lists the slots holding a game still to be played on
  (a daily game not over; a tournament game of a series not complete), with their
  save times, for the title's Continue; a finished one is not listed, a bad file
  goes aside and :attr:`SlotSaves.load_notice` says so.
* ``daily-results.json`` (:class:`DailyResults`) keeps one entry per game played
  on a day's dice: the day, the game, whether it was the official attempt, the
  total, what Hard scored, the loss and luck where the game has exact tables, the
  share code. The first official start of a (game, day) is kept at once
  (``"finished": false``), so leaving the game does not give a second official
  attempt. Written atomically; a bad file is renamed aside (never deleted) and
  :attr:`DailyResults.notice` says so. An official start that cannot be written is
  not made (:class:`NotRecorded`): an attempt whose start is not on disk could be
  made again after a restart, so it is never official.
* Every day read from these files goes through the engine's one day reader,
  :func:`yenta_desktop.engine.daily.parse_day` (exactly YYYY-MM-DD): a daily slot
  whose day is anything else goes aside like any damaged save, with its notice.
"""

from __future__ import annotations

import datetime as _dt
import json
import logging
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from yenta_desktop.engine import daily, jsonio
from yenta_desktop.engine.registry import folder_name, game_ids
from yenta_desktop.engine.series import check_series, is_complete
from yenta_desktop.i18n import tr
from yenta_desktop.session import GameSession
from yenta_desktop.storage import paths
from yenta_desktop.storage.atomic import atomic_write_text, move_aside
from yenta_desktop.storage.saves import SaveStore

log = logging.getLogger(__name__)

RESULTS_NAME = "daily-results.json"
RESULTS_FORMAT = "yenta-daily-results"
RESULTS_VERSION = 1
#: A results file larger than this is a bad file (years of daily play stay far below).
MAX_RESULTS_BYTES = 8 * 1024 * 1024


class NotRecorded(OSError):
    """The start of an official attempt could not be written to the results file."""


class SlotSaves(SaveStore):
    """Save slots of their own, ``<prefix>-<folder>.json`` (one per game), beside the
    autosaves: the daily game's ("daily") and a tournament's ("tournament")."""

    PREFIX = "slot"

    def __init__(self, directory: Path | None = None) -> None:
        super().__init__(directory)
        #: game -> (the slot file's mtime and size, whether it held a game to continue)
        self._open: dict[str, tuple[tuple[int, int], bool]] = {}

    def autosave_path(self, game: str) -> Path:
        """The slot of ``game``."""
        return self.directory / f"{self.PREFIX}-{folder_name(game)}.json"

    def _migrate_legacy_autosave(self) -> None:
        """The old single autosave is an ordinary game's: never moved into a slot."""

    def unfinished(self, session: GameSession) -> bool:
        """Whether ``session`` is one of this slot's games still to be played on (hook)."""
        return not session.state.is_terminal

    def resumable(self, game: str) -> GameSession | None:
        """``game``'s slot's game if it loads and is still to be played on, else None (a bad
        file goes aside with :attr:`notice`, as any load)."""
        session = self.load(game)
        return session if session is not None and self.unfinished(session) else None

    def in_progress(self) -> list[tuple[int, str]]:
        """``(save time in ns, game)`` of each slot holding a game to continue, the most
        recent first. Each file is loaded once per version (its mtime and size)."""
        found: list[tuple[int, str]] = []
        for game in game_ids():
            try:
                info = self.autosave_path(game).stat()
            except OSError:
                self._open.pop(game, None)
                continue
            stamp = (info.st_mtime_ns, info.st_size)
            known = self._open.get(game)
            if known is None or known[0] != stamp:
                known = (stamp, self.resumable(game) is not None)
                self._open[game] = known
            if known[1]:
                found.append((info.st_mtime_ns, game))
        return sorted(found, reverse=True)

    @property
    def load_notice(self) -> str | None:
        """What the loads found wrong with this store's files only (no start-up notices)."""
        parts = [tr(key, **values) for key, values in self._problems.values()]
        return " ".join(parts) if parts else None


class DailySaves(SlotSaves):
    """The daily games' own save slots (``daily-<folder>.json``), one per game."""

    PREFIX = "daily"

    def unfinished(self, session: GameSession) -> bool:
        """A daily game (its day known) that is not over."""
        info = session.match.get("daily")
        return (
            isinstance(info, dict)
            and isinstance(info.get("day"), str)
            and not session.state.is_terminal
        )

    def load(self, game: str | None = None) -> GameSession | None:
        """The slot's daily game with its day's dice attached, or None; a slot whose day is
        not a day (:func:`~yenta_desktop.engine.daily.parse_day`) or whose official flag is
        not true or false goes aside with its notice, as any bad save."""
        session = super().load(game)
        if session is None:
            return None
        info = session.match.get("daily")
        try:
            if not isinstance(info, dict):
                raise ValueError("it holds no daily game")
            if not isinstance(info.get("official", False), bool):
                raise ValueError("its official flag is not true or false")
            day = info.get("day")
            if not isinstance(day, str):
                raise daily.BadDay(f"a day is written YYYY-MM-DD, not {day!r:.40}")
            daily.attach(session.state, session.game, day)  # BadDay unless YYYY-MM-DD
        except ValueError as error:
            self._put_aside(session.game, str(error))
            return None
        return session

    def _put_aside(self, game: str, reason: str) -> None:
        """The slot of ``game`` is bad: renamed aside (never deleted) with the notice a bad
        save gets (:meth:`SaveStore.load`'s keys)."""
        path = self.autosave_path(game)
        aside = move_aside(path)
        log.warning(
            "the daily slot %s is bad (%s); %s",
            path,
            reason,
            f"kept as {aside.name}" if aside else "could not be moved aside",
        )
        if aside is None:
            self._problem(game, "storage.save_unreadable_io", name=path.name)
        else:
            self._problem(game, "storage.save_bad", name=aside.name)


class TournamentSaves(SlotSaves):
    """The tournaments' own save slots (``tournament-<folder>.json``), one per game."""

    PREFIX = "tournament"

    def unfinished(self, session: GameSession) -> bool:
        """A game of a well-formed series that is neither complete nor at its end."""
        try:
            found = check_series(session.match.get("series"), session.state.num_players)
        except ValueError:
            return False
        return not is_complete(found) and not session.state.is_terminal


@dataclass
class DailyResult:
    """One game played on a day's dice."""

    day: str
    game: str
    official: bool
    finished: bool = False
    total: int | None = None
    hard_total: int | None = None
    optimal_mean: float | None = None
    loss: float | None = None
    luck: float | None = None
    choices: int | None = None
    assisted: list[str] = field(default_factory=list)
    code: str = ""
    ended_at: str = ""
    #: The split came from Hard's estimate, not exact tables (Triple Yahtzee).
    estimate: bool = False

    @property
    def mean_loss(self) -> float | None:
        """The mean loss per choice, where the game has exact tables."""
        if self.loss is None or not self.choices:
            return None
        return self.loss / self.choices

    @classmethod
    def from_dict(cls, data: Any) -> DailyResult:
        """An entry of the results file (ValueError if malformed)."""
        if not isinstance(data, dict):
            raise ValueError("a daily result is an object")
        names = set(cls.__dataclass_fields__)
        values = {k: v for k, v in data.items() if k in names}
        result = cls(**values)
        if not isinstance(result.game, str):
            raise ValueError("a daily result needs a game")
        daily.parse_day(result.day)  # BadDay (a ValueError) unless YYYY-MM-DD
        for name in ("official", "finished", "estimate"):
            if not isinstance(getattr(result, name), bool):
                raise ValueError(f"{name} is true or false")
        for name in ("total", "hard_total", "choices"):
            value = getattr(result, name)
            if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
                raise ValueError(f"{name} is a whole number")
        for name in ("optimal_mean", "loss", "luck"):
            value = getattr(result, name)
            if value is not None and not isinstance(value, (int, float)):
                raise ValueError(f"{name} is a number")
        return result


class DailyResults:
    """The results of past days in one JSON file (the data folder unless given)."""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = directory or paths.data_dir()
        self.path = self.directory / RESULTS_NAME
        self.notice: str | None = None
        #: What the last failed write says to the player (None once a write succeeds).
        self.write_problem: str | None = None
        self.results: list[DailyResult] = self._load()

    def _load(self) -> list[DailyResult]:
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return []
        except OSError as error:
            log.error("cannot read %s: %s", self.path, error)
            return []
        try:
            if len(raw) > MAX_RESULTS_BYTES:
                raise ValueError("the file is too large")
            data = jsonio.loads(raw, name=RESULTS_NAME)
            if not isinstance(data, dict) or data.get("format") != RESULTS_FORMAT:
                raise ValueError(f"not a {RESULTS_FORMAT} file")
            if data.get("version") != RESULTS_VERSION:
                raise ValueError(f"version {data.get('version')!r} is not {RESULTS_VERSION}")
            entries = data.get("results")
            if not isinstance(entries, list):
                raise ValueError("no list of results")
            return [DailyResult.from_dict(entry) for entry in entries]
        except (ValueError, TypeError, jsonio.BadJson) as error:
            aside = move_aside(self.path)
            log.warning("%s is bad (%s); kept as %s", self.path, error, aside)
            self.notice = tr("daily.results_bad", name=aside.name if aside else RESULTS_NAME)
            return []

    def _write(self) -> bool:
        data = {
            "format": RESULTS_FORMAT,
            "version": RESULTS_VERSION,
            "results": [asdict(r) for r in self.results],
        }
        try:
            atomic_write_text(self.path, json.dumps(data, ensure_ascii=False, indent=1) + "\n")
        except OSError as error:
            log.error("could not write %s: %s", self.path, error)
            self.write_problem = tr("daily.results_unwritable", path=str(self.path))
            return False
        self.write_problem = None
        return True

    # ------------------------------------------------------------ queries
    def official(self, game: str, day: str) -> DailyResult | None:
        """The official attempt at ``game`` on ``day`` (started or finished), or None."""
        return next(
            (r for r in self.results if r.official and r.game == game and r.day == day), None
        )

    def finished(self) -> list[DailyResult]:
        """Every finished game, oldest first."""
        return [r for r in self.results if r.finished]

    def streak(self, today: str) -> int:
        """Days in a row, ending today (or yesterday, while today is not played yet), with a
        finished official attempt at some game."""
        days = {r.day for r in self.results if r.official and r.finished}
        day = daily.parse_day(today)
        if today not in days:
            day -= _dt.timedelta(days=1)
        count = 0
        while day.isoformat() in days:
            count += 1
            day -= _dt.timedelta(days=1)
        return count

    def best(self, game: str) -> DailyResult | None:
        """The highest official total at ``game``."""
        mine = [r for r in self.finished() if r.official and r.game == game and r.total is not None]
        return max(mine, key=lambda r: r.total or 0, default=None)

    def mean_loss(self, today: str, days: int) -> float | None:
        """The mean loss per choice of the finished official games of the last ``days`` days."""
        first = (daily.parse_day(today) - _dt.timedelta(days=days - 1)).isoformat()
        chosen = [
            r
            for r in self.finished()
            if r.official and first <= r.day <= today and r.mean_loss is not None
        ]
        choices = sum(r.choices or 0 for r in chosen)
        return sum(r.loss or 0.0 for r in chosen) / choices if choices else None

    def daily_losses(self, today: str, days: int) -> list[tuple[str, float | None]]:
        """Per day of the last ``days`` (oldest first), the mean loss per choice or None."""
        start = daily.parse_day(today)
        result = []
        for n in range(days - 1, -1, -1):
            day = (start - _dt.timedelta(days=n)).isoformat()
            chosen = [
                r
                for r in self.finished()
                if r.official and r.day == day and r.mean_loss is not None
            ]
            choices = sum(r.choices or 0 for r in chosen)
            losses = sum(r.loss or 0.0 for r in chosen)
            result.append((day, losses / choices if choices else None))
        return result

    # ------------------------------------------------------------ changes
    def start_official(self, game: str, day: str) -> bool:
        """Keep that the official attempt at ``game`` on ``day`` has begun; False if it had.

        :class:`NotRecorded` (nothing kept, :attr:`write_problem` set) if the start cannot
        be written: the attempt must then not be official."""
        if self.official(game, day) is not None:
            return False
        entry = DailyResult(daily.check_day(day), game, True)
        self.results.append(entry)
        if not self._write():
            self.results.remove(entry)
            raise NotRecorded(f"the start could not be written to {self.path}")
        return True

    def amend(self, result: DailyResult) -> bool:
        """Complete a kept finished game with Hard's numbers (the review works them out after
        the game): the entry of the same day, game, end time and code is replaced; a result
        not kept yet is kept as :meth:`finish` would."""
        for index, entry in enumerate(self.results):
            same = (entry.day, entry.game, entry.ended_at, entry.code) == (
                result.day,
                result.game,
                result.ended_at,
                result.code,
            )
            if same and entry.finished:
                result.finished = True
                result.official = entry.official
                self.results[index] = result
                return self._write()
        return self.finish(result)

    def finish(self, result: DailyResult) -> bool:
        """Keep a finished game: the official entry is completed, a practice game appended."""
        result.finished = True
        if result.official:
            entry = self.official(result.game, result.day)
            if entry is not None and not entry.finished:
                self.results[self.results.index(entry)] = result
                return self._write()
            if entry is not None:
                result.official = False  # a second official game cannot be: it is practice
        self.results.append(result)
        return self._write()
