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
use cranelift_wasm::wasmparser::{
    BinaryReader, FuncToValidate, FuncValidatorAllocations, FunctionBody, Parser, ValidPayload,
    Validator, ValidatorResources,
};
use cranelift_wasm::{FuncTranslator, WasmError};
use std::sync::{Mutex, OnceLock};

/// One module's per-function validation handles, made by one pass of the validator over the
/// module the first time a function of it is translated, each handed out once. Without it
/// every translation walked the validator over the module up to its function: the runtime
/// judges each loop of a program as a function of its own, so that walk was quadratic in
/// the size of a large program. Keyed by the bytes' address and length: other bytes (a copy)
/// take the walk.
#[derive(Default)]
pub struct FuncValidators {
    made: OnceLock<Handles>,
}

struct Handles {
    key: (usize, usize),
    by_defined: Mutex<Vec<Option<FuncToValidate<ValidatorResources>>>>,
}

impl Clone for FuncValidators {
    /// A clone starts empty (the handles are used up as they are handed out).
    fn clone(&self) -> Self {
        FuncValidators::default()
    }
}

impl std::fmt::Debug for FuncValidators {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("FuncValidators")
    }
}

impl FuncValidators {
    /// Defined function `defined`'s handle, if these are `bytes`' handles and it is unused.
    fn take(&self, bytes: &[u8], defined: u32) -> Option<FuncToValidate<ValidatorResources>> {
        let key = (bytes.as_ptr() as usize, bytes.len());
        let handles = self.made.get_or_init(|| Handles {
            key,
            by_defined: Mutex::new(all_handles(bytes)),
        });
        if handles.key != key {
            return None;
        }
        let mut all = handles.by_defined.lock().ok()?;
        all.get_mut(defined as usize)?.take()
    }
}

/// Every defined function's handle, in order (none where the module does not validate: the
/// walk then reports the error).
fn all_handles(bytes: &[u8]) -> Vec<Option<FuncToValidate<ValidatorResources>>> {
    let mut validator = Validator::new_with_features(accepted_features());
    let mut out = Vec::new();
    for payload in Parser::new(0).parse_all(bytes) {
        let Ok(payload) = payload else {
            return Vec::new();
        };
        match validator.payload(&payload) {
            Ok(ValidPayload::Func(to_validate, _)) => out.push(Some(to_validate)),
            Ok(_) => {}
            Err(_) => return Vec::new(),
        }
    }
    out
}

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
    let translate = |to_validate: FuncToValidate<ValidatorResources>, body: FunctionBody<'_>| {
        let mut func_validator = to_validate.into_validator(FuncValidatorAllocations::default());
        let mut func =
            ir::Function::with_name_signature(ir::UserFuncName::user(0, func_index), sig.clone());
        let mut env = TensorWasmEnv::new(module);
        FuncTranslator::new()
            .translate_body(&mut func_validator, body, &mut func, &mut env)
            .map_err(|e| wasm_error(&name, e))?;
        Ok(func)
    };
    if let (Some(to_validate), Some(range)) = (
        module.validators.take(bytes, defined),
        module.bodies.get(defined as usize),
    ) {
        let body = FunctionBody::new(BinaryReader::new(&bytes[range.clone()], range.start));
        return translate(to_validate, body);
    }

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
                return translate(to_validate, body);
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A function translated from its handle (the first time) and by the walk (the second,
    /// the handle being used up) gives the same IR; other bytes of the same length, or a
    /// clone of the module's facts, take the walk.
    #[test]
    fn handles_and_the_walk_translate_alike() {
        let wasm = wat::parse_str(
            r#"(module (memory 1)
              (func $a (param i32) (result i32) (i32.add (local.get 0) (i32.const 7)))
              (func $b (param i32 i32) (result i32)
                (i32.mul (call $a (local.get 0)) (i32.load (local.get 1))))
              (func $c (param f32) (result f32) (f32.sqrt (local.get 0))))"#,
        )
        .unwrap();
        let module = ModuleInfo::parse(&wasm).unwrap();
        for index in 0..3 {
            let first = translate_function(&wasm, &module, index).unwrap();
            let again = translate_function(&wasm, &module, index).unwrap();
            assert_eq!(first.display().to_string(), again.display().to_string());
            let copy = wasm.clone();
            let other = translate_function(&copy, &module.clone(), index).unwrap();
            assert_eq!(first.display().to_string(), other.display().to_string());
        }
        assert!(
            module.validators.take(&wasm, 0).is_none(),
            "each handle once"
        );
        assert!(
            module.validators.take(&wasm.clone(), 1).is_none(),
            "other bytes"
        );
    }
}
