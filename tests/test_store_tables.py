"""The store's connection hands out tables only (guard/store/base.py).

`Tables` narrows sqlite-utils' `db[name]` from `Table | View` to `Table`, which is what the
type checker relies on for every insert and update; `inserted_id` reads the id of the row
just inserted, which sqlite-utils types as optional.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlite_utils.db import NoTable, Table

from guard.store import Store
from guard.store.base import inserted_id


@pytest.fixture
def store(tmp_path: Path) -> Store:
    return Store(tmp_path / "tables.db")


def test_every_name_is_a_table_even_one_not_created_yet(store: Store) -> None:
    assert isinstance(store.db["meta"], Table)
    assert isinstance(store.db["not_created_yet"], Table)
    with store.transaction() as db:
        assert isinstance(db["checks"], Table)


def test_a_view_is_refused_by_name_not_handed_out_as_a_table(store: Store) -> None:
    store.db.create_view("meta_keys", "SELECT key FROM meta")
    with pytest.raises(NoTable, match="meta_keys"):
        store.db["meta_keys"]


def test_inserted_id_is_the_new_rows_id(store: Store) -> None:
    with store.transaction() as db:
        table = db["scratch"]
        first = inserted_id(table.insert({"word": "one"}))
        second = inserted_id(table.insert({"word": "two"}))
    assert (first, second) == (1, 2)
    assert [r["word"] for r in store.query("SELECT word FROM scratch WHERE rowid = ?", [2])] == [
        "two"
    ]


def test_inserted_id_before_any_insert_is_an_error_not_none(store: Store) -> None:
    with pytest.raises(RuntimeError, match="no row was inserted into meta"):
        inserted_id(store.db["meta"])
