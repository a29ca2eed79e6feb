//! The tables and element segments of a spec-suite instance, for `call_indirect` and the
//! table ops (`table.get/set/size/grow/fill/copy/init`, `elem.drop`) in the interpreter.
//!
//! Each table the module defines is allocated at its minimum size with null entries (or its
//! initialiser's reference), then the active element segments are written in order: one
//! that ends past its table is the instantiation trap `out of bounds table access`. An entry
//! is null or what a reference handle names (`lowered_ir::reference`): a wasm function index
//! in a `funcref` table, a host value in an `externref` one. Passive segments are kept for `table.init`; active and
//! declared ones are dropped once instantiation is done, as wasm says.
//!
//! This module only builds, reads and copies tables; it must not run code, and it must not
//! check function types (the resolver does that, with the module's types).

use cranelift_wasm::wasmparser::{
    ConstExpr, ElementItems, ElementKind, Operator, Parser, Payload, TableInit,
};
use lowered_ir::{Globals, ResolveError, RtValue, TrapKind};

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

/// Every table of an instance: entries are wasm function indices (or host values) or null.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tables {
    tables: Vec<Vec<Option<u32>>>,
    /// Each table's declared maximum (entries), if any.
    maximums: Vec<Option<u64>>,
    /// Every element segment by index: a passive one's items, empty once dropped (active
    /// and declared segments are dropped at instantiation).
    segments: Vec<Vec<Option<u32>>>,
}

impl Tables {
    /// Allocates the module's tables and writes its active element segments. `globals`
    /// answers `global.get` in offsets.
    pub fn instantiate(wasm: &[u8], globals: &Globals) -> Result<Tables, TablesError> {
        let mut tables: Vec<Vec<Option<u32>>> = Vec::new();
        let mut maximums: Vec<Option<u64>> = Vec::new();
        let mut segments: Vec<Vec<Option<u32>>> = Vec::new();
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
                        maximums.push(t.ty.maximum);
                    }
                }
                Payload::ElementSection(reader) => {
                    for segment in reader {
                        let segment = segment.map_err(bad)?;
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
                        let ElementKind::Active {
                            table_index,
                            offset_expr,
                        } = segment.kind
                        else {
                            // Passive segments wait for table.init; declared ones are dropped.
                            let passive = matches!(segment.kind, ElementKind::Passive);
                            segments.push(if passive { items } else { Vec::new() });
                            continue;
                        };
                        segments.push(Vec::new());
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
        Ok(Tables {
            tables,
            maximums,
            segments,
        })
    }

    /// `table.get`: the entry, `out of bounds table access` past the end.
    pub fn entry(&self, table: u32, index: u32) -> Result<Option<u32>, ResolveError> {
        let t = self
            .tables
            .get(table as usize)
            .ok_or(ResolveError::NoInstanceState)?;
        t.get(index as usize)
            .copied()
            .ok_or(ResolveError::Trap(TrapKind::TableOutOfBounds))
    }

    /// `table.set`: writes the entry, `out of bounds table access` past the end.
    pub fn set(&mut self, table: u32, index: u32, value: Option<u32>) -> Result<(), ResolveError> {
        self.write(table, index, &[value])
    }

    /// `table.grow`: appends `delta` entries holding `value`; the old size, or `None`
    /// where the table would pass its maximum or the interpreter's [`MAX_TABLE_ENTRIES`].
    pub fn grow(
        &mut self,
        table: u32,
        value: Option<u32>,
        delta: u32,
    ) -> Result<Option<u32>, ResolveError> {
        let t = self
            .tables
            .get_mut(table as usize)
            .ok_or(ResolveError::NoInstanceState)?;
        let old = t.len() as u64;
        let new = old + u64::from(delta);
        let max = self
            .maximums
            .get(table as usize)
            .copied()
            .flatten()
            .unwrap_or(u64::from(u32::MAX))
            .min(MAX_TABLE_ENTRIES);
        if new > max {
            return Ok(None);
        }
        t.resize(new as usize, value);
        Ok(Some(old as u32))
    }

    /// `table.fill`: `len` entries from `dst` become `value`; nothing is written unless
    /// the range fits.
    pub fn fill(
        &mut self,
        table: u32,
        dst: u32,
        value: Option<u32>,
        len: u32,
    ) -> Result<(), ResolveError> {
        let t = self
            .tables
            .get_mut(table as usize)
            .ok_or(ResolveError::NoInstanceState)?;
        let r = range(dst, len, t.len())?;
        t[r].fill(value);
        Ok(())
    }

    /// `table.size`.
    pub fn size(&self, table: u32) -> Result<u32, ResolveError> {
        let t = self
            .tables
            .get(table as usize)
            .ok_or(ResolveError::NoInstanceState)?;
        Ok(t.len() as u32)
    }

    /// `table.copy`: `len` entries from `src` of `src_table` to `dst` of `dst_table`, as
    /// if through a buffer; nothing is copied unless both ranges fit.
    pub fn copy(
        &mut self,
        (dst_table, src_table): (u32, u32),
        dst: u32,
        src: u32,
        len: u32,
    ) -> Result<(), ResolveError> {
        let items = read(self.tables.get(src_table as usize), src, len)?;
        self.write(dst_table, dst, &items)
    }

    /// `table.init`: `len` items from `src` of element segment `segment` to `dst` of
    /// `table`; nothing is written unless both ranges fit.
    pub fn init(
        &mut self,
        (table, segment): (u32, u32),
        dst: u32,
        src: u32,
        len: u32,
    ) -> Result<(), ResolveError> {
        let items = read(self.segments.get(segment as usize), src, len)?;
        self.write(table, dst, &items)
    }

    /// Writes `items` to `table` from `dst`, if they fit.
    fn write(&mut self, table: u32, dst: u32, items: &[Option<u32>]) -> Result<(), ResolveError> {
        let to = self
            .tables
            .get_mut(table as usize)
            .ok_or(ResolveError::NoInstanceState)?;
        let dst_range = range(dst, items.len() as u32, to.len())?;
        to[dst_range].copy_from_slice(items);
        Ok(())
    }

    /// `elem.drop`: the segment becomes empty.
    pub fn drop_segment(&mut self, segment: u32) -> Result<(), ResolveError> {
        let items = self
            .segments
            .get_mut(segment as usize)
            .ok_or(ResolveError::NoInstanceState)?;
        items.clear();
        Ok(())
    }

    /// The function in element `index` of table `table`: `undefined element` past the end,
    /// `uninitialized element` for null.
    pub fn get(&self, table: u32, index: u32) -> Result<u32, ResolveError> {
        let t = self
            .tables
            .get(table as usize)
            .ok_or(ResolveError::NoInstanceState)?;
        let entry = t
            .get(index as usize)
            .ok_or(ResolveError::Trap(TrapKind::UndefinedElement))?;
        entry.ok_or(ResolveError::Trap(TrapKind::UninitializedElement))
    }
}

/// `len` entries of a table or segment from `src` (a copy), if they fit.
fn read(
    from: Option<&Vec<Option<u32>>>,
    src: u32,
    len: u32,
) -> Result<Vec<Option<u32>>, ResolveError> {
    let from = from.ok_or(ResolveError::NoInstanceState)?;
    Ok(from[range(src, len, from.len())?].to_vec())
}

/// `start .. start + len` if it fits in `size` entries; `out of bounds table access`
/// otherwise (computed in 64 bits).
fn range(start: u32, len: u32, size: usize) -> Result<std::ops::Range<usize>, ResolveError> {
    let end = u64::from(start) + u64::from(len);
    if end > size as u64 {
        return Err(ResolveError::Trap(TrapKind::TableOutOfBounds));
    }
    Ok(start as usize..end as usize)
}

/// A segment's offset: `i32.const`, `global.get` of an `i32` global, and the extended-const
/// `i32.add`, `i32.sub`, `i32.mul` of those.
fn offset(expr: &ConstExpr<'_>, globals: &Globals) -> Result<u32, TablesError> {
    let mut ops = expr.get_operators_reader();
    let mut stack: Vec<u32> = Vec::new();
    loop {
        let value = match ops.read() {
            Ok(Operator::End) => break,
            Ok(Operator::I32Const { value }) => value as u32,
            Ok(Operator::GlobalGet { global_index }) => match globals.get(global_index) {
                Some(RtValue::I32(v)) => v,
                _ => return Err(non_constant("offset")),
            },
            Ok(op @ (Operator::I32Add | Operator::I32Sub | Operator::I32Mul)) => {
                let (Some(b), Some(a)) = (stack.pop(), stack.pop()) else {
                    return Err(non_constant("offset"));
                };
                match op {
                    Operator::I32Add => a.wrapping_add(b),
                    Operator::I32Sub => a.wrapping_sub(b),
                    _ => a.wrapping_mul(b),
                }
            }
            _ => return Err(non_constant("offset")),
        };
        stack.push(value);
    }
    match stack[..] {
        [value] => Ok(value),
        _ => Err(non_constant("offset")),
    }
}

/// An element expression: `ref.func`, `ref.null`, or `global.get` of a reference global.
fn element(expr: &ConstExpr<'_>, globals: &Globals) -> Result<Option<u32>, TablesError> {
    let mut ops = expr.get_operators_reader();
    let value = match ops.read() {
        Ok(Operator::RefFunc { function_index }) => Some(function_index),
        Ok(Operator::RefNull { .. }) => None,
        Ok(Operator::GlobalGet { global_index }) => match globals.get(global_index) {
            Some(RtValue::I64(handle)) => lowered_ir::reference::target(handle),
            _ => return Err(non_constant("element")),
        },
        _ => return Err(non_constant("element")),
    };
    match ops.read() {
        Ok(Operator::End) => Ok(value),
        _ => Err(non_constant("element")),
    }
}

fn non_constant(what: &str) -> TablesError {
    TablesError::Unsupported(format!(
        "an element segment's {what} is not a constant the interpreter evaluates (`i32.const`, `global.get` of an i32 or a reference, `ref.func`, `ref.null`)"
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
            Err(ResolveError::Trap(TrapKind::UninitializedElement))
        );
        assert_eq!(
            t.get(0, 4),
            Err(ResolveError::Trap(TrapKind::UndefinedElement))
        );
        assert_eq!(t.get(1, 0), Err(ResolveError::NoInstanceState));
    }

    #[test]
    fn a_segment_past_the_end_traps_at_instantiation() {
        assert_eq!(
            tables("(module (table 2 funcref) (func $a) (elem (i32.const 1) $a $a))"),
            Err(TablesError::Trap(TrapKind::TableOutOfBounds))
        );
    }
}

#[cfg(test)]
mod op_tests {
    use super::*;

    #[test]
    fn copy_init_and_drop_follow_wasm_bounds() {
        let mut t = Tables::instantiate(
            &wat::parse_str(
                "(module (table 4 funcref) (func $a) (func $b)
                   (elem (i32.const 0) $a) (elem func $a $b))",
            )
            .expect("WAT"),
            &Globals::new(),
        )
        .expect("instantiates");
        assert_eq!(t.size(0), Ok(4));
        // Segment 0 (active) was dropped: only an empty init from it works.
        assert_eq!(t.init((0, 0), 0, 0, 0), Ok(()));
        assert_eq!(
            t.init((0, 0), 0, 0, 1),
            Err(ResolveError::Trap(TrapKind::TableOutOfBounds))
        );
        assert_eq!(t.init((0, 1), 2, 0, 2), Ok(()));
        assert_eq!((t.get(0, 2), t.get(0, 3)), (Ok(0), Ok(1)));
        // Overlapping copy, as through a buffer.
        assert_eq!(t.copy((0, 0), 1, 2, 2), Ok(()));
        assert_eq!(
            (t.get(0, 1), t.get(0, 2), t.get(0, 3)),
            (Ok(0), Ok(1), Ok(1))
        );
        assert_eq!(
            t.copy((0, 0), 3, 0, 2),
            Err(ResolveError::Trap(TrapKind::TableOutOfBounds))
        );
        assert_eq!(t.drop_segment(1), Ok(()));
        assert_eq!(
            t.init((0, 1), 0, 0, 1),
            Err(ResolveError::Trap(TrapKind::TableOutOfBounds))
        );
    }
}
