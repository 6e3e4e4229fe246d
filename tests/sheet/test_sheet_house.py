"""A colour score sheet records the game's house rules and scores by them, and it ends the
game by the engine's own turn flow (:func:`figures.colour.game.after_turn`, one function the
game and the sheet both call)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import figures.colour.game as colour_game
import figures.sheet.model as sheet_model
from figures.cli import main
from figures.colour.game import Flow, Game, Settings, Termination, after_turn
from figures.colour.house import DEFAULT_RULES, HouseRules
from figures.core.errors import RecordError
from figures.core.seats import PlayerSpec
from figures.sheet import ColourTurn, Placement, Sheet, SheetError
from figures.sheet.files import from_json, load, save, to_json

NAMES = ("Ann", "Bob", "Cy", "Di")
HOUSE = HouseRules(cost=3, bonus_from=2, hand=3, square=2, min_target=30, max_target=300)


def _game(seed: int, players: int, target: int, rules: HouseRules) -> Game:
    rng = random.Random(seed)
    specs = tuple(PlayerSpec(n) for n in NAMES[:players])
    game = Game(Settings(specs, target, seed, seed % players, rules))
    while game.outcome is None:
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    return game


@pytest.mark.parametrize(
    ("seed", "players", "target", "rules"),
    [
        (1, 2, 40, HOUSE),
        (2, 3, 60, HouseRules(cost=1, bonus_from=None, square=0)),
        (3, 4, 30, HouseRules(hand=1, min_target=30)),
        (4, 2, 60, HouseRules(cost=0, bonus_from=1, square=5, hand=4)),
    ],
)
def test_a_house_rule_game_scores_on_the_sheet_as_in_the_engine(
    seed: int, players: int, target: int, rules: HouseRules
) -> None:
    game = _game(seed, players, target, rules)
    sheet = Sheet.colour(NAMES[:players], target, game.settings.first_player, rules)
    for turn in game.turns:
        assert sheet.next_seat() == turn.player
        placements = tuple(
            Placement(p.score.connected_edges, p.score.closed_surfaces) for p in turn.placements
        )
        line = sheet.add(ColourTurn(placements))
        assert line.scores[turn.player] == turn.score_after
        assert line.paid == sum(p.paid for p in turn.placements)
        assert line.bonus == sum(p.score.bonus for p in turn.placements)
    if sheet.outcome is None:
        sheet.finish()
    assert game.outcome is not None and sheet.outcome is not None
    assert sheet.outcome.scores == game.outcome.scores
    assert sheet.outcome.how == game.outcome.reason.value


def test_the_sheet_charges_the_house_cost_of_a_second_placement() -> None:
    sheet = Sheet.colour(NAMES[:2], 60, house=HouseRules(cost=3, square=2))
    with pytest.raises(SheetError, match="a second placement costs 3 points; Ann has 2"):
        sheet.add(ColourTurn((Placement(2), Placement(1))))
    # 3 edges: 3 + 1 bonus = 4, enough for 3; the second: 1 edge and a closed square of 2,
    # 1 + 2 x 2 = 5, less 3 paid: 4 + 5 - 3 = 6
    line = sheet.add(ColourTurn((Placement(3), Placement(1, (2,)))))
    assert (line.paid, line.scores) == (3, (6, 0))


def test_a_hand_of_one_places_one_domino_a_turn() -> None:
    sheet = Sheet.colour(NAMES[:2], 60, house=HouseRules(hand=1))
    with pytest.raises(SheetError, match="a turn places at most 1 dominoes"):
        sheet.add(ColourTurn((Placement(3), Placement(1))))


def test_the_targets_allowed_are_the_house_rules(tmp_path: Path) -> None:
    with pytest.raises(SheetError, match="from 60 to 240, not 30"):
        Sheet.colour(NAMES[:2], 30)
    sheet = Sheet.colour(NAMES[:2], 30, house=HouseRules(min_target=30))
    assert sheet.needs() == [30, 30]


def test_the_sheet_file_keeps_its_house_rules(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    sheet = Sheet.colour(NAMES[:2], 60, house=HOUSE)
    sheet.add(ColourTurn((Placement(3), Placement(1, (2,)))))
    data = to_json(sheet)
    assert data["rules"] == HOUSE.to_json()
    again = from_json(json.loads(json.dumps(data)))
    assert again.house == HOUSE and again.scores == sheet.scores == (3 + 2 + 1 + 4 - 3, 0)
    path = tmp_path / "house.json"
    save(sheet, path)
    assert load(path).house == HOUSE
    assert main(["sheet", str(path)]) == 0
    head = capsys.readouterr().out.splitlines()[0]
    assert head.endswith(
        "target 60, house rules: cost 3, bonus_from 2, hand 3, square 2, targets 30..300"
    )
    # Without its rules the same file does not add up (its totals were the house rules').
    del data["rules"]
    with pytest.raises(RecordError, match="the rules give"):
        from_json(data, "s.json")


def test_a_sheet_from_before_the_house_rules_is_played_under_the_defaults() -> None:
    sheet = Sheet.colour(NAMES[:2], 60)
    sheet.add(ColourTurn((Placement(3),)))
    data = to_json(sheet)
    del data["rules"]
    again = from_json(data)
    assert again.house == DEFAULT_RULES and again.scores == (4, 0)


@pytest.mark.parametrize(
    ("rules", "message"),
    [({"cost": 50}, "rules: the house rule cost"), ({"price": 1}, "unknown field 'price'")],
)
def test_bad_house_rules_in_a_sheet_file_are_one_line(rules: dict[str, object], message: str):  # type: ignore[no-untyped-def]
    data = to_json(Sheet.colour(NAMES[:2], 60))
    data["rules"] = rules
    with pytest.raises(RecordError) as caught:
        from_json(data, "s.json")
    assert message in str(caught.value) and "\n" not in str(caught.value)


# ----------------------------------------------------------------------------- the turn flow


def test_the_game_and_the_sheet_share_one_turn_flow() -> None:
    assert sheet_model.after_turn is colour_game.after_turn


def _after(flow: Flow, seat: int, placed: int, score: int, all_placed: bool = False):  # type: ignore[no-untyped-def]
    return after_turn(
        flow, seat=seat, players=3, first=1, placed=placed, score=score, target=60,
        all_placed=all_placed,
    )  # fmt: skip


def test_the_target_ends_the_game_with_the_round() -> None:
    flow, end = _after(Flow(), seat=1, placed=1, score=61)  # reached by the first player
    assert flow == Flow(True, 0) and end is None  # seats 2 and 0 still play
    flow, end = _after(flow, seat=2, placed=0, score=10)
    assert flow == Flow(True, 1) and end is None
    assert _after(flow, seat=0, placed=1, score=20)[1] is Termination.TARGET


def test_every_domino_placed_or_a_blocked_round_ends_the_game() -> None:
    assert _after(Flow(), seat=1, placed=2, score=5, all_placed=True)[1] is Termination.ALL_PLACED
    flow = Flow(False, 2)
    assert _after(flow, seat=0, placed=0, score=5)[1] is Termination.BLOCKED
    assert _after(flow, seat=0, placed=1, score=5) == (Flow(False, 0), None)
    # once the target is reached, every end is an end at the target
    reached = _after(Flow(True, 0), seat=2, placed=1, score=5, all_placed=True)
    assert reached[1] is Termination.TARGET
