//! The `nvvm` dialect: the GPU's special registers and the block barrier.
//!
//! Kernel-mode code reads its position (`wasi:cuda/device` imports) through `nvvm.read_sreg`
//! and synchronises with `nvvm.barrier`. Lowering to LLVM (the `llvm.nvvm.*` intrinsics) lives
//! in `to_llvm.rs`; this module only declares the ops.

use pliron::{
    builtin::op_interfaces::{NOpdsInterface, NResultsInterface, OneResultInterface},
    context::Context,
    derive::{pliron_attr, pliron_op},
    op::Op,
    operation::Operation,
};

/// A PTX special register (all are 32-bit).
#[pliron_attr(name = "nvvm.sreg", format, verifier = "succ")]
#[derive(PartialEq, Eq, Clone, Copy, Debug, Hash)]
pub enum SpecialRegAttr {
    TidX,
    TidY,
    TidZ,
    CtaidX,
    CtaidY,
    CtaidZ,
    NtidX,
    NtidY,
    NtidZ,
    NctaidX,
    NctaidY,
    NctaidZ,
}

impl SpecialRegAttr {
    /// The NVVM intrinsic that reads the register.
    pub fn intrinsic(self) -> &'static str {
        match self {
            SpecialRegAttr::TidX => "llvm.nvvm.read.ptx.sreg.tid.x",
            SpecialRegAttr::TidY => "llvm.nvvm.read.ptx.sreg.tid.y",
            SpecialRegAttr::TidZ => "llvm.nvvm.read.ptx.sreg.tid.z",
            SpecialRegAttr::CtaidX => "llvm.nvvm.read.ptx.sreg.ctaid.x",
            SpecialRegAttr::CtaidY => "llvm.nvvm.read.ptx.sreg.ctaid.y",
            SpecialRegAttr::CtaidZ => "llvm.nvvm.read.ptx.sreg.ctaid.z",
            SpecialRegAttr::NtidX => "llvm.nvvm.read.ptx.sreg.ntid.x",
            SpecialRegAttr::NtidY => "llvm.nvvm.read.ptx.sreg.ntid.y",
            SpecialRegAttr::NtidZ => "llvm.nvvm.read.ptx.sreg.ntid.z",
            SpecialRegAttr::NctaidX => "llvm.nvvm.read.ptx.sreg.nctaid.x",
            SpecialRegAttr::NctaidY => "llvm.nvvm.read.ptx.sreg.nctaid.y",
            SpecialRegAttr::NctaidZ => "llvm.nvvm.read.ptx.sreg.nctaid.z",
        }
    }
}

/// Reads a special register as an `i32`.
#[pliron_op(
    name = "nvvm.read_sreg",
    format = "attr($nvvm_sreg, $SpecialRegAttr) ` : ` type($0)",
    interfaces = [NOpdsInterface<0>, OneResultInterface],
    attributes = (nvvm_sreg: SpecialRegAttr),
    verifier = "succ"
)]
pub struct ReadSregOp;

impl ReadSregOp {
    pub fn new(ctx: &mut Context, reg: SpecialRegAttr) -> Self {
        let i32_ty = crate::mir::int_type(ctx, 32);
        let op = ReadSregOp {
            op: Operation::new(
                ctx,
                Self::get_concrete_op_info(),
                vec![i32_ty],
                vec![],
                vec![],
                0,
            ),
        };
        op.set_attr_nvvm_sreg(ctx, reg);
        op
    }

    pub fn reg(&self, ctx: &Context) -> SpecialRegAttr {
        self.get_attr_nvvm_sreg(ctx)
            .map(|r| *r)
            .unwrap_or(SpecialRegAttr::TidX)
    }
}

/// Waits until every thread of the block reaches this barrier (`__syncthreads`).
#[pliron_op(
    name = "nvvm.barrier",
    format = "",
    interfaces = [NOpdsInterface<0>, NResultsInterface<0>],
    verifier = "succ"
)]
pub struct BarrierOp;

impl BarrierOp {
    pub fn new(ctx: &mut Context) -> Self {
        BarrierOp {
            op: Operation::new(ctx, Self::get_concrete_op_info(), vec![], vec![], vec![], 0),
        }
    }
}
