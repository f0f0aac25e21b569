"""What tables and campaign maps look like, without Qt: the one style every printout, export,
thumbnail, preview and the on-screen scene draw from (side colours, terrain glyphs), as plain data
and drawing commands. ``model/svg.py`` turns the commands into SVG path data, ``editor/drawing.py``
into Qt painter paths, so the screen, the paper and the SVG cannot drift apart."""
