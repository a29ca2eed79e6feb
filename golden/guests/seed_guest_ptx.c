// SPDX-License-Identifier: Apache-2.0
// The two symbols seed_guest.c (seeds/000 section 6.3, verbatim) declares extern: the PTX of
// vector_add.ptx as bytes, and its length.
#include <stdint.h>

const uint8_t vector_add_ptx[] = {
#include "vector_add_ptx.inc"
};
const uint32_t vector_add_ptx_len = sizeof(vector_add_ptx);
