"""The examples go into the wheel as ``resources/examples`` (the start page offers them wherever
Wartable is installed); everything else is in pyproject.toml."""
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent


class BuildWithExamples(build_py):
    """build_py, then the example documents (``examples/**/*.json``) copied into the package."""

    def run(self):
        super().run()
        target = Path(self.build_lib) / "resources" / "examples"
        for source in sorted((HERE / "examples").rglob("*.json")):
            out = target / source.relative_to(HERE / "examples")
            self.mkpath(str(out.parent))
            self.copy_file(str(source), str(out))


setup(cmdclass={"build_py": BuildWithExamples})
