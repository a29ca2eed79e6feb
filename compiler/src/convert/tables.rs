//! Conversion of the table ops to `mir` for map-mode programs, whose module tables travel in
//! the state window (docs/ABI.md, "The state window"): `table.get`, `table.set`,
//! `table.size`, `table.grow`, `table.fill` and `table.copy` (`table.init` is in
//! [`super::segments`], `call_indirect` in [`super::dispatch`]).
//!
//! Table `t`'s header is the [`MAP_TABLE_HEADER_BYTES`] at `16 + 16 * t` in the window: four
//! `u32`s, the byte offset of its entries from the window's start, its size, its capacity
//! (entries the host allocated) and its limit (its maximum, or the host's own limit). An
//! entry is a reference handle (`lowered_ir::reference`, [`MAP_TABLE_ENTRY_BYTES`]): 0 for
//! null, a function index or host value plus one. The host writes the window before the
//! launch and reads it back after.
//!
//! `table.grow` past the limit answers -1, as wasm says; past the capacity but within the
//! limit it ends the thread with `MAP_TABLE_ROOM_CODE`, so the host reports the call as not
//! run rather than answer -1 where a wasm engine would have grown. This module must not
//! write outside a table's capacity.

use super::{Converter, MAP_TABLE_ENTRY_BYTES, MAP_TABLE_HEADER_BYTES, MAP_TABLE_ROOM_CODE};
use crate::error::{CompileError, Result};
use lowered_ir::{InstanceOp, TrapKind};
use pliron::{context::Context, value::Value};
use tensor_wasm_dialects::mir::{self, ConvKind, IntBinKind, IntPred};

/// Where a table lives: its header, its entries' base pointer, its size, capacity and limit
/// (each an `i64`).
pub(super) struct TableView {
    header: Value,
    pub(super) entries: Value,
    pub(super) size: Value,
    capacity: Value,
    limit: Value,
}

impl Converter<'_> {
    /// Refuses table ops where the tables are not on the device (kernel mode).
    pub(super) fn tables_on_device(&self, op: &str) -> Result<()> {
        if self.link.indirect.is_some() {
            return Ok(());
        }
        Err(CompileError::Unsupported {
            func: self.f.name.clone(),
            op: format!("{op} (tables and segments are on the device in map mode only)"),
            reason: "a kernel gets the memory, not the instance's tables and segments".into(),
        })
    }

    /// Table `table`'s header and entries.
    pub(super) fn table_view(&mut self, ctx: &mut Context, table: u32) -> TableView {
        let headers = self.table_headers(ctx);
        let (header, [offset, size, capacity, limit]) =
            self.header_fields(ctx, headers, table, MAP_TABLE_HEADER_BYTES);
        let window = self.state_window(ctx);
        let entries = self.emit_val(ctx, |ctx| mir::PtrAddOp::new(ctx, window, offset));
        TableView {
            header,
            entries,
            size,
            capacity,
            limit,
        }
    }

    /// The pointer to entry `index` (an `i64`) of a table.
    pub(super) fn entry_ptr(&mut self, ctx: &mut Context, view: &TableView, index: Value) -> Value {
        let width = self.int_const(ctx, 64, u64::from(MAP_TABLE_ENTRY_BYTES));
        let at = self.ibin(ctx, IntBinKind::Mul, index, width);
        self.emit_val(ctx, |ctx| mir::PtrAddOp::new(ctx, view.entries, at))
    }

    /// `v` (an `i32` operand) zero-extended to `i64`.
    pub(super) fn wide(&mut self, ctx: &mut Context, v: Value) -> Value {
        let i64_ty = mir::int_type(ctx, 64);
        self.emit_val(ctx, |ctx| {
            mir::ConvOp::new(ctx, ConvKind::Uextend, i64_ty, v)
        })
    }

    /// Traps `kind` unless `start + len <= size` (all `i64`, no wrap: all below 2^33).
    pub(super) fn check_within(
        &mut self,
        ctx: &mut Context,
        (start, len): (Value, Value),
        size: Value,
        kind: TrapKind,
    ) {
        let end = self.ibin(ctx, IntBinKind::Add, start, len);
        let i8_ty = mir::int_type(ctx, 8);
        let oob = self.emit_val(ctx, |ctx| {
            mir::IntCmpOp::new(ctx, IntPred::GtU, i8_ty, end, size)
        });
        self.trap_if(ctx, oob, kind);
    }

    /// Traps `table_out_of_bounds` unless `start + len <= size`.
    fn check_entries(&mut self, ctx: &mut Context, start: Value, len: Value, size: Value) {
        self.check_within(ctx, (start, len), size, TrapKind::TableOutOfBounds);
    }

    /// The table ops a map-mode kernel runs; the result, if the op has one.
    pub(super) fn table_op(
        &mut self,
        ctx: &mut Context,
        op: InstanceOp,
        args: &[Value],
    ) -> Result<Option<Value>> {
        let i64_ty = mir::int_type(ctx, 64);
        let operand = |i: usize| {
            args.get(i)
                .copied()
                .ok_or_else(|| self.err(format!("{} lacks operand {i}", op.name())))
        };
        let (a, b, c) = (operand(0), operand(1), operand(2));
        self.tables_on_device(&op.name().replacen('_', ".", 1))?;
        match op {
            InstanceOp::TableSize { table } => {
                let view = self.table_view(ctx, table);
                let i32_ty = mir::int_type(ctx, 32);
                Ok(Some(self.emit_val(ctx, |ctx| {
                    mir::ConvOp::new(ctx, ConvKind::Ireduce, i32_ty, view.size)
                })))
            }
            InstanceOp::TableGet { table } => {
                let view = self.table_view(ctx, table);
                let index = self.wide(ctx, a?);
                let one = self.int_const(ctx, 64, 1);
                self.check_entries(ctx, index, one, view.size);
                let p = self.entry_ptr(ctx, &view, index);
                Ok(Some(self.emit_val(ctx, |ctx| {
                    mir::LoadOp::new(ctx, p, i64_ty, MAP_TABLE_ENTRY_BYTES)
                })))
            }
            InstanceOp::TableSet { table } => {
                let view = self.table_view(ctx, table);
                let index = self.wide(ctx, a?);
                let value = b?;
                let one = self.int_const(ctx, 64, 1);
                self.check_entries(ctx, index, one, view.size);
                let p = self.entry_ptr(ctx, &view, index);
                self.emit(ctx, |ctx| {
                    mir::StoreOp::new(ctx, value, p, MAP_TABLE_ENTRY_BYTES)
                });
                Ok(None)
            }
            InstanceOp::TableFill { table } => {
                let view = self.table_view(ctx, table);
                let (dst, value, len) = (self.wide(ctx, a?), b?, c?);
                let n = self.wide(ctx, len);
                self.check_entries(ctx, dst, n, view.size);
                self.fill_elements(ctx, (view.entries, dst, n), value, MAP_TABLE_ENTRY_BYTES);
                Ok(None)
            }
            InstanceOp::TableCopy {
                dst_table,
                src_table,
            } => {
                let to = self.table_view(ctx, dst_table);
                let from = self.table_view(ctx, src_table);
                let (d, s, n) = (self.wide(ctx, a?), self.wide(ctx, b?), self.wide(ctx, c?));
                self.check_entries(ctx, s, n, from.size);
                self.check_entries(ctx, d, n, to.size);
                let same = dst_table == src_table;
                let (to, from) = ((to.entries, d), (from.entries, s));
                self.copy_elements(ctx, (to, from, n), same, MAP_TABLE_ENTRY_BYTES);
                Ok(None)
            }
            InstanceOp::TableGrow { table } => {
                let view = self.table_view(ctx, table);
                let (value, delta) = (a?, self.wide(ctx, b?));
                Ok(Some(self.table_grow(ctx, &view, value, delta)?))
            }
            InstanceOp::TableInit { table, segment } => {
                let view = self.table_view(ctx, table);
                let (d, s, n) = (self.wide(ctx, a?), self.wide(ctx, b?), self.wide(ctx, c?));
                self.table_init(ctx, (&view, d), (segment, s), n);
                Ok(None)
            }
            InstanceOp::MemoryInit { segment } => {
                let (d, s, n) = (a?, self.wide(ctx, b?), self.wide(ctx, c?));
                self.memory_init(ctx, d, (segment, s), n);
                Ok(None)
            }
            InstanceOp::ElemDrop { segment } | InstanceOp::DataDrop { segment } => {
                let data = matches!(op, InstanceOp::DataDrop { .. });
                self.drop_segment(ctx, segment, data);
                Ok(None)
            }
            _ => Err(self.err(format!("{} is no table or segment op", op.name()))),
        }
    }

    /// `table.grow`: the old size, with `delta` entries of `value` appended; -1 past the
    /// limit; past the capacity (within the limit) the thread ends for the host.
    fn table_grow(
        &mut self,
        ctx: &mut Context,
        view: &TableView,
        value: Value,
        delta: Value,
    ) -> Result<Value> {
        let (i8_ty, i32_ty) = (mir::int_type(ctx, 8), mir::int_type(ctx, 32));
        let new = self.ibin(ctx, IntBinKind::Add, view.size, delta);
        let past_limit = self.emit_val(ctx, |ctx| {
            mir::IntCmpOp::new(ctx, IntPred::GtU, i8_ty, new, view.limit)
        });
        let failed = self.int_const(ctx, 32, u64::from(u32::MAX));
        let grow = self.new_block(ctx, vec![]);
        let join = self.new_block(ctx, vec![i32_ty]);
        let to_join = self.edge_block(ctx, join, vec![failed]);
        self.emit(ctx, |ctx| {
            mir::CondBrOp::new(ctx, past_limit, to_join, grow)
        });
        self.cur = grow;
        let no_room = self.emit_val(ctx, |ctx| {
            mir::IntCmpOp::new(ctx, IntPred::GtU, i8_ty, new, view.capacity)
        });
        let host = self.host_call_block(ctx, MAP_TABLE_ROOM_CODE)?;
        let to_host = self.edge_block(ctx, host, vec![]);
        let room = self.new_block(ctx, vec![]);
        self.emit(ctx, |ctx| mir::CondBrOp::new(ctx, no_room, to_host, room));
        self.cur = room;
        self.fill_elements(
            ctx,
            (view.entries, view.size, delta),
            value,
            MAP_TABLE_ENTRY_BYTES,
        );
        let new32 = self.emit_val(ctx, |ctx| {
            mir::ConvOp::new(ctx, ConvKind::Ireduce, i32_ty, new)
        });
        let four = self.int_const(ctx, 64, 4);
        let size_at = self.emit_val(ctx, |ctx| mir::PtrAddOp::new(ctx, view.header, four));
        self.emit(ctx, |ctx| mir::StoreOp::new(ctx, new32, size_at, 4));
        let old = self.emit_val(ctx, |ctx| {
            mir::ConvOp::new(ctx, ConvKind::Ireduce, i32_ty, view.size)
        });
        self.emit(ctx, |ctx| mir::BrOp::new(ctx, join, vec![old]));
        self.cur = join;
        Ok(join.deref(ctx).get_argument(0))
    }
}
