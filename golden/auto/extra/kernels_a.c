// Auto-offload inputs of many shapes (golden/auto/extra/build.sh): element-wise, strided,
// reversed, transposed, triangular, with conditions, calls, small integer types, i64 counters,
// loops that must stay sequential (a prefix sum, a string copy). The histogram launches since
// 2026-12-06 (threads add atomically, kernels_w.c).
void scale(int n, float s, float *a) { for (int i = 0; i < n; i++) a[i] *= s; }
void prefix(int n, int *a) { for (int i = 1; i < n; i++) a[i] += a[i-1]; }
void hist(int n, const unsigned char *x, int *h) { for (int i = 0; i < n; i++) h[x[i]]++; }
void transpose(int n, int m, const float *a, float *b) { for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) b[j*n+i] = a[i*m+j]; }
void strided(int n, float *a, const float *b) { for (int i = 0; i < n; i++) a[2*i] = b[3*i] + 1.0f; }
void reverse(int n, float *a, const float *b) { for (int i = n - 1; i >= 0; i--) a[i] = b[i] * 2.0f; }
void daxpy(int n, double al, const double *x, double *y) { for (int i = 0; i < n; i++) y[i] += al * x[i]; }
void relu(int n, const float *x, float *y) { for (int i = 0; i < n; i++) if (x[i] > 0) y[i] = x[i]; else y[i] = 0; }
void condstore(int n, const int *x, int *y) { for (int i = 0; i < n; i++) if (x[i] & 1) y[i] = x[i] * 3; }
void tri(int n, float *a) { for (int i = 0; i < n; i++) for (int j = 0; j <= i; j++) a[i*n+j] = (float)(i + j); }
void two(int n, float *a, float *b) { for (int i = 0; i < n; i++) a[i] = a[i] + 1; for (int i = 0; i < n; i++) b[i] = a[i] * b[i]; }
void zero(int *p, int *end) { while (p < end) *p++ = 0; }
static float sq(float x) { return x * x; }
void callsq(int n, const float *x, float *y) { for (int i = 0; i < n; i++) y[i] = sq(x[i]); }
void bytes(int n, const unsigned char *a, const unsigned char *b, unsigned char *c) { for (int i = 0; i < n; i++) c[i] = (unsigned char)((a[i] + b[i]) >> 1); }
void i64add(int n, const long long *a, long long *b) { for (int i = 0; i < n; i++) b[i] += a[i] << 3; }
void divs(int n, const int *a, const int *b, int *c) { for (int i = 0; i < n; i++) c[i] = a[i] / b[i]; }
void copy2d(int h, int w, int stride, const float *a, float *b) { for (int y = 0; y < h; y++) for (int x = 0; x < w; x++) b[y*w + x] = a[y*stride + x]; }
void mm3(int n, const float *a, const float *b, float *c) { for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) { float s = 0; for (int k = 0; k < n; k++) s += a[i*n+k]*b[k*n+j]; c[i*n+j] = s; } }
void fill(int n, int v, int *a) { for (int i = 0; i < n; i++) a[i] = v + i; }
void stencil1d(int n, const float *a, float *b) { for (int i = 1; i < n - 1; i++) b[i] = (a[i-1] + a[i] + a[i+1]) / 3.0f; }
