#!/usr/bin/env python3
"""Moves the deletion time of every game in the trash DAYS days back (the CLI tests of the trash's purge)."""
import sqlite3
import sys

path, days = sys.argv[1], int(sys.argv[2])
db = sqlite3.connect(path)
n = db.execute("UPDATE games SET deleted_at = strftime('%Y-%m-%dT%H:%M:%fZ', deleted_at, ?) "
               "WHERE deleted_at IS NOT NULL", (f"-{days} days",)).rowcount
db.commit()
print(f"aged {n} deleted game" + ("" if n == 1 else "s"))
