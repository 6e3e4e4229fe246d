"""The app's data without the desktop: the data folder and its files, the default names of
seats; the command line and the desktop both use it."""
