//! Module rewriting: finds the `loop ... end` regions of a module's functions that can stand
//! as functions of their own, and writes modules in which chosen regions are replaced by a
//! call.
//!
//! A region is *extractable* when control enters it only at its `loop` and leaves it only by
//! falling off its `end`: its block type is empty, no branch inside targets a label outside
//! it, and it holds no `return`, tail call or exception-handling instruction; or when it
//! leaves only by branches to one block outside it and never reaches its `end`
//! ([`Redirect`]: its function wraps the loop in a block, its call site branches on). Such a region
//! reads and writes the function's locals and nothing else of the frame, so it becomes a
//! function `(param <every local it uses>) (result <every local it writes that is live after
//! it>)` whose body is
//! the region with the locals renumbered, and its place becomes
//! `local.get <used>...; call $nest; local.set <written>...` (in reverse order).
//!
//! Two modules are written from the same regions:
//! - a *candidate* module: the original with one appended function per extractable region
//!   (no other change, so every index stays), for the analysis to judge each region alone;
//! - the *rewritten* module: each chosen region replaced by a call of an import
//!   `tensor_wasm:auto nest_<k>` (the runtime decides there: GPU or native), and the region
//!   itself appended as a function exported as `__tensor_wasm_nest_<k>` (the native
//!   fallback and the first-call reference). Defined functions shift by the number of new
//!   imports; `call`, exports, elements, start and names are renumbered. Each call site is
//!   gated by an appended mutable global exported as `__tensor_wasm_skip_<k>`: while it is
//!   positive the site counts it down and runs the region itself, kept in place, without
//!   entering the host ([`SKIP_EXPORT`]).
//!
//! This module reads and writes wasm; it must not decide which regions offload (that is
//! `nests.rs`, through the compiler's analysis).

use crate::liveness::Liveness;
use crate::origins::{BodyOrigins, Origins};
use std::collections::{BTreeMap, BTreeSet, HashMap};
use wasm_encoder::reencode::{self, Reencode};
use wasm_encoder::Instruction;
use wasmparser::{BlockType, Operator, Parser, Payload, ValType};

/// The import module of the nest entry points.
pub const IMPORT_MODULE: &str = "tensor_wasm:auto";

/// Why a module cannot be rewritten.
#[derive(Debug, thiserror::Error)]
pub enum RewriteError {
    #[error("cannot read the module: {0}")]
    Parse(#[from] wasmparser::BinaryReaderError),
    #[error("cannot write the rewritten module: {0}")]
    Encode(String),
}

impl From<reencode::Error> for RewriteError {
    fn from(e: reencode::Error) -> Self {
        RewriteError::Encode(e.to_string())
    }
}

/// One `loop ... end` of a function body.
#[derive(Clone, Debug, PartialEq)]
pub struct Region {
    /// The function's index in the module's function index space.
    pub func: u32,
    /// Byte offsets in the module: where the region starts (the constant sets right before
    /// its loop, [`constant_prologue`], or the `loop` opcode), and just past its `end`.
    pub start: usize,
    pub end: usize,
    /// Byte offset of the `loop` opcode.
    pub loop_at: usize,
    /// The region this one is nested in (index into the same list), if any.
    pub parent: Option<usize>,
    /// Locals the region reads or writes, ascending, with their types.
    pub used: Vec<(u32, ValType)>,
    /// Locals the region writes (`local.set`, `local.tee`) that may be read after it,
    /// ascending: the region's results.
    pub written: Vec<u32>,
    /// Locals of `used` that may be read before the region writes them (live at its
    /// start), ascending: the region's parameters. The others are its function's own
    /// locals. Passing those too made each a value the call site's frame keeps from one
    /// run of the region to the next: Cranelift then carried a loop's dead address
    /// temporaries out of its hot inner loop (doitgen's native nest 1.6x slower than the
    /// same loop in the original module).
    pub inputs: Vec<u32>,
    /// `Err(why)` when the region cannot stand alone.
    pub extractable: Result<(), String>,
    /// Branches out of the region to a block whose code after it only traps
    /// ([`trap_tails`]): in the region's own function each becomes that code, inline.
    pub trap_exits: Vec<TrapExit>,
    /// Where a region that is not extractable only because it leaves other than by its
    /// end does so, for bracketing it as a resident region: each `br`, `br_if` (to a block
    /// of no results) and `return` out of it, which then ends the region first. `Err(why)`
    /// when some way out cannot be bracketed (a `br_table` out of it, a `br_if` to a label
    /// that takes values, anything that makes it not extractable besides).
    pub exits: Result<Vec<Exit>, String>,
    /// A region extractable although it never falls off its `end`: its every way out is a
    /// `br` or `br_if` to one block outside it ([`Redirect`]).
    pub redirect: Option<Redirect>,
}

/// A loop that leaves only by branches to one block outside it, never by its `end` (which
/// follows a `br` back to its start): clang's unrolled loop whose exit goes on past the code
/// that runs where the loop is skipped. Its function wraps the loop in a block those
/// branches leave, and its call site branches on to that block's end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Redirect {
    /// The block's label as seen from the region's place (outside its `loop`).
    pub depth: u32,
    /// The index (among the function's operators) of the `block` or `if` they leave to.
    /// The branches are the region's [`Region::exits`].
    pub target: usize,
}

/// A way out of a resident region other than its end ([`Region::exits`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Exit {
    /// Byte offset of the `br`, `br_if` or `return`.
    pub at: usize,
    /// A `br_if`: the region ends only where it branches.
    pub conditional: bool,
    /// The index (among the function's operators) of the `block`, `if` or `loop` whose label
    /// it branches to; `None` for `return`.
    pub to: Option<usize>,
}

/// A `br` or `br_if` (at byte `at`) out of a region to the end of a block after which the
/// function only traps: `call $abort; unreachable`, clang's `assert` and `__builtin_trap`,
/// Rust's bounds checks (`local.get`, constants and calls, then `unreachable`). The code
/// after the block is `ops[tail.0..=tail.1]` of the function.
#[derive(Clone, Debug, PartialEq)]
pub struct TrapExit {
    pub at: usize,
    pub conditional: bool,
    pub tail: (usize, usize),
}

impl Region {
    fn param_types(&self) -> Vec<ValType> {
        let ty: HashMap<u32, ValType> = self.used.iter().copied().collect();
        self.inputs.iter().map(|l| ty[l]).collect()
    }

    fn result_types(&self) -> Vec<ValType> {
        let ty: HashMap<u32, ValType> = self.used.iter().copied().collect();
        self.written.iter().map(|l| ty[l]).collect()
    }

    /// The signature of the region as a function, in WAT.
    pub fn signature_text(&self) -> String {
        let names = |v: &[ValType]| v.iter().map(|t| t.to_string()).collect::<Vec<_>>();
        format!(
            "(param {}) (result {})",
            names(&self.param_types()).join(" "),
            names(&self.result_types()).join(" ")
        )
    }
}

/// A parsed module: what rewriting needs to know about it.
pub struct ModuleFacts<'a> {
    bytes: &'a [u8],
    /// Every type of the type section that is a function type, by type index.
    func_types: HashMap<u32, (Vec<ValType>, Vec<ValType>)>,
    type_count: u32,
    imported_funcs: u32,
    /// Globals, imported and defined: the index the first appended global gets.
    globals: u32,
    /// The type index of each defined function.
    defined_types: Vec<u32>,
    /// Each defined function's operators with their offsets (the locals are not kept).
    bodies: Vec<Vec<(Operator<'a>, usize)>>,
    /// Every `loop` of every function.
    pub regions: Vec<Region>,
    /// Function names from the `name` section.
    names: HashMap<u32, String>,
    /// [`ModuleFacts::bulk_functions`], found once.
    bulk: BTreeMap<u32, &'static str>,
}

/// What [`ModuleFacts::memory_accesses`] reads: one defined function's operators between
/// two byte offsets, skipping the regions `skip`.
struct Scan<'s> {
    defined: usize,
    within: (usize, usize),
    /// The resident region's own `loop` (a region's scan), whose single loads and stores per
    /// iteration and `memcpy` calls may stay; `None` for a whole function.
    own_loop: Option<usize>,
    skip: &'s [usize],
    callees: &'s BTreeSet<u32>,
    /// A whole function's scan that may keep loads and stores outside its loops (a function
    /// that runs nests: the rewrite makes them call `read_back`/`write_back`).
    single_accesses: bool,
    /// Byte offsets of the `loop`s of a region's own code that run a few iterations (a
    /// constant count of at most `nests::SMALL_HOST_LOOP`): their loads and stores may stay
    /// as the region loop's own do, each calling `read_back`/`write_back`.
    small_loops: &'s BTreeSet<usize>,
}

/// A block that encloses an instruction of a scan ([`ModuleFacts::memory_accesses`]).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Enclosing {
    /// A `block`, `if` or `try_table`, or the region's own `loop`.
    Block,
    /// A `loop` inside the region: its loads and stores would call the host at every
    /// iteration.
    Loop,
    /// A `loop` of a few iterations ([`Scan::small_loops`]): its loads and stores may stay.
    FewLoop,
}

impl<'a> ModuleFacts<'a> {
    /// Reads `bytes` (a valid module) and finds its loop regions.
    pub fn parse(bytes: &'a [u8]) -> Result<ModuleFacts<'a>, RewriteError> {
        let mut facts = ModuleFacts {
            bytes,
            func_types: HashMap::new(),
            type_count: 0,
            imported_funcs: 0,
            globals: 0,
            defined_types: Vec::new(),
            bodies: Vec::new(),
            regions: Vec::new(),
            names: HashMap::new(),
            bulk: BTreeMap::new(),
        };
        for payload in Parser::new(0).parse_all(bytes) {
            match payload? {
                Payload::TypeSection(s) => {
                    for group in s {
                        for sub in group?.into_types() {
                            if let wasmparser::CompositeInnerType::Func(f) =
                                &sub.composite_type.inner
                            {
                                facts.func_types.insert(
                                    facts.type_count,
                                    (f.params().to_vec(), f.results().to_vec()),
                                );
                            }
                            facts.type_count += 1;
                        }
                    }
                }
                Payload::ImportSection(s) => {
                    for imports in s {
                        for import in imports? {
                            let (_, import) = import?;
                            match import.ty {
                                wasmparser::TypeRef::Func(_) => facts.imported_funcs += 1,
                                wasmparser::TypeRef::Global(_) => facts.globals += 1,
                                _ => {}
                            }
                        }
                    }
                }
                Payload::FunctionSection(s) => {
                    for t in s {
                        facts.defined_types.push(t?);
                    }
                }
                Payload::GlobalSection(s) => facts.globals += s.count(),
                Payload::CodeSectionEntry(body) => {
                    let defined = facts.bodies.len();
                    let ty = facts
                        .defined_types
                        .get(defined)
                        .copied()
                        .unwrap_or(u32::MAX);
                    let mut locals: Vec<ValType> = facts
                        .func_types
                        .get(&ty)
                        .map(|(p, _)| p.clone())
                        .unwrap_or_default();
                    for l in body.get_locals_reader()? {
                        let (n, t) = l?;
                        locals.extend(std::iter::repeat_n(t, n as usize));
                    }
                    let mut ops = Vec::new();
                    let mut reader = body.get_operators_reader()?;
                    while !reader.eof() {
                        ops.push(reader.read_with_offset()?);
                    }
                    let func = facts.imported_funcs + defined as u32;
                    let first = facts.regions.len();
                    find_regions(func, &ops, &locals, &mut facts.regions);
                    keep_live_edges(&ops, locals.len(), &mut facts.regions[first..]);
                    facts.bodies.push(ops);
                }
                Payload::CustomSection(c) => {
                    if let wasmparser::KnownCustom::Name(names) = c.as_known() {
                        for n in names.into_iter().flatten() {
                            if let wasmparser::Name::Function(map) = n {
                                for naming in map.into_iter().flatten() {
                                    facts.names.insert(naming.index, naming.name.to_string());
                                }
                            }
                        }
                    }
                }
                _ => {}
            }
        }
        facts.bulk = facts.find_bulk_functions();
        Ok(facts)
    }

    /// Function `index`'s name from the `name` section, if it has one.
    pub fn func_name(&self, index: u32) -> Option<&str> {
        self.names.get(&index).map(String::as_str)
    }

    /// The module's own C library bulk-memory functions (wasi-libc's, by their names in the
    /// `name` section, with C's `(i32, i32, i32) -> i32` type): `memcpy`, `memmove`,
    /// `memset`, by function index. Host code inside a resident region calls them through
    /// the `host_<name>` imports, which move only the bytes they touch between the device and
    /// the memory ([`BULK_FUNCTIONS`]).
    pub fn bulk_functions(&self) -> &BTreeMap<u32, &'static str> {
        &self.bulk
    }

    fn find_bulk_functions(&self) -> BTreeMap<u32, &'static str> {
        let c_type = (vec![ValType::I32; 3], vec![ValType::I32]);
        self.names
            .iter()
            .filter(|(f, _)| **f >= self.imported_funcs)
            .filter_map(|(f, n)| {
                let name = BULK_FUNCTIONS.iter().find(|b| **b == n.as_str())?;
                let ty = self.defined_types.get((f - self.imported_funcs) as usize)?;
                (self.func_types.get(ty) == Some(&c_type)).then_some((*f, *name))
            })
            .collect()
    }

    /// The function index space's first defined function.
    pub fn imported_funcs(&self) -> u32 {
        self.imported_funcs
    }

    /// How many functions the module defines.
    pub fn defined_funcs(&self) -> u32 {
        self.bodies.len() as u32
    }

    /// Whether region `r`'s code outside the regions `skip` can keep the memory on the device
    /// throughout: `Err(why)` where it may touch the linear memory or run other code (a
    /// bulk-memory operation, a call, a load or store in a loop of its own), else the calls
    /// it pauses for, by byte offset ([`ModuleFacts::memory_accesses`]). A load or a store the
    /// region's own loop runs once per iteration (not in a loop inside it) may stay: the
    /// rewritten module brings the device's newer copy of its bytes back first, and a store's
    /// bytes are no longer the device's ([`read_back_of`], [`write_back_of`]). A call of a
    /// function in `callees` may stay too: its own code touches no memory either
    /// ([`ModuleFacts::function_touches_memory`]).
    pub fn resident_code(
        &self,
        r: usize,
        skip: &[usize],
        callees: &BTreeSet<u32>,
        small_loops: &BTreeSet<usize>,
    ) -> Result<Vec<usize>, String> {
        self.memory_accesses(&self.region_scan(r, skip, callees, small_loops))
    }

    /// The scan of region `r`'s own code, outside the regions `skip`.
    fn region_scan<'s>(
        &self,
        r: usize,
        skip: &'s [usize],
        callees: &'s BTreeSet<u32>,
        small_loops: &'s BTreeSet<usize>,
    ) -> Scan<'s> {
        let region = &self.regions[r];
        Scan {
            defined: (region.func - self.imported_funcs) as usize,
            within: (region.start, region.end),
            own_loop: Some(region.loop_at),
            skip,
            callees,
            single_accesses: false,
            small_loops,
        }
    }

    /// Why the code of function `func` (in the function index space; not an import) outside
    /// the regions `skip` may touch the linear memory or run code other than the functions of
    /// `callees`, or `None`. With `single`, a function that runs nests (`skip` not empty) may
    /// load and store outside its loops, once per call: the rewrite brings the device's newer
    /// bytes back before each such access, as in a resident region's own code (a step
    /// function that stores its reduction's results: `out[0] = sum`). No other load or store
    /// may stay, nor a call of `memcpy` (only a region's own calls go through the host's
    /// copy).
    pub fn function_touches_memory(
        &self,
        func: u32,
        skip: &[usize],
        callees: &BTreeSet<u32>,
        single: bool,
    ) -> Option<String> {
        let defined = func.checked_sub(self.imported_funcs)? as usize;
        let scan = Scan {
            defined,
            within: (0, usize::MAX),
            own_loop: None,
            skip,
            callees,
            // Not `memcpy` and its kin: a region's own calls of them go through the host.
            single_accesses: single && !skip.is_empty() && !self.bulk.contains_key(&func),
            small_loops: &BTreeSet::new(),
        };
        self.memory_accesses(&scan).err()
    }

    /// The functions that function `func`'s code calls directly (`call`), ascending.
    pub fn function_calls(&self, func: u32) -> BTreeSet<u32> {
        let Some(defined) = func.checked_sub(self.imported_funcs) else {
            return BTreeSet::new();
        };
        self.calls_between(defined as usize, 0, usize::MAX)
    }

    /// The functions that region `r`'s code calls directly (`call`), ascending.
    pub fn region_calls(&self, r: usize) -> BTreeSet<u32> {
        let region = &self.regions[r];
        let defined = (region.func - self.imported_funcs) as usize;
        self.calls_between(defined, region.start, region.end)
    }

    fn calls_between(&self, defined: usize, start: usize, end: usize) -> BTreeSet<u32> {
        self.bodies
            .get(defined)
            .into_iter()
            .flatten()
            .filter(|(_, o)| *o > start && *o < end)
            .filter_map(|(op, _)| match op {
                Operator::Call { function_index } => Some(*function_index),
                _ => None,
            })
            .collect()
    }

    /// The scan's first access that keeps the code from being resident (`Err`), or the calls
    /// a resident region pauses for (`Ok`): in a region's own code, a call of any other
    /// function (or `call_indirect`) made in a block inside its loop, not in a loop of its
    /// own (a call only some iterations make: `if (t % 10 == 0) report(a)`). The rewrite
    /// ends the region before such a call and begins it again after: the device's newer
    /// bytes come back first, and what the call writes goes up again for the next launch.
    fn memory_accesses(&self, scan: &Scan<'_>) -> Result<Vec<usize>, String> {
        let bulk = &self.bulk;
        let inside_skipped = |o: usize| {
            scan.skip
                .iter()
                .any(|s| self.regions[*s].start <= o && o < self.regions[*s].end)
        };
        let (start, end) = scan.within;
        // The enclosing blocks inside the region's own loop.
        let mut blocks: Vec<Enclosing> = Vec::new();
        let mut paused = Vec::new();
        let Some(body) = self.bodies.get(scan.defined) else {
            return Ok(paused);
        };
        for (op, o) in body.iter().filter(|(_, o)| *o > start && *o < end) {
            match op {
                // The region's own loop (after a prologue that joined the region) is not
                // a loop inside it, nor is a loop of a few iterations.
                Operator::Loop { .. } => blocks.push(if scan.small_loops.contains(o) {
                    Enclosing::FewLoop
                } else if Some(*o) == scan.own_loop {
                    Enclosing::Block
                } else {
                    Enclosing::Loop
                }),
                Operator::Block { .. } | Operator::If { .. } | Operator::TryTable { .. } => {
                    blocks.push(Enclosing::Block)
                }
                Operator::End => {
                    blocks.pop();
                }
                _ => {}
            }
            if inside_skipped(*o) {
                continue;
            }
            if let Operator::Call { function_index } = op {
                if scan.callees.contains(function_index) {
                    continue;
                }
            }
            let single = read_back_of(op).is_some() || write_back_of(op).is_some();
            let in_inner_loop = blocks.contains(&Enclosing::Loop);
            if scan.single_accesses && single && !in_inner_loop {
                continue;
            }
            if scan.own_loop.is_some() {
                if single && !in_inner_loop {
                    continue;
                }
                // A call of the module's own memcpy/memmove/memset is rewritten into the
                // `host_<name>` import, which brings back only what it touches.
                if let Operator::Call { function_index } = op {
                    if bulk.contains_key(function_index) {
                        continue;
                    }
                }
                // A call in a loop of a few iterations would pause the region at each.
                let conditional =
                    blocks.len() >= 2 && !in_inner_loop && !blocks.contains(&Enclosing::FewLoop);
                if conditional
                    && matches!(op, Operator::Call { .. } | Operator::CallIndirect { .. })
                {
                    paused.push(*o);
                    continue;
                }
            }
            let name = operator_name(op);
            let touches = name.contains("load")
                || name.contains("store")
                || name.starts_with("memory")
                || name.contains("atomic")
                || name.starts_with("data_drop")
                || name.starts_with("call")
                || name.starts_with("return_call");
            if touches {
                return Err(format!("`{name}` at byte {o}"));
            }
        }
        Ok(paused)
    }

    /// The original module plus one function per region in `regions` (indices into
    /// [`ModuleFacts::regions`], each extractable), appended in that order after the defined
    /// functions. Nothing else changes.
    pub fn candidate_module(&self, regions: &[usize]) -> Result<Vec<u8>, RewriteError> {
        Ok(self
            .write(regions, &[], &[], &[], (&[], &BTreeSet::new()))?
            .0)
    }

    /// The module with each region of `chosen` replaced by a call of import
    /// `tensor_wasm:auto nest_<k>` (k its position in `chosen`), and appended as the function
    /// exported as `__tensor_wasm_nest_<k>`. A chosen region inside another (a backup,
    /// `nests.rs`) is replaced in a third function of the outer one, [`BACKUPS_EXPORT`]. Each
    /// region of
    /// `resident` (which must not nest either) is bracketed by calls of the imports
    /// `resident_begin` and `resident_end`, as is the backups body of each chosen region of
    /// `resident_backups` (its loop with the backups, run after a launch-time test refused
    /// the whole nest: LU's step loop around its column and trailing-update kernels).
    /// With the module, where each instruction of it came from in this one
    /// ([`crate::origins::Origins`]: a trap's backtrace names the original functions).
    pub fn rewritten_module(
        &self,
        chosen: &[usize],
        resident: &[usize],
        resident_backups: &[usize],
        paused: &[usize],
        instrumented: &BTreeSet<u32>,
    ) -> Result<(Vec<u8>, Origins), RewriteError> {
        let (bytes, bodies) = self.write(
            chosen,
            chosen,
            resident,
            resident_backups,
            (paused, instrumented),
        )?;
        let origins = Origins::new(&bytes, bodies, &self.names)?;
        Ok((bytes, origins))
    }

    /// The module; `appended` regions become functions of their own, `replaced` ones calls of
    /// the nest imports (each also gets its prefix function, [`SAMPLE_EXPORT`]).
    fn write(
        &self,
        appended: &[usize],
        replaced: &[usize],
        resident: &[usize],
        resident_backups: &[usize],
        (paused, instrumented): (&[usize], &BTreeSet<u32>),
    ) -> Result<(Vec<u8>, Vec<BodyOrigins>), RewriteError> {
        // The resident markers, `read_back`/`write_back` and the bulk imports exist where
        // some region or backups body keeps the memory on the device.
        let markers = !resident.is_empty() || !resident_backups.is_empty();
        let mut types: Vec<(Vec<ValType>, Vec<ValType>)> = Vec::new();
        let mut type_of = Vec::new();
        let mut sigs: Vec<(Vec<ValType>, Vec<ValType>)> = appended
            .iter()
            .map(|r| {
                (
                    self.regions[*r].param_types(),
                    self.regions[*r].result_types(),
                )
            })
            .collect();
        // The prefix functions: the region's parameters and the iteration limit.
        sigs.extend(replaced.iter().map(|r| {
            let mut params = self.regions[*r].param_types();
            params.push(ValType::I64);
            (params, self.regions[*r].result_types())
        }));
        // `sample_stop`, which the prefix functions ask at each iteration.
        let sampling = !replaced.is_empty();
        if sampling {
            sigs.push((Vec::new(), vec![ValType::I32]));
        }
        if markers {
            sigs.push((Vec::new(), Vec::new()));
            sigs.push((vec![ValType::I32; 3], Vec::new()));
        }
        for sig in sigs {
            let existing = self
                .func_types
                .iter()
                .filter(|(_, t)| **t == sig)
                .map(|(i, _)| *i)
                .min();
            let index = match existing {
                Some(i) => i,
                None => match types.iter().position(|t| *t == sig) {
                    Some(p) => self.type_count + p as u32,
                    None => {
                        types.push(sig);
                        self.type_count + types.len() as u32 - 1
                    }
                },
            };
            type_of.push(index);
        }
        let (marker_type, read_back_type) = if !markers {
            (None, None)
        } else {
            let read = type_of.pop();
            (type_of.pop(), read)
        };
        let stop_type = if sampling { type_of.pop() } else { None };
        let sample_types = type_of.split_off(appended.len());
        let mut imports: Vec<(String, u32)> = replaced
            .iter()
            .enumerate()
            .map(|(k, r)| {
                let pos = appended.iter().position(|a| a == r).unwrap_or(k);
                (format!("nest_{k}"), type_of[pos])
            })
            .collect();
        let sample_stop = stop_type.map(|t| {
            imports.push((SAMPLE_STOP_IMPORT.into(), t));
            self.imported_funcs + imports.len() as u32 - 1
        });
        // Host code inside resident regions calls the bulk functions through these (before
        // the markers, which stay the last two imports).
        let bulk: Vec<(u32, &'static str)> = if !markers {
            Vec::new()
        } else {
            self.bulk.iter().map(|(f, n)| (*f, *n)).collect()
        };
        let host_imports: BTreeMap<u32, u32> = bulk
            .iter()
            .enumerate()
            .map(|(j, (f, _))| (*f, self.imported_funcs + imports.len() as u32 + j as u32))
            .collect();
        for (f, name) in &bulk {
            let ty = self.defined_types[(f - self.imported_funcs) as usize];
            imports.push((format!("host_{name}"), ty));
        }
        // Host code's loads inside resident regions read their bytes back first.
        let read_back = read_back_type.map(|t| {
            imports.push(("read_back".into(), t));
            imports.push(("write_back".into(), t));
            self.imported_funcs + imports.len() as u32 - 2
        });
        if let Some(t) = marker_type {
            imports.push(("resident_begin".into(), t));
            imports.push(("resident_end".into(), t));
        }
        let shift = imports.len() as u32;
        let mut exports: Vec<(String, u32)> = bulk
            .iter()
            .map(|(f, name)| (format!("__tensor_wasm_{name}"), f + shift))
            .collect();
        // Replaced regions holding other replaced regions: `(k, region, position in
        // appended)`, each appended once more with its backups calling their imports.
        let with_backups: Vec<(usize, usize, usize)> = replaced
            .iter()
            .enumerate()
            .filter(|(_, r)| {
                let outer = &self.regions[**r];
                replaced.iter().any(|i| {
                    let inner = &self.regions[*i];
                    inner.func == outer.func && inner.start > outer.start && inner.end <= outer.end
                })
            })
            .map(|(k, r)| (k, *r, appended.iter().position(|a| a == r).unwrap_or(k)))
            .collect();
        let native_of: Vec<u32> = replaced
            .iter()
            .enumerate()
            .map(|(k, r)| {
                let pos = appended.iter().position(|a| a == r).unwrap_or(k) as u32;
                self.imported_funcs + shift + self.defined_funcs() + pos
            })
            .collect();
        let mut w = Writer {
            facts: self,
            native_of: native_of.clone(),
            shift,
            new_types: types,
            imports,
            resident: resident.to_vec(),
            resident_backups: resident_backups.to_vec(),
            paused: paused.iter().copied().collect(),
            instrumented: instrumented.clone(),
            read_back,
            sample_stop,
            appended: appended
                .iter()
                .map(|r| (*r, Body::Native))
                .chain(replaced.iter().map(|r| (*r, Body::Prefix)))
                .zip(type_of.iter().chain(&sample_types).copied())
                .map(|((r, body), ty)| (r, ty, body))
                .chain(
                    with_backups
                        .iter()
                        .map(|(_, r, pos)| (*r, type_of[*pos], Body::Backups)),
                )
                .collect(),
            replaced: replaced.to_vec(),
            host_imports,
            exports: {
                exports.extend(
                    native_of
                        .iter()
                        .enumerate()
                        .map(|(k, f)| (format!("__tensor_wasm_nest_{k}"), *f)),
                );
                let first_sample = self.imported_funcs + shift + self.defined_funcs();
                exports.extend((0..replaced.len()).map(|k| {
                    (
                        format!("{SAMPLE_EXPORT}{k}"),
                        first_sample + (appended.len() + k) as u32,
                    )
                }));
                let first_backups = first_sample + (appended.len() + replaced.len()) as u32;
                exports.extend(with_backups.iter().enumerate().map(|(j, (k, ..))| {
                    (format!("{BACKUPS_EXPORT}{k}"), first_backups + j as u32)
                }));
                exports
            },
            done: Default::default(),
            defined_seen: 0,
            origins: Vec::new(),
        };
        let mut module = wasm_encoder::Module::new();
        w.parse_core_module(&mut module, Parser::new(0), self.bytes)?;
        Ok((module.finish(), w.origins))
    }
}

/// Writes `ins` into `f`, recording that it stands for the original module's instruction at
/// byte `from` ([`BodyOrigins`]).
fn copied(
    f: &mut wasm_encoder::Function,
    at: &mut Vec<(usize, usize)>,
    ins: &Instruction<'_>,
    from: usize,
) {
    at.push((f.byte_len(), from));
    f.instruction(ins);
}

/// Whether `op` opens a control frame that an `end` closes.
pub(crate) fn opens_frame(op: &Operator<'_>) -> bool {
    matches!(
        op,
        Operator::Loop { .. }
            | Operator::Block { .. }
            | Operator::If { .. }
            | Operator::TryTable { .. }
            | Operator::Try { .. }
    )
}

/// The most instructions a trap tail ([`trap_tails`]) may have.
const MAX_TAIL: usize = 16;

/// For each `block` (by the index of its op) with no values, after whose `end` the function
/// only traps: the range of ops from the one after the `end` to the `unreachable`, all of
/// them `local.get`, constants, `global.get`, `drop` or calls (`abort()`, `__assert_fail(..)`,
/// a Rust panic function). A branch there from inside a loop is a check that traps, not an
/// exit of the loop ([`TrapExit`]).
fn trap_tails(ops: &[(Operator<'_>, usize)]) -> HashMap<usize, (usize, usize)> {
    let mut out = HashMap::new();
    let mut stack: Vec<(usize, bool)> = Vec::new();
    for (i, (op, _)) in ops.iter().enumerate() {
        match op {
            Operator::Block { blockty } => stack.push((i, *blockty == BlockType::Empty)),
            op if opens_frame(op) => stack.push((i, false)),
            Operator::End => {
                let Some((start, empty_block)) = stack.pop() else {
                    continue;
                };
                if !empty_block {
                    continue;
                }
                for (j, (next, _)) in ops.iter().enumerate().skip(i + 1).take(MAX_TAIL) {
                    match next {
                        Operator::Unreachable => {
                            out.insert(start, (i + 1, j));
                            break;
                        }
                        Operator::LocalGet { .. }
                        | Operator::GlobalGet { .. }
                        | Operator::I32Const { .. }
                        | Operator::I64Const { .. }
                        | Operator::F32Const { .. }
                        | Operator::F64Const { .. }
                        | Operator::Drop
                        | Operator::Call { .. } => {}
                        _ => break,
                    }
                }
            }
            _ => {}
        }
    }
    out
}

/// The most `CONST; local.set` pairs a region's prologue takes.
const MAX_PROLOGUE: usize = 8;

/// The start of the region of the loop at `ops[at]`: the first of the `CONST; local.set`
/// pairs right before it (a counter's `i = 0`, a sum's `s = 0.0`), and the locals they set.
/// In the nest's own function the loop then starts from those constants rather than from
/// parameters, so its analysis knows them as the original function's does (a clamp
/// `j > 0 ? j - 1 : 0` on a counter that starts at 0). The pairs run right before the loop
/// either way, so taking them into the region changes nothing else.
fn constant_prologue(ops: &[(Operator<'_>, usize)], at: usize) -> (usize, Vec<u32>) {
    let mut start = ops[at].1;
    let mut set = Vec::new();
    let mut j = at;
    while j >= 2 && set.len() < MAX_PROLOGUE {
        let constant = matches!(
            ops[j - 2].0,
            Operator::I32Const { .. }
                | Operator::I64Const { .. }
                | Operator::F32Const { .. }
                | Operator::F64Const { .. }
        );
        let Operator::LocalSet { local_index } = ops[j - 1].0 else {
            break;
        };
        if !constant {
            break;
        }
        set.push(local_index);
        start = ops[j - 2].1;
        j -= 2;
    }
    (start, set)
}

/// Finds the loops of one function body and judges whether each can stand alone.
fn find_regions(
    func: u32,
    ops: &[(Operator<'_>, usize)],
    locals: &[ValType],
    out: &mut Vec<Region>,
) {
    // The control stack: for each frame, the index of the op that opened it and the region it
    // opens (loops only).
    let mut stack: Vec<(usize, Option<usize>)> = Vec::new();
    // Open regions, innermost last, with their frame's position in `stack`.
    let mut open: Vec<(usize, usize)> = Vec::new();
    let first = out.len();
    let mut used: HashMap<usize, BTreeSet<u32>> = HashMap::new();
    let mut written: HashMap<usize, BTreeSet<u32>> = HashMap::new();
    let tails = trap_tails(ops);
    for (i, (op, offset)) in ops.iter().enumerate() {
        // Branch targets as frame positions; `None`: leaves the function.
        let mut targets: Vec<Option<usize>> = Vec::new();
        let depth_target = |d: u32, len: usize| len.checked_sub(1 + d as usize);
        let mut refuse: Option<String> = None;
        match op {
            Operator::Loop { blockty } => {
                let parent = open.last().map(|(r, _)| *r);
                let (start, set) = constant_prologue(ops, i);
                out.push(Region {
                    func,
                    start,
                    loop_at: *offset,
                    end: *offset,
                    parent,
                    used: Vec::new(),
                    written: Vec::new(),
                    inputs: Vec::new(),
                    extractable: match blockty {
                        BlockType::Empty => Ok(()),
                        _ => Err("the loop takes or leaves values on the stack".into()),
                    },
                    trap_exits: Vec::new(),
                    exits: match blockty {
                        BlockType::Empty => Ok(Vec::new()),
                        _ => Err("the loop takes or leaves values on the stack".into()),
                    },
                    redirect: None,
                });
                let r = out.len() - 1;
                // The prologue's locals are the region's: it sets them.
                used.entry(r).or_default().extend(&set);
                written.entry(r).or_default().extend(&set);
                stack.push((i, Some(r)));
                open.push((r, stack.len() - 1));
                continue;
            }
            Operator::Block { .. } | Operator::If { .. } => {
                stack.push((i, None));
            }
            Operator::TryTable { .. } => {
                // Its catch clauses branch to labels too.
                stack.push((i, None));
                refuse = Some("exception handling".into());
            }
            Operator::Resume { .. }
            | Operator::ResumeThrow { .. }
            | Operator::ResumeThrowRef { .. }
            | Operator::Switch { .. }
            | Operator::Suspend { .. } => refuse = Some("stack switching".into()),
            Operator::Try { .. } => {
                stack.push((i, None));
                refuse = Some("exception handling".into());
            }
            Operator::End => {
                if let Some((_, Some(r))) = stack.pop() {
                    out[r].end = ops.get(i + 1).map_or(*offset + 1, |(_, o)| *o);
                    open.pop();
                    out[r].redirect = redirect(ops, i, &stack, &out[r].exits);
                    if out[r].redirect.is_some() {
                        out[r].extractable = Ok(());
                    }
                    let to_region = |set: Option<&BTreeSet<u32>>| {
                        set.map(|s| s.iter().copied().collect::<Vec<_>>())
                            .unwrap_or_default()
                    };
                    out[r].used = to_region(used.get(&r))
                        .into_iter()
                        .map(|l| (l, locals[l as usize]))
                        .collect();
                    out[r].written = to_region(written.get(&r));
                    out[r].inputs = out[r].used.iter().map(|(l, _)| *l).collect();
                }
                continue;
            }
            Operator::Br { relative_depth } | Operator::BrIf { relative_depth } => {
                let target = depth_target(*relative_depth, stack.len());
                // A branch to a block after which the function only traps leaves the regions
                // inside that block as a trap of theirs.
                let tail = target
                    .and_then(|t| stack.get(t))
                    .and_then(|(o, _)| tails.get(o).copied());
                match (target, tail) {
                    (Some(t), Some(tail)) => {
                        for (r, frame) in &open {
                            if t < *frame {
                                out[*r].trap_exits.push(TrapExit {
                                    at: *offset,
                                    conditional: matches!(op, Operator::BrIf { .. }),
                                    tail,
                                });
                                for (tail_op, _) in &ops[tail.0..=tail.1] {
                                    if let Operator::LocalGet { local_index } = tail_op {
                                        used.entry(*r).or_default().insert(*local_index);
                                    }
                                }
                            }
                        }
                    }
                    _ => targets.push(target),
                }
            }
            Operator::BrTable { targets: t } => {
                targets.push(depth_target(t.default(), stack.len()));
                for d in t.targets().flatten() {
                    targets.push(depth_target(d, stack.len()));
                }
            }
            Operator::BrOnNull { relative_depth }
            | Operator::BrOnNonNull { relative_depth }
            | Operator::BrOnCast { relative_depth, .. }
            | Operator::BrOnCastFail { relative_depth, .. } => {
                targets.push(depth_target(*relative_depth, stack.len()));
            }
            Operator::Return
            | Operator::ReturnCall { .. }
            | Operator::ReturnCallIndirect { .. }
            | Operator::ReturnCallRef { .. } => targets.push(None),
            Operator::Throw { .. }
            | Operator::ThrowRef
            | Operator::Rethrow { .. }
            | Operator::Delegate { .. }
            | Operator::Catch { .. }
            | Operator::CatchAll => refuse = Some("exception handling".into()),
            Operator::LocalGet { local_index } => {
                for (r, _) in &open {
                    used.entry(*r).or_default().insert(*local_index);
                }
            }
            Operator::LocalSet { local_index } | Operator::LocalTee { local_index } => {
                for (r, _) in &open {
                    used.entry(*r).or_default().insert(*local_index);
                    written.entry(*r).or_default().insert(*local_index);
                }
            }
            _ => {}
        }
        for (r, frame) in &open {
            let leaves = targets.iter().any(|t| t.is_none_or(|t| t < *frame));
            let why = match (&refuse, leaves) {
                (Some(why), _) => format!("the loop uses {why}"),
                (None, true) => format!(
                    "`{}` at byte {offset} leaves the loop other than by its end",
                    operator_name(op)
                ),
                (None, false) => continue,
            };
            // Either keeps the first reason it is refused for.
            if out[*r].exits.is_ok() {
                if refuse.is_none() && bracketable_exit(op, &targets, &stack, ops) {
                    if let Ok(exits) = &mut out[*r].exits {
                        exits.push(Exit {
                            at: *offset,
                            conditional: matches!(op, Operator::BrIf { .. }),
                            to: targets.first().copied().flatten().map(|t| stack[t].0),
                        });
                    }
                } else {
                    out[*r].exits = Err(why.clone());
                }
            }
            if out[*r].extractable.is_ok() {
                out[*r].extractable = Err(why);
            }
        }
    }
    debug_assert!(out[first..].iter().all(|r| r.end > r.start));
}

/// The [`Redirect`] of the loop whose `end` is `ops[end]` (its frame already popped off
/// `stack`), when its ways out other than its end (`exits`) are all branches to one
/// `block` or `if` of no values and the `end` follows a `br` or `unreachable` (it is never
/// reached).
fn redirect(
    ops: &[(Operator<'_>, usize)],
    end: usize,
    stack: &[(usize, Option<usize>)],
    exits: &Result<Vec<Exit>, String>,
) -> Option<Redirect> {
    let exits = exits.as_ref().ok()?;
    let target = exits.first()?.to?;
    if exits.iter().any(|e| e.to != Some(target)) {
        return None;
    }
    let unreached = end
        .checked_sub(1)
        .is_some_and(|i| matches!(ops[i].0, Operator::Br { .. } | Operator::Unreachable));
    let empty = matches!(
        ops[target].0,
        Operator::Block {
            blockty: BlockType::Empty
        } | Operator::If {
            blockty: BlockType::Empty
        }
    );
    let t = stack.iter().position(|(opened, _)| *opened == target)?;
    (unreached && empty).then(|| Redirect {
        depth: (stack.len() - 1 - t) as u32,
        target,
    })
}

/// The index of the `end` that closes the frame `ops[open]` opens.
fn matching_end(ops: &[(Operator<'_>, usize)], open: usize) -> usize {
    let mut depth = 0usize;
    for (i, (op, _)) in ops.iter().enumerate().skip(open) {
        if opens_frame(op) {
            depth += 1;
        } else if matches!(op, Operator::End) {
            depth -= 1;
            if depth == 0 {
                return i;
            }
        }
    }
    ops.len()
}

/// Whether `op`, which leaves a region for `targets` (frame positions in `stack`), is a way
/// out a resident region's bracket can end it on: `br` and `return` (the end marker leaves
/// the stack as it is), `br_if` to a block of no values (wrapped in an `if`).
fn bracketable_exit(
    op: &Operator<'_>,
    targets: &[Option<usize>],
    stack: &[(usize, Option<usize>)],
    ops: &[(Operator<'_>, usize)],
) -> bool {
    match op {
        Operator::Br { .. } | Operator::Return => true,
        Operator::BrIf { .. } => targets.iter().all(|t| {
            t.and_then(|t| stack.get(t)).is_some_and(|(o, _)| {
                matches!(
                    ops[*o].0,
                    Operator::Block {
                        blockty: BlockType::Empty
                    } | Operator::If {
                        blockty: BlockType::Empty
                    }
                )
            })
        }),
        _ => false,
    }
}

/// Narrows each region's results to the locals it writes that are live after it, and its
/// parameters to the locals it uses that are live at its start.
fn keep_live_edges(ops: &[(Operator<'_>, usize)], n_locals: usize, regions: &mut [Region]) {
    if regions.iter().all(|r| r.extractable.is_err()) {
        return;
    }
    let live = Liveness::new(ops, n_locals);
    let at = |offset: usize| {
        ops.iter()
            .position(|(_, o)| *o == offset)
            .unwrap_or(ops.len())
    };
    for r in regions {
        // A redirected region goes on after its target block's `end`, not after its own.
        let after = match &r.redirect {
            Some(d) => matching_end(ops, d.target) + 1,
            None => at(r.end),
        };
        let start = at(r.start);
        r.written.retain(|l| live.live_before(after, *l));
        r.inputs.retain(|l| live.live_before(start, *l));
    }
}

/// The WAT name of an operator, for messages.
fn operator_name(op: &Operator<'_>) -> String {
    let text = format!("{op:?}");
    let name: String = text.chars().take_while(|c| c.is_alphanumeric()).collect();
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_uppercase() && i > 0 {
            out.push('_');
        }
        out.extend(c.to_lowercase());
    }
    out
}

/// The export prefix of a nest's prefix function: `__tensor_wasm_sample_<k>` takes nest
/// `k`'s arguments and a limit (`i64`) and runs only the first `limit` iterations of the
/// nest's outer loop, natively; a sampled first-call check compares what they wrote.
pub const SAMPLE_EXPORT: &str = "__tensor_wasm_sample_";

/// The import (`() -> i32`) a prefix function ([`SAMPLE_EXPORT`]) calls at the start of each
/// iteration of its outer loop: 1 stops it there (`host::sample_stop`: the kernel beside it
/// has finished and the check has compared enough), 0 goes on while its limit lasts.
pub const SAMPLE_STOP_IMPORT: &str = "sample_stop";

/// The prefix of the export of a nest's native loop with the chosen regions inside it (its
/// backups, `nests.rs`) replaced by calls of their imports: the host runs it instead of
/// `__tensor_wasm_nest_<k>` when the nest's launch was refused by a launch-time test (not by
/// the cost model, whose refusals would only pay a host call per inner loop).
pub const BACKUPS_EXPORT: &str = "__tensor_wasm_backups_";

/// The prefix of the export of nest `k`'s skip counter, an appended `(mut i32)` global, 0
/// at start: while it is positive, the nest's call site decrements it and runs the region as
/// it was, in place (inside another nest's backups body: calls its native loop); at 0 it
/// calls the import. The runtime sets it
/// after the cost model has declined the nest many times in a row, so that a tiny loop
/// entered millions of times costs a branch, not a host call, per entry.
pub const SKIP_EXPORT: &str = "__tensor_wasm_skip_";

/// The exported global (i32, mutable) the host sets to 1 while the device may hold newer
/// bytes than the memory inside a resident region: host code's `read_back`/`write_back`
/// calls run only then. Present with resident regions, after the skip counters.
pub const HOLDS_EXPORT: &str = "__tensor_wasm_device_holds";

/// Which body an appended function has.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Body {
    /// The region as it is (a candidate, or a nest's native loop).
    Native,
    /// The region's first iterations only ([`SAMPLE_EXPORT`]).
    Prefix,
    /// The region with the chosen regions inside it calling their imports
    /// ([`BACKUPS_EXPORT`]).
    Backups,
}

/// The C library functions whose calls host code inside a resident region makes through a
/// `host_<name>` import ([`ModuleFacts::bulk_functions`]).
pub const BULK_FUNCTIONS: [&str; 3] = ["memcpy", "memmove", "memset"];

/// The reencoder that writes candidate and rewritten modules.
struct Writer<'f, 'a> {
    facts: &'f ModuleFacts<'a>,
    /// New function imports (all defined functions move up by this many).
    shift: u32,
    new_types: Vec<(Vec<ValType>, Vec<ValType>)>,
    /// `(name, type)` of each new import.
    imports: Vec<(String, u32)>,
    /// `(region, type, body)` of each appended function.
    appended: Vec<(usize, u32, Body)>,
    /// Regions replaced by a call of import `k` (their position).
    replaced: Vec<usize>,
    /// Regions bracketed by the resident markers (the last two new imports).
    resident: Vec<usize>,
    /// Chosen regions whose backups body is bracketed by them.
    resident_backups: Vec<usize>,
    /// Byte offsets of the calls in resident regions that end the region for their
    /// duration ([`ModuleFacts::paused_calls`]).
    paused: BTreeSet<usize>,
    /// Functions (original index) whose loads and stores outside their nests call
    /// `read_back`/`write_back` wherever they run: functions with nests that resident regions
    /// may call ([`ModuleFacts::function_touches_memory`]).
    instrumented: BTreeSet<u32>,
    /// The import `read_back`, then `write_back` (with resident regions): host code's loads
    /// and stores in them call them.
    read_back: Option<u32>,
    /// The import [`SAMPLE_STOP_IMPORT`] (with prefix functions).
    sample_stop: Option<u32>,
    /// Bulk functions (original index) to the `host_<name>` import their calls take inside
    /// resident regions.
    host_imports: BTreeMap<u32, u32>,
    exports: Vec<(String, u32)>,
    /// The native loop's function index of each replaced region (by import position `k`),
    /// which the skip gate calls.
    native_of: Vec<u32>,
    /// Sections written so far of the ones this writer adds to.
    done: BTreeSet<u8>,
    defined_seen: usize,
    /// Per function body written, in order: where its copied instructions came from.
    origins: Vec<BodyOrigins>,
}

const TYPE: u8 = 1;
const IMPORT: u8 = 2;
const FUNCTION: u8 = 3;
const GLOBAL: u8 = 6;
const EXPORT: u8 = 7;
const CODE: u8 = 10;

/// A section's place in the required order (the tag section sits between memory and global,
/// data count before code).
fn order(id: wasm_encoder::SectionId) -> u8 {
    use wasm_encoder::SectionId as S;
    match id {
        S::Custom => 0,
        S::Type => 1,
        S::Import => 2,
        S::Function => 3,
        S::Table => 4,
        S::Memory => 5,
        S::Tag => 6,
        S::Global => 7,
        S::Export => 8,
        S::Start => 9,
        S::Element => 10,
        S::DataCount => 11,
        S::Code => 12,
        S::Data => 13,
    }
}

fn rank_of(section: u8) -> u8 {
    match section {
        TYPE => 1,
        IMPORT => 2,
        FUNCTION => 3,
        GLOBAL => 7,
        EXPORT => 8,
        _ => 12,
    }
}

impl Writer<'_, '_> {
    fn val_types(&mut self, v: &[ValType]) -> Vec<wasm_encoder::ValType> {
        v.iter()
            .map(|t| self.val_type(*t).unwrap_or(wasm_encoder::ValType::I32))
            .collect()
    }

    fn add_types(&mut self, section: &mut wasm_encoder::TypeSection) {
        for (p, r) in self.new_types.clone() {
            let (p, r) = (self.val_types(&p), self.val_types(&r));
            section.ty().function(p, r);
        }
    }

    fn add_imports(&self, section: &mut wasm_encoder::ImportSection) {
        for (name, ty) in &self.imports {
            section.import(IMPORT_MODULE, name, wasm_encoder::EntityType::Function(*ty));
        }
    }

    fn add_functions(&self, section: &mut wasm_encoder::FunctionSection) {
        for (_, ty, _) in &self.appended {
            section.function(*ty);
        }
    }

    fn add_exports(&self, section: &mut wasm_encoder::ExportSection) {
        for (name, f) in &self.exports {
            section.export(name, wasm_encoder::ExportKind::Func, *f);
        }
        for k in 0..self.replaced.len() {
            let global = self.facts.globals + k as u32;
            section.export(
                &format!("{SKIP_EXPORT}{k}"),
                wasm_encoder::ExportKind::Global,
                global,
            );
        }
        if let Some(flag) = self.holds_flag() {
            section.export(HOLDS_EXPORT, wasm_encoder::ExportKind::Global, flag);
        }
    }

    /// The [`HOLDS_EXPORT`] global's index (with resident regions).
    fn holds_flag(&self) -> Option<u32> {
        self.read_back.map(|_| self.flag_index())
    }

    /// [`Self::holds_flag`]'s index, where `read_back` exists (so does the flag).
    fn flag_index(&self) -> u32 {
        self.facts.globals + self.replaced.len() as u32
    }

    /// The skip counters, one per replaced region ([`SKIP_EXPORT`]), then the
    /// [`HOLDS_EXPORT`] flag.
    fn add_globals(&self, section: &mut wasm_encoder::GlobalSection) {
        let flag = usize::from(self.holds_flag().is_some());
        for _ in 0..self.replaced.len() + flag {
            let ty = wasm_encoder::GlobalType {
                val_type: wasm_encoder::ValType::I32,
                mutable: true,
                shared: false,
            };
            section.global(ty, &wasm_encoder::ConstExpr::i32_const(0));
        }
    }

    /// The imports `resident_begin` and `resident_end`: the last two new imports (present
    /// whenever a region or backups body is marked).
    fn markers(&self) -> (u32, u32) {
        let after = self.facts.imported_funcs + self.shift;
        (after.saturating_sub(2), after.saturating_sub(1))
    }

    /// Nest `k`'s call site inside another appended function (a backups body): `region`'s
    /// locals (renumbered by `map`) in, its written locals out; through the import, or,
    /// while the skip counter is positive, straight to the native loop with the counter
    /// decremented. (In the module's own functions the region itself stays in the gate.)
    fn nest_call(
        &self,
        f: &mut wasm_encoder::Function,
        k: usize,
        region: &Region,
        map: Option<&HashMap<u32, u32>>,
    ) {
        self.skip_gate(f, k);
        region_call(f, self.native_of[k], region, map);
        f.instruction(&Instruction::Else);
        self.import_call(f, k, region, map);
        f.instruction(&Instruction::End);
    }

    /// `if (skip_k) { skip_k -= 1; ...`: the caller writes the native side, `else`, the
    /// import call and `end`.
    fn skip_gate(&self, f: &mut wasm_encoder::Function, k: usize) {
        let skip = self.facts.globals + k as u32;
        f.instruction(&Instruction::GlobalGet(skip));
        f.instruction(&Instruction::If(wasm_encoder::BlockType::Empty));
        f.instruction(&Instruction::GlobalGet(skip));
        f.instruction(&Instruction::I32Const(1));
        f.instruction(&Instruction::I32Sub);
        f.instruction(&Instruction::GlobalSet(skip));
    }

    /// The region's locals in, import `k`, its written locals out.
    fn import_call(
        &self,
        f: &mut wasm_encoder::Function,
        k: usize,
        region: &Region,
        map: Option<&HashMap<u32, u32>>,
    ) {
        // Import k is function k + the original imports (imports keep their order).
        region_call(f, self.facts.imported_funcs + k as u32, region, map);
    }

    /// Writes the sections this writer adds to that the module lacks, up to `before`.
    fn missing_sections(&mut self, module: &mut wasm_encoder::Module, before: u8) {
        for s in [TYPE, IMPORT, FUNCTION, GLOBAL, EXPORT, CODE] {
            if rank_of(s) >= before || self.done.contains(&s) {
                continue;
            }
            self.done.insert(s);
            match s {
                TYPE if !self.new_types.is_empty() => {
                    let mut t = wasm_encoder::TypeSection::new();
                    self.add_types(&mut t);
                    module.section(&t);
                }
                IMPORT if !self.imports.is_empty() => {
                    let mut t = wasm_encoder::ImportSection::new();
                    self.add_imports(&mut t);
                    module.section(&t);
                }
                FUNCTION if !self.appended.is_empty() => {
                    let mut t = wasm_encoder::FunctionSection::new();
                    self.add_functions(&mut t);
                    module.section(&t);
                }
                GLOBAL if !self.replaced.is_empty() => {
                    let mut t = wasm_encoder::GlobalSection::new();
                    self.add_globals(&mut t);
                    module.section(&t);
                }
                EXPORT if !self.exports.is_empty() || !self.replaced.is_empty() => {
                    let mut t = wasm_encoder::ExportSection::new();
                    self.add_exports(&mut t);
                    module.section(&t);
                }
                CODE if !self.appended.is_empty() => {
                    let mut t = wasm_encoder::CodeSection::new();
                    self.add_bodies(&mut t);
                    module.section(&t);
                }
                _ => {}
            }
        }
    }

    /// One instruction, re-encoded with functions renumbered and locals mapped by `locals`.
    fn instruction<'o>(
        &mut self,
        op: &Operator<'o>,
        locals: Option<&HashMap<u32, u32>>,
    ) -> Result<Instruction<'o>, reencode::Error> {
        let map = |l: &u32| locals.map_or(*l, |m| m[l]);
        Ok(match op {
            Operator::LocalGet { local_index } => Instruction::LocalGet(map(local_index)),
            Operator::LocalSet { local_index } => Instruction::LocalSet(map(local_index)),
            Operator::LocalTee { local_index } => Instruction::LocalTee(map(local_index)),
            other => Reencode::instruction(self, other.clone())?,
        })
    }

    /// The appended functions' bodies: each region with its locals renumbered as parameters,
    /// then its written locals as results. A prefix function's loop body starts with its
    /// limit's test: at 0, or where [`SAMPLE_STOP_IMPORT`] answers 1, it returns (its results
    /// are then not the loop's), else it counts down, so at most `limit` iterations of the
    /// outer loop run.
    fn add_bodies(&mut self, code: &mut wasm_encoder::CodeSection) {
        // Each region's derived locals, found once for its two or three bodies.
        let mut derived: HashMap<usize, Vec<crate::derived::Derived<'_>>> = HashMap::new();
        for (r, _, body) in self.appended.clone() {
            let sampled = body == Body::Prefix;
            let region = self.facts.regions[r].clone();
            let defined = (region.func - self.facts.imported_funcs) as usize;
            let ops = &self.facts.bodies[defined];
            // Its parameters (the locals live at its start, then a prefix body's limit),
            // the scratch locals of a resident backups body, then its other locals.
            let limit = region.inputs.len() as u32;
            // A backups body that keeps the memory on the device: its own loads and stores
            // (outside the backups) go through `read_back`/`write_back` with the scratch
            // locals after its parameters, its bulk calls through the host imports.
            let resident = (body == Body::Backups && self.resident_backups.contains(&r))
                .then_some(self.read_back)
                .flatten();
            let mut locals: Vec<(u32, wasm_encoder::ValType)> = Vec::new();
            if resident.is_some() {
                locals.extend(SCRATCH.iter().map(|t| (1, *t)));
            }
            let own: Vec<(u32, ValType)> = (region.used.iter())
                .filter(|(l, _)| !region.inputs.contains(l))
                .copied()
                .collect();
            let first_own = limit + u32::from(sampled) + locals.len() as u32;
            let map: HashMap<u32, u32> = (region.inputs.iter().copied())
                .zip(0..)
                .chain(own.iter().map(|(l, _)| *l).zip(first_own..))
                .collect();
            for (_, t) in &own {
                locals.push((1, self.val_type(*t).unwrap_or(wasm_encoder::ValType::I32)));
            }
            let mut f = wasm_encoder::Function::new(locals);
            let mut at = Vec::new();
            let (begin, end) = self.markers();
            if resident.is_some() {
                f.instruction(&Instruction::Call(begin));
            }
            // Locals set once from parameters before the region: recomputed from them, so
            // the nest's analysis knows how they relate (`derived.rs`).
            let params = self.facts.func_types[&self.facts.defined_types[defined]]
                .0
                .len() as u32;
            let found = derived.entry(r).or_insert_with(|| {
                crate::derived::derived_inputs(ops, params, region.start, &region.inputs)
            });
            for d in found.iter() {
                let recompute: Option<Vec<Instruction<'_>>> = (d.ops.iter())
                    .map(|op| self.instruction(op, Some(&map)).ok())
                    .collect();
                for ins in recompute.iter().flatten() {
                    f.instruction(ins);
                }
                if recompute.is_some() {
                    f.instruction(&Instruction::LocalSet(map[&d.local]));
                }
            }
            // In a backups body, chosen regions inside this one become calls of their
            // imports, as in the original function.
            let inner: Vec<(usize, &Region)> = self
                .replaced
                .iter()
                .enumerate()
                .map(|(k, i)| (k, &self.facts.regions[*i]))
                .filter(|(_, i)| {
                    body == Body::Backups
                        && i.func == region.func
                        && i.start > region.start
                        && i.end <= region.end
                })
                .collect();
            let mut skip_to = 0;
            for (op, offset) in ops {
                if *offset < skip_to {
                    continue;
                }
                if let Some((k, i)) = inner.iter().find(|(_, i)| i.start == *offset) {
                    self.nest_call(&mut f, *k, i, Some(&map));
                    if let Some(d) = &i.redirect {
                        // Its block, or this region's wrapper where that block is outside.
                        let outside = ops[d.target].1 < region.start;
                        let depth = match (&region.redirect, outside) {
                            (Some(mine), true) => d.depth - mine.depth,
                            _ => d.depth,
                        };
                        f.instruction(&Instruction::Br(depth));
                    }
                    skip_to = i.end;
                    continue;
                }
                if let Some(exit) = region.trap_exits.iter().find(|e| e.at == *offset) {
                    // The check's trap, inline: the block it branched to is not here.
                    if exit.conditional {
                        // Cranelift makes `if unreachable end` a conditional trap at the
                        // `if`, as it made the original's `br_if` to the trap one at the
                        // `br_if`: the `if` stands for that `br_if`.
                        let check = Instruction::If(wasm_encoder::BlockType::Empty);
                        copied(&mut f, &mut at, &check, exit.at);
                    }
                    for (tail_op, tail_at) in &ops[exit.tail.0..=exit.tail.1] {
                        let ins = self
                            .instruction(tail_op, Some(&map))
                            .unwrap_or(Instruction::Unreachable);
                        copied(&mut f, &mut at, &ins, *tail_at);
                    }
                    if exit.conditional {
                        f.instruction(&Instruction::End);
                    }
                    continue;
                }
                if *offset >= region.start && *offset < region.end {
                    if let Some(read) = resident {
                        if let Operator::Call { function_index } = op {
                            if let Some(host) = self.host_imports.get(function_index) {
                                copied(&mut f, &mut at, &Instruction::Call(*host), *offset);
                                continue;
                            }
                        }
                        host_access(&mut f, op, (read, self.flag_index()), limit);
                    }
                    let mut ins = self
                        .instruction(op, Some(&map))
                        .unwrap_or(Instruction::Unreachable);
                    if let Some(d) = &region.redirect {
                        // The loop inside a block its ways out leave to.
                        if *offset == region.loop_at {
                            f.instruction(&Instruction::Block(wasm_encoder::BlockType::Empty));
                        }
                        if region.exits.iter().flatten().any(|e| e.at == *offset) {
                            ins = match ins {
                                Instruction::Br(l) => Instruction::Br(l - d.depth),
                                Instruction::BrIf(l) => Instruction::BrIf(l - d.depth),
                                other => other,
                            };
                        }
                    }
                    copied(&mut f, &mut at, &ins, *offset);
                    if sampled && *offset == region.loop_at {
                        f.instruction(&Instruction::LocalGet(limit));
                        f.instruction(&Instruction::I64Eqz);
                        if let Some(stop) = self.sample_stop {
                            f.instruction(&Instruction::Call(stop));
                            f.instruction(&Instruction::I32Or);
                        }
                        f.instruction(&Instruction::If(wasm_encoder::BlockType::Empty));
                        for l in &region.written {
                            f.instruction(&Instruction::LocalGet(map[l]));
                        }
                        f.instruction(&Instruction::Return);
                        f.instruction(&Instruction::End);
                        f.instruction(&Instruction::LocalGet(limit));
                        f.instruction(&Instruction::I64Const(1));
                        f.instruction(&Instruction::I64Sub);
                        f.instruction(&Instruction::LocalSet(limit));
                    }
                }
            }
            if region.redirect.is_some() {
                f.instruction(&Instruction::End);
            }
            if resident.is_some() {
                f.instruction(&Instruction::Call(end));
            }
            for l in &region.written {
                f.instruction(&Instruction::LocalGet(map[l]));
            }
            f.instruction(&Instruction::End);
            code.function(&f);
            self.origins.push(BodyOrigins {
                func: region.func,
                at,
            });
        }
    }
}

/// `region`'s locals (renumbered by `map`) in, `callee`, its written locals out.
fn region_call(
    f: &mut wasm_encoder::Function,
    callee: u32,
    region: &Region,
    map: Option<&HashMap<u32, u32>>,
) {
    let local = |l: &u32| map.map_or(*l, |m| m[l]);
    for l in &region.inputs {
        f.instruction(&Instruction::LocalGet(local(l)));
    }
    f.instruction(&Instruction::Call(callee));
    for l in region.written.iter().rev() {
        f.instruction(&Instruction::LocalSet(local(l)));
    }
}

impl Reencode for Writer<'_, '_> {
    type Error = std::convert::Infallible;

    fn function_index(&mut self, func: u32) -> Result<u32, reencode::Error> {
        Ok(if func >= self.facts.imported_funcs {
            func + self.shift
        } else {
            func
        })
    }

    fn intersperse_section_hook(
        &mut self,
        module: &mut wasm_encoder::Module,
        _after: Option<wasm_encoder::SectionId>,
        before: Option<wasm_encoder::SectionId>,
    ) -> Result<(), reencode::Error> {
        let before = before.map_or(u8::MAX, order);
        self.missing_sections(module, before);
        Ok(())
    }

    fn parse_type_section(
        &mut self,
        types: &mut wasm_encoder::TypeSection,
        section: wasmparser::TypeSectionReader<'_>,
    ) -> Result<(), reencode::Error> {
        reencode::utils::parse_type_section(self, types, section)?;
        self.add_types(types);
        self.done.insert(TYPE);
        Ok(())
    }

    fn parse_import_section(
        &mut self,
        imports: &mut wasm_encoder::ImportSection,
        section: wasmparser::ImportSectionReader<'_>,
    ) -> Result<(), reencode::Error> {
        reencode::utils::parse_import_section(self, imports, section)?;
        self.add_imports(imports);
        self.done.insert(IMPORT);
        Ok(())
    }

    fn parse_function_section(
        &mut self,
        functions: &mut wasm_encoder::FunctionSection,
        section: wasmparser::FunctionSectionReader<'_>,
    ) -> Result<(), reencode::Error> {
        reencode::utils::parse_function_section(self, functions, section)?;
        self.add_functions(functions);
        self.done.insert(FUNCTION);
        Ok(())
    }

    fn parse_global_section(
        &mut self,
        globals: &mut wasm_encoder::GlobalSection,
        section: wasmparser::GlobalSectionReader<'_>,
    ) -> Result<(), reencode::Error> {
        reencode::utils::parse_global_section(self, globals, section)?;
        self.add_globals(globals);
        self.done.insert(GLOBAL);
        Ok(())
    }

    fn parse_export_section(
        &mut self,
        exports: &mut wasm_encoder::ExportSection,
        section: wasmparser::ExportSectionReader<'_>,
    ) -> Result<(), reencode::Error> {
        reencode::utils::parse_export_section(self, exports, section)?;
        self.add_exports(exports);
        self.done.insert(EXPORT);
        Ok(())
    }

    fn parse_code_section(
        &mut self,
        code: &mut wasm_encoder::CodeSection,
        section: wasmparser::CodeSectionReader<'_>,
    ) -> Result<(), reencode::Error> {
        reencode::utils::parse_code_section(self, code, section)?;
        self.add_bodies(code);
        self.done.insert(CODE);
        Ok(())
    }

    fn parse_function_body(
        &mut self,
        code: &mut wasm_encoder::CodeSection,
        func: wasmparser::FunctionBody<'_>,
    ) -> Result<(), reencode::Error> {
        let defined = self.defined_seen;
        self.defined_seen += 1;
        let func_index = self.facts.imported_funcs + defined as u32;
        let mut spliced: Vec<(usize, usize)> = self
            .replaced
            .iter()
            .enumerate()
            .filter(|(_, r)| self.facts.regions[**r].func == func_index)
            .map(|(k, r)| (k, *r))
            .collect();
        let marked: Vec<(usize, usize)> = self
            .resident
            .iter()
            .map(|r| &self.facts.regions[*r])
            .filter(|r| r.func == func_index)
            .map(|r| (r.start, r.end))
            .collect();
        // The ways out of those regions other than their ends: each ends the region first.
        let exits: Vec<Exit> = self
            .resident
            .iter()
            .map(|r| &self.facts.regions[*r])
            .filter(|r| r.func == func_index)
            .flat_map(|r| r.exits.iter().flatten().copied())
            .collect();
        let (begin, end) = self.markers();
        spliced.sort_by_key(|(_, r)| self.facts.regions[*r].start);
        // A function with resident regions gets [`SCRATCH`] more locals: the address of a
        // load or store its host code makes there, kept for `read_back`/`write_back`, and a
        // stored value of each type, set aside while the address is read.
        let instrumented = self.instrumented.contains(&func_index);
        let (mut f, scratch) = match self
            .read_back
            .filter(|_| !marked.is_empty() || instrumented)
        {
            Some(_) => {
                let mut locals = Vec::new();
                let mut declared = 0u32;
                for l in func.get_locals_reader()? {
                    let (n, t) = l?;
                    declared += n;
                    locals.push((n, self.val_type(t)?));
                }
                locals.extend(SCRATCH.iter().map(|t| (1, *t)));
                let params = self.facts.defined_types[defined];
                let params = self.facts.func_types[&params].0.len() as u32;
                (wasm_encoder::Function::new(locals), Some(params + declared))
            }
            None => (self.new_function_with_parsed_locals(&func)?, None),
        };
        let mut at = Vec::new();
        let ops = &self.facts.bodies[defined];
        let mut i = 0;
        while i < ops.len() {
            let (op, offset) = &ops[i];
            if let Operator::Call { function_index } = op {
                let inside = marked.iter().any(|(s, e)| s <= offset && offset < e);
                if let Some(host) = self.host_imports.get(function_index).filter(|_| inside) {
                    copied(&mut f, &mut at, &Instruction::Call(*host), *offset);
                    i += 1;
                    continue;
                }
            }
            if marked.iter().any(|(_, e)| e == offset) {
                f.instruction(&Instruction::Call(end));
            }
            if marked.iter().any(|(s, _)| s == offset) {
                f.instruction(&Instruction::Call(begin));
            }
            if let Some((k, r)) = spliced
                .iter()
                .find(|(_, r)| self.facts.regions[*r].start == *offset)
            {
                // While the skip counter is positive the region runs here as it was (inner
                // chosen regions too, unreplaced); at 0 the import decides.
                let region = &self.facts.regions[*r];
                self.skip_gate(&mut f, *k);
                let end = region.end;
                // Frames open inside the region: a branch past them leaves it (to a trap
                // tail), and the gate's `if` is one more frame to leave.
                let mut inner = 0u32;
                while i < ops.len() && ops[i].1 < end {
                    let ins = self.instruction(&ops[i].0, None)?;
                    copied(&mut f, &mut at, &deepened(ins, inner), ops[i].1);
                    if opens_frame(&ops[i].0) {
                        inner += 1;
                    } else if matches!(ops[i].0, Operator::End) {
                        inner = inner.saturating_sub(1);
                    }
                    i += 1;
                }
                f.instruction(&Instruction::Else);
                self.import_call(&mut f, *k, region, None);
                f.instruction(&Instruction::End);
                // A redirected region's way out (its own code in the gate branches there).
                if let Some(d) = &region.redirect {
                    f.instruction(&Instruction::Br(d.depth));
                }
                continue;
            }
            if let (Some(read), Some(tmp)) = (self.read_back, scratch) {
                if instrumented || marked.iter().any(|(s, e)| s < offset && offset < e) {
                    host_access(&mut f, op, (read, self.flag_index()), tmp);
                }
            }
            if self.paused.contains(offset) {
                // The region ends for the call and begins again after it.
                f.instruction(&Instruction::Call(end));
                let ins = self.instruction(op, None)?;
                copied(&mut f, &mut at, &ins, *offset);
                f.instruction(&Instruction::Call(begin));
                i += 1;
                continue;
            }
            if let Some(exit) = exits.iter().find(|x| x.at == *offset) {
                // `br_if L` -> `if (call end) br L+1 end` (L takes no values); `br` and
                // `return` -> `call end` first (the marker leaves the stack as it is).
                if let (true, Operator::BrIf { relative_depth }) = (exit.conditional, op) {
                    copied(
                        &mut f,
                        &mut at,
                        &Instruction::If(wasm_encoder::BlockType::Empty),
                        *offset,
                    );
                    f.instruction(&Instruction::Call(end));
                    f.instruction(&Instruction::Br(relative_depth + 1));
                    f.instruction(&Instruction::End);
                    i += 1;
                    continue;
                }
                f.instruction(&Instruction::Call(end));
            }
            let ins = self.instruction(op, None)?;
            copied(&mut f, &mut at, &ins, *offset);
            i += 1;
        }
        code.function(&f);
        self.origins.push(BodyOrigins {
            func: func_index,
            at,
        });
        Ok(())
    }
}

/// `ins` copied inside one more frame: a branch past the `inner` frames open around it (out
/// of the copied code) reaches one label further out.
fn deepened(ins: Instruction<'_>, inner: u32) -> Instruction<'_> {
    let deeper = |d: u32| if d >= inner { d + 1 } else { d };
    match ins {
        Instruction::Br(d) => Instruction::Br(deeper(d)),
        Instruction::BrIf(d) => Instruction::BrIf(deeper(d)),
        Instruction::BrTable(targets, default) => Instruction::BrTable(
            targets
                .iter()
                .map(|d| deeper(*d))
                .collect::<Vec<_>>()
                .into(),
            deeper(default),
        ),
        Instruction::BrOnNull(d) => Instruction::BrOnNull(deeper(d)),
        Instruction::BrOnNonNull(d) => Instruction::BrOnNonNull(deeper(d)),
        other => other,
    }
}

/// The locals a function with resident regions gets: an address, then a stored value of
/// each type (`host_access`).
const SCRATCH: [wasm_encoder::ValType; 6] = [
    wasm_encoder::ValType::I32,
    wasm_encoder::ValType::I32,
    wasm_encoder::ValType::I64,
    wasm_encoder::ValType::F32,
    wasm_encoder::ValType::F64,
    wasm_encoder::ValType::V128,
];

/// Before a load or store `op` of host code inside a resident region: the call of
/// `read_back` (`imports`) or `write_back` (`imports + 1`) with its address (through the
/// scratch locals from `tmp`), constant offset and byte count, made only while the global
/// `flag` ([`HOLDS_EXPORT`]) is set. The stack is left as it was.
fn host_access(
    f: &mut wasm_encoder::Function,
    op: &Operator<'_>,
    (imports, flag): (u32, u32),
    tmp: u32,
) {
    // A store's value is set aside (in the scratch local of its type) while the address,
    // below it on the stack, is read.
    let (off, bytes, call, value) = if let Some((off, bytes)) = read_back_of(op) {
        (off, bytes, imports, None)
    } else if let Some((off, bytes, value)) = write_back_of(op) {
        let slot = match value {
            ValType::I32 => 1,
            ValType::I64 => 2,
            ValType::F32 => 3,
            ValType::F64 => 4,
            _ => 5,
        };
        (off, bytes, imports + 1, Some(tmp + slot))
    } else {
        return;
    };
    if let Some(v) = value {
        f.instruction(&Instruction::LocalSet(v));
    }
    f.instruction(&Instruction::LocalTee(tmp));
    // Only while the device may hold newer bytes ([`HOLDS_EXPORT`]).
    f.instruction(&Instruction::GlobalGet(flag));
    f.instruction(&Instruction::If(wasm_encoder::BlockType::Empty));
    f.instruction(&Instruction::LocalGet(tmp));
    f.instruction(&Instruction::I32Const(off as u32 as i32));
    f.instruction(&Instruction::I32Const(bytes as i32));
    f.instruction(&Instruction::Call(call));
    f.instruction(&Instruction::End);
    if let Some(v) = value {
        f.instruction(&Instruction::LocalGet(v));
    }
}

/// The constant offset, byte count and value type of a store that host code inside a
/// resident region may make ([`read_back_of`]; `host::write_back`).
pub(crate) fn write_back_of(op: &Operator<'_>) -> Option<(u64, u32, ValType)> {
    use Operator as O;
    let (memarg, bytes, ty) = match op {
        O::I32Store { memarg } => (memarg, 4, ValType::I32),
        O::I32Store8 { memarg } => (memarg, 1, ValType::I32),
        O::I32Store16 { memarg } => (memarg, 2, ValType::I32),
        O::I64Store { memarg } => (memarg, 8, ValType::I64),
        O::I64Store8 { memarg } => (memarg, 1, ValType::I64),
        O::I64Store16 { memarg } => (memarg, 2, ValType::I64),
        O::I64Store32 { memarg } => (memarg, 4, ValType::I64),
        O::F32Store { memarg } => (memarg, 4, ValType::F32),
        O::F64Store { memarg } => (memarg, 8, ValType::F64),
        O::V128Store { memarg } => (memarg, 16, ValType::V128),
        _ => return None,
    };
    (memarg.memory == 0).then_some((memarg.offset, bytes, ty))
}

/// The constant offset and byte count of a load that host code inside a resident region may
/// make: the rewritten module first calls `read_back(address, offset, bytes)`, which brings
/// the device's newer copy of those bytes back (`host::read_back`). Other loads (a lane
/// load, whose address is not on top of the stack) keep a region from being resident.
pub(crate) fn read_back_of(op: &Operator<'_>) -> Option<(u64, u32)> {
    use Operator as O;
    let (memarg, bytes) = match op {
        O::I32Load { memarg } | O::F32Load { memarg } | O::I64Load32S { memarg } => (memarg, 4),
        O::I64Load32U { memarg } => (memarg, 4),
        O::I64Load { memarg } | O::F64Load { memarg } => (memarg, 8),
        O::I32Load8S { memarg } | O::I32Load8U { memarg } => (memarg, 1),
        O::I64Load8S { memarg } | O::I64Load8U { memarg } => (memarg, 1),
        O::I32Load16S { memarg } | O::I32Load16U { memarg } => (memarg, 2),
        O::I64Load16S { memarg } | O::I64Load16U { memarg } => (memarg, 2),
        O::V128Load { memarg } => (memarg, 16),
        // A splat, widening or zero-filling load reads fewer bytes than it gives (clang
        // splats a time step's scalar, `fict[t]`, for a vectorised row fill).
        O::V128Load8Splat { memarg } => (memarg, 1),
        O::V128Load16Splat { memarg } => (memarg, 2),
        O::V128Load32Splat { memarg } | O::V128Load32Zero { memarg } => (memarg, 4),
        O::V128Load64Splat { memarg } | O::V128Load64Zero { memarg } => (memarg, 8),
        O::V128Load8x8S { memarg } | O::V128Load8x8U { memarg } => (memarg, 8),
        O::V128Load16x4S { memarg } | O::V128Load16x4U { memarg } => (memarg, 8),
        O::V128Load32x2S { memarg } | O::V128Load32x2U { memarg } => (memarg, 8),
        _ => return None,
    };
    (memarg.memory == 0).then_some((memarg.offset, bytes))
}
