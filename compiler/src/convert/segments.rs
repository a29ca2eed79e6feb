//! Passive data and element segments in map-mode programs: `memory.init`, `data.drop`,
//! `table.init` and `elem.drop` over the segments the host puts in the state window
//! (docs/ABI.md, "The state window"). The window's memory header names where the segment
//! headers are (`u32` byte offsets at 8 and 12); each segment's header is
//! [`MAP_SEGMENT_HEADER_BYTES`]: its payload's byte offset from the window's start and its
//! length (`u32`s; bytes for data, reference handles for elements). Dropping a segment sets
//! its length to 0, which the host reads back.
//!
//! Both ranges of an init are checked before anything is written, as wasm says. This module
//! must not write a segment's payload.

use super::tables::TableView;
use super::{Converter, MAP_SEGMENT_HEADER_BYTES, MAP_TABLE_ENTRY_BYTES};
use lowered_ir::TrapKind;
use pliron::{context::Context, value::Value};
use tensor_wasm_dialects::mir;

/// Where a segment's payload is and how long it is (`i64`), with its header's pointer.
struct SegmentView {
    header: Value,
    payload: Value,
    len: Value,
}

impl Converter<'_> {
    /// Segment `segment`'s header: of the data segments, or of the element segments.
    fn segment_view(&mut self, ctx: &mut Context, segment: u32, data: bool) -> SegmentView {
        let slot = if data { 8 } else { 12 };
        let (header, [_, len, _, _], payload) =
            self.directory_entry(ctx, slot, segment, MAP_SEGMENT_HEADER_BYTES);
        SegmentView {
            header,
            payload,
            len,
        }
    }

    /// `memory.init`: `n` bytes from `src` of data segment `segment` to `dst` (the wasm
    /// address operand) of memory 0; `memory_out_of_bounds` unless both ranges fit.
    pub(super) fn memory_init(
        &mut self,
        ctx: &mut Context,
        dst: Value,
        (segment, src): (u32, Value),
        n: Value,
    ) {
        let size = self.mem_size(ctx);
        self.init_bytes(ctx, (self.mem, size), dst, (segment, src), n);
    }

    /// `memory.init` into the memory whose bytes are at `base` with current length `len`.
    pub(super) fn init_bytes(
        &mut self,
        ctx: &mut Context,
        (base, len): (Value, Value),
        dst: Value,
        (segment, src): (u32, Value),
        n: Value,
    ) {
        let seg = self.segment_view(ctx, segment, true);
        self.check_within(ctx, (src, n), seg.len, TrapKind::MemoryOutOfBounds);
        let d = self.zext64(ctx, dst);
        self.check_within(ctx, (d, n), len, TrapKind::MemoryOutOfBounds);
        self.copy_bytes(ctx, (base, d), (seg.payload, src), n, false);
    }

    /// `table.init`: `n` handles from `src` of element segment `segment` to entry `dst` of
    /// a table; `table_out_of_bounds` unless both ranges fit.
    pub(super) fn table_init(
        &mut self,
        ctx: &mut Context,
        (view, dst): (&TableView, Value),
        (segment, src): (u32, Value),
        n: Value,
    ) {
        let seg = self.segment_view(ctx, segment, false);
        self.check_within(ctx, (src, n), seg.len, TrapKind::TableOutOfBounds);
        self.check_within(ctx, (dst, n), view.size, TrapKind::TableOutOfBounds);
        let (to, from) = ((view.entries, dst), (seg.payload, src));
        self.copy_elements(ctx, (to, from, n), false, MAP_TABLE_ENTRY_BYTES);
    }

    /// `data.drop` / `elem.drop`: the segment's length becomes 0.
    pub(super) fn drop_segment(&mut self, ctx: &mut Context, segment: u32, data: bool) {
        let seg = self.segment_view(ctx, segment, data);
        let zero = self.int_const(ctx, 32, 0);
        let four = self.int_const(ctx, 64, 4);
        let len_at = self.emit_val(ctx, |ctx| mir::PtrAddOp::new(ctx, seg.header, four));
        self.emit(ctx, |ctx| mir::StoreOp::new(ctx, zero, len_at, 4));
    }
}
