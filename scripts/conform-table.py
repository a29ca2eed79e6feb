#!/usr/bin/env python3
"""Per-file table of a `tensor-wasm conform --json` result, as Markdown.

usage: conform-table.py RESULT.json[.xz] [--strip PREFIX]

Prints one row per .wast file (path after PREFIX, default: everything up to `data/`),
with passed, failed and skipped assertions and the largest skip reason, then the totals.
docs/CONFORMANCE.md holds the table of the last H100 run of the whole suite.
"""
import json
import lzma
import sys


def main():
    args = sys.argv[1:]
    if not args or args[0] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if args else 2
    path = args[0]
    strip = None
    if "--strip" in args:
        strip = args[args.index("--strip") + 1]
    opener = lzma.open if path.endswith(".xz") else open
    with opener(path, "rt") as f:
        result = json.load(f)
    print("| file | passed | failed | skipped | most skips wait for |")
    print("| --- | ---: | ---: | ---: | --- |")
    for entry in result["files"]:
        name = entry["file"]
        if strip and name.startswith(strip):
            name = name[len(strip):]
        elif "data/" in name:
            name = name[name.index("data/") + len("data/"):]
        reasons = entry.get("skip_reasons") or {}
        top = max(reasons.items(), key=lambda kv: kv[1])[0] if reasons else ""
        if entry.get("error"):
            top = f"error: {entry['error']}"
        top = top.replace("|", "\\|")
        print(f"| {name} | {entry['passed']} | {entry['failed']} | {entry['skipped']} | {top} |")
    print(
        f"| **total** ({result['backend']}) | **{result['passed']}** | **{result['failed']}** "
        f"| **{result['skipped']}** | |"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
