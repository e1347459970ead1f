"""UI kits: widgets and table scenes shared by a family of games (never by one game's name).

A kit draws from an engine family's specification and the protocol only:
``dice_table`` serves every roll-and-hold dice game (the tray, the roll
controls, the scorecard, the coach's panel and a table scene to subclass).
"""
