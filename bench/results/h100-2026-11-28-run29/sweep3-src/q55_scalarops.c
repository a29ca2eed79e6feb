#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <math.h>
// scalar wasm operations on edge values inside parallel loops: INT_MIN % -1, f32.min/max builtins with
// NaN and -0, nearest (rintf), trunc_sat builtins, copysign/abs/neg of NaN (bits), demote/promote of NaN
// payloads, i64 rotates, clz/ctz/popcnt of 0, unsigned rem/div, shifts by huge counts
// CFLAGS: -mnontrapping-fptoint
// ARGS: 16
// ARGS: 1
// ARGS: 40
static const uint32_t edges[16] = { 0x00000000u, 0x80000000u, 0x7fc00000u, 0xffc00001u, 0x7f800000u, 0xff800000u, 0x00000001u, 0x80000001u,
                                    0x4f000000u, 0xcf000000u, 0x3f000000u, 0x3fc00000u, 0x40200000u, 0xbf000000u, 0x7f7fffffu, 0x7fa00000u };
static inline float F(uint32_t u) { union { uint32_t u; float f; } x = { u }; return x.f; }
static inline uint32_t U(float f) { union { float f; uint32_t u; } x = { f }; return x.u; }
static inline uint64_t UD(double f) { union { double f; uint64_t u; } x = { f }; return x.u; }
int main(int argc, char **argv) {
  int n = atoi(argv[1]);
  uint32_t *in = malloc(4 * (n + 16)); uint32_t *o = malloc(4 * 16 * (n + 1)); uint64_t *o64 = malloc(8 * 4 * (n + 1));
  for (int i = 0; i < n + 16; i++) in[i] = edges[i % 16] ^ (i >= 16 ? (uint32_t)i * 0x10001u : 0);
  for (int i = 0; i < n; i++) {
    uint32_t a = in[i], b = in[i + 1]; float fa = F(a), fb = F(b);
    int32_t sa = (int32_t)a, sb = (int32_t)(b | 1) * (i & 1 ? -1 : 1);
    o[16 * i + 0] = (uint32_t)(sa % (sb == 0 ? -1 : sb));
    o[16 * i + 1] = (uint32_t)((i & 3) == 0 ? INT32_MIN % -1 + sa % -1 : sa / (sb == -1 ? 1 : (sb | 1)));
    o[16 * i + 2] = U(__builtin_wasm_min_f32(fa, fb));
    o[16 * i + 3] = U(__builtin_wasm_max_f32(fa, fb));
    o[16 * i + 4] = U(rintf(fa));
    o[16 * i + 5] = (uint32_t)__builtin_wasm_trunc_saturate_s_i32_f32(fa);
    o[16 * i + 6] = __builtin_wasm_trunc_saturate_u_i32_f32(fb);
    o[16 * i + 7] = U(copysignf(fa, fb));
    o[16 * i + 8] = U(-fa) ^ U(fabsf(fb));
    o[16 * i + 9] = U((float)((double)fa * 1.0));
    o[16 * i + 10] = (uint32_t)__builtin_clz(a | 0) * 0 + (a ? __builtin_clz(a) : 32) + 64 * (b ? __builtin_ctz(b) : 32) + 4096 * __builtin_popcount(a ^ b);
    o[16 * i + 11] = a % (b | 1) + a / ((b >> 3) | 1);
    o[16 * i + 12] = a << (b & 31) | a >> ((b + 64) & 31);
    o[16 * i + 13] = U(sqrtf(fa) + truncf(fb) + nearbyintf(fa * 0.5f));
    o[16 * i + 14] = U(fa * fb + fa / fb);
    o[16 * i + 15] = U((float)(int32_t)(a & 0x7fffff) + (float)(uint32_t)b);
    uint64_t w = ((uint64_t)a << 32) | b;
    int r = (int)(b % 97);
    o64[4 * i + 0] = (w << r) | (w >> ((64 - r) & 63));
    o64[4 * i + 1] = UD((double)fa - (double)fb);
    o64[4 * i + 2] = (uint64_t)__builtin_clzll(w | 1) + ((uint64_t)__builtin_popcountll(w) << 8) + (uint64_t)((int64_t)w >> (r & 63));
    o64[4 * i + 3] = (uint64_t)((int64_t)w / ((int64_t)(b | 1) * (i & 1 ? -1 : 1)));
  }
  uint32_t h = 0;
  for (int i = 0; i < 16 * n; i++) { h = h * 31 + o[i]; if (i < 64) printf("%08x%c", o[i], i % 8 == 7 ? '\n' : ' '); }
  for (int i = 0; i < 4 * n; i++) { h = h * 31 + (uint32_t)o64[i] + (uint32_t)(o64[i] >> 32); if (i < 8) printf("%016llx\n", (unsigned long long)o64[i]); }
  printf("%08x\n", h);
  return 0;
}
