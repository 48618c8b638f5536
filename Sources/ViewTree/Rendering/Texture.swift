import CSDL2
import Foundation

/// Owns an `SDL_Renderer`; textures keep it alive so that none outlives it.
final class RendererHandle: @unchecked Sendable {
    let pointer: OpaquePointer
    private let owned: Bool

    init(_ pointer: OpaquePointer, owned: Bool) {
        self.pointer = pointer
        self.owned = owned
    }

    deinit { if owned { SDL_DestroyRenderer(pointer) } }
}

/// An SDL texture, destroyed with its last reference.
final class Texture: @unchecked Sendable {
    let pointer: OpaquePointer
    let width: Int
    let height: Int
    private let renderer: RendererHandle

    init(pointer: OpaquePointer, width: Int, height: Int, renderer: RendererHandle) {
        self.pointer = pointer
        self.width = width
        self.height = height
        self.renderer = renderer
    }

    deinit { SDL_DestroyTexture(pointer) }

    var byteCount: Int { width * height * 4 }
}
