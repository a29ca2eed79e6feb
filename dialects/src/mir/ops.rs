//! The operations of the `mir` dialect: typed, mid-level, with traps explicit.
//!
//! `mir` sits between LoweredOp and the LLVM dialect. Values are pliron builtin integers
//! (signless `i8`..`i64`; comparisons give `i8` holding 0 or 1, as in LoweredOp), builtin
//! `f32`/`f64`, and `llvm.ptr` pointers (address space 1 for the linear memory, 0 for
//! thread-private slots). Control flow is explicit: `mir.cond_br` and `mir.switch` go to blocks
//! without arguments, only `mir.br` passes block arguments, and a trap is the terminator
//! `mir.trap`. Thread-private slots (`mir.alloca` with `mir.load`/`mir.store` on them) implement
//! pliron's promotable interfaces so its mem2reg turns them into SSA values.
//!
//! This module declares ops and their local invariants; lowering to LLVM lives in `to_llvm.rs`.

use super::attributes::{
    AlignAttr, BitsAttr, ConvKind, FloatBinKind, FloatPred, FloatUnKind, IndexAttr, IntBinKind,
    IntPred, IntUnKind, TrapKindAttr,
};
use pliron::{
    arg_err,
    basic_block::BasicBlock,
    builtin::{
        attributes::{IdentifierAttr, TypeAttr},
        op_interfaces::{
            BranchOpInterface, IsTerminatorInterface, NOpdsInterface, NResultsInterface,
            NSuccsInterface, OneResultInterface, OneSuccInterface, SameOperandsAndResultType,
            SameOperandsType, SameResultsType,
        },
        types::{IntegerType, Signedness},
    },
    common_traits::Verify,
    context::{Context, Ptr},
    derive::{op_interface_impl, pliron_op},
    identifier::Identifier,
    irbuild::{inserter::Inserter, rewriter::Rewriter},
    op::Op,
    operation::Operation,
    opts::mem2reg::{
        AllocInfo, PromotableAllocationInterface, PromotableOpInterface, PromotableOpKind,
    },
    r#type::{TypeHandle, Typed},
    result::Result,
    value::Value,
    verify_err,
};
use pliron_llvm::types::PointerType;
use std::ops::Range;

/// The integer type of `width` bits as `mir` uses it (signless).
pub fn int_type(ctx: &mut Context, width: u32) -> TypeHandle {
    IntegerType::get(ctx, width, Signedness::Signless).into()
}

/// The pointer type of address space `space`.
pub fn ptr_type(ctx: &mut Context, space: u32) -> TypeHandle {
    PointerType::get(ctx, space).into()
}

#[derive(Debug, thiserror::Error)]
pub enum MirVerifyErr {
    #[error("constant bits {0:#x} do not fit the result type")]
    ConstantTooWide(u64),
    #[error("{0} must be an integer")]
    NotInteger(&'static str),
    #[error("{0} must be a pointer")]
    NotPointer(&'static str),
    #[error("alignment must be a power of two")]
    BadAlignment,
    #[error("{0} must be a float")]
    NotFloat(&'static str),
}

fn int_width(ctx: &Context, ty: TypeHandle) -> Option<u32> {
    ty.deref(ctx)
        .downcast_ref::<IntegerType>()
        .map(|t| t.width())
}

fn is_ptr(ctx: &Context, ty: TypeHandle) -> bool {
    ty.deref(ctx).is::<PointerType>()
}

/// A constant: `bits` reinterpreted as the result type (integer or float).
#[pliron_op(
    name = "mir.const",
    format = "attr($mir_const_bits, $BitsAttr) ` : ` type($0)",
    interfaces = [NOpdsInterface<0>, OneResultInterface],
    attributes = (mir_const_bits: BitsAttr)
)]
pub struct ConstOp;

impl ConstOp {
    pub fn new(ctx: &mut Context, ty: TypeHandle, bits: u64) -> Self {
        let op = Operation::new(
            ctx,
            Self::get_concrete_op_info(),
            vec![ty],
            vec![],
            vec![],
            0,
        );
        let op = ConstOp { op };
        op.set_attr_mir_const_bits(ctx, BitsAttr(bits));
        op
    }

    pub fn bits(&self, ctx: &Context) -> u64 {
        self.get_attr_mir_const_bits(ctx).map(|b| b.0).unwrap_or(0)
    }
}

impl Verify for ConstOp {
    fn verify(&self, ctx: &Context) -> Result<()> {
        let bits = self.bits(ctx);
        let ty = self.get_result(ctx).get_type(ctx);
        let width = int_width(ctx, ty).unwrap_or(if bits >> 32 == 0 { 32 } else { 64 });
        if width < 64 && bits >> width != 0 {
            return verify_err!(self.loc(ctx), MirVerifyErr::ConstantTooWide(bits));
        }
        Ok(())
    }
}

/// Declares an op with an enum kind attribute, `N` operands of the result's type.
macro_rules! kinded_op {
    ($(#[$m:meta])* $name:ident, $opname:literal, $key:ident, $kind:ident, $format:literal, [$($iface:ty),*]) => {
        $(#[$m])*
        #[pliron_op(
            name = $opname,
            format = $format,
            interfaces = [OneResultInterface, $($iface),*],
            attributes = ($key: $kind),
            verifier = "succ"
        )]
        pub struct $name;
    };
}

kinded_op!(
    /// Two-operand integer arithmetic, wrapping.
    IntBinOp, "mir.ibin", mir_ibin_kind, IntBinKind,
    "attr($mir_ibin_kind, $IntBinKind) ` ` $0 `, ` $1 ` : ` type($0)",
    [NOpdsInterface<2>, SameOperandsType, SameResultsType, SameOperandsAndResultType]
);
kinded_op!(
    /// One-operand integer arithmetic.
    IntUnOp, "mir.iun", mir_iun_kind, IntUnKind,
    "attr($mir_iun_kind, $IntUnKind) ` ` $0 ` : ` type($0)",
    [NOpdsInterface<1>, SameOperandsType, SameResultsType, SameOperandsAndResultType]
);
kinded_op!(
    /// Integer comparison; the result is an `i8` holding 0 or 1.
    IntCmpOp, "mir.icmp", mir_icmp_pred, IntPred,
    "attr($mir_icmp_pred, $IntPred) ` ` $0 `, ` $1 ` : ` type($0)",
    [NOpdsInterface<2>, SameOperandsType]
);
kinded_op!(
    /// Two-operand float arithmetic, IEEE round-to-nearest, never fused.
    FloatBinOp, "mir.fbin", mir_fbin_kind, FloatBinKind,
    "attr($mir_fbin_kind, $FloatBinKind) ` ` $0 `, ` $1 ` : ` type($0)",
    [NOpdsInterface<2>, SameOperandsType, SameResultsType, SameOperandsAndResultType]
);
kinded_op!(
    /// One-operand float operation; `neg`/`abs` act on the sign bit only.
    FloatUnOp, "mir.fun", mir_fun_kind, FloatUnKind,
    "attr($mir_fun_kind, $FloatUnKind) ` ` $0 ` : ` type($0)",
    [NOpdsInterface<1>, SameOperandsType, SameResultsType, SameOperandsAndResultType]
);
kinded_op!(
    /// Float comparison; the result is an `i8` holding 0 or 1.
    FloatCmpOp, "mir.fcmp", mir_fcmp_pred, FloatPred,
    "attr($mir_fcmp_pred, $FloatPred) ` ` $0 `, ` $1 ` : ` type($0)",
    [NOpdsInterface<2>, SameOperandsType]
);
kinded_op!(
    /// A conversion to the result type.
    ConvOp, "mir.conv", mir_conv_kind, ConvKind,
    "attr($mir_conv_kind, $ConvKind) ` ` $0 ` : ` type($0)",
    [NOpdsInterface<1>]
);

macro_rules! kinded_new {
    ($name:ident, $kind:ident, $setter:ident, $getter:ident, 2) => {
        impl $name {
            pub fn new(
                ctx: &mut Context,
                kind: $kind,
                res_ty: TypeHandle,
                lhs: Value,
                rhs: Value,
            ) -> Self {
                let op = Operation::new(
                    ctx,
                    Self::get_concrete_op_info(),
                    vec![res_ty],
                    vec![lhs, rhs],
                    vec![],
                    0,
                );
                let op = $name { op };
                op.$setter(ctx, kind);
                op
            }
            pub fn kind(&self, ctx: &Context) -> Option<$kind> {
                self.$getter(ctx).map(|k| *k)
            }
        }
    };
    ($name:ident, $kind:ident, $setter:ident, $getter:ident, 1) => {
        impl $name {
            pub fn new(ctx: &mut Context, kind: $kind, res_ty: TypeHandle, arg: Value) -> Self {
                let op = Operation::new(
                    ctx,
                    Self::get_concrete_op_info(),
                    vec![res_ty],
                    vec![arg],
                    vec![],
                    0,
                );
                let op = $name { op };
                op.$setter(ctx, kind);
                op
            }
            pub fn kind(&self, ctx: &Context) -> Option<$kind> {
                self.$getter(ctx).map(|k| *k)
            }
        }
    };
}

kinded_new!(
    IntBinOp,
    IntBinKind,
    set_attr_mir_ibin_kind,
    get_attr_mir_ibin_kind,
    2
);
kinded_new!(
    IntUnOp,
    IntUnKind,
    set_attr_mir_iun_kind,
    get_attr_mir_iun_kind,
    1
);
kinded_new!(
    IntCmpOp,
    IntPred,
    set_attr_mir_icmp_pred,
    get_attr_mir_icmp_pred,
    2
);
kinded_new!(
    FloatBinOp,
    FloatBinKind,
    set_attr_mir_fbin_kind,
    get_attr_mir_fbin_kind,
    2
);
kinded_new!(
    FloatUnOp,
    FloatUnKind,
    set_attr_mir_fun_kind,
    get_attr_mir_fun_kind,
    1
);
kinded_new!(
    FloatCmpOp,
    FloatPred,
    set_attr_mir_fcmp_pred,
    get_attr_mir_fcmp_pred,
    2
);
kinded_new!(
    ConvOp,
    ConvKind,
    set_attr_mir_conv_kind,
    get_attr_mir_conv_kind,
    1
);

/// `cond != 0 ? if_true : if_false`.
#[pliron_op(
    name = "mir.select",
    format = "$0 `, ` $1 `, ` $2 ` : ` type($0)",
    interfaces = [NOpdsInterface<3>, OneResultInterface]
)]
pub struct SelectOp;

impl SelectOp {
    pub fn new(ctx: &mut Context, cond: Value, if_true: Value, if_false: Value) -> Self {
        let ty = if_true.get_type(ctx);
        let op = Operation::new(
            ctx,
            Self::get_concrete_op_info(),
            vec![ty],
            vec![cond, if_true, if_false],
            vec![],
            0,
        );
        SelectOp { op }
    }
}

impl Verify for SelectOp {
    fn verify(&self, ctx: &Context) -> Result<()> {
        let cond = self.get_operation().deref(ctx).get_operand(0).get_type(ctx);
        if int_width(ctx, cond).is_none() {
            return verify_err!(
                self.loc(ctx),
                MirVerifyErr::NotInteger("the select condition")
            );
        }
        Ok(())
    }
}

/// `a * b + c` rounded once (an IEEE fused multiply-add: relaxed SIMD's `relaxed_madd`
/// lanes, which the interpreter computes fused too). The one float op that fuses.
#[pliron_op(
    name = "mir.fma",
    format = "$0 `, ` $1 `, ` $2 ` : ` type($0)",
    interfaces = [
        NOpdsInterface<3>,
        OneResultInterface,
        SameOperandsType,
        SameResultsType,
        SameOperandsAndResultType
    ]
)]
pub struct FmaOp;

impl FmaOp {
    pub fn new(ctx: &mut Context, a: Value, b: Value, c: Value) -> Self {
        let ty = a.get_type(ctx);
        let op = Operation::new(
            ctx,
            Self::get_concrete_op_info(),
            vec![ty],
            vec![a, b, c],
            vec![],
            0,
        );
        FmaOp { op }
    }
}

impl Verify for FmaOp {
    fn verify(&self, ctx: &Context) -> Result<()> {
        let ty = self.get_operation().deref(ctx).get_operand(0).get_type(ctx);
        if int_width(ctx, ty).is_some() || is_ptr(ctx, ty) {
            return verify_err!(self.loc(ctx), MirVerifyErr::NotFloat("an fma operand"));
        }
        Ok(())
    }
}

/// `ptr + bytes`: byte-offset pointer arithmetic (`bytes` is an `i64`).
#[pliron_op(
    name = "mir.ptr_add",
    format = "$0 `, ` $1 ` : ` type($0)",
    interfaces = [NOpdsInterface<2>, OneResultInterface]
)]
pub struct PtrAddOp;

impl PtrAddOp {
    pub fn new(ctx: &mut Context, ptr: Value, bytes: Value) -> Self {
        let ty = ptr.get_type(ctx);
        let op = Operation::new(
            ctx,
            Self::get_concrete_op_info(),
            vec![ty],
            vec![ptr, bytes],
            vec![],
            0,
        );
        PtrAddOp { op }
    }
}

impl Verify for PtrAddOp {
    fn verify(&self, ctx: &Context) -> Result<()> {
        let op = self.get_operation().deref(ctx);
        if !is_ptr(ctx, op.get_operand(0).get_type(ctx)) {
            return verify_err!(self.loc(ctx), MirVerifyErr::NotPointer("the base"));
        }
        if int_width(ctx, op.get_operand(1).get_type(ctx)) != Some(64) {
            return verify_err!(
                self.loc(ctx),
                MirVerifyErr::NotInteger("the byte offset (i64)")
            );
        }
        Ok(())
    }
}

/// How many bytes of the thread's stack lie between `base` (a slot of the kernel entry's own
/// frame) and a slot of the frame of the function this op is in: the depth of the call stack
/// in bytes, as an `i64` (absolute, so it does not matter which way the stack grows). The
/// recursion guard of converted code (`compiler/src/convert.rs`) compares it with a budget.
#[pliron_op(
    name = "mir.stack_depth",
    format = "$0 ` : ` type($0)",
    interfaces = [NOpdsInterface<1>, OneResultInterface]
)]
pub struct StackDepthOp;

impl StackDepthOp {
    pub fn new(ctx: &mut Context, base: Value) -> Self {
        let i64_ty = int_type(ctx, 64);
        let op = Operation::new(
            ctx,
            Self::get_concrete_op_info(),
            vec![i64_ty],
            vec![base],
            vec![],
            0,
        );
        StackDepthOp { op }
    }
}

impl Verify for StackDepthOp {
    fn verify(&self, ctx: &Context) -> Result<()> {
        let op = self.get_operation().deref(ctx);
        if !is_ptr(ctx, op.get_operand(0).get_type(ctx)) {
            return verify_err!(self.loc(ctx), MirVerifyErr::NotPointer("the stack base"));
        }
        Ok(())
    }
}

/// Reads the result type from `ptr`, assuming the `align` attribute's alignment.
#[pliron_op(
    name = "mir.load",
    format = "$0 ` align ` attr($mir_load_align, $AlignAttr) ` : ` type($0)",
    interfaces = [NOpdsInterface<1>, OneResultInterface],
    attributes = (mir_load_align: AlignAttr)
)]
pub struct LoadOp;

impl LoadOp {
    pub fn new(ctx: &mut Context, ptr: Value, ty: TypeHandle, align: u32) -> Self {
        let op = Operation::new(
            ctx,
            Self::get_concrete_op_info(),
            vec![ty],
            vec![ptr],
            vec![],
            0,
        );
        let op = LoadOp { op };
        op.set_attr_mir_load_align(ctx, AlignAttr(align));
        op
    }

    pub fn ptr(&self, ctx: &Context) -> Value {
        self.get_operation().deref(ctx).get_operand(0)
    }

    pub fn align(&self, ctx: &Context) -> u32 {
        self.get_attr_mir_load_align(ctx).map(|a| a.0).unwrap_or(1)
    }
}

impl Verify for LoadOp {
    fn verify(&self, ctx: &Context) -> Result<()> {
        if !is_ptr(ctx, self.ptr(ctx).get_type(ctx)) {
            return verify_err!(self.loc(ctx), MirVerifyErr::NotPointer("the address"));
        }
        if !self.align(ctx).is_power_of_two() {
            return verify_err!(self.loc(ctx), MirVerifyErr::BadAlignment);
        }
        Ok(())
    }
}

/// Adds the integer `value` to the integer of its type at `ptr` as one indivisible step
/// with respect to other threads (wrapping), assuming `ptr` is aligned to that type's size
/// (the converter tests the alignment first). No result: the old value is not read.
#[pliron_op(
    name = "mir.atomic_add",
    format = "$0 `, ` $1",
    interfaces = [NOpdsInterface<2>, NResultsInterface<0>]
)]
pub struct AtomicAddOp;

impl AtomicAddOp {
    pub fn new(ctx: &mut Context, value: Value, ptr: Value) -> Self {
        let op = Operation::new(
            ctx,
            Self::get_concrete_op_info(),
            vec![],
            vec![value, ptr],
            vec![],
            0,
        );
        AtomicAddOp { op }
    }

    pub fn value(&self, ctx: &Context) -> Value {
        self.get_operation().deref(ctx).get_operand(0)
    }

    pub fn ptr(&self, ctx: &Context) -> Value {
        self.get_operation().deref(ctx).get_operand(1)
    }
}

impl Verify for AtomicAddOp {
    fn verify(&self, ctx: &Context) -> Result<()> {
        if !is_ptr(ctx, self.ptr(ctx).get_type(ctx)) {
            return verify_err!(self.loc(ctx), MirVerifyErr::NotPointer("the address"));
        }
        Ok(())
    }
}

/// Writes `value` to `ptr`, assuming the `align` attribute's alignment.
#[pliron_op(
    name = "mir.store",
    format = "$0 `, ` $1 ` align ` attr($mir_store_align, $AlignAttr)",
    interfaces = [NOpdsInterface<2>, NResultsInterface<0>],
    attributes = (mir_store_align: AlignAttr)
)]
pub struct StoreOp;

impl StoreOp {
    pub fn new(ctx: &mut Context, value: Value, ptr: Value, align: u32) -> Self {
        let op = Operation::new(
            ctx,
            Self::get_concrete_op_info(),
            vec![],
            vec![value, ptr],
            vec![],
            0,
        );
        let op = StoreOp { op };
        op.set_attr_mir_store_align(ctx, AlignAttr(align));
        op
    }

    pub fn value(&self, ctx: &Context) -> Value {
        self.get_operation().deref(ctx).get_operand(0)
    }

    pub fn ptr(&self, ctx: &Context) -> Value {
        self.get_operation().deref(ctx).get_operand(1)
    }

    pub fn align(&self, ctx: &Context) -> u32 {
        self.get_attr_mir_store_align(ctx).map(|a| a.0).unwrap_or(1)
    }
}

impl Verify for StoreOp {
    fn verify(&self, ctx: &Context) -> Result<()> {
        if !is_ptr(ctx, self.ptr(ctx).get_type(ctx)) {
            return verify_err!(self.loc(ctx), MirVerifyErr::NotPointer("the address"));
        }
        if !self.align(ctx).is_power_of_two() {
            return verify_err!(self.loc(ctx), MirVerifyErr::BadAlignment);
        }
        Ok(())
    }
}

/// A thread-private slot holding one value of the attribute's type (a mutable wasm global or
/// a C shadow-stack frame slot). mem2reg promotes slots that are only loaded and stored.
#[pliron_op(
    name = "mir.alloca",
    format = "attr($mir_alloca_type, $TypeAttr) ` : ` type($0)",
    interfaces = [NOpdsInterface<0>, OneResultInterface],
    attributes = (mir_alloca_type: TypeAttr),
    verifier = "succ"
)]
pub struct AllocaOp;

impl AllocaOp {
    pub fn new(ctx: &mut Context, elem: TypeHandle) -> Self {
        let ptr = ptr_type(ctx, 0);
        let op = Operation::new(
            ctx,
            Self::get_concrete_op_info(),
            vec![ptr],
            vec![],
            vec![],
            0,
        );
        let op = AllocaOp { op };
        op.set_attr_mir_alloca_type(ctx, TypeAttr::new(elem));
        op
    }

    pub fn elem_type(&self, ctx: &Context) -> Option<TypeHandle> {
        self.get_attr_mir_alloca_type(ctx).map(|t| t.get_type(ctx))
    }
}

#[derive(Debug, thiserror::Error)]
#[error("mem2reg: allocation info does not belong to this op")]
struct UnrelatedAllocation;

#[op_interface_impl]
impl PromotableAllocationInterface for AllocaOp {
    fn alloc_info(&self, ctx: &Context) -> Vec<AllocInfo> {
        match self.elem_type(ctx) {
            Some(ty) => vec![AllocInfo {
                ptr: self.get_result(ctx),
                ty,
            }],
            None => vec![],
        }
    }

    fn default_value(
        &self,
        ctx: &mut Context,
        inserter: &mut dyn Inserter,
        alloc_info: &AllocInfo,
    ) -> Result<Value> {
        // Reached only on paths that read a slot before writing it; the converter always
        // initialises slots, so zero is as good as any value here.
        let zero = ConstOp::new(ctx, alloc_info.ty, 0);
        inserter.insert_op(ctx, &zero);
        Ok(zero.get_result(ctx))
    }

    fn promote(
        &self,
        ctx: &mut Context,
        rewriter: &mut dyn Rewriter,
        alloc_infos: &[AllocInfo],
    ) -> Result<()> {
        if alloc_infos.len() != 1 || alloc_infos[0].ptr != self.get_result(ctx) {
            return arg_err!(self.loc(ctx), UnrelatedAllocation);
        }
        rewriter.erase_operation(ctx, self.get_operation());
        Ok(())
    }
}

#[op_interface_impl]
impl PromotableOpInterface for LoadOp {
    fn promotion_kind(&self, ctx: &Context, alloc_info: &AllocInfo) -> PromotableOpKind {
        if self.ptr(ctx) == alloc_info.ptr {
            PromotableOpKind::Load
        } else {
            PromotableOpKind::NonPromotableUse
        }
    }

    fn promote(
        &self,
        ctx: &mut Context,
        reaching: &[(AllocInfo, Value)],
        rewriter: &mut dyn Rewriter,
    ) -> Result<()> {
        match reaching {
            [(info, def)] if info.ptr == self.ptr(ctx) => {
                rewriter.replace_operation_with_values(ctx, self.get_operation(), vec![*def]);
                Ok(())
            }
            _ => arg_err!(self.loc(ctx), UnrelatedAllocation),
        }
    }
}

#[op_interface_impl]
impl PromotableOpInterface for StoreOp {
    fn promotion_kind(&self, ctx: &Context, alloc_info: &AllocInfo) -> PromotableOpKind {
        if self.ptr(ctx) == alloc_info.ptr && self.value(ctx) != alloc_info.ptr {
            PromotableOpKind::Store(self.value(ctx))
        } else {
            PromotableOpKind::NonPromotableUse
        }
    }

    fn promote(
        &self,
        ctx: &mut Context,
        reaching: &[(AllocInfo, Value)],
        rewriter: &mut dyn Rewriter,
    ) -> Result<()> {
        match reaching {
            [(info, _)] if info.ptr == self.ptr(ctx) => {
                rewriter.erase_operation(ctx, self.get_operation());
                Ok(())
            }
            _ => arg_err!(self.loc(ctx), UnrelatedAllocation),
        }
    }
}

/// Unconditional branch, passing block arguments.
#[pliron_op(
    name = "mir.br",
    format = "succ($0) `(` operands(CharSpace(`,`)) `)`",
    interfaces = [IsTerminatorInterface, NResultsInterface<0>, OneSuccInterface],
    verifier = "succ"
)]
pub struct BrOp;

impl BrOp {
    pub fn new(ctx: &mut Context, dest: Ptr<BasicBlock>, args: Vec<Value>) -> Self {
        BrOp {
            op: Operation::new(
                ctx,
                Self::get_concrete_op_info(),
                vec![],
                args,
                vec![dest],
                0,
            ),
        }
    }
}

#[op_interface_impl]
impl BranchOpInterface for BrOp {
    fn verify_successor_operand_layout(&self, ctx: &Context) -> Result<()> {
        <Self as OneSuccInterface>::verify(self, ctx)
    }

    fn successor_operand_range(&self, ctx: &Context, _succ_idx: usize) -> Range<usize> {
        0..self.get_operation().deref(ctx).get_num_operands()
    }

    fn add_successor_operand(&self, ctx: &mut Context, _succ_idx: usize, operand: Value) -> usize {
        Operation::push_operand(self.get_operation(), ctx, operand)
    }

    fn remove_successor_operand(
        &self,
        ctx: &mut Context,
        _succ_idx: usize,
        arg_idx: usize,
    ) -> Value {
        Operation::remove_operand(self.get_operation(), ctx, arg_idx)
    }
}

/// Goes to the first successor when the integer `cond` is non-zero, else to the second.
/// Successors take no arguments (the converter adds edge blocks).
#[pliron_op(
    name = "mir.cond_br",
    format = "$0 `, ` succ($0) `, ` succ($1)",
    interfaces = [IsTerminatorInterface, NResultsInterface<0>, NOpdsInterface<1>, NSuccsInterface<2>]
)]
pub struct CondBrOp;

impl CondBrOp {
    pub fn new(
        ctx: &mut Context,
        cond: Value,
        then_dest: Ptr<BasicBlock>,
        else_dest: Ptr<BasicBlock>,
    ) -> Self {
        CondBrOp {
            op: Operation::new(
                ctx,
                Self::get_concrete_op_info(),
                vec![],
                vec![cond],
                vec![then_dest, else_dest],
                0,
            ),
        }
    }
}

/// Successors of `mir.cond_br` take no arguments (the converter gives every target a single
/// incoming edge, so mem2reg never places block arguments there); the ranges are empty.
#[op_interface_impl]
impl BranchOpInterface for CondBrOp {
    fn verify_successor_operand_layout(&self, _ctx: &Context) -> Result<()> {
        Ok(())
    }

    fn successor_operand_range(&self, _ctx: &Context, _succ_idx: usize) -> Range<usize> {
        1..1
    }

    fn add_successor_operand(&self, ctx: &mut Context, _succ_idx: usize, operand: Value) -> usize {
        // Unreachable by construction; if it ever happens the op fails `NOpdsInterface<1>`
        // verification instead of silently dropping the value.
        Operation::push_operand(self.get_operation(), ctx, operand)
    }

    fn remove_successor_operand(
        &self,
        ctx: &mut Context,
        _succ_idx: usize,
        _arg_idx: usize,
    ) -> Value {
        self.get_operation().deref(ctx).get_operand(0)
    }
}

impl Verify for CondBrOp {
    fn verify(&self, ctx: &Context) -> Result<()> {
        let cond = self.get_operation().deref(ctx).get_operand(0).get_type(ctx);
        if int_width(ctx, cond).is_none() {
            return verify_err!(
                self.loc(ctx),
                MirVerifyErr::NotInteger("the branch condition")
            );
        }
        Ok(())
    }
}

/// `br_table`: successor `1 + index` when `index` (unsigned `i32`) is below the number of
/// cases, else successor 0 (the default). Successors take no arguments.
#[pliron_op(
    name = "mir.switch",
    format = "$0 ` [` successors(CharSpace(`,`)) `]`",
    interfaces = [IsTerminatorInterface, NResultsInterface<0>, NOpdsInterface<1>]
)]
pub struct SwitchOp;

impl SwitchOp {
    pub fn new(
        ctx: &mut Context,
        index: Value,
        default: Ptr<BasicBlock>,
        cases: Vec<Ptr<BasicBlock>>,
    ) -> Self {
        let mut succs = vec![default];
        succs.extend(cases);
        SwitchOp {
            op: Operation::new(
                ctx,
                Self::get_concrete_op_info(),
                vec![],
                vec![index],
                succs,
                0,
            ),
        }
    }
}

impl Verify for SwitchOp {
    fn verify(&self, ctx: &Context) -> Result<()> {
        let index = self.get_operation().deref(ctx).get_operand(0).get_type(ctx);
        if int_width(ctx, index).is_none() {
            return verify_err!(self.loc(ctx), MirVerifyErr::NotInteger("the switch index"));
        }
        Ok(())
    }
}

/// Calls the function `callee` of the module with the operands; its one result is the callee's
/// result, or `builtin.unit` for a callee that returns nothing.
#[pliron_op(
    name = "mir.call",
    format = "attr($mir_call_callee, $IdentifierAttr) ` (` operands(CharSpace(`,`)) `) : ` type($0)",
    interfaces = [OneResultInterface],
    attributes = (mir_call_callee: IdentifierAttr),
    verifier = "succ"
)]
pub struct CallOp;

impl CallOp {
    pub fn new(
        ctx: &mut Context,
        callee: Identifier,
        args: Vec<Value>,
        result: TypeHandle,
    ) -> Self {
        let op = CallOp {
            op: Operation::new(
                ctx,
                Self::get_concrete_op_info(),
                vec![result],
                args,
                vec![],
                0,
            ),
        };
        op.set_attr_mir_call_callee(ctx, IdentifierAttr::new(callee));
        op
    }

    pub fn callee(&self, ctx: &Context) -> Option<Identifier> {
        self.get_attr_mir_call_callee(ctx).map(|i| i.clone().into())
    }
}

/// Packs the operands into one aggregate (an `llvm.struct`): how a device function returns
/// several wasm results.
#[pliron_op(
    name = "mir.pack",
    format = "operands(CharSpace(`,`)) ` : ` type($0)",
    interfaces = [OneResultInterface],
    verifier = "succ"
)]
pub struct PackOp;

impl PackOp {
    pub fn new(ctx: &mut Context, values: Vec<Value>, ty: TypeHandle) -> Self {
        PackOp {
            op: Operation::new(
                ctx,
                Self::get_concrete_op_info(),
                vec![ty],
                values,
                vec![],
                0,
            ),
        }
    }
}

/// Field `index` of an aggregate made by `mir.pack` (or returned by a call).
#[pliron_op(
    name = "mir.unpack",
    format = "$0 ` [` attr($mir_unpack_index, $IndexAttr) `] : ` type($0)",
    interfaces = [NOpdsInterface<1>, OneResultInterface],
    attributes = (mir_unpack_index: IndexAttr),
    verifier = "succ"
)]
pub struct UnpackOp;

impl UnpackOp {
    pub fn new(ctx: &mut Context, aggregate: Value, index: u32, ty: TypeHandle) -> Self {
        let op = UnpackOp {
            op: Operation::new(
                ctx,
                Self::get_concrete_op_info(),
                vec![ty],
                vec![aggregate],
                vec![],
                0,
            ),
        };
        op.set_attr_mir_unpack_index(ctx, IndexAttr(index));
        op
    }

    pub fn index(&self, ctx: &Context) -> u32 {
        self.get_attr_mir_unpack_index(ctx)
            .map(|i| i.0)
            .unwrap_or(0)
    }
}

/// Returns from the function with the operands as results.
#[pliron_op(
    name = "mir.return",
    format = "operands(CharSpace(`,`))",
    interfaces = [IsTerminatorInterface, NResultsInterface<0>],
    verifier = "succ"
)]
pub struct ReturnOp;

impl ReturnOp {
    pub fn new(ctx: &mut Context, values: Vec<Value>) -> Self {
        ReturnOp {
            op: Operation::new(ctx, Self::get_concrete_op_info(), vec![], values, vec![], 0),
        }
    }
}

/// Raises a WebAssembly trap: the kernel records it and the thread stops.
#[pliron_op(
    name = "mir.trap",
    format = "attr($mir_trap_kind, $TrapKindAttr)",
    interfaces = [IsTerminatorInterface, NResultsInterface<0>, NOpdsInterface<0>],
    attributes = (mir_trap_kind: TrapKindAttr),
    verifier = "succ"
)]
pub struct TrapOp;

impl TrapOp {
    pub fn new(ctx: &mut Context, kind: TrapKindAttr) -> Self {
        let op = TrapOp {
            op: Operation::new(ctx, Self::get_concrete_op_info(), vec![], vec![], vec![], 0),
        };
        op.set_attr_mir_trap_kind(ctx, kind);
        op
    }

    pub fn kind(&self, ctx: &Context) -> TrapKindAttr {
        self.get_attr_mir_trap_kind(ctx)
            .map(|k| *k)
            .unwrap_or(TrapKindAttr::Unreachable)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mir::attributes::IntBinKind;
    use pliron::op::verify_op;

    fn err_text(ctx: &Context, e: pliron::result::Error) -> String {
        let _ = ctx;
        e.to_string()
    }

    #[test]
    fn constant_wider_than_its_type_is_rejected() {
        let ctx = &mut Context::new();
        let i8_ty = int_type(ctx, 8);
        let ok = ConstOp::new(ctx, i8_ty, 0xff);
        assert!(verify_op(&ok, ctx).is_ok());
        let bad = ConstOp::new(ctx, i8_ty, 0x100);
        let err = verify_op(&bad, ctx).unwrap_err();
        assert!(err_text(ctx, err).contains("constant bits 0x100 do not fit the result type"));
    }

    #[test]
    fn pointer_ops_reject_non_pointers_and_bad_alignment() {
        let ctx = &mut Context::new();
        let i64_ty = int_type(ctx, 64);
        let i32_ty = int_type(ctx, 32);
        let c = ConstOp::new(ctx, i64_ty, 8);
        let v = c.get_result(ctx);
        let add = PtrAddOp::new(ctx, v, v);
        let err = verify_op(&add, ctx).unwrap_err();
        assert!(err_text(ctx, err).contains("the base must be a pointer"));
        let load = LoadOp::new(ctx, v, i32_ty, 4);
        let err = verify_op(&load, ctx).unwrap_err();
        assert!(err_text(ctx, err).contains("the address must be a pointer"));
        let slot = AllocaOp::new(ctx, i32_ty);
        let p = slot.get_result(ctx);
        let misaligned = LoadOp::new(ctx, p, i32_ty, 3);
        let err = verify_op(&misaligned, ctx).unwrap_err();
        assert!(err_text(ctx, err).contains("alignment must be a power of two"));
        let sum = IntBinOp::new(ctx, IntBinKind::Add, i64_ty, v, v);
        assert!(verify_op(&sum, ctx).is_ok());
    }

    /// `mir.fma` takes floats: an integer operand is rejected with a message naming it.
    #[test]
    fn fma_rejects_integer_operands() {
        let ctx = &mut Context::new();
        let i32_ty = int_type(ctx, 32);
        let c = ConstOp::new(ctx, i32_ty, 1);
        let v = c.get_result(ctx);
        let fma = FmaOp::new(ctx, v, v, v);
        let err = verify_op(&fma, ctx).unwrap_err();
        assert!(err_text(ctx, err).contains("an fma operand must be a float"));
        let f32_ty: TypeHandle = pliron::builtin::types::FP32Type::get(ctx).into();
        let one = ConstOp::new(ctx, f32_ty, 1f32.to_bits().into());
        let x = one.get_result(ctx);
        let ok = FmaOp::new(ctx, x, x, x);
        assert!(verify_op(&ok, ctx).is_ok());
    }
}
