"""The coach: Hard's numbers for a player, during a turn and after the game.

During a turn, :meth:`Coach.advise` gives for the dice on the table the
expected final total of writing each row that may be written now, of every
hold (best first), and the move Hard would make. After the game (or turn by
turn, with :class:`Reviewer`), :func:`review_game` replays a seat's turns and
says how many expected points each choice gave away against optimal play:
per decision, per turn, in total, and which turns cost most.

"Expected final total" is the points already on the card plus the optimal
expected points still to come (upper bonus included), so numbers of
different moves compare directly. Every call is cheap: one turn's exact
values take a few milliseconds and are cached while the turn lasts; the value
table loads once (about 10 ms).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from yenta_desktop.ai.dicepoker.policy import OPTIMAL, TABLES, best_move, options, turn_values
from yenta_desktop.ai.kits.scorecard import TurnValues, keeper_of
from yenta_desktop.ai.kits.scorecard.coach import (
    HoldAdvice,
    TurnAdvice,
    TurnCoach,
    hold_advice,
    loss_against,
)
from yenta_desktop.engine.dicepoker.actions import Action, Roll, Score
from yenta_desktop.engine.dicepoker.rules import Rules
from yenta_desktop.engine.dicepoker.scoring import (
    ROW_INDEX,
    ROWS,
    doubles,
    empty_card,
    row_points,
    total,
)
from yenta_desktop.engine.dicepoker.state import Phase


@dataclass(frozen=True)
class RowAdvice:
    """Writing ``row`` now: its ``points`` (``doubled`` on a first roll) and where that leads."""

    row: str
    points: int
    doubled: bool
    expected_total: float
    #: Expected points given away against the best move (0 for the best).
    loss: float


@dataclass(frozen=True)
class Advice(TurnAdvice[Action]):
    """The coach's numbers for the dice on the table of ``seat``'s turn after roll ``roll``."""

    #: Every row that may be written now, in scorecard order.
    rows: tuple[RowAdvice, ...]
    #: Every distinct hold of 0-4 dice, best first (empty after the third roll).
    holds: tuple[HoldAdvice, ...]

    @property
    def best_hold(self) -> HoldAdvice | None:
        """The best hold, or None after the third roll."""
        return self.holds[0] if self.holds else None

    @property
    def best_row(self) -> RowAdvice:
        """The best row to write now."""
        return max(self.rows, key=lambda r: r.expected_total)


@dataclass(frozen=True)
class Decision:
    """One choice of a turn: after roll ``roll`` with ``dice``, ``chosen`` against ``best``."""

    roll: int
    dice: tuple[int, ...]
    chosen: Action
    chosen_total: float
    best: Action
    best_total: float

    @property
    def loss(self) -> float:
        """Expected points given away by this choice (0 when it was optimal)."""
        return loss_against(self.best_total, self.chosen_total)


@dataclass(frozen=True)
class TurnReview:
    """One finished turn of a seat, judged against optimal play."""

    seat: int
    #: The seat's own turn number (1-15) and the turn's index in the whole game (0-based).
    turn: int
    game_turn: int
    row: str
    points: int
    #: Expected final total at the start of the turn (optimal play from there).
    expected_before: float
    decisions: tuple[Decision, ...]

    @property
    def loss(self) -> float:
        """Expected points this turn's choices gave away."""
        return sum(d.loss for d in self.decisions)


@dataclass(frozen=True)
class GameReview:
    """A seat's whole game judged against optimal play."""

    seat: int
    turns: tuple[TurnReview, ...]
    #: The optimal expected total of a whole game under these rules.
    optimal_expected: float
    final_total: int

    @property
    def total_loss(self) -> float:
        """Expected points given away over all turns."""
        return sum(t.loss for t in self.turns)

    def costliest(self, count: int = 3) -> list[TurnReview]:
        """The turns that gave away most (only those that gave away anything), worst first."""
        losing = [t for t in self.turns if t.loss > 0]
        return sorted(losing, key=lambda t: (-t.loss, t.game_turn))[:count]


def optimal_expected_total(rules: Rules) -> float:
    """The optimal expected total of a whole game under ``rules`` (shown beside a solo result)."""
    return TABLES.table(rules).game_value()


class Coach(TurnCoach):
    """Advice for the seat whose turn it is (cheap; one turn's values cached)."""

    def turn_values(self, rules: Rules, card: Sequence[int | None]) -> TurnValues:
        """The exact in-turn values of a turn starting from ``card``."""
        return turn_values(rules, card, OPTIMAL)

    def expected_total(self, rules: Rules, card: Sequence[int | None]) -> float:
        """The expected final total from the start of a turn with ``card`` (optimal play)."""
        return total(card) + TABLES.table(rules).value(TABLES.state(rules, card))

    def advise(self, obs: Any) -> Advice | None:
        """Numbers for the dice on the table (an Observation or a GameState); None if no dice.

        The seat judged is the one whose turn it is (``turn_seat``), whoever observes.
        """
        seat = obs.turn_seat
        if seat is None or not obs.dice or obs.phase != Phase.CHOOSE:
            return None
        return self.advise_dice(obs.rules, obs.cards[seat], obs.dice, obs.rolls_done, seat)

    def advise_dice(
        self,
        rules: Rules,
        card: Sequence[int | None],
        dice: Sequence[int],
        rolls_done: int,
        seat: int = 0,
    ) -> Advice:
        """Numbers for ``dice`` after roll ``rolls_done`` of a turn starting from ``card``."""
        values = self.values(rules, card)
        opts = options(values, card, rules, dice, rolls_done)
        best, best_value = best_move(opts, dice)
        now = total(card)
        first = rolls_done == 1
        rows = tuple(
            RowAdvice(
                row,
                row_points(row, dice, first, rules),
                doubles(row, first, rules) and row_points(row, dice, False, rules) > 0,
                now + value,
                best_value - value,
            )
            for row, value in opts.rows.items()
        )
        holds = hold_advice(dice, opts.holds, now, best_value)
        return Advice(seat, rolls_done, tuple(dice), now, best, now + best_value, rows, holds)


def review_turn(
    rules: Rules,
    card: Sequence[int | None],
    entry: Mapping[str, Any],
    game_turn: int = 0,
    coach: Coach | None = None,
) -> TurnReview:
    """Judge one finished turn (a record's turn entry) played from ``card``."""
    coach = coach or Coach()
    values = coach.values(rules, card)
    now = total(card)
    rolls = [tuple(r) for r in entry["rolls"]]
    holds = [tuple(h) for h in entry["holds"]]
    decisions = []
    for number, dice in enumerate(rolls, start=1):
        opts = options(values, card, rules, dice, number)
        best, best_value = best_move(opts, dice)
        if number < len(rolls):
            chosen: Action = Roll(holds[number - 1])
            chosen_value = values.hold(number, keeper_of(dice, holds[number - 1]))
        else:
            chosen = Score(entry["row"])
            chosen_value = opts.rows[entry["row"]]
        decisions.append(Decision(number, dice, chosen, now + chosen_value, best, now + best_value))
    filled = sum(1 for points in card if points is not None)
    return TurnReview(
        int(entry["seat"]),
        filled + 1,
        game_turn,
        str(entry["row"]),
        int(entry["points"]),
        coach.expected_total(rules, card),
        tuple(decisions),
    )


class Reviewer:
    """Builds a seat's :class:`GameReview` turn by turn (call :meth:`add` after each turn)."""

    def __init__(self, rules: Rules, seat: int) -> None:
        self.rules = rules
        self.seat = seat
        self.card: list[int | None] = empty_card()
        self.turns: list[TurnReview] = []
        self._coach = Coach()

    def add(self, entry: Mapping[str, Any], game_turn: int = 0) -> TurnReview | None:
        """Take the next finished turn of the game; judges it if it is this seat's."""
        if entry.get("seat") != self.seat:
            return None
        review = review_turn(self.rules, self.card, entry, game_turn, self._coach)
        self.turns.append(review)
        self.card[ROW_INDEX[entry["row"]]] = int(entry["points"])
        return review

    def review(self) -> GameReview:
        """The review of the turns added so far."""
        return GameReview(
            self.seat,
            tuple(self.turns),
            TABLES.table(self.rules).game_value(),
            total(self.card),
        )


def review_game(rules: Rules, turns: Iterable[Mapping[str, Any]], seat: int) -> GameReview:
    """Judge every turn of ``seat`` in a game's turns (a record's or a state's ``turns``)."""
    reviewer = Reviewer(rules, seat)
    for index, entry in enumerate(turns):
        reviewer.add(entry, index)
    return reviewer.review()


__all__ = [
    "ROWS",
    "Advice",
    "Coach",
    "Decision",
    "GameReview",
    "HoldAdvice",
    "Reviewer",
    "RowAdvice",
    "TurnReview",
    "optimal_expected_total",
    "review_game",
    "review_turn",
]
