"""The screens of the game: each is a :class:`~yenta_desktop.ui.scenes.base.Scene` on the app's stack."""
