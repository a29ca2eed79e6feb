//! Integer reductions of a launched loop, combined in parts (docs/AUTO-OFFLOAD.md,
//! "Reductions"). Every thread of a kernel with reductions (`outline.rs`) starts each one from
//! its operation's identity, runs its iteration, and stores what its back edge would pass on
//! as its *part*: [`slot_bytes`] per reduction, thread after thread, in a buffer beside the
//! memory. Integer `+`, `*`, `and`, `or` and `xor` wrap and are associative and commutative,
//! so the parts may be combined in any grouping and order and still give exactly the loop's
//! total.
//!
//! This module holds what both the device and the host need for that: the description of a
//! reduction, the **combine kernel** that folds many parts into fewer on the device (so a
//! launch of millions of threads downloads thousands of parts, not millions), and the host's
//! final fold with the value on entry. It must not decide whether a loop is a reduction
//! (`induction.rs`) or launch anything (`offload.rs`).

use super::induction::{ReductionOp, Take};
use crate::lowered_emit::Emitter;
use lowered_ir::{
    BlockCall, BlockId, FloatCmpOp, Inst, IntBinOp, IntCmpOp, LoadExtend, LoweredBlock,
    LoweredFunction, LoweredOp, LoweredSignature, LoweredType, RtValue, Shape, SpecialReg,
    Terminator, Value,
};

/// A reduction the kernel's threads compute in parts: header parameter `param` of the
/// kernel's (only) dimension, of type `ty`; a `v128` one (`lanes`) is a reduction per lane.
#[derive(Clone, Debug, PartialEq)]
pub struct Reduction {
    pub param: usize,
    pub op: ReductionOp,
    pub ty: LoweredType,
    pub lanes: Option<Shape>,
}

impl Reduction {
    /// The type of one lane (the type itself for a scalar).
    fn lane_type(&self) -> LoweredType {
        self.lanes.map_or(self.ty, Shape::lane_type)
    }

    fn lane_bits(&self) -> u32 {
        self.lane_type().bits()
    }

    fn lane_count(&self) -> u32 {
        self.lanes.map_or(1, Shape::lanes)
    }

    /// One lane's bits set.
    fn lane_mask(&self) -> u128 {
        let bits = self.lane_bits();
        if bits >= 64 {
            u128::from(u64::MAX)
        } else {
            (1u128 << bits) - 1
        }
    }

    /// The lanes of `bits` (one for a scalar), lane 0 first.
    fn lanes_of(&self, bits: u128) -> impl Iterator<Item = u64> + '_ {
        (0..self.lane_count())
            .map(move |i| ((bits >> (i * self.lane_bits())) & self.lane_mask()) as u64)
    }

    /// All the reduction's bits set (the width of its type).
    fn mask(&self) -> u128 {
        let bits = self.lane_bits() * self.lane_count();
        if bits >= 128 {
            u128::MAX
        } else {
            (1u128 << bits) - 1
        }
    }

    /// The bits of the operation's identity in one lane: `0`, `1` or all ones for integers;
    /// `-0.0` for a float sum (`-0.0 + x` is `x` for every `x`, `-0.0` included), `1.0`,
    /// `+inf` for a minimum and `-inf` for a maximum.
    fn lane_identity(&self) -> u64 {
        let f64_lane = self.lane_type() == LoweredType::F64;
        let float = |x: f64| {
            if f64_lane {
                x.to_bits()
            } else {
                u64::from((x as f32).to_bits())
            }
        };
        match self.op {
            ReductionOp::FAdd => float(-0.0),
            ReductionOp::FMul => float(1.0),
            ReductionOp::FMin | ReductionOp::FMinFirst | ReductionOp::FMinLast => {
                float(f64::INFINITY)
            }
            ReductionOp::FMax | ReductionOp::FMaxFirst | ReductionOp::FMaxLast => {
                float(f64::NEG_INFINITY)
            }
            op => op.int_identity(self.lane_bits()).unwrap_or(0),
        }
    }

    /// The identity's bits in the reduction's type (every lane's).
    pub fn identity_bits(&self) -> u128 {
        let lane = u128::from(self.lane_identity());
        (0..self.lane_count()).fold(0, |acc, i| acc | lane << (i * self.lane_bits()))
    }

    /// The identity as a constant emitted by `e`.
    pub fn identity(&self, e: &mut Emitter<'_>) -> Value {
        let bits = self.identity_bits();
        match self.ty {
            LoweredType::V128 => e.push(LoweredOp::VConst { bits }, self.ty),
            ty if ty.is_int() => e.iconst(ty, bits as u64),
            ty => e.push(
                LoweredOp::FConst {
                    ty,
                    bits: bits as u64,
                },
                ty,
            ),
        }
    }

    /// `a OP b` on the bits of two values of the reduction's type, lane by lane, as wasm
    /// computes it (integers wrap at the lane's width; a float minimum or maximum with a NaN
    /// is a NaN, and orders `-0.0` below `+0.0`).
    fn combine(&self, a: u128, b: u128) -> u128 {
        let bits = self.lane_bits();
        let mut out = 0u128;
        for (i, (x, y)) in self.lanes_of(a).zip(self.lanes_of(b)).enumerate() {
            let z = match (self.lane_type(), self.op.ordered_compare()) {
                // An ordered minimum or maximum takes one of the two values whole (a NaN
                // keeps its payload): the later one, `y`, when `y CMP x` holds.
                (LoweredType::F64 | LoweredType::F32, Some(cmp)) => {
                    if later_takes(cmp, self.lane_f64(x), self.lane_f64(y)) {
                        y
                    } else {
                        x
                    }
                }
                (ty, _) => match ty {
                    LoweredType::F64 => {
                        float_op(self.op, f64::from_bits(x), f64::from_bits(y)).to_bits()
                    }
                    LoweredType::F32 => {
                        let (x, y) = (f32::from_bits(x as u32), f32::from_bits(y as u32));
                        u64::from((float_op(self.op, f64::from(x), f64::from(y)) as f32).to_bits())
                    }
                    _ => self.op.int_combine(bits, x, y).unwrap_or(x),
                },
            };
            out |= (u128::from(z) & self.lane_mask()) << (i as u32 * bits);
        }
        out
    }

    /// Whether `later TAKE earlier` holds on two values of this (scalar) reduction's type:
    /// where its index takes the later part's ([`ReductionOp::ArgOf`]). False with a NaN.
    fn takes_over(&self, take: Take, earlier: u128, later: u128) -> bool {
        let bits = self.lane_bits();
        let (a, b) = (earlier as u64, later as u64);
        match take {
            Take::Float(cmp) => later_takes(cmp, self.lane_f64(a), self.lane_f64(b)),
            Take::Int(cmp) => {
                let sign = 1u64 << (bits.min(64) - 1);
                match cmp {
                    IntCmpOp::LtU => b < a,
                    IntCmpOp::GtU => b > a,
                    IntCmpOp::LtS => (b ^ sign) < (a ^ sign),
                    IntCmpOp::GtS => (b ^ sign) > (a ^ sign),
                    _ => false,
                }
            }
        }
    }

    /// A float lane's bits as its value (exact in `f64` for an `f32`).
    fn lane_f64(&self, bits: u64) -> f64 {
        if self.lane_type() == LoweredType::F64 {
            f64::from_bits(bits)
        } else {
            f64::from(f32::from_bits(bits as u32))
        }
    }

    /// The reduction's bits as a value of its type.
    fn value(&self, bits: u128) -> RtValue {
        match self.ty {
            LoweredType::I32 => RtValue::I32(bits as u32),
            LoweredType::I64 => RtValue::I64(bits as u64),
            LoweredType::F32 => RtValue::F32(bits as u32),
            LoweredType::F64 => RtValue::F64(bits as u64),
            _ => RtValue::V128(bits),
        }
    }

    /// A value's bits, when it has the reduction's type.
    fn bits_of(&self, v: RtValue) -> Option<u128> {
        Some(match (v, self.ty) {
            (RtValue::I32(x), LoweredType::I32) | (RtValue::F32(x), LoweredType::F32) => {
                u128::from(x)
            }
            (RtValue::I64(x), LoweredType::I64) | (RtValue::F64(x), LoweredType::F64) => {
                u128::from(x)
            }
            (RtValue::V128(x), LoweredType::V128) => x,
            _ => return None,
        })
    }
}

/// Whether `later CMP earlier` holds (an ordered float minimum or maximum takes the later
/// value then, [`ReductionOp::ordered_compare`]; an index takes the later part's,
/// [`ReductionOp::ArgOf`]): false when either is a NaN.
fn later_takes(cmp: FloatCmpOp, earlier: f64, later: f64) -> bool {
    match cmp {
        FloatCmpOp::Gt => later > earlier,
        FloatCmpOp::Ge => later >= earlier,
        FloatCmpOp::Lt => later < earlier,
        FloatCmpOp::Le => later <= earlier,
        FloatCmpOp::Eq | FloatCmpOp::Ne => false,
    }
}

/// Bytes of each reduction's slot in a part: 16 when one of them is a `v128`, else 8 (an
/// `i32` or `f32` part uses the low four).
pub fn slot_bytes(reductions: &[Reduction]) -> u64 {
    if reductions.iter().any(|r| r.ty == LoweredType::V128) {
        16
    } else {
        8
    }
}

/// Bytes of one thread's part: every reduction's slot.
pub fn part_bytes(reductions: &[Reduction]) -> u64 {
    slot_bytes(reductions) * reductions.len() as u64
}

/// A float operation of a reduction in `f64` (an `f32` sum or product of two `f32`s rounds
/// the same when computed in `f64` and rounded once: the exact result fits in 53 bits for a
/// product, and a sum's double rounding cannot differ for operands of 24 bits).
fn float_op(op: ReductionOp, x: f64, y: f64) -> f64 {
    match op {
        ReductionOp::FAdd => x + y,
        ReductionOp::FMul => x * y,
        ReductionOp::FMin | ReductionOp::FMax if x.is_nan() || y.is_nan() => f64::NAN,
        ReductionOp::FMin if x == y => {
            if x.is_sign_negative() {
                x
            } else {
                y
            }
        }
        ReductionOp::FMax if x == y => {
            if x.is_sign_positive() {
                x
            } else {
                y
            }
        }
        ReductionOp::FMin => x.min(y),
        ReductionOp::FMax => x.max(y),
        _ => f64::NAN,
    }
}

/// How far a reassociated float total may be from the CPU's in the first-call check, relative
/// to the larger magnitude of the two (`--reassociate-floats`): `1e-4` for `f32`, `1e-10`
/// for `f64`. Integer totals, float minima and maxima must be equal (they do not depend on
/// the order), and two NaNs agree.
pub const REASSOCIATION_TOLERANCE: (f64, f64) = (1e-4, 1e-10);

/// Whether two float results agree for a reassociated computation: both NaN, equal, or within
/// `tol` of the larger magnitude ([`REASSOCIATION_TOLERANCE`]).
pub fn floats_agree(x: f64, y: f64, tol: f64) -> bool {
    if x.is_nan() || y.is_nan() {
        return x.is_nan() && y.is_nan();
    }
    x == y || (x - y).abs() <= tol * x.abs().max(y.abs())
}

/// Whether the totals `got` of a launch agree with the CPU's `want`, lane by lane.
pub fn totals_agree(reductions: &[Reduction], got: &[RtValue], want: &[RtValue]) -> bool {
    got.len() == want.len()
        && reductions
            .iter()
            .zip(got.iter().zip(want))
            .all(|(r, (g, w))| {
                let (Some(g), Some(w)) = (r.bits_of(*g), r.bits_of(*w)) else {
                    return false;
                };
                r.lanes_of(g).zip(r.lanes_of(w)).all(|(a, b)| {
                    let (x, y, tol) = match r.lane_type() {
                        LoweredType::F32 => (
                            f64::from(f32::from_bits(a as u32)),
                            f64::from(f32::from_bits(b as u32)),
                            REASSOCIATION_TOLERANCE.0,
                        ),
                        LoweredType::F64 => (
                            f64::from_bits(a),
                            f64::from_bits(b),
                            REASSOCIATION_TOLERANCE.1,
                        ),
                        _ => return a == b,
                    };
                    // An ordered minimum or maximum is exact, signed zeros and NaN
                    // payloads included.
                    if r.op.ordered() {
                        return a == b;
                    }
                    if !matches!(r.op, ReductionOp::FAdd | ReductionOp::FMul) {
                        return a == b || x == y || (x.is_nan() && y.is_nan());
                    }
                    floats_agree(x, y, tol)
                })
            })
}

/// Stores `values` (one per reduction) as part `index` of the buffer at `base` (a byte offset
/// from the memory): at `base + index * part_bytes + r * slot_bytes`. The kernel's threads
/// store their parts so, and the combine kernel its combined ones.
pub fn store_parts(
    e: &mut Emitter<'_>,
    reductions: &[Reduction],
    base: Value,
    index: Value,
    values: &[Value],
) {
    let i64t = LoweredType::I64;
    let width = e.iconst(i64t, part_bytes(reductions));
    let row = e.bin(IntBinOp::Mul, index, width, i64t);
    let at = e.bin(IntBinOp::Add, base, row, i64t);
    for (r, (red, value)) in reductions.iter().zip(values).enumerate() {
        let off = e.iconst(i64t, r as u64 * slot_bytes(reductions));
        let addr = e.bin(IntBinOp::Add, at, off, i64t);
        e.insts.push(Inst {
            results: vec![],
            op: LoweredOp::Store {
                mem_ty: red.ty,
                value: *value,
                addr,
                offset: 0,
            },
        });
    }
}

/// Launches with more threads than this fold their parts on the device first
/// ([`combine_levels`]); the host folds at most this many.
pub const COMBINE_ABOVE: u64 = 256;

/// At least this many parts go into each combined part.
pub const PARTS_PER_COMBINED: u64 = 16;

/// At most this many combined parts (threads of the combine kernel) in one level: enough to
/// keep a GPU busy.
pub const MAX_COMBINED: u64 = 65_536;

/// The parts left after each launch of the combine kernel, for a launch of `threads`
/// threads: each level folds at least [`PARTS_PER_COMBINED`] parts into one (at most
/// [`MAX_COMBINED`] of them) until at most [`COMBINE_ABOVE`] are left for the host; none
/// when there are no more than that. A 2-D kernel of a million threads leaves 65,536, then
/// 4,096, then 256: the host folded 65,536 parts per launch before (about 2 ms a launch on
/// the H200 machine, run 149), each level on the device costs a launch of a few
/// microseconds.
pub fn combine_levels(threads: u64) -> Vec<u64> {
    let mut levels = Vec::new();
    let mut count = threads;
    while count > COMBINE_ABOVE {
        count = (count / PARTS_PER_COMBINED).clamp(1, MAX_COMBINED);
        levels.push(count);
    }
    levels
}

/// One launch of the combine kernel ([`combine_steps`]): it folds the `count` parts at byte
/// `from` into `combined` parts at byte `to`, both counted from where the threads' parts
/// start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CombineStep {
    pub from: u64,
    pub to: u64,
    pub count: u64,
    pub combined: u64,
}

/// Where a launch's parts go and how they are folded ([`combine_steps`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CombinePlan {
    /// The combine launches, in order.
    pub steps: Vec<CombineStep>,
    /// The byte where the parts left for the host start, and how many there are.
    pub left_at: u64,
    pub left: u64,
    /// The bytes all the levels' parts take, the threads' own included.
    pub bytes: u64,
}

/// The combine launches after a launch of `threads` threads with `part_bytes` of parts each,
/// one per level of [`combine_levels`], each level's parts right after the previous one's.
/// Both executors (the simulator and the GPU) size their buffers by it and walk its steps,
/// so they fold alike.
pub fn combine_steps(threads: u64, part_bytes: u64) -> CombinePlan {
    let (mut from, mut count) = (0u64, threads);
    let mut steps = Vec::new();
    for combined in combine_levels(threads) {
        let to = from + count * part_bytes;
        steps.push(CombineStep {
            from,
            to,
            count,
            combined,
        });
        (from, count) = (to, combined);
    }
    CombinePlan {
        steps,
        left_at: from,
        left: count,
        bytes: from + count * part_bytes,
    }
}

/// How many parts a launch of `threads` threads leaves for the host after the device folds
/// them ([`combine_levels`]): `threads` itself when it is small (no combine launch).
pub fn combined_parts(threads: u64) -> u64 {
    combine_levels(threads).last().copied().unwrap_or(threads)
}

/// The combine kernel of `reductions`: parameters `from`, `to` (byte offsets from the memory,
/// `i64`), `count` and `threads` (`i64`). Thread `t < threads` folds parts `t`, `t + threads`,
/// `t + 2 * threads`, ... below `count` of the buffer at `from` (consecutive threads read
/// consecutive parts) from the identity, and stores the result as part `t` at `to`. When one
/// of them must combine in order ([`ReductionOp::ordered`]), thread `t` folds the `t`-th run
/// of `ceil(count / threads)` consecutive parts instead, in order, so the combined parts are
/// in the loop's order too (a thread past the last run stores the identity).
pub fn combine_kernel(reductions: &[Reduction]) -> LoweredFunction {
    let mut types: Vec<LoweredType> = Vec::new();
    let value = |types: &mut Vec<LoweredType>, ty| {
        types.push(ty);
        Value(types.len() as u32 - 1)
    };
    let i64t = LoweredType::I64;
    let params: Vec<Value> = (0..4).map(|_| value(&mut types, i64t)).collect();
    let (from, to, count, threads) = (params[0], params[1], params[2], params[3]);
    let slot = slot_bytes(reductions);
    let stride_bytes = part_bytes(reductions);
    let (entry, head, step, done, ret) =
        (BlockId(0), BlockId(1), BlockId(2), BlockId(3), BlockId(4));
    // entry: the thread number; threads past `threads` return.
    let mut e = Emitter::new(&mut types);
    let gid = e.thread_position(
        SpecialReg::ThreadIdxX,
        SpecialReg::BlockIdxX,
        SpecialReg::BlockDimX,
    );
    let inside = e.cmp(IntCmpOp::LtU, gid, threads);
    let identities: Vec<Value> = reductions.iter().map(|r| r.identity(&mut e)).collect();
    let stride = e.iconst(i64t, stride_bytes);
    // The parts thread `gid` folds: from `first` below `end`, `step` apart.
    let (first, end, step_by) = if reductions.iter().any(|r| r.op.ordered()) {
        // In the loop's order: a run of `ceil(count / threads)` consecutive parts each.
        let one = e.iconst(i64t, 1);
        let less_one = e.bin(IntBinOp::Sub, threads, one, i64t);
        let rounded = e.bin(IntBinOp::Add, count, less_one, i64t);
        let run = e.bin(IntBinOp::DivU, rounded, threads, i64t);
        let first = e.bin(IntBinOp::Mul, gid, run, i64t);
        let past = e.bin(IntBinOp::Add, first, run, i64t);
        let short = e.cmp(IntCmpOp::LtU, past, count);
        let end = e.select(short, past, count, i64t);
        (first, end, one)
    } else {
        (gid, count, threads)
    };
    let entry_insts = std::mem::take(&mut e.insts);
    let mut head_args = vec![first];
    head_args.extend(&identities);
    let entry_block = LoweredBlock {
        id: entry,
        params: params.clone(),
        insts: entry_insts,
        term: Terminator::Branch {
            cond: inside,
            then_dest: BlockCall {
                block: head,
                args: head_args,
            },
            else_dest: BlockCall {
                block: ret,
                args: vec![],
            },
        },
    };
    // head(j, accs): j < end ? step : done(accs).
    let j = value(&mut types, i64t);
    let accs: Vec<Value> = reductions.iter().map(|r| value(&mut types, r.ty)).collect();
    let mut e = Emitter::new(&mut types);
    let more = e.cmp(IntCmpOp::LtU, j, end);
    let head_block = LoweredBlock {
        id: head,
        params: std::iter::once(j).chain(accs.iter().copied()).collect(),
        insts: std::mem::take(&mut e.insts),
        term: Terminator::Branch {
            cond: more,
            then_dest: BlockCall {
                block: step,
                args: vec![],
            },
            else_dest: BlockCall {
                block: done,
                args: accs.clone(),
            },
        },
    };
    // step: fold part j in, j += step_by.
    let row = e.bin(IntBinOp::Mul, j, stride, i64t);
    let at = e.bin(IntBinOp::Add, from, row, i64t);
    let mut next = vec![e.bin(IntBinOp::Add, j, step_by, i64t)];
    let mut parts = Vec::new();
    for (r, red) in reductions.iter().enumerate() {
        let off = e.iconst(i64t, r as u64 * slot);
        let addr = e.bin(IntBinOp::Add, at, off, i64t);
        parts.push(e.push(
            LoweredOp::Load {
                ty: red.ty,
                mem_ty: red.ty,
                extend: LoadExtend::None,
                addr,
                offset: 0,
            },
            red.ty,
        ));
    }
    for (r, (red, acc)) in reductions.iter().zip(&accs).enumerate() {
        let part = parts[r];
        // An index goes with its value: the later part's where the later value takes over.
        if let Some((k, take)) = taken_with(reductions, red) {
            let c = match take {
                Take::Float(cmp) => e.fcmp(cmp, parts[k], accs[k]),
                Take::Int(cmp) => e.cmp(cmp, parts[k], accs[k]),
            };
            next.push(e.select(c, part, *acc, red.ty));
            continue;
        }
        next.push(red.op.emit(&mut e, red.lanes, red.ty, *acc, part));
    }
    let step_block = LoweredBlock {
        id: step,
        params: vec![],
        insts: std::mem::take(&mut e.insts),
        term: Terminator::Jump(BlockCall {
            block: head,
            args: next,
        }),
    };
    drop(e);
    // done(totals): store them as part `gid` at `to`.
    let totals: Vec<Value> = reductions.iter().map(|r| value(&mut types, r.ty)).collect();
    let mut e = Emitter::new(&mut types);
    store_parts(&mut e, reductions, to, gid, &totals);
    let done_block = LoweredBlock {
        id: done,
        params: totals,
        insts: std::mem::take(&mut e.insts),
        term: Terminator::Return { values: vec![] },
    };
    let ret_block = LoweredBlock {
        id: ret,
        params: vec![],
        insts: vec![],
        term: Terminator::Return { values: vec![] },
    };
    let name: String = reductions
        .iter()
        .map(|r| {
            let lanes = r.lanes.map_or(String::new(), |s| format!("x{}", s.lanes()));
            format!("_{}{}{lanes}", r.op.short_name(), r.lane_bits())
        })
        .collect();
    LoweredFunction {
        name: format!("__auto_combine{name}"),
        signature: LoweredSignature {
            params: vec![i64t; 4],
            results: vec![],
        },
        value_types: types,
        blocks: vec![entry_block, head_block, step_block, done_block, ret_block],
        globals: Vec::new(),
    }
}

/// The totals of `reductions` after a launch: each combines the value on entry with the first
/// `count` parts of `parts` ([`part_bytes`] each, a [`slot_bytes`] slot per reduction, little
/// endian; the bytes past a narrower type's width are ignored). `None` when `parts` is too short or an entry value has another
/// type.
pub fn combine_on_host(
    reductions: &[Reduction],
    entry: &[RtValue],
    parts: &[u8],
    count: u64,
) -> Option<Vec<RtValue>> {
    let slot = slot_bytes(reductions) as usize;
    let stride = part_bytes(reductions) as usize;
    if (parts.len() as u64) < count * stride as u64 || entry.len() < reductions.len() {
        return None;
    }
    let mut accs: Vec<u128> = (reductions.iter().zip(entry))
        .map(|(red, init)| red.bits_of(*init))
        .collect::<Option<_>>()?;
    let with: Vec<Option<(usize, Take)>> = (reductions.iter())
        .map(|red| taken_with(reductions, red))
        .collect();
    for t in parts.chunks_exact(stride).take(count as usize) {
        let words: Vec<u128> = (reductions.iter().enumerate())
            .map(|(r, red)| {
                let mut bytes = [0u8; 16];
                bytes[..slot].copy_from_slice(&t[r * slot..r * slot + slot]);
                u128::from_le_bytes(bytes) & red.mask()
            })
            .collect();
        // Each index first, with its value as it was before this part; then the others.
        for (r, w) in with.iter().enumerate() {
            if let Some((k, take)) = *w {
                if reductions[k].takes_over(take, accs[k], words[k]) {
                    accs[r] = words[r];
                }
            }
        }
        for (r, red) in reductions.iter().enumerate() {
            if with[r].is_none() {
                accs[r] = red.combine(accs[r], words[r]);
            }
        }
    }
    Some(
        (reductions.iter().zip(accs))
            .map(|(red, acc)| red.value(acc))
            .collect(),
    )
}

/// For an index ([`ReductionOp::ArgOf`]), the position in `reductions` of the minimum or
/// maximum it is taken with, and that one's comparison.
fn taken_with(reductions: &[Reduction], red: &Reduction) -> Option<(usize, Take)> {
    let ReductionOp::ArgOf { value, take } = red.op else {
        return None;
    };
    let k = reductions
        .iter()
        .position(|r| r.param == usize::from(value))?;
    Some((k, take))
}

#[cfg(test)]
mod tests {
    use super::*;
    use lowered_ir::interp::{Dim3, ThreadPosition};
    use lowered_ir::Interpreter;

    fn red(param: usize, op: ReductionOp, ty: LoweredType, lanes: Option<Shape>) -> Reduction {
        Reduction {
            param,
            op,
            ty,
            lanes,
        }
    }

    /// The combine kernel, run over every thread of a simulated grid, folds random parts into
    /// combined parts whose host fold equals the host fold of the parts themselves, for each
    /// integer operation, both widths and `v128` lanes of every integer shape.
    #[test]
    fn combined_parts_fold_to_the_same_totals() {
        use LoweredType::{I32, I64, V128};
        let scalars = vec![
            red(0, ReductionOp::IAdd, I32, None),
            red(1, ReductionOp::IMul, I64, None),
            red(2, ReductionOp::Xor, I32, None),
            red(3, ReductionOp::And, I64, None),
            red(4, ReductionOp::Or, I32, None),
        ];
        let vectors = vec![
            red(0, ReductionOp::IAdd, V128, Some(Shape::I32x4)),
            red(1, ReductionOp::IAdd, V128, Some(Shape::I16x8)),
            red(2, ReductionOp::IMul, V128, Some(Shape::I64x2)),
            red(3, ReductionOp::Xor, V128, Some(Shape::I8x16)),
            red(4, ReductionOp::IAdd, I32, None),
        ];
        for reductions in [scalars, vectors] {
            // Mostly ones so that `and` keeps some bits.
            combine_and_compare(&reductions, |x, byte| {
                (x.rotate_left(8 * (byte % 8) as u32) as u8) | 0xc3
            });
        }
    }

    /// The same for the ordered float minima and maxima beside an integer sum, with parts
    /// drawn from a few values that tie (`+0.0` and `-0.0`, NaNs of two payloads, `-inf`):
    /// the combined parts keep the loop's order, so their fold keeps the same one of equal
    /// values (a combine that folded parts `t`, `t + threads`, ... would not).
    #[test]
    fn ordered_combined_parts_keep_the_loop_order() {
        use LoweredType::{F32, F64, I64};
        let reductions = vec![
            red(0, ReductionOp::FMaxFirst, F64, None),
            red(1, ReductionOp::FMinLast, F32, None),
            red(2, ReductionOp::FMaxLast, F64, None),
            red(3, ReductionOp::IAdd, I64, None),
            red(4, ReductionOp::FMinFirst, F32, None),
        ];
        // The f64s are maxima, the f32s minima: both extremes are a signed zero.
        let f64s = [
            0.0f64,
            -0.0,
            f64::NAN,
            -1.0,
            f64::NEG_INFINITY,
            0.0,
            -0.0,
            -1.0,
        ];
        let nan32 = f32::from_bits(0x7fc0_0123);
        let f32s = [0.0f32, -0.0, nan32, 1.0, f32::INFINITY, -0.0, 0.0, 1.0];
        let slot = slot_bytes(&reductions) as u64;
        combine_and_compare(&reductions, |x, byte| {
            let (r, b) = (byte / slot, (byte % slot) as u32);
            let pick = ((x >> 20) % 8) as usize;
            let bits = match reductions[r as usize].ty {
                F64 => f64s[pick].to_bits(),
                F32 => u64::from(f32s[pick].to_bits()),
                _ => x,
            };
            (bits >> (8 * b)) as u8
        });
        let k = combine_kernel(&reductions);
        crate::auto::offload::ptx::kernel_ptx(&k, true, 0, 90, None)
            .expect("the ordered combine kernel lowers to PTX");
    }

    /// Runs the combine kernel over parts whose bytes `fill(random, byte of the part)` gives
    /// (the random number is the same for the 8 bytes of a slot),
    /// and compares the host's fold of its combined parts with the fold of the parts.
    fn combine_and_compare(reductions: &[Reduction], fill: impl Fn(u64, u64) -> u8) {
        let k = combine_kernel(reductions);
        lowered_ir::verify_function(&k).expect("the combine kernel verifies");
        let stride = part_bytes(reductions) as usize;
        for count in [1u64, 7, 257, 1001, 4099] {
            let out_n = combined_parts(count).min(count);
            let mut memory = vec![0u8; stride * (count + out_n) as usize];
            let mut x = count.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
            for (i, b) in memory[..stride * count as usize].iter_mut().enumerate() {
                // A new random number per slot of 8 bytes, so a slot's bytes agree.
                if i % 8 == 0 {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                }
                *b = fill(x, (i % stride) as u64);
            }
            let parts = memory[..stride * count as usize].to_vec();
            let to = (stride as u64) * count;
            let args = [
                RtValue::I64(0),
                RtValue::I64(to),
                RtValue::I64(count),
                RtValue::I64(out_n),
            ];
            let mut interp = Interpreter::new();
            let block = 64u32;
            let blocks = (out_n as u32).div_ceil(block);
            for bx in 0..blocks {
                for tx in 0..block {
                    let position = ThreadPosition {
                        thread_idx: Dim3::new(tx, 0, 0),
                        block_idx: Dim3::new(bx, 0, 0),
                        block_dim: Dim3::new(block, 1, 1),
                        grid_dim: Dim3::new(blocks, 1, 1),
                    };
                    interp
                        .call_in_thread(&k, &args, &mut memory, Some(position))
                        .expect("the combine kernel runs");
                }
            }
            let entry: Vec<RtValue> = reductions
                .iter()
                .enumerate()
                .map(|(i, r)| r.value(0x5555_0000_1234_5678_9abc_def0_0f0f_0003 >> i))
                .collect();
            let want = combine_on_host(reductions, &entry, &parts, count).expect("parts");
            let got = combine_on_host(reductions, &entry, &memory[to as usize..], out_n)
                .expect("combined");
            assert_eq!(got, want, "{count} parts into {out_n}");
        }
    }
}
