"""``yenta-desktop analyse GAME 'POSITION'``: every choice of a position with its value.

The position is a line of text (docs/trainer.md); the values are the coach's
(ai/analysis.py), best first, Hard's choice marked, each with what it gives away against the
best. ``--json`` prints the analysis as one JSON object. A refused position prints its reason
in one line and exits with status 2, as every bad argument does. English, as every command.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from yenta_desktop.cli import CliError


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """Register the command."""
    parser = sub.add_parser(
        "analyse",
        help="every choice of a dice game position with its value and Hard's choice",
        description="Analyse a position of Dice Poker, Yahtzee, Yatzy, Triple Yahtzee or"
        " Farkle, written as one line of text (docs/trainer.md): every hold and box (Farkle:"
        " every set-aside, then bank or roll) with its value, best first, Hard's choice"
        " marked, and what each choice gives away against the best. Exact where the solver"
        " is, labelled an estimate where it is not. A turn's start (r0; Farkle: t0 r6) is"
        " valued from there. Example: yenta-desktop analyse yahtzee"
        " '-,-,-,-,-,-/-,-,-,-,-,-,- r1:13356'",
    )
    parser.add_argument(
        "game", metavar="GAME", help="a game id (dice-poker, yahtzee, ...) or yatzy"
    )
    parser.add_argument("position", metavar="POSITION", help="the position's text (quote it)")
    parser.add_argument("--json", action="store_true", help="print the analysis as JSON")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Print the analysis, or one line of error."""
    from yenta_desktop.ai.analysis import analyse
    from yenta_desktop.engine.positions import parse_position

    try:
        position = parse_position(args.game, args.position)
        analysis = analyse(position)
    except ValueError as error:  # PositionError, UnknownGame: one line each
        raise CliError(str(error)) from None
    if args.json:
        print(json.dumps(analysis.to_dict()))
        return 0
    for line in describe(analysis, position):
        print(line)
    return 0


# ---------------------------------------------------------------------- words


def _texts() -> dict[str, str]:
    from yenta_desktop.i18n import catalog

    return catalog("en")


def _value(value: float, chance: bool) -> str:
    return f"{100 * value:.2f}%" if chance else f"{value:.2f}"


def _faces(values: Any) -> str:
    return " ".join(map(str, values)) or "nothing"


MEASURES = {
    "expected_total": "expected final total",
    "expected_final": "expected final score",
    "win_chance": "chance of winning",
    "pass_chance": "chance to pass the leader",
    "turn_points": "expected points of the turn",
}


def describe(analysis: Any, position: Any) -> list[str]:
    """The analysis in plain words: the position, what the values are, every choice."""
    from yenta_desktop.engine.registry import folder_name, get_game

    texts = _texts()
    folder = folder_name(analysis.game)
    title = texts.get(f"{folder}.title", get_game(analysis.game).GAME_TITLE)
    chance = analysis.is_chance
    measure = MEASURES.get(analysis.measure, analysis.measure)
    kind = "exact" if analysis.exact else "an estimate"
    lines = [f"{title}: {analysis.position}"]
    lines.append(_situation(analysis, position))
    lines.append(f"Values: {measure}, {kind} ({analysis.basis}).")
    if not analysis.choices:
        lines.append(
            f"No choice until the dice are rolled: worth {_value(analysis.value, chance)}."
        )
        return lines
    unit = "percentage points" if chance else "points"
    lines.append(f"Every choice, best first (cost against the best, in {unit}):")
    width = max(len(_choice_words(c, position, texts, folder)) for c in analysis.choices)
    for number, choice in enumerate(analysis.choices, start=1):
        words = _choice_words(choice, position, texts, folder)
        cost = 100 * choice.loss if chance else choice.loss
        marks = []
        if choice.hard:
            marks.append("Hard's choice")
        if choice.marked:
            marks.append("the dice held")
        cost_text = f"-{cost:.2f}" if choice.loss else ""
        lines.append(
            f"{number:>4}. {words:<{width}}  {_value(choice.value, chance):>9}  {cost_text:>8}"
            + (f"  {', '.join(marks)}" if marks else "")
        )
    return lines


def _situation(analysis: Any, position: Any) -> str:
    facts = analysis.to_dict()
    if "roll" in facts:  # a scorecard game
        now = f"{facts['total_now']} points on the card"
        if not facts["roll"]:
            return f"A turn's start, before the first roll; {now}."
        held = (
            f", holding {_faces(position.dice[p] for p in facts['held'])}" if facts["held"] else ""
        )
        left = facts["rolls_left"]
        rolls = f"{left} roll{'s' if left != 1 else ''} left" if left else "no roll left"
        return f"Roll {facts['roll']}: {_faces(facts['dice'])}{held} ({rolls}); {now}."
    turn = f"turn total {facts['turn_total']}"
    if facts["aside"]:
        turn += f", set aside {_faces(facts['aside'])}"
    banked = f"banked {facts['banked']}"
    if facts["dice"]:
        return f"Player {facts['seat'] + 1} rolled {_faces(facts['dice'])}; {turn}; {banked}."
    return f"Player {facts['seat'] + 1} is about to roll {facts['to_roll']} dice; {turn}; {banked}."


def _choice_words(choice: Any, position: Any, texts: dict[str, str], folder: str) -> str:
    detail = choice.detail
    if choice.kind == "hold":
        if not detail["dice"]:
            return "re-roll all the dice"
        return f"hold {_faces(detail['dice'])}"
    if choice.kind == "box":
        row = detail["row"]
        name = texts.get(f"{folder}.row.{row}", row.replace("_", " "))
        columns = position.spec.columns
        where = (
            f" in column {detail['column'] + 1} (x{columns[detail['column']]})"
            if len(columns) > 1
            else ""
        )
        return f"write {name}{where} ({detail['points']} points)"
    aside = f"set aside {_faces(detail['set_aside'])} ({detail['points']})"
    if choice.kind == "bank":
        return f"{aside} and bank"
    left = position.to_roll - len(detail["set_aside"])
    return f"{aside} and roll {left or 6} dice" + (" (hot dice)" if not left else "")
