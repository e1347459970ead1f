"""The tournament: rotation, pooled statistics, the JSON shape, and one-line errors."""

from __future__ import annotations

import json

import pytest

from yenta_desktop.ai.base import parse_bot_spec
from yenta_desktop.ai.tournament import run_tournament, seating, wilson_interval
from yenta_desktop.cli import main


def test_wilson_interval_matches_the_formula() -> None:
    lo, hi = wilson_interval(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-4)
    assert hi == pytest.approx(0.5962, abs=1e-4)
    assert wilson_interval(0, 10)[0] == pytest.approx(0.0)
    assert wilson_interval(10, 10)[1] == pytest.approx(1.0)


def test_rotation_puts_every_bot_in_every_chair() -> None:
    names = ["a", "b", "c", "d"]
    chairs = {name: set() for name in range(4)}
    for game in range(4):
        for seat, entry in enumerate(seating(names, game)):
            chairs[entry].add(seat)
    assert all(seats == {0, 1, 2, 3} for seats in chairs.values())


def test_same_names_are_pooled_and_wins_add_up() -> None:
    names = ["medium", "easy", "easy"]
    specs = [parse_bot_spec(n) for n in names]
    summaries = run_tournament(specs, names, games=6, seed=4, workers=1)
    assert [s["name"] for s in summaries] == ["medium", "easy"]
    medium, easy = summaries
    assert medium["games"] == 6 and easy["games"] == 12
    assert medium["wins"] + easy["wins"] == 6
    for s in summaries:
        assert 0.0 <= s["ci95"][0] <= s["win_rate"] <= s["ci95"][1] <= 1.0
        assert s["decision_ms"]["max"] >= s["decision_ms"]["median"] >= 0.0


def test_worker_processes_give_the_same_results() -> None:
    names = ["easy", "medium", "random"]
    specs = [parse_bot_spec(n) for n in names]
    one = run_tournament(specs, names, games=6, seed=9, workers=1)
    two = run_tournament(specs, names, games=6, seed=9, workers=2)
    for a, b in zip(one, two, strict=True):
        for key in ("games", "wins", "points_per_round", "bid_success_rate"):
            assert a[key] == b[key]


def test_json_output_has_the_issue_shape(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        ["tournament", "--games", "4", "--seed", "2", "--players", "easy,medium,easy", "--json"]
    )
    assert code == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 4
    assert [b["name"] for b in data["bots"]] == ["easy", "medium"]
    keys = {
        "name",
        "games",
        "wins",
        "win_rate",
        "ci95",
        "points_per_round",
        "bid_success_rate",
        "decision_ms",
    }
    for bot in data["bots"]:
        assert keys <= set(bot)
        assert set(bot["decision_ms"]) == {"median", "max"}


def test_table_output(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "--games", "3", "--players", "hard:sims=4,easy,easy"]) == 0
    out = capsys.readouterr().out
    assert "hard:sims=4" in out and "win rate" in out and "95% CI" in out


@pytest.mark.parametrize(
    "args",
    [
        ["--players", "easy,wizard,easy"],
        ["--players", "easy,easy"],
        ["--games", "0"],
        ["--workers", "0"],
        ["--players", "hard:sims=abc,easy,easy"],
        ["--players", "missing_file.py:Bot,easy,easy"],
        ["--rule", "failed_bid=maybe"],
    ],
)
def test_bad_arguments_are_one_line_and_status_2(
    args: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(
        ["tournament", "--games", "2", *args] if "--games" not in args else ["tournament", *args]
    )
    assert code == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "error" in err


def test_bot_options_with_commas_stay_with_their_bot(capsys: pytest.CaptureFixture[str]) -> None:
    players = "hard:sims=4,time=5.0,easy,easy"
    assert main(["tournament", "--games", "2", "--players", players, "--json"]) == 0
    names = [b["name"] for b in json.loads(capsys.readouterr().out)["bots"]]
    assert names == ["hard:sims=4,time=5.0", "easy"]


def test_a_long_tournament_shows_its_progress_on_stderr(capsys) -> None:
    """Issue 13: tournament said nothing for minutes; stdout stays the table alone."""
    import time

    from yenta_desktop.commands.tournament import ProgressLine

    line = ProgressLine(10, time.perf_counter() - 5)  # a run that has taken 5 s already
    line(4)
    line(10)
    err = capsys.readouterr().err
    assert "4/10 games" in err and "s left" in err and err.endswith("\n")
    quiet = ProgressLine(10, time.perf_counter())  # a short run says nothing
    quiet(10)
    assert capsys.readouterr().err == ""
