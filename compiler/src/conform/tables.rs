//! The tables and element segments of a spec-suite instance, for `call_indirect` and the
//! table ops (`table.get/set/size/grow/fill/copy/init`, `elem.drop`) in the interpreter.
//!
//! Tables are shared ([`SharedTable`]): the instance that defines one and every instance
//! that imports it (or `spectest`'s table) hold the same entries. An entry is null or an
//! [`Entry`]: what a reference names (a function index, or a host value in an `externref`
//! table) and, for a function, the instance whose function it is (its id), so an instance
//! calling through a table it shares can tell its own functions from another's.
//!
//! Each table the module defines is allocated at its minimum size with null entries (or its
//! initialiser's reference), then the active element segments are written in order: one
//! that ends past its table is the instantiation trap `out of bounds table access` (what the
//! segments before it wrote into a shared table stays). Passive segments are kept for
//! `table.init`; active and declared ones are dropped once instantiation is done, as wasm
//! says.
//!
//! This module only builds, reads and copies tables; it must not run code, and it must not
//! check function types (the resolver does that, with the module's types).

use cranelift_wasm::wasmparser::{
    ConstExpr, ElementItems, ElementKind, Operator, Parser, Payload, TableInit, TableType,
};
use lowered_ir::{reference, Globals, ResolveError, RtValue, TrapKind};
use std::cell::RefCell;
use std::rc::Rc;

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

/// A non-null table entry: function `target` of the instance with id `owner`, or, in an
/// `externref` table, the host value `target` (`owner` 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    pub target: u32,
    pub owner: u64,
}

/// One table: its entries, its maximum, and whether it holds functions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    entries: Vec<Option<Entry>>,
    max: Option<u64>,
    funcs: bool,
}

impl Table {
    /// How many entries it has now.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether it has no entries.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Its non-null entries, in order.
    pub fn entries(&self) -> impl Iterator<Item = Entry> + '_ {
        self.entries.iter().flatten().copied()
    }

    /// A table of type `ty` filled with `fill`.
    pub fn new(ty: &TableType, fill: Option<Entry>) -> Table {
        Table {
            entries: vec![fill; ty.initial as usize],
            max: ty.maximum,
            funcs: !ty.element_type.is_extern_ref(),
        }
    }
}

/// The handle of another instance's function (`lowered_ir::reference` handles name the
/// instance's own): this bit, the owner's id in bits 32-62 and the target plus one below.
/// A global imported from another instance holds one, and `table.get` of such an entry
/// answers one; the interpreter refuses to call it (a skip), never reads it as null.
pub const FOREIGN_HANDLE: u64 = 1 << 63;

/// The handle of entry `e` of another instance (see [`FOREIGN_HANDLE`]); `None` where its
/// owner's id does not fit.
pub fn foreign_handle(e: Entry) -> Option<u64> {
    (e.owner < 1 << 31).then(|| FOREIGN_HANDLE | e.owner << 32 | (u64::from(e.target) + 1))
}

/// The entry a [`foreign_handle`] names.
pub fn foreign_entry(handle: u64) -> Option<Entry> {
    if handle & FOREIGN_HANDLE == 0 {
        return None;
    }
    let target = ((handle & 0xffff_ffff) as u32).checked_sub(1)?;
    Some(Entry {
        target,
        owner: (handle & !FOREIGN_HANDLE) >> 32,
    })
}

/// Function reference `handle`, held by instance `from`, as instance `to` holds it (`None`
/// for one not made yet): a plain handle where the function is `to`'s own, a
/// [`foreign_handle`] where it is any other instance's. Null stays null. `None` where a
/// foreign handle cannot name the function.
pub fn handle_between(handle: u64, from: u64, to: Option<u64>) -> Option<u64> {
    if handle == lowered_ir::reference::NULL {
        return Some(handle);
    }
    let entry = match foreign_entry(handle) {
        Some(entry) => entry,
        None => Entry {
            target: lowered_ir::reference::target(handle)?,
            owner: from,
        },
    };
    if Some(entry.owner) == to {
        Some(lowered_ir::reference::handle(entry.target))
    } else {
        foreign_handle(entry)
    }
}

/// A table the instances that define and import it share.
pub type SharedTable = Rc<RefCell<Table>>;

/// Every table of an instance (imported ones first) and its element segments.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tables {
    tables: Vec<SharedTable>,
    /// Every element segment by index: a passive one's items, empty once dropped (active
    /// and declared segments are dropped at instantiation).
    segments: Vec<Vec<Option<Entry>>>,
    /// The id of the instance these belong to: the owner of its functions' entries.
    id: u64,
}

impl Tables {
    /// Allocates the module's tables after `imported` (its table imports, in order) and
    /// writes its active element segments; the instance's id is `id`. `globals` answers
    /// `global.get` in offsets and elements.
    pub fn instantiate(
        wasm: &[u8],
        globals: &Globals,
        imported: &[SharedTable],
        id: u64,
    ) -> Result<Tables, TablesError> {
        match Tables::instantiate_until_trap(wasm, globals, imported, id)? {
            (tables, None) => Ok(tables),
            (_, Some(kind)) => Err(TablesError::Trap(kind)),
        }
    }

    /// [`Tables::instantiate`], which on an element segment out of bounds also gives the
    /// tables as the trap left them: the instance still exists for the functions those
    /// segments (and the ones before) wrote into shared tables.
    pub fn instantiate_until_trap(
        wasm: &[u8],
        globals: &Globals,
        imported: &[SharedTable],
        id: u64,
    ) -> Result<(Tables, Option<TrapKind>), TablesError> {
        let mut tables: Vec<SharedTable> = imported.to_vec();
        let mut segments: Vec<Vec<Option<Entry>>> = Vec::new();
        let bad = |e: cranelift_wasm::wasmparser::BinaryReaderError| {
            TablesError::Unsupported(format!("the table section does not decode: {e}"))
        };
        let own = |target: Option<Element>, funcs: bool| {
            target.map(|target| match target {
                Element::Foreign(e) => e,
                Element::Own(target) => Entry {
                    target,
                    owner: if funcs { id } else { 0 },
                },
            })
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
                        let fill = own(fill, !t.ty.element_type.is_extern_ref());
                        tables.push(Rc::new(RefCell::new(Table::new(&t.ty, fill))));
                    }
                }
                Payload::ElementSection(reader) => {
                    for segment in reader {
                        let segment = segment.map_err(bad)?;
                        let items: Vec<Option<Entry>> = match segment.items {
                            ElementItems::Functions(funcs) => funcs
                                .into_iter()
                                .map(|f| f.map(|f| own(Some(Element::Own(f)), true)).map_err(bad))
                                .collect::<Result<_, _>>()?,
                            ElementItems::Expressions(ty, exprs) => exprs
                                .into_iter()
                                .map(|e| {
                                    let target = element(&e.map_err(bad)?, globals)?;
                                    Ok(own(target, !ty.is_extern_ref()))
                                })
                                .collect::<Result<_, TablesError>>()?,
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
                        let table = tables.get(index).ok_or_else(|| {
                            TablesError::Unsupported(format!(
                                "an element segment fills table {index}, which does not exist"
                            ))
                        })?;
                        let mut table = table.borrow_mut();
                        let offset = u64::from(offset(&offset_expr, globals)?);
                        let end = offset + items.len() as u64;
                        if end > table.entries.len() as u64 {
                            drop(table);
                            let trapped = Tables {
                                tables,
                                segments,
                                id,
                            };
                            return Ok((trapped, Some(TrapKind::TableOutOfBounds)));
                        }
                        table.entries[offset as usize..end as usize].copy_from_slice(&items);
                    }
                }
                _ => {}
            }
        }
        Ok((
            Tables {
                tables,
                segments,
                id,
            },
            None,
        ))
    }

    /// Table `table`, shared (to lend to an importer).
    pub fn shared(&self, table: u32) -> Option<SharedTable> {
        self.tables.get(table as usize).cloned()
    }

    fn table(&self, table: u32) -> Result<std::cell::RefMut<'_, Table>, ResolveError> {
        self.tables
            .get(table as usize)
            .map(|t| t.borrow_mut())
            .ok_or(ResolveError::NoInstanceState)
    }

    /// The entry reference handle `handle` makes in `table`: this instance's function (or a
    /// host value) that it names, or the function of another instance a [`foreign_handle`]
    /// names.
    pub fn entry_for_handle(&self, table: u32, handle: u64) -> Result<Option<Entry>, ResolveError> {
        if let Some(e) = foreign_entry(handle) {
            return Ok(Some(e));
        }
        let target = reference::target(handle);
        let funcs = self.table(table)?.funcs;
        Ok(target.map(|target| Entry {
            target,
            owner: if funcs { self.id } else { 0 },
        }))
    }

    /// What a reference handle read from `table` names: the entry's target, where it is
    /// this instance's function or a host value; `None` for another instance's function.
    pub fn local_target(&self, entry: Option<Entry>) -> Option<Option<u32>> {
        match entry {
            None => Some(None),
            Some(e) if e.owner == 0 || e.owner == self.id => Some(Some(e.target)),
            Some(_) => None,
        }
    }

    /// `table.get`: the entry, `out of bounds table access` past the end.
    pub fn entry(&self, table: u32, index: u32) -> Result<Option<Entry>, ResolveError> {
        self.table(table)?
            .entries
            .get(index as usize)
            .copied()
            .ok_or(ResolveError::Trap(TrapKind::TableOutOfBounds))
    }

    /// `table.set`: writes the entry, `out of bounds table access` past the end.
    pub fn set(&self, table: u32, index: u32, value: Option<Entry>) -> Result<(), ResolveError> {
        self.write(table, index, &[value])
    }

    /// `table.grow`: appends `delta` entries holding `value`; the old size, or `None`
    /// where the table would pass its maximum or the interpreter's [`MAX_TABLE_ENTRIES`].
    pub fn grow(
        &self,
        table: u32,
        value: Option<Entry>,
        delta: u32,
    ) -> Result<Option<u32>, ResolveError> {
        let mut t = self.table(table)?;
        let old = t.entries.len() as u64;
        let new = old + u64::from(delta);
        let max = t.max.unwrap_or(u64::from(u32::MAX)).min(MAX_TABLE_ENTRIES);
        if new > max {
            return Ok(None);
        }
        t.entries.resize(new as usize, value);
        Ok(Some(old as u32))
    }

    /// `table.fill`: `len` entries from `dst` become `value`; nothing is written unless
    /// the range fits.
    pub fn fill(
        &self,
        table: u32,
        dst: u32,
        value: Option<Entry>,
        len: u32,
    ) -> Result<(), ResolveError> {
        let mut t = self.table(table)?;
        let r = range(dst, len, t.entries.len())?;
        t.entries[r].fill(value);
        Ok(())
    }

    /// `table.size`.
    pub fn size(&self, table: u32) -> Result<u32, ResolveError> {
        Ok(self.table(table)?.entries.len() as u32)
    }

    /// `table.copy`: `len` entries from `src` of `src_table` to `dst` of `dst_table`, as
    /// if through a buffer; nothing is copied unless both ranges fit.
    pub fn copy(
        &self,
        (dst_table, src_table): (u32, u32),
        dst: u32,
        src: u32,
        len: u32,
    ) -> Result<(), ResolveError> {
        let items = {
            let from = self.table(src_table)?;
            read(Some(&from.entries), src, len)?
        };
        self.write(dst_table, dst, &items)
    }

    /// `table.init`: `len` items from `src` of element segment `segment` to `dst` of
    /// `table`; nothing is written unless both ranges fit.
    pub fn init(
        &self,
        (table, segment): (u32, u32),
        dst: u32,
        src: u32,
        len: u32,
    ) -> Result<(), ResolveError> {
        let items = read(self.segments.get(segment as usize), src, len)?;
        self.write(table, dst, &items)
    }

    /// Writes `items` to `table` from `dst`, if they fit.
    fn write(&self, table: u32, dst: u32, items: &[Option<Entry>]) -> Result<(), ResolveError> {
        let mut to = self.table(table)?;
        let dst_range = range(dst, items.len() as u32, to.entries.len())?;
        to.entries[dst_range].copy_from_slice(items);
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

    /// The entry a `call_indirect` reaches in element `index` of `table`: `undefined
    /// element` past the end, `uninitialized element` for null.
    pub fn get(&self, table: u32, index: u32) -> Result<Entry, ResolveError> {
        let t = self.table(table)?;
        let entry = t
            .entries
            .get(index as usize)
            .ok_or(ResolveError::Trap(TrapKind::UndefinedElement))?;
        entry.ok_or(ResolveError::Trap(TrapKind::UninitializedElement))
    }

    /// Every table's entries as reference handles (`lowered_ir::reference`) with its limit
    /// (its maximum, at most [`MAX_TABLE_ENTRIES`]), by table index. Another instance's
    /// function gets the handle `linked` gives it (a function lowered into the same device
    /// program, conform/device_link.rs) or else `foreign_base + k`, `k` its place in the list
    /// returned with them, so a device copy can tell it from this instance's functions and
    /// give it back.
    pub fn handles(
        &self,
        foreign_base: u64,
        linked: &dyn Fn(Entry) -> Option<u64>,
    ) -> (Vec<(Vec<u64>, u32)>, Vec<Entry>) {
        let mut foreign: Vec<Entry> = Vec::new();
        let tables = self
            .tables
            .iter()
            .map(|t| {
                image(&t.borrow(), |e| match (self.local_target(e), e) {
                    (Some(target), _) => reference::handle_of(target),
                    (None, Some(entry)) => linked(entry).unwrap_or_else(|| {
                        foreign.push(entry);
                        foreign_base + foreign.len() as u64 - 1
                    }),
                    (None, None) => reference::NULL,
                })
            })
            .collect();
        (tables, foreign)
    }

    /// How many tables the instance has (imported ones included).
    pub fn count(&self) -> usize {
        self.tables.len()
    }

    /// Every element segment's items as reference handles (this instance's own).
    pub fn segment_handles(&self) -> Vec<Vec<u64>> {
        self.segments
            .iter()
            .map(|items| {
                items
                    .iter()
                    .map(|e| reference::handle_of(e.map(|e| e.target)))
                    .collect()
            })
            .collect()
    }

    /// Replaces every table's entries with those the handles name, as [`Tables::handles`]
    /// gave them (a table may have grown; `foreign` and `foreign_base` as it returned and
    /// took them; `linked` names the entry a linked function's handle stands for).
    pub fn set_handles(
        &self,
        images: &[Vec<u64>],
        (foreign, foreign_base): (&[Entry], u64),
        linked: &dyn Fn(u64) -> Option<Entry>,
    ) {
        for (table, image) in self.tables.iter().zip(images) {
            let mut t = table.borrow_mut();
            let owner = if t.funcs { self.id } else { 0 };
            t.entries = image
                .iter()
                .map(|h| match h.checked_sub(foreign_base) {
                    Some(k) => foreign.get(k as usize).copied(),
                    None if t.funcs => linked(*h)
                        .or_else(|| reference::target(*h).map(|target| Entry { target, owner })),
                    None => reference::target(*h).map(|target| Entry { target, owner }),
                })
                .collect();
        }
    }

    /// The id of the instance these tables belong to.
    pub fn id(&self) -> u64 {
        self.id
    }
}

/// A table's entries as the handles `name` gives each, with its limit (its maximum, at
/// most [`MAX_TABLE_ENTRIES`]): what a device copy holds.
pub fn image(table: &Table, name: impl FnMut(Option<Entry>) -> u64) -> (Vec<u64>, u32) {
    let limit = table
        .max
        .unwrap_or(u64::from(u32::MAX))
        .min(MAX_TABLE_ENTRIES) as u32;
    (table.entries.iter().copied().map(name).collect(), limit)
}

/// `len` entries of a table or segment from `src` (a copy), if they fit.
fn read(
    from: Option<&Vec<Option<Entry>>>,
    src: u32,
    len: u32,
) -> Result<Vec<Option<Entry>>, ResolveError> {
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

/// What an element expression names: a function (or host value) of this instance, or
/// another instance's function (a global imported from it).
enum Element {
    Own(u32),
    Foreign(Entry),
}

/// An element expression: `ref.func`, `ref.null`, or `global.get` of a reference global.
fn element(expr: &ConstExpr<'_>, globals: &Globals) -> Result<Option<Element>, TablesError> {
    let mut ops = expr.get_operators_reader();
    let value = match ops.read() {
        Ok(Operator::RefFunc { function_index }) => Some(Element::Own(function_index)),
        Ok(Operator::RefNull { .. }) => None,
        Ok(Operator::GlobalGet { global_index }) => match globals.get(global_index) {
            Some(RtValue::I64(handle)) => match foreign_entry(handle) {
                Some(e) => Some(Element::Foreign(e)),
                None => lowered_ir::reference::target(handle).map(Element::Own),
            },
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
        Tables::instantiate(&wat::parse_str(text).expect("WAT"), &Globals::new(), &[], 7)
    }

    /// The entry of this instance's (id 7) function `f`.
    fn own(f: u32) -> Entry {
        Entry {
            target: f,
            owner: 7,
        }
    }

    #[test]
    fn active_segments_fill_tables_in_order_and_lookups_trap_as_wasm() {
        let t = tables(
            "(module (table 4 funcref) (func $a) (func $b)
               (elem (i32.const 1) $a $b) (elem (i32.const 2) $a))",
        )
        .expect("instantiates");
        assert_eq!(t.get(0, 1), Ok(own(0)));
        assert_eq!(t.get(0, 2), Ok(own(0)));
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

    #[test]
    fn an_imported_table_is_shared_and_keeps_who_wrote_each_entry() {
        let shared = Rc::new(RefCell::new(Table {
            entries: vec![None; 3],
            max: Some(4),
            funcs: true,
        }));
        let wasm = wat::parse_str(
            r#"(module (import "m" "t" (table 3 4 funcref)) (func $a) (elem (i32.const 1) $a))"#,
        )
        .expect("WAT");
        let t = Tables::instantiate(&wasm, &Globals::new(), std::slice::from_ref(&shared), 9)
            .expect("instantiates");
        let theirs = Entry {
            target: 0,
            owner: 9,
        };
        assert_eq!(shared.borrow().entries[1], Some(theirs));
        // Another instance sees it as another's function; its own writes are its own.
        let other = Tables {
            tables: vec![shared.clone()],
            segments: Vec::new(),
            id: 7,
        };
        assert_eq!(other.local_target(Some(theirs)), None);
        assert_eq!(
            other.entry_for_handle(0, reference::handle(2)),
            Ok(Some(own(2)))
        );
        // A device copy of the other instance's view: its own entry is a handle, ours a
        // foreign one past the base, and both come back as they were.
        other.set(0, 2, Some(own(2))).expect("in bounds");
        let (images, foreign) = other.handles(1 << 40, &|_| None);
        assert_eq!(images, vec![(vec![0, 1 << 40, 3], 4)]);
        assert_eq!(foreign, vec![theirs]);
        other.set(0, 0, Some(own(5))).expect("in bounds");
        other.set_handles(&[vec![1 << 40, 1 << 40, 0]], (&foreign, 1 << 40), &|_| None);
        assert_eq!(
            shared.borrow().entries,
            vec![Some(theirs), Some(theirs), None]
        );
        assert_eq!(t.grow(0, None, 1), Ok(Some(3)));
        assert_eq!(other.size(0), Ok(4));
        assert_eq!(other.grow(0, None, 1), Ok(None));
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
            &[],
            1,
        )
        .expect("instantiates");
        let f = |target| Entry { target, owner: 1 };
        assert_eq!(t.size(0), Ok(4));
        // Segment 0 (active) was dropped: only an empty init from it works.
        assert_eq!(t.init((0, 0), 0, 0, 0), Ok(()));
        assert_eq!(
            t.init((0, 0), 0, 0, 1),
            Err(ResolveError::Trap(TrapKind::TableOutOfBounds))
        );
        assert_eq!(t.init((0, 1), 2, 0, 2), Ok(()));
        assert_eq!((t.get(0, 2), t.get(0, 3)), (Ok(f(0)), Ok(f(1))));
        // Overlapping copy, as through a buffer.
        assert_eq!(t.copy((0, 0), 1, 2, 2), Ok(()));
        assert_eq!(
            (t.get(0, 1), t.get(0, 2), t.get(0, 3)),
            (Ok(f(0)), Ok(f(1)), Ok(f(1)))
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
