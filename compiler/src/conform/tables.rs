//! The tables of a spec-suite instance, for `call_indirect` in the interpreter.
//!
//! Each table the module defines is allocated at its minimum size with null entries (or its
//! initialiser's `ref.func`), then the active element segments are written in order: one
//! that ends past its table is the instantiation trap `out of bounds table access`. An entry
//! is a wasm function index or null. Tables are not changed after instantiation (`table.set`,
//! `table.grow`, `table.copy`, `table.init` do not lower yet), so a lookup needs no state.
//!
//! This module only builds and reads tables; it must not run code, and it must not check
//! function types (the resolver does that, with the module's types).

use cranelift_wasm::wasmparser::{
    ConstExpr, ElementItems, ElementKind, Operator, Parser, Payload, TableInit,
};
use lowered_ir::{Globals, IndirectCallError, RtValue, TrapKind};

/// The largest table an instance allocates (entries).
pub const MAX_TABLE_ENTRIES: u64 = 1 << 24;

/// Why a module's tables cannot be built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TablesError {
    /// Something the interpreter does not model (a reason naming it).
    Unsupported(String),
    /// An element segment out of bounds: the instantiation traps.
    Trap(TrapKind),
}

/// Every table of an instance: entries are wasm function indices or null.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tables {
    tables: Vec<Vec<Option<u32>>>,
}

impl Tables {
    /// Allocates the module's tables and writes its active element segments. `globals`
    /// answers `global.get` in offsets.
    pub fn instantiate(wasm: &[u8], globals: &Globals) -> Result<Tables, TablesError> {
        let mut tables: Vec<Vec<Option<u32>>> = Vec::new();
        let bad = |e: cranelift_wasm::wasmparser::BinaryReaderError| {
            TablesError::Unsupported(format!("the table section does not decode: {e}"))
        };
        for payload in Parser::new(0).parse_all(wasm) {
            match payload.map_err(bad)? {
                Payload::TableSection(reader) => {
                    for t in reader {
                        let t = t.map_err(bad)?;
                        if t.ty.initial > MAX_TABLE_ENTRIES {
                            return Err(TablesError::Unsupported(format!(
                                "a table of {} entries is larger than the interpreter's limit of {MAX_TABLE_ENTRIES}",
                                t.ty.initial
                            )));
                        }
                        let fill = match &t.init {
                            TableInit::RefNull => None,
                            TableInit::Expr(e) => element(e, globals)?,
                        };
                        tables.push(vec![fill; t.ty.initial as usize]);
                    }
                }
                Payload::ElementSection(reader) => {
                    for segment in reader {
                        let segment = segment.map_err(bad)?;
                        let ElementKind::Active {
                            table_index,
                            offset_expr,
                        } = segment.kind
                        else {
                            continue; // passive and declared segments fill no table
                        };
                        let items: Vec<Option<u32>> = match segment.items {
                            ElementItems::Functions(funcs) => funcs
                                .into_iter()
                                .map(|f| f.map(Some).map_err(bad))
                                .collect::<Result<_, _>>()?,
                            ElementItems::Expressions(_, exprs) => exprs
                                .into_iter()
                                .map(|e| element(&e.map_err(bad)?, globals))
                                .collect::<Result<_, _>>()?,
                        };
                        let index = table_index.unwrap_or(0) as usize;
                        let table = tables.get_mut(index).ok_or_else(|| {
                            TablesError::Unsupported(format!(
                                "an element segment fills table {index}, which is imported (linking is not supported)"
                            ))
                        })?;
                        let offset = u64::from(offset(&offset_expr, globals)?);
                        let end = offset + items.len() as u64;
                        if end > table.len() as u64 {
                            return Err(TablesError::Trap(TrapKind::TableOutOfBounds));
                        }
                        table[offset as usize..end as usize].copy_from_slice(&items);
                    }
                }
                _ => {}
            }
        }
        Ok(Tables { tables })
    }

    /// The function in element `index` of table `table`: `undefined element` past the end,
    /// `uninitialized element` for null.
    pub fn get(&self, table: u32, index: u32) -> Result<u32, IndirectCallError> {
        let t = self
            .tables
            .get(table as usize)
            .ok_or(IndirectCallError::NoTables)?;
        let entry = t
            .get(index as usize)
            .ok_or(IndirectCallError::Trap(TrapKind::UndefinedElement))?;
        entry.ok_or(IndirectCallError::Trap(TrapKind::UninitializedElement))
    }
}

/// A segment's offset: `i32.const` or `global.get` of an `i32` global.
fn offset(expr: &ConstExpr<'_>, globals: &Globals) -> Result<u32, TablesError> {
    let mut ops = expr.get_operators_reader();
    let value = match ops.read() {
        Ok(Operator::I32Const { value }) => value as u32,
        Ok(Operator::GlobalGet { global_index }) => match globals.get(global_index) {
            Some(RtValue::I32(v)) => v,
            _ => return Err(non_constant("offset")),
        },
        _ => return Err(non_constant("offset")),
    };
    match ops.read() {
        Ok(Operator::End) => Ok(value),
        _ => Err(non_constant("offset")),
    }
}

/// An element expression: `ref.func` or `ref.null`.
fn element(expr: &ConstExpr<'_>, _globals: &Globals) -> Result<Option<u32>, TablesError> {
    let mut ops = expr.get_operators_reader();
    let value = match ops.read() {
        Ok(Operator::RefFunc { function_index }) => Some(function_index),
        Ok(Operator::RefNull { .. }) => None,
        _ => return Err(non_constant("element")),
    };
    match ops.read() {
        Ok(Operator::End) => Ok(value),
        _ => Err(non_constant("element")),
    }
}

fn non_constant(what: &str) -> TablesError {
    TablesError::Unsupported(format!(
        "an element segment's {what} is not a constant the interpreter evaluates (`i32.const`, `global.get` of an i32, `ref.func`, `ref.null`)"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tables(text: &str) -> Result<Tables, TablesError> {
        Tables::instantiate(&wat::parse_str(text).expect("WAT"), &Globals::new())
    }

    #[test]
    fn active_segments_fill_tables_in_order_and_lookups_trap_as_wasm() {
        let t = tables(
            "(module (table 4 funcref) (func $a) (func $b)
               (elem (i32.const 1) $a $b) (elem (i32.const 2) $a))",
        )
        .expect("instantiates");
        assert_eq!(t.get(0, 1), Ok(0));
        assert_eq!(t.get(0, 2), Ok(0));
        assert_eq!(
            t.get(0, 0),
            Err(IndirectCallError::Trap(TrapKind::UninitializedElement))
        );
        assert_eq!(
            t.get(0, 4),
            Err(IndirectCallError::Trap(TrapKind::UndefinedElement))
        );
        assert_eq!(t.get(1, 0), Err(IndirectCallError::NoTables));
    }

    #[test]
    fn a_segment_past_the_end_traps_at_instantiation() {
        assert_eq!(
            tables("(module (table 2 funcref) (func $a) (elem (i32.const 1) $a $a))"),
            Err(TablesError::Trap(TrapKind::TableOutOfBounds))
        );
    }
}
