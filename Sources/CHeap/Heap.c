#include "CHeap.h"

// Any C library header defines __GLIBC__ when the library is glibc.
#include <stdlib.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

int cheap_keep_freed_memory(void) {
#if defined(__GLIBC__)
    // 32 MB is the largest mmap threshold glibc accepts on 64-bit (HEAP_MAX_SIZE / 2); every
    // texture and picture the playground makes is below it (the largest, a 1200 × 1600 picture,
    // is 7.7 MB). Setting either value also turns off glibc's dynamic threshold.
    int threshold_set = mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024);
    // Freed memory at the top of the heap is returned to the kernel only beyond 1 GB.
    int trim_set = mallopt(M_TRIM_THRESHOLD, 1024 * 1024 * 1024);
    return threshold_set == 1 && trim_set == 1;
#else
    return 0;
#endif
}
