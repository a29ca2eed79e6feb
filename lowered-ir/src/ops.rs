//! The operations of the LoweredOp IR.
//!
//! Every operation has exact WebAssembly semantics (docs/SEMANTICS.md). Traps are never
//! implicit: an op that can trap in wasm (division, float-to-int truncation, a memory access)
//! is preceded by an explicit check op ([`LoweredOp::TrapIf`], [`LoweredOp::BoundsCheck`]),
//! so the ops here are total functions once their checks have passed. This module defines
//! the data only; printing, parsing, verifying and interpreting live in their own modules.

use crate::types::LoweredType;
use crate::Value;

/// A trap WebAssembly can raise. The numeric codes are the ones the kernel writes to the
/// `__tensor_wasm_trap` global (docs/ABI.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TrapKind {
    Unreachable = 1,
    MemoryOutOfBounds = 2,
    IntegerDivideByZero = 3,
    IntegerOverflow = 4,
    InvalidConversionToInteger = 5,
    /// An element segment written past the end of its table at instantiation.
    TableOutOfBounds = 6,
    /// `call_indirect` with an index at or past the table's size.
    UndefinedElement = 7,
    /// `call_indirect` of a null table entry.
    UninitializedElement = 8,
    /// `call_indirect` of a function whose type is not the one the call names.
    IndirectCallTypeMismatch = 9,
    /// `ref.as_non_null` (or a cast) of a null reference.
    NullReference = 10,
    /// `call_ref` of a null function reference.
    NullFunctionReference = 11,
    /// A device function's call went deeper than its stack allows (the recursion guard of
    /// converted code; the interpreter reports exhaustion as its own error instead).
    CallStackExhausted = 12,
    /// Not a wasm trap: a kernel's gathered read met the bytes its launch writes (an
    /// auto-mode check, `outline::add_read_checks`); the loop reruns on the CPU, where wasm
    /// runs it in order. Never reported as a trap of the program.
    ReadConflict = 13,
}

impl TrapKind {
    pub const ALL: [TrapKind; 13] = [
        TrapKind::Unreachable,
        TrapKind::MemoryOutOfBounds,
        TrapKind::IntegerDivideByZero,
        TrapKind::IntegerOverflow,
        TrapKind::InvalidConversionToInteger,
        TrapKind::TableOutOfBounds,
        TrapKind::UndefinedElement,
        TrapKind::UninitializedElement,
        TrapKind::IndirectCallTypeMismatch,
        TrapKind::NullReference,
        TrapKind::NullFunctionReference,
        TrapKind::CallStackExhausted,
        TrapKind::ReadConflict,
    ];

    /// The code written to the trap global.
    pub fn code(self) -> u32 {
        self as u32
    }

    pub fn from_code(code: u32) -> Option<TrapKind> {
        TrapKind::ALL.into_iter().find(|k| k.code() == code)
    }

    /// The text-format name, also the spec suite's wording without spaces.
    pub fn name(self) -> &'static str {
        match self {
            TrapKind::Unreachable => "unreachable",
            TrapKind::MemoryOutOfBounds => "memory_out_of_bounds",
            TrapKind::IntegerDivideByZero => "integer_divide_by_zero",
            TrapKind::IntegerOverflow => "integer_overflow",
            TrapKind::InvalidConversionToInteger => "invalid_conversion_to_integer",
            TrapKind::TableOutOfBounds => "table_out_of_bounds",
            TrapKind::UndefinedElement => "undefined_element",
            TrapKind::UninitializedElement => "uninitialized_element",
            TrapKind::IndirectCallTypeMismatch => "indirect_call_type_mismatch",
            TrapKind::NullReference => "null_reference",
            TrapKind::NullFunctionReference => "null_function_reference",
            TrapKind::CallStackExhausted => "call_stack_exhausted",
            TrapKind::ReadConflict => "read_conflict",
        }
    }

    pub fn from_name(name: &str) -> Option<TrapKind> {
        TrapKind::ALL.into_iter().find(|k| k.name() == name)
    }

    /// The message the WebAssembly spec tests use for this trap.
    pub fn spec_message(self) -> &'static str {
        match self {
            TrapKind::Unreachable => "unreachable",
            TrapKind::MemoryOutOfBounds => "out of bounds memory access",
            TrapKind::IntegerDivideByZero => "integer divide by zero",
            TrapKind::IntegerOverflow => "integer overflow",
            TrapKind::InvalidConversionToInteger => "invalid conversion to integer",
            TrapKind::TableOutOfBounds => "out of bounds table access",
            TrapKind::UndefinedElement => "undefined element",
            TrapKind::UninitializedElement => "uninitialized element",
            TrapKind::IndirectCallTypeMismatch => "indirect call type mismatch",
            TrapKind::NullReference => "null reference",
            TrapKind::NullFunctionReference => "null function reference",
            TrapKind::CallStackExhausted => "call stack exhausted",
            TrapKind::ReadConflict => "read conflict",
        }
    }
}

/// An operation on instance state the interpreter reaches through its resolver: tables,
/// passive segments, and every memory but memory 0 (multi-memory). Operands are `i32`s
/// (read unsigned), `i64` addresses, stored values and references (`i64`, see
/// [`InstanceOp::operand_types`]); a reference is `0` for null, or a handle: a function
/// index plus one for `funcref`, a host value plus one for `externref` (docs/SEMANTICS.md).
///
/// Memory 0 is the interpreter's own slice and the kernels' memory, reached by `load`,
/// `store` and the `memory_*` ops that every pass understands. Other memories stay behind
/// these opaque ops, so no pass can mistake one memory's bytes for another's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum InstanceOp {
    /// `table.size`: the table's length (no operands, one `i32` result).
    TableSize { table: u32 },
    /// `table.copy (dst, src, len)` from table `src_table` to `dst_table`, as if through a
    /// buffer; `table_out_of_bounds` unless both ranges fit.
    TableCopy { dst_table: u32, src_table: u32 },
    /// `table.init (dst, src, len)` from element segment `segment`; `table_out_of_bounds`
    /// unless both ranges fit (a dropped segment has length 0).
    TableInit { table: u32, segment: u32 },
    /// `elem.drop`: element segment `segment` becomes empty.
    ElemDrop { segment: u32 },
    /// `memory.init (dst, src, len)` from data segment `segment`; `memory_out_of_bounds`
    /// unless both ranges fit (a dropped segment has length 0).
    MemoryInit { segment: u32 },
    /// `data.drop`: data segment `segment` becomes empty.
    DataDrop { segment: u32 },
    /// `table.get (index)`: the reference in the entry; `table_out_of_bounds` past the end.
    TableGet { table: u32 },
    /// `table.set (index, ref)`; `table_out_of_bounds` past the end.
    TableSet { table: u32 },
    /// `table.grow (ref, delta)`: appends `delta` entries holding `ref`, giving the old
    /// size, or `-1` (all ones) where the table cannot grow that far.
    TableGrow { table: u32 },
    /// `table.fill (dst, ref, len)`; `table_out_of_bounds`, writing nothing, unless the
    /// range fits.
    TableFill { table: u32 },
    /// `load (addr)` from memory `memory`: `mem_ty` at `addr + offset` (an `i64`, the
    /// zero-extended wasm address), widened to `ty` by `extend`; `memory_out_of_bounds`
    /// unless it fits (computed without wrapping).
    MemLoad {
        memory: u32,
        ty: LoweredType,
        mem_ty: LoweredType,
        extend: LoadExtend,
        offset: u32,
    },
    /// `store (addr, value)` to memory `memory`: the low `mem_ty` bits of the `value_ty`
    /// value at `addr + offset`; `memory_out_of_bounds`, writing nothing, unless it fits.
    MemStore {
        memory: u32,
        value_ty: LoweredType,
        mem_ty: LoweredType,
        offset: u32,
    },
    /// `memory.size` of memory `memory`, in pages (`i32`).
    MemSize { memory: u32 },
    /// `memory.grow (delta)` of memory `memory`: the old size in pages, or `-1`, as
    /// [`LoweredOp::MemoryGrow`].
    MemGrow { memory: u32 },
    /// `memory.fill (dst, value, len)` of memory `memory`, as [`LoweredOp::MemoryFill`].
    MemFill { memory: u32 },
    /// `memory.copy (dst, src, len)` from memory `src_memory` to `dst_memory` (either may
    /// be memory 0), as [`LoweredOp::MemoryCopy`].
    MemCopy { dst_memory: u32, src_memory: u32 },
    /// `memory.init (dst, src, len)` of data segment `segment` into memory `memory`, as
    /// [`InstanceOp::MemoryInit`].
    MemInit { memory: u32, segment: u32 },
}

impl InstanceOp {
    /// The text-format name (`table_copy`, ...).
    pub fn name(self) -> &'static str {
        match self {
            InstanceOp::TableSize { .. } => "table_size",
            InstanceOp::TableCopy { .. } => "table_copy",
            InstanceOp::TableInit { .. } => "table_init",
            InstanceOp::ElemDrop { .. } => "elem_drop",
            InstanceOp::MemoryInit { .. } => "memory_init",
            InstanceOp::DataDrop { .. } => "data_drop",
            InstanceOp::TableGet { .. } => "table_get",
            InstanceOp::TableSet { .. } => "table_set",
            InstanceOp::TableGrow { .. } => "table_grow",
            InstanceOp::TableFill { .. } => "table_fill",
            InstanceOp::MemLoad { .. } => "mem_load",
            InstanceOp::MemStore { .. } => "mem_store",
            InstanceOp::MemSize { .. } => "mem_size",
            InstanceOp::MemGrow { .. } => "mem_grow",
            InstanceOp::MemFill { .. } => "mem_fill",
            InstanceOp::MemCopy { .. } => "mem_copy",
            InstanceOp::MemInit { .. } => "mem_init",
        }
    }

    /// The name as the text format writes it: `mem_load` and `mem_store` carry their
    /// memory type (`mem_load.ui8`, `mem_store.i16`), as `load` and `store` do.
    pub fn text_name(self) -> String {
        match self {
            InstanceOp::MemLoad { mem_ty, extend, .. } => {
                let ext = match extend {
                    LoadExtend::None => "",
                    LoadExtend::Zero => "u",
                    LoadExtend::Sign => "s",
                };
                format!("mem_load.{ext}{mem_ty}")
            }
            InstanceOp::MemStore { mem_ty, .. } => format!("mem_store.{mem_ty}"),
            _ => self.name().to_string(),
        }
    }

    /// Every name [`InstanceOp::name`] gives but `mem_load` and `mem_store` (whose text
    /// names carry a type).
    pub const NAMES: [&'static str; 15] = [
        "table_size",
        "table_copy",
        "table_init",
        "elem_drop",
        "memory_init",
        "data_drop",
        "table_get",
        "table_set",
        "table_grow",
        "table_fill",
        "mem_size",
        "mem_grow",
        "mem_fill",
        "mem_copy",
        "mem_init",
    ];

    /// The types of its operands, in order (references and other memories' addresses are
    /// `i64`).
    pub fn operand_types(self) -> Vec<LoweredType> {
        use LoweredType::{I32, I64};
        match self {
            InstanceOp::TableCopy { .. }
            | InstanceOp::TableInit { .. }
            | InstanceOp::MemoryInit { .. }
            | InstanceOp::MemFill { .. }
            | InstanceOp::MemCopy { .. }
            | InstanceOp::MemInit { .. } => vec![I32, I32, I32],
            InstanceOp::TableGet { .. } | InstanceOp::MemGrow { .. } => vec![I32],
            InstanceOp::TableSet { .. } => vec![I32, I64],
            InstanceOp::TableGrow { .. } => vec![I64, I32],
            InstanceOp::TableFill { .. } => vec![I32, I64, I32],
            InstanceOp::MemLoad { .. } => vec![I64],
            InstanceOp::MemStore { value_ty, .. } => vec![I64, value_ty],
            InstanceOp::TableSize { .. }
            | InstanceOp::ElemDrop { .. }
            | InstanceOp::DataDrop { .. }
            | InstanceOp::MemSize { .. } => vec![],
        }
    }

    /// How many operands it takes.
    pub fn arity(self) -> usize {
        self.operand_types().len()
    }

    /// The type of its result, if it has one.
    pub fn result_type(self) -> Option<LoweredType> {
        match self {
            InstanceOp::TableSize { .. }
            | InstanceOp::TableGrow { .. }
            | InstanceOp::MemSize { .. }
            | InstanceOp::MemGrow { .. } => Some(LoweredType::I32),
            InstanceOp::TableGet { .. } => Some(LoweredType::I64),
            InstanceOp::MemLoad { ty, .. } => Some(ty),
            _ => None,
        }
    }

    /// Whether it has a result.
    pub fn has_result(self) -> bool {
        self.result_type().is_some()
    }

    /// Its immediates as text: `table0`, `table1, table0`, `table0, elem2`, `data1`.
    pub fn immediates(self) -> String {
        match self {
            InstanceOp::TableSize { table }
            | InstanceOp::TableGet { table }
            | InstanceOp::TableSet { table }
            | InstanceOp::TableGrow { table }
            | InstanceOp::TableFill { table } => format!("table{table}"),
            InstanceOp::TableCopy {
                dst_table,
                src_table,
            } => format!("table{dst_table}, table{src_table}"),
            InstanceOp::TableInit { table, segment } => format!("table{table}, elem{segment}"),
            InstanceOp::ElemDrop { segment } => format!("elem{segment}"),
            InstanceOp::MemoryInit { segment } | InstanceOp::DataDrop { segment } => {
                format!("data{segment}")
            }
            InstanceOp::MemLoad { memory, offset, .. } => format!("mem{memory}, offset {offset}"),
            InstanceOp::MemStore {
                memory,
                value_ty,
                offset,
                ..
            } => format!("mem{memory}, {value_ty}, offset {offset}"),
            InstanceOp::MemSize { memory }
            | InstanceOp::MemGrow { memory }
            | InstanceOp::MemFill { memory } => format!("mem{memory}"),
            InstanceOp::MemCopy {
                dst_memory,
                src_memory,
            } => format!("mem{dst_memory}, mem{src_memory}"),
            InstanceOp::MemInit { memory, segment } => format!("mem{memory}, data{segment}"),
        }
    }
}

/// Defines an opcode enum with its text names in one table, so the mapping is visible at a
/// glance and printer and parser cannot disagree.
macro_rules! opcode_enum {
    ($(#[$meta:meta])* $name:ident { $($(#[$vmeta:meta])* $variant:ident => $text:literal,)* }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum $name { $($(#[$vmeta])* $variant,)* }
        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant,)*];
            pub fn name(self) -> &'static str {
                match self { $($name::$variant => $text,)* }
            }
            pub fn from_name(text: &str) -> Option<$name> {
                match text { $($text => Some($name::$variant),)* _ => None }
            }
        }
    };
}

mod vector;
pub use vector::{Shape, VecBinOp, VecTestOp, VecUnOp};

opcode_enum!(
    /// Two-operand integer operations; operands and result share one integer type.
    /// Arithmetic wraps; shift and rotate amounts are taken modulo the width; division and
    /// remainder are only defined after their `trap_if` checks (rem_s of MIN by -1 is 0).
    IntBinOp {
        Add => "iadd", Sub => "isub", Mul => "imul",
        DivS => "sdiv", DivU => "udiv", RemS => "srem", RemU => "urem",
        And => "band", Or => "bor", Xor => "bxor",
        Shl => "ishl", ShrS => "sshr", ShrU => "ushr", Rotl => "rotl", Rotr => "rotr",
    }
);

opcode_enum!(
    /// One-operand integer operations. `clz`/`ctz` of zero give the width.
    IntUnOp { Clz => "clz", Ctz => "ctz", Popcnt => "popcnt", Neg => "ineg", }
);

opcode_enum!(
    /// Integer comparisons; the result is an `i8` holding 0 or 1.
    IntCmpOp {
        Eq => "eq", Ne => "ne",
        LtS => "slt", LtU => "ult", GtS => "sgt", GtU => "ugt",
        LeS => "sle", LeU => "ule", GeS => "sge", GeU => "uge",
    }
);

impl IntCmpOp {
    /// The comparison true exactly where this one is false (`<` gives `>=`).
    pub fn negated(self) -> IntCmpOp {
        use IntCmpOp::*;
        match self {
            Eq => Ne,
            Ne => Eq,
            LtS => GeS,
            GeS => LtS,
            LtU => GeU,
            GeU => LtU,
            GtS => LeS,
            LeS => GtS,
            GtU => LeU,
            LeU => GtU,
        }
    }

    /// The same comparison with its operands exchanged (`a < b` is `b > a`).
    pub fn swapped(self) -> IntCmpOp {
        use IntCmpOp::*;
        match self {
            LtS => GtS,
            GtS => LtS,
            LtU => GtU,
            GtU => LtU,
            LeS => GeS,
            GeS => LeS,
            LeU => GeU,
            GeU => LeU,
            Eq => Eq,
            Ne => Ne,
        }
    }
}

opcode_enum!(
    /// Two-operand float operations, IEEE round-to-nearest, no fusion.
    /// `fmin`/`fmax` propagate NaN and order -0 below +0.
    FloatBinOp {
        Add => "fadd", Sub => "fsub", Mul => "fmul", Div => "fdiv",
        Min => "fmin", Max => "fmax", Copysign => "fcopysign",
    }
);

opcode_enum!(
    /// One-operand float operations. `fneg`/`fabs` act on the sign bit only.
    FloatUnOp {
        Neg => "fneg", Abs => "fabs", Sqrt => "sqrt",
        Ceil => "ceil", Floor => "floor", Trunc => "trunc", Nearest => "nearest",
    }
);

opcode_enum!(
    /// Float comparisons (ordered except `ne`, as in wasm); the result is an `i8`.
    FloatCmpOp { Eq => "feq", Ne => "fne", Lt => "flt", Gt => "fgt", Le => "fle", Ge => "fge", }
);

impl FloatCmpOp {
    /// The same comparison with its operands exchanged (`a < b` is `b > a`).
    pub fn swapped(self) -> FloatCmpOp {
        use FloatCmpOp::*;
        match self {
            Lt => Gt,
            Gt => Lt,
            Le => Ge,
            Ge => Le,
            Eq => Eq,
            Ne => Ne,
        }
    }
}

opcode_enum!(
    /// Conversions between types; the target type is carried by the op.
    ConvOp {
        /// Zero-extend a narrower integer.
        Uextend => "uextend",
        /// Sign-extend a narrower integer.
        Sextend => "sextend",
        /// Keep the low bits of a wider integer.
        Ireduce => "ireduce",
        /// Same-width reinterpretation.
        Bitcast => "bitcast",
        FPromote => "fpromote",
        FDemote => "fdemote",
        /// Float to signed int, only defined after its range `trap_if` checks.
        FToSint => "fcvt_to_sint",
        FToUint => "fcvt_to_uint",
        /// Saturating float to int, NaN to 0.
        FToSintSat => "fcvt_to_sint_sat",
        FToUintSat => "fcvt_to_uint_sat",
        SintToF => "fcvt_from_sint",
        UintToF => "fcvt_from_uint",
    }
);

opcode_enum!(
    /// The `wasi:cuda/device` position imports of kernel mode.
    SpecialReg {
        ThreadIdxX => "thread_idx_x", ThreadIdxY => "thread_idx_y", ThreadIdxZ => "thread_idx_z",
        BlockIdxX => "block_idx_x", BlockIdxY => "block_idx_y", BlockIdxZ => "block_idx_z",
        BlockDimX => "block_dim_x", BlockDimY => "block_dim_y", BlockDimZ => "block_dim_z",
        GridDimX => "grid_dim_x", GridDimY => "grid_dim_y", GridDimZ => "grid_dim_z",
    }
);

/// How a load widens the value it reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LoadExtend {
    /// The memory type is the result type.
    None,
    Zero,
    Sign,
}

/// A non-terminator operation. Its results are listed by the [`crate::Inst`] holding it.
#[derive(Clone, Debug, PartialEq)]
pub enum LoweredOp {
    /// An integer constant of `ty`; `bits` holds the value zero-extended to 64 bits.
    IConst {
        ty: LoweredType,
        bits: u64,
    },
    /// A float constant given by its exact bit pattern (NaN payloads included).
    FConst {
        ty: LoweredType,
        bits: u64,
    },
    IntBin {
        op: IntBinOp,
        lhs: Value,
        rhs: Value,
    },
    IntUn {
        op: IntUnOp,
        arg: Value,
    },
    IntCmp {
        op: IntCmpOp,
        lhs: Value,
        rhs: Value,
    },
    FloatBin {
        op: FloatBinOp,
        lhs: Value,
        rhs: Value,
    },
    FloatUn {
        op: FloatUnOp,
        arg: Value,
    },
    FloatCmp {
        op: FloatCmpOp,
        lhs: Value,
        rhs: Value,
    },
    Convert {
        op: ConvOp,
        arg: Value,
        to: LoweredType,
    },
    /// `cond != 0 ? if_true : if_false`.
    Select {
        cond: Value,
        if_true: Value,
        if_false: Value,
    },
    /// Traps with `kind` when `cond` (an integer) is non-zero.
    TrapIf {
        cond: Value,
        kind: TrapKind,
    },
    /// Traps with `memory_out_of_bounds` unless `zext(addr) + offset + size <= mem_len`
    /// (computed without wrapping). `addr` is an `i32`, or an `i64` for a 64-bit memory
    /// (memory64); `zext` of an `i64` is itself. The same holds for `load` and `store`.
    BoundsCheck {
        addr: Value,
        offset: u32,
        size: u32,
    },
    /// Reads `mem_ty` at linear-memory address `zext(addr) + offset` (little endian),
    /// widened to `ty` by `extend`. Only defined after a covering `bounds_check`.
    Load {
        ty: LoweredType,
        mem_ty: LoweredType,
        extend: LoadExtend,
        addr: Value,
        offset: u32,
    },
    /// Writes the low `mem_ty` bits of `value` at `zext(addr) + offset`.
    Store {
        mem_ty: LoweredType,
        value: Value,
        addr: Value,
        offset: u32,
    },
    /// Adds the low `mem_ty` bits of `value` (an integer) to the `mem_ty` integer at
    /// `zext(addr) + offset`, wrapping, as one indivisible step with respect to other
    /// threads. No wasm instruction lowers to it (wasm's atomics are rejected): auto mode
    /// puts it in kernels for a loop's `m[b] += d` at gathered addresses (a histogram), whose
    /// threads may add to one cell at once. Only defined after a covering `bounds_check`.
    AtomicAdd {
        mem_ty: LoweredType,
        value: Value,
        addr: Value,
        offset: u32,
    },
    /// The memory size in pages of `2^page_log2` bytes (64 KiB: 16; the custom-page-sizes
    /// proposal also allows 1 byte: 0), as an `i32`.
    MemorySize {
        page_log2: u8,
    },
    /// The memory length in bytes, as an `i64`: what `bounds_check` compares against. wasm
    /// has no such instruction; passes use it to test a whole range of accesses at once.
    MemoryLength,
    /// Reads wasm global `index` (a thread-private slot for mutable globals).
    GlobalGet {
        index: u32,
        ty: LoweredType,
    },
    /// Writes wasm global `index`.
    GlobalSet {
        index: u32,
        value: Value,
    },
    /// A kernel-mode position register (`i32`).
    ReadSpecialReg {
        reg: SpecialReg,
    },
    /// `sync_threads`: a barrier across the thread block.
    Barrier,
    /// A direct call of another function of the module (by wasm function index).
    Call {
        callee: u32,
        args: Vec<Value>,
    },
    /// An operation on tables or passive segments ([`InstanceOp`]), run by the interpreter's
    /// resolver; `args` has [`InstanceOp::arity`] `i32`s.
    Instance {
        op: InstanceOp,
        args: Vec<Value>,
    },
    /// wasm `memory.grow`: grows the memory by `delta` pages of `2^page_log2` bytes (`i32`,
    /// unsigned), new bytes zero, and gives the old size in pages; or `-1` (all ones),
    /// changing nothing, where the memory cannot grow that far (its maximum, what its holder
    /// allows: a memory fixed by the caller grows only by 0, or what an `i32` page count
    /// holds).
    MemoryGrow {
        delta: Value,
        page_log2: u8,
    },
    /// wasm `call_indirect`: calls the function in element `callee` (`i32`, unsigned) of
    /// table `table`, which must have wasm type `type_index` (structurally, as wasm 2.0
    /// compares function types). Traps `undefined_element` for an index at or past the
    /// table's size, `uninitialized_element` for a null entry and
    /// `indirect_call_type_mismatch` for another type, before any argument is passed. Its
    /// results are the function type's results.
    CallIndirect {
        table: u32,
        type_index: u32,
        callee: Value,
        args: Vec<Value>,
    },
    /// wasm `call_ref`: calls the function that `callee` (a function reference, an `i64`
    /// handle of [`crate::reference`]) names, whose wasm type is `type_index` (validation
    /// guarantees it). Traps `null_function_reference` for null, before any argument is
    /// passed.
    CallRef {
        type_index: u32,
        callee: Value,
        args: Vec<Value>,
    },
    /// wasm `memory.copy`: copies `len` bytes from `zext(src)` to `zext(dst)` (all three
    /// `i32`, read unsigned), as if through a temporary buffer, so overlapping ranges work.
    /// The op checks its own ranges: it traps with `memory_out_of_bounds`, before writing
    /// any byte, unless `zext(src) + zext(len)` and `zext(dst) + zext(len)` are both at most
    /// `mem_len` (computed in 64 bits). A zero `len` at exactly `mem_len` is in bounds.
    MemoryCopy {
        dst: Value,
        src: Value,
        len: Value,
    },
    /// wasm `memory.fill`: writes the low 8 bits of `value` to `len` bytes from `zext(dst)`
    /// (all three `i32`). Traps with `memory_out_of_bounds`, before writing any byte,
    /// unless `zext(dst) + zext(len) <= mem_len`.
    MemoryFill {
        dst: Value,
        value: Value,
        len: Value,
    },
    /// A `v128` constant (lane 0 in the low bits).
    VConst {
        bits: u128,
    },
    /// A two-operand vector op ([`VecBinOp`]); the result is a `v128`.
    VBin {
        op: VecBinOp,
        shape: Shape,
        lhs: Value,
        rhs: Value,
    },
    /// A one-operand vector op ([`VecUnOp`]); the result is a `v128`.
    VUn {
        op: VecUnOp,
        shape: Shape,
        arg: Value,
    },
    /// Lane-wise integer comparison: each result lane is all ones if it holds, else zero.
    VIntCmp {
        op: IntCmpOp,
        shape: Shape,
        lhs: Value,
        rhs: Value,
    },
    /// Lane-wise float comparison (wasm's ordering rules); lanes all ones or zero.
    VFloatCmp {
        op: FloatCmpOp,
        shape: Shape,
        lhs: Value,
        rhs: Value,
    },
    /// A vector reduction to a scalar ([`VecTestOp`]).
    VTest {
        op: VecTestOp,
        shape: Shape,
        arg: Value,
    },
    /// Every lane set to the scalar `arg` (of the lane type).
    Splat {
        shape: Shape,
        arg: Value,
    },
    /// Lane `lane` of `arg`, of the lane type.
    ExtractLane {
        shape: Shape,
        lane: u8,
        arg: Value,
    },
    /// `vector` with lane `lane` replaced by the scalar `value`.
    InsertLane {
        shape: Shape,
        lane: u8,
        vector: Value,
        value: Value,
    },
    /// Byte i of the result is byte `lanes[i]` of `lhs ++ rhs` (each index below 32).
    Shuffle {
        lanes: [u8; 16],
        lhs: Value,
        rhs: Value,
    },
    /// Bitwise `(if_true & mask) | (if_false & !mask)`.
    Bitselect {
        mask: Value,
        if_true: Value,
        if_false: Value,
    },
    /// Lane-wise fused multiply-add `a * b + c` of a float `shape`, rounded once (relaxed
    /// SIMD's `relaxed_madd`, translated deterministically); a NaN lane is a NaN.
    VFma {
        shape: Shape,
        a: Value,
        b: Value,
        c: Value,
    },
}

/// A block and the arguments passed to its parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BlockCall {
    pub block: crate::BlockId,
    pub args: Vec<Value>,
}

/// The operation that ends a block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Terminator {
    Jump(BlockCall),
    /// Goes to `then_dest` when `cond` (an integer) is non-zero.
    Branch {
        cond: Value,
        then_dest: BlockCall,
        else_dest: BlockCall,
    },
    /// `targets[index]`, or `default` when `index` (an `i32`, unsigned) is out of range.
    BrTable {
        index: Value,
        default: BlockCall,
        targets: Vec<BlockCall>,
    },
    Return {
        values: Vec<Value>,
    },
    /// Traps unconditionally.
    Trap {
        kind: TrapKind,
    },
    /// wasm `return_call`: calls wasm function `callee` in place of this frame (a tail
    /// call); its results are this function's results, and the call stack does not grow.
    ReturnCall {
        callee: u32,
        args: Vec<Value>,
    },
    /// wasm `return_call_indirect`: the function `call_indirect` would reach (element
    /// `callee` of table `table`, of wasm type `type_index`, with its traps), tail-called.
    ReturnCallIndirect {
        table: u32,
        type_index: u32,
        callee: Value,
        args: Vec<Value>,
    },
    /// wasm `return_call_ref`: the function `call_ref` would reach, with its trap,
    /// tail-called.
    ReturnCallRef {
        type_index: u32,
        callee: Value,
        args: Vec<Value>,
    },
}

impl Terminator {
    /// The successor edges, mutable, in the order of [`Terminator::successors`].
    pub fn successors_mut(&mut self) -> Vec<&mut BlockCall> {
        match self {
            Terminator::Jump(c) => vec![c],
            Terminator::Branch {
                then_dest,
                else_dest,
                ..
            } => vec![then_dest, else_dest],
            Terminator::BrTable {
                default, targets, ..
            } => std::iter::once(default).chain(targets.iter_mut()).collect(),
            Terminator::Return { .. }
            | Terminator::Trap { .. }
            | Terminator::ReturnCall { .. }
            | Terminator::ReturnCallIndirect { .. }
            | Terminator::ReturnCallRef { .. } => vec![],
        }
    }

    /// The successor edges, in order.
    pub fn successors(&self) -> Vec<&BlockCall> {
        match self {
            Terminator::Jump(c) => vec![c],
            Terminator::Branch {
                then_dest,
                else_dest,
                ..
            } => vec![then_dest, else_dest],
            Terminator::BrTable {
                default, targets, ..
            } => std::iter::once(default).chain(targets.iter()).collect(),
            Terminator::Return { .. }
            | Terminator::Trap { .. }
            | Terminator::ReturnCall { .. }
            | Terminator::ReturnCallIndirect { .. }
            | Terminator::ReturnCallRef { .. } => vec![],
        }
    }

    /// The values the terminator reads, in the order of [`Terminator::operands`], for
    /// renaming.
    pub fn operands_mut(&mut self) -> Vec<&mut Value> {
        let mut out: Vec<&mut Value> = Vec::new();
        let edges = match self {
            Terminator::Jump(c) => vec![c],
            Terminator::Branch {
                cond,
                then_dest,
                else_dest,
            } => {
                out.push(cond);
                vec![then_dest, else_dest]
            }
            Terminator::BrTable {
                index,
                default,
                targets,
            } => {
                out.push(index);
                std::iter::once(default).chain(targets.iter_mut()).collect()
            }
            Terminator::Return { values } => {
                out.extend(values.iter_mut());
                vec![]
            }
            Terminator::ReturnCall { args, .. } => {
                out.extend(args.iter_mut());
                vec![]
            }
            Terminator::ReturnCallIndirect { callee, args, .. }
            | Terminator::ReturnCallRef { callee, args, .. } => {
                out.push(callee);
                out.extend(args.iter_mut());
                vec![]
            }
            Terminator::Trap { .. } => vec![],
        };
        for c in edges {
            out.extend(c.args.iter_mut());
        }
        out
    }

    /// The values the terminator reads (condition, index, block arguments, returns).
    pub fn operands(&self) -> Vec<Value> {
        let mut out = Vec::new();
        match self {
            Terminator::Branch { cond, .. } => out.push(*cond),
            Terminator::BrTable { index, .. } => out.push(*index),
            Terminator::Return { values } => out.extend(values.iter().copied()),
            Terminator::ReturnCall { args, .. } => out.extend(args.iter().copied()),
            Terminator::ReturnCallIndirect { callee, args, .. }
            | Terminator::ReturnCallRef { callee, args, .. } => {
                out.push(*callee);
                out.extend(args.iter().copied());
            }
            Terminator::Jump(_) | Terminator::Trap { .. } => {}
        }
        for s in self.successors() {
            out.extend(s.args.iter().copied());
        }
        out
    }
}

impl LoweredOp {
    /// The values the op reads, in order.
    pub fn operands(&self) -> Vec<Value> {
        let mut op = self.clone();
        op.operands_mut().into_iter().map(|v| *v).collect()
    }

    /// The values the op reads, in the order of [`Self::operands`], for renaming.
    pub fn operands_mut(&mut self) -> Vec<&mut Value> {
        match self {
            LoweredOp::IConst { .. }
            | LoweredOp::FConst { .. }
            | LoweredOp::MemorySize { .. }
            | LoweredOp::MemoryLength
            | LoweredOp::GlobalGet { .. }
            | LoweredOp::ReadSpecialReg { .. }
            | LoweredOp::Barrier
            | LoweredOp::VConst { .. } => vec![],
            LoweredOp::IntBin { lhs, rhs, .. }
            | LoweredOp::IntCmp { lhs, rhs, .. }
            | LoweredOp::FloatBin { lhs, rhs, .. }
            | LoweredOp::FloatCmp { lhs, rhs, .. }
            | LoweredOp::VBin { lhs, rhs, .. }
            | LoweredOp::VIntCmp { lhs, rhs, .. }
            | LoweredOp::VFloatCmp { lhs, rhs, .. }
            | LoweredOp::Shuffle { lhs, rhs, .. } => vec![lhs, rhs],
            LoweredOp::IntUn { arg, .. }
            | LoweredOp::FloatUn { arg, .. }
            | LoweredOp::Convert { arg, .. }
            | LoweredOp::VUn { arg, .. }
            | LoweredOp::VTest { arg, .. }
            | LoweredOp::Splat { arg, .. }
            | LoweredOp::ExtractLane { arg, .. } => vec![arg],
            LoweredOp::InsertLane { vector, value, .. } => vec![vector, value],
            LoweredOp::Bitselect {
                mask,
                if_true,
                if_false,
            } => vec![mask, if_true, if_false],
            LoweredOp::VFma { a, b, c, .. } => vec![a, b, c],
            LoweredOp::Select {
                cond,
                if_true,
                if_false,
            } => vec![cond, if_true, if_false],
            LoweredOp::TrapIf { cond, .. } => vec![cond],
            LoweredOp::BoundsCheck { addr, .. } | LoweredOp::Load { addr, .. } => vec![addr],
            LoweredOp::Store { value, addr, .. } | LoweredOp::AtomicAdd { value, addr, .. } => {
                vec![value, addr]
            }
            LoweredOp::GlobalSet { value, .. } => vec![value],
            LoweredOp::Call { args, .. } => args.iter_mut().collect(),
            LoweredOp::MemoryGrow { delta, .. } => vec![delta],
            LoweredOp::Instance { args, .. } => args.iter_mut().collect(),
            LoweredOp::CallIndirect { callee, args, .. }
            | LoweredOp::CallRef { callee, args, .. } => {
                std::iter::once(callee).chain(args.iter_mut()).collect()
            }
            LoweredOp::MemoryCopy { dst, src, len } => vec![dst, src, len],
            LoweredOp::MemoryFill { dst, value, len } => vec![dst, value, len],
        }
    }

    /// Whether the op writes memory, a global, synchronises, or may trap: such ops are
    /// never removed or reordered by passes over this IR.
    pub fn has_side_effects(&self) -> bool {
        matches!(
            self,
            LoweredOp::TrapIf { .. }
                | LoweredOp::BoundsCheck { .. }
                | LoweredOp::Store { .. }
                | LoweredOp::AtomicAdd { .. }
                | LoweredOp::GlobalSet { .. }
                | LoweredOp::Barrier
                | LoweredOp::Call { .. }
                | LoweredOp::CallIndirect { .. }
                | LoweredOp::CallRef { .. }
                | LoweredOp::MemoryGrow { .. }
                | LoweredOp::Instance { .. }
                | LoweredOp::MemoryCopy { .. }
                | LoweredOp::MemoryFill { .. }
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::BlockId;

    /// A float comparison with its operands exchanged decides the same on every pair of
    /// values, NaNs included; swapping twice gives it back.
    #[test]
    fn a_swapped_float_comparison_decides_alike() {
        use FloatCmpOp::*;
        let holds = |op: FloatCmpOp, a: f64, b: f64| match op {
            Eq => a == b,
            Ne => a != b,
            Lt => a < b,
            Gt => a > b,
            Le => a <= b,
            Ge => a >= b,
        };
        let values = [f64::NAN, -1.0, -0.0, 0.0, 2.5, f64::INFINITY];
        for op in [Eq, Ne, Lt, Gt, Le, Ge] {
            assert_eq!(op.swapped().swapped(), op);
            for a in values {
                for b in values {
                    assert_eq!(holds(op, a, b), holds(op.swapped(), b, a), "{op:?} {a} {b}");
                }
            }
        }
    }

    /// `operands_mut` reaches the values `operands` lists, in the same order, for every
    /// terminator.
    #[test]
    fn terminator_operands_mut_follows_operands() {
        let v = Value;
        let call = |b: u32, args: &[u32]| BlockCall {
            block: BlockId(b),
            args: args.iter().map(|a| v(*a)).collect(),
        };
        let terms = [
            Terminator::Jump(call(1, &[1, 2])),
            Terminator::Branch {
                cond: v(3),
                then_dest: call(1, &[4]),
                else_dest: call(2, &[5, 6]),
            },
            Terminator::BrTable {
                index: v(7),
                default: call(1, &[8]),
                targets: vec![call(2, &[9]), call(3, &[])],
            },
            Terminator::Return {
                values: vec![v(10), v(11)],
            },
            Terminator::Trap {
                kind: TrapKind::Unreachable,
            },
            Terminator::ReturnCall {
                callee: 4,
                args: vec![v(12)],
            },
            Terminator::ReturnCallIndirect {
                table: 0,
                type_index: 1,
                callee: v(13),
                args: vec![v(14)],
            },
            Terminator::ReturnCallRef {
                type_index: 1,
                callee: v(15),
                args: vec![v(16), v(17)],
            },
        ];
        for t in terms {
            let want: Vec<Value> = t.operands().iter().map(|x| Value(x.0 + 100)).collect();
            let mut renamed = t.clone();
            for x in renamed.operands_mut() {
                *x = Value(x.0 + 100);
            }
            assert_eq!(renamed.operands(), want, "{t:?}");
        }
    }
}
