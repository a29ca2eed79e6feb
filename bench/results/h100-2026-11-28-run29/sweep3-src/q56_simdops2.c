#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <wasm_simd128.h>
// many more wasm SIMD integer and conversion ops on pseudo-random lanes inside a parallel loop (float
// inputs masked so that no lane is NaN or inf): shuffles, saturating narrow/add/sub, extadd_pairwise,
// extmul_low, comparisons, shifts by counts >= lane width, abs of the minimum, bitselect, andnot,
// conversions f64x2<->i32x4, load8x8/load32_zero/load_lane/store_lane, replace_lane
// CFLAGS: -msimd128
// ARGS: 16 1
// ARGS: 1 2
// ARGS: 37 3
// ARGS: 100 9
int main(int argc, char **argv) {
  int n = atoi(argv[1]); uint32_t seed = (uint32_t)atoi(argv[2]);
  int N = 4 * n + 16;
  uint32_t *in = malloc(4 * N), *fin = malloc(4 * N), *out = malloc(4 * 4 * 32 * (n + 1));
  for (int i = 0; i < N; i++) { seed = seed * 1664525u + 1013904223u; in[i] = seed ^ (seed >> 15); fin[i] = in[i] & 0xbfffffffu; if (i % 7 == 3) in[i] = 0x80008080u; }
  int sh = n % 40 + 5;
  for (int i = 0; i < n; i++) {
    v128_t a = wasm_v128_load(&in[4 * i]), b = wasm_v128_load(&in[4 * i + 4]);
    v128_t fa = wasm_v128_load(&fin[4 * i]), fb = wasm_v128_load(&fin[4 * i + 4]);
    v128_t *o = (v128_t *)&out[4 * 32 * i];
    int k = 0;
    o[k++] = wasm_i8x16_shuffle(a, b, 0, 17, 2, 19, 31, 30, 7, 7, 8, 24, 10, 11, 12, 13, 14, 16);
    o[k++] = wasm_i16x8_shuffle(a, b, 7, 6, 5, 4, 8, 9, 10, 15);
    o[k++] = wasm_i16x8_narrow_i32x4(a, b);
    o[k++] = wasm_u8x16_narrow_i16x8(a, b);
    o[k++] = wasm_i8x16_add_sat(a, b);
    o[k++] = wasm_u16x8_sub_sat(a, b);
    o[k++] = wasm_i16x8_extadd_pairwise_i8x16(a);
    o[k++] = wasm_u32x4_extadd_pairwise_u16x8(b);
    o[k++] = wasm_i64x2_extmul_low_i32x4(a, b);
    o[k++] = wasm_u16x8_extmul_low_u8x16(a, b);
    o[k++] = wasm_i64x2_gt(a, b);
    o[k++] = wasm_u32x4_ge(a, b);
    o[k++] = wasm_i8x16_shr(a, sh);
    o[k++] = wasm_u16x8_shr(b, sh);
    o[k++] = wasm_i64x2_shl(a, sh * 7);
    o[k++] = wasm_i8x16_abs(a);
    o[k++] = wasm_i64x2_abs(b);
    o[k++] = wasm_v128_bitselect(a, b, wasm_i32x4_splat((int32_t)in[i]));
    o[k++] = wasm_v128_andnot(a, b);
    o[k++] = wasm_f64x2_convert_low_i32x4(a);
    o[k++] = wasm_i32x4_trunc_sat_f64x2_zero(wasm_f64x2_mul(wasm_f64x2_convert_low_i32x4(b), wasm_f64x2_splat(3.5)));
    o[k++] = wasm_f32x4_convert_i32x4(a);
    o[k++] = wasm_i16x8_load8x8(&((uint8_t *)in)[16 * i + 3]);
    o[k++] = wasm_v128_load32_zero(&in[4 * i + 1]);
    o[k++] = wasm_v128_load16_lane(&((uint16_t *)in)[8 * i + 5], a, 3);
    o[k++] = wasm_i32x4_replace_lane(b, 2, (int32_t)i);
    o[k++] = wasm_f32x4_mul(wasm_f32x4_sub(fa, fb), wasm_f32x4_div(fa, wasm_f32x4_add(fb, wasm_f32x4_splat(1.0f))));
    o[k++] = wasm_f64x2_sqrt(wasm_f64x2_abs(wasm_f64x2_promote_low_f32x4(fa)));
    o[k++] = wasm_f32x4_lt(fa, fb);
    o[k++] = wasm_i8x16_popcnt(wasm_i8x16_sub(a, b));
    o[k++] = wasm_u8x16_min(a, b);
    o[k++] = wasm_i16x8_max(a, wasm_i16x8_neg(b));
    wasm_v128_store8_lane(&((uint8_t *)&out[4 * 32 * i])[5], a, 9);
  }
  uint32_t h = 0;
  for (int i = 0; i < 4 * 32 * n; i++) { h = h * 31 + out[i]; if (i < 4 * 32) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' '); }
  printf("%08x\n", h);
  return 0;
}
