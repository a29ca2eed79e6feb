//! The public behaviour of lowered-ir's text format and reference interpreter.
//!
//! - Properties over generated well-formed functions (every op kind, every type, branches
//!   and loops among a few blocks): the generator's output verifies, `parse(print(f)) == f`,
//!   parse is the identity on its own image, mutated text never panics the parser, and the
//!   interpreter never panics on any of them.
//! - Hand-written interpreter tests with exact expected values for every op family and
//!   every trap kind, multi-function calls, fuel, and kernel grids with barriers.
//! - Parser errors through the public API, with their messages.

use lowered_ir::{
    parse_function, print_function, run_function, run_kernel_grid, verify_function, BlockCall,
    BlockId, ConvOp, Dim3, FloatBinOp, FloatCmpOp, FloatUnOp, FunctionBuilder, FunctionResolver,
    GlobalDecl, InstanceOp, IntBinOp, IntCmpOp, IntUnOp, InterpError, Interpreter, KernelTrap,
    LoadExtend, LoweredFunction, LoweredOp, LoweredSignature, LoweredType as T, ResolveError,
    RtValue, Shape, SpecialReg, Terminator, ThreadPosition, TrapKind, Value, VecBinOp, VecTestOp,
    VecUnOp,
};
use proptest::collection::vec;
use proptest::prelude::*;

// =======================================================================================
// Generator of well-formed functions.
//
// A recipe is plain data proptest can shrink; `build` turns it into a function with the
// builder, choosing operands of the right type among the values the current block may use
// (the entry block's values, which dominate everything, and the block's own), and making a
// constant when there is none. The result always passes the verifier.

#[derive(Debug, Clone)]
struct Choice {
    kind: u8,
    picks: [u16; 4],
    imm: u64,
}

#[derive(Debug, Clone)]
struct BlockRecipe {
    params: Vec<T>,
    ops: Vec<Choice>,
    term: Choice,
    targets: Vec<u16>,
}

#[derive(Debug, Clone)]
struct Recipe {
    name: String,
    params: Vec<T>,
    results: Vec<T>,
    /// (type selector, mutable, initial bits)
    globals: Vec<(u8, bool, u64)>,
    blocks: Vec<BlockRecipe>,
}

const INT_TYPES: [T; 4] = [T::I8, T::I16, T::I32, T::I64];
const WASM_TYPES: [T; 4] = [T::I32, T::I64, T::F32, T::F64];

fn ty() -> impl Strategy<Value = T> {
    prop_oneof![
        4 => Just(T::I32),
        3 => Just(T::I64),
        3 => Just(T::F32),
        3 => Just(T::F64),
        1 => Just(T::I8),
        1 => Just(T::I16),
        1 => Just(T::V128),
    ]
}

fn imm() -> impl Strategy<Value = u64> {
    prop_oneof![
        4 => any::<u64>(),
        1 => prop::sample::select(vec![
            0u64, 1, u64::MAX, 0x8000_0000, 0x7fff_ffff, 1 << 63,
            0x7fc0_0000, 0x7fa0_0001, 0xff80_0000, 0x7ff8_0000_0000_0000, 0x7ff4_0000_0000_0001,
        ]),
    ]
}

fn choice() -> impl Strategy<Value = Choice> {
    (any::<u8>(), any::<[u16; 4]>(), imm()).prop_map(|(kind, picks, imm)| Choice {
        kind,
        picks,
        imm,
    })
}

fn block_recipe() -> impl Strategy<Value = BlockRecipe> {
    (
        vec(ty(), 0..3),
        vec(choice(), 0..12),
        choice(),
        vec(any::<u16>(), 0..4),
    )
        .prop_map(|(params, ops, term, targets)| BlockRecipe {
            params,
            ops,
            term,
            targets,
        })
}

fn name() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => "[a-z_][a-z0-9_.$-]{0,10}",
        1 => any::<String>(),
    ]
}

fn recipe() -> impl Strategy<Value = Recipe> {
    (
        name(),
        vec(ty(), 0..4),
        vec(ty(), 0..3),
        vec((0u8..4, any::<bool>(), imm()), 0..3),
        vec(block_recipe(), 1..5),
    )
        .prop_map(|(name, params, results, globals, blocks)| Recipe {
            name,
            params,
            results,
            globals,
            blocks,
        })
}

fn mask(ty: T, bits: u64) -> u64 {
    if ty.bits() >= 64 {
        bits
    } else {
        bits & ((1u64 << ty.bits()) - 1)
    }
}

fn pick<X: Clone>(items: &[X], sel: u16) -> X {
    items[sel as usize % items.len()].clone()
}

/// Every conversion the verifier accepts, as (op, from, to).
fn conversions() -> Vec<(ConvOp, T, T)> {
    let mut out = Vec::new();
    for &op in ConvOp::ALL {
        for from in T::ALL {
            for to in T::ALL {
                let ok = match op {
                    ConvOp::Uextend | ConvOp::Sextend => {
                        from.is_int() && to.is_int() && from.bits() < to.bits()
                    }
                    ConvOp::Ireduce => from.is_int() && to.is_int() && from.bits() > to.bits(),
                    ConvOp::Bitcast => from.bits() == to.bits() && from != to,
                    ConvOp::FPromote => from == T::F32 && to == T::F64,
                    ConvOp::FDemote => from == T::F64 && to == T::F32,
                    ConvOp::FToSint | ConvOp::FToUint | ConvOp::FToSintSat | ConvOp::FToUintSat => {
                        from.is_float() && matches!(to, T::I32 | T::I64)
                    }
                    ConvOp::SintToF | ConvOp::UintToF => {
                        matches!(from, T::I32 | T::I64) && to.is_float()
                    }
                };
                if ok {
                    out.push((op, from, to));
                }
            }
        }
    }
    out
}

/// Every (result type, memory type, extension) a load may have.
fn loads() -> Vec<(T, T, LoadExtend)> {
    let mut out: Vec<_> = T::ALL.iter().map(|&t| (t, t, LoadExtend::None)).collect();
    for to in INT_TYPES {
        for mem in INT_TYPES {
            if mem.bits() < to.bits() {
                out.push((to, mem, LoadExtend::Zero));
                out.push((to, mem, LoadExtend::Sign));
            }
        }
    }
    out
}

/// Every (value type, memory type) a store may have.
fn stores() -> Vec<(T, T)> {
    let mut out: Vec<_> = T::ALL.iter().map(|&t| (t, t)).collect();
    for v in INT_TYPES {
        for mem in INT_TYPES {
            if mem.bits() < v.bits() {
                out.push((v, mem));
            }
        }
    }
    out
}

struct Gen {
    b: FunctionBuilder,
    globals: Vec<GlobalDecl>,
    conversions: Vec<(ConvOp, T, T)>,
    loads: Vec<(T, T, LoadExtend)>,
    stores: Vec<(T, T)>,
}

impl Gen {
    /// A value of type `ty` from `avail`, or a new one made here.
    fn value(&mut self, avail: &mut Vec<(Value, T)>, ty: T, sel: u16) -> Value {
        let found: Vec<Value> = avail
            .iter()
            .filter(|(_, t)| *t == ty)
            .map(|(v, _)| *v)
            .collect();
        if !found.is_empty() {
            return pick(&found, sel);
        }
        let bits = u64::from(sel).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let v = match ty {
            T::F32 | T::F64 => self.b.push1(
                LoweredOp::FConst {
                    ty,
                    bits: mask(ty, bits),
                },
                ty,
            ),
            T::V128 => {
                let addr = self.value(avail, T::I32, sel);
                let op = LoweredOp::Load {
                    ty,
                    mem_ty: ty,
                    extend: LoadExtend::None,
                    addr,
                    offset: 0,
                };
                self.b.push1(op, ty)
            }
            _ => self.b.push1(
                LoweredOp::IConst {
                    ty,
                    bits: mask(ty, bits),
                },
                ty,
            ),
        };
        avail.push((v, ty));
        v
    }

    fn op(&mut self, avail: &mut Vec<(Value, T)>, c: &Choice) {
        let [p0, p1, p2, p3] = c.picks;
        let int_ty = pick(&INT_TYPES, p0);
        let float_ty = pick(&[T::F32, T::F64], p0);
        let (op, result): (LoweredOp, Vec<T>) = match c.kind % 25 {
            0 => (
                LoweredOp::IConst {
                    ty: int_ty,
                    bits: mask(int_ty, c.imm),
                },
                vec![int_ty],
            ),
            1 => (
                LoweredOp::FConst {
                    ty: float_ty,
                    bits: mask(float_ty, c.imm),
                },
                vec![float_ty],
            ),
            2 => {
                let (lhs, rhs) = (self.value(avail, int_ty, p1), self.value(avail, int_ty, p2));
                (
                    LoweredOp::IntBin {
                        op: pick(IntBinOp::ALL, p3),
                        lhs,
                        rhs,
                    },
                    vec![int_ty],
                )
            }
            3 => {
                let arg = self.value(avail, int_ty, p1);
                (
                    LoweredOp::IntUn {
                        op: pick(IntUnOp::ALL, p3),
                        arg,
                    },
                    vec![int_ty],
                )
            }
            4 => {
                let (lhs, rhs) = (self.value(avail, int_ty, p1), self.value(avail, int_ty, p2));
                (
                    LoweredOp::IntCmp {
                        op: pick(IntCmpOp::ALL, p3),
                        lhs,
                        rhs,
                    },
                    vec![T::I8],
                )
            }
            5 => {
                let (lhs, rhs) = (
                    self.value(avail, float_ty, p1),
                    self.value(avail, float_ty, p2),
                );
                (
                    LoweredOp::FloatBin {
                        op: pick(FloatBinOp::ALL, p3),
                        lhs,
                        rhs,
                    },
                    vec![float_ty],
                )
            }
            6 => {
                let arg = self.value(avail, float_ty, p1);
                (
                    LoweredOp::FloatUn {
                        op: pick(FloatUnOp::ALL, p3),
                        arg,
                    },
                    vec![float_ty],
                )
            }
            7 => {
                let (lhs, rhs) = (
                    self.value(avail, float_ty, p1),
                    self.value(avail, float_ty, p2),
                );
                (
                    LoweredOp::FloatCmp {
                        op: pick(FloatCmpOp::ALL, p3),
                        lhs,
                        rhs,
                    },
                    vec![T::I8],
                )
            }
            8 => {
                let (op, from, to) = pick(&self.conversions, p3);
                let arg = self.value(avail, from, p1);
                (LoweredOp::Convert { op, arg, to }, vec![to])
            }
            9 => {
                let vt = pick(&T::ALL, p3);
                let cond = self.value(avail, int_ty, p1);
                let if_true = self.value(avail, vt, p2);
                let if_false = self.value(avail, vt, p2.wrapping_add(1));
                (
                    LoweredOp::Select {
                        cond,
                        if_true,
                        if_false,
                    },
                    vec![vt],
                )
            }
            10 => {
                let cond = self.value(avail, int_ty, p1);
                (
                    LoweredOp::TrapIf {
                        cond,
                        kind: pick(&TrapKind::ALL, p3),
                    },
                    vec![],
                )
            }
            11 => {
                let addr = self.value(avail, T::I32, p1);
                let size = pick(&[1, 2, 4, 8, 16], p3);
                (
                    LoweredOp::BoundsCheck {
                        addr,
                        offset: c.imm as u32,
                        size,
                    },
                    vec![],
                )
            }
            12 => {
                let (ty, mem_ty, extend) = pick(&self.loads, p3);
                let addr = self.value(avail, T::I32, p1);
                (
                    LoweredOp::Load {
                        ty,
                        mem_ty,
                        extend,
                        addr,
                        offset: c.imm as u32,
                    },
                    vec![ty],
                )
            }
            13 => {
                let (vt, mem_ty) = pick(&self.stores, p3);
                let value = self.value(avail, vt, p2);
                let addr = self.value(avail, T::I32, p1);
                (
                    LoweredOp::Store {
                        mem_ty,
                        value,
                        addr,
                        offset: c.imm as u32,
                    },
                    vec![],
                )
            }
            14 => (LoweredOp::MemorySize { page_log2: 16 }, vec![T::I32]),
            15 if !self.globals.is_empty() => {
                let g = pick(&self.globals, p3);
                (
                    LoweredOp::GlobalGet {
                        index: g.index,
                        ty: g.ty,
                    },
                    vec![g.ty],
                )
            }
            16 if self.globals.iter().any(|g| g.mutable) => {
                let muts: Vec<GlobalDecl> =
                    self.globals.iter().filter(|g| g.mutable).cloned().collect();
                let g = pick(&muts, p3);
                let value = self.value(avail, g.ty, p1);
                (
                    LoweredOp::GlobalSet {
                        index: g.index,
                        value,
                    },
                    vec![],
                )
            }
            17 => (
                LoweredOp::ReadSpecialReg {
                    reg: pick(SpecialReg::ALL, p3),
                },
                vec![T::I32],
            ),
            18 | 15 | 16 => (LoweredOp::Barrier, vec![]),
            19 => {
                let dst = self.value(avail, T::I32, p1);
                let src = self.value(avail, T::I32, p2);
                let len = self.value(avail, T::I32, p3);
                (LoweredOp::MemoryCopy { dst, src, len }, vec![])
            }
            20 => {
                let dst = self.value(avail, T::I32, p1);
                let value = self.value(avail, T::I32, p2);
                let len = self.value(avail, T::I32, p3);
                (LoweredOp::MemoryFill { dst, value, len }, vec![])
            }
            22 => {
                let op = pick(VecBinOp::ALL, p3);
                let shapes: Vec<Shape> = Shape::ALL
                    .iter()
                    .copied()
                    .filter(|s| op.shape_ok(*s))
                    .collect();
                let shape = pick(&shapes, p0);
                let lhs = self.value(avail, T::V128, p1);
                let rhs_ty = if op.is_shift() { T::I32 } else { T::V128 };
                let rhs = self.value(avail, rhs_ty, p2);
                (
                    LoweredOp::VBin {
                        op,
                        shape,
                        lhs,
                        rhs,
                    },
                    vec![T::V128],
                )
            }
            23 => {
                let op = pick(VecUnOp::ALL, p3);
                let shapes: Vec<Shape> = Shape::ALL
                    .iter()
                    .copied()
                    .filter(|s| op.shape_ok(*s))
                    .collect();
                let shape = pick(&shapes, p0);
                let arg = self.value(avail, T::V128, p1);
                (LoweredOp::VUn { op, shape, arg }, vec![T::V128])
            }
            24 => self.vector_misc(avail, c),
            _ => {
                let args: Vec<Value> = if avail.is_empty() {
                    vec![]
                } else {
                    (0..p1 % 3)
                        .map(|i| avail[(p2 as usize + i as usize) % avail.len()].0)
                        .collect()
                };
                let results = (0..p3 % 3)
                    .map(|i| pick(&T::ALL, (c.imm >> (8 * i)) as u16))
                    .collect();
                (
                    LoweredOp::Call {
                        callee: u32::from(p0 % 4),
                        args,
                    },
                    results,
                )
            }
        };
        let values = self.b.push(op, &result);
        avail.extend(values.into_iter().zip(result));
    }

    /// The vector ops other than `VBin`/`VUn`.
    fn vector_misc(&mut self, avail: &mut Vec<(Value, T)>, c: &Choice) -> (LoweredOp, Vec<T>) {
        let [p0, p1, p2, p3] = c.picks;
        let shape = pick(Shape::ALL, p0);
        let int_shape = shape.int_shape();
        let float_shape = pick(&[Shape::F32x4, Shape::F64x2], p0);
        let lane = (c.imm % u64::from(shape.lanes())) as u8;
        let wide = u128::from(c.imm) | (u128::from(c.imm.rotate_left(17)) << 64);
        match p3 % 9 {
            0 => (LoweredOp::VConst { bits: wide }, vec![T::V128]),
            1 => {
                let (lhs, rhs) = (
                    self.value(avail, T::V128, p1),
                    self.value(avail, T::V128, p2),
                );
                let op = pick(IntCmpOp::ALL, p3 / 9);
                let shape = int_shape;
                (
                    LoweredOp::VIntCmp {
                        op,
                        shape,
                        lhs,
                        rhs,
                    },
                    vec![T::V128],
                )
            }
            2 => {
                let (lhs, rhs) = (
                    self.value(avail, T::V128, p1),
                    self.value(avail, T::V128, p2),
                );
                let op = pick(FloatCmpOp::ALL, p3 / 9);
                (
                    LoweredOp::VFloatCmp {
                        op,
                        shape: float_shape,
                        lhs,
                        rhs,
                    },
                    vec![T::V128],
                )
            }
            3 => {
                let op = pick(VecTestOp::ALL, p3 / 9);
                let arg = self.value(avail, T::V128, p1);
                (
                    LoweredOp::VTest {
                        op,
                        shape: int_shape,
                        arg,
                    },
                    vec![op.result_type()],
                )
            }
            4 => {
                let arg = self.value(avail, shape.lane_type(), p1);
                (LoweredOp::Splat { shape, arg }, vec![T::V128])
            }
            5 => {
                let arg = self.value(avail, T::V128, p1);
                (
                    LoweredOp::ExtractLane { shape, lane, arg },
                    vec![shape.lane_type()],
                )
            }
            6 => {
                let vector = self.value(avail, T::V128, p1);
                let value = self.value(avail, shape.lane_type(), p2);
                (
                    LoweredOp::InsertLane {
                        shape,
                        lane,
                        vector,
                        value,
                    },
                    vec![T::V128],
                )
            }
            7 => {
                let (lhs, rhs) = (
                    self.value(avail, T::V128, p1),
                    self.value(avail, T::V128, p2),
                );
                let lanes = wide.to_le_bytes().map(|b| b % 32);
                (LoweredOp::Shuffle { lanes, lhs, rhs }, vec![T::V128])
            }
            _ => {
                let mask = self.value(avail, T::V128, p1);
                let (if_true, if_false) = (
                    self.value(avail, T::V128, p2),
                    self.value(avail, T::V128, p0),
                );
                (
                    LoweredOp::Bitselect {
                        mask,
                        if_true,
                        if_false,
                    },
                    vec![T::V128],
                )
            }
        }
    }
}

fn build(r: &Recipe) -> LoweredFunction {
    let signature = LoweredSignature {
        params: r.params.clone(),
        results: r.results.clone(),
    };
    let mut g = Gen {
        b: FunctionBuilder::new(r.name.clone(), signature),
        globals: Vec::new(),
        conversions: conversions(),
        loads: loads(),
        stores: stores(),
    };
    for (i, (sel, mutable, init)) in r.globals.iter().enumerate() {
        let ty = pick(&WASM_TYPES, u16::from(*sel));
        // Sparse, reverse-ordered indices: the builder sorts them.
        let decl = GlobalDecl {
            index: 10 - 3 * i as u32,
            ty,
            mutable: *mutable,
            init_bits: mask(ty, *init).into(),
        };
        g.globals.push(decl.clone());
        g.b.add_global(decl);
    }
    let ids: Vec<BlockId> = r.blocks.iter().map(|_| g.b.reserve_block()).collect();
    let param_types: Vec<Vec<T>> = r
        .blocks
        .iter()
        .enumerate()
        .map(|(k, b)| {
            if k == 0 {
                r.params.clone()
            } else {
                b.params.clone()
            }
        })
        .collect();
    let mut entry_values: Vec<(Value, T)> = Vec::new();
    for (k, br) in r.blocks.iter().enumerate() {
        let params = g.b.start_block(ids[k], &param_types[k]);
        let mut avail = if k == 0 {
            Vec::new()
        } else {
            entry_values.clone()
        };
        avail.extend(params.into_iter().zip(param_types[k].iter().copied()));
        for c in &br.ops {
            g.op(&mut avail, c);
        }
        let term = terminator(&mut g, &mut avail, br, &ids, &param_types, &r.results);
        g.b.terminate(term);
        if k == 0 {
            entry_values = avail;
        }
    }
    g.b.finish()
}

fn terminator(
    g: &mut Gen,
    avail: &mut Vec<(Value, T)>,
    br: &BlockRecipe,
    ids: &[BlockId],
    param_types: &[Vec<T>],
    results: &[T],
) -> Terminator {
    let [p0, p1, _, p3] = br.term.picks;
    let call = |g: &mut Gen, avail: &mut Vec<(Value, T)>, sel: u16| -> BlockCall {
        // Never the entry block.
        let j = 1 + sel as usize % (ids.len() - 1);
        let args = param_types[j]
            .iter()
            .enumerate()
            .map(|(i, t)| g.value(avail, *t, sel.wrapping_add(i as u16)))
            .collect();
        BlockCall {
            block: ids[j],
            args,
        }
    };
    let branches = ids.len() > 1;
    match br.term.kind % 6 {
        0 if branches => Terminator::Jump(call(g, avail, p1)),
        1 if branches => {
            let cond = g.value(avail, pick(&INT_TYPES, p0), p3);
            let then_dest = call(g, avail, p1);
            let else_dest = call(g, avail, p1.wrapping_add(1));
            Terminator::Branch {
                cond,
                then_dest,
                else_dest,
            }
        }
        2 if branches => {
            let index = g.value(avail, T::I32, p3);
            let default = call(g, avail, p1);
            let targets = br.targets.iter().map(|s| call(g, avail, *s)).collect();
            Terminator::BrTable {
                index,
                default,
                targets,
            }
        }
        5 => Terminator::Trap {
            kind: pick(&TrapKind::ALL, p3),
        },
        _ => {
            let values = results
                .iter()
                .enumerate()
                .map(|(i, t)| g.value(avail, *t, p1.wrapping_add(i as u16)))
                .collect();
            Terminator::Return { values }
        }
    }
}

/// Arguments of the signature's types from raw bits.
fn arguments(f: &LoweredFunction, bits: &[u128]) -> Vec<RtValue> {
    f.signature
        .params
        .iter()
        .enumerate()
        .map(|(i, t)| RtValue::from_bits(*t, bits.get(i).copied().unwrap_or(0)))
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn generated_functions_verify_and_round_trip(r in recipe()) {
        let f = build(&r);
        prop_assert_eq!(verify_function(&f), Ok(()));
        let text = print_function(&f);
        let parsed = parse_function(&text);
        prop_assert_eq!(parsed.as_ref(), Ok(&f), "text:\n{}", text);
        prop_assert_eq!(print_function(&parsed.unwrap()), text);
    }

    #[test]
    fn parse_is_the_identity_on_its_image_and_never_panics(
        r in recipe(),
        cut in any::<prop::sample::Index>(),
        len in 0usize..8,
        insert in "[ -~\n]{0,6}",
    ) {
        let text = print_function(&build(&r));
        let chars: Vec<char> = text.chars().collect();
        let at = cut.index(chars.len() + 1);
        let end = (at + len).min(chars.len());
        let mutated: String = chars[..at].iter().chain(insert.chars().collect::<Vec<_>>().iter()).chain(chars[end..].iter()).collect();
        if let Ok(g) = parse_function(&mutated) {
            let again = print_function(&g);
            prop_assert_eq!(parse_function(&again), Ok(g));
        }
    }

    #[test]
    fn arbitrary_text_never_panics_the_parser(s in any::<String>()) {
        let _ = parse_function(&s);
        let _ = parse_function(&format!("function @f() -> () {{\nblock0():\n{s}\n}}"));
    }

    #[test]
    fn the_interpreter_never_panics(r in recipe(), bits in vec(any::<u128>(), 4), mem_len in 0usize..96) {
        let f = build(&r);
        let args = arguments(&f, &bits);
        let mut memory: Vec<u8> = (0..mem_len).map(|i| i as u8).collect();
        let mut interp = Interpreter::with_resolver(|_| Some(&f)).with_fuel(2_000).with_max_call_depth(8);
        match interp.call(&f, &args, &mut memory) {
            Ok(values) => {
                let types: Vec<T> = values.iter().map(|v| v.ty()).collect();
                prop_assert_eq!(&types, &f.signature.results);
            }
            Err(InterpError::BadArguments { .. }) => prop_assert!(false, "arguments were built from the signature"),
            // The verifier cannot check a call against its callee (here: `f` itself, for every
            // index); anything else malformed in a verified function is an interpreter bug.
            Err(InterpError::Malformed { op, reason, .. }) => prop_assert!(op.starts_with("call "), "{}: {}", op, reason),
            Err(_) => {}
        }
        let position = ThreadPosition { thread_idx: Dim3::new(1, 0, 0), block_idx: Dim3::new(0, 1, 0), block_dim: Dim3::new(2, 1, 1), grid_dim: Dim3::new(1, 2, 1) };
        let _ = interp.call_in_thread(&f, &args, &mut memory, Some(position));
        let _ = interp.run_kernel_grid(&f, &mut memory, Dim3::new(2, 1, 1), Dim3::new(2, 1, 1));
    }
}

// =======================================================================================
// Interpreter: one op at a time.

/// Runs a one-op function `op(params) -> result` on `args`.
fn run_op(
    params: &[T],
    result: T,
    op: impl FnOnce(&[Value]) -> LoweredOp,
    args: &[RtValue],
) -> Result<RtValue, TrapKind> {
    let sig = LoweredSignature {
        params: params.to_vec(),
        results: vec![result],
    };
    let mut b = FunctionBuilder::new("op", sig);
    let entry = b.reserve_block();
    let ps = b.start_block(entry, params);
    let r = b.push1(op(&ps), result);
    b.terminate(Terminator::Return { values: vec![r] });
    let f = b.finish();
    verify_function(&f).expect("the one-op function verifies");
    match run_function(&f, args, &mut []) {
        Ok(v) => Ok(v[0]),
        Err(InterpError::Trap(k)) => Err(k),
        Err(e) => panic!("not a trap: {e}"),
    }
}

fn int_bin(ty: T, op: IntBinOp, a: u64, b: u64) -> Result<u64, TrapKind> {
    let args = [
        RtValue::from_bits(ty, a.into()),
        RtValue::from_bits(ty, b.into()),
    ];
    run_op(
        &[ty, ty],
        ty,
        |v| LoweredOp::IntBin {
            op,
            lhs: v[0],
            rhs: v[1],
        },
        &args,
    )
    .map(|r| r.bits() as u64)
}

fn i32_bin(op: IntBinOp, a: i32, b: i32) -> Result<i32, TrapKind> {
    int_bin(T::I32, op, u64::from(a as u32), u64::from(b as u32)).map(|r| r as u32 as i32)
}

fn i64_bin(op: IntBinOp, a: i64, b: i64) -> Result<i64, TrapKind> {
    int_bin(T::I64, op, a as u64, b as u64).map(|r| r as i64)
}

fn int_un(ty: T, op: IntUnOp, a: u64) -> u64 {
    let args = [RtValue::from_bits(ty, a.into())];
    run_op(&[ty], ty, |v| LoweredOp::IntUn { op, arg: v[0] }, &args)
        .expect("no trap")
        .bits() as u64
}

fn int_cmp(ty: T, op: IntCmpOp, a: u64, b: u64) -> u64 {
    let args = [
        RtValue::from_bits(ty, a.into()),
        RtValue::from_bits(ty, b.into()),
    ];
    run_op(
        &[ty, ty],
        T::I8,
        |v| LoweredOp::IntCmp {
            op,
            lhs: v[0],
            rhs: v[1],
        },
        &args,
    )
    .expect("no trap")
    .bits() as u64
}

fn f32_bin(op: FloatBinOp, a: u32, b: u32) -> u32 {
    let args = [RtValue::F32(a), RtValue::F32(b)];
    run_op(
        &[T::F32, T::F32],
        T::F32,
        |v| LoweredOp::FloatBin {
            op,
            lhs: v[0],
            rhs: v[1],
        },
        &args,
    )
    .expect("no trap")
    .bits() as u32
}

fn f64_bin(op: FloatBinOp, a: f64, b: f64) -> u64 {
    let args = [RtValue::from_f64(a), RtValue::from_f64(b)];
    run_op(
        &[T::F64, T::F64],
        T::F64,
        |v| LoweredOp::FloatBin {
            op,
            lhs: v[0],
            rhs: v[1],
        },
        &args,
    )
    .expect("no trap")
    .bits() as u64
}

fn f32_un(op: FloatUnOp, a: u32) -> u32 {
    run_op(
        &[T::F32],
        T::F32,
        |v| LoweredOp::FloatUn { op, arg: v[0] },
        &[RtValue::F32(a)],
    )
    .expect("no trap")
    .bits() as u32
}

fn f64_un(op: FloatUnOp, a: f64) -> u64 {
    run_op(
        &[T::F64],
        T::F64,
        |v| LoweredOp::FloatUn { op, arg: v[0] },
        &[RtValue::from_f64(a)],
    )
    .expect("no trap")
    .bits() as u64
}

fn f32_cmp(op: FloatCmpOp, a: u32, b: u32) -> u64 {
    let args = [RtValue::F32(a), RtValue::F32(b)];
    run_op(
        &[T::F32, T::F32],
        T::I8,
        |v| LoweredOp::FloatCmp {
            op,
            lhs: v[0],
            rhs: v[1],
        },
        &args,
    )
    .expect("no trap")
    .bits() as u64
}

fn conv(op: ConvOp, arg: RtValue, to: T) -> Result<u128, TrapKind> {
    run_op(
        &[arg.ty()],
        to,
        |v| LoweredOp::Convert { op, arg: v[0], to },
        &[arg],
    )
    .map(|r| r.bits())
}

fn is_nan32(bits: u32) -> bool {
    f32::from_bits(bits).is_nan()
}

fn is_nan64(bits: u64) -> bool {
    f64::from_bits(bits).is_nan()
}

const MIN32: i32 = i32::MIN;
const NEG_ZERO32: u32 = 0x8000_0000;
const NAN32: u32 = 0x7fc0_0000;
/// The NaN an op makes from operands that are not NaNs (x86's default NaN).
const FRESH_NAN32: u32 = 0xffc0_0000;

#[test]
fn integer_arithmetic_wraps_and_divides_like_wasm() {
    use IntBinOp::*;
    assert_eq!(i32_bin(Add, -1, 1), Ok(0));
    assert_eq!(i32_bin(Add, i32::MAX, 1), Ok(MIN32));
    assert_eq!(i32_bin(Sub, 0, 1), Ok(-1));
    assert_eq!(i32_bin(Mul, 0x10000, 0x10000), Ok(0));
    assert_eq!(i32_bin(Mul, 0x7fff_ffff, 3), Ok(0x7fff_fffd));
    assert_eq!(i32_bin(DivS, -7, 2), Ok(-3));
    assert_eq!(i32_bin(DivS, 7, -2), Ok(-3));
    assert_eq!(i32_bin(DivU, -7, 2), Ok(0x7fff_fffc));
    assert_eq!(i32_bin(RemS, -7, 2), Ok(-1));
    assert_eq!(i32_bin(RemS, 7, -2), Ok(1));
    assert_eq!(i32_bin(RemU, -7, 2), Ok(1));
    assert_eq!(i32_bin(RemS, MIN32, -1), Ok(0));
    assert_eq!(i32_bin(DivS, MIN32, -1), Err(TrapKind::IntegerOverflow));
    assert_eq!(i32_bin(DivS, MIN32, 1), Ok(MIN32));
    for op in [DivS, DivU, RemS, RemU] {
        assert_eq!(
            i32_bin(op, 1, 0),
            Err(TrapKind::IntegerDivideByZero),
            "{op:?}"
        );
        assert_eq!(
            i64_bin(op, 1, 0),
            Err(TrapKind::IntegerDivideByZero),
            "{op:?}"
        );
    }
    assert_eq!(i64_bin(DivS, i64::MIN, -1), Err(TrapKind::IntegerOverflow));
    assert_eq!(i64_bin(RemS, i64::MIN, -1), Ok(0));
    assert_eq!(i64_bin(DivU, -1, 2), Ok(i64::MAX));
    assert_eq!(i64_bin(Mul, i64::MIN, -1), Ok(i64::MIN));
}

#[test]
fn bitwise_shift_and_rotate_mask_the_amount() {
    use IntBinOp::*;
    assert_eq!(i32_bin(And, 0b1100, 0b1010), Ok(0b1000));
    assert_eq!(i32_bin(Or, 0b1100, 0b1010), Ok(0b1110));
    assert_eq!(i32_bin(Xor, 0b1100, 0b1010), Ok(0b0110));
    assert_eq!(i32_bin(Shl, 1, 33), Ok(2));
    assert_eq!(i32_bin(Shl, 1, 31), Ok(MIN32));
    assert_eq!(i32_bin(ShrS, MIN32, 31), Ok(-1));
    assert_eq!(i32_bin(ShrS, MIN32, 32), Ok(MIN32));
    assert_eq!(i32_bin(ShrU, MIN32, 63), Ok(1));
    assert_eq!(i32_bin(ShrU, -1, -1), Ok(1));
    assert_eq!(i32_bin(Rotl, 0x8000_0001u32 as i32, 1), Ok(3));
    assert_eq!(i32_bin(Rotl, 0x1234_5678, 32), Ok(0x1234_5678));
    assert_eq!(i32_bin(Rotr, 1, 1), Ok(MIN32));
    assert_eq!(i32_bin(Rotr, 0x1234_5678, 4), Ok(0x8123_4567u32 as i32));
    assert_eq!(i64_bin(Shl, 1, 65), Ok(2));
    assert_eq!(i64_bin(ShrS, i64::MIN, 63), Ok(-1));
    assert_eq!(i64_bin(Rotl, 1, 65), Ok(2));
    assert_eq!(i64_bin(Rotr, 1, 64), Ok(1));
    assert_eq!(i64_bin(Rotr, 1, -1), Ok(2));
    // Narrow types mask by their own width.
    assert_eq!(int_bin(T::I8, Shl, 1, 9), Ok(2));
    assert_eq!(int_bin(T::I16, Rotl, 0x8001, 1), Ok(3));
}

#[test]
fn counting_ops_define_zero() {
    use IntUnOp::*;
    assert_eq!(int_un(T::I32, Clz, 0x8000_0000), 0);
    assert_eq!(int_un(T::I32, Clz, 1), 31);
    assert_eq!(int_un(T::I32, Clz, 0), 32);
    assert_eq!(int_un(T::I32, Ctz, 0x8000_0000), 31);
    assert_eq!(int_un(T::I32, Ctz, 0), 32);
    assert_eq!(int_un(T::I32, Popcnt, 0xffff_ffff), 32);
    assert_eq!(int_un(T::I32, Popcnt, 0x8000_0001), 2);
    assert_eq!(int_un(T::I64, Clz, 0), 64);
    assert_eq!(int_un(T::I64, Ctz, 0), 64);
    assert_eq!(int_un(T::I64, Clz, 0x0000_0001_0000_0000), 31);
    assert_eq!(int_un(T::I64, Popcnt, u64::MAX), 64);
    assert_eq!(int_un(T::I32, Neg, 0x8000_0000), 0x8000_0000);
    assert_eq!(int_un(T::I32, Neg, 1), 0xffff_ffff);
    assert_eq!(int_un(T::I8, Clz, 0), 8);
}

#[test]
fn integer_comparisons_give_i8_zero_or_one() {
    use IntCmpOp::*;
    let m1 = 0xffff_ffff;
    let cases = [
        (Eq, 5, 5, 1),
        (Ne, 5, 5, 0),
        (LtS, m1, 0, 1),
        (LtU, m1, 0, 0),
        (GtS, m1, 0, 0),
        (GtU, m1, 0, 1),
        (LeS, 3, 3, 1),
        (LeU, 4, 3, 0),
        (GeS, 0x8000_0000, 0x7fff_ffff, 0),
        (GeU, 0x8000_0000, 0x7fff_ffff, 1),
    ];
    for (op, a, b, want) in cases {
        assert_eq!(int_cmp(T::I32, op, a, b), want, "{op:?} {a:#x} {b:#x}");
    }
    assert_eq!(int_cmp(T::I64, LtS, u64::MAX, 0), 1);
    assert_eq!(int_cmp(T::I8, LtS, 0x80, 0x7f), 1);
}

#[test]
fn float_arithmetic_is_ieee_round_to_nearest_with_subnormals() {
    use FloatBinOp::*;
    assert_eq!(
        f64_bin(Add, 0.1, 0.2),
        0.300_000_000_000_000_04f64.to_bits()
    );
    assert_eq!(f64_bin(Sub, 1.0, 1e-17), 1.0f64.to_bits());
    assert_eq!(f64_bin(Mul, 1e308, 10.0), f64::INFINITY.to_bits());
    assert_eq!(f32_bin(Div, 1f32.to_bits(), 3f32.to_bits()), 0x3eaa_aaab);
    assert_eq!(f32_bin(Div, 1f32.to_bits(), 0), f32::INFINITY.to_bits());
    assert_eq!(
        f32_bin(Div, (-1f32).to_bits(), 0),
        f32::NEG_INFINITY.to_bits()
    );
    // Subnormals are kept, and rounding to nearest-even applies to them.
    assert_eq!(f32_bin(Div, 0x0080_0000, 2f32.to_bits()), 0x0040_0000);
    assert_eq!(f32_bin(Mul, 0x0000_0001, 0.5f32.to_bits()), 0);
    assert_eq!(f32_bin(Mul, 0x0000_0003, 0.5f32.to_bits()), 0x0000_0002);
    // NaN results: a fresh NaN is canonical with the sign set (x86's default NaN), an
    // operand NaN comes back quiet.
    assert_eq!(f32_bin(Div, 0, 0), FRESH_NAN32);
    assert_eq!(
        f32_bin(Sub, f32::INFINITY.to_bits(), f32::INFINITY.to_bits()),
        FRESH_NAN32
    );
    assert_eq!(f32_bin(Add, 0x7f80_0001, 1f32.to_bits()), 0x7fc0_0001);
}

#[test]
fn min_and_max_propagate_nan_and_order_signed_zeros() {
    use FloatBinOp::*;
    assert_eq!(f32_bin(Min, NEG_ZERO32, 0), NEG_ZERO32);
    assert_eq!(f32_bin(Min, 0, NEG_ZERO32), NEG_ZERO32);
    assert_eq!(f32_bin(Max, NEG_ZERO32, 0), 0);
    assert_eq!(f32_bin(Max, 0, NEG_ZERO32), 0);
    assert_eq!(f32_bin(Min, 1f32.to_bits(), 2f32.to_bits()), 1f32.to_bits());
    assert_eq!(
        f32_bin(Max, (-1f32).to_bits(), (-2f32).to_bits()),
        (-1f32).to_bits()
    );
    assert!(is_nan32(f32_bin(Min, NAN32, 1f32.to_bits())));
    assert!(is_nan32(f32_bin(Max, 1f32.to_bits(), 0xffa0_0000)));
    assert!(is_nan32(f32_bin(Min, f32::NEG_INFINITY.to_bits(), NAN32)));
    assert_eq!(f64_bin(Min, -0.0, 0.0), (-0.0f64).to_bits());
    assert_eq!(f64_bin(Max, -0.0, 0.0), 0);
    assert!(is_nan64(f64_bin(Max, f64::NAN, f64::INFINITY)));
}

#[test]
fn sign_ops_work_on_the_bits_and_keep_nan_payloads() {
    use FloatBinOp::Copysign;
    use FloatUnOp::*;
    assert_eq!(
        f32_bin(Copysign, 1f32.to_bits(), NEG_ZERO32),
        (-1f32).to_bits()
    );
    assert_eq!(f32_bin(Copysign, 0x7fa0_0000, 0xbf80_0000), 0xffa0_0000);
    assert_eq!(f32_bin(Copysign, 0xffa0_0000, 0x7fc0_0000), 0x7fa0_0000);
    assert_eq!(f32_un(Neg, 0x7fa0_0001), 0xffa0_0001);
    assert_eq!(f32_un(Neg, 0), NEG_ZERO32);
    assert_eq!(f32_un(Abs, 0xffc0_0000), 0x7fc0_0000);
    assert_eq!(f32_un(Abs, 0xff80_0001), 0x7f80_0001);
    assert_eq!(
        f64_un(Neg, f64::from_bits(0x7ff4_0000_0000_0001)),
        0xfff4_0000_0000_0001
    );
    assert_eq!(f64_un(Abs, -2.5), 2.5f64.to_bits());
}

#[test]
fn rounding_ops_round_to_integral() {
    use FloatUnOp::*;
    let f = |x: f32| x.to_bits();
    assert_eq!(f32_un(Nearest, f(2.5)), f(2.0));
    assert_eq!(f32_un(Nearest, f(3.5)), f(4.0));
    assert_eq!(f32_un(Nearest, f(-0.5)), NEG_ZERO32);
    assert_eq!(f32_un(Nearest, f(0.5)), 0);
    assert_eq!(f32_un(Nearest, f(-1.5)), f(-2.0));
    assert_eq!(f32_un(Ceil, f(-0.5)), NEG_ZERO32);
    assert_eq!(f32_un(Ceil, f(1.1)), f(2.0));
    assert_eq!(f32_un(Floor, f(-0.5)), f(-1.0));
    assert_eq!(f32_un(Floor, f(1.9)), f(1.0));
    assert_eq!(f32_un(Trunc, f(-1.7)), f(-1.0));
    assert_eq!(f32_un(Trunc, f(-0.7)), NEG_ZERO32);
    assert_eq!(
        f64_un(Nearest, 4_503_599_627_370_497.0),
        4_503_599_627_370_497.0f64.to_bits()
    );
    assert_eq!(f64_un(Nearest, 0.499_999_999_999_999_94), 0);
    assert_eq!(f64_un(Sqrt, 2.0), std::f64::consts::SQRT_2.to_bits());
    assert_eq!(f64_un(Sqrt, -0.0), (-0.0f64).to_bits());
    assert_eq!(f32_un(Sqrt, f(-1.0)), FRESH_NAN32);
    assert_eq!(f32_un(Floor, 0x7f80_0001), 0x7fc0_0001);
    assert_eq!(f64_un(Ceil, f64::INFINITY), f64::INFINITY.to_bits());
}

#[test]
fn float_comparisons_are_ordered_except_ne() {
    use FloatCmpOp::*;
    let (one, two) = (1f32.to_bits(), 2f32.to_bits());
    let cases = [
        (Eq, one, one, 1),
        (Eq, NAN32, NAN32, 0),
        (Ne, NAN32, NAN32, 1),
        (Ne, one, one, 0),
        (Ne, NAN32, one, 1),
        (Lt, one, two, 1),
        (Lt, NAN32, two, 0),
        (Gt, two, one, 1),
        (Gt, one, NAN32, 0),
        (Le, NEG_ZERO32, 0, 1),
        (Lt, NEG_ZERO32, 0, 0),
        (Ge, NAN32, NAN32, 0),
        (Eq, NEG_ZERO32, 0, 1),
        (Ge, two, two, 1),
    ];
    for (op, a, b, want) in cases {
        assert_eq!(f32_cmp(op, a, b), want, "{op:?} {a:#x} {b:#x}");
    }
}

#[test]
fn integer_conversions() {
    use ConvOp::*;
    assert_eq!(conv(Uextend, RtValue::I8(0xff), T::I32), Ok(0xff));
    assert_eq!(conv(Sextend, RtValue::I8(0xff), T::I32), Ok(0xffff_ffff));
    assert_eq!(
        conv(Sextend, RtValue::I16(0x8000), T::I64),
        Ok(0xffff_ffff_ffff_8000)
    );
    assert_eq!(
        conv(Sextend, RtValue::from_i32(-2), T::I64),
        Ok(u64::MAX as u128 - 1)
    );
    assert_eq!(
        conv(Uextend, RtValue::from_i32(-2), T::I64),
        Ok(0xffff_fffe)
    );
    assert_eq!(
        conv(Ireduce, RtValue::I64(0x1_2345_6789), T::I32),
        Ok(0x2345_6789)
    );
    assert_eq!(conv(Ireduce, RtValue::I32(0x1ff), T::I8), Ok(0xff));
    assert_eq!(
        conv(Bitcast, RtValue::from_f32(1.0), T::I32),
        Ok(0x3f80_0000)
    );
    assert_eq!(
        conv(Bitcast, RtValue::I64(0x7ff4_0000_0000_0001), T::F64),
        Ok(0x7ff4_0000_0000_0001)
    );
}

#[test]
fn float_to_float_conversions() {
    use ConvOp::*;
    assert_eq!(
        conv(FPromote, RtValue::from_f32(1.5), T::F64),
        Ok(1.5f64.to_bits().into())
    );
    assert_eq!(
        conv(FPromote, RtValue::F32(0x0000_0001), T::F64),
        Ok(f64::from(f32::from_bits(1)).to_bits().into())
    );
    assert_eq!(
        conv(FDemote, RtValue::from_f64(0.1), T::F32),
        Ok(0x3dcc_cccd)
    );
    assert_eq!(
        conv(FDemote, RtValue::from_f64(1e300), T::F32),
        Ok(f32::INFINITY.to_bits().into())
    );
    assert_eq!(
        conv(FDemote, RtValue::from_f64(-1e-300), T::F32),
        Ok(NEG_ZERO32.into())
    );
    // Ties to even at the f32 precision: 1 + 2^-24 is halfway between 1 and 1 + 2^-23.
    assert_eq!(
        conv(FDemote, RtValue::from_f64(1.0 + 2f64.powi(-24)), T::F32),
        Ok(1f32.to_bits().into())
    );
    assert_eq!(
        conv(FPromote, RtValue::F32(NAN32), T::F64),
        Ok(0x7ff8_0000_0000_0000)
    );
    assert_eq!(
        conv(FDemote, RtValue::F64(0xfff8_0000_0000_0000), T::F32),
        Ok(0xffc0_0000)
    );
}

#[test]
fn trapping_float_to_int_conversions() {
    use ConvOp::*;
    let f32v = RtValue::from_f32;
    let f64v = RtValue::from_f64;
    assert_eq!(
        conv(FToSint, f32v(-2_147_483_648.0), T::I32),
        Ok(0x8000_0000)
    );
    assert_eq!(
        conv(FToSint, f32v(2_147_483_648.0), T::I32),
        Err(TrapKind::IntegerOverflow)
    );
    assert_eq!(
        conv(FToSint, f32v(f32::NAN), T::I32),
        Err(TrapKind::InvalidConversionToInteger)
    );
    assert_eq!(conv(FToSint, f32v(-1.9), T::I32), Ok(0xffff_ffff));
    assert_eq!(
        conv(FToSint, f64v(-2_147_483_648.9), T::I32),
        Ok(0x8000_0000)
    );
    assert_eq!(
        conv(FToSint, f64v(-2_147_483_649.0), T::I32),
        Err(TrapKind::IntegerOverflow)
    );
    assert_eq!(
        conv(FToSint, f64v(2_147_483_647.9), T::I32),
        Ok(0x7fff_ffff)
    );
    assert_eq!(conv(FToUint, f32v(-0.9), T::I32), Ok(0));
    assert_eq!(
        conv(FToUint, f32v(-1.0), T::I32),
        Err(TrapKind::IntegerOverflow)
    );
    assert_eq!(
        conv(FToUint, f64v(4_294_967_295.9), T::I32),
        Ok(0xffff_ffff)
    );
    assert_eq!(
        conv(FToUint, f64v(4_294_967_296.0), T::I32),
        Err(TrapKind::IntegerOverflow)
    );
    assert_eq!(
        conv(FToUint, f64v(f64::INFINITY), T::I32),
        Err(TrapKind::IntegerOverflow)
    );
    assert_eq!(
        conv(FToSint, f64v(-9_223_372_036_854_775_808.0), T::I64),
        Ok(1 << 63)
    );
    assert_eq!(
        conv(FToSint, f64v(9_223_372_036_854_775_808.0), T::I64),
        Err(TrapKind::IntegerOverflow)
    );
    assert_eq!(
        conv(FToSint, f32v(-9_223_372_036_854_775_808.0), T::I64),
        Ok(1 << 63)
    );
    assert_eq!(
        conv(FToUint, f64v(18_446_744_073_709_549_568.0), T::I64),
        Ok(0xffff_ffff_ffff_f800)
    );
    assert_eq!(
        conv(FToUint, f64v(18_446_744_073_709_551_616.0), T::I64),
        Err(TrapKind::IntegerOverflow)
    );
    assert_eq!(
        conv(FToUint, f64v(-f64::NAN), T::I64),
        Err(TrapKind::InvalidConversionToInteger)
    );
}

#[test]
fn saturating_float_to_int_conversions() {
    use ConvOp::*;
    let f32v = RtValue::from_f32;
    let f64v = RtValue::from_f64;
    assert_eq!(conv(FToSintSat, f32v(f32::NAN), T::I32), Ok(0));
    assert_eq!(conv(FToSintSat, f32v(1e10), T::I32), Ok(0x7fff_ffff));
    assert_eq!(conv(FToSintSat, f32v(-1e10), T::I32), Ok(0x8000_0000));
    assert_eq!(conv(FToUintSat, f32v(-5.0), T::I32), Ok(0));
    assert_eq!(conv(FToUintSat, f64v(1e20), T::I64), Ok(u64::MAX.into()));
    assert_eq!(
        conv(FToSintSat, f64v(f64::NEG_INFINITY), T::I64),
        Ok(1 << 63)
    );
    assert_eq!(conv(FToUintSat, f64v(-f64::NAN), T::I64), Ok(0));
    assert_eq!(
        conv(FToSintSat, f64v(-3.9), T::I64),
        Ok(u64::MAX as u128 - 2)
    );
}

#[test]
fn int_to_float_conversions_round_once_to_nearest_even() {
    use ConvOp::*;
    assert_eq!(
        conv(SintToF, RtValue::from_i32(-1), T::F32),
        Ok((-1f32).to_bits().into())
    );
    assert_eq!(
        conv(UintToF, RtValue::from_i32(-1), T::F32),
        Ok(4_294_967_296f32.to_bits().into())
    );
    assert_eq!(
        conv(UintToF, RtValue::I32(16_777_217), T::F32),
        Ok(16_777_216f32.to_bits().into())
    );
    assert_eq!(
        conv(UintToF, RtValue::I32(16_777_219), T::F32),
        Ok(16_777_220f32.to_bits().into())
    );
    assert_eq!(
        conv(SintToF, RtValue::I64(9_007_199_254_740_993), T::F64),
        Ok(9_007_199_254_740_992f64.to_bits().into())
    );
    assert_eq!(
        conv(UintToF, RtValue::I64(u64::MAX), T::F32),
        Ok(0x5f80_0000)
    );
    // 2^63 + 2^39 + 1: just above halfway between two f32s. Rounding through f64 first would
    // land exactly on the halfway point and then round down to even; one rounding goes up.
    assert_eq!(
        conv(UintToF, RtValue::I64(0x8000_0080_0000_0001), T::F32),
        Ok(0x5f00_0001)
    );
    assert_eq!(
        conv(SintToF, RtValue::I64(i64::MIN as u64), T::F64),
        Ok((-9_223_372_036_854_775_808f64).to_bits().into())
    );
    assert_eq!(
        conv(UintToF, RtValue::I64(0x8000_0000_0000_0401), T::F64),
        Ok(0x43e0_0000_0000_0001)
    );
}

// =======================================================================================
// Interpreter: whole functions from text.

fn parse(text: &str) -> LoweredFunction {
    let f = parse_function(text).unwrap_or_else(|e| panic!("{e}"));
    verify_function(&f).unwrap_or_else(|e| panic!("{e}"));
    f
}

const MEMORY_OPS: &str = "\
function @mem(i32, i32) -> (i32, i64, i64, i32) {
block0(v0: i32, v1: i32):
  bounds_check v0, offset 0, size 4
  store.i32 v1, v0, offset 0
  v2: i32 = load.ui8 v0, offset 0
  v3: i64 = load.si16 v0, offset 2
  bounds_check v0, offset 0, size 8
  v4: i64 = load.i64 v0, offset 0
  v5: i32 = memory_size
  return v2, v3, v4, v5
}
";

#[test]
fn loads_and_stores_are_little_endian_and_extend() {
    let f = parse(MEMORY_OPS);
    let mut memory = vec![0xaau8; 2 * 65536];
    let r = run_function(
        &f,
        &[RtValue::I32(8), RtValue::I32(0x8899_1122)],
        &mut memory,
    );
    assert_eq!(
        r,
        Ok(vec![
            RtValue::I32(0x22),
            RtValue::from_i64(0x8899u16 as i16 as i64),
            RtValue::I64(0xaaaa_aaaa_8899_1122),
            RtValue::I32(2),
        ])
    );
    assert_eq!(&memory[8..12], &[0x22, 0x11, 0x99, 0x88]);
}

/// The load log names each load's bytes, in order, and only loads (a caller whose memory may
/// be stale makes those bytes current and runs again); a later take starts afresh.
#[test]
fn the_load_log_lists_the_bytes_each_load_read() {
    let f = parse(MEMORY_OPS);
    let mut memory = vec![0u8; 65536];
    let mut interp = Interpreter::new().with_load_log();
    let args = [RtValue::I32(8), RtValue::I32(1)];
    assert!(interp.call(&f, &args, &mut memory).is_ok());
    assert_eq!(interp.take_load_log(), vec![(8, 9), (10, 12), (8, 16)]);
    assert_eq!(interp.take_load_log(), Vec::new());
    let mut plain = Interpreter::new();
    assert!(plain.call(&f, &args, &mut memory).is_ok());
    assert_eq!(plain.take_load_log(), Vec::new());
}

#[test]
fn bounds_checks_trap_exactly_past_the_end() {
    let f = parse(MEMORY_OPS);
    let ok = |addr: u32, len: usize| {
        run_function(
            &f,
            &[RtValue::I32(addr), RtValue::I32(0)],
            &mut vec![0; len],
        )
    };
    assert!(ok(8, 16).is_ok());
    assert_eq!(
        ok(9, 16),
        Err(InterpError::Trap(TrapKind::MemoryOutOfBounds))
    );
    assert_eq!(
        ok(0xffff_fffc, 16),
        Err(InterpError::Trap(TrapKind::MemoryOutOfBounds))
    );
    // The effective address is computed in 64 bits: 0xffffffff + 1 does not wrap to 0.
    let wrap = parse(
        "function @wrap(i32) -> (i32) {\nblock0(v0: i32):\n  v1: i32 = load.ui8 v0, offset 1\n  return v1\n}",
    );
    assert_eq!(
        run_function(&wrap, &[RtValue::I32(u32::MAX)], &mut [7; 64]),
        Err(InterpError::Trap(TrapKind::MemoryOutOfBounds))
    );
    assert_eq!(
        run_function(&wrap, &[RtValue::I32(62)], &mut [7; 64]),
        Ok(vec![RtValue::I32(7)])
    );
    assert_eq!(
        run_function(&wrap, &[RtValue::I32(63)], &mut [7; 64]),
        Err(InterpError::Trap(TrapKind::MemoryOutOfBounds))
    );
}

#[test]
fn stores_before_a_trap_stay_and_narrow_stores_keep_low_bits() {
    let f = parse(
        "function @partial(i32) -> () {
block0(v0: i32):
  v1: i64 = iconst 0x1122334455667788
  store.i16 v1, v0, offset 0
  v2: f32 = fconst 0x7fa00001
  store.f32 v2, v0, offset 2
  v3: i32 = iconst 0x1
  trap_if v3, unreachable
  return
}",
    );
    let mut memory = vec![0u8; 8];
    assert_eq!(
        run_function(&f, &[RtValue::I32(1)], &mut memory),
        Err(InterpError::Trap(TrapKind::Unreachable))
    );
    assert_eq!(memory, [0, 0x88, 0x77, 0x01, 0x00, 0xa0, 0x7f, 0]);
}

#[test]
fn v128_values_move_through_memory() {
    let f = parse(
        "function @v(v128) -> (v128) {
block0(v0: v128):
  v1: i32 = iconst 0x10
  store.v128 v0, v1, offset 0
  v2: i32 = iconst 0x8
  v3: v128 = load.v128 v2, offset 0
  return v3
}",
    );
    let mut memory = vec![0u8; 32];
    let x = 0x0011_2233_4455_6677_8899_aabb_ccdd_eeffu128;
    let r = run_function(&f, &[RtValue::V128(x)], &mut memory);
    assert_eq!(r, Ok(vec![RtValue::V128(x << 64)]));
}

const GLOBALS: &str = "\
function @counter() -> (i32, i64) {
  global g0: i32 mut = 0x10
  global g3: i64 = 0xffffffffffffffff
block0():
  v0: i32 = global_get g0
  v1: i32 = iconst 0x1
  v2: i32 = iadd v0, v1
  global_set g0, v2
  v3: i64 = global_get g3
  return v2, v3
}
";

#[test]
fn globals_start_from_their_initialisers_and_persist_across_calls() {
    let f = parse(GLOBALS);
    let mut interp = Interpreter::new();
    assert_eq!(
        interp.call(&f, &[], &mut []),
        Ok(vec![RtValue::I32(0x11), RtValue::from_i64(-1)])
    );
    assert_eq!(
        interp.call(&f, &[], &mut []),
        Ok(vec![RtValue::I32(0x12), RtValue::from_i64(-1)])
    );
    assert_eq!(interp.globals.get(0), Some(RtValue::I32(0x12)));
    let mut preset = Interpreter::new();
    preset.globals.set(0, RtValue::I32(100));
    assert_eq!(
        preset.call(&f, &[], &mut []),
        Ok(vec![RtValue::I32(101), RtValue::from_i64(-1)])
    );
}

const CONTROL: &str = "\
function @control(i32, i64) -> (i32) {
block0(v0: i32, v1: i64):
  v2: i32 = iconst 0xa
  v3: i32 = iconst 0x14
  v4: i32 = select v1, v2, v3
  br_table v0, block3(v4), [block1(), block2(v1)]
block1():
  v5: i32 = iconst 0x1
  return v5
block2(v6: i64):
  brif v6, block3(v2), block3(v3)
block3(v7: i32):
  return v7
}
";

#[test]
fn branches_select_and_br_table_test_conditions_and_indices() {
    let f = parse(CONTROL);
    let run = |i: u32, c: u64| run_function(&f, &[RtValue::I32(i), RtValue::I64(c)], &mut []);
    assert_eq!(run(0, 0), Ok(vec![RtValue::I32(1)]));
    // Conditions are non-zero tests over the full width: 2^32 is true.
    assert_eq!(run(1, 1 << 32), Ok(vec![RtValue::I32(10)]));
    assert_eq!(run(1, 0), Ok(vec![RtValue::I32(20)]));
    // Out-of-range indices, compared unsigned, take the default.
    assert_eq!(run(2, 0), Ok(vec![RtValue::I32(20)]));
    assert_eq!(run(u32::MAX, 1 << 32), Ok(vec![RtValue::I32(10)]));
}

#[test]
fn every_trap_kind_comes_from_trap_and_trap_if() {
    for kind in TrapKind::ALL {
        let text = format!(
            "function @t(i32) -> () {{\nblock0(v0: i32):\n  trap_if v0, {}\n  brif v0, block1(), block2()\nblock1():\n  return\nblock2():\n  trap {}\n}}",
            kind.name(),
            kind.name()
        );
        let f = parse(&text);
        assert_eq!(
            run_function(&f, &[RtValue::I32(1)], &mut []),
            Err(InterpError::Trap(kind))
        );
        assert_eq!(
            run_function(&f, &[RtValue::I32(0)], &mut []),
            Err(InterpError::Trap(kind))
        );
        assert_eq!(InterpError::Trap(kind).trap(), Some(kind));
    }
}

#[test]
fn every_trap_kind_comes_from_the_ops_themselves_too() {
    // The family passes put explicit checks first; the ops defend themselves anyway.
    assert_eq!(
        i32_bin(IntBinOp::DivU, 1, 0),
        Err(TrapKind::IntegerDivideByZero)
    );
    assert_eq!(
        i32_bin(IntBinOp::DivS, MIN32, -1),
        Err(TrapKind::IntegerOverflow)
    );
    assert_eq!(
        conv(ConvOp::FToSint, RtValue::from_f64(f64::NAN), T::I32),
        Err(TrapKind::InvalidConversionToInteger)
    );
    assert_eq!(
        conv(ConvOp::FToUint, RtValue::from_f32(-1.0), T::I64),
        Err(TrapKind::IntegerOverflow)
    );
    let f = parse(MEMORY_OPS);
    assert_eq!(
        run_function(&f, &[RtValue::I32(0), RtValue::I32(0)], &mut []),
        Err(InterpError::Trap(TrapKind::MemoryOutOfBounds))
    );
    let trap = parse("function @u() -> () {\nblock0():\n  trap unreachable\n}");
    assert_eq!(
        run_function(&trap, &[], &mut []),
        Err(InterpError::Trap(TrapKind::Unreachable))
    );
}

const FAC: &str = "\
function @fac(i64) -> (i64) {
block0(v0: i64):
  v1: i64 = iconst 0x0
  v2: i8 = icmp eq v0, v1
  brif v2, block1(), block2()
block1():
  v3: i64 = iconst 0x1
  return v3
block2():
  v4: i64 = iconst 0x1
  v5: i64 = isub v0, v4
  v6: i64 = call func1(v5)
  v7: i64 = imul v0, v6
  return v7
}
";

const DIVMOD: &str = "\
function @divmod(i32, i32) -> (i32, i32) {
block0(v0: i32, v1: i32):
  v2: i32 = udiv v0, v1
  v3: i32 = urem v0, v1
  return v2, v3
}
";

const USES_DIVMOD: &str = "\
function @uses(i32) -> (i32) {
block0(v0: i32):
  v1: i32 = iconst 0x7
  v2: i32, v3: i32 = call func2(v0, v1)
  v4: i32 = iadd v2, v3
  return v4
}
";

#[test]
fn calls_run_other_functions_through_the_resolver() {
    let fac = parse(FAC);
    let divmod = parse(DIVMOD);
    let uses = parse(USES_DIVMOD);
    let funcs = [(1, &fac), (2, &divmod)];
    let resolve = |i: u32| funcs.iter().find(|(n, _)| *n == i).map(|(_, f)| *f);
    let mut interp = Interpreter::with_resolver(resolve);
    assert_eq!(
        interp.call(&fac, &[RtValue::I64(20)], &mut []),
        Ok(vec![RtValue::I64(2_432_902_008_176_640_000)])
    );
    assert_eq!(
        interp.call(&uses, &[RtValue::I32(23)], &mut []),
        Ok(vec![RtValue::I32(3 + 2)])
    );
    // A trap in a callee is the caller's trap.
    assert_eq!(
        interp.call(&divmod, &[RtValue::I32(1), RtValue::I32(0)], &mut []),
        Err(InterpError::Trap(TrapKind::IntegerDivideByZero))
    );
    // Unbounded recursion exhausts the call stack instead of the host's.
    let mut shallow = Interpreter::with_resolver(resolve).with_max_call_depth(50);
    assert_eq!(
        shallow.call(&fac, &[RtValue::I64(u64::MAX)], &mut []),
        Err(InterpError::CallStackExhausted { depth: 50 })
    );
    let mut deep = Interpreter::with_resolver(resolve);
    assert_eq!(
        deep.call(&fac, &[RtValue::I64(5000)], &mut []),
        Ok(vec![RtValue::I64(0)])
    );
}

#[test]
fn a_call_without_a_resolver_is_unsupported() {
    let uses = parse(USES_DIVMOD);
    let e = run_function(&uses, &[RtValue::I32(1)], &mut []).expect_err("no callee");
    assert!(matches!(e, InterpError::Unsupported { .. }), "{e}");
    assert_eq!(
        e.to_string(),
        "unsupported in function `uses`, block0: `call func2(v0, v1)`: no function func2 to call (no resolver knows it)"
    );
}

const INDIRECT: &str = "\
function @dispatch(i32, i32) -> (i32, i32) {
block0(v0: i32, v1: i32):
  v2: i32 = iconst 0x7
  v3: i32, v4: i32 = call_indirect table0, type3, v0(v1, v2)
  return v3, v4
}
";

/// A table of two entries: element 0 is `divmod` (type 3), element 1 is null.
struct OneTable<'f>(&'f LoweredFunction);

impl<'f> FunctionResolver<'f> for OneTable<'f> {
    fn resolve(&self, callee: u32) -> Option<&'f LoweredFunction> {
        (callee == 2).then_some(self.0)
    }

    fn resolve_indirect(
        &self,
        table: u32,
        index: u32,
        type_index: u32,
    ) -> Result<u32, ResolveError> {
        match (table, index) {
            (0, 0) if type_index == 3 => Ok(2),
            (0, 0) => Err(ResolveError::Trap(TrapKind::IndirectCallTypeMismatch)),
            (0, 1) => Err(ResolveError::Trap(TrapKind::UninitializedElement)),
            (0, _) => Err(ResolveError::Trap(TrapKind::UndefinedElement)),
            _ => Err(ResolveError::NoInstanceState),
        }
    }
}

#[test]
fn call_indirect_round_trips_and_calls_through_the_resolver_with_wasm_traps() {
    let f = parse(INDIRECT);
    assert_eq!(print_function(&f), INDIRECT);
    let other_type = parse(&INDIRECT.replace("type3", "type4"));
    let divmod = parse(DIVMOD);
    let mut interp = Interpreter::with_resolver(OneTable(&divmod));
    assert_eq!(
        interp.call(&f, &[RtValue::I32(0), RtValue::I32(23)], &mut []),
        Ok(vec![RtValue::I32(3), RtValue::I32(2)])
    );
    for (index, trap) in [
        (1, TrapKind::UninitializedElement),
        (2, TrapKind::UndefinedElement),
        (u32::MAX, TrapKind::UndefinedElement),
    ] {
        assert_eq!(
            interp.call(&f, &[RtValue::I32(index), RtValue::I32(23)], &mut []),
            Err(InterpError::Trap(trap))
        );
    }
    assert_eq!(
        interp.call(&other_type, &[RtValue::I32(0), RtValue::I32(23)], &mut []),
        Err(InterpError::Trap(TrapKind::IndirectCallTypeMismatch))
    );
    // Without tables the run is unsupported, not a trap.
    let e = run_function(&f, &[RtValue::I32(0), RtValue::I32(1)], &mut []).expect_err("no table");
    assert!(matches!(e, InterpError::Unsupported { .. }), "{e}");
    // The callee must be an i32.
    let bad = INDIRECT.replace("v0(v1, v2)", "v9(v1, v2)").replace(
        "  v2: i32 = iconst 0x7\n",
        "  v2: i32 = iconst 0x7\n  v9: i64 = iconst 0x0\n",
    );
    let bad = parse_function(&bad).expect("parses");
    assert!(verify_function(&bad).is_err());
}

const GROW: &str = "\
function @grow(i32) -> (i32, i32) {
block0(v0: i32):
  v1: i32 = memory_grow v0
  v2: i32 = memory_size
  return v1, v2
}
";

#[test]
fn memory_grow_grows_within_the_slice_and_its_maximum_or_answers_minus_one() {
    let f = parse(GROW);
    assert_eq!(print_function(&f), GROW);
    let pages = |n: usize| n * 65536;
    // A memory fixed by the caller grows only by 0.
    let mut fixed = vec![0u8; pages(1)];
    assert_eq!(
        run_function(&f, &[RtValue::I32(0)], &mut fixed),
        Ok(vec![RtValue::I32(1), RtValue::I32(1)])
    );
    assert_eq!(
        run_function(&f, &[RtValue::I32(1)], &mut fixed),
        Ok(vec![RtValue::I32(u32::MAX), RtValue::I32(1)])
    );
    // Room for 4 pages, a maximum of 3: grows to 3 and no further.
    let mut backing = vec![0u8; pages(4)];
    let mut interp = Interpreter::new().with_growable_memory(pages(1), pages(3));
    assert_eq!(
        interp.call(&f, &[RtValue::I32(2)], &mut backing),
        Ok(vec![RtValue::I32(1), RtValue::I32(3)])
    );
    assert_eq!(interp.memory_size(), Some(pages(3)));
    assert_eq!(
        interp.call(&f, &[RtValue::I32(1)], &mut backing),
        Ok(vec![RtValue::I32(u32::MAX), RtValue::I32(3)])
    );
    // The slice bounds it too (a maximum of 8 pages in 4 pages of room).
    let mut interp = Interpreter::new().with_growable_memory(pages(1), pages(8));
    assert_eq!(
        interp.call(&f, &[RtValue::I32(4)], &mut backing),
        Ok(vec![RtValue::I32(u32::MAX), RtValue::I32(1)])
    );
}

#[test]
fn table_and_segment_ops_round_trip_and_need_a_resolver_with_state() {
    let text = "\
function @ops(i32) -> (i32) {
block0(v0: i32):
  v1: i32 = table_size table1
  table_copy table0, table1, v0, v0, v1
  table_init table0, elem2, v0, v0, v1
  elem_drop elem2
  memory_init data3, v0, v0, v1
  data_drop data3
  return v1
}
";
    let f = parse(text);
    assert_eq!(print_function(&f), text);
    let e = run_function(&f, &[RtValue::I32(0)], &mut []).expect_err("no state");
    assert!(matches!(e, InterpError::Unsupported { .. }), "{e}");
    let bad = parse_function(&text.replace(
        "table_copy table0, table1, v0, v0, v1",
        "table_copy table0, table1, v0",
    ));
    let e = bad.expect_err("two operands missing").to_string();
    assert!(e.contains("expected"), "{e}");
    let e = parse_function(&text.replace("elem_drop elem2", "elem_drop table2"))
        .expect_err("wrong prefix")
        .to_string();
    assert!(e.contains("expected `elemN`, found `table2`"), "{e}");
}

/// One table of 4 references with a maximum of 6: enough state for the reference ops.
struct RefTable(std::cell::RefCell<Vec<u64>>);

impl<'f> FunctionResolver<'f> for RefTable {
    fn resolve(&self, _callee: u32) -> Option<&'f LoweredFunction> {
        None
    }

    fn instance_op(
        &self,
        op: InstanceOp,
        args: &[RtValue],
        _memory: &mut [u8],
    ) -> Result<Option<RtValue>, ResolveError> {
        let mut t = self.0.borrow_mut();
        let oob = ResolveError::Trap(TrapKind::TableOutOfBounds);
        Ok(match (op, args) {
            (InstanceOp::TableGet { table: 0 }, [RtValue::I32(i)]) => {
                Some(RtValue::I64(*t.get(*i as usize).ok_or(oob)?))
            }
            (InstanceOp::TableSet { table: 0 }, [RtValue::I32(i), RtValue::I64(r)]) => {
                *t.get_mut(*i as usize).ok_or(oob)? = *r;
                None
            }
            (InstanceOp::TableGrow { table: 0 }, [RtValue::I64(r), RtValue::I32(n)]) => {
                let old = t.len() as u32;
                if old + n > 6 {
                    Some(RtValue::I32(u32::MAX))
                } else {
                    t.resize((old + n) as usize, *r);
                    Some(RtValue::I32(old))
                }
            }
            _ => return Err(ResolveError::NoInstanceState),
        })
    }
}

#[test]
fn reference_table_ops_take_i64_handles_and_round_trip() {
    let text = "\
function @refs(i32, i64) -> (i64, i32) {
block0(v0: i32, v1: i64):
  table_set table0, v0, v1
  v2: i64 = table_get table0, v0
  v3: i32 = iconst 0x2
  v4: i32 = table_grow table0, v1, v3
  return v2, v4
}
";
    let f = parse(text);
    assert_eq!(print_function(&f), text);
    let mut interp = Interpreter::with_resolver(RefTable(std::cell::RefCell::new(vec![0; 4])));
    // Handle 8 (function 7) stored at 1, read back; the table grows from 4 to 6.
    assert_eq!(
        interp.call(&f, &[RtValue::I32(1), RtValue::I64(8)], &mut []),
        Ok(vec![RtValue::I64(8), RtValue::I32(4)])
    );
    // Past its maximum: -1; past its end: the wasm trap, nothing written.
    assert_eq!(
        interp.call(&f, &[RtValue::I32(0), RtValue::I64(0)], &mut []),
        Ok(vec![RtValue::I64(0), RtValue::I32(u32::MAX)])
    );
    assert_eq!(
        interp.call(&f, &[RtValue::I32(6), RtValue::I64(3)], &mut []),
        Err(InterpError::Trap(TrapKind::TableOutOfBounds))
    );
    // A reference operand must be an i64.
    let bad = parse_function(&text.replace("table_set table0, v0, v1", "table_set table0, v0, v0"))
        .expect("parses");
    assert!(verify_function(&bad).is_err());
}

const CALL_REF: &str = "\
function @via(i64) -> (i32, i32) {
block0(v0: i64):
  v1: i32 = iconst 0x17
  v2: i32 = iconst 0x7
  v3: i32, v4: i32 = call_ref type3, v0(v1, v2)
  return v3, v4
}
";

const TAIL_CALL_REF: &str = "\
function @tail(i64) -> (i32, i32) {
block0(v0: i64):
  v1: i32 = iconst 0x17
  v2: i32 = iconst 0x7
  return_call_ref type3, v0(v1, v2)
}
";

#[test]
fn call_ref_calls_the_function_its_handle_names_and_traps_on_null() {
    let f = parse(CALL_REF);
    assert_eq!(print_function(&f), CALL_REF);
    let t = parse(TAIL_CALL_REF);
    assert_eq!(print_function(&t), TAIL_CALL_REF);
    let divmod = parse(DIVMOD);
    let resolve = |callee: u32| (callee == 2).then_some(&divmod);
    let mut interp = Interpreter::with_resolver(resolve);
    // Handle 3 names function 2.
    assert_eq!(
        interp.call(&f, &[RtValue::I64(3)], &mut []),
        Ok(vec![RtValue::I32(3), RtValue::I32(2)])
    );
    assert_eq!(
        interp.call(&f, &[RtValue::I64(0)], &mut []),
        Err(InterpError::Trap(TrapKind::NullFunctionReference))
    );
    // As a tail call, the same.
    assert_eq!(
        interp.call(&t, &[RtValue::I64(3)], &mut []),
        Ok(vec![RtValue::I32(3), RtValue::I32(2)])
    );
    assert_eq!(
        interp.call(&t, &[RtValue::I64(0)], &mut []),
        Err(InterpError::Trap(TrapKind::NullFunctionReference))
    );
    // The callee must be an i64 handle.
    let bad = parse_function(&CALL_REF.replace("v0(v1, v2)", "v1(v1, v2)")).expect("parses");
    assert!(verify_function(&bad).is_err());
}

#[test]
fn other_memories_ops_round_trip_with_their_types_and_need_a_resolver() {
    let text = "\
function @mems(i64, f64) -> (i32) {
block0(v0: i64, v1: f64):
  v2: i32 = mem_load.ui8 mem1, offset 4, v0
  v3: f64 = mem_load.f64 mem2, offset 0, v0
  mem_store.f64 mem1, f64, offset 8, v0, v3
  v4: i64 = iconst 0x7
  mem_store.i16 mem1, i64, offset 0, v0, v4
  v5: i32 = mem_size mem1
  v6: i32 = mem_grow mem1, v5
  mem_fill mem2, v2, v5, v6
  mem_copy mem0, mem2, v2, v5, v6
  mem_init mem1, data3, v2, v5, v6
  return v6
}
";
    let f = parse(text);
    assert_eq!(print_function(&f), text);
    let e = run_function(&f, &[RtValue::I64(0), RtValue::F64(0)], &mut []).expect_err("no state");
    assert!(matches!(e, InterpError::Unsupported { .. }), "{e}");
    // A stored value must have the declared type, and fit its memory type.
    for bad in [
        text.replace(
            "mem_store.f64 mem1, f64, offset 8, v0, v3",
            "mem_store.f64 mem1, f64, offset 8, v0, v4",
        ),
        text.replace("mem_store.i16 mem1, i64,", "mem_store.i16 mem1, f64,"),
        text.replace(
            "mem_load.ui8 mem1, offset 4, v0",
            "mem_load.ui8 mem1, offset 4, v1",
        ),
    ] {
        let bad = parse_function(&bad).expect("parses");
        assert!(verify_function(&bad).is_err(), "{}", print_function(&bad));
    }
}

#[test]
fn one_byte_pages_round_trip_and_count_bytes() {
    let text = "\
function @pages(i32) -> (i32, i32, i32) {
block0(v0: i32):
  v1: i32 = memory_size.page_log2_0
  v2: i32 = memory_grow.page_log2_0 v0
  v3: i32 = memory_size
  return v1, v2, v3
}
";
    let f = parse(text);
    assert_eq!(print_function(&f), text);
    // A memory of 3 one-byte pages with room for 65539 bytes grows by 65536 pages: the old
    // size is 3, the new one 65539 bytes, one 64 KiB page when counted in 64 KiB pages.
    let mut memory = vec![0u8; 65539];
    let mut interp = Interpreter::new().with_growable_memory(3, 65539);
    let got = interp
        .call(&f, &[RtValue::I32(65536)], &mut memory)
        .expect("runs");
    assert_eq!(got, vec![RtValue::I32(3), RtValue::I32(3), RtValue::I32(1)]);
    assert_eq!(interp.memory_size(), Some(65539));
    // Past the room it answers -1 and the size stays.
    let mut interp = Interpreter::new().with_growable_memory(3, 65539);
    let got = interp
        .call(&f, &[RtValue::I32(65537)], &mut memory)
        .expect("runs");
    assert_eq!(
        got,
        vec![RtValue::I32(3), RtValue::I32(u32::MAX), RtValue::I32(0)]
    );
    for bad in ["memory_size.page_log2_17", "memory_size.page_log2_x"] {
        assert!(parse_function(&text.replace("memory_size.page_log2_0", bad)).is_err());
    }
}

#[test]
fn vector_fma_rounds_once() {
    let text = "\
function @madd(v128, v128, v128) -> (v128) {
block0(v0: v128, v1: v128, v2: v128):
  v3: v128 = fma.f32x4 v0, v1, v2
  return v3
}
";
    let f = parse(text);
    assert_eq!(print_function(&f), text);
    let splat =
        |x: f32| RtValue::V128(u128::from(x.to_bits()) * 0x0000_0001_0000_0001_0000_0001_0000_0001);
    let got = run_function(&f, &[splat(0.1), splat(10.0), splat(-1.0)], &mut []).expect("runs");
    // 0.1f32 * 10 is exactly 1 + 2^-26 before rounding: fused, it survives the subtraction;
    // a separate multiply would round it to 1 and give 0.
    let fused = 0.1f32.mul_add(10.0, -1.0);
    assert!(fused != 0.0);
    assert_eq!(got, vec![splat(fused)]);
    let bad = parse_function(&text.replace("fma.f32x4", "fma.i32x4"));
    assert!(bad.is_err());
}

#[test]
fn tail_calls_round_trip_and_replace_the_frame() {
    let count = "\
function @count(i64) -> (i64) {
block0(v0: i64):
  v1: i64 = iconst 0x0
  v2: i8 = icmp eq v0, v1
  brif v2, block1(), block2()
block1():
  return v0
block2():
  v3: i64 = iconst 0x1
  v4: i64 = isub v0, v3
  return_call func1(v4)
}
";
    let f = parse(count);
    assert_eq!(print_function(&f), count);
    // Far deeper than the call-depth limit: a tail call does not add a frame.
    let mut interp =
        Interpreter::with_resolver(|i: u32| (i == 1).then_some(&f)).with_max_call_depth(8);
    assert_eq!(
        interp.call(&f, &[RtValue::I64(100_000)], &mut []),
        Ok(vec![RtValue::I64(0)])
    );
    let indirect = "\
function @via(i32) -> (i64) {
block0(v0: i32):
  v1: i64 = iconst 0x3
  return_call_indirect table0, type3, v0(v1)
}
";
    assert_eq!(print_function(&parse(indirect)), indirect);
}

#[test]
fn fuel_ends_an_infinite_loop() {
    let f = parse(
        "function @spin() -> () {\nblock0():\n  jump block1()\nblock1():\n  jump block1()\n}",
    );
    let mut interp = Interpreter::new().with_fuel(10_000);
    assert_eq!(
        interp.call(&f, &[], &mut []),
        Err(InterpError::OutOfFuel { steps: 10_000 })
    );
    let mut grid = Interpreter::new().with_fuel(10_000);
    assert_eq!(
        grid.run_kernel_grid(&f, &mut [], Dim3::new(4, 1, 1), Dim3::new(8, 1, 1)),
        Err(InterpError::OutOfFuel { steps: 10_000 })
    );
}

// =======================================================================================
// Kernel mode.

const WRITE_IDS: &str = "\
function @ids() -> () {
block0():
  v0: i32 = special_reg thread_idx_x
  v1: i32 = special_reg block_idx_x
  v2: i32 = special_reg block_dim_x
  v3: i32 = special_reg block_idx_y
  v4: i32 = special_reg grid_dim_x
  v5: i32 = imul v3, v4
  v6: i32 = iadd v5, v1
  v7: i32 = imul v6, v2
  v8: i32 = iadd v7, v0
  v9: i32 = iconst 0x2
  v10: i32 = ishl v8, v9
  v11: i32 = iconst 0x1
  v12: i32 = iadd v8, v11
  bounds_check v10, offset 0, size 4
  store.i32 v12, v10, offset 0
  return
}
";

#[test]
fn a_grid_runs_every_thread_with_its_position() {
    let f = parse(WRITE_IDS);
    let mut memory = vec![0u8; 4 * 12 + 4];
    let trap = run_kernel_grid(&f, &mut memory, Dim3::new(2, 2, 1), Dim3::new(3, 1, 1));
    assert_eq!(trap, Ok(None));
    let words: Vec<u32> = memory
        .chunks(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    assert_eq!(words, (1..=12).chain([0]).collect::<Vec<u32>>());
    // A plain call has no position to read.
    assert!(matches!(
        run_function(&f, &[], &mut memory),
        Err(InterpError::Unsupported { .. })
    ));
    let single =
        Interpreter::new().call_in_thread(&f, &[], &mut memory, Some(ThreadPosition::SINGLE));
    assert_eq!(single, Ok(vec![]));
}

#[test]
fn the_first_trap_of_a_grid_is_reported_and_other_threads_finish() {
    // Too little memory for the last two threads (ids 10 and 11).
    let f = parse(WRITE_IDS);
    let mut memory = vec![0u8; 4 * 10];
    let trap = run_kernel_grid(&f, &mut memory, Dim3::new(2, 2, 1), Dim3::new(3, 1, 1));
    let position = ThreadPosition {
        thread_idx: Dim3::new(1, 0, 0),
        block_idx: Dim3::new(1, 1, 0),
        block_dim: Dim3::new(3, 1, 1),
        grid_dim: Dim3::new(2, 2, 1),
    };
    assert_eq!(
        trap,
        Ok(Some(KernelTrap {
            kind: TrapKind::MemoryOutOfBounds,
            thread: position,
            linear_thread: 10
        }))
    );
    assert_eq!(&memory[36..40], &10u32.to_le_bytes());
}

const EXCHANGE: &str = "\
function @exchange() -> () {
block0():
  v0: i32 = special_reg thread_idx_x
  v1: i32 = special_reg block_dim_x
  v2: i32 = iconst 0x4
  v3: i32 = imul v0, v2
  v4: i32 = iconst 0x64
  v5: i32 = iadd v0, v4
  store.i32 v5, v3, offset 0
  barrier
  v6: i32 = iconst 0x1
  v7: i32 = iadd v0, v6
  v8: i32 = urem v7, v1
  v9: i32 = imul v8, v2
  v10: i32 = load.i32 v9, offset 0
  v11: i32 = imul v1, v2
  v12: i32 = iadd v3, v11
  store.i32 v10, v12, offset 0
  return
}
";

#[test]
fn a_barrier_orders_writes_before_reads_within_a_block() {
    let f = parse(EXCHANGE);
    let mut memory = vec![0u8; 32];
    assert_eq!(
        run_kernel_grid(&f, &mut memory, Dim3::ONE, Dim3::new(4, 1, 1)),
        Ok(None)
    );
    let words: Vec<u32> = memory
        .chunks(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    assert_eq!(words, [100, 101, 102, 103, 101, 102, 103, 100]);
}

#[test]
fn launch_shapes_and_kernel_signatures_are_checked() {
    let f = parse(WRITE_IDS);
    let bad = |grid: Dim3, block: Dim3| {
        matches!(
            run_kernel_grid(&f, &mut [], grid, block),
            Err(InterpError::BadArguments { .. })
        )
    };
    assert!(bad(Dim3::new(0, 1, 1), Dim3::ONE));
    assert!(bad(Dim3::ONE, Dim3::new(1025, 1, 1)));
    assert!(bad(Dim3::ONE, Dim3::new(32, 32, 2)));
    assert!(bad(Dim3::new(1, 65536, 1), Dim3::ONE));
    let with_result = parse(FAC);
    assert!(matches!(
        run_kernel_grid(&with_result, &mut [], Dim3::ONE, Dim3::ONE),
        Err(InterpError::BadArguments { .. })
    ));
}

#[test]
fn kernel_threads_get_private_copies_of_mutable_globals() {
    let f = parse(
        "function @k() -> () {
  global g0: i32 mut = 0x5
block0():
  v0: i32 = global_get g0
  v1: i32 = special_reg thread_idx_x
  v2: i32 = iadd v0, v1
  global_set g0, v2
  v3: i32 = iconst 0x2
  v4: i32 = ishl v1, v3
  store.i32 v2, v4, offset 0
  return
}",
    );
    let mut memory = vec![0u8; 12];
    let mut interp = Interpreter::new();
    assert_eq!(
        interp.run_kernel_grid(&f, &mut memory, Dim3::ONE, Dim3::new(3, 1, 1)),
        Ok(None)
    );
    assert_eq!(memory, [5, 0, 0, 0, 6, 0, 0, 0, 7, 0, 0, 0]);
    assert_eq!(interp.globals.get(0), None);
}

// =======================================================================================
// Parser errors through the public API.

#[test]
fn parser_errors_name_line_column_and_reason() {
    let cases = [
        (
            "function @f() -> () {\nblock0():\n  v1: f32 = fmadd v0\n}",
            "line 3, column 13: unknown op `fmadd`",
        ),
        (
            "function @f() -> (i33) {",
            "line 1, column 19: unknown type `i33`",
        ),
        (
            "function @f() -> () {\nblock0():\n  return\n",
            "line 3, column 1: missing `}` at the end of function `f`",
        ),
        (
            "function @f() -> () {\nblock0():\n  trap segfault\n}",
            "line 3, column 8: unknown trap kind `segfault`",
        ),
        (
            "function @f() -> () {\nblock0():\n  v0: i32 = iconst 0x1g\n}",
            "line 3, column 20: `0x1g` is not a number that fits in 64 bits",
        ),
        (
            "function @f() -> () {\nblock0():\n  jump block1(v0,)\n}",
            "line 3, column 18: expected a value like `v3`, found `)`",
        ),
        (
            "function @f() -> () {\nblock0(v0):\n  return\n}",
            "line 2, column 10: expected `:`, found `)`",
        ),
    ];
    for (text, want) in cases {
        let e = parse_function(text).expect_err(text);
        assert_eq!(e.to_string(), want, "input: {text:?}");
    }
}

#[test]
fn golden_style_text_round_trips_exactly() {
    for text in [
        MEMORY_OPS,
        GLOBALS,
        CONTROL,
        FAC,
        DIVMOD,
        USES_DIVMOD,
        WRITE_IDS,
        EXCHANGE,
    ] {
        assert_eq!(print_function(&parse(text)), text);
    }
}

/// The entry hook: a loop summing 0..n, whose header the hook watches. Entered from the
/// entry block, the hook skips the loop and resumes at the exit with a value it chose. With a
/// hook that lets the block run, the loop runs, and every back edge consults the hook too
/// (it tells them apart by `from`).
#[test]
fn entry_hook_can_skip_a_loop() {
    use lowered_ir::{BlockId, EntryHook, HookAction, Interpreter, RtValue, Value};
    let text = "function @sum(i32) -> (i32) {
block0(v0: i32):
  v1: i32 = iconst 0x0
  jump block1(v1, v1)
block1(v2: i32, v3: i32):
  v4: i8 = icmp ult v2, v0
  brif v4, block2(), block3(v3)
block2():
  v5: i32 = iadd v3, v2
  v6: i32 = iconst 0x1
  v7: i32 = iadd v2, v6
  jump block1(v7, v5)
block3(v8: i32):
  return v8
}
";
    let f = lowered_ir::parse_function(text).expect("parses");
    struct Skip {
        skip: bool,
        calls: Vec<(BlockId, BlockId, Option<RtValue>)>,
    }
    impl EntryHook for Skip {
        fn watches(&self, block: BlockId) -> bool {
            block == BlockId(1)
        }
        fn on_entry(
            &mut self,
            from: BlockId,
            to: BlockId,
            read: &dyn Fn(Value) -> Option<RtValue>,
            _memory: &mut [u8],
        ) -> Result<HookAction, String> {
            self.calls.push((from, to, read(Value(0))));
            Ok(if self.skip {
                HookAction::Resume {
                    block: BlockId(3),
                    args: vec![RtValue::I32(42)],
                    values: vec![],
                }
            } else {
                HookAction::Continue
            })
        }
    }
    let mut memory = [];
    for (skip, want, entries) in [(true, 42, 1), (false, 45, 11)] {
        let mut hook = Skip {
            skip,
            calls: Vec::new(),
        };
        let out = Interpreter::new()
            .call_with_hook(&f, &[RtValue::I32(10)], &mut memory, &mut hook)
            .expect("runs");
        assert_eq!(out, vec![RtValue::I32(want)]);
        assert_eq!(hook.calls.len(), entries);
        assert_eq!(
            hook.calls[0],
            (BlockId(0), BlockId(1), Some(RtValue::I32(10)))
        );
    }
}

/// `atomic_add` (auto mode's kernels only) adds wrapping in the interpreter, logs its read,
/// prints and parses back, and the verifier refuses what no GPU atomic adds: a narrower
/// cell than the value, a float, or a value of another width than the cell.
#[test]
fn atomic_add_adds_wrapping_and_the_verifier_names_what_it_cannot_add() {
    let text = "function @f(i32, i32, i64) -> () {
block0(v0: i32, v1: i32, v2: i64):
  bounds_check v0, offset 4, size 4
  atomic_add.i32 v1, v0, offset 4
  bounds_check v0, offset 8, size 8
  atomic_add.i64 v2, v0, offset 8
  return
}";
    let f = parse(text);
    assert_eq!(parse(&print_function(&f)), f);
    let mut memory = vec![0u8; 64];
    memory[4..8].copy_from_slice(&0xffff_fffeu32.to_le_bytes());
    memory[8..16].copy_from_slice(&7u64.to_le_bytes());
    let mut interp = Interpreter::new().with_load_log();
    let args = [RtValue::I32(0), RtValue::I32(5), RtValue::I64(u64::MAX)];
    assert!(interp.call(&f, &args, &mut memory).is_ok());
    assert_eq!(memory[4..8], 3u32.to_le_bytes());
    assert_eq!(memory[8..16], 6u64.to_le_bytes());
    assert_eq!(interp.take_load_log(), vec![(4, 8), (8, 16)]);
    for (bad, message) in [
        (
            "atomic_add.i8 v1, v0, offset 4",
            "cannot add i32 atomically to i8",
        ),
        (
            "atomic_add.i32 v2, v0, offset 4",
            "cannot add i64 atomically to i32",
        ),
    ] {
        let g =
            parse_function(&text.replace("atomic_add.i32 v1, v0, offset 4", bad)).expect("parses");
        let err = verify_function(&g).expect_err(bad).to_string();
        assert!(err.contains(message), "{bad}: {err}");
    }
    let float = "function @g(i32, f32) -> () {
block0(v0: i32, v1: f32):
  atomic_add.f32 v1, v0, offset 0
  return
}";
    let g = parse_function(float).expect("parses");
    let err = verify_function(&g).expect_err("a float add").to_string();
    assert!(err.contains("cannot add f32 atomically to f32"), "{err}");
}
