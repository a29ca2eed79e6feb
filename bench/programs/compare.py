#!/usr/bin/env python3
"""Whole-program benchmark: each program of sizes.txt at its bench size, run as

  native    gcc -O3 -march=native -ffp-contract=off (one core)
  wasmtime  the Python wasmtime package (wasmtime 50), as `wasmtime run` would
  plain     tensor-wasm run --no-offload (wasmtime 48 in our binary, nothing offloaded)
  ours      tensor-wasm run (nests on the GPU, the rest in wasmtime)
  unchecked tensor-wasm run --no-first-call-check

timing the whole process (start-up and compilation included), best of REPEAT runs, and
checking that every run prints exactly what the wasmtime run prints. Writes results.md and
one log per program under OUT.

usage: compare.py TENSOR_WASM OUT [REPEAT] [NAME...]   (SIZES=FILE picks another sizes file;
SKIP_PLAIN=1 leaves out the `plain` column, which saves a CPU run of every program)
"""
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TIMEOUT = float(os.environ.get("RUN_TIMEOUT", "60"))


def sizes():
    out = []
    for line in open(os.path.join(HERE, os.environ.get("SIZES", "sizes.txt"))):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        small, bench = line.split("|")
        words = small.split()
        out.append((words[0], bench.split()))
    return out


def timed(cmd, log, repeat):
    best, out, rc = None, None, None
    for _ in range(repeat):
        t0 = time.perf_counter()
        try:
            p = subprocess.run(cmd, capture_output=True, timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            log.write(f"$ {' '.join(cmd)}\ntimed out after {TIMEOUT}s\n")
            return float("inf"), b"(timed out)", None
        dt = time.perf_counter() - t0
        log.write(f"$ {' '.join(cmd)}\nrc={p.returncode} {dt:.3f}s\n")
        log.write(p.stderr.decode(errors="replace")[-4000:])
        if best is None or dt < best:
            best = dt
        out, rc = p.stdout, p.returncode
    return best, out, rc


def main():
    tw, outdir = sys.argv[1], sys.argv[2]
    repeat = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    only = set(sys.argv[4:])
    os.makedirs(os.path.join(outdir, "native"), exist_ok=True)
    rows = []
    for name, args in sizes():
        if only and name not in only:
            continue
        src = os.path.join(HERE, f"{name}.c")
        wasm = os.path.join(HERE, f"{name}.wasm")
        exe = os.path.join(outdir, "native", name)
        subprocess.run(["gcc", "-O3", "-march=native", "-ffp-contract=off", "-o", exe, src, "-lm"], check=True)
        with open(os.path.join(outdir, f"{name}.log"), "w") as log:
            t_wt, o_wt, rc_wt = timed([sys.executable, os.path.join(HERE, "run_wasmtime.py"), wasm, *args], log, repeat)
            t_nat, o_nat, _ = timed([exe, *args], log, repeat)
            if os.environ.get("SKIP_PLAIN"):
                t_plain, o_plain = float("nan"), o_wt
            else:
                t_plain, o_plain, _ = timed([tw, "run", wasm, "--no-offload", "--", *args], log, repeat)
            t_ours, o_ours, rc_ours = timed([tw, "run", wasm, "--metrics", "--", *args], log, repeat)
            # Without the first-call check (it runs each new kernel's loop natively once more).
            t_all, o_all, _ = timed([tw, "run", wasm, "--metrics", "--no-first-call-check", "--", *args], log, repeat)
        # Our program name in argv[0] is the file name; run_wasmtime.py strips ".wasm":
        # the programs print no argv[0], so outputs compare directly.
        same = o_ours == o_wt and o_plain == o_wt and o_all == o_wt and rc_ours == rc_wt
        rows.append((name, " ".join(args), t_nat, t_wt, t_plain, t_ours, t_all, same, o_nat == o_wt))
        print(f"{name}: native {t_nat:.3f} wasmtime {t_wt:.3f} plain {t_plain:.3f} ours {t_ours:.3f} unchecked {t_all:.3f} same={same}", flush=True)
    with open(os.path.join(outdir, "results.md"), "w") as f:
        f.write("| program | args | gcc -O3 s | wasmtime s | ours, no offload s | ours s | ours, no first-call check s | vs wasmtime | vs wasmtime, unchecked | vs gcc -O3, unchecked | output = wasmtime |\n")
        f.write("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |\n")
        for name, args, nat, wt, plain, ours, unchecked, same, nat_same in rows:
            f.write(f"| {name} | {args} | {nat:.3f} | {wt:.3f} | {plain:.3f} | {ours:.3f} | {unchecked:.3f} | {wt / ours:.2f}x | {wt / unchecked:.2f}x | {nat / unchecked:.2f}x | {'yes' if same else 'NO'}{'' if nat_same else ' (native differs)'} |\n")
    print(open(os.path.join(outdir, "results.md")).read())


if __name__ == "__main__":
    main()
