# Figures: house texts (es). Fluent syntax: https://projectfluent.org/fluent/guide/

house-title = Reglas de la casa
house-usual = Las reglas habituales
house-changed =
    { $n ->
        [one] { $n } regla cambiada
       *[other] { $n } reglas cambiadas
    }
house-short-cost = costo { $value }
house-short-bonus_from = bonif. desde lado { $value }
house-short-bonus_never = sin bonif.
house-short-hand = { $value } por mano
house-short-square = { $value }/cuadrado
house-short-targets = objetivos { $low }–{ $high }
house-short-sep = ,{" "}
house-short-more = { $rules } y { $n } más
house-cost = La segunda colocación cuesta
house-bonus_from = Bonificación desde el lado
house-hand = Fichas por mano
house-square = Puntos por cuadrado cerrado
house-min_target = Objetivo mínimo
house-max_target = Objetivo máximo
house-default = { $value } (por defecto)
house-never = nunca
house-range = { $low }–{ $high }
house-range-never = { $low }–{ $high }, nunca
house-reset = Restablecer
house-done = Listo
house-keys = ← → cambian la regla marcada, ↑ ↓ marcan otra
house-error-range = { $rule }: de { $low } a { $high }
house-error-order = El objetivo mínimo no puede superar al máximo
house-note-game = Reglas de la casa de esta partida: { $rules }.
house-note-chosen = Reglas de la casa elegidas: { $rules }.
house-note-cost = una segunda ficha cuesta { $value } (normalmente { $usual })
house-note-bonus_from = la bonificación empieza en el lado conectado { $value } (normalmente { $usual })
house-note-bonus_never = los lados conectados no dan bonificación (normalmente desde el lado { $usual })
house-note-hand = { $value } fichas por mano (normalmente { $usual })
house-note-square = una superficie cerrada da { $value } por cuadrado (normalmente { $usual })
house-note-targets = objetivos de { $low } a { $high } (normalmente de { $usual_low } a { $usual_high })
house-note-sep = ;{" "}
