"""The Replay screen: step through a yenta-record move by move, every seat's dice face up.

:func:`replay_steps` turns a record into a list of :class:`ReplayStep` (a state
after each deal, bid, pass, ask and end of turn, plus one at each round's end)
and the engine's message about the first illegal or inconsistent entry, if any.
An invalid record still shows every move before the bad one, never a traceback.
Keys: Left/Right (or Previous/Next), Home/End, Esc.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any

import pygame

from yenta_desktop.engine.errors import RecordError
from yenta_desktop.engine.yenta import (
    AskHit,
    AskMiss,
    GameState,
    Phase,
    Rules,
    action_from_dict,
    new_game,
    replay_record,
)
from yenta_desktop.i18n import tr, tr_count
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.scenes.base import Scene
from yenta_desktop.ui.widgets.backdrop import draw_backdrop
from yenta_desktop.ui.widgets.dice import DiceArt

log = logging.getLogger(__name__)


@dataclass
class ReplayStep:
    """The state after one move and what happened (a translation key, its values, a count)."""

    state: GameState
    key: str
    values: dict[str, Any] = field(default_factory=dict)
    count: int | None = None

    def describe(self, names: list[str]) -> str:
        """The move in the current language, seats replaced by names."""
        values = {
            k: names[v] if k in ("player", "target", "dealer", "bidder") else v
            for k, v in self.values.items()
        }
        if self.count is not None:
            return tr_count(self.key, self.count, **values)
        return tr(self.key, **values)


def player_names(record: Any) -> list[str]:
    """Each seat's name from the record (``Player N`` when missing)."""
    players = record.get("players") if isinstance(record, dict) else None
    if not isinstance(players, list):
        return []
    names = []
    for index, entry in enumerate(players):
        name = entry.get("name") if isinstance(entry, dict) else None
        names.append(name if isinstance(name, str) and name else tr("replay.seat", n=index + 1))
    return names


def record_problem(record: Any) -> tuple[str | None, tuple[int, int | None] | None]:
    """The engine's message about the first bad entry of ``record`` (None if it replays),
    and where it is: (round index, move index within the round's auction + actions)."""
    try:
        replay_record(record)
    except RecordError as error:
        where = None if error.round_index is None else (error.round_index, error.action_index)
        return str(error), where
    except Exception as error:  # noqa: BLE001 - any malformed record is reported, not raised
        return f"{type(error).__name__}: {error}", None
    return None, None


def replay_steps(record: Any) -> tuple[list[ReplayStep], str | None]:
    """Every step of ``record`` up to its first bad entry, and the problem (None if valid)."""
    problem, where = record_problem(record)
    steps: list[ReplayStep] = []
    try:
        _build_steps(record, steps, where)
    except Exception as error:  # noqa: BLE001 - stop at the first entry that does not apply
        if problem is None:
            problem = f"{type(error).__name__}: {error}"
    return steps, problem


class _Stop(Exception):
    """The replay reached the entry the engine reported as bad."""


def _build_steps(record: Any, steps: list[ReplayStep], stop: tuple[int, int | None] | None) -> None:
    rules = Rules.from_dict(record.get("rules", {}))
    count = len(record["players"])
    state: GameState | None = None
    for round_index, entry in enumerate(record["rounds"]):
        if state is None:
            state = new_game(count, rules, dealer=entry["dealer"], dice=entry["dice"])
        else:
            state.next_round(dice=entry["dice"])
        steps.append(
            ReplayStep(
                state.clone(),
                "replay.move.deal",
                {"number": state.round_number, "dealer": state.dealer},
            )
        )
        moves = [("auction", raw) for raw in entry["auction"]]
        moves += [("actions", raw) for raw in entry["actions"]]
        for offset, (where, raw) in enumerate(moves):
            if stop is not None and (round_index, offset) == stop:
                raise _Stop
            seat = state.current_seat
            if raw.get("seat") != seat:
                raise _Stop
            if where == "auction":
                state.apply(action_from_dict({"bid": raw.get("bid")}))
                if raw.get("bid") is None:
                    steps.append(ReplayStep(state.clone(), "replay.move.pass", {"player": seat}))
                else:
                    values = {"player": seat, "amount": raw["bid"]}
                    steps.append(ReplayStep(state.clone(), "replay.move.bid", values))
                continue
            events = state.apply(action_from_dict(raw))
            first = events[0] if events else None
            if raw.get("type") == "ask" and isinstance(first, (AskHit, AskMiss)):
                values = {"player": seat, "target": first.target, "value": first.value}
                if isinstance(first, AskHit):
                    steps.append(ReplayStep(state.clone(), "replay.move.hit", values, first.points))
                else:
                    steps.append(ReplayStep(state.clone(), "replay.move.miss", values))
            else:
                steps.append(ReplayStep(state.clone(), "replay.move.end_turn", {"player": seat}))
        if stop is not None and round_index == stop[0]:
            raise _Stop
        if state.phase in (Phase.ROUND_OVER, Phase.GAME_OVER) and state.completed_rounds:
            done = state.completed_rounds[-1]
            made = done["round_points"][done["bidder"]] >= done["bid"]
            steps.append(
                ReplayStep(
                    state.clone(),
                    "replay.round_made" if made else "replay.round_failed",
                    {"number": done["number"], "bidder": done["bidder"], "bid": done["bid"]},
                )
            )
        if state.phase is Phase.GAME_OVER and state.winner is not None:
            steps.append(
                ReplayStep(
                    state.clone(),
                    "replay.winner",
                    {"player": state.winner},
                    state.scores[state.winner],
                )
            )


class ReplayScene(Scene):
    """A record's moves with First / Previous / Next / Last; all dice visible."""

    def __init__(self, app: Any, record: Any, title: str = "", *, autoplay: bool = False) -> None:
        super().__init__(app)
        self.record = record
        self.title = title
        self.steps, self.problem = replay_steps(record)
        self.names = player_names(record)
        self.index = 0
        self.autoplay = autoplay
        self.dice = DiceArt(str(getattr(app.settings, "dice_style", "classic")))
        if self.problem:
            log.warning("replaying an invalid record (%s): %s", title, self.problem)

    # ------------------------------------------------------------ navigation
    def go(self, index: int) -> None:
        """Show step ``index`` (clamped)."""
        if not self.steps:
            return
        index = max(0, min(len(self.steps) - 1, index))
        if index != self.index:
            self.index = index
            at_start, at_end = index == 0, index == len(self.steps) - 1
            # A focused button that is about to be disabled gives the focus back to build().
            if (self.focus_index in (0, 1) and at_start) or (self.focus_index in (2, 3) and at_end):
                self._set_focus(None)
            self._rebuild()

    def back(self) -> None:
        """Leave the replay (quits when it is the only screen, as from the command line)."""
        if len(self.app.stack) <= 1:
            self.app.quit()
        else:
            self.app.pop()

    def build(self) -> None:
        """The navigation buttons along the bottom."""
        width, height = self.app.size
        bw, gap = 170, 12
        total = len(self.steps)
        x = (width - 5 * bw - 4 * gap) // 2
        y = height - 64
        at_start = self.index <= 0
        at_end = self.index >= total - 1
        entries = [
            ("replay.first", lambda: self.go(0), not at_start, "#first"),
            ("replay.previous", lambda: self.go(self.index - 1), not at_start, "#previous"),
            ("replay.next", lambda: self.go(self.index + 1), not at_end, "#next"),
            ("replay.last", lambda: self.go(total - 1), not at_end, "#last"),
            ("common.back", self.back, True, "#back"),
        ]
        for i, (key, callback, enabled, object_id) in enumerate(entries):
            self.button(
                (x + i * (bw + gap), y, bw, 48),
                tr(key),
                callback,
                object_id=object_id,
                class_id="@primary" if object_id == "#next" else None,
                enabled=enabled and total > 0 or object_id == "#back",
            )

    def default_focus(self) -> int:
        """Next, else Previous at the end, else Back."""
        at_start = self.index <= 0
        at_end = self.index >= len(self.steps) - 1
        return 2 if not at_end else 1 if not at_start else 4

    def _rebuild(self) -> None:
        # The base keeps the focused index across a rebuild; start on the default otherwise.
        super()._rebuild()
        if self.focus_index is None and self.focus_order:
            self._set_focus(self.default_focus())

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Arrows, Page keys, Home/End step through the moves; Esc leaves."""
        if event.type == pygame.KEYDOWN:
            moves = {
                pygame.K_RIGHT: self.index + 1,
                pygame.K_LEFT: self.index - 1,
                pygame.K_PAGEDOWN: self.index + 10,
                pygame.K_PAGEUP: self.index - 10,
                pygame.K_HOME: 0,
                pygame.K_END: len(self.steps) - 1,
            }
            if event.key in moves:
                self.go(moves[event.key])
                return True
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.back()
                return True
        return super().handle_event(event)

    def update(self, dt: float) -> None:
        """With autoplay (the smoke test), one move per frame, wrapping round."""
        if self.autoplay and self.steps:
            self.go(self.index + 1 if self.index < len(self.steps) - 1 else 0)

    # ------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        """The round line, one panel per seat with its dice, the move text and any problem."""
        draw_backdrop(surface)
        width, height = surface.get_size()
        heading = (
            tr("replay.heading", name=self.title) if self.title else tr("replay.heading_plain")
        )
        image = fonts.fit_text(heading, width - 80, "bold", 28, colours.GOLD)
        surface.blit(image, image.get_rect(center=(width // 2, 30)))
        bottom = height - 80
        if self.problem:
            text = tr("replay.invalid", problem=self.problem)
            image = fonts.fit_text(text, width - 60, "regular", 16, colours.MISS)
            pygame.draw.rect(
                surface,
                colours.PANEL,
                image.get_rect(center=(width // 2, bottom - 16)).inflate(20, 10),
                border_radius=6,
            )
            surface.blit(image, image.get_rect(center=(width // 2, bottom - 16)))
            bottom -= 36
        if not self.steps:
            image = fonts.fit_text(tr("replay.no_moves"), width - 80, "regular", 20, colours.TEXT)
            surface.blit(image, image.get_rect(center=(width // 2, height // 2)))
            return
        step = self.steps[self.index]
        state = step.state
        sub = tr(
            "replay.status",
            round=state.round_number,
            dealer=self._names_cache(state.dealer),
            step=self.index + 1,
            total=len(self.steps),
        )
        image = fonts.fit_text(sub, width - 80, "regular", 17, colours.TEXT_DIM)
        surface.blit(image, image.get_rect(center=(width // 2, 62)))
        move = fonts.fit_text(
            step.describe(self._names(state)), width - 80, "bold", 22, colours.TEXT
        )
        surface.blit(move, move.get_rect(center=(width // 2, bottom - 20)))
        self._draw_seats(surface, state, pygame.Rect(30, 84, width - 60, bottom - 40 - 84))

    def _names(self, state: GameState) -> list[str]:
        names = list(self.names)
        while len(names) < state.num_players:
            names.append(tr("replay.seat", n=len(names) + 1))
        return names

    def _names_cache(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) else tr("replay.seat", n=seat + 1)

    def _draw_seats(self, surface: pygame.Surface, state: GameState, area: pygame.Rect) -> None:
        count = state.num_players
        cols = 2 if count <= 4 else 3
        rows = (count + cols - 1) // cols
        gap = 14
        cell_w = (area.w - (cols - 1) * gap) // cols
        cell_h = min(190, (area.h - (rows - 1) * gap) // rows)
        for seat in range(count):
            col, row = seat % cols, seat // cols
            rect = pygame.Rect(
                area.x + col * (cell_w + gap), area.y + row * (cell_h + gap), cell_w, cell_h
            )
            self._draw_seat(surface, state, seat, rect)

    def _draw_seat(
        self, surface: pygame.Surface, state: GameState, seat: int, rect: pygame.Rect
    ) -> None:
        accent = colours.SEAT_ACCENTS[seat % len(colours.SEAT_ACCENTS)]
        active = state.current_seat == seat
        pygame.draw.rect(surface, colours.PANEL, rect, border_radius=10)
        pygame.draw.rect(
            surface,
            colours.HIGHLIGHT if active else colours.PANEL_BORDER,
            rect,
            4 if active else 2,
            border_radius=10,
        )
        pygame.draw.rect(surface, accent, (rect.x + 8, rect.y + 10, 8, 26), border_radius=3)
        name = self._names_cache(seat)
        marks = []
        if active:
            marks.append(tr("replay.to_act"))
        if state.dealer == seat:
            marks.append(tr("replay.dealer"))
        if state.bidder == seat and state.bid is not None:
            marks.append(tr("replay.bidder", bid=state.bid))
        elif (
            state.phase is Phase.AUCTION
            and state.high_bidder == seat
            and state.high_bid is not None
        ):
            marks.append(tr("replay.high_bid", bid=state.high_bid))
        elif state.phase is Phase.AUCTION and state.passed and state.passed[seat]:
            marks.append(tr("replay.passed"))
        title = name if not marks else tr("replay.seat_marks", name=name, marks=", ".join(marks))
        image = fonts.fit_text(title, rect.w - 170, "bold", 18, colours.TEXT)
        surface.blit(image, (rect.x + 24, rect.y + 10))
        score = tr("replay.score", score=state.scores[seat])
        image = fonts.text(score, "bold", 18, colours.GOLD)
        surface.blit(image, (rect.right - image.get_width() - 14, rect.y + 10))
        size = max(24, min(44, (rect.h - 70) // 2 + 8))
        hand = state.hand(seat) if state.hands else []
        x = rect.x + 24 + size // 2
        y = rect.y + 48 + size // 2
        if hand:
            for value in hand:
                self.dice.blit(surface, value, (x, y), size)
                x += size + 6
        else:
            image = fonts.text(tr("replay.no_dice"), "italic", 16, colours.TEXT_DIM)
            surface.blit(image, (rect.x + 24, y - image.get_height() // 2))
        small = max(18, size * 2 // 3)
        y2 = rect.y + 48 + size + 10
        label = tr("replay.pairs", points=state.pair_points[seat] if state.pair_points else 0)
        image = fonts.text(label, "regular", 15, colours.TEXT_DIM)
        surface.blit(image, (rect.x + 24, y2 + small // 2 - image.get_height() // 2))
        x = rect.x + 34 + image.get_width() + small // 2
        pairs = state.pairs[seat] if state.pairs else []
        for value in pairs:
            if x + small * 2 > rect.right - 10:
                break
            self.dice.blit(surface, value, (x, y2 + small // 2), small)
            self.dice.blit(surface, value, (x + small - 4, y2 + small // 2 + 3), small)
            x += 2 * small + 8
