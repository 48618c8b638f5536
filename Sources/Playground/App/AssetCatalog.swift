import Foundation
import ViewTree

/// Finds and loads the files in `Assets/`: the fonts for each weight and images by name.
@MainActor
final class AssetCatalog {
    let root: URL
    private var images: [String: Image] = [:]

    /// Uses `root` when given (`--assets`), else `$FLUID_ASSETS`, else the `Assets/` folder of the
    /// source tree this binary was built from.
    init(root: URL? = nil, environment: [String: String] = ProcessInfo.processInfo.environment) {
        if let root {
            self.root = root
        } else if let path = environment["FLUID_ASSETS"], !path.isEmpty {
            self.root = URL(fileURLWithPath: path)
        } else {
            self.root = Self.sourceTreeAssets
        }
    }

    /// `<package>/Assets`, from this file's path: Sources/Playground/App/AssetCatalog.swift.
    static var sourceTreeAssets: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets")
    }

    /// The font file for each weight (Noto Sans CJK KR, subset to Latin and Hangul; see Assets/README.md).
    var fontFiles: [Font.Weight: URL] {
        let fonts = root.appendingPathComponent("Fonts")
        return [
            .regular: fonts.appendingPathComponent("NotoSansCJKkr-Regular-subset.otf"),
            .medium: fonts.appendingPathComponent("NotoSansCJKkr-Medium-subset.otf"),
            .bold: fonts.appendingPathComponent("NotoSansCJKkr-Bold-subset.otf"),
        ]
    }

    /// `Assets/Images/<name>.png`, decoded once. A missing or damaged file throws an error naming it.
    func image(named name: String) throws -> Image {
        if let cached = images[name] { return cached }
        let url = root.appendingPathComponent("Images").appendingPathComponent("\(name).png")
        let image = try Image(contentsOf: url)
        images[name] = image
        return image
    }
}
