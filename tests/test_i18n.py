"""Spanish and English: the Qt-free catalogue, the Qt translations, choosing the language.

The completeness tests fail when a string is added without its Spanish text (see docs/i18n.md:
``python tools/translations.py todo`` lists what is missing, ``apply`` writes it back)."""
from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from model import i18n, language_choice

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import translations  # noqa: E402


# -- the Qt-free catalogue ------------------------------------------------------------------

def test_a_message_is_english_by_default_and_spanish_when_chosen(monkeypatch, tmp_path):
    entry = {"source": "{what} is {distance} from the edge.", "text": "{what} está a {distance} del borde."}
    monkeypatch.setitem(i18n.catalogue("es"), "test.edge", entry)
    english = i18n.msg("test.edge", "{what} is {distance} from the edge.", what="The tower", distance=2.5)
    assert english == "The tower is 2.5 from the edge."
    assert english.id == "test.edge" and english.params["what"] == "The tower"
    with i18n.using("es"):
        spanish = i18n.msg("test.edge", "{what} is {distance} from the edge.", what="La torre", distance=2.5)
    assert spanish == "La torre está a 2,5 del borde."  # the Spanish decimal comma
    assert english.render("es") == "The tower está a 2,5 del borde."
    assert spanish.render("en") == "La torre is 2.5 from the edge."


def test_a_message_made_again_says_the_same_in_its_language_and_keeps_its_own_words_inside(monkeypatch):
    # msg hands out a message already made for the same id, language and parameters: what it says must not change
    template = "{who} has {count} models."
    monkeypatch.setitem(i18n.catalogue("es"), "test.again", {"source": template, "text": "{who} tiene {count} modelos."})
    first = i18n.msg("test.again", template, who="Aiko", count=1)
    assert i18n.msg("test.again", template, who="Aiko", count=1) == first == "Aiko has 1 models."
    assert i18n.msg("test.again", template, who="Aiko", count=True) == "Aiko has True models."  # equal to 1, not 1
    with i18n.using("es"):
        assert i18n.msg("test.again", template, who="Aiko", count=1) == "Aiko tiene 1 modelos."
    assert i18n.msg("test.again", template, who="Aiko", count=1) == "Aiko has 1 models."
    # two messages of the same text inside: each outer message keeps its own, rendered again in another language
    inner_a = i18n.msg("test.inner-a", "'{name}'", name="Aiko")
    inner_b = i18n.msg("test.inner-b", "'{name}'", name="Aiko")
    a = i18n.msg("test.outer", "{what}!", what=inner_a)
    b = i18n.msg("test.outer", "{what}!", what=inner_b)
    assert a == b == "'Aiko'!"
    assert a.params["what"].id == "test.inner-a" and b.params["what"].id == "test.inner-b"
    monkeypatch.setitem(i18n.catalogue("es"), "test.inner-b", {"source": "'{name}'", "text": "«{name}»"})
    assert b.render("es") == "«Aiko»!" and a.render("es") == "'Aiko'!"


def test_plural_forms_and_words_inside_messages(monkeypatch):
    monkeypatch.setitem(i18n.catalogue("es"), "test.hexes", {
        "source": {"one": "{count} hex of {terrain}", "other": "{count} hexes of {terrain}"},
        "text": {"one": "{count} casilla de {terrain}", "other": "{count} casillas de {terrain}"}})
    monkeypatch.setitem(i18n.catalogue("es"), "test.forest", {"source": "forest", "text": "bosque"})
    forest = i18n.lazy_msg("test.forest", "forest")  # made at import time, translated when used
    assert [i18n.msg_n("test.hexes", "{count} hex of {terrain}", "{count} hexes of {terrain}", count=n,
                       terrain=forest) for n in (1, 3)] == ["1 hex of forest", "3 hexes of forest"]
    with i18n.using("es"):
        assert [i18n.msg_n("test.hexes", "{count} hex of {terrain}", "{count} hexes of {terrain}", count=n,
                           terrain=forest) for n in (1, 3)] == ["1 casilla de bosque", "3 casillas de bosque"]


def test_a_translation_that_is_stale_or_missing_falls_back_to_english(monkeypatch):
    monkeypatch.setitem(i18n.catalogue("es"), "test.bad", {"source": "x", "text": "{nope} y"})
    with i18n.using("es"):
        assert i18n.msg("test.missing", "Only {n} in English", n=3) == "Only 3 in English"
        assert i18n.msg("test.bad", "x") == "{nope} y"  # never an exception from a message


def test_bilingual_ruleset_text_and_one_language_rulesets():
    assert i18n.pick({"en": "Forest", "es": "Bosque"}) == "Forest"
    with i18n.using("es"):
        assert i18n.pick({"en": "Forest", "es": "Bosque"}) == "Bosque"
        assert i18n.pick({"en": "Forest"}) == "Forest"
        assert i18n.pick("Bosque de bambú") == "Bosque de bambú"
    assert i18n.number(1234.5, 1, "es") == "1234,5" and i18n.number(12.0, 1, "en") == "12"


def test_the_language_comes_from_the_option_the_variable_the_preference_then_the_system(monkeypatch):
    for var in ("WARTABLE_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "es_ES.UTF-8")
    assert i18n.resolve_language() == "es"
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert i18n.resolve_language() == "en"  # no German: English
    language_choice.save_language("es")
    assert i18n.saved_language() == "es" and i18n.resolve_language() == "es"
    monkeypatch.setenv("WARTABLE_LANG", "en")
    assert i18n.resolve_language() == "en"
    assert i18n.resolve_language("es") == "es"
    language_choice.save_language(None)
    assert i18n.saved_language() is None


def table_with_unknown_kind(tmp_path) -> Path:
    data = json.loads((ROOT / "examples" / "kensei-120x120.json").read_text(encoding="utf-8"))
    data["pieces"][0]["kind"] = "volcano"
    path = tmp_path / "volcano.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_findings_keep_their_message_id_and_parameters_in_json(tmp_path):
    from model.files import load
    from validators import validate

    path = table_with_unknown_kind(tmp_path)
    english = [f.to_dict() for f in validate(load(path), path=str(path))]
    with i18n.using("es"):
        spanish = [f.to_dict() for f in validate(load(path), path=str(path))]
    assert [f["rule"] for f in spanish] == [f["rule"] for f in english]
    assert [f.get("message_id") for f in spanish] == [f.get("message_id") for f in english]
    en = next(f for f in english if f["rule"] == "document.reference")
    es = next(f for f in spanish if f["rule"] == "document.reference")
    assert en["message_id"] == es["message_id"] == "reference.terrain-kind"
    assert en["params"]["kind"] == "'volcano'" and es["params"]["kind"] == "«volcano»"
    assert en["message"].startswith("The terrain piece 'Village road' is of the kind 'volcano'")
    assert es["message"].startswith("La pieza de escenografía «Village road» es del tipo «volcano»")
    assert "road" not in en["message"].replace("Village road", "")  # the label, never the piece's id


# -- every string has its Spanish --------------------------------------------------------------

def _waiting():
    return translations.pending()


def test_every_message_of_model_validators_and_cli_has_spanish():
    rows = translations.message_problems("es")
    code = [r["problem"] for r in rows if r["kind"] == "code"]
    assert not code, "\n".join(code)
    missing = [f"{r['file']}:{r['line']} {r['id']}: {r['problem']}" for r in rows
               if translations.pending_key(r) not in _waiting()]
    assert not missing, ("strings without Spanish (python tools/translations.py todo > todo.json, fill in, "
                         "then apply todo.json):\n" + "\n".join(missing))


def test_every_editor_tr_string_has_a_finished_spanish_translation():
    rows = translations.qt_problems("es")
    code = [r["problem"] for r in rows if r["kind"] == "code"]
    assert not code, "\n".join(code)
    rows = [r for r in rows if r["kind"] != "code"]
    missing = [f"{r['context']}: {r['source']!r}" for r in rows if translations.pending_key(r) not in _waiting()]
    assert not missing, ("tr() strings without Spanish (python tools/translations.py todo > todo.json, fill in, "
                         "then apply todo.json):\n" + "\n".join(missing))


def test_the_pending_list_only_names_strings_that_still_wait():
    rows = translations.message_problems("es") + translations.qt_problems("es")
    still = {translations.pending_key(r) for r in rows if r["kind"] != "code"}
    done = sorted(_waiting() - still)
    assert not done, f"translated or gone: remove from {translations.PENDING.name}: {done[:10]}"


def test_compiled_qm_files_are_current(tmp_path):
    sources = sorted((translations.TRANSLATIONS / "es").glob("*.ts")) + [translations.TRANSLATIONS / "en" / "plurals.ts"]
    assert len(sources) > 10
    stale = []
    for ts in sources:
        out = tmp_path / ts.with_suffix(".qm").name
        translations.compile_qm(ts, out)
        committed = ts.with_suffix(".qm")
        if not committed.exists() or committed.read_bytes() != out.read_bytes():
            stale.append(committed.name)
    assert not stale, f"run python tools/translations.py release: {stale}"
    assert not [qm.name for qm in (translations.TRANSLATIONS / "es").glob("*.qm") if not qm.with_suffix(".ts").exists()]
    for lang in ("es", "en"):  # each language's one file, which the editor installs
        out = tmp_path / f"{lang}.qm"
        translations.compile_combined(lang, out)
        assert translations.combined_qm(lang).read_bytes() == out.read_bytes(), \
            f"run python tools/translations.py release: {lang}.qm"


def test_the_language_file_translates_as_the_modules_files_did(qapp):
    """The editor installs one compiled file per language: every message of every module's .ts, in
    the singular and the plural, comes out of it as it came out of the modules' own files installed
    in name order (the last installed asked first), also where two modules translate the same text."""
    from PySide6.QtCore import QTranslator

    for lang in ("es", "en"):
        folder = translations.TRANSLATIONS / lang
        modules = []
        for qm in sorted(folder.glob("*.qm"), reverse=True):  # the order Qt asked them in
            t = QTranslator()
            assert t.load(str(qm))
            modules.append(t)
        combined = QTranslator()
        assert combined.load(str(translations.combined_qm(lang)))
        messages = {(m.context, m.source) for ts in folder.glob("*.ts") for m in translations.read_ts(ts)}
        assert len(messages) > (1000 if lang == "es" else 10)
        differ = []
        for context, source in sorted(messages):
            for n in (-1, 1, 2, 5):
                before = next((text for t in modules if (text := t.translate(context, source, None, n))), "")
                if combined.translate(context, source, None, n) != before:
                    differ.append((lang, context, source, n))
        assert not differ, differ[:5]


def test_english_plurals_say_one_object_and_two_objects():
    assert translations.english_forms("Move %n object(s)") == ["Move %n object", "Move %n objects"]
    assert translations.english_forms("Remove %n entries") == ["Remove %n entry", "Remove %n entries"]
    assert translations.english_forms("%n unmatched names") == ["%n unmatched name", "%n unmatched names"]
    english = translations.read_ts(translations.TRANSLATIONS / "en" / "plurals.ts")
    wanted = {(m.context, m.source) for m in translations.scan_qt_sources(list(translations.qt_modules().values()))
              if m.numerus}
    assert wanted == {(m.context, m.source) for m in english}, "run python tools/translations.py update"


# -- the command line ---------------------------------------------------------------------------

def wartable(*args, env=None):
    import os

    return subprocess.run([sys.executable, "-m", "editor.cli", *map(str, args)], cwd=ROOT, capture_output=True,
                          text=True, env={**os.environ, **(env or {})})


def test_version_is_printed():
    from editor.cli import version

    r = wartable("--version")
    assert r.returncode == 0 and r.stdout.strip() == f"wartable {version()}"
    assert version()[0].isdigit()


def test_validate_speaks_the_language_asked_for(tmp_path):
    path = table_with_unknown_kind(tmp_path)
    en = wartable("validate", path)
    es = wartable("validate", "--lang", "es", path)
    assert en.returncode == es.returncode == 1
    assert ": error: document.reference: The terrain piece 'Village road'" in en.stdout
    assert ": error: document.reference: La pieza de escenografía «Village road»" in es.stdout  # rule ids stay
    assert es.stdout != en.stdout
    by_env = wartable("validate", path, env={"WARTABLE_LANG": "es"})
    assert by_env.stdout == es.stdout
    as_json = json.loads(wartable("--lang", "es", "validate", "--format", "json", path).stdout)
    finding = as_json["files"][0]["findings"][0]
    assert finding["rule"] and finding["message_id"]
    bad = wartable("--lang", "xx", "validate", path)
    assert bad.returncode == 2 and "es" in bad.stderr and "Traceback" not in bad.stderr


def test_a_broken_file_is_explained_in_spanish_naming_file_field_and_what_was_expected(tmp_path):
    bad = tmp_path / "mesa.json"
    bad.write_text(json.dumps({"format": "wartable", "format_version": 1, "kind": "table", "name": "Mesa",
                               "ruleset": "kensei", "unit": "cm", "width": "ancho", "depth": 90}), encoding="utf-8")
    es = wartable("--lang", "es", "validate", bad)
    assert es.returncode == 2 and "Traceback" not in es.stderr
    assert f"{bad}: width: es del tipo equivocado (un texto: \"ancho\") (se esperaba un número)" in es.stderr
    en = wartable("--lang", "en", "validate", bad)
    assert f"{bad}: width: has the wrong type (a text: \"ancho\") (expected a number)" in en.stderr
    broken = tmp_path / "roto.json"
    broken.write_text('{"format": "wartable",', encoding="utf-8")
    es = wartable("--lang", "es", "validate", broken)
    assert "JSON no válido en la línea 1, columna 23: falta un nombre de campo entre comillas dobles" in es.stderr
    missing = wartable("--lang", "es", "validate", tmp_path / "no-esta.json")
    assert "no-esta.json: no existe ese archivo ni esa carpeta" in missing.stderr


def test_model_errors_speak_the_language_with_the_same_fields():
    from model.errors import DocumentError
    from model.files import from_dict
    from model.limits import MAX_PIECES

    data = {"format": "wartable", "format_version": 1, "kind": "table", "name": "x", "ruleset": "kensei",
            "unit": "cm", "width": 90, "depth": 90,
            "pieces": [{"id": f"p{i}", "kind": "house", "footprint": [[[0, 0], [1, 0], [1, 1]]]}
                       for i in range(MAX_PIECES + 1)]}
    for lang, words in (("en", "terrain pieces, more than Wartable's limit"),
                        ("es", "piezas de escenografía, más que el límite de Wartable")):
        with i18n.using(lang), pytest.raises(DocumentError) as err:
            from_dict(data, "mesa.json")
        assert err.value.field == "pieces" and words in str(err.value)
    with i18n.using("es"), pytest.raises(DocumentError) as err:
        from_dict({**data, "pieces": [], "format_version": 99}, "mesa.json")
    assert "lo escribió un Wartable más nuevo" in str(err.value) and "(se esperaba un número entero de 1 a" in str(err.value)


def test_no_model_error_is_written_as_an_english_literal():
    """A DocumentError's problem and expected text come from msg() (or a value built by one), so
    that they have Spanish; only a literal JSON snippet ('"format": "wartable"') may be written as is."""
    import ast

    bad = []
    for package in ("model", "validators", "editor"):
        for path in sorted((ROOT / package).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "DocumentError":
                    for i, arg in enumerate(node.args[2:4], start=2):
                        literal = arg.value if isinstance(arg, ast.Constant) and isinstance(arg.value, str) else None
                        if isinstance(arg, ast.JoinedStr):  # its written parts ("{a} x {b} = {c}" has no words)
                            literal = "".join(v.value for v in arg.values if isinstance(v, ast.Constant))
                        words = literal is not None and re.search("[A-Za-z]{2,}", literal)
                        if words and not (i == 3 and literal.startswith('"')):
                            bad.append(f"{path.relative_to(ROOT)}:{node.lineno}: {literal!r}")
    assert not bad, "DocumentError texts not built with msg():\n" + "\n".join(bad)


def test_help_and_argument_errors_in_spanish():
    es = wartable("--lang", "es", "--help")
    assert es.returncode == 0
    assert es.stdout.startswith("uso: wartable") and "opciones:" in es.stdout and "muestra esta ayuda y termina" in es.stdout
    assert "comprueba mesas, mapas de campaña y listas de ejército" in es.stdout
    for command in ("validate", "rules", "import", "export", "pack", "edit"):
        sub = wartable(command, "--help", env={"WARTABLE_LANG": "es"})
        assert sub.returncode == 0 and sub.stdout.startswith(f"uso: wartable {command}"), command
        english = wartable("--lang", "en", command, "--help").stdout
        assert "usage:" in english and "show this help message and exit" in english
        for line in sub.stdout.splitlines():  # every option has its help, none left in English
            assert "show this help" not in line and " the " not in f" {line} ", (command, line)
    missing = wartable("--lang", "es", "validate")
    assert missing.returncode == 2 and "error: faltan estos argumentos: paths" in missing.stderr
    choice = wartable("--lang", "es", "export", "x.json", "--to", "doc")
    assert "argumento --to: opción no válida: 'doc' (elige entre" in choice.stderr


def test_rules_summaries_in_spanish():
    en = wartable("rules")
    es = wartable("rules", "--lang", "es")
    assert en.returncode == es.returncode == 0
    assert en.stdout.splitlines()[0].split()[0] == es.stdout.splitlines()[0].split()[0]


# -- the window ------------------------------------------------------------------------------------

def test_main_window_menus_in_spanish(spanish_window):
    titles = [a.text() for a in spanish_window.menuBar().actions()]
    assert "&Archivo" in titles and "&Edición" in titles and "Ay&uda" in titles


def test_preferences_choose_the_language_for_the_next_start(main_window, qtbot, monkeypatch):
    from PySide6.QtWidgets import QApplication

    monkeypatch.delenv("WARTABLE_LANG")

    from editor.preferences import PreferencesDialog

    main_window.act_preferences.trigger()
    dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, PreferencesDialog) and w.isVisible())
    combo = dialog.language
    assert combo.currentIndex() == 0 and "System language" in combo.itemText(0)
    combo.setCurrentIndex(combo.findData("es"))
    assert "next start" in dialog.note.text()
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert i18n.saved_language() == "es"
    assert "next start" in main_window.statusBar().currentMessage()
    assert i18n.language() == "en"  # applies from the next start


def test_the_preferences_note_names_the_language_as_a_sentence_does(spanish_window, qtbot, monkeypatch):
    from editor.preferences import PreferencesDialog

    monkeypatch.delenv("WARTABLE_LANG")
    monkeypatch.setattr(i18n, "language", lambda: "es")
    dialog = PreferencesDialog(spanish_window)
    dialog.language.setCurrentIndex(dialog.language.findData("en"))
    assert dialog.note.text() == "Wartable hablará en inglés desde el próximo inicio."
    monkeypatch.setenv("WARTABLE_LANG", "es")
    dialog._explain()
    assert "pide español;" in dialog.note.text() and "Español" not in dialog.note.text()


# -- ruleset display text -------------------------------------------------------------------------

def test_every_ruleset_display_text_has_spanish():
    """Names, notes, organiser-setting reasons, victories, race notes, event texts: every text of a
    shipped ruleset a user reads has its Spanish (rulebook references stay as the rulebook says)."""
    rows = translations.ruleset_problems("es")
    missing = [f"{r['file']}: {r['id']}: {r['problem']}: {r['source']!r}" for r in rows]
    assert not missing, "ruleset texts without Spanish (translations.py todo / apply):\n" + "\n".join(missing)


def test_the_display_text_walk_finds_notes_settings_and_nested_lists():
    from model.ruleset import display_texts

    data = {"name": "Game", "ref_only": {"value": 1, "ref": "Libro p.1"},
            "a": {"value": 2, "setting": "Why two.", "note": "A note."},
            "campaign": {"races": [{"id": "elves", "name": "Elves", "notes": "Pointy.", "tax": {"value": 1, "ref": "x"}}],
                         "turns": {"events": {"value": [{"id": "A", "name": "Gold", "name_es": "Oro", "text": "Get gold."}],
                                              "ref": "Libro"}}},
            "translations": {"es": {"name": "Juego"}}}
    assert display_texts(data) == {
        "name": "Game", "a.setting": "Why two.", "a.note": "A note.", "campaign.races.elves.name": "Elves",
        "campaign.races.elves.notes": "Pointy.", "campaign.turns.events.A.text": "Get gold."}


def test_spanish_ruleset_texts_reach_tooltips_races_volumes_and_references():
    from model.ruleset import load_ruleset
    from validators.campaign_rules import resolve_race
    from validators.sight.table import typical_volume

    camp, kensei = load_ruleset("warhammer-campaign"), load_ruleset("kensei")
    with i18n.using("es"):
        race = next(r for r in camp.value("campaign.races") if r["id"] == "dwarfs")
        assert race["name"] == "Enanos" and race["notes"].startswith("Un castillo o ciudad enana")
        assert camp.name.startswith("Las Piedras del Destino (campaña")
        # the same player text finds the same race whatever the language
        assert resolve_race(camp, "Dwarfs")["id"] == resolve_race(camp, "Enanos")["id"] == "dwarfs"
        assert [v["name"] for v in kensei.volumes()][1] == "V2 tropas de tamaño humano"
        spanish_volume = typical_volume(kensei)
        reason = kensei.ref("table_rules.terrain_density")
        assert reason.startswith("Kensei 2.5: ajuste del organizador (Parte de la mesa cubierta")
        tooltip = kensei.terrain_kind("wood")["note"]
        assert tooltip.startswith("Los 'Árboles' se nombran")
    assert typical_volume(kensei) == spanish_volume
    assert resolve_race(camp, "Enanos")["id"] == "dwarfs"


def test_ruleset_names_follow_the_language_and_references_keep_the_rulebook(tmp_path):
    from model.display import kind_name
    from model.ruleset import load_ruleset

    rs = load_ruleset("kensei")
    assert rs.terrain_kind("house")["name"] == "Japanese house"
    ref = rs.ref("table_rules.zone_separation")
    assert ref.startswith("Kensei 2.5: organiser setting (")
    with i18n.using("es"):
        assert rs.terrain_kind("house")["name"] == "Casa japonesa"
        assert [p["name"] for p in rs.deployment_presets()][0] == "Bordes largos de la mesa, 10 cm de fondo"
        assert kind_name(rs, "terrain_kinds", "house") == "Casa japonesa"
        assert rs.ref("army.unit_size_min") == "Kensei 2.5 p.34"  # the rulebook's own words stay
        assert rs.ref("table_rules.zone_separation").startswith("Kensei 2.5: ajuste del organizador")
        assert "Scenario deployment" not in rs.ref("table_rules.zone_separation")  # no English inside Spanish


def test_a_user_ruleset_in_one_language_still_works(tmp_path, monkeypatch):
    from model.ruleset import load_ruleset

    data = json.loads((ROOT / "resources" / "rulesets" / "kensei.json").read_text(encoding="utf-8"))
    data.pop("translations")
    data["id"] = "mi-kensei"
    data["terrain_kinds"][0]["name"] = "Casa del té"
    folder = tmp_path / "rulesets"
    folder.mkdir()
    (folder / "mi-kensei.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    monkeypatch.setenv("WARTABLE_RULESETS", str(folder))
    for lang in ("en", "es"):
        with i18n.using(lang):
            rs = load_ruleset("mi-kensei")
            assert rs.terrain_kinds()[0]["name"] == "Casa del té"
            assert rs.terrain_kinds()[1]["name"] == "Temple or large building"


# -- words a user understands ----------------------------------------------------------------------

def test_history_names_the_one_object_a_step_changed(main_window, qtbot):
    from dataclasses import replace

    from shapely import affinity

    table = main_window.open_path(ROOT / "examples" / "kensei-120x120.json")
    piece = next(p for p in table.document.pieces.values() if p.label)
    table.push_changes([("pieces", replace(piece, footprint=affinity.translate(piece.footprint, 10, 0)))],
                       table.tr("Move %n object(s)", "", 1))
    stack = table.qdoc.undo_stack
    assert stack.text(stack.index() - 1) == f"Move {piece.label}"
    two = list(table.document.pieces.values())[:2]
    table.push_changes([("pieces", replace(p, footprint=affinity.translate(p.footprint, 10, 0))) for p in two],
                       table.tr("Move %n object(s)", "", 2))
    assert stack.text(stack.index() - 1) == "Move 2 objects"


def _select_entry(army, entry_id):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QTreeWidgetItemIterator

    it = QTreeWidgetItemIterator(army.tree)
    while it.value():
        if it.value().data(0, Qt.UserRole) == entry_id:
            army.tree.setCurrentItem(it.value())
            return
        it += 1
    raise AssertionError(f"no line for {entry_id}")


def test_army_history_says_what_changed(main_window, qtbot):
    army = main_window.open_path(ROOT / "examples" / "kensei-army-legal.json")
    entry = next(e for e in army.document.entries.values() if e.label and e.attached_to is None)
    _select_entry(army, entry.id)
    assert army.selected_ids() == [entry.id]
    army.models_box.setValue(entry.models + 1)
    stack = army.qdoc.undo_stack
    assert stack.text(stack.index() - 1) == f"Set models of {entry.label} to {entry.models + 1}"


# -- Spanish on screen: nothing cut off ------------------------------------------------------------

def _outside_its_panel(w) -> bool:
    """Part of ``w``'s width lies outside what an enclosing panel shows (scrolled away or clipped)."""
    from PySide6.QtCore import QPoint, QRect

    r = QRect(w.mapTo(w.window(), QPoint(0, 0)), w.size())
    p = w.parentWidget()
    while p is not None and not p.isWindow():
        room = QRect(p.mapTo(p.window(), QPoint(0, 0)), p.size())
        if r.left() < room.left() - 1 or r.right() > room.right() + 1:
            return True
        p = p.parentWidget()
    return False


def _header_cut(h) -> list[str]:
    """Column headers narrower than their title (each section that starts on screen)."""
    from PySide6.QtCore import Qt

    out, model, fm, style = [], h.model(), h.fontMetrics(), h.style()
    margin = 2 * style.pixelMetric(style.PixelMetric.PM_HeaderMargin, None, h)
    for i in range(h.count() if model is not None else 0):
        if h.isSectionHidden(i) or h.sectionViewportPosition(i) >= h.viewport().width():
            continue  # scrolled out of sight: the table's own scroll bar reaches it
        text = str(model.headerData(i, Qt.Horizontal, Qt.DisplayRole) or "")
        if not text.strip():
            continue
        need = max(fm.horizontalAdvance(line) for line in text.split("\n")) + margin
        if h.isSortIndicatorShown() and h.sortIndicatorSection() == i:
            need += style.pixelMetric(style.PixelMetric.PM_HeaderMarkSize, None, h) + margin
        if need > h.sectionSize(i) + 1:
            out.append(f"column header {text!r}: {need} px in {h.sectionSize(i)}")
    return out


def _combo_room(w) -> int:
    from PySide6.QtWidgets import QStyle, QStyleOptionComboBox

    opt = QStyleOptionComboBox()
    opt.initFrom(w)
    opt.editable = w.isEditable()
    return w.style().subControlRect(QStyle.CC_ComboBox, opt, QStyle.SC_ComboBoxEditField, w).width()


def cut_off(root) -> list[str]:
    """What a person cannot read whole: labels, buttons, group boxes, dock titles and combo boxes
    wider than their room, a label or button pushed outside its panel, a panel that hides part of
    itself behind a sideways scroll bar, a column header narrower than its title, a tab bar that
    hides tabs behind its arrows. (A list or table cell too narrow for its text shows it whole as a
    tooltip: ``editor/elided.py``, tested below.)"""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QComboBox, QDockWidget, QGroupBox,
                                   QHeaderView, QLabel, QScrollArea, QTabBar, QWidget)

    out = []
    for w in [root] + root.findChildren(QWidget):
        # a table's header reads as covered by its own table: whether the table shows says it
        seen = w.parentWidget() if isinstance(w, QHeaderView) and w.parentWidget() is not None else w
        if not w.isVisible() or seen.visibleRegion().isEmpty() and w is not root:
            continue
        fm = w.fontMetrics()
        if isinstance(w, QScrollArea) and not isinstance(w, QAbstractItemView):
            bar = w.horizontalScrollBar()
            if bar.maximum() > 0:
                out.append(f"panel {w.widget().objectName() if w.widget() else ''!r} scrolls sideways, "
                           f"{bar.maximum()} px hidden")
        if isinstance(w, QLabel):
            text = w.text()
            if text.strip() and _outside_its_panel(w):
                out.append(f"label {text[:40]!r}: outside its panel")
            if not text.strip() or w.wordWrap() or "<" in text or w.pixmap() is not None and not text:
                continue
            need = max(fm.horizontalAdvance(line) for line in text.replace("&", "").split("\n"))
            if need > w.contentsRect().width() + 1:
                out.append(f"label {text!r}: {need} px in {w.contentsRect().width()}")
        elif isinstance(w, QAbstractButton) and w.text().strip():
            if w.width() < w.minimumSizeHint().width():
                out.append(f"button {w.text()!r}: {w.width()} px, needs {w.minimumSizeHint().width()}")
            elif _outside_its_panel(w):
                out.append(f"button {w.text()!r}: outside its panel")
        elif isinstance(w, QGroupBox) and w.title():
            if fm.horizontalAdvance(w.title()) > w.width():
                out.append(f"group {w.title()!r}")
        elif isinstance(w, QDockWidget) and not w.isFloating() and w.windowTitle():
            room = w.width() - 2 * w.style().pixelMetric(w.style().PixelMetric.PM_TitleBarHeight)
            if fm.horizontalAdvance(w.windowTitle()) > room:
                out.append(f"dock title {w.windowTitle()!r}: {fm.horizontalAdvance(w.windowTitle())} px in {room}")
        elif isinstance(w, QComboBox) and w.currentText() and not w.isEditable():
            icon = 0 if w.itemIcon(w.currentIndex()).isNull() else w.iconSize().width() + 4
            need = fm.horizontalAdvance(w.currentText()) + icon
            if need > _combo_room(w) + 1:
                out.append(f"combo box {w.currentText()!r}: {need} px in {_combo_room(w)}")
        elif isinstance(w, QTabBar) and w.count() > 1:
            need = sum(w.tabRect(i).width() for i in range(w.count()))
            if need > w.width() + 1:
                out.append(f"tab bar {[w.tabText(i) for i in range(w.count())]}: {need} px in {w.width()}")
        elif isinstance(w, QHeaderView) and w.orientation() == Qt.Horizontal:
            out += _header_cut(w)
    from editor.elided import elided_text

    def cut_entries(view) -> list[str]:  # the first column's cells, a tree's rows inside their groups too
        model, out, parents = view.model(), [], [view.rootIndex()]
        while parents:
            parent = parents.pop()
            for row in range(model.rowCount(parent)):
                index = model.index(row, 0, parent)
                text = elided_text(view, index)
                out += [text] if text else []
                if model.rowCount(index) and getattr(view, "isExpanded", lambda _i: False)(index):
                    parents.append(index)
        return out

    for view in root.findChildren(QAbstractItemView):
        header = getattr(view, "header", None) or getattr(view, "horizontalHeader", None)
        if view.isVisible() and not isinstance(view, QHeaderView) and header is not None:
            out += _columns_past_view(header())
            if view.model() is not None and view.model().columnCount() > 1 and not view.visibleRegion().isEmpty() \
                    and _in_a_panel(view):
                # a panel's table names its rows first (a player, a capital): whole, whatever the others
                out += [f"name {t!r} cut in {view.objectName() or type(view).__name__}" for t in cut_entries(view)]
    return out


def _in_a_panel(w) -> bool:
    from PySide6.QtWidgets import QDockWidget

    while w is not None and not isinstance(w, QDockWidget):
        w = w.parentWidget()
    return w is not None


def _columns_past_view(h) -> list[str]:
    """A table or tree whose columns run past its width at the window's size: the reader scrolls
    sideways to see the last columns. Allowed only by design, saying so on the view
    (``view.setProperty("wide_by_design", True)``: a sheet meant to be scrolled)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QAbstractItemView

    view = h.parentWidget()
    while view is not None and not isinstance(view, QAbstractItemView):
        view = view.parentWidget()
    if view is None or view.property("wide_by_design") or h.isHidden():
        return []
    shown = [i for i in range(h.count()) if not h.isSectionHidden(i)]
    need = sum(h.sectionSize(i) for i in shown)
    room = view.viewport().width()
    if need > room + 1:
        titles = [str(h.model().headerData(i, Qt.Horizontal) or "") for i in shown] if h.model() else []
        return [f"columns {titles} of {view.objectName() or type(view).__name__}: {need} px in {room}"]
    return []


def buttons_without_help(root) -> list[str]:
    from PySide6.QtWidgets import QDialogButtonBox, QPushButton, QToolButton, QWidget

    out = []
    for w in root.findChildren(QWidget):
        if not isinstance(w, (QPushButton, QToolButton)) or not w.isVisible() or not w.text().strip():
            continue
        if isinstance(w.parent(), QDialogButtonBox) or w.objectName().startswith("qt_"):
            continue  # OK, Cancel, Close: standard buttons
        if not (w.toolTip() or w.whatsThis() or (w.defaultAction() if isinstance(w, QToolButton) else None)):
            out.append(w.text())
    return out


def _settle(qtbot, root):
    try:  # the status bar and the panels lay their texts out once the tab's texts are in
        qtbot.waitUntil(lambda: not cut_off(root), timeout=2000)
    except Exception:  # pytest-qt's TimeoutError: the assertion after it says what is cut off
        pass


@pytest.mark.parametrize("example", [None, "kensei-120x120.json", "piedras-4-players.json",
                                     "kensei-army-illegal.json", "kensei-example-catalogue.json",
                                     "kensei-event/event.json"])
def test_spanish_window_and_docks_fit_their_words(spanish_window, qtbot, example):
    """The window at its default size with each kind of tab, each of its panels brought to the front."""
    from PySide6.QtWidgets import QDockWidget

    if example:
        spanish_window.open_path(ROOT / "examples" / example)
    _settle(qtbot, spanish_window)
    assert not cut_off(spanish_window), cut_off(spanish_window)
    assert not buttons_without_help(spanish_window), buttons_without_help(spanish_window)
    docks = [d for d in spanish_window.findChildren(QDockWidget) if not d.isHidden()]
    assert docks or example is None
    for dock in docks:  # panels behind another's tab too
        dock.raise_()
        _settle(qtbot, spanish_window)
        problems = cut_off(spanish_window)
        assert not problems, (dock.windowTitle(), problems)
    english = [a.text() for a in spanish_window.menuBar().actions() if a.text() in ("&File", "&Edit", "&Help")]
    assert not english


def every_panel_cut_off(window, qtbot) -> list:
    """What is cut off in ``window`` with each of its panels brought to the front in turn (the
    panels behind another's tab too)."""
    from PySide6.QtWidgets import QDockWidget

    _settle(qtbot, window)
    problems = [("window", p) for p in cut_off(window)]
    for dock in [d for d in window.findChildren(QDockWidget) if not d.isHidden()]:
        dock.raise_()
        qtbot.wait(30)  # a panel makes its chart when first in front
        _settle(qtbot, window)
        problems += [(dock.windowTitle(), p) for p in cut_off(window)]
    return problems


LAPTOP_EXAMPLES = ["kensei-120x120.json", "piedras-4-players.json", "kensei-army-illegal.json",
                   "kensei-example-catalogue.json", "kensei-event/event.json"]


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_panel_of_every_kind_of_tab_fits_a_1366x768_window(qapp, qtbot, settings, monkeypatch, lang):
    """A laptop's screen: each kind of tab in a 1366x768 window, each panel in front in turn, in
    Spanish and English: no word, column title or panel cut off, no table read sideways."""
    from PySide6.QtWidgets import QMessageBox

    from editor.i18n import install
    from editor.mainwindow import MainWindow

    install(qapp, lang)
    monkeypatch.setenv("WARTABLE_LANG", lang)
    i18n.set_language(lang)
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.Discard))
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    folder = ROOT / "examples" / ("es" if lang == "es" else "")
    try:
        for example in LAPTOP_EXAMPLES:
            window.open_path(folder / example)
            assert window.width() <= 1366 and window.height() <= 768
            problems = every_panel_cut_off(window, qtbot)
            assert not problems, (example, problems)
    finally:
        for editor in list(window.editors):
            editor.qdoc.undo_stack.setClean()
            editor.validator.wait()
        install(qapp, "en")


def test_a_cell_too_narrow_for_its_text_shows_it_whole(spanish_window, qtbot):
    from PySide6.QtCore import QEvent, QPoint
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication, QToolTip, QTreeWidget

    from editor import elided

    qtbot.waitUntil(elided.installed)  # once the window has painted
    spanish_window.open_path(ROOT / "examples" / "kensei-army-illegal.json")
    qtbot.waitUntil(lambda: any(t.isVisible() and t.topLevelItemCount() for t in spanish_window.findChildren(QTreeWidget)))
    trees = [t for t in spanish_window.findChildren(QTreeWidget) if t.isVisible() and t.topLevelItemCount()]
    tree = next(t for t in trees if t.columnCount() > 2)
    from PySide6.QtWidgets import QHeaderView

    tree.header().setSectionResizeMode(0, QHeaderView.Interactive)
    tree.setColumnWidth(0, 30)
    QApplication.processEvents()
    item = tree.topLevelItem(0)
    index = tree.indexFromItem(item, 0)
    assert elided.elided_text(tree, index) == item.text(0)
    centre = tree.visualRect(index).center()
    QApplication.sendEvent(tree.viewport(), QHelpEvent(QEvent.ToolTip, centre, tree.viewport().mapToGlobal(centre)))
    assert QToolTip.isVisible() and QToolTip.text() == item.text(0)
    tree.resizeColumnToContents(0)
    assert elided.elided_text(tree, index) is None


def test_spanish_dialogs_fit_their_words(spanish_window, qtbot, monkeypatch, tmp_path):
    from editor import help as helpmenu
    from editor.campaign.dialogs import NewCampaignDialog
    from editor.event.new_event import NewEventDialog
    from editor.foldercheck import FolderCheckDialog
    from editor.importdialog import ImportListsDialog
    from editor.preferences import PreferencesDialog
    from editor.printing.dialog import ExportDialog

    monkeypatch.delenv("WARTABLE_LANG")
    dialogs = [PreferencesDialog(spanish_window), helpmenu.show_manual(spanish_window),
               helpmenu.show_about(spanish_window), helpmenu.show_keys(spanish_window)]
    dialogs.append(NewCampaignDialog(spanish_window) if "parent" in NewCampaignDialog.__init__.__code__.co_varnames
                   else NewCampaignDialog())
    for make in (lambda: NewEventDialog(spanish_window), lambda: ImportListsDialog(spanish_window),
                 lambda: FolderCheckDialog(ROOT / "examples", spanish_window)):
        try:
            dialogs.append(make())
        except TypeError:  # a dialog that takes other arguments is covered by its own tests
            pass
    spanish_window.open_path(ROOT / "examples" / "kensei-120x120.json")
    editor = spanish_window.editors[-1]
    dialogs.append(ExportDialog(editor.document, editor.qdoc.path, spanish_window, ruleset=editor.ruleset))
    for d in dialogs:
        d.show()
        qtbot.waitExposed(d)
        _settle(qtbot, d)
        assert not cut_off(d), (d.objectName() or type(d).__name__, cut_off(d))
        d.close()
    assert "Manual de Wartable" in dialogs[1].browser.toPlainText()


def test_help_menu_on_every_kind_of_tab(main_window, qtbot):
    from editor import help as helpmenu

    names = [a.objectName() for a in main_window.help_menu.actions()]
    assert names[:2] == ["HelpManual", "HelpKeys"] and "HelpAbout" in names
    seen = []
    for example in (None, "kensei-120x120.json", "piedras-4-players.json", "kensei-army-illegal.json"):
        if example:
            main_window.open_path(ROOT / "examples" / example)
        next(a for a in main_window.help_menu.actions() if a.objectName() == "HelpKeys").trigger()
        box = main_window.findChildren(type(helpmenu.show_keys(main_window)), "KeysDialog")[-1]
        seen.append(box.text())
        assert "F5" in box.text()
    assert len(set(seen)) == 4  # each kind of tab has its own tools and keys
    assert "Ctrl+0 fits the table" in seen[1] and "Suggest Capitals" in seen[2] and "Add to List" in seen[3]
    about = helpmenu.about_text()
    from editor.cli import version
    assert version() in about and "MIT" in about and "https://" in about
    manual = helpmenu.show_manual(main_window)
    text = manual.browser.toPlainText()
    for task in ("Draw a table", "Check a table", "Print and export", "Draw a campaign map",
                 "Play the campaign turn by turn", "Check the army lists", "Prepare an event", "Make Event Pack",
                 "1:1 tiled print", "Import Army Lists"):
        assert task in text


def test_a_table_whose_columns_run_past_its_width_is_cut_off_unless_wide_by_design(qapp, qtbot):
    from PySide6.QtWidgets import QTableWidget, QVBoxLayout, QWidget

    root = QWidget()
    qtbot.addWidget(root)
    table = QTableWidget(2, 4)
    QVBoxLayout(root).addWidget(table)
    table.setHorizontalHeaderLabels(["Jugador", "Casillas", "Oro", "Piedras"])
    for i in range(4):
        table.setColumnWidth(i, 200)
    root.resize(400, 200)
    root.show()
    qtbot.waitExposed(root)
    assert any("columns ['Jugador'" in p for p in cut_off(root))
    table.setProperty("wide_by_design", True)
    assert not cut_off(root)


def test_writing_a_rulesets_spanish_keeps_one_translations_section_in_the_files_own_layout(tmp_path, monkeypatch):
    """``translations.py apply`` on a ruleset indented by one space (as a written catalogue's ruleset
    is), on one whose translations are not its last key, and on one without any: each ends with a
    single ``translations`` holding the old and the new Spanish, and nothing else changes."""
    import json

    files = {
        "one-space.json": '{\n "id": "a",\n "name": "A",\n "translations": {\n  "es": {\n   "name": "Ae"\n  }\n }\n}\n',
        "not-last.json": '{\n  "id": "b",\n  "translations": {"es": {"name": "Be"}},\n  "name": "B"\n}\n',
        "none.json": '{\n  "id": "c",\n  "name": "C"\n}\n',
    }
    for name, text in files.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    monkeypatch.setattr(translations, "RULESETS", tmp_path)
    rows = [{"kind": "ruleset", "file": name, "id": "description", "es": "Nueva"} for name in files]
    assert translations.write_ruleset_translations("es", rows) == 3
    for name, text in files.items():
        out = (tmp_path / name).read_text(encoding="utf-8")
        assert out.count('"translations"') == 1, out
        before, after = json.loads(text), json.loads(out)
        assert {k: v for k, v in after.items() if k != "translations"} == \
            {k: v for k, v in before.items() if k != "translations"}
        assert after["translations"]["es"] == dict((before.get("translations") or {}).get("es", {}),
                                                   description="Nueva")
        assert list(after)[-1] == "translations"
    assert (tmp_path / "one-space.json").read_text(encoding="utf-8").startswith('{\n "id"')  # its own layout
