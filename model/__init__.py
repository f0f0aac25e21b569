"""Wartable's document model: tables, campaigns, army lists, rulesets and files.

Everything here is plain Python, shapely and networkx; nothing imports Qt, so the
command line and the validators run where no display (or no PySide6) exists.
All lengths are millimetres.
"""
