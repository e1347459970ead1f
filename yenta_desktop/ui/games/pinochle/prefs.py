"""Pinochle's preferences (Settings > Game preferences; the paces and the forced card also on
the table's corner buttons)."""

from yenta_desktop.ui.preferences import Preference

#: Playing cards in four colours (one per suit) instead of red and black.
FOUR_COLOUR = Preference("four_colour_cards", False, (True, False), "settings.four_colour_cards")
#: The auction's pace, on top of the animation speed.
AUCTION_PACE = Preference(
    "auction_pace",
    "normal",
    ("normal", "fast"),
    "pinochle.pref.auction_pace",
    values="pinochle.pace",
    corner="pinochle.corner.auction",
)
#: The tricks' pace, on top of the animation speed.
TRICK_PACE = Preference(
    "trick_pace",
    "normal",
    ("normal", "slow", "fast"),
    "pinochle.pref.trick_pace",
    values="pinochle.pace",
    corner="pinochle.corner.tricks",
)
#: Play a forced card (the only legal one) by itself.
AUTOPLAY_FORCED = Preference(
    "autoplay_forced",
    True,
    (True, False),
    "pinochle.pref.autoplay_forced",
    corner="pinochle.corner.autoplay",
    button_id="#autoplay",
)

PREFERENCES = (FOUR_COLOUR, AUCTION_PACE, TRICK_PACE, AUTOPLAY_FORCED)
