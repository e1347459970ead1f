"""One number formatter for the whole window (issue 33, item 12): in Russian a decimal comma
and a no-break space between thousands, "1 000" and "10 000" alike; the real minus sign."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from yenta_desktop.engine.protocol import StatColumn
from yenta_desktop.i18n import current_language, grouped, number, set_language

NBSP = "\u00a0"


@pytest.fixture
def russian() -> Iterator[None]:
    before = current_language()
    set_language("ru")
    yield
    set_language(before)


def test_english_groups_with_commas_and_writes_a_decimal_point() -> None:
    assert number(1000) == "1,000"
    assert number(10000) == "10,000"
    assert number(999) == "999"
    assert number(6500.0, 1) == "6,500.0"
    assert number(0.3, 2) == "0.30"
    assert number(-7.6, 1) == "\u22127.6"
    assert number(-0.01, 1) == "0.0"  # never a minus zero
    assert number(10**30) == "1" + ",000" * 10  # a long int exactly


def test_russian_groups_thousands_alike_and_writes_a_decimal_comma(russian) -> None:
    assert number(1000) == f"1{NBSP}000"
    assert number(10000) == f"10{NBSP}000"
    assert number(1387.8, 1) == f"1{NBSP}387,8"
    assert number(82.0, 1) == "82,0"
    assert number(0.3, 2) == "0,30"
    assert grouped(1000) == f"1{NBSP}000" and grouped(-10000) == f"-10{NBSP}000"


def test_the_dice_tables_decimals_and_the_statistics_use_it(russian) -> None:
    from yenta_desktop.ui.kits.dice_table.text import decimal, loss, signed
    from yenta_desktop.ui.shell.statistics import column_text
    from yenta_desktop.ui.widgets.chart import number_text

    assert decimal(1493.5) == f"1{NBSP}493,5"
    assert loss(0.05) == "0,05" and signed(3.4, 1) == "+3,4"
    column = StatColumn("mean", "mean", "total", decimals=1)
    assert column_text(column, 6500.0) == f"6{NBSP}500,0"
    assert number_text(10000) == f"10{NBSP}000" and number_text(0.3) == "0,30"


def test_the_daily_result_writes_russian_numbers(russian) -> None:
    from yenta_desktop.ui.shell.daily import signed

    assert signed(-7.6) == "\u22127,6" and signed(3.4) == "+3,4"
