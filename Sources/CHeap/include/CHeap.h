#ifndef CHEAP_H
#define CHEAP_H

/// Tunes glibc's malloc for a renderer that frees and remakes megabyte-sized textures and pixel
/// buffers (Docs/Rendering.md §12, "Memory kept"): blocks up to 32 MB come from the heap instead
/// of their own mmap, and freed memory is kept for the next allocation instead of being returned
/// to the kernel, so a texture made again reuses pages already mapped rather than faulting fresh
/// ones in. Returns 1 when both settings took, 0 otherwise (another C library: nothing is
/// changed, nothing breaks). Call once, first thing in `main`, before any thread starts.
int cheap_keep_freed_memory(void);

#endif
