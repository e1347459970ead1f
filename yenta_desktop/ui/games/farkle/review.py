"""Farkle's review after the game: the choices that cost the most chance of winning (solo: the
most expected points), each with what Hard would have done, then every turn.

The analysis is :func:`yenta_desktop.ai.farkle.review.review_game` (on the review screen's
background thread); this module says it in the current language. Opened from the end screen
(Review) and from Past games (the replay's Review button): the shell reads
:func:`review_scene` (``yenta_desktop.ui.games.farkle``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from yenta_desktop.ai.farkle.levels import Choice
from yenta_desktop.ai.farkle.review import (
    CHANCE,
    FarkleDecision,
    FarkleTurn,
    GameReview,
    PlayerReview,
)
from yenta_desktop.ai.farkle.review import review_game as analyse
from yenta_desktop.i18n import tr, tr_count
from yenta_desktop.ui.games.farkle.replay import combination_text
from yenta_desktop.ui.games.farkle.text import decimal, dice_text, points
from yenta_desktop.ui.shell.review import (
    ReviewItem,
    ReviewPage,
    ReviewScene,
    reviewed_seats,
    seat_names,
)

#: How many of the costliest choices are listed first.
COSTLIEST = 5


def value_text(value: float, unit: str) -> str:
    """A choice's value: a chance as "63.2%", expected points as "412"."""
    if unit == CHANCE:
        return tr("farkle.review.chance", value=decimal(100 * value, 1))
    return decimal(value, 0)


def loss_text(value: float, unit: str) -> str:
    """What a choice gave away: percentage points of winning ("2.4 pp") or points ("57")."""
    if unit == CHANCE:
        return tr("farkle.review.pp", value=decimal(100 * value, 1))
    return tr("farkle.review.pts", value=decimal(value, 0))


def faces_of(choice: Choice) -> list[int]:
    """The faces a choice sets aside, low first."""
    counts = choice.set_aside or (0, 0, 0, 0, 0, 0)
    return [face + 1 for face in range(6) for _ in range(counts[face])]


def choice_text(choice: Choice) -> str:
    """ "set aside 1-5 (Singles) and bank" or "... and roll on"."""
    faces = faces_of(choice)
    key = "farkle.review.aside_bank" if choice.action == "bank" else "farkle.review.aside_roll"
    return tr(key, dice=dice_text(faces), combo=combination_text(faces))


def costly_item(decision: FarkleDecision) -> ReviewItem:
    """One of the costliest choices: the roll, what was done, what Hard would have done."""
    unit = decision.unit
    head = tr(
        "farkle.review.costly",
        turn=decision.turn,
        roll=decision.roll,
        dice=dice_text(decision.dice),
        chosen=choice_text(decision.chosen),
        loss=loss_text(decision.loss, unit),
    )
    details = [
        tr(
            "farkle.review.hard",
            best=choice_text(decision.best),
            best_value=value_text(decision.best.value, unit),
            chosen_value=value_text(decision.chosen.value, unit),
        ),
        tr(
            "farkle.review.position" if unit == CHANCE else "farkle.review.position_solo",
            total=points(decision.turn_total),
            banked=points(decision.banked),
            leader=points(decision.leader),
        ),
    ]
    if decision.final_round:
        details.append(tr("farkle.review.final_round"))
    return ReviewItem(head, tuple(details), decision.loss, True)


def decision_line(decision: FarkleDecision) -> str:
    """A choice under its turn that was not as good as Hard's."""
    unit = decision.unit
    return tr(
        "farkle.review.decision",
        roll=decision.roll,
        dice=dice_text(decision.dice),
        chosen=choice_text(decision.chosen),
        best=choice_text(decision.best),
        loss=loss_text(decision.loss, unit),
    )


def turn_item(turn: FarkleTurn, decisions: list[FarkleDecision], unit: str) -> ReviewItem:
    """One turn: how it ended, and each choice of it that cost."""
    if turn.end == "bank":
        head = tr("farkle.review.turn_bank", turn=turn.turn, points=points(turn.points))
    else:
        head = tr("farkle.review.turn_farkle", turn=turn.turn)
    if turn.hot_dice:
        head += " " + tr_count("farkle.review.hot_dice", turn.hot_dice)
    if turn.penalty:
        head += " " + tr("farkle.review.penalty", penalty=points(turn.penalty))
    lost = sum(d.loss for d in decisions)
    if lost > 0:
        head = tr("farkle.review.turn_loss", turn=head, loss=loss_text(lost, unit))
    details = tuple(decision_line(d) for d in decisions if d.loss > 0)
    return ReviewItem(head, details, lost, lost > 0)


def summary(review: PlayerReview, name: str) -> list[str]:
    """The first sentences: the choices, how many differed from Hard's, what that gave away."""
    unit = review.unit
    key = "farkle.review.summary_chance" if unit == CHANCE else "farkle.review.summary_points"
    lines = [
        tr_count(
            key,
            len(review.decisions),
            name=name,
            unlike=review.unlike_hard,
            # The points sentence names its unit ("... expected points"): the number alone.
            lost=loss_text(review.total_loss, unit)
            if unit == CHANCE
            else decimal(review.total_loss, 0),
        )
    ]
    if unit == CHANCE:
        lines.append(
            tr("farkle.review.exact" if review.exact else "farkle.review.estimate"),
        )
        result = "farkle.review.result_won" if review.won else "farkle.review.result_lost"
    else:
        result = "farkle.review.result_solo"
    lines.append(tr(result, total=points(review.total)))
    if review.decisions and review.total_loss <= 0:
        lines.append(tr("farkle.review.perfect", name=name))
    return lines


def player_page(review: PlayerReview, name: str) -> ReviewPage:
    """One player's page: summary, the costliest choices, then every turn."""
    items: list[ReviewItem] = []
    costly = review.costliest(COSTLIEST)
    if costly:
        items.append(ReviewItem(tr_count("farkle.review.costliest", len(costly))))
        items += [costly_item(d) for d in costly]
        items.append(ReviewItem(tr("farkle.review.every_turn")))
    by_turn: dict[int, list[FarkleDecision]] = {}
    for decision in review.decisions:
        by_turn.setdefault(decision.game_turn, []).append(decision)
    items += [turn_item(t, by_turn.get(t.game_turn, []), review.unit) for t in review.turns]
    return ReviewPage(
        tr("farkle.review.heading", name=name), tuple(summary(review, name)), tuple(items)
    )


def pages_of(review: GameReview, names: list[str]) -> list[ReviewPage]:
    """A page per reviewed seat, in seat order."""
    return [player_page(review.players[s], names[s]) for s in sorted(review.players)]


def review_scene(app: Any, record: Any, on_done: Callable[[], None] | None = None) -> ReviewScene:
    """The review screen of a finished game ``record`` (the hook the shell reads)."""
    seats = reviewed_seats(record)
    count = len(record.get("players", [])) if isinstance(record, dict) else 0
    names = seat_names(record, count)
    return ReviewScene(
        app,
        record,
        lambda rec: analyse(rec, seats),
        lambda analysis: pages_of(analysis, names),
        on_done,
        name="farkle",
    )
