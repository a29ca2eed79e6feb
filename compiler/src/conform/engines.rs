//! One call in two engines: the conform [`Instance`] (frontend, families, LoweredOp
//! interpreter) and wasmi 2, with the agreement rules both the differential proptests
//! (`differential.rs`) and the `diff_interp` fuzz target (`crate::fuzz_targets`) judge by.
//!
//! Agreement: results bit for bit except that any two NaNs agree (wasm lets a NaN's sign and
//! payload vary), the same trap kind, and memories byte for byte (optionally any two f32 NaN
//! words agree). `tensor-wasm run --check` uses [`Wasmi`] as its CPU reference.

use super::instance::{CallError, Instance};
use lowered_ir::{InterpError, RtValue, SpecialReg, ThreadPosition, TrapKind};
use wasmi::{Caller, Engine, Linker, Module, Store, Val};

/// How a call ended, in terms both engines share.
#[derive(Clone, Debug, PartialEq)]
pub enum Ending {
    Returned(Vec<RtValue>),
    Trapped(TrapKind),
    /// Call-stack exhaustion (not a trap kind of the IR).
    Exhausted,
}

/// Whether two endings agree (NaNs agree with NaNs).
pub fn agree(a: &Ending, b: &Ending) -> bool {
    match (a, b) {
        (Ending::Returned(x), Ending::Returned(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(p, q)| same_value(*p, *q))
        }
        _ => a == b,
    }
}

pub fn same_value(a: RtValue, b: RtValue) -> bool {
    match (a, b) {
        (RtValue::F32(x), RtValue::F32(y)) => {
            x == y || (f32::from_bits(x).is_nan() && f32::from_bits(y).is_nan())
        }
        (RtValue::F64(x), RtValue::F64(y)) => {
            x == y || (f64::from_bits(x).is_nan() && f64::from_bits(y).is_nan())
        }
        _ => a == b,
    }
}

/// The interpreter side: how the call ended, or why it could not run to an ending both
/// engines share (the function or a callee does not lower, the interpreter ran out of fuel).
pub fn try_interp_call(
    inst: &mut Instance,
    func: u32,
    args: &[RtValue],
    position: Option<ThreadPosition>,
) -> Result<Ending, CallError> {
    match inst.call_at(func, args, position) {
        Ok(values) => Ok(Ending::Returned(values)),
        Err(CallError::Run(InterpError::Trap(kind))) => Ok(Ending::Trapped(kind)),
        Err(CallError::Run(InterpError::CallStackExhausted { .. })) => Ok(Ending::Exhausted),
        Err(e) => Err(e),
    }
}

/// [`try_interp_call`] for modules every function of which must run (tests).
pub fn interp_call(
    inst: &mut Instance,
    func: u32,
    args: &[RtValue],
    position: Option<ThreadPosition>,
) -> Ending {
    try_interp_call(inst, func, args, position)
        .unwrap_or_else(|e| panic!("the interpreter cannot run func{func}: {e}"))
}

/// The wasmi side; the store's data is the thread position `wasi:cuda/device` answers.
pub struct Wasmi {
    pub store: Store<ThreadPosition>,
    pub instance: wasmi::Instance,
}

impl Wasmi {
    /// Instantiates `wasm` (panics when wasmi refuses it: for modules known to be good).
    pub fn new(wasm: &[u8]) -> Wasmi {
        Wasmi::try_new(wasm).unwrap_or_else(|e| panic!("wasmi: {e}"))
    }

    /// Instantiates `wasm` with `wasi:cuda/device` answered, running its start function.
    pub fn try_new(wasm: &[u8]) -> Result<Wasmi, String> {
        let engine = Engine::default();
        let module = Module::new(&engine, wasm).map_err(|e| e.to_string())?;
        let mut linker = Linker::<ThreadPosition>::new(&engine);
        for reg in SpecialReg::ALL.iter().copied() {
            linker
                .func_wrap(
                    "wasi:cuda/device",
                    reg.name(),
                    move |caller: Caller<'_, ThreadPosition>| -> i32 {
                        caller.data().read(reg) as i32
                    },
                )
                .map_err(|e| e.to_string())?;
        }
        define_libc(&mut linker)?;
        // One thread runs at a time here, as in the interpreter's `call_in_thread`.
        linker
            .func_wrap(
                "wasi:cuda/device",
                "sync_threads",
                |_: Caller<'_, ThreadPosition>| {},
            )
            .map_err(|e| e.to_string())?;
        let mut store = Store::new(&engine, ThreadPosition::SINGLE);
        let instance = linker
            .instantiate_and_start(&mut store, &module)
            .map_err(|e| e.to_string())?;
        Ok(Wasmi { store, instance })
    }

    /// Calls export `name` (panics when wasmi fails for a reason other than a wasm trap).
    pub fn call(&mut self, name: &str, args: &[RtValue], position: ThreadPosition) -> Ending {
        self.try_call(name, args, position)
            .unwrap_or_else(|e| panic!("wasmi: {e}"))
    }

    /// Calls export `name`; an error says why the call has no [`Ending`] (no such export,
    /// a failure that is not a wasm trap, a trap the IR has no kind for).
    pub fn try_call(
        &mut self,
        name: &str,
        args: &[RtValue],
        position: ThreadPosition,
    ) -> Result<Ending, String> {
        *self.store.data_mut() = position;
        let func = self
            .instance
            .get_func(&self.store, name)
            .ok_or_else(|| format!("no export {name}"))?;
        let params: Vec<Val> = args.iter().map(|a| to_val(*a)).collect();
        let mut results: Vec<Val> = func
            .ty(&self.store)
            .results()
            .iter()
            .map(|_| Val::I32(0))
            .collect();
        match func.call(&mut self.store, &params, &mut results) {
            Ok(()) => Ok(Ending::Returned(results.iter().map(from_val).collect())),
            Err(e) => match e.as_trap_code() {
                Some(wasmi::TrapCode::StackOverflow) => Ok(Ending::Exhausted),
                Some(code) => trap_kind(code)
                    .map(Ending::Trapped)
                    .ok_or_else(|| format!("trap {code:?} has no IR trap kind")),
                None => Err(format!("{name} failed without a trap: {e}")),
            },
        }
    }

    /// The bytes of the memory exported as `memory`, else of the first exported memory
    /// (`None` when the module exports none).
    pub fn memory(&self) -> Option<Vec<u8>> {
        let memory = self
            .instance
            .get_memory(&self.store, "memory")
            .or_else(|| {
                self.instance
                    .exports(&self.store)
                    .find_map(|e| e.into_memory())
            })?;
        Some(memory.data(&self.store).to_vec())
    }
}

/// `env::memset`, `memcpy` and `memmove` with their C meaning (clang calls them for loops
/// that fill or copy memory; a reference for auto mode, which reads them as bulk memory):
/// `(dst, src_or_byte, len) -> dst`, a range outside the memory traps.
fn define_libc(linker: &mut Linker<ThreadPosition>) -> Result<(), String> {
    fn memory_of(caller: &Caller<'_, ThreadPosition>) -> Result<wasmi::Memory, wasmi::Error> {
        caller
            .get_export("memory")
            .and_then(|e| e.into_memory())
            .ok_or_else(|| wasmi::Error::new("the module exports no memory"))
    }
    fn span(start: i32, len: i32, size: usize) -> Result<std::ops::Range<usize>, wasmi::Error> {
        let (s, n) = (start as u32 as usize, len as u32 as usize);
        match s.checked_add(n) {
            Some(e) if e <= size => Ok(s..e),
            _ => Err(wasmi::Error::from(wasmi::TrapCode::MemoryOutOfBounds)),
        }
    }
    linker
        .func_wrap(
            "env",
            "memset",
            |mut caller: Caller<'_, ThreadPosition>, dst: i32, byte: i32, len: i32| {
                let mem = memory_of(&caller)?;
                let data = mem.data_mut(&mut caller);
                let r = span(dst, len, data.len())?;
                data[r].fill(byte as u8);
                Ok(dst)
            },
        )
        .map_err(|e| e.to_string())?;
    for name in ["memcpy", "memmove"] {
        linker
            .func_wrap(
                "env",
                name,
                |mut caller: Caller<'_, ThreadPosition>, dst: i32, src: i32, len: i32| {
                    let mem = memory_of(&caller)?;
                    let data = mem.data_mut(&mut caller);
                    let from = span(src, len, data.len())?;
                    let to = span(dst, len, data.len())?;
                    data.copy_within(from, to.start);
                    Ok(dst)
                },
            )
            .map_err(|e| e.to_string())?;
    }
    Ok(())
}

/// The IR trap kind of a wasmi trap (`None` for traps the IR cannot raise).
pub fn trap_kind(code: wasmi::TrapCode) -> Option<TrapKind> {
    use wasmi::TrapCode as C;
    Some(match code {
        C::UnreachableCodeReached => TrapKind::Unreachable,
        C::MemoryOutOfBounds => TrapKind::MemoryOutOfBounds,
        C::IntegerDivisionByZero => TrapKind::IntegerDivideByZero,
        C::IntegerOverflow => TrapKind::IntegerOverflow,
        C::BadConversionToInteger => TrapKind::InvalidConversionToInteger,
        // The only table access LoweredOp has is call_indirect's element lookup.
        C::TableOutOfBounds => TrapKind::UndefinedElement,
        C::IndirectCallToNull => TrapKind::UninitializedElement,
        C::BadSignature => TrapKind::IndirectCallTypeMismatch,
        _ => return None,
    })
}

pub fn to_val(v: RtValue) -> Val {
    match v {
        RtValue::I32(b) => Val::I32(b as i32),
        RtValue::I64(b) => Val::I64(b as i64),
        RtValue::F32(b) => Val::F32(wasmi::F32::from_bits(b)),
        RtValue::F64(b) => Val::F64(wasmi::F64::from_bits(b)),
        RtValue::V128(b) => Val::V128(wasmi::V128::from(b)),
        other => panic!("no wasmi value for {other}"),
    }
}

pub fn from_val(v: &Val) -> RtValue {
    match v {
        Val::I32(x) => RtValue::from_i32(*x),
        Val::I64(x) => RtValue::from_i64(*x),
        Val::F32(x) => RtValue::F32(x.to_bits()),
        Val::F64(x) => RtValue::F64(x.to_bits()),
        Val::V128(x) => RtValue::V128(x.as_u128()),
        other => panic!("no IR value for wasmi's {other:?}"),
    }
}

/// Whether two memories agree: byte for byte, except that with `nan_words` two aligned
/// 4-byte words that are both f32 NaNs agree whatever their bits (wasm lets a NaN's sign and
/// payload vary, and a fixture's float arrays may compute NaNs from arbitrary inputs).
pub fn same_memory(a: &[u8], b: &[u8], nan_words: bool) -> bool {
    if a == b {
        return true;
    }
    let nan = |w: &[u8]| {
        let bits = u32::from_le_bytes([w[0], w[1], w[2], w[3]]);
        f32::from_bits(bits).is_nan()
    };
    nan_words
        && a.len() == b.len()
        && a.chunks(4)
            .zip(b.chunks(4))
            .all(|(x, y)| x == y || (x.len() == 4 && nan(x) && nan(y)))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// wasmi 2.0.0 returns the wrong operand of a `select` whose condition is a comparison
    /// (found by the differential proptest): `select(5, 7, eqz x)` gives 5 for every `x`. The
    /// same select with the condition through a local is right. This pins the bug so that a
    /// wasmi upgrade that fixes it fails here, and the generator's workaround
    /// (`differential.rs`, `select`) can go.
    #[test]
    fn wasmi_select_with_a_comparison_condition() {
        let run = |body: &str, x: u32| {
            let wat = format!(
                "(module (func (export \"f\") (param i32) (result i64) (local i32) {body}))"
            );
            let wasm = wat::parse_str(&wat).expect("wat");
            Wasmi::new(&wasm).call("f", &[RtValue::I32(x)], ThreadPosition::SINGLE)
        };
        let fused = "(select (i64.const 5) (i64.const 7) (i32.eqz (local.get 0)))";
        let through_local =
            "(select (i64.const 5) (i64.const 7) (local.tee 1 (i32.eqz (local.get 0))))";
        let five = Ending::Returned(vec![RtValue::I64(5)]);
        let seven = Ending::Returned(vec![RtValue::I64(7)]);
        assert_eq!(run(through_local, 0), five);
        assert_eq!(run(through_local, 1), seven);
        assert_eq!(run(fused, 0), five);
        assert_eq!(run(fused, 1), five, "wasmi fixed? drop the workaround");
    }
}
