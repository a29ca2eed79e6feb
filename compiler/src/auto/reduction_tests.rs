//! Random reduction loops (`acc = acc OP f(a[i])`, integer sums, products, bitwise operations,
//! differences, minima and maximum written as `select`s, optionally beside a store, exiting
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
        _ => (format!("(select {acc} {x} ({t}.le_u {acc} {x}))"), true),
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
    let looped = if latch_exit {
        format!(
            "(if (i32.gt_s (local.get $n) (i32.const 0))
               (then (loop $l {body} (br_if $l (i32.lt_s (local.get $i) (local.get $n))))))"
        )
    } else {
        format!(
            "(block $done (loop $l
               (br_if $done (i32.ge_s (local.get $i) (local.get $n)))
               {body} (br $l)))"
        )
    };
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

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]
    #[test]
    fn random_reduction_loops_equal_wasmi(
        op in 0u8..12,
        wide in any::<bool>(),
        store in any::<bool>(),
        latch_exit in any::<bool>(),
        n in 0u32..700,
        seed in 1u64..1000,
    ) {
        let (text, reduction) = wat(op, wide, store, latch_exit);
        let wasm = wat::parse_str(&text).expect("WAT");
        let req = RunRequest {
            func: "f".into(),
            args: vec![n.to_string(), "4096".into(), "16384".into()],
            memory_pages: Some(1),
            random_memory: Some(seed),
            check: true,
            offload: OffloadOptions {
                first_call_check: false,
                ..OffloadOptions::default()
            },
        };
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
