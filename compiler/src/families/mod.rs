//! The six family passes: Cranelift IR to LoweredOp.
//!
//! The driver walks the Cranelift function in layout order, maps blocks and values, and hands
//! each instruction to the family that owns its opcode ([`family_of`]): integer arithmetic,
//! float arithmetic, memory, control flow, vector and conversion. A family either lowers the
//! instruction or fails with [`CompileError::UnsupportedOpcode`] naming the opcode, the family
//! and the function. Every trap Cranelift keeps implicit (division, float-to-int, heap access)
//! becomes an explicit check op here, so no later stage can forget one.
//!
//! After lowering, side-effect-free ops whose results are unused are removed (address
//! arithmetic folded into loads leaves such ops behind). Nothing after this module sees
//! Cranelift: the families are the only place that imports it besides the frontend.

mod arith;
mod control;
mod conversion;
mod float;
mod memory;
mod vector;

use crate::error::{CompileError, Result};
use crate::frontend::ModuleInfo;
use cranelift_codegen::ir::{self, InstructionData, Opcode};
use lowered_ir::{
    BlockId, FunctionBuilder, GlobalDecl, LoweredFunction, LoweredOp, LoweredSignature,
    LoweredType, Value,
};
use std::collections::HashMap;

/// The family that owns an opcode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    IntArith,
    FloatArith,
    Memory,
    Control,
    Vector,
    Conversion,
}

impl Family {
    pub fn name(self) -> &'static str {
        match self {
            Family::IntArith => "integer arithmetic",
            Family::FloatArith => "float arithmetic",
            Family::Memory => "memory",
            Family::Control => "control flow",
            Family::Vector => "vector",
            Family::Conversion => "conversion",
        }
    }
}

/// Which family lowers `inst`. Any instruction producing or consuming a vector type belongs to
/// the vector family, whatever its opcode.
pub fn family_of(func: &ir::Function, inst: ir::Inst) -> Family {
    let dfg = &func.dfg;
    let touches_vector = dfg
        .inst_results(inst)
        .iter()
        .chain(dfg.inst_args(inst))
        .any(|v| dfg.value_type(*v).is_vector());
    if touches_vector {
        return Family::Vector;
    }
    use Opcode as O;
    match dfg.insts[inst].opcode() {
        O::Iconst
        | O::Iadd
        | O::Isub
        | O::Imul
        | O::Sdiv
        | O::Udiv
        | O::Srem
        | O::Urem
        | O::Band
        | O::Bor
        | O::Bxor
        | O::Bnot
        | O::Ishl
        | O::Sshr
        | O::Ushr
        | O::Rotl
        | O::Rotr
        | O::Clz
        | O::Ctz
        | O::Popcnt
        | O::Ineg
        | O::Icmp
        | O::IcmpImm
        | O::IaddImm
        | O::ImulImm
        | O::BandImm
        | O::BorImm
        | O::BxorImm
        | O::IshlImm
        | O::SshrImm
        | O::UshrImm
        | O::Select => Family::IntArith,
        O::F32const
        | O::F64const
        | O::Fadd
        | O::Fsub
        | O::Fmul
        | O::Fdiv
        | O::Sqrt
        | O::Fmin
        | O::Fmax
        | O::Fneg
        | O::Fabs
        | O::Fcopysign
        | O::Ceil
        | O::Floor
        | O::Trunc
        | O::Nearest
        | O::Fcmp
        | O::Fma => Family::FloatArith,
        O::Load
        | O::Store
        | O::Uload8
        | O::Sload8
        | O::Uload16
        | O::Sload16
        | O::Uload32
        | O::Sload32
        | O::Istore8
        | O::Istore16
        | O::Istore32
        | O::GlobalValue => Family::Memory,
        O::Jump
        | O::Brif
        | O::BrTable
        | O::Return
        | O::Trap
        | O::Trapz
        | O::Trapnz
        | O::Call
        | O::Nop => Family::Control,
        O::Uextend
        | O::Sextend
        | O::Ireduce
        | O::Bitcast
        | O::Fpromote
        | O::Fdemote
        | O::FcvtToSint
        | O::FcvtToUint
        | O::FcvtToSintSat
        | O::FcvtToUintSat
        | O::FcvtFromSint
        | O::FcvtFromUint => Family::Conversion,
        // Everything else: report it through the family closest to its kind.
        op if op.is_branch() || op.is_terminator() || op.is_call() => Family::Control,
        op if op.can_load() || op.can_store() => Family::Memory,
        _ => Family::IntArith,
    }
}

/// What a Cranelift value stands for while lowering.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mapped {
    /// An ordinary value of the lowered function.
    Value(Value),
    /// The linear-memory base (`vmctx`).
    MemBase,
    /// `base + zext(index) + offset`: a linear-memory address (`index` is the wasm `i32`).
    HeapAddr { index: Value, offset: u64 },
    /// The base of memory `memory` (not 0): `vmctx + memory` (environ.rs).
    OtherMemBase(u32),
    /// `base + addr + offset` in memory `memory` (not 0): `addr` is the `i64` address (the
    /// zero-extended wasm `i32`, or the memory64 `i64`).
    OtherHeapAddr {
        memory: u32,
        addr: Value,
        offset: u64,
    },
}

/// State shared by the families while lowering one function.
pub(crate) struct LowerCtx<'a> {
    pub func: &'a ir::Function,
    pub module: &'a ModuleInfo,
    pub name: String,
    pub b: FunctionBuilder,
    pub values: HashMap<ir::Value, Mapped>,
    pub blocks: HashMap<ir::Block, BlockId>,
    /// For each `uextend.i64` of an `i32`, the `i32` source (heap addresses start from one).
    pub zext_source: HashMap<ir::Value, Value>,
    /// Whether calls of imports other than `wasi:cuda/device` become `call`s.
    pub link_imports: bool,
}

impl LowerCtx<'_> {
    pub fn inst_text(&self, inst: ir::Inst) -> String {
        self.func.dfg.display_inst(inst).to_string()
    }

    pub fn unsupported(&self, family: Family, inst: ir::Inst) -> CompileError {
        CompileError::UnsupportedOpcode {
            func: self.name.clone(),
            family: family.name(),
            opcode: self.func.dfg.insts[inst].opcode().to_string(),
            inst: self.inst_text(inst),
        }
    }

    pub fn bad_shape(&self, inst: ir::Inst, reason: &str) -> CompileError {
        CompileError::BadShape {
            func: self.name.clone(),
            reason: format!("{reason} (in `{}`)", self.inst_text(inst)),
        }
    }

    pub fn ty(&self, v: ir::Value) -> Result<LoweredType> {
        lowered_type(self.func.dfg.value_type(v)).ok_or_else(|| CompileError::BadShape {
            func: self.name.clone(),
            reason: format!(
                "value type {} has no LoweredOp equivalent",
                self.func.dfg.value_type(v)
            ),
        })
    }

    /// The lowered value of an ordinary Cranelift value.
    pub fn val(&self, inst: ir::Inst, v: ir::Value) -> Result<Value> {
        let v = self.func.dfg.resolve_aliases(v);
        match self.values.get(&v) {
            Some(Mapped::Value(x)) => Ok(*x),
            Some(
                Mapped::HeapAddr { .. }
                | Mapped::MemBase
                | Mapped::OtherMemBase(_)
                | Mapped::OtherHeapAddr { .. },
            ) => Err(self.bad_shape(
                inst,
                "a linear-memory address is used as a number (wasm addresses must stay offsets)",
            )),
            None => Err(self.bad_shape(inst, &format!("value {v} is used before it is defined"))),
        }
    }

    pub fn mapped(&self, v: ir::Value) -> Option<Mapped> {
        self.values.get(&self.func.dfg.resolve_aliases(v)).copied()
    }

    /// Appends `op` with one result and binds it to the instruction's first result.
    pub fn def1(&mut self, inst: ir::Inst, op: LoweredOp) -> Result<Value> {
        let res = *self
            .func
            .dfg
            .inst_results(inst)
            .first()
            .ok_or_else(|| self.bad_shape(inst, "instruction has no result"))?;
        let ty = self.ty(res)?;
        let v = self.b.push1(op, ty);
        self.values.insert(res, Mapped::Value(v));
        Ok(v)
    }

    pub fn iconst(&mut self, ty: LoweredType, bits: u64) -> Value {
        let mask = if ty.bits() >= 64 {
            u64::MAX
        } else {
            (1u64 << ty.bits()) - 1
        };
        self.b.push1(
            LoweredOp::IConst {
                ty,
                bits: bits & mask,
            },
            ty,
        )
    }

    pub fn fconst(&mut self, ty: LoweredType, bits: u64) -> Value {
        self.b.push1(LoweredOp::FConst { ty, bits }, ty)
    }

    pub fn push1(&mut self, op: LoweredOp, ty: LoweredType) -> Value {
        self.b.push1(op, ty)
    }

    pub fn block_call(
        &self,
        inst: ir::Inst,
        call: &ir::BlockCall,
    ) -> Result<lowered_ir::BlockCall> {
        let pool = &self.func.dfg.value_lists;
        let block = *self
            .blocks
            .get(&call.block(pool))
            .ok_or_else(|| self.bad_shape(inst, "branch to an unknown block"))?;
        let args = call
            .args_slice(pool)
            .iter()
            .map(|a| self.val(inst, *a))
            .collect::<Result<Vec<_>>>()?;
        Ok(lowered_ir::BlockCall { block, args })
    }

    /// Declares wasm global `index` in the lowered function.
    pub fn declare_global(&mut self, index: u32) -> Option<LoweredType> {
        let g = self.module.globals.get(index as usize)?;
        let ty = match g.ty {
            cranelift_wasm::wasmparser::ValType::I32 => LoweredType::I32,
            // A reference global holds a handle (`lowered_ir::reference`).
            cranelift_wasm::wasmparser::ValType::I64
            | cranelift_wasm::wasmparser::ValType::Ref(_) => LoweredType::I64,
            cranelift_wasm::wasmparser::ValType::F32 => LoweredType::F32,
            cranelift_wasm::wasmparser::ValType::F64 => LoweredType::F64,
            cranelift_wasm::wasmparser::ValType::V128 => LoweredType::V128,
        };
        self.b.add_global(GlobalDecl {
            index,
            ty,
            mutable: g.mutable,
            init_bits: g.init_bits.unwrap_or(0),
        });
        Some(ty)
    }
}

/// The LoweredOp type of a Cranelift type.
pub fn lowered_type(t: ir::Type) -> Option<LoweredType> {
    use cranelift_codegen::ir::types;
    Some(match t {
        types::I8 => LoweredType::I8,
        types::I16 => LoweredType::I16,
        types::I32 => LoweredType::I32,
        types::I64 => LoweredType::I64,
        types::F32 => LoweredType::F32,
        types::F64 => LoweredType::F64,
        t if t.is_vector() && t.bits() == 128 => LoweredType::V128,
        _ => return None,
    })
}

/// Lowers a translated function. `func_index` names it in errors and the result;
/// `link_imports` lets calls of imports through as `call`s (`Options::link_imports`).
pub fn lower_function(
    func: &ir::Function,
    module: &ModuleInfo,
    name: &str,
    link_imports: bool,
) -> Result<LoweredFunction> {
    let sig = &func.signature;
    let wasm_params: Vec<&ir::AbiParam> = sig
        .params
        .iter()
        .filter(|p| p.purpose == ir::ArgumentPurpose::Normal)
        .collect();
    let to_ty = |t: ir::Type| {
        lowered_type(t).ok_or_else(|| CompileError::BadShape {
            func: name.into(),
            reason: format!("type {t} is not supported"),
        })
    };
    let signature = LoweredSignature {
        params: wasm_params
            .iter()
            .map(|p| to_ty(p.value_type))
            .collect::<Result<_>>()?,
        results: sig
            .returns
            .iter()
            .map(|p| to_ty(p.value_type))
            .collect::<Result<_>>()?,
    };
    let mut cx = LowerCtx {
        func,
        module,
        name: name.to_string(),
        b: FunctionBuilder::new(name, signature),
        values: HashMap::new(),
        blocks: HashMap::new(),
        zext_source: HashMap::new(),
        link_imports,
    };
    let layout: Vec<ir::Block> = func.layout.blocks().collect();
    for block in &layout {
        let id = cx.b.reserve_block();
        cx.blocks.insert(*block, id);
    }
    for (i, block) in layout.iter().enumerate() {
        let mut params = Vec::new();
        for (pi, p) in func.dfg.block_params(*block).iter().enumerate() {
            if i == 0
                && sig
                    .params
                    .get(pi)
                    .is_some_and(|a| a.purpose == ir::ArgumentPurpose::VMContext)
            {
                cx.values.insert(*p, Mapped::MemBase);
                continue;
            }
            let v = cx.b.new_value(cx.ty(*p)?);
            cx.values.insert(*p, Mapped::Value(v));
            params.push(v);
        }
        cx.b.start_block_with_params(cx.blocks[block], params);
        for inst in func.layout.block_insts(*block) {
            lower_inst(&mut cx, inst)?;
            if !cx.b.is_in_block() {
                break;
            }
        }
        if cx.b.is_in_block() {
            return Err(CompileError::BadShape {
                func: name.into(),
                reason: format!("block {block} has no terminator"),
            });
        }
    }
    let mut lowered = cx.b.finish();
    remove_dead_pure_ops(&mut lowered);
    Ok(lowered)
}

fn lower_inst(cx: &mut LowerCtx<'_>, inst: ir::Inst) -> Result<()> {
    match family_of(cx.func, inst) {
        Family::IntArith => arith::lower(cx, inst),
        Family::FloatArith => float::lower(cx, inst),
        Family::Memory => memory::lower(cx, inst),
        Family::Control => control::lower(cx, inst),
        Family::Vector => vector::lower(cx, inst),
        Family::Conversion => conversion::lower(cx, inst),
    }
}

/// The instruction data, for families that match on its format.
pub(crate) fn data(cx: &LowerCtx<'_>, inst: ir::Inst) -> InstructionData {
    cx.func.dfg.insts[inst]
}

/// Removes ops without side effects whose results are never used, to a fixed point.
fn remove_dead_pure_ops(f: &mut LoweredFunction) {
    f.drop_unread(&|op| !op.has_side_effects(), &|_| true);
}
