"""The desktop game, drawn with Arcade 3.x. The only package of the project that imports arcade.

Modules that do not draw (:mod:`i18n`, :mod:`match`, :mod:`controller`, :mod:`ai_driver`)
import no arcade either, so they can be tested and reused without a window.
"""

import pyglet

# pyglet checks for an OpenGL error after every call unless told otherwise: about 900 checks
# a frame for the game screen. Off before arcade (and so pyglet.gl) is first imported.
pyglet.options.debug_gl = False
