//! Conversion of the vector ops to `mir`: a `v128` is one `i128` value, and every vector op
//! is written lane by lane with the scalar `mir` ops (lanes cut out with shifts and
//! truncations, put back with extensions, shifts and ors).
//!
//! Why scalar lanes and not LLVM vector types: every lane then goes through exactly the
//! scalar lowering the rest of the pipeline uses and measured on the H100 (no `.ftz`, no
//! contraction (relaxed SIMD's `relaxed_madd` is the one fused op, `mir.fma`, as the
//! interpreter computes it), NaN canonicalization of float results, `fneg`/`fabs` on the bits, masked
//! shift amounts, saturating conversions), and the NVPTX backend splits vectors into lanes
//! anyway. Whole-vector bitwise ops stay single `i128` ops. This module must not emit an op
//! whose result is undefined for some input (it only uses the total scalar ops) and must
//! not trap: no vector op traps.

use super::Converter;
use crate::error::Result;
use lowered_ir::{LoweredOp, Shape, VecBinOp, VecTestOp, VecUnOp};
use pliron::{
    builtin::types::{FP32Type, FP64Type},
    context::Context,
    r#type::{TypeHandle, Typed},
    value::Value,
};
use tensor_wasm_dialects::mir::{
    self, ConvKind, FloatBinKind, FloatUnKind, IntBinKind, IntPred, IntUnKind,
};

/// The `mir` type of a `v128`.
pub(super) fn v128_type(ctx: &mut Context) -> TypeHandle {
    mir::int_type(ctx, 128)
}

fn lane_type(ctx: &mut Context, shape: Shape) -> TypeHandle {
    match shape {
        Shape::F32x4 => FP32Type::get(ctx).into(),
        Shape::F64x2 => FP64Type::get(ctx).into(),
        s => mir::int_type(ctx, s.lane_bits()),
    }
}

impl Converter<'_> {
    pub(super) fn conv_to(
        &self,
        ctx: &mut Context,
        kind: ConvKind,
        ty: TypeHandle,
        a: Value,
    ) -> Value {
        self.emit_val(ctx, |ctx| mir::ConvOp::new(ctx, kind, ty, a))
    }

    /// Every lane converted by `kind` to the lane type of shape `to`.
    fn conv_lanes(
        &self,
        ctx: &mut Context,
        kind: ConvKind,
        to: Shape,
        lanes: Vec<Value>,
    ) -> Vec<Value> {
        let ty = lane_type(ctx, to);
        lanes
            .into_iter()
            .map(|l| self.conv_to(ctx, kind, ty, l))
            .collect()
    }

    /// A float lane result with a NaN made canonical, with the sign set as a fresh NaN of
    /// x86 has it (`nan_canon.rs` `NanSign::Fresh`): `min` lanes and fused multiply-adds.
    /// Scalar float values are canonicalized only where observed; that analysis does not
    /// look into `v128` lanes, so every float lane op that can make a NaN makes its own
    /// result's NaN x86's ([`Self::x86_lane_nan`], [`Self::max_lane_nan`], this).
    fn canon_lane(&self, ctx: &mut Context, v: Value) -> Value {
        let ty = v.get_type(ctx);
        self.emit_val(ctx, |ctx| {
            mir::FloatUnOp::new(ctx, FloatUnKind::CanonicalizeNegative, ty, v)
        })
    }

    /// A float lane result `r` of an arithmetic op (`add`, `sqrt`, ...) on `operands` with a
    /// NaN made as x86 makes it: the first NaN operand, quieted, else the canonical NaN with
    /// the sign set. Every float lane op leaves x86's bits in its lanes, so the operands'
    /// bits are x86's too (`p16_nan` and a probe's `fpedge` at -O2 -msimd128 printed the GPU's
    /// default NaN where wasmtime kept a loaded payload).
    fn x86_lane_nan(&self, ctx: &mut Context, r: Value, operands: &[Value], w: u32) -> Value {
        let (default, quiet) = super::x86_default_nan(w);
        let mut nan = self.int_const(ctx, w, default);
        let quiet = self.int_const(ctx, w, quiet);
        for o in operands.iter().rev() {
            let bits = self.float_bits(ctx, *o, w);
            let quieted = self.ibin(ctx, IntBinKind::Or, bits, quiet);
            let is_nan = self.is_nan(ctx, *o);
            nan = self.select_v(ctx, is_nan, quieted, nan);
        }
        self.lane_nan_where(ctx, r, nan)
    }

    /// Lane `r`, or the float whose bits are `nan` where `r` is a NaN.
    fn lane_nan_where(&self, ctx: &mut Context, r: Value, nan: Value) -> Value {
        let ty = r.get_type(ctx);
        let nan = self.conv_to(ctx, ConvKind::Bitcast, ty, nan);
        let is_nan = self.is_nan(ctx, r);
        self.select_v(ctx, is_nan, nan, r)
    }

    /// An `f32x4.max`/`f64x2.max` lane `r` of operands `p` and `q` with a NaN made as
    /// wasmtime's x86 code makes it: canonical and quiet, with the sign of either operand
    /// (it ors the two `maxps` results, then clears the payload). `min`'s NaN lane is the
    /// canonical one with the sign set, as [`Self::canon_lane`] makes it.
    fn max_lane_nan(&self, ctx: &mut Context, r: Value, p: Value, q: Value, w: u32) -> Value {
        let (bp, bq) = (self.float_bits(ctx, p, w), self.float_bits(ctx, q, w));
        let either = self.ibin(ctx, IntBinKind::Or, bp, bq);
        let sign = 1u64 << (w - 1);
        let signs = self.int_const(ctx, w, sign);
        let signs = self.ibin(ctx, IntBinKind::And, either, signs);
        let canonical = self.int_const(ctx, w, super::x86_default_nan(w).0 & !sign);
        let nan = self.ibin(ctx, IntBinKind::Or, signs, canonical);
        self.lane_nan_where(ctx, r, nan)
    }

    /// A converted float lane (promote, demote) with a NaN made canonical with the sign the
    /// GPU gave it: a conversion makes no NaN, it carries its operand's.
    fn canon_converted_lane(&self, ctx: &mut Context, v: Value) -> Value {
        let ty = v.get_type(ctx);
        self.emit_val(ctx, |ctx| {
            mir::FloatUnOp::new(ctx, FloatUnKind::Canonicalize, ty, v)
        })
    }

    fn icmp_v(&self, ctx: &mut Context, pred: IntPred, a: Value, b: Value) -> Value {
        let i8_ty = mir::int_type(ctx, 8);
        self.emit_val(ctx, |ctx| mir::IntCmpOp::new(ctx, pred, i8_ty, a, b))
    }

    fn select_v(&self, ctx: &mut Context, c: Value, t: Value, f: Value) -> Value {
        self.emit_val(ctx, |ctx| mir::SelectOp::new(ctx, c, t, f))
    }

    fn iun_v(&self, ctx: &mut Context, kind: IntUnKind, a: Value) -> Value {
        let ty = a.get_type(ctx);
        self.emit_val(ctx, |ctx| mir::IntUnOp::new(ctx, kind, ty, a))
    }

    /// An `i128` constant (built from 64-bit halves, so every literal is exact).
    pub(super) fn c128(&self, ctx: &mut Context, x: u128) -> Value {
        let ty = v128_type(ctx);
        if x >> 63 == 0 {
            return self.int_const(ctx, 128, x as u64);
        }
        let lo = self.int_const(ctx, 64, x as u64);
        let lo = self.conv_to(ctx, ConvKind::Uextend, ty, lo);
        let hi = self.int_const(ctx, 64, (x >> 64) as u64);
        let hi = self.conv_to(ctx, ConvKind::Uextend, ty, hi);
        let sixty_four = self.int_const(ctx, 128, 64);
        let hi = self.ibin(ctx, IntBinKind::Shl, hi, sixty_four);
        self.ibin(ctx, IntBinKind::Or, hi, lo)
    }

    fn not128(&self, ctx: &mut Context, v: Value) -> Value {
        let ones = self.c128(ctx, u128::MAX);
        self.ibin(ctx, IntBinKind::Xor, v, ones)
    }

    /// Lane `i` of `v` in `shape`, as a scalar of the lane type.
    fn lane(&self, ctx: &mut Context, v: Value, shape: Shape, i: u32) -> Value {
        let w = shape.lane_bits();
        let shifted = if i == 0 {
            v
        } else {
            let amount = self.int_const(ctx, 128, u64::from(i * w));
            self.ibin(ctx, IntBinKind::ShrU, v, amount)
        };
        let int_ty = mir::int_type(ctx, w);
        let raw = self.conv_to(ctx, ConvKind::Ireduce, int_ty, shifted);
        if shape.is_float() {
            let fty = lane_type(ctx, shape);
            self.conv_to(ctx, ConvKind::Bitcast, fty, raw)
        } else {
            raw
        }
    }

    fn lanes(&self, ctx: &mut Context, v: Value, shape: Shape) -> Vec<Value> {
        (0..shape.lanes())
            .map(|i| self.lane(ctx, v, shape, i))
            .collect()
    }

    /// The `v128` whose lanes of `shape` are `lanes` (missing lanes are zero).
    fn pack(&self, ctx: &mut Context, shape: Shape, lanes: &[Value]) -> Value {
        let w = shape.lane_bits();
        let wide_ty = v128_type(ctx);
        let mut acc: Option<Value> = None;
        for (i, l) in lanes.iter().enumerate() {
            let bits = if shape.is_float() {
                let int_ty = mir::int_type(ctx, w);
                self.conv_to(ctx, ConvKind::Bitcast, int_ty, *l)
            } else {
                *l
            };
            let wide = self.conv_to(ctx, ConvKind::Uextend, wide_ty, bits);
            let placed = if i == 0 {
                wide
            } else {
                let amount = self.int_const(ctx, 128, u64::from(i as u32 * w));
                self.ibin(ctx, IntBinKind::Shl, wide, amount)
            };
            acc = Some(match acc {
                None => placed,
                Some(a) => self.ibin(ctx, IntBinKind::Or, a, placed),
            });
        }
        match acc {
            Some(a) => a,
            None => self.c128(ctx, 0),
        }
    }

    /// An integer lane extended to `i64` (signed or not).
    fn to_i64(&self, ctx: &mut Context, l: Value, w: u32, signed: bool) -> Value {
        if w == 64 {
            return l;
        }
        let i64_ty = mir::int_type(ctx, 64);
        let kind = if signed {
            ConvKind::Sextend
        } else {
            ConvKind::Uextend
        };
        self.conv_to(ctx, kind, i64_ty, l)
    }

    /// `x` (an `i64`) clamped to `[lo, hi]` (signed) and truncated to `w` bits.
    fn clamp_to(&self, ctx: &mut Context, x: Value, lo: i64, hi: i64, w: u32) -> Value {
        let lo_c = self.int_const(ctx, 64, lo as u64);
        let hi_c = self.int_const(ctx, 64, hi as u64);
        let below = self.icmp_v(ctx, IntPred::LtS, x, lo_c);
        let x = self.select_v(ctx, below, lo_c, x);
        let above = self.icmp_v(ctx, IntPred::GtS, x, hi_c);
        let x = self.select_v(ctx, above, hi_c, x);
        if w == 64 {
            return x;
        }
        let ty = mir::int_type(ctx, w);
        self.conv_to(ctx, ConvKind::Ireduce, ty, x)
    }

    /// A 0/1 `i8` comparison result as a lane of all zeros or all ones of `w` bits.
    fn mask_lane(&self, ctx: &mut Context, c: Value, w: u32) -> Value {
        let x = if w == 8 {
            c
        } else {
            let ty = mir::int_type(ctx, w);
            self.conv_to(ctx, ConvKind::Uextend, ty, c)
        };
        self.iun_v(ctx, IntUnKind::Neg, x)
    }

    fn unsupported_shape(&self, what: &str, shape: Shape) -> crate::error::CompileError {
        self.err(format!(
            "vector op `{what}.{}` has no mir form (cranelift-wasm never emits it)",
            shape.name()
        ))
    }

    /// The `mir` value of a vector op (all vector ops have exactly one result).
    pub(super) fn vector_op(&mut self, ctx: &mut Context, op: &LoweredOp) -> Result<Value> {
        Ok(match op {
            LoweredOp::VConst { bits } => self.c128(ctx, *bits),
            LoweredOp::VBin {
                op,
                shape,
                lhs,
                rhs,
            } => {
                let (a, b) = (self.val(*lhs)?, self.val(*rhs)?);
                self.vbin(ctx, *op, *shape, a, b)?
            }
            LoweredOp::VUn { op, shape, arg } => {
                let a = self.val(*arg)?;
                self.vun(ctx, *op, *shape, a)?
            }
            LoweredOp::VIntCmp {
                op,
                shape,
                lhs,
                rhs,
            } => {
                let (a, b) = (self.val(*lhs)?, self.val(*rhs)?);
                let (la, lb) = (self.lanes(ctx, a, *shape), self.lanes(ctx, b, *shape));
                let pred = super::int_pred(*op);
                let out: Vec<Value> = la
                    .into_iter()
                    .zip(lb)
                    .map(|(p, q)| {
                        let c = self.icmp_v(ctx, pred, p, q);
                        self.mask_lane(ctx, c, shape.lane_bits())
                    })
                    .collect();
                self.pack(ctx, *shape, &out)
            }
            LoweredOp::VFma { shape, a, b, c } => {
                let (a, b, c) = (self.val(*a)?, self.val(*b)?, self.val(*c)?);
                let (la, lb, lc) = (
                    self.lanes(ctx, a, *shape),
                    self.lanes(ctx, b, *shape),
                    self.lanes(ctx, c, *shape),
                );
                let out: Vec<Value> = la
                    .into_iter()
                    .zip(lb)
                    .zip(lc)
                    .map(|((x, y), z)| {
                        let fused = self.emit_val(ctx, |ctx| mir::FmaOp::new(ctx, x, y, z));
                        self.canon_lane(ctx, fused)
                    })
                    .collect();
                self.pack(ctx, *shape, &out)
            }
            LoweredOp::VFloatCmp {
                op,
                shape,
                lhs,
                rhs,
            } => {
                let (a, b) = (self.val(*lhs)?, self.val(*rhs)?);
                let (la, lb) = (self.lanes(ctx, a, *shape), self.lanes(ctx, b, *shape));
                let pred = super::float_pred(*op);
                let i8_ty = mir::int_type(ctx, 8);
                let out: Vec<Value> = la
                    .into_iter()
                    .zip(lb)
                    .map(|(p, q)| {
                        let c =
                            self.emit_val(ctx, |ctx| mir::FloatCmpOp::new(ctx, pred, i8_ty, p, q));
                        self.mask_lane(ctx, c, shape.lane_bits())
                    })
                    .collect();
                self.pack(ctx, shape.int_shape(), &out)
            }
            LoweredOp::VTest { op, shape, arg } => {
                let a = self.val(*arg)?;
                self.vtest(ctx, *op, *shape, a)
            }
            LoweredOp::Splat { shape, arg } => {
                let x = self.val(*arg)?;
                let lanes = vec![x; shape.lanes() as usize];
                self.pack(ctx, *shape, &lanes)
            }
            LoweredOp::ExtractLane { shape, lane, arg } => {
                let v = self.val(*arg)?;
                self.lane(ctx, v, *shape, u32::from(*lane))
            }
            LoweredOp::InsertLane {
                shape,
                lane,
                vector,
                value,
            } => {
                let (v, x) = (self.val(*vector)?, self.val(*value)?);
                let w = shape.lane_bits();
                let at = u32::from(*lane) * w;
                let lane_ones = (u128::MAX >> (128 - w)) << at;
                let keep = self.c128(ctx, !lane_ones);
                let cleared = self.ibin(ctx, IntBinKind::And, v, keep);
                let placed = self.pack(ctx, *shape, &[x]);
                let placed = if at == 0 {
                    placed
                } else {
                    let amount = self.int_const(ctx, 128, u64::from(at));
                    self.ibin(ctx, IntBinKind::Shl, placed, amount)
                };
                self.ibin(ctx, IntBinKind::Or, cleared, placed)
            }
            LoweredOp::Shuffle { lanes, lhs, rhs } => {
                let (a, b) = (self.val(*lhs)?, self.val(*rhs)?);
                let out: Vec<Value> = lanes
                    .iter()
                    .map(|l| {
                        let src = if *l < 16 { a } else { b };
                        self.lane(ctx, src, Shape::I8x16, u32::from(*l % 16))
                    })
                    .collect();
                self.pack(ctx, Shape::I8x16, &out)
            }
            LoweredOp::Bitselect {
                mask,
                if_true,
                if_false,
            } => {
                let (m, t, f) = (self.val(*mask)?, self.val(*if_true)?, self.val(*if_false)?);
                let t = self.ibin(ctx, IntBinKind::And, t, m);
                let not_m = self.not128(ctx, m);
                let f = self.ibin(ctx, IntBinKind::And, f, not_m);
                self.ibin(ctx, IntBinKind::Or, t, f)
            }
            other => {
                return Err(self.err(format!(
                    "`{}` is not a vector op",
                    lowered_ir::print::op_text(other)
                )))
            }
        })
    }

    fn vbin(
        &self,
        ctx: &mut Context,
        op: VecBinOp,
        shape: Shape,
        a: Value,
        b: Value,
    ) -> Result<Value> {
        use VecBinOp as B;
        let w = shape.lane_bits();
        match op {
            B::And => return Ok(self.ibin(ctx, IntBinKind::And, a, b)),
            B::Or => return Ok(self.ibin(ctx, IntBinKind::Or, a, b)),
            B::Xor => return Ok(self.ibin(ctx, IntBinKind::Xor, a, b)),
            B::AndNot => {
                let nb = self.not128(ctx, b);
                return Ok(self.ibin(ctx, IntBinKind::And, a, nb));
            }
            _ => {}
        }
        if op.is_shift() {
            // The i32 amount at the lane width; the scalar shift masks it by width-1, and
            // (n mod 2^w) mod w = n mod w for the power-of-two widths here.
            let amount = match w {
                32 => b,
                64 => {
                    let ty = mir::int_type(ctx, 64);
                    self.conv_to(ctx, ConvKind::Uextend, ty, b)
                }
                _ => {
                    let ty = mir::int_type(ctx, w);
                    self.conv_to(ctx, ConvKind::Ireduce, ty, b)
                }
            };
            let kind = match op {
                B::Shl => IntBinKind::Shl,
                B::ShrS => IntBinKind::ShrS,
                _ => IntBinKind::ShrU,
            };
            let la = self.lanes(ctx, a, shape);
            let out: Vec<Value> = la
                .into_iter()
                .map(|l| self.ibin(ctx, kind, l, amount))
                .collect();
            return Ok(self.pack(ctx, shape, &out));
        }
        if op == B::Swizzle {
            let i8_ty = mir::int_type(ctx, 8);
            let wide_ty = v128_type(ctx);
            let sixteen = self.int_const(ctx, 8, 16);
            let zero = self.int_const(ctx, 8, 0);
            let three = self.int_const(ctx, 128, 3);
            let idx = self.lanes(ctx, b, Shape::I8x16);
            let out: Vec<Value> = idx
                .into_iter()
                .map(|s| {
                    let in_range = self.icmp_v(ctx, IntPred::LtU, s, sixteen);
                    let wide = self.conv_to(ctx, ConvKind::Uextend, wide_ty, s);
                    let bits = self.ibin(ctx, IntBinKind::Shl, wide, three);
                    let moved = self.ibin(ctx, IntBinKind::ShrU, a, bits);
                    let byte = self.conv_to(ctx, ConvKind::Ireduce, i8_ty, moved);
                    self.select_v(ctx, in_range, byte, zero)
                })
                .collect();
            return Ok(self.pack(ctx, Shape::I8x16, &out));
        }
        if matches!(op, B::NarrowS | B::NarrowSU | B::NarrowU) {
            let to = shape
                .narrowed()
                .ok_or_else(|| self.unsupported_shape(op.name(), shape))?;
            let nw = to.lane_bits();
            let mut all = self.lanes(ctx, a, shape);
            all.extend(self.lanes(ctx, b, shape));
            let (lo, hi) = match op {
                B::NarrowS => (-(1i64 << (nw - 1)), (1i64 << (nw - 1)) - 1),
                _ => (0, (1i64 << nw) - 1),
            };
            if w == 64 && op == B::NarrowU {
                // Unsigned 64-bit lanes do not fit a signed i64 clamp: compare unsigned.
                let max = self.int_const(ctx, 64, hi as u64);
                let i32_ty = mir::int_type(ctx, 32);
                let out: Vec<Value> = all
                    .into_iter()
                    .map(|l| {
                        let above = self.icmp_v(ctx, IntPred::GtU, l, max);
                        let x = self.select_v(ctx, above, max, l);
                        self.conv_to(ctx, ConvKind::Ireduce, i32_ty, x)
                    })
                    .collect();
                return Ok(self.pack(ctx, to, &out));
            }
            let signed = op != B::NarrowU;
            let out: Vec<Value> = all
                .into_iter()
                .map(|l| {
                    let x = self.to_i64(ctx, l, w, signed);
                    self.clamp_to(ctx, x, lo, hi, nw)
                })
                .collect();
            return Ok(self.pack(ctx, to, &out));
        }
        if op == B::AddPairwise {
            let mut all = self.lanes(ctx, a, shape);
            all.extend(self.lanes(ctx, b, shape));
            let out: Vec<Value> = all
                .chunks(2)
                .map(|p| match p {
                    [x, y] => self.ibin(ctx, IntBinKind::Add, *x, *y),
                    [x] => *x,
                    _ => self.int_const(ctx, w, 0),
                })
                .collect();
            return Ok(self.pack(ctx, shape, &out));
        }
        let (la, lb) = (self.lanes(ctx, a, shape), self.lanes(ctx, b, shape));
        let mut out = Vec::with_capacity(la.len());
        for (p, q) in la.into_iter().zip(lb) {
            let r = match op {
                B::Add => self.ibin(ctx, IntBinKind::Add, p, q),
                B::Sub => self.ibin(ctx, IntBinKind::Sub, p, q),
                B::Mul => self.ibin(ctx, IntBinKind::Mul, p, q),
                B::MinS | B::MinU | B::MaxS | B::MaxU => {
                    let pred = match op {
                        B::MinS => IntPred::LtS,
                        B::MinU => IntPred::LtU,
                        B::MaxS => IntPred::GtS,
                        _ => IntPred::GtU,
                    };
                    let c = self.icmp_v(ctx, pred, p, q);
                    self.select_v(ctx, c, p, q)
                }
                B::AddSatS
                | B::SubSatS
                | B::AddSatU
                | B::SubSatU
                | B::AvgRoundU
                | B::Q15MulRoundSat => {
                    if w > 32 {
                        return Err(self.unsupported_shape(op.name(), shape));
                    }
                    if matches!(op, B::AddSatS | B::SubSatS) {
                        // One saturating 32-bit PTX op per lane (the driver JIT miscompiles
                        // the 16-bit pattern LLVM makes of a widened clamp; to_llvm.rs).
                        let kind = if op == B::AddSatS {
                            IntBinKind::AddSatS
                        } else {
                            IntBinKind::SubSatS
                        };
                        out.push(self.ibin(ctx, kind, p, q));
                        continue;
                    }
                    // Unsigned saturation, rounding average (unsigned) and q15 (signed) in i64.
                    let signed = op == B::Q15MulRoundSat;
                    let (x, y) = (
                        self.to_i64(ctx, p, w, signed),
                        self.to_i64(ctx, q, w, signed),
                    );
                    let (smin, smax) = (-(1i64 << (w - 1)), (1i64 << (w - 1)) - 1);
                    let umax = (1i64 << w) - 1;
                    match op {
                        B::AddSatU => {
                            let s = self.ibin(ctx, IntBinKind::Add, x, y);
                            self.clamp_to(ctx, s, 0, umax, w)
                        }
                        B::SubSatU => {
                            let s = self.ibin(ctx, IntBinKind::Sub, x, y);
                            self.clamp_to(ctx, s, 0, umax, w)
                        }
                        B::AvgRoundU => {
                            let one = self.int_const(ctx, 64, 1);
                            let s = self.ibin(ctx, IntBinKind::Add, x, y);
                            let s = self.ibin(ctx, IntBinKind::Add, s, one);
                            let s = self.ibin(ctx, IntBinKind::ShrU, s, one);
                            let ty = mir::int_type(ctx, w);
                            self.conv_to(ctx, ConvKind::Ireduce, ty, s)
                        }
                        _ => {
                            let round = self.int_const(ctx, 64, 0x4000);
                            let fifteen = self.int_const(ctx, 64, 15);
                            let m = self.ibin(ctx, IntBinKind::Mul, x, y);
                            let m = self.ibin(ctx, IntBinKind::Add, m, round);
                            let m = self.ibin(ctx, IntBinKind::ShrS, m, fifteen);
                            self.clamp_to(ctx, m, smin, smax, w)
                        }
                    }
                }
                B::FAdd | B::FSub | B::FMul | B::FDiv | B::FMin | B::FMax => {
                    let kind = match op {
                        B::FAdd => FloatBinKind::Add,
                        B::FSub => FloatBinKind::Sub,
                        B::FMul => FloatBinKind::Mul,
                        B::FDiv => FloatBinKind::Div,
                        B::FMin => FloatBinKind::Min,
                        _ => FloatBinKind::Max,
                    };
                    let ty = p.get_type(ctx);
                    let r = self.emit_val(ctx, |ctx| mir::FloatBinOp::new(ctx, kind, ty, p, q));
                    match op {
                        B::FMax => self.max_lane_nan(ctx, r, p, q, w),
                        B::FMin => self.canon_lane(ctx, r),
                        _ => self.x86_lane_nan(ctx, r, &[p, q], w),
                    }
                }
                _ => return Err(self.unsupported_shape(op.name(), shape)),
            };
            out.push(r);
        }
        Ok(self.pack(ctx, shape, &out))
    }

    fn vun(&self, ctx: &mut Context, op: VecUnOp, shape: Shape, a: Value) -> Result<Value> {
        use VecUnOp as U;
        if op == U::Not {
            return Ok(self.not128(ctx, a));
        }
        let w = shape.lane_bits();
        let lanes = self.lanes(ctx, a, shape);
        let half = lanes.len() / 2;
        let float_un = |kind: FloatUnKind, s: &Self, ctx: &mut Context, l: Value| {
            let ty = l.get_type(ctx);
            let r = s.emit_val(ctx, |ctx| mir::FloatUnOp::new(ctx, kind, ty, l));
            match kind {
                FloatUnKind::Neg | FloatUnKind::Abs => r,
                _ => s.x86_lane_nan(ctx, r, &[l], w),
            }
        };
        let (to, out): (Shape, Vec<Value>) = match op {
            U::Neg => (
                shape,
                lanes
                    .into_iter()
                    .map(|l| self.iun_v(ctx, IntUnKind::Neg, l))
                    .collect(),
            ),
            U::Popcnt => (
                shape,
                lanes
                    .into_iter()
                    .map(|l| self.iun_v(ctx, IntUnKind::Popcnt, l))
                    .collect(),
            ),
            U::Abs => {
                let zero = self.int_const(ctx, w, 0);
                let out = lanes
                    .into_iter()
                    .map(|l| {
                        let neg = self.iun_v(ctx, IntUnKind::Neg, l);
                        let is_neg = self.icmp_v(ctx, IntPred::LtS, l, zero);
                        self.select_v(ctx, is_neg, neg, l)
                    })
                    .collect();
                (shape, out)
            }
            U::FNeg | U::FAbs | U::Sqrt | U::Ceil | U::Floor | U::Trunc | U::Nearest => {
                let kind = match op {
                    U::FNeg => FloatUnKind::Neg,
                    U::FAbs => FloatUnKind::Abs,
                    U::Sqrt => FloatUnKind::Sqrt,
                    U::Ceil => FloatUnKind::Ceil,
                    U::Floor => FloatUnKind::Floor,
                    U::Trunc => FloatUnKind::Trunc,
                    _ => FloatUnKind::Nearest,
                };
                let out = lanes
                    .into_iter()
                    .map(|l| float_un(kind, self, ctx, l))
                    .collect();
                (shape, out)
            }
            U::WidenLowS | U::WidenHighS | U::WidenLowU | U::WidenHighU => {
                let to = shape
                    .widened()
                    .ok_or_else(|| self.unsupported_shape(op.name(), shape))?;
                let part = if matches!(op, U::WidenLowS | U::WidenLowU) {
                    &lanes[..half]
                } else {
                    &lanes[half..]
                };
                let kind = if matches!(op, U::WidenLowS | U::WidenHighS) {
                    ConvKind::Sextend
                } else {
                    ConvKind::Uextend
                };
                let ty = mir::int_type(ctx, to.lane_bits());
                let out = part
                    .iter()
                    .map(|l| self.conv_to(ctx, kind, ty, *l))
                    .collect();
                (to, out)
            }
            U::FromSint | U::FromUint => {
                let to = if shape == Shape::I32x4 {
                    Shape::F32x4
                } else {
                    Shape::F64x2
                };
                let kind = if op == U::FromSint {
                    ConvKind::SintToF
                } else {
                    ConvKind::UintToF
                };
                (to, self.conv_lanes(ctx, kind, to, lanes))
            }
            U::ToSintSat | U::ToUintSat => {
                let to = shape.int_shape();
                let kind = if op == U::ToSintSat {
                    ConvKind::FToSintSat
                } else {
                    ConvKind::FToUintSat
                };
                (to, self.conv_lanes(ctx, kind, to, lanes))
            }
            U::PromoteLow => {
                let ty = lane_type(ctx, Shape::F64x2);
                let out = lanes[..2]
                    .iter()
                    .map(|l| {
                        let r = self.conv_to(ctx, ConvKind::FPromote, ty, *l);
                        self.canon_converted_lane(ctx, r)
                    })
                    .collect();
                (Shape::F64x2, out)
            }
            U::Demote => {
                let ty = lane_type(ctx, Shape::F32x4);
                let out = lanes
                    .into_iter()
                    .map(|l| {
                        let r = self.conv_to(ctx, ConvKind::FDemote, ty, l);
                        self.canon_converted_lane(ctx, r)
                    })
                    .collect();
                (Shape::F32x4, out)
            }
            U::Not => return Ok(self.not128(ctx, a)),
        };
        Ok(self.pack(ctx, to, &out))
    }

    fn vtest(&self, ctx: &mut Context, op: VecTestOp, shape: Shape, a: Value) -> Value {
        match op {
            VecTestOp::AnyTrue => {
                let zero = self.c128(ctx, 0);
                self.icmp_v(ctx, IntPred::Ne, a, zero)
            }
            VecTestOp::AllTrue => {
                let int_shape = shape.int_shape();
                let zero = self.int_const(ctx, int_shape.lane_bits(), 0);
                let lanes = self.lanes(ctx, a, int_shape);
                let mut acc: Option<Value> = None;
                for l in lanes {
                    let nz = self.icmp_v(ctx, IntPred::Ne, l, zero);
                    acc = Some(match acc {
                        None => nz,
                        Some(x) => self.ibin(ctx, IntBinKind::And, x, nz),
                    });
                }
                acc.unwrap_or(zero)
            }
            VecTestOp::Bitmask => {
                let int_shape = shape.int_shape();
                let w = int_shape.lane_bits();
                let i32_ty = mir::int_type(ctx, 32);
                let top = self.int_const(ctx, w, u64::from(w - 1));
                let lanes = self.lanes(ctx, a, int_shape);
                let mut acc: Option<Value> = None;
                for (i, l) in lanes.into_iter().enumerate() {
                    let bit = self.ibin(ctx, IntBinKind::ShrU, l, top);
                    let bit = match w {
                        32 => bit,
                        64 => self.conv_to(ctx, ConvKind::Ireduce, i32_ty, bit),
                        _ => self.conv_to(ctx, ConvKind::Uextend, i32_ty, bit),
                    };
                    let placed = if i == 0 {
                        bit
                    } else {
                        let s = self.int_const(ctx, 32, i as u64);
                        self.ibin(ctx, IntBinKind::Shl, bit, s)
                    };
                    acc = Some(match acc {
                        None => placed,
                        Some(x) => self.ibin(ctx, IntBinKind::Or, x, placed),
                    });
                }
                match acc {
                    Some(x) => x,
                    None => self.int_const(ctx, 32, 0),
                }
            }
        }
    }
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod cpu_llvm;
