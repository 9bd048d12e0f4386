"""A sit-and-go at the Badugi table: chosen in the new-game dialog, the level panel, the
person going out (watch or jump), the results, and its save beside the cash table's."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from tests_gui_helpers import SMALL, make_session, open_window, wait_ready

from cardtable.badugi.actions import Action
from cardtable.badugi.tournament.engine import TournamentConfig
from cardtable.badugi.tournament.prizes import Finish
from cardtable.badugi.tournament.schedule import BlindSchedule, Level
from cardtable.badugi.tournament.session import TournamentSession, TournamentSetup
from cardtable.badugi.tournament.standings import Standings
from cardtable.core.session import SeatConfig
from cardtable.gui.badugi.newgame import BadugiNewGameDialog
from cardtable.gui.badugi.tournament_table import TournamentTable

CONFIG = TournamentConfig(
    entrants=4,
    structure="no_limit",
    starting_stack=200,
    schedule=BlindSchedule((20, 40, 80), hands_per_level=2, ante_from=2),
)


def sng(seed: int = 8) -> TournamentSession:
    seats = (SeatConfig("You"),) + tuple(SeatConfig(f"Bot {i}", "basic") for i in range(1, 4))
    return TournamentSession(CONFIG, seats, seed=seed)


def test_the_dialog_gives_a_sit_and_go(qtbot: QtBot) -> None:
    dialog = BadugiNewGameDialog()
    qtbot.addWidget(dialog)
    assert dialog.tournament.isHidden()
    dialog.kind.setCurrentIndex(dialog.kind.findData("tournament"))
    assert not dialog.tournament.isHidden()
    assert dialog.stack.value() == 1500
    dialog.seats.setValue(6)
    dialog.tournament.preset.setCurrentIndex(dialog.tournament.preset.findData("turbo"))
    setup = dialog.config()
    assert isinstance(setup, TournamentSetup)
    assert setup.config.schedule.hands_per_level == 5 and setup.config.payouts == (65, 35)
    assert len(setup.seats) == 6 and sum(s.is_human for s in setup.seats) == 1
    dialog.tournament.prizes.setCurrentIndex(dialog.tournament.prizes.findData("own"))
    dialog.tournament.own_prizes.setText("60, 30")
    assert dialog.problem() is not None  # 90%: refused in words, OK waits
    dialog.tournament.own_prizes.setText("60, 30, 10")
    assert dialog.problem() is None
    settings = dialog.settings()
    again = BadugiNewGameDialog(settings)
    qtbot.addWidget(again)
    assert again.is_tournament and again.config() == dialog.config()


def test_the_dialog_says_what_the_places_are_paid(qtbot: QtBot) -> None:
    """ "By the number of players" shows the table in effect for the seats chosen (the
    greyed box's "50, 30, 20" is only an example of one's own)."""
    dialog = BadugiNewGameDialog()
    qtbot.addWidget(dialog)
    dialog.kind.setCurrentIndex(dialog.kind.findData("tournament"))
    paid = dialog.tournament.paid
    dialog.seats.setValue(6)
    assert paid.text() == "1st: 65%, 2nd: 35%"
    dialog.seats.setValue(8)
    assert paid.text() == "1st: 50%, 2nd: 30%, 3rd: 20%"
    dialog.seats.setValue(3)
    assert paid.text() == "Winner takes all"
    dialog.tournament.prizes.setCurrentIndex(dialog.tournament.prizes.findData("own"))
    dialog.tournament.own_prizes.setText("70, 30")
    assert paid.text() == "1st: 70%, 2nd: 30%"
    dialog.tournament.own_prizes.setText("lots")
    assert paid.text() == "—"
    # The blinds box shows the first levels, not the tail of the list.
    assert dialog.tournament.blinds.cursorPosition() == 0


def play_until_out(qtbot: QtBot, table: TournamentTable) -> None:
    """The person shoves every hand until he is out."""
    session = table.session
    while not session.person_out():
        wait_ready(qtbot, table)
        if session.person_out():
            break
        if session.hand_over:
            table.next_hand()
            continue
        legal = table._legal()
        assert legal is not None
        if "draw" in legal.kinds:
            table._act(Action.stand_pat())
        elif "raise" in legal.kinds or "bet" in legal.kinds:
            table._act(Action(next(k for k in ("raise", "bet") if k in legal.kinds),
                              legal.max_to))  # fmt: skip
        else:
            table._act(Action.call() if "call" in legal.kinds else Action.check())


def test_out_then_jump_to_the_result(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    session = sng()
    window.open_session(session)
    table = window.table
    assert isinstance(table, TournamentTable)
    assert "Level 1" in table.panel.level.text() and "10/20" in table.panel.level.text()
    assert table.panel.seats.count() == 4
    asked: list[str] = []

    def ask_out(place: str) -> tuple[str, str]:
        asked.append(place)
        return "jump", ""

    table.ask_out = ask_out  # type: ignore[method-assign]
    play_until_out(qtbot, table)
    qtbot.waitUntil(lambda: table.results is not None, timeout=60000)
    assert asked and session.is_over
    results = table.results
    assert results is not None
    assert results.table.rowCount() == 4
    assert results.table.item(0, 0).text() == "1st"
    assert results.graph.has_data()
    assert sorted(f.place for f in session.tournament.finishes) == [1, 2, 3, 4]
    # The box offers the review of his last hand (the one he went out on): it covered the
    # table's own "Review your hand" button and, modal, kept V from it.
    last = table.reviewer.last_hand
    assert last is not None and results.review is not None
    assert results.review.text() == f"&Review your hand {last}"
    results.review.click()
    window_of_review = table.reviewer.window
    assert window_of_review is not None and window_of_review.isVisible()
    assert window_of_review.parentWidget() is results  # not blocked behind the modal box
    assert f"hand {last}" in window_of_review.windowTitle()
    with qtbot.waitSignal(table.game_over, timeout=5000):
        results.reject()
    QApplication.processEvents()


def test_a_sit_and_go_waits_beside_a_cash_table(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    window.open_session(make_session())
    wait_ready(qtbot, window.table)  # type: ignore[arg-type]
    window.open_session(sng())  # the cash table is kept, not replaced
    assert isinstance(window.table, TournamentTable)
    window.leave_table()
    assert set(window._saved) == {"badugi", "badugi-tournament"}
    assert (tmp_path / "session-badugi.json").exists()
    assert (tmp_path / "session-badugi-tournament.json").exists()
    assert window.start_screen.resume_buttons["badugi-tournament"].isVisibleTo(window)
    second = open_window(qtbot, tmp_path)  # a restart: both saves found
    assert {"badugi", "badugi-tournament"} <= set(second._saved)
    second.close()
    window.switch_game("badugi-tournament")
    assert isinstance(window.table, TournamentTable)
    window.leave_table()


def test_the_statistics_show_sit_and_goes_per_format(qtbot: QtBot) -> None:
    from cardtable.badugi.tournament.results import FormatStats
    from cardtable.gui.badugi.sng_stats import SngStats

    widget = SngStats()
    qtbot.addWidget(widget)
    assert widget.isHidden()  # no sit-and-go yet: nothing shown
    f = FormatStats(6, "fixed", 3, 4, 2.5, 2, 1, 1_650_000, (65.0, 0.0, 35.0, 65.0))
    widget.show_formats([f])
    assert not widget.isHidden()
    text = widget.summary.text()
    assert "6 seats" in text and "4 played" in text and "average finish 2.5," in text
    assert "in the money 50%" in text and "41.25% of the pool" in text
    assert widget.plot.values == (65.0, 65.0, 100.0, 165.0)


def test_the_review_says_where_chips_and_prizes_disagree() -> None:
    from cardtable.gui.badugi.review_text import review_html

    decision = {
        "step": 3, "round_key": "bet0", "hand": "Ac 2d 3h 4s", "chosen": 1, "best": 1,
        "choices": [{"kind": "fold", "label": "fold", "ev_bb": 0.0, "se_bb": 0.0},
                    {"kind": "call", "label": "call", "ev_bb": 0.4, "se_bb": 0.1}],
        "cost_bb": 0.0, "se_bb": 0.0, "flagged": False,
        "equity": [31.0, 29.5], "best_equity": 0, "cost_equity": 1.5, "se_equity": 0.2,
        "disagree": True,
    }  # fmt: skip
    text = review_html({"decisions": [decision], "flagged": 0, "flagged_cost_bb": 0})
    assert "Prize equity about 29.50% of the pool, cost 1.50% ± 0.20" in text
    assert "by prizes the best is Fold" in text
    cash = dict(decision)
    for key in ("equity", "best_equity", "cost_equity", "se_equity", "disagree"):
        del cash[key]
    assert "Prize equity" not in review_html({"decisions": [cash]})


def test_a_new_sit_and_go_asks_before_replacing_the_saved_one(
    qtbot: QtBot, tmp_path: Path, monkeypatch
) -> None:  # noqa: ANN001
    import dataclasses

    from cardtable.gui import games as gui_games

    window = open_window(qtbot, tmp_path)
    window.open_session(sng(seed=3))
    window.leave_table()
    before = (tmp_path / "session-badugi-tournament.json").read_text()
    seats = (SeatConfig("You"),) + tuple(SeatConfig(f"Bot {i}", "basic") for i in range(1, 4))
    setup = TournamentSetup(CONFIG, seats)
    specs = [
        dataclasses.replace(s, ask_new_game=lambda _p, _q: setup) if s.name == "badugi" else s
        for s in gui_games.GUI_GAMES
    ]
    monkeypatch.setattr(gui_games, "GUI_GAMES", specs)
    monkeypatch.setattr("cardtable.gui.shell.mainwindow.gui_spec",
                        lambda g: next(s for s in specs if s.name == g))  # fmt: skip
    asked: list[str] = []

    def refuse(_title: str, text: str) -> bool:
        asked.append(text)
        return False

    window.confirm = refuse  # type: ignore[method-assign]
    window.start_game("badugi")
    assert len(asked) == 1 and "sit-and-go" in asked[0]
    assert window.table is None
    assert (tmp_path / "session-badugi-tournament.json").read_text() == before


def test_out_then_watch_to_the_end(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    session = sng(seed=11)
    window.open_session(session)
    table = window.table
    assert isinstance(table, TournamentTable)
    table.ask_out = lambda place: ("watch", "off")  # type: ignore[method-assign]
    play_until_out(qtbot, table)
    qtbot.waitUntil(lambda: table.results is not None, timeout=120000)
    assert session.is_over
    assert table.prefs.speed_name == "off"  # the watching speed chosen
    assert "over" in table.panel.level.text()
    results = table.results
    assert results is not None
    with qtbot.waitSignal(table.game_over, timeout=5000):
        results.reject()


def test_every_seat_has_a_line_colour_told_apart_from_the_others() -> None:
    """The chip graph tells seats apart by colour alone: every two seats' colours differ by
    at least a quarter of the RGB range (the sixth seat's orange once sat beside the first
    seat's yellow)."""
    from PySide6.QtGui import QColor

    from cardtable.gui.badugi.tournament_results import SEAT_COLOURS

    rgb = [QColor(c).getRgb()[:3] for c in SEAT_COLOURS]
    assert len(set(SEAT_COLOURS)) == 8
    for i, a in enumerate(rgb):
        for b in rgb[i + 1 :]:
            distance = sum((x - y) ** 2 for x, y in zip(a, b, strict=True)) ** 0.5
            assert distance >= 64, (a, b, distance)


def test_the_statistics_after_a_sit_and_go_alone_say_why_the_figures_are_empty(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Session 14: after a sit-and-go's hands alone the Badugi statistics said "No Badugi
    hands stored yet." while the history listed them and the leak report counted them: the
    figures are the cash tables', and now say so."""
    from test_history_pages import badugi_tab, open_page

    from cardtable.badugi.view import seat_view
    from cardtable.games import make_bot
    from cardtable.gui.shell.stats_page import StatisticsPage
    from cardtable.storage.history_db import HistoryDB
    from cardtable.storage.history_recorder import HistoryRecorder

    db = HistoryDB(tmp_path / "history.sqlite3")
    assert db.open() is None
    session = sng(seed=5)
    session.add_save_hook(HistoryRecorder(db).record)
    bot = make_bot("badugi", "basic", 1)
    session.next_hand()
    while not session.hand_over:
        seat = session.whose_turn()
        assert seat is not None and session.match.hand is not None
        session._apply(seat, bot.act(seat_view(session.match.hand, seat)))
    db.close()
    window = open_window(qtbot, tmp_path)
    tab = badugi_tab(open_page(window, StatisticsPage))
    assert tab.hands.value.text() == "0"  # the cash tables' hands: none
    assert tab.net_plot.values == ()
    assert "sit-and-go" in tab.net_plot.empty_text and "No Badugi hands" not in (
        tab.net_plot.empty_text
    )
    window.close()


def standings_of(stacks: tuple[int, ...], places: dict[int, int]) -> Standings:
    """Standings with ``stacks``, the seats in ``places`` out at those places."""
    n = len(stacks)
    finishes = tuple(Finish(s, places[s], places[s], 3) if s in places else None for s in range(n))
    return Standings(
        level_no=2, level=Level(20, 40), next_level=Level(40, 80), hands_to_next=1,
        stacks=stacks, alive=tuple(s not in places for s in range(n)), finishes=finishes,
        prizes=(Fraction(0),) * n, payouts=(65, 35), hands_dealt=7, over=False,
    )  # fmt: skip


def test_the_standings_list_by_chips_busted_last_in_the_panels_dark_look(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """The list was in seat order (the chip leader anywhere in it) on the platform's white
    (playtest, session 14). Now: chips, largest first, then the seats out by place; dark."""
    window = open_window(qtbot, tmp_path)
    window.resize(*SMALL)
    window.open_session(sng())
    table = window.table
    assert isinstance(table, TournamentTable)
    table.panel.show_standings(standings_of((150, 0, 420, 230), {1: 4}))
    lines = [table.panel.seats.item(i).text() for i in range(4)]
    assert lines == [
        "Bot 2: 420 (10.5 bb)", "Bot 3: 230 (5.8 bb)", "You: 150 (3.8 bb)", "Bot 1: out, 4th",
    ]  # fmt: skip
    assert "each hand began" in table.panel.caption.text()  # what the figures are
    qtbot.waitExposed(window)
    for widget in (table.panel.seats.viewport(), table.panel):
        image = widget.grab().toImage()
        colour = image.pixelColor(image.width() - 4, image.height() - 4)
        assert colour.lightness() < 60, (widget, colour.name())  # was #ffffff / light grey
    window.close()


def test_the_standings_order_puts_the_busted_last_by_place() -> None:
    """Seats in by chips (ties by seat), then busted seats by place, best first."""
    st = standings_of((300, 0, 300, 0, 0, 500), {1: 5, 3: 4, 4: 6})
    assert st.by_chips() == [5, 0, 2, 3, 1, 4]


def test_the_standings_box_is_as_high_as_its_rows(qtbot: QtBot, tmp_path: Path) -> None:
    """The list kept nine lines' height whatever the table's size: empty room under six
    names at 1024x700 (playtest, session 15), more under four. Now every row shows, with
    no room to spare, at four seats and after a change of standings."""
    window = open_window(qtbot, tmp_path)
    window.resize(*SMALL)
    window.open_session(sng())
    table = window.table
    assert isinstance(table, TournamentTable)
    qtbot.waitExposed(window)
    seats = table.panel.seats
    for stacks, places in ((None, {}), ((150, 0, 420, 230), {1: 4})):
        if stacks is not None:
            table.panel.show_standings(standings_of(stacks, places))
        qtbot.wait(100)  # the list's delayed layout: its scroll bar's range comes with it
        rows = sum(seats.visualItemRect(seats.item(i)).height() for i in range(seats.count()))
        assert seats.count() == 4 and seats.verticalScrollBar().maximum() == 0
        assert seats.viewport().height() - rows in (0, 1), (seats.viewport().height(), rows)
    window.close()


def test_watching_waits_while_the_person_practises(qtbot: QtBot, tmp_path: Path) -> None:
    """Out and watching, he opens the draw trainer: the sit-and-go deals no hand behind it
    (it played on there and ended, its results box over the trainer) and goes on, to its
    results, once he is back."""
    window = open_window(qtbot, tmp_path)
    session = sng(seed=2)  # he goes out first: three bots play on
    window.open_session(session)
    table = window.table
    assert isinstance(table, TournamentTable)
    table.ask_out = lambda place: ("watch", "off")  # type: ignore[method-assign]
    play_until_out(qtbot, table)
    assert not session.is_over and table.results is None
    window.open_trainer("draw")
    qtbot.waitUntil(lambda: session.hand_over and not table.blocked, timeout=60000)
    hand = session.match.hand_no
    qtbot.wait(1500)  # longer than the watching pause at any speed
    assert session.match.hand_no == hand and table.results is None
    window.close_trainer()
    qtbot.waitUntil(lambda: table.results is not None, timeout=120000)
    assert session.is_over
    results = table.results
    assert results is not None
    with qtbot.waitSignal(table.game_over, timeout=5000):
        results.reject()


def test_an_average_finish_reads_as_a_place() -> None:
    """One fifth place read "average finish 5.00": a place has no hundredths to show."""
    from cardtable.gui.badugi.sng_stats import place_text

    assert [place_text(x) for x in (5.0, 2.5, 10 / 3, 1.0)] == ["5", "2.5", "3.33", "1"]
