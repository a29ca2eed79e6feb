// ARGS: 
// ARGS: 9
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
struct pk { unsigned a : 3; signed b : 5; unsigned c : 12; unsigned d : 1; int e : 11; };
struct pad { char c; double d; short s; int i; char t[3]; };
union fi { float f; uint32_t u; int32_t i; };
union di { double d; uint64_t u; };
static struct pk P[2048];
static struct pad Q[1024];
static float F[2048];
static uint32_t U[2048];
int main(int argc, char **argv) {
  int seed = argc > 1 ? atoi(argv[1]) : 1;
  int n = 2048;
  for (int i = 0; i < n; i++) { P[i].a = i + seed; P[i].b = i - 16; P[i].c = i * 3; P[i].d = i >> 3; P[i].e = i * seed - 1000; }
  long long s = 0;
  for (int i = 0; i < n; i++) s += P[i].a + P[i].b * 3 + P[i].c + P[i].d * 7 + P[i].e;
  for (int i = 0; i < n; i++) { P[i].b += P[i].a; P[i].e ^= P[i].c; }
  long long s2 = 0;
  for (int i = 0; i < n; i++) s2 = s2 * 3 + P[i].b + P[i].e;
  for (int i = 0; i < n; i++) F[i] = (i - 1000) * 0.37f * seed;
  for (int i = 0; i < n; i++) { union fi x; x.f = F[i]; U[i] = x.u ^ (x.u >> 31 ? 0xffffffffu : 0x80000000u); }
  for (int i = 0; i < n; i++) { union fi x; x.f = F[i]; x.u &= 0x7fffffffu; F[i] = x.f; }
  for (int i = 0; i < n; i++) { union fi x; x.u = (U[i] & 0x807fffffu) | 0x3f800000u; F[i] += x.f; }
  uint64_t h = 0; double fs = 0;
  for (int i = 0; i < n; i++) { h = h * 0x100000001b3ull ^ U[i]; fs += F[i]; }
  for (int i = 0; i < 1024; i++) { Q[i].c = i; Q[i].d = i * 0.5; Q[i].s = -i; Q[i].i = i * i; Q[i].t[0] = i; Q[i].t[1] = i >> 8; Q[i].t[2] = 1; }
  for (int i = 0; i < 1024; i++) { Q[i].d += Q[i].s + Q[i].c; Q[i].i -= Q[i].t[0]; }
  double qs = 0; long qi = 0;
  for (int i = 0; i < 1024; i++) { union di y; y.d = Q[i].d; qs += Q[i].d; qi += Q[i].i + (long)(y.u >> 52); }
  struct pk one; memset(&one, 0, sizeof one); one.e = -1; uint32_t raw; memcpy(&raw, &one, 4);
  printf("sz=%zu/%zu s=%lld s2=%lld h=%llx fs=%.9g qs=%.6f qi=%ld raw=%08x\n", sizeof(struct pk), sizeof(struct pad), s, s2, (unsigned long long)h, fs, qs, qi, raw);
  return 0;
}
