"""The Qt binding the project installs must not corrupt Python's reference counts.

PySide6 6.12 on Python 3.11 drops a reference to None (and True/False) on every
void C++ call, and the editor aborts after a few thousand painter calls; the
project's requirements exclude it. This test fails if such a build is installed."""
import subprocess
import sys

CODE = """
import sys
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter
app = QGuiApplication([])
image = QImage(8, 8, QImage.Format_ARGB32)
painter = QPainter(image)
before = sys.getrefcount(None), sys.getrefcount(True)
for _ in range(20000):
    painter.setPen(QColor(1, 2, 3))
    painter.setRenderHint(QPainter.Antialiasing, True)
after = sys.getrefcount(None), sys.getrefcount(True)
painter.end()
print(before[0] - after[0], before[1] - after[1])
"""


def test_thousands_of_painter_calls_leave_none_and_true_alone():
    out = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True, timeout=120,
                         env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})
    assert out.returncode == 0, "the Qt binding crashed the interpreter: " + out.stderr[-300:]
    lost_none, lost_true = map(int, out.stdout.split())
    assert abs(lost_none) < 1000 and abs(lost_true) < 1000
