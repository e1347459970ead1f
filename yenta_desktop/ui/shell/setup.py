"""New-game setup for any game: the seats (Human or an AI level, editable names), the game's
rule settings from its ``Rules`` metadata, an optional seed, Start.

Every choice is a button that cycles (so the keyboard reaches it); names and
numbers are text fields. The screen remembers each game's last choices. No
dice or cards exist yet on this screen, so none can show.
"""

from __future__ import annotations

import random
from functools import partial
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

from yenta_desktop.ai.registry import default_level, levels_for
from yenta_desktop.engine.registry import folder_name, get_game
from yenta_desktop.engine.settings import BOOL, CHOICE, INT, Setting
from yenta_desktop.i18n import grouped, tr, tr_default
from yenta_desktop.session import GameSession, Seat
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.games import game_ui
from yenta_desktop.ui.shell.base import Scene
from yenta_desktop.ui.shell.question import start_fresh
from yenta_desktop.ui.shell.title import game_title
from yenta_desktop.ui.widgets.backdrop import draw_backdrop

HUMAN = "human"
MAX_SEATS = 8


def kind_label(kind: str) -> str:
    """ "Human" or "AI Medium"... for a seat kind."""
    return tr("seat.human") if kind == HUMAN else tr_default(f"seat.ai_{kind}", f"AI {kind}")


def default_names() -> list[str]:
    """The default seat names (translated)."""
    names = [name.strip() for name in tr("setup.default_names").split(",") if name.strip()]
    while len(names) < MAX_SEATS:
        names.append(tr("setup.seat_number", number=len(names) + 1))
    return names


def rule_label(game: str, setting: Setting) -> str:
    """A rule setting's name on the setup screen."""
    return tr_default(f"{folder_name(game)}.rule.{setting.name}", setting.name.replace("_", " "))


def rule_value_label(game: str, setting: Setting, value: Any) -> str:
    """The text of a rule's current value (a choice's name, On/Off, or the number)."""
    if setting.kind == BOOL:
        return tr("setup.on") if value else tr("setup.off")
    if setting.kind == CHOICE:
        return tr_default(f"{folder_name(game)}.rule.{setting.name}.{value}", str(value))
    return grouped(value) if isinstance(value, int) and abs(value) >= 1000 else str(value)


def rule_hint(game: str, setting: Setting, value: Any) -> str:
    """One line explaining a rule (a choice explains itself when it has its own line)."""
    folder = folder_name(game)
    if setting.kind == CHOICE:
        own = f"{folder}.rule.{setting.name}.{value}.help"
        text = tr_default(own, "")
        if text:
            return text
    if setting.kind == BOOL:
        own = f"{folder}.rule.{setting.name}.{'on' if value else 'off'}.help"
        text = tr_default(own, "")
        if text:
            return text
    return tr_default(f"{folder}.rule.{setting.name}.help", setting.help)


class SetupScene(Scene):
    """Choose the table and the rules of ``game``, then Start."""

    def __init__(self, app: Any, game: str = "yenta") -> None:
        super().__init__(app)
        self.game = game
        self.module = get_game(game)
        self.levels = levels_for(game)
        module = self.module
        ui = game_ui(game)
        usual = getattr(ui, "DEFAULT_PLAYERS", 4)
        self.count = max(module.MIN_PLAYERS, min(module.MAX_PLAYERS, usual))
        self.names = default_names()
        middle = default_level(game)
        self.kinds = [HUMAN] + [middle] * (MAX_SEATS - 1)
        # A game may keep some rules on a screen of its own (its ui's ``RulesScene``, opened
        # beside the seed; Farkle's house rules): they are in ``values`` but not in the column.
        self.all_settings = [s for s in module.Rules.SETTINGS if s.in_setup]
        extra = getattr(module.Rules, "EXTRA_RULES", ())
        self.settings = [s for s in self.all_settings if s.name not in extra]
        defaults = module.Rules()
        self.values: dict[str, Any] = {s.name: getattr(defaults, s.name) for s in self.all_settings}
        self.seed_text = ""
        self.error = ""
        self.entries: dict[UITextEntryLine, str] = {}
        self._restore()

    # ------------------------------------------------------------ memory
    def _restore(self) -> None:
        """The game's last choices, each checked (a bad value keeps its default)."""
        from yenta_desktop.storage.settings import load_setup

        last = load_setup(self.game)
        module = self.module
        count = last.get("count")
        if type(count) is int and module.MIN_PLAYERS <= count <= module.MAX_PLAYERS:
            self.count = count
        names = last.get("names")
        if isinstance(names, list):
            for i, name in enumerate(names[:MAX_SEATS]):
                if isinstance(name, str) and name.strip():
                    self.names[i] = name[:16]
        kinds = last.get("kinds")
        if isinstance(kinds, list):
            for i, kind in enumerate(kinds[:MAX_SEATS]):
                if kind == HUMAN or kind in self.levels:
                    self.kinds[i] = kind
        rules = last.get("rules")
        if isinstance(rules, dict):
            for setting in self.all_settings:
                value = rules.get(setting.name)
                try:
                    setting.check(value)
                except ValueError:
                    continue
                self.values[setting.name] = value

    def _remember(self) -> None:
        from yenta_desktop.storage.settings import save_setup

        save_setup(
            self.game,
            {
                "count": self.count,
                "names": self.names[: self.count],
                "kinds": self.kinds[: self.count],
                "rules": dict(self.values),
            },
        )

    # ------------------------------------------------------------ layout
    def block(self) -> tuple[int, int]:
        """Left x of the two-column block and its width."""
        width, _ = self.app.size
        block_w = min(1000, width - 60)
        return (width - block_w) // 2, block_w

    def right_width(self) -> int:
        """Width of the rules column."""
        return 430

    def items(self) -> list[Setting | None]:
        """The right column: the rule settings, then the seed (None)."""
        return [*self.settings, None]

    def row_tops(self) -> list[int]:
        """Top y of each right-column item (heading and control, then a hint)."""
        _, height = self.app.size
        count = len(self.items())
        step = min(116, (height - 92 - 96) // max(1, count))
        return [88 + i * step for i in range(count)]

    def seat_rows(self) -> tuple[int, int]:
        """Top y of the first seat row and the step between rows."""
        _, height = self.app.size
        step = min(52, (height - 156 - 100) // max(1, self.count))
        return 156, step

    def rules_x(self) -> int:
        """Left x of the rules column."""
        x0, block_w = self.block()
        return x0 + block_w - self.right_width()

    def build(self) -> None:
        """Seat rows on the left, rules on the right, Back and Start at the bottom."""
        self.entries = {}
        self.build_seats()
        self.build_rules()
        self.build_buttons()

    def build_seats(self) -> None:
        """The number of players and a row per seat (name, Human or AI level)."""
        x0, _block_w = self.block()
        right = self.rules_x()
        module = self.module
        if module.MIN_PLAYERS != module.MAX_PLAYERS:
            self.button(
                (x0 + 150, 96, 44, 40),
                "–",
                lambda: self.set_count(self.count - 1),
                object_id="#fewer_players",
                enabled=self.count > module.MIN_PLAYERS,
            )
            self.button(
                (x0 + 250, 96, 44, 40),
                "+",
                lambda: self.set_count(self.count + 1),
                object_id="#more_players",
                enabled=self.count < module.MAX_PLAYERS,
            )
        first, step = self.seat_rows()
        row_h = min(42, step - 6)
        name_w = min(216, right - x0 - 112 - 200 - 20)
        for seat in range(self.count):
            y = first + seat * step
            entry = UITextEntryLine(
                pygame.Rect(x0 + 112, y, name_w, row_h),
                self.manager,
                container=self.root,
                object_id=f"#name_{seat}",
            )
            entry.set_text_length_limit(16)
            entry.set_text(self.names[seat])
            self.entries[entry] = f"name_{seat}"
            self.focus_entry(entry)
            self.button(
                (x0 + 120 + name_w, y, 190, row_h),
                kind_label(self.kinds[seat]),
                partial(self.cycle_kind, seat),
                object_id=f"#kind_{seat}",
                class_id="@small",
            )

    def build_rules(self) -> None:
        """A control per rule setting (and the seed field), each under its heading."""
        right_w = self.right_width()
        right = self.rules_x()
        for setting, top in zip(self.items(), self.row_tops(), strict=True):
            y = top + 28
            if setting is None:
                entry = UITextEntryLine(
                    pygame.Rect(right, y, 200, 40),
                    self.manager,
                    container=self.root,
                    object_id="#seed",
                )
                entry.set_allowed_characters("numbers")
                entry.set_text_length_limit(9)
                entry.set_text(self.seed_text)
                self.entries[entry] = "seed"
                self.focus_entry(entry)
                more = getattr(game_ui(self.game), "RulesScene", None)
                if more is not None:
                    self.button(
                        (right + 210, y, right_w - 210, 40),
                        game_ui(self.game).rules_label(self.values),
                        partial(self.open_more, more),
                        object_id="#more_rules",
                        class_id="@small",
                    )
                continue
            value = self.values[setting.name]
            applies = setting.applies(self.values)  # greyed out while it does nothing
            if setting.kind == INT:
                self.button(
                    (right, y, 44, 40),
                    "–",
                    partial(self.step_number, setting, -1),
                    object_id=f"#{setting.name}_down",
                    enabled=applies,
                )
                entry = UITextEntryLine(
                    pygame.Rect(right + 52, y, 100, 40),
                    self.manager,
                    container=self.root,
                    object_id=f"#{setting.name}",
                )
                entry.set_allowed_characters("numbers")
                entry.set_text_length_limit(6)
                entry.set_text(str(value))
                self.entries[entry] = f"rule:{setting.name}"
                self.focus_entry(entry)
                if not applies:
                    entry.disable()
                self.button(
                    (right + 160, y, 44, 40),
                    "+",
                    partial(self.step_number, setting, 1),
                    object_id=f"#{setting.name}_up",
                    enabled=applies,
                )
            else:
                self.button(
                    (right, y, right_w, 42),
                    rule_value_label(self.game, setting, value),
                    partial(self.cycle_rule, setting),
                    object_id=f"#{setting.name}",
                    class_id="@small",
                    enabled=applies,
                )

    def build_buttons(self) -> None:
        """Back and Start (focused) at the bottom."""
        _width, height = self.app.size
        x0, block_w = self.block()
        self.button(
            (x0, height - 80, 200, 54),
            tr("common.back"),
            self.app.pop,
            object_id="#back",
            class_id="@menu",
        )
        start = self.button(
            (x0 + block_w - 280, height - 80, 280, 54),
            tr("setup.start"),
            self.start,
            object_id="#start",
            class_id="@primary",
        )
        self._set_focus(self.focus_order.index(start))

    # ------------------------------------------------------------ changes
    def set_count(self, count: int) -> None:
        """Change the number of seats (the game's range)."""
        self.count = max(self.module.MIN_PLAYERS, min(self.module.MAX_PLAYERS, count))
        self._rebuild()

    def cycle_kind(self, seat: int) -> None:
        """Human -> AI levels, weakest first -> Human."""
        kinds = (HUMAN, *self.levels)
        current = self.kinds[seat]
        index = kinds.index(current) if current in kinds else 0
        self.kinds[seat] = kinds[(index + 1) % len(kinds)]
        self._rebuild()

    def step_number(self, setting: Setting, direction: int) -> None:
        """-/+ on a whole-number rule, by its step, within its range."""
        value = int(self.values[setting.name]) + direction * setting.step
        if setting.minimum is not None:
            value = max(setting.minimum, value)
        if setting.maximum is not None:
            value = min(setting.maximum, value)
        self.values[setting.name] = value
        self.error = ""
        self._rebuild()

    def cycle_rule(self, setting: Setting) -> None:
        """The next choice of a rule, or On <-> Off."""
        value = self.values[setting.name]
        if setting.kind == BOOL:
            self.values[setting.name] = not value
        else:
            choices = setting.choices
            self.values[setting.name] = choices[(choices.index(value) + 1) % len(choices)]
        self._rebuild()

    def open_more(self, scene: Any) -> None:
        """The game's own rules screen (it edits ``values`` in place)."""
        self.app.push(scene(self.app, self.values))

    def resume(self) -> None:
        """Back from the game's own rules screen: show what it changed."""
        self._rebuild()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Keep typed text in the scene; Esc goes back."""
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element in self.entries:
            field = self.entries[event.ui_element]
            text = event.ui_element.get_text()
            if field.startswith("name_"):
                self.names[int(field[5:])] = text
            elif field.startswith("rule:"):
                if text.isdigit():
                    self.values[field[5:]] = int(text)
                    self.error = ""
            elif field == "seed":
                self.seed_text = text
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        return super().handle_event(event)

    # ------------------------------------------------------------ start
    def check_rules(self) -> str:
        """An error message for the first rule value out of its range ("" when all are fine)."""
        for setting in self.settings:
            try:
                setting.check(self.values[setting.name])
            except ValueError:
                return tr(
                    "setup.bad_number",
                    name=rule_label(self.game, setting),
                    low=setting.minimum,
                    high=setting.maximum,
                )
        try:  # rules that only refuse together (a remembered house table)
            self.module.Rules(**self.values)
        except ValueError as error:
            return str(error)
        return ""

    def make_session(self) -> GameSession:
        """The session these choices describe (raises ValueError on a bad rule value)."""
        defaults = default_names()
        seats = []
        for seat in range(self.count):
            name = " ".join(self.names[seat].split()) or defaults[seat]
            kind = self.kinds[seat]
            seats.append(Seat(name, HUMAN, None) if kind == HUMAN else Seat(name, "ai", kind))
        rules = self.module.Rules(**self.values)
        seed = (
            int(self.seed_text)
            if self.seed_text.isdigit()
            else random.SystemRandom().randrange(10**9)
        )
        ui = game_ui(self.game)
        options: dict[str, Any] = getattr(ui, "start_options", lambda seed, count: {})(
            seed, self.count
        )
        state = self.module.new_game(self.count, rules, seed=seed, **options)
        return GameSession(seats, state, self.game)

    def start(self) -> None:
        """Sit down at the table (asking first if a game of this kind is in progress)."""
        self.error = self.check_rules()
        if self.error:
            return
        start_fresh(self, self.game, self._sit_down)

    def _sit_down(self) -> None:
        session = self.make_session()
        self._remember()
        self.app.last_game = self.game
        self.app.replace(game_ui(self.game).TableScene(self.app, session))

    # ------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        """Headings, seat accents and the one-line rule explanations."""
        draw_backdrop(surface)
        width = surface.get_width()
        heading = fonts.fit_text(
            tr("setup.heading_game", game=game_title(self.game)),
            width - 80,
            "bold",
            34,
            colours.GOLD,
        )
        surface.blit(heading, heading.get_rect(center=(width // 2, 46)))
        self.draw_seats(surface)
        self.draw_rules(surface)
        self.draw_notes(surface)

    def draw_seats(self, surface: pygame.Surface) -> None:
        """The players' heading and count, each seat's accent and label."""
        x0, _block_w = self.block()
        label = fonts.text(tr("setup.players"), "bold", 19, colours.GOLD)
        surface.blit(label, label.get_rect(midleft=(x0, 116)))
        count = fonts.text(str(self.count), "bold", 24, colours.TEXT)
        surface.blit(count, count.get_rect(center=(x0 + 222, 116)))
        ui = game_ui(self.game)
        seat_note = getattr(ui, "seat_note", None)
        first, step = self.seat_rows()
        row_h = min(42, step - 6)
        for seat in range(self.count):
            y = first + seat * step
            accent = colours.SEAT_ACCENTS[seat % len(colours.SEAT_ACCENTS)]
            pygame.draw.circle(surface, accent, (x0 + 16, y + row_h // 2), 12)
            pygame.draw.circle(surface, (0, 0, 0), (x0 + 16, y + row_h // 2), 12, 2)
            number = fonts.text(str(seat + 1), "bold", 15, (0, 0, 0))
            surface.blit(number, number.get_rect(center=(x0 + 16, y + row_h // 2)))
            text = (
                seat_note(seat, self.count)
                if seat_note is not None
                else tr("setup.seat_label", number=seat + 1)
            )
            image = fonts.fit_text(text, 70, "regular", 17, colours.TEXT_DIM)
            surface.blit(image, image.get_rect(midleft=(x0 + 36, y + row_h // 2)))

    def unused_hint(self, setting: Setting) -> str:
        """Why a greyed-out rule does nothing: "Not used with Scorecard: Yatzy (15 boxes)"."""
        assert setting.applies_when is not None
        other = next((s for s in self.settings if s.name == setting.applies_when[0]), None)
        if other is None:
            return tr("setup.rule_unused_plain")
        value = rule_value_label(self.game, other, self.values[other.name])
        return tr("setup.rule_unused", rule=rule_label(self.game, other), value=value)

    def draw_rules(self, surface: pygame.Surface) -> None:
        """Each rule's heading and its one-line explanation (where there is room)."""
        right_w = self.right_width()
        right = self.rules_x()
        tops = self.row_tops()
        rule_step = tops[1] - tops[0] if len(tops) > 1 else 116
        for setting, top in zip(self.items(), tops, strict=True):
            if setting is None:
                title = tr("setup.seed")
                hint = tr_default(f"{folder_name(self.game)}.seed_hint", tr("setup.seed_hint"))
            else:
                value = self.values[setting.name]
                title = rule_label(self.game, setting)
                hint = rule_hint(self.game, setting, value)
                if not setting.applies(self.values):
                    hint = self.unused_hint(setting)
            image = fonts.fit_text(title, right_w, "bold", 19, colours.GOLD)
            surface.blit(image, image.get_rect(midleft=(right, top + 13)))
            # Many rules on a short window: the hint gets what is left above the next item
            # (and is left out when not even one small line fits; the rules page has it).
            room = min(40, rule_step - 74)
            if room >= fonts.line_height("italic", 11):
                fonts.draw_wrapped(
                    surface,
                    hint,
                    pygame.Rect(right, top + 72, right_w, room),
                    "italic",
                    15,
                    colours.TEXT_DIM,
                )

    def draw_notes(self, surface: pygame.Surface) -> None:
        """Who plays (pass-and-play, watch only...) and a rule error, by the bottom buttons."""
        height = surface.get_height()
        x0, block_w = self.block()
        ui = game_ui(self.game)
        humans = sum(1 for kind in self.kinds[: self.count] if kind == HUMAN)
        if humans >= 2:
            note = tr(getattr(ui, "PASS_AND_PLAY_NOTE", "setup.pass_and_play"))
        elif humans == 0:
            note = tr("setup.watch_only")
        else:
            note = tr("setup.one_human") if self.count > 1 else tr("setup.solo")
        fonts.draw_wrapped(
            surface,
            note,
            pygame.Rect(x0 + 212, height - 80, block_w - 512, 54),
            "italic",
            15,
            colours.TEXT_DIM,
            valign="center",
        )
        if self.error:
            image = fonts.fit_text(self.error, block_w - 230, "bold", 16, colours.MISS)
            surface.blit(image, image.get_rect(midleft=(x0 + 210, height - 95)))
