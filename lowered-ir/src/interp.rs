//! The reference interpreter of the LoweredOp IR: runs a [`LoweredFunction`] with exact
//! WebAssembly semantics over a byte-array linear memory, so that every later stage (and the
//! GPU) can be compared with it bit for bit.
//!
//! What it does:
//! - Values are [`RtValue`]s, floats held as their bits so NaN payloads survive. The op
//!   semantics live in `interp/semantics.rs` and are documented per op in docs/SEMANTICS.md.
//! - Memory is a `&mut [u8]` owned by the caller: its length is the wasm memory size in
//!   bytes (`memory_size` is `len / 65536`), and it keeps every store made before a trap.
//! - Globals persist in [`Interpreter::globals`] across calls, as a module instance's do: a
//!   global is initialised from its [`crate::GlobalDecl::init_bits`] the first time a running
//!   function declares it, unless the caller set it first.
//! - `call funcN` runs the function a [`FunctionResolver`] returns for `N`; calls use an
//!   explicit frame stack (never Rust recursion), bounded by a depth limit and by a limit on
//!   the registers all frames hold together (a stack size); either ends the run with
//!   [`InterpError::CallStackExhausted`].
//! - Every op and terminator costs one unit of fuel; running out is an error, so an
//!   infinite loop ends. The fuel is per [`Interpreter::call`] and per whole
//!   [`Interpreter::run_kernel_grid`].
//! - [`Interpreter::call_with_hook`] consults an [`EntryHook`] each time the outermost frame
//!   enters a block the hook watches; the hook may let the block run or skip to another block
//!   with values it computed (auto mode runs a loop nest as a GPU kernel this way).
//! - Kernel mode: `special_reg` reads the [`ThreadPosition`] of the simulated thread.
//!   [`Interpreter::run_kernel_grid`] runs every thread of every block in one OS thread, block
//!   by block; the threads of a block take turns, each running until its next `barrier` or
//!   its end, so a barrier separates "before" and "after" as `__syncthreads` does.
//!   Limitation: within a turn threads run one after another, not interleaved, so a racy
//!   kernel (one that reads another thread's write without a barrier between) gets one of
//!   its possible results, not all of them; and threads of different blocks never overlap.
//!
//! What it must not do: panic on any input (malformed IR is an [`InterpError::Malformed`]),
//! allocate more than the IR's own size per frame, or read the host's memory beyond the
//! slice it was given. It does not verify the function first: run `verify_function` for a
//! full diagnosis; the interpreter only checks what it executes.

mod semantics;
mod simd;

use crate::function::{BlockId, GlobalDecl, Inst, LoweredFunction, Value};
use crate::ops::{BlockCall, InstanceOp, LoweredOp, SpecialReg, Terminator, TrapKind};
use crate::print::{op_text, terminator_text};
use crate::types::LoweredType;
use semantics::{Fault, Outcome};
use std::collections::{BTreeMap, HashMap};
use std::fmt;
use std::rc::Rc;

/// The default fuel: enough for the spec suite, small enough that a runaway loop ends in
/// seconds.
pub const DEFAULT_FUEL: u64 = 100_000_000;

/// The default limit on nested calls.
pub const DEFAULT_MAX_CALL_DEPTH: usize = 10_000;

/// The default limit on the values (SSA registers) all frames of a thread hold together: a
/// stack size, about 128 MiB, so that deep recursion through large functions is exhausted
/// before it exhausts the host.
pub const DEFAULT_MAX_STACK_VALUES: usize = 1 << 22;

/// A runtime value. Floats are held as their bit patterns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RtValue {
    I8(u8),
    I16(u16),
    I32(u32),
    I64(u64),
    F32(u32),
    F64(u64),
    V128(u128),
}

impl RtValue {
    pub fn ty(self) -> LoweredType {
        match self {
            RtValue::I8(_) => LoweredType::I8,
            RtValue::I16(_) => LoweredType::I16,
            RtValue::I32(_) => LoweredType::I32,
            RtValue::I64(_) => LoweredType::I64,
            RtValue::F32(_) => LoweredType::F32,
            RtValue::F64(_) => LoweredType::F64,
            RtValue::V128(_) => LoweredType::V128,
        }
    }

    /// The value of type `ty` whose bits are the low bits of `bits` (the rest is dropped).
    pub fn from_bits(ty: LoweredType, bits: u128) -> RtValue {
        match ty {
            LoweredType::I8 => RtValue::I8(bits as u8),
            LoweredType::I16 => RtValue::I16(bits as u16),
            LoweredType::I32 => RtValue::I32(bits as u32),
            LoweredType::I64 => RtValue::I64(bits as u64),
            LoweredType::F32 => RtValue::F32(bits as u32),
            LoweredType::F64 => RtValue::F64(bits as u64),
            LoweredType::V128 => RtValue::V128(bits),
        }
    }

    /// Like [`Self::from_bits`], but `None` when `bits` does not fit in `ty`.
    pub fn try_from_bits(ty: LoweredType, bits: u128) -> Option<RtValue> {
        let v = RtValue::from_bits(ty, bits);
        (v.bits() == bits).then_some(v)
    }

    /// The bits, zero-extended.
    pub fn bits(self) -> u128 {
        match self {
            RtValue::I8(b) => b.into(),
            RtValue::I16(b) => b.into(),
            RtValue::I32(b) | RtValue::F32(b) => b.into(),
            RtValue::I64(b) | RtValue::F64(b) => b.into(),
            RtValue::V128(b) => b,
        }
    }

    pub fn from_i32(x: i32) -> RtValue {
        RtValue::I32(x as u32)
    }

    pub fn from_i64(x: i64) -> RtValue {
        RtValue::I64(x as u64)
    }

    pub fn from_f32(x: f32) -> RtValue {
        RtValue::F32(x.to_bits())
    }

    pub fn from_f64(x: f64) -> RtValue {
        RtValue::F64(x.to_bits())
    }

    pub fn as_i32(self) -> Option<i32> {
        match self {
            RtValue::I32(b) => Some(b as i32),
            _ => None,
        }
    }

    pub fn as_i64(self) -> Option<i64> {
        match self {
            RtValue::I64(b) => Some(b as i64),
            _ => None,
        }
    }

    pub fn as_f32(self) -> Option<f32> {
        match self {
            RtValue::F32(b) => Some(f32::from_bits(b)),
            _ => None,
        }
    }

    pub fn as_f64(self) -> Option<f64> {
        match self {
            RtValue::F64(b) => Some(f64::from_bits(b)),
            _ => None,
        }
    }

    /// Whether this is an integer other than zero (the branch and select condition test).
    pub fn is_nonzero_int(self) -> Option<bool> {
        match self {
            RtValue::I8(_) | RtValue::I16(_) | RtValue::I32(_) | RtValue::I64(_) => {
                Some(self.bits() != 0)
            }
            _ => None,
        }
    }
}

impl fmt::Display for RtValue {
    /// `i32:0x2a`, `f64:0x3ff0000000000000`: the type and the exact bits.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{:#x}", self.ty(), self.bits())
    }
}

/// Why a run produced no results.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum InterpError {
    /// A WebAssembly trap: the program's own behaviour.
    #[error("wasm trap: {}", .0.spec_message())]
    Trap(TrapKind),
    /// The IR breaks a rule the verifier checks (or one it cannot check, like a call's types).
    #[error("malformed ir in function `{func}`, {block}: `{op}`: {reason}")]
    Malformed {
        func: String,
        block: String,
        op: String,
        reason: String,
    },
    /// Well-formed IR the interpreter cannot run as configured.
    #[error("unsupported in function `{func}`, {block}: `{op}`: {reason}")]
    Unsupported {
        func: String,
        block: String,
        op: String,
        reason: String,
    },
    /// The caller's arguments or launch shape do not fit the function.
    #[error("bad arguments for function `{func}`: {reason}")]
    BadArguments { func: String, reason: String },
    #[error("out of fuel after {steps} steps")]
    OutOfFuel { steps: u64 },
    #[error("call stack exhausted at depth {depth}")]
    CallStackExhausted { depth: usize },
}

impl InterpError {
    /// The wasm trap, if this is one.
    pub fn trap(&self) -> Option<TrapKind> {
        match self {
            InterpError::Trap(k) => Some(*k),
            _ => None,
        }
    }
}

/// Why a `call_indirect` reaches no function, or an instance op does not complete.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResolveError {
    /// The wasm trap it raises (undefined or uninitialized element, type mismatch, out of
    /// bounds table or memory access).
    Trap(TrapKind),
    /// The resolver holds no tables or segments: the run is unsupported, not a trap.
    NoInstanceState,
    /// The operands do not fit the op (a verified function never does this).
    Malformed(String),
    /// The resolver cannot do this (the reason says what): the run is unsupported.
    Unsupported(String),
}

/// The interpreter's own memory semantics, for resolvers that hold memories besides memory
/// 0 (multi-memory, [`InstanceOp::MemLoad`] and the rest): the same bounds, widths and
/// traps as `load`, `store`, `memory_fill` and `memory_copy`.
pub mod memory_semantics {
    use super::semantics;
    use super::{Fault, ResolveError, RtValue};
    use crate::ops::LoadExtend;
    use crate::types::LoweredType;

    fn answer<T>(outcome: Result<T, Fault>) -> Result<T, ResolveError> {
        outcome.map_err(|f| match f {
            Fault::Trap(kind) => ResolveError::Trap(kind),
            other => ResolveError::Malformed(format!("{other:?}")),
        })
    }

    /// `load`: `mem_ty` at `addr + offset`, widened to `ty` by `extend`.
    pub fn load(
        memory: &[u8],
        ty: LoweredType,
        mem_ty: LoweredType,
        extend: LoadExtend,
        addr: RtValue,
        offset: u32,
    ) -> Result<RtValue, ResolveError> {
        answer(semantics::load(memory, ty, mem_ty, extend, addr, offset))
    }

    /// `store`: the low `mem_ty` bits of `value` at `addr + offset`.
    pub fn store(
        memory: &mut [u8],
        mem_ty: LoweredType,
        value: RtValue,
        addr: RtValue,
        offset: u32,
    ) -> Result<(), ResolveError> {
        answer(semantics::store(memory, mem_ty, value, addr, offset))
    }

    /// `memory.fill` (`i32` operands).
    pub fn fill(
        memory: &mut [u8],
        dst: RtValue,
        value: RtValue,
        len: RtValue,
    ) -> Result<(), ResolveError> {
        answer(semantics::memory_fill(memory, dst, value, len))
    }

    /// `memory.copy` within one memory (`i32` operands).
    pub fn copy_within(
        memory: &mut [u8],
        dst: RtValue,
        src: RtValue,
        len: RtValue,
    ) -> Result<(), ResolveError> {
        answer(semantics::memory_copy(memory, dst, src, len))
    }
}

/// Looks up the function a `call funcN` runs (N is the wasm function index) and the one a
/// `call_indirect` reaches through a table, and runs the ops on tables and passive segments
/// ([`InstanceOp`]): the instance state the resolver holds.
pub trait FunctionResolver<'f> {
    fn resolve(&self, callee: u32) -> Option<&'f LoweredFunction>;

    /// The wasm function index in element `index` of table `table`, if it has the wasm
    /// type `type_index`; otherwise the trap. The default knows no tables.
    fn resolve_indirect(
        &self,
        table: u32,
        index: u32,
        type_index: u32,
    ) -> Result<u32, ResolveError> {
        let _ = (table, index, type_index);
        Err(ResolveError::NoInstanceState)
    }

    /// Runs function `callee` where another instance defines it (an import linked to that
    /// instance's function) on `args`, `memory` being the running function's memory 0 at
    /// its current size (for an instance that shares it): its results, the trap, or an
    /// interpreter error. `None` when `callee` is not such an import; the default knows
    /// none.
    fn call_foreign(
        &self,
        callee: u32,
        args: &[RtValue],
        memory: &mut [u8],
    ) -> Option<Result<Vec<RtValue>, InterpError>> {
        let _ = (callee, args, memory);
        None
    }

    /// Runs `op` on `args` (of [`InstanceOp::operand_types`]; a reference is its `i64`
    /// handle; `memory` is memory 0, for `memory.init` and copies between memories): its
    /// result (of [`InstanceOp::result_type`]), nothing, or the trap. The default holds no
    /// state.
    fn instance_op(
        &self,
        op: InstanceOp,
        args: &[RtValue],
        memory: &mut [u8],
    ) -> Result<Option<RtValue>, ResolveError> {
        let _ = (op, args, memory);
        Err(ResolveError::NoInstanceState)
    }
}

impl<'f, F> FunctionResolver<'f> for F
where
    F: Fn(u32) -> Option<&'f LoweredFunction>,
{
    fn resolve(&self, callee: u32) -> Option<&'f LoweredFunction> {
        self(callee)
    }
}

/// A resolver that knows no function: every call is [`InterpError::Unsupported`].
#[derive(Clone, Copy, Debug, Default)]
pub struct NoCallees;

impl<'f> FunctionResolver<'f> for NoCallees {
    fn resolve(&self, _callee: u32) -> Option<&'f LoweredFunction> {
        None
    }
}

/// The values of wasm globals, by global index.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Globals {
    values: BTreeMap<u32, RtValue>,
}

impl Globals {
    pub fn new() -> Self {
        Globals::default()
    }

    pub fn get(&self, index: u32) -> Option<RtValue> {
        self.values.get(&index).copied()
    }

    /// Sets a global (the caller may set initial values before a run).
    pub fn set(&mut self, index: u32, value: RtValue) {
        self.values.insert(index, value);
    }

    /// Initialises `decl` from its `init_bits` unless the global already has a value.
    fn declare(&mut self, decl: &GlobalDecl) -> Outcome<()> {
        if let Some(v) = self.get(decl.index) {
            if v.ty() != decl.ty {
                return Err(Fault::Malformed(format!(
                    "global g{} is declared {} but holds {}",
                    decl.index,
                    decl.ty,
                    v.ty()
                )));
            }
            return Ok(());
        }
        let v = RtValue::try_from_bits(decl.ty, decl.init_bits).ok_or_else(|| {
            Fault::Malformed(format!(
                "initial value {:#x} of global g{} does not fit in {}",
                decl.init_bits, decl.index, decl.ty
            ))
        })?;
        self.set(decl.index, v);
        Ok(())
    }
}

/// Three dimensions of a launch (`dim3`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dim3 {
    pub x: u32,
    pub y: u32,
    pub z: u32,
}

impl Dim3 {
    pub const ONE: Dim3 = Dim3 { x: 1, y: 1, z: 1 };

    pub const fn new(x: u32, y: u32, z: u32) -> Dim3 {
        Dim3 { x, y, z }
    }

    /// `x * y * z` (saturating: shapes past CUDA's limits never reach 2^64 in practice).
    pub fn count(self) -> u64 {
        u64::from(self.x)
            .saturating_mul(self.y.into())
            .saturating_mul(self.z.into())
    }

    /// The linear index of `idx` in a box of this shape (x fastest; saturating).
    pub fn linear(self, idx: Dim3) -> u64 {
        let yz = u64::from(self.y)
            .saturating_mul(idx.z.into())
            .saturating_add(idx.y.into());
        u64::from(self.x)
            .saturating_mul(yz)
            .saturating_add(idx.x.into())
    }
}

/// Where a simulated GPU thread is: what `special_reg` answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ThreadPosition {
    pub thread_idx: Dim3,
    pub block_idx: Dim3,
    pub block_dim: Dim3,
    pub grid_dim: Dim3,
}

impl ThreadPosition {
    /// The only thread of a one-thread grid.
    pub const SINGLE: ThreadPosition = ThreadPosition {
        thread_idx: Dim3::new(0, 0, 0),
        block_idx: Dim3::new(0, 0, 0),
        block_dim: Dim3::ONE,
        grid_dim: Dim3::ONE,
    };

    pub fn read(self, reg: SpecialReg) -> u32 {
        let (d, pick) = match reg {
            SpecialReg::ThreadIdxX => (self.thread_idx, 0),
            SpecialReg::ThreadIdxY => (self.thread_idx, 1),
            SpecialReg::ThreadIdxZ => (self.thread_idx, 2),
            SpecialReg::BlockIdxX => (self.block_idx, 0),
            SpecialReg::BlockIdxY => (self.block_idx, 1),
            SpecialReg::BlockIdxZ => (self.block_idx, 2),
            SpecialReg::BlockDimX => (self.block_dim, 0),
            SpecialReg::BlockDimY => (self.block_dim, 1),
            SpecialReg::BlockDimZ => (self.block_dim, 2),
            SpecialReg::GridDimX => (self.grid_dim, 0),
            SpecialReg::GridDimY => (self.grid_dim, 1),
            SpecialReg::GridDimZ => (self.grid_dim, 2),
        };
        match pick {
            0 => d.x,
            1 => d.y,
            _ => d.z,
        }
    }

    /// The linear thread id the trap record carries:
    /// `linear(block_idx) * threads_per_block + linear(thread_idx)`, x fastest.
    pub fn linear_id(self) -> u64 {
        self.grid_dim
            .linear(self.block_idx)
            .saturating_mul(self.block_dim.count())
            .saturating_add(self.block_dim.linear(self.thread_idx))
    }
}

/// The first trap of a kernel run (the one the GPU's first-trap-wins global would hold
/// under this sequential schedule).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KernelTrap {
    pub kind: TrapKind,
    pub thread: ThreadPosition,
    pub linear_thread: u64,
}

/// Runs `func` once with no callees, fresh globals and the default fuel.
pub fn run_function(
    func: &LoweredFunction,
    args: &[RtValue],
    memory: &mut [u8],
) -> Result<Vec<RtValue>, InterpError> {
    Interpreter::new().call(func, args, memory)
}

/// Runs kernel `func` on every thread of `grid` x `block` with no callees and fresh globals;
/// see [`Interpreter::run_kernel_grid`].
pub fn run_kernel_grid(
    func: &LoweredFunction,
    memory: &mut [u8],
    grid: Dim3,
    block: Dim3,
) -> Result<Option<KernelTrap>, InterpError> {
    Interpreter::new().run_kernel_grid(func, memory, grid, block)
}

/// One activation of a function.
struct Frame<'f> {
    func: &'f LoweredFunction,
    blocks: Rc<HashMap<BlockId, usize>>,
    regs: Vec<Option<RtValue>>,
    /// Index into `func.blocks` and into its instructions (`insts.len()`: the terminator).
    block: usize,
    inst: usize,
    /// The caller's values that receive this frame's results.
    results: Vec<Value>,
}

/// One simulated thread of execution.
struct Thread<'f> {
    frames: Vec<Frame<'f>>,
    /// The registers of all `frames` together.
    stack_values: usize,
    globals: Globals,
    position: Option<ThreadPosition>,
}

enum Suspend {
    Returned(Vec<RtValue>),
    Barrier,
}

enum Flow {
    Next,
    Barrier,
    Returned(Vec<RtValue>),
}

/// A configured interpreter: callees, limits and the globals state.
pub struct Interpreter<'f> {
    resolver: Box<dyn FunctionResolver<'f> + 'f>,
    /// The module's globals; they persist across calls (not across kernel threads, whose
    /// mutable globals are thread-private copies).
    pub globals: Globals,
    fuel: u64,
    max_call_depth: usize,
    max_stack_values: usize,
    steps_left: u64,
    block_maps: HashMap<*const LoweredFunction, Rc<HashMap<BlockId, usize>>>,
    /// Set by [`Interpreter::with_growable_memory`]: the memory's size and its limit.
    growth: Option<Growth>,
    /// Set by [`Interpreter::with_load_log`]: the byte ranges `load`s read, in order.
    load_log: Option<Vec<(u64, u64)>>,
}

/// A memory that `memory.grow` may grow inside the slice a run gets.
#[derive(Clone, Copy, Debug)]
struct Growth {
    /// The wasm memory: the first `size` bytes of the slice.
    size: usize,
    /// The most bytes it may grow to (the slice's length bounds it too).
    max: usize,
}

impl Default for Interpreter<'_> {
    fn default() -> Self {
        Interpreter::new()
    }
}

impl<'f> Interpreter<'f> {
    /// An interpreter without callees, with the default fuel and call depth.
    pub fn new() -> Self {
        Interpreter::with_resolver(NoCallees)
    }

    /// An interpreter whose `call funcN` runs `resolver.resolve(N)`.
    pub fn with_resolver(resolver: impl FunctionResolver<'f> + 'f) -> Self {
        Interpreter {
            resolver: Box::new(resolver),
            globals: Globals::new(),
            fuel: DEFAULT_FUEL,
            max_call_depth: DEFAULT_MAX_CALL_DEPTH,
            max_stack_values: DEFAULT_MAX_STACK_VALUES,
            steps_left: 0,
            block_maps: HashMap::new(),
            growth: None,
            load_log: None,
        }
    }

    /// Records the byte range (`start`, `end`) of every `load` that reads memory 0, for
    /// [`Self::take_load_log`]: a caller whose memory may be stale in places learns which
    /// bytes a run read.
    pub fn with_load_log(mut self) -> Self {
        self.load_log = Some(Vec::new());
        self
    }

    /// Logs the bytes a read of `mem_ty` at `addr + offset` takes, when logging
    /// ([`Self::with_load_log`]) and the address is in the memory.
    fn log_load(&mut self, memory_len: usize, addr: RtValue, offset: u32, mem_ty: LoweredType) {
        if let Some(log) = &mut self.load_log {
            let size = u64::from(mem_ty.bytes());
            if let Ok(start) = semantics::effective_address(memory_len, addr, offset, size) {
                log.push((start as u64, start as u64 + size));
            }
        }
    }

    /// The ranges logged since the last call (empty without [`Self::with_load_log`]).
    pub fn take_load_log(&mut self) -> Vec<(u64, u64)> {
        self.load_log
            .as_mut()
            .map(std::mem::take)
            .unwrap_or_default()
    }

    /// Lets `memory.grow` grow the memory: the wasm memory is the first `size` bytes of the
    /// slice each run gets, and grows by whole pages up to `max` bytes or the slice's
    /// length, whichever is less. The bytes past `size` must be zero (they become the new
    /// pages). [`Self::memory_size`] gives the size after a run. Without this the memory is
    /// the whole slice and `memory.grow` gives -1 for any delta but 0, as wasm allows.
    pub fn with_growable_memory(mut self, size: usize, max: usize) -> Self {
        self.growth = Some(Growth { size, max });
        self
    }

    /// The memory's size in bytes after growth, if [`Self::with_growable_memory`] was set.
    pub fn memory_size(&self) -> Option<usize> {
        self.growth.map(|g| g.size)
    }

    /// Sets the fuel (steps) of each later run.
    pub fn with_fuel(mut self, fuel: u64) -> Self {
        self.fuel = fuel;
        self
    }

    /// Sets the limit on nested calls (the outermost function counts as depth 1).
    pub fn with_max_call_depth(mut self, depth: usize) -> Self {
        self.max_call_depth = depth;
        self
    }

    /// Sets the limit on the registers (SSA values) all frames of a thread hold together.
    /// The outermost frame is always allowed.
    pub fn with_max_stack_values(mut self, values: usize) -> Self {
        self.max_stack_values = values;
        self
    }

    /// Runs `func` on `args`; `special_reg` is unsupported (no thread position).
    pub fn call(
        &mut self,
        func: &'f LoweredFunction,
        args: &[RtValue],
        memory: &mut [u8],
    ) -> Result<Vec<RtValue>, InterpError> {
        self.call_in_thread(func, args, memory, None)
    }

    /// Runs `func` on `args` as the GPU thread at `position` (or as a plain call with `None`).
    /// A `barrier` is a no-op: the thread runs alone.
    pub fn call_in_thread(
        &mut self,
        func: &'f LoweredFunction,
        args: &[RtValue],
        memory: &mut [u8],
        position: Option<ThreadPosition>,
    ) -> Result<Vec<RtValue>, InterpError> {
        self.call_hooked(func, args, memory, position, None)
    }

    /// [`Self::call`] with `hook` consulted whenever the outermost frame enters a block the
    /// hook watches (auto mode's loop launches); see [`EntryHook`].
    pub fn call_with_hook(
        &mut self,
        func: &'f LoweredFunction,
        args: &[RtValue],
        memory: &mut [u8],
        hook: &mut dyn EntryHook,
    ) -> Result<Vec<RtValue>, InterpError> {
        self.call_hooked(func, args, memory, None, Some(hook))
    }

    fn call_hooked(
        &mut self,
        func: &'f LoweredFunction,
        args: &[RtValue],
        memory: &mut [u8],
        position: Option<ThreadPosition>,
        hook: Option<&mut dyn EntryHook>,
    ) -> Result<Vec<RtValue>, InterpError> {
        check_arguments(func, args)?;
        self.steps_left = self.fuel;
        let mut thread = Thread {
            frames: Vec::new(),
            stack_values: 0,
            globals: std::mem::take(&mut self.globals),
            position,
        };
        let result = self
            .start(&mut thread, func, args)
            .and_then(|()| self.resume(&mut thread, memory, false, hook));
        // Global writes made before a trap stay, as in a wasm instance.
        self.globals = thread.globals;
        match result? {
            Suspend::Returned(values) => Ok(values),
            Suspend::Barrier => Err(internal(func, "a barrier suspended a lone thread")),
        }
    }

    /// Runs kernel `func` (no parameters, no results; see [`Self::run_kernel_grid_with_args`]) on every thread of `grid` blocks of
    /// `block` threads, blocks in linear order. A trapping thread stops, the others go on
    /// (as on the GPU); the first trap is returned. Each thread starts from a copy of
    /// [`Self::globals`], which the run leaves unchanged. The fuel covers the whole grid.
    /// Launch shapes follow CUDA's limits: every dimension at least 1, a block at most
    /// 1024 threads (z at most 64), grid y and z at most 65535, grid x below 2^31.
    pub fn run_kernel_grid(
        &mut self,
        func: &'f LoweredFunction,
        memory: &mut [u8],
        grid: Dim3,
        block: Dim3,
    ) -> Result<Option<KernelTrap>, InterpError> {
        self.run_kernel_grid_with_args(func, &[], memory, grid, block)
    }

    /// [`Self::run_kernel_grid`] for a kernel with parameters: every thread gets `args`
    /// (the kernel ABI's scalar parameters; the memory is passed separately).
    pub fn run_kernel_grid_with_args(
        &mut self,
        func: &'f LoweredFunction,
        args: &[RtValue],
        memory: &mut [u8],
        grid: Dim3,
        block: Dim3,
    ) -> Result<Option<KernelTrap>, InterpError> {
        check_arguments(func, args)?;
        check_launch(func, grid, block)?;
        self.steps_left = self.fuel;
        let mut first_trap = None;
        for bz in 0..grid.z {
            for by in 0..grid.y {
                for bx in 0..grid.x {
                    let block_idx = Dim3::new(bx, by, bz);
                    self.run_block(func, args, memory, grid, block, block_idx, &mut first_trap)?;
                }
            }
        }
        Ok(first_trap)
    }

    /// Runs the threads of one block in turns between barriers.
    #[allow(clippy::too_many_arguments)]
    fn run_block(
        &mut self,
        func: &'f LoweredFunction,
        args: &[RtValue],
        memory: &mut [u8],
        grid: Dim3,
        block: Dim3,
        block_idx: Dim3,
        first_trap: &mut Option<KernelTrap>,
    ) -> Result<(), InterpError> {
        let mut threads = Vec::new();
        for tz in 0..block.z {
            for ty in 0..block.y {
                for tx in 0..block.x {
                    let position = ThreadPosition {
                        thread_idx: Dim3::new(tx, ty, tz),
                        block_idx,
                        block_dim: block,
                        grid_dim: grid,
                    };
                    let mut thread = Thread {
                        frames: Vec::new(),
                        stack_values: 0,
                        globals: self.globals.clone(),
                        position: Some(position),
                    };
                    self.start(&mut thread, func, args)?;
                    threads.push(Some((position, thread)));
                }
            }
        }
        loop {
            let mut waiting = 0usize;
            for slot in threads.iter_mut() {
                let Some((position, thread)) = slot.as_mut() else {
                    continue;
                };
                match self.resume(thread, memory, true, None) {
                    Ok(Suspend::Barrier) => waiting += 1,
                    Ok(Suspend::Returned(_)) => *slot = None,
                    Err(InterpError::Trap(kind)) => {
                        first_trap.get_or_insert(KernelTrap {
                            kind,
                            thread: *position,
                            linear_thread: position.linear_id(),
                        });
                        *slot = None;
                    }
                    Err(e) => return Err(e),
                }
            }
            if waiting == 0 {
                return Ok(());
            }
        }
    }

    fn block_map(&mut self, func: &'f LoweredFunction) -> Rc<HashMap<BlockId, usize>> {
        let key: *const LoweredFunction = func;
        self.block_maps
            .entry(key)
            .or_insert_with(|| {
                let mut map = HashMap::new();
                for (i, b) in func.blocks.iter().enumerate() {
                    map.entry(b.id).or_insert(i);
                }
                Rc::new(map)
            })
            .clone()
    }

    /// A frame for `func` entered with `args`, its globals declared.
    fn new_frame(
        &mut self,
        func: &'f LoweredFunction,
        args: &[RtValue],
        results: Vec<Value>,
        globals: &mut Globals,
    ) -> Outcome<Frame<'f>> {
        let Some(entry) = func.blocks.first() else {
            return Err(Fault::Malformed(format!(
                "function `{}` has no blocks",
                func.name
            )));
        };
        for g in &func.globals {
            globals.declare(g)?;
        }
        let mut frame = Frame {
            func,
            blocks: self.block_map(func),
            regs: vec![None; func.value_types.len()],
            block: 0,
            inst: 0,
            results,
        };
        enter(&mut frame, 0, &entry.params, args.to_vec())?;
        Ok(frame)
    }

    /// Pushes the outermost frame of a thread.
    fn start(
        &mut self,
        thread: &mut Thread<'f>,
        func: &'f LoweredFunction,
        args: &[RtValue],
    ) -> Result<(), InterpError> {
        let frame = self
            .new_frame(func, args, Vec::new(), &mut thread.globals)
            .map_err(|f| {
                let block = func.blocks.first().map_or("-".into(), |b| b.id.to_string());
                with_context(func, block, "-".into(), f)
            })?;
        thread.stack_values = thread.stack_values.saturating_add(frame.regs.len());
        thread.frames.push(frame);
        Ok(())
    }

    /// Runs `thread` until it returns from its outermost frame, or (when `barrier_yields`)
    /// until it reaches a barrier.
    fn resume(
        &mut self,
        thread: &mut Thread<'f>,
        memory: &mut [u8],
        barrier_yields: bool,
        mut hook: Option<&mut dyn EntryHook>,
    ) -> Result<Suspend, InterpError> {
        // The hook watches the blocks of the function the run started in; after a tail call
        // replaced it, the outermost frame is another function and the hook is not asked.
        let root: Option<*const LoweredFunction> = thread
            .frames
            .first()
            .map(|f| f.func as *const LoweredFunction);
        loop {
            let Some(frame) = thread.frames.last_mut() else {
                return Err(InterpError::Malformed {
                    func: "-".into(),
                    block: "-".into(),
                    op: "-".into(),
                    reason: "a thread without frames was resumed".into(),
                });
            };
            let func = frame.func;
            let Some(block) = func.blocks.get(frame.block) else {
                return Err(internal(func, "the current block index is out of range"));
            };
            if self.steps_left == 0 {
                return Err(InterpError::OutOfFuel { steps: self.fuel });
            }
            self.steps_left -= 1;
            let flow = if let Some(inst) = block.insts.get(frame.inst) {
                frame.inst += 1;
                let limit = memory.len();
                let visible = match self.growth {
                    Some(g) => &mut memory[..g.size.min(limit)],
                    None => &mut *memory,
                };
                // `memory.grow` needs the whole slice (its room to grow); every other op sees
                // the memory at its current size.
                let result = match &inst.op {
                    LoweredOp::MemoryGrow { delta, page_log2 } => {
                        self.memory_grow(frame, inst, (*delta, *page_log2), limit)
                    }
                    _ => self.exec_inst(thread, inst, visible),
                };
                result
                    .map_err(|f| with_context(func, block.id.to_string(), op_text(&inst.op), f))?
            } else {
                let flow = self.exec_terminator(thread, &block.term).map_err(|f| {
                    with_context(func, block.id.to_string(), terminator_text(&block.term), f)
                })?;
                if let (Some(hook), Flow::Next, [frame]) =
                    (hook.as_deref_mut(), &flow, thread.frames.as_mut_slice())
                {
                    if Some(frame.func as *const LoweredFunction) == root {
                        consult_hook(hook, frame, block.id, memory)?;
                    }
                }
                flow
            };
            match flow {
                Flow::Next => {}
                Flow::Barrier if barrier_yields => return Ok(Suspend::Barrier),
                Flow::Barrier => {}
                Flow::Returned(values) => return Ok(Suspend::Returned(values)),
            }
        }
    }

    /// The function an indirect call reaches: element `callee` (read from `frame`) of
    /// `table`, of type `type_index`, or its trap.
    fn indirect_target(
        &self,
        frame: &Frame<'f>,
        table: u32,
        type_index: u32,
        callee: Value,
    ) -> Outcome<u32> {
        let RtValue::I32(index) = read(frame, callee)? else {
            return Err(Fault::Malformed(
                "an indirect call's index is not an i32".into(),
            ));
        };
        match self.resolver.resolve_indirect(table, index, type_index) {
            Ok(f) => Ok(f),
            Err(ResolveError::Trap(kind)) => Err(Fault::Trap(kind)),
            Err(ResolveError::Malformed(why)) => Err(Fault::Malformed(why)),
            Err(ResolveError::Unsupported(why)) => Err(Fault::Unsupported(why)),
            Err(ResolveError::NoInstanceState) => Err(Fault::Unsupported(format!(
                "an indirect call through table{table}: no resolver holds tables"
            ))),
        }
    }

    /// Runs `callee` through [`FunctionResolver::call_foreign`] when the resolver says it
    /// belongs to another instance, writing the results of `inst`: whether it did.
    fn foreign_call(
        &self,
        frame: &mut Frame<'f>,
        inst: &'f Inst,
        callee: u32,
        values: &[RtValue],
        memory: &mut [u8],
    ) -> Outcome<bool> {
        let Some(done) = self.resolver.call_foreign(callee, values, memory) else {
            return Ok(false);
        };
        let results = done.map_err(|e| match e {
            InterpError::Trap(kind) => Fault::Trap(kind),
            InterpError::CallStackExhausted { depth } => Fault::CallStackExhausted(depth),
            other => Fault::Unsupported(format!(
                "func{callee}, run in the instance that defines it: {other}"
            )),
        })?;
        if results.len() != inst.results.len() {
            return Err(Fault::Malformed(format!(
                "func{callee} gave {} results for {}",
                results.len(),
                inst.results.len()
            )));
        }
        for (r, v) in inst.results.iter().zip(results) {
            write(frame, *r, v)?;
        }
        Ok(true)
    }

    /// The function an indirect call reaches: through `table` with the call's type
    /// (`call_indirect`), or, with `None`, the one a function reference names (`call_ref`).
    fn dynamic_target(
        &self,
        frame: &Frame<'f>,
        table: Option<(u32, u32)>,
        callee: Value,
    ) -> Outcome<u32> {
        match table {
            Some((table, type_index)) => self.indirect_target(frame, table, type_index, callee),
            None => self.ref_target(frame, callee),
        }
    }

    /// The function a `call_ref` reaches: the one the handle `callee` (read from `frame`)
    /// names, or `null_function_reference`.
    fn ref_target(&self, frame: &Frame<'f>, callee: Value) -> Outcome<u32> {
        let RtValue::I64(handle) = read(frame, callee)? else {
            return Err(Fault::Malformed("a call_ref's callee is not an i64".into()));
        };
        match crate::reference::target(handle) {
            Some(target) => Ok(target),
            None if handle == crate::reference::NULL => {
                Err(Fault::Trap(TrapKind::NullFunctionReference))
            }
            // A handle made elsewhere (another instance's function, conform/tables.rs).
            None => Err(Fault::Unsupported(format!(
                "call_ref of a reference to another instance's function (handle {handle:#x})"
            ))),
        }
    }

    /// `memory.grow`: grows [`Growth::size`] within `limit` (the slice's length) and
    /// the maximum, or answers -1.
    fn memory_grow(
        &mut self,
        frame: &mut Frame<'f>,
        inst: &'f Inst,
        (delta, page_log2): (Value, u8),
        limit: usize,
    ) -> Outcome<Flow> {
        let RtValue::I32(pages) = read(frame, delta)? else {
            return Err(Fault::Malformed("memory.grow's delta is not an i32".into()));
        };
        let [result] = inst.results[..] else {
            return Err(Fault::Malformed("memory.grow has one result".into()));
        };
        let (size, max) = match self.growth {
            Some(g) => (g.size.min(limit), g.max.min(limit)),
            None => (limit, limit),
        };
        // An `i32` counts at most 2^32 - 1 pages of one byte, 2^16 of 64 KiB.
        let most_pages = if page_log2 >= 16 {
            1 << 16
        } else {
            (1u64 << (32 - page_log2)) - 1
        };
        let grown = (pages as usize)
            .checked_mul(1 << page_log2)
            .and_then(|bytes| bytes.checked_add(size))
            .filter(|new| *new <= max && (*new >> page_log2) as u64 <= most_pages);
        let old_pages = (size >> page_log2) as u32;
        let answer = match grown {
            Some(new) => {
                if let Some(g) = &mut self.growth {
                    g.size = new;
                }
                old_pages
            }
            None => u32::MAX,
        };
        write(frame, result, RtValue::I32(answer))?;
        Ok(Flow::Next)
    }

    fn exec_inst(
        &mut self,
        thread: &mut Thread<'f>,
        inst: &'f Inst,
        memory: &mut [u8],
    ) -> Outcome<Flow> {
        let Some(frame) = thread.frames.last_mut() else {
            return Err(Fault::Malformed("no frame".into()));
        };
        let value = match &inst.op {
            LoweredOp::IConst { ty, bits } | LoweredOp::FConst { ty, bits } => {
                let kind_ok = match &inst.op {
                    LoweredOp::IConst { .. } => ty.is_int(),
                    _ => ty.is_float(),
                };
                if !kind_ok {
                    return Err(Fault::Malformed(format!(
                        "a constant cannot have type {ty}"
                    )));
                }
                RtValue::try_from_bits(*ty, (*bits).into()).ok_or_else(|| {
                    Fault::Malformed(format!("constant {bits:#x} does not fit in {ty}"))
                })?
            }
            LoweredOp::IntBin { op, lhs, rhs } => {
                semantics::int_bin(*op, read(frame, *lhs)?, read(frame, *rhs)?)?
            }
            LoweredOp::IntUn { op, arg } => semantics::int_un(*op, read(frame, *arg)?)?,
            LoweredOp::IntCmp { op, lhs, rhs } => {
                semantics::int_cmp(*op, read(frame, *lhs)?, read(frame, *rhs)?)?
            }
            LoweredOp::FloatBin { op, lhs, rhs } => {
                semantics::float_bin(*op, read(frame, *lhs)?, read(frame, *rhs)?)?
            }
            LoweredOp::FloatUn { op, arg } => semantics::float_un(*op, read(frame, *arg)?)?,
            LoweredOp::FloatCmp { op, lhs, rhs } => {
                semantics::float_cmp(*op, read(frame, *lhs)?, read(frame, *rhs)?)?
            }
            LoweredOp::Convert { op, arg, to } => semantics::convert(*op, read(frame, *arg)?, *to)?,
            LoweredOp::Select {
                cond,
                if_true,
                if_false,
            } => {
                let c = condition(frame, *cond)?;
                let (t, f) = (read(frame, *if_true)?, read(frame, *if_false)?);
                if t.ty() != f.ty() {
                    return Err(Fault::Malformed(format!(
                        "select between {} and {}",
                        t.ty(),
                        f.ty()
                    )));
                }
                if c {
                    t
                } else {
                    f
                }
            }
            LoweredOp::TrapIf { cond, kind } => {
                no_results(inst)?;
                if condition(frame, *cond)? {
                    return Err(Fault::Trap(*kind));
                }
                return Ok(Flow::Next);
            }
            LoweredOp::BoundsCheck { addr, offset, size } => {
                no_results(inst)?;
                let a = read(frame, *addr)?;
                semantics::effective_address(memory.len(), a, *offset, (*size).into())?;
                return Ok(Flow::Next);
            }
            LoweredOp::Load {
                ty,
                mem_ty,
                extend,
                addr,
                offset,
            } => {
                let a = read(frame, *addr)?;
                self.log_load(memory.len(), a, *offset, *mem_ty);
                semantics::load(memory, *ty, *mem_ty, *extend, a, *offset)?
            }
            LoweredOp::Store {
                mem_ty,
                value,
                addr,
                offset,
            } => {
                no_results(inst)?;
                let (v, a) = (read(frame, *value)?, read(frame, *addr)?);
                semantics::store(memory, *mem_ty, v, a, *offset)?;
                return Ok(Flow::Next);
            }
            // One thread at a time here: the add is the load, sum and store it stands for.
            LoweredOp::AtomicAdd {
                mem_ty,
                value,
                addr,
                offset,
            } => {
                no_results(inst)?;
                let (v, a) = (read(frame, *value)?, read(frame, *addr)?);
                let ty = v.ty();
                self.log_load(memory.len(), a, *offset, *mem_ty);
                let none = crate::ops::LoadExtend::None;
                let old = semantics::load(memory, ty, *mem_ty, none, a, *offset)?;
                let sum = match (old, v) {
                    (RtValue::I32(x), RtValue::I32(y)) => RtValue::I32(x.wrapping_add(y)),
                    (RtValue::I64(x), RtValue::I64(y)) => RtValue::I64(x.wrapping_add(y)),
                    _ => {
                        return Err(Fault::Malformed(format!(
                            "atomic_add of {} in {mem_ty}",
                            v.ty()
                        )))
                    }
                };
                semantics::store(memory, *mem_ty, sum, a, *offset)?;
                return Ok(Flow::Next);
            }
            LoweredOp::MemorySize { page_log2 } => {
                RtValue::I32(u32::try_from(memory.len() >> page_log2).unwrap_or(u32::MAX))
            }
            LoweredOp::MemoryLength => RtValue::I64(memory.len() as u64),
            LoweredOp::MemoryGrow { .. } => {
                return Err(Fault::Malformed(
                    "memory.grow reached the op evaluator (the run loop grows the memory)".into(),
                ))
            }
            LoweredOp::GlobalGet { index, ty } => {
                let v = thread
                    .globals
                    .get(*index)
                    .ok_or_else(|| Fault::Malformed(format!("global g{index} is not declared")))?;
                if v.ty() != *ty {
                    return Err(Fault::Malformed(format!(
                        "global g{index} holds {}, read as {ty}",
                        v.ty()
                    )));
                }
                v
            }
            LoweredOp::GlobalSet { index, value } => {
                no_results(inst)?;
                let v = read(frame, *value)?;
                let decl = frame
                    .func
                    .global(*index)
                    .ok_or_else(|| Fault::Malformed(format!("global g{index} is not declared")))?;
                if !decl.mutable {
                    return Err(Fault::Malformed(format!("global g{index} is immutable")));
                }
                if v.ty() != decl.ty {
                    return Err(Fault::Malformed(format!(
                        "global g{index} has type {}, written with {}",
                        decl.ty,
                        v.ty()
                    )));
                }
                thread.globals.set(*index, v);
                return Ok(Flow::Next);
            }
            LoweredOp::ReadSpecialReg { reg } => {
                let position = thread.position.ok_or_else(|| {
                    Fault::Unsupported(
                        "a position register outside kernel mode (run the function as a thread)"
                            .into(),
                    )
                })?;
                RtValue::I32(position.read(*reg))
            }
            LoweredOp::Barrier => {
                no_results(inst)?;
                return Ok(Flow::Barrier);
            }
            LoweredOp::MemoryCopy { dst, src, len } => {
                no_results(inst)?;
                let (d, s, n) = (read(frame, *dst)?, read(frame, *src)?, read(frame, *len)?);
                semantics::memory_copy(memory, d, s, n)?;
                return Ok(Flow::Next);
            }
            LoweredOp::MemoryFill { dst, value, len } => {
                no_results(inst)?;
                let (d, v, n) = (read(frame, *dst)?, read(frame, *value)?, read(frame, *len)?);
                semantics::memory_fill(memory, d, v, n)?;
                return Ok(Flow::Next);
            }
            LoweredOp::Call { callee, args } => {
                let values = args
                    .iter()
                    .map(|a| read(frame, *a))
                    .collect::<Outcome<Vec<_>>>()?;
                if self.foreign_call(frame, inst, *callee, &values, memory)? {
                    return Ok(Flow::Next);
                }
                self.call_op(thread, *callee, values, &inst.results)?;
                return Ok(Flow::Next);
            }
            LoweredOp::Instance { op, args } => {
                let values = args
                    .iter()
                    .zip(op.operand_types())
                    .map(|(a, want)| match read(frame, *a)? {
                        v if v.ty() == want => Ok(v),
                        other => Err(Fault::Malformed(format!(
                            "{} takes {want}, not {}",
                            op.name(),
                            other.ty()
                        ))),
                    })
                    .collect::<Outcome<Vec<RtValue>>>()?;
                match self.resolver.instance_op(*op, &values, memory) {
                    Ok(Some(v)) if Some(v.ty()) == op.result_type() => v,
                    Ok(Some(v)) => {
                        return Err(Fault::Malformed(format!("{} gave a {}", op.name(), v.ty())))
                    }
                    Ok(None) => {
                        no_results(inst)?;
                        return Ok(Flow::Next);
                    }
                    Err(ResolveError::Trap(kind)) => return Err(Fault::Trap(kind)),
                    Err(ResolveError::Malformed(why)) => {
                        return Err(Fault::Malformed(format!("{}: {why}", op.name())))
                    }
                    Err(ResolveError::Unsupported(why)) => {
                        return Err(Fault::Unsupported(format!("{}: {why}", op.name())))
                    }
                    Err(ResolveError::NoInstanceState) => {
                        return Err(Fault::Unsupported(format!(
                            "{}: no resolver holds tables or segments",
                            op.name()
                        )))
                    }
                }
            }
            LoweredOp::CallIndirect { callee, args, .. }
            | LoweredOp::CallRef { callee, args, .. } => {
                let via = match &inst.op {
                    LoweredOp::CallIndirect {
                        table, type_index, ..
                    } => Some((*table, *type_index)),
                    _ => None,
                };
                let func = self.dynamic_target(frame, via, *callee)?;
                let values = args
                    .iter()
                    .map(|a| read(frame, *a))
                    .collect::<Outcome<Vec<_>>>()?;
                if self.foreign_call(frame, inst, func, &values, memory)? {
                    return Ok(Flow::Next);
                }
                self.call_op(thread, func, values, &inst.results)?;
                return Ok(Flow::Next);
            }
            LoweredOp::VConst { bits } => RtValue::V128(*bits),
            LoweredOp::VBin {
                op,
                shape,
                lhs,
                rhs,
            } => simd::vbin(*op, *shape, read(frame, *lhs)?, read(frame, *rhs)?)?,
            LoweredOp::VUn { op, shape, arg } => simd::vun(*op, *shape, read(frame, *arg)?)?,
            LoweredOp::VIntCmp {
                op,
                shape,
                lhs,
                rhs,
            } => simd::vint_cmp(*op, *shape, read(frame, *lhs)?, read(frame, *rhs)?)?,
            LoweredOp::VFloatCmp {
                op,
                shape,
                lhs,
                rhs,
            } => simd::vfloat_cmp(*op, *shape, read(frame, *lhs)?, read(frame, *rhs)?)?,
            LoweredOp::VTest { op, shape, arg } => simd::vtest(*op, *shape, read(frame, *arg)?)?,
            LoweredOp::Splat { shape, arg } => simd::splat(*shape, read(frame, *arg)?)?,
            LoweredOp::ExtractLane { shape, lane, arg } => {
                simd::extract_lane(*shape, *lane, read(frame, *arg)?)?
            }
            LoweredOp::InsertLane {
                shape,
                lane,
                vector,
                value,
            } => simd::insert_lane(*shape, *lane, read(frame, *vector)?, read(frame, *value)?)?,
            LoweredOp::Shuffle { lanes, lhs, rhs } => {
                simd::shuffle(lanes, read(frame, *lhs)?, read(frame, *rhs)?)?
            }
            LoweredOp::VFma { shape, a, b, c } => {
                simd::fma(*shape, read(frame, *a)?, read(frame, *b)?, read(frame, *c)?)?
            }
            LoweredOp::Bitselect {
                mask,
                if_true,
                if_false,
            } => simd::bitselect(
                read(frame, *mask)?,
                read(frame, *if_true)?,
                read(frame, *if_false)?,
            )?,
        };
        match inst.results.as_slice() {
            [r] => write(frame, *r, value)?,
            rs => {
                return Err(Fault::Malformed(format!(
                    "this op has one result, {} are given",
                    rs.len()
                )))
            }
        }
        Ok(Flow::Next)
    }

    /// Enters the callee of a `call` op, whose results go to `results`.
    fn call_op(
        &mut self,
        thread: &mut Thread<'f>,
        callee: u32,
        args: Vec<RtValue>,
        results: &[Value],
    ) -> Outcome<()> {
        let func = self.resolver.resolve(callee).ok_or_else(|| {
            Fault::Unsupported(format!(
                "no function func{callee} to call (no resolver knows it)"
            ))
        })?;
        let got: Vec<LoweredType> = args.iter().map(|a| a.ty()).collect();
        if got != func.signature.params {
            return Err(Fault::Malformed(format!(
                "func{callee} takes ({}), called with ({})",
                type_list(&func.signature.params),
                type_list(&got)
            )));
        }
        if let Some(frame) = thread.frames.last() {
            let want: Vec<Option<LoweredType>> =
                results.iter().map(|r| frame.func.value_type(*r)).collect();
            let have: Vec<Option<LoweredType>> =
                func.signature.results.iter().map(|t| Some(*t)).collect();
            if want != have {
                let names: Vec<&str> = want.iter().map(|t| t.map_or("?", |t| t.name())).collect();
                return Err(Fault::Malformed(format!(
                    "func{callee} returns ({}), the call's results are ({})",
                    type_list(&func.signature.results),
                    names.join(", ")
                )));
            }
        }
        let stack = thread.stack_values.saturating_add(func.value_types.len());
        if thread.frames.len() >= self.max_call_depth || stack > self.max_stack_values {
            return Err(Fault::CallStackExhausted(thread.frames.len()));
        }
        let frame = self.new_frame(func, &args, results.to_vec(), &mut thread.globals)?;
        thread.stack_values = stack;
        thread.frames.push(frame);
        Ok(())
    }

    fn exec_terminator(&mut self, thread: &mut Thread<'f>, term: &'f Terminator) -> Outcome<Flow> {
        let Some(frame) = thread.frames.last_mut() else {
            return Err(Fault::Malformed("no frame".into()));
        };
        match term {
            Terminator::Jump(call) => jump(frame, call)?,
            Terminator::Branch {
                cond,
                then_dest,
                else_dest,
            } => {
                let dest = if condition(frame, *cond)? {
                    then_dest
                } else {
                    else_dest
                };
                jump(frame, dest)?;
            }
            Terminator::BrTable {
                index,
                default,
                targets,
            } => {
                let i = match read(frame, *index)? {
                    RtValue::I32(i) => i,
                    v => {
                        return Err(Fault::Malformed(format!(
                            "br_table index must be i32, found {}",
                            v.ty()
                        )))
                    }
                };
                let dest = usize::try_from(i)
                    .ok()
                    .and_then(|i| targets.get(i))
                    .unwrap_or(default);
                jump(frame, dest)?;
            }
            Terminator::Return { values } => {
                let values = values
                    .iter()
                    .map(|v| read(frame, *v))
                    .collect::<Outcome<Vec<_>>>()?;
                let got: Vec<LoweredType> = values.iter().map(|v| v.ty()).collect();
                if got != frame.func.signature.results {
                    return Err(Fault::Malformed(format!(
                        "returns ({}) from a function returning ({})",
                        type_list(&got),
                        type_list(&frame.func.signature.results)
                    )));
                }
                let done = thread.frames.pop();
                if let Some(f) = &done {
                    thread.stack_values = thread.stack_values.saturating_sub(f.regs.len());
                }
                let Some(caller) = thread.frames.last_mut() else {
                    return Ok(Flow::Returned(values));
                };
                let targets = done.map(|f| f.results).unwrap_or_default();
                for (r, v) in targets.iter().zip(values) {
                    write(caller, *r, v)?;
                }
            }
            Terminator::Trap { kind } => return Err(Fault::Trap(*kind)),
            Terminator::ReturnCall { .. }
            | Terminator::ReturnCallIndirect { .. }
            | Terminator::ReturnCallRef { .. } => {
                let (callee, args) = match term {
                    Terminator::ReturnCallIndirect {
                        table,
                        type_index,
                        callee,
                        args,
                    } => (
                        self.dynamic_target(frame, Some((*table, *type_index)), *callee)?,
                        args,
                    ),
                    Terminator::ReturnCallRef { callee, args, .. } => {
                        (self.dynamic_target(frame, None, *callee)?, args)
                    }
                    Terminator::ReturnCall { callee, args } => (*callee, args),
                    _ => return Err(Fault::Malformed("not a tail call".into())),
                };
                let values = args
                    .iter()
                    .map(|a| read(frame, *a))
                    .collect::<Outcome<Vec<_>>>()?;
                if let Some(func) = self.resolver.resolve(callee) {
                    if func.signature.results != frame.func.signature.results {
                        return Err(Fault::Malformed(format!(
                            "return_call of func{callee}, returning ({}), from a function returning ({})",
                            type_list(&func.signature.results),
                            type_list(&frame.func.signature.results)
                        )));
                    }
                }
                // The callee replaces this frame: it is called as this frame's caller would
                // have received this frame's results.
                let Some(done) = thread.frames.pop() else {
                    return Err(Fault::Malformed("no frame".into()));
                };
                thread.stack_values = thread.stack_values.saturating_sub(done.regs.len());
                self.call_op(thread, callee, values, &done.results)?;
            }
        }
        Ok(Flow::Next)
    }
}

fn type_list(tys: &[LoweredType]) -> String {
    tys.iter().map(|t| t.name()).collect::<Vec<_>>().join(", ")
}

fn check_arguments(func: &LoweredFunction, args: &[RtValue]) -> Result<(), InterpError> {
    let got: Vec<LoweredType> = args.iter().map(|a| a.ty()).collect();
    if got != func.signature.params {
        return Err(InterpError::BadArguments {
            func: func.name.clone(),
            reason: format!(
                "it takes ({}), given ({})",
                type_list(&func.signature.params),
                type_list(&got)
            ),
        });
    }
    Ok(())
}

fn check_launch(func: &LoweredFunction, grid: Dim3, block: Dim3) -> Result<(), InterpError> {
    let reason = if !func.signature.results.is_empty() {
        Some("a kernel has no results".to_string())
    } else if [grid.x, grid.y, grid.z, block.x, block.y, block.z].contains(&0) {
        Some("every launch dimension must be at least 1".to_string())
    } else if block.x > 1024 || block.y > 1024 || block.z > 64 || block.count() > 1024 {
        Some(format!(
            "block {}x{}x{} exceeds 1024 threads (z at most 64)",
            block.x, block.y, block.z
        ))
    } else if grid.x >= 1 << 31 || grid.y > 65535 || grid.z > 65535 {
        Some(format!(
            "grid {}x{}x{} exceeds CUDA's limits",
            grid.x, grid.y, grid.z
        ))
    } else {
        None
    };
    match reason {
        Some(reason) => Err(InterpError::BadArguments {
            func: func.name.clone(),
            reason,
        }),
        None => Ok(()),
    }
}

fn internal(func: &LoweredFunction, reason: &str) -> InterpError {
    InterpError::Malformed {
        func: func.name.clone(),
        block: "-".into(),
        op: "-".into(),
        reason: reason.into(),
    }
}

fn with_context(func: &LoweredFunction, block: String, op: String, fault: Fault) -> InterpError {
    match fault {
        Fault::Trap(kind) => InterpError::Trap(kind),
        Fault::CallStackExhausted(depth) => InterpError::CallStackExhausted { depth },
        Fault::Malformed(reason) => InterpError::Malformed {
            func: func.name.clone(),
            block,
            op,
            reason,
        },
        Fault::Unsupported(reason) => InterpError::Unsupported {
            func: func.name.clone(),
            block,
            op,
            reason,
        },
    }
}

/// The value of one integer operation (`iconst`, integer arithmetic, comparison,
/// conversion) from its operands' values, as the interpreter computes it; `None` for any other
/// op, an operand `read` does not know, or a trap (auto mode evaluates loop-invariant branch
/// conditions at a launch with it).
pub fn eval_int_op(op: &LoweredOp, read: &dyn Fn(Value) -> Option<RtValue>) -> Option<RtValue> {
    match op {
        LoweredOp::IConst { ty, bits } if ty.is_int() => {
            RtValue::try_from_bits(*ty, (*bits).into())
        }
        LoweredOp::IntBin { op, lhs, rhs } => {
            semantics::int_bin(*op, read(*lhs)?, read(*rhs)?).ok()
        }
        LoweredOp::IntUn { op, arg } => semantics::int_un(*op, read(*arg)?).ok(),
        LoweredOp::IntCmp { op, lhs, rhs } => {
            semantics::int_cmp(*op, read(*lhs)?, read(*rhs)?).ok()
        }
        LoweredOp::Convert { op, arg, to } if to.is_int() && read(*arg)?.ty().is_int() => {
            semantics::convert(*op, read(*arg)?, *to).ok()
        }
        _ => None,
    }
}

/// What an [`EntryHook`] decides when the outermost frame enters a block it watches.
#[derive(Clone, Debug, PartialEq)]
pub enum HookAction {
    /// Run the block as usual.
    Continue,
    /// Do not run the block: set `values` (values the skipped code would have defined),
    /// then go to `block` with `args`.
    Resume {
        block: BlockId,
        args: Vec<RtValue>,
        values: Vec<(Value, RtValue)>,
    },
}

/// Watches block entries of the outermost frame of [`Interpreter::call_with_hook`]: auto
/// mode's host side uses it to run a loop as a GPU kernel instead of interpreting it.
pub trait EntryHook {
    /// Whether entering `block` (from another block) consults [`EntryHook::on_entry`].
    fn watches(&self, block: BlockId) -> bool;
    /// Called after the frame moved from block `from` into `to` (its parameters bound):
    /// `read` gives every value defined so far, `memory` is the linear memory. An error
    /// stops the run as [`InterpError::Unsupported`].
    fn on_entry(
        &mut self,
        from: BlockId,
        to: BlockId,
        read: &dyn Fn(Value) -> Option<RtValue>,
        memory: &mut [u8],
    ) -> Result<HookAction, String>;
}

/// Gives `hook` the block `frame` just entered from `from`, and applies its decision.
fn consult_hook(
    hook: &mut dyn EntryHook,
    frame: &mut Frame<'_>,
    from: BlockId,
    memory: &mut [u8],
) -> Result<(), InterpError> {
    let func = frame.func;
    let Some(to) = func.blocks.get(frame.block).map(|b| b.id) else {
        return Ok(());
    };
    if !hook.watches(to) {
        return Ok(());
    }
    let action = {
        let regs = &frame.regs;
        let read = |v: Value| regs.get(v.0 as usize).copied().flatten();
        hook.on_entry(from, to, &read, memory)
    };
    let context = |reason: String| InterpError::Unsupported {
        func: func.name.clone(),
        block: to.to_string(),
        op: "-".into(),
        reason,
    };
    match action.map_err(context)? {
        HookAction::Continue => Ok(()),
        HookAction::Resume {
            block,
            args,
            values,
        } => {
            let fault = |f: Fault| with_context(func, to.to_string(), "-".into(), f);
            for (v, x) in values {
                write(frame, v, x).map_err(fault)?;
            }
            let Some(&index) = frame.blocks.get(&block) else {
                return Err(context(format!("the hook resumes at unknown {block}")));
            };
            let params = &func.blocks[index].params;
            enter(frame, index, params, args).map_err(fault)
        }
    }
}

fn read(frame: &Frame<'_>, v: Value) -> Outcome<RtValue> {
    frame
        .regs
        .get(v.0 as usize)
        .copied()
        .flatten()
        .ok_or_else(|| Fault::Malformed(format!("{v} is read before it is defined")))
}

fn write(frame: &mut Frame<'_>, v: Value, value: RtValue) -> Outcome<()> {
    let declared = frame.func.value_type(v);
    match frame.regs.get_mut(v.0 as usize) {
        Some(slot) if declared == Some(value.ty()) => {
            *slot = Some(value);
            Ok(())
        }
        Some(_) => Err(Fault::Malformed(format!(
            "{v} is declared {} but receives {}",
            declared.map_or("nothing", |t| t.name()),
            value.ty()
        ))),
        None => Err(Fault::Malformed(format!("{v} has no type"))),
    }
}

fn condition(frame: &Frame<'_>, v: Value) -> Outcome<bool> {
    let c = read(frame, v)?;
    c.is_nonzero_int().ok_or_else(|| {
        Fault::Malformed(format!(
            "condition {v} must be an integer, found {}",
            c.ty()
        ))
    })
}

fn no_results(inst: &Inst) -> Outcome<()> {
    if inst.results.is_empty() {
        Ok(())
    } else {
        Err(Fault::Malformed("this op has no results".into()))
    }
}

/// Moves `frame` to the start of block `index`, binding its parameters to `args`.
fn enter(frame: &mut Frame<'_>, index: usize, params: &[Value], args: Vec<RtValue>) -> Outcome<()> {
    if params.len() != args.len() {
        return Err(Fault::Malformed(format!(
            "block with {} parameters entered with {} arguments",
            params.len(),
            args.len()
        )));
    }
    for (p, a) in params.iter().zip(args) {
        write(frame, *p, a)?;
    }
    frame.block = index;
    frame.inst = 0;
    Ok(())
}

fn jump(frame: &mut Frame<'_>, call: &BlockCall) -> Outcome<()> {
    let Some(&index) = frame.blocks.get(&call.block) else {
        return Err(Fault::Malformed(format!("unknown block {}", call.block)));
    };
    // All arguments are read before any parameter is written: a loop may permute them.
    let args = call
        .args
        .iter()
        .map(|a| read(frame, *a))
        .collect::<Outcome<Vec<_>>>()?;
    let func = frame.func;
    let params = func
        .blocks
        .get(index)
        .map(|b| b.params.as_slice())
        .unwrap_or_default();
    enter(frame, index, params, args)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_function;

    fn parse(text: &str) -> LoweredFunction {
        parse_function(text).unwrap_or_else(|e| panic!("{e}"))
    }

    const LOOP_SUM: &str = "\
function @sum(i32) -> (i32) {
block0(v0: i32):
  v1: i32 = iconst 0
  jump block1(v0, v1)
block1(v2: i32, v3: i32):
  v4: i32 = iadd v3, v2
  v5: i32 = iconst 1
  v6: i32 = isub v2, v5
  brif v6, block1(v6, v4), block2()
block2():
  return v4
}
";

    #[test]
    fn a_loop_runs_to_its_result() {
        let f = parse(LOOP_SUM);
        assert_eq!(
            run_function(&f, &[RtValue::I32(100)], &mut []),
            Ok(vec![RtValue::I32(5050)])
        );
    }

    #[test]
    fn fuel_stops_an_endless_loop() {
        let f = parse(LOOP_SUM);
        let mut interp = Interpreter::new().with_fuel(1000);
        assert_eq!(
            interp.call(&f, &[RtValue::I32(0)], &mut []),
            Err(InterpError::OutOfFuel { steps: 1000 })
        );
    }

    #[test]
    fn deep_recursion_is_exhausted_by_depth_or_by_stack_size() {
        // func0 calls itself forever; each frame holds 3 values.
        let f = parse(
            "function @down(i32) -> (i32) {
block0(v0: i32):
  v1: i32 = call func0(v0)
  v2: i32 = iadd v1, v0
  return v2
}",
        );
        let by_depth = Interpreter::with_resolver(|_| Some(&f))
            .with_max_call_depth(50)
            .call(&f, &[RtValue::I32(1)], &mut []);
        assert_eq!(by_depth, Err(InterpError::CallStackExhausted { depth: 50 }));
        let by_size = Interpreter::with_resolver(|_| Some(&f))
            .with_max_stack_values(30)
            .call(&f, &[RtValue::I32(1)], &mut []);
        assert_eq!(by_size, Err(InterpError::CallStackExhausted { depth: 10 }));
    }

    #[test]
    fn block_arguments_are_read_before_parameters_are_written() {
        // block1 swaps its two parameters each iteration.
        let f = parse(
            "function @swap(i32, i32, i32) -> (i32, i32) {
block0(v0: i32, v1: i32, v2: i32):
  jump block1(v0, v1, v2)
block1(v3: i32, v4: i32, v5: i32):
  v6: i32 = iconst 1
  v7: i32 = isub v5, v6
  brif v5, block1(v4, v3, v7), block2()
block2():
  return v3, v4
}",
        );
        let r = run_function(
            &f,
            &[RtValue::I32(1), RtValue::I32(2), RtValue::I32(3)],
            &mut [],
        );
        assert_eq!(r, Ok(vec![RtValue::I32(2), RtValue::I32(1)]));
    }

    #[test]
    fn wrong_arguments_are_reported() {
        let f = parse(LOOP_SUM);
        assert_eq!(
            run_function(&f, &[RtValue::I64(1)], &mut []),
            Err(InterpError::BadArguments {
                func: "sum".into(),
                reason: "it takes (i32), given (i64)".into()
            })
        );
    }

    #[test]
    fn malformed_ir_is_an_error_with_context() {
        let f = parse(
            "function @bad(i32) -> (i32) {
block0(v0: i32):
  v1: f32 = iadd v0, v0
  return v0
}",
        );
        let e = run_function(&f, &[RtValue::I32(1)], &mut []).expect_err("malformed");
        assert_eq!(
            e.to_string(),
            "malformed ir in function `bad`, block0: `iadd v0, v0`: v1 is declared f32 but receives i32"
        );
        let g = parse("function @undef() -> (i32) {\nblock0():\n  return v3\n}");
        assert!(matches!(
            run_function(&g, &[], &mut []),
            Err(InterpError::Malformed { reason, .. }) if reason == "v3 is read before it is defined"
        ));
        let empty = LoweredFunction {
            name: "empty".into(),
            signature: Default::default(),
            value_types: vec![],
            blocks: vec![],
            globals: vec![],
        };
        assert!(matches!(
            run_function(&empty, &[], &mut []),
            Err(InterpError::Malformed { .. })
        ));
    }

    #[test]
    fn rt_value_bits_round_trip() {
        for ty in LoweredType::ALL {
            let v = RtValue::from_bits(ty, u128::MAX);
            assert_eq!(v.ty(), ty);
            assert_eq!(v.bits().count_ones(), ty.bits());
            assert_eq!(RtValue::try_from_bits(ty, v.bits()), Some(v));
        }
        assert_eq!(RtValue::try_from_bits(LoweredType::I8, 0x100), None);
        assert_eq!(RtValue::from_f32(-0.0).to_string(), "f32:0x80000000");
        assert_eq!(RtValue::from_i64(-1).as_i64(), Some(-1));
        assert_eq!(RtValue::from_f64(1.5).as_f64(), Some(1.5));
        assert_eq!(RtValue::from_i32(-1).as_f32(), None);
    }

    #[test]
    fn huge_shapes_saturate_instead_of_overflowing() {
        let big = Dim3::new(u32::MAX, u32::MAX, u32::MAX);
        assert_eq!(big.count(), u64::MAX);
        assert_eq!(big.linear(big), u64::MAX);
        let p = ThreadPosition {
            thread_idx: big,
            block_idx: big,
            block_dim: big,
            grid_dim: big,
        };
        assert_eq!(p.linear_id(), u64::MAX);
    }

    #[test]
    fn linear_ids_put_x_fastest() {
        let p = ThreadPosition {
            thread_idx: Dim3::new(1, 2, 0),
            block_idx: Dim3::new(1, 1, 0),
            block_dim: Dim3::new(4, 4, 1),
            grid_dim: Dim3::new(3, 2, 1),
        };
        // block 1 + 3*1 = 4, 16 threads per block, thread 1 + 4*2 = 9.
        assert_eq!(p.linear_id(), 4 * 16 + 9);
        assert_eq!(p.read(SpecialReg::ThreadIdxY), 2);
        assert_eq!(p.read(SpecialReg::GridDimX), 3);
    }
}
