#!/usr/bin/env python3
"""Audits the shared card facts (../shared/data/nations) for internal inconsistencies.

Stdlib only. Run `python3 scripts/audit_catalog.py [--converted]`:
  * without options it checks the shared files as they are (findings that convert_catalog.py
    corrects are expected to show up here);
  * with --converted it checks the project catalog (data/catalog) instead, after the converter's
    CORRECTIONS: only the findings listed as "suspect" in docs/catalog.md should remain.

Checks: effect sentence vs structured numbers (per_worker, production, ongoing, deploy cost, raid,
worker caps, VP, colony strength, war loss, golden-age price), golden-age VP price = age
(rulebook p.16: price rises each age, Renaissance = 3), wars have a loss, deck wonders have
architect costs, events' text vs target/outcome, nations' slots vs pre-printed cards, population
tracks, ids/names/alt_names, duplicates, and the cards the rulebook / faq_facts.md cite.
"""
import collections
import json
import re
import sys
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared" / "data" / "nations"
CATALOG = ROOT / "data" / "catalog"

RES_WORDS = {"food": "food", "stone": "stone", "gold": "gold", "book": "books", "books": "books",
             "stability": "stability", "strength": "strength", "vp": "vp"}
findings = []


def report(kind, where, msg):
    findings.append((kind, where, msg))


def slug(s):
    s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "_", s.lower().replace("'", "")).strip("_")


def numbers_with_resource(text):
    """(number, resource) pairs mentioned in a sentence: '+2 food', '1 book', 'stability by 3'."""
    out = []
    for m in re.finditer(r"(\d+)\s+(?:more\s+|fewer\s+|extra\s+|less\s+)?(food|stone|gold|books?|stability|strength|vp)\b",
                         text, re.I):
        out.append((int(m.group(1)), RES_WORDS[m.group(2).lower()]))
    for m in re.finditer(r"(stability|strength) by (\d+)", text, re.I):
        out.append((int(m.group(2)), m.group(1).lower()))
    return out


def all_numbers(obj):
    """Every integer anywhere inside a JSON value (absolute values)."""
    if isinstance(obj, bool):
        return set()
    if isinstance(obj, int):
        return {abs(obj)}
    if isinstance(obj, dict):
        return set().union(*[all_numbers(v) for v in obj.values()]) if obj else set()
    if isinstance(obj, list):
        return set().union(*[all_numbers(v) for v in obj]) if obj else set()
    return set()


def check_progress(cards):
    ids = collections.Counter(c["id"] for c in cards)
    for i, k in ids.items():
        if k > 1:
            report("ERROR", i, "duplicate id")
    # duplicated deck cards: same type, age and numbers under another id
    sig = collections.defaultdict(list)
    for c in cards:
        if c.get("preprinted"):
            continue
        key = {k: v for k, v in c.items() if k not in ("id", "name", "alt_names", "effect", "set_note")}
        sig[json.dumps(key, sort_keys=True)].append(c["id"])
    for ids_ in sig.values():
        if len(ids_) > 1 and not all(
                next(c for c in cards if c["id"] == i)["type"] in ("battle", "war", "golden_age") for i in ids_):
            report("SUSPECT", ",".join(ids_), "identical data under different ids")
    names = collections.defaultdict(list)
    for c in cards:
        if not c.get("preprinted"):
            names[c["name"].lower()].append(c["id"])
    for n, ids_ in names.items():
        if len(ids_) > 1:
            report("NOTE", ",".join(ids_), f"deck cards share the name {n!r}")
    alt_owner = collections.defaultdict(list)
    for c in cards:
        for a in c.get("alt_names") or []:
            alt_owner[a.lower()].append(c["id"])
            if a.lower() == c["name"].lower():
                report("ERROR", c["id"], f"alt_name {a!r} equals the name")
    for a, ids_ in alt_owner.items():
        if len(ids_) > 1:
            report("ERROR", ",".join(ids_), f"alt_name {a!r} given to several cards")

    for c in cards:
        cid, t, eff = c["id"], c["type"], c.get("effect", "")
        pre = c.get("preprinted", False)
        expect_id = (c["nation"] + "_b_" if pre else "") + slug(c["name"])
        if cid != expect_id and not cid.startswith(expect_id):
            report("NOTE", cid, f"id does not follow the name slug {expect_id!r}")
        if not pre and not 1 <= c["age"] <= 4:
            report("ERROR", cid, "deck card age out of range")
        # deploy / construction costs are checked separately
        body = re.sub(r"[Cc]osts (?:only )?\d+ stone to deploy|\(\d+\+\d+ stone\)", "", eff)
        mentioned = numbers_with_resource(body)
        if t in ("building", "military"):
            pw = c.get("per_worker", {})
            for res, v in pw.items():
                if (abs(v), res) not in mentioned:
                    report("ERROR", cid, f"per_worker {res} {v} not in effect text: {eff!r}")
            for n, res in mentioned:
                if res in pw and abs(pw[res]) != n and not re.search(r"passed|if you", eff):
                    report("ERROR", cid, f"effect says {n} {res}, per_worker has {pw[res]}")
                if res not in pw and res != "vp" and "raid" not in eff.lower()[:0] and not c.get("rules"):
                    report("ERROR", cid, f"effect mentions {n} {res}, per_worker lacks it: {eff!r}")
            # signs: upkeep/consumes/lowers => negative
            for m in re.finditer(r"(upkeep|eats|consumes|lowers \w+ by|-)\s*(\d+)\s*(food|stone|gold|books?|stability)?", eff):
                res = RES_WORDS.get((m.group(3) or "").lower())
                if res and pw.get(res, 0) > 0:
                    report("ERROR", cid, f"effect says {res} is a cost, per_worker has +{pw[res]}")
            m = re.search(r"costs (?:only )?(\d+) stone to deploy|\((\d+)\+", eff)
            if m and m.group(1) and c["deploy_cost"].get("stone") != int(m.group(1)):
                report("ERROR", cid, f"effect deploy cost {m.group(1)} vs deploy_cost {c['deploy_cost']}")
            m = re.search(r"raid(?: value)?(?: of its age| only)? \(?(\d+)\)?|raid (\d+)", eff, re.I)
            if m:
                n = int(m.group(1) or m.group(2))
                if t == "military" and c.get("raid") != n:
                    report("ERROR", cid, f"effect raid {n} vs raid {c.get('raid')}")
            mw = c.get("max_workers")
            if re.search(r"single worker", eff) and mw != 1:
                report("ERROR", cid, f"effect says single worker, max_workers {mw}")
            if re.search(r"at most two workers", eff) and mw != 2:
                report("ERROR", cid, f"effect says two workers, max_workers {mw}")
            m = re.search(r"\((\d+) VP( each)?\)", eff)
            if m:
                n = int(m.group(1))
                exp = [n] * (mw or 1) if m.group(2) else [n]
                if c["vp_per_worker"] != exp:
                    report("ERROR", cid, f"effect VP {m.group(0)} vs vp_per_worker {c['vp_per_worker']}")
            m = re.search(r"VP slots \(([\d,]+)\)", eff)
            if m and c["vp_per_worker"] != [int(x) for x in m.group(1).split(",")]:
                report("ERROR", cid, f"effect VP slots vs vp_per_worker {c['vp_per_worker']}")
            if mw is not None and mw > 0 and len(c["vp_per_worker"]) > mw:
                report("ERROR", cid, f"more VP values {c['vp_per_worker']} than max_workers {mw}")
            if t == "military" and "raid" not in c:
                report("ERROR", cid, "military without raid")
            if t == "building" and "raid" in c and c["raid"] is not None:
                report("ERROR", cid, "building with raid")
            if t == "military" and pw.get("strength", 0) <= 0 and "no strength" not in eff:
                report("SUSPECT", cid, f"military without strength: {pw}")
            if t == "building" and pw.get("strength", 0) > 0 and "strength" not in eff:
                report("ERROR", cid, "building gives strength but the text does not say so")
            if not pre:
                dc = c["deploy_cost"].get("stone")
                if dc is None:
                    report("ERROR", cid, "deploy_cost missing")
        elif t == "colony":
            m = re.search(r"Needs (\d+) strength", eff)
            if m and int(m.group(1)) != c.get("strength_required"):
                report("ERROR", cid, f"effect strength {m.group(1)} vs strength_required {c.get('strength_required')}")
            for res, v in {**c.get("production", {}), **c.get("ongoing", {})}.items():
                if (abs(v), res) not in mentioned:
                    report("ERROR", cid, f"{res} {v} not in effect text: {eff!r}")
            m = re.search(r"\((\d+) VP\)", eff)
            if m and int(m.group(1)) != c["vp"]:
                report("ERROR", cid, f"effect VP {m.group(1)} vs vp {c['vp']}")
        elif t in ("wonder", "advisor", "other"):
            structured = {}
            for k in ("production", "ongoing"):
                for res, v in c.get(k, {}).items():
                    structured[(k, res)] = v
                    if (abs(v), res) not in mentioned:
                        report("ERROR", cid, f"{k} {res} {v} not in effect text: {eff!r}")
            nums_rules = all_numbers(c.get("rules", []))
            for n, res in mentioned:
                if not any(abs(v) == n and r == res for (_, r), v in structured.items()) and n not in nums_rules \
                        and not (res == "vp" and n == abs(c["vp"])) and n != c.get("golden_age_bonus") \
                        and n != c.get("private_architects"):
                    report("ERROR", cid, f"effect mentions {n} {res} but no field/rule carries it: {eff!r}")
            m = re.search(r"[Ww]orth (-?\d+) VP|\((-?\d+) VP\)", eff)
            if m and int(m.group(1) or m.group(2)) != c["vp"]:
                report("ERROR", cid, f"effect VP {m.group(0)} vs vp {c['vp']}")
            m = re.search(r"golden age bonus (\d+)", eff)
            if m and int(m.group(1)) != c.get("golden_age_bonus"):
                report("ERROR", cid, f"effect golden age bonus {m.group(1)} vs {c.get('golden_age_bonus')}")
            m = re.search(r"(\d+) private architect", eff)
            if m and int(m.group(1)) != c.get("private_architects"):
                report("ERROR", cid, f"effect private architects {m.group(1)} vs {c.get('private_architects')}")
            if c.get("private_architects"):
                pr = [r.get("private_architects") for r in c.get("rules", []) if "private_architects" in r]
                if pr and pr[0] != c["private_architects"]:
                    report("ERROR", cid, "private_architects field vs rules disagree")
            if t == "wonder":
                ac = c.get("architect_costs")
                if not pre and not ac:
                    report("ERROR", cid, "deck wonder without architect_costs")
                if ac and any(x < 0 for x in ac):
                    report("ERROR", cid, "negative architect cost")
                m = re.search(r"\((\d+)\+(\d+) stone\)", eff)
                if m and ac != [int(m.group(1)), int(m.group(2))]:
                    report("ERROR", cid, f"effect costs {m.group(0)} vs architect_costs {ac}")
            if t == "other" and c.get("subtype") == "natural_wonder" and not c.get("exploration_turns"):
                report("ERROR", cid, "natural wonder without exploration_turns")
        elif t == "war":
            w = c.get("war", {})
            loss = w.get("defeat_loss") or {}
            if not loss:
                report("ERROR", cid, "war without defeat_loss")
            for res, v in loss.items():
                if (v, res) not in mentioned:
                    report("ERROR", cid, f"defeat_loss {res} {v} not in effect text")
            rl = [r for r in c.get("rules", []) if r.get("when") == "war_resolution"]
            if rl:
                lose = {k: v for k, v in rl[0].get("lose", {}).items() if k != "vp"}
                if lose != loss:
                    report("ERROR", cid, f"rules lose {lose} vs defeat_loss {loss}")
            if w.get("defeat_vp_loss") != 1:
                report("ERROR", cid, "defeat_vp_loss must be 1 (rulebook p.19)")
        elif t == "golden_age":
            g = c.get("golden_age", {})
            amt = g.get("vp_option", {}).get("amount")
            if amt != c["age"]:
                report("ERROR", cid, f"golden age VP price {amt}, expected {c['age']} (rulebook p.16: rises each age, "
                                     "Renaissance = 3)")
            m = re.search(r"pay (\d+) resources", eff)
            if m and int(m.group(1)) != amt:
                report("ERROR", cid, f"effect price {m.group(1)} vs amount {amt}")
            ro = g.get("resource_option")
            if ro:
                for res, v in ro.items():
                    if (v, res) not in mentioned:
                        report("ERROR", cid, f"resource_option {res} {v} not in effect text")
                if ro not in ({"stone": 2}, {"books": 2}):
                    report("SUSPECT", cid, f"unusual resource_option {ro}")
            elif not g.get("special_option"):
                report("ERROR", cid, "golden age without resource option")
        elif t == "battle":
            b = c.get("battle", {})
            if b.get("gain_choose_one_of") != ["books", "food", "stone"]:
                report("ERROR", cid, "battle gain types differ from the rulebook (books, food, stone)")


def check_vp_patterns(cards):
    """VP-per-worker rows that differ from every other card of the same type and age."""
    groups = collections.defaultdict(collections.Counter)
    for c in cards:
        if c["type"] in ("building", "military") and not c.get("preprinted") and c.get("max_workers") is None:
            groups[(c["type"], c["age"])][tuple(c["vp_per_worker"])] += 1
    for c in cards:
        if c["type"] in ("building", "military") and not c.get("preprinted") and c.get("max_workers") is None:
            cnt = groups[(c["type"], c["age"])]
            common = cnt.most_common(1)[0][0]
            v = tuple(c["vp_per_worker"])
            if v != common and "VP" not in c["effect"]:
                report("SUSPECT", c["id"], f"vp_per_worker {list(v)} differs from the usual {list(common)} of "
                                           f"{c['type']} age {c['age']} and the effect text does not explain it")
    # deploy cost per age
    for c in cards:
        if c["type"] == "building" and not c.get("preprinted") and c.get("max_workers") is None:
            dc = c["deploy_cost"]["stone"]
            if dc != c["age"] and "stone to deploy" not in c["effect"] and "Cheap" not in c["effect"]:
                report("SUSPECT", c["id"], f"deploy cost {dc} for an age {c['age']} building")


def check_rulebook_and_faq(cards, events):
    by = {c["id"]: c for c in cards}

    def expect(cid, path, value, src):
        cur = by.get(cid)
        for p in path:
            cur = cur.get(p) if isinstance(cur, dict) else None
        if cur != value:
            report("ERROR", cid, f"{'.'.join(path)} = {cur!r}, {src} says {value!r}")

    rb = "rulebook"
    expect("ziggurat", ["deploy_cost"], {"stone": 1}, rb)
    expect("ziggurat", ["per_worker"], {"stability": 2, "stone": 1}, rb)
    expect("ziggurat", ["vp_per_worker"], [1, 1], rb)
    expect("hoplite", ["raid"], 3, rb)
    expect("hoplite", ["deploy_cost"], {"stone": 1}, rb)
    expect("hoplite", ["per_worker"], {"strength": 3, "stone": -1}, rb)
    expect("hoplite", ["vp_per_worker"], [1, 1], rb)
    expect("macedonia", ["ongoing"], {"strength": 2}, rb)
    expect("railroad", ["deploy_cost"], {"stone": 4}, rb)
    expect("railroad", ["per_worker", "stability"], 3, rb)
    expect("conquistador", ["per_worker", "strength"], 7, rb)
    expect("uraniborg", ["golden_age_bonus"], 2, rb)
    expect("great_library", ["golden_age_bonus"], 1, "faq_facts R-21")
    expect("jaguar_warrior", ["per_worker", "stability"], -1, "FAQ (T-17)")
    expect("augustus", ["rules"], [{"when": "production", "if": {"most": "strength"}, "gain": {"stone": 2}}], "RB appendix")
    expect("notre_dame", ["rules"], [{"when": "production", "if": {"most": "stability"}, "gain": {"books": 3}}], rb)
    expect("great_lighthouse", ["rules"], [{"when": "on_buy", "if": {"paid_gold": 3}, "gain": {"books": 1}}], rb)
    expect("archimedes", ["private_architects"], 1, "faq_facts R-12")
    expect("alhambra", ["private_architects"], 1, "faq_facts R-12")
    expect("marie_curie", ["private_architects"], 2, "faq_facts R-12")
    expect("siege_of_alesia", ["type"], "battle", rb)
    pz = by["piazza_san_marco"]["rules"][0]
    if pz.get("pay") != {"gold": 2} or pz.get("limit") != "once_per_round" or \
            sorted(list(o["gain"].items())[0] for o in pz["choose_one"]) != [("books", 5), ("food", 5), ("stone", 5)]:
        report("ERROR", "piazza_san_marco", "rulebook: once per round 2 gold -> 5 books/food/stone")
    sz = by["shaka_zulu"]["rules"]
    if not any(r.get("target") == "buyer" and r.get("gain") == {"stone": 5} for r in sz):
        report("ERROR", "shaka_zulu", "French errata: other nations GAIN 5 stone per colony")
    sa = by["saint_augustine"]["rules"]
    if not any(r.get("if") == {"most": "stability"} for r in sa):
        report("ERROR", "saint_augustine", "rulebook: 'most stable' condition")
    for c in cards:
        if c["type"] == "golden_age" and c["age"] == 3 and c["golden_age"].get("resource_option") == {"stone": 2}:
            if c["golden_age"]["vp_option"]["amount"] != 3:
                report("ERROR", c["id"], "rulebook Persia example: Renaissance VP price 3")
        if c["type"] == "war" and c["war"].get("defeat_vp_loss") != 1:
            report("ERROR", c["id"], "rulebook: defeated nations lose 1 VP")
    # counts the rulebook states
    deck = [c for c in cards if not c.get("preprinted")]
    if len(events) != 48:
        report("ERROR", "event_cards", f"{len(events)} event cards, rulebook box has 48")
    ages = collections.Counter(e["age"] for e in events)
    if any(ages[a] != 12 for a in (1, 2, 3, 4)):
        report("SUSPECT", "event_cards", f"events per age {dict(ages)}")
    rulebook_types = [c for c in deck if c["type"] != "other"]
    if len(rulebook_types) != 296:
        report("GAP", "progress_cards", f"{len(rulebook_types)} cards of the 8 rulebook types vs 296 in the core box "
                                        f"({len(rulebook_types) - 296} non-core cards unidentified)")


TARGET_WORDS = [
    (r"^weakest", {"least": "strength"}),
    (r"^strongest", {"most": "strength"}),
    (r"^most stable", {"most": "stability"}),
    (r"^least stable", {"least": "stability"}),
    (r"^nation with the most food", {"most": "food"}),
    (r"^nation\(s\) with the least food", {"least": "food"}),
    (r"^first nation to pass", {"passed": "first"}),
    (r"^last nation to pass", {"passed": "last"}),
    (r"^(each|every) nation", None),
]


def check_events(events):
    ids = collections.Counter(e["id"] for e in events)
    for i, k in ids.items():
        if k > 1:
            report("ERROR", i, "duplicate event id")
    names = collections.Counter(ev["name"].lower() for e in events for ev in e["events"])
    for n, k in names.items():
        if k > 1:
            report("ERROR", n, "event name used twice")
    for e in events:
        eid = e["id"]
        if e["name"] != " / ".join(ev["name"] for ev in e["events"]):
            report("ERROR", eid, "card name is not 'first / second'")
        if eid != "__".join(slug(ev["name"]) for ev in e["events"]):
            report("NOTE", eid, "id does not follow the event names")
        if not 0 <= e["architects"] <= 3:
            report("SUSPECT", eid, f"architects {e['architects']}")
        if not 0 <= e["famine"] <= 6:
            report("SUSPECT", eid, f"famine {e['famine']}")
        for ev in e["events"]:
            txt, tgt, out = ev["text"], ev["target"], ev["outcome"]
            low = txt.lower()
            if isinstance(tgt, dict) and "not" in tgt:
                if not re.search(r"except|neither", low):
                    report("ERROR", eid, f"{ev['name']}: target {tgt} but text {txt!r}")
            elif tgt == "split":
                if not (re.search(r"strongest", low) and re.search(r"weakest", low)):
                    report("ERROR", eid, f"{ev['name']}: split target but text {txt!r}")
                for side, word in (("most_strength", "strongest"), ("least_strength", "weakest")):
                    part = re.search(word + r"[^;]*", low).group(0)
                    if not all(n in all_numbers(out.get(side, {})) for n, _ in numbers_with_resource(part)):
                        report("ERROR", eid, f"{ev['name']}: {word} part {part!r} vs {out.get(side)}")
            for pat, exp in ([] if tgt == "split" or (isinstance(tgt, dict) and "not" in tgt) else TARGET_WORDS):
                if re.search(pat, low):
                    if exp is None:
                        if tgt != "all":
                            report("ERROR", eid, f"{ev['name']}: text says every nation, target {tgt}")
                    elif tgt != exp:
                        report("ERROR", eid, f"{ev['name']}: text {txt!r} vs target {tgt}")
                    break
            else:
                if tgt not in ("split", "all") and not isinstance(tgt, dict):
                    report("NOTE", eid, f"{ev['name']}: text/target not classified: {txt!r} {tgt}")
            onums = all_numbers({k: v for k, v in out.items() if k != "if"}) | \
                all_numbers({k: v for k, v in out.get("if", {}).items() if "age" not in k})
            for n, res in numbers_with_resource(txt):
                if n not in onums:
                    report("ERROR", eid, f"{ev['name']}: text mentions {n} {res}, outcome {out}")
            tnums = {int(x) for x in re.findall(r"\d+", txt)}
            for n in onums:
                if n not in tnums and not (n == 1 and re.search(r"\b(a|an|one)\b", low)):
                    report("ERROR", eid, f"{ev['name']}: outcome number {n} not in text {txt!r}")
            if "gain" in low and "gain" not in json.dumps(out) and "regain" not in json.dumps(out) \
                    and "takes" not in low:
                report("SUSPECT", eid, f"{ev['name']}: text gains, outcome {out}")
            if re.search(r"\blose", low) and not re.search(r"lose|remove|reduce|undeploy|strength_for", json.dumps(out)):
                report("ERROR", eid, f"{ev['name']}: text loses, outcome {out}")
            if "go last" in low or "drops to the back" in low or "move to last" in low or "goes last" in low:
                if "last" not in json.dumps(out):
                    report("ERROR", eid, f"{ev['name']}: text goes last, outcome {out}")
            if re.search(r"\bmay\b", low) and not out.get("optional"):
                report("SUSPECT", eid, f"{ev['name']}: text says 'may', outcome not optional")


def check_nations(nations, cards):
    by = {c["id"]: c for c in cards}
    listed = set()
    slot_of = {"building": "building_military", "military": "building_military", "advisor": "advisor",
               "colony": "colony", "wonder": "wonder", "other": "wonder"}
    for n in nations:
        nid = n["id"]
        b = n.get("side_b", {})
        if not b.get("data_available"):
            continue
        pre = b.get("preprinted_cards") or []
        listed.update(pre)
        cnt = collections.Counter()
        for pid in pre:
            c = by.get(pid)
            if not c:
                report("ERROR", nid, f"pre-printed card {pid} missing")
                continue
            if c.get("nation") != nid:
                report("ERROR", pid, f"nation {c.get('nation')} but listed on {nid}")
            if c.get("slot") != slot_of[c["type"]]:
                report("ERROR", pid, f"slot {c.get('slot')} vs type {c['type']}")
            cnt[c["slot"]] += 1
        for slot, k in cnt.items():
            if k > b["slots"].get(slot, 0):
                report("ERROR", nid, f"{k} pre-printed {slot} cards but {b['slots'].get(slot, 0)} slots")
        tracks = b["population_tracks"]
        for t in tracks:
            if len(t["cost_per_worker_taken"]) != 1:
                report("ERROR", nid, "population section must cost exactly one thing")
            if t["workers"] > 5 or t["workers"] < 1:
                report("SUSPECT", nid, f"population section of {t['workers']} workers")
            if t["timing"] == "production_upkeep" and "food" not in t["cost_per_worker_taken"]:
                report("ERROR", nid, "production upkeep section that is not food")
        total = b["starting_workers"] + sum(t["workers"] for t in tracks)
        if total != 13:
            report("SUSPECT", nid, f"starting workers + track = {total} (13 on every other board)")
        sr = b["starting_resources"]
        if any(v < 0 for v in sr.values()):
            report("ERROR", nid, "negative starting resources")
        ns = b["slots"].get("nation_special", 0)
        if ns == 0 and b.get("special_rules"):
            report("SUSPECT", nid, "special rules without a nation_special slot")
        for s in b.get("special_rules", []):
            if "golden_age_bonus" in s and not any(r.get("modifier", {}).get("golden_age_bonus") == s["golden_age_bonus"]
                                                  for r in s.get("rules", [])):
                report("ERROR", nid, "special golden_age_bonus field vs rules")
    for c in cards:
        if c.get("preprinted") and c["id"] not in listed:
            report("ERROR", c["id"], "pre-printed card not listed on its nation")
    for n in nations:
        if n["id"] == "china" and n["side_b"]["starting_workers"] != 6:
            report("ERROR", "china", "rulebook: China B has an additional (6th) worker")


def load_shared():
    def ld(name):
        with open(SHARED / name, encoding="utf-8") as f:
            return json.load(f)
    return ld("progress_cards.json"), ld("event_cards.json"), ld("nations.json"), ld("dynasty_cards.json")


def load_converted():
    def ld(name):
        with open(CATALOG / name, encoding="utf-8") as f:
            return json.load(f)
    cards = ld("progress_cards.json")["cards"]
    events = ld("event_cards.json")["cards"]
    nations = []
    for n in ld("nations.json")["nations"]:
        b = n["sides"].get("B")
        side_b = {"data_available": False}
        if b:
            side_b = {"data_available": True, "preprinted_cards": b["preprinted_cards"], "slots": b["slots"],
                      "population_tracks": b["population_track"], "special_rules": b["special_rules"],
                      "starting_workers": b["starting"]["workers"],
                      "starting_resources": {k: b["starting"][k] for k in ("food", "stone", "gold")}}
        nations.append({"id": n["id"], "side_b": side_b})
    with open(SHARED / "dynasty_cards.json", encoding="utf-8") as f:
        return cards, events, nations, json.load(f)


def main():
    converted = "--converted" in sys.argv
    cards, events, nations, dynasties = load_converted() if converted else load_shared()
    clash = {c["id"] for c in cards} & {d["id"] for d in dynasties}
    for i in clash:
        report("ERROR", i, "id used by a progress card and a dynasty card")
    check_progress(cards)
    check_vp_patterns(cards)
    check_rulebook_and_faq(cards, events)
    check_events(events)
    check_nations(nations, cards)
    order = {"ERROR": 0, "SUSPECT": 1, "GAP": 2, "NOTE": 3}
    for kind, where, msg in sorted(findings, key=lambda f: (order[f[0]], f[1])):
        print(f"{kind:8} {where}: {msg}")
    counts = collections.Counter(k for k, _, _ in findings)
    print(f"-- {dict(counts)} ({'data/catalog' if converted else 'shared data'})")


if __name__ == "__main__":
    main()
