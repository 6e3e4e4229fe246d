"""The screens of the desktop game, one arcade View each."""
