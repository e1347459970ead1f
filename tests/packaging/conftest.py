"""Load scripts/build_exe.py (a script, not a package module) for the build tests."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
BUILD_SCRIPT = ROOT / "scripts" / "build_exe.py"


def load_build_script() -> ModuleType:
    """Import scripts/build_exe.py as the module ``build_exe`` (once per session)."""
    if "build_exe" in sys.modules:
        return sys.modules["build_exe"]
    spec = importlib.util.spec_from_file_location("build_exe", BUILD_SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    # Registered before running it: dataclasses look the module up while it loads.
    sys.modules["build_exe"] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def build_exe() -> ModuleType:
    """The build script as a module."""
    return load_build_script()
