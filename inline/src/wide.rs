//! The wide-arithmetic proposal (`i64.add128`, `i64.sub128`, `i64.mul_wide_s`,
//! `i64.mul_wide_u`) lowered to core WebAssembly, so that the pipeline (whose decoder,
//! wasmparser 0.217, predates the proposal) translates such modules.
//!
//! Each of the four instructions becomes a `call` of a helper function appended to the
//! module, with the instruction's exact type (`[i64 i64 i64 i64] -> [i64 i64]` for the two
//! 128-bit ops, `[i64 i64] -> [i64 i64]` for the widening products), so a module that was
//! invalid stays invalid and a valid one computes the same results:
//! - `add128`: the low halves added, the carry (the sum below an operand) added to the
//!   high halves; `sub128` the same with the borrow.
//! - `mul_wide_u`: the 128-bit product from four 32 x 32-bit partial products.
//! - `mul_wide_s`: the unsigned product with its high half corrected, minus `b` where `a` is
//!   negative and minus `a` where `b` is (two's complement).
//!
//! [`expand_compact_imports`] does the same for the compact import section (wasm 3.0's
//! grouped import encoding): the same imports, written one per entry.
//!
//! This module must not change anything else: helpers are appended after every function and
//! type, so no existing index moves, and a module without these instructions is returned
//! unchanged.

use crate::InlineError;
use wasm_encoder::reencode::{self, Reencode};
use wasm_encoder::{Function, Instruction, ValType};
use wasmparser::{Operator, Parser, Payload};

/// The four instructions, in the order of their helpers.
const OPS: usize = 4;

fn helper_of(op: &Operator<'_>) -> Option<usize> {
    Some(match op {
        Operator::I64Add128 => 0,
        Operator::I64Sub128 => 1,
        Operator::I64MulWideS => 2,
        Operator::I64MulWideU => 3,
        _ => return None,
    })
}

/// `wasm` with its wide-arithmetic instructions made calls of appended helpers, or `None`
/// when it has none (or does not parse: the caller's validator says why).
pub fn lower_wide_arithmetic(wasm: &[u8]) -> Result<Option<Vec<u8>>, InlineError> {
    let (mut types, mut imported_funcs, mut defined_funcs, mut uses) = (0u32, 0u32, 0u32, false);
    for payload in Parser::new(0).parse_all(wasm) {
        let Ok(payload) = payload else {
            return Ok(None);
        };
        match payload {
            Payload::TypeSection(r) => {
                for group in r.into_iter().flatten() {
                    types += group.types().len() as u32;
                }
            }
            Payload::ImportSection(r) => {
                for group in r.into_iter().flatten() {
                    for item in group.into_iter().flatten() {
                        if matches!(
                            item.1.ty,
                            wasmparser::TypeRef::Func(_) | wasmparser::TypeRef::FuncExact(_)
                        ) {
                            imported_funcs += 1;
                        }
                    }
                }
            }
            Payload::FunctionSection(r) => defined_funcs = r.count(),
            Payload::CodeSectionEntry(body) if !uses => {
                let Ok(mut ops) = body.get_operators_reader() else {
                    return Ok(None);
                };
                while !ops.eof() {
                    match ops.read() {
                        Ok(op) => uses |= helper_of(&op).is_some(),
                        Err(_) => return Ok(None),
                    }
                }
            }
            _ => {}
        }
    }
    if !uses {
        return Ok(None);
    }
    let mut writer = Writer {
        first_type: types,
        first_helper: imported_funcs + defined_funcs,
    };
    crate::reencode_module(&mut writer, wasm).map(Some)
}

/// Re-encodes the module with the helpers appended.
struct Writer {
    /// The index of the helpers' first type (after the module's own).
    first_type: u32,
    /// The function index of the first helper (after every function).
    first_helper: u32,
}

impl Reencode for Writer {
    type Error = std::convert::Infallible;

    fn instruction<'a>(
        &mut self,
        arg: Operator<'a>,
    ) -> Result<Instruction<'a>, reencode::Error<Self::Error>> {
        match helper_of(&arg) {
            Some(h) => Ok(Instruction::Call(self.first_helper + h as u32)),
            None => reencode::utils::instruction(self, arg),
        }
    }

    fn parse_type_section(
        &mut self,
        types: &mut wasm_encoder::TypeSection,
        section: wasmparser::TypeSectionReader<'_>,
    ) -> Result<(), reencode::Error<Self::Error>> {
        reencode::utils::parse_type_section(self, types, section)?;
        types.ty().function([ValType::I64; 4], [ValType::I64; 2]);
        types.ty().function([ValType::I64; 2], [ValType::I64; 2]);
        Ok(())
    }

    fn parse_function_section(
        &mut self,
        functions: &mut wasm_encoder::FunctionSection,
        section: wasmparser::FunctionSectionReader<'_>,
    ) -> Result<(), reencode::Error<Self::Error>> {
        reencode::utils::parse_function_section(self, functions, section)?;
        for h in 0..OPS {
            functions.function(self.first_type + u32::from(h >= 2));
        }
        Ok(())
    }

    fn parse_code_section(
        &mut self,
        code: &mut wasm_encoder::CodeSection,
        section: wasmparser::CodeSectionReader<'_>,
    ) -> Result<(), reencode::Error<Self::Error>> {
        reencode::utils::parse_code_section(self, code, section)?;
        for body in [
            add128(false),
            add128(true),
            mul_wide_s(self.first_helper + 3),
            mul_wide_u(),
        ] {
            code.function(&body);
        }
        Ok(())
    }
}

/// `add128` (or `sub128`): params `a_lo a_hi b_lo b_hi`, results `lo hi`; one local, `lo`.
fn add128(sub: bool) -> Function {
    use Instruction as I;
    let (op, lo) = (if sub { I::I64Sub } else { I::I64Add }, 4);
    let mut f = Function::new([(1, ValType::I64)]);
    // lo = a_lo op b_lo
    f.instruction(&I::LocalGet(0))
        .instruction(&I::LocalGet(2))
        .instruction(&op)
        .instruction(&I::LocalSet(lo));
    // hi = a_hi op b_hi op carry; the carry of an add is `lo <u a_lo`, the borrow of a
    // subtraction `a_lo <u b_lo`.
    f.instruction(&I::LocalGet(lo))
        .instruction(&I::LocalGet(1))
        .instruction(&I::LocalGet(3))
        .instruction(&op);
    if sub {
        f.instruction(&I::LocalGet(0)).instruction(&I::LocalGet(2));
    } else {
        f.instruction(&I::LocalGet(lo)).instruction(&I::LocalGet(0));
    }
    f.instruction(&I::I64LtU)
        .instruction(&I::I64ExtendI32U)
        .instruction(&op)
        .instruction(&I::End);
    f
}

/// `mul_wide_u`: params `a b`, results `lo hi` of the unsigned 128-bit product.
fn mul_wide_u() -> Function {
    use Instruction as I;
    // Locals: 2 = a0*b1 (cross 1), 3 = a1*b0 (cross 2), 4 = (a0*b0 >> 32) + low halves.
    let mut f = Function::new([(3, ValType::I64)]);
    let low = |f: &mut Function, x: u32| {
        f.instruction(&I::LocalGet(x))
            .instruction(&I::I64Const(0xffff_ffff))
            .instruction(&I::I64And);
    };
    let high = |f: &mut Function, x: u32| {
        f.instruction(&I::LocalGet(x))
            .instruction(&I::I64Const(32))
            .instruction(&I::I64ShrU);
    };
    low(&mut f, 0);
    high(&mut f, 1);
    f.instruction(&I::I64Mul).instruction(&I::LocalSet(2));
    high(&mut f, 0);
    low(&mut f, 1);
    f.instruction(&I::I64Mul).instruction(&I::LocalSet(3));
    // mid = (a0*b0 >> 32) + low(cross1) + low(cross2): below 3 * 2^32, no wrap.
    low(&mut f, 0);
    low(&mut f, 1);
    f.instruction(&I::I64Mul)
        .instruction(&I::I64Const(32))
        .instruction(&I::I64ShrU);
    low(&mut f, 2);
    f.instruction(&I::I64Add);
    low(&mut f, 3);
    f.instruction(&I::I64Add).instruction(&I::LocalSet(4));
    // lo = a * b (wrapping)
    f.instruction(&I::LocalGet(0))
        .instruction(&I::LocalGet(1))
        .instruction(&I::I64Mul);
    // hi = a1*b1 + high(cross1) + high(cross2) + high(mid)
    high(&mut f, 0);
    high(&mut f, 1);
    f.instruction(&I::I64Mul);
    high(&mut f, 2);
    f.instruction(&I::I64Add);
    high(&mut f, 3);
    f.instruction(&I::I64Add);
    high(&mut f, 4);
    f.instruction(&I::I64Add).instruction(&I::End);
    f
}

/// `mul_wide_s`: the unsigned product (helper `unsigned`), its high half minus `b` where
/// `a < 0` and minus `a` where `b < 0`.
fn mul_wide_s(unsigned: u32) -> Function {
    use Instruction as I;
    // Local 2 = hi of the unsigned product (lo stays on the stack).
    let mut f = Function::new([(1, ValType::I64)]);
    f.instruction(&I::LocalGet(0))
        .instruction(&I::LocalGet(1))
        .instruction(&I::Call(unsigned))
        .instruction(&I::LocalSet(2));
    f.instruction(&I::LocalGet(2));
    for (neg, minus) in [(0, 1), (1, 0)] {
        // select(minus, 0, neg < 0)
        f.instruction(&I::LocalGet(minus))
            .instruction(&I::I64Const(0))
            .instruction(&I::LocalGet(neg))
            .instruction(&I::I64Const(0))
            .instruction(&I::I64LtS)
            .instruction(&I::Select)
            .instruction(&I::I64Sub);
    }
    f.instruction(&I::End);
    f
}

/// `wasm` with a compact import section (imports grouped under one module name, the
/// binary encoding wasm 3.0 added) written in the classic one-import-per-entry encoding,
/// the same imports in the same order; `None` when it has none (or does not parse).
pub fn expand_compact_imports(wasm: &[u8]) -> Result<Option<Vec<u8>>, InlineError> {
    let mut compact = false;
    for payload in Parser::new(0).parse_all(wasm) {
        let Ok(payload) = payload else {
            return Ok(None);
        };
        if let Payload::ImportSection(r) = payload {
            for group in r {
                let Ok(group) = group else {
                    return Ok(None);
                };
                compact |= !matches!(group, wasmparser::Imports::Single(..));
            }
        }
    }
    if !compact {
        return Ok(None);
    }
    crate::reencode_module(&mut OnePerEntry, wasm).map(Some)
}

/// Re-encodes a module writing each import as its own entry.
struct OnePerEntry;

impl Reencode for OnePerEntry {
    type Error = std::convert::Infallible;

    fn parse_import_section(
        &mut self,
        imports: &mut wasm_encoder::ImportSection,
        section: wasmparser::ImportSectionReader<'_>,
    ) -> Result<(), reencode::Error<Self::Error>> {
        for group in section {
            for item in group? {
                let (_, import) = item?;
                let ty = self.entity_type(import.ty)?;
                imports.import(import.module, import.name, ty);
            }
        }
        Ok(())
    }
}
