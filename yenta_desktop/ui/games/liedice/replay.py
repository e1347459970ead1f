"""Lie Dice in the replay and on the end screen: the box face up at every step, each step in
words, the final standings and the session's penalty tally."""

from __future__ import annotations

from typing import Any

import pygame

from yenta_desktop.engine.liedice import (
    FIRST_OUT,
    BidMade,
    BoxRevealed,
    GameOver,
    GameState,
    LiarCalled,
    LifeLost,
    Looked,
    PlayerOut,
    RerollAnnounced,
    RoundStarted,
    standings,
)
from yenta_desktop.i18n import tr, tr_count
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.games.liedice import words
from yenta_desktop.ui.games.liedice.pokerdice import PokerDiceArt
from yenta_desktop.ui.games.liedice.view import draw_life

_ART = PokerDiceArt()


def describe_step(state: GameState, events: list[Any], names: list[str]) -> str:
    """What one step of a replay did, in the current language."""
    parts: list[str] = []
    caller = bidder = None
    for event in events:
        if isinstance(event, RoundStarted):
            parts.append(
                tr("liedice.log.round_started", number=event.number, name=names[event.opener])
            )
        elif isinstance(event, Looked):
            parts.append(tr("liedice.log.looked", name=names[event.seat]))
        elif isinstance(event, RerollAnnounced):
            parts.append(tr("liedice.log.reroll", count=event.count, name=names[event.seat]))
        elif isinstance(event, BidMade):
            if event.direction is not None:
                parts.append(
                    tr(
                        "liedice.log.direction",
                        name=names[event.seat],
                        direction=words.direction_words(event.direction),
                    )
                )
            key = "liedice.log.bid" if event.looked else "liedice.log.bid_blind"
            parts.append(
                tr(
                    key,
                    name=names[event.seat],
                    bid=words.hand_words(event.dice),
                    to=names[event.to_seat],
                )
            )
        elif isinstance(event, LiarCalled):
            caller, bidder = event.caller, event.bidder
            parts.append(tr("liedice.log.call", caller=names[caller], bidder=names[bidder]))
        elif isinstance(event, BoxRevealed) and caller is not None and bidder is not None:
            parts.append(
                words.verdict_text(
                    event.bid, event.box, event.truthful, names[caller], names[bidder]
                )
            )
        elif isinstance(event, LifeLost):
            parts.append(tr_count("liedice.replay.lives_left", event.lives, name=names[event.seat]))
        elif isinstance(event, PlayerOut):
            parts.append(tr("liedice.log.out", name=names[event.seat]))
        elif isinstance(event, GameOver):
            if event.loser is not None:
                parts.append(tr("liedice.log.penalty", name=names[event.loser]))
            elif event.winners:
                parts.append(tr("liedice.log.last_standing", name=names[event.winners[0]]))
    return " ".join(parts)


def final_lines(session: Any) -> list[tuple[int, str, str]]:
    """(place, name, how it ended) best first: by lives left; the penalty payer last."""
    state = session.state
    order = standings(state)
    result: list[tuple[int, str, str]] = []
    for i, seat in enumerate(order):
        lives = state.lives[seat]
        if i and lives > 0 and lives == state.lives[order[i - 1]]:
            place = result[-1][0]
        else:
            place = i + 1
        if state.rules.end == FIRST_OUT and seat == state.loser:
            text = tr("liedice.final.penalty")
        elif lives > 0:
            text = tr_count("liedice.final.lives", lives)
        else:
            text = tr("liedice.final.out")
        result.append((place, session.seats[seat].name, text))
    return result


def draw_final(surface: pygame.Surface, rect: pygame.Rect, session: Any) -> None:
    """The session's tally beside the standings: penalties and wins per player, this game
    included (Play again keeps it)."""
    match = session.finished_match()
    n = session.state.num_players
    penalties = list(match.get("penalties", [0] * n))
    wins = list(match.get("wins", [0] * n))
    games = int(match.get("games", 1))
    y = rect.y
    head = fonts.fit_text(tr("liedice.final.tally"), rect.w, "bold", 20, colours.GOLD)
    surface.blit(head, (rect.x, y))
    y += head.get_height() + 2
    sub = fonts.fit_text(
        tr_count("liedice.final.games", games), rect.w, "italic", 15, colours.TEXT_DIM
    )
    surface.blit(sub, (rect.x, y))
    y += sub.get_height() + 10
    col_p = rect.x + rect.w * 58 // 100
    col_w = rect.x + rect.w * 82 // 100
    for text, x in ((tr("liedice.final.penalties"), col_p), (tr("liedice.final.wins"), col_w)):
        image = fonts.fit_text(text, rect.w * 22 // 100, "bold", 14, colours.TEXT_DIM)
        surface.blit(image, image.get_rect(midtop=(x, y)))
    y += fonts.line_height("bold", 14) + 6
    step = max(fonts.line_height("regular", 18) + 6, min(40, (rect.bottom - y - 40) // max(1, n)))
    loser = session.state.loser
    for seat in range(n):
        name = session.seats[seat].name
        colour = colours.MISS if seat == loser else colours.TEXT
        image = fonts.fit_text(name, col_p - rect.x - 60, "regular", 18, colour)
        surface.blit(image, (rect.x, y + (step - image.get_height()) // 2))
        count = fonts.text(str(penalties[seat]), "bold", 18, colour)
        surface.blit(count, count.get_rect(center=(col_p, y + step // 2)))
        count = fonts.text(str(wins[seat]), "bold", 18, colours.TEXT)
        surface.blit(count, count.get_rect(center=(col_w, y + step // 2)))
        y += step
    note = tr("liedice.final.note")
    if y + 8 < rect.bottom:
        fonts.draw_wrapped(
            surface,
            note,
            pygame.Rect(rect.x, y + 6, rect.w, rect.bottom - y - 6),
            "italic",
            14,
            colours.TEXT_DIM,
        )


def draw_replay(
    surface: pygame.Surface, area: pygame.Rect, state: GameState, names: list[str], art: Any
) -> None:
    """The seats with their lives, the box face up, the bid, and the round so far."""
    _ART.set_style(str(getattr(art, "style", "classic")))
    round_text = tr("liedice.replay.round", number=state.round_number, name=names[state.opener])
    image = fonts.fit_text(round_text, area.w, "regular", 17, colours.TEXT_DIM)
    surface.blit(image, image.get_rect(midtop=(area.centerx, area.y)))
    area = pygame.Rect(area.x, area.y + 30, area.w, area.h - 30)
    left = pygame.Rect(area.x, area.y, area.w * 42 // 100, area.h)
    right = pygame.Rect(left.right + 20, area.y, area.right - left.right - 20, area.h)
    row_h = min(56, max(34, left.h // max(1, state.num_players)))
    for seat in range(state.num_players):
        rect = pygame.Rect(left.x, left.y + seat * row_h, left.w, row_h - 6)
        _seat_row(surface, state, seat, rect, names[seat])
    y = right.y
    label = fonts.text(tr("liedice.replay.box"), "bold", 16, colours.TEXT_DIM)
    surface.blit(label, (right.x, y))
    y += label.get_height() + 6
    size = max(28, min(48, right.w // 8))
    box = state.box_faces() if state.round_number else ()
    for i, face in enumerate(box):
        _ART.blit(
            surface,
            face,
            words.letter(face),
            (right.x + size / 2 + i * (size + 8), y + size / 2),
            size,
        )
    if box:
        name = fonts.fit_text(
            words.capitalised(words.hand_words(box)),
            right.w - 5 * (size + 8) - 10,
            "italic",
            15,
            colours.TEXT_DIM,
        )
        surface.blit(name, name.get_rect(midleft=(right.x + 5 * (size + 8) + 6, y + size / 2)))
    y += size + 16
    if state.bid is not None and state.bidder is not None:
        text = tr("liedice.replay.bid", name=names[state.bidder], bid=words.hand_words(state.bid))
        lines = fonts.wrap_text(text, right.w, "bold", 18)[:2]
        y = fonts.blit_lines(surface, lines, (right.x, y), "bold", 18, colours.GOLD) + 6
    rows = []
    for entry in state.public_actions:
        if entry["type"] == "bid":
            key = "liedice.replay.line_bid" if entry["looked"] else "liedice.replay.line_blind"
            text = tr(key, name=names[entry["seat"]], bid=words.hand_words(entry["dice"]))
            if 0 < entry["rerolled"] < 5:
                text = tr("liedice.replay.line_rerolled", line=text, count=entry["rerolled"])
            rows.append(text)
        else:
            rows.append(tr("liedice.replay.line_call", name=names[entry["seat"]]))
    for text in rows[-8:]:
        for line in fonts.wrap_text(text, right.w, "regular", 15)[:2]:
            if y + fonts.line_height("regular", 15) > right.bottom:
                return
            image = fonts.text(line, "regular", 15, colours.TEXT)
            surface.blit(image, (right.x, y))
            y += fonts.line_height("regular", 15)


def _seat_row(
    surface: pygame.Surface, state: GameState, seat: int, rect: pygame.Rect, name: str
) -> None:
    accent = colours.SEAT_ACCENTS[seat % len(colours.SEAT_ACCENTS)]
    active = state.current_seat == seat
    pygame.draw.rect(surface, colours.PANEL, rect, border_radius=8)
    pygame.draw.rect(
        surface,
        colours.HIGHLIGHT if active else colours.PANEL_BORDER,
        rect,
        3 if active else 1,
        border_radius=8,
    )
    pygame.draw.rect(surface, accent, (rect.x + 6, rect.y + 6, 6, rect.h - 12), border_radius=3)
    marks = []
    if state.holder == seat:
        marks.append(tr("liedice.replay.holder"))
    if state.lives[seat] <= 0:
        marks.append(tr("liedice.tag.out"))
    text = name if not marks else tr("liedice.replay.seat_marks", name=name, marks=", ".join(marks))
    d = 14
    lives_w = state.rules.lives * (d + 4) + 10 if state.rules.lives <= 6 else 60
    image = fonts.fit_text(text, rect.w - 30 - lives_w, "bold", 16, colours.TEXT)
    surface.blit(image, image.get_rect(midleft=(rect.x + 20, rect.centery)))
    if state.rules.lives <= 6:
        x = rect.right - lives_w + d // 2
        for i in range(state.rules.lives):
            draw_life(surface, (x + i * (d + 4), rect.centery), d, i < state.lives[seat])
    else:
        image = fonts.text(
            tr("liedice.plate.lives_count", count=state.lives[seat]), "bold", 15, colours.GOLD
        )
        surface.blit(image, image.get_rect(midright=(rect.right - 10, rect.centery)))
