import Testing

@testable import ViewTree

/// `PixelBuffer.isOpaque`, which an image's `isOpaque` is found by: one translucent pixel
/// anywhere, in the first block of words or past it, makes the buffer not opaque.
@Suite
struct PixelBufferOpacityTests {
    @Test func anOpaqueBufferIsOpaque() {
        #expect(PixelBuffer(width: 300, height: 40, fill: (10, 20, 30, 255)).isOpaque)
    }

    @Test(arguments: [0, 1, 4095, 4096, 4097, 11_999])
    func oneTranslucentPixelAnywhereIsEnough(index: Int) {
        var buffer = PixelBuffer(width: 300, height: 40, fill: (10, 20, 30, 255))
        buffer.bytes[index * 4 + 3] = 254
        #expect(!buffer.isOpaque)
    }

    @Test func anEmptyOrMalformedBufferIsNotOpaque() {
        #expect(!PixelBuffer(width: 0, height: 0).isOpaque)
        var short = PixelBuffer(width: 2, height: 2, fill: (0, 0, 0, 255))
        short.bytes.removeLast(4)
        #expect(!short.isOpaque)
    }

    @Test func colourChannelsDoNotCount() {
        // A black opaque buffer: only the alpha byte of each pixel is read.
        #expect(PixelBuffer(width: 5, height: 5, fill: (0, 0, 0, 255)).isOpaque)
        #expect(!PixelBuffer(width: 5, height: 5, fill: (255, 255, 255, 0)).isOpaque)
    }
}
