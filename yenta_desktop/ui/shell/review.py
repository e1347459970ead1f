"""The review of a finished game: for each player, where the points went, decision by decision.

A game's UI package offers ``review_scene(app, record, on_done=None)`` (the hook
the shell reads: the Replay screen's Review button, the end screen's Review);
it returns a :class:`ReviewScene` built from two functions of the game's own:

* ``analyse(record)``: the analysis (the game's ``ai/<game>/review.py``), pure
  and possibly slow: it runs on a background thread, the window keeps drawing
  ("Reviewing the game...") and a failure shows as "no review", never a crash;
* ``pages(analysis)``: the analysis in words in the current language, one
  :class:`ReviewPage` per player reviewed (cheap; run on the main thread, so a
  change of language shows at once).

Each page is a heading, a summary of a few sentences, then one
:class:`ReviewItem` per decision worth a word: a bold line with a bar for the
points at stake (the costliest the longest), and dim lines under it.
Keys: Up/Down, PgUp/PgDn, Home/End scroll; Tab or N the next player; Enter or Esc leaves.

A game whose review is opened from its table (Dice Poker's) subclasses the scene: its own
words (``words``: the catalogue prefix of ``continue``, ``back``, ``working``...; a key its
catalogue lacks is the shell's), the pages it knows before the analysis is in
(:meth:`ReviewScene.page_count`, :meth:`ReviewScene.placeholder_heading`) and no cap on the
summary (``summary_part``).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

import pygame

from yenta_desktop.i18n import current_language, has_text, tr
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.shell.base import Scene
from yenta_desktop.ui.widgets.backdrop import draw_backdrop

log = logging.getLogger(__name__)

#: A drawn line: text, font role, size, colour, indent, and a loss bar's share (0..1, or None).
Line = tuple[str, str, int, tuple[int, int, int], int, float | None]


@dataclass(frozen=True)
class ReviewItem:
    """One decision: its line, the lines under it, the points at stake and whether it cost."""

    head: str
    details: tuple[str, ...] = ()
    stake: float = 0.0
    flagged: bool = False


@dataclass(frozen=True)
class ReviewPage:
    """One player's review: heading, summary sentences, and the decisions."""

    heading: str
    summary: tuple[str, ...]
    items: tuple[ReviewItem, ...]


def reviewed_seats(record: Any) -> list[int]:
    """The seats a review is for: the humans of the record, or every seat of an all-AI game."""
    players = record.get("players") if isinstance(record, dict) else None
    if not isinstance(players, list):
        return []
    humans = [i for i, p in enumerate(players) if isinstance(p, dict) and p.get("kind") == "human"]
    return humans or list(range(len(players)))


def seat_names(record: Any, count: int) -> list[str]:
    """Each seat's name from the record (``Player N`` when missing)."""
    players = record.get("players") if isinstance(record, dict) else None
    names: list[str] = []
    for index in range(count):
        entry = players[index] if isinstance(players, list) and index < len(players) else None
        name = entry.get("name") if isinstance(entry, dict) else None
        names.append(name if isinstance(name, str) and name else tr("replay.seat", n=index + 1))
    return names


class ReviewScene(Scene):
    """A finished game's review, one player at a time (see the module docstring)."""

    #: The catalogue prefix of the scene's own words (a key missing there is the shell's).
    words: ClassVar[str] = "review"
    #: The summary takes at most 1/``summary_part`` of the window's height (None: all it needs).
    summary_part: ClassVar[int | None] = 3

    def __init__(
        self,
        app: Any,
        record: Any,
        analyse: Callable[[Any], Any],
        pages: Callable[[Any], Sequence[ReviewPage]],
        on_done: Callable[[], None] | None = None,
        name: str = "review",
        on_loaded: Callable[[Any], None] | None = None,
    ) -> None:
        super().__init__(app)
        self.record = record
        self.analyse = analyse
        self.make_pages = pages
        self.on_done = on_done
        self.name = name
        #: Called once on the main thread with the analysis when it is in (statistics).
        self.on_loaded = on_loaded
        self._reported = False
        self.page_index = 0
        self.scroll = 0
        self.analysis: Any = None
        self.failed = False
        self.done = False
        self._thread: threading.Thread | None = None
        self._pages: tuple[str, list[ReviewPage]] | None = None
        self._cache: tuple[Any, list[Line]] | None = None
        #: Whether the buttons were built with Next player.
        self._built_next = False

    def word(self, name: str, /, **values: Any) -> str:
        """The scene's text ``name`` from ``words`` (else the shell's ``review.<name>``)."""
        key = f"{self.words}.{name}"
        return tr(key if has_text(key) else f"review.{name}", **values)

    # ------------------------------------------------------------ lifecycle
    def enter(self) -> None:
        """Start the analysis in the background, then build the buttons."""
        record = self.record

        def work() -> None:
            try:
                self.analysis = self.analyse(record)
            except Exception:  # noqa: BLE001 - shown as "no review", never a crash
                log.exception("the review failed")
                self.failed = True
            self.done = True

        self._thread = threading.Thread(target=work, name=f"{self.name}-review", daemon=True)
        self._thread.start()
        super().enter()

    def wait_loaded(self, timeout: float = 60.0) -> None:
        """Block until the review is computed (tests and the screenshot tour)."""
        if self._thread is not None:
            self._thread.join(timeout)
        self.update(0.0)

    @property
    def loaded(self) -> bool:
        """Whether the analysis is in (or failed)."""
        return self.done

    def update(self, dt: float) -> None:
        """Once the analysis is in, the Next player button may appear (and ``on_loaded`` runs)."""
        if self.done and not self._reported and not self.failed and self.analysis is not None:
            self._reported = True
            if self.on_loaded is not None:
                try:
                    self.on_loaded(self.analysis)
                except Exception:  # noqa: BLE001 - the review still shows
                    log.exception("the review's on_loaded failed")
        if self.done and self._pages is None and not self.failed:
            self.pages()
            if (self.page_count() > 1) != self._built_next:
                self._rebuild()

    def idle_fps(self) -> int:
        """Quick frames until the review is in, then still (nothing moves)."""
        return 0 if self.loaded else 30

    def pages(self) -> list[ReviewPage]:
        """Every player's page in the current language (empty until the analysis is in)."""
        if not self.done or self.failed or self.analysis is None:
            return []
        language = current_language()
        if self._pages is None or self._pages[0] != language:
            try:
                self._pages = (language, list(self.make_pages(self.analysis)))
            except Exception:  # noqa: BLE001 - a review that cannot be said is no review
                log.exception("the review could not be put in words")
                self.failed = True
                return []
        return self._pages[1]

    def page_count(self) -> int:
        """How many players' pages there are (the analysis's: 0 until it is in)."""
        return len(self.pages())

    def placeholder_heading(self) -> str:
        """The heading while there is no page to show."""
        return self.word("heading_plain")

    def page(self) -> ReviewPage | None:
        """The page shown."""
        pages = self.pages()
        if not pages:
            return None
        return pages[self.page_index % len(pages)]

    def build(self) -> None:
        """Continue (or Back) and, with several players, Next player."""
        width, height = self.app.size
        bh = max(48, fonts.scaled(40))
        entries: list[tuple[str, Callable[[], None], str, str]] = []
        key = "continue" if self.on_done is not None else "back"
        entries.append((self.word(key), self.close, "#review_back", "@primary"))
        self._built_next = self.page_count() > 1
        if self._built_next:
            entries.append((self.word("next_player"), self.next_page, "#review_next", "@menu"))
        needs = [fonts.font("bold", 21).size(label)[0] + 40 for label, _, _, _ in entries]
        gap = 16
        widths = [max(220, need) for need in needs]
        x = (width - sum(widths) - gap * (len(widths) - 1)) // 2
        for (label, callback, object_id, class_id), bw in zip(entries, widths, strict=True):
            self.button(
                (x, height - bh - 20, bw, bh),
                label,
                callback,
                object_id=object_id,
                class_id=class_id,
            )
            x += bw + gap
        self._set_focus(0)

    def close(self) -> None:
        """Back to where the review was opened from, or on to the end screen."""
        self.app.pop()
        if self.on_done is not None:
            self.on_done()

    def next_page(self) -> None:
        """The next player's review."""
        count = self.page_count()
        if count:
            self.page_index = (self.page_index + 1) % count
            self.scroll = 0

    # ------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Scrolling keys and the wheel; Esc leaves; Tab/N shows the next player."""
        if event.type == pygame.KEYDOWN:
            key = event.key
            page = max(1, self.list_rect().h // self.step() - 2)
            moves = {
                pygame.K_UP: -1,
                pygame.K_DOWN: 1,
                pygame.K_PAGEUP: -page,
                pygame.K_PAGEDOWN: page,
                pygame.K_HOME: -(10**6),
                pygame.K_END: 10**6,
            }
            if key in moves:
                self.scroll_by(moves[key])
                return True
            if key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.close()
                return True
            if key in (pygame.K_TAB, pygame.K_n) and self.page_count() > 1:
                self.next_page()
                return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-3 * event.y)
            return True
        return super().handle_event(event)

    def scroll_by(self, lines: int) -> None:
        """Scroll the list, kept in range."""
        total = len(self.lines(self.list_rect().w))
        room = self.list_rect().h // self.step()
        self.scroll = max(0, min(max(0, total - room), self.scroll + lines))

    # ------------------------------------------------------------ content
    def step(self) -> int:
        """Height of one list line."""
        return fonts.line_height("regular", 14) + 2

    def list_rect(self) -> pygame.Rect:
        """Where the decisions are listed (under the summary, above the line counter and the
        buttons)."""
        width, height = self.app.size
        bh = max(48, fonts.scaled(40))
        top = self.summary_bottom()
        hint = fonts.line_height("italic", 13)
        return pygame.Rect(50, top + 10, width - 100, max(0, height - bh - 40 - top - 20 - hint))

    #: The summary's text sizes, largest first: the first at which all of it fits its share.
    SUMMARY_SIZES: ClassVar[tuple[int, ...]] = (17, 16, 15, 14)

    def _summary(self) -> tuple[int, list[str], list[str]]:
        """The summary's text size, its lines shown above the list, and the lines that did not
        fit its share of the window (they open the list, so no sentence is lost)."""
        width, height = self.app.size
        page = self.page()
        if page is None:
            return self.SUMMARY_SIZES[0], [], []
        for size in self.SUMMARY_SIZES:
            lines: list[str] = []
            for text in page.summary:
                lines += fonts.wrap_text(text, width - 100, "regular", size)
            if self.summary_part is None:
                return size, lines, []
            room = max(1, (height // self.summary_part) // fonts.line_height("regular", size))
            if len(lines) <= room:
                return size, lines, []
        rest: list[str] = []
        for line in lines[room:]:
            rest += fonts.wrap_text(line, width - 100, "regular", 14)
        return size, lines[:room], rest

    def summary_size(self) -> int:
        """The summary's text size (17, smaller when a long summary would not fit whole)."""
        return self._summary()[0]

    def summary_lines(self) -> list[str]:
        """The summary of the page shown, wrapped to the window (at most a third of it, or
        ``summary_part``'s share; what does not fit there opens the list)."""
        return self._summary()[1]

    def summary_bottom(self) -> int:
        """The y under the heading and the summary."""
        y = 24 + fonts.line_height("bold", 28) + 6
        lines = self.summary_lines()
        return y + max(1, len(lines)) * fonts.line_height("regular", self.summary_size())

    def lines(self, width: int) -> list[Line]:
        """Every list line of the page shown, wrapped to ``width`` (cached)."""
        key = (
            self.page_index,
            width,
            self.app.size,
            current_language(),
            fonts.scale(),
            self.loaded,
        )
        if self._cache is not None and self._cache[0] == key:
            return self._cache[1]
        lines: list[Line] = []
        page = self.page()
        if page is not None:
            for text in self._summary()[2]:
                lines.append((text, "regular", 14, colours.TEXT, 0, None))
            worst = max((item.stake for item in page.items), default=0.0)
            for item in page.items:
                colour = colours.GOLD if item.flagged else colours.TEXT
                share = item.stake / worst if worst > 0 and item.stake > 0 else None
                for i, text in enumerate(fonts.wrap_text(item.head, width - 150, "bold", 14)):
                    lines.append((text, "bold", 14, colour, 0, share if i == 0 else None))
                for detail in item.details:
                    for text in fonts.wrap_text(detail, width - 40, "regular", 14):
                        lines.append((text, "regular", 14, colours.TEXT_DIM, 24, None))
        self._cache = (key, lines)
        return lines

    # ------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        """Heading, summary, and the list of decisions with their bars."""
        draw_backdrop(surface)
        width, _height = surface.get_size()
        page = self.page()
        heading = page.heading if page is not None else self.placeholder_heading()
        head = fonts.fit_text(heading, width - 80, "bold", 28, colours.GOLD)
        surface.blit(head, head.get_rect(midtop=(width // 2, 24)))
        y = 24 + fonts.line_height("bold", 28) + 6
        if page is None:
            if self.failed:
                text = self.word("failed")
            elif self.loaded:
                text = self.word("nothing")
            else:
                text = self.word("working")
            image = fonts.fit_text(text, width - 100, "italic", 17, colours.TEXT_DIM)
            surface.blit(image, (50, y))
            return
        size = self.summary_size()
        fonts.blit_lines(
            surface, tuple(self.summary_lines()), (50, y), "regular", size, colours.TEXT
        )
        box = self.list_rect()
        pygame.draw.rect(surface, colours.PANEL, box.inflate(20, 12), border_radius=12)
        pygame.draw.rect(surface, colours.PANEL_BORDER, box.inflate(20, 12), 1, border_radius=12)
        lines = self.lines(box.w)
        step = self.step()
        room = max(1, box.h // step)
        self.scroll = max(0, min(self.scroll, max(0, len(lines) - room)))
        y = box.y
        for text, role, size, colour, indent, share in lines[self.scroll : self.scroll + room]:
            image = fonts.text(text, role, size, colour)
            surface.blit(image, (box.x + indent, y))
            if share is not None:
                frame = pygame.Rect(box.right - 120, y + step // 2 - 5, 110, 10)
                bar = pygame.Rect(frame.x, frame.y, max(3, int(110 * share)), 10)
                pygame.draw.rect(surface, colours.MISS, bar, border_radius=4)
                pygame.draw.rect(surface, colours.TEXT_DIM, frame, 1, border_radius=4)
            y += step
        if len(lines) > room:
            hint = self.word(
                "scroll",
                first=self.scroll + 1,
                last=min(len(lines), self.scroll + room),
                total=len(lines),
            )
            image = fonts.fit_text(hint, box.w, "italic", 13, colours.TEXT_DIM)
            # Under the list's frame (6 pixels below the box), clear of it.
            surface.blit(image, image.get_rect(topright=(box.right, box.bottom + 8)))
