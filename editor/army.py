"""An army list as an organiser reads and fixes it: units with what joins them, points, what is
wrong, and the entries to add, change or remove."""
from __future__ import annotations

import os
import re
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (QAbstractItemView, QCheckBox, QComboBox, QFormLayout, QGroupBox, QHBoxLayout,
                               QHeaderView, QLabel, QLineEdit, QListWidget, QListWidgetItem, QPushButton, QSpinBox,
                               QTreeWidget, QTreeWidgetItem, QWidget)

from model.army import ROLES, ArmyEntry, ArmyList, Catalogue
from model.display import entry_name
from validators import Severity

from .base import DocumentEditor
from .commands import AddObjects, RemoveObjects, ReplaceObjects, SetField
from .layout import scrolling_body
from .plaintext import escaped, plain
from .spinbox import show_value
from .qtdocument import QtDocument
from .validation import SEVERITY_COLORS

#: ``entries[3].models`` -> 3
_ENTRY_PATH = re.compile(r"^entries\[(\d+)\]")


class ArmyListEditor(DocumentEditor):
    """An army list: read, checked and fixed.

    Each unit is a row with the leaders, banner bearers and champions joined to it beneath;
    every line shows its profile, class, models and points. The header gives the total
    against the list's points limit. Lines a finding is about are marked in the finding's
    colour with its message, and picking a finding selects its line. Below, entries are added
    from the catalogue and the selected one is changed or removed; every change is one undo step.
    """

    COLUMNS = ("Entry", "Profile", "Class", "Models", "Points", "Role", "Check")

    def _role_word(self, role: str) -> str:
        """A role in the chosen language (the file keeps "leader", "banner"...)."""
        return {"leader": self.tr("leader"), "banner": self.tr("banner"), "champion": self.tr("champion"),
                "character": self.tr("character")}.get(role, role)

    def __init__(self, qdoc: QtDocument, parent: QWidget | None = None, catalogue: Catalogue | None = None,
                 **kwargs):
        super().__init__(qdoc, parent, catalogue=catalogue, **kwargs)
        self.catalogue = catalogue
        self.catalogue_pending = False  # read on a worker; set_catalogue() when it arrives
        # the campaign map's players (id -> name) by the map's path, read on a worker
        self._campaign_players: dict[str, tuple[dict[str, str] | None, str]] = {}
        self._campaign_reads: dict = {}
        self.items: dict[str, QTreeWidgetItem] = {}
        self.army_rules, self.ruleset_unit_name = self._army_rules()
        self.commands_box = None
        layout = scrolling_body(self)  # scrolls on a small screen
        self.title = QLabel(self)
        self.title.setTextFormat(Qt.RichText)
        self.points = QLabel(self)
        self.points.setTextFormat(Qt.RichText)
        for label in (self.title, self.points):  # a long ruleset or catalogue name wraps: no sideways scrolling
            label.setWordWrap(True)
        self.tree = QTreeWidget(self)
        self.tree.setHeaderLabels([self.tr("Entry"), self.tr("Profile"), self.tr("Class"), self.tr("Models"),
                                   self.tr("Points"), self.tr("Role"), self.tr("Check")])  # as COLUMNS
        self.tree.setAlternatingRowColors(True)
        self.tree.setUniformRowHeights(True)
        self.tree.setSelectionMode(QAbstractItemView.ExtendedSelection)
        header = self.tree.header()
        header.setStretchLastSection(True)
        for column in range(len(self.COLUMNS) - 1):
            header.setSectionResizeMode(column, QHeaderView.ResizeToContents)
        layout.addWidget(self.title)
        layout.addWidget(self.points)
        # ten lines of the list at least: on a small screen the tab scrolls rather than squeeze the list
        self.tree.setMinimumHeight(10 * (self.tree.fontMetrics().height() + 4) + self.tree.header().sizeHint().height())
        layout.addWidget(self.tree, 1)
        layout.addWidget(self._build_editing())
        if self.army_rules.get("commands") is not None:
            from .army_commands import CommandsBox

            self.commands_box = CommandsBox(self, self.army_rules)
            self._editing_row.addWidget(self.commands_box, 1)
        self.tree.itemSelectionChanged.connect(self._fill_form)
        qdoc.changed.connect(lambda _change: self.refresh())
        self.validator.findingsChanged.connect(self.mark_findings)
        self.refresh()

    @property
    def document(self) -> ArmyList:
        return self.qdoc.document

    def set_catalogue(self, catalogue: Catalogue | None) -> None:
        """The catalogue read on a worker has arrived (None: it could not be read)."""
        self.catalogue_pending = False
        self.catalogue = catalogue
        self.validator.kwargs["catalogue"] = catalogue
        self.add_button.setEnabled(catalogue is not None)
        self._fill_picker()
        self.refresh()
        if catalogue is not None:
            self.validator.schedule()

    def _army_rules(self) -> tuple[dict, str]:
        """The ruleset's army section (bare values) and the name of its length unit."""
        from model.errors import DocumentError
        from model.ruleset import load_ruleset

        self.ruleset_object = None
        try:
            rs = load_ruleset(self.document.ruleset)
        except DocumentError:
            return {}, ""
        self.ruleset_object = rs
        return rs.value("army") or {}, rs.unit.value.upper() if rs.unit.value == "ud" else rs.unit.value

    # -- contents ---------------------------------------------------------------------------
    def refresh(self) -> None:
        doc = self.document
        cat = self.catalogue
        if cat is not None:
            source = self.tr("catalogue %s") % escaped(doc.catalogue)
        elif self.catalogue_pending:
            source = self.tr("reading the catalogue %s…") % escaped(doc.catalogue)
        else:
            source = self.tr("<span style='color:%s'>catalogue %s not found: profiles and points unknown</span>") % (
                SEVERITY_COLORS[Severity.ERROR], escaped(doc.catalogue))
        faction = f" · {doc.faction}" if doc.faction else ""
        kind, ruleset = self.tr("army list"), self.tr("ruleset")  # lupdate does not read inside f-strings
        self.title.setText(f"<h2>{escaped(doc.name)}</h2><p>{kind} · {ruleset} "
                           f"<b>{escaped(self._ruleset_name())}</b>{escaped(faction)} · {source}</p>")
        self._fill_points()
        selected = self.selected_ids()
        self.tree.blockSignals(True)
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
        for entry_id, item in self.items.items():
            item.setData(0, Qt.UserRole, entry_id)
        self.tree.expandAll()
        for entry_id in selected:
            if entry_id in self.items:
                self.items[entry_id].setSelected(True)
        self.tree.blockSignals(False)
        self.mark_findings(self.validator.findings)
        self._fill_header()
        self._fill_form()
        if self.commands_box is not None:
            self.commands_box.refresh()

    def _fill_points(self) -> None:
        doc, cat = self.document, self.catalogue
        if cat is None:
            self.points.setText("")
            return
        from validators.army_rules import command_costs

        total = doc.total_cost(cat, command_costs(self.army_rules))
        if doc.points_limit is not None:
            over = total > doc.points_limit + 1e-9
            colour = SEVERITY_COLORS[Severity.ERROR] if over else "#1e8449"
            text = self.tr("<b style='color:%s'>%s / %s points</b>") % (colour, _num(total), _num(doc.points_limit))
            if over:
                text += " " + self.tr("(%s over)") % _num(total - doc.points_limit)
        elif doc.campaign is not None:
            text = self.tr("<b>%s points</b>: the campaign sets the limit (%s)") % (
                _num(total), escaped(self.campaign_words()))
        else:
            text = self.tr("<b>%s points</b>: the list sets no limit (the event may)") % _num(total)
        if doc.gold:
            text += " · " + self.tr("%s gold spent") % _num(doc.gold)
        self.points.setText(text)

    def _cells(self, e: ArmyEntry) -> list[str]:
        profile = self.catalogue.profiles.get(e.profile) if self.catalogue is not None else None
        roles = ([self.tr("general")] if e.general else []) + ([self._role_word(e.role)] if e.role else [])
        if e.command is not None and e.command in self.document.commands and self.commands_box is not None:
            roles.append(self.commands_box.command_name(e.command))
        points = _num(self.document.entry_cost(e, self.catalogue)) if profile is not None or e.points is not None \
            else ""
        return [e.label or (profile.name if profile else e.id),
                profile.name if profile else self.tr("%s (not in the catalogue)") % (
                    e.label if e.not_in_catalogue and e.label else e.profile),
                self._role_word(profile.troop_class) if profile else "", str(e.models), points, ", ".join(roles), ""]

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


    # -- editing ---------------------------------------------------------------------------
    def _build_editing(self) -> QWidget:
        box = QWidget(self)
        row = self._editing_row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        head = QGroupBox(self.tr("List"), box)
        form = QFormLayout(head)
        self.name_edit = QLineEdit(head)
        self.name_edit.setObjectName("army-name")
        self.name_edit.editingFinished.connect(
            lambda: self._set_field("name", self.name_edit.text().strip() or self.document.name, self.tr("Rename list")))
        form.addRow(self.tr("Name"), self.name_edit)
        self.limit_box = QSpinBox(head)
        self.limit_box.setObjectName("army-limit")
        self.limit_box.setRange(0, 100000)
        self.limit_box.setSingleStep(50)
        self.limit_box.setSpecialValueText(self.tr("no limit"))
        self.limit_box.setSuffix(self.tr(" points"))
        self.limit_box.valueChanged.connect(
            lambda v: self._set_field("points_limit", v or None, self.tr("Set points limit"), merge=True))
        form.addRow(self.tr("Points limit"), self.limit_box)
        campaign_row = QHBoxLayout()
        self.campaign_label = plain(QLabel(head))
        self.campaign_label.setObjectName("army-campaign")
        choose = QPushButton(self.tr("Choose…"), head)
        choose.setObjectName("army-campaign-choose")
        choose.setToolTip(self.tr("The campaign map whose turn and empires set this army's size"))
        choose.clicked.connect(lambda: self.choose_campaign())
        clear = QPushButton(self.tr("None"), head)
        clear.setObjectName("army-campaign-clear")
        clear.setToolTip(self.tr("Unlink this list from its campaign"))
        clear.clicked.connect(lambda: self._set_field("campaign", None, self.tr("Leave the campaign")))
        campaign_row.addWidget(self.campaign_label, 1)
        campaign_row.addWidget(choose)
        campaign_row.addWidget(clear)
        form.addRow(self.tr("Campaign"), campaign_row)
        # which campaign turn (and battle) the list is for: the army size and gold of that turn
        turn_row = QHBoxLayout()
        self.turn_box = QSpinBox(head)
        self.turn_box.setObjectName("army-campaign-turn")
        self.turn_box.setRange(0, 999)
        self.turn_box.setSpecialValueText(self.tr("current turn"))
        self.turn_box.setPrefix(self.tr("turn "))
        self.turn_box.setToolTip(self.tr("The campaign turn this list is for: it is checked against that turn's "
                                         "army size and the player's treasury then"))
        self.turn_box.valueChanged.connect(lambda v: self._set_campaign_link(turn=v or None))
        self.battle_box = QSpinBox(head)
        self.battle_box.setObjectName("army-campaign-battle")
        self.battle_box.setRange(0, 99)
        self.battle_box.setSpecialValueText(self.tr("any battle"))
        self.battle_box.setPrefix(self.tr("battle "))
        self.battle_box.setToolTip(self.tr("Which of the player's battles of that turn (1, 2, ...): each battle "
                                           "has its own list, and gold spent on one is gone for the others"))
        self.battle_box.valueChanged.connect(lambda v: self._set_campaign_link(battle=v or None))
        turn_row.addWidget(self.turn_box, 1)
        turn_row.addWidget(self.battle_box, 1)
        form.addRow(self.tr("For"), turn_row)
        self.gold_box = QSpinBox(head)
        self.gold_box.setObjectName("army-gold")
        self.gold_box.setRange(0, 100000)
        self.gold_box.setSingleStep(10)
        self.gold_box.setSuffix(self.tr(" gold"))
        self.gold_box.setToolTip(self.tr("Campaign gold spent on extra points"))
        self.gold_box.valueChanged.connect(
            lambda v: self._set_field("gold", float(v), self.tr("Set gold spent"), merge=True))
        form.addRow(self.tr("Gold spent"), self.gold_box)
        self.profile_find = QLineEdit(head)
        self.profile_find.setObjectName("army-find-profile")
        self.profile_find.setPlaceholderText(self.tr("Find a profile by name"))
        self.profile_find.setClearButtonEnabled(True)
        self.profile_find.textChanged.connect(self._fill_picker)
        form.addRow(self.tr("Find"), self.profile_find)
        self.profile_box = QComboBox(head)
        self.profile_box.setObjectName("army-add-profile")
        self._fill_picker()
        add = self.add_button = QPushButton(self.tr("Add to List"), head)
        add.setObjectName("army-add")
        add.setToolTip(self.tr("Add a unit of the chosen profile to the list"))
        add.setEnabled(self.catalogue is not None)
        add.clicked.connect(lambda: self.add_entry(self.profile_box.currentData()))
        adding = QHBoxLayout()
        adding.addWidget(self.profile_box, 1)
        adding.addWidget(add)
        form.addRow(self.tr("Profile"), adding)
        row.addWidget(head, 1)

        self.entry_box = QGroupBox(self.tr("Selected entry"), box)
        form = QFormLayout(self.entry_box)
        self.label_edit = QLineEdit(self.entry_box)
        self.label_edit.setObjectName("entry-label")
        self.label_edit.editingFinished.connect(lambda: self._change_entry(label=self.label_edit.text().strip()))
        form.addRow(self.tr("Label"), self.label_edit)
        self.models_box = QSpinBox(self.entry_box)
        self.models_box.setObjectName("entry-models")
        self.models_box.setRange(1, 10000)
        self.models_box.valueChanged.connect(lambda v: self._change_entry(models=v, merge=True))
        form.addRow(self.tr("Models"), self.models_box)
        self.general_box = QCheckBox(self.tr("The army's general"), self.entry_box)
        self.general_box.setObjectName("entry-general")
        self.general_box.setToolTip(self.tr("This entry leads the army"))
        self.general_box.toggled.connect(lambda on: self._change_entry(general=on))
        form.addRow("", self.general_box)
        self.joins_box = QComboBox(self.entry_box)
        self.joins_box.setObjectName("entry-joins")
        self.joins_box.activated.connect(lambda _i: self._join(self.joins_box.currentData()))
        form.addRow(self.tr("Joins"), self.joins_box)
        self.role_box = QComboBox(self.entry_box)
        self.role_box.setObjectName("entry-role")
        self.role_box.addItem(self.tr("(none)"), None)
        for role in ROLES:
            self.role_box.addItem(self._role_word(role), role)
        self.role_box.activated.connect(lambda _i: self._change_entry(role=self.role_box.currentData()))
        form.addRow(self.tr("Role"), self.role_box)
        self.command_pick = QComboBox(self.entry_box)
        self.command_pick.setObjectName("entry-command")
        self.command_pick.setToolTip(self.tr("The command (general) the unit belongs to"))
        self.command_pick.activated.connect(lambda _i: self._change_entry(command=self.command_pick.currentData()))
        if self.army_rules.get("commands") is not None:
            form.addRow(self.tr("Command"), self.command_pick)
        else:
            self.command_pick.hide()
        self.options_list = QListWidget(self.entry_box)
        self.options_list.setObjectName("entry-options")
        self.options_list.setMaximumHeight(70)
        self.options_list.itemChanged.connect(lambda _item: self._change_entry(options=tuple(
            self.options_list.item(i).data(Qt.UserRole) for i in range(self.options_list.count())
            if self.options_list.item(i).checkState() == Qt.Checked)))
        form.addRow(self.tr("Options"), self.options_list)
        remove = QPushButton(self.tr("Remove from List"), self.entry_box)
        remove.setObjectName("entry-remove")
        remove.setToolTip(self.tr("Remove the selected entry from the list"))
        remove.clicked.connect(self.remove_selected)
        form.addRow("", remove)
        row.addWidget(self.entry_box, 1)
        return box

    def _fill_picker(self, _text: str = "") -> None:
        """The catalogue's profiles by category (class or troop type when it has none), each group
        under a heading that cannot be chosen; only names holding the search text."""
        from model.names import same_name

        from .catalogue import group_of

        box = self.profile_box
        box.clear()
        wanted = same_name(self.profile_find.text())
        groups: dict[str, list] = {}
        for p in self.catalogue.profiles.values() if self.catalogue else []:
            if not wanted or wanted in same_name(p.name):
                groups.setdefault(group_of(p), []).append(p)
        for group in sorted(groups, key=lambda g: (g == "", g)):
            if len(groups) > 1 or group:
                box.addItem(group or self.tr("(no category)"), None)
                heading = box.model().item(box.count() - 1)
                heading.setEnabled(False)
                font = heading.font()
                font.setBold(True)
                heading.setFont(font)
            for p in sorted(groups[group], key=lambda p: p.name):
                box.addItem("  " + self.tr("%1 (%2 pts)").replace("%1", p.name).replace("%2", _num(p.cost)), p.id)
        first = next((i for i in range(box.count()) if box.itemData(i) is not None), -1)
        box.setCurrentIndex(first)

    def selected_ids(self) -> list[str]:
        return [i.data(0, Qt.UserRole) for i in self.tree.selectedItems() if i.data(0, Qt.UserRole)]

    def choose_campaign(self, file: str | Path | None = None, player: str | None = None) -> None:
        """Link the army to a campaign map and one of its players (both asked for when not given)."""
        from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox

        from model import files
        from model.army import CampaignRef
        from model.errors import DocumentError

        if file is None:
            start = str(self.qdoc.path.parent) if self.qdoc.path else ""
            file, _ = QFileDialog.getOpenFileName(self, self.tr("Choose the campaign map"), start,
                                                  self.tr("Wartable documents (*.json)"))
            if not file:
                return
        def read():
            campaign = files.load(file)
            if campaign.KIND != "campaign":
                raise files.wrong_kind(file, campaign.KIND, "campaign")
            return campaign

        from .catalogue_read import read_while_responsive

        got = read_while_responsive(self, read, self.tr("Reading the campaign map %s…") % Path(file).name,
                                    self.tr("Cancel"))
        if got is None:  # cancelled, or the tab closed meanwhile
            return
        campaign, exc = got
        if exc is not None:
            if not isinstance(exc, DocumentError):
                exc = DocumentError(file, "", str(exc), self.tr("a Wartable campaign map"))
            QMessageBox.warning(self, self.tr("Choose the campaign map"), str(exc))
            return
        self._campaign_players[str(Path(file).resolve())] = ({p.id: p.name for p in campaign.players.values()}, "")
        if player is None:
            names = _distinct_names([p.name for p in campaign.players.values()])
            if not names:
                QMessageBox.warning(self, self.tr("Choose the campaign map"), self.tr("That map has no players yet."))
                return
            name, ok = QInputDialog.getItem(self, self.tr("Player"), self.tr("Whose army is it?"), names, 0, False)
            if not ok:
                return
            player = list(campaign.players)[names.index(name)]
        self._set_field("campaign", CampaignRef(str(Path(file).resolve()), player), self.tr("Join the campaign"))

    # -- the campaign's players, by name ------------------------------------------------------
    def _campaign_path(self) -> str | None:
        link = self.document.campaign
        return files_referenced_path(self.qdoc.path, link.file) if link is not None else None

    def campaign_words(self) -> str:
        """The list's campaign as a person reads it: the map's file and the player's name (the
        map is read on a worker the first time; meanwhile the line says so)."""
        link, path = self.document.campaign, self._campaign_path()
        if link is None:
            return ""
        map_name = Path(link.file).name
        known = self._campaign_players.get(path)
        if known is None:
            self._read_campaign_players(path)
            known = self._campaign_players.get(path)
        if known is None:
            return self.tr("%1, reading its players…").replace("%1", map_name)
        names, problem = known
        if names is None and not problem:
            return self.tr("%1, which does not exist").replace("%1", map_name)
        if names is None:
            return self.tr("%1, which cannot be read: %2").replace("%1", map_name).replace("%2", problem)
        if link.player not in names:
            return self.tr("%1, whose players do not include this list's (choose again)").replace("%1", map_name)
        return self.tr("%1, player %2").replace("%1", map_name).replace("%2", names[link.player])

    def _read_campaign_players(self, path: str) -> None:
        """Read the map's players on a worker; a read that ends within a moment fills the line at
        once, a longer one when it arrives."""
        from .background import submit
        from .catalogue_read import WAIT_SECONDS

        if path in self._campaign_reads:
            return
        def read(_task):
            from model import files
            from model.errors import DocumentError

            try:
                campaign = files.load_shared(path)
                if campaign.KIND != "campaign":
                    raise files.wrong_kind(path, campaign.KIND, "campaign")
            except FileNotFoundError:
                return None, ""
            except DocumentError as exc:
                return None, exc.problem or str(exc)
            except Exception as exc:  # said on the line, never a traceback
                return None, str(exc)
            return {p.id: p.name for p in campaign.players.values()}, ""

        def arrived(result) -> None:
            self._campaign_players[path] = result
            self._campaign_reads.pop(path, None)
            self._fill_points()
            self._fill_header()

        task = self._campaign_reads[path] = submit(read, owner=self, done=arrived)
        future = task.future
        if future is not None and task.wait(WAIT_SECONDS) and not future.cancelled():
            task.cancel()  # taken here: its report is not needed
            self._campaign_players[path] = future.result()
            self._campaign_reads.pop(path, None)

    def _set_campaign_link(self, **change) -> None:
        """Set the turn or battle of the list's campaign link (one merged undo step per spin box)."""
        link = self.document.campaign
        if link is None:
            return
        text = self.tr("Set campaign turn") if "turn" in change else self.tr("Set campaign battle")
        self._set_field("campaign", replace(link, **change), text, merge=True)

    def _fill_header(self) -> None:
        doc = self.document
        for box, value in ((self.turn_box, doc.campaign.turn if doc.campaign else None),
                           (self.battle_box, doc.campaign.battle if doc.campaign else None)):
            show_value(box, value or 0)
            box.setEnabled(doc.campaign is not None)
        self.campaign_label.setText(self.campaign_words() if doc.campaign else self.tr("none"))
        self.campaign_label.setToolTip(self._campaign_path() or "")
        self.gold_box.setEnabled(doc.campaign is not None or bool(doc.gold))
        self.name_edit.blockSignals(True)
        self.name_edit.setText(doc.name)
        self.name_edit.blockSignals(False)
        show_value(self.limit_box, doc.points_limit or 0)  # any size the file holds, never an overflow
        show_value(self.gold_box, doc.gold or 0)

    def _fill_form(self) -> None:
        ids = self.selected_ids()
        e = self.document.entries.get(ids[0]) if len(ids) == 1 else None
        self.entry_box.setEnabled(e is not None)
        widgets = (self.label_edit, self.models_box, self.general_box, self.joins_box, self.role_box,
                   self.options_list, self.command_pick)
        for w in widgets:
            w.blockSignals(True)
        self.command_pick.clear()
        self.command_pick.addItem(self.tr("(no command)"), None)
        for c in self.document.commands.values():
            self.command_pick.addItem(self.commands_box.command_name(c.id) if self.commands_box else c.name or c.id,
                                      c.id)
        if e is not None:
            self.command_pick.setCurrentIndex(max(0, self.command_pick.findData(e.command)))
        self.joins_box.clear()
        self.joins_box.addItem(self.tr("(stands on its own)"), None)
        for other in self.document.entries.values():
            if e is None or (other.id != e.id and other.attached_to is None):
                self.joins_box.addItem(other.label or other.id, other.id)
        if e is not None:
            self.label_edit.setText(e.label)
            show_value(self.models_box, e.models)
            self.general_box.setChecked(e.general)
            self.joins_box.setCurrentIndex(max(0, self.joins_box.findData(e.attached_to)))
            self.role_box.setCurrentIndex(max(0, self.role_box.findData(e.role)))
        self.options_list.clear()
        profile = self.catalogue.profiles.get(e.profile) if e is not None and self.catalogue else None
        for option in profile.options if profile else ():
            item = QListWidgetItem(self.tr("%1 (+%2 pts)").replace("%1", option.name).replace("%2", _num(option.cost)),
                                   self.options_list)
            item.setData(Qt.UserRole, option.id)
            item.setFlags(item.flags() | Qt.ItemIsUserCheckable)
            item.setCheckState(Qt.Checked if option.id in e.options else Qt.Unchecked)
        self.options_list.setEnabled(self.options_list.count() > 0)
        for w in widgets:
            w.blockSignals(False)

    def _set_field(self, name: str, value, text: str, merge: bool = False) -> None:
        if getattr(self.document, name) != value:
            self.qdoc.push(SetField(self.document, name, value, text, merge))

    def entry_name(self, e) -> str:
        """An entry as the user knows it: its label, else its profile's name (never its id)."""
        profile = self.catalogue.profiles.get(e.profile) if self.catalogue is not None else None
        return entry_name(e, profile)

    def _change_text(self, old, new, changes: dict) -> str:
        """The history entry for one change of an entry: what changed, to what."""
        name = self.entry_name(old)
        if list(changes) == ["models"]:
            return self.tr("Set models of %1 to %2").replace("%1", name).replace("%2", str(new.models))
        if list(changes) == ["label"]:
            return self.tr("Rename %1 to %2").replace("%1", name).replace("%2", self.entry_name(new))
        if list(changes) == ["general"]:
            return (self.tr("Make %1 the general") if new.general else self.tr("%1 is no longer the general")) \
                .replace("%1", name)
        if list(changes) == ["options"]:
            return self.tr("Change options of %1").replace("%1", name)
        if list(changes) == ["role"]:
            return self.tr("Change role of %1").replace("%1", name)
        if list(changes) == ["command"]:
            return self.tr("Change command of %1").replace("%1", name)
        return self.tr("Change %s") % name

    def _change_entry(self, merge: bool = False, **changes) -> None:
        ids = self.selected_ids()
        if len(ids) != 1:
            return
        old = self.document.entries[ids[0]]
        new = replace(old, **changes)
        if new != old:
            self.qdoc.push(ReplaceObjects(self.document, "entries", [new], self._change_text(old, new, changes),
                                          f"army:{old.id}:{','.join(changes)}" if merge else None))

    def _join(self, unit_id: str | None) -> None:
        """Join the selected entry to a unit (in the role its profile takes) or make it stand alone."""
        ids = self.selected_ids()
        if len(ids) != 1:
            return
        e = self.document.entries[ids[0]]
        role = None
        if unit_id is not None:
            profile = self.catalogue.profiles.get(e.profile) if self.catalogue else None
            roles = sorted(profile.roles) if profile else []
            role = e.role or (roles[0] if len(roles) == 1 else "leader" if "leader" in roles or not roles
                              else roles[0])
        self._change_entry(attached_to=unit_id, role=role)

    def add_entry(self, profile_id: str | None) -> str | None:
        """Add a line of ``profile_id`` (a unit at its smallest size), select it; its id."""
        profile = self.catalogue.profiles.get(profile_id) if self.catalogue and profile_id else None
        if profile is None:
            return None
        models = 1 if profile.single else (profile.unit_min or self._ruleset_unit_min() or 1)
        entry = ArmyEntry(self.document.new_id("entry-"), profile.id, int(models))
        self.qdoc.push(AddObjects(self.document, "entries", [entry], self.tr("Add %s") % profile.name))
        self.tree.clearSelection()
        self.items[entry.id].setSelected(True)
        self.tree.setCurrentItem(self.items[entry.id], 0, QItemSelectionModel.NoUpdate)
        return entry.id

    def _ruleset_name(self) -> str:
        """The ruleset's name in the current language ("Kensei 2.5"), its id when it is unknown."""
        rs = getattr(self, "ruleset_object", None)
        return rs.name if rs is not None else self.document.ruleset

    def _ruleset_unit_min(self) -> int | None:
        """The ruleset's smallest unit (Kensei: 3), for a new unit whose profile does not say."""
        from model.errors import DocumentError
        from model.ruleset import load_ruleset

        try:
            return load_ruleset(self.document.ruleset).value("army.unit_size_min")
        except DocumentError:  # an unknown ruleset: validation says so; adding still works
            return None

    def remove_selected(self) -> None:
        ids = self.selected_ids()
        if not ids:
            return
        joined = [e.id for e in self.document.entries.values() if e.attached_to in ids and e.id not in ids]
        text = self.tr("Remove %n entries", "", len(ids)) if len(ids) > 1 else \
            self.tr("Remove %s") % self.entry_name(self.document.entries[ids[0]])
        self.qdoc.undo_stack.beginMacro(text)
        if joined:  # what joined a removed unit now stands on its own
            self.qdoc.push(ReplaceObjects(self.document, "entries",
                                          [replace(self.document.entries[j], attached_to=None, role=None)
                                           for j in joined], text))
        self.qdoc.push(RemoveObjects(self.document, "entries", ids, text))
        self.qdoc.undo_stack.endMacro()

    def before_save(self, target: Path) -> None:
        """Point the list at its catalogue and campaign from the folder it is saved in (a new link
        names the file's full path; a list saved elsewhere must still find them). These say where
        files are, they are not edits: no undo step."""
        doc = self.document
        here = self.qdoc.path.parent if self.qdoc.path else None

        def rebased(name: str) -> str:
            current = Path(name) if Path(name).is_absolute() or here is None else here / name
            try:
                return Path(os.path.relpath(current.resolve(), target.resolve().parent)).as_posix()
            except ValueError:  # another drive (Windows): only the full path reaches it
                return str(current.resolve())

        if rebased(doc.catalogue) != doc.catalogue:
            doc.set_field("catalogue", rebased(doc.catalogue))
        if doc.campaign is not None and rebased(doc.campaign.file) != doc.campaign.file:
            doc.set_field("campaign", replace(doc.campaign, file=rebased(doc.campaign.file)))


def files_referenced_path(doc_path, name: str) -> str:
    from model.files import referenced_path

    return str(Path(referenced_path(doc_path, name)).resolve())


def _distinct_names(names: list[str]) -> list[str]:
    """Names to pick from, two players of the same name told apart by their place ("Ana", "Ana (2)")."""
    seen: dict[str, int] = {}
    out = []
    for name in names:
        seen[name] = seen.get(name, 0) + 1
        out.append(name if seen[name] == 1 else f"{name} ({seen[name]})")
    return out


def _num(value: float) -> str:
    return f"{value:g}"


