// s07: traps that are not division or memory: (a) float->int conversions out of range with
// the trapping wasm instructions. Note: a plain C (int)f cast does NOT trap under clang 19 for
// wasm32 (the backend guards i32.trunc_f32_s with a range check and yields INT_MIN), so the
// trapping i32.trunc_f32_s / i64.trunc_f64_s / i32.trunc_f32_u / i32.trunc_f64_s are emitted
// through __builtin_wasm_trunc_*; plain casts of the same values are computed as well.
// (b) __builtin_trap() (wasm `unreachable`) under a data-dependent condition in an
// element-wise loop; (c) NaN converted with i32.trunc_f32_s (invalid conversion trap).
// Arguments: n scale trapat nanat. scale decides whether loop 1 / 2 are in range.
// ARGS: 20000 1.0 -1 -1
// ARGS: 20000 2.0 -1 -1
// ARGS: 3000 1.0 2999 -1
// ARGS: 3000 -1 -1 -1
// ARGS: 3000 0.5 -1 1234
// ARGS: 3000 -0.0001 -1 -1
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static uint32_t st;
static uint32_t rnd(void) { st = st * 1664525u + 1013904223u; return st; }

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 100;
  float scale = argc > 2 ? (float)atof(argv[2]) : 1.0f;
  int trapat = argc > 3 ? atoi(argv[3]) : -1;
  int nanat = argc > 4 ? atoi(argv[4]) : -1;
  if (n < 8) n = 8;
  if (n > 50000) n = 50000;
  st = 5;
  float *x = malloc(4 * n);
  double *y = malloc(8 * n);
  int32_t *o = malloc(4 * n), *pc = malloc(4 * n);
  int64_t *lo = malloc(8 * n);
  uint32_t *uo = malloc(4 * n);
  int *flag = malloc(4 * n);
  for (int i = 0; i < n; i++) {
    x[i] = (float)((int32_t)rnd() % 4000) * 0.5f;         // |x| < 2000
    y[i] = (double)x[i] * 1e5;                            // |y| < 2e8
    flag[i] = (i == trapat);
  }
  x[7] = 4000.0f;                                         // max magnitude element
  printf("pre n=%d scale=%.9g trapat=%d nanat=%d\n", n, (double)scale, trapat, nanat);
  fflush(stdout);
  // loop 1: i32.trunc_f32_s. 4000*scale*5e5 = 2e9*scale: in range for |scale| <= 1,
  // scale 2 traps (integer overflow) at i = 7. Plain in-range casts alongside.
  for (int i = 0; i < n; i++) {
    float v = x[i] * scale * 5e5f;
    o[i] = __builtin_wasm_trunc_s_i32_f32(v);
    pc[i] = (int32_t)(v * 0.25f);                         // plain cast, in range
  }
  long long s = 0, t = 0;
  for (int i = 0; i < n; i++) { s += o[i]; t += pc[i]; }
  printf("i32 %lld plain %lld\n", s, t);
  fflush(stdout);
  // loop 2: i64.trunc_f64_s (in range) and i32.trunc_f32_u of |x|*scale+0.25: traps for any
  // element <= -1 (scale -1); scale -0.0001 gives values in (-1, 0.25], which truncate to 0.
  for (int i = 0; i < n; i++) {
    lo[i] = __builtin_wasm_trunc_s_i64_f64(y[i] * (double)scale * 1e3);
    uo[i] = __builtin_wasm_trunc_u_i32_f32(fabsf(x[i]) * scale + 0.25f);
  }
  uint64_t h = 0;
  for (int i = 0; i < n; i++) h = h * 31u + (uint64_t)lo[i] + uo[i];
  printf("i64/u32 %016llx\n", (unsigned long long)h);
  fflush(stdout);
  // loop 3: unreachable under a data-dependent condition
  for (int i = 0; i < n; i++) {
    if (flag[i]) __builtin_trap();
    o[i] = o[i] ^ (int32_t)(i * 2654435761u);
  }
  s = 0;
  for (int i = 0; i < n; i++) s += o[i];
  printf("xor %lld\n", s);
  fflush(stdout);
  // loop 4: NaN -> i32.trunc_f64_s (invalid conversion) at nanat
  if (nanat >= 0 && nanat < n) x[nanat] = sqrtf(-1.0f - (float)nanat);
  for (int i = 0; i < n; i++) o[i] = __builtin_wasm_trunc_s_i32_f64((double)x[i] * 0.5 + i);
  s = 0;
  for (int i = 0; i < n; i++) s += o[i];
  printf("conv %lld\n", s);
  return 0;
}
