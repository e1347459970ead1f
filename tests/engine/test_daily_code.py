"""Share codes: a code replays its day to its total; typos and tampering are refused by name."""

from __future__ import annotations

import random

import pytest

from yenta_desktop.engine import daily
from yenta_desktop.engine import daily_code as codes

DAY = "2026-01-01"


def played(game: str, seed: int) -> object:
    state = daily.daily_state(game, DAY)
    rng = random.Random(seed)
    while not state.is_terminal:
        if state.is_chance_node():
            state.apply_chance()
        else:
            state.apply(rng.choice(state.legal_actions()))
    return state


def code_of(game: str, seed: int = 4, flag: str = codes.OFFICIAL) -> tuple[str, int]:
    state = played(game, seed)
    total = state.totals()[0]  # type: ignore[attr-defined]
    return codes.encode(game, DAY, total, flag, codes.choices_of(game, DAY, state)), total


@pytest.mark.parametrize("game", ["dice-poker", "yahtzee", "triple-yahtzee", "farkle"])
def test_a_code_verifies_to_its_total(game: str) -> None:
    code, total = code_of(game)
    found = codes.verify(code, today="2026-06-01")
    assert (found.game, found.day, found.total, found.flag) == (game, DAY, total, "O")
    assert found.state.is_terminal
    # Pasted with line breaks and in lower case it is the same code.
    assert codes.verify(code[:30] + "\n " + code[30:].lower()).total == total


def refusal(code: str, today: str | None = None) -> str:
    with pytest.raises(codes.ShareCodeError) as caught:
        codes.verify(code, today)
    return caught.value.reason


def reseal(body: str) -> str:
    """What a forger does: change the code and compute the checksum again (it has no secret)."""
    return f"{body}.{codes._checksum(body)}"


def test_tampered_codes_are_refused_with_a_reason() -> None:
    code, total = code_of("yahtzee")
    parts = code.split(".")
    # A typo anywhere breaks the checksum.
    parts_typo = list(parts)
    parts_typo[3] = str(total + 1)
    assert refusal(".".join(parts_typo)) == "checksum"
    # A forged total with a fresh checksum: the replay scores something else.
    forged = reseal(".".join([*parts[:3], str(total + 50), *parts[4:6]]))
    assert refusal(forged) == "total"
    # Another day's dice do not score the same total with these choices (or are illegal).
    other_day = reseal(".".join([parts[0], parts[1], "2026-01-02", *parts[3:6]]))
    assert refusal(other_day) in ("total", "illegal")
    # Choices cut short: the game is not over.
    short = reseal(".".join([*parts[:5], codes._pack([0, 0, 0])]))
    assert refusal(short) == "unfinished"
    assert refusal("hello") == "not_code"
    assert refusal(reseal(".".join([parts[0], "chess", *parts[2:6]]))) == "game"
    assert refusal(code, today="2025-12-31") == "future"
    assert refusal(reseal(".".join([*parts[:4], "X", parts[5]]))) == "malformed"


def test_an_illegal_choice_is_named() -> None:
    body = ".".join(["YD1", "dice-poker", DAY, "0", "O", codes._pack([200])])
    with pytest.raises(codes.ShareCodeError, match="choice 1 is not a legal move"):
        codes.verify(reseal(body))


@pytest.mark.parametrize("day", ["20251129zz", "20251129T0", "2025-W01-1", "2026-02-30"])
def test_a_day_not_written_yyyy_mm_dd_is_refused_even_with_its_checksum_recomputed(
    day: str,
) -> None:
    # Each of these is ten characters that date.fromisoformat reads as some date: a forger
    # would get fresh dice under a name that looks like a day.
    code, _total = code_of("yahtzee")
    parts = code.split(".")
    assert refusal(reseal(".".join([*parts[:2], day, *parts[3:6]]))) == "day"


@pytest.mark.parametrize(
    "total",
    [
        "--207",
        "20²",
        "٢٠٧",
        "+207",
        "2_07",
        "-",
        "12345678",
        pytest.param("9" * 5000, id="5000"),
        "",
    ],
)
def test_a_total_that_is_not_plain_ascii_digits_is_refused_in_one_line(total: str) -> None:
    code, _total = code_of("yahtzee")
    parts = code.split(".")
    with pytest.raises(codes.ShareCodeError) as caught:
        codes.verify(reseal(".".join([*parts[:3], total, *parts[4:6]])))
    assert caught.value.reason == "total_text"
    assert "\n" not in str(caught.value) and len(str(caught.value)) < 120


def test_a_negative_total_is_read_and_checked_by_the_replay() -> None:
    code, _total = code_of("yahtzee")
    parts = code.split(".")
    assert refusal(reseal(".".join([*parts[:3], "-207", *parts[4:6]]))) == "total"


def test_the_one_day_parser_reads_only_yyyy_mm_dd() -> None:
    assert daily.parse_day("2026-01-01").isoformat() == "2026-01-01"
    for bad in ["20260101", "2026-1-01", "2026-01-01\n", " 2026-01-01", "２０２６-01-01", None, 5]:
        with pytest.raises(daily.BadDay):
            daily.parse_day(bad)
    with pytest.raises(ValueError, match="not a day of the calendar"):
        daily.parse_day("2026-02-30")
    with pytest.raises(ValueError, match="YYYY-MM-DD"):
        codes.encode("yahtzee", "20260101zz", 0, codes.PRACTICE, [])


def test_a_pasted_lone_surrogate_or_a_huge_paste_is_refused_in_one_line() -> None:
    code, _total = code_of("yahtzee")
    parts = code.split(".")
    assert refusal(code + "\ud800") == "checksum"
    assert refusal(reseal(".".join([*parts[:3], "2\ud8007", *parts[4:6]]))) == "total_text"
    assert refusal(code.replace("YD1.", "YD1.\x00")) == "checksum"
    assert refusal("YD1." * 10**5) == "not_code"


def test_a_code_may_carry_the_players_name_and_codes_without_one_stay_valid() -> None:
    from yenta_desktop.engine.registry import get_game

    state = played("farkle", 4)
    total = state.totals()[0]  # type: ignore[attr-defined]
    choices = codes.choices_of("farkle", DAY, state)
    old = codes.encode("farkle", DAY, total, codes.PRACTICE, choices)
    named = codes.encode("farkle", DAY, total, codes.PRACTICE, choices, name="Аня Ли")
    assert named.startswith(old.rsplit(".", 1)[0] + ".")  # the name goes before the checksum
    assert codes.verify(old).name is None
    found = codes.verify(named[:20] + "\n" + named[20:].lower())  # a paste, retyped in lower
    assert found.name == "Аня Ли" and found.total == total
    # What the window replays: the friend's game, move by move, under the friend's name.
    record = codes.friend_record(found, "A friend")
    assert record["players"][0]["name"] == "Аня Ли"
    replayed = get_game("farkle").replay_record(record)
    assert replayed.totals() == [total]
    assert codes.friend_record(codes.verify(old), "A friend")["players"][0]["name"] == "A friend"
    # Names are cleaned and bounded; an empty one is left out.
    messy = codes.encode(
        "farkle", DAY, total, codes.PRACTICE, choices, name="\x00Bo\u202eb\n " + "x" * 99
    )
    assert codes.verify(messy).name == "Bob " + "x" * 28
    assert codes.encode("farkle", DAY, total, codes.PRACTICE, choices, name=" \t") == old


def test_a_name_part_that_is_not_a_clean_name_is_refused_even_resealed() -> None:
    code, _total = code_of("yahtzee")
    body = code.rsplit(".", 1)[0]
    for bad in ("1", "AB", codes._pack_name("\x00x"), codes._pack_name("x" * 40), "NBSWY3DP" * 30):
        assert refusal(reseal(f"{body}.{bad}")) == "name"
    assert (
        refusal(reseal(f"{body}.{codes._pack_name('Mia')}.{codes._pack_name('Mia')}")) == "not_code"
    )
