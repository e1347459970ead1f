"""The levels of a one-column scorecard game with an exact table, read from its spec and tables.

A game's AI package declares itself and keeps only what is its own (its Easy's habits)::

    AI = ScorecardAI(GAME.spec_for, tables_for(GAME.game_id), Roll, Score, Rules,
                     GAME.game_id, made=("yacht", "full_house"),
                     straights={"big_straight": {2, 3, 4, 5, 6}})
    globals().update(AI.exports(__name__))

and gets, with no code of its own:

* the policy (:class:`LevelPolicy`: ``turn_values``, ``options``, ``best_move``): the exact
  in-turn values of a turn, the rest of the game valued by the solved table
  (``future="optimal"``) or by nothing (``"none"``: this turn's points); every box the rules
  let the dice be written into now (the Joker given the dice) and every hold; the best of
  them (ties to writing, then to the first listed). A row written from the first roll
  scores as the spec's ``first_roll_factor`` says;
* **Hard** (the best expected final total) and **Medium** (this turn's expected points,
  exact within the turn), each caching one turn's values (:class:`PlannedBot`);
* **Easy**, a beginner with the game's habits (:class:`PatternBeginner`: the boxes it writes
  as soon as the dice make them, the straights it chases), or the game's own Easy class;
* the **coach** (:class:`ScorecardCoach`: ``Coach().advise(state)`` gives the
  :class:`Advice` the dice-table kit's Advisor and the table's ``coach_boxes`` read) and its
  table loader (``LOADER``, ``preload``, ``is_ready``, ``is_loaded``, ``wait_ready``,
  ``known_optimal``);
* the **review** after the game (``POLICY`` and ``review_game(record, seats, judge=None)``,
  the kit's review judged by Hard's values).

The kit imports no engine: the game's ``Roll`` and ``Score`` actions, its ``Rules`` and its
``spec_for(rules)`` are passed in (as :class:`~.habits.HabitBot` takes them). "Expected final
total" is the points on the card now plus the optimal expected points still to come, so
different moves compare directly. Where players do not interact (public cards, no race for
a bonus: Yacht), Hard's expected-total policy is also its best against the table average; a
game whose Hard plays to finish first (Yahtzee's table Hard) keeps its own.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from yenta_desktop.ai.kits.scorecard import policy as kit
from yenta_desktop.ai.kits.scorecard.coach import (
    WARN_LOSS,
    AdviceLookups,
    HoldAdvice,
    TableLoader,
    TurnAdvice,
    TurnCoach,
    hold_advice,
)
from yenta_desktop.ai.kits.scorecard.dice import positions_for
from yenta_desktop.ai.kits.scorecard.easy import Beginner
from yenta_desktop.ai.kits.scorecard.model import CardSpec
from yenta_desktop.ai.kits.scorecard.policy import NONE, OPTIMAL, Options
from yenta_desktop.ai.kits.scorecard.review import GamePolicy, GameReview, WinJudge, review_record
from yenta_desktop.ai.kits.scorecard.tables import SpecTables
from yenta_desktop.ai.kits.scorecard.turn import TurnValues

#: The engine's ``Phase.CHOOSE`` (a string enum): a seat has dice to write or hold.
CHOOSE = "choose"
Card = Sequence[int | None]


def no_options(level: str, opts: Mapping[str, object], known: Sequence[str] = ()) -> None:
    """Refuse an option not in ``known`` (the words of ai/options.py's ``take_options``)."""
    for key in opts:
        if key not in known:
            names = ", ".join(known) or "none"
            raise TypeError(f"{level} takes no option {key!r} (options: {names})")


class LevelPolicy:
    """What Hard, Medium, the coach and the review choose by, from ``tables`` (the game's
    solver models and solved tables: a :class:`~.tables.SpecTables`), ``spec_for(rules)``
    (its card) and its actions ``roll(positions)`` and ``score(row)``."""

    def __init__(
        self,
        spec_for: Callable[[Any], CardSpec],
        tables: SpecTables,
        roll: Callable[[tuple[int, ...]], Any],
        score: Callable[[str], Any],
    ) -> None:
        self.spec_for = spec_for
        self.tables = tables
        self.roll = roll
        self.score = score

    def turn_values(self, rules: Any, card: Card, future: str = OPTIMAL) -> TurnValues:
        """The exact in-turn values of a turn starting from ``card`` (see the module's
        docstring for ``future``)."""
        tables = self.tables
        state = tables.state(rules, card)
        return kit.turn_values(tables.model(rules), state, future, lambda: tables.table(rules))

    def options(
        self, values: TurnValues, card: Card, rules: Any, dice: Sequence[int], rolls: int
    ) -> Options:
        """Every choice after roll ``rolls`` with ``dice`` (the Joker applied), and its value."""
        spec = self.spec_for(rules)
        rows = [row for _, row in spec.legal_boxes(card, rules, dice)]
        return kit.row_options(values, rows, dice, rolls, spec.max_rolls, rolls == 1)

    def best_move(self, opts: Options, dice: Sequence[int]) -> tuple[Any, float]:
        """The best choice and its value (ties to writing, then to the first listed)."""
        return kit.best_move(opts, dice, self.score, self.roll)

    def future(self, rules: Any, card: Card) -> float:
        """The optimal expected points still to come from the start of a turn on ``card``."""
        return self.tables.table(rules).value(self.tables.state(rules, card))

    @staticmethod
    def boxes(opts: Options) -> dict[tuple[int, str], float]:
        """The writes of ``opts`` keyed (column, row), as the review reads them (column 0)."""
        return {(0, row): value for row, value in opts.rows.items()}


class PlannedBot(TurnCoach):
    """The best move under ``FUTURE`` in-turn values of the game's ``policy`` (set by
    :class:`ScorecardAI`); one turn's values are cached while the card is unchanged."""

    policy: ClassVar[LevelPolicy]
    name = "hard"
    FUTURE = OPTIMAL

    def __init__(self, seed: int = 0, **opts: object) -> None:
        no_options(self.name, opts)
        super().__init__()
        self.seed = seed

    def new_game(self) -> None:
        """Nothing to forget (the cache is keyed by the card)."""

    def turn_values(self, rules: Any, card: Card) -> TurnValues:
        """The in-turn values of a turn starting from ``card`` (uncached)."""
        return self.policy.turn_values(rules, card, self.FUTURE)

    def options(self, rules: Any, card: Card, dice: Sequence[int], rolls: int) -> Options:
        """Every choice with ``dice`` after roll ``rolls`` on ``card``, valued (cached turn)."""
        return self.policy.options(self.values(rules, card), card, rules, dice, rolls)

    def choose(self, obs: Any) -> Any:
        """The best box or hold for the dice on the table."""
        opts = self.options(obs.rules, obs.cards[obs.seat], obs.dice, obs.rolls_done)
        return self.policy.best_move(opts, obs.dice)[0]


class PatternBeginner(Beginner):
    """Writes a box of ``made`` as soon as the dice score there (in that order), else holds:
    the faces of a straight of ``straights`` (row -> its faces) while the row is open, its dice
    all differ and all but one of its faces show; else the face it has most of (ties to the
    higher), all but one die at most. After the last roll the kit's beginner settles (option
    ``slip``). The game's ``spec_for``, ``roll`` and ``score`` are set by :class:`ScorecardAI`."""

    spec_for: ClassVar[Callable[[Any], CardSpec]]
    roll: ClassVar[Callable[[tuple[int, ...]], Any]]
    score: ClassVar[Callable[[str], Any]]
    made: ClassVar[tuple[str, ...]] = ()
    straights: ClassVar[Mapping[str, frozenset[int]]] = {}

    def __init__(self, seed: int = 0, **opts: object) -> None:
        no_options(self.name, opts, ("slip",))
        raw = opts.get("slip", 0.3)
        try:
            slip = float(raw)  # type: ignore[arg-type]
        except (TypeError, ValueError):
            raise ValueError(f"{self.name} option slip must be a number, not {raw!r}") from None
        super().__init__(seed, slip)

    def choose(self, obs: Any) -> Any:
        """Write a made pattern or a good box, or hold and roll again."""
        cls, card, dice = type(self), obs.cards[obs.seat], obs.dice
        spec = cls.spec_for(obs.rules)
        first = obs.rolls_done == 1
        points = {w.row: w.points for w in spec.writes(card, dice, first, obs.rules)}
        rows = list(points)
        best = max(rows, key=lambda row: points[row])
        if obs.rolls_done >= spec.max_rolls:
            return cls.score(self.settle(rows, points, best))
        made = [row for row in self.made if points.get(row, 0) > 0]
        return cls.score(made[0]) if made else cls.roll(self.hold(dice, rows, spec.faces))

    def hold(self, dice: Sequence[int], rows: Sequence[str], faces: int) -> tuple[int, ...]:
        """The positions of the dice to keep (see the class's docstring)."""
        counts = [list(dice).count(face) for face in range(faces + 1)]
        shown = set(dice)
        for row, run in self.straights.items():
            if max(counts) == 1 and row in rows and len(run & shown) >= len(run) - 1:
                return positions_for(dice, sorted(run & shown))
        chased = max(range(1, faces + 1), key=lambda v: (counts[v], v))
        return positions_for(dice, [chased] * min(counts[chased], len(dice) - 1))


@dataclass(frozen=True)
class Advice(AdviceLookups, TurnAdvice[Any]):
    """The coach's numbers for the dice of ``seat``'s turn after roll ``roll``."""

    #: Every box that may be written now -> its expected final total (card order).
    rows: dict[str, float]
    #: Every distinct hold, best first (empty after the last roll).
    holds: tuple[HoldAdvice, ...]
    warn_loss: float = WARN_LOSS

    @property
    def best_row(self) -> str:
        """The best box to write now."""
        return max(self.rows, key=lambda row: self.rows[row])


class ScorecardCoach(PlannedBot):
    """Advice for the seat whose turn it is: Hard's values (one turn's cached)."""

    def advise(self, state: Any) -> Advice | None:
        """Numbers for the dice on the table of the seat to act (None without dice)."""
        seat = state.turn_seat
        if seat is None or not state.dice or state.phase != CHOOSE:
            return None
        card, dice = state.cards[seat], state.dice
        opts = self.options(state.rules, card, dice, state.rolls_done)
        best, best_value = self.policy.best_move(opts, dice)
        now = state.totals()[seat]
        rows = {row: now + value for row, value in opts.rows.items()}
        holds = hold_advice(dice, opts.holds, now, best_value)
        return Advice(
            seat, state.rolls_done, tuple(dice), now, best, now + best_value, rows, holds,
            self.warn_loss,
        )  # fmt: skip


class ScorecardAI:
    """A one-column scorecard game's levels, coach and review (see the module's docstring).

    ``name``: the game id (names the table loader's thread and its log line); ``easy``: the
    game's own Easy bot class, else the kit's :class:`PatternBeginner` with ``made`` and
    ``straights`` (row -> its faces).
    """

    def __init__(
        self,
        spec_for: Callable[[Any], CardSpec],
        tables: SpecTables,
        roll: Callable[[tuple[int, ...]], Any],
        score: Callable[[str], Any],
        rules: type[Any],
        name: str,
        *,
        easy: type[Any] | None = None,
        made: Sequence[str] = (),
        straights: Mapping[str, Iterable[int]] | None = None,
    ) -> None:
        self.policy = policy = LevelPolicy(spec_for, tables, roll, score)
        self.tables = tables
        self.Rules = rules
        self.name = name
        self.HardBot: type[PlannedBot] = _subclass("HardBot", PlannedBot, policy=policy)
        self.MediumBot: type[PlannedBot] = _subclass(
            "MediumBot", PlannedBot, policy=policy, name="medium", FUTURE=NONE
        )
        self.Coach: type[ScorecardCoach] = _subclass("Coach", ScorecardCoach, policy=policy)
        #: Whether the game brings its own Easy (which keeps its own name).
        self.own_easy = easy is not None
        self.EasyBot: type[Any] = easy or _subclass(
            "EasyBot",
            PatternBeginner,
            spec_for=staticmethod(spec_for),
            roll=staticmethod(roll),
            score=staticmethod(score),
            made=tuple(made),
            straights={row: frozenset(run) for row, run in (straights or {}).items()},
        )
        #: The solved tables, loaded off the main thread (the optimum of a whole game).
        self.LOADER = TableLoader(
            lambda r: tables.table(r).game_value(), tables.name, f"the {name} value table", name
        )
        #: Hard's values for the kit's review.
        self.POLICY = GamePolicy(
            policy.turn_values, policy.options, policy.boxes, policy.future, spec_for
        )

    def review_game(
        self, record: Mapping[str, Any], seats: Iterable[int], judge: WinJudge | None = None
    ) -> GameReview:
        """Judge ``seats`` of a finished record against optimal play (``judge``: each choice's
        chance of finishing first at a table, when the game has one)."""
        return review_record(self.POLICY, self.Rules, record, seats, judge)

    @property
    def bots(self) -> dict[str, type[Any]]:
        """Level -> bot class, weakest first."""
        return {"easy": self.EasyBot, "medium": self.MediumBot, "hard": self.HardBot}

    def exports(self, module: str) -> dict[str, Any]:
        """The AI package's names (``BOTS``, ``LEVELS``, ``TEST_OPTIONS``, the bots, what the
        table's coach and the review read), its classes named as members of ``module``."""
        classes: dict[str, type[Any]] = {
            "HardBot": self.HardBot,
            "MediumBot": self.MediumBot,
            "Coach": self.Coach,
        }
        if not self.own_easy:
            classes["EasyBot"] = self.EasyBot
        for name, cls in classes.items():
            cls.__module__ = module
            cls.__qualname__ = name
        loader = self.LOADER
        names: dict[str, Any] = {
            "AI": self,
            "BOTS": self.bots,
            "LEVELS": tuple(self.bots),
            #: Every level is cheap and deterministic: no cheaper settings for the tests.
            "TEST_OPTIONS": {},
            **classes,
            "EasyBot": self.EasyBot,
            "Advice": Advice,
            "TABLES": self.tables,
            "LOADER": loader,
            "preload": loader.preload,
            "is_ready": loader.is_ready,
            "is_loaded": loader.is_loaded,
            "wait_ready": loader.wait_ready,
            "known_optimal": loader.known_optimal,
            "POLICY": self.POLICY,
            "review_game": self.review_game,
            "turn_values": self.policy.turn_values,
            "options": self.policy.options,
            "best_move": self.policy.best_move,
        }
        names["__all__"] = sorted(names)
        return names


def _subclass(cls: str, base: type[Any], **attributes: Any) -> Any:
    """A subclass of ``base`` named ``cls`` with class ``attributes``."""
    return type(cls, (base,), attributes)


__all__ = [
    "CHOOSE",
    "NONE",
    "OPTIMAL",
    "Advice",
    "LevelPolicy",
    "PatternBeginner",
    "PlannedBot",
    "ScorecardAI",
    "ScorecardCoach",
    "no_options",
]
