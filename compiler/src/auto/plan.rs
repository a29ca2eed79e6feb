//! The launch plan of one function in `auto` mode (`tensor-wasm lower --mode auto --emit plan`,
//! docs/AUTO-OFFLOAD.md): which loop nests become kernels, over how many dimensions, with
//! what trip counts, which sequential loops stay on the host around them, and the
//! preconditions the shim checks from the call's arguments before each launch.
//!
//! A kernel is an outermost parallel loop; its only child loop joins it as a second (then a
//! third) dimension when that child is parallel, its trip count does not depend on the outer
//! counter, and the outer body outside the child neither calls (every thread would repeat
//! it) nor touches what the child touches in the same iteration (every thread runs it
//! beside the others' iterations; its stores, before the child, run in the child's first
//! thread only: [`dependence::RowBody`]). Inner loops that do not join stay sequential
//! inside each thread.
//! Expressions are given as text and as polynomials (`[[coefficient, [atoms]], ...]`) with
//! the definition of every non-argument atom. This module plans; it does not outline code
//! or launch anything (neither is built yet).

use super::affine::{Affine, Atom, Poly};
use super::dependence::{self, Group, LoopDeps, Precondition, RowBody, RowPair};
use super::induction::Analysis;
use super::report::{json_str, Namer};
use crate::error::{CompileError, Result};
use crate::frontend::ModuleInfo;
use crate::pipeline::{lower_index, Options};
use lowered_ir::{LoweredFunction, LoweredOp};
use std::collections::BTreeSet;
use std::fmt::Write as _;

/// The plan of `function` in the module `wasm`, as JSON text.
pub fn plan_json(wasm: &[u8], function: &str) -> Result<String> {
    let report = super::detect(wasm)?;
    let (wasm, module, _) =
        super::with_library_calls_resolved(wasm, ModuleInfo::parse(wasm)?, true);
    let wasm = wasm.as_slice();
    let index = module.resolve_function(function)?;
    let name = module.func_name(index);
    let verdict = report
        .functions
        .iter()
        .find(|f| f.index == index)
        .ok_or_else(|| CompileError::NoSuchFunction {
            func: function.to_string(),
            available: String::new(),
        })?;
    if verdict.verdict == super::FunctionVerdict::Rejected {
        return Err(CompileError::BadShape {
            func: name,
            reason: format!(
                "auto mode keeps it on the CPU: {}",
                verdict.reasons.join("; ")
            ),
        });
    }
    let f = lower_index(wasm, &module, index, &Options::default())?;
    Ok(plan_function(&f))
}

/// The plan of an already lowered function.
pub fn plan_function(f: &LoweredFunction) -> String {
    let (folded, _) = super::analysis_form(f);
    let f: &LoweredFunction = &folded;
    let mut a = Analysis::new(f);
    let mut names = Namer::new(f);
    let accesses = dependence::accesses(&mut a);
    let n = a.forest.loops.len();
    warm_up(&mut a);
    names.choices = a.choices.clone();
    names.min_max = a.min_max.clone();
    let deps: Vec<LoopDeps> = dependence::analyse_all(&mut a, &accesses, &names);
    let mut atoms: BTreeSet<Atom> = BTreeSet::new();
    let kernels = kernel_loops(&a, &deps);
    let mut out = String::new();
    let params: Vec<String> = f
        .signature
        .params
        .iter()
        .map(|t| json_str(t.name()))
        .collect();
    let _ = write!(
        out,
        "{{\n  \"function\": {},\n  \"params\": [{}],\n  \"kernels\": [",
        json_str(&f.name),
        params.join(", ")
    );
    for (ki, &k) in kernels.iter().enumerate() {
        out.push_str(if ki == 0 { "\n" } else { ",\n" });
        let kd = kernel_dims(&mut a, &deps, &accesses, k);
        let dims = &kd.loops;
        let dims_json: Vec<String> = dims
            .iter()
            .map(|&d| {
                let trip = a.counted(d).ok();
                let (text, poly) = match &trip {
                    Some(c) => {
                        atoms.extend(c.trip.num.atoms());
                        (
                            json_str(&names.trip(&a.forest, &c.trip)),
                            format!(
                                "{{\"num\": {}, \"div\": {}, \"compare\": \"{}\"}}",
                                affine_json(&c.trip.num, &names, &a),
                                c.trip.div,
                                c.compare
                            ),
                        )
                    }
                    None => ("null".into(), "null".into()),
                };
                format!(
                    "{{\"loop\": \"L{d}\", \"header\": {}, \"counter\": {}, \"trip_count\": {text}, \"trip_count_expr\": {poly}}}",
                    json_str(&a.cfg.ids[a.forest.loops[d].header].to_string()),
                    json_str(&names.counter(&a.forest, d)),
                )
            })
            .collect();
        let sequential: Vec<String> = (0..n)
            .filter(|m| *m != k && a.forest.within(*m, k) && !dims.contains(m))
            .map(|m| json_str(&format!("L{m}")))
            .collect();
        let host_counters: Vec<String> = {
            let mut v = Vec::new();
            let mut anc = a.forest.loops[k].parent;
            while let Some(p) = anc {
                v.push(json_str(&names.counter(&a.forest, p)));
                anc = a.forest.loops[p].parent;
            }
            v.reverse();
            v
        };
        let d = &deps[k];
        let groups_json: Vec<String> = d
            .groups
            .iter()
            .map(|g| {
                atoms.extend(g.base.atoms());
                group_json(g, &names, &a)
            })
            .collect();
        let mut pre: Vec<String> = Vec::new();
        for g in &d.groups {
            pre.push(format!(
                "{{\"kind\": \"in_bounds\", \"range\": {}, \"text\": {}}}",
                json_str(&names.group(&a.forest, g)),
                json_str(&format!(
                    "{} lies inside the linear memory for every iteration",
                    names.group(&a.forest, g)
                ))
            ));
        }
        let mut seen = BTreeSet::new();
        for (&dim, dd) in dims.iter().zip(dim_deps(&deps, &kd)) {
            let Some(dd) = dd else { continue };
            for p in &dd.preconditions {
                let (kind, w, o) = match p {
                    Precondition::Disjoint { written, other } => ("disjoint", *written, *other),
                    Precondition::DisjointBeyondThread0 { written, other } => {
                        ("disjoint_beyond_thread_0", *written, *other)
                    }
                    Precondition::NoCrossIteration { written, other } => {
                        ("no_cross_iteration_overlap", *written, *other)
                    }
                };
                let (gw, go) = (&dd.groups[w], &dd.groups[o]);
                let (tw, to) = (names.group(&a.forest, gw), names.group(&a.forest, go));
                if !seen.insert((kind, tw.clone(), to.clone(), dim)) {
                    continue;
                }
                pre.push(format!(
                    "{{\"kind\": \"{kind}\", \"loop\": \"L{dim}\", \"written\": {}, \"other\": {}}}",
                    json_str(&tw),
                    json_str(&to)
                ));
            }
        }
        // The outer loops' own code against the threads of their rows, as kernel_dims
        // found it (`dependence::row_body`): what the launch tests, and whether the first
        // thread of each row runs the outer loop's stores.
        let first_thread_stores = kd.first_thread_stores();
        for (w, (_, pairs)) in dims.windows(2).zip(&kd.rows) {
            for p in pairs {
                let text = |i: usize| {
                    accesses[i]
                        .addr
                        .as_ref()
                        .map_or_else(|| "?".to_string(), |x| names.affine(&a.forest, x))
                };
                pre.push(format!(
                    "{{\"kind\": \"apart_in_row\", \"loop\": \"L{}\", \"outer\": {}, \"inner\": {}, \"inner_from\": {}}}",
                    w[1],
                    json_str(&text(p.x)),
                    json_str(&text(p.y)),
                    p.from
                ));
            }
        }
        for g in &d.groups {
            let content = g
                .base
                .coeffs
                .values()
                .fold(0i64, |acc, c| super::affine::gcd(acc, c.content()));
            let base_poly = g.base.constant.add(&Poly::constant(g.lo));
            let align = g.align;
            if align <= 1 {
                continue;
            }
            let strides_ok = content % align == 0;
            pre.push(format!(
                "{{\"kind\": \"aligned\", \"address\": {}, \"to\": {align}, \"strides_aligned\": {strides_ok}}}",
                json_str(&base_poly.map_or_else(
                    || "?".to_string(),
                    |p| Affine::poly(p).render(&|x| atom_name(x, &names), &|_| String::new())
                ))
            ));
        }
        // A kernel run in order inside its child's threads says so (its first dimension is
        // that loop, not threads).
        let in_order_json = if let Some(p) = kd.in_order {
            format!(", \"in_order\": \"L{}\"", kd.loops[p])
        } else if first_thread_stores {
            ", \"first_thread_stores\": true".to_string()
        } else if kd.bulk_lanes {
            // Each iteration a warp, each thread a chunk of its bulk ops.
            format!(", \"bulk_lanes\": {}", super::bulk_lanes::LANES)
        } else if !d.private.is_empty() {
            // The ranges each thread keeps a copy of (`privatize.rs`).
            let kept: Vec<String> = (d.private.iter())
                .map(|g| json_str(&names.group(&a.forest, &d.groups[*g])))
                .collect();
            format!(", \"private_copies\": [{}]", kept.join(", "))
        } else {
            String::new()
        };
        let _ = write!(
            out,
            "    {{\"id\": \"K{ki}\", \"loop\": \"L{k}\", \"dims\": [{}]{in_order_json}, \"sequential_inner_loops\": [{}], \"host_counters\": [{}], \"accesses\": [{}], \"preconditions\": [{}]}}",
            dims_json.join(", "),
            sequential.join(", "),
            host_counters.join(", "),
            groups_json.join(", "),
            pre.join(", ")
        );
    }
    out.push_str(if kernels.is_empty() {
        "],\n"
    } else {
        "\n  ],\n"
    });
    // Host steps: the outermost loops in layout order; sequential ones holding kernels are
    // host loops, everything else is CPU code.
    let mut steps: Vec<String> = Vec::new();
    for l in 0..n {
        if a.forest.loops[l].parent.is_none() {
            steps.push(step_json(&mut a, &names, &kernels, l));
        }
    }
    let _ = writeln!(out, "  \"steps\": [{}],", steps.join(", "));
    // The alternatives of choices name atoms too.
    let nested: Vec<Atom> = atoms
        .iter()
        .filter_map(|x| match x {
            Atom::Choice(v) => a.choices.get(v),
            _ => None,
        })
        .flat_map(|alts| alts.iter().flat_map(|x| x.atoms()))
        .collect();
    atoms.extend(nested);
    let defs: Vec<String> = atoms
        .iter()
        .filter_map(|x| match x {
            Atom::Arg(_) => None,
            Atom::Row(v) => Some(format!(
                "{}: {{\"first_row_of\": {}}}",
                json_str(&format!("row{v}")),
                json_str(&names.value(f, lowered_ir::Value(*v)))
            )),
            Atom::RowStep(v) => Some(format!(
                "{}: {{\"row_spacing_of\": {}}}",
                json_str(&format!("rowstep{v}")),
                json_str(&names.value(f, lowered_ir::Value(*v)))
            )),
            Atom::Opaque(v) => Some(format!(
                "{}: {}",
                json_str(&format!("v{v}")),
                json_str(&names.value(f, lowered_ir::Value(*v)))
            )),
            Atom::Choice(v) => {
                let alts: Vec<String> = a
                    .choices
                    .get(v)
                    .map(|xs| xs.iter().map(|x| affine_json(x, &names, &a)).collect())
                    .unwrap_or_default();
                Some(format!(
                    "{}: {{\"one_of\": [{}]}}",
                    json_str(&format!("c{v}")),
                    alts.join(", ")
                ))
            }
        })
        .collect();
    let _ = writeln!(out, "  \"definitions\": {{{}}}", defs.join(", "));
    out.push_str("}\n");
    out
}

fn step_json(a: &mut Analysis<'_>, names: &Namer, kernels: &[usize], l: usize) -> String {
    if let Some(ki) = kernels.iter().position(|k| *k == l) {
        return format!("{{\"kind\": \"launch\", \"kernel\": \"K{ki}\"}}");
    }
    let holds_kernel = kernels.iter().any(|k| a.forest.within(*k, l));
    if !holds_kernel {
        return format!(
            "{{\"kind\": \"cpu\", \"loop\": \"L{l}\", \"why\": \"no parallel loop inside\"}}"
        );
    }
    let trip = a
        .counted(l)
        .ok()
        .map(|c| json_str(&names.trip(&a.forest, &c.trip)))
        .unwrap_or_else(|| "null".into());
    let children = a.forest.loops[l].children.clone();
    let body: Vec<String> = children
        .into_iter()
        .map(|c| step_json(a, names, kernels, c))
        .collect();
    format!(
        "{{\"kind\": \"host_loop\", \"loop\": \"L{l}\", \"counter\": {}, \"trip_count\": {trip}, \"body\": [{}]}}",
        json_str(&names.counter(&a.forest, l)),
        body.join(", ")
    )
}

/// Counts every loop and classifies every header parameter (memoised), so that every choice
/// atom is known before anything is named or tested.
pub(crate) fn warm_up(a: &mut Analysis<'_>) {
    for l in 0..a.forest.loops.len() {
        let _ = a.counted(l);
        for (v, _) in a.header_params(l) {
            let _ = a.affine(v);
        }
    }
}

/// The interchange of a sequential loop, when its only child can run as threads that each
/// run all of the loop's iterations in order.
pub(crate) fn in_order(d: &LoopDeps) -> Option<&super::dependence::Interchange> {
    d.interchange
        .as_ref()
        .filter(|i| !d.parallel && i.deps.parallel)
}

/// A parallel kernel `k`'s second form, when its only child is parallel across all of its
/// iterations: that child's threads, each running `k` in order (tried where `k`'s own
/// launch-time test fails; `outline::outline_all`, `detect`).
pub(crate) fn interchange_form(
    a: &mut Analysis<'_>,
    deps: &[LoopDeps],
    k: usize,
    accesses: &[dependence::Access],
    names: &super::report::Namer,
) -> Option<super::dependence::Interchange> {
    // Its threads would each combine the whole reduction.
    if !deps[k].parallel || has_reduction(&deps[k]) {
        return None;
    }
    dependence::interchange_of(a, k, deps, accesses, names).filter(|i| i.deps.parallel)
}

/// The verdicts whose preconditions the launch of a kernel with dimensions `kd` checks, one
/// per dimension: each dimension's own; for a loop run in order inside threads
/// ([`KernelDims::in_order`]) none, and for the dimensions after it its child's verdict over
/// all of its iterations and the second thread dimension's (`dependence::SecondDim`).
pub(crate) fn dim_deps<'d>(deps: &'d [LoopDeps], kd: &KernelDims) -> Vec<Option<&'d LoopDeps>> {
    let Some(p) = kd.in_order else {
        return kd.loops.iter().map(|d| Some(&deps[*d])).collect();
    };
    let i = in_order(&deps[kd.loops[p]]);
    kd.loops
        .iter()
        .enumerate()
        .map(|(x, d)| match x.checked_sub(p) {
            None => Some(&deps[*d]),
            Some(0) => None,
            Some(1) => i.map(|i| &*i.deps),
            Some(_) => i.and_then(second_dim).map(|s| &*s.deps),
        })
        .collect()
}

/// The second thread dimension of an interchange, where its verdict lets it be one.
pub(crate) fn second_dim(
    i: &super::dependence::Interchange,
) -> Option<&super::dependence::SecondDim> {
    i.second.as_ref().filter(|s| s.deps.parallel)
}

/// Whether a parallel loop's launch combines a reduction (an integer one, or a float one
/// that the analysis was allowed to reorder: otherwise it keeps the loop sequential).
pub(crate) fn has_reduction(d: &LoopDeps) -> bool {
    d.parallel && !d.reductions.is_empty()
}

/// Whether loop `l` can be a kernel: parallel, or run in order inside its child's threads.
fn launchable(d: &LoopDeps) -> bool {
    d.parallel || in_order(d).is_some()
}

/// The kernels: launchable loops without a launchable ancestor, in loop order.
pub(crate) fn kernel_loops(a: &Analysis<'_>, deps: &[LoopDeps]) -> Vec<usize> {
    let mut kernels = Vec::new();
    for (l, d) in deps.iter().enumerate() {
        if !launchable(d) {
            continue;
        }
        let mut anc = a.forest.loops[l].parent;
        let mut covered = false;
        while let Some(p) = anc {
            covered |= launchable(&deps[p]);
            anc = a.forest.loops[p].parent;
        }
        if !covered {
            kernels.push(l);
        }
    }
    kernels
}

/// Backup kernels: launchable loops inside a kernel (or inside another backup). When the
/// launch of the loop around one does not happen (its launch-time test fails, its counts
/// cannot be bounded, the cost model declines), the host runs that loop and meets the
/// backup at every iteration: `for k { for i, j ... }` whose `k` looked parallel with a test
/// that fails at the launch (the rows of one matrix, strides only known then) still launches
/// its inner nest once per `k`. In loop order; none of them is a kernel.
pub(crate) fn backup_loops(a: &Analysis<'_>, deps: &[LoopDeps]) -> Vec<usize> {
    let kernels = kernel_loops(a, deps);
    (0..deps.len())
        .filter(|l| launchable(&deps[*l]) && !kernels.contains(l))
        .collect()
}

/// A kernel's dimensions, and what the planner found in each row: computed once per kernel
/// by [`kernel_dims`], read by the plan JSON and by outlining.
pub(crate) struct KernelDims {
    /// The kernel's loop, then each child that joined it as a dimension.
    pub loops: Vec<usize>,
    /// The dimension (index into `loops`) whose loop every thread runs in order, its other
    /// dimensions being threads (an interchange, `dependence::Interchange`): the first (the
    /// kernel's loop is sequential) or the second (the kernel's loop is parallel and its only
    /// child runs in order inside threads of it and of that child's child).
    pub in_order: Option<usize>,
    /// One per dimension after the first (`loops[i]` around `loops[i + 1]`): the outer
    /// loop's own code against its row's threads, and the pairs of accesses the launch
    /// tests in one row (`dependence::row_body`). Empty for a kernel run in order inside
    /// its child's threads.
    pub rows: Vec<(RowBody, Vec<RowPair>)>,
    /// A two-dimensional kernel with reductions through its child: per reduction, the
    /// kernel loop's header parameter (its index) and the child's header parameter it
    /// enters (`Analysis::reduction_enters`). Empty otherwise.
    pub entered: Vec<(usize, usize)>,
    /// Each iteration runs as a warp, each thread a chunk of its bulk ops
    /// (`bulk_lanes.rs`): a one-dimensional kernel, run as threads, with no reduction and no
    /// checked load, whose body [`super::bulk_lanes::fits`].
    pub bulk_lanes: bool,
}

impl KernelDims {
    /// The child's header parameter that the kernel loop's reduction parameter `outer`
    /// enters, in a two-dimensional kernel with reductions ([`Self::entered`]).
    pub fn entered_by(&self, outer: usize) -> Option<usize> {
        self.entered
            .iter()
            .find(|(o, _)| *o == outer)
            .map(|(_, i)| *i)
    }

    /// Whether the first thread of each row runs the outer loop's stores (`x == 0`).
    pub fn first_thread_stores(&self) -> bool {
        self.rows
            .iter()
            .any(|(body, _)| *body == RowBody::FirstThreadStores)
    }
}

/// The loops of kernel `k`: itself, then its only child while the child can join. A kernel
/// run in order inside its child's threads has two or three: itself (the loop each thread
/// runs), the child (the threads) and the child's child where it is a second thread
/// dimension. `accesses` are the function's (`dependence::accesses`).
pub(crate) fn kernel_dims(
    a: &mut Analysis<'_>,
    deps: &[LoopDeps],
    accesses: &[dependence::Access],
    k: usize,
) -> KernelDims {
    if let Some(i) = in_order(&deps[k]) {
        let mut loops = vec![k, i.child];
        loops.extend(second_dim(i).map(|s| s.child));
        return KernelDims {
            loops,
            in_order: Some(0),
            rows: Vec::new(),
            entered: Vec::new(),
            bulk_lanes: false,
        };
    }
    let mut dims = vec![k];
    let mut rows = Vec::new();
    // A loop whose threads keep copies of a region (`LoopDeps::private`) is one dimension,
    // or two where its only child is parallel too with its own kept groups among `k`'s (the
    // kernel sends those to the copies; doitgen's `q` inside `r`): each copy then belongs to
    // one iteration of the child in one of `k`, the threads in the loops' order.
    if !deps[k].private.is_empty() {
        if let Some((c, row)) = private_child(a, deps, accesses, k) {
            dims.push(c);
            rows.push(row);
        }
        return KernelDims {
            loops: dims,
            in_order: None,
            rows,
            entered: Vec::new(),
            bulk_lanes: false,
        };
    }
    // A kernel with a reduction is one dimension (each thread's part is one iteration of
    // `k`, the loops inside run in order in the thread), or two where every reduction runs
    // through `k`'s only child and nothing else ([`reductions_enter`]): each thread's part
    // is then one iteration of the child.
    let reducing = has_reduction(&deps[k]);
    if reducing {
        let mut entered = Vec::new();
        if let Some((c, pairs)) = reductions_enter(a, deps, k) {
            let joins = child_joins(a, accesses, k, c, &dims, true);
            if let Some(row) = joins.filter(|row| row.0 == RowBody::Reads) {
                dims.push(c);
                rows.push(row);
                entered = pairs;
            }
        }
        return KernelDims {
            loops: dims,
            in_order: None,
            rows,
            entered,
            bulk_lanes: false,
        };
    }
    if let Some(loops) = in_order_inside(a, deps, k) {
        return KernelDims {
            loops,
            in_order: Some(1),
            rows,
            entered: Vec::new(),
            bulk_lanes: false,
        };
    }
    let mut cur = k;
    while dims.len() < 3 {
        let children = a.forest.loops[cur].children.clone();
        let [c] = children.as_slice() else {
            break;
        };
        let c = *c;
        if !deps[c].parallel || has_reduction(&deps[c]) || !deps[c].private.is_empty() {
            break;
        }
        let Some(row) = child_joins(a, accesses, cur, c, &dims, false) else {
            break;
        };
        match row.0 {
            RowBody::Meets => break,
            RowBody::Reads => {}
            RowBody::FirstThreadStores => {
                if dims.len() == 1 {
                    dims.push(c);
                    rows.push(row);
                }
                break;
            }
        }
        dims.push(c);
        rows.push(row);
        cur = c;
    }
    let bulk_lanes =
        dims.len() == 1 && deps[k].checked_loads.is_empty() && super::bulk_lanes::fits(a, k);
    KernelDims {
        loops: dims,
        in_order: None,
        rows,
        entered: Vec::new(),
        bulk_lanes,
    }
}

/// The only child of kernel `k` with private copies that joins it as a second dimension:
/// parallel, no reduction, one count in every row, nothing of `k`'s own code beside it that
/// stores (`RowBody::Reads`), every group the child keeps private is one `k` keeps (the
/// child's verdict left their pairs to the copies, which the kernel makes only for `k`'s),
/// and `k`'s kept groups do not move with the child's counter.
fn private_child(
    a: &mut Analysis<'_>,
    deps: &[LoopDeps],
    accesses: &[dependence::Access],
    k: usize,
) -> Option<(usize, (RowBody, Vec<RowPair>))> {
    let &[c] = &a.forest.loops[k].children[..] else {
        return None;
    };
    let d = &deps[c];
    if !d.parallel || has_reduction(d) {
        return None;
    }
    let mut kept = |g: usize| {
        let mut like = d.groups[g].clone();
        like.base = super::row_pointers::by_rows(a, &like.base, k);
        super::outline::group_holding(&deps[k].groups, &like)
            .is_some_and(|h| deps[k].private.contains(&h))
    };
    if !d.private.iter().all(|g| kept(*g)) {
        return None;
    }
    // Each thread copies the whole region: where it moves with the child's counter (a row
    // `tmp[j]` written one cell per `j`), copies per `(i, j)` would hold a row each.
    if (deps[k].private.iter()).any(|g| deps[k].groups[*g].base.coeffs.contains_key(&c)) {
        return None;
    }
    let row = child_joins(a, accesses, k, c, &[k], false)?;
    (row.0 == RowBody::Reads && !dependence::header_runs_past(a, c)).then_some((c, row))
}

/// The only child of reducing kernel `k` when every reduction of `k` enters it
/// (`Analysis::reduction_enters`) and it has no reduction of its own: the kernel may then
/// be two-dimensional. With it, per reduction, `k`'s header parameter (its index) and the
/// child's that it enters ([`KernelDims::entered`]).
fn reductions_enter(
    a: &mut Analysis<'_>,
    deps: &[LoopDeps],
    k: usize,
) -> Option<(usize, Vec<(usize, usize)>)> {
    let children = a.forest.loops[k].children.clone();
    let [c] = children.as_slice() else {
        return None;
    };
    let c = *c;
    if !deps[c].parallel || deps[c].reductions.len() != deps[k].reductions.len() {
        return None;
    }
    let header = a.forest.loops[k].header;
    let params = a.f.blocks[header].params.clone();
    let mut pairs = Vec::new();
    for (v, _) in &deps[k].reductions {
        let index = params.iter().position(|p| p == v)?;
        pairs.push((index, a.reduction_enters(k, index, c)?));
    }
    let distinct: BTreeSet<usize> = pairs.iter().map(|(_, i)| *i).collect();
    (distinct.len() == deps[c].reductions.len()).then_some((c, pairs))
}

/// Whether parallel child `c` of `cur` (the kernel's innermost dimension so far, `dims`) can
/// join the kernel as a dimension, and what `cur`'s own code does in its row
/// (`dependence::row_body`); `None` where it cannot. `reducing`: the kernel combines a
/// reduction through `c` (a thread past its row's count in a triangle stores the identity as
/// its part, `outline.rs`).
fn child_joins(
    a: &mut Analysis<'_>,
    accesses: &[dependence::Access],
    cur: usize,
    c: usize,
    dims: &[usize],
    reducing: bool,
) -> Option<(RowBody, Vec<RowPair>)> {
    let Ok(counted) = a.counted(c) else {
        return None;
    };
    // A count of two exit tests is a choice a kernel cannot compute: the loop runs inside
    // the threads.
    if a.counted_by_two_tests(c, &counted) {
        return None;
    }
    // A header that runs past the last iteration is one more thread of the dimension
    // (outline.rs), which a reduction's part does not cover; a triangle's guard counts the
    // row's iterations, not that run.
    if dependence::header_runs_past(a, c) && (reducing || !counted.trip.num.coeffs.is_empty()) {
        return None;
    }
    // A count affine in the dimensions' counters (a triangle, `j <= i`) joins as a
    // dimension over its largest count; threads beyond their row's count return at once
    // (outline.rs). Only a count over 1 that no dimension changes otherwise.
    let triangular = dims.iter().any(|d| counted.trip.num.coeffs.contains_key(d));
    // A count through a choice that one branch on a value from before the nest makes
    // (clang's peeled first iteration) is one count in every row: the launch reads it.
    if dims.iter().any(|d| a.varies_across(&counted.trip.num, *d))
        || (triangular
            && (counted.trip.div != 1 || counted.trip.num.coeffs.keys().any(|l| !dims.contains(l))))
    {
        return None;
    }
    // The outer body outside the child runs in every thread: its calls and other effects
    // would repeat; its stores run in the child's first thread only (2-D), where no other
    // thread touches their bytes.
    let child_blocks = a.forest.loops[c].blocks.clone();
    let repeats_effects = a.forest.loops[cur]
        .blocks
        .iter()
        .filter(|b| !child_blocks.contains(b))
        .any(|b| {
            a.f.blocks[*b].insts.iter().any(|i| {
                super::outline::repeats_outside_memory(&i.op)
                    || matches!(
                        i.op,
                        LoweredOp::MemoryCopy { .. } | LoweredOp::MemoryFill { .. }
                    )
            })
        });
    if repeats_effects {
        return None;
    }
    Some(dependence::row_body(a, accesses, cur, c))
}

/// `[k, c, j]` where parallel kernel `k`'s only child `c` runs in order inside threads of its
/// only child `j` (`for i { for k { for j { c[i][j] += a[i][k] * b[k][j] } } }`): `k` and
/// `j` are then a 2-D grid, each thread running `c` in order. `c`'s interchange verdict
/// compares two of `j`'s iterations in one row (`k`'s counter, outside it, the same in
/// both), `k`'s own verdict two rows. `k`'s own code outside `c` runs in every thread of the
/// row, so it must not touch memory or call. The count of `c` must be the same in every
/// row; `j`'s too, or affine in `k`'s counter alone (a triangle, `for j <= i`): the grid is
/// then as wide as the longest row, and a thread past its row's count returns where it
/// would enter `j` (`outline.rs`), having run only pure code and loads of its row's first
/// iteration of `c`; each row's first thread runs all of `c`, its stores and its traps.
fn in_order_inside(a: &mut Analysis<'_>, deps: &[LoopDeps], k: usize) -> Option<Vec<usize>> {
    let children = a.forest.loops[k].children.clone();
    let [c] = children.as_slice() else {
        return None;
    };
    let i = in_order(&deps[*c])?;
    let j = i.child;
    if !dependence::same_count_throughout(a, *c, k)
        || !(dependence::same_count_throughout(a, j, k) || triangle_over(a, j, k))
    {
        return None;
    }
    let inner = a.forest.loops[*c].blocks.clone();
    let own_effects = a.loop_blocks(k).into_iter().any(|b| {
        !inner.contains(&b)
            && a.f.blocks[b]
                .insts
                .iter()
                .any(|x| !super::outline::pure(&x.op))
    });
    (!own_effects).then(|| vec![k, *c, j])
}

/// Whether loop `l`'s count `floor(num / div)` has `num` affine in loop `k`'s counter and
/// in nothing else `k` defines but choices (`{0 | 1}`, the rows' own remainder after an
/// unrolled loop, which the launch takes alternative by alternative and the kernel reads in
/// the row): the rows of a triangle or a trapezoid over `k`.
fn triangle_over(a: &mut Analysis<'_>, l: usize, k: usize) -> bool {
    a.counted(l).is_ok_and(|c| {
        !c.trip.num.coeffs.is_empty()
            && c.trip.num.coeffs.keys().all(|x| *x == k)
            && !a.varies_opaquely(&c.trip.num, k)
    })
}

fn atom_name(x: Atom, names: &Namer) -> String {
    match x {
        Atom::Arg(i) => format!("p{i}"),
        Atom::Opaque(v) => format!("v{v}"),
        Atom::Row(v) => format!("row{v}"),
        Atom::RowStep(v) => format!("rowstep{v}"),
        Atom::Choice(v) => {
            let _ = names;
            format!("c{v}")
        }
    }
}

fn poly_json(p: &Poly, names: &Namer) -> String {
    let terms: Vec<String> = p
        .0
        .iter()
        .map(|(m, c)| {
            let atoms: Vec<String> = m.iter().map(|x| json_str(&atom_name(*x, names))).collect();
            format!("[{c}, [{}]]", atoms.join(", "))
        })
        .collect();
    format!("[{}]", terms.join(", "))
}

fn affine_json(x: &Affine, names: &Namer, a: &Analysis<'_>) -> String {
    let counters: Vec<String> = x
        .coeffs
        .iter()
        .map(|(l, c)| {
            format!(
                "{}: {}",
                json_str(&names.counter(&a.forest, *l)),
                poly_json(c, names)
            )
        })
        .collect();
    format!(
        "{{\"constant\": {}, \"counters\": {{{}}}}}",
        poly_json(&x.constant, names),
        counters.join(", ")
    )
}

fn group_json(g: &Group, names: &Namer, a: &Analysis<'_>) -> String {
    let mode = match (g.loads > 0, g.stores > 0) {
        (true, true) => "read_write",
        (false, true) => "write",
        _ => "read",
    };
    let len = g.len.as_ref().map_or_else(
        || "null".to_string(),
        // A polynomial of the arguments; an affine object where it changes with the
        // counters (a row of a triangle).
        |len| match len.as_poly() {
            Some(p) => poly_json(p, names),
            None => affine_json(len, names, a),
        },
    );
    // The comparisons on the counters that hold wherever the group's accesses run, where
    // there are any (`i + 1 slt p0`): the launch ranges the group only there.
    let runs_where = if g.bounds.is_empty() {
        String::new()
    } else {
        let texts: Vec<String> = g
            .bounds
            .iter()
            .map(|(x, op, y)| {
                json_str(&format!(
                    "{} {} {}",
                    names.affine(&a.forest, x),
                    op.name(),
                    names.affine(&a.forest, y)
                ))
            })
            .collect();
        format!(", \"runs_where\": [{}]", texts.join(", "))
    };
    format!(
        "{{\"range\": {}, \"mode\": \"{mode}\", \"base\": {}, \"bytes\": [{}, {}], \"len\": {len}, \"loads\": {}, \"stores\": {}{runs_where}}}",
        json_str(&names.group(&a.forest, g)),
        affine_json(&g.base, names, a),
        g.lo,
        g.hi,
        g.loads,
        g.stores
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn saxpy_plans_one_kernel_with_its_preconditions() {
        let wasm = std::fs::read(
            std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
                .join("../golden/auto/saxpy.O2.wasm"),
        )
        .expect("saxpy.O2.wasm");
        let json = plan_json(&wasm, "saxpy").expect("plan");
        for needle in [
            "\"kernels\": [",
            "\"id\": \"K0\", \"loop\": \"L0\"",
            "\"trip_count\": \"(p0 & 0x7ffffffe) / 2\"",
            "\"kind\": \"in_bounds\"",
            "\"kind\": \"no_cross_iteration_overlap\", \"loop\": \"L0\", \"written\": \"p3 + 8*i + [0, 8)\", \"other\": \"p2 + 8*i + [0, 8)\"",
            "\"kind\": \"aligned\", \"address\": \"p3\", \"to\": 4, \"strides_aligned\": true",
            "\"steps\": [{\"kind\": \"launch\", \"kernel\": \"K0\"}]",
            "\"v15\": \"(p0 & 0x7ffffffe)\"",
        ] {
            assert!(json.contains(needle), "{needle} missing in {json}");
        }
    }

    #[test]
    fn matmul_is_a_two_dimensional_kernel_and_jacobi_keeps_its_time_loop_on_the_host() {
        let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../golden/auto");
        let matmul = std::fs::read(dir.join("matmul.O2.wasm")).expect("matmul");
        let json = plan_json(&matmul, "matmul").expect("plan");
        assert!(json.contains("\"dims\": [{\"loop\": \"L0\""), "{json}");
        assert!(json.contains("{\"loop\": \"L1\", \"header\": \"block4\", \"counter\": \"j\", \"trip_count\": \"p1\""), "{json}");
        assert!(
            json.contains("\"sequential_inner_loops\": [\"L2\"]"),
            "{json}"
        );
        let jacobi = std::fs::read(dir.join("jacobi.O2.wasm")).expect("jacobi");
        let json = plan_json(&jacobi, "jacobi").expect("plan");
        assert!(
            json.contains("\"steps\": [{\"kind\": \"host_loop\", \"loop\": \"L0\", \"counter\": \"i\", \"trip_count\": \"p0\", \"body\": [{\"kind\": \"launch\", \"kernel\": \"K0\"}"),
            "{json}"
        );
        assert!(json.contains("\"host_counters\": [\"i\"]"), "{json}");
    }

    #[test]
    fn a_rejected_function_has_no_plan() {
        let wasm = wat::parse_str(
            r#"(module (memory 1) (func (export "g") (result i32) (memory.grow (i32.const 1))))"#,
        )
        .expect("wat");
        let err = plan_json(&wasm, "g").unwrap_err();
        assert_eq!(
            err.to_string(),
            "function `g`: auto mode keeps it on the CPU: uses `memory.grow`: a kernel runs on a fixed snapshot of the memory"
        );
    }
}
