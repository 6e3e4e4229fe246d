"""The widget toolkit every screen draws with, in window pixels: texts made sharp at the
interface's scale (:mod:`.text`), rectangles, canvases and pictures (:mod:`.shapes`), buttons
(:mod:`.buttons`), the text field (:mod:`.field`), the focus ring (:mod:`.focus`), the scroll
list (:mod:`.scroll`), the message line and the keys panel (:mod:`.message`), the chart
(:mod:`.chart`) and the file dialog (:mod:`.dialog`).

Each is imported from its own module; this package re-exports nothing.
"""
