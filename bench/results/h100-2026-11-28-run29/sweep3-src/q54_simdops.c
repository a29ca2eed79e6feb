#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <wasm_simd128.h>
// wasm SIMD intrinsics in parallel loops over edge values: swizzle, narrow, q15mulr_sat, extmul, dot,
// avgr, pmin/pmax vs min/max with NaN and -0, nearest, trunc_sat, convert, demote/promote, popcnt,
// bitmask, all_true, shifts by counts >= lane width, abs of INT_MIN, i64x2 mul/shr, load_splat/lane
// (build with -msimd128; ARGS n)
// CFLAGS: -msimd128
// ARGS: 16
// ARGS: 1
// ARGS: 3
// ARGS: 37
static const uint32_t edges[16] = { 0x00000000u, 0x80000000u, 0x7fc00000u, 0xffc00001u, 0x7f800000u, 0xff800000u, 0x00000001u, 0x80000001u,
                                    0x4f000000u, 0xcf000000u, 0x3f000000u, 0x3fc00000u, 0x40200000u, 0xbf000000u, 0x7f7fffffu, 0x7fa00000u };
int main(int argc, char **argv) {
  int n = atoi(argv[1]);
  int N = 4 * n + 16;
  uint32_t *in = malloc(4 * N), *out = malloc(4 * N * 24);
  for (int i = 0; i < N; i++) in[i] = (i < 16 ? edges[i] : edges[i % 16] ^ (uint32_t)(i * 0x9e3779b9u & 0x000fffffu));
  int sh = n + 29;
  for (int i = 0; i < n; i++) {
    v128_t a = wasm_v128_load(&in[4 * i]), b = wasm_v128_load(&in[4 * i + 4]);
    v128_t *o = (v128_t *)&out[24 * 4 * i];
    wasm_v128_store(&o[0], wasm_i8x16_swizzle(a, b));
    wasm_v128_store(&o[1], wasm_i8x16_narrow_i16x8(a, b));
    wasm_v128_store(&o[2], wasm_u16x8_narrow_i32x4(a, b));
    wasm_v128_store(&o[3], wasm_i16x8_q15mulr_sat(a, b));
    wasm_v128_store(&o[4], wasm_i32x4_extmul_high_i16x8(a, b));
    wasm_v128_store(&o[5], wasm_i32x4_dot_i16x8(a, b));
    wasm_v128_store(&o[6], wasm_u8x16_avgr(a, b));
    wasm_v128_store(&o[7], wasm_f32x4_pmin(a, b));
    wasm_v128_store(&o[8], wasm_f32x4_min(a, b));
    wasm_v128_store(&o[9], wasm_f32x4_pmax(a, b));
    wasm_v128_store(&o[10], wasm_f32x4_max(a, b));
    wasm_v128_store(&o[11], wasm_f32x4_nearest(a));
    wasm_v128_store(&o[12], wasm_i32x4_trunc_sat_f32x4(a));
    wasm_v128_store(&o[13], wasm_u32x4_trunc_sat_f32x4(b));
    wasm_v128_store(&o[14], wasm_f64x2_promote_low_f32x4(a));
    wasm_v128_store(&o[15], wasm_f32x4_demote_f64x2_zero(b));
    wasm_v128_store(&o[16], wasm_i8x16_popcnt(a));
    wasm_v128_store(&o[17], wasm_i32x4_shl(a, sh));
    wasm_v128_store(&o[18], wasm_i64x2_shr(b, sh * 3));
    wasm_v128_store(&o[19], wasm_i32x4_abs(a));
    wasm_v128_store(&o[20], wasm_i64x2_mul(a, b));
    wasm_v128_store(&o[21], wasm_f32x4_convert_u32x4(a));
    wasm_v128_store(&o[22], wasm_i32x4_make(wasm_i8x16_bitmask(a), wasm_i32x4_all_true(b), wasm_v128_any_true(wasm_v128_and(a, b)), wasm_i16x8_bitmask(b)));
    wasm_v128_store(&o[23], wasm_f32x4_sqrt(wasm_f32x4_add(wasm_f32x4_ceil(a), wasm_f32x4_floor(b))));
  }
  uint32_t h = 0;
  for (int i = 0; i < 24 * 4 * n; i++) { h = h * 31 + out[i]; if (i < 24 * 4) printf("%08x%c", out[i], i % 8 == 7 ? '\n' : ' '); }
  printf("%08x\n", h);
  return 0;
}
