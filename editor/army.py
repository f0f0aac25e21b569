"""An army list as an organiser reads it: units with what joins them, points, and what is wrong."""
from __future__ import annotations

import re

from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (QAbstractItemView, QHeaderView, QLabel, QTreeWidget, QTreeWidgetItem, QVBoxLayout,
                               QWidget)

from model.army import ArmyEntry, ArmyList, Catalogue
from validators import Severity

from .base import DocumentEditor
from .qtdocument import QtDocument
from .validation import SEVERITY_COLORS

#: ``entries[3].models`` -> 3
_ENTRY_PATH = re.compile(r"^entries\[(\d+)\]")


class ArmyListEditor(DocumentEditor):
    """A read-only view of an army list.

    Each unit is a row with the leaders, banner bearers and champions joined to it beneath;
    every line shows its profile, class, models and points. The header gives the total
    against the list's points limit. Lines a finding is about are marked in the finding's
    colour with its message, and picking a finding selects its line.
    """

    COLUMNS = ("Entry", "Profile", "Class", "Models", "Points", "Role", "Check")

    def __init__(self, qdoc: QtDocument, parent: QWidget | None = None, catalogue: Catalogue | None = None,
                 **kwargs):
        super().__init__(qdoc, parent, catalogue=catalogue, **kwargs)
        self.catalogue = catalogue
        self.items: dict[str, QTreeWidgetItem] = {}
        layout = QVBoxLayout(self)
        self.title = QLabel(self)
        self.title.setTextFormat(Qt.RichText)
        self.points = QLabel(self)
        self.points.setTextFormat(Qt.RichText)
        self.tree = QTreeWidget(self)
        self.tree.setHeaderLabels([self.tr(c) for c in self.COLUMNS])
        self.tree.setAlternatingRowColors(True)
        self.tree.setUniformRowHeights(True)
        self.tree.setSelectionMode(QAbstractItemView.ExtendedSelection)
        header = self.tree.header()
        header.setStretchLastSection(True)
        for column in range(len(self.COLUMNS) - 1):
            header.setSectionResizeMode(column, QHeaderView.ResizeToContents)
        layout.addWidget(self.title)
        layout.addWidget(self.points)
        layout.addWidget(self.tree, 1)
        qdoc.changed.connect(lambda _change: self.refresh())
        self.validator.findingsChanged.connect(self.mark_findings)
        self.refresh()

    @property
    def document(self) -> ArmyList:
        return self.qdoc.document

    # -- contents ---------------------------------------------------------------------------
    def refresh(self) -> None:
        doc = self.document
        cat = self.catalogue
        source = self.tr("catalogue %s") % _html(doc.catalogue) if cat is not None else \
            self.tr("<span style='color:%s'>catalogue %s not found: profiles and points unknown</span>") % (
                SEVERITY_COLORS[Severity.ERROR], _html(doc.catalogue))
        faction = f" · {doc.faction}" if doc.faction else ""
        self.title.setText(f"<h2>{_html(doc.name)}</h2><p>{self.tr('army list')} · {self.tr('ruleset')} "
                           f"<b>{_html(doc.ruleset)}</b>{_html(faction)} · {source}</p>")
        self._fill_points()
        self.tree.clear()
        self.items = {}
        entries = list(doc.entries.values())
        for e in entries:  # units and characters standing on their own, in list order
            if e.attached_to is None or e.attached_to not in doc.entries or e.attached_to == e.id:
                self.items[e.id] = QTreeWidgetItem(self.tree, self._cells(e))
        for e in entries:  # what joins a unit, beneath it
            if e.id not in self.items:
                parent = self.items.get(e.attached_to)
                self.items[e.id] = QTreeWidgetItem(parent if parent is not None else self.tree, self._cells(e))
        for item in self.items.values():
            item.setTextAlignment(3, Qt.AlignRight | Qt.AlignVCenter)
            item.setTextAlignment(4, Qt.AlignRight | Qt.AlignVCenter)
        self.tree.expandAll()
        self.mark_findings(self.validator.findings)

    def _fill_points(self) -> None:
        doc, cat = self.document, self.catalogue
        if cat is None:
            self.points.setText("")
            return
        total = doc.total_cost(cat)
        if doc.points_limit is not None:
            over = total > doc.points_limit + 1e-9
            colour = SEVERITY_COLORS[Severity.ERROR] if over else "#1e8449"
            text = self.tr("<b style='color:%s'>%s / %s points</b>") % (colour, _num(total), _num(doc.points_limit))
            if over:
                text += " " + self.tr("(%s over)") % _num(total - doc.points_limit)
        elif doc.campaign is not None:
            text = self.tr("<b>%s points</b>: the campaign sets the limit (%s, player %s)") % (
                _num(total), _html(doc.campaign.file), _html(doc.campaign.player))
        else:
            text = self.tr("<b>%s points</b>: the list sets no limit (the event may)") % _num(total)
        if doc.gold:
            text += " · " + self.tr("%s gold spent") % _num(doc.gold)
        self.points.setText(text)

    def _cells(self, e: ArmyEntry) -> list[str]:
        profile = self.catalogue.profiles.get(e.profile) if self.catalogue is not None else None
        roles = ([self.tr("general")] if e.general else []) + ([e.role] if e.role else [])
        points = _num(self.document.entry_cost(e, self.catalogue)) if profile is not None else ""
        return [e.label or (profile.name if profile else e.id),
                profile.name if profile else self.tr("%s (not in the catalogue)") % e.profile,
                profile.troop_class if profile else "", str(e.models), points, ", ".join(roles), ""]

    # -- findings --------------------------------------------------------------------------
    def entries_of(self, finding) -> list[str]:
        """The ids of the entries a finding is about: the one its JSON path names, then its subjects."""
        ids = list(self.document.entries)
        m = _ENTRY_PATH.match(finding.location.path or "")
        about = [ids[int(m.group(1))]] if m and int(m.group(1)) < len(ids) else []
        return about + [s for s in finding.subjects if s in self.document.entries and s not in about]

    def mark_findings(self, findings) -> None:
        worst: dict[str, list] = {}
        for f in findings:
            for entry_id in self.entries_of(f):
                worst.setdefault(entry_id, []).append(f)
        for entry_id, item in self.items.items():
            mine = sorted(worst.get(entry_id, []), key=lambda f: f.severity.rank)
            brush = QBrush(QColor(SEVERITY_COLORS[mine[0].severity])) if mine else QBrush()
            more = self.tr(" (+%d more: see the tooltip)") % (len(mine) - 1) if len(mine) > 1 else ""
            item.setText(6, mine[0].message + more if mine else "")
            item.setToolTip(6, "\n\n".join(f.message for f in mine))
            for column in range(len(self.COLUMNS)):
                item.setForeground(column, brush)

    def show_finding(self, finding) -> None:
        """Select the lines a finding is about and scroll to the first."""
        items = [self.items[i] for i in self.entries_of(finding) if i in self.items]
        self.tree.clearSelection()
        if items:
            self.tree.setCurrentItem(items[0], 0, QItemSelectionModel.NoUpdate)
            self.tree.scrollToItem(items[0])
        for item in items:
            item.setSelected(True)


def _num(value: float) -> str:
    return f"{value:g}"


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
