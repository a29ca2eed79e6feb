#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
// minimal: wasm f32.min / f32.max in a parallel loop where BOTH operands are NaN (different payloads)
static float bf(uint32_t u){ float f; memcpy(&f, &u, 4); return f; }
static uint32_t fb(float f){ uint32_t u; memcpy(&u, &f, 4); return u; }
__attribute__((noinline)) void wmm(int n, const float *a, const float *b, float *o1, float *o2){ for (int i = 0; i < n; i++) { o1[i] = __builtin_wasm_min_f32(a[i], b[i]); o2[i] = __builtin_wasm_max_f32(a[i], b[i]); } }
__attribute__((noinline)) void wmmd(int n, const double *a, const double *b, double *o1){ for (int i = 0; i < n; i++) o1[i] = __builtin_wasm_min_f64(a[i], b[i]); }
__attribute__((noinline)) void add(int n, const float *a, const float *b, float *o1){ for (int i = 0; i < n; i++) o1[i] = a[i] + b[i]; }
int main(int argc, char **argv){
  static const uint32_t A[] = { 0xffc12345u, 0x7fc00000u, 0xffc12345u, 0x7fa00001u, 0x7fc00001u, 0x80000000u, 0x00000000u, 0x7fc00000u };
  static const uint32_t B[] = { 0x7fa00001u, 0xffc12345u, 0x7fc00000u, 0xffc12345u, 0x3f800000u, 0x00000000u, 0x80000000u, 0x7fc00000u };
  int n = 8; float a[8], b[8], o1[8], o2[8], o3[8]; double da[8], db[8], d1[8];
  for (int i = 0; i < n; i++) { a[i] = bf(A[i]); b[i] = bf(B[i]); da[i] = a[i]; db[i] = b[i]; }
  wmm(n, a, b, o1, o2); add(n, a, b, o3); wmmd(n, da, db, d1);
  for (int i = 0; i < n; i++) { uint64_t u; memcpy(&u, d1+i, 8); printf("a=%08x b=%08x min=%08x max=%08x add=%08x dmin=%016llx\n", A[i], B[i], fb(o1[i]), fb(o2[i]), fb(o3[i]), (unsigned long long)u); }
  return 0;
}
