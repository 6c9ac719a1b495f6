#if canImport(Glibc)
import Glibc
#endif

/// Keeps large pixel buffers out of the malloc heap so a long-running window's RSS tracks the
/// pixels it actually holds.
///
/// Prepared photos and their textures are megabytes each and are freed and re-made as the LRU
/// caches turn over. glibc raises its mmap threshold after the first such buffer is freed
/// (up to 32 MB), so later ones land in the heap, where freeing them leaves holes that a
/// buffer of another size cannot reuse: the carousel's RSS crept ~10 % over ten minutes with a
/// flat texture count. Pinning the threshold (which turns off the dynamic adjustment) keeps every
/// buffer over 256 KB in its own mapping, returned to the system on free.
/// `MALLOC_MMAP_THRESHOLD_` in the environment still wins; other C libraries are left alone.
enum PixelMemory {
    private static let threshold: Int32 = 256 << 10
    private static let mallocMmapThreshold: Int32 = -3   // M_MMAP_THRESHOLD in <malloc.h>

    /// Applied once per process (Swift runs a static initialiser exactly once).
    static let configured: Bool = {
        #if os(Linux)
        guard getenv("MALLOC_MMAP_THRESHOLD_") == nil,
              let handle = dlopen(nil, RTLD_NOW),
              let symbol = dlsym(handle, "mallopt") else { return false }
        // Looked up at run time: Swift's Glibc module does not export <malloc.h>.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        return unsafeBitCast(symbol, to: Mallopt.self)(mallocMmapThreshold, threshold) == 1
        #else
        return false
        #endif
    }()
}
