"""The sit-and-go session: bots play it to the end; its save waits beside a cash table's."""

from __future__ import annotations

from pathlib import Path

import pytest
from tournament_driver import CONFIG, SEATS, play

from cardtable.badugi.rules import BadugiRules
from cardtable.badugi.session import BadugiConfig, BadugiSession
from cardtable.badugi.tournament.session import SAVE_NAME, TournamentSession
from cardtable.core.errors import DocumentError
from cardtable.storage.autosave import SaveStore, save_name


def test_a_tournament_and_a_cash_table_both_wait(tmp_path: Path) -> None:
    cash = BadugiSession(BadugiConfig(BadugiRules(), SEATS[:3]), seed=1)
    cash.next_hand()
    sng = TournamentSession(CONFIG, SEATS, seed=2)
    sng.next_hand()
    cash_store = SaveStore(tmp_path, save_name("badugi"), game="badugi")
    sng_store = SaveStore(tmp_path, SAVE_NAME, game="badugi", slot=TournamentSession.save_slot)
    cash_store.save(cash)
    sng_store.save(sng)
    back_cash = cash_store.load().session
    back_sng = sng_store.load().session
    assert isinstance(back_cash, BadugiSession) and back_cash.to_json() == cash.to_json()
    assert isinstance(back_sng, TournamentSession) and back_sng.to_json() == sng.to_json()


def test_session_plays_to_the_end_and_stops() -> None:
    session = TournamentSession(CONFIG, SEATS, seed=5)
    play(session)
    assert session.is_over and session.hand_over
    assert session.chips_in_play() == CONFIG.entrants * CONFIG.starting_stack
    places = sorted(f.place for f in session.tournament.finishes)
    assert places == list(range(1, CONFIG.entrants + 1))
    with pytest.raises(ValueError, match="over"):
        session.next_hand()
    again = TournamentSession.from_json(session.to_json())
    assert again.is_over and again.tournament.finishes == session.tournament.finishes


def test_a_save_with_seats_that_do_not_fit_is_refused() -> None:
    session = TournamentSession(CONFIG, SEATS, seed=5)
    session.next_hand()
    doc = session.to_json()
    doc["seats"] = doc["seats"][:-1]
    with pytest.raises(DocumentError):
        TournamentSession.from_json(doc)


def test_each_save_holds_only_its_own(tmp_path: Path) -> None:
    """A tournament written where the cash table's save belongs is refused (set aside),
    never opened as a cash table."""
    sng = TournamentSession(CONFIG, SEATS, seed=2)
    SaveStore(tmp_path, save_name("badugi"), game="badugi").save(sng)
    found = SaveStore(tmp_path, save_name("badugi"), game="badugi").load()
    assert found.session is None and found.error is not None and "another file" in found.error
