"""The command line builds every game's settings in one place (figures/cli/settings.py) and
lets the game judge them: a refusal names the option the user typed and is said from the
values the error carries, never from its English words."""

from __future__ import annotations

import pytest

from figures.cli import main
from figures.cli.common import UsageError
from figures.cli.settings import choose, classic_target, refusal, seat_kinds
from figures.core.errors import FiguresError, SettingsError
from figures.core.seats import PlayerSpec
from figures.games import COLOUR, GAMES, lookup


def one_line(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """Run the command, which must refuse its options: exit 2, one line, nothing on stdout."""
    code = main(list(argv))
    out, err = capsys.readouterr()
    assert code == 2 and out == "" and err.count("\n") == 1, (code, out, err)
    assert err.startswith("figures: error: ") and "Traceback" not in err
    return err.removeprefix("figures: error: ").rstrip("\n")


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--players", "human,medium", "--first", "3"],
         "--first must be a seat from 1 to 2, not 3"),
        (["--players", "human,easy,easy,easy", "--first", "5"],
         "--first must be a seat from 1 to 4, not 5"),
        (["--first", "0"], "--first must be a seat from 1 to 2, not 0"),
        (["--seed", "-4"], "--seed must be 0 or more, not -4"),
        (["--target", "59"], "--target: the target must be from 60 to 240, not 59"),
        (["--players", "human"], "--players: a game needs 2 to 4 players, not 1"),
        (["--players", "human,easy,easy,easy,easy"],
         "--players: a game needs 2 to 4 players, not 5"),
        (["--players", "human,medium", "--names", "Ada, "], "--names: player 2's name is empty"),
        (["--players", "human,medium", "--names", "x" * 41 + ",Bob"],
         "--names: player 1's name is longer than 40 characters: "),
        (["--players", "human,medium", "--names", "Ada,B\x07b"],
         "--names: player 2's name has a control character"),
        (["--players", "human,"], "--players has an empty name in 'human,': 2 to 4 kinds"),
    ],
)  # fmt: skip
def test_play_says_the_games_refusal_with_the_option(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    assert one_line(capsys, "play", *argv).startswith(message)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--seed", "-1"], "--seed must be 0 or more, not -1"),
        (["--game", "draw", "--seed", "-1"], "--seed must be 0 or more, not -1"),
        (["--players", "random"], "--players: a game needs 2 to 4 players, not 1"),
        (["--game", "block-teams", "--players", "random,random"],
         "--players: block-teams is for 4 players, not 2"),
        (["--game", "mexican-train", "--players", ",".join(["random"] * 9)],
         "--players: mexican-train is for 2 to 8 players, not 9"),
        (["--teams"], "--teams: the colour game is not played in teams (teams: "),
        (["--game", "block", "--teams"], "--teams: block is not played in teams (teams: "),
        (["--game", "all-fives", "--teams", "--players", "random,random,random"],
         "--teams: teams need 4 players, not 3"),
        (["--game", "draw", "--players", "random,,random"],
         "--players has an empty name in 'random,,random': 2 to 4 kinds separated by commas"),
        (["--target", "rounds:2"], "the colour game's --target is a number from 60 to 240"),
        (["--target", "300"], "--target: the target must be from 60 to 240, not 300"),
    ],
)  # fmt: skip
def test_simulate_says_the_games_refusal_with_the_option(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    assert one_line(capsys, "simulate", *argv, "--no-progress").startswith(message)


def refused(exc: SettingsError, game: str = COLOUR, names_option: str = "--players") -> str:
    return str(refusal(exc, lookup(game), names_option=names_option))


def test_the_refusal_is_said_from_the_values_not_the_words() -> None:
    """Each error below carries words no user should read: the command line's line comes from
    its field, reason and values alone, with --first counted from 1 as the option is."""
    words = "WORDS THE COMMAND LINE MUST NOT REPEAT"
    cases = [
        (
            SettingsError(words, "first_player", reason="range", value=5, low=0, high=3),
            "--first must be a seat from 1 to 4, not 6",
        ),
        (
            SettingsError(words, "seed", reason="range", value=-2, low=0),
            "--seed must be 0 or more, not -2",
        ),
        (
            SettingsError(words, "target", reason="range", value=300, low=60, high=240),
            "--target: the target must be from 60 to 240, not 300",
        ),
        (
            SettingsError(words, "players", reason="count", value=1, low=2, high=4),
            "--players: a game needs 2 to 4 players, not 1",
        ),
        (
            SettingsError(words, "players[2]", reason="empty", value=" "),
            "--names: player 3's name is empty",
        ),
        (
            SettingsError(words, "players[0]", reason="long", value="x" * 50, high=40),
            "--names: player 1's name is longer than 40 characters: 'xxx",
        ),
        (
            SettingsError(words, "players[1].kind", reason="empty", value=""),
            "--players: player 2's kind is empty",
        ),
        (
            SettingsError(words, "teams", reason="teams", value=4),
            "--teams: the colour game is not played in teams",
        ),
    ]
    for exc, message in cases:
        text = refused(exc, names_option="--names")
        assert text.startswith(message) and words not in text, (text, message)


def test_a_classic_game_names_itself_in_a_count_refusal() -> None:
    exc = SettingsError("x", "players", reason="count", value=2, low=4, high=4)
    assert refused(exc, "block-teams") == "--players: block-teams is for 4 players, not 2"
    exc = SettingsError("x", "teams", reason="teams", value=3, low=4, high=4)
    assert refused(exc, "all-fives") == "--teams: teams need 4 players, not 3"


def test_every_game_accepts_its_smallest_table_and_refuses_one_seat() -> None:
    for info in GAMES.values():
        seats = [PlayerSpec(f"P{i + 1}", "random") for i in range(info.players[0])]
        chosen = choose(info, seats, seed=3)
        assert chosen.info is info and chosen.kinds == ["random"] * info.players[0]
        assert (chosen.settings is None) == (info.family != COLOUR)
        assert (chosen.rules is None) == (info.family == COLOUR)
        with pytest.raises(UsageError, match=r"^--players: .* players, not 1$"):
            choose(info, seats[:1], seed=3)


def test_the_colour_settings_are_those_asked_for() -> None:
    seats = [PlayerSpec("Ada", "human"), PlayerSpec("Hal", "hard")]
    chosen = choose(lookup(COLOUR), seats, seed=7, first=1, target=90)
    assert chosen.settings is not None
    assert chosen.settings.players == tuple(seats)
    assert (chosen.settings.target, chosen.settings.seed, chosen.settings.first_player) == (
        90,
        7,
        1,
    )
    default = choose(lookup(COLOUR), seats, seed=7)
    assert default.settings is not None and default.settings.target == 120


def test_a_classic_target_as_the_rules_write_it() -> None:
    assert classic_target(5, 3) == {"points": 5}
    assert classic_target(("rounds", 2), 3) == {"rounds": 2}
    assert classic_target(("instant", 61), 3) == {"instant": {"3": 61}}
    chosen = choose(
        lookup("all-fives"),
        [PlayerSpec(f"P{i}", "random") for i in range(4)],
        seed=1,
        teams=True,
        target=("instant", 61),
    )
    assert chosen.rules is not None and chosen.rules.teams
    assert chosen.rules.target.to_json() == {"instant": {"4": 61}}


def test_seat_kinds_reads_the_option_only() -> None:
    colour = lookup(COLOUR)
    assert seat_kinds(" Human , MEDIUM", colour, humans=True) == ["human", "medium"]
    assert seat_kinds("hard:threat=0,random", colour) == ["hard:threat=0", "random"]
    # How many seats is the game's to say (choose), not the option reader's.
    assert seat_kinds("random", colour) == ["random"]
    with pytest.raises(UsageError, match="unknown player kind 'bogus'"):
        seat_kinds("human,bogus", colour, humans=True)
    with pytest.raises(FiguresError, match="unknown computer player 'human'"):
        seat_kinds("random,human", colour)  # simulate seats computers only
    assert seat_kinds("random,easy", lookup("draw")) == ["random", "easy"]
    with pytest.raises(FiguresError, match="unknown computer player 'wizard' for a classic game"):
        seat_kinds("random,wizard", lookup("draw"))
