import CHeap
import Foundation
import Testing

/// The playground keeps freed memory mapped (`cheap_keep_freed_memory`, called first in `main`):
/// a texture freed and made again must reuse pages, not fault fresh ones in.
@Suite
struct HeapPolicyTests {
    #if canImport(Glibc)
        /// glibc takes both settings (a build that saw no glibc would silently keep the defaults).
        @Test func glibcTakesBothSettings() {
            #expect(cheap_keep_freed_memory() == 1)
        }

        /// A scene's worth of texture-sized blocks (eight of 2 MB) freed together and made again
        /// fault no page in the second time. With glibc's defaults the free trims the heap (its top
        /// passes the dynamic trim threshold, twice the largest block) and every round faults its
        /// 4,096 pages in again.
        @Test(.enabled(if: !Self.sanitizerOwnsMalloc, "a sanitizer's allocator replaces glibc's malloc"))
        func freedTextureSizedBlocksAreReusedWithoutPageFaults() throws {
            #expect(cheap_keep_freed_memory() == 1)
            let size = 2 << 20
            func makeAndFreeEight() {
                let blocks = (0..<8).compactMap { _ in malloc(size) }
                for block in blocks { memset(block, 1, size) }
                blocks.forEach { free($0) }
            }
            makeAndFreeEight()
            var before = rusage(), after = rusage()
            getrusage(RUSAGE_SELF.rawValue, &before)
            makeAndFreeEight()
            getrusage(RUSAGE_SELF.rawValue, &after)
            // Other tests run beside this one and fault pages in too: far below 4,096.
            #expect(after.ru_minflt - before.ru_minflt < 1024, "\(after.ru_minflt - before.ru_minflt) page faults")
        }

        /// Whether ThreadSanitizer or AddressSanitizer is linked in: their allocators replace glibc's
        /// malloc, which the settings tune.
        static var sanitizerOwnsMalloc: Bool {
            let names: [String] = ["__tsan_init", "__asan_init"]
            return names.contains { name in dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) != nil }
        }
    #endif
}
