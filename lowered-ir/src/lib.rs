//! The interim LoweredOp IR: the project's shield against upstream churn and the place where
//! WebAssembly semantics become explicit (seeds/002 section 2).
//!
//! The six family passes of the compiler produce a [`LoweredFunction`]; the converter turns it
//! into the pliron `mir` dialect. This crate holds the IR data, a builder, the text printer and
//! parser, the verifier and the reference interpreter. It must not depend on Cranelift, pliron
//! or LLVM: it is testable on any laptop in milliseconds.

pub mod function;
pub mod interp;
pub mod ops;
pub mod parse;
pub mod print;
pub mod reference;
pub mod types;
pub mod verify;

pub use function::{
    BlockId, FunctionBuilder, GlobalDecl, Inst, LoweredBlock, LoweredFunction, Value,
};
pub use interp::{
    eval_int_op, run_function, run_kernel_grid, Dim3, EntryHook, FunctionResolver, Globals,
    HookAction, InterpError, Interpreter, KernelTrap, NoCallees, ResolveError, RtValue,
    ThreadPosition,
};
pub use ops::{
    BlockCall, ConvOp, FloatBinOp, FloatCmpOp, FloatUnOp, InstanceOp, IntBinOp, IntCmpOp, IntUnOp,
    LoadExtend, LoweredOp, Shape, SpecialReg, Terminator, TrapKind, VecBinOp, VecTestOp, VecUnOp,
};
pub use parse::{parse_function, parse_functions, ParseError};
pub use print::print_function;
pub use types::{LoweredSignature, LoweredType};
pub use verify::{verify_function, VerifyError};
