"""Farkle (seed 002's dice site): six dice, push your luck to 10,000.

So far only the scoring of dice set aside (:mod:`.scoring`) is here; the game
state on the dice kit follows (issue 20). Until it has a ``GAME_ID`` the
registry does not list it as a game.
"""
