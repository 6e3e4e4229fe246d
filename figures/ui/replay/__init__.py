"""The replay screen and the steps it shows."""
