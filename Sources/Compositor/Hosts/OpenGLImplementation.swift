import CSDL2
import ViewTree

/// Which OpenGL implementation an SDL renderer draws with: Mesa's llvmpipe under Xvfb or in a VM
/// rasterises on the CPU, where SDL's software renderer is the cheaper of the two (README,
/// "The renderer a window gets").
enum OpenGLImplementation {
    /// `GL_RENDERER` of the current OpenGL context (SDL's OpenGL renderers make theirs current
    /// when made), e.g. "llvmpipe (LLVM 15.0.6, 256 bits)"; nil without one.
    static func currentRenderer() -> String? {
        guard SDL_GL_GetCurrentContext() != nil, let address = SDL_GL_GetProcAddress("glGetString") else { return nil }
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        let glGetString = unsafeBitCast(address, to: GetString.self)
        let glRenderer: UInt32 = 0x1F01  // GL_RENDERER (Khronos gl.h)
        return glGetString(glRenderer).map { String(cString: $0) }
    }

    /// Mesa's CPU rasterisers, by the names their `GL_RENDERER` strings start with: llvmpipe,
    /// softpipe, swrast ("Software Rasterizer") and the D3D12 WARP fallback under WSL.
    static func isSoftwareRasterizer(_ renderer: String) -> Bool {
        let name = renderer.lowercased()
        return ["llvmpipe", "softpipe", "software rasterizer", "swrast", "d3d12 (microsoft basic render driver)"]
            .contains { name.hasPrefix($0) }
    }

    /// The implementation's name without its details: "llvmpipe" for "llvmpipe (LLVM 15.0.6, 256 bits)".
    static func shortName(_ renderer: String) -> String {
        String(renderer.prefix { $0 != "(" }).trimmingCharacters(in: .whitespaces)
    }
}
