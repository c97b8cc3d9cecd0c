#!/usr/bin/env python3
"""Converts the shared Wealth of Nations price tables (../shared/data/wealth_of_nations/market_prices.json)
into the project's own file data/wealth_of_nations/market_prices.json.

Run by a developer when the shared data changes; the output is committed, so building and testing never
need Python. The engine (scoring/wealth_of_nations/prices.h) reads the output from JSON text handed in.
What this does: checks the table (below), keeps the source and the "unverified" status, renames the format,
writes the barter prices as numbers with at most one half-dollar, and adds each market's capacity.
Checks (W = shared/rulebooks/wealth-of-nations-rulebook.txt): the wells match the row lengths; half the wells
start full (W l.565-568); sell and buy never rise along the wells (W l.607-609, l.654-656); buy > sell in every
well; barter between the well's sell and buy, in steps of $0.5; the Food example of W l.640-642 at the start.
Any failed check stops the conversion with the list of problems.
"""
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT.parent / "shared" / "data" / "wealth_of_nations" / "market_prices.json"
OUT = ROOT / "data" / "wealth_of_nations" / "market_prices.json"
MARKETS = ["food", "energy", "labor", "ore", "capital"]  # W l.283-284, board order


def check(src):
    problems, notes = [], []
    for m in MARKETS:
        t = src["markets"][m]
        wells = t["wells"]
        cap = sum(t["row_lengths"])
        if len(wells) != cap:
            problems.append(f"{m}: {len(wells)} wells, but the rows hold {cap}")
        if t["starting_cubes"] * 2 != cap:
            problems.append(f"{m}: {t['starting_cubes']} starting cubes is not half of {cap} wells (W l.567)")
        for i, w in enumerate(wells, 1):
            if w["buy"] <= w["sell"]:
                problems.append(f"{m} well {i}: buy {w['buy']} is not above sell {w['sell']}")
            if not (w["sell"] <= w["barter"] <= w["buy"]):
                problems.append(f"{m} well {i}: barter {w['barter']} outside {w['sell']}-{w['buy']}")
            if (w["barter"] * 2) % 1:
                problems.append(f"{m} well {i}: barter {w['barter']} is not a multiple of $0.5")
            if i < len(wells):
                n = wells[i]
                for f in ("sell", "buy", "barter"):
                    if n[f] > w[f]:
                        problems.append(f"{m} well {i + 1}: {f} {n[f]} rises above well {i}'s {w[f]}")
        if t["market_empty_buy"] < wells[0]["buy"]:
            problems.append(f"{m}: market empty buy {t['market_empty_buy']} is below the first well's buy")
        if t["market_full_sell"] > wells[-1]["sell"]:
            problems.append(f"{m}: market full sell {t['market_full_sell']} is above the last well's sell")
        if t["market_empty_buy"] == wells[0]["buy"] and t["market_full_sell"] == wells[-1]["sell"]:
            notes.append(f"{m}: market empty buy = the first well's buy ({wells[0]['buy']}) and market full sell = "
                         f"the last well's sell ({wells[-1]['sell']}): check these two at the table")
    food = src["markets"]["food"]
    k = food["starting_cubes"]
    example = (food["wells"][k - 1]["buy"], food["wells"][k]["sell"], food["wells"][k - 1]["barter"])
    if example != (7, 4, 5.5):
        problems.append(f"food at the start gives buy/sell/barter {example}, not the rulebook's 7/4/5.5 (W l.640-642)")
    return problems, notes


def convert(src):
    out = {
        "format": "nations-companion.won.market_prices",
        "version": 1,
        "status": src["status"],
        "source": src["source"] + "; converted by scripts/convert_won_prices.py from "
                  "shared/data/wealth_of_nations/market_prices.json",
        "cross_check": src["cross_check"],
        "model": "wells from the upper left (highest prices) to the lower right; k cubes fill wells 1..k; buy price = "
                 "buy of well k (k >= 1, else market_empty_buy), sell price = sell of well k+1 (k < capacity, else "
                 "market_full_sell), suggested barter = barter of well k (none when k = 0). W l.565-572, l.605-664.",
        "markets": {},
    }
    for m in MARKETS:
        t = src["markets"][m]
        out["markets"][m] = {
            "row_lengths": t["row_lengths"],
            "capacity": sum(t["row_lengths"]),
            "starting_cubes": t["starting_cubes"],
            "market_empty_buy": t["market_empty_buy"],
            "market_full_sell": t["market_full_sell"],
            "wells": [{"sell": w["sell"], "buy": w["buy"], "barter": w["barter"]} for w in t["wells"]],
        }
    return out


def main():
    src = json.loads(SOURCE.read_text(encoding="utf-8"))
    problems, notes = check(src)
    for n in notes:
        print("note:", n)
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1
    text = json.dumps(convert(src), indent=1, ensure_ascii=False)
    # one well per line keeps the file readable and its diffs small
    text = text.replace("{\n     \"sell\"", "{\"sell\"").replace(",\n     \"buy\"", ", \"buy\"")
    text = text.replace(",\n     \"barter\"", ", \"barter\"").replace("\n    }", "}")
    text = re.sub(r"\[\n\s+(\d+),\n\s+(\d+),\n\s+(\d+)\n\s+\]", r"[\1, \2, \3]", text)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(text + "\n", encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
