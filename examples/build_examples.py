"""Rebuild the example documents in this folder from model objects.

    python examples/build_examples.py

The examples are what a new user opens first: sensible layouts to scale, in
millimetres. The catalogue and army lists are invented example data, labelled so.
"""
from __future__ import annotations

from pathlib import Path

from shapely.geometry import Point, Polygon

from model.army import ArmyEntry, ArmyList, CampaignRef, Catalogue, Command, Option, Profile, Weapon
from model.campaign import CampaignDocument, HexCell, Player
from model.files import save
from model.geometry import ellipse, rectangle, rotated
from model.hexgrid import Hex, HexGrid, hexagon_shape
from model.table import DeploymentZone, Marker, Scenario, TableDocument, TerrainPiece

HERE = Path(__file__).resolve().parent
IN = 25.4


def piece(id, kind, shape, label, **kw) -> TerrainPiece:
    return TerrainPiece(id=id, kind=kind, footprint=shape, label=label, **kw)


def turned(shape: Polygon, degrees: float) -> Polygon:
    return rotated(shape, degrees, origin=shape.centroid)


def kensei_table() -> TableDocument:
    """A village around a shrine hill: Kensei's 120 x 120 cm example table, 10 cm zones on two edges.

    The layout is point-symmetric about the centre so neither side is favoured.
    """
    w = d = 1200.0

    def mirrored_half(pieces):
        """Each piece of the north half turned half a circle about the centre, for the south half."""
        out = []
        for p, label in pieces:
            turned_p = rotated(p.footprint, 180, origin=(w / 2, d / 2))
            out.append(TerrainPiece(f"{p.id}-s", p.kind, turned_p, label=label, height=p.height))
        return out

    north = [
        piece("farm", "house", rectangle(230, 280, 120, 90), "Farmhouse"),
        piece("grove", "wood", ellipse(930, 300, 140, 95), "Cedar grove"),
        piece("pond", "water", ellipse(420, 460, 70, 45), "Koi pond"),
        piece("paddy", "rice-field", rectangle(720, 400, 180, 100), "Rice paddies"),
        piece("fence", "fence", rectangle(480, 150, 200, 15), "Bamboo fence"),
        piece("tea", "house", rectangle(80, 140, 100, 70), "Tea house"),  # screens the zones' flanks
    ]
    south = mirrored_half(zip(north, ["Sake brewery", "Pine grove", "Lotus pond", "Rice paddies", "Hedge",
                                      "Roadside inn"]))
    centre = [
        piece("road", "mat", rectangle(0, 575, w, 50), "Village road"),
        piece("hill", "hill", ellipse(600, 600, 170, 110), "Shrine hill", height=50.0),
        piece("shrine", "building", rectangle(560, 570, 80, 60), "Hill shrine"),  # stands on the hill
    ]
    zones = [
        DeploymentZone("north", "Player 1", rectangle(0, 0, w, 100), "Player 1 deployment", "top"),
        DeploymentZone("south", "Player 2", rectangle(0, d - 100, w, 100), "Player 2 deployment", "bottom"),
    ]
    markers = [Marker("bell", "objective", Point(300, 600), "Temple bell"),
               Marker("well", "objective", Point(900, 600), "Village well")]
    return TableDocument(
        "Kensei 120 x 120 cm: village by the shrine", "kensei", w, d, unit="cm",
        pieces=centre[:1] + north + south + centre[1:], zones=zones, markers=markers,
        scenario=Scenario(kind="battle", victory="As the chosen scenario says."),
        notes="Example table: scenery spread over the table and mirrored between the halves, deployment "
              "10 cm from each player's edge (p.22).")


def wh40k_table() -> TableDocument:
    """A 6' x 4' ruined city for the 40K skirmish scenario "Capture enclave(s)", with abundant scenery."""
    w, d = 72 * IN, 48 * IN

    def r(x, y, ww, dd):
        return rectangle(x * IN, y * IN, ww * IN, dd * IN)

    pieces = [
        piece("ruin-nw", "ruins", r(6, 6, 10, 8), "Hab block ruin"),
        piece("ruin-c", "ruins", r(31, 19, 10, 10), "Cathedral ruin"),
        piece("ruin-se", "ruins", r(56, 34, 10, 8), "Manufactorum ruin"),
        piece("bunker-w", "bunker", r(4, 27, 6, 6), "Bunker"),
        piece("bunker-e", "bunker", r(62, 15, 6, 6), "Bunker"),
        piece("tower-n", "building", r(44, 4, 8, 8), "Comms tower"),
        piece("tower-s", "building", r(20, 36, 8, 8), "Chapel"),
        piece("woods-ne", "woods", ellipse(57 * IN, 8 * IN, 6 * IN, 4 * IN), "Fungus forest"),
        piece("woods-sw", "woods", ellipse(14 * IN, 40 * IN, 6 * IN, 4 * IN), "Fungus forest"),
        piece("crates-1", "crates", r(18, 5, 12, 5), "Supply dump"),
        piece("crates-2", "crates", r(42, 38, 12, 5), "Supply dump"),
        piece("barricade-w", "barricade", r(19, 20, 8, 8), "Barricades"),
        piece("barricade-e", "barricade", r(45, 20, 8, 8), "Barricades"),
        piece("crater-1", "crater", ellipse(60 * IN, 26 * IN, 3.5 * IN, 3.5 * IN), "Shell crater"),
        piece("crater-2", "crater", ellipse(12 * IN, 21 * IN, 3.5 * IN, 3.5 * IN), "Shell crater"),
        piece("hill-c", "hill", ellipse(36 * IN, 10 * IN, 4 * IN, 2.5 * IN), "Rubble mound"),
        piece("hill-s", "hill", ellipse(36 * IN, 38 * IN, 4 * IN, 2.5 * IN), "Rubble mound"),
    ]
    zones = [
        DeploymentZone("attackers", "Attackers", r(0, 0, 72, 12), "Attackers", "top"),
        DeploymentZone("defenders", "Defenders", r(0, 36, 72, 12), "Defenders", "bottom"),
    ]
    markers = [
        Marker("enclave-w", "enclave", r(9, 16, 8, 6), "West enclave"),
        Marker("enclave-c", "enclave", r(30, 18, 12, 12), "Cathedral enclave"),
        Marker("enclave-e", "enclave", r(55, 26, 8, 6), "East enclave"),
    ]
    return TableDocument(
        "40K skirmish 6' x 4': Capture enclaves", "wh40k-skirmish", w, d, unit="in", pieces=pieces, zones=zones,
        markers=markers,
        scenario=Scenario(kind="capture-enclaves", turns=6,
                          victory="The side holding the most enclaves at the end of turn 6 wins."),
        notes="Abundant scenery as the rules ask; three enclaves, the central one in the cathedral ruin.")


def adlg_table() -> TableDocument:
    """An ADLG field of battle, 30 x 20 UD (120 x 80 cm with 40 mm bases)."""
    ud = 40.0
    w, d = 30 * ud, 20 * ud

    def e(cx, cy, rx, ry):
        return ellipse(cx * ud, cy * ud, rx * ud, ry * ud)

    pieces = [
        piece("hill-1", "gentle-hill", e(8, 9, 3, 2), "Gentle hill"),
        piece("forest-1", "forest", e(21, 6, 2.5, 1.8), "Forest"),
        piece("village-1", "village", rectangle(14 * ud, 12 * ud, 3 * ud, 2.5 * ud), "Village"),
        piece("fields-1", "fields", rectangle(3 * ud, 13 * ud, 4 * ud, 3 * ud), "Fields"),
        piece("marsh-1", "marsh", e(25, 14, 2.5, 1.5), "Marsh"),
        piece("brush-1", "brush", e(13, 5, 2, 1.2), "Brush"),
    ]
    zones = [
        DeploymentZone("north", "Player 1", rectangle(0, 0, w, 7 * ud), "Player 1 deployment", "top"),
        DeploymentZone("south", "Player 2", rectangle(0, d - 7 * ud, w, 7 * ud), "Player 2 deployment", "bottom"),
    ]
    return TableDocument(
        "ADLG 200-point battle, 30 x 20 UD", "adlg", w, d, unit="ud", ud_mm=ud, pieces=pieces, zones=zones,
        scenario=Scenario(kind="battle"),
        notes="Terrain chosen and placed as in the set-up sequence (p.66-69); 1 UD = 40 mm (15 mm figures).")


def piedras_campaign() -> CampaignDocument:
    """A four-player Las Piedras del Destino map at set-up: capitals chosen, nothing else claimed."""
    keys = hexagon_shape(4)  # 61 hexes: more than 10 per player
    cells = {k: HexCell() for k in keys}

    def paint(k, **kw):
        cells[Hex(*k)] = HexCell(**({"terrain": "plains"} | kw))

    for k in [(-4, 2), (-3, 2), (-2, 2), (-1, 1), (0, 0), (1, -1), (2, -1), (3, -2), (4, -3)]:
        paint(k, terrain="river")
    for k in [(0, -4), (1, -4), (2, -4), (0, -3), (1, -3), (-1, -2)]:
        paint(k, terrain="mountain")
    for k in [(2, 2), (3, 1), (2, 1), (1, 3)]:
        paint(k, terrain="swamp")
    for k in [(-4, 4), (-3, 4), (-4, 3), (-2, 4), (-3, 3), (4, 0), (4, -1), (3, 0)]:
        paint(k, terrain="forest")
    city = frozenset({"city", "castle"})
    paint((1, -3), terrain="mountain", features=city, owner="thorgrim", capital=True, name="Stonedeep")
    paint((-3, 0), features=city, owner="greta", capital=True, name="Greyhold")
    paint((3, -3), features=city, owner="ilsa", capital=True, name="Silverhaven")
    paint((0, 3), features=city, owner="grak", capital=True, name="Redfang Camp")
    # free cities and constructions for the campaign to fight over
    paint((0, 0), terrain="river", features=frozenset({"mine"}), name="Ford mine")
    paint((-1, -2), terrain="mountain", features=frozenset({"mine"}), name="Old delvings")
    paint((-2, 2), terrain="river", features=city, name="Rivermouth")
    paint((2, -1), terrain="river", features=frozenset({"castle"}), name="Bridge keep")
    paint((4, 0), terrain="forest", features=frozenset({"castle"}), name="Woodwatch")
    paint((-1, 4), features=city, name="Southmarch")
    players = [
        Player("greta", "Greta", "empire", "#c0392b"),
        Player("thorgrim", "Thorgrim", "dwarfs", "#2c6fbb"),
        Player("ilsa", "Ilsa", "high-elves", "#e8e8e8"),
        Player("grak", "Grak", "orcs-goblins", "#3f9c35"),
    ]
    return CampaignDocument(
        "Las Piedras del Destino: four realms", "warhammer-campaign", HexGrid("pointy", 30.0), cells=cells,
        players=players, turn=1,
        notes="Set-up as the campaign rules say: 10 hexes per player, each capital on a city, at least one hex "
              "between capitals; no other banners at set-up. Thorgrim's Dwarfs hold a mountain city.")


def kensei_catalogue() -> Catalogue:
    bow, gun, katana, yari = (Weapon("Yumi (bow)", "missile", "bow"), Weapon("Teppo (arquebus)", "missile", "arquebus"),
                              Weapon("Katana"), Weapon("Yari (spear)"))
    profiles = [
        Profile("daimyo-example", "Daimyo (example profile)", 60, "H", "infantry", "samurai", unique=True, leader=True,
                roles=frozenset({"leader"}), weapons=(katana, bow), volume="V2"),
        Profile("taisho-example", "Mounted taisho (example profile)", 75, "H", "mounted", "samurai", unique=True,
                leader=True, roles=frozenset({"leader"}), weapons=(katana,), volume="V3"),
        Profile("hatamoto-example", "Hatamoto officer (example profile)", 35, "E", "infantry", "samurai",
                leader=True, roles=frozenset({"leader"}), weapons=(katana,), volume="V2"),
        Profile("samurai-example", "Samurai (example profile)", 14, "G", "infantry", "samurai", weapons=(katana,),
                unit_min=3, unit_max=10, volume="V2"),
        Profile("ashigaru-yari-example", "Ashigaru spearmen (example profile)", 7, "G", "infantry", "ashigaru",
                weapons=(yari,), unit_max=15, volume="V2",
                options=(Option("jingasa", "Jingasa helmets", 5),)),
        Profile("ashigaru-yumi-example", "Ashigaru archers (example profile)", 8, "G", "infantry", "ashigaru",
                weapons=(bow,), unit_max=12, volume="V2"),
        Profile("ashigaru-teppo-example", "Ashigaru arquebusiers (example profile)", 9, "G", "infantry", "ashigaru",
                weapons=(gun,), unit_max=12, volume="V2"),
        Profile("hata-jurushi-example", "Hata-Jurushi (example profile)", 12, "G", "infantry", "samurai",
                roles=frozenset({"banner"}), weapons=(katana,), volume="V2"),
        Profile("komuso-example", "Komuso monk (example profile)", 25, "K", "infantry", "monje", unique=True,
                leader=True, roles=frozenset({"leader"}), volume="V2"),
        Profile("oni-example", "Oni (example profile)", 90, "M", "creature", "", legendary=True, volume="V3"),
    ]
    return Catalogue(
        "kensei-example", "Kensei example catalogue (EXAMPLE DATA, not an official army list)", "kensei",
        profiles, faction="Example clan", example=True,
        notes="Invented profiles and costs to show the file format and the army-list checks. The rulebook's army "
              "lists are not reproduced here: replace this with a catalogue written from your own books.")


CATALOGUE = "kensei-example-catalogue.json"


def kensei_army_legal() -> ArmyList:
    e = ArmyEntry
    return ArmyList("Example clan, 400 points (legal)", "kensei", CATALOGUE, [
        e("general", "daimyo-example", general=True, attached_to="samurai", role="leader", label="Lord Takeda (example)"),
        e("samurai", "samurai-example", 8, label="Samurai retinue"),
        e("banner", "hata-jurushi-example", attached_to="samurai", role="banner", label="Clan banner"),
        e("officer", "hatamoto-example", attached_to="spears", role="leader", label="Spear captain"),
        e("spears", "ashigaru-yari-example", 12, options=("jingasa",), label="Ashigaru spears"),
        e("archers", "ashigaru-yumi-example", 10, label="Ashigaru archers"),
    ], faction="Example clan", points_limit=400, notes="Example army list built from the example catalogue.")


def kensei_army_illegal() -> ArmyList:
    e = ArmyEntry
    return ArmyList("Example clan, 300 points (breaks the army rules)", "kensei", CATALOGUE, [
        e("general", "daimyo-example", general=True, label="Lord Takeda (example)"),
        e("general-2", "daimyo-example", general=True, label="Lord Takeda again"),  # unique twice, two generals
        e("officer", "hatamoto-example", attached_to="samurai", role="leader", label="Officer"),
        e("officer-2", "taisho-example", attached_to="samurai", role="leader", label="Mounted taisho"),  # 2nd leader
        e("samurai", "samurai-example", 6, label="Samurai"),
        e("banner", "hata-jurushi-example", attached_to="samurai", role="banner", label="Banner"),
        e("banner-2", "hata-jurushi-example", attached_to="samurai", role="banner", label="Second banner"),
        e("skirmish", "ashigaru-yumi-example", 2, label="Two archers"),  # unit too small
        e("monk", "komuso-example", attached_to="archers", role="leader", label="Komuso"),  # cannot lead
        e("archers", "ashigaru-teppo-example", 8, label="Arquebusiers"),
    ], faction="Example clan", points_limit=300,
        notes="Deliberately illegal example: over the points limit, a unit too small, a unique profile twice, two "
              "generals, two leaders and two banners in one unit, a Komuso as unit leader.")


WARHAMMER_CATALOGUE = "warhammer-example-catalogue.json"


def warhammer_catalogue() -> Catalogue:
    profiles = [
        Profile("captain-example", "Captain (example profile)", 70, "character", "infantry", leader=True,
                roles=frozenset({"character"}), weapons=(Weapon("Hand weapon"),)),
        Profile("halberdiers-example", "Halberdiers (example profile)", 6, troop_type="infantry",
                weapons=(Weapon("Halberd"),)),
        Profile("sergeant-example", "Halberdier sergeant (example profile)", 10, "champion", "infantry",
                roles=frozenset({"champion"})),
        Profile("crossbowmen-example", "Crossbowmen (example profile)", 8, troop_type="infantry",
                weapons=(Weapon("Crossbow", "missile", "crossbow"),)),
        Profile("knights-example", "Knights (example profile)", 23, troop_type="cavalry",
                weapons=(Weapon("Lance"),)),
    ]
    return Catalogue(
        "warhammer-example", "Warhammer example catalogue (EXAMPLE DATA, not an official army list)",
        "warhammer-campaign", profiles, faction="Example empire", example=True,
        notes="Invented profiles and costs to show a campaign army list; use a catalogue written from your books.")


def greta_campaign_army() -> ArmyList:
    e = ArmyEntry
    return ArmyList("Greta's army for turn 1 (example)", "warhammer-campaign", WARHAMMER_CATALOGUE, [
        e("captain", "captain-example", general=True, attached_to="halberdiers", role="character", label="Captain"),
        e("halberdiers", "halberdiers-example", 20, label="Halberdiers"),
        e("sergeant", "sergeant-example", attached_to="halberdiers", role="champion", label="Sergeant"),
        e("crossbows", "crossbowmen-example", 10, label="Crossbowmen"),
        e("knights", "knights-example", 5, label="Knights"),
    ], faction="Example empire", campaign=CampaignRef("piedras-4-players.json", "greta"),
        notes="Its size comes from the campaign: 500 points in turns 1-5, +100 for the largest empire, "
              "plus gold spent.")


ADLG_CATALOGUE = "adlg-example-catalogue.json"


def adlg_catalogue() -> Catalogue:
    """Invented ADLG units (the quick reference prices only generals): troop types from the sheet."""
    p = Profile
    return Catalogue(
        "adlg-example", "ADLG example catalogue (EXAMPLE DATA, not an official army list)", "adlg", [
            p("knights-example", "Knights (example profile)", 14, "KN", "mounted", category="Mounted", base="40x30 mm"),
            p("cavalry-example", "Cavalry (example profile)", 9, "CV", "mounted", category="Mounted", base="40x30 mm"),
            p("light-horse-example", "Light horse (example profile)", 6, "LH", "mounted", category="Mounted",
              base="40x30 mm"),
            p("spearmen-example", "Heavy spearmen (example profile)", 8, "HI", "infantry", category="Infantry",
              base="40x20 mm"),
            p("bowmen-example", "Bowmen (example profile)", 6, "MI", "infantry", category="Infantry",
              base="40x20 mm", weapons=(Weapon("Bow", "missile", "bow"),)),
            p("psiloi-example", "Psiloi (example profile)", 2, "LI", "infantry", category="Infantry",
              base="40x20 mm"),
        ], faction="Example kingdom", example=True,
        notes="Invented units and costs to show an ADLG list with its commands; use a catalogue written from the "
              "army lists of the rulebook.")


def adlg_army() -> ArmyList:
    """Three commands rated from the sheet (competent 3, brilliant 6, ordinary 0 points) within 200 points."""
    e = ArmyEntry
    units = ([e(f"kn{i}", "knights-example", command="right") for i in range(1, 6)] +
             [e(f"lh{i}", "light-horse-example", command="right") for i in range(1, 3)] +
             [e(f"sp{i}", "spearmen-example", command="centre") for i in range(1, 8)] +
             [e(f"bw{i}", "bowmen-example", command="centre") for i in range(1, 4)] +
             [e(f"cv{i}", "cavalry-example", command="left") for i in range(1, 4)] +
             [e(f"ps{i}", "psiloi-example", command="left") for i in range(1, 5)])
    commands = [Command("right", "Right wing", "competent", general="kn1"),
                Command("centre", "Centre", "brilliant", general="sp1"),
                Command("left", "Left wing", "ordinary", general="cv1")]
    return ArmyList("Example kingdom, 200 points (legal)", "adlg", ADLG_CATALOGUE, units, faction="Example kingdom",
                    points_limit=200, commands=commands,
                    notes="Example list: 191 points of units and 9 of generals (competent 3, brilliant 6, "
                          "ordinary 0, \"MANDO, COSTE\" p.74): 200.")


WH6_CATALOGUE = "warhammer-6th-example-catalogue.json"


def wh6_catalogue() -> Catalogue:
    p = Profile
    return Catalogue(
        "warhammer-6th-example", "Warhammer 6th example catalogue (EXAMPLE DATA, not an official army book)",
        "warhammer-6th", [
            p("captain-example", "Captain (example profile)", 50, "character", "infantry", category="Heroes",
              roles=frozenset({"character"}), options=(Option("warhorse", "Warhorse", 12, mount=True),
                                                       Option("griffon", "Griffon", 150, mount=True),
                                                       Option("shield", "Shield", 2))),
            p("spearmen-example", "Spearmen (example profile)", 6, troop_type="infantry", category="Core",
              unit_min=10, base="20x20 mm", options=(Option("standard", "Standard bearer", 10),)),
            p("sergeant-example", "Sergeant (example profile)", 10, "champion", "infantry", category="Core",
              roles=frozenset({"champion"})),
            p("knights-example", "Knights (example profile)", 23, troop_type="cavalry", category="Special",
              unit_min=5, base="25x50 mm"),
            p("cannon-example", "Cannon (example profile)", 100, category="Rare", max_per_army=1),
        ], faction="Example empire", example=True,
        notes="Invented profiles and costs for a one-off battle; use a catalogue written from your army book.")


def wh6_army() -> ArmyList:
    e = ArmyEntry
    return ArmyList("Example empire, 500 points (legal)", "warhammer-6th", WH6_CATALOGUE, [
        e("captain", "captain-example", general=True, attached_to="spearmen", role="character",
          options=("warhorse", "shield"), label="Captain on warhorse"),
        e("spearmen", "spearmen-example", 20, options=("standard",), label="Spearmen"),
        e("sergeant", "sergeant-example", attached_to="spearmen", role="champion", label="Sergeant"),
        e("knights", "knights-example", 5, label="Knights"),
        e("cannon", "cannon-example", label="Cannon"),
    ], faction="Example empire", points_limit=500,
        notes="A one-off battle list: a mounted character joined to a unit, a champion in its command group.")


def main() -> None:
    save(kensei_table(), HERE / "kensei-120x120.json")
    save(wh40k_table(), HERE / "wh40k-capture-enclaves.json")
    save(adlg_table(), HERE / "adlg-table.json")
    save(piedras_campaign(), HERE / "piedras-4-players.json")
    from build_campaign_in_play import piedras_in_play

    save(piedras_in_play(piedras_campaign()), HERE / "piedras-turn-3.json")  # the same realms in play
    save(kensei_catalogue(), HERE / CATALOGUE)
    save(kensei_army_legal(), HERE / "kensei-army-legal.json")
    save(kensei_army_illegal(), HERE / "kensei-army-illegal.json")
    save(warhammer_catalogue(), HERE / WARHAMMER_CATALOGUE)
    save(greta_campaign_army(), HERE / "piedras-army-greta.json")
    save(adlg_catalogue(), HERE / ADLG_CATALOGUE)
    save(adlg_army(), HERE / "adlg-army-legal.json")
    save(wh6_catalogue(), HERE / WH6_CATALOGUE)
    save(wh6_army(), HERE / "warhammer-6th-army-legal.json")
    from build_event import main as build_event

    build_event()  # examples/kensei-event/
    from spanish import main as build_spanish

    build_spanish()  # examples/es/: the same examples named in Spanish


if __name__ == "__main__":
    main()
