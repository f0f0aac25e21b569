"""A sample of the shipped rulesets' references read against the seed rulebooks: the page or
section a value cites holds the words it rests on.

The seeds (the Spanish rulebooks) live beside the project (``../shared/seeds``, or the folder
named by WARTABLE_SEEDS); without them there is nothing to read against and the test is skipped.
"""
import os
import re
from pathlib import Path

import pytest

from model.ruleset import load_ruleset

ROOT = Path(__file__).resolve().parent.parent
SEEDS = Path(os.environ.get("WARTABLE_SEEDS") or next(
    (p for p in (ROOT.parent / "shared" / "seeds", ROOT.parent.parent / "shared" / "seeds") if p.is_dir()),
    ROOT.parent / "shared" / "seeds"))
KENSEI, ADLG, WH40K = "000_e03de63641d6d160.txt", "003_479a812bffa1e9bc.txt", "004_94474a8a456207fd.txt"

pytestmark = pytest.mark.skipif(not (SEEDS / KENSEI).is_file(), reason=f"seed rulebooks not found in {SEEDS}")


def kensei_page(n: int) -> str:
    """The text of page ``n``: each page of the seed ends with its number, '‐ n ‐'."""
    text = (SEEDS / KENSEI).read_text("utf-8")
    start = text.index(f"‐ {n - 1} ‐") if n > 1 else 0
    end = text.find(f"‐ {n} ‐", start)
    return text[start:end if end >= 0 else len(text)]  # the last page has no number after it


@pytest.mark.parametrize("key, page, words", [
    ("table_presets.kensei-90x120.depth", 6, "90x120 cm como mínimo"),
    ("table_rules.min_table_size", 6, "90x120 cm como mínimo"),
    ("table_rules.deployment_depth", 22, "a no más de 10 cm del borde de tu lado de la mesa"),
    ("table_rules.opposite_sides", 22, "su oponente empezará en el lado opuesto"),
    ("army.unit_size_min", 34, "como mínimo 3 miniaturas"),
    ("sight.field_of_view", 40, "180º desde el borde trasero"),
    ("sight.partial_share", 40, "al menos la mitad del volumen"),
    ("sight.partial_reading", 40, "cubre al menos la mitad del volumen"),
    ("sight.troops_make_partial", 40, "la línea de visión será parcial"),
    ("sight.cover_distance", 41, "a menos de 1 cm"),
])
def test_kensei_references_cite_the_page_with_the_rule(key, page, words):
    ref = load_ruleset("kensei").ref(key)
    assert re.search(rf"p\.{page}\b", ref), ref
    assert words in kensei_page(page)


def test_kensei_unit_front_of_three_is_on_page_35_not_34():
    """Edge clearance and spacing rest on the narrowest unit front, three bases (p.35)."""
    assert "Ninguna unidad puede ser desplegada con menos de 3 miniaturas en su frente" in kensei_page(35)
    rs = load_ruleset("kensei")
    for key in ("table_rules.edge_clearance", "table_rules.terrain_spacing"):
        assert "p.35" in rs.node(key)["setting"] and "p.34" not in rs.node(key)["setting"]


@pytest.mark.parametrize("ruleset, key, seed, section, words", [
    ("wh40k-skirmish", "sight.models_stop_shots", WH40K, "DISPARO", "aunque sea parcialmente"),
    ("wh40k-skirmish", "scenarios.capture-enclaves.turns", WH40K, "ESCENARIOS", "al finalizar el 6º turno"),
    ("wh40k-skirmish", "table_rules.firing_range", WH40K, "DISPARO", "Resto: 48"),
    ("adlg", "table_rules.firing_range", ADLG, "ALCANCES DE DISPAROS", "ALCANCES DE DISPAROS (Pag.46)"),
    ("adlg", "army.commands.ratings.competent.range", ADLG, "MANDO, COSTE", "Competente +1 6 UD"),
])
def test_section_references_name_a_section_holding_the_rule(ruleset, key, seed, section, words):
    ref = load_ruleset(ruleset).ref(key)
    text = (SEEDS / seed).read_text("utf-8")
    assert section in ref and section in text and words in text, ref


def test_only_the_high_elves_are_immune_to_pirates():
    """"un asentamiento costero de los Altos Elfos nunca sufrirá el ataque de piratas": the campaign
    names the High Elves only, although the section is titled for both elven races."""
    text = (SEEDS / "001_f50fae4e2e42f7fa.txt").read_text("utf-8")
    assert "un asentamiento costero de los Altos Elfos nunca sufrirá el ataque de piratas" in text
    races = {r["id"]: r for r in load_ruleset("warhammer-campaign").value("campaign.races")}
    assert "immune to pirates" in races["high-elves"]["notes"]
    assert "High Elves' only" in races["dark-elves"]["notes"]
    assert "settlements are immune" not in races["dark-elves"]["notes"]


# -- every reference of every shipped ruleset ---------------------------------------------------

def _fold(text: str) -> str:
    import unicodedata

    return "".join(c for c in unicodedata.normalize("NFD", text.lower()) if unicodedata.category(c) != "Mn")


def _dicts(ruleset_id: str):
    """The shipped ruleset's file and each of its objects with its dotted path (list items by id)."""
    import json

    data = json.loads((ROOT / "resources" / "rulesets" / f"{ruleset_id}.json").read_text("utf-8"))
    out = []

    def walk(node, path):
        if isinstance(node, dict):
            out.append((path, node))
            for k, v in node.items():
                if k != "translations":
                    walk(v, f"{path}.{k}" if path else k)
        elif isinstance(node, list):
            for i, v in enumerate(node):
                walk(v, f"{path}.{v['id']}" if isinstance(v, dict) and "id" in v else f"{path}.{i}")

    walk(data, "")
    return data, out


def _all_refs(ruleset_id: str) -> list[tuple[str, str]]:
    return [(path, node["ref"]) for path, node in _dicts(ruleset_id)[1] if isinstance(node.get("ref"), str)]


SEED_OF = {"kensei": KENSEI, "adlg": ADLG, "wh40k-skirmish": WH40K, "warhammer-campaign": "001_f50fae4e2e42f7fa.txt",
           "warhammer-6th": "002_e3f9239e54056198.txt"}


def _titles(ref: str) -> list[str]:
    return [a or b for a, b in re.findall(r'"([^"]+)"|\'([^\']+)\'', ref)]


@pytest.mark.parametrize("ruleset_id", sorted(SEED_OF))
def test_every_section_a_reference_names_is_in_its_seed(ruleset_id):
    """Every quoted section title (and quoted words) of every reference is in the rulebook it cites."""
    texts = [_fold((SEEDS / SEED_OF[ruleset_id]).read_text("utf-8"))]
    if ruleset_id == "warhammer-campaign":  # its army lists cite the Warhammer 6th article too
        texts.append(_fold((SEEDS / SEED_OF["warhammer-6th"]).read_text("utf-8")))
    refs = _all_refs(ruleset_id)
    assert refs
    missing = [(key, title) for key, ref in refs for title in _titles(ref)
               if not any(_fold(title) in t for t in texts)]
    assert not missing, missing


def test_every_kensei_reference_cites_pages_of_the_book():
    for key, ref in _all_refs("kensei"):
        pages = [int(p) for p in re.findall(r"p\.(\d+)", ref)]
        assert pages and all(1 <= p <= 41 for p in pages), (key, ref)


def test_every_adlg_reference_cites_the_page_the_sheet_gives_its_section():
    """The quick reference prints the rulebook page beside each section title ("DISPARO (Pag.46)",
    "Resolucion del Disparo (Pag.47)"): a reference naming a section must cite that page, and every
    page it cites must be one of its sections' (a wrong page fails)."""
    text = _fold((SEEDS / ADLG).read_text("utf-8"))
    for key, ref in _all_refs("adlg"):
        cited = set()
        for span in re.findall(r"p\.(\d+(?:-\d+)?)|pag\. ?(\d+)", _fold(ref)):
            cited.add(span[0] or span[1])
        found = set()
        for title in _titles(ref):
            t = _fold(title)
            inside = re.search(r"pag\.? ?(\d+(?:-\d+)?)", t)
            if inside:
                found.add(inside.group(1))
                continue
            for m in re.finditer(re.escape(t), text):
                near = re.match(r"[ .:]*\(?pag\.? ?(\d+(?:-\d+)?)", text[m.end():m.end() + 12])
                if near:
                    found.add(near.group(1))
        if found:
            assert found <= cited, (key, ref, found)
        assert cited <= found | {p for p in cited if re.fullmatch(r"\d+", p) and p in
                                 {q for f in found for q in _spread(f)}}, (key, ref, cited, found)


def _spread(pages: str) -> set[str]:
    a, _, b = pages.partition("-")
    return {str(n) for n in range(int(a), int(b or a) + 1)}


@pytest.mark.parametrize("ruleset_id, window", [("wh40k-skirmish", 1200), ("warhammer-campaign", 6000)])
def test_a_references_sub_section_is_inside_the_section_it_names(ruleset_id, window):
    """'"DISPARO" (Modificadores a la salvación)', '"Reglas raciales" (Enanos)': the words in brackets
    stand in the section named, not anywhere in the book."""
    text = _fold((SEEDS / SEED_OF[ruleset_id]).read_text("utf-8"))
    for key, ref in _all_refs(ruleset_id):
        titles = _titles(ref)
        if ref.startswith("Warhammer 6th"):
            continue  # the army lists' reference to the Warhammer 6th article, read above
        inner = re.findall(r"\(([^()]*)\)", re.sub(r'"[^"]*"', "", ref))
        if not titles or not inner:
            continue
        words = [w.strip() for part in inner for w in re.split(r",| y ", part.split(";")[0])
                 if w.strip() and not re.search(r"\d|note|lives|designer", w)]
        starts = [m.start() for m in re.finditer(re.escape(_fold(titles[0])), text)]
        for w in words:
            assert any(_fold(w) in text[s:s + window] for s in starts), (key, ref, w)


def test_adlg_cover_is_cited_on_page_47_and_the_unit_table_by_its_title():
    rs = load_ruleset("adlg")
    assert rs.ref("terrain_kinds.forest.cover") == 'ADLG quick reference, "Resolucion del Disparo" (rulebook p.47)'
    assert "TABLA DE CARACTERISTICAS DE LAS UNIDADES" in rs.node("army.classes.LI")["ref"]
    assert "Resolucion del Disparo (Pag.47)" in (SEEDS / ADLG).read_text("utf-8")


# -- the words a note quotes from the book ------------------------------------------------------

def _letters(text: str) -> str:
    """Accent-, case-, space- and punctuation-blind text: the seeds are flattened PDFs ('es\ufffdlo' for
    'estilo', 'cons¬truir' split by a soft hyphen, 'montana' for 'montaña', commas dropped)."""
    return "".join(c for c in _fold(text.replace("\ufffd", "ti").replace("¬", "")) if c.isalnum())


def _book_quotes(text: str) -> list[str]:
    """The words of three or more a note quotes between single quotation marks ('...': an apostrophe,
    as in "the book's", is no quotation mark)."""
    return [q for q in re.findall(r"(?<![A-Za-zÀ-ÿ])'(\S[^']{6,}?\S)'(?![A-Za-zÀ-ÿ])", text) if len(q.split()) >= 3]


def _nodes(ruleset_id: str):
    """Every value with a reference or a setting, with the texts a person reads of it (its Spanish too)."""
    data, dicts = _dicts(ruleset_id)
    es = (data.get("translations") or {}).get("es", {})
    out = []
    for path, node in dicts:
        if "ref" in node or "setting" in node:
            texts = [node.get(k) for k in ("ref", "note", "setting")] + [es.get(f"{path}.{k}") for k in ("note", "setting")]
            out.append((path, " ".join(t for t in texts if isinstance(t, str))))
    return out


def _kensei_pages() -> dict[int, str]:
    """Page number -> its text, by the '‐ n ‐' the seed prints at the foot of a page; pages printed
    without a number (images, the background chapter) share the text up to the next number."""
    text = (SEEDS / KENSEI).read_text("utf-8")
    marks = [(int(m.group(1)), m.start(), m.end()) for m in re.finditer(r"‐ (\d+) ‐", text)]
    pages = {}
    for n in range(1, 42):
        start = max([e for k, _, e in marks if k < n], default=0)
        end = min([s for k, s, _ in marks if k >= n], default=len(text))
        pages[n] = text[start:end]
    return pages


@pytest.mark.parametrize("ruleset_id", sorted(SEED_OF))
def test_every_quotation_of_the_book_is_in_its_seed(ruleset_id):
    """A note that quotes the book quotes it: the words stand in the seed the ruleset cites (a paraphrase
    or an English phrase dressed as a quotation fails)."""
    text = (SEEDS / SEED_OF[ruleset_id]).read_text("utf-8")
    if ruleset_id == "warhammer-campaign":
        text += (SEEDS / SEED_OF["warhammer-6th"]).read_text("utf-8")
    book = _letters(text)
    quoted = [(key, q) for key, words in _nodes(ruleset_id) for q in _book_quotes(words)]
    assert quoted  # every ruleset quotes its book somewhere
    missing = [(key, q) for key, q in quoted if _letters(q) not in book]
    assert not missing, missing


def test_every_kensei_quotation_is_on_a_page_its_value_cites():
    pages = {n: _letters(t) for n, t in _kensei_pages().items()}
    checked = 0
    for key, words in _nodes("kensei"):
        cited = {int(p) for a, b in re.findall(r"p\.(\d+)(?:-(\d+))?", words) for p in range(int(a), int(b or a) + 1)}
        for q in _book_quotes(words):
            on = {n for n, t in pages.items() if _letters(q) in t}
            assert on, (key, q)
            if cited:
                assert on & cited, (key, q, sorted(on), sorted(cited))
                checked += 1
    assert checked >= 8


def test_a_quotation_on_the_wrong_page_or_not_in_the_book_is_caught():
    """The audit itself: the p.35 rule cited on p.34 (the mistake once shipped) and words the book does
    not hold are told apart from the real thing."""
    pages = {n: _letters(t) for n, t in _kensei_pages().items()}
    front = "Ninguna unidad puede ser desplegada con menos de 3 miniaturas en su frente"
    assert _book_quotes(f"'{front}' (p.34)") == [front]
    assert _letters(front) in pages[35] and _letters(front) not in pages[34]
    assert _letters("a unit always deploys three wide") not in _letters((SEEDS / KENSEI).read_text("utf-8"))
    assert _book_quotes("the book's own size and the players' choice") == []
    assert _letters("casas de estilo japonés") in pages[6]  # the seed's 'es\ufffdlo'
