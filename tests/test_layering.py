"""Imports go one way: engine (standard library only) <- ai <- ui (the only pygame user)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "yenta_desktop"
STDLIB = set(sys.stdlib_module_names)


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def test_engine_imports_only_the_standard_library_and_itself():
    for path in (PACKAGE / "engine").rglob("*.py"):
        for name in _imports(path):
            top = name.split(".")[0]
            assert top in STDLIB or name.startswith("yenta_desktop.engine"), (path, name)


def test_ai_imports_no_ui_and_no_pygame():
    for path in (PACKAGE / "ai").rglob("*.py"):
        for name in _imports(path):
            assert not name.startswith(("pygame", "yenta_desktop.ui")), (path, name)


def test_only_the_ui_package_imports_pygame():
    for path in PACKAGE.rglob("*.py"):
        if (PACKAGE / "ui") in path.parents:
            continue
        for name in _imports(path):
            assert not name.startswith("pygame"), (path, name)


def test_importing_engine_and_ai_loads_no_pygame():
    code = (
        "import sys, yenta_desktop.engine.yenta, yenta_desktop.ai, yenta_desktop.ai.match;"
        "import yenta_desktop.ai.yenta;"
        "bad = [m for m in sys.modules if m.startswith(('pygame', 'yenta_desktop.ui'))];"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_games_are_discovered_from_their_folders():
    from yenta_desktop.engine import available_games

    games = available_games()
    assert "yenta" in games
    assert games["yenta"].GAME_TITLE == "Yenta"


def _game_folders() -> set[str]:
    from yenta_desktop.engine import available_games, folder_name

    return {folder_name(game) for game in available_games()}


def _game_of_module(name: str) -> str | None:
    """The game folder a module belongs to (engine/<g>, ai/<g>, ui/games/<g>), else None."""
    parts = name.split(".")
    for prefix in (
        ["yenta_desktop", "engine"],
        ["yenta_desktop", "ai"],
        ["yenta_desktop", "ui", "games"],
    ):
        if parts[: len(prefix)] == prefix and len(parts) > len(prefix):
            candidate = parts[len(prefix)]
            if candidate in _game_folders():
                return candidate
    return None


def test_shared_code_names_no_game() -> None:
    """Shared modules know games only through the protocol and the registries, and no game
    imports another game's modules: adding a game is adding a folder."""
    problems = []
    for path in PACKAGE.rglob("*.py"):
        module = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        own = _game_of_module(module)
        for name in _imports(path):
            other = _game_of_module(name)
            if other is not None and other != own:
                problems.append(f"{module} imports {name}")
    assert problems == []


#: Layers several games share: a family's rules, a table kit, a solver kit (when present).
FAMILY_LAYERS = ("engine/families", "ui/kits", "ai/kits")


def test_families_and_kits_import_no_game() -> None:
    """engine/families (and ui/kits, ai/kits) serve every game of a family: they import no
    game's modules, so a new dice game is a specification over them, not a copy."""
    assert (PACKAGE / "engine" / "families").is_dir()
    problems = []
    for layer in FAMILY_LAYERS:
        for path in (PACKAGE / layer).rglob("*.py"):
            for name in _imports(path):
                if _game_of_module(name) is not None:
                    problems.append(f"{path.relative_to(PACKAGE)} imports {name}")
                assert not name.startswith("tests"), (path, name)
    assert problems == []


def test_the_layering_check_sees_a_game_import_from_a_family() -> None:
    """The check above is not vacuous: a game module's name is recognised as a game."""
    assert _game_of_module("yenta_desktop.engine.dicepoker.scoring") == "dicepoker"
    assert _game_of_module("yenta_desktop.ai.dicepoker") == "dicepoker"
    assert _game_of_module("yenta_desktop.engine.families.scorecard") is None
