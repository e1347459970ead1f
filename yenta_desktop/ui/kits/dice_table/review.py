"""The review after a scorecard game (Yahtzee, Yatzy, Triple Yahtzee): every choice against Hard.

The analysis is the scorecard kit's (:mod:`yenta_desktop.ai.kits.scorecard.review`,
run by the shell's :class:`~yenta_desktop.ui.shell.review.ReviewScene` on a
background thread); this module says it in words. A page per reviewed player:

* the summary: the expected points given away in all, per choice, and split into
  holds and boxes (and, when a table's win-chance judge gave numbers, the chance
  of finishing first given away); what optimal play averages against this game's
  total;
* the three costliest choices, each with what Hard would have done;
* every turn (the box written, its points, what its choices gave away), with each
  choice that was not optimal under it.

The words shared by every scorecard game are the shell catalogue's
``review.card.*``; box names come from the game's own catalogue (``<prefix>.row.<id>``).
When the analysis is in, each reviewed human's "loss per choice" goes to the
statistics (once per game: :meth:`StatsStore.record_review`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from yenta_desktop.ai.kits.scorecard.review import (
    Choice,
    Costly,
    Decision,
    GameReview,
    Hold,
    SeatReview,
    TurnReview,
)
from yenta_desktop.i18n import tr, tr_count
from yenta_desktop.ui.kits.dice_table.text import decimal, dice_text, loss, points
from yenta_desktop.ui.kits.dice_table.texts import DiceTexts
from yenta_desktop.ui.shell.review import (
    ReviewItem,
    ReviewPage,
    ReviewScene,
    reviewed_seats,
    seat_names,
)

#: How many of the costliest choices are listed first.
COSTLIEST = 3


class CardWords:
    """A scorecard game's words for its review: box names, and columns when it has several."""

    def __init__(self, prefix: str, columns: Sequence[int] = (1,)) -> None:
        self.texts = DiceTexts(prefix)
        self.columns = tuple(columns)

    def box(self, row: str, column: int = 0) -> str:
        """ "Full house", or "Full house ×2" on a card of several columns."""
        name = self.texts.row_name(row)
        if len(self.columns) > 1:
            return tr("review.card.box_column", box=name, mult=self.columns[column])
        return name

    def choice(self, choice: Choice, num_dice: int) -> str:
        """ "hold 6-6", "re-roll all five" or "write Full house"."""
        if isinstance(choice, Hold):
            if not choice.positions:
                return tr_count("review.card.reroll_all", num_dice)
            return tr("review.card.hold", dice=dice_text(choice.values))
        return tr("review.card.write", box=self.box(choice.row, choice.column))


def percent_points(chance: float) -> str:
    """A chance given away as percentage points, one decimal."""
    return decimal(100 * chance, 1)


def decision_line(decision: Decision, words: CardWords) -> str:
    """One choice that was not optimal: what was done, what Hard would have done, the loss."""
    dice = decision.dice
    text = tr(
        "review.card.decision",
        roll=decision.roll,
        dice=dice_text(dice),
        chosen=words.choice(decision.chosen, len(dice)),
        best=words.choice(decision.best, len(dice)),
        chosen_total=decimal(decision.chosen_total, 1),
        best_total=decimal(decision.best_total, 1),
        loss=loss(decision.loss),
    )
    if decision.win_loss:
        text += " " + tr("review.card.win_loss", chance=percent_points(decision.win_loss))
    return text


def costly_item(costly: Costly, words: CardWords) -> ReviewItem:
    """One of the costliest choices: the turn, the roll and the dice, then Hard's choice."""
    decision = costly.decision
    dice = decision.dice
    head = tr(
        "review.card.costly",
        turn=costly.turn.turn,
        roll=decision.roll,
        dice=dice_text(dice),
        chosen=words.choice(decision.chosen, len(dice)),
        loss=loss(decision.loss),
    )
    detail = tr(
        "review.card.costly_hard",
        best=words.choice(decision.best, len(dice)),
        best_total=decimal(decision.best_total, 1),
        chosen_total=decimal(decision.chosen_total, 1),
    )
    return ReviewItem(head, (detail,), decision.loss, True)


def turn_item(turn: TurnReview, words: CardWords) -> ReviewItem:
    """One turn: the dice written, the box and its points, and each choice that cost."""
    last = turn.decisions[-1].dice if turn.decisions else ()
    head = tr(
        "review.card.turn",
        turn=turn.turn,
        dice=dice_text(last),
        box=words.box(turn.row, turn.column),
        points=points(turn.points),
    )
    if turn.loss > 0:
        head = tr("review.card.turn_loss", turn=head, loss=loss(turn.loss))
    else:
        head = tr("review.card.turn_best", turn=head)
    details = tuple(decision_line(d, words) for d in turn.decisions if d.loss > 0)
    return ReviewItem(head, details, turn.loss, turn.loss > 0)


def summary(review: SeatReview, name: str, finished: bool) -> list[str]:
    """The first sentences: the points given away (per choice, holds and boxes), the optimum."""
    lines = [
        tr_count(
            "review.card.summary",
            review.choices,
            name=name,
            lost=decimal(review.total_loss, 1),
            per=decimal(review.mean_loss, 2),
        ),
        tr(
            "review.card.split",
            holds=decimal(review.hold_loss, 1),
            boxes=decimal(review.box_loss, 1),
        ),
    ]
    if review.win_loss is not None:
        lines.append(tr("review.card.win_summary", chance=percent_points(review.win_loss)))
    if review.choices and review.total_loss <= 0:
        lines.append(tr("review.card.perfect", name=name))
    key = "review.card.optimal_final" if finished else "review.card.optimal_so_far"
    lines.append(
        tr(key, optimal=decimal(review.optimal_expected, 1), total=points(review.final_total))
    )
    return lines


def seat_page(review: SeatReview, name: str, words: CardWords, finished: bool) -> ReviewPage:
    """One player's page: summary, the costliest choices, then every turn."""
    items: list[ReviewItem] = []
    costly = review.costliest(COSTLIEST)
    if costly:
        items.append(ReviewItem(tr_count("review.card.costliest", len(costly))))
        items += [costly_item(c, words) for c in costly]
        items.append(ReviewItem(tr("review.card.every_turn")))
    items += [turn_item(t, words) for t in review.turns]
    return ReviewPage(
        tr("review.card.heading", name=name), tuple(summary(review, name, finished)), tuple(items)
    )


def pages_of(
    review: GameReview, names: list[str], words: CardWords, finished: bool = True
) -> list[ReviewPage]:
    """A page per reviewed seat, in seat order."""
    return [seat_page(review.players[s], names[s], words, finished) for s in sorted(review.players)]


def stat_counters(review: GameReview) -> dict[int, dict[str, float]]:
    """Per reviewed seat, the statistics' review counters: choices made and points given away."""
    return {
        seat: {"review_games": 1, "review_choices": r.choices, "review_loss": r.total_loss}
        for seat, r in review.players.items()
    }


def report_to_stats(app: Any, record: Any, review: GameReview) -> None:
    """Count the review's losses in the statistics of the record's human players (once a game)."""
    stats = getattr(app, "stats", None)
    if stats is not None and isinstance(record, dict):
        stats.record_review(record, stat_counters(review))


def scorecard_review_scene(
    app: Any,
    record: Any,
    analyse: Callable[[Any, Iterable[int]], GameReview],
    words: CardWords,
    on_done: Callable[[], None] | None = None,
    name: str = "scorecard",
) -> ReviewScene:
    """The review screen of a finished scorecard game ``record`` (a game's ``review_scene``)."""
    seats = reviewed_seats(record)
    count = len(record.get("players", [])) if isinstance(record, dict) else 0
    names = seat_names(record, count)
    finished = isinstance(record, dict) and record.get("final") is not None
    return ReviewScene(
        app,
        record,
        lambda rec: analyse(rec, seats),
        lambda analysis: pages_of(analysis, names, words, finished),
        on_done,
        name=name,
        on_loaded=lambda analysis: report_to_stats(app, record, analysis),
    )


__all__ = [
    "COSTLIEST",
    "CardWords",
    "decision_line",
    "pages_of",
    "report_to_stats",
    "scorecard_review_scene",
    "seat_page",
    "stat_counters",
    "summary",
]
