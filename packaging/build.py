"""Build the standalone Wartable app (no Python needed to run it) and pack it as one archive.

    python -m pip install -e '.[app]'      # PyInstaller, once
    python packaging/build.py [--dist DIR]

The same commands on Linux, macOS and Windows (docs/packaging.md): PyInstaller makes a one-folder
app (``wartable/wartable`` and its ``_internal`` folder: Python, Qt with its platform plugins
and translations, the rulesets, schemas, help, icons and examples) from ``packaging/wartable.spec``,
the desktop files go beside it (Linux: ``desktop/``), and the folder is packed as
``wartable-<version>-<system>-<machine>.tar.gz`` (``.zip`` on Windows) in ``dist/``.
"""
from __future__ import annotations

import argparse
import platform
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HERE = ROOT / "packaging"


def version() -> str:
    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10
        import re

        return re.search(r'^version = "([^"]+)"', (ROOT / "pyproject.toml").read_text("utf-8"), re.M).group(1)
    return tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]["version"]


def archive_name() -> str:
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform.rstrip("0123456789"))
    return f"wartable-{version()}-{system}-{platform.machine().lower()}"


def build(dist: Path, work: Path) -> Path:
    """The app folder ``dist/wartable``; PyInstaller's output goes to ``work``."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        sys.exit("PyInstaller is not installed: python -m pip install -e '.[app]'")
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
                    "--distpath", str(dist), "--workpath", str(work), str(HERE / "wartable.spec")], check=True)
    app = dist / "wartable"
    if sys.platform.startswith("linux"):  # the desktop entry, the file type and the icons (docs/packaging.md)
        desktop = app / "desktop"
        desktop.mkdir(exist_ok=True)
        for name in ("wartable.desktop", "wartable-mime.xml", "install-desktop.sh"):
            shutil.copy2(HERE / name, desktop / name)
        (desktop / "install-desktop.sh").chmod(0o755)
        icons = desktop / "icons"
        icons.mkdir(exist_ok=True)
        for png in (ROOT / "resources" / "icons" / "app").glob("wartable-*.png"):
            shutil.copy2(png, icons / png.name)
    return app


def pack(app: Path, dist: Path) -> Path:
    """The app folder as one archive, its top folder named as the archive."""
    name = archive_name()
    top = dist / name
    if top.exists():
        shutil.rmtree(top)
    shutil.move(str(app), str(top))
    kind = "zip" if sys.platform == "win32" else "gztar"
    archive = Path(shutil.make_archive(str(dist / name), kind, root_dir=dist, base_dir=name))
    shutil.rmtree(top)
    return archive


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the standalone Wartable app as one archive.")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the archive goes (default: dist/)")
    parser.add_argument("--work", type=Path, default=None, help="PyInstaller's work folder (default: build/ beside dist)")
    args = parser.parse_args(argv)
    dist = args.dist.resolve()
    work = (args.work or dist.parent / "build").resolve()
    started = time.monotonic()
    app = build(dist, work)
    archive = pack(app, dist)
    print(f"{archive} ({archive.stat().st_size / 1e6:.1f} MB) built in {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
