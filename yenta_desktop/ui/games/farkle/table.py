"""Farkle's table: the dice kit's :class:`RollTable` with a score board, Bank and a coach.

Six dice in the tray, set aside (``held_style="aside"``) rather than held. A
human rolls (Space or R), chooses scoring dice of the roll (a click or keys
1-6; A takes all scoring dice; the scoring dice are highlighted and the
combination they make is named in the turn box), then banks (B) or rolls the
dice left (Space or R; the buttons say how many). Dice set aside earlier in the
turn stay in the set-aside lane (:meth:`held_lane`) until hot dice bring all six
back. Hot dice and a farkle show a banner; the final round is announced on
the board; S opens the scoring chart. Scores are public: pass-and-play names
the next player, no curtain. The coach (C) shows Hard's numbers for banking
and rolling (:mod:`.advisor`, computed off the frame).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import partial
from typing import Any

import pygame

from yenta_desktop.engine.farkle import (
    Bank,
    Banked,
    DiceRolled,
    Farkled,
    FarklePenalty,
    FinalRound,
    GameOver,
    HotDice,
    Phase,
    Roll,
    Rules,
    SetAside,
    TurnStarted,
    new_game,
)
from yenta_desktop.engine.farkle.rules import SOLO_TURNS
from yenta_desktop.engine.farkle.scoring import points as score_of
from yenta_desktop.engine.farkle.scoring import scoring_positions, take_all_positions
from yenta_desktop.i18n import tr
from yenta_desktop.session import GameSession, Seat
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.games.farkle.advisor import Advice, Advisor
from yenta_desktop.ui.games.farkle.board import BoardContext, BoardView, chart_of
from yenta_desktop.ui.games.farkle.replay import combination_text, describe_event
from yenta_desktop.ui.games.farkle.text import decimal, dice_text, points
from yenta_desktop.ui.kits.dice_table import DiceTexts, RollTable, TrayContext, fit_label
from yenta_desktop.ui.widgets import animations as anim

NUM_DICE = 6


@dataclass(frozen=True)
class TraySpec:
    """What the kit's tray needs: six dice, no limit on rolls."""

    num_dice: int = NUM_DICE
    max_rolls: int = 0


@dataclass
class Shown:
    """The dice the tray shows (they follow the animations, not the game)."""

    dice: tuple[int, ...] = ()
    seat: int | None = None
    rolls: int = 0
    #: The slots of the roll on the table (may be set aside).
    rolled: tuple[int, ...] = ()


class TableScene(RollTable):
    """One game of Farkle at the table."""

    texts_prefix = "farkle"
    held_style = "aside"
    turn_started_type = TurnStarted
    howto_heading_key = "farkle.howto.heading"
    howto_keys = (
        "farkle.howto.goal",
        "farkle.howto.turn",
        "farkle.howto.scoring",
        "farkle.howto.hot",
        "farkle.howto.keys",
    )

    def __init__(self, app: Any, session: GameSession, demo: bool = False) -> None:
        self.board = BoardView(DiceTexts(self.texts_prefix))
        super().__init__(app, session, demo)
        self.advisor = Advisor()
        if not demo:
            self.advisor.prefetch(self.state, self.coach_runner)
        #: The scoring chart: None below the scores where it fits, True shown, False hidden.
        self.show_chart: bool | None = None
        state = self.state
        #: The slots set aside earlier in the turn (drawn in the set-aside lane).
        self.aside_shown: set[int] = set(state.aside)
        self.shown = Shown(state.dice, state.turn_seat, state.rolls_done, state.rolled)
        #: The turn total the board shows (follows the animations).
        self.shown_total = state.turn_total

    @classmethod
    def table_spec(cls, state: Any) -> Any:
        """Six dice, rolls without a limit."""
        return TraySpec()

    # ------------------------------------------------------------ the kit's hooks
    def describe(self, event: Any, names: list[str]) -> str:
        """The move log's sentence (the replay says the same)."""
        return describe_event(event, names)

    def held_lane(self) -> set[int]:
        """Dice set aside earlier in the turn and the dice chosen now."""
        return self.aside_shown | self.held

    def rolls_left(self) -> bool:
        """A Farkle turn rolls as long as the player wants."""
        return True

    def collapse_step(self, state: Any, events: list[Any]) -> list[Any]:
        """Finished turns in one line or two (the bank or the farkle), the turn under way whole."""
        if len(state.turns) < len(self.state.turns):
            kinds = (Banked, Farkled, FarklePenalty, FinalRound, GameOver)
            return [e for e in events if isinstance(e, kinds)]
        return events

    def restore_holds(self) -> None:
        """After Continue or an undo: the set-aside dice and the dice chosen, exactly."""
        state = self.state
        self.held = set()
        if state.phase is Phase.CHOOSE:
            saved = self.session.table
            key = self.table_key()
            if all(saved.get(k) == v for k, v in key.items()):
                raw = saved.get("held", [])
                if isinstance(raw, list):
                    self.held = {p for p in raw if type(p) is int and p in state.rolled}
        self.aside_shown = set(state.aside)
        self.shown = Shown(state.dice, state.turn_seat, state.rolls_done, state.rolled)
        self.shown_total = state.turn_total
        for position in range(self.num_dice):
            self.lanes[position] = 1.0 if position in self.held_lane() else 0.0

    def on_animations_done(self) -> None:
        """The view catches up with the game."""
        self.view = self.state.clone(copy_rng=False)

    def on_turn_started(self) -> None:
        """A new turn: no dice, nothing set aside."""
        self.aside_shown = set()
        self.shown_total = 0

    def on_handover(self) -> None:
        """The next human has the screen: nothing chosen."""
        self.held = set()

    def felt_centre(self) -> tuple[float, float]:
        """Banners over the board's middle."""
        return (float(self.board.rect.centerx), float(self.board.rect.centery))

    # ------------------------------------------------------------ events
    def on_events(self, events: list[Any]) -> None:
        """The kit's animations, and what the tray and the board show kept in step with them."""
        for event in events:
            super().on_events([event])
            if isinstance(event, TurnStarted):
                self._later(partial(self._set_shown, Shown((), event.seat, 0, ())))
            elif isinstance(event, DiceRolled):
                shown = Shown(event.dice, event.seat, event.roll, tuple(event.rerolled))
                self._later(partial(self._set_shown, shown))

    def _set_shown(self, shown: Shown) -> None:
        self.shown = shown

    def animate_event(self, event: Any, names: list[str]) -> None:
        """Set-asides slide over, hot dice and farkles get a banner, banks a sound."""
        factor = self.speed
        queue = self.queue
        if isinstance(event, SetAside):
            slots = set(event.slots)
            total = event.turn_total

            def aside() -> None:
                self.aside_shown |= slots
                self.held -= slots
                self.shown_total = total

            self._later(aside)
            if factor and not self.session.seats[event.seat].is_human:
                queue.append(anim.Hold({}, 0.6 * factor))
        elif isinstance(event, HotDice):
            if factor:
                queue.append(
                    anim.Banner(
                        self.texts.get("banner.hot_dice", total=points(event.turn_total)),
                        1.1 * factor,
                        on_start=lambda: self.play_sound("pair"),
                    )
                )
            self._later(self._clear_aside)
        elif isinstance(event, Farkled):
            if factor:
                queue.append(
                    anim.Banner(
                        self.texts.get(
                            "banner.farkle_lost" if event.lost else "banner.farkle",
                            name=names[event.seat],
                            lost=points(event.lost),
                        ),
                        1.3 * factor,
                        on_start=lambda: self.play_sound("miss"),
                    )
                )
            else:
                self.play_sound("miss")
        elif isinstance(event, FarklePenalty) and factor:
            queue.append(
                anim.Banner(
                    self.texts.get("banner.penalty", penalty=points(event.penalty)), 1.1 * factor
                )
            )
        elif isinstance(event, Banked):
            if factor:
                queue.append(
                    anim.Banner(
                        self.texts.get(
                            "banner.banked", name=names[event.seat], points=points(event.points)
                        ),
                        0.9 * factor,
                        on_start=lambda: self.play_sound("pair"),
                    )
                )
            else:
                self.play_sound("pair")
        elif isinstance(event, FinalRound) and factor:
            queue.append(
                anim.Banner(
                    self.texts.get("banner.final_round", name=names[event.seat]), 1.6 * factor
                )
            )
        elif isinstance(event, GameOver):
            self.play_sound("win")

    def _clear_aside(self) -> None:
        self.aside_shown = set()

    # ------------------------------------------------------------ the human's dice
    def can_hold(self) -> bool:
        """Dice may be chosen after a roll, on the human's decision."""
        return self.deciding_human() is not None and self.state.phase is Phase.CHOOSE

    def toggle_hold(self, position: int) -> None:
        """Choose or release a die of this roll (dice set aside earlier stay)."""
        if self.can_hold() and 0 <= position < self.num_dice:
            if position not in self.state.rolled:
                self.message = self.texts.get("message.set_aside_before")
                return
        super().toggle_hold(position)

    def take_all(self) -> None:
        """A: choose every scoring die of the roll (the best-scoring set-aside that uses most)."""
        if not self.can_hold():
            return
        state = self.state
        values = [state.dice[p] for p in state.rolled]
        self.held = {state.rolled[i] for i in take_all_positions(values, state.rules.scoring)}
        self.message = ""
        self.save_holds()

    def chosen_values(self) -> list[int]:
        """The faces of the dice chosen now."""
        return [self.state.dice[p] for p in sorted(self.held)]

    def do_roll(self) -> None:
        """Space, R or Roll: the turn's first roll, or set the chosen dice aside and roll on."""
        if self.acting_human() is None:
            return
        if self.awaiting_roll():
            super().do_roll()
            return
        self._act(Roll)

    def do_bank(self) -> None:
        """B or Bank: set the chosen dice aside and bank the turn total."""
        if self.deciding_human() is None:
            return
        self._act(Bank)

    def _act(self, kind: type[Roll] | type[Bank]) -> None:
        if self.deciding_human() is None:
            return
        if not self.held:
            self.message = self.texts.get("message.choose_first")
            return
        values = self.chosen_values()
        gained = score_of(values, self.state.rules.scoring)
        if gained is None:
            self.message = self.texts.get("message.not_scoring", dice=dice_text(values))
            return
        state = self.state
        seat = state.turn_seat
        total = state.turn_total + gained
        if kind is Bank and seat is not None and not state.opened[seat]:
            if total < state.rules.opening_points:
                self.message = self.texts.get(
                    "message.opening", opening=points(state.rules.opening_points)
                )
                return
        if kind is Bank and total < state.rules.bank_points:
            self.message = self.texts.get("message.bank_min", least=points(state.rules.bank_points))
            return
        if kind is Roll and not state.rules.hot_dice and len(self.held) == len(state.rolled):
            self.message = self.texts.get("message.hot_dice_off")
            return
        if self.human_apply(kind(tuple(sorted(self.held)))):
            self.held = set()
            self.session.table = {}

    # ------------------------------------------------------------ the board
    def layout_board(self, area: pygame.Rect) -> None:
        """The score board and the turn box beside the tray."""
        self.board.layout(area, self.state.num_players)

    def board_layout_key(self) -> tuple[object, ...]:
        """The board's panels follow its layout."""
        return self.board.layout_key()

    def draw_board_static(self, image: pygame.Surface) -> None:
        """The panels' backgrounds."""
        self.board.draw_static(image)

    def board_key(self, event: pygame.event.Event) -> bool:
        """B banks, A takes every scoring die, S opens the scoring chart."""
        key = event.key
        if key == pygame.K_b:
            self.do_bank()
        elif key == pygame.K_a:
            self.take_all()
        elif key == pygame.K_s:
            self.toggle_chart()
        else:
            return False
        return True

    def handle_table_event(self, event: pygame.event.Event) -> bool:
        """The scoring chart (S) answers while others play too."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_s and self.acting_human() is None:
            self.toggle_chart()
            return True
        return super().handle_table_event(event)

    def chart_visible(self) -> bool:
        """Whether the scoring chart is on the board now."""
        return self.show_chart is True or (self.show_chart is None and self.board.chart_fits)

    def toggle_chart(self) -> None:
        """S: show or hide the scoring chart."""
        self.show_chart = not self.chart_visible()

    def highlighted(self) -> set[int]:
        """The dice of the roll on the table that can score."""
        state = self.state
        if self.queue or state.phase is not Phase.CHOOSE:
            return set()
        values = [state.dice[p] for p in state.rolled]
        return {state.rolled[i] for i in scoring_positions(values, state.rules.scoring)}

    def tray_context(self, coach_hold: set[int]) -> TrayContext:
        """The kit's tray, with the dice the animations have reached."""
        ctx = super().tray_context(coach_hold)
        shown = self.shown
        ctx.dice = shown.dice
        ctx.seat = shown.seat
        ctx.name = self.name(shown.seat) if shown.seat is not None else ""
        ctx.rolls_done = shown.rolls
        return ctx

    def board_context(self) -> BoardContext:
        """What the board shows now (reads the game and the choice; changes nothing)."""
        state = self.state if not self.queue else self.view
        seat = self.shown.seat if self.queue else state.turn_seat
        solo = None
        if state.num_players == 1:
            solo = (min(state.turns_taken[0] + 1, SOLO_TURNS), SOLO_TURNS)
        selection, ok, outlook = "", True, ""
        t = self.texts
        if self.deciding_human() is not None:
            values = self.chosen_values()
            left = len(self.state.rolled) - len(values)
            if values:
                gained = score_of(values, state.rules.scoring)
                if gained is None:
                    selection, ok = t.get("board.not_scoring", dice=dice_text(values)), False
                else:
                    selection = t.get(
                        "board.selection",
                        combo=combination_text(values, state.rules.scoring),
                        points=points(gained),
                    )
                    total = self.state.turn_total + gained
                    outlook = t.count("board.outlook", left, total=points(total))
                    if not left:
                        outlook = t.get("board.outlook_hot", total=points(total))
            else:
                selection = t.get("board.choose")
        return BoardContext(
            names=[s.name for s in self.session.seats],
            scores=list(state.scores),
            streaks=list(state.streaks),
            opened=list(state.opened),
            turn_seat=seat,
            turn_total=self.shown_total if self.queue else self.state.turn_total,
            target=state.rules.target,
            opening=state.rules.opening_points,
            final_seat=state.final_seat,
            solo_turn=solo,
            selection=selection,
            selection_ok=ok,
            outlook=outlook,
            show_chart=self.show_chart,
            chart=chart_of(state.rules.scoring),
        )

    def draw_table(self, surface: pygame.Surface) -> None:
        """The felt, the tray and the board."""
        area = self.table_area()
        if self._laid_out_for != self.layout_key():
            self.layout()
        surface.blit(self.background(area), area)
        self.board.draw(surface, self.board_context())
        self.tray.draw_dynamic(surface, self.tray_context(self.coach_ring()))

    # ------------------------------------------------------------ the coach
    def advise(self) -> Any:
        """Hard's numbers for this decision (None while they are worked out)."""
        return self.advisor.advise(self.state, self.moves, self.coach_runner)

    def coach_ring(self) -> set[int]:
        """The dice Hard would set aside (ringed)."""
        advice = self.advice
        if not isinstance(advice, Advice) or self.queue:
            return set()
        return advice.best_slots()

    def _value(self, kind: str, value: float) -> str:
        if kind in ("points", "final"):
            return points(round(value))
        return decimal(100 * value, 1) + "%"

    def coach_lines(self) -> list[tuple[str, str, tuple[int, int, int]]]:
        """Bank now and roll on for the dice chosen, and Hard's choice."""
        if not self.coach_on() or self.deciding_human() is None:
            return []
        t = self.texts
        advice = self.advice
        if not isinstance(advice, Advice):
            return [(t.get("coach.thinking"), "italic", colours.HIT)]
        kind = advice.kind
        # Hard's move first: where the panel is short, the lines that do not fit are left out.
        lines: list[tuple[str, str, tuple[int, int, int]]] = []
        best = advice.best
        faces = sorted(advice.dice[p] for p in advice.best_slots())  # face order, as below
        if best.action == "bank":
            move = t.get(
                "coach.hard_banks", dice=dice_text(faces), value=self._value(kind, best.value)
            )
        else:
            move = t.get(
                "coach.hard_rolls", dice=dice_text(faces), value=self._value(kind, best.value)
            )
        lines.append((move, "bold", colours.HIT))
        values = self.chosen_values()
        bank, roll = advice.values_for(values)
        if bank is not None or roll is not None:
            parts = []
            if bank is not None:
                parts.append(t.get("coach.bank_value", value=self._value(kind, bank)))
            if roll is not None:
                parts.append(t.get("coach.roll_value", value=self._value(kind, roll)))
            lines.append(
                (
                    # In face order, as the other choices are written (not the tray's order).
                    t.get("coach.yours", dice=dice_text(sorted(values)), values=" · ".join(parts)),
                    "regular",
                    colours.HIT,
                )
            )
        lines.append((t.get(f"coach.heading_{kind}"), "italic", colours.HIT))
        others = []
        # The player's own set-aside is on the "Your" line already (bank and roll): the next
        # best are other choices, not the same dice in another order.
        mine = tuple(values.count(face) for face in range(1, 7)) if values else None
        rest = [c for c in advice.choices[1:] if (c.set_aside or (0,) * 6) != mine]
        for choice in rest[:3]:
            counts = choice.set_aside or (0,) * 6
            faces = [face for face in range(1, 7) for _ in range(counts[face - 1])]
            key = "coach.other_bank" if choice.action == "bank" else "coach.other_roll"
            others.append(t.get(key, dice=dice_text(faces), value=self._value(kind, choice.value)))
        if others:
            lines.append((t.get("coach.others", choices=" · ".join(others)), "italic", colours.HIT))
        return lines

    # ------------------------------------------------------------ the panel
    def keys_hints(self) -> tuple[str, ...]:
        """The keys of a turn and of watching."""
        return (self.texts.get("keys.play"), self.texts.get("keys.watch"))

    def controls_signature(self) -> Any:
        """The buttons change with the dice chosen."""
        return (
            super().controls_signature(),
            self.awaiting_roll(),
            tuple(sorted(self.held)),
            self.coach_on(),
        )

    def controls_height(self) -> int:
        """Roll and Bank at the bottom of the panel."""
        return max(54, fonts.scaled(44)) * 2 + 8

    def message_bottom(self, panel: pygame.Rect) -> int:
        """Messages sit above the buttons."""
        return panel.bottom - (self.controls_height() + 6 if self.acting_human() is not None else 4)

    def build_controls(self, seat: int, rect: pygame.Rect) -> None:
        """Roll (saying how many dice) and Bank (saying the total)."""
        t = self.texts
        state = self.state
        w = rect.w
        bh = max(54, fonts.scaled(44))
        y = rect.h - 2 * bh - 8
        c = self.controls
        if self.awaiting_roll():
            roll_label = fit_label([t.get("controls.roll_first"), t.get("controls.roll")], w)
            can_roll, can_bank, bank_label = True, False, t.get("controls.bank")
        else:
            values = self.chosen_values()
            gained = score_of(values, state.rules.scoring) if values else None
            left = len(state.rolled) - len(values)
            n = left if left else NUM_DICE
            roll_label = fit_label(
                [t.count("controls.roll_n", n), t.get("controls.roll_short", n=n)], w
            )
            can_roll = gained is not None and (state.rules.hot_dice or left > 0)
            total = state.turn_total + (gained or 0)
            opened = total >= state.rules.bank_needed(state.opened[seat])
            can_bank = gained is not None and opened
            bank_label = fit_label(
                [t.get("controls.bank_total", total=points(total)), t.get("controls.bank")], w
            )
        self.button(
            (0, y, w, bh),
            roll_label,
            self.do_roll,
            object_id="#roll",
            class_id="@primary" if can_roll else "@menu",
            focusable=False,
            container=c,
            enabled=can_roll,
            tooltip=t.get("controls.roll_tip"),
        )
        self.button(
            (0, y + bh + 8, w, bh),
            bank_label,
            self.do_bank,
            object_id="#bank",
            class_id="@primary" if can_bank else "@menu",
            focusable=False,
            container=c,
            enabled=can_bank,
            tooltip=t.get("controls.bank_tip"),
        )

    def instruction(self) -> list[str]:
        """The two "what to do now" lines of the action panel."""
        state = self.state
        t = self.texts
        seat = state.turn_seat
        if state.is_terminal or seat is None:
            return super().instruction()
        name = self.name(seat)
        if not self.session.seats[seat].is_human or self.demo:
            return [tr("instruction.ai_turn", name=name), tr("instruction.ai_wait")]
        if self.queue:
            return [tr("instruction.watch")]
        if self.awaiting_roll():
            return [
                t.get("instruction.roll_first", name=name),
                t.get("instruction.roll_first_detail"),
            ]
        if self.acting_human() is None:
            return [tr("instruction.handover", name=name)]
        head = t.get("instruction.choose", name=name)
        if self.coach_on():
            return [head]
        return [head, t.get("instruction.choose_detail")]

    def panel_lines(self) -> list[tuple[str, str, tuple[int, int, int]]]:
        """The coach's lines under the instruction."""
        return self.coach_lines()


DEMO_LEVELS = ("easy", "medium", "hard")


def demo_session(seed: int | None, levels: tuple[str, ...] = DEMO_LEVELS) -> GameSession:
    """An all-AI Farkle table for --demo and the smoke test."""
    from yenta_desktop.ui.shell.setup import default_names

    names = default_names()
    seats = [Seat(names[i], "ai", level) for i, level in enumerate(levels)]
    seed = seed if seed is not None else random.SystemRandom().randrange(10**9)
    return GameSession(seats, new_game(len(seats), Rules(), seed=seed), "farkle")
