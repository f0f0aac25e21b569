"""Build the example event in examples/kensei-event/ from model objects.

    python examples/build_event.py

A small Kensei tournament: 8 players, 3 rounds of 4 tables on three shared layouts, a
folder of army lists (one of them over its points limit), and the club's terrain stock,
which is one farmhouse short in round 3 (three tables use the village that round) and has
a spare small house a table could use instead.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:
    sys.path.insert(0, str(HERE.parent))

from model.army import ArmyEntry, ArmyList  # noqa: E402
from model.event import EventDocument, EventPlayer, ListLink, Round, Scoring, StockItem, TableSlot  # noqa: E402
from model.files import save  # noqa: E402
from model.geometry import ellipse, rectangle  # noqa: E402
from shapely.geometry import Point  # noqa: E402

from model.table import DeploymentZone, Marker, Scenario, TableDocument, TerrainPiece  # noqa: E402

FOLDER = HERE / "kensei-event"
CATALOGUE = "../../kensei-example-catalogue.json"

PLAYERS = [("aiko", "Aiko Tanaka", "Club Kenshi"), ("bruno", "Bruno Díaz", "Club Kenshi"),
           ("carmen", "Carmen Ruiz", "Dados de Hierro"), ("daniel", "Daniel Ortega", "Dados de Hierro"),
           ("elena", "Elena Moreno", ""), ("fumio", "Fumio Sato", "Club Kenshi"),
           ("gloria", "Gloria Vega", "Los Ronin"), ("hugo", "Hugo Navarro", "Los Ronin")]


def _zones(w, d):
    return [DeploymentZone("north", "Player 1", rectangle(0, 0, w, 100), "Player 1 deployment", "top"),
            DeploymentZone("south", "Player 2", rectangle(0, d - 100, w, 100), "Player 2 deployment", "bottom")]


def village() -> TableDocument:
    from build_examples import kensei_table

    doc = kensei_table()
    doc.name = "Village by the shrine"
    return doc


def _mirror(pieces, w, d):
    from model.geometry import rotated

    return [TerrainPiece(f"{p.id}-s", p.kind, rotated(p.footprint, 180, origin=(w / 2, d / 2)), label=label,
                         height=p.height) for p, label in pieces]


def river_crossing() -> TableDocument:
    """A river across the middle with two fords, woods and farms on both banks."""
    w = d = 1200.0
    north = [
        TerrainPiece("farm", "house", rectangle(200, 250, 140, 100), label="Large farmhouse"),
        TerrainPiece("wood", "wood", ellipse(850, 330, 140, 95), label="Bamboo wood"),
        TerrainPiece("hut", "house", rectangle(560, 260, 100, 70), label="Fisher's hut"),
    ]
    pieces = [TerrainPiece("river", "water", rectangle(0, 570, 520, 60), label="River, west reach"),
              TerrainPiece("river-e", "water", rectangle(680, 570, 520, 60), label="River, east reach")]
    pieces += north + _mirror(zip(north, ["Mill", "Cedar wood", "Boathouse"]), w, d)
    markers = [Marker("ford", "objective", Point(600, 600), "Ford"),
               Marker("shrine-w", "objective", Point(150, 450), "West shrine"),
               Marker("shrine-e", "objective", Point(1050, 750), "East shrine")]
    return TableDocument("River crossing", "kensei", w, d, unit="cm", pieces=pieces, zones=_zones(w, d),
                         markers=markers, scenario=Scenario(kind="battle"),
                         notes="Example layout: mirrored banks, the river crossed at the centre.")


def temple_hill() -> TableDocument:
    """A temple on a central hill, rice fields and groves around it."""
    w = d = 1200.0
    north = [
        TerrainPiece("paddy", "rice-field", rectangle(180, 260, 180, 100), label="Rice paddies"),
        TerrainPiece("grove", "wood", ellipse(880, 300, 140, 95), label="Pine grove"),
        TerrainPiece("tea", "house", rectangle(560, 200, 100, 70), label="Tea house"),
    ]
    pieces = [TerrainPiece("hill", "hill", ellipse(600, 600, 170, 110), label="Temple hill", height=50.0),
              TerrainPiece("temple", "building", rectangle(560, 570, 80, 60), label="Temple")]
    pieces += north + _mirror(zip(north, ["Rice paddies", "Maple grove", "Inn"]), w, d)
    markers = [Marker("bell", "objective", Point(300, 600), "Temple bell"),
               Marker("gate", "objective", Point(900, 600), "Torii gate")]
    return TableDocument("Temple hill", "kensei", w, d, unit="cm", pieces=pieces, zones=_zones(w, d),
                         markers=markers, scenario=Scenario(kind="battle"),
                         notes="Example layout: a hill temple between two fields.")


def army(name: str, faction: str, over_limit: bool = False) -> ArmyList:
    e = ArmyEntry
    spears = 15 if over_limit else 12
    return ArmyList(f"{name} (example list)", "kensei", CATALOGUE, [
        e("general", "daimyo-example", general=True, attached_to="samurai", role="leader", label="Daimyo"),
        e("samurai", "samurai-example", 8, label="Samurai retinue"),
        e("banner", "hata-jurushi-example", attached_to="samurai", role="banner", label="Clan banner"),
        e("officer", "hatamoto-example", attached_to="spears", role="leader", label="Spear captain"),
        e("spears", "ashigaru-yari-example", spears, options=("jingasa",), label="Ashigaru spears"),
        e("archers", "ashigaru-yumi-example", 10, label="Ashigaru archers"),
    ], faction=faction, points_limit=400, notes="Example army list for the example event.")


LAYOUTS = {"village": "tables/village.json", "river": "tables/river-crossing.json", "temple": "tables/temple-hill.json"}

#: (layout, player, player) per table, per round; round 3 sets the village on three tables
ROUNDS = [
    [("village", "aiko", "bruno"), ("river", "carmen", "daniel"), ("temple", "elena", "fumio"),
     ("village", "gloria", "hugo")],
    [("river", "aiko", "carmen"), ("temple", "bruno", "daniel"), ("village", "elena", "gloria"),
     ("river", "fumio", "hugo")],
    [("village", "aiko", "daniel"), ("village", "bruno", "carmen"), ("temple", "elena", "hugo"),
     ("village", "fumio", "gloria")],
]

#: The club's stock, in mm. Farmhouses: the village has two, round 3 sets it on three tables, the club has five.
INVENTORY = [
    StockItem("farmhouse", "house", (120, 90), 5, "Farmhouse 12 x 9 cm"),
    StockItem("large-farmhouse", "house", (140, 100), 4, "Large farmhouse 14 x 10 cm"),
    StockItem("small-house", "house", (100, 70), 12, "Small Japanese house 10 x 7 cm"),
    StockItem("grove", "wood", (280, 190), 12, "Grove on a base 28 x 19 cm"),
    StockItem("pond", "water", (140, 90), 6, "Pond 14 x 9 cm"),
    StockItem("river", "water", (520, 60), 4, "River section 52 x 6 cm"),
    StockItem("paddy", "rice-field", (180, 100), 10, "Rice paddy 18 x 10 cm"),
    StockItem("fence", "fence", (200, 15), 6, "Bamboo fence 20 cm"),
    StockItem("road", "mat", (1200, 50), 3, "Road mat 120 cm"),
    StockItem("hill", "hill", (340, 220), 4, "Oval hill 34 x 22 cm"),
    StockItem("temple", "building", (80, 60), 4, "Shrine 8 x 6 cm"),
]


#: when each round starts (a game lasts two and a half hours, with lunch after round 1)
START = ("09:30", "13:30", "16:30")
#: scored as the club's packs score a game: 20 points shared by the margin of victory, then tie-breaks
SCORING = Scoring(shared=20, tie_breaks=("head-to-head", "opponents", "scored"), text=(
    ("en", "The winner scores 10 points plus 1 for every 10 % of the loser's army destroyed, up to 20; "
           "the loser scores the rest of the 20."),
    ("es", "El ganador suma 10 puntos más 1 por cada 10 % del ejército rival destruido, hasta 20; "
           "el perdedor se queda con el resto hasta 20.")))


def event() -> EventDocument:
    rounds = []
    for i, tables in enumerate(ROUNDS, 1):
        slots = tuple(TableSlot(n, LAYOUTS[layout], (a, b)) for n, (layout, a, b) in enumerate(tables, 1))
        rounds.append(Round(f"round-{i}", f"Round {i}", slots, day="2026-04-18", start=START[i - 1]))
    return EventDocument(
        "Kensei Spring Tournament (example)", "kensei", "2026-04-18", "2026-04-18", "Casa de la Juventud, Valladolid",
        players=[EventPlayer(*p) for p in PLAYERS],
        lists=[ListLink(f"lists/{p[0]}.json", p[0]) for p in PLAYERS],
        rounds=rounds, inventory=INVENTORY, list_folder="lists", tolerance=10.0, distinct_layouts=True,
        settings={"rules": {"table.terrain-spacing": {"params": {"distance": "5 cm"}}}},
        notes="Example event: three rounds on three shared layouts; the stock is one farmhouse short in round 3.",
        points_limit=400, round_minutes=150, scoring=SCORING)


def main() -> None:
    (FOLDER / "tables").mkdir(parents=True, exist_ok=True)
    (FOLDER / "lists").mkdir(parents=True, exist_ok=True)
    save(village(), FOLDER / LAYOUTS["village"])
    save(river_crossing(), FOLDER / LAYOUTS["river"])
    save(temple_hill(), FOLDER / LAYOUTS["temple"])
    for pid, name, club in PLAYERS:
        save(army(name.split()[0] + "'s clan", club or "Independent", over_limit=pid == "hugo"),
             FOLDER / "lists" / f"{pid}.json")
    save(event(), FOLDER / "event.json")


if __name__ == "__main__":
    sys.path.insert(0, str(HERE))
    main()
