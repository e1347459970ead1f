"""Storage, logging and the replay command's module load no pygame (only the window does)."""

from __future__ import annotations

import subprocess
import sys


def test_storage_modules_do_not_import_pygame() -> None:
    code = (
        "import sys\n"
        "import yenta_desktop.storage.saves, yenta_desktop.storage.settings\n"
        "import yenta_desktop.storage.stats, yenta_desktop.storage.notices\n"
        "import yenta_desktop.logsetup, yenta_desktop.commands.replay, yenta_desktop.i18n\n"
        "print('pygame' in sys.modules)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    assert result.stdout.strip() == "False"
