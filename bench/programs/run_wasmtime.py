#!/usr/bin/env python3
"""Run a WASI preview 1 command module with the Python wasmtime package.

Usage: run_wasmtime.py PROGRAM.wasm [ARGS...]

argv[0] seen by the program is the module's base name without ".wasm";
stdout/stderr are inherited; the script exits with the program's exit code.
Requires: python3 -m pip install 'wasmtime==50.*'
"""
import os
import sys

import wasmtime


def main() -> int:
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    path = sys.argv[1]
    name = os.path.basename(path)
    if name.endswith(".wasm"):
        name = name[: -len(".wasm")]

    engine = wasmtime.Engine()
    module = wasmtime.Module.from_file(engine, path)
    linker = wasmtime.Linker(engine)
    linker.define_wasi()
    store = wasmtime.Store(engine)
    wasi = wasmtime.WasiConfig()
    wasi.argv = [name] + sys.argv[2:]
    wasi.inherit_stdout()
    wasi.inherit_stderr()
    wasi.inherit_stdin()
    store.set_wasi(wasi)
    instance = linker.instantiate(store, module)
    start = instance.exports(store)["_start"]
    sys.stdout.flush()
    try:
        start(store)
    except wasmtime.ExitTrap as e:
        return e.code
    return 0


if __name__ == "__main__":
    sys.exit(main())
