// s11: aliasing. Helper functions taking two or three pointers are called with disjoint
// arrays, with the same array (dst == src), and with overlapping ranges shifted by +1 and -1
// element (dst = src + 1 carries a value along the whole array; dst = src - 1 does not).
// noinline keeps the helpers out of line so the loop cannot see the call site's pointers;
// a second set is static inline. The result must equal sequential semantics. The mode
// argument chooses the overlap: 0 disjoint, 1 same, 2 dst=src+1, 3 dst=src-1, 4 dst=src+k.
// ARGS: 30000 0 5
// ARGS: 30000 2 1
// ARGS: 2000 1 3
// ARGS: 2000 3 2
// ARGS: 2000 4 37
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) static void axpy(int *dst, const int *src, int n, int k) {
  for (int i = 0; i < n; i++) dst[i] = src[i] * k + dst[i];
}
__attribute__((noinline)) static void add3(float *d, const float *x, const float *y, int n) {
  for (int i = 0; i < n; i++) d[i] = x[i] + y[i] * 0.5f;
}
__attribute__((noinline)) static void copy_u8(unsigned char *d, const unsigned char *s, int n) {
  for (int i = 0; i < n; i++) d[i] = (unsigned char)(s[i] + 1);
}
static inline void scale_inl(int64_t *d, const int64_t *s, int n) {
  for (int i = 0; i < n; i++) d[i] = s[i] * 3 - 1;
}
// 2-D: each row r of dst gets a function of row r of src; rows may overlap by an offset
__attribute__((noinline)) static void rows2d(int *dst, const int *src, int rows, int cols) {
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++) dst[r * cols + c] = src[r * cols + c] + r - c;
}

static uint32_t h32(const void *p, int bytes) {
  const unsigned char *b = p;
  uint32_t h = 2166136261u;
  for (int i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 100;
  int mode = argc > 2 ? atoi(argv[2]) : 0;
  int k = argc > 3 ? atoi(argv[3]) : 1;
  if (n < 1) n = 1;
  if (n > 30000) n = 30000;
  if (k < 1) k = 1;
  if (k > 64) k = 64;
  int pad = 128;
  int *A = malloc(4 * (n + 2 * pad)), *B = malloc(4 * (n + 2 * pad));
  float *F = malloc(4 * (n + 2 * pad)), *G = malloc(4 * (n + 2 * pad));
  unsigned char *U = malloc(n + 2 * pad);
  int64_t *L = malloc(8 * (n + 2 * pad));
  uint32_t st = 1234567u;
  for (int i = 0; i < n + 2 * pad; i++) {
    st = st * 1664525u + 1013904223u;
    A[i] = (int)(st >> 20); B[i] = (int)(st >> 22) - 500;
    F[i] = (float)(st >> 16) * 0.001f; G[i] = (float)(st >> 18) * 0.25f;
    U[i] = (unsigned char)(st >> 24);
    L[i] = (int64_t)(st >> 8) - 1000000;
  }
  int *a = A + pad, *b = B + pad;
  float *f = F + pad, *g = G + pad;
  unsigned char *u = U + pad;
  int64_t *l = L + pad;
  int off = mode == 0 ? 0 : mode == 1 ? 0 : mode == 2 ? 1 : mode == 3 ? -1 : k;
  // call 1: int axpy (mode 0: b += a*k on separate arrays; else a[off..] on a)
  if (mode == 0) axpy(b, a, n, k % 7 + 1);
  else axpy(a + off, a, n, k % 7 + 1);
  // call 2: float with dst aliasing one or both sources
  if (mode == 0) add3(g, f, f, n);
  else if (mode == 1) add3(f, f, f, n);
  else add3(f + off, f, g, n);
  // call 3: byte copy with overlap (a memmove-like pattern, but sequential semantics
  // propagate the increment along the array when dst = src + 1)
  if (mode == 0) copy_u8(u, u - pad, n);
  else copy_u8(u + off, u, n);
  // call 4: inlined int64 with overlap
  if (mode == 0) scale_inl(l, l - pad, n);
  else scale_inl(l + off, l, n);
  // call 5: 2-D rows over overlapping storage
  int cols = 50, rows = n / cols;
  if (mode == 0) rows2d(b, a, rows, cols);
  else rows2d(a + off, a, rows, cols);
  int tot = n + 2 * pad;
  printf("n=%d mode=%d off=%d\n", n, mode, off);
  printf("A=%08x B=%08x F=%08x G=%08x U=%08x L=%08x\n", h32(A, 4 * tot), h32(B, 4 * tot),
         h32(F, 4 * tot), h32(G, 4 * tot), h32(U, tot), h32(L, 8 * tot));
  printf("a[n-1]=%d u[n-1]=%d l[n-1]=%lld\n", a[n - 1], u[n - 1], (long long)l[n - 1]);
  return 0;
}
