#!/usr/bin/env python3
"""Reads the CLI's CSV export of tests/cli/data/history.json back with Python's csv module (a real RFC 4180
reader, as a spreadsheet would) and compares every record with the expected table: names with commas,
quotes, a newline and CJK characters must come back whole. Exit 0 when equal, 1 with the differences."""
import csv
import sys

EXPECTED = [
    ["game_id", "date", "game_type", "status", "players", "seat", "player", "nation", "side", "score", "rank",
     "winner", "game_vp", "colonies", "wonders", "buildings_military", "resources", "books", "famine", "war"],
    ["a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d", "2025-03-07", "nations", "finished", "2", "0", "Ann", "egypt", "A",
     "29", "2", "no", "18", "2", "5", "3", "1", "", "", ""],
    ["a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d", "2025-03-07", "nations", "finished", "2", "1", 'Zoë "the" Great, Jr.',
     "rome", "B", "35", "1", "yes", "20", "3", "6", "4", "2", "", "", ""],
    ["b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e", "2025-03-14", "nations_dice", "finished", "3", "0", "李小龍", "china",
     "", "12", "2", "no", "", "", "7", "", "", "3", "-2", "4"],
    ["b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e", "2025-03-14", "nations_dice", "finished", "3", "1", "Ann", "greece",
     "", "16", "1", "yes", "", "", "9", "", "", "5", "0", "2"],
    ["b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e", "2025-03-14", "nations_dice", "finished", "3", "2", "Line\nbreak",
     "persia", "", "3", "3", "no", "", "", "3", "", "", "1", "-1", "0"],
    ["c3d4e5f6-a7b8-4c9d-8e1f-2a3b4c5d6e7f", "2025-03-21", "wealth_of_nations", "active", "2", "0",
     'Zoë "the" Great, Jr.', "blue", "", "", "", "", "", "", "", "", "", "", "", ""],
    ["c3d4e5f6-a7b8-4c9d-8e1f-2a3b4c5d6e7f", "2025-03-21", "wealth_of_nations", "active", "2", "1", "李小龍", "red",
     "", "", "", "", "", "", "", "", "", "", "", ""],
]


def main(path):
    with open(path, newline="", encoding="utf-8", errors="strict") as f:
        raw = f.read()
    if raw.startswith("\ufeff"):
        print("the file starts with a byte order mark")
        return 1
    if not raw.endswith("\r\n") or "\n" in raw.replace("\r\n", "").replace("Line\nbreak", ""):
        print("records must end with CRLF (RFC 4180), a bare LF only inside a quoted field")
        return 1
    rows = list(csv.reader(raw.splitlines(keepends=True), strict=True))
    if rows == EXPECTED:
        print(f"{path}: {len(rows)} records as expected")
        return 0
    print(f"{path}: {len(rows)} records, expected {len(EXPECTED)}")
    for i, (got, want) in enumerate(zip(rows, EXPECTED)):
        if got != want:
            print(f"record {i}: got {got!r}\n          expected {want!r}")
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
