"""What loading makes of army lists and catalogues, recorded to compare two versions of the load path.

    python benchmarks/load_equivalence.py --record before.json   # with one version of the code
    python benchmarks/load_equivalence.py --compare before.json  # with another: differences, exit 1

The corpus: the 1,000 lists of ``bench_validators.py`` (b), every army list and catalogue under
``examples/`` and ``tests/data/`` (older format versions too), each of those lists broken one
field at a time (values of the wrong type, out of range, missing, unknown fields) and files
broken as text (invalid JSON, NaN, huge numbers, half characters, BOM, not UTF-8, wrong
envelope). For each file it records the document as ``to_dict`` writes it and the ``repr`` of
its model objects, or the error's one line, field, problem and expected (in English and in
Spanish): a faster load path must give exactly the same.
"""
from __future__ import annotations

import argparse
import copy
import json
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from model.upgrades import FORMAT_VERSION  # noqa: E402

#: values put in place of each field of a list, one broken file each
VALUES = [None, True, 0, -1, 1.5, 10001, "", "x", "x" * 201, [], ["x"], [1], {}, {"x": 1}, 2 ** 40]


def _paths(node, prefix=()):
    yield prefix
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _paths(v, prefix + (i,))


def _copy_at(doc: dict, path: tuple):
    """A deep copy of ``doc`` and, in it, the container holding ``path``'s last part."""
    d = copy.deepcopy(doc)
    parent = d
    for part in path[:-1]:
        parent = parent[part]
    return d, parent


def _mutations(doc: dict):
    """(name, document) pairs: ``doc`` broken at one place each."""
    for path in _paths(doc):
        if not path:
            continue
        where = "/".join(map(str, path))
        for i, value in enumerate(VALUES):
            d, parent = _copy_at(doc, path)
            parent[path[-1]] = value
            yield f"{where}={i}", d
        d, parent = _copy_at(doc, path)
        del parent[path[-1]]
        yield f"{where}-deleted", d
        if isinstance(parent, dict):
            d, parent = _copy_at(doc, path)
            parent[f"{path[-1]}_extra"] = 1
            yield f"{where}+extra", d


def _text_breakages(text: str, version: int = 4):
    """(name, bytes) pairs: a list's file broken as text, at the format ``version``."""
    import re

    text = re.sub(r'"format_version": [0-9]+', f'"format_version": {version}', text, count=1)
    text = re.sub(r'"gold": [0-9.]+', '"gold": 0.0', text, count=1)
    text = re.sub(r'"notes": "[^"]*"', '"notes": ""', text, count=1)
    yield "empty", b""
    yield "truncated", text[: len(text) // 2].encode()
    yield "bom", b"\xef\xbb\xbf" + text.encode()
    yield "latin1", text.replace('"name"', '"n\u00e9me"', 1).encode("latin-1")
    yield "array", b"[1, 2]"
    yield "nan", text.replace('"gold": 0.0', '"gold": NaN', 1).encode()
    yield "infinity", text.replace('"gold": 0.0', '"gold": -Infinity', 1).encode()
    yield "overflow", text.replace('"gold": 0.0', '"gold": 1e999', 1).encode()
    yield "huge-int", text.replace('"gold": 0.0', '"gold": 123456789012345678901234', 1).encode()
    yield "big-int", text.replace('"gold": 0.0', '"gold": 9007199254740993', 1).encode()
    yield "exact-int", text.replace('"gold": 0.0', '"gold": 9007199254740992', 1).encode()
    yield "long-float", text.replace('"gold": 0.0', '"gold": 1.00000000000000000001', 1).encode()
    yield "exponent", text.replace('"gold": 0.0', '"gold": 1.5e300', 1).encode()
    yield "digits-in-text", text.replace('"notes": ""', '"notes": "12345678901234567890 1e999"', 1).encode()
    yield "surrogate", text.replace('"notes": ""', '"notes": "\\ud83d"', 1).encode()
    yield "surrogate-pair", text.replace('"notes": ""', '"notes": "\\ud83d\\ude00"', 1).encode()
    yield "escapes", text.replace('"notes": ""', '"notes": "tab\\t \\u00e9 \\"q\\""', 1).encode()
    yield "deep", ("[" * 100_000 + "]" * 100_000).encode()
    yield "nul-key", text.replace('"notes": ""', '"notes\\u0000": ""', 1).encode()
    yield "duplicate-key", text.replace('"notes": ""', '"notes": "a", "notes": 1', 1).encode()
    yield "trailing", (text + "x").encode()
    yield "two-docs", (text + text).encode()
    yield "whitespace", ("\n\t " + text + "\n\n").encode()
    at = f'"format_version": {version}'
    yield "version-string", text.replace(at, f'"format_version": "{version}"', 1).encode()
    yield "version-float", text.replace(at, f'"format_version": {version}.0', 1).encode()
    yield "version-true", text.replace(at, '"format_version": true', 1).encode()
    yield "version-old", text.replace(at, f'"format_version": {version - 1}', 1).encode()
    yield "version-new", text.replace(at, f'"format_version": {version + 1}', 1).encode()
    yield "version-zero", text.replace(at, '"format_version": 0', 1).encode()
    yield "deep-inside", text.replace('"notes": ""', '"notes": ' + "[" * 100 + "]" * 100, 1).encode()
    yield "deeper-inside", text.replace('"notes": ""', '"notes": ' + "[" * 5000 + "]" * 5000, 1).encode()
    for name, value in (("nan", "NaN"), ("infinite", "Infinity"), ("huge", "123456789012345678901234"),
                        ("big", "9007199254740993"), ("large", "1e300")):
        yield f"points-{name}", re.sub(r'"points_limit": [^,\n]+', f'"points_limit": {value}', text, count=1).encode()
    yield "huge-models", re.sub(r'"models": [0-9]+', '"models": 123456789012345678901234', text, count=1).encode()
    yield "infinite-models", re.sub(r'"models": [0-9]+', '"models": Infinity', text, count=1).encode()
    yield "kind-table", text.replace('"kind": "army"', '"kind": "table"', 1).encode()
    yield "kind-other", text.replace('"kind": "army"', '"kind": "spaceship"', 1).encode()
    yield "format-other", text.replace('"format": "wartable"', '"format": "geojson"', 1).encode()
    yield "ruleset-unknown", text.replace('"ruleset": "kensei"', '"ruleset": "chess"', 1).encode()


def _duplicates(doc: dict):
    if doc.get("entries"):
        d = copy.deepcopy(doc)
        d["entries"].append(dict(d["entries"][0], label="again"))
        yield "duplicate-entry", d
        d = copy.deepcopy(doc)
        d["entries"] = [dict(d["entries"][0], id=f"e{i}") for i in range(1001)]
        yield "too-many-entries", d
    if doc.get("commands"):
        d = copy.deepcopy(doc)
        d["commands"].append(dict(d["commands"][0]))
        yield "duplicate-command", d
    d = copy.deepcopy(doc)
    d["settings"] = {"rules": {"army.points": {"enabled": False}, "army.unknown-rule": {"severity": "warning"}}}
    yield "settings-rules", d
    d = copy.deepcopy(doc)
    d["settings"] = {"rules": {"army.points": {"params": {"x": 1}}}}
    yield "settings-params", d
    d = copy.deepcopy(doc)
    d["campaign"] = {"file": "c.json", "player": "p1", "turn": 2, "battle": 1}
    yield "campaign-turn", d
    d = copy.deepcopy(doc)
    d["campaign"] = {"file": "c.json", "player": "p1", "turn": 2.0}
    yield "campaign-turn-float", d
    for name, turn in (("huge", 2 ** 60), ("large", 1e300), ("exact", 2 ** 53)):
        d = copy.deepcopy(doc)
        d["campaign"] = {"file": "c.json", "player": "p1", "turn": 2, "battle": turn}
        yield f"campaign-battle-{name}", d
    d = copy.deepcopy(doc)
    for e in d.get("entries", []):
        e["options"] = ["a", "b"]
        e["models"] = 2.0
    yield "options-and-float-models", d


def corpus(folder: Path) -> list[tuple[str, Path]]:
    """Write the corpus into ``folder``: (name, path) of every file, in a fixed order."""
    from bench_validators import write_armies

    out: list[tuple[str, Path]] = []
    bench = folder / "bench"
    bench.mkdir()
    for p in write_armies(bench, 1000):
        out.append((f"bench/{p.name}", p))
    out.append(("bench/catalogue", bench / "kensei-example-catalogue.json"))
    sources = sorted(ROOT.glob("examples/**/*.json")) + sorted((ROOT / "tests" / "data").glob("*.json")) + [
        bench / "army-0001.json"]
    kept = folder / "kept"
    kept.mkdir()
    broken = folder / "broken"
    broken.mkdir()
    n = 0
    for src in sources:
        try:
            data = json.loads(src.read_text(encoding="utf-8"))
        except ValueError:
            continue
        if not isinstance(data, dict) or data.get("kind") not in ("army", "catalogue"):
            continue
        rel = src.relative_to(ROOT).as_posix() if src.is_relative_to(ROOT) else "bench/army-0001.json"
        target = kept / f"{n:03d}.json"
        target.write_bytes(src.read_bytes())
        out.append((rel, target))
        n += 1
        if data["kind"] != "army":
            continue
        if "examples/es/" in rel or "kensei-event" in rel and not rel.endswith("aiko.json"):
            continue  # the same shapes as their English and their neighbours
        text = src.read_text(encoding="utf-8")
        for name, content in _text_breakages(text):
            target = broken / f"{n:04d}.json"
            target.write_bytes(content)
            out.append((f"{rel}#{name}", target))
            n += 1
        for name, doc in list(_mutations(data)) + list(_duplicates(data)):
            target = broken / f"{n:04d}.json"
            target.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
            out.append((f"{rel}#{name}", target))
            n += 1
        # the same breakages in a file as Wartable saves it (the current version, its layout), which
        # model.files.load reads its shorter way until it finds something it cannot vouch for
        saved = _saved(src)
        if saved is None:
            continue
        for name, content in _text_breakages(saved, FORMAT_VERSION):
            target = broken / f"{n:04d}.json"
            target.write_bytes(content)
            out.append((f"{rel}#saved-{name}", target))
            n += 1
        current = json.loads(saved)
        for name, doc in list(_mutations(current)) + list(_duplicates(current)):
            target = broken / f"{n:04d}.json"
            target.write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
            out.append((f"{rel}#saved-{name}", target))
            n += 1
    return out


def _saved(src: Path) -> str | None:
    """The text Wartable's save writes for the list in ``src`` (None when it does not load)."""
    from model.errors import DocumentError
    from model.files import dumps, load

    try:
        return dumps(load(src))
    except DocumentError:
        return None


def record(folder: Path) -> dict[str, list]:
    """What loading each file of the corpus gives, by name (paths in messages as ``<dir>``)."""
    import validators  # noqa: F401  (registers the settings checks, as the command does)
    from model.errors import DocumentError
    from model.files import load, to_dict
    from model.i18n import set_language
    from model.pins import pinned

    files = corpus(folder)
    out: dict[str, list] = {}
    for lang in ("en", "es"):
        set_language(lang)
        with pinned():
            for name, path in files:
                try:
                    doc = load(path)
                except DocumentError as exc:
                    got = ["error", str(exc), exc.field, exc.problem, exc.expected]
                else:
                    if lang != "en":
                        continue
                    state = {k: repr(v) for k, v in sorted(vars(doc).items()) if not k.startswith("_")}
                    got = ["doc", json.dumps(to_dict(doc), sort_keys=True), state]
                out[f"{lang}:{name}"] = [x.replace(str(folder), "<dir>") if isinstance(x, str) else x for x in got]
    set_language("en")
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    group = ap.add_mutually_exclusive_group(required=True)
    group.add_argument("--record", metavar="FILE", help="write what loading gives to FILE")
    group.add_argument("--compare", metavar="FILE", help="compare what loading gives with FILE")
    args = ap.parse_args(argv)
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    with tempfile.TemporaryDirectory() as tmp:
        now = record(Path(tmp))
    errors = sum(1 for v in now.values() if v[0] == "error")
    print(f"{len(now)} results: {len(now) - errors} documents, {errors} errors")
    if args.record:
        Path(args.record).write_text(json.dumps(now, ensure_ascii=False, indent=0), encoding="utf-8")
        return 0
    before = json.loads(Path(args.compare).read_text(encoding="utf-8"))
    differ = [k for k in sorted(set(before) | set(now)) if before.get(k) != now.get(k)]
    for k in differ[:20]:
        print(f"{k}:\n  before {before.get(k)}\n  now    {now.get(k)}")
    print(f"{len(differ)} differ" if differ else "all the same")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
