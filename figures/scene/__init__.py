"""The pure scenes of a table (what is drawn where, in table units), read by both painters:
Pillow's (:mod:`figures.pictures`) and the desktop's (:mod:`figures.ui`)."""
