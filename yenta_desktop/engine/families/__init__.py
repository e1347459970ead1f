"""Game families: rules machinery several games share, knowing no game by name.

``dice_turn``: the roll-and-hold turn (N dice in fixed positions, up to R rolls,
chance explicit with its outcome probabilities). ``scorecard``: a scorecard
specification (rows, sections, bonuses, order, doubling, Joker and extra bonus
hooks, several columns with multipliers) and the generic game state over it;
``scorecard_record``: its records and saves; ``scorecard_game``: the factory that
declares a scorecard game from its specification and rules. A dice game written on them
is a specification plus texts (Dice Poker: engine/dicepoker). Standard library only;
tests/test_layering.py checks that nothing here imports a game.
"""
