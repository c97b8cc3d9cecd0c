#!/usr/bin/env python3
"""Writes a damaged copy of an SQLite database for the restore test: the 16-byte header stays (it still
looks like SQLite), every later page's b-tree header is overwritten, so PRAGMA integrity_check fails.
Usage: make_damaged_db.py SOURCE.sqlite DAMAGED.sqlite"""
import sys

data = bytearray(open(sys.argv[1], "rb").read())
page = int.from_bytes(data[16:18], "big") or 65536  # the page size, from the header (1 means 65536)
for start in range(page, len(data), page):
    data[start:start + 8] = b"\xa5" * 8
open(sys.argv[2], "wb").write(bytes(data))
