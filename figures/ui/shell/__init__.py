"""The desktop shell: the window, the navigation between screens, the top bar, the frame policy,
the sound, the computer-turn driver and the file summaries."""
