"""``yenta-desktop analyse GAME 'POSITION'``: plain words, --json, and one-line refusals."""

from __future__ import annotations

import json

from yenta_desktop.cli import build_parser, main

EMPTY_YAHTZEE = "-,-,-,-,-,-/-,-,-,-,-,-,-"


def test_analyse_prints_every_choice_best_first_with_hard_s_marked(capsys):
    assert main(["analyse", "yahtzee", f"{EMPTY_YAHTZEE} r3:22233"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"Yahtzee: {EMPTY_YAHTZEE} u0 x0 r3:22233"
    assert "exact" in out[2]
    choices = [line for line in out if line.strip()[:1].isdigit()]
    assert len(choices) == 13  # every box, no hold after the third roll
    assert "Hard's choice" in choices[0] and "write Full house (25 points)" in choices[0]
    assert all("Hard's choice" not in line for line in choices[1:])
    assert all(line.split()[-1].startswith("-") for line in choices[1:])


def test_analyse_json_parses_and_names_the_measure(capsys):
    assert main(["analyse", "farkle", ">3500,1200f2 t350 a15 d1356", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["game"] == "farkle" and data["measure"] == "win_chance" and data["exact"]
    assert data["position"] == ">3500,1200f2 t350 a15 d1356"
    first = data["choices"][0]
    assert first["hard"] and first["loss"] == 0 and first["kind"] in ("bank", "roll")
    assert {"set_aside", "points", "value", "marked"} <= set(first)
    assert [c["value"] for c in data["choices"]] == sorted(
        (c["value"] for c in data["choices"]), reverse=True
    )


def test_a_turn_start_prints_its_value(capsys):
    assert main(["analyse", "yahtzee", f"{EMPTY_YAHTZEE} r0"]) == 0
    out = capsys.readouterr().out
    assert "254.59" in out and "before the first roll" in out


def test_triple_yahtzee_is_labelled_an_estimate(capsys):
    card = "|".join([EMPTY_YAHTZEE] * 3)
    assert main(["analyse", "triple-yahtzee", f"{card} r1:12345", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["exact"] is False and "estimate" in data["basis"]


def test_a_refused_position_prints_its_reason_in_one_line_and_exits_2(capsys):
    assert main(["analyse", "yahtzee", f"{EMPTY_YAHTZEE} r4:11111"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1
    assert "at most three rolls" in captured.err


def test_an_unknown_game_is_one_line_too(capsys):
    assert main(["analyse", "chess", "e4"]) == 2
    assert "unknown game" in capsys.readouterr().err


def test_help_lists_analyse():
    assert "analyse" in build_parser().format_help()
