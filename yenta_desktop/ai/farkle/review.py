"""The review of a finished Farkle game: the choices that cost the most, with what Hard would do.

A finished record is replayed through the engine; at every choice of a reviewed
seat (after each roll that scored: which dice to set aside, then bank or roll)
Hard's numbers for every legal choice are worked out from that seat's
observation (:func:`.bots.hard_choices`), and the choice made is compared with
Hard's best:

* two players or more: the **chance of winning** (exact for the shipped table's
  rules against one opponent, Hard's estimate otherwise: the strongest opponent;
  in the final round, the chance to pass the leader);
* solo practice: the **expected final score** (the banked total, this turn and the
  turns to come, exact: the solo game's optimum, :mod:`.solo`; there is nobody to beat).

A choice's loss is Hard's best value minus the value of the choice made (0 when
it was as good). Pure (no pygame); Hard's first decision of a turn costs up to
about 0.1 s, so the window runs the review off the frame.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from yenta_desktop.ai.farkle.bots import ai_rules, hard_choices
from yenta_desktop.ai.farkle.hard import hard_model
from yenta_desktop.ai.farkle.levels import Choice
from yenta_desktop.engine.farkle import replay_steps
from yenta_desktop.engine.farkle.scoring import Counts
from yenta_desktop.engine.farkle.state import Phase

#: Losses below this (float32 tables) count as none.
EPSILON = 1e-6
#: Points: choices in a solo review are judged in expected points of the final score.
POINTS = "points"
#: Chances: at a table, in the chance of winning.
CHANCE = "chance"


def counts_of(faces: Iterable[int]) -> Counts:
    """Dice faces as counts per face (ones first)."""
    counts = [0] * 6
    for face in faces:
        counts[face - 1] += 1
    return (counts[0], counts[1], counts[2], counts[3], counts[4], counts[5])


@dataclass(frozen=True)
class FarkleDecision:
    """One choice after a roll: the set-aside and bank/roll made, against Hard's best."""

    seat: int
    #: The seat's own turn number (1-based), the turn's index in the game, the roll in the turn.
    turn: int
    game_turn: int
    roll: int
    dice: tuple[int, ...]
    #: Points set aside this turn before this roll, and the seat's and the leader's banked scores.
    turn_total: int
    banked: int
    leader: int
    chosen: Choice
    best: Choice
    #: Every legal choice with its value, best first (Hard's numbers).
    choices: tuple[Choice, ...]
    #: POINTS (solo: the expected final score) or CHANCE (chance of winning).
    unit: str
    final_round: bool = False

    @property
    def loss(self) -> float:
        """What the choice gave away against Hard's best (0 when it was as good)."""
        loss = self.best.value - self.chosen.value
        return loss if loss > EPSILON else 0.0

    @property
    def same_as_hard(self) -> bool:
        """Whether Hard would have set aside the same dice and banked or rolled alike."""
        return (self.chosen.set_aside, self.chosen.action) == (
            self.best.set_aside,
            self.best.action,
        )


@dataclass(frozen=True)
class FarkleTurn:
    """One finished turn of a seat: how it ended and what it banked."""

    seat: int
    turn: int
    game_turn: int
    end: str
    points: int
    penalty: int
    hot_dice: int


@dataclass(frozen=True)
class PlayerReview:
    """A seat's game: every choice judged, its turns, and the game's result."""

    seat: int
    unit: str
    decisions: tuple[FarkleDecision, ...]
    turns: tuple[FarkleTurn, ...]
    total: int
    won: bool
    #: Whether Hard's numbers are exact (the shipped table's rules, two players; solo always).
    exact: bool

    @property
    def total_loss(self) -> float:
        """Everything given away (chance of winning, summed; or expected points)."""
        return sum(d.loss for d in self.decisions)

    @property
    def unlike_hard(self) -> int:
        """How many choices differed from Hard's (ties included as alike only when equal)."""
        return sum(1 for d in self.decisions if d.loss > 0)

    def costliest(self, count: int = 5) -> list[FarkleDecision]:
        """The choices that gave away most (only those that gave anything away), worst first."""
        losing = [d for d in self.decisions if d.loss > 0]
        return sorted(losing, key=lambda d: (-d.loss, d.game_turn, d.roll))[:count]


@dataclass(frozen=True)
class GameReview:
    """Every reviewed seat of one finished Farkle game."""

    players: dict[int, PlayerReview]
    num_players: int


def _matching(choices: list[Choice], set_aside: Counts, action: str) -> Choice:
    for choice in choices:
        if choice.set_aside == set_aside and choice.action == action:
            return choice
    raise ValueError(f"no legal choice sets aside {set_aside} and then {action}s")


def review_game(record: Mapping[str, Any], seats: Iterable[int]) -> GameReview:
    """Judge every choice of ``seats`` in a finished farkle-record against Hard."""
    wanted = set(seats)
    turns = record.get("turns")
    if not isinstance(turns, list):
        raise ValueError("the record has no turns")
    decisions: dict[int, list[FarkleDecision]] = {seat: [] for seat in wanted}
    finished: dict[int, list[FarkleTurn]] = {seat: [] for seat in wanted}
    own_turns: dict[int, int] = {}
    state: Any = None
    model = None
    for state, _events in replay_steps(record):
        if model is None and state.num_players > 1:
            model = hard_model(ai_rules(state.rules))
        if state.phase is not Phase.CHOOSE or state.turn_seat not in wanted:
            continue
        seat = state.turn_seat
        game_turn = len(state.turns)
        entry = turns[game_turn]
        k = len(state.set_asides)
        keep = [int(slot) for slot in entry["set_asides"][k]]
        last = k == len(entry["set_asides"]) - 1
        action = "bank" if last and entry["end"] == "bank" else "roll"
        obs = state.observation(seat)
        choices = hard_choices(obs, model)
        chosen = _matching(choices, counts_of(obs.dice[s] for s in keep), action)
        others = [obs.scores[s] for s in range(obs.num_players) if s != seat]
        decisions[seat].append(
            FarkleDecision(
                seat,
                0,
                game_turn,
                k + 1,
                tuple(obs.roll_values),
                obs.turn_total,
                obs.scores[seat],
                max(others) if others else obs.scores[seat],
                chosen,
                choices[0],
                tuple(choices),
                POINTS if obs.solo else CHANCE,
                bool(obs.last_turn and not obs.solo),
            )
        )
    if state is None:
        raise ValueError("the record has no game")
    solo = state.num_players == 1
    for index, entry in enumerate(state.turns):
        seat = int(entry["seat"])
        own_turns[seat] = own_turns.get(seat, 0) + 1
        if seat in wanted:
            finished[seat].append(
                FarkleTurn(
                    seat,
                    own_turns[seat],
                    index,
                    str(entry["end"]),
                    int(entry["points"]),
                    int(entry.get("penalty", 0)),
                    int(entry.get("hot_dice", 0)),
                )
            )
    winners = set(state.winners())
    exact = solo or bool(model is not None and model.exact and state.num_players == 2)
    players = {
        seat: PlayerReview(
            seat,
            POINTS if solo else CHANCE,
            tuple(_numbered(decisions[seat], finished[seat])),
            tuple(finished[seat]),
            state.scores[seat],
            seat in winners and not solo,
            exact,
        )
        for seat in sorted(wanted)
        if 0 <= seat < state.num_players
    }
    return GameReview(players, state.num_players)


def _numbered(decisions: list[FarkleDecision], turns: list[FarkleTurn]) -> list[FarkleDecision]:
    """The decisions with each one's own turn number (from the game's turn index)."""
    number = {t.game_turn: t.turn for t in turns}
    return [replace(d, turn=number.get(d.game_turn, d.turn)) for d in decisions]


__all__ = [
    "CHANCE",
    "POINTS",
    "FarkleDecision",
    "FarkleTurn",
    "GameReview",
    "PlayerReview",
    "counts_of",
    "review_game",
]
