"""PyInstaller hook: pygame_gui's data, less the fonts for languages the app does not offer.

Used by scripts/build_exe.py (``--additional-hooks-dir``) in place of the hook that
pygame_gui ships. It bundles every data file of pygame_gui (default theme, fonts,
translations, font licences) except the Japanese, Korean and Chinese Noto fonts,
37 MB that pygame_gui loads only when its locale is ja, ko or zh. Build with
``--all-gui-fonts`` to use pygame_gui's own hook instead.
"""

from PyInstaller.utils.hooks import collect_data_files

UNUSED_FONTS = ("NotoSansJP-*", "NotoSansKR-*", "NotoSansSC-*")

datas = collect_data_files("pygame_gui", excludes=[f"**/{name}" for name in UNUSED_FONTS])
# Found by importlib.resources at run time, not by an import statement.
hiddenimports = ["pygame_gui.data", "pygame_gui.data.translations"]
