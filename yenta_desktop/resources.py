"""The one place that finds bundled assets, from a checkout, a wheel or a frozen app.

``assets/`` at the top of the repository is installed as the package
``yenta_desktop.assets`` (see pyproject.toml); importlib.resources finds it in
every case, PyInstaller bundles included. Nothing else looks for files.
"""

from __future__ import annotations

from importlib import resources
from importlib.abc import Traversable
from pathlib import Path

ASSETS_PACKAGE = "yenta_desktop.assets"


def asset(*parts: str) -> Traversable:
    """A bundled asset, e.g. ``asset("themes", "table.json")``."""
    node = resources.files(ASSETS_PACKAGE)
    for part in parts:
        node = node.joinpath(part)
    return node


def asset_path(*parts: str) -> Path:
    """A bundled asset as a real file path (for libraries that want a path string)."""
    node = asset(*parts)
    path = Path(str(node))
    if not path.exists():
        raise FileNotFoundError(f"missing asset {'/'.join(parts)} (looked at {path})")
    return path


def read_text(*parts: str) -> str:
    """A bundled text asset, decoded as UTF-8."""
    return asset(*parts).read_text(encoding="utf-8")
