"""Game over: the winner, the final standings, Play again / Export record / Title.

Export record opens a file dialog (pygame_gui's ``UIFileDialog``) preset to a file
in the user's documents folder; Enter in its path field or OK writes the
yenta-record there (atomically, via ``storage.saves.export_record``).
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

from yenta_desktop.engine.yenta import new_game
from yenta_desktop.i18n import tr
from yenta_desktop.session import GameSession
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.scenes.base import Scene
from yenta_desktop.ui.widgets.backdrop import draw_backdrop
from yenta_desktop.ui.widgets.dice import DiceArt

log = logging.getLogger(__name__)

DEMO_WAIT = 4.0


def default_export_path(session: GameSession) -> Path:
    """Where Export record proposes to write: the documents folder (else home), named by seed."""
    folder = Path.home()
    data_home = os.environ.get("YENTA_DESKTOP_HOME")
    if data_home:  # tests and the smoke test: never propose the real home folder
        return Path(data_home) / f"yenta-game-{session.state.seed}.json"
    try:
        import platformdirs

        documents = Path(platformdirs.user_documents_dir())
        if documents.is_dir():
            folder = documents
    except Exception:  # noqa: BLE001 - any trouble finding Documents falls back to home
        log.debug("no documents folder", exc_info=True)
    return folder / f"yenta-game-{session.state.seed}.json"


def is_replaceable(path: Path) -> bool:
    """Whether Export may write ``path``: a new file, or an earlier exported yenta-record.

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
    return '"yenta-record"' in head


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
        #: The result of the last export, shown under the standings.
        self.message = ""
        self.message_ok = True

    def standings(self) -> list[tuple[int, str, int]]:
        """(rank, name, score) best first; equal scores share a rank."""
        scores = self.session.state.scores
        order = sorted(range(len(scores)), key=lambda s: -scores[s])
        result = []
        for i, seat in enumerate(order):
            rank = i + 1
            if i and scores[seat] == scores[order[i - 1]]:
                rank = result[-1][0]
            result.append((rank, self.session.seats[seat].name, scores[seat]))
        return result

    def build(self) -> None:
        """Play again, Export record and Title."""
        width, height = self.app.size
        bh = fonts.scaled(52) if fonts.scale() > 1 else 56
        gap = 14
        entries = [
            ("gameover.play_again", self.play_again, "#play_again", "@primary", 18),
            ("gameover.export", self.open_export, "#export", "@menu", 21),
            ("gameover.title", self.to_title, "#to_title", "@menu", 21),
        ]
        # Equal widths when the texts fit; otherwise each button as wide as its text needs.
        needs = [fonts.font("bold", size).size(tr(key))[0] + 40 for key, _, _, _, size in entries]
        room = width - 80 - 2 * gap
        widths = [min(300, room // 3)] * 3
        if any(need > w for need, w in zip(needs, widths, strict=True)):
            total = sum(needs)
            widths = [need * min(room, max(total, 3 * widths[0])) // total for need in needs]
        y = height - bh - 30
        x = (width - sum(widths) - 2 * gap) // 2
        for (key, callback, object_id, class_id, _), bw in zip(entries, widths, strict=True):
            self.button((x, y, bw, bh), tr(key), callback, object_id=object_id, class_id=class_id)
            x += bw + gap
        self._set_focus(0)

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
        dialog = self.dialog
        if dialog is not None and not dialog.alive():
            self.dialog = dialog = None
        if dialog is not None:
            if event.type == pygame_gui.UI_FILE_DIALOG_PATH_PICKED and event.ui_element is dialog:
                self.export_to(event.text)
                return True
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
        return super().handle_event(event)

    def play_again(self) -> None:
        """Same seats and rules, new dice."""
        from yenta_desktop.ui.scenes.table import TableScene
        from yenta_desktop.ui.scenes.title import TitleScene

        state = self.session.state
        seed = random.SystemRandom().randrange(10**9)
        n = state.num_players
        fresh = GameSession(
            list(self.session.seats),
            new_game(n, state.rules, seed=seed, dealer=random.Random(seed).randrange(n)),
        )
        self.app.reset(TitleScene(self.app))
        self.app.push(TableScene(self.app, fresh, demo=self.demo))

    def to_title(self) -> None:
        """Back to the title screen."""
        from yenta_desktop.ui.scenes.title import TitleScene

        self.app.reset(TitleScene(self.app))

    def update(self, dt: float) -> None:
        """Celebrate; demo games start again by themselves."""
        self.time += dt
        if self.demo and self.time >= (0 if self.app.animation_speed == "instant" else DEMO_WAIT):
            self.play_again()

    def draw(self, surface: pygame.Surface) -> None:
        """Winner banner, dice confetti and the standings."""
        draw_backdrop(surface)
        width, height = surface.get_size()
        winner = self.session.state.winner
        name = self.session.seats[winner].name if winner is not None else "?"
        for i in range(10):
            x = (i * 131 + 60) % width
            y = (self.time * (60 + i * 9) + i * 77) % (height + 80) - 40
            self.dice.blit(surface, i % 6 + 1, (x, y), 34, self.time * 90 + i * 40)
        head = fonts.fit_text(
            tr("gameover.winner", name=name), width - 80, "bold", 52, colours.GOLD
        )
        surface.blit(head, head.get_rect(center=(width // 2, 90 + 4 * math.sin(self.time * 2))))
        sub = fonts.text(
            tr("gameover.subtitle", rounds=self.session.state.round_number),
            "italic",
            19,
            colours.TEXT_DIM,
        )
        surface.blit(sub, sub.get_rect(center=(width // 2, 150)))
        rows = self.standings()
        # Rows shrink on small windows so the card, a note and the buttons never overlap.
        bottom = height - (fonts.scaled(52) if fonts.scale() > 1 else 56) - 30 - 52
        step = max(fonts.scaled(30), min(48, (bottom - 190 - 60) // max(1, len(rows))))
        card = pygame.Rect(0, 0, min(560, width - 80), 60 + step * len(rows))
        card.midtop = (width // 2, 190)
        pygame.draw.rect(surface, colours.PANEL, card, border_radius=16)
        pygame.draw.rect(surface, colours.PANEL_BORDER, card, 2, border_radius=16)
        title = fonts.text(tr("gameover.standings"), "bold", 18, colours.TEXT_DIM)
        surface.blit(title, title.get_rect(center=(card.centerx, card.y + 26)))
        y = card.y + 40 + step // 2 + 4
        for rank, player, score in rows:
            colour = colours.GOLD if rank == 1 else colours.TEXT
            r = fonts.text(tr("gameover.rank", rank=rank), "bold", 22, colour)
            surface.blit(r, r.get_rect(midleft=(card.x + 30, y)))
            p = fonts.fit_text(player, card.w - 220, "bold" if rank == 1 else "regular", 22, colour)
            surface.blit(p, p.get_rect(midleft=(card.x + 90, y)))
            s = fonts.text(tr("gameover.points", points=score), "bold", 22, colour)
            surface.blit(s, s.get_rect(midright=(card.right - 30, y)))
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
