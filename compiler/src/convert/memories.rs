//! The memories besides memory 0 (multi-memory) in map-mode programs: their bytes travel in
//! the state window (docs/ABI.md, "The state window"), each behind a
//! [`MAP_MEMORY_VIEW_BYTES`] header at `memories_at + 16 * m` (the `u32` at `+16` of the
//! window): its bytes' offset from the window's start, its current length and its capacity
//! (`u32`s). The `mem_*` instance ops work on them with memory 0's own code paths: bounds
//! checks against the current length, loads and stores through [`Converter::load`] and
//! [`Converter::store`] with the memory's bytes as the base (16-byte aligned, so the
//! alignment tests hold), growth within the capacity (-1 past it, as wasm allows).
//!
//! This module must not touch memory 0 except as one side of `memory.copy`.

use super::{Access, Converter, MAP_MEMORY_VIEW_BYTES};
use crate::error::{CompileError, Result};
use lowered_ir::{InstanceOp, LoweredType, TrapKind};
use pliron::{context::Context, value::Value};
use tensor_wasm_dialects::mir::{self, ConvKind, IntBinKind, IntPred};

/// Where a memory's bytes are, its current length (`i64`) and capacity (`i64`), with its
/// header's pointer.
struct MemoryView {
    header: Option<Value>,
    base: Value,
    len: Value,
    capacity: Value,
    /// The log2 of its page size (an `i64`).
    page_log2: Value,
}

impl Converter<'_> {
    /// Memory `memory`: memory 0 itself, or another memory's header.
    fn memory_view(&mut self, ctx: &mut Context, memory: u32) -> MemoryView {
        if memory == 0 {
            let len = self.mem_size(ctx);
            let page_log2 = self.int_const(ctx, 64, 16);
            return MemoryView {
                header: None,
                base: self.mem,
                len,
                capacity: self.mem_len,
                page_log2,
            };
        }
        let (header, [_, len, capacity, page_log2], base) =
            self.directory_entry(ctx, 16, memory, MAP_MEMORY_VIEW_BYTES);
        MemoryView {
            header: Some(header),
            base,
            len,
            capacity,
            page_log2,
        }
    }

    /// Runs `body` with `view`'s bytes as the memory the load and store paths use.
    fn with_base<T>(&mut self, view: &MemoryView, body: impl FnOnce(&mut Self) -> T) -> T {
        let saved = std::mem::replace(&mut self.mem, view.base);
        let out = body(self);
        self.mem = saved;
        out
    }

    /// Traps `memory_out_of_bounds` unless `addr + offset + size <= len`, computed without
    /// wrapping (a memory64 address near 2^64 is past the length itself).
    fn check_access(&mut self, ctx: &mut Context, view: &MemoryView, addr: Value, reach: u64) {
        let i8_ty = mir::int_type(ctx, 8);
        let end = self.effective_address(ctx, addr, reach);
        let mut oob = self.emit_val(ctx, |ctx| {
            mir::IntCmpOp::new(ctx, IntPred::GtU, i8_ty, end, view.len)
        });
        let wide = self.zext64(ctx, addr);
        if wide == addr {
            let past = self.emit_val(ctx, |ctx| {
                mir::IntCmpOp::new(ctx, IntPred::GtU, i8_ty, wide, view.len)
            });
            oob = self.ibin(ctx, IntBinKind::Or, oob, past);
        }
        self.trap_if(ctx, oob, TrapKind::MemoryOutOfBounds);
    }

    /// The `mem_*` ops of a map-mode kernel; the result, if the op has one, of type
    /// `result` (a size or a growth answer's width).
    pub(super) fn memory_op(
        &mut self,
        ctx: &mut Context,
        op: InstanceOp,
        args: &[Value],
        result: Option<LoweredType>,
    ) -> Result<Option<Value>> {
        if !self.link.other_memories {
            return Err(CompileError::Unsupported {
                func: self.f.name.clone(),
                op: format!(
                    "{} of a memory other than memory 0 (multi-memory)",
                    op.name().replacen("mem_", "memory.", 1)
                ),
                reason: "a kernel gets memory 0 only, unless lowered with the other memories \
                         after it (`--other-memories`, `Options::other_memories`), and the \
                         others in map mode"
                    .into(),
            });
        }
        let missing = |i: usize| self.err(format!("{} lacks operand {i}", op.name()));
        let missing = [missing(0), missing(1), missing(2)];
        let operand = |i: usize| args.get(i).copied().ok_or_else(|| missing[i].clone());
        match op {
            InstanceOp::MemLoad {
                memory,
                ty,
                mem_ty,
                extend,
                offset,
            } => {
                let view = self.memory_view(ctx, memory);
                let addr = operand(0)?;
                self.check_access(
                    ctx,
                    &view,
                    addr,
                    u64::from(offset) + u64::from(mem_ty.bytes()),
                );
                let access = Access {
                    addr,
                    witness: addr,
                    proved: false,
                    offset: u64::from(offset),
                };
                let raw = self.with_base(&view, |cv| cv.load(ctx, access, mem_ty))?;
                Ok(Some(self.extend_loaded(ctx, raw, extend, ty)?))
            }
            InstanceOp::MemStore {
                memory,
                value_ty,
                mem_ty,
                offset,
            } => {
                let view = self.memory_view(ctx, memory);
                let (addr, value) = (operand(0)?, operand(1)?);
                self.check_access(
                    ctx,
                    &view,
                    addr,
                    u64::from(offset) + u64::from(mem_ty.bytes()),
                );
                let v = if value_ty == mem_ty {
                    value
                } else {
                    let to = self.ty(ctx, mem_ty)?;
                    self.emit_val(ctx, |ctx| {
                        mir::ConvOp::new(ctx, ConvKind::Ireduce, to, value)
                    })
                };
                let access = Access {
                    addr,
                    witness: addr,
                    proved: false,
                    offset: u64::from(offset),
                };
                self.with_base(&view, |cv| cv.store(ctx, access, mem_ty, v))?;
                Ok(None)
            }
            InstanceOp::MemSize { memory } => {
                let view = self.memory_view(ctx, memory);
                let pages = self.ibin(ctx, IntBinKind::ShrU, view.len, view.page_log2);
                Ok(Some(self.narrowed(ctx, pages, result)?))
            }
            InstanceOp::MemGrow { memory } => {
                let view = self.memory_view(ctx, memory);
                let delta = self.zext64(ctx, operand(0)?);
                Ok(Some(self.grow_memory(ctx, &view, delta, result)?))
            }
            InstanceOp::MemFill { memory } => {
                let view = self.memory_view(ctx, memory);
                let d = self.zext64(ctx, operand(0)?);
                let n = self.zext64(ctx, operand(2)?);
                self.check_within(ctx, (d, n), view.len, TrapKind::MemoryOutOfBounds);
                let i8_ty = mir::int_type(ctx, 8);
                let value = operand(1)?;
                let byte = self.emit_val(ctx, |ctx| {
                    mir::ConvOp::new(ctx, ConvKind::Ireduce, i8_ty, value)
                });
                self.fill_elements(ctx, (view.base, d, n), byte, 1);
                Ok(None)
            }
            InstanceOp::MemCopy {
                dst_memory,
                src_memory,
            } => {
                let to = self.memory_view(ctx, dst_memory);
                let from = self.memory_view(ctx, src_memory);
                let d = self.zext64(ctx, operand(0)?);
                let s = self.zext64(ctx, operand(1)?);
                let n = self.zext64(ctx, operand(2)?);
                self.check_within(ctx, (s, n), from.len, TrapKind::MemoryOutOfBounds);
                self.check_within(ctx, (d, n), to.len, TrapKind::MemoryOutOfBounds);
                let same = dst_memory == src_memory;
                self.copy_bytes(ctx, (to.base, d), (from.base, s), n, same);
                Ok(None)
            }
            InstanceOp::MemInit { memory, segment } => {
                let view = self.memory_view(ctx, memory);
                let d = operand(0)?;
                let s = self.zext64(ctx, operand(1)?);
                let n = self.zext64(ctx, operand(2)?);
                self.init_bytes(ctx, (view.base, view.len), d, (segment, s), n);
                Ok(None)
            }
            _ => Err(self.err(format!("{} is no memory op", op.name()))),
        }
    }

    /// `v` (an `i64`) as the op's result type: truncated to an `i32`, or as it is.
    fn narrowed(
        &mut self,
        ctx: &mut Context,
        v: Value,
        result: Option<LoweredType>,
    ) -> Result<Value> {
        match result {
            Some(LoweredType::I64) => Ok(v),
            Some(LoweredType::I32) => {
                let i32_ty = mir::int_type(ctx, 32);
                Ok(self.emit_val(ctx, |ctx| {
                    mir::ConvOp::new(ctx, ConvKind::Ireduce, i32_ty, v)
                }))
            }
            other => Err(self.err(format!("a memory size of type {other:?}"))),
        }
    }

    /// `memory.grow` of another memory: the old size in pages and the length moved up by
    /// `delta` pages (an `i64`) when that fits the capacity, -1 otherwise.
    fn grow_memory(
        &mut self,
        ctx: &mut Context,
        view: &MemoryView,
        delta: Value,
        result: Option<LoweredType>,
    ) -> Result<Value> {
        let header = view
            .header
            .ok_or_else(|| self.err("memory 0 grows through memory.grow"))?;
        let i8_ty = mir::int_type(ctx, 8);
        let i32_ty = mir::int_type(ctx, 32);
        // Past 2^32 pages nothing fits; below it the sum (under 2^49) cannot wrap.
        let most = self.int_const(ctx, 64, 1 << 32);
        let huge = self.emit_val(ctx, |ctx| {
            mir::IntCmpOp::new(ctx, IntPred::GtU, i8_ty, delta, most)
        });
        let bytes = self.ibin(ctx, IntBinKind::Shl, delta, view.page_log2);
        let new = self.ibin(ctx, IntBinKind::Add, view.len, bytes);
        let over = self.emit_val(ctx, |ctx| {
            mir::IntCmpOp::new(ctx, IntPred::GtU, i8_ty, new, view.capacity)
        });
        let fails = self.ibin(ctx, IntBinKind::Or, huge, over);
        let kept = self.emit_val(ctx, |ctx| mir::SelectOp::new(ctx, fails, view.len, new));
        let kept32 = self.emit_val(ctx, |ctx| {
            mir::ConvOp::new(ctx, ConvKind::Ireduce, i32_ty, kept)
        });
        let four = self.int_const(ctx, 64, 4);
        let len_at = self.emit_val(ctx, |ctx| mir::PtrAddOp::new(ctx, header, four));
        self.emit(ctx, |ctx| mir::StoreOp::new(ctx, kept32, len_at, 4));
        let old = self.ibin(ctx, IntBinKind::ShrU, view.len, view.page_log2);
        let old = self.narrowed(ctx, old, result)?;
        let width = if result == Some(LoweredType::I64) {
            64
        } else {
            32
        };
        let failed = self.int_const(ctx, width, u64::MAX);
        Ok(self.emit_val(ctx, |ctx| mir::SelectOp::new(ctx, fails, failed, old)))
    }
}
