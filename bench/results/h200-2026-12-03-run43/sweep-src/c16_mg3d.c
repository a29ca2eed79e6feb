// ARGS: 16 3
// ARGS: 1 2
// NAS MG-like V-cycle pieces on a 3-D grid (float, malloc): 7-point residual, full-weighting
// restriction to the coarse grid (stride-2 reads), trilinear prolongation back (stride-2
// writes by parity), smoothing; norms of the residual per cycle.
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define ID(a, i, j, k, m) ((a)[((size_t)(i) * (m) + (j)) * (m) + (k)])

int main(int argc, char **argv) {
  int nc = argc > 1 ? atoi(argv[1]) : 8;   // coarse interior size
  int cycles = argc > 2 ? atoi(argv[2]) : 2;
  if (nc < 1 || nc > 40) return 2;
  int nf = 2 * nc + 1;                     // fine points incl. one boundary layer each side: nf+2
  int mf = nf + 2, mc = nc + 2;
  float *u = calloc((size_t)mf * mf * mf, 4), *v = malloc((size_t)mf * mf * mf * 4);
  float *r = calloc((size_t)mf * mf * mf, 4);
  float *rc = calloc((size_t)mc * mc * mc, 4), *ec = calloc((size_t)mc * mc * mc, 4);
  for (int i = 0; i < mf; i++)
    for (int j = 0; j < mf; j++)
      for (int k = 0; k < mf; k++)
        ID(v, i, j, k, mf) = ((i * 131 + j * 71 + k * 29) % 23 == 0) ? 1.0f : 0.0f;
  for (int c = 0; c < cycles; c++) {
    for (int i = 1; i <= nf; i++)
      for (int j = 1; j <= nf; j++)
        for (int k = 1; k <= nf; k++)
          ID(r, i, j, k, mf) = ID(v, i, j, k, mf) - (6.0f * ID(u, i, j, k, mf) -
              ID(u, i - 1, j, k, mf) - ID(u, i + 1, j, k, mf) - ID(u, i, j - 1, k, mf) -
              ID(u, i, j + 1, k, mf) - ID(u, i, j, k - 1, mf) - ID(u, i, j, k + 1, mf));
    double rn = 0;
    for (size_t q = 0; q < (size_t)mf * mf * mf; q++) rn += (double)r[q] * r[q];
    for (int i = 1; i <= nc; i++)
      for (int j = 1; j <= nc; j++)
        for (int k = 1; k <= nc; k++) {
          int I = 2 * i, J = 2 * j, K = 2 * k;
          float s = 0.125f * ID(r, I, J, K, mf);
          s += 0.0625f * (ID(r, I - 1, J, K, mf) + ID(r, I + 1, J, K, mf) + ID(r, I, J - 1, K, mf) +
                          ID(r, I, J + 1, K, mf) + ID(r, I, J, K - 1, mf) + ID(r, I, J, K + 1, mf));
          s += 0.03125f * (ID(r, I - 1, J - 1, K, mf) + ID(r, I + 1, J + 1, K, mf) +
                           ID(r, I - 1, J, K - 1, mf) + ID(r, I + 1, J, K + 1, mf) +
                           ID(r, I, J - 1, K - 1, mf) + ID(r, I, J + 1, K + 1, mf));
          ID(rc, i, j, k, mc) = s;
        }
    for (int i = 1; i <= nc; i++)
      for (int j = 1; j <= nc; j++)
        for (int k = 1; k <= nc; k++) ID(ec, i, j, k, mc) = ID(rc, i, j, k, mc) / 6.0f * 4.0f;
    // prolongation: fine point (I,J,K) takes the average of the coarse points around it
    for (int I = 1; I <= nf; I++)
      for (int J = 1; J <= nf; J++)
        for (int K = 1; K <= nf; K++) {
          int i0 = I / 2, j0 = J / 2, k0 = K / 2;
          int i1 = (I + 1) / 2, j1 = (J + 1) / 2, k1 = (K + 1) / 2;
          float e = 0.125f * (ID(ec, i0, j0, k0, mc) + ID(ec, i1, j0, k0, mc) + ID(ec, i0, j1, k0, mc) +
                              ID(ec, i0, j0, k1, mc) + ID(ec, i1, j1, k0, mc) + ID(ec, i1, j0, k1, mc) +
                              ID(ec, i0, j1, k1, mc) + ID(ec, i1, j1, k1, mc));
          ID(u, I, J, K, mf) += e;
        }
    // one damped-Jacobi smoothing sweep in red/black order (parity by (i+j+k) & 1)
    for (int color = 0; color < 2; color++)
      for (int i = 1; i <= nf; i++)
        for (int j = 1; j <= nf; j++)
          for (int k = 1 + ((i + j + color) & 1); k <= nf; k += 2)
            ID(u, i, j, k, mf) = (ID(v, i, j, k, mf) + ID(u, i - 1, j, k, mf) + ID(u, i + 1, j, k, mf) +
                                  ID(u, i, j - 1, k, mf) + ID(u, i, j + 1, k, mf) +
                                  ID(u, i, j, k - 1, mf) + ID(u, i, j, k + 1, mf)) / 6.0f;
    printf("cycle %d rnorm %.9e\n", c, sqrt(rn));
  }
  double cs = 0;
  for (size_t q = 0; q < (size_t)mf * mf * mf; q++) cs += u[q] * (double)(q % 11 + 1);
  printf("u checksum %.12g u[mid] %a\n", cs, ID(u, nf / 2 + 1, nf / 2 + 1, nf / 2 + 1, mf));
  return 0;
}
