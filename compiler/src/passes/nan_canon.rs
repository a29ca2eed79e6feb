//! Where the GPU code must canonicalize NaNs: only where a NaN's bits can be observed.
//!
//! WebAssembly wants a float operation that yields a NaN to yield the canonical NaN when every
//! NaN input was canonical, and an arithmetic (quiet) NaN otherwise; the sign of such a NaN is
//! not specified. The H100 returns `0x7fffffff` for f32 arithmetic on a NaN, and LLVM folds
//! `x * 1.0` to `x`, so a computed NaN is not canonical on the GPU. Its bits only matter where
//! they can be observed: stored to memory or a global, reinterpreted as an integer, returned,
//! passed to a callee, or merged with a value whose exact bits must be kept. Everywhere else
//! (further arithmetic, comparisons, conversions to integers) any NaN behaves the same.
//!
//! This module classifies every float value of a [`LoweredFunction`]:
//! - [`NanClass::Neutral`]: never a NaN (non-NaN constants, integers converted to floats);
//! - [`NanClass::Computed`]: may be a NaN made by GPU arithmetic from operands none of which
//!   can be a NaN whose bits matter, so x86 would give the default NaN. Its [`NanSign`] says
//!   which sign the canonical NaN gets: a fresh NaN has the sign set, as x86's default NaN does
//!   (wasmtime's native code, whose output `tensor-wasm run` must print byte for byte:
//!   `-nan`); after an odd number of negations it is positive; after `fabs` or `fcopysign` (or
//!   a merge of two different signs) it keeps the sign the GPU computed;
//! - [`NanClass::Propagated`]: may be a NaN that x86 takes from an operand whose bits matter.
//!   x86 gives an arithmetic op the first NaN operand, quieted (the default NaN when no operand
//!   is one; `fmin` and `fmax` the second operand's NaN first), and the GPU a positive NaN of
//!   its own; so where such a value is observed its x86
//!   bits are rebuilt from the values it was computed from ([`NanCanon::rule`]), in code that
//!   runs only when the value is a NaN;
//! - [`NanClass::Exact`]: may be a NaN whose bits WebAssembly requires to keep (loads,
//!   parameters, call results, reinterpreted integers, NaN constants). Canonicalizing it would
//!   be wrong (a signalling NaN copied through memory must stay signalling).
//!
//! Sign-bit operations (`fneg`, `fabs`, `fcopysign`) keep their first operand's class (a
//! computed one's sign as above). A merge (block parameter, `select`) of `Exact` with another
//! class is `Exact`, and its other inputs are canonicalized where they enter it. A forward
//! merge (a block parameter of a block no back edge enters: an `if`'s join, an inlined
//! function's return) with a `Propagated` input is `Exact` too: that input is rebuilt where
//! it enters (`expf(NAN)` returns `x + x` through its return block, and x86 gives `x`'s NaN).
//!
//! Rebuilding costs a compare and a branch where a value is observed, and keeps the values it
//! reads alive until then; measured on the H100, doing it on every loop's back edge and
//! along long chains made gemv 2x and matmul 1.4x slower. So it is done only where it is
//! cheap, and elsewhere a `Propagated` value is canonicalized as a fresh NaN (as before it
//! existed): a loop header's parameter, and one a loop's exit passes, never carries a
//! rebuilt NaN (its `Propagated` inputs count as fresh, so a loop's sum is canonicalized
//! where it is observed after the loop), a `select` canonicalizes its inputs, and a value
//! whose rebuilding would reach more than
//! [`MAX_REBUILT`] ops is canonicalized ([`NanCanon::rebuilds`]). What is rebuilt is what a
//! store, a bitcast, a call or a return observes of a short computation in one iteration:
//! `c[i] = a[i] - b[i]`.
//! [`NanCanon::operands_to_canonicalize`] and [`NanCanon::terminator_operands_to_canonicalize`]
//! name the uses that need exact NaN bits; the converter emits the canonicalization or the
//! rebuilding there. An op this module does not know observes every float operand (the safe
//! default). This module only analyses; it must not rewrite the function or know how
//! canonicalization is emitted.

use lowered_ir::{
    BlockId, ConvOp, FloatUnOp, LoweredFunction, LoweredOp, LoweredType, Terminator, Value,
};
use std::collections::{HashMap, HashSet};

/// What canonicalization a float value needs where its bits are observed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NanClass {
    Neutral,
    Computed(NanSign),
    Propagated,
    Exact,
}

/// The sign a computed NaN is given where it is observed (see the module doc).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NanSign {
    /// Set: a fresh NaN (x86's default NaN), or one negated an even number of times since.
    Fresh,
    /// Clear: a fresh NaN negated an odd number of times.
    Negated,
    /// The sign the GPU computed (after `fabs`, `fcopysign`, or a merge of the two above).
    Kept,
}

impl NanClass {
    /// The class of a merge: `Exact` wins (its other inputs are made exact where they enter),
    /// then `Propagated`; two computed signs that differ keep the GPU's. Classes only rise
    /// (Neutral, then a computed sign, then `Kept`, then `Propagated`, then `Exact`), so the
    /// fixpoint below terminates.
    fn join(self, other: NanClass) -> NanClass {
        match (self, other) {
            (NanClass::Exact, _) | (_, NanClass::Exact) => NanClass::Exact,
            (NanClass::Propagated, _) | (_, NanClass::Propagated) => NanClass::Propagated,
            (NanClass::Neutral, x) | (x, NanClass::Neutral) => x,
            (NanClass::Computed(a), NanClass::Computed(b)) if a == b => self,
            (NanClass::Computed(_), NanClass::Computed(_)) => NanClass::Computed(NanSign::Kept),
        }
    }

    /// The class after a sign-bit op on a value of this class.
    fn after(self, op: SignOp) -> NanClass {
        match (self, op) {
            (NanClass::Computed(NanSign::Fresh), SignOp::Neg) => {
                NanClass::Computed(NanSign::Negated)
            }
            (NanClass::Computed(NanSign::Negated), SignOp::Neg) => {
                NanClass::Computed(NanSign::Fresh)
            }
            (NanClass::Computed(_), SignOp::AbsOrCopysign) => NanClass::Computed(NanSign::Kept),
            (other, _) => other,
        }
    }
}

/// The sign-bit ops, by what they do to a computed NaN's sign.
#[derive(Clone, Copy)]
enum SignOp {
    Neg,
    AbsOrCopysign,
}

/// A fresh computed value.
const FRESH: NanClass = NanClass::Computed(NanSign::Fresh);

/// The most ops the rebuilding of one observed NaN may reach (each counted once, however
/// many operands share it); a longer computation's NaN is canonicalized as a fresh one (see
/// the module doc). The rebuilding runs only where the value is a NaN.
pub const MAX_REBUILT: usize = 16;

/// How x86 computes the NaN of a `Propagated` value from the values it was computed from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NanRule {
    /// The first NaN among the operands, quieted; the default NaN (sign set) when none is.
    FirstNan([Option<Value>; 2]),
    /// The operand's NaN with its sign flipped (`fneg`).
    Neg(Value),
    /// The operand's NaN with its sign cleared (`fabs`).
    Abs(Value),
    /// The first operand's NaN with the second's sign (`fcopysign`).
    Copysign(Value, Value),
    /// The operand's NaN widened to `f64` (sign and payload kept, quieted).
    Promote(Value),
    /// The operand's NaN narrowed to `f32` (sign and the payload's top bits kept, quieted).
    Demote(Value),
    /// The chosen operand's NaN (`select`).
    Select {
        cond: Value,
        if_true: Value,
        if_false: Value,
    },
}

/// The classes of a function's float values.
pub struct NanCanon {
    classes: HashMap<Value, NanClass>,
    /// The rule of every `Propagated` value that an op defines.
    rules: HashMap<Value, NanRule>,
    /// The edges into forward merges ([`forward_merges`]), whose `Propagated` inputs are
    /// rebuilt: a loop header's parameter, or one a loop's exit passes, never carries a
    /// rebuilt NaN.
    merges: HashSet<(BlockId, BlockId)>,
}

impl NanCanon {
    /// Classifies every float value of `f` (a fixpoint over the block parameters), then
    /// finds the values whose NaN would take too long to rebuild.
    pub fn analyse(f: &LoweredFunction) -> NanCanon {
        let mut classes: HashMap<Value, NanClass> = HashMap::new();
        if let Some(entry) = f.blocks.first() {
            for p in &entry.params {
                classes.insert(*p, NanClass::Exact);
            }
        }
        let params: HashMap<_, _> = f.blocks.iter().map(|b| (b.id, &b.params)).collect();
        let merges = forward_merges(f);
        // Classes only grow (Neutral < Computed < Propagated < Exact), so this terminates.
        loop {
            let mut changed = false;
            let mut raise = |classes: &mut HashMap<Value, NanClass>, v: Value, c: NanClass| {
                let old = classes.get(&v).copied().unwrap_or(NanClass::Neutral);
                let new = old.join(c);
                if new != old {
                    classes.insert(v, new);
                    changed = true;
                }
            };
            for b in &f.blocks {
                for inst in &b.insts {
                    let class = result_class(&inst.op, &classes);
                    for r in &inst.results {
                        if f.value_type(*r).is_some_and(|t| t.is_float()) {
                            raise(&mut classes, *r, class);
                        }
                    }
                }
                for call in b.term.successors() {
                    if let Some(ps) = params.get(&call.block) {
                        let merge = merges.contains(&(b.id, call.block));
                        for (p, a) in ps.iter().zip(&call.args) {
                            // A loop header's parameter never carries a rebuilt NaN: a
                            // `Propagated` input counts as a fresh NaN. A forward merge's
                            // inputs are rebuilt where they enter it, so the parameter
                            // holds x86's bits (see the module doc).
                            let c = match class_of(&classes, *a) {
                                NanClass::Propagated if merge => NanClass::Exact,
                                NanClass::Propagated => FRESH,
                                c => c,
                            };
                            raise(&mut classes, *p, c);
                        }
                    }
                }
            }
            if !changed {
                break;
            }
        }
        let mut canon = NanCanon {
            classes,
            rules: HashMap::new(),
            merges,
        };
        // Rules, and the values too deep, in layout order: `reach[v]` holds the ops that
        // rebuilding `v` reaches, each once (the converter rebuilds an op that two operands
        // share once). An operand defined later in the layout (not yet seen), or one too deep
        // itself, makes its user too deep.
        let mut reach: HashMap<Value, Vec<Value>> = HashMap::new();
        for inst in f.blocks.iter().flat_map(|b| &b.insts) {
            let [r] = inst.results.as_slice() else {
                continue;
            };
            if canon.class(*r) != NanClass::Propagated {
                continue;
            }
            let Some(rule) = rule_of(&inst.op) else {
                continue;
            };
            let mut ops = vec![*r];
            let mut deep = false;
            for o in rule.operands() {
                if canon.class(o) != NanClass::Propagated {
                    continue;
                }
                match reach.get(&o) {
                    Some(theirs) => ops.extend(theirs),
                    None => deep = true,
                }
            }
            ops.sort_unstable();
            ops.dedup();
            if !deep && ops.len() <= MAX_REBUILT {
                canon.rules.insert(*r, rule);
                reach.insert(*r, ops);
            }
        }
        canon
    }

    /// How x86 computes the NaN of `v` from the values it was computed from, when `v` is a
    /// `Propagated` value an op defines whose NaN is rebuilt where it is observed.
    pub fn rule(&self, v: Value) -> Option<NanRule> {
        self.rules.get(&v).copied()
    }

    /// Whether a store, bitcast, call or return of `v` rebuilds x86's NaN (a `Propagated`
    /// value not too deep); otherwise a `Propagated` value is canonicalized as a fresh NaN.
    pub fn rebuilds(&self, v: Value) -> bool {
        self.rules.contains_key(&v)
    }

    /// Whether the arguments terminator `term` of block `from` passes to parameters of class
    /// `Exact` are rebuilt rather than canonicalized: where it returns, or branches only into
    /// forward merges (rebuilding on a back edge or a loop's exit costs every iteration).
    pub fn rebuilds_into(&self, from: BlockId, term: &Terminator) -> bool {
        matches!(term, Terminator::Return { .. })
            || (term.successors().iter()).all(|call| self.merges.contains(&(from, call.block)))
    }

    /// The class of `v` (integers and unknown values are `Neutral`).
    pub fn class(&self, v: Value) -> NanClass {
        class_of(&self.classes, v)
    }

    /// Whether a use of `v` that observes its bits needs code first: a canonicalization, or
    /// the rebuilding of x86's NaN.
    fn needs_fixing(&self, v: Value) -> bool {
        matches!(self.class(v), NanClass::Computed(_) | NanClass::Propagated)
    }

    /// The sign a NaN `v` is canonicalized with where observed (`None`: `v` is neither
    /// `Computed` nor `Propagated`; a `Propagated` value not rebuilt counts as fresh).
    pub fn sign(&self, v: Value) -> Option<NanSign> {
        match self.class(v) {
            NanClass::Computed(sign) => Some(sign),
            NanClass::Propagated => Some(NanSign::Fresh),
            _ => None,
        }
    }

    /// The operands of `op` (with `results`) that must be canonical NaNs at this use.
    pub fn operands_to_canonicalize(&self, op: &LoweredOp, results: &[Value]) -> Vec<Value> {
        let mut out: Vec<Value> = match op {
            // Arithmetic, comparisons and conversions to integers do not observe NaN bits;
            // the sign-bit ops carry their operand's class to their result.
            LoweredOp::FloatBin { .. }
            | LoweredOp::FloatUn { .. }
            | LoweredOp::FloatCmp { .. }
            | LoweredOp::IConst { .. }
            | LoweredOp::FConst { .. }
            | LoweredOp::IntBin { .. }
            | LoweredOp::IntUn { .. }
            | LoweredOp::IntCmp { .. }
            | LoweredOp::TrapIf { .. }
            | LoweredOp::BoundsCheck { .. }
            | LoweredOp::Load { .. }
            | LoweredOp::MemorySize { .. }
            | LoweredOp::MemoryLength
            | LoweredOp::GlobalGet { .. }
            | LoweredOp::ReadSpecialReg { .. }
            | LoweredOp::Barrier => vec![],
            LoweredOp::Convert { op, arg, .. } => match op {
                ConvOp::Bitcast => vec![*arg],
                _ => vec![],
            },
            LoweredOp::Select {
                if_true, if_false, ..
            } => {
                let merged = results.first().map(|r| self.class(*r));
                if merged == Some(NanClass::Exact) {
                    vec![*if_true, *if_false]
                } else {
                    vec![]
                }
            }
            // Stores, global writes, calls and anything added later observe every operand.
            other => other.operands(),
        };
        out.retain(|v| self.needs_fixing(*v));
        out.dedup();
        out
    }

    /// The terminator's operands that must be canonical NaNs: returned values, and block
    /// arguments passed to a parameter of class `Exact`.
    pub fn terminator_operands_to_canonicalize(
        &self,
        f: &LoweredFunction,
        term: &Terminator,
    ) -> Vec<Value> {
        let mut out = Vec::new();
        if let Terminator::Return { values } = term {
            out.extend(values.iter().copied());
        }
        for call in term.successors() {
            if let Some(b) = f.block(call.block) {
                for (p, a) in b.params.iter().zip(&call.args) {
                    if self.class(*p) == NanClass::Exact {
                        out.push(*a);
                    }
                }
            }
        }
        out.retain(|v| self.needs_fixing(*v));
        out.sort();
        out.dedup();
        out
    }
}

/// The edges `(from, to)` into a forward merge: to a block no back edge enters (one whose
/// target lies at or before its source in the layout: wasm's loops put a header before its
/// body), from a block that leaves no loop by it (each back edge spans its header to its
/// source in the layout; an edge from inside such a span to past its end leaves it, which
/// for a loop with several back edges may count an edge inside the loop: then it is not
/// rebuilt, as before forward merges were). Rebuilding on such an edge runs once per path
/// through the code around it; on a loop's exit edge it would run in every iteration of the
/// loop, whose test takes that branch or not.
fn forward_merges(f: &LoweredFunction) -> HashSet<(BlockId, BlockId)> {
    let index = f.block_positions();
    let mut headers = HashSet::new();
    let mut loops: Vec<(usize, usize)> = Vec::new();
    for (i, b) in f.blocks.iter().enumerate() {
        for call in b.term.successors() {
            match index.get(&call.block) {
                Some(&t) if t > i => {}
                t => {
                    headers.insert(call.block);
                    loops.push((t.copied().unwrap_or(0), i));
                }
            }
        }
    }
    let mut out = HashSet::new();
    for (i, b) in f.blocks.iter().enumerate() {
        for call in b.term.successors() {
            let Some(&t) = index.get(&call.block) else {
                continue;
            };
            let leaves = (loops.iter()).any(|&(h, end)| (h..=end).contains(&i) && t > end);
            if !headers.contains(&call.block) && !leaves {
                out.insert((b.id, call.block));
            }
        }
    }
    out
}

fn class_of(classes: &HashMap<Value, NanClass>, v: Value) -> NanClass {
    classes.get(&v).copied().unwrap_or(NanClass::Neutral)
}

/// Whether x86 may take a NaN of this class's bits into an op's result: a NaN that is not
/// the default one made fresh.
fn carries_bits(c: NanClass) -> bool {
    matches!(c, NanClass::Exact | NanClass::Propagated)
}

/// The class of an op's float result(s).
fn result_class(op: &LoweredOp, classes: &HashMap<Value, NanClass>) -> NanClass {
    let carries = |v: &Value| carries_bits(class_of(classes, *v));
    match op {
        LoweredOp::FConst { ty, bits } => {
            if is_nan(*ty, *bits) {
                NanClass::Exact
            } else {
                NanClass::Neutral
            }
        }
        LoweredOp::FloatBin { op, lhs, rhs } => match op {
            // The magnitude of `lhs`, the sign of `rhs`: exact from exact bits, rebuilt
            // where either side's x86 bits differ from the GPU's.
            lowered_ir::FloatBinOp::Copysign => {
                match (class_of(classes, *lhs), class_of(classes, *rhs)) {
                    (NanClass::Neutral, _) => NanClass::Neutral,
                    (NanClass::Exact, NanClass::Exact | NanClass::Neutral) => NanClass::Exact,
                    (NanClass::Exact | NanClass::Propagated, _) | (_, NanClass::Propagated) => {
                        NanClass::Propagated
                    }
                    (c, _) => c.after(SignOp::AbsOrCopysign),
                }
            }
            _ if carries(lhs) || carries(rhs) => NanClass::Propagated,
            _ => FRESH,
        },
        LoweredOp::FloatUn { op, arg } => match op {
            FloatUnOp::Neg => class_of(classes, *arg).after(SignOp::Neg),
            FloatUnOp::Abs => class_of(classes, *arg).after(SignOp::AbsOrCopysign),
            _ if carries(arg) => NanClass::Propagated,
            _ => FRESH,
        },
        LoweredOp::Convert { op, to, arg } => match op {
            // A computed NaN keeps its sign through a conversion (x86 keeps the operand's;
            // the GPU gives a positive NaN, whose sign the canonicalization sets); one whose
            // bits matter is rebuilt with its payload. A value that is no NaN stays none.
            ConvOp::FPromote | ConvOp::FDemote => match class_of(classes, *arg) {
                NanClass::Exact | NanClass::Propagated => NanClass::Propagated,
                NanClass::Computed(sign) => NanClass::Computed(sign),
                NanClass::Neutral => NanClass::Neutral,
            },
            ConvOp::Bitcast if to.is_float() => NanClass::Exact,
            // Integer to float never makes a NaN; other conversions make integers.
            _ => NanClass::Neutral,
        },
        LoweredOp::Select {
            if_true, if_false, ..
        } => class_of(classes, *if_true).join(class_of(classes, *if_false)),
        // Loads, globals, call results and anything unknown: bits that must be kept.
        _ => NanClass::Exact,
    }
}

/// The rule of an op whose result is `Propagated` (`None`: an op with no rule, whose result
/// is then kept as computed).
fn rule_of(op: &LoweredOp) -> Option<NanRule> {
    Some(match op {
        LoweredOp::FloatBin { op, lhs, rhs } => match op {
            lowered_ir::FloatBinOp::Copysign => NanRule::Copysign(*lhs, *rhs),
            // Cranelift's x86 `fmin`/`fmax` make a NaN by adding the operands into the
            // second one's register: its NaN comes first.
            lowered_ir::FloatBinOp::Min | lowered_ir::FloatBinOp::Max => {
                NanRule::FirstNan([Some(*rhs), Some(*lhs)])
            }
            _ => NanRule::FirstNan([Some(*lhs), Some(*rhs)]),
        },
        LoweredOp::FloatUn { op, arg } => match op {
            FloatUnOp::Neg => NanRule::Neg(*arg),
            FloatUnOp::Abs => NanRule::Abs(*arg),
            _ => NanRule::FirstNan([Some(*arg), None]),
        },
        LoweredOp::Convert {
            op: ConvOp::FPromote,
            arg,
            ..
        } => NanRule::Promote(*arg),
        LoweredOp::Convert {
            op: ConvOp::FDemote,
            arg,
            ..
        } => NanRule::Demote(*arg),
        LoweredOp::Select {
            cond,
            if_true,
            if_false,
        } => NanRule::Select {
            cond: *cond,
            if_true: *if_true,
            if_false: *if_false,
        },
        _ => return None,
    })
}

impl NanRule {
    /// The float values the rule reads.
    pub fn operands(&self) -> Vec<Value> {
        match *self {
            NanRule::FirstNan(ops) => ops.into_iter().flatten().collect(),
            NanRule::Neg(a) | NanRule::Abs(a) | NanRule::Promote(a) | NanRule::Demote(a) => {
                vec![a]
            }
            NanRule::Copysign(a, b) => vec![a, b],
            NanRule::Select {
                if_true, if_false, ..
            } => vec![if_true, if_false],
        }
    }
}

/// Whether `bits` of float type `ty` is a NaN (either sign, any payload).
fn is_nan(ty: LoweredType, bits: u64) -> bool {
    match ty {
        LoweredType::F32 => bits as u32 & 0x7fff_ffff > 0x7f80_0000,
        LoweredType::F64 => bits & 0x7fff_ffff_ffff_ffff > 0x7ff0_0000_0000_0000,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use lowered_ir::parse_function;

    fn analyse(text: &str) -> (LoweredFunction, NanCanon) {
        let f = parse_function(text).expect("test function parses");
        let canon = NanCanon::analyse(&f);
        (f, canon)
    }

    /// The operands canonicalized at each instruction and terminator, in layout order.
    fn canonicalized(f: &LoweredFunction, canon: &NanCanon) -> Vec<(String, Vec<Value>)> {
        let mut out = Vec::new();
        for b in &f.blocks {
            for inst in &b.insts {
                let vs = canon.operands_to_canonicalize(&inst.op, &inst.results);
                if !vs.is_empty() {
                    out.push((lowered_ir::print::op_text(&inst.op), vs));
                }
            }
            let vs = canon.terminator_operands_to_canonicalize(f, &b.term);
            if !vs.is_empty() {
                out.push((lowered_ir::print::terminator_text(&b.term), vs));
            }
        }
        out
    }

    #[test]
    fn loop_accumulator_is_canonicalized_once_at_its_store() {
        let (f, canon) = analyse(
            "function @dot(i32, i32) -> () {
block0(v0: i32, v11: i32):
  v1: f32 = fcvt_from_sint v11
  v2: f32 = fconst 0x0
  v3: i32 = iconst 0x0
  jump block1(v2, v3)
block1(v4: f32, v5: i32):
  v6: f32 = fmul v1, v1
  v7: f32 = fadd v4, v6
  v8: i32 = iconst 0x1
  v9: i32 = iadd v5, v8
  v10: i8 = icmp ult v9, v0
  brif v10, block1(v7, v9), block2()
block2():
  store.f32 v7, v0, offset 0
  return
}",
        );
        assert_eq!(canon.class(Value(2)), NanClass::Neutral);
        assert_eq!(canon.class(Value(4)), FRESH);
        assert_eq!(canon.class(Value(7)), FRESH);
        assert_eq!(
            canonicalized(&f, &canon),
            vec![("store.f32 v7, v0, offset 0".to_string(), vec![Value(7)])]
        );
    }

    #[test]
    fn merge_with_a_loaded_value_canonicalizes_the_computed_input_only() {
        let (f, canon) = analyse(
            "function @pick(i32, i8) -> (f32) {
block0(v0: i32, v1: i8):
  v2: f32 = load.f32 v0, offset 0
  v3: f32 = fmul v2, v2
  brif v1, block1(v2), block1(v3)
block1(v4: f32):
  return v4
}",
        );
        assert_eq!(canon.class(Value(2)), NanClass::Exact);
        assert_eq!(canon.class(Value(4)), NanClass::Exact);
        assert_eq!(
            canonicalized(&f, &canon),
            vec![(
                "brif v1, block1(v2), block1(v3)".to_string(),
                vec![Value(3)]
            )]
        );
    }

    #[test]
    fn observations_and_non_observations() {
        let (f, canon) = analyse(
            "function @obs(f32, i32, i8) -> (i32, f32, f32) {
block0(v0: f32, v12: i32, v2: i8):
  v1: f32 = fcvt_from_sint v12
  v13: f32 = fcvt_from_sint v12
  v3: f32 = fsub v13, v1
  v4: i8 = fcmp flt v3, v0
  v5: i32 = fcvt_to_sint_sat v3
  v6: i32 = bitcast v3
  v7: f32 = fneg v3
  v8: f32 = fneg v0
  v9: f32 = select v2, v7, v8
  v10: f32 = fcopysign v3, v0
  v11: f32 = sqrt v10
  return v6, v9, v11
}",
        );
        // A fresh NaN negated is positive on x86; fcopysign keeps the GPU's sign.
        assert_eq!(canon.class(Value(7)), NanClass::Computed(NanSign::Negated));
        assert_eq!(canon.class(Value(8)), NanClass::Exact);
        assert_eq!(canon.class(Value(9)), NanClass::Exact);
        assert_eq!(canon.class(Value(10)), NanClass::Computed(NanSign::Kept));
        assert_eq!(canon.sign(Value(3)), Some(NanSign::Fresh));
        assert_eq!(canon.sign(Value(11)), Some(NanSign::Fresh));
        assert_eq!(canon.sign(Value(2)), None);
        assert_eq!(
            canonicalized(&f, &canon),
            vec![
                ("bitcast v3".to_string(), vec![Value(3)]),
                ("select v2, v7, v8".to_string(), vec![Value(7)]),
                ("return v6, v9, v11".to_string(), vec![Value(11)]),
            ]
        );
    }

    #[test]
    fn negations_flip_a_fresh_nan_s_sign_and_merges_of_two_signs_keep_the_gpu_s() {
        let (_, canon) = analyse(
            "function @signs(i32, i32, i8) -> (f32, f32, f32) {
block0(v10: i32, v11: i32, v2: i8):
  v0: f32 = fcvt_from_sint v10
  v1: f32 = fcvt_from_sint v11
  v3: f32 = fdiv v0, v1
  v4: f32 = fneg v3
  v5: f32 = fneg v4
  v6: f32 = fabs v3
  v7: f32 = select v2, v3, v4
  v8: f64 = fpromote v4
  return v5, v6, v7
}",
        );
        assert_eq!(canon.sign(Value(3)), Some(NanSign::Fresh));
        assert_eq!(canon.sign(Value(4)), Some(NanSign::Negated));
        assert_eq!(canon.sign(Value(5)), Some(NanSign::Fresh));
        assert_eq!(canon.sign(Value(6)), Some(NanSign::Kept));
        assert_eq!(canon.sign(Value(7)), Some(NanSign::Kept));
        assert_eq!(canon.sign(Value(8)), Some(NanSign::Negated));
    }

    #[test]
    fn an_op_on_loaded_values_rebuilds_x86_s_nan_where_it_is_observed() {
        let (f, canon) = analyse(
            "function @sub(i32) -> () {
block0(v0: i32):
  v1: f32 = load.f32 v0, offset 0
  v2: f32 = load.f32 v0, offset 4
  v3: f32 = fsub v1, v2
  v4: f32 = fneg v3
  v5: f64 = fpromote v4
  v6: f32 = fmul v3, v3
  store.f32 v3, v0, offset 8
  store.f64 v5, v0, offset 16
  v7: i8 = fcmp flt v6, v1
  return
}",
        );
        assert_eq!(canon.class(Value(3)), NanClass::Propagated);
        assert_eq!(
            canon.rule(Value(3)),
            Some(NanRule::FirstNan([Some(Value(1)), Some(Value(2))]))
        );
        assert_eq!(canon.rule(Value(4)), Some(NanRule::Neg(Value(3))));
        assert_eq!(canon.rule(Value(5)), Some(NanRule::Promote(Value(4))));
        assert_eq!(canon.class(Value(6)), NanClass::Propagated);
        assert!(canon.rebuilds(Value(5)));
        // Stores observe; a comparison does not.
        assert_eq!(
            canonicalized(&f, &canon),
            vec![
                ("store.f32 v3, v0, offset 8".to_string(), vec![Value(3)]),
                ("store.f64 v5, v0, offset 16".to_string(), vec![Value(5)]),
            ]
        );
    }

    #[test]
    fn a_loop_carried_sum_of_loaded_products_is_canonicalized_after_the_loop() {
        let (f, canon) = analyse(
            "function @dot(i32) -> () {
block0(v0: i32):
  v2: f32 = fconst 0x0
  v3: i32 = iconst 0x0
  jump block1(v2, v3)
block1(v4: f32, v5: i32):
  v11: f32 = load.f32 v5, offset 0
  v6: f32 = fmul v11, v11
  v7: f32 = fadd v4, v6
  v8: i32 = iconst 0x4
  v9: i32 = iadd v5, v8
  v10: i8 = icmp ult v9, v0
  brif v10, block1(v7, v9), block2()
block2():
  store.f32 v4, v0, offset 0
  return
}",
        );
        // Rebuilding on the back edge would cost every iteration a branch: the sum counts
        // as a fresh NaN, canonicalized where it is stored.
        assert_eq!(canon.class(Value(4)), FRESH);
        assert_eq!(canon.class(Value(7)), NanClass::Propagated);
        assert_eq!(
            canonicalized(&f, &canon),
            vec![("store.f32 v4, v0, offset 0".to_string(), vec![Value(4)])]
        );
    }

    /// An inlined `expf(x)` returns `x + x` for a NaN `x` through its return block: the
    /// merge's parameter holds x86's NaN (`x` quieted), rebuilt on the edge into it, and is
    /// stored as it is. Before, the merge counted it as a fresh NaN and the store wrote
    /// `0xffc00000` where wasmtime writes `0x7fc00000`.
    #[test]
    fn a_forward_merge_of_a_propagated_nan_rebuilds_it_on_the_edge() {
        let (f, canon) = analyse(
            "function @ret(i32, i8) -> () {
block0(v0: i32, v1: i8):
  v2: f32 = load.f32 v0, offset 0
  v3: f32 = fadd v2, v2
  v4: f32 = fmul v2, v2
  brif v1, block1(v3), block1(v4)
block1(v5: f32):
  store.f32 v5, v0, offset 4
  return
}",
        );
        assert_eq!(canon.class(Value(5)), NanClass::Exact);
        assert!(canon.rebuilds(Value(3)) && canon.rebuilds(Value(4)));
        assert!(canon.rebuilds_into(f.blocks[0].id, &f.blocks[0].term));
        assert_eq!(
            canonicalized(&f, &canon),
            vec![(
                "brif v1, block1(v3), block1(v4)".to_string(),
                vec![Value(3), Value(4)]
            )]
        );
    }

    /// A loop's exit passes its last product to a block after the loop: the edge is taken or
    /// not by the loop's test in every iteration, so the parameter counts as a fresh NaN,
    /// canonicalized where it is stored, and nothing runs on the loop's branch.
    #[test]
    fn a_value_a_loop_s_exit_passes_is_not_rebuilt_on_the_exit_edge() {
        let (f, canon) = analyse(
            "function @last(i32) -> () {
block0(v0: i32):
  v3: i32 = iconst 0x0
  jump block1(v3)
block1(v5: i32):
  v11: f32 = load.f32 v5, offset 0
  v6: f32 = fmul v11, v11
  v8: i32 = iconst 0x4
  v9: i32 = iadd v5, v8
  v10: i8 = icmp ult v9, v0
  brif v10, block1(v9), block2(v6)
block2(v12: f32):
  store.f32 v12, v0, offset 0
  return
}",
        );
        assert_eq!(canon.class(Value(12)), FRESH);
        assert!(!canon.rebuilds_into(f.blocks[1].id, &f.blocks[1].term));
        assert_eq!(
            canonicalized(&f, &canon),
            vec![("store.f32 v12, v0, offset 0".to_string(), vec![Value(12)])]
        );
    }

    /// A function that loads `v1`, computes `v2 = fadd v1, v1` and then `v3 ..= v{last}`,
    /// `v{k}` by `op(k)` (an op's text), and stores `v{last}`.
    fn fadd_chain(name: &str, last: u32, op: impl Fn(u32) -> String) -> String {
        let mut text = format!(
            "function @{name}(i32) -> () {{
block0(v0: i32):
  v1: f32 = load.f32 v0, offset 0
  v2: f32 = fadd v1, v1
"
        );
        for k in 3..=last {
            text.push_str(&format!("  v{k}: f32 = {}\n", op(k)));
        }
        text.push_str(&format!("  store.f32 v{last}, v0, offset 4\n  return\n}}"));
        text
    }

    #[test]
    fn a_long_chain_is_canonicalized_where_rebuilding_would_reach_too_far() {
        let text = fadd_chain("chain", 30, |k| format!("fadd v{}, v1", k - 1));
        let (f, canon) = analyse(&text);
        // v2 reaches 1 op, v17 reaches 16, v18 would reach 17.
        let rebuilt: Vec<u32> = (2..=30).filter(|k| canon.rebuilds(Value(*k))).collect();
        assert_eq!(rebuilt, (2..=17).collect::<Vec<u32>>());
        assert_eq!(canon.sign(Value(30)), Some(NanSign::Fresh));
        assert_eq!(
            canonicalized(&f, &canon),
            vec![("store.f32 v30, v0, offset 4".to_string(), vec![Value(30)])]
        );
    }

    #[test]
    fn an_op_two_operands_share_counts_once_toward_the_rebuilding() {
        // Each sum adds the one before to itself: rebuilding v7 reaches 6 ops, though
        // following both operands every time would visit 63.
        let text = fadd_chain("doubling", 7, |k| format!("fadd v{0}, v{0}", k - 1));
        let (_, canon) = analyse(&text);
        assert!((2..=7).all(|k| canon.rebuilds(Value(k))));
    }

    #[test]
    fn nan_constants_of_either_sign_and_any_payload_keep_their_bits() {
        assert!(is_nan(LoweredType::F32, 0x7fa0_0000));
        assert!(is_nan(LoweredType::F32, 0xffff_ffff));
        assert!(is_nan(LoweredType::F32, 0x7fc0_0000));
        assert!(!is_nan(LoweredType::F32, 0x7f80_0000));
        assert!(!is_nan(LoweredType::F32, 0xff80_0000));
        assert!(is_nan(LoweredType::F64, 0x7ff0_0000_0000_0001));
        assert!(!is_nan(LoweredType::F64, 0x7ff0_0000_0000_0000));
        assert!(!is_nan(LoweredType::I32, 0x7fc0_0000));
    }
}
