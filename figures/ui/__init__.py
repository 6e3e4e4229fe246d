"""The desktop game, drawn with Arcade 3.x. The only package of the project that imports arcade.

Modules that do not draw (:mod:`i18n`, :mod:`match`, :mod:`controller`, :mod:`ai_driver`)
import no arcade either, so they can be tested and reused without a window.
"""
