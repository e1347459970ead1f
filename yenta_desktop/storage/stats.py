"""Statistics per player name: ``stats.json`` in the data folder (atomic JSON).

Only finished games count, and only human seats (demo games of bots do not
fill the table). Recording the same finished game twice counts it once.
A bad stats file is renamed aside (never deleted) and :attr:`StatsStore.notice`
says so; the statistics then start from zero.
"""

from __future__ import annotations

import hashlib
import json
import logging
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from yenta_desktop.engine.yenta import Phase
from yenta_desktop.i18n import tr
from yenta_desktop.session import GameSession
from yenta_desktop.storage import notices, paths
from yenta_desktop.storage.atomic import atomic_write_text, check_writable, move_aside

log = logging.getLogger(__name__)

STATS_FORMAT = "yenta-desktop-stats"
STATS_VERSION = 1
STATS_NAME = "stats.json"
_REMEMBERED_GAMES = 500


@dataclass
class PlayerStats:
    """One player's totals; the rates and averages are computed from them."""

    name: str
    games: int = 0
    wins: int = 0
    rounds: int = 0
    points: int = 0
    bids_made: int = 0
    bids_failed: int = 0
    best_score: int | None = None
    #: opponent AI level -> [games against that level, wins in them]
    by_level: dict[str, list[int]] = field(default_factory=dict)

    @property
    def win_rate(self) -> float:
        """Wins per game (0.0 with no games)."""
        return self.wins / self.games if self.games else 0.0

    @property
    def average_points(self) -> float:
        """Average points scored per round played (0.0 with no rounds)."""
        return self.points / self.rounds if self.rounds else 0.0

    def win_rate_against(self, level: str) -> float | None:
        """Win rate in games with an AI of ``level`` at the table (None if never played)."""
        games, wins = self.by_level.get(level, [0, 0])
        return wins / games if games else None

    def to_dict(self) -> dict[str, Any]:
        """The JSON object stored for this player."""
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> PlayerStats:
        """A player's totals from JSON; raises ValueError when the types are wrong."""
        if not isinstance(data, dict) or not isinstance(data.get("name"), str):
            raise ValueError("a player entry needs a name")
        stats = cls(data["name"])
        for key in ("games", "wins", "rounds", "points", "bids_made", "bids_failed"):
            value = data.get(key, 0)
            if (
                isinstance(value, bool)
                or not isinstance(value, int)
                or (value < 0 and key != "points")
            ):
                raise ValueError(f"{key} must be a whole number, not {value!r}")
            setattr(stats, key, value)
        best = data.get("best_score")
        if best is not None and (isinstance(best, bool) or not isinstance(best, int)):
            raise ValueError(f"best_score must be a whole number, not {best!r}")
        stats.best_score = best
        levels = data.get("by_level", {})
        if not isinstance(levels, dict):
            raise ValueError("by_level must be an object")
        for level, pair in levels.items():
            if not (
                isinstance(pair, list)
                and len(pair) == 2
                and all(isinstance(x, int) and not isinstance(x, bool) and x >= 0 for x in pair)
            ):
                raise ValueError(f"by_level[{level!r}] must be [games, wins]")
            stats.by_level[str(level)] = list(pair)
        if stats.wins > stats.games:
            raise ValueError(f"{stats.name} has more wins than games")
        return stats


def game_fingerprint(session: GameSession) -> str:
    """A short id of a finished game (its record's hash), to count each game once."""
    text = json.dumps(session.record(), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:24]


class StatsStore:
    """The statistics table of every human player name, kept in ``stats.json``."""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = Path(directory) if directory is not None else paths.data_dir()
        self.path = self.directory / STATS_NAME
        self.writable = check_writable(self.directory)
        self.players: dict[str, PlayerStats] = {}
        self.recorded: list[str] = []
        self._problem: tuple[str, dict[str, Any]] | None = None
        self._load()

    @property
    def notice(self) -> str | None:
        """A translated message when the stats file was bad and was put aside, else None."""
        if self._problem is None:
            return None
        key, values = self._problem
        return tr(key, **values)

    def _load(self) -> None:
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return
        except OSError as error:
            log.error("cannot read the statistics %s: %s", self.path, error)
            return
        try:
            data = json.loads(raw.decode("utf-8"))
            if not isinstance(data, dict) or data.get("format") != STATS_FORMAT:
                raise ValueError(f"not a {STATS_FORMAT} file")
            version = data.get("version")
            if version != STATS_VERSION:
                raise ValueError(f"version {version!r} is not supported")
            entries = data.get("players")
            recorded = data.get("recorded", [])
            if not isinstance(entries, list) or not isinstance(recorded, list):
                raise ValueError("players and recorded must be lists")
            players = {}
            for entry in entries:
                stats = PlayerStats.from_dict(entry)
                players[stats.name] = stats
        except (UnicodeDecodeError, ValueError) as error:
            aside = move_aside(self.path)
            log.warning("bad statistics file %s (%s); kept as %s", self.path, error, aside)
            name = aside.name if aside else self.path.name
            self._problem = ("storage.stats_bad", {"name": name})
            notices.add("storage.stats_bad", name=name)
            return
        self.players = players
        self.recorded = [str(x) for x in recorded]

    def _save(self) -> bool:
        if not self.writable:
            return False
        data = {
            "format": STATS_FORMAT,
            "version": STATS_VERSION,
            "players": [p.to_dict() for p in self.players.values()],
            "recorded": self.recorded[-_REMEMBERED_GAMES:],
        }
        try:
            atomic_write_text(self.path, json.dumps(data, ensure_ascii=False, indent=1) + "\n")
        except OSError as error:
            log.error("could not save the statistics to %s: %s", self.path, error)
            return False
        return True

    def record_game(self, session: GameSession) -> bool:
        """Count a finished game for each human seat; False if not finished or already counted."""
        state = session.state
        if state.phase is not Phase.GAME_OVER:
            return False
        fingerprint = game_fingerprint(session)
        if fingerprint in self.recorded:
            return False
        levels = sorted({s.level for s in session.seats if not s.is_human and s.level})
        for seat_index, seat in enumerate(session.seats):
            if not seat.is_human:
                continue
            stats = self.players.setdefault(seat.name, PlayerStats(seat.name))
            won = state.winner == seat_index
            stats.games += 1
            stats.wins += int(won)
            final = state.scores[seat_index]
            stats.best_score = final if stats.best_score is None else max(stats.best_score, final)
            for level in levels:
                pair = stats.by_level.setdefault(level, [0, 0])
                pair[0] += 1
                pair[1] += int(won)
            for entry in state.completed_rounds:
                stats.rounds += 1
                stats.points += entry["round_points"][seat_index]
                if entry["bidder"] == seat_index:
                    if entry["round_points"][seat_index] >= entry["bid"]:
                        stats.bids_made += 1
                    else:
                        stats.bids_failed += 1
        self.recorded.append(fingerprint)
        self._save()
        return True

    def table(self) -> list[PlayerStats]:
        """Every player's totals, most games first, then by name."""
        return sorted(self.players.values(), key=lambda p: (-p.games, p.name.casefold()))

    def reset(self) -> bool:
        """Forget every statistic (the Statistics screen asks first); False if not saved."""
        self.players = {}
        self.recorded = []
        return self._save()
