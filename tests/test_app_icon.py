"""The window's icon (``editor.app.app_icon``): every size the files give, each drawn from its file."""
from pathlib import Path

from PySide6.QtGui import QImage

from editor.app import app_icon

FOLDER = Path(__file__).resolve().parent.parent / "resources" / "icons" / "app"


def test_app_icon_has_every_file_at_its_own_size(qapp):
    icon = app_icon()
    files = sorted(FOLDER.glob("wartable-*.png"))
    assert files
    real = sorted((QImage(str(f)).width(), QImage(str(f)).height()) for f in files)
    # the sizes are taken from the files' names, not read from the files: each name must say the truth
    assert sorted((s.width(), s.height()) for s in icon.availableSizes()) == real
    for side, _ in real:
        picture = icon.pixmap(side).toImage()
        assert not picture.isNull() and (picture.width(), picture.height()) == (side, side)
        assert picture == QImage(str(FOLDER / f"wartable-{side}.png")).convertToFormat(picture.format())
