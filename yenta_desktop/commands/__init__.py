"""Subcommands of ``yenta-desktop`` (one module each; see ``yenta_desktop.cli``)."""
