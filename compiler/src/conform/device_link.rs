//! Other instances' functions in a device program (the `gpu` backend of `conform`).
//!
//! A spec script links instances: an import runs another instance's function, and a table
//! that instances share holds functions of several. The device runs one program per call,
//! so such a function is lowered into the caller's program where it computes there exactly
//! what it computes in its own instance: its body touches no memory or global (those stay
//! with their instance), writes no table and makes no function reference (a handle would
//! name a function of the wrong instance), and so does every function it calls
//! (`Code::links_onto_device`). It may read its instance's tables (`call_indirect`,
//! `table.size`): a table the caller does not hold travels in the state window after the
//! caller's own.
//!
//! Linked functions are numbered from the caller's function count up and the call types of
//! their `call_indirect`s from the caller's type count up; their calls, tables and types are
//! renumbered into that space. A table entry naming a linked function becomes that number's
//! handle on the way to the device and the entry it was on the way back. A memory the
//! caller imports twice is one memory: its second index is renumbered to the first.
//!
//! This module plans and renumbers; it must not run or launch anything (gpu.rs does).

use super::instance::{equivalent_funcs, Instance};
use super::tables::{self, Entry, SharedTable};
use crate::convert::Dispatch;
use crate::map_state::DeviceTable;
use lowered_ir::{reference, InstanceOp, LoweredFunction, LoweredOp, Terminator};
use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;

/// How deep chains of re-exported imports are followed.
const MAX_REEXPORTS: u32 = 64;

/// What one caller's device program takes from other instances.
#[derive(Clone, Default)]
pub(crate) struct Link {
    /// The caller's id.
    caller: u64,
    /// The caller's function count: linked functions are numbered from here.
    base: u32,
    /// The caller's type count: linked call types are numbered from here.
    type_base: u32,
    /// The caller's table count: other instances' tables are numbered from here.
    table_base: u32,
    /// Function `base + k`.
    funcs: Vec<LinkedFunc>,
    /// The bodies of the caller's function imports linked to another instance's function.
    imports: BTreeMap<u32, LoweredFunction>,
    /// Table `table_base + k`: another instance's table that linked code reads.
    tables: Vec<SharedTable>,
    /// Call type `type_base + k`: a type of another instance.
    types: Vec<(Rc<RefCell<Instance>>, u32)>,
    /// The caller's tables, to tell a table it shares from another.
    caller_tables: Vec<SharedTable>,
}

/// Another instance's function in the program, with its body renumbered (`None` while
/// its callees are being linked).
#[derive(Clone)]
struct LinkedFunc {
    entry: Entry,
    instance: Rc<RefCell<Instance>>,
    body: Option<LoweredFunction>,
}

impl Link {
    /// What function calls of `caller` may take from other instances: the functions its
    /// imports are linked to and those other instances put in its tables, each with all it
    /// calls, where they can run on the device (the rest stay the host's: a call of them is
    /// not run, as before).
    pub fn plan(caller: &Instance) -> Link {
        let code = &caller.code;
        let mut link = Link::nothing(caller);
        let Some(registry) = code.registry() else {
            return link;
        };
        for import in 0..code.info.num_imported_funcs() {
            let Some((instance, func)) = code.foreign_target(import) else {
                continue;
            };
            if code.function(import).is_ok() {
                continue;
            }
            let mut tried = link.clone();
            let mut pending = Vec::new();
            if let Ok(body) = tried.pull_body(&instance, func, &mut pending) {
                tried.imports.insert(import, body);
                link = tried;
                link.pull_entries(&registry, pending);
            }
        }
        link.pull_entries(&registry, code.foreign_entries());
        link
    }

    /// A link of `caller` that takes nothing from other instances.
    pub fn nothing(caller: &Instance) -> Link {
        let code = &caller.code;
        Link {
            caller: code.id,
            base: code.info.num_imported_funcs() + code.info.func_types.len() as u32,
            type_base: code.info.types.len() as u32,
            table_base: code.table_count(),
            caller_tables: (0..code.table_count())
                .filter_map(|t| code.shared_table(t))
                .collect(),
            ..Link::default()
        }
    }

    /// Takes in each of `entries` that can run on the device, and then the entries of the
    /// tables that brings in.
    fn pull_entries(&mut self, registry: &super::instance::Registry, mut entries: Vec<Entry>) {
        while let Some(entry) = entries.pop() {
            if entry.owner == self.caller || entry.owner == 0 || self.index_of(entry).is_some() {
                continue;
            }
            let Some(instance) = registry
                .borrow()
                .get(&entry.owner)
                .and_then(std::rc::Weak::upgrade)
            else {
                continue;
            };
            let mut tried = self.clone();
            let mut more = Vec::new();
            if tried.pull(&instance, entry.target, &mut more).is_ok() {
                *self = tried;
                entries.extend(more);
            }
        }
    }

    /// The number of linked function `entry`, if the program has it.
    fn index_of(&self, entry: Entry) -> Option<u32> {
        let k = self.funcs.iter().position(|f| f.entry == entry)?;
        Some(self.base + k as u32)
    }

    /// Function `func` of `instance` in the program: its number, or why it cannot run on
    /// the device. The entries of tables it brings in go to `pending`.
    fn pull(
        &mut self,
        instance: &Rc<RefCell<Instance>>,
        func: u32,
        pending: &mut Vec<Entry>,
    ) -> Result<u32, String> {
        let (instance, func) = &defining(instance, func)?;
        let func = *func;
        let id = instance
            .try_borrow()
            .map_err(|_| "its instance is running")?
            .code
            .id;
        if id == self.caller {
            return Ok(func);
        }
        let entry = Entry {
            target: func,
            owner: id,
        };
        if let Some(index) = self.index_of(entry) {
            return Ok(index);
        }
        let index = self.base + self.funcs.len() as u32;
        self.funcs.push(LinkedFunc {
            entry,
            instance: instance.clone(),
            body: None,
        });
        let body = self.pull_body(instance, func, pending)?;
        self.funcs[(index - self.base) as usize].body = Some(body);
        Ok(index)
    }

    /// The body of function `func` of `instance`, renumbered into the program.
    fn pull_body(
        &mut self,
        instance: &Rc<RefCell<Instance>>,
        func: u32,
        pending: &mut Vec<Entry>,
    ) -> Result<LoweredFunction, String> {
        let (instance, func) = &defining(instance, func)?;
        let func = *func;
        let mut body = {
            let i = instance.borrow();
            i.code.links_onto_device(func)?;
            i.code.function(func).map_err(|e| e.to_string())?.clone()
        };
        let unsupported = |what: &str| Err(format!("`{}`: {what}", body_name(instance, func)));
        for block in &mut body.blocks {
            for inst in &mut block.insts {
                match &mut inst.op {
                    LoweredOp::Call { callee, .. } => {
                        *callee = self.pull(instance, *callee, pending)?;
                    }
                    LoweredOp::CallIndirect {
                        table, type_index, ..
                    } => {
                        *table = self.table(instance, *table, pending)?;
                        *type_index = self.call_type(instance, *type_index);
                    }
                    LoweredOp::Instance {
                        op: InstanceOp::TableSize { table },
                        ..
                    } => *table = self.table(instance, *table, pending)?,
                    LoweredOp::Instance { .. }
                    | LoweredOp::CallRef { .. }
                    | LoweredOp::GlobalGet { .. }
                    | LoweredOp::GlobalSet { .. } => {
                        return unsupported("an op on its instance's state");
                    }
                    _ => {}
                }
            }
            match &mut block.term {
                Terminator::ReturnCall { callee, .. } => {
                    *callee = self.pull(instance, *callee, pending)?;
                }
                Terminator::ReturnCallIndirect {
                    table, type_index, ..
                } => {
                    *table = self.table(instance, *table, pending)?;
                    *type_index = self.call_type(instance, *type_index);
                }
                Terminator::ReturnCallRef { .. } => {
                    return unsupported("a tail call through a reference");
                }
                _ => {}
            }
        }
        body.name = body_name(instance, func);
        Ok(body)
    }

    /// The program's number of table `table` of `instance`: the caller's own index where
    /// the caller holds it too, else one past the caller's tables (its entries then go to
    /// `pending`).
    fn table(
        &mut self,
        instance: &Rc<RefCell<Instance>>,
        table: u32,
        pending: &mut Vec<Entry>,
    ) -> Result<u32, String> {
        let shared = instance
            .borrow()
            .code
            .shared_table(table)
            .ok_or_else(|| format!("no table {table}"))?;
        let same = |t: &SharedTable| Rc::ptr_eq(t, &shared);
        if let Some(i) = self.caller_tables.iter().position(same) {
            return Ok(i as u32);
        }
        if let Some(k) = self.tables.iter().position(same) {
            return Ok(self.table_base + k as u32);
        }
        pending.extend(shared.borrow().entries());
        self.tables.push(shared);
        Ok(self.table_base + self.tables.len() as u32 - 1)
    }

    /// The program's number of call type `type_index` of `instance`.
    fn call_type(&mut self, instance: &Rc<RefCell<Instance>>, type_index: u32) -> u32 {
        let k = self
            .types
            .iter()
            .position(|(i, t)| Rc::ptr_eq(i, instance) && *t == type_index)
            .unwrap_or_else(|| {
                self.types.push((instance.clone(), type_index));
                self.types.len() - 1
            });
        self.type_base + k as u32
    }

    /// The body of function `index` of the program where the link gives it: a linked
    /// function, or a caller's import linked to another instance's function.
    pub fn body(&self, index: u32) -> Option<&LoweredFunction> {
        match index.checked_sub(self.base) {
            Some(k) => self.funcs.get(k as usize).and_then(|f| f.body.as_ref()),
            None => self.imports.get(&index),
        }
    }

    /// What a call of program type `type_index` may reach: the caller's functions a table
    /// can hold ([`super::instance::Code::table_funcs_of`]; its imports the link gives a body
    /// run on the device) and the linked functions of an equivalent type.
    pub fn dispatch(&self, caller: &Instance, type_index: u32) -> Dispatch {
        let code = &caller.code;
        let theirs;
        let (types, want) = match type_index.checked_sub(self.type_base) {
            None => match code.info.types.get(type_index as usize) {
                Some(want) => (&code.info.types[..], want),
                None => return Dispatch::default(),
            },
            Some(k) => {
                let Some((instance, t)) = self.types.get(k as usize) else {
                    return Dispatch::default();
                };
                theirs = instance.borrow();
                match theirs.code.info.types.get(*t as usize) {
                    Some(want) => (&theirs.code.info.types[..], want),
                    None => return Dispatch::default(),
                }
            }
        };
        let Dispatch { mut device, host } = code.table_funcs_of((types, want));
        let (linked, host): (Vec<u32>, Vec<u32>) =
            host.into_iter().partition(|f| self.imports.contains_key(f));
        device.extend(linked);
        for (k, f) in self.funcs.iter().enumerate() {
            let i = f.instance.borrow();
            let info = &i.code.info;
            if info
                .func_type(f.entry.target)
                .is_some_and(|have| equivalent_funcs((types, want), (&info.types, have), 0))
            {
                device.push(self.base + k as u32);
            }
        }
        device.sort_unstable();
        Dispatch { device, host }
    }

    /// The handle of `entry` in the program, if it is a linked function.
    pub fn handle(&self, entry: Entry) -> Option<u64> {
        self.index_of(entry).map(reference::handle)
    }

    /// The entry a program handle stands for, if it is a linked function's.
    pub fn entry(&self, handle: u64) -> Option<Entry> {
        let k = reference::target(handle)?.checked_sub(self.base)?;
        self.funcs.get(k as usize).map(|f| f.entry)
    }

    /// The other instances' tables the program reads, as the device gets them (after the
    /// caller's own): their entries as program handles, with no room to grow.
    pub fn tables(&self) -> Vec<DeviceTable> {
        self.tables
            .iter()
            .map(|t| {
                let (entries, limit) = tables::image(&t.borrow(), |e| match e {
                    None => reference::NULL,
                    Some(e) if e.owner == self.caller || e.owner == 0 => {
                        reference::handle(e.target)
                    }
                    // A function that cannot run here: a handle no dispatch has, so a
                    // call of it ends the thread for the host.
                    Some(e) => self
                        .handle(e)
                        .unwrap_or(crate::convert::MAP_FOREIGN_HANDLE_BASE),
                });
                DeviceTable {
                    entries,
                    limit,
                    room: 0,
                }
            })
            .collect()
    }

    /// A key naming what the program takes from other instances (for kernel caches).
    pub fn key(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        for f in &self.funcs {
            (f.entry.owner, f.entry.target).hash(&mut h);
        }
        for (import, body) in &self.imports {
            (import, &body.name).hash(&mut h);
        }
        for t in &self.tables {
            (Rc::as_ptr(t) as usize).hash(&mut h);
        }
        h.finish()
    }

    /// Whether the program takes nothing from other instances.
    pub fn is_empty(&self) -> bool {
        self.funcs.is_empty() && self.imports.is_empty()
    }
}

/// The instance and function that function `func` of `instance` is: itself where it has a
/// body there, else what its import is linked to (following chains of re-exports).
fn defining(
    instance: &Rc<RefCell<Instance>>,
    func: u32,
) -> Result<(Rc<RefCell<Instance>>, u32), String> {
    let (mut instance, mut func) = (instance.clone(), func);
    for _ in 0..MAX_REEXPORTS {
        let next = {
            let i = instance
                .try_borrow()
                .map_err(|_| "its instance is running".to_string())?;
            if i.code.function(func).is_ok() {
                return Ok((instance.clone(), func));
            }
            i.code.foreign_target(func)
        };
        match next {
            Some(next) => (instance, func) = next,
            None => return Ok((instance, func)),
        }
    }
    Err("a chain of re-exported imports too long".into())
}

/// A linked function's name: its function and instance.
fn body_name(instance: &Rc<RefCell<Instance>>, func: u32) -> String {
    let i = instance.borrow();
    let name = i
        .code
        .function(func)
        .map(|f| f.name.clone())
        .unwrap_or_else(|_| format!("func{func}"));
    format!("{name} of instance {}", i.code.id)
}

/// Renumbers every op of `f` on a memory the module imports twice to the first index that
/// imports it (`canonical`), so both name one device memory.
pub(crate) fn merge_memory_aliases(f: &mut LoweredFunction, canonical: &dyn Fn(u32) -> u32) {
    for inst in f.blocks.iter_mut().flat_map(|b| &mut b.insts) {
        let LoweredOp::Instance { op, .. } = &mut inst.op else {
            continue;
        };
        match op {
            InstanceOp::MemLoad { memory, .. }
            | InstanceOp::MemStore { memory, .. }
            | InstanceOp::MemSize { memory }
            | InstanceOp::MemGrow { memory }
            | InstanceOp::MemFill { memory }
            | InstanceOp::MemInit { memory, .. } => *memory = canonical(*memory),
            InstanceOp::MemCopy {
                dst_memory,
                src_memory,
            } => {
                *dst_memory = canonical(*dst_memory);
                *src_memory = canonical(*src_memory);
            }
            _ => {}
        }
    }
}
