"""Small documents built in code for validator tests (lengths in mm)."""
from __future__ import annotations

from model.army import ArmyEntry, ArmyList, Catalogue, Option, Profile, Weapon
from model.campaign import CampaignDocument, HexCell, Player
from model.geometry import rectangle
from model.hexgrid import HexGrid, offset_to_axial, rectangle_shape
from model.table import DeploymentZone, Marker, Scenario, TableDocument, TerrainPiece
from shapely.geometry import Point, Polygon
from validators import validate


def rect(x, y, w, d) -> Polygon:
    return rectangle(x, y, w, d)


def piece(id, kind, x, y, w, d, **kw) -> TerrainPiece:
    return TerrainPiece(id=id, kind=kind, footprint=rect(x, y, w, d), label=kw.pop("label", id), **kw)


def zone(id, side, x, y, w, d, edge=None) -> DeploymentZone:
    return DeploymentZone(id=id, side=side, polygon=rect(x, y, w, d), edge=edge)


def marker(id, kind, geometry, **kw) -> Marker:
    if isinstance(geometry, tuple):
        geometry = Point(*geometry)
    return Marker(id=id, kind=kind, geometry=geometry, **kw)


def kensei_table(pieces=(), zones=None, markers=(), width=1200.0, depth=1200.0, **kw) -> TableDocument:
    """A Kensei 120 x 120 cm table with legal 10 cm zones on the top and bottom edges by default."""
    if zones is None:
        zones = [zone("za", "A", 0, 0, width, 100, "top"), zone("zb", "B", 0, depth - 100, width, 100, "bottom")]
    return TableDocument("Test table", "kensei", width, depth, unit="cm", pieces=pieces, zones=zones,
                         markers=markers, **kw)


def wh40k_table(pieces=(), zones=(), markers=(), scenario=None, **kw) -> TableDocument:
    """A 6' x 4' table for the 40K skirmish rules."""
    return TableDocument("Test 40K", "wh40k-skirmish", 72 * 25.4, 48 * 25.4, unit="in", pieces=pieces, zones=zones,
                         markers=markers, scenario=scenario or Scenario(), **kw)


def findings(doc, rule_id=None, **kw):
    out = validate(doc, **kw)
    return [f for f in out if rule_id is None or f.rule == rule_id]


def ids(found) -> list[str]:
    return [f.rule for f in found]


def campaign(cells: dict, players=(), turn=1, adjacency=None, ruleset="warhammer-campaign") -> CampaignDocument:
    """A campaign map from ``{(q, r): HexCell}``; ``players`` as (id, race) pairs or Player objects."""
    ps = [p if isinstance(p, Player) else Player(p[0], p[0].title(), p[1]) for p in players]
    return CampaignDocument("Test campaign", ruleset, HexGrid("pointy", 20.0), cells=cells, players=ps, turn=turn,
                            adjacency=adjacency)


def city(owner=None, capital=False, terrain="plains", **kw) -> HexCell:
    return HexCell(terrain=terrain, features=frozenset({"city", "castle"}), owner=owner, capital=capital, **kw)


def piedras_map(players=(("ana", "empire"), ("bruno", "dwarfs"), ("carla", "skaven"), ("dario", "chaos")),
                columns=8, rows=6) -> CampaignDocument:
    """A legal Las Piedras del Destino set-up: 10 hexes per player, one capital city each, 2+ apart."""
    cells = {h: HexCell() for h in rectangle_shape(columns, rows)}
    spots = [offset_to_axial(c, r, "pointy") for c, r in ((1, 0), (columns - 2, 0), (1, rows - 1),
                                                          (columns - 2, rows - 1))]
    for (pid, _), spot in zip(players, spots):
        cells[spot] = city(pid, capital=True)
    return campaign(cells, players)


def kensei_catalogue(**extra) -> Catalogue:
    """A small example Kensei catalogue (invented numbers, not from any army list)."""
    bow = Weapon("Yumi", "missile", "bow")
    gun = Weapon("Teppo", "missile", "arquebus")
    katana = Weapon("Katana")
    profiles = [
        Profile("daimyo", "Daimyo (example)", 60, "H", "infantry", "samurai", unique=True, leader=True,
                roles=frozenset({"leader"}), weapons=(katana, bow)),
        Profile("hatamoto", "Hatamoto (example)", 35, "E", "infantry", "samurai", leader=True,
                roles=frozenset({"leader"}), weapons=(katana,)),
        Profile("kisho", "Mounted hero (example)", 70, "H", "mounted", "samurai", unique=True, leader=True,
                roles=frozenset({"leader"}), weapons=(katana,)),
        Profile("samurai", "Samurai (example)", 15, "G", "infantry", "samurai", weapons=(katana,), unit_max=10),
        Profile("ashigaru-bow", "Ashigaru archers (example)", 8, "G", "infantry", "ashigaru", weapons=(bow,),
                unit_max=12),
        Profile("ashigaru-gun", "Ashigaru teppo (example)", 9, "G", "infantry", "ashigaru", weapons=(gun,)),
        Profile("villagers", "Villagers (example)", 4, "A", "infantry", "aldeano", weapons=(katana,)),
        Profile("monk", "Komuso (example)", 20, "K", "infantry", "monje", unique=True, leader=True,
                roles=frozenset({"leader"})),
        Profile("hata", "Hata-Jurushi (example)", 12, "G", "infantry", "samurai", roles=frozenset({"banner"}),
                options=(Option("sashimono", "Clan sashimono", 2),)),
        Profile("oni", "Oni (example)", 90, "M", "creature", "", legendary=True),
    ] + list(extra.get("profiles", ()))
    return Catalogue("kensei-test", "Kensei test catalogue (example data)", "kensei", profiles, example=True)


def army(entries, points_limit=500, ruleset="kensei", **kw) -> ArmyList:
    """An army list from entries given as ArmyEntry or (id, profile, models, extra-kwargs) tuples."""
    out = []
    for e in entries:
        if not isinstance(e, ArmyEntry):
            eid, profile, models, *rest = e
            e = ArmyEntry(eid, profile, models, **(rest[0] if rest else {}))
        out.append(e)
    return ArmyList("Test army", ruleset, "catalogue.json", out, points_limit=points_limit, **kw)


def legal_kensei_entries():
    return [("gen", "daimyo", 1, {"general": True, "attached_to": "u1", "role": "leader"}),
            ("u1", "samurai", 8), ("b1", "hata", 1, {"attached_to": "u1", "role": "banner"}),
            ("u2", "ashigaru-bow", 10), ("l2", "hatamoto", 1, {"attached_to": "u3", "role": "leader"}),
            ("u3", "samurai", 5)]


#: Rules of the line-of-sight engine: tested by its own tests, left out of these.
SIGHT_RULES = ("table.firing-lane", "table.exposure", "table.cover-availability", "table.fairness")


def validate_own(doc, **kw):
    """``validate`` limited to the structural, table, campaign and army rules (no sight rules)."""
    from validators.registry import RULES, load_rules

    load_rules()
    return validate(doc, only=[r for r in RULES if not r.startswith(SIGHT_RULES)], **kw)
