"""A passing run ends without a traceback (issue 33): the heap is frozen before the end.

Under xdist, execnet sends a worker SIGINT when it is not done 5 s after its last
report; pytest then runs five full collections to find unraisable exceptions,
and on a busy machine a large heap was still being collected: the
KeyboardInterrupt landed in Hypothesis' gc callback and the run ended with a
PytestUnraisableExceptionWarning traceback. ``tests/conftest.py`` collects once
and freezes the heap in ``pytest_sessionfinish`` (before the worker's last report),
so those collections have nothing to walk.
"""

from __future__ import annotations

import gc

from tests import conftest


def test_session_finish_freezes_the_heap_for_the_last_collections() -> None:
    kept = [[i] for i in range(50_000)]  # a heap worth walking
    try:
        conftest.pytest_sessionfinish(None, 0)
        assert gc.get_freeze_count() >= len(kept)  # the end-of-run collections skip them
    finally:
        gc.unfreeze()
    assert gc.get_freeze_count() == 0
