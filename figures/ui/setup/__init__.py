"""The set-up screen: choosing a game, its seats and its options."""
