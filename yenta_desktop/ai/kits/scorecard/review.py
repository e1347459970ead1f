"""The review after a scorecard game: every choice of a seat against the optimum, in expected points.

A game describes how its in-turn values are built with a :class:`GamePolicy`
(its own policy module: the solved tables and the exact in-turn values Hard plays
by); :func:`review_record` replays a finished record's turns and judges, for each
reviewed seat, every choice it made:

* a **hold** (the dice kept before a re-roll, after roll 1 or 2) against the best
  choice there, which may be a hold or writing a box at once;
* the **box** written at the end of the turn against the best choice at that roll.

A choice's loss is the expected final total of the best choice minus that of the
choice made (0 when it was optimal, to ``EPSILON``). Hold losses and box losses
are summed apart; :meth:`SeatReview.costliest` lists the choices that gave away
most, each with the choice Hard would have made.

**Win chance at a table** (a hook, not computed here): a :data:`WinJudge`, given
the :class:`DecisionPoint` (every seat's card, the dice, the roll), returns each
choice's chance of finishing first; each :class:`Decision` then also carries
``win_loss``. Without a judge (the default, and always solo) it is None.

Pure: no pygame; a game's review takes tens of milliseconds per seat (Triple's
expectimax: a few hundred), so the window runs it off the frame.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from yenta_desktop.ai.kits.scorecard.coach import EPSILON, loss_against
from yenta_desktop.ai.kits.scorecard.dice import keeper_of, positions_for
from yenta_desktop.ai.kits.scorecard.turn import TurnValues

#: Ties between a write and a hold go to the write (as the games' best_move does).
TIE = 1e-9

HOLD = "hold"
BOX = "box"


@dataclass(frozen=True)
class Hold:
    """Keep the dice at ``positions`` (their faces ``values``) and re-roll the rest."""

    positions: tuple[int, ...]
    values: tuple[int, ...]


@dataclass(frozen=True)
class Write:
    """Write the dice into ``row`` of ``column`` (0 on a one-column card)."""

    row: str
    column: int = 0


Choice = Hold | Write


@dataclass(frozen=True)
class Options:
    """What each choice with the dice on the table is worth (points to come, this turn on)."""

    #: (column, row) -> value of writing it now, for every box that may be written now.
    boxes: dict[tuple[int, str], float]
    #: Sorted held values -> value of holding them (empty after the last roll).
    holds: dict[tuple[int, ...], float]


class GamePolicy:
    """What a scorecard game gives the review (its Hard's values), made of its own policy
    functions: ``turn_values(rules, card)`` (Hard's in-turn values), ``options(values, card,
    rules, dice, rolls_done)`` (the game's options), ``boxes(opts)`` (their writes keyed
    (column, row)), ``future(rules, card)`` (optimal points to come from the start of a turn)
    and ``spec(rules)`` (the scorecard: rows, columns, totals)."""

    def __init__(
        self,
        turn_values: Callable[[Any, Sequence[int | None]], TurnValues],
        options: Callable[[TurnValues, Sequence[int | None], Any, Sequence[int], int], Any],
        boxes: Callable[[Any], Mapping[tuple[int, str], float]],
        future: Callable[[Any, Sequence[int | None]], float],
        spec: Callable[[Any], Any],
    ) -> None:
        self._turn_values = turn_values
        self._options = options
        self._boxes = boxes
        self._future = future
        self._spec = spec

    def turn_values(self, rules: Any, card: Sequence[int | None]) -> TurnValues:
        """The exact in-turn values of a turn from ``card`` (optimal future)."""
        return self._turn_values(rules, card)

    def options(
        self,
        values: TurnValues,
        card: Sequence[int | None],
        rules: Any,
        dice: Sequence[int],
        rolls_done: int,
    ) -> Options:
        """Every choice after roll ``rolls_done`` with ``dice`` and its value."""
        opts = self._options(values, card, rules, dice, rolls_done)
        return Options(dict(self._boxes(opts)), opts.holds)

    def future(self, rules: Any, card: Sequence[int | None]) -> float:
        """Optimal expected points still to come from the start of a turn with ``card``."""
        return self._future(rules, card)

    def spec(self, rules: Any) -> Any:
        """The game's scorecard specification under ``rules``."""
        return self._spec(rules)


#: The review's view of a game (its :class:`GamePolicy`).
ReviewPolicy = GamePolicy


@dataclass(frozen=True)
class DecisionPoint:
    """Where a choice was made, for a :data:`WinJudge`: the whole table, not only the seat."""

    rules: Any
    seat: int
    #: Every seat's card and extra bonuses at the start of the turn.
    cards: tuple[tuple[int | None, ...], ...]
    extras: tuple[tuple[int, ...], ...]
    #: The game's index of the turn (0-based), the roll number and the dice on the table.
    game_turn: int
    roll: int
    dice: tuple[int, ...]
    #: The in-turn options with their expected values (a judge may reuse them).
    options: Options


#: Each choice's chance of finishing first at a table (None: no opinion).
WinJudge = Callable[[DecisionPoint], Mapping[Hashable, float] | None]


def choice_key(choice: Choice) -> Hashable:
    """The key a :data:`WinJudge` uses for a choice: ("hold", values) or ("box", column, row)."""
    if isinstance(choice, Hold):
        return (HOLD, choice.values)
    return (BOX, choice.column, choice.row)


@dataclass(frozen=True)
class Decision:
    """One choice after roll ``roll`` with ``dice``: ``chosen`` against ``best`` (Hard's)."""

    roll: int
    dice: tuple[int, ...]
    chosen: Choice
    chosen_total: float
    best: Choice
    best_total: float
    #: Chance of finishing first given away at a table (None: not judged).
    win_loss: float | None = None

    @property
    def kind(self) -> str:
        """ "hold" (a re-roll) or "box" (the write that ended the turn)."""
        return HOLD if isinstance(self.chosen, Hold) else BOX

    @property
    def loss(self) -> float:
        """Expected points given away by this choice (0 when it was optimal)."""
        return loss_against(self.best_total, self.chosen_total)


@dataclass(frozen=True)
class TurnReview:
    """One finished turn of a seat, judged against optimal play."""

    seat: int
    #: The seat's own turn number (1-based) and the turn's index in the whole game (0-based).
    turn: int
    game_turn: int
    row: str
    column: int
    points: int
    #: Expected final total at the start of the turn (optimal play from there).
    expected_before: float
    decisions: tuple[Decision, ...]

    @property
    def loss(self) -> float:
        """Expected points this turn's choices gave away."""
        return sum(d.loss for d in self.decisions)


@dataclass(frozen=True)
class Costly:
    """One of the costliest choices of a game, with its turn."""

    turn: TurnReview
    decision: Decision


@dataclass(frozen=True)
class SeatReview:
    """A seat's whole game judged against optimal play."""

    seat: int
    turns: tuple[TurnReview, ...]
    #: The optimal expected total of a whole game under these rules.
    optimal_expected: float
    final_total: int

    @property
    def decisions(self) -> list[Decision]:
        """Every choice of the game, in the order made."""
        return [d for t in self.turns for d in t.decisions]

    @property
    def total_loss(self) -> float:
        """Expected points given away over all choices."""
        return sum(d.loss for d in self.decisions)

    @property
    def hold_loss(self) -> float:
        """Expected points given away by holds (the dice kept before re-rolls)."""
        return sum(d.loss for d in self.decisions if d.kind == HOLD)

    @property
    def box_loss(self) -> float:
        """Expected points given away by the boxes written."""
        return sum(d.loss for d in self.decisions if d.kind == BOX)

    @property
    def choices(self) -> int:
        """How many choices were made (holds and boxes)."""
        return len(self.decisions)

    @property
    def mean_loss(self) -> float:
        """Expected points given away per choice (0 with none)."""
        return self.total_loss / self.choices if self.choices else 0.0

    @property
    def win_loss(self) -> float | None:
        """Chance of finishing first given away (None when no choice was judged for it)."""
        judged = [d.win_loss for d in self.decisions if d.win_loss is not None]
        return sum(judged) if judged else None

    def costliest(self, count: int = 3) -> list[Costly]:
        """The choices that gave away most (only those that gave away anything), worst first."""
        losing = [Costly(t, d) for t in self.turns for d in t.decisions if d.loss > 0]
        return sorted(losing, key=lambda c: (-c.decision.loss, c.turn.game_turn))[:count]

    def costliest_turns(self, count: int = 3) -> list[TurnReview]:
        """The turns that gave away most (only those that gave away anything), worst first."""
        losing = [t for t in self.turns if t.loss > 0]
        return sorted(losing, key=lambda t: (-t.loss, t.game_turn))[:count]


@dataclass(frozen=True)
class GameReview:
    """Every reviewed seat of one finished game."""

    players: dict[int, SeatReview]
    num_players: int


def best_choice(opts: Options, dice: Sequence[int]) -> tuple[Choice, float]:
    """The best choice among ``opts`` and its value; a write wins a tie, then the first listed."""
    box = max(opts.boxes, key=lambda b: opts.boxes[b])
    best: Choice = Write(box[1], box[0])
    value = opts.boxes[box]
    for keeper, held in opts.holds.items():
        if held > value + TIE:
            value = held
            best = Hold(positions_for(dice, keeper), keeper)
    return best, value


class Table:
    """Every seat's card while a record's turns are replayed (cheap; no engine state)."""

    def __init__(self, spec: Any, num_players: int) -> None:
        self.spec = spec
        self.rows = len(spec.rows)
        self.cards: list[list[int | None]] = [spec.empty_card() for _ in range(num_players)]
        self.extras: list[list[int]] = [[0] * len(spec.columns) for _ in range(num_players)]

    def write(self, entry: Mapping[str, Any]) -> None:
        """Write a finished turn's box, points and extra bonus."""
        seat = int(entry["seat"])
        column = int(entry.get("column", 0))
        self.cards[seat][column * self.rows + self.spec.row_index[entry["row"]]] = int(
            entry["points"]
        )
        self.extras[seat][column] += int(entry.get("extra", 0) or 0)

    def total(self, seat: int) -> int:
        """A seat's total so far (bonuses once earned, extras)."""
        return int(self.spec.total(self.cards[seat], self.extras[seat]))


def review_turn(
    policy: ReviewPolicy,
    rules: Any,
    table: Table,
    entry: Mapping[str, Any],
    game_turn: int = 0,
    judge: WinJudge | None = None,
) -> TurnReview:
    """Judge one finished turn (a record's turn entry) from the cards on ``table``."""
    seat = int(entry["seat"])
    card = table.cards[seat]
    values = policy.turn_values(rules, card)
    now = table.total(seat)
    rolls = [tuple(int(v) for v in r) for r in entry["rolls"]]
    holds = [tuple(int(p) for p in h) for h in entry["holds"]]
    column = int(entry.get("column", 0))
    row = str(entry["row"])
    decisions = []
    for number, dice in enumerate(rolls, start=1):
        opts = policy.options(values, card, rules, dice, number)
        best, best_value = best_choice(opts, dice)
        chosen: Choice
        if number < len(rolls):
            kept = keeper_of(dice, holds[number - 1])
            chosen = Hold(holds[number - 1], kept)
            chosen_value = values.hold(number, kept)
        else:
            chosen = Write(row, column)
            chosen_value = opts.boxes[(column, row)]
        win_loss = None
        if judge is not None:
            point = DecisionPoint(
                rules,
                seat,
                tuple(tuple(c) for c in table.cards),
                tuple(tuple(e) for e in table.extras),
                game_turn,
                number,
                dice,
                opts,
            )
            chances = judge(point)
            if chances:
                mine = chances.get(choice_key(chosen))
                if mine is not None:
                    win_loss = max(0.0, max(chances.values()) - mine)
        decisions.append(
            Decision(number, dice, chosen, now + chosen_value, best, now + best_value, win_loss)
        )
    filled = sum(1 for points in card if points is not None)
    return TurnReview(
        seat,
        filled + 1,
        game_turn,
        row,
        column,
        int(entry["points"]),
        now + policy.future(rules, card),
        tuple(decisions),
    )


def review_turns(
    policy: ReviewPolicy,
    rules: Any,
    num_players: int,
    turns: Iterable[Mapping[str, Any]],
    seats: Iterable[int],
    judge: WinJudge | None = None,
) -> GameReview:
    """Judge every turn of ``seats`` in a game's finished ``turns`` (a record's ``turns``)."""
    spec = policy.spec(rules)
    wanted = sorted(set(seats))
    table = Table(spec, num_players)
    reviewed: dict[int, list[TurnReview]] = {seat: [] for seat in wanted}
    use_judge = judge if num_players > 1 else None
    for index, entry in enumerate(turns):
        seat = int(entry["seat"])
        if seat in reviewed:
            reviewed[seat].append(review_turn(policy, rules, table, entry, index, use_judge))
        table.write(entry)
    optimal = policy.future(rules, spec.empty_card())
    players = {
        seat: SeatReview(seat, tuple(reviewed[seat]), optimal, table.total(seat)) for seat in wanted
    }
    return GameReview(players, num_players)


def review_record(
    policy: ReviewPolicy,
    rules_class: Any,
    record: Mapping[str, Any],
    seats: Iterable[int],
    judge: WinJudge | None = None,
) -> GameReview:
    """Judge ``seats`` of a finished record (its rules read by ``rules_class.from_dict``).

    The record is trusted to be legal (the replay screen and the end screen
    verified it); a bad entry raises ``KeyError``/``ValueError``.
    """
    rules = rules_class.from_dict(record.get("rules", {}))
    players = record.get("players")
    if not isinstance(players, list) or not players:
        raise ValueError("the record has no players")
    turns = record.get("turns")
    if not isinstance(turns, list):
        raise ValueError("the record has no turns")
    return review_turns(policy, rules, len(players), turns, seats, judge)


__all__ = [
    "BOX",
    "EPSILON",
    "HOLD",
    "Choice",
    "Costly",
    "Decision",
    "DecisionPoint",
    "GamePolicy",
    "GameReview",
    "Hold",
    "Options",
    "ReviewPolicy",
    "SeatReview",
    "Table",
    "TurnReview",
    "WinJudge",
    "Write",
    "best_choice",
    "choice_key",
    "review_record",
    "review_turn",
    "review_turns",
]
