"""Fuzzed documents: every mutation of the shipped examples and test files either loads and
validates, or ends in one clear DocumentError naming the file (exit 2 on the command line).

Mutations: wrong types, missing and extra fields, huge and non-finite numbers (past 32 and 64 bits,
past 2^53), values nested up to 5,000 levels deep, negative sizes,
unknown kinds and versions, unicode garbage including lone surrogates, truncation, duplicated
entries (and so ids), hostile references, degenerate polygons. ``WARTABLE_FUZZ_EXAMPLES`` sets the
number of cases (default 2000, a few seconds of CI per thousand); set it to 20000 or more for a
deeper run, e.g. ``WARTABLE_FUZZ_EXAMPLES=20000 pytest tests/test_fuzz_files.py``.
"""
from __future__ import annotations

import copy
import json
import math
import os
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from model import files
from model.army import Catalogue
from model.errors import DocumentError
from validators import validate

ROOT = Path(__file__).resolve().parent.parent
SOURCES = sorted(ROOT.glob("examples/**/*.json")) + sorted((ROOT / "tests" / "data").glob("*.json"))
TEXTS = {p: p.read_text(encoding="utf-8") for p in SOURCES}
CASES = int(os.environ.get("WARTABLE_FUZZ_EXAMPLES", "2000"))

HOSTILE = [
    None, True, False, 0, -1, -0.0, 1.5, -1e9, 1e308, -1e308, 2 ** 53 + 1, 10 ** 30, 10 ** 400, "", " ",
    "x\ud83d", "\udc00", "\x00", "é\u202e", "../../../../etc/passwd", "/dev/zero", "/dev/null", ".", "..",
    "a" * 2000, {}, [], [None], [{}], [[]], {"x": 1}, {"rules": {}}, {"rules": {"table.exposure": {}}},
    [[0, 0]], [[[0, 0], [1, 1]]], [[[0, 0], [10, 0], [0, 10], [10, 10]]], [[[0, 0], [0, 0], [0, 0], [0, 0]]],
    [[[0, 0], [1e308, 0], [0, 1e308]]], [[[0, 0], [10, 0], [10, 10], [0, 0], [0, 0]]],
    {"type": "point", "coordinates": [0]}, {"type": "line", "coordinates": [[0, 0]]},
    {"type": "polygon", "coordinates": []}, {"type": "circle", "coordinates": [0, 0]},
    "table", "campaign", "army", "catalogue", "event", "kensei", "nope",
    # huge numbers a spin box, a count or a total cannot hold: past 32 and 64 bits, past 2^53, near the float's end
    1e16, -1e16, 2 ** 31, 2 ** 31 - 1, 2 ** 63, 2 ** 53, 10 ** 15, 1.7976931348623157e308, 5e-324,
]
#: nesting depths: within the file format's limit (model.jsonutil.MAX_DEPTH), at it, past it, and past
#: what Python's own recursion takes
DEPTHS = [10, 60, 64, 65, 200, 900, 990, 5000]
NON_FINITE = ["NaN", "Infinity", "-Infinity", "1e999", "-1e999"]

leaf = st.one_of(st.sampled_from(HOSTILE), st.integers(-10 ** 6, 10 ** 6), st.floats(allow_nan=False),
                 st.text(max_size=8)).map(copy.deepcopy)  # later mutations must not change HOSTILE


def _paths(value, here=()):
    yield here
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, here + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _paths(v, here + (i,))


def _at(value, path):
    for k in path:
        value = value[k]
    return value


@st.composite
def mutated(draw) -> tuple[Path, str]:
    """A source file and the text of one mutation of it."""
    source = draw(st.sampled_from(SOURCES))
    data = json.loads(TEXTS[source])
    deep: dict[str, str] = {}  # marker -> the nested text that takes its place once written
    for _ in range(draw(st.integers(1, 3))):
        where = list(_paths(data))
        path = where[draw(st.integers(0, len(where) - 1))]
        op = draw(st.sampled_from(["replace", "replace", "delete", "extra", "duplicate", "wrap", "tweak", "deep"]))
        if not path:
            data = draw(leaf) if op == "replace" else data
            continue
        parent, key = _at(data, path[:-1]), path[-1]
        old = parent[key]
        if op == "replace":
            parent[key] = draw(leaf)
        elif op == "delete":
            del parent[key]
        elif op == "extra":
            if isinstance(parent, dict):
                parent[draw(st.sampled_from(["extra", "id", "kind", "notes\udc00", ""]))] = draw(leaf)
            else:
                parent.insert(key, draw(leaf))
        elif op == "duplicate":
            if isinstance(parent, list):
                parent.insert(key, json.loads(json.dumps(old)))  # a second object with the same id
            else:
                parent[key] = [old, copy.deepcopy(old)]
        elif op == "wrap":
            parent[key] = [old] if draw(st.booleans()) else {"value": old}
        elif op == "deep":  # the value nested in lists or objects, deeper than any document goes
            depth, in_lists = draw(st.sampled_from(DEPTHS)), draw(st.booleans())
            marker = f"deep-{len(deep)}-marker"
            inner = json.dumps(old)  # an earlier marker inside it is put back after this one
            deep[marker] = ("[" * depth + inner + "]" * depth if in_lists
                            else '{"value": ' * depth + inner + "}" * depth)
            parent[key] = marker
        else:  # numbers scaled or negated, text with garbage added, lists cut short
            if isinstance(old, bool) or old is None:
                parent[key] = draw(leaf)
            elif isinstance(old, (int, float)):
                huge = int(old) * 10 ** 300 if math.isfinite(old) else old  # an earlier mutation may have made it inf
                parent[key] = draw(st.sampled_from([-old, old * 1000, old * 10 ** 12, huge, 0]))
            elif isinstance(old, str):
                parent[key] = old + draw(st.sampled_from(["\ud83d", "\u0000", "é", "/..", "\udfff", " " * 3]))
            elif isinstance(old, list) and old:
                parent[key] = old[: draw(st.integers(0, len(old) - 1))]
            else:
                parent[key] = draw(leaf)
    text = json.dumps(data, indent=1, ensure_ascii=draw(st.booleans()))
    for marker, nested in reversed(deep.items()):  # a later one may sit inside an earlier one's value
        text = text.replace(json.dumps(marker), nested)
    damage = draw(st.sampled_from(["none"] * 6 + ["truncate", "token", "bytes"]))
    if damage == "truncate":
        text = text[: draw(st.integers(0, max(0, len(text) - 1)))]
    elif damage == "token":
        for number in ("1200", "0", "1", "400", "25"):
            if number in text:
                text = text.replace(number, draw(st.sampled_from(NON_FINITE)), 1)
                break
    elif damage == "bytes":
        at = draw(st.integers(0, len(text)))
        text = text[:at] + draw(st.sampled_from(["\udcff", "\ufeff", "\x00", "\\", "\"", "]"])) + text[at:]
    return source, text


@pytest.fixture(scope="module")
def folder(tmp_path_factory) -> Path:
    """A copy of the examples and test files, so that references between them resolve."""
    out = tmp_path_factory.mktemp("fuzz")
    for p in SOURCES:
        target = out / p.relative_to(ROOT)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(p, target)
    return out


def check(folder: Path, source: Path, text: str) -> None:
    target = folder / source.relative_to(ROOT)
    target = target.with_name("fuzzed-" + target.name)
    target.write_bytes(text.encode("utf-8", "surrogatepass"))  # a lone surrogate here is bytes no UTF-8 has
    try:
        doc = files.load(target)
    except DocumentError as exc:
        _clear(exc, target)
        return
    try:
        if not (isinstance(doc, Catalogue) and not doc.ruleset):
            validate(doc, path=str(target))
        files.encoded(doc, target)  # and what loaded can be saved
    except DocumentError as exc:  # a file it names cannot be used: also exit 2, naming this file first
        _clear(exc, target)


def _clear(exc: DocumentError, target: Path) -> None:
    line = str(exc)
    line.encode("utf-8")  # printable
    assert line.startswith(str(target)) and "\n" not in line
    assert len(line) < 1000, line[:200]


@settings(max_examples=CASES, deadline=None, database=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow,
                                 HealthCheck.data_too_large])
@given(case=mutated())
def test_every_mutated_file_loads_and_validates_or_is_refused_clearly(folder, case):
    source, text = case
    check(folder, source, text)


def test_every_example_and_test_file_is_a_fuzzing_source():
    names = {p.name for p in SOURCES}
    assert {"kensei-120x120.json", "piedras-4-players.json", "kensei-army-legal.json",
            "format-v1-table.json"} <= names


WINDOW_CASES = int(os.environ.get("WARTABLE_FUZZ_WINDOW_EXAMPLES", "100"))


@settings(max_examples=WINDOW_CASES, deadline=None, database=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow,
                                 HealthCheck.data_too_large])
@given(case=mutated())
def test_the_window_opens_every_mutated_file_or_says_why(folder, main_window, qtbot, case):
    from PySide6.QtWidgets import QApplication, QMessageBox

    source, text = case
    target = (folder / source.relative_to(ROOT)).with_name("window-" + source.name)
    target.write_bytes(text.encode("utf-8", "surrogatepass"))
    failures: list[str] = []
    editor = main_window.open_path(target)
    if editor is None:  # refused: the error dialog says which file
        assert target.name in main_window.statusBar().currentMessage()  # as the dialog says
        for box in main_window.findChildren(QMessageBox, "ErrorDialog"):
            box.setObjectName("")
            box.close()
            box.deleteLater()
        return
    editor.validator.failed.connect(failures.append)
    editor.validator.wait()
    QApplication.processEvents()
    # a list whose catalogue or campaign cannot be used cannot be checked: the check says why, naming
    # the file and the field (as `wartable validate` does); any other failure is a crash
    unclear = [f for f in failures if not f.startswith(f"{target}: ")]
    assert not unclear, unclear
    if failures:
        assert failures[-1] in main_window.validation_dock.summary.text()
    editor.qdoc.undo_stack.setClean()
    main_window._close_tab_at(main_window.tabs.indexOf(editor))
    assert editor not in main_window.editors


CLI_CASES = int(os.environ.get("WARTABLE_FUZZ_CLI_EXAMPLES", "200"))


@settings(max_examples=CLI_CASES, deadline=None, database=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow,
                                 HealthCheck.data_too_large])
@given(case=mutated())
def test_the_command_line_checks_every_mutated_file_or_exits_2_naming_it(folder, capsys, case):
    """``wartable validate`` on a mutated file: findings (exit 0 or 1), or exit 2 naming the file;
    never a traceback, never a bug reported as "could not be checked"."""
    from editor.cli import main

    source, text = case
    target = (folder / source.relative_to(ROOT)).with_name("cli-" + source.name)
    target.write_bytes(text.encode("utf-8", "surrogatepass"))
    code = main(["validate", "--jobs", "1", str(target)])
    out, err = capsys.readouterr()
    assert code in (0, 1, 2), (code, err[-500:])
    assert "could not be checked" not in err and "Traceback" not in err, err[-1000:]
    if code == 2:  # a file that cannot be used is named (an event names it in its report)
        assert target.name in out + err, (out + err)[:300]
