#include <cuda.h>
#include <stdio.h>
#include <time.h>
static double now(void){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+t.tv_nsec*1e-9;}
int main(void){
  double t0=now(); CUresult r=cuInit(0); double t1=now();
  CUdevice d; cuDeviceGet(&d,0); double t2=now();
  CUcontext c; r|=cuDevicePrimaryCtxRetain(&c,d); double t3=now();
  r|=cuCtxSetCurrent(c); double t4=now();
  CUdeviceptr p; r|=cuMemAlloc(&p, 1<<20); double t5=now();
  CUstream s; r|=cuStreamCreate(&s,0); double t6=now();
  printf("rc=%d cuInit %.3f get %.3f retain %.3f set %.3f alloc %.3f stream %.3f total %.3f\n",(int)r,t1-t0,t2-t1,t3-t2,t4-t3,t5-t4,t6-t5,t6-t0);
  return 0;}
