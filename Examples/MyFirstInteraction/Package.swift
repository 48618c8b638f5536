// swift-tools-version:6.0
import PackageDescription

// A package of your own that depends on Fluid (here by path; by URL and version in yours).
let package = Package(
    name: "MyFirstInteraction",
    dependencies: [
        .package(name: "Fluid", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "MyFirstInteraction",
            dependencies: [
                .product(name: "FluidPlayground", package: "Fluid"),
                .product(name: "FluidUIKit", package: "Fluid"),
            ]
        ),
        .testTarget(
            name: "MyFirstInteractionTests",
            dependencies: ["MyFirstInteraction", .product(name: "FluidTesting", package: "Fluid")],
            // The goldens and the gesture are read beside the test file, not from a bundle.
            exclude: ["__Snapshots__", "drag.gesture"]
        ),
    ]
)
