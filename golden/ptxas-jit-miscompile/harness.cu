// Loads a map-mode PTX kernel `f(mem, mem_len, n, args, results, traps, globals)` taking two
// v128 and returning one, runs one tuple at JIT optimisation levels 0..4, prints the result.
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define CK(x) do { CUresult rr_ = (x); if (rr_) { const char *s; cuGetErrorString(rr_, &s); printf("%s: %s\n", #x, s); exit(1);} } while (0)
int main(int argc, char **argv) {
  FILE *fp = fopen(argv[1], "rb"); fseek(fp, 0, SEEK_END); long n = ftell(fp); rewind(fp);
  char *ptx = (char *)calloc(n + 1, 1); fread(ptx, 1, n, fp); fclose(fp);
  unsigned short a = (unsigned short)strtol(argv[2], 0, 0), b = (unsigned short)strtol(argv[3], 0, 0);
  CK(cuInit(0)); CUdevice d; CK(cuDeviceGet(&d, 0)); CUcontext c; CK(cuDevicePrimaryCtxRetain(&c, d)); CK(cuCtxSetCurrent(c));
  for (int lvl = 0; lvl <= 4; lvl++) {
    CUjit_option o[1] = {CU_JIT_OPTIMIZATION_LEVEL}; void *v[1] = {(void *)(size_t)lvl};
    CUmodule m; CK(cuModuleLoadDataEx(&m, ptx, 1, o, v)); CUfunction f; CK(cuModuleGetFunction(&f, m, "f"));
    unsigned short args[16]; for (int i = 0; i < 8; i++) { args[i] = a; args[8 + i] = b; }
    CUdeviceptr mem, dargs, dres, dtr, dgl; CK(cuMemAlloc(&mem, 256)); CK(cuMemAlloc(&dargs, 32));
    CK(cuMemAlloc(&dres, 16)); CK(cuMemAlloc(&dtr, 4)); CK(cuMemAlloc(&dgl, 64));
    CK(cuMemcpyHtoD(dargs, args, 32));
    unsigned long long len = 256; unsigned int cnt = 1;
    void *p[] = {&mem, &len, &cnt, &dargs, &dres, &dtr, &dgl};
    CK(cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, 0, p, 0)); CK(cuCtxSynchronize());
    unsigned short r[8]; CK(cuMemcpyDtoH(r, dres, 16));
    printf("%s a=%#x b=%#x O%d: lane0 %#06x lane7 %#06x\n", argv[1], a, b, lvl, r[0], r[7]);
    cuModuleUnload(m);
  }
  return 0;
}
