// Auto-offload inputs of many shapes (golden/auto/extra/build.sh): element-wise, strided,
// reversed, transposed, triangular, with conditions, calls, small integer types, i64 counters,
// loops that must stay sequential (a prefix sum, a histogram, a string copy).
void ll_loop(long long n, float *a, const float *b) { for (long long i = 0; i < n; i++) a[i] = b[i] + 1.0f; }
void cube(int n, float *a) { for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) for (int k = 0; k < n; k++) a[(i*n + j)*n + k] = (float)(i - j + k); }
int find(int n, const int *a, int v) { for (int i = 0; i < n; i++) if (a[i] == v) return i; return -1; }
void dowhile(int n, int *a) { int i = 0; do { a[i] = i * i; i++; } while (i < n); }
void shorts(int n, short *a, const short *b) { for (int i = 0; i < n; i++) a[i] = (short)(b[i] * 3 + 1); }
void localarr(int n, float *out) { float tmp[16]; for (int i = 0; i < 16; i++) tmp[i] = (float)i; for (int i = 0; i < n; i++) out[i] = tmp[i & 15] * 2.0f; }
void step2(int n, float *a) { for (int i = 0; i < n; i += 2) a[i] = 1.0f; }
void down(int n, int *a) { for (int i = n; i > 0; i--) a[i-1] = i; }
void rowsum(int n, int m, const float *a, float *s) { for (int i = 0; i < n; i++) { float acc = 0; for (int j = 0; j < m; j++) acc += a[i*m + j]; s[i] = acc; } }
void isum_rows(int n, int m, const int *a, int *s) { for (int i = 0; i < n; i++) { int acc = 0; for (int j = 0; j < m; j++) acc += a[i*m + j]; s[i] = acc; } }
void maxabs(int n, const float *x, float *y) { for (int i = 0; i < n; i++) { float v = x[i]; y[i] = v < 0 ? -v : v; } }
void clamp(int n, int lo, int hi, int *a) { for (int i = 0; i < n; i++) { int v = a[i]; a[i] = v < lo ? lo : (v > hi ? hi : v); } }
void fdiv(int n, const double *a, const double *b, double *c) { for (int i = 0; i < n; i++) c[i] = a[i] / b[i]; }
void u8scale(int n, unsigned char *p) { for (int i = 0; i < n; i++) p[i] = (unsigned char)(p[i] * 2); }
void strcopy(char *d, const char *s) { while ((*d++ = *s++)) ; }
void memcp(int n, char *d, const char *s) { for (int i = 0; i < n; i++) d[i] = s[i]; }
void sets(int n, float *a, float *b) { for (int i = 0; i < n; i++) { a[i] = 1.0f; b[i] = 2.0f; } }
void tri2(int n, float *a) { for (int i = 0; i < n; i++) for (int j = i; j < n; j++) a[i*n + j] = 0.0f; }
void conv1d(int n, int k, const float *x, const float *w, float *y) { for (int i = 0; i < n; i++) { float s = 0; for (int j = 0; j < k; j++) s += x[i + j] * w[j]; y[i] = s; } }
void idiv(int n, int d, int *a) { for (int i = 0; i < n; i++) a[i] = a[i] / d; }
