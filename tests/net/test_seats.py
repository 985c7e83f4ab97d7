"""``tabletop.net.seats.SeatTokens``: the seat tokens this computer keeps, safe to a bad or missing file."""

from __future__ import annotations

import json

from tabletop.net.seats import SeatTokens


def test_tokens_are_kept_per_address_and_seat_the_last_joined_first(tmp_path):
    path = tmp_path / "net-seats.json"
    store = SeatTokens(path)
    assert store.token_for("10.0.0.2:8765") is None and store.problem is None  # no file: empty, nothing said
    store.remember("10.0.0.2:8765", 0, "a")
    store.remember("10.0.0.2:8765", 2, "b")
    store.remember("10.0.0.2:8765", 0, "c")
    again = SeatTokens(path)
    assert again.token_for("10.0.0.2:8765") == "c" and again.token_for("10.0.0.2:8765", 2) == "b"
    assert again.seat_of("10.0.0.2:8765", "b") == 2 and again.token_for("10.0.0.3:8765") is None
    again.forget("10.0.0.2:8765", 0)
    assert SeatTokens(path).token_for("10.0.0.2:8765") == "b"
    assert path.stat().st_mode & 0o077 == 0  # readable by this user only


def test_a_bad_file_is_one_message_and_an_empty_store_never_an_exception(tmp_path):
    path = tmp_path / "net-seats.json"
    for bad in ("{not json", "[1, 2]", json.dumps({"a:1": {"x": "t"}}), json.dumps({"a:1": {"0": 5}})):
        path.write_text(bad, encoding="utf-8")
        store = SeatTokens(path)
        assert store.token_for("a:1") is None
        assert store.problem is not None and "cannot be read" in store.problem.en and store.problem.ja
    store.remember("a:1", 0, "t")  # written anew
    assert json.loads(path.read_text(encoding="utf-8")) == {"a:1": {"0": "t"}}
    folder = tmp_path / "dir"
    folder.mkdir()
    store = SeatTokens(folder)  # a folder in the file's place: not readable, not writable
    assert store.problem is not None
    store.problem = None
    store.remember("a:1", 0, "t")
    assert store.problem is not None and "Cannot remember" in store.problem.en
    assert store.token_for("a:1") == "t"  # kept in memory for this run


def test_two_clients_on_one_computer_keep_each_others_seats(tmp_path):
    """Two stores opened before either writes (two app windows, or the app beside `tabletop join`):
    every seat either remembers is in the file afterwards, and each store sees the other's seats."""
    import threading

    path = tmp_path / "net-seats.json"
    first, second = SeatTokens(path), SeatTokens(path)
    first.remember("h:1", 0, "a")  # the second store has not read this one
    second.remember("h:1", 1, "b")
    assert json.loads(path.read_text(encoding="utf-8")) == {"h:1": {"0": "a", "1": "b"}}
    assert second.token_for("h:1", 0) == "a"

    def join_many(store: SeatTokens, base: int) -> None:
        for i in range(40):
            store.remember(f"room:{base + i}", base, f"t{base + i}")

    clients = [threading.Thread(target=join_many, args=(SeatTokens(path), base)) for base in (100, 200)]
    for client in clients:
        client.start()
    for client in clients:
        client.join()
    kept = json.loads(path.read_text(encoding="utf-8"))
    assert all(f"room:{base + i}" in kept for base in (100, 200) for i in range(40))
    assert not list(tmp_path.glob(".net-seats.json.*.tmp"))  # every temporary file renamed over the store
    second.forget("h:1", 0)
    assert SeatTokens(path).token_for("h:1", 0) is None and SeatTokens(path).token_for("h:1", 1) == "b"
