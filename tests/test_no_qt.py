"""model/ and validators/ run where Qt is absent: importing them must not import PySide6."""
import subprocess
import sys

from conftest import ROOT


def test_model_and_validators_do_not_import_qt():
    code = (
        "import sys, importlib, pkgutil\n"
        "import model, validators\n"
        "for pkg in (model, validators):\n"
        "    for info in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + '.'):\n"
        "        importlib.import_module(info.name)\n"
        "from validators.registry import load_rules; load_rules()\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'pyqtgraph', 'shiboken6'))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_command_line_validation_does_not_import_qt(tmp_path):
    code = (
        "import sys\n"
        "from editor.cli import main\n"
        "rc = main(['rules', '--format', 'json'])\n"
        "assert not any(m.startswith('PySide6') for m in sys.modules), 'Qt imported'\n"
        "sys.exit(rc)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr


def test_checking_army_lists_loads_no_shapes_maps_or_jsonschema():
    """`wartable validate` on army lists starts in a fraction of the time without shapely, numpy,
    networkx and jsonschema, which only tables, campaign maps and broken files need."""
    heavy = ("PySide6", "shapely", "numpy", "networkx", "jsonschema", "referencing")
    code = (
        "import sys, io, contextlib\n"
        "from editor.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    rc = main(['validate', 'examples/kensei-army-legal.json', 'examples/kensei-army-illegal.json',\n"
        "               '--format', 'json'])\n"
        f"print(rc, sorted({{m.split('.')[0] for m in sys.modules}} & set({heavy!r})))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert out.stdout.split(None, 1) == ["1", "[]\n"], out.stdout + out.stderr


def test_each_rule_module_declares_the_kinds_it_checks():
    """validators.registry.RULE_MODULES decides which modules a kind of document loads."""
    import pkgutil

    import validators
    from validators.registry import RULE_MODULES, RULES, load_rules

    load_rules()
    modules = {i.name for i in pkgutil.iter_modules(validators.__path__)
               if i.name.endswith("_rules") or i.name == "structure"}
    assert set(RULE_MODULES) == modules
    for r in RULES.values():
        declared = RULE_MODULES[r.check.__module__.rsplit(".", 1)[-1]]
        assert r.kind in declared, (r.id, r.kind, declared)
