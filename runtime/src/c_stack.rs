//! Where a C program's stack lies in its linear memory: wasm-ld gives global 0 (the stack
//! pointer, a mutable `i32`) the stack's top as its initial value; the stack grows down to
//! the static data below it (or to 0 with `--stack-first`). The first-call check compares
//! those bytes only where a launch writes (`OffloadOptions::stack`). This module only reads
//! the module; it must not guess for a module without that shape.

use wasmparser::{ConstExpr, Operator, Parser, Payload};

/// `[lo, hi)`: the bytes between the highest end of a data segment at or below the stack
/// pointer's initial value and that value; `None` where global 0 is not a defined mutable
/// `i32` with a constant initial value.
pub fn stack_bytes(wasm: &[u8]) -> Option<(usize, usize)> {
    let constant = |e: &ConstExpr<'_>| match e.get_operators_reader().read() {
        Ok(Operator::I32Const { value }) => Some(value as u32 as usize),
        _ => None,
    };
    let mut top = None;
    let mut segments: Vec<(usize, usize)> = Vec::new();
    for payload in Parser::new(0).parse_all(wasm) {
        match payload.ok()? {
            Payload::ImportSection(s) => {
                for group in s {
                    for item in group.ok()? {
                        if let wasmparser::TypeRef::Global(_) = item.ok()?.1.ty {
                            // Global 0 is an import: not the stack pointer wasm-ld defines.
                            return None;
                        }
                    }
                }
            }
            Payload::GlobalSection(s) => {
                let g = s.into_iter().next()?.ok()?;
                if !g.ty.mutable || g.ty.content_type != wasmparser::ValType::I32 {
                    return None;
                }
                top = constant(&g.init_expr);
            }
            Payload::DataSection(s) => {
                for d in s {
                    let d = d.ok()?;
                    if let wasmparser::DataKind::Active { offset_expr, .. } = &d.kind {
                        if let Some(at) = constant(offset_expr) {
                            segments.push((at, at + d.data.len()));
                        }
                    }
                }
            }
            _ => {}
        }
    }
    let hi = top?;
    let lo = segments
        .iter()
        .map(|&(_, end)| end)
        .filter(|&end| end <= hi)
        .max()
        .unwrap_or(0);
    (lo < hi).then_some((lo, hi))
}

#[cfg(test)]
mod tests {
    use super::stack_bytes;

    #[test]
    fn the_stack_lies_between_the_data_and_the_stack_pointers_start() {
        let wasm = wat::parse_str(
            r#"(module (memory 2)
                 (global (mut i32) (i32.const 70000))
                 (data (i32.const 1024) "abcd")
                 (data (i32.const 4096) "0123456789")
                 (data (i32.const 80000) "heap side"))"#,
        )
        .unwrap();
        assert_eq!(stack_bytes(&wasm), Some((4106, 70000)));
        let immutable =
            wat::parse_str(r#"(module (memory 1) (global i32 (i32.const 100)))"#).unwrap();
        assert_eq!(stack_bytes(&immutable), None);
        let none = wat::parse_str(r#"(module (memory 1))"#).unwrap();
        assert_eq!(stack_bytes(&none), None);
    }
}
