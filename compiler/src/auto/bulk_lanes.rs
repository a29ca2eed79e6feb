//! Bulk rows: a one-dimensional kernel whose iterations only compute addresses and run
//! `memory.copy`/`memory.fill` (a row loop calling `memcpy` or `memset`: a stencil's copy
//! back, `for i { for j a[i][j] = b[i][j] }` at -O2) runs [`LANES`] threads per iteration,
//! each copying or filling one contiguous chunk of every bulk op. One thread per row copied
//! a whole row alone: jacobi2d's 2,047 rows of 32 KiB took 1.9 ms a launch on the H200, a
//! few thousand threads on a device made for a hundred thousand.
//!
//! The lanes of an iteration run the same code (nothing in it depends on the lane but the
//! chunk), so they branch and trap alike. What a bulk op means stays as wasm says:
//! - a copy whose source and destination meet (`memmove`), or a range that runs past 2^32
//!   (the op traps), runs whole in lane 0, the other lanes running it with length 0 (which
//!   traps where the whole op's start does);
//! - otherwise lane `l` runs bytes `[l*c, (l+1)*c)` of it (clamped to its length), with `c`
//!   a multiple of 4 (a row of words still moves by words, `convert.rs`);
//! - a bulk op that meets what an earlier one of the same iteration wrote or read (the
//!   chunks of the two are not ordered across lanes) traps as `read_conflict`: the launch
//!   reruns on the CPU and the kernel is not launched again.
//!
//! [`fits`] says whether a loop's body may run so (`plan::kernel_dims` decides for the
//! kernel, `KernelDims::bulk_lanes`, and the plan JSON says `"bulk_lanes": 32`); [`split`]
//! rewrites one block of the kernel. This module changes nothing else: the grid's second dimension is the launch's
//! (`offload.rs`, `Kernel::lanes`), the lane's number the kernel's entry (`outline.rs`).

use super::induction::Analysis;
use crate::lowered_emit::Emitter;
use lowered_ir::{ConvOp, Inst, IntBinOp, IntCmpOp, LoweredOp, LoweredType, TrapKind, Value};

/// Threads per iteration of a bulk-rows kernel: one warp, the x dimension of a 2-D launch's
/// 32 x 8 block (`offload::launch_shape`).
pub const LANES: u64 = 32;

/// Whether loop `k`'s body may run as bulk rows: it has no loop inside it and at least one
/// `memory.copy` or `memory.fill`, all in one block, and besides them nothing that loads,
/// stores, calls or has another effect but a trap.
pub(crate) fn fits(a: &Analysis<'_>, k: usize) -> bool {
    let lp = &a.forest.loops[k];
    if !lp.children.is_empty() {
        return false;
    }
    let mut bulk_blocks = lp.blocks.iter().filter(|b| {
        a.f.blocks[**b].insts.iter().any(|i| {
            matches!(
                i.op,
                LoweredOp::MemoryCopy { .. } | LoweredOp::MemoryFill { .. }
            )
        })
    });
    if bulk_blocks.next().is_none() || bulk_blocks.next().is_some() {
        return false;
    }
    lp.blocks.iter().all(|b| {
        a.f.blocks[*b].insts.iter().all(|i| match &i.op {
            LoweredOp::MemoryCopy { .. }
            | LoweredOp::MemoryFill { .. }
            | LoweredOp::TrapIf { .. }
            | LoweredOp::BoundsCheck { .. } => true,
            LoweredOp::Load { .. } | LoweredOp::ReadSpecialReg { .. } => false,
            op => !op.has_side_effects(),
        })
    })
}

/// `insts` (one block of a bulk-rows kernel) with each bulk op narrowed to lane `lane`'s
/// chunk (`lane` an `i64` below [`LANES`]), as the module docs say.
pub(crate) fn split(insts: Vec<Inst>, lane: Value, types: &mut Vec<LoweredType>) -> Vec<Inst> {
    let mut out = Vec::with_capacity(insts.len());
    // The whole ranges of this block's bulk ops so far: written, and read (a copy's).
    let mut earlier: Vec<(Span, Option<Span>)> = Vec::new();
    for inst in insts {
        let (dst, len) = match inst.op {
            LoweredOp::MemoryCopy { dst, len, .. } | LoweredOp::MemoryFill { dst, len, .. } => {
                (dst, len)
            }
            _ => {
                out.push(inst);
                continue;
            }
        };
        let i64t = LoweredType::I64;
        let mut e = Emitter::new(types);
        let n = e.zext64(len);
        let range = |e: &mut Emitter<'_>, at: Value| {
            let start = e.zext64(at);
            let end = e.bin(IntBinOp::Add, start, n, i64t);
            (start, end)
        };
        let written = range(&mut e, dst);
        let read = match inst.op {
            LoweredOp::MemoryCopy { src, .. } => Some(range(&mut e, src)),
            _ => None,
        };
        // Against the earlier ops of the iteration: write after write, read after write,
        // write after read.
        let mut conflict = e.iconst(LoweredType::I8, 0);
        for (w, r) in &earlier {
            let mut pairs = vec![(written, *w)];
            pairs.extend(read.map(|rd| (rd, *w)));
            pairs.extend(r.map(|r| (written, r)));
            for (x, y) in pairs {
                let m = meets(&mut e, x, y);
                conflict = e.bin(IntBinOp::Or, conflict, m, LoweredType::I8);
            }
        }
        if !earlier.is_empty() {
            e.insts.push(Inst {
                results: Vec::new(),
                op: LoweredOp::TrapIf {
                    cond: conflict,
                    kind: TrapKind::ReadConflict,
                },
            });
        }
        // Whole in lane 0: past 2^32, or a copy onto itself.
        let top = e.iconst(i64t, 1 << 32);
        let mut whole = e.cmp(IntCmpOp::GtU, written.1, top);
        if let Some(rd) = read {
            let past = e.cmp(IntCmpOp::GtU, rd.1, top);
            whole = e.bin(IntBinOp::Or, whole, past, LoweredType::I8);
            let onto = meets(&mut e, written, rd);
            whole = e.bin(IntBinOp::Or, whole, onto, LoweredType::I8);
        }
        // The chunk: c = ((n >> 5) + 4) & !3 (32 of them cover n), from min(lane * c, n).
        let five = e.iconst(i64t, 5);
        let four = e.iconst(i64t, 4);
        let c = e.bin(IntBinOp::ShrU, n, five, i64t);
        let c = e.bin(IntBinOp::Add, c, four, i64t);
        let mask = e.iconst(i64t, !3u64);
        let c = e.bin(IntBinOp::And, c, mask, i64t);
        let at = e.bin(IntBinOp::Mul, lane, c, i64t);
        let start = umin(&mut e, at, n);
        let rest = e.bin(IntBinOp::Sub, n, start, i64t);
        let chunk = umin(&mut e, c, rest);
        let zero = e.iconst(i64t, 0);
        let first_lane = e.cmp(IntCmpOp::Eq, lane, zero);
        let whole_len = e.select(first_lane, n, zero, i64t);
        let start = e.select(whole, zero, start, i64t);
        let chunk = e.select(whole, whole_len, chunk, i64t);
        let narrow = |e: &mut Emitter<'_>, v: Value| {
            e.push(
                LoweredOp::Convert {
                    op: ConvOp::Ireduce,
                    arg: v,
                    to: LoweredType::I32,
                },
                LoweredType::I32,
            )
        };
        let moved = |e: &mut Emitter<'_>, base: Value| {
            let at = e.bin(IntBinOp::Add, base, start, i64t);
            narrow(e, at)
        };
        let new_dst = moved(&mut e, written.0);
        let new_src = read.map(|rd| moved(&mut e, rd.0));
        let new_len = narrow(&mut e, chunk);
        out.extend(e.insts);
        // The op itself, its operands narrowed (a fill keeps its byte).
        let mut inst = inst;
        if let LoweredOp::MemoryCopy { dst, len, .. } | LoweredOp::MemoryFill { dst, len, .. } =
            &mut inst.op
        {
            (*dst, *len) = (new_dst, new_len);
        }
        if let (LoweredOp::MemoryCopy { src, .. }, Some(new_src)) = (&mut inst.op, new_src) {
            *src = new_src;
        }
        out.push(inst);
        earlier.push((written, read));
    }
    out
}

/// A byte range `[start, end)` as two `i64` values of the kernel.
type Span = (Value, Value);

/// Whether the byte ranges `[x.0, x.1)` and `[y.0, y.1)` (`i64`, no wrap) share a byte.
fn meets(e: &mut Emitter<'_>, x: Span, y: Span) -> Value {
    let a = e.cmp(IntCmpOp::LtU, x.0, y.1);
    let b = e.cmp(IntCmpOp::LtU, y.0, x.1);
    e.bin(IntBinOp::And, a, b, LoweredType::I8)
}

/// The unsigned minimum of two `i64`s.
fn umin(e: &mut Emitter<'_>, x: Value, y: Value) -> Value {
    let lt = e.cmp(IntCmpOp::LtU, x, y);
    e.select(lt, x, y, LoweredType::I64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use lowered_ir::{InterpError, Interpreter, LoweredFunction, RtValue};

    /// Two bulk ops, `copy(d1, s1, n1)` then `fill(d2, 0x5a, n2)` or `copy(d2, s2, n2)`,
    /// with the lane as the last parameter; and the same with each op narrowed to its lane.
    fn pair(second_is_copy: bool) -> (LoweredFunction, LoweredFunction) {
        let second = if second_is_copy {
            "memory_copy v3, v4, v5"
        } else {
            "v7: i32 = iconst 0x5a\n  memory_fill v3, v7, v5"
        };
        let text = format!(
            "function @f(i32, i32, i32, i32, i32, i32, i64) -> () {{\n\
             block0(v0: i32, v1: i32, v2: i32, v3: i32, v4: i32, v5: i32, v6: i64):\n  \
             memory_copy v0, v1, v2\n  {second}\n  return\n}}\n"
        );
        let f = lowered_ir::parse_function(&text).expect("parses");
        let mut g = f.clone();
        let insts = std::mem::take(&mut g.blocks[0].insts);
        g.blocks[0].insts = split(insts, Value(6), &mut g.value_types);
        lowered_ir::verify_function(&g).expect("the narrowed block verifies");
        (f, g)
    }

    /// Runs `f` once (lane 0 of nothing) and `g` in every lane one after another (what the
    /// lanes of an iteration do at once, in some order, when their chunks are disjoint):
    /// both memories and whether each trapped, and with what.
    fn both(second_is_copy: bool, ops: [u32; 6]) -> [(Vec<u8>, Option<InterpError>); 2] {
        let (f, g) = pair(second_is_copy);
        let start: Vec<u8> = (0..4096u32).map(|i| (i * 37 % 251) as u8).collect();
        let args = |lane: u64| {
            let mut a: Vec<RtValue> = ops.iter().map(|v| RtValue::I32(*v)).collect();
            a.push(RtValue::I64(lane));
            a
        };
        let mut whole = start.clone();
        let w = Interpreter::new().call_in_thread(&f, &args(0), &mut whole, None);
        let mut lanes = start;
        let mut l = Ok(Vec::new());
        for lane in 0..LANES {
            l = Interpreter::new().call_in_thread(&g, &args(lane), &mut lanes, None);
            if l.is_err() {
                break;
            }
        }
        [(whole, w.err()), (lanes, l.err())]
    }

    fn trap_of(e: &Option<InterpError>) -> Option<TrapKind> {
        match e {
            Some(InterpError::Trap(k)) => Some(*k),
            Some(other) => panic!("not a trap: {other}"),
            None => None,
        }
    }

    /// Disjoint ops, aligned or not, long or shorter than the lanes: the lanes' chunks
    /// leave what the whole ops leave.
    #[test]
    fn lanes_copy_and_fill_what_the_whole_ops_do() {
        for second_is_copy in [false, true] {
            for ops in [
                [0, 1024, 1000, 2048, 3072, 1000],
                [1, 1027, 999, 2050, 3073, 7],
                [0, 100, 31, 200, 300, 0],
                [4, 2000, 2, 3000, 3500, 33],
            ] {
                let [(whole, w), (lanes, l)] = both(second_is_copy, ops);
                assert_eq!(trap_of(&w), None, "{ops:?}");
                assert_eq!(trap_of(&l), None, "{ops:?}");
                assert!(whole == lanes, "{ops:?} (second a copy: {second_is_copy})");
            }
        }
    }

    /// A copy onto itself (`memmove`) runs whole in lane 0, forward or backward.
    #[test]
    fn an_overlapping_copy_runs_whole_in_lane_zero() {
        for ops in [
            [103, 100, 900, 2048, 3072, 10],
            [100, 103, 900, 2048, 3072, 10],
        ] {
            let [(whole, w), (lanes, l)] = both(true, ops);
            assert_eq!((trap_of(&w), trap_of(&l)), (None, None));
            assert!(whole == lanes, "{ops:?}");
        }
    }

    /// Out of bounds, partly or past 2^32: the narrowed ops trap as well (a lane's trap
    /// makes its launch rerun on the CPU, where the whole op traps).
    #[test]
    fn ranges_out_of_bounds_trap_in_some_lane() {
        for ops in [
            [4000, 0, 200, 0, 0, 0],
            [0xffff_fff0, 0, 100, 0, 0, 0],
            [0, 4090, 100, 0, 0, 0],
        ] {
            let [(_, w), (_, l)] = both(true, ops);
            assert_eq!(trap_of(&w), Some(TrapKind::MemoryOutOfBounds), "{ops:?}");
            assert_eq!(trap_of(&l), Some(TrapKind::MemoryOutOfBounds), "{ops:?}");
        }
    }

    /// A second op that meets what the first wrote or read (unordered across lanes) traps
    /// as a read conflict, and one clear of both does not.
    #[test]
    fn an_op_meeting_an_earlier_one_traps_as_a_read_conflict() {
        for (ops, second_is_copy) in [
            ([0, 1024, 100, 50, 3072, 10], true), // writes what the first wrote
            ([0, 1024, 100, 3072, 50, 10], true), // reads what the first wrote
            ([0, 1024, 100, 1030, 3072, 10], true), // writes what the first read
            ([0, 1024, 100, 1100, 3072, 10], false), // fills what the first read
        ] {
            let [(_, w), (_, l)] = both(second_is_copy, ops);
            assert_eq!(trap_of(&w), None, "{ops:?}");
            assert_eq!(trap_of(&l), Some(TrapKind::ReadConflict), "{ops:?}");
        }
        let [(whole, _), (lanes, l)] = both(true, [0, 1024, 100, 100, 1124, 10]);
        assert_eq!(trap_of(&l), None);
        assert!(whole == lanes);
    }
}
