// microbenchmark: cuMemHostRegister cost and HtoD/DtoH bandwidth, pageable vs registered,
// on anonymous mmap memory (as wasmtime's linear memory is).
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
static double now(void){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+t.tv_nsec*1e-9;}
#define CK(x) do{CUresult r=(x); if(r){const char*s;cuGetErrorName(r,&s);printf("%s: %s\n",#x,s);exit(1);}}while(0)
int main(void){
  CK(cuInit(0)); CUdevice d; CK(cuDeviceGet(&d,0)); CUcontext c; CK(cuDevicePrimaryCtxRetain(&c,d)); CK(cuCtxSetCurrent(c));
  size_t sizes[]={1<<20, 16<<20, 64<<20, 256<<20, 1024<<20};
  for(int s=0;s<5;s++){
    size_t n=sizes[s];
    // reserve 8 GiB like wasmtime, make the first n bytes accessible
    char*base=mmap(0,8ull<<30,PROT_NONE,MAP_PRIVATE|MAP_ANONYMOUS|MAP_NORESERVE,-1,0);
    mprotect(base,n,PROT_READ|PROT_WRITE); memset(base,1,n);
    CUdeviceptr dp; CK(cuMemAlloc(&dp,n));
    double t0=now(); for(int r=0;r<3;r++) CK(cuMemcpyHtoD(dp,base,n)); double t1=now();
    for(int r=0;r<3;r++) CK(cuMemcpyDtoH(base,dp,n)); double t2=now();
    CK(cuMemHostRegister(base,n,0)); double t3=now();
    for(int r=0;r<3;r++) CK(cuMemcpyHtoD(dp,base,n)); double t4=now();
    for(int r=0;r<3;r++) CK(cuMemcpyDtoH(base,dp,n)); double t5=now();
    // strided small copies: 1000 copies of 8 bytes (pageable vs pinned)
    double t6=now(); for(int r=0;r<1000;r++){ CUresult e=cuMemcpyHtoD(dp+r*(n/1024),base+r*(n/1024),8); if(e){printf("pinned strided r=%d n=%zu err=%d\n",r,n,e);exit(1);} } double t7=now();
    CK(cuMemHostUnregister(base)); double t8=now();
    for(int r=0;r<1000;r++){ CUresult e=cuMemcpyHtoD(dp+r*(n/1024),base+r*(n/1024),8); if(e){printf("pageable strided r=%d n=%zu err=%d\n",r,n,e);exit(1);} } double t9=now();
    // grow: register a second range after the first
    printf("%6zu MiB: pageable up %.1f GB/s down %.1f GB/s | register %.2f ms | pinned up %.1f GB/s down %.1f GB/s | 1000x8B pinned %.2f ms pageable %.2f ms | unregister %.2f ms\n",
      n>>20, 3*n/(t1-t0)/1e9, 3*n/(t2-t1)/1e9, (t3-t2)*1e3, 3*n/(t4-t3)/1e9, 3*n/(t5-t4)/1e9, (t7-t6)*1e3, (t9-t8)*1e3, (t8-t7)*1e3);
    CK(cuMemFree(dp)); munmap(base,8ull<<30);
  }
  // two adjacent registrations then a copy spanning both
  size_t n=64<<20; char*base=mmap(0,8ull<<30,PROT_NONE,MAP_PRIVATE|MAP_ANONYMOUS|MAP_NORESERVE,-1,0);
  mprotect(base,2*n,PROT_READ|PROT_WRITE); memset(base,1,2*n);
  CUdeviceptr dp; CK(cuMemAlloc(&dp,2*n));
  CK(cuMemHostRegister(base,n,0)); CK(cuMemHostRegister(base+n,n,0));
  double t0=now(); for(int r=0;r<3;r++) CK(cuMemcpyHtoD(dp,base,2*n)); double t1=now();
  printf("two adjacent registrations, one copy across: %.1f GB/s\n", 3*2*n/(t1-t0)/1e9);
  return 0;
}
