"""Wartable's Qt editor. Importing this package does not import Qt: the command line
(:mod:`editor.cli`) only loads the GUI when it opens a window."""
