import Compositor
import Foundation
import ViewTree

/// The playground's assets in the source tree (`Sources/FluidPlayground/Resources/Assets`), found from
/// this file's path; tests read them there directly rather than through the built resource bundle.
public enum TestAssets {
    /// The repository's root folder (the one that holds `Package.swift`), from this file's path, so
    /// that a test reads documents and examples wherever its own file sits in the test folders.
    public static var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    public static var root: URL {
        repository.appendingPathComponent("Sources/FluidPlayground/Resources/Assets")
    }

    public static var fonts: [Font.Weight: URL] { FontLibrary.notoSansFiles(inAssets: root) }

    public static func imageURL(named name: String) -> URL {
        root.appendingPathComponent("Images").appendingPathComponent("\(name).png")
    }
}

/// A headless window of `size` points at `scale` with a white content view and no status bar,
/// for pictures of single rendering features: on the software surface, or with `renderDriver`
/// ("opengl") in a hidden window of SDL's offscreen video driver.
@MainActor
public func makeFeatureHost(
    size: CGSize, scale: CGFloat = 2, background: Color = .white,
    renderDriver: String? = nil
) throws -> (HeadlessHost, View) {
    let screen = Screen(size: size, scale: scale, safeAreaInsets: .zero)
    let host =
        try renderDriver.map {
            try HeadlessHost(screen: screen, fonts: TestAssets.fonts, renderDriver: $0, videoDriver: "offscreen")
        }
        ?? HeadlessHost(screen: screen, fonts: TestAssets.fonts)
    host.window.isStatusBarHidden = true
    let root = View(frame: CGRect(origin: .zero, size: size))
    root.backgroundColor = background
    host.window.rootView = root
    return (host, root)
}
