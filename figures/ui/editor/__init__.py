"""The position editor: a table laid freely, plays judged as in a game, scenario files."""
