"""``python -m yenta_desktop``: the same as the ``yenta-desktop`` command."""

import sys

from yenta_desktop.cli import main

sys.exit(main())
