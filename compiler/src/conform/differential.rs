//! Differential tests: the pipeline's front half plus the LoweredOp interpreter against wasmi
//! 2, an independent WebAssembly engine, on the same modules and inputs.
//!
//! Two sources of modules:
//! - generated: a small function per case, written as WAT text from a proptest-drawn word
//!   list: straight-line expression trees over i32/i64/f32/f64 (arithmetic, bit ops,
//!   comparisons, conversions, loads, `select`, `if`, a multi-value call, globals) after a
//!   few statements (stores, `global.set`, `memory.fill`, `memory.copy`). Divisions,
//!   truncations and accesses near the end of memory make traps common;
//! - the golden fixtures (golden/fixtures/kernels.txt and the benchmark kernels), kernel
//!   functions run for every thread of a small grid, `wasi:cuda/device` answered by both.
//!
//! Both engines must agree on results (floats bit for bit, except that any two NaNs agree:
//! wasm lets a NaN's sign and payload vary), on the trap kind, and on every byte of memory
//! afterwards (for the fixtures, any two f32 NaN words agree too). The generator keeps NaN bits unobservable where wasm leaves them
//! nondeterministic: a float is squashed (NaN to 0) before `reinterpret`, a float store or
//! `copysign`'s sign operand. These are tests only; nothing here ships.

use super::engines::{agree, interp_call, same_memory, Wasmi};
use super::instance::Instance;
use crate::frontend::ModuleInfo;
use lowered_ir::{Dim3, RtValue, ThreadPosition};
use proptest::prelude::*;
use std::path::PathBuf;

/// Runs export `name` on every argument tuple (and, for kernels, every thread of `grid` x
/// `block`) in both engines, asserting agreement after each call; memory is compared after
/// every call too (see [`same_memory`] for `nan_words`). Memory starts as `init_memory` (the
/// module's own bytes when `None` or when the module does not export its memory).
fn compare(
    wasm: &[u8],
    name: &str,
    calls: &[Vec<RtValue>],
    shape: Option<(Dim3, Dim3)>,
    init_memory: Option<&[u8]>,
    nan_words: bool,
) -> Result<(), TestCaseError> {
    let mut ours = Instance::new(wasm.to_vec()).map_err(|e| fail(format!("{e:?}")))?;
    let mut theirs = Wasmi::new(wasm);
    // Both engines start from `init_memory`, or (a module that does not export its memory,
    // which wasmi's side cannot reach) both from the module's own bytes.
    if let (Some(bytes), Some(m)) = (
        init_memory,
        theirs.instance.get_memory(&theirs.store, "memory"),
    ) {
        let n = bytes.len().min(ours.memory().len());
        ours.memory_mut()[..n].copy_from_slice(&bytes[..n]);
        let data = m.data_mut(&mut theirs.store);
        let n = bytes.len().min(data.len());
        data[..n].copy_from_slice(&bytes[..n]);
    }
    let func = ours
        .export(name)
        .ok_or_else(|| fail(format!("no export {name}")))?;
    let positions: Vec<Option<ThreadPosition>> = match shape {
        None => vec![None],
        Some((grid, block)) => grid_positions(grid, block).into_iter().map(Some).collect(),
    };
    for args in calls {
        for position in &positions {
            let mine = interp_call(&mut ours, func, args, *position);
            let wasmi = theirs.call(name, args, position.unwrap_or(ThreadPosition::SINGLE));
            prop_assert!(
                agree(&mine, &wasmi),
                "`{name}` on {args:?} at {position:?}: interpreter {mine:?}, wasmi {wasmi:?}"
            );
            if let Some(memory) = theirs.memory() {
                prop_assert!(
                    same_memory(ours.memory(), &memory, nan_words),
                    "`{name}` on {args:?} at {position:?}: memories differ at byte {:?}: {:?}",
                    ours.memory().iter().zip(&memory).position(|(a, b)| a != b),
                    ours.memory()
                        .iter()
                        .zip(&memory)
                        .enumerate()
                        .filter(|(_, (a, b))| a != b)
                        .take(8)
                        .collect::<Vec<_>>()
                );
            }
        }
    }
    Ok(())
}

fn fail(reason: String) -> TestCaseError {
    TestCaseError::fail(reason)
}

fn grid_positions(grid: Dim3, block: Dim3) -> Vec<ThreadPosition> {
    let mut out = Vec::new();
    for bx in 0..grid.x {
        for tx in 0..block.x {
            out.push(ThreadPosition {
                thread_idx: Dim3::new(tx, 0, 0),
                block_idx: Dim3::new(bx, 0, 0),
                block_dim: block,
                grid_dim: grid,
            });
        }
    }
    out
}

// ---------------------------------------------------------------------------------------
// Generated functions.

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Ty {
    I32,
    I64,
    F32,
    F64,
}

impl Ty {
    const ALL: [Ty; 4] = [Ty::I32, Ty::I64, Ty::F32, Ty::F64];

    fn name(self) -> &'static str {
        match self {
            Ty::I32 => "i32",
            Ty::I64 => "i64",
            Ty::F32 => "f32",
            Ty::F64 => "f64",
        }
    }

    fn is_int(self) -> bool {
        matches!(self, Ty::I32 | Ty::I64)
    }

    /// Same-width type of the other kind (for reinterpret).
    fn twin(self) -> Ty {
        match self {
            Ty::I32 => Ty::F32,
            Ty::I64 => Ty::F64,
            Ty::F32 => Ty::I32,
            Ty::F64 => Ty::I64,
        }
    }
}

/// Turns a word list into WAT choices; past the end every choice is 0 (the simplest), so
/// generation always ends and shrinking the words simplifies the function.
struct Gen {
    words: Vec<u64>,
    next: usize,
}

impl Gen {
    fn pick(&mut self, n: u64) -> u64 {
        let w = self.words.get(self.next).copied().unwrap_or(0);
        self.next += 1;
        w % n.max(1)
    }

    fn word(&mut self) -> u64 {
        let w = self.words.get(self.next).copied().unwrap_or(0);
        self.next += 1;
        w
    }

    fn one<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.pick(items.len() as u64) as usize]
    }

    fn constant(&mut self, ty: Ty) -> String {
        let w = self.word();
        let special = self.pick(3) == 0;
        match ty {
            Ty::I32 => {
                let v = if special {
                    [0u32, 1, u32::MAX, 0x8000_0000, 0x7fff_ffff, 31, 32][(w % 7) as usize]
                } else {
                    w as u32
                };
                format!("(i32.const {})", v as i32)
            }
            Ty::I64 => {
                let v = if special {
                    [0u64, 1, u64::MAX, 1 << 63, i64::MAX as u64, 63, 64][(w % 7) as usize]
                } else {
                    w
                };
                format!("(i64.const {})", v as i64)
            }
            Ty::F32 => {
                let bits = if special {
                    [
                        0u32,
                        0x8000_0000,
                        0x7f80_0000,
                        0xff80_0000,
                        0x7fc0_0000,
                        0x0000_0001,
                        0x4f00_0000,
                        0xcf00_0000,
                        0x3f00_0000,
                        0x4040_0000,
                    ][(w % 10) as usize]
                } else {
                    w as u32
                };
                format!("(f32.reinterpret_i32 (i32.const {}))", bits as i32)
            }
            Ty::F64 => {
                let bits = if special {
                    [
                        0u64,
                        1 << 63,
                        0x7ff0_0000_0000_0000,
                        0xfff0_0000_0000_0000,
                        0x7ff8_0000_0000_0000,
                        1,
                        0x43e0_0000_0000_0000,
                        0xc3e0_0000_0000_0000,
                        0x3fe0_0000_0000_0000,
                        0x4004_0000_0000_0000,
                    ][(w % 10) as usize]
                } else {
                    w
                };
                format!("(f64.reinterpret_i64 (i64.const {}))", bits as i64)
            }
        }
    }

    fn leaf(&mut self, ty: Ty) -> String {
        let param = Ty::ALL.iter().position(|t| *t == ty).unwrap_or(0);
        match self.pick(3) {
            0 => format!("(local.get {param})"),
            1 => self.constant(ty),
            _ => format!("(global.get $g{param})"),
        }
    }

    /// An address: mostly inside the first 512 bytes (so stores and loads meet), sometimes
    /// just below the end of the 64 KiB memory (bounds traps), with a constant offset.
    fn address(&mut self, depth: u32) -> (String, u32) {
        let e = self.expr(Ty::I32, depth);
        match self.pick(4) {
            0 => (
                format!("(i32.add (i32.const 65520) (i32.and {e} (i32.const 15)))"),
                self.pick(3) as u32 * 4,
            ),
            _ => (
                format!("(i32.and {e} (i32.const 511))"),
                self.pick(4) as u32 * 3,
            ),
        }
    }

    /// NaN becomes 0, so that no NaN bits reach a place where wasm leaves them unspecified.
    fn squashed(&mut self, ty: Ty, depth: u32) -> String {
        let e = self.expr(ty, depth);
        let t = ty.name();
        format!("(select (local.tee $s{t} {e}) ({t}.const 0) ({t}.eq (local.get $s{t}) (local.get $s{t})))")
    }

    fn load(&mut self, ty: Ty, depth: u32) -> String {
        let (addr, offset) = self.address(depth);
        let op = match ty {
            Ty::I32 => self.one(&["load", "load8_s", "load8_u", "load16_s", "load16_u"]),
            Ty::I64 => self.one(&[
                "load", "load8_s", "load8_u", "load16_s", "load16_u", "load32_s", "load32_u",
            ]),
            _ => "load",
        };
        format!("({}.{op} offset={offset} {addr})", ty.name())
    }

    fn expr(&mut self, ty: Ty, depth: u32) -> String {
        if depth == 0 {
            return self.leaf(ty);
        }
        let d = depth - 1;
        let t = ty.name();
        match self.pick(11) {
            0 => self.leaf(ty),
            1 | 2 => {
                let op = if ty.is_int() {
                    self.one(&[
                        "add", "sub", "mul", "div_s", "div_u", "rem_s", "rem_u", "and", "or",
                        "xor", "shl", "shr_s", "shr_u", "rotl", "rotr",
                    ])
                } else {
                    self.one(&["add", "sub", "mul", "div", "min", "max", "copysign"])
                };
                let a = self.expr(ty, d);
                let b = if op == "copysign" {
                    self.squashed(ty, d)
                } else {
                    self.expr(ty, d)
                };
                format!("({t}.{op} {a} {b})")
            }
            3 => {
                let op = match ty {
                    Ty::I32 => {
                        self.one(&["clz", "ctz", "popcnt", "eqz", "extend8_s", "extend16_s"])
                    }
                    Ty::I64 => self.one(&[
                        "clz",
                        "ctz",
                        "popcnt",
                        "extend8_s",
                        "extend16_s",
                        "extend32_s",
                    ]),
                    _ => self.one(&["abs", "neg", "sqrt", "ceil", "floor", "trunc", "nearest"]),
                };
                let a = self.expr(ty, d);
                // i64.eqz gives an i32; keep eqz on i32 only.
                format!("({t}.{op} {a})")
            }
            4 => self.conversion(ty, d),
            5 => self.load(ty, d),
            6 => {
                let c = self.condition(d);
                let (a, b) = (self.expr(ty, d), self.expr(ty, d));
                // The condition goes through a local: wasmi 2.0.0 fuses `select` with a
                // comparison condition and then ignores the condition (it returns the first
                // operand for `eqz`/`eq`, the second for `ne`; pinned by
                // `conform::engines::wasmi_select_with_a_comparison_condition`). Our
                // interpreter's `select` is checked against the spec suite (select.wast).
                format!("(select {a} {b} (local.tee $si32 {c}))")
            }
            7 => {
                let c = self.condition(d);
                let (a, b) = (self.expr(ty, d), self.expr(ty, d));
                format!("(if (result {t}) {c} (then {a}) (else {b}))")
            }
            8 => {
                // A call with two results, consumed by one binary op.
                let (a, b) = (self.expr(ty, d), self.expr(ty, d));
                let op = if ty.is_int() { "xor" } else { "sub" };
                format!("({t}.{op} (call $swap_{t} {a} {b}))")
            }
            9 if ty == Ty::I32 => self.condition(d),
            _ => {
                // br_if passes its value on when not taken: drop it, then the block's own.
                let early = self.expr(ty, d);
                let c = self.condition(d);
                let late = self.expr(ty, d);
                format!("(block (result {t}) (drop (br_if 0 {early} {c})) {late})")
            }
        }
    }

    /// An `i32` comparison result.
    fn condition(&mut self, depth: u32) -> String {
        let ty = Ty::ALL[self.pick(4) as usize];
        let t = ty.name();
        let op = if ty.is_int() {
            self.one(&[
                "eq", "ne", "lt_s", "lt_u", "gt_s", "gt_u", "le_s", "le_u", "ge_s", "ge_u",
            ])
        } else {
            self.one(&["eq", "ne", "lt", "gt", "le", "ge"])
        };
        let (a, b) = (self.expr(ty, depth), self.expr(ty, depth));
        format!("({t}.{op} {a} {b})")
    }

    fn conversion(&mut self, to: Ty, d: u32) -> String {
        let t = to.name();
        match (to, self.pick(4)) {
            (_, 0) => {
                let from = to.twin();
                let inner = if from.is_int() {
                    self.expr(from, d)
                } else {
                    self.squashed(from, d)
                };
                format!("({t}.reinterpret_{} {inner})", from.name())
            }
            (Ty::I32, 1) => format!("(i32.wrap_i64 {})", self.expr(Ty::I64, d)),
            (Ty::I64, 1) => {
                let s = self.one(&["s", "u"]);
                format!("(i64.extend_i32_{s} {})", self.expr(Ty::I32, d))
            }
            (Ty::F32, 1) => format!("(f32.demote_f64 {})", self.expr(Ty::F64, d)),
            (Ty::F64, 1) => format!("(f64.promote_f32 {})", self.expr(Ty::F32, d)),
            (Ty::I32 | Ty::I64, _) => {
                let from = if self.pick(2) == 0 { Ty::F32 } else { Ty::F64 };
                let sat = if self.pick(2) == 0 { "_sat" } else { "" };
                let s = self.one(&["s", "u"]);
                format!(
                    "({t}.trunc{sat}_{}_{s} {})",
                    from.name(),
                    self.expr(from, d)
                )
            }
            (Ty::F32 | Ty::F64, _) => {
                let from = if self.pick(2) == 0 { Ty::I32 } else { Ty::I64 };
                let s = self.one(&["s", "u"]);
                format!("({t}.convert_{}_{s} {})", from.name(), self.expr(from, d))
            }
        }
    }

    fn statement(&mut self, depth: u32) -> String {
        match self.pick(5) {
            0 => {
                let ty = Ty::ALL[self.pick(4) as usize];
                let (addr, offset) = self.address(depth);
                let value = if ty.is_int() {
                    self.expr(ty, depth)
                } else {
                    self.squashed(ty, depth)
                };
                let op = match ty {
                    Ty::I32 => self.one(&["store", "store8", "store16"]),
                    Ty::I64 => self.one(&["store", "store8", "store16", "store32"]),
                    _ => "store",
                };
                format!("({}.{op} offset={offset} {addr} {value})", ty.name())
            }
            1 => {
                let i = self.pick(4) as usize;
                format!("(global.set $g{i} {})", self.expr(Ty::ALL[i], depth))
            }
            2 => {
                let (dst, _) = self.address(depth);
                let v = self.expr(Ty::I32, depth);
                let n = self.pick(40);
                format!("(memory.fill {dst} {v} (i32.const {n}))")
            }
            3 => {
                let (dst, _) = self.address(depth);
                let (src, _) = self.address(depth);
                let n = self.pick(40);
                format!("(memory.copy {dst} {src} (i32.const {n}))")
            }
            _ => {
                let ty = Ty::ALL[self.pick(4) as usize];
                format!("(drop {})", self.expr(ty, depth))
            }
        }
    }
}

/// A module with one exported function `f(i32, i64, f32, f64) -> (i32, i64, f32, f64)`.
fn generated_module(words: Vec<u64>) -> String {
    let mut g = Gen { words, next: 0 };
    let depth = 1 + g.pick(3) as u32;
    let statements: Vec<String> = (0..g.pick(4)).map(|_| g.statement(depth)).collect();
    let results: Vec<String> = Ty::ALL.iter().map(|t| g.expr(*t, depth)).collect();
    let mut data = String::new();
    for i in 0..64u32 {
        data.push_str(&format!("\\{:02x}", (i.wrapping_mul(0x9d) ^ 0x5a) as u8));
    }
    let swaps: String = Ty::ALL
        .iter()
        .map(|t| {
            let t = t.name();
            format!(
                "  (func $swap_{t} (param {t} {t}) (result {t} {t}) (local.get 1) (local.get 0))\n"
            )
        })
        .collect();
    format!(
        "(module
  (memory (export \"memory\") 1)
  (data (i32.const 16) \"{data}\")
  (global $g0 (mut i32) (i32.const 7))
  (global $g1 (mut i64) (i64.const -3))
  (global $g2 (mut f32) (f32.const 1.5))
  (global $g3 (mut f64) (f64.const -0.25))
{swaps}  (func (export \"f\") (param i32 i64 f32 f64) (result i32 i64 f32 f64)
    (local $si32 i32) (local $si64 i64) (local $sf32 f32) (local $sf64 f64)
    {}
    {})
)
",
        statements.join("\n    "),
        results.join("\n    ")
    )
}

fn arg_values() -> impl Strategy<Value = Vec<RtValue>> {
    let special_f32 = prop_oneof![
        Just(0.0f32.to_bits()),
        Just(f32::NAN.to_bits()),
        Just(f32::INFINITY.to_bits()),
        Just((-2147483648.0f32).to_bits()),
        any::<u32>()
    ];
    let special_f64 = prop_oneof![
        Just((-0.0f64).to_bits()),
        Just(f64::NAN.to_bits()),
        Just(f64::NEG_INFINITY.to_bits()),
        Just(4294967295.5f64.to_bits()),
        any::<u64>()
    ];
    let small_i32 = prop_oneof![any::<i32>(), -4i32..600];
    let small_i64 = prop_oneof![any::<i64>(), -4i64..70];
    (small_i32, small_i64, special_f32, special_f64).prop_map(|(a, b, c, d)| {
        vec![
            RtValue::from_i32(a),
            RtValue::from_i64(b),
            RtValue::F32(c),
            RtValue::F64(d),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn generated_functions_agree_with_wasmi(
        words in proptest::collection::vec(any::<u64>(), 0..160),
        calls in proptest::collection::vec(arg_values(), 1..4),
    ) {
        let text = generated_module(words);
        let wasm = wat::parse_str(&text).map_err(|e| fail(format!("{e}\n{text}")))?;
        ModuleInfo::parse(&wasm).map_err(|e| fail(format!("{e}\n{text}")))?;
        compare(&wasm, "f", &calls, None, None, false)
            .map_err(|e| fail(format!("{e}\n{text}")))?;
    }
}

// ---------------------------------------------------------------------------------------
// The golden fixtures.

fn fixtures_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../golden/fixtures")
}

/// Every fixture function: kernels.txt's entries and the benchmark kernels.
fn fixture_functions() -> Vec<(PathBuf, String)> {
    let dir = fixtures_dir();
    let list = std::fs::read_to_string(dir.join("kernels.txt")).unwrap_or_default();
    let mut out: Vec<(PathBuf, String)> = list
        .lines()
        .filter(|l| !l.trim_start().starts_with('#'))
        .filter_map(|l| {
            let mut words = l.split_whitespace();
            Some((dir.join(words.next()?), words.next()?.to_string()))
        })
        .collect();
    for name in ["vector_add", "saxpy", "gemv", "matmul", "conv3x3", "jacobi"] {
        let path = dir.join("bench").join(format!("{name}.wasm"));
        if path.exists() {
            out.push((path, name.to_string()));
        }
    }
    out
}

/// Arguments for a fixture: small integers (counts, and byte offsets that mostly stay in
/// the first 64 KiB), ordinary floats and random `v128`s. Arrays may overlap (which integer is a pointer is
/// not known here), so results can overflow to infinities and NaNs: memory is compared
/// with NaN words equal.
fn fixture_args(types: &[wasmi::ValType], seed: u64) -> Vec<RtValue> {
    let mut x = seed | 1;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    types
        .iter()
        .map(|t| match t {
            wasmi::ValType::I32 => {
                let r = next();
                // Counts below 40, or offsets up to 16 KiB; all 4-aligned, so a float read
                // through any of them is one of the ordinary floats memory starts with.
                let v = if r % 2 == 0 {
                    r % 10 * 4
                } else {
                    (r >> 8) % 4096 * 4
                };
                RtValue::I32(v as u32)
            }
            wasmi::ValType::I64 => RtValue::I64(next() % 1000),
            wasmi::ValType::F32 => RtValue::from_f32((next() % 2000) as f32 / 64.0 - 15.0),
            // Any lanes: the v128 fixtures are integer lane arithmetic (simd_sat.wat).
            wasmi::ValType::V128 => RtValue::V128(u128::from(next()) << 64 | u128::from(next())),
            _ => RtValue::from_f64((next() % 2000) as f64 / 64.0 - 15.0),
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    #[test]
    fn golden_fixtures_agree_with_wasmi(
        seed in any::<u64>(),
        words in proptest::collection::vec(any::<u32>(), 4096..4097),
        blocks in 1u32..3,
        threads in 1u32..9,
    ) {
        // Ordinary floats in [-16, 16): no NaN or overflow, whose bits wasm leaves open.
        let memory: Vec<u8> = words
            .iter()
            .flat_map(|w| ((w % 4096) as f32 / 128.0 - 16.0).to_le_bytes())
            .collect();
        let fixtures = fixture_functions();
        prop_assert!(fixtures.len() >= 7, "fixtures: {fixtures:?}");
        for (path, name) in fixtures {
            let wasm = crate::pipeline::read_module(&path).map_err(|e| fail(e.to_string()))?;
            let probe = Wasmi::new(&wasm);
            let func = probe
                .instance
                .get_func(&probe.store, &name)
                .ok_or_else(|| fail(format!("{}: no export {name}", path.display())))?;
            let ty = func.ty(&probe.store);
            let is_kernel = ty.results().is_empty();
            let calls: Vec<Vec<RtValue>> =
                (0..3).map(|i| fixture_args(ty.params(), seed.wrapping_add(i))).collect();
            let shape = is_kernel.then_some((Dim3::new(blocks, 1, 1), Dim3::new(threads, 1, 1)));
            compare(&wasm, &name, &calls, shape, Some(&memory), true)
                .map_err(|e| fail(format!("{}: {e}", path.display())))?;
        }
    }
}

#[test]
fn the_generator_writes_valid_modules_and_uses_every_construct() {
    // Words chosen so that the first choices cover statements and a deep tree.
    let mut seen = String::new();
    for seed in 0..64u64 {
        let words: Vec<u64> = (0..200u64)
            .map(|i| (seed * 7919 + i * 104_729).wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 7)
            .collect();
        let text = generated_module(words);
        let wasm = wat::parse_str(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        ModuleInfo::parse(&wasm).unwrap_or_else(|e| panic!("{e}\n{text}"));
        seen.push_str(&text);
    }
    for construct in [
        "memory.fill",
        "memory.copy",
        "global.set",
        "call $swap",
        "(if (result",
        "br_if",
        "trunc_f",
        "div_s",
        "load8_s",
        "store16",
        "reinterpret",
    ] {
        assert!(seen.contains(construct), "never generated: {construct}");
    }
}
