"""Game over, for any game: the winners, the final standings (the game's own lines), your
place, Play again / Review (a game with a ``review_scene``) / Export record / Title.

Export record opens a file dialog (pygame_gui's ``UIFileDialog``) preset to a file
in the user's documents folder; Enter in its path field or OK writes the game's
record there (atomically, via ``storage.saves.export_record``).
"""

from __future__ import annotations

import logging
import math
import os
import random
from pathlib import Path
from typing import Any

import pygame
import pygame_gui
from pygame_gui.windows import UIFileDialog

from yenta_desktop.engine.records import record_format
from yenta_desktop.engine.registry import available_games
from yenta_desktop.i18n import tr, tr_count
from yenta_desktop.session import GameSession
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.games import game_ui
from yenta_desktop.ui.shell.base import Scene
from yenta_desktop.ui.shell.question import start_fresh
from yenta_desktop.ui.widgets.backdrop import draw_backdrop
from yenta_desktop.ui.widgets.dice import DiceArt

log = logging.getLogger(__name__)

DEMO_WAIT = 4.0
#: Seconds during which Enter and Space do not press the focused button: the table's last
#: action (a roll with Space, a box written with Enter) must not start a new game unseen.
KEY_GUARD = 1.0
#: Keys that press the focused button (guarded) and keys that choose one (lift the guard).
PRESS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
CHOOSE_KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB)


def default_export_path(session: GameSession) -> Path:
    """Where Export record proposes to write: the documents folder (else home), named by seed."""
    folder = Path.home()
    data_home = os.environ.get("YENTA_DESKTOP_HOME")
    if data_home:  # tests and the smoke test: never propose the real home folder
        return Path(data_home) / export_name(session)
    try:
        import platformdirs

        documents = Path(platformdirs.user_documents_dir())
        if documents.is_dir():
            folder = documents
    except Exception:  # noqa: BLE001 - any trouble finding Documents falls back to home
        log.debug("no documents folder", exc_info=True)
    return folder / export_name(session)


def export_name(session: GameSession) -> str:
    """The proposed file name: the game and the seed."""
    return f"{session.game}-game-{session.state.seed}.json"


def is_replaceable(path: Path) -> bool:
    """Whether Export may write ``path``: a new file, or an earlier exported game record.

    Any other existing file (a user's document, a dotfile picked in the dialog by
    mistake) is never overwritten."""
    if not path.exists():
        return True
    if not path.is_file():
        return False
    try:
        with open(path, encoding="utf-8") as handle:
            head = handle.read(200)
    except (OSError, UnicodeDecodeError):
        return False
    return any(f'"{record_format(game)}"' in head for game in available_games())


def write_record(session: GameSession, path: Path) -> bool:
    """Write the game's record to ``path`` (atomic); False when that failed."""
    try:
        from yenta_desktop.storage.saves import export_record
    except ImportError:  # storage not available: nothing to write with
        return False
    return bool(export_record(session, path))


class GameOverScene(Scene):
    """Winner and standings."""

    def __init__(self, app: Any, session: GameSession, demo: bool = False) -> None:
        super().__init__(app)
        self.session = session
        self.demo = demo
        self.time = 0.0
        self.dice = DiceArt()
        self.dialog: UIFileDialog | None = None
        #: The dialog last opened, kept after it closes until its picked path is handled.
        self.last_dialog: UIFileDialog | None = None
        #: The result of the last export, shown under the standings.
        self.message = ""
        self.message_ok = True
        #: False once the player chose a button with the arrows or Tab (Enter is meant then).
        self.guarded = True

    def standings(self) -> list[tuple[int, str, str]]:
        """(place, name, score text) best first, as the game writes them."""
        return list(game_ui(self.session.game).final_lines(self.session))

    def your_place(self) -> str:
        """ "You finished 2nd of 4" for a single human (empty otherwise)."""
        humans = self.session.humans
        if len(humans) != 1 or self.session.state.num_players == 1:
            return ""
        name = self.session.seats[humans[0]].name
        for place, player, _score in self.standings():
            if player == name:
                return tr("gameover.your_place", place=place, count=self.session.state.num_players)
        return ""

    def entries(self) -> list[tuple[str, Any, str, str, int]]:
        """The buttons: (label key, callback, object id, class, label size)."""
        entries: list[tuple[str, Any, str, str, int]] = [
            ("gameover.play_again", self.play_again, "#play_again", "@primary", 18),
            ("gameover.export", self.open_export, "#export", "@menu", 21),
            ("gameover.title", self.to_title, "#to_title", "@menu", 21),
        ]
        if self.review_hook() is not None:
            entries.insert(2, ("gameover.review", self.open_review, "#review", "@menu", 21))
        return entries

    def button_rows(self) -> list[list[tuple[str, Any, str, str, int]]]:
        """The buttons in one row, or two when four labels do not fit side by side."""
        width, _ = self.app.size
        entries = self.entries()
        needs = sum(fonts.font("bold", e[4]).size(tr(e[0]))[0] + 40 for e in entries)
        if len(entries) > 3 and needs > width - 80 - 14 * (len(entries) - 1):
            half = (len(entries) + 1) // 2
            return [entries[:half], entries[half:]]
        return [entries]

    def buttons_top(self) -> int:
        """The top of the (first row of) buttons: the standings stay above it."""
        _, height = self.app.size
        bh = fonts.scaled(52) if fonts.scale() > 1 else 56
        return height - len(self.button_rows()) * (bh + 14) + 14 - 30

    def build(self) -> None:
        """Play again, Export record, Review (when the game has one) and Title."""
        width, _ = self.app.size
        bh = fonts.scaled(52) if fonts.scale() > 1 else 56
        gap = 14
        y = self.buttons_top()
        for row in self.button_rows():
            # Equal widths when the texts fit; otherwise each button as wide as its text needs.
            needs = [fonts.font("bold", size).size(tr(key))[0] + 40 for key, _, _, _, size in row]
            count = len(row)
            room = width - 80 - (count - 1) * gap
            widths = [min(300, room // count)] * count
            if any(need > w for need, w in zip(needs, widths, strict=True)):
                total = sum(needs)
                widths = [
                    need * min(room, max(total, count * widths[0])) // total for need in needs
                ]
            x = (width - sum(widths) - (count - 1) * gap) // 2
            for (key, callback, object_id, class_id, _), bw in zip(row, widths, strict=True):
                self.button(
                    (x, y, bw, bh), tr(key), callback, object_id=object_id, class_id=class_id
                )
                x += bw + gap
            y += bh + gap
        self._set_focus(0)

    def review_hook(self) -> Any:
        """The game's ``review_scene`` (None: the game offers no review, or this is a demo)."""
        if self.demo or not self.session.state.is_terminal:
            return None
        return getattr(game_ui(self.session.game), "review_scene", None)

    def open_review(self) -> None:
        """The review of the game just played: where each player's points went."""
        hook = self.review_hook()
        if hook is not None:
            record = self.session.record()
            if self.session.assisted:
                # As Past games keeps it: the review's statistics go to the assisted row.
                record["assisted"] = list(self.session.assisted)
            self.app.push(hook(self.app, record))

    # ------------------------------------------------------------ export
    def open_export(self) -> None:
        """Open the file dialog with a proposed file name, its path field focused."""
        if self.dialog is not None and self.dialog.alive():
            return
        width, height = self.app.size
        rect = pygame.Rect(0, 0, min(720, width - 60), min(520, height - 60))
        rect.center = (width // 2, height // 2)
        self.dialog = UIFileDialog(
            rect,
            self.manager,
            window_title=tr("gameover.export_title"),
            initial_file_path=str(default_export_path(self.session)),
            allow_existing_files_only=False,
            allow_picking_directories=False,
        )
        self.last_dialog = self.dialog
        self.manager.set_focus_set(self.dialog.file_path_text_line)

    def close_export(self) -> None:
        """Close the dialog without writing."""
        if self.dialog is not None:
            self.dialog.kill()
        self.dialog = None

    def export_to(self, path: str | Path) -> bool:
        """Write the record to ``path`` and say how it went."""
        target = Path(path).expanduser()
        if target.is_dir():
            target = target / default_export_path(self.session).name
        if not is_replaceable(target):
            self.message_ok = False
            self.message = tr("gameover.export_exists", path=str(target))
            self.close_export()
            return False
        ok = write_record(self.session, target)
        self.message_ok = ok
        self.message = tr("gameover.exported" if ok else "gameover.export_failed", path=str(target))
        self.close_export()
        return ok

    def exit(self) -> None:
        """Close the dialog with the scene."""
        self.close_export()
        super().exit()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The file dialog's answers; while it is open, Esc closes it and keys stay in it."""
        # OK closes the dialog at once and posts the picked path behind the button's own
        # event: the path is matched against the last dialog this scene opened, which may
        # already be closed and dropped, or the click would write nothing.
        if (
            event.type == pygame_gui.UI_FILE_DIALOG_PATH_PICKED
            and self.last_dialog is not None
            and event.ui_element is self.last_dialog
        ):
            self.last_dialog = None
            self.export_to(event.text)
            return True
        dialog = self.dialog
        if dialog is not None and not dialog.alive():
            self.dialog = dialog = None
        if dialog is not None:
            if (
                event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED
                and event.ui_element is dialog.file_path_text_line
            ):
                text = (
                    event.text if hasattr(event, "text") else dialog.file_path_text_line.get_text()
                )
                if text and not Path(text).expanduser().is_dir():
                    self.export_to(text)
                return True
            if event.type == pygame.KEYDOWN:
                if event.key == pygame.K_ESCAPE:
                    self.close_export()
                return True
            return False
        if event.type == pygame.KEYDOWN:
            if event.key in CHOOSE_KEYS:
                self.guarded = False
            elif event.key in PRESS_KEYS and self.guarded and self.time < KEY_GUARD:
                return True  # the key the table's last action used: not a new game unseen
        return super().handle_event(event)

    def play_again(self) -> None:
        """Same seats and rules, new dice or cards; the match goes on (who starts, tallies).

        Asks first if a game of this kind is saved in progress (never lost silently)."""
        if self.demo:
            self._rematch()
        else:
            start_fresh(self, self.session.game, self._rematch)

    def _rematch(self) -> None:
        from yenta_desktop.ui.shell.title import TitleScene

        session = self.session
        state = session.state
        ui = game_ui(session.game)
        seed = random.SystemRandom().randrange(10**9)
        n = state.num_players
        match = session.finished_match()
        options: dict[str, Any] = getattr(ui, "start_options", lambda seed, count: {})(seed, n)
        fresh = GameSession(
            list(session.seats),
            session.module.new_game(n, state.rules, seed=seed, match=match, **options),
            session.game,
            match,
        )
        self.app.reset(TitleScene(self.app))
        self.app.push(ui.TableScene(self.app, fresh, demo=self.demo))

    def to_title(self) -> None:
        """Back to the title screen."""
        from yenta_desktop.ui.shell.title import TitleScene

        self.app.reset(TitleScene(self.app))

    def idle_fps(self) -> int:
        """The dice confetti falls: a middling rate."""
        return 30

    def update(self, dt: float) -> None:
        """Celebrate; demo games start again by themselves."""
        self.time += dt
        if self.demo and self.time >= (0 if self.app.animation_speed == "instant" else DEMO_WAIT):
            self.play_again()

    @staticmethod
    def _draw_score(
        surface: pygame.Surface,
        score: str,
        room: int,
        midright: tuple[int, int],
        step: int,
        colour: tuple[int, int, int],
    ) -> int:
        """A standings row's score, right-aligned at ``midright``: whole at 22 points, else in
        two lines at 17 where the row has the height, else fitted; returns the width used."""
        face = fonts.font("bold", 22)
        if face.size(score)[0] > room:
            lines = fonts.wrap_text(score, room, "bold", 17)
            line_h = fonts.line_height("bold", 17)
            if len(lines) == 2 and 2 * line_h <= step + 8:
                top = midright[1] - line_h
                used = 0
                for i, line in enumerate(lines):
                    image = fonts.text(line, "bold", 17, colour)
                    surface.blit(image, image.get_rect(topright=(midright[0], top + i * line_h)))
                    used = max(used, image.get_width())
                return used
        image = fonts.fit_text(score, room, "bold", 22, colour)
        surface.blit(image, image.get_rect(midright=midright))
        return int(image.get_width())

    def draw(self, surface: pygame.Surface) -> None:
        """Winner banner, dice confetti and the standings."""
        draw_backdrop(surface)
        width, height = surface.get_size()
        winners = self.session.state.winners()
        names = [self.session.seats[w].name for w in winners]
        if self.session.state.num_players == 1:
            banner = tr("gameover.solo", name=names[0] if names else "")
        elif len(names) == 1:
            banner = tr("gameover.winner", name=names[0])
        elif names:
            banner = tr("gameover.winners", names=", ".join(names))
        else:
            banner = tr("gameover.no_winner")
        for i in range(10):
            x = (i * 131 + 60) % width
            y = (self.time * (60 + i * 9) + i * 77) % (height + 80) - 40
            self.dice.blit(surface, i % 6 + 1, (x, y), 34, self.time * 90 + i * 40)
        head = fonts.fit_text(banner, width - 80, "bold", 52, colours.GOLD)
        surface.blit(head, head.get_rect(center=(width // 2, 90 + 4 * math.sin(self.time * 2))))
        record = self.session.record()
        length = self.session.module.record_length(record)
        unit = self.session.module.LENGTH_UNIT
        sub_text = tr_count(f"gameover.length.{unit}", length) if unit else ""
        place = self.your_place()
        if place:
            sub_text = f"{place} · {sub_text}" if sub_text else place
        sub = fonts.fit_text(sub_text, width - 80, "italic", 19, colours.TEXT_DIM)
        surface.blit(sub, sub.get_rect(center=(width // 2, 150)))
        rows = self.standings()
        # Rows shrink on small windows so the card, a note and the buttons never overlap.
        bottom = self.buttons_top() - 52
        step = max(fonts.scaled(30), min(48, (bottom - 190 - 60) // max(1, len(rows))))
        ui = game_ui(self.session.game)
        extra = getattr(ui, "draw_final", None)
        # A solo game's one line may be long ("419 (optimal play averages 254.6)"): a wider card.
        card_w = min(760 if len(rows) == 1 else 560, width - 80)
        card = pygame.Rect(0, 0, card_w, 60 + step * len(rows))
        card.midtop = (width // 2, 190)
        if extra is not None:
            # The game's own picture of the game (Yenta: the scores round by round) beside it.
            half = (width - 100) // 2
            card.w = min(card.w, half)
            card.topleft = (40, 190)
            panel = pygame.Rect(card.right + 20, 190, width - 40 - card.right - 20, bottom - 190)
            pygame.draw.rect(surface, colours.PANEL, panel, border_radius=16)
            pygame.draw.rect(surface, colours.PANEL_BORDER, panel, 2, border_radius=16)
            try:
                extra(surface, panel.inflate(-24, -20), self.session)
            except Exception:  # noqa: BLE001 - a picture never stops the end screen
                log.exception("the game's final picture failed")
        pygame.draw.rect(surface, colours.PANEL, card, border_radius=16)
        pygame.draw.rect(surface, colours.PANEL_BORDER, card, 2, border_radius=16)
        title = fonts.text(tr("gameover.standings"), "bold", 18, colours.TEXT_DIM)
        surface.blit(title, title.get_rect(center=(card.centerx, card.y + 26)))
        y = card.y + 40 + step // 2 + 4
        for rank, player, score in rows:
            colour = colours.GOLD if rank == 1 else colours.TEXT
            r = fonts.text(tr("gameover.rank", rank=rank), "bold", 22, colour)
            surface.blit(r, r.get_rect(midleft=(card.x + 30, y)))
            # The score takes what the name leaves (a long one wraps rather than shrinking).
            name_need = min(fonts.font("bold", 22).size(player)[0], card.w // 3)
            room = max(card.w // 2 - 40, card.w - 130 - name_need - 16)
            width_used = self._draw_score(surface, score, room, (card.right - 30, y), step, colour)
            name_w = card.w - 130 - width_used
            p = fonts.fit_text(player, name_w, "bold" if rank == 1 else "regular", 22, colour)
            surface.blit(p, p.get_rect(midleft=(card.x + 90, y)))
            y += step
        if self.dialog is not None:
            hint = pygame.Rect(40, card.bottom + 8, width - 80, 40)
            fonts.draw_wrapped(
                surface,
                tr("gameover.export_hint"),
                hint,
                "italic",
                16,
                colours.TEXT_DIM,
                align="center",
            )
        elif self.message:
            colour = colours.TEXT if self.message_ok else colours.MISS
            note = pygame.Rect(40, card.bottom + 8, width - 80, 44)
            fonts.draw_wrapped(surface, self.message, note, "bold", 16, colour, align="center")
