"""Pieces of the screens shared by every screen: the message line and the keys panel
(:mod:`.message`), the charts (:mod:`.chart`)."""
