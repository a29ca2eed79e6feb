//! The shim's error type, [`AbiError`], and its stable integer codes.
//!
//! Every fallible entry point of the shim, from `parse_argv` to the wasi:cuda host functions,
//! reports an `AbiError`. A guest sees only [`AbiError::code`], a negative `i32` whose value is
//! part of the wasi:cuda/host@0.2.0 contract (docs/ABI.md lists each code and when it is
//! returned), and can fetch the one-line message through `wasi_cuda_last_error_*`.
//!
//! This module must not renumber a code: guests compiled against the contract compare with
//! these numbers. New variants take new codes.

use crate::trap::TrapKind;

/// An error of the wasi:cuda ABI. Messages are one line and start lowercase.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AbiError {
    /// No CUDA driver or device: the library is missing, `cuInit` failed, or the runtime was
    /// built without a device. Code -1.
    #[error("cuda is not available: {reason}")]
    NotAvailable {
        /// Why: the loader's or the driver's words.
        reason: String,
    },
    /// A guest window `[offset, offset + len)` lies outside the linear memory, or its end
    /// overflows u32. Code -2.
    #[error("invalid pointer: window at offset {offset} with length {len} is outside memory of {memory_len} bytes")]
    InvalidPointer {
        /// Start of the window, as the guest wrote it.
        offset: u64,
        /// Length of the window in bytes.
        len: u64,
        /// Length of the memory the window was checked against.
        memory_len: u64,
    },
    /// The kernel id was never returned by `load_ptx` on this runtime. Code -3.
    #[error("invalid kernel id {kernel_id}")]
    InvalidKernelId {
        /// The id the caller passed.
        kernel_id: i64,
    },
    /// The PTX text is not UTF-8, does not declare the entry, or the driver would not JIT it.
    /// Code -4.
    #[error("malformed ptx: {reason}")]
    MalformedPtx {
        /// What is wrong; for a JIT failure, the driver's error log.
        reason: String,
    },
    /// The driver rejected a launch, a synchronize, a transfer, or a kernel left an unknown
    /// trap code. Code -5.
    #[error("launch failed: {reason}")]
    LaunchFailed {
        /// The driver's words.
        reason: String,
    },
    /// A malformed request: an argv with an unknown tag or a truncated record, a grid or
    /// block dimension of zero or below, an argv that does not match the entry's parameters,
    /// a negative length. Code -6.
    #[error("invalid argument: {reason}")]
    InvalidArgument {
        /// What is wrong and where.
        reason: String,
    },
    /// A kernel trapped: it wrote a wasm trap to `__tensor_wasm_trap`. The context stays
    /// usable. Code -7.
    #[error("kernel trapped: {kind} in thread {thread}")]
    Trap {
        /// The wasm trap kind.
        kind: TrapKind,
        /// Linear id of the first thread that trapped.
        thread: u32,
    },
    /// Device memory could not be allocated, or the kernel registry is full. Code -8.
    #[error("out of resources: {reason}")]
    OutOfResources {
        /// What ran out.
        reason: String,
    },
    /// The argv buffer is over `MAX_KERNEL_ARGS_BYTES` or holds more than `MAX_KERNEL_ARGS`
    /// records. Code -10.
    #[error("kernel args unsupported: {reason}")]
    KernelArgsUnsupported {
        /// Which cap was exceeded.
        reason: String,
    },
}

impl AbiError {
    /// The stable wasi:cuda code of this error (always negative).
    pub fn code(&self) -> i32 {
        match self {
            AbiError::NotAvailable { .. } => -1,
            AbiError::InvalidPointer { .. } => -2,
            AbiError::InvalidKernelId { .. } => -3,
            AbiError::MalformedPtx { .. } => -4,
            AbiError::LaunchFailed { .. } => -5,
            AbiError::InvalidArgument { .. } => -6,
            AbiError::Trap { .. } => -7,
            AbiError::OutOfResources { .. } => -8,
            AbiError::KernelArgsUnsupported { .. } => -10,
        }
    }

    /// The short name of the code, as docs/ABI.md spells it.
    pub fn code_name(&self) -> &'static str {
        match self {
            AbiError::NotAvailable { .. } => "NotAvailable",
            AbiError::InvalidPointer { .. } => "InvalidPointer",
            AbiError::InvalidKernelId { .. } => "InvalidKernelId",
            AbiError::MalformedPtx { .. } => "MalformedPtx",
            AbiError::LaunchFailed { .. } => "LaunchFailed",
            AbiError::InvalidArgument { .. } => "InvalidArgument",
            AbiError::Trap { .. } => "Trap",
            AbiError::OutOfResources { .. } => "OutOfResources",
            AbiError::KernelArgsUnsupported { .. } => "KernelArgsUnsupported",
        }
    }

    pub(crate) fn not_available(reason: impl Into<String>) -> Self {
        AbiError::NotAvailable {
            reason: reason.into(),
        }
    }

    pub(crate) fn malformed_ptx(reason: impl Into<String>) -> Self {
        AbiError::MalformedPtx {
            reason: reason.into(),
        }
    }

    pub(crate) fn launch_failed(reason: impl Into<String>) -> Self {
        AbiError::LaunchFailed {
            reason: reason.into(),
        }
    }

    pub(crate) fn invalid_argument(reason: impl Into<String>) -> Self {
        AbiError::InvalidArgument {
            reason: reason.into(),
        }
    }

    pub(crate) fn out_of_resources(reason: impl Into<String>) -> Self {
        AbiError::OutOfResources {
            reason: reason.into(),
        }
    }

    pub(crate) fn args_unsupported(reason: impl Into<String>) -> Self {
        AbiError::KernelArgsUnsupported {
            reason: reason.into(),
        }
    }
}

/// Named codes, for guests and tests that compare raw integers.
pub mod codes {
    /// [`super::AbiError::NotAvailable`].
    pub const NOT_AVAILABLE: i32 = -1;
    /// [`super::AbiError::InvalidPointer`].
    pub const INVALID_POINTER: i32 = -2;
    /// [`super::AbiError::InvalidKernelId`].
    pub const INVALID_KERNEL_ID: i32 = -3;
    /// [`super::AbiError::MalformedPtx`].
    pub const MALFORMED_PTX: i32 = -4;
    /// [`super::AbiError::LaunchFailed`].
    pub const LAUNCH_FAILED: i32 = -5;
    /// [`super::AbiError::InvalidArgument`].
    pub const INVALID_ARGUMENT: i32 = -6;
    /// [`super::AbiError::Trap`].
    pub const TRAP: i32 = -7;
    /// [`super::AbiError::OutOfResources`].
    pub const OUT_OF_RESOURCES: i32 = -8;
    /// [`super::AbiError::KernelArgsUnsupported`].
    pub const KERNEL_ARGS_UNSUPPORTED: i32 = -10;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn every_variant() -> Vec<AbiError> {
        vec![
            AbiError::not_available("x"),
            AbiError::InvalidPointer {
                offset: 1,
                len: 2,
                memory_len: 3,
            },
            AbiError::InvalidKernelId { kernel_id: 9 },
            AbiError::malformed_ptx("x"),
            AbiError::launch_failed("x"),
            AbiError::invalid_argument("x"),
            AbiError::Trap {
                kind: TrapKind::Unreachable,
                thread: 4,
            },
            AbiError::out_of_resources("x"),
            AbiError::args_unsupported("x"),
        ]
    }

    #[test]
    fn codes_are_stable_and_distinct() {
        let got: Vec<i32> = every_variant().iter().map(AbiError::code).collect();
        assert_eq!(got, vec![-1, -2, -3, -4, -5, -6, -7, -8, -10]);
    }

    #[test]
    fn messages_are_one_lowercase_line() {
        for e in every_variant() {
            let msg = e.to_string();
            assert!(!msg.contains('\n'), "{msg}");
            let first = msg.chars().next().unwrap();
            assert!(first.is_lowercase(), "{msg}");
        }
    }
}
