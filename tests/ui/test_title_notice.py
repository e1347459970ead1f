"""A damaged autosave is kept aside with a notice that the title shows whole (issue 21, item 6)."""

from __future__ import annotations

import pytest

from yenta_desktop.engine.registry import available_games, folder_name
from yenta_desktop.ui import driver
from yenta_desktop.ui.games import has_ui
from yenta_desktop.ui.shell.title import TitleScene

GAMES = [game for game in available_games() if has_ui(game)]


def _damage(app, game):
    path = app.store.autosave_path(game)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        '{"format": "yenta-desktop-save", "version": 1, "session": {"seats": 7', "utf-8"
    )
    return path


def _notice_labels(title):
    return [
        element
        for element in title.root.elements
        if "@notice" in getattr(element, "class_ids", []) or "@notice" in element.object_ids
    ]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("named", [True, False])
def test_continue_with_a_damaged_autosave_keeps_the_file_aside_and_says_so(make_app, game, named):
    app = make_app()
    path = _damage(app, game)
    title = app.push(TitleScene(app))  # its card asks saved_games(): the file goes aside here
    driver.frames(app, 2)
    title.continue_game(game if named else None)  # what --continue [--game ID] does
    driver.frames(app, 2)
    assert app.top is title
    assert not path.exists()
    aside = list(path.parent.glob(path.name.replace(".json", "") + ".json.bad-*"))
    aside += list(path.parent.glob(f"autosave-{folder_name(game)}*.bad-*"))
    assert aside, "the damaged file is kept aside"
    notice = app.store.notice
    assert notice and aside[0].name in notice
    shown = " ".join(label.text for label in _notice_labels(title))
    assert aside[0].name in shown.replace(" ", " ")


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
def test_two_problems_wrap_on_the_title_above_the_keys_hint(make_app, size):
    app = make_app(size=size)
    for game in GAMES[:2]:
        _damage(app, game)
    title = app.push(TitleScene(app))
    driver.frames(app, 2)
    labels = _notice_labels(title)
    assert len(labels) >= 2
    width, height = size
    for label in labels:
        rect = label.get_abs_rect()
        assert 0 <= rect.left and rect.right <= width
        assert rect.bottom <= height - 30  # the keys hint is drawn around height - 20
        face_w = label.font.size(label.text)[0] if hasattr(label, "font") else 0
        assert face_w <= rect.w
    cards = list(title.cards.values())
    assert all(card.bottom <= min(label.get_abs_rect().top for label in labels) for card in cards)
