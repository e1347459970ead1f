"""Farkle's AI mathematics (issue 20), ready for the game to plug in.

:mod:`.model` is the chance model of a turn, :mod:`.turn` solves one turn
exactly for any value of banking, :mod:`.space` numbers the turn-start states
of the two-player win-probability tables, :mod:`.levels` holds Easy's rule,
Medium's expected-score policy and Hard's table-driven decisions. There is no
game state yet, so nothing here is registered as bots. Standard library only.
"""
