"""Wartable as a volunteer gets it: the wheel installed into a fresh environment, and the
standalone app ``packaging/build.py`` makes (no Python on the PATH), each run from a folder that
is not the checkout: every command, and the window painted on an example and closed."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BIN = "Scripts" if os.name == "nt" else "bin"


def clean_env(home: Path, path: str) -> dict:
    """An environment with nothing of the checkout's or the test run's: its own home, no PYTHONPATH."""
    env = {"HOME": str(home), "PATH": path, "LANG": "C.UTF-8", "QT_QPA_PLATFORM": "offscreen",
           "XDG_CONFIG_HOME": str(home / ".config"), "XDG_DATA_HOME": str(home / ".local" / "share"),
           "XDG_CACHE_HOME": str(home / ".cache"), "WARTABLE_LANG": "en"}
    for key in ("SYSTEMROOT", "TEMP", "TMP"):  # what Windows cannot start a process without
        if key in os.environ:
            env[key] = os.environ[key]
    return env


def run(command: list, cwd: Path, env: dict, timeout: int = 300) -> subprocess.CompletedProcess:
    out = subprocess.run([str(c) for c in command], cwd=cwd, env=env, capture_output=True, text=True,
                         timeout=timeout)
    return out


def every_command(wartable: list, folder: Path, env: dict, examples: Path) -> None:
    """``wartable`` (the command as a list) run from ``folder``: what a volunteer does with it."""
    out = run(wartable + ["--version"], folder, env)
    assert out.returncode == 0 and out.stdout.startswith("wartable "), out.stderr
    out = run(wartable + ["rules", "--format", "json"], folder, env)
    assert out.returncode == 0 and '"table.' in out.stdout, out.stderr
    legal = [examples / n for n in ("kensei-120x120.json", "kensei-army-legal.json", "piedras-4-players.json",
                                    "kensei-example-catalogue.json")]
    out = run(wartable + ["validate"] + legal, folder, env)
    assert out.returncode == 0, out.stdout + out.stderr
    documents = [p for p in sorted(examples.rglob("*.json"))  # every example document, the illegal ones too
                 if '"format": "wartable"' in p.read_text(encoding="utf-8")[:200]]  # (not the generator's inputs)
    assert len(documents) > 20
    out = run(wartable + ["validate", "--format", "json"] + documents, folder, env)
    assert out.returncode in (0, 1) and '"findings"' in out.stdout, out.stderr
    out = run(wartable + ["--lang", "es", "validate", examples / "kensei-army-illegal.json"], folder, env)
    assert out.returncode == 1 and "puntos" in out.stdout, out.stdout + out.stderr  # the Spanish messages are in
    sheet = folder / "sheet.pdf"
    out = run(wartable + ["export", examples / "kensei-120x120.json", "--to", "pdf", "--out", sheet], folder, env)
    assert out.returncode == 0 and sheet.read_bytes()[:5] == b"%PDF-", out.stderr
    pack = folder / "pack.pdf"
    out = run(wartable + ["pack", examples / "kensei-event" / "event.json", "--out", pack], folder, env)
    assert out.returncode in (0, 1) and pack.read_bytes()[:5] == b"%PDF-", out.stderr
    roster = folder / "list.txt"
    roster.write_text("2 x Ashigaru spearmen\n", encoding="utf-8")
    out = run(wartable + ["import", roster, "--catalogue", examples / "kensei-example-catalogue.json",
                          "--out", folder / "list.json"], folder, env)
    assert out.returncode in (0, 1) and (folder / "list.json").exists(), out.stdout + out.stderr
    for files in ([examples / "kensei-120x120.json"], []):  # a table, and the start page with the examples
        out = run(wartable + [str(f) for f in files], folder, dict(env, WARTABLE_SMOKE_TEST="1"))
        assert out.returncode == 0, out.stdout + out.stderr
        assert ("painted TableEditor" if files else "painted StartPage") in out.stdout, out.stdout + out.stderr
    out = run(wartable + ["--lang", "es", str(examples / "es" / "piedras-4-players.json")], folder,
              dict(env, WARTABLE_SMOKE_TEST="1"))
    assert out.returncode == 0 and "painted CampaignEditor" in out.stdout, out.stdout + out.stderr
    assert "qtbase_es" in out.stdout  # Qt's own Spanish found (standard buttons, file dialogs)


def test_the_wheel_installed_in_a_fresh_environment_works_from_any_folder(tmp_path):
    """The package comes from the wheel alone (resources, translations, help and the examples inside
    it); its dependencies are the ones this test runs with (a ``.pth`` to their folder), so the test
    needs no network and does not copy Qt."""
    wheels = tmp_path / "wheels"
    out = subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(wheels), str(ROOT)],
                         capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr
    wheel = next(wheels.glob("wartable-*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    for inside in ("resources/help/manual.es.html", "resources/examples/kensei-120x120.json",
                   "resources/examples/es/kensei-event/event.json", "resources/icons/app/wartable-256.png",
                   "resources/translations/es/editor.mainwindow.qm", "resources/translations/es.qm",
                   "resources/schema/table.schema.json"):
        assert inside in names, inside
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    python = venv / BIN / ("python.exe" if os.name == "nt" else "python")
    out = subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "-q", "--no-deps",
                          "--no-index", str(wheel)], capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr
    site = Path(subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                               capture_output=True, text=True, check=True).stdout.strip())
    (site / "zz-dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n", encoding="utf-8")
    folder = tmp_path / "somewhere"
    folder.mkdir()
    env = clean_env(tmp_path / "home", str(venv / BIN) + os.pathsep + "/usr/bin" + os.pathsep + "/bin")
    where = run([python, "-c", "import editor, resources; print(editor.__file__); print(resources.__file__)"],
                folder, env)
    assert where.returncode == 0, where.stderr
    assert all(Path(p).is_relative_to(site) for p in where.stdout.split()), where.stdout  # not the checkout
    examples = site / "resources" / "examples"
    every_command([venv / BIN / "wartable"], folder, env, examples)


def _built_app() -> Path | None:
    archive = os.environ.get("WARTABLE_APP_ARCHIVE")
    return Path(archive) if archive else None


#: what PyInstaller needs of the system on Linux (glibc's ldd, binutils): every machine that builds
#: the app has them (docs/packaging.md); the test says so rather than fail deep inside the build
_BUILD_TOOLS = ("ldd", "objdump", "objcopy") if sys.platform.startswith("linux") else ()


@pytest.mark.skipif(_built_app() is None and not all(shutil.which(t) for t in _BUILD_TOOLS),
                    reason="PyInstaller needs ldd, objdump and objcopy (glibc and binutils) to build the app")
def test_the_standalone_app_runs_without_python(tmp_path):
    """The archive ``packaging/build.py`` makes, unpacked where a volunteer would put it and run with
    no Python on the PATH and a clean environment."""
    archive = _built_app()
    if archive is None:
        out = subprocess.run([sys.executable, str(ROOT / "packaging" / "build.py"), "--dist", str(tmp_path / "dist")],
                             capture_output=True, text=True, timeout=1800)
        assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-3000:]
        archive = next((tmp_path / "dist").glob("wartable-*"))
    unpacked = tmp_path / "unpacked"
    shutil.unpack_archive(str(archive), str(unpacked))
    app = next(unpacked.glob("*/wartable*"))
    assert app.is_file()
    internal = app.parent / "_internal"
    for inside in ("resources/examples/kensei-120x120.json", "resources/help/manual.en.html",
                   "resources/translations/es/editor.mainwindow.qm", "resources/translations/es.qm",
                   "resources/rulesets/kensei.json"):
        assert (internal / inside).exists(), inside
    assert list(internal.rglob("libqoffscreen*")) and list(internal.rglob("libqxcb*"))  # Qt's platform plugins
    assert list(internal.rglob("qtbase_es.qm"))  # Qt's own Spanish
    bare = tmp_path / "bare-bin"  # a PATH without Python: only what a shell needs
    bare.mkdir()
    env = clean_env(tmp_path / "home", str(bare))
    assert shutil.which("python3", path=env["PATH"]) is None and shutil.which("python", path=env["PATH"]) is None
    folder = tmp_path / "somewhere"
    folder.mkdir()
    every_command([app], folder, env, internal / "resources" / "examples")


@pytest.mark.skipif(not (shutil.which("update-mime-database") and shutil.which("gio")),
                    reason="needs shared-mime-info's update-mime-database and gio (a Linux desktop's tools)")
def test_the_desktop_files_make_a_wartable_document_open_in_wartable(tmp_path):
    """install-desktop.sh as the unpacked app has it: the menu entry runs the app with the files,
    and a document saved as any ``.json`` is a Wartable document by its content, other JSON is not."""
    import configparser

    app = tmp_path / "app"
    desktop = app / "desktop"
    (desktop / "icons").mkdir(parents=True)
    for name in ("wartable.desktop", "wartable-mime.xml", "install-desktop.sh"):
        shutil.copy2(ROOT / "packaging" / name, desktop / name)
    for png in (ROOT / "resources" / "icons" / "app").glob("wartable-*.png"):
        shutil.copy2(png, desktop / "icons" / png.name)
    data = tmp_path / "data"
    env = dict(os.environ, XDG_DATA_HOME=str(data))
    out = subprocess.run(["sh", str(desktop / "install-desktop.sh")], env=env, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(data / "applications" / "wartable.desktop", encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Exec"] == f'"{app}/wartable" %F' and "application/x-wartable+json" in section["MimeType"]
    for size in (16, 32, 48, 64, 128, 256):
        assert (data / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "wartable.png").exists()

    def content_type(path: Path) -> str:
        out = subprocess.run(["gio", "info", "-a", "standard::content-type", str(path)], env=env,
                             capture_output=True, text=True, timeout=60)
        return out.stdout.split("content-type:")[-1].strip()

    saved = tmp_path / "spring tournament table.json"
    shutil.copy2(ROOT / "examples" / "kensei-120x120.json", saved)
    compact = tmp_path / "compact.json"
    compact.write_text('{"format":"wartable","format_version":1,"kind":"army"}', encoding="utf-8")
    plain = tmp_path / "settings.json"
    plain.write_text('{"format": "something else", "a": 1}', encoding="utf-8")
    assert content_type(saved) == content_type(compact) == "application/x-wartable+json"
    assert content_type(plain) == "application/json"
    out = subprocess.run(["sh", str(desktop / "install-desktop.sh"), "--remove"], env=env, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0 and not (data / "applications" / "wartable.desktop").exists()
    assert content_type(saved) == "application/json"
