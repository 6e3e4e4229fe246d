# Figures: rules texts (fr). Fluent syntax: https://projectfluent.org/fluent/guide/

rules-to_reference = Règles exactes (Tab)
rules-to_guide = Comment jouer (Tab)
rules-more = Les règles exactes suivent : faites défiler, ou appuyez sur Tab.
