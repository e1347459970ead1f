"""The bid builder card on the felt: kind, then faces, then optional odd dice.

Drawn by hand (chips that show the dice they name, greyed with the reason
when they cannot beat the bid on the table) over the lower part of the felt
while a human builds a bid. It also shows the human's own dice (when they
looked) so they can be clicked to keep. Keyboard: arrows move a focus ring
over the chips, Space chooses, Tab goes to the next row.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from yenta_desktop.i18n import tr
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.games.liedice import words
from yenta_desktop.ui.games.liedice.draft import ODD_KINDS, BidDraft

Action = tuple[Any, ...]

CHIP_FONT = 15
LABEL_FONT = 13


@dataclass
class Chip:
    """One clickable choice on the card."""

    rect: pygame.Rect
    action: Action
    label: str
    enabled: bool = True
    selected: bool = False
    #: Why it is greyed (shown when hovered or focused).
    reason: str = ""


@dataclass
class CardLayout:
    """The card's rectangle, its chips by row (keyboard order) and where its parts go."""

    rect: pygame.Rect
    rows: list[list[Chip]] = field(default_factory=list)
    labels: list[tuple[str, int]] = field(default_factory=list)  # (text, y)
    title: str = ""
    dice_rect: pygame.Rect | None = None  # the human's dice (click to keep)
    footer_y: int = 0

    def chips(self) -> list[Chip]:
        """Every chip, row by row."""
        return [chip for row in self.rows for chip in row]

    def hit(self, pos: tuple[int, int]) -> Chip | None:
        """The chip under ``pos``."""
        for chip in self.chips():
            if chip.rect.collidepoint(pos):
                return chip
        return None


def chip_font() -> int:
    """The chips' text size (a point smaller at the largest text scale, to keep the card on
    the felt of the smallest window)."""
    return CHIP_FONT if fonts.scale() <= 1.25 else CHIP_FONT - 1


def chip_height() -> int:
    """A chip's height for the current text scale."""
    return fonts.font("bold", chip_font()).get_height() + 8


def chip_width(label: str) -> int:
    """A chip's width: its whole label and some room."""
    return fonts.font("bold", chip_font()).size(label)[0] + 20


def core_label(kind: str, ranks: tuple[str, ...]) -> str:
    """The dice a core names, as letters: "K K", "A A A Q Q", "K Q J 10 9"."""
    if kind == "junk":
        return tr("liedice.kind.junk")
    if kind == "straight":
        top = ranks[0]
        faces = ("A", "K", "Q", "J", "10") if top == "A" else ("K", "Q", "J", "10", "9")
        return words.letters(faces)
    sizes = {
        "high_die": (1,),
        "pair": (2,),
        "two_pairs": (2, 2),
        "three": (3,),
        "full_house": (3, 2),
        "four": (4,),
        "five": (5,),
    }[kind]
    return " ".join(group_label(rank, size) for size, rank in zip(sizes, ranks, strict=True))


def group_label(face: str, size: int) -> str:
    """A group of equal dice as letters: "KKK" (tens spaced: "10 10")."""
    return (" " if face == "10" else "").join([words.letter(face)] * size)


def reason_text(draft: BidDraft) -> str:
    """The rule a greyed choice breaks, in words."""
    if draft.floor is None:
        return ""
    return tr("liedice.builder.must_beat", bid=words.hand_words(draft.floor))


def layout_card(
    area: pygame.Rect,
    top_limit: int,
    draft: BidDraft,
    title: str,
    dice: tuple[str, ...] | None,
    dice_size: int,
    can_hide: bool,
    my_dice: bool,
) -> CardLayout:
    """Place the card at the bottom of ``area`` (not above ``top_limit``) and its chips.

    The card is as tall as the tallest kind needs (two pairs, a full house), so it does
    not jump when another kind is chosen."""
    card = pygame.Rect(area.x + 12, 0, area.w - 24, 0)
    layout = _content(card, draft, title, dice, dice_size, can_hide, my_dice)
    height = layout.rect.h
    for kind in ("two_pairs", "full_house"):
        other = BidDraft(draft.floor, menu=draft.menu)
        other.choose_kind(kind)
        height = max(
            height, _content(card, other, title, dice, dice_size, can_hide, my_dice).rect.h
        )
    card.h = height
    card.bottom = area.bottom - 10
    if card.top < top_limit:
        card.top = max(area.top + 4, min(top_limit, area.bottom - 10 - card.h))
    dy = card.top
    for chip in layout.chips():
        chip.rect.move_ip(0, dy)
    if layout.dice_rect is not None:
        layout.dice_rect.move_ip(0, dy)
    layout.rect = card
    layout.labels = [(text, y + dy) for text, y in layout.labels]
    # The bid built sits at the card's foot, where it stays whatever kind is chosen.
    layout.footer_y = card.bottom - 12 - footer_height(dice_size)
    return layout


def footer_height(dice_size: int) -> int:
    """The bid built: its dice and two lines of words and status."""
    return max(34, dice_size * 3 // 4) + 4 + fonts.line_height("bold", 17)


def _content(
    card: pygame.Rect,
    draft: BidDraft,
    title: str,
    dice: tuple[str, ...] | None,
    dice_size: int,
    can_hide: bool,
    my_dice: bool,
) -> CardLayout:
    """The card's chips and parts, from the card's top (y = 0); its rect's height is set."""
    pad = 12
    h = chip_height()
    gap = 5
    label_w = (
        max(
            fonts.font("bold", LABEL_FONT).size(tr(key))[0]
            for key in (
                "liedice.builder.kind",
                "liedice.builder.faces",
                "liedice.builder.odd",
                "liedice.builder.dice",
                "liedice.builder.quick",
                "liedice.builder.three_of",
                "liedice.builder.pair_of",
            )
        )
        + 14
    )
    x0 = card.x + pad + label_w
    right = card.right - pad
    rows: list[list[Chip]] = []
    labels: list[tuple[str, int]] = []
    why = reason_text(draft)
    y = pad + fonts.line_height("bold", 17) + 6
    dice_rect = None
    if dice is not None:
        labels.append((tr("liedice.builder.dice"), y + (dice_size + 16) // 2))
        dice_rect = pygame.Rect(x0, y, min(right - x0, 5 * (dice_size + 16)), dice_size + 16)
        y += dice_size + 16 + gap

    def flow(
        entries: list[tuple[Action, str, bool, bool, str]], label: str, min_w: int = 0
    ) -> None:
        nonlocal y
        labels.append((label, y + h // 2))
        x = x0
        row: list[Chip] = []
        for action, text, enabled, selected, reason in entries:
            w = max(min_w, chip_width(text))
            if x + w > right and row:
                rows.append(row)
                row = []
                x = x0
                y += h + gap
            row.append(Chip(pygame.Rect(x, y, w, h), action, text, enabled, selected, reason))
            x += w + gap
        if row:
            rows.append(row)
        y += h + gap

    flow(
        [
            (
                ("kind", k.kind),
                words.kind_label(k.kind),
                k.legal,
                draft.kind == k.kind,
                "" if k.legal else why,
            )
            for k in draft.kinds()
        ],
        tr("liedice.builder.kind"),
    )
    kind = draft.kind
    if kind == "full_house":
        cores = draft.cores()
        threes = []
        for face in words.FACES_HIGH_FIRST:
            mine = [c for c in cores if c.ranks[0] == face]
            legal = any(c.legal for c in mine)
            chosen = draft.core is not None and draft.core[0] == face
            threes.append(
                (("three", face), group_label(face, 3), legal, chosen, "" if legal else why)
            )
        flow(threes, tr("liedice.builder.three_of"))
        if draft.core is not None:
            pairs = []
            for face in words.FACES_HIGH_FIRST:
                if face == draft.core[0]:
                    continue
                entry = draft.core_entry((draft.core[0], face))
                legal = entry is not None and entry.legal
                pairs.append(
                    (
                        ("core", (draft.core[0], face)),
                        group_label(face, 2),
                        legal,
                        draft.core[1] == face,
                        "" if legal else why,
                    )
                )
            flow(pairs, tr("liedice.builder.pair_of"))
    elif kind is not None and kind != "junk":
        entries: list[tuple[Action, str, bool, bool, str]] = []
        for core in reversed(draft.cores()):
            entries.append(
                (
                    ("core", core.ranks),
                    core_label(kind, core.ranks),
                    core.legal,
                    draft.core == core.ranks,
                    "" if core.legal else why,
                )
            )
        flow(entries, tr("liedice.builder.faces"))
    if kind in ODD_KINDS and draft.odd_room() > 0:
        choices = draft.odd_choices()
        entries = []
        for face in words.FACES_HIGH_FIRST:
            possible = choices.get(face, False)
            on = face in draft.odd
            legal_after = draft.odd_legal_with(face)
            reason = "" if legal_after or not possible else why
            entries.append(
                (("odd", face), ("" if on else "+") + words.letter(face), possible, on, reason)
            )
        flow(entries, tr("liedice.builder.odd"), chip_width("+10") + 10)
    quick: list[tuple[Action, str, bool, bool, str]] = [
        (("step", -1), tr("liedice.builder.lower"), True, False, ""),
        (("step", 1), tr("liedice.builder.higher"), True, False, ""),
    ]
    if my_dice:
        quick.append((("mine",), tr("liedice.builder.my_dice"), True, False, ""))
    if can_hide:
        quick.append((("hide",), tr("liedice.builder.hide"), True, False, ""))
    flow(quick, tr("liedice.builder.quick"))
    footer_y = y
    y += footer_height(dice_size) + pad
    return CardLayout(pygame.Rect(card.x, 0, card.w, y), rows, labels, title, dice_rect, footer_y)


def draw_card(
    surface: pygame.Surface,
    layout: CardLayout,
    draft: BidDraft,
    view: Any,
    focus: tuple[int, int] | None,
    hover: tuple[int, int] | None,
    status: str,
    status_ok: bool,
) -> None:
    """The card, its chips (focused and hovered ones marked), the bid built and its status."""
    card = layout.rect
    pygame.draw.rect(surface, (0, 0, 0), card.move(3, 4), border_radius=12)
    pygame.draw.rect(surface, (14, 24, 19), card, border_radius=12)
    pygame.draw.rect(surface, colours.PANEL_BORDER, card, 2, border_radius=12)
    title = fonts.fit_text(layout.title, card.w - 24, "bold", 17, colours.GOLD)
    surface.blit(title, (card.x + 12, card.y + 10))
    for text, y in layout.labels:
        image = fonts.fit_text(text, 200, "bold", LABEL_FONT, colours.TEXT_DIM)
        surface.blit(image, image.get_rect(midleft=(card.x + 12, y)))
    focused = None
    if focus is not None and focus[0] < len(layout.rows) and focus[1] < len(layout.rows[focus[0]]):
        focused = layout.rows[focus[0]][focus[1]]
    hovered = layout.hit(hover) if hover is not None else None
    for chip in layout.chips():
        _draw_chip(surface, chip, chip is focused, chip is hovered)
    # The bid built so far: dice, words, and whether it may be made.
    y = layout.footer_y
    dice = draft.dice
    icon = 30 if card.w < 700 else 34
    if dice is not None:
        view.draw_dice_row(surface, dice, (card.x + 12 + (5 * icon + 24) / 2, y + icon / 2), icon)
        text = words.capitalised(words.hand_words(dice))
    else:
        text = tr("liedice.builder.nothing_yet")
    x = card.x + 24 + 5 * icon + 24
    lines = fonts.wrap_text(text, card.right - 12 - x, "bold", 17)[:2]
    fonts.blit_lines(surface, lines, (x, y), "bold", 17, colours.TEXT)
    note = status
    colour = colours.HIT if status_ok else colours.MISS
    for marked in (hovered, focused):
        if marked is not None and marked.reason:
            note, colour = marked.reason, colours.MISS
            break
    image = fonts.fit_text(note, card.right - 12 - x, "italic", 14, colour)
    surface.blit(image, (x, y + len(lines) * fonts.line_height("bold", 17) + 2))


_CHIPS: dict[tuple[object, ...], pygame.Surface] = {}


def _draw_chip(surface: pygame.Surface, chip: Chip, focused: bool, hovered: bool) -> None:
    """A chip, rendered once per label, size and state, then blitted."""
    rect = chip.rect
    key = (
        chip.label,
        rect.size,
        chip.selected,
        chip.enabled,
        hovered,
        chip.action[0],
        chip_font(),
        fonts.scale(),
    )
    image = _CHIPS.get(key)
    if image is None:
        image = _render_chip(chip, hovered)
        if len(_CHIPS) > 600:
            _CHIPS.clear()
        _CHIPS[key] = image
    surface.blit(image, rect)
    if focused:
        pygame.draw.rect(surface, colours.HIGHLIGHT, rect.inflate(6, 6), 2, border_radius=9)


def _render_chip(chip: Chip, hovered: bool) -> pygame.Surface:
    rect = pygame.Rect((0, 0), chip.rect.size)
    out = pygame.Surface(rect.size, pygame.SRCALPHA)
    if chip.selected:
        fill, text, edge = colours.GOLD, (20, 16, 10), colours.GOLD
    elif not chip.enabled:
        fill, text, edge = (34, 40, 37), (110, 118, 112), (60, 66, 62)
    else:
        fill = (52, 74, 62) if hovered else (36, 56, 46)
        text, edge = colours.TEXT, colours.PANEL_BORDER
    pygame.draw.rect(out, fill, rect, border_radius=7)
    pygame.draw.rect(out, edge, rect, 1, border_radius=7)
    if not chip.enabled and not chip.selected:
        # Greyed: struck through as well (colour is never the only cue).
        pygame.draw.line(
            out, (90, 96, 92), (rect.x + 6, rect.bottom - 6), (rect.right - 6, rect.y + 6), 1
        )
    image = fonts.text(chip.label, "bold", chip_font(), text)
    if chip.selected and chip.action[0] == "odd":
        # A drawn tick before the letter (the font has no check mark glyph).
        label = image.get_rect(center=rect.center).move(6, 0)
        x, y = label.left - 12, label.centery
        pygame.draw.lines(out, text, False, [(x, y), (x + 4, y + 4), (x + 10, y - 5)], 2)
        out.blit(image, label)
        return out
    out.blit(image, image.get_rect(center=rect.center))
    return out
