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
//! - Table operations, references, GC and atomics wait/notify are refused here with
//!   `WasmError::Unsupported` naming the operator.
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

/// A runtime operation the translated code calls by name (`u1:K`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Intrinsic {
    MemorySize,
    /// `memory.grow`: the delta in pages; the old size or -1.
    MemoryGrow,
    MemoryCopy,
    MemoryFill,
    GlobalGet(u32),
    GlobalSet(u32),
    /// `call_indirect` through `table` with wasm type `type_index`.
    CallIndirect {
        table: u32,
        type_index: u32,
    },
    /// A table or passive-segment operation (its `i32` operands are the call's arguments).
    Instance(InstanceOp),
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
        _ => return None,
    })
}

impl Intrinsic {
    pub fn index(self) -> u32 {
        match self {
            Intrinsic::MemorySize => 0,
            Intrinsic::MemoryGrow => 1,
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
        }
    }

    pub fn from_index(index: u32) -> Option<Intrinsic> {
        Some(match index {
            0 => Intrinsic::MemorySize,
            1 => Intrinsic::MemoryGrow,
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
            i if i >= INSTANCE_BASE => {
                let x = i - INSTANCE_BASE;
                let mask = INSTANCE_IMMEDIATE_LIMIT - 1;
                Intrinsic::Instance(instance_from_parts(x >> 26, (x >> 13) & mask, x & mask)?)
            }
            _ => return None,
        })
    }
}

/// The Cranelift type of a wasm value type (v128 is `i8x16`, as cranelift-wasm uses).
pub fn clif_type(ty: ValType) -> Option<ir::Type> {
    Some(match ty {
        ValType::I32 => types::I32,
        ValType::I64 => types::I64,
        ValType::F32 => types::F32,
        ValType::F64 => types::F64,
        ValType::V128 => types::I8X16,
        ValType::Ref(_) => return None,
    })
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
}

impl<'m> TensorWasmEnv<'m> {
    pub fn new(module: &'m ModuleInfo) -> Self {
        TensorWasmEnv {
            module,
            heaps: PrimaryMap::new(),
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

    /// Calls the intrinsic of table or segment op `op` on `args` (`i32`s).
    fn instance_op(
        &self,
        pos: &mut FuncCursor,
        op: InstanceOp,
        args: &[ir::Value],
    ) -> WasmResult<Option<ir::Value>> {
        let (_, a, b) = instance_parts(op);
        if a >= INSTANCE_IMMEDIATE_LIMIT || b >= INSTANCE_IMMEDIATE_LIMIT {
            return Self::unsupported(&format!(
                "{} with a table or segment index of 2^13 or more",
                op.name()
            ));
        }
        let returns: &[ir::Type] = if op.has_result() { &[types::I32] } else { &[] };
        let params = vec![types::I32; args.len()];
        let f = self.intrinsic(pos.func, Intrinsic::Instance(op), &params, returns);
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

    fn unsupported<T>(what: &str) -> WasmResult<T> {
        Err(WasmError::Unsupported(what.to_string()))
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
        if clif_type(info.ty).is_none() {
            return Self::unsupported("reference-typed globals");
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
        if index.as_u32() != 0 {
            return Self::unsupported("multiple memories");
        }
        if self.module.memory_is_64 {
            return Self::unsupported("64-bit memories");
        }
        let base = func.create_global_value(ir::GlobalValueData::VMContext);
        Ok(self.heaps.push(HeapData {
            base,
            min_size: 0,
            max_size: None,
            // Larger than any u32 offset + access size: cranelift-wasm elides every check, we
            // add explicit ones in the memory family.
            offset_guard_size: 1 << 33,
            style: HeapStyle::Static { bound: 1 << 32 },
            index_type: types::I32,
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
        Ok(func.import_signature(sig))
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
        _builder: &mut FunctionBuilder,
        _sig_ref: ir::SigRef,
        _callee: ir::Value,
        _call_args: &[ir::Value],
    ) -> WasmResult<()> {
        Self::unsupported("return_call_ref (typed function references)")
    }

    fn translate_call_ref(
        &mut self,
        _builder: &mut FunctionBuilder,
        _sig_ref: ir::SigRef,
        _callee: ir::Value,
        _call_args: &[ir::Value],
    ) -> WasmResult<ir::Inst> {
        Self::unsupported("call_ref (typed function references)")
    }

    fn translate_memory_grow(
        &mut self,
        mut pos: FuncCursor,
        _index: MemoryIndex,
        _heap: Heap,
        val: ir::Value,
    ) -> WasmResult<ir::Value> {
        let f = self.intrinsic(
            pos.func,
            Intrinsic::MemoryGrow,
            &[types::I32],
            &[types::I32],
        );
        let call = pos.ins().call(f, &[val]);
        Ok(pos.func.dfg.first_result(call))
    }

    fn translate_memory_size(
        &mut self,
        mut pos: FuncCursor,
        _index: MemoryIndex,
        _heap: Heap,
    ) -> WasmResult<ir::Value> {
        let f = self.intrinsic(pos.func, Intrinsic::MemorySize, &[], &[types::I32]);
        let call = pos.ins().call(f, &[]);
        Ok(pos.func.dfg.first_result(call))
    }

    fn translate_memory_copy(
        &mut self,
        mut pos: FuncCursor,
        _src_index: MemoryIndex,
        _src_heap: Heap,
        _dst_index: MemoryIndex,
        _dst_heap: Heap,
        dst: ir::Value,
        src: ir::Value,
        len: ir::Value,
    ) -> WasmResult<()> {
        let f = self.intrinsic(pos.func, Intrinsic::MemoryCopy, &[types::I32; 3], &[]);
        pos.ins().call(f, &[dst, src, len]);
        Ok(())
    }

    fn translate_memory_fill(
        &mut self,
        mut pos: FuncCursor,
        _index: MemoryIndex,
        _heap: Heap,
        dst: ir::Value,
        val: ir::Value,
        len: ir::Value,
    ) -> WasmResult<()> {
        let f = self.intrinsic(pos.func, Intrinsic::MemoryFill, &[types::I32; 3], &[]);
        pos.ins().call(f, &[dst, val, len]);
        Ok(())
    }

    fn translate_memory_init(
        &mut self,
        mut pos: FuncCursor,
        _index: MemoryIndex,
        _heap: Heap,
        seg_index: u32,
        dst: ir::Value,
        src: ir::Value,
        len: ir::Value,
    ) -> WasmResult<()> {
        let op = InstanceOp::MemoryInit { segment: seg_index };
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
        _pos: FuncCursor,
        _table_index: TableIndex,
        _delta: ir::Value,
        _init_value: ir::Value,
    ) -> WasmResult<ir::Value> {
        Self::unsupported("table.grow (tables live on the host)")
    }

    fn translate_table_get(
        &mut self,
        _builder: &mut FunctionBuilder,
        _table_index: TableIndex,
        _index: ir::Value,
    ) -> WasmResult<ir::Value> {
        Self::unsupported("table.get (tables live on the host)")
    }

    fn translate_table_set(
        &mut self,
        _builder: &mut FunctionBuilder,
        _table_index: TableIndex,
        _value: ir::Value,
        _index: ir::Value,
    ) -> WasmResult<()> {
        Self::unsupported("table.set (tables live on the host)")
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
        _pos: FuncCursor,
        _table_index: TableIndex,
        _dst: ir::Value,
        _val: ir::Value,
        _len: ir::Value,
    ) -> WasmResult<()> {
        Self::unsupported("table.fill (tables live on the host)")
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

    fn translate_ref_null(&mut self, _pos: FuncCursor, _ty: WasmHeapType) -> WasmResult<ir::Value> {
        Self::unsupported("ref.null (references have no device representation)")
    }

    fn translate_ref_is_null(
        &mut self,
        _pos: FuncCursor,
        _value: ir::Value,
    ) -> WasmResult<ir::Value> {
        Self::unsupported("ref.is_null (references have no device representation)")
    }

    fn translate_ref_func(
        &mut self,
        _pos: FuncCursor,
        _func_index: FuncIndex,
    ) -> WasmResult<ir::Value> {
        Self::unsupported("ref.func (references have no device representation)")
    }

    fn translate_custom_global_get(
        &mut self,
        builder: &mut FunctionBuilder,
        global_index: GlobalIndex,
    ) -> WasmResult<ir::Value> {
        let g = global_index.as_u32();
        let info = &self.module.globals[g as usize];
        let ty = clif_type(info.ty)
            .ok_or_else(|| WasmError::Unsupported("reference-typed globals".into()))?;
        if !info.mutable {
            if let Some(bits) = info.init_bits {
                let v = match info.ty {
                    ValType::I32 | ValType::I64 => builder.ins().iconst(ty, bits as u64 as i64),
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
                    _ => return Self::unsupported("reference-typed globals"),
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
