"""The host of a Python outside bot: ``python .../yenta_desktop/ai/bothost.py FILE.py CLASS``.

Runs in a process of its own, started by :class:`~.external.ProcessBot`, and
speaks the outside-bot protocol of docs/bots.md on its standard input and
output. It imports ``FILE.py``, builds ``CLASS`` once (with ``seed=`` if its
constructor takes one), and calls ``choose(observation_dict)`` for each
``choose`` line; ``new_game()`` for each ``new_game`` line.

The bot's own ``print()`` and anything else it writes to standard output go to
standard error (the client logs them): the protocol keeps a private copy of the
real standard output. The bot's standard input is empty. The host ends when its
standard input ends (the game is over, or the program that started it died),
even while the bot is still thinking.

Run as a script (not ``-m``), so that nothing of the game is imported: the
bot sees the observation it is sent and nothing else. Standard library only.
"""

from __future__ import annotations

import importlib.util
import inspect
import json
import os
import queue
import sys
import threading
import traceback
from typing import Any, TextIO

PROTOCOL = 1


def _private_streams() -> tuple[TextIO, TextIO]:
    """The protocol's input and output; the bot's stdin becomes empty, its stdout stderr."""
    proto_in = os.fdopen(os.dup(0), "r", encoding="utf-8", newline="\n")
    proto_out = os.fdopen(os.dup(1), "w", encoding="utf-8", newline="\n")
    devnull = os.open(os.devnull, os.O_RDONLY)
    os.dup2(devnull, 0)
    os.close(devnull)
    os.dup2(2, 1)  # even a C extension's writes to fd 1 land in the log
    sys.stdin = open(os.devnull, encoding="utf-8")  # noqa: SIM115 - for the process's life
    sys.stdout = sys.stderr
    return proto_in, proto_out


class Host:
    """Reads protocol lines in a thread (so end of input is noticed while the bot thinks)."""

    def __init__(self, proto_in: TextIO, proto_out: TextIO) -> None:
        self.out = proto_out
        self.lines: queue.Queue[str] = queue.Queue()
        self.bot: Any = None
        threading.Thread(target=self._read, args=(proto_in,), daemon=True).start()

    def _read(self, proto_in: TextIO) -> None:
        for line in proto_in:
            self.lines.put(line)
        # The client closed our input: the game is over or the client died. A bot stuck
        # in a loop must not outlive it.
        self.out.flush()
        os._exit(0)

    def send(self, message: dict[str, Any]) -> None:
        """Write one protocol line."""
        try:
            text = json.dumps(message, allow_nan=False, separators=(",", ":"))
        except (TypeError, ValueError, RecursionError) as error:
            text = json.dumps(
                {
                    "type": "error",
                    "id": message.get("id"),
                    "message": f"the answer is not JSON: {type(error).__name__}: {error}"[:500],
                }
            )
        self.out.write(text + "\n")
        self.out.flush()

    def start(self, hello: dict[str, Any], path: str, class_name: str) -> None:
        """Import the file and build the class; raises with a one-line reason."""
        spec = importlib.util.spec_from_file_location("outside_bot", path)
        if spec is None or spec.loader is None:
            raise RuntimeError(f"cannot load {path} as Python")
        module = importlib.util.module_from_spec(spec)
        sys.modules["outside_bot"] = module
        try:
            spec.loader.exec_module(module)
        except BaseException as error:  # noqa: BLE001 - an outside file may fail in any way
            raise RuntimeError(f"{path} failed to import: {error!r}") from None
        cls: Any = getattr(module, class_name, None)
        if not inspect.isclass(cls):
            raise RuntimeError(f"{path} has no class {class_name}")
        try:
            takes_seed = "seed" in inspect.signature(cls).parameters
        except (TypeError, ValueError):
            takes_seed = False
        seed = hello.get("seed", 0)
        factory: Any = cls
        try:
            self.bot = factory(seed=seed) if takes_seed else factory()
        except BaseException as error:  # noqa: BLE001
            raise RuntimeError(f"{class_name} failed to start: {error!r}") from None

    def serve(self) -> None:
        """Answer lines until the input ends."""
        while True:
            line = self.lines.get()
            try:
                message = json.loads(line)
            except ValueError:
                continue
            if not isinstance(message, dict):
                continue
            kind = message.get("type")
            if kind == "quit":
                return
            if kind == "new_game":
                start = getattr(self.bot, "new_game", None)
                if start is not None:
                    try:
                        start()
                    except BaseException:  # noqa: BLE001 - reported in the log
                        traceback.print_exc()
            elif kind == "choose":
                number = message.get("id")
                try:
                    answer = self.bot.choose(message.get("observation"))
                except BaseException as error:  # noqa: BLE001 - sys.exit() included
                    traceback.print_exc()
                    self.send({"type": "error", "id": number, "message": f"{error!r}"[:500]})
                    continue
                self.send({"type": "action", "id": number, "action": answer})


def main(argv: list[str]) -> int:
    """Run the host for ``argv = [FILE.py, CLASS]``."""
    proto_in, proto_out = _private_streams()
    if argv:
        # The bot's own folder, not ours, is where its imports are found.
        sys.path[0] = os.path.dirname(os.path.abspath(argv[0]))
    host = Host(proto_in, proto_out)
    if len(argv) != 2:
        host.send({"type": "error", "message": "usage: bothost FILE.py CLASS"})
        return 2
    line = host.lines.get()
    try:
        hello = json.loads(line)
    except ValueError:
        hello = {}
    if not isinstance(hello, dict) or hello.get("type") != "hello":
        host.send({"type": "error", "message": "the first line must be hello"})
        return 2
    try:
        host.start(hello, argv[0], argv[1])
    except RuntimeError as error:
        host.send({"type": "error", "message": str(error)[:500]})
        return 1
    host.send({"type": "ready", "protocol": PROTOCOL, "name": argv[1]})
    host.serve()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
