"""A scorecard game's events in words, replay picture and end-screen standings, for every game
on the kit: each step in a sentence (the move log and the replay say the same), the dice of the
turn under way (held ones set apart) beside every player's scorecard, and each player's total
with the result against the average (solo: beside what optimal play averages)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from yenta_desktop.engine.families.dice_turn import DiceHeld, DiceRolled
from yenta_desktop.engine.families.scorecard import (
    GameOver,
    Phase,
    RowScored,
    ScorecardSpec,
    TurnStarted,
    UpperCompleted,
)
from yenta_desktop.i18n import tr
from yenta_desktop.ui import fonts
from yenta_desktop.ui.kits.dice_table.card import CardContext, ScorecardView, card_lines
from yenta_desktop.ui.kits.dice_table.text import decimal, dice_text, points, signed
from yenta_desktop.ui.kits.dice_table.texts import DiceTexts
from yenta_desktop.ui.kits.dice_table.tray import TrayContext, TrayView
from yenta_desktop.ui.widgets.dice import DiceArt

#: The replay's chapters are turns (one seat's rolls and the box written).
CHAPTER = "turn"


def chapter_of(state: Any) -> int:
    """The replay's chapter of a step: the number of turns finished (a new one starts at each)."""
    return len(getattr(state, "turns", ()))


def is_yahtzee(dice: Sequence[int]) -> bool:
    """Five alike."""
    return len(dice) == 5 and len(set(dice)) == 1


class EventWords:
    """A scorecard game's events in sentences, from its catalogue's ``log.*`` keys.

    ``upper_format``: how an upper sum reads ("+3" or "66"). A box written at a Joker's value
    (points for a pattern the dice do not form: a Yahtzee as a Full House) reads
    ``log.scored_joker``. A box written reads
    ``log.scored``, or ``log.scored_extra`` (an extra bonus), ``log.scored_double`` (doubled),
    ``log.scored_zero`` (a 0 outside the upper section); on a card of several columns the
    box's name carries the column's multiplier.
    """

    def __init__(
        self,
        prefix: str,
        spec: ScorecardSpec,
        upper_format: Callable[[int], str] = signed,
    ) -> None:
        self.texts = DiceTexts(prefix)
        self.spec = spec
        self.upper_format = upper_format

    @staticmethod
    def is_joker(event: RowScored, spec: ScorecardSpec) -> bool:
        """A box written at a Joker's value: points for a pattern the dice do not form (a
        Yahtzee as a Full House 25, the straights 30/40)."""
        return (
            event.points > 0 and event.row in spec.row_of and not spec.formed(event.row, event.dice)
        )

    def scored_key(self, event: RowScored, spec: ScorecardSpec) -> str:
        """The sentence of a box written."""
        upper = spec.row_of[event.row].section == "upper" if event.row in spec.row_of else False
        if event.extra:
            return "log.scored_extra"
        if event.doubled:
            return "log.scored_double"
        if self.is_joker(event, spec):
            return "log.scored_joker"
        if event.points == 0 and not upper:
            return "log.scored_zero"
        return "log.scored"

    def describe(self, event: Any, names: list[str], spec: ScorecardSpec | None = None) -> str:
        """One engine event in a sentence (``spec``: the card played, if not the game's)."""
        t = self.texts
        spec = spec or self.spec
        if isinstance(event, TurnStarted):
            return t.get("log.turn", name=names[event.seat], turn=event.turn, turns=spec.size)
        if isinstance(event, DiceHeld):
            if not event.held:
                return t.get("log.hold_none", name=names[event.seat])
            return t.count(
                "log.hold",
                spec.num_dice - len(event.held),
                name=names[event.seat],
                dice=dice_text(event.values),
            )
        if isinstance(event, DiceRolled):
            return t.get(
                "log.roll", name=names[event.seat], roll=event.roll, dice=dice_text(event.dice)
            )
        if isinstance(event, RowScored):
            row = t.row_name(event.row)
            if len(spec.columns) > 1:
                row = f"{row} \u00d7{spec.columns[event.column]}"
            return t.get(
                self.scored_key(event, spec),
                name=names[event.seat],
                row=row,
                points=points(event.points),
                total=points(event.total),
                extra=event.extra,
            )
        if isinstance(event, UpperCompleted):
            upper = self.upper_format(event.upper_sum)
            if event.bonus:
                return t.get("log.bonus", name=names[event.seat], upper=upper, bonus=event.bonus)
            return t.get("log.no_bonus", name=names[event.seat], upper=upper)
        if isinstance(event, GameOver):
            winners = ", ".join(names[w] for w in event.winners)
            return t.get("log.game_over", names=winners, total=points(max(event.totals)))
        return ""

    def describe_step(self, state: Any, events: list[Any], names: list[str]) -> str:
        """What one step of a replay did, in the current language."""
        spec = type(state).SPEC
        return " ".join(text for text in (self.describe(e, names, spec) for e in events) if text)


def held_positions(state: Any) -> tuple[int, ...]:
    """The dice kept through the roll just made (or held for the roll about to be made)."""
    if state.phase is Phase.ROLL:
        return tuple(state.held)
    if state.rolls_done >= 2 and len(state.holds) >= state.rolls_done - 1:
        return tuple(state.holds[state.rolls_done - 2])
    return ()


class ReplayPicture:
    """One game's replay drawing (its texts, how its upper sums read, whether it has extra
    bonuses); the card and tray views are kept per dice art and specification."""

    def __init__(
        self,
        prefix: str,
        upper_format: Callable[[int], str] = signed,
        extras: bool = False,
    ) -> None:
        self.texts = DiceTexts(prefix)
        self.upper_format = upper_format
        self.extras = extras
        self._views: tuple[Any, ScorecardView, TrayView] | None = None

    def _views_for(self, art: DiceArt, spec: Any) -> tuple[ScorecardView, TrayView]:
        views = self._views
        if views is None or views[0][0] is not art or views[0][1] is not spec:
            tray = TrayView(art, self.texts, spec.num_dice, spec.max_rolls)
            card = ScorecardView(art, spec, self.texts, self.upper_format)
            views = self._views = ((art, spec), card, tray)
        return views[1], views[2]

    def height(self, state: Any) -> int:
        """The least height the card's lines need to be read at this text size (the replay
        scales the picture down into a shorter area rather than let the card overflow it)."""
        return len(card_lines(type(state).SPEC)) * (fonts.line_height("bold", 11) - 2)

    def draw(
        self,
        surface: pygame.Surface,
        area: pygame.Rect,
        state: Any,
        names: list[str],
        art: DiceArt,
    ) -> None:
        """The dice of the turn under way (held ones set apart) beside every player's card."""
        spec = type(state).SPEC
        card, tray = self._views_for(art, spec)
        tray_w = max(170, min(240, area.w // 5))
        tray.layout(pygame.Rect(area.x + 10, area.y, tray_w, area.h))
        card.layout(
            pygame.Rect(area.x + tray_w + 30, area.y, area.w - tray_w - 30, area.h),
            state.num_players,
            False,
        )
        seat = state.turn_seat
        previews = {(p.column, p.row): p for p in state.preview()} if state.dice else {}
        card.draw(
            surface,
            CardContext(
                cards=state.cards,
                first_rows=state.first_rows,
                names=names,
                rules=state.rules,
                extras=state.extras if self.extras else (),
                active=seat,
                previews=previews,
            ),
        )
        held = held_positions(state)
        tray.draw(
            surface,
            TrayContext(
                dice=state.dice,
                lanes=[1.0 if p in held else 0.0 for p in range(spec.num_dice)],
                name=names[seat] if seat is not None and seat < len(names) else "",
                seat=seat,
                rolls_done=state.rolls_done,
            ),
        )


def final_lines(
    session: Any, prefix: str, optimal: float | None = None
) -> list[tuple[int, str, str]]:
    """(place, name, "254 · +23.5") best first; a solo game shows what optimal play averages
    (``optimal``, when known: ``<prefix>.final.solo_line``), else its total."""
    state = session.state
    totals = state.totals()
    places = state.places()
    order = sorted(range(len(totals)), key=lambda s: (places[s], s))
    if len(totals) == 1:
        text = (
            tr(f"{prefix}.final.solo_line", total=points(totals[0]), optimal=decimal(optimal, 1))
            if optimal is not None
            else points(totals[0])
        )
        return [(1, session.seats[0].name, text)]
    results = state.results()
    return [
        (
            places[seat],
            session.seats[seat].name,
            tr(f"{prefix}.final.line", total=points(totals[seat]), result=signed(results[seat], 1)),
        )
        for seat in order
    ]
