"""Playing online: host a table or join one (:mod:`figures.ui.online.lobby`), its link to
the window (:mod:`figures.ui.online.link`), and the game screens a server drives
(:mod:`figures.ui.online.match`, :mod:`figures.ui.online.game`)."""
