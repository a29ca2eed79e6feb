// Loops in which clang carries a loaded value to the next iteration (GVN's load PRE across
// the back edge): auto mode loads it again in each iteration (`auto/reload.rs`), and the
// first iteration checks it against the value that entered the loop.

// jacobi-1d's sweep: a[i] and a[i+1] are loaded once and carried (unrolled by 2 at -O2).
void smooth3(int n, const double *restrict a, double *restrict b) {
  for (int i = 1; i < n - 1; i++)
    b[i] = 0.33333 * (a[i - 1] + a[i] + a[i + 1]);
}

// The carried value enters as a constant, not loaded from a[-1]: the first iteration's
// check fails unless a[-1] happens to hold 0.0f, and the loop reruns on the CPU.
void diffs(int n, const float *a, float *b) {
  float prev = 0.0f;
  for (int i = 0; i < n; i++) {
    float c = a[i];
    b[i] = c - prev;
    prev = c;
  }
}

// Integers, the next element carried. (`restrict` lets clang carry loads past the stores;
// the calls that make the arrays overlap anyway run as wasm says, on the CPU.)
void pairsum(int n, const int *restrict a, int *restrict b) {
  for (int i = 0; i < n - 1; i++)
    b[i] = a[i] + a[i + 1];
}

// In place: the value carried is the one stored (Gauss-Seidel), a true dependence.
void smooth_inplace(int n, double *a) {
  for (int i = 1; i < n - 1; i++)
    a[i] = 0.33333 * (a[i - 1] + a[i] + a[i + 1]);
}


// Sweeps between two arrays of its own, swapped after each, keeping the largest change and
// checking its values: clang proves the arrays apart and, the loop not unrolled, carries
// a[i-1] two iterations (its back edge passes the parameter that carries a[i]); it is
// loaded again once that one is (`reload::carried_loads` looks again).
static double sweep_a[1024], sweep_b[1024];
double sweeps_change(int n, int steps) {
  double *a = sweep_a, *b = sweep_b, m = 0.0;
  if (n > 1024) n = 1024;
  for (int i = 0; i < n; i++) {
    a[i] = (double)(i % 7);
    b[i] = 0.0;
  }
  for (int t = 0; t < steps; t++) {
    m = 0.0;
    for (int i = 1; i < n - 1; i++) {
      double v = (a[i - 1] + a[i] + a[i + 1]) / 3.0;
      if (v != v) __builtin_trap();
      double d = v > a[i] ? v - a[i] : a[i] - v;
      if (d > m) m = d;
      b[i] = v;
    }
    double *x = a;
    a = b;
    b = x;
  }
  return m;
}

// A five-point sweep between two arrays of its own, swapped after each: clang unrolls it by
// 2 at -O2 and carries four loaded elements, which its odd last iteration after the loop
// reads. They are loaded again, and the code after the loop reads the last iteration's
// loads (the finish function loads them before the launch).
static float five_a[4096], five_b[4096];
float sweeps5(int n, int steps) {
  float *a = five_a, *b = five_b;
  if (n > 4096) n = 4096;
  for (int i = 0; i < n; i++) a[i] = b[i] = (float)((i * 37) % 101) / 7.0f;
  for (int t = 0; t < steps; t++) {
    for (int i = 2; i < n - 2; i++)
      b[i] = 0.2f * (a[i - 2] + a[i - 1] + a[i] + a[i + 1] + a[i + 2]);
    float *x = a;
    a = b;
    b = x;
  }
  return a[n / 2] + a[n - 3] + a[2];
}
