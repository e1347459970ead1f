"""Statistics per player name and game: ``stats.json`` in the data folder (atomic JSON).

Only finished games count, and only human seats (demo games of bots do not fill
the table). Recording the same finished game twice counts it once. Per game and
player: games, wins, wins by opponent AI level (the columns every game shares),
and the counters of the game's ``seat_tallies`` summed, with their best and
least single game, which the game's ``STAT_COLUMNS`` turn into its own columns
(Yenta: points per round, bids made and failed, best score). A game won in a
k-way tie counts 1/k of a win (``engine.protocol.win_shares``; partners each win a
whole game), so wins are numbers, not always whole ones.

Games are counted apart by kind: the player's own play against others (the
plain rows), "assisted" games (an undo, the coach or hints: see
``GameSession.assisted``), and "solo" games (one seat, nobody to beat: no wins,
only the game's own columns), solo and assisted ones apart again. In the file a
player's plain statistics are under ``games`` and the others under a key of
their kind (``assisted``, ``solo``, ``solo_assisted``), left out when empty, so
files written before kinds existed read as plain statistics.

Each review of a game also keeps one :class:`ReviewPoint` per human player (when, the
points given away, the choices judged) in the file's ``reviews`` list (the last 500), so
the Statistics screen can chart the loss per choice over time.

Version 1 files (one game, Yenta) are read as Yenta's statistics and written
back as version 2. A bad stats file is renamed aside (never deleted) and
:attr:`StatsStore.notice` says so; the statistics then start from zero.
"""

from __future__ import annotations

import hashlib
import json
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from yenta_desktop.engine import jsonio
from yenta_desktop.engine.protocol import StatColumn, column_value, win_shares
from yenta_desktop.engine.registry import DEFAULT_GAME, available_games
from yenta_desktop.i18n import tr
from yenta_desktop.session import GameSession
from yenta_desktop.storage import notices, paths
from yenta_desktop.storage.atomic import atomic_write_text, check_writable, move_aside

log = logging.getLogger(__name__)

STATS_FORMAT = "yenta-desktop-stats"
STATS_VERSION = 2
STATS_NAME = "stats.json"
_REMEMBERED_GAMES = 500
#: The kinds of rows, plain first: "" the player's own play, then the ones kept apart.
KINDS = ("", "assisted", "solo", "solo_assisted")
SOLO_KINDS = ("solo", "solo_assisted")


#: A game's rows of a variant are kept under ``<game>/<variant>`` (Yatzy: "yahtzee/yatzy").
VARIANT_MARK = "/"


def variant_of(game: str, rules: Any) -> str:
    """The statistics variant of a game under ``rules`` (its module's optional
    ``stat_variant(rules)``; "" for games without variants)."""
    module = available_games().get(game)
    hook = getattr(module, "stat_variant", None)
    return str(hook(rules)) if hook is not None else ""


def stats_key(game: str, variant: str) -> str:
    """The key a game's rows are kept under: the game id, or ``<game>/<variant>``."""
    return f"{game}{VARIANT_MARK}{variant}" if variant else game


def kind_of(session: GameSession) -> str:
    """Which row a finished game counts in: solo (one seat) and/or assisted, or plain."""
    solo = len(session.seats) == 1
    if session.assisted:
        return "solo_assisted" if solo else "assisted"
    return "solo" if solo else ""


def _count(value: Any, name: str, negative: bool = False) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or (value < 0 and not negative):
        raise ValueError(f"{name} must be a whole number, not {value!r}")
    return value


def _share_count(value: Any, name: str) -> float:
    """Wins: a number of games, not negative, whole or with shares of ties."""
    if not jsonio.is_finite_number(value) or value < 0:
        raise ValueError(f"{name} must be a number of games, not {value!r}")
    return _tidy(value)


def _tidy(value: float) -> float:
    """Wins with the float noise of added shares rounded off; a whole number as an int."""
    value = round(value, 9)
    return int(value) if float(value).is_integer() else value


def _numbers(data: Any, name: str) -> dict[str, float]:
    if not isinstance(data, dict):
        raise ValueError(f"{name} must be an object")
    result: dict[str, float] = {}
    for key, value in data.items():
        if not jsonio.is_finite_number(value):
            raise ValueError(f"{name}[{key!r}] must be a number, not {value!r}")
        result[str(key)] = value
    return result


@dataclass
class PlayerStats:
    """One player's totals in one game; rates and the game's columns are computed from them."""

    name: str
    game: str = DEFAULT_GAME
    games: int = 0
    #: Games won, a k-way tie counting 1/k (an int while whole).
    wins: float = 0
    #: opponent AI level -> [games against that level, wins in them]
    by_level: dict[str, list[float]] = field(default_factory=dict)
    #: The game's counters summed over games, and their largest and smallest single game.
    totals: dict[str, float] = field(default_factory=dict)
    maxima: dict[str, float] = field(default_factory=dict)
    minima: dict[str, float] = field(default_factory=dict)
    #: Which games these are: "" the player's own play, or one of :data:`KINDS` kept apart.
    kind: str = ""

    @property
    def variant(self) -> str:
        """The game's variant these rows count ("yatzy"), or "" for the game itself."""
        return self.game.partition(VARIANT_MARK)[2]

    @property
    def solo(self) -> bool:
        """Whether these are solo games (no wins to count: nobody else plays)."""
        return self.kind in SOLO_KINDS

    @property
    def win_rate(self) -> float:
        """Wins per game (0.0 with no games)."""
        return self.wins / self.games if self.games else 0.0

    def win_rate_against(self, level: str) -> float | None:
        """Win rate in games with an AI of ``level`` at the table (None if never played)."""
        games, wins = self.by_level.get(level, [0, 0])
        return wins / games if games else None

    def column(self, column: StatColumn) -> float | None:
        """The value of one of the game's own columns (None when undefined)."""
        return column_value(column, self.totals, self.maxima, self.minima, self.games)

    def add_game(self, won: float, levels: list[str], counters: dict[str, float]) -> None:
        """Count one finished game; ``won`` is the seat's share of the win (1, 1/k, 0)."""
        self.games += 1
        self.wins = _tidy(self.wins + won)
        for level in levels:
            pair = self.by_level.setdefault(level, [0, 0])
            pair[0] += 1
            pair[1] = _tidy(pair[1] + won)
        for key, value in counters.items():
            self.totals[key] = self.totals.get(key, 0) + value
            self.maxima[key] = max(self.maxima.get(key, value), value)
            self.minima[key] = min(self.minima.get(key, value), value)

    def to_dict(self) -> dict[str, Any]:
        """The JSON object stored for this player and game."""
        return {
            "games": self.games,
            "wins": self.wins,
            "by_level": {k: list(v) for k, v in self.by_level.items()},
            "totals": dict(self.totals),
            "maxima": dict(self.maxima),
            "minima": dict(self.minima),
        }

    @classmethod
    def from_dict(cls, name: str, game: str, data: Any, kind: str = "") -> PlayerStats:
        """A player's totals in one game from JSON; raises ValueError when the types are wrong."""
        if not isinstance(data, dict):
            raise ValueError(f"{name}'s {game} statistics must be an object")
        stats = cls(name, game, kind=kind)
        stats.games = _count(data.get("games", 0), "games")
        stats.wins = _share_count(data.get("wins", 0), "wins")
        if stats.wins > stats.games:
            raise ValueError(f"{name} has more wins than games")
        levels = data.get("by_level", {})
        if not isinstance(levels, dict):
            raise ValueError("by_level must be an object")
        for level, pair in levels.items():
            if not (isinstance(pair, list) and len(pair) == 2):
                raise ValueError(f"by_level[{level!r}] must be [games, wins]")
            played = _count(pair[0], f"by_level[{level!r}] games")
            won = _share_count(pair[1], f"by_level[{level!r}] wins")
            if won > played:
                raise ValueError(f"by_level[{level!r}] has more wins than games")
            stats.by_level[str(level)] = [played, won]
        stats.totals = _numbers(data.get("totals", {}), "totals")
        stats.maxima = _numbers(data.get("maxima", {}), "maxima")
        stats.minima = _numbers(data.get("minima", {}), "minima")
        return stats

    @classmethod
    def from_v1(cls, data: Any) -> PlayerStats:
        """A version 1 entry (Yenta only, before several games) as Yenta's statistics."""
        if not isinstance(data, dict) or not isinstance(data.get("name"), str):
            raise ValueError("a player entry needs a name")
        v2: dict[str, Any] = {key: data.get(key, 0) for key in ("games", "wins")}
        v2["by_level"] = data.get("by_level", {})
        counts = {
            key: _count(data.get(key, 0), key, negative=key == "points")
            for key in ("rounds", "points", "bids_made", "bids_failed")
        }
        counts["bids"] = counts["bids_made"] + counts["bids_failed"]
        v2["totals"] = counts
        best = data.get("best_score")
        if best is not None:
            v2["maxima"] = {"score": _count(best, "best_score", negative=True)}
        return cls.from_dict(data["name"], DEFAULT_GAME, v2)


def record_fingerprint(record: dict[str, Any]) -> str:
    """A short id of a finished game's record (its hash; the history's ``assisted`` mark left
    out, so the record kept in Past games and the one of the session give the same id)."""
    plain = {key: value for key, value in record.items() if key != "assisted"}
    text = json.dumps(plain, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:24]


def game_fingerprint(session: GameSession) -> str:
    """A short id of a finished game (its record's hash), to count each game once."""
    return record_fingerprint(session.record())


def record_kind(record: dict[str, Any]) -> str:
    """Which row a finished record counts in (as :func:`kind_of` for its session)."""
    players = record.get("players")
    solo = isinstance(players, list) and len(players) == 1
    if record.get("assisted"):
        return "solo_assisted" if solo else "assisted"
    return "solo" if solo else ""


@dataclass(frozen=True)
class ReviewPoint:
    """One reviewed game of one human player: the points given away and the choices judged
    (kept in order, so the Statistics screen can chart the loss per choice over time)."""

    game: str
    name: str
    kind: str
    ended_at: str
    loss: float
    choices: float

    def to_dict(self) -> dict[str, Any]:
        """The JSON object kept in ``stats.json``'s ``reviews`` list."""
        return {
            "game": self.game,
            "name": self.name,
            "kind": self.kind,
            "ended_at": self.ended_at,
            "loss": self.loss,
            "choices": self.choices,
        }

    @classmethod
    def of(
        cls, game: str, name: str, kind: str, record: dict[str, Any], values: dict[str, float]
    ) -> ReviewPoint:
        """The point of one seat's review counters (``review_loss``, ``review_choices``)."""
        ended = record.get("ended_at")
        if not isinstance(ended, str):
            from yenta_desktop.storage.saves import now_text

            ended = now_text()
        return cls(
            game,
            name,
            kind,
            ended[:40],
            float(values.get("review_loss", 0.0)),
            float(values.get("review_choices", 0.0)),
        )


def review_points(raw: Any) -> list[ReviewPoint]:
    """The ``reviews`` list of a stats file; entries that are not well formed are left out
    (the charts only lose a point, the statistics stay)."""
    points: list[ReviewPoint] = []
    for item in raw if isinstance(raw, list) else []:
        if not isinstance(item, dict):
            continue
        texts = [item.get(k) for k in ("game", "name", "kind", "ended_at")]
        loss: Any = item.get("loss")
        choices: Any = item.get("choices")
        if not all(isinstance(t, str) for t in texts):
            continue
        if not (jsonio.is_finite_number(loss) and jsonio.is_finite_number(choices)):
            continue
        if loss < 0 or choices < 0:
            continue
        game, name, kind, ended = (str(t) for t in texts)
        points.append(ReviewPoint(game, name, kind, ended, float(loss), float(choices)))
    return points[-_REMEMBERED_GAMES:]


class StatsStore:
    """The statistics of every human player name in every game, kept in ``stats.json``."""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = Path(directory) if directory is not None else paths.data_dir()
        self.path = self.directory / STATS_NAME
        self.writable = check_writable(self.directory)
        #: (game, player name, kind) -> totals
        self.entries: dict[tuple[str, str, str], PlayerStats] = {}
        self.recorded: list[str] = []
        #: Each reviewed game's loss per human seat, oldest first (the Statistics charts).
        self.reviews: list[ReviewPoint] = []
        self._problem: tuple[str, dict[str, Any]] | None = None
        self._load()

    @property
    def notice(self) -> str | None:
        """A translated message when the stats file was bad and was put aside, else None."""
        if self._problem is None:
            return None
        key, values = self._problem
        return tr(key, **values)

    @property
    def players(self) -> dict[str, PlayerStats]:
        """The default game's statistics by player name (what version 1 held)."""
        return {
            name: s
            for (game, name, kind), s in self.entries.items()
            if game == DEFAULT_GAME and not kind
        }

    def _load(self) -> None:
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return
        except OSError as error:
            log.error("cannot read the statistics %s: %s", self.path, error)
            return
        try:
            data = jsonio.loads(raw, name=self.path.name)
            if not isinstance(data, dict) or data.get("format") != STATS_FORMAT:
                raise ValueError(f"not a {STATS_FORMAT} file")
            version = data.get("version")
            if version not in (1, STATS_VERSION):
                raise ValueError(f"version {version!r} is not supported")
            entries = data.get("players")
            recorded = data.get("recorded", [])
            if not isinstance(entries, list) or not isinstance(recorded, list):
                raise ValueError("players and recorded must be lists")
            loaded: dict[tuple[str, str, str], PlayerStats] = {}
            for entry in entries:
                if version == 1:
                    stats = PlayerStats.from_v1(entry)
                    loaded[(stats.game, stats.name, "")] = stats
                    continue
                if not isinstance(entry, dict) or not isinstance(entry.get("name"), str):
                    raise ValueError("a player entry needs a name")
                for kind in KINDS:
                    games = entry.get(kind or "games", {} if kind else None)
                    if not isinstance(games, dict):
                        raise ValueError(f"a player's {kind or 'games'} must be an object")
                    for game, part in games.items():
                        stats = PlayerStats.from_dict(entry["name"], str(game), part, kind)
                        loaded[(stats.game, stats.name, kind)] = stats
        except ValueError as error:
            aside = move_aside(self.path)
            log.warning("bad statistics file %s (%s); kept as %s", self.path, error, aside)
            name = aside.name if aside else self.path.name
            self._problem = ("storage.stats_bad", {"name": name})
            notices.add("storage.stats_bad", name=name)
            return
        self.entries = loaded
        self.recorded = [str(x) for x in recorded]
        self.reviews = review_points(data.get("reviews", []))

    def _save(self) -> bool:
        if not self.writable:
            return False
        by_name: dict[str, dict[str, Any]] = {}
        for (game, name, kind), stats in self.entries.items():
            player = by_name.setdefault(name, {"name": name, "games": {}})
            player.setdefault(kind or "games", {})[game] = stats.to_dict()
        data = {
            "format": STATS_FORMAT,
            "version": STATS_VERSION,
            "players": list(by_name.values()),
            "recorded": self.recorded[-_REMEMBERED_GAMES:],
        }
        if self.reviews:
            data["reviews"] = [p.to_dict() for p in self.reviews[-_REMEMBERED_GAMES:]]
        try:
            atomic_write_text(self.path, json.dumps(data, ensure_ascii=False, indent=1) + "\n")
        except OSError as error:
            log.error("could not save the statistics to %s: %s", self.path, error)
            return False
        return True

    def record_game(self, session: GameSession) -> bool:
        """Count a finished game for each human seat; False if not finished or already counted."""
        state = session.state
        if not state.is_terminal:
            return False
        fingerprint = game_fingerprint(session)
        if fingerprint in self.recorded:
            return False
        levels = sorted({s.level for s in session.seats if not s.is_human and s.level})
        shares = win_shares(session.module, state)
        tallies = session.module.seat_tallies(state)
        kind = kind_of(session)
        game = stats_key(session.game, variant_of(session.game, state.rules))
        for seat_index, seat in enumerate(session.seats):
            if not seat.is_human:
                continue
            key = (game, seat.name, kind)
            stats = self.entries.setdefault(key, PlayerStats(seat.name, game, kind=kind))
            # Alone at the table nobody is beaten: a solo game is no win.
            won = 0.0 if kind in SOLO_KINDS else float(shares[seat_index])
            stats.add_game(won, levels, tallies[seat_index])
        self.recorded.append(fingerprint)
        self._save()
        return True

    def record_review(self, record: dict[str, Any], counters: dict[int, dict[str, float]]) -> bool:
        """Add a finished game's review counters (per seat: choices judged, points given away)
        to its human players' rows; each game's review counts once. False if nothing was added.

        The rows are those the game itself counted in (its kind); a review opened from Past
        games for a game never counted (statistics reset since) adds nothing.
        """
        game = record.get("game")
        players = record.get("players")
        if not isinstance(game, str) or not isinstance(players, list):
            return False
        mark = "review:" + record_fingerprint(record)
        if mark in self.recorded:
            return False
        module = available_games().get(game)
        try:
            rules = module.Rules.from_dict(record.get("rules", {})) if module else None
        except (TypeError, ValueError):
            return False
        game = stats_key(game, variant_of(game, rules))
        kind = record_kind(record)
        added = False
        for seat, values in counters.items():
            entry = players[seat] if 0 <= seat < len(players) else None
            if not isinstance(entry, dict) or entry.get("kind") != "human":
                continue
            stats = self.entries.get((game, str(entry.get("name")), kind))
            if stats is None:
                continue
            for key, value in values.items():
                stats.totals[key] = stats.totals.get(key, 0) + value
            self.reviews.append(ReviewPoint.of(game, stats.name, kind, record, values))
            added = True
        if not added:
            return False
        self.recorded.append(mark)
        self._save()
        return True

    def games(self) -> list[str]:
        """The games anyone has statistics for."""
        return sorted({game for game, _, _ in self.entries})

    def table(self, game: str = DEFAULT_GAME) -> list[PlayerStats]:
        """Every player's totals in ``game``: the plain rows first (most games first, then by
        name), then the assisted, solo and solo assisted ones in the same order; then the rows
        of each of the game's variants (Yatzy under Yahtzee) in the same order."""
        prefix = game + VARIANT_MARK
        rows = [s for (g, _, _), s in self.entries.items() if g == game or g.startswith(prefix)]
        return sorted(
            rows,
            key=lambda p: (p.variant, KINDS.index(p.kind), -p.games, p.name.casefold()),
        )

    def reset(self) -> bool:
        """Forget every statistic (the Statistics screen asks first); False if not saved."""
        self.entries = {}
        self.recorded = []
        self.reviews = []
        return self._save()
