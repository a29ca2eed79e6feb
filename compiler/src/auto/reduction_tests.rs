//! Random reduction loops (`acc = acc OP f(a[i])`, integer sums, products, bitwise operations,
//! differences, minima and maximum written as `select`s, values set to a constant where a
//! condition holds, optionally beside a store, exiting
//! at the header or at the latch) run in auto mode with simulated kernels and no first-call
//! check: the result and the memory equal wasmi's, and every loop that is a reduction
//! launches. `x - acc` is not a reduction (it alternates signs) and must stay in order.

use super::offload::{InterpExecutor, OffloadOptions};
use super::run::{run_request, CheckVerdict, RunRequest};
use proptest::prelude::*;

/// The combining expression of `acc` and `x` (WAT), for operation `op` on type `t`, and
/// whether it is a reduction.
fn combine(op: u8, t: &str) -> (String, bool) {
    let (acc, x) = ("(local.get $acc)", "(local.get $x)");
    match op {
        0 => (format!("({t}.add {acc} {x})"), true),
        1 => (format!("({t}.add {x} {acc})"), true),
        2 => (
            format!("({t}.mul {acc} (i{b}.or {x} (i{b}.const 1)))", b = &t[1..]),
            true,
        ),
        3 => (format!("({t}.and {x} {acc})"), true),
        4 => (format!("({t}.or {acc} {x})"), true),
        5 => (format!("({t}.xor {x} {acc})"), true),
        6 => (format!("({t}.sub {acc} {x})"), true),
        7 => (format!("({t}.sub {x} {acc})"), false),
        // Minima and maxima as a comparison and a `select` (`select a b c` is `c ? a : b`).
        8 => (format!("(select {x} {acc} ({t}.gt_s {x} {acc}))"), true),
        9 => (format!("(select {acc} {x} ({t}.gt_u {x} {acc}))"), true),
        10 => (format!("(select {x} {acc} ({t}.gt_s {acc} {x}))"), true),
        11 => (format!("(select {acc} {x} ({t}.le_u {acc} {x}))"), true),
        // Set to a constant where a condition holds (`changed = 1`), as a `select` either
        // way round and as an `if` whose arms merge.
        12 => (
            format!("(select ({t}.const 7) {acc} ({t}.gt_s {x} ({t}.const 900)))"),
            true,
        ),
        13 => (
            format!("(select {acc} ({t}.const -1) ({t}.lt_u {x} ({t}.const 1500)))"),
            true,
        ),
        14 => (
            format!(
                "(if (result {t}) ({t}.eq ({t}.and {x} ({t}.const 63)) ({t}.const 5)) (then ({t}.const 0)) (else {acc}))"
            ),
            true,
        ),
        // The last `x` where a condition holds is no constant; a constant set after a sum
        // mixes two operations.
        15 => (
            format!("(select {x} {acc} ({t}.gt_s {x} ({t}.const 900)))"),
            false,
        ),
        _ => (
            format!(
                "(select ({t}.const 7) ({t}.add {acc} {x}) ({t}.gt_s {x} ({t}.const 900)))"
            ),
            false,
        ),
    }
}

fn wat(op: u8, wide: bool, store: bool, latch_exit: bool) -> (String, bool) {
    let t = if wide { "i64" } else { "i32" };
    let (next, reduction) = combine(op, t);
    let load = if wide {
        "(i64.extend_i32_s (i32.load (i32.add (local.get $a) (i32.shl (local.get $i) (i32.const 2)))))"
    } else {
        "(i32.load (i32.add (local.get $a) (i32.shl (local.get $i) (i32.const 2))))"
    };
    let widen_i = if wide {
        "(i64.extend_i32_u (local.get $i))"
    } else {
        "(local.get $i)"
    };
    let store_x = if store {
        format!(
            "({t}.store (i32.add (local.get $b) (i32.shl (local.get $i) (i32.const 3))) (local.get $x))"
        )
    } else {
        String::new()
    };
    let body = format!(
        "(local.set $x ({t}.add {load} ({t}.mul {widen_i} ({t}.const 7))))
         {store_x}
         (local.set $acc {next})
         (local.set $i (i32.add (local.get $i) (i32.const 1)))"
    );
    let looped = counted_loop("i", "(local.get $n)", &body, latch_exit);
    let text = format!(
        r#"(module (memory (export "memory") 1)
  (func (export "f") (param $n i32) (param $a i32) (param $b i32) (result {t})
    (local $i i32) (local $acc {t}) (local $x {t})
    (local.set $acc ({t}.const 12345))
    {looped}
    ({t}.add (local.get $acc) ({t}.const 1))))"#
    );
    (text, reduction)
}

/// A loop over `$counter` below `bound` (WAT) running `body`, which must advance the counter:
/// tested at its end behind a guard (`latch_exit`, clang's rotated shape) or at its head.
fn counted_loop(counter: &str, bound: &str, body: &str, latch_exit: bool) -> String {
    let c = format!("(local.get ${counter})");
    if latch_exit {
        format!(
            "(if (i32.gt_s {bound} (i32.const 0))
               (then (loop $l{counter} {body} (br_if $l{counter} (i32.lt_s {c} {bound})))))"
        )
    } else {
        format!(
            "(block $d{counter} (loop $l{counter}
               (br_if $d{counter} (i32.ge_s {c} {bound}))
               {body} (br $l{counter})))"
        )
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]
    #[test]
    fn random_reduction_loops_equal_wasmi(
        op in 0u8..17,
        wide in any::<bool>(),
        store in any::<bool>(),
        latch_exit in any::<bool>(),
        n in 0u32..700,
        seed in 1u64..1000,
    ) {
        let (text, reduction) = wat(op, wide, store, latch_exit);
        let wasm = wat::parse_str(&text).expect("WAT");
        let req = unchecked_request(vec![n.to_string(), "4096".into(), "16384".into()], 1, seed);
        let mut exec = InterpExecutor::default();
        let report = run_request(&wasm, &req, &mut exec).expect("runs");
        prop_assert_eq!(report.check.clone(), Some(CheckVerdict::Agrees), "{}\n{}", text, report.render());
        prop_assert_eq!(exec.out_of_bounds, 0);
        let launched = exec.counters.success_total() > 0;
        if reduction && n > 0 {
            prop_assert!(launched, "a reduction did not launch:\n{}\n{}", text, report.render());
        }
        if !reduction {
            prop_assert!(!launched, "`x - acc` launched:\n{}\n{}", text, report.render());
        }
    }
}

/// Each form of a value set to a constant (12-14) launches at 300 iterations, on seeded and
/// on zeroed memory (`x = 7i`: form 13's condition never holds, so the value on entry
/// stays); the forms that are not reductions (15, 16) do not; every result equals wasmi's.
#[test]
fn values_set_to_a_constant_are_reductions() {
    for op in 12u8..17 {
        for wide in [false, true] {
            for seed in [0u64, 7] {
                let (text, reduction) = wat(op, wide, true, op % 2 == 0);
                let wasm = wat::parse_str(&text).expect("WAT");
                let mut req =
                    unchecked_request(vec!["300".into(), "4096".into(), "16384".into()], 1, seed);
                if seed == 0 {
                    req.random_memory = None;
                }
                let mut exec = InterpExecutor::default();
                let report = run_request(&wasm, &req, &mut exec).expect("runs");
                assert_eq!(
                    report.check,
                    Some(CheckVerdict::Agrees),
                    "{text}\n{}",
                    report.render()
                );
                let launched = exec.counters.success_total() > 0;
                assert_eq!(launched, reduction, "op {op}:\n{text}\n{}", report.render());
            }
        }
    }
}

/// An index taken with a minimum or maximum (`if (x < best) { best = x; bi = k; }`, both
/// as `select`s on one condition), form `form` on element type `float` or integer: its WAT
/// function `f(n, a)` returning `bi` in the high half and the value's bits in the low, and
/// whether it is a reduction (the strict comparisons are; `<=` keeps the last of equal
/// values and a part at the identity would take over, so it stays in order). The elements
/// (`a[i] & 7`, negated where bit 16 is set, a NaN where bits 8-15 are `0x13` for floats)
/// repeat, so the minimum is reached many times and the first index must win.
fn arg_wat(
    form: u8,
    float: bool,
    index_scaled: bool,
    latch_exit: bool,
    branched: bool,
) -> (String, bool) {
    let (t, cmp, strict) = match (float, form % 4) {
        (true, 0) => ("f32", "(f32.lt (local.get $x) (local.get $best))", true),
        (true, 1) => ("f32", "(f32.lt (local.get $best) (local.get $x))", true),
        (true, 2) => ("f32", "(f32.gt (local.get $best) (local.get $x))", true),
        (true, _) => ("f32", "(f32.le (local.get $x) (local.get $best))", false),
        (false, 0) => ("i32", "(i32.lt_s (local.get $x) (local.get $best))", true),
        (false, 1) => ("i32", "(i32.gt_s (local.get $x) (local.get $best))", true),
        (false, 2) => ("i32", "(i32.lt_u (local.get $best) (local.get $x))", true),
        (false, _) => ("i32", "(i32.ge_s (local.get $x) (local.get $best))", false),
    };
    let start = match (float, form % 4) {
        (true, 0) | (true, 2) | (true, 3) => "(f32.const inf)",
        (true, _) => "(f32.const -inf)",
        (false, 0) => "(i32.const 2147483647)",
        (false, 2) => "(i32.const 0)",
        (false, _) => "(i32.const -2147483648)",
    };
    let v = "(i32.load (i32.add (local.get $a) (i32.shl (local.get $i) (i32.const 2))))";
    let element = if float {
        format!(
            "(local.set $v {v})
             (local.set $x (f32.convert_i32_s (i32.and (local.get $v) (i32.const 7))))
             (local.set $x (select (f32.neg (local.get $x)) (local.get $x)
               (i32.and (local.get $v) (i32.const 0x10000))))
             (local.set $x (select (f32.const nan) (local.get $x)
               (i32.eq (i32.and (local.get $v) (i32.const 0xff00)) (i32.const 0x1300))))"
        )
    } else {
        format!(
            "(local.set $v {v})
             (local.set $x (i32.sub (i32.and (local.get $v) (i32.const 7)) (i32.const 3)))"
        )
    };
    let k = if index_scaled {
        "(i32.add (i32.mul (local.get $i) (i32.const 3)) (i32.const 1))"
    } else {
        "(local.get $i)"
    };
    // Branched: `if (x < best) { best = x; bi = id[i]; }`, the index loaded only where
    // taken (the meeting block's parameters, made `select`s by `if_convert.rs`).
    let body = if branched {
        let id = "(i32.load (i32.add (i32.add (local.get $a) (i32.const 20480))
          (i32.shl (local.get $i) (i32.const 2))))";
        let taken = if index_scaled { id } else { k };
        format!(
            "{element}
             (local.set $c {cmp})
             (if (local.get $c) (then
               (local.set $best (local.get $x))
               (local.set $bi {taken})))
             (local.set $i (i32.add (local.get $i) (i32.const 1)))"
        )
    } else {
        format!(
            "{element}
             (local.set $c {cmp})
             (local.set $best (select (local.get $x) (local.get $best) (local.get $c)))
             (local.set $bi (select {k} (local.get $bi) (local.get $c)))
             (local.set $i (i32.add (local.get $i) (i32.const 1)))"
        )
    };
    let looped = counted_loop("i", "(local.get $n)", &body, latch_exit);
    let bits = if float {
        "(i32.reinterpret_f32 (local.get $best))"
    } else {
        "(local.get $best)"
    };
    let text = format!(
        r#"(module (memory (export "memory") 1)
  (func (export "f") (param $n i32) (param $a i32) (result i64)
    (local $i i32) (local $best {t}) (local $bi i32) (local $x {t}) (local $v i32) (local $c i32)
    (local.set $best {start})
    (local.set $bi (i32.const -1))
    {looped}
    (i64.or (i64.shl (i64.extend_i32_u (local.get $bi)) (i64.const 32))
            (i64.extend_i32_u {bits}))))"#
    );
    (text, strict)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]
    #[test]
    fn indices_taken_with_minima_and_maxima_equal_wasmi(
        form in 0u8..4,
        float in any::<bool>(),
        index_scaled in any::<bool>(),
        latch_exit in any::<bool>(),
        branched in any::<bool>(),
        n in 0u32..5000,
        seed in 1u64..1000,
    ) {
        let (text, reduction) = arg_wat(form, float, index_scaled, latch_exit, branched);
        equals_wasmi_and_launches(&text, vec![n.to_string(), "4096".into()], seed, reduction && n > 0)?;
    }
}

/// Two indices taken with one maximum (a 2-D argmax's row and column, both `select`s on the
/// maximum's condition): each is a reduction beside it, and the launch equals wasmi. (Where
/// the other index's parameter came first, looking for the value recursed without end:
/// golden/auto/extra kernels_g's `argmax2d` at -O2.)
#[test]
fn two_indices_taken_with_one_maximum() {
    let text = r#"(module (memory (export "memory") 1)
  (func (export "f") (param $n i32) (param $a i32) (result i64)
    (local $i i32) (local $bi i32) (local $bj i32) (local $best f32) (local $x f32) (local $c i32)
    (local.set $best (f32.const -inf))
    (block $d (loop $l
      (br_if $d (i32.ge_s (local.get $i) (local.get $n)))
      (local.set $x (f32.convert_i32_s (i32.and (i32.load (i32.add (local.get $a)
        (i32.shl (local.get $i) (i32.const 2)))) (i32.const 15))))
      (local.set $c (f32.gt (local.get $x) (local.get $best)))
      (local.set $best (select (local.get $x) (local.get $best) (local.get $c)))
      (local.set $bi (select (local.get $i) (local.get $bi) (local.get $c)))
      (local.set $bj (select (i32.mul (local.get $i) (i32.const 3)) (local.get $bj) (local.get $c)))
      (local.set $i (i32.add (local.get $i) (i32.const 1)))
      (br $l)))
    (i64.add (i64.extend_i32_u (local.get $bi))
      (i64.shl (i64.extend_i32_u (local.get $bj)) (i64.const 32)))))"#;
    let wasm = wat::parse_str(text).expect("WAT");
    for n in [1u32, 300, 3000] {
        let req = unchecked_request(vec![n.to_string(), "4096".into()], 1, 11);
        let mut exec = InterpExecutor::default();
        let report = run_request(&wasm, &req, &mut exec).expect("runs");
        assert_eq!(
            report.check,
            Some(CheckVerdict::Agrees),
            "{}",
            report.render()
        );
        assert!(exec.counters.success_total() > 0, "{}", report.render());
    }
}

/// A float minimum or maximum written as a `select` (`select a b c` is `c ? a : b`), form
/// `form` on `acc` and `x`, and whether it is a reduction: only the forms that take `x` on
/// an ordered comparison of `x` with `acc` are ([`super::induction::ReductionOp::FMaxFirst`]).
fn float_select(form: u8, t: &str) -> (String, bool) {
    let (acc, x) = ("(local.get $acc)", "(local.get $x)");
    match form {
        0 => (format!("(select {x} {acc} ({t}.gt {x} {acc}))"), true),
        1 => (format!("(select {x} {acc} ({t}.ge {x} {acc}))"), true),
        2 => (format!("(select {x} {acc} ({t}.lt {x} {acc}))"), true),
        3 => (format!("(select {x} {acc} ({t}.le {x} {acc}))"), true),
        4 => (format!("(select {x} {acc} ({t}.lt {acc} {x}))"), true),
        5 => (format!("(select {x} {acc} ({t}.ge {acc} {x}))"), true),
        // Takes `x` unless `acc > x`: a NaN `x` too, and any value after it.
        6 => (format!("(select {acc} {x} ({t}.gt {acc} {x}))"), false),
        // Takes `x` unless `x <= acc`: the same with the comparison's operands exchanged.
        7 => (format!("(select {acc} {x} ({t}.le {x} {acc}))"), false),
        8 => (format!("(select {x} {acc} ({t}.ne {x} {acc}))"), false),
        // wasm's `max` may return another NaN in another order: only with
        // `--reassociate-floats`.
        _ => (format!("({t}.max {acc} {x})"), false),
    }
}

/// Eight values of type `t` that `k & 7` picks from (signed zeros, NaNs with payloads,
/// infinities and ties), one table of two.
fn float_table(t: &str, table: bool) -> [String; 8] {
    let nan = if t == "f64" {
        "nan:0x8000000000123"
    } else {
        "nan:0x400123"
    };
    let values: [&str; 8] = if table {
        ["0", "-0", nan, "-1", "0", "-0", "-inf", "-0"]
    } else {
        ["1", "2", "2", "-0", "0", nan, "inf", "-nan:0x1"]
    };
    values.map(|v| format!("({t}.const {v})"))
}

/// The value of [`float_table`] that `$k & 7` picks, as nested `select`s on its bits.
fn picked(t: &str, table: bool) -> String {
    let v = float_table(t, table);
    let bit = |b: u32| format!("(i32.and (local.get $k) (i32.const {b}))");
    let pick = |a: &str, b: &str, on: u32| format!("(select {b} {a} {})", bit(on));
    pick(
        &pick(&pick(&v[0], &v[1], 1), &pick(&v[2], &v[3], 1), 2),
        &pick(&pick(&v[4], &v[5], 1), &pick(&v[6], &v[7], 1), 2),
        4,
    )
}

/// A run of `f` with `args` on `pages` pages of random memory, checked against wasmi, with
/// the kernels simulated and no first-call check (the kernel's own result is compared).
/// Runs `f` of module `text` with `args` over one page of memory filled from `seed`: its
/// result and memory equal wasmi's, and it launched a kernel exactly where `launches`.
fn equals_wasmi_and_launches(
    text: &str,
    args: Vec<String>,
    seed: u64,
    launches: bool,
) -> Result<(), TestCaseError> {
    let wasm = wat::parse_str(text).expect("WAT");
    let req = unchecked_request(args, 1, seed);
    let mut exec = InterpExecutor::default();
    let report = run_request(&wasm, &req, &mut exec).expect("runs");
    prop_assert_eq!(
        report.check.clone(),
        Some(CheckVerdict::Agrees),
        "{}\n{}",
        text,
        report.render()
    );
    let launched = exec.counters.success_total() > 0;
    prop_assert_eq!(launched, launches, "{}\n{}", text, report.render());
    Ok(())
}

fn unchecked_request(args: Vec<String>, pages: u64, seed: u64) -> RunRequest {
    RunRequest {
        func: "f".into(),
        args,
        memory_pages: Some(pages),
        random_memory: Some(seed),
        check: true,
        offload: OffloadOptions {
            first_call_check: false,
            ..OffloadOptions::default()
        },
    }
}

fn float_wat(form: u8, f32: bool, table: bool, init: &str, latch_exit: bool) -> (String, bool) {
    let t = if f32 { "f32" } else { "f64" };
    let (next, reduction) = float_select(form, t);
    let x = picked(t, table);
    let body = format!(
        "(local.set $k (i32.load (i32.add (local.get $a) (i32.shl (local.get $i) (i32.const 2)))))
         (local.set $x {x})
         (local.set $acc {next})
         (local.set $i (i32.add (local.get $i) (i32.const 1)))"
    );
    let looped = counted_loop("i", "(local.get $n)", &body, latch_exit);
    // The result's bits, so that a signed zero or a NaN's payload is compared too.
    let bits = if f32 {
        "(i64.extend_i32_u (i32.reinterpret_f32 (local.get $acc)))"
    } else {
        "(i64.reinterpret_f64 (local.get $acc))"
    };
    let text = format!(
        r#"(module (memory (export "memory") 1)
  (func (export "f") (param $n i32) (param $a i32) (param $b i32) (result i64)
    (local $i i32) (local $k i32) (local $acc {t}) (local $x {t})
    (local.set $acc ({t}.const {init}))
    {looped}
    {bits}))"#
    );
    (text, reduction)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]
    /// Ordered float minima and maxima launch, and their total's bits (a signed zero, a NaN's
    /// payload) equal wasmi's: the parts combine in the loop's order, on the device past 256
    /// threads. The forms that are no reduction stay in order.
    #[test]
    fn ordered_float_minima_and_maxima_equal_wasmi(
        form in 0u8..10,
        f32 in any::<bool>(),
        table in any::<bool>(),
        init in prop::sample::select(vec!["-inf", "0", "-0", "nan:0x7", "1.5", "inf"]),
        latch_exit in any::<bool>(),
        n in 0u32..1500,
        seed in 1u64..1000,
    ) {
        let (text, reduction) = float_wat(form, f32, table, init, latch_exit);
        equals_wasmi_and_launches(&text, vec![n.to_string(), "4096".into(), "16384".into()], seed, reduction && n > 0)?;
    }
}

/// A reduction over a 2-D loop nest (`for i < n { for j < m { acc = acc OP f(a[i][j]) } }`),
/// form `op` of [`combine`] (integers, `wide`: `i64`) or, with `float`, of [`float_select`]
/// on the values of [`float_table`]; `store` also stores `x` to `b[i][j]`; `rotated`: the
/// inner loop tests at its end (clang's shape), else at its head; `tri`: the rows are a
/// trapezoid, `j < i + m`.
fn two_d_wat(
    op: u8,
    float: bool,
    wide: bool,
    store: bool,
    rotated: bool,
    tri: bool,
) -> (String, bool) {
    let t = match (float, wide) {
        (true, true) => "f64",
        (true, false) => "f32",
        (false, true) => "i64",
        (false, false) => "i32",
    };
    let (next, reduction) = if float {
        float_select(op, t)
    } else {
        combine(op, t)
    };
    let cell = "(i32.add (i32.mul (local.get $i) (local.get $m)) (local.get $j))";
    let k = format!("(i32.load (i32.add (local.get $a) (i32.shl {cell} (i32.const 2))))");
    let x = if float {
        picked(t, op.is_multiple_of(2))
    } else if wide {
        "(i64.extend_i32_s (local.get $k))".to_string()
    } else {
        "(local.get $k)".to_string()
    };
    let bytes = if wide { 3 } else { 2 };
    let store_x = if store {
        format!(
            "({t}.store (i32.add (local.get $b) (i32.shl {cell} (i32.const {bytes}))) (local.get $x))"
        )
    } else {
        String::new()
    };
    let body = format!(
        "(local.set $k {k}) (local.set $x {x}) {store_x} (local.set $acc {next})
         (local.set $j (i32.add (local.get $j) (i32.const 1)))"
    );
    let count = if tri {
        "(i32.add (local.get $i) (local.get $m))"
    } else {
        "(local.get $m)"
    };
    let inner = counted_loop("j", count, &body, rotated);
    let bits = match t {
        "f32" => "(i64.extend_i32_u (i32.reinterpret_f32 (local.get $acc)))",
        "f64" => "(i64.reinterpret_f64 (local.get $acc))",
        "i32" => "(i64.extend_i32_u (local.get $acc))",
        _ => "(local.get $acc)",
    };
    let init = if float { "-0" } else { "12345" };
    let text = format!(
        r#"(module (memory (export "memory") 1)
  (func (export "f") (param $n i32) (param $m i32) (param $a i32) (param $b i32) (result i64)
    (local $i i32) (local $j i32) (local $k i32) (local $acc {t}) (local $x {t})
    (local.set $acc ({t}.const {init}))
    (block $di (loop $li
      (br_if $di (i32.ge_s (local.get $i) (local.get $n)))
      (local.set $j (i32.const 0))
      {inner}
      (local.set $i (i32.add (local.get $i) (i32.const 1)))
      (br $li)))
    {bits}))"#
    );
    (text, reduction)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]
    /// Reductions through a child loop launch as one 2-D kernel (a thread per `(i, j)`, its
    /// part stored at `i * m + j`), equal to wasmi: integer operations in any order, ordered
    /// float minima and maxima in the loop's. The forms that are no reduction stay in order.
    #[test]
    fn two_dimensional_reductions_equal_wasmi(
        op in 0u8..10,
        float in any::<bool>(),
        wide in any::<bool>(),
        store in any::<bool>(),
        rotated in any::<bool>(),
        tri in any::<bool>(),
        n in 0u32..40,
        m in 0u32..40,
        seed in 1u64..1000,
    ) {
        let (text, reduction) = two_d_wat(op, float, wide, store, rotated, tri);
        let wasm = wat::parse_str(&text).expect("WAT");
        let req = unchecked_request(vec![n.to_string(), m.to_string(), "4096".into(), "16384".into()], 1, seed);
        let mut exec = InterpExecutor::default();
        let report = run_request(&wasm, &req, &mut exec).expect("runs");
        let shown = report.render();
        prop_assert_eq!(report.check.clone(), Some(CheckVerdict::Agrees), "{}\n{}", text, shown);
        prop_assert_eq!(exec.out_of_bounds, 0);
        let launched = exec.counters.success_total() > 0;
        if reduction && n > 0 && m > 0 && !tri {
            let whole = format!("gpu, {} threads", n * m);
            prop_assert!(launched && shown.contains(&whole), "not one 2-D launch:\n{}\n{}", text, shown);
        }
        // A trapezoid launches once over its longest row, `n - 1 + m` (the reads of row `i`
        // reach `a[i * m + i + m - 1]`, inside the page for these sizes); with a store, the
        // rows' cells overlap (row `i` writes `i * m .. i * m + i + m`) and the launch test
        // refuses it.
        if reduction && tri && !store && n > 0 && n - 1 + m > 0 {
            let whole = format!("gpu, {} threads", n * (n - 1 + m));
            prop_assert!(launched && shown.contains(&whole), "not one 2-D launch:\n{}\n{}", text, shown);
        }
        if !reduction {
            prop_assert!(!launched, "no reduction launched:\n{}\n{}", text, shown);
        }
    }
}

/// Launches of tens of thousands of threads fold their parts in several combine launches
/// (`reduction::combine_levels`: 70,000 parts into 4,375, then 273, then 17), in the loop's
/// order for the ordered forms: every total's bits equal wasmi's.
#[test]
fn many_threads_combine_in_several_levels() {
    assert_eq!(
        super::reduction::combine_levels(70_000),
        vec![4_375, 273, 17]
    );
    // Each level's parts right after the previous level's (8 bytes a part); the host folds
    // the last 17.
    let plan = super::reduction::combine_steps(70_000, 8);
    let walk: Vec<[u64; 4]> = (plan.steps.iter())
        .map(|s| [s.from, s.to, s.count, s.combined])
        .collect();
    let ends = [560_000, 560_000 + 35_000, 560_000 + 35_000 + 2_184];
    assert_eq!(
        walk,
        vec![
            [0, ends[0], 70_000, 4_375],
            [ends[0], ends[1], 4_375, 273],
            [ends[1], ends[2], 273, 17]
        ]
    );
    assert_eq!((plan.left_at, plan.left), (ends[2], 17));
    assert_eq!(plan.bytes, 8 * (70_000 + 4_375 + 273 + 17));
    let small = super::reduction::combine_steps(200, 8);
    assert_eq!(
        (small.steps, small.left_at, small.left, small.bytes),
        (vec![], 0, 200, 1600)
    );
    for (form, f32, table) in [(0u8, false, true), (3, true, true), (1, false, false)] {
        let (text, reduction) = float_wat(form, f32, table, "-inf", true);
        assert!(reduction);
        let wasm = wat::parse_str(&text).expect("WAT");
        let req = unchecked_request(vec!["70000".into(), "4096".into(), "16384".into()], 8, 7);
        let mut exec = InterpExecutor::default();
        let report = run_request(&wasm, &req, &mut exec).expect("runs");
        super::run_tests::assert_agrees_launching(&report, &exec, 1);
    }
}

/// An unsigned minimum or maximum of `uint8_t` or `uint16_t` values as clang keeps it in an
/// `i32`: the accumulator masked (`acc & 0xff`) before each comparison, with the index taken
/// with it; and whether it is a reduction: only where the value on entry and every candidate
/// fit in the mask (the mask then changes no value). `wide`: 16-bit elements and `0xffff`;
/// `entry_fits`: the value on entry has no bit above the mask; `narrow_mask`: 16-bit
/// elements under an 8-bit mask (a candidate that does not fit).
fn masked_wat(max: bool, wide: bool, entry_fits: bool, narrow_mask: bool) -> (String, bool) {
    let (load, mask) = match (wide, narrow_mask) {
        (false, _) => (
            "(i32.load8_u (i32.add (local.get $a) (local.get $i)))",
            0xff,
        ),
        (true, false) => (
            "(i32.load16_u (i32.add (local.get $a) (i32.shl (local.get $i) (i32.const 1))))",
            0xffff,
        ),
        (true, true) => (
            "(i32.load16_u (i32.add (local.get $a) (i32.shl (local.get $i) (i32.const 1))))",
            0xff,
        ),
    };
    let start = match (max, entry_fits) {
        (true, true) => 0,
        (false, true) => mask,
        (_, false) => mask + 1 + 7,
    };
    let cmp = if max { "i32.gt_u" } else { "i32.lt_u" };
    let body = format!(
        "(local.set $x {load})
         (local.set $m (i32.and (local.get $acc) (i32.const {mask})))
         (local.set $c ({cmp} (local.get $x) (local.get $m)))
         (local.set $at (select (local.get $i) (local.get $at) (local.get $c)))
         (local.set $acc (select (local.get $x) (local.get $m) (local.get $c)))
         (local.set $i (i32.add (local.get $i) (i32.const 1)))"
    );
    let looped = counted_loop("i", "(local.get $n)", &body, false);
    let text = format!(
        r#"(module (memory (export "memory") 1)
  (func (export "f") (param $n i32) (param $a i32) (result i64)
    (local $i i32) (local $acc i32) (local $at i32) (local $x i32) (local $m i32) (local $c i32)
    (local.set $acc (i32.const {start}))
    (local.set $at (i32.const -1))
    {looped}
    (i64.or (i64.shl (i64.extend_i32_u (local.get $at)) (i64.const 32))
            (i64.extend_i32_u (local.get $acc)))))"#
    );
    (text, entry_fits && !(wide && narrow_mask))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]
    #[test]
    fn masked_unsigned_minima_and_maxima_equal_wasmi(
        max in any::<bool>(),
        wide in any::<bool>(),
        entry_fits in any::<bool>(),
        narrow_mask in any::<bool>(),
        n in 0u32..5000,
        seed in 1u64..1000,
    ) {
        let (text, reduction) = masked_wat(max, wide, entry_fits, narrow_mask);
        equals_wasmi_and_launches(&text, vec![n.to_string(), "4096".into()], seed, reduction && n > 0)?;
    }
}

/// A loop that adds to a cell chosen by the data (`h[bin] += d`, a histogram), in form
/// `form`: the cell's index bounded by an 8-bit load (0), a mask with a loaded amount (1), a
/// mask on `i64` cells (2), a two-sided clamp written as `select`s (3), one fixed cell (6);
/// unbounded (4); or with the sum read again (5). Whether it is an accumulation the launch
/// may take.
fn histogram_wat(form: u8) -> (String, bool) {
    let x = "(i32.load (i32.add (local.get $a) (i32.shl (local.get $i) (i32.const 2))))";
    let cell = |index: &str, width: u32| {
        format!(
            "(i32.add (local.get $h) (i32.shl {index} (i32.const {})))",
            width.trailing_zeros()
        )
    };
    let (at, add, bounded) = match form {
        0 => (
            cell("(i32.load8_u (i32.add (local.get $a) (local.get $i)))", 4),
            "(i32.add (i32.load (local.get $at)) (i32.const 1))".to_string(),
            true,
        ),
        1 => (
            cell(&format!("(i32.and {x} (i32.const 63))"), 4),
            format!("(i32.add {x} (i32.load (local.get $at)))"),
            true,
        ),
        2 => (
            cell(
                &format!("(i32.and (i32.shr_u {x} (i32.const 3)) (i32.const 31))"),
                8,
            ),
            "(i64.add (i64.load (local.get $at)) (i64.const 3))".to_string(),
            true,
        ),
        3 => {
            // `b = x >> 26` (signed, -32 ..= 31), clamped to 0 ..= 15.
            let b = format!("(i32.shr_s {x} (i32.const 26))");
            let low = format!(
                "(select (local.tee $t {b}) (i32.const 0) (i32.gt_s (local.get $t) (i32.const 0)))"
            );
            let clamped = format!(
                "(select (local.tee $t {low}) (i32.const 15) (i32.lt_s (local.get $t) (i32.const 15)))"
            );
            (
                cell(&clamped, 4),
                "(i32.add (i32.load (local.get $at)) (i32.const 1))".to_string(),
                true,
            )
        }
        // One fixed cell (a global count that the loop's stores might reach, so it is
        // loaded and stored in every iteration).
        6 => (
            "(local.get $h)".to_string(),
            format!("(i32.add (i32.load (local.get $at)) (i32.and {x} (i32.const 1)))"),
            true,
        ),
        4 => (
            cell(x, 4),
            "(i32.add (i32.load (local.get $at)) (i32.const 1))".to_string(),
            false,
        ),
        _ => (
            cell(&format!("(i32.and {x} (i32.const 63))"), 4),
            "(i32.add (local.tee $t (i32.load (local.get $at))) (i32.const 1))".to_string(),
            false,
        ),
    };
    let store = if form == 2 { "i64.store" } else { "i32.store" };
    let keep = if form == 5 {
        "(local.set $s (i32.add (local.get $s) (local.get $t)))"
    } else {
        ""
    };
    let text = format!(
        r#"(module (memory (export "memory") 1)
  (func (export "f") (param $n i32) (param $a i32) (param $h i32) (result i32)
    (local $i i32) (local $at i32) (local $t i32) (local $s i32)
    (block $d (loop $l
      (br_if $d (i32.ge_s (local.get $i) (local.get $n)))
      (local.set $at {at})
      ({store} (local.get $at) {add})
      {keep}
      (local.set $i (i32.add (local.get $i) (i32.const 1)))
      (br $l)))
    (local.get $s)))"#
    );
    (text, bounded)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]
    /// Histograms launch where their cells' index is bounded and the cells lie apart from
    /// the data (the threads add atomically; the simulator adds in order), and equal wasmi
    /// everywhere: cells inside the data fall back (`overlap`), a misaligned table runs too.
    #[test]
    fn histograms_equal_wasmi(
        form in 0u8..7,
        n in 0u32..3000,
        place in prop::sample::select(vec![40000u32, 40002, 4100]),
        seed in 1u64..1000,
    ) {
        let (text, bounded) = histogram_wat(form);
        let apart = place != 4100;
        let args = vec![n.to_string(), "4096".into(), place.to_string()];
        equals_wasmi_and_launches(&text, args, seed, bounded && apart && n > 0)?;
    }
}
