//! In-process NVPTX code generation with LLVM 22 through llvm-sys (statically linked).
//!
//! Parses the exported LLVM IR text, verifies it, runs `default<O3>`, and emits PTX with an
//! NVPTX target machine for `sm_XX` and PTX ISA 8.0 (`+ptx80`). FP contraction is disabled for
//! the whole process (`-nvptx-fma-level=0`): WebAssembly has no fused multiply-add, so a
//! multiply and an add must stay two rounded operations. Subnormals are kept (no
//! `denormal-fp-math` attributes, so no `.ftz`). Every LLVM object is created and disposed within
//! one call; the same input always gives byte-identical PTX.
//!
//! This module must not look at the IR beyond handing it to LLVM.

use llvm_sys::analysis::{LLVMVerifierFailureAction, LLVMVerifyModule};
use llvm_sys::core::*;
use llvm_sys::error::{LLVMConsumeError, LLVMDisposeErrorMessage, LLVMGetErrorMessage};
use llvm_sys::ir_reader::LLVMParseIRInContext2;
use llvm_sys::prelude::*;
use llvm_sys::target::*;
use llvm_sys::target_machine::*;
use llvm_sys::transforms::pass_builder::*;
use std::ffi::{CStr, CString};
use std::sync::Once;

/// The NVPTX triple.
pub const TRIPLE: &str = "nvptx64-nvidia-cuda";

/// Why code generation failed (LLVM's own message included).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CodegenError {
    #[error("LLVM could not parse the exported IR: {0}")]
    Parse(String),
    #[error("LLVM rejected the exported IR: {0}")]
    Verify(String),
    #[error("the NVPTX target is not available in this LLVM: {0}")]
    Target(String),
    #[error("the O3 pipeline failed: {0}")]
    Passes(String),
    #[error("PTX emission failed: {0}")]
    Emit(String),
    #[error("unsupported target sm_{0} (PTX ISA 8.0 supports sm_50 to sm_90)")]
    BadSm(u32),
}

static INIT: Once = Once::new();

fn init_llvm() {
    INIT.call_once(|| unsafe {
        LLVMInitializeNVPTXTargetInfo();
        LLVMInitializeNVPTXTarget();
        LLVMInitializeNVPTXTargetMC();
        LLVMInitializeNVPTXAsmPrinter();
        // Never fuse a multiply and an add into an fma (wasm semantics, DESIGN.md section 5).
        let args = [c"tensor-wasm".as_ptr(), c"-nvptx-fma-level=0".as_ptr()];
        llvm_sys::support::LLVMParseCommandLineOptions(
            args.len() as i32,
            args.as_ptr(),
            std::ptr::null(),
        );
    });
}

/// Takes ownership of an LLVM message string.
unsafe fn take_message(msg: *mut std::ffi::c_char) -> String {
    if msg.is_null() {
        return String::new();
    }
    let s = unsafe { CStr::from_ptr(msg) }
        .to_string_lossy()
        .trim()
        .to_string();
    unsafe { LLVMDisposeMessage(msg) };
    s
}

/// Compiles LLVM IR text to PTX for `sm_{sm}`.
pub fn compile_to_ptx(ir: &str, sm: u32) -> Result<String, CodegenError> {
    if !(50..=90).contains(&sm) {
        return Err(CodegenError::BadSm(sm));
    }
    init_llvm();
    let ir_c =
        CString::new(ir).map_err(|_| CodegenError::Parse("the IR contains a NUL byte".into()))?;
    unsafe {
        let ctx = LLVMContextCreate();
        let result = compile_in_context(ctx, &ir_c, sm);
        LLVMContextDispose(ctx);
        result
    }
}

unsafe fn compile_in_context(
    ctx: LLVMContextRef,
    ir: &CString,
    sm: u32,
) -> Result<String, CodegenError> {
    unsafe {
        let bytes = ir.as_bytes();
        let buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(
            bytes.as_ptr() as *const _,
            bytes.len(),
            c"kernel.ll".as_ptr(),
        );
        let mut module: LLVMModuleRef = std::ptr::null_mut();
        let mut msg: *mut std::ffi::c_char = std::ptr::null_mut();
        let failed = LLVMParseIRInContext2(ctx, buf, &mut module, &mut msg) != 0;
        LLVMDisposeMemoryBuffer(buf);
        if failed {
            return Err(CodegenError::Parse(take_message(msg)));
        }
        let result = compile_module(module, sm);
        LLVMDisposeModule(module);
        result
    }
}

unsafe fn compile_module(module: LLVMModuleRef, sm: u32) -> Result<String, CodegenError> {
    unsafe {
        let mut msg: *mut std::ffi::c_char = std::ptr::null_mut();
        if LLVMVerifyModule(
            module,
            LLVMVerifierFailureAction::LLVMReturnStatusAction,
            &mut msg,
        ) != 0
        {
            return Err(CodegenError::Verify(take_message(msg)));
        }
        take_message(msg);
        let triple = CString::new(TRIPLE).unwrap_or_default();
        let mut target: LLVMTargetRef = std::ptr::null_mut();
        if LLVMGetTargetFromTriple(triple.as_ptr(), &mut target, &mut msg) != 0 {
            return Err(CodegenError::Target(take_message(msg)));
        }
        let cpu = CString::new(format!("sm_{sm}")).unwrap_or_default();
        let tm = LLVMCreateTargetMachine(
            target,
            triple.as_ptr(),
            cpu.as_ptr(),
            c"+ptx80".as_ptr(),
            LLVMCodeGenOptLevel::LLVMCodeGenLevelAggressive,
            LLVMRelocMode::LLVMRelocDefault,
            LLVMCodeModel::LLVMCodeModelDefault,
        );
        let result = optimise_and_emit(module, tm);
        LLVMDisposeTargetMachine(tm);
        result
    }
}

unsafe fn optimise_and_emit(
    module: LLVMModuleRef,
    tm: LLVMTargetMachineRef,
) -> Result<String, CodegenError> {
    unsafe {
        let opts = LLVMCreatePassBuilderOptions();
        let err = LLVMRunPasses(module, c"default<O3>".as_ptr(), tm, opts);
        LLVMDisposePassBuilderOptions(opts);
        if !err.is_null() {
            let m = LLVMGetErrorMessage(err);
            let text = CStr::from_ptr(m).to_string_lossy().to_string();
            LLVMDisposeErrorMessage(m);
            return Err(CodegenError::Passes(text));
        }
        let _ = LLVMConsumeError;
        let mut msg: *mut std::ffi::c_char = std::ptr::null_mut();
        let mut out: LLVMMemoryBufferRef = std::ptr::null_mut();
        if LLVMTargetMachineEmitToMemoryBuffer(
            tm,
            module,
            LLVMCodeGenFileType::LLVMAssemblyFile,
            &mut msg,
            &mut out,
        ) != 0
        {
            return Err(CodegenError::Emit(take_message(msg)));
        }
        let start = LLVMGetBufferStart(out) as *const u8;
        let len = LLVMGetBufferSize(out);
        let ptx = String::from_utf8_lossy(std::slice::from_raw_parts(start, len)).to_string();
        LLVMDisposeMemoryBuffer(out);
        Ok(ptx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rejects_garbage_ir_with_llvm_message() {
        let err = compile_to_ptx("this is not llvm ir", 80).unwrap_err();
        assert!(
            matches!(err, CodegenError::Parse(ref m) if m.contains("expected")),
            "{err}"
        );
    }

    #[test]
    fn rejects_unknown_sm() {
        assert_eq!(compile_to_ptx("", 7), Err(CodegenError::BadSm(7)));
    }

    #[test]
    fn minimal_kernel_compiles_to_ptx_8() {
        let ir = "target triple = \"nvptx64-nvidia-cuda\"\ndefine ptx_kernel void @k(ptr addrspace(1) %p) {\n  store i32 7, ptr addrspace(1) %p, align 4\n  ret void\n}\n";
        let ptx = compile_to_ptx(ir, 80).unwrap();
        assert!(ptx.contains(".version 8.0"), "{ptx}");
        assert!(ptx.contains(".target sm_80"), "{ptx}");
        assert!(ptx.contains(".visible .entry k("), "{ptx}");
        assert!(
            ptx.contains("st.global.b32") || ptx.contains("st.global.u32"),
            "{ptx}"
        );
    }
}
