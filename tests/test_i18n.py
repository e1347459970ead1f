"""Both languages cover every key; placeholders and plural forms match; the UI goes through tr()."""

from __future__ import annotations

import ast
import json
import re
import string
from pathlib import Path

import pytest

from yenta_desktop import i18n
from yenta_desktop.resources import read_text

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "yenta_desktop"
PLURAL = re.compile(r"\.(one|few|many|other)$")
CATEGORIES = {"en": {"one", "other"}, "ru": {"one", "few", "many"}}
#: Keys whose Russian text may look like the English one (names, numbers, symbols).
SAME_IN_BOTH = {"settings.language.en", "settings.language.ru"}


def load(language: str) -> dict[str, str]:
    """A language's catalog read straight from its JSON files (not the cached one): the
    shell's, and every game's with its folder as the prefix of its keys."""
    data = json.loads(read_text("i18n", f"{language}.json"))
    assert isinstance(data, dict)
    for folder in sorted((ROOT / "assets" / "i18n").iterdir()):
        if folder.is_dir():
            game = json.loads((folder / f"{language}.json").read_text(encoding="utf-8"))
            assert isinstance(game, dict), folder
            data.update({f"{folder.name}.{key}": text for key, text in game.items()})
    return data


def base(key: str) -> str:
    """A key without its plural category."""
    return PLURAL.sub("", key)


def placeholders(text: str) -> set[str]:
    """The ``{names}`` in a text."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


@pytest.fixture(autouse=True)
def english() -> None:
    """Every test starts (and the next one starts) in English."""
    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "ru"])
def test_catalog_values_are_non_empty_strings_with_valid_placeholders(language: str) -> None:
    for key, text in load(language).items():
        assert isinstance(text, str) and text.strip(), key
        placeholders(text)  # raises on a broken "{"


def test_every_key_exists_in_both_languages() -> None:
    en, ru = load("en"), load("ru")
    en_keys = {base(k) for k in en}
    ru_keys = {base(k) for k in ru}
    assert sorted(en_keys - ru_keys) == [], "missing in ru.json"
    assert sorted(ru_keys - en_keys) == [], "missing in en.json"


@pytest.mark.parametrize("language", ["en", "ru"])
def test_plural_keys_have_every_category_of_their_language(language: str) -> None:
    catalog = load(language)
    groups: dict[str, set[str]] = {}
    for key in catalog:
        match = PLURAL.search(key)
        if match:
            groups.setdefault(base(key), set()).add(match.group(1))
    for key, found in groups.items():
        assert found == CATEGORIES[language], f"{key}: {sorted(found)}"
        assert key not in catalog, f"{key} is both plain and plural"


def test_placeholders_match_between_languages() -> None:
    en, ru = load("en"), load("ru")
    by_base: dict[str, dict[str, set[str]]] = {"en": {}, "ru": {}}
    for language, catalog in (("en", en), ("ru", ru)):
        for key, text in catalog.items():
            by_base[language].setdefault(base(key), set()).update(placeholders(text))
    for key, names in by_base["en"].items():
        assert by_base["ru"].get(key) == names, key


def test_russian_texts_are_translated() -> None:
    en, ru = load("en"), load("ru")
    untranslated = []
    for key, text in ru.items():
        english_text = en.get(key)
        words = re.findall(r"[A-Za-z]{3,}", re.sub(r"\{[^}]*\}", "", english_text or ""))
        if key in SAME_IN_BOTH or not words:
            continue
        if not re.search("[А-Яа-яЁё]", text):
            untranslated.append(key)
    assert untranslated == []


@pytest.mark.parametrize(
    ("n", "category"),
    [
        (0, "many"),
        (1, "one"),
        (2, "few"),
        (4, "few"),
        (5, "many"),
        (11, "many"),
        (12, "many"),
        (14, "many"),
        (21, "one"),
        (22, "few"),
        (25, "many"),
        (101, "one"),
        (111, "many"),
        (112, "many"),
        (122, "few"),
        (-3, "few"),
    ],
)
def test_russian_plural_categories(n: int, category: str) -> None:
    assert i18n.plural_category("ru", n) == category


def test_english_plural_categories() -> None:
    assert [i18n.plural_category("en", n) for n in (0, 1, 2, 21)] == [
        "other",
        "one",
        "other",
        "other",
    ]


def test_tr_count_picks_the_form_for_the_number() -> None:
    i18n.set_language("ru")
    assert i18n.tr_count("stats.more_players", 1).endswith("1 игрок")
    assert i18n.tr_count("stats.more_players", 3).endswith("3 игрока")
    assert i18n.tr_count("stats.more_players", 11).endswith("11 игроков")
    assert i18n.tr_count("stats.more_players", 21).endswith("21 игрок")
    i18n.set_language("en")
    assert i18n.tr_count("stats.more_players", 1).endswith("1 more player")
    assert i18n.tr_count("stats.more_players", 2).endswith("2 more players")
    hit = i18n.tr_count("yenta.replay.move.hit", 8, player="Ann", target="Bob", value=4)
    assert hit == "Ann asks Bob for a 4: hit! A pair, +8 points."


def test_missing_key_falls_back_to_english_then_to_the_key() -> None:
    i18n.set_language("ru")
    assert i18n.tr("no.such.key") == "no.such.key"
    assert i18n.tr_count("no.such.count", 3) == "no.such.count.3"
    assert i18n.tr("title.new_game") != load("en")["title.new_game"]


@pytest.mark.parametrize(
    ("variables", "expected"),
    [({"LANG": "ru_RU.UTF-8"}, "ru"), ({"LANG": "en_US.UTF-8"}, "en"), ({"LANG": "C"}, None)],
)
def test_system_language(
    monkeypatch: pytest.MonkeyPatch, variables: dict[str, str], expected: str | None
) -> None:
    for name in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
    for name, value in variables.items():
        monkeypatch.setenv(name, value)
    result = i18n.system_language()
    assert result in i18n.LANGUAGES
    if expected is not None:
        assert result == expected


# ---------------------------------------------------------------- source checks

#: Calls whose first (text) argument a player sees.
TEXT_CALLS = {"UIButton", "UILabel", "UITextBox", "UITextEntryLine", "set_text", "text", "fit_text"}
#: Scene helper calls whose second argument is the text.
SECOND_ARG_CALLS = {"button", "label"}
#: Keyword arguments that carry visible text.
TEXT_KEYWORDS = {"text", "html_text", "tool_tip_text", "tooltip", "label", "initial_text"}


def _python_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*.py") if "__pycache__" not in p.parts)


def _is_visible_literal(node: ast.AST) -> bool:
    """A string literal (or f-string) with words in it: text that bypasses tr()."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return bool(re.search(r"[A-Za-zА-Яа-я]{2,}", node.value))
    if isinstance(node, ast.JoinedStr):
        return any(
            isinstance(v, ast.Constant) and re.search(r"[A-Za-zА-Яа-я]{2,}", str(v.value))
            for v in node.values
        )
    return False


def _call_name(node: ast.Call) -> str:
    func = node.func
    if isinstance(func, ast.Attribute):
        return func.attr
    if isinstance(func, ast.Name):
        return func.id
    return ""


def test_ui_texts_go_through_tr() -> None:
    problems = []
    for path in _python_files(PACKAGE / "ui"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = _call_name(node)
            candidates: list[ast.AST] = []
            if name in TEXT_CALLS and node.args:
                candidates.append(node.args[0])
            if name in SECOND_ARG_CALLS and len(node.args) >= 2:
                candidates.append(node.args[1])
            candidates += [kw.value for kw in node.keywords if kw.arg in TEXT_KEYWORDS]
            for candidate in candidates:
                if _is_visible_literal(candidate):
                    where = f"{path.relative_to(ROOT)}:{candidate.lineno}"  # type: ignore[attr-defined]
                    problems.append(f"{where}: {ast.unparse(candidate)}")
    assert problems == [], "visible text that does not go through tr()"


def _used_keys() -> set[tuple[str, bool]]:
    """Every literal key passed to tr() (False) or tr_count() (True) in the package."""
    used = set()
    for path in _python_files(PACKAGE):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and _call_name(node) in ("tr", "tr_count") and node.args:
                first = node.args[0]
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    used.add((first.value, _call_name(node) == "tr_count"))
    return used


def test_every_key_the_code_uses_exists_in_english() -> None:
    en = load("en")
    missing = []
    for key, counted in _used_keys():
        if counted:
            if not {f"{key}.one", f"{key}.other"} <= set(en):
                missing.append(key)
        elif key not in en:
            missing.append(key)
    assert sorted(missing) == []


def test_replay_move_keys_exist() -> None:
    """The replay builds its keys from data; check the ones it can produce."""
    en = load("en")
    for key in (
        "yenta.replay.move.deal",
        "yenta.replay.move.bid",
        "yenta.replay.move.pass",
        "yenta.replay.move.miss",
        "yenta.replay.move.end_turn",
        "yenta.replay.round_made",
        "yenta.replay.round_failed",
    ):
        assert key in en
    for key in ("yenta.replay.move.hit", "yenta.replay.winner"):
        assert f"{key}.one" in en and f"{key}.other" in en
    for unit in ("rounds", "turns", "deals"):
        assert f"gameover.length.{unit}.one" in en


@pytest.mark.parametrize("language", ["en", "ru"])
def test_every_game_has_its_texts(language: str) -> None:
    """Each game's name, one line about it, its rule settings and statistics columns."""
    from yenta_desktop.engine import available_games, folder_name
    from yenta_desktop.engine.settings import BOOL, CHOICE

    catalog = load(language)
    missing = []
    for game, module in available_games().items():
        folder = folder_name(game)
        wanted = [f"{folder}.title", f"{folder}.description"]
        for setting in module.Rules.SETTINGS:
            if not setting.in_setup:
                continue
            wanted.append(f"{folder}.rule.{setting.name}")
            if setting.kind == CHOICE:
                wanted += [f"{folder}.rule.{setting.name}.{c}" for c in setting.choices]
            if setting.kind in (CHOICE, BOOL):
                continue
            wanted.append(f"{folder}.rule.{setting.name}.help")
        wanted += [f"{folder}.stats.{column.key}" for column in module.STAT_COLUMNS]
        missing += [key for key in wanted if key not in catalog]
    assert missing == []


def test_settings_value_keys_exist() -> None:
    from yenta_desktop.storage.settings import ANIMATION_SPEEDS, WINDOW_MODES

    en = load("en")
    for name, values in (
        ("window_mode", WINDOW_MODES),
        ("animation_speed", ANIMATION_SPEEDS),
        ("language", i18n.LANGUAGES),
    ):
        assert f"settings.{name}" in en
        for value in values:
            assert f"settings.{name}.{value}" in en


def test_a_broken_translation_falls_back_instead_of_crashing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    broken = dict(i18n.catalog("ru"))
    broken["title.new_game"] = "Новая {oops}"
    broken["yenta.replay.move.bid"] = "{player}: ставка {amount"
    monkeypatch.setattr(
        i18n, "catalog", lambda language: broken if language == "ru" else load("en")
    )
    i18n.set_language("ru")
    assert i18n.tr("title.new_game", extra=1) == load("en")["title.new_game"]
    assert i18n.tr("yenta.replay.move.bid", player="Ann", amount=3) == "Ann bids 3."
