"""The daily challenge: the dice of the day for every daily game, a calendar of past days,
the skill/luck review after a game, the personal board, and checking a friend's code.

Screens: :class:`DailyScene` (from the title's Daily entry), :class:`DailyReviewScene`
(after a daily game), :class:`BoardScene` (streak, best days, mean loss per choice
over 7 and 30 days and its chart), :class:`CodeScene` (paste a code, it is replayed).

The table knows a daily game by ``session.match["daily"]`` (``{"day", "official"}``):
:func:`daily_saves` gives it its own save slot (through :mod:`.modes`), :func:`is_official` turns the coach,
hints and undo off, :func:`after_game` records the result and opens the review.
docs/daily.md says what this does and what it cannot stop.
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import logging
import threading
from dataclasses import replace
from functools import partial
from typing import Any

import pygame
from pygame_gui.elements import UITextEntryLine

from yenta_desktop.engine import daily
from yenta_desktop.engine import daily_code as codes
from yenta_desktop.engine.registry import folder_name, get_game
from yenta_desktop.i18n import MINUS, number, tr, tr_default
from yenta_desktop.session import GameSession, Seat
from yenta_desktop.storage.daily import DailyResult, DailyResults, DailySaves, NotRecorded
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.shell.base import Scene
from yenta_desktop.ui.shell.opened import opened
from yenta_desktop.ui.widgets.backdrop import draw_backdrop

log = logging.getLogger(__name__)

#: Days of the calendar strip.
WEEK = 7
#: How many choices the review lists (the costliest first).
WORST_SHOWN = 3
#: The most lines one of the review's texts wraps to (the estimate's note needs four in
#: Russian at 150% beside the picture).
WRAPPED_LINES = 4


# ---------------------------------------------------------------- the table's hooks
def daily_info(session: Any) -> dict[str, Any] | None:
    """``{"day", "official"}`` of a daily game, or None for any other game."""
    info = getattr(session, "match", {}).get("daily")
    return info if isinstance(info, dict) and isinstance(info.get("day"), str) else None


def is_official(session: Any) -> bool:
    """Whether ``session`` is the day's official attempt (coach, hints and undo are off)."""
    info = daily_info(session)
    return bool(info and info.get("official"))


def results(app: Any) -> DailyResults | None:
    """The app's daily results (opened on first use), or None when the folder is unusable."""
    return opened(app, "daily_results", DailyResults, "the daily results")


def daily_saves(app: Any) -> DailySaves | None:
    """The daily games' save slots (opened on first use), or None."""
    return opened(
        app,
        "daily_saves",
        lambda: DailySaves(app.store.directory),
        "the daily save slots",
        needs_store=True,
    )


def flag_of(session: Any) -> str:
    """The share code's flag of a finished daily game."""
    if session.assisted:
        return codes.ASSISTED
    return codes.OFFICIAL if is_official(session) else codes.PRACTICE


def quick_result(session: Any) -> DailyResult:
    """A finished daily game's result without Hard's replay: its total and share code."""
    from yenta_desktop.storage.saves import now_text

    info = daily_info(session)
    assert info is not None
    game, day, state = session.game, info["day"], session.state
    total = int(state.totals()[0])
    try:
        choices = codes.choices_of(game, day, state)
        code = codes.encode(game, day, total, flag_of(session), choices, name=player_name(session))
    except ValueError:
        log.exception("no share code for this game")
        code = ""
    return DailyResult(
        day,
        game,
        bool(info.get("official")),
        True,
        total,
        assisted=[a for a in session.assisted],
        code=code,
        ended_at=now_text(),
    )


def player_name(session: Any) -> str | None:
    """The name a daily game's share code carries: its one seat's."""
    seats = getattr(session, "seats", None)
    return str(seats[0].name) if seats else None


def result_of(session: Any, quick: DailyResult | None = None) -> tuple[DailyResult, Any, Any]:
    """A finished daily game's result, its skill/luck split (or None) and Hard's game
    (Hard's replay takes 0.1-0.5 s: the review works it out off the frame). ``quick``: the
    result already kept at the game's end (:func:`quick_result`), completed here, so the
    entry it amends is found by the same end time and code."""
    from yenta_desktop.ai import daily as ai_daily

    quick = quick if quick is not None else quick_result(session)
    game, day, state = quick.game, quick.day, session.state
    hard = ai_daily.hard_replay(game, day)
    split = ai_daily.split_of(game, state)
    result = replace(
        quick,
        hard_total=ai_daily.final_total(hard),
        optimal_mean=split.optimal_mean if split else None,
        loss=split.loss if split else None,
        luck=split.luck if split else None,
        choices=len(split.choices) if split else None,
        estimate=split.estimate if split else False,
    )
    return result, split, hard


def after_game(table: Any) -> bool:
    """A daily game is over: keep its result and open the review (True); False otherwise.

    The total and the share code are kept at once; the review then works out Hard's
    game on the same dice and the skill/luck split in a thread and keeps them too."""
    session = table.session
    if daily_info(session) is None or table.demo:
        return False
    try:
        quick = quick_result(session)
    except Exception:  # noqa: BLE001 - the ordinary end screen is shown instead
        log.exception("the daily review failed")
        return False
    store = results(table.app)
    if store is not None:
        store.finish(quick)
    table.app.push(DailyReviewScene(table.app, quick, None, session=session))
    return True


def start_daily(app: Any, game: str, day: str, official: bool) -> Any:
    """Open the table of ``game`` on the dice of ``day`` (official: the day's one attempt).

    An official attempt starts only once its start is written to the results file; when
    it cannot be, nothing is opened (None) and the results' ``write_problem`` says why on
    the daily screen, whose Play then offers practice (docs/daily.md)."""
    from yenta_desktop.ui.games import game_ui
    from yenta_desktop.ui.shell.setup import default_names

    store = results(app)
    if official and store is None:
        official = False  # no results file at all: nothing official can be kept
    elif official and store is not None:
        try:
            if not store.start_official(game, day):
                official = False  # the day's attempt was already made: this is practice
        except NotRecorded as error:
            log.error("the official attempt at %s on %s was not started: %s", game, day, error)
            return None
    session = GameSession(
        [Seat(default_names()[0], "human", None)],
        daily.daily_state(game, day),
        game,
        {"daily": {"day": day, "official": official}},
    )
    slots = daily_saves(app)
    if slots is not None:
        slots.save(session)
    return app.push(game_ui(game).TableScene(app, session))


def continue_daily(app: Any, game: str) -> Any:
    """Open the daily game of ``game`` in progress (its own slot) with the day's dice, its
    official or practice status kept (the daily screen's Continue and the title's); None
    (nothing pushed) when the slot holds none (or a finished one, or a bad file: put aside)."""
    from yenta_desktop.ui.games import game_ui

    slots = daily_saves(app)
    session = slots.resumable(game) if slots is not None else None
    info = daily_info(session) if session is not None else None
    if session is None or info is None:
        return None
    daily.attach(session.state, game, info["day"])
    app.last_game = game
    return app.push(game_ui(game).TableScene(app, session))


def game_name(game: str) -> str:
    """A game's name in the current language."""
    from yenta_desktop.ui.shell.title import game_title

    return game_title(game)


def signed(value: float) -> str:
    """A number with its sign and one decimal ("+3.4", "−1.2")."""
    text = number(abs(value), 1)
    return ("−" if value < -0.05 else "+") + text


# ---------------------------------------------------------------- the daily screen
class DailyScene(Scene):
    """Today's dice for every daily game, a week of past days, the board and codes."""

    def __init__(self, app: Any, day: str | None = None) -> None:
        super().__init__(app)
        self.today = daily.today()
        self.day = day or self.today
        #: The newest day of the calendar strip.
        self.week_end = self.today

    def bh(self) -> int:
        """The buttons' height."""
        return max(34, fonts.scaled(30))

    def layout(self) -> dict[str, Any]:
        """Where the heading, the calendar strip, the game rows and the bottom buttons go."""
        width, height = self.app.size
        bh = self.bh()
        top = 24 + fonts.line_height("bold", 30) + fonts.line_height("regular", 16) + 8
        strip = pygame.Rect(40, top, width - 80, bh)
        rows_top = strip.bottom + 16
        bottom = pygame.Rect(40, height - bh - 20, width - 80, bh)
        games = daily.daily_games()
        room = bottom.y - 12 - rows_top
        notice = self.notice()
        if notice:
            # The notice (a file kept aside, results that cannot be written) is read whole:
            # the rows give up their room for it, down to a button's height.
            lines = len(fonts.wrap_text(notice, width - 80, "regular", 14))
            room -= min(lines, 5) * fonts.line_height("regular", 14) + 4
        # A row holds the game's name over its status (or the buttons, if taller).
        need = max(bh, fonts.line_height("bold", 20) + fonts.line_height("regular", 15)) + 16
        row_h = max(bh + 8, min(need, room // max(1, len(games))))
        rows = [
            pygame.Rect(40, rows_top + i * row_h, width - 80, row_h - 8) for i in range(len(games))
        ]
        return {"strip": strip, "rows": dict(zip(games, rows, strict=True)), "bottom": bottom}

    def row_buttons(self, rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
        """A game row's Play and Continue buttons, at its right end."""
        bh = self.bh()
        face = fonts.font("bold", 21)
        labels = [tr("daily.play_official"), tr("daily.play_practice")]
        pw = max(face.size(label)[0] for label in labels) + 28
        cw = fonts.font("regular", 15).size(tr("title.continue_game"))[0] + 28
        y = rect.centery - bh // 2
        cont = pygame.Rect(rect.right - 10 - cw, y, cw, bh)
        return pygame.Rect(cont.x - 8 - pw, y, pw, bh), cont

    def in_progress(self) -> set[str]:
        """The games with a daily game saved in their slot."""
        slots = daily_saves(self.app)
        try:
            return {game for _, game in slots.in_progress()} if slots is not None else set()
        except Exception:  # noqa: BLE001
            log.exception("daily slots")
            return set()

    def official_in_progress(self, game: str) -> bool:
        """Whether ``game``'s slot holds today's official attempt, unfinished: it must be
        continued (a new game would replace it), so Play waits."""
        slots = daily_saves(self.app)
        if slots is None or game not in self.in_progress():
            return False
        session = slots.load(game)
        info = daily_info(session) if session is not None else None
        return bool(info and info.get("official") and info["day"] == self.today)

    def build(self) -> None:
        """The calendar strip, a row per game, the bottom buttons."""
        spots = self.layout()
        strip: pygame.Rect = spots["strip"]
        bh = self.bh()
        arrow_w = max(44, fonts.font("regular", 15).size("«")[0] + 24)
        days = list(reversed(daily.days_before(self.week_end, WEEK)))
        cell = (strip.w - 2 * (arrow_w + 8) - (WEEK - 1) * 6) // WEEK
        self.button(
            (strip.x, strip.y, arrow_w, bh), "«", partial(self.page, -WEEK), object_id="#earlier"
        )
        for i, day in enumerate(days):
            x = strip.x + arrow_w + 8 + i * (cell + 6)
            self.button(
                (x, strip.y, cell, bh),
                day[5:],
                partial(self.choose_day, day),
                object_id=f"#day_{day}",
                class_id="@primary" if day == self.day else "@small",
            )
        self.button(
            (strip.right - arrow_w, strip.y, arrow_w, bh),
            "»",
            partial(self.page, WEEK),
            object_id="#later",
            enabled=self.week_end < self.today,
        )
        saved = self.in_progress()
        for game, rect in spots["rows"].items():
            play, cont = self.row_buttons(rect)
            official = self.day == self.today and self.official_open(game)
            self.button(
                play,
                tr("daily.play_official" if official else "daily.play_practice"),
                partial(self.play, game, official),
                object_id=f"#daily_{folder_name(game)}",
                class_id="@primary",
                enabled=not self.official_in_progress(game),
            )
            self.button(
                cont,
                tr("title.continue_game"),
                partial(self.resume_game, game),
                object_id=f"#daily_continue_{folder_name(game)}",
                class_id="@small",
                enabled=game in saved,
            )
        bottom: pygame.Rect = spots["bottom"]
        labels = [tr("daily.board"), tr("daily.check_code"), tr("common.back")]
        face = fonts.font("bold", 21)
        widths = [face.size(label)[0] + 32 for label in labels]
        x = bottom.x
        actions = [self.open_board, self.open_codes, self.app.pop]
        ids = ["#board", "#check_code", "#back"]
        for label, w, action, oid in zip(labels, widths, actions, ids, strict=True):
            if oid == "#back":
                x = bottom.right - w
            self.button((x, bottom.y, w, bh), label, action, object_id=oid, class_id="@menu")
            x += w + 10

    # ------------------------------------------------------------ actions
    def official_open(self, game: str) -> bool:
        """Whether today's official attempt at ``game`` has not been started yet and can be
        (its start can be recorded: no results file, or one that cannot be written, is
        practice only)."""
        store = results(self.app)
        return (
            store is not None
            and store.write_problem is None
            and store.official(game, self.today) is None
        )

    def play(self, game: str, official: bool) -> None:
        """Start ``game`` on the chosen day; if the official start could not be recorded,
        stay here, where the notice says why and Play has become Practice."""
        if start_daily(self.app, game, self.day, official) is None:
            self._rebuild()

    def page(self, step: int) -> None:
        """The calendar strip a week earlier or later (never past today)."""
        end = daily.parse_day(self.week_end) + _dt.timedelta(days=step)
        self.week_end = min(end.isoformat(), self.today)
        self._rebuild()

    def choose_day(self, day: str) -> None:
        """Show ``day``'s dice (a past day is practice)."""
        self.day = day
        self._rebuild()

    def resume_game(self, game: str) -> None:
        """Continue the daily game of ``game`` saved in its slot."""
        if continue_daily(self.app, game) is None:
            self._rebuild()

    def open_board(self) -> None:
        """The personal board."""
        self.app.push(BoardScene(self.app))

    def open_codes(self) -> None:
        """Check a friend's code."""
        self.app.push(CodeScene(self.app))

    def resume(self) -> None:
        """Back from a game or the board: statuses may have changed."""
        self.today = daily.today()
        self._rebuild()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Esc goes back."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        return super().handle_event(event)

    # ------------------------------------------------------------ drawing
    def notice(self) -> str:
        """What the results file's troubles say (kept aside, cannot be written), or ""."""
        store = results(self.app)
        said = [text for text in (store.notice, store.write_problem) if text] if store else []
        return " ".join(said)

    def status(self, game: str) -> str:
        """What a game's row says about the chosen day."""
        store = results(self.app)
        if self.day != self.today:
            mine = [r for r in (store.finished() if store else []) if r.game == game]
            official = next((r for r in mine if r.official and r.day == self.day), None)
            if official is not None:
                return tr("daily.status_past_official", total=official.total)
            return tr("daily.status_practice")
        entry = store.official(game, self.today) if store else None
        if entry is None and (store is None or store.write_problem is not None):
            return tr("daily.status_unrecorded")
        if entry is None:
            return tr("daily.status_open")
        if entry.finished:
            return tr("daily.status_done", total=entry.total, hard=entry.hard_total)
        if game in self.in_progress():
            return tr("daily.status_playing")
        return tr("daily.status_left")

    def draw(self, surface: pygame.Surface) -> None:
        """The heading, each game's name and status."""
        draw_backdrop(surface)
        width = surface.get_width()
        title = fonts.fit_text(tr("daily.heading"), width - 80, "bold", 30, colours.GOLD)
        surface.blit(title, (40, 20))
        which = "daily.today_line" if self.day == self.today else "daily.past_line"
        line = fonts.fit_text(tr(which, day=self.day), width - 80, "regular", 16, colours.TEXT_DIM)
        surface.blit(line, (40, 24 + fonts.line_height("bold", 30)))
        spots = self.layout()
        notice = self.notice()
        if notice:
            # A damaged results file was kept aside, or the file cannot be written: say so
            # above the bottom buttons.
            rows = list(spots["rows"].values())
            top = rows[-1].bottom + 4 if rows else spots["strip"].bottom + 8
            room = pygame.Rect(40, top, width - 80, spots["bottom"].y - 4 - top)
            if room.h >= fonts.line_height("regular", 14):
                fonts.draw_wrapped(surface, notice, room, "regular", 14, colours.HIGHLIGHT)
        for game, rect in spots["rows"].items():
            pygame.draw.rect(surface, colours.PANEL, rect, border_radius=10)
            pygame.draw.rect(surface, colours.PANEL_BORDER, rect, 2, border_radius=10)
            play, _cont = self.row_buttons(rect)
            text_w = play.x - rect.x - 24
            name = fonts.fit_text(game_name(game), text_w, "bold", 20, colours.GOLD)
            status = fonts.fit_text(self.status(game), text_w, "regular", 15, colours.TEXT)
            both = name.get_height() + status.get_height() <= rect.h - 4
            top = rect.centery - (name.get_height() + (status.get_height() if both else 0)) // 2
            surface.blit(name, (rect.x + 12, top))
            if both:
                surface.blit(status, (rect.x + 12, top + name.get_height()))


# ---------------------------------------------------------------- the review
class DailyReviewScene(Scene):
    """After a daily game: the total, Hard on the same dice, skill and luck, the share code."""

    def __init__(self, app: Any, result: DailyResult, split: Any, session: Any = None) -> None:
        super().__init__(app)
        self.result = result
        self.split = split
        self.entry: UITextEntryLine | None = None
        self.copied = False
        #: With a session: Hard's replay and the split are worked out in a thread.
        self.session = session
        self.pending = session is not None
        self.failed = False
        self._thread: threading.Thread | None = None
        self._outcome: tuple[DailyResult, Any] | None = None

    def enter(self) -> None:
        """Start Hard's replay of the day in the background (when there is one to do)."""
        if self.pending and self._thread is None:
            session = self.session

            def work() -> None:
                try:
                    result, split, _hard = result_of(session, self.result)
                    self._outcome = (result, split)
                except Exception:  # noqa: BLE001 - the review shows the total alone
                    log.exception("the daily review failed")
                    self.failed = True

            self._thread = threading.Thread(target=work, name="daily-review", daemon=True)
            self._thread.start()
        super().enter()

    def wait_loaded(self, timeout: float = 60.0) -> None:
        """Block until Hard's replay is in (tests and the screenshot tour); then take it."""
        if self._thread is not None:
            self._thread.join(timeout)
        self.update(0.0)

    def idle_fps(self) -> int:
        """A few frames a second while Hard plays the day, then still."""
        return 10 if self.pending else 0

    def update(self, dt: float) -> None:
        """Take Hard's replay when it is in: keep it with the result and show it."""
        thread = self._thread
        if not self.pending or thread is None or thread.is_alive():
            return
        self.pending = False
        if self._outcome is not None:
            self.result, self.split = self._outcome
            store = results(self.app)
            if store is not None:
                store.amend(self.result)
        self.app.dirty = True

    def bh(self) -> int:
        """The buttons' height."""
        return max(34, fonts.scaled(30))

    def field_top(self) -> int:
        """The top of the share code's field (the buttons under it)."""
        return self.app.size[1] - 2 * self.bh() - 34

    def text_bottom(self) -> int:
        """The lowest the texts on the left go (above the share code's field)."""
        return self.field_top() - 10

    def note_rect(self) -> pygame.Rect:
        """Where "The code is on the clipboard" goes: in the bottom row, right of the
        buttons, clear of the field and of every text (it used to sit half under the field)."""
        width, height = self.app.size
        bh = self.bh()
        face = fonts.font("bold", 21)
        labels = [tr("daily.heading"), tr("daily.board")]
        left = 40 + sum(face.size(label)[0] + 32 + 10 for label in labels) + 6
        return pygame.Rect(left, height - bh - 20, max(0, width - 40 - left), bh)

    def build(self) -> None:
        """The share code's field and the buttons."""
        width, height = self.app.size
        bh = self.bh()
        y = self.field_top()
        face = fonts.font("bold", 21)
        copy_w = face.size(tr("daily.copy"))[0] + 32
        self.entry = UITextEntryLine(
            pygame.Rect(40, y, width - 80 - copy_w - 10, bh),
            self.manager,
            container=self.root,
            object_id="#share_code",
        )
        self.entry.set_text_length_limit(1000)
        self.entry.set_text(self.result.code)
        self.button(
            (width - 40 - copy_w, y, copy_w, bh), tr("daily.copy"), self.copy, object_id="#copy"
        )
        labels = [tr("daily.heading"), tr("daily.board")]
        x = 40
        for label, action, oid in zip(
            labels, [self.back_to_daily, self.open_board], ["#to_daily", "#board"], strict=True
        ):
            w = face.size(label)[0] + 32
            self.button(
                (x, height - bh - 20, w, bh), label, action, object_id=oid, class_id="@menu"
            )
            x += w + 10

    def copy(self) -> None:
        """Put the code on the clipboard (where the system has one)."""
        with contextlib.suppress(Exception):
            pygame.scrap.init()
        try:
            pygame.scrap.put_text(self.result.code)
            self.copied = True
        except Exception:  # noqa: BLE001 - no clipboard: the field can still be selected
            log.info("no clipboard for the share code")
            self.copied = False

    def back_to_daily(self) -> None:
        """Leave the review (and the finished table) for the daily screen."""
        while self.app.top is not None and not isinstance(self.app.top, DailyScene):
            if len(self.app.stack) <= 1:
                break
            self.app.pop()
        if not isinstance(self.app.top, DailyScene):
            self.app.push(DailyScene(self.app, self.result.day))

    def open_board(self) -> None:
        """The personal board."""
        self.app.push(BoardScene(self.app))

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Esc goes back to the daily screen."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back_to_daily()
            return True
        return super().handle_event(event)

    def lines(self, shown: int = WORST_SHOWN) -> list[tuple[str, str, int, tuple[int, int, int]]]:
        """The review's texts: (text, font role, size, colour), with the ``shown`` costliest
        choices."""
        r, split = self.result, self.split
        kind = tr("daily.official" if r.official else "daily.practice")
        out = [
            (
                tr("daily.review_heading", game=game_name(r.game), day=r.day, kind=kind),
                "bold",
                24,
                colours.GOLD,
            ),
            (tr("daily.your_total", total=r.total), "bold", 20, colours.TEXT),
        ]
        if self.pending:
            out.append((tr("daily.hard_playing"), "italic", 17, colours.TEXT_DIM))
            return out
        if self.failed:
            out.append((tr("daily.review_failed"), "italic", 15, colours.TEXT_DIM))
            return out
        out.append((tr("daily.hard_total", total=r.hard_total), "regular", 17, colours.TEXT))
        if split is None:
            out.append((tr("daily.no_split"), "italic", 15, colours.TEXT_DIM))
            return out
        choices = len(split.choices)
        mean_key = "daily.optimal_mean_estimate" if split.estimate else "daily.optimal_mean"
        out += [
            (tr(mean_key, mean=number(split.optimal_mean, 1)), "regular", 17, colours.TEXT),
            (
                tr(
                    "daily.skill",
                    loss=number(split.loss, 1),
                    choices=choices,
                    each=number(split.mean_loss, 2),
                ),
                "regular",
                17,
                colours.TEXT,
            ),
            (tr("daily.luck", luck=signed(split.luck)), "regular", 17, colours.TEXT),
            (
                tr(
                    "daily.identity",
                    total=r.total,
                    mean=number(split.optimal_mean, 1),
                    loss=number(split.loss, 1),
                    luck=signed(split.luck),
                ),
                "italic",
                15,
                colours.TEXT_DIM,
            ),
        ]
        if split.estimate:
            out.append((tr("daily.estimate_note"), "italic", 15, colours.TEXT_DIM))
        worst = sorted(split.choices, key=lambda s: -s.loss)[:shown]
        worst = [s for s in worst if s.loss > 0.005]
        if worst:
            out.append((tr("daily.costliest"), "bold", 16, colours.GOLD))
            for step in worst:
                out.append((self.choice_text(step), "regular", 15, colours.TEXT))
        return out

    def box_name(self, box: str) -> str:
        """A written box's name; on a card of several columns ("2:full_house") with its
        column's multiplier, as the game's card shows it ("Full House ×3")."""
        column, _, row = box.rpartition(":")
        name = tr_default(f"{folder_name(self.result.game)}.row.{row}", row)
        if not column:
            return name
        spec = getattr(get_game(self.result.game), "SPEC", None)
        columns = tuple(getattr(spec, "columns", ()))
        if not column.isdigit() or int(column) >= len(columns):
            return name
        return tr("review.card.box_column", box=name, mult=columns[int(column)])

    def choice_text(self, step: Any) -> str:
        """One costly choice in words."""
        if isinstance(step.what, str):
            what = tr("daily.wrote", row=self.box_name(step.what))
        elif step.then:
            what = tr(f"daily.set_aside_{step.then}", dice=" ".join(str(v) for v in step.what))
        elif step.what:
            what = tr("daily.held", dice=" ".join(str(v) for v in step.what))
        else:
            what = tr("daily.held_none")
        return tr(
            "daily.choice_line",
            turn=step.turn,
            roll=step.roll,
            what=what,
            loss=number(step.loss, 2),
        )

    def layout(self, width: int, height: int) -> tuple[list[tuple[pygame.Surface, int]], int, bool]:
        """The texts placed on the left, the picture's width, and whether every text fits.

        The picture takes a third of the width, less when the texts would not all fit beside
        it (Russian at 150% on a small window), never so little that a bar's label is cut;
        if even that is not enough, fewer of the costliest choices are listed (never fewer
        of the numbers or the estimate's note)."""
        bottom = self.text_bottom()
        least = waterfall_width() if self.split is not None else 0
        for shown in range(WORST_SHOWN, -1, -1):
            for share in (3, 4, 5):
                picture_w = max(width // share, least) if self.split is not None else 0
                text_w = width - 80 - picture_w - (20 if picture_w else 0)
                placed, fits = self._placed(text_w, bottom, shown)
                if fits:
                    return placed, picture_w, fits
        return placed, picture_w, fits

    def _placed(
        self, text_w: int, bottom: int, shown: int = WORST_SHOWN
    ) -> tuple[list[tuple[pygame.Surface, int]], bool]:
        """The texts' images and heights in a column ``text_w`` wide down to ``bottom`` (with
        ``shown`` costliest choices), and whether all of them fit (those that do not are
        left out)."""
        placed: list[tuple[pygame.Surface, int]] = []
        fits = True
        y = 20
        for text, role, size, colour in self.lines(shown):
            # A long line wraps (Russian at 150%) rather than shrinking to nothing.
            wrapped = fonts.wrap_text(text, text_w, role, size)
            if len(wrapped) > WRAPPED_LINES:
                fits = False  # its end would be left out
            for line in wrapped[:WRAPPED_LINES]:
                image = fonts.fit_text(line, text_w, role, size, colour)
                if y + image.get_height() > bottom:
                    fits = False
                    break
                placed.append((image, y))
                y += image.get_height()
            y += 4
        return placed, fits

    def draw(self, surface: pygame.Surface) -> None:
        """The texts on the left, the bar picture of mean - loss + luck on the right."""
        draw_backdrop(surface)
        width, height = surface.get_size()
        bottom = self.text_bottom()
        placed, picture_w, _ = self.layout(width, height)
        for image, y in placed:
            surface.blit(image, (40, y))
        if self.copied:
            box = self.note_rect()
            lines = fonts.wrap_text(tr("daily.copied"), box.w, "italic", 14)[:2]
            size = 14 if len(lines) * fonts.line_height("italic", 14) <= box.h else 11
            lines = fonts.wrap_text(tr("daily.copied"), box.w, "italic", size)[:2]
            step = fonts.line_height("italic", size)
            y = box.centery - len(lines) * step // 2
            for line in lines:
                note = fonts.fit_text(line, box.w, "italic", size, colours.TEXT_DIM)
                surface.blit(note, note.get_rect(topright=(box.right, y)))
                y += step
        if self.split is not None and picture_w:
            area = pygame.Rect(width - 40 - picture_w, 30, picture_w, bottom - 40)
            draw_waterfall(surface, area, self.split)


WATERFALL_GAP = 10
WATERFALL_BARS = ("daily.bar_mean", "daily.bar_loss", "daily.bar_luck", "daily.bar_total")


def waterfall_width() -> int:
    """The narrowest picture whose bars each hold their label whole (a label may shrink to
    11 px and spread over the gaps beside its bar)."""
    face = fonts.font("regular", 11)
    widest = max(face.size(tr(key))[0] for key in WATERFALL_BARS)
    bar = max(1, widest + 2 - WATERFALL_GAP)
    return len(WATERFALL_BARS) * bar + WATERFALL_GAP * (len(WATERFALL_BARS) - 1)


def draw_waterfall(surface: pygame.Surface, area: pygame.Rect, split: Any) -> None:
    """Bars: the optimal mean, minus the loss, plus (or minus) the luck, the total."""
    mean, loss, luck, total = split.optimal_mean, split.loss, split.luck, split.total
    levels = [0.0, mean, mean - loss, total]
    low, high = min(levels + [0.0]), max(levels)
    label_h = fonts.line_height("regular", 13) * 2 + 4
    plot = pygame.Rect(area.x, area.y, area.w, area.h - label_h)
    if plot.h < 40 or high - low <= 0:
        return

    def y_of(value: float) -> int:
        return plot.bottom - int((value - low) / (high - low) * plot.h)

    mean_key, loss_key, luck_key, total_key = WATERFALL_BARS
    bars = [
        (tr(mean_key), 0.0, mean, colours.HIT),
        (tr(loss_key), mean - loss, mean, colours.MISS),
        (tr(luck_key), min(mean - loss, total), max(mean - loss, total), colours.HIGHLIGHT),
        (tr(total_key), 0.0, float(total), colours.GOLD),
    ]
    gap = WATERFALL_GAP
    w = (plot.w - gap * (len(bars) - 1)) // len(bars)
    for i, (label, a, b, colour) in enumerate(bars):
        x = plot.x + i * (w + gap)
        top, bottom = y_of(max(a, b)), y_of(min(a, b))
        pygame.draw.rect(surface, colour, (x, top, w, max(2, bottom - top)))
        pygame.draw.rect(surface, colours.SHADOW, (x, top, w, max(2, bottom - top)), 1)
        value = {0: number(mean, 1), 1: MINUS + number(loss, 1), 2: signed(luck), 3: str(total)}[i]
        for n, text in enumerate((label, value)):
            image = fonts.fit_text(text, w + gap - 2, "regular", 13, colours.TEXT)
            surface.blit(
                image, image.get_rect(midtop=(x + w // 2, plot.bottom + 4 + n * (label_h // 2)))
            )


# ---------------------------------------------------------------- the board
class BoardScene(Scene):
    """Streak, best days, mean loss per choice over the last 7 and 30 days, and its chart."""

    def build(self) -> None:
        """Back."""
        width, height = self.app.size
        bh = max(34, fonts.scaled(30))
        w = fonts.font("bold", 21).size(tr("common.back"))[0] + 32
        self.button(
            (width - 40 - w, height - bh - 20, w, bh),
            tr("common.back"),
            self.app.pop,
            object_id="#back",
            class_id="@menu",
        )

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Esc goes back."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        return super().handle_event(event)

    def lines(self) -> list[tuple[str, str, int, tuple[int, int, int]]]:
        """The board's texts."""
        store = results(self.app)
        today = daily.today()
        out = [(tr("daily.board_heading"), "bold", 26, colours.GOLD)]
        if store is None:
            return out
        out.append((tr("daily.streak", days=store.streak(today)), "bold", 18, colours.TEXT))
        for game in daily.daily_games():
            best = store.best(game)
            text = (
                tr("daily.best", game=game_name(game), total=best.total, day=best.day)
                if best
                else tr("daily.best_none", game=game_name(game))
            )
            out.append((text, "regular", 16, colours.TEXT))
        for days in (7, 30):
            loss = store.mean_loss(today, days)
            value = number(loss, 2) if loss is not None else tr("stats.none")
            out.append((tr("daily.mean_loss", days=days, loss=value), "regular", 16, colours.TEXT))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        """The texts, then the 30 days' chart below them."""
        draw_backdrop(surface)
        width, height = surface.get_size()
        y = 20
        for text, role, size, colour in self.lines():
            image = fonts.fit_text(text, width - 80, role, size, colour)
            surface.blit(image, (40, y))
            y += image.get_height() + 4
        store = results(self.app)
        bh = max(34, fonts.scaled(30))
        area = pygame.Rect(40, y + 10, width - 80, height - bh - 40 - (y + 10))
        if store is not None and area.h > 60:
            draw_loss_chart(surface, area, store.daily_losses(daily.today(), 30))


def draw_loss_chart(
    surface: pygame.Surface, area: pygame.Rect, points: list[tuple[str, float | None]]
) -> None:
    """Bars of the mean loss per choice of each of the last days (a gap: not played)."""
    caption = fonts.fit_text(tr("daily.chart_caption"), area.w, "italic", 14, colours.TEXT_DIM)
    surface.blit(caption, (area.x, area.y))
    label_h = fonts.line_height("regular", 12) + 2
    plot = pygame.Rect(
        area.x,
        area.y + caption.get_height() + 4,
        area.w,
        area.h - caption.get_height() - 4 - label_h,
    )
    if plot.h < 20 or not points:
        return
    pygame.draw.rect(surface, colours.PANEL, plot, border_radius=6)
    values = [v for _, v in points if v is not None]
    top = max(values + [0.5])
    w = plot.w / len(points)
    for i, (day, value) in enumerate(points):
        x = int(plot.x + i * w)
        if value is None:
            pygame.draw.line(
                surface,
                colours.TEXT_DIM,
                (x + 2, plot.bottom - 2),
                (int(x + w) - 2, plot.bottom - 2),
                1,
            )
            continue
        h = max(2, int(value / top * (plot.h - 8)))
        pygame.draw.rect(surface, colours.HIT, (x + 2, plot.bottom - h, max(2, int(w) - 4), h))
        del day
    for i in (0, len(points) - 1):
        image = fonts.text(points[i][0][5:], "regular", 12, colours.TEXT_DIM)
        x = plot.x if i == 0 else plot.right - image.get_width()
        surface.blit(image, (x, plot.bottom + 2))


# ---------------------------------------------------------------- codes
class CodeScene(Scene):
    """Paste a friend's code: it is replayed on its day's dice and its total confirmed;
    a verified code's game can then be watched move by move in the replay."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.entry: UITextEntryLine | None = None
        self.answer = ""
        self.good = False
        self.text = ""
        #: The last verified code's result (its game is what Watch replays).
        self.found: codes.SharedResult | None = None

    def build(self) -> None:
        """The field, Check and Back."""
        width, height = self.app.size
        bh = max(34, fonts.scaled(30))
        face = fonts.font("bold", 21)
        y = 40 + fonts.line_height("bold", 26) + fonts.line_height("regular", 15) * 2 + 16
        self.entry = UITextEntryLine(
            pygame.Rect(40, y, width - 80, bh), self.manager, container=self.root, object_id="#code"
        )
        self.entry.set_text_length_limit(1000)
        self.entry.set_text(self.text)
        w = face.size(tr("daily.check"))[0] + 32
        self.button(
            (40, y + bh + 12, w, bh),
            tr("daily.check"),
            self.check,
            object_id="#check",
            class_id="@primary",
        )
        if self.found is not None:
            label = tr("daily.watch")
            watch_w = min(face.size(label)[0] + 32, width - 80 - w - 12)
            self.button(
                (40 + w + 12, y + bh + 12, watch_w, bh),
                label,
                self.watch,
                object_id="#watch",
                class_id="@menu",
            )
        back = face.size(tr("common.back"))[0] + 32
        self.button(
            (width - 40 - back, height - bh - 20, back, bh),
            tr("common.back"),
            self.app.pop,
            object_id="#back",
            class_id="@menu",
        )

    def answer_top(self) -> int:
        """Where the answer is written."""
        bh = max(34, fonts.scaled(30))
        return (
            40
            + fonts.line_height("bold", 26)
            + fonts.line_height("regular", 15) * 2
            + 16
            + 2 * bh
            + 28
        )

    def check(self, code: str | None = None) -> bool:
        """Verify the field's code (or ``code``); the answer says what was found."""
        if code is None and self.entry is not None:
            code = self.entry.get_text()
        self.text = code or ""
        had = self.found
        self.found = None
        try:
            found = codes.verify(self.text, daily.today())
        except codes.ShareCodeError as error:
            self.good = False
            reason = tr_default(f"daily.refused.{error.reason}", str(error), **error.values)
            self.answer = tr("daily.code_refused", reason=reason)
        except ValueError:  # a defect of the replay, never a crash screen for a pasted code
            log.exception("checking a daily code failed")
            self.good = False
            self.answer = tr("daily.code_refused", reason=tr("daily.refused.malformed"))
        else:
            kind = {"O": "daily.official", "P": "daily.practice", "A": "daily.assisted"}
            self.good = True
            self.found = found
            self.answer = tr(
                "daily.code_ok",
                game=game_name(found.game),
                day=found.day,
                total=found.total,
                kind=tr(kind[found.flag]),
            )
            if found.name:
                self.answer += " " + tr("daily.code_by", name=found.name)
            self.answer += " " + self.verdict(found)
        if had is not self.found:
            self._rebuild()  # Watch comes (or goes) with the verified game
        return self.good

    def watch(self) -> Any:
        """The verified code's game, move by move, in the replay (under the friend's name)."""
        from yenta_desktop.ui.shell.replay import ReplayScene

        found = self.found
        if found is None:
            return None
        record = codes.friend_record(found, tr("daily.friend"))
        name = record["players"][0]["name"]
        title = tr("daily.friend_title", name=name, game=game_name(found.game), day=found.day)
        return self.app.push(ReplayScene(self.app, record, title))

    @staticmethod
    def verdict(found: Any) -> str:
        """What the replayed game says: Hard on the same dice, and skill and luck if exact."""
        from yenta_desktop.ai import daily as ai_daily

        hard = ai_daily.final_total(ai_daily.hard_replay(found.game, found.day))
        split = ai_daily.split_of(found.game, found.state)
        text = tr("daily.hard_total", total=hard)
        if split is not None:
            text += "; " + tr(
                "daily.code_split",
                loss=number(split.loss, 1),
                each=number(split.mean_loss, 2),
                luck=signed(split.luck),
            )
            if split.estimate:
                text += " " + tr("daily.estimate_tag")
        return text + "."

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Esc goes back; Enter in the field checks."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        if (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_RETURN
            and self.entry is not None
            and self.entry.is_focused
        ):
            self.check()
            return True
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        """The heading, the honest note, the answer."""
        draw_backdrop(surface)
        width, height = surface.get_size()
        title = fonts.fit_text(tr("daily.check_heading"), width - 80, "bold", 26, colours.GOLD)
        surface.blit(title, (40, 30))
        note = pygame.Rect(
            40, 34 + title.get_height(), width - 80, fonts.line_height("regular", 15) * 2 + 4
        )
        fonts.draw_wrapped(surface, tr("daily.check_note"), note, "regular", 15, colours.TEXT_DIM)
        if self.answer:
            top = self.answer_top()
            bh = max(34, fonts.scaled(30))
            rect = pygame.Rect(40, top, width - 80, height - bh - 40 - top)
            fonts.draw_wrapped(
                surface, self.answer, rect, "bold", 17, colours.HIT if self.good else colours.MISS
            )
