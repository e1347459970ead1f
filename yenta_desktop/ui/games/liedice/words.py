"""Lie Dice in words, in the current language: faces, hands, verdicts.

The engine names a hand by structure (:func:`~yenta_desktop.engine.liedice.name_hand`:
kind, grouped faces, odd faces); the words are built here from the game's
catalogue (``liedice.face.<F>.<form>``, ``liedice.hand.<kind>``), so each
language keeps its own grammar: Russian needs a different form of the face
after "пара", "три" or "пять" ("пара королей", "три короля", "пять королей").

Face letters follow the language: A K Q J 10 9 in English, Т К Д В 10 9 in
Russian (туз, король, дама, валет), the letters of Russian playing cards.
"""

from __future__ import annotations

from collections.abc import Sequence

from yenta_desktop.engine.liedice import FACES, bid_index, name_hand
from yenta_desktop.i18n import tr

#: Faces from the highest down (the order the builder shows them in).
FACES_HIGH_FIRST: tuple[str, ...] = tuple(reversed(FACES))


def face_form(face: str, form: str) -> str:
    """One form of a face's name: ``letter``, ``odd`` ("a king"), ``alone`` ("one king"),
    ``plural`` ("kings"), ``after_three`` (after three/four) or ``of`` (after "a pair of", "five")."""
    return tr(f"liedice.face.{face}.{form}")


def letter(face: str) -> str:
    """The letter (or number) drawn on a die and in compact texts: K, Q, 10 (Russian К, Д)."""
    return face_form(face, "letter")


def letters(dice: Sequence[str], sep: str = " ") -> str:
    """Dice as letters: "K K Q"."""
    return sep.join(letter(face) for face in dice)


def listed(items: Sequence[str]) -> str:
    """ "a, b and c" in the current language."""
    if not items:
        return ""
    text = items[-1]
    if len(items) >= 2:
        text = tr("liedice.list.two", a=items[-2], b=text)
    for item in reversed(items[:-2]):
        text = tr("liedice.list.more", a=item, b=text)
    return text


def core_words(kind: str, ranks: Sequence[str]) -> str:
    """The grouped part of a hand in words: "a pair of kings", "a full house, aces over kings"."""
    if kind == "junk":
        return tr("liedice.hand.junk")
    if kind == "high_die":
        return face_form(ranks[0], "alone")
    if kind == "pair":
        return tr("liedice.hand.pair", of=face_form(ranks[0], "of"))
    if kind == "two_pairs":
        return tr(
            "liedice.hand.two_pairs",
            high=face_form(ranks[0], "plural"),
            low=face_form(ranks[1], "plural"),
        )
    if kind == "three":
        return tr("liedice.hand.three", few=face_form(ranks[0], "after_three"))
    if kind == "straight":
        return tr("liedice.hand.straight_high" if ranks[0] == "A" else "liedice.hand.straight_low")
    if kind == "full_house":
        return tr(
            "liedice.hand.full_house",
            three=face_form(ranks[0], "of"),
            two=face_form(ranks[1], "of"),
        )
    if kind == "four":
        return tr("liedice.hand.four", few=face_form(ranks[0], "after_three"))
    return tr("liedice.hand.five", of=face_form(ranks[0], "of"))


def hand_words(dice: Sequence[str]) -> str:
    """A bid or a box in words: "three queens", "a pair of kings, a queen and a nine"."""
    name = name_hand(dice)
    head = core_words(name.kind, name.ranks)
    return listed([head, *(face_form(face, "odd") for face in name.odd)])


def box_words(box: Sequence[str], bid: Sequence[str]) -> str:
    """The opened box in words for a verdict: its grouped part alone when that already
    decides the call ("a pair of kings" against three queens), the whole hand when the
    odd dice are what makes the bid true."""
    name = name_hand(box)
    if name.kind in ("junk", "straight", "full_house", "five"):
        return hand_words(box)
    core = tuple(d for d in box if d in name.ranks)
    truthful = bid_index(tuple(box)) >= bid_index(tuple(bid))
    if not truthful or bid_index(core) >= bid_index(tuple(bid)):
        return core_words(name.kind, name.ranks)
    return hand_words(box)


def kind_label(kind: str) -> str:
    """A kind's short name for the bid builder ("Pair", "Full house")."""
    return tr(f"liedice.kind.{kind}")


def verdict_text(
    bid: Sequence[str], box: Sequence[str], truthful: bool, caller: str, bidder: str
) -> str:
    """ "Bid: three queens; box: a pair of kings. Bob lied and loses a life." """
    key = "liedice.verdict.wrong_call" if truthful else "liedice.verdict.lied"
    return tr(
        key,
        bid=hand_words(bid),
        box=box_words(box, bid),
        caller=caller,
        bidder=bidder,
    )


def direction_words(direction: str | None) -> str:
    """ "left (clockwise)" or "right (counter-clockwise)"."""
    return tr(f"liedice.direction.{direction or 'left'}")


def capitalised(text: str) -> str:
    """The first letter in capitals (speech bubbles, headings)."""
    return text[:1].upper() + text[1:]
