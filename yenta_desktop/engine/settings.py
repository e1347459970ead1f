"""Rule settings with metadata: one description read by the engine, the command line and setup.

A game's ``Rules`` is a frozen dataclass that inherits :class:`RulesBase` and
lists its settings in ``SETTINGS``. From that one list come the checks in
``__post_init__`` (so the engine refuses what setup would refuse), the
``--rule name=value`` parser, the JSON form of records, and the setup screen's
controls (whole numbers with a range and a step, choices, on/off switches).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any, ClassVar, TypeVar

INT = "int"
CHOICE = "choice"
BOOL = "bool"

_TRUE = ("on", "true", "yes", "1")
_FALSE = ("off", "false", "no", "0")

R = TypeVar("R", bound="RulesBase")


@dataclass(frozen=True)
class Setting:
    """One rule setting: its name, type, default, range or choices, and one line of help.

    The setup screen shows the translation of ``"<folder>.rule.<name>"`` (and
    ``.help``); ``help`` is the English line for ``--help`` and errors.
    """

    name: str
    kind: str
    default: Any
    help: str
    choices: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    step: int = 1
    #: False for a variant offered on the command line only (the setup screen stays short).
    in_setup: bool = True
    #: The setting matters only while another one has one of some values: (its name, the
    #: values). Setup then greys it out otherwise (Yahtzee's Joker on the Yatzy card).
    applies_when: tuple[str, tuple[Any, ...]] | None = None

    def applies(self, values: Any) -> bool:
        """Whether this setting matters with the other settings' ``values`` (a mapping)."""
        if self.applies_when is None:
            return True
        name, allowed = self.applies_when
        return values.get(name) in allowed

    def check(self, value: Any) -> None:
        """Raise ``ValueError`` (naming the setting) unless ``value`` is allowed."""
        if self.kind == BOOL:
            if not isinstance(value, bool):
                raise ValueError(f"{self.name} must be on or off, not {value!r}")
        elif self.kind == INT:
            if isinstance(value, bool) or not isinstance(value, int):
                raise ValueError(f"{self.name} must be a whole number, not {value!r}")
            if self.minimum is not None and value < self.minimum:
                raise ValueError(f"{self.name} must be {self.range_text()}, not {value}")
            if self.maximum is not None and value > self.maximum:
                raise ValueError(f"{self.name} must be {self.range_text()}, not {value}")
        elif self.kind == CHOICE:
            if value not in self.choices:
                raise ValueError(
                    f"{self.name} must be one of {', '.join(self.choices)}, not {value!r}"
                )
        else:  # pragma: no cover - a programming error in a game's SETTINGS
            raise ValueError(f"unknown setting kind {self.kind!r}")

    def range_text(self) -> str:
        """ "25 to 1000", "at least 1" ... for messages."""
        if self.minimum is not None and self.maximum is not None:
            return f"{self.minimum} to {self.maximum}"
        if self.minimum is not None:
            return f"at least {self.minimum}"
        if self.maximum is not None:
            return f"at most {self.maximum}"
        return "a whole number"

    def parse(self, text: str) -> Any:
        """The value of the command-line text ``text``; ``ValueError`` that says what is allowed."""
        word = text.strip()
        if self.kind == BOOL:
            lowered = word.lower()
            if lowered in _TRUE:
                return True
            if lowered in _FALSE:
                return False
            raise ValueError(f"{self.name} is on or off (true/false, yes/no, 1/0), not {text!r}")
        if self.kind == INT:
            try:
                value = int(word)
            except ValueError:
                raise ValueError(
                    f"{self.name} must be a whole number ({self.range_text()}), not {text!r}"
                ) from None
            self.check(value)
            return value
        self.check(word)
        return word

    def describe(self) -> str:
        """One line for ``--help``: name, allowed values, default, help."""
        if self.kind == BOOL:
            allowed = "on/off"
            default = "on" if self.default else "off"
        elif self.kind == INT:
            allowed = self.range_text()
            default = str(self.default)
        else:
            allowed = "|".join(self.choices)
            default = str(self.default)
        return f"{self.name}={allowed} (default {default}): {self.help}"


class RulesBase:
    """Mixin for a game's frozen ``Rules`` dataclass; ``SETTINGS`` lists its fields' metadata."""

    SETTINGS: ClassVar[tuple[Setting, ...]] = ()

    def __post_init__(self) -> None:
        for setting in self.SETTINGS:
            setting.check(getattr(self, setting.name))

    @classmethod
    def setting(cls, name: str) -> Setting:
        """The metadata of setting ``name``; ``ValueError`` listing the known ones."""
        for setting in cls.SETTINGS:
            if setting.name == name:
                return setting
        known = ", ".join(s.name for s in cls.SETTINGS) or "none"
        raise ValueError(f"unknown rule {name!r}; known: {known}")

    def to_dict(self) -> dict[str, Any]:
        """The rules as a JSON-able dict (the record's ``rules`` object)."""
        return asdict(self)  # type: ignore[call-overload,no-any-return]

    @classmethod
    def from_dict(cls: type[R], data: Any) -> R:
        """Rules from a dict; unknown keys are an error, missing keys take defaults."""
        if not isinstance(data, dict):
            raise ValueError("rules must be an object")
        known = {f.name for f in fields(cls)}  # type: ignore[arg-type]
        unknown = set(data) - known
        if unknown:
            raise ValueError(f"unknown rule(s): {', '.join(sorted(map(str, unknown)))}")
        try:
            return cls(**data)
        except TypeError as error:
            raise ValueError(str(error)) from None

    def with_setting(self: R, text: str) -> R:
        """A copy with one ``name=value`` setting changed (the ``--rule`` command-line form)."""
        name, sep, value = text.partition("=")
        name = name.strip()
        if not sep or not name:
            raise ValueError(f"a rule is written name=value, not {text!r}")
        parsed = self.setting(name).parse(value)
        data = self.to_dict()
        data[name] = parsed
        return type(self)(**data)

    @classmethod
    def help_lines(cls) -> list[str]:
        """One line per setting for ``--help`` and error messages."""
        return [setting.describe() for setting in cls.SETTINGS]
