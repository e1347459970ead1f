"""Farkle's house rules screen, opened from the setup screen: a preset, the scoring table
options, and the table as a code to copy or paste (issue 34).

The setup screen hands over its dict of rule values; this screen edits it in place (a
preset fills the rules it sets; changing one of them makes the table "Custom") and the
setup screen reads it again when this one closes. A table that the rules refuse (an opening
minimum below the bank minimum) is named in one line and Done waits.
"""

from __future__ import annotations

import contextlib
import logging
from functools import partial
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

from yenta_desktop.engine.farkle.code import TableCodeError, decode, encode
from yenta_desktop.engine.farkle.rules import (
    CUSTOM,
    HOUSE_RULES,
    PRESET_RULES,
    PRESETS,
    Rules,
    preset_of,
    preset_rules,
)
from yenta_desktop.engine.settings import BOOL, Setting
from yenta_desktop.i18n import tr
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.shell.base import Scene
from yenta_desktop.ui.widgets.backdrop import draw_backdrop

log = logging.getLogger(__name__)

GAME = "farkle"


def _rules_of(values: dict[str, Any]) -> Rules | None:
    try:
        return Rules(**values)
    except ValueError:
        return None


def preset_label(name: str) -> str:
    """A preset's name on screen (its source in brackets)."""
    return tr(f"farkle.house.preset.{name}")


def label(values: dict[str, Any]) -> str:
    """The setup screen's button: "House rules: Zilch"."""
    rules = _rules_of(values)
    name = preset_of(rules) if rules is not None else CUSTOM
    return tr("farkle.house.button", preset=tr(f"farkle.house.short.{name}"))


def hard_note(values: dict[str, Any]) -> str:
    """Whether Hard plays these rules exactly (a shipped table) or estimates them."""
    from yenta_desktop.ai.farkle.hard import TABLE_FILES

    # The shipped tables solve the default rules at their targets (no file is read here).
    rules = _rules_of(values)
    if rules is not None and any(rules == Rules(target=t) for t in TABLE_FILES):
        return tr("farkle.house.hard_exact")
    return tr("farkle.house.hard_estimate")


class RulesScene(Scene):
    """The preset, the house rules in two columns, the code, and Done."""

    def __init__(self, app: Any, values: dict[str, Any]) -> None:
        super().__init__(app)
        self.values = values
        self.settings = [Rules.setting(name) for name in HOUSE_RULES]
        self.entry: UITextEntryLine | None = None
        self.code_text = ""
        self.message = ""
        self.error = ""

    # ------------------------------------------------------------ layout
    def block(self) -> tuple[int, int, int]:
        """Left x, width and column width."""
        width, _ = self.app.size
        block_w = min(1000, width - 60)
        return (width - block_w) // 2, block_w, (block_w - 30) // 2

    def row_top(self, index: int) -> tuple[int, int]:
        """Top-left of house rule ``index`` (two columns under the preset)."""
        x0, _block_w, col_w = self.block()
        _, height = self.app.size
        per = -(-len(self.settings) // 2)
        step = min(64, (height - 190 - 150) // per)
        column, row = divmod(index, per)
        return x0 + column * (col_w + 30), 170 + row * step

    def build(self) -> None:
        """The preset, one button per house rule, the code row and Done."""
        from yenta_desktop.ui.shell.setup import rule_value_label

        x0, block_w, col_w = self.block()
        _, height = self.app.size
        rules = _rules_of(self.values)
        preset = preset_of(rules) if rules is not None else CUSTOM
        self.button(
            (x0 + 220, 84, block_w - 220, 42),
            preset_label(preset),
            self.next_preset,
            object_id="#preset",
            class_id="@small",
        )
        button_w = min(220, col_w // 2)
        for index, setting in enumerate(self.settings):
            x, y = self.row_top(index)
            self.button(
                (x + col_w - button_w, y, button_w, 40),
                rule_value_label(GAME, setting, self.values[setting.name]),
                partial(self.cycle, setting),
                object_id=f"#{setting.name}",
                class_id="@small",
            )
        y = height - 150
        copy_w = 170
        self.entry = UITextEntryLine(
            pygame.Rect(x0 + 220, y, block_w - 220 - 2 * (copy_w + 10), 40),
            self.manager,
            container=self.root,
            object_id="#table_code",
        )
        self.entry.set_text_length_limit(80)
        self.entry.set_text(self.code_text or (encode(rules) if rules is not None else ""))
        self.focus_entry(self.entry)
        self.button(
            (x0 + block_w - 2 * copy_w - 10, y, copy_w, 40),
            tr("farkle.house.copy"),
            self.copy,
            object_id="#copy_code",
            class_id="@small",
        )
        self.button(
            (x0 + block_w - copy_w, y, copy_w, 40),
            tr("farkle.house.import"),
            self.import_code,
            object_id="#import_code",
            class_id="@small",
        )
        done = self.button(
            (x0 + block_w - 280, height - 80, 280, 54),
            tr("farkle.house.done"),
            self.done,
            object_id="#done",
            class_id="@primary",
        )
        self._set_focus(self.focus_order.index(done))

    # ------------------------------------------------------------ changes
    def next_preset(self) -> None:
        """The next preset (from Custom: the first), filling every rule it sets."""
        names = list(PRESETS)
        rules = _rules_of(self.values)
        current = preset_of(rules) if rules is not None else CUSTOM
        name = names[(names.index(current) + 1) % len(names)] if current in names else names[0]
        base = rules or Rules(target=self.values.get("target", 10_000))
        chosen = preset_rules(name, base)
        for key in PRESET_RULES:
            self.values[key] = getattr(chosen, key)
        self.code_text, self.error, self.message = "", "", ""
        self._rebuild()

    def cycle(self, setting: Setting) -> None:
        """The next choice of one house rule (On <-> Off)."""
        value = self.values[setting.name]
        if setting.kind == BOOL:
            self.values[setting.name] = not value
        else:
            choices = setting.choices
            self.values[setting.name] = choices[(choices.index(value) + 1) % len(choices)]
        self.code_text, self.message = "", ""
        self.error = self.check()
        self._rebuild()

    def check(self) -> str:
        """ "" when the rules are a table the engine allows, else its one-line reason."""
        try:
            Rules(**self.values)
        except ValueError as error:
            return tr("farkle.house.invalid", reason=str(error))
        return ""

    def copy(self) -> None:
        """Put the table's code on the clipboard (where the system has one)."""
        rules = _rules_of(self.values)
        if rules is None:
            return
        code = encode(rules)
        with contextlib.suppress(Exception):
            pygame.scrap.init()
        try:
            pygame.scrap.put_text(code)
            self.message = tr("farkle.house.copied")
        except Exception:  # noqa: BLE001 - no clipboard: the field can still be selected
            log.info("no clipboard for the table code")
            self.message = tr("farkle.house.no_clipboard")
        self.code_text = code

    def import_code(self) -> None:
        """Read the code in the field (pasted from a friend): its table replaces these rules."""
        text = self.entry.get_text() if self.entry is not None else self.code_text
        try:
            rules = decode(text)
        except TableCodeError as error:
            self.error = tr(f"farkle.house.refused.{error.reason}")
            self.code_text = text
            self._rebuild()
            return
        for setting in Rules.SETTINGS:
            if setting.name in self.values:
                self.values[setting.name] = getattr(rules, setting.name)
        self.code_text, self.error = "", ""
        self.message = tr("farkle.house.imported")
        self._rebuild()

    def done(self) -> None:
        """Back to the setup screen (not while the table is one the rules refuse)."""
        self.error = self.check()
        if not self.error:
            self.app.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Keep the typed code; Enter in it imports; Esc is Done."""
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.entry:
            self.code_text = self.entry.get_text() if self.entry is not None else ""
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.import_code()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.done()
            return True
        return super().handle_event(event)

    # ------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        """The heading, each rule's name, Hard's note and the message line."""
        from yenta_desktop.ui.shell.setup import rule_label

        draw_backdrop(surface)
        width, height = surface.get_size()
        x0, block_w, col_w = self.block()
        heading = fonts.fit_text(tr("farkle.house.heading"), width - 80, "bold", 34, colours.GOLD)
        surface.blit(heading, heading.get_rect(center=(width // 2, 46)))
        title = fonts.fit_text(tr("farkle.house.preset"), 210, "bold", 19, colours.GOLD)
        surface.blit(title, title.get_rect(midleft=(x0, 105)))
        button_w = min(220, col_w // 2)
        for index, setting in enumerate(self.settings):
            x, y = self.row_top(index)
            text = fonts.fit_text(
                rule_label(GAME, setting), col_w - button_w - 10, "regular", 17, colours.TEXT
            )
            surface.blit(text, text.get_rect(midleft=(x, y + 20)))
        code = fonts.fit_text(tr("farkle.house.code"), 210, "bold", 19, colours.GOLD)
        surface.blit(code, code.get_rect(midleft=(x0, height - 130)))
        fonts.draw_wrapped(
            surface,
            hard_note(self.values),
            pygame.Rect(x0, 134, block_w, 30),
            "italic",
            15,
            colours.TEXT_DIM,
        )
        line = self.error or self.message
        if line:
            image = fonts.fit_text(
                line, block_w - 300, "bold", 16, colours.MISS if self.error else colours.TEXT
            )
            surface.blit(image, image.get_rect(midleft=(x0, height - 95)))
        hint = fonts.fit_text(
            tr("farkle.house.hint"), block_w - 300, "italic", 15, colours.TEXT_DIM
        )
        surface.blit(hint, hint.get_rect(midleft=(x0, height - 53)))


__all__ = ["RulesScene", "hard_note", "label", "preset_label"]
