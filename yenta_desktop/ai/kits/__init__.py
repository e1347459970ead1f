"""Shared AI kits: code for a family of games that imports no game (each game adapts to it)."""
