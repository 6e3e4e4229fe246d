# Figures: rules texts (en). Fluent syntax: https://projectfluent.org/fluent/guide/

rules-to_reference = Exact rules (Tab)
rules-to_guide = How to play (Tab)
rules-more = The exact rules follow: scroll on, or press Tab.
