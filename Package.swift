// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Fluid",
    products: [
        .executable(name: "playground", targets: ["Playground"]),
        // The app any scene runs in: window, inspector, tuning, record/replay/film, bench, command line.
        .library(name: "FluidPlayground", targets: ["FluidPlayground"]),
        // Snapshot tests of any scene at any moment of a gesture, on swift-snapshot-testing.
        .library(name: "FluidTesting", targets: ["FluidTesting"]),
        .library(name: "ViewTree", targets: ["ViewTree"]),
        .library(name: "Compositor", targets: ["Compositor"]),
        .library(name: "Animator", targets: ["Animator"]),
        .library(name: "Layout", targets: ["Layout"]),
        // UIKit's and SnapKit's names for Fluid's types, so that iOS articles' code compiles nearly as
        // written. Not named UIKit: a module of that name makes `canImport(UIKit)` true in every
        // package of the build (Docs/UIKitSurface.md, "The module's name").
        .library(name: "FluidUIKit", targets: ["FluidUIKit"]),
        .library(name: "SnapKit", targets: ["SnapKit"]),
        .executable(name: "layout-bench", targets: ["LayoutBenchmark"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        // SDL2, SDL2_ttf and SDL2_image from the system. The shim includes <SDL2/…> directly instead of
        // using pkgConfig, which avoids SwiftPM's "prohibited flag(s)" warning for -D_REENTRANT.
        .systemLibrary(
            name: "CSDL2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
        ),
        // Time → values: timing curves, springs, decay, PropertyAnimator. Pure Swift, no SDL, no views.
        .target(name: "Animator"),
        // Cassowary constraint solver: variables, linear expressions, strengths, edit variables. Pure Swift, no views.
        .target(name: "Layout"),
        // kiwi's solver scenarios timed: `swift run -c release layout-bench`.
        .executableTarget(name: "LayoutBenchmark", dependencies: ["Layout"]),
        // The rasteriser's per-pixel loops in C (Sources/CRaster/Resample.c says why), and the PNG
        // decoder for the shipped pictures, on libdeflate (Sources/CRaster/PNGDecode.c).
        .target(name: "CRaster", linkerSettings: [.linkedLibrary("deflate")]),
        // glibc's malloc kept from returning freed texture memory to the kernel (Sources/CHeap/Heap.c says why C).
        .target(name: "CHeap"),
        // The X server's timestamps of pointer events, read from SDL_SYSWMEVENT (X11EventTime.c says why C).
        .target(
            name: "CWindowSystem", dependencies: ["CSDL2"],
            linkerSettings: [.linkedLibrary("X11", .when(platforms: [.linux]))]),
        // Views, gestures, layout and animation bindings: the model of an interaction. No SDL, no pixels.
        .target(name: "ViewTree", dependencies: ["Animator", "Layout"]),
        // The renderer and the platform it draws to: the only Swift module that imports SDL or the C
        // pixel code. Rasterizer, caches, damage, occlusion, staging, the software and accelerated
        // back ends, pictures and fonts, and the hosts that own an SDL window or a headless canvas.
        .target(name: "Compositor", dependencies: ["ViewTree", "CSDL2", "CRaster", "CWindowSystem"]),
        // `import FluidUIKit` / `import SnapKit` on Linux: names and shapes (Docs/UIKitSurface.md), and
        // a view controller shown as a scene (ViewControllerScene).
        .target(name: "FluidUIKit", dependencies: ["ViewTree", "FluidPlayground"]),
        .target(name: "SnapKit", dependencies: ["ViewTree"]),
        // The seed articles' interaction code as written against UIKit and SnapKit (Docs/UIKitSurface.md).
        .target(name: "SeedArticles", dependencies: ["FluidUIKit", "SnapKit"]),
        // The gesture file format (Docs/GestureFiles.md): events, header, tuning, the parser and the
        // line writer. Foundation only, so that the app and the fuzzer (Fuzz/) share one library.
        .target(name: "GestureFiles"),
        // The app any scene runs in (Docs/YourOwnScene.md): the scene protocol, the window app, the
        // inspector, tuning, record/replay/film, the gesture bench and the command line.
        .target(
            name: "FluidPlayground",
            dependencies: [
                "ViewTree", "Compositor", "GestureFiles", "CHeap",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Fonts and images ship as a resource bundle beside the binary (Bundle.module), so a
            // built or installed playground works from any folder.
            resources: [.copy("Resources/Assets")]
        ),
        // The rendering gallery and the five seed scenes, written against the public products only.
        .target(name: "Scenes", dependencies: ["FluidPlayground", "ViewTree"]),
        // `playground`: the seed scenes handed to FluidPlayground.
        .executableTarget(name: "Playground", dependencies: ["FluidPlayground", "Scenes", "SeedArticles"]),
        // Screenshot comparison (PNG, explicit tolerances, diff images, never recording under CI)
        // and the `.fluid(at:replaying:)` strategy for any scene.
        .target(
            name: "FluidTesting",
            dependencies: [
                "FluidPlayground", "ViewTree", "Compositor",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        // Test helpers shared by Fluid's own test targets (scripted pointers, the source tree's assets).
        .target(
            name: "FluidTestSupport",
            dependencies: [
                "FluidTesting", "ViewTree", "Compositor",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            path: "Tests/FluidTestSupport"
        ),
        .testTarget(name: "AnimatorTests", dependencies: ["Animator"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout"]),
        .testTarget(
            name: "ViewTreeTests",
            dependencies: [
                "ViewTree", "Compositor", "CSDL2", "FluidTestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["Drawing/__Snapshots__", "Feedback/__Snapshots__", "Views/__Snapshots__"]
        ),
        // The renderer's tests, in folders that mirror Sources/Compositor.
        .testTarget(
            name: "CompositorTests",
            dependencies: [
                "Compositor", "ViewTree", "CSDL2", "FluidTestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["Rasterizer/__Snapshots__"]
        ),
        .testTarget(
            name: "UIKitSurfaceTests",
            dependencies: ["SeedArticles", "Scenes", "FluidUIKit", "FluidPlayground", "ViewTree", "FluidTestSupport"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "PlaygroundTests",
            dependencies: [
                "FluidPlayground", "Scenes", "ViewTree", "Compositor", "FluidTestSupport", "CHeap",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["Film/__Snapshots__", "Inspector/__Snapshots__", "Scenes/__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
