//! The converter: a [`LoweredFunction`] becomes a `builtin.func` of `mir` and `nvvm` ops.
//!
//! The function takes the kernel ABI's leading parameters explicitly (DESIGN.md section 4):
//! `mem: llvm.ptr(1)` (the linear memory) and `mem_len: i64`, then the wasm parameters. What the
//! LoweredOp IR keeps implicit becomes explicit control flow here:
//! - `trap_if` and `bounds_check` branch to a per-kind trap block (`mir.trap`);
//! - a linear-memory access computes `zext(addr) + offset` in 64 bits, and accesses wider than a
//!   byte test the address's alignment at run time: aligned addresses take one natural access,
//!   others a byte-wise slow path (a misaligned PTX access would kill the CUDA context);
//! - mutable globals become thread-private `mir.alloca` slots initialised in the entry block,
//!   which pliron's mem2reg later promotes to SSA values.
//!
//! Every `mir.cond_br`/`mir.switch` successor is a block with exactly one incoming edge (an edge
//! block with a `mir.br` where needed), the invariant the `mir` dialect documents. This module
//! must not optimise: it translates op by op, and later stages clean up.

mod dispatch;
mod memories;
mod segments;
mod simd;
mod state;
mod tables;

use crate::error::{CompileError, Result};
use crate::frame::{Frame, FrameLayout};
use crate::nan_canon::{NanCanon, NanClass, NanRule, NanSign};
use lowered_ir::{
    BlockCall, BlockId, ConvOp, FloatBinOp, FloatCmpOp, FloatUnOp, IntBinOp, IntCmpOp, IntUnOp,
    LoadExtend, LoweredFunction, LoweredOp, LoweredType, SpecialReg, Terminator, TrapKind,
};
use pliron::{
    basic_block::BasicBlock,
    builtin::op_interfaces::SingleBlockRegionInterface as _,
    builtin::{
        op_interfaces::{OneRegionInterface, OneResultInterface},
        ops::{FuncOp, ModuleOp},
        types::{FP32Type, FP64Type, FunctionType, UnitType},
    },
    context::{Context, Ptr},
    identifier::Identifier,
    op::Op,
    r#type::TypeHandle,
    value::Value,
};
use pliron_llvm::types::{ArrayType, StructLayout, StructType};
use std::collections::{BTreeMap, BTreeSet, HashMap};
use tensor_wasm_dialects::{
    mir::{
        self, ConvKind, FloatBinKind, FloatPred, FloatUnKind, IntBinKind, IntPred, IntUnKind,
        TrapKindAttr,
    },
    nvvm::{self, SpecialRegAttr},
};

/// The `mir` type of a LoweredOp type.
pub fn mir_type(ctx: &mut Context, ty: LoweredType) -> Option<TypeHandle> {
    Some(match ty {
        LoweredType::I8 => mir::int_type(ctx, 8),
        LoweredType::I16 => mir::int_type(ctx, 16),
        LoweredType::I32 => mir::int_type(ctx, 32),
        LoweredType::I64 => mir::int_type(ctx, 64),
        LoweredType::F32 => FP32Type::get(ctx).into(),
        LoweredType::F64 => FP64Type::get(ctx).into(),
        LoweredType::V128 => simd::v128_type(ctx),
    })
}

/// How the converted function is entered (DESIGN.md sections 3 and 4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EntryForm {
    /// One GPU thread's body: `(mem, mem_len, wasm params...)`; a trap is recorded in the
    /// `__tensor_wasm_trap` global.
    Kernel,
    /// Thread `i < n` evaluates the function on `args[i]`:
    /// `(mem, mem_len, n: i32, args, results, traps, globals)`. Each tuple of `args` and
    /// `results` is [`MAP_SLOT_BYTES`] bytes per value (the value's little-endian bytes first;
    /// a `v128` takes two slots, [`map_slots`]); `traps[i]` is an `i32`: 0, or the trap code.
    /// Mutable wasm global `g` lives in `globals + 16 * g` ([`MAP_GLOBAL_SLOT_BYTES`]; the
    /// module's state, shared by the launch's threads).
    Map,
    /// A function another converted function calls: `(mem, mem_len, trap_flag, wasm params...)`
    /// with the wasm result. A trap stores its code at `trap_flag` (an `i32` of the caller's)
    /// and returns; every caller tests the flag after the call and traps in turn.
    Device,
}

/// A callee the converted code may call: its symbol and wasm results.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Callee {
    pub symbol: String,
    pub results: Vec<LoweredType>,
}

/// Callees by wasm function index.
pub type CalleeTable = HashMap<u32, Callee>;

/// The functions of an equivalent type that the module can put in a table, which a
/// `call_indirect` of one type may reach (ascending indices).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Dispatch {
    /// Functions the program has lowered: the call runs them on the device.
    pub device: Vec<u32>,
    /// Functions the device cannot run (imports): reaching one ends the thread with
    /// [`MAP_HOST_CALL_CODE`], and the host reports the call as not run.
    pub host: Vec<u32>,
}

/// For each wasm type index a `call_indirect` names, what it may reach.
pub type IndirectTargets = std::collections::BTreeMap<u32, Dispatch>;

/// The `traps[i]` code of a map-mode thread that reached a function only the host can run
/// (through a table): no wasm trap has it.
pub const MAP_HOST_CALL_CODE: u32 = 0xFFFF_FF00;

/// The smallest reference handle the host gives another instance's function in a map-mode
/// table: no function index of this instance reaches it, and a call through it ends the
/// thread with [`MAP_HOST_CALL_CODE`].
pub const MAP_FOREIGN_HANDLE_BASE: u64 = 1 << 40;

/// The `traps[i]` code of a map-mode thread whose `table.grow` needed more entries than the
/// host allocated (within the table's limit): the host reports the call as not run.
pub const MAP_TABLE_ROOM_CODE: u32 = 0xFFFF_FF01;

/// What converted code may call and reach besides the memory.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Linkage {
    /// Every function a converted function calls (directly, or through a table).
    pub callees: CalleeTable,
    /// `Some` where the module's tables are on the device (map mode, docs/ABI.md "Tables in
    /// map mode"), with what each `call_indirect` type may reach; `None` refuses table ops.
    pub indirect: Option<IndirectTargets>,
    /// Whether the memory can grow (map mode only): its current length is in the state
    /// window and `mem_len` is the allocation's (docs/ABI.md "The state window").
    pub growable: bool,
    /// Whether the memories besides memory 0 are in the state window (map mode, and kernel
    /// mode where the host appends it: `Options::other_memories`); `false` refuses their ops.
    pub other_memories: bool,
    /// By function symbol: the functions its indirect tail calls may reach, each at its
    /// entry block inside that function (`passes/tail_calls.rs` copied them in), so that
    /// those tail calls jump there instead of calling.
    pub tail_entries: BTreeMap<String, BTreeMap<u32, BlockId>>,
    /// The device functions that may call themselves again, directly or through others
    /// (by symbol): each tests at entry how deep the thread's stack is and traps with
    /// `CallStackExhausted` past [`STACK_GUARD_BUDGET`] instead of overflowing it.
    pub stack_guarded: BTreeSet<String>,
}

/// The stack depth (bytes between the entry's frame and a guarded function's frame) past
/// which a guarded call traps. The shim gives a module that has guarded functions a stack of
/// [`tensor_wasm_shim::GUARDED_STACK_BYTES`] per thread (it finds
/// [`tensor_wasm_shim::STACK_GUARD_GLOBAL`] in the PTX); the rest of it is room for the frame
/// that passed the test and the non-recursive calls below it.
pub const STACK_GUARD_BUDGET: u64 = (tensor_wasm_shim::GUARDED_STACK_BYTES / 2) as u64;

/// Bytes of the memory header that opens the map-mode state window: the memory's current
/// length (`u64`), then the byte offsets (`u32`) of the data segments', the element
/// segments' and the other memories' headers, and of the map buffer's globals window (which
/// follows the state window), 8 bytes reserved.
pub const MAP_MEMORY_HEADER_BYTES: u32 = 32;

/// Bytes of the header of a memory besides memory 0 in the map-mode state window: its
/// bytes' offset from the window's start, its current length, its capacity and its page
/// size's log2 (`u32`s). Memory `m`'s header is the `m`-th (the 0th is unused).
pub const MAP_MEMORY_VIEW_BYTES: u32 = 16;

/// Bytes of one table's header in the map-mode state window: four `u32`s, the entries' byte
/// offset from the window's start, the size, the capacity and the limit, in entries.
pub const MAP_TABLE_HEADER_BYTES: u32 = 16;

/// Bytes of one passive segment's header in the map-mode state window: its payload's byte
/// offset from the window's start and its length (`u32`s), 8 bytes reserved.
pub const MAP_SEGMENT_HEADER_BYTES: u32 = 16;

/// Bytes of one table entry in the map-mode tables window: a reference handle.
pub const MAP_TABLE_ENTRY_BYTES: u32 = 8;

/// Bytes per value in a map-mode `args`/`results` tuple.
pub const MAP_SLOT_BYTES: u32 = 8;

/// Bytes per wasm global in the map-mode `globals` window (by global index): room for a
/// `v128`; a scalar takes the slot's first bytes, little endian.
pub const MAP_GLOBAL_SLOT_BYTES: u32 = 16;

/// How many [`MAP_SLOT_BYTES`] slots a value of `ty` takes in a map-mode tuple: two for a
/// `v128` (its low 8 bytes first), one for every scalar.
pub fn map_slots(ty: LoweredType) -> usize {
    if ty == LoweredType::V128 {
        2
    } else {
        1
    }
}

/// The slot index of each of `types` in a tuple, and the tuple's total slot count.
pub fn map_slot_offsets(types: &[LoweredType]) -> (Vec<usize>, usize) {
    let mut at = 0;
    let offsets = types
        .iter()
        .map(|t| {
            let here = at;
            at += map_slots(*t);
            here
        })
        .collect();
    (offsets, at)
}

/// Converts `f` into a new `builtin.func` named `symbol`, appended to `module`.
pub fn convert_function(
    ctx: &mut Context,
    module: ModuleOp,
    f: &LoweredFunction,
    symbol: &str,
    form: EntryForm,
    link: &Linkage,
) -> Result<FuncOp> {
    convert_function_aligned(ctx, module, f, symbol, form, link, false)
}

/// [`convert_function`]; with `natural`, every linear-memory access is naturally aligned,
/// with no run-time test: only for auto mode's outlined kernels, whose launch proved every
/// access group aligned to its width first (docs/AUTO-OFFLOAD.md).
pub fn convert_function_aligned(
    ctx: &mut Context,
    module: ModuleOp,
    f: &LoweredFunction,
    symbol: &str,
    form: EntryForm,
    link: &Linkage,
    natural: bool,
) -> Result<FuncOp> {
    let err = |reason: String| CompileError::Stage {
        func: f.name.clone(),
        stage: "conversion to mir",
        reason,
    };
    let mut params = vec![mir::ptr_type(ctx, 1), mir::int_type(ctx, 64)];
    let mut wasm_params = Vec::new();
    for p in &f.signature.params {
        wasm_params.push(
            mir_type(ctx, *p)
                .ok_or_else(|| err(format!("parameter type {p} is not supported yet")))?,
        );
    }
    let mut results = Vec::new();
    for r in &f.signature.results {
        results.push(
            mir_type(ctx, *r)
                .ok_or_else(|| err(format!("result type {r} is not supported yet")))?,
        );
    }
    match form {
        EntryForm::Kernel => params.extend(wasm_params),
        EntryForm::Device => {
            if results.len() > 1 {
                // Several wasm results travel as one aggregate (`mir.pack` / `mir.unpack`).
                let fields = std::mem::take(&mut results);
                results.push(StructType::get_unnamed(ctx, (fields, StructLayout::Unpacked)).into());
            }
            params.push(mir::ptr_type(ctx, 0));
            params.extend(wasm_params);
        }
        EntryForm::Map => {
            let (i32_ty, ptr) = (mir::int_type(ctx, 32), mir::ptr_type(ctx, 1));
            params.extend([i32_ty, ptr, ptr, ptr, ptr]);
            results.clear();
        }
    }
    if results.is_empty() {
        // pliron-llvm's function-type conversion wants exactly one result: unit means void.
        results.push(UnitType::get(ctx).into());
    }
    let fty = FunctionType::get(ctx, params, results);
    let name = Identifier::try_from(symbol)
        .map_err(|_| err(format!("`{symbol}` is not a valid symbol name")))?;
    let func = FuncOp::new(ctx, name, fty);
    module.append_operation(ctx, func.get_operation(), 0);
    let entry = func.get_entry_block(ctx);
    let (mem, mem_len) = {
        let e = entry.deref(ctx);
        (e.get_argument(0), e.get_argument(1))
    };
    let mut cv = Converter {
        f,
        func,
        form,
        map: None,
        link,
        tail_entries: link.tail_entries.get(symbol),
        trap_flag: None,
        stack_guard: form == EntryForm::Device && link.stack_guarded.contains(symbol),
        frame: crate::frame::analyze(f)?,
        defs: f
            .blocks
            .iter()
            .flat_map(|b| &b.insts)
            .filter_map(|i| match i.results.as_slice() {
                [r] => Some((*r, i.op.clone())),
                _ => None,
            })
            .collect(),
        incoming: incoming_values(f),
        nan: NanCanon::analyse(f),
        aligned: Vec::new(),
        aligned_mode: false,
        natural,
        frame_storage: None,
        mem,
        mem_len,
        values: HashMap::new(),
        blocks: HashMap::new(),
        cur: entry,
        trap_blocks: HashMap::new(),
        host_blocks: HashMap::new(),
        slots: HashMap::new(),
    };
    cv.run(ctx)?;
    Ok(func)
}

/// A linear-memory access: the wasm address, its alignment witness, whether the entry
/// proved it aligned (the aligned copy), and the constant offset.
#[derive(Clone, Copy)]
struct Access {
    addr: Value,
    witness: Value,
    proved: bool,
    offset: u64,
}

/// Thread-private storage of a shadow-stack frame.
enum FrameStorage {
    /// One `mir.alloca` per slot offset.
    Slots(HashMap<i64, Value>),
    /// One `mir.alloca` of the frame's bytes.
    Bytes(Value),
}

/// The per-thread pointers of a map-mode entry.
#[derive(Clone, Copy)]
struct MapThread {
    /// `results + i * result_stride`.
    results: Value,
    /// `traps + 4 * i`.
    trap: Value,
    /// The module's mutable globals, 8 bytes each by global index.
    globals: Value,
}

struct Converter<'a> {
    f: &'a LoweredFunction,
    func: FuncOp,
    form: EntryForm,
    /// Set in map mode once the prologue has run.
    map: Option<MapThread>,
    link: &'a Linkage,
    /// The entries of the functions this one's indirect tail calls jump to
    /// ([`Linkage::tail_entries`]).
    tail_entries: Option<&'a BTreeMap<u32, BlockId>>,
    /// Where callees record a trap: the `trap_flag` parameter of a device function, or an
    /// `i32` slot of an entry function that calls.
    trap_flag: Option<Value>,
    /// Whether this device function tests the stack's depth at entry
    /// ([`Linkage::stack_guarded`]).
    stack_guard: bool,
    /// The C shadow-stack frame, when the function has one (frame.rs).
    frame: Option<Frame>,
    /// Its thread-private storage, made at entry.
    frame_storage: Option<FrameStorage>,
    /// The op defining each single-result value (for the alignment analysis).
    defs: HashMap<lowered_ir::Value, LoweredOp>,
    /// Where computed NaNs must be canonicalized (nan_canon.rs).
    nan: NanCanon,
    /// Every value passed to each block parameter (for the alignment analysis).
    incoming: HashMap<lowered_ir::Value, Vec<lowered_ir::Value>>,
    /// (parameter, offset mod size, size) the entry proved aligned, for the aligned copy.
    aligned: Vec<(lowered_ir::Value, u64, u32)>,
    /// Whether the body being converted is the aligned copy.
    aligned_mode: bool,
    /// Every access is naturally aligned (proved by auto mode's launch).
    natural: bool,
    mem: Value,
    mem_len: Value,
    values: HashMap<lowered_ir::Value, Value>,
    blocks: HashMap<BlockId, Ptr<BasicBlock>>,
    /// The block ops are appended to.
    cur: Ptr<BasicBlock>,
    trap_blocks: HashMap<TrapKind, Ptr<BasicBlock>>,
    /// The shared blocks of [`Converter::host_call_block`], by code.
    host_blocks: HashMap<u32, Ptr<BasicBlock>>,
    /// Thread-private slot of each mutable global.
    slots: HashMap<u32, Value>,
}

impl Converter<'_> {
    fn err(&self, reason: impl Into<String>) -> CompileError {
        CompileError::Stage {
            func: self.f.name.clone(),
            stage: "conversion to mir",
            reason: reason.into(),
        }
    }

    fn ty(&self, ctx: &mut Context, ty: LoweredType) -> Result<TypeHandle> {
        mir_type(ctx, ty).ok_or_else(|| self.err(format!("type {ty} is not supported yet")))
    }

    fn new_block(&self, ctx: &mut Context, args: Vec<TypeHandle>) -> Ptr<BasicBlock> {
        let b = BasicBlock::new(ctx, None, args);
        b.insert_at_back(self.func.get_region(ctx), ctx);
        b
    }

    fn emit<T: Op>(&self, ctx: &mut Context, make: impl FnOnce(&mut Context) -> T) -> T {
        let op = make(ctx);
        op.get_operation().insert_at_back(self.cur, ctx);
        op
    }

    fn emit_val<T: Op + OneResultInterface>(
        &self,
        ctx: &mut Context,
        make: impl FnOnce(&mut Context) -> T,
    ) -> Value {
        let op = self.emit(ctx, make);
        op.get_result(ctx)
    }

    fn val(&self, v: lowered_ir::Value) -> Result<Value> {
        self.values
            .get(&v)
            .copied()
            .ok_or_else(|| self.err(format!("{v} is used before it is defined")))
    }

    fn int_const(&self, ctx: &mut Context, width: u32, bits: u64) -> Value {
        let ty = mir::int_type(ctx, width);
        let masked = if width >= 64 {
            bits
        } else {
            bits & ((1u64 << width) - 1)
        };
        self.emit_val(ctx, |ctx| mir::ConstOp::new(ctx, ty, masked))
    }

    fn ibin(&self, ctx: &mut Context, kind: IntBinKind, a: Value, b: Value) -> Value {
        let ty = pliron::r#type::Typed::get_type(&a, ctx);
        self.emit_val(ctx, |ctx| mir::IntBinOp::new(ctx, kind, ty, a, b))
    }

    fn run(&mut self, ctx: &mut Context) -> Result<()> {
        let f = self.f;
        // Blocks first (branches may go forward); the entry is the function's entry block.
        for (i, b) in f.blocks.iter().enumerate() {
            if i == 0 && self.form == EntryForm::Map {
                let args = self.map_prologue(ctx)?;
                for (p, arg) in b.params.iter().zip(args) {
                    self.values.insert(*p, arg);
                }
                self.blocks.insert(b.id, self.cur);
            } else if i == 0 {
                let entry = self.cur;
                let first = if self.form == EntryForm::Device { 3 } else { 2 };
                if self.form == EntryForm::Device {
                    self.trap_flag = Some(entry.deref(ctx).get_argument(2));
                }
                for (k, p) in b.params.iter().enumerate() {
                    let arg = entry.deref(ctx).get_argument(k + first);
                    self.values.insert(*p, arg);
                }
                self.blocks.insert(b.id, entry);
            } else {
                break;
            }
        }
        // An entry that calls gives its callees a trap flag, cleared at entry.
        let calls = f.blocks.iter().flat_map(|b| &b.insts).any(|i| {
            matches!(
                i.op,
                LoweredOp::Call { .. } | LoweredOp::CallIndirect { .. } | LoweredOp::CallRef { .. }
            )
        });
        if calls && self.trap_flag.is_none() {
            let i32_ty = mir::int_type(ctx, 32);
            let flag = self.emit_val(ctx, |ctx| mir::AllocaOp::new(ctx, i32_ty));
            let zero = self.int_const(ctx, 32, 0);
            self.emit(ctx, |ctx| mir::StoreOp::new(ctx, zero, flag, 4));
            self.trap_flag = Some(flag);
        }
        // The shadow-stack frame lives in thread-private storage.
        self.frame_storage = match self.frame.as_ref().map(|fr| fr.layout.clone()) {
            None => None,
            Some(FrameLayout::Slots(slots)) => {
                let mut ptrs = HashMap::new();
                for (offset, ty) in slots {
                    let t = self.ty(ctx, ty)?;
                    ptrs.insert(offset, self.emit_val(ctx, |ctx| mir::AllocaOp::new(ctx, t)));
                }
                Some(FrameStorage::Slots(ptrs))
            }
            Some(FrameLayout::Bytes { size }) => {
                let i8_ty = mir::int_type(ctx, 8);
                let bytes: TypeHandle = ArrayType::get(ctx, i8_ty, u64::from(size)).into();
                Some(FrameStorage::Bytes(
                    self.emit_val(ctx, |ctx| mir::AllocaOp::new(ctx, bytes)),
                ))
            }
        };
        // Mutable globals: in map mode the module's state in `globals` (a device function
        // of a program with a state window finds it through the window); otherwise
        // thread-private slots, initialised at entry.
        let shared_globals = match self.map {
            Some(map) => Some(map.globals),
            None if self.form == EntryForm::Device && self.link.indirect.is_some() => {
                Some(self.globals_window(ctx))
            }
            None => None,
        };
        for g in &f.globals {
            if !g.mutable {
                continue;
            }
            let ty = self.ty(ctx, g.ty)?;
            if let Some(globals) = shared_globals {
                let off = self.int_const(
                    ctx,
                    64,
                    u64::from(MAP_GLOBAL_SLOT_BYTES) * u64::from(g.index),
                );
                let slot = self.emit_val(ctx, |ctx| mir::PtrAddOp::new(ctx, globals, off));
                self.slots.insert(g.index, slot);
                continue;
            }
            let slot = self.emit_val(ctx, |ctx| mir::AllocaOp::new(ctx, ty));
            let init = match u64::try_from(g.init_bits) {
                Ok(bits) if g.ty != LoweredType::V128 => {
                    self.emit_val(ctx, |ctx| mir::ConstOp::new(ctx, ty, bits))
                }
                _ => self.c128(ctx, g.init_bits),
            };
            self.emit(ctx, |ctx| mir::StoreOp::new(ctx, init, slot, g.ty.bytes()));
            self.slots.insert(g.index, slot);
        }
        if self.stack_guard {
            self.stack_guard_test(ctx)?;
        }
        // Versioning by alignment: when accesses test the alignment of parameters (their
        // witnesses), test them all once here and run a copy of the body in which those
        // accesses are natural; the other copy keeps the per-access tests and slow paths.
        let candidates = self.alignment_candidates();
        if candidates.is_empty() || self.natural {
            return self.convert_body(ctx, false);
        }
        let mut low_bits: Option<Value> = None;
        for (param, offset, size) in &candidates {
            let p = self.val(*param)?;
            let wide = self.zext64(ctx, p);
            let off = self.int_const(ctx, 64, *offset);
            let at = self.ibin(ctx, IntBinKind::Add, wide, off);
            let mask = self.int_const(ctx, 64, u64::from(size - 1));
            let low = self.ibin(ctx, IntBinKind::And, at, mask);
            low_bits = Some(match low_bits {
                None => low,
                Some(acc) => self.ibin(ctx, IntBinKind::Or, acc, low),
            });
        }
        let zero = self.int_const(ctx, 64, 0);
        let i8_ty = mir::int_type(ctx, 8);
        let low_bits = low_bits.unwrap_or(zero);
        let misaligned = self.emit_val(ctx, |ctx| {
            mir::IntCmpOp::new(ctx, IntPred::Ne, i8_ty, low_bits, zero)
        });
        let aligned_entry = self.new_block(ctx, vec![]);
        let general_entry = self.new_block(ctx, vec![]);
        self.emit(ctx, |ctx| {
            mir::CondBrOp::new(ctx, misaligned, general_entry, aligned_entry)
        });
        let entry_values = self.values.clone();
        let entry_id = f.blocks[0].id;
        self.aligned = candidates;
        self.blocks.insert(entry_id, aligned_entry);
        self.convert_body(ctx, true)?;
        self.values = entry_values;
        self.blocks.insert(entry_id, general_entry);
        self.convert_body(ctx, false)
    }

    /// Creates the non-entry blocks and converts every block; in `aligned` mode, accesses
    /// whose alignment the entry proved are natural.
    fn convert_body(&mut self, ctx: &mut Context, aligned: bool) -> Result<()> {
        let f = self.f;
        self.aligned_mode = aligned;
        for b in f.blocks.iter().skip(1) {
            let mut tys = Vec::new();
            for p in &b.params {
                let t = f
                    .value_type(*p)
                    .ok_or_else(|| self.err(format!("{p} has no type")))?;
                tys.push(self.ty(ctx, t)?);
            }
            let block = self.new_block(ctx, tys);
            for (k, p) in b.params.iter().enumerate() {
                let arg = block.deref(ctx).get_argument(k);
                self.values.insert(*p, arg);
            }
            self.blocks.insert(b.id, block);
        }
        for b in &f.blocks {
            self.cur = self.blocks[&b.id];
            for inst in &b.insts {
                let canon = self.nan.operands_to_canonicalize(&inst.op, &inst.results);
                // A merge canonicalizes; what observes the bits rebuilds (nan_canon.rs).
                let rebuild = !matches!(inst.op, LoweredOp::Select { .. });
                let saved = self.canonicalize(ctx, &canon, rebuild)?;
                self.convert_op(ctx, &inst.op, &inst.results)?;
                self.values.extend(saved);
            }
            let canon = self.nan.terminator_operands_to_canonicalize(f, &b.term);
            let rebuild = self.nan.rebuilds_into(b.id, &b.term);
            let saved = self.canonicalize(ctx, &canon, rebuild)?;
            self.convert_terminator(ctx, &b.term)?;
            self.values.extend(saved);
        }
        Ok(())
    }

    /// Emits a NaN canonicalization of each value, or where `rebuild` allows and `nan_canon`
    /// rebuilds it, the NaN x86 computes; maps the value to it for the one use being
    /// converted and returns the mappings to restore after that use.
    fn canonicalize(
        &mut self,
        ctx: &mut Context,
        vs: &[lowered_ir::Value],
        rebuild: bool,
    ) -> Result<Vec<(lowered_ir::Value, Value)>> {
        let mut saved = Vec::with_capacity(vs.len());
        for v in vs {
            let old = self.val(*v)?;
            let canon = if rebuild && self.nan.rebuilds(*v) {
                self.rebuild_nan(ctx, *v)?
            } else {
                self.canonical(ctx, *v)?
            };
            self.values.insert(*v, canon);
            saved.push((*v, old));
        }
        Ok(saved)
    }

    /// `v` with a NaN replaced by the canonical NaN of the sign `nan_canon` gives it.
    fn canonical(&self, ctx: &mut Context, v: lowered_ir::Value) -> Result<Value> {
        let old = self.val(v)?;
        let ty = pliron::r#type::Typed::get_type(&old, ctx);
        let kind = match self.nan.sign(v) {
            Some(NanSign::Fresh) => FloatUnKind::CanonicalizeNegative,
            Some(NanSign::Negated) => FloatUnKind::CanonicalizePositive,
            Some(NanSign::Kept) | None => FloatUnKind::Canonicalize,
        };
        Ok(self.emit_val(ctx, |ctx| mir::FloatUnOp::new(ctx, kind, ty, old)))
    }

    /// `v` (a `Propagated` value) with a NaN replaced by the NaN x86 computes, rebuilt from
    /// the values `v` was computed from by their rules (`nan_canon::NanRule`) in a block that
    /// runs only when `v` is a NaN; the common path is one compare and a branch.
    fn rebuild_nan(&mut self, ctx: &mut Context, v: lowered_ir::Value) -> Result<Value> {
        let old = self.val(v)?;
        let ty = pliron::r#type::Typed::get_type(&old, ctx);
        let is_nan = self.is_nan(ctx, old);
        let rebuild = self.new_block(ctx, vec![]);
        let join = self.new_block(ctx, vec![ty]);
        let keep = self.edge_block(ctx, join, vec![old]);
        self.emit(ctx, |ctx| mir::CondBrOp::new(ctx, is_nan, rebuild, keep));
        self.cur = rebuild;
        let bits = self.x86_nan(ctx, v, &mut HashMap::new())?;
        self.emit(ctx, |ctx| mir::BrOp::new(ctx, join, vec![bits]));
        self.cur = join;
        let joined = join.deref(ctx).get_argument(0);
        // Opaque, so that LLVM cannot turn a mask of these bits into `fabs` (attributes.rs).
        Ok(self.emit_val(ctx, |ctx| {
            mir::FloatUnOp::new(ctx, FloatUnKind::Opaque, ty, joined)
        }))
    }

    /// `x != x`: whether `x` is a NaN (an `i8`).
    fn is_nan(&self, ctx: &mut Context, x: Value) -> Value {
        let i8_ty = mir::int_type(ctx, 8);
        self.emit_val(ctx, |ctx| {
            mir::FloatCmpOp::new(ctx, FloatPred::Ne, i8_ty, x, x)
        })
    }

    /// The NaN x86 computes for `v` where `v` is one (any value where it is not).
    fn x86_nan(
        &self,
        ctx: &mut Context,
        v: lowered_ir::Value,
        memo: &mut HashMap<lowered_ir::Value, Value>,
    ) -> Result<Value> {
        if let Some(x) = memo.get(&v) {
            return Ok(*x);
        }
        let x = match self.nan.class(v) {
            NanClass::Propagated if self.nan.rebuilds(v) => {
                let rule = self
                    .nan
                    .rule(v)
                    .ok_or_else(|| self.err(format!("{v} has no NaN rule to rebuild")))?;
                let old = self.val(v)?;
                let ty = pliron::r#type::Typed::get_type(&old, ctx);
                self.rule_nan(ctx, rule, ty, memo)?
            }
            NanClass::Computed(_) | NanClass::Propagated => self.canonical(ctx, v)?,
            NanClass::Neutral | NanClass::Exact => self.val(v)?,
        };
        memo.insert(v, x);
        Ok(x)
    }

    /// The NaN of type `ty` that `rule` makes from its operands' x86 NaNs.
    fn rule_nan(
        &self,
        ctx: &mut Context,
        rule: NanRule,
        ty: TypeHandle,
        memo: &mut HashMap<lowered_ir::Value, Value>,
    ) -> Result<Value> {
        let width = if ty == FP64Type::get(ctx).into() {
            64
        } else {
            32
        };
        let sign = 1u64 << (width - 1);
        Ok(match rule {
            NanRule::FirstNan(ops) => {
                let (default, quiet) = x86_default_nan(width);
                let mut acc = self.int_const(ctx, width, default);
                let quiet = self.int_const(ctx, width, quiet);
                for o in ops.into_iter().flatten().rev() {
                    let gpu = self.val(o)?;
                    let is_nan = self.is_nan(ctx, gpu);
                    let x = self.x86_nan(ctx, o, memo)?;
                    let xb = self.float_bits(ctx, x, width);
                    let q = self.ibin(ctx, IntBinKind::Or, xb, quiet);
                    acc = self.emit_val(ctx, |ctx| mir::SelectOp::new(ctx, is_nan, q, acc));
                }
                self.conv_to(ctx, ConvKind::Bitcast, ty, acc)
            }
            NanRule::Neg(a) | NanRule::Abs(a) => {
                let x = self.x86_nan(ctx, a, memo)?;
                let xb = self.float_bits(ctx, x, width);
                let r = if matches!(rule, NanRule::Neg(_)) {
                    let m = self.int_const(ctx, width, sign);
                    self.ibin(ctx, IntBinKind::Xor, xb, m)
                } else {
                    let m = self.int_const(ctx, width, !sign);
                    self.ibin(ctx, IntBinKind::And, xb, m)
                };
                self.conv_to(ctx, ConvKind::Bitcast, ty, r)
            }
            NanRule::Copysign(a, b) => {
                let x = self.x86_nan(ctx, a, memo)?;
                let y = self.x86_nan(ctx, b, memo)?;
                let (xb, yb) = (
                    self.float_bits(ctx, x, width),
                    self.float_bits(ctx, y, width),
                );
                let (keep, take) = (
                    self.int_const(ctx, width, !sign),
                    self.int_const(ctx, width, sign),
                );
                let mag = self.ibin(ctx, IntBinKind::And, xb, keep);
                let sgn = self.ibin(ctx, IntBinKind::And, yb, take);
                let r = self.ibin(ctx, IntBinKind::Or, mag, sgn);
                self.conv_to(ctx, ConvKind::Bitcast, ty, r)
            }
            NanRule::Promote(a) => {
                // sign << 32 | exponent all ones, quiet | payload << 29 (as the interpreter).
                let x = self.x86_nan(ctx, a, memo)?;
                let n = self.float_bits(ctx, x, 32);
                let i64_ty = mir::int_type(ctx, 64);
                let w = self.conv_to(ctx, ConvKind::Uextend, i64_ty, n);
                let r = self.move_nan_fields(ctx, w, IntBinKind::Shl, 0x7ff8_0000_0000_0000);
                self.conv_to(ctx, ConvKind::Bitcast, ty, r)
            }
            NanRule::Demote(a) => {
                // sign | exponent all ones, quiet | the payload's top 23 bits.
                let x = self.x86_nan(ctx, a, memo)?;
                let n = self.float_bits(ctx, x, 64);
                let r = self.move_nan_fields(ctx, n, IntBinKind::ShrU, 0x7fc0_0000);
                let i32_ty = mir::int_type(ctx, 32);
                let r = self.conv_to(ctx, ConvKind::Ireduce, i32_ty, r);
                self.conv_to(ctx, ConvKind::Bitcast, ty, r)
            }
            NanRule::Select {
                cond,
                if_true,
                if_false,
            } => {
                let c = self.val(cond)?;
                let t = self.x86_nan(ctx, if_true, memo)?;
                let e = self.x86_nan(ctx, if_false, memo)?;
                self.emit_val(ctx, |ctx| mir::SelectOp::new(ctx, c, t, e))
            }
        })
    }

    /// A NaN's sign and payload moved between `f32` and `f64` in an `i64`, with the exponent
    /// and quiet bit `top` set: `shift` `Shl` widens (the `f32` fields masked, then moved up),
    /// `ShrU` narrows (moved down, then masked to the `f32` fields).
    fn move_nan_fields(&self, ctx: &mut Context, w: Value, shift: IntBinKind, top: u64) -> Value {
        let (s32, s29) = (self.int_const(ctx, 64, 32), self.int_const(ctx, 64, 29));
        let (sm, pm) = (
            self.int_const(ctx, 64, 0x8000_0000),
            self.int_const(ctx, 64, 0x007f_ffff),
        );
        let field = |s: &Self, ctx: &mut Context, mask: Value, by: Value| {
            if shift == IntBinKind::Shl {
                let m = s.ibin(ctx, IntBinKind::And, w, mask);
                s.ibin(ctx, IntBinKind::Shl, m, by)
            } else {
                let m = s.ibin(ctx, IntBinKind::ShrU, w, by);
                s.ibin(ctx, IntBinKind::And, m, mask)
            }
        };
        let sign = field(self, ctx, sm, s32);
        let payload = field(self, ctx, pm, s29);
        let e = self.int_const(ctx, 64, top);
        let r = self.ibin(ctx, IntBinKind::Or, sign, payload);
        self.ibin(ctx, IntBinKind::Or, r, e)
    }

    /// The bits of float `x` as an integer of `width` bits.
    fn float_bits(&self, ctx: &mut Context, x: Value, width: u32) -> Value {
        let t = mir::int_type(ctx, width);
        self.conv_to(ctx, ConvKind::Bitcast, t, x)
    }

    /// The distinct (parameter, offset, size) whose alignment decides the accesses of the body,
    /// when every access wider than a byte has an entry parameter as its witness (see
    /// [`Self::alignment_witness`]); otherwise none. Frame accesses are private and need no
    /// test.
    fn alignment_candidates(&self) -> Vec<(lowered_ir::Value, u64, u32)> {
        let f = self.f;
        let params = &f.blocks[0].params;
        let mut out: Vec<(lowered_ir::Value, u64, u32)> = Vec::new();
        for i in f.blocks.iter().flat_map(|b| &b.insts) {
            let (addr, offset, size) = match &i.op {
                LoweredOp::Load {
                    mem_ty,
                    addr,
                    offset,
                    ..
                } => (*addr, *offset, mem_ty.bytes()),
                LoweredOp::Store {
                    mem_ty,
                    addr,
                    offset,
                    ..
                } => (*addr, *offset, mem_ty.bytes()),
                _ => continue,
            };
            if size < 2 || self.frame_offset(addr).is_some() {
                continue;
            }
            let w = self.alignment_witness(addr, size);
            if !params.contains(&w) {
                // An access the entry cannot decide would keep its slow path in the aligned
                // copy too: doubling the code would buy little, so do not version.
                return Vec::new();
            }
            let key = (w, u64::from(offset) % u64::from(size), size);
            if !out.contains(&key) {
                out.push(key);
            }
        }
        out
    }

    /// The recursion guard, at the end of the entry block's prologue (after its allocas):
    /// past [`STACK_GUARD_BUDGET`] bytes of stack this call traps with `CallStackExhausted`
    /// (reported to the caller through the flag, like any trap of a device function); the
    /// body starts in a new block. The stack's base is the flag, a slot of the kernel entry.
    fn stack_guard_test(&mut self, ctx: &mut Context) -> Result<()> {
        let flag = self
            .trap_flag
            .ok_or_else(|| self.err("a guarded device function without a trap flag"))?;
        let depth = self.emit_val(ctx, |ctx| mir::StackDepthOp::new(ctx, flag));
        let budget = self.int_const(ctx, 64, STACK_GUARD_BUDGET);
        let i8_ty = mir::int_type(ctx, 8);
        let deep = self.emit_val(ctx, |ctx| {
            mir::IntCmpOp::new(ctx, IntPred::GtU, i8_ty, depth, budget)
        });
        let exhausted = self.trap_block(ctx, TrapKind::CallStackExhausted);
        let body = self.new_block(ctx, vec![]);
        self.emit(ctx, |ctx| mir::CondBrOp::new(ctx, deep, exhausted, body));
        self.cur = body;
        self.blocks.insert(self.f.blocks[0].id, body);
        Ok(())
    }

    /// The shared block that raises `kind`.
    fn trap_block(&mut self, ctx: &mut Context, kind: TrapKind) -> Ptr<BasicBlock> {
        if let Some(b) = self.trap_blocks.get(&kind) {
            return *b;
        }
        let b = self.new_block(ctx, vec![]);
        if let (EntryForm::Device, Some(flag)) = (self.form, self.trap_flag) {
            // A device function reports the trap to its caller through the flag.
            let saved = std::mem::replace(&mut self.cur, b);
            let code = self.int_const(ctx, 32, u64::from(kind.code()));
            self.emit(ctx, |ctx| mir::StoreOp::new(ctx, code, flag, 4));
            self.return_zeros(ctx);
            self.cur = saved;
            self.trap_blocks.insert(kind, b);
            return b;
        }
        match self.map {
            Some(map) => {
                // Map mode: the trap code goes to traps[i] and the thread ends.
                let saved = std::mem::replace(&mut self.cur, b);
                let code = self.int_const(ctx, 32, u64::from(kind.code()));
                self.emit(ctx, |ctx| mir::StoreOp::new(ctx, code, map.trap, 4));
                self.emit(ctx, |ctx| mir::ReturnOp::new(ctx, vec![]));
                self.cur = saved;
            }
            None => mir::TrapOp::new(ctx, trap_attr(kind))
                .get_operation()
                .insert_at_back(b, ctx),
        }
        self.trap_blocks.insert(kind, b);
        b
    }

    /// The shared block that ends the thread (map mode) or the device function with `code`
    /// ([`MAP_HOST_CALL_CODE`], [`MAP_TABLE_ROOM_CODE`]): the host must run the call.
    fn host_call_block(&mut self, ctx: &mut Context, code: u32) -> Result<Ptr<BasicBlock>> {
        if let Some(b) = self.host_blocks.get(&code) {
            return Ok(*b);
        }
        let to = match (self.form, self.trap_flag, self.map) {
            (EntryForm::Device, Some(flag), _) => flag,
            (EntryForm::Map, _, Some(map)) => map.trap,
            _ => return Err(self.err("a call the host must run outside map mode")),
        };
        let b = self.new_block(ctx, vec![]);
        let saved = std::mem::replace(&mut self.cur, b);
        let value = self.int_const(ctx, 32, u64::from(code));
        self.emit(ctx, |ctx| mir::StoreOp::new(ctx, value, to, 4));
        if self.form == EntryForm::Device {
            self.return_zeros(ctx);
        } else {
            self.emit(ctx, |ctx| mir::ReturnOp::new(ctx, vec![]));
        }
        self.cur = saved;
        self.host_blocks.insert(code, b);
        Ok(b)
    }

    /// A loaded `raw` value widened to `ty` as `extend` says.
    fn extend_loaded(
        &mut self,
        ctx: &mut Context,
        raw: Value,
        extend: LoadExtend,
        ty: LoweredType,
    ) -> Result<Value> {
        let kind = match extend {
            LoadExtend::None => return Ok(raw),
            LoadExtend::Zero => ConvKind::Uextend,
            LoadExtend::Sign => ConvKind::Sextend,
        };
        let to = self.ty(ctx, ty)?;
        Ok(self.emit_val(ctx, |ctx| mir::ConvOp::new(ctx, kind, to, raw)))
    }

    /// `value` narrowed to the memory type of a store.
    fn stored_value(
        &mut self,
        ctx: &mut Context,
        value: lowered_ir::Value,
        mem_ty: LoweredType,
    ) -> Result<Value> {
        let v = self.val(value)?;
        let vt = self
            .f
            .value_type(value)
            .ok_or_else(|| self.err(format!("{value} has no type")))?;
        if vt == mem_ty {
            return Ok(v);
        }
        let to = self.ty(ctx, mem_ty)?;
        Ok(self.emit_val(ctx, |ctx| mir::ConvOp::new(ctx, ConvKind::Ireduce, to, v)))
    }

    /// The frame offset of `v`, when it is a stack-frame address.
    fn frame_offset(&self, v: lowered_ir::Value) -> Option<i64> {
        self.frame
            .as_ref()
            .and_then(|fr| fr.addresses.get(&v).copied())
    }

    /// The thread-private pointer for frame byte `offset` and the alignment it may assume.
    fn frame_slot(&mut self, ctx: &mut Context, offset: i64) -> Result<(Value, u32)> {
        match &self.frame_storage {
            Some(FrameStorage::Slots(ptrs)) => ptrs
                .get(&offset)
                .map(|p| (*p, 16))
                .ok_or_else(|| self.err(format!("no frame slot at offset {offset}"))),
            Some(FrameStorage::Bytes(base)) => {
                let base = *base;
                let off = self.int_const(ctx, 64, offset as u64);
                let ptr = self.emit_val(ctx, |ctx| mir::PtrAddOp::new(ctx, base, off));
                Ok((ptr, 1))
            }
            None => Err(self.err("frame access without frame storage")),
        }
    }

    /// Traps with `memory_out_of_bounds` unless `zext(addr) + zext(len) <= mem_len`; returns
    /// `(zext(addr), zext(len))`.
    fn check_range(&mut self, ctx: &mut Context, addr: Value, len: Value) -> (Value, Value) {
        let i64_ty = mir::int_type(ctx, 64);
        let a = self.emit_val(ctx, |ctx| {
            mir::ConvOp::new(ctx, ConvKind::Uextend, i64_ty, addr)
        });
        let n = self.emit_val(ctx, |ctx| {
            mir::ConvOp::new(ctx, ConvKind::Uextend, i64_ty, len)
        });
        let end = self.ibin(ctx, IntBinKind::Add, a, n);
        let i8_ty = mir::int_type(ctx, 8);
        let size = self.mem_size(ctx);
        let oob = self.emit_val(ctx, |ctx| {
            mir::IntCmpOp::new(ctx, IntPred::GtU, i8_ty, end, size)
        });
        self.trap_if(ctx, oob, TrapKind::MemoryOutOfBounds);
        (a, n)
    }

    /// A byte loop `for k in 0..n { body(k) }` (k an `i64`, counting up, or down from n-1 when
    /// `down`); continues after the loop.
    fn byte_loop(
        &mut self,
        ctx: &mut Context,
        n: Value,
        down: bool,
        body: &mut dyn FnMut(&mut Self, &mut Context, Value),
    ) {
        let i64_ty = mir::int_type(ctx, 64);
        let i8_ty = mir::int_type(ctx, 8);
        let header = self.new_block(ctx, vec![i64_ty]);
        let start = if down { n } else { self.int_const(ctx, 64, 0) };
        self.emit(ctx, |ctx| mir::BrOp::new(ctx, header, vec![start]));
        self.cur = header;
        let k = header.deref(ctx).get_argument(0);
        let zero = self.int_const(ctx, 64, 0);
        let more = if down {
            self.emit_val(ctx, |ctx| {
                mir::IntCmpOp::new(ctx, IntPred::GtU, i8_ty, k, zero)
            })
        } else {
            self.emit_val(ctx, |ctx| {
                mir::IntCmpOp::new(ctx, IntPred::LtU, i8_ty, k, n)
            })
        };
        let body_block = self.new_block(ctx, vec![]);
        let exit = self.new_block(ctx, vec![]);
        self.emit(ctx, |ctx| mir::CondBrOp::new(ctx, more, body_block, exit));
        self.cur = body_block;
        let one = self.int_const(ctx, 64, 1);
        let (index, next) = if down {
            let i = self.ibin(ctx, IntBinKind::Sub, k, one);
            (i, i)
        } else {
            (k, self.ibin(ctx, IntBinKind::Add, k, one))
        };
        body(self, ctx, index);
        self.emit(ctx, |ctx| mir::BrOp::new(ctx, header, vec![next]));
        self.cur = exit;
    }

    /// `memory.fill`: bounds first (no byte is written on a trap), then a byte loop.
    fn memory_fill(&mut self, ctx: &mut Context, dst: Value, value: Value, len: Value) {
        let (d, n) = self.check_range(ctx, dst, len);
        let i8_ty = mir::int_type(ctx, 8);
        let byte = self.emit_val(ctx, |ctx| {
            mir::ConvOp::new(ctx, ConvKind::Ireduce, i8_ty, value)
        });
        self.fill_elements(ctx, (self.mem, d, n), byte, 1);
    }

    /// Stores `value` (of `width` bytes: 1, or 8 for table entries) into elements `d` to
    /// `d + n` (`i64`s, counted in elements) from `base`.
    fn fill_elements(
        &mut self,
        ctx: &mut Context,
        (base, d, n): (Value, Value, Value),
        value: Value,
        width: u32,
    ) {
        self.byte_loop(ctx, n, false, &mut |cv, ctx, k| {
            let mut at = cv.ibin(ctx, IntBinKind::Add, d, k);
            if width != 1 {
                let w = cv.int_const(ctx, 64, u64::from(width));
                at = cv.ibin(ctx, IntBinKind::Mul, at, w);
            }
            let p = cv.emit_val(ctx, |ctx| mir::PtrAddOp::new(ctx, base, at));
            cv.emit(ctx, |ctx| mir::StoreOp::new(ctx, value, p, width));
        });
    }

    /// `memory.copy` with memmove semantics: both ranges checked first; then
    /// [`Converter::copy_bytes`].
    fn memory_copy(&mut self, ctx: &mut Context, dst: Value, src: Value, len: Value) {
        let (s, n) = self.check_range(ctx, src, len);
        let (d, _) = self.check_range(ctx, dst, len);
        self.copy_bytes(ctx, (self.mem, d), (self.mem, s), n, true);
    }

    /// Copies `n` bytes from `from + s` to `to + d` (offsets `i64`) as if through a buffer:
    /// forward between two memories, or within one (`same`) when `d <= s`; backward
    /// otherwise, so overlapping ranges copy correctly. When `d`, `s` and `n` are multiples
    /// of 4 (a row of floats), 4-byte words move instead of bytes: a quarter of the loads,
    /// stores and loop trips, and the same result, overlapping or not (the bases are
    /// 16-byte aligned: DESIGN.md section 4, the state window).
    fn copy_bytes(
        &mut self,
        ctx: &mut Context,
        (to, d): (Value, Value),
        (from, s): (Value, Value),
        n: Value,
        same: bool,
    ) {
        let ds = self.ibin(ctx, IntBinKind::Or, d, s);
        let all = self.ibin(ctx, IntBinKind::Or, ds, n);
        let (words, bytes, join) = self.split_on_alignment(ctx, all, 4, vec![]);
        self.cur = words;
        let two = self.int_const(ctx, 64, 2);
        let [d4, s4, n4] = [d, s, n].map(|x| self.ibin(ctx, IntBinKind::ShrU, x, two));
        self.copy_elements(ctx, ((to, d4), (from, s4), n4), same, 4);
        self.emit(ctx, |ctx| mir::BrOp::new(ctx, join, vec![]));
        self.cur = bytes;
        self.copy_elements(ctx, ((to, d), (from, s), n), same, 1);
        self.emit(ctx, |ctx| mir::BrOp::new(ctx, join, vec![]));
        self.cur = join;
    }

    /// [`Converter::copy_bytes`] for `n` elements of `width` bytes (1 or 4, or 8 for table
    /// entries), `d`, `s` and `n` counted in elements.
    fn copy_elements(
        &mut self,
        ctx: &mut Context,
        ((to, d), (from, s), n): ((Value, Value), (Value, Value), Value),
        same: bool,
        width: u32,
    ) {
        let i8_ty = mir::int_type(ctx, 8);
        let element = mir::int_type(ctx, 8 * width);
        let forward = if same {
            self.emit_val(ctx, |ctx| {
                mir::IntCmpOp::new(ctx, IntPred::LeU, i8_ty, d, s)
            })
        } else {
            self.int_const(ctx, 8, 1)
        };
        let fwd = self.new_block(ctx, vec![]);
        let bwd = self.new_block(ctx, vec![]);
        let join = self.new_block(ctx, vec![]);
        self.emit(ctx, |ctx| mir::CondBrOp::new(ctx, forward, fwd, bwd));
        let mut copy_one = |cv: &mut Self, ctx: &mut Context, k: Value| {
            let scaled = |cv: &mut Self, ctx: &mut Context, at: Value| {
                if width == 1 {
                    return at;
                }
                let w = cv.int_const(ctx, 64, u64::from(width));
                cv.ibin(ctx, IntBinKind::Mul, at, w)
            };
            let at_from = cv.ibin(ctx, IntBinKind::Add, s, k);
            let at_from = scaled(cv, ctx, at_from);
            let at_to = cv.ibin(ctx, IntBinKind::Add, d, k);
            let at_to = scaled(cv, ctx, at_to);
            let pf = cv.emit_val(ctx, |ctx| mir::PtrAddOp::new(ctx, from, at_from));
            let pt = cv.emit_val(ctx, |ctx| mir::PtrAddOp::new(ctx, to, at_to));
            let b = cv.emit_val(ctx, |ctx| mir::LoadOp::new(ctx, pf, element, width));
            cv.emit(ctx, |ctx| mir::StoreOp::new(ctx, b, pt, width));
        };
        for (block, down) in [(fwd, false), (bwd, true)] {
            self.cur = block;
            self.byte_loop(ctx, n, down, &mut copy_one);
            self.emit(ctx, |ctx| mir::BrOp::new(ctx, join, vec![]));
        }
        self.cur = join;
    }

    /// Returns zero values of the function's result types (a device function's trap path:
    /// the caller ignores them once it sees the flag).
    fn return_zeros(&mut self, ctx: &mut Context) {
        let mut zeros = Vec::new();
        for r in &self.f.signature.results {
            if let Some(ty) = mir_type(ctx, *r) {
                zeros.push(self.emit_val(ctx, |ctx| mir::ConstOp::new(ctx, ty, 0)));
            }
        }
        let zeros = self.pack_results(ctx, zeros);
        self.emit(ctx, |ctx| mir::ReturnOp::new(ctx, zeros));
    }

    /// A device function's several results as one aggregate; other returns unchanged.
    fn pack_results(&mut self, ctx: &mut Context, values: Vec<Value>) -> Vec<Value> {
        if self.form != EntryForm::Device || values.len() < 2 {
            return values;
        }
        let fields = self
            .f
            .signature
            .results
            .iter()
            .filter_map(|r| mir_type(ctx, *r))
            .collect();
        let ty: TypeHandle = StructType::get_unnamed(ctx, (fields, StructLayout::Unpacked)).into();
        vec![self.emit_val(ctx, |ctx| mir::PackOp::new(ctx, values, ty))]
    }

    /// `callee(args)`, then: if the callee trapped (its code is in the flag), this function traps
    /// with the same code (a device function passes it on by returning).
    fn call(
        &mut self,
        ctx: &mut Context,
        callee: u32,
        args: &[lowered_ir::Value],
    ) -> Result<Vec<Value>> {
        let target = self
            .link
            .callees
            .get(&callee)
            .cloned()
            .ok_or_else(|| self.err(format!("call of func{callee}, which was not lowered")))?;
        let flag = self
            .trap_flag
            .ok_or_else(|| self.err("a call without a trap flag"))?;
        let mut operands = vec![self.mem, self.mem_len, flag];
        for a in args {
            operands.push(self.val(*a)?);
        }
        let mut result_tys = Vec::new();
        for t in &target.results {
            result_tys.push(self.ty(ctx, *t)?);
        }
        let result_ty = match result_tys.as_slice() {
            [] => UnitType::get(ctx).into(),
            [t] => *t,
            // Several results come back as one aggregate.
            _ => StructType::get_unnamed(ctx, (result_tys.clone(), StructLayout::Unpacked)).into(),
        };
        let name = Identifier::try_from(target.symbol.as_str())
            .map_err(|_| self.err(format!("bad callee symbol `{}`", target.symbol)))?;
        let result = self.emit_val(ctx, |ctx| mir::CallOp::new(ctx, name, operands, result_ty));
        let i32_ty = mir::int_type(ctx, 32);
        let code = self.emit_val(ctx, |ctx| mir::LoadOp::new(ctx, flag, i32_ty, 4));
        let zero = self.int_const(ctx, 32, 0);
        let i8_ty = mir::int_type(ctx, 8);
        let trapped = self.emit_val(ctx, |ctx| {
            mir::IntCmpOp::new(ctx, IntPred::Ne, i8_ty, code, zero)
        });
        let propagate = self.new_block(ctx, vec![]);
        let cont = self.new_block(ctx, vec![]);
        self.emit(ctx, |ctx| mir::CondBrOp::new(ctx, trapped, propagate, cont));
        self.cur = propagate;
        if self.form == EntryForm::Device {
            self.return_zeros(ctx);
        } else if let Some(map) = self.map {
            // Map mode: the callee's code (a trap, or MAP_HOST_CALL_CODE) is the thread's.
            self.emit(ctx, |ctx| mir::StoreOp::new(ctx, code, map.trap, 4));
            self.emit(ctx, |ctx| mir::ReturnOp::new(ctx, vec![]));
        } else {
            // Re-raise by code: switch (code - 1) over the trap kinds in code order.
            let one = self.int_const(ctx, 32, 1);
            let index = self.ibin(ctx, IntBinKind::Sub, code, one);
            let mut cases = Vec::new();
            for kind in TrapKind::ALL {
                let t = self.trap_block(ctx, kind);
                cases.push(self.edge_block(ctx, t, vec![]));
            }
            let unreachable = self.trap_block(ctx, TrapKind::Unreachable);
            let default = self.edge_block(ctx, unreachable, vec![]);
            self.emit(ctx, |ctx| mir::SwitchOp::new(ctx, index, default, cases));
        }
        self.cur = cont;
        Ok(match result_tys.len() {
            0 => vec![],
            1 => vec![result],
            _ => {
                let mut values = Vec::new();
                for (k, ty) in result_tys.into_iter().enumerate() {
                    values.push(
                        self.emit_val(ctx, |ctx| mir::UnpackOp::new(ctx, result, k as u32, ty)),
                    );
                }
                values
            }
        })
    }

    /// Map-mode prologue in the entry block: `i = ctaid.x * ntid.x + tid.x`; threads with
    /// `i >= n` return; the others load their arguments from `args[i]`. Leaves `self.cur` at
    /// the block where the function body starts and returns the argument values.
    fn map_prologue(&mut self, ctx: &mut Context) -> Result<Vec<Value>> {
        let entry = self.cur;
        let (n, args, results, traps, globals) = {
            let e = entry.deref(ctx);
            (
                e.get_argument(2),
                e.get_argument(3),
                e.get_argument(4),
                e.get_argument(5),
                e.get_argument(6),
            )
        };
        let sreg =
            |s: &Self, ctx: &mut Context, r| s.emit_val(ctx, |ctx| nvvm::ReadSregOp::new(ctx, r));
        let ctaid = sreg(self, ctx, SpecialRegAttr::CtaidX);
        let ntid = sreg(self, ctx, SpecialRegAttr::NtidX);
        let tid = sreg(self, ctx, SpecialRegAttr::TidX);
        let base = self.ibin(ctx, IntBinKind::Mul, ctaid, ntid);
        let i = self.ibin(ctx, IntBinKind::Add, base, tid);
        let i8_ty = mir::int_type(ctx, 8);
        let done = self.emit_val(ctx, |ctx| {
            mir::IntCmpOp::new(ctx, IntPred::GeU, i8_ty, i, n)
        });
        let exit = self.new_block(ctx, vec![]);
        mir::ReturnOp::new(ctx, vec![])
            .get_operation()
            .insert_at_back(exit, ctx);
        let body = self.new_block(ctx, vec![]);
        self.emit(ctx, |ctx| mir::CondBrOp::new(ctx, done, exit, body));
        self.cur = body;
        let i64_ty = mir::int_type(ctx, 64);
        let wide = self.emit_val(ctx, |ctx| {
            mir::ConvOp::new(ctx, ConvKind::Uextend, i64_ty, i)
        });
        let slot = |count: usize| u64::from(MAP_SLOT_BYTES) * count as u64;
        let f = self.f;
        let (arg_slots, arg_count) = map_slot_offsets(&f.signature.params);
        let (_, res_count) = map_slot_offsets(&f.signature.results);
        let arg_stride = self.int_const(ctx, 64, slot(arg_count));
        let res_stride = self.int_const(ctx, 64, slot(res_count));
        let four = self.int_const(ctx, 64, 4);
        let arg_off = self.ibin(ctx, IntBinKind::Mul, wide, arg_stride);
        let res_off = self.ibin(ctx, IntBinKind::Mul, wide, res_stride);
        let trap_off = self.ibin(ctx, IntBinKind::Mul, wide, four);
        let my_args = self.emit_val(ctx, |ctx| mir::PtrAddOp::new(ctx, args, arg_off));
        let my_results = self.emit_val(ctx, |ctx| mir::PtrAddOp::new(ctx, results, res_off));
        let my_trap = self.emit_val(ctx, |ctx| mir::PtrAddOp::new(ctx, traps, trap_off));
        let mut values = Vec::new();
        for (p, k) in f.signature.params.iter().zip(arg_slots) {
            let ty = self.ty(ctx, *p)?;
            let off = self.int_const(ctx, 64, slot(k));
            let at = self.emit_val(ctx, |ctx| mir::PtrAddOp::new(ctx, my_args, off));
            let align = p.bytes().min(MAP_SLOT_BYTES);
            values.push(self.emit_val(ctx, |ctx| mir::LoadOp::new(ctx, at, ty, align)));
        }
        self.map = Some(MapThread {
            results: my_results,
            trap: my_trap,
            globals,
        });
        Ok(values)
    }

    /// A fresh block whose only op is `mir.br target(args)`: the single-edge successor that
    /// `mir.cond_br` and `mir.switch` require.
    fn edge_block(
        &self,
        ctx: &mut Context,
        target: Ptr<BasicBlock>,
        args: Vec<Value>,
    ) -> Ptr<BasicBlock> {
        let b = self.new_block(ctx, vec![]);
        mir::BrOp::new(ctx, target, args)
            .get_operation()
            .insert_at_back(b, ctx);
        b
    }

    /// The `mir` block and argument values of a LoweredOp branch target.
    fn target(&self, call: &BlockCall) -> Result<(Ptr<BasicBlock>, Vec<Value>)> {
        let target = *self
            .blocks
            .get(&call.block)
            .ok_or_else(|| self.err(format!("branch to unknown {}", call.block)))?;
        let args = call
            .args
            .iter()
            .map(|a| self.val(*a))
            .collect::<Result<Vec<_>>>()?;
        Ok((target, args))
    }

    fn edge_for(&self, ctx: &mut Context, call: &BlockCall) -> Result<Ptr<BasicBlock>> {
        let (target, args) = self.target(call)?;
        Ok(self.edge_block(ctx, target, args))
    }

    /// Ends the current block with `if cond != 0 { trap kind }` and continues in a new block.
    fn trap_if(&mut self, ctx: &mut Context, cond: Value, kind: TrapKind) {
        let trap = self.trap_block(ctx, kind);
        let to_trap = self.edge_block(ctx, trap, vec![]);
        let cont = self.new_block(ctx, vec![]);
        self.emit(ctx, |ctx| mir::CondBrOp::new(ctx, cond, to_trap, cont));
        self.cur = cont;
    }

    /// `v` as an `i64`: zero-extended from a narrower integer (a memory32 address), itself
    /// when it is one already (a memory64 address).
    fn zext64(&self, ctx: &mut Context, v: Value) -> Value {
        let i64_ty = mir::int_type(ctx, 64);
        if pliron::r#type::Typed::get_type(&v, ctx) == i64_ty {
            return v;
        }
        self.emit_val(ctx, |ctx| {
            mir::ConvOp::new(ctx, ConvKind::Uextend, i64_ty, v)
        })
    }

    /// `zext(addr) + offset` as an `i64` (a memory64 address as it is).
    fn effective_address(&self, ctx: &mut Context, addr: Value, offset: u64) -> Value {
        let wide = self.zext64(ctx, addr);
        if offset == 0 {
            return wide;
        }
        let off = self.int_const(ctx, 64, offset);
        self.ibin(ctx, IntBinKind::Add, wide, off)
    }

    fn convert_op(
        &mut self,
        ctx: &mut Context,
        op: &LoweredOp,
        results: &[lowered_ir::Value],
    ) -> Result<()> {
        let result_ty = |s: &Self, ctx: &mut Context| -> Result<TypeHandle> {
            let r = results
                .first()
                .ok_or_else(|| s.err("op without its result"))?;
            let t =
                s.f.value_type(*r)
                    .ok_or_else(|| s.err(format!("{r} has no type")))?;
            s.ty(ctx, t)
        };
        let value = match op {
            LoweredOp::IConst { bits, .. } | LoweredOp::FConst { bits, .. } => {
                let ty = result_ty(self, ctx)?;
                Some(self.emit_val(ctx, |ctx| mir::ConstOp::new(ctx, ty, *bits)))
            }
            LoweredOp::IntBin { op, lhs, rhs } => {
                let ty = result_ty(self, ctx)?;
                let (a, b) = (self.val(*lhs)?, self.val(*rhs)?);
                Some(self.emit_val(ctx, |ctx| mir::IntBinOp::new(ctx, int_bin(*op), ty, a, b)))
            }
            LoweredOp::IntUn { op, arg } => {
                let ty = result_ty(self, ctx)?;
                let a = self.val(*arg)?;
                Some(self.emit_val(ctx, |ctx| mir::IntUnOp::new(ctx, int_un(*op), ty, a)))
            }
            LoweredOp::IntCmp { op, lhs, rhs } => {
                let ty = result_ty(self, ctx)?;
                let (a, b) = (self.val(*lhs)?, self.val(*rhs)?);
                Some(self.emit_val(ctx, |ctx| mir::IntCmpOp::new(ctx, int_pred(*op), ty, a, b)))
            }
            LoweredOp::FloatBin { op, lhs, rhs } => {
                let ty = result_ty(self, ctx)?;
                let (a, b) = (self.val(*lhs)?, self.val(*rhs)?);
                Some(self.emit_val(ctx, |ctx| {
                    mir::FloatBinOp::new(ctx, float_bin(*op), ty, a, b)
                }))
            }
            LoweredOp::FloatUn { op, arg } => {
                let ty = result_ty(self, ctx)?;
                let a = self.val(*arg)?;
                Some(self.emit_val(ctx, |ctx| mir::FloatUnOp::new(ctx, float_un(*op), ty, a)))
            }
            LoweredOp::FloatCmp { op, lhs, rhs } => {
                let ty = result_ty(self, ctx)?;
                let (a, b) = (self.val(*lhs)?, self.val(*rhs)?);
                Some(self.emit_val(ctx, |ctx| {
                    mir::FloatCmpOp::new(ctx, float_pred(*op), ty, a, b)
                }))
            }
            LoweredOp::Convert { op, arg, to } => {
                let ty = self.ty(ctx, *to)?;
                let mut a = self.val(*arg)?;
                // A float's bits read as an integer go through an opaque `mov` first: LLVM
                // turns `bits(x) & 0x7fffffff` read back as a float into `fabs(x)` (and an
                // `xor` of the sign into `fneg`), which the GPU computes as `abs.f32`, whose
                // NaN is its own (musl's `tanhf` takes `|x|` so; a NaN `x` then came back
                // as `0x7fffffff`).
                let from_float = self.f.value_type(*arg).is_some_and(|t| t.is_float());
                if *op == ConvOp::Bitcast && from_float && !to.is_float() {
                    let from = pliron::r#type::Typed::get_type(&a, ctx);
                    a = self.emit_val(ctx, |ctx| {
                        mir::FloatUnOp::new(ctx, FloatUnKind::Opaque, from, a)
                    });
                }
                Some(self.emit_val(ctx, |ctx| mir::ConvOp::new(ctx, conv(*op), ty, a)))
            }
            LoweredOp::Select {
                cond,
                if_true,
                if_false,
            } => {
                let (c, t, e) = (self.val(*cond)?, self.val(*if_true)?, self.val(*if_false)?);
                Some(self.emit_val(ctx, |ctx| mir::SelectOp::new(ctx, c, t, e)))
            }
            LoweredOp::TrapIf { cond, kind } => {
                let c = self.val(*cond)?;
                self.trap_if(ctx, c, *kind);
                None
            }
            LoweredOp::BoundsCheck { addr, .. } if self.frame_offset(*addr).is_some() => {
                // Frame accesses are proven inside the frame (frame.rs): nothing to check.
                None
            }
            LoweredOp::Load {
                ty,
                mem_ty,
                extend,
                addr,
                offset,
            } if self.frame_offset(*addr).is_some() => {
                let at = self.frame_offset(*addr).unwrap_or(0) + i64::from(*offset);
                let (ptr, align) = self.frame_slot(ctx, at)?;
                let t = self.ty(ctx, *mem_ty)?;
                let raw = self.emit_val(ctx, |ctx| {
                    mir::LoadOp::new(ctx, ptr, t, align.min(mem_ty.bytes()))
                });
                Some(self.extend_loaded(ctx, raw, *extend, *ty)?)
            }
            LoweredOp::Store {
                mem_ty,
                value,
                addr,
                offset,
            } if self.frame_offset(*addr).is_some() => {
                let at = self.frame_offset(*addr).unwrap_or(0) + i64::from(*offset);
                let (ptr, align) = self.frame_slot(ctx, at)?;
                let v = self.stored_value(ctx, *value, *mem_ty)?;
                let align = align.min(mem_ty.bytes());
                self.emit(ctx, |ctx| mir::StoreOp::new(ctx, v, ptr, align));
                None
            }
            LoweredOp::BoundsCheck { addr, offset, size } => {
                let a = self.val(*addr)?;
                let end = self.effective_address(ctx, a, u64::from(*offset) + u64::from(*size));
                let i8_ty = mir::int_type(ctx, 8);
                let len = self.mem_size(ctx);
                let mut oob = self.emit_val(ctx, |ctx| {
                    mir::IntCmpOp::new(ctx, IntPred::GtU, i8_ty, end, len)
                });
                if self.f.value_type(*addr) == Some(LoweredType::I64) {
                    // A memory64 address near 2^64 wraps `end`: past the length is enough
                    // (below it, adding the small offset and size cannot wrap).
                    let past = self.emit_val(ctx, |ctx| {
                        mir::IntCmpOp::new(ctx, IntPred::GtU, i8_ty, a, len)
                    });
                    oob = self.ibin(ctx, IntBinKind::Or, oob, past);
                }
                self.trap_if(ctx, oob, TrapKind::MemoryOutOfBounds);
                None
            }
            LoweredOp::Load {
                ty,
                mem_ty,
                extend,
                addr,
                offset,
            } => {
                let access = self.access(*addr, *offset, *mem_ty)?;
                let raw = self.load(ctx, access, *mem_ty)?;
                Some(self.extend_loaded(ctx, raw, *extend, *ty)?)
            }
            LoweredOp::Store {
                mem_ty,
                value,
                addr,
                offset,
            } => {
                let access = self.access(*addr, *offset, *mem_ty)?;
                let v = self.stored_value(ctx, *value, *mem_ty)?;
                self.store(ctx, access, *mem_ty, v)?;
                None
            }
            LoweredOp::AtomicAdd {
                mem_ty,
                value,
                addr,
                offset,
            } => {
                let access = self.access(*addr, *offset, *mem_ty)?;
                let v = self.val(*value)?;
                self.atomic_add(ctx, access, *mem_ty, v);
                None
            }
            LoweredOp::MemoryLength => Some(self.mem_size(ctx)),
            LoweredOp::MemorySize { page_log2 } => Some(self.memory_pages(ctx, *page_log2)),
            LoweredOp::GlobalGet { index, ty } => {
                let slot = *self
                    .slots
                    .get(index)
                    .ok_or_else(|| self.err(format!("global g{index} has no slot")))?;
                let t = self.ty(ctx, *ty)?;
                Some(self.emit_val(ctx, |ctx| mir::LoadOp::new(ctx, slot, t, ty.bytes())))
            }
            LoweredOp::GlobalSet { index, value } => {
                let slot = *self
                    .slots
                    .get(index)
                    .ok_or_else(|| self.err(format!("global g{index} has no slot")))?;
                let v = self.val(*value)?;
                let align = self.f.value_type(*value).map(|t| t.bytes()).unwrap_or(1);
                self.emit(ctx, |ctx| mir::StoreOp::new(ctx, v, slot, align));
                None
            }
            LoweredOp::ReadSpecialReg { reg } => {
                Some(self.emit_val(ctx, |ctx| nvvm::ReadSregOp::new(ctx, sreg(*reg))))
            }
            LoweredOp::Barrier => {
                self.emit(ctx, nvvm::BarrierOp::new);
                None
            }
            LoweredOp::MemoryFill { dst, value, len } => {
                let (d, v, n) = (self.val(*dst)?, self.val(*value)?, self.val(*len)?);
                self.memory_fill(ctx, d, v, n);
                None
            }
            LoweredOp::MemoryCopy { dst, src, len } => {
                let (d, s, n) = (self.val(*dst)?, self.val(*src)?, self.val(*len)?);
                self.memory_copy(ctx, d, s, n);
                None
            }
            LoweredOp::Instance { op, args } if op.name().starts_with("mem_") => {
                let args = args
                    .iter()
                    .map(|a| self.val(*a))
                    .collect::<Result<Vec<_>>>()?;
                let result = results.first().and_then(|r| self.f.value_type(*r));
                self.memory_op(ctx, *op, &args, result)?
            }
            LoweredOp::Instance { op, args } => {
                let args = args
                    .iter()
                    .map(|a| self.val(*a))
                    .collect::<Result<Vec<_>>>()?;
                self.table_op(ctx, *op, &args)?
            }
            LoweredOp::MemoryGrow { delta, page_log2 } if self.link.growable => {
                let d = self.val(*delta)?;
                Some(self.memory_grow(ctx, d, *page_log2))
            }
            // A kernel's memory is the allocation its launch gets: growing by 0 pages answers
            // the size, anything more fails (-1), which wasm allows.
            LoweredOp::MemoryGrow { delta, page_log2 } => {
                let d = self.val(*delta)?;
                Some(self.fixed_memory_grow(ctx, d, *page_log2))
            }
            LoweredOp::CallRef {
                type_index,
                callee,
                args,
            } => {
                let handle = self.val(*callee)?;
                let values = self.call_ref(ctx, *type_index, handle, args, results)?;
                for (r, v) in results.iter().zip(values) {
                    self.values.insert(*r, v);
                }
                return Ok(());
            }
            LoweredOp::CallIndirect {
                table,
                type_index,
                callee,
                args,
            } => {
                let index = self.val(*callee)?;
                let values =
                    self.call_indirect(ctx, (*table, *type_index), index, args, results)?;
                for (r, v) in results.iter().zip(values) {
                    self.values.insert(*r, v);
                }
                return Ok(());
            }
            LoweredOp::Call { callee, args } => {
                let values = self.call(ctx, *callee, args)?;
                if values.len() != results.len() {
                    return Err(self.err("call result count does not match"));
                }
                for (r, v) in results.iter().zip(values) {
                    self.values.insert(*r, v);
                }
                return Ok(());
            }
            LoweredOp::VConst { .. }
            | LoweredOp::VBin { .. }
            | LoweredOp::VUn { .. }
            | LoweredOp::VIntCmp { .. }
            | LoweredOp::VFloatCmp { .. }
            | LoweredOp::VTest { .. }
            | LoweredOp::Splat { .. }
            | LoweredOp::ExtractLane { .. }
            | LoweredOp::InsertLane { .. }
            | LoweredOp::Shuffle { .. }
            | LoweredOp::Bitselect { .. }
            | LoweredOp::VFma { .. } => Some(self.vector_op(ctx, op)?),
        };
        match (value, results) {
            (Some(v), [r]) => {
                self.values.insert(*r, v);
                Ok(())
            }
            (None, []) => Ok(()),
            _ => Err(self.err("op result count does not match")),
        }
    }

    /// A linear-memory load of `ty` at `zext(addr) + offset`, with the alignment test.
    fn load(&mut self, ctx: &mut Context, access: Access, ty: LoweredType) -> Result<Value> {
        let Access {
            addr,
            witness,
            proved,
            offset,
        } = access;
        let t = self.ty(ctx, ty)?;
        let ea = self.effective_address(ctx, addr, offset);
        let ptr = self.emit_val(ctx, |ctx| mir::PtrAddOp::new(ctx, self.mem, ea));
        let size = ty.bytes();
        if size == 1 || proved {
            return Ok(self.emit_val(ctx, |ctx| mir::LoadOp::new(ctx, ptr, t, size)));
        }
        let aligned_if = self.alignment_address(ctx, addr, witness, ea, offset);
        let (fast, slow, join) = self.split_on_alignment(ctx, aligned_if, size, vec![t]);
        self.cur = fast;
        let v = self.emit_val(ctx, |ctx| mir::LoadOp::new(ctx, ptr, t, size));
        self.emit(ctx, |ctx| mir::BrOp::new(ctx, join, vec![v]));
        // Slow path: little-endian assembly of single bytes.
        self.cur = slow;
        let wide = mir::int_type(ctx, size * 8);
        let i8_ty = mir::int_type(ctx, 8);
        let mut acc: Option<Value> = None;
        for k in 0..size {
            let kc = self.int_const(ctx, 64, u64::from(k));
            let pk = self.emit_val(ctx, |ctx| mir::PtrAddOp::new(ctx, ptr, kc));
            let byte = self.emit_val(ctx, |ctx| mir::LoadOp::new(ctx, pk, i8_ty, 1));
            let z = self.emit_val(ctx, |ctx| {
                mir::ConvOp::new(ctx, ConvKind::Uextend, wide, byte)
            });
            let part = if k == 0 {
                z
            } else {
                let sh = self.int_const(ctx, size * 8, u64::from(8 * k));
                self.ibin(ctx, IntBinKind::Shl, z, sh)
            };
            acc = Some(match acc {
                None => part,
                Some(a) => self.ibin(ctx, IntBinKind::Or, a, part),
            });
        }
        let mut bits = acc.ok_or_else(|| self.err("empty access"))?;
        if ty.is_float() {
            bits = self.emit_val(ctx, |ctx| mir::ConvOp::new(ctx, ConvKind::Bitcast, t, bits));
        }
        self.emit(ctx, |ctx| mir::BrOp::new(ctx, join, vec![bits]));
        self.cur = join;
        Ok(join.deref(ctx).get_argument(0))
    }

    /// A linear-memory store of `value` (of type `ty`) at `zext(addr) + offset`.
    fn store(
        &mut self,
        ctx: &mut Context,
        access: Access,
        ty: LoweredType,
        value: Value,
    ) -> Result<()> {
        let Access {
            addr,
            witness,
            proved,
            offset,
        } = access;
        let ea = self.effective_address(ctx, addr, offset);
        let ptr = self.emit_val(ctx, |ctx| mir::PtrAddOp::new(ctx, self.mem, ea));
        let size = ty.bytes();
        if size == 1 || proved {
            self.emit(ctx, |ctx| mir::StoreOp::new(ctx, value, ptr, size));
            return Ok(());
        }
        let aligned_if = self.alignment_address(ctx, addr, witness, ea, offset);
        let (fast, slow, join) = self.split_on_alignment(ctx, aligned_if, size, vec![]);
        self.cur = fast;
        self.emit(ctx, |ctx| mir::StoreOp::new(ctx, value, ptr, size));
        self.emit(ctx, |ctx| mir::BrOp::new(ctx, join, vec![]));
        self.cur = slow;
        let wide = mir::int_type(ctx, size * 8);
        let i8_ty = mir::int_type(ctx, 8);
        let bits = if ty.is_float() {
            self.emit_val(ctx, |ctx| {
                mir::ConvOp::new(ctx, ConvKind::Bitcast, wide, value)
            })
        } else {
            value
        };
        for k in 0..size {
            let shifted = if k == 0 {
                bits
            } else {
                let sh = self.int_const(ctx, size * 8, u64::from(8 * k));
                self.ibin(ctx, IntBinKind::ShrU, bits, sh)
            };
            let byte = self.emit_val(ctx, |ctx| {
                mir::ConvOp::new(ctx, ConvKind::Ireduce, i8_ty, shifted)
            });
            let kc = self.int_const(ctx, 64, u64::from(k));
            let pk = self.emit_val(ctx, |ctx| mir::PtrAddOp::new(ctx, ptr, kc));
            self.emit(ctx, |ctx| mir::StoreOp::new(ctx, byte, pk, 1));
        }
        self.emit(ctx, |ctx| mir::BrOp::new(ctx, join, vec![]));
        self.cur = join;
        Ok(())
    }

    /// `atomic_add` at `access`: GPU atomics need natural alignment, so where the entry did
    /// not prove it a misaligned address traps with `read_conflict` (not a wasm trap: the
    /// loop reruns on the CPU, which adds in order).
    fn atomic_add(&mut self, ctx: &mut Context, access: Access, ty: LoweredType, value: Value) {
        let Access {
            addr,
            witness,
            proved,
            offset,
        } = access;
        let ea = self.effective_address(ctx, addr, offset);
        let ptr = self.emit_val(ctx, |ctx| mir::PtrAddOp::new(ctx, self.mem, ea));
        if !proved {
            let at = self.alignment_address(ctx, addr, witness, ea, offset);
            let misaligned = self.misaligned(ctx, at, ty.bytes());
            self.trap_if(ctx, misaligned, TrapKind::ReadConflict);
        }
        self.emit(ctx, |ctx| mir::AtomicAddOp::new(ctx, value, ptr));
    }

    /// A value `w` with `addr == w (mod size)`, as far back along the address arithmetic as
    /// can be seen: `base + k` where `k` is a known multiple of `size` (a constant, a shift by
    /// at least log2(size), a product with such a factor, a sum of such) has the alignment of
    /// `base`. Wasm addresses wrap at 2^32, which `size` divides, so the residue survives. With
    /// `w` a kernel parameter, every access through it tests the same value: LLVM merges the
    /// tests, and hoists and unswitches them out of loops.
    fn alignment_witness(&self, addr: lowered_ir::Value, size: u32) -> lowered_ir::Value {
        self.witness_at(addr, size, 4)
    }

    /// [`Self::alignment_witness`] looking through at most `depth` block parameters: a
    /// parameter whose every incoming value is either itself plus a multiple of `size` (a
    /// pointer bumped by a stride) or one common witness has that witness.
    fn witness_at(&self, addr: lowered_ir::Value, size: u32, depth: u32) -> lowered_ir::Value {
        let v = self.strip_multiples(addr, size);
        let Some(incoming) = self.incoming.get(&v).filter(|_| depth > 0) else {
            return v;
        };
        let mut common: Option<lowered_ir::Value> = None;
        for u in incoming {
            let w = self.strip_multiples(*u, size);
            if w == v {
                continue; // v + k * size around a loop
            }
            let w = self.witness_at(w, size, depth - 1);
            match common {
                None => common = Some(w),
                Some(c) if c == w => {}
                Some(_) => return v,
            }
        }
        common.unwrap_or(v)
    }

    /// `addr` with added known multiples of `size` removed.
    fn strip_multiples(&self, addr: lowered_ir::Value, size: u32) -> lowered_ir::Value {
        let mut v = addr;
        for _ in 0..64 {
            match self.defs.get(&v) {
                Some(LoweredOp::IntBin {
                    op: IntBinOp::Add,
                    lhs,
                    rhs,
                }) => {
                    if self.multiple_of(*rhs, size, 8) {
                        v = *lhs;
                    } else if self.multiple_of(*lhs, size, 8) {
                        v = *rhs;
                    } else {
                        break;
                    }
                }
                _ => break,
            }
        }
        v
    }

    /// The address, alignment witness and proof of a `mem_ty` access at `addr + offset`.
    fn access(&self, addr: lowered_ir::Value, offset: u32, mem_ty: LoweredType) -> Result<Access> {
        let witness = self.alignment_witness(addr, mem_ty.bytes());
        Ok(Access {
            addr: self.val(addr)?,
            witness: self.val(witness)?,
            proved: self.proved_aligned(witness, offset, mem_ty.bytes()),
            offset: u64::from(offset),
        })
    }

    /// Whether, in the aligned copy, the entry proved this access aligned.
    fn proved_aligned(&self, witness: lowered_ir::Value, offset: u32, size: u32) -> bool {
        self.natural
            || self.aligned_mode
                && self
                    .aligned
                    .contains(&(witness, u64::from(offset) % u64::from(size), size))
    }

    /// Whether `v` is a known multiple of `size` (a power of two), looking `depth` ops back.
    fn multiple_of(&self, v: lowered_ir::Value, size: u32, depth: u32) -> bool {
        let size = u64::from(size);
        let Some(op) = self.defs.get(&v).filter(|_| depth > 0) else {
            return false;
        };
        let constant = |x: &lowered_ir::Value| match self.defs.get(x) {
            Some(LoweredOp::IConst { bits, .. }) => Some(*bits),
            _ => None,
        };
        match op {
            LoweredOp::IConst { bits, .. } => bits.is_multiple_of(size),
            LoweredOp::IntBin {
                op: IntBinOp::Shl,
                rhs,
                ..
            } => {
                // The amount is taken modulo the width (32 for wasm addresses).
                constant(rhs).is_some_and(|c| (1u64 << (c & 31)).is_multiple_of(size))
            }
            LoweredOp::IntBin {
                op: IntBinOp::Mul,
                lhs,
                rhs,
            } => {
                self.multiple_of(*lhs, size as u32, depth - 1)
                    || self.multiple_of(*rhs, size as u32, depth - 1)
            }
            LoweredOp::IntBin {
                op: IntBinOp::Add | IntBinOp::Sub,
                lhs,
                rhs,
            } => {
                self.multiple_of(*lhs, size as u32, depth - 1)
                    && self.multiple_of(*rhs, size as u32, depth - 1)
            }
            _ => false,
        }
    }

    /// The 64-bit value whose low bits decide an access's alignment: `ea` itself, or
    /// `zext(witness) + offset` when the witness analysis found a simpler value.
    fn alignment_address(
        &self,
        ctx: &mut Context,
        addr: Value,
        witness: Value,
        ea: Value,
        offset: u64,
    ) -> Value {
        if witness == addr {
            return ea;
        }
        self.effective_address(ctx, witness, offset)
    }

    /// `ea % size != 0` (`size` a power of two), as an `i8` flag.
    fn misaligned(&mut self, ctx: &mut Context, ea: Value, size: u32) -> Value {
        let mask = self.int_const(ctx, 64, u64::from(size - 1));
        let low = self.ibin(ctx, IntBinKind::And, ea, mask);
        let zero = self.int_const(ctx, 64, 0);
        let i8_ty = mir::int_type(ctx, 8);
        self.emit_val(ctx, |ctx| {
            mir::IntCmpOp::new(ctx, IntPred::Ne, i8_ty, low, zero)
        })
    }

    /// Ends the current block with a branch on `ea % size != 0`; returns (aligned block,
    /// misaligned block, join block with `join_args`).
    fn split_on_alignment(
        &mut self,
        ctx: &mut Context,
        ea: Value,
        size: u32,
        join_args: Vec<TypeHandle>,
    ) -> (Ptr<BasicBlock>, Ptr<BasicBlock>, Ptr<BasicBlock>) {
        let misaligned = self.misaligned(ctx, ea, size);
        let fast = self.new_block(ctx, vec![]);
        let slow = self.new_block(ctx, vec![]);
        let join = self.new_block(ctx, join_args);
        self.emit(ctx, |ctx| mir::CondBrOp::new(ctx, misaligned, slow, fast));
        (fast, slow, join)
    }

    fn convert_terminator(&mut self, ctx: &mut Context, term: &Terminator) -> Result<()> {
        match (term, self.tail_entries) {
            (
                Terminator::ReturnCallIndirect {
                    table,
                    type_index,
                    callee,
                    args,
                },
                Some(entries),
            ) => {
                let index = self.val(*callee)?;
                let handle = self.table_handle(ctx, *table, index)?;
                self.dispatch_jump(
                    ctx,
                    handle,
                    (*type_index, TrapKind::UninitializedElement),
                    args,
                    entries,
                )?;
                return Ok(());
            }
            (
                Terminator::ReturnCallRef {
                    type_index,
                    callee,
                    args,
                },
                Some(entries),
            ) => {
                let handle = self.val(*callee)?;
                self.dispatch_jump(
                    ctx,
                    handle,
                    (*type_index, TrapKind::NullFunctionReference),
                    args,
                    entries,
                )?;
                return Ok(());
            }
            _ => {}
        }
        match term {
            Terminator::ReturnCall { .. }
            | Terminator::ReturnCallIndirect { .. }
            | Terminator::ReturnCallRef { .. } => {
                return Err(CompileError::Unsupported {
                    func: self.f.name.clone(),
                    op: "return_call (tail calls)".into(),
                    reason: "kernels have no tail calls".into(),
                });
            }
            Terminator::Jump(call) => {
                let (target, args) = self.target(call)?;
                self.emit(ctx, |ctx| mir::BrOp::new(ctx, target, args));
            }
            Terminator::Branch {
                cond,
                then_dest,
                else_dest,
            } => {
                let c = self.val(*cond)?;
                let t = self.edge_for(ctx, then_dest)?;
                let e = self.edge_for(ctx, else_dest)?;
                self.emit(ctx, |ctx| mir::CondBrOp::new(ctx, c, t, e));
            }
            Terminator::BrTable {
                index,
                default,
                targets,
            } => {
                let i = self.val(*index)?;
                let d = self.edge_for(ctx, default)?;
                let cases = targets
                    .iter()
                    .map(|t| self.edge_for(ctx, t))
                    .collect::<Result<Vec<_>>>()?;
                self.emit(ctx, |ctx| mir::SwitchOp::new(ctx, i, d, cases));
            }
            Terminator::Return { values } => {
                let vs = values
                    .iter()
                    .map(|v| self.val(*v))
                    .collect::<Result<Vec<_>>>()?;
                match self.map {
                    Some(map) => {
                        // Map mode: results[i] gets the values, traps[i] gets 0.
                        let (res_slots, _) = map_slot_offsets(&self.f.signature.results);
                        for ((v, lv), k) in vs.iter().zip(values).zip(res_slots) {
                            let off = self.int_const(ctx, 64, u64::from(MAP_SLOT_BYTES) * k as u64);
                            let at =
                                self.emit_val(ctx, |ctx| mir::PtrAddOp::new(ctx, map.results, off));
                            let align = self
                                .f
                                .value_type(*lv)
                                .map(|t| t.bytes().min(MAP_SLOT_BYTES))
                                .unwrap_or(1);
                            let v = *v;
                            self.emit(ctx, |ctx| mir::StoreOp::new(ctx, v, at, align));
                        }
                        let zero = self.int_const(ctx, 32, 0);
                        self.emit(ctx, |ctx| mir::StoreOp::new(ctx, zero, map.trap, 4));
                        self.emit(ctx, |ctx| mir::ReturnOp::new(ctx, vec![]));
                    }
                    None => {
                        let vs = self.pack_results(ctx, vs);
                        self.emit(ctx, |ctx| mir::ReturnOp::new(ctx, vs));
                    }
                }
            }
            Terminator::Trap { kind } => {
                if self.map.is_some() || self.form == EntryForm::Device {
                    let trap = self.trap_block(ctx, *kind);
                    self.emit(ctx, |ctx| mir::BrOp::new(ctx, trap, vec![]));
                } else {
                    self.emit(ctx, |ctx| mir::TrapOp::new(ctx, trap_attr(*kind)));
                }
            }
        }
        Ok(())
    }
}

/// For each block parameter, the values every branch passes to it.
fn incoming_values(f: &LoweredFunction) -> HashMap<lowered_ir::Value, Vec<lowered_ir::Value>> {
    let params: HashMap<BlockId, &Vec<lowered_ir::Value>> =
        f.blocks.iter().map(|b| (b.id, &b.params)).collect();
    let mut out: HashMap<lowered_ir::Value, Vec<lowered_ir::Value>> = HashMap::new();
    for b in &f.blocks {
        for call in b.term.successors() {
            if let Some(ps) = params.get(&call.block) {
                for (p, a) in ps.iter().zip(&call.args) {
                    out.entry(*p).or_default().push(*a);
                }
            }
        }
    }
    out
}

fn trap_attr(kind: TrapKind) -> TrapKindAttr {
    match kind {
        TrapKind::Unreachable => TrapKindAttr::Unreachable,
        TrapKind::MemoryOutOfBounds => TrapKindAttr::MemoryOutOfBounds,
        TrapKind::IntegerDivideByZero => TrapKindAttr::IntegerDivideByZero,
        TrapKind::IntegerOverflow => TrapKindAttr::IntegerOverflow,
        TrapKind::InvalidConversionToInteger => TrapKindAttr::InvalidConversionToInteger,
        TrapKind::TableOutOfBounds => TrapKindAttr::TableOutOfBounds,
        TrapKind::UndefinedElement => TrapKindAttr::UndefinedElement,
        TrapKind::UninitializedElement => TrapKindAttr::UninitializedElement,
        TrapKind::IndirectCallTypeMismatch => TrapKindAttr::IndirectCallTypeMismatch,
        TrapKind::NullReference => TrapKindAttr::NullReference,
        TrapKind::NullFunctionReference => TrapKindAttr::NullFunctionReference,
        TrapKind::CallStackExhausted => TrapKindAttr::CallStackExhausted,
        TrapKind::ReadConflict => TrapKindAttr::ReadConflict,
    }
}

/// x86's default NaN of `width` bits (the canonical NaN with the sign set, `0xffc00000`)
/// and the quiet bit: what x86's NaNs are built from where kernels rebuild them.
fn x86_default_nan(width: u32) -> (u64, u64) {
    if width == 64 {
        (0xfff8_0000_0000_0000, 1 << 51)
    } else {
        (0xffc0_0000, 1 << 22)
    }
}

fn int_bin(op: IntBinOp) -> IntBinKind {
    use IntBinKind as K;
    match op {
        IntBinOp::Add => K::Add,
        IntBinOp::Sub => K::Sub,
        IntBinOp::Mul => K::Mul,
        IntBinOp::DivS => K::DivS,
        IntBinOp::DivU => K::DivU,
        IntBinOp::RemS => K::RemS,
        IntBinOp::RemU => K::RemU,
        IntBinOp::And => K::And,
        IntBinOp::Or => K::Or,
        IntBinOp::Xor => K::Xor,
        IntBinOp::Shl => K::Shl,
        IntBinOp::ShrS => K::ShrS,
        IntBinOp::ShrU => K::ShrU,
        IntBinOp::Rotl => K::Rotl,
        IntBinOp::Rotr => K::Rotr,
    }
}

fn int_un(op: IntUnOp) -> IntUnKind {
    match op {
        IntUnOp::Clz => IntUnKind::Clz,
        IntUnOp::Ctz => IntUnKind::Ctz,
        IntUnOp::Popcnt => IntUnKind::Popcnt,
        IntUnOp::Neg => IntUnKind::Neg,
    }
}

fn int_pred(op: IntCmpOp) -> IntPred {
    use IntPred as P;
    match op {
        IntCmpOp::Eq => P::Eq,
        IntCmpOp::Ne => P::Ne,
        IntCmpOp::LtS => P::LtS,
        IntCmpOp::LtU => P::LtU,
        IntCmpOp::GtS => P::GtS,
        IntCmpOp::GtU => P::GtU,
        IntCmpOp::LeS => P::LeS,
        IntCmpOp::LeU => P::LeU,
        IntCmpOp::GeS => P::GeS,
        IntCmpOp::GeU => P::GeU,
    }
}

fn float_bin(op: FloatBinOp) -> FloatBinKind {
    use FloatBinKind as K;
    match op {
        FloatBinOp::Add => K::Add,
        FloatBinOp::Sub => K::Sub,
        FloatBinOp::Mul => K::Mul,
        FloatBinOp::Div => K::Div,
        FloatBinOp::Min => K::Min,
        FloatBinOp::Max => K::Max,
        FloatBinOp::Copysign => K::Copysign,
    }
}

fn float_un(op: FloatUnOp) -> FloatUnKind {
    use FloatUnKind as K;
    match op {
        FloatUnOp::Neg => K::Neg,
        FloatUnOp::Abs => K::Abs,
        FloatUnOp::Sqrt => K::Sqrt,
        FloatUnOp::Ceil => K::Ceil,
        FloatUnOp::Floor => K::Floor,
        FloatUnOp::Trunc => K::Trunc,
        FloatUnOp::Nearest => K::Nearest,
    }
}

fn float_pred(op: FloatCmpOp) -> FloatPred {
    match op {
        FloatCmpOp::Eq => FloatPred::Eq,
        FloatCmpOp::Ne => FloatPred::Ne,
        FloatCmpOp::Lt => FloatPred::Lt,
        FloatCmpOp::Gt => FloatPred::Gt,
        FloatCmpOp::Le => FloatPred::Le,
        FloatCmpOp::Ge => FloatPred::Ge,
    }
}

fn conv(op: ConvOp) -> ConvKind {
    use ConvKind as K;
    match op {
        ConvOp::Uextend => K::Uextend,
        ConvOp::Sextend => K::Sextend,
        ConvOp::Ireduce => K::Ireduce,
        ConvOp::Bitcast => K::Bitcast,
        ConvOp::FPromote => K::FPromote,
        ConvOp::FDemote => K::FDemote,
        ConvOp::FToSint => K::FToSint,
        ConvOp::FToUint => K::FToUint,
        ConvOp::FToSintSat => K::FToSintSat,
        ConvOp::FToUintSat => K::FToUintSat,
        ConvOp::SintToF => K::SintToF,
        ConvOp::UintToF => K::UintToF,
    }
}

fn sreg(reg: SpecialReg) -> SpecialRegAttr {
    use SpecialRegAttr as S;
    match reg {
        SpecialReg::ThreadIdxX => S::TidX,
        SpecialReg::ThreadIdxY => S::TidY,
        SpecialReg::ThreadIdxZ => S::TidZ,
        SpecialReg::BlockIdxX => S::CtaidX,
        SpecialReg::BlockIdxY => S::CtaidY,
        SpecialReg::BlockIdxZ => S::CtaidZ,
        SpecialReg::BlockDimX => S::NtidX,
        SpecialReg::BlockDimY => S::NtidY,
        SpecialReg::BlockDimZ => S::NtidZ,
        SpecialReg::GridDimX => S::NctaidX,
        SpecialReg::GridDimY => S::NctaidY,
        SpecialReg::GridDimZ => S::NctaidZ,
    }
}
