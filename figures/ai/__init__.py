"""Computer players. They decide from a PlayerView only (see figures.engine.views)."""
