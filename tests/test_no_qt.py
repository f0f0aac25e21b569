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
