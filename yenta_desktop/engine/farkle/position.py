"""A Farkle position as one line of text, and back (engine/positions.py; docs/trainer.md).

The text is words separated by spaces::

    >3500,1200f2 t350 a15 d2346 target=5000

* the players in seat order, comma-separated: each one's banked score, ``f1``/``f2`` for
  farkles in a row, ``u`` while not yet opened (rule 5: no bank yet); ``>`` before the
  player to act (optional at a table of one);
* ``t`` the turn total (points set aside this turn; default 0);
* ``a`` the dice set aside since the turn began or the last hot dice (faces; default none);
* ``d`` the roll to set aside from (faces), or ``r`` and the number of dice about to roll
  (``r6`` with ``t0``: a turn's start before its first roll);
* ``turn=N`` solo practice's turn (1-10; default 1), ``final=N`` the player (1-based) who
  reached the target: the final round is under way;
* ``name=value`` every rule that is not the default.

Points and rules are read through the engine's scoring and the game's ``Rules``; nothing
here repeats the scoring table. Text that cannot arise raises
:class:`~yenta_desktop.engine.errors.PositionError` with the reason.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache, reduce
from itertools import combinations_with_replacement
from math import gcd
from typing import Any

from yenta_desktop.engine.errors import PositionError
from yenta_desktop.engine.families.position import rule_tokens, split_rules
from yenta_desktop.engine.farkle.actions import NUM_DICE
from yenta_desktop.engine.farkle.rules import MAX_PLAYERS, SOLO_TURNS, Rules
from yenta_desktop.engine.farkle.scoring import Counts, counts_of, distinct_set_asides, is_farkle
from yenta_desktop.engine.farkle.state import GameState, Phase, new_game

GAME_ID = "farkle"


@cache
def point_step() -> int:
    """The step of every Farkle score: the greatest common divisor of what set-asides score."""
    found = [
        points
        for n in range(1, NUM_DICE + 1)
        for roll in combinations_with_replacement(range(1, 7), n)
        for _, points in distinct_set_asides(roll)
    ]
    return reduce(gcd, found)


@cache
def least_points(counts: Counts) -> int | None:
    """The fewest points dice set aside (over one or more set-asides) can have scored; None
    when they cannot all have scored."""
    if not any(counts):
        return 0
    faces = tuple(face for face, c in zip(range(1, 7), counts, strict=True) for _ in range(c))
    best: int | None = None
    for sub, points in distinct_set_asides(faces):
        rest = least_points(
            (
                counts[0] - sub[0],
                counts[1] - sub[1],
                counts[2] - sub[2],
                counts[3] - sub[3],
                counts[4] - sub[4],
                counts[5] - sub[5],
            )
        )
        if rest is not None and (best is None or points + rest < best):
            best = points + rest
    return best


@dataclass(frozen=True)
class Player:
    """One seat of a position: banked score, farkles in a row, opened (rule 5)."""

    score: int
    farkles: int = 0
    opened: bool = True

    def text(self) -> str:
        """``3500``, ``1200f2``, ``0u``."""
        return (
            f"{self.score}{f'f{self.farkles}' if self.farkles else ''}{'' if self.opened else 'u'}"
        )


@dataclass(frozen=True)
class FarklePosition:
    """A Farkle moment: the players, who acts, the turn so far, and the roll (or dice to roll).

    ``dice`` is the roll to choose from (empty: ``to_roll`` dice are about to roll);
    ``aside`` the faces set aside since the turn began or the last hot dice; ``turn`` the
    acting player's turn number (solo: 1-10); ``final_seat`` who reached the target.
    """

    rules: Rules
    players: tuple[Player, ...]
    seat: int
    turn_total: int
    aside: tuple[int, ...]
    dice: tuple[int, ...]
    turn: int = 1
    final_seat: int | None = None
    game_id: str = GAME_ID

    @property
    def rolled(self) -> bool:
        """Whether a roll is on the table to set dice aside from."""
        return bool(self.dice)

    @property
    def to_roll(self) -> int:
        """Dice in the roll (or about to roll)."""
        return NUM_DICE - len(self.aside)

    @property
    def solo(self) -> bool:
        """A table of one (ten turns of practice)."""
        return len(self.players) == 1

    def text(self) -> str:
        """The position's line of text (see the module docstring)."""
        seats = ",".join(
            (">" if s == self.seat and not self.solo else "") + p.text()
            for s, p in enumerate(self.players)
        )
        words = [seats, f"t{self.turn_total}"]
        if self.aside:
            words.append("a" + "".join(map(str, self.aside)))
        words.append("d" + "".join(map(str, self.dice)) if self.dice else f"r{self.to_roll}")
        if self.solo and self.turn != 1:
            words.append(f"turn={self.turn}")
        if self.final_seat is not None:
            words.append(f"final={self.final_seat + 1}")
        return " ".join(words + rule_tokens(self.rules))

    def __str__(self) -> str:
        return self.text()

    def to_state(self, seed: int | None = 0, hold: bool = False) -> GameState:
        """A real game state at this moment: the seat's decision after the roll, or its dice
        about to roll (the set-aside dice in the first slots, the roll in the others).
        ``hold`` is the scorecard games' (a Farkle position marks no choice)."""
        n = len(self.players)
        state = new_game(n, self.rules, seed=seed)
        state.scores = [p.score for p in self.players]
        state.opened = [p.opened for p in self.players]
        state.streaks = [p.farkles for p in self.players]
        # Seats before the mover in turn order have had this round's turn.
        state.turns_taken = [self.turn - 1 + (1 if s < self.seat else 0) for s in range(n)]
        state.turn_seat = self.seat
        state.final_seat = self.final_seat
        state.turn_total = self.turn_total
        k = len(self.aside)
        aside_slots = tuple(range(k))
        state.aside = aside_slots
        state.set_asides = [aside_slots] if k else []
        turn = state.turn
        turn.start()
        if self.dice:
            turn.dice = tuple(self.aside) + tuple(self.dice)
            turn.rolls = [turn.dice]
            turn.rolling = None
            state.rolled = tuple(range(k, NUM_DICE))
            state.phase = Phase.CHOOSE
        elif k:
            # The dice set aside stay on the table; the others are about to roll.
            turn.dice = tuple(self.aside) + (1,) * (NUM_DICE - k)
            turn.rolls = [turn.dice]
            turn.request_roll(range(k, NUM_DICE))
        return state


class FarkleFormat:
    """Farkle's positions (engine/positions.py's format protocol)."""

    game_id = GAME_ID

    def parse(self, text: str, rules: Any = None) -> FarklePosition:
        """The position ``text`` describes (module docstring); PositionError if refused."""
        words, rules, named = split_rules(
            text, rules if rules is not None else Rules(), ("turn", "final")
        )
        keys: dict[str, str] = {}
        rest = words[1:]
        players, seat = self._players(words[0])
        turn_total = 0
        aside: tuple[int, ...] = ()
        dice: tuple[int, ...] = ()
        to_roll: int | None = None
        for word in rest:
            key = word[0]
            if key not in "tadr" or key in keys:
                raise PositionError(
                    f"{word!r} is not part of a Farkle position (or is given twice): after"
                    " the players come t (turn total), a (dice set aside), d (the roll) or"
                    " r (dice to roll), and name=value"
                )
            keys[key] = word
            value = word[1:]
            if key == "t":
                turn_total = self._number(value, "the turn total")
            elif key in "ad":
                faces = self._faces(value, "the dice set aside" if key == "a" else "the roll")
                if key == "a":
                    aside = faces
                else:
                    dice = faces
            else:
                to_roll = self._number(value, "the dice to roll")
        if "d" in keys and "r" in keys:
            raise PositionError("give the roll (d) or the dice to roll (r), not both")
        if "d" not in keys and "r" not in keys:
            raise PositionError("no dice: write d<faces> for the roll, or r<n> for n dice to roll")
        if to_roll is not None and to_roll != NUM_DICE - len(aside):
            raise PositionError(
                f"{to_roll} dice to roll with {len(aside)} set aside: the dice set aside and"
                f" those to roll make {NUM_DICE}"
            )
        turn = self._number(named.get("turn", "1"), "turn=")
        final = None
        if "final" in named:
            final = self._number(named["final"], "final=") - 1
        return self.make(rules, players, seat, turn_total, aside, dice, turn, final)

    @staticmethod
    def _number(text: str, what: str) -> int:
        if not re.fullmatch(r"-?[0-9]{1,7}", text):
            raise PositionError(f"{what} reads {text!r}: write a whole number")
        return int(text)

    @staticmethod
    def _faces(text: str, what: str) -> tuple[int, ...]:
        if not re.fullmatch(r"[0-9]{1,6}", text):
            raise PositionError(f"{what} reads {text!r}: one digit per die")
        faces = tuple(int(c) for c in text)
        for face in faces:
            if not 1 <= face <= 6:
                raise PositionError(f"a die of {face}: dice show 1 to 6")
        return faces

    def _players(self, word: str) -> tuple[list[Player], int]:
        parts = word.split(",")
        if len(parts) > MAX_PLAYERS:
            raise PositionError(f"Farkle is for 1 to {MAX_PLAYERS} players, not {len(parts)}")
        players = []
        marked = [i for i, part in enumerate(parts) if part.startswith(">")]
        if len(marked) > 1:
            raise PositionError("more than one player is marked > to act")
        if not marked and len(parts) > 1:
            raise PositionError("mark the player to act with > (e.g. >3500,1200)")
        for part in parts:
            match = re.fullmatch(r">?(-?[0-9]{1,7})((?:f[0-9]|u)*)", part)
            if match is None:
                raise PositionError(
                    f"the player {part!r}: write the score, f1 or f2 for farkles in a row,"
                    " u while not yet opened (e.g. 1200f2, 0u)"
                )
            marks = match.group(2)
            farkles = re.findall(r"f([0-9])", marks)
            if len(farkles) > 1 or marks.count("u") > 1:
                raise PositionError(f"the player {part!r} gives a mark twice")
            players.append(
                Player(int(match.group(1)), int(farkles[0]) if farkles else 0, "u" not in marks)
            )
        return players, marked[0] if marked else 0

    def make(
        self,
        rules: Rules,
        players: list[Player],
        seat: int,
        turn_total: int,
        aside: tuple[int, ...],
        dice: tuple[int, ...],
        turn: int = 1,
        final_seat: int | None = None,
    ) -> FarklePosition:
        """A checked position; PositionError if it cannot arise."""
        n = len(players)
        step = reduce(gcd, (point_step(), rules.penalty_points, rules.opening_points))
        for number, player in enumerate(players, start=1):
            who = f"player {number}" if n > 1 else "the player"
            if player.score % step:
                raise PositionError(f"{who}'s score {player.score} is not a multiple of {step}")
            if not 0 <= player.farkles <= 2:
                raise PositionError(
                    f"{who} has {player.farkles} farkles in a row: the third costs the"
                    " penalty and the count starts again (0 to 2)"
                )
            if not player.opened:
                penalty = rules.penalty_points
                if player.score > 0 or (
                    player.score < 0 and (not penalty or player.score % penalty)
                ):
                    raise PositionError(
                        f"{who} has not opened (u) but has {player.score}: only penalties"
                        " change the score of a player who has not banked"
                    )
        if turn_total < 0 or turn_total % step:
            raise PositionError(f"the turn total {turn_total} is not 0 or more in steps of {step}")
        least = least_points(counts_of(aside))
        if least is None:
            raise PositionError(f"the dice set aside {''.join(map(str, aside))} do not all score")
        if aside and turn_total < least:
            raise PositionError(
                f"the dice set aside score at least {least}, more than the turn total {turn_total}"
            )
        if dice:
            if len(aside) + len(dice) != NUM_DICE:
                more = "more" if len(aside) + len(dice) > NUM_DICE else "fewer"
                raise PositionError(
                    f"{len(dice)} dice rolled and {len(aside)} set aside: {more} than Farkle's six"
                )
            if is_farkle(dice):
                raise PositionError(
                    f"{''.join(map(str, dice))} is a farkle: nothing scores, the turn is over"
                )
        if n == 1:
            if final_seat is not None:
                raise PositionError("solo practice has no final round (final=)")
            if not 1 <= turn <= SOLO_TURNS:
                raise PositionError(f"solo practice has turns 1 to {SOLO_TURNS}, not {turn}")
        else:
            if turn != 1:
                raise PositionError("turn= is solo practice's turn number (a table of one)")
            self._check_target(rules, players, seat, final_seat)
        return FarklePosition(
            rules, tuple(players), seat, turn_total, aside, dice, turn, final_seat
        )

    @staticmethod
    def _check_target(
        rules: Rules, players: list[Player], seat: int, final_seat: int | None
    ) -> None:
        n = len(players)
        target = rules.target
        if final_seat is None:
            reached = [i + 1 for i, p in enumerate(players) if p.score >= target]
            if reached:
                raise PositionError(
                    f"player {reached[0]} has reached the target {target}: the game is over,"
                    f" or the final round is under way (write final={reached[0]})"
                )
            return
        if not rules.final_round:
            raise PositionError("final= needs the final round (final_round=on)")
        if not 0 <= final_seat < n:
            raise PositionError(f"final={final_seat + 1}: there are {n} players")
        if players[final_seat].score < target:
            raise PositionError(
                f"player {final_seat + 1} has {players[final_seat].score}, below the target"
                f" {target}: the final round has not begun"
            )
        if final_seat == seat:
            raise PositionError(
                "the final round ends before the player who reached the target plays again"
            )
        # Seats after the final seat, up to the mover, have played their last turn.
        waiting = [(seat + k) % n for k in range(n) if (seat + k) % n != final_seat]
        waiting = waiting[: ((final_seat - seat) % n)]
        for s in waiting:
            if players[s].score >= target:
                raise PositionError(
                    f"player {s + 1} has reached the target {target} but has not played"
                    f" since player {final_seat + 1} reached it"
                )

    # ------------------------------------------------------------------ from a state

    def from_state(self, state: Any, held: tuple[int, ...] = ()) -> FarklePosition:
        """The position of the seat to act: after a roll, its choice; with dice about to roll,
        the turn so far (``held`` is not used: a set-aside is the choice itself)."""
        seat = state.turn_seat
        if seat is None or state.phase is Phase.OVER:
            raise PositionError("the game is over: no seat is to act")
        players = [
            Player(state.scores[s], state.streaks[s], state.opened[s])
            for s in range(state.num_players)
        ]
        aside = tuple(state.dice[p] for p in state.aside)
        dice = tuple(state.dice[p] for p in state.rolled) if state.phase is Phase.CHOOSE else ()
        turn = state.turns_taken[seat] + 1 if state.num_players == 1 else 1
        return self.make(
            state.rules, players, seat, state.turn_total, aside, dice, turn, state.final_seat
        )


FORMAT = FarkleFormat()

__all__ = ["FORMAT", "FarkleFormat", "FarklePosition", "Player", "least_points", "point_step"]
