"""A damaged save.key (issue 33): kept aside, a new key made, and the player told once.

It used to be replaced without a word (a half-length key was even taken as the
key), and every game in progress then loaded marked "modified" with nothing to
say why.
"""

from __future__ import annotations

import pytest

from tests.storage.helpers import make_session
from yenta_desktop.storage import notices
from yenta_desktop.storage.saves import KEY_NAME, SaveStore

GOOD = "ab" * 32 + "\n"
DAMAGED = {
    "half": "ab" * 16 + "\n",
    "cut-odd": "ab" * 20 + "a",
    "not-hex": "this is not a key\n",
    "empty": "",
    "binary": "\x00\xff\x13",
}


def write_key(store: SaveStore, text: str) -> None:
    store.directory.mkdir(parents=True, exist_ok=True)
    (store.directory / KEY_NAME).write_text(text, encoding="latin-1")


@pytest.mark.parametrize("damage", list(DAMAGED))
def test_a_damaged_key_is_kept_aside_and_the_player_told_once(damage: str) -> None:
    store = SaveStore()
    write_key(store, DAMAGED[damage])
    key = store.key
    assert key is not None and len(key) == 32
    assert (store.directory / KEY_NAME).read_text() == key.hex() + "\n"
    (aside,) = store.directory.glob("save.bad-*.key")
    assert aside.read_text(encoding="latin-1") == DAMAGED[damage]  # the old key, untouched
    notice = store.notice or ""
    assert "damaged" in notice and aside.name in notice
    store.dismiss_notice()
    again = SaveStore()  # the next start: the new key is good, nothing more to say
    assert again.key == key and not again.notice


def test_a_game_saved_under_the_old_key_says_why_it_is_modified() -> None:
    store = SaveStore()
    write_key(store, GOOD)
    assert store.save(make_session())
    write_key(store, GOOD[:32] + "\n")  # the key file is cut in half
    later = SaveStore()
    loaded = later.load("yenta")
    assert loaded is not None and loaded.modified
    assert "damaged" in (later.notice or "")


def test_a_good_key_is_kept_and_says_nothing() -> None:
    store = SaveStore()
    write_key(store, GOOD)
    assert store.key == bytes.fromhex(GOOD) and not store.notice
    assert not list(store.directory.glob("save.bad-*"))
    assert not notices.texts()
