"""Two small catalogues of our own that the pasted-list fixtures (tests/data/pasted) are written
against: a fantasy army priced per model with upgrades, and a skirmish army whose units carry
wargear and models as list builders export them."""
from __future__ import annotations

from model.army import Catalogue, Option, Profile


def fantasy() -> Catalogue:
    return Catalogue("empire", "Empire", "warhammer-6th", [
        Profile("elector-count", "Elector Count", 100, "character", leader=True, roles=frozenset({"character"}),
                category="Lords", options=(Option("shield", "Shield", 2),
                                           Option("barded-warhorse", "Barded Warhorse", 16, mount=True),
                                           Option("full-plate-armour", "Full Plate Armour", 6),
                                           Option("great-weapon", "Great Weapon", 4))),
        Profile("warrior-priest", "Warrior Priest", 90, "character", roles=frozenset({"character"}), category="Heroes",
                options=(Option("heavy-armour", "Heavy Armour", 4), Option("warhorse", "Warhorse", 10, mount=True))),
        Profile("spearmen", "Spearmen", 5, "infantry", unit_min=10, category="Core",
                options=(Option("champion", "Champion", 10), Option("musician", "Musician", 5),
                         Option("standard-bearer", "Standard Bearer", 10))),
        Profile("handgunners", "Handgunners", 8, "infantry", unit_min=10, category="Core",
                options=(Option("marksman", "Marksman", 10), Option("musician", "Musician", 5))),
        Profile("knights", "Knights", 23, "cavalry", unit_min=5, category="Special",
                options=(Option("preceptor", "Preceptor", 16), Option("musician", "Musician", 8),
                         Option("standard-bearer", "Standard Bearer", 16), Option("lance", "Lance", 0))),
        Profile("great-cannon", "Great Cannon", 100, "war machine", category="Rare"),
    ], faction="Empire")


def skirmish() -> Catalogue:
    return Catalogue("ashen-wardens", "Ashen Wardens", "warhammer-6th", [
        Profile("warden-captain", "Warden Captain", 80, "character", category="Character",
                options=(Option("relic-blade", "Relic Blade", 0), Option("flux-pistol", "Flux Pistol", 0),
                         Option("ember-blade", "Ember Blade", 15))),
        Profile("warden-squad", "Warden Squad", 18, "infantry", category="Battleline",
                options=(Option("flux-carbine", "Flux Carbine", 0), Option("power-fist", "Power Fist", 5),
                         Option("shock-maul", "Shock Maul", 0), Option("incendiary-rounds", "Incendiary Rounds", 0))),
        Profile("ember-hounds", "Ashen Ember Hounds", 30, "beast", category="Beast",
                options=(Option("searing-jaws", "Searing Jaws", 0),)),
        Profile("ashen-crusher", "Ashen Crusher", 150, "vehicle", category="Vehicle",
                options=(Option("crusher-fists", "Crusher Fists", 0), Option("twin-hail-gun", "Twin Hail Gun", 0),
                         Option("vortex-cannon", "Vortex Cannon", 0))),
    ], faction="Ashen Wardens")
