"""The title screen: a card per game (picture, name, players, one line about it; Play and
Continue), and the menu: Continue the most recent game, Dice of the day, Tournament, Past
games, Rules, Settings, Statistics, Quit.

The cards come from the registry: a game shows up here by existing. A game
whose window part is not there yet shows its card with Play greyed.

The menu's Continue opens the most recently saved of every game in progress: the
ordinary autosaves, the daily games' slots and the tournaments' (:class:`Resumable`,
by save time), each reopened by its own screen's code (:func:`.daily.continue_daily`,
:func:`.tournament.continue_tournament`). A card's Continue is its game's ordinary
autosave only: a daily game or a tournament is not "that game" of the card, and its
own screen lists it.
"""

from __future__ import annotations

import contextlib
import importlib
import logging
from dataclasses import dataclass
from functools import partial
from typing import Any, ClassVar

import pygame

from yenta_desktop.engine.registry import available_games, folder_name, get_game
from yenta_desktop.i18n import tr, tr_default
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.games import game_ui, has_ui
from yenta_desktop.ui.shell.base import Scene
from yenta_desktop.ui.widgets.backdrop import draw_backdrop

log = logging.getLogger(__name__)

#: The storage notice: text size, gap above the keys hint, most lines shown.
NOTICE_SIZE = 16
#: The tagline under the logo (shrunk to two thirds at most, else left out).
TAGLINE_SIZE = 18
NOTICE_BOTTOM = 36
NOTICE_MAX_LINES = 4

#: Seconds the card pictures sway after the title appears or the player last did something;
#: then they slow to a stop over SETTLE_SECONDS and the screen is still (nothing is redrawn).
SWAY_SECONDS = 4.0
SETTLE_SECONDS = 1.5


def optional_scene(module: str, name: str) -> type | None:
    """A scene class from a module that may not exist (None while it does not)."""
    try:
        found = getattr(importlib.import_module(module), name, None)
        return found if isinstance(found, type) else None
    except ModuleNotFoundError as error:
        if error.name and module.startswith(error.name):
            return None
        raise


def open_settings(scene: Scene) -> None:
    """Push the settings scene."""
    cls = optional_scene("yenta_desktop.ui.shell.settings", "SettingsScene")
    if cls is not None:
        scene.app.push(cls(scene.app))


def open_daily(scene: Scene) -> None:
    """Push the daily challenge's screen."""
    from yenta_desktop.ui.shell.daily import DailyScene

    scene.app.push(DailyScene(scene.app))


def open_tournament(scene: Scene) -> None:
    """Push the local tournament's screen."""
    from yenta_desktop.ui.shell.tournament import TournamentScene

    scene.app.push(TournamentScene(scene.app))


def open_statistics(scene: Scene, game: str | None = None) -> None:
    """Push the statistics scene (on ``game``'s tab)."""
    from yenta_desktop.ui.shell.statistics import StatisticsScene

    scene.app.push(StatisticsScene(scene.app, game))


@dataclass(frozen=True)
class Resumable:
    """A game the title's Continue can open: an ordinary autosave ("game"), a daily game
    ("daily") or a tournament ("tournament"), and when it was saved (ns)."""

    kind: str
    game: str
    saved_ns: int


def game_title(game: str) -> str:
    """A game's name in the current language (its engine's English title as a fallback)."""
    return tr_default(f"{folder_name(game)}.title", get_game(game).GAME_TITLE)


def players_text(game: str) -> str:
    """ "3-6 players", "4 players", "1-6 players" in the current language."""
    module = available_games()[game]
    low, high = module.MIN_PLAYERS, module.MAX_PLAYERS
    if low == high:
        return tr("title.players_exact", count=low)
    return tr("title.players_range", low=low, high=high)


class TitleScene(Scene):
    """The first screen: the game picker and the menu."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.time = 0.0
        #: Whether the game cards are a list, one row per game (set by :meth:`card_rects`).
        self.listed = False
        #: Seconds since the title appeared or the player last did something.
        self.quiet = 0.0
        self._seen_input = getattr(app, "last_input", 0.0)
        #: game id -> the card's rectangle (for drawing; the buttons are widgets).
        self.cards: dict[str, pygame.Rect] = {}
        self.tagline_size = TAGLINE_SIZE
        self.selected: str | None = getattr(app, "last_game", None)

    # ------------------------------------------------------------ saves
    def saved_games(self) -> list[str]:
        """Games with an autosave that loads, the most recent first."""
        store = self.app.store
        if store is None:
            return []
        try:
            return list(store.saved_games())
        except Exception:  # noqa: BLE001 - a broken store means no Continue
            log.exception("saved_games failed")
            return []

    def resumables(self) -> list[Resumable]:
        """Every game Continue can open, the most recently saved first: the autosaves, the
        daily games not over, the tournaments not finished (a bad slot goes aside with a
        notice, like a bad autosave)."""
        from yenta_desktop.ui.shell import daily, tournament

        found: list[Resumable] = []
        store = self.app.store
        if store is not None:
            for game in self.saved_games():
                try:
                    stamp = store.autosave_path(game).stat().st_mtime_ns
                except OSError:
                    continue
                found.append(Resumable("game", game, stamp))
        for kind, slots in (
            ("daily", daily.daily_saves(self.app)),
            ("tournament", tournament.tournament_saves(self.app)),
        ):
            if slots is None:
                continue
            try:
                found += [Resumable(kind, game, stamp) for stamp, game in slots.in_progress()]
            except Exception:  # noqa: BLE001 - a broken slot means no Continue for it
                log.exception("the %s slots failed", kind)
        return sorted(found, key=lambda r: r.saved_ns, reverse=True)

    def latest(self) -> Resumable | None:
        """What the menu's Continue opens, or None."""
        found = self.resumables()
        return found[0] if found else None

    def slot_notices(self) -> list[str]:
        """What loading the daily and tournament slots found wrong (bad files put aside)."""
        texts = []
        for attr in ("daily_saves", "tournament_saves"):
            notice = getattr(getattr(self.app, attr, None), "load_notice", None)
            if notice:
                texts.append(str(notice))
        return texts

    def has_save(self, game: str | None = None) -> bool:
        """Whether Continue can open an autosaved game (of ``game``)."""
        saved = self.saved_games()
        return bool(saved) if game is None else game in saved

    # ------------------------------------------------------------ layout
    def menu_column(self) -> pygame.Rect:
        """The menu on the right."""
        width, height = self.app.size
        bw = max(260, min(320, width // 4), fonts.scaled(230))
        return pygame.Rect(width - bw - 40, 0, bw, height)

    def notice_lines(self) -> list[str]:
        """The storage notice (bad files kept aside, ...) wrapped to the window, at most 4 lines."""
        store = self.app.store
        notice = getattr(store, "notice", None) if store is not None else None
        notice = " ".join(str(n) for n in (notice, *self.slot_notices()) if n)
        if not notice:
            return []
        width = self.app.size[0] - 80
        lines = list(fonts.wrap_text(str(notice), width, "regular", NOTICE_SIZE))
        if len(lines) > NOTICE_MAX_LINES:
            rest = " ".join(lines[NOTICE_MAX_LINES - 1 :])
            face = fonts.font("regular", NOTICE_SIZE)
            while rest and face.size(rest + "…")[0] > width:
                rest = rest[:-1]
            lines = lines[: NOTICE_MAX_LINES - 1] + [rest + "…"]
        return lines

    def notice_line(self) -> int:
        """The height of one line of the notice."""
        return fonts.line_height("regular", NOTICE_SIZE) + 4

    def header(self) -> tuple[int, int, tuple[str, ...], int]:
        """The logo's font size and centre line, the tagline and the header's bottom.

        The logo shrinks to at most 14% of the window's height (large text on a small
        window); the tagline is one line, shrunk to no less than two thirds of its size,
        or left out where it does not fit that way."""
        width, height = self.app.size
        size = 64
        while size > 36 and fonts.font("bold", size).get_height() > height * 0.14:
            size -= 4
        logo_h = fonts.font("bold", size).get_height()
        centre = max(int(height * 0.11), 6 + logo_h // 2)
        text_w = self.menu_column().x - 80
        tagline = tr("title.tagline")
        tag = TAGLINE_SIZE
        while tag > TAGLINE_SIZE * 2 // 3 and fonts.font("italic", tag).size(tagline)[0] > text_w:
            tag -= 1
        fits = fonts.font("italic", tag).size(tagline)[0] <= text_w
        lines = (tagline,) if fits else ()
        self.tagline_size = tag
        bottom = centre + logo_h // 2 - 4 + len(lines) * fonts.line_height("italic", tag)
        return size, centre, lines, bottom

    def card_area(self) -> pygame.Rect:
        """Where the game cards go: left of the menu, under the logo, above any notice."""
        width, height = self.app.size
        menu = self.menu_column()
        top = max(int(height * 0.20) + 40, self.header()[3] + 14)
        lines = len(self.notice_lines())
        below = 50 + (lines * self.notice_line() + NOTICE_BOTTOM - 40 if lines else 0)
        return pygame.Rect(40, top, menu.x - 40 - 40, height - top - below)

    def card_rects(self, count: int) -> list[pygame.Rect]:
        """One rectangle per game: two columns, as many rows as needed; where such a card is too
        short for its name over its buttons (many games, large text), one row per game (the
        list: the name on the left, the buttons on the right, no picture)."""
        area = self.card_area()
        cols = 1 if count == 1 else 2
        rows = -(-count // cols)
        gap = 16
        w = (area.w - (cols - 1) * gap) // cols
        h = min(260, (area.h - (rows - 1) * gap) // rows)
        bh = max(34, fonts.scaled(30))
        button_rows = 1 if self._side_by_side((w - 36) // 2) else 2
        need = 20 + fonts.line_height("bold", 18) + button_rows * (bh + 8) + 10
        self.listed = count > 1 and h < need
        if self.listed:
            gap = max(4, min(16, (area.h - count * (bh + 16)) // max(1, count - 1)))
            h = min(bh + 40, (area.h - (count - 1) * gap) // count)
            return [pygame.Rect(area.x, area.y + i * (h + gap), area.w, h) for i in range(count)]
        return [
            pygame.Rect(area.x + (i % cols) * (w + gap), area.y + (i // cols) * (h + gap), w, h)
            for i in range(count)
        ]

    @staticmethod
    def _side_by_side(half: int) -> bool:
        """Whether Play and Continue fit side by side in buttons ``half`` wide."""
        face = fonts.font("bold", 21)
        return all(
            face.size(label)[0] + 16 <= half
            for label in (tr("title.play"), tr("title.continue_game"))
        )

    def list_buttons(self, rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
        """In the list: Play and Continue at the right end of a game's row."""
        face = fonts.font("bold", 21)
        bh = max(34, fonts.scaled(30))
        small = fonts.font("regular", 15)  # Continue is a small button ("@small")
        cw = max(90, small.size(tr("title.continue_game"))[0] + 28)
        pw = max(90, face.size(tr("title.play"))[0] + 28)
        y = rect.centery - bh // 2
        cont = pygame.Rect(rect.right - 12 - cw, y, cw, bh)
        return pygame.Rect(cont.x - 8 - pw, y, pw, bh), cont

    def build(self) -> None:
        """The cards' buttons, then the menu column (a card for each game with a table: a
        game whose table is not built yet is in Rules, not in the picker)."""
        games = [game for game in available_games() if has_ui(game)]
        saved = self.saved_games()
        self.resume_to = self.latest()  # loads the slots first: their notice is in the layout
        self.cards = dict(zip(games, self.card_rects(len(games)), strict=True))
        bh_card = max(34, fonts.scaled(30))
        for game, rect in self.cards.items():
            playable = has_ui(game)
            if self.listed:
                play, cont = self.list_buttons(rect)
                self._card_buttons(game, play, cont, playable, game in saved)
                continue
            half = (rect.w - 36) // 2
            side_by_side = self._side_by_side(half)
            y = rect.bottom - bh_card - 12
            if not side_by_side:
                # Narrow cards (large text): Play above Continue, each the card's width.
                half = rect.w - 24
                y -= bh_card + 8
            play = pygame.Rect(rect.x + 12, y, half, bh_card)
            cont = (
                pygame.Rect(rect.x + 24 + half, y, half, bh_card)
                if side_by_side
                else pygame.Rect(rect.x + 12, y + bh_card + 8, half, bh_card)
            )
            self._card_buttons(game, play, cont, playable, game in saved)
        menu = self.menu_column()
        bh, gap = (50 if self.app.size[1] >= 700 else 44), 10
        bh = max(bh, fonts.scaled(40))
        entries = [
            (
                "title.continue",
                self.continue_game,
                self.resume_to is not None,
                "#continue",
                "@primary",
            ),
            ("daily.menu", lambda: open_daily(self), True, "#daily", "@menu"),
            ("tournament.menu", lambda: open_tournament(self), True, "#tournament", "@menu"),
            ("title.history", self.open_history, self.app.store is not None, "#history", "@menu"),
            ("title.rules", self.open_rules, True, "#rules", "@menu"),
            ("title.settings", lambda: open_settings(self), True, "#settings", "@menu"),
            ("title.statistics", lambda: open_statistics(self), True, "#statistics", "@menu"),
            ("title.quit", self.app.quit, True, "#quit", "@menu"),
        ]
        top = self.card_area().y
        # Large text on a small window: the menu's buttons share the height left to them.
        room = self.app.size[1] - 44 - top
        if len(entries) * (bh + gap) - gap > room:
            gap = 6
            bh = max(fonts.line_height("bold", 21) + 6, (room + gap) // len(entries) - gap)
        self.button_column(entries, menu.x, top, menu.w, bh, gap)
        if self.resume_to is not None:
            resume = next((b for b in self.focus_order if _object_id(b) == "#continue"), None)
            if resume is not None:
                resume.set_tooltip(self.resume_text(self.resume_to))
        lines = self.notice_lines()
        for i, line in enumerate(lines):
            step = self.notice_line()
            y = self.app.size[1] - NOTICE_BOTTOM - (len(lines) - i) * step
            self.label((40, y, self.app.size[0] - 80, step), line, class_id="@notice")
        if self.focus_order:
            first = f"#play_{folder_name(self.selected)}" if self.selected else None
            index = next(
                (i for i, b in enumerate(self.focus_order) if first and _object_id(b) == first),
                None,
            )
            usable = self._focusable()
            self._set_focus(index if index in usable else (usable[0] if usable else None))

    def _card_buttons(
        self, game: str, play: pygame.Rect, cont: pygame.Rect, playable: bool, saved: bool
    ) -> None:
        """A game's Play and Continue buttons."""
        self.button(
            play,
            tr("title.play"),
            partial(self.new_game, game),
            object_id=f"#play_{folder_name(game)}",
            class_id="@primary",
            enabled=playable,
            tooltip=None if playable else tr("title.coming_soon"),
        )
        self.button(
            cont,
            tr("title.continue_game"),
            partial(self.continue_game, game),
            object_id=f"#continue_{folder_name(game)}",
            class_id="@small",
            enabled=playable and saved,
        )

    # ------------------------------------------------------------ actions
    def new_game(self, game: str) -> None:
        """Open ``game``'s setup."""
        from yenta_desktop.ui.shell.setup import SetupScene

        self.app.last_game = game
        self.app.push(SetupScene(self.app, game))

    def resume_text(self, resume: Resumable) -> str:
        """What Continue opens, in words ("Farkle: tournament", "Yahtzee: dice of the day")."""
        name = game_title(resume.game)
        if resume.kind == "game":
            return name
        return tr(f"title.continue_{resume.kind}", game=name)

    def continue_game(self, game: str | None = None) -> None:
        """Open a saved game: ``game``'s autosave, or the most recent of every game in
        progress (an autosave, a daily game, a tournament), each the way its screen does."""
        from yenta_desktop.ui.shell import daily, tournament

        store = self.app.store
        if store is None:
            return
        if game is None:
            latest = self.latest()
            opened: Any = None
            if latest is not None and latest.kind == "daily":
                opened = self._open_or_put_aside(
                    daily.daily_saves(self.app), latest.game, daily.continue_daily
                )
            elif latest is not None and latest.kind == "tournament":
                opened = self._open_or_put_aside(
                    tournament.tournament_saves(self.app),
                    latest.game,
                    tournament.continue_tournament,
                )
            elif latest is not None:
                game = latest.game
            if latest is not None and latest.kind != "game":
                if opened is None:  # it went bad meanwhile: the notice says so
                    self._rebuild()
                return
        try:
            session = store.load(game)
        except Exception:  # noqa: BLE001 - a broken save is reported on the title screen
            log.exception("could not load the save")
            session = None
        if session is None:
            if game is None and not self.resumables():
                self.app.flash = tr("title.no_save")
            self._rebuild()
            return
        self.app.last_game = session.game
        table = game_ui(session.game).TableScene
        if self._open_or_put_aside(
            store, session.game, lambda app, _: app.push(table(app, session))
        ):
            return
        self._rebuild()

    def _open_or_put_aside(self, slots: Any, game: str, open_saved: Any) -> Any:
        """``open_saved(app, game)``; if the saved game raises while it sits down at its table,
        the screens it pushed are dropped and its file is put aside with the usual notice
        (``slots.put_aside``), never a crash. None then (and when nothing was opened)."""
        try:
            return open_saved(self.app, game)
        except Exception as error:  # noqa: BLE001 - a save that cannot open goes aside
            log.exception("the saved %s game does not open at its table", game)
            while self.app.top is not self and self.app.stack:
                failed = self.app.stack.pop()  # the table that failed to enter
                with contextlib.suppress(Exception):
                    failed.exit()
            if slots is not None:
                slots.put_aside(game, f"{type(error).__name__}: {error}"[:300])
            return None

    def open_history(self) -> None:
        """List the finished games (each opens in the Replay screen)."""
        from yenta_desktop.ui.shell.history import HistoryScene

        self.app.push(HistoryScene(self.app))

    def open_rules(self) -> None:
        """Show the rules (of the game last chosen)."""
        from yenta_desktop.ui.shell.rules import RulesScene

        self.app.push(RulesScene(self.app, self.selected))

    def resume(self) -> None:
        """Back on the title: rebuild so Continue reflects the saves."""
        self.selected = getattr(self.app, "last_game", self.selected)
        self.quiet = 0.0
        self._rebuild()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Menu keys; Esc quits from the title."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return True
        return super().handle_event(event)

    #: Arrow keys and the direction they move the focus in (x, y).
    ARROWS: ClassVar[dict[int, tuple[int, int]]] = {
        pygame.K_LEFT: (-1, 0),
        pygame.K_RIGHT: (1, 0),
        pygame.K_UP: (0, -1),
        pygame.K_DOWN: (0, 1),
    }

    def _focus_key(self, event: pygame.event.Event) -> bool:
        """The arrows move to the nearest button in their direction (the cards are a grid
        beside the menu: Right from a card's Continue goes to the card or the menu on its
        right, not to the next game's Play); Tab, Enter and Space as on every screen."""
        direction = self.ARROWS.get(event.key)
        usable = self._focusable()
        if direction is None or not usable:
            return super()._focus_key(event)
        self.keyboard_focus = True
        if self.focus_index not in usable:
            self._set_focus(usable[0])
            return True
        here = self.focus_order[self.focus_index].get_abs_rect()
        dx, dy = direction
        best: tuple[float, int] | None = None
        for index in usable:
            if index == self.focus_index:
                continue
            there = self.focus_order[index].get_abs_rect()
            along = (there.centerx - here.centerx) * dx + (there.centery - here.centery) * dy
            across = abs((there.centerx - here.centerx) * dy + (there.centery - here.centery) * dx)
            if along <= 0:
                continue  # not in that direction
            score = along + 2 * across
            if best is None or score < best[0]:
                best = (score, index)
        if best is not None:
            self._set_focus(best[1])
        return True

    def focused_game(self) -> str | None:
        """The game whose card has the keyboard focus (None: the focus is in the menu)."""
        if self.focus_index is None or self.focus_index >= len(self.focus_order):
            return None
        name = _object_id(self.focus_order[self.focus_index])
        for game in self.cards:
            folder = folder_name(game)
            if name in (f"#play_{folder}", f"#continue_{folder}"):
                return game
        return None

    def outlined_game(self) -> str | None:
        """The card drawn in gold: the one the keyboard is on, else the game last chosen
        (none while the keyboard is in the menu: the outline follows the focus)."""
        if self.keyboard_focus:
            return self.focused_game()
        return self.selected

    def sway(self) -> float:
        """How fast the card pictures sway now: 1 at first, slowing to 0 (still) once the
        player has done nothing for SWAY_SECONDS."""
        return max(0.0, min(1.0, 1 - (self.quiet - SWAY_SECONDS) / SETTLE_SECONDS))

    def idle_fps(self) -> int:
        """The card pictures sway gently: a low rate is enough; none once they stopped."""
        return 20 if self.sway() > 0 else 0

    def update(self, dt: float) -> None:
        """Animate the card pictures (any input sets them swaying again)."""
        last_input = getattr(self.app, "last_input", 0.0)
        if last_input > self._seen_input:
            self._seen_input = last_input
            self.quiet = 0.0
        self.time += dt * self.sway()
        self.quiet += dt

    # ------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        """Backdrop, logo, the game cards and a flash message."""
        draw_backdrop(surface)
        width, height = surface.get_size()
        size, cy, tagline, _bottom = self.header()
        title = fonts.text(tr("app.title"), "bold", size, colours.GOLD)
        shadow = fonts.text(tr("app.title"), "bold", size, (0, 0, 0))
        left = self.card_area().x
        surface.blit(shadow, shadow.get_rect(midleft=(left + 3, cy + 4)))
        surface.blit(title, title.get_rect(midleft=(left, cy)))
        fonts.blit_lines(
            surface,
            tagline,
            (left + 2, cy + title.get_height() // 2 - 4),
            "italic",
            self.tagline_size,
            colours.TEXT_DIM,
        )
        saved = set(self.saved_games())
        for game, rect in self.cards.items():
            self._draw_card(surface, game, rect, game in saved)
        resume = getattr(self, "resume_to", None)
        if resume is not None:
            # What the menu's Continue opens, just above it (right of the logo and tagline).
            menu = self.menu_column()
            what = fonts.fit_text(self.resume_text(resume), menu.w, "italic", 15, colours.TEXT_DIM)
            surface.blit(what, what.get_rect(midbottom=(menu.centerx, self.card_area().y - 4)))
        flash = getattr(self.app, "flash", None)
        hint = flash or tr("title.keys_hint")
        image = fonts.fit_text(
            hint, width - 80, "regular", 15, colours.HIGHLIGHT if flash else colours.TEXT_DIM
        )
        surface.blit(image, image.get_rect(center=(width // 2, height - 20)))

    def name_size(self, width: int) -> int:
        """One size for every card's game name: the largest (up to 24) at which all fit."""
        size = 24
        names = [game_title(game) for game in self.cards]
        while size > 12 and any(fonts.font("bold", size).size(n)[0] > width for n in names):
            size -= 1
        return size

    def _draw_card(
        self, surface: pygame.Surface, game: str, rect: pygame.Rect, saved: bool
    ) -> None:
        selected = game == self.outlined_game()
        pygame.draw.rect(surface, (0, 0, 0), rect.move(3, 5), border_radius=14)
        pygame.draw.rect(surface, colours.PANEL, rect, border_radius=14)
        pygame.draw.rect(
            surface,
            colours.GOLD if selected else colours.PANEL_BORDER,
            rect,
            3 if selected else 2,
            border_radius=14,
        )
        folder = folder_name(game)
        if self.listed:
            # The list: the name (and the players, where they fit) left of the buttons.
            play, _cont = self.list_buttons(rect)
            text_w = play.x - rect.x - 24
            size = self.name_size(text_w)
            name = fonts.fit_text(game_title(game), text_w, "bold", size, colours.GOLD)
            players = fonts.fit_text(players_text(game), text_w, "regular", 15, colours.TEXT)
            both = name.get_height() + players.get_height() <= rect.h - 8
            top = rect.centery - (name.get_height() + (players.get_height() if both else 0)) // 2
            surface.blit(name, (rect.x + 12, top))
            if both:
                surface.blit(players, (rect.x + 12, top + name.get_height()))
            return
        bh = max(34, fonts.scaled(30))
        text_w = rect.w - 24
        name = fonts.text(game_title(game), "bold", self.name_size(text_w), colours.GOLD)
        surface.blit(name, (rect.x + 12, rect.y + 10))
        players = fonts.fit_text(players_text(game), text_w, "regular", 15, colours.TEXT)
        rows = (
            1
            if (rect.w - 36) // 2
            >= max(
                fonts.font("bold", 21).size(label)[0] + 16
                for label in (tr("title.play"), tr("title.continue_game"))
            )
            else 2
        )
        bottom = rect.bottom - rows * (bh + 8) - 10
        top = rect.y + 10 + name.get_height()
        if top + players.get_height() <= bottom + 6:  # a short card keeps only the name
            surface.blit(players, (rect.x + 12, top))
            top += 4 + players.get_height()
        description = tr_default(f"{folder}.description", "")
        line_h = fonts.line_height("italic", 14)
        room = max(0, min(2, (bottom - top) // line_h))  # a short card (a notice below) drops lines
        lines = fonts.wrap_text(description, text_w, "italic", 14)[:room] if description else ()
        if lines and len(lines) < len(fonts.wrap_text(description, text_w, "italic", 14)):
            lines = (*lines[:-1], _ellipsis(lines[-1], text_w))
        text_h = len(lines) * line_h
        picture = pygame.Rect(rect.x + 12, top, text_w, bottom - top - text_h - 4)
        if picture.h >= 24 and has_ui(game):
            try:
                game_ui(game).draw_picture(surface, picture, self.time)
            except Exception:  # noqa: BLE001 - a picture never stops the title screen
                log.exception("picture of %s failed", game)
        fonts.blit_lines(
            surface, lines, (rect.x + 12, bottom - text_h), "italic", 14, colours.TEXT_DIM
        )
        if saved:
            badge = fonts.text(tr("title.saved_badge"), "bold", 13, (20, 14, 6))
            box = badge.get_rect(topright=(rect.right - 12, rect.y + 12)).inflate(12, 6)
            pygame.draw.rect(surface, colours.GOLD, box, border_radius=8)
            surface.blit(badge, badge.get_rect(center=box.center))


def _ellipsis(line: str, width: int) -> str:
    """``line`` ending in an ellipsis, cut to fit ``width`` (the description goes on)."""
    face = fonts.font("italic", 14)
    while line and face.size(line + "…")[0] > width:
        line = line[:-1]
    return line.rstrip(" .,;:—-") + "…"


def _object_id(widget: Any) -> str | None:
    ids = getattr(widget, "object_ids", None)
    return ids[-1] if ids else None
