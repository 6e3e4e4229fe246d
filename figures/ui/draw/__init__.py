"""Drawing primitives shared by every screen: batches of triangles (:mod:`.batch`), the table
camera (:mod:`.camera`), the games' pictures (:mod:`.pictures`)."""
