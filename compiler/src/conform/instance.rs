//! A module instance for the spec-suite runner: the state a `.wast` script's assertions
//! share (linear memory, globals) and the module's functions, lowered on first use.
//!
//! Instantiation validates the module with the pipeline's own validator
//! ([`ModuleInfo::parse`]), refuses what the interpreter cannot hold (imports the runner did
//! not link: memories, tables or globals it has no owner for; non-constant data offsets;
//! huge memories) with a reason,
//! allocates the memory at its minimum size (with room to grow up to its maximum, capped, when
//! a function uses `memory.grow`), writes the active data segments in order (one
//! past the end is an instantiation trap, as in wasm) and runs the start function.
//!
//! Functions are lowered lazily, each at most once, by `pipeline::lower_index_for_gpu` (frontend,
//! families, LoweredOp verifier; bounds checks on), the stages `tensor-wasm lower` runs before
//! its back end: the function an assertion invokes, and any callee the interpreter reaches
//! through [`CodeResolver`]. A function that does not lower keeps its [`CompileError`], so
//! the runner can skip with the exact reason.
//! This module must not judge assertions, and it must not change what the families produce.

use super::linking::ExternType;
use super::tables::{Entry, SharedTable, Tables, TablesError};
use crate::convert::{Dispatch, MAP_FOREIGN_HANDLE_BASE};
use crate::error::CompileError;
use crate::frontend::module_info::{accepted_features, ImportedGlobals};
use crate::frontend::{FuncImport, ModuleInfo};
use crate::map_state::{DeviceMemory, DeviceTable};
use crate::pipeline::{lower_index_for_gpu, Options};
use cranelift_wasm::wasmparser::{
    BinaryReader, ConstExpr, DataKind, ElementItems, ExternalKind, FuncType, FunctionBody,
    Operator, Parser, Payload, TableInit, TypeRef, ValType,
};
use lowered_ir::{
    FunctionResolver, Globals, InstanceOp, InterpError, Interpreter, LoweredFunction, ResolveError,
    RtValue, ThreadPosition, TrapKind,
};
use std::cell::{Cell, OnceCell, RefCell};
use std::collections::HashMap;

/// The largest memory an instance allocates (pages of 64 KiB): 256 MiB.
pub const MAX_MEMORY_PAGES: u64 = 4096;

/// Why a module has no instance.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum InstantiateError {
    /// The pipeline's validator (or decoder) rejects the module.
    #[error("the module is invalid: {0}")]
    Invalid(String),
    /// The module is valid but needs something the interpreter does not provide.
    #[error("{0}")]
    Unsupported(String),
    /// Instantiation trapped (a data segment out of bounds, a trapping start function).
    #[error("instantiation traps: {}", .0.spec_message())]
    Trap(TrapKind),
}

/// Why a module has no instance, with the instance a trap left behind: the functions its
/// element segments wrote into shared tables before the trap stay callable there, in it.
pub struct Failed {
    pub error: InstantiateError,
    pub left: Option<Box<Instance>>,
}

impl From<InstantiateError> for Failed {
    fn from(error: InstantiateError) -> Failed {
        Failed { error, left: None }
    }
}

/// The module's code: its bytes, facts, and each function lowered on demand.
pub struct Code {
    wasm: Vec<u8>,
    /// A hash of `wasm`, naming the module in kernel caches.
    fingerprint: u64,
    pub info: ModuleInfo,
    /// One cell per function index (imports first); filled on first use.
    lowered: Vec<OnceCell<Result<LoweredFunction, CompileError>>>,
    /// The last callee the resolver could not provide (its lowering failed).
    failed_callee: Cell<Option<u32>>,
    /// Every function a table can hold: those named by element segments, table and global
    /// initialisers and `ref.func` in any body. An indirect call may reach any of them.
    table_funcs: Vec<u32>,
    /// The instance's tables and element segments (`table.copy`, `table.init` and
    /// `elem.drop` change them while a function runs, through the resolver).
    tables: RefCell<Tables>,
    /// Every data segment by index: a passive one's bytes, empty once dropped (active ones
    /// are dropped at instantiation).
    data_segments: RefCell<Vec<Vec<u8>>>,
    /// The memories besides memory 0, by memory index (index 0 holds nothing).
    memories: RefCell<Vec<OtherMemory>>,
    /// The memory each memory index is, where a module imports one memory twice (the
    /// first index importing it; empty when no memory is imported twice).
    memory_alias: Vec<u32>,
    /// Function imports linked to another instance's function, by function index.
    foreign: HashMap<u32, Foreign>,
    /// This instance's id (the owner of its functions' table entries; never 0).
    pub id: u64,
    /// Other instances' functions an indirect call reached through a shared table, with
    /// the type the call expects; the callee number `VIRTUAL_BASE + i` names entry i.
    virtual_callees: RefCell<Vec<VirtualCallee>>,
    /// Where the runner finds other instances by id, and what it knows of this one's
    /// linking (set once it holds the instance).
    links: RefCell<Links>,
    /// Whether some function body uses `memory.grow` (of any memory).
    pub grows_memory: bool,
    /// What the module exports, with types, read once when an importer first asks.
    exports: OnceCell<Option<HashMap<String, ExternType>>>,
}

impl Code {
    /// What the module exports, by name, with the types of the exported entities
    /// (`None` when its exports do not decode); read once.
    pub fn exports(&self) -> Option<&HashMap<String, ExternType>> {
        self.exports
            .get_or_init(|| super::linking::exports_of(&self.wasm))
            .as_ref()
    }

    /// The index of the memory the module exports as `name`, if it does.
    pub fn exported_memory(&self, name: &str) -> Option<u32> {
        self.exported(name, ExternalKind::Memory)
    }

    /// A hash of the module's bytes (equal modules share compiled kernels).
    pub fn fingerprint(&self) -> u64 {
        self.fingerprint
    }

    /// Function `index` lowered to LoweredOp (lowered now if it was not yet), or why it
    /// does not lower.
    pub fn function(&self, index: u32) -> Result<&LoweredFunction, CompileError> {
        let cell =
            self.lowered
                .get(index as usize)
                .ok_or_else(|| CompileError::NoSuchFunction {
                    func: format!("func{index}"),
                    available: "none".into(),
                })?;
        let options = Options {
            link_imports: true,
            ..Options::default()
        };
        cell.get_or_init(|| lower_index_for_gpu(&self.wasm, &self.info, index, &options))
            .as_ref()
            .map_err(Clone::clone)
    }

    /// Which instance state running function `index` may read or write, judged from its
    /// wasm body and, through direct calls, its callees' bodies. The runner uses it when a
    /// function cannot run (what may now differ from the spec's state) and before running
    /// one (whether its results depend on such state). Unknown code (imports, indirect
    /// calls, a body that does not decode) may touch everything.
    pub fn state_access(&self, index: u32) -> StateAccess {
        let mut seen = std::collections::HashSet::new();
        let mut todo = vec![index];
        let mut total = StateAccess::default();
        while let Some(f) = todo.pop() {
            if !seen.insert(f) {
                continue;
            }
            match self.body_access(f) {
                Some((access, callees)) => {
                    total = total.union(access);
                    todo.extend(callees);
                }
                None => return StateAccess::ALL,
            }
        }
        total
    }

    /// The state function `index`'s own body touches and its direct callees, or `None` for
    /// unknown code.
    fn body_access(&self, index: u32) -> Option<(StateAccess, Vec<u32>)> {
        self.body_facts(index)
            .map(|(access, callees, _)| (access, callees))
    }

    /// [`Self::body_access`], and whether the body makes a function reference (`ref.func`).
    fn body_facts(&self, index: u32) -> Option<(StateAccess, Vec<u32>, bool)> {
        let defined = index.checked_sub(self.info.num_imported_funcs())?;
        let range = self.info.bodies.get(defined as usize)?.clone();
        let bytes = self.wasm.get(range.clone())?;
        let body = FunctionBody::new(BinaryReader::new(bytes, range.start));
        let mut ops = body.get_operators_reader().ok()?;
        let mut access = StateAccess::default();
        let mut callees = Vec::new();
        let mut refs = false;
        while !ops.eof() {
            match ops.read().ok()? {
                Operator::Call { function_index } | Operator::ReturnCall { function_index } => {
                    callees.push(function_index)
                }
                Operator::RefFunc { function_index } => {
                    refs = true;
                    callees.push(function_index)
                }
                Operator::CallIndirect { .. } | Operator::ReturnCallIndirect { .. } => {
                    callees.extend(&self.table_funcs);
                    access.reads_tables = true;
                }
                op => access = access.union(op_access(&op)?),
            }
        }
        Some((access, callees, refs))
    }

    /// Whether function `index` can run in another instance's device program
    /// (conform/device_link.rs), or why not: a linked import's body (self-contained or a
    /// `spectest` print) can; a defined function can when its own body touches no memory or
    /// global, writes no table and makes no function reference (its calls are judged one by
    /// one as they are linked).
    pub fn links_onto_device(&self, index: u32) -> Result<(), String> {
        if index < self.info.num_imported_funcs() {
            return Ok(());
        }
        let (access, _, refs) = self
            .body_facts(index)
            .ok_or("its body calls through a reference or does not decode")?;
        let only_reads_tables = StateAccess {
            reads_tables: access.reads_tables,
            ..StateAccess::default()
        };
        if access != only_reads_tables {
            return Err("it uses its instance's memory or globals, or writes a table".into());
        }
        if refs {
            return Err("it makes a function reference (`ref.func`)".into());
        }
        Ok(())
    }

    /// Function `index` lowered, if it is self-contained: defined in this module, calling
    /// nothing, touching no memory, global or table. It then computes the same in any
    /// instance, so another instance may run it for an import (conform/linking.rs).
    pub fn self_contained(&self, index: u32) -> Option<LoweredFunction> {
        let (access, callees) = self.body_access(index)?;
        if access != StateAccess::default() || !callees.is_empty() {
            return None;
        }
        self.function(index).ok().cloned()
    }

    /// What a `call_indirect` of type `type_index` may reach: the functions a table can
    /// hold whose type is equivalent to it; those with code here for the device, the other
    /// imports for the host (the GPU backend's dispatch; conform/gpu.rs).
    pub fn indirect_targets(&self, type_index: u32) -> Dispatch {
        let info = &self.info;
        let Some(want) = info.types.get(type_index as usize) else {
            return Dispatch::default();
        };
        self.table_funcs_of((&info.types, want))
    }

    /// The functions a table can hold whose type is equivalent to `want` (a type of this
    /// module or another's, with its module's types): [`Self::indirect_targets`].
    pub fn table_funcs_of(&self, want: TypeIn<'_>) -> Dispatch {
        let info = &self.info;
        let mut funcs: Vec<u32> = self
            .table_funcs
            .iter()
            .copied()
            .filter(|f| {
                info.func_type(*f)
                    .is_some_and(|have| equivalent_funcs(want, (&info.types, have), 0))
            })
            .collect();
        funcs.sort_unstable();
        funcs.dedup();
        let (device, host) = funcs.into_iter().partition(|f| self.runs_here(*f));
        Dispatch { device, host }
    }

    /// The memory index memory `m` is (the first import of a memory imported twice).
    pub fn canonical(&self, m: u32) -> u32 {
        self.memory_alias.get(m as usize).copied().unwrap_or(m)
    }

    /// Whether the module imports some memory twice (its device copy would hold two).
    pub fn has_memory_aliases(&self) -> bool {
        !self.memory_alias.is_empty()
    }

    /// Whether memory `m` is memory 0 (itself, or a second import of it).
    fn is_memory_0(&self, m: u32) -> bool {
        self.canonical(m) == 0
    }

    /// Runs `f` on the bytes of memory `m`: memory 0's (also through a second import of it)
    /// are `memory`, the interpreter's slice; another's are its [`OtherMemory`]'s.
    fn on_memory<R>(
        &self,
        memory: &mut [u8],
        m: u32,
        f: impl FnOnce(&mut [u8]) -> Result<R, ResolveError>,
    ) -> Result<R, ResolveError> {
        match self.canonical(m) {
            0 => f(memory),
            c => {
                let mut memories = self.memories.borrow_mut();
                f(&mut other(&mut memories, c)?.bytes)
            }
        }
    }

    /// The import function `index` is, when it is neither linked to a function of another
    /// instance nor to one that runs here: its module and name.
    pub fn unlinked_import(&self, index: u32) -> Option<&FuncImport> {
        if self.runs_here(index) || self.foreign.contains_key(&index) {
            return None;
        }
        self.info.func_imports.get(index as usize)
    }

    /// Whether function `index` has code in this instance: defined here, or an import
    /// linked to a self-contained function (conform/linking.rs), which runs as its own.
    fn runs_here(&self, index: u32) -> bool {
        index >= self.info.num_imported_funcs()
            || matches!(
                self.lowered.get(index as usize).and_then(OnceCell::get),
                Some(Ok(_))
            )
    }

    /// The tables, passive segments and memories besides memory 0 for a device copy
    /// (conform/gpu.rs): each table with `room` entries to grow by (within its limit), each
    /// memory with room up to its maximum when `grow_memories`. Another instance's function
    /// in a table gets the handle `linked` gives it where the program has lowered it
    /// (conform/device_link.rs), else one from `MAP_FOREIGN_HANDLE_BASE` up, which the
    /// device never calls (it ends the thread for the host).
    pub fn device_state(
        &self,
        room: u32,
        grow_memories: bool,
        linked: &dyn Fn(Entry) -> Option<u64>,
    ) -> DeviceState {
        let tables = self.tables.borrow();
        let (images, foreign) = tables.handles(MAP_FOREIGN_HANDLE_BASE, linked);
        DeviceState {
            foreign,
            tables: images
                .into_iter()
                .map(|(entries, limit)| DeviceTable {
                    room: room.min(limit.saturating_sub(entries.len() as u32)),
                    entries,
                    limit,
                })
                .collect(),
            data: self.data_segments.borrow().clone(),
            elems: tables.segment_handles(),
            memories: self
                .memories
                .borrow()
                .iter()
                .map(|m| DeviceMemory {
                    capacity: if grow_memories {
                        (m.max_pages as usize * m.page).max(m.bytes.len())
                    } else {
                        m.bytes.len()
                    },
                    page_log2: m.page.trailing_zeros() as u8,
                    bytes: m.bytes.clone(),
                })
                .collect(),
        }
    }

    /// Takes back what a device copy changed: table entries and sizes, dropped segments
    /// (`linked` names the entry a linked function's handle stands for; tables past this
    /// instance's own are other instances', which linked code does not write).
    pub fn set_device_state(&self, state: &DeviceState, linked: &dyn Fn(u64) -> Option<Entry>) {
        let mut tables = self.tables.borrow_mut();
        let images: Vec<Vec<u64>> = state.tables.iter().map(|t| t.entries.clone()).collect();
        tables.set_handles(&images, (&state.foreign, MAP_FOREIGN_HANDLE_BASE), linked);
        for (segment, items) in state.elems.iter().enumerate() {
            if items.is_empty() {
                let _ = tables.drop_segment(segment as u32);
            }
        }
        for (bytes, now) in self.data_segments.borrow_mut().iter_mut().zip(&state.data) {
            if now.is_empty() {
                bytes.clear();
            }
        }
        let mut memories = self.memories.borrow_mut();
        for (memory, now) in memories.iter_mut().zip(&state.memories).skip(1) {
            memory.bytes.clone_from(&now.bytes);
        }
    }

    /// The callee whose lowering failed during the last run, if a call needed one.
    pub fn take_failed_callee(&self) -> Option<u32> {
        self.failed_callee.take()
    }
}

/// An instance's tables and passive segments as a map launch gets them (conform/gpu.rs).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DeviceState {
    pub tables: Vec<DeviceTable>,
    /// Passive data segments by index (empty once dropped).
    pub data: Vec<Vec<u8>>,
    /// Passive element segments by index, as reference handles (empty once dropped).
    pub elems: Vec<Vec<u64>>,
    /// The memories by index; memory 0's entry is unused (a launch gets it as its memory).
    pub memories: Vec<DeviceMemory>,
    /// Other instances' functions in the tables, by their handle minus
    /// `MAP_FOREIGN_HANDLE_BASE`.
    pub foreign: Vec<Entry>,
}

/// The instance state a function may read or write.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StateAccess {
    /// The memory's bytes or size (every access reads the size: it decides the trap).
    pub reads_memory: bool,
    pub writes_memory: bool,
    pub reads_globals: bool,
    pub writes_globals: bool,
    /// Table entries or sizes (`call_indirect` reads them).
    pub reads_tables: bool,
    pub writes_tables: bool,
}

impl StateAccess {
    pub const ALL: StateAccess = StateAccess {
        reads_memory: true,
        writes_memory: true,
        reads_globals: true,
        writes_globals: true,
        reads_tables: true,
        writes_tables: true,
    };

    pub fn union(self, o: StateAccess) -> StateAccess {
        StateAccess {
            reads_memory: self.reads_memory || o.reads_memory,
            writes_memory: self.writes_memory || o.writes_memory,
            reads_globals: self.reads_globals || o.reads_globals,
            writes_globals: self.writes_globals || o.writes_globals,
            reads_tables: self.reads_tables || o.reads_tables,
            writes_tables: self.writes_tables || o.writes_tables,
        }
    }
}

/// The state one operator touches; `None` when it reaches unknown code (`call_ref`).
/// Judged by the operator's name so that every load, store and atomic variant (scalar,
/// SIMD lane, sub-word) is covered without listing each.
fn op_access(op: &Operator<'_>) -> Option<StateAccess> {
    let text = format!("{op:?}");
    let name = text.split([' ', '{', '(']).next().unwrap_or("");
    if name.contains("CallRef") {
        return None;
    }
    let read = StateAccess {
        reads_memory: true,
        ..StateAccess::default()
    };
    let read_write = StateAccess {
        reads_memory: true,
        writes_memory: true,
        ..StateAccess::default()
    };
    Some(match name {
        "GlobalGet" => StateAccess {
            reads_globals: true,
            ..StateAccess::default()
        },
        "GlobalSet" => StateAccess {
            writes_globals: true,
            ..StateAccess::default()
        },
        "MemorySize" => read,
        "TableGet" | "TableSize" => StateAccess {
            reads_tables: true,
            ..StateAccess::default()
        },
        "TableSet" | "TableGrow" | "TableFill" | "TableCopy" | "TableInit" | "ElemDrop" => {
            StateAccess {
                reads_tables: true,
                writes_tables: true,
                ..StateAccess::default()
            }
        }
        "MemoryGrow" | "MemoryFill" | "MemoryCopy" | "MemoryInit" | "MemoryDiscard"
        | "DataDrop" => read_write,
        n if n.contains("Store") || n.contains("Atomic") => read_write,
        n if n.contains("Load") => read,
        _ => StateAccess::default(),
    })
}

/// The module names a module imports from (every kind of import), in order, without
/// repeats: who might see or change another instance's state through linking.
pub fn import_modules(wasm: &[u8]) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    for payload in Parser::new(0).parse_all(wasm) {
        let Ok(Payload::ImportSection(reader)) = payload else {
            continue;
        };
        for i in reader.into_iter().flatten() {
            if !names.iter().any(|n| n == i.module) {
                names.push(i.module.to_string());
            }
        }
    }
    names
}

/// Resolves `call funcN` of a running function to function N of the same module, lowering
/// it on first use.
pub struct CodeResolver<'f>(pub &'f Code);

impl<'f> FunctionResolver<'f> for CodeResolver<'f> {
    /// An import linked to another instance's function runs there ([`Foreign`]).
    fn call_foreign(
        &self,
        callee: u32,
        args: &[RtValue],
        memory: &mut [u8],
    ) -> Option<Result<Vec<RtValue>, InterpError>> {
        // Asked before every call: only callee numbers past the module's functions name
        // table entries, and only imports can be linked to another instance.
        if callee >= VIRTUAL_BASE {
            let entry = self
                .0
                .virtual_callees
                .borrow()
                .get((callee - VIRTUAL_BASE) as usize)
                .copied()?;
            return Some(self.0.call_entry(entry, args, memory));
        }
        if callee >= self.0.info.num_imported_funcs() {
            return None;
        }
        let foreign = self.0.foreign.get(&callee)?;
        Some(foreign.call(args, memory))
    }

    fn resolve(&self, callee: u32) -> Option<&'f LoweredFunction> {
        match self.0.function(callee) {
            Ok(f) => Some(f),
            Err(_) => {
                self.0.failed_callee.set(Some(callee));
                None
            }
        }
    }

    /// The table entry, if its function has the call's type: function types compare
    /// structurally (parameters and results, typed references by the types they name), as
    /// wasm defines type equivalence for types outside recursion groups.
    fn resolve_indirect(
        &self,
        table: u32,
        index: u32,
        type_index: u32,
    ) -> Result<u32, ResolveError> {
        let entry = self.0.tables.borrow().get(table, index)?;
        if entry.owner != self.0.id {
            // Another instance's function in a shared table: a call `call_foreign` runs
            // there, type check included.
            return Ok(self.0.virtual_callee(entry, type_index));
        }
        let func = entry.target;
        let info = &self.0.info;
        let want = info.types.get(type_index as usize);
        match (want, info.func_type(func)) {
            (Some(want), Some(have))
                if equivalent_funcs((&info.types, want), (&info.types, have), 0) =>
            {
                Ok(func)
            }
            _ => Err(ResolveError::Trap(TrapKind::IndirectCallTypeMismatch)),
        }
    }

    /// Tables and element segments through [`Tables`]; data segments and the memories
    /// besides memory 0 here (`memory` is memory 0). References arrive as handles.
    fn instance_op(
        &self,
        op: InstanceOp,
        args: &[RtValue],
        memory: &mut [u8],
    ) -> Result<Option<RtValue>, ResolveError> {
        use lowered_ir::interp::memory_semantics as mem;
        use lowered_ir::reference;
        let malformed = || ResolveError::Malformed(format!("{} with operands {args:?}", op.name()));
        // An operand as an unsigned number: an `i32` zero-extended, an `i64` (a handle).
        let int = |i: usize| match args.get(i) {
            Some(RtValue::I32(v)) => Ok(u64::from(*v)),
            Some(RtValue::I64(v)) => Ok(*v),
            _ => Err(malformed()),
        };
        let three = || Ok::<_, ResolveError>((int(0)? as u32, int(1)? as u32, int(2)? as u32));
        let arg = |i: usize| args.get(i).copied().ok_or_else(malformed);
        match op {
            InstanceOp::TableSize { table } => {
                let n = self.0.tables.borrow().size(table)?;
                return Ok(Some(RtValue::I32(n)));
            }
            InstanceOp::TableGet { table } => {
                let tables = self.0.tables.borrow();
                let entry = tables.entry(table, int(0)? as u32)?;
                let handle = match (tables.local_target(entry), entry) {
                    (Some(target), _) => reference::handle_of(target),
                    // Another instance's function: a handle that says so.
                    (None, Some(e)) => super::tables::foreign_handle(e).ok_or_else(|| {
                        ResolveError::Unsupported(
                            "table.get of another instance's function (its owner's id does not fit a handle)".into(),
                        )
                    })?,
                    (None, None) => reference::NULL,
                };
                return Ok(Some(RtValue::I64(handle)));
            }
            InstanceOp::TableSet { table } => {
                let tables = self.0.tables.borrow();
                let value = tables.entry_for_handle(table, int(1)?)?;
                tables.set(table, int(0)? as u32, value)?;
            }
            InstanceOp::TableGrow { table } => {
                let tables = self.0.tables.borrow();
                let value = tables.entry_for_handle(table, int(0)?)?;
                let old = tables.grow(table, value, int(1)? as u32)?;
                return Ok(Some(RtValue::I32(old.unwrap_or(u32::MAX))));
            }
            InstanceOp::TableFill { table } => {
                let tables = self.0.tables.borrow();
                let value = tables.entry_for_handle(table, int(1)?)?;
                let (dst, len) = (int(0)? as u32, int(2)? as u32);
                tables.fill(table, dst, value, len)?;
            }
            InstanceOp::TableCopy {
                dst_table,
                src_table,
            } => {
                let (d, s, n) = three()?;
                self.0
                    .tables
                    .borrow_mut()
                    .copy((dst_table, src_table), d, s, n)?;
            }
            InstanceOp::TableInit { table, segment } => {
                let (d, s, n) = three()?;
                self.0.tables.borrow_mut().init((table, segment), d, s, n)?;
            }
            InstanceOp::ElemDrop { segment } => self.0.tables.borrow_mut().drop_segment(segment)?,
            InstanceOp::MemoryInit { segment } => {
                let (d, s, n) = three()?;
                self.0.init_memory(memory, segment, d, s, n)?;
            }
            InstanceOp::MemInit { memory: m, segment } => {
                let (d, s, n) = three()?;
                self.0.on_memory(memory, m, |bytes| {
                    self.0.init_memory(bytes, segment, d, s, n)
                })?;
            }
            InstanceOp::DataDrop { segment } => {
                let mut data = self.0.data_segments.borrow_mut();
                data.get_mut(segment as usize)
                    .ok_or(ResolveError::NoInstanceState)?
                    .clear();
            }
            InstanceOp::MemLoad {
                memory: m,
                ty,
                mem_ty,
                extend,
                offset,
            } => {
                let at = arg(0)?;
                return self
                    .0
                    .on_memory(memory, m, |bytes| {
                        mem::load(bytes, ty, mem_ty, extend, at, offset)
                    })
                    .map(Some);
            }
            InstanceOp::MemStore {
                memory: m,
                mem_ty,
                offset,
                ..
            } => {
                let (value, at) = (arg(1)?, arg(0)?);
                self.0.on_memory(memory, m, |bytes| {
                    mem::store(bytes, mem_ty, value, at, offset)
                })?;
            }
            InstanceOp::MemSize { memory: m } => {
                if self.0.is_memory_0(m) {
                    let page = self.0.info.page_bytes_at(0).max(1);
                    return Ok(Some(RtValue::I32((memory.len() as u64 / page) as u32)));
                }
                let mut memories = self.0.memories.borrow_mut();
                let pages = other(&mut memories, self.0.canonical(m))?.pages();
                return Ok(Some(RtValue::I32(pages as u32)));
            }
            InstanceOp::MemGrow { memory: m } => {
                if self.0.is_memory_0(m) {
                    return Err(ResolveError::Unsupported(
                        "memory.grow of memory 0 through a second import of it".into(),
                    ));
                }
                let mut memories = self.0.memories.borrow_mut();
                let old = other(&mut memories, self.0.canonical(m))?.grow(int(0)?);
                return Ok(Some(RtValue::I32(old.unwrap_or(u32::MAX))));
            }
            InstanceOp::MemFill { memory: m } => {
                let (at, value, n) = (arg(0)?, arg(1)?, arg(2)?);
                self.0
                    .on_memory(memory, m, |bytes| mem::fill(bytes, at, value, n))?;
            }
            InstanceOp::MemCopy {
                dst_memory,
                src_memory,
            } => {
                let (d, s, n) = three()?;
                let mut memories = self.0.memories.borrow_mut();
                let oob = ResolveError::Trap(TrapKind::MemoryOutOfBounds);
                // Both ranges are checked before a byte moves; the bytes go through a
                // buffer, so any two memories (or one with itself) work.
                let bytes = {
                    let from: &[u8] = match self.0.canonical(src_memory) {
                        0 => memory,
                        m => &other(&mut memories, m)?.bytes,
                    };
                    let end = u64::from(s) + u64::from(n);
                    if end > from.len() as u64 {
                        return Err(oob);
                    }
                    from[s as usize..end as usize].to_vec()
                };
                let to: &mut [u8] = match self.0.canonical(dst_memory) {
                    0 => memory,
                    m => &mut other(&mut memories, m)?.bytes,
                };
                let end = u64::from(d) + u64::from(n);
                if end > to.len() as u64 {
                    return Err(oob);
                }
                to[d as usize..end as usize].copy_from_slice(&bytes);
            }
        }
        Ok(None)
    }
}

/// Callee numbers from here name [`Code::virtual_callees`]: another instance's functions
/// reached through a shared table (far past any module's function count).
const VIRTUAL_BASE: u32 = 0xC000_0000;

/// The id the next instance gets (0 is nobody's: host values in tables).
static NEXT_INSTANCE_ID: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

/// The id of `spectest`'s memory, as [`Links::memory`] names memories.
pub const SPECTEST_MEMORY: u64 = u64::MAX;

/// Another instance's function reached through a shared table, and the type the call
/// expects (an index into the caller's types).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct VirtualCallee {
    entry: Entry,
    type_index: u32,
}

/// What the runner tells an instance about linking, once it holds it.
#[derive(Clone, Default)]
pub struct Links {
    /// Every instance by id, to run another's function reached through a shared table.
    pub registry: Option<Registry>,
    /// The id of the memory 0 it uses: its own id, the owner's for an imported one
    /// ([`SPECTEST_MEMORY`] for `spectest`'s), `None` without a memory.
    pub memory: Option<u64>,
    /// Whether it imports mutable globals shared with their owner.
    pub links_globals: bool,
}

/// Every live instance by id (weak: the runner owns them).
pub type Registry = std::rc::Rc<RefCell<HashMap<u64, std::rc::Weak<RefCell<Instance>>>>>;

impl Code {
    /// The callee number of another instance's function in a shared table's `entry`.
    fn virtual_callee(&self, entry: Entry, type_index: u32) -> u32 {
        let wanted = VirtualCallee { entry, type_index };
        let mut all = self.virtual_callees.borrow_mut();
        let i = all.iter().position(|v| *v == wanted).unwrap_or_else(|| {
            all.push(wanted);
            all.len() - 1
        });
        VIRTUAL_BASE + i as u32
    }

    /// Runs the function of another instance a shared table named, where it runs with
    /// its state consistent (as the linker decides for imports, `Runner::link`): the
    /// type check of `call_indirect` first.
    fn call_entry(
        &self,
        callee: VirtualCallee,
        args: &[RtValue],
        memory: &mut [u8],
    ) -> Result<Vec<RtValue>, InterpError> {
        let unsupported = |reason: String| InterpError::Unsupported {
            func: format!(
                "func{} of instance {}",
                callee.entry.target, callee.entry.owner
            ),
            block: "-".into(),
            op: "call_indirect".into(),
            reason,
        };
        let links = self.links.borrow().clone();
        let target = links
            .registry
            .as_ref()
            .and_then(|r| {
                r.borrow()
                    .get(&callee.entry.owner)
                    .and_then(|w| w.upgrade())
            })
            .ok_or_else(|| unsupported("its instance is not known here".into()))?;
        let shares_memory = {
            let Ok(t) = target.try_borrow() else {
                return Err(unsupported(
                    "a call back into an instance that is running (re-entrant linking)".into(),
                ));
            };
            let func = callee.entry.target;
            let want = self.info.types.get(callee.type_index as usize);
            let same_type = match (want, t.code.info.func_type(func)) {
                (Some(want), Some(have)) => {
                    equivalent_funcs((&self.info.types, want), (&t.code.info.types, have), 0)
                }
                _ => false,
            };
            if !same_type {
                return Err(InterpError::Trap(TrapKind::IndirectCallTypeMismatch));
            }
            t.code
                .runs_for(&links, func)
                .map_err(|why| unsupported(why.into()))?
        };
        run_in(&target, callee.entry.target, shares_memory, args, memory)
    }

    /// The instance and function that function import `func` is linked to, when it is
    /// another instance's function ([`Foreign`]).
    pub fn foreign_target(&self, func: u32) -> Option<(std::rc::Rc<RefCell<Instance>>, u32)> {
        self.foreign
            .get(&func)
            .map(|f| (f.instance.clone(), f.func))
    }

    /// Every live instance by id, once the runner holds this one.
    pub fn registry(&self) -> Option<Registry> {
        self.links.borrow().registry.clone()
    }

    /// How many tables the instance has.
    pub fn table_count(&self) -> u32 {
        self.tables.borrow().count() as u32
    }

    /// The entries of other instances' functions in this instance's tables, each once, in
    /// table order.
    pub fn foreign_entries(&self) -> Vec<Entry> {
        let tables = self.tables.borrow();
        let mut out: Vec<Entry> = Vec::new();
        for t in 0..tables.count() as u32 {
            let Some(shared) = tables.shared(t) else {
                continue;
            };
            let table = shared.borrow();
            for e in table.entries() {
                if tables.local_target(Some(e)).is_none() && !out.contains(&e) {
                    out.push(e);
                }
            }
        }
        out
    }

    /// Whether function `func` of this instance can run here for a caller that links as
    /// `caller` says, its state staying consistent: whether it then runs on the caller's
    /// memory 0 (the two share it), or why not. The linker asks at link time (an import),
    /// the resolver at call time (a shared table's entry):
    /// - memory: a memory it imports (not its own) is with its owner, so it runs only when
    ///   the caller shares that memory, and then only if the module never grows it (the
    ///   caller's slice cannot grow here);
    /// - globals: it touches none while either side links mutable globals (their values
    ///   are copied per call, not per nested call).
    pub fn runs_for(&self, caller: &Links, func: u32) -> Result<bool, &'static str> {
        let theirs = self.links.borrow().clone();
        let access = self.state_access(func);
        let shares = caller.memory.is_some() && caller.memory == theirs.memory;
        if access.reads_memory || access.writes_memory {
            let imported = theirs.memory.is_some() && theirs.memory != Some(self.id);
            if (imported && !shares) || (shares && self.grows_memory) {
                return Err("its memory is not one it can use during this call");
            }
        }
        if (access.reads_globals || access.writes_globals)
            && (caller.links_globals || theirs.links_globals)
        {
            return Err("it uses globals while mutable globals are linked");
        }
        Ok(shares)
    }

    /// The index of the table the module exports as `name`, if it does.
    pub fn exported_table(&self, name: &str) -> Option<u32> {
        self.exported(name, ExternalKind::Table)
    }

    /// The index of what the module exports as `name`, if it is of `kind`.
    fn exported(&self, name: &str, kind: ExternalKind) -> Option<u32> {
        Parser::new(0)
            .parse_all(&self.wasm)
            .filter_map(Result::ok)
            .find_map(|payload| match payload {
                Payload::ExportSection(reader) => reader
                    .into_iter()
                    .flatten()
                    .find(|e| e.kind == kind && e.name == name)
                    .map(|e| e.index),
                _ => None,
            })
    }

    /// Table `table`, to lend to an importer.
    pub fn shared_table(&self, table: u32) -> Option<SharedTable> {
        self.tables.borrow().shared(table)
    }

    /// What the runner knows of this instance's linking (see [`Links`]).
    pub fn set_links(&self, links: Links) {
        *self.links.borrow_mut() = links;
    }

    /// The id of the memory 0 it uses ([`Links::memory`]).
    pub fn links_memory(&self) -> Option<u64> {
        self.links.borrow().memory
    }
}

/// Runs function `func` of `target` on `args`: on `memory` (the caller's memory 0) when
/// they share it, else on its own. A call back into an instance already running
/// (re-entrant linking), or into one whose own memory is lent out, is unsupported.
fn run_in(
    target: &std::rc::Rc<RefCell<Instance>>,
    func: u32,
    shares_memory: bool,
    args: &[RtValue],
    memory: &mut [u8],
) -> Result<Vec<RtValue>, InterpError> {
    let unsupported = |reason: &str| InterpError::Unsupported {
        func: format!("func{func}"),
        block: "-".into(),
        op: "call".into(),
        reason: reason.into(),
    };
    let Ok(mut target) = target.try_borrow_mut() else {
        return Err(unsupported(
            "a call back into an instance that is running (re-entrant linking)",
        ));
    };
    let result = if shares_memory {
        target.call_on(func, args, memory)
    } else if !target.away.is_empty() {
        return Err(unsupported(
            "its instance's memory is lent to a running instance",
        ));
    } else {
        target.call(func, args)
    };
    result.map_err(|e| match e {
        CallError::Run(e) => e,
        other => unsupported(&other.to_string()),
    })
}

/// The size of a wasm page in bytes (without custom page sizes).
const PAGE: usize = 65536;

/// The largest memory the interpreter holds, in bytes ([`MAX_MEMORY_PAGES`] of 64 KiB).
pub const MAX_MEMORY_BYTES: u64 = MAX_MEMORY_PAGES * PAGE as u64;

/// A memory besides memory 0 (multi-memory): its bytes (exactly its current size), its page
/// size in bytes, the most pages it may grow to, and its declared maximum in bytes (kept
/// with it when it is lent).
#[derive(Clone, Debug, Default)]
pub struct OtherMemory {
    bytes: Vec<u8>,
    page: usize,
    max_pages: u64,
    declared_max: Option<u64>,
}

impl OtherMemory {
    /// A zeroed memory of `pages` of `page` bytes, declared maximum `max_pages`, in a
    /// memory whose addresses are 64-bit when `is_64`.
    fn new(pages: u64, page: u64, max_pages: Option<u64>, is_64: bool) -> OtherMemory {
        let wasm_limit = if is_64 { 1 << 48 } else { (1u64 << 32) / page };
        OtherMemory {
            bytes: vec![0u8; (pages * page) as usize],
            page: page as usize,
            max_pages: max_pages.unwrap_or(wasm_limit).min(MAX_MEMORY_BYTES / page),
            declared_max: max_pages.map(|m| m.saturating_mul(page)),
        }
    }

    /// A memory lent by its owner, as a memory besides memory 0 of pages of `page` bytes.
    fn from_lent(m: LinearMemory, page: u64, is_64: bool) -> OtherMemory {
        let mut o = OtherMemory::new(0, page, m.max_bytes.map(|b| b / page), is_64);
        o.bytes = m.bytes;
        o.bytes.truncate(m.size);
        o
    }

    /// The memory as it goes back to its owner (or on to another importer).
    fn into_lent(self) -> LinearMemory {
        LinearMemory {
            size: self.bytes.len(),
            bytes: self.bytes,
            max_bytes: self.declared_max,
        }
    }

    /// `memory.grow` by `delta` pages: the old size in pages, or `None` past the maximum.
    fn grow(&mut self, delta: u64) -> Option<u32> {
        let old = (self.bytes.len() / self.page) as u64;
        let new = old.checked_add(delta).filter(|n| *n <= self.max_pages)?;
        self.bytes.resize(new as usize * self.page, 0);
        Some(old as u32)
    }

    /// Its size in pages.
    fn pages(&self) -> usize {
        self.bytes.len() / self.page.max(1)
    }
}

/// Memory `m` (not 0) of `memories`.
fn other(memories: &mut [OtherMemory], m: u32) -> Result<&mut OtherMemory, ResolveError> {
    match m {
        0 => Err(ResolveError::Malformed(
            "memory 0 is not another memory".into(),
        )),
        m => memories
            .get_mut(m as usize)
            .ok_or(ResolveError::NoInstanceState),
    }
}

impl Code {
    /// `memory.init` of data segment `segment` into `memory` (any memory's bytes):
    /// `memory_out_of_bounds` unless both ranges fit, before anything is written.
    fn init_memory(
        &self,
        memory: &mut [u8],
        segment: u32,
        d: u32,
        s: u32,
        n: u32,
    ) -> Result<(), ResolveError> {
        let data = self.data_segments.borrow();
        let bytes = data
            .get(segment as usize)
            .ok_or(ResolveError::NoInstanceState)?;
        let (s_end, d_end) = (u64::from(s) + u64::from(n), u64::from(d) + u64::from(n));
        if s_end > bytes.len() as u64 || d_end > memory.len() as u64 {
            return Err(ResolveError::Trap(TrapKind::MemoryOutOfBounds));
        }
        memory[d as usize..d_end as usize].copy_from_slice(&bytes[s as usize..s_end as usize]);
        Ok(())
    }
}

/// A function type with the type list its typed references index.
pub type TypeIn<'a> = (&'a [FuncType], &'a FuncType);

/// Whether two function types (each of its own module) are equivalent: the same value
/// types in order, typed references compared by the function types they name
/// (recursively; validation without the gc proposal keeps type definitions acyclic, and
/// `depth` stops a malformed cycle).
pub fn equivalent_funcs(a: TypeIn<'_>, b: TypeIn<'_>, depth: u32) -> bool {
    let same = |x: &[ValType], y: &[ValType]| {
        x.len() == y.len()
            && x.iter()
                .zip(y)
                .all(|(x, y)| equivalent_values((a.0, *x), (b.0, *y), depth))
    };
    same(a.1.params(), b.1.params()) && same(a.1.results(), b.1.results())
}

fn equivalent_values(
    (ta, a): (&[FuncType], ValType),
    (tb, b): (&[FuncType], ValType),
    depth: u32,
) -> bool {
    use cranelift_wasm::wasmparser::HeapType;
    let (ValType::Ref(ra), ValType::Ref(rb)) = (a, b) else {
        return a == b;
    };
    if ra.is_nullable() != rb.is_nullable() {
        return false;
    }
    match (ra.heap_type(), rb.heap_type()) {
        (HeapType::Concrete(x), HeapType::Concrete(y)) => {
            let (Some(x), Some(y)) = (x.as_module_index(), y.as_module_index()) else {
                return x == y;
            };
            if std::ptr::eq(ta, tb) && x == y {
                return true;
            }
            match (ta.get(x as usize), tb.get(y as usize)) {
                (Some(fx), Some(fy)) if depth < 64 => {
                    equivalent_funcs((ta, fx), (tb, fy), depth + 1)
                }
                _ => false,
            }
        }
        (x, y) => x == y,
    }
}

/// An instantiated module.
pub struct Instance {
    pub code: Code,
    /// The memory's bytes and, past `memory_size`, the zeros `memory.grow` may claim (only
    /// modules that use `memory.grow` get more than their minimum).
    memory: Vec<u8>,
    memory_size: usize,
    /// The memory's declared maximum (bytes), kept with it when it is lent.
    memory_max_bytes: Option<u64>,
    /// Whether `memory.grow` may fail here below the module's maximum, at the
    /// interpreter's limit of [`MAX_MEMORY_PAGES`] (wasm allows it; other engines may grow).
    growth_is_capped: bool,
    pub globals: Globals,
    /// Exported globals: name to global index.
    global_exports: HashMap<String, u32>,
    /// The memories that are away ([`Self::take_memory_at`]) right now, by index (memory 0
    /// included): lent to an importer, or (in an importer) back with their owner between
    /// calls.
    away: std::collections::BTreeSet<u32>,
}

/// What the extra scan of the module finds beyond [`ModuleInfo`].
#[derive(Default)]
struct Extras {
    start: Option<u32>,
    table_funcs: Vec<u32>,
    global_exports: HashMap<String, u32>,
    /// Imports other than functions: (kind, `kind \`module::name\``).
    imports: Vec<(&'static str, String)>,
    /// How many active data segments there are (ModuleInfo keeps those whose offset it
    /// evaluates).
    active_data: usize,
    /// The memory of each active data segment, in order.
    active_memories: Vec<u32>,
    /// The maximum pages of memory 0, if declared.
    memory_max_pages: Option<u64>,
    /// Whether some function body uses `memory.grow`.
    grows_memory: bool,
    /// Passive data segments' bytes by index (active ones empty).
    data_segments: Vec<Vec<u8>>,
}

/// The functions a constant expression names with `ref.func`.
fn ref_funcs(expr: &ConstExpr<'_>) -> Vec<u32> {
    let mut ops = expr.get_operators_reader();
    let mut out = Vec::new();
    while let Ok(op) = ops.read() {
        if let Operator::RefFunc { function_index } = op {
            out.push(function_index);
        }
    }
    out
}

fn scan(wasm: &[u8]) -> Result<Extras, String> {
    let mut x = Extras::default();
    for payload in Parser::new(0).parse_all(wasm) {
        match payload.map_err(|e| e.to_string())? {
            Payload::StartSection { func, .. } => x.start = Some(func),
            Payload::MemorySection(reader) => {
                if let Some(m) = reader.into_iter().next() {
                    x.memory_max_pages = m.map_err(|e| e.to_string())?.maximum;
                }
            }
            Payload::CodeSectionEntry(body) => {
                let mut ops = body.get_operators_reader().map_err(|e| e.to_string())?;
                while !ops.eof() {
                    match ops.read().map_err(|e| e.to_string())? {
                        Operator::MemoryGrow { .. } => x.grows_memory = true,
                        // A function a body takes a reference to may be put in a table.
                        Operator::RefFunc { function_index } => x.table_funcs.push(function_index),
                        _ => {}
                    }
                }
            }
            Payload::ExportSection(reader) => {
                for e in reader {
                    let e = e.map_err(|e| e.to_string())?;
                    if e.kind == ExternalKind::Global {
                        x.global_exports.insert(e.name.to_string(), e.index);
                    }
                }
            }
            Payload::ImportSection(reader) => {
                for i in reader {
                    let i = i.map_err(|e| e.to_string())?;
                    let kind = match i.ty {
                        TypeRef::Func(_) => continue,
                        TypeRef::Memory(_) => "memory",
                        TypeRef::Table(_) => "table",
                        TypeRef::Global(_) => "global",
                        TypeRef::Tag(_) => "tag",
                    };
                    x.imports
                        .push((kind, format!("{kind} `{}::{}`", i.module, i.name)));
                }
            }
            Payload::ElementSection(reader) => {
                for e in reader {
                    match e.map_err(|e| e.to_string())?.items {
                        ElementItems::Functions(funcs) => {
                            for f in funcs {
                                x.table_funcs.push(f.map_err(|e| e.to_string())?);
                            }
                        }
                        ElementItems::Expressions(_, exprs) => {
                            for expr in exprs {
                                let expr = expr.map_err(|e| e.to_string())?;
                                x.table_funcs.extend(ref_funcs(&expr));
                            }
                        }
                    }
                }
            }
            Payload::GlobalSection(reader) => {
                for g in reader {
                    let g = g.map_err(|e| e.to_string())?;
                    x.table_funcs.extend(ref_funcs(&g.init_expr));
                }
            }
            Payload::TableSection(reader) => {
                for t in reader {
                    if let TableInit::Expr(e) = t.map_err(|e| e.to_string())?.init {
                        x.table_funcs.extend(ref_funcs(&e));
                    }
                }
            }
            Payload::DataSection(reader) => {
                for d in reader {
                    let d = d.map_err(|e| e.to_string())?;
                    x.data_segments.push(match d.kind {
                        DataKind::Passive => d.data.to_vec(),
                        DataKind::Active { .. } => Vec::new(),
                    });
                    if let DataKind::Active { memory_index, .. } = d.kind {
                        x.active_data += 1;
                        x.active_memories.push(memory_index);
                    }
                }
            }
            _ => {}
        }
    }
    Ok(x)
}

/// Whether wasmparser 0.217 (the pipeline's) validates `wasm` with every proposal it knows.
fn valid_with_every_feature(wasm: &[u8]) -> bool {
    use cranelift_wasm::wasmparser::{Validator, WasmFeatures};
    Validator::new_with_features(WasmFeatures::all())
        .validate_all(wasm)
        .is_ok()
}

/// Why our validator's rejection of a module the script says is valid is a skip (it needs a
/// proposal the pipeline does not support, or one newer than every validator here) or a
/// failure (the newest validator accepts it without any proposal we lack).
pub(crate) fn rejected_by_our_validator(wasm: &[u8], reason: String) -> InstantiateError {
    use super::proposals::{newest_verdict, Verdict, NEEDS_PREFIX, NEWEST_VALIDATOR};
    // wasmparser 0.217 refuses tables of more than 10,000,000 entries while validating (its
    // successors moved the limit to instantiation). The spec lets an implementation limit a
    // table's size (its appendix "Implementation Limitations"): a limit, not a proposal.
    if reason.contains("table size is out of bounds") {
        return InstantiateError::Unsupported(format!(
            "implementation limit: a table of more than 10,000,000 entries (the pipeline's \
             validator, wasmparser 0.217, refuses it; the spec lets an implementation limit \
             a table's size): {reason}"
        ));
    }
    match newest_verdict(wasm) {
        Verdict::Valid { needs } if !needs.is_empty() => InstantiateError::Unsupported(format!(
            "{NEEDS_PREFIX}{} proposal, which the pipeline does not support: {reason}",
            needs.join(" and ")
        )),
        // Valid for the newest wasmparser without any feature flag, invalid for ours even
        // with every feature: a binary encoding added after 0.217 (compact imports, ...).
        Verdict::Valid { .. } if !valid_with_every_feature(wasm) => {
            InstantiateError::Unsupported(format!(
                "the module uses a binary encoding newer than wasmparser 0.217 (the pipeline's), \
                 which rejects it with every proposal enabled and {NEWEST_VALIDATOR} accepts: {reason}"
            ))
        }
        Verdict::Valid { .. } => InstantiateError::Invalid(reason),
        Verdict::Invalid(newest) => InstantiateError::Unsupported(format!(
            "the module uses a proposal newer than {NEWEST_VALIDATOR}, which rejects it too \
             with every proposal enabled ({newest}); our validator: {reason}"
        )),
    }
}

/// A linear memory as it moves between instances that share it (one imports the other's, or
/// `spectest`'s): its bytes, of which the first `size` are the memory and the rest zeros
/// `memory.grow` may claim, and its declared maximum.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LinearMemory {
    pub bytes: Vec<u8>,
    pub size: usize,
    /// The declared maximum in bytes (its pages times the page size).
    pub max_bytes: Option<u64>,
}

impl LinearMemory {
    /// A zeroed memory of `pages` of 64 KiB, declared maximum `max_pages`.
    pub fn new(pages: u64, max_pages: Option<u64>) -> LinearMemory {
        LinearMemory {
            bytes: vec![0u8; (pages * PAGE as u64) as usize],
            size: (pages * PAGE as u64) as usize,
            max_bytes: max_pages.map(|m| m * PAGE as u64),
        }
    }

    /// Room (zeros) to grow to the declared maximum, at most [`MAX_MEMORY_BYTES`]: a module
    /// that imports the memory and grows it needs what its owner may not have reserved.
    pub fn reserve_for_growth(&mut self) {
        let limit = self.max_bytes.unwrap_or(u64::MAX).min(MAX_MEMORY_BYTES) as usize;
        if self.bytes.len() < limit {
            self.bytes.resize(limit, 0);
        }
    }
}

/// What a function import is linked to: given the import and its type, the function to run
/// for it (conform/linking.rs says which imports can be linked), or `None`.
pub type FunctionLinker<'a> = dyn Fn(&FuncImport, &FuncType) -> Option<Linked> + 'a;

/// What a function import runs, as the linker decides.
pub enum Linked {
    /// A function that computes the same in any instance (a `spectest` print, a
    /// self-contained function): run in the importer.
    Function(LoweredFunction),
    /// A function of another instance, run in that instance.
    Foreign(Foreign),
}

/// A function import linked to the function `func` of another instance, run there: with
/// that instance's globals and tables, and on its own memory, or on the caller's memory 0
/// when the two share one (`shares_memory`).
pub struct Foreign {
    pub instance: std::rc::Rc<RefCell<Instance>>,
    pub func: u32,
    pub shares_memory: bool,
}

impl Foreign {
    /// Runs the function on `args`; `memory` is the caller's memory 0 (its current size).
    /// A call back into an instance already running (re-entrant linking), or into one
    /// whose own memory is lent out, is unsupported.
    fn call(&self, args: &[RtValue], memory: &mut [u8]) -> Result<Vec<RtValue>, InterpError> {
        run_in(&self.instance, self.func, self.shares_memory, args, memory)
    }
}

impl Instance {
    /// Validates and instantiates `wasm`, without linking any import.
    pub fn new(wasm: Vec<u8>) -> Result<Instance, InstantiateError> {
        Instance::new_linked(wasm, &|_, _| None, &|_, _, _| None, &mut [], &[], &[])
            .map_err(|f| f.error)
    }

    /// Validates and instantiates `wasm` (as the frontend decodes it: the spec runner's
    /// modules and the CLI's come through `pipeline::core_wasm`); `link` gives the functions its function imports
    /// run (those it answers `None` for stay unlinked: calling them is a skip) and
    /// `globals` the values of its immutable global imports (an unknown one refuses the
    /// module), and `memories` the memories it imports by memory index, each lent by its
    /// owner (`None`, or past the end: that memory import refuses the module).
    /// `memory_aliases` names the memory imports that import a memory an earlier import of
    /// the module already lends (index, that earlier index): they are that memory. The lent
    /// memories stay in the instance when it instantiates (their owners take them back with
    /// [`Self::take_memory_at`]), and are handed back in `memories`, with what the module
    /// wrote before it trapped, when it does not; a trap also gives the instance it left
    /// behind ([`Failed`]: it runs no start function).
    pub fn new_linked(
        wasm: Vec<u8>,
        link: &FunctionLinker<'_>,
        globals: &ImportedGlobals<'_>,
        memories: &mut [Option<LinearMemory>],
        memory_aliases: &[(u32, u32)],
        imported_tables: &[SharedTable],
    ) -> Result<Instance, Failed> {
        let info =
            ModuleInfo::parse_linked(&wasm, accepted_features(), globals).map_err(|e| match e {
                CompileError::InvalidWasm { reason } | CompileError::NotWasm { reason } => {
                    rejected_by_our_validator(&wasm, reason)
                }
                other => InstantiateError::Invalid(other.to_string()),
            })?;
        let extras = scan(&wasm).map_err(InstantiateError::Invalid)?;
        // Imported globals come first in the global index space, in import order.
        let mut imported_globals = info.globals.iter().filter(|g| g.imported);
        let mut tables_linked = 0;
        let mut memory_imports = 0;
        for (kind, import) in &extras.imports {
            if *kind == "global"
                && imported_globals
                    .next()
                    .is_some_and(|g| g.init_bits.is_some())
            {
                continue; // linked: its value is a constant now
            }
            if *kind == "memory" {
                memory_imports += 1;
                let index = memory_imports - 1;
                if memories.get(index).is_some_and(|m| m.is_some())
                    || memory_aliases.iter().any(|(a, _)| *a as usize == index)
                {
                    continue; // lent by its owner, or another import of a lent one
                }
            }
            if *kind == "table" && tables_linked < imported_tables.len() {
                tables_linked += 1;
                continue; // shared with its owner
            }
            return Err(InstantiateError::Unsupported(format!(
                "the module imports {import} (linking is not supported)"
            ))
            .into());
        }
        // Imported memories besides memory 0 are put in once nothing can refuse the module
        // any more (below, with memory 0).
        let mut others = vec![OtherMemory::default()];
        for m in info.memories.iter().skip(1) {
            let page = 1u64 << m.page_log2;
            if m.imported {
                others.push(OtherMemory::default());
                continue;
            }
            if m.min_pages.saturating_mul(page) > MAX_MEMORY_BYTES {
                return Err(InstantiateError::Unsupported(format!(
                    "a memory of {} pages of {page} bytes is larger than the interpreter's limit of {MAX_MEMORY_PAGES} pages of 64 KiB",
                    m.min_pages
                )).into());
            }
            others.push(OtherMemory::new(m.min_pages, page, m.max_pages, m.is_64));
        }
        if info.data.len() + info.other_data.len() != extras.active_data {
            return Err(InstantiateError::Unsupported(
                "a data segment's offset is not a constant the interpreter evaluates (it reads an imported global)".into(),
            ).into());
        }
        let pages = info.memory_min_pages.unwrap_or(0);
        let page = info.page_bytes_at(0);
        let min_bytes = pages.saturating_mul(page);
        if min_bytes > MAX_MEMORY_BYTES {
            return Err(InstantiateError::Unsupported(format!(
                "a memory of {pages} pages of {page} bytes is larger than the interpreter's limit of {MAX_MEMORY_PAGES} pages of 64 KiB"
            )).into());
        }
        let mut globals = Globals::new();
        for (index, g) in info.globals.iter().enumerate() {
            let value = match (g.ty, g.init_bits) {
                (ValType::I32, Some(b)) => RtValue::I32(b as u32),
                (ValType::I64, Some(b)) => RtValue::I64(b as u64),
                (ValType::F32, Some(b)) => RtValue::F32(b as u32),
                (ValType::F64, Some(b)) => RtValue::F64(b as u64),
                (ValType::V128, Some(b)) => RtValue::V128(b),
                // A reference: its handle.
                (ValType::Ref(_), Some(b)) => RtValue::I64(b as u64),
                // Non-constant initialisers: functions using them do not lower, so they
                // never run.
                _ => continue,
            };
            globals.set(index as u32, value);
        }
        // Element segments are written before data segments, as wasm instantiates.
        let id = NEXT_INSTANCE_ID.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let (tables, mut trapped) =
            Tables::instantiate_until_trap(&wasm, &globals, imported_tables, id).map_err(|e| {
                match e {
                    TablesError::Unsupported(r) => InstantiateError::Unsupported(r),
                    TablesError::Trap(kind) => InstantiateError::Trap(kind),
                }
            })?;
        let declared_max = extras.memory_max_pages.map(|m| m.saturating_mul(page));
        let limit_bytes = if extras.grows_memory {
            declared_max
                .unwrap_or(u64::MAX)
                .min(MAX_MEMORY_BYTES)
                .max(min_bytes)
        } else {
            min_bytes
        };
        let imports_memory = extras.imports.iter().any(|(kind, _)| *kind == "memory");
        let lent = if imports_memory {
            memories.first_mut().and_then(Option::take)
        } else {
            None
        };
        let imported = lent.is_some();
        let mut memory_alias: Vec<u32> = Vec::new();
        if !memory_aliases.is_empty() {
            memory_alias = (0..info.memories.len() as u32).collect();
            for &(alias, of) in memory_aliases {
                if let Some(slot) = memory_alias.get_mut(alias as usize) {
                    *slot = of;
                }
            }
        }
        let canonical = |m: u32| memory_alias.get(m as usize).copied().unwrap_or(m);
        // Imported memories come first in the index space: 1, 2, ... after memory 0.
        let mut imported_others = Vec::new();
        for (index, m) in info.memories.iter().enumerate().skip(1) {
            if let (true, Some(lent)) = (m.imported, memories.get_mut(index).and_then(Option::take))
            {
                others[index] = OtherMemory::from_lent(lent, 1u64 << m.page_log2, m.is_64);
                imported_others.push(index);
            }
        }
        let LinearMemory {
            bytes: mut memory_bytes,
            size: memory_size,
            max_bytes,
        } = match lent {
            Some(mut m) => {
                if extras.grows_memory {
                    m.reserve_for_growth();
                }
                m
            }
            // Zeroed allocation: the pages past the minimum cost nothing until grown into.
            None => LinearMemory {
                bytes: vec![0u8; limit_bytes as usize],
                size: min_bytes as usize,
                max_bytes: declared_max,
            },
        };
        let growth_is_capped =
            extras.grows_memory && max_bytes.is_none_or(|max| max > MAX_MEMORY_BYTES);
        // Active segments in order, each into its memory; the first that does not fit traps
        // (what the ones before it wrote stays, which a lent memory 0 shows).
        let (mut zero, mut rest) = (info.data.iter(), info.other_data.iter());
        // An element segment that trapped ends the instantiation before any data segment.
        let segments_to_write = if trapped.is_some() {
            &[][..]
        } else {
            &extras.active_memories[..]
        };
        for m in segments_to_write {
            let (target, seg): (&mut [u8], _) = match m {
                0 => match zero.next() {
                    Some(seg) => (&mut memory_bytes[..memory_size], seg),
                    None => break,
                },
                _ => match rest.next() {
                    Some((m, seg)) => match canonical(*m) {
                        0 => (&mut memory_bytes[..memory_size], seg),
                        c => match others.get_mut(c as usize) {
                            Some(o) => (&mut o.bytes[..], seg),
                            None => break,
                        },
                    },
                    None => break,
                },
            };
            let end = seg.offset.checked_add(seg.bytes.len() as u64);
            match end.filter(|e| *e <= target.len() as u64) {
                Some(end) => target[seg.offset as usize..end as usize].copy_from_slice(&seg.bytes),
                None => {
                    trapped = Some(TrapKind::MemoryOutOfBounds);
                    break;
                }
            }
        }
        let total = info.num_imported_funcs() as usize + info.func_types.len();
        let fingerprint = {
            use std::hash::{Hash, Hasher};
            let mut h = std::collections::hash_map::DefaultHasher::new();
            wasm.hash(&mut h);
            h.finish()
        };
        let code = Code {
            wasm,
            fingerprint,
            info,
            lowered: (0..total).map(|_| OnceCell::new()).collect(),
            failed_callee: Cell::new(None),
            table_funcs: extras.table_funcs,
            tables: RefCell::new(tables),
            data_segments: RefCell::new(extras.data_segments),
            memories: RefCell::new(others),
            memory_alias,
            foreign: HashMap::new(),
            grows_memory: extras.grows_memory,
            id,
            virtual_callees: RefCell::new(Vec::new()),
            links: RefCell::new(Links::default()),
            exports: OnceCell::new(),
        };
        let mut code = code;
        for (index, import) in code.info.func_imports.iter().enumerate() {
            let linked = code
                .info
                .types
                .get(import.type_index as usize)
                .and_then(|ty| link(import, ty));
            match (linked, code.lowered.get(index)) {
                (Some(Linked::Function(f)), Some(cell)) => {
                    let _ = cell.set(Ok(f));
                }
                (Some(Linked::Foreign(f)), _) => {
                    code.foreign.insert(index as u32, f);
                }
                _ => {}
            }
        }
        let mut instance = Instance {
            code,
            memory: memory_bytes,
            memory_size,
            memory_max_bytes: max_bytes,
            growth_is_capped,
            globals,
            global_exports: extras.global_exports,
            away: Default::default(),
        };
        let mut failed = trapped.map(InstantiateError::Trap);
        if let (Some(start), None) = (extras.start, &failed) {
            failed = match instance.call(start, &[]) {
                Ok(_) => None,
                Err(CallError::Run(InterpError::Trap(kind))) => Some(InstantiateError::Trap(kind)),
                Err(e) => Some(InstantiateError::Unsupported(format!(
                    "the start function cannot run: {e}"
                ))),
            };
        }
        let Some(error) = failed else {
            return Ok(instance);
        };
        // The lent memories go back with what the module wrote into them.
        if imported {
            memories[0] = Some(instance.take_memory());
        }
        for &index in &imported_others {
            memories[index] = instance.take_memory_at(index as u32);
        }
        let left = matches!(error, InstantiateError::Trap(_)).then(|| Box::new(instance));
        Err(Failed { error, left })
    }

    /// The function index of export `name`.
    pub fn export(&self, name: &str) -> Option<u32> {
        self.code
            .info
            .exports
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, i)| *i)
    }

    /// The index of exported global `name`.
    pub fn global_index(&self, name: &str) -> Option<u32> {
        self.global_exports.get(name).copied()
    }

    /// The current value of exported global `name`.
    pub fn global(&self, name: &str) -> Result<RtValue, String> {
        let index = *self
            .global_exports
            .get(name)
            .ok_or_else(|| format!("no exported global `{name}`"))?;
        self.globals
            .get(index)
            .ok_or_else(|| format!("global `{name}` has no value the interpreter can hold"))
    }

    /// Whether `memory.grow` may answer -1 below the module's declared maximum, because the
    /// interpreter holds at most [`MAX_MEMORY_PAGES`] (differential tests stop there).
    pub fn growth_is_capped(&self) -> bool {
        self.growth_is_capped
    }

    /// Takes the memory out (to lend it to an instance that imports it, or to take back
    /// what was lent); the instance has an empty memory until [`Self::put_memory`].
    pub fn take_memory(&mut self) -> LinearMemory {
        self.away.insert(0);
        LinearMemory {
            bytes: std::mem::take(&mut self.memory),
            size: std::mem::replace(&mut self.memory_size, 0),
            max_bytes: self.memory_max_bytes,
        }
    }

    /// Puts a memory taken by [`Self::take_memory`] (its own, or one it imports) in.
    pub fn put_memory(&mut self, mut memory: LinearMemory) {
        // A memory lent from another memory index comes without room to grow.
        if self.code.grows_memory {
            memory.reserve_for_growth();
        }
        self.away.remove(&0);
        self.memory = memory.bytes;
        self.memory_size = memory.size;
        self.memory_max_bytes = memory.max_bytes;
    }

    /// [`Self::take_memory`] of memory `index` (any memory); `None` where there is none.
    pub fn take_memory_at(&mut self, index: u32) -> Option<LinearMemory> {
        if index == 0 {
            return Some(self.take_memory());
        }
        let mut memories = self.code.memories.borrow_mut();
        let m = memories.get_mut(index as usize)?;
        let taken = std::mem::take(m).into_lent();
        self.away.insert(index);
        Some(taken)
    }

    /// [`Self::put_memory`] of memory `index` (any memory).
    pub fn put_memory_at(&mut self, index: u32, memory: LinearMemory) {
        if index == 0 {
            return self.put_memory(memory);
        }
        let info = self.code.info.memories.get(index as usize);
        let (page, is_64) = info.map_or((PAGE as u64, false), |m| (1u64 << m.page_log2, m.is_64));
        if let Some(slot) = self.code.memories.borrow_mut().get_mut(index as usize) {
            *slot = OtherMemory::from_lent(memory, page, is_64);
        }
        self.away.remove(&index);
    }

    /// The current size in pages of memory `index`.
    pub fn memory_pages_at(&self, index: u32) -> Option<u64> {
        if index == 0 {
            let page = self.code.info.page_bytes_at(0).max(1);
            return Some(self.memory_size as u64 / page);
        }
        self.code
            .memories
            .borrow()
            .get(index as usize)
            .map(|m| m.pages() as u64)
    }

    /// The linear memory (its current size).
    pub fn memory(&self) -> &[u8] {
        &self.memory[..self.memory_size]
    }

    /// Replaces the linear memory by `bytes` (its size becomes theirs; it cannot grow).
    pub fn replace_memory(&mut self, bytes: Vec<u8>) {
        self.memory_size = bytes.len();
        self.memory = bytes;
        self.memory_max_bytes = Some(self.memory_size as u64);
    }

    /// The code, the memory (its current size) and the globals, borrowed together.
    pub fn parts_mut(&mut self) -> (&Code, &mut [u8], &mut Globals) {
        (
            &self.code,
            &mut self.memory[..self.memory_size],
            &mut self.globals,
        )
    }

    /// The linear memory, writable (its current size).
    pub fn memory_mut(&mut self) -> &mut [u8] {
        &mut self.memory[..self.memory_size]
    }

    /// The linear memory's whole allocation (its room to grow) and its current size, which
    /// a run that grows the memory updates.
    pub fn memory_with_room(&mut self) -> (&mut [u8], &mut usize) {
        (&mut self.memory, &mut self.memory_size)
    }

    /// Runs function `index` on `args` against this instance's memory and globals.
    pub fn call(&mut self, index: u32, args: &[RtValue]) -> Result<Vec<RtValue>, CallError> {
        self.call_at(index, args, None)
    }

    /// [`Self::call`] as the kernel-mode GPU thread at `position` (what `special_reg`
    /// answers), or as a plain call with `None`.
    pub fn call_at(
        &mut self,
        index: u32,
        args: &[RtValue],
        position: Option<ThreadPosition>,
    ) -> Result<Vec<RtValue>, CallError> {
        let Instance {
            code,
            memory,
            memory_size,
            globals,
            ..
        } = self;
        let room = memory.len();
        run_code(
            code,
            globals,
            index,
            args,
            memory,
            Some((memory_size, room)),
            position,
        )
    }
}

impl Instance {
    /// Function `index` run on `memory` instead of its own memory 0 (another instance's
    /// memory 0, which this one shares: a foreign call from that instance). The memory
    /// cannot grow here ([`Foreign`] links only modules that never grow it).
    fn call_on(
        &mut self,
        index: u32,
        args: &[RtValue],
        memory: &mut [u8],
    ) -> Result<Vec<RtValue>, CallError> {
        let Instance { code, globals, .. } = self;
        run_code(code, globals, index, args, memory, None, None)
    }
}

/// Runs function `index` of `code` with `globals` on `memory`: growable from its current
/// size up to the slice's length when `growth` names that size (which it updates), fixed
/// otherwise. An import linked to another instance runs there. A run that stops on a callee
/// that does not lower is that callee's [`CallError::Lower`].
fn run_code(
    code: &Code,
    globals: &mut Globals,
    index: u32,
    args: &[RtValue],
    memory: &mut [u8],
    growth: Option<(&mut usize, usize)>,
    position: Option<ThreadPosition>,
) -> Result<Vec<RtValue>, CallError> {
    let visible = growth.as_ref().map_or(memory.len(), |(size, _)| **size);
    if let Some(foreign) = code.foreign.get(&index) {
        // An exported import of another instance's function.
        return foreign
            .call(args, &mut memory[..visible])
            .map_err(CallError::Run);
    }
    let func = code.function(index).map_err(CallError::Lower)?;
    let mut interp = Interpreter::with_resolver(CodeResolver(code));
    if let Some((size, room)) = &growth {
        interp = interp.with_growable_memory(**size, *room);
    }
    interp.globals = std::mem::take(globals);
    let _ = code.take_failed_callee();
    let result = interp.call_in_thread(func, args, memory, position);
    if let Some((size, _)) = growth {
        *size = interp.memory_size().unwrap_or(*size);
    }
    *globals = std::mem::take(&mut interp.globals);
    drop(interp);
    match result {
        Ok(values) => Ok(values),
        Err(e @ InterpError::Unsupported { .. }) => match code.take_failed_callee() {
            Some(callee) => match code.function(callee) {
                Err(lower) => Err(CallError::Lower(lower)),
                Ok(_) => Err(CallError::Run(e)),
            },
            None => Err(CallError::Run(e)),
        },
        Err(e) => Err(CallError::Run(e)),
    }
}

/// Why a call produced no results.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum CallError {
    /// The function, or a callee it reached, does not lower.
    #[error("{0}")]
    Lower(CompileError),
    /// The interpreter stopped: a trap, exhaustion, or an interpreter error.
    #[error("{0}")]
    Run(InterpError),
    /// The GPU launch failed for a reason other than a wasm trap (a fault, a driver error).
    #[error("{0}")]
    Device(String),
}
