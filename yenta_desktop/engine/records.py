"""The record envelope every game shares, and reading any game's records.

Every record is ``{"format": "<game>-record", "version", "game", "seed",
"rules", "players", <the game's own body>, "final", "winners"}``. A Yenta
record from before the envelope (yenta-record v1 without ``"game"``) is still
Yenta. :func:`replay_any` picks the game from the record and replays it
through that game's own ``replay_steps``.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any

from yenta_desktop.engine import jsonio
from yenta_desktop.engine.errors import RecordError, StateFormatError, UnknownGame
from yenta_desktop.engine.registry import DEFAULT_GAME, available_games, get_game

RECORD_SUFFIX = "-record"


def record_format(game_id: str) -> str:
    """The ``format`` field of a game's records: ``"<game>-record"``."""
    return game_id + RECORD_SUFFIX


def player_entries(players: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """The record's ``players`` list: ``{"name", "kind", "level"}`` per seat."""
    return [
        {"name": str(p.get("name", "")), "kind": p.get("kind", "ai"), "level": p.get("level")}
        for p in players
    ]


def envelope(
    game_id: str,
    version: int,
    state: Any,
    players: Sequence[Mapping[str, Any]],
    body: Mapping[str, Any],
    final: Any,
) -> dict[str, Any]:
    """A record: the shared fields around the game's own ``body``.

    ``winners`` is the finished game's winning seats, or None while it is not over.
    """
    if len(players) != state.num_players:
        raise ValueError(f"one player entry per seat is needed ({state.num_players})")
    record: dict[str, Any] = {
        "format": record_format(game_id),
        "version": version,
        "game": game_id,
        "seed": state.seed,
        "rules": state.rules.to_dict(),
        "players": player_entries(players),
    }
    record.update(body)
    record["final"] = final
    record["winners"] = list(state.winners()) if state.is_terminal else None
    return record


def check_format(
    data: Any,
    expected: str,
    version: int,
    error: type[ValueError] = RecordError,
    what: str = "record",
) -> None:
    """Raise ``error`` unless ``data`` is an object of format ``expected`` at ``version``."""
    if not isinstance(data, dict):
        raise error(f"a {what} is a JSON object")
    found = data.get("format")
    if found != expected:
        raise error(f"not a {expected} (its format is {jsonio.brief(found)})")
    got = data.get("version")
    if got != version:
        raise error(
            f"{what} version {jsonio.brief(got)} is not supported (this program reads {version})"
        )


def check_outcome(record: Any, state: Any, final: Any) -> None:
    """RecordError unless the record's ``final`` and ``winners`` match the replayed ``state``.

    ``final`` is what the game's ``make_record`` would write as ``final`` for
    ``state``. Fields that are null (an unfinished game) are not compared.
    """
    recorded = record.get("final")
    if recorded is not None and recorded != final:
        raise RecordError(
            f"the final result {jsonio.brief(recorded)} differs from the replayed {final!r}"
        )
    winners = record.get("winners")
    if winners is not None and winners != list(state.winners()):
        raise RecordError(
            f"winners {jsonio.brief(winners)} differ from the replayed {state.winners()!r}"
        )
    if winners is None and recorded is None and state.is_terminal and "winners" in record:
        raise RecordError("the record says the game is unfinished, but it replays to the end")


def generator_state(rng: random.Random) -> list[Any]:
    """The generator's state as JSON (``[3, [625 words], gauss]``): :func:`generator_from_state`
    reads it back."""
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def generator_from_state(raw: Any) -> random.Random:
    """A generator restored from its saved state (``getstate()`` as JSON: ``[3, [625 words], gauss]``).

    :class:`StateFormatError` for anything else: ``setstate`` itself raises
    OverflowError for a negative word and TypeError for a wrong shape, which a
    game's ``state_from_dict`` should not let through.
    """
    if not (isinstance(raw, list) and len(raw) == 3 and isinstance(raw[1], list)):
        raise StateFormatError("the random generator's state is missing")
    version, words, gauss = raw
    sound = (
        version == 3
        and len(words) == 625
        and all(type(word) is int and 0 <= word < 2**32 for word in words)
        and (gauss is None or jsonio.is_finite_number(gauss))
    )
    if not sound:
        raise StateFormatError("the random generator's state is damaged")
    rng = random.Random()
    try:
        rng.setstate((version, tuple(words), gauss))
    except (ValueError, TypeError, OverflowError) as error:
        raise StateFormatError(f"the random generator's state is damaged ({error})") from None
    return rng


def game_of(record: Any) -> str:
    """The game id a record belongs to; :class:`RecordError` naming what was found instead.

    The ``game`` field decides; a record without one is the default game's
    if its format says so (yenta-record v1 from before the envelope).
    """
    if not isinstance(record, dict):
        raise RecordError(f"a record is a JSON object, not {type(record).__name__}")
    game = record.get("game")
    fmt = record.get("format")
    if game is None:
        if fmt == record_format(DEFAULT_GAME):
            return DEFAULT_GAME
        if isinstance(fmt, str) and fmt.endswith(RECORD_SUFFIX):
            game = fmt[: -len(RECORD_SUFFIX)]
        else:
            raise RecordError(f"not a game record (format {jsonio.brief(fmt)}, no game named)")
    if not isinstance(game, str):
        raise RecordError(f"the record's game must be a name, not {jsonio.brief(game)}")
    try:
        get_game(game)  # imports that one game only
    except UnknownGame:
        raise RecordError(
            f"a record of an unknown game {jsonio.brief(game)}; known: {', '.join(available_games())}"
        ) from None
    return game


def game_module_of(record: Any) -> Any:
    """The engine package of the game a record belongs to (RecordError if none)."""
    try:
        return get_game(game_of(record))
    except UnknownGame as error:  # pragma: no cover - game_of checked it
        raise RecordError(str(error)) from None


def replay_any(record: Any) -> Any:
    """Replay a record of any registered game and return its final state (RecordError)."""
    return game_module_of(record).replay_record(record)


def last_state(steps: Iterator[tuple[Any, list[Any]]]) -> Any:
    """The state after the last step of a ``replay_steps`` generator (RecordError if none)."""
    state = None
    for step in steps:
        state = step[0]
    if state is None:
        raise RecordError("the record has no moves")
    return state


def parse_record_text(text: str | bytes, name: str = "the record") -> Any:
    """A record from its JSON text; RecordError for text that is not sound JSON."""
    try:
        return jsonio.loads(text, name=name)
    except jsonio.BadJson as error:
        raise RecordError(str(error)) from None


#: The longest problem ``verify`` prints about one record (a hostile value can be megabytes).
PROBLEM_CHARS = 300


def record_problem(text: str | bytes | None, name: str = "the record") -> str | None:
    """What is wrong with one record's text (None when it replays): one short line, never raised.

    ``text`` None stands for a record too large to have been read.
    """
    if text is None:
        limit = jsonio.size_text(jsonio.MAX_DOCUMENT_BYTES)
        return f"{name} is too large (the limit is {limit} per record)"
    try:
        replay_any(parse_record_text(text, name))
    except (RecordError, StateFormatError) as error:
        problem = str(error)
    except RecursionError:
        problem = "the record is nested too deeply to replay"
    except Exception as error:  # noqa: BLE001 - a game's replay must not stop a whole check
        problem = f"the record does not replay ({type(error).__name__}: {error})"
    else:
        return None
    problem = " ".join(problem.split())
    return problem if len(problem) <= PROBLEM_CHARS else problem[: PROBLEM_CHARS - 3] + "..."


def verify_records(
    lines: Iterable[str | bytes | None], name: str = "line {number}"
) -> tuple[int, list[tuple[int, str]]]:
    """Check every record in a .jsonl stream: (records seen, [(line number, problem)]).

    Blank lines are not records; None stands for a line too large to read.
    ``name`` (with ``{number}``) is how a problem names its line.
    """
    problems: list[tuple[int, str]] = []
    seen = 0
    for number, line in enumerate(lines, start=1):
        if line is not None and not line.strip():
            continue
        seen += 1
        problem = record_problem(line, name.format(number=number))
        if problem is not None:
            problems.append((number, problem))
    return seen, problems
