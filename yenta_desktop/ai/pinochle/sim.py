"""A fast model of the trick-taking phase for search: rollouts and exact endgames.

:class:`PlayState` holds every hand (a determinized deal), the trick, the
counters taken, and the public facts play has shown (``blocked``: a seat
that did not follow suit, or did not beat when it had to, lacks those
cards). :meth:`PlayState.rollout` finishes the deal with Medium's policy in
every seat, each seat seeing only its own hand and the public facts.
:func:`exact_counters` searches the rest of the deal exactly (alpha-beta over
the card-play tree, every hand known): the counters a team takes with best
play on both sides.
"""

from __future__ import annotations

from collections.abc import Sequence

from yenta_desktop.ai.pinochle.cardmath import POINTS, legal, winner_index
from yenta_desktop.ai.pinochle.policy import choose_card

LAST_TRICK = 10


class PlayState:
    """The trick phase of one deal with all four hands known (ids)."""

    __slots__ = (
        "hands",
        "own",
        "played",
        "blocked",
        "trick",
        "leader",
        "trump",
        "bidder",
        "counters",
        "tricks_done",
    )

    def __init__(
        self,
        hands: Sequence[Sequence[int]],
        trump: int,
        bidder: int,
        leader: int,
        trick: Sequence[int] = (),
        played: Sequence[int] | None = None,
        blocked: Sequence[Sequence[bool]] | None = None,
        counters: Sequence[int] = (0, 0),
        tricks_done: int = 0,
    ) -> None:
        self.hands = [list(hand) for hand in hands]
        self.own = [[0] * 24 for _ in range(4)]
        for seat, hand in enumerate(self.hands):
            counts = self.own[seat]
            for c in hand:
                counts[c] += 1
        self.played = list(played) if played is not None else [0] * 24
        self.blocked = (
            [list(row) for row in blocked]
            if blocked is not None
            else [[False] * 24 for _ in range(4)]
        )
        self.trick = list(trick)
        self.leader = leader
        self.trump = trump
        self.bidder = bidder
        self.counters = list(counters)
        self.tricks_done = tricks_done

    def copy(self) -> PlayState:
        """An independent copy."""
        other = PlayState.__new__(PlayState)
        other.hands = [list(h) for h in self.hands]
        other.own = [list(o) for o in self.own]
        other.played = list(self.played)
        other.blocked = [list(b) for b in self.blocked]
        other.trick = list(self.trick)
        other.leader = self.leader
        other.trump = self.trump
        other.bidder = self.bidder
        other.counters = list(self.counters)
        other.tricks_done = self.tricks_done
        return other

    @property
    def seat(self) -> int:
        """The seat to play."""
        return (self.leader + len(self.trick)) % 4

    @property
    def tricks_left(self) -> int:
        """Tricks not yet finished (the one in progress included)."""
        return 12 - self.tricks_done

    def play(self, card: int) -> None:
        """Play ``card`` for the seat to play (assumed legal) and learn what it shows."""
        trick = self.trick
        seat = (self.leader + len(trick)) % 4
        self.hands[seat].remove(card)
        self.own[seat][card] -= 1
        self.played[card] += 1
        trump = self.trump
        if trick:
            led = trick[0] // 6
            best = trick[winner_index(trick, trump)]
            suit = card // 6
            row = self.blocked[seat]
            if suit == led:
                if best // 6 == led and card <= best:
                    for c in range(best + 1, led * 6 + 6):
                        row[c] = True
            else:
                for c in range(led * 6, led * 6 + 6):
                    row[c] = True
                if suit == trump:
                    if best // 6 == trump and card <= best:
                        for c in range(best + 1, trump * 6 + 6):
                            row[c] = True
                else:
                    for c in range(trump * 6, trump * 6 + 6):
                        row[c] = True
        trick.append(card)
        if len(trick) == 4:
            win = (self.leader + winner_index(trick, trump)) % 4
            self.tricks_done += 1
            points = POINTS[trick[0]] + POINTS[trick[1]] + POINTS[trick[2]] + POINTS[trick[3]]
            if self.tricks_done == 12:
                points += LAST_TRICK
            self.counters[win % 2] += points
            self.trick = []
            self.leader = win

    def medium_card(self) -> int:
        """What Medium plays for the seat to play (its own hand and the public facts)."""
        seat = (self.leader + len(self.trick)) % 4
        return choose_card(
            self.hands[seat],
            self.own[seat],
            self.played,
            self.trick,
            self.leader,
            seat,
            self.trump,
            self.bidder,
            self.blocked,
        )

    def rollout(self) -> None:
        """Finish the deal with Medium in every seat."""
        while self.tricks_done < 12:
            self.play(self.medium_card())


def exact_counters(state: PlayState, team: int) -> int:
    """The counters ``team`` ends the deal with under best play by both teams (every hand known).

    Alpha-beta over the card-play tree with two cheap bounds: a team never
    loses points it has taken, and it cannot gain more than the counters
    still in play (plus the last trick). At trick boundaries the value of the
    rest (a function of who leads and the hands) is kept in a table with the
    bound it was found under.
    """
    hands = [list(h) for h in state.hands]
    trump = state.trump
    table: dict[
        tuple[int, ...], tuple[int, int]
    ] = {}  # position -> (gain, kind: 0 exact, 1 >=, -1 <=)

    def remaining_points() -> int:
        return sum(POINTS[c] for hand in hands for c in hand) + LAST_TRICK

    def search(
        trick: list[int], leader: int, done: int, mine: int, alpha: int, beta: int, left: int
    ) -> int:
        # ``left``: counters not yet taken, those in ``trick`` included, plus the last trick.
        if done == 12:
            return mine
        if mine >= beta:
            return mine
        if mine + left <= alpha:
            return mine + left
        key: tuple[int, ...] | None = None
        if not trick:
            key = (
                leader,
                *sorted(hands[0]),
                99,
                *sorted(hands[1]),
                99,
                *sorted(hands[2]),
                99,
                *sorted(hands[3]),
            )
            entry = table.get(key)
            if entry is not None:
                gain, kind = entry
                if kind == 0:
                    return mine + gain
                if kind == 1 and mine + gain >= beta:
                    return mine + gain
                if kind == -1 and mine + gain <= alpha:
                    return mine + gain
        start_alpha, start_beta = alpha, beta
        seat = (leader + len(trick)) % 4
        maximizing = seat % 2 == team
        hand = hands[seat]
        options = legal(hand, trick, trump)  # highest first: strong cards are tried first
        value = -1 if maximizing else 10_000
        for c in options:
            hand.remove(c)
            trick.append(c)
            if len(trick) == 4:
                win = (leader + winner_index(trick, trump)) % 4
                points = POINTS[trick[0]] + POINTS[trick[1]] + POINTS[trick[2]] + POINTS[trick[3]]
                if done == 11:
                    points += LAST_TRICK
                gained = points if win % 2 == team else 0
                result = search([], win, done + 1, mine + gained, alpha, beta, left - points)
            else:
                result = search(trick, leader, done, mine, alpha, beta, left)
            trick.pop()
            hand.append(c)
            if maximizing:
                if result > value:
                    value = result
                if value > alpha:
                    alpha = value
            else:
                if result < value:
                    value = result
                if value < beta:
                    beta = value
            if alpha >= beta:
                break
        if key is not None:
            if value <= start_alpha:
                table[key] = (value - mine, -1)
            elif value >= start_beta:
                table[key] = (value - mine, 1)
            else:
                table[key] = (value - mine, 0)
        return value

    start = state.counters[team]
    left = remaining_points() + sum(POINTS[c] for c in state.trick)
    return search(
        list(state.trick), state.leader, state.tricks_done, start, start - 1, start + left + 1, left
    )
