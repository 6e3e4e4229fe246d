"""Analysis of many games: statistics across games played, the balance of house rules and its
report."""
