//! The text printer of the LoweredOp IR: the form the golden files show.
//!
//! Grammar (one item per line; `parse.rs` reads exactly this):
//! ```text
//! function @NAME(i32, f32) -> (i32) {
//!   global g0: i32 mut = 0x10000
//! block0(v0: i32, v1: f32):
//!   v2: i32 = iconst 0x2a
//!   v3: i8 = icmp slt v0, v2
//!   brif v3, block1(v0), block2()
//! }
//! ```
//! Every result is printed with its type, so the text alone determines the function. Float
//! constants print their bit pattern so that NaN payloads survive a round trip. A function
//! name made only of ASCII letters, digits and `_ . $ -` prints bare; any other name (wasm
//! export names are arbitrary UTF-8) prints as a quoted string with Rust's escapes. This module
//! must not validate: print what is there, the verifier judges it.

use crate::function::{BlockId, LoweredFunction, Value};
use crate::ops::{BlockCall, LoadExtend, LoweredOp, Terminator};
use std::fmt::Write;

/// Prints a function in the text format.
pub fn print_function(func: &LoweredFunction) -> String {
    let mut out = String::new();
    let params: Vec<&str> = func.signature.params.iter().map(|t| t.name()).collect();
    let results: Vec<&str> = func.signature.results.iter().map(|t| t.name()).collect();
    let _ = writeln!(
        out,
        "function @{}({}) -> ({}) {{",
        name_text(&func.name),
        params.join(", "),
        results.join(", ")
    );
    for g in &func.globals {
        let _ = writeln!(
            out,
            "  global g{}: {}{} = {:#x}",
            g.index,
            g.ty,
            if g.mutable { " mut" } else { "" },
            g.init_bits
        );
    }
    for block in &func.blocks {
        let params: Vec<String> = block
            .params
            .iter()
            .map(|p| format!("{}: {}", p, ty_of(func, *p)))
            .collect();
        let _ = writeln!(out, "{}({}):", block.id, params.join(", "));
        for inst in &block.insts {
            out.push_str("  ");
            if !inst.results.is_empty() {
                let rs: Vec<String> = inst
                    .results
                    .iter()
                    .map(|r| format!("{}: {}", r, ty_of(func, *r)))
                    .collect();
                let _ = write!(out, "{} = ", rs.join(", "));
            }
            out.push_str(&op_text(&inst.op));
            out.push('\n');
        }
        let _ = writeln!(out, "  {}", terminator_text(&block.term));
    }
    out.push_str("}\n");
    out
}

/// The function name as the header shows it: bare when it is a plain identifier, quoted otherwise.
pub fn name_text(name: &str) -> String {
    if is_bare_name(name) {
        name.to_string()
    } else {
        format!("{name:?}")
    }
}

/// Whether `name` prints without quotes (the parser reads such a name as one word).
pub fn is_bare_name(name: &str) -> bool {
    !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '$' | '-'))
}

fn ty_of(func: &LoweredFunction, v: Value) -> &'static str {
    func.value_type(v).map(|t| t.name()).unwrap_or("?")
}

fn list(values: &[Value]) -> String {
    values
        .iter()
        .map(|v| v.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The text of one operation, without its results.
pub fn op_text(op: &LoweredOp) -> String {
    match op {
        LoweredOp::IConst { bits, .. } => format!("iconst {bits:#x}"),
        LoweredOp::FConst { bits, .. } => format!("fconst {bits:#x}"),
        LoweredOp::IntBin { op, lhs, rhs } => format!("{} {lhs}, {rhs}", op.name()),
        LoweredOp::IntUn { op, arg } => format!("{} {arg}", op.name()),
        LoweredOp::IntCmp { op, lhs, rhs } => format!("icmp {} {lhs}, {rhs}", op.name()),
        LoweredOp::FloatBin { op, lhs, rhs } => format!("{} {lhs}, {rhs}", op.name()),
        LoweredOp::FloatUn { op, arg } => format!("{} {arg}", op.name()),
        LoweredOp::FloatCmp { op, lhs, rhs } => format!("fcmp {} {lhs}, {rhs}", op.name()),
        LoweredOp::Convert { op, arg, .. } => format!("{} {arg}", op.name()),
        LoweredOp::Select {
            cond,
            if_true,
            if_false,
        } => {
            format!("select {cond}, {if_true}, {if_false}")
        }
        LoweredOp::TrapIf { cond, kind } => format!("trap_if {cond}, {}", kind.name()),
        LoweredOp::BoundsCheck { addr, offset, size } => {
            format!("bounds_check {addr}, offset {offset}, size {size}")
        }
        LoweredOp::Load {
            mem_ty,
            extend,
            addr,
            offset,
            ..
        } => {
            let ext = match extend {
                LoadExtend::None => "",
                LoadExtend::Zero => "u",
                LoadExtend::Sign => "s",
            };
            format!("load.{ext}{mem_ty} {addr}, offset {offset}")
        }
        LoweredOp::Store {
            mem_ty,
            value,
            addr,
            offset,
        } => {
            format!("store.{mem_ty} {value}, {addr}, offset {offset}")
        }
        LoweredOp::AtomicAdd {
            mem_ty,
            value,
            addr,
            offset,
        } => {
            format!("atomic_add.{mem_ty} {value}, {addr}, offset {offset}")
        }
        LoweredOp::MemorySize { page_log2 } => format!("memory_size{}", page_suffix(*page_log2)),
        LoweredOp::MemoryLength => "memory_length".to_string(),
        LoweredOp::MemoryGrow { delta, page_log2 } => {
            format!("memory_grow{} {delta}", page_suffix(*page_log2))
        }
        LoweredOp::Instance { op, args } if args.is_empty() => {
            format!("{} {}", op.text_name(), op.immediates())
        }
        LoweredOp::Instance { op, args } => {
            format!("{} {}, {}", op.text_name(), op.immediates(), list(args))
        }
        LoweredOp::GlobalGet { index, .. } => format!("global_get g{index}"),
        LoweredOp::GlobalSet { index, value } => format!("global_set g{index}, {value}"),
        LoweredOp::ReadSpecialReg { reg } => format!("special_reg {}", reg.name()),
        LoweredOp::Barrier => "barrier".to_string(),
        LoweredOp::Call { callee, args } => format!("call func{callee}({})", list(args)),
        LoweredOp::CallIndirect {
            table,
            type_index,
            callee,
            args,
        } => format!(
            "call_indirect table{table}, type{type_index}, {callee}({})",
            list(args)
        ),
        LoweredOp::CallRef {
            type_index,
            callee,
            args,
        } => format!("call_ref type{type_index}, {callee}({})", list(args)),
        LoweredOp::MemoryCopy { dst, src, len } => format!("memory_copy {dst}, {src}, {len}"),
        LoweredOp::MemoryFill { dst, value, len } => {
            format!("memory_fill {dst}, {value}, {len}")
        }
        LoweredOp::VConst { bits } => format!("vconst {bits:#x}"),
        LoweredOp::VBin {
            op,
            shape,
            lhs,
            rhs,
        } => format!("{}.{} {lhs}, {rhs}", op.name(), shape.name()),
        LoweredOp::VUn { op, shape, arg } => format!("{}.{} {arg}", op.name(), shape.name()),
        LoweredOp::VIntCmp {
            op,
            shape,
            lhs,
            rhs,
        } => format!("icmp.{} {} {lhs}, {rhs}", shape.name(), op.name()),
        LoweredOp::VFloatCmp {
            op,
            shape,
            lhs,
            rhs,
        } => format!("fcmp.{} {} {lhs}, {rhs}", shape.name(), op.name()),
        LoweredOp::VTest { op, shape, arg } => format!("{}.{} {arg}", op.name(), shape.name()),
        LoweredOp::Splat { shape, arg } => format!("splat.{} {arg}", shape.name()),
        LoweredOp::ExtractLane { shape, lane, arg } => {
            format!("extractlane.{} {arg}, {lane}", shape.name())
        }
        LoweredOp::InsertLane {
            shape,
            lane,
            vector,
            value,
        } => format!("insertlane.{} {vector}, {value}, {lane}", shape.name()),
        LoweredOp::Shuffle { lanes, lhs, rhs } => {
            format!("shuffle {lhs}, {rhs}, {:#x}", u128::from_le_bytes(*lanes))
        }
        LoweredOp::Bitselect {
            mask,
            if_true,
            if_false,
        } => format!("bitselect {mask}, {if_true}, {if_false}"),
        LoweredOp::VFma { shape, a, b, c } => format!("fma.{} {a}, {b}, {c}", shape.name()),
    }
}

fn call_text(c: &BlockCall) -> String {
    format!("{}({})", c.block, list(&c.args))
}

/// The text of a terminator.
pub fn terminator_text(term: &Terminator) -> String {
    match term {
        Terminator::Jump(c) => format!("jump {}", call_text(c)),
        Terminator::Branch {
            cond,
            then_dest,
            else_dest,
        } => {
            format!(
                "brif {cond}, {}, {}",
                call_text(then_dest),
                call_text(else_dest)
            )
        }
        Terminator::BrTable {
            index,
            default,
            targets,
        } => {
            let ts: Vec<String> = targets.iter().map(call_text).collect();
            format!(
                "br_table {index}, {}, [{}]",
                call_text(default),
                ts.join(", ")
            )
        }
        Terminator::ReturnCall { callee, args } => {
            format!("return_call func{callee}({})", list(args))
        }
        Terminator::ReturnCallIndirect {
            table,
            type_index,
            callee,
            args,
        } => format!(
            "return_call_indirect table{table}, type{type_index}, {callee}({})",
            list(args)
        ),
        Terminator::ReturnCallRef {
            type_index,
            callee,
            args,
        } => format!("return_call_ref type{type_index}, {callee}({})", list(args)),
        Terminator::Return { values } => {
            if values.is_empty() {
                "return".to_string()
            } else {
                format!("return {}", list(values))
            }
        }
        Terminator::Trap { kind } => format!("trap {}", kind.name()),
    }
}

/// Short name of a block for diagnostics.
pub fn block_name(id: BlockId) -> String {
    id.to_string()
}

/// The op-name suffix of a page size: none for 64 KiB pages, `.page_log2_N` otherwise.
fn page_suffix(page_log2: u8) -> String {
    if page_log2 == 16 {
        String::new()
    } else {
        format!(".page_log2_{page_log2}")
    }
}
