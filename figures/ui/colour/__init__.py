"""The colour game's screens: the game screen and its parts (table, hand, side panel), its
match, presenter and controller, the painter of its table, its set-up panel and end screen."""
