// ARGS: 321 203 40 3
// ARGS: 64 17 -90 1
// unsigned char image processing: blur with clamped edges, contrast with clamping, gamma LUT
// via powf, Sobel with sqrtf, threshold, 2x downsample.
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

static inline int clampi(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

static unsigned hash(const unsigned char *p, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) { h ^= p[i]; h *= 16777619u; }
  return h;
}

int main(int argc, char **argv) {
  int w = atoi(argv[1]), h = atoi(argv[2]), bright = atoi(argv[3]), rad = atoi(argv[4]);
  unsigned char *img = malloc(w * h), *blur = malloc(w * h), *con = malloc(w * h);
  unsigned char *sob = malloc(w * h), *thr = malloc(w * h), lut[256];
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) img[y * w + x] = (unsigned char)((x * x + 3 * y * x + 7 * y) ^ (x >> 2));
  /* box blur with clamped coordinates */
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      int s = 0, c = 0;
      for (int dy = -rad; dy <= rad; dy++)
        for (int dx = -rad; dx <= rad; dx++) {
          s += img[clampi(y + dy, 0, h - 1) * w + clampi(x + dx, 0, w - 1)];
          c++;
        }
      blur[y * w + x] = (unsigned char)(s / c);
    }
  /* contrast + brightness with saturation */
  for (int i = 0; i < w * h; i++) {
    int v = ((blur[i] - 128) * 3) / 2 + 128 + bright;
    con[i] = (unsigned char)(v < 0 ? 0 : v > 255 ? 255 : v);
  }
  /* gamma LUT with powf, applied in place */
  for (int i = 0; i < 256; i++) lut[i] = (unsigned char)clampi((int)(255.0f * powf(i / 255.0f, 0.45f) + 0.5f), 0, 255);
  for (int i = 0; i < w * h; i++) con[i] = lut[con[i]];
  /* Sobel magnitude */
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      if (y == 0 || x == 0 || y == h - 1 || x == w - 1) { sob[y * w + x] = 0; continue; }
      const unsigned char *p = con + y * w + x;
      int gx = -p[-w - 1] - 2 * p[-1] - p[w - 1] + p[-w + 1] + 2 * p[1] + p[w + 1];
      int gy = -p[-w - 1] - 2 * p[-w] - p[-w + 1] + p[w - 1] + 2 * p[w] + p[w + 1];
      float m = sqrtf((float)(gx * gx + gy * gy));
      sob[y * w + x] = (unsigned char)(m > 255.0f ? 255 : (int)m);
    }
  int above = 0;
  for (int i = 0; i < w * h; i++) { thr[i] = sob[i] > 64 ? 255 : 0; above += thr[i] != 0; }
  int w2 = w / 2, h2 = h / 2;
  unsigned char *ds = malloc(w2 * h2 + 1);
  for (int y = 0; y < h2; y++)
    for (int x = 0; x < w2; x++) {
      const unsigned char *p = con + 2 * y * w + 2 * x;
      ds[y * w2 + x] = (unsigned char)((p[0] + p[1] + p[w] + p[w + 1] + 2) >> 2);
    }
  long long sum = 0;
  for (int i = 0; i < w * h; i++) sum += sob[i];
  printf("img %08x blur %08x con %08x sob %08x thr %08x ds %08x\n", hash(img, w * h), hash(blur, w * h),
         hash(con, w * h), hash(sob, w * h), hash(thr, w * h), hash(ds, w2 * h2));
  printf("above=%d sobsum=%lld lut[77]=%d\n", above, sum, lut[77]);
  free(img); free(blur); free(con); free(sob); free(thr); free(ds);
  return 0;
}
