//! Stack-frame analysis: finds the C shadow-stack frame of a function and its slots.
//!
//! clang's wasm32 code keeps a stack pointer in a mutable global (`__stack_pointer`); a
//! function that needs memory for locals does `frame = global.get sp - F; global.set sp frame`,
//! accesses `frame + c`, and restores `global.set sp (frame + F)`. On a GPU every thread shares
//! the linear memory, so those frames must not live there: this analysis proves that every use
//! of a frame address is an access at a constant offset (or the stack-pointer update itself),
//! and lists the slots, so the converter can give each thread private storage (`mir.alloca`).
//!
//! A frame address used any other way (stored, passed to a call or a block, compared, computed
//! with non-constants) escapes: the function is rejected with a reason naming the op, because
//! its frame would have to stay in shared memory, where threads would clobber each other.
//! This module only analyses; it never changes the function.

use crate::error::{CompileError, Result};
use lowered_ir::{IntBinOp, LoweredFunction, LoweredOp, LoweredType, Terminator, Value};
use std::collections::{BTreeMap, HashMap};

/// One access of the frame: `ty` at byte `offset` from the frame base.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FrameAccess {
    pub offset: i64,
    pub ty: LoweredType,
}

/// How the converter should hold the frame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FrameLayout {
    /// Every offset is accessed with one type and no two slots overlap: one private slot per
    /// offset (mem2reg promotes them to registers).
    Slots(BTreeMap<i64, LoweredType>),
    /// Accesses overlap or mix types: one private byte array of `size` bytes (in .local memory).
    Bytes { size: u32 },
}

/// The frame of a function.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// The stack-pointer global.
    pub global: u32,
    /// Frame size `F` in bytes.
    pub size: u32,
    /// Offset from the frame base of every frame address value.
    pub addresses: HashMap<Value, i64>,
    pub layout: FrameLayout,
}

/// The constant value of `v`, if an `iconst` defines it.
fn constants(f: &LoweredFunction) -> HashMap<Value, u64> {
    let mut out = HashMap::new();
    for b in &f.blocks {
        for i in &b.insts {
            if let (LoweredOp::IConst { bits, .. }, [r]) = (&i.op, i.results.as_slice()) {
                out.insert(*r, *bits);
            }
        }
    }
    out
}

fn as_i32(bits: u64) -> i64 {
    i64::from(bits as u32 as i32)
}

/// Finds the frame of `f`, or `None` if it has none. Fails if a frame address escapes.
/// Whether `f` has no shadow-stack frame (and the analysis succeeds): the passes that
/// restructure blocks leave framed functions alone.
pub fn is_frameless(f: &LoweredFunction) -> bool {
    matches!(analyze(f), Ok(None))
}

pub fn analyze(f: &LoweredFunction) -> Result<Option<Frame>> {
    let consts = constants(f);
    // The stack pointer: a mutable i32 global read, reduced by a constant, and written back.
    let mut sp_reads: HashMap<Value, u32> = HashMap::new();
    for b in &f.blocks {
        for i in &b.insts {
            if let (
                LoweredOp::GlobalGet {
                    index,
                    ty: LoweredType::I32,
                },
                [r],
            ) = (&i.op, i.results.as_slice())
            {
                if f.global(*index).is_some_and(|g| g.mutable) {
                    sp_reads.insert(*r, *index);
                }
            }
        }
    }
    let mut frame: Option<(u32, Value, u32)> = None;
    for b in &f.blocks {
        for i in &b.insts {
            if let (
                LoweredOp::IntBin {
                    op: IntBinOp::Sub,
                    lhs,
                    rhs,
                },
                [r],
            ) = (&i.op, i.results.as_slice())
            {
                if let (Some(global), Some(size)) = (sp_reads.get(lhs), consts.get(rhs)) {
                    let size = u32::try_from(*size)
                        .ok()
                        .filter(|s| *s > 0 && *s <= 1 << 20);
                    if let (Some(size), None) = (size, frame) {
                        frame = Some((*global, *r, size));
                    }
                }
            }
        }
    }
    let Some((global, base, size)) = frame else {
        return Ok(None);
    };
    // Frame addresses: the base, the stack pointer read (base + F), and constant offsets of them.
    let mut addresses: HashMap<Value, i64> = HashMap::new();
    addresses.insert(base, 0);
    for (v, g) in &sp_reads {
        if *g == global {
            addresses.insert(*v, i64::from(size));
        }
    }
    let mut changed = true;
    while changed {
        changed = false;
        for b in &f.blocks {
            for i in &b.insts {
                let (LoweredOp::IntBin { op, lhs, rhs }, [r]) = (&i.op, i.results.as_slice())
                else {
                    continue;
                };
                if addresses.contains_key(r) {
                    continue;
                }
                let derived = match (
                    op,
                    addresses.get(lhs),
                    consts.get(rhs),
                    addresses.get(rhs),
                    consts.get(lhs),
                ) {
                    (IntBinOp::Add, Some(o), Some(c), _, _)
                    | (IntBinOp::Add, _, _, Some(o), Some(c)) => Some(o + as_i32(*c)),
                    (IntBinOp::Sub, Some(o), Some(c), _, _) if *r != base => Some(o - as_i32(*c)),
                    _ => None,
                };
                if let Some(o) = derived {
                    addresses.insert(*r, o);
                    changed = true;
                }
            }
        }
    }
    // Every use of a frame address must be an access, a derivation, or the pointer update.
    let escape = |op: String, why: &str| CompileError::Unsupported {
        func: f.name.clone(),
        op,
        reason: format!("a stack-frame address {why}, so the frame cannot be made thread-private"),
    };
    let mut accesses: Vec<FrameAccess> = Vec::new();
    for b in &f.blocks {
        for i in &b.insts {
            let text = lowered_ir::print::op_text(&i.op);
            match &i.op {
                LoweredOp::Load {
                    mem_ty,
                    addr,
                    offset,
                    ..
                } if addresses.contains_key(addr) => {
                    accesses.push(FrameAccess {
                        offset: addresses[addr] + i64::from(*offset),
                        ty: *mem_ty,
                    });
                }
                LoweredOp::Store {
                    mem_ty,
                    value,
                    addr,
                    offset,
                } if addresses.contains_key(addr) => {
                    if addresses.contains_key(value) {
                        return Err(escape(text, "is stored to memory"));
                    }
                    accesses.push(FrameAccess {
                        offset: addresses[addr] + i64::from(*offset),
                        ty: *mem_ty,
                    });
                }
                LoweredOp::BoundsCheck { .. } => {}
                LoweredOp::GlobalSet { index, .. } if *index == global => {}
                LoweredOp::IntBin { .. } if i.results.iter().all(|r| addresses.contains_key(r)) => {
                }
                op => {
                    if op.operands().iter().any(|v| addresses.contains_key(v)) {
                        let why = match op {
                            LoweredOp::Call { .. }
                            | LoweredOp::CallIndirect { .. }
                            | LoweredOp::CallRef { .. } => "is passed to a call",
                            LoweredOp::Store { .. } => "is stored to memory",
                            _ => "is used as a number",
                        };
                        return Err(escape(text, why));
                    }
                }
            }
        }
        if let Some(v) = b.term.operands().iter().find(|v| addresses.contains_key(v)) {
            let _ = v;
            let why = match b.term {
                Terminator::Return { .. } => "is returned",
                _ => "flows into a branch",
            };
            return Err(escape(lowered_ir::print::terminator_text(&b.term), why));
        }
    }
    for a in &accesses {
        if a.offset < 0 || a.offset + i64::from(a.ty.bytes()) > i64::from(size) {
            return Err(CompileError::Unsupported {
                func: f.name.clone(),
                op: format!(
                    "stack-frame access at offset {} of a {size}-byte frame",
                    a.offset
                ),
                reason: "it reaches outside the function's own frame".into(),
            });
        }
    }
    Ok(Some(Frame {
        global,
        size,
        addresses,
        layout: layout(&accesses, size),
    }))
}

/// Slots when the accesses partition the frame by offset with one type each; bytes otherwise.
fn layout(accesses: &[FrameAccess], size: u32) -> FrameLayout {
    let mut slots: BTreeMap<i64, LoweredType> = BTreeMap::new();
    for a in accesses {
        match slots.get(&a.offset) {
            Some(t) if *t != a.ty => return FrameLayout::Bytes { size },
            _ => {
                slots.insert(a.offset, a.ty);
            }
        }
    }
    let mut end = i64::MIN;
    for (o, t) in &slots {
        if *o < end {
            return FrameLayout::Bytes { size };
        }
        end = o + i64::from(t.bytes());
    }
    FrameLayout::Slots(slots)
}

#[cfg(test)]
mod tests {
    use super::*;
    use lowered_ir::parse::parse_function;

    const PROLOGUE: &str = "function @f(i32) -> () {
  global g0: i32 mut = 0x10400
block0(v0: i32):
  v1: i32 = global_get g0
  v2: i32 = iconst 0x10
  v3: i32 = isub v1, v2
  global_set g0, v3
";

    fn analyze_text(body: &str) -> Result<Option<Frame>> {
        let f = parse_function(&format!("{PROLOGUE}{body}")).expect("test IR parses");
        lowered_ir::verify_function(&f).expect("test IR verifies");
        analyze(&f)
    }

    #[test]
    fn constant_offset_accesses_become_slots() {
        let frame = analyze_text(
            "  v4: i32 = iconst 0x8
  v5: i32 = iadd v3, v4
  v6: f32 = fconst 0x3f800000
  store.f32 v6, v5, offset 4
  v7: f32 = load.f32 v3, offset 12
  v8: i64 = load.i64 v3, offset 0
  v9: i32 = iconst 0x10
  v10: i32 = iadd v3, v9
  global_set g0, v10
  return
}
",
        )
        .unwrap()
        .expect("a frame");
        assert_eq!((frame.global, frame.size), (0, 16));
        assert_eq!(frame.addresses.get(&Value(5)), Some(&8));
        assert_eq!(frame.addresses.get(&Value(10)), Some(&16));
        let FrameLayout::Slots(slots) = frame.layout else {
            panic!("slots expected")
        };
        assert_eq!(
            slots.into_iter().collect::<Vec<_>>(),
            vec![(0, LoweredType::I64), (12, LoweredType::F32)]
        );
    }

    #[test]
    fn access_outside_the_frame_is_rejected() {
        let err = analyze_text(
            "  v4: i32 = load.i32 v3, offset 16
  return
}
",
        )
        .unwrap_err()
        .to_string();
        assert!(
            err.contains("reaches outside the function's own frame"),
            "{err}"
        );
    }

    #[test]
    fn frame_address_stored_to_memory_is_rejected() {
        let err = analyze_text(
            "  store.i32 v3, v0, offset 0
  return
}
",
        )
        .unwrap_err()
        .to_string();
        assert!(
            err.contains("a stack-frame address is stored to memory"),
            "{err}"
        );
    }

    #[test]
    fn frame_address_passed_to_a_call_is_rejected() {
        let f = parse_function(&format!(
            "{PROLOGUE}  v4: i32 = iconst 0x8
  v5: i32 = iadd v3, v4
  call func1(v5)
  return
}}
"
        ))
        .unwrap();
        let err = analyze(&f).unwrap_err().to_string();
        assert!(
            err.contains("a stack-frame address is passed to a call"),
            "{err}"
        );
        assert!(err.contains("call func1(v5)"), "{err}");
    }

    #[test]
    fn overlapping_accesses_fall_back_to_bytes() {
        let accesses = [
            FrameAccess {
                offset: 0,
                ty: LoweredType::I64,
            },
            FrameAccess {
                offset: 4,
                ty: LoweredType::I32,
            },
        ];
        assert_eq!(layout(&accesses, 16), FrameLayout::Bytes { size: 16 });
        let accesses = [
            FrameAccess {
                offset: 0,
                ty: LoweredType::F32,
            },
            FrameAccess {
                offset: 0,
                ty: LoweredType::I32,
            },
        ];
        assert_eq!(layout(&accesses, 16), FrameLayout::Bytes { size: 16 });
        let accesses = [
            FrameAccess {
                offset: 0,
                ty: LoweredType::F32,
            },
            FrameAccess {
                offset: 4,
                ty: LoweredType::I32,
            },
        ];
        let FrameLayout::Slots(slots) = layout(&accesses, 16) else {
            panic!("slots expected")
        };
        assert_eq!(slots.len(), 2);
    }
}
