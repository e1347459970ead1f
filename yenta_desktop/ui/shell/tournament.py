"""Local tournaments: a short series of one game against a chosen field of AI seats.

:class:`TournamentScene` (from the title's Tournament entry) picks the game, the
series' length, how many AI opponents and their level, and shows the rules its
games will be played with: those last chosen for the game's tournaments with
*Change…* (:class:`TournamentRulesScene`, the setup screen's own rule controls),
else those of the game's last setup, else its defaults. Each game is played at the
game's own table with the series' rules (they are the game state's: the save keeps
them, the next game copies them); after it :class:`StandingsScene` shows the
standings (series points: one per opponent beaten, half for a tie; then the sum of
totals) and starts the next game. The series is saved in its own slot
(``tournament-<game>.json``): the game in progress, or, between games, the next
game marked ``match["between_games"]`` until it is sat down to, so Continue picks it
up where it was, at the table or at the standings (:func:`continue_tournament`, for
the tournament screen's Continue and the title's). The series itself is
``session.match["series"]`` (:mod:`yenta_desktop.engine.series`).
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import Any

import pygame

from yenta_desktop.ai.registry import levels_for
from yenta_desktop.engine import series as series_rules
from yenta_desktop.engine.registry import available_games, folder_name, get_game
from yenta_desktop.i18n import tr
from yenta_desktop.session import GameSession, Seat
from yenta_desktop.storage.daily import TournamentSaves
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.shell.base import Scene, tab_rects
from yenta_desktop.ui.shell.opened import opened
from yenta_desktop.ui.shell.setup import SetupScene, rule_label, rule_value_label
from yenta_desktop.ui.widgets.backdrop import draw_backdrop

log = logging.getLogger(__name__)

#: The match's mark of a next game saved at the standings, not sat down to yet.
BETWEEN_GAMES = "between_games"


def series_of(session: Any) -> dict[str, Any] | None:
    """The tournament a session belongs to, or None."""
    found = getattr(session, "match", {}).get("series")
    return found if isinstance(found, dict) else None


def tournament_saves(app: Any) -> TournamentSaves | None:
    """The tournaments' save slots (opened on first use), or None."""
    return opened(
        app,
        "tournament_saves",
        lambda: TournamentSaves(app.store.directory),
        "the tournament slots",
        needs_store=True,
    )


def tournament_games() -> list[str]:
    """Games with a table and AI seats that two or more can play."""
    from yenta_desktop.ui.games import has_ui

    return [
        game
        for game, module in available_games().items()
        if has_ui(game) and module.MAX_PLAYERS >= 2 and levels_for(game)
    ]


def last_rules(game: str) -> Any:
    """The rules of ``game``'s last setup, or its defaults (a bad entry is ignored)."""
    from yenta_desktop.storage.settings import load_setup

    module = get_game(game)
    saved = load_setup(game).get("rules")
    if isinstance(saved, dict):
        try:
            return module.Rules.from_dict(saved)
        except (ValueError, TypeError):
            log.info("the last setup's rules of %s do not load; defaults", game)
    return module.Rules()


def tournament_rules(game: str) -> Any:
    """The rules a new tournament of ``game`` is played with: those last chosen for its
    tournaments (Change… on the tournament screen), else :func:`last_rules`."""
    from yenta_desktop.storage.settings import load_tournament_rules

    module = get_game(game)
    saved = load_tournament_rules(game)
    if saved is not None:
        try:
            return module.Rules.from_dict(saved)
        except (ValueError, TypeError):
            log.info("the tournament rules kept for %s do not load; the last setup's", game)
    return last_rules(game)


def rules_summary(game: str, rules: Any) -> str:
    """The rules in one line: each setting of the setup screen with its value."""
    return " · ".join(
        tr(
            "tournament.rule_item",
            name=rule_label(game, setting),
            value=rule_value_label(game, setting, getattr(rules, setting.name)),
        )
        for setting in get_game(game).Rules.SETTINGS
        if setting.in_setup
    )


def next_game(session: GameSession, series: dict[str, Any]) -> GameSession:
    """The series' next game: the same seats and rules, new dice or cards."""
    from yenta_desktop.ui.games import game_ui

    state = session.state
    n = state.num_players
    seed = random.SystemRandom().randrange(10**9)
    match = {**session.finished_match(), "series": series}
    options: dict[str, Any] = getattr(game_ui(session.game), "start_options", lambda s, c: {})(
        seed, n
    )
    fresh = session.module.new_game(n, state.rules, seed=seed, match=match, **options)
    return GameSession(list(session.seats), fresh, session.game, match)


def first_game(
    game: str, opponents: int, level: str, length: int, rules: Any = None
) -> GameSession:
    """The first game of a new series of ``game``: you and ``opponents`` AI seats, with
    ``rules`` (None: :func:`tournament_rules`)."""
    from yenta_desktop.ui.games import game_ui
    from yenta_desktop.ui.shell.setup import default_names

    module = get_game(game)
    names = default_names()
    levels = levels_for(game)
    seats = [Seat(names[0], "human", None)]
    for i in range(opponents):
        seat_level = levels[i % len(levels)] if level == "mixed" else level
        seats.append(Seat(names[i + 1], "ai", seat_level))
    seed = random.SystemRandom().randrange(10**9)
    options: dict[str, Any] = getattr(game_ui(game), "start_options", lambda s, c: {})(
        seed, len(seats)
    )
    if rules is None:
        rules = tournament_rules(game)
    state = module.new_game(len(seats), rules, seed=seed, **options)
    return GameSession(seats, state, game, {"series": series_rules.new_series(length)})


def play(app: Any, session: GameSession) -> Any:
    """Save ``session`` in its tournament slot and sit down at its table."""
    session.match.pop(BETWEEN_GAMES, None)
    slots = tournament_saves(app)
    if slots is not None:
        slots.save(session)
    return sit_down(app, session)


def game_number(session: Any) -> tuple[int, int] | None:
    """(this game's number in its series, the series' length), or None outside a series."""
    series = series_of(session)
    if series is None:
        return None
    results = series.get("results")
    played = len(results) if isinstance(results, list) else 0
    return played + 1, int(series.get("length", played + 1))


def sit_down(app: Any, session: GameSession) -> Any:
    """Push ``session``'s table; its move log says which game of the series this is."""
    from yenta_desktop.ui.games import game_ui

    table = app.push(game_ui(session.game).TableScene(app, session))
    number = game_number(session)
    add_log = getattr(table, "add_log", None)
    if number is not None and add_log is not None:
        add_log("tournament.game_of", number=number[0], length=number[1])
    return table


def continue_tournament(app: Any, game: str) -> Any:
    """Open ``game``'s tournament saved in its slot: the game in progress at its table, or
    between games the standings (Next game starts the saved next one), the series attached. None (nothing pushed) when the slot
    holds no series still to be played (none, a finished one, or a bad file: put aside)."""

    slots = tournament_saves(app)
    session = slots.resumable(game) if slots is not None else None
    series = series_of(session)
    if session is None or series is None:
        return None
    app.last_game = game
    if session.match.get(BETWEEN_GAMES) and series["results"]:
        # Left at the standings: back to them, Next game sits down for this one.
        return app.push(StandingsScene(app, session, series, session))
    return sit_down(app, session)


def after_game(table: Any) -> bool:
    """A tournament game is over: the standings (True); False for any other game."""
    session = table.session
    found = series_of(session)
    if found is None or table.demo:
        return False
    try:
        series = series_rules.with_result(found, session.state.totals())
    except ValueError:
        log.exception("the tournament's result")
        return False
    upcoming = None
    if not series_rules.is_complete(series):
        upcoming = next_game(session, series)
        upcoming.match[BETWEEN_GAMES] = True  # until it is sat down to (play)
        slots = tournament_saves(table.app)
        if slots is not None:
            slots.save(upcoming)  # quitting here, Continue starts the next game
    table.app.push(StandingsScene(table.app, session, series, upcoming))
    return True


def seat_name(session: GameSession, seat: int) -> str:
    """A seat's name with its AI level."""
    chair = session.seats[seat]
    if chair.is_human:
        return chair.name
    from yenta_desktop.ui.shell.setup import kind_label

    return f"{chair.name} ({kind_label(str(chair.level))})"


class StandingsScene(Scene):
    """The standings after a tournament game, and the next game (or the end)."""

    def __init__(
        self,
        app: Any,
        session: GameSession,
        series: dict[str, Any],
        upcoming: GameSession | None,
    ) -> None:
        super().__init__(app)
        self.session = session
        self.series = series
        self.upcoming = upcoming

    def entries(self) -> list[tuple[str, Callable[[], None], str, str]]:
        """The buttons, left to right: (label key, callback, object id, class). Review of
        the last game when it is here and its game has a review; Title; Next game while
        the series goes on."""
        entries: list[tuple[str, Callable[[], None], str, str]] = []
        if self.review_hook() is not None:
            entries.append(("tournament.review_last", self.open_review, "#review", "@menu"))
        if self.upcoming is not None:
            entries.append(("tournament.to_title", self.to_title, "#to_title", "@menu"))
            entries.append(("tournament.next_game", self.go_on, "#next_game", "@primary"))
        else:
            entries.append(("tournament.to_title", self.go_on, "#next_game", "@primary"))
        return entries

    def button_height(self) -> int:
        """The height of the bottom row's buttons."""
        return max(34, fonts.scaled(30))

    GAP = 12

    def button_rows(self) -> list[list[tuple[str, Callable[[], None], str, str]]]:
        """The buttons in one row, or, when their labels do not fit side by side (a small
        window, large text, Russian), the primary one in a row of its own below."""
        width, _ = self.app.size
        entries = self.entries()
        face = fonts.font("bold", 21)
        needs = sum(face.size(tr(key))[0] + 32 for key, _, _, _ in entries)
        if len(entries) > 1 and needs + self.GAP * (len(entries) - 1) > width - 80:
            return [entries[:-1], entries[-1:]]
        return [entries]

    def buttons_top(self) -> int:
        """The top of the first row of buttons (the table and the note stay above it)."""
        _, height = self.app.size
        count = len(self.button_rows())
        return height - 20 - count * self.button_height() - (count - 1) * self.GAP

    def build(self) -> None:
        """The buttons at the bottom right, the primary one last (rightmost, lowest)."""
        width, _ = self.app.size
        bh = self.button_height()
        face = fonts.font("bold", 21)
        gap = self.GAP
        y = self.buttons_top()
        for row in self.button_rows():
            widths = [face.size(tr(key))[0] + 32 for key, _, _, _ in row]
            room = width - 80 - gap * (len(row) - 1)
            if sum(widths) > room:  # still too wide: share the row
                widths = [max(60, w * room // sum(widths)) for w in widths]
            x = width - 40 - sum(widths) - gap * (len(row) - 1)
            for (key, callback, object_id, class_id), w in zip(row, widths, strict=True):
                self.button(
                    (x, y, w, bh), tr(key), callback, object_id=object_id, class_id=class_id
                )
                x += w + gap
            y += bh + gap

    def review_hook(self) -> Any:
        """The game's ``review_scene`` when the last game is here (not after Continue)."""
        from yenta_desktop.ui.games import game_ui

        if not self.session.state.is_terminal:
            return None
        return getattr(game_ui(self.session.game), "review_scene", None)

    def open_review(self) -> None:
        """The review of the game just played, over the standings (Back returns here)."""
        hook = self.review_hook()
        if hook is None:
            return
        record = self.session.record()
        if self.session.assisted:
            record["assisted"] = list(self.session.assisted)
        self.app.push(hook(self.app, record))

    def to_title(self) -> None:
        """Back to the title; the next game stays saved (Continue sits down to it)."""
        from yenta_desktop.ui.shell.title import TitleScene

        self.app.reset(TitleScene(self.app))

    def go_on(self) -> None:
        """Sit down for the next game, or go back to the title after the last."""
        from yenta_desktop.ui.shell.title import TitleScene

        self.app.reset(TitleScene(self.app))
        if self.upcoming is not None:
            play(self.app, self.upcoming)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Enter goes on; Esc goes to the title (the next game stays saved)."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.to_title()
            return True
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        """The heading and the standings table."""
        draw_backdrop(surface)
        width, height = surface.get_size()
        played = len(self.series["results"])
        length = self.series["length"]
        from yenta_desktop.ui.shell.title import game_title

        heading = (
            tr(
                "tournament.after_game",
                game=game_title(self.session.game),
                played=played,
                length=length,
            )
            if self.upcoming is not None
            else tr("tournament.final", game=game_title(self.session.game), length=length)
        )
        surface.blit(fonts.fit_text(heading, width - 80, "bold", 28, colours.GOLD), (40, 24))
        table = series_rules.standings(self.series, self.session.state.num_players)
        top = 40 + fonts.line_height("bold", 28)
        row_h = max(fonts.line_height("regular", 17) + 6, 24)
        note_h = fonts.line_height("italic", 14)
        note_y = self.buttons_top() - note_h - 8  # above the buttons, which may fill the row
        rows = min(len(table), (note_y - 4 - top) // row_h - 1)
        heads = [
            tr("tournament.col.place"),
            tr("tournament.col.player"),
            tr("tournament.col.points"),
            tr("tournament.col.total"),
            tr("tournament.col.games"),
        ]
        shares = [0.1, 0.34, 0.14, 0.14, 0.28]
        xs = [40]
        for share in shares[:-1]:
            xs.append(xs[-1] + int((width - 80) * share))
        widths = [int((width - 80) * share) - 8 for share in shares]
        for x, w, text in zip(xs, widths, heads, strict=True):
            surface.blit(fonts.fit_text(text, w, "bold", 16, colours.TEXT_DIM), (x, top))
        for i, line in enumerate(table[:rows]):
            y = top + (i + 1) * row_h
            if line.place == 1:
                pygame.draw.rect(
                    surface, colours.PANEL, (36, y - 2, width - 72, row_h), border_radius=6
                )
            cells = [
                str(line.place),
                seat_name(self.session, line.seat),
                f"{line.points:g}",
                str(line.total),
                " · ".join(str(t) for t in line.totals),
            ]
            colour = colours.GOLD if self.session.seats[line.seat].is_human else colours.TEXT
            for x, w, text in zip(xs, widths, cells, strict=True):
                surface.blit(fonts.fit_text(text, w, "regular", 17, colour), (x, y))
        note = tr("tournament.points_note")
        surface.blit(fonts.fit_text(note, width - 80, "italic", 14, colours.TEXT_DIM), (40, note_y))


class TournamentScene(Scene):
    """Choose a game, the series' length and the field; start, or continue a tournament."""

    LEVEL_CHOICES = ("mixed",)

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        games = tournament_games()
        self.games = games
        last = getattr(app, "last_game", None)
        self.game: str = (
            last if isinstance(last, str) and last in games else (games[0] if games else "")
        )
        self.length = 5
        self.opponents = 0
        self.level = ""
        #: game -> the rules chosen for its tournament (read on first use).
        self.chosen: dict[str, Any] = {}
        self._fit_field()

    def _fit_field(self) -> None:
        """Keep the field legal for the chosen game (its player counts and levels)."""
        if not self.game:
            return
        module = get_game(self.game)
        low, high = max(1, module.MIN_PLAYERS - 1), module.MAX_PLAYERS - 1
        self.opponents = min(max(self.opponents or 2, low), high)
        levels = (*levels_for(self.game), *self.LEVEL_CHOICES)
        if self.level not in levels:
            self.level = "hard" if "hard" in levels else levels[0]

    def saved(self) -> bool:
        """Whether the chosen game has a tournament saved in progress."""
        slots = tournament_saves(self.app)
        try:
            return slots is not None and any(g == self.game for _, g in slots.in_progress())
        except Exception:  # noqa: BLE001
            log.exception("tournament slots")
            return False

    def rules(self) -> Any:
        """The rules the chosen game's next tournament is played with."""
        if self.game not in self.chosen:
            self.chosen[self.game] = tournament_rules(self.game)
        return self.chosen[self.game]

    def change_rules(self) -> None:
        """Edit the rules with the setup screen's rule controls."""
        self.app.push(TournamentRulesScene(self.app, self.game, self.rules(), self.set_rules))

    def set_rules(self, rules: Any) -> None:
        """The rules chosen for the game's tournaments (kept for the next visit too)."""
        from yenta_desktop.storage.settings import save_tournament_rules

        self.chosen[self.game] = rules
        save_tournament_rules(self.game, rules.to_dict())
        self._rebuild()

    def build(self) -> None:
        """Game tabs, three choices, Start, Continue and Back."""
        width, height = self.app.size
        bh = max(34, fonts.scaled(30))
        from yenta_desktop.ui.shell.title import game_title

        names = [game_title(g) for g in self.games]
        top = 30 + fonts.line_height("bold", 28)
        rects = tab_rects(names, 40, top, width - 80, bh)
        for game, name, rect in zip(self.games, names, rects, strict=True):
            self.button(
                rect,
                name,
                partial(self.choose, game),
                object_id=f"#tgame_{folder_name(game)}",
                class_id="@primary" if game == self.game else "@small",
            )
        y = (rects[-1].bottom if rects else top) + 20
        label_w = min(360, (width - 80) // 2)
        choices = [
            ("tournament.length", str(self.length), self.next_length, "#length"),
            ("tournament.opponents", str(self.opponents), self.next_opponents, "#opponents"),
            ("tournament.level", self.level_name(), self.next_level, "#level"),
            ("tournament.rules", tr("tournament.change_rules"), self.change_rules, "#rules"),
        ]
        self.choice_rows: list[tuple[str, int]] = []
        value_w = min(300, width - 80 - label_w - 10)
        for key, value, action, oid in choices:
            self.choice_rows.append((key, y))
            self.button(
                (40 + label_w + 10, y, value_w, bh), value, action, object_id=oid, class_id="@small"
            )
            y += bh + 10
        self.rules_y = y + 4
        face = fonts.font("bold", 21)
        x = 40
        for key, action, oid, enabled in (
            ("tournament.start", self.start, "#start", bool(self.game)),
            ("title.continue_game", self.resume_series, "#continue", self.saved()),
        ):
            w = face.size(tr(key))[0] + 32
            self.button(
                (x, height - bh - 20, w, bh),
                tr(key),
                action,
                object_id=oid,
                class_id="@primary",
                enabled=enabled,
            )
            x += w + 10
        w = face.size(tr("common.back"))[0] + 32
        self.button(
            (width - 40 - w, height - bh - 20, w, bh),
            tr("common.back"),
            self.app.pop,
            object_id="#back",
            class_id="@menu",
        )

    def level_name(self) -> str:
        """The chosen AI level in words."""
        from yenta_desktop.ui.shell.setup import kind_label

        if self.level == "mixed":
            return tr("tournament.mixed")
        return kind_label(self.level)

    # ------------------------------------------------------------ choices
    def choose(self, game: str) -> None:
        """Another game."""
        self.game = game
        self.app.last_game = game
        self._fit_field()
        self._rebuild()

    def next_length(self) -> None:
        """3, 5 or 7 games."""
        lengths = series_rules.LENGTHS
        self.length = lengths[(lengths.index(self.length) + 1) % len(lengths)]
        self._rebuild()

    def next_opponents(self) -> None:
        """One more AI opponent (back to the fewest after the most)."""
        module = get_game(self.game)
        low, high = max(1, module.MIN_PLAYERS - 1), module.MAX_PLAYERS - 1
        self.opponents = low if self.opponents >= high else self.opponents + 1
        self._rebuild()

    def next_level(self) -> None:
        """The next AI level (then a mixed field)."""
        levels = (*levels_for(self.game), *self.LEVEL_CHOICES)
        self.level = levels[(levels.index(self.level) + 1) % len(levels)]
        self._rebuild()

    def start(self) -> None:
        """The series' first game."""
        play(
            self.app,
            first_game(self.game, self.opponents, self.level, self.length, self.rules()),
        )

    def resume_series(self) -> None:
        """Continue the chosen game's tournament."""
        if continue_tournament(self.app, self.game) is None:
            self._rebuild()

    def resume(self) -> None:
        """Back from a table: Continue may have changed."""
        self._rebuild()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Esc goes back."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        """The heading and the choices' labels."""
        draw_backdrop(surface)
        width = surface.get_width()
        surface.blit(
            fonts.fit_text(tr("tournament.heading"), width - 80, "bold", 28, colours.GOLD), (40, 20)
        )
        label_w = min(360, (width - 80) // 2)
        bh = max(34, fonts.scaled(30))
        for key, y in getattr(self, "choice_rows", []):
            image = fonts.fit_text(tr(key), label_w, "regular", 18, colours.TEXT)
            surface.blit(image, image.get_rect(midleft=(40, y + bh // 2)))
        if not self.game:
            return
        # The rules' summary (up to three lines), then the note, above the bottom buttons.
        top = getattr(self, "rules_y", 200)
        bottom = surface.get_height() - bh - 30
        note_h = fonts.line_height("italic", 14)
        room = pygame.Rect(40, top, width - 80, max(0, bottom - note_h - 4 - top))
        room.h = min(room.h, 3 * fonts.line_height("regular", 16))
        if room.h >= fonts.line_height("regular", 11):
            summary = tr("tournament.rules_line", rules=rules_summary(self.game, self.rules()))
            top = fonts.draw_wrapped(surface, summary, room, "regular", 16, colours.TEXT) + 4
        if top + note_h <= bottom:
            note = fonts.fit_text(
                tr("tournament.rules_note"), width - 80, "italic", 14, colours.TEXT_DIM
            )
            surface.blit(note, (40, top))


class TournamentRulesScene(SetupScene):
    """The rules of a tournament's games, with the setup screen's own rule controls (no
    seats, no seed): Done hands them to the tournament screen, Back (Esc) keeps the old."""

    def __init__(self, app: Any, game: str, rules: Any, done: Callable[[Any], None]) -> None:
        super().__init__(app, game)
        self.base = rules
        self.values = {setting.name: getattr(rules, setting.name) for setting in self.settings}
        self.done = done

    def block(self) -> tuple[int, int]:
        """The rules column alone, in the middle."""
        width = self.right_width()
        return (self.app.size[0] - width) // 2, width

    def items(self) -> list[Any]:
        """The rule settings (a tournament's games draw their own seeds)."""
        return list(self.settings)

    def build(self) -> None:
        """The rules' controls, Back and Done."""
        self.entries = {}
        self.build_rules()
        _width, height = self.app.size
        x0, block_w = self.block()
        self.button(
            (x0, height - 80, 160, 54),
            tr("common.back"),
            self.app.pop,
            object_id="#back",
            class_id="@menu",
        )
        done = self.button(
            (x0 + block_w - 200, height - 80, 200, 54),
            tr("tournament.rules_done"),
            self.apply,
            object_id="#rules_done",
            class_id="@primary",
        )
        self._set_focus(self.focus_order.index(done))

    def apply(self) -> None:
        """Check the values; give the rules to the tournament screen and go back to it."""
        self.error = self.check_rules()
        if self.error:
            return
        try:
            rules = replace(self.base, **self.values)
        except (ValueError, TypeError) as error:
            self.error = str(error)
            return
        self.app.pop()
        self.done(rules)

    def draw(self, surface: pygame.Surface) -> None:
        """The heading, each rule's name and explanation, an error by the buttons."""
        draw_backdrop(surface)
        width, height = surface.get_size()
        from yenta_desktop.ui.shell.title import game_title

        heading = fonts.fit_text(
            tr("tournament.rules_heading", game=game_title(self.game)),
            width - 80,
            "bold",
            34,
            colours.GOLD,
        )
        surface.blit(heading, heading.get_rect(center=(width // 2, 46)))
        self.draw_rules(surface)
        if self.error:
            x0, block_w = self.block()
            image = fonts.fit_text(self.error, block_w, "bold", 16, colours.MISS)
            surface.blit(image, image.get_rect(midleft=(x0, height - 95)))
