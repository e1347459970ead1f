"""Everything the game keeps on disk: saves, settings, statistics and the history of games.

No pygame here. Every write goes through :func:`atomic.atomic_write_text`, so a
crash or a kill leaves either the old file or the new one, never half of one.
Every read tolerates a bad file: it is renamed aside (never deleted), a
player-readable notice is set, and the game starts fresh.
"""
