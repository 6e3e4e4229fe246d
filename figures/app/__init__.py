"""The app's data without the desktop: the data folder and its files (storage), the options
that outlive a game, the default names of seats, the autosave, the one match protocol both
families' matches follow, and the score sheet's session; the command line and the desktop
both use it, and nothing here imports arcade or the desktop (tests/app/test_app_layer.py)."""
