//! Induction variables, loop-carried scalars and trip counts on a LoweredOp function, and the
//! value -> [`Affine`] evaluator they share (they are mutually recursive: an induction
//! variable's step is an affine value, and an affine value may read induction variables).
//!
//! Every parameter of a loop header is classified ([`HeaderParam`]): an induction variable
//! (`init + step * k` with a loop-invariant step: counters, pointers bumped by a constant or
//! by a row stride), an invariant passed around the loop, a reduction (the parameter only
//! feeds a chain of one associative operation whose result comes back to it: `acc += x`,
//! also unrolled), or some other carried value. A loop is counted when it has one exit edge,
//! taken from the header or from a latch on a comparison of an induction expression with a
//! loop-invariant bound; the trip count is then a formula of the arguments (rotated loops,
//! loops unrolled with a remainder loop, pointer-bumping loops and count-down loops all take
//! this shape after clang). This module must not decide parallelism: `dependence.rs` does.

use super::affine::{Affine, Atom, Poly};
use super::loops::{Cfg, LoopForest};
use lowered_ir::{
    ConvOp, FloatBinOp, FloatCmpOp, IntBinOp, IntCmpOp, LoweredFunction, LoweredOp, LoweredType,
    Shape, Terminator, Value, VecBinOp,
};
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

/// A `select` with exactly one of its two values in `slice` (a reduction's chain): its
/// condition, that value, the other one, and whether the chain's value is the one taken
/// where the condition holds.
fn select_on_chain(op: &LoweredOp, slice: &BTreeSet<Value>) -> Option<(Value, Value, Value, bool)> {
    let LoweredOp::Select {
        cond,
        if_true,
        if_false,
    } = op
    else {
        return None;
    };
    match (slice.contains(if_true), slice.contains(if_false)) {
        (true, false) => Some((*cond, *if_true, *if_false, true)),
        (false, true) => Some((*cond, *if_false, *if_true, false)),
        _ => None,
    }
}

/// A reduction's chain as [`Analysis::chain`] finds it.
struct Chain {
    op: ReductionOp,
    lanes: Option<Shape>,
    /// The values that carry the accumulator inside the loop.
    slice: BTreeSet<Value>,
    /// The comparisons (and their widenings) that choose a minimum's or maximum's value.
    chosen: BTreeSet<Value>,
    /// Other `select`s on those conditions ([`Analysis::reduction_chain`]).
    companions: Vec<Value>,
}

/// Where an SSA value is defined.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Def {
    /// Parameter `index` of block `block` (by layout index).
    Param { block: usize, index: usize },
    /// Result of instruction `inst` of block `block`.
    Inst { block: usize, inst: usize },
}

/// The associative operation of a reduction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReductionOp {
    FAdd,
    FMul,
    FMin,
    FMax,
    IAdd,
    IMul,
    And,
    Or,
    Xor,
    /// Integer minimum and maximum, signed or unsigned (clang writes them as a comparison
    /// and a `select`; vectors as `i32x4.min_s` and the like).
    SMin,
    SMax,
    UMin,
    UMax,
    /// A float maximum or minimum written as `select(x CMP acc, x, acc)` with an ordered
    /// comparison (`x > acc`, `x >= acc`, `x < acc`, `x <= acc`): a NaN `x` is never taken
    /// and a NaN `acc` stays, and of elements that compare equal (`-0.0` and `+0.0`) the
    /// first (`>`, `<`) or the last (`>=`, `<=`) is kept. Exact when the parts are combined
    /// in the loop's order ([`ReductionOp::ordered`]): the fold of a run of iterations from
    /// the identity, folded into the value before them by the same `select`, is what the loop
    /// computes (docs/AUTO-OFFLOAD.md, "Reductions").
    FMaxFirst,
    FMaxLast,
    FMinFirst,
    FMinLast,
    /// An integer set to one constant where a condition holds, and otherwise passed on
    /// (`changed = 1` in a convergence loop; a `select(c, K, acc)` or a merge of paths, one
    /// of which brings `K`): the bits of `K` in the accumulator's type. The total is `K` when
    /// some iteration set it, else the value on entry. Each thread's part starts from a value
    /// other than `K` (`K ^ 1`), so every part is `K` or that value, and folding `b` into `a`
    /// as `b == K ? K : a` gives the total in any grouping and order, as long as the value on
    /// entry is folded first (the host does: [`super::reduction::combine_on_host`]).
    SetTo(u64),
    /// The index (any integer) a loop takes together with the candidate of another of its
    /// reductions, a minimum or maximum with a strict comparison (`if (d[i] < best) { best =
    /// d[i]; bi = i; }`: both `select`s on the same condition): `value` is that reduction's
    /// header parameter, `take` its comparison as `candidate TAKE accumulator`. Folding a
    /// later part into an earlier one takes the later index where the later value takes
    /// over the earlier one, so the parts combine in the loop's order, the value's beside
    /// it ([`ReductionOp::ordered`]). A part still at the value's identity (`+inf`, the
    /// largest integer) never takes over with a strict comparison, so the index's identity
    /// (`0`) never wins.
    ArgOf {
        value: u16,
        take: Take,
    },
}

/// The comparison a minimum or maximum takes its candidate on ([`ReductionOp::ArgOf`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Take {
    Float(FloatCmpOp),
    Int(IntCmpOp),
}

impl ReductionOp {
    pub fn describe(self) -> &'static str {
        match self {
            ReductionOp::FAdd => "float sum",
            ReductionOp::FMul => "float product",
            ReductionOp::FMin => "float minimum",
            ReductionOp::FMax => "float maximum",
            ReductionOp::IAdd => "integer sum",
            ReductionOp::IMul => "integer product",
            ReductionOp::And => "bitwise and",
            ReductionOp::Or => "bitwise or",
            ReductionOp::Xor => "bitwise xor",
            ReductionOp::SMin => "signed minimum",
            ReductionOp::SMax => "signed maximum",
            ReductionOp::UMin => "unsigned minimum",
            ReductionOp::UMax => "unsigned maximum",
            ReductionOp::FMaxFirst => "float maximum kept in order (`x > acc`)",
            ReductionOp::FMaxLast => "float maximum kept in order (`x >= acc`)",
            ReductionOp::FMinFirst => "float minimum kept in order (`x < acc`)",
            ReductionOp::FMinLast => "float minimum kept in order (`x <= acc`)",
            ReductionOp::SetTo(_) => "value set to a constant where a condition holds",
            ReductionOp::ArgOf { .. } => "index taken with a minimum or maximum",
        }
    }

    /// The identity element, as the source would write it (for reports).
    pub fn identity_name(self) -> String {
        if let ReductionOp::SetTo(k) = self {
            return format!("{} (any value but the constant {k})", k ^ 1);
        }
        if let ReductionOp::ArgOf { .. } = self {
            return "0 (never taken: its minimum's or maximum's part starts from that one's identity)".into();
        }
        match self {
            ReductionOp::IAdd | ReductionOp::Or | ReductionOp::Xor => "0",
            ReductionOp::FAdd => "-0.0",
            ReductionOp::IMul | ReductionOp::FMul => "1",
            ReductionOp::And => "all ones",
            ReductionOp::FMin | ReductionOp::FMinFirst | ReductionOp::FMinLast => "+infinity",
            ReductionOp::FMax | ReductionOp::FMaxFirst | ReductionOp::FMaxLast => "-infinity",
            ReductionOp::SMin => "the largest signed value",
            ReductionOp::SMax => "the smallest signed value",
            ReductionOp::UMin => "all ones",
            ReductionOp::UMax => "0",
            ReductionOp::SetTo(_) | ReductionOp::ArgOf { .. } => unreachable!("handled above"),
        }
        .to_string()
    }

    /// The identity element's bits in an integer type of `bits` bits (`None` for a float
    /// operation).
    pub fn int_identity(self, bits: u32) -> Option<u64> {
        let ones = if bits >= 64 {
            u64::MAX
        } else {
            (1u64 << bits) - 1
        };
        let sign = 1u64 << (bits.min(64) - 1);
        match self {
            ReductionOp::IAdd | ReductionOp::Or | ReductionOp::Xor | ReductionOp::UMax => Some(0),
            ReductionOp::IMul => Some(1),
            ReductionOp::And | ReductionOp::UMin => Some(ones),
            ReductionOp::SMin => Some(ones ^ sign),
            ReductionOp::SMax => Some(sign),
            ReductionOp::SetTo(k) => Some((k ^ 1) & ones),
            ReductionOp::ArgOf { .. } => Some(0),
            _ => None,
        }
    }

    /// A short name for symbols (`add`, `mul`, `and`, `or`, `xor`, `fadd`, ...).
    pub fn short_name(self) -> &'static str {
        match self {
            ReductionOp::FAdd => "fadd",
            ReductionOp::FMul => "fmul",
            ReductionOp::FMin => "fmin",
            ReductionOp::FMax => "fmax",
            ReductionOp::IAdd => "add",
            ReductionOp::IMul => "mul",
            ReductionOp::And => "and",
            ReductionOp::Or => "or",
            ReductionOp::Xor => "xor",
            ReductionOp::SMin => "smin",
            ReductionOp::SMax => "smax",
            ReductionOp::UMin => "umin",
            ReductionOp::UMax => "umax",
            ReductionOp::FMaxFirst => "fmaxfirst",
            ReductionOp::FMaxLast => "fmaxlast",
            ReductionOp::FMinFirst => "fminfirst",
            ReductionOp::FMinLast => "fminlast",
            ReductionOp::SetTo(_) => "set",
            ReductionOp::ArgOf { .. } => "arg",
        }
    }

    /// Whether `op` (of [`ReductionOp::of`]) is a subtraction: `acc - x` is `acc + (-x)`
    /// exactly (wrapping, or IEEE's subtraction), but `x - acc` is no sum of `acc`.
    fn chain_left_only(op: &LoweredOp) -> bool {
        matches!(
            op,
            LoweredOp::FloatBin {
                op: FloatBinOp::Sub,
                ..
            } | LoweredOp::IntBin {
                op: IntBinOp::Sub,
                ..
            } | LoweredOp::VBin {
                op: VecBinOp::Sub | VecBinOp::FSub,
                ..
            }
        )
    }

    /// Emits the operation applied to `lhs` and `rhs` of type `ty`: scalars, or `v128`s lane
    /// by lane in `lanes`; a scalar minimum or maximum as a comparison and a `select`.
    pub fn emit(
        self,
        e: &mut crate::lowered_emit::Emitter<'_>,
        lanes: Option<Shape>,
        ty: LoweredType,
        lhs: Value,
        rhs: Value,
    ) -> Value {
        // An ordered float minimum or maximum: `select(rhs CMP lhs, rhs, lhs)`, `lhs` the
        // earlier value (never a vector: `min_max` finds only scalar ones).
        if let Some(cmp) = self.ordered_compare() {
            let c = e.fcmp(cmp, rhs, lhs);
            return e.select(c, rhs, lhs, ty);
        }
        // A value set to `k`: the later one when it is `k`, else the earlier (never a
        // vector: `set_to` finds only scalar ones).
        if let ReductionOp::ArgOf { .. } = self {
            debug_assert!(
                false,
                "an index is combined with its value (combine_kernel)"
            );
            return lhs;
        }
        if let ReductionOp::SetTo(k) = self {
            let k = e.iconst(ty, k);
            let c = e.cmp(IntCmpOp::Eq, rhs, k);
            return e.select(c, rhs, lhs, ty);
        }
        if let Some(shape) = lanes {
            let op = match self {
                ReductionOp::FAdd => VecBinOp::FAdd,
                ReductionOp::FMul => VecBinOp::FMul,
                ReductionOp::FMin => VecBinOp::FMin,
                ReductionOp::FMax => VecBinOp::FMax,
                ReductionOp::IAdd => VecBinOp::Add,
                ReductionOp::IMul => VecBinOp::Mul,
                ReductionOp::And => VecBinOp::And,
                ReductionOp::Or => VecBinOp::Or,
                ReductionOp::Xor => VecBinOp::Xor,
                ReductionOp::SMin => VecBinOp::MinS,
                ReductionOp::SMax => VecBinOp::MaxS,
                ReductionOp::UMin => VecBinOp::MinU,
                ReductionOp::UMax => VecBinOp::MaxU,
                // Handled above.
                ReductionOp::FMaxFirst
                | ReductionOp::FMaxLast
                | ReductionOp::FMinFirst
                | ReductionOp::FMinLast
                | ReductionOp::SetTo(_)
                | ReductionOp::ArgOf { .. } => VecBinOp::FMax,
            };
            return e.push(
                LoweredOp::VBin {
                    op,
                    shape,
                    lhs,
                    rhs,
                },
                ty,
            );
        }
        let float = |op| LoweredOp::FloatBin { op, lhs, rhs };
        let int = |op| LoweredOp::IntBin { op, lhs, rhs };
        let pick = |e: &mut crate::lowered_emit::Emitter<'_>, cmp| {
            let c = e.cmp(cmp, lhs, rhs);
            e.select(c, lhs, rhs, ty)
        };
        let op = match self {
            ReductionOp::FAdd => float(FloatBinOp::Add),
            ReductionOp::FMul => float(FloatBinOp::Mul),
            ReductionOp::FMin => float(FloatBinOp::Min),
            ReductionOp::FMax => float(FloatBinOp::Max),
            ReductionOp::IAdd => int(IntBinOp::Add),
            ReductionOp::IMul => int(IntBinOp::Mul),
            ReductionOp::And => int(IntBinOp::And),
            ReductionOp::Or => int(IntBinOp::Or),
            ReductionOp::Xor => int(IntBinOp::Xor),
            ReductionOp::SMin => return pick(e, IntCmpOp::LtS),
            ReductionOp::SMax => return pick(e, IntCmpOp::GtS),
            ReductionOp::UMin => return pick(e, IntCmpOp::LtU),
            ReductionOp::UMax => return pick(e, IntCmpOp::GtU),
            // Handled above.
            ReductionOp::FMaxFirst
            | ReductionOp::FMaxLast
            | ReductionOp::FMinFirst
            | ReductionOp::FMinLast
            | ReductionOp::SetTo(_)
            | ReductionOp::ArgOf { .. } => float(FloatBinOp::Max),
        };
        e.push(op, ty)
    }

    /// `a OP b` on integers of `bits` bits (wrapping, as wasm does); `None` for a float
    /// operation.
    pub fn int_combine(self, bits: u32, a: u64, b: u64) -> Option<u64> {
        let ones = if bits >= 64 {
            u64::MAX
        } else {
            (1u64 << bits) - 1
        };
        let (a, b) = (a & ones, b & ones);
        // Two's complement order: flipping the sign bit orders signed values as unsigned.
        let sign = 1u64 << (bits.min(64) - 1);
        let x = match self {
            ReductionOp::IAdd => a.wrapping_add(b),
            ReductionOp::IMul => a.wrapping_mul(b),
            ReductionOp::And => a & b,
            ReductionOp::Or => a | b,
            ReductionOp::Xor => a ^ b,
            ReductionOp::UMin => a.min(b),
            ReductionOp::UMax => a.max(b),
            ReductionOp::SMin => ((a ^ sign).min(b ^ sign)) ^ sign,
            ReductionOp::SMax => ((a ^ sign).max(b ^ sign)) ^ sign,
            ReductionOp::SetTo(k) if b == k & ones => b,
            ReductionOp::SetTo(_) => a,
            _ => return None,
        };
        Some(x & ones)
    }

    /// Whether combining the parts in another order than the loop's may change the total:
    /// float sums and products round differently, and wasm's `min` and `max` may return
    /// another NaN. Such a reduction stays in order unless the user passes
    /// `--reassociate-floats`. The ordered ones do not: their parts are combined in order.
    pub fn needs_reassociation(self) -> bool {
        matches!(
            self,
            ReductionOp::FAdd | ReductionOp::FMul | ReductionOp::FMin | ReductionOp::FMax
        )
    }

    /// The comparison `later CMP earlier` that takes the later value, for an ordered float
    /// minimum or maximum; `None` for every other operation.
    pub fn ordered_compare(self) -> Option<FloatCmpOp> {
        Some(match self {
            ReductionOp::FMaxFirst => FloatCmpOp::Gt,
            ReductionOp::FMaxLast => FloatCmpOp::Ge,
            ReductionOp::FMinFirst => FloatCmpOp::Lt,
            ReductionOp::FMinLast => FloatCmpOp::Le,
            _ => return None,
        })
    }

    /// Whether the parts must be combined in the loop's order (thread after thread): the
    /// ordered float minima and maxima. The others are associative and commutative.
    pub fn ordered(self) -> bool {
        self.ordered_compare().is_some() || matches!(self, ReductionOp::ArgOf { .. })
    }

    /// The reduction operation of `op` with its operands, and the lanes it works on (`None`
    /// for a scalar; a vector op combines lane by lane, each lane a reduction of its own).
    /// A subtraction is a sum of the negated operand, when the chain is its left operand
    /// ([`ReductionOp::chain_left_only`]).
    fn of(op: &LoweredOp) -> Option<(ReductionOp, Option<Shape>, Value, Value)> {
        Some(match op {
            LoweredOp::FloatBin {
                op: FloatBinOp::Sub,
                lhs,
                rhs,
            } => (ReductionOp::FAdd, None, *lhs, *rhs),
            LoweredOp::IntBin {
                op: IntBinOp::Sub,
                lhs,
                rhs,
            } => (ReductionOp::IAdd, None, *lhs, *rhs),
            LoweredOp::VBin {
                op: VecBinOp::Sub,
                shape,
                lhs,
                rhs,
            } if !shape.is_float() => (ReductionOp::IAdd, Some(*shape), *lhs, *rhs),
            LoweredOp::VBin {
                op: VecBinOp::FSub,
                shape,
                lhs,
                rhs,
            } if shape.is_float() => (ReductionOp::FAdd, Some(*shape), *lhs, *rhs),
            LoweredOp::FloatBin { op, lhs, rhs } => (
                match op {
                    FloatBinOp::Add => ReductionOp::FAdd,
                    FloatBinOp::Mul => ReductionOp::FMul,
                    FloatBinOp::Min => ReductionOp::FMin,
                    FloatBinOp::Max => ReductionOp::FMax,
                    _ => return None,
                },
                None,
                *lhs,
                *rhs,
            ),
            LoweredOp::IntBin { op, lhs, rhs } => (
                match op {
                    IntBinOp::Add => ReductionOp::IAdd,
                    IntBinOp::Mul => ReductionOp::IMul,
                    IntBinOp::And => ReductionOp::And,
                    IntBinOp::Or => ReductionOp::Or,
                    IntBinOp::Xor => ReductionOp::Xor,
                    _ => return None,
                },
                None,
                *lhs,
                *rhs,
            ),
            LoweredOp::VBin {
                op,
                shape,
                lhs,
                rhs,
            } => (
                match (op, shape.is_float()) {
                    (VecBinOp::Add, false) => ReductionOp::IAdd,
                    (VecBinOp::Mul, false) => ReductionOp::IMul,
                    (VecBinOp::And, false) => ReductionOp::And,
                    (VecBinOp::Or, false) => ReductionOp::Or,
                    (VecBinOp::Xor, false) => ReductionOp::Xor,
                    (VecBinOp::MinS, false) => ReductionOp::SMin,
                    (VecBinOp::MaxS, false) => ReductionOp::SMax,
                    (VecBinOp::MinU, false) => ReductionOp::UMin,
                    (VecBinOp::MaxU, false) => ReductionOp::UMax,
                    (VecBinOp::FAdd, true) => ReductionOp::FAdd,
                    (VecBinOp::FMul, true) => ReductionOp::FMul,
                    (VecBinOp::FMin, true) => ReductionOp::FMin,
                    (VecBinOp::FMax, true) => ReductionOp::FMax,
                    _ => return None,
                },
                Some(*shape),
                *lhs,
                *rhs,
            ),
            _ => return None,
        })
    }
}

/// What a loop header's parameter is.
#[derive(Clone, Debug, PartialEq)]
pub enum HeaderParam {
    /// `init + step * k`.
    Induction { init: Affine, step: Poly },
    /// The same value in every iteration.
    Invariant,
    /// `acc = acc OP x` each iteration, `x` independent of `acc`; with `lanes`, a `v128`
    /// combined lane by lane.
    Reduction {
        op: ReductionOp,
        lanes: Option<Shape>,
    },
    /// An `f64` counter (`x += 1.0`, clang's `(double)i` kept as a float): `init + step * k`
    /// exactly, computed so in every thread ([`Analysis::float_induction_step`] says when).
    /// `start_checked`: its start is a value from before every loop that only the launch
    /// knows to be a whole number (a parameter of an outlined nest): the launch tests it.
    FloatInduction { step: f64, start_checked: bool },
    /// An integer that each iteration adds inductions of the same loop and a constant to,
    /// `p += q + plus` with `q = q0 + s*k` the sum of the header parameters `by` (one may
    /// come twice: a loop unrolled by two adds `q` and `q + step`; clang's strength
    /// reduction of `k*(k+1)/2`, spectral-norm's `(i+j)*(i+j+1)/2` across `i`):
    /// `p0 + (q0 + plus)*k + s*k*(k-1)/2`, computed so in every thread (`outline.rs`),
    /// wrapping as wasm's additions do. Not affine: an address that reads it is not one.
    Quadratic { by: Vec<usize>, plus: i64 },
    /// Anything else carried from one iteration to the next.
    Carried { why: String },
}

/// Whether `x` may start an exact `f64` counter ([`HeaderParam::FloatInduction`]): a whole
/// number of at most 2^32 in magnitude, not -0.
pub fn is_exact_float_start(x: f64) -> bool {
    whole_within(x, 4_294_967_296.0) && x.to_bits() != (-0.0f64).to_bits()
}

/// Whether `x` is a whole number of at most `limit` in magnitude (NaN and infinities are not).
fn whole_within(x: f64, limit: f64) -> bool {
    x.fract() == 0.0 && x.abs() <= limit
}

/// A choice that one branch alone makes ([`Analysis::selected`]): the merge receives `then`
/// wherever the branch's condition is non-zero and `other` wherever it is zero (clang's
/// peeled first iteration of a loop unrolled by 2: `if (odd) { peel; j = k + 2 } else j =
/// k + 1`).
#[derive(Clone, Debug, PartialEq)]
pub struct Selected {
    /// The branch's condition (what [`super::dependence::Access::guard`] names).
    pub branch: Value,
    /// The branch's condition, then each value it tests through extensions and comparisons
    /// with zero (`uextend(icmp eq x, 0)`: the `uextend`, the `icmp`, then `x`), each with
    /// whether it is non-zero exactly where the branch takes its `else` side. A loop that
    /// recomputes the condition in every iteration from a value defined before it makes
    /// the same choice in every iteration, and a launch reads that value.
    pub tests: Vec<(Value, bool)>,
    /// The alternative on the branch's `then` side, and on its `else` side.
    pub then: Affine,
    pub other: Affine,
}

impl Selected {
    /// The first of [`Self::tests`] for which `inside` is false (one defined before a loop
    /// or nest), with its flip.
    pub fn test_outside(&self, inside: impl Fn(Value) -> bool) -> Option<(Value, bool)> {
        self.tests.iter().copied().find(|(v, _)| !inside(*v))
    }

    /// The alternative on the branch's `then` side (`true`) or its `else` side.
    pub fn on_side(&self, then: bool) -> &Affine {
        if then {
            &self.then
        } else {
            &self.other
        }
    }

    /// The alternative taken where a test value flipped by `flip` holds `value`.
    pub fn taken(&self, value: i64, flip: bool) -> &Affine {
        self.on_side((value != 0) != flip)
    }
}

/// How a `select` picks one of two values by comparing them: the smaller or the larger,
/// read signed or unsigned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MinMax {
    pub min: bool,
    pub signed: bool,
}

impl MinMax {
    /// Whether values from `lo` to `hi` are values of a 32-bit integer read as the
    /// comparison reads them: outside that range an affine value wrapped, and which
    /// alternative the select picked is not known.
    pub fn fits(self, (lo, hi): (i128, i128)) -> bool {
        let range = match self.signed {
            true => -(1i128 << 31)..1i128 << 31,
            false => 0..1i128 << 32,
        };
        range.contains(&lo) && range.contains(&hi)
    }

    /// The select's value from its alternatives' values (`None` where one does not fit,
    /// [`MinMax::fits`]).
    pub fn pick(self, a: i128, b: i128) -> Option<i128> {
        if !self.fits((a, a)) || !self.fits((b, b)) {
            return None;
        }
        Some(if self.min { a.min(b) } else { a.max(b) })
    }
}

/// How many times a loop body runs: `floor(num / div)` iterations (`div > 0`).
#[derive(Clone, Debug, PartialEq)]
pub struct TripCount {
    pub num: Affine,
    pub div: i64,
}

/// A counted loop: its counter, the compared induction expression and the trip count.
#[derive(Clone, Debug, PartialEq)]
pub struct Counted {
    pub trip: TripCount,
    /// The exit test as the source says it, e.g. `v43 != v15`.
    pub test: String,
    /// The value compared against the bound.
    pub counter: Value,
    pub bound: Value,
    /// The loop exits exactly when `counter == bound` (a `!=` test), so `counter` leaves it
    /// equal to `bound`.
    pub ne_exit: bool,
    /// How the test reads its operands: `signed`, `unsigned` or `equality` (the trip count
    /// formula is evaluated with the arguments read the same way).
    pub compare: &'static str,
}

/// The analysis state of one function: CFG, loops, definitions and memoised facts.
pub struct Analysis<'f> {
    pub f: &'f LoweredFunction,
    pub cfg: Cfg,
    pub forest: LoopForest,
    pub defs: HashMap<Value, Def>,
    /// Block index -> for each parameter, the (predecessor, argument) pairs.
    incoming: Vec<Vec<Vec<(usize, Value)>>>,
    memo: HashMap<Value, Option<Affine>>,
    in_progress: HashSet<Value>,
    params: HashMap<(usize, usize), HeaderParam>,
    /// Number of uses of each value (operands and terminator operands).
    pub uses: HashMap<Value, usize>,
    /// The alternatives of each [`Atom::Choice`], by SSA number.
    pub choices: HashMap<u32, Vec<Affine>>,
    /// Choices that are `x & -m` (of this `x`): between 0 and `x` wherever `x >= 0`, which
    /// some of their alternatives `x - r` are not.
    pub floors: HashMap<u32, Affine>,
    /// Choices that are `x & (m - 1)` (of this `x`), the low bits of an unrolled count.
    pub lows: HashMap<u32, Affine>,
    /// Choices whose alternatives a branch on the way fixed a low-bits atom in
    /// ([`Analysis::fixed_on_edge`]): the alternatives as the edges pass them, with that
    /// atom. Only [`Analysis::zero_low_bits`] reads them: `x - (x & 1)` is even, which its
    /// fixed form `i` (where `x = i + 1` is odd) does not say.
    pub unfixed: HashMap<u32, Vec<Affine>>,
    /// Values `x & 0x7ffffffe` (or `0x7ffffffc`, `0x7ffffff8`), by SSA number, with their
    /// `x`: clang's vectorised loops clear the sign bit with the low bits. Read as `x & -m`,
    /// which they equal only where `x` is in 0..2^31; a launch that ranges one checks that
    /// (`Outlined::sign_cleared`).
    pub sign_cleared: HashMap<u32, Affine>,
    /// Choices that are the smaller or the larger of their two alternatives (a tiled loop's
    /// `min(ii + T, n)`, [`Analysis::min_max_choices`]): by SSA number, how.
    pub min_max: HashMap<u32, MinMax>,
    /// Choices of two alternatives that the branch ending the merge's immediate dominator
    /// alone decides, by SSA number: where that branch's condition is the same in every
    /// iteration of a loop, so is the choice, and a launch reads it from the condition.
    pub selected: HashMap<u32, Selected>,
    /// Row loads (`row_pointers.rs`) that a nest's dependence analysis wrote as
    /// [`Atom::Row`] and [`Atom::RowStep`], by SSA number: the address of the table entry
    /// each reads, which a launch evaluates over the counter's range.
    pub row_loads: HashMap<u32, super::row_pointers::RowTable>,
    canon: HashMap<Value, Value>,
    /// How reports print block parameters whose value is known (`i + 1`, `p3 + 8*i`).
    pub alias: HashMap<Value, String>,
    /// Float reductions may be reordered (`--reassociate-floats`): they no longer keep a loop
    /// sequential, and launches combine them in parts as integer ones.
    pub reassociate_floats: bool,
    /// The defining ops the reports' names read, made once for all of the function's loops
    /// (a namer per loop used to copy every op of the function).
    name_defs: std::cell::OnceCell<std::sync::Arc<HashMap<Value, LoweredOp>>>,
    /// Set while [`Analysis::arg_of`] looks for the minimum an index goes with: that one's
    /// chain is not itself an index (two indices of one minimum would look for each other).
    in_arg_of: bool,
}

impl<'f> Analysis<'f> {
    pub fn new(f: &'f LoweredFunction) -> Analysis<'f> {
        let cfg = Cfg::new(f);
        let forest = LoopForest::new(&cfg);
        let index = f.block_positions();
        let mut defs = HashMap::new();
        let mut incoming: Vec<Vec<Vec<(usize, Value)>>> = f
            .blocks
            .iter()
            .map(|b| vec![Vec::new(); b.params.len()])
            .collect();
        let uses = f.use_counts();
        for (bi, b) in f.blocks.iter().enumerate() {
            for (pi, p) in b.params.iter().enumerate() {
                defs.insert(
                    *p,
                    Def::Param {
                        block: bi,
                        index: pi,
                    },
                );
            }
            for (ii, inst) in b.insts.iter().enumerate() {
                for r in &inst.results {
                    defs.insert(
                        *r,
                        Def::Inst {
                            block: bi,
                            inst: ii,
                        },
                    );
                }
            }
            for s in b.term.successors() {
                if let Some(&si) = index.get(&s.block) {
                    for (pi, a) in s.args.iter().enumerate() {
                        if let Some(slot) = incoming[si].get_mut(pi) {
                            slot.push((bi, *a));
                        }
                    }
                }
            }
        }
        let mut a = Analysis {
            f,
            cfg,
            forest,
            defs,
            incoming,
            memo: HashMap::new(),
            in_progress: HashSet::new(),
            params: HashMap::new(),
            uses,
            choices: HashMap::new(),
            floors: HashMap::new(),
            lows: HashMap::new(),
            unfixed: HashMap::new(),
            sign_cleared: HashMap::new(),
            min_max: HashMap::new(),
            selected: HashMap::new(),
            row_loads: HashMap::new(),
            canon: HashMap::new(),
            alias: HashMap::new(),
            reassociate_floats: false,
            name_defs: std::cell::OnceCell::new(),
            in_arg_of: false,
        };
        a.compute_canon();
        a
    }

    /// The value `v` is a copy of: block parameters that receive one value on every edge
    /// (besides themselves), like Cranelift's pass-through parameters of loop headers and
    /// the merges after them, are replaced by that value (computed once, in `new`).
    pub fn canon(&self, v: Value) -> Value {
        let mut cur = v;
        for _ in 0..256 {
            match self.canon.get(&cur) {
                Some(n) if *n != cur => cur = *n,
                _ => break,
            }
        }
        cur
    }

    /// Repeats trivial-parameter removal until nothing changes.
    fn compute_canon(&mut self) {
        let mut changed = true;
        let mut rounds = 0;
        while changed && rounds < 64 {
            changed = false;
            rounds += 1;
            for (bi, b) in self.f.blocks.iter().enumerate().skip(1) {
                for (pi, &v) in b.params.iter().enumerate() {
                    if self.canon(v) != v {
                        continue;
                    }
                    let mut only: Option<Value> = None;
                    let mut trivial = !self.incoming[bi][pi].is_empty();
                    for (_, a) in &self.incoming[bi][pi] {
                        let c = self.canon(*a);
                        if c == v {
                            continue;
                        }
                        match only {
                            None => only = Some(c),
                            Some(o) if o == c => {}
                            Some(_) => {
                                trivial = false;
                                break;
                            }
                        }
                    }
                    if let (true, Some(o)) = (trivial, only) {
                        self.canon.insert(v, o);
                        changed = true;
                    }
                }
            }
        }
    }

    /// The block index where `v` is defined.
    pub fn def_block(&self, v: Value) -> Option<usize> {
        self.defs.get(&v).map(|d| match d {
            Def::Param { block, .. } | Def::Inst { block, .. } => *block,
        })
    }

    pub fn op_of(&self, v: Value) -> Option<&'f LoweredOp> {
        match self.defs.get(&v)? {
            Def::Inst { block, inst } => Some(&self.f.blocks[*block].insts[*inst].op),
            Def::Param { .. } => None,
        }
    }

    /// Whether `v` is defined inside loop `l` (so it may change between iterations).
    pub fn defined_in(&self, v: Value, l: usize) -> bool {
        self.def_block(v)
            .is_some_and(|b| self.forest.loops[l].blocks.contains(&b))
    }

    /// `v` as an affine expression of loop counters, arguments and invariant values.
    pub fn affine(&mut self, v: Value) -> Option<Affine> {
        let v = self.canon(v);
        if let Some(a) = self.memo.get(&v) {
            return a.clone();
        }
        // Deep definition chains are cut off (conservatively: not affine) so the recursion
        // cannot exhaust the stack on generated code.
        if self.in_progress.len() > MAX_DEPTH || !self.in_progress.insert(v) {
            return None;
        }
        let out = self.compute_affine(v);
        self.in_progress.remove(&v);
        self.memo.insert(v, out.clone());
        out
    }

    fn is_int(&self, v: Value) -> bool {
        self.f.value_type(v).is_some_and(|t| t.is_int())
    }

    /// An opaque atom for `v` when it is defined outside every loop, else `None`.
    fn opaque(&self, v: Value) -> Option<Affine> {
        self.def_block(v)?;
        self.is_int(v)
            .then(|| Affine::poly(Poly::atom(Atom::Opaque(v.0))))
    }

    /// The values integer `v` can take when its instructions bound them whatever their
    /// inputs: `0..=max`, every one a multiple of `step` (a table index: `x & 31`,
    /// `(x >>u 15) & 240`, `x % 10`, shifted left). `None` when nothing bounds it below
    /// [`MAX_RANGE`].
    pub fn value_range(&self, v: Value) -> Option<(i64, i64)> {
        self.value_range_at(self.canon(v), 0)
    }

    fn value_range_at(&self, v: Value, depth: usize) -> Option<(i64, i64)> {
        if depth > 8 {
            return None;
        }
        let ty = self.f.value_type(v)?;
        let bits = ty.bytes() * 8;
        if !ty.is_int() || bits > 64 {
            return None;
        }
        let mask = if bits == 64 {
            u64::MAX
        } else {
            (1u64 << bits) - 1
        };
        let konst = |x: Value| match self.op_of(self.canon(x)) {
            Some(LoweredOp::IConst { bits, .. }) => Some(bits & mask),
            _ => None,
        };
        let step_of = |c: u64| {
            if c == 0 {
                1
            } else {
                1i64 << c.trailing_zeros().min(30)
            }
        };
        let out = match self.op_of(v)? {
            LoweredOp::IConst { bits, .. } => {
                let c = i64::try_from(bits & mask).ok()?;
                Some((c, step_of(c as u64).max(1)))
            }
            LoweredOp::IntBin { op, lhs, rhs } => {
                let (lhs, rhs) = (*lhs, *rhs);
                match op {
                    IntBinOp::And => {
                        // A constant mask bounds it; a ranged side bounds it too.
                        let by_const = konst(rhs).or_else(|| konst(lhs)).and_then(|c| {
                            let c = i64::try_from(c).ok()?;
                            Some((c, step_of(c as u64)))
                        });
                        by_const.or_else(|| {
                            let a = self.value_range_at(lhs, depth + 1);
                            let b = self.value_range_at(rhs, depth + 1);
                            match (a, b) {
                                (Some(a), Some(b)) => Some(if a.0 <= b.0 { a } else { b }),
                                (a, b) => a.or(b),
                            }
                        })
                    }
                    IntBinOp::RemU => {
                        let c = i64::try_from(konst(rhs)?).ok()?;
                        (c > 0).then_some((c - 1, 1))
                    }
                    IntBinOp::ShrU => {
                        let s = konst(rhs)? % u64::from(bits);
                        let top = i64::try_from(mask >> s).ok()?;
                        let inner = self.value_range_at(lhs, depth + 1);
                        Some(inner.map_or((top, 1), |(max, _)| (max >> s, 1)))
                    }
                    IntBinOp::Shl => {
                        let s = konst(rhs)? % u64::from(bits);
                        let (max, step) = self.value_range_at(lhs, depth + 1)?;
                        let max = max.checked_shl(s as u32)?;
                        (u64::try_from(max).ok()? <= mask)
                            .then_some((max, step.checked_shl(s as u32)?))
                    }
                    IntBinOp::Add => {
                        let (a, sa) = self.value_range_at(lhs, depth + 1)?;
                        let (b, sb) = self.value_range_at(rhs, depth + 1)?;
                        let max = a.checked_add(b)?;
                        (u64::try_from(max).ok()? <= mask)
                            .then_some((max, super::affine::gcd(sa, sb).max(1)))
                    }
                    _ => None,
                }
            }
            LoweredOp::Convert {
                op: ConvOp::Uextend,
                arg,
                ..
            } => {
                let arg = *arg;
                self.value_range_at(self.canon(arg), depth + 1).or_else(|| {
                    let from = self.f.value_type(arg)?.bytes() * 8;
                    (from < 32).then(|| ((1i64 << from) - 1, 1))
                })
            }
            LoweredOp::Convert {
                op: ConvOp::Ireduce,
                arg,
                ..
            } => {
                let arg = *arg;
                let (max, step) = self.value_range_at(self.canon(arg), depth + 1)?;
                (u64::try_from(max).ok()? <= mask).then_some((max, step))
            }
            // A clamp (`b < 0 ? 0 : b > 255 ? 255 : b`, a histogram's bin): the arms as
            // their conditions bound them.
            LoweredOp::Select { .. } => match self.signed_bounds(v, depth + 1) {
                (Some(lo), Some(hi)) if lo >= 0 => Some((hi, 1)),
                _ => None,
            },
            // A byte or half-word loaded with zero extension: a lookup table's index
            // (`lut[img[i]]`), whatever the memory holds.
            LoweredOp::Load {
                mem_ty,
                extend: lowered_ir::LoadExtend::Zero,
                ..
            } if mem_ty.bytes() < 4 => Some(((1i64 << (mem_ty.bytes() * 8)) - 1, 1)),
            _ => None,
        };
        out.filter(|(max, step)| (0..=MAX_RANGE).contains(max) && *step > 0)
    }

    /// Signed bounds `(lo, hi)` of integer `v` (either `None` where unknown): a constant;
    /// a value [`Self::value_range`] bounds (from 0); a `select` as the union of its arms,
    /// each narrowed by its condition where that compares the arm itself with a constant
    /// (`select(x <s 256, x, 255)` is at most 255, `select(x >s 0, x, 0)` at least 0).
    fn signed_bounds(&self, v: Value, depth: usize) -> (Option<i64>, Option<i64>) {
        let v = self.canon(v);
        if depth > 8
            || !matches!(
                self.f.value_type(v),
                Some(LoweredType::I32 | LoweredType::I64)
            )
        {
            return (None, None);
        }
        let wide = self.f.value_type(v) == Some(LoweredType::I64);
        match self.op_of(v) {
            Some(LoweredOp::IConst { bits, .. }) => {
                let c = signed(self.f.value_type(v).unwrap_or(LoweredType::I64), *bits);
                (Some(c), Some(c))
            }
            Some(LoweredOp::Select {
                cond,
                if_true,
                if_false,
            }) => {
                let (cond, t, f) = (*cond, *if_true, *if_false);
                let arm = |x: Value, taken: bool| {
                    let (mut lo, mut hi) = self.signed_bounds(x, depth + 1);
                    if let Some((op, k)) = self.compared_with_constant(cond, x, wide) {
                        let op = if taken { op } else { op.negated() };
                        use lowered_ir::IntCmpOp::*;
                        let tighten_hi = |h: Option<i64>, b: i64| Some(h.map_or(b, |h| h.min(b)));
                        let tighten_lo = |l: Option<i64>, b: i64| Some(l.map_or(b, |l| l.max(b)));
                        match op {
                            LtS => hi = tighten_hi(hi, k.saturating_sub(1)),
                            LeS => hi = tighten_hi(hi, k),
                            GtS => lo = tighten_lo(lo, k.saturating_add(1)),
                            GeS => lo = tighten_lo(lo, k),
                            // Below a non-negative constant as unsigned: 0 ..= k - 1.
                            LtU if k > 0 => (lo, hi) = (tighten_lo(lo, 0), tighten_hi(hi, k - 1)),
                            LeU if k >= 0 => (lo, hi) = (tighten_lo(lo, 0), tighten_hi(hi, k)),
                            _ => {}
                        }
                    }
                    (lo, hi)
                };
                let (tl, th) = arm(t, true);
                let (fl, fh) = arm(f, false);
                let lo = tl.zip(fl).map(|(a, b)| a.min(b));
                let hi = th.zip(fh).map(|(a, b)| a.max(b));
                (lo, hi)
            }
            _ => match self.value_range_at(v, depth + 1) {
                Some((max, _)) => (Some(0), Some(max)),
                None => (None, None),
            },
        }
    }

    /// `cond` (a comparison, or its `uextend`) as `x OP k` with `k` a constant, when one of
    /// its sides is `x` and the other a constant.
    fn compared_with_constant(
        &self,
        cond: Value,
        x: Value,
        wide: bool,
    ) -> Option<(lowered_ir::IntCmpOp, i64)> {
        let mut c = self.canon(cond);
        if let Some(LoweredOp::Convert {
            op: ConvOp::Uextend,
            arg,
            ..
        }) = self.op_of(c)
        {
            c = self.canon(*arg);
        }
        let Some(LoweredOp::IntCmp { op, lhs, rhs }) = self.op_of(c) else {
            return None;
        };
        let ty = if wide {
            LoweredType::I64
        } else {
            LoweredType::I32
        };
        let konst = |y: Value| match self.op_of(self.canon(y)) {
            Some(LoweredOp::IConst { bits, .. }) => Some(signed(ty, *bits)),
            _ => None,
        };
        let x = self.canon(x);
        if self.canon(*lhs) == x {
            Some((*op, konst(*rhs)?))
        } else if self.canon(*rhs) == x {
            Some((op.swapped(), konst(*lhs)?))
        } else {
            None
        }
    }

    /// Whether `x` may differ between two iterations of loop `l` other than through its
    /// counters: it has an opaque or choice atom defined inside `l`.
    pub fn varies(&self, x: &Affine, l: usize) -> bool {
        x.atoms().iter().any(|a| match a {
            Atom::Opaque(v) | Atom::Choice(v) => self.defined_in(Value(*v), l),
            // Read by the launch: one value for the whole nest.
            Atom::Arg(_) | Atom::Row(_) | Atom::RowStep(_) => false,
        })
    }

    /// Like [`Self::varies`], but a choice that a branch on a condition defined outside `l`
    /// makes between two alternatives that do not change in `l` ([`Self::uniform_choice`])
    /// is one value in every iteration of `l`.
    pub fn varies_across(&self, x: &Affine, l: usize) -> bool {
        x.atoms().iter().any(|a| match a {
            Atom::Opaque(v) => self.defined_in(Value(*v), l),
            Atom::Choice(v) => self.defined_in(Value(*v), l) && !self.uniform_choice(*v, l),
            Atom::Arg(_) | Atom::Row(_) | Atom::RowStep(_) => false,
        })
    }

    /// Whether choice `n` is the same in every iteration of loop `l`: one branch makes it
    /// ([`Self::selected`]) on a condition defined outside `l` or tested against zero from
    /// such a value, and neither alternative changes in `l`.
    pub fn uniform_choice(&self, n: u32, l: usize) -> bool {
        self.selected.get(&n).is_some_and(|s| {
            s.test_outside(|v| self.defined_in(v, l)).is_some()
                && [&s.then, &s.other].iter().all(|x| {
                    !self.varies(x, l)
                        && x.coeffs
                            .iter()
                            .all(|(k, p)| p.is_zero() || !self.forest.within(*k, l))
                })
        })
    }

    /// The branch that alone decides which edge enters merge block `block`, with the value
    /// each side passes (`per_edge`: predecessor, affine value): the merge's immediate
    /// dominator ends in a two-way branch, and each predecessor is that dominator or is
    /// reached from one of its targets through blocks with one predecessor and one
    /// successor, so that every path from the branch keeps to one side. `None` otherwise,
    /// or where one side passes two different values.
    fn selector(&self, block: usize, per_edge: &[(usize, Affine)]) -> Option<Selected> {
        let d = self.cfg.idom.get(block).copied().flatten()?;
        let lowered_ir::Terminator::Branch {
            cond,
            then_dest,
            else_dest,
        } = &self.f.blocks.get(d)?.term
        else {
            return None;
        };
        if then_dest.block == else_dest.block {
            return None;
        }
        let (mut then, mut other): (Option<Affine>, Option<Affine>) = (None, None);
        for (pred, x) in per_edge {
            // Walk back from the edge `pred -> block` to the branch.
            let (mut from, mut to) = (*pred, block);
            let mut side = None;
            for _ in 0..16 {
                if from == d {
                    side = Some(self.cfg.ids[to] == then_dest.block);
                    break;
                }
                let [p] = self.cfg.preds[from].as_slice() else {
                    return None;
                };
                if self.cfg.succs[from].len() != 1 {
                    return None;
                }
                (to, from) = (from, *p);
            }
            let slot = if side? { &mut then } else { &mut other };
            match slot {
                None => *slot = Some(x.clone()),
                Some(y) if y == x => {}
                Some(_) => return None,
            }
        }
        Some(Selected {
            branch: *cond,
            tests: self.zero_tests(*cond),
            then: then?,
            other: other?,
        })
    }

    /// [`Selected::tests`] of a branch on `cond`.
    fn zero_tests(&self, cond: Value) -> Vec<(Value, bool)> {
        let (mut c, mut flip) = (cond, false);
        let mut out = vec![(c, flip)];
        let is_zero = |v: Value| matches!(self.op_of(v), Some(LoweredOp::IConst { bits: 0, .. }));
        for _ in 0..8 {
            match self.op_of(c) {
                Some(LoweredOp::Convert {
                    op: lowered_ir::ConvOp::Uextend,
                    arg,
                    ..
                }) => c = *arg,
                Some(LoweredOp::IntCmp {
                    op: op @ (lowered_ir::IntCmpOp::Eq | lowered_ir::IntCmpOp::Ne),
                    lhs,
                    rhs,
                }) if is_zero(*rhs) && self.is_int(*lhs) => {
                    flip ^= *op == lowered_ir::IntCmpOp::Eq;
                    c = *lhs;
                }
                _ => break,
            }
            out.push((c, flip));
        }
        out
    }

    /// Like [`Self::varies`] but choice atoms, which the dependence test expands, do not count.
    pub fn varies_opaquely(&self, x: &Affine, l: usize) -> bool {
        x.atoms().iter().any(|a| match a {
            Atom::Opaque(v) => self.defined_in(Value(*v), l),
            _ => false,
        })
    }

    fn compute_affine(&mut self, v: Value) -> Option<Affine> {
        if !self.is_int(v) {
            return None;
        }
        match *self.defs.get(&v)? {
            Def::Param { block, index } => {
                if block == 0 {
                    return Some(Affine::poly(Poly::atom(Atom::Arg(index as u32))));
                }
                if let Some(l) = self.header_loop(block) {
                    return match self.header_param(l, index) {
                        HeaderParam::Induction { init, step } => {
                            init.add(&Affine::counter(l, step))
                        }
                        HeaderParam::Invariant => {
                            let init = self.init_values(l, index);
                            self.same_affine(&init).or_else(|| self.opaque(v))
                        }
                        _ => self.opaque(v),
                    };
                }
                // A merge point: the same affine value on every edge, one of several affine
                // values (a choice), or opaque outside loops.
                let args: Vec<(usize, Value)> = self.incoming[block][index].clone();
                if let Some(x) = self
                    .unrolled_start(block, index)
                    .or_else(|| self.prolog_stop(block, index))
                {
                    return Some(x);
                }
                let mut alts: Vec<Affine> = Vec::new();
                let mut per_edge: Vec<(usize, Affine)> = Vec::new();
                let mut unfixed: Vec<Affine> = Vec::new();
                for (pred, a) in &args {
                    let Some(mut x) = self.exit_value(*a, block) else {
                        return self.opaque(v);
                    };
                    let before = x.clone();
                    // A choice inside an alternative that is an `x & -m` or `x & (m - 1)`
                    // value of its own is the one alternative the branches on the way to
                    // this edge leave it, or else that value, opaque (as before
                    // `low_bits`): choices do not nest.
                    for t in x.atoms() {
                        if let Atom::Choice(c) = t {
                            if self.floors.contains_key(&c) || self.lows.contains_key(&c) {
                                if let Some(y) = self
                                    .fixed_on_edge(c, *pred, block)
                                    .and_then(|r| x.substitute(t, &r))
                                {
                                    x = y;
                                    continue;
                                }
                                let Some(y) =
                                    x.substitute(t, &Affine::poly(Poly::atom(Atom::Opaque(c))))
                                else {
                                    return self.opaque(v);
                                };
                                x = y;
                            }
                        }
                    }
                    per_edge.push((*pred, x.clone()));
                    if !alts.contains(&x) {
                        alts.push(x);
                        unfixed.push(before);
                    }
                }
                match alts.len() {
                    0 => self.opaque(v),
                    1 => alts.pop(),
                    2..=4
                        if alts
                            .iter()
                            .all(|x| !x.atoms().iter().any(|t| matches!(t, Atom::Choice(_)))) =>
                    {
                        if let Some(s) = self.selector(block, &per_edge) {
                            self.selected.insert(v.0, s);
                        }
                        if unfixed != alts {
                            self.unfixed.insert(v.0, unfixed);
                        }
                        self.choices.insert(v.0, alts);
                        Some(Affine::poly(Poly::atom(Atom::Choice(v.0))))
                    }
                    _ => self.opaque(v),
                }
            }
            Def::Inst { .. } => {
                let op = self.op_of(v)?;
                let r = match op {
                    LoweredOp::IConst { ty, bits } => Some(Affine::constant(signed(*ty, *bits))),
                    LoweredOp::IntBin { op, lhs, rhs } => {
                        let (op, lhs, rhs) = (*op, *lhs, *rhs);
                        match op {
                            IntBinOp::Add => {
                                let a = self.affine(lhs);
                                let b = self.affine(rhs);
                                a.zip(b).and_then(|(a, b)| a.add(&b))
                            }
                            IntBinOp::Sub => {
                                let a = self.affine(lhs);
                                let b = self.affine(rhs);
                                a.zip(b).and_then(|(a, b)| a.sub(&b))
                            }
                            IntBinOp::Mul => {
                                let a = self.affine(lhs);
                                let b = self.affine(rhs);
                                a.zip(b).and_then(|(a, b)| a.mul(&b))
                            }
                            IntBinOp::And => self.low_bits(v, lhs, rhs),
                            IntBinOp::Or => self.disjoint_or(lhs, rhs),
                            // `x ^ -1` is `-x - 1`.
                            IntBinOp::Xor => match self.with_constant(lhs, rhs) {
                                Some((x, -1)) => {
                                    self.affine(x).and_then(|a| Affine::constant(-1).sub(&a))
                                }
                                _ => None,
                            },
                            IntBinOp::Shl => {
                                let sh = self.affine(rhs).and_then(|s| s.as_poly()?.as_const());
                                match sh {
                                    Some(s) if (0..31).contains(&s) => self
                                        .affine(lhs)
                                        .and_then(|a| a.scale_poly(&Poly::constant(1i64 << s))),
                                    _ => None,
                                }
                            }
                            _ => None,
                        }
                    }
                    LoweredOp::Convert {
                        op: ConvOp::Uextend | ConvOp::Sextend | ConvOp::Ireduce,
                        arg,
                        ..
                    } => {
                        let arg = *arg;
                        self.affine(arg)
                    }
                    _ => None,
                };
                r.or_else(|| self.opaque(v))
            }
        }
    }

    /// `x & (m - 1)` and `x & -m` (`m` = 2, 4 or 8) inside a loop, with `x` affine: clang's
    /// unroll by `m` splits a count `x` that changes with an outer counter (`j <= i`) into
    /// `x & -m` iterations of the unrolled loop and `x & (m - 1)` of the remainder. The low
    /// bits are a choice of `0 .. m` (the atom is the first `x & (m - 1)` computed on every
    /// path to here, in the same iteration of the same loops), and `x & -m` is `x` minus that
    /// atom when there is one, so a launch ranges the two loops together: with low bits `r`
    /// the unrolled loop stops at `x - r` and the remainder runs `r` more, never past `x`.
    /// Outside loops such a value is read at the launch, as any opaque value.
    fn low_bits(&mut self, v: Value, lhs: Value, rhs: Value) -> Option<Affine> {
        let b = self.def_block(v)?;
        if !self.forest.loops.iter().any(|l| l.blocks.contains(&b)) {
            return None;
        }
        let (x, c) = self.with_constant(lhs, rhs)?;
        let is_low = [1, 3, 7].contains(&c);
        // `x & 0x7ffffffe` is `x & -2` where `x` is in 0..2^31 (`sign_cleared`).
        let clears_sign = [0x7fff_fffe, 0x7fff_fffc, 0x7fff_fff8].contains(&c)
            && self.ty(v) == Some(LoweredType::I32);
        let m = if is_low {
            c + 1
        } else if [-2, -4, -8].contains(&c) {
            -c
        } else if clears_sign {
            0x8000_0000 - c
        } else {
            return None;
        };
        let xa = self.affine(x)?;
        if clears_sign {
            self.sign_cleared.insert(v.0, xa.clone());
        }
        // Choices made inside loops do not nest (`x - r` would hold one), and low bits of an
        // `x` that is such a choice are not ranged with its alternatives: opaque. A choice
        // made before every loop (`n = argc > 1 ? atoi(argv[1]) : 17`) is one value that
        // the launch reads, as an argument.
        let in_a_loop = |a: &Self, c: u32| {
            a.def_block(Value(c))
                .is_none_or(|b| a.forest.loops.iter().any(|l| l.blocks.contains(&b)))
        };
        if xa
            .atoms()
            .iter()
            .any(|t| matches!(t, Atom::Choice(c) if in_a_loop(self, *c)))
        {
            return None;
        }
        match self.low_bits_atom(&xa, m, b) {
            Some(low) if is_low => Some(low),
            Some(low) => xa.sub(&low),
            None if is_low => {
                // `v` itself is the first such value: the atom.
                self.choices
                    .insert(v.0, (0..m).map(Affine::constant).collect());
                self.lows.insert(v.0, xa);
                Some(Affine::poly(Poly::atom(Atom::Choice(v.0))))
            }
            None => {
                let alts: Vec<Affine> = (0..m)
                    .map(|r| xa.sub(&Affine::constant(r)))
                    .collect::<Option<_>>()?;
                self.choices.insert(v.0, alts);
                self.floors.insert(v.0, xa);
                Some(Affine::poly(Poly::atom(Atom::Choice(v.0))))
            }
        }
    }

    /// The low-bits atom of `x & (m - 1)` usable in block `at`: the value of such an
    /// instruction (of an `x'` with the same affine form) in a block that dominates `at` and
    /// lies in no loop `at` is not in (syrk's `(i + 1) & 1`, computed before the `k` loop
    /// whose body's `j` remainder starts at `(i + 1) & -2`), the one that dominates the
    /// others. `None` when there is none.
    fn low_bits_atom(&mut self, xa: &Affine, m: i64, at: usize) -> Option<Affine> {
        let loops_of = |a: &Self, b: usize| -> Vec<bool> {
            a.forest
                .loops
                .iter()
                .map(|l| l.blocks.contains(&b))
                .collect()
        };
        let here = loops_of(self, at);
        // A block that dominates `at` in no loop `at` is not in (one before an inner loop
        // around `at` counts: its value is the same in every iteration of that loop; one in a
        // loop `at` follows does not: it is that loop's last iteration's).
        let around = |a: &Self, b: usize| loops_of(a, b).iter().zip(&here).all(|(x, h)| !x || *h);
        let mut best: Option<(usize, Value)> = None;
        for (bi, block) in self.f.blocks.iter().enumerate() {
            if !self.cfg.dominates(bi, at) || !around(self, bi) {
                continue;
            }
            for inst in &block.insts {
                let LoweredOp::IntBin {
                    op: IntBinOp::And,
                    lhs,
                    rhs,
                } = &inst.op
                else {
                    continue;
                };
                let Some(&u) = inst.results.first() else {
                    continue;
                };
                let other = match self.with_constant(*lhs, *rhs) {
                    Some((x, c)) if c == m - 1 => x,
                    _ => continue,
                };
                // The same low bits: an `x'` that differs from `x` by a multiple of `m`.
                let same = self
                    .affine(other)
                    .and_then(|o| o.sub(xa))
                    .is_some_and(|d| multiple_of(&d, m));
                if !same {
                    continue;
                }
                // The earliest: a block that dominates the best so far (the blocks all
                // dominate `at`, so they lie on one chain); in one block, the first.
                if best.is_none_or(|(bb, _)| bb != bi && self.cfg.dominates(bi, bb)) {
                    best = Some((bi, u));
                }
            }
        }
        let (_, u) = best?;
        self.choices
            .insert(u.0, (0..m).map(Affine::constant).collect());
        // The atom's own `x` (not one that differs by a multiple of `m`): `x - low` is then
        // `x & -m`, never below 0 where `x` is not.
        let own = match self.op_of(u) {
            Some(LoweredOp::IntBin { lhs, rhs, .. }) => self
                .with_constant(*lhs, *rhs)
                .and_then(|(x, _)| self.affine(x)),
            _ => None,
        };
        self.lows.insert(u.0, own.unwrap_or_else(|| xa.clone()));
        Some(Affine::poly(Poly::atom(Atom::Choice(u.0))))
    }

    /// Where clang's remainder loop starts after an unroll by `m`: a merge of the rows'
    /// start `s` (0, or `i + 1` past a diagonal), from a branch taken when `y <u K` (or `y
    /// <=u K`) with `y = x + d`, `d <= 0` and `K - d <= m`, or when `y == K` with `0 <= K - d
    /// < m` (so `0 <= x < m` there and `x & -m` is 0; `K` may be a value that moves too,
    /// `y - K = x + d`, or a `br_table` case; the else edge of the negated test counts), and
    /// of the unrolled loop's stop, `s + x & -m` (a choice of `x - r`, or `x` minus a
    /// low-bits atom). Either way it is `s + x & -m`: `x` minus the low-bits atom usable at
    /// the merge, which the remainder's count reads too, or where there is none and `s` is
    /// 0, a floor choice of `x` at the merge itself.
    fn unrolled_start(&mut self, block: usize, index: usize) -> Option<Affine> {
        let args = self.incoming[block][index].clone();
        let [(p0, a0), (p1, a1)] = args.as_slice() else {
            return None;
        };
        if p0 == p1 {
            return None;
        }
        // The skip edge is the one whose branch tests the count; try both.
        [(*p0, *a0, *a1), (*p1, *a1, *a0)]
            .into_iter()
            .find_map(|(pz, az, other)| self.unrolled_start_from(block, index, pz, az, other))
    }

    /// [`Analysis::unrolled_start`] with the skip edge from `pz` carrying the start `az` and
    /// the other edge carrying the unrolled loop's stop `other`.
    fn unrolled_start_from(
        &mut self,
        block: usize,
        index: usize,
        pz: usize,
        az: Value,
        other: Value,
    ) -> Option<Affine> {
        let start = self.exit_value(az, block)?;
        if start.atoms().iter().any(|t| matches!(t, Atom::Choice(_))) {
            return None;
        }
        // The stop of the unrolled loop past the start: `x - r` for r in 0..m, or `x - low`.
        let e = self.exit_value(other, block)?.sub(&start)?;
        // Where `e` is the `x & -m` itself (choice `c`), and there is no low-bits atom to
        // subtract (clang's vectorised loops compute no `x & (m - 1)`), the merge is a floor
        // choice of its own: unlike `c`'s instruction, it dominates the remainder, so a
        // launch of the remainder alone reads it from the frame (never a stale `c` from a
        // row that skipped the unrolled loop).
        let mut floor_of = None;
        let (xa, m) = match single_choice(&e) {
            Some(c) => {
                floor_of = Some(c);
                let alts = self.choices.get(&c)?.clone();
                let m = i64::try_from(alts.len()).ok()?;
                let xa = alts.first()?.clone();
                let shaped = alts
                    .iter()
                    .enumerate()
                    .all(|(r, alt)| xa.sub(&Affine::constant(r as i64)).as_ref() == Some(alt));
                // And it is the value of an `x & -m` (not a merge that happens to look so).
                let floor = self.floors.get(&c) == Some(&xa);
                (shaped && floor && [2, 4, 8].contains(&m)).then_some((xa, m))?
            }
            _ => {
                let low = e.atoms().into_iter().find_map(|t| match t {
                    Atom::Choice(c) => Some(c),
                    _ => None,
                })?;
                let alts = self.choices.get(&low)?;
                let m = i64::try_from(alts.len()).ok()?;
                let counts = alts
                    .iter()
                    .enumerate()
                    .all(|(r, alt)| *alt == Affine::constant(r as i64));
                if !counts {
                    return None;
                }
                let xa = e.add(&Affine::poly(Poly::atom(Atom::Choice(low))))?;
                if xa.atoms().iter().any(|t| matches!(t, Atom::Choice(_))) {
                    return None;
                }
                // The atom holds the low bits of this `x` (of one `m` apart from it).
                let own = self.lows.get(&low)?;
                if !own.sub(&xa).is_some_and(|d| multiple_of(&d, m)) {
                    return None;
                }
                (xa, m)
            }
        };
        // The branch into the merge with the start: taken when `y <u K`, ...
        let into = |c: &lowered_ir::BlockCall| {
            c.block == self.f.blocks[block].id && c.args.get(index) == Some(&az)
        };
        let (op, lhs, k) = match &self.f.blocks[pz].term {
            // (Into the merge where the comparison is false: its negation, `y >=u K` going
            // on to the unrolled loop; a constant on the left: the operands exchanged.)
            Terminator::Branch {
                cond,
                then_dest,
                else_dest,
            } if into(then_dest) != into(else_dest) => {
                let cond = self.unextended(self.canon(*cond));
                let Some(LoweredOp::IntCmp { op, lhs, rhs }) = self.op_of(cond) else {
                    return None;
                };
                let (mut op, mut lhs, mut rhs) = (*op, *lhs, *rhs);
                if into(else_dest) {
                    op = op.negated();
                }
                if self.konst(lhs).is_some() && self.konst(rhs).is_none() {
                    (op, lhs, rhs) = (op.swapped(), rhs, lhs);
                }
                (op, lhs, self.konst(rhs).ok_or(rhs))
            }
            // ... or a `br_table` on `y` whose one case `K` goes there (clang's switch on a
            // row's count: none, one, or the unrolled loop).
            Terminator::BrTable {
                index: y,
                default,
                targets,
            } if !into(default) => {
                let mut cases = targets.iter().enumerate().filter(|(_, t)| into(t));
                let (k, _) = cases.next()?;
                if cases.next().is_some() {
                    return None;
                }
                (IntCmpOp::Eq, *y, Ok(i64::try_from(k).ok()?))
            }
            _ => return None,
        };
        // `y <u K` or `y <=u K` (0 <= x - ... < m) or `y == K` (one value of x below m),
        // `y = x + d`.
        let below_m = match k {
            Ok(k) => {
                let d = self.affine(lhs)?.sub(&xa)?.as_poly()?.as_const()?;
                match op {
                    IntCmpOp::LtU => d <= 0 && k >= 0 && k - d <= m,
                    // `y <=u K` is `y <u K + 1` (clang's vectorised loops test `x <=u 1`).
                    IntCmpOp::LeU => d <= 0 && k >= 0 && k + 1 - d <= m,
                    IntCmpOp::Eq => (0..m).contains(&(k - d)),
                    _ => false,
                }
            }
            // `y == z` with `y - z = x + d` (clang's `w - 1 == -i` for a count `w + i`):
            // one value of `x`, `-d`. (An unsigned order is not one of the difference.)
            Err(rhs) if op == IntCmpOp::Eq => {
                let diff = self.affine(lhs)?.sub(&self.affine(rhs)?)?;
                let d = diff.sub(&xa)?.as_poly()?.as_const()?;
                (0..m).contains(&-d)
            }
            Err(_) => false,
        };
        if !below_m {
            return None;
        }
        if let Some(low) = self.low_bits_atom(&xa, m, block) {
            return start.add(&xa.sub(&low)?);
        }
        let c = floor_of?;
        if start != Affine::constant(0) {
            // The merge's floor choice would be `start + x & -m`, which a floor choice of
            // `x` alone does not say.
            return None;
        }
        let merged = self.f.blocks[block].params.get(index)?.0;
        let alts = self.choices.get(&c)?.clone();
        self.choices.insert(merged, alts);
        self.floors.insert(merged, xa.clone());
        if self.sign_cleared.contains_key(&c) {
            self.sign_cleared.insert(merged, xa);
        }
        Some(Affine::poly(Poly::atom(Atom::Choice(merged))))
    }

    /// Where clang's remainder loop run first (a prolog of `x & (m - 1)` iterations) stops: a
    /// merge of `e` from a branch taken when those low bits are 0 and of `e + low` from the
    /// prolog's exit. Either way it is `e + low`, with the low-bits atom computed before the
    /// merge. With `m` = 2 the prolog's exit may pass `e + 1` (`e | 1`): that is `e + low`
    /// too, as it runs only where the low bit is 1.
    fn prolog_stop(&mut self, block: usize, index: usize) -> Option<Affine> {
        let args = self.incoming[block][index].clone();
        let [(p0, a0), (p1, a1)] = args.as_slice() else {
            return None;
        };
        if p0 == p1 {
            return None;
        }
        let e0 = self.exit_value(*a0, block)?;
        let e1 = self.exit_value(*a1, block)?;
        for (pz, az, ez, eo) in [(*p0, *a0, &e0, &e1), (*p1, *a1, &e1, &e0)] {
            let Some(d) = eo.sub(ez) else { continue };
            let (low, stop) = match single_choice(&d) {
                Some(low) => (low, eo.clone()),
                // An unroll by 2 whose prolog is one iteration and moves the start on by 1
                // (`start | 1` past a vectorised loop): `e + 1` where the low bit is 1.
                None if d == Affine::constant(1) => {
                    let Terminator::Branch { cond, .. } = &self.f.blocks[pz].term else {
                        continue;
                    };
                    let (_, lhs, _) = self.comparison(*cond);
                    let Some(low) = self.affine(lhs).as_ref().and_then(single_choice) else {
                        continue;
                    };
                    if self.choices.get(&low).map(Vec::len) != Some(2) {
                        continue;
                    }
                    let Some(stop) = ez.add(&Affine::poly(Poly::atom(Atom::Choice(low)))) else {
                        continue;
                    };
                    (low, stop)
                }
                None => continue,
            };
            if !self.lows.contains_key(&low)
                || !self
                    .def_block(Value(low))
                    .is_some_and(|b| self.cfg.dominates(b, block))
            {
                continue;
            }
            let Terminator::Branch {
                cond,
                then_dest,
                else_dest,
            } = &self.f.blocks[pz].term
            else {
                continue;
            };
            let (op, lhs, rhs) = self.comparison(*cond);
            let zero = rhs == ZERO || self.konst(rhs) == Some(0);
            let tested = self.affine(lhs) == Some(Affine::poly(Poly::atom(Atom::Choice(low))));
            let dest = match op {
                IntCmpOp::Eq => then_dest,
                IntCmpOp::Ne => else_dest,
                _ => continue,
            };
            let id = self.f.blocks[block].id;
            let other = if op == IntCmpOp::Eq {
                else_dest
            } else {
                then_dest
            };
            if zero
                && tested
                && dest.block == id
                && other.block != id
                && dest.args.get(index) == Some(&az)
            {
                return Some(stop);
            }
        }
        None
    }

    /// `x | c` as `x + c`, where constant `c >= 0` is below the lowest bit `x` can have
    /// set: every coefficient of `x` (its constant term, and each counter's) is a multiple
    /// of a power of two above `c`. clang writes an unrolled loop's odd index `2*j + 1` as
    /// `2*j | 1` (LLVM's `or disjoint`). No bit is carried, so the sum equals the `or`
    /// modulo 2^32 and 2^64 alike. `None` otherwise.
    fn disjoint_or(&mut self, lhs: Value, rhs: Value) -> Option<Affine> {
        let (x, c) = self.with_constant(lhs, rhs)?;
        if c < 0 {
            return None;
        }
        let a = self.affine(x)?;
        let g = (a.coeffs.values()).fold(a.constant.content(), |g, p| {
            super::affine::gcd(g, p.content())
        });
        // `x` is 0 (g = 0), or its lowest possible set bit is `g`'s.
        let low = g.unsigned_abs() & g.unsigned_abs().wrapping_neg();
        if g == 0 || (c as u64) < low {
            return a.add(&Affine::constant(c));
        }
        // Or `x` is a choice whose alternatives all have those bits clear: a vectorised
        // loop's scalar remainder starts at 0 or at `x & -2`, and its odd first iteration
        // moves on to `start | 1`.
        let zeros = self.zero_low_bits(&a, 0);
        ((c as u64) < (1u64 << zeros.min(62))).then(|| a.add(&Affine::constant(c)))?
    }

    /// How many low bits of `a` are 0 whatever its atoms are (up to 62): each term's
    /// coefficient's and each atom's. A floor choice `x & -m` has log2(m) of them, another
    /// choice as many as all its alternatives have. The low-bits atom `x & (m - 1)` equals
    /// `x` modulo `m`, so `x - (x & (m - 1))` (a floor as clang's remainder writes it, with
    /// the atom opaque inside a choice) counts with `x` in its place, up to log2(m) bits.
    fn zero_low_bits(&self, a: &Affine, depth: usize) -> u32 {
        const ALL: u32 = 62;
        if depth > 3 {
            return 0;
        }
        let mut a = a.clone();
        let mut cap = ALL;
        for t in a.atoms() {
            let (Atom::Choice(c) | Atom::Opaque(c)) = t else {
                continue;
            };
            let (Some(x), Some(m)) = (self.lows.get(&c), self.choices.get(&c).map(Vec::len)) else {
                continue;
            };
            let Some(b) = a.substitute(t, x) else {
                return 0;
            };
            a = b;
            cap = cap.min(m.trailing_zeros());
        }
        let atom_zeros = |t: &Atom| -> u32 {
            let Atom::Choice(c) = t else { return 0 };
            let Some(alts) = self.choices.get(c) else {
                return 0;
            };
            if self.floors.contains_key(c) {
                return alts.len().trailing_zeros();
            }
            let alts = self.unfixed.get(c).unwrap_or(alts);
            alts.iter()
                .map(|x| self.zero_low_bits(x, depth + 1))
                .min()
                .unwrap_or(0)
        };
        let mut zeros = ALL;
        for p in std::iter::once(&a.constant).chain(a.coeffs.values()) {
            for (m, k) in &p.0 {
                let z = k.trailing_zeros() + m.iter().map(atom_zeros).sum::<u32>();
                zeros = zeros.min(z);
            }
        }
        zeros.min(cap)
    }

    /// The one alternative of choice `c` (the low bits `x & (m - 1)` or the floor `x & -m` of
    /// an unrolled count) that the branches taken on every path to the edge `pred -> merge`
    /// leave: the edge's own branch and those guarding `pred`
    /// ([`super::dependence::guarding_branches`]) in loops around `merge`, each an `==` or
    /// `!=` whose two sides differ by a constant at each alternative. clang's vectorised
    /// loop goes on to its scalar remainder only where the row's count `x` is not `x & -2`:
    /// there `x & 1` is 1 and `x & -2` is `x - 1`. `None` where more than one is left.
    fn fixed_on_edge(&mut self, c: u32, pred: usize, merge: usize) -> Option<Affine> {
        let merge_id = self.cfg.ids[merge];
        let mut facts: Vec<(Value, bool)> = Vec::new();
        if let Terminator::Branch {
            cond,
            then_dest,
            else_dest,
        } = &self.f.blocks[pred].term
        {
            if then_dest.block != else_dest.block {
                facts.push((*cond, then_dest.block == merge_id));
            }
        }
        let around = |a: &Self, b: usize| {
            a.forest
                .loops
                .iter()
                .all(|l| !l.blocks.contains(&b) || l.blocks.contains(&merge))
        };
        for (p, cond, side) in super::dependence::guarding_branches(self, pred) {
            if around(self, p) {
                facts.push((cond, side));
            }
        }
        let atom = Atom::Choice(c);
        let mut left: Vec<Affine> = self.choices.get(&c)?.clone();
        for (cond, side) in facts {
            let (op, lhs, rhs) = self.comparison(cond);
            let holds_eq = match op {
                IntCmpOp::Eq => side,
                IntCmpOp::Ne => !side,
                _ => continue,
            };
            let rhs = self.operand_affine(rhs);
            let Some(d) = self.affine(lhs).zip(rhs).and_then(|(l, r)| l.sub(&r)) else {
                continue;
            };
            if !d.atoms().contains(&atom) {
                continue;
            }
            // An alternative stays unless the difference there is a constant that
            // contradicts the branch.
            left.retain(|alt| {
                let k = d.substitute(atom, alt);
                match k.as_ref().and_then(|k| k.as_poly()?.as_const()) {
                    Some(k) => (k == 0) == holds_eq,
                    None => true,
                }
            });
        }
        match &left[..] {
            [r] => Some(r.clone()),
            _ => None,
        }
    }

    /// The operands of a two-operand instruction with one of them a constant: the other
    /// and the constant's value (the right-hand one first, when both are).
    fn with_constant(&self, lhs: Value, rhs: Value) -> Option<(Value, i64)> {
        match (self.konst(rhs), self.konst(lhs)) {
            (Some(c), _) => Some((lhs, c)),
            (None, Some(c)) => Some((rhs, c)),
            _ => None,
        }
    }

    /// The affine value of a comparison's operand: 0 for [`ZERO`], the placeholder a test
    /// of a value against zero has on its right ([`Analysis::comparison`]).
    fn operand_affine(&mut self, v: Value) -> Option<Affine> {
        if v == ZERO {
            Some(Affine::constant(0))
        } else {
            self.affine(v)
        }
    }

    /// The value of an integer constant instruction, sign-extended.
    fn konst(&self, x: Value) -> Option<i64> {
        match self.op_of(self.canon(x)) {
            Some(LoweredOp::IConst { ty, bits }) => Some(signed(*ty, *bits)),
            _ => None,
        }
    }

    /// The affine value of `a` as seen in block `at`: counters of loops that do not contain
    /// `at` are replaced by their last iteration (a loop that exits on `counter != bound`
    /// leaves `counter == bound`; otherwise `k = trip - 1` when the trip count is exact).
    fn exit_value(&mut self, a: Value, at: usize) -> Option<Affine> {
        let mut x = self.affine(a)?;
        let foreign: Vec<usize> = x
            .coeffs
            .keys()
            .copied()
            .filter(|l| !self.forest.loops[*l].blocks.contains(&at))
            .collect();
        for l in foreign {
            let c = self.counted(l).ok()?;
            if c.ne_exit {
                // `a = s*counter + d` with `d` not moving with the loop and `s` a whole
                // constant (1, or -1 for a counter compared counting down, as clang's
                // `-2*j - 2 != -(n & ~1)` for an index `2*j + 2`): `s*bound + d` at the exit.
                let counter = self.affine(c.counter)?;
                let s = match (
                    x.coeffs.get(&l).and_then(Poly::as_const),
                    counter.coeffs.get(&l).and_then(Poly::as_const),
                ) {
                    (Some(a), Some(b)) if b != 0 && a % b == 0 => Some(a / b),
                    _ => None,
                };
                if let Some(s) = s {
                    let d = x.sub(&counter.scale_poly(&Poly::constant(s))?)?;
                    if !d.coeffs.contains_key(&l) {
                        let bound = self.operand_affine(c.bound)?;
                        x = bound.scale_poly(&Poly::constant(s))?.add(&d)?;
                        continue;
                    }
                }
            }
            if c.trip.div != 1 {
                return None;
            }
            let last = c.trip.num.sub(&Affine::constant(1))?;
            let coeff = x.coeffs.remove(&l)?;
            x = x.add(&last.scale_poly(&coeff)?)?;
        }
        Some(x)
    }

    fn same_affine(&mut self, vals: &[Value]) -> Option<Affine> {
        let mut out: Option<Affine> = None;
        for &a in vals {
            let x = self.affine(a)?;
            match &out {
                None => out = Some(x),
                Some(o) if *o == x => {}
                Some(_) => return None,
            }
        }
        out
    }

    /// The loop whose header is block `b`.
    pub fn header_loop(&self, b: usize) -> Option<usize> {
        self.forest.loops.iter().position(|l| l.header == b)
    }

    /// Arguments reaching header parameter `index` of loop `l` from outside the loop.
    pub fn init_values(&self, l: usize, index: usize) -> Vec<Value> {
        let lp = &self.forest.loops[l];
        self.incoming[lp.header][index]
            .iter()
            .filter(|(p, _)| !lp.blocks.contains(p))
            .map(|(_, a)| *a)
            .collect()
    }

    /// Every argument reaching parameter `index` of block `block` (its index).
    pub fn incoming_args(&self, block: usize, index: usize) -> Vec<Value> {
        (self.incoming.get(block).and_then(|b| b.get(index)))
            .map(|x| x.iter().map(|(_, a)| *a).collect())
            .unwrap_or_default()
    }

    /// Arguments reaching header parameter `index` of loop `l` along back edges.
    pub fn next_values(&self, l: usize, index: usize) -> Vec<Value> {
        let lp = &self.forest.loops[l];
        self.incoming[lp.header][index]
            .iter()
            .filter(|(p, _)| lp.blocks.contains(p))
            .map(|(_, a)| *a)
            .collect()
    }

    /// Classifies parameter `index` of loop `l`'s header (memoised).
    pub fn header_param(&mut self, l: usize, index: usize) -> HeaderParam {
        let header = self.forest.loops[l].header;
        if let Some(k) = self.params.get(&(header, index)) {
            return k.clone();
        }
        // Provisional answer while classifying, so cycles terminate.
        self.params.insert(
            (header, index),
            HeaderParam::Carried {
                why: "its value depends on itself".into(),
            },
        );
        let k = self.classify_param(l, index);
        self.params.insert((header, index), k.clone());
        k
    }

    fn classify_param(&mut self, l: usize, index: usize) -> HeaderParam {
        let header = self.forest.loops[l].header;
        let p = self.f.blocks[header].params[index];
        let nexts = self.next_values(l, index);
        let cp = self.canon(p);
        if cp != p || nexts.iter().all(|n| *n == p) {
            return HeaderParam::Invariant;
        }
        if self.is_int(p) {
            let mut step: Option<Poly> = None;
            let mut ok = true;
            for n in &nexts {
                match self.offset_from(p, *n, l, 0) {
                    Some(s) if step.as_ref().is_none_or(|x| *x == s) => step = Some(s),
                    _ => {
                        ok = false;
                        break;
                    }
                }
            }
            if ok {
                if let Some(step) = step {
                    let inits = self.init_values(l, index);
                    if let Some(init) = self.same_affine(&inits) {
                        return HeaderParam::Induction { init, step };
                    }
                    return HeaderParam::Carried {
                        why: "it steps by a constant but its start is not an affine expression"
                            .into(),
                    };
                }
            }
        }
        if let Some((by, plus)) = self.quadratic_increment(l, p, &nexts) {
            return HeaderParam::Quadratic { by, plus };
        }
        if let Some((step, start_checked)) = self.float_induction_step(l, index) {
            return HeaderParam::FloatInduction {
                step,
                start_checked,
            };
        }
        if let Some((op, lanes)) = self.reduction(l, p) {
            return HeaderParam::Reduction { op, lanes };
        }
        HeaderParam::Carried {
            why: "each iteration computes it from the previous iteration's value".into(),
        }
    }

    /// The header parameters `q1, q2, ...` of loop `l` and the constant `c` such that every
    /// back edge passes `p + q1 + q2 + ... + c` (sums in any order and grouping, at most
    /// three `q`s, one parameter possibly more than once) for integer header parameter `p`,
    /// each `q` an integer induction of `l` of `p`'s type ([`HeaderParam::Quadratic`]).
    fn quadratic_increment(
        &mut self,
        l: usize,
        p: Value,
        nexts: &[Value],
    ) -> Option<(Vec<usize>, i64)> {
        let header = self.forest.loops[l].header;
        let ty = self.f.value_type(p)?;
        if !ty.is_int() || nexts.is_empty() {
            return None;
        }
        let mut found: Option<(Vec<usize>, i64)> = None;
        for &n in nexts {
            // The leaves of the sum `n`.
            let mut leaves = Vec::new();
            let mut todo = vec![(n, 0)];
            while let Some((v, depth)) = todo.pop() {
                let v = self.canon(v);
                match self.op_of(v) {
                    Some(LoweredOp::IntBin {
                        op: IntBinOp::Add,
                        lhs,
                        rhs,
                    }) if v != p && depth < 4 => {
                        todo.push((*lhs, depth + 1));
                        todo.push((*rhs, depth + 1));
                    }
                    _ => leaves.push(v),
                }
                if leaves.len() > 4 {
                    return None;
                }
            }
            let (mut seen_p, mut qs, mut plus) = (false, Vec::new(), 0i64);
            for v in leaves {
                if v == p && !seen_p {
                    seen_p = true;
                } else if let Some(LoweredOp::IConst { bits, .. }) = self.op_of(v) {
                    plus = plus.wrapping_add(signed(ty, *bits));
                } else {
                    let qi = self.f.blocks[header].params.iter().position(|x| *x == v)?;
                    if self.f.value_type(v) != Some(ty) {
                        return None;
                    }
                    qs.push(qi);
                }
            }
            qs.sort_unstable();
            if !seen_p || qs.is_empty() || qs.len() > 3 {
                return None;
            }
            let this = (qs, plus);
            if found.as_ref().is_some_and(|f| *f != this) {
                return None;
            }
            found = Some(this);
        }
        let (qs, plus) = found?;
        for &qi in &qs {
            if !matches!(self.header_param(l, qi), HeaderParam::Induction { .. }) {
                return None;
            }
        }
        Some((qs, plus))
    }

    /// The step of an `f64` header parameter of loop `l` that counts exactly: every back
    /// edge passes `p + c` (`fadd`, either order, or `fsub` of `-c`) for one constant `c`,
    /// a whole number with `1 <= |c| <= 2^12`, and it enters as a whole number of at most 2^32 in magnitude that
    /// is not -0 (a constant, or an integer of 32 bits or fewer converted). Then every value
    /// the loop sees is a whole number below 2^53 in magnitude for any count a launch allows
    /// (under 2^40): each addition is exact, and `init + c * k` (`k` converted, multiplied,
    /// added, each exact) is the same bits as the `k`-th repeated sum. A start computed
    /// before every loop that is neither (a parameter) gives `(step, true)`: the launch
    /// tests it ([`is_exact_float_start`]).
    pub fn float_induction_step(&self, l: usize, index: usize) -> Option<(f64, bool)> {
        let header = self.forest.loops[l].header;
        let p = self.f.blocks[header].params[index];
        if self.ty(p) != Some(LoweredType::F64) {
            return None;
        }
        let constant = |v: Value| match self.op_of(self.canon(v))? {
            LoweredOp::FConst {
                ty: LoweredType::F64,
                bits,
            } => Some(f64::from_bits(*bits)),
            _ => None,
        };
        let mut step: Option<f64> = None;
        for n in self.next_values(l, index) {
            let LoweredOp::FloatBin { op, lhs, rhs } = self.op_of(self.canon(n))? else {
                return None;
            };
            let c = match op {
                FloatBinOp::Add if self.canon(*lhs) == p => constant(*rhs)?,
                FloatBinOp::Add if self.canon(*rhs) == p => constant(*lhs)?,
                FloatBinOp::Sub if self.canon(*lhs) == p => -constant(*rhs)?,
                _ => return None,
            };
            if !whole_within(c, 4096.0)
                || c == 0.0
                || step.is_some_and(|s| s.to_bits() != c.to_bits())
            {
                return None;
            }
            step = Some(c);
        }
        let inits = self.init_values(l, index);
        let start = self.canon(*inits.first()?);
        if inits.iter().any(|v| self.canon(*v) != start) {
            return None;
        }
        let exact_start = match self.op_of(start) {
            Some(LoweredOp::FConst { .. }) => constant(start).is_some_and(is_exact_float_start),
            Some(LoweredOp::Convert {
                op: ConvOp::SintToF | ConvOp::UintToF,
                arg,
                ..
            }) => self.ty(*arg).is_some_and(|t| t.is_int() && t.bytes() <= 4),
            _ => false,
        };
        let step = step?;
        if exact_start {
            return Some((step, false));
        }
        let before_loops = self.def_block(start).is_some_and(|b| {
            !(0..self.forest.loops.len()).any(|m| self.forest.loops[m].blocks.contains(&b))
        });
        before_loops.then_some((step, true))
    }

    /// `Some(s)` when `v == p + s` with `s` invariant in loop `l`.
    fn offset_from(&mut self, p: Value, v: Value, l: usize, depth: u32) -> Option<Poly> {
        let v = self.canon(v);
        if v == p {
            return Some(Poly::default());
        }
        if depth > 16 {
            return None;
        }
        if let Some(Def::Param { block, index }) = self.defs.get(&v).copied() {
            // A merge inside the loop: the same offset on every incoming edge.
            if block == 0
                || !self.forest.loops[l].blocks.contains(&block)
                || self.header_loop(block).is_some()
            {
                return None;
            }
            let args: Vec<Value> = self.incoming[block][index]
                .iter()
                .map(|(_, a)| *a)
                .collect();
            let mut out: Option<Poly> = None;
            for a in args {
                let o = self.offset_from(p, a, l, depth + 1)?;
                if out.as_ref().is_some_and(|x| *x != o) {
                    return None;
                }
                out = Some(o);
            }
            return out;
        }
        let (op, lhs, rhs) = match self.op_of(v)? {
            LoweredOp::IntBin { op, lhs, rhs } => (*op, *lhs, *rhs),
            LoweredOp::Convert {
                op: ConvOp::Uextend | ConvOp::Sextend | ConvOp::Ireduce,
                arg,
                ..
            } => return self.offset_from(p, *arg, l, depth + 1),
            _ => return None,
        };
        match op {
            IntBinOp::Add => {
                if let Some(o) = self.offset_from(p, lhs, l, depth + 1) {
                    let s = self.invariant_poly(rhs, l)?;
                    return o.add(&s);
                }
                let o = self.offset_from(p, rhs, l, depth + 1)?;
                let s = self.invariant_poly(lhs, l)?;
                o.add(&s)
            }
            IntBinOp::Sub => {
                let o = self.offset_from(p, lhs, l, depth + 1)?;
                let s = self.invariant_poly(rhs, l)?;
                o.sub(&s)
            }
            _ => None,
        }
    }

    /// `v` as a polynomial of arguments when it has no loop counter in it.
    fn invariant_poly(&mut self, v: Value, l: usize) -> Option<Poly> {
        let a = self.affine(v)?;
        if self.varies(&a, l) {
            return None;
        }
        a.as_poly().cloned()
    }

    /// The reduction operation when header parameter `p` of loop `l` is a reduction.
    fn reduction(&mut self, l: usize, p: Value) -> Option<(ReductionOp, Option<Shape>)> {
        self.reduction_chain(l, p).map(|(op, lanes, _)| (op, lanes))
    }

    /// Where reduction `index` (a header parameter) of loop `outer` goes through its child
    /// `inner`: the index of the header parameter of `inner` that it enters, when the outer
    /// loop's own code (its blocks outside `inner`) only passes the chain along (block
    /// arguments, no operation reads it) and it enters `inner` by one parameter, itself a
    /// reduction of the same operation. A kernel over both loops then starts that parameter
    /// from the identity in each thread and stores what its back edge passes as the thread's
    /// part (`outline.rs`): the outer loop's total is the fold of all of them, in the order
    /// of the iterations (`i` then `j`).
    pub fn reduction_enters(&mut self, outer: usize, index: usize, inner: usize) -> Option<usize> {
        let header = self.forest.loops[outer].header;
        let p = *self.f.blocks[header].params.get(index)?;
        let (op, lanes, slice) = self.reduction_chain(outer, p)?;
        let ol = self.forest.loops[outer].clone();
        let il = self.forest.loops[inner].clone();
        if il.parent != Some(outer) {
            return None;
        }
        let inner_header = self.cfg.ids[il.header];
        let mut entered: Option<usize> = None;
        for &b in ol.blocks.iter().filter(|b| !il.blocks.contains(b)) {
            let block = &self.f.blocks[b];
            if block
                .insts
                .iter()
                .any(|i| i.op.operands().iter().any(|o| slice.contains(o)))
            {
                return None;
            }
            for succ in block.term.successors() {
                if succ.block != inner_header {
                    continue;
                }
                for (i, a) in succ.args.iter().enumerate() {
                    if slice.contains(a) {
                        if entered.is_some_and(|e| e != i) {
                            return None;
                        }
                        entered = Some(i);
                    }
                }
            }
        }
        let i = entered?;
        match self.header_param(inner, i) {
            HeaderParam::Reduction {
                op: inner_op,
                lanes: inner_lanes,
            } if (inner_op, inner_lanes) == (op, lanes) => Some(i),
            _ => None,
        }
    }

    /// [`Self::reduction`] with the chain: the values that carry the accumulator inside the
    /// loop. A minimum or maximum whose condition also chooses another parameter's value
    /// (its *companions*) is one only where each of those is the index taken with it
    /// ([`ReductionOp::ArgOf`]); such an index is one only where its value is a reduction.
    fn reduction_chain(
        &mut self,
        l: usize,
        p: Value,
    ) -> Option<(ReductionOp, Option<Shape>, BTreeSet<Value>)> {
        let found = self.chain(l, p)?;
        let header = self.forest.loops[l].header;
        let params = self.f.blocks[header].params.clone();
        let index = params.iter().position(|x| *x == p)?;
        for s in &found.companions {
            let taken_with = params.iter().any(|&q| {
                q != p && self.chain(l, q).is_some_and(|c| {
                    matches!(c.op, ReductionOp::ArgOf { value, .. } if usize::from(value) == index)
                        && c.slice.contains(s)
                })
            });
            if !taken_with {
                return None;
            }
        }
        if let ReductionOp::ArgOf { value, .. } = found.op {
            let q = *params.get(usize::from(value))?;
            self.reduction_chain(l, q)?;
        }
        Some((found.op, found.lanes, found.slice))
    }

    /// [`Self::reduction_chain`] before its companions are checked.
    fn chain(&mut self, l: usize, p: Value) -> Option<Chain> {
        let lp = self.forest.loops[l].clone();
        let header = lp.header;
        let index = self.f.blocks[header].params.iter().position(|x| *x == p)?;
        // The forward slice of `p` inside the loop.
        let mut slice: BTreeSet<Value> = BTreeSet::from([p]);
        let mut kind: Option<(ReductionOp, Option<Shape>)> = None;
        let mut merges: Vec<(usize, usize)> = Vec::new();
        // Comparisons reading the chain, and those (with their widening) that choose a
        // minimum's or maximum's value.
        let mut compares: BTreeSet<Value> = BTreeSet::new();
        let mut chosen: BTreeSet<Value> = BTreeSet::new();
        // The low-bit mask the chain passes through, and a minimum's or maximum's candidates.
        let mut masks: Option<u64> = None;
        let mut candidates: Vec<Value> = Vec::new();
        let f = self.f;
        let mut changed = true;
        while changed {
            changed = false;
            for &b in &lp.blocks {
                let block = &f.blocks[b];
                // The chain may run through the reduction of an inner loop (a sum over a 2-D
                // window): its header parameter joins the chain.
                for s in block.term.successors() {
                    let Some(target) = self.cfg.index(s.block) else {
                        continue;
                    };
                    if target == header || !lp.blocks.contains(&target) {
                        continue;
                    }
                    for (i, a) in s.args.iter().enumerate() {
                        let param = f.blocks[target].params.get(i).copied();
                        let Some(param) = param.filter(|_| slice.contains(a)) else {
                            continue;
                        };
                        if slice.contains(&param) {
                            continue;
                        }
                        match self.header_loop(target) {
                            Some(m) => match self.header_param(m, i) {
                                HeaderParam::Reduction { op, lanes } => {
                                    if kind.is_some_and(|k| k != (op, lanes)) {
                                        return None;
                                    }
                                    kind = Some((op, lanes));
                                }
                                // An inner loop that only carries the accumulator through
                                // (kmeans' change count around the loop over centres): the
                                // chain passes unchanged; what the inner loop does with it
                                // is checked like any other use below.
                                HeaderParam::Invariant => {}
                                _ => return None,
                            },
                            // A merge of paths (after a guarded inner loop and the path
                            // around it): every value it merges must be the chain's (below).
                            None => {
                                merges.push((target, i));
                            }
                        }
                        slice.insert(param);
                        changed = true;
                    }
                }
                for inst in &block.insts {
                    let reads: Vec<Value> = inst
                        .op
                        .operands()
                        .into_iter()
                        .filter(|o| slice.contains(o))
                        .collect();
                    let done =
                        !inst.results.is_empty() && inst.results.iter().all(|r| slice.contains(r));
                    if reads.is_empty() || done {
                        continue;
                    }
                    // A comparison of a chain value may only choose between it and another
                    // value (a minimum or maximum): checked at its `select` and below.
                    if let LoweredOp::IntCmp { .. } | LoweredOp::FloatCmp { .. } = inst.op {
                        compares.extend(inst.results.iter().copied());
                        continue;
                    }
                    // A mask of the low bits (`acc & 0xff`: clang's `uint8_t` accumulator
                    // read as an `i32`) passes the chain through, checked below to change
                    // no value.
                    if let Some(m) = self.low_mask(&inst.op, &slice) {
                        if masks.is_some_and(|x| x != m) {
                            return None;
                        }
                        masks = Some(m);
                        slice.extend(inst.results.iter().copied());
                        changed = true;
                        continue;
                    }
                    let (op, lanes, lhs, rhs) = match self.min_max(&inst.op, &slice) {
                        Some((op, acc, x, guard)) => {
                            chosen.extend(guard);
                            candidates.push(x);
                            (op, None, acc, x)
                        }
                        None => match self.set_to(&inst.op, &slice, p) {
                            Some((op, acc, cond)) => (op, None, acc, cond),
                            None => match self.arg_of(&inst.op, &slice, l, p) {
                                Some((op, acc, x)) => (op, None, acc, x),
                                None => ReductionOp::of(&inst.op)?,
                            },
                        },
                    };
                    // Exactly one operand from the chain, the same operation throughout.
                    if slice.contains(&lhs) == slice.contains(&rhs) {
                        return None;
                    }
                    if ReductionOp::chain_left_only(&inst.op) && !slice.contains(&lhs) {
                        return None;
                    }
                    if kind.is_some_and(|k| k != (op, lanes)) {
                        return None;
                    }
                    kind = Some((op, lanes));
                    slice.extend(inst.results.iter().copied());
                    changed = true;
                }
            }
        }
        // A mask changes no value where the chain is an unsigned minimum or maximum whose
        // values on entry and candidates all fit in it: every chain value then does.
        if let Some(m) = masks {
            let fits = matches!(kind, Some((ReductionOp::UMin | ReductionOp::UMax, None)))
                && candidates.iter().all(|x| self.fits_in(*x, m, 0))
                && self.init_values(l, index).iter().all(|v| {
                    matches!(self.op_of(*v), Some(LoweredOp::IConst { bits, .. }) if bits & !m == 0)
                });
            if !fits {
                return None;
            }
        }
        // Every comparison of a chain value chooses a minimum or maximum, and nothing else reads
        // it (or its widening).
        for c in &compares {
            if !chosen.contains(c) {
                return None;
            }
        }
        // A condition with more uses may also choose other values, each by a `select` on it
        // (an index taken with the minimum): those are the chain's companions.
        let mut companions = Vec::new();
        for v in &chosen {
            if self.uses.get(v).copied().unwrap_or(0) == 1 {
                continue;
            }
            for &b in &lp.blocks {
                for inst in &self.f.blocks[b].insts {
                    let result = inst.results.first();
                    let own = result.is_some_and(|r| chosen.contains(r) || slice.contains(r));
                    if !inst.op.operands().contains(v) || own {
                        continue;
                    }
                    match &inst.op {
                        LoweredOp::Select {
                            cond,
                            if_true,
                            if_false,
                        } if cond == v && if_true != v && if_false != v => {
                            companions.extend(inst.results.iter().copied())
                        }
                        _ => return None,
                    }
                }
            }
            if self
                .f
                .blocks
                .iter()
                .any(|blk| blk.term.operands().contains(v))
            {
                return None;
            }
        }
        // A merge joins the chain only when every path brings a chain value: each path then
        // applied the operation some number of times to the accumulator. A path may also
        // bring one integer constant where nothing else is applied to the accumulator: the
        // merge sets it to that constant ([`ReductionOp::SetTo`]).
        for (target, i) in merges {
            for (_, a) in &self.incoming[target][i] {
                if slice.contains(a) {
                    continue;
                }
                let op = self.set_to_constant(*a, p)?;
                if kind.is_some_and(|k| k != (op, None)) {
                    return None;
                }
                kind = Some((op, None));
            }
        }
        // The chain may leave the loop or come back to `p`, nothing else.
        for &b in &lp.blocks {
            let term = &self.f.blocks[b].term;
            if let Terminator::Branch { cond, .. } | Terminator::BrTable { index: cond, .. } = term
            {
                if slice.contains(cond) {
                    return None;
                }
            }
            if let Terminator::Return { values } = term {
                if values.iter().any(|v| slice.contains(v)) {
                    return None;
                }
            }
            for s in term.successors() {
                let target = self.cfg.index(s.block)?;
                for (i, a) in s.args.iter().enumerate() {
                    if !slice.contains(a) {
                        continue;
                    }
                    let back = target == header && i == index;
                    let leaves = !lp.blocks.contains(&target);
                    let into_inner = f.blocks[target]
                        .params
                        .get(i)
                        .is_some_and(|q| target != header && slice.contains(q));
                    if !back && !leaves && !into_inner {
                        return None;
                    }
                }
            }
        }
        // Each chain value feeds one operation of the chain: at most two uses by
        // instructions inside the loop (uses after the loop read the final value). A
        // minimum's or maximum's comparison is part of its operation (its `select` is the
        // use). Block arguments are not counted: every one was checked above to go back to
        // `p`, leave the loop, or enter a parameter of the chain (an inner loop's header, a
        // merge), which the chain then follows; an inner loop's accumulator guarded twice
        // (skipped where the innermost loop has no iteration, or only a remainder) is passed
        // along three edges.
        let mut inside: HashMap<Value, usize> = HashMap::new();
        for &b in &lp.blocks {
            let block = &self.f.blocks[b];
            let reads = block
                .insts
                .iter()
                .filter(|i| !i.results.iter().any(|r| chosen.contains(r)))
                .flat_map(|i| i.op.operands());
            for v in reads {
                if slice.contains(&v) {
                    *inside.entry(v).or_default() += 1;
                }
            }
        }
        if inside.iter().any(|(v, n)| *v != p && *n > 2) {
            return None;
        }
        kind.map(|(op, lanes)| Chain {
            op,
            lanes,
            slice,
            chosen,
            companions,
        })
    }

    /// `m` where `op` is `x & m` with `x` in `slice` and `m` an integer constant of the low
    /// bits (`0xff`, `0xffff`): the chain's `uint8_t` or `uint16_t` accumulator masked.
    fn low_mask(&self, op: &LoweredOp, slice: &BTreeSet<Value>) -> Option<u64> {
        let LoweredOp::IntBin {
            op: IntBinOp::And,
            lhs,
            rhs,
        } = op
        else {
            return None;
        };
        let (x, k) = if slice.contains(lhs) {
            (*lhs, *rhs)
        } else {
            (*rhs, *lhs)
        };
        if !slice.contains(&x) || slice.contains(&k) {
            return None;
        }
        match self.op_of(k) {
            Some(LoweredOp::IConst { bits, .. }) if matches!(bits, 0xff | 0xffff) => Some(*bits),
            _ => None,
        }
    }

    /// Whether `v` has no bit outside `m`: a zero-extended load of at most as many bits, an
    /// `and` with a constant inside `m`, a constant, or a `select` of two such.
    fn fits_in(&self, v: Value, m: u64, depth: usize) -> bool {
        if depth > 8 {
            return false;
        }
        match self.op_of(v) {
            Some(LoweredOp::Load {
                mem_ty,
                extend: lowered_ir::LoadExtend::Zero,
                ..
            }) => match mem_ty {
                LoweredType::I8 => m >= 0xff,
                LoweredType::I16 => m >= 0xffff,
                _ => false,
            },
            Some(LoweredOp::IConst { bits, .. }) => bits & !m == 0,
            Some(LoweredOp::IntBin {
                op: IntBinOp::And,
                lhs,
                rhs,
            }) => [lhs, rhs].iter().any(|o| self.fits_in(**o, m, depth + 1)),
            Some(LoweredOp::Select {
                if_true, if_false, ..
            }) => self.fits_in(*if_true, m, depth + 1) && self.fits_in(*if_false, m, depth + 1),
            _ => false,
        }
    }

    /// The index taken with another parameter's minimum or maximum ([`ReductionOp::ArgOf`]):
    /// `select(c, x, acc)` with `acc` in `slice` (the chain of `p`, a parameter of loop
    /// `l`), taking `x` where `c` holds, and `c` the condition on which a minimum's or
    /// maximum's `select` of another parameter takes its candidate, a strict comparison of
    /// the candidate with that accumulator. Its operation, `acc` and `x`.
    fn arg_of(
        &mut self,
        op: &LoweredOp,
        slice: &BTreeSet<Value>,
        l: usize,
        p: Value,
    ) -> Option<(ReductionOp, Value, Value)> {
        let (cond, acc, x, keeps_acc) = select_on_chain(op, slice)?;
        if keeps_acc || slice.contains(&cond) || !self.is_int(p) || self.in_arg_of {
            return None;
        }
        self.in_arg_of = true;
        let found = self.arg_of_value(cond, l, p);
        self.in_arg_of = false;
        let (value, take) = found?;
        Some((ReductionOp::ArgOf { value, take }, acc, x))
    }

    /// For [`Self::arg_of`]: the header parameter (of loop `l`, not `p`) whose minimum or
    /// maximum takes its candidate on `cond`, with a strict comparison, and that comparison.
    fn arg_of_value(&mut self, cond: Value, l: usize, p: Value) -> Option<(u16, Take)> {
        let compare = self.op_of(self.unwidened(cond))?.clone();
        let header = self.forest.loops[l].header;
        let params = self.f.blocks[header].params.clone();
        for (j, &q) in params.iter().enumerate() {
            if q == p {
                continue;
            }
            let Some(value) = self.chain(l, q) else {
                continue;
            };
            if !value.chosen.contains(&cond) || value.lanes.is_some() {
                continue;
            }
            // The comparison as `candidate TAKE accumulator`, strict.
            let on_chain = |v: &Value| value.slice.contains(v);
            let take = match compare {
                LoweredOp::FloatCmp { op, lhs, rhs } => {
                    let op = match (on_chain(&lhs), on_chain(&rhs)) {
                        (false, true) => op,
                        (true, false) => op.swapped(),
                        _ => return None,
                    };
                    if !matches!(op, FloatCmpOp::Lt | FloatCmpOp::Gt) {
                        return None;
                    }
                    Take::Float(op)
                }
                LoweredOp::IntCmp { op, lhs, rhs } => {
                    let op = match (on_chain(&lhs), on_chain(&rhs)) {
                        (false, true) => op,
                        (true, false) => op.swapped(),
                        _ => return None,
                    };
                    if !matches!(
                        op,
                        IntCmpOp::LtS | IntCmpOp::GtS | IntCmpOp::LtU | IntCmpOp::GtU
                    ) {
                        return None;
                    }
                    Take::Int(op)
                }
                _ => return None,
            };
            // The value's `select` on the same condition takes its candidate where it holds.
            let takes_candidate = self.forest.loops[l].blocks.iter().any(|&b| {
                self.f.blocks[b].insts.iter().any(|i| {
                    matches!(&i.op, LoweredOp::Select { cond: sc, if_true, if_false }
                        if *sc == cond && !on_chain(if_true) && on_chain(if_false))
                })
            });
            if !takes_candidate {
                return None;
            }
            return Some((u16::try_from(j).ok()?, take));
        }
        None
    }

    /// A value set to a constant where a condition holds: `select(c, K, acc)` or
    /// `select(c, acc, K)` with `acc` in `slice`, `c` not, and `K` an integer constant of
    /// the type of the loop's parameter `p`. Its operation, the chain value and `c`.
    fn set_to(
        &self,
        op: &LoweredOp,
        slice: &BTreeSet<Value>,
        p: Value,
    ) -> Option<(ReductionOp, Value, Value)> {
        let (cond, acc, k, _) = select_on_chain(op, slice)?;
        if slice.contains(&cond) {
            return None;
        }
        Some((self.set_to_constant(k, p)?, acc, cond))
    }

    /// [`ReductionOp::SetTo`] of `k` when it is an integer constant of the type of `p` (an
    /// `i32` or `i64`): its bits in that type.
    fn set_to_constant(&self, k: Value, p: Value) -> Option<ReductionOp> {
        let ty = *self.f.value_types.get(p.0 as usize)?;
        let bits = match ty {
            LoweredType::I32 => 32,
            LoweredType::I64 => 64,
            _ => return None,
        };
        let k = self.konst(k)? as u64;
        Some(ReductionOp::SetTo(if bits == 64 {
            k
        } else {
            k & ((1u64 << bits) - 1)
        }))
    }

    /// `cond` without the widening of a comparison's `i8` to `i32` (`uextend`) that a
    /// `select` reads.
    fn unwidened(&self, cond: Value) -> Value {
        match self.op_of(cond) {
            Some(LoweredOp::Convert {
                op: ConvOp::Uextend,
                arg,
                ..
            }) => *arg,
            _ => cond,
        }
    }

    /// A minimum or maximum written as a `select` between a chain value (in `slice`) and
    /// another value `x` on a comparison of the two (through one widening): its operation,
    /// the chain value, `x`, and the comparison's values (the comparison and the widening).
    /// `select(x > acc, x, acc)` is a maximum, `select(x > acc, acc, x)` a minimum; the
    /// operands of the comparison may come in either order. On floats only the forms that
    /// take `x` when the comparison holds ([`ReductionOp::FMaxFirst`] and its kin).
    fn min_max(
        &self,
        op: &LoweredOp,
        slice: &BTreeSet<Value>,
    ) -> Option<(ReductionOp, Value, Value, Vec<Value>)> {
        let (cond, acc, x, keeps_acc) = select_on_chain(op, slice)?;
        let takes_x = !keeps_acc;
        let mut guard = vec![cond];
        let c = self.unwidened(cond);
        if c != cond {
            guard.push(c);
        }
        if let Some(LoweredOp::FloatCmp { op: cmp, lhs, rhs }) = self.op_of(c) {
            // A float one only when it takes `x` on an ordered comparison of `x` with `acc`:
            // `select(x > acc, acc, x)` takes a NaN `x`, and after it any value, so its parts
            // do not combine ([`ReductionOp::FMaxFirst`]).
            let cmp = if (*lhs, *rhs) == (x, acc) {
                *cmp
            } else if (*lhs, *rhs) == (acc, x) {
                cmp.swapped()
            } else {
                return None;
            };
            if !takes_x {
                return None;
            }
            let op = match cmp {
                FloatCmpOp::Gt => ReductionOp::FMaxFirst,
                FloatCmpOp::Ge => ReductionOp::FMaxLast,
                FloatCmpOp::Lt => ReductionOp::FMinFirst,
                FloatCmpOp::Le => ReductionOp::FMinLast,
                FloatCmpOp::Eq | FloatCmpOp::Ne => return None,
            };
            return Some((op, acc, x, guard));
        }
        let Some(LoweredOp::IntCmp { op: cmp, lhs, rhs }) = self.op_of(c) else {
            return None;
        };
        // The comparison as `x CMP acc`.
        let cmp = if (*lhs, *rhs) == (x, acc) {
            *cmp
        } else if (*lhs, *rhs) == (acc, x) {
            cmp.swapped()
        } else {
            return None;
        };
        let (x_greater, signed) = match cmp {
            IntCmpOp::GtS | IntCmpOp::GeS => (true, true),
            IntCmpOp::GtU | IntCmpOp::GeU => (true, false),
            IntCmpOp::LtS | IntCmpOp::LeS => (false, true),
            IntCmpOp::LtU | IntCmpOp::LeU => (false, false),
            _ => return None,
        };
        // It keeps `x` when `x` is the greater: a maximum.
        let max = x_greater == takes_x;
        let op = match (max, signed) {
            (true, true) => ReductionOp::SMax,
            (true, false) => ReductionOp::UMax,
            (false, true) => ReductionOp::SMin,
            (false, false) => ReductionOp::UMin,
        };
        Some((op, acc, x, guard))
    }

    /// Whether loop `l` is counted, or why not.
    pub fn counted(&mut self, l: usize) -> Result<Counted, String> {
        let lp = self.forest.loops[l].clone();
        let exits = self.exit_edges(l);
        let returns = lp
            .blocks
            .iter()
            .filter(|b| matches!(self.f.blocks[**b].term, Terminator::Return { .. }))
            .count();
        if exits.is_empty() && returns == 0 {
            return Err("it never exits".into());
        }
        if exits.len() == 2 && returns == 0 {
            if let Some(c) = self.count_two_tests_after_the_body(l, &exits) {
                return Ok(c);
            }
        }
        if exits.len() + returns != 1 {
            return Err(format!(
                "it has {} exits (an early `break` or `return`); only loops with one exit test are counted",
                exits.len() + returns
            ));
        }
        let Some(&(exiting, _)) = exits.first() else {
            return Err("it exits by returning from the function".into());
        };
        self.count_at_exit(l, exiting)
    }

    /// For a loop [`Analysis::counted`] refuses because it has several exits (a Mandelbrot's
    /// escape loop, `it < maxit && |z| <= 2`): the count of one of its exit tests, at its
    /// header or a latch, that counts as `counted` counts a loop with that exit alone, and
    /// that the loop cannot run past. An upper bound on its trip count, for the cost model
    /// and for ranging what an early-exit loop reads; `None` where no exit counts.
    ///
    /// Not every countable exit bounds the loop:
    /// - A test of equality leaves only where its counter meets the bound. The program's own
    ///   `if (k == lim) break` is never taken by a counter that starts past `lim`, and the
    ///   loop then leaves by another exit, later. So a test of order comes first, and one of
    ///   equality counts only at a latch (clang's rotated `i + 1 != n` of a `<` loop).
    /// - A test at the header that is not a latch runs after the header's own instructions:
    ///   a load or store there runs once more than its count says. Such a test counts only
    ///   where the header touches no memory.
    pub fn trip_bound(&mut self, l: usize) -> Option<Counted> {
        let lp = self.forest.loops[l].clone();
        let exiting: BTreeSet<usize> = lp
            .blocks
            .iter()
            .copied()
            .filter(|b| self.cfg.succs[*b].iter().any(|s| !lp.blocks.contains(s)))
            .collect();
        let mut counts: Vec<(bool, Counted)> = Vec::new();
        for b in exiting {
            let at_latch = lp.latches.contains(&b);
            if !at_latch && self.touches_memory(b) {
                continue;
            }
            if let Ok(c) = self.count_at_exit(l, b) {
                counts.push((at_latch, c));
            }
        }
        let ordered = counts.iter().position(|(_, c)| c.compare != "equality");
        let at_a_latch = counts.iter().position(|(latch, _)| *latch);
        ordered.or(at_a_latch).map(|i| counts.swap_remove(i).1)
    }

    /// Whether block `b` loads or stores (a bulk operation or a call counts).
    fn touches_memory(&self, b: usize) -> bool {
        self.f.blocks[b].insts.iter().any(|i| {
            matches!(
                i.op,
                LoweredOp::Load { .. }
                    | LoweredOp::Store { .. }
                    | LoweredOp::AtomicAdd { .. }
                    | LoweredOp::MemoryFill { .. }
                    | LoweredOp::MemoryCopy { .. }
                    | LoweredOp::Call { .. }
                    | LoweredOp::CallIndirect { .. }
                    | LoweredOp::CallRef { .. }
            )
        })
    }

    /// A loop that leaves by two exit tests, both after its whole body: `for (i = ii; i <
    /// ii + T && i < n; i++)`, which clang tests as `i + 1 >= ii + T` at the end of the body
    /// and `i + 1 < n` in the latch. The body then runs as many times as the first test to
    /// fail allows: the smaller of the two counts, each counted as a latch's test. That is a
    /// choice between them ([`MinMax`], as a `min(ii + T, n)` bound is), keyed by a number
    /// past the function's values ([`Analysis::exits_choice`]).
    ///
    /// Both tests come after the body when one exits from the only latch, whose only
    /// predecessor in the loop is the block of the other test, whose only successor in the
    /// loop is the latch: every iteration runs the blocks before that test, then the test,
    /// then the latch's. Each count must be exact (`div` 1), neither test an `!=` (its
    /// counter's value after the loop is what [`Analysis::exit_value`] knows only for one),
    /// and where the two read their operands differently one count must be of counters and
    /// constants only (the count is evaluated with the arguments read one way).
    fn count_two_tests_after_the_body(
        &mut self,
        l: usize,
        exits: &[(usize, usize)],
    ) -> Option<Counted> {
        let (other, latch) = self.two_tests_after_the_body(l, exits)?;
        let first = self.count_at(l, other, true).ok()?;
        let second = self.count_at(l, latch, true).ok()?;
        if first.trip.div != 1 || second.trip.div != 1 || first.ne_exit || second.ne_exit {
            return None;
        }
        // Any atom may read an argument (a choice's alternatives too): only counts of
        // counters and constants are read alike either way.
        let reads_arguments = |c: &Counted| !c.trip.num.atoms().is_empty();
        let compare = match (first.compare, second.compare) {
            (x, y) if x == y => x,
            (_, y) if !reads_arguments(&first) => y,
            (x, _) if !reads_arguments(&second) => x,
            _ => return None,
        };
        if compare == "equality" {
            return None;
        }
        let key = self.exits_choice(l);
        self.choices
            .insert(key, vec![first.trip.num.clone(), second.trip.num.clone()]);
        self.min_max.insert(
            key,
            MinMax {
                min: true,
                signed: true,
            },
        );
        Some(Counted {
            trip: TripCount {
                num: Affine::poly(Poly::atom(Atom::Choice(key))),
                div: 1,
            },
            test: format!("{} && {}", first.test, second.test),
            counter: second.counter,
            bound: second.bound,
            ne_exit: false,
            compare,
        })
    }

    /// Where loop `l`, leaving by `exits` (exiting block, target), tests twice after its
    /// whole body ([`Analysis::count_two_tests_after_the_body`]): the block of the first
    /// test and the latch, which holds the second.
    pub fn two_tests_after_the_body(
        &self,
        l: usize,
        exits: &[(usize, usize)],
    ) -> Option<(usize, usize)> {
        let lp = &self.forest.loops[l];
        let [latch] = lp.latches[..] else {
            return None;
        };
        let [(a, _), (b, _)] = exits else {
            return None;
        };
        let other = match (*a == latch, *b == latch) {
            (true, false) => *b,
            (false, true) => *a,
            _ => return None,
        };
        let in_loop = |v: &Vec<usize>| -> Vec<usize> {
            v.iter()
                .copied()
                .filter(|x| lp.blocks.contains(x))
                .collect()
        };
        let only = |v: Vec<usize>, x: usize| v.len() == 1 && v[0] == x;
        (only(in_loop(&self.cfg.succs[other]), latch)
            && only(in_loop(&self.cfg.preds[latch]), other))
        .then_some((other, latch))
    }

    /// The exit edges of loop `l`: (exiting block, target outside it).
    pub fn exit_edges(&self, l: usize) -> Vec<(usize, usize)> {
        let lp = &self.forest.loops[l];
        let mut exits = Vec::new();
        for &b in &lp.blocks {
            for &s in &self.cfg.succs[b] {
                if !lp.blocks.contains(&s) {
                    exits.push((b, s));
                }
            }
        }
        exits
    }

    /// Whether `c`, loop `l`'s count, is the choice between two exit tests' counts
    /// ([`Analysis::count_two_tests_after_the_body`]): one no kernel can compute, so the
    /// loop is never a thread dimension (it runs inside the threads).
    pub fn counted_by_two_tests(&self, l: usize, c: &Counted) -> bool {
        c.trip.num == Affine::poly(Poly::atom(Atom::Choice(self.exits_choice(l))))
    }

    /// The number of the choice between loop `l`'s two counts
    /// ([`Analysis::count_two_tests_after_the_body`]): past every value of the function, so
    /// it names no value of it (no definition, so no block it varies in).
    pub fn exits_choice(&self, l: usize) -> u32 {
        let values = self
            .defs
            .keys()
            .map(|v| v.0)
            .max()
            .map_or(0, |m| m.saturating_add(1));
        values.saturating_add(l as u32)
    }

    /// [`Analysis::counted`] for the exit test at block `exiting` of loop `l`.
    fn count_at_exit(&mut self, l: usize, exiting: usize) -> Result<Counted, String> {
        self.count_at(l, exiting, false)
    }

    /// [`Analysis::count_at_exit`]; `after_body`: the test runs after the whole body, as a
    /// latch's does, wherever its block is.
    fn count_at(&mut self, l: usize, exiting: usize, after_body: bool) -> Result<Counted, String> {
        let lp = self.forest.loops[l].clone();
        let at_latch = after_body || lp.latches.contains(&exiting);
        if exiting != lp.header && !at_latch {
            return Err(format!(
                "its exit test is in the middle of the body ({}), not at its head or its end",
                self.cfg.ids[exiting]
            ));
        }
        let Terminator::Branch {
            cond,
            then_dest,
            else_dest,
        } = &self.f.blocks[exiting].term
        else {
            return Err("its exit is not a two-way branch".into());
        };
        let _ = else_dest;
        let then_in = self
            .cfg
            .ids
            .iter()
            .position(|id| *id == then_dest.block)
            .is_some_and(|t| lp.blocks.contains(&t));
        let (mut pred, mut lhs, mut rhs) = self.comparison(*cond);
        if !then_in {
            pred = pred.negated();
        }
        let la = self.affine(lhs);
        let ra = self.operand_affine(rhs);
        let defs = self
            .name_defs
            .get_or_init(|| super::report::Namer::defs_of(self.f))
            .clone();
        let mut names = super::report::Namer::with_defs(self.f, defs);
        names.alias = self.alias.clone();
        names.choices = self.choices.clone();
        names.min_max = self.min_max.clone();
        // Each side as its affine form when it has one that is not just itself.
        let side = |v: Value, x: &Option<Affine>, names: &super::report::Namer| -> String {
            match x {
                Some(x) if v != ZERO && !x.atoms().iter().any(|t| *t == Atom::Opaque(v.0)) => {
                    names.affine(&self.forest, x)
                }
                _ => names.value(self.f, v),
            }
        };
        let test_text = format!(
            "{} {} {}",
            side(lhs, &la, &names),
            pred_text(pred),
            side(rhs, &ra, &names)
        );
        let reads_memory = [lhs, rhs]
            .iter()
            .any(|v| matches!(self.op_of(*v), Some(LoweredOp::Load { .. })));
        if reads_memory {
            return Err(format!(
                "its exit test `{test_text}` depends on a value loaded from memory, so the number of iterations is not known before the loop runs"
            ));
        }
        let (Some(la), Some(ra)) = (la, ra) else {
            return Err(format!(
                "its exit test `{test_text}` is not on an induction variable and a loop-invariant bound"
            ));
        };
        let (mut la, mut ra) = (self.min_max_choices(la), self.min_max_choices(ra));
        if la.coeffs.contains_key(&l) == ra.coeffs.contains_key(&l) {
            return Err(format!(
                "its exit test `{test_text}` is not on an induction variable and a loop-invariant bound"
            ));
        }
        if ra.coeffs.contains_key(&l) {
            std::mem::swap(&mut la, &mut ra);
            std::mem::swap(&mut lhs, &mut rhs);
            pred = pred.swapped();
        }
        let inner =
            |a: &Affine, fr: &LoopForest| a.coeffs.keys().any(|k| *k != l && fr.within(*k, l));
        if inner(&la, &self.forest) || inner(&ra, &self.forest) {
            return Err(format!(
                "its exit test `{test_text}` depends on an inner loop"
            ));
        }
        if self.varies(&ra, l) || self.varies(&la.without_loops(&|k| k == l), l) {
            return Err(format!(
                "its exit test `{test_text}` compares with a bound that changes in the loop"
            ));
        }
        let Some(s) = la.coeff(l).as_const() else {
            return Err(format!(
                "its exit test `{test_text}` moves by a step that is not constant"
            ));
        };
        let c0 = la.without_loops(&|k| k == l);
        let bound = ra;
        let not_counted = || {
            Err(format!(
                "its exit test `{test_text}` does not move toward its bound, so the trip count is unknown"
            ))
        };
        let diff = bound.sub(&c0).ok_or("overflow")?; // B - c0
        let neg_diff = c0.sub(&bound).ok_or("overflow")?;
        // Steps beyond +-2^40 are not loops anyone writes; refusing them keeps the
        // arithmetic below from overflowing.
        if s.unsigned_abs() > 1 << 40 {
            return Err(format!(
                "its exit test `{test_text}` moves by a step too large to count"
            ));
        }
        let plus = |a: &Affine, k: i64| a.add(&Affine::constant(k));
        let (num, div) = match (pred, s.signum()) {
            (IntCmpOp::Ne, 1) => (Some(diff), s),
            (IntCmpOp::Ne, -1) => (Some(neg_diff), -s),
            (IntCmpOp::LtS | IntCmpOp::LtU, 1) => (plus(&diff, s - 1), s),
            (IntCmpOp::LeS | IntCmpOp::LeU, 1) => (plus(&diff, s), s),
            (IntCmpOp::GtS | IntCmpOp::GtU, -1) => (plus(&neg_diff, -s - 1), -s),
            (IntCmpOp::GeS | IntCmpOp::GeU, -1) => (plus(&neg_diff, -s), -s),
            _ => return not_counted(),
        };
        let Some(mut num) = num else {
            return Err("its trip count overflows".into());
        };
        if at_latch {
            // Tested after the body: one more iteration than the first failing test's index.
            num = num.add(&Affine::constant(div)).ok_or("overflow")?;
        }
        let mut div = div;
        if let Some(q) = exact_div(&num, div) {
            num = q;
            div = 1;
        }
        Ok(Counted {
            trip: TripCount { num, div },
            test: test_text,
            counter: lhs,
            bound: rhs,
            ne_exit: pred == IntCmpOp::Ne,
            compare: match pred {
                IntCmpOp::Eq | IntCmpOp::Ne => "equality",
                IntCmpOp::LtU | IntCmpOp::LeU | IntCmpOp::GtU | IntCmpOp::GeU => "unsigned",
                _ => "signed",
            },
        })
    }

    /// `x` with each opaque atom that is a `select` picking the smaller or the larger of
    /// two affine values (`min(ii + T, n)`, a tiled loop's bound, which clang computes
    /// before the loop) replaced by a choice between the two: the select's value is one of
    /// them, whichever its condition picks, so the alternatives range every count it gives.
    /// A count is the only place this is done: a load through selects is split into its
    /// arms, each ranged under the conditions that pick it (`dependence::select_arms`).
    fn min_max_choices(&mut self, x: Affine) -> Affine {
        let mut x = x;
        for atom in x.atoms() {
            let Atom::Opaque(v) = atom else { continue };
            let Some(LoweredOp::Select {
                cond,
                if_true,
                if_false,
            }) = self.op_of(Value(v))
            else {
                continue;
            };
            let (cond, t, e) = (*cond, self.canon(*if_true), self.canon(*if_false));
            let (pred, lhs, rhs) = self.comparison(cond);
            let (lhs, rhs) = (self.canon(lhs), self.canon(rhs));
            // `lhs < rhs ? lhs : rhs` is the smaller; with the arms swapped, the larger.
            let less = match pred {
                IntCmpOp::LtS | IntCmpOp::LeS | IntCmpOp::LtU | IntCmpOp::LeU => true,
                IntCmpOp::GtS | IntCmpOp::GeS | IntCmpOp::GtU | IntCmpOp::GeU => false,
                IntCmpOp::Eq | IntCmpOp::Ne => continue,
            };
            let signed = matches!(
                pred,
                IntCmpOp::LtS | IntCmpOp::LeS | IntCmpOp::GtS | IntCmpOp::GeS
            );
            let min = match ((lhs, rhs) == (t, e), (lhs, rhs) == (e, t)) {
                (true, _) => less,
                (_, true) => !less,
                _ => continue,
            };
            if self.ty(t) != Some(LoweredType::I32) {
                continue;
            }
            let (Some(a), Some(b)) = (self.affine(t), self.affine(e)) else {
                continue;
            };
            let plain = |y: &Affine| !y.atoms().iter().any(|t| matches!(t, Atom::Choice(_)));
            if !plain(&a) || !plain(&b) {
                continue;
            }
            if let Some(y) = x.substitute(atom, &Affine::poly(Poly::atom(Atom::Choice(v)))) {
                self.choices.insert(v, vec![a, b]);
                self.min_max.insert(v, MinMax { min, signed });
                x = y;
            }
        }
        x
    }

    /// The comparison a branch condition tests (`v != 0` when it is not a comparison).
    fn comparison(&self, cond: Value) -> (IntCmpOp, Value, Value) {
        // A test computed before an inner loop reaches the latch through that loop's
        // pass-through parameters (a tiled loop's `kk + T < K`, computed for the inner
        // `min`): the comparison is the value they copy.
        let v = self.unextended(self.canon(cond));
        match self.op_of(v) {
            // `(a < b) == 0` is `a >= b`, `(a < b) != 0` is `a < b`.
            Some(LoweredOp::IntCmp {
                op: op @ (IntCmpOp::Eq | IntCmpOp::Ne),
                lhs,
                rhs,
            }) if self.konst(*rhs) == Some(0)
                && matches!(
                    self.op_of(self.unextended(*lhs)),
                    Some(LoweredOp::IntCmp { .. })
                ) =>
            {
                let (inner, a, b) = self.comparison(*lhs);
                if *op == IntCmpOp::Eq {
                    (inner.negated(), a, b)
                } else {
                    (inner, a, b)
                }
            }
            Some(LoweredOp::IntCmp { op, lhs, rhs }) => (*op, *lhs, *rhs),
            _ => (IntCmpOp::Ne, v, ZERO),
        }
    }

    /// `v` without the integer extensions around it (at most 4).
    fn unextended(&self, mut v: Value) -> Value {
        for _ in 0..4 {
            match self.op_of(v) {
                Some(LoweredOp::Convert {
                    op: ConvOp::Uextend | ConvOp::Sextend,
                    arg,
                    ..
                }) => v = self.canon(*arg),
                _ => break,
            }
        }
        v
    }

    /// Whether loop `l`'s header parameters are all classified as something other than
    /// `Carried`; returns the classification of each.
    pub fn header_params(&mut self, l: usize) -> Vec<(Value, HeaderParam)> {
        let header = self.forest.loops[l].header;
        let params = self.f.blocks[header].params.clone();
        params
            .iter()
            .enumerate()
            .map(|(i, p)| (*p, self.header_param(l, i)))
            .collect()
    }

    /// The type of `v`.
    pub fn ty(&self, v: Value) -> Option<LoweredType> {
        self.f.value_type(v)
    }

    /// Blocks of loop `l` in layout order.
    pub fn loop_blocks(&self, l: usize) -> Vec<usize> {
        self.forest.loops[l].blocks.iter().copied().collect()
    }

    /// The values that carry a reduction of loop `l` that launches combine (an integer one,
    /// or a float one with [`Analysis::reassociate_floats`]) out of it whole: each such
    /// header parameter (its value where the loop exits at the header) and what every back
    /// edge passes to it (its value where the loop exits at that latch).
    pub fn reduction_totals(&mut self, l: usize) -> BTreeSet<Value> {
        let lp = self.forest.loops[l].clone();
        let header_id = self.cfg.ids[lp.header];
        let mut out = BTreeSet::new();
        for (pi, (p, kind)) in self.header_params(l).into_iter().enumerate() {
            if !matches!(kind, HeaderParam::Reduction { op, .. } if !op.needs_reassociation() || self.reassociate_floats)
            {
                continue;
            }
            out.insert(p);
            for &b in &lp.latches {
                for s in self.f.blocks[b].term.successors() {
                    if s.block == header_id {
                        out.extend(s.args.get(pi).copied());
                    }
                }
            }
        }
        out
    }

    /// Values defined in loop `l` and used outside it.
    pub fn live_outs(&self, l: usize) -> BTreeMap<Value, usize> {
        let lp = &self.forest.loops[l];
        let mut out = BTreeMap::new();
        for (bi, b) in self.f.blocks.iter().enumerate() {
            if lp.blocks.contains(&bi) {
                // Arguments passed along exit edges leave the loop too.
                for s in b.term.successors() {
                    let Some(t) = self.cfg.index(s.block) else {
                        continue;
                    };
                    if !lp.blocks.contains(&t) {
                        for a in &s.args {
                            if self.defined_in(*a, l) {
                                *out.entry(*a).or_default() += 1;
                            }
                        }
                    }
                }
                continue;
            }
            let mut reads: Vec<Value> = b.insts.iter().flat_map(|i| i.op.operands()).collect();
            reads.extend(b.term.operands());
            for v in reads {
                if self.defined_in(v, l) {
                    *out.entry(v).or_default() += 1;
                }
            }
        }
        out
    }
}

/// How deep [`Analysis::affine`] follows definitions before giving up.
const MAX_DEPTH: usize = 200;

/// The placeholder "zero" operand of a non-comparison branch condition.
pub const ZERO: Value = Value(u32::MAX);

/// The largest value [`Analysis::value_range`] bounds a value by: a table index, not an
/// array index (an access spread over more bytes than this is not worth ranging).
pub const MAX_RANGE: i64 = 1 << 20;

/// `c` when `x` is exactly the choice atom `c`.
fn single_choice(x: &Affine) -> Option<u32> {
    let atoms = x.atoms();
    let [Atom::Choice(c)] = atoms.iter().collect::<Vec<_>>()[..] else {
        return None;
    };
    (x.as_poly() == Some(&Poly::atom(Atom::Choice(*c)))).then_some(*c)
}

/// Whether every coefficient of `d` (its constant, each counter's) is a multiple of `m`.
fn multiple_of(d: &Affine, m: i64) -> bool {
    std::iter::once(&d.constant)
        .chain(d.coeffs.values())
        .all(|p| p.0.values().all(|c| c % m == 0))
}

fn signed(ty: LoweredType, bits: u64) -> i64 {
    match ty {
        LoweredType::I8 => bits as u8 as i8 as i64,
        LoweredType::I16 => bits as u16 as i16 as i64,
        LoweredType::I32 => bits as u32 as i32 as i64,
        _ => bits as i64,
    }
}

fn exact_div(a: &Affine, d: i64) -> Option<Affine> {
    let mut coeffs = BTreeMap::new();
    for (l, c) in &a.coeffs {
        coeffs.insert(*l, c.div_exact(d)?);
    }
    Some(Affine {
        constant: a.constant.div_exact(d)?,
        coeffs,
    })
}

pub fn pred_text(p: IntCmpOp) -> &'static str {
    use IntCmpOp::*;
    match p {
        Eq => "==",
        Ne => "!=",
        LtS => "<",
        LtU => "<u",
        GtS => ">",
        GtU => ">u",
        LeS => "<=",
        LeU => "<=u",
        GeS => ">=",
        GeU => ">=u",
    }
}
