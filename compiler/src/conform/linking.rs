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
//! It also judges `assert_unlinkable`: the types of what registered modules and `spectest`
//! export, and whether each import of a module matches them (wasm 3.0 import matching, with
//! function-references subtyping for immutable globals).
//!
//! This module builds functions and compares types; it must not instantiate or run anything.

use crate::families::lowered_type;
use crate::frontend::environ::clif_type;
use crate::frontend::ModuleInfo;
use cranelift_wasm::wasmparser::{
    AbstractHeapType, ExternalKind, FuncType, GlobalType, HeapType, MemoryType, Parser, Payload,
    RefType, TableType, TypeRef, UnpackedIndex, ValType,
};
use lowered_ir::{FunctionBuilder, LoweredFunction, LoweredSignature, Terminator};
use std::collections::HashMap;

/// `spectest::name` as a function of type `ty`, if [`spectest_export`] has a function of
/// that name and type (its print functions, which return nothing); a mistyped import is
/// unlinkable, which is not ours to judge here.
pub fn spectest_function(name: &str, ty: &FuncType) -> Option<LoweredFunction> {
    if spectest_export(name)? != ExternType::Func(ty.clone()) {
        return None;
    }
    let params = ty
        .params()
        .iter()
        .map(|p| clif_type(*p).and_then(lowered_type))
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

    /// Global import matching: an immutable global's type may be a subtype of the
    /// import's (non-null as nullable, a concrete function type as `func`, `nofunc` below
    /// both), a mutable one's must be the same type; concrete types are compared through the
    /// function types they name, whatever their indices.
    #[test]
    fn global_imports_match_through_function_reference_subtyping() {
        let t = FuncType::new([], [ValType::I32]);
        let u = FuncType::new([], [ValType::I64]);
        let concrete = |index: u32, nullable: bool| {
            let heap = HeapType::Concrete(UnpackedIndex::Module(index));
            ValType::Ref(RefType::new(nullable, heap).expect("a reference type"))
        };
        let abstract_ = |ty: AbstractHeapType, nullable: bool| {
            let heap = HeapType::Abstract { shared: false, ty };
            ValType::Ref(RefType::new(nullable, heap).expect("a reference type"))
        };
        let global = |content_type, mutable, named: Option<&FuncType>| {
            let ty = GlobalType {
                content_type,
                mutable,
                shared: false,
            };
            ExternType::Global(ty, named.cloned())
        };
        let func = |nullable| abstract_(AbstractHeapType::Func, nullable);
        let cases = [
            // (export, import, matches)
            (
                global(func(false), false, None),
                global(func(true), false, None),
                true,
            ),
            (
                global(func(true), false, None),
                global(func(false), false, None),
                false,
            ),
            (
                global(concrete(0, false), false, Some(&t)),
                global(func(true), false, None),
                true,
            ),
            (
                global(func(false), false, None),
                global(concrete(0, true), false, Some(&t)),
                false,
            ),
            // The same function type under another index.
            (
                global(concrete(3, false), false, Some(&t)),
                global(concrete(0, false), false, Some(&t)),
                true,
            ),
            (
                global(concrete(0, false), false, Some(&t)),
                global(concrete(0, false), false, Some(&u)),
                false,
            ),
            (
                global(abstract_(AbstractHeapType::NoFunc, true), false, None),
                global(concrete(0, true), false, Some(&t)),
                true,
            ),
            (
                global(abstract_(AbstractHeapType::Extern, true), false, None),
                global(func(true), false, None),
                false,
            ),
            // Mutable: the same type only, and mutability itself must match.
            (
                global(func(false), true, None),
                global(func(true), true, None),
                false,
            ),
            (
                global(func(true), true, None),
                global(func(true), true, None),
                true,
            ),
            (
                global(func(true), true, None),
                global(func(true), false, None),
                false,
            ),
            (
                global(ValType::I32, false, None),
                global(ValType::I64, false, None),
                false,
            ),
        ];
        for (n, (have, want, expected)) in cases.iter().enumerate() {
            assert_eq!(import_matches(have, want), Some(*expected), "case {n}");
        }
    }
}

/// The type of something a module exports (or an import asks for).
#[derive(Clone, Debug, PartialEq)]
pub enum ExternType {
    Func(FuncType),
    /// A global's type, with the function type its content names where that is a concrete
    /// reference (`(ref $t)`): type indices mean nothing outside their module, so two
    /// modules' globals are matched through the types the indices name.
    Global(GlobalType, Option<FuncType>),
    Table(TableType),
    Memory(MemoryType),
    /// Tags (exception handling): never judged here.
    Tag,
}

/// What a module exports, by name, with the types of the exported entities (imported ones
/// included). `None` when the module does not decode or validate.
pub fn exports_of(wasm: &[u8]) -> Option<HashMap<String, ExternType>> {
    let info = ModuleInfo::parse(wasm).ok()?;
    let (mut funcs, mut globals, mut tables, mut memories) = (vec![], vec![], vec![], vec![]);
    let mut exports = Vec::new();
    for payload in Parser::new(0).parse_all(wasm) {
        match payload.ok()? {
            Payload::ImportSection(reader) => {
                for import in reader {
                    match import.ok()?.ty {
                        TypeRef::Func(t) => funcs.push(info.types.get(t as usize)?.clone()),
                        TypeRef::Global(g) => globals.push((g, named_type(&info, g))),
                        TypeRef::Table(t) => tables.push(t),
                        TypeRef::Memory(m) => memories.push(m),
                        TypeRef::Tag(_) => {}
                    }
                }
            }
            Payload::FunctionSection(reader) => {
                for t in reader {
                    funcs.push(info.types.get(t.ok()? as usize)?.clone());
                }
            }
            Payload::TableSection(reader) => {
                for t in reader {
                    tables.push(t.ok()?.ty);
                }
            }
            Payload::MemorySection(reader) => {
                for m in reader {
                    memories.push(m.ok()?);
                }
            }
            Payload::GlobalSection(reader) => {
                for g in reader {
                    let ty = g.ok()?.ty;
                    globals.push((ty, named_type(&info, ty)));
                }
            }
            Payload::ExportSection(reader) => {
                for e in reader {
                    let e = e.ok()?;
                    exports.push((e.name.to_string(), e.kind, e.index as usize));
                }
            }
            _ => {}
        }
    }
    exports
        .into_iter()
        .map(|(name, kind, i)| {
            let ty = match kind {
                ExternalKind::Func => ExternType::Func(funcs.get(i)?.clone()),
                ExternalKind::Global => {
                    let (ty, named) = globals.get(i)?;
                    ExternType::Global(*ty, named.clone())
                }
                ExternalKind::Table => ExternType::Table(*tables.get(i)?),
                ExternalKind::Memory => ExternType::Memory(*memories.get(i)?),
                ExternalKind::Tag => ExternType::Tag,
            };
            Some((name, ty))
        })
        .collect()
}

/// The `spectest` module's exports, as the reference interpreter defines them.
pub fn spectest_export(name: &str) -> Option<ExternType> {
    use ValType::{F32, F64, I32, I64};
    let func = |params: &[ValType]| ExternType::Func(FuncType::new(params.iter().copied(), []));
    let global = |content_type| {
        ExternType::Global(
            GlobalType {
                content_type,
                mutable: false,
                shared: false,
            },
            None,
        )
    };
    Some(match name {
        "print" => func(&[]),
        "print_i32" => func(&[I32]),
        "print_i64" => func(&[I64]),
        "print_f32" => func(&[F32]),
        "print_f64" => func(&[F64]),
        "print_i32_f32" => func(&[I32, F32]),
        "print_f64_f64" => func(&[F64, F64]),
        "global_i32" => global(I32),
        "global_i64" => global(I64),
        "global_f32" => global(F32),
        "global_f64" => global(F64),
        "table" => ExternType::Table(TableType {
            element_type: RefType::FUNCREF,
            table64: false,
            initial: 10,
            maximum: Some(20),
            shared: false,
        }),
        "memory" => ExternType::Memory(MemoryType {
            memory64: false,
            shared: false,
            initial: 1,
            maximum: Some(2),
            page_size_log2: None,
        }),
        _ => return None,
    })
}

/// The value of `spectest::name` as an immutable global of type `ty` (666 for the integer
/// globals, 666.6 for the float ones), if it has that type.
pub fn spectest_global(name: &str, ty: &GlobalType) -> Option<u128> {
    if import_matches(&spectest_export(name)?, &ExternType::Global(*ty, None)) != Some(true) {
        return None;
    }
    Some(match ty.content_type {
        ValType::I32 => 666,
        ValType::I64 => 666,
        ValType::F32 => u128::from(666.6f32.to_bits()),
        ValType::F64 => u128::from(666.6f64.to_bits()),
        _ => return None,
    })
}

/// Whether limits `have` (an export's) satisfy `want` (an import's): at least the minimum,
/// and within the maximum if the import has one.
fn limits_match(have: (u64, Option<u64>), want: (u64, Option<u64>)) -> bool {
    have.0 >= want.0
        && match want.1 {
            None => true,
            Some(max) => have.1.is_some_and(|h| h <= max),
        }
}

/// The function type that global type `ty` names, where its content is a concrete
/// reference type of the module `info` describes.
fn named_type(info: &ModuleInfo, ty: GlobalType) -> Option<FuncType> {
    match ty.content_type {
        ValType::Ref(r) => match r.heap_type() {
            HeapType::Concrete(UnpackedIndex::Module(i)) => info.types.get(i as usize).cloned(),
            _ => None,
        },
        _ => None,
    }
}

/// Whether every value of type `have` is a value of type `want`, each with the function
/// type it names if it is a concrete reference: function-references subtyping (a non-null
/// reference is a nullable one; `(ref $t)` is a `(ref func)`; the bottom types `nofunc`,
/// `noextern` and `none` are below their hierarchies), without gc's declared subtypes. Two
/// concrete types are one where the function types they name are equal (types those name
/// in turn are compared by index).
fn value_subtype(have: (ValType, Option<&FuncType>), want: (ValType, Option<&FuncType>)) -> bool {
    let (ValType::Ref(h), ValType::Ref(w)) = (have.0, want.0) else {
        return have.0 == want.0;
    };
    if h.is_nullable() && !w.is_nullable() {
        return false;
    }
    use AbstractHeapType::{Any, Extern, Func, NoExtern, NoFunc, None as Bottom};
    match (h.heap_type(), w.heap_type()) {
        (HeapType::Concrete(_), HeapType::Concrete(_)) => have.1.is_some() && have.1 == want.1,
        (HeapType::Concrete(_), HeapType::Abstract { shared, ty }) => !shared && ty == Func,
        (HeapType::Abstract { shared, ty }, HeapType::Concrete(_)) => !shared && ty == NoFunc,
        (HeapType::Abstract { shared: hs, ty: a }, HeapType::Abstract { shared: ws, ty: b }) => {
            hs == ws
                && (a == b || matches!((a, b), (NoFunc, Func) | (NoExtern, Extern) | (Bottom, Any)))
        }
    }
}

/// Whether an export of type `have` satisfies an import of type `want` (wasm 3.0 import
/// matching: an immutable global's type may be a subtype of the import's); `None` where it
/// is not judged here (tags).
pub fn import_matches(have: &ExternType, want: &ExternType) -> Option<bool> {
    Some(match (have, want) {
        (ExternType::Tag, _) | (_, ExternType::Tag) => return None,
        (ExternType::Func(h), ExternType::Func(w)) => h == w,
        (ExternType::Global(h, hf), ExternType::Global(w, wf)) => {
            let (have, want) = ((h.content_type, hf.as_ref()), (w.content_type, wf.as_ref()));
            h.shared == w.shared
                && h.mutable == w.mutable
                && value_subtype(have, want)
                // A mutable global is read and written through both types: they are one.
                && (!w.mutable || value_subtype(want, have))
        }
        (ExternType::Table(h), ExternType::Table(w)) => {
            h.element_type == w.element_type
                && h.table64 == w.table64
                && limits_match((h.initial, h.maximum), (w.initial, w.maximum))
        }
        (ExternType::Memory(h), ExternType::Memory(w)) => {
            h.memory64 == w.memory64
                && h.shared == w.shared
                && h.page_size_log2.unwrap_or(16) == w.page_size_log2.unwrap_or(16)
                && limits_match((h.initial, h.maximum), (w.initial, w.maximum))
        }
        _ => false,
    })
}

/// The imports of `wasm` as (module, name, type), or `None` when it does not validate.
pub fn imports_of(wasm: &[u8]) -> Option<Vec<(String, String, ExternType)>> {
    let info = ModuleInfo::parse(wasm).ok()?;
    let mut out = Vec::new();
    for payload in Parser::new(0).parse_all(wasm) {
        if let Payload::ImportSection(reader) = payload.ok()? {
            for import in reader {
                let import = import.ok()?;
                let ty = match import.ty {
                    TypeRef::Func(t) => ExternType::Func(info.types.get(t as usize)?.clone()),
                    TypeRef::Global(g) => ExternType::Global(g, named_type(&info, g)),
                    TypeRef::Table(t) => ExternType::Table(t),
                    TypeRef::Memory(m) => ExternType::Memory(m),
                    TypeRef::Tag(_) => ExternType::Tag,
                };
                out.push((import.module.to_string(), import.name.to_string(), ty));
            }
        }
    }
    Some(out)
}
