"""A save that cannot be used is moved aside and reported; nothing is overwritten."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from cardtable.badugi.rules import BadugiRules
from cardtable.badugi.session import BadugiConfig, BadugiSession
from cardtable.core.errors import SaveBlockedError
from cardtable.core.session import SeatConfig
from cardtable.storage.autosave import SaveShelf, SaveStore


def good_doc() -> dict:
    seats = (SeatConfig("You"), SeatConfig("Bot", "basic"), SeatConfig("Bot 2", "random"))
    session = BadugiSession(BadugiConfig(BadugiRules(), seats, 100), seed=5)
    session.next_hand()
    return session.to_json()


def newer() -> str:
    doc = good_doc()
    doc["version"] = 99
    return json.dumps(doc)


def bad_replay() -> str:
    doc = good_doc()
    doc["match"]["hand"]["actions"] = [[1, {"kind": "raise", "amount": 77}]]
    return json.dumps(doc)


def unknown_bot() -> str:
    doc = good_doc()
    doc["seats"][1]["bot"] = "no-such-bot"
    return json.dumps(doc)


def chips_off() -> str:
    doc = good_doc()
    doc["bought_in"][0] += 5
    return json.dumps(doc)


UNREADABLE = [
    ("{ not json", "not valid JSON"),
    (json.dumps({"format": "something-else", "version": 1}), "not a cardtable-session"),
    (json.dumps([1, 2, 3]), "expected a JSON object"),
    (newer(), "newer"),
    (bad_replay(), "turn"),
    (unknown_bot(), "no-such-bot"),
    (chips_off(), "add up"),
    (json.dumps({"format": "cardtable-session", "version": 1, "game": "chess"}), "chess"),
]


@pytest.mark.parametrize(("content", "why"), UNREADABLE)
def test_unreadable_save_is_set_aside(tmp_path: Path, content: str, why: str) -> None:
    store = SaveStore(tmp_path)
    store.path.write_text(content, encoding="utf-8")
    result = store.load()
    assert result.session is None
    assert result.error is not None and why in result.error
    assert result.moved_to is not None and result.moved_to.read_text(encoding="utf-8") == content
    assert result.moved_to.name.startswith("session.bad-") and result.moved_to.suffix == ".json"
    assert not store.path.exists()
    # The next load finds nothing, and a second bad file gets its own name.
    assert store.load() == type(result)()
    store.path.write_text(content, encoding="utf-8")
    again = store.load()
    assert again.moved_to is not None and again.moved_to != result.moved_to


def test_good_save_loads(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.path.write_text(json.dumps(good_doc()), encoding="utf-8")
    result = store.load()
    assert result.error is None and result.session is not None
    assert store.exists()
    store.clear()
    assert not store.exists()


def spades_doc() -> dict:
    from cardtable.spades import SpadesRules
    from cardtable.spades.session import SpadesConfig, SpadesSession

    seats = (SeatConfig("You"), SeatConfig("A", "basic"), SeatConfig("B", "basic"),
             SeatConfig("C", "basic"))
    session = SpadesSession(SpadesConfig(SpadesRules(), seats), seed=8)
    session.next_hand()
    return session.to_json()


def test_each_game_keeps_its_own_save(tmp_path: Path) -> None:
    shelf = SaveShelf(tmp_path, ("badugi", "spades"))
    badugi = SaveStore(tmp_path, "b.json")  # a session of each game, saved by the shelf
    badugi.path.write_text(json.dumps(good_doc()), encoding="utf-8")
    session = badugi.load().session
    assert session is not None
    shelf.store("badugi").save(session)
    spades = SaveStore(tmp_path, "x.json")
    spades.path.write_text(json.dumps(spades_doc()), encoding="utf-8")
    other = spades.load().session
    assert other is not None
    shelf.store("spades").save(other)
    results = shelf.load_all()
    assert set(results) == {"badugi", "spades"}
    assert results["badugi"].session is not None and results["badugi"].session.game == "badugi"
    assert results["spades"].session is not None
    assert results["spades"].session.to_json() == other.to_json()


def test_old_single_save_becomes_the_save_of_its_game(tmp_path: Path) -> None:
    (tmp_path / "session.json").write_text(json.dumps(spades_doc()), encoding="utf-8")
    shelf = SaveShelf(tmp_path, ("badugi", "spades"))
    results = shelf.load_all()
    assert not (tmp_path / "session.json").exists()
    assert set(results) == {"spades"}
    loaded = results["spades"].session
    assert loaded is not None and loaded.to_json() == spades_doc()
    assert shelf.store("spades").exists() and not shelf.store("badugi").exists()


def test_old_save_never_replaces_a_newer_one(tmp_path: Path) -> None:
    shelf = SaveShelf(tmp_path, ("badugi", "spades"))
    newer_doc = good_doc()
    shelf.store("badugi").path.write_text(json.dumps(newer_doc), encoding="utf-8")
    old = good_doc()
    old["move_no"] = 0
    (tmp_path / "session.json").write_text(json.dumps(old), encoding="utf-8")
    results = shelf.load_all()
    assert results[""].error is not None and "older" in results[""].error
    assert results[""].moved_to is not None and results[""].moved_to.name.startswith("session.bad-")
    assert json.loads(shelf.store("badugi").path.read_text(encoding="utf-8")) == newer_doc


def test_save_of_the_wrong_game_is_set_aside(tmp_path: Path) -> None:
    shelf = SaveShelf(tmp_path, ("badugi", "spades"))
    shelf.store("spades").path.write_text(json.dumps(good_doc()), encoding="utf-8")
    result = shelf.load_all()["spades"]
    assert result.session is None and "badugi game" in (result.error or "")
    assert result.moved_to is not None and result.moved_to.name.startswith("session-spades.bad-")


HOSTILE = [*UNREADABLE, ("[" * 100_000, "nested too deeply"), ('{"version": NaN}', "JSON")]


@pytest.mark.parametrize(("content", "why"), HOSTILE)
def test_each_games_save_is_checked_like_the_single_save(
    tmp_path: Path, content: str, why: str
) -> None:
    """The per-game saves go through the same checked load: refused, set aside under their
    own name with the reason, the other game's save untouched."""
    shelf = SaveShelf(tmp_path, ("badugi", "spades"))
    shelf.store("badugi").path.write_text(content, encoding="utf-8")
    shelf.store("spades").path.write_text(json.dumps(spades_doc()), encoding="utf-8")
    results = shelf.load_all()
    bad = results["badugi"]
    assert bad.session is None and bad.error is not None and why in bad.error
    assert bad.moved_to is not None and bad.moved_to.name.startswith("session-badugi.bad-")
    assert bad.moved_to.read_text(encoding="utf-8") == content
    assert results["spades"].session is not None and not shelf.store("badugi").exists()


@pytest.mark.parametrize(("content", "why"), HOSTILE)
def test_an_unusable_old_save_is_set_aside_under_its_old_name(
    tmp_path: Path, content: str, why: str
) -> None:
    (tmp_path / "session.json").write_text(content, encoding="utf-8")
    shelf = SaveShelf(tmp_path, ("badugi", "spades"))
    results = shelf.load_all()
    assert set(results) == {""}
    assert results[""].error is not None and why in results[""].error
    moved = results[""].moved_to
    assert moved is not None and moved.name.startswith("session.bad-")
    assert moved.read_text(encoding="utf-8") == content
    assert not any(store.exists() for store in shelf.stores.values())


def test_unreadable_game_save_in_a_read_only_folder_is_kept(
    read_only_folder: Path, put_file: Callable[..., Path]
) -> None:
    put_file(read_only_folder, "session-spades.json", "[" * 100_000)
    shelf = SaveShelf(read_only_folder, ("badugi", "spades"))
    result = shelf.load_all()["spades"]
    assert result.kept and result.moved_to is None and result.move_error
    assert shelf.blocked is not None and "session-spades.json" in shelf.blocked
    session = BadugiSession.from_json(good_doc())
    with pytest.raises(SaveBlockedError):
        shelf.store("spades").save(session)
    shelf.store("spades").clear()
    assert (read_only_folder / "session-spades.json").read_text(encoding="utf-8") == "[" * 100_000


def test_unusable_old_save_in_a_read_only_folder_is_kept(
    read_only_folder: Path, put_file: Callable[..., Path]
) -> None:
    put_file(read_only_folder, "session.json", chips_off())
    shelf = SaveShelf(read_only_folder, ("badugi", "spades"))
    result = shelf.load_all()[""]
    assert result.kept and result.error is not None and "add up" in result.error
    assert shelf.blocked is not None and "session.json" in shelf.blocked
    assert sorted(p.name for p in read_only_folder.iterdir()) == ["session.json"]


def test_old_save_in_a_read_only_folder_stays_the_save_of_its_game(
    read_only_folder: Path, put_file: Callable[..., Path]
) -> None:
    """It cannot be renamed, so it is resumed where it is, and loading again (the app does
    when Resume finds nothing) neither sets it aside as 'older' nor loses it."""
    put_file(read_only_folder, "session.json", json.dumps(spades_doc()))
    shelf = SaveShelf(read_only_folder, ("badugi", "spades"))
    for _ in range(2):
        results = shelf.load_all()
        assert set(results) == {"spades"}
        loaded = results["spades"].session
        assert loaded is not None and loaded.to_json() == spades_doc()
    assert shelf.store("spades").path.name == "session.json" and shelf.blocked is None
    assert sorted(p.name for p in read_only_folder.iterdir()) == ["session.json"]


def test_stale_temporary_files_of_a_game_save_are_removed(tmp_path: Path) -> None:
    shelf = SaveShelf(tmp_path, ("badugi", "spades"))
    store = shelf.store("badugi")
    store.path.write_text(json.dumps(good_doc()), encoding="utf-8")
    dead = tmp_path / ".session-badugi.json.999999999-abcd.tmp"  # no such process
    dead.write_text("{", encoding="utf-8")
    assert shelf.load_all()["badugi"].session is not None
    assert not dead.exists()


def test_stale_temporary_files_go_even_when_no_save_was_finished(tmp_path: Path) -> None:
    # A writer killed during the first save (or the first after the game was cleared)
    # leaves a temporary file and no save: the next start removes it all the same.
    shelf = SaveShelf(tmp_path, ("badugi", "spades"))
    dead = [tmp_path / f".session-{g}.json.999999999-abcd.tmp" for g in ("badugi", "spades")]
    for path in dead:
        path.write_text("{", encoding="utf-8")
    assert shelf.load_all() == {}
    assert not any(p.exists() for p in dead)
    assert list(tmp_path.iterdir()) == []
