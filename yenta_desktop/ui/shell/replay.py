"""The Replay screen: step through a game record move by move, every secret face up.

:func:`replay_steps` turns a record of any game into a list of
:class:`ReplayStep` (the state after each deal, roll and move, with the events
it caused), through the game's own ``replay_steps``, and the engine's message
about the first illegal or inconsistent entry, if any. An invalid record still
shows every move before the bad one, never a traceback. The game's UI draws a
step (``draw_replay``) and says it in words (``describe_step``).
A finished game whose UI offers ``review_scene`` gets a Review button (V): the
game's review (:mod:`yenta_desktop.ui.shell.review`).
Keys: Left/Right (or Previous/Next), Home/End, V, Esc.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton

from yenta_desktop.engine.errors import RecordError, StateFormatError
from yenta_desktop.engine.records import game_module_of, game_of
from yenta_desktop.i18n import tr
from yenta_desktop.session import clean_name
from yenta_desktop.ui import colours, fonts, preferences
from yenta_desktop.ui.games import game_ui
from yenta_desktop.ui.shell.base import Scene
from yenta_desktop.ui.widgets.backdrop import draw_backdrop
from yenta_desktop.ui.widgets.dice import DiceArt

log = logging.getLogger(__name__)


@dataclass
class ReplayStep:
    """The state after one step of a record and the events that step caused."""

    state: Any
    events: list[Any] = field(default_factory=list)
    game: str = "yenta"

    def describe(self, names: list[str]) -> str:
        """The step in the current language, seats replaced by names."""
        while len(names) < self.state.num_players:
            names = [*names, tr("replay.seat", n=len(names) + 1)]
        return str(game_ui(self.game).describe_step(self.state, self.events, names))


def player_names(record: Any) -> list[str]:
    """Each seat's name from the record (``Player N`` when missing)."""
    players = record.get("players") if isinstance(record, dict) else None
    if not isinstance(players, list):
        return []
    names = []
    for index, entry in enumerate(players):
        name = entry.get("name") if isinstance(entry, dict) else None
        name = clean_name(name) if isinstance(name, str) else ""  # a record may hold anything
        names.append(name or tr("replay.seat", n=index + 1))
    return names


#: Autoplay speeds, in steps per second.
PLAY_SPEEDS = (1.0, 2.0, 4.0)


def chapter_starts(steps: list[ReplayStep]) -> list[int]:
    """The first step of each round (turn, deal): where the game's ``chapter_of`` changes."""
    if not steps:
        return []
    chapter_of = getattr(game_ui(steps[0].game), "chapter_of", None)
    if chapter_of is None:
        return [0]
    starts, last = [], None
    for index, step in enumerate(steps):
        chapter = chapter_of(step.state)
        if chapter != last:
            starts.append(index)
            last = chapter
    return starts


def replay_steps(record: Any) -> tuple[list[ReplayStep], str | None]:
    """Every step of ``record`` up to its first bad entry, and the problem (None if valid)."""
    steps: list[ReplayStep] = []
    try:
        game = game_of(record)
        module = game_module_of(record)
        for state, events in module.replay_steps(record):
            steps.append(ReplayStep(state.clone(), list(events), game))
    except (RecordError, StateFormatError) as error:
        return steps, str(error)
    except RecursionError:
        return steps, "the record is nested too deeply"
    except Exception as error:  # noqa: BLE001 - any malformed record is reported, not raised
        log.exception("replay of a malformed record")
        return steps, f"{type(error).__name__}: {error}"
    return steps, None


#: Space between two buttons of a row.
GAP = 12


def row_split(needs: list[int], room: int) -> list[list[int]]:
    """The indices of ``needs`` (widths) in as few rows of near-equal length as fit ``room``."""
    for count in range(1, len(needs) + 1):
        size = -(-len(needs) // count)
        rows = [list(range(i, min(i + size, len(needs)))) for i in range(0, len(needs), size)]
        if all(sum(needs[i] for i in row) + GAP * (len(row) - 1) <= room for row in rows):
            return rows
    return [[i] for i in range(len(needs))]


def row_widths(needs: list[int], rows: list[list[int]], room: int, least: int) -> list[int]:
    """Each button's width: the row's widest need (at least ``least``) for all when that fits,
    else each its own need raised towards ``least`` as far as the row has room."""
    widths = [min(need, room) for need in needs]
    for row in rows:
        gaps = GAP * (len(row) - 1)
        equal = max([least, *(needs[i] for i in row)])
        if equal * len(row) + gaps <= room:
            for i in row:
                widths[i] = equal
            continue
        spare = room - gaps - sum(widths[i] for i in row)
        for i in row:
            grow = min(max(0, least - widths[i]), spare // len(row))
            widths[i] += grow
    return widths


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
        #: Playing the moves by themselves (Space), at ``PLAY_SPEEDS[self.speed]`` steps a second.
        self.playing = False
        self.speed = 0
        self.wait = 0.0
        #: The step each round (or turn, or deal) starts at: PgUp/PgDn and the buttons jump.
        self.chapters = chapter_starts(self.steps)
        self.buttons_top = app.size[1] - 64 - max(32, fonts.scaled(28)) - 10
        self._button_fonts: dict[tuple[str | None, float, str], Any] = {}
        game = self.steps[0].game if self.steps else None
        self.dice = DiceArt()
        self.dice.set_seat_styles(
            {
                seat: str(preferences.value(app.settings, game, f"dice_style_{seat + 1}"))
                for seat in range(len(self.names))
            }
        )
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
        """The navigation buttons along the bottom; play, speed and the rounds above them.

        Each button is as wide as its label needs in its own theme font (the navigation
        buttons alike when they fit so); a row that does not fit the window wraps onto a
        second one, so every label is whole and every button inside the window, none over
        another.
        """
        total = len(self.steps)
        at_start = self.index <= 0
        at_end = self.index >= total - 1
        entries = [
            ("replay.first", lambda: self.go(0), not at_start, "#first"),
            ("replay.previous", lambda: self.go(self.index - 1), not at_start, "#previous"),
            ("replay.next", lambda: self.go(self.index + 1), not at_end, "#next"),
            ("replay.last", lambda: self.go(total - 1), not at_end, "#last"),
            ("common.back", self.back, True, "#back"),
        ]
        navigation = [
            (tr(key), callback, object_id, "@primary" if object_id == "#next" else None, enabled)
            for key, callback, enabled, object_id in entries
        ]
        # A second group, smaller: autoplay, its speed, and the previous / next round.
        small = [
            ("#play", tr("replay.pause") if self.playing else tr("replay.play"), self.toggle_play),
            ("#speed", tr("replay.speed", speed=f"{PLAY_SPEEDS[self.speed]:g}"), self.cycle_speed),
        ]
        if len(self.chapters) > 1:
            unit = self.chapter_unit()
            small += [
                ("#previous_round", tr(f"replay.previous_{unit}"), lambda: self.jump(-1)),
                ("#next_round", tr(f"replay.next_{unit}"), lambda: self.jump(1)),
            ]
        if self.review_hook() is not None:
            small.append(("#review", tr("replay.review"), self.open_review))
        extras = [
            (label, callback, object_id, "@small", True) for object_id, label, callback in small
        ]
        width, height = self.app.size
        room = width - 40
        bottom = height - 14
        made: dict[str, UIButton] = {}
        groups = (
            (navigation, max(48, fonts.scaled(40)), 170, True),
            (extras, max(32, fonts.scaled(28)), 0, False),
        )
        for group, bh, least, focusable in groups:
            needs = [self._label_width(label, class_id) + 28 for label, *_, class_id, _ in group]
            rows = row_split(needs, room)
            widths = row_widths(needs, rows, room, least)
            for row in reversed(rows):
                bottom -= bh
                x = (width - sum(widths[i] for i in row) - GAP * (len(row) - 1)) // 2
                for i in row:
                    label, callback, object_id, class_id, enabled = group[i]
                    made[object_id] = self.button(
                        (x, bottom, widths[i], bh),
                        label,
                        callback,
                        object_id=object_id,
                        class_id=class_id,
                        focusable=focusable,
                        enabled=enabled
                        and total > (0 if focusable else 1)
                        or object_id in ("#back", "#review"),
                    )
                    x += widths[i] + GAP
                bottom -= 8
            bottom -= 2
        # The keyboard order is the navigation row's, left to right (built bottom row first).
        self.focus_order[:] = [made[object_id] for *_, object_id in entries]
        #: The top of the buttons: the move's caption and the picture stay above it.
        self.buttons_top = bottom

    def _label_width(self, label: str, class_id: str | None) -> int:
        """``label``'s width in the font of a button of ``class_id`` (at this text size)."""
        key = (class_id, fonts.scale(), self.app.settings.language)
        font = self._button_fonts.get(key)
        if font is None:
            probe = UIButton(
                pygame.Rect(-500, -500, 10, 10),
                "x",
                self.manager,
                container=self.root,
                object_id=ObjectID(class_id=class_id),
            )
            font = self._button_fonts[key] = probe.font
            probe.kill()
        if font is None:  # no theme font (not seen): the bold face buttons use
            return int(fonts.font("bold", 21).size(label)[0])
        return int(font.size(label)[0])

    def review_hook(self) -> Any:
        """The game's ``review_scene`` for a valid, finished record (None: no Review button)."""
        if self.problem or not self.steps or not self.steps[-1].state.is_terminal:
            return None
        return getattr(game_ui(self.steps[0].game), "review_scene", None)

    def open_review(self) -> None:
        """The review of this game (V): where each player's points went."""
        hook = self.review_hook()
        if hook is not None:
            self.playing = False
            self.app.push(hook(self.app, self.record))

    def chapter_unit(self) -> str:
        """ "round", "turn" or "deal": what the game's chapters are."""
        if not self.steps:
            return "round"
        unit = str(getattr(game_ui(self.steps[0].game), "CHAPTER", "round"))
        return unit if unit in ("round", "turn", "deal") else "round"

    def toggle_play(self) -> None:
        """Space: play the moves by themselves, or stop."""
        self.playing = not self.playing
        self.wait = 0.0
        if self.playing and self.index >= len(self.steps) - 1:
            self.go(0)
        self._rebuild()

    def cycle_speed(self) -> None:
        """1, 2 or 4 steps a second."""
        self.speed = (self.speed + 1) % len(PLAY_SPEEDS)
        self._rebuild()

    def jump(self, direction: int) -> None:
        """To the start of the next (or this / the previous) round."""
        if not self.chapters:
            return
        if direction > 0:
            later = [c for c in self.chapters if c > self.index]
            self.go(later[0] if later else len(self.steps) - 1)
        else:
            earlier = [c for c in self.chapters if c < self.index]
            self.go(earlier[-1] if earlier else 0)

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
                pygame.K_HOME: 0,
                pygame.K_END: len(self.steps) - 1,
            }
            if event.key in moves:
                self.go(moves[event.key])
                return True
            if event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
                self.jump(1 if event.key == pygame.K_PAGEDOWN else -1)
                return True
            if event.key == pygame.K_SPACE:
                self.toggle_play()
                return True
            if event.key == pygame.K_v and self.review_hook() is not None:
                self.open_review()
                return True
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.back()
                return True
        return super().handle_event(event)

    def idle_fps(self) -> int:
        """Autoplay needs its timer running."""
        return 30 if self.playing else super().idle_fps()

    def update(self, dt: float) -> None:
        """Autoplay at its speed (stopping at the end); the smoke test: one move per frame."""
        if self.autoplay and self.steps:
            self.go(self.index + 1 if self.index < len(self.steps) - 1 else 0)
            return
        if self.playing and self.steps:
            self.wait += dt
            if self.wait >= 1.0 / PLAY_SPEEDS[self.speed]:
                self.wait = 0.0
                if self.index >= len(self.steps) - 1:
                    self.playing = False
                    self._rebuild()
                else:
                    self.go(self.index + 1)

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
        # Above the rows of buttons (navigation, and play/speed/rounds above it).
        bottom = self.buttons_top - 6
        if self.problem:
            # A hostile record can quote pages of data in its problem: one line is enough.
            problem = self.problem if len(self.problem) <= 200 else self.problem[:200] + "..."
            text = tr("replay.invalid", problem=problem)
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
        sub = tr("replay.status", step=self.index + 1, total=len(self.steps))
        image = fonts.fit_text(sub, width - 80, "regular", 15, colours.TEXT_DIM)
        surface.blit(image, image.get_rect(center=(width // 2, 60)))
        names = self._names(state)
        text = step.describe(names)
        lines = fonts.wrap_text(text, width - 80, "bold", 20)[:2]
        caption = bottom - len(lines) * fonts.line_height("bold", 20)
        fonts.blit_lines(
            surface, lines, (width // 2, caption), "bold", 20, colours.TEXT, align="center"
        )
        # The picture ends above the caption (at any text size: the caption's height is measured).
        top = 60 + fonts.line_height("regular", 15) // 2 + 6
        area = pygame.Rect(30, top, width - 60, max(40, caption - 8 - top))
        ui = game_ui(step.game)
        need = getattr(ui, "replay_height", None)
        need = int(need(state)) if need is not None else 0
        if need <= area.h:
            ui.draw_replay(surface, area, state, names, self.dice)
            return
        # Too short for the picture (a tall card in a small window at 150%): drawn at the
        # height it needs, then scaled down into the area, never over the caption.
        factor = need / area.h
        size = (round(area.w * factor), need)
        canvas = pygame.transform.smoothscale(surface.subsurface(area), size)
        ui.draw_replay(canvas, canvas.get_rect(), state, names, self.dice)
        surface.blit(pygame.transform.smoothscale(canvas, area.size), area)

    def _names(self, state: Any) -> list[str]:
        names = list(self.names)
        while len(names) < state.num_players:
            names.append(tr("replay.seat", n=len(names) + 1))
        return names
