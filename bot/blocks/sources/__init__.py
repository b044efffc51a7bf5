"""Block Kit for the sources surfaces, one module per surface:

- `listing`: the list a user may see (the Home tab's, and the paged, searchable message with
  its removed-sources twin), each source with its signals.
- `paging`: which page of which search a list shows, carried in its buttons.
- `edit`: the Edit modal for ops leads, and the view after a save with what changed in the
  user's recent checks.
- `new`: the New source modal, and the view after it is added.
"""
