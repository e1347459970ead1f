"""Headless scene tests: title, setup, a whole game by mouse and by keyboard, summary, game over."""

from __future__ import annotations

import pygame
import pytest

from yenta_desktop.engine.yenta import Phase
from yenta_desktop.ui import driver
from yenta_desktop.ui.games.yenta.table import TableScene
from yenta_desktop.ui.shell.gameover import GameOverScene
from yenta_desktop.ui.shell.rules import RulesScene
from yenta_desktop.ui.shell.setup import SetupScene
from yenta_desktop.ui.shell.title import TitleScene

from .play import (
    dice_conserved,
    human_turn_by_keys,
    human_turn_by_mouse,
    session,
    start_table,
    wait_for_human,
)


def test_title_continue_is_greyed_without_a_save(make_app):
    app = make_app()
    title = app.push(TitleScene(app))
    driver.frames(app, 2)
    assert not driver.find_button(title, "#continue").is_enabled
    assert driver.find_button(title, "#play_yenta").is_enabled


def test_title_new_game_opens_setup_and_back_returns(make_app):
    app = make_app()
    app.push(TitleScene(app))
    driver.frames(app, 2)
    driver.click(app, driver.find_button(app.top, "#play_yenta"))
    assert isinstance(app.top, SetupScene)
    driver.press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)


def test_rules_screen_shows_text_and_esc_returns(make_app):
    app = make_app()
    app.push(TitleScene(app))
    driver.frames(app, 2)
    driver.click(app, driver.find_button(app.top, "#rules"))
    rules = app.top
    assert isinstance(rules, RulesScene)
    assert len(rules.box.html_text) > 200
    driver.press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)


def test_setup_seats_kinds_rules_and_start(make_app):
    app = make_app()
    app.push(TitleScene(app))
    setup = app.push(SetupScene(app))
    driver.frames(app, 2)
    driver.click(app, driver.find_button(setup, "#more_players"))
    driver.click(app, driver.find_button(setup, "#more_players"))
    driver.click(app, driver.find_button(setup, "#more_players"))  # capped at 6
    assert setup.count == 6
    driver.click(app, driver.find_button(setup, "#kind_1"))  # AI Medium -> AI Hard
    driver.click(app, driver.find_button(setup, "#turn_after_miss"))
    driver.click(app, driver.find_button(setup, "#failed_bid"))
    driver.click(app, driver.find_button(setup, "#target_score_down"))
    setup.names[2] = "   "  # an empty name falls back to the default
    setup.seed_text = "42"
    driver.click(app, driver.find_button(setup, "#start"))
    table = app.top
    assert isinstance(table, TableScene)
    seats = table.session.seats
    assert len(seats) == 6 and seats[0].is_human and seats[1].level == "hard"
    assert seats[2].name == "Mia"
    rules = table.state.rules
    assert (rules.turn_after_miss, rules.failed_bid, rules.target_score) == (
        "asked_player",
        "zero",
        75,
    )
    assert table.state.seed == 42


def test_setup_start_with_enter_only(make_app):
    app = make_app()
    app.push(TitleScene(app))
    driver.frames(app, 2)
    driver.press(app, pygame.K_RETURN)  # New game has the focus
    assert isinstance(app.top, SetupScene)
    driver.press(app, pygame.K_RETURN)  # Start has the focus
    table = app.top
    assert isinstance(table, TableScene)
    assert [s.is_human for s in table.session.seats] == [True, False, False, False]


def _play_to_game_over(app, table, turn) -> int:
    decisions = 0
    while wait_for_human(app, table):
        before = (table.state.round_number, len(table.state.auction), len(table.state.actions))
        turn(app, table)
        driver.frames(app, 2)
        after = (table.state.round_number, len(table.state.auction), len(table.state.actions))
        assert after != before, "the human's input did not change the game"
        assert dice_conserved(table.state)
        decisions += 1
    return decisions


# By keys alone: the table suite's keyboard game (tests/ui/test_table_suite.py).
@pytest.mark.parametrize("turn", [human_turn_by_mouse], ids=["mouse"])
def test_one_human_plays_a_whole_game(make_app, turn):
    app = make_app()
    table = start_table(app, session("HAAA", seed=5, target=60))
    decisions = _play_to_game_over(app, table, turn)
    assert decisions > 3
    assert table.state.phase == Phase.GAME_OVER
    summary = app.top
    assert type(summary).__name__ == "RoundSummaryScene" and summary.final
    driver.press(app, pygame.K_RETURN)
    over = app.top
    assert isinstance(over, GameOverScene)
    winner = table.state.winner
    assert over.standings()[0][1] == table.session.seats[winner].name
    driver.click(app, driver.find_button(over, "#to_title"))
    assert isinstance(app.top, TitleScene)


def test_pass_is_disabled_when_the_human_must_bid(make_app):
    app = make_app()
    # Dealer 0: seats 1, 2, 3 bid first; AIs that all pass leave seat 0 forced to bid.
    game = session("HAAA", seed=3, dealer=0)
    state = game.state
    from yenta_desktop.engine.yenta import PASS_BID

    for _ in range(3):
        state.apply(PASS_BID)
    table = start_table(app, game)
    assert wait_for_human(app, table)
    assert state.must_bid()
    assert not driver.find_button(table, "#pass_bid").is_enabled
    driver.press(app, pygame.K_p)  # the key is refused too
    assert state.phase == Phase.AUCTION and state.current_seat == 0


def test_pass_in_play_only_after_a_hit(make_app):
    app = make_app()
    game = session("HAAA", seed=11, dealer=3)
    state = game.state
    from yenta_desktop.engine.yenta import PASS_BID, Bid

    state.apply(Bid(5))  # seat 0 (the human) bids; the AIs pass
    for _ in range(3):
        state.apply(PASS_BID)
    assert state.phase == Phase.PLAY and state.current_seat == 0
    table = start_table(app, game)
    assert wait_for_human(app, table)
    assert not driver.find_button(table, "#end_turn").is_enabled
    # Find a value some other seat holds and ask for it: a hit.
    for target in (1, 2, 3):
        shared = [v for v in range(1, 7) if state.hands[0][v] and state.hands[target][v]]
        if shared:
            break
    else:
        pytest.skip("no shared value with this seed")
    table.select_value(shared[0])
    table.select_target(target)
    driver.frames(app, 1)
    driver.click(app, driver.find_button(table, "#ask"))
    if state.current_seat == 0 and state.phase == Phase.PLAY:
        assert state.hits_this_turn == 1
        assert driver.find_button(table, "#end_turn").is_enabled


def test_move_log_uses_names_and_follows_events(make_app):
    app = make_app()
    table = start_table(app, session("HAAA", seed=2))
    assert wait_for_human(app, table)
    text = " ".join(table.log_lines)
    assert "Round 1" in text
    assert "you" not in text.lower().split()
    assert any(name in text for name in ("Bob", "Mia", "Leo"))


def test_resize_keeps_the_table_usable(make_app):
    app = make_app(size=(1280, 720))
    table = start_table(app, session("HAAAAA", seed=4))
    assert wait_for_human(app, table)
    app.resize((1024, 640))
    driver.frames(app, 2)
    assert app.size == (1024, 640)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=800, h=500, size=(800, 500)))
    driver.frames(app, 2)  # below the minimum: clamped
    assert app.size == (1024, 640)
    area = table.table.area
    plates = [table.table.panel_rect(seat) for seat in range(6)]
    for i, plate in enumerate(plates):
        assert area.contains(plate)
        for other in plates[i + 1 :]:
            assert not plate.colliderect(other)
    assert driver.find_button(table, "#bid") is not None
    assert area.right <= table.panel_rect().left


def test_escape_pauses_and_resumes(make_app):
    app = make_app()
    table = start_table(app, session("HAAA", seed=2))
    assert wait_for_human(app, table)
    driver.press(app, pygame.K_ESCAPE)
    assert type(app.top).__name__ == "PauseScene"
    driver.press(app, pygame.K_ESCAPE)
    assert app.top is table
    assert driver.find_button(table, "#bid").visible


def test_autosave_then_continue_restores_the_game(make_app):
    app = make_app()
    if app.store is None:
        pytest.skip("storage module not present")
    table = start_table(app, session("HAAA", seed=8))
    assert wait_for_human(app, table)
    human_turn_by_keys(app, table)
    driver.frames(app, 3)
    table.autosaver.flush()
    expected = table.state.clone()
    driver.press(app, pygame.K_ESCAPE)
    driver.click(app, driver.find_button(app.top, "#quit_to_title"))
    title = app.top
    assert isinstance(title, TitleScene)
    assert driver.find_button(title, "#continue").is_enabled
    driver.click(app, driver.find_button(title, "#continue"))
    resumed = app.top
    assert isinstance(resumed, TableScene)
    assert resumed.state == expected


def test_game_over_clears_the_save_and_records_statistics(make_app):
    app = make_app()
    if app.store is None or app.stats is None:
        pytest.skip("storage module not present")
    table = start_table(app, session("HAAA", seed=6, target=30))
    _play_to_game_over(app, table, human_turn_by_keys)
    assert table.finished
    assert not app.store.has_save()
    assert app.stats.table()


def test_a_crashing_scene_shows_the_error_screen(make_app):
    app = make_app(raise_errors=False)
    title = app.push(TitleScene(app))
    driver.frames(app, 1)

    def broken(dt):
        raise RuntimeError("boom")

    title.update = broken
    driver.frames(app, 2)
    assert type(app.top).__name__ == "ErrorScene"
    driver.click(app, driver.find_button(app.top, "#to_title") or app.top.focus_order[0])
    assert isinstance(app.top, TitleScene)


def test_rules_scroll_with_the_keyboard(make_app):
    app = make_app()
    app.push(TitleScene(app))
    rules = app.push(RulesScene(app))
    driver.frames(app, 2)
    bar = rules.box.scroll_bar
    assert bar is not None  # the rules are longer than the box
    before = bar.start_percentage
    driver.press(app, pygame.K_PAGEDOWN, settle=2)
    assert bar.start_percentage > before


def test_raise_field_starts_at_the_lowest_legal_bid(make_app):
    from yenta_desktop.engine.yenta import Bid

    app = make_app()
    game = session("HAAA", seed=12, dealer=2)  # seat 3 bids first, then the human
    game.state.apply(Bid(9))
    table = start_table(app, game)
    assert wait_for_human(app, table)
    lowest = table.state.lowest_raise()
    assert driver.find_button(table, "#bid_amount").get_text() == str(lowest)
    driver.press(app, pygame.K_PLUS)
    driver.press(app, pygame.K_PLUS)
    assert driver.find_button(table, "#bid_amount").get_text() == str(lowest + 2)
    driver.click(app, driver.find_button(table, "#bid_down"))
    driver.click(app, driver.find_button(table, "#bid"))
    assert {"seat": 0, "bid": lowest + 1} in table.state.auction


def test_continue_writes_the_move_log_again(make_app):
    """Issue 13, bug 4: after Continue the log said only "Game continued in round 2"."""
    from yenta_desktop.engine.yenta import RoundEnded
    from yenta_desktop.session import GameSession

    app = make_app()
    game = session("HAAA", seed=6, target=300)
    state = game.state
    bots = __import__("yenta_desktop.ai", fromlist=["make_bot"])
    players = [bots.make_bot("medium", 40 + i) for i in range(4)]
    rounds_done = 0
    while rounds_done < 2 or state.is_chance_node() or len(state.actions) < 3:
        if state.is_chance_node():
            state.apply_chance()
            continue
        events = state.apply(
            players[state.current_seat].choose(state.observation(state.current_seat))
        )
        rounds_done += sum(isinstance(e, RoundEnded) for e in events)
    saved = GameSession.from_dict(game.to_dict())
    table = start_table(app, saved)
    text = "\n".join(table.log_lines)
    assert "Round 1" in text and "Round 2" in text and f"Round {state.round_number}" in text
    # Earlier rounds are collapsed: the current round's asks are all there, round 1's are not.
    assert table.state.round_number == state.round_number
    current = [a for a in table.state.actions if a["type"] == "ask"]
    asks_logged = sum(": hit" in line or ": miss" in line for line in table.log_lines)
    assert asks_logged == len(current)
    assert any(line.startswith("Game continued") for line in table.log_lines), table.log_lines


def test_the_bid_button_names_the_amount_as_it_is_typed(make_app):
    """Issue 13, bug 5: with 8 typed in the field the button still said "Bid 3"."""
    app = make_app()
    table = start_table(app, session("HAAA", seed=12, dealer=3))  # the human bids first
    assert wait_for_human(app, table)
    entry = driver.find_button(table, "#bid_amount")
    driver.click(app, entry)
    entry.set_text("")
    for digit in "18":  # typed: pygame-ce sends TEXTINPUT for characters
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=digit))
        driver.frames(app, 2)  # the field's change event arrives the frame after the key
    assert entry.get_text() == "18"
    assert driver.find_button(table, "#bid").text.endswith("18")
    driver.click(app, driver.find_button(table, "#bid"))
    assert {"seat": 0, "bid": 18} in table.state.auction


def test_the_move_log_follows_play_again_after_scrolling_back(make_app):
    """Issue 13, bug 3: after PgUp, PgDn never got back to the newest line, with no cue."""
    from yenta_desktop.ui.widgets.move_log import MoveLog

    make_app()  # fonts
    log = MoveLog()
    log.rect = pygame.Rect(0, 0, 300, 120)
    for i in range(60):
        log.add(f"move {i}")
    log._lines()
    assert log.pinned
    page = log.visible_count() - 1
    for _ in range(3):
        log.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEUP))
    assert not log.pinned
    log.add("a new move while scrolled back")  # the view stays where the player looks
    assert log.scroll >= 3 * page
    for _ in range(5):
        log.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN))
    assert log.pinned  # back at the newest line: it follows play again
    log.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEUP))
    log.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END))
    assert log.pinned


def test_the_move_log_shows_a_cue_while_scrolled_back(make_app):
    app = make_app()
    table = start_table(app, session("HAAA", seed=2))
    assert wait_for_human(app, table)
    for _ in range(3):
        table.add_log("yenta.log.pass_bid", name="Bob")
    table.move_log.scroll = 2
    surface = pygame.Surface(app.size)
    table.move_log.draw(surface)
    rect = table.move_log.rect
    bottom = surface.subsurface(pygame.Rect(rect.x, rect.bottom - 30, rect.w, 26))
    # The gold cue box is drawn at the bottom of the log only while scrolled back.
    golden = sum(
        1
        for x in range(bottom.get_width())
        for y in range(bottom.get_height())
        if bottom.get_at((x, y))[:3] == (245, 211, 138)
    )
    table.move_log.scroll = 0
    surface.fill((0, 0, 0))
    table.move_log.draw(surface)
    bottom = surface.subsurface(pygame.Rect(rect.x, rect.bottom - 30, rect.w, 26))
    plain = sum(
        1
        for x in range(bottom.get_width())
        for y in range(bottom.get_height())
        if bottom.get_at((x, y))[:3] == (245, 211, 138)
    )
    assert golden > 50 and plain == 0


def test_the_window_idles_slowly_when_nothing_moves(make_app):
    """Issue 13, bug 11: the window redrew 60 times a second with nothing moving."""
    app = make_app(speed="normal")
    title = app.push(TitleScene(app))
    driver.frames(app, 2)
    app.last_input -= 10  # the player has not touched anything for a while
    assert app.frame_rate() == title.idle_fps() < 30
    app.last_input += 10
    assert app.frame_rate() == 60  # just touched: full rate
    table = start_table(app, session("HAAA", seed=12, dealer=3))
    assert wait_for_human(app, table)
    while table.queue:
        driver.frames(app, 1)
    app.last_input -= 10
    assert table.acting_human() is not None and app.frame_rate() < 30  # waiting for the human
    table.toggle_howto()
    driver.press(app, pygame.K_p)  # a pass: AI seats play and dice move
    app.last_input -= 10
    assert app.frame_rate() == 60


def test_floating_points_stay_clear_of_every_score(make_app):
    """Issue 13, bug 8: "+12" rose onto the score "0" and read "+120"."""
    from yenta_desktop.ui.widgets.animations import FloatText

    app = make_app()
    table = start_table(app, session("HAAAAA", seed=3))
    view = table.table
    for seat in range(6):
        plate = view.panel_rect(seat)
        effect = FloatText(seat, "+12", 1.0)
        for progress in (0.0, 0.5, 1.0):
            effect.t = progress * effect.duration
            surface = pygame.Surface(app.size, pygame.SRCALPHA)
            effect.draw(surface, view)
            drawn = surface.get_bounding_rect()
            assert not drawn.colliderect(plate), (seat, progress)
