# Figures: rules texts (es). Fluent syntax: https://projectfluent.org/fluent/guide/

rules-to_reference = Reglas exactas (Tab)
rules-to_guide = Cómo jugar (Tab)
rules-more = Siguen las reglas exactas: sigue desplazándote o pulsa Tab.
