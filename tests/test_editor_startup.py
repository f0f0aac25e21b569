"""Start-up with files named on the command line: a table's picture first, then its tab."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"


def saved_by_the_app(source: Path, folder: Path) -> Path:
    """``source`` opened and saved again by Wartable's own save, as every file the app writes today
    (the newest format version), in ``folder``."""
    from model import files

    folder.mkdir(parents=True, exist_ok=True)
    target = folder / source.name
    files.save(files.load(source), target)
    assert json.loads(target.read_text(encoding="utf-8"))["format_version"] == files.FORMAT_VERSION
    return target


#: the start-up pictures' files: each example as shipped (English: format 1; Spanish: the newest) and
#: as the app saves it today, and the oldest format's test file
def _picture_files(name: str) -> list:
    return [pytest.param(EXAMPLES / name, id="en-shipped"), pytest.param(EXAMPLES / "es" / name, id="es-shipped"),
            pytest.param(("saved", EXAMPLES / name), id="en-saved"),
            pytest.param(("saved", EXAMPLES / "es" / name), id="es-saved")]


def test_the_picture_reads_each_version_as_the_full_load_upgrades_it():
    """The pictures' upgrade path is the load's: every format test file comes out alike."""
    from model import files
    from model.upgrades import readable

    versions = sorted((ROOT / "tests" / "data").glob("format-v*.json"))
    assert len(versions) >= files.FORMAT_VERSION
    for path in versions:
        data = json.loads(path.read_text(encoding="utf-8"))
        assert readable(data) == files.check_envelope(data, path), path.name
    assert readable({"format": "wartable", "format_version": files.FORMAT_VERSION + 1, "kind": "table"}) is None
    assert readable({"format": "wartable", "format_version": 0, "kind": "table"}) is None
    assert readable({"format": "wartable", "format_version": 2, "kind": "map"}) is None


def _resolve(spec, tmp_path: Path) -> Path:
    if isinstance(spec, tuple):
        return saved_by_the_app(spec[1], tmp_path / spec[1].parent.name)
    return spec


@pytest.fixture
def started(qtbot, settings, monkeypatch):
    """A window as ``wartable FILE...`` builds it: no start page until the files are tried."""
    from editor.mainwindow import MainWindow

    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.Discard))
    window = MainWindow(settings, start_page=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    yield window
    for editor in list(window.editors):
        editor.qdoc.undo_stack.setClean()
        editor.validator.wait()


@pytest.mark.parametrize("spec", _picture_files("kensei-120x120.json")
                         + [pytest.param(ROOT / "tests" / "data" / "format-v1-table.json", id="format-v1")])
def test_a_table_is_painted_from_its_file_then_its_tab_takes_over(started, qtbot, tmp_path, spec):
    from editor.table import TableEditor
    from editor.table.preview import TablePreview

    path = _resolve(spec, tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    started.open_at_start([str(path)])
    preview = started.tabs.currentWidget()
    assert isinstance(preview, TablePreview)
    assert not started.editors  # the picture is on screen before the document is built
    assert len(preview.pieces) == len(data["pieces"]) and len(preview.zones) == len(data["zones"])
    assert len(preview.markers) == len(data["markers"])
    assert started.start_page is None
    qtbot.waitUntil(lambda: len(started.editors) == 1, timeout=5000)
    editor = started.editors[0]
    assert isinstance(editor, TableEditor)
    assert started.tabs.count() == 1 and started.tabs.currentWidget() is editor
    assert started.start_page is None
    assert started.recent_files()[0] == str(path)


def test_an_edit_and_its_undo_work_as_soon_as_the_tab_takes_over(started, qtbot):
    """What a user does first: the picture turns into the editable tab, and the keys act on it."""
    from PySide6.QtCore import Qt

    path = EXAMPLES / "kensei-120x120.json"
    pieces = len(json.loads(path.read_text(encoding="utf-8"))["pieces"])
    started.open_at_start([str(path)])
    qtbot.waitUntil(lambda: len(started.editors) == 1, timeout=5000)
    editor = started.editors[0]
    assert started.tabs.currentWidget() is editor
    qtbot.waitExposed(editor.view.viewport())
    editor.view.setFocus()
    qtbot.keyClick(editor.view.viewport(), Qt.Key_A, Qt.ControlModifier)  # Select All
    assert len(editor.selected()) >= pieces
    qtbot.keyClick(editor.view.viewport(), Qt.Key_Delete)
    assert len(editor.document.pieces) == 0 and editor.qdoc.is_modified()
    assert "*" in started.tabs.tabText(0)
    qtbot.keyClick(editor.view.viewport(), Qt.Key_Z, Qt.ControlModifier)  # Undo
    assert len(editor.document.pieces) == pieces and not editor.qdoc.is_modified()


def test_the_tab_taking_over_from_the_picture_lays_its_panels_out_once(started, qtbot, monkeypatch):
    """The picture's tab closing leaves the same tab current: its panels, menus and tools stay where they
    were put, rather than being taken out of the window and laid out again before the tab paints."""
    from PySide6.QtCore import Qt

    entered = []
    enter = started.layouts.enter
    monkeypatch.setattr(started.layouts, "enter",
                        lambda kind, editor: (entered.append((kind, editor)), enter(kind, editor))[1])
    started.open_at_start([str(EXAMPLES / "kensei-120x120.json")])
    qtbot.waitUntil(lambda: len(started.editors) == 1, timeout=5000)
    editor = started.editors[0]
    assert started.tabs.count() == 1 and started.tabs.currentWidget() is editor
    assert [e for e in entered if e[1] is not None] == [("table", editor)]
    for dock in editor.docks():
        assert started.dockWidgetArea(dock) != Qt.NoDockWidgetArea, dock.objectName()
    assert editor.table_menu.menuAction() in started.menuBar().actions()
    assert started.undo_group.activeStack() is editor.qdoc.undo_stack


def test_other_documents_and_several_files_open_as_tabs(started, qtbot):
    paths = [EXAMPLES / "kensei-120x120.json", EXAMPLES / "kensei-army-legal.json"]
    started.open_at_start([str(p) for p in paths])
    qtbot.waitUntil(lambda: len(started.editors) == 2, timeout=5000)
    assert started.tabs.count() == 2
    assert [e.qdoc.path.name for e in started.editors] == [p.name for p in paths]
    started.open_at_start([str(EXAMPLES / "kensei-army-illegal.json")])  # an army list: no picture, opened at once
    assert len(started.editors) == 3


@pytest.mark.parametrize("spec", _picture_files("piedras-4-players.json")
                         + [pytest.param(ROOT / "tests" / "data" / "format-v3-campaign.json", id="format-v3")])
def test_a_campaign_map_is_painted_from_its_file_then_its_tab_takes_over(started, qtbot, tmp_path, spec):
    from editor.campaign import CampaignEditor
    from editor.campaign.preview import CampaignPreview

    path = _resolve(spec, tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    started.open_at_start([str(path)])
    preview = started.tabs.currentWidget()
    assert isinstance(preview, CampaignPreview) and not started.editors
    assert len(preview.cells) == len(data["hexes"])
    owned = {(h["q"], h["r"]): h["owner"] for h in data["hexes"] if h.get("owner")}
    assert owned and {k: c.owner for k, c in preview.cells.items() if c.owner} == owned
    qtbot.waitUntil(lambda: len(started.editors) == 1, timeout=5000)
    assert isinstance(started.editors[0], CampaignEditor) and started.tabs.currentWidget() is started.editors[0]
    assert started.tabs.count() == 1 and started.recent_files()[0] == str(path)


BROKEN = {  # each painted as a picture first (what it can read of it), then refused by the real load
    "table": '{"format": "wartable", "format_version": 1, "kind": "table", "name": 5, "width": 100, '
             '"depth": 100, "pieces": [{"footprint": "nonsense"}]}',
    "campaign": '{"format": "wartable", "format_version": 1, "kind": "campaign", "name": "Map", "ruleset": '
                '"warhammer-campaign", "grid": {"orientation": "pointy", "size": 30}, "players": [], '
                '"hexes": [{"q": 0, "r": 0, "terrain": "plains"}, {"q": "one", "r": 0}]}',
}


@pytest.mark.parametrize("kind", sorted(BROKEN))
def test_a_file_that_cannot_be_read_at_start_leaves_the_start_page(started, qtbot, tmp_path, kind):
    bad = tmp_path / "broken.json"
    bad.write_text(BROKEN[kind], encoding="utf-8")
    from editor.preview import first_picture

    assert first_picture(bad) is not None  # what the picture could read is on screen first
    started.open_at_start([str(bad)])
    qtbot.waitUntil(lambda: started.start_page is not None, timeout=5000)
    assert started.tabs.currentWidget() is started.start_page and not started.editors
    box = started.findChild(QMessageBox, "ErrorDialog")
    assert box is not None and "broken.json" in box.text()
    box.close()


def lines_of_fresh_process(code: str) -> list[str]:
    """The lines ``code`` prints, run by a fresh Python process (offscreen Qt, this copy's code)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=str(ROOT),
                         timeout=60)
    assert out.returncode == 0, out.stderr
    return out.stdout.strip().splitlines()


def test_the_first_picture_needs_neither_shapely_nor_numpy(tmp_path):
    """What the window and the pictures of a table and a campaign map import, for files as the app
    saves them today: the libraries their models bring come after, and so does Qt's SVG module (the
    campaign's icons are drawn from its second paint on). No brush is made in a way that has PySide6
    make the Python type of QGradient (180 presets) for it."""
    table = saved_by_the_app(EXAMPLES / "kensei-120x120.json", tmp_path / "saved")
    campaign = saved_by_the_app(EXAMPLES / "piedras-4-players.json", tmp_path / "saved")
    code = (
        "import sys\n"
        "from PySide6.QtCore import QSettings\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from editor.mainwindow import MainWindow\n"
        "from editor.table.preview import TablePreview\n"
        f"w = MainWindow(QSettings({str(tmp_path / 'w.ini')!r}, QSettings.IniFormat), start_page=False)\n"
        f"p = TablePreview.for_file({str(table)!r}, w)\n"
        "assert p is not None and p.pieces\n"
        "p.resize(400, 300); p.grab()\n"
        "from editor.preview import first_picture\n"
        f"c = first_picture({str(campaign)!r}, w)\n"
        "assert type(c).__name__ == 'CampaignPreview' and c.cells\n"
        "c.resize(400, 300); c.grab()\n"
        "made = [n for n in ('QGradient',) if n in vars(sys.modules['PySide6.QtGui'])]\n"
        "print(sorted(m for m in ('shapely', 'numpy', 'pyqtgraph', 'networkx', 'jsonschema', 'PySide6.QtSvg')"
        " if m in sys.modules) + made)\n"
    )
    assert lines_of_fresh_process(code)[-1] == "[]"


#: What the window must not have imported when it first paints a table named on the command line:
#: the checks, the sight engine, the charts, the printing stack (``editor.printing`` itself is a few
#: Qt-free constants the command line reads) and the libraries they bring all
#: come after the picture is on screen; so do the document model, the start page nobody sees, the
#: installed packages' metadata (``--version`` only) and what recovery files alone need.
NOT_BEFORE_FIRST_PAINT = ("validators", "validators.sight", "validators.table_rules", "pyqtgraph",
                          "editor.printing.formats", "editor.printing.pages", "editor.table.sight", "editor.charts", "shapely", "numpy",
                          "networkx", "jsonschema", "PySide6.QtPrintSupport", "PySide6.QtSvg", "model.files",
                          "model.table", "editor.startpage", "editor.elided", "importlib.metadata", "hashlib",
                          "secrets", "editor.background")
#: ... and what the table's tab does without until it is used (a chart shown, a printout made, a list
#: imported), or until it has painted (its first check: the table's rule modules, the sight engine's among them)
NOT_WHEN_READY = ("pyqtgraph", "editor.charts", "editor.printing.dialog", "editor.printing.formats",
                  "editor.printing.pages", "PySide6.QtPrintSupport", "model.importers",
                  "validators.table_rules", "validators.sight_rules")

STARTUP_PROBE = """
import gc, json, os, sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

from editor import cli, mainwindow
from editor.base import DocumentEditor

seen = {}
windows = []

class FirstPaint(QObject):
    def __init__(self, word, then=None):
        super().__init__()
        self.word, self.then = word, then

    def eventFilter(self, watched, event):
        if event.type() == QEvent.Paint and self.word not in seen:
            seen[self.word] = sorted(sys.modules)
            elided = sys.modules.get("editor.elided")
            seen[self.word + " filter"] = elided is not None and elided.installed()
            seen[self.word + " collector"] = gc.isenabled()
            seen[self.word + " style"] = "QStyle" in vars(sys.modules["PySide6.QtWidgets"])
            if self.then:
                QTimer.singleShot(0, self.then)
        return False

opened = mainwindow.MainWindow.open_at_start
spies = []

def open_at_start(window, paths):  # ``wartable TABLE.json`` as typed; the probe watches the tabs
    windows.append(window)
    opened(window, paths)

    def watch(_index=None):
        tab = window.tabs.currentWidget()
        spy = FirstPaint("ready", QApplication.quit) if isinstance(tab, DocumentEditor) else FirstPaint("painted")
        target = tab.view.viewport() if isinstance(tab, DocumentEditor) else tab
        if tab is not None and spy.word not in seen:
            target.installEventFilter(spy)
            spies.append(spy)

    window.tabs.currentChanged.connect(watch)
    watch()
    QTimer.singleShot(60000, QApplication.quit)

mainwindow.MainWindow.open_at_start = open_at_start
cli.main([sys.argv[1]])
from model import files
elided = sys.modules.get("editor.elided")
filter_after = elided is not None and elided.installed()
window = windows[0]
editor = window.editors[0]
editor.validator.wait()
editor.qdoc.undo_stack.setClean()
window.close()
print(json.dumps({"painted": seen.get("painted"), "ready": seen.get("ready"),
                  "filter at first paint": seen.get("painted filter"), "filter after the tab": filter_after,
                  "settings_checks": len(files.SETTINGS_CHECKS), "collector at first paint": seen.get("painted collector"),
                  "collector after": gc.isenabled(), "set apart": gc.get_freeze_count(),
                  "style at first paint": seen.get("painted style"), "style when ready": seen.get("ready style")}))
"""


@pytest.mark.parametrize("lang, source", [("en", EXAMPLES / "kensei-120x120.json"),
                                          ("es", EXAMPLES / "es" / "kensei-120x120.json")])
def test_the_first_paint_comes_before_the_checks_the_sight_engine_charts_and_printing(tmp_path, lang, source):
    """``wartable TABLE.json`` on a table as the app saves it, in either language: the picture is
    painted with nothing heavier than Qt, the editable tab follows without the charts or the printing
    stack, and the checks a file's settings get when it is read are in place by then; the elided-text
    tooltips' application-wide filter starts once the tab has painted. The garbage collector rests until the tab
    is up."""
    table = saved_by_the_app(source, tmp_path / "saved")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT), XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_DATA_HOME=str(tmp_path / "data"), XDG_CACHE_HOME=str(tmp_path / "cache"), WARTABLE_LANG=lang)
    out = subprocess.run([sys.executable, "-c", STARTUP_PROBE, str(table)],
                         capture_output=True, text=True, env=env, cwd=str(ROOT), timeout=120)
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout.strip().splitlines()[-1])
    assert report["painted"] and report["ready"], report
    assert [m for m in NOT_BEFORE_FIRST_PAINT if m in report["painted"]] == []
    assert [m for m in NOT_WHEN_READY if m in report["ready"]] == []
    # the checks of a file's settings are in place, but the validators come with the first check, after
    # the tab's paint, as the table has no settings of its own to check
    assert "validators" not in report["ready"] and report["settings_checks"] > 0
    assert report["filter at first paint"] is False and report["filter after the tab"] is True
    # no Python wrapper of Qt's style by the tab's paint: PySide6 makes the type of the first QStyle handed
    # to it with every enum of the class, 5-10 ms
    assert report["style at first paint"] is False and report["style when ready"] is False
    # the collector rests while the window and the tab are built, and works again once the tab is up,
    # the start's objects set apart from its work
    assert report["collector at first paint"] is False
    assert report["collector after"] is True and report["set apart"] > 0


def test_the_dock_names_the_bases_the_validators_give():
    from editor import validation
    from validators import Severity, findings

    assert validation.BASES == findings.BASES
    assert (validation.RULEBOOK, validation.SETTING, validation.FORMAT) == \
        (findings.RULEBOOK, findings.SETTING, findings.FORMAT)
    assert set(validation.SEVERITY_COLORS) == set(Severity)


def test_the_source_text_translations_come_from_the_cache_until_a_ts_file_changes(tmp_path, monkeypatch):
    """The fallback translator's .ts files are read once into the user's cache; a changed .ts file
    is read again, so an updated translation is never hidden by the cache."""
    import shutil

    from editor import i18n

    folder = tmp_path / "translations"
    (folder / "es").mkdir(parents=True)
    for ts in sorted((i18n.TRANSLATIONS / "es").glob("*.ts"))[:3]:
        shutil.copy(ts, folder / "es" / ts.name)
    monkeypatch.setattr(i18n, "TRANSLATIONS", folder)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    read = []
    monkeypatch.setattr(i18n.SourceTextTranslator, "_read", lambda self, path, real=i18n.SourceTextTranslator._read:
                        (read.append(path.name), real(self, path)))
    first = i18n.SourceTextTranslator("es")
    assert first.by_source and len(read) == 3
    cached = i18n.SourceTextTranslator("es")
    assert len(read) == 3  # nothing parsed: the cache answered
    assert cached.by_context == first.by_context and cached.by_source == first.by_source
    source, forms = next((s, f) for s, f in first.by_source.items() if len(f) == 1 and "<" not in s and "&" not in s)
    ts = next(p for p in sorted((folder / "es").glob("*.ts")) if f"<source>{source}</source>" in p.read_text("utf-8"))
    ts.write_text(ts.read_text("utf-8").replace(f"<translation>{forms[0]}</translation>",
                                                "<translation>Texto nuevo</translation>", 1), "utf-8")
    changed = i18n.SourceTextTranslator("es")
    assert len(read) == 6 and changed.by_source[source] == ["Texto nuevo"]


@pytest.mark.parametrize("argv, files, lang", [
    (["a.json", "b c.json"], ["a.json", "b c.json"], "en"),  # the window's start: no parser built
    (["edit", "a.json"], ["a.json"], "en"),
    ([], [], "en"),
    (["--lang", "es", "a.json"], ["a.json"], "es"),  # options: the parser as always
    (["a.json", "--lang=es"], ["a.json"], "es"),
])
def test_wartable_files_opens_them_in_the_chosen_language(monkeypatch, argv, files, lang):
    from editor import app, cli

    opened = []
    monkeypatch.setattr(app, "run", lambda paths, language: opened.append((paths, language)) or 0)
    monkeypatch.setattr(cli, "build_parser", lambda *a, real=cli.build_parser: built.append(1) or real(*a))
    built = []
    assert cli.main(argv) == 0
    assert opened == [(files, lang)]
    assert bool(built) == any(a.startswith("-") for a in argv)


def test_an_unknown_option_of_the_window_is_refused_as_before(capsys):
    from editor import cli

    with pytest.raises(SystemExit) as exit_:
        cli.main(["--no-such-option", "a.json"])
    assert exit_.value.code == 2 and "--no-such-option" in capsys.readouterr().err


@pytest.mark.parametrize("name", ["kensei-120x120.json", "piedras-4-players.json"])
def test_a_spanish_start_shows_only_spanish_words_while_most_translations_wait_for_the_picture(
        qtbot, settings, monkeypatch, tmp_path, name):
    """In Spanish, ``wartable FILE`` installs only the window's own translations before the file's
    picture; every word asked for until the rest are installed is the one the full set gives, and the
    tab built after the picture has every module's translations."""
    from PySide6.QtCore import QCoreApplication, QTranslator
    from PySide6.QtWidgets import QApplication

    from editor import i18n
    from editor.mainwindow import MainWindow

    asked = set()

    class Spy(QTranslator):  # installed last, so asked first; answers nothing
        def translate(self, context, source, disambiguation=None, n=-1):
            if i18n._rest:
                asked.add((context, source, disambiguation, n))
            return None

    app = QApplication.instance()
    spy = Spy(app)
    path = saved_by_the_app(EXAMPLES / "es" / name, tmp_path)
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.Discard))
    try:
        i18n.install(app, "es", first_picture=True)
        assert i18n._rest and len(i18n._installed) < 10  # most modules wait
        app.installTranslator(spy)
        window = MainWindow(settings, start_page=False)
        qtbot.addWidget(window)
        window.show()
        window.open_at_start([str(path)])
        qtbot.waitUntil(lambda: len(window.editors) == 1, timeout=10000)
        assert not i18n._rest
        app.removeTranslator(spy)
        assert asked and any(c == "MainWindow" for c, *_ in asked)
        installed = [t.filePath() for t in i18n._installed]  # what the tab was built with
        i18n.install(app, "es")  # every module's, as the app without a file installs them
        assert installed == [t.filePath() for t in i18n._installed]
        assert any(Path(f).name == "es.qm" for f in installed)  # the language's file of every module
        full = {key: QCoreApplication.translate(*key) for key in asked}
        i18n.install(app, "es", first_picture=True)
        early = {key: QCoreApplication.translate(*key) for key in asked}
        assert early == full
        assert any(full[k] != k[1] for k in asked if k[0] == "Help")  # Spanish words, not the English ones
        for e in list(window.editors):
            e.qdoc.undo_stack.setClean()
            e.validator.wait()
    finally:
        app.removeTranslator(spy)
        i18n.install(app, "en")


def test_the_campaign_picture_shows_its_icons_before_the_tab_is_built(started, qtbot, tmp_path):
    """The constructions' icons are left out of the map's first paint only: the picture is painted
    again with them before it tells the window to build the tab."""
    from editor.campaign.preview import CampaignPreview

    path = saved_by_the_app(EXAMPLES / "es" / "piedras-4-players.json", tmp_path)
    started.open_at_start([str(path)])
    preview = started.tabs.currentWidget()
    assert isinstance(preview, CampaignPreview)
    shown = []
    preview.painted.connect(lambda: shown.append((preview.icons, preview.grab().toImage())))
    qtbot.waitUntil(lambda: bool(shown), timeout=5000)
    icons, picture = shown[0]
    assert icons
    preview.icons = False
    bare = preview.grab().toImage()
    assert bare.size() == picture.size() and bare != picture  # the icons are drawn on it
    qtbot.waitUntil(lambda: len(started.editors) == 1, timeout=5000)


@pytest.mark.parametrize("first", ["editor", "PySide6"])
def test_no_module_source_is_read_when_the_window_modules_are_imported(first):
    """PySide6 reads the source of every module imported after it unless the editor stops it
    (``editor.skip_source_scan``), whichever of the two is imported first: the window's modules
    come without a file of theirs being read as text."""
    code = (
        "import linecache, sys\n"
        f"import {first}\n"
        "from PySide6.QtWidgets import QApplication\n"
        "import editor.mainwindow, editor.table.preview\n"
        f"ours = tuple(str(p) for p in {[str(ROOT / 'editor'), str(ROOT / 'model')]!r})\n"
        "print(sorted(f for f in linecache.cache if f.startswith(ours)))\n"
    )
    assert lines_of_fresh_process(code)[-1] == "[]"


@pytest.mark.parametrize("first", ["editor", "PySide6"])
def test_import_statements_skip_pyside6s_feature_hook(first):
    """PySide6 sends every import statement through its ``from __feature__`` hook (two Python calls
    each, about 24 M instructions of a table's tab); the editor puts back the import PySide6 keeps
    behind it, whichever of the two is imported first, and Qt's classes and the window's modules
    import as before, a star import of Qt's included."""
    code = (
        "import builtins\n"
        f"import {first}\n"
        "from PySide6.QtWidgets import QApplication\n"
        "import editor.mainwindow, editor.table.preview\n"
        "from PySide6.QtWidgets import QDockWidget\n"
        "from PySide6.QtGui import *\n"
        "print(builtins.__import__ is builtins.__orig_import__, QDockWidget.__name__, QPainterPath.__name__)\n"
    )
    assert lines_of_fresh_process(code)[-1] == "True QDockWidget QPainterPath"


def test_an_import_hook_other_than_pyside6s_is_left_in_place():
    """A debugger's or a coverage tool's own ``__import__`` stays where it is."""
    code = (
        "import builtins\n"
        "import PySide6.QtCore\n"
        "behind = builtins.__import__\n"
        "def own(*args, **kwargs):\n"
        "    return behind(*args, **kwargs)\n"
        "builtins.__import__ = own\n"
        "import editor, editor.mainwindow\n"
        "print(builtins.__import__ is own)\n"
    )
    assert lines_of_fresh_process(code)[-1] == "True"


def test_a_file_is_refused_for_a_setting_of_the_wrong_kind_though_the_validators_came_later(tmp_path):
    """The window readies the checks of a document's settings without importing the validators; the
    first file with settings brings them, and that file and every later one are refused for a setting of
    the wrong kind, with the setting's name, each check run once."""
    data = json.loads((EXAMPLES / "kensei-120x120.json").read_text(encoding="utf-8"))
    plain, bad = tmp_path / "plain.json", tmp_path / "bad.json"
    plain.write_text(json.dumps(dict(data, settings={})), encoding="utf-8")
    bad.write_text(json.dumps(dict(data, settings={"rules": {"table.firing-lane": {"params": {"width": "wide"}}}})),
                   encoding="utf-8")
    code = (
        "import sys\n"
        "from editor.validation import load_checks\n"
        "from model import files\n"
        "from model.errors import DocumentError\n"
        "load_checks(); load_checks()\n"
        f"files.load({str(plain)!r})\n"
        "print('validators' in sys.modules)\n"
        "for _ in range(2):\n"
        "    try:\n"
        f"        files.load({str(bad)!r})\n"
        "        print('read')\n"
        "    except DocumentError as exc:\n"
        "        print(str(exc).replace(chr(10), ' '))\n"
        "load_checks()\n"
        "print(len(files.SETTINGS_CHECKS))\n"
    )
    lines = lines_of_fresh_process(code)
    assert lines[0] == "False"  # a file without settings: no validators
    assert len(lines) == 4 and all("settings.rules.table.firing-lane.params.width" in line for line in lines[1:3])
    assert lines[3] == "1"


@pytest.mark.parametrize("own, expected", [(None, "4"), ("28", "28")])
def test_numpys_helper_threads_sleep_between_jobs_unless_the_user_says_otherwise(own, expected):
    """The editor tells numpy's OpenBLAS, before numpy is loaded, to put its helper threads to sleep
    as soon as a job is done (they would spin on the other cores through the tab's start); a value
    the user set is kept. Products come out the same."""
    env = {k: v for k, v in os.environ.items() if k not in ("OPENBLAS_THREAD_TIMEOUT", "GOTO_THREAD_TIMEOUT")}
    if own is not None:
        env["OPENBLAS_THREAD_TIMEOUT"] = own
    code = ("import os, sys, editor\n"
            "assert 'numpy' not in sys.modules\n"
            "import numpy as np\n"
            "a = np.arange(40000.0).reshape(200, 200) % 7\n"
            "print(os.environ['OPENBLAS_THREAD_TIMEOUT'], float((a @ a.T).sum()))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=str(ROOT),
                         timeout=60)
    assert out.returncode == 0, out.stderr
    timeout, total = out.stdout.split()
    a = [[(i * 200 + j) % 7 for j in range(200)] for i in range(200)]
    assert timeout == expected
    assert float(total) == float(sum(sum(x * y for x, y in zip(r, s)) for r in a for s in a))
