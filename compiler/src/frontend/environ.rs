//! Our cranelift-wasm `FuncEnvironment`: how wasm's module-level entities look in Cranelift IR.
//!
//! The contract with the family passes (they recognise exactly these shapes):
//! - The function's last parameter is the `vmctx` (`ArgumentPurpose::VMContext`), and the
//!   linear memory's base address *is* `vmctx`. The heap is `Static` with a 4 GiB bound and a
//!   guard larger than any offset, so cranelift-wasm emits no bounds checks: a heap address is
//!   always `iadd(global_value vmctx, uextend.i64 index)` plus constants. The memory family
//!   adds our own explicit checks (DESIGN.md section 5); guard pages are never relied on.
//! - Direct calls name their callee `u0:N` (wasm function index N, imports included).
//! - Operations that need the runtime are calls to intrinsics named `u1:K`
//!   (see [`Intrinsic`]): memory.size, memory.grow, memory.copy, memory.fill, global.get/global.set of
//!   non-constant globals, and `call_indirect` (the element index first, then the
//!   arguments; its table and type index are in the intrinsic's number).
//! - References are `i64` handles (`lowered_ir::reference`): `ref.null` and `ref.func` are
//!   constants, `ref.is_null` a comparison with 0. Table operations are instance intrinsics
//!   ([`InstanceOp`]) the interpreter's resolver runs.
//! - `call_ref`, GC and atomics wait/notify are refused here with `WasmError::Unsupported`
//!   naming the operator.
//!
//! This module must not interpret or optimise the Cranelift IR it helps create.

use super::module_info::ModuleInfo;
use cranelift_codegen::cursor::FuncCursor;
use cranelift_codegen::entity::PrimaryMap;
use cranelift_codegen::ir::{self, types, AbiParam, InstBuilder};
use cranelift_codegen::isa::{CallConv, TargetFrontendConfig};
use cranelift_frontend::FunctionBuilder;
use cranelift_wasm::wasmparser::UnpackedIndex;
use cranelift_wasm::wasmparser::{self, ValType};
use cranelift_wasm::{
    EngineOrModuleTypeIndex, FuncEnvironment, FuncIndex, GlobalIndex, GlobalVariable, Heap,
    HeapData, HeapStyle, MemoryIndex, TableIndex, TargetEnvironment, TypeConvert, TypeIndex,
    WasmError, WasmHeapType, WasmResult,
};
use lowered_ir::InstanceOp;

/// External-name namespace of wasm functions.
pub const NS_WASM_FUNC: u32 = 0;
/// External-name namespace of our intrinsics.
pub const NS_INTRINSIC: u32 = 1;

/// `memory.size` / `memory.grow` of a memory 0 whose pages are not 64 KiB (custom page
/// sizes): these bases plus the page size's log2.
const MEMORY_SIZE_PAGED: u32 = 0x100;
const MEMORY_GROW_PAGED: u32 = 0x200;
const GLOBAL_GET_BASE: u32 = 0x1000_0000;
const GLOBAL_SET_BASE: u32 = 0x2000_0000;
/// `call_indirect` intrinsics: this base, plus the table index times 2^20, plus the type index.
const CALL_INDIRECT_BASE: u32 = 0x3000_0000;
const CALL_INDIRECT_TYPE_BITS: u32 = 20;
/// The largest table index a `call_indirect` intrinsic can name (2^8 tables).
const CALL_INDIRECT_MAX_TABLE: u32 = (0x1000_0000 >> CALL_INDIRECT_TYPE_BITS) - 1;
/// Table and segment intrinsics ([`InstanceOp`]): this base, plus the op's kind times 2^26,
/// plus its first immediate times 2^13, plus its second.
const INSTANCE_BASE: u32 = 0x4000_0000;
/// Immediates (table and segment indices) an instance intrinsic can hold: below 2^13.
const INSTANCE_IMMEDIATE_LIMIT: u32 = 1 << 13;
/// The instance-op kind no intrinsic number decodes to (loads and stores of other memories).
const INSTANCE_NO_KIND: u32 = 15;
/// `call_ref` intrinsics: this base plus the type index (below 2^20); past every instance
/// intrinsic (below [`INSTANCE_BASE`] plus 16 kinds of 2^26).
const CALL_REF_BASE: u32 = 0x8000_0000;

/// A runtime operation the translated code calls by name (`u1:K`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Intrinsic {
    /// `memory.size` of memory 0 in pages of `2^page_log2` bytes.
    MemorySize {
        page_log2: u8,
    },
    /// `memory.grow` of memory 0: the delta in pages of `2^page_log2` bytes; the old size or
    /// -1.
    MemoryGrow {
        page_log2: u8,
    },
    MemoryCopy,
    MemoryFill,
    GlobalGet(u32),
    GlobalSet(u32),
    /// `call_indirect` through `table` with wasm type `type_index`.
    CallIndirect {
        table: u32,
        type_index: u32,
    },
    /// A table or passive-segment operation (its operands are the call's arguments).
    Instance(InstanceOp),
    /// `call_ref` of a function of wasm type `type_index` (the reference first, then the
    /// arguments).
    CallRef {
        type_index: u32,
    },
}

/// An instance op's kind and two immediates, as the intrinsic number encodes them.
fn instance_parts(op: InstanceOp) -> (u32, u32, u32) {
    match op {
        InstanceOp::TableSize { table } => (0, table, 0),
        InstanceOp::TableCopy {
            dst_table,
            src_table,
        } => (1, dst_table, src_table),
        InstanceOp::TableInit { table, segment } => (2, table, segment),
        InstanceOp::ElemDrop { segment } => (3, segment, 0),
        InstanceOp::MemoryInit { segment } => (4, segment, 0),
        InstanceOp::DataDrop { segment } => (5, segment, 0),
        InstanceOp::TableGet { table } => (6, table, 0),
        InstanceOp::TableSet { table } => (7, table, 0),
        InstanceOp::TableGrow { table } => (8, table, 0),
        InstanceOp::TableFill { table } => (9, table, 0),
        InstanceOp::MemSize { memory } => (10, memory, 0),
        InstanceOp::MemGrow { memory } => (11, memory, 0),
        InstanceOp::MemFill { memory } => (12, memory, 0),
        InstanceOp::MemCopy {
            dst_memory,
            src_memory,
        } => (13, dst_memory, src_memory),
        InstanceOp::MemInit { memory, segment } => (14, memory, segment),
        // Never intrinsics: the memory family makes them from loads and stores of a memory
        // other than memory 0. A kind no number decodes to.
        InstanceOp::MemLoad { .. } | InstanceOp::MemStore { .. } => (INSTANCE_NO_KIND, 0, 0),
    }
}

fn instance_from_parts(kind: u32, a: u32, b: u32) -> Option<InstanceOp> {
    Some(match kind {
        0 => InstanceOp::TableSize { table: a },
        1 => InstanceOp::TableCopy {
            dst_table: a,
            src_table: b,
        },
        2 => InstanceOp::TableInit {
            table: a,
            segment: b,
        },
        3 => InstanceOp::ElemDrop { segment: a },
        4 => InstanceOp::MemoryInit { segment: a },
        5 => InstanceOp::DataDrop { segment: a },
        6 => InstanceOp::TableGet { table: a },
        7 => InstanceOp::TableSet { table: a },
        8 => InstanceOp::TableGrow { table: a },
        9 => InstanceOp::TableFill { table: a },
        10 => InstanceOp::MemSize { memory: a },
        11 => InstanceOp::MemGrow { memory: a },
        12 => InstanceOp::MemFill { memory: a },
        13 => InstanceOp::MemCopy {
            dst_memory: a,
            src_memory: b,
        },
        14 => InstanceOp::MemInit {
            memory: a,
            segment: b,
        },
        _ => return None,
    })
}

impl Intrinsic {
    pub fn index(self) -> u32 {
        match self {
            Intrinsic::MemorySize { page_log2: 16 } => 0,
            Intrinsic::MemoryGrow { page_log2: 16 } => 1,
            Intrinsic::MemorySize { page_log2 } => MEMORY_SIZE_PAGED + u32::from(page_log2),
            Intrinsic::MemoryGrow { page_log2 } => MEMORY_GROW_PAGED + u32::from(page_log2),
            Intrinsic::MemoryCopy => 2,
            Intrinsic::MemoryFill => 3,
            Intrinsic::GlobalGet(g) => GLOBAL_GET_BASE + g,
            Intrinsic::GlobalSet(g) => GLOBAL_SET_BASE + g,
            Intrinsic::CallIndirect { table, type_index } => {
                CALL_INDIRECT_BASE + (table << CALL_INDIRECT_TYPE_BITS) + type_index
            }
            Intrinsic::Instance(op) => {
                let (kind, a, b) = instance_parts(op);
                INSTANCE_BASE + (kind << 26) + (a << 13) + b
            }
            Intrinsic::CallRef { type_index } => CALL_REF_BASE + type_index,
        }
    }

    pub fn from_index(index: u32) -> Option<Intrinsic> {
        Some(match index {
            0 => Intrinsic::MemorySize { page_log2: 16 },
            1 => Intrinsic::MemoryGrow { page_log2: 16 },
            i if (MEMORY_SIZE_PAGED..MEMORY_SIZE_PAGED + 16).contains(&i) => {
                Intrinsic::MemorySize {
                    page_log2: (i - MEMORY_SIZE_PAGED) as u8,
                }
            }
            i if (MEMORY_GROW_PAGED..MEMORY_GROW_PAGED + 16).contains(&i) => {
                Intrinsic::MemoryGrow {
                    page_log2: (i - MEMORY_GROW_PAGED) as u8,
                }
            }
            2 => Intrinsic::MemoryCopy,
            3 => Intrinsic::MemoryFill,
            i if (GLOBAL_GET_BASE..GLOBAL_SET_BASE).contains(&i) => {
                Intrinsic::GlobalGet(i - GLOBAL_GET_BASE)
            }
            i if (GLOBAL_SET_BASE..CALL_INDIRECT_BASE).contains(&i) => {
                Intrinsic::GlobalSet(i - GLOBAL_SET_BASE)
            }
            i if (CALL_INDIRECT_BASE..INSTANCE_BASE).contains(&i) => Intrinsic::CallIndirect {
                table: (i - CALL_INDIRECT_BASE) >> CALL_INDIRECT_TYPE_BITS,
                type_index: (i - CALL_INDIRECT_BASE) & ((1 << CALL_INDIRECT_TYPE_BITS) - 1),
            },
            i if i >= CALL_REF_BASE => Intrinsic::CallRef {
                type_index: i - CALL_REF_BASE,
            },
            i if i >= INSTANCE_BASE => {
                let x = i - INSTANCE_BASE;
                let mask = INSTANCE_IMMEDIATE_LIMIT - 1;
                Intrinsic::Instance(instance_from_parts(x >> 26, (x >> 13) & mask, x & mask)?)
            }
            _ => return None,
        })
    }
}

/// The Cranelift type of a wasm value type (v128 is `i8x16`, as cranelift-wasm uses; a
/// reference is its `i64` handle, `lowered_ir::reference`).
pub fn clif_type(ty: ValType) -> Option<ir::Type> {
    Some(match ty {
        ValType::I32 => types::I32,
        ValType::I64 | ValType::Ref(_) => types::I64,
        ValType::F32 => types::F32,
        ValType::F64 => types::F64,
        ValType::V128 => types::I8X16,
    })
}

/// The Cranelift type of a LoweredOp operand type of an instance op (`i32`, or `i64` for a
/// reference).
fn clif_of(ty: lowered_ir::LoweredType) -> ir::Type {
    match ty {
        lowered_ir::LoweredType::I64 => types::I64,
        _ => types::I32,
    }
}

/// The Cranelift signature of a wasm function type, plus the trailing `vmctx`.
pub fn clif_signature(ty: &wasmparser::FuncType) -> WasmResult<ir::Signature> {
    let mut sig = ir::Signature::new(CallConv::SystemV);
    for p in ty.params() {
        let t = clif_type(*p)
            .ok_or_else(|| WasmError::Unsupported("reference-typed parameters".into()))?;
        sig.params.push(AbiParam::new(t));
    }
    for r in ty.results() {
        let t = clif_type(*r)
            .ok_or_else(|| WasmError::Unsupported("reference-typed results".into()))?;
        sig.returns.push(AbiParam::new(t));
    }
    sig.params.push(AbiParam::special(
        types::I64,
        ir::ArgumentPurpose::VMContext,
    ));
    Ok(sig)
}

/// The environment for translating one function of `module`.
pub struct TensorWasmEnv<'m> {
    module: &'m ModuleInfo,
    heaps: PrimaryMap<Heap, HeapData>,
    /// The wasm type index of each signature [`FuncEnvironment::make_indirect_sig`] made
    /// (`call_ref` names its callee's type by it).
    sig_types: std::collections::HashMap<ir::SigRef, u32>,
}

impl<'m> TensorWasmEnv<'m> {
    pub fn new(module: &'m ModuleInfo) -> Self {
        TensorWasmEnv {
            module,
            heaps: PrimaryMap::new(),
            sig_types: std::collections::HashMap::new(),
        }
    }

    fn intrinsic(
        &self,
        func: &mut ir::Function,
        which: Intrinsic,
        params: &[ir::Type],
        returns: &[ir::Type],
    ) -> ir::FuncRef {
        let mut sig = ir::Signature::new(CallConv::SystemV);
        sig.params.extend(params.iter().map(|t| AbiParam::new(*t)));
        sig.returns
            .extend(returns.iter().map(|t| AbiParam::new(*t)));
        let signature = func.import_signature(sig);
        let name = func
            .declare_imported_user_function(ir::UserExternalName::new(NS_INTRINSIC, which.index()));
        func.import_function(ir::ExtFuncData {
            name: ir::ExternalName::user(name),
            signature,
            colocated: true,
        })
    }

    /// Calls the intrinsic of table or segment op `op` on `args` (of its operand types).
    fn instance_op(
        &self,
        pos: &mut FuncCursor,
        op: InstanceOp,
        args: &[ir::Value],
    ) -> WasmResult<Option<ir::Value>> {
        let tables = match op {
            InstanceOp::TableSize { table }
            | InstanceOp::TableGet { table }
            | InstanceOp::TableSet { table }
            | InstanceOp::TableGrow { table }
            | InstanceOp::TableFill { table }
            | InstanceOp::TableInit { table, .. } => vec![table],
            InstanceOp::TableCopy {
                dst_table,
                src_table,
            } => vec![dst_table, src_table],
            _ => vec![],
        };
        for table in tables {
            self.table_32(table, op.name())?;
        }
        let f = self.instance_intrinsic(pos.func, op)?;
        let call = pos.ins().call(f, args);
        Ok(pos.func.dfg.inst_results(call).first().copied())
    }

    /// The `call_indirect` intrinsic for `table_index` and type `sig_index`, and its
    /// arguments (the element index first): `call_indirect` calls it, `return_call_indirect`
    /// tail-calls it.
    fn call_indirect_intrinsic(
        &self,
        builder: &mut FunctionBuilder,
        table_index: TableIndex,
        sig_index: TypeIndex,
        callee: ir::Value,
        call_args: &[ir::Value],
    ) -> WasmResult<(ir::FuncRef, Vec<ir::Value>)> {
        let (table, type_index) = (table_index.as_u32(), sig_index.as_u32());
        self.table_32(table, "call_indirect")?;
        if table > CALL_INDIRECT_MAX_TABLE || type_index >= 1 << CALL_INDIRECT_TYPE_BITS {
            return Self::unsupported(
                "call_indirect through a table or type index past 2^8 tables or 2^20 types",
            );
        }
        let ty = self
            .module
            .types
            .get(type_index as usize)
            .ok_or_else(|| WasmError::User(format!("type {type_index} does not exist")))?;
        let sig = clif_signature(ty)?;
        // The intrinsic takes the element index, then the arguments (no vmctx).
        let params: Vec<ir::Type> = std::iter::once(types::I32)
            .chain(
                sig.params
                    .iter()
                    .take(ty.params().len())
                    .map(|p| p.value_type),
            )
            .collect();
        let returns: Vec<ir::Type> = sig.returns.iter().map(|r| r.value_type).collect();
        let f = self.intrinsic(
            builder.func,
            Intrinsic::CallIndirect { table, type_index },
            &params,
            &returns,
        );
        let args: Vec<ir::Value> = std::iter::once(callee)
            .chain(call_args.iter().copied())
            .collect();
        Ok((f, args))
    }

    /// The `call_ref` intrinsic for the signature `sig_ref` (made by
    /// [`FuncEnvironment::make_indirect_sig`], which records its type index) and its
    /// arguments (the reference first).
    fn call_ref_intrinsic(
        &self,
        builder: &mut FunctionBuilder,
        sig_ref: ir::SigRef,
        callee: ir::Value,
        call_args: &[ir::Value],
    ) -> WasmResult<(ir::FuncRef, Vec<ir::Value>)> {
        let type_index = *self
            .sig_types
            .get(&sig_ref)
            .ok_or_else(|| WasmError::User("call_ref of an unknown signature".into()))?;
        if type_index >= 1 << CALL_INDIRECT_TYPE_BITS {
            return Self::unsupported("call_ref of a type index past 2^20");
        }
        let sig = builder.func.dfg.signatures[sig_ref].clone();
        // The intrinsic takes the reference, then the arguments (no vmctx).
        let params: Vec<ir::Type> = std::iter::once(types::I64)
            .chain(
                sig.params
                    .iter()
                    .filter(|p| p.purpose != ir::ArgumentPurpose::VMContext)
                    .map(|p| p.value_type),
            )
            .collect();
        let returns: Vec<ir::Type> = sig.returns.iter().map(|r| r.value_type).collect();
        let f = self.intrinsic(
            builder.func,
            Intrinsic::CallRef { type_index },
            &params,
            &returns,
        );
        let args: Vec<ir::Value> = std::iter::once(callee)
            .chain(call_args.iter().copied())
            .collect();
        Ok((f, args))
    }

    /// The `i32` operands of a bulk memory intrinsic from memory64's `i64` addresses and
    /// lengths: any of them past 2^32 - 1 is out of bounds of every memory this pipeline
    /// holds (below 4 GiB), so that traps first, before anything is written, as wasm's own
    /// range check would. `i32` operands (a 32-bit memory's) pass unchanged.
    fn narrow_addresses<const N: usize>(
        &self,
        pos: &mut FuncCursor,
        values: [ir::Value; N],
    ) -> [ir::Value; N] {
        let wide: Vec<ir::Value> = values
            .iter()
            .copied()
            .filter(|v| pos.func.dfg.value_type(*v) == types::I64)
            .collect();
        let Some((&first, rest)) = wide.split_first() else {
            return values;
        };
        let mut any = first;
        for v in rest {
            any = pos.ins().bor(any, *v);
        }
        let past = pos.ins().icmp_imm(
            ir::condcodes::IntCC::UnsignedGreaterThan,
            any,
            u32::MAX as i64,
        );
        pos.ins().trapnz(past, ir::TrapCode::HeapOutOfBounds);
        values.map(|v| {
            if pos.func.dfg.value_type(v) == types::I64 {
                pos.ins().ireduce(types::I32, v)
            } else {
                v
            }
        })
    }

    /// The intrinsic of instance op `op` (its operand and result types), for a call the
    /// caller builds.
    fn instance_intrinsic(
        &self,
        func: &mut ir::Function,
        op: InstanceOp,
    ) -> WasmResult<ir::FuncRef> {
        let (_, a, b) = instance_parts(op);
        if a >= INSTANCE_IMMEDIATE_LIMIT || b >= INSTANCE_IMMEDIATE_LIMIT {
            return Self::unsupported(&format!(
                "{} with a table, memory or segment index of 2^13 or more",
                op.name()
            ));
        }
        let returns: Vec<ir::Type> = op.result_type().map(clif_of).into_iter().collect();
        let params: Vec<ir::Type> = op.operand_types().into_iter().map(clif_of).collect();
        Ok(self.intrinsic(func, Intrinsic::Instance(op), &params, &returns))
    }

    fn unsupported<T>(what: &str) -> WasmResult<T> {
        Err(WasmError::Unsupported(what.to_string()))
    }

    /// Table ops take and give `i32` indices and sizes: one on a table of 64-bit indices
    /// (memory64's table64) is refused by name rather than lowered with the wrong types.
    fn table_32(&self, table: u32, op: &str) -> WasmResult<()> {
        if self.module.table_is_64_at(table) {
            return Self::unsupported(&format!("{op} of 64-bit table {table} (table64)"));
        }
        Ok(())
    }
}

impl TypeConvert for TensorWasmEnv<'_> {
    fn lookup_heap_type(&self, _index: UnpackedIndex) -> WasmHeapType {
        // Only reachable for typed function references, which validation of our feature set
        // never produces; answer a harmless heap type instead of panicking.
        WasmHeapType::Func
    }

    fn lookup_type_index(&self, index: UnpackedIndex) -> EngineOrModuleTypeIndex {
        EngineOrModuleTypeIndex::Module(cranelift_wasm::ModuleInternedTypeIndex::from_u32(
            index.as_module_index().unwrap_or(0),
        ))
    }
}

impl TargetEnvironment for TensorWasmEnv<'_> {
    fn target_config(&self) -> TargetFrontendConfig {
        TargetFrontendConfig {
            default_call_conv: CallConv::SystemV,
            pointer_width: target_lexicon::PointerWidth::U64,
            page_size_align_log2: 16,
        }
    }

    fn heap_access_spectre_mitigation(&self) -> bool {
        false
    }

    fn proof_carrying_code(&self) -> bool {
        false
    }

    fn reference_type(&self, _ty: WasmHeapType) -> (ir::Type, bool) {
        (types::I64, false)
    }
}

impl FuncEnvironment for TensorWasmEnv<'_> {
    fn param_needs_stack_map(&self, _signature: &ir::Signature, _index: usize) -> bool {
        false
    }

    fn sig_ref_result_needs_stack_map(&self, _sig_ref: ir::SigRef, _index: usize) -> bool {
        false
    }

    fn func_ref_result_needs_stack_map(
        &self,
        _func: &ir::Function,
        _func_ref: ir::FuncRef,
        _index: usize,
    ) -> bool {
        false
    }

    fn make_global(
        &mut self,
        func: &mut ir::Function,
        index: GlobalIndex,
    ) -> WasmResult<GlobalVariable> {
        let info = self
            .module
            .globals
            .get(index.as_u32() as usize)
            .ok_or_else(|| WasmError::User(format!("global {} does not exist", index.as_u32())))?;
        if info.imported && info.init_bits.is_none() {
            return Self::unsupported("imported globals");
        }
        if info.init_bits.is_none() {
            // Its initialiser reads an imported global: the value is only known at link time.
            return Self::unsupported("globals initialised from an imported global");
        }
        let _ = func;
        Ok(GlobalVariable::Custom)
    }

    fn heaps(&self) -> &PrimaryMap<Heap, HeapData> {
        &self.heaps
    }

    fn make_heap(&mut self, func: &mut ir::Function, index: MemoryIndex) -> WasmResult<Heap> {
        let vmctx = func.create_global_value(ir::GlobalValueData::VMContext);
        let base = match index.as_u32() {
            0 => vmctx,
            // Another memory's base is `vmctx + index`: not an address, a name the memory
            // family recognises and turns into instance ops.
            m => func.create_global_value(ir::GlobalValueData::IAddImm {
                base: vmctx,
                offset: ir::immediates::Imm64::new(i64::from(m)),
                global_type: types::I64,
            }),
        };
        let (style, index_type) = if self.module.memory_is_64_at(index.as_u32()) {
            // memory64: cranelift-wasm checks only that index + offset + size does not pass
            // 2^64 (a `trapnz`, exact wasm semantics), then adds base and index; the memory
            // family adds the real checks, as for 32-bit memories.
            (HeapStyle::Static { bound: u64::MAX }, types::I64)
        } else {
            (HeapStyle::Static { bound: 1 << 32 }, types::I32)
        };
        Ok(self.heaps.push(HeapData {
            base,
            min_size: 0,
            max_size: None,
            // Larger than any u32 offset + access size: cranelift-wasm elides every check
            // of a 32-bit memory, we add explicit ones in the memory family.
            offset_guard_size: 1 << 33,
            style,
            index_type,
            memory_type: None,
            page_size_log2: 16,
        }))
    }

    fn make_indirect_sig(
        &mut self,
        func: &mut ir::Function,
        index: TypeIndex,
    ) -> WasmResult<ir::SigRef> {
        let ty = self
            .module
            .types
            .get(index.as_u32() as usize)
            .ok_or_else(|| WasmError::User(format!("type {} does not exist", index.as_u32())))?;
        let sig = clif_signature(ty)?;
        let sig_ref = func.import_signature(sig);
        self.sig_types.insert(sig_ref, index.as_u32());
        Ok(sig_ref)
    }

    fn make_direct_func(
        &mut self,
        func: &mut ir::Function,
        index: FuncIndex,
    ) -> WasmResult<ir::FuncRef> {
        let ty = self.module.func_type(index.as_u32()).ok_or_else(|| {
            WasmError::User(format!("function {} does not exist", index.as_u32()))
        })?;
        let sig = clif_signature(ty)?;
        let signature = func.import_signature(sig);
        let name = func.declare_imported_user_function(ir::UserExternalName::new(
            NS_WASM_FUNC,
            index.as_u32(),
        ));
        Ok(func.import_function(ir::ExtFuncData {
            name: ir::ExternalName::user(name),
            signature,
            colocated: true,
        }))
    }

    fn translate_call_indirect(
        &mut self,
        builder: &mut FunctionBuilder,
        table_index: TableIndex,
        sig_index: TypeIndex,
        _sig_ref: ir::SigRef,
        callee: ir::Value,
        call_args: &[ir::Value],
    ) -> WasmResult<Option<ir::Inst>> {
        let (f, args) =
            self.call_indirect_intrinsic(builder, table_index, sig_index, callee, call_args)?;
        Ok(Some(builder.ins().call(f, &args)))
    }

    fn translate_return_call_indirect(
        &mut self,
        builder: &mut FunctionBuilder,
        table_index: TableIndex,
        sig_index: TypeIndex,
        _sig_ref: ir::SigRef,
        callee: ir::Value,
        call_args: &[ir::Value],
    ) -> WasmResult<()> {
        // The `call_indirect` intrinsic, tail-called: the family makes it a terminator.
        let (f, args) =
            self.call_indirect_intrinsic(builder, table_index, sig_index, callee, call_args)?;
        builder.ins().return_call(f, &args);
        Ok(())
    }

    fn translate_return_call_ref(
        &mut self,
        builder: &mut FunctionBuilder,
        sig_ref: ir::SigRef,
        callee: ir::Value,
        call_args: &[ir::Value],
    ) -> WasmResult<()> {
        // The `call_ref` intrinsic, tail-called: the family makes it a terminator.
        let (f, args) = self.call_ref_intrinsic(builder, sig_ref, callee, call_args)?;
        builder.ins().return_call(f, &args);
        Ok(())
    }

    fn translate_call_ref(
        &mut self,
        builder: &mut FunctionBuilder,
        sig_ref: ir::SigRef,
        callee: ir::Value,
        call_args: &[ir::Value],
    ) -> WasmResult<ir::Inst> {
        let (f, args) = self.call_ref_intrinsic(builder, sig_ref, callee, call_args)?;
        Ok(builder.ins().call(f, &args))
    }

    fn translate_memory_grow(
        &mut self,
        mut pos: FuncCursor,
        index: MemoryIndex,
        _heap: Heap,
        val: ir::Value,
    ) -> WasmResult<ir::Value> {
        let memory = index.as_u32();
        let f = match memory {
            0 => self.intrinsic(
                pos.func,
                Intrinsic::MemoryGrow {
                    page_log2: self.module.page_log2_at(0),
                },
                &[types::I32],
                &[types::I32],
            ),
            m => self.instance_intrinsic(pos.func, InstanceOp::MemGrow { memory: m })?,
        };
        if !self.module.memory_is_64_at(memory) {
            let call = pos.ins().call(f, &[val]);
            return Ok(pos.func.dfg.first_result(call));
        }
        // memory64: a delta past 2^32 - 1 pages asks for all 2^32 - 1, which no memory this
        // pipeline holds can grant (-1); the old size (below 2^31 pages) or -1 widens
        // signed.
        let fits = pos.ins().icmp_imm(
            ir::condcodes::IntCC::UnsignedLessThanOrEqual,
            val,
            u32::MAX as i64,
        );
        let low = pos.ins().ireduce(types::I32, val);
        let all = pos.ins().iconst(types::I32, -1);
        let delta = pos.ins().select(fits, low, all);
        let call = pos.ins().call(f, &[delta]);
        let old = pos.func.dfg.first_result(call);
        Ok(pos.ins().sextend(types::I64, old))
    }

    fn translate_memory_size(
        &mut self,
        mut pos: FuncCursor,
        index: MemoryIndex,
        _heap: Heap,
    ) -> WasmResult<ir::Value> {
        let f = match index.as_u32() {
            0 => {
                let page_log2 = self.module.page_log2_at(0);
                self.intrinsic(
                    pos.func,
                    Intrinsic::MemorySize { page_log2 },
                    &[],
                    &[types::I32],
                )
            }
            m => self.instance_intrinsic(pos.func, InstanceOp::MemSize { memory: m })?,
        };
        let call = pos.ins().call(f, &[]);
        let pages = pos.func.dfg.first_result(call);
        if self.module.memory_is_64_at(index.as_u32()) {
            return Ok(pos.ins().uextend(types::I64, pages));
        }
        Ok(pages)
    }

    fn translate_memory_copy(
        &mut self,
        mut pos: FuncCursor,
        src_index: MemoryIndex,
        _src_heap: Heap,
        dst_index: MemoryIndex,
        _dst_heap: Heap,
        dst: ir::Value,
        src: ir::Value,
        len: ir::Value,
    ) -> WasmResult<()> {
        let f = match (dst_index.as_u32(), src_index.as_u32()) {
            (0, 0) => self.intrinsic(pos.func, Intrinsic::MemoryCopy, &[types::I32; 3], &[]),
            (dst_memory, src_memory) => self.instance_intrinsic(
                pos.func,
                InstanceOp::MemCopy {
                    dst_memory,
                    src_memory,
                },
            )?,
        };
        let [dst, src, len] = self.narrow_addresses(&mut pos, [dst, src, len]);
        pos.ins().call(f, &[dst, src, len]);
        Ok(())
    }

    fn translate_memory_fill(
        &mut self,
        mut pos: FuncCursor,
        index: MemoryIndex,
        _heap: Heap,
        dst: ir::Value,
        val: ir::Value,
        len: ir::Value,
    ) -> WasmResult<()> {
        let f = match index.as_u32() {
            0 => self.intrinsic(pos.func, Intrinsic::MemoryFill, &[types::I32; 3], &[]),
            m => self.instance_intrinsic(pos.func, InstanceOp::MemFill { memory: m })?,
        };
        let [dst, len] = self.narrow_addresses(&mut pos, [dst, len]);
        pos.ins().call(f, &[dst, val, len]);
        Ok(())
    }

    fn translate_memory_init(
        &mut self,
        mut pos: FuncCursor,
        index: MemoryIndex,
        _heap: Heap,
        seg_index: u32,
        dst: ir::Value,
        src: ir::Value,
        len: ir::Value,
    ) -> WasmResult<()> {
        let op = match index.as_u32() {
            0 => InstanceOp::MemoryInit { segment: seg_index },
            memory => InstanceOp::MemInit {
                memory,
                segment: seg_index,
            },
        };
        let [dst] = self.narrow_addresses(&mut pos, [dst]);
        self.instance_op(&mut pos, op, &[dst, src, len]).map(|_| ())
    }

    fn translate_data_drop(&mut self, mut pos: FuncCursor, seg_index: u32) -> WasmResult<()> {
        let op = InstanceOp::DataDrop { segment: seg_index };
        self.instance_op(&mut pos, op, &[]).map(|_| ())
    }

    fn translate_table_size(
        &mut self,
        mut pos: FuncCursor,
        index: TableIndex,
    ) -> WasmResult<ir::Value> {
        let op = InstanceOp::TableSize {
            table: index.as_u32(),
        };
        self.instance_op(&mut pos, op, &[])?
            .ok_or_else(|| WasmError::User("table.size without its result".into()))
    }

    fn translate_table_grow(
        &mut self,
        mut pos: FuncCursor,
        table_index: TableIndex,
        delta: ir::Value,
        init_value: ir::Value,
    ) -> WasmResult<ir::Value> {
        let op = InstanceOp::TableGrow {
            table: table_index.as_u32(),
        };
        self.instance_op(&mut pos, op, &[init_value, delta])?
            .ok_or_else(|| WasmError::User("table.grow without its result".into()))
    }

    fn translate_table_get(
        &mut self,
        builder: &mut FunctionBuilder,
        table_index: TableIndex,
        index: ir::Value,
    ) -> WasmResult<ir::Value> {
        let op = InstanceOp::TableGet {
            table: table_index.as_u32(),
        };
        self.instance_op(&mut builder.cursor(), op, &[index])?
            .ok_or_else(|| WasmError::User("table.get without its result".into()))
    }

    fn translate_table_set(
        &mut self,
        builder: &mut FunctionBuilder,
        table_index: TableIndex,
        value: ir::Value,
        index: ir::Value,
    ) -> WasmResult<()> {
        let op = InstanceOp::TableSet {
            table: table_index.as_u32(),
        };
        self.instance_op(&mut builder.cursor(), op, &[index, value])
            .map(|_| ())
    }

    fn translate_table_copy(
        &mut self,
        mut pos: FuncCursor,
        dst_table_index: TableIndex,
        src_table_index: TableIndex,
        dst: ir::Value,
        src: ir::Value,
        len: ir::Value,
    ) -> WasmResult<()> {
        let op = InstanceOp::TableCopy {
            dst_table: dst_table_index.as_u32(),
            src_table: src_table_index.as_u32(),
        };
        self.instance_op(&mut pos, op, &[dst, src, len]).map(|_| ())
    }

    fn translate_table_fill(
        &mut self,
        mut pos: FuncCursor,
        table_index: TableIndex,
        dst: ir::Value,
        val: ir::Value,
        len: ir::Value,
    ) -> WasmResult<()> {
        let op = InstanceOp::TableFill {
            table: table_index.as_u32(),
        };
        self.instance_op(&mut pos, op, &[dst, val, len]).map(|_| ())
    }

    fn translate_table_init(
        &mut self,
        mut pos: FuncCursor,
        seg_index: u32,
        table_index: TableIndex,
        dst: ir::Value,
        src: ir::Value,
        len: ir::Value,
    ) -> WasmResult<()> {
        let op = InstanceOp::TableInit {
            table: table_index.as_u32(),
            segment: seg_index,
        };
        self.instance_op(&mut pos, op, &[dst, src, len]).map(|_| ())
    }

    fn translate_elem_drop(&mut self, mut pos: FuncCursor, seg_index: u32) -> WasmResult<()> {
        let op = InstanceOp::ElemDrop { segment: seg_index };
        self.instance_op(&mut pos, op, &[]).map(|_| ())
    }

    fn translate_ref_null(
        &mut self,
        mut pos: FuncCursor,
        _ty: WasmHeapType,
    ) -> WasmResult<ir::Value> {
        Ok(pos
            .ins()
            .iconst(types::I64, lowered_ir::reference::NULL as i64))
    }

    fn translate_ref_is_null(
        &mut self,
        mut pos: FuncCursor,
        value: ir::Value,
    ) -> WasmResult<ir::Value> {
        let is_null = pos.ins().icmp_imm(
            ir::condcodes::IntCC::Equal,
            value,
            lowered_ir::reference::NULL as i64,
        );
        Ok(pos.ins().uextend(types::I32, is_null))
    }

    fn translate_ref_func(
        &mut self,
        mut pos: FuncCursor,
        func_index: FuncIndex,
    ) -> WasmResult<ir::Value> {
        let handle = lowered_ir::reference::handle(func_index.as_u32());
        Ok(pos.ins().iconst(types::I64, handle as i64))
    }

    fn translate_custom_global_get(
        &mut self,
        builder: &mut FunctionBuilder,
        global_index: GlobalIndex,
    ) -> WasmResult<ir::Value> {
        let g = global_index.as_u32();
        let info = &self.module.globals[g as usize];
        let ty = clif_type(info.ty)
            .ok_or_else(|| WasmError::Unsupported("globals of this type".into()))?;
        if !info.mutable {
            if let Some(bits) = info.init_bits {
                let v = match info.ty {
                    ValType::I32 | ValType::I64 | ValType::Ref(_) => {
                        builder.ins().iconst(ty, bits as u64 as i64)
                    }
                    ValType::F32 => builder
                        .ins()
                        .f32const(ir::immediates::Ieee32::with_bits(bits as u32)),
                    ValType::F64 => builder
                        .ins()
                        .f64const(ir::immediates::Ieee64::with_bits(bits as u64)),
                    ValType::V128 => {
                        let data = bits.to_le_bytes().to_vec().into();
                        let handle = builder.func.dfg.constants.insert(data);
                        builder.ins().vconst(ty, handle)
                    }
                };
                return Ok(v);
            }
        }
        let f = self.intrinsic(builder.func, Intrinsic::GlobalGet(g), &[], &[ty]);
        let call = builder.ins().call(f, &[]);
        Ok(builder.func.dfg.first_result(call))
    }

    fn translate_custom_global_set(
        &mut self,
        builder: &mut FunctionBuilder,
        global_index: GlobalIndex,
        val: ir::Value,
    ) -> WasmResult<()> {
        let g = global_index.as_u32();
        let ty = builder.func.dfg.value_type(val);
        let f = self.intrinsic(builder.func, Intrinsic::GlobalSet(g), &[ty], &[]);
        builder.ins().call(f, &[val]);
        Ok(())
    }

    fn translate_atomic_wait(
        &mut self,
        _pos: FuncCursor,
        _index: MemoryIndex,
        _heap: Heap,
        _addr: ir::Value,
        _expected: ir::Value,
        _timeout: ir::Value,
    ) -> WasmResult<ir::Value> {
        Self::unsupported("memory.atomic.wait (atomics)")
    }

    fn translate_atomic_notify(
        &mut self,
        _pos: FuncCursor,
        _index: MemoryIndex,
        _heap: Heap,
        _addr: ir::Value,
        _count: ir::Value,
    ) -> WasmResult<ir::Value> {
        Self::unsupported("memory.atomic.notify (atomics)")
    }

    fn translate_ref_i31(&mut self, _pos: FuncCursor, _val: ir::Value) -> WasmResult<ir::Value> {
        Self::unsupported("ref.i31 (GC)")
    }

    fn translate_i31_get_s(
        &mut self,
        _pos: FuncCursor,
        _i31ref: ir::Value,
    ) -> WasmResult<ir::Value> {
        Self::unsupported("i31.get_s (GC)")
    }

    fn translate_i31_get_u(
        &mut self,
        _pos: FuncCursor,
        _i31ref: ir::Value,
    ) -> WasmResult<ir::Value> {
        Self::unsupported("i31.get_u (GC)")
    }
}
