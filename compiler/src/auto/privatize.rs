//! Private copies of a loop's scratch arrays (docs/AUTO-OFFLOAD.md, "Private copies").
//!
//! `for i { for j: tmp[j] = f(a[i][j]); for j: b[i][j] = g(tmp) }` writes the same bytes of
//! `tmp` in every iteration of `i`, so its iterations cannot share them; yet no iteration
//! reads what another wrote, where each reads only what it wrote itself first. The
//! dependence analysis names such groups ([`super::dependence::LoopDeps::private`]: their
//! addresses do not move with the loop's counter, and one of them stores). A launch then
//! gives every thread its own copy of their bytes:
//!
//! - the launch ([`PrivateRegion`], `offload::Env::private_region`) takes the hull of the
//!   storing groups' bytes, widened by every other such group that meets it, as the region;
//!   no other group of the loop may touch it;
//! - the kernel ([`add_private_copies`]) sends each access of a group in the region to the
//!   thread's copy (`copies + t*span + (address - lo)`), marks what it stores in the
//!   thread's shadow (one byte per byte, all ones once written), clears the shadow first,
//!   and traps (`read_conflict`) where a thread reads a byte of its copy that the shadow
//!   does not mark: the loop then reruns on the CPU from the memory before the launch, as
//!   for a gathered read that meets a write. A `memory.copy` out of the region becomes a
//!   byte loop from the copy. Thread `t` is the `t`-th iteration in the loops' order (one
//!   dimension, or two: `y * row + x`);
//! - after it, [`merge_kernel`] writes each byte of the region as the last thread (the last
//!   iteration, in the loop's order) that wrote it left it, and leaves the bytes no thread
//!   wrote as they were. The memory is then what the loop leaves, exactly.
//!
//! This module builds the kernel's extra code and the merge kernel, and lays out the
//! scratch; it must not decide whether a loop is parallel (`dependence.rs`) or whether a
//! launch may run (`offload.rs`).

use super::dependence::{Access, Group};
use crate::lowered_emit::Emitter;
use lowered_ir::{
    BlockCall, BlockId, Inst, IntBinOp, IntCmpOp, LoadExtend, LoweredBlock, LoweredFunction,
    LoweredOp, LoweredType, SpecialReg, Terminator, Value,
};

/// One access of a kept group, as the kernel holds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PrivateAccess {
    /// The block (its id in the function and in the kernel, which copies it).
    pub block: BlockId,
    /// The instruction's index in the block, before anything is added to the kernel.
    pub inst: usize,
    /// The group's place in [`super::dependence::LoopDeps::private`].
    pub slot: usize,
    pub store: bool,
}

/// The fewest threads a launch with private copies needs where the cost model judges it:
/// with fewer (an image's three channels, each filtered through one scratch row), each
/// thread runs a large share of the work in order, and the loops inside (backups,
/// `nests::may_decline`) launch with more threads each. (The cost model itself refuses a
/// few threads of long serial work: doitgen's 256 rows of `r` alone, 1.6G instructions
/// each, run 169; as `(r, q)` threads it launches.)
pub const MIN_PRIVATE_THREADS: u64 = 32;

/// The kernel's extra parameters before the slots' flags ([`PrivateRegion::kernel_args`]).
const EXTRA_ARGS: usize = 6;

/// Scratch bytes a launch may use for copies and shadows together (larger ones decline).
pub const MAX_PRIVATE_BYTES: u64 = 1 << 30;

/// The region a launch keeps private, and which kept groups it holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PrivateRegion {
    /// The region's first byte, a multiple of 16, and its length, a multiple of 16: every
    /// copy then keeps each access's alignment.
    pub lo: u64,
    pub span: u64,
    /// Per slot of [`super::dependence::LoopDeps::private`]: whether that group's bytes are
    /// in the region (every storing group's are; a reading group's where it meets them).
    pub enabled: Vec<bool>,
}

impl PrivateRegion {
    /// Scratch bytes for `threads` threads: a copy and a shadow each.
    pub fn scratch_bytes(&self, threads: u64) -> Option<u64> {
        threads.checked_mul(self.span)?.checked_mul(2)
    }

    /// Whether `threads` threads' copies and shadows fit in [`MAX_PRIVATE_BYTES`]; `Err`
    /// says why not (the launch's `private_copies` fallback).
    pub fn fits(&self, threads: u64) -> Result<(), String> {
        match self.scratch_bytes(threads) {
            Some(n) if n <= MAX_PRIVATE_BYTES => Ok(()),
            _ => Err(format!(
                "{threads} threads' copies of {} bytes, with their shadows, are more than the {MAX_PRIVATE_BYTES} bytes a launch may keep beside the memory",
                self.span
            )),
        }
    }

    /// The kernel's extra arguments, with the copies at `at` (a byte offset from the
    /// memory, wrapping like every scratch offset) for `threads` threads, `row` of them in
    /// each row of a 2-D grid (all of them in a 1-D one), then the shadows: `copies - lo`,
    /// `shadows - lo`, `shadows`, `span`, `threads`, `row`, one flag per slot.
    pub fn kernel_args(&self, at: u64, threads: u64, row: u64) -> Vec<i64> {
        let shadows = at.wrapping_add(threads.wrapping_mul(self.span));
        let mut args = vec![
            at.wrapping_sub(self.lo) as i64,
            shadows.wrapping_sub(self.lo) as i64,
            shadows as i64,
            self.span as i64,
            threads as i64,
            row as i64,
        ];
        args.extend(self.enabled.iter().map(|e| i64::from(*e)));
        args
    }

    /// The merge kernel's arguments ([`merge_kernel`]) and its thread count (one per byte).
    pub fn merge_args(&self, at: u64, threads: u64) -> ([i64; 5], u64) {
        let shadows = at.wrapping_add(threads.wrapping_mul(self.span));
        (
            [
                self.lo as i64,
                at as i64,
                shadows as i64,
                self.span as i64,
                threads as i64,
            ],
            self.span,
        )
    }
}

/// The threads in one row of a launch's grid over `trips` (one count per dimension, as
/// `offload::launch_shape` takes them): the inner count of two, all of them otherwise.
pub fn row_threads(trips: &[u64]) -> u64 {
    match trips {
        [_, inner] => *inner,
        _ => trips.iter().product(),
    }
}

/// The region of a launch from the kept groups' ranges (by slot: whether the group stores,
/// and its bytes, `None` where it does not run) and every other group's range: the hull of
/// the storing groups, widened by each reading group that meets it until none does,
/// aligned to 16. `Err` names what meets it.
pub fn region(
    kept: &[(bool, Option<(u64, u64)>)],
    others: &[(u64, u64)],
) -> Result<Option<PrivateRegion>, String> {
    let mut hull: Option<(u64, u64)> = None;
    let mut enabled = vec![false; kept.len()];
    for (slot, (stores, r)) in kept.iter().enumerate() {
        if let (true, Some((a, b))) = (stores, r) {
            hull = Some(hull.map_or((*a, *b), |(x, y)| (x.min(*a), y.max(*b))));
            enabled[slot] = true;
        }
    }
    let Some(mut hull) = hull else {
        return Ok(None);
    };
    loop {
        let mut grew = false;
        for (slot, (_, r)) in kept.iter().enumerate() {
            if let (false, Some((a, b))) = (enabled[slot], r) {
                if *a < hull.1 && hull.0 < *b {
                    hull = (hull.0.min(*a), hull.1.max(*b));
                    enabled[slot] = true;
                    grew = true;
                }
            }
        }
        if !grew {
            break;
        }
    }
    let lo = hull.0 & !15;
    let span = (hull.1 - lo).next_multiple_of(16);
    if let Some((a, b)) = others.iter().find(|(a, b)| *a < lo + span && lo < *b) {
        return Err(format!(
            "bytes {a}..{b} meet the region {lo}..{} that every thread keeps a copy of",
            lo + span
        ));
    }
    Ok(Some(PrivateRegion { lo, span, enabled }))
}

/// The accesses of the kept groups `private` (indices into `groups`) in `blocks`: `Err`
/// where one is not found as a plain load or store of one group.
pub fn accesses_of(
    private: &[usize],
    groups: &[Group],
    accesses: &[Access],
    blocks: &std::collections::BTreeSet<usize>,
    ids: &[BlockId],
    group_of: impl Fn(&Access) -> Option<usize>,
) -> Result<Vec<PrivateAccess>, String> {
    let mut out: Vec<PrivateAccess> = Vec::new();
    for x in accesses.iter().filter(|x| blocks.contains(&x.block)) {
        let Some(g) = group_of(x) else { continue };
        let Some(slot) = private.iter().position(|p| *p == g) else {
            continue;
        };
        // Plain loads and stores, and the source of a `memory.copy` (a read of the region).
        if (x.store && x.len.is_some()) || groups.get(g).is_none() {
            return Err(format!(
                "access range {g} is kept by each thread but is not a plain load or store or a copy's source"
            ));
        }
        let p = PrivateAccess {
            block: ids[x.block],
            inst: x.inst,
            slot,
            store: x.store,
        };
        if let Some(q) = out.iter().find(|q| q.block == p.block && q.inst == p.inst) {
            if *q != p {
                return Err(
                    "an instruction belongs to two access ranges kept by each thread".into(),
                );
            }
            continue;
        }
        out.push(p);
    }
    Ok(out)
}

/// The memory type and offset of each chunk of a `width`-byte shadow (at most 8 bytes each).
fn shadow_chunks(width: u32) -> Vec<(LoweredType, u32)> {
    match width {
        1 => vec![(LoweredType::I8, 0)],
        2 => vec![(LoweredType::I16, 0)],
        4 => vec![(LoweredType::I32, 0)],
        8 => vec![(LoweredType::I64, 0)],
        _ => (0..width.div_ceil(8))
            .map(|k| (LoweredType::I64, 8 * k))
            .collect(),
    }
}

/// Ones in the low `mem` bits, as the register type of a load of `mem`.
fn ones(e: &mut Emitter<'_>, mem: LoweredType) -> (Value, LoweredType) {
    match mem {
        LoweredType::I64 => (e.iconst(LoweredType::I64, u64::MAX), LoweredType::I64),
        m => (
            e.iconst(LoweredType::I32, (1u64 << m.bits()) - 1),
            LoweredType::I32,
        ),
    }
}

/// Copies the byte at `from` to `to` (both `i64` byte offsets from the memory).
fn copy_byte(e: &mut Emitter<'_>, from: Value, to: Value) {
    let byte = e.push(
        LoweredOp::Load {
            ty: LoweredType::I32,
            mem_ty: LoweredType::I8,
            extend: LoadExtend::Zero,
            addr: from,
            offset: 0,
        },
        LoweredType::I32,
    );
    e.insts.push(effect(LoweredOp::Store {
        mem_ty: LoweredType::I8,
        value: byte,
        addr: to,
        offset: 0,
    }));
}

fn effect(op: LoweredOp) -> Inst {
    Inst {
        results: Vec::new(),
        op,
    }
}

/// Sends `kernel`'s accesses `private` to the thread's copy, with their shadow marks and
/// checks, and clears the thread's shadow at its start ([`PrivateRegion::kernel_args`]
/// are its last `6 + slots` parameters). Thread `t` (`y * row + x` on a 2-D grid) is the
/// `t`-th iteration in the loops' order. `kernel` is the outlined kernel before any other
/// rewrite: its blocks hold the function's instructions at their indices.
pub fn add_private_copies(
    kernel: &mut LoweredFunction,
    private: &[PrivateAccess],
    slots: usize,
) -> Result<(), String> {
    let i64t = LoweredType::I64;
    let extra: Vec<Value> = (0..EXTRA_ARGS + slots)
        .map(|_| kernel.new_value(i64t))
        .collect();
    let (copies, shadows, shadow_at, span, threads, row) =
        (extra[0], extra[1], extra[2], extra[3], extra[4], extra[5]);
    let flags = &extra[EXTRA_ARGS..];
    // The thread's offsets from an address to its copy and to its shadow (the prelude
    // defines them).
    let (dp, ds) = (kernel.new_value(i64t), kernel.new_value(i64t));
    let types = &mut kernel.value_types;
    // Blocks a bulk copy out of the region splits off (its byte loop and the block's rest).
    let mut next = kernel.blocks.iter().map(|b| b.id.0 + 1).max().unwrap_or(0);
    let mut added: Vec<LoweredBlock> = Vec::new();
    let offsets = Offsets { dp, ds, flags };
    for b in &mut kernel.blocks {
        let mine: Vec<&PrivateAccess> = private.iter().filter(|p| p.block == b.id).collect();
        if mine.is_empty() {
            continue;
        }
        let old = std::mem::take(&mut b.insts);
        let term = std::mem::replace(&mut b.term, Terminator::Return { values: vec![] });
        // The block's part being built: its id (the block's own first) and instructions.
        let mut part: (BlockId, Vec<Inst>) = (b.id, Vec::with_capacity(old.len()));
        let mut parts: Vec<(BlockId, Vec<Inst>, Terminator)> = Vec::new();
        for (i, mut inst) in old.into_iter().enumerate() {
            let Some(p) = mine.iter().find(|p| p.inst == i) else {
                part.1.push(inst);
                continue;
            };
            let mut e = Emitter::new(types);
            match (&mut inst.op, p.store) {
                (LoweredOp::Store { .. }, true) => {
                    store_to_copy(&mut e, &mut inst.op, &offsets);
                    part.1.extend(e.insts);
                    part.1.push(inst);
                }
                (LoweredOp::Load { .. }, false) => {
                    load_from_copy(&mut e, &mut inst.op, offsets.flags[p.slot], &offsets);
                    part.1.extend(e.insts);
                    part.1.push(inst);
                }
                (LoweredOp::MemoryCopy { dst, src, len }, false) => {
                    // A byte loop from the thread's copy (the destination is no kept range).
                    let (dst, src, len) = (*dst, *src, *len);
                    let ids = [BlockId(next), BlockId(next + 1), BlockId(next + 2)];
                    next += 3;
                    let (head, body, jump) = copy_loop(
                        &mut e,
                        [dst, src, len],
                        offsets.flags[p.slot],
                        &offsets,
                        ids,
                    );
                    part.1.extend(e.insts);
                    let done = std::mem::replace(&mut part, (ids[2], Vec::new()));
                    parts.push((done.0, done.1, jump));
                    added.extend([head, body]);
                }
                _ => {
                    return Err(format!(
                        "instruction {i} of {} is not the {} of a kept access range",
                        b.id,
                        if p.store { "store" } else { "load" }
                    ))
                }
            }
        }
        parts.push((part.0, part.1, term));
        let mut parts = parts.into_iter();
        if let Some((_, insts, term)) = parts.next() {
            b.insts = insts;
            b.term = term;
        }
        added.extend(parts.map(|(id, insts, term)| LoweredBlock {
            id,
            params: vec![],
            insts,
            term,
        }));
    }
    kernel.blocks.extend(added);
    // The prelude: the thread's offsets, then its shadow cleared, 8 bytes at a time.
    let (pre, head, body) = (BlockId(next), BlockId(next + 1), BlockId(next + 2));
    let entry_id = kernel.blocks[0].id;
    let outer: Vec<Value> = (kernel.blocks[0].params.clone().into_iter())
        .map(|p| kernel.new_value(kernel.value_types[p.0 as usize]))
        .collect();
    let at = kernel.new_value(i64t);
    let types = &mut kernel.value_types;
    let mut e = Emitter::new(types);
    // The thread's place in the loops' order: `y * row + x` (a 1-D grid has `y` = 0).
    let x = e.thread_position(
        SpecialReg::ThreadIdxX,
        SpecialReg::BlockIdxX,
        SpecialReg::BlockDimX,
    );
    let y = e.thread_position(
        SpecialReg::ThreadIdxY,
        SpecialReg::BlockIdxY,
        SpecialReg::BlockDimY,
    );
    let rows_before = e.bin(IntBinOp::Mul, y, row, i64t);
    let t = e.bin(IntBinOp::Add, rows_before, x, i64t);
    let in_row = e.cmp(IntCmpOp::LtU, x, row);
    let in_grid = e.cmp(IntCmpOp::LtU, t, threads);
    let inside = e.bin(IntBinOp::And, in_row, in_grid, LoweredType::I8);
    let step = e.bin(IntBinOp::Mul, t, span, i64t);
    // `dp` and `ds` are the prelude's values: every block of the kernel comes after it.
    for (v, base) in [(dp, copies), (ds, shadows)] {
        e.insts.push(Inst {
            results: vec![v],
            op: LoweredOp::IntBin {
                op: IntBinOp::Add,
                lhs: base,
                rhs: step,
            },
        });
    }
    let start = e.bin(IntBinOp::Add, shadow_at, step, i64t);
    let end = e.bin(IntBinOp::Add, start, span, i64t);
    let pre_insts = e.insts;
    let to_entry = BlockCall {
        block: entry_id,
        args: outer.clone(),
    };
    let mut e = Emitter::new(types);
    let done = e.cmp(IntCmpOp::GeU, at, end);
    let head_insts = e.insts;
    let mut e = Emitter::new(types);
    let zero = e.iconst(i64t, 0);
    e.insts.push(effect(LoweredOp::Store {
        mem_ty: i64t,
        value: zero,
        addr: at,
        offset: 0,
    }));
    let eight = e.iconst(i64t, 8);
    let after = e.bin(IntBinOp::Add, at, eight, i64t);
    let body_insts = e.insts;
    let mut params = outer;
    params.extend(&extra);
    kernel.blocks.insert(
        0,
        LoweredBlock {
            id: pre,
            params,
            insts: pre_insts,
            term: Terminator::Branch {
                cond: inside,
                then_dest: BlockCall {
                    block: head,
                    args: vec![start],
                },
                else_dest: to_entry.clone(),
            },
        },
    );
    kernel.blocks.push(LoweredBlock {
        id: head,
        params: vec![at],
        insts: head_insts,
        term: Terminator::Branch {
            cond: done,
            then_dest: to_entry,
            else_dest: BlockCall {
                block: body,
                args: vec![],
            },
        },
    });
    kernel.blocks.push(LoweredBlock {
        id: body,
        params: vec![],
        insts: body_insts,
        term: Terminator::Jump(BlockCall {
            block: head,
            args: vec![after],
        }),
    });
    kernel.signature.params.extend(extra.iter().map(|_| i64t));
    Ok(())
}

/// The thread's offsets from an address to its copy (`dp`) and to its shadow (`ds`), and
/// each slot's flag (1 where its group is in the region).
struct Offsets<'a> {
    dp: Value,
    ds: Value,
    flags: &'a [Value],
}

/// `op` (a store of a kept range) stores to the thread's copy, and marks its bytes written
/// in the thread's shadow (instructions before it in `e`).
fn store_to_copy(e: &mut Emitter<'_>, op: &mut LoweredOp, o: &Offsets<'_>) {
    let i64t = LoweredType::I64;
    let LoweredOp::Store {
        mem_ty,
        addr,
        offset,
        ..
    } = op
    else {
        return;
    };
    let wide = e.zext64(*addr);
    *addr = e.bin(IntBinOp::Add, wide, o.dp, i64t);
    let mark = e.bin(IntBinOp::Add, wide, o.ds, i64t);
    for (m, k) in shadow_chunks(mem_ty.bytes()) {
        let (all, _) = ones(e, m);
        e.insts.push(effect(LoweredOp::Store {
            mem_ty: m,
            value: all,
            addr: mark,
            offset: *offset + k,
        }));
    }
}

/// Traps (`read_conflict`) where the bytes at `mark + offset` (`bytes` of them) are not all
/// marked written, when flag `on` is set.
fn check_marks(e: &mut Emitter<'_>, mark: Value, offset: u32, bytes: u32, on: Value) {
    let zero = e.iconst(LoweredType::I64, 0);
    let kept = e.cmp(IntCmpOp::Ne, on, zero);
    for (m, k) in shadow_chunks(bytes) {
        let (all, ty) = ones(e, m);
        let extend = if m == ty {
            LoadExtend::None
        } else {
            LoadExtend::Zero
        };
        let seen = e.push(
            LoweredOp::Load {
                ty,
                mem_ty: m,
                extend,
                addr: mark,
                offset: offset + k,
            },
            ty,
        );
        let unwritten = e.cmp(IntCmpOp::Ne, seen, all);
        let bad = e.bin(IntBinOp::And, unwritten, kept, LoweredType::I8);
        e.insts.push(effect(LoweredOp::TrapIf {
            cond: bad,
            kind: lowered_ir::TrapKind::ReadConflict,
        }));
    }
}

/// `op` (a load of a kept range whose flag is `on`) loads from the thread's copy where the
/// flag is set, after checking that the thread wrote those bytes (instructions before it in
/// `e`); from the memory where it is not.
fn load_from_copy(e: &mut Emitter<'_>, op: &mut LoweredOp, on: Value, o: &Offsets<'_>) {
    let i64t = LoweredType::I64;
    let LoweredOp::Load {
        mem_ty,
        addr,
        offset,
        ..
    } = op
    else {
        return;
    };
    let wide = e.zext64(*addr);
    let to_copy = e.bin(IntBinOp::Mul, on, o.dp, i64t);
    let to_mark = e.bin(IntBinOp::Mul, on, o.ds, i64t);
    let mark = e.bin(IntBinOp::Add, wide, to_mark, i64t);
    check_marks(e, mark, *offset, mem_ty.bytes(), on);
    *addr = e.bin(IntBinOp::Add, wide, to_copy, i64t);
}

/// A `memory.copy` from a kept range (`[dst, src, len]`, flag `on`) as a byte loop: `e`
/// gets what the block computes before it, `ids` are the loop's header, its body and the
/// block that goes on after it. Returns the header, the body and the jump that enters the
/// loop. Each byte is checked as a load of it would be, then read from the thread's copy
/// (or the memory, where the flag is not set) and written to the destination, which no
/// kept range meets (the launch tests that), so bytes in order copy as `memory.copy` does.
fn copy_loop(
    e: &mut Emitter<'_>,
    [dst, src, len]: [Value; 3],
    on: Value,
    o: &Offsets<'_>,
    [head, body, after]: [BlockId; 3],
) -> (LoweredBlock, LoweredBlock, Terminator) {
    let i64t = LoweredType::I64;
    let to = e.zext64(dst);
    let from = e.zext64(src);
    let count = e.zext64(len);
    let to_copy = e.bin(IntBinOp::Mul, on, o.dp, i64t);
    let to_mark = e.bin(IntBinOp::Mul, on, o.ds, i64t);
    let zero = e.iconst(i64t, 0);
    let k = {
        e.types.push(i64t);
        Value(e.types.len() as u32 - 1)
    };
    let mut h = Emitter::new(e.types);
    let done = h.cmp(IntCmpOp::GeU, k, count);
    let head_insts = h.insts;
    let mut w = Emitter::new(e.types);
    let at = w.bin(IntBinOp::Add, from, k, i64t);
    let mark = w.bin(IntBinOp::Add, at, to_mark, i64t);
    check_marks(&mut w, mark, 0, 1, on);
    let read_at = w.bin(IntBinOp::Add, at, to_copy, i64t);
    let write_at = w.bin(IntBinOp::Add, to, k, i64t);
    copy_byte(&mut w, read_at, write_at);
    let one = w.iconst(i64t, 1);
    let k1 = w.bin(IntBinOp::Add, k, one, i64t);
    let body_insts = w.insts;
    let call = |block, args| BlockCall { block, args };
    (
        LoweredBlock {
            id: head,
            params: vec![k],
            insts: head_insts,
            term: Terminator::Branch {
                cond: done,
                then_dest: call(after, vec![]),
                else_dest: call(body, vec![]),
            },
        },
        LoweredBlock {
            id: body,
            params: vec![],
            insts: body_insts,
            term: Terminator::Jump(call(head, vec![k1])),
        },
        Terminator::Jump(call(head, vec![zero])),
    )
}

/// The merge after a launch with private copies: thread `b` (one per byte of the region)
/// finds the last of the launch's threads whose shadow marks byte `b` and writes that
/// thread's copy of it at `lo + b`; where no thread wrote it, the byte stays. Parameters
/// (`i64`): `lo`, the copies, the shadows (byte offsets from the memory), `span`, and the
/// launch's thread count ([`PrivateRegion::merge_args`]).
pub fn merge_kernel() -> LoweredFunction {
    let i64t = LoweredType::I64;
    let mut types: Vec<LoweredType> = Vec::new();
    let value = |types: &mut Vec<LoweredType>, ty| {
        types.push(ty);
        Value(types.len() as u32 - 1)
    };
    let params: Vec<Value> = (0..5).map(|_| value(&mut types, i64t)).collect();
    let (lo, copies, shadows, span, threads) =
        (params[0], params[1], params[2], params[3], params[4]);
    let (entry, head, test, write, ret) =
        (BlockId(0), BlockId(1), BlockId(2), BlockId(3), BlockId(4));
    let t = value(&mut types, i64t);
    let mut e = Emitter::new(&mut types);
    let b = e.thread_position(
        SpecialReg::ThreadIdxX,
        SpecialReg::BlockIdxX,
        SpecialReg::BlockDimX,
    );
    let inside = e.cmp(IntCmpOp::LtU, b, span);
    let entry_insts = e.insts;
    // head(t): the threads from `t` down are left to look at.
    let mut e = Emitter::new(&mut types);
    let zero = e.iconst(i64t, 0);
    let none_left = e.cmp(IntCmpOp::Eq, t, zero);
    let head_insts = e.insts;
    // test: thread `t - 1`'s shadow of byte `b`.
    let mut e = Emitter::new(&mut types);
    let one = e.iconst(i64t, 1);
    let prev = e.bin(IntBinOp::Sub, t, one, i64t);
    let row = e.bin(IntBinOp::Mul, prev, span, i64t);
    let at = e.bin(IntBinOp::Add, row, b, i64t);
    let mark_at = e.bin(IntBinOp::Add, shadows, at, i64t);
    let mark = e.push(
        LoweredOp::Load {
            ty: LoweredType::I32,
            mem_ty: LoweredType::I8,
            extend: LoadExtend::Zero,
            addr: mark_at,
            offset: 0,
        },
        LoweredType::I32,
    );
    let zero32 = e.iconst(LoweredType::I32, 0);
    let written = e.cmp(IntCmpOp::Ne, mark, zero32);
    let test_insts = e.insts;
    // write: that thread's byte to the memory.
    let mut e = Emitter::new(&mut types);
    let copy_at = e.bin(IntBinOp::Add, copies, at, i64t);
    let to = e.bin(IntBinOp::Add, lo, b, i64t);
    copy_byte(&mut e, copy_at, to);
    let write_insts = e.insts;
    let call = |block, args| BlockCall { block, args };
    LoweredFunction {
        name: "tensor_wasm_private_merge".into(),
        signature: lowered_ir::LoweredSignature {
            params: vec![i64t; 5],
            results: vec![],
        },
        value_types: types,
        blocks: vec![
            LoweredBlock {
                id: entry,
                params,
                insts: entry_insts,
                term: Terminator::Branch {
                    cond: inside,
                    then_dest: call(head, vec![threads]),
                    else_dest: call(ret, vec![]),
                },
            },
            LoweredBlock {
                id: head,
                params: vec![t],
                insts: head_insts,
                term: Terminator::Branch {
                    cond: none_left,
                    then_dest: call(ret, vec![]),
                    else_dest: call(test, vec![]),
                },
            },
            LoweredBlock {
                id: test,
                params: vec![],
                insts: test_insts,
                term: Terminator::Branch {
                    cond: written,
                    then_dest: call(write, vec![]),
                    else_dest: call(head, vec![prev]),
                },
            },
            LoweredBlock {
                id: write,
                params: vec![],
                insts: write_insts,
                term: Terminator::Jump(call(ret, vec![])),
            },
            LoweredBlock {
                id: ret,
                params: vec![],
                insts: vec![],
                term: Terminator::Return { values: vec![] },
            },
        ],
        globals: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_region_is_the_storing_hull_widened_by_what_meets_it() {
        // A storing group at 100..140, a reading one at 132..180 (meets it), another reading
        // one at 400..420 (apart).
        let kept = [
            (true, Some((100, 140))),
            (false, Some((132, 180))),
            (false, Some((400, 420))),
        ];
        let r = region(&kept, &[(0, 96), (192, 300)]).unwrap().unwrap();
        assert_eq!((r.lo, r.span), (96, 96));
        assert_eq!(r.enabled, vec![true, true, false]);
        // Another group's bytes inside the region refuse it.
        let err = region(&kept, &[(150, 160)]).unwrap_err();
        assert!(err.contains("150..160"), "{err}");
        // Nothing stores: no region.
        assert_eq!(region(&[(false, Some((0, 8)))], &[]), Ok(None));
    }

    #[test]
    fn copies_past_the_scratch_limit_are_refused_with_their_sizes() {
        let r = PrivateRegion {
            lo: 0,
            span: 32768,
            enabled: vec![true],
        };
        // 8,192 threads of 32 KiB copies and shadows: 512 MiB, inside the limit.
        assert_eq!(r.fits(8192), Ok(()));
        // 65,536 of them: 4 GiB, past it.
        let why = r.fits(65536).unwrap_err();
        assert!(
            why.contains("65536 threads' copies of 32768 bytes"),
            "{why}"
        );
        assert!(why.contains(&MAX_PRIVATE_BYTES.to_string()), "{why}");
        // A count whose product overflows is refused, not wrapped.
        assert!(r.fits(u64::MAX).is_err());
    }

    #[test]
    fn the_merge_takes_each_byte_from_the_last_thread_that_wrote_it() {
        // Memory: 64 bytes; the region is 16..32; three threads' copies at 64.., their
        // shadows at 112...
        let r = PrivateRegion {
            lo: 16,
            span: 16,
            enabled: vec![true],
        };
        let threads = 3;
        let at = 64u64;
        let mut mem = vec![0u8; 64 + 2 * 3 * 16];
        for (i, b) in mem[16..32].iter_mut().enumerate() {
            *b = 200 + i as u8;
        }
        for t in 0..3 {
            for k in 0..16 {
                mem[(at + t * 16 + k) as usize] = (10 * (t + 1) + k) as u8;
            }
        }
        let shadow = (at + threads * 16) as usize;
        // Thread 0 wrote bytes 0..16, thread 1 bytes 4..8, thread 2 byte 5; nobody 15.
        mem[shadow..shadow + 15].fill(0xff);
        mem[shadow + 16 + 4..shadow + 16 + 8].fill(0xff);
        mem[shadow + 32 + 5] = 0xff;
        let (args, n) = r.merge_args(at, threads);
        let k = merge_kernel();
        lowered_ir::verify_function(&k).unwrap();
        let args: Vec<lowered_ir::RtValue> = args
            .iter()
            .map(|a| lowered_ir::RtValue::I64(*a as u64))
            .collect();
        let mut interp = lowered_ir::Interpreter::new();
        for b in 0..n {
            let pos = lowered_ir::ThreadPosition {
                thread_idx: lowered_ir::Dim3::new(b as u32, 0, 0),
                block_idx: lowered_ir::Dim3::new(0, 0, 0),
                block_dim: lowered_ir::Dim3::new(n as u32, 1, 1),
                grid_dim: lowered_ir::Dim3::new(1, 1, 1),
            };
            interp
                .call_in_thread(&k, &args, &mut mem, Some(pos))
                .unwrap();
        }
        let want: Vec<u8> = (0..16u8)
            .map(|k| match k {
                5 => 30 + 5,
                4..=7 => 20 + k,
                15 => 215,
                _ => 10 + k,
            })
            .collect();
        assert_eq!(&mem[16..32], &want[..]);
    }
}
