"""Find and add the translations Wartable's strings lack (see docs/i18n.md).

    python tools/translations.py check            # every string without Spanish; exit 1 if any
    python tools/translations.py todo > todo.json # the same, as a file to fill in
    python tools/translations.py apply todo.json  # write the filled-in texts back, compile .qm
    python tools/translations.py update           # sync the files with the source (after moves)
    python tools/translations.py release          # recompile every .qm from its .ts

Two kinds of strings:
- editor strings (``self.tr()``, ``QCoreApplication.translate()``): Qt Linguist files, one per
  editor module, ``resources/translations/<lang>/<module>.ts``, compiled to ``.qm`` beside them;
- Qt-free messages (``msg()``, ``msg_n()``, ``lazy_msg()``, rule summaries): JSON catalogues,
  one per module, ``resources/messages/<lang>/<module>.json``.
``--lang LANG`` picks another target language (default: every language but English).
"""
from __future__ import annotations

import argparse
import ast
import json
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from model import i18n  # noqa: E402

#: where Qt-free messages are written
MESSAGE_PACKAGES = ("model", "validators", "editor")
#: where tr() strings are written
QT_PACKAGE = "editor"
MESSAGES = ROOT / "resources" / "messages"
#: strings that were written before the translation machinery and still wait for their Spanish:
#: this list only shrinks (a new string never goes here; give it its translation instead)
PENDING = ROOT / "tools" / "translations_pending.json"
TRANSLATIONS = ROOT / "resources" / "translations"
#: calls whose literal arguments are message templates: name -> how many literal strings follow the id
_CALLS = {"msg": 1, "msg_n": 2, "lazy_msg": 1}


# -- Qt-free messages ------------------------------------------------------------------------

@dataclass
class Source:
    """A message template found in the code."""

    id: str
    source: object  # str, or {"one", "other"}
    module: str
    file: str
    line: int


def module_name(path: Path) -> str:
    rel = path.relative_to(ROOT).with_suffix("")
    return ".".join(rel.parts)


def python_files(*packages: str) -> list[Path]:
    out = []
    for pkg in packages:
        out.extend(p for p in sorted((ROOT / pkg).rglob("*.py")) if "__pycache__" not in p.parts)
    return out


def _literal(node) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def messages_in(path: Path) -> tuple[list[Source], list[str]]:
    """The templates of ``path`` and the calls whose id or template is not a literal string."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    found, problems = [], []
    module = module_name(path)
    rel = str(path.relative_to(ROOT))
    # only the functions of model.i18n count (a module may have its own "msg")
    local = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[-1] == "i18n" \
                and (node.module in ("model.i18n", "i18n") or node.level):
            for alias in node.names:
                if alias.name in _CALLS:
                    local[alias.asname or alias.name] = alias.name
    if module == "model.i18n":
        local.update({k: k for k in _CALLS})
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        if isinstance(node.func, ast.Name):
            name = local.get(node.func.id)
        elif isinstance(node.func, ast.Attribute) and isinstance(node.func.value, ast.Name) \
                and node.func.value.id == "i18n":
            name = node.func.attr
        else:
            name = None
        if name in _CALLS:
            n = _CALLS[name]
            args = [_literal(a) for a in node.args[:1 + n]]
            if len(args) < 1 + n or any(a is None for a in args):
                problems.append(f"{rel}:{node.lineno}: {name}() needs a literal id and English text")
                continue
            source = args[1] if n == 1 else {"one": args[1], "other": args[2]}
            found.append(Source(args[0], source, module, rel, node.lineno))
        elif isinstance(node.func, ast.Name) and node.func.id == "rule" and module.startswith("validators.") \
                and len(node.args) >= 4:
            rid, summary = _literal(node.args[0]), _literal(node.args[3])
            if rid and summary:
                found.append(Source(f"summary.{rid}", summary, module, rel, node.lineno))
    return found, problems


def rule_messages() -> list[Source]:
    """The summary and the reference of every registered rule (``summary.<id>``, ``reference.<id>``),
    however the rule was registered (a decorator or a loop over a table of rules)."""
    import inspect

    from validators.registry import RULES, load_rules

    load_rules()
    out = []
    for r in RULES.values():
        path = Path(inspect.getsourcefile(r.check)).resolve()
        module = module_name(path)
        rel = str(path.relative_to(ROOT))
        line = inspect.getsourcelines(r.check)[1]
        out.append(Source(f"summary.{r.id}", r.summary, module, rel, line))
        if r.reference:
            out.append(Source(f"reference.{r.id}", r.reference, module, rel, line))
    return out


def code_messages() -> tuple[dict[str, Source], list[str]]:
    """Every message of the code by id; problems: unreadable calls, one id with two texts."""
    out: dict[str, Source] = {}
    problems: list[str] = []
    sources: list[Source] = []
    for path in python_files(*MESSAGE_PACKAGES):
        found, bad = messages_in(path)
        problems += bad
        sources += found
    sources += rule_messages()
    for s in sources:
        other = out.get(s.id)
        if other is not None and other.source != s.source:
            problems.append(f"{s.file}:{s.line}: id {s.id!r} already has another text at {other.file}:{other.line}")
            continue
        out.setdefault(s.id, s)
    return out, problems


def pending() -> set[tuple[str, ...]]:
    try:
        return {tuple(x) for x in json.loads(PENDING.read_text(encoding="utf-8"))}
    except FileNotFoundError:
        return set()


def pending_key(row: dict) -> tuple[str, ...]:
    if row["kind"] == "ruleset":
        return ("ruleset", row["file"], row["id"])
    return ("qt", row["context"], row["source"]) if row["kind"] == "qt" else ("message", row.get("id", ""))


def target_languages(lang: str | None) -> list[str]:
    return [lang] if lang else [code for code in i18n.LANGUAGES if code != i18n.SOURCE_LANGUAGE]


def load_catalogue_files(lang: str) -> dict[str, dict[str, dict]]:
    """module -> {id: entry} as the files hold them."""
    out = {}
    for path in sorted(i18n.catalogue_dir(lang).glob("*.json")):
        out[path.stem] = json.loads(path.read_text(encoding="utf-8"))
    return out


def _placeholder_set(source) -> set[str]:
    texts = source.values() if isinstance(source, dict) else [source]
    out = set()
    for t in texts:
        out |= i18n.placeholders(t)
    return out


def message_problems(lang: str) -> list[dict]:
    """What the catalogue of ``lang`` lacks: one row per missing, stale or broken translation."""
    code, problems = code_messages()
    rows = [{"kind": "code", "problem": p} for p in problems]
    files = load_catalogue_files(lang)
    pool = {mid: (mod, e) for mod, entries in files.items() for mid, e in entries.items()}
    for mid, s in sorted(code.items()):
        mod, entry = pool.get(mid, (None, None))
        text = entry.get("text") if entry else None
        row = {"kind": "message", "id": mid, "file": s.file, "line": s.line, "source": s.source, lang: ""}
        if not text or (isinstance(s.source, dict) and not (isinstance(text, dict) and all(text.get(k) for k in s.source))):
            rows.append({**row, "problem": "no translation", lang: text or ""})
        elif entry.get("source") != s.source:
            rows.append({**row, "problem": "the English changed since it was translated",
                         "was": entry.get("source"), lang: text})
        else:
            want = _placeholder_set(s.source)
            have = _placeholder_set(text)
            if have - want:
                rows.append({**row, "problem": f"the translation names unknown parameters {sorted(have - want)}",
                             lang: text})
    return rows


def write_catalogue(lang: str, code: dict[str, Source], updates: dict[str, object] | None = None) -> None:
    """Rewrite the catalogue files of ``lang`` from the code: each id in its module's file,
    translations kept wherever they were, new ids with an empty text, ids gone from the code dropped."""
    files = load_catalogue_files(lang)
    pool = {mid: e for entries in files.values() for mid, e in entries.items()}
    by_module: dict[str, dict] = {}
    for mid, s in sorted(code.items()):  # by id: moving code around does not reorder the files
        old = pool.get(mid, {})
        text = old.get("text", "")
        # a translation keeps the English it was made from, so a changed English shows as stale
        entry = {"source": old.get("source", s.source) if text else s.source, "text": text}
        if updates and mid in updates:
            entry = {"source": s.source, "text": updates[mid]}
        by_module.setdefault(s.module, {})[mid] = entry
    folder = i18n.catalogue_dir(lang)
    folder.mkdir(parents=True, exist_ok=True)
    for module, entries in by_module.items():
        path = folder / f"{module}.json"
        text = json.dumps(entries, ensure_ascii=False, indent=1) + "\n"
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
    for module in files:
        if module not in by_module:
            (folder / f"{module}.json").unlink()
    i18n.reload_catalogues()


# -- ruleset display text ----------------------------------------------------------------------

RULESETS = ROOT / "resources" / "rulesets"


def ruleset_texts(data: dict) -> dict[str, tuple[str, bool]]:
    """dotted path -> (English text, required): every display text of a ruleset must have one."""
    from model.ruleset import display_texts

    return {k: (v, True) for k, v in display_texts(data).items()}


def ruleset_refs(data) -> dict[str, str]:
    """Every rulebook reference of a ruleset: the dotted path of its value -> the reference."""
    out: dict[str, str] = {}

    def walk(node, path):
        if isinstance(node, dict):
            if isinstance(node.get("ref"), str):
                out[path] = node["ref"]
            for k, v in node.items():
                if k != "translations":
                    walk(v, f"{path}.{k}" if path else k)
        elif isinstance(node, list):
            for i, v in enumerate(node):
                walk(v, f"{path}.{v['id']}" if isinstance(v, dict) and "id" in v else f"{path}[{i}]")

    walk(data, "")
    return out


#: the English each ruleset translation was made from: {lang: {ruleset file: {dotted path: English}}};
#: a translation whose English changed since is stale (as a message's "source" says for messages)
RULESET_SOURCES = ROOT / "tools" / "ruleset_sources.json"


def ruleset_sources() -> dict:
    try:
        return json.loads(RULESET_SOURCES.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


def record_ruleset_sources(lang: str, written: dict[str, set[str]] | None = None) -> None:
    """Remember the English of each translated ruleset text: the rows just ``written`` (file ->
    paths) take the English as it is now; other translations keep the English they were made from."""
    sources = ruleset_sources()
    mine = sources.setdefault(lang, {})
    for path in sorted(RULESETS.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        have = (data.get("translations") or {}).get(lang) or {}
        texts = ruleset_texts(data)
        known = mine.setdefault(path.name, {})
        for dotted in list(known):
            if dotted not in have or dotted not in texts:
                del known[dotted]
        for dotted in have:
            if dotted in texts and (dotted not in known or dotted in (written or {}).get(path.name, ())):
                known[dotted] = texts[dotted][0]
        mine[path.name] = dict(sorted(known.items()))
    RULESET_SOURCES.write_text(json.dumps(sources, ensure_ascii=False, indent=1, sort_keys=True) + "\n",
                               encoding="utf-8")


def ruleset_problems(lang: str, required_only: bool = False) -> list[dict]:
    rows = []
    made_from = ruleset_sources().get(lang, {})
    for path in sorted(RULESETS.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        have = (data.get("translations") or {}).get(lang) or {}
        for dotted, (text, required) in ruleset_texts(data).items():
            if required_only and not required:
                continue
            if not have.get(dotted):
                rows.append({"kind": "ruleset", "file": path.name, "id": dotted, "source": text, "required": required,
                             lang: "", "problem": "no translation"})
        texts = ruleset_texts(data)
        for dotted, english in (made_from.get(path.name) or {}).items():
            if have.get(dotted) and dotted in texts and texts[dotted][0] != english:
                rows.append({"kind": "ruleset", "file": path.name, "id": dotted, "source": texts[dotted][0],
                             "required": True, lang: have[dotted],
                             "problem": "the English changed since it was translated"})
        refs = ruleset_refs(data)
        for dotted in sorted(set(have) - set(texts)):
            if dotted.startswith("ref:") and any(r.startswith(dotted[4:]) for r in refs.values()) \
                    or dotted.endswith(".ref") and dotted[:-4] in refs:
                continue  # the words of references naming the source (see Ruleset.ref_text)
            rows.append({"kind": "ruleset", "file": path.name, "id": dotted, "source": "", "required": True,
                         lang: have[dotted], "problem": "translates a text the ruleset no longer has"})
    return rows


def _with_translations(raw: str, data: dict, block: dict) -> str:
    """The ruleset file ``raw`` (parsed: ``data``) with ``block`` as its ``translations``, written as
    the file's last key in the file's own indentation; the rest of the text is kept as it is. A
    file whose ``translations`` is not its last key is written out again whole."""
    import re

    keys = list(data)
    found = list(re.finditer(r'\n([ \t]*)"translations"\s*:', raw))
    if "translations" in data and (keys[-1] != "translations" or not found):
        rest = {k: v for k, v in data.items() if k != "translations"}
        return json.dumps(dict(rest, translations=block), ensure_ascii=False, indent=2) + "\n"
    first_key = re.search(r'\n([ \t]+)"', raw)
    indent = found[-1].group(1) if found else first_key.group(1) if first_key else "  "
    body = json.dumps(block, ensure_ascii=False, indent=len(indent.expandtabs()) or 2).replace("\n", "\n" + indent)
    if found:
        head = raw[:found[-1].start()].rstrip().rstrip(",")
    else:
        head = raw.rstrip()
        assert head.endswith("}")
        head = head[:-1].rstrip()
    return f'{head},\n{indent}"translations": {body}\n}}\n'


def write_ruleset_translations(lang: str, rows: list[dict]) -> int:
    """Add filled-in rows to each ruleset's ``translations`` block, written as the file's last key."""
    done = 0
    by_file: dict[str, dict] = {}
    for r in rows:
        if r.get("kind") == "ruleset" and r.get(lang):
            by_file.setdefault(r["file"], {})[r["id"]] = r[lang]
    for name, texts in by_file.items():
        path = RULESETS / name
        raw = path.read_text(encoding="utf-8")
        data = json.loads(raw)
        block = data.get("translations") or {}
        mine = dict(block.get(lang) or {})
        mine.update(texts)
        block[lang] = dict(sorted(mine.items()))
        path.write_text(_with_translations(raw, data, block), encoding="utf-8")
        assert json.loads(path.read_text(encoding="utf-8")) == dict(data, translations=block)  # nothing else moved
        done += len(texts)
    return done


# -- Qt strings --------------------------------------------------------------------------------

def qt_tool(name: str) -> str:
    here = Path(sys.executable).parent / f"pyside6-{name}"
    found = str(here) if here.exists() else shutil.which(f"pyside6-{name}")
    if not found:
        raise SystemExit(f"pyside6-{name} not found (it comes with PySide6)")
    return found


def qt_modules() -> dict[str, Path]:
    """Editor modules that hold tr() strings: module name -> file."""
    out = {}
    for path in python_files(QT_PACKAGE):
        text = path.read_text(encoding="utf-8")
        if ".tr(" in text or "translate(" in text:
            out[module_name(path)] = path
    return out


@dataclass
class TsMessage:
    context: str
    source: str
    numerus: bool
    translation: list[str] = field(default_factory=list)  # one text, or the plural forms
    finished: bool = False


def read_ts(path: Path) -> list[TsMessage]:
    out = []
    root = ET.parse(path).getroot()
    for ctx in root.iter("context"):
        name = ctx.findtext("name") or ""
        for m in ctx.iter("message"):
            t = m.find("translation")
            numerus = m.get("numerus") == "yes"
            if t is None:
                texts, kind = [], "unfinished"
            elif numerus:
                texts = [(f.text or "") for f in t.iter("numerusform")]
                kind = t.get("type") or ""
            else:
                texts = [t.text or ""]
                kind = t.get("type") or ""
            if kind in ("obsolete", "vanished"):
                continue
            finished = kind != "unfinished" and bool(texts) and all(texts)
            out.append(TsMessage(name, m.findtext("source") or "", numerus, texts, finished))
    return out


def scan_qt_sources(files: list[Path]) -> list[TsMessage]:
    """What lupdate finds in ``files`` (the strings Qt will look up)."""
    with tempfile.TemporaryDirectory() as tmp:
        ts = Path(tmp) / "all.ts"
        subprocess.run([qt_tool("lupdate"), "-silent", "-locations", "none", *map(str, files), "-ts", str(ts)],
                       check=True, capture_output=True)
        return read_ts(ts)


def ts_path(lang: str, module: str) -> Path:
    return TRANSLATIONS / lang / f"{module}.ts"


def ts_pool(lang: str) -> dict[tuple[str, str], TsMessage]:
    """Every finished translation of ``lang`` by (context, source), across all its .ts files."""
    out = {}
    for path in sorted((TRANSLATIONS / lang).glob("*.ts")):
        for m in read_ts(path):
            if m.finished:
                out[(m.context, m.source)] = m
    return out


def _fill_ts(path: Path, known: dict[tuple[str, str], TsMessage], by_source: dict[str, TsMessage]) -> bool:
    """Give unfinished messages of ``path`` a translation known elsewhere (moved code keeps its Spanish)."""
    tree = ET.parse(path)
    changed = False
    for ctx in tree.getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for m in ctx.iter("message"):
            t = m.find("translation")
            if t is None or t.get("type") != "unfinished":
                continue
            src = m.findtext("source") or ""
            hit = known.get((name, src)) or by_source.get(src)
            if hit is None or hit.numerus != (m.get("numerus") == "yes"):
                continue
            _set_translation(t, hit.translation, hit.numerus)
            changed = True
    if changed:
        _write_ts(tree, path)
    return changed


def _set_translation(t: ET.Element, texts: list[str], numerus: bool) -> None:
    for child in list(t):
        t.remove(child)
    t.attrib.pop("type", None)
    if numerus:
        t.text = None
        for text in texts:
            ET.SubElement(t, "numerusform").text = text
    else:
        t.text = texts[0] if texts else ""


def _write_ts(tree: ET.ElementTree, path: Path) -> None:
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")


def update_ts(lang: str) -> None:
    """One .ts per editor module with tr() strings: new strings added, vanished ones dropped,
    translations of strings that moved between modules carried over; then compiled."""
    folder = TRANSLATIONS / lang
    folder.mkdir(parents=True, exist_ok=True)
    known = ts_pool(lang)
    by_source: dict[str, TsMessage] = {}
    for (ctx, src), m in known.items():
        # one translation for a source text in every context, else none to carry over (a source
        # already found with two different translations stays None)
        if src not in by_source:
            by_source[src] = m
        elif by_source[src] is not None and by_source[src].translation != m.translation:
            by_source[src] = None
    by_source = {k: v for k, v in by_source.items() if v is not None}
    modules = qt_modules()
    for module, path in modules.items():
        ts = ts_path(lang, module)
        _lupdate(path, ts, lang)
        if _fill_ts(ts, known, by_source):
            _lupdate(path, ts, lang)  # lupdate's own layout, so the files change only where strings do
        if not read_ts(ts):
            ts.unlink()
    for ts in folder.glob("*.ts"):
        if ts.stem not in modules:
            ts.unlink()
    release(lang)
    update_english_plurals()


def _lupdate(source: Path, ts: Path, lang: str) -> None:
    subprocess.run([qt_tool("lupdate"), "-silent", "-no-obsolete", "-locations", "none",
                    "-source-language", i18n.SOURCE_LANGUAGE, "-target-language", lang,
                    str(source), "-ts", str(ts)], check=True, capture_output=True)


def english_forms(source: str) -> list[str]:
    """The English singular and plural of a ``%n`` string: "Move %n object(s)" -> "Move %n object",
    "Move %n objects"; "%n entries" -> "%n entry", "%n entries"."""
    if "(s)" in source or "(es)" in source:
        return [source.replace("(es)", "").replace("(s)", ""), source.replace("(es)", "es").replace("(s)", "s")]
    head, sep, tail = source.partition("%n")
    if not sep:
        return [source, source]
    words = tail.split(" ")
    for i, w in enumerate(words):
        core = w.rstrip(".,:;)")
        if len(core) > 2 and core.endswith("s") and core not in ("is", "was", "has"):
            single = core[:-3] + "y" if core.endswith("ies") else core[:-2] if core.endswith(("xes", "ches")) else \
                core[:-1]
            words[i] = w.replace(core, single, 1)
            break
    return [head + sep + " ".join(words), source]


def update_english_plurals() -> None:
    """English needs a translation only for ``%n`` strings: their singular and plural forms."""
    found = [m for m in scan_qt_sources(list(qt_modules().values())) if m.numerus]
    folder = TRANSLATIONS / i18n.SOURCE_LANGUAGE
    folder.mkdir(parents=True, exist_ok=True)
    root = ET.Element("TS", version="2.1", language="en", sourcelanguage="en")
    by_context: dict[str, list[TsMessage]] = {}
    for m in found:
        by_context.setdefault(m.context, []).append(m)
    for context in sorted(by_context):
        c = ET.SubElement(root, "context")
        ET.SubElement(c, "name").text = context
        for m in sorted(by_context[context], key=lambda m: m.source):
            e = ET.SubElement(c, "message", numerus="yes")
            ET.SubElement(e, "source").text = m.source
            t = ET.SubElement(e, "translation")
            for form in english_forms(m.source):
                ET.SubElement(t, "numerusform").text = form
    ts = folder / "plurals.ts"
    _write_ts(ET.ElementTree(root), ts)
    compile_qm(ts, ts.with_suffix(".qm"))
    compile_combined(i18n.SOURCE_LANGUAGE, combined_qm(i18n.SOURCE_LANGUAGE))


def release(lang: str) -> None:
    """Compile each .ts of ``lang`` to the .qm beside it, and all of them to the language's one file
    (:func:`combined_qm`); drop .qm files without a .ts."""
    folder = TRANSLATIONS / lang
    for ts in sorted(folder.glob("*.ts")):
        compile_qm(ts, ts.with_suffix(".qm"))
    for qm in folder.glob("*.qm"):
        if not qm.with_suffix(".ts").exists():
            qm.unlink()
    compile_combined(lang, combined_qm(lang))


def compile_qm(ts: Path, qm: Path) -> None:
    subprocess.run([qt_tool("lrelease"), "-silent", "-nounfinished", str(ts), "-qm", str(qm)],
                   check=True, capture_output=True)


def combined_qm(lang: str) -> Path:
    """The one compiled file of every module's translations in ``lang`` (``resources/translations/es.qm``),
    which the editor installs instead of one translator per module."""
    return TRANSLATIONS / f"{lang}.qm"


def compile_combined(lang: str, qm: Path) -> None:
    """Every .ts of ``lang`` compiled into ``qm``. Where two modules translate the same context and
    text, the module last in name order wins, as it did when each module had its own translator
    (installed in name order, the last asked first): lrelease keeps the first of two same messages,
    so the files are given in reverse order."""
    files = sorted((TRANSLATIONS / lang).glob("*.ts"), reverse=True)
    subprocess.run([qt_tool("lrelease"), "-silent", "-nounfinished", *map(str, files), "-qm", str(qm)],
                   check=True, capture_output=True)


def qt_problems(lang: str) -> list[dict]:
    """tr() strings of the editor that have no finished translation in ``lang``."""
    found = scan_qt_sources(list(qt_modules().values()))
    known = ts_pool(lang)
    rows = []
    for m in found:
        if "%n" in m.source and not m.numerus:
            rows.append({"kind": "code", "problem": f"tr() {m.context}: {m.source!r} has %n but no count: write "
                         f"self.tr(text, '', n) (QCoreApplication.translate gives no plural)"})
        if (m.context, m.source) not in known:
            rows.append({"kind": "qt", "context": m.context, "source": m.source, "numerus": m.numerus,
                         lang: ["", ""] if m.numerus else "", "problem": "no translation"})
    return rows


def apply_qt(lang: str, rows: list[dict]) -> int:
    """Write filled-in tr() translations into the .ts file that holds each string."""
    wanted = {(r["context"], r["source"]): r[lang] for r in rows
              if r.get("kind") == "qt" and r.get(lang) and (all(r[lang]) if isinstance(r[lang], list) else True)}
    done = 0
    for ts in sorted((TRANSLATIONS / lang).glob("*.ts")):
        tree = ET.parse(ts)
        changed = False
        for ctx in tree.getroot().iter("context"):
            name = ctx.findtext("name") or ""
            for m in ctx.iter("message"):
                key = (name, m.findtext("source") or "")
                if key in wanted:
                    texts = wanted[key] if isinstance(wanted[key], list) else [wanted[key]]
                    t = m.find("translation")
                    if t is None:
                        t = ET.SubElement(m, "translation")
                    _set_translation(t, texts, m.get("numerus") == "yes")
                    changed = True
                    done += 1
        if changed:
            _write_ts(tree, ts)
    return done


# -- commands ---------------------------------------------------------------------------------

def cmd_check(args) -> int:
    bad = 0
    waiting = pending()
    for lang in target_languages(args.lang):
        for r in message_problems(lang) + qt_problems(lang) + ruleset_problems(lang, required_only=not args.all):
            if r["kind"] != "code" and not args.all and pending_key(r) in waiting:
                continue
            bad += 1
            if r["kind"] == "code":
                print(r["problem"])
            elif r["kind"] == "message":
                print(f"{r['file']}:{r['line']}: [{lang}] {r['id']}: {r['problem']}: {r['source']!r}")
            elif r["kind"] == "ruleset":
                print(f"resources/rulesets/{r['file']}: [{lang}] {r['id']}: {r['problem']}: {r['source']!r}")
            else:
                print(f"[{lang}] tr() {r['context']}: {r['problem']}: {r['source']!r}")
    print(f"{bad} strings need a translation" if bad else "every string is translated", file=sys.stderr)
    return 1 if bad else 0


def cmd_todo(args) -> int:
    rows = []
    for lang in target_languages(args.lang):
        if not args.no_update:
            code, _ = code_messages()
            write_catalogue(lang, code)
            update_ts(lang)
            record_ruleset_sources(lang)
        rows += [dict(r, lang=lang) for r in message_problems(lang) + qt_problems(lang) + ruleset_problems(lang)
                 if r["kind"] != "code"]
    json.dump(rows, sys.stdout, ensure_ascii=False, indent=1)
    print()
    return 0


def cmd_apply(args) -> int:
    rows = json.loads(Path(args.file).read_text(encoding="utf-8"))
    for lang in sorted({r.get("lang") for r in rows if r.get("lang")}):
        mine = [r for r in rows if r.get("lang") == lang]
        code, _ = code_messages()
        updates = {r["id"]: r[lang] for r in mine if r.get("kind") == "message" and r.get(lang)}
        write_catalogue(lang, code, updates)
        update_ts(lang)
        n = apply_qt(lang, mine)
        update_ts(lang)  # back to lupdate's layout, compiled
        k = write_ruleset_translations(lang, mine)
        written: dict[str, set[str]] = {}
        for r in mine:
            if r.get("kind") == "ruleset" and r.get(lang):
                written.setdefault(r["file"], set()).add(r["id"])
        record_ruleset_sources(lang, written)
        print(f"{lang}: {len(updates)} messages, {n} editor strings, {k} ruleset texts written", file=sys.stderr)
    return 0


def cmd_update(args) -> int:
    for lang in target_languages(args.lang):
        code, problems = code_messages()
        for p in problems:
            print(p, file=sys.stderr)
        write_catalogue(lang, code)
        update_ts(lang)
        record_ruleset_sources(lang)
    return 0


def cmd_prune(args) -> int:
    """Drop from the pending list what has been translated (or is gone)."""
    waiting = pending()
    still = set()
    for lang in target_languages(args.lang):
        still |= {pending_key(r) for r in message_problems(lang) + qt_problems(lang) if r["kind"] != "code"}
    kept = sorted(waiting & still)
    PENDING.write_text(json.dumps([list(k) for k in kept], ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
    print(f"{len(waiting) - len(kept)} translated, {len(kept)} still waiting", file=sys.stderr)
    return 0


def cmd_release(args) -> int:
    for lang in target_languages(args.lang):
        release(lang)
    return 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="translations.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--lang", help="one target language (default: all but English)")
    sub = parser.add_subparsers(dest="command", required=True)
    c = sub.add_parser("check", help="list strings without a translation; exit 1 if any")
    c.add_argument("--all", action="store_true", help="also the older strings still waiting (%s)" % PENDING.name)
    t = sub.add_parser("todo", help="update the files, then print what lacks a translation as JSON to fill in")
    t.add_argument("--no-update", action="store_true", help="do not update the files first")
    a = sub.add_parser("apply", help="write the texts filled into a todo file")
    a.add_argument("file")
    sub.add_parser("update", help="bring the .ts and catalogue files in step with the code")
    sub.add_parser("release", help="compile the .ts files to .qm")
    sub.add_parser("prune", help=f"drop translated strings from {PENDING.name}")
    args = parser.parse_args(argv)
    return {"check": cmd_check, "todo": cmd_todo, "apply": cmd_apply, "update": cmd_update,
            "release": cmd_release, "prune": cmd_prune}[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
