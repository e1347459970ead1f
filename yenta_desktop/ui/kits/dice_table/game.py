"""A scorecard game's part of the window as one declaration: the kit's defaults.

A scorecard game's ``ui/games/<folder>/`` is its table (``table.py``: a
:class:`~.table.DiceTable` with its How to play card and any coach words of its own)
and, in ``__init__``, a :class:`DiceGameUI`::

    UI = DiceGameUI(GAME, TableScene, DicePicture(stars=True), review="...ai.yahtzee.review")
    globals().update(UI.exports())

The kit supplies what the shell reads of a game's UI (``ui/games/__init__.py``): the
end screen's picture (:meth:`DiceGameUI.draw_final`: the sums of each card) and
standings, the replay's picture and sentences, the picker's picture, the
preferences (the coach, its warning, each seat's dice style), the review after the game
(when the AI has one), the demo table and the setup's defaults. The coach at the table is
the kit's :class:`~.advisor.Advisor` over the game's AI coach module (its ``Coach`` and ``LOADER``).
Texts come from the game's catalogue under ``folder_name(game id)`` (docs/ui.md).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

import pygame

from yenta_desktop.engine.registry import folder_name
from yenta_desktop.i18n import tr
from yenta_desktop.session import GameSession
from yenta_desktop.ui.kits.dice_table import final, replay
from yenta_desktop.ui.kits.dice_table.advisor import CoachModule
from yenta_desktop.ui.kits.dice_table.pictures import Picture
from yenta_desktop.ui.kits.dice_table.prefs import COACH_WARNING, dice_preferences
from yenta_desktop.ui.kits.dice_table.replay import CHAPTER, EventWords, ReplayPicture, chapter_of
from yenta_desktop.ui.kits.dice_table.table import DEMO_LEVELS, DiceTable, demo_session
from yenta_desktop.ui.kits.dice_table.text import points
from yenta_desktop.ui.preferences import COACH


class DiceGameUI:
    """A scorecard game's UI package from its engine ``game`` (a ``ScorecardGame``), its
    ``table`` and its ``picture``.

    The table's ``ai_coach`` (its AI coach module) gives the optimum beside a solo result
    (None: no coach, no optimum); ``review``: the module whose ``review_game(record, seats)`` judges a finished record
    (the end screen's and the replay's Review; imported when first opened);
    ``default_players``: the setup's first table; ``coach_warning``: whether the coach's
    warning threshold is a preference; ``tour``: the screenshot tour's steps.
    """

    def __init__(
        self,
        game: Any,
        table: type[DiceTable],
        picture: Picture,
        *,
        review: str | None = None,
        default_players: int = 2,
        coach_warning: bool = True,
        tour: Callable[..., Any] | None = None,
    ) -> None:
        self.game = game
        self.table = table
        self.picture = picture
        #: The AI coach the table names (its tables' optimum beside a solo result).
        self.coach: CoachModule | None = table.ai_coach
        self.review = review
        self.prefix = folder_name(game.game_id)
        self.default_players = default_players
        self.tour = tour
        spec = game.spec
        upper = table.upper_format
        self.words = EventWords(self.prefix, spec, upper)
        self.replay = ReplayPicture(self.prefix, upper, extras=spec.has_extras)
        warning = (COACH_WARNING,) if coach_warning else ()
        self.preferences = (COACH, *warning, *dice_preferences(spec.max_players))

    def optimal(self, state: Any) -> float | None:
        """What optimal play averages under ``state``'s rules, for a solo game (if known)."""
        if self.coach is None or state.num_players != 1:
            return None
        return self.coach.LOADER.known_optimal(state.rules)

    def final_lines(self, session: Any) -> list[tuple[int, str, str]]:
        """(place, name, total and result) best first (the kit's standings)."""
        return replay.final_lines(session, self.prefix, self.optimal(session.state))

    def draw_final(self, surface: pygame.Surface, rect: pygame.Rect, session: Any) -> None:
        """The end screen's picture: each player's sums (a column's total per multiplier on
        a card of several; else upper, bonus and lower), the extra bonuses, the total and the
        result; then a bar per player."""
        state = session.state
        spec = type(state).SPEC
        upper = self.table.upper_format
        columns = range(len(spec.columns))
        # The game's card decides the extra bonuses' column (a Yatzy game keeps Yahtzee's).
        extras = self.game.spec.has_extras

        def cells(seat: int) -> list[str]:
            card = state.cards[seat]
            if len(spec.columns) > 1:
                sums = [points(spec.column_total(card, c)) for c in columns]
            else:
                sums = [
                    upper(spec.upper_sum(card)),
                    points(spec.bonus(card)),
                    points(spec.lower_sum(card)),
                ]
            if extras:
                factors = spec.columns if spec.extras_multiplied else (1,) * len(spec.columns)
                sums.append(
                    points(sum(e * m for e, m in zip(state.extras[seat], factors, strict=False)))
                )
            return sums

        if len(spec.columns) > 1:
            heads = [f"\u00d7{factor}" for factor in spec.columns]
        else:
            heads = [tr(f"{self.prefix}.final.col_{name}") for name in ("upper", "bonus", "lower")]
        if extras:
            heads.append(tr(f"{self.prefix}.final.col_extra"))
        final.draw_final(surface, rect, session, self.prefix, heads, cells, self.optimal(state))

    def review_scene(self, app: Any, record: Any, on_done: Callable[[], None] | None = None) -> Any:
        """The review of a finished game (the shell's hook; the AI imported when first opened)."""
        from yenta_desktop.ui.kits.dice_table.review import CardWords, scorecard_review_scene

        assert self.review is not None
        review_game = importlib.import_module(self.review).review_game
        words = CardWords(self.prefix, self.game.spec.columns)
        return scorecard_review_scene(app, record, review_game, words, on_done, name=self.prefix)

    def demo_session(self, seed: int | None, levels: tuple[str, ...] = DEMO_LEVELS) -> GameSession:
        """An all-AI table for --demo and the smoke test."""
        rules = self.game.Rules()
        return demo_session(
            self.game.game_id, lambda n, s: self.game.new_game(n, rules, seed=s), seed, levels
        )

    def exports(self) -> dict[str, Any]:
        """The UI package's names (ui/games/__init__.py; the optional ones the shell reads)."""
        names: dict[str, Any] = {
            "UI": self,
            "TableScene": self.table,
            "PREFERENCES": self.preferences,
            "CHAPTER": CHAPTER,
            "DEFAULT_PLAYERS": self.default_players,
            # Scorecards are public: pass-and-play needs no curtain.
            "PASS_AND_PLAY_NOTE": f"{self.prefix}.setup.pass_and_play",
            "chapter_of": chapter_of,
            "demo_session": self.demo_session,
            "describe_step": self.words.describe_step,
            "draw_final": self.draw_final,
            "draw_picture": self.picture.draw,
            "draw_replay": self.replay.draw,
            "replay_height": self.replay.height,
            "final_lines": self.final_lines,
        }
        if self.review is not None:
            names["review_scene"] = self.review_scene
        if self.tour is not None:
            names["tour"] = self.tour
        names["__all__"] = sorted(names)
        return names


__all__ = ["DiceGameUI"]
