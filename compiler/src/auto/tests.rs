//! The detector on hand-written WAT (one behaviour per test, every reason asserted) and on the
//! clang-compiled inputs of golden/auto (insta snapshots of the text report).

use super::*;
use std::path::PathBuf;

fn detect_wat(src: &str) -> ModuleReport {
    detect_bytes(src.as_bytes()).unwrap_or_else(|e| panic!("detect failed: {e}"))
}

fn func<'a>(r: &'a ModuleReport, name: &str) -> &'a FunctionReport {
    r.functions
        .iter()
        .find(|f| f.name == name)
        .unwrap_or_else(|| panic!("no function {name} in\n{}", r.render_text()))
}

const VADD: &str = r#"(module
  (memory 1)
  (func (export "vadd") (param $n i32) (param $a i32) (param $b i32) (param $c i32)
    (local $i i32)
    (block $done
      (loop $l
        (br_if $done (i32.ge_u (local.get $i) (local.get $n)))
        (f32.store (i32.add (local.get $c) (i32.shl (local.get $i) (i32.const 2)))
          (f32.add (f32.load (i32.add (local.get $a) (i32.shl (local.get $i) (i32.const 2))))
                   (f32.load (i32.add (local.get $b) (i32.shl (local.get $i) (i32.const 2))))))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $l)))))"#;

#[test]
fn a_vector_add_loop_is_parallel_when_the_output_does_not_overlap_the_inputs() {
    let r = detect_wat(VADD);
    let f = func(&r, "vadd");
    assert_eq!(f.verdict, FunctionVerdict::Offload, "{}", r.render_text());
    assert_eq!(f.kernels, vec!["L0".to_string()]);
    let l = &f.loops[0];
    assert_eq!(l.verdict, LoopVerdict::Parallel);
    assert_eq!(l.trip_count.as_deref(), Some("p0"));
    assert_eq!((l.loads, l.stores), (2, 1));
    assert!(l.reasons.is_empty());
    assert_eq!(
        l.preconditions,
        vec![
            "p3 + 4*i + [0, 4) (written) does not overlap p1 + 4*i + [0, 4) between different iterations, for i = 0 .. p0",
            "p3 + 4*i + [0, 4) (written) does not overlap p2 + 4*i + [0, 4) between different iterations, for i = 0 .. p0",
        ]
    );
}

#[test]
fn a_loop_reading_the_previous_element_is_sequential() {
    let r = detect_wat(
        r#"(module
  (memory 1)
  (func (export "shift") (param $a i32) (param $n i32)
    (local $i i32)
    (block $done
      (loop $l
        (br_if $done (i32.ge_s (local.get $i) (local.get $n)))
        (i32.store offset=4 (i32.add (local.get $a) (i32.shl (local.get $i) (i32.const 2)))
          (i32.load (i32.add (local.get $a) (i32.shl (local.get $i) (i32.const 2)))))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $l)))))"#,
    );
    let f = func(&r, "shift");
    assert_eq!(
        f.verdict,
        FunctionVerdict::Sequential,
        "{}",
        r.render_text()
    );
    assert_eq!(f.reasons, vec!["none of its loops is parallel"]);
    let l = &f.loops[0];
    assert_eq!(l.verdict, LoopVerdict::Sequential);
    assert_eq!(l.trip_count.as_deref(), Some("p1"));
    assert_eq!(
        l.reasons,
        vec!["the store to p0 + 4*i + 4 in iteration i touches the bytes of the load from p0 + 4*i in iteration i+1 (a dependence of distance 1)"]
    );
}

/// `a[i*s] = a[(i > 0 ? i - 1 : 0)*s] + 1`: iteration i reads the row iteration i - 1
/// wrote. The clamp's arm is the address `a + (i - 1)*s` read where `i > 0`, never `a + i*s`
/// (right only as a range over all of i), which made the loop look parallel.
/// Columns walked down rows of 17,280 bytes (deriche's second pass): column `i`'s bytes are
/// next met by column `i + 4320`, one row down. With 2,160 columns that never happens; with
/// 4,321 it does, 4,320 iterations apart.
fn column_walk(columns: u32) -> String {
    format!(
        r#"(module
  (memory 1)
  (func (export "cols") (param $a i32)
    (local $i i32) (local $j i32) (local $p i32)
    (loop $li
      (local.set $j (i32.const 0))
      (local.set $p (i32.add (local.get $a) (i32.shl (local.get $i) (i32.const 2))))
      (loop $lj
        (f32.store (local.get $p) (f32.add (f32.load (local.get $p)) (f32.const 1)))
        (local.set $p (i32.add (local.get $p) (i32.const 17280)))
        (local.set $j (i32.add (local.get $j) (i32.const 1)))
        (br_if $lj (i32.ne (local.get $j) (i32.const 40))))
      (local.set $i (i32.add (local.get $i) (i32.const 1)))
      (br_if $li (i32.ne (local.get $i) (i32.const {columns}))))))"#
    )
}

#[test]
fn columns_of_long_rows_are_apart_however_long_their_period() {
    let r = detect_wat(&column_walk(2160));
    let l = &func(&r, "cols").loops[0];
    assert_eq!(l.verdict, LoopVerdict::Parallel, "{}", r.render_text());
    let r = detect_wat(&column_walk(4321));
    let l = &func(&r, "cols").loops[0];
    assert_eq!(l.verdict, LoopVerdict::Sequential, "{}", r.render_text());
    assert!(
        l.reasons
            .iter()
            .any(|x| x.ends_with("(a dependence of distance 4320)")),
        "{:?}",
        l.reasons
    );
}

#[test]
fn a_clamped_read_of_the_previous_row_is_sequential() {
    let r = detect_wat(
        r#"(module
  (memory 1)
  (func (export "rows") (param $a i32) (param $n i32) (param $s i32)
    (local $i i32) (local $m i32)
    (block $done
      (loop $l
        (br_if $done (i32.ge_s (local.get $i) (local.get $n)))
        (local.set $m (select (i32.sub (local.get $i) (i32.const 1)) (i32.const 0)
          (i32.gt_s (local.get $i) (i32.const 0))))
        (i32.store (i32.add (local.get $a) (i32.shl (i32.mul (local.get $i) (local.get $s)) (i32.const 2)))
          (i32.add (i32.const 1)
            (i32.load (i32.add (local.get $a) (i32.shl (i32.mul (local.get $m) (local.get $s)) (i32.const 2))))))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $l)))))"#,
    );
    let f = func(&r, "rows");
    assert_eq!(
        f.verdict,
        FunctionVerdict::Sequential,
        "{}",
        r.render_text()
    );
    let l = &f.loops[0];
    assert!(
        l.reasons
            .iter()
            .any(|x| x.ends_with("in iteration i+1 (a dependence of distance 1)")),
        "{}",
        r.render_text()
    );
}

#[test]
fn a_sum_is_recognised_as_a_reduction_and_kept_in_order() {
    let r = detect_wat(
        r#"(module
  (memory 1)
  (func (export "sum") (param $a i32) (param $n i32) (result f32)
    (local $i i32) (local $acc f32)
    (block $done
      (loop $l
        (br_if $done (i32.ge_s (local.get $i) (local.get $n)))
        (local.set $acc (f32.add (local.get $acc)
          (f32.load (i32.add (local.get $a) (i32.shl (local.get $i) (i32.const 2))))))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $l)))
    (local.get $acc)))"#,
    );
    let f = func(&r, "sum");
    assert_eq!(
        f.verdict,
        FunctionVerdict::Sequential,
        "{}",
        r.render_text()
    );
    let l = &f.loops[0];
    assert_eq!(l.reductions.len(), 1, "{}", r.render_text());
    assert!(
        l.reductions[0].starts_with("float sum in v"),
        "{:?}",
        l.reductions
    );
    assert_eq!(l.reasons.len(), 1, "{:?}", l.reasons);
    assert!(
        l.reasons[0].starts_with("it accumulates a float sum in v")
            && l.reasons[0].ends_with(
                ": floating-point results depend on the order, so the iterations run in order"
            ),
        "{:?}",
        l.reasons
    );
}

#[test]
fn a_call_to_an_import_rejects_the_function() {
    let r = detect_wat(
        r#"(module
  (import "env" "log" (func $log (param i32)))
  (func (export "f") (param i32) (call $log (local.get 0))))"#,
    );
    let f = func(&r, "f");
    assert_eq!(f.verdict, FunctionVerdict::Rejected);
    assert_eq!(
        f.reasons,
        vec!["calls the imported function `env::log`, which cannot run on the GPU"]
    );
    assert!(f.loops.is_empty());
}

#[test]
fn memory_grow_rejects_the_function() {
    let r = detect_wat(
        r#"(module (memory 1)
  (func (export "g") (result i32) (memory.grow (i32.const 1))))"#,
    );
    let f = func(&r, "g");
    assert_eq!(f.verdict, FunctionVerdict::Rejected);
    assert_eq!(
        f.reasons,
        vec!["uses `memory.grow`: a kernel runs on a fixed snapshot of the memory"]
    );
}

#[test]
fn a_loop_until_a_zero_byte_is_not_counted() {
    let r = detect_wat(
        r#"(module (memory 1)
  (func (export "strlen") (param $p i32) (result i32)
    (local $i i32)
    (block $done
      (loop $l
        (br_if $done (i32.eqz (i32.load8_u (i32.add (local.get $p) (local.get $i)))))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $l)))
    (local.get $i)))"#,
    );
    let f = func(&r, "strlen");
    assert_eq!(
        f.verdict,
        FunctionVerdict::Sequential,
        "{}",
        r.render_text()
    );
    let l = &f.loops[0];
    assert_eq!(l.trip_count, None);
    assert_eq!(l.reasons.len(), 1, "{:?}", l.reasons);
    assert_eq!(
        l.reasons,
        vec!["it is not a counted loop: its exit test `load.i8(p0 + i) != 0` depends on a value loaded from memory, so the number of iterations is not known before the loop runs"]
    );
}

#[test]
fn atomics_reject_the_function() {
    let r = detect_wat(
        r#"(module (memory 1 1 shared)
  (func (export "bump") (param i32) (result i32)
    (i32.atomic.rmw.add (local.get 0) (i32.const 1))))"#,
    );
    let f = func(&r, "bump");
    assert_eq!(f.verdict, FunctionVerdict::Rejected);
    assert_eq!(
        f.reasons,
        vec!["uses the atomic operation `i32.atomic.rmw.add`: wasm threads and atomics are not offloaded"]
    );
}

#[test]
fn a_64_bit_memory_rejects_every_function() {
    let r = detect_wat(
        r#"(module (memory i64 1)
  (func (export "zero") (param i64 i64)
    (loop $l (i32.store (local.get 0) (i32.const 0))
      (local.set 0 (i64.add (local.get 0) (i64.const 4)))
      (br_if $l (i64.lt_u (local.get 0) (local.get 1))))))"#,
    );
    let f = func(&r, "zero");
    assert_eq!(f.verdict, FunctionVerdict::Rejected);
    assert_eq!(
        f.reasons,
        vec!["its memory is 64-bit (memory64): auto mode offloads loops of wasm32 programs"]
    );
}

#[test]
fn table_operations_reject_the_function() {
    let r = detect_wat(
        r#"(module
  (type $t (func))
  (table 1 funcref)
  (func (export "ind") (call_indirect (type $t) (i32.const 0)))
  (func (export "tsize") (result i32) (table.size 0)))"#,
    );
    assert_eq!(
        func(&r, "ind").reasons,
        vec!["uses `call_indirect`: tables live on the host, so indirect calls cannot run on the GPU"]
    );
    assert_eq!(
        func(&r, "tsize").reasons,
        vec!["uses the table operation `table.size`: tables live on the host"]
    );
}

#[test]
fn simd_gets_a_verdict_not_a_crash() {
    let r = detect_wat(
        r#"(module (memory 1)
  (func (export "v") (param i32)
    (v128.store (local.get 0) (f32x4.add (v128.load (local.get 0)) (v128.load (local.get 0))))))"#,
    );
    let f = func(&r, "v");
    // Until the vector family lowers v128 operations, the function is rejected by name.
    if f.verdict == FunctionVerdict::Rejected {
        assert_eq!(
            f.reasons,
            vec!["uses the SIMD operation `v128.load`, which the vector family does not lower yet"]
        );
    }
}

#[test]
fn a_function_without_loops_stays_on_the_cpu() {
    let r = detect_wat(
        r#"(module (func (export "add") (param i32 i32) (result i32) (i32.add (local.get 0) (local.get 1))))"#,
    );
    let f = func(&r, "add");
    assert_eq!(f.verdict, FunctionVerdict::Sequential);
    assert_eq!(
        f.reasons,
        vec!["it has no loop: straight-line code stays on the CPU"]
    );
    assert_eq!(f.signature, "(p0: i32, p1: i32) -> i32");
}

#[test]
fn bad_input_is_a_typed_error() {
    assert!(matches!(
        detect_bytes(b"hello"),
        Err(crate::CompileError::NotWasm { .. })
    ));
    assert!(matches!(
        detect(b"\0asm\x01\0\0\0\x99"),
        Err(crate::CompileError::InvalidWasm { .. })
    ));
}

#[test]
fn json_names_every_field() {
    let json = detect_wat(VADD).to_json();
    for key in [
        "\"functions\"",
        "\"verdict\": \"offload\"",
        "\"kernels\": [\"L0\"]",
        "\"id\": \"L0\"",
        "\"verdict\": \"parallel\"",
        "\"trip_count\": \"p0\"",
        "\"preconditions\"",
    ] {
        assert!(json.contains(key), "{key} missing in {json}");
    }
}

fn golden_auto() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../golden/auto")
}

/// The text report of every golden/auto input (reviewed snapshots in golden/snapshots).
#[test]
fn golden_auto_reports() {
    let mut files: Vec<PathBuf> = std::fs::read_dir(golden_auto())
        .expect("golden/auto")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "wasm"))
        .collect();
    files.sort();
    assert_eq!(files.len(), 36);
    for path in files {
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or("?")
            .to_string();
        let wasm = std::fs::read(&path).expect("read");
        let report = detect(&wasm).unwrap_or_else(|e| panic!("{name}: {e}"));
        insta::with_settings!({
            snapshot_path => golden_auto().join("../snapshots"),
            prepend_module_to_snapshot => false,
            omit_expression => true,
            description => format!("tensor-wasm detect golden/auto/{name}"),
        }, {
            insta::assert_snapshot!(format!("auto_{}.detect", name.replace('.', "_")), report.render_text());
        });
    }
}

/// An inner loop whose count depends on memory (`while (a[j] != 0)`): nobody can range
/// what it touches before it runs. Its reads of an array the loop does not write are
/// checked by the kernel (`f`: each thread counts into its own `b[i]`); a store that moves
/// with it (`g`: `b[i + j]`) keeps the outer loop sequential.
#[test]
fn an_uncounted_inner_loop_launches_only_with_checked_reads() {
    let body = |store: &str| {
        format!(
            r#"(func (export "{store}") (param $n i32) (param $a i32) (param $b i32)
    (local $i i32) (local $j i32)
    (block $done
      (loop $outer
        (br_if $done (i32.ge_s (local.get $i) (local.get $n)))
        (local.set $j (i32.const 0))
        (block $wdone
          (loop $w
            (br_if $wdone (i32.eqz (i32.load8_u (i32.add (local.get $a) (local.get $j)))))
            (i32.store (i32.add (local.get $b) (i32.shl {at} (i32.const 2)))
              (i32.add (i32.load (i32.add (local.get $b) (i32.shl {at} (i32.const 2))))
                       (i32.const 1)))
            (local.set $j (i32.add (local.get $j) (i32.const 1)))
            (br $w)))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $outer))))"#,
            at = if store == "f" {
                "(local.get $i)"
            } else {
                "(i32.add (local.get $i) (local.get $j))"
            }
        )
    };
    let r = detect_wat(&format!("(module (memory 1) {} {})", body("f"), body("g")));
    let f = &func(&r, "f").loops[0];
    assert_eq!(f.trip_count.as_deref(), Some("p0"), "{}", r.render_text());
    assert!(f.reasons.is_empty(), "{}", r.render_text());
    assert!(
        f.transformations
            .iter()
            .any(|t| t.starts_with("checked reads: 1 load ")),
        "{}",
        r.render_text()
    );
    let g = &func(&r, "g").loops[0];
    assert_eq!(
        g.reasons,
        vec!["its inner loop L1 (at block3) is not counted, so the bytes it touches are not known before it runs"],
        "{}",
        r.render_text()
    );
}

/// The verdict of every golden/auto input, function and loops (the table of
/// docs/AUTO-OFFLOAD.md), and the trip counts of the loop shapes clang produces.
#[test]
fn golden_auto_verdicts_and_trip_counts() {
    let load = |name: &str| {
        let wasm = std::fs::read(golden_auto().join(name)).expect("read");
        detect(&wasm).expect("detect")
    };
    let expect = [
        ("vector_add", "offload", "offload", "offload", "offload"),
        ("saxpy", "offload", "offload", "offload", "offload"),
        ("gemv", "offload", "offload", "offload", "offload"),
        ("matmul", "offload", "offload", "offload", "offload"),
        ("conv3x3", "offload", "offload", "offload", "offload"),
        ("jacobi", "offload", "offload", "offload", "offload"),
        (
            "dot",
            "sequential",
            "sequential",
            "sequential",
            "sequential",
        ),
    ];
    for (name, o1, o2, o3, simd) in expect {
        for (opt, want) in [("O1", o1), ("O2", o2), ("O3", o3), ("O2simd", simd)] {
            let r = load(&format!("{name}.{opt}.wasm"));
            assert_eq!(r.functions.len(), 1, "{name}.{opt}");
            assert_eq!(
                r.functions[0].verdict.name(),
                want,
                "{name}.{opt}:\n{}",
                r.render_text()
            );
        }
    }
    // Unrolled by 4 with a remainder loop that starts where the unrolled loop stopped.
    let dot = load("dot.O2.wasm");
    let loops = &dot.functions[0].loops;
    assert_eq!(
        loops[0].trip_count.as_deref(),
        Some("(p0 & 0x7ffffffc) / 4")
    );
    assert_eq!(loops[1].trip_count.as_deref(), Some("(p0 & 3)"));
    assert_eq!(loops[0].reductions.len(), 1);
    assert_eq!(loops[1].reductions.len(), 1);
    // Count-down loop with pointer bumps (-O1).
    let vadd = load("vector_add.O1.wasm");
    let l = &vadd.functions[0].loops[0];
    assert_eq!(l.trip_count.as_deref(), Some("p0"));
    assert!(
        l.inductions.contains(&"v8 = p3 + 4*i".to_string()),
        "{:?}",
        l.inductions
    );
    // A 2-D nest with a sequential reduction inside, and a time loop kept sequential.
    let mm = load("matmul.O2.wasm");
    let kinds: Vec<&str> = mm.functions[0]
        .loops
        .iter()
        .map(|l| l.verdict.name())
        .collect();
    assert_eq!(kinds, vec!["parallel", "parallel", "sequential"]);
    let jac = load("jacobi.O2.wasm");
    let f = &jac.functions[0];
    assert_eq!(f.loops[0].verdict, LoopVerdict::Sequential);
    assert_eq!(f.kernels, vec!["L1", "L3"]);
}

mod soundness {
    //! Random one-loop programs `a[S1*i + C1] = a[S2*i + C2] + 1` (widths W1, W2): whenever
    //! the detector calls the loop parallel, no two different iterations among the first 24
    //! touch overlapping bytes with at least one write (checked by brute force), or a
    //! launch-time test keeps such a call of 24 iterations equal to wasmi.
    use super::*;
    use proptest::prelude::*;

    fn store_op(w: u32) -> &'static str {
        match w {
            1 => "i64.store8",
            2 => "i64.store16",
            4 => "i64.store32",
            _ => "i64.store",
        }
    }

    fn load_op(w: u32) -> &'static str {
        match w {
            1 => "i64.load8_u",
            2 => "i64.load16_u",
            4 => "i64.load32_u",
            _ => "i64.load",
        }
    }

    fn conflict(s1: i64, c1: i64, w1: i64, s2: i64, c2: i64, w2: i64) -> bool {
        let overlap = |a: i64, wa: i64, b: i64, wb: i64| a < b + wb && b < a + wa;
        for k in 0..24i64 {
            for k2 in 0..24i64 {
                if k == k2 {
                    continue;
                }
                let w = s1 * k + c1;
                if overlap(w, w1, s2 * k2 + c2, w2) || overlap(w, w1, s1 * k2 + c1, w1) {
                    return true;
                }
            }
        }
        false
    }

    /// Does `a[s1*i + a1*j + c1]` (width w1, written) touch bytes that
    /// `a[s2*i' + a2*j' + c2]` (width w2, read) or the write itself touch, for some pair of
    /// iterations that differ in the outer counter (`outer`) or, for a fixed outer
    /// iteration, in the inner one?
    #[allow(clippy::too_many_arguments)]
    fn conflict_2d(
        outer: bool,
        (s1, a1, c1, w1): (i64, i64, i64, i64),
        (s2, a2, c2, w2): (i64, i64, i64, i64),
        t: i64,
    ) -> bool {
        let overlap = |a: i64, wa: i64, b: i64, wb: i64| a < b + wb && b < a + wa;
        for i in 0..10i64 {
            for i2 in 0..10i64 {
                if outer == (i == i2) {
                    continue;
                }
                for j in 0..t {
                    for j2 in 0..t {
                        if !outer && j == j2 {
                            continue;
                        }
                        let w = s1 * i + a1 * j + c1;
                        if overlap(w, w1, s2 * i2 + a2 * j2 + c2, w2)
                            || overlap(w, w1, s1 * i2 + a1 * j2 + c1, w1)
                        {
                            return true;
                        }
                    }
                }
            }
        }
        false
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]
        #[test]
        fn nested_parallel_verdicts_are_sound(
            s1 in -40i64..=40, s2 in -40i64..=40,
            a1 in -8i64..=8, a2 in -8i64..=8,
            c1 in 0u32..24, c2 in 0u32..24,
            t in 1i64..=4,
            w1 in prop::sample::select(vec![1u32, 4, 8]),
            w2 in prop::sample::select(vec![1u32, 4, 8]),
        ) {
            let wat = format!(
                r#"(module (memory 1)
  (func (export "f") (param $n i32) (param $a i32)
    (local $i i32) (local $j i32)
    (block $done
      (loop $outer
        (br_if $done (i32.ge_s (local.get $i) (local.get $n)))
        (local.set $j (i32.const 0))
        (block $jdone
          (loop $inner
            (br_if $jdone (i32.ge_s (local.get $j) (i32.const {t})))
            ({st} offset={c1} (i32.add (local.get $a)
                (i32.add (i32.mul (local.get $i) (i32.const {s1})) (i32.mul (local.get $j) (i32.const {a1}))))
              (i64.add ({ld} offset={c2} (i32.add (local.get $a)
                  (i32.add (i32.mul (local.get $i) (i32.const {s2})) (i32.mul (local.get $j) (i32.const {a2})))))
                (i64.const 1)))
            (local.set $j (i32.add (local.get $j) (i32.const 1)))
            (br $inner)))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $outer)))))"#,
                st = store_op(w1),
                ld = load_op(w2),
            );
            let r = detect_wat(&wat);
            let f = func(&r, "f");
            prop_assert_eq!(f.loops.len(), 2, "{}", r.render_text());
            let x = (s1, a1, i64::from(c1), i64::from(w1));
            let y = (s2, a2, i64::from(c2), i64::from(w2));
            // Parallel without preconditions must be free of conflicts; with preconditions
            // (the outer counter is a launch-time value of the inner loop) the shim decides.
            let unconditional = |l: &LoopReport| l.verdict == LoopVerdict::Parallel && l.preconditions.is_empty();
            if unconditional(&f.loops[0]) {
                prop_assert!(!conflict_2d(true, x, y, t), "outer called parallel:\n{}", r.render_text());
            }
            if unconditional(&f.loops[1]) {
                prop_assert!(!conflict_2d(false, x, y, t), "inner called parallel:\n{}", r.render_text());
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]
        #[test]
        fn parallel_verdicts_are_sound(
            s1 in -12i64..=12, s2 in -12i64..=12,
            c1 in 0u32..24, c2 in 0u32..24,
            w1 in prop::sample::select(vec![1u32, 2, 4, 8]),
            w2 in prop::sample::select(vec![1u32, 2, 4, 8]),
        ) {
            let wat = format!(
                r#"(module (memory 1)
  (func (export "f") (param $n i32) (param $a i32)
    (local $i i32)
    (block $done
      (loop $l
        (br_if $done (i32.ge_s (local.get $i) (local.get $n)))
        ({st} offset={c1} (i32.add (local.get $a) (i32.mul (local.get $i) (i32.const {s1})))
          (i64.add ({ld} offset={c2} (i32.add (local.get $a) (i32.mul (local.get $i) (i32.const {s2}))))
                   (i64.const 1)))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $l)))))"#,
                st = store_op(w1),
                ld = load_op(w2),
            );
            let r = detect_wat(&wat);
            let f = func(&r, "f");
            prop_assert_eq!(f.loops.len(), 1);
            let l = &f.loops[0];
            prop_assert_eq!(l.trip_count.as_deref(), Some("p0"));
            if l.verdict == LoopVerdict::Parallel
                && conflict(s1, i64::from(c1), i64::from(w1), s2, i64::from(c2), i64::from(w2))
            {
                // Iterations that conflict only some distance apart (a store 21 bytes past a
                // load, stride -2: 10 iterations) leave the loop parallel under a launch-time
                // test: it must exist, and 24 iterations run in auto mode (kernels simulated in
                // reverse thread order, no first-call check) must give wasmi's memory.
                prop_assert!(
                    !l.preconditions.is_empty(),
                    "called parallel without a launch-time test but iterations conflict:\n{}",
                    r.render_text()
                );
                let exported = wat.replacen("(memory 1)", "(memory (export \"memory\") 1)", 1);
                let wasm = wat::parse_str(&exported).expect("WAT");
                let req = super::super::run::RunRequest {
                    func: "f".into(),
                    args: vec!["24".into(), "1000".into()],
                    memory_pages: Some(1),
                    random_memory: Some(1),
                    check: true,
                    offload: super::super::offload::OffloadOptions {
                        first_call_check: false,
                        ..Default::default()
                    },
                };
                let mut exec = super::super::offload::InterpExecutor::default();
                let report = super::super::run::run_request(&wasm, &req, &mut exec).expect("runs");
                let text = report.render();
                prop_assert_eq!(
                    report.check,
                    Some(super::super::run::CheckVerdict::Agrees),
                    "{}",
                    text
                );
            } else if l.verdict != LoopVerdict::Parallel {
                prop_assert!(!l.reasons.is_empty());
            }
        }
    }
}

#[test]
fn a_prefix_sum_is_a_carried_value_not_a_reduction() {
    // acc += a[i]; a[i] = acc: the running value is stored, so it is not a reduction.
    let r = detect_wat(
        r#"(module (memory 1)
  (func (export "scan") (param $n i32) (param $a i32)
    (local $i i32) (local $acc i32) (local $p i32)
    (block $done
      (loop $l
        (br_if $done (i32.ge_s (local.get $i) (local.get $n)))
        (local.set $p (i32.add (local.get $a) (i32.shl (local.get $i) (i32.const 2))))
        (local.set $acc (i32.add (local.get $acc) (i32.load (local.get $p))))
        (i32.store (local.get $p) (local.get $acc))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $l)))))"#,
    );
    let l = &func(&r, "scan").loops[0];
    assert!(l.reductions.is_empty(), "{}", r.render_text());
    assert_eq!(l.reasons.len(), 1, "{}", r.render_text());
    assert!(
        l.reasons[0].starts_with("the value v")
            && l.reasons[0].ends_with(
                " is carried from one iteration to the next (each iteration computes it from the previous iteration's value)"
            ),
        "{:?}",
        l.reasons
    );
}

#[test]
fn a_triangular_inner_loop_is_ranged_at_launch_and_the_outer_loop_is_parallel() {
    // for i in 0..n { for j in 0..i { a[i*64 + j] = 0 } }
    let r = detect_wat(
        r#"(module (memory 1)
  (func (export "tri") (param $n i32) (param $a i32)
    (local $i i32) (local $j i32)
    (block $done
      (loop $outer
        (br_if $done (i32.ge_s (local.get $i) (local.get $n)))
        (local.set $j (i32.const 0))
        (block $jdone
          (loop $inner
            (br_if $jdone (i32.ge_s (local.get $j) (local.get $i)))
            (i32.store (i32.add (local.get $a)
                (i32.shl (i32.add (i32.shl (local.get $i) (i32.const 6)) (local.get $j)) (i32.const 2)))
              (i32.const 0))
            (local.set $j (i32.add (local.get $j) (i32.const 1)))
            (br $inner)))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $outer)))))"#,
    );
    let f = func(&r, "tri");
    assert_eq!(
        f.loops[1].trip_count.as_deref(),
        Some("i"),
        "{}",
        r.render_text()
    );
    assert_eq!(
        f.loops[1].verdict,
        LoopVerdict::Parallel,
        "{}",
        r.render_text()
    );
    // The inner count `i` is affine in the outer counter: the launch ranges the accesses
    // over the extremes of i (the union over the outer iterations), so the outer loop is
    // the kernel.
    assert!(f.loops[0].reasons.is_empty(), "{}", r.render_text());
    assert_eq!(
        f.loops[0].verdict,
        LoopVerdict::Parallel,
        "{}",
        r.render_text()
    );
    // `detect` names the transformation and why.
    assert_eq!(
        f.loops[0].transformations,
        vec!["triangular: its inner loop L1 runs i times, a count affine in i; each thread runs it for its own count, and the launch ranges its accesses at both ends of that count"],
        "{}",
        r.render_text()
    );
}

#[test]
fn an_inner_count_that_is_not_affine_in_the_counters_keeps_the_outer_loop_sequential() {
    // for i in 0..n { for j in 0..(i & 7) { a[i*64 + j] = 0 } }: i & 7 is not affine, so
    // the launch cannot bound the inner loop (a choice-dependent count, the other refusal,
    // is in the conv3x3.O2simd detect snapshot).
    let r = detect_wat(
        r#"(module (memory 1)
  (func (export "sq") (param $n i32) (param $a i32)
    (local $i i32) (local $j i32)
    (block $done
      (loop $outer
        (br_if $done (i32.ge_s (local.get $i) (local.get $n)))
        (local.set $j (i32.const 0))
        (block $jdone
          (loop $inner
            (br_if $jdone (i32.ge_s (local.get $j) (i32.and (local.get $i) (i32.const 7))))
            (i32.store (i32.add (local.get $a)
                (i32.shl (i32.add (i32.shl (local.get $i) (i32.const 6)) (local.get $j)) (i32.const 2)))
              (i32.const 0))
            (local.set $j (i32.add (local.get $j) (i32.const 1)))
            (br $inner)))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $outer)))))"#,
    );
    let f = func(&r, "sq");
    assert!(
        f.loops[0]
            .reasons
            .iter()
            .any(|x| x.contains("its inner loop L1")),
        "{}",
        r.render_text()
    );
}

/// The launch plan of every -O2 golden/auto input (reviewed snapshots in golden/snapshots).
#[test]
fn golden_auto_plans() {
    for name in [
        "vector_add",
        "saxpy",
        "gemv",
        "matmul",
        "conv3x3",
        "jacobi",
        "dot",
    ] {
        let file = format!("{name}.O2.wasm");
        let wasm = std::fs::read(golden_auto().join(&file)).expect("read");
        let plan = plan::plan_json(&wasm, name).unwrap_or_else(|e| panic!("{file}: {e}"));
        insta::with_settings!({
            snapshot_path => golden_auto().join("../snapshots"),
            prepend_module_to_snapshot => false,
            omit_expression => true,
            description => format!("tensor-wasm lower golden/auto/{file} --func {name} --mode auto --emit plan"),
        }, {
            insta::assert_snapshot!(format!("auto_{name}_O2_wasm.plan"), plan);
        });
    }
}

#[test]
fn a_call_in_a_loop_keeps_it_sequential_and_names_the_callee() {
    let r = detect_wat(
        r#"(module (memory 1)
  (func $helper (export "helper") (param i32) (i32.store (local.get 0) (i32.const 1)))
  (func (export "f") (param $n i32) (param $a i32)
    (local $i i32)
    (block $done
      (loop $l
        (br_if $done (i32.ge_s (local.get $i) (local.get $n)))
        (call $helper (i32.add (local.get $a) (i32.shl (local.get $i) (i32.const 2))))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $l)))))"#,
    );
    let f = func(&r, "f");
    assert_eq!(
        f.verdict,
        FunctionVerdict::Sequential,
        "{}",
        r.render_text()
    );
    assert_eq!(
        f.loops[0].reasons,
        vec!["it calls `helper`, whose memory effects are not analysed (at block2)"],
        "{}",
        r.render_text()
    );
}

fn analyse_text(text: &str) -> FunctionReport {
    let f = lowered_ir::parse_function(text).unwrap_or_else(|e| panic!("{e}"));
    lowered_ir::verify_function(&f).unwrap_or_else(|e| panic!("{e}"));
    let mut report = FunctionReport {
        name: f.name.clone(),
        index: 0,
        signature: String::new(),
        verdict: FunctionVerdict::Sequential,
        reasons: Vec::new(),
        loops: Vec::new(),
        kernels: Vec::new(),
    };
    analyse(&f, &mut report);
    report
}

#[test]
fn trip_counts_of_inclusive_and_count_down_tests() {
    // for (i = 0; i <= n; i += 2), tested at the head: floor((n + 2) / 2) iterations.
    let up = analyse_text(
        "function @up(i32) -> () {
block0(v0: i32):
  v1: i32 = iconst 0x0
  jump block1(v1)
block1(v2: i32):
  v3: i8 = icmp sle v2, v0
  brif v3, block2(), block3()
block2():
  v4: i32 = iconst 0x2
  v5: i32 = iadd v2, v4
  jump block1(v5)
block3():
  return
}
",
    );
    assert_eq!(up.loops[0].trip_count.as_deref(), Some("(p0 + 2) / 2"));
    assert_eq!(up.loops[0].exit_test.as_deref(), Some("2*i <= p0"));
    // do { n -= 3 } while (n > 0), tested at the end: floor((n + 2) / 3) iterations.
    let down = analyse_text(
        "function @down(i32) -> () {
block0(v0: i32):
  jump block1(v0)
block1(v1: i32):
  v2: i32 = iconst 0x3
  v3: i32 = isub v1, v2
  v4: i32 = iconst 0x0
  v5: i8 = icmp sgt v3, v4
  brif v5, block1(v3), block2()
block2():
  return
}
",
    );
    assert_eq!(down.loops[0].trip_count.as_deref(), Some("(p0 + 2) / 3"));
    assert_eq!(down.loops[0].inductions, vec!["v1 = p0 - 3*i"]);
    // A test that moves away from its bound is not counted.
    let away = analyse_text(
        "function @away(i32) -> () {
block0(v0: i32):
  v1: i32 = iconst 0x0
  jump block1(v1)
block1(v2: i32):
  v3: i32 = iconst 0x1
  v4: i32 = iadd v2, v3
  v5: i8 = icmp sgt v4, v0
  brif v5, block1(v4), block2()
block2():
  return
}
",
    );
    assert_eq!(
        away.loops[0].reasons,
        vec!["it is not a counted loop: its exit test `i + 1 > p0` does not move toward its bound, so the trip count is unknown"]
    );
}

#[test]
fn clang_o2_saxpy_is_rotated_unrolled_and_pointer_bumping() {
    let wasm = std::fs::read(golden_auto().join("saxpy.O2.wasm")).expect("read");
    let r = detect(&wasm).expect("detect");
    let l = &r.functions[0].loops[0];
    assert_eq!(l.trip_count.as_deref(), Some("(p0 & 0x7ffffffe) / 2"));
    assert_eq!(
        l.inductions,
        vec!["v17 = p3 + 8*i", "v18 = p2 + 8*i", "v19 = 2*i"]
    );
    assert_eq!(l.exit_test.as_deref(), Some("(p0 & 0x7ffffffe) != 2*i + 2"));
    assert_eq!((l.loads, l.stores), (4, 2));
}

#[test]
fn memset_at_o3_is_analysed_as_memory_fill() {
    let wasm = std::fs::read(golden_auto().join("matmul.O3.wasm")).expect("read");
    let r = detect(&wasm).expect("detect");
    let f = &r.functions[0];
    assert_eq!(f.verdict, FunctionVerdict::Offload, "{}", r.render_text());
    assert!(
        f.reasons.iter().any(|r| r
            == "its calls to `env::memset` are analysed as `memory.fill`, which does what the C library function does"),
        "{:?}",
        f.reasons
    );
    let plan = plan::plan_json(&wasm, "matmul").expect("plan");
    assert!(plan.contains("\"kind\": \"launch\""), "{plan}");
}

#[test]
fn row_fills_are_ranges_checked_at_launch() {
    // for i in 0..m { memset(a + i*n*4, 0, n*4) } as memory.fill: parallel over rows, with a
    // launch-time check that rows of different iterations do not overlap.
    let r = detect_wat(
        r#"(module (memory 1)
  (func (export "zero_rows") (param $m i32) (param $n i32) (param $a i32)
    (local $i i32)
    (block $done
      (loop $l
        (br_if $done (i32.ge_s (local.get $i) (local.get $m)))
        (memory.fill
          (i32.add (local.get $a) (i32.mul (local.get $i) (i32.shl (local.get $n) (i32.const 2))))
          (i32.const 0)
          (i32.shl (local.get $n) (i32.const 2)))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $l)))))"#,
    );
    let f = func(&r, "zero_rows");
    let l = &f.loops[0];
    assert_eq!(l.verdict, LoopVerdict::Parallel, "{}", r.render_text());
    assert_eq!(l.accesses[0].range, "p2 + 4*p1*i + [0, 4*p1)");
    assert_eq!(
        l.preconditions,
        vec!["p2 + 4*p1*i + [0, 4*p1) (written) does not overlap itself between different iterations, for i = 0 .. p0"]
    );
}

/// `y[j] += a[i*m + j] * x[i]` with `i` outside: `body` goes into the outer loop after the
/// inner one, `bound` is the inner loop's count.
fn gemv_t_wat(body: &str, bound: &str) -> String {
    format!(
        r#"(module (memory 1)
  (func (export "gemvt") (param $n i32) (param $m i32) (param $a i32) (param $x i32) (param $y i32)
    (local $i i32) (local $j i32) (local $xi f32) (local $p i32)
    (block $done
      (loop $outer
        (br_if $done (i32.ge_s (local.get $i) (local.get $n)))
        (local.set $xi (f32.load (i32.add (local.get $x) (i32.shl (local.get $i) (i32.const 2)))))
        (local.set $j (i32.const 0))
        (block $jdone
          (loop $inner
            (br_if $jdone (i32.ge_s (local.get $j) {bound}))
            (local.set $p (i32.add (local.get $y) (i32.shl (local.get $j) (i32.const 2))))
            (f32.store (local.get $p)
              (f32.add (f32.load (local.get $p))
                (f32.mul (local.get $xi)
                  (f32.load (i32.add (local.get $a)
                    (i32.shl (i32.add (i32.mul (local.get $i) (local.get $m)) (local.get $j))
                      (i32.const 2)))))))
            (local.set $j (i32.add (local.get $j) (i32.const 1)))
            (br $inner)))
        {body}
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $outer)))))"#
    )
}

#[test]
fn a_sum_across_the_outer_loop_runs_the_inner_loop_as_threads() {
    // for i { for j { y[j] += a[i*m + j] * x[i] } }: i carries y[j], j is parallel in every
    // iteration of i and no two js touch the same bytes in any two iterations: one launch
    // over j, each thread running i in order (the order of each y[j]'s sum is unchanged).
    let r = detect_wat(&gemv_t_wat("", "(local.get $m)"));
    let f = func(&r, "gemvt");
    assert_eq!(
        f.loops[0].verdict,
        LoopVerdict::Sequential,
        "{}",
        r.render_text()
    );
    assert_eq!(
        f.loops[1].verdict,
        LoopVerdict::Parallel,
        "{}",
        r.render_text()
    );
    assert_eq!(f.kernels, vec!["L0".to_string()], "{}", r.render_text());
    assert!(
        f.loops[0].transformations[0].starts_with(
            "interchange: the iterations of L1 are the threads and each runs every iteration of L0 (i) in order"
        ),
        "{}",
        r.render_text()
    );
    // The plan says which dimension runs in order, and checks x and y apart at the launch.
    let wasm = wat::parse_str(gemv_t_wat("", "(local.get $m)")).expect("wat");
    let plan = super::plan::plan_json(&wasm, "gemvt").expect("plan");
    assert!(plan.contains("\"in_order\": \"L0\""), "{plan}");
    assert!(
        plan.contains("\"kind\": \"disjoint\", \"loop\": \"L1\""),
        "{plan}"
    );
}

#[test]
fn threads_of_two_dimensions_each_run_the_outer_loop_in_order() {
    // for k { for i { for j { c[i][j] += a[i][k] * b[k][j] } } } (golden/auto/extra
    // kernels_m.c): i and j are a 2-D grid, each thread summing its element over k in k's
    // order; at -O2 the row's unrolled remainder runs in the row's first thread. The same
    // for i { for k { for j } } (i parallel around k).
    let dims = |level: &str, name: &str| -> Vec<String> {
        let path = golden_auto().join(format!("extra/kernels_m.{level}.wasm"));
        let wasm = std::fs::read(path).expect("kernels_m");
        let plan = super::plan::plan_json(&wasm, name).expect("plan");
        // The first kernel's dimensions come before its `in_order` field: L0 for k, i, j;
        // L1 for i, k, j (a parallel loop around the one run in order).
        let run_in_order = if name.contains("ikj") { "L1" } else { "L0" };
        let (dims, _) = plan
            .split_once(&format!(", \"in_order\": \"{run_in_order}\""))
            .unwrap_or_else(|| panic!("{level} {name}: not in order: {plan}"));
        dims.split("{\"loop\": \"")
            .skip(1)
            .map(|d| d.split('"').next().unwrap_or_default().to_string())
            .collect()
    };
    for level in ["O1", "O2", "O3"] {
        for name in ["mm_kij", "imm_kij", "gram_t", "mm_ikj", "imm_ikj"] {
            assert_eq!(dims(level, name), ["L0", "L1", "L2"], "{level} {name}");
        }
        // A count that follows the row (a triangle) keeps one thread dimension.
        assert_eq!(dims(level, "tri_t"), ["L0", "L1"], "{level} tri_t");
    }
    let wasm = std::fs::read(golden_auto().join("extra/kernels_m.O1.wasm")).expect("kernels_m");
    let r = detect_bytes(&wasm).expect("detect");
    let f = func(&r, "mm_kij");
    assert!(
        f.loops[0].transformations.iter().any(|t| t.starts_with(
            "second dimension: the iterations of L2 are threads too, beside L1's (a 2-D grid)"
        )),
        "{}",
        r.render_text()
    );
    let f = func(&r, "mm_ikj");
    assert!(
        f.loops[0].transformations.iter().any(|t| t.starts_with(
            "interchange inside: the iterations of L0 and L2 are a 2-D grid of threads, each running every iteration of L1 in order"
        )),
        "{}",
        r.render_text()
    );
    // Shifted by the step, two columns of one row meet across steps: the columns are no
    // second dimension, and detect says why.
    let f = func(&r, "shift_rows");
    assert!(
        f.loops[0].transformations.is_empty()
            || f.loops[0]
                .transformations
                .iter()
                .all(|t| !t.starts_with("second dimension")),
        "{}",
        r.render_text()
    );
}

#[test]
fn an_outer_loop_runs_inside_threads_only_where_its_own_code_is_safe_there() {
    // A store of the outer loop's own (x[i] = 0 after the row) runs in thread 0 only; the
    // load of x[i] every thread reads must then not meet it: with the same bytes, refused.
    let zero_x =
        "(f32.store (i32.add (local.get $x) (i32.shl (local.get $i) (i32.const 2))) (f32.const 0))";
    let r = detect_wat(&gemv_t_wat(zero_x, "(local.get $m)"));
    assert_eq!(
        func(&r, "gemvt").kernels,
        vec!["L1".to_string()],
        "{}",
        r.render_text()
    );
    // The same store to another array (z = y + 4096) runs in thread 0, checked apart from
    // the threads' bytes at the launch.
    let zero_z = "(f32.store (i32.add (i32.add (local.get $y) (i32.const 4096)) (i32.shl (local.get $i) (i32.const 2))) (local.get $xi))";
    let r = detect_wat(&gemv_t_wat(zero_z, "(local.get $m)"));
    assert_eq!(
        func(&r, "gemvt").kernels,
        vec!["L0".to_string()],
        "{}",
        r.render_text()
    );
    // An inner count that changes with i: the threads are launched once.
    let r = detect_wat(&gemv_t_wat("", "(local.get $i)"));
    let f = func(&r, "gemvt");
    assert!(f.loops[0].transformations.is_empty(), "{}", r.render_text());
    assert_ne!(f.kernels, vec!["L0".to_string()], "{}", r.render_text());
}

#[test]
fn rows_a_whole_number_of_symbolic_strides_apart_depend_on_each_other() {
    // for i in 1..n { for j in 0..m { a[i*m + j] += a[(i-1)*m + j] } }: the load reads the
    // row the previous iteration of i wrote, whatever m is: i is sequential (no launch-time
    // test could pass), j is parallel in each row, and each column is a chain down the rows:
    // the columns run as threads, each walking down its own (an interchange).
    let r = detect_wat(
        r#"(module (memory 1)
  (func (export "colrec") (param $n i32) (param $m i32) (param $a i32)
    (local $i i32) (local $j i32) (local $p i32)
    (local.set $i (i32.const 1))
    (block $done
      (loop $outer
        (br_if $done (i32.ge_s (local.get $i) (local.get $n)))
        (local.set $j (i32.const 0))
        (block $jdone
          (loop $inner
            (br_if $jdone (i32.ge_s (local.get $j) (local.get $m)))
            (local.set $p (i32.add (local.get $a)
              (i32.shl (i32.add (i32.mul (local.get $i) (local.get $m)) (local.get $j)) (i32.const 2))))
            (f32.store (local.get $p)
              (f32.add (f32.load (local.get $p))
                (f32.load (i32.sub (local.get $p) (i32.shl (local.get $m) (i32.const 2))))))
            (local.set $j (i32.add (local.get $j) (i32.const 1)))
            (br $inner)))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $outer)))))"#,
    );
    let f = func(&r, "colrec");
    assert_eq!(
        f.loops[0].verdict,
        LoopVerdict::Sequential,
        "{}",
        r.render_text()
    );
    assert!(
        f.loops[0]
            .reasons
            .iter()
            .any(|w| w.contains("(a dependence of distance 1)")),
        "{}",
        r.render_text()
    );
    assert_eq!(f.kernels, vec!["L0".to_string()], "{}", r.render_text());
    assert!(
        f.loops[0].transformations[0].starts_with("interchange:"),
        "{}",
        r.render_text()
    );
}

/// The low bits of a count that reads a choice made before every loop (`n = argc > 1 ?
/// atoi(argv[1]) : 17` in golden/programs/tri_default.c's `main`) are a choice of their own:
/// the launch reads `n`. The upper triangle's row loop is then parallel, with its remainder
/// and its unrolled loop ranged together; it was sequential ("the trip count of its inner
/// loop ... changes ... in a way the loop counters do not describe").
#[test]
fn low_bits_of_a_count_read_from_a_choice_before_the_loops() {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../golden/programs/tri_default.wasm");
    let r = detect_bytes(&std::fs::read(path).expect("tri_default.wasm")).expect("detect");
    // `main` (the module has no name section): the function whose loop has a remainder.
    let row = r
        .functions
        .iter()
        .flat_map(|f| &f.loops)
        .find(|l| {
            l.transformations
                .iter()
                .any(|t| t.starts_with("remainder:"))
        })
        .unwrap_or_else(|| panic!("no loop with a remainder in\n{}", r.render_text()));
    assert_eq!(row.verdict, LoopVerdict::Parallel, "{}", r.render_text());
    assert!(
        row.transformations
            .iter()
            .any(|t| t.starts_with("triangular:")),
        "{}",
        r.render_text()
    );
}

#[test]
fn a_loop_whose_header_stores_before_its_exit_test_has_one_more_thread() {
    // The header stores `a[i]` and then tests `i == n`: it runs n + 1 times for n trips, and
    // the last run's store is past the loop's iterations (fdtd-2d's 2-unrolled `ex` update,
    // written by hand). That run is one more thread; the accesses ranged one iteration past
    // the count stand for it, and are no dependence of distance 1.
    let r = detect_wat(
        r#"(module (memory 1)
  (func (export "fill") (param $n i32) (param $a i32)
    (local $i i32)
    (block $done
      (loop $l
        (i32.store (i32.add (local.get $a) (i32.shl (local.get $i) (i32.const 2))) (i32.const 1))
        (br_if $done (i32.eq (local.get $i) (local.get $n)))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $l)))))"#,
    );
    let f = func(&r, "fill");
    assert_eq!(f.kernels.len(), 1, "{}", r.render_text());
    let l = &f.loops[0];
    assert_eq!(l.verdict, LoopVerdict::Parallel, "{}", r.render_text());
    assert!(
        l.transformations
            .iter()
            .any(|t| t.starts_with("one more thread:")),
        "{}",
        r.render_text()
    );
}

#[test]
fn a_header_whose_extra_run_meets_the_body_is_in_order() {
    // The header's run past the last iteration stores `a[40]`, which every iteration's body
    // reads (into `a[50 + i]`) before: a dependence only the extra run has, which ranging
    // the header over the 40 trips alone would miss. The loop stays in order.
    let r = detect_wat(
        r#"(module (memory 1)
  (func (export "last") (param $a i32)
    (local $i i32)
    (block $done
      (loop $l
        (i32.store (i32.add (local.get $a) (i32.shl (local.get $i) (i32.const 2))) (i32.const 1))
        (br_if $done (i32.eq (local.get $i) (i32.const 40)))
        (i32.store offset=200 (i32.add (local.get $a) (i32.shl (local.get $i) (i32.const 2)))
          (i32.load offset=160 (local.get $a)))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $l)))))"#,
    );
    let f = func(&r, "last");
    assert!(f.kernels.is_empty(), "{}", r.render_text());
    assert_eq!(
        f.loops[0].verdict,
        LoopVerdict::Sequential,
        "{}",
        r.render_text()
    );
}

/// A tiled loop's `for (i = ii; i < min(ii + T, m); i++)` (golden/auto/extra/kernels_q.c):
/// the count reads the select clang computes before the loop, a choice between `ii + T` and
/// `m` that is at most each (`induction::MinMax`). The tile loops are then the kernel, at
/// every level; without it the tile loop was sequential ("the trip count of its inner loop
/// ... changes ... in a way the loop counters do not describe"). A tiled running sum is
/// parallel only under its launch-time test, which fails (`auto_run_extra`).
#[test]
fn tiled_loops_bounded_by_min_are_one_kernel_over_the_tiles() {
    for level in ["O1", "O2", "O3", "O2simd"] {
        let path = golden_auto().join(format!("extra/kernels_q.{level}.wasm"));
        let r = detect_bytes(&std::fs::read(path).expect("kernels_q")).expect("detect");
        // -O2 -msimd128 vectorises the transpose's tile rows: their count is a choice
        // holding the min (choices do not nest), and the tile rows launch instead.
        let names: &[&str] = match level {
            "O2simd" => &["tgemm"],
            _ => &["tgemm", "ttrans"],
        };
        for &name in names {
            let f = func(&r, name);
            assert_eq!(f.kernels, ["L0"], "{level} {name}\n{}", r.render_text());
            assert_eq!(f.loops[0].verdict, LoopVerdict::Parallel, "{level} {name}");
        }
        let text = r.render_text();
        assert!(
            text.contains("min("),
            "{level}: the count prints as a min\n{text}"
        );
    }
}

#[test]
fn detect_names_the_branch_a_launch_time_unswitch_assumes() {
    // `m` is carried to the next iteration only where `r < 0`: sequential as written, and
    // the report says which side of which branch makes it parallel.
    let r = detect_wat(super::unswitch::tests::STALE);
    let f = func(&r, "stale");
    let l = &f.loops[0];
    assert_eq!(l.verdict, LoopVerdict::Sequential, "{}", r.render_text());
    assert!(
        l.reasons
            .iter()
            .any(|x| x.contains("is carried from one iteration"))
            && l.reasons
                .iter()
                .any(|x| x.ends_with("(a launch-time unswitch)")),
        "{}",
        r.render_text()
    );
}
