//! Translation of one wasm function body to Cranelift IR with cranelift-wasm.
//!
//! The function is validated again operator by operator (cranelift-wasm requires a
//! `FuncValidator`) and translated with [`TensorWasmEnv`]. The result is plain Cranelift IR in
//! the shapes `environ.rs` documents; no Cranelift optimisation runs, so the families see the
//! IR exactly as cranelift-wasm built it. This module must not inspect the IR it produces.

use super::environ::{clif_signature, TensorWasmEnv};
use super::module_info::{accepted_features, ModuleInfo};
use crate::error::{CompileError, Result};
use cranelift_codegen::ir;
use cranelift_wasm::wasmparser::{FuncValidatorAllocations, Parser, ValidPayload, Validator};
use cranelift_wasm::{FuncTranslator, WasmError};

/// Translates defined function `func_index` (wasm index space, imports first) of `bytes`.
pub fn translate_function(
    bytes: &[u8],
    module: &ModuleInfo,
    func_index: u32,
) -> Result<ir::Function> {
    let name = module.func_name(func_index);
    let defined = func_index
        .checked_sub(module.num_imported_funcs())
        .ok_or_else(|| CompileError::ImportedFunction { func: name.clone() })?;
    let ty = module
        .func_type(func_index)
        .ok_or_else(|| CompileError::NoSuchFunction {
            func: name.clone(),
            available: String::new(),
        })?;
    let sig = clif_signature(ty).map_err(|e| wasm_error(&name, e))?;

    let mut validator = Validator::new_with_features(accepted_features());
    let mut seen = 0u32;
    for payload in Parser::new(0).parse_all(bytes) {
        let payload = payload.map_err(|e| CompileError::InvalidWasm {
            reason: e.to_string(),
        })?;
        let valid = validator
            .payload(&payload)
            .map_err(|e| CompileError::InvalidWasm {
                reason: e.to_string(),
            })?;
        if let ValidPayload::Func(to_validate, body) = valid {
            if seen == defined {
                let mut func_validator =
                    to_validate.into_validator(FuncValidatorAllocations::default());
                let mut func =
                    ir::Function::with_name_signature(ir::UserFuncName::user(0, func_index), sig);
                let mut env = TensorWasmEnv::new(module);
                FuncTranslator::new()
                    .translate_body(&mut func_validator, body, &mut func, &mut env)
                    .map_err(|e| wasm_error(&name, e))?;
                return Ok(func);
            }
            seen += 1;
        }
    }
    Err(CompileError::NoSuchFunction {
        func: name,
        available: String::new(),
    })
}

fn wasm_error(func: &str, e: WasmError) -> CompileError {
    match e {
        WasmError::Unsupported(what) => CompileError::Unsupported {
            func: func.to_string(),
            op: what,
            reason: "not supported on the GPU".into(),
        },
        WasmError::InvalidWebAssembly { message, offset } => CompileError::InvalidWasm {
            reason: format!("{message} (at offset {offset:#x})"),
        },
        other => CompileError::Translation {
            func: func.to_string(),
            reason: other.to_string(),
        },
    }
}
