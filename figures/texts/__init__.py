"""The texts of the app in each language (:mod:`.i18n` looks them up), without the desktop, so
the command line speaks them too."""
