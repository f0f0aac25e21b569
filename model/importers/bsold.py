"""BattleScribe's older data format (1.x, ``<entries><entry points=...>``), rebuilt in the shape of
BattleScribe 2 so that :mod:`.bsdata` and :mod:`.bscatalogue` read it as any other catalogue.

What the older format says and the newer one holds elsewhere:

- an entry's ``points`` -> its cost of type "pts"; ``categoryId`` -> its primary category link;
- ``minSelections``/``maxSelections`` (within its parent), ``minInForce``/``maxInForce`` and
  ``minInRoster``/``maxInRoster`` -> selection constraints of scope parent, force and roster
  (-1: no limit);
- ``<entries>``/``<entryGroups>`` inside an entry or group -> selection entries and groups;
  ``<sharedEntries>``/``<sharedEntryGroups>`` -> the shared ones;
- ``<links>``: a link of type "entry" or "entry group" -> an entry link, of type "profile" -> an
  info link (rule links are rules text, not carried);
- a characteristic's ``value`` attribute -> its text;
- a modifier of the points: kept, marked as depending on the roster when it has conditions or
  repeats (it is then counted and named, not applied).

Other modifiers (of limits) are left out: the catalogue's notes count the limits they change.
"""
from __future__ import annotations

from xml.etree.ElementTree import Element, SubElement



def tag(el) -> str:
    """An element's name without its namespace (this module is read by ``bsdata``, not the reverse)."""
    t = el.tag
    return t[t.index("}") + 1:] if t[:1] == "{" else t

#: the attributes of an older entry or group that are limits, and the scope and kind of each
_LIMITS = (("minSelections", "parent", "min"), ("maxSelections", "parent", "max"),
           ("minInForce", "force", "min"), ("maxInForce", "force", "max"),
           ("minInRoster", "roster", "min"), ("maxInRoster", "roster", "max"))
_NO_CATEGORY = ("", "(No Category)")


def from_old_schema(root) -> Element:
    """The older catalogue ``root`` as a catalogue of BattleScribe 2 (a new tree; ``root`` is kept)."""
    attrs = dict(root.attrib)
    attrs["battleScribeVersion"] = "2.00"
    attrs["readFromVersion"] = root.get("battleScribeVersion", "1.x")
    new = Element("catalogue", attrs)
    for holder in root:
        t = tag(holder)
        if t == "entries":
            _entries(SubElement(new, "selectionEntries"), holder)
        elif t == "sharedEntries":
            _entries(SubElement(new, "sharedSelectionEntries"), holder)
        elif t == "sharedEntryGroups":
            shared = SubElement(new, "sharedSelectionEntryGroups")
            for g in holder:
                if tag(g) == "entryGroup":
                    shared.append(_group(g))
        elif t == "sharedProfiles":
            profiles = SubElement(new, "sharedProfiles")
            for p in holder:
                if tag(p) == "profile":
                    profiles.append(_profile(p))
        elif t == "links":
            _links(new, holder)
    return new


def _entries(target: Element, holder) -> None:
    for e in holder:
        if tag(e) == "entry":
            target.append(_entry(e))


def _common(old, new: Element) -> None:
    """Limits, nested entries and groups, links, profiles and points modifiers of an entry or group."""
    constraints = None
    for attr, scope, kind in _LIMITS:
        value = old.get(attr)
        try:
            number = float(value) if value is not None else None
        except ValueError:
            number = None
        if number is None or number < 0 or (kind == "min" and number == 0):
            continue
        if constraints is None:
            constraints = SubElement(new, "constraints")
        SubElement(constraints, "constraint", {"field": "selections", "scope": scope, "value": value, "type": kind,
                                               "id": f"{old.get('id', '')}-{attr}"})
    for holder in old:
        t = tag(holder)
        if t == "entries" and len(holder):
            _entries(SubElement(new, "selectionEntries"), holder)
        elif t == "entryGroups" and len(holder):
            groups = SubElement(new, "selectionEntryGroups")
            for g in holder:
                if tag(g) == "entryGroup":
                    groups.append(_group(g))
        elif t == "links" and len(holder):
            _links(new, holder)
        elif t == "profiles" and len(holder):
            profiles = SubElement(new, "profiles")
            for p in holder:
                if tag(p) == "profile":
                    profiles.append(_profile(p))
        elif t == "modifiers" and len(holder):
            _modifiers(new, holder)


def _entry(old) -> Element:
    new = Element("selectionEntry", {k: old.get(k, "") for k in ("id", "name", "type", "hidden")})
    costs = SubElement(new, "costs")
    SubElement(costs, "cost", {"name": "pts", "typeId": "points", "value": old.get("points") or "0"})
    if old.get("categoryId", "") not in _NO_CATEGORY:
        links = SubElement(new, "categoryLinks")
        SubElement(links, "categoryLink", {"targetId": old.get("categoryId"), "primary": "true",
                                           "id": f"{old.get('id', '')}-category"})
    _common(old, new)
    return new


def _group(old) -> Element:
    new = Element("selectionEntryGroup", {k: old.get(k, "") for k in ("id", "name", "hidden")})
    _common(old, new)
    return new


def _links(new: Element, holder) -> None:
    entry_links = info_links = None
    for link in holder:
        if tag(link) != "link":
            continue
        kind = link.get("linkType", "")
        if kind in ("entry", "entry group"):
            if entry_links is None:
                entry_links = SubElement(new, "entryLinks")
            SubElement(entry_links, "entryLink", {
                "id": link.get("id", ""), "targetId": link.get("targetId", ""), "hidden": link.get("hidden", "false"),
                "type": "selectionEntry" if kind == "entry" else "selectionEntryGroup"})
        elif kind == "profile":
            if info_links is None:
                info_links = SubElement(new, "infoLinks")
            SubElement(info_links, "infoLink", {"id": link.get("id", ""), "targetId": link.get("targetId", ""),
                                                "type": "profile"})


def _profile(old) -> Element:
    new = Element("profile", {k: old.get(k, "") for k in ("id", "name", "hidden")})
    new.set("typeName", old.get("profileTypeName") or old.get("typeName") or "")
    chars = SubElement(new, "characteristics")
    for holder in old:
        if tag(holder) != "characteristics":
            continue
        for c in holder:
            if tag(c) == "characteristic":
                SubElement(chars, "characteristic", {"name": c.get("name", "")}).text = c.get("value", c.text or "")
    return new


def _modifiers(new: Element, holder) -> None:
    """The points modifiers: one without conditions or repeats applies; the others are marked as
    depending on the roster (they are counted and named, not applied)."""
    out = None
    for m in holder:
        if tag(m) != "modifier" or m.get("field") != "points":
            continue
        if out is None:
            out = SubElement(new, "modifiers")
        mod = SubElement(out, "modifier", {"type": m.get("type", ""), "field": "points", "value": m.get("value", "0")})
        depends = m.get("repeat") == "true" or any(tag(c) in ("conditions", "conditionGroups") and len(c) for c in m)
        if depends:
            SubElement(SubElement(mod, "conditions"), "condition", {"field": "selections", "type": "atLeast"})
