"""Package discovery that pyproject.toml alone cannot express.

Every package under ``yenta_desktop/`` is found automatically (a new game's
``engine/<game>``, ``ai/<game>`` and ``ui/games/<game>`` install from a wheel
with no list to edit), plus ``assets/``, installed as ``yenta_desktop.assets``.
Everything else is in pyproject.toml.
"""

from setuptools import find_packages, setup

setup(
    packages=[
        *find_packages(include=["yenta_desktop", "yenta_desktop.*"]),
        "yenta_desktop.assets",
    ],
)
