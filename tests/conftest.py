"""Every test runs headless: no window, no sound device; a run ends without a stray traceback."""

import gc
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def pytest_sessionfinish(session: object, exitstatus: object) -> None:
    """Collect once, then freeze the heap, so the collections pytest runs at its very end
    (five, to find unraisable exceptions) take no time.

    Under xdist a worker that is not done 5 s after its last report is sent SIGINT by
    execnet; a worker with a large heap on a busy machine could still be collecting then,
    and the KeyboardInterrupt landed in Hypothesis' gc callback, the only Python code that
    runs during a collection: a passing run ended with a PytestUnraisableExceptionWarning
    traceback. This hook runs before the worker's last report (xdist's hook wraps it).
    """
    gc.collect()
    gc.freeze()
