"""Bundled assets (themes, fonts, sounds, icons, translations), installed as yenta_desktop.assets."""
