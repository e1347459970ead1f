"""Skill and luck apart in a finished solo Farkle game: total = optimal mean - loss + luck, exactly.

The value function is the solo game's exact optimum (:mod:`.solo`): at every moment the
expected final score is the banked total plus what is still to come under optimal play
(the turn's values inside a turn, ``G`` between turns). The game is replayed through the
engine (``replay_turns_steps``: every roll and set-aside is checked again, never read
from the record's fields) and each step is recorded:

* a **roll**: ``before`` = the value of rolling that many dice at the turn total, ``after``
  = the best choice's value once the dice are seen (a farkle: the banked total plus the
  farkle's value, i.e. the turns to come less a third farkle's penalty); its luck is the
  difference;
* a **choice** (a set-aside, then bank or roll on): ``what`` = the faces set aside, low
  first, ``then`` = "bank" or "roll", ``best`` = the best choice's value, ``after`` = the
  chosen one's; its loss is the difference (0 for Hard's choice, never negative).

The game starts at ``G(10, not opened, 0)`` (the optimal mean, 5,850.25 in the default
game) and ends at the final total, so the parts add up exactly (float rounding only).
The split is exact (``estimate`` False). Standard library only.
"""

from __future__ import annotations

from typing import Any

from yenta_desktop.ai.farkle.bots import ai_rules, position_of
from yenta_desktop.ai.farkle.levels import Choice
from yenta_desktop.ai.farkle.model import UNIT
from yenta_desktop.ai.farkle.solo import SOLO_CAP, solo_choices, solo_game
from yenta_desktop.ai.kits.luck import Split, Step
from yenta_desktop.engine.errors import RecordError
from yenta_desktop.engine.families.dice_turn import DiceRolled
from yenta_desktop.engine.farkle.events import Banked, SetAside
from yenta_desktop.engine.farkle.record import replay_turns_steps
from yenta_desktop.engine.farkle.rules import SOLO_TURNS
from yenta_desktop.engine.farkle.scoring import Table, counts_of, points
from yenta_desktop.engine.farkle.state import GameState, Phase


def _chosen(choices: list[Choice], values: tuple[int, ...], action: str) -> Choice:
    counts = counts_of(values)
    for choice in choices:
        if choice.set_aside == counts and choice.action == action:
            return choice
    raise ValueError(f"no legal choice sets aside {sorted(values)} and then {action}s")


def split(state: Any) -> Split | None:
    """The exact :class:`Split` of a finished solo Farkle game (None if it is not one, or if
    a turn ran to the solver's cap of 20,000 points). ``ValueError`` if the turns do not
    replay (a damaged state)."""
    if not isinstance(state, GameState) or state.num_players != 1 or not state.is_terminal:
        return None
    if any(_turn_peak(entry, state.rules.scoring) >= SOLO_CAP * UNIT for entry in state.turns):
        return None
    rules = ai_rules(state.rules)
    game = solo_game(rules)
    steps: list[Step] = []
    optimal_mean = game.mean()
    expected = optimal_mean
    choices: list[Choice] = []
    live: GameState | None = None
    try:
        replay = replay_turns_steps(state.rules, 1, state.first_seat, state.turns)
        live, _ = next(replay)
        while True:
            # What the state before this step says, read before the engine moves on.
            turn_no = live.turns_taken[0] + 1
            left = SOLO_TURNS - live.turns_taken[0]
            banked = live.scores[0]
            opened, farkles = live.opened[0], live.streaks[0]
            phase, total, rolls = live.phase, live.turn_total, live.rolls_done
            dice_left = live.observation(0).dice_left if phase is Phase.ROLL else 0
            try:
                live, events = next(replay)
            except StopIteration:
                break
            if phase is Phase.ROLL:
                turn = game.turn(left, opened, farkles)
                before = banked + turn.roll_value(total // UNIT, dice_left)
                rolled = next(e for e in events if isinstance(e, DiceRolled))
                faces = tuple(sorted(rolled.dice[p] for p in rolled.rerolled))
                if live.phase is Phase.CHOOSE and live.turns_taken[0] + 1 == turn_no:
                    obs = live.observation(0)
                    choices = solo_choices(position_of(obs), left, rules)
                    after = choices[0].value
                else:  # a farkle: the turn is over
                    after = banked + game.after_farkle(left, opened, farkles)
                steps.append(Step("roll", turn_no, rolls + 1, before, after, faces))
                expected = after
                continue
            aside = next(e for e in events if isinstance(e, SetAside))
            action = "bank" if any(isinstance(e, Banked) for e in events) else "roll"
            chosen = _chosen(choices, aside.values, action)
            what = tuple(sorted(aside.values))
            best = choices[0].value
            steps.append(Step("choice", turn_no, rolls, expected, chosen.value, what, best, action))
            expected = chosen.value
    except RecordError as error:
        raise ValueError(f"the game does not replay: {error}") from None
    assert live is not None
    if live.scores != state.scores or not live.is_terminal:
        raise ValueError("the replayed game does not end as the state does")
    return Split(optimal_mean, live.scores[0], tuple(steps), estimate=False)


def _turn_peak(entry: Any, table: Table) -> int:
    """A finished turn's highest turn total (what it banked; a farkle's lost total is not
    kept, so it is counted from the set-asides' dice)."""
    rolls, asides = entry.get("rolls", []), entry.get("set_asides", [])
    total = 0
    for roll, keep in zip(rolls, asides, strict=False):
        total += points([roll[p] for p in keep], table) or 0
    return total


__all__ = ["split"]
