//! Tests of the vector family: wasm SIMD through cranelift-wasm to LoweredOp, run in the
//! reference interpreter against values from the wasm SIMD spec tests.

use crate::pipeline::{lower_to_lowered_ir, Options};
use lowered_ir::{print_function, run_function, RtValue};

fn run(wat: &str, func: &str, args: &[RtValue], memory: &mut [u8]) -> Vec<RtValue> {
    let wasm = wat::parse_str(wat).expect("valid wat");
    let f = lower_to_lowered_ir(&wasm, func, &Options::default()).expect("lowers");
    run_function(&f, args, memory).unwrap_or_else(|e| panic!("{e}\n{}", print_function(&f)))
}

fn lowered_text(wat: &str, func: &str) -> String {
    let wasm = wat::parse_str(wat).expect("valid wat");
    print_function(&lower_to_lowered_ir(&wasm, func, &Options::default()).expect("lowers"))
}

#[test]
fn lane_arithmetic_and_extract() {
    // simd_i32x4_arith.wast style: (1,2,3,4) * (5,6,7,8) + 0x7fffffff, lane 3 extracted.
    let wat = r#"(module (func (export "f") (param i32) (result i32)
        (i32x4.extract_lane 3
          (i32x4.add
            (i32x4.mul (v128.const i32x4 1 2 3 4) (v128.const i32x4 5 6 7 8))
            (i32x4.splat (local.get 0))))))"#;
    let out = run(wat, "f", &[RtValue::I32(0x7fff_ffff)], &mut []);
    assert_eq!(out, vec![RtValue::I32(0x7fff_ffffu32.wrapping_add(32))]);
}

#[test]
fn extract_lane_s_and_u_extend_the_lane() {
    let wat = r#"(module
      (func (export "s") (result i32) (i8x16.extract_lane_s 1 (v128.const i8x16 0 -2 0 0 0 0 0 0 0 0 0 0 0 0 0 0)))
      (func (export "u") (result i32) (i8x16.extract_lane_u 1 (v128.const i8x16 0 -2 0 0 0 0 0 0 0 0 0 0 0 0 0 0))))"#;
    assert_eq!(
        run(wat, "s", &[], &mut []),
        vec![RtValue::I32(-2i32 as u32)]
    );
    assert_eq!(run(wat, "u", &[], &mut []), vec![RtValue::I32(0xfe)]);
}

#[test]
fn bitcasts_between_shapes_are_no_ops() {
    // f32x4.abs of an i32x4 constant then i32x4 lane: sign bit cleared, bits kept.
    let wat = r#"(module (func (export "f") (result i32)
        (i32x4.extract_lane 0 (f32x4.abs (v128.const i32x4 0xffc00001 0 0 0)))))"#;
    assert_eq!(run(wat, "f", &[], &mut []), vec![RtValue::I32(0x7fc0_0001)]);
    assert!(!lowered_text(wat, "f").contains("bitcast"));
}

#[test]
fn pmin_is_fcmp_and_bitselect() {
    // f32x4.pmin(a, b) = b < a ? b : a; pmin(NaN, 1) = NaN (a), pmin(-0, +0) = -0 (a).
    let wat = r#"(module (func (export "f") (result i32)
        (i32x4.bitmask (i32x4.eq
          (f32x4.pmin (v128.const f32x4 nan -0 2 5) (v128.const f32x4 1 0 1 7))
          (v128.const f32x4 nan -0 1 5)))))"#;
    assert_eq!(run(wat, "f", &[], &mut []), vec![RtValue::I32(0b1111)]);
}

#[test]
fn extending_and_lane_loads_are_bounds_checked() {
    let wat = r#"(module (memory 1)
      (func (export "ext") (param i32) (result i64)
        (i64x2.extract_lane 1 (v128.load32x2_s (local.get 0))))
      (func (export "lane") (param i32) (result i32)
        (i32x4.extract_lane 2 (v128.load32_lane 2 (local.get 0) (v128.const i32x4 0 0 0 0))))
      (func (export "zero") (param i32) (result i64)
        (i64x2.extract_lane 1 (v128.load32_zero (local.get 0))))
      (func (export "store") (param i32)
        (v128.store16_lane 7 (local.get 0) (v128.const i16x8 0 0 0 0 0 0 0 -2))))"#;
    let mut mem = vec![0u8; 65536];
    mem[4..8].copy_from_slice(&(-3i32).to_le_bytes());
    mem[0..4].copy_from_slice(&7i32.to_le_bytes());
    assert_eq!(
        run(wat, "ext", &[RtValue::I32(0)], &mut mem),
        vec![RtValue::I64(-3i64 as u64)]
    );
    assert_eq!(
        run(wat, "lane", &[RtValue::I32(4)], &mut mem),
        vec![RtValue::I32(-3i32 as u32)]
    );
    assert_eq!(
        run(wat, "zero", &[RtValue::I32(0)], &mut mem),
        vec![RtValue::I64(0)]
    );
    run(wat, "store", &[RtValue::I32(100)], &mut mem);
    assert_eq!(&mem[100..102], &[0xfe, 0xff]);
    let text = lowered_text(wat, "ext");
    assert!(text.contains("bounds_check v0, offset 0, size 8"), "{text}");
    let wasm = wat::parse_str(wat).expect("valid wat");
    let f = lower_to_lowered_ir(&wasm, "ext", &Options::default()).expect("lowers");
    let err = run_function(&f, &[RtValue::I32(65532)], &mut mem).unwrap_err();
    assert!(err.to_string().contains("out of bounds"), "{err}");
}

#[test]
fn dot_narrow_and_shuffle() {
    let wat = r#"(module
      (func (export "dot") (result i32)
        (i32x4.extract_lane 3 (i32x4.dot_i16x8_s
          (v128.const i16x8 1 2 3 4 5 6 7 -32768) (v128.const i16x8 1 1 1 1 1 1 1 -32768))))
      (func (export "narrow") (result i32)
        (i8x16.extract_lane_u 9 (i8x16.narrow_i16x8_u
          (v128.const i16x8 0 0 0 0 0 0 0 0) (v128.const i16x8 -1 300 0 0 0 0 0 0))))
      (func (export "shuffle") (result i32)
        (i8x16.extract_lane_u 0 (i8x16.shuffle 31 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
          (v128.const i8x16 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1)
          (v128.const i8x16 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 9)))))"#;
    // 7 + (-32768 * -32768) wraps in i32: 7 + 2^30 = 1073741831.
    assert_eq!(
        run(wat, "dot", &[], &mut []),
        vec![RtValue::I32(1_073_741_831)]
    );
    assert_eq!(run(wat, "narrow", &[], &mut []), vec![RtValue::I32(255)]);
    assert_eq!(run(wat, "shuffle", &[], &mut []), vec![RtValue::I32(9)]);
}
