"""The build recipe without building: icon files, PyInstaller options, Linux menu entry.

These run everywhere (no PyInstaller needed); tests/packaging/test_build.py builds for real.
"""

from __future__ import annotations

import configparser
import io
import os
import shutil
import struct
import subprocess
import sys
import textwrap
from pathlib import Path
from types import ModuleType

import pygame
import pytest

import yenta_desktop
from yenta_desktop.resources import asset_path

from .conftest import ROOT


def _png(size: int) -> bytes:
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    surface.fill((10, 20, 30, 255))
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "x.png")
    return buffer.getvalue()


def test_name_and_version_come_from_pyproject(build_exe: ModuleType) -> None:
    project = build_exe.read_project()
    assert project.name == yenta_desktop.APP_NAME == "yenta-desktop"
    assert project.version == yenta_desktop.__version__


def test_python_310_fallback_reads_the_same_fields(
    build_exe: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    expected = build_exe.read_project()
    monkeypatch.setitem(sys.modules, "tomllib", None)  # as on Python 3.10: no tomllib
    assert build_exe.read_project() == expected


def test_ico_holds_every_size_as_png(build_exe: ModuleType) -> None:
    sizes = [16, 32, 48, 256]
    data = build_exe.make_ico([_png(s) for s in sizes])
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, len(sizes))
    for index, size in enumerate(sizes):
        width, height, _, _, planes, bits, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * index : 22 + 16 * index]
        )
        assert (width, height) == (size % 256, size % 256)  # 0 stands for 256
        assert (planes, bits) == (1, 32)
        image = data[offset : offset + length]
        assert build_exe.png_size(image) == (size, size)
    assert offset + length == len(data)


def test_ico_refuses_images_over_256(build_exe: ModuleType) -> None:
    with pytest.raises(ValueError, match="at most 256"):
        build_exe.make_ico([_png(512)])


def test_icns_has_a_typed_png_element_per_size(build_exe: ModuleType) -> None:
    sizes = [16, 32, 128, 256, 512]
    data = build_exe.make_icns([_png(s) for s in sizes])
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    position, seen = 8, []
    while position < len(data):
        kind = data[position : position + 4]
        length = struct.unpack(">I", data[position + 4 : position + 8])[0]
        image = data[position + 8 : position + length]
        seen.append((kind, build_exe.png_size(image)[0]))
        position += length
    assert position == len(data)
    assert seen == [(build_exe.ICNS_TYPES[s], s) for s in sizes]


def test_icns_refuses_sizes_it_has_no_slot_for(build_exe: ModuleType) -> None:
    with pytest.raises(ValueError, match="no .icns slot"):
        build_exe.make_icns([_png(48)])


def test_committed_icon_is_256_square_with_transparent_corners() -> None:
    icon = pygame.image.load(str(asset_path("icons", "icon.png")))
    assert icon.get_size() == (256, 256)
    for corner in [(0, 0), (255, 0), (0, 255), (255, 255)]:
        assert icon.get_at(corner).a == 0
    assert icon.get_at((128, 128)).a == 255  # where the dice overlap: solid


def test_make_icon_draws_at_any_size() -> None:
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        import make_icon
    finally:
        sys.path.remove(str(ROOT / "scripts"))
    small = make_icon.draw_icon(64)
    assert small.get_size() == (64, 64)
    assert small.get_at((0, 0)).a == 0
    opaque = sum(small.get_at((x, y)).a == 255 for x in range(64) for y in range(64))
    assert opaque > 64 * 64 // 4  # the dice fill a good part of the square


def test_package_modules_are_read_from_this_checkout(build_exe: ModuleType, tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    (package / "sub" / "__pycache__").mkdir(parents=True)
    for name in [
        "__init__.py",
        "__main__.py",
        "cli.py",
        "sub/__init__.py",
        "sub/x.py",
        "sub/__pycache__/x.py",
        "not-a-module.py",
    ]:
        (package / name).write_text("")
    assert build_exe.package_modules(package) == ["pkg", "pkg.cli", "pkg.sub", "pkg.sub.x"]
    real = build_exe.package_modules()
    assert "yenta_desktop.commands.simulate" in real
    assert "yenta_desktop.__main__" not in real  # importing it would start the app


def test_every_asset_is_added_and_caches_are_not(build_exe: ModuleType, tmp_path: Path) -> None:
    assets = tmp_path / "assets"
    (assets / "themes").mkdir(parents=True)
    (assets / "__pycache__").mkdir()
    (assets / "__init__.py").write_text("")
    (assets / "themes" / "table.json").write_text("{}")
    (assets / "__pycache__" / "__init__.cpython-311.pyc").write_bytes(b"")
    (assets / "themes" / "table.json~").write_text("")
    args = build_exe.asset_data_args(assets)
    pairs = [args[i + 1] for i in range(0, len(args), 2)]
    assert args[::2] == ["--add-data"] * len(pairs)
    assert pairs == [
        f"{assets / '__init__.py'}{os.pathsep}yenta_desktop/assets",
        f"{assets / 'themes' / 'table.json'}{os.pathsep}yenta_desktop/assets/themes",
    ]


def test_real_assets_folder_is_bundled_whole(build_exe: ModuleType) -> None:
    args = build_exe.asset_data_args()
    sources = {Path(a.split(os.pathsep)[0]) for a in args[1::2]}
    assert ROOT / "assets" / "__init__.py" in sources
    assert ROOT / "assets" / "icons" / "icon.png" in sources
    assert all(s.is_file() for s in sources)


def test_pyinstaller_options(build_exe: ModuleType, tmp_path: Path) -> None:
    project = build_exe.read_project()
    entry = build_exe.write_entry_script(tmp_path, project)
    args = build_exe.pyinstaller_args(project, entry, tmp_path / "d", tmp_path / "w")
    assert args[0] == str(entry)
    assert args[args.index("--name") + 1] == "yenta-desktop"
    assert "--windowed" in args and "--onedir" in args and "--strip" not in args
    assert args[args.index("--distpath") + 1] == str(tmp_path / "d")
    assert args[args.index("--specpath") + 1] == str(tmp_path / "w")  # no .spec in the repo
    excluded = {args[i + 1] for i, a in enumerate(args) if a == "--exclude-module"}
    assert {"tkinter", "numpy", "unittest"} <= excluded
    hidden = {args[i + 1] for i, a in enumerate(args) if a == "--hidden-import"}
    assert {"pygame_gui", "yenta_desktop.cli", "yenta_desktop.commands.simulate"} <= hidden
    hooks = args[args.index("--additional-hooks-dir") + 1]
    assert (Path(hooks) / "hook-pygame_gui.py").is_file()  # ours, over pygame_gui's own
    every_font = build_exe.pyinstaller_args(project, entry, tmp_path, tmp_path, all_gui_fonts=True)
    assert "--additional-hooks-dir" not in every_font
    one = build_exe.pyinstaller_args(
        project,
        entry,
        tmp_path,
        tmp_path,
        onefile=True,
        console=True,
        strip=True,
        icon=tmp_path / "i.ico",
    )
    assert "--onefile" in one and "--console" in one and "--strip" in one
    assert one[one.index("--icon") + 1] == str(tmp_path / "i.ico")
    versioned = build_exe.pyinstaller_args(
        project, entry, tmp_path, tmp_path, version_file=tmp_path / "v.txt"
    )
    assert versioned[versioned.index("--version-file") + 1] == str(tmp_path / "v.txt")


def test_entry_script_runs_the_cli(build_exe: ModuleType, tmp_path: Path) -> None:
    entry = build_exe.write_entry_script(tmp_path, build_exe.read_project())
    result = subprocess.run(
        [sys.executable, str(entry), "--version"], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0
    assert result.stdout.strip() == f"yenta-desktop {yenta_desktop.__version__}"


def test_icon_file_per_platform(build_exe: ModuleType, tmp_path: Path) -> None:
    ico = build_exe.platform_icon(tmp_path, "win32")
    assert ico.suffix == ".ico" and ico.read_bytes()[:4] == b"\0\0\1\0"
    icns = build_exe.platform_icon(tmp_path, "darwin")
    assert icns.suffix == ".icns" and icns.read_bytes()[:4] == b"icns"
    assert build_exe.platform_icon(tmp_path, "linux") is None


def test_macos_bundle_gets_the_version(build_exe: ModuleType) -> None:
    import ast

    templates = pytest.importorskip("PyInstaller.building.templates")
    spec = "coll = COLLECT(exe)\n" + templates.bundletmplt % {
        "app_bundle_name": "yenta-desktop.app",
        "icon": "icon.icns",
        "bundle_identifier": None,
    }
    project = build_exe.read_project()
    patched = build_exe.add_bundle_version(spec, project)
    call = ast.parse(patched).body[-1].value  # type: ignore[attr-defined]
    keywords = {k.arg: ast.literal_eval(k.value) for k in call.keywords}
    assert keywords["name"] == "yenta-desktop.app"
    assert keywords["version"] == project.version
    assert keywords["info_plist"]["CFBundleShortVersionString"] == project.version
    assert keywords["info_plist"]["NSHighResolutionCapable"] is True
    assert build_exe.add_bundle_version("coll = COLLECT(exe)\n", project) is None


@pytest.mark.parametrize(
    ("version", "numbers"),
    [("0.1.0", (0, 1, 0, 0)), ("1.2", (1, 2, 0, 0)), ("2.0.1.dev3+g5", (2, 0, 1, 0))],
)
def test_windows_version_numbers(
    build_exe: ModuleType, version: str, numbers: tuple[int, ...]
) -> None:
    assert build_exe.version_tuple(version) == numbers


def test_windows_version_file_is_what_pyinstaller_reads(
    build_exe: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # PyInstaller's reader needs pefile (installed with PyInstaller on Windows only).
    pytest.importorskip("pefile")
    compat = pytest.importorskip("PyInstaller.compat")
    monkeypatch.setattr(compat, "win32api", getattr(compat, "win32api", None), raising=False)
    versioninfo = pytest.importorskip("PyInstaller.utils.win32.versioninfo")
    path = tmp_path / "version-info.txt"
    project = build_exe.read_project()
    path.write_text(build_exe.windows_version_info(project), encoding="utf-8")
    info = versioninfo.load_version_info_from_text_file(str(path))
    raw = info.toRaw()
    for text in (project.version, "yenta-desktop.exe", "Yenta Desktop"):
        assert text.encode("utf-16-le") in raw
    assert build_exe.windows_version_info(project).count("StringStruct(") == 7


@pytest.mark.parametrize(
    ("platform", "onefile", "bundle", "exe"),
    [
        ("linux", False, "yenta-desktop", "yenta-desktop/yenta-desktop"),
        ("linux", True, "yenta-desktop", "yenta-desktop"),
        ("win32", False, "yenta-desktop", "yenta-desktop/yenta-desktop.exe"),
        ("win32", True, "yenta-desktop.exe", "yenta-desktop.exe"),
        ("darwin", False, "yenta-desktop.app", "yenta-desktop/yenta-desktop"),
    ],
)
def test_where_the_app_lands(
    build_exe: ModuleType, platform: str, onefile: bool, bundle: str, exe: str
) -> None:
    project = build_exe.read_project()
    dist = Path("dist")
    assert build_exe.bundle_path(project, dist, onefile=onefile, platform=platform) == dist / bundle
    assert (
        build_exe.executable_path(project, dist, onefile=onefile, platform=platform) == dist / exe
    )


def test_template_placeholders_must_all_be_filled(build_exe: ModuleType) -> None:
    assert build_exe.render_template("a=@A@", {"A": "1"}) == "a=1"
    with pytest.raises(ValueError, match="@B@"):
        build_exe.render_template("a=@A@ b=@B@", {"A": "1"})


@pytest.mark.parametrize(
    ("path", "quoted"),
    [
        ("/opt/yenta/yenta-desktop", '"/opt/yenta/yenta-desktop"'),
        ("/home/a b/yenta", '"/home/a b/yenta"'),
        ("/x/100%/y", '"/x/100%%/y"'),
        ("/x/$HOME/y", '"/x/\\\\$HOME/y"'),
        ('/x/"q"/y', '"/x/\\\\"q\\\\"/y"'),
    ],
)
def test_desktop_exec_quoting(build_exe: ModuleType, path: str, quoted: str) -> None:
    assert build_exe.desktop_exec_quote(path) == quoted


def test_linux_menu_entry_is_complete(build_exe: ModuleType, tmp_path: Path) -> None:
    exe = tmp_path / "yenta-desktop"
    exe.write_text("#!/bin/sh\n")
    written = build_exe.write_linux_integration(build_exe.read_project(), tmp_path, exe)
    assert [p.name for p in written] == [
        "yenta-desktop.desktop",
        "yenta-desktop.png",
        "install-linux.sh",
    ]
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(tmp_path / "yenta-desktop.desktop", encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Type"] == "Application"
    assert section["Name"] == "Yenta"
    assert section["Exec"] == f'"{exe}"'
    assert Path(section["Icon"]).read_bytes() == asset_path("icons", "icon.png").read_bytes()
    assert section["Terminal"] == "false"
    assert "Game;" in section["Categories"]
    assert os.access(tmp_path / "install-linux.sh", os.X_OK)
    validator = shutil.which("desktop-file-validate")  # desktop-file-utils, if installed
    if validator:
        checked = subprocess.run(
            [validator, str(tmp_path / "yenta-desktop.desktop")],
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert checked.returncode == 0 and not checked.stdout.strip(), checked.stdout


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the installer is for Linux")
def test_linux_installer_adds_and_removes_the_menu_entry(
    build_exe: ModuleType, tmp_path: Path
) -> None:
    app = tmp_path / "my apps" / "yenta-desktop"  # a space in the path, on purpose
    app.mkdir(parents=True)
    exe = app / "yenta-desktop"
    exe.write_text("#!/bin/sh\n")
    exe.chmod(0o755)
    build_exe.write_linux_integration(build_exe.read_project(), app, exe)
    data = tmp_path / "data"
    env = dict(os.environ, XDG_DATA_HOME=str(data), HOME=str(tmp_path))
    installer = str(app / "install-linux.sh")
    done = subprocess.run([installer], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    menu = data / "applications" / "yenta-desktop.desktop"
    text = menu.read_text(encoding="utf-8")
    assert f'Exec="{exe}"' in text.splitlines()
    assert "Icon=yenta-desktop" in text.splitlines()
    assert (data / "icons" / "hicolor" / "256x256" / "apps" / "yenta-desktop.png").is_file()
    gone = subprocess.run(
        [installer, "--uninstall"], env=env, capture_output=True, text=True, timeout=60
    )
    assert gone.returncode == 0
    assert not menu.exists()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the installer is for Linux")
def test_linux_installer_refuses_a_path_it_cannot_write_into_the_entry(
    build_exe: ModuleType, tmp_path: Path
) -> None:
    app = tmp_path / "cost$5" / "yenta-desktop"
    app.mkdir(parents=True)
    exe = app / "yenta-desktop"
    exe.write_text("#!/bin/sh\n")
    exe.chmod(0o755)
    build_exe.write_linux_integration(build_exe.read_project(), app, exe)
    data = tmp_path / "data"
    env = dict(os.environ, XDG_DATA_HOME=str(data), HOME=str(tmp_path))
    done = subprocess.run(
        [str(app / "install-linux.sh")], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 1
    assert "move the folder" in done.stderr
    assert not (data / "applications").exists()


def test_app_imports_without_the_excluded_modules(build_exe: ModuleType) -> None:
    """What the bundle leaves out must not be needed: import every app module without it."""
    script = textwrap.dedent(
        f"""
        import importlib, pkgutil, sys
        for name in {list(build_exe.EXCLUDES)!r}:
            sys.modules[name] = None  # import of it now fails, as in the bundle
        import yenta_desktop, yenta_desktop.ui.app, pygame_gui
        for info in pkgutil.walk_packages(yenta_desktop.__path__, "yenta_desktop."):
            if not info.name.endswith("__main__"):
                importlib.import_module(info.name)
        import pygame
        pygame.init()
        pygame.display.set_mode((320, 200))
        pygame_gui.UIManager((320, 200))
        print("ok")
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.strip().endswith("ok")
