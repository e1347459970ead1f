"""The screens of the game: each is a :class:`~yenta_desktop.ui.shell.base.Scene` on the app's stack."""
