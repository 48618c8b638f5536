// swift-tools-version:6.0
import PackageDescription

// Interactions from Apple's WWDC18 talk "Designing Fluid Interfaces", written as plain UIKit code
// against Fluid's UIKit surface: a second example package (the first, MyFirstInteraction, is the
// smallest scene of your own).
let package = Package(
    name: "FluidInterfaces",
    dependencies: [
        .package(name: "Fluid", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "FluidInterfaces",
            dependencies: [
                .product(name: "FluidPlayground", package: "Fluid"),
                .product(name: "FluidUIKit", package: "Fluid"),
            ]
        ),
        .testTarget(
            name: "FluidInterfacesTests",
            dependencies: ["FluidInterfaces", .product(name: "FluidTesting", package: "Fluid")],
            // The goldens and the gestures are read beside the test files, not from a bundle.
            exclude: ["__Snapshots__", "Gestures"]
        ),
    ]
)
