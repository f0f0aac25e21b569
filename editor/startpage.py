"""The start page: new documents from ruleset presets, open, recent files and examples."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QGroupBox, QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton,
                               QScrollArea, QVBoxLayout, QWidget)

from model.ruleset import available_rulesets, load_ruleset

def _examples_folder() -> Path:
    """The examples: inside the installed package (``resources/examples``, where a wheel and the
    standalone app put them), else the checkout's ``examples/``."""
    import resources

    installed = Path(resources.__file__).resolve().parent / "examples"
    return installed if installed.is_dir() else Path(__file__).resolve().parent.parent / "examples"


EXAMPLES = _examples_folder()


def example_files(lang: str | None = None) -> list[Path]:
    """The examples the start page offers: in Spanish (``examples/es/``, the same documents named
    as a Spanish-speaking organiser would) when Wartable speaks Spanish, else the English ones."""
    from model import i18n

    folder = EXAMPLES / (lang or i18n.language())
    if not folder.is_dir() or folder.parent != EXAMPLES:
        folder = EXAMPLES
    return sorted(folder.glob("*.json")) if folder.is_dir() else []


def example_title(path: Path) -> str:
    """An example as its document calls itself (its name), the file's name when it has none."""
    import json

    try:
        with open(path, "rb") as f:
            name = json.load(f).get("name")
    except (OSError, ValueError, AttributeError):
        name = None
    return name.strip() if isinstance(name, str) and name.strip() else path.stem.replace("-", " ")


def example_documents(lang: str | None = None) -> list[tuple[str, Path]]:
    """The start page's examples by their titles, with the example events (``*/event.json``)."""
    files = example_files(lang)
    if files:
        files += sorted(files[0].parent.glob("*/event.json"))
    return sorted(((example_title(p), p) for p in files), key=lambda item: item[0].casefold())

class StartPage(QWidget):
    """Shown when no document is open."""

    newTableRequested = Signal(str, str)  # ruleset id, preset id
    newCampaignRequested = Signal()
    openRequested = Signal()
    openPath = Signal(str)

    def __init__(self, recent: list[str], parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("StartPage")
        outer = QVBoxLayout(self)
        name = self.tr("Wartable")  # outside the f-string: lupdate does not read inside one
        what = self.tr("Battle tables and campaign maps for wargame organisers: draw them to scale, check them "
                       "against the rules, print them.")
        title = QLabel(f"<h1>{name}</h1><p>{what}</p>")
        title.setWordWrap(True)
        outer.addWidget(title)
        row = QHBoxLayout()
        outer.addLayout(row, 1)

        new_box = QGroupBox(self.tr("New table from a ruleset preset"), self)
        new_layout = QVBoxLayout(new_box)
        self.preset_buttons: dict[tuple[str, str], QPushButton] = {}
        for ruleset_id in sorted(available_rulesets()):
            try:
                ruleset = load_ruleset(ruleset_id)
            except Exception:  # a broken user ruleset must not hide the others
                continue
            for preset in ruleset.table_presets():
                button = QPushButton(f"{ruleset.name}: {preset['name']}", new_box)
                button.setToolTip(self.tr("A new empty table of this size, checked against %s") % ruleset.name)
                button.clicked.connect(lambda _=False, r=ruleset_id, p=preset["id"]: self.newTableRequested.emit(r, p))
                self.preset_buttons[(ruleset_id, preset["id"])] = button
                new_layout.addWidget(button)
        campaign = QPushButton(self.tr("New campaign map…"), new_box)
        campaign.setToolTip(self.tr("A new hex map for a campaign: its size, ruleset and players"))
        campaign.clicked.connect(self.newCampaignRequested)
        self.new_campaign_button = campaign
        new_layout.addWidget(campaign)
        new_layout.addStretch(1)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(new_box)
        row.addWidget(scroll, 1)

        side = QVBoxLayout()
        open_button = QPushButton(self.tr("Open…"), self)
        open_button.setToolTip(self.tr("Open a table, campaign map, army list or catalogue"))
        open_button.clicked.connect(self.openRequested)
        side.addWidget(open_button)
        side.addWidget(QLabel(self.tr("Recent files")))
        self.recent_list = QListWidget(self)
        for path in recent:
            self.recent_list.addItem(QListWidgetItem(path))
        self.recent_list.itemActivated.connect(lambda item: self.openPath.emit(item.text()))
        side.addWidget(self.recent_list, 1)
        side.addWidget(QLabel(self.tr("Examples")))
        self.examples_list = QListWidget(self)
        for title, file in example_documents():
            item = QListWidgetItem(title)
            item.setData(Qt.UserRole, str(file))
            item.setToolTip(str(file))
            self.examples_list.addItem(item)
        self.examples_list.itemActivated.connect(lambda item: self.openPath.emit(item.data(Qt.UserRole)))
        side.addWidget(self.examples_list, 1)
        row.addLayout(side, 1)
