#!/usr/bin/env python3
"""Random loop-nest C programs for differential runs of auto mode (scripts/nest-fuzz.sh).

Each program is a WASI command: `main` reads its sizes and an aliasing offset from argv, fills
a few arrays from an LCG, calls one `noinline` function that holds 1-3 loop nests over them,
and prints a checksum of every array. The nests mix what the dependence analysis must get
right: affine subscripts with several coefficients, rows of a runtime stride, triangular and
offset bounds, reversed walks, read-modify-writes, guarded stores, scalars carried across
iterations, sums stored after an inner loop, gathers through an index array, early exits,
a sequential time loop around, and arrays passed twice at an offset the launch only learns at
run time; since the third version also scalars folded over the whole function and returned
(sums, maxima, xors, counts, early returns), `switch`es, bounds read from the data, walks over
pointers, `unsigned` and `long long` counters, byte arrays, row strides fixed at compile time,
tables of row pointers that may repeat a row, and a third argument set with n of 64-130;
since the fourth, `main` calls the function 1-3 times; since the fifth, arrays of structs,
scratch arrays on the stack of a row, libm calls and divisions (some of which trap), and a
second function with a nest of its own; since the sixth, sizes compiled in (`n` and `m`
constants in `main`, which clang carries into the function, as PolyBench's are). Nothing here is a proof: the program's output in plain wasmtime is the reference, and
`nest-fuzz.sh` compares every nest launched (`--simulate --no-cost-model`) with it.

    scripts/nestgen.py SEED > prog.c     (the `// ARGS:` lines say how to run it)
"""
import random
import sys

TYPES = ["int", "int", "unsigned", "float", "double", "short", "long long", "unsigned char", "signed char"]
# counters: mostly `int`; `unsigned` wraps, `long long` makes the induction 64-bit
COUNTERS = ["int", "int", "int", "int", "unsigned", "long long"]

# A row stride fixed at compile time (as `#define N` code writes it): above the n of the two
# small ARGS lines, below that of the large one (where its rows overlap).
FIXED_ROW = 37
# The large ARGS line's n: more threads than one block, grids of several blocks.
LARGE_N = [64, 100, 130]
# Elements of each array: 4 * (max(n, FIXED_ROW) + 2)^2 + 64, and 64 more past it.
STATIC_ELEMENTS = 4 * (max(LARGE_N) + 2) ** 2 + 128


class Gen:
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.seed = seed
        self.ty = self.r.choice(TYPES)
        self.narr = self.r.randint(2, 4)
        self.arrays = [chr(ord("a") + i) for i in range(self.narr)]
        self.has_idx = self.r.random() < 0.3
        # global arrays (constant addresses) instead of malloc'ed ones
        self.static = self.r.random() < 0.25
        # a small function the expressions call, inlined or not
        self.helper = self.r.random() < 0.2
        self.helper_outlined = self.r.random() < 0.5
        # a scalar the whole function folds (a sum, a maximum, an xor, a count) and returns
        self.total = self.r.random() < 0.4
        self.ctr = self.r.choice(COUNTERS)
        # rows some subscripts step by: `W`, a constant, instead of the argument `n`
        self.fixed = self.r.random() < 0.2
        # a table of row pointers into the first array (`rows[i][j]`), rows possibly repeated
        self.rows = self.r.random() < 0.2
        self.row_of = self.r.choice(["r", "(r * 3) % (n + 1)", "r / 2", "n + 1 - r", "1"])
        self.lines = []
        # Version 5 draws from a generator of its own, so a seed whose program has none of its
        # shapes is the program of version 4.
        self.v = random.Random(seed * 1000003 + 5)
        # an array of structs (`ps[i].x`, an `int` field between two of the element type)
        self.structs = self.v.random() < 0.3
        # a scratch array on the stack in a row loop (`T tmp[64]`), filled and then read
        self.local = self.v.random() < 0.25
        # libm calls (floats) or divisions by a nonzero value (integers)
        self.math = self.v.random() < 0.35
        # an integer division by a loaded value, which traps where it is zero
        self.traps = self.v.random() < 0.06 and not self.flt()
        # a second function with a nest of its own, called after the first
        self.second = self.v.random() < 0.3
        # scratch arrays in scope (`tmp` inside the row loop that declares it)
        self.scratch = []
        # Version 6, from a generator of its own too: the sizes compiled in. `main` sets `n`
        # and `m` from constants (the ARGS lines' sizes are not read) and passes them at every
        # call, so clang carries them into the function: its trip counts are constants, as in
        # PolyBench, where the pair tests count the loops' iterations themselves.
        self.w = random.Random(seed * 1000003 + 6)
        self.compiled = self.w.random() < 0.4
        self.nc = self.w.choice([5, 8, 13, 17, 24, 31, 64, 100, 130])
        self.mc = self.w.choice([2, 3, 5, 17, 40])

    def flt(self):
        return self.ty in ("float", "double")

    def acc(self):
        """The type of the folded scalar and of the checksums' casts."""
        return "double" if self.flt() else "long long"

    def const(self, lo=-3, hi=7):
        v = self.r.randint(lo, hi)
        if self.flt():
            return f"({v}.{self.r.choice(['0', '5', '25'])})"
        return f"({v})" if v < 0 else str(v)

    def subscript(self, vars_, r=None):
        """An index into an array of 4*n*n + 64 elements: in range for counters in [0, n]."""
        r = r or self.r
        if not vars_:
            return str(r.randint(0, 8))
        form = r.random()
        if form < 0.15 and self.has_idx:
            v = r.choice(vars_)
            return f"(idx[{v}] % (n + 1))"
        if form < 0.25:
            v = r.choice(vars_)
            return f"(n - {v})"
        if form < 0.32:
            v = r.choice(vars_)
            return f"({v} % {r.choice(['m', '3', '7'])})"
        if form < 0.4:
            # a neighbour clamped at the edges, as a stencil or a filter reads it
            v = r.choice(vars_)
            row = f"{r.choice(vars_)} * n + " if len(vars_) >= 2 and r.random() < 0.5 else ""
            edge = r.choice([f"({v} > 0 ? {v} - 1 : 0)", f"({v} < n - 1 ? {v} + 1 : n - 1)"])
            return f"{row}{edge}"
        terms = []
        if len(vars_) >= 2 and r.random() < 0.6:
            row, col = r.sample(vars_, 2)
            stride = r.choice(["n", "n", "m", "(n + 1)"] + (["W", "W"] if self.fixed else []))
            terms.append(f"{row} * {stride}")
            terms.append(f"{r.choice(['', '', '2 * '])}{col}")
        else:
            v = r.choice(vars_)
            terms.append(f"{r.choice(['', '', '2 * ', '3 * '])}{v}")
            if len(vars_) >= 2 and r.random() < 0.3:
                terms.append(r.choice(vars_))
        off = r.choice([0, 0, 0, 1, 2, 8])
        if off:
            terms.append(str(off))
        return " + ".join(terms)

    def element(self, vars_):
        """An element to load or store: an array at a subscript, or a row through the table."""
        r = self.r
        if self.rows and vars_ and r.random() < 0.25:
            v, w = r.choice(vars_), r.choice(vars_)
            e = f"rows[{v}][{w}{r.choice(['', '', ' + 1'])}]"
        else:
            e = f"{r.choice(self.arrays)}[{self.subscript(vars_)}]"
        return self.v5_element(vars_, e)

    def v5_element(self, vars_, e):
        """Version 5: a field of the struct array or a cell of the row's scratch array
        instead of `e`, sometimes."""
        v = self.v
        if self.scratch and vars_ and v.random() < 0.35:
            w = v.choice(vars_)
            return f"tmp[({w}{v.choice(['', ' + 1', ' * 3'])}) % m]"
        if self.structs and v.random() < 0.3:
            return f"ps[{self.subscript(vars_, v)}].{v.choice(['x', 'y', 'y', 'tag'])}"
        return e

    def load(self, vars_):
        return self.element(vars_)

    def expr(self, vars_, depth=0):
        r = self.r
        choice = r.random()
        if depth > 1 or choice < 0.3:
            leaf = r.random()
            if leaf < 0.55:
                return self.load(vars_)
            if leaf < 0.8 and vars_:
                v = r.choice(vars_)
                return f"({self.ty}){v}"
            return self.const()
        a, b = self.expr(vars_, depth + 1), self.expr(vars_, depth + 1)
        if self.helper and r.random() < 0.2:
            return f"mix({a}, {b})"
        v5 = self.v5_expr(a, b)
        if v5:
            return v5
        if self.flt():
            op = r.choice(["+", "-", "*", "+", "min", "max"])
        else:
            op = r.choice(["+", "-", "*", "^", "+", "min", ">>", "&"])
        if op == "min":
            return f"({a} < {b} ? {a} : {b})"
        if op == "max":
            return f"({a} > {b} ? {a} : {b})"
        if op == ">>":
            return f"({a} >> {r.randint(1, 3)})"
        return f"({a} {op} {b})"

    def v5_expr(self, a, b):
        """Version 5: a libm call of a float, a division of an integer by a nonzero value,
        or one that traps where the value is zero."""
        v = self.v
        if self.math and v.random() < 0.25:
            if self.flt():
                f = "f" if self.ty == "float" else ""
                return v.choice([f"sqrt{f}(fabs{f}({a}))", f"exp{f}(-fabs{f}({a}) * 0.125{f})",
                                 f"sin{f}({a})", f"floor{f}({a} * 0.5{f})", f"fmod{f}({a}, 3.5{f})"])
            op = v.choice(["/", "%"])
            return f"(({a}) {op} (({b}) & 7 ? ({b}) & 7 : 3))"
        if self.traps and v.random() < 0.08:
            return f"(({a}) / ({b}))"
        return None

    def cond(self, vars_):
        r = self.r
        if vars_ and r.random() < 0.4:
            v = r.choice(vars_)
            return f"({v} {r.choice(['<', '>', '!=', '=='])} {r.choice(['n / 2', 'm', '3'])})"
        return f"({self.load(vars_)} {r.choice(['<', '>', '!='])} {self.const(0, 4)})"

    def total_stmt(self, vars_, ind):
        """A fold into the function's scalar: a sum, a maximum, an xor or a count."""
        r = self.r
        acc = self.acc()
        e = f"({acc})({self.expr(vars_)})"
        kind = r.random()
        if kind < 0.4:
            return [f"{ind}total += {e};"]
        if kind < 0.6:
            return [f"{ind}{{ {acc} x = {e}; if (x > total) total = x; }}"]
        if kind < 0.8 and not self.flt():
            return [f"{ind}total ^= {e};"]
        if kind < 0.9:
            # an early return from inside the nest, with what was folded so far
            return [f"{ind}if {self.cond(vars_)} return total;"]
        return [f"{ind}if {self.cond(vars_)} total++;"]

    def switch_stmt(self, vars_, ind):
        """A switch on a counter or on a loaded value (a br_table, or selects)."""
        r = self.r
        on = f"{r.choice(vars_)} % 3" if r.random() < 0.5 else f"(int)({self.load(vars_)}) & 3"
        out = [f"{ind}switch ({on}) {{"]
        for case in ("case 0:", "case 1:", "default:"):
            t = f"{r.choice(self.arrays)}[{self.subscript(vars_)}]"
            out.append(f"{ind}  {case} {t} {r.choice(['=', '+='])} {self.expr(vars_)}; break;")
        out.append(f"{ind}}}")
        return out

    def stmt(self, vars_, ind):
        r = self.r
        if self.total and r.random() < 0.15:
            return self.total_stmt(vars_, ind)
        if vars_ and r.random() < 0.05:
            return self.switch_stmt(vars_, ind)
        kind = r.random()
        target = self.element(vars_)
        e = self.expr(vars_)
        if kind < 0.45:
            return [f"{ind}{target} = {e};"]
        if kind < 0.7:
            return [f"{ind}{target} += {e};"]
        if kind < 0.85:
            return [f"{ind}if {self.cond(vars_)}", f"{ind}  {target} = {e};"]
        if kind < 0.9:
            return [f"{ind}if {self.cond(vars_)} break;"]
        if kind < 0.95 and not self.flt():
            # a count at a cell the data chooses (a histogram), bounded by a mask
            cell = f"(({self.load(vars_)}) & {self.r.choice(['7', '15', '3'])}) + {self.r.choice(['0', '1', 'n'])}"
            return [f"{ind}{self.r.choice(self.arrays)}[{cell}] += {self.r.choice(['1', e])};"]
        return [f"{ind}carry = carry * 3 + {e};", f"{ind}{target} = carry;"]

    def host_code(self):
        """A step's host code between nests: a copy or a fill of part of an array, a loop of
        a few iterations that loads and stores, or one element set from the step."""
        r = self.r
        x, y = r.sample(self.arrays, 2)
        kind = r.random()
        if kind < 0.3:
            return [f"    memcpy({x} + {r.choice(['0', '1', 'n'])}, {y} + {r.choice(['2', 'n + 1', '0'])}, sizeof({self.ty}) * n);"]
        if kind < 0.5:
            return [f"    memset({x} + {r.choice(['0', '3', 'n'])}, 0, sizeof({self.ty}) * (n / 2 + 1));"]
        if kind < 0.8:
            return [
                f"    for (int q = 0; q < {r.choice([4, 8, 16])}; q++)",
                f"      {x}[q + {r.choice(['0', '1', 'n'])}] += {y}[q + {r.choice(['2', 'n'])}];",
            ]
        return [f"    {x}[t % 3] = ({self.ty})(t + 1);"]

    def loop(self, vars_, depth, ind, out):
        r = self.r
        v = "ijk"[len(vars_)]
        lo = "0"
        hi = r.choice(["n", "n", "n", "m", "n - 1"])
        if vars_ and r.random() < 0.35:
            outer = vars_[-1]
            if r.random() < 0.5:
                hi = r.choice([outer, f"{outer} + 1"])
            else:
                lo = r.choice([outer, f"{outer} + 1"])
        if vars_ and r.random() < 0.08:
            # a bound the data chooses, at most n
            outer = vars_[-1]
            if self.has_idx:
                hi = f"(idx[{outer}] % (n + 1))"
            elif not self.flt():
                hi = f"(int)({r.choice(self.arrays)}[{outer}] & 7)"
        if depth == 1 and r.random() < 0.07:
            self.pointer_walk(vars_, ind, out)
            return
        step = "++" if r.random() < 0.85 else " += 2"
        # a reversed walk ends below 0: never with an unsigned counter
        reverse = r.random() < 0.12 and lo == "0" and step == "++" and self.ctr != "unsigned"
        # a do-while (the body runs once even where the bound is not above the start)
        do_while = not reverse and step == "++" and r.random() < 0.1
        # an inner search: a second exit that the data chooses (`while (j < hi && x != c)`)
        search = vars_ and not reverse and not do_while and step == "++" and r.random() < 0.12
        c = self.ctr
        # version 5: the loop entered only where the row's counter passes a test of something
        # else than its bounds (`if (i < m) { j = i; do ... while (j < n); }`)
        guarded = vars_ and self.v.random() < 0.12
        if guarded:
            out.append(f"{ind}if ({vars_[-1]} < {self.v.choice(['m', 'n / 2', '3', 'n - 2'])}) {{")
        if reverse:
            out.append(f"{ind}for ({c} {v} = {hi} - 1; {v} >= 0; {v}--) {{")
        elif do_while:
            out.append(f"{ind}{{ {c} {v} = {lo}; do {{")
        elif search:
            stop = f"{self.load(vars_ + [v])} != {self.const(0, 3)}"
            out.append(f"{ind}for ({c} {v} = {lo}; {v} < {hi} && {stop}; {v}++) {{")
        else:
            out.append(f"{ind}for ({c} {v} = {lo}; {v} < {hi}; {v}{step}) {{")
        inner = vars_ + [v]
        scratch = depth > 1 and self.local and not self.scratch and self.v.random() < 0.5
        if scratch:
            self.scratch_fill(inner, ind + "  ", out)
        # float sums too: each is added in order, which a launch must keep
        sum_here = depth > 1 and r.random() < 0.3
        if sum_here:
            out.append(f"{ind}  {self.ty} s = 0;")
        if depth > 1:
            self.loop(inner, depth - 1, ind + "  ", out)
        for _ in range(r.randint(1, 2) if depth == 1 else r.randint(0, 1)):
            out.extend(self.stmt(inner, ind + "  "))
        if sum_here:
            # a sum over the next inner loop is read here: fold it into one store
            out.append(f"{ind}  {r.choice(self.arrays)}[{self.subscript(inner)}] = s;")
        if scratch:
            self.scratch.pop()
        if do_while:
            out.append(f"{ind}  {v}++;")
            out.append(f"{ind}}} while ({v} < {hi}); }}")
        else:
            out.append(f"{ind}}}")
        if guarded:
            out.append(f"{ind}}}")

    def scratch_fill(self, vars_, ind, out):
        """Version 5: `T tmp[64]` on the stack of a row's body, its first m cells computed from
        the row; the rest of the body reads (and may write) it."""
        saved, self.r = self.r, self.v
        out.append(f"{ind}{self.ty} tmp[64];")
        out.append(f"{ind}for (int l = 0; l < m; l++)")
        out.append(f"{ind}  tmp[l] = {self.expr(vars_ + ['l'])};")
        self.r = saved
        self.scratch.append("tmp")

    def pointer_walk(self, vars_, ind, out):
        """An innermost loop over pointers (`for (p = x + row; p < end; p++, q++)`): clang
        keeps the pointers as the inductions, not a counter."""
        r = self.r
        x, y = r.choice(self.arrays), r.choice(self.arrays)
        row = f"{vars_[-1]} * n" if vars_ else "0"
        off = r.choice(["0", "1", "n"])
        op = r.choice(["=", "+="])
        out.append(f"{ind}{{ {self.ty} *p = {x} + {row}, *q = {y} + {row} + {off};")
        out.append(f"{ind}  for ({self.ty} *end = p + {r.choice(['n', 'm'])}; p < end; p++, q++)")
        out.append(f"{ind}    *p {op} *q * {self.const(1, 3)} + {self.const()}; }}")

    def program(self):
        r = self.r
        ty = self.ty
        params = ", ".join(f"{ty} *{x}" for x in self.arrays)
        idx = (", const int *idx" if self.has_idx else "") + (f", {ty} **rows" if self.rows else "")
        idx += ", struct S *ps" if self.structs else ""
        body = []
        nests = r.randint(1, 3)
        time_loop = r.random() < 0.35
        ind = "  "
        swap = time_loop and r.random() < 0.5
        if time_loop:
            body.append("  for (int t = 0; t < steps; t++) {")
            ind = "    "
        if swap:
            # the two first arrays trade places at every step (a stencil's two buffers)
            body.append(f"    {self.ty} *swap = a; a = b; b = swap;")
        for _ in range(nests):
            self.loop([], r.randint(1, 3), ind, body)
            if time_loop and r.random() < 0.4:
                # host code between a step's nests: what a resident region must keep current
                body.extend(self.host_code())
        if time_loop:
            body.append("  }")
        # Sums read `s` only if an inner statement adds to it: make one do so.
        text = "\n".join(body)
        text = add_sum_updates(text, self)
        second = self.second_function(params, idx)
        acc = self.acc()
        ret = acc if self.total else "void"
        sizes = [r.choice([5, 8, 13, 17, 24, 31]) for _ in range(2)]
        alias = r.choice([0, 0, 1, 3, 40])
        argsets = [
            f"// ARGS: {sizes[0]} {max(2, sizes[1] // 2)} 3 {alias}",
            f"// ARGS: {sizes[1]} {max(2, sizes[0] // 3)} 2 {r.choice([0, 2, 7])}",
            f"// ARGS: {r.choice(LARGE_N)} {r.choice([3, 17, 40])} 2 {r.choice([0, 1, 5])}",
        ]
        # The function is called 1-3 times, with n one less at each call: later calls launch
        # without the first-call check (drawn last, so that the rest of a seed's program is
        # that of the version before).
        calls = r.choice([1, 1, 2, 3])
        args = (("n" if self.compiled else "n - call") + ", m, steps" + (", idx" if self.has_idx else "") + (", rows" if self.rows else "")
                + (", ps" if self.structs else "")
                + ", " + ", ".join(["mem[0]", "second"] + [f"mem[{x}]" for x in range(2, self.narr)]))
        out = [
            f"// nestgen seed {self.seed}: {ty}, {self.narr} arrays"
            + (f", sizes compiled in (n {self.nc}, m {self.mc})" if self.compiled else ""),
            *argsets,
            "#include <stdio.h>",
            "#include <stdlib.h>",
            "#include <string.h>",
            *(["#include <math.h>"] if self.math else []),
            *([f"struct S {{ {ty} x; int tag; {ty} y; }};"] if self.structs else []),
            "static unsigned lcg = 12345u;",
            f"#define W {FIXED_ROW}",
            *([f"static {ty} statics[{self.narr}][{STATIC_ELEMENTS}];"] if self.static else []),
            *([f"static {ty} __attribute__(({'noinline' if self.helper_outlined else 'always_inline'})) mix({ty} x, {ty} y) {{ return x * 3 - y; }}"] if self.helper else []),
            "static int next(void) { lcg = lcg * 1103515245u + 12345u; return (int)((lcg >> 16) % 19) - 6; }",
            f"static {ret} __attribute__((noinline)) kernel(int n, int m, int steps{idx}, {params}) {{",
            f"  {ty} carry = 1;",
            *([f"  {acc} total = 0;"] if self.total else []),
            text,
            "  (void)carry; (void)steps; (void)m;",
            *(["  return total;"] if self.total else []),
            "}",
            *second,
            "int main(int argc, char **argv) {",
            ("  int n = atoi(argv[1]), m = atoi(argv[2]), steps = atoi(argv[3]), alias = atoi(argv[4]);"
             if not self.compiled else
             f"  int n = {self.nc}, m = {self.mc}, steps = atoi(argv[3]), alias = atoi(argv[4]); (void)argv[2];"),
            "  long size = 4L * ((n > W ? n : W) + 2) * ((n > W ? n : W) + 2) + 64;",
            f"  {ty} *mem[{self.narr}];",
            f"  for (int x = 0; x < {self.narr}; x++) {{",
            (f"    mem[x] = statics[x];" if self.static else f"    mem[x] = malloc(sizeof({ty}) * (size + 64));"),
            "    for (long e = 0; e < size + 64; e++) mem[x][e] = next();",
            "  }",
            "  int *idx = malloc(sizeof(int) * (n + 2));",
            "  for (int e = 0; e < n + 2; e++) idx[e] = (next() + 6) * 7 % (n + 1);",
            # with `alias` > 0 the second array is the first one shifted: the same bytes
            f"  {ty} *second = alias ? mem[0] + alias : mem[1];",
            *([f"  {ty} **rows = malloc(sizeof({ty} *) * (n + 2));",
               f"  for (int r = 0; r < n + 2; r++) rows[r] = mem[0] + ({self.row_of}) * (n + 1);"] if self.rows else []),
            *(["  struct S *ps = malloc(sizeof(struct S) * size);",
               "  for (long e = 0; e < size; e++) { ps[e].x = next(); ps[e].tag = next(); ps[e].y = next(); }"]
              if self.structs else []),
            *([f"  {acc} total = 0;"] if self.total else []),
            f"  for (int call = 0; call < {calls}; call++)",
            f"    {'total += ' if self.total else ''}kernel({args});",
            *([f"  after({args.replace('n - call', 'n')});"] if self.second else []),
            *([f'  printf("total: {"%.17g" if self.flt() else "%lld"}\\n", total);'] if self.total else []),
            f"  for (int x = 0; x < {self.narr}; x++) {{",
            "    double w = 0; long long h = 0;",
            "    for (long e = 0; e < size + 64; e++) {",
            f"      w += ({acc})mem[x][e] * (double)((e % 7) + 1);",
            "      h = h * 31 + (long long)mem[x][e];",
            "    }",
            f'    printf("array %d: %.9g %lld\\n", x, w, h);',
            "  }",
            *(["  { double w = 0; long long h = 0;",
               "    for (long e = 0; e < size; e++) {",
               "      w += (double)ps[e].x * (double)((e % 5) + 1) + (double)ps[e].y;",
               "      h = h * 31 + ps[e].tag;",
               "    }",
               '    printf("structs: %.9g %lld\\n", w, h); }'] if self.structs else []),
            "  return 0;",
            "}",
        ]
        return "\n".join(out) + "\n"


    def second_function(self, params, idx):
        """Version 5: `after`, a second function with one nest of its own (drawn from the
        version's generator), called once after the calls of `kernel`."""
        if not self.second:
            return []
        saved, self.r = self.r, self.v
        total, self.total = self.total, False
        body = []
        self.loop([], self.v.randint(1, 3), "  ", body)
        text = add_sum_updates("\n".join(body), self)
        self.r, self.total = saved, total
        return [f"static void __attribute__((noinline)) after(int n, int m, int steps{idx}, {params}) {{",
                f"  {self.ty} carry = 2;",
                text,
                "  (void)carry; (void)steps; (void)m;",
                "}"]


def add_sum_updates(text, gen):
    """Each `T s = 0;` gets one `s += ...;` in the loop right inside it, so the store of `s`
    after that loop stores a sum over it."""
    lines = text.split("\n")
    out = []
    pending = None
    for line in lines:
        out.append(line)
        stripped = line.strip()
        # the block that declared `s` ended without a `for` loop in it (a do-while)
        if pending is not None and len(line) - len(line.lstrip()) < pending:
            pending = None
        if stripped.endswith(" s = 0;"):
            pending = len(line) - len(line.lstrip())
            continue
        if pending is not None and stripped.startswith("for (") and len(line) - len(line.lstrip()) == pending:
            # `for (TYPE v = ...`: the counter is the word before ` = `
            var = stripped.split(" = ")[0].split()[-1]
            vars_ = [v for v in "ijk" if v <= var]
            out.append(" " * (pending + 2) + f"s += {gen.load(vars_)};")
            pending = None
    return "\n".join(out)


if __name__ == "__main__":
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    sys.stdout.write(Gen(seed).program())
