"""The coach's review: every turn of a player against optimal play, and what each choice gave away.

"Ana gave away 7.4 expected points in 15 turns; the costliest: turn 9 ..." at the
top, then one entry per turn (the row written, its points, the expected points
given away, with a bar) and under it each decision that was not optimal: the
dice, what the player did and what Hard would have done. Computed by
:func:`~yenta_desktop.ai.dicepoker.review_game` in a background thread (tens of
milliseconds). Opened from the table (V, or the corner's Review) with the coach
on, and before the end screen when a game ends with the coach on.
The scene is the shell's (:class:`yenta_desktop.ui.shell.review.ReviewScene`: keys
Up/Down, PgUp/PgDn, Home/End scroll; Tab or N the next player; Enter or Esc leaves)
with Dice Poker's words, one page per seat known before the analysis is in, and
the live game's turns as what it analyses.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from yenta_desktop.ai.dicepoker import review_game
from yenta_desktop.ai.kits.scorecard.review import Hold, SeatReview, TurnReview, Write
from yenta_desktop.engine.dicepoker import Rules
from yenta_desktop.i18n import tr, tr_count
from yenta_desktop.ui.kits.dice_table.text import decimal, dice_text, loss, points
from yenta_desktop.ui.shell import review as shell_review
from yenta_desktop.ui.shell.review import ReviewItem, ReviewPage

#: What the review analyses: the rules, the turns played so far and the seats reviewed.
Turns = tuple[Rules, tuple[Any, ...], tuple[int, ...]]


def _row_name(row: str) -> str:
    """A row's name in the current language ("Full house", "Фулл-хаус")."""
    return tr(f"dicepoker.row.{row}")


def action_text(action: Any, dice: tuple[int, ...]) -> str:
    """ "hold 6-6", "re-roll all five" or "write Full house"."""
    if isinstance(action, Write):
        return tr("dicepoker.review.act_write", row=_row_name(action.row))
    if isinstance(action, Hold) and action.positions:
        return tr("dicepoker.review.act_hold", dice=dice_text(dice[p] for p in action.positions))
    return tr("dicepoker.review.act_reroll_all")


def summary_lines(review: SeatReview, name: str, finished: bool) -> list[str]:
    """The review's first sentences: the points given away, the costliest turns, the optimum."""
    count = len(review.turns)
    lines = [
        tr_count("dicepoker.review.summary", count, name=name, lost=decimal(review.total_loss, 1))
    ]
    costly = review.costliest_turns(3)
    if costly:
        items = ", ".join(
            tr(
                "dicepoker.review.costly_turn",
                turn=t.turn,
                row=_row_name(t.row),
                loss=loss(t.loss),
            )
            for t in costly
        )
        lines.append(tr("dicepoker.review.costliest", turns=items))
    elif count:
        lines.append(tr("dicepoker.review.perfect", name=name))
    key = "dicepoker.review.optimal_final" if finished else "dicepoker.review.optimal_so_far"
    lines.append(
        tr(key, optimal=decimal(review.optimal_expected, 2), total=points(review.final_total))
    )
    return lines


def turn_item(turn: TurnReview) -> ReviewItem:
    """One turn: the row written and its points (and what it gave away), then each decision
    that was not optimal."""
    last = turn.decisions[-1].dice if turn.decisions else ()
    first = len(turn.decisions) == 1
    head = tr(
        "dicepoker.review.turn_first" if first else "dicepoker.review.turn",
        turn=turn.turn,
        dice=dice_text(last),
        row=_row_name(turn.row),
        points=points(turn.points),
    )
    if turn.loss > 0:
        head = tr("dicepoker.review.turn_loss", turn=head, loss=loss(turn.loss))
    else:
        head = tr("dicepoker.review.turn_best", turn=head)
    details = tuple(
        tr(
            "dicepoker.review.decision",
            roll=decision.roll,
            dice=dice_text(decision.dice),
            chosen=action_text(decision.chosen, decision.dice),
            best=action_text(decision.best, decision.dice),
            chosen_total=decimal(decision.chosen_total, 1),
            best_total=decimal(decision.best_total, 1),
            loss=loss(decision.loss),
        )
        for decision in turn.decisions
        if decision.loss > 0
    )
    return ReviewItem(head, details, turn.loss, turn.loss > 0)


def analyse(turns: Turns) -> dict[int, SeatReview]:
    """Every reviewed seat's turns against optimal play (tens of milliseconds)."""
    rules, played, seats = turns
    return {seat: review_game(rules, played, seat) for seat in seats}


class ReviewScene(shell_review.ReviewScene):
    """The players' games so far, turn by turn, against optimal play (one page per seat)."""

    words = "dicepoker.review"
    summary_part = None

    def __init__(self, app: Any, session: Any, on_done: Callable[[], None] | None = None) -> None:
        self.session = session
        state = session.state
        self.seats = list(session.humans) or list(range(state.num_players))
        super().__init__(app, None, analyse, self.make_review_pages, on_done, name="dicepoker")

    def enter(self) -> None:
        """Review the turns played until now (in the background), then build the buttons."""
        state = self.session.state
        self.record = (state.rules, tuple(state.turns), tuple(self.seats))
        super().enter()

    def wait_loaded(self, timeout: float = 10.0) -> None:
        """Block until the review is computed (tests and the screenshot tour)."""
        super().wait_loaded(timeout)

    @property
    def reviews(self) -> dict[int, SeatReview]:
        """Each reviewed seat's review (empty until it is in)."""
        return dict(self.analysis) if self.analysis is not None else {}

    @property
    def seat(self) -> int:
        """The seat shown."""
        return int(self.seats[self.page_index % len(self.seats)])

    def page_count(self) -> int:
        """One page per reviewed seat, known before the analysis is in."""
        return len(self.seats)

    def placeholder_heading(self) -> str:
        """While the review is worked out: the heading of the seat shown."""
        return self.heading(self.seat)

    def heading(self, seat: int) -> str:
        """ "Coach's review: Ana"."""
        return tr("dicepoker.review.heading", name=self.session.seats[seat].name)

    def make_review_pages(self, reviews: dict[int, SeatReview]) -> list[ReviewPage]:
        """Each seat's page in the current language: the summary, then every turn."""
        finished = self.session.state.is_terminal
        return [
            ReviewPage(
                self.heading(seat),
                tuple(summary_lines(reviews[seat], self.session.seats[seat].name, finished)),
                tuple(turn_item(turn) for turn in reviews[seat].turns),
            )
            for seat in self.seats
        ]

    def summary(self) -> list[str]:
        """The summary sentences of the seat shown."""
        page = self.page()
        return list(page.summary) if page is not None else []
