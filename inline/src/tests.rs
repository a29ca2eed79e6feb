//! The inliner against wasmi: every export of each test module returns the same values, or
//! traps the same way, before and after inlining, over many arguments.

use super::*;

/// Runs export `name` of `wasm` on `args` in wasmi: its results, or the trap's text.
fn call(wasm: &[u8], name: &str, args: &[wasmi::Val]) -> Result<Vec<String>, String> {
    let engine = wasmi::Engine::default();
    let mut store = wasmi::Store::new(&engine, ());
    let linker = wasmi::Linker::<()>::new(&engine);
    run_export(&engine, &mut store, &linker, wasm, name, args)
}

/// Instantiates `wasm` through `linker` and calls export `name` on `args`.
fn run_export(
    engine: &wasmi::Engine,
    store: &mut wasmi::Store<()>,
    linker: &wasmi::Linker<()>,
    wasm: &[u8],
    name: &str,
    args: &[wasmi::Val],
) -> Result<Vec<String>, String> {
    let module = wasmi::Module::new(engine, wasm).map_err(|e| e.to_string())?;
    let instance = linker
        .instantiate_and_start(&mut *store, &module)
        .map_err(|e| e.to_string())?;
    let f = instance
        .get_func(&*store, name)
        .ok_or_else(|| format!("no export {name}"))?;
    let n = f.ty(&*store).results().len();
    let mut results = vec![wasmi::Val::I32(0); n];
    f.call(&mut *store, args, &mut results)
        .map_err(|e| e.to_string())?;
    Ok(results.iter().map(|v| format!("{v:?}")).collect())
}

fn inline(wat: &str) -> (Vec<u8>, Inlined) {
    let wasm = wat::parse_str(wat).expect("wat");
    wasmparser::Validator::new_with_features(WasmFeatures::WASM2)
        .validate_all(&wasm)
        .expect("the test module validates");
    let out = inline_pure_calls(&wasm, &Limits::default()).expect("inline");
    wasmparser::Validator::new_with_features(WasmFeatures::WASM2)
        .validate_all(&out.wasm)
        .expect("the inlined module validates");
    (wasm, out)
}

/// Pure helpers of every shape the inliner handles, called in loops.
const PURE: &str = r#"
(module
  (memory 1)
  (data (i32.const 64) "\01\00\00\00\02\00\00\00\03\00\00\00\05\00\00\00\08\00\00\00\0d\00\00\00\15\00\00\00\22\00\00\00")
  ;; a declared local read before it is set: zero on every call
  (func $acc (param i32) (result i32) (local i32)
    (local.set 1 (i32.add (local.get 1) (local.get 0)))
    (local.get 1))
  ;; returns from nested blocks, br_if and br_table to the function level
  (func $clamp (param i32) (result i32)
    (block $neg
      (block $mid
        (br_if $neg (i32.lt_s (local.get 0) (i32.const 0)))
        (if (i32.gt_s (local.get 0) (i32.const 100))
          (then (return (i32.const 100))))
        (br_table $mid $neg (i32.and (local.get 0) (i32.const 1))))
      (return (i32.add (local.get 0) (i32.const 1))))
    (drop (br_if 0 (i32.const 7) (i32.eq (local.get 0) (i32.const -3))))
    (block $a (result i32)
      (br_table $a 1 (i32.const 5) (i32.and (local.get 0) (i32.const 1))))
    (i32.const 2)
    (i32.add))
  ;; a table read at a bounded address, through another pure function
  (func $fib (param i32) (result i32)
    (i32.load offset=64 (i32.shl (i32.and (local.get 0) (i32.const 7)) (i32.const 2))))
  (func $twice_fib (param i32) (result i32)
    (i32.add (call $fib (local.get 0)) (call $fib (i32.add (local.get 0) (i32.const 1)))))
  ;; floats and a trap
  (func $hyp (param f32 f32) (result f32)
    (f32.sqrt (f32.add (f32.mul (local.get 0) (local.get 0)) (f32.mul (local.get 1) (local.get 1)))))
  (func $div (param i32 i32) (result i32) (i32.div_s (local.get 0) (local.get 1)))
  ;; no result
  (func $nothing (param i32) (drop (local.get 0)))
  (func (export "sum_acc") (param $n i32) (result i32) (local $i i32) (local $s i32)
    (block $done (loop $l
      (br_if $done (i32.ge_s (local.get $i) (local.get $n)))
      (local.set $s (i32.add (local.get $s) (call $acc (local.get $i))))
      (call $nothing (local.get $i))
      (local.set $i (i32.add (local.get $i) (i32.const 1)))
      (br $l)))
    (local.get $s))
  (func (export "sum_clamp") (param $n i32) (result i32) (local $i i32) (local $s i32)
    (block $done (loop $l
      (br_if $done (i32.ge_s (local.get $i) (local.get $n)))
      (local.set $s (i32.add (i32.mul (local.get $s) (i32.const 3))
        (call $clamp (i32.sub (i32.mul (local.get $i) (i32.const 7)) (i32.const 50)))))
      (local.set $i (i32.add (local.get $i) (i32.const 1)))
      (br $l)))
    (local.get $s))
  (func (export "sum_fib") (param $n i32) (result i32) (local $i i32) (local $s i32)
    (block $done (loop $l
      (br_if $done (i32.ge_s (local.get $i) (local.get $n)))
      (local.set $s (i32.add (local.get $s) (call $twice_fib (local.get $i))))
      (local.set $i (i32.add (local.get $i) (i32.const 1)))
      (br $l)))
    (local.get $s))
  (func (export "hyp") (param f32 f32) (result f32) (call $hyp (local.get 0) (local.get 1)))
  (func (export "div") (param i32 i32) (result i32) (call $div (local.get 0) (local.get 1))))
"#;

#[test]
fn inlined_pure_calls_compute_what_the_calls_computed() {
    let (before, out) = inline(PURE);
    // acc, nothing, clamp, twice_fib (with fib twice inside), hyp, div.
    let callees: Vec<u32> = out.sites.iter().map(|s| s.callee).collect();
    for f in [0, 1, 3, 4, 5, 6] {
        assert!(
            callees.contains(&f),
            "function {f} not inlined: {:?}",
            out.sites
        );
    }
    let m = Module::read(&out.wasm).expect("read");
    let calls = m
        .bodies
        .iter()
        .flat_map(|b| &b.ops)
        .filter(|op| matches!(op, Operator::Call { .. }))
        .count();
    assert_eq!(calls, 0, "calls are left");
    for n in [0, 1, 2, 5, 17, 40] {
        for name in ["sum_acc", "sum_clamp", "sum_fib"] {
            let args = [wasmi::Val::I32(n)];
            assert_eq!(
                call(&before, name, &args),
                call(&out.wasm, name, &args),
                "{name}({n})"
            );
        }
    }
    for (x, y) in [(3.0f32, 4.0f32), (-0.0, 0.0), (f32::NAN, 1.0), (1e30, 1e30)] {
        let args = [wasmi::Val::F32(x.into()), wasmi::Val::F32(y.into())];
        assert_eq!(call(&before, "hyp", &args), call(&out.wasm, "hyp", &args));
    }
    for (x, y) in [(7, 2), (1, 0), (i32::MIN, -1)] {
        let args = [wasmi::Val::I32(x), wasmi::Val::I32(y)];
        let (a, b) = (call(&before, "div", &args), call(&out.wasm, "div", &args));
        assert_eq!(a, b, "div({x}, {y})");
    }
    // The traps are traps after inlining too.
    assert!(call(&out.wasm, "div", &[wasmi::Val::I32(1), wasmi::Val::I32(0)]).is_err());
}

/// Functions with effects, recursion, several results or imports stay calls.
#[test]
fn impure_functions_stay_calls() {
    let wat = r#"
(module
  (import "env" "f" (func $imp (param i32) (result i32)))
  (memory 1)
  (global $g (mut i32) (i32.const 0))
  (func $store (param i32) (result i32) (i32.store (i32.const 0) (local.get 0)) (i32.const 1))
  (func $global (param i32) (result i32) (global.set $g (local.get 0)) (i32.const 1))
  (func $rec (param i32) (result i32)
    (if (result i32) (i32.eqz (local.get 0)) (then (i32.const 0))
      (else (call $rec (i32.sub (local.get 0) (i32.const 1))))))
  (func $two (param i32) (result i32 i32) (local.get 0) (local.get 0))
  (func $calls_import (param i32) (result i32) (call $imp (local.get 0)))
  (func $grow (param i32) (result i32) (memory.grow (local.get 0)))
  (func (export "all") (param i32) (result i32)
    (i32.add (call $store (local.get 0))
      (i32.add (call $global (local.get 0))
        (i32.add (call $rec (local.get 0))
          (i32.add (i32.add (call $two (local.get 0)))
            (i32.add (call $calls_import (local.get 0)) (call $grow (local.get 0)))))))))
"#;
    let (before, out) = inline(wat);
    assert!(out.sites.is_empty(), "{:?}", out.sites);
    assert_eq!(out.wasm, before);
}

/// A callee over the size limit stays a call; the budget of added instructions holds.
#[test]
fn limits_hold() {
    let limits = Limits {
        max_callee_ops: 3,
        ..Limits::default()
    };
    let wasm = wat::parse_str(PURE).expect("wat");
    let out = inline_pure_calls(&wasm, &limits).expect("inline");
    // Only $nothing (3 instructions with its end) fits.
    assert!(out.sites.iter().all(|s| s.callee == 6), "{:?}", out.sites);
}

/// A module that needs more than the 2.0 features is left alone.
#[test]
fn modules_beyond_wasm2_are_unchanged() {
    let wat = r#"
(module
  (memory i64 1)
  (func $f (param i64) (result i64) (local.get 0))
  (func (export "g") (param i64) (result i64) (call $f (local.get 0))))
"#;
    let wasm = wat::parse_str(wat).expect("wat");
    let out = inline_pure_calls(&wasm, &Limits::default()).expect("inline");
    assert!(out.sites.is_empty());
    assert_eq!(out.wasm, wasm);
}

/// A module that imports libm from `env`, like C built with `-nostdlib --allow-undefined`.
const IMPORTS_LIBM: &str = r#"
(module
  (import "env" "foo" (func $foo (param i32) (result i32)))
  (import "env" "expf" (func $expf (param f32) (result f32)))
  (import "env" "powf" (func $powf (param f32 f32) (result f32)))
  (import "env" "sinf" (func $sinf (param f32) (result f32)))
  (memory (export "memory") 1)
  (data (i32.const 1024) "\00\00\80\3f")
  (func (export "e") (param f32) (result f32) (call $expf (local.get 0)))
  (func (export "p") (param f32 f32) (result f32) (call $powf (local.get 0) (local.get 1)))
  (func (export "s") (param f32) (result f32) (call $sinf (local.get 0)))
  (func (export "foo") (param i32) (result i32) (call $foo (local.get 0)))
  (func (export "sum") (param $n i32) (result f32) (local $i i32) (local $s f32)
    (block $done (loop $l
      (br_if $done (i32.ge_s (local.get $i) (local.get $n)))
      (local.set $s (f32.add (local.get $s)
        (call $expf (f32.mul (f32.convert_i32_s (local.get $i)) (f32.load (i32.const 1024))))))
      (local.set $i (i32.add (local.get $i) (i32.const 1)))
      (br $l)))
    (local.get $s)))
"#;

/// Runs export `name` of `wasm` in wasmi, its `env` imports resolved to libm's exports (an
/// instance of the committed libm module) and `foo` to a host function.
fn call_with_libm(wasm: &[u8], name: &str, args: &[wasmi::Val]) -> Result<Vec<String>, String> {
    let engine = wasmi::Engine::default();
    let mut store = wasmi::Store::new(&engine, ());
    let mut linker = wasmi::Linker::<()>::new(&engine);
    let libm = wasmi::Module::new(&engine, link::LIBM).map_err(|e| e.to_string())?;
    let libm = linker
        .instantiate_and_start(&mut store, &libm)
        .map_err(|e| e.to_string())?;
    for f in ["expf", "powf", "sinf"] {
        if let Some(e) = libm.get_export(&store, f) {
            linker.define("env", f, e).map_err(|e| e.to_string())?;
        }
    }
    linker
        .func_wrap("env", "foo", |x: i32| x.wrapping_mul(3))
        .map_err(|e| e.to_string())?;
    linker
        .func_wrap("env", "sinf", |x: f32| x)
        .map_err(|e| e.to_string())?;
    run_export(&engine, &mut store, &linker, wasm, name, args)
}

/// Export `name` returns the same values, bit for bit, in both modules (both must run).
fn same(before: &[u8], after: &[u8], name: &str, args: &[wasmi::Val]) {
    let want = call_with_libm(before, name, args).expect("the module with imports runs");
    let got = call_with_libm(after, name, args).expect("the linked module runs");
    assert_eq!(want, got, "{name}({args:?})");
}

/// `env::expf` and `env::powf` become libm's own functions, bit for bit what the imports
/// computed; `sinf` (not in the libm module) and `foo` stay imports; after linking, the
/// calls inline.
#[test]
fn libm_imports_link_and_compute_what_libm_computes() {
    let wasm = wat::parse_str(IMPORTS_LIBM).expect("wat");
    let out = link_libm(&wasm).expect("link");
    assert_eq!(out.linked, ["expf", "powf"]);
    let f32s = [
        0.0f32,
        -0.0,
        1.0,
        -1.5,
        0.5,
        10.0,
        88.7,
        89.0,
        -104.0,
        -1e-30,
        3.4e38,
        f32::NAN,
        f32::INFINITY,
        f32::NEG_INFINITY,
        1e-40,
    ];
    for &x in &f32s {
        let a = [wasmi::Val::F32(x.into())];
        same(&wasm, &out.wasm, "e", &a);
        for &y in &[0.5f32, -2.0, 3.0, 0.0, f32::NAN, 1e10] {
            let a = [wasmi::Val::F32(x.into()), wasmi::Val::F32(y.into())];
            same(&wasm, &out.wasm, "p", &a);
        }
    }
    for n in [0, 1, 30] {
        let a = [wasmi::Val::I32(n)];
        same(&wasm, &out.wasm, "sum", &a);
    }
    let a = [wasmi::Val::I32(7)];
    assert_eq!(call_with_libm(&out.wasm, "foo", &a).unwrap(), ["I32(21)"]);
    let a = [wasmi::Val::F32(2.0f32.into())];
    assert_eq!(call_with_libm(&out.wasm, "s", &a).unwrap(), ["F32(2.0)"]);
    // The linked functions are pure: the loop's call inlines.
    let inlined = inline_pure_calls(&out.wasm, &Limits::default()).expect("inline");
    assert!(!inlined.sites.is_empty());
}

/// A module whose data lies where libm's tables would go, or that defines no memory of its
/// own kind, is left as it is.
#[test]
fn libm_does_not_link_over_the_modules_data() {
    let over = IMPORTS_LIBM.replace("(i32.const 1024)", "(i32.const 512)");
    let wasm = wat::parse_str(&over).expect("wat");
    let out = link_libm(&wasm).expect("link");
    assert!(out.linked.is_empty());
    assert_eq!(out.wasm, wasm);
    let no_memory = r#"(module (import "env" "expf" (func $e (param f32) (result f32)))
      (func (export "e") (param f32) (result f32) (call $e (local.get 0))))"#;
    let wasm = wat::parse_str(no_memory).expect("wat");
    assert!(link_libm(&wasm).expect("link").linked.is_empty());
}

/// The four wide-arithmetic instructions, lowered, against Rust's 128-bit arithmetic on
/// edge values and a pseudo-random spread; the lowered module validates as wasm 2.0.
#[test]
fn wide_arithmetic_lowers_to_core_wasm_that_computes_the_same() {
    let wasm = wat::parse_str(
        r#"(module
  (func (export "add128") (param i64 i64 i64 i64) (result i64 i64)
    (i64.add128 (local.get 0) (local.get 1) (local.get 2) (local.get 3)))
  (func (export "sub128") (param i64 i64 i64 i64) (result i64 i64)
    (i64.sub128 (local.get 0) (local.get 1) (local.get 2) (local.get 3)))
  (func (export "mul_wide_s") (param i64 i64) (result i64 i64)
    (i64.mul_wide_s (local.get 0) (local.get 1)))
  (func (export "mul_wide_u") (param i64 i64) (result i64 i64)
    (i64.mul_wide_u (local.get 0) (local.get 1))))"#,
    )
    .expect("wat");
    let lowered = lower_wide_arithmetic(&wasm)
        .expect("re-encodes")
        .expect("it has wide arithmetic");
    wasmparser::Validator::new_with_features(WasmFeatures::WASM2)
        .validate_all(&lowered)
        .expect("the lowered module is wasm 2.0");
    let engine = wasmi::Engine::default();
    let mut store = wasmi::Store::new(&engine, ());
    let module = wasmi::Module::new(&engine, &lowered[..]).expect("wasmi reads it");
    let instance = wasmi::Linker::<()>::new(&engine)
        .instantiate_and_start(&mut store, &module)
        .expect("instantiates");
    let mut call = |name: &str, args: &[u64]| -> (u64, u64) {
        let f = instance.get_func(&store, name).expect("export");
        let args: Vec<wasmi::Val> = args.iter().map(|a| wasmi::Val::I64(*a as i64)).collect();
        let mut out = [wasmi::Val::I64(0), wasmi::Val::I64(0)];
        f.call(&mut store, &args, &mut out).expect("runs");
        let half = |v: &wasmi::Val| match v {
            wasmi::Val::I64(x) => *x as u64,
            other => panic!("{other:?}"),
        };
        (half(&out[0]), half(&out[1]))
    };
    let split = |x: u128| (x as u64, (x >> 64) as u64);
    let mut values: Vec<u64> = vec![0, 1, 2, 0x7fff_ffff, 0xffff_ffff, 1 << 32, i64::MAX as u64];
    values.extend([
        i64::MIN as u64,
        u64::MAX,
        u64::MAX - 1,
        0x8000_0000_0000_0001,
    ]);
    let mut x = 0x9e37_79b9_7f4a_7c15u64;
    for _ in 0..40 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        values.push(x);
    }
    for &a in &values {
        for &b in &values {
            let (al, ah, bl, bh) = (a, b.rotate_left(17), b, a.rotate_right(9));
            let wa = u128::from(al) | u128::from(ah) << 64;
            let wb = u128::from(bl) | u128::from(bh) << 64;
            assert_eq!(
                call("add128", &[al, ah, bl, bh]),
                split(wa.wrapping_add(wb))
            );
            assert_eq!(
                call("sub128", &[al, ah, bl, bh]),
                split(wa.wrapping_sub(wb))
            );
            assert_eq!(
                call("mul_wide_u", &[a, b]),
                split(u128::from(a) * u128::from(b))
            );
            let signed = i128::from(a as i64) * i128::from(b as i64);
            assert_eq!(
                call("mul_wide_s", &[a, b]),
                split(signed as u128),
                "{a:#x} * {b:#x}"
            );
        }
    }
    // Without the instructions, the module is left alone.
    let plain =
        wat::parse_str("(module (func (export \"f\") (result i64) (i64.const 1)))").unwrap();
    assert_eq!(lower_wide_arithmetic(&plain).expect("reads"), None);
}

/// A compact import section comes out one import per entry, the same imports in order,
/// which wasmparser without the newer encoding reads.
#[test]
fn compact_imports_are_written_one_per_entry() {
    let wasm = wat::parse_str(
        r#"(module
  (import "test" (item "f" (func (result i32))) (item "g" (func (result f32))))
  (import "test" (item "a") (item "b") (global i32))
  (func (export "sum") (result i32) (call 0)))"#,
    )
    .expect("wat");
    let expanded = wide::expand_compact_imports(&wasm)
        .expect("re-encodes")
        .expect("compact imports");
    let mut names = Vec::new();
    for payload in Parser::new(0).parse_all(&expanded) {
        if let Payload::ImportSection(r) = payload.expect("parses") {
            for group in r {
                let group = group.expect("import");
                assert!(matches!(group, wasmparser::Imports::Single(..)));
                for item in group {
                    let (_, import) = item.expect("item");
                    names.push(format!("{}::{}", import.module, import.name));
                }
            }
        }
    }
    assert_eq!(names, ["test::f", "test::g", "test::a", "test::b"]);
    assert_eq!(
        wide::expand_compact_imports(&expanded).expect("reads"),
        None
    );
}

/// Functions with C stack frames, in clang's shape: `$twice` is musl's `sin` (a frame of two
/// doubles that `$split`, its `__rem_pio2`, fills through a pointer), `$large` its
/// `__rem_pio2_large` (a frame indexed at run time, reached only for large arguments),
/// `$swap2` a frame at constant offsets with no such call.
const FRAMES: &str = r#"
(module
  (memory 2)
  (global $sp (mut i32) (i32.const 65536))
  (func $split (param f64 i32) (result i32)
    (local i32)
    (local.set 2 (i32.sub (global.get $sp) (i32.const 32)))
    (global.set $sp (local.get 2))
    (block $done
      (br_if $done (f64.lt (f64.abs (local.get 0)) (f64.const 1e6)))
      (f64.store offset=8 (local.get 2) (local.get 0))
      (f64.store offset=16 (local.get 2) (f64.mul (local.get 0) (f64.const 2)))
      (drop (call $large (local.get 2) (local.get 1))))
    (f64.store (local.get 1) (f64.mul (local.get 0) (f64.const 0.5)))
    (f64.store offset=8 (local.get 1) (f64.mul (local.get 0) (f64.const 0.25)))
    (global.set $sp (i32.add (local.get 2) (i32.const 32)))
    (i32.trunc_f64_s (f64.floor (f64.div (local.get 0) (f64.const 1e7)))))
  (func $large (param i32 i32) (result i32)
    (local i32 i32)
    (local.set 2 (i32.sub (global.get $sp) (i32.const 64)))
    (global.set $sp (local.get 2))
    (loop $l
      (f64.store (i32.add (local.get 2) (i32.shl (local.get 3) (i32.const 3)))
        (f64.convert_i32_s (local.get 3)))
      (br_if $l (i32.lt_s (local.tee 3 (i32.add (local.get 3) (i32.const 1))) (i32.const 8))))
    (f64.store (local.get 1) (f64.load offset=24 (local.get 2)))
    (f64.store offset=8 (local.get 1) (f64.load offset=40 (local.get 2)))
    (global.set $sp (i32.add (local.get 2) (i32.const 64)))
    (i32.const 7))
  (func $twice (param f64) (result f64)
    (local i32 i32)
    (local.set 1 (i32.sub (global.get $sp) (i32.const 16)))
    (global.set $sp (local.get 1))
    (local.set 2 (call $split (local.get 0) (local.get 1)))
    (global.set $sp (i32.add (local.get 1) (i32.const 16)))
    (f64.add (f64.add (f64.load (local.get 1)) (f64.load offset=8 (local.get 1)))
      (f64.convert_i32_s (local.get 2))))
  (func $swap2 (param f64 f64) (result f64)
    (local i32)
    (local.set 2 (i32.sub (global.get $sp) (i32.const 16)))
    (global.set $sp (local.get 2))
    (f64.store (local.get 2) (local.get 1))
    (f64.store offset=8 (local.get 2) (local.get 0))
    (global.set $sp (i32.add (local.get 2) (i32.const 16)))
    (f64.sub (f64.load (local.get 2)) (f64.load offset=8 (local.get 2))))
  (func (export "twice_sum") (param i32) (result f64)
    (local f64 i32)
    (loop $l
      (local.set 1 (f64.add (local.get 1)
        (call $twice (f64.mul (f64.convert_i32_s (local.get 2)) (f64.const 123457.5)))))
      (br_if $l (i32.lt_s (local.tee 2 (i32.add (local.get 2) (i32.const 1))) (local.get 0))))
    (local.get 1))
  (func (export "swap_sum") (param i32) (result f64)
    (local f64 i32)
    (loop $l
      (local.set 1 (f64.add (local.get 1)
        (call $swap2 (f64.convert_i32_s (local.get 2)) (f64.const 0.5))))
      (br_if $l (i32.lt_s (local.tee 2 (i32.add (local.get 2) (i32.const 1))) (local.get 0))))
    (local.get 1))
  (func (export "twice") (param f64) (result f64) (call $twice (local.get 0)))
  (func (export "sp") (result i32) (global.get $sp)))
"#;

/// Which functions were inlined, by name index (`$split` is 0).
fn inlined_callees(out: &Inlined) -> Vec<u32> {
    let mut v: Vec<u32> = out.sites.iter().map(|s| s.callee).collect();
    v.sort();
    v.dedup();
    v
}

#[test]
fn frames_of_constant_slots_inline_as_locals_and_cold_calls_trap_only_when_asked() {
    let wasm = wat::parse_str(FRAMES).expect("wat");
    let validate = |w: &[u8]| {
        wasmparser::Validator::new_with_features(WasmFeatures::WASM2)
            .validate_all(w)
            .expect("validates")
    };
    // Without cold traps: `$swap2` (index 3) inlines; `$twice` reaches `$large`, so it stays
    // a call.
    let plain = inline_pure_calls(&wasm, &Limits::default()).expect("inline");
    validate(&plain.wasm);
    assert_eq!(inlined_callees(&plain), vec![3]);
    for n in [1, 2, 7, 100] {
        same(&wasm, &plain.wasm, "swap_sum", &[wasmi::Val::I32(n)]);
    }
    same(&wasm, &plain.wasm, "sp", &[]);
    // With them: `$twice` inlines too, as pure code (its `$split` flattened into it), and
    // computes what it computed wherever the cold path is not reached.
    let limits = Limits {
        cold_traps: true,
        ..Limits::default()
    };
    let cold = inline_pure_calls(&wasm, &limits).expect("inline");
    validate(&cold.wasm);
    assert_eq!(inlined_callees(&cold), vec![2, 3]);
    for n in 1..=9 {
        same(&wasm, &cold.wasm, "twice_sum", &[wasmi::Val::I32(n)]);
    }
    for x in [0.0, -3.5, 999_999.0, -999_999.0, 1e-300] {
        same(&wasm, &cold.wasm, "twice", &[wasmi::Val::F64(x.into())]);
    }
    // The tenth argument (9 * 123,457.5 > 1e6) takes the cold path: the original computes,
    // the inlined body traps where the call was.
    let args = [wasmi::Val::I32(10)];
    assert!(call(&wasm, "twice_sum", &args).is_ok());
    let trapped = call(&cold.wasm, "twice_sum", &args).expect_err("the cold path traps");
    assert!(trapped.contains("unreachable"), "{trapped}");
    // The inlined callers hold no store and write no global: their frames are locals.
    let m = Module::read(&cold.wasm).expect("reads");
    for name in ["twice_sum", "swap_sum"] {
        let f = m.exports[name] - m.imported_funcs();
        let ops = &m.bodies[f as usize].ops;
        assert!(
            ops.iter()
                .all(|op| !is_store(op) && !matches!(op, Operator::GlobalSet { .. })),
            "{name}: {ops:?}"
        );
    }
}
