"""Developer tooling, apart from what a player runs (not installed with the package): the
screenshots of the README and the docs, the pictures of the rules pages, the searches for the
guided games' deals and the sound maker. Run from the checkout: ``python -m tools.NAME``
(see the README, "Developer tools")."""
