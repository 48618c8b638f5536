import Compositor
import Foundation
import ViewTree

/// Draws a tree of views built for a picture (a contact sheet, a plot) with Fluid's own renderer,
/// headless: a window of `size` points without a status bar or safe area.
@MainActor
enum ViewPicture {
    /// Room around a picture's content and for its title.
    static let margin: CGFloat = 16, titleHeight: CGFloat = 34

    /// The picture's root view: `size`, the grouped background, `title` in bold at the top left
    /// (content goes below ``titleHeight`` + ``margin``).
    static func page(size: CGSize, title: String) -> View {
        let root = View(frame: CGRect(origin: .zero, size: size))
        root.backgroundColor = .systemGroupedBackground
        let heading = Label(text: title, font: .systemFont(ofSize: 17, weight: .bold), color: .label)
        heading.frame = CGRect(x: margin, y: margin, width: size.width - 2 * margin, height: 24)
        root.addSubview(heading)
        return root
    }

    static func render(_ root: View, size: CGSize, scale: CGFloat, fonts: [Font.Weight: URL]) throws -> PixelBuffer {
        let screen = Screen(size: size, scale: scale, safeAreaInsets: .zero)
        let host = try HeadlessHost(screen: screen, fonts: fonts)
        host.window.isStatusBarHidden = true
        host.window.rootView = root
        host.render()
        return host.snapshot()
    }
}
