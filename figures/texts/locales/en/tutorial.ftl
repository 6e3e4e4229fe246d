# Figures: tutorial texts (en). Fluent syntax: https://projectfluent.org/fluent/guide/

# For the set-up: its button, and its offer on a first launch (options.guide_seen).
tutorial-setup_button = Learn to play (G)
tutorial-offer = New to Figures? A short guided game teaches the rules in four lessons.
tutorial-badge = Guide { $n } / { $count }
tutorial-next = Next (N)
tutorial-skip = Skip the guide (Esc)
tutorial-finish = Set up a game (Enter)
tutorial-intro-title = Your first game
tutorial-intro-text = A short game against the computer, on the real table with the real rules, in four lessons: place a domino, match the colours, close a surface, pay for a second domino.
tutorial-intro-do = Press Next to begin.
tutorial-touch-title = 1. Place a domino
tutorial-touch-text = The computer has laid the first domino. Yours must touch the table along an edge: the dominoes of the start score nothing.
# (the lesson's domino in a player's words: where it is in the hand, outlined there)
tutorial-hand-held = the domino you hold
tutorial-hand-left = the domino on the left of your hand (outlined)
tutorial-hand-right = the domino on the right of your hand (outlined)
tutorial-hand-only = your last domino
tutorial-hand-nth = domino { $n } of your hand from the left (outlined)
tutorial-hand-outlined = the outlined domino of your hand
tutorial-touch-do = Click your domino, then the outlined cells: once to see it there, once more to place it. R turns it, F shows its other face.
tutorial-touch-done = Well done: your domino touches the table.
tutorial-match-title = 2. Match the colours
tutorial-match-text = Where two dominoes touch, the edges must be the same colour. A matching edge scores a point (from the third, two: the bonus).
tutorial-match-do = Place { $which } on the outlined cells: turn it (R) or flip it (F) until every edge matches; a wrong colour is refused.
tutorial-match-done = +{ $points }: { $edges } edges of the same colour.
tutorial-close-title = 3. Close a surface
tutorial-close-text = A patch of one colour closed on every side scores a point per square in it, on top of the edges.
tutorial-close-do = Place { $which } on the outlined cells: it closes a small surface.
tutorial-close-done = +{ $points }: { $edges } edges and a closed surface of { $squares } squares.
tutorial-second-title = 4. A second domino
tutorial-second-text = With { $cost } points or more you may place your other domino in the same turn: it costs { $cost } points, so play it when it earns more.
tutorial-second-do = Press “Play the second domino” (S), then place { $which } on the outlined cells.
tutorial-second-done = +{ $points } − { $paid } = +{ $net }: a second domino worth its price.
tutorial-ready-title = You're ready
tutorial-ready-text = You can place, match, close and pay for a second domino. The game ends with the round in which a player reaches the target; the highest score wins. Set up a real game!
tutorial-wait = The computer is playing…
tutorial-end_turn = First end your turn (E): the computer plays next.
tutorial-press_next = Press Next (N).
tutorial-refused = Refused: { $reason }. Turn it (R) or flip it (F).
tutorial-elsewhere = It fits there too, but this guide goes on from the outlined cells.
tutorial-no_undo = The guide has no undo.

## the classic guide

tutorial-classic-offer = New to dominoes? A short guided game teaches All Fives in three lessons.
tutorial-classic-intro-title = Your first game of dominoes
tutorial-classic-intro-text = A short game of All Fives against the computer, on the real table with the real rules, in three lessons: match an end, draw when no tile fits, score a five.
tutorial-classic-match-title = 1. Match an end
tutorial-classic-match-text = The computer has laid the first tile. Yours goes at one end of the line, its matching number against the number showing there: a { $touch } against a { $touch }.
tutorial-classic-match-do = Click your { $tile } (outlined in your hand), then { $end }, lit in green, to see it there; a second click there or Enter plays it.
tutorial-classic-match-done = Your { $tile } joins the { $touch }: the ends now show { $left } and { $right }.
tutorial-classic-draw-title = 2. Draw when you cannot play
tutorial-classic-draw-text = When no tile of yours matches an end, take one from the stock (Draw), and again until one fits; then play it.
tutorial-classic-draw-do = No tile of yours shows a { $numbers }: press Draw (D).
tutorial-classic-draw-again = The { $drawn } you drew does not fit either: draw again (D).
tutorial-classic-draw-play = The { $tile } you drew fits: play it on { $end }.
tutorial-classic-draw-done = You drew { $n } tiles and played the one that fits.
tutorial-classic-five-title = 3. Score a five
tutorial-classic-five-text = After each play the numbers at the ends are added up (the count over the table): a multiple of 5 (5, 10, 15…) scores that many points.
tutorial-classic-five-do = One of your tiles makes the ends add up to a multiple of 5: play your { $tile } (outlined) on { $end }.
tutorial-classic-five-done = The ends add up to { $sum } = { $total }: +{ $points } for you.
tutorial-classic-ready-title = You're ready
tutorial-classic-ready-text = You can match an end, draw and score fives. A round ends when a player lays their last tile or nobody can play; the first to the target wins. Play on, or set up a real game!
tutorial-classic-elsewhere = That play is allowed too, but this guide goes on with the outlined tile.
