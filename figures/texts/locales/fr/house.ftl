# Figures: house texts (fr). Fluent syntax: https://projectfluent.org/fluent/guide/

house-title = Règles maison
house-usual = Les règles habituelles
house-changed =
    { $n ->
        [one] { $n } règle changée
       *[other] { $n } règles changées
    }
house-short-cost = coût { $value }
house-short-bonus_from = bonus dès le bord { $value }
house-short-bonus_never = sans bonus
house-short-hand = { $value } en main
house-short-square = { $value } par carré
house-short-targets = objectifs { $low }–{ $high }
house-short-sep = ,{" "}
house-short-more = { $rules } et { $n } de plus
house-cost = La seconde pose coûte
house-bonus_from = Bonus dès le bord
house-hand = Dominos en main
house-square = Points par carré fermé
house-min_target = Objectif le plus bas
house-max_target = Objectif le plus haut
house-default = { $value } (par défaut)
house-never = jamais
house-range = { $low }–{ $high }
house-range-never = { $low }–{ $high }, jamais
house-reset = Par défaut
house-done = Terminé
house-keys = ← → changent la règle marquée, ↑ ↓ une autre
house-error-range = { $rule } : de { $low } à { $high }
house-error-order = L'objectif le plus bas ne peut dépasser le plus haut
house-note-game = Règles maison de cette partie : { $rules }.
house-note-chosen = Règles maison choisies : { $rules }.
house-note-cost = un second domino coûte { $value } (d'habitude { $usual })
house-note-bonus_from = le bonus commence au côté relié { $value } (d'habitude { $usual })
house-note-bonus_never = les côtés reliés ne rapportent aucun bonus (d'habitude dès le côté { $usual })
house-note-hand = { $value } dominos en main (d'habitude { $usual })
house-note-square = une surface fermée rapporte { $value } par carré (d'habitude { $usual })
house-note-targets = objectifs de { $low } à { $high } (d'habitude de { $usual_low } à { $usual_high })
house-note-sep =  ;{" "}
