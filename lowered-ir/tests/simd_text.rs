//! Text round trip, verification and interpretation of the vector ops: every vector op form
//! prints and parses back to the same function, and a small function computes the values the
//! wasm SIMD spec gives.

use lowered_ir::{parse_function, print_function, run_function, verify_function, RtValue};

const SAMPLE: &str = "\
function @simd(v128, i32, f32) -> (v128, i32, i8) {
block0(v0: v128, v1: i32, v2: f32):
  v3: v128 = vconst 0xff00000000000000000000000000ff01
  v4: v128 = iadd.i32x4 v0, v3
  v5: v128 = ishl.i16x8 v4, v1
  v6: v128 = swiden_low.i8x16 v5
  v7: v128 = icmp.i64x2 sge v6, v0
  v8: v128 = fcmp.f32x4 fne v7, v7
  v9: i32 = vhigh_bits.i8x16 v8
  v10: i8 = vall_true.i16x8 v8
  v11: v128 = splat.f32x4 v2
  v12: f32 = extractlane.f32x4 v11, 3
  v13: v128 = insertlane.f32x4 v11, v12, 0
  v14: v128 = shuffle v13, v0, 0x1f1e1d1c1b1a19181716151413121110
  v15: v128 = bitselect v14, v13, v0
  v16: v128 = snarrow.i32x4 v15, v15
  v17: v128 = fcvt_to_sint_sat.f64x2 v16
  v18: v128 = fmin.f64x2 v17, v16
  return v18, v9, v10
}
";

#[test]
fn every_vector_form_round_trips_and_verifies() {
    let f = parse_function(SAMPLE).expect("parses");
    verify_function(&f).expect("verifies");
    assert_eq!(print_function(&f), SAMPLE);
    let again = parse_function(&print_function(&f)).expect("parses again");
    assert_eq!(again, f);
}

#[test]
fn bad_vector_ops_are_rejected_with_reasons() {
    let bad_lane = SAMPLE.replace("extractlane.f32x4 v11, 3", "extractlane.f32x4 v11, 4");
    let f = parse_function(&bad_lane).expect("parses");
    let e = verify_function(&f).unwrap_err().to_string();
    assert!(e.contains("lane 4 is out of range for f32x4"), "{e}");
    let bad_shape = SAMPLE.replace("swiden_low.i8x16", "swiden_low.i64x2");
    let e = verify_function(&parse_function(&bad_shape).expect("parses"))
        .unwrap_err()
        .to_string();
    assert!(e.contains("swiden_low is not defined on i64x2"), "{e}");
    let unknown = SAMPLE.replace("iadd.i32x4", "ifoo.i32x4");
    let e = parse_function(&unknown).unwrap_err().to_string();
    assert!(e.contains("unknown vector op `ifoo.i32x4`"), "{e}");
}

#[test]
fn dot_product_as_cranelift_writes_it() {
    // i32x4.dot_i16x8_s [1,2,3,4,5,6,7,8] . [1,1,1,1,1,1,1,-1] = [3, 7, 11, -1]
    // (cranelift-wasm: widen, multiply, pairwise add).
    let text = "\
function @dot(v128, v128) -> (v128) {
block0(v0: v128, v1: v128):
  v2: v128 = swiden_low.i16x8 v0
  v3: v128 = swiden_low.i16x8 v1
  v4: v128 = imul.i32x4 v2, v3
  v5: v128 = swiden_high.i16x8 v0
  v6: v128 = swiden_high.i16x8 v1
  v7: v128 = imul.i32x4 v5, v6
  v8: v128 = iadd_pairwise.i32x4 v4, v7
  return v8
}
";
    let f = parse_function(text).expect("parses");
    verify_function(&f).expect("verifies");
    let lanes16 = |l: [i16; 8]| {
        RtValue::V128(l.iter().enumerate().fold(0u128, |acc, (i, x)| {
            acc | (u128::from(*x as u16) << (16 * i))
        }))
    };
    let a = lanes16([1, 2, 3, 4, 5, 6, 7, 8]);
    let b = lanes16([1, 1, 1, 1, 1, 1, 1, -1]);
    let out = run_function(&f, &[a, b], &mut []).expect("runs");
    let want = [3i32, 7, 11, -1]
        .iter()
        .enumerate()
        .fold(0u128, |acc, (i, x)| {
            acc | (u128::from(*x as u32) << (32 * i))
        });
    assert_eq!(out, vec![RtValue::V128(want)]);
}
