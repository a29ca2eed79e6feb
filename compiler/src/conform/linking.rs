//! Function imports a spec-suite instance can be given without sharing state.
//!
//! A `.wast` script links modules by name (`register`) and through the `spectest` module.
//! Instances here own their memory, globals and tables, so an imported function is linked
//! only where running it in the importer's interpreter computes exactly what the exporter
//! would: a function of a registered instance that is *self-contained* (defined there, calls
//! nothing, touches no memory, global or table), lowered by the exporter and handed over;
//! and the `spectest` print functions, which return nothing and have no effect the script can
//! observe. Everything else stays unlinked, and what needs it is skipped as before.
//!
//! This module builds the functions; it must not instantiate or run anything.

use cranelift_wasm::wasmparser::{FuncType, ValType};
use lowered_ir::{FunctionBuilder, LoweredFunction, LoweredSignature, LoweredType, Terminator};

/// The `spectest` module's print functions by name: they take their parameters and do
/// nothing (the reference interpreter prints them).
const SPECTEST_PRINTS: [&str; 7] = [
    "print",
    "print_i32",
    "print_i64",
    "print_f32",
    "print_f64",
    "print_i32_f32",
    "print_f64_f64",
];

/// The LoweredOp type of a wasm value type (`None` for references).
fn lowered(ty: ValType) -> Option<LoweredType> {
    Some(match ty {
        ValType::I32 => LoweredType::I32,
        ValType::I64 => LoweredType::I64,
        ValType::F32 => LoweredType::F32,
        ValType::F64 => LoweredType::F64,
        ValType::V128 => LoweredType::V128,
        ValType::Ref(_) => return None,
    })
}

/// `spectest::name` as a function of type `ty`, if it is a print function and `ty` returns
/// nothing (any other type makes the import unlinkable, which is not ours to judge).
pub fn spectest_function(name: &str, ty: &FuncType) -> Option<LoweredFunction> {
    if !SPECTEST_PRINTS.contains(&name) || !ty.results().is_empty() {
        return None;
    }
    let params = ty
        .params()
        .iter()
        .map(|p| lowered(*p))
        .collect::<Option<Vec<_>>>()?;
    let signature = LoweredSignature {
        params: params.clone(),
        results: vec![],
    };
    let mut b = FunctionBuilder::new(format!("spectest.{name}"), signature);
    let entry = b.reserve_block();
    b.start_block(entry, &params);
    b.terminate(Terminator::Return { values: vec![] });
    Some(b.finish())
}

#[cfg(test)]
mod tests {
    use super::*;
    use lowered_ir::{run_function, RtValue};

    #[test]
    fn spectest_prints_take_their_parameters_and_return_nothing() {
        let ty = FuncType::new([ValType::I32, ValType::F32], []);
        let f = spectest_function("print_i32_f32", &ty).expect("a print function");
        assert_eq!(
            run_function(&f, &[RtValue::I32(1), RtValue::F32(0)], &mut []),
            Ok(vec![])
        );
        assert!(
            spectest_function("print_i32", &FuncType::new([ValType::I32], [ValType::I32]))
                .is_none()
        );
        assert!(spectest_function("global_i32", &FuncType::new([], [])).is_none());
    }
}
