//! Auto-offload analysis (DESIGN.md section 3, `auto` mode; docs/AUTO-OFFLOAD.md): a verdict
//! for every function and every loop of a module, with the reason in words.
//!
//! [`detect`] validates the module, reads each function body for the reject list
//! (`reject.rs`), lowers it to LoweredOp with the ordinary pipeline (`pipeline::lower_index`,
//! never a copy of it), finds its loops (`loops.rs`), classifies induction variables,
//! reductions and trip counts (`induction.rs`), expresses every load and store address as an
//! affine function of loop counters and arguments (`affine.rs`) and tests the dependences
//! between iterations (`dependence.rs`). `report.rs` prints the result as text or JSON. This
//! module only sequences those steps and holds the report types; it never panics on any input:
//! whatever fails in one function becomes that function's verdict.

pub mod accumulate;
pub mod affine;
pub mod bulk_lanes;
pub mod check_compare;
pub mod cost;
pub mod dependence;
pub mod device_memory;
pub mod device_shadow;
pub mod distribute;
pub mod empty_latches;
pub mod if_convert;
pub mod induction;
pub mod libcalls;
pub mod listing;
pub mod loops;
pub mod offload;
pub mod outline;
pub mod page_lock;
pub mod parallel;
pub mod peel_rows;
pub mod plan;
pub mod privatize;
pub mod reduction;
pub mod reject;
pub mod reload;
pub mod reload_stored;
pub mod report;
pub mod row_pointers;
pub mod run;
pub mod split;
pub mod trap_exits;
pub mod unswitch;
pub mod unswitch_alternatives;
pub mod unswitch_rows;

use crate::error::Result;
use crate::frontend::ModuleInfo;
use crate::pipeline::{lower_index, Options};
use dependence::{Group, Precondition};
use induction::{Analysis, HeaderParam};
use loops::{Cfg, LoopForest};
use lowered_ir::{BlockId, LoweredFunction};
use report::Namer;
use std::borrow::Cow;

/// The verdict on a whole function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FunctionVerdict {
    /// At least one loop nest can become a kernel.
    Offload,
    /// Analysed, but no loop is parallel: it stays on the CPU.
    Sequential,
    /// Something in the function keeps it on the CPU before any loop analysis.
    Rejected,
}

impl FunctionVerdict {
    pub fn name(self) -> &'static str {
        match self {
            FunctionVerdict::Offload => "offload",
            FunctionVerdict::Sequential => "sequential",
            FunctionVerdict::Rejected => "rejected",
        }
    }
}

/// The verdict on one loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoopVerdict {
    /// Its iterations are independent (possibly under run-time preconditions).
    Parallel,
    /// Its iterations must run in order.
    Sequential,
}

impl LoopVerdict {
    pub fn name(self) -> &'static str {
        match self {
            LoopVerdict::Parallel => "parallel",
            LoopVerdict::Sequential => "sequential",
        }
    }
}

/// One group of accesses in a loop: the same address up to a constant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AccessGroupReport {
    /// `p3 + 8*i + [0, 8)`: the bytes touched in one iteration of each counter.
    pub range: String,
    pub loads: usize,
    pub stores: usize,
}

/// The report on one loop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoopReport {
    /// `L0`, `L1`, ... in the layout order of the loop headers (stable for a function).
    pub id: String,
    /// The header block, e.g. `block3`.
    pub header: String,
    pub depth: usize,
    pub parent: Option<String>,
    /// The name of its iteration counter in addresses (`i`, `j`, `k` by depth).
    pub counter: String,
    pub verdict: LoopVerdict,
    /// Why it is sequential (empty when parallel).
    pub reasons: Vec<String>,
    /// The trip count as a formula of the arguments, when the loop is counted.
    pub trip_count: Option<String>,
    /// The exit test, when the loop is counted.
    pub exit_test: Option<String>,
    /// `v17 = p3 + 8*i` for each induction variable of the loop.
    pub inductions: Vec<String>,
    /// `float sum in v12` for each reduction.
    pub reductions: Vec<String>,
    pub loads: usize,
    pub stores: usize,
    pub accesses: Vec<AccessGroupReport>,
    /// Conditions on the arguments, checked before a launch.
    pub preconditions: Vec<String>,
    /// What a launch does beyond one thread per iteration, and why (parallel loops only).
    pub transformations: Vec<String>,
}

/// The report on one function.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FunctionReport {
    pub name: String,
    /// Wasm function index.
    pub index: u32,
    /// `(p0: i32, p1: f32) -> f32`.
    pub signature: String,
    pub verdict: FunctionVerdict,
    /// Why it is rejected, or a summary of its loops.
    pub reasons: Vec<String>,
    pub loops: Vec<LoopReport>,
    /// Ids of the outermost parallel loops: each is one kernel of the launch plan.
    pub kernels: Vec<String>,
}

/// The report on a module.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct ModuleReport {
    pub functions: Vec<FunctionReport>,
}

/// Analyses every defined function of the wasm module `wasm`.
///
/// Fails only when the module itself cannot be read (not wasm, invalid); every problem inside
/// a function becomes that function's verdict.
pub fn detect(wasm: &[u8]) -> Result<ModuleReport> {
    detect_with(wasm, DetectOptions::default())
}

/// What the analysis may do beyond the defaults.
#[derive(Clone, Copy, Debug)]
pub struct DetectOptions {
    /// Try loop distribution (`distribute.rs`); off for a host that cannot run distributed
    /// loops (the wasmtime runtime judging a region), which would pay for it for nothing.
    pub distribution: bool,
    /// Float reductions may be reordered (`--reassociate-floats`).
    pub reassociate_floats: bool,
}

impl Default for DetectOptions {
    fn default() -> Self {
        DetectOptions {
            distribution: true,
            reassociate_floats: false,
        }
    }
}

/// [`detect`] with `options`.
pub fn detect_with(wasm: &[u8], options: DetectOptions) -> Result<ModuleReport> {
    // Modules using features the pipeline does not accept (atomics, ...) still get a verdict
    // per function: they are parsed with every feature on.
    let module = parse_module(wasm)?;
    let (wasm, module, notes) = with_library_calls_resolved(wasm, module, true);
    let mut report = ModuleReport::default();
    let imported = module.num_imported_funcs();
    for defined in 0..module.func_types.len() {
        let index = imported + defined as u32;
        let (mut f, lowered) = detect_function_lowered(&wasm, &module, index, defined, options);
        if let Some(lowered) = &lowered {
            note_unswitched(lowered, &mut f, options);
            note_alternative_loops(lowered, &mut f);
        }
        if let Some(notes) = notes.get(&defined) {
            if f.verdict != FunctionVerdict::Rejected {
                f.reasons.extend(notes.iter().cloned());
            }
        }
        report.functions.push(f);
    }
    Ok(report)
}

/// Adds to each sequential loop of `report` that a launch-time unswitch makes parallel
/// (`unswitch.rs`: a branch fixed before the loops going one way) a reason naming the
/// branch: `run` analyses a whole program's nest so and tests the branch at each launch.
/// Only where some loop is sequential for a value it carries; one analysis per side of at
/// most [`unswitch::MAX_CANDIDATES`] branches.
fn note_unswitched(f: &LoweredFunction, report: &mut FunctionReport, options: DetectOptions) {
    let carried = |l: &LoopReport| {
        l.verdict == LoopVerdict::Sequential
            && l.reasons
                .iter()
                .any(|r| r.contains("is carried from one iteration"))
    };
    if !report.loops.iter().any(carried) {
        return;
    }
    for (g, assumed) in unswitch::specialisations(f) {
        let mut other = FunctionReport {
            loops: Vec::new(),
            ..report.clone()
        };
        analyse_named(&g, &mut other, Default::default(), options);
        if other.loops.len() != report.loops.len() {
            continue;
        }
        let mut found = false;
        for (mine, theirs) in report.loops.iter_mut().zip(&other.loops) {
            if carried(mine) && theirs.verdict == LoopVerdict::Parallel {
                mine.reasons.push(format!(
                    "the values it carries are read only where the branch of block{} on {} goes to its {} side: `run` launches it where each launch finds the branch going to its {} side (a launch-time unswitch)",
                    assumed.block.0,
                    assumed.cond,
                    unswitch::side(!assumed.taken),
                    unswitch::side(assumed.taken)
                ));
                found = true;
            }
        }
        if found {
            return;
        }
    }
}

/// Adds to each parallel loop of `report` whose body chooses between alternative inner
/// loops on a branch `run` unswitches a transformation naming the branch and the loops:
/// a branch fixed before the loops (`unswitch_alternatives.rs`: a hoisted alias test, both
/// sides analysed, each call running the side its values take) or one each iteration
/// computes from address comparisons (`unswitch_rows.rs`: a vectorised row's alias test,
/// analysed going the "apart" way, each launch testing it). Which form `run` takes depends
/// on the thread dimensions of each (a whole program's regions are analysed again), so the
/// note says what is tried, not what launches.
fn note_alternative_loops(f: &LoweredFunction, report: &mut FunctionReport) {
    let cfg = Cfg::new(f);
    let forest = LoopForest::new(&cfg);
    let positions = f.block_positions();
    let names = |report: &FunctionReport, headers: &[BlockId]| -> String {
        let ids: Vec<String> = (headers.iter())
            .filter_map(|h| {
                let h = h.to_string();
                report
                    .loops
                    .iter()
                    .find(|l| l.header == h)
                    .map(|l| l.id.clone())
            })
            .collect();
        ids.join(", ")
    };
    // The parallel loop of the report whose body holds `block` innermost.
    let around = |report: &FunctionReport, block: BlockId| -> Option<usize> {
        let at = *positions.get(&block)?;
        let l = (forest.loops.iter())
            .filter(|l| l.blocks.contains(&at))
            .min_by_key(|l| l.blocks.len())?;
        let header = cfg.ids[l.header].to_string();
        (report.loops.iter()).position(|r| r.header == header && r.verdict == LoopVerdict::Parallel)
    };
    for (block, [else_drops, then_drops]) in unswitch_alternatives::alternative_loops(f) {
        let Some(at) = around(report, block) else {
            continue;
        };
        let (then_loops, else_loops) = (names(report, &else_drops), names(report, &then_drops));
        let cond = match &f.blocks[positions[&block]].term {
            lowered_ir::Terminator::Branch { cond, .. } => cond.to_string(),
            _ => continue,
        };
        report.loops[at].transformations.push(format!(
            "alternatives: its inner loops {then_loops} (the then side) and {else_loops} (the else side) are chosen by the branch of {block} on {cond}, fixed before the loops (a hoisted alias test): `run` analyses the nest with the branch going each way, and where both are whole kernels and one has more thread dimensions, each call runs the side its values take"
        ));
    }
    for (g, assumed) in unswitch_rows::row_specialisations(f) {
        let Some(at) = around(report, assumed.block) else {
            continue;
        };
        let dropped = names(report, &unswitch::dropped_loops(f, &g));
        report.loops[at].transformations.push(format!(
            "alternatives: its inner loops {dropped} run only where the branch of {} on {}, which each iteration of the outermost loop computes from address comparisons (a vectorised row's alias test), goes to its {} side: `run` analyses the nest with it going to its {} side (the side that finds the arrays apart), and where that gives its threads more dimensions, each launch tests it at the first and last iteration of that loop",
            assumed.block,
            assumed.cond,
            unswitch::side(!assumed.taken),
            unswitch::side(assumed.taken),
        ));
    }
}

/// Parses `wasm` the way the detector does: the pipeline's features, or every feature when
/// that fails (so atomics are named per function).
pub(crate) fn parse_module(wasm: &[u8]) -> Result<ModuleInfo> {
    ModuleInfo::parse(wasm).or_else(|strict| {
        ModuleInfo::parse_with_features(wasm, cranelift_wasm::wasmparser::WasmFeatures::all())
            .map_err(|_| strict)
    })
}

/// The module with libm imports from `env` linked to the committed libm
/// (`tensor-wasm-inline::link`), `memset`/`memcpy`/`memmove` imports inlined (`libcalls.rs`)
/// and the calls of small pure functions (libm's `expf`, `powf`, ...) inlined into their
/// callers (`tensor-wasm-inline`), each step kept when it gives a module that still parses;
/// per defined function, a sentence for each thing that changed in it.
pub(crate) fn with_library_calls_resolved(
    wasm: &[u8],
    module: ModuleInfo,
    cold_traps: bool,
) -> (
    Vec<u8>,
    ModuleInfo,
    std::collections::BTreeMap<usize, Vec<String>>,
) {
    let mut notes: std::collections::BTreeMap<usize, Vec<String>> = Default::default();
    let (mut wasm, mut module) = (wasm.to_vec(), module);
    // libm functions imported from `env` become the committed libm's own (wasi-libc's).
    let mut linked = Vec::new();
    if let Ok(l) = tensor_wasm_inline::link_libm(&wasm) {
        if !l.linked.is_empty() {
            if let Ok(m) = parse_module(&l.wasm) {
                (wasm, module, linked) = (l.wasm, m, l.linked);
            }
        }
    }
    let libc = libcalls::inline_libc_calls(&wasm, &module);
    if !libc.notes.is_empty() {
        if let Ok(m) = parse_module(&libc.wasm) {
            for (defined, names) in libc.notes {
                for n in names {
                    let as_op = if n.ends_with("::memset") {
                        "memory.fill"
                    } else {
                        "memory.copy"
                    };
                    notes.entry(defined).or_default().push(format!(
                        "its calls to `{n}` are analysed as `{as_op}`, which does what the C library function does"
                    ));
                }
            }
            (wasm, module) = (libc.wasm, m);
        }
    }
    let limits = tensor_wasm_inline::Limits {
        cold_traps,
        ..Default::default()
    };
    if let Ok(pure) = tensor_wasm_inline::inline_pure_calls(&wasm, &limits) {
        if !pure.sites.is_empty() {
            if let Ok(m) = parse_module(&pure.wasm) {
                let imported = module.num_imported_funcs();
                // Per caller: the pure callees, and those pure once their frame is in locals.
                let mut by_caller: std::collections::BTreeMap<usize, [Vec<String>; 2]> =
                    Default::default();
                for site in &pure.sites {
                    let Some(defined) = site.caller.checked_sub(imported) else {
                        continue;
                    };
                    let name = site
                        .callee_name
                        .clone()
                        .unwrap_or_else(|| module.func_name(site.callee));
                    let callee = if linked.contains(&name) {
                        format!("`{name}` (imported from `env`, linked from wasi-libc's libm)")
                    } else {
                        format!("`{name}`")
                    };
                    let list = &mut by_caller.entry(defined as usize).or_default()
                        [usize::from(site.framed)];
                    if !list.contains(&callee) {
                        list.push(callee);
                    }
                }
                for (defined, [pure, framed]) in by_caller {
                    let notes = notes.entry(defined).or_default();
                    if !pure.is_empty() {
                        notes.push(format!(
                            "its calls to {} are inlined: pure code (no stores, no global writes, no imports), analysed as part of the loop that calls it",
                            pure.join(", ")
                        ));
                    }
                    if !framed.is_empty() {
                        notes.push(format!(
                            "its calls to {} are inlined: pure code once the few values they keep on the C stack are held in locals (a path that needs more, such as huge arguments of `sin`, traps in a kernel and its loop reruns on the CPU), analysed as part of the loop that calls it",
                            framed.join(", ")
                        ));
                    }
                }
                (wasm, module) = (pure.wasm, m);
            }
        }
    }
    (wasm, module, notes)
}

fn signature_text(module: &ModuleInfo, index: u32) -> String {
    let Some(ty) = module.func_type(index) else {
        return "(?)".into();
    };
    let params: Vec<String> = ty
        .params()
        .iter()
        .enumerate()
        .map(|(i, t)| format!("p{i}: {t}"))
        .collect();
    let results: Vec<String> = ty.results().iter().map(|t| t.to_string()).collect();
    let results = match results.len() {
        0 => "()".to_string(),
        1 => results[0].clone(),
        _ => format!("({})", results.join(", ")),
    };
    format!("({}) -> {results}", params.join(", "))
}

pub fn detect_function(
    wasm: &[u8],
    module: &ModuleInfo,
    index: u32,
    defined: usize,
) -> FunctionReport {
    detect_function_with(wasm, module, index, defined, DetectOptions::default())
}

/// [`detect_function`] with `options`.
pub fn detect_function_with(
    wasm: &[u8],
    module: &ModuleInfo,
    index: u32,
    defined: usize,
    options: DetectOptions,
) -> FunctionReport {
    detect_function_lowered(wasm, module, index, defined, options).0
}

/// [`detect_function_with`], and the function as it lowered (`None` where it did not), for
/// a caller that goes on to outline it: lowering is a fifth of the judging of a region.
pub fn detect_function_lowered(
    wasm: &[u8],
    module: &ModuleInfo,
    index: u32,
    defined: usize,
    options: DetectOptions,
) -> (FunctionReport, Option<LoweredFunction>) {
    let name = module.func_name(index);
    let mut report = FunctionReport {
        name: name.clone(),
        index,
        signature: signature_text(module, index),
        verdict: FunctionVerdict::Rejected,
        reasons: Vec::new(),
        loops: Vec::new(),
        kernels: Vec::new(),
    };
    if module.memory_is_64 {
        report.reasons.push(
            "its memory is 64-bit (memory64): auto mode offloads loops of wasm32 programs".into(),
        );
        return (report, None);
    }
    let scan = match reject::scan_body(wasm, module, defined) {
        Ok(scan) => scan,
        Err(e) => {
            report.reasons.push(format!("its body cannot be read: {e}"));
            return (report, None);
        }
    };
    if !scan.rejects.is_empty() {
        for (reason, count) in &scan.rejects {
            report.reasons.push(if *count > 1 {
                format!("{reason} ({count} times)")
            } else {
                reason.clone()
            });
        }
        return (report, None);
    }
    let lowered = match lower_index(wasm, module, index, &Options::default()) {
        Ok(f) => f,
        Err(e) => {
            report.reasons.push(reject::lowering_failure(&e, &scan));
            return (report, None);
        }
    };
    let callees: std::collections::HashMap<u32, String> =
        crate::pipeline::called_functions(&lowered)
            .into_iter()
            .map(|i| (i, module.func_name(i)))
            .collect();
    analyse_named(&lowered, &mut report, callees, options);
    (report, Some(lowered))
}

/// (across iterations?, pointers written through, pointers of the other access).
type RootsKey = (bool, String, String);

/// The form of `f` that the loop analysis reads and kernels are outlined from: checks that
/// trap folded into `trap_if`s ([`trap_exits::fold`]), exit tests before an empty latch
/// made the latch's ([`empty_latches::thread`]), branches on loaded data made `select`s
/// ([`if_convert::convert`]) and the loads a loop carries to its next iteration loaded
/// again there ([`reload::carried_loads`]), with what was reloaded. They hold only where a
/// kernel's launch-time tests pass: never the code the CPU runs.
pub fn analysis_form(f: &LoweredFunction) -> (Cow<'_, LoweredFunction>, Vec<reload::Reloaded>) {
    let folded = match trap_exits::fold(f) {
        Cow::Borrowed(f) => empty_latches::thread(f),
        Cow::Owned(g) => Cow::Owned(empty_latches::thread(&g).into_owned()),
    };
    let folded = match folded {
        Cow::Borrowed(f) => if_convert::convert(f),
        Cow::Owned(g) => Cow::Owned(if_convert::convert(&g).into_owned()),
    };
    let (reloaded, reloads) = reload::carried_loads(&folded);
    match reloaded {
        Cow::Owned(x) => (Cow::Owned(x), reloads),
        Cow::Borrowed(_) => (folded, reloads),
    }
}

/// Loop analysis of one lowered function into `report` (public for tests on LoweredOp text).
pub fn analyse(f: &LoweredFunction, report: &mut FunctionReport) {
    analyse_named(f, report, Default::default(), DetectOptions::default());
}

/// [`analyse`] with the names of the functions `f` calls, for the reasons.
fn analyse_named(
    f: &LoweredFunction,
    report: &mut FunctionReport,
    callees: std::collections::HashMap<u32, String>,
    options: DetectOptions,
) {
    // Checks that trap are `trap_if`s, carried loads loaded again (`analysis_form`).
    let (folded, reloads) = analysis_form(f);
    let f: &LoweredFunction = &folded;
    let mut a = Analysis::new(f);
    a.reassociate_floats = options.reassociate_floats;
    let distribution = options.distribution;
    let mut names = Namer::new(f);
    names.callees = callees;
    let accesses = dependence::accesses(&mut a);
    let n = a.forest.loops.len();
    // Evaluate what the reports print first, so that every choice atom is known to the namer.
    plan::warm_up(&mut a);
    names.choices = a.choices.clone();
    names.min_max = a.min_max.clone();
    // Loop block parameters with a known value print as that value (`i + 1`, not `v113`).
    let mut alias = std::collections::HashMap::new();
    for b in f.blocks.iter().skip(1) {
        for &p in &b.params {
            if let Some(x) = a.affine(p) {
                if x.atoms()
                    .iter()
                    .all(|t| !matches!(t, affine::Atom::Opaque(o) if *o == p.0))
                {
                    alias.insert(p, names.affine(&a.forest, &x));
                }
            }
        }
    }
    names.alias = alias.clone();
    a.alias = alias;
    let all = dependence::analyse_all(&mut a, &accesses, &names);
    for (l, deps) in all.iter().enumerate() {
        let lp = a.forest.loops[l].clone();
        let counter = names.counter(&a.forest, l);
        let counted = a.counted(l).ok();
        let mut inductions = Vec::new();
        for (v, k) in a.header_params(l) {
            match k {
                HeaderParam::Induction { .. } => {
                    if let Some(x) = a.affine(v) {
                        inductions.push(format!("{v} = {}", names.affine(&a.forest, &x)));
                    }
                }
                HeaderParam::FloatInduction { step, .. } => inductions.push(format!(
                    "{v} = start + {step:?}*{counter} (an f64 counter, exact)"
                )),
                HeaderParam::Quadratic { by, plus } => {
                    let q = (by.iter())
                        .map(|b| a.f.blocks[lp.header].params[*b].to_string())
                        .collect::<Vec<_>>()
                        .join(" + ");
                    let plus = match plus {
                        0 => String::new(),
                        c if c < 0 => format!(" - {}", c.unsigned_abs()),
                        c => format!(" + {c}"),
                    };
                    inductions.push(format!(
                        "{v} = start + the sum of {q}{plus} over the iterations before (quadratic in {counter})"
                    ));
                }
                _ => {}
            }
        }
        let trip_count = counted.as_ref().map(|c| names.trip(&a.forest, &c.trip));
        // The ranges of every counter in a precondition: this loop's and its inner loops'.
        let mut trips_text: Vec<(usize, String)> = Vec::new();
        for m in 0..n {
            if a.forest.within(m, l) {
                let c = names.counter(&a.forest, m);
                let t = match a.counted(m) {
                    Ok(cm) => format!("{c} = 0 .. {}", names.trip(&a.forest, &cm.trip)),
                    Err(_) => format!("every {c}"),
                };
                trips_text.push((m, t));
            }
        }
        let range_of = |g: &Group| names.group(&a.forest, g);
        let accesses_report = deps
            .groups
            .iter()
            .map(|g| AccessGroupReport {
                range: range_of(g),
                loads: g.loads,
                stores: g.stores,
            })
            .collect();
        let over_of = |x: &Group, y: &Group| -> String {
            let parts: Vec<&str> = trips_text
                .iter()
                .filter(|(m, _)| {
                    *m == l || x.base.coeffs.contains_key(m) || y.base.coeffs.contains_key(m)
                })
                .map(|(_, t)| t.as_str())
                .collect();
            let mut unique: Vec<&str> = Vec::new();
            for p in parts {
                if !unique.contains(&p) {
                    unique.push(p);
                }
            }
            unique.join(", ")
        };
        // One line per precondition, or one per pair of pointer arguments when several
        // ranges through the same pointers need the same check (unrolled loops, rows).
        let root_of = |g: &Group| -> String {
            let r = dependence::roots(&g.base);
            if r.is_empty() {
                "memory".into()
            } else {
                r.iter()
                    .map(|i| format!("p{i}"))
                    .collect::<Vec<_>>()
                    .join(" + ")
            }
        };
        // An interchange launches with the checks of its threads' loop over all of it.
        let interchange = plan::in_order(deps);
        let checked = interchange.map_or(deps, |i| &*i.deps);
        let mut by_roots: Vec<(RootsKey, Vec<(usize, usize)>)> = Vec::new();
        for p in &checked.preconditions {
            let (cross, w, o) = match p {
                Precondition::Disjoint { written, other }
                | Precondition::DisjointBeyondThread0 { written, other } => {
                    (false, *written, *other)
                }
                Precondition::NoCrossIteration { written, other } => (true, *written, *other),
            };
            let key = (
                cross,
                root_of(&checked.groups[w]),
                root_of(&checked.groups[o]),
            );
            match by_roots.iter_mut().find(|(k, _)| *k == key) {
                Some((_, v)) => v.push((w, o)),
                None => by_roots.push((key, vec![(w, o)])),
            }
        }
        // A sequential loop has no launch, so nothing to check.
        let by_roots = if deps.parallel || interchange.is_some() {
            by_roots
        } else {
            Vec::new()
        };
        let preconditions = by_roots
            .iter()
            .map(|((cross, rw, ro), pairs)| {
                let (w, o) = (&checked.groups[pairs[0].0], &checked.groups[pairs[0].1]);
                let mut over = over_of(w, o);
                for (pw, po) in pairs.iter().skip(1) {
                    for part in over_of(&checked.groups[*pw], &checked.groups[*po]).split(", ") {
                        if !over.split(", ").any(|x| x == part) {
                            over.push_str(", ");
                            over.push_str(part);
                        }
                    }
                }
                match (cross, pairs.len()) {
                    (false, 1) => {
                        let what = if o.stores > 0 { "written" } else { "read" };
                        format!(
                            "{} (written) does not overlap {} ({what}), for {over}",
                            range_of(w),
                            range_of(o)
                        )
                    }
                    (true, 1) if pairs[0].0 == pairs[0].1 => format!(
                        "{} (written) does not overlap itself between different iterations, for {over}",
                        range_of(w)
                    ),
                    (true, 1) => format!(
                        "{} (written) does not overlap {} between different iterations, for {over}",
                        range_of(w),
                        range_of(o)
                    ),
                    (false, n) => {
                        let what = if pairs.iter().any(|(_, po)| checked.groups[*po].stores > 0) {
                            "accessed"
                        } else {
                            "read"
                        };
                        format!(
                            "the bytes written through {rw} do not overlap the bytes {what} through {ro} ({n} pairs of ranges), for {over}"
                        )
                    }
                    (true, n) => format!(
                        "the bytes written through {rw} in one iteration are not accessed through {ro} in another ({n} pairs of ranges), for {over}"
                    ),
                }
            })
            .collect();
        let reductions = deps
            .reductions
            .iter()
            .map(|(v, op)| format!("{} in {}", op.describe(), names.value(f, *v)))
            .collect();
        report.loops.push(LoopReport {
            id: format!("L{l}"),
            header: a.cfg.ids[lp.header].to_string(),
            depth: lp.depth,
            parent: lp.parent.map(|p| format!("L{p}")),
            counter,
            verdict: if deps.parallel {
                LoopVerdict::Parallel
            } else {
                LoopVerdict::Sequential
            },
            reasons: {
                let mut r = deps.reasons.clone();
                // A sequential loop around a parallel one: why its threads cannot run it
                // in order either.
                if let Some(i) = deps.interchange.as_ref().filter(|i| !i.deps.parallel) {
                    r.extend(i.deps.reasons.iter().map(|why| {
                        format!(
                            "no interchange with L{}: {}",
                            i.child,
                            why.strip_prefix("interchange: ").unwrap_or(why)
                        )
                    }));
                }
                r
            },
            trip_count,
            exit_test: counted.as_ref().map(|c| c.test.clone()),
            inductions,
            reductions,
            loads: deps.loads,
            stores: deps.stores,
            accesses: accesses_report,
            preconditions,
            transformations: if deps.parallel {
                deps.transformations.clone()
            } else if let Some(i) = plan::in_order(deps) {
                let mut t = i.deps.transformations.clone();
                match &i.second {
                    Some(s) if s.deps.parallel => t.extend(s.deps.transformations.clone()),
                    Some(s) => t.extend(
                        s.deps
                            .reasons
                            .iter()
                            .map(|why| format!("no second thread dimension L{}: {why}", s.child)),
                    ),
                    None => {}
                }
                t
            } else {
                Vec::new()
            },
        });
    }
    for r in &reloads {
        let header = r.header.to_string();
        if let Some(lr) = report
            .loops
            .iter_mut()
            .find(|lr| lr.header == header && lr.verdict == LoopVerdict::Parallel)
        {
            lr.transformations.push(format!(
                "{} was loaded by the previous iteration and carried over: each iteration loads it again ({}), the same bytes wherever no iteration writes what another reads, which the launch tests",
                r.param, r.load
            ));
        }
    }
    // Kernels: launchable loops with no launchable ancestor.
    let kernels = plan::kernel_loops(&a, &all);
    for l in &kernels {
        report.kernels.push(format!("L{l}"));
        // A parallel kernel whose only child runs in order inside threads of both.
        let kd = plan::kernel_dims(&mut a, &all, &accesses, *l);
        if let (Some(1), Some(r)) = (kd.in_order, report.loops.get_mut(*l)) {
            let (c, j) = (kd.loops[1], kd.loops[2]);
            r.transformations.push(format!(
                "interchange inside: the iterations of L{l} and L{j} are a 2-D grid of threads, each running every iteration of L{c} in order, so what one element accumulates over L{c} is summed in the original order; one thread per element instead of one per row"
            ));
        }
        // A parallel kernel that may also launch as its child's threads (outline.rs).
        let Some(i) = plan::interchange_form(&mut a, &all, *l, &accesses, &names) else {
            continue;
        };
        if let Some(r) = report.loops.get_mut(*l) {
            r.transformations.push(format!(
                "interchange, where the launch-time test of its own iterations fails: the iterations of L{} are the threads and each runs every iteration of L{l} in order",
                i.child
            ));
        }
    }
    // Sequential loops outside them that run as two kernels one after the other.
    let in_kernel = kernels
        .iter()
        .flat_map(|k| a.forest.loops[*k].blocks.iter().map(|b| a.cfg.ids[*b]))
        .collect();
    let mut distributed = if distribution {
        distribute::distribute_all(f, &in_kernel)
    } else {
        Vec::new()
    };
    // Loops whose rows split where a branch flips, each side a kernel.
    if distribution {
        let mut outside = in_kernel;
        outside.extend(distributed.iter().flat_map(|d| d.blocks.iter().copied()));
        distributed.extend(peel_rows::peel_all(f, &outside));
    }
    for d in &distributed {
        if let Some(r) = report.loops.iter_mut().find(|r| r.id == d.name) {
            r.transformations.push(distribute::describe(d));
        }
        report.kernels.push(d.name.clone());
    }
    // Parallel kernels that run as two kernels split at a point of their body.
    if distribution && !kernels.is_empty() {
        let outlined: Vec<outline::Outlined> = outline::outline_all(f, false, false)
            .into_iter()
            .flatten()
            .collect();
        for s in split::split_all(f, &outlined) {
            if let Some(r) = report.loops.iter_mut().find(|r| r.id == s.name) {
                r.transformations.push(split::describe(&s));
            }
        }
    }
    if n == 0 {
        report.verdict = FunctionVerdict::Sequential;
        report
            .reasons
            .push("it has no loop: straight-line code stays on the CPU".into());
    } else if report.kernels.is_empty() {
        report.verdict = FunctionVerdict::Sequential;
        report.reasons.push("none of its loops is parallel".into());
    } else {
        report.verdict = FunctionVerdict::Offload;
        let k = kernels.len();
        if k > 0 {
            report.reasons.push(format!(
                "{k} parallel loop nest{} ({}) can become GPU kernel{}",
                if k == 1 { "" } else { "s" },
                report.kernels[..k].join(", "),
                if k == 1 { "" } else { "s" },
            ));
        }
        for d in &distributed {
            report.reasons.push(format!(
                "{} can run as two GPU kernels one after the other (a {})",
                d.name,
                if d.peeled.is_some() {
                    "peeling"
                } else {
                    "distribution"
                }
            ));
        }
        let backups: Vec<String> = plan::backup_loops(&a, &all)
            .into_iter()
            .map(|l| format!("L{l}"))
            .collect();
        if !backups.is_empty() {
            report.reasons.push(format!(
                "backup kernel{} {}: where the loop around one does not launch (a launch-time test fails), it may launch at each iteration of that loop",
                if backups.len() == 1 { "" } else { "s" },
                backups.join(", "),
            ));
        }
    }
}

/// Convenience for tests and the CLI: `detect` on `.wasm` bytes or WAT text.
pub fn detect_bytes(bytes: &[u8]) -> Result<ModuleReport> {
    let wasm = crate::pipeline::wasm_from_bytes(bytes)?;
    detect(&wasm)
}

#[cfg(test)]
mod reduction_tests;
#[cfg(test)]
mod run_tests;
#[cfg(test)]
mod tests;
