//! The map-mode state window (docs/ABI.md, "The state window"): the
//! [`MAP_MEMORY_HEADER_BYTES`] at `mem + align8(mem_len)` hold the memory's current length
//! (`u64`) and where the segment headers are ([`super::segments`]), then come the tables'
//! headers ([`super::tables`]). Where the program can grow its memory
//! ([`super::Linkage::growable`]), `mem_len` is the allocation's length, every bounds check
//! reads the current length here, and `memory.grow` moves it up within the allocation.
//! Otherwise the current length is `mem_len` and the header is not read.
//!
//! This module must not move or reallocate the memory: growth past the allocation answers
//! -1, as wasm allows.

use super::{Converter, MAP_MEMORY_HEADER_BYTES};
use pliron::{context::Context, value::Value};
use tensor_wasm_dialects::mir::{self, ConvKind, IntBinKind, IntPred};

impl Converter<'_> {
    /// A pointer to the state window.
    pub(super) fn state_window(&mut self, ctx: &mut Context) -> Value {
        let seven = self.int_const(ctx, 64, 7);
        let rounded = self.ibin(ctx, IntBinKind::Add, self.mem_len, seven);
        let mask = self.int_const(ctx, 64, !7u64);
        let start = self.ibin(ctx, IntBinKind::And, rounded, mask);
        self.emit_val(ctx, |ctx| mir::PtrAddOp::new(ctx, self.mem, start))
    }

    /// A pointer to the map buffer's globals window, whose offset from the state window the
    /// memory header holds at byte 20.
    pub(super) fn globals_window(&mut self, ctx: &mut Context) -> Value {
        let (i32_ty, i64_ty) = (mir::int_type(ctx, 32), mir::int_type(ctx, 64));
        let window = self.state_window(ctx);
        let at = self.int_const(ctx, 64, 20);
        let p = self.emit_val(ctx, |ctx| mir::PtrAddOp::new(ctx, window, at));
        let offset = self.emit_val(ctx, |ctx| mir::LoadOp::new(ctx, p, i32_ty, 4));
        let offset = self.emit_val(ctx, |ctx| {
            mir::ConvOp::new(ctx, ConvKind::Uextend, i64_ty, offset)
        });
        self.emit_val(ctx, |ctx| mir::PtrAddOp::new(ctx, window, offset))
    }

    /// A pointer to the first table header: past the memory header.
    pub(super) fn table_headers(&mut self, ctx: &mut Context) -> Value {
        let window = self.state_window(ctx);
        let past = self.int_const(ctx, 64, u64::from(MAP_MEMORY_HEADER_BYTES));
        self.emit_val(ctx, |ctx| mir::PtrAddOp::new(ctx, window, past))
    }

    /// Header `index` of the array of `stride`-byte headers at `headers`: its pointer and
    /// its first four `u32` fields, each zero-extended to `i64`.
    pub(super) fn header_fields(
        &mut self,
        ctx: &mut Context,
        headers: Value,
        index: u32,
        stride: u32,
    ) -> (Value, [Value; 4]) {
        let (i32_ty, i64_ty) = (mir::int_type(ctx, 32), mir::int_type(ctx, 64));
        let at = self.int_const(ctx, 64, u64::from(stride) * u64::from(index));
        let header = self.emit_val(ctx, |ctx| mir::PtrAddOp::new(ctx, headers, at));
        let fields = [0u64, 4, 8, 12].map(|k| {
            let off = self.int_const(ctx, 64, k);
            let p = self.emit_val(ctx, |ctx| mir::PtrAddOp::new(ctx, header, off));
            let v = self.emit_val(ctx, |ctx| mir::LoadOp::new(ctx, p, i32_ty, 4));
            self.emit_val(ctx, |ctx| {
                mir::ConvOp::new(ctx, ConvKind::Uextend, i64_ty, v)
            })
        });
        (header, fields)
    }

    /// Header `index` of the header array whose offset the memory header holds at byte
    /// `slot` (8: data segments, 12: element segments, 16: other memories): its pointer,
    /// its four fields, and where its payload (the first field, an offset) starts.
    pub(super) fn directory_entry(
        &mut self,
        ctx: &mut Context,
        slot: u64,
        index: u32,
        stride: u32,
    ) -> (Value, [Value; 4], Value) {
        let (i32_ty, i64_ty) = (mir::int_type(ctx, 32), mir::int_type(ctx, 64));
        let window = self.state_window(ctx);
        let at = self.int_const(ctx, 64, slot);
        let p = self.emit_val(ctx, |ctx| mir::PtrAddOp::new(ctx, window, at));
        let offset = self.emit_val(ctx, |ctx| mir::LoadOp::new(ctx, p, i32_ty, 4));
        let offset = self.emit_val(ctx, |ctx| {
            mir::ConvOp::new(ctx, ConvKind::Uextend, i64_ty, offset)
        });
        let headers = self.emit_val(ctx, |ctx| mir::PtrAddOp::new(ctx, window, offset));
        let (header, fields) = self.header_fields(ctx, headers, index, stride);
        let payload = self.emit_val(ctx, |ctx| mir::PtrAddOp::new(ctx, window, fields[0]));
        (header, fields, payload)
    }

    /// The memory's current length in bytes (an `i64`): read from the state window where it
    /// can grow, `mem_len` otherwise.
    pub(super) fn mem_size(&mut self, ctx: &mut Context) -> Value {
        if !self.link.growable {
            return self.mem_len;
        }
        let window = self.state_window(ctx);
        let i64_ty = mir::int_type(ctx, 64);
        self.emit_val(ctx, |ctx| mir::LoadOp::new(ctx, window, i64_ty, 8))
    }

    /// The memory's current size in pages of `2^page_log2` bytes, as an `i32`
    /// (`memory.size`).
    pub(super) fn memory_pages(&mut self, ctx: &mut Context, page_log2: u8) -> Value {
        let i32_ty = mir::int_type(ctx, 32);
        let shift = self.int_const(ctx, 64, u64::from(page_log2));
        let len = self.mem_size(ctx);
        let pages = self.ibin(ctx, IntBinKind::ShrU, len, shift);
        self.emit_val(ctx, |ctx| {
            mir::ConvOp::new(ctx, ConvKind::Ireduce, i32_ty, pages)
        })
    }

    /// `memory.grow` of a memory that cannot grow (a kernel's, whose launch fixes its
    /// allocation): the size in pages for a delta of 0, otherwise -1 (wasm lets any growth
    /// fail).
    pub(super) fn fixed_memory_grow(
        &mut self,
        ctx: &mut Context,
        delta: Value,
        page_log2: u8,
    ) -> Value {
        let i8_ty = mir::int_type(ctx, 8);
        let pages = self.memory_pages(ctx, page_log2);
        let zero = self.int_const(ctx, 32, 0);
        let none = self.emit_val(ctx, |ctx| {
            mir::IntCmpOp::new(ctx, IntPred::Eq, i8_ty, delta, zero)
        });
        let failed = self.int_const(ctx, 32, u64::from(u32::MAX));
        self.emit_val(ctx, |ctx| mir::SelectOp::new(ctx, none, pages, failed))
    }

    /// `memory.grow (delta)` where the memory can grow: the old size in pages, the current
    /// length moved up by `delta` pages when that fits the allocation (whose length the host
    /// made the memory's maximum, or its own limit), `-1` otherwise.
    pub(super) fn memory_grow(&mut self, ctx: &mut Context, delta: Value, page_log2: u8) -> Value {
        let (i8_ty, i32_ty, i64_ty) = (
            mir::int_type(ctx, 8),
            mir::int_type(ctx, 32),
            mir::int_type(ctx, 64),
        );
        let window = self.state_window(ctx);
        let old = self.emit_val(ctx, |ctx| mir::LoadOp::new(ctx, window, i64_ty, 8));
        let pages = self.emit_val(ctx, |ctx| {
            mir::ConvOp::new(ctx, ConvKind::Uextend, i64_ty, delta)
        });
        let shift = self.int_const(ctx, 64, u64::from(page_log2));
        let bytes = self.ibin(ctx, IntBinKind::Shl, pages, shift);
        // Below 2^33 + 2^48: no wrap.
        let new = self.ibin(ctx, IntBinKind::Add, old, bytes);
        let fits = self.emit_val(ctx, |ctx| {
            mir::IntCmpOp::new(ctx, IntPred::LeU, i8_ty, new, self.mem_len)
        });
        let kept = self.emit_val(ctx, |ctx| mir::SelectOp::new(ctx, fits, new, old));
        self.emit(ctx, |ctx| mir::StoreOp::new(ctx, kept, window, 8));
        let old_pages = self.ibin(ctx, IntBinKind::ShrU, old, shift);
        let narrow = self.emit_val(ctx, |ctx| {
            mir::ConvOp::new(ctx, ConvKind::Ireduce, i32_ty, old_pages)
        });
        let failed = self.int_const(ctx, 32, u64::from(u32::MAX));
        self.emit_val(ctx, |ctx| mir::SelectOp::new(ctx, fits, narrow, failed))
    }
}
