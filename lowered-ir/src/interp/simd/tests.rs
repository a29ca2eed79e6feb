//! Unit tests of the SIMD semantics, expected values from the wasm SIMD spec tests
//! (simd_*.wast) and the spec's definitions.

use super::*;

fn v(x: u128) -> RtValue {
    RtValue::V128(x)
}

fn i8x16(l: [i8; 16]) -> RtValue {
    v(u128::from_le_bytes(l.map(|x| x as u8)))
}

fn i16x8(l: [i16; 8]) -> RtValue {
    v(join(Shape::I16x8, &l.map(|x| x as u16 as u64)))
}

fn i32x4(l: [i32; 4]) -> RtValue {
    v(join(Shape::I32x4, &l.map(|x| x as u32 as u64)))
}

fn f32x4(l: [f32; 4]) -> RtValue {
    v(join(Shape::F32x4, &l.map(|x| u64::from(x.to_bits()))))
}

fn f64x2(l: [f64; 2]) -> RtValue {
    v(join(Shape::F64x2, &l.map(|x| x.to_bits())))
}

#[test]
fn saturating_add_and_sub_clamp_per_lane() {
    // simd_i8x16_sat_arith.wast: 127 +sat 1 = 127, -128 -sat 1 = -128, 255 +usat 1 = 255.
    let a = i8x16([127, -128, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    let b = i8x16([1; 16]);
    let s = vbin(VecBinOp::AddSatS, Shape::I8x16, a, b).unwrap();
    assert_eq!(
        s,
        i8x16([127, -127, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])
    );
    let d = vbin(VecBinOp::SubSatS, Shape::I8x16, a, b).unwrap();
    assert_eq!(
        extract_lane(Shape::I8x16, 1, d).unwrap(),
        RtValue::I8(0x80),
        "-128 - 1 saturates"
    );
    let u = vbin(VecBinOp::AddSatU, Shape::I8x16, i8x16([-1; 16]), b).unwrap();
    assert_eq!(u, i8x16([-1; 16]));
    let z = vbin(VecBinOp::SubSatU, Shape::I8x16, b, i8x16([-1; 16])).unwrap();
    assert_eq!(z, v(0));
}

#[test]
fn average_rounds_up() {
    // i8x16.avgr_u 0xff 0xfe = 0xff; 1 2 = 2.
    let a = i8x16([-1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    let b = i8x16([-2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    let r = vbin(VecBinOp::AvgRoundU, Shape::I8x16, a, b).unwrap();
    assert_eq!(r, i8x16([-1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]));
}

#[test]
fn narrowing_saturates_lhs_then_rhs() {
    // i8x16.narrow_i16x8_s: 0x7fff -> 0x7f, -0x8000 -> -0x80; _u: -1 -> 0, 0x100 -> 0xff.
    let a = i16x8([0x7fff, -0x8000, 5, -5, 0x100, -1, 0, 1]);
    let s = vbin(VecBinOp::NarrowS, Shape::I16x8, a, a).unwrap();
    let half = [127i8, -128, 5, -5, 127, -1, 0, 1];
    let mut want = [0i8; 16];
    want[..8].copy_from_slice(&half);
    want[8..].copy_from_slice(&half);
    assert_eq!(s, i8x16(want));
    let u = vbin(VecBinOp::NarrowSU, Shape::I16x8, a, a).unwrap();
    assert_eq!(extract_lane(Shape::I8x16, 0, u).unwrap(), RtValue::I8(0xff));
    assert_eq!(extract_lane(Shape::I8x16, 1, u).unwrap(), RtValue::I8(0));
    assert_eq!(extract_lane(Shape::I8x16, 4, u).unwrap(), RtValue::I8(0xff));
    assert_eq!(extract_lane(Shape::I8x16, 5, u).unwrap(), RtValue::I8(0));
}

#[test]
fn widen_low_and_high_extend_the_right_halves() {
    let a = i8x16([-1, 2, -3, 4, -5, 6, -7, 8, -128, 127, 0, 1, 2, 3, 4, 5]);
    let lo = vun(VecUnOp::WidenLowS, Shape::I8x16, a).unwrap();
    assert_eq!(lo, i16x8([-1, 2, -3, 4, -5, 6, -7, 8]));
    let hi = vun(VecUnOp::WidenHighU, Shape::I8x16, a).unwrap();
    assert_eq!(hi, i16x8([128, 127, 0, 1, 2, 3, 4, 5]));
}

#[test]
fn shifts_take_the_amount_modulo_the_lane_width() {
    // simd_bit_shift.wast: i32x4.shl by 33 shifts by 1; i8x16.shr_s -128 by 1 = -64.
    let a = i32x4([1, -1, 0x4000_0000, 3]);
    let r = vbin(VecBinOp::Shl, Shape::I32x4, a, RtValue::I32(33)).unwrap();
    assert_eq!(r, i32x4([2, -2, i32::MIN, 6]));
    let b = i8x16([-128; 16]);
    let s = vbin(VecBinOp::ShrS, Shape::I8x16, b, RtValue::I32(9)).unwrap();
    assert_eq!(s, i8x16([-64; 16]));
    let u = vbin(VecBinOp::ShrU, Shape::I8x16, b, RtValue::I32(1)).unwrap();
    assert_eq!(u, i8x16([64; 16]));
}

#[test]
fn swizzle_out_of_range_indices_give_zero() {
    // simd_lane.wast: swizzle with indices >= 16 yields 0.
    let a = v(u128::from_le_bytes(core::array::from_fn(|i| {
        0xf0 + i as u8
    })));
    let idx = i8x16([15, 0, 16, -1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    let r = vbin(VecBinOp::Swizzle, Shape::I8x16, a, idx).unwrap();
    let bytes = match r {
        RtValue::V128(b) => b.to_le_bytes(),
        _ => unreachable!(),
    };
    assert_eq!(&bytes[..5], &[0xff, 0xf0, 0, 0, 0xf1]);
}

#[test]
fn shuffle_picks_bytes_of_both_operands() {
    let a = v(u128::from_le_bytes(core::array::from_fn(|i| i as u8)));
    let b = v(u128::from_le_bytes(core::array::from_fn(|i| 16 + i as u8)));
    let lanes: [u8; 16] = core::array::from_fn(|i| 31 - i as u8);
    let r = shuffle(&lanes, a, b).unwrap();
    assert_eq!(r, v(u128::from_le_bytes(lanes)));
}

#[test]
fn comparisons_give_lane_masks_and_nan_is_unordered() {
    let a = f32x4([1.0, f32::NAN, -0.0, 2.0]);
    let b = f32x4([1.0, f32::NAN, 0.0, 1.0]);
    let eq = vfloat_cmp(FloatCmpOp::Eq, Shape::F32x4, a, b).unwrap();
    assert_eq!(eq, i32x4([-1, 0, -1, 0]));
    let ne = vfloat_cmp(FloatCmpOp::Ne, Shape::F32x4, a, b).unwrap();
    assert_eq!(ne, i32x4([0, -1, 0, -1]));
    let lt = vint_cmp(
        IntCmpOp::LtU,
        Shape::I16x8,
        i16x8([-1, 0, 1, 2, 3, 4, 5, 6]),
        i16x8([0; 8]),
    )
    .unwrap();
    assert_eq!(lt, v(0));
}

#[test]
fn float_lanes_follow_the_scalar_nan_rule() {
    // A quiet NaN operand is kept; 0/0 gives the positive canonical NaN.
    let q = f32::from_bits(0x7fc0_1234);
    let r = vbin(
        VecBinOp::FAdd,
        Shape::F32x4,
        f32x4([q, 0.0, 1.0, 1.5]),
        f32x4([1.0, 0.0, 2.0, 0.25]),
    )
    .unwrap();
    assert_eq!(
        r,
        v(join(
            Shape::F32x4,
            &[
                0x7fc0_1234,
                0,
                3.0f32.to_bits().into(),
                1.75f32.to_bits().into()
            ]
        ))
    );
    let d = vbin(
        VecBinOp::FDiv,
        Shape::F64x2,
        f64x2([0.0, 1.0]),
        f64x2([0.0, 4.0]),
    )
    .unwrap();
    assert_eq!(
        d,
        v(join(
            Shape::F64x2,
            &[0xfff8_0000_0000_0000, 0.25f64.to_bits()]
        ))
    );
}

#[test]
fn conversions_saturate_and_demote_zeroes_the_high_lanes() {
    let f = f32x4([f32::NAN, 3e9, -3e9, -1.5]);
    let s = vun(VecUnOp::ToSintSat, Shape::F32x4, f).unwrap();
    assert_eq!(s, i32x4([0, i32::MAX, i32::MIN, -1]));
    let u = vun(VecUnOp::ToUintSat, Shape::F32x4, f).unwrap();
    assert_eq!(u, i32x4([0, -1294967296, 0, 0]));
    let d = vun(VecUnOp::Demote, Shape::F64x2, f64x2([1.5, -0.25])).unwrap();
    assert_eq!(d, f32x4([1.5, -0.25, 0.0, 0.0]));
    let p = vun(
        VecUnOp::PromoteLow,
        Shape::F32x4,
        f32x4([1.5, -2.0, 9.0, 9.0]),
    )
    .unwrap();
    assert_eq!(p, f64x2([1.5, -2.0]));
    let c = vun(VecUnOp::FromUint, Shape::I32x4, i32x4([-1, 0, 1, 16777217])).unwrap();
    assert_eq!(c, f32x4([4294967296.0, 0.0, 1.0, 16777216.0]));
}

#[test]
fn q15_pairwise_abs_popcnt_and_bitmask() {
    // q15mulr_sat_s: -0x8000 * -0x8000 saturates to 0x7fff.
    let q = vbin(
        VecBinOp::Q15MulRoundSat,
        Shape::I16x8,
        i16x8([-0x8000, 0x4000, 1, 0, 0, 0, 0, 0]),
        i16x8([-0x8000, 0x4000, 1, 0, 0, 0, 0, 0]),
    )
    .unwrap();
    assert_eq!(q, i16x8([0x7fff, 0x2000, 0, 0, 0, 0, 0, 0]));
    let p = vbin(
        VecBinOp::AddPairwise,
        Shape::I16x8,
        i16x8([1, 2, 3, 4, 5, 6, 7, 8]),
        i16x8([-1, -2, 0x7fff, 1, 0, 0, 0, 0]),
    )
    .unwrap();
    assert_eq!(p, i16x8([3, 7, 11, 15, -3, -0x8000, 0, 0]));
    let a = vun(VecUnOp::Abs, Shape::I8x16, i8x16([-128; 16])).unwrap();
    assert_eq!(a, i8x16([-128; 16]), "abs of MIN wraps");
    let c = vun(VecUnOp::Popcnt, Shape::I8x16, i8x16([-1; 16])).unwrap();
    assert_eq!(c, i8x16([8; 16]));
    let m = vtest(
        VecTestOp::Bitmask,
        Shape::I32x4,
        i32x4([-1, 0, i32::MIN, 5]),
    )
    .unwrap();
    assert_eq!(m, RtValue::I32(0b101));
    let all = vtest(VecTestOp::AllTrue, Shape::I32x4, i32x4([1, 1, 1, 0])).unwrap();
    assert_eq!(all, RtValue::I8(0));
    let any = vtest(VecTestOp::AnyTrue, Shape::I32x4, i32x4([0, 0, 0, 0x100])).unwrap();
    assert_eq!(any, RtValue::I8(1));
}

#[test]
fn wrong_operands_are_malformed_not_panics() {
    assert!(matches!(
        vbin(VecBinOp::Add, Shape::I8x16, RtValue::I32(1), v(0)),
        Err(Fault::Malformed(_))
    ));
    assert!(matches!(
        extract_lane(Shape::I32x4, 4, v(0)),
        Err(Fault::Malformed(_))
    ));
    assert!(matches!(
        splat(Shape::I32x4, RtValue::I64(0)),
        Err(Fault::Malformed(_))
    ));
    assert!(matches!(
        vbin(VecBinOp::Swizzle, Shape::I32x4, v(0), v(0)),
        Err(Fault::Malformed(_))
    ));
}
