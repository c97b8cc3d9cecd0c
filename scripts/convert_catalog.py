#!/usr/bin/env python3
"""Converts the shared card facts (../shared/data/nations) into the project's catalog (data/catalog).

Run by a developer when the shared data changes; the output is committed, so building and testing
never need Python. The format is described in docs/catalog.md. Decisions taken here (A-side values,
corrections of errors found in the shared data) are listed in CORRECTIONS and in docs/catalog.md.
"""
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared" / "data" / "nations"
OUT = ROOT / "data" / "catalog"
VERSION = 1

# A-side starting values (all base A-sides are identical, Rulebook p.21 / faq_facts.md section 5).
# Food 3, VP 7, Workers 5 are probable; Stone and Gold are disputed (rulebook drawing 6/6 against a
# review's 3/3). We take the rulebook drawing, the primary source, and mark both as uncertain so the
# app asks the table to check and remembers their correction.
A_SIDE_STARTING = {"food": 3, "stone": 6, "gold": 6, "vp": 7, "workers": 5}
A_SIDE_UNCERTAIN = ["stone", "gold"]
A_SIDE_NOTE = ("A-side Stone and Gold are disputed in our sources (rulebook drawing 6/6, a review 3/3); "
               "check your board and correct them once: the app remembers it.")

# Errors found in the shared data and how the project catalog corrects them (reported in the issue note and
# in docs/catalog.md). Each entry: file, id, field (dotted path inside the entry), the value the shared data
# has now (checked: if the shared data changes, the converter stops so the correction is reviewed), the
# corrected value, and the reason with its source. Only errors whose right value is clear belong here;
# doubtful entries are listed as "suspect" in docs/catalog.md instead. Audit: scripts/audit_catalog.py.
CORRECTIONS = [
    {
        "file": "progress_cards.json",
        "id": "three_kingdoms_war",
        "field": "alt_names",
        "old": ["Romance of the Three Kingdoms"],
        "new": [],
        "reason": "'Romance of the Three Kingdoms' is the title of the novel, i.e. of the age II golden age "
                  "(three_kingdoms_golden_age keeps it; shared README 'Not found' item 6). On the age I war it "
                  "gave the same alternative name to two cards, so a search for it also offered the war.",
    },
]


def apply_corrections(name, entries):
    """Applies the CORRECTIONS of one shared file in place; returns the applied ones."""
    by_id = {e["id"]: e for e in entries}
    applied = []
    for c in CORRECTIONS:
        if c["file"] != name:
            continue
        entry = by_id.get(c["id"])
        if entry is None:
            sys.exit(f"correction {c['id']}.{c['field']}: no entry {c['id']!r} in {name}")
        *path, last = c["field"].split(".")
        target = entry
        for key in path:
            target = target[key]
        current = target.get(last)
        if current != c["old"]:
            sys.exit(f"correction {c['id']}.{c['field']}: expected {c['old']!r} in {name}, found {current!r}; "
                     "the shared data changed, review the correction")
        target[last] = c["new"]
        applied.append(c)
    return applied


def load(name):
    with open(SHARED / name, encoding="utf-8") as f:
        return json.load(f)


def header(kind, source):
    return {"format": f"nations-companion.catalog.{kind}", "version": VERSION, "source": source}


def convert_progress(cards):
    out = []
    for c in cards:
        c = dict(c)
        if c["type"] == "wonder" and "architect_costs" not in c:
            # Pre-printed ready Wonders (Egypt/India/Vikings B) are never built: no sections.
            c["architect_costs"] = []
        out.append(c)
    return out


def convert_side_b(b):
    tracks = []
    for t in b["population_tracks"]:
        (res, _), = t["cost_per_worker_taken"].items()
        tracks.append({"id": res, "workers": t["workers"], "cost_per_worker_taken": t["cost_per_worker_taken"],
                       "timing": t["timing"]})
    s = b["starting_resources"]
    return {
        "starting": {"food": s["food"], "stone": s["stone"], "gold": s["gold"], "vp": b["starting_vp"],
                     "workers": b["starting_workers"]},
        "uncertain": [],
        "population_track": tracks,
        "slots": b["slots"],
        "preprinted_cards": b.get("preprinted_cards") or [],
        "preprinted_known": True,
        "special_rules": b.get("special_rules", []),
        "notes": b.get("notes", []),
    }


def convert_side_a(a):
    if a.get("data_available") in (False, None):
        return None
    tracks = []
    for t in a["population_tracks"]:
        (res, _), = t["cost_per_worker_taken"].items()
        tracks.append({"id": res, "workers": t["workers"], "cost_per_worker_taken": t["cost_per_worker_taken"],
                       "timing": t["timing"]})
    probable = {k: v["value"] for k, v in a["starting_values"].items() if v["value"] is not None}
    starting = dict(A_SIDE_STARTING)
    for k, v in probable.items():
        if starting.get(k) != v:
            sys.exit(f"A-side {k}: shared data says {v}, converter expects {starting.get(k)}")
    return {
        "starting": starting,
        "uncertain": A_SIDE_UNCERTAIN,
        "uncertainty_note": A_SIDE_NOTE,
        "population_track": tracks,
        "slots": a["slots"],
        "preprinted_cards": [],
        "preprinted_known": False,
        "special_rules": [],
        "notes": ["A-side pre-printed cards are unknown in our sources: enter them on the board."],
    }


def convert_nations(nations):
    out = []
    for n in nations:
        sides = {}
        a = convert_side_a(n["side_a"])
        if a:
            sides["A"] = a
        if n["side_b"].get("data_available"):
            sides["B"] = convert_side_b(n["side_b"])
        entry = {"id": n["id"], "name": n["name"], "set": n["set"], "sides": sides,
                 "dynasty_cards": n.get("dynasty_cards", [])}
        if "expansion" in n:
            entry["origin_note"] = n["expansion"]
        out.append(entry)
    return out


def convert_solo(solo):
    hof = []
    for line in solo["hall_of_fame"]:
        hof.append({"min_score": line["vp"], "title": line["title"]})
    hof.sort(key=lambda e: -e["min_score"])
    return {"hall_of_fame": hof, "setup": solo["setup"], "vp_rules": solo.get("vp_rules"),
            "tiles_available": solo["tiles_available"],
            "note": "Solo Event tile values are not in our sources: the shadow opponent's Strength, "
                    "Stability, Books and the famine are entered from the tile each round."}


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    src = "converted by scripts/convert_catalog.py from shared/data/nations (see its README for sources)"
    applied = []
    shared = {}
    for name in ("progress_cards.json", "event_cards.json", "nations.json"):
        shared[name] = load(name)
        applied += apply_corrections(name, shared[name])
    if len(applied) != len(CORRECTIONS):
        sys.exit("a correction names an unknown file")
    progress = convert_progress(shared["progress_cards.json"])
    events = shared["event_cards.json"]
    nations = convert_nations(shared["nations.json"])
    solo = convert_solo(load("solo_event_tiles.json"))
    # Dynasty cards (Dynasties expansion): kept as they are; the app shows them, the table applies them.
    dynasties = [{k: d[k] for k in ("id", "name", "nation", "set", "effect", "rules")}
                 for d in load("dynasty_cards.json")]
    files = {
        "progress_cards.json": {**header("progress_cards", src), "cards": progress},
        "event_cards.json": {**header("event_cards", src), "cards": events},
        "nations.json": {**header("nations", src), "nations": nations},
        "solo.json": {**header("solo", src), **solo},
        "dynasty_cards.json": {**header("dynasty_cards", src), "cards": dynasties},
    }
    for name, doc in files.items():
        with open(OUT / name, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
            f.write("\n")
    print(f"wrote {len(progress)} progress cards, {len(events)} event cards, {len(nations)} nations, "
          f"{len(dynasties)} dynasty cards to {OUT}")
    for c in applied:
        print(f"correction: {c['file']} {c['id']}.{c['field']}: {c['old']!r} -> {c['new']!r} ({c['reason']})")


if __name__ == "__main__":
    main()
