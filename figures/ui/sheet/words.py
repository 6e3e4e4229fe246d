"""What the score sheet's screen says of the game in words: what each side still needs, the
target, whose turn it is (who leads the round, and how that was chosen), and at the end who
won and why; the target the chart draws. A base of :class:`~figures.ui.sheet.view.SheetView`
reading its sheet."""

from __future__ import annotations

from figures.colour.rules import reaches_target
from figures.sheet.model import Sheet, engine_text
from figures.texts.i18n import count_text, tr, trn
from figures.texts.names import is_you
from figures.ui.classic.match import points_words

__all__ = ["SheetWords"]


class SheetWords:
    """The sheet's words, each read from :attr:`sheet`."""

    sheet: Sheet

    def needs_words(self, side: int) -> str:
        sheet = self.sheet
        need = sheet.needs()[side]
        if need is None:
            return ""
        if sheet.rules is not None and sheet.rules.target.kind == "rounds":
            return tr("sheet.needs.rounds", n=need)
        if not need:
            return tr("sheet.needs.done")
        return tr("sheet.needs.points", n=points_words(need))

    def target_words(self) -> str:
        sheet = self.sheet
        if sheet.rules is None:
            return tr("sheet.target.points", n=sheet.target)
        target = sheet.rules.target
        if target.kind == "rounds":
            if sheet.lowest_wins:
                return count_text("sheet.target.lowest", target.value)
            return count_text("sheet.target.rounds", target.value)
        goal = target.value if target.kind == "points" else sheet.rules.instant_threshold
        return tr("sheet.target.points", n=goal)

    def turn_words(self) -> str:
        sheet = self.sheet
        if sheet.over:
            return tr("sheet.over")
        if not sheet.is_classic:
            seat = sheet.next_seat()
            assert seat is not None
            words = trn("sheet.turn.colour", sheet.name(seat), n=sheet.number)
            target = sheet.target or 0
            reached = [
                s for s in range(sheet.sides) if reaches_target(int(sheet.scores[s]), target)
            ]
            if reached:  # the round of turns is finished, then the game ends
                name = sheet.side_name(reached[0])
                return trn("sheet.last_round", name, words=words, target=target)
            return words
        lead = sheet.next_lead()
        assert lead is not None
        name = sheet.name(lead.seat) if lead.seat is not None else ""
        how = {"rule": "rule", "seat": "seat", "lot": "lot"}[lead.how]
        # (a seat's name as shown knows who it is: "you lead", not "You leads")
        if lead.engine is not None:
            return trn(
                f"sheet.turn.engine.{how}", name, n=sheet.number, tile=engine_text(lead.engine)
            )
        return trn(f"sheet.turn.{how}", name, n=sheet.number)

    def end_title(self) -> str:
        sheet = self.sheet
        assert sheet.outcome is not None
        winners = sheet.outcome.winners
        if len(winners) == 1:
            seats = sheet.seats_of(winners[0])
            key = "sheet.end.team" if len(seats) > 1 else "sheet.end.one"
            if len(seats) == 1 and is_you(sheet.players[seats[0]]):
                key = "sheet.end.you"
            return tr(key, name=sheet.side_name(winners[0]))
        return tr("sheet.end.many", names=", ".join(sheet.side_name(s) for s in winners))

    def end_reason(self) -> str:
        sheet = self.sheet
        outcome = sheet.outcome
        assert outcome is not None
        if sheet.rules is None:
            return tr(f"sheet.end.how.{outcome.how}", n=sheet.target)
        target = sheet.rules.target
        if outcome.how == "target":
            return tr("sheet.end.how.instant", n=sheet.rules.instant_threshold)
        if target.kind == "rounds":
            if sheet.lowest_wins:
                return count_text("sheet.end.how.rounds.low", target.value)
            return count_text("sheet.end.how.rounds", target.value)
        goal = target.value if target.kind == "points" else sheet.rules.instant_threshold
        return tr("sheet.end.how.points", n=goal)

    def chart_target(self) -> int:
        sheet = self.sheet
        if sheet.rules is None:
            return sheet.target or 0
        target = sheet.rules.target
        if target.kind == "points":
            return target.value
        if target.kind == "instant":
            return sheet.rules.instant_threshold or 0
        return 0
