"""What the classic game screen says, in the player's language: the status line, the reasons
on the Draw and Pass buttons, the All Fives count of a play, a play in words, the log, the
round-end summary and the game's ranking, gathered under one name from the modules that
write them (:mod:`~figures.ui.classic.words`, :mod:`~figures.ui.classic.status`,
:mod:`~figures.ui.classic.summary`).

No arcade here, and no rule: every fact is read from the engine (legal actions, the round's
open ends, its result, the layout's count) and only put into words.
"""

from __future__ import annotations

from figures.ui.classic.match import points_words
from figures.ui.classic.status import (
    demand,
    draw_reason,
    log_lines,
    moved_words,
    pass_reason,
    status,
    unavailable,
)
from figures.ui.classic.summary import (
    Ranked,
    Summary,
    SummaryRow,
    game_title,
    how_words,
    needs_words,
    next_round_words,
    opening_words,
    ranking,
    round_summary,
    rule_words,
    target_text,
)
from figures.ui.classic.words import (
    Towards,
    article,
    capital,
    count_caption,
    count_sum,
    end_words,
    held_words,
    hint_text,
    join_or,
    keys_text,
    layout_sum,
    level_words,
    matador_count,
    name_shortenings,
    pips_words,
    play_words,
    preset_title,
    preview_text,
    reason_words,
    short_names,
    side_name,
    side_words,
    tiles_short,
    tiles_words,
)

__all__ = [
    "Ranked",
    "Summary",
    "SummaryRow",
    "Towards",
    "article",
    "capital",
    "count_caption",
    "count_sum",
    "demand",
    "draw_reason",
    "end_words",
    "game_title",
    "held_words",
    "hint_text",
    "how_words",
    "join_or",
    "keys_text",
    "layout_sum",
    "level_words",
    "log_lines",
    "matador_count",
    "moved_words",
    "name_shortenings",
    "needs_words",
    "next_round_words",
    "opening_words",
    "pass_reason",
    "pips_words",
    "play_words",
    "points_words",
    "preset_title",
    "preview_text",
    "ranking",
    "reason_words",
    "round_summary",
    "rule_words",
    "short_names",
    "side_name",
    "side_words",
    "status",
    "target_text",
    "tiles_short",
    "tiles_words",
    "unavailable",
]
