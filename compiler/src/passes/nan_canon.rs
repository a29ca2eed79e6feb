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
//! - [`NanClass::Neutral`]: never a NaN that canonicalization would change (non-NaN and
//!   canonical-NaN constants);
//! - [`NanClass::Computed`]: may be a NaN made by GPU arithmetic, whose bits are wrong until
//!   canonicalized, and which nothing requires to keep. Its [`NanSign`] says which sign the
//!   canonical NaN gets: a fresh NaN has the sign set, as x86's default NaN does (wasmtime's
//!   native code, whose output `tensor-wasm run` must print byte for byte: `-nan`); after an odd
//!   number of negations it is positive; after `fabs` or `fcopysign` (or a merge of two
//!   different signs) it keeps the sign the GPU computed;
//! - [`NanClass::Exact`]: may be a NaN whose bits WebAssembly requires to keep (loads,
//!   parameters, call results, reinterpreted integers, NaN constants). Canonicalizing it would
//!   be wrong (a signalling NaN copied through memory must stay signalling).
//!
//! Sign-bit operations (`fneg`, `fabs`, `fcopysign`) keep their first operand's class (a
//! computed one's sign as above); a merge (block parameter, `select`) of `Computed` and `Exact`
//! values is `Exact`, and the `Computed` values are canonicalized where they enter it. An
//! arithmetic op on a NaN operand gives x86 that operand (quiet), the GPU a positive NaN:
//! canonicalized as a fresh NaN, the result has the sign set, which is x86's where the operand
//! was itself a NaN some arithmetic made. [`NanCanon::operands_to_canonicalize`] and
//! [`NanCanon::terminator_operands_to_canonicalize`] name the uses that need a canonical NaN;
//! the converter emits the canonicalization there. An op this module does not know observes
//! every float operand (the safe default). This module only analyses; it must not rewrite the
//! function or know how canonicalization is emitted.

use lowered_ir::{ConvOp, FloatUnOp, LoweredFunction, LoweredOp, LoweredType, Terminator, Value};
use std::collections::HashMap;

/// What canonicalization a float value needs where its bits are observed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NanClass {
    Neutral,
    Computed(NanSign),
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
    /// The class of a merge: `Exact` wins (its inputs of class `Computed` get canonicalized);
    /// two computed signs that differ keep the GPU's. Classes only rise (Neutral, then a
    /// computed sign, then `Kept`, then `Exact`), so the fixpoint below terminates.
    fn join(self, other: NanClass) -> NanClass {
        match (self, other) {
            (NanClass::Exact, _) | (_, NanClass::Exact) => NanClass::Exact,
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

/// The classes of a function's float values.
pub struct NanCanon {
    classes: HashMap<Value, NanClass>,
}

impl NanCanon {
    /// Classifies every float value of `f` (a fixpoint over the block parameters).
    pub fn analyse(f: &LoweredFunction) -> NanCanon {
        let mut classes: HashMap<Value, NanClass> = HashMap::new();
        if let Some(entry) = f.blocks.first() {
            for p in &entry.params {
                classes.insert(*p, NanClass::Exact);
            }
        }
        let params: HashMap<_, _> = f.blocks.iter().map(|b| (b.id, &b.params)).collect();
        // Classes only grow (Neutral < Computed < Exact), so this terminates.
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
                        for (p, a) in ps.iter().zip(&call.args) {
                            let c = class_of(&classes, *a);
                            raise(&mut classes, *p, c);
                        }
                    }
                }
            }
            if !changed {
                break;
            }
        }
        NanCanon { classes }
    }

    /// The class of `v` (integers and unknown values are `Neutral`).
    pub fn class(&self, v: Value) -> NanClass {
        class_of(&self.classes, v)
    }

    fn is_computed(&self, v: Value) -> bool {
        matches!(self.class(v), NanClass::Computed(_))
    }

    /// The sign a computed NaN `v` is canonicalized with where observed (`None`: `v` is not
    /// of class `Computed`).
    pub fn sign(&self, v: Value) -> Option<NanSign> {
        match self.class(v) {
            NanClass::Computed(sign) => Some(sign),
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
        out.retain(|v| self.is_computed(*v));
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
        out.retain(|v| self.is_computed(*v));
        out.sort();
        out.dedup();
        out
    }
}

fn class_of(classes: &HashMap<Value, NanClass>, v: Value) -> NanClass {
    classes.get(&v).copied().unwrap_or(NanClass::Neutral)
}

/// The class of an op's float result(s).
fn result_class(op: &LoweredOp, classes: &HashMap<Value, NanClass>) -> NanClass {
    match op {
        LoweredOp::FConst { ty, bits } => {
            if is_non_canonical_nan(*ty, *bits) {
                NanClass::Exact
            } else {
                NanClass::Neutral
            }
        }
        LoweredOp::FloatBin { op, lhs, .. } => match op {
            lowered_ir::FloatBinOp::Copysign => {
                class_of(classes, *lhs).after(SignOp::AbsOrCopysign)
            }
            _ => FRESH,
        },
        LoweredOp::FloatUn { op, arg } => match op {
            FloatUnOp::Neg => class_of(classes, *arg).after(SignOp::Neg),
            FloatUnOp::Abs => class_of(classes, *arg).after(SignOp::AbsOrCopysign),
            _ => FRESH,
        },
        LoweredOp::Convert { op, to, arg } => match op {
            // A computed NaN keeps its sign through a conversion (x86 keeps the operand's;
            // the GPU gives a positive NaN, whose sign the canonicalization sets). A NaN whose
            // bits were exact gives x86 its own sign, the GPU a positive NaN: kept as the GPU
            // gave it (its sign is not known here). A value that is no NaN stays none.
            ConvOp::FPromote | ConvOp::FDemote => match class_of(classes, *arg) {
                NanClass::Computed(NanSign::Kept) | NanClass::Exact => {
                    NanClass::Computed(NanSign::Kept)
                }
                NanClass::Computed(sign) => NanClass::Computed(sign),
                NanClass::Neutral => FRESH,
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

/// Whether `bits` of float type `ty` is a NaN other than a canonical one (either sign).
fn is_non_canonical_nan(ty: LoweredType, bits: u64) -> bool {
    match ty {
        LoweredType::F32 => {
            let b = bits as u32 & 0x7fff_ffff;
            b > 0x7f80_0000 && b != 0x7fc0_0000
        }
        LoweredType::F64 => {
            let b = bits & 0x7fff_ffff_ffff_ffff;
            b > 0x7ff0_0000_0000_0000 && b != 0x7ff8_0000_0000_0000
        }
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
            "function @dot(i32, f32) -> () {
block0(v0: i32, v1: f32):
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
            "function @obs(f32, f32, i8) -> (i32, f32, f32) {
block0(v0: f32, v1: f32, v2: i8):
  v3: f32 = fsub v0, v1
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
            "function @signs(f32, f32, i8) -> (f32, f32, f32) {
block0(v0: f32, v1: f32, v2: i8):
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
    fn nan_constants_other_than_canonical_keep_their_bits() {
        assert!(is_non_canonical_nan(LoweredType::F32, 0x7fa0_0000));
        assert!(is_non_canonical_nan(LoweredType::F32, 0xffff_ffff));
        assert!(!is_non_canonical_nan(LoweredType::F32, 0xffc0_0000));
        assert!(!is_non_canonical_nan(LoweredType::F32, 0x7f80_0000));
        assert!(is_non_canonical_nan(
            LoweredType::F64,
            0x7ff0_0000_0000_0001
        ));
        assert!(!is_non_canonical_nan(
            LoweredType::F64,
            0x7ff8_0000_0000_0000
        ));
    }
}
