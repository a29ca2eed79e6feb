//! Which loop regions of a module become GPU nests, judged by the compiler's auto-mode
//! analysis on each region standing alone.
//!
//! Every extractable region (`rewrite.rs`) is appended to a candidate module as a function of
//! its own, and that function goes through the same detector, lowering and outlining as
//! `tensor-wasm lower --mode auto`. A region is chosen when its function's one outermost loop
//! is outlined as a kernel; otherwise its inner loops are judged the same way (outermost
//! first, so a chosen region's inner loops are never chosen too). Judging the region rather
//! than the whole function lets a loop offload inside a function that also calls `printf`,
//! which the detector rejects as a whole.
//!
//! Calls of the module's own `memset`, `memcpy` and `memmove` (wasi-libc's, found by the name
//! section) are read as `memory.fill`/`memory.copy` in the candidates, as the detector reads
//! imported ones; the native fallback and the first-call reference still call the module's
//! code.
//!
//! This module decides what offloads and why; it must not run anything.

use crate::rewrite::{ModuleFacts, Region, RewriteError};
use std::collections::BTreeSet;
use tensor_wasm_compiler::auto::libcalls::inline_libc_calls_with_defined;
use tensor_wasm_compiler::auto::loops::{Cfg, LoopForest};
use tensor_wasm_compiler::auto::offload::AutoFunction;
use tensor_wasm_compiler::auto::unswitch::Assumed;
use tensor_wasm_compiler::auto::{detect_function_lowered, DetectOptions, FunctionVerdict};
use tensor_wasm_compiler::auto::{unswitch, unswitch_alternatives, unswitch_rows};
use tensor_wasm_compiler::frontend::ModuleInfo;
use tensor_wasm_compiler::pipeline::{lower_index, Options};

/// A region chosen to offload.
pub struct Nest {
    /// Its index `k`: the import `nest_<k>` and the export `__tensor_wasm_nest_<k>`.
    pub index: usize,
    /// The region in [`ModuleFacts::regions`].
    pub region: Region,
    /// The function it came from, by name.
    pub function: String,
    /// The region as a function, analysed and outlined (one kernel, its outermost loop).
    pub auto: AutoFunction,
}

impl Nest {
    /// ` (distributed: L0.1 then L0.2)` for a loop run as two kernels one after the other,
    /// else nothing: how reports name its parts.
    pub fn parts(&self) -> String {
        (self.auto.distributed.iter())
            .map(|d| {
                let names: Vec<&str> = d.parts.iter().map(|p| p.name.as_str()).collect();
                format!(" (distributed: {})", names.join(" then "))
            })
            .collect()
    }
}

/// What was decided for one loop region, for `detect`-style reports.
#[derive(Clone, Debug, PartialEq)]
pub struct RegionVerdict {
    pub function: String,
    /// Byte offset of the `loop` in the module.
    pub offset: usize,
    /// Nesting depth among the function's loops (0: outermost).
    pub depth: usize,
    /// `Ok(k)`: nest k; `Err(why)`: stays in wasmtime.
    pub verdict: Result<usize, String>,
}

/// The module's nests and the rewritten module that calls them.
pub struct NestPlan {
    /// The module with each nest replaced by a call of its import (`rewrite.rs`).
    pub rewritten: Vec<u8>,
    /// Where the rewritten module's instructions came from (trap backtraces).
    pub origins: crate::origins::Origins,
    pub nests: Vec<Nest>,
    pub verdicts: Vec<RegionVerdict>,
    /// Byte offsets of the loops that keep the memory on the device (`resident_begin` and
    /// `resident_end` around them).
    pub resident: Vec<usize>,
    /// Byte offsets of the nests whose backups body keeps the memory on the device
    /// ([`resident_backups`]).
    pub resident_backups: Vec<usize>,
}

impl NestPlan {
    /// One line per loop region: where it is and what was decided (`nest_<k>`, with the
    /// parts of a loop run as two kernels one after the other, or why it stays), as
    /// `lower --mode auto --emit rewritten` prints them.
    pub fn verdict_lines(&self) -> Vec<String> {
        self.verdicts
            .iter()
            .map(|v| {
                let what = match &v.verdict {
                    Ok(k) => {
                        let parts = self.nests.get(*k).map(Nest::parts).unwrap_or_default();
                        format!("nest_{k}{parts}")
                    }
                    Err(why) => format!("stays: {why}"),
                };
                format!(
                    "loop at byte {} of `{}` (depth {}): {what}",
                    v.offset, v.function, v.depth
                )
            })
            .collect()
    }
}

/// Why a module cannot be planned.
#[derive(Debug, thiserror::Error)]
pub enum PlanError {
    #[error(transparent)]
    Rewrite(#[from] RewriteError),
    #[error("cannot analyse the loops of the module: {0}")]
    Analysis(String),
}

/// Finds the nests of `wasm` and writes the rewritten module.
pub fn plan(wasm: &[u8]) -> Result<NestPlan, PlanError> {
    plan_with(wasm, false)
}

/// [`plan`], with float reductions reordered when `reassociate_floats`
/// (`--reassociate-floats`): their loops become nests too.
pub fn plan_with(wasm: &[u8], reassociate_floats: bool) -> Result<NestPlan, PlanError> {
    // Loops that leave by a trailing `br` become loops that leave by their end first (the
    // same byte offsets): they can then be nests.
    let hoisted = crate::loop_exits::hoist_trailing_exits(wasm);
    let wasm: &[u8] = &hoisted;
    let facts = ModuleFacts::parse(wasm)?;
    let candidates: Vec<usize> = (0..facts.regions.len())
        .filter(|r| facts.regions[*r].extractable.is_ok())
        .filter(|r| library_loops(&facts, facts.regions[*r].func).is_none())
        .collect();
    let names = ModuleInfo::parse(wasm).map_err(|e| PlanError::Analysis(e.to_string()))?;
    // The candidate module, with calls of the module's own memset/memcpy/memmove (wasi-libc's)
    // read as bulk memory, as imported ones are.
    let candidate = if candidates.is_empty() {
        None
    } else {
        let module_bytes = facts.candidate_module(&candidates)?;
        let parse = |bytes: &[u8]| {
            ModuleInfo::parse(bytes)
                .map_err(|e| PlanError::Analysis(format!("the candidate module: {e}")))
        };
        let module = parse(&module_bytes)?;
        let libc: Vec<(u32, String)> = (0..facts.defined_funcs())
            .map(|d| facts.imported_funcs() + d)
            .filter_map(|i| facts.func_name(i).map(|n| (i, n.to_string())))
            .collect();
        let inlined = inline_libc_calls_with_defined(&module_bytes, &module, &libc);
        let (bytes, module) = if inlined.notes.is_empty() {
            (module_bytes, module)
        } else {
            let m = parse(&inlined.wasm)?;
            (inlined.wasm, m)
        };
        // Calls of small pure functions (libm's expf, powf, ...) are analysed inlined, and
        // those pure but for a frame of a few values (sin, cos); the native nest keeps its
        // calls, which compute the same. A call on a path that only huge arguments take
        // (`__rem_pio2_large`) traps in a kernel, which then reruns the loop natively.
        let limits = tensor_wasm_inline::Limits {
            cold_traps: true,
            ..Default::default()
        };
        match tensor_wasm_inline::inline_pure_calls(&bytes, &limits) {
            Ok(pure) if !pure.sites.is_empty() => {
                let m = parse(&pure.wasm)?;
                Some((pure.wasm, m))
            }
            _ => Some((bytes, module)),
        }
    };
    // Outermost first: a region is judged, and chosen when it passes, when no enclosing
    // region was chosen, or as a backup when the one enclosing chosen region may fail its
    // launch-time tests (`may_decline`): the native loop that then runs calls the backup at
    // each of its iterations (the outermost inner loop that passes). Loops inside a backup
    // are never lowered.
    let mut judged = judge_all(&candidates, candidate.as_ref(), &facts, reassociate_floats);
    let small_loops = small_loops(&facts, &candidates, &judged);
    let mut chosen: Vec<(usize, AutoFunction)> = Vec::new();
    let mut verdicts = Vec::new();
    for (r, region) in facts.regions.iter().enumerate() {
        let around: Vec<usize> = ancestors(&facts.regions, r)
            .filter_map(|p| chosen.iter().position(|(c, _)| *c == p))
            .collect();
        let backup_of = match around.as_slice() {
            [one] if may_decline(&chosen[*one].1) => Some(*one),
            _ => None,
        };
        let verdict = if let (Some(p), None) = (around.last(), backup_of) {
            Err(format!(
                "inside the nest at byte {}",
                facts.regions[chosen[*p].0].loop_at
            ))
        } else if let Err(why) = &region.extractable {
            Err(why.clone())
        } else if let Some(name) = library_loops(&facts, region.func) {
            Err(format!(
                "in wasi-libc's `{name}`, whose loops never pay for a launch: not judged"
            ))
        } else {
            match candidates
                .iter()
                .position(|c| *c == r)
                .and_then(|j| judged[j].take())
                .map(|(verdict, _)| verdict)
            {
                Some(Ok(auto)) => {
                    chosen.push((r, auto));
                    Ok(chosen.len() - 1)
                }
                Some(Err(why)) => Err(why),
                None => Err("not a candidate".into()),
            }
        };
        verdicts.push(RegionVerdict {
            function: name_of(&facts, &names, region.func),
            offset: region.loop_at,
            depth: depth_of(&facts.regions, r),
            verdict,
        });
    }
    let order: Vec<usize> = chosen.iter().map(|(r, _)| *r).collect();
    // Chosen nests that reduce: their functions may store the results after them.
    let reducing: BTreeSet<usize> = chosen
        .iter()
        .filter(|(_, auto)| auto.kernels().any(|o| !o.reductions.is_empty()))
        .map(|(r, _)| *r)
        .collect();
    let callees = ResidentCallees::find(&facts, &order, &reducing);
    let (resident, paused) = resident_regions(&facts, &order, &callees, &small_loops);
    let resident_backups = resident_backups(&facts, &order, &resident);
    let (rewritten, origins) = facts.rewritten_module(
        &order,
        &resident,
        &resident_backups,
        &paused,
        &callees.reached_from(&facts, &resident),
    )?;
    let nests = chosen
        .into_iter()
        .enumerate()
        .map(|(k, (r, auto))| Nest {
            index: k,
            region: facts.regions[r].clone(),
            function: name_of(&facts, &names, facts.regions[r].func),
            auto,
        })
        .collect();
    Ok(NestPlan {
        rewritten,
        origins,
        nests,
        verdicts,
        resident: resident.iter().map(|r| facts.regions[*r].loop_at).collect(),
        resident_backups: resident_backups
            .iter()
            .map(|r| facts.regions[*r].loop_at)
            .collect(),
    })
}

/// wasi-libc's functions whose loops walk format strings, digits, strings and the
/// allocator's free lists: their trip counts are a few to a few hundred, and no run of the 30
/// PolyBench kernels or the 37 programs of the sweep (docs/PERFORMANCE.md) ever launched one.
/// Judging them was half of the analysis of a C program that prints (about 9 of its 20 ms
/// here, printf_core alone 40 regions), on every run, so their loops are not candidates:
/// they run natively, unchanged. The names are the library's internal ones (or reserved C
/// names), which a program's own functions do not take; a module without a `name` section
/// has all its loops judged. `memcpy`, `memmove` and `memset` stay judged: a large copy is a
/// kernel inside a resident region.
const LIBRARY_LOOPS: &[&str] = &[
    "printf_core",
    "fmt_fp",
    "fmt_u",
    "fmt_x",
    "fmt_o",
    "pop_arg",
    "__fwritex",
    "__stdio_write",
    "__stdio_exit",
    "__towrite",
    "dlmalloc",
    "dlfree",
    "dlrealloc",
    "internal_memalign",
    "dispose_chunk",
    "try_realloc_chunk",
    "__floatscan",
    "strlen",
    "atoi",
];

/// The name of function `func` when it is one of [`LIBRARY_LOOPS`].
fn library_loops(facts: &ModuleFacts<'_>, func: u32) -> Option<&'static str> {
    let name = facts.func_name(func)?;
    LIBRARY_LOOPS.iter().copied().find(|n| *n == name)
}

/// Every candidate region judged ([`judge`]), in `candidates`' order (`None` without a
/// candidate module). The judgements are independent (each lowers and analyses its own copy
/// of a region), so they run on up to [`JUDGE_THREADS`] threads; the outermost-first choice
/// among them stays with the caller. Regions inside a chosen nest are judged too, for
/// nothing: cheaper in wall time than judging level by level.
fn judge_all(
    candidates: &[usize],
    candidate: Option<&(Vec<u8>, ModuleInfo)>,
    facts: &ModuleFacts<'_>,
    reassociate_floats: bool,
) -> Vec<Option<Judged>> {
    let Some((bytes, module)) = candidate else {
        return candidates.iter().map(|_| None).collect();
    };
    let first_index = facts.imported_funcs() + facts.defined_funcs();
    let first_defined = facts.defined_funcs() as usize;
    let one = |j: usize| {
        let (index, defined) = (first_index + j as u32, first_defined + j);
        judge(bytes, module, index, defined, reassociate_floats)
    };
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(JUDGE_THREADS)
        .min(candidates.len());
    if threads <= 1 {
        return (0..candidates.len()).map(|j| Some(one(j))).collect();
    }
    let next = std::sync::atomic::AtomicUsize::new(0);
    let mut out: Vec<Option<Judged>> = candidates.iter().map(|_| None).collect();
    let done: Vec<Vec<(usize, Judged)>> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let j = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        if j >= candidates.len() {
                            return mine;
                        }
                        mine.push((j, one(j)));
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| w.join().unwrap_or_else(|p| std::panic::resume_unwind(p)))
            .collect()
    });
    for (j, r) in done.into_iter().flatten() {
        out[j] = Some(r);
    }
    out
}

/// A region's verdict, and the shapes of its loops ([`loop_shapes`]).
type Judged = (Result<AutoFunction, String>, Vec<(usize, bool)>);

/// The most threads [`judge_all`] uses: a module's regions are tens to hundreds of small
/// functions, each judged in about 0.1-1 ms.
const JUDGE_THREADS: usize = 8;

/// How many thread dimensions the nest's forms have: its best whole kernel's, then its best
/// split's (`AutoFunction::split`, its parts together), compared in that order. A
/// specialisation is taken over the function as it is only where this grows: a split is
/// tried before the whole kernel but declines where a part's tests fail.
fn thread_dims(auto: &AutoFunction) -> (usize, usize) {
    let dims = |o: &tensor_wasm_compiler::auto::outline::Outlined| {
        o.dims.len() - usize::from(o.in_order.is_some())
    };
    let whole = (auto.outlined.iter())
        .filter(|o| o.outer_loops.is_empty())
        .map(dims)
        .max()
        .unwrap_or(0);
    let split = (auto.split.iter())
        .map(|s| s.parts.iter().map(dims).sum())
        .max()
        .unwrap_or(0);
    (whole, split)
}

/// `auto` with both sides of a branch fixed before its loops, where each side is one of two
/// alternative loops (`unswitch_alternatives.rs`: a hoisted alias test), as forms each call
/// chooses from by its arguments: taken where both forms are `whole` (a kernel at the
/// region's outermost loop) with no fewer thread dimensions than `auto` and one has more.
/// The form with more is the first (the one the plan reports), the else side on a tie.
fn with_alternatives(
    auto: AutoFunction,
    reassociate_floats: bool,
    whole: &dyn Fn(&AutoFunction) -> bool,
) -> AutoFunction {
    let dims = thread_dims(&auto);
    // A form has no fewer dimensions where it has at least `auto`'s (whole kernel first,
    // then split), or as many in the whole kernel and a split of its own: a split of
    // `auto`, whose row keeps both alternative loops, has parts that launch only where the
    // branch goes one way (fdtd-2d's `ex` update at -O2 -msimd128: with the vector loop
    // taken, the scalar part's rows have no threads).
    let no_fewer = |x: (usize, usize)| x >= dims || (x.0 == dims.0 && x.1 > 0);
    for pair in unswitch_alternatives::alternatives(&auto.f) {
        let [first, second] = pair.map(|(g, assumed)| {
            AutoFunction::with_options(g, false, reassociate_floats).assuming(vec![assumed])
        });
        let (a, b) = (thread_dims(&first), thread_dims(&second));
        let taken = whole(&first) && whole(&second) && no_fewer(a) && no_fewer(b);
        if !taken || a.max(b) <= dims {
            continue;
        }
        let (primary, other) = if b > a {
            (second, first)
        } else {
            (first, second)
        };
        return primary.with_alternatives(vec![other]);
    }
    auto
}

/// Whether a chosen nest's launch may be refused for what only the launch knows: a test that
/// its ranges do not overlap, or an inner loop whose count is not an affine form of the
/// arguments (a choice between alternatives, or no count at all). Its inner loops are then
/// judged as backups.
fn may_decline(auto: &AutoFunction) -> bool {
    // A distributed loop tests at each launch that its parts touch disjoint bytes; an
    // unswitched one, that its branch goes the assumed way; one with private copies, that
    // no other range meets them.
    !auto.distributed.is_empty()
        || !auto.assumed.is_empty()
        || auto
            .outlined
            .iter()
            .filter(|o| o.outer_loops.is_empty())
            .any(|o| {
                // Private copies: a thread may read a byte it has not written (a trap), or
                // another range may meet the copied one.
                !o.checks.is_empty()
                    || !o.private.is_empty()
                    || o.inner_trips.values().any(|t| match t {
                        None => true,
                        Some((trip, ..)) => trip.num.atoms().iter().any(|a| {
                            matches!(a, tensor_wasm_compiler::auto::affine::Atom::Choice(_))
                        }),
                    })
            })
}

/// The module's functions that code in a resident region may call: each one's own code,
/// outside its chosen nests, touches no memory and calls only such functions (a time step
/// written as a function of its own, `step(a, b)`, called from the time loop in `main`).
/// Its chosen nests launch inside the region as the region's own do; its other code only
/// computes, except that a function whose nest is a reduction may load and store outside
/// its loops (the results stored for the caller: intstats' `out[0] = squares`), each access
/// bringing the device's bytes back first while the device holds any. (Only reductions: a
/// function with a tiny nest called 20 million times from a loop, hotcalls', would pay a
/// flag test at each access, 20-30% of its time.)
struct ResidentCallees {
    /// Every such function (function index space).
    all: BTreeSet<u32>,
    /// Those that run a chosen nest, in their own code or through a call.
    with_nests: BTreeSet<u32>,
    /// Those with chosen nests of their own and loads or stores outside their loops (and
    /// outside the nests): where resident regions reach them, those accesses call
    /// `read_back`/`write_back` in the rewritten module ([`Self::reached_from`]).
    instrumented: BTreeSet<u32>,
}

impl ResidentCallees {
    /// The functions of [`Self::instrumented`] that code in the `resident` regions calls,
    /// directly or through other such callees: only there may the device hold newer bytes
    /// than their loads read (elsewhere each access would pay a host call for nothing).
    fn reached_from(&self, facts: &ModuleFacts<'_>, resident: &[usize]) -> BTreeSet<u32> {
        let mut reached = BTreeSet::new();
        let mut todo: Vec<u32> = resident
            .iter()
            .flat_map(|r| facts.region_calls(*r))
            .filter(|f| self.all.contains(f))
            .collect();
        while let Some(f) = todo.pop() {
            if reached.insert(f) {
                todo.extend(
                    facts
                        .function_calls(f)
                        .into_iter()
                        .filter(|c| self.all.contains(c)),
                );
            }
        }
        reached.intersection(&self.instrumented).copied().collect()
    }

    /// The greatest set closed under the rule above: start from every defined function and
    /// drop those whose own code touches memory or calls outside the set, until none drops.
    fn find(
        facts: &ModuleFacts<'_>,
        chosen: &[usize],
        reducing: &BTreeSet<usize>,
    ) -> ResidentCallees {
        let first = facts.imported_funcs();
        let funcs = first..first + facts.defined_funcs();
        let nests_of = |f: u32| -> Vec<usize> {
            chosen
                .iter()
                .copied()
                .filter(|c| facts.regions[*c].func == f)
                .collect()
        };
        let reduces = |f: u32| nests_of(f).iter().any(|c| reducing.contains(c));
        let mut all: BTreeSet<u32> = funcs.clone().collect();
        loop {
            let dropped: Vec<u32> = all
                .iter()
                .copied()
                .filter(|f| {
                    facts
                        .function_touches_memory(*f, &nests_of(*f), &all, reduces(*f))
                        .is_some()
                })
                .collect();
            if dropped.is_empty() {
                break;
            }
            for f in dropped {
                all.remove(&f);
            }
        }
        let mut with_nests: BTreeSet<u32> = all
            .iter()
            .copied()
            .filter(|f| !nests_of(*f).is_empty())
            .collect();
        // Only loads and stores outside loops let such a function in (a strict scan that
        // allows none finds them).
        let instrumented = with_nests
            .iter()
            .copied()
            .filter(|f| {
                facts
                    .function_touches_memory(*f, &nests_of(*f), &all, false)
                    .is_some()
            })
            .collect();
        let calls: Vec<(u32, BTreeSet<u32>)> =
            all.iter().map(|f| (*f, facts.function_calls(*f))).collect();
        loop {
            let more: Vec<u32> = calls
                .iter()
                .filter(|(f, called)| {
                    !with_nests.contains(f) && called.iter().any(|c| with_nests.contains(c))
                })
                .map(|(f, _)| *f)
                .collect();
            if more.is_empty() {
                break;
            }
            with_nests.extend(more);
        }
        ResidentCallees {
            all,
            with_nests,
            instrumented,
        }
    }
}

/// The loops of a few iterations ([`SMALL_HOST_LOOP`]), by the byte offset of their `loop`,
/// which a resident region's own code may hold: read off the report of each judged region
/// around them, whose loops in layout order are the region's own and those nested in it in
/// the order of their offsets. A region whose report does not match its nested loops (as
/// many, at the same depths) says nothing.
fn small_loops(
    facts: &ModuleFacts<'_>,
    candidates: &[usize],
    judged: &[Option<Judged>],
) -> BTreeSet<usize> {
    let mut out = BTreeSet::new();
    for (r, j) in candidates.iter().zip(judged) {
        let Some((_, shapes)) = j else { continue };
        let mut inside: Vec<(usize, usize)> = (0..facts.regions.len())
            .filter(|q| *q == *r || ancestors(&facts.regions, *q).any(|a| a == *r))
            .map(|q| (facts.regions[q].loop_at, depth_of(&facts.regions, q)))
            .collect();
        inside.sort_unstable();
        let base = depth_of(&facts.regions, *r);
        let matches = inside.len() == shapes.len()
            && (inside.iter().zip(shapes)).all(|((_, d), (sd, _))| *d == base + sd);
        if matches {
            out.extend(
                (inside.iter().zip(shapes))
                    .filter(|(_, (_, few))| *few)
                    .map(|((at, _), _)| *at),
            );
        }
    }
    out
}

/// The outermost loops around chosen nests (their own, or those of functions they call,
/// [`ResidentCallees`]) whose own code touches no memory and calls nothing else (a
/// time-step loop of kernels): the memory stays on the device while they run. With them,
/// the byte offsets of the calls they pause for (`ModuleFacts::resident_code`).
fn resident_regions(
    facts: &ModuleFacts<'_>,
    chosen: &[usize],
    callees: &ResidentCallees,
    small_loops: &BTreeSet<usize>,
) -> (Vec<usize>, Vec<usize>) {
    let mut out: Vec<usize> = Vec::new();
    let mut paused: Vec<usize> = Vec::new();
    for r in 0..facts.regions.len() {
        let region = &facts.regions[r];
        let around = nests_inside(facts, chosen, r);
        let runs_nests = !around.is_empty()
            || facts
                .region_calls(r)
                .iter()
                .any(|f| callees.with_nests.contains(f));
        // Not extractable only because it leaves other than by its end is fine: each way out
        // ends the region first (`Region::exits`).
        let free = region.exits.is_ok()
            && !chosen.contains(&r)
            && runs_nests
            && !ancestors(&facts.regions, r).any(|a| out.contains(&a) || chosen.contains(&a));
        if !free {
            continue;
        }
        if let Ok(calls) = facts.resident_code(r, &around, &callees.all, small_loops) {
            out.push(r);
            paused.extend(calls);
        }
    }
    (out, paused)
}

/// The chosen nests with backups, outside any resident region or other chosen nest, whose
/// own code outside the backups touches memory only once per iteration of their loop: when
/// a launch-time test refuses one (LU's step loop, whose steps read what the step before
/// wrote), its backups body keeps the memory on the device from one backup launch to the
/// next, as a resident time loop does.
fn resident_backups(facts: &ModuleFacts<'_>, chosen: &[usize], resident: &[usize]) -> Vec<usize> {
    chosen
        .iter()
        .copied()
        .filter(|r| {
            let inner = nests_inside(facts, chosen, *r);
            !inner.is_empty()
                && !ancestors(&facts.regions, *r)
                    .any(|a| resident.contains(&a) || chosen.contains(&a))
                // A backups body has no pauses: a call it makes keeps it from being resident.
                && facts
                    .resident_code(*r, &inner, &BTreeSet::new(), &BTreeSet::new())
                    .is_ok_and(|paused| paused.is_empty())
        })
        .collect()
}

/// A function's name: the `name` section's, else the export's or `func<N>`.
fn name_of(facts: &ModuleFacts<'_>, module: &ModuleInfo, index: u32) -> String {
    facts
        .func_name(index)
        .map_or_else(|| module.func_name(index), str::to_string)
}

/// The chosen nests inside region `r` (at any depth).
fn nests_inside(facts: &ModuleFacts<'_>, chosen: &[usize], r: usize) -> Vec<usize> {
    chosen
        .iter()
        .copied()
        .filter(|c| ancestors(&facts.regions, *c).any(|a| a == r))
        .collect()
}

/// The regions around `r`, innermost first.
fn ancestors(regions: &[Region], r: usize) -> impl Iterator<Item = usize> + '_ {
    std::iter::successors(regions[r].parent, move |p| regions[*p].parent)
}

fn depth_of(regions: &[Region], r: usize) -> usize {
    ancestors(regions, r).count()
}

/// The most iterations a loop of a resident region's own code may have and still keep its
/// loads and stores (each then calls the host, `read_back`/`write_back`, while the device
/// holds newer bytes): a 256-bin histogram's cumulative sum between two launches stays
/// resident, a scan of the whole array on the host does not.
pub const SMALL_HOST_LOOP: u64 = 4096;

/// The loops of the region judged in `report`, in the layout order of their headers (the
/// region's own loop first): each one's depth below the region's loop, and whether it runs a
/// few iterations (a constant count of at most [`SMALL_HOST_LOOP`], no loop inside it).
fn loop_shapes(report: &tensor_wasm_compiler::auto::FunctionReport) -> Vec<(usize, bool)> {
    let loops = &report.loops;
    (loops.iter().enumerate())
        .map(|(i, l)| {
            let constant = (l.trip_count.as_deref()).and_then(|t| t.trim().parse::<u64>().ok());
            let childless = loops.get(i + 1).is_none_or(|next| next.depth <= l.depth);
            (
                l.depth,
                childless && constant.is_some_and(|n| n <= SMALL_HOST_LOOP),
            )
        })
        .collect()
}

/// [`judge_one`], and the shapes of the region's loops ([`loop_shapes`]).
fn judge(
    wasm: &[u8],
    module: &ModuleInfo,
    index: u32,
    defined: usize,
    reassociate_floats: bool,
) -> (Result<AutoFunction, String>, Vec<(usize, bool)>) {
    // The detector's verdict says whether any loop is a kernel; a distribution of the
    // outermost loop is tried below, only where that one is not.
    let options = DetectOptions {
        distribution: false,
        reassociate_floats,
    };
    let (report, lowered) = detect_function_lowered(wasm, module, index, defined, options);
    let shapes = loop_shapes(&report);
    (
        judge_one(wasm, module, index, reassociate_floats, report, lowered),
        shapes,
    )
}

/// The most loops a region may hold for [`judge_one`] to try distributing both sides of
/// each hoisted alias test (each side a whole analysis of the region and its distribution).
const MAX_LOOPS_FOR_ALTERNATIVES: usize = 8;

/// The analysis of one candidate function: its auto-mode form when its one outermost loop
/// is outlined as a kernel or distributed into two, otherwise why not.
fn judge_one(
    wasm: &[u8],
    module: &ModuleInfo,
    index: u32,
    reassociate_floats: bool,
    report: tensor_wasm_compiler::auto::FunctionReport,
    lowered: Option<lowered_ir::LoweredFunction>,
) -> Result<AutoFunction, String> {
    // A loop that is not parallel may still distribute into parts that are (bicg).
    let analysed = matches!(
        report.verdict,
        FunctionVerdict::Offload | FunctionVerdict::Sequential
    );
    let reason = || {
        report
            .reasons
            .first()
            .cloned()
            .unwrap_or_else(|| format!("the loop is {}", report.verdict.name()))
    };
    if !analysed {
        return Err(reason());
    }
    let f = match lowered {
        Some(f) => f,
        None => lower_index(wasm, module, index, &Options::default()).map_err(|e| e.to_string())?,
    };
    let cfg = Cfg::new(&f);
    let forest = LoopForest::new(&cfg);
    let outermost = forest.loops.iter().filter(|l| l.parent.is_none()).count();
    if outermost != 1 {
        return Err(format!(
            "the region holds {outermost} outermost loops, not one"
        ));
    }
    let whole = |a: &AutoFunction| a.outlined.iter().any(|o| o.outer_loops.is_empty());
    // A specialised form is taken only where its whole kernel is the region's own
    // outermost loop: every call then reaches that kernel's launch, which tests the
    // assumption, before the interpreter could run a loop of the form itself.
    let outermost = forest
        .loops
        .iter()
        .find(|l| l.parent.is_none())
        .map(|l| cfg.ids[l.header]);
    let whole_at_the_rows = |a: &AutoFunction| {
        (a.outlined.iter()).any(|o| o.outer_loops.is_empty() && Some(o.header) == outermost)
    };
    let auto = AutoFunction::with_options(f, false, reassociate_floats);
    // With a branch each row computes going one way, where its sides are alternative loops
    // (`unswitch_rows.rs`: a vectorised row's alias test): taken where its kernels have more
    // thread dimensions, launched where the launch finds the branch so in every row; else
    // every form it analysed, for a distribution below.
    let rows_unswitched = |auto: &AutoFunction| {
        let dims = thread_dims(auto);
        let mut tried = Vec::new();
        for (g, assumed) in unswitch_rows::row_specialisations(&auto.f) {
            let unswitched = AutoFunction::with_options(g, false, reassociate_floats);
            if whole_at_the_rows(&unswitched) && thread_dims(&unswitched) > dims {
                return Ok(unswitched.assuming(vec![assumed]));
            }
            tried.push((unswitched, assumed));
        }
        Err(tried)
    };
    if whole(&auto) {
        return Ok(match rows_unswitched(&auto) {
            Ok(unswitched) => unswitched,
            Err(_) => with_alternatives(auto, reassociate_floats, &whole_at_the_rows),
        });
    }
    // Or with a branch fixed before the nest going one way, where the other way carries a
    // value (`unswitch.rs`): launched where the launch finds it so. Each form is analysed
    // once, here or in `rows_unswitched`, and kept for a distribution below.
    let mut specialised: Vec<(AutoFunction, Assumed)> = Vec::new();
    for (g, assumed) in unswitch::specialisations(&auto.f) {
        let unswitched = AutoFunction::with_options(g, false, reassociate_floats);
        if whole(&unswitched) {
            return Ok(unswitched.assuming(vec![assumed]));
        }
        specialised.push((unswitched, assumed));
    }
    match rows_unswitched(&auto) {
        Ok(unswitched) => return Ok(unswitched),
        Err(tried) => specialised.extend(tried),
    }
    let why = match auto.not_outlined.first() {
        Some(n) => n.why.clone(),
        None if report.verdict == FunctionVerdict::Sequential => reason(),
        None => "its outermost loop is sequential".into(),
    };
    // Or its statements as two kernels one after the other (a distribution).
    let at_the_rows = |auto: AutoFunction| {
        let mut auto = auto.with_distribution();
        auto.distributed.retain(|d| Some(d.header) == outermost);
        auto
    };
    let auto = at_the_rows(auto);
    if !auto.distributed.is_empty() {
        return Ok(auto);
    }
    // Or its rows split where a branch flips, each side a kernel (`peel_rows.rs`: clang -O3
    // gives the first row of symm's triangle, and the last of trmm's, a loop of its own).
    let peeled_at_the_rows = |auto: AutoFunction| {
        let mut auto = auto.with_peeling();
        auto.distributed.retain(|d| Some(d.header) == outermost);
        auto
    };
    let auto = peeled_at_the_rows(auto);
    if !auto.distributed.is_empty() {
        return Ok(auto);
    }
    // Or a specialised form's, where the branch between a row's alternative loops kept it
    // from distributing (atax at -O2 -msimd128: clang tests once whether `y` meets `A` or
    // `tmp`, and each row then updates `y` with `tmp[i]` kept in a register or read again).
    // Every part's launch tests the branch (over the rows too, for a row-computed one: each
    // part ranges the region's outermost loop from its first dimension).
    let distributed = |form: AutoFunction, assumed: Assumed| {
        let form = at_the_rows(form);
        (!form.distributed.is_empty()).then(|| form.assuming(vec![assumed]))
    };
    // Not in a region of many loops: a time step's loop around its sweeps (PolyBench's
    // fdtd-2d at -O2 -msimd128: 11 loops, two hoisted alias tests) spent 0.45 s analysing
    // and distributing both sides of each test, four forms of the whole step, whose parts
    // always met (each sweep reads what another writes); the rows loops whose sides
    // distribute (atax: 4 loops) are small.
    let pairs = if forest.loops.len() <= MAX_LOOPS_FOR_ALTERNATIVES {
        unswitch_alternatives::alternatives(&auto.f)
    } else {
        Vec::new()
    };
    for pair in pairs {
        let forms = pair.map(|(g, assumed)| {
            distributed(
                AutoFunction::with_options(g, false, reassociate_floats),
                assumed,
            )
        });
        match forms {
            [Some(a), Some(b)] => return Ok(a.with_alternatives(vec![b])),
            [Some(one), None] | [None, Some(one)] => return Ok(one),
            [None, None] => {}
        }
    }
    // A specialised form distributed, or else peeled (symm at -O3 -msimd128: the first
    // row's loop is vectorised behind an alias test of its own).
    let peeled = |form: AutoFunction, assumed: Assumed| {
        let form = peeled_at_the_rows(form);
        (!form.distributed.is_empty()).then(|| form.assuming(vec![assumed]))
    };
    let mut unpeeled = Vec::new();
    for (form, assumed) in specialised {
        let form = at_the_rows(form);
        if !form.distributed.is_empty() {
            return Ok(form.assuming(vec![assumed]));
        }
        unpeeled.push((form, assumed));
    }
    (unpeeled.into_iter())
        .find_map(|(form, assumed)| peeled(form, assumed))
        .ok_or(why)
}
