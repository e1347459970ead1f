"""The one protocol every game engine follows (OpenSpiel's State API, python-chess's habits).

Shared code (the play loop, tournaments, saves, statistics, the window's shell)
knows a game only through this protocol and :mod:`.registry`, never by name.
A game is a package ``engine/<folder>/`` (``folder_name(GAME_ID)``) whose
``__init__`` exports what :class:`GameModule` lists. docs/architecture.md has
the checklist for adding one.

State
    A game in progress. Chance is explicit: at a chance node (dice to roll,
    cards to deal) ``current_seat`` is None and ``apply_chance(outcome=None)``
    draws the outcome from the state's injected ``random.Random`` (or takes
    the given one: replays and scripted tests). Otherwise the seat
    ``current_seat`` acts with ``apply(action)``, which validates fully before it
    changes anything and raises :class:`~.errors.IllegalAction` (naming the
    rule) for an illegal action. Both return the events the change caused,
    for the UI to animate and the log to print.

Observation
    What one seat may know, never more: its own secrets and everything public,
    including the public history of the whole game (all rounds), so that a bot
    that models its opponents can rebuild the model after a save and Continue.
    ``to_dict()`` is the JSON form outside bots receive (docs/bots.md); it has
    a ``"legal"`` list when it is that seat's turn.

Records
    One envelope for every game::

        {"format": "<game>-record", "version": 1, "game": "<game>", "seed": ...,
         "rules": {...}, "players": [{"name", "kind", "level"}, ...],
         <the game's own body>, "final": ..., "winners": [...]}

    Records store the dice and cards that were dealt, not only the seed, so
    they replay on any Python version. ``replay_steps(record)`` yields the
    state after each step and raises :class:`~.errors.RecordError` at the first
    bad entry, so ``verify`` and the replay screen share one implementation.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Protocol, runtime_checkable


@runtime_checkable
class Action(Protocol):
    """An action of one seat: a small immutable value with a record form."""

    def to_dict(self) -> dict[str, Any]:
        """The record / outside-bot form; ``action_from_dict`` reads it back."""
        ...


@runtime_checkable
class Observation(Protocol):
    """What ``seat`` may know now."""

    seat: int

    @property
    def current_seat(self) -> int | None:
        """The seat to act (None at a chance node or when the game is over)."""
        ...

    def legal_actions(self) -> Sequence[Any]:
        """This seat's legal actions if it is its turn, else an empty list."""
        ...

    def to_dict(self) -> dict[str, Any]:
        """The JSON-able form (outside bots, logs); has ``"legal"`` on this seat's turn."""
        ...


@runtime_checkable
class GameState(Protocol):
    """A game in progress (see the module docstring)."""

    num_players: int
    rules: Any
    seed: int | None

    @property
    def current_seat(self) -> int | None:
        """The seat to act; None at a chance node and after the game."""
        ...

    @property
    def is_terminal(self) -> bool:
        """Whether the game is over."""
        ...

    def is_chance_node(self) -> bool:
        """Whether chance acts next (dice to roll, cards to deal)."""
        ...

    def apply_chance(self, outcome: Any = None) -> list[Any]:
        """Resolve the chance node: ``outcome`` given (replays, tests) or drawn from the rng."""
        ...

    def legal_actions(self) -> list[Any]:
        """Every legal action of ``current_seat``, in a fixed order (empty at chance nodes)."""
        ...

    def apply(self, action: Any) -> list[Any]:
        """Apply ``action`` for ``current_seat``; IllegalAction (state unchanged) if forbidden."""
        ...

    def observation(self, seat: int) -> Observation:
        """What ``seat`` may know now, never more."""
        ...

    def clone(self) -> GameState:
        """An independent copy (its random generator copied too)."""
        ...

    def returns(self) -> list[float]:
        """Each seat's payoff (for search; meaningful at the end of the game)."""
        ...

    def winners(self) -> list[int]:
        """The winning seats of a finished game (several: partners, or all but a loser)."""
        ...


PERFECT = "perfect"
IMPERFECT = "imperfect"


@dataclass(frozen=True)
class Secret:
    """One kind of secret of a game: ``what`` is hidden, and ``hidden_from`` whom.

    ``hidden_from`` is "other seats" (each seat keeps its own: dice, hands) or
    "every seat" (nobody but the dice knows, like Lie Dice's box between looks).
    """

    what: str
    hidden_from: str = "other seats"


@dataclass(frozen=True)
class HiddenInformation:
    """A game's information structure, OpenSpiel's ``GameType.information`` with its secrets.

    Every engine package exports one as ``HIDDEN_INFORMATION``. "perfect":
    every seat observes the same (the future rolls aside: chance is not a
    secret), so a pass-and-play table needs no curtain and the conformance
    suite checks that observations differ only in ``seat``. "imperfect": the
    ``secrets`` say what is hidden from whom; the table hides them behind a
    curtain between humans and ``resample_hidden`` re-draws them.
    """

    information: str
    secrets: tuple[Secret, ...] = ()

    def __post_init__(self) -> None:
        if self.information not in (PERFECT, IMPERFECT):
            raise ValueError(
                f"information is {PERFECT!r} or {IMPERFECT!r}, not {self.information!r}"
            )
        if (self.information == PERFECT) != (not self.secrets):
            raise ValueError(
                "an imperfect-information game names its secrets; a perfect one has none"
            )

    @property
    def perfect(self) -> bool:
        """Whether nothing is secret (observations equal but for the seat)."""
        return self.information == PERFECT


#: The declaration of a game where everything is on the table.
PERFECT_INFORMATION = HiddenInformation(PERFECT)


@dataclass(frozen=True)
class StatColumn:
    """One per-game column of the statistics screen and the tournament table.

    ``counter`` names a key of the game's ``seat_tallies``. ``how``: "sum"
    shows the total (divided by the total of ``per`` when given, "games"
    meaning games played), "max" / "min" the best / least single game.
    The statistics screen's header is the translation of
    ``"<folder>.stats.<key>"``; ``label`` is the English header of the
    command-line tables.
    """

    key: str
    label: str
    counter: str
    per: str | None = None
    how: str = "sum"
    percent: bool = False
    decimals: int = 1


def column_value(
    column: StatColumn,
    totals: dict[str, float],
    maxima: dict[str, float],
    minima: dict[str, float],
    games: int,
) -> float | None:
    """A column's value from summed counters (tournaments and player statistics share it)."""
    if column.how == "max":
        return maxima.get(column.counter)
    if column.how == "min":
        return minima.get(column.counter)
    total = totals.get(column.counter, 0)
    if column.per is None:
        return total
    per = games if column.per == "games" else totals.get(column.per, 0)
    return total / per if per else None


def win_shares(module: Any, state: Any) -> list[Fraction]:
    """Each seat's share of the win of a finished game (tournaments and statistics count it).

    A sole winner has 1. Several winners are a tie at the top, each of the k tied seats
    having 1/k, unless the game declares ``WINNERS_TIE = False`` (partners, or everyone
    but a loser, each win the game). Exact fractions, so that the wins of a field add up
    to the games played.
    """
    winners = set(state.winners()) if state.is_terminal else set()
    if not winners:
        return [Fraction(0)] * _seats(state)
    share = Fraction(1, len(winners)) if getattr(module, "WINNERS_TIE", True) else Fraction(1)
    return [share if seat in winners else Fraction(0) for seat in range(_seats(state))]


def _seats(state: Any) -> int:
    count = getattr(state, "num_players", None)
    return int(count) if isinstance(count, int) else len(state.returns())


class GameModule(Protocol):
    """What ``engine/<folder>/__init__.py`` exports (a module satisfies this protocol).

    * ``GAME_ID`` (may contain a hyphen: "dice-poker"), ``GAME_TITLE``,
      ``MIN_PLAYERS``, ``MAX_PLAYERS``.
    * ``Rules``: a frozen dataclass built on :class:`~.settings.RulesBase`
      (``SETTINGS`` metadata, ``to_dict``/``from_dict``/``with_setting``).
    * ``new_game(num_players, rules=None, *, seed=None, rng=None, match=None)``:
      ``match`` is the session's data that outlives one game (``{"games": n, ...}``)
      for games whose rematch differs (who starts).
    * ``action_from_dict(data)``: ``ValueError`` naming what is malformed.
    * ``make_record(state, players)``, ``replay_steps(record)``, ``replay_record(record)``.
    * ``state_to_dict(state)`` / ``state_from_dict(data)`` (``StateFormatError``).
    * ``HIDDEN_INFORMATION``: a :class:`HiddenInformation` (what is secret, from whom).
    * ``resample_hidden(state, seat, rng)``: a copy in which everything ``seat``
      cannot know is re-drawn consistently with what it does know (the
      conformance suite checks that ``seat``'s observation is unchanged).
    * ``seat_tallies(state)``: per seat, the counters of a finished game
      (``STAT_COLUMNS`` say how to show them).
    * ``record_length(record)`` and ``LENGTH_UNIT`` ("rounds", "turns", "deals").
    * optional ``update_match(match, state) -> dict``: the match data after a
      finished game (the shell counts ``games`` itself).
    * optional ``state_steps(data)``: a saved state replayed step by step, like
      ``replay_steps`` for records; a table writes its move log again from it
      after Continue.
    * optional ``undoable(state, action) -> bool``: whether a human may take
      ``action`` (about to be applied in ``state``) back until the next step;
      without it the game has no undo (:mod:`.undo` keeps the state to go back to).
    * optional ``stat_variant(rules) -> str``: the variant a game under ``rules``
      is counted in apart in the statistics ("yatzy" for Yahtzee's Yatzy card; "" none).
    * optional ``WINNERS_TIE``: False when several winners each win the game (partners,
      everyone but a loser); without it several winners are a tie (:func:`win_shares`).
    """

    GAME_ID: str
    GAME_TITLE: str
    MIN_PLAYERS: int
    MAX_PLAYERS: int
    LENGTH_UNIT: str
    STAT_COLUMNS: tuple[StatColumn, ...]
    HIDDEN_INFORMATION: HiddenInformation
    Rules: Any

    def new_game(
        self,
        num_players: int,
        rules: Any = None,
        *,
        seed: int | None = None,
        rng: random.Random | None = None,
        match: Mapping[str, Any] | None = None,
    ) -> GameState: ...

    def action_from_dict(self, data: Any) -> Any: ...

    def make_record(self, state: Any, players: Sequence[Mapping[str, Any]]) -> dict[str, Any]: ...

    def replay_steps(self, record: Any) -> Iterator[tuple[Any, list[Any]]]: ...

    def replay_record(self, record: Any) -> Any: ...

    def state_to_dict(self, state: Any) -> dict[str, Any]: ...

    def state_from_dict(self, data: Any) -> Any: ...

    def resample_hidden(self, state: Any, seat: int, rng: random.Random) -> Any: ...

    def seat_tallies(self, state: Any) -> list[dict[str, float]]: ...

    def record_length(self, record: Mapping[str, Any]) -> int: ...


def same_slots(a: Any, b: Any) -> bool:
    """Whether two states of one ``__slots__`` class are equal: every slot but the generator
    compared as values, the generator by its state (a game's ``GameState.__eq__``)."""
    mine = {name: getattr(a, name) for name in a.__slots__ if name != "rng"}
    theirs = {name: getattr(b, name) for name in b.__slots__ if name != "rng"}
    return bool(mine == theirs and a.rng.getstate() == b.rng.getstate())


def play_out(state: GameState, choose: Any, *, max_steps: int = 1_000_000) -> GameState:
    """Play ``state`` to the end: chance from its rng, ``choose(observation)`` for the seats.

    ``choose`` is one callable, or a sequence of them indexed by seat. Returns
    the state (not terminal only if ``max_steps`` ran out). This is the
    protocol's smallest loop; :func:`yenta_desktop.ai.match.play_game` adds timing.
    """
    choosers = choose if isinstance(choose, Sequence) else None
    for _ in range(max_steps):
        if state.is_terminal:
            break
        if state.is_chance_node():
            state.apply_chance()
            continue
        seat = state.current_seat
        assert seat is not None
        bot = choosers[seat] if choosers is not None else choose
        state.apply(bot(state.observation(seat)))
    return state
