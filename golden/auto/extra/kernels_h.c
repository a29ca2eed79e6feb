// Edge-clamped stencils: loads through `x > 0 ? x - 1 : 0` and `x < n - 1 ? x + 1 : n - 1`
// (the addresses are selects between affine values; auto mode ranges each arm).

void blur_rows(int w, int h, const unsigned char *in, unsigned char *out) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      int xm = x > 0 ? x - 1 : 0, xp = x < w - 1 ? x + 1 : w - 1;
      out[y * w + x] = (in[y * w + xm] + 2 * in[y * w + x] + in[y * w + xp] + 2) / 4;
    }
}

void blur_cols(int w, int h, const unsigned char *in, unsigned char *out) {
  for (int y = 0; y < h; y++) {
    int ym = y > 0 ? y - 1 : 0, yp = y < h - 1 ? y + 1 : h - 1;
    for (int x = 0; x < w; x++)
      out[y * w + x] = (in[ym * w + x] + 2 * in[y * w + x] + in[yp * w + x] + 2) / 4;
  }
}

void box3x3(int w, int h, const float *in, float *out) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      float s = 0.0f;
      for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
          int yy = y + dy, xx = x + dx;
          yy = yy < 0 ? 0 : yy >= h ? h - 1 : yy;
          xx = xx < 0 ? 0 : xx >= w ? w - 1 : xx;
          s += in[yy * w + xx];
        }
      out[y * w + x] = s / 9.0f;
    }
}

void smooth1d(int n, const double *in, double *out) {
  for (int i = 0; i < n; i++) {
    int a = i >= 2 ? i - 2 : 0, b = i + 2 < n ? i + 2 : n - 1;
    out[i] = 0.25 * in[a] + 0.5 * in[i] + 0.25 * in[b];
  }
}

// Lookup tables indexed by loaded bytes and half-words: the index is in 0..255 (0..65535)
// whatever the memory holds, so the table read is ranged over the whole table.
void lut_apply(int n, const unsigned char *in, const unsigned *lut, unsigned char *out) {
  for (int i = 0; i < n; i++)
    out[i] = (unsigned char)lut[in[i]];
}

void gather16(int n, const unsigned short *idx, const float *tab, float *out) {
  for (int i = 0; i < n; i++)
    out[i] = 2.0f * tab[idx[i]];
}

// Gathers through indices read from memory (no formula bounds them): the kernel checks
// each such read against the bytes its launch writes; the in-place one meets them.
void gather_mod(int n, const unsigned *idx, const float *a, unsigned m, float *out) {
  for (int i = 0; i < n; i++)
    out[i] = a[idx[i] % m] * 2.0f;
}

void gather_inplace(int n, const unsigned *idx, float *a, unsigned m) {
  for (int i = 0; i < n; i++)
    a[i] = a[idx[i] % m] + 1.0f;
}
