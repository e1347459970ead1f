"""Farkle in words, in the replay and on the end screen: each event in a sentence, the
combination a set-aside makes, the tray and the board of one step, the final standings."""

from __future__ import annotations

import logging
import threading
from typing import Any

import pygame

from yenta_desktop.engine.farkle import (
    Banked,
    DiceRolled,
    Farkled,
    FarklePenalty,
    FinalRound,
    GameOver,
    GameState,
    HotDice,
    Phase,
    SetAside,
    TurnStarted,
)
from yenta_desktop.engine.farkle.rules import SOLO_TURNS
from yenta_desktop.engine.farkle.scoring import STANDARD, Table, combination_name, counts_of
from yenta_desktop.i18n import tr, tr_count
from yenta_desktop.ui.games.farkle.board import BoardContext, BoardView
from yenta_desktop.ui.games.farkle.text import dice_text, points
from yenta_desktop.ui.kits.dice_table import DiceTexts, TrayContext, TrayView
from yenta_desktop.ui.widgets.dice import DiceArt

log = logging.getLogger(__name__)

#: The replay's chapters are turns.
CHAPTER = "turn"
NUM_DICE = 6


def chapter_of(state: Any) -> int:
    """The replay's chapter of a step: the number of turns finished."""
    return len(getattr(state, "turns", ()))


def combination_text(values: list[int] | tuple[int, ...], table: Table = STANDARD) -> str:
    """What a set-aside makes under ``table``, in words ("Three 4s + singles"); "" if it does
    not score."""
    name = combination_name(list(values), table)
    if name is None:
        return ""
    if name in ("straight", "three_pairs", "four_and_pair", "two_triplets", "singles"):
        return tr(f"farkle.combo.{name}")
    counts = counts_of(values)
    face = max(range(6), key=lambda f: counts[f]) + 1
    kind = {3: "three_kind", 4: "four_kind", 5: "five_kind", 6: "six_kind"}[counts[face - 1]]
    text = tr(f"farkle.combo.{kind}", face=face)
    if name == "mixed":
        return tr("farkle.combo.mixed", kind=text)
    return text


def describe_event(event: Any, names: list[str]) -> str:
    """One engine event in a sentence (the move log and the replay say the same)."""
    if isinstance(event, TurnStarted):
        if event.last:
            return tr("farkle.log.last_turn", name=names[event.seat])
        return tr("farkle.log.turn", name=names[event.seat], turn=event.turn)
    if isinstance(event, DiceRolled):
        rolled = [event.dice[p] for p in event.rerolled]
        return tr_count(
            "farkle.log.roll", len(rolled), name=names[event.seat], dice=dice_text(rolled)
        )
    if isinstance(event, SetAside):
        return tr(
            "farkle.log.set_aside",
            name=names[event.seat],
            dice=dice_text(event.values),
            combo=combination_text(event.values),
            points=points(event.points),
            total=points(event.turn_total),
        )
    if isinstance(event, HotDice):
        return tr("farkle.log.hot_dice", name=names[event.seat], total=points(event.turn_total))
    if isinstance(event, Banked):
        return tr(
            "farkle.log.banked",
            name=names[event.seat],
            points=points(event.points),
            total=points(event.total),
        )
    if isinstance(event, Farkled):
        return tr_count(
            "farkle.log.farkle", event.streak, name=names[event.seat], lost=points(event.lost)
        )
    if isinstance(event, FarklePenalty):
        return tr(
            "farkle.log.penalty",
            name=names[event.seat],
            penalty=points(event.penalty),
            total=points(event.total),
        )
    if isinstance(event, FinalRound):
        return tr("farkle.log.final_round", name=names[event.seat], total=points(event.total))
    if isinstance(event, GameOver):
        winners = ", ".join(names[w] for w in event.winners)
        return tr("farkle.log.game_over", names=winners, total=points(max(event.totals)))
    return ""


def describe_step(state: GameState, events: list[Any], names: list[str]) -> str:
    """What one step of a replay did, in the current language."""
    return " ".join(text for text in (describe_event(e, names) for e in events) if text)


def board_context(state: GameState, names: list[str], show_chart: bool = False) -> BoardContext:
    """The board's numbers in ``state`` (no choice under way)."""
    seat = state.turn_seat
    solo = None
    if state.num_players == 1:
        solo = (min(state.turns_taken[0] + 1, SOLO_TURNS), SOLO_TURNS)
    return BoardContext(
        names=list(names),
        scores=list(state.scores),
        streaks=list(state.streaks),
        opened=list(state.opened),
        turn_seat=seat,
        turn_total=state.turn_total,
        target=state.rules.target,
        opening=state.rules.opening_points,
        final_seat=state.final_seat,
        solo_turn=solo,
        show_chart=show_chart,
    )


_views: dict[int, tuple[BoardView, TrayView]] = {}


def _views_for(art: DiceArt) -> tuple[BoardView, TrayView]:
    views = _views.get(id(art))
    if views is None or views[1].dice is not art:
        _views.clear()
        texts = DiceTexts("farkle")
        views = _views[id(art)] = (BoardView(texts), TrayView(art, texts, NUM_DICE, 0, "aside"))
    return views


def draw_replay(
    surface: pygame.Surface, area: pygame.Rect, state: GameState, names: list[str], art: DiceArt
) -> None:
    """The six dice of the turn under way (set-aside ones apart) beside the score board."""
    board, tray = _views_for(art)
    tray_w = max(170, min(240, area.w // 5))
    tray.layout(pygame.Rect(area.x + 10, area.y, tray_w, area.h))
    board.layout(
        pygame.Rect(area.x + tray_w + 30, area.y, area.w - tray_w - 30, area.h), state.num_players
    )
    board.draw_static(surface)
    board.draw(surface, board_context(state, names))
    aside = set(state.aside)
    if state.phase is Phase.ROLL and state.set_asides and not state.aside:
        aside = set()  # hot dice: all six roll again
    seat = state.turn_seat
    tray.draw(
        surface,
        TrayContext(
            dice=state.dice,
            lanes=[1.0 if p in aside else 0.0 for p in range(NUM_DICE)],
            name=names[seat] if seat is not None and seat < len(names) else "",
            seat=seat,
            rolls_done=state.rolls_done,
        ),
    )


def places_of(totals: list[int]) -> list[int]:
    """Each seat's place (1 = best; a tie shares the place)."""
    return [1 + sum(1 for other in totals if other > total) for total in totals]


#: Solo games' optimal means by rules, once worked out (off the frame: see known_solo_mean).
_solo_means: dict[Any, float] = {}
_solo_solving: set[Any] = set()
_solo_lock = threading.Lock()


def known_solo_mean(rules: Any) -> float | None:
    """What optimal play averages in the ten-turn solo game of ``rules``, if worked out;
    else None, and it is worked out on a thread (the table solved it as it opened, so this
    is quick) that wakes the window when it is in."""
    from yenta_desktop.ai.farkle.bots import ai_rules
    from yenta_desktop.ai.farkle.solo import warm
    from yenta_desktop.ui.wake import result_ready

    key = ai_rules(rules)
    with _solo_lock:
        if key in _solo_means:
            return _solo_means[key]
        if key in _solo_solving:
            return None
        _solo_solving.add(key)

    def work() -> None:
        try:
            mean = warm(key)
        except Exception:  # noqa: BLE001 - the end screen shows the total alone
            log.exception("the solo game's optimum could not be worked out")
            return
        with _solo_lock:
            _solo_means[key] = mean
        result_ready("farkle-solo-mean")

    threading.Thread(target=work, name="farkle-solo-mean", daemon=True).start()
    return None


def final_lines(session: Any) -> list[tuple[int, str, str]]:
    """(place, name, "10,250") best first; a solo game beside what optimal play averages
    (as solo Yahtzee's end screen says), once that is known."""
    totals = session.state.totals()
    if len(totals) == 1 and session.state.num_players == 1:
        mean = known_solo_mean(session.state.rules)
        if mean is not None:
            text = tr(
                "farkle.final.solo_line", total=points(totals[0]), optimal=points(round(mean))
            )
            return [(1, session.seats[0].name, text)]
    places = places_of(totals)
    order = sorted(range(len(totals)), key=lambda s: (places[s], s))
    return [(places[s], session.seats[s].name, points(totals[s])) for s in order]
