//! The compiler's error type: one variant per way lowering can fail, each carrying what a user
//! needs to act (the function, the op, the reason). Messages are one line and start lowercase.
//! This module must not format anything for a terminal beyond the `Display` text.

use thiserror::Error;

pub type Result<T, E = CompileError> = std::result::Result<T, E>;

#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum CompileError {
    #[error("input is not a wasm module: {reason}")]
    NotWasm { reason: String },

    #[error("invalid wasm: {reason}")]
    InvalidWasm { reason: String },

    #[error("cannot parse the WAT text: {reason}")]
    InvalidWat { reason: String },

    #[error("no function `{func}` in the module (exported functions: {available})")]
    NoSuchFunction { func: String, available: String },

    #[error("function `{func}` is an import and has no body to lower")]
    ImportedFunction { func: String },

    #[error("function `{func}`: `{op}` is unsupported: {reason}")]
    Unsupported {
        func: String,
        op: String,
        reason: String,
    },

    #[error("function `{func}`: the {family} family has no lowering for Cranelift opcode `{opcode}` (in `{inst}`)")]
    UnsupportedOpcode {
        func: String,
        family: &'static str,
        opcode: String,
        inst: String,
    },

    #[error("function `{func}`: {reason}")]
    BadShape { func: String, reason: String },

    #[error("function `{func}`: cranelift-wasm translation failed: {reason}")]
    Translation { func: String, reason: String },

    #[error("function `{func}`: cannot be a {mode}-mode entry: {reason}")]
    Mode {
        func: String,
        mode: &'static str,
        reason: String,
    },

    #[error("function `{func}`: the lowered IR is malformed: {reason}")]
    LoweredVerify { func: String, reason: String },

    #[error("function `{func}`: {stage} failed: {reason}")]
    Stage {
        func: String,
        stage: &'static str,
        reason: String,
    },

    #[error("{what}: {reason}")]
    Io { what: String, reason: String },
}
