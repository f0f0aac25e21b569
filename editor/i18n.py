"""The editor's language: Qt translators for tr() strings, the locale for numbers and dates.

``install(app, lang)`` loads the language's compiled translations (``resources/translations/<lang>.qm``:
every editor module's ``<lang>/*.ts`` in one file, made by ``tools/translations.py release``, so
that Qt asks one translator instead of one per module), Qt's own translations (standard buttons
and dialogs) and makes the language's locale the default, so ``QLocale().toString(12.5)`` gives "12,5" in Spanish. The Qt-free
catalogue (findings, CLI) is switched at the same time through ``model.i18n.set_language``.
"""
from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from model import i18n
from model.atomic import write_atomic

TRANSLATIONS = Path(__file__).resolve().parent.parent / "resources" / "translations"

#: translators installed by install(), kept alive (Qt does not own them)
_installed: list[QTranslator] = []
#: the editor modules whose compiled translations the window needs before a file's first picture
#: (the menus, the checks' panel, the Help menu: every tr() the window asks before that paint, which
#: tests/test_i18n.py checks); the other modules' are installed right after it (install_rest)
FIRST_PICTURE = ("editor.help", "editor.mainwindow", "editor.validation")
#: what install(..., first_picture=True) left for install_rest(): the application and the
#: language's one compiled file
_rest: list = []


class SourceTextTranslator(QTranslator):
    """The translations of the .ts files looked up by their English text alone.

    Installed first, so Qt asks it only when the compiled translators miss: a string whose
    context lupdate could not know (``editor.tr("...")`` in a helper, a module-level ``tr()``,
    a ``%n`` string in a base class) is still translated."""

    def __init__(self, lang: str, parent=None):
        super().__init__(parent)
        self.lang = lang
        self.by_context: dict[tuple[str, str], list[str]] = {}
        self.by_source: dict[str, list[str]] = {}
        files = sorted((TRANSLATIONS / lang).glob("*.ts"))
        if not self._read_cache(files):
            for ts in files:
                self._read(ts)
            self._write_cache(files)

    # Reading the .ts files' XML takes longer than the rest of the window's start in Spanish: what
    # they hold is kept in the user's cache folder, beside a stamp of the files it was read from,
    # and read again from them when any of them changes.
    @staticmethod
    def _cache(files: list[Path]) -> tuple[Path, list]:
        import zlib

        from platformdirs import user_cache_dir

        folder = files[0].parent
        stamp = [str(folder)] + [[f.name, f.stat().st_size, f.stat().st_mtime_ns] for f in files]
        name = f"{folder.name}-{zlib.crc32(str(folder).encode('utf-8', 'surrogatepass')):08x}.json"
        return Path(user_cache_dir("wartable", appauthor=False)) / "translations" / name, stamp

    def _read_cache(self, files: list[Path]) -> bool:
        if not files:
            return True
        try:
            path, stamp = self._cache(files)
            data = json.loads(path.read_bytes())
            if data["stamp"] != stamp:
                return False
            for name, source, forms in data["messages"]:
                self.by_context[(name, source)] = forms
                self.by_source.setdefault(source, forms)
        except (OSError, ValueError, KeyError, TypeError):
            self.by_context.clear()
            self.by_source.clear()
            return False
        return True

    def _write_cache(self, files: list[Path]) -> None:
        try:
            path, stamp = self._cache(files)
            path.parent.mkdir(parents=True, exist_ok=True)
            messages = [[name, source, forms] for (name, source), forms in self.by_context.items()]
            write_atomic(path, json.dumps({"stamp": stamp, "messages": messages}, ensure_ascii=False).encode("utf-8"))
        except Exception:  # noqa: BLE001 - no cache (a read-only home, a full disk) never stops a start:
            pass  # the files are read again at the next one

    def _read(self, path: Path) -> None:
        import xml.etree.ElementTree as ET

        try:
            root = ET.parse(path).getroot()
        except (OSError, ET.ParseError):
            return
        for ctx in root.iter("context"):
            name = ctx.findtext("name") or ""
            for m in ctx.iter("message"):
                t = m.find("translation")
                if t is None or t.get("type") in ("unfinished", "obsolete", "vanished"):
                    continue
                forms = [f.text or "" for f in t.iter("numerusform")] if m.get("numerus") == "yes" else [t.text or ""]
                if not all(forms):
                    continue
                source = m.findtext("source") or ""
                self.by_context[(name, source)] = forms
                self.by_source.setdefault(source, forms)

    def isEmpty(self) -> bool:
        return not self.by_source

    def translate(self, context, source, disambiguation=None, n=-1):
        forms = self.by_context.get((context, source)) or self.by_source.get(source)
        if not forms:
            return None  # not ours: Qt falls back to the English text
        if len(forms) == 1 or n is None or n < 0:
            return forms[0]
        return forms[0] if i18n.plural_form(self.lang, n) == "one" else forms[min(1, len(forms) - 1)]


def locale_for(lang: str) -> QLocale:
    """The system locale when it speaks ``lang`` (es_AR keeps its own formats), else the language's."""
    system = QLocale.system()
    if i18n.normalise(system.name()) == lang:
        return system
    return QLocale(lang)


def install(app: QCoreApplication | None, lang: str, first_picture: bool = False) -> str:
    """Make ``lang`` the language of the window and of every message; returns the language used.

    With ``first_picture``, only the modules of :data:`FIRST_PICTURE` are read and installed: a
    file's picture comes before the language's file of every module is read and installed, and
    :func:`install_rest` installs it in their place before anything else is built."""
    lang = i18n.set_language(lang)
    app = app or QCoreApplication.instance()
    for t in _installed:
        app.removeTranslator(t)
    _installed.clear()
    _rest.clear()
    QLocale.setDefault(locale_for(lang))
    fallback = SourceTextTranslator(lang, app)  # English too: its %n strings have singular and plural
    if not fallback.isEmpty():
        app.installTranslator(fallback)  # installed first: asked last
        _installed.append(fallback)
    qt_dir = QLibraryInfo.path(QLibraryInfo.TranslationsPath)
    for name in (() if lang == i18n.SOURCE_LANGUAGE else ("qtbase",)):
        t = QTranslator(app)
        if t.load(f"{name}_{lang}", qt_dir):
            app.installTranslator(t)
            _installed.append(t)
    combined = TRANSLATIONS / f"{lang}.qm"
    if first_picture:
        _rest[:] = [app, combined]
        files = [TRANSLATIONS / lang / f"{stem}.qm" for stem in FIRST_PICTURE]
    else:
        files = [combined]
    for qm in files:
        t = QTranslator(app)
        t.setObjectName(qm.stem)
        if t.load(str(qm)):
            app.installTranslator(t)
            _installed.append(t)
    return lang


def install_rest() -> None:
    """The language's translations that ``install(..., first_picture=True)`` left out: the one file
    of every module's translations takes the place of the window's own modules' files; does
    nothing when none are left."""
    if not _rest:
        return
    app, combined = _rest
    _rest.clear()
    for t in [t for t in _installed if t.objectName() in FIRST_PICTURE]:
        app.removeTranslator(t)
        _installed.remove(t)
    t = QTranslator(app)
    t.setObjectName(combined.stem)
    if t.load(str(combined)):
        app.installTranslator(t)
        _installed.append(t)


def number(value: float, decimals: int = 1) -> str:
    """A number in the current locale, trailing zeros dropped: "12,5", "12"."""
    text = QLocale().toString(float(value), "f", decimals)
    point = QLocale().decimalPoint()
    if decimals and point in text:
        text = text.rstrip("0").rstrip(point)
    return text


def fill(text: str, **pieces) -> str:
    """A translated sentence with its named pieces put in: ``fill(self.tr("{player} keeps the
    capital at {hex}."), player=name, hex=where)``. The translator sees the whole sentence and
    may move the pieces; no sentence is glued together from fragments."""
    for key, value in pieces.items():
        text = text.replace("{" + key + "}", str(value))
    return text


def date(value) -> str:
    """A date (``QDate``, ``datetime.date``) in the current locale's short format."""
    return QLocale().toString(value, QLocale.ShortFormat)
