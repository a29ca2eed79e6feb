//! Launching a distributed loop (`auto/distribute.rs`): its parts one after the other, each
//! a kernel of its own.
//!
//! The parts run only where each passes its own preconditions and neither writes a byte the
//! other reads or writes (except the bytes the second reads in an iteration just after the
//! first wrote them in it). Two hosts:
//! - one that interprets the loops it declines (`run --invoke`): each part is judged,
//!   launched and checked alone, against its own reference, and what an earlier part wrote
//!   is put back when a later one does not launch;
//! - one whose caller runs a declined loop natively (the wasmtime host,
//!   [`OffloadOptions::decline_to_caller`]): the cost model judges both parts before
//!   anything launches, and they launch as a split loop's parts do (`split.rs`), the first
//!   unchecked and the last checking both against the caller's run of the whole loop.
//!
//! It must not change the memory where it declines.

use super::*;
use crate::auto::distribute::Distributed;

/// One part of a distributed loop as judged at an entry: its footprint on the host and the
/// alignment its launch-time test found.
struct Part {
    footprint: Footprint,
    aligned: Alignment,
}

impl Hook<'_, '_> {
    /// The parts of `d` one after the other where they may run so; otherwise the loop runs
    /// as it is (`Continue`, or [`DECLINED`] to a caller that runs it).
    pub(super) fn try_distributed(
        &mut self,
        d: &Distributed,
        read: &dyn Fn(Value) -> Option<RtValue>,
        memory: &mut [u8],
    ) -> Result<HookAction, String> {
        if self.options.footprint_only {
            if let Some(all) = parts_footprint(d, read, memory.len()) {
                self.exec.declined(&all);
            }
            return Err(DECLINED.to_string());
        }
        let Some(parts) = self.judge_parts(d, read, memory) else {
            return self.decline_distributed(d, read, memory);
        };
        if self.options.decline_to_caller {
            self.distributed_for_caller(d, &parts, read, memory)
        } else {
            Ok(self.distributed_alone(d, &parts, read, memory))
        }
    }

    /// Declines `d` where its parts may not run one after the other: the executor learns the
    /// bytes the loop touches on the CPU.
    fn decline_distributed(
        &mut self,
        d: &Distributed,
        read: &dyn Fn(Value) -> Option<RtValue>,
        memory: &[u8],
    ) -> Result<HookAction, String> {
        if !self.options.decline_to_caller {
            return Ok(HookAction::Continue);
        }
        if let Some(all) = parts_footprint(d, read, memory.len()) {
            self.exec.declined(&all);
        }
        Err(DECLINED.to_string())
    }

    /// Each part's preconditions and footprint, and the test that neither part writes a
    /// byte the other reads or writes; `None` (with the fallback recorded) where either
    /// fails.
    fn judge_parts(
        &mut self,
        d: &Distributed,
        read: &dyn Fn(Value) -> Option<RtValue>,
        memory: &[u8],
    ) -> Option<Vec<Part>> {
        let len = memory.len() as u64;
        let mut parts = Vec::new();
        let mut groups = Vec::new();
        for o in &d.parts {
            let mut env = Env::new(o, read);
            env.listed = Some(&self.auto.listed);
            let judged = env
                .trips()
                .map_err(|e| cpu("not_evaluable", e))
                .and_then(|trips| {
                    let aligned = env.preconditions(&trips, len)?;
                    let g = env
                        .group_ranges(&trips)
                        .map_err(|e| cpu("not_evaluable", e))?;
                    // A peeled loop's rows take the first part's side first (both parts
                    // range the loop's rows as their first dimension).
                    if let (Some(order), true) = (&d.peeled, parts.is_empty()) {
                        let n = trips.first().copied().unwrap_or(0);
                        (order.holds(n, &|a, signed| env.atom(a, signed)))
                            .map_err(|e| cpu("unswitched", e))?;
                    }
                    Ok((aligned, g))
                });
            match judged {
                Ok((aligned, g)) => {
                    let footprint = on_the_host(o, &env.footprint_of(&g), memory.len());
                    parts.push(Part { footprint, aligned });
                    groups.push(g);
                }
                Err(Decision::Cpu((reason, detail))) => {
                    self.fallback(&d.name, (reason, format!("{}: {detail}", o.name)));
                    return None;
                }
                Err(_) => return None,
            }
        }
        // Neither part writes a byte the other reads or writes, except where the second
        // reads in an iteration just what the first wrote in it, after it. A peeled loop's
        // parts are its rows in their order: the second reads what the first wrote, as
        // the loop's later rows did.
        let pairs: &[(usize, usize)] = if d.peeled.is_some() {
            &[]
        } else {
            &[(0, 1), (1, 0)]
        };
        for &(i, j) in pairs {
            let meeting = groups[i]
                .iter()
                .filter(|(_, w, _)| *w)
                .find_map(|(g, _, wr)| {
                    groups[j]
                        .iter()
                        .filter(|(h, _, x)| {
                            wr.overlaps(*x) && !(i == 0 && d.reads_what_first_wrote(*g, *h))
                        })
                        .map(|(_, _, x)| (*wr, *x))
                        .next()
                });
            if let Some((w, x)) = meeting {
                self.fallback(
                    &d.name,
                    (
                        "overlap",
                        format!(
                            "{} writes bytes {}..{} that {} accesses at {}..{}",
                            d.parts[i].name, w.start, w.end, d.parts[j].name, x.start, x.end
                        ),
                    ),
                );
                return None;
            }
        }
        Some(parts)
    }

    /// The wasmtime host's distributed loop: both parts judged by the cost model, then
    /// launched as a split loop's parts ([`Hook::launch_parts`]). The check runs the whole
    /// loop on the CPU where the first part runs the loop in order inside its threads (it
    /// then wrote every iteration's work, which no prefix of the loop matches).
    fn distributed_for_caller(
        &mut self,
        d: &Distributed,
        parts: &[Part],
        read: &dyn Fn(Value) -> Option<RtValue>,
        memory: &mut [u8],
    ) -> Result<HookAction, String> {
        let ([first, last], [p0, p1]) = (&d.parts[..], parts) else {
            return self.decline_distributed(d, read, memory);
        };
        let all = together(parts);
        // The host resumes with the last part's values: a total the first part combines
        // would be lost.
        if !first.reductions.is_empty() {
            self.fallback(
                &d.name,
                (
                    "not_outlined",
                    format!(
                        "{} combines a reduction whose total the host would not see",
                        first.name
                    ),
                ),
            );
            self.exec.declined(&all);
            return Err(DECLINED.to_string());
        }
        let mut new = Vec::new();
        for (o, p) in [(first, p0), (last, p1)] {
            let natural = o.natural_alignment && p.aligned == Alignment::Natural;
            let base = *o.kernel_fingerprint.get_or_init(|| fingerprint(&o.kernel));
            match self.exec.guard().state(variant_of(base, natural)) {
                KernelState::Deoptimized => {
                    self.fallback(
                        &o.name,
                        (
                            "deoptimized",
                            "the kernel was taken off the device earlier: its first-call check failed, a thread trapped, or a gathered read met a write".into(),
                        ),
                    );
                    self.exec.declined(&all);
                    return Err(DECLINED.to_string());
                }
                state => new.push(state == KernelState::New),
            }
        }
        // The cost model judges both parts before anything launches. A peeled loop's
        // parts are its rows, one part perhaps a single row (symm's first at -O3): it
        // launches where either part pays, the loop's work being at least that part's.
        let mut small = None;
        let mut paying = 0;
        for o in [first, last] {
            let mut judged = Checked::default();
            match self.try_launch(o, read, memory, &mut judged, Role::Judge) {
                Err(Decision::WouldLaunch) => paying += 1,
                Err(Decision::Cpu(fb)) if d.peeled.is_some() && fb.0 == "too_small" => {
                    small.get_or_insert((o.name.clone(), fb));
                }
                Err(Decision::Cpu(fb) | Decision::Replaced(_, fb)) => {
                    self.fallback(&o.name, fb);
                    self.exec.declined(&all);
                    return Err(DECLINED.to_string());
                }
                _ => {
                    self.exec.declined(&all);
                    return Err(DECLINED.to_string());
                }
            }
        }
        if let Some((name, fb)) = small {
            if paying == 0 {
                self.fallback(&name, fb);
                self.exec.declined(&all);
                return Err(DECLINED.to_string());
            }
            self.cost_verdict = None;
        }
        if self.options.first_call_check && new.contains(&true) && self.reference.is_none() {
            // The caller runs the whole loop natively for the check, then calls again.
            return Err(NEEDS_REFERENCE.to_string());
        }
        let footprints = [p0.footprint.clone(), p1.footprint.clone()];
        // A peeled loop's check compares with the whole loop too: the first part ran rows
        // of every kind, not a prefix of them.
        let whole = first.outer_in_order() || d.peeled.is_some();
        match self.launch_parts([first, last], &footprints, &new, &all, whole, read, memory)? {
            Some(action) => Ok(action),
            None => {
                self.exec.declined(&all);
                Err(DECLINED.to_string())
            }
        }
    }

    /// The interpreter host's distributed loop: each part launched and checked alone; where
    /// one runs on the CPU, what the parts before it wrote is put back and the loop runs as
    /// it is.
    fn distributed_alone(
        &mut self,
        d: &Distributed,
        parts: &[Part],
        read: &dyn Fn(Value) -> Option<RtValue>,
        memory: &mut [u8],
    ) -> HookAction {
        // What the parts before the last write, to put back when a later one does not launch.
        let mut before = Written::default();
        let earlier = Footprint {
            reads: Vec::new(),
            writes: parts[..parts.len() - 1]
                .iter()
                .flat_map(|p| p.footprint.writes.clone())
                .collect(),
        };
        before.keep(memory, &earlier.downloads());
        let mut action = HookAction::Continue;
        for (k, o) in d.parts.iter().enumerate() {
            let mut checked = Checked::default();
            match self.try_launch(o, read, memory, &mut checked, Role::Alone) {
                Ok((a, threads)) => {
                    self.launched(o, threads, checked);
                    action = a;
                }
                // The CPU's result of this part stands.
                Err(Decision::Replaced(a, fb)) => {
                    self.fallback(&o.name, fb);
                    self.mark_sampled(checked);
                    action = a;
                }
                Err(Decision::Cpu(fb)) => {
                    self.fallback(&o.name, fb);
                    self.mark_sampled(checked);
                    // The whole nest runs on the CPU: it touches every part's bytes, not only
                    // those of the part whose refusal `try_launch` told the executor.
                    self.exec.declined(&together(parts));
                    if k > 0 {
                        // A resident device copy gives its bytes back first (an error
                        // leaves the host's bytes, which are put back all the same).
                        let _ = self.exec.flush(memory);
                        before.restore(memory);
                        for p in &parts[..k] {
                            self.exec.discard(&p.footprint);
                        }
                    }
                    return HookAction::Continue;
                }
                Err(Decision::NeedsReference | Decision::WouldLaunch) => {
                    return HookAction::Continue
                }
            }
        }
        action
    }
}

/// The bytes the parts touch together.
fn together(parts: &[Part]) -> Footprint {
    let mut all = Footprint::default();
    for p in parts {
        all.reads.extend(p.footprint.reads.iter().copied());
        all.writes.extend(p.footprint.writes.iter().copied());
    }
    all
}

/// The bytes `d`'s parts touch together, each as the host reads them; `None` where a part's
/// footprint cannot be computed.
fn parts_footprint(
    d: &Distributed,
    read: &dyn Fn(Value) -> Option<RtValue>,
    memory_len: usize,
) -> Option<Footprint> {
    let mut all = Footprint::default();
    for o in &d.parts {
        let mut env = Env::new(o, read);
        let trips = env.trips().ok()?;
        let (f, _) = env.footprint_in(&trips, memory_len as u64)?;
        let f = on_the_host(o, &f, memory_len);
        all.reads.extend(f.reads);
        all.writes.extend(f.writes);
    }
    Some(all)
}
