"""Build the double-click app with PyInstaller: ``python scripts/build_exe.py [--onefile]``.

No .spec file is kept: this script is the build recipe. It reads the app name and
version from pyproject.toml, bundles every file under ``assets/`` as the package data
of ``yenta_desktop.assets`` (the app finds them only through
``yenta_desktop/resources.py``), lets pygame-ce's hook and ours for pygame_gui
(packaging/pyinstaller-hooks: its data less the CJK fonts) bring their data, leaves
out modules the app never uses, and writes the app into ``dist/``:

- Linux: ``dist/yenta-desktop/yenta-desktop`` plus a .desktop file, the icon and
  ``install-linux.sh`` (adds the app to the desktop's menu);
- macOS: ``dist/yenta-desktop.app``;
- Windows: ``dist/yenta-desktop/yenta-desktop.exe``.

PyInstaller does not cross-compile: run this on each OS (docs/building.md).
The icon PNG becomes .ico / .icns here with the standard library only (both formats
can hold PNG images), so Pillow is not needed.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import stat
import statistics
import struct
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "assets"
ICON_PNG = ASSETS / "icons" / "icon.png"
LINUX_TEMPLATES = ROOT / "packaging" / "linux"
# Our hook for pygame_gui (its data less the CJK fonts), used unless --all-gui-fonts.
HOOKS_DIR = ROOT / "packaging" / "pyinstaller-hooks"

# Modules the app never uses, kept out of the bundle (measured: 150 MB -> 104 MB before
# stripping; numpy alone is 42 MB). numpy would come in through pygame.surfarray and
# sndarray, yaml through python-i18n; both are optional imports there, and pygame_gui
# reads its translations as JSON. tests/packaging checks that the app imports without them.
EXCLUDES = (
    "tkinter",
    "_tkinter",
    "numpy",
    "unittest",
    "pydoc",
    "doctest",
    "pdb",
    "test",
    "lib2to3",
    "setuptools",
    "pkg_resources",
    "distutils",
    "PIL",
    "pygame.tests",
    "pygame.examples",
    "pygame.docs",
    "pygame._camera_opencv",
    "cv2",
    "yaml",
    "IPython",
    "matplotlib",
)

PACKAGE = ROOT / "yenta_desktop"
# Declared dependencies the window uses; listed so their hooks (pygame_gui: fonts,
# default theme, translations) always run, whatever the UI imports today.
HIDDEN_IMPORTS = ("pygame_gui", "platformdirs")
# Not bundled: caches and editor leftovers that may sit in a working tree's assets/.
SKIP_ASSET_PARTS = ("__pycache__", ".DS_Store")
SKIP_ASSET_SUFFIXES = (".pyc", ".pyo", ".swp", "~")


@dataclass(frozen=True)
class Project:
    """What the build needs from pyproject.toml."""

    name: str
    version: str
    description: str


def read_project(pyproject: Path = ROOT / "pyproject.toml") -> Project:
    """The project's name, version and description from pyproject.toml."""
    text = pyproject.read_text(encoding="utf-8")
    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10: read the three plain strings we need.
        section = text.split("[project]", 1)[1].split("\n[", 1)[0]
        fields = dict(re.findall(r'^(\w+)\s*=\s*"([^"]*)"', section, flags=re.MULTILINE))
        return Project(fields["name"], fields["version"], fields.get("description", ""))
    project = tomllib.loads(text)["project"]
    return Project(project["name"], project["version"], project.get("description", ""))


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height of a PNG image given as bytes."""
    if data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        raise ValueError("not a PNG image")
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def make_ico(pngs: list[bytes]) -> bytes:
    """A Windows .ico holding the given PNG images (allowed since Windows Vista)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    entries = b""
    offset = 6 + 16 * len(pngs)
    for png in pngs:
        width, height = png_size(png)
        if width > 256 or height > 256:
            raise ValueError(f"an .ico image is at most 256x256, not {width}x{height}")
        # 0 means 256 in the one-byte width and height fields.
        entries += struct.pack(
            "<BBBBHHII", width % 256, height % 256, 0, 0, 1, 32, len(png), offset
        )
        offset += len(png)
    return header + entries + b"".join(pngs)


# ICNS element types that hold a PNG, by pixel size (macOS 10.7 and later).
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}


def make_icns(pngs: list[bytes]) -> bytes:
    """A macOS .icns holding the given square PNG images (sizes from ``ICNS_TYPES``)."""
    body = b""
    for png in pngs:
        width, height = png_size(png)
        if width != height or width not in ICNS_TYPES:
            raise ValueError(f"no .icns slot for a {width}x{height} image")
        body += ICNS_TYPES[width] + struct.pack(">I", 8 + len(png)) + png
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def scaled_pngs(source: Path, sizes: tuple[int, ...]) -> list[bytes]:
    """The source PNG scaled to each size, as PNG bytes (scaled with pygame)."""
    import io

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    image = pygame.image.load(str(source))
    out = []
    for size in sizes:
        if image.get_size() == (size, size):
            scaled = image
        else:
            scaled = pygame.transform.smoothscale(image, (size, size))
        buffer = io.BytesIO()
        pygame.image.save(scaled, buffer, "icon.png")
        out.append(buffer.getvalue())
    return out


def platform_icon(work: Path, platform: str = sys.platform) -> Path | None:
    """Write the icon file PyInstaller wants on this OS (.ico, .icns); None on Linux."""
    if platform.startswith("win"):
        path = work / "icon.ico"
        path.write_bytes(make_ico(scaled_pngs(ICON_PNG, (16, 24, 32, 48, 64, 128, 256))))
        return path
    if platform == "darwin":
        path = work / "icon.icns"
        path.write_bytes(make_icns(scaled_pngs(ICON_PNG, (16, 32, 64, 128, 256, 512))))
        return path
    return None  # Linux executables carry no icon: the window sets it, the .desktop names it.


def version_tuple(version: str) -> tuple[int, int, int, int]:
    """``"1.2.3"`` -> ``(1, 2, 3, 0)``: the four numbers a Windows version resource holds."""
    release = re.match(r"\d+(?:\.\d+)*", version)  # "1.2.3.dev4+g5" -> "1.2.3"
    numbers = [int(n) for n in release.group(0).split(".")[:4]] if release else []
    numbers += [0] * (4 - len(numbers))
    return (numbers[0], numbers[1], numbers[2], numbers[3])


def windows_version_info(project: Project) -> str:
    """The text of a PyInstaller ``--version-file``: what Windows shows in the file's Properties."""
    numbers = version_tuple(project.version)
    strings = {
        "CompanyName": "Yenta Desktop team",
        "FileDescription": "Yenta",
        "FileVersion": project.version,
        "InternalName": project.name,
        "OriginalFilename": f"{project.name}.exe",
        "ProductName": "Yenta Desktop",
        "ProductVersion": project.version,
    }
    table = ",\n          ".join(f"StringStruct({k!r}, {v!r})" for k, v in strings.items())
    return f"""VSVersionInfo(
  ffi=FixedFileInfo(
    filevers={numbers!r},
    prodvers={numbers!r},
    mask=0x3f,
    flags=0x0,
    OS=0x40004,
    fileType=0x1,
    subtype=0x0,
    date=(0, 0)
  ),
  kids=[
    StringFileInfo([
      StringTable(
        '040904B0',
        [{table}])
    ]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""


def add_bundle_version(spec: str, project: Project) -> str | None:
    """The macOS spec with the version and display name put into its ``BUNDLE(...)``.

    PyInstaller's command line has no option for the .app's version (Info.plist would
    say 0.0.0), so the generated spec gets it and the app is built again from that spec.
    Returns None if the spec has no BUNDLE call to extend.
    """
    match = re.search(r"^app = BUNDLE\((.*?)^\)", spec, flags=re.MULTILINE | re.DOTALL)
    if match is None:
        return None
    plist = {
        "CFBundleDisplayName": "Yenta",
        "CFBundleShortVersionString": project.version,
        "CFBundleVersion": project.version,
        "NSHighResolutionCapable": True,
        "LSApplicationCategoryType": "public.app-category.board-games",
    }
    extra = f"    version={project.version!r},\n    info_plist={plist!r},\n"
    return spec[: match.end(1)] + extra + spec[match.end(1) :]


ENTRY_SCRIPT = '''"""Entry point of the frozen app: the same command line as ``yenta-desktop``."""

import multiprocessing
import sys

from yenta_desktop.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # a worker process must not start another app
    sys.exit(main())
'''


def write_entry_script(work: Path, project: Project) -> Path:
    """Write the tiny script that PyInstaller freezes; it calls ``yenta_desktop.cli.main()``."""
    path = work / f"{project.name.replace('-', '_')}_main.py"
    path.write_text(ENTRY_SCRIPT, encoding="utf-8")
    return path


def package_modules(package: Path = PACKAGE) -> list[str]:
    """Every module of the package in this checkout, by dotted name, read from the files.

    cli.py loads its commands by name (importlib), which the import scan cannot see, so
    all modules are listed as hidden imports. They are read from disk rather than found
    by importing, so the build takes this checkout's modules even when another copy of
    yenta_desktop is installed (an editable install of a different folder, say).
    """
    names = []
    for path in sorted(package.rglob("*.py")):
        parts = path.relative_to(package.parent).with_suffix("").parts
        if "__pycache__" in parts or parts[-1] == "__main__":
            continue
        if parts[-1] == "__init__":
            parts = parts[:-1]
        if all(part.isidentifier() for part in parts):
            names.append(".".join(parts))
    return names


def asset_data_args(assets: Path = ASSETS) -> list[str]:
    """``--add-data`` for every file under assets/, into the folder of ``yenta_desktop.assets``.

    The import scan cannot find ``yenta_desktop.assets`` (pyproject maps it from a folder
    outside the package), so its ``__init__.py`` travels as data too and the frozen app
    imports the package from the bundle's folder; importlib.resources then works as usual.
    """
    args: list[str] = []
    for path in sorted(assets.rglob("*")):
        relative = path.relative_to(assets)
        if not path.is_file() or any(part in SKIP_ASSET_PARTS for part in relative.parts):
            continue
        if path.name.endswith(SKIP_ASSET_SUFFIXES):
            continue
        dest = Path("yenta_desktop", "assets", *relative.parts[:-1]).as_posix()
        args += ["--add-data", f"{path}{os.pathsep}{dest}"]
    return args


def pyinstaller_args(
    project: Project,
    entry: Path,
    dist: Path,
    work: Path,
    *,
    onefile: bool = False,
    console: bool = False,
    icon: Path | None = None,
    clean: bool = False,
    strip: bool = False,
    version_file: Path | None = None,
    all_gui_fonts: bool = False,
) -> list[str]:
    """The PyInstaller command line for this project."""
    args = [
        str(entry),
        "--name",
        project.name,
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        str(dist),
        "--workpath",
        str(work),
        "--specpath",
        str(work),
        "--paths",
        str(ROOT),
        "--onefile" if onefile else "--onedir",
        # No console window on Windows and macOS (a .app on macOS); Linux ignores it,
        # so stdout keeps working there for --smoke-test.
        "--console" if console else "--windowed",
    ]
    args += asset_data_args()
    if clean:
        args.append("--clean")
    if strip:
        args.append("--strip")
    if not all_gui_fonts:
        args += ["--additional-hooks-dir", str(HOOKS_DIR)]
    for name in HIDDEN_IMPORTS:
        args += ["--hidden-import", name]
    for name in package_modules():
        args += ["--hidden-import", name]
    for name in EXCLUDES:
        args += ["--exclude-module", name]
    if icon is not None:
        args += ["--icon", str(icon)]
    if version_file is not None:
        args += ["--version-file", str(version_file)]
    return args


def bundle_path(
    project: Project, dist: Path, *, onefile: bool, platform: str = sys.platform
) -> Path:
    """Where the finished app is: the .app, the folder, or the single file."""
    if platform == "darwin" and not onefile:
        return dist / f"{project.name}.app"
    if onefile:
        return dist / (project.name + (".exe" if platform.startswith("win") else ""))
    return dist / project.name


def executable_path(
    project: Project, dist: Path, *, onefile: bool, platform: str = sys.platform
) -> Path:
    """The file to run (inside the folder for a one-folder build)."""
    suffix = ".exe" if platform.startswith("win") else ""
    if onefile:
        return dist / (project.name + suffix)
    return dist / project.name / (project.name + suffix)


def tree_size(path: Path) -> int:
    """Bytes in a file or under a folder (symlinks not followed)."""
    if path.is_file():
        return path.stat().st_size
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def render_template(template: str, values: dict[str, str]) -> str:
    """Replace each ``@KEY@`` in a packaging template; unknown placeholders are an error."""
    for key, value in values.items():
        template = template.replace(f"@{key}@", value)
    leftover = re.findall(r"@[A-Z_]+@", template)
    if leftover:
        raise ValueError(f"template placeholders left unfilled: {', '.join(leftover)}")
    return template


def desktop_exec_quote(path: str) -> str:
    """A path as one quoted argument of a .desktop ``Exec`` key (freedesktop rules)."""
    for char in ("\\", '"', "`", "$"):
        path = path.replace(char, "\\" + char)
    # The string-level escape (backslash doubled) applies on top, and % is a field code.
    return '"' + path.replace("\\", "\\\\").replace("%", "%%") + '"'


def write_linux_integration(project: Project, target: Path, executable: Path) -> list[Path]:
    """Put the .desktop file, the icon and install-linux.sh into ``target`` (beside the app)."""
    icon = target / f"{project.name}.png"
    values = {
        "NAME": "Yenta",
        "APP": project.name,
        "COMMENT": project.description,
        "EXEC": desktop_exec_quote(str(executable.resolve())),
        "ICON": str(icon.resolve()),
    }
    desktop = target / f"{project.name}.desktop"
    desktop.write_text(
        render_template((LINUX_TEMPLATES / "app.desktop.in").read_text(encoding="utf-8"), values),
        encoding="utf-8",
    )
    shutil.copyfile(ICON_PNG, icon)
    installer = target / "install-linux.sh"
    installer.write_text(
        render_template(
            (LINUX_TEMPLATES / "install-linux.sh.in").read_text(encoding="utf-8"), values
        ),
        encoding="utf-8",
    )
    for path in (desktop, installer):
        path.chmod(path.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return [desktop, icon, installer]


def build(
    dist: Path,
    work: Path,
    *,
    onefile: bool = False,
    console: bool = False,
    clean: bool = False,
    strip: bool | None = None,
    all_gui_fonts: bool = False,
) -> Path:
    """Run PyInstaller and the per-OS finishing steps; returns the bundle's path.

    ``strip`` (symbol tables off the shared libraries) defaults to on for Linux only, when
    the strip tool is there: PyInstaller advises against it on Windows, and on macOS it
    would void signatures.
    """
    import PyInstaller.__main__

    project = read_project()
    dist = dist.resolve()
    work = work.resolve()
    work.mkdir(parents=True, exist_ok=True)
    if strip is None:
        # Needs the strip tool (binutils); without it the build is only bigger.
        strip = sys.platform.startswith("linux") and shutil.which("strip") is not None
    if onefile and not console and sys.platform == "darwin":
        print(
            "note: a one-file windowed app is deprecated by PyInstaller on macOS; "
            "the default one-folder build makes the .app",
            file=sys.stderr,
        )
    entry = write_entry_script(work, project)
    icon = platform_icon(work)
    version_file = None
    if sys.platform.startswith("win"):
        version_file = work / "version-info.txt"
        version_file.write_text(windows_version_info(project), encoding="utf-8")
    args = pyinstaller_args(
        project,
        entry,
        dist,
        work,
        onefile=onefile,
        console=console,
        icon=icon,
        clean=clean,
        strip=strip,
        version_file=version_file,
        all_gui_fonts=all_gui_fonts,
    )
    PyInstaller.__main__.run(args)
    if sys.platform == "darwin" and not onefile:
        spec_file = work / f"{project.name}.spec"
        spec = add_bundle_version(spec_file.read_text(encoding="utf-8"), project)
        if spec is None:
            print(
                f"note: no BUNDLE in {spec_file}; the .app keeps PyInstaller's version",
                file=sys.stderr,
            )
        else:
            spec_file.write_text(spec, encoding="utf-8")
            PyInstaller.__main__.run(
                [
                    str(spec_file),
                    "--noconfirm",
                    "--log-level",
                    "WARN",
                    "--distpath",
                    str(dist),
                    "--workpath",
                    str(work),
                ]
            )
    if sys.platform.startswith("linux"):
        target = dist if onefile else dist / project.name
        write_linux_integration(project, target, executable_path(project, dist, onefile=onefile))
    return bundle_path(project, dist, onefile=onefile)


def time_first_frame(executable: Path, runs: int) -> list[float]:
    """Seconds from launch to exit of ``--smoke-test 1`` (one frame), once per run.

    Runs headless (SDL dummy drivers) with a throwaway data folder as the working
    folder, so a number covers unpacking, imports, the first frame and shutdown.
    """
    times = []
    with tempfile.TemporaryDirectory() as home:
        env = dict(
            os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", YENTA_DESKTOP_HOME=home
        )
        for _ in range(runs):
            start = time.perf_counter()
            subprocess.run(
                [str(executable), "--smoke-test", "1"],
                cwd=home,
                env=env,
                check=True,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
            times.append(time.perf_counter() - start)
    return times


def main(argv: list[str] | None = None) -> int:
    """Build the app and print where it is and how big; returns the exit status."""
    parser = argparse.ArgumentParser(
        description="Build the Yenta Desktop app with PyInstaller (one folder by default)."
    )
    parser.add_argument(
        "--onefile",
        action="store_true",
        help="one self-extracting file instead of a folder (starts slower)",
    )
    parser.add_argument(
        "--console",
        action="store_true",
        help="keep a console window on Windows/macOS (to see errors)",
    )
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder")
    parser.add_argument(
        "--work",
        type=Path,
        default=ROOT / "build" / "pyinstaller",
        help="PyInstaller's work folder (spec, caches, entry script)",
    )
    parser.add_argument("--clean", action="store_true", help="clear PyInstaller's caches first")
    parser.add_argument(
        "--strip",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="strip symbols from shared libraries (default: on Linux only)",
    )
    parser.add_argument(
        "--all-gui-fonts",
        action="store_true",
        help="keep pygame_gui's Japanese, Korean and Chinese fonts (+37 MB)",
    )
    parser.add_argument(
        "--time-start",
        type=int,
        default=0,
        metavar="RUNS",
        help="after building, time RUNS launches to the first frame "
        "(--smoke-test 1, headless) and print the median",
    )
    args = parser.parse_args(argv)
    try:
        import PyInstaller  # noqa: F401
    except ModuleNotFoundError:
        print("PyInstaller is not installed: python3 -m pip install -e '.[build]'", file=sys.stderr)
        return 2
    start = time.perf_counter()
    bundle = build(
        args.dist,
        args.work,
        onefile=args.onefile,
        console=args.console,
        clean=args.clean,
        strip=args.strip,
        all_gui_fonts=args.all_gui_fonts,
    )
    seconds = time.perf_counter() - start
    print(f"built {bundle}")
    print(f"size {tree_size(bundle) / 1e6:.1f} MB, build time {seconds:.0f} s")
    if args.time_start > 0:
        exe = executable_path(read_project(), args.dist.resolve(), onefile=args.onefile)
        times = sorted(time_first_frame(exe, args.time_start))
        print(
            f"start to first frame: median {statistics.median(times):.3f} s, "
            f"min {times[0]:.3f} s, max {times[-1]:.3f} s over {len(times)} runs"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
