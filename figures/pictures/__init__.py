"""The Pillow painters: pictures of tiles, tables and rounds for the docs, the set-up and the
command line, from the scenes of :mod:`figures.scene`."""
