//! Lowering of `mir` and `nvvm` ops to pliron-llvm's dialect, one `ToLLVMDialect` impl per op.
//!
//! This is where WebAssembly's semantics meet LLVM's (DESIGN.md section 5):
//! - integer arithmetic wraps (no `nsw`/`nuw`); shift amounts are masked to width-1; rotates
//!   are funnel shifts; `srem` by -1 is computed as `srem` by 1 (LLVM's `srem MIN, -1` is UB);
//!   `ctlz`/`cttz` are defined at zero;
//! - float ops carry no fast-math flags; min/max are `llvm.minimum`/`llvm.maximum`; `fneg` and
//!   `fabs` are inline PTX on the bits (LLVM's `fneg`/`fabs` become PTX `neg`/`abs`, which
//!   canonicalise NaNs on the H100); `nearest` is `llvm.roundeven`; saturating truncations are
//!   `llvm.fpto[su]i.sat`;
//! - float constants are built from their bits (`bitcast` of an integer), so NaN payloads survive;
//! - `mir.trap` records `code | linear_thread_id << 32` in the `__tensor_wasm_trap` global with a
//!   compare-and-swap (first trap wins) and returns: never the PTX `trap` instruction.
//!
//! It must not change control flow beyond the ops it replaces.

use crate::mir::{
    self, ConvKind, FloatBinKind, FloatPred, FloatUnKind, IntBinKind, IntPred, IntUnKind,
};
use crate::nvvm::{self, SpecialRegAttr};
use crate::TRAP_GLOBAL;
use pliron::{
    basic_block::BasicBlock,
    builtin::{
        attributes::{IntegerAttr, StringAttr},
        op_interfaces::CallOpCallable,
        op_interfaces::OneResultInterface,
        types::{FP32Type, FP64Type, IntegerType, Signedness, UnitType},
    },
    context::{Context, Ptr},
    derive::op_interface_impl,
    identifier::Identifier,
    input_err_noloc,
    irbuild::{
        dialect_conversion::{DialectConversionRewriter, OperandsInfo},
        inserter::Inserter,
        rewriter::Rewriter,
    },
    op::Op,
    operation::Operation,
    r#type::{TypeHandle, Typed},
    result::Result,
    utils::apint::APInt,
    value::Value,
};
use pliron_llvm::{
    attributes::{
        AtomicOrderingAttr, AtomicRmwKindAttr, FCmpPredicateAttr, FastmathFlagsAttr,
        ICmpPredicateAttr, IntegerOverflowFlagsAttr, SyncScopeAttr,
    },
    op_interfaces::{
        AlignableOpInterface, BinArithOp, CastOpInterface, CastOpWithNNegInterface, FastMathFlags,
        FloatBinArithOpWithFastMathFlags, IntBinArithOpWithOverflowFlag,
    },
    ops as llvm,
    types::{FuncType, VoidType},
    ToLLVMDialect,
};
use std::num::NonZero;

/// Inserts llvm ops before the op being rewritten.
struct Emit<'r> {
    rw: &'r mut DialectConversionRewriter,
}

impl Emit<'_> {
    fn op<T: Op>(&mut self, ctx: &mut Context, make: impl FnOnce(&mut Context) -> T) -> T {
        let op = make(ctx);
        self.rw.insert_operation(ctx, op.get_operation());
        op
    }

    /// Inserts a one-result op and returns its result.
    fn val<T: Op + OneResultInterface>(
        &mut self,
        ctx: &mut Context,
        make: impl FnOnce(&mut Context) -> T,
    ) -> Value {
        let op = self.op(ctx, make);
        op.get_result(ctx)
    }

    fn int_const(&mut self, ctx: &mut Context, width: u32, bits: u64) -> Value {
        let ty = IntegerType::get(ctx, width, Signedness::Signless);
        let w = NonZero::new(width as usize).unwrap_or(NonZero::<usize>::MIN);
        let masked = if width >= 64 {
            bits
        } else {
            bits & ((1u64 << width) - 1)
        };
        let attr = IntegerAttr::new(ty, APInt::from_u64(masked, w));
        self.val(ctx, |ctx| llvm::ConstantOp::new(ctx, Box::new(attr)))
    }

    /// A float operation with no fast-math flags (IEEE, never fused or reassociated).
    fn strict_float<T>(&mut self, ctx: &mut Context, lhs: Value, rhs: Value) -> Value
    where
        T: FloatBinArithOpWithFastMathFlags + OneResultInterface,
    {
        self.val(ctx, |ctx| {
            T::new_with_fast_math_flags(ctx, lhs, rhs, FastmathFlagsAttr::default())
        })
    }

    fn intrinsic(
        &mut self,
        ctx: &mut Context,
        name: &str,
        res: TypeHandle,
        args: Vec<Value>,
    ) -> Value {
        let arg_tys = args.iter().map(|a| a.get_type(ctx)).collect();
        let fty = FuncType::get(ctx, res, arg_tys, false);
        self.val(ctx, |ctx| {
            llvm::CallIntrinsicOp::new(ctx, StringAttr::new(name.to_string()), fty, args)
        })
    }

    fn bool_to_i8(&mut self, ctx: &mut Context, b: Value) -> Value {
        let i8_ty = mir::int_type(ctx, 8);
        self.val(ctx, |ctx| {
            <llvm::ZExtOp as CastOpWithNNegInterface>::new_with_nneg(ctx, b, i8_ty, false)
        })
    }

    /// `v != 0` as an `i1`.
    fn nonzero(&mut self, ctx: &mut Context, v: Value) -> Value {
        let width = int_width(ctx, v.get_type(ctx)).unwrap_or(32);
        let zero = self.int_const(ctx, width, 0);
        self.val(ctx, |ctx| {
            llvm::ICmpOp::new(ctx, ICmpPredicateAttr::NE, v, zero)
        })
    }

    /// Replaces a NaN `v` (f32 or f64) by the canonical NaN of the same sign (`negative`
    /// `None`), or of the sign `negative` says, in inline PTX (`testp.notanumber`, then `selp`
    /// between `v` and that NaN). The converter
    /// emits it (`mir.fun canonicalize`) only where a computed NaN's bits are observed
    /// (compiler/src/passes/nan_canon.rs): the H100 returns 0x7fffffff for f32 arithmetic on NaNs
    /// (not canonical), and LLVM folds `x * 1.0` to `x` (a signalling NaN stays signalling).
    /// It is inline PTX because LLVM reasons through an IR `select(fcmp uno v, ..)` after
    /// some ops (sqrt) and drops it; the asm has no side effects, so LLVM may still move or
    /// merge it.
    fn canonical_nan(&mut self, ctx: &mut Context, v: Value, negative: Option<bool>) -> Value {
        let ty = v.get_type(ctx);
        let Some(width) = float_width(ctx, ty) else {
            return v;
        };
        let (template, constraints) = match (width, negative) {
            (32, None) => (
                "{ .reg .pred %p; .reg .b32 %c; testp.notanumber.f32 %p, $1; \
                 and.b32 %c, $1, 0x80000000; or.b32 %c, %c, 0x7FC00000; selp.b32 $0, %c, $1, %p; }",
                "=r,r",
            ),
            (32, Some(true)) => (
                "{ .reg .pred %p; testp.notanumber.f32 %p, $1; selp.b32 $0, 0xFFC00000, $1, %p; }",
                "=r,r",
            ),
            (32, Some(false)) => (
                "{ .reg .pred %p; testp.notanumber.f32 %p, $1; selp.b32 $0, 0x7FC00000, $1, %p; }",
                "=r,r",
            ),
            (_, None) => (
                "{ .reg .pred %p; .reg .b64 %c; testp.notanumber.f64 %p, $1; \
                 and.b64 %c, $1, 0x8000000000000000; or.b64 %c, %c, 0x7FF8000000000000; \
                 selp.b64 $0, %c, $1, %p; }",
                "=l,l",
            ),
            (_, Some(true)) => (
                "{ .reg .pred %p; testp.notanumber.f64 %p, $1; \
                 selp.b64 $0, 0xFFF8000000000000, $1, %p; }",
                "=l,l",
            ),
            (_, Some(false)) => (
                "{ .reg .pred %p; testp.notanumber.f64 %p, $1; \
                 selp.b64 $0, 0x7FF8000000000000, $1, %p; }",
                "=l,l",
            ),
        };
        self.bits_through_asm(ctx, v, width, template, constraints)
    }

    /// Float `v` (of `width` bits) as an integer through the inline PTX `template` (one
    /// output, one input, `constraints`), back as a float of its type: LLVM cannot see into
    /// the asm, so it cannot fold the bits back into float arithmetic.
    fn bits_through_asm(
        &mut self,
        ctx: &mut Context,
        v: Value,
        width: u32,
        template: &str,
        constraints: &str,
    ) -> Value {
        let ty = v.get_type(ctx);
        let int_ty = mir::int_type(ctx, width);
        let bits = self.val(ctx, |ctx| {
            <llvm::BitcastOp as CastOpInterface>::new(ctx, v, int_ty)
        });
        let out = self.val(ctx, |ctx| {
            llvm::InlineAsmOp::new(ctx, int_ty, vec![bits], template, constraints, false)
        });
        self.val(ctx, |ctx| {
            <llvm::BitcastOp as CastOpInterface>::new(ctx, out, ty)
        })
    }

    /// Signed saturating add or subtract of `width`-bit values (8, 16 or 32) as one PTX
    /// `add.sat.s32`/`sub.sat.s32` in inline asm: the operands are sign-extended to 32 bits and
    /// shifted left by `32 - width`, so the 32-bit operation overflows exactly when the narrow
    /// one does and saturates to the narrow bounds shifted; an arithmetic shift right brings
    /// the result back. It is inline PTX, not `llvm.sadd.sat.i16`, because NVPTX lowers the
    /// 16-bit form to 16-bit registers with a `setp`/`xor.pred` overflow test that the driver's
    /// PTX JIT (CUDA 13.0, driver 580, optimisation levels 1-4) miscompiles after a `neg.s16`
    /// (golden/ptxas-jit-miscompile/).
    fn sat_add_sub_s32(
        &mut self,
        ctx: &mut Context,
        add: bool,
        width: u32,
        lhs: Value,
        rhs: Value,
    ) -> Value {
        let i32_ty = mir::int_type(ctx, 32);
        let shift = self.int_const(ctx, 32, u64::from(32 - width));
        let widen = |e: &mut Self, ctx: &mut Context, v: Value| {
            let v = if width == 32 {
                v
            } else {
                e.val(ctx, |ctx| {
                    <llvm::SExtOp as CastOpInterface>::new(ctx, v, i32_ty)
                })
            };
            e.val(ctx, |ctx| {
                llvm::ShlOp::new_with_overflow_flag(
                    ctx,
                    v,
                    shift,
                    IntegerOverflowFlagsAttr::default(),
                )
            })
        };
        let (a, b) = (widen(self, ctx, lhs), widen(self, ctx, rhs));
        let template = if add {
            "add.sat.s32 $0, $1, $2;"
        } else {
            "sub.sat.s32 $0, $1, $2;"
        };
        let r = self.val(ctx, |ctx| {
            llvm::InlineAsmOp::new(ctx, i32_ty, vec![a, b], template, "=r,r,r", false)
        });
        let r = self.val(ctx, |ctx| <llvm::AShrOp as BinArithOp>::new(ctx, r, shift));
        if width == 32 {
            return r;
        }
        let ty = mir::int_type(ctx, width);
        self.val(ctx, |ctx| {
            <llvm::TruncOp as CastOpInterface>::new(ctx, r, ty)
        })
    }

    fn sreg(&mut self, ctx: &mut Context, reg: SpecialRegAttr) -> Value {
        let i32_ty = mir::int_type(ctx, 32);
        self.intrinsic(ctx, reg.intrinsic(), i32_ty, vec![])
    }

    fn mul(&mut self, ctx: &mut Context, a: Value, b: Value) -> Value {
        self.val(ctx, |ctx| {
            llvm::MulOp::new_with_overflow_flag(ctx, a, b, IntegerOverflowFlagsAttr::default())
        })
    }

    fn add(&mut self, ctx: &mut Context, a: Value, b: Value) -> Value {
        self.val(ctx, |ctx| {
            llvm::AddOp::new_with_overflow_flag(ctx, a, b, IntegerOverflowFlagsAttr::default())
        })
    }
}

/// Sets empty fast-math flags (the attribute must be present; wasm allows no fast math).
fn no_fast_math<T: FastMathFlags>(op: T, ctx: &Context) -> T {
    op.set_fast_math_flags(ctx, FastmathFlagsAttr::default());
    op
}

fn int_width(ctx: &Context, ty: TypeHandle) -> Option<u32> {
    ty.deref(ctx)
        .downcast_ref::<IntegerType>()
        .map(|t| t.width())
}

/// `f32`/`f64` width, or `None` for non-floats.
fn float_width(ctx: &Context, ty: TypeHandle) -> Option<u32> {
    let t = ty.deref(ctx);
    if t.is::<FP32Type>() {
        Some(32)
    } else if t.is::<FP64Type>() {
        Some(64)
    } else {
        None
    }
}

fn operand(ctx: &Context, op: Ptr<Operation>, i: usize) -> Value {
    op.deref(ctx).get_operand(i)
}

fn result_type(ctx: &Context, op: Ptr<Operation>) -> TypeHandle {
    op.deref(ctx).get_result(0).get_type(ctx)
}

fn replace_with(
    rw: &mut DialectConversionRewriter,
    ctx: &mut Context,
    op: Ptr<Operation>,
    v: Value,
) {
    rw.replace_operation_with_values(ctx, op, vec![v]);
}

#[derive(Debug, thiserror::Error)]
enum ToLlvmErr {
    #[error("{0}: operand type not supported")]
    BadType(&'static str),
    #[error("{0}: missing kind attribute")]
    MissingKind(&'static str),
    #[error("mir.return with {0} values: multiple results are not lowered yet")]
    MultiReturn(usize),
}

/// Suffix of an overloaded intrinsic for an integer or float type (`i32`, `f64`, ...).
fn overload(ctx: &Context, ty: TypeHandle) -> Option<String> {
    if let Some(w) = int_width(ctx, ty) {
        return Some(format!("i{w}"));
    }
    float_width(ctx, ty).map(|w| format!("f{w}"))
}

#[op_interface_impl]
impl ToLLVMDialect for mir::ConstOp {
    fn rewrite(
        &self,
        ctx: &mut Context,
        rw: &mut DialectConversionRewriter,
        _: &OperandsInfo,
    ) -> Result<()> {
        let op = self.get_operation();
        let ty = result_type(ctx, op);
        let bits = self.bits(ctx);
        let mut e = Emit { rw };
        let v = if let Some(w) = int_width(ctx, ty) {
            e.int_const(ctx, w, bits)
        } else if let Some(w) = float_width(ctx, ty) {
            // Exact bits, NaN payloads included: an integer constant reinterpreted.
            let i = e.int_const(ctx, w, bits);
            e.val(ctx, |ctx| {
                <llvm::BitcastOp as CastOpInterface>::new(ctx, i, ty)
            })
        } else {
            return input_err_noloc!(ToLlvmErr::BadType("mir.const"));
        };
        replace_with(e.rw, ctx, op, v);
        Ok(())
    }
}

#[op_interface_impl]
impl ToLLVMDialect for mir::IntBinOp {
    fn rewrite(
        &self,
        ctx: &mut Context,
        rw: &mut DialectConversionRewriter,
        _: &OperandsInfo,
    ) -> Result<()> {
        let op = self.get_operation();
        let (lhs, rhs) = (operand(ctx, op, 0), operand(ctx, op, 1));
        let ty = lhs.get_type(ctx);
        let Some(width) = int_width(ctx, ty) else {
            return input_err_noloc!(ToLlvmErr::BadType("mir.ibin"));
        };
        let Some(kind) = self.kind(ctx) else {
            return input_err_noloc!(ToLlvmErr::MissingKind("mir.ibin"));
        };
        let no_wrap = IntegerOverflowFlagsAttr::default;
        let mut e = Emit { rw };
        let v = match kind {
            IntBinKind::Add => e.val(ctx, |ctx| {
                llvm::AddOp::new_with_overflow_flag(ctx, lhs, rhs, no_wrap())
            }),
            IntBinKind::Sub => e.val(ctx, |ctx| {
                llvm::SubOp::new_with_overflow_flag(ctx, lhs, rhs, no_wrap())
            }),
            IntBinKind::Mul => e.val(ctx, |ctx| {
                llvm::MulOp::new_with_overflow_flag(ctx, lhs, rhs, no_wrap())
            }),
            IntBinKind::DivS => e.val(ctx, |ctx| <llvm::SDivOp as BinArithOp>::new(ctx, lhs, rhs)),
            IntBinKind::DivU => e.val(ctx, |ctx| <llvm::UDivOp as BinArithOp>::new(ctx, lhs, rhs)),
            IntBinKind::RemU => e.val(ctx, |ctx| <llvm::URemOp as BinArithOp>::new(ctx, lhs, rhs)),
            IntBinKind::RemS => {
                // x srem -1 is 0 in wasm but UB in LLVM for x = MIN: divide by 1 instead.
                let minus_one = e.int_const(ctx, width, u64::MAX);
                let one = e.int_const(ctx, width, 1);
                let is_m1 = e.val(ctx, |ctx| {
                    llvm::ICmpOp::new(ctx, ICmpPredicateAttr::EQ, rhs, minus_one)
                });
                let safe = e.val(ctx, |ctx| llvm::SelectOp::new(ctx, is_m1, one, rhs));
                e.val(ctx, |ctx| <llvm::SRemOp as BinArithOp>::new(ctx, lhs, safe))
            }
            IntBinKind::And => e.val(ctx, |ctx| <llvm::AndOp as BinArithOp>::new(ctx, lhs, rhs)),
            IntBinKind::Or => e.val(ctx, |ctx| <llvm::OrOp as BinArithOp>::new(ctx, lhs, rhs)),
            IntBinKind::Xor => e.val(ctx, |ctx| <llvm::XorOp as BinArithOp>::new(ctx, lhs, rhs)),
            IntBinKind::Shl | IntBinKind::ShrS | IntBinKind::ShrU => {
                let mask = e.int_const(ctx, width, u64::from(width - 1));
                let amount = e.val(ctx, |ctx| <llvm::AndOp as BinArithOp>::new(ctx, rhs, mask));
                match kind {
                    IntBinKind::Shl => e.val(ctx, |ctx| {
                        llvm::ShlOp::new_with_overflow_flag(ctx, lhs, amount, no_wrap())
                    }),
                    IntBinKind::ShrS => e.val(ctx, |ctx| {
                        <llvm::AShrOp as BinArithOp>::new(ctx, lhs, amount)
                    }),
                    _ => e.val(ctx, |ctx| {
                        <llvm::LShrOp as BinArithOp>::new(ctx, lhs, amount)
                    }),
                }
            }
            IntBinKind::Rotl | IntBinKind::Rotr => {
                let name = if kind == IntBinKind::Rotl {
                    "llvm.fshl"
                } else {
                    "llvm.fshr"
                };
                e.intrinsic(ctx, &format!("{name}.i{width}"), ty, vec![lhs, lhs, rhs])
            }
            IntBinKind::AddSatS | IntBinKind::SubSatS => {
                if !matches!(width, 8 | 16 | 32) {
                    return input_err_noloc!(ToLlvmErr::BadType("mir.ibin add_sat_s/sub_sat_s"));
                }
                e.sat_add_sub_s32(ctx, kind == IntBinKind::AddSatS, width, lhs, rhs)
            }
        };
        replace_with(e.rw, ctx, op, v);
        Ok(())
    }
}

#[op_interface_impl]
impl ToLLVMDialect for mir::IntUnOp {
    fn rewrite(
        &self,
        ctx: &mut Context,
        rw: &mut DialectConversionRewriter,
        _: &OperandsInfo,
    ) -> Result<()> {
        let op = self.get_operation();
        let arg = operand(ctx, op, 0);
        let ty = arg.get_type(ctx);
        let Some(width) = int_width(ctx, ty) else {
            return input_err_noloc!(ToLlvmErr::BadType("mir.iun"));
        };
        let Some(kind) = self.kind(ctx) else {
            return input_err_noloc!(ToLlvmErr::MissingKind("mir.iun"));
        };
        let mut e = Emit { rw };
        let v = match kind {
            IntUnKind::Clz | IntUnKind::Ctz => {
                let name = if kind == IntUnKind::Clz {
                    "llvm.ctlz"
                } else {
                    "llvm.cttz"
                };
                // `false`: the result at zero is defined (the width), as wasm requires.
                let poison_at_zero = e.int_const(ctx, 1, 0);
                e.intrinsic(
                    ctx,
                    &format!("{name}.i{width}"),
                    ty,
                    vec![arg, poison_at_zero],
                )
            }
            IntUnKind::Popcnt => e.intrinsic(ctx, &format!("llvm.ctpop.i{width}"), ty, vec![arg]),
            IntUnKind::Neg => {
                let zero = e.int_const(ctx, width, 0);
                e.val(ctx, |ctx| {
                    llvm::SubOp::new_with_overflow_flag(
                        ctx,
                        zero,
                        arg,
                        IntegerOverflowFlagsAttr::default(),
                    )
                })
            }
        };
        replace_with(e.rw, ctx, op, v);
        Ok(())
    }
}

#[op_interface_impl]
impl ToLLVMDialect for mir::IntCmpOp {
    fn rewrite(
        &self,
        ctx: &mut Context,
        rw: &mut DialectConversionRewriter,
        _: &OperandsInfo,
    ) -> Result<()> {
        let op = self.get_operation();
        let (lhs, rhs) = (operand(ctx, op, 0), operand(ctx, op, 1));
        let Some(pred) = self.kind(ctx) else {
            return input_err_noloc!(ToLlvmErr::MissingKind("mir.icmp"));
        };
        let p = match pred {
            IntPred::Eq => ICmpPredicateAttr::EQ,
            IntPred::Ne => ICmpPredicateAttr::NE,
            IntPred::LtS => ICmpPredicateAttr::SLT,
            IntPred::LtU => ICmpPredicateAttr::ULT,
            IntPred::GtS => ICmpPredicateAttr::SGT,
            IntPred::GtU => ICmpPredicateAttr::UGT,
            IntPred::LeS => ICmpPredicateAttr::SLE,
            IntPred::LeU => ICmpPredicateAttr::ULE,
            IntPred::GeS => ICmpPredicateAttr::SGE,
            IntPred::GeU => ICmpPredicateAttr::UGE,
        };
        let mut e = Emit { rw };
        let b = e.val(ctx, |ctx| llvm::ICmpOp::new(ctx, p, lhs, rhs));
        let v = e.bool_to_i8(ctx, b);
        replace_with(e.rw, ctx, op, v);
        Ok(())
    }
}

#[op_interface_impl]
impl ToLLVMDialect for mir::FloatBinOp {
    fn rewrite(
        &self,
        ctx: &mut Context,
        rw: &mut DialectConversionRewriter,
        _: &OperandsInfo,
    ) -> Result<()> {
        let op = self.get_operation();
        let (lhs, rhs) = (operand(ctx, op, 0), operand(ctx, op, 1));
        let ty = lhs.get_type(ctx);
        let Some(suffix) = overload(ctx, ty) else {
            return input_err_noloc!(ToLlvmErr::BadType("mir.fbin"));
        };
        let Some(kind) = self.kind(ctx) else {
            return input_err_noloc!(ToLlvmErr::MissingKind("mir.fbin"));
        };
        let mut e = Emit { rw };
        let v = match kind {
            FloatBinKind::Add => e.strict_float::<llvm::FAddOp>(ctx, lhs, rhs),
            FloatBinKind::Sub => e.strict_float::<llvm::FSubOp>(ctx, lhs, rhs),
            FloatBinKind::Mul => e.strict_float::<llvm::FMulOp>(ctx, lhs, rhs),
            FloatBinKind::Div => e.strict_float::<llvm::FDivOp>(ctx, lhs, rhs),
            FloatBinKind::Min => {
                e.intrinsic(ctx, &format!("llvm.minimum.{suffix}"), ty, vec![lhs, rhs])
            }
            FloatBinKind::Max => {
                e.intrinsic(ctx, &format!("llvm.maximum.{suffix}"), ty, vec![lhs, rhs])
            }
            FloatBinKind::Copysign => {
                e.intrinsic(ctx, &format!("llvm.copysign.{suffix}"), ty, vec![lhs, rhs])
            }
        };
        replace_with(e.rw, ctx, op, v);
        Ok(())
    }
}

#[op_interface_impl]
impl ToLLVMDialect for mir::FloatUnOp {
    fn rewrite(
        &self,
        ctx: &mut Context,
        rw: &mut DialectConversionRewriter,
        _: &OperandsInfo,
    ) -> Result<()> {
        let op = self.get_operation();
        let arg = operand(ctx, op, 0);
        let ty = arg.get_type(ctx);
        let (Some(suffix), Some(width)) = (overload(ctx, ty), float_width(ctx, ty)) else {
            return input_err_noloc!(ToLlvmErr::BadType("mir.fun"));
        };
        let Some(kind) = self.kind(ctx) else {
            return input_err_noloc!(ToLlvmErr::MissingKind("mir.fun"));
        };
        let mut e = Emit { rw };
        let v = match kind {
            FloatUnKind::Neg | FloatUnKind::Abs => {
                // Sign-bit arithmetic in inline PTX, opaque to the optimiser (DESIGN.md §5).
                let (instr, reg, mask) = match (kind, width) {
                    (FloatUnKind::Neg, 32) => ("xor.b32", "r", "0x80000000"),
                    (FloatUnKind::Neg, _) => ("xor.b64", "l", "0x8000000000000000"),
                    (_, 32) => ("and.b32", "r", "0x7FFFFFFF"),
                    (_, _) => ("and.b64", "l", "0x7FFFFFFFFFFFFFFF"),
                };
                let template = format!("{instr} $0, $1, {mask};");
                let constraints = format!("={reg},{reg}");
                e.bits_through_asm(ctx, arg, width, &template, &constraints)
            }
            FloatUnKind::Sqrt => e.intrinsic(ctx, &format!("llvm.sqrt.{suffix}"), ty, vec![arg]),
            FloatUnKind::Ceil => e.intrinsic(ctx, &format!("llvm.ceil.{suffix}"), ty, vec![arg]),
            FloatUnKind::Floor => e.intrinsic(ctx, &format!("llvm.floor.{suffix}"), ty, vec![arg]),
            FloatUnKind::Trunc => e.intrinsic(ctx, &format!("llvm.trunc.{suffix}"), ty, vec![arg]),
            FloatUnKind::Nearest => {
                e.intrinsic(ctx, &format!("llvm.roundeven.{suffix}"), ty, vec![arg])
            }
            FloatUnKind::Canonicalize => e.canonical_nan(ctx, arg, None),
            FloatUnKind::CanonicalizeNegative => e.canonical_nan(ctx, arg, Some(true)),
            FloatUnKind::CanonicalizePositive => e.canonical_nan(ctx, arg, Some(false)),
            FloatUnKind::Opaque => {
                let (template, constraints) = if width == 32 {
                    ("mov.b32 $0, $1;", "=r,r")
                } else {
                    ("mov.b64 $0, $1;", "=l,l")
                };
                e.bits_through_asm(ctx, arg, width, template, constraints)
            }
        };
        replace_with(e.rw, ctx, op, v);
        Ok(())
    }
}

#[op_interface_impl]
impl ToLLVMDialect for mir::FloatCmpOp {
    fn rewrite(
        &self,
        ctx: &mut Context,
        rw: &mut DialectConversionRewriter,
        _: &OperandsInfo,
    ) -> Result<()> {
        let op = self.get_operation();
        let (lhs, rhs) = (operand(ctx, op, 0), operand(ctx, op, 1));
        let Some(pred) = self.kind(ctx) else {
            return input_err_noloc!(ToLlvmErr::MissingKind("mir.fcmp"));
        };
        let p = match pred {
            FloatPred::Eq => FCmpPredicateAttr::OEQ,
            FloatPred::Ne => FCmpPredicateAttr::UNE,
            FloatPred::Lt => FCmpPredicateAttr::OLT,
            FloatPred::Gt => FCmpPredicateAttr::OGT,
            FloatPred::Le => FCmpPredicateAttr::OLE,
            FloatPred::Ge => FCmpPredicateAttr::OGE,
        };
        let mut e = Emit { rw };
        let b = e.val(ctx, |ctx| {
            no_fast_math(llvm::FCmpOp::new(ctx, p, lhs, rhs), ctx)
        });
        let v = e.bool_to_i8(ctx, b);
        replace_with(e.rw, ctx, op, v);
        Ok(())
    }
}

#[op_interface_impl]
impl ToLLVMDialect for mir::ConvOp {
    fn rewrite(
        &self,
        ctx: &mut Context,
        rw: &mut DialectConversionRewriter,
        _: &OperandsInfo,
    ) -> Result<()> {
        let op = self.get_operation();
        let arg = operand(ctx, op, 0);
        let to = result_type(ctx, op);
        let Some(kind) = self.kind(ctx) else {
            return input_err_noloc!(ToLlvmErr::MissingKind("mir.conv"));
        };
        let mut e = Emit { rw };
        let v = match kind {
            ConvKind::Uextend => e.val(ctx, |ctx| {
                <llvm::ZExtOp as CastOpWithNNegInterface>::new_with_nneg(ctx, arg, to, false)
            }),
            ConvKind::Sextend => e.val(ctx, |ctx| {
                <llvm::SExtOp as CastOpInterface>::new(ctx, arg, to)
            }),
            ConvKind::Ireduce => e.val(ctx, |ctx| {
                <llvm::TruncOp as CastOpInterface>::new(ctx, arg, to)
            }),
            ConvKind::Bitcast => e.val(ctx, |ctx| {
                <llvm::BitcastOp as CastOpInterface>::new(ctx, arg, to)
            }),
            ConvKind::FPromote => e.val(ctx, |ctx| {
                no_fast_math(<llvm::FPExtOp as CastOpInterface>::new(ctx, arg, to), ctx)
            }),
            ConvKind::FDemote => e.val(ctx, |ctx| {
                no_fast_math(<llvm::FPTruncOp as CastOpInterface>::new(ctx, arg, to), ctx)
            }),
            ConvKind::FToSint => e.val(ctx, |ctx| {
                <llvm::FPToSIOp as CastOpInterface>::new(ctx, arg, to)
            }),
            ConvKind::FToUint => e.val(ctx, |ctx| {
                <llvm::FPToUIOp as CastOpInterface>::new(ctx, arg, to)
            }),
            ConvKind::SintToF => e.val(ctx, |ctx| {
                <llvm::SIToFPOp as CastOpInterface>::new(ctx, arg, to)
            }),
            ConvKind::UintToF => e.val(ctx, |ctx| {
                <llvm::UIToFPOp as CastOpWithNNegInterface>::new_with_nneg(ctx, arg, to, false)
            }),
            ConvKind::FToSintSat | ConvKind::FToUintSat => {
                let (Some(t), Some(f)) = (overload(ctx, to), overload(ctx, arg.get_type(ctx)))
                else {
                    return input_err_noloc!(ToLlvmErr::BadType("mir.conv"));
                };
                let name = if kind == ConvKind::FToSintSat {
                    "llvm.fptosi.sat"
                } else {
                    "llvm.fptoui.sat"
                };
                e.intrinsic(ctx, &format!("{name}.{t}.{f}"), to, vec![arg])
            }
        };
        replace_with(e.rw, ctx, op, v);
        Ok(())
    }
}

#[op_interface_impl]
impl ToLLVMDialect for mir::SelectOp {
    fn rewrite(
        &self,
        ctx: &mut Context,
        rw: &mut DialectConversionRewriter,
        _: &OperandsInfo,
    ) -> Result<()> {
        let op = self.get_operation();
        let (c, t, f) = (
            operand(ctx, op, 0),
            operand(ctx, op, 1),
            operand(ctx, op, 2),
        );
        let mut e = Emit { rw };
        let b = e.nonzero(ctx, c);
        let v = e.val(ctx, |ctx| llvm::SelectOp::new(ctx, b, t, f));
        replace_with(e.rw, ctx, op, v);
        Ok(())
    }
}

#[op_interface_impl]
impl ToLLVMDialect for mir::FmaOp {
    fn rewrite(
        &self,
        ctx: &mut Context,
        rw: &mut DialectConversionRewriter,
        _: &OperandsInfo,
    ) -> Result<()> {
        let op = self.get_operation();
        let args = vec![
            operand(ctx, op, 0),
            operand(ctx, op, 1),
            operand(ctx, op, 2),
        ];
        let ty = args[0].get_type(ctx);
        let Some(suffix) = overload(ctx, ty) else {
            return input_err_noloc!(ToLlvmErr::BadType("mir.fma"));
        };
        let mut e = Emit { rw };
        let v = e.intrinsic(ctx, &format!("llvm.fma.{suffix}"), ty, args);
        replace_with(e.rw, ctx, op, v);
        Ok(())
    }
}

#[op_interface_impl]
impl ToLLVMDialect for mir::PtrAddOp {
    fn rewrite(
        &self,
        ctx: &mut Context,
        rw: &mut DialectConversionRewriter,
        _: &OperandsInfo,
    ) -> Result<()> {
        let op = self.get_operation();
        let (base, bytes) = (operand(ctx, op, 0), operand(ctx, op, 1));
        let i8_ty = mir::int_type(ctx, 8);
        let mut e = Emit { rw };
        let v = e.val(ctx, |ctx| {
            llvm::GetElementPtrOp::new(ctx, base, vec![llvm::GepIndex::Value(bytes)], i8_ty)
        });
        replace_with(e.rw, ctx, op, v);
        Ok(())
    }
}

/// `|ptrtoint(base) - ptrtoint(slot)|` for a fresh one-byte slot of this frame: generic
/// addresses of one thread's local window, so the difference is the stack between the two.
#[op_interface_impl]
impl ToLLVMDialect for mir::StackDepthOp {
    fn rewrite(
        &self,
        ctx: &mut Context,
        rw: &mut DialectConversionRewriter,
        _: &OperandsInfo,
    ) -> Result<()> {
        let op = self.get_operation();
        let base = operand(ctx, op, 0);
        let i8_ty = mir::int_type(ctx, 8);
        let i64_ty = mir::int_type(ctx, 64);
        let mut e = Emit { rw };
        let one = e.int_const(ctx, 32, 1);
        let slot = e.val(ctx, |ctx| llvm::AllocaOp::new(ctx, i8_ty, one, 0));
        let [b, s] = [base, slot].map(|p| {
            e.val(ctx, |ctx| {
                <llvm::PtrToIntOp as CastOpInterface>::new(ctx, p, i64_ty)
            })
        });
        let diff = e.val(ctx, |ctx| {
            llvm::SubOp::new_with_overflow_flag(ctx, b, s, IntegerOverflowFlagsAttr::default())
        });
        let zero = e.int_const(ctx, 64, 0);
        let negated = e.val(ctx, |ctx| {
            llvm::SubOp::new_with_overflow_flag(
                ctx,
                zero,
                diff,
                IntegerOverflowFlagsAttr::default(),
            )
        });
        let negative = e.val(ctx, |ctx| {
            llvm::ICmpOp::new(ctx, ICmpPredicateAttr::SLT, diff, zero)
        });
        let v = e.val(ctx, |ctx| llvm::SelectOp::new(ctx, negative, negated, diff));
        replace_with(e.rw, ctx, op, v);
        Ok(())
    }
}

#[op_interface_impl]
impl ToLLVMDialect for mir::LoadOp {
    fn rewrite(
        &self,
        ctx: &mut Context,
        rw: &mut DialectConversionRewriter,
        _: &OperandsInfo,
    ) -> Result<()> {
        let op = self.get_operation();
        let ptr = self.ptr(ctx);
        let ty = result_type(ctx, op);
        let align = self.align(ctx);
        let mut e = Emit { rw };
        let load = e.op(ctx, |ctx| llvm::LoadOp::new(ctx, ptr, ty));
        load.set_alignment(ctx, align);
        let v = load.get_result(ctx);
        replace_with(e.rw, ctx, op, v);
        Ok(())
    }
}

#[op_interface_impl]
impl ToLLVMDialect for mir::StoreOp {
    fn rewrite(
        &self,
        ctx: &mut Context,
        rw: &mut DialectConversionRewriter,
        _: &OperandsInfo,
    ) -> Result<()> {
        let op = self.get_operation();
        let (value, ptr, align) = (self.value(ctx), self.ptr(ctx), self.align(ctx));
        let store = llvm::StoreOp::new(ctx, value, ptr);
        store.set_alignment(ctx, align);
        rw.insert_operation(ctx, store.get_operation());
        rw.replace_operation(ctx, op, store.get_operation());
        Ok(())
    }
}

#[op_interface_impl]
impl ToLLVMDialect for mir::AtomicAddOp {
    fn rewrite(
        &self,
        ctx: &mut Context,
        rw: &mut DialectConversionRewriter,
        _: &OperandsInfo,
    ) -> Result<()> {
        let op = self.get_operation();
        let (value, ptr) = (self.value(ctx), self.ptr(ctx));
        // Monotonic: the adds need no order among themselves or with other accesses (each
        // thread's other accesses touch other bytes); the launch's end publishes them.
        let add = llvm::AtomicRmwOp::new(
            ctx,
            ptr,
            value,
            AtomicRmwKindAttr::Add,
            AtomicOrderingAttr::Monotonic,
            SyncScopeAttr::System,
        );
        rw.insert_operation(ctx, add.get_operation());
        rw.erase_operation(ctx, op);
        Ok(())
    }
}

#[op_interface_impl]
impl ToLLVMDialect for mir::AllocaOp {
    fn rewrite(
        &self,
        ctx: &mut Context,
        rw: &mut DialectConversionRewriter,
        _: &OperandsInfo,
    ) -> Result<()> {
        let op = self.get_operation();
        let Some(elem) = self.elem_type(ctx) else {
            return input_err_noloc!(ToLlvmErr::MissingKind("mir.alloca"));
        };
        let mut e = Emit { rw };
        let one = e.int_const(ctx, 32, 1);
        let v = e.val(ctx, |ctx| llvm::AllocaOp::new(ctx, elem, one, 0));
        replace_with(e.rw, ctx, op, v);
        Ok(())
    }
}

fn successor(ctx: &Context, op: Ptr<Operation>, i: usize) -> Ptr<BasicBlock> {
    op.deref(ctx).get_successor(i)
}

#[op_interface_impl]
impl ToLLVMDialect for mir::BrOp {
    fn rewrite(
        &self,
        ctx: &mut Context,
        rw: &mut DialectConversionRewriter,
        _: &OperandsInfo,
    ) -> Result<()> {
        let op = self.get_operation();
        let dest = successor(ctx, op, 0);
        let args: Vec<Value> = op.deref(ctx).operands().collect();
        let br = llvm::BrOp::new(ctx, dest, args);
        rw.insert_operation(ctx, br.get_operation());
        rw.replace_operation(ctx, op, br.get_operation());
        Ok(())
    }
}

#[op_interface_impl]
impl ToLLVMDialect for mir::CondBrOp {
    fn rewrite(
        &self,
        ctx: &mut Context,
        rw: &mut DialectConversionRewriter,
        _: &OperandsInfo,
    ) -> Result<()> {
        let op = self.get_operation();
        let cond = operand(ctx, op, 0);
        let (t, f) = (successor(ctx, op, 0), successor(ctx, op, 1));
        let mut e = Emit { rw };
        let b = e.nonzero(ctx, cond);
        let br = llvm::CondBrOp::new(ctx, b, t, vec![], f, vec![]);
        e.rw.insert_operation(ctx, br.get_operation());
        e.rw.replace_operation(ctx, op, br.get_operation());
        Ok(())
    }
}

#[op_interface_impl]
impl ToLLVMDialect for mir::SwitchOp {
    fn rewrite(
        &self,
        ctx: &mut Context,
        rw: &mut DialectConversionRewriter,
        _: &OperandsInfo,
    ) -> Result<()> {
        let op = self.get_operation();
        let index = operand(ctx, op, 0);
        let width = int_width(ctx, index.get_type(ctx)).unwrap_or(32);
        let succs: Vec<Ptr<BasicBlock>> = op.deref(ctx).successors().collect();
        let Some((default, cases)) = succs.split_first() else {
            return input_err_noloc!(ToLlvmErr::BadType("mir.switch"));
        };
        let ity = IntegerType::get(ctx, width, Signedness::Signless);
        let w = NonZero::new(width as usize).unwrap_or(NonZero::<usize>::MIN);
        let cases = cases
            .iter()
            .enumerate()
            .map(|(k, dest)| llvm::SwitchCase {
                value: IntegerAttr::new(ity, APInt::from_u64(k as u64, w)),
                dest: *dest,
                dest_opds: vec![],
            })
            .collect();
        let sw = llvm::SwitchOp::new(ctx, index, *default, vec![], cases);
        rw.insert_operation(ctx, sw.get_operation());
        rw.replace_operation(ctx, op, sw.get_operation());
        Ok(())
    }
}

#[op_interface_impl]
impl ToLLVMDialect for mir::ReturnOp {
    fn rewrite(
        &self,
        ctx: &mut Context,
        rw: &mut DialectConversionRewriter,
        _: &OperandsInfo,
    ) -> Result<()> {
        let op = self.get_operation();
        let values: Vec<Value> = op.deref(ctx).operands().collect();
        if values.len() > 1 {
            return input_err_noloc!(ToLlvmErr::MultiReturn(values.len()));
        }
        let ret = llvm::ReturnOp::new(ctx, values.first().copied());
        rw.insert_operation(ctx, ret.get_operation());
        rw.replace_operation(ctx, op, ret.get_operation());
        Ok(())
    }
}

#[op_interface_impl]
impl ToLLVMDialect for mir::TrapOp {
    fn rewrite(
        &self,
        ctx: &mut Context,
        rw: &mut DialectConversionRewriter,
        _: &OperandsInfo,
    ) -> Result<()> {
        let op = self.get_operation();
        let code = self.kind(ctx).code();
        let mut e = Emit { rw };
        // Linear thread id: block index (x fastest) times block size plus thread index.
        use SpecialRegAttr as S;
        let regs: Vec<Value> = [
            S::TidX,
            S::TidY,
            S::TidZ,
            S::NtidX,
            S::NtidY,
            S::NtidZ,
            S::CtaidX,
            S::CtaidY,
            S::CtaidZ,
            S::NctaidX,
            S::NctaidY,
        ]
        .into_iter()
        .map(|r| e.sreg(ctx, r))
        .collect();
        let [tx, ty, tz, nx, ny, nz, cx, cy, cz, gx, gy] = regs[..] else {
            return input_err_noloc!(ToLlvmErr::BadType("mir.trap"));
        };
        let t_zy = e.mul(ctx, tz, ny);
        let t_zy = e.add(ctx, t_zy, ty);
        let t_zyx = e.mul(ctx, t_zy, nx);
        let local = e.add(ctx, t_zyx, tx);
        let b_zy = e.mul(ctx, cz, gy);
        let b_zy = e.add(ctx, b_zy, cy);
        let b_zyx = e.mul(ctx, b_zy, gx);
        let block = e.add(ctx, b_zyx, cx);
        let size = e.mul(ctx, nx, ny);
        let size = e.mul(ctx, size, nz);
        let base = e.mul(ctx, block, size);
        let linear = e.add(ctx, base, local);
        let i64_ty = mir::int_type(ctx, 64);
        let wide = e.val(ctx, |ctx| {
            <llvm::ZExtOp as CastOpWithNNegInterface>::new_with_nneg(ctx, linear, i64_ty, false)
        });
        let shift = e.int_const(ctx, 64, 32);
        let high = e.val(ctx, |ctx| {
            llvm::ShlOp::new_with_overflow_flag(
                ctx,
                wide,
                shift,
                IntegerOverflowFlagsAttr::default(),
            )
        });
        let code_v = e.int_const(ctx, 64, u64::from(code));
        let record = e.val(ctx, |ctx| {
            <llvm::OrOp as BinArithOp>::new(ctx, high, code_v)
        });
        let zero = e.int_const(ctx, 64, 0);
        let name = trap_global_name()?;
        let global = e.val(ctx, |ctx| llvm::AddressOfOp::new(ctx, name, 1));
        e.op(ctx, |ctx| {
            llvm::AtomicCmpxchgOp::new(
                ctx,
                global,
                zero,
                record,
                AtomicOrderingAttr::Monotonic,
                AtomicOrderingAttr::Monotonic,
                SyncScopeAttr::System,
            )
        });
        let ret = llvm::ReturnOp::new(ctx, None);
        e.rw.insert_operation(ctx, ret.get_operation());
        e.rw.replace_operation(ctx, op, ret.get_operation());
        Ok(())
    }
}

#[op_interface_impl]
impl ToLLVMDialect for mir::CallOp {
    fn rewrite(
        &self,
        ctx: &mut Context,
        rw: &mut DialectConversionRewriter,
        _: &OperandsInfo,
    ) -> Result<()> {
        let op = self.get_operation();
        let Some(callee) = self.callee(ctx) else {
            return input_err_noloc!(ToLlvmErr::MissingKind("mir.call"));
        };
        let args: Vec<Value> = op.deref(ctx).operands().collect();
        let arg_tys = args.iter().map(|a| a.get_type(ctx)).collect();
        let res = result_type(ctx, op);
        // `builtin.unit` results mean a void callee.
        let res = if res.deref(ctx).is::<UnitType>() {
            VoidType::get(ctx).into()
        } else {
            res
        };
        let fty = FuncType::get(ctx, res, arg_tys, false);
        let call = llvm::CallOp::new(ctx, CallOpCallable::Direct(callee), fty, args);
        rw.insert_operation(ctx, call.get_operation());
        rw.replace_operation(ctx, op, call.get_operation());
        Ok(())
    }
}

#[op_interface_impl]
impl ToLLVMDialect for mir::PackOp {
    fn rewrite(
        &self,
        ctx: &mut Context,
        rw: &mut DialectConversionRewriter,
        _: &OperandsInfo,
    ) -> Result<()> {
        let op = self.get_operation();
        let ty = result_type(ctx, op);
        let values: Vec<Value> = op.deref(ctx).operands().collect();
        let mut e = Emit { rw };
        let mut agg = e.val(ctx, |ctx| llvm::UndefOp::new(ctx, ty));
        for (k, v) in values.into_iter().enumerate() {
            agg = e.val(ctx, |ctx| {
                llvm::InsertValueOp::new(ctx, agg, v, vec![k as u32])
            });
        }
        replace_with(e.rw, ctx, op, agg);
        Ok(())
    }
}

#[op_interface_impl]
impl ToLLVMDialect for mir::UnpackOp {
    fn rewrite(
        &self,
        ctx: &mut Context,
        rw: &mut DialectConversionRewriter,
        _: &OperandsInfo,
    ) -> Result<()> {
        let op = self.get_operation();
        let agg = operand(ctx, op, 0);
        let index = self.index(ctx);
        let extract = llvm::ExtractValueOp::new(ctx, agg, vec![index])?;
        rw.insert_operation(ctx, extract.get_operation());
        let v = extract.get_result(ctx);
        replace_with(rw, ctx, op, v);
        Ok(())
    }
}

/// The identifier of the trap global.
pub fn trap_global_name() -> Result<Identifier> {
    Identifier::try_from(TRAP_GLOBAL)
        .map_err(|_| pliron::input_error_noloc!(ToLlvmErr::BadType("trap global name")))
}

#[op_interface_impl]
impl ToLLVMDialect for nvvm::ReadSregOp {
    fn rewrite(
        &self,
        ctx: &mut Context,
        rw: &mut DialectConversionRewriter,
        _: &OperandsInfo,
    ) -> Result<()> {
        let op = self.get_operation();
        let reg = self.reg(ctx);
        let mut e = Emit { rw };
        let v = e.sreg(ctx, reg);
        replace_with(e.rw, ctx, op, v);
        Ok(())
    }
}

#[op_interface_impl]
impl ToLLVMDialect for nvvm::BarrierOp {
    fn rewrite(
        &self,
        ctx: &mut Context,
        rw: &mut DialectConversionRewriter,
        _: &OperandsInfo,
    ) -> Result<()> {
        let op = self.get_operation();
        let void = VoidType::get(ctx).into();
        let mut e = Emit { rw };
        let all = e.int_const(ctx, 32, 0);
        let fty = FuncType::get(ctx, void, vec![all.get_type(ctx)], false);
        let call = llvm::CallIntrinsicOp::new(
            ctx,
            StringAttr::new("llvm.nvvm.barrier.cta.sync.aligned.all".to_string()),
            fty,
            vec![all],
        );
        e.rw.insert_operation(ctx, call.get_operation());
        e.rw.erase_operation(ctx, op);
        Ok(())
    }
}
