"""Computer players. They decide from a PlayerView only (see figures.colour.views)."""
