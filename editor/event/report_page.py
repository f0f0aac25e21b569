"""The Event tab's Report page: the last Check Event, grouped by round, table and player."""
from __future__ import annotations

from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QHeaderView, QLabel, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget

from validators.event_rules import round_label

from ..validation import SEVERITY_COLORS
from .look import RED


class ReportPage(QWidget):
    """Report: the last Check Event, by round, table and player."""

    def __init__(self, editor):
        super().__init__(editor)
        self.editor = editor
        layout = QVBoxLayout(self)
        self.report_tree = QTreeWidget(self)
        self.report_tree.setObjectName("EventReport")
        self.report_tree.setHeaderLabels([self.tr("Where"), self.tr("Finding")])
        self.report_tree.header().setSectionResizeMode(0, QHeaderView.ResizeToContents)
        self.report_tree.setWordWrap(True)
        self.report_summary = QLabel(self.tr("Press Check Event to check every table and list of the event."), self)
        layout.addWidget(self.report_summary)
        layout.addWidget(self.report_tree, 1)

    def fill(self) -> None:
        tree = self.report_tree
        tree.clear()
        r = self.editor.report
        if r is None:
            return
        doc = r.event

        def add(parent, where: str, findings, text: str = ""):
            node = QTreeWidgetItem(parent, [where, text])
            for f in findings:
                child = QTreeWidgetItem(node, [f.severity.value, f.message])
                child.setForeground(0, QBrush(QColor(SEVERITY_COLORS[f.severity])))
                child.setToolTip(1, f"{f.rule} [{f.reference}]")
            if findings:
                node.setForeground(0, QBrush(QColor(SEVERITY_COLORS[min((f.severity for f in findings),
                                                                        key=lambda s: s.rank)])))
            return node

        add(tree, self.tr("Event"), r.event_level(), doc.name)
        seen: dict[str, str] = {}
        for rid, rnd in doc.rounds.items():
            node = QTreeWidgetItem(tree, [round_label(doc, rid), ""])
            for slot in rnd.tables:
                own = r.round_findings(rid, slot.number)
                where = self.tr("Table %d") % slot.number
                if slot.table in seen and not own:
                    add(node, where, [], self.tr("%s: as %s") % (slot.table, seen[slot.table]))
                    continue
                seen.setdefault(slot.table, f"{round_label(doc, rid)}, {where.lower()}")
                member = r.member(slot.table)
                found = own + r.member_findings(slot.table)
                text = slot.table + ("" if found or (member and member.unreadable) else self.tr(": ok"))
                item = add(node, where, found, text)
                if member is not None and member.unreadable:
                    QTreeWidgetItem(item, ["error", member.unreadable]).setForeground(0, QBrush(RED))
            stock = [f for f in r.round_findings(rid) if f.rule == "event.terrain-stock"]
            add(node, self.tr("Terrain"), stock, self.tr("the stock builds every table") if not stock else "")
            node.setExpanded(True)
        players = QTreeWidgetItem(tree, [self.tr("Players"), ""])
        for row in r.players:
            found = r.player_findings(row.player) + (r.member_findings(row.list_ref) if row.list_ref else [])
            add(players, row.name, found, f"{row.list_ref or self.tr('no list')} — {row.status}")
        players.setExpanded(True)
        errors, warnings, unreadable = r.counts()
        self.report_summary.setText(
            self.tr("%(errors)d errors, %(warnings)d warnings, %(unreadable)d unreadable files") %
            {"errors": errors, "warnings": warnings, "unreadable": unreadable}
            + (self.tr(" (the check was cancelled)") if r.cancelled else ""))
