#include "common.h"
typedef struct { float x, y, vx, vy; int nbr; int flag; } P;
typedef struct { float *x, *y, *vx, *vy; } S;
__attribute__((noinline)) void step_aos(int n, P *p, float dt){ for (int i = 0; i < n; i++) { p[i].x += p[i].vx*dt; p[i].y += p[i].vy*dt; if (p[i].x > 1.0f) p[i].flag++; } }
__attribute__((noinline)) void step_soa(int n, S s, float dt){ for (int i = 0; i < n; i++) { s.x[i] += s.vx[i]*dt; s.y[i] += s.vy[i]*dt; } }
// reads neighbour's field written in the same loop
__attribute__((noinline)) void nbr_aos(int n, P *p){ for (int i = 0; i < n; i++) p[i].vx = p[p[i].nbr].x + p[i].vy; }
__attribute__((noinline)) void nbr_aos_dep(int n, P *p){ for (int i = 0; i < n; i++) p[i].x = p[p[i].nbr].x * 0.5f + 1.0f; }
// soa where two field pointers alias
__attribute__((noinline)) void soa_alias(int n, S s){ for (int i = 0; i < n; i++) s.x[i] = s.y[i] + 1.0f; }
int main(int argc, char **argv){
  int n = ARGN(100);
  P *p = malloc((n+1)*sizeof(P));
  S s; s.x = malloc((n+2)*4); s.y = malloc((n+2)*4); s.vx = malloc((n+2)*4); s.vy = malloc((n+2)*4);
  for (int i = 0; i < n; i++) { p[i].x = lcgf()*4; p[i].y = lcgf(); p[i].vx = lcgf(); p[i].vy = lcgf(); p[i].nbr = lcg() % n; p[i].flag = 0;
    s.x[i] = p[i].x; s.y[i] = p[i].y; s.vx[i] = p[i].vx; s.vy[i] = p[i].vy; }
  s.x[n] = s.y[n] = 0;
  for (int t = 0; t < 5; t++) { step_aos(n, p, 0.1f); step_soa(n, s, 0.1f); }
  nbr_aos(n, p); nbr_aos_dep(n, p);
  PH("p", p, n*sizeof(P)); PH("sx", s.x, n*4); PH("sy", s.y, n*4);
  S t = s; t.x = s.y + 1; soa_alias(n, t); PH("sy2", s.y, (n+1)*4);
  if (n) printf("%.9g %.9g %d\n", p[0].x, s.x[0], p[n-1].flag);
  return 0;
}
