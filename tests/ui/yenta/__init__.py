"""Yenta's table tests."""
