"""Issue 18: what a screen reader finds at both tables, walked through Qt's accessibility
interfaces (what the AT-SPI bridge serves; ``tests/x11/test_atspi.py`` reads it from outside
the process): a name for every interactive object, every card the person holds by its name,
every seat with its chips or points and whose turn it is, in English and in Korean; the
person's turn and the others' actions announced."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from tests_gui_helpers import make_session, open_window, table_of, wait_ready

from cardtable.gui.common.card_words import card_name
from cardtable.gui.common.i18n import install_translators, remove_translators
from cardtable.gui.common.session_table import SessionTable
from cardtable.gui.games import catalogues
from cardtable.gui.shell.mainwindow import MainWindow
from cardtable.gui.spades.table import SpadesTable
from cardtable.spades.rules import SpadesRules
from cardtable.spades.session import SpadesConfig, SpadesSession

Role = QAccessible.Role
INTERACTIVE = {
    Role.PushButton, Role.CheckBox, Role.RadioButton, Role.SpinBox, Role.Slider, Role.ComboBox,
    Role.List, Role.Table, Role.Tree, Role.PageTab, Role.Button, Role.EditableText,
}  # fmt: skip


def walk(iface: QAccessibleInterface) -> Iterator[QAccessibleInterface]:
    yield iface
    for i in range(iface.childCount()):
        child = iface.child(i)
        if child is not None and child.isValid():
            yield from walk(child)


def shown(iface: QAccessibleInterface) -> bool:
    return not iface.state().invisible


def table_nodes(table: SessionTable) -> list[QAccessibleInterface]:
    root = QAccessible.queryAccessibleInterface(table)
    assert root is not None
    return [n for n in walk(root) if shown(n)]


def name(n: QAccessibleInterface) -> str:
    return n.text(QAccessible.Text.Name)


def unnamed_controls(nodes: list[QAccessibleInterface]) -> list[str]:
    return [
        f"{n.role()} {n.object().objectName() if n.object() else ''}"
        for n in nodes
        if n.role() in INTERACTIVE and not name(n).strip()
    ]


def spades_session() -> SpadesSession:
    from cardtable.core.session import SeatConfig

    seats = (SeatConfig("You"), SeatConfig("Mina", "basic"), SeatConfig("Tom", "basic"),
             SeatConfig("Jisoo", "basic"))  # fmt: skip
    return SpadesSession(SpadesConfig(SpadesRules(), seats), seed=7)


@pytest.fixture(params=["en", "ko"])
def lang(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    ko = request.param == "ko"
    translators = install_translators(qapp, request.param, catalogues()) if ko else []
    if request.param == "ko":
        assert translators, "the Korean .qm did not load"
    yield request.param
    remove_translators(qapp, translators)


def badugi_at_turn(qtbot: QtBot, tmp_path: Path) -> tuple[MainWindow, SessionTable]:
    window = open_window(qtbot, tmp_path)
    window.open_session(make_session(seed=9, structure="no_limit"))
    table = table_of(window)
    wait_ready(qtbot, table)
    while table.session.hand_over:
        table.act_next_hand.trigger()
        wait_ready(qtbot, table)
    return window, table


def test_badugi_table_names_everything(qtbot: QtBot, tmp_path: Path, lang: str) -> None:
    window, table = badugi_at_turn(qtbot, tmp_path)
    nodes = table_nodes(table)
    assert unnamed_controls(nodes) == []
    names = [name(n) for n in nodes]
    view = table.session.view_for(table.human)
    assert view is not None
    for card in view.hand:  # every card the person holds, by its name
        assert any(card_name(card) in n for n in names), (card_name(card), names)
    you = table.names[table.human]
    seats = [n for n in names if any(n.startswith(s) for s in table.names)]
    assert len(seats) >= len(table.names)
    mine = next(n for n in names if n.startswith(you))
    chips = f"{view.stacks[table.human]:,}"
    assert chips in mine and ("to act" in mine or "차례" in mine), mine
    assert any(n.startswith(("Your hand", "내 패")) for n in names)
    # The table view is named, the log is named and can take the focus.
    assert any(name(n) in ("Badugi table", "바둑이 테이블") for n in nodes)
    log = next(n for n in nodes if n.object() is table.log)
    assert name(log) in ("Hand log", "게임 기록") and log.state().focusable
    # The turn was announced in words, and the notice says it too.
    turn = "Your turn" if lang == "en" else "내 차례"
    assert any(s.startswith(turn) for s in table.announcer.spoken)
    assert table.notice.text().startswith(turn)
    window.close()


def test_badugi_cards_are_buttons_during_the_draw(qtbot: QtBot, tmp_path: Path) -> None:
    """While drawing, the person's cards are buttons: pressing one (as a screen reader's
    "press" does) marks it to change, and its state says so."""
    window, table = badugi_at_turn(qtbot, tmp_path)
    for _ in range(40):
        wait_ready(qtbot, table)
        legal = table._legal()
        if legal is not None and "draw" in legal.kinds:
            break
        if table.session.hand_over:
            table.act_next_hand.trigger()
        else:
            table.check_or_call()
    legal = table._legal()
    assert legal is not None and "draw" in legal.kinds
    assert table.reader is not None
    first = table.reader.widgets["hand0"]
    iface = QAccessible.queryAccessibleInterface(first)
    assert iface is not None and iface.role() in (Role.CheckBox, Role.PushButton)
    assert not iface.state().checked
    action = iface.actionInterface()
    assert action is not None
    action.doAction(action.actionNames()[0])  # "Press" / "Toggle", as AT-SPI does
    assert 0 in table._marked
    assert table.reader.widgets["hand0"].isChecked()
    window.close()


def test_spades_table_names_everything(qtbot: QtBot, tmp_path: Path, lang: str) -> None:
    window = open_window(qtbot, tmp_path)
    window.open_session(spades_session())
    table = window.table
    assert isinstance(table, SpadesTable)

    def persons_turn() -> bool:
        view = table.session.view_for(table.human)
        if view is not None and view.hand is None:
            table.look_at_cards()
        return not table.blocked and table.session.whose_turn() == table.human

    qtbot.waitUntil(persons_turn, timeout=15000)
    nodes = table_nodes(table)
    assert unnamed_controls(nodes) == []
    names = [name(n) for n in nodes]
    view = table.session.view_for(table.human)
    assert view is not None and view.hand is not None
    for card in view.hand:
        assert any(card_name(card) in n for n in names), card_name(card)
    for seat_name in table.names:
        assert any(n.startswith(seat_name) for n in names), seat_name
    bid_buttons = [n for n in nodes if n.role() in INTERACTIVE and n.object() is not None
                   and n.object().objectName() == "bidValue"]  # fmt: skip
    assert bid_buttons and all(name(b) for b in bid_buttons)
    turn = "Your bid" if lang == "en" else "비드"
    assert any(turn in s for s in table.announcer.spoken), list(table.announcer.spoken)
    window.close()
