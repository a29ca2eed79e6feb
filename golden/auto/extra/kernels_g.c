// Integer and bitwise reductions (issue 15, "Reductions"): sums, products, checksums and counts
// into a scalar, alone, beside stores, over 2-D arrays and with 64-bit accumulators. Integer
// operations wrap and are associative and commutative, so a launch that combines per-thread
// parts gives exactly what the loop gives. Built by build.sh; calls in calls.txt.

#include <stdint.h>

// The plain sum of an array.
int isum(int n, const int *a) {
  int s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}

// A 64-bit sum of widened elements.
long long lsum(int n, const int *a) {
  long long s = 0;
  for (int i = 0; i < n; i++) s += (long long)a[i] * 3;
  return s;
}

// Three reductions in one loop: sum, xor checksum and or of bits.
int mix3(int n, const unsigned *a, unsigned *out) {
  unsigned s = 0, x = 0, o = 0;
  for (int i = 0; i < n; i++) {
    s += a[i];
    x ^= a[i] * 2654435761u;
    o |= a[i] & 0xf0f0u;
  }
  out[0] = s;
  out[1] = x;
  return (int)o;
}

// A reduction beside a store: every element scaled into b, their sum returned.
int scale_sum(int n, const int *a, int *b) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    b[i] = a[i] * 5;
    s += b[i];
  }
  return s;
}

// A sum over a 2-D array (the reduction runs through the inner loop).
int sum2d(int m, int n, const int *a) {
  int s = 0;
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) s += a[i * n + j];
  return s;
}

// An integer dot product, the total added to what was in *acc.
void idot(int n, const int *a, const int *b, int *acc) {
  int s = *acc;
  for (int i = 0; i < n; i++) s += a[i] * b[i];
  *acc = s;
}

// A product of small factors (wraps).
unsigned iprod(int n, const unsigned char *a) {
  unsigned p = 1;
  for (int i = 0; i < n; i++) p *= (unsigned)a[i] | 1u;
  return p;
}

// An and over the rows' or-sums: each row's or is a reduction inside the thread.
unsigned and_rows(int m, int n, const unsigned *a) {
  unsigned r = 0xffffffffu;
  for (int i = 0; i < m; i++) {
    unsigned o = 0;
    for (int j = 0; j < n; j++) o |= a[i * n + j];
    r &= o;
  }
  return r;
}

// A count of elements above a threshold (a comparison added in).
int count_above(int n, const int *a, int t) {
  int c = 0;
  for (int i = 0; i < n; i++) c += a[i] > t;
  return c;
}

// Float reductions stay in order unless the user opts in (`--reassociate-floats`). These
// compute their own data: every partial sum of i % 17 / 4 is exact in f32 below 2^24, and a
// maximum does not depend on the order, so any order gives the program's total. fmax_wave's
// `a[i] > m ? a[i] : m` is an ordered maximum (the first of equal values): it launches
// without the option since 2026-12-05, its parts combined in the loop's order.
float fsum_exact(int n, float *a) {
  for (int i = 0; i < n; i++) a[i] = (float)(i % 17) * 0.25f;
  float s = 0.0f;
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}

double fmax_wave(int n, double *a) {
  for (int i = 0; i < n; i++) a[i] = (double)((i * 37) % 101) - 50.5;
  double m = -1e300;
  for (int i = 0; i < n; i++) m = a[i] > m ? a[i] : m;
  return m;
}

// A float sum that rounds: reordered, it may differ in the last bits.
float fsum_tenths(int n, float *a) {
  for (int i = 0; i < n; i++) a[i] = (float)(i % 10) * 0.1f;
  float s = 0.0f;
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}

// A difference: `s - a[i]` is `s + (-a[i])`, a sum (the chain is the left operand).
int isub(int n, const int *a) {
  int s = 1000;
  for (int i = 0; i < n; i++) s -= a[i] >> 3;
  return s;
}

// Minima and maxima, written as comparisons (clang: a compare and a select; -msimd128:
// i32x4.max_s and the like).
int imax(int n, const int *a) {
  int m = -2147483647 - 1;
  for (int i = 0; i < n; i++) m = a[i] > m ? a[i] : m;
  return m;
}

unsigned long long umin64(int n, const unsigned long long *a) {
  unsigned long long m = ~0ull;
  for (int i = 0; i < n; i++)
    if (a[i] < m) m = a[i];
  return m;
}

// The position of the maximum: the comparison also chooses the index. Since 2026-12-06 the
// index is a reduction taken with the maximum (`ReductionOp::ArgOf`, a strict `>`: the first
// position wins), combined beside it in the loop's order.
int argmax(int n, const int *a) {
  int m = a[0], k = 0;
  for (int i = 1; i < n; i++)
    if (a[i] > m) {
      m = a[i];
      k = i;
    }
  return k;
}

// The row and column of a matrix's maximum: two indices taken with one maximum. At -O2 the
// column's header parameter comes before the maximum's, and looking for the value an index
// goes with tried the other index first, which looked for it in turn, without end (a stack
// overflow in `detect`, 2026-12-06).
int argmax2d(int n, int m, const float *a) {
  float best = -3.4e38f;
  int bi = 0, bj = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      if (a[i * m + j] > best) {
        best = a[i * m + j];
        bi = i;
        bj = j;
      }
  return bi * 1000 + bj;
}
