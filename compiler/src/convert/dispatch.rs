//! `call_indirect` and `call_ref` in map-mode programs: the signature check needs no type
//! table. A call of type `T` dispatches on the reference handle (read from a table in the
//! state window, [`super::tables`], or the `call_ref` operand) to the functions of a type
//! equivalent to `T` that the module can put in a table ([`crate::convert::IndirectTargets`]):
//! null traps (`uninitialized_element` or `null_function_reference`), a function only the host
//! can run (an unlinked import) ends the thread with `MAP_HOST_CALL_CODE`, every other handle
//! traps `indirect_call_type_mismatch`. This module must not call a function outside the
//! dispatch list.

use super::{Converter, MAP_FOREIGN_HANDLE_BASE, MAP_HOST_CALL_CODE, MAP_TABLE_ENTRY_BYTES};
use crate::error::{CompileError, Result};
use lowered_ir::TrapKind;
use pliron::{basic_block::BasicBlock, context::Context, context::Ptr, value::Value};
use tensor_wasm_dialects::mir::{self, ConvKind, IntBinKind, IntPred};

impl Converter<'_> {
    /// `call_indirect`: the index against the table's size (`undefined_element`), then a
    /// switch on the entry's handle: null traps `uninitialized_element`, each function
    /// `type_index` may reach is called, anything else traps `indirect_call_type_mismatch`.
    /// Returns the call's results.
    pub(super) fn call_indirect(
        &mut self,
        ctx: &mut Context,
        (table, type_index): (u32, u32),
        callee: Value,
        args: &[lowered_ir::Value],
        results: &[lowered_ir::Value],
    ) -> Result<Vec<Value>> {
        let handle = self.table_handle(ctx, table, callee)?;
        self.dispatch(
            ctx,
            handle,
            (type_index, TrapKind::UninitializedElement),
            args,
            results,
        )
    }

    /// The handle in entry `callee` of `table`, after the index is tested against the
    /// table's size (`undefined_element`).
    pub(super) fn table_handle(
        &mut self,
        ctx: &mut Context,
        table: u32,
        callee: Value,
    ) -> Result<Value> {
        self.tables_on_device("call_indirect")?;
        let view = self.table_view(ctx, table);
        let index = self.wide(ctx, callee);
        let one = self.int_const(ctx, 64, 1);
        let end = self.ibin(ctx, IntBinKind::Add, index, one);
        let i8_ty = mir::int_type(ctx, 8);
        let i64_ty = mir::int_type(ctx, 64);
        let past = self.emit_val(ctx, |ctx| {
            mir::IntCmpOp::new(ctx, IntPred::GtU, i8_ty, end, view.size)
        });
        self.trap_if(ctx, past, TrapKind::UndefinedElement);
        let p = self.entry_ptr(ctx, &view, index);
        Ok(self.emit_val(ctx, |ctx| {
            mir::LoadOp::new(ctx, p, i64_ty, MAP_TABLE_ENTRY_BYTES)
        }))
    }

    /// `call_ref`: a switch on the reference's handle as for `call_indirect` (validation
    /// guarantees the type of a non-null reference), null trapping `null_function_reference`.
    pub(super) fn call_ref(
        &mut self,
        ctx: &mut Context,
        type_index: u32,
        handle: Value,
        args: &[lowered_ir::Value],
        results: &[lowered_ir::Value],
    ) -> Result<Vec<Value>> {
        if self.link.indirect.is_none() {
            return Err(CompileError::Unsupported {
                func: self.f.name.clone(),
                op: "call_ref (function references are dispatched in map mode only)".into(),
                reason: "kernels call functions directly".into(),
            });
        }
        self.dispatch(
            ctx,
            handle,
            (type_index, TrapKind::NullFunctionReference),
            args,
            results,
        )
    }

    /// What a call of type `type_index` may reach, the switch's width, and the handle
    /// narrowed for the switch, after a foreign handle went to the host and one past the
    /// width trapped `indirect_call_type_mismatch`.
    fn dispatch_head(
        &mut self,
        ctx: &mut Context,
        handle: Value,
        type_index: u32,
    ) -> Result<(crate::convert::Dispatch, u64, Value)> {
        let targets = self
            .link
            .indirect
            .as_ref()
            .and_then(|t| t.get(&type_index))
            .cloned()
            .unwrap_or_default();
        let i8_ty = mir::int_type(ctx, 8);
        let i32_ty = mir::int_type(ctx, 32);
        // Handles of the candidates are small: one past the largest is the switch's width,
        // and any handle at or past it is another function (type mismatch).
        let width = (targets.device.iter().chain(&targets.host))
            .max()
            .map_or(1, |f| u64::from(*f) + 2);
        // Another instance's function (a handle the host gave it) is the host's to call.
        let base = self.int_const(ctx, 64, MAP_FOREIGN_HANDLE_BASE);
        let foreign = self.emit_val(ctx, |ctx| {
            mir::IntCmpOp::new(ctx, IntPred::GeU, i8_ty, handle, base)
        });
        let host = self.host_call_block(ctx, MAP_HOST_CALL_CODE)?;
        let to_host = self.edge_block(ctx, host, vec![]);
        let ours = self.new_block(ctx, vec![]);
        self.emit(ctx, |ctx| mir::CondBrOp::new(ctx, foreign, to_host, ours));
        self.cur = ours;
        let limit = self.int_const(ctx, 64, width);
        let beyond = self.emit_val(ctx, |ctx| {
            mir::IntCmpOp::new(ctx, IntPred::GeU, i8_ty, handle, limit)
        });
        self.trap_if(ctx, beyond, TrapKind::IndirectCallTypeMismatch);
        let narrow = self.emit_val(ctx, |ctx| {
            mir::ConvOp::new(ctx, ConvKind::Ireduce, i32_ty, handle)
        });
        Ok((targets, width, narrow))
    }

    /// An indirect tail call (`return_call_indirect`, `return_call_ref`) whose every device
    /// target was copied into this function (`entries`, by function index): the switch of
    /// [`Self::dispatch`], each target a jump to its entry block with `args`.
    pub(super) fn dispatch_jump(
        &mut self,
        ctx: &mut Context,
        handle: Value,
        (type_index, null): (u32, TrapKind),
        args: &[lowered_ir::Value],
        entries: &std::collections::BTreeMap<u32, lowered_ir::BlockId>,
    ) -> Result<()> {
        let (targets, width, narrow) = self.dispatch_head(ctx, handle, type_index)?;
        let cases = self.dispatch_cases(ctx, &targets, width, null, |cv, ctx, func| {
            let block = *entries.get(&func).ok_or_else(|| {
                cv.err(format!(
                    "the tail call's target func{func} is not in the function"
                ))
            })?;
            let call = lowered_ir::BlockCall {
                block,
                args: args.to_vec(),
            };
            cv.edge_for(ctx, &call)
        })?;
        let mismatch = self.trap_block(ctx, TrapKind::IndirectCallTypeMismatch);
        let default = self.edge_block(ctx, mismatch, vec![]);
        self.emit(ctx, |ctx| mir::SwitchOp::new(ctx, narrow, default, cases));
        Ok(())
    }

    /// The switch cases of a dispatch over handles `0 .. width`: null traps `null`, each
    /// device function of `targets` goes where `device` says, a function only the host can
    /// run ends the thread for the host, and any other handle traps
    /// `indirect_call_type_mismatch`.
    fn dispatch_cases(
        &mut self,
        ctx: &mut Context,
        targets: &crate::convert::Dispatch,
        width: u64,
        null: TrapKind,
        mut device: impl FnMut(&mut Self, &mut Context, u32) -> Result<Ptr<BasicBlock>>,
    ) -> Result<Vec<Ptr<BasicBlock>>> {
        let null = self.trap_block(ctx, null);
        let mismatch = self.trap_block(ctx, TrapKind::IndirectCallTypeMismatch);
        let mut cases = vec![self.edge_block(ctx, null, vec![])];
        for handle in 1..width {
            let func = (handle - 1) as u32;
            if targets.device.contains(&func) {
                cases.push(device(self, ctx, func)?);
            } else if targets.host.contains(&func) {
                let host = self.host_call_block(ctx, MAP_HOST_CALL_CODE)?;
                cases.push(self.edge_block(ctx, host, vec![]));
            } else {
                cases.push(self.edge_block(ctx, mismatch, vec![]));
            }
        }
        Ok(cases)
    }

    /// Calls the function reference handle `handle` (an `i64`) names among what a call of
    /// type `type_index` may reach: null traps `null`, a function only the host can run ends
    /// the thread for the host, any other handle traps `indirect_call_type_mismatch`.
    fn dispatch(
        &mut self,
        ctx: &mut Context,
        handle: Value,
        (type_index, null): (u32, TrapKind),
        args: &[lowered_ir::Value],
        results: &[lowered_ir::Value],
    ) -> Result<Vec<Value>> {
        let (targets, width, narrow) = self.dispatch_head(ctx, handle, type_index)?;
        let mut result_tys = Vec::new();
        for r in results {
            let t = self
                .f
                .value_type(*r)
                .ok_or_else(|| self.err(format!("{r} has no type")))?;
            result_tys.push(self.ty(ctx, t)?);
        }
        let join = self.new_block(ctx, result_tys.clone());
        let mut calls: Vec<(u32, Ptr<BasicBlock>)> = Vec::new();
        let cases = self.dispatch_cases(ctx, &targets, width, null, |cv, ctx, func| {
            let b = cv.new_block(ctx, vec![]);
            calls.push((func, b));
            Ok(b)
        })?;
        let mismatch = self.trap_block(ctx, TrapKind::IndirectCallTypeMismatch);
        let default = if calls.is_empty() {
            // Nothing to call: every path traps or ends the thread, yet the code after the
            // call needs a predecessor. The default case traps behind a branch that only
            // the verifier cannot fold, then passes zeros on.
            let rest = self.new_block(ctx, vec![]);
            let saved = std::mem::replace(&mut self.cur, rest);
            let always = self.int_const(ctx, 8, 1);
            self.trap_if(ctx, always, TrapKind::IndirectCallTypeMismatch);
            let zeros = result_tys
                .iter()
                .map(|t| self.emit_val(ctx, |ctx| mir::ConstOp::new(ctx, *t, 0)))
                .collect();
            self.emit(ctx, |ctx| mir::BrOp::new(ctx, join, zeros));
            self.cur = saved;
            rest
        } else {
            self.edge_block(ctx, mismatch, vec![])
        };
        self.emit(ctx, |ctx| mir::SwitchOp::new(ctx, narrow, default, cases));
        for (func, block) in calls {
            self.cur = block;
            let values = self.call(ctx, func, args)?;
            if values.len() != results.len() {
                return Err(self.err(format!(
                    "func{func} gives {} results where the call_indirect has {}",
                    values.len(),
                    results.len()
                )));
            }
            self.emit(ctx, |ctx| mir::BrOp::new(ctx, join, values));
        }
        self.cur = join;
        Ok((0..results.len())
            .map(|k| join.deref(ctx).get_argument(k))
            .collect())
    }
}
