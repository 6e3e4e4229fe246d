"""The score sheet's entry forms: a classic round, a colour turn, points scored in play."""
