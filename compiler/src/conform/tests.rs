//! Tests of the conform runner on small scripts written here: each judging rule once, with
//! its pass, its reported failure and its skip reason, plus a few real spec files.

use super::runner::{Outcome, Skip};
use super::{run_conformance, run_script_text, Backend, FileReport};
use std::path::PathBuf;

fn run(script: &str) -> FileReport {
    run_script_text("test.wast", script)
}

/// The outcomes in order, as short strings: `pass`, `fail: ...`, `skip: ...`.
fn outcomes(script: &str) -> Vec<String> {
    let report = run(script);
    assert_eq!(report.error, None);
    report
        .results
        .iter()
        .map(|r| match &r.outcome {
            Outcome::Passed => "pass".to_string(),
            Outcome::Failed(why) => format!("fail: {why}"),
            Outcome::Skipped(Skip { category, .. }) => format!("skip: {category}"),
        })
        .collect()
}

#[test]
fn returns_are_compared_exactly_and_a_mismatch_is_reported() {
    let got = outcomes(
        r#"
(module
  (func (export "add") (param i32 i32) (result i32) (i32.add (local.get 0) (local.get 1)))
  (func (export "neg0") (result f64) (f64.const -0)))
(assert_return (invoke "add" (i32.const 1) (i32.const 2)) (i32.const 3))
(assert_return (invoke "add" (i32.const 1) (i32.const 2)) (i32.const 4))
(assert_return (invoke "neg0") (f64.const -0))
(assert_return (invoke "neg0") (f64.const 0))
(assert_return (invoke "missing"))
"#,
    );
    assert_eq!(
        got,
        [
            "pass",
            "fail: got (i32:0x3), expected (i32:0x4)",
            "pass",
            "fail: got (f64:0x8000000000000000), expected (f64:0x0)",
            "fail: no exported function `missing`",
        ]
    );
}

#[test]
fn traps_are_compared_by_kind() {
    let got = outcomes(
        r#"
(module
  (func (export "div") (param i32 i32) (result i32) (i32.div_s (local.get 0) (local.get 1)))
  (func (export "boom") (unreachable)))
(assert_trap (invoke "div" (i32.const 1) (i32.const 0)) "integer divide by zero")
(assert_trap (invoke "div" (i32.const 0x80000000) (i32.const -1)) "integer overflow")
(assert_trap (invoke "div" (i32.const 1) (i32.const 0)) "integer overflow")
(assert_trap (invoke "div" (i32.const 6) (i32.const 3)) "integer divide by zero")
(assert_trap (invoke "boom") "unreachable executed")
(assert_return (invoke "boom"))
(invoke "boom")
"#,
    );
    assert_eq!(
        got,
        [
            "pass",
            "pass",
            "fail: trapped with `integer divide by zero`, expected `integer overflow`",
            "fail: returned (i32:0x2) instead of trapping with `integer divide by zero`",
            "pass",
            "fail: expected (), got: wasm trap: unreachable",
            "fail: did not complete: wasm trap: unreachable",
        ]
    );
}

#[test]
fn nan_classes_follow_the_spec() {
    let got = outcomes(
        r#"
(module
  (func (export "div") (param f32 f32) (result f32) (f32.div (local.get 0) (local.get 1)))
  (func (export "bits") (param i64) (result f64) (f64.reinterpret_i64 (local.get 0))))
(assert_return (invoke "div" (f32.const 0) (f32.const 0)) (f32.const nan:canonical))
(assert_return (invoke "div" (f32.const 0) (f32.const 0)) (f32.const nan:arithmetic))
(assert_return (invoke "bits" (i64.const 0xfff8000000000000)) (f64.const nan:canonical))
(assert_return (invoke "bits" (i64.const 0x7ff8000000000001)) (f64.const nan:arithmetic))
(assert_return (invoke "bits" (i64.const 0x7ff8000000000001)) (f64.const nan:canonical))
(assert_return (invoke "bits" (i64.const 0x7ff0000000000001)) (f64.const nan:arithmetic))
(assert_return (invoke "bits" (i64.const 0x7ff0000000000000)) (f64.const nan:arithmetic))
(assert_return (invoke "bits" (i64.const 0x7ff8000000000001)) (f64.const nan:0x8000000000001))
(assert_return (invoke "bits" (i64.const 1)) (either (f64.const 0) (f64.const 0x0.0000000000001p-1022)))
"#,
    );
    assert_eq!(got[..4], ["pass", "pass", "pass", "pass"]);
    assert_eq!(
        got[4],
        "fail: got (f64:0x7ff8000000000001), expected (f64:nan:canonical)"
    );
    // A signalling NaN is not arithmetic; infinity is no NaN at all.
    assert!(got[5].starts_with("fail:"), "{}", got[5]);
    assert!(got[6].starts_with("fail:"), "{}", got[6]);
    assert_eq!(got[7..], ["pass", "pass"]);
}

/// 8193 empty passive data segments: `data.drop 8192` names a segment past what an instance
/// intrinsic can encode (2^13), so a function using it does not lower.
fn segments_past_the_intrinsic_limit() -> String {
    "(data \"\")".repeat(8193)
}

/// How a function dropping segment 8192 is skipped.
const PAST_2_13_SEGMENTS: &str =
    "`data_drop with a table, memory or segment index of 2^13 or more` is unsupported";

#[test]
fn unsupported_functions_and_modules_are_skipped_with_their_reason() {
    let report = run(&format!(
        r#"
(module
  (type $t (func (result i32)))
  (table 1 funcref)
  {}
  (func $one (result i32) (i32.const 1))
  (elem (i32.const 0) $one)
  (memory 1)
  (func (export "indirect") (result i32) (call_indirect (type $t) (i32.const 0)))
  (func (export "tsize") (result i32) (data.drop 8192) (i32.const 1))
  (func (export "direct") (result i32) (call $one)))
(assert_return (invoke "indirect") (i32.const 1))
(assert_return (invoke "tsize") (i32.const 1))
(assert_return (invoke "direct") (i32.const 1))
(module (import "spectest" "table" (table 30 funcref)) (func (export "f")))
(invoke "f")
(register "M")
(module (func (export "ref") (param externref)))
(assert_return (invoke "ref" (ref.host 1)))
"#,
        segments_past_the_intrinsic_limit()
    ));
    let skips: Vec<(&str, &str)> = report
        .results
        .iter()
        .filter_map(|r| match &r.outcome {
            Outcome::Skipped(s) => Some((s.category.as_str(), s.detail.as_str())),
            _ => None,
        })
        .collect();
    assert_eq!(
        skips,
        [
            (
                PAST_2_13_SEGMENTS,
                "function `tsize`: `data_drop with a table, memory or segment index of 2^13 or more` is unsupported: not supported on the GPU"
            ),
            (
                "the module imports a table (linking is not supported)",
                "the module imports table `spectest::table` (linking is not supported)"
            ),
            (
                "the module imports a table (linking is not supported)",
                "the module imports table `spectest::table` (linking is not supported)"
            ),
            (
                "host references (gc) are not supported",
                "host references (gc) are not supported"
            ),
        ]
    );
    // `direct` and `indirect` (through the table) pass.
    assert_eq!(report.totals().passed, 2);
    assert_eq!(report.totals().failed, 0);
}

/// An `assert_trap` on a module whose trap message the IR has no kind for names the
/// proposal the module needs, when our validator rejects it; otherwise the message.
#[test]
fn a_module_trap_of_an_unknown_kind_names_the_module_s_proposal() {
    let report = run(r#"
(assert_trap
  (module
    (type $s (struct (field i32)))
    (global (ref $s) (struct.new $s (i32.const 1)))
    (func $f (unreachable))
    (start $f))
  "null descriptor reference")
(assert_trap (module (func $f (unreachable)) (start $f)) "null descriptor reference")
"#);
    let skips: Vec<String> = report
        .results
        .iter()
        .filter_map(|r| match &r.outcome {
            Outcome::Skipped(s) => Some(super::proposals::proposal_of(&s.category)),
            _ => None,
        })
        .collect();
    assert_eq!(skips, ["gc", "harness"]);
}

#[test]
fn a_callee_that_does_not_lower_skips_its_caller_with_the_callee_reason() {
    let got = outcomes(&format!(
        r#"
(module
  (type $r (func (result i32)))
  (table 1 funcref)
  {}
  (func $get (result i32) (data.drop 8192) (i32.const 1))
  (func (export "caller") (param i32) (result i32)
    (if (result i32) (local.get 0) (then (call $get)) (else (i32.const 7)))))
(assert_return (invoke "caller" (i32.const 0)) (i32.const 7))
(assert_return (invoke "caller" (i32.const 1)) (i32.const 1))
"#,
        segments_past_the_intrinsic_limit()
    ));
    assert_eq!(
        got,
        ["pass".to_string(), format!("skip: {PAST_2_13_SEGMENTS}")]
    );
}

#[test]
fn state_a_skipped_call_may_have_changed_turns_failures_into_skips() {
    let got = outcomes(&format!(
        r#"
(module
  (type $r (func (result i32)))
  (table 1 funcref)
  {}
  (elem (i32.const 0) $seven)
  (global $g (mut i32) (i32.const 5))
  (func $seven (type $r) (i32.const 7))
  (func (export "clear") (result i32)
    (table.set (i32.const 0) (ref.null func)) (data.drop 8192) (i32.const 1))
  (func (export "call") (result i32) (call_indirect (type $r) (i32.const 0)))
  (func (export "g") (result i32) (global.get $g))
  (func (export "answer") (result i32) (i32.const 42)))
(assert_return (invoke "clear") (i32.const 1))
(assert_trap (invoke "call") "uninitialized element")
(assert_return (invoke "call") (i32.const 7))
(assert_return (invoke "g") (i32.const 6))
(assert_return (invoke "answer") (i32.const 43))
"#,
        segments_past_the_intrinsic_limit()
    ));
    assert_eq!(
        got,
        [
            format!("skip: {PAST_2_13_SEGMENTS}").as_str(),
            "skip: differs after reading state that a call or module which could not run may have changed",
            // A match under unknown state is still a match.
            "pass",
            // clear never writes globals, and `answer` reads nothing: real failures.
            "fail: got (i32:0x5), expected (i32:0x6)",
            "fail: got (i32:0x2a), expected (i32:0x2b)",
        ]
    );
}

#[test]
fn memory_globals_calls_and_bulk_memory_keep_instance_state() {
    let got = outcomes(
        r#"
(module $M
  (memory 1)
  (data (i32.const 8) "\01\02\03\04")
  (global $count (export "count") (mut i32) (i32.const 0))
  (func $bump (result i32 i32)
    (global.set $count (i32.add (global.get $count) (i32.const 1)))
    (global.get $count) (i32.const 100))
  (func (export "bump") (result i32) (i32.add (call $bump)))
  (func (export "load") (param i32) (result i32) (i32.load8_u (local.get 0)))
  (func (export "copy") (param i32 i32 i32) (memory.copy (local.get 0) (local.get 1) (local.get 2)))
  (func (export "fill") (param i32 i32 i32) (memory.fill (local.get 0) (local.get 1) (local.get 2))))
(assert_return (invoke "bump") (i32.const 101))
(assert_return (invoke "bump") (i32.const 102))
(assert_return (get "count") (i32.const 2))
(assert_return (get $M "count") (i32.const 2))
(invoke "copy" (i32.const 9) (i32.const 8) (i32.const 4))
(assert_return (invoke "load" (i32.const 12)) (i32.const 4))
(assert_return (invoke "load" (i32.const 9)) (i32.const 1))
(assert_trap (invoke "fill" (i32.const 65535) (i32.const 7) (i32.const 2)) "out of bounds memory access")
(assert_return (invoke "load" (i32.const 65535)) (i32.const 0))
(invoke "fill" (i32.const 65535) (i32.const 0x107) (i32.const 1))
(assert_return (invoke "load" (i32.const 65535)) (i32.const 7))
(assert_trap (module (memory 1) (data (i32.const 65535) "ab")) "out of bounds memory access")
(assert_return (invoke $M "load" (i32.const 65535)) (i32.const 7))
"#,
    );
    assert!(got.iter().all(|o| o == "pass"), "{got:#?}");
    assert_eq!(got.len(), 13);
}

#[test]
fn validation_and_parsing_assertions_need_a_rejection() {
    let got = outcomes(
        r#"
(assert_invalid (module (func (result i32) (i64.const 0))) "type mismatch")
(assert_malformed (module quote "(func (result i32) (i32.const 0x1_0000_0000))") "constant out of range")
(assert_malformed (module binary "\00asm\02\00\00\00") "unknown binary version")
(assert_invalid (module (func (result i32) (i32.const 0))) "type mismatch")
(assert_unlinkable (module (import "nowhere" "f" (func))) "unknown import")
"#,
    );
    assert_eq!(
        got,
        [
            "pass",
            "pass",
            "pass",
            // A valid module asserted invalid: the newest wasmparser accepts it too, so the
            // assertion (not our validator) is out of date.
            "skip: the script predates a spec change: wasmparser 0.263 accepts the module too",
            // `nowhere` was never registered: an unknown import.
            "pass",
        ]
    );
}

#[test]
fn runaway_recursion_is_exhaustion() {
    let got = outcomes(
        r#"
(module (func $f (export "f") (call $f)))
(assert_exhaustion (invoke "f") "call stack exhausted")
(assert_return (invoke "f"))
"#,
    );
    assert_eq!(got[0], "pass");
    assert_eq!(
        got[1],
        "fail: expected (), got: call stack exhausted at depth 10000"
    );
}

#[test]
fn a_script_that_does_not_parse_is_one_failure_of_its_file() {
    let report = run("(module (func (export \"f\")))\n(assert_return (invoke \"f\")");
    assert!(report.error.is_some());
    assert_eq!(report.totals().failed, 1);
    assert!(report.results.is_empty());
}

#[test]
fn the_gpu_backend_and_bad_paths_are_one_line_errors() {
    let spec = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../golden/spec/fac.wast");
    // Without a driver (CI) the gpu backend fails with one NotAvailable line; with one, fac.wast
    // passes on the device.
    match run_conformance(std::slice::from_ref(&spec), Backend::Gpu) {
        Err(e) => {
            assert!(
                e.starts_with("NotAvailable: the gpu backend needs a CUDA GPU"),
                "{e}"
            );
            assert!(!e.contains('\n'), "{e}");
        }
        Ok(report) => assert_eq!(report.totals().failed, 0),
    }
    assert_eq!(
        Backend::from_name("cuda"),
        Err("unknown backend `cuda` (expected `interp` or `gpu`)".to_string())
    );
    let missing = PathBuf::from("/nonexistent/x.wast");
    assert_eq!(
        run_conformance(&[missing], Backend::Interp),
        Err("/nonexistent/x.wast: no such file or directory".to_string())
    );
}

#[test]
fn spec_files_pass_through_the_interpreter() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../golden/spec");
    let paths: Vec<PathBuf> = ["fac.wast", "memory_fill.wast", "int_exprs.wast"]
        .iter()
        .map(|f| dir.join(f))
        .collect();
    let report = run_conformance(&paths, Backend::Interp).expect("the spec files run");
    let t = report.totals();
    assert_eq!(t.failed, 0, "{}", report.render_text());
    assert_eq!(t.skipped, 0, "{}", report.render_text());
    assert!(t.passed > 150, "{}", report.render_text());
}

#[test]
fn call_indirect_dispatches_through_the_table_and_traps_as_wasm() {
    let got = outcomes(
        r#"
(module
  (type $ii (func (param i32) (result i32)))
  (type $v (func))
  (table 4 funcref)
  (elem (i32.const 0) $double $nothing)
  (elem (i32.const 3) $square)
  (func $double (type $ii) (i32.mul (local.get 0) (i32.const 2)))
  (func $square (type $ii) (i32.mul (local.get 0) (local.get 0)))
  (func $nothing (type $v))
  (func (export "call") (param i32 i32) (result i32)
    (call_indirect (type $ii) (local.get 1) (local.get 0))))
(assert_return (invoke "call" (i32.const 0) (i32.const 21)) (i32.const 42))
(assert_return (invoke "call" (i32.const 3) (i32.const 9)) (i32.const 81))
(assert_trap (invoke "call" (i32.const 1) (i32.const 0)) "indirect call type mismatch")
(assert_trap (invoke "call" (i32.const 2) (i32.const 0)) "uninitialized element 2")
(assert_trap (invoke "call" (i32.const 4) (i32.const 0)) "undefined element")
(assert_trap (invoke "call" (i32.const -1) (i32.const 0)) "undefined element")
(assert_trap (module (table 1 funcref) (func $f) (elem (i32.const 1) $f))
  "out of bounds table access")
"#,
    );
    assert!(got.iter().all(|o| o == "pass"), "{got:#?}");
    assert_eq!(got.len(), 7);
}

#[test]
fn call_indirect_is_refused_where_the_tables_are_not_on_the_device() {
    let wasm = wat::parse_str(
        r#"(module (type $v (func)) (table 1 funcref)
             (func (export "k") (param i32) (call_indirect (type $v) (local.get 0))))"#,
    )
    .expect("WAT");
    let options = crate::pipeline::Options {
        mode: crate::pipeline::Mode::Map,
        ..Default::default()
    };
    let e = crate::pipeline::lower(&wasm, "k", &options).expect_err("no tables on the device");
    assert_eq!(
        e.to_string(),
        "function `k`: `call_indirect (tables and segments are on the device in map mode only)` is unsupported: a kernel gets the memory, not the instance's tables and segments"
    );
}

/// Functions that tail-call each other through a table and through references run in one
/// frame on the device: each copies the others in, and its indirect tail calls stay for the
/// converter, which switches on the handle to jumps (no `mir.call` in the entry). The
/// interpreter of the lowered program gives the value a million steps deep.
#[test]
fn indirect_tail_recursion_is_jumps_in_one_gpu_function() {
    let wasm = wat::parse_str(
        r#"(module
             (type $t (func (param i64) (result i32)))
             (table 2 funcref)
             (elem (i32.const 0) $even $odd)
             (elem declare func $even)
             (func $even (export "even") (type $t)
               (if (result i32) (i64.eqz (local.get 0)) (then (i32.const 44))
                 (else (return_call_indirect (type $t)
                         (i64.sub (local.get 0) (i64.const 1)) (i32.const 1)))))
             (func $odd (export "odd") (type $t)
               (if (result i32) (i64.eqz (local.get 0)) (then (i32.const 99))
                 (else (return_call_ref $t (i64.sub (local.get 0) (i64.const 1))
                         (ref.func $even))))))"#,
    )
    .expect("WAT");
    let instance = super::instance::Instance::new(wasm).expect("instantiates");
    let options = crate::pipeline::Options {
        mode: crate::pipeline::Mode::Map,
        ..Default::default()
    };
    for name in ["even", "odd"] {
        let f = instance.export(name).expect("export");
        let program = super::gpu::program_of(&instance, f).expect("no unbounded recursion");
        // The entry, and each function in the program (the entry's own copy among them).
        assert!(program.tail_entries.contains_key(&None), "{name}");
        assert_eq!(
            program.tail_entries.len(),
            3,
            "{name}: {:?}",
            program.tail_entries
        );
        lowered_ir::verify_function(&program.entry).expect("verifies");
        let kernel = crate::pipeline::lower_program(&program, &options).expect("PTX");
        let entry_mir = kernel
            .stages
            .mir
            .split("builtin.func @")
            .nth(1)
            .unwrap_or("");
        assert!(entry_mir.contains("mir.switch"), "{}", kernel.stages.mir);
        assert!(!entry_mir.contains("mir.call"), "{}", kernel.stages.mir);
    }
}

/// The GPU backend's program for a function that calls through a table: the entry with
/// every function of the call's type that a table can hold (and no other), dispatched by a
/// switch on the entry's handle, and the table ops reading the tables window. It lowers
/// to PTX that ptxas would see (the H100 run checks the values).
#[test]
fn a_gpu_program_dispatches_call_indirect_over_the_functions_of_its_type() {
    let wasm = wat::parse_str(
        r#"(module
             (type $ii (func (param i32) (result i32)))
             (table $t 4 funcref)
             (func $dbl (type $ii) (i32.mul (local.get 0) (i32.const 2)))
             (func $sq (type $ii) (i32.mul (local.get 0) (local.get 0)))
             (func $other (param i64) (result i64) (local.get 0))
             (func $never (type $ii) (local.get 0))
             (elem (table $t) (i32.const 0) func $dbl $other $sq)
             (func (export "call") (param i32 i32) (result i32)
               (call_indirect $t (type $ii) (local.get 1) (local.get 0)))
             (func (export "swap") (param i32 i32)
               (table.set $t (local.get 0) (table.get $t (local.get 1))))
             (func (export "size") (result i32) (table.size $t)))"#,
    )
    .expect("WAT");
    let instance = super::instance::Instance::new(wasm).expect("instantiates");
    let call = instance.export("call").expect("export");
    let program = super::gpu::program_of(&instance, call).expect("lowers");
    let callees: Vec<u32> = program.callees.iter().map(|(i, _)| *i).collect();
    // $dbl and $sq have the call's type and are in a segment; $never is in none.
    assert_eq!(callees, vec![0, 1]);
    let indirect = program.indirect.clone().expect("tables on the device");
    let dispatch: Vec<Vec<u32>> = indirect.values().map(|d| d.device.clone()).collect();
    assert_eq!(dispatch, vec![vec![0, 1]]);
    let options = crate::pipeline::Options {
        mode: crate::pipeline::Mode::Map,
        ..Default::default()
    };
    let kernel = crate::pipeline::lower_program(&program, &options).expect("PTX");
    assert!(
        kernel.stages.mir.contains("mir.switch"),
        "{}",
        kernel.stages.mir
    );
    for name in ["swap", "size"] {
        let f = instance.export(name).expect("export");
        let program = super::gpu::program_of(&instance, f).expect("lowers");
        assert!(program.callees.is_empty());
        crate::pipeline::lower_program(&program, &options).expect("PTX");
    }
    // An imported function of the call's type is the host's to run.
    let wasm = wat::parse_str(
        r#"(module
             (type $ii (func (param i32) (result i32)))
             (import "spectest" "print_i32" (func $p (param i32)))
             (import "M" "f" (func $f (type $ii)))
             (func $own (type $ii) (local.get 0))
             (elem declare func $p $f $own)
             (table 1 funcref)
             (func (export "call") (param i32) (result i32)
               (call_indirect (type $ii) (local.get 0) (i32.const 0))))"#,
    )
    .expect("WAT");
    let with_import = super::instance::Instance::new(wasm).expect("instantiates");
    assert_eq!(
        with_import.code.indirect_targets(0),
        crate::convert::Dispatch {
            device: vec![2],
            host: vec![1],
        },
        "print_i32 has another type"
    );
    // A call whose type no function in a table has still lowers (every path traps).
    let wasm = wat::parse_str(
        r#"(module (type $t (func (result i32))) (table 1 funcref)
             (func (export "get") (result i32) (call_indirect (type $t) (i32.const 0))))"#,
    )
    .expect("WAT");
    let empty = super::instance::Instance::new(wasm).expect("instantiates");
    let program = super::gpu::program_of(&empty, 0).expect("lowers");
    crate::pipeline::lower_program(&program, &options).expect("PTX with nothing to call");
    // Growth and the passive segments lower too (the H100 run checks their values).
    let wasm = wat::parse_str(
        r#"(module (memory 1) (table $t 1 funcref) (func $f)
             (elem $e func $f) (data $d "xyz")
             (func (export "grow") (param i32) (result i32) (table.grow $t (ref.null func) (local.get 0)))
             (func (export "tinit") (param i32) (table.init $t $e (local.get 0) (i32.const 0) (i32.const 1)))
             (func (export "minit") (param i32) (memory.init $d (local.get 0) (i32.const 0) (i32.const 3)))
             (func (export "drops") (elem.drop $e) (data.drop $d))
             (func (export "mgrow") (param i32) (result i32) (memory.grow (local.get 0))))"#,
    )
    .expect("WAT");
    let bulk = super::instance::Instance::new(wasm).expect("instantiates");
    for name in ["grow", "tinit", "minit", "drops", "mgrow"] {
        let f = bulk.export(name).expect("export");
        let program = super::gpu::program_of(&bulk, f).expect("lowers");
        crate::pipeline::lower_program(&program, &options)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
    }
    let state = bulk.code.device_state(0, false, &|_| None);
    assert_eq!(state.data, vec![b"xyz".to_vec()]);
    assert_eq!(state.elems, vec![vec![1]]);
    // The host's copy: handles of $dbl (0), $other (2) and $sq (1), then null.
    let state = instance.code.device_state(8, false, &|_| None);
    let table = &state.tables[0];
    assert_eq!(table.entries, vec![1, 3, 2, 0]);
    // No maximum: the interpreter's limit, and 8 entries of room to grow.
    assert_eq!((table.limit, table.room), (1 << 24, 8));
    // The active segment was dropped at instantiation.
    assert_eq!(state.elems, vec![Vec::<u64>::new()]);
}

#[test]
fn table_segment_and_tail_call_ops_are_refused_for_the_gpu_naming_function_and_op() {
    let options = crate::pipeline::Options {
        mode: crate::pipeline::Mode::Map,
        ..Default::default()
    };
    let cases = [
        (
            r#"(module (table 2 funcref) (func (export "k") (param i32)
                 (table.copy (local.get 0) (i32.const 0) (i32.const 1))))"#,
            "function `k`: `table.copy (tables and segments are on the device in map mode only)` is unsupported",
        ),
        (
            r#"(module (memory 1) (data $d "x") (func (export "k") (param i32)
                 (memory.init $d (local.get 0) (i32.const 0) (i32.const 1))))"#,
            "function `k`: `memory.init (tables and segments are on the device in map mode only)` is unsupported",
        ),
        (
            r#"(module (func $f (param i32) (result i32) (call $k (local.get 0)))
                 (func $k (export "k") (param i32) (result i32) (return_call $f (local.get 0))))"#,
            "function `k`: `return_call (a tail call that can recurse)` is unsupported",
        ),
        (
            r#"(module (table 2 funcref) (func (export "k") (param i32) (result i32)
                 (ref.is_null (table.get (local.get 0)))))"#,
            "function `k`: `table.get (tables and segments are on the device in map mode only)` is unsupported",
        ),
        (
            r#"(module (type $r (func (result i32))) (func $f (type $r) (i32.const 1))
                 (elem declare func $f)
                 (func (export "k") (param i32) (result i32) (call_ref $r (ref.func $f))))"#,
            "function `k`: `call_ref (function references are dispatched in map mode only)` is unsupported",
        ),
    ];
    for (text, want) in cases {
        let wasm = wat::parse_str(text).expect("WAT");
        let e = crate::pipeline::lower(&wasm, "k", &options).expect_err("refused");
        let got = e.to_string();
        assert!(got.contains(want), "got:  {got}\nwant: {want}");
        assert!(!got.contains('\n'), "{got}");
    }
}

#[test]
fn memory_grow_grows_up_to_the_maximum_and_then_answers_minus_one() {
    let got = outcomes(
        r#"
(module
  (memory 1 3)
  (func (export "grow") (param i32) (result i32) (memory.grow (local.get 0)))
  (func (export "size") (result i32) (memory.size))
  (func (export "store") (param i32 i32) (i32.store (local.get 0) (local.get 1)))
  (func (export "load") (param i32) (result i32) (i32.load (local.get 0))))
(assert_trap (invoke "load" (i32.const 65536)) "out of bounds memory access")
(assert_return (invoke "grow" (i32.const 0)) (i32.const 1))
(assert_return (invoke "grow" (i32.const 1)) (i32.const 1))
(assert_return (invoke "size") (i32.const 2))
(assert_return (invoke "load" (i32.const 65536)) (i32.const 0))
(invoke "store" (i32.const 131068) (i32.const 7))
(assert_return (invoke "load" (i32.const 131068)) (i32.const 7))
(assert_trap (invoke "load" (i32.const 131069)) "out of bounds memory access")
(assert_return (invoke "grow" (i32.const 2)) (i32.const -1))
(assert_return (invoke "grow" (i32.const -1)) (i32.const -1))
(assert_return (invoke "grow" (i32.const 1)) (i32.const 2))
(assert_return (invoke "size") (i32.const 3))
(module (memory 0) (func (export "grow") (param i32) (result i32) (memory.grow (local.get 0))))
(assert_return (invoke "grow" (i32.const 800)) (i32.const 0))
(assert_return (invoke "grow" (i32.const 65536)) (i32.const -1))
"#,
    );
    assert!(got.iter().all(|o| o == "pass"), "{got:#?}");
    assert_eq!(got.len(), 14);
}

#[test]
fn self_contained_imports_and_spectest_prints_are_linked() {
    let got = outcomes(
        r#"
(module $A
  (memory 1)
  (func (export "seven") (result i32) (i32.const 7))
  (func (export "load") (result i32) (i32.load (i32.const 0))))
(register "a" $A)
(module
  (type $r (func (result i32)))
  (import "a" "seven" (func $seven (result i32)))
  (import "a" "load" (func $load (result i32)))
  (import "spectest" "print_i32" (func $print (param i32)))
  (table 2 funcref)
  (elem (i32.const 0) $seven $load)
  (export "seven" (func $seven))
  (export "print" (func $print))
  (func (export "call") (param i32) (result i32) (call_indirect (type $r) (local.get 0))))
(assert_return (invoke "seven") (i32.const 7))
(assert_return (invoke "call" (i32.const 0)) (i32.const 7))
(assert_return (invoke "print" (i32.const 1)))
(assert_return (invoke "call" (i32.const 1)) (i32.const 0))
"#,
    );
    // `load` reads its own instance's memory: it runs there (a foreign call).
    assert_eq!(got, ["pass", "pass", "pass", "pass"], "{got:#?}");
}

#[test]
fn imports_of_stateful_functions_run_in_the_instance_that_defines_them() {
    let got = outcomes(
        r#"
(module $A
  (memory (export "mem") 1)
  (global $n (mut i32) (i32.const 0))
  (func (export "bump") (result i32)
    (global.set $n (i32.add (global.get $n) (i32.const 1))) (global.get $n))
  (func (export "peek") (param i32) (result i32) (i32.load8_u (local.get 0)))
  (func (export "poke") (param i32 i32) (i32.store8 (local.get 0) (local.get 1))))
(register "a" $A)
(module $B
  (import "a" "bump" (func $bump (result i32)))
  (import "a" "peek" (func $peek (param i32) (result i32)))
  (import "a" "mem" (memory 1))
  (export "bump" (func $bump))
  (func (export "bump-twice") (result i32) (drop (call $bump)) (call $bump))
  (func (export "write-then-peek") (param i32) (result i32)
    (i32.store8 (i32.const 5) (local.get 0)) (call $peek (i32.const 5))))
(module $C
  (import "a" "peek" (func $peek (param i32) (result i32)))
  (memory 1)
  (func (export "peek-a") (param i32) (result i32) (i32.store8 (i32.const 5) (i32.const 99)) (call $peek (local.get 0))))
(assert_return (invoke $B "bump") (i32.const 1))
(assert_return (invoke $B "bump-twice") (i32.const 3))
(assert_return (invoke $A "bump") (i32.const 4))
(assert_return (invoke $B "write-then-peek" (i32.const 42)) (i32.const 42))
(assert_return (invoke $A "peek" (i32.const 5)) (i32.const 42))
(invoke $A "poke" (i32.const 6) (i32.const 7))
(assert_return (invoke $C "peek-a" (i32.const 6)) (i32.const 7))
(assert_return (invoke $C "peek-a" (i32.const 5)) (i32.const 42))
"#,
    );
    // Globals stay in $A; $B writes the memory it shares with $A before $A's `peek` reads
    // it; $C has a memory of its own, and `peek` still reads $A's.
    assert!(got.iter().all(|o| o == "pass"), "{got:#?}");
    assert_eq!(got.len(), 8);
}

#[test]
fn imported_tables_are_shared_and_call_each_instance_s_own_function() {
    let got = outcomes(
        r#"
(module $M
  (type $r (func (result i32)))
  (global $n (mut i32) (i32.const 40))
  (table (export "tab") 4 funcref)
  (elem (i32.const 0) $m)
  (func $m (type $r) (global.set $n (i32.add (global.get $n) (i32.const 1))) (global.get $n))
  (func (export "call") (param i32) (result i32) (call_indirect (type $r) (local.get 0)))
  (func (export "get-is-null") (param i32) (result i32) (ref.is_null (table.get (local.get 0)))))
(register "m" $M)
(module $N
  (type $r (func (result i32)))
  (import "m" "tab" (table 4 funcref))
  (elem (i32.const 1) $n)
  (func $n (type $r) (i32.const 7))
  (func (export "call") (param i32) (result i32) (call_indirect (type $r) (local.get 0)))
  (func (export "size") (result i32) (table.size)))
(module $S
  (type $r (func (result i32)))
  (import "spectest" "table" (table 10 20 funcref))
  (elem (i32.const 2) $s)
  (func $s (type $r) (i32.const 3))
  (func (export "call") (param i32) (result i32) (call_indirect (type $r) (local.get 0))))
(assert_return (invoke $M "call" (i32.const 1)) (i32.const 7))
(assert_return (invoke $N "call" (i32.const 0)) (i32.const 41))
(assert_return (invoke $M "call" (i32.const 0)) (i32.const 42))
(assert_return (invoke $N "size") (i32.const 4))
(assert_trap (invoke $N "call" (i32.const 2)) "uninitialized element")
(assert_return (invoke $M "get-is-null" (i32.const 0)) (i32.const 0))
(assert_return (invoke $M "get-is-null" (i32.const 1)) (i32.const 0))
(assert_return (invoke $S "call" (i32.const 2)) (i32.const 3))
(assert_trap (invoke $S "call" (i32.const 0)) "uninitialized element")
"#,
    );
    // $N's entry in $M's table runs $N's function, and $M's entry, called from $N, runs in
    // $M (its global counts on); `table.get` of $N's entry in $M is a reference to another
    // instance's function (a handle that says so, conform/tables.rs `foreign_handle`).
    assert!(got.iter().all(|o| o == "pass"), "{got:#?}");
    assert_eq!(got.len(), 9);
}

/// `relaxed_madd` lowers to one fused multiply-add per lane (`mir.fma`, `llvm.fma`, PTX
/// `fma.rn`), as the interpreter computes it fused: rounded once, so the GPU gives the
/// interpreter's bits.
#[test]
fn relaxed_madd_lowers_to_one_fused_multiply_add_per_lane() {
    for (shape, ptx_op, lanes) in [("f32x4", "fma.rn.f32", 4), ("f64x2", "fma.rn.f64", 2)] {
        let wasm = wat::parse_str(format!(
            r#"(module (func (export "k") (param v128 v128 v128) (result v128)
                 ({shape}.relaxed_madd (local.get 0) (local.get 1) (local.get 2))))"#
        ))
        .expect("WAT");
        let options = crate::pipeline::Options {
            mode: crate::pipeline::Mode::Map,
            ..Default::default()
        };
        let kernel = crate::pipeline::lower(&wasm, "k", &options).expect("lowers");
        assert_eq!(
            kernel.ptx.matches(ptx_op).count(),
            lanes,
            "{shape}: {}",
            kernel.ptx
        );
    }
}

#[test]
fn imports_match_memories_and_tables_as_they_are_after_growth() {
    let got = outcomes(
        r#"
(module $A
  (memory (export "mem") 1 4)
  (table (export "tab") 1 4 funcref)
  (func (export "grow") (result i32)
    (drop (table.grow (ref.null func) (i32.const 1)))
    (memory.grow (i32.const 1))))
(register "a" $A)
(assert_return (invoke "grow") (i32.const 1))
(module $B
  (import "a" "mem" (memory 2))
  (import "a" "tab" (table 2 funcref))
  (func (export "size") (result i32) (i32.add (memory.size) (table.size))))
(assert_return (invoke $B "size") (i32.const 4))
(assert_unlinkable (module (import "a" "mem" (memory 3))) "incompatible import type")
"#,
    );
    assert_eq!(got, ["pass", "pass", "pass"], "{got:#?}");
}

#[test]
fn table_and_segment_ops_run_against_the_instance_state() {
    let got = outcomes(
        r#"
(module
  (type $r (func (result i32)))
  (memory 1)
  (data $d "\01\02\03")
  (table 4 funcref)
  (elem $e func $one $two)
  (func $one (type $r) (i32.const 1))
  (func $two (type $r) (i32.const 2))
  (func (export "call") (param i32) (result i32) (call_indirect (type $r) (local.get 0)))
  (func (export "size") (result i32) (table.size))
  (func (export "init") (param i32 i32 i32) (table.init $e (local.get 0) (local.get 1) (local.get 2)))
  (func (export "copy") (param i32 i32 i32) (table.copy (local.get 0) (local.get 1) (local.get 2)))
  (func (export "drop") (elem.drop $e))
  (func (export "minit") (param i32 i32 i32) (memory.init $d (local.get 0) (local.get 1) (local.get 2)))
  (func (export "ddrop") (data.drop $d))
  (func (export "load") (param i32) (result i32) (i32.load8_u (local.get 0))))
(assert_return (invoke "size") (i32.const 4))
(assert_trap (invoke "init" (i32.const 3) (i32.const 0) (i32.const 2)) "out of bounds table access")
(assert_trap (invoke "call" (i32.const 3)) "uninitialized element")
(invoke "init" (i32.const 0) (i32.const 0) (i32.const 2))
(assert_return (invoke "call" (i32.const 1)) (i32.const 2))
(invoke "copy" (i32.const 2) (i32.const 0) (i32.const 2))
(assert_return (invoke "call" (i32.const 3)) (i32.const 2))
(invoke "drop")
(assert_trap (invoke "init" (i32.const 0) (i32.const 0) (i32.const 1)) "out of bounds table access")
(invoke "init" (i32.const 0) (i32.const 0) (i32.const 0))
(invoke "minit" (i32.const 10) (i32.const 1) (i32.const 2))
(assert_return (invoke "load" (i32.const 11)) (i32.const 3))
(assert_trap (invoke "minit" (i32.const 65535) (i32.const 0) (i32.const 2)) "out of bounds memory access")
(invoke "ddrop")
(assert_trap (invoke "minit" (i32.const 0) (i32.const 0) (i32.const 1)) "out of bounds memory access")
"#,
    );
    assert!(got.iter().all(|o| o == "pass"), "{got:#?}");
    assert_eq!(got.len(), 15);
}

#[test]
fn references_are_handles_through_tables_globals_and_call_ref() {
    let got = outcomes(
        r#"
(module
  (type $r (func (result i32)))
  (table $f 2 4 funcref)
  (table $x 1 externref)
  (global $g (mut externref) (ref.null extern))
  (global $h funcref (ref.func $one))
  (elem declare func $two)
  (func $one (type $r) (i32.const 1))
  (func $two (type $r) (i32.const 2))
  (func (export "set-f") (param i32) (table.set $f (local.get 0) (ref.func $two)))
  (func (export "get-null") (param i32) (result i32) (ref.is_null (table.get $f (local.get 0))))
  (func (export "call") (param i32) (result i32) (call_indirect $f (type $r) (local.get 0)))
  (func (export "grow") (param i32) (result i32) (table.grow $f (global.get $h) (local.get 0)))
  (func (export "fill") (param i32 externref i32) (table.fill $x (local.get 0) (local.get 1) (local.get 2)))
  (func (export "get-x") (param i32) (result externref) (table.get $x (local.get 0)))
  (func (export "keep") (param externref) (global.set $g (local.get 0)))
  (func (export "kept") (result externref) (global.get $g))
  (func (export "func") (result funcref) (global.get $h))
  (func (export "via") (param i32) (result i32)
    (call_ref $r (if (result (ref null $r)) (local.get 0)
                   (then (ref.func $two)) (else (ref.null $r)))))
  (func (export "non-null") (param externref) (result externref) (ref.as_non_null (local.get 0))))
(assert_return (invoke "get-null" (i32.const 0)) (i32.const 1))
(invoke "set-f" (i32.const 1))
(assert_return (invoke "get-null" (i32.const 1)) (i32.const 0))
(assert_return (invoke "call" (i32.const 1)) (i32.const 2))
(assert_trap (invoke "set-f" (i32.const 2)) "out of bounds table access")
(assert_return (invoke "grow" (i32.const 2)) (i32.const 2))
(assert_return (invoke "call" (i32.const 3)) (i32.const 1))
(assert_return (invoke "grow" (i32.const 1)) (i32.const -1))
(invoke "fill" (i32.const 0) (ref.extern 7) (i32.const 1))
(assert_return (invoke "get-x" (i32.const 0)) (ref.extern 7))
(assert_trap (invoke "fill" (i32.const 1) (ref.extern 7) (i32.const 1)) "out of bounds table access")
(assert_return (invoke "kept") (ref.null extern))
(invoke "keep" (ref.extern 0))
(assert_return (invoke "kept") (ref.extern 0))
(assert_return (invoke "func") (ref.func))
(assert_return (invoke "via" (i32.const 1)) (i32.const 2))
(assert_trap (invoke "via" (i32.const 0)) "null function reference")
(assert_return (invoke "non-null" (ref.extern 3)) (ref.extern 3))
(assert_trap (invoke "non-null" (ref.null extern)) "null reference")
"#,
    );
    assert!(got.iter().all(|o| o == "pass"), "{got:#?}");
    assert_eq!(got.len(), 19);
    // A wrong expectation is a failure, not a pass: the handles are compared.
    let got = outcomes(
        r#"
(module (func (export "id") (param externref) (result externref) (local.get 0)))
(assert_return (invoke "id" (ref.extern 1)) (ref.extern 2))
(assert_return (invoke "id" (ref.null extern)) (ref.extern))
"#,
    );
    assert!(got.iter().all(|o| o.starts_with("fail")), "{got:#?}");
}

/// Why export `k` of the module `text` does not lower in map mode (it must not).
fn refused_in_map_mode(text: &str) -> String {
    let wasm = wat::parse_str(text).expect("WAT");
    let options = crate::pipeline::Options {
        mode: crate::pipeline::Mode::Map,
        ..Default::default()
    };
    crate::pipeline::lower(&wasm, "k", &options)
        .expect_err("refused")
        .to_string()
}

#[test]
fn memory64_addresses_are_i64_and_bounds_hold_in_64_bits() {
    let got = outcomes(
        r#"
(module
  (memory i64 1 3)
  (data (i64.const 8) "\2a")
  (func (export "load") (param i64) (result i32) (i32.load8_u (local.get 0)))
  (func (export "load-far") (param i64) (result i32) (i32.load8_u offset=0x100000000 (local.get 0)))
  (func (export "store") (param i64 i32) (i32.store (local.get 0) (local.get 1)))
  (func (export "size") (result i64) (memory.size))
  (func (export "grow") (param i64) (result i64) (memory.grow (local.get 0)))
  (func (export "fill") (param i64 i32 i64) (memory.fill (local.get 0) (local.get 1) (local.get 2)))
  (func (export "copy") (param i64 i64 i64) (memory.copy (local.get 0) (local.get 1) (local.get 2))))
(assert_return (invoke "load" (i64.const 8)) (i32.const 42))
(assert_trap (invoke "load" (i64.const 65536)) "out of bounds memory access")
(assert_trap (invoke "load" (i64.const -1)) "out of bounds memory access")
(assert_trap (invoke "load-far" (i64.const 0)) "out of bounds memory access")
(assert_trap (invoke "load-far" (i64.const -1)) "out of bounds memory access")
(invoke "store" (i64.const 65532) (i32.const 7))
(assert_return (invoke "load" (i64.const 65532)) (i32.const 7))
(assert_trap (invoke "store" (i64.const 65533) (i32.const 7)) "out of bounds memory access")
(assert_return (invoke "size") (i64.const 1))
(assert_return (invoke "grow" (i64.const 0x100000000)) (i64.const -1))
(assert_return (invoke "grow" (i64.const 1)) (i64.const 1))
(assert_return (invoke "grow" (i64.const 2)) (i64.const -1))
(assert_return (invoke "size") (i64.const 2))
(invoke "fill" (i64.const 100) (i32.const 9) (i64.const 2))
(assert_return (invoke "load" (i64.const 101)) (i32.const 9))
(assert_trap (invoke "fill" (i64.const 0x100000000) (i32.const 9) (i64.const 0)) "out of bounds memory access")
(assert_trap (invoke "fill" (i64.const 0) (i32.const 9) (i64.const 0x100000000)) "out of bounds memory access")
(invoke "copy" (i64.const 200) (i64.const 8) (i64.const 1))
(assert_return (invoke "load" (i64.const 200)) (i32.const 42))
(assert_trap (invoke "copy" (i64.const 0) (i64.const -1) (i64.const 1)) "out of bounds memory access")
"#,
    );
    assert!(got.iter().all(|o| o == "pass"), "{got:#?}");
    assert_eq!(got.len(), 20);
    // Kernels take 64-bit addresses: the bounds check also compares the address itself
    // with the length (the end wraps for addresses near 2^64).
    let wasm = wat::parse_str(
        r#"(module (memory i64 1) (func (export "k") (param i64) (result i32) (i32.load (local.get 0))))"#,
    )
    .expect("WAT");
    let options = crate::pipeline::Options {
        mode: crate::pipeline::Mode::Map,
        ..Default::default()
    };
    let kernel = crate::pipeline::lower(&wasm, "k", &options).expect("memory64 lowers");
    let compares = kernel.stages.mir.matches("mir.icmp").count();
    assert!(compares >= 2, "{}", kernel.stages.mir);
}

#[test]
fn every_memory_keeps_its_own_bytes_size_and_bounds() {
    let got = outcomes(
        r#"
(module
  (memory $a 1)
  (memory $b 1 2)
  (memory $c i64 0 1)
  (data (memory $b) (i32.const 8) "\2a")
  (data $p "\05\06")
  (func (export "a8") (param i32) (result i32) (i32.load8_u $a (local.get 0)))
  (func (export "b8") (param i32) (result i32) (i32.load8_u $b (local.get 0)))
  (func (export "b-store") (param i32 i64) (i64.store16 $b offset=2 (local.get 0) (local.get 1)))
  (func (export "b16") (param i32) (result i32) (i32.load16_u $b offset=2 (local.get 0)))
  (func (export "b-f64") (param i32) (result f64) (f64.load $b (local.get 0)))
  (func (export "sizes") (result i32 i32 i64) (memory.size $a) (memory.size $b) (memory.size $c))
  (func (export "grow-b") (param i32) (result i32) (memory.grow $b (local.get 0)))
  (func (export "grow-c") (param i64) (result i64) (memory.grow $c (local.get 0)))
  (func (export "c8") (param i64) (result i32) (i32.load8_u $c (local.get 0)))
  (func (export "fill-c") (param i64 i32 i64) (memory.fill $c (local.get 0) (local.get 1) (local.get 2)))
  (func (export "copy-b-to-a") (param i32 i32 i32) (memory.copy $a $b (local.get 0) (local.get 1) (local.get 2)))
  (func (export "init-b") (param i32 i32 i32) (memory.init $b $p (local.get 0) (local.get 1) (local.get 2))))
(assert_return (invoke "b8" (i32.const 8)) (i32.const 42))
(assert_return (invoke "a8" (i32.const 8)) (i32.const 0))
(invoke "b-store" (i32.const 100) (i64.const 0x1234_5678))
(assert_return (invoke "b16" (i32.const 100)) (i32.const 0x5678))
(assert_trap (invoke "b-store" (i32.const 65533) (i64.const 1)) "out of bounds memory access")
(assert_trap (invoke "b-f64" (i32.const 65529)) "out of bounds memory access")
(assert_return (invoke "sizes") (i32.const 1) (i32.const 1) (i64.const 0))
(assert_trap (invoke "c8" (i64.const 0)) "out of bounds memory access")
(assert_return (invoke "grow-b" (i32.const 2)) (i32.const -1))
(assert_return (invoke "grow-b" (i32.const 1)) (i32.const 1))
(assert_return (invoke "grow-c" (i64.const 1)) (i64.const 0))
(assert_return (invoke "grow-c" (i64.const 1)) (i64.const -1))
(assert_return (invoke "sizes") (i32.const 1) (i32.const 2) (i64.const 1))
(invoke "fill-c" (i64.const 10) (i32.const 7) (i64.const 3))
(assert_return (invoke "c8" (i64.const 12)) (i32.const 7))
(assert_trap (invoke "fill-c" (i64.const 65535) (i32.const 7) (i64.const 2)) "out of bounds memory access")
(invoke "copy-b-to-a" (i32.const 0) (i32.const 8) (i32.const 1))
(assert_return (invoke "a8" (i32.const 0)) (i32.const 42))
(assert_trap (invoke "copy-b-to-a" (i32.const 65535) (i32.const 8) (i32.const 2)) "out of bounds memory access")
(invoke "init-b" (i32.const 131070) (i32.const 0) (i32.const 2))
(assert_return (invoke "b8" (i32.const 131071)) (i32.const 6))
(assert_trap (invoke "init-b" (i32.const 131071) (i32.const 0) (i32.const 2)) "out of bounds memory access")
"#,
    );
    assert!(got.iter().all(|o| o == "pass"), "{got:#?}");
    assert_eq!(got.len(), 22);
    // Kernels get memory 0 only: the function and op are named.
    let e = refused_in_map_mode(
        r#"(module (memory 1) (memory 1) (func (export "k") (param i32) (result i32) (i32.load 1 (local.get 0))))"#,
    );
    assert!(
        e.contains(
            "function `k`: `memory.load of a memory other than memory 0 (multi-memory)` is unsupported"
        ),
        "{e}"
    );
    // The GPU backend's programs take the other memories from the state window.
    let wasm = wat::parse_str(
        r#"(module (memory $a 1) (memory $b 1 2) (data $d "xy")
             (func (export "load") (param i32) (result i64) (i64.load $b (local.get 0)))
             (func (export "store") (param i32 f64) (f64.store $b offset=3 (local.get 0) (local.get 1)))
             (func (export "size") (result i32) (memory.size $b))
             (func (export "grow") (param i32) (result i32) (memory.grow $b (local.get 0)))
             (func (export "fill") (param i32 i32 i32) (memory.fill $b (local.get 0) (local.get 1) (local.get 2)))
             (func (export "copy") (param i32 i32 i32) (memory.copy $a $b (local.get 0) (local.get 1) (local.get 2)))
             (func (export "init") (param i32) (memory.init $b $d (local.get 0) (i32.const 0) (i32.const 2))))"#,
    )
    .expect("WAT");
    let instance = super::instance::Instance::new(wasm).expect("instantiates");
    let options = crate::pipeline::Options {
        mode: crate::pipeline::Mode::Map,
        ..Default::default()
    };
    for name in ["load", "store", "size", "grow", "fill", "copy", "init"] {
        let f = instance.export(name).expect("export");
        let program = super::gpu::program_of(&instance, f).expect("lowers");
        crate::pipeline::lower_program(&program, &options)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
    }
    let state = instance.code.device_state(0, true, &|_| None);
    assert_eq!(state.memories[1].bytes.len(), 65536);
    assert_eq!(state.memories[1].capacity, 2 * 65536);
}

/// A callee of a GPU program reaches the module's mutable globals in the buffer (through
/// the state window), not a private copy.
#[test]
fn gpu_callees_share_the_module_globals() {
    let wasm = wat::parse_str(
        r#"(module (global $g (mut i32) (i32.const 0))
             (func $bump (global.set $g (i32.add (global.get $g) (i32.const 1))))
             (func (export "k") (result i32) (call $bump) (global.get $g)))"#,
    )
    .expect("WAT");
    let instance = super::instance::Instance::new(wasm).expect("instantiates");
    let program = super::gpu::program_of(&instance, 1).expect("lowers");
    let options = crate::pipeline::Options {
        mode: crate::pipeline::Mode::Map,
        ..Default::default()
    };
    let kernel = crate::pipeline::lower_program(&program, &options).expect("PTX");
    // The callee finds the globals window at byte 20 of the state window and stores the
    // global there (a private copy would be promoted to a register: no store at all).
    let (_, callee) = kernel
        .stages
        .mir
        .split_once("@__wasm_func0")
        .expect("the callee");
    assert!(callee.contains("mir.const 20"), "{callee}");
    assert!(callee.contains("mir.store"), "{callee}");
}

#[test]
fn memories_of_one_byte_pages_count_grow_and_bound_in_bytes() {
    let got = outcomes(
        r#"
(module
  (memory $a 0 (pagesize 1))
  (memory $b 2 5 (pagesize 1))
  (func (export "size") (result i32) (memory.size))
  (func (export "grow") (param i32) (result i32) (memory.grow (local.get 0)))
  (func (export "load") (param i32) (result i32) (i32.load8_u (local.get 0)))
  (func (export "size-b") (result i32) (memory.size $b))
  (func (export "grow-b") (param i32) (result i32) (memory.grow $b (local.get 0))))
(assert_return (invoke "size") (i32.const 0))
(assert_trap (invoke "load" (i32.const 0)) "out of bounds memory access")
(assert_return (invoke "grow" (i32.const 65537)) (i32.const 0))
(assert_return (invoke "size") (i32.const 65537))
(assert_return (invoke "load" (i32.const 65536)) (i32.const 0))
(assert_trap (invoke "load" (i32.const 65537)) "out of bounds memory access")
(assert_return (invoke "size-b") (i32.const 2))
(assert_return (invoke "grow-b" (i32.const 3)) (i32.const 2))
(assert_return (invoke "grow-b" (i32.const 1)) (i32.const -1))
(assert_return (invoke "size-b") (i32.const 5))
"#,
    );
    assert!(got.iter().all(|o| o == "pass"), "{got:#?}");
    assert_eq!(got.len(), 10);
    // The GPU backend's programs take the page size along.
    let wasm = wat::parse_str(
        r#"(module (memory 0 (pagesize 1)) (memory $b 1 (pagesize 1))
             (func (export "grow") (param i32) (result i32) (memory.grow (local.get 0)))
             (func (export "size-b") (result i32) (memory.size $b)))"#,
    )
    .expect("WAT");
    let instance = super::instance::Instance::new(wasm).expect("instantiates");
    let options = crate::pipeline::Options {
        mode: crate::pipeline::Mode::Map,
        ..Default::default()
    };
    for name in ["grow", "size-b"] {
        let f = instance.export(name).expect("export");
        let program = super::gpu::program_of(&instance, f).expect("lowers");
        let kernel = crate::pipeline::lower_program(&program, &options).expect("PTX");
        assert!(!kernel.stages.lowered.is_empty());
    }
    assert!(super::gpu::program_of(&instance, 0)
        .expect("lowers")
        .entry
        .blocks
        .iter()
        .flat_map(|b| &b.insts)
        .any(|i| matches!(i.op, lowered_ir::LoweredOp::MemoryGrow { page_log2: 0, .. })));
    let state = instance.code.device_state(0, false, &|_| None);
    assert_eq!(state.memories[1].page_log2, 0);
}

#[test]
fn assert_unlinkable_passes_only_when_an_import_does_not_match() {
    let got = outcomes(
        r#"
(module $M
  (func (export "f") (param i32))
  (global (export "g") i32 (i32.const 1))
  (table (export "t") 10 20 funcref)
  (memory (export "m") 2 4))
(register "m" $M)
(assert_unlinkable (module (import "m" "nothing" (func))) "unknown import")
(assert_unlinkable (module (import "m" "f" (func (param i64)))) "incompatible import type")
(assert_unlinkable (module (import "m" "g" (global (mut i32)))) "incompatible import type")
(assert_unlinkable (module (import "m" "t" (table 11 funcref))) "incompatible import type")
(assert_unlinkable (module (import "m" "m" (memory 2 3))) "incompatible import type")
(assert_unlinkable (module (import "m" "f" (memory 1))) "incompatible import type")
(assert_unlinkable (module (import "spectest" "print_i32" (func (param f32)))) "incompatible import type")
(assert_unlinkable (module (import "m" "t" (table 5 20 funcref)) (import "m" "m" (memory 1))) "unknown import")
"#,
    );
    assert_eq!(got[..7], ["pass"; 7], "{got:#?}");
    // Every import matches (a smaller minimum, the same maximum): our verdict is a failure.
    assert!(got[7].starts_with("fail: every import links"), "{}", got[7]);
}

#[test]
fn immutable_global_imports_link_as_constants() {
    let got = outcomes(
        r#"
(module $G
  (global (export "seven") i32 (i32.const 7))
  (global (export "counter") (mut i32) (i32.const 0)))
(register "g" $G)
(module
  (import "g" "seven" (global $seven i32))
  (import "spectest" "global_i32" (global $s i32))
  (import "spectest" "global_f64" (global $f f64))
  (global $sum i32 (i32.add (global.get $seven) (global.get $s)))
  (memory 1)
  (data (offset (i32.add (global.get $seven) (i32.const 1))) "\2a")
  (func (export "sum") (result i32) (global.get $sum))
  (func (export "f") (result f64) (global.get $f))
  (func (export "byte") (result i32) (i32.load8_u (i32.const 8))))
(assert_return (invoke "sum") (i32.const 673))
(assert_return (invoke "f") (f64.const 666.6))
(assert_return (invoke "byte") (i32.const 42))
(module (import "g" "counter" (global (mut i32))))
(module (import "spectest" "global_i32" (global i64)))
"#,
    );
    assert_eq!(got[..3], ["pass"; 3], "{got:#?}");
    // A mutable import is shared (the next test); a mistyped one does not link: a skip.
    assert_eq!(got.len(), 4);
    assert!(
        got[3].starts_with("skip: the module imports a global"),
        "{got:#?}"
    );
}

#[test]
fn mutable_global_imports_are_shared_with_their_owner() {
    let got = outcomes(
        r#"
(module $G
  (global (export "counter") (mut i32) (i32.const 5))
  (func (export "get") (result i32) (global.get 0))
  (func (export "bump") (global.set 0 (i32.add (global.get 0) (i32.const 1)))))
(register "g" $G)
(module $H
  (import "g" "counter" (global $c (mut i32)))
  (global (export "counter") (mut i32) (i32.const 0))
  (export "shared" (global $c))
  (func (export "get") (result i32) (global.get $c))
  (func (export "set") (param i32) (global.set $c (local.get 0)))
  (func $start (global.set $c (i32.add (global.get $c) (i32.const 10))))
  (start $start))
(register "h" $H)
(module $I
  (import "h" "shared" (global $c (mut i32)))
  (func (export "get") (result i32) (global.get $c)))
(assert_return (invoke $G "get") (i32.const 15))
(invoke $G "bump")
(assert_return (invoke $H "get") (i32.const 16))
(invoke $H "set" (i32.const 40))
(assert_return (invoke $G "get") (i32.const 40))
(assert_return (get $G "counter") (i32.const 40))
(assert_return (get $H "shared") (i32.const 40))
(assert_return (invoke $I "get") (i32.const 40))
(invoke $G "bump")
(assert_return (invoke $I "get") (i32.const 41))
"#,
    );
    assert_eq!(got, vec!["pass"; 10], "{got:#?}");
}

#[test]
fn imported_memories_are_shared_with_their_owner() {
    let got = outcomes(
        r#"
(module $M
  (memory (export "mem") 1 4)
  (func (export "load") (param i32) (result i32) (i32.load8_u (local.get 0)))
  (func (export "size") (result i32) (memory.size)))
(register "m" $M)
(module $N
  (import "m" "mem" (memory 1))
  (data (i32.const 5) "\07")
  (func (export "store") (param i32 i32) (i32.store8 (local.get 0) (local.get 1)))
  (func (export "grow") (param i32) (result i32) (memory.grow (local.get 0))))
(assert_return (invoke $M "load" (i32.const 5)) (i32.const 7))
(invoke $N "store" (i32.const 6) (i32.const 9))
(assert_return (invoke $M "load" (i32.const 6)) (i32.const 9))
(assert_return (invoke $N "grow" (i32.const 2)) (i32.const 1))
(assert_return (invoke $M "size") (i32.const 3))
(assert_return (invoke $N "grow" (i32.const 2)) (i32.const -1))
;; A trapping instantiation keeps what its earlier segments wrote.
(assert_trap (module (import "m" "mem" (memory 1)) (data (i32.const 8) "\2a") (data (i32.const 300000) "x"))
  "out of bounds memory access")
(assert_return (invoke $M "load" (i32.const 8)) (i32.const 42))
(module (import "spectest" "memory" (memory 1 2)) (data (i32.const 0) "\05")
  (func (export "first") (result i32) (i32.load8_u (i32.const 0))))
(assert_return (invoke "first") (i32.const 5))
"#,
    );
    assert!(got.iter().all(|o| o == "pass"), "{got:#?}");
    assert_eq!(got.len(), 9);
}

#[test]
fn function_references_imported_through_globals_name_the_exporter_s_function() {
    // The global's handle names M's function: a table initialised from it calls that
    // function in M (its global, not N's), `table.get` answers a non-null reference, and a
    // `call_ref` of it is a skip naming why (never a null-reference trap).
    let got = outcomes(
        r#"
(module $M
  (type $t (func (result i32)))
  (global $g (mut i32) (i32.const 42))
  (func $f (type $t) (global.get $g))
  (global (export "f") (ref $t) (ref.func $f)))
(register "m" $M)
(module $N
  (type $t (func (result i32)))
  (global $imported (import "m" "f") (ref $t))
  (global $g (mut i32) (i32.const 7))
  (table $tab 2 funcref (global.get $imported))
  (elem (table $tab) (i32.const 1) funcref (global.get $imported))
  (func (export "call") (param i32) (result i32) (call_indirect (type $t) (local.get 0)))
  (func (export "null") (result i32) (ref.is_null (table.get $tab (i32.const 1))))
  (func (export "call_ref") (result i32) (call_ref $t (global.get $imported))))
(assert_return (invoke $N "call" (i32.const 0)) (i32.const 42))
(assert_return (invoke $N "call" (i32.const 1)) (i32.const 42))
(assert_return (invoke $N "null") (i32.const 0))
(assert_return (invoke $N "call_ref") (i32.const 42))
"#,
    );
    assert_eq!(got[..3], ["pass", "pass", "pass"], "{got:#?}");
    assert!(
        got[3].starts_with("skip: a call into another instance"),
        "{got:#?}"
    );
}

#[test]
fn an_instance_that_trapped_keeps_the_functions_it_left_in_a_shared_table() {
    // The element segment before the trap stays in M's table (wasm 2.0), and calling that
    // entry runs the function in the instance that trapped: with its own global.
    let got = outcomes(
        r#"
(module $M
  (type $r (func (result i32)))
  (table (export "tab") 4 funcref)
  (func (export "call") (param i32) (result i32) (call_indirect (type $r) (local.get 0))))
(register "m" $M)
(assert_trap
  (module
    (type $r (func (result i32)))
    (table (import "m" "tab") 4 funcref)
    (global $g i32 (i32.const 9))
    (func $f (type $r) (global.get $g))
    (elem (i32.const 1) $f)
    (elem (i32.const 3) $f $f))
  "out of bounds table access")
(assert_return (invoke $M "call" (i32.const 1)) (i32.const 9))
(assert_trap (invoke $M "call" (i32.const 3)) "uninitialized element")
(assert_trap
  (module
    (type $r (func (result i32)))
    (table (import "m" "tab") 4 funcref)
    (func $f (type $r) (i32.const 5))
    (elem (i32.const 2) $f)
    (memory 1)
    (data (i32.const 0x10000) "d"))
  "out of bounds memory access")
(assert_return (invoke $M "call" (i32.const 2)) (i32.const 5))
"#,
    );
    assert!(got.iter().all(|o| o == "pass"), "{got:#?}");
    assert_eq!(got.len(), 5);
}

#[test]
fn memories_besides_memory_0_are_lent_by_index_both_ways() {
    // M's memory 1 becomes N's memory 0, M's memory 0 N's memory 1: data segments, stores
    // and growth through either instance show in the other, each memory keeping its own
    // maximum; a trapping instantiation hands both back with what it wrote.
    let got = outcomes(
        r#"
(module $M
  (memory (export "zero") 1)
  (memory (export "one") 1 3)
  (func (export "load0") (param i32) (result i32) (i32.load8_u 0 (local.get 0)))
  (func (export "load1") (param i32) (result i32) (i32.load8_u 1 (local.get 0)))
  (func (export "size1") (result i32) (memory.size 1)))
(register "m" $M)
(module $N
  (import "m" "one" (memory 1))
  (import "m" "zero" (memory 1))
  (data (memory 0) (i32.const 3) "\11")
  (data (memory 1) (i32.const 4) "\22")
  (func (export "store1") (param i32 i32) (i32.store8 1 (local.get 0) (local.get 1)))
  (func (export "grow0") (param i32) (result i32) (memory.grow 0 (local.get 0))))
(assert_return (invoke $M "load1" (i32.const 3)) (i32.const 0x11))
(assert_return (invoke $M "load0" (i32.const 4)) (i32.const 0x22))
(invoke $N "store1" (i32.const 9) (i32.const 5))
(assert_return (invoke $M "load0" (i32.const 9)) (i32.const 5))
(assert_return (invoke $N "grow0" (i32.const 2)) (i32.const 1))
(assert_return (invoke $M "size1") (i32.const 3))
(assert_return (invoke $N "grow0" (i32.const 1)) (i32.const -1))
(assert_trap (module (import "m" "zero" (memory 1)) (import "m" "one" (memory 1))
  (data (memory 1) (i32.const 7) "\33") (data (memory 1) (i32.const 300000) "x"))
  "out of bounds memory access")
(assert_return (invoke $M "load1" (i32.const 7)) (i32.const 0x33))
"#,
    );
    assert!(got.iter().all(|o| o == "pass"), "{got:#?}");
    assert_eq!(got.len(), 9);
}

#[test]
fn tail_calls_do_not_grow_the_call_stack() {
    let got = outcomes(
        r#"
(module
  (type $ii (func (param i64 i64) (result i64)))
  (table 1 funcref)
  (elem (i32.const 0) $sum_indirect)
  (func $sum (export "sum") (param i64 i64) (result i64)
    (if (result i64) (i64.eqz (local.get 0)) (then (local.get 1))
      (else (return_call $sum (i64.sub (local.get 0) (i64.const 1))
                              (i64.add (local.get 1) (local.get 0))))))
  (func $sum_indirect (export "sum_indirect") (param i64 i64) (result i64)
    (if (result i64) (i64.eqz (local.get 0)) (then (local.get 1))
      (else (return_call_indirect (type $ii)
              (i64.sub (local.get 0) (i64.const 1)) (i64.add (local.get 1) (local.get 0))
              (i32.const 0)))))
  (func (export "bad") (result i64)
    (return_call_indirect (type $ii) (i64.const 0) (i64.const 0) (i32.const 1))))
(assert_return (invoke "sum" (i64.const 1000000) (i64.const 0)) (i64.const 500000500000))
(assert_return (invoke "sum_indirect" (i64.const 100000) (i64.const 0)) (i64.const 5000050000))
(assert_trap (invoke "bad") "undefined element")
"#,
    );
    assert!(got.iter().all(|o| o == "pass"), "{got:#?}");
    assert_eq!(got.len(), 3);
}

/// `(module definition ...)` validates the module without instantiating it (a 4 GiB memory
/// is fine); one that no validator accepts is not a pass (a skip: the script expects it
/// valid, as a proposal newer than both might make it, the same verdict as for `module`),
/// and a later `module` still instantiates.
#[test]
fn module_definitions_are_validated_not_instantiated() {
    let got = outcomes(
        r#"
(module definition (memory 65536))
(module definition (func (result i32) (i64.const 1)))
(module (func (export "one") (result i32) (i32.const 1)))
(assert_return (invoke "one") (i32.const 1))
"#,
    );
    assert_eq!(got.len(), 3, "{got:?}");
    assert_eq!(got[0], "pass");
    assert!(
        got[1].starts_with("skip: the module uses a proposal newer than"),
        "{got:?}"
    );
    assert_eq!(got[2], "pass");
}

#[test]
fn module_instances_of_a_definition_are_generative() {
    // Two instances of one definition have a global each; an import of one sees its own.
    let got = outcomes(
        r#"
(module definition $M
  (global (export "g") (mut i32) (i32.const 0))
  (func (export "bump") (result i32)
    (global.set 0 (i32.add (global.get 0) (i32.const 1))) (global.get 0)))
(module instance $I1 $M)
(module instance $I2 $M)
(register "i1" $I1)
(assert_return (invoke $I1 "bump") (i32.const 1))
(assert_return (invoke $I1 "bump") (i32.const 2))
(assert_return (invoke $I2 "bump") (i32.const 1))
(module (import "i1" "g" (global (mut i32))) (func (export "get") (result i32) (global.get 0)))
(assert_return (invoke "get") (i32.const 2))
(module instance $I3 $Undefined)
"#,
    );
    assert_eq!(got.len(), 6, "{got:?}");
    assert!(got[..5].iter().all(|o| o == "pass"), "{got:?}");
    assert!(
        got[5].starts_with("fail: `module instance` of a module definition"),
        "{got:?}"
    );
}

#[test]
fn a_memory_imported_twice_is_one_memory_under_two_indices() {
    // spectest's memory as memories 0 and 1, M's memory 1 as memories 2 and 3: a data segment
    // or a store through either index shows through the other, bounds are the memory's.
    let got = outcomes(
        r#"
(module $M
  (memory 1)
  (memory (export "one") 1)
  (func (export "load1") (param i32) (result i32) (i32.load8_u 1 (local.get 0))))
(register "m" $M)
(module
  (import "spectest" "memory" (memory 1))
  (import "spectest" "memory" (memory 1))
  (import "m" "one" (memory 1))
  (import "m" "one" (memory 1))
  (data (memory 1) (i32.const 10) "\07")
  (data (memory 3) (i32.const 20) "\09")
  (func (export "load0") (param i32) (result i32) (i32.load8_u 0 (local.get 0)))
  (func (export "store3") (param i32 i32) (i32.store8 3 (local.get 0) (local.get 1)))
  (func (export "load2") (param i32) (result i32) (i32.load8_u 2 (local.get 0)))
  (func (export "size1") (result i32) (memory.size 1)))
(assert_return (invoke "load0" (i32.const 10)) (i32.const 7))
(assert_return (invoke "load2" (i32.const 20)) (i32.const 9))
(invoke "store3" (i32.const 30) (i32.const 5))
(assert_return (invoke "load2" (i32.const 30)) (i32.const 5))
(assert_return (invoke $M "load1" (i32.const 30)) (i32.const 5))
(assert_return (invoke "size1") (i32.const 1))
(assert_trap (invoke "load0" (i32.const 70000)) "out of bounds memory access")
"#,
    );
    assert!(got.iter().all(|o| o == "pass"), "{got:#?}");
    assert_eq!(got.len(), 7);
}

/// A mutable funcref global shared between two instances holds each function as the
/// instance reading it must: another instance's function as a foreign handle, which a table
/// keeps as that instance's entry (its `call_indirect` runs there), its own as a plain one.
/// Immutable global imports match through subtyping (`(ref $t)` as `(ref null func)`), and a
/// mutable one only with the same type.
#[test]
fn function_references_in_shared_globals_name_the_function_of_the_right_instance() {
    let got = outcomes(
        r#"
(module $A
  (type $t (func (result i32)))
  (table $tab 1 funcref)
  (func $fa (type $t) (i32.const 1))
  (elem declare func $fa)
  (global (export "g") (mut funcref) (ref.func $fa))
  (global (export "c") (ref $t) (ref.func $fa))
  (func (export "call-g") (result i32)
    (table.set $tab (i32.const 0) (global.get 0))
    (call_indirect $tab (type $t) (i32.const 0)))
  (func (export "is-fa") (result i32)
    (table.set $tab (i32.const 0) (global.get 0))
    (call_indirect $tab (type $t) (i32.const 0))
    (i32.eq (i32.const 1))))
(register "A" $A)
(module $B
  (type $t (func (result i32)))
  (global $g (import "A" "g") (mut funcref))
  (global $c (import "A" "c") (ref null func))
  (table $tab 1 funcref)
  (func $fb (type $t) (i32.const 2))
  (elem declare func $fb)
  (func (export "call-g") (result i32)
    (table.set $tab (i32.const 0) (global.get $g))
    (call_indirect $tab (type $t) (i32.const 0)))
  (func (export "call-c") (result i32)
    (table.set $tab (i32.const 0) (global.get $c))
    (call_indirect $tab (type $t) (i32.const 0)))
  (func (export "set-g") (global.set $g (ref.func $fb))))
(assert_return (invoke $B "call-g") (i32.const 1))
(assert_return (invoke $B "call-c") (i32.const 1))
(invoke $B "set-g")
(assert_return (invoke $A "call-g") (i32.const 2))
(assert_return (invoke $B "call-g") (i32.const 2))
(assert_unlinkable
  (module (global (import "A" "g") (mut (ref null $t))) (type $t (func (result i32))))
  "incompatible import type")
(assert_unlinkable
  (module (global (import "A" "c") (ref $t)) (type $t (func (result i64))))
  "incompatible import type")
(module (type $t (func (result i32))) (global (import "A" "c") (ref $t)))
"#,
    );
    assert_eq!(got, ["pass"; 7]);
}

/// A linked device program run by the interpreter as the device runs it: calls by program
/// number, `call_indirect` through the launch's table images and the program's dispatch
/// lists (convert/dispatch.rs), `table.size` of the images.
struct DeviceModel<'p> {
    program: &'p crate::pipeline::LoweredProgram,
    entry: u32,
    state: &'p super::instance::DeviceState,
}

impl<'p> lowered_ir::interp::FunctionResolver<'p> for DeviceModel<'p> {
    fn resolve(&self, callee: u32) -> Option<&'p lowered_ir::LoweredFunction> {
        if callee == self.entry {
            return Some(&self.program.entry);
        }
        let found = self.program.callees.iter().find(|(i, _)| *i == callee);
        found.map(|(_, f)| f)
    }

    fn resolve_indirect(
        &self,
        table: u32,
        index: u32,
        type_index: u32,
    ) -> Result<u32, lowered_ir::ResolveError> {
        use lowered_ir::{ResolveError, TrapKind};
        let t = &self.state.tables[table as usize];
        let handle = *t
            .entries
            .get(index as usize)
            .ok_or(ResolveError::Trap(TrapKind::UndefinedElement))?;
        if handle >= crate::convert::MAP_FOREIGN_HANDLE_BASE {
            return Err(ResolveError::Unsupported("the host's to call".into()));
        }
        let target = lowered_ir::reference::target(handle)
            .ok_or(ResolveError::Trap(TrapKind::UninitializedElement))?;
        let dispatch = &self.program.indirect.as_ref().expect("tables")[&type_index];
        if dispatch.device.contains(&target) {
            Ok(target)
        } else {
            Err(ResolveError::Trap(TrapKind::IndirectCallTypeMismatch))
        }
    }

    fn instance_op(
        &self,
        op: lowered_ir::InstanceOp,
        _: &[lowered_ir::RtValue],
        _: &mut [u8],
    ) -> Result<Option<lowered_ir::RtValue>, lowered_ir::ResolveError> {
        match op {
            lowered_ir::InstanceOp::TableSize { table } => Ok(Some(lowered_ir::RtValue::I32(
                self.state.tables[table as usize].entries.len() as u32,
            ))),
            _ => Err(lowered_ir::ResolveError::NoInstanceState),
        }
    }
}

#[test]
fn other_instances_functions_run_in_the_callers_device_program() {
    use lowered_ir::{interp::Interpreter, InterpError, RtValue, TrapKind};
    let script = r#"
(module $Mf
  (func (export "call") (result i32) (call $g))
  (func $g (result i32) (i32.const 2)))
(register "Mf" $Mf)
(module $Nf
  (func $f (import "Mf" "call") (result i32))
  (func (export "call Mf.call") (result i32) (call $f)))
(module $Mt
  (type (func (result i32)))
  (table (export "tab") 10 funcref)
  (elem (i32.const 2) $g $g $g $g)
  (func $g (result i32) (i32.const 4))
  (func (export "h") (result i32) (i32.const -4))
  (func (export "call") (param i32) (result i32) (call_indirect (type 0) (local.get 0))))
(register "Mt" $Mt)
(module $Nt
  (type (func))
  (type (func (result i32)))
  (func $f (import "Mt" "call") (param i32) (result i32))
  (func $h (import "Mt" "h") (result i32))
  (table funcref (elem $g $g $g $h $f))
  (func $g (result i32) (i32.const 5))
  (func (export "call Mt.call") (param i32) (result i32) (call $f (local.get 0)))
  (func (export "call") (param i32) (result i32) (call_indirect (type 1) (local.get 0))))
(module $Ot
  (type (func (result i32)))
  (func $h (import "Mt" "h") (result i32))
  (table (import "Mt" "tab") 5 funcref)
  (elem (i32.const 1) $i $h)
  (func $i (result i32) (i32.const 6))
  (func (export "call") (param i32) (result i32) (call_indirect (type 0) (local.get 0))))
(module $A
  (memory 1)
  (func (export "load") (result i32) (i32.load (i32.const 0))))
(register "A" $A)
(module $B
  (func $load (import "A" "load") (result i32))
  (func (export "call load") (result i32) (call $load)))
"#;
    let mut runner = super::runner::ScriptRunner::new();
    let results = runner.run(super::wast::parse_script(script).expect("parses"));
    assert!(results.is_empty(), "{results:#?}");
    let options = crate::pipeline::Options {
        mode: crate::pipeline::Mode::Map,
        ..Default::default()
    };
    let run = |module: &str, name: &str, args: &[i32]| -> Result<i32, InterpError> {
        let shared = runner.instance_named(module).expect("instance");
        let instance = shared.borrow();
        let link = super::device_link::Link::plan(&instance);
        let f = instance.export(name).expect("export");
        let program = super::gpu::linked_program(&instance, f, &link)
            .unwrap_or_else(|e| panic!("{module} {name}: {e}"));
        crate::pipeline::lower_program(&program, &options)
            .unwrap_or_else(|e| panic!("{module} {name}: {e}"));
        let state = super::gpu::launch_state(&instance, &link, 0, false);
        let model = DeviceModel {
            program: &program,
            entry: f,
            state: &state,
        };
        let args: Vec<RtValue> = args.iter().map(|a| RtValue::I32(*a as u32)).collect();
        let got = Interpreter::with_resolver(model).call(&program.entry, &args, &mut [])?;
        Ok(got[0].as_i32().expect("an i32"))
    };
    let trap = |r: Result<i32, InterpError>| match r {
        Err(InterpError::Trap(kind)) => kind,
        other => panic!("not a trap: {other:?}"),
    };
    // An import linked to a function that calls another of its instance's.
    assert_eq!(run("Nf", "call Mf.call", &[]).ok(), Some(2));
    // Mt's `call` through an import reads Mt's table (not Nt's), which holds Mt's own
    // functions and Ot's `$i`; Ot wrote Mt's `h` into it too.
    assert_eq!(run("Nt", "call Mt.call", &[1]).ok(), Some(6));
    assert_eq!(run("Nt", "call Mt.call", &[2]).ok(), Some(-4));
    assert_eq!(run("Nt", "call Mt.call", &[3]).ok(), Some(4));
    let uninitialized = run("Nt", "call Mt.call", &[0]);
    assert_eq!(trap(uninitialized), TrapKind::UninitializedElement);
    assert_eq!(
        trap(run("Nt", "call Mt.call", &[20])),
        TrapKind::UndefinedElement
    );
    // Nt's own table: its `$g`, Mt's `h` through an import, and Mt's `call` of another type.
    assert_eq!(run("Nt", "call", &[2]).ok(), Some(5));
    assert_eq!(run("Nt", "call", &[3]).ok(), Some(-4));
    assert_eq!(
        trap(run("Nt", "call", &[4])),
        TrapKind::IndirectCallTypeMismatch
    );
    // Mt's own call reaches Ot's function in its table, and Ot's reaches Mt's.
    assert_eq!(run("Mt", "call", &[1]).ok(), Some(6));
    assert_eq!(run("Ot", "call", &[1]).ok(), Some(6));
    assert_eq!(run("Ot", "call", &[2]).ok(), Some(-4));
    assert_eq!(run("Ot", "call", &[4]).ok(), Some(4));
    // A function that reads its instance's memory stays there: no body to lower.
    let b = runner.instance_named("B").expect("instance");
    let b = b.borrow();
    let link = super::device_link::Link::plan(&b);
    let f = b.export("call load").expect("export");
    assert!(super::gpu::linked_program(&b, f, &link).is_err());
}

#[test]
fn a_memory_imported_twice_is_one_memory_in_a_device_program() {
    let script = r#"
(module $M
  (import "spectest" "memory" (memory 1 2))
  (import "spectest" "memory" (memory 1 2))
  (memory $m (import "spectest" "memory") 1 2)
  (func (export "load") (param i32) (result i32) (i32.load $m (local.get 0))))
"#;
    let mut runner = super::runner::ScriptRunner::new();
    let results = runner.run(super::wast::parse_script(script).expect("parses"));
    assert!(results.is_empty(), "{results:#?}");
    let shared = runner.instance_named("M").expect("instance");
    let instance = shared.borrow();
    let link = super::device_link::Link::plan(&instance);
    let f = instance.export("load").expect("export");
    let program = super::gpu::linked_program(&instance, f, &link).expect("lowers");
    let memories: Vec<u32> = program
        .ops()
        .filter_map(|op| match op {
            lowered_ir::LoweredOp::Instance {
                op: lowered_ir::InstanceOp::MemLoad { memory, .. },
                ..
            } => Some(*memory),
            _ => None,
        })
        .collect();
    assert_eq!(memories, vec![0], "memory 2 is memory 0");
    let options = crate::pipeline::Options {
        mode: crate::pipeline::Mode::Map,
        ..Default::default()
    };
    crate::pipeline::lower_program(&program, &options).expect("PTX");
}
