//! Test support for the LoweredOp passes that remove bounds checks (`loop_versioning`,
//! `check_merge`): lowering a function without them, a reproducible generator, and a
//! differential run in the interpreter that would notice a check removed wrongly.
//!
//! The interpreter's own loads and stores report `memory_out_of_bounds` for an access outside
//! memory, the same trap as the check a pass removed, so a wrong removal would go unseen.
//! [`trap_unchecked_accesses`] puts before every access a test that traps with `unreachable`
//! instead; where a check precedes the access it never fires. Only compiled for tests.

use crate::frontend::{translate_function, ModuleInfo};
use crate::lowered_emit::Emitter;
use lowered_ir::{
    Dim3, Inst, IntBinOp, IntCmpOp, Interpreter, KernelTrap, LoweredFunction, LoweredOp,
    LoweredType, RtValue, TrapKind,
};

/// Calls both functions (after [`trap_unchecked_accesses`] on each) once per argument list of
/// `cases`, each on a fresh 64 KiB memory from `memory`: the results or trap kinds must be
/// equal. Returns (calls that trapped, clean).
pub fn calls_agree(
    plain: &LoweredFunction,
    transformed: &LoweredFunction,
    cases: impl IntoIterator<Item = Vec<RtValue>>,
    memory: impl Fn() -> Vec<u8>,
) -> (usize, usize) {
    let (mut a_fn, mut b_fn) = (plain.clone(), transformed.clone());
    trap_unchecked_accesses(&mut a_fn);
    trap_unchecked_accesses(&mut b_fn);
    let (mut trapped, mut clean) = (0, 0);
    for args in cases {
        let (mut mem_a, mut mem_b) = (memory(), memory());
        let a = Interpreter::new().call(&a_fn, &args, &mut mem_a);
        let b = Interpreter::new().call(&b_fn, &args, &mut mem_b);
        assert_eq!(
            a.as_ref().map_err(|e| e.trap()),
            b.as_ref().map_err(|e| e.trap()),
            "{args:?}"
        );
        assert!(mem_a == mem_b, "memory differs, {args:?}");
        if a.is_err() {
            trapped += 1;
        } else {
            clean += 1;
        }
    }
    (trapped, clean)
}

/// `name` of `wasm` through the families and `check_order`, before the check-removing passes.
pub fn plain(wasm: &[u8], name: &str) -> LoweredFunction {
    let module = ModuleInfo::parse(wasm).expect("parses");
    let index = module.resolve_function(name).expect("exported");
    let clif = translate_function(wasm, &module, index).expect("translates");
    let mut f = crate::families::lower_function(&clif, &module, name, false).expect("lowers");
    crate::check_order::hoist_bounds_checks(&mut f);
    f
}

/// The bytes of a bench fixture (golden/fixtures/bench).
pub fn bench(file: &str) -> Vec<u8> {
    let path = format!(
        "{}/../golden/fixtures/bench/{file}",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read(path).expect("bench fixture")
}

/// A small deterministic generator (xorshift64*).
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// Puts before every load and store of `f` a test that traps with `unreachable` when the
/// access is outside memory (see the module documentation).
pub fn trap_unchecked_accesses(f: &mut LoweredFunction) {
    let mut types = std::mem::take(&mut f.value_types);
    for b in &mut f.blocks {
        let mut out = Vec::new();
        for inst in std::mem::take(&mut b.insts) {
            let access = match &inst.op {
                LoweredOp::Load {
                    addr,
                    offset,
                    mem_ty,
                    ..
                }
                | LoweredOp::Store {
                    addr,
                    offset,
                    mem_ty,
                    ..
                } => Some((*addr, u64::from(*offset) + u64::from(mem_ty.bytes()))),
                _ => None,
            };
            if let Some((addr, reach)) = access {
                let mut e = Emitter::new(&mut types);
                let a = e.zext64(addr);
                let r = e.iconst(LoweredType::I64, reach);
                let end = e.bin(IntBinOp::Add, a, r, LoweredType::I64);
                let len = e.push(LoweredOp::MemoryLength, LoweredType::I64);
                let oob = e.cmp(IntCmpOp::GtU, end, len);
                out.append(&mut e.insts);
                out.push(Inst {
                    results: vec![],
                    op: LoweredOp::TrapIf {
                        cond: oob,
                        kind: TrapKind::Unreachable,
                    },
                });
            }
            out.push(inst);
        }
        b.insts = out;
    }
    f.value_types = types;
    lowered_ir::verify_function(f).expect("instrumented function verifies");
}

/// Runs both kernels `cases` times on the same random memory (2-4 KiB), arguments and grid
/// (blocks of 4 threads), after [`trap_unchecked_accesses`] on each: the first trap (kind and
/// thread) and the memory afterwards must be identical. Returns (runs that trapped, clean).
pub fn kernels_agree(
    plain: &LoweredFunction,
    transformed: &LoweredFunction,
    cases: usize,
    args_of: impl Fn(&mut Rng, u32) -> (Vec<u32>, Dim3),
) -> (usize, usize) {
    let (mut a_fn, mut b_fn) = (plain.clone(), transformed.clone());
    trap_unchecked_accesses(&mut a_fn);
    trap_unchecked_accesses(&mut b_fn);
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let (mut trapped, mut clean) = (0, 0);
    for case in 0..cases {
        let len = 2048 + rng.below(2048) as u32;
        let mut mem: Vec<u8> = (0..len).map(|_| rng.next() as u8).collect();
        let (args, grid) = args_of(&mut rng, len);
        let args: Vec<RtValue> = args.iter().map(|a| RtValue::I32(*a)).collect();
        let mut mem2 = mem.clone();
        let run = |f: &LoweredFunction, mem: &mut Vec<u8>| -> Option<KernelTrap> {
            Interpreter::new()
                .run_kernel_grid_with_args(f, &args, mem, grid, Dim3::new(4, 1, 1))
                .expect("kernel runs")
        };
        let a = run(&a_fn, &mut mem);
        let b = run(&b_fn, &mut mem2);
        assert_eq!(a, b, "{} case {case}: {args:?}", plain.name);
        assert!(
            mem == mem2,
            "{} case {case}: memory differs, {args:?}",
            plain.name
        );
        if a.is_some() {
            trapped += 1;
        } else {
            clean += 1;
        }
    }
    (trapped, clean)
}
