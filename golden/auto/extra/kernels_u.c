/* Windows guarded by the image's edges: `if (xx >= 0 && xx < w)` around each tap, which
   clang tests as one unsigned comparison, `(unsigned)(x + d) < w`, on two counters (the
   pixel's and the tap's). The launch ranges each tap only where its test holds, so a
   window's rows past the image (a radius above and below) are not counted as read: the
   array before or after the image is not touched. */

/* A horizontal window of radius r: clang unrolls the tap loop by two, and the two taps of
   an iteration test `x + 2k - r` and `x + 2k - r + 1` (one group, a bound set each). */
void hwin(int w, int h, int r, const float *in, float *out) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      float s = 0;
      int c = 0;
      for (int d = -r; d <= r; d++) {
        int xx = x + d;
        if (xx >= 0 && xx < w) {
          s += in[y * w + xx];
          c++;
        }
      }
      out[y * w + x] = s / (float)(c > 0 ? c : 1);
    }
}

/* The same window down the columns: a tap `r` rows above the first row reads the row
   before the image, where the test says it does not run. */
void vwin(int w, int h, int r, const float *in, float *out) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      float s = 0;
      int c = 0;
      for (int d = -r; d <= r; d++) {
        int yy = y + d;
        if (yy >= 0 && yy < h) {
          s += in[yy * w + x];
          c++;
        }
      }
      out[y * w + x] = s / (float)(c > 0 ? c : 1);
    }
}

/* A 3x3 convolution with zero padding: both tests around each tap. */
void conv_pad(int w, int h, const int *in, const int *k, int *out) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      int s = 0;
      for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
          int yy = y + dy, xx = x + dx;
          if (yy >= 0 && yy < h && xx >= 0 && xx < w)
            s += k[(dy + 1) * 3 + dx + 1] * in[yy * w + xx];
        }
      out[y * w + x] = s;
    }
}
