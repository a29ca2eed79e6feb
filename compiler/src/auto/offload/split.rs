//! Launching a loop split by statement (`auto/split.rs`): its parts one after the other,
//! each as a kernel, with one first-call check for both.
//!
//! The parts run only where the whole loop's own preconditions hold (its iterations touch
//! disjoint bytes: what makes the split legal), each part's hold, and the cost model takes
//! the last part, judged before anything launches. The first part launches unchecked; the
//! last part's check compares the memory after both with the whole loop's reference (the
//! interpreter's run of the whole loop, or the caller's native run), over both parts'
//! footprints, and marks both kernels verified or deoptimized. Where anything refuses after
//! the first part launched, what it wrote is put back and the loop runs as it is.
//!
//! It must not change the memory where it answers `None`: the whole kernel tries next.

use super::*;
use crate::auto::split::Split;

/// The most address ranges one launch-time test of a part may list (about 10 ms): a split
/// is an alternative to the whole kernel, whose own test has already passed. syrk's
/// triangular product at n = 1200 lists its rows' bytes four times, about 0.9 M ranges each
/// (65 ms here, twice that on the H200 machine's CPU), which cost more than its kernel
/// saved (docs/PERFORMANCE.md, run 38); over this the whole kernel launches instead.
const PART_LISTING_BUDGET: usize = listing::BUDGET / 32;

impl Hook<'_, '_> {
    /// Runs `s` (whose whole kernel is `whole`) as its parts: the action after the loop,
    /// or `None` when nothing launched and nothing changed.
    pub(super) fn try_split(
        &mut self,
        s: &Split,
        whole: &Outlined,
        read: &dyn Fn(Value) -> Option<RtValue>,
        memory: &mut [u8],
    ) -> Result<Option<HookAction>, String> {
        let [first, last] = &s.parts[..] else {
            return Ok(None);
        };
        if self.options.footprint_only || self.options.dry_run {
            return Ok(None);
        }
        let len = memory.len() as u64;
        // The whole loop's iterations touch disjoint bytes.
        let whole_footprint = {
            let mut env = Env::new(whole, read);
            env.listed = Some(&self.auto.listed);
            let Ok(trips) = env.trips() else {
                return Ok(None);
            };
            if env.preconditions(&trips, len).is_err() {
                return Ok(None);
            }
            match env.footprint(&trips) {
                Ok(f) => on_the_host(whole, &f, memory.len()),
                Err(_) => return Ok(None),
            }
        };
        // Each part's own preconditions, its footprint and whether its kernel is new.
        let mut footprints = Vec::new();
        let mut new = Vec::new();
        for o in &s.parts {
            let mut env = Env::new(o, read);
            env.listed = Some(&self.auto.listed);
            env.listing_budget = PART_LISTING_BUDGET;
            let Ok(trips) = env.trips() else {
                return Ok(None);
            };
            let Ok(aligned) = env.preconditions(&trips, len) else {
                return Ok(None);
            };
            let Ok(f) = env.footprint(&trips) else {
                return Ok(None);
            };
            footprints.push(on_the_host(o, &f, memory.len()));
            let natural = o.natural_alignment && aligned == Alignment::Natural;
            let base = *o.kernel_fingerprint.get_or_init(|| fingerprint(&o.kernel));
            match self.exec.guard().state(variant_of(base, natural)) {
                KernelState::Deoptimized => return Ok(None),
                state => new.push(state == KernelState::New),
            }
        }
        let checking = self.options.first_call_check && new.contains(&true);
        // The cost model judges the last part before anything launches.
        let mut judged = Checked::default();
        match self.try_launch(last, read, memory, &mut judged, Role::Judge) {
            Err(Decision::WouldLaunch) => {}
            _ => {
                // The whole loop runs on the CPU if its own forms decline too.
                self.cost_verdict = None;
                self.exec.declined(&whole_footprint);
                return Ok(None);
            }
        }
        if checking && self.reference.is_none() {
            if self.options.decline_to_caller {
                // The caller runs the whole loop natively for the check, then calls again.
                return Err(NEEDS_REFERENCE.to_string());
            }
            // The whole loop in the interpreter, on a copy.
            let Ok(args) = host_args(whole, read) else {
                return Ok(None);
            };
            let mut copy = memory.to_vec();
            let ran = Interpreter::new().with_fuel(self.options.fuel).call(
                &whole.reference,
                &args,
                &mut copy,
            );
            if ran.is_err() {
                return Ok(None);
            }
            self.reference = Some(Reference::Memory(copy));
        }
        let parts = [first, last];
        let action = self.launch_parts(
            parts,
            &footprints,
            &new,
            &whole_footprint,
            false,
            read,
            memory,
        )?;
        Ok(action.map(|a| with_aliases(a, &s.aliases, read)))
    }

    /// Launches a loop's two parts one after the other: `first` unchecked, then `last`,
    /// whose first-call check (where either kernel is `new`) compares the memory after both
    /// with the reference of the whole loop, from a prefix of its iterations unless `whole`.
    /// `footprints` are the parts' own on the host, `all` the whole loop's, which the CPU
    /// touches where it runs the loop. The action after the loop where both launched or the
    /// CPU's run of the whole loop stands; `None` where the first part did not launch
    /// (nothing changed). Where the last does not launch, what the first wrote is put back
    /// and the loop runs as it is.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn launch_parts(
        &mut self,
        [first, last]: [&Outlined; 2],
        footprints: &[Footprint],
        new: &[bool],
        all: &Footprint,
        whole: bool,
        read: &dyn Fn(Value) -> Option<RtValue>,
        memory: &mut [u8],
    ) -> Result<Option<HookAction>, String> {
        // What the first part writes, to put back when the last does not launch.
        let mut before = Written::default();
        before.keep(memory, &footprints[0].downloads());
        let mut checked = Checked::default();
        match self.try_launch(first, read, memory, &mut checked, Role::First) {
            Ok((_, threads)) => self.launched(first, threads, checked),
            Err(Decision::Cpu(fb) | Decision::Replaced(_, fb)) => {
                // Nothing is written (a trapping launch leaves the host's bytes).
                self.fallback(&first.name, fb);
                return Ok(None);
            }
            Err(_) => return Ok(None),
        }
        let kernels: Vec<u64> = checked.kernel.into_iter().collect();
        let mut checked = Checked::default();
        let role = Role::Last {
            earlier: &footprints[0],
            kernels: &kernels,
            earlier_new: new[0],
            whole,
        };
        let why = match self.try_launch(last, read, memory, &mut checked, role) {
            Ok((action, threads)) => {
                self.launched(last, threads, checked);
                return Ok(Some(action));
            }
            // The CPU's result of the whole loop stands.
            Err(Decision::Replaced(action, fb)) => {
                self.fallback(&last.name, fb);
                self.mark_sampled(checked);
                return Ok(Some(action));
            }
            Err(Decision::Cpu(fb)) => {
                self.fallback(&last.name, fb);
                self.mark_sampled(checked);
                None
            }
            Err(Decision::NeedsReference) => Some(NEEDS_REFERENCE),
            Err(Decision::WouldLaunch) => None,
        };
        // The first part's bytes go back (a resident device copy gives its newer bytes
        // first), and the whole loop runs on the CPU, touching every part's bytes.
        let _ = self.exec.flush(memory);
        before.restore(memory);
        self.exec.discard(&footprints[0]);
        self.exec.declined(all);
        if let Some(why) = why {
            return Err(why.to_string());
        }
        if self.options.decline_to_caller {
            return Err(DECLINED.to_string());
        }
        Ok(Some(HookAction::Continue))
    }
}

/// `action` resuming after the loop, with each value the last part's copy replaced
/// ([`Split::aliases`]) set to the value of what it stood for: one the loop defined (among
/// `action`'s values) or one from before it.
fn with_aliases(
    action: HookAction,
    aliases: &[(Value, Value)],
    read: &dyn Fn(Value) -> Option<RtValue>,
) -> HookAction {
    match action {
        HookAction::Resume {
            block,
            args,
            mut values,
        } => {
            for (p, x) in aliases {
                let v = values
                    .iter()
                    .find(|(v, _)| v == x)
                    .map(|(_, r)| *r)
                    .or_else(|| read(*x));
                if let Some(v) = v {
                    values.push((*p, v));
                }
            }
            HookAction::Resume {
                block,
                args,
                values,
            }
        }
        other => other,
    }
}
