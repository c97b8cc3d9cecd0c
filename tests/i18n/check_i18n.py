#!/usr/bin/env python3
"""Checks the app's translations (i18n/*.ts) and that QML text is translatable.

Usage: check_i18n.py ROOT ts|lupdate|qml [--lupdate PATH]
       check_i18n.py ROOT fill-english      (copies each new source text into the English .ts as finished)

  ts       every message of every .ts is finished: no type="unfinished", "vanished" or "obsolete", no empty
           translation (the English file too: it repeats the source text, with its plural forms).
  lupdate  lupdate over today's sources (the same files and options as the CMake target update_translations)
           into a temporary copy of the .ts files finds no new and no vanished text: a new qsTr()/tr() without
           its Finnish and German translation fails.
  qml      no QML file assigns a user-visible string literal outside qsTr() (text:, title:, placeholderText:,
           ToolTip.text:, ...) unless it is one of the symbols of ALLOWED.
"""
import glob
import html
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

LANGUAGES = ("en", "fi", "de")
# Literals shown as they are in every language: symbols, units and formats.
ALLOWED = {"\u2715", "+", "\u2212", "\u2713", "\u26a0", "\u2302", "\u2191", "\u21c4", "\u2022", "YYYY-MM-DD",
           # The Settings page names each language in its own words.
           "English", "Suomi", "Deutsch"}
# Properties whose string is shown to players.
VISIBLE_NAMES = (r"text|title|placeholderText|ToolTip\.text|label|description|subtitle|header|footer|message|"
                 r"displayText|Accessible\.name|Accessible\.description")
LITERAL = re.compile(r'"((?:[^"\\]|\\.)*)"')


def ts_files(root):
    return [os.path.join(root, "i18n", "nations-companion_%s.ts" % lang) for lang in LANGUAGES]


def sources(root):
    """The files lupdate reads: every QML file of qml/ and every C++ file of app/ (app/CMakeLists.txt)."""
    files = glob.glob(os.path.join(root, "qml", "**", "*.qml"), recursive=True)
    for ext in ("cpp", "h"):
        files += glob.glob(os.path.join(root, "app", "**", "*." + ext), recursive=True)
    return sorted(files)


def problems_of(path):
    """The messages of one .ts that are not finished, as readable lines."""
    out = []
    tree = ET.parse(path)
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            source = message.findtext("source")
            tr = message.find("translation")
            kind = tr.get("type") if tr is not None else "missing"
            forms = [f.text or "" for f in tr.iter("numerusform")] if tr is not None else []
            empty = tr is None or (not (tr.text or "").strip() and not any(f.strip() for f in forms))
            if kind in ("unfinished", "vanished", "obsolete", "missing") or empty:
                out.append("%s: %s [%s] %r" % (os.path.basename(path), kind or "empty", name, source))
    return out


def check_ts(root):
    bad = []
    for path in ts_files(root):
        if not os.path.exists(path):
            bad.append("%s: missing" % path)
            continue
        bad += problems_of(path)
    return bad


def run_lupdate(lupdate, root, targets, extra=()):
    with tempfile.NamedTemporaryFile("w", suffix=".lst", delete=False) as lst:
        lst.write("\n".join(sources(root)) + "\n")
    try:
        # -I app: the C++ files include "folder/header.h" from app/ (as the target nc_app does); without it
        # lupdate cannot see a class's namespace and files tr() under "GameController" instead of the
        # "nc::app::GameController" that QObject::tr() looks up at run time.
        subprocess.run([lupdate, "-locations", "none", "-I", os.path.join(root, "app"), *extra, "@" + lst.name,
                        "-ts", *targets],
                       check=True, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    finally:
        os.unlink(lst.name)


def check_lupdate(root, lupdate):
    bad = []
    with tempfile.TemporaryDirectory() as tmp:
        copies = []
        for path in ts_files(root):
            copy = os.path.join(tmp, os.path.basename(path))
            shutil.copy(path, copy)
            copies.append(copy)
        run_lupdate(lupdate, root, copies)
        for copy in copies:
            bad += ["lupdate over the sources: " + p for p in problems_of(copy)]
    return bad


def visible_literals(code):
    """The string literals of a QML line that a player reads: the value (or part of it) of a property or object
    key of VISIBLE, not an argument of qsTr() or of another function (labelOf("vp"), replace(...)), not an
    operand of a comparison (modelData === "vp")."""
    found = []
    for m in LITERAL.finditer(code):
        before, after = code[:m.start()], code[m.end():]
        keys = re.findall(r"([\w.]+)\s*:(?!:)", before)
        if not keys or not re.fullmatch(VISIBLE_NAMES, keys[-1]):
            continue
        if re.search(r"[=!]==?\s*$", before) or re.match(r"\s*[=!]==?", after):
            continue
        if re.match(r"\s*:", after) and re.search(r"[{,]\s*$", before):  # an object's key
            continue
        depth, call = 0, None
        for i in range(len(before) - 1, -1, -1):
            ch = before[i]
            if ch == ")":
                depth += 1
            elif ch == "(":
                if depth == 0:
                    call = re.search(r"([\w.]*)\s*$", before[:i]).group(1)
                    break
                depth -= 1
        if call is not None and call.split(".")[-1] != "arg":
            continue
        found.append(m.group(1))
    return found


def shown_text(literal):
    text = literal.encode("latin-1", "backslashreplace").decode("unicode_escape")
    text = re.sub(r"<[^>]*>", "", html.unescape(text)).strip()
    return text


def check_qml(root):
    bad = []
    for path in sorted(glob.glob(os.path.join(root, "qml", "**", "*.qml"), recursive=True)):
        with open(path, encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                code = re.sub(r"\s//.*$", "", line.rstrip("\n"))
                if code.lstrip().startswith("//"):
                    continue
                for literal in visible_literals(code):
                    text = shown_text(literal)
                    if text in ALLOWED or not re.search(r"[^\W\d_]{2,}", text):
                        continue
                    if re.fullmatch(r"#[0-9a-fA-F]{3,8}", text):
                        continue
                    bad.append("%s:%d: %r is not in qsTr()" % (os.path.relpath(path, root), number, text))
    return bad


def fill_english(root, lupdate):
    """Updates the three .ts files and copies each new source text into the English one as its translation."""
    run_lupdate(lupdate, root, ts_files(root), ["-no-obsolete"])
    path = ts_files(root)[0]
    tree = ET.parse(path)
    for message in tree.getroot().iter("message"):
        tr = message.find("translation")
        if tr is None or tr.get("type") != "unfinished":
            continue
        source = message.findtext("source")
        if message.get("numerus") == "yes":
            # English plural forms from the source text: "%n game(s)" gives "%n game" and "%n games".
            forms = list(tr.iter("numerusform"))
            for i, form in enumerate(forms):
                form.text = source.replace("(s)", "" if i == 0 else "s")
        else:
            tr.text = source
        del tr.attrib["type"]
    tree.write(path, encoding="utf-8", xml_declaration=True)
    # Keep lupdate's own layout (DOCTYPE, indentation) by letting it rewrite the file once more.
    run_lupdate(lupdate, root, [path], ["-no-obsolete"])


def main():
    args = sys.argv[1:]
    lupdate = "/usr/lib/qt6/bin/lupdate"
    if "--lupdate" in args:
        i = args.index("--lupdate")
        lupdate = args[i + 1]
        del args[i:i + 2]
    if len(args) != 2:
        print(__doc__)
        return 2
    root, what = args
    if what == "fill-english":
        fill_english(root, lupdate)
        return 0
    checks = {"ts": lambda: check_ts(root), "lupdate": lambda: check_lupdate(root, lupdate),
              "qml": lambda: check_qml(root)}
    if what not in checks:
        print(__doc__)
        return 2
    bad = checks[what]()
    for line in bad:
        print(line)
    print("check_i18n %s: %s (%d problem%s)" % (what, "FAIL" if bad else "PASS", len(bad), "" if len(bad) == 1 else "s"))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
