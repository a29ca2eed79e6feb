//! Runs the directives of one `.wast` script against module instances and judges each
//! assertion: passed, failed (with what differed), or skipped (with the reason).
//!
//! Judging rules (docs/CONFORMANCE.md lists them with the suite's numbers):
//! - `assert_return`: every result equal bit for bit (floats included); `nan:canonical` and
//!   `nan:arithmetic` as the spec defines them; `(either ...)` any alternative.
//! - `assert_trap`: the run must trap with the [`TrapKind`] whose spec message begins the
//!   assertion's message; instantiation traps (data segments) likewise.
//! - `assert_exhaustion`: the interpreter's call-depth limit must be hit (on the GPU, a
//!   recursion guard's `CallStackExhausted` trap).
//! - `assert_malformed`: the module must be rejected, by the WAT text parser (quoted text)
//!   or by the pipeline's validator and decoder (binary); `assert_invalid`: by the validator.
//! - a bare `invoke` must complete without trapping.
//! - skipped, with a reason: anything whose function does not lower (the compiler's error
//!   text), modules needing linking (`register`, imports of memories, tables or globals,
//!   `assert_unlinkable`), reference values, and script features outside the core language.
//!
//! A panic while judging one directive is caught and reported as that directive's failure;
//! the rest of the script still runs. This module must not print: it returns results.

use super::gpu::GpuExec;
use super::instance::{
    import_modules, CallError, Foreign, Instance, InstantiateError, LinearMemory, Linked, Links,
    Registry, StateAccess, SPECTEST_MEMORY,
};
use super::linking::ExternType;
use super::tables::SharedTable;
use super::wast::{Action, Arg, Directive, DirectiveKind, Expected, FloatTy, ModuleBytes};
use crate::error::CompileError;
use crate::frontend::ModuleInfo;
use cranelift_wasm::wasmparser::ValType;
use lowered_ir::{InterpError, RtValue, TrapKind};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// Why an assertion was not run: a short category (for the per-file summary) and the full
/// text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Skip {
    pub category: String,
    pub detail: String,
}

impl Skip {
    fn new(category: impl Into<String>, detail: impl Into<String>) -> Skip {
        Skip {
            category: category.into(),
            detail: detail.into(),
        }
    }

    /// A skip whose category is its whole text.
    fn plain(reason: impl Into<String>) -> Skip {
        let reason = reason.into();
        Skip::new(reason.clone(), reason)
    }

    /// The skip for a module that cannot be instantiated: categorised by what it needs, so
    /// the summary counts "imports a memory" once, not once per import name.
    pub fn module(reason: String) -> Skip {
        let category = ["memory", "table", "global", "tag"]
            .into_iter()
            .find(|kind| reason.starts_with(&format!("the module imports {kind} ")))
            .map(|kind| format!("the module imports a {kind} (linking is not supported)"))
            .or_else(|| {
                reason
                    .starts_with("the start function cannot run")
                    .then(|| "the start function cannot run".to_string())
            })
            .or_else(|| {
                reason
                    .split_once(" proposal, ")
                    .filter(|(head, _)| head.starts_with(super::proposals::NEEDS_PREFIX))
                    .map(|(head, _)| format!("{head} proposal"))
            })
            .or_else(|| {
                [", which rejects it too", ", which rejects it with"]
                    .iter()
                    .find_map(|cut| reason.split_once(cut))
                    .map(|(head, _)| head.to_string())
            })
            .unwrap_or_else(|| reason.clone());
        Skip::new(category, reason)
    }

    /// The skip for a function that does not lower: categorised by op or opcode, so the
    /// summary counts "call_indirect" once, not once per function.
    pub fn from_compile_error(e: &CompileError) -> Skip {
        let category = match e {
            CompileError::Unsupported { op, .. } if op.starts_with("call to import") => {
                "calls to imports other than `wasi:cuda/device` are unsupported".into()
            }
            CompileError::Unsupported { op, .. } => format!("`{op}` is unsupported"),
            CompileError::UnsupportedOpcode { family, opcode, .. } => {
                format!("the {family} family has no lowering for `{opcode}`")
            }
            CompileError::ImportedFunction { .. } => {
                "an import that does not link here is called (linking is not supported)".into()
            }
            other => other.to_string(),
        };
        Skip::new(category, e.to_string())
    }
}

/// What the interpreter says of a call another instance ran (lowered-ir `foreign_call`),
/// and of a reference to another instance's function (conform/instance.rs `table.get`).
const FOREIGN_MARKS: [&str; 2] = [
    "run in the instance that defines it",
    "another instance's function",
];

/// The verdict on one directive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    Passed,
    Failed(String),
    Skipped(Skip),
}

/// One judged directive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AssertionResult {
    pub line: u32,
    /// The directive's name (`assert_return`, `invoke`, `module`, ...).
    pub directive: &'static str,
    pub outcome: Outcome,
}

/// An instance and which parts of its state can still be trusted.
struct Live {
    /// Shared with the instances that import its functions (conform/instance.rs
    /// `Foreign`): they run them in it.
    instance: Rc<RefCell<Instance>>,
    /// Set when something that could not run may have changed this instance's memory (a
    /// skipped function that writes it, a skipped module linked to it): later actions that
    /// read the memory are skipped with this reason instead of failing for a state the
    /// spec never had.
    memory_unknown: Option<Skip>,
    /// The same for the globals.
    globals_unknown: Option<Skip>,
    /// The same for the tables.
    tables_unknown: Option<Skip>,
    /// The module names it imports from.
    imports_from: Vec<String>,
    /// The memories it imports, each with its owner; lent to it for each call.
    memory_links: Vec<MemoryLink>,
    /// The mutable globals it imports, each with the instance that defines it: their
    /// values are copied in before every call or read, and back after every call.
    global_links: Vec<GlobalLink>,
}

/// A mutable global import shared with the instance that defines the global.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct GlobalLink {
    /// Its index in the importing instance.
    index: u32,
    /// The defining instance's slot and its index there.
    owner: usize,
    owner_index: u32,
    /// Whether it holds function references, whose handles name functions of the instance
    /// holding them: translated on every copy (`tables::handle_between`).
    functions: bool,
}

/// Whether a global of type `ty` holds function references (handles that name a function of
/// an instance), not numbers or host references.
fn holds_functions(ty: &cranelift_wasm::wasmparser::GlobalType) -> bool {
    matches!(ty.content_type, ValType::Ref(r) if !r.is_extern_ref())
}

/// A memory import lent by the instance that defines the memory (or `spectest`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct MemoryLink {
    /// Its memory index in the importing instance.
    index: u32,
    owner: MemoryOwner,
    /// Its memory index in the owner.
    owner_index: u32,
    /// The earlier memory import of the same module that imports the same memory (it is
    /// lent once, there).
    alias_of: Option<u32>,
}

/// What the linker needs to know of a module being instantiated.
#[derive(Clone, Copy, Debug)]
struct Importer {
    /// The owner of its memory 0 and that memory's index there, if it imports memory 0.
    memory_owner: Option<(MemoryOwner, u32)>,
    /// Whether it imports mutable globals shared with their owner.
    links_globals: bool,
}

/// The owner of a memory that instances share: `spectest`, or the instance (slot) that
/// defines it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum MemoryOwner {
    Spectest,
    Slot(usize),
}

enum Slot {
    Ready(Live),
    /// The module has no instance; actions on it are skipped with this reason.
    Missing(Skip),
}

/// Runs the directives of one script, in order, against the instances its modules create.
#[derive(Default)]
pub struct ScriptRunner {
    slots: Vec<Slot>,
    named: HashMap<String, usize>,
    /// Names given by `register`, to the instance they name.
    registered: HashMap<String, usize>,
    current: Option<usize>,
    /// The line of the directive being run.
    line: u32,
    /// Set by an action that read state a skipped call may have changed: a failure of its
    /// assertion then becomes a skip with this reason (a pass stays a pass).
    unknown_state: Option<Skip>,
    /// The `gpu` backend's executor; `None` runs on the interpreter.
    gpu: Option<Rc<RefCell<GpuExec>>>,
    /// gpu backend: results of upcoming calls already run in a shared launch, by line.
    prefetched: HashMap<u32, Result<Vec<RtValue>, CallError>>,
    /// `spectest`'s memory (1 page, at most 2), made when a module first imports it; `None`
    /// while lent.
    spectest_memory: Option<LinearMemory>,
    /// `spectest`'s table (10 null entries, at most 20), made when a module first imports it.
    spectest_table: Option<SharedTable>,
    /// Every instance by id, for calls through a shared table of another's function.
    registry: Registry,
    /// Instances whose instantiation trapped, kept for the functions they left in shared
    /// tables (the registry holds them weakly).
    trapped: Vec<Rc<RefCell<Instance>>>,
    /// The bytes of each `module definition`, by name (`None`: the last unnamed one), for
    /// `module instance`.
    definitions: HashMap<Option<String>, Vec<u8>>,
}

/// A call waiting for a shared launch: its directive's line and its arguments.
type PendingCall = (u32, Vec<RtValue>);

/// Why an action produced no values.
enum ActionError {
    Skip(Skip),
    Fail(String),
    Run(InterpError),
}

impl ScriptRunner {
    pub fn new() -> Self {
        ScriptRunner::default()
    }

    /// A runner whose calls run on the GPU (`conform --backend gpu`).
    pub fn on_gpu(gpu: Rc<RefCell<GpuExec>>) -> Self {
        ScriptRunner {
            gpu: Some(gpu),
            ..ScriptRunner::default()
        }
    }

    /// Runs every directive; returns the verdicts of those that are judged (a module that
    /// instantiates is not an assertion and yields nothing).
    pub fn run(&mut self, directives: Vec<Directive>) -> Vec<AssertionResult> {
        let mut results = Vec::new();
        for i in 0..directives.len() {
            if self.gpu.is_some() {
                self.prefetch(&directives[i..]);
            }
            let d = directives[i].clone();
            let directive = d.kind.name();
            self.line = d.line;
            let outcome =
                std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| self.step(d.kind)))
                    .unwrap_or_else(|panic| {
                        let what = panic
                            .downcast_ref::<String>()
                            .cloned()
                            .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                            .unwrap_or_default();
                        Some(Outcome::Failed(format!(
                            "internal error (a panic): {}",
                            what.lines().next().unwrap_or("")
                        )))
                    });
            if let Some(outcome) = outcome {
                results.push(AssertionResult {
                    line: d.line,
                    directive,
                    outcome,
                });
            }
        }
        results
    }

    /// gpu backend: runs the longest run of upcoming assertions (from the first of `upcoming`)
    /// that invoke functions writing neither memory, globals nor tables, one launch per function with
    /// one thread per call; their order cannot matter. The results wait in `prefetched`.
    fn prefetch(&mut self, upcoming: &[Directive]) {
        let Some(gpu) = self.gpu.clone() else {
            return;
        };
        if upcoming
            .first()
            .is_none_or(|d| self.prefetched.contains_key(&d.line))
        {
            return;
        }
        let mut group: Vec<(u32, usize, u32, Vec<RtValue>)> = Vec::new();
        for d in upcoming {
            let (DirectiveKind::AssertReturn { action, .. }
            | DirectiveKind::AssertTrap { action, .. }) = &d.kind
            else {
                break;
            };
            let Action::Invoke { module, name, args } = action else {
                break;
            };
            let Ok(slot) = self.slot_index(module.as_deref()) else {
                break;
            };
            let Some(func) = self
                .instance(slot)
                .ok()
                .and_then(|i| i.borrow().export(name))
            else {
                break;
            };
            let (slot, func) = self.defining(slot, func);
            // A call that borrows another instance's memory or globals runs alone.
            let Some(Slot::Ready(live)) = self.slots.get(slot) else {
                break;
            };
            if !live.memory_links.is_empty() || !live.global_links.is_empty() {
                break;
            }
            let instance = live.instance.borrow();
            let access = instance.code.state_access(func);
            if access.writes_memory || access.writes_globals || access.writes_tables {
                break;
            }
            let values: Option<Vec<RtValue>> = args
                .iter()
                .map(|a| match a {
                    Arg::Value(v) => Some(*v),
                    Arg::Unsupported(_) => None,
                })
                .collect();
            let Some(values) = values else {
                break;
            };
            group.push((d.line, slot, func, values));
        }
        if group.len() < 2 {
            return;
        }
        let mut by_func: std::collections::BTreeMap<(usize, u32), Vec<PendingCall>> =
            Default::default();
        for (line, slot, func, values) in group {
            by_func
                .entry((slot, func))
                .or_default()
                .push((line, values));
        }
        for ((slot, func), calls) in by_func {
            let Ok(instance) = self.instance(slot) else {
                continue;
            };
            let tuples: Vec<Vec<RtValue>> = calls.iter().map(|c| c.1.clone()).collect();
            let batch = gpu
                .borrow_mut()
                .call_batch(&mut instance.borrow_mut(), func, &tuples);
            match batch {
                Ok(outcomes) => {
                    for ((line, _), outcome) in calls.iter().zip(outcomes) {
                        self.prefetched.insert(*line, outcome);
                    }
                }
                Err(e) => {
                    for (line, _) in &calls {
                        self.prefetched.insert(*line, Err(e.clone()));
                    }
                }
            }
        }
    }

    fn step(&mut self, kind: DirectiveKind) -> Option<Outcome> {
        self.unknown_state = None;
        let outcome = self.judge(kind)?;
        Some(match (outcome, self.unknown_state.take()) {
            (Outcome::Failed(_), Some(skip)) => Outcome::Skipped(skip),
            (outcome, _) => outcome,
        })
    }

    fn judge(&mut self, kind: DirectiveKind) -> Option<Outcome> {
        Some(match kind {
            DirectiveKind::Module { name, wasm } => return self.module(name, wasm),
            // Not an assertion: it names an instance for later imports (conform/linking.rs
            // says which of them link), like `module`, it yields no verdict of its own.
            DirectiveKind::Register { name, module } => {
                return match self.slot_index(module.as_deref()) {
                    Ok(index) => {
                        self.registered.insert(name, index);
                        None
                    }
                    Err(_) => Some(Outcome::Skipped(Skip::plain(
                        "module linking (`register`) of a module that was not defined",
                    ))),
                };
            }
            DirectiveKind::Action(action) => match self.action(&action) {
                Ok(_) => Outcome::Passed,
                Err(ActionError::Skip(s)) => Outcome::Skipped(s),
                Err(ActionError::Fail(f)) => Outcome::Failed(f),
                Err(ActionError::Run(e)) => Outcome::Failed(format!("did not complete: {e}")),
            },
            DirectiveKind::AssertReturn { action, expected } => {
                self.assert_return(&action, &expected)
            }
            DirectiveKind::AssertTrap { action, message } => match self.action(&action) {
                Ok(values) => Outcome::Failed(format!(
                    "returned {} instead of trapping with `{message}`",
                    values_text(&values)
                )),
                Err(ActionError::Skip(s)) => Outcome::Skipped(s),
                Err(ActionError::Fail(f)) => Outcome::Failed(f),
                Err(ActionError::Run(e)) => judge_trap(&e, &message),
            },
            DirectiveKind::AssertModuleTrap { wasm, message } => {
                let wasm = match wasm {
                    Ok(w) => w,
                    Err(e) => {
                        return Some(Outcome::Failed(format!("the module does not encode: {e}")))
                    }
                };
                if trap_kind_for_message(&message).is_none() {
                    // A trap the IR has no kind for (a gc descriptor's null check): the
                    // module's own reason when our validator rejects it, which names the
                    // proposal it needs; the message's otherwise.
                    return Some(match judge_valid(&wasm) {
                        Outcome::Skipped(module) => Outcome::Skipped(module),
                        _ => Outcome::Skipped(unknown_trap(&message)),
                    });
                }
                let imports_from = import_modules(&wasm);
                match self.instantiate(wasm).0 {
                    Ok(_) => Outcome::Failed(format!(
                        "instantiated without trapping (expected `{message}`)"
                    )),
                    Err(InstantiateError::Trap(kind)) => {
                        judge_trap(&InterpError::Trap(kind), &message)
                    }
                    Err(InstantiateError::Unsupported(r)) => {
                        // Before trapping, it may have written to what it imports.
                        let reason = format!(
                            "the result differs, but a module importing from this one (line {}) could not be instantiated and may have changed its state",
                            self.line
                        );
                        for from in &imports_from {
                            self.taint_registered(from, StateAccess::ALL, &reason);
                        }
                        Outcome::Skipped(Skip::module(r))
                    }
                    Err(InstantiateError::Invalid(r)) => {
                        Outcome::Failed(format!("our validator rejects the module: {r}"))
                    }
                }
            }
            DirectiveKind::AssertExhaustion { action, message } => match self.action(&action) {
                Ok(values) => Outcome::Failed(format!(
                    "returned {} instead of exhausting the call stack (`{message}`)",
                    values_text(&values)
                )),
                Err(ActionError::Skip(s)) => Outcome::Skipped(s),
                Err(ActionError::Fail(f)) => Outcome::Failed(f),
                Err(ActionError::Run(InterpError::CallStackExhausted { .. })) => Outcome::Passed,
                // The GPU: a recursion guard trapped (convert.rs `stack_guard_test`).
                Err(ActionError::Run(InterpError::Trap(TrapKind::CallStackExhausted))) => {
                    Outcome::Passed
                }
                Err(ActionError::Run(e)) => {
                    Outcome::Failed(format!("expected `{message}`, got: {e}"))
                }
            },
            DirectiveKind::AssertInvalid { wasm, message } => match wasm {
                // The WAT text itself does not encode: the module never reaches a validator.
                Err(e) => Outcome::Skipped(Skip::new(
                    "the WAT text of an invalid module does not encode",
                    e,
                )),
                Ok(bytes) => judge_rejected(&bytes, &message),
            },
            DirectiveKind::AssertMalformed { wasm, message } => match wasm {
                // Rejected by the text parser or encoder: malformed, as asserted.
                Err(_) => Outcome::Passed,
                Ok(bytes) => judge_rejected(&bytes, &message),
            },
            DirectiveKind::AssertUnlinkable { wasm, message } => {
                self.assert_unlinkable(wasm, &message)
            }
            DirectiveKind::ModuleDefinition { name, wasm } => match wasm {
                Err(e) => Outcome::Failed(format!("the module's WAT text does not encode: {e}")),
                Ok(bytes) => {
                    let verdict = judge_valid(&bytes);
                    self.definitions.insert(name, bytes);
                    verdict
                }
            },
            // Like `module`, an instantiation yields no verdict of its own unless it fails.
            DirectiveKind::ModuleInstance {
                instance,
                definition,
            } => {
                return match self.definitions.get(&definition).cloned() {
                    Some(bytes) => self.module(instance, Ok(bytes)),
                    None => Some(Outcome::Failed(format!(
                        "`module instance` of a module definition the script did not give ({})",
                        definition.as_deref().unwrap_or("the last unnamed one")
                    ))),
                };
            }
            DirectiveKind::Unsupported { what } => {
                Outcome::Skipped(Skip::plain(format!("{what} are not supported")))
            }
        })
    }

    /// The function a function import runs (conform/linking.rs): a `spectest` print
    /// function or a self-contained function of the registered instance it names, run in
    /// the importer; otherwise, on the interpreter, that instance's function run in that
    /// instance ([`Foreign`]), where the state the two share stays consistent: its memory is
    /// its own, or the importer's own memory 0 when both share one (and the module never
    /// grows it), and it touches no globals while either links mutable globals.
    fn link(
        &self,
        import: &crate::frontend::FuncImport,
        ty: &cranelift_wasm::wasmparser::FuncType,
        importer: Importer,
    ) -> Option<Linked> {
        if import.module == "spectest" {
            return super::linking::spectest_function(&import.name, ty).map(Linked::Function);
        }
        let (index, func) = self.exported_function(import, ty)?;
        let Some(Slot::Ready(live)) = self.slots.get(index) else {
            return None;
        };
        let instance = live.instance.borrow();
        let code = &instance.code;
        if let Some(f) = code.self_contained(func) {
            return Some(Linked::Function(f));
        }
        // Linked for the GPU backend too: kernels still refuse to call it (it has no body
        // here, and a table entry holding it is the host's), but an export of it is invoked
        // in its instance (`defining`) and a start function calls it in the interpreter.
        // The same rules a call through a shared table meets (`Code::runs_for`).
        let caller = Links {
            registry: None,
            memory: importer
                .memory_owner
                .and_then(|(o, index)| self.memory_id(o, index)),
            links_globals: importer.links_globals,
        };
        let shares_memory = code.runs_for(&caller, func).ok()?;
        Some(Linked::Foreign(Foreign {
            instance: live.instance.clone(),
            func,
            shares_memory,
        }))
    }

    /// `assert_unlinkable`: passes when some import names nothing that `spectest` or a
    /// registered instance exports, or something of another type (conform/linking.rs); fails
    /// when every import matches; skips where an import cannot be judged (its exporter has
    /// no instance here, a tag).
    fn assert_unlinkable(&self, wasm: ModuleBytes, message: &str) -> Outcome {
        use super::linking::{import_matches, imports_of};
        let bytes = match wasm {
            Ok(bytes) => bytes,
            Err(e) => return Outcome::Skipped(Skip::new("the WAT text does not encode", e)),
        };
        let Some(imports) = imports_of(&bytes) else {
            return match Instance::new(bytes) {
                Err(InstantiateError::Unsupported(r)) => Outcome::Skipped(Skip::module(r)),
                Err(InstantiateError::Invalid(r)) => {
                    Outcome::Failed(format!("our validator rejects the module: {r}"))
                }
                _ => Outcome::Failed("the module's imports do not decode".into()),
            };
        };
        let mut unjudged: Option<Skip> = None;
        for (module, name, want) in &imports {
            let have = match self.export_type(module, name) {
                Ok(Some((have, slot))) => self.as_it_is_now(have, slot, name),
                Ok(None) => return Outcome::Passed, // unknown import
                Err(why) => {
                    unjudged = Some(why);
                    continue;
                }
            };
            match import_matches(&have, want) {
                Some(false) => return Outcome::Passed, // incompatible import type
                Some(true) => {}
                None => {
                    unjudged = Some(Skip::plain(
                        "a tag import is not judged (exception-handling)",
                    ))
                }
            }
        }
        match unjudged {
            Some(skip) => Outcome::Skipped(skip),
            // Before wasm 2.0 a segment past the end of an imported table or memory failed
            // linking; it is an instantiation trap now (assert_trap in current scripts).
            None if message.contains("does not fit") => Outcome::Skipped(Skip::new(
                "the script predates wasm 2.0: a segment that does not fit is an instantiation trap",
                format!("every import links; `{message}` is an instantiation trap since wasm 2.0"),
            )),
            None => Outcome::Failed(format!(
                "every import links, but the script expects `{message}`"
            )),
        }
    }

    /// Instantiates `wasm` with what can be linked (functions, immutable globals, and the
    /// memories their owners lend for the instantiation). The memories go back to their
    /// owners at once, with what the module wrote into them, trap or not; the links are
    /// returned so that each call can borrow them again.
    fn instantiate(
        &mut self,
        wasm: Vec<u8>,
    ) -> (Result<Instance, InstantiateError>, Vec<MemoryLink>) {
        let mut links = Vec::new();
        let mut lent: Vec<Option<LinearMemory>> = Vec::new();
        let mut aliases: Vec<(u32, u32)> = Vec::new();
        for link in self.memory_links_for(&wasm) {
            if let Some(of) = link.alias_of {
                if links.iter().any(|l: &MemoryLink| l.index == of) {
                    aliases.push((link.index, of));
                    links.push(link);
                    continue;
                }
                break;
            }
            let Some(memory) = self.lend_memory(link.owner, link.owner_index) else {
                break;
            };
            let at = link.index as usize;
            if lent.len() <= at {
                lent.resize_with(at + 1, || None);
            }
            lent[at] = Some(memory);
            links.push(link);
        }
        let importer = Importer {
            memory_owner: links
                .iter()
                .find(|l| l.index == 0)
                .map(|l| (l.owner, l.owner_index)),
            links_globals: !self.global_links_for(&wasm).is_empty(),
        };
        let tables = self.tables_for(&wasm);
        let links_globals = importer.links_globals;
        let wanted = super::linking::imports_of(&wasm).unwrap_or_default();
        let result = Instance::new_linked(
            wasm,
            &|import, ty| self.link(import, ty, importer),
            &|module, name, ty| {
                let want = wanted.iter().find_map(|(m, n, want)| match want {
                    ExternType::Global(g, _) if m == module && n == name && g == ty => Some(want),
                    _ => None,
                })?;
                self.link_global(module, name, want)
            },
            &mut lent,
            &aliases,
            &tables,
        );
        match result {
            Ok(mut instance) => {
                for link in links.iter().filter(|l| l.alias_of.is_none()) {
                    if let Some(memory) = instance.take_memory_at(link.index) {
                        self.return_memory(link.owner, link.owner_index, memory);
                    }
                }
                (Ok(instance), links)
            }
            // new_linked hands every memory it took back on every error: the owners get
            // them as they are.
            Err(failed) => {
                for link in &links {
                    if let Some(memory) = lent.get_mut(link.index as usize).and_then(Option::take) {
                        self.return_memory(link.owner, link.owner_index, memory);
                    }
                }
                // A trap leaves the instance behind: what its element segments wrote into
                // shared tables still calls its functions, in it.
                if let Some(left) = failed.left {
                    let kept = self.register(*left, &links, links_globals);
                    self.trapped.push(kept);
                }
                (Err(failed.error), Vec::new())
            }
        }
    }

    /// The tables `wasm` imports, in order, as far as they link:
    /// `spectest`'s table, or one a registered instance exports with a matching type,
    /// shared with it. The first that does not link ends the list (the module is then
    /// refused, naming that import).
    fn tables_for(&mut self, wasm: &[u8]) -> Vec<SharedTable> {
        use super::linking::{import_matches, imports_of, ExternType};
        let mut out = Vec::new();
        for (module, name, want) in imports_of(wasm).unwrap_or_default() {
            let ExternType::Table(_) = want else {
                continue;
            };
            let Ok(Some((have, slot))) = self.export_type(&module, &name) else {
                break;
            };
            let table = match slot {
                None => {
                    let ExternType::Table(ty) = have else {
                        break;
                    };
                    self.spectest_table
                        .get_or_insert_with(|| {
                            std::rc::Rc::new(RefCell::new(super::tables::Table::new(&ty, None)))
                        })
                        .clone()
                }
                Some(index) => match self.slots.get(index) {
                    Some(Slot::Ready(live)) => {
                        let instance = live.instance.borrow();
                        let shared = instance
                            .code
                            .exported_table(&name)
                            .and_then(|t| instance.code.shared_table(t));
                        match shared {
                            Some(t) => t,
                            None => break,
                        }
                    }
                    _ => break,
                },
            };
            let have = self.as_it_is_now(have, slot, &name);
            if import_matches(&have, &want) != Some(true) {
                break;
            }
            out.push(table);
        }
        out
    }

    /// The memories `wasm` imports, in order, as far as they link: `spectest`'s memory, or
    /// one a registered instance exports with a matching type, each with the instance that
    /// defines it (through re-exports of imports). The owner lends it to the importer for
    /// each call (a GPU launch gets the memories of the instance it runs in). The first that
    /// does not link ends the list (the module is then refused, naming that import). A memory
    /// imported a second time is an alias of the first import (lent once).
    fn memory_links_for(&self, wasm: &[u8]) -> Vec<MemoryLink> {
        use super::linking::{import_matches, imports_of, ExternType};
        let mut out: Vec<MemoryLink> = Vec::new();
        for (module, name, want) in imports_of(wasm).unwrap_or_default() {
            if !matches!(want, ExternType::Memory(_)) {
                continue;
            }
            let Ok(Some((have, slot))) = self.export_type(&module, &name) else {
                break;
            };
            let Some((owner, owner_index)) = self.memory_defined(slot, &name) else {
                break;
            };
            let have = self.as_it_is_now(have, slot, &name);
            if import_matches(&have, &want) != Some(true) {
                break;
            }
            let alias_of = out
                .iter()
                .find(|l| l.owner == owner && l.owner_index == owner_index && l.alias_of.is_none())
                .map(|l| l.index);
            out.push(MemoryLink {
                index: out.len() as u32,
                owner,
                owner_index,
                alias_of,
            });
        }
        out
    }

    /// Where the memory exported as `name` by `slot` (`None`: `spectest`) is defined: its
    /// owner and its index there.
    fn memory_defined(&self, slot: Option<usize>, name: &str) -> Option<(MemoryOwner, u32)> {
        let Some(index) = slot else {
            return Some((MemoryOwner::Spectest, 0));
        };
        let Some(Slot::Ready(live)) = self.slots.get(index) else {
            return None;
        };
        let at = live.instance.borrow().code.exported_memory(name)?;
        // The exporter may itself import it: link to where it is defined.
        Some(
            live.memory_links
                .iter()
                .find(|l| l.index == at)
                .map_or((MemoryOwner::Slot(index), at), |l| (l.owner, l.owner_index)),
        )
    }

    /// The type of an exported memory or table (`name` of `slot`, `None` for `spectest`)
    /// with its size as it is now, after any growth: what an import must match.
    fn as_it_is_now(
        &self,
        have: super::linking::ExternType,
        slot: Option<usize>,
        name: &str,
    ) -> super::linking::ExternType {
        use super::linking::ExternType;
        match (have, slot) {
            (ExternType::Memory(mut ty), slot) => {
                let pages = self
                    .memory_defined(slot, name)
                    .and_then(|(owner, index)| self.memory_pages(owner, index));
                if let Some(pages) = pages {
                    ty.initial = ty.initial.max(pages);
                }
                ExternType::Memory(ty)
            }
            (ExternType::Table(mut ty), slot) => {
                let table = match slot {
                    None => self.spectest_table.clone(),
                    Some(i) => match self.slots.get(i) {
                        Some(Slot::Ready(live)) => {
                            let instance = live.instance.borrow();
                            instance
                                .code
                                .exported_table(name)
                                .and_then(|t| instance.code.shared_table(t))
                        }
                        _ => None,
                    },
                };
                if let Some(t) = table {
                    ty.initial = ty.initial.max(t.borrow().len() as u64);
                }
                ExternType::Table(ty)
            }
            (other, _) => other,
        }
    }

    /// The current size in pages of memory `index` of `owner` (it is not lent between
    /// directives).
    fn memory_pages(&self, owner: MemoryOwner, index: u32) -> Option<u64> {
        match owner {
            MemoryOwner::Spectest => {
                Some(self.spectest_memory.as_ref().map_or(65536, |m| m.size) as u64 / 65536)
            }
            MemoryOwner::Slot(i) => match self.slots.get(i) {
                Some(Slot::Ready(live)) => live.instance.borrow().memory_pages_at(index),
                _ => None,
            },
        }
    }

    /// The type of what `module` exports as `name`, with the slot of the instance that
    /// exports it (`None` for `spectest`). `Ok(None)`: nothing is exported so (no such module
    /// or name, an unknown import); `Err`: it cannot be told (the module has no instance
    /// here, or its exports do not decode).
    fn export_type(
        &self,
        module: &str,
        name: &str,
    ) -> Result<Option<(super::linking::ExternType, Option<usize>)>, Skip> {
        if module == "spectest" {
            return Ok(super::linking::spectest_export(name).map(|ty| (ty, None)));
        }
        let Some(&index) = self.registered.get(module) else {
            return Ok(None);
        };
        match self.slots.get(index) {
            Some(Slot::Ready(live)) => match live.instance.borrow().code.exports() {
                Some(exports) => Ok(exports.get(name).map(|ty| (ty.clone(), Some(index)))),
                None => Err(Skip::plain(format!(
                    "the exports of `{module}` do not decode"
                ))),
            },
            // Skipped for the reason its module was (a proposal it needs, say).
            Some(Slot::Missing(why)) => Err(Skip::new(
                why.category.clone(),
                format!(
                    "linking: `{module}`, which it imports from, has no instance here: {}",
                    why.detail
                ),
            )),
            None => Err(Skip::new(
                "linking",
                format!("linking: `{module}`, which it imports from, has no instance here"),
            )),
        }
    }

    /// Takes memory `index` of `owner`, to lend it.
    fn lend_memory(&mut self, owner: MemoryOwner, index: u32) -> Option<LinearMemory> {
        match owner {
            MemoryOwner::Spectest => Some(
                self.spectest_memory
                    .take()
                    .unwrap_or_else(|| LinearMemory::new(1, Some(2))),
            ),
            MemoryOwner::Slot(slot) => match self.slots.get_mut(slot) {
                Some(Slot::Ready(live)) => live.instance.borrow_mut().take_memory_at(index),
                _ => None,
            },
        }
    }

    /// Gives a lent memory back to `owner`, as its memory `index`.
    fn return_memory(&mut self, owner: MemoryOwner, index: u32, memory: LinearMemory) {
        match owner {
            MemoryOwner::Spectest => self.spectest_memory = Some(memory),
            MemoryOwner::Slot(slot) => {
                if let Some(Slot::Ready(live)) = self.slots.get_mut(slot) {
                    live.instance.borrow_mut().put_memory_at(index, memory);
                }
            }
        }
    }

    /// The bits of a global import of type `want` (`ExternType::Global`) at instantiation:
    /// `spectest`'s, or the current value of a global a registered instance exports with a
    /// type that matches (an immutable one's may be a subtype). A mutable one is shared
    /// besides, through `global_links`: copied in before every call and back after it.
    fn link_global(&self, module: &str, name: &str, want: &ExternType) -> Option<u128> {
        let ExternType::Global(ty, _) = want else {
            return None;
        };
        if module == "spectest" {
            return super::linking::spectest_global(name, ty);
        }
        let (exported, index) = self.export_type(module, name).ok()??;
        if super::linking::import_matches(&exported, want) != Some(true) {
            return None;
        }
        let Some(Slot::Ready(live)) = self.slots.get(index?) else {
            return None;
        };
        let instance = live.instance.borrow();
        let bits = instance.global(name).ok()?.bits();
        if !holds_functions(ty) {
            return Some(bits);
        }
        // A function reference's handle names a function of the exporter: the importer
        // holds it as a handle of another instance's function (conform/tables.rs
        // `foreign_handle`), which tables hold as the exporter's entry.
        super::tables::handle_between(bits as u64, instance.code.id, None).map(u128::from)
    }

    /// The mutable globals `wasm` imports from registered instances, each resolved to the
    /// instance that defines it (through re-exports of imports).
    fn global_links_for(&self, wasm: &[u8]) -> Vec<GlobalLink> {
        use super::linking::{imports_of, ExternType};
        let mut out = Vec::new();
        let mut index = 0u32;
        for (module, name, ty) in imports_of(wasm).unwrap_or_default() {
            let ExternType::Global(g, _) = ty else {
                continue;
            };
            let this = index;
            index += 1;
            if !g.mutable {
                continue;
            }
            let Ok(Some((_, Some(slot)))) = self.export_type(&module, &name) else {
                continue;
            };
            let Some(Slot::Ready(live)) = self.slots.get(slot) else {
                continue;
            };
            let Some(at) = live.instance.borrow().global_index(&name) else {
                continue;
            };
            // The exporter may itself import it: link to where it is defined.
            let link = live
                .global_links
                .iter()
                .find(|l| l.index == at)
                .map(|l| (l.owner, l.owner_index))
                .unwrap_or((slot, at));
            out.push(GlobalLink {
                index: this,
                owner: link.0,
                owner_index: link.1,
                functions: holds_functions(&g),
            });
        }
        out
    }

    /// Copies the shared globals of instance `slot` in from their owners (`pull`) or out to
    /// them.
    fn sync_globals(&mut self, slot: usize, pull: bool) {
        let links = match self.slots.get(slot) {
            Some(Slot::Ready(live)) => live.global_links.clone(),
            _ => return,
        };
        for l in links {
            let (from, from_index, to, to_index) = if pull {
                (l.owner, l.owner_index, slot, l.index)
            } else {
                (slot, l.index, l.owner, l.owner_index)
            };
            let (value, from_id) = match self.slots.get(from) {
                Some(Slot::Ready(live)) => {
                    let instance = live.instance.borrow();
                    (instance.globals.get(from_index), instance.code.id)
                }
                _ => (None, 0),
            };
            if let (Some(v), Some(Slot::Ready(live))) = (value, self.slots.get_mut(to)) {
                let mut instance = live.instance.borrow_mut();
                let v = match v {
                    RtValue::I64(handle) if l.functions => {
                        let to_id = Some(instance.code.id);
                        match super::tables::handle_between(handle, from_id, to_id) {
                            Some(h) => RtValue::I64(h),
                            None => continue,
                        }
                    }
                    v => v,
                };
                instance.globals.set(to_index, v);
            }
        }
    }

    /// Instantiates a module and makes it current. Yields a verdict only when the module
    /// cannot be instantiated.
    fn module(&mut self, name: Option<String>, wasm: ModuleBytes) -> Option<Outcome> {
        let imports_from = wasm
            .as_ref()
            .map(|bytes| import_modules(bytes))
            .unwrap_or_default();
        let global_links = wasm
            .as_ref()
            .map(|bytes| self.global_links_for(bytes))
            .unwrap_or_default();
        // An import from a registered module that has no instance here cannot link: the
        // skip names why that module has none (a proposal it needs, say).
        let exporter_missing = imports_from.iter().find_map(|from| {
            match self.registered.get(from).and_then(|i| self.slots.get(*i)) {
                Some(Slot::Missing(why)) => Some(Skip::new(
                    why.category.clone(),
                    format!(
                        "linking: `{from}`, which it imports from, has no instance here: {}",
                        why.detail
                    ),
                )),
                _ => None,
            }
        });
        let wasm = match exporter_missing {
            Some(skip) => Err(skip),
            None => wasm.map_err(|e| {
                Skip::new(
                    "the WAT text does not encode",
                    format!("the WAT text does not encode: {e}"),
                )
            }),
        };
        let (slot, outcome) = match wasm {
            Err(skip) => (Slot::Missing(skip.clone()), Some(Outcome::Skipped(skip))),
            Ok(bytes) => match self.instantiate(bytes) {
                (Ok(instance), memory_links) => (
                    Slot::Ready(Live {
                        instance: self.register(instance, &memory_links, !global_links.is_empty()),
                        memory_unknown: None,
                        globals_unknown: None,
                        tables_unknown: None,
                        imports_from: imports_from.clone(),
                        memory_links,
                        global_links,
                    }),
                    None,
                ),
                (Err(InstantiateError::Unsupported(r)), _) => {
                    let skip = Skip::module(r);
                    (Slot::Missing(skip.clone()), Some(Outcome::Skipped(skip)))
                }
                (Err(InstantiateError::Invalid(r)), _) => (
                    Slot::Missing(Skip::new(
                        "its module failed validation",
                        format!("its module failed validation: {r}"),
                    )),
                    Some(Outcome::Failed(format!(
                        "our validator rejects a valid module: {r}"
                    ))),
                ),
                (Err(InstantiateError::Trap(kind)), _) => (
                    Slot::Missing(Skip::new(
                        "its module trapped at instantiation",
                        format!(
                            "its module trapped at instantiation: {}",
                            kind.spec_message()
                        ),
                    )),
                    Some(Outcome::Failed(format!(
                        "instantiation trapped: {}",
                        kind.spec_message()
                    ))),
                ),
            },
        };
        if matches!(slot, Slot::Missing(_)) {
            // A module linked to registered instances could have changed them (data
            // segments, a start function) had it been instantiated.
            let reason = format!(
                "the result differs, but a module importing from this one (line {}) could not be instantiated and may have changed its state",
                self.line
            );
            for from in &imports_from {
                self.taint_registered(from, StateAccess::ALL, &reason);
            }
        }
        self.slots.push(slot);
        let index = self.slots.len() - 1;
        // What its start function wrote to a shared global.
        self.sync_globals(index, false);
        if let Some(name) = name {
            self.named.insert(name, index);
        }
        self.current = Some(index);
        outcome
    }

    fn taint_registered(&mut self, name: &str, access: StateAccess, reason: &str) {
        if let Some(&index) = self.registered.get(name) {
            self.taint(index, access, reason);
        }
    }

    /// Marks the parts of instance `index`'s state that `access` writes as unknown (the
    /// first reason stays).
    fn taint(&mut self, index: usize, access: StateAccess, reason: &str) {
        let Some(Slot::Ready(live)) = self.slots.get_mut(index) else {
            return;
        };
        let skip = || {
            Skip::new(
                "differs after reading state that a call or module which could not run may have changed",
                reason,
            )
        };
        if access.writes_memory && live.memory_unknown.is_none() {
            live.memory_unknown = Some(skip());
        }
        if access.writes_globals && live.globals_unknown.is_none() {
            live.globals_unknown = Some(skip());
        }
        if access.writes_tables && live.tables_unknown.is_none() {
            live.tables_unknown = Some(skip());
        }
    }

    /// Function `func` of instance `index` could not run: what it could have written is
    /// unknown from now on, in this instance and in the registered ones it imports from.
    fn taint_after_skipped_call(&mut self, index: usize, func: u32, name: &str) {
        let Some(Slot::Ready(live)) = self.slots.get(index) else {
            return;
        };
        let access = live.instance.borrow().code.state_access(func);
        let reason = format!(
            "the result differs, but `{name}` (line {}) could not run and may have written what this reads",
            self.line
        );
        let from = live.imports_from.clone();
        self.taint(index, access, &reason);
        if access != StateAccess::default() {
            for f in &from {
                self.taint_registered(f, StateAccess::ALL, &reason);
            }
        }
    }

    /// An invocation that is skipped before it runs (an argument or result the runner cannot
    /// hold) may have written state: taint what its function may write.
    fn taint_unrun(&mut self, action: &Action) {
        let Action::Invoke { module, name, .. } = action else {
            return;
        };
        let Ok(slot) = self.slot_index(module.as_deref()) else {
            return;
        };
        let func = match self.slots.get(slot) {
            Some(Slot::Ready(live)) => live.instance.borrow().export(name),
            _ => None,
        };
        if let Some(func) = func {
            self.taint_after_skipped_call(slot, func, name);
        }
    }

    /// Notes (in `unknown_state`) when `access` on instance `index` reads unknown state.
    /// Code that may call imports (`access` is then everything) may run functions of the
    /// registered instances it imports from (foreign calls), so their unknown state counts
    /// too, and theirs in turn.
    fn note_unknown(&mut self, index: usize, access: StateAccess) {
        let mut todo = vec![index];
        let mut seen = std::collections::HashSet::new();
        while let Some(i) = todo.pop() {
            if !seen.insert(i) {
                continue;
            }
            let Some(Slot::Ready(live)) = self.slots.get(i) else {
                continue;
            };
            let unknown = [
                (access.reads_memory, &live.memory_unknown),
                (access.reads_globals, &live.globals_unknown),
                (access.reads_tables, &live.tables_unknown),
            ];
            if let Some(why) = unknown
                .into_iter()
                .find_map(|(reads, why)| why.as_ref().filter(|_| reads))
            {
                self.unknown_state = Some(why.clone());
                return;
            }
            if access == StateAccess::ALL {
                todo.extend(
                    live.imports_from
                        .iter()
                        .filter_map(|m| self.registered.get(m).copied()),
                );
            }
        }
        self.unknown_state = None;
    }

    /// The instance the script named `name` (tests look into linked instances).
    #[cfg(test)]
    pub(crate) fn instance_named(&self, name: &str) -> Option<Rc<RefCell<Instance>>> {
        let slot = self.slot_index(Some(name)).ok()?;
        self.instance(slot).ok()
    }

    fn slot_index(&self, module: Option<&str>) -> Result<usize, ActionError> {
        match module {
            Some(name) => {
                self.named.get(name).copied().ok_or_else(|| {
                    ActionError::Fail(format!("no module named `{name}` was defined"))
                })
            }
            None => self
                .current
                .ok_or_else(|| ActionError::Fail("no module was defined".into())),
        }
    }

    /// The id of memory `index` of `owner` (`Links::memory`): memory 0 of an instance is
    /// the memory its own id names (or the one it imports), another of its memories that id
    /// with the index in the high bits.
    fn memory_id(&self, owner: MemoryOwner, index: u32) -> Option<u64> {
        match owner {
            MemoryOwner::Spectest => Some(SPECTEST_MEMORY),
            MemoryOwner::Slot(i) => match self.slots.get(i) {
                Some(Slot::Ready(live)) if index == 0 => live.instance.borrow().code.links_memory(),
                Some(Slot::Ready(live)) => {
                    Some(live.instance.borrow().code.id | (u64::from(index) << 48))
                }
                _ => None,
            },
        }
    }

    /// Shares `instance`, enters it in the registry and tells it what it needs of its
    /// linking (conform/instance.rs `Links`).
    fn register(
        &self,
        instance: Instance,
        memory_links: &[MemoryLink],
        links_globals: bool,
    ) -> Rc<RefCell<Instance>> {
        let memory = match memory_links.iter().find(|l| l.index == 0) {
            Some(l) => self.memory_id(l.owner, l.owner_index),
            None => instance
                .code
                .info
                .memory_min_pages
                .map(|_| instance.code.id),
        };
        instance.code.set_links(Links {
            registry: Some(self.registry.clone()),
            memory,
            links_globals,
        });
        let id = instance.code.id;
        let shared = Rc::new(RefCell::new(instance));
        self.registry
            .borrow_mut()
            .insert(id, Rc::downgrade(&shared));
        shared
    }

    /// Where function `func` of slot `slot` is defined: an export that is an import linked
    /// to another instance's function is that function, and a call of it runs in that
    /// instance, with its memory, tables and globals, as wasm runs it (the GPU backend can
    /// then launch it; an import has no body to lower). So is an export of an import the
    /// linker left unlinked (a function that shares state the importer's own calls could not
    /// keep consistent): invoked from outside, it runs in its own instance all the same.
    /// Follows chains of re-exports.
    fn defining(&self, mut slot: usize, mut func: u32) -> (usize, u32) {
        for _ in 0..self.slots.len() {
            let Some(Slot::Ready(live)) = self.slots.get(slot) else {
                break;
            };
            let next = {
                let instance = live.instance.borrow();
                match instance.code.foreign_target(func) {
                    Some((target, target_func)) => self
                        .slots
                        .iter()
                        .position(
                            |s| matches!(s, Slot::Ready(l) if Rc::ptr_eq(&l.instance, &target)),
                        )
                        .map(|target_slot| (target_slot, target_func)),
                    None => instance.code.unlinked_import(func).and_then(|import| {
                        let ty = instance.code.info.types.get(import.type_index as usize)?;
                        self.exported_function(import, ty)
                    }),
                }
            };
            let Some(next) = next else {
                break;
            };
            (slot, func) = next;
        }
        (slot, func)
    }

    /// The registered instance's function an import names (its slot and index), if its type
    /// is the import's `ty`.
    fn exported_function(
        &self,
        import: &crate::frontend::FuncImport,
        ty: &cranelift_wasm::wasmparser::FuncType,
    ) -> Option<(usize, u32)> {
        let &slot = self.registered.get(&import.module)?;
        let Some(Slot::Ready(live)) = self.slots.get(slot) else {
            return None;
        };
        let exporter = live.instance.borrow();
        let func = exporter.export(&import.name)?;
        (exporter.code.info.func_type(func)? == ty).then_some((slot, func))
    }

    /// The instance in slot `index` (shared: borrow it for as long as it is used).
    fn instance(&self, index: usize) -> Result<Rc<RefCell<Instance>>, ActionError> {
        match self.slots.get(index) {
            Some(Slot::Ready(live)) => Ok(live.instance.clone()),
            Some(Slot::Missing(skip)) => Err(ActionError::Skip(skip.clone())),
            None => Err(ActionError::Fail("no such module".into())),
        }
    }

    fn action(&mut self, action: &Action) -> Result<Vec<RtValue>, ActionError> {
        match action {
            Action::Invoke { module, name, args } => {
                let mut values = Vec::with_capacity(args.len());
                for a in args {
                    match a {
                        Arg::Value(v) => values.push(*v),
                        Arg::Unsupported(what) => {
                            self.taint_unrun(action);
                            return Err(ActionError::Skip(Skip::plain(format!(
                                "{what} are not supported"
                            ))));
                        }
                    }
                }
                let slot = self.slot_index(module.as_deref())?;
                let func =
                    self.instance(slot)?.borrow().export(name).ok_or_else(|| {
                        ActionError::Fail(format!("no exported function `{name}`"))
                    })?;
                let (slot, func) = self.defining(slot, func);
                let shared = self.instance(slot)?;
                let access = shared.borrow().code.state_access(func);
                self.note_unknown(slot, access);
                let gpu = self.gpu.clone();
                let prefetched = self.prefetched.remove(&self.line);
                // Imported memories are lent by their owners for the call.
                let links = match self.slots.get(slot) {
                    Some(Slot::Ready(live)) => live.memory_links.clone(),
                    _ => Vec::new(),
                };
                let lent: Vec<(MemoryLink, LinearMemory)> = links
                    .iter()
                    .filter(|l| l.alias_of.is_none())
                    .filter_map(|l| Some((*l, self.lend_memory(l.owner, l.owner_index)?)))
                    .collect();
                self.sync_globals(slot, true);
                let mut instance = shared.borrow_mut();
                let links: Vec<MemoryLink> = lent.iter().map(|(l, _)| *l).collect();
                for (link, memory) in lent {
                    instance.put_memory_at(link.index, memory);
                }
                let result = match (prefetched, gpu) {
                    (Some(result), _) => result,
                    (None, Some(gpu)) => gpu.borrow_mut().call(&mut instance, func, &values),
                    (None, None) => instance.call(func, &values),
                };
                let back: Vec<(MemoryLink, Option<LinearMemory>)> = links
                    .iter()
                    .map(|l| (*l, instance.take_memory_at(l.index)))
                    .collect();
                drop(instance);
                for (link, memory) in back {
                    if let Some(memory) = memory {
                        self.return_memory(link.owner, link.owner_index, memory);
                    }
                }
                self.sync_globals(slot, false);
                match result {
                    Ok(values) => Ok(values),
                    Err(CallError::Lower(e)) => {
                        self.taint_after_skipped_call(slot, func, name);
                        Err(ActionError::Skip(Skip::from_compile_error(&e)))
                    }
                    // A call into another instance whose state could not stay consistent
                    // there (conform/instance.rs `run_in`): not run, so a skip.
                    Err(CallError::Run(e @ InterpError::Unsupported { .. }))
                        if FOREIGN_MARKS.iter().any(|m| e.to_string().contains(m)) =>
                    {
                        self.taint_after_skipped_call(slot, func, name);
                        Err(ActionError::Skip(Skip::new(
                            "a call into another instance cannot run here (linking is not supported)",
                            e.to_string(),
                        )))
                    }
                    Err(CallError::Run(e)) => Err(ActionError::Run(e)),
                    Err(CallError::Device(e)) => Err(ActionError::Fail(e)),
                }
            }
            Action::Get { module, global } => {
                let slot = self.slot_index(module.as_deref())?;
                let reads = StateAccess {
                    reads_globals: true,
                    ..StateAccess::default()
                };
                self.note_unknown(slot, reads);
                self.sync_globals(slot, true);
                let instance = self.instance(slot)?;
                let value = instance.borrow().global(global);
                value.map(|v| vec![v]).map_err(ActionError::Fail)
            }
        }
    }

    fn assert_return(&mut self, action: &Action, expected: &[Expected]) -> Outcome {
        if let Some(reason) = expected.iter().find_map(unsupported_expectation) {
            self.taint_unrun(action);
            return Outcome::Skipped(Skip::plain(format!("{reason} are not supported")));
        }
        match self.action(action) {
            Ok(values) => {
                let all = values.len() == expected.len()
                    && values.iter().zip(expected).all(|(v, e)| matches(e, *v));
                if all {
                    Outcome::Passed
                } else {
                    Outcome::Failed(format!(
                        "got {}, expected {}",
                        values_text(&values),
                        expected_text(expected)
                    ))
                }
            }
            Err(ActionError::Skip(s)) => Outcome::Skipped(s),
            Err(ActionError::Fail(f)) => Outcome::Failed(f),
            Err(ActionError::Run(e)) => {
                Outcome::Failed(format!("expected {}, got: {e}", expected_text(expected)))
            }
        }
    }
}

fn unsupported_expectation(e: &Expected) -> Option<&str> {
    match e {
        Expected::Unsupported(what) => Some(what),
        Expected::Either(alts) | Expected::V128Lanes(alts) => {
            alts.iter().find_map(unsupported_expectation)
        }
        _ => None,
    }
}

/// The trap kind a spec-suite trap message stands for.
pub fn trap_kind_for_message(message: &str) -> Option<TrapKind> {
    trap_kinds_for_message(message).first().copied()
}

/// Every trap kind a spec-suite trap message accepts. The reference interpreter passes an
/// `assert_trap` when the expected text is a prefix of its own message, so older scripts
/// write `out of bounds` (memory or table), `undefined` or `indirect call`; current ones
/// write the whole message, sometimes with a detail after it (`uninitialized element 2`).
pub fn trap_kinds_for_message(message: &str) -> Vec<TrapKind> {
    TrapKind::ALL
        .into_iter()
        .filter(|k| {
            let full = k.spec_message();
            message.starts_with(full) || (!message.is_empty() && full.starts_with(message))
        })
        .collect()
}

fn unknown_trap(message: &str) -> Skip {
    Skip::new(
        "the trap message names no trap kind of the IR",
        format!("the trap message `{message}` names no trap kind of the IR"),
    )
}

fn judge_trap(e: &InterpError, message: &str) -> Outcome {
    let accepted = trap_kinds_for_message(message);
    if accepted.is_empty() {
        return Outcome::Skipped(unknown_trap(message));
    }
    match e {
        InterpError::Trap(got) if accepted.contains(got) => Outcome::Passed,
        InterpError::Trap(got) => Outcome::Failed(format!(
            "trapped with `{}`, expected `{message}`",
            got.spec_message()
        )),
        other => Outcome::Failed(format!("expected the trap `{message}`, got: {other}")),
    }
}

/// A `(module definition ...)`: it must validate (it is never instantiated: its memory may
/// be 4 GiB). Rejected for a proposal the pipeline lacks, a skip that names it.
fn judge_valid(bytes: &[u8]) -> Outcome {
    use crate::frontend::module_info::accepted_features;
    match ModuleInfo::parse_with_features(bytes, accepted_features()) {
        Ok(_) => Outcome::Passed,
        Err(e) => match super::instance::rejected_by_our_validator(bytes, e.to_string()) {
            InstantiateError::Unsupported(r) => Outcome::Skipped(Skip::module(r)),
            other => Outcome::Failed(format!("our validator rejects the module: {other}")),
        },
    }
}

/// `assert_invalid` / `assert_malformed` on encoded bytes (already through
/// `pipeline::core_wasm`, `wast.rs`): the pipeline's validator must reject them.
fn judge_rejected(bytes: &[u8], message: &str) -> Outcome {
    use super::proposals::{newest_verdict, Verdict, NEWEST_VALIDATOR};
    match ModuleInfo::parse(bytes) {
        Err(_) => Outcome::Passed,
        // Scripts of proposal repositories can predate a later change to the spec (the
        // threads repository forbids two tables, which reference types allowed since): when
        // the newest validator accepts the module too, the assertion is out of date.
        Ok(_) => match newest_verdict(bytes) {
            // Valid only with a proposal wasm 3.0 adopted (two memories, say): a wasm 2.0
            // script asserts it invalid, as our validator without those proposals finds.
            Verdict::Valid { needs }
                if !needs.is_empty()
                    && ModuleInfo::parse_with_features(
                        bytes,
                        crate::frontend::module_info::wasm2_features(),
                    )
                    .is_err() =>
            {
                Outcome::Passed
            }
            Verdict::Valid { .. } => Outcome::Skipped(Skip::new(
                format!("the script predates a spec change: {NEWEST_VALIDATOR} accepts the module too"),
                format!(
                    "the script expects `{message}`, but {NEWEST_VALIDATOR} with every proposal accepts the module, as ours does"
                ),
            )),
            Verdict::Invalid(_) => Outcome::Failed(format!(
                "our validator accepts a module the spec rejects (`{message}`)"
            )),
        },
    }
}

/// Whether `actual` satisfies `expected` (NaN classes as the spec defines them).
pub fn matches(expected: &Expected, actual: RtValue) -> bool {
    match (expected, actual) {
        (Expected::Exact(want), got) => *want == got,
        (Expected::CanonicalNan(FloatTy::F32), RtValue::F32(b)) => b & 0x7fff_ffff == 0x7fc0_0000,
        (Expected::CanonicalNan(FloatTy::F64), RtValue::F64(b)) => {
            b & 0x7fff_ffff_ffff_ffff == 0x7ff8_0000_0000_0000
        }
        (Expected::ArithmeticNan(FloatTy::F32), RtValue::F32(b)) => b & 0x7fc0_0000 == 0x7fc0_0000,
        (Expected::ArithmeticNan(FloatTy::F64), RtValue::F64(b)) => {
            b & 0x7ff8_0000_0000_0000 == 0x7ff8_0000_0000_0000
        }
        (Expected::V128Lanes(lanes), RtValue::V128(bits)) => {
            let n = lanes.len().max(1);
            let width = 128 / n as u32;
            lanes.iter().enumerate().all(|(i, lane)| {
                let raw = (bits >> (width * i as u32)) & ((1u128 << width) - 1);
                let v = if width == 32 {
                    RtValue::F32(raw as u32)
                } else {
                    RtValue::F64(raw as u64)
                };
                matches(lane, v)
            })
        }
        (Expected::Either(alts), got) => alts.iter().any(|e| matches(e, got)),
        (Expected::NonNullRef, RtValue::I64(handle)) => handle != lowered_ir::reference::NULL,
        _ => false,
    }
}

fn values_text(values: &[RtValue]) -> String {
    let items: Vec<String> = values.iter().map(|v| v.to_string()).collect();
    format!("({})", items.join(", "))
}

fn expected_text(expected: &[Expected]) -> String {
    fn one(e: &Expected) -> String {
        match e {
            Expected::Exact(v) => v.to_string(),
            Expected::CanonicalNan(t) => format!("{}:nan:canonical", float_name(*t)),
            Expected::ArithmeticNan(t) => format!("{}:nan:arithmetic", float_name(*t)),
            Expected::V128Lanes(l) => {
                format!("v128[{}]", l.iter().map(one).collect::<Vec<_>>().join(" "))
            }
            Expected::Either(a) => {
                format!(
                    "either({})",
                    a.iter().map(one).collect::<Vec<_>>().join(" | ")
                )
            }
            Expected::NonNullRef => "ref.non_null".into(),
            Expected::Unsupported(what) => what.clone(),
        }
    }
    format!(
        "({})",
        expected.iter().map(one).collect::<Vec<_>>().join(", ")
    )
}

fn float_name(t: FloatTy) -> &'static str {
    match t {
        FloatTy::F32 => "f32",
        FloatTy::F64 => "f64",
    }
}
