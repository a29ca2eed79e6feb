// SPDX-License-Identifier: Apache-2.0
#include <stdint.h>
#include <string.h>
#include <assert.h>

#define IMPORT __attribute__((import_module("wasi:cuda/host@0.2.0")))
IMPORT int64_t wasi_cuda_load_ptx(int32_t pp, int32_t pl, int32_t ep, int32_t el);
IMPORT int32_t wasi_cuda_launch(int64_t kid,
    int32_t gx, int32_t gy, int32_t gz, int32_t bx, int32_t by, int32_t bz,
    int32_t shmem, int32_t ap, int32_t al);
IMPORT int32_t wasi_cuda_sync(void);

#define TAG_U32 0x05
#define TAG_PTR 0x07
#define N 1024

extern const uint8_t vector_add_ptx[];
extern const uint32_t vector_add_ptx_len;

static float a[N], b[N], c[N];
static uint8_t argv_buf[32]; /* 3 * 9 (ptr) + 5 (u32) */

static size_t push_ptr(uint8_t *p, uint32_t off, uint32_t len) {
    *p++ = TAG_PTR; memcpy(p, &off, 4); p += 4; memcpy(p, &len, 4); return 9;
}
static size_t push_u32(uint8_t *p, uint32_t v) {
    *p++ = TAG_U32; memcpy(p, &v, 4); return 5;
}

void _start(void) {
    for (uint32_t i = 0; i < N; ++i) { a[i] = (float)i; b[i] = (float)(2*i); }
    int64_t kid = wasi_cuda_load_ptx(
        (int32_t)(uintptr_t)vector_add_ptx, (int32_t)vector_add_ptx_len,
        (int32_t)(uintptr_t)"vector_add", 10);
    assert(kid >= 0);
    uint8_t *p = argv_buf;
    p += push_ptr(p, (uint32_t)(uintptr_t)a, sizeof(a));
    p += push_ptr(p, (uint32_t)(uintptr_t)b, sizeof(b));
    p += push_ptr(p, (uint32_t)(uintptr_t)c, sizeof(c));
    p += push_u32(p, N);
    int32_t rc = wasi_cuda_launch(kid,
        (N + 255) / 256, 1, 1, 256, 1, 1, 0,
        (int32_t)(uintptr_t)argv_buf, (int32_t)(p - argv_buf));
    assert(rc == 0);
    assert(wasi_cuda_sync() == 0);
    /* c[7] == 21.0f under CUDA. */
}
