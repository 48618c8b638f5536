import ViewTree

/// A picture a scene makes from a decoded one (the card stack's caption shade baked in), named
/// among the picture's variants (`AssetCatalog.image(named:variant:)`). A scene that declares it
/// (`Scene.pictureVariants`) has it made where its pictures are decoded ahead, off the main
/// thread (`PictureLoader`): made on a switch, the card stack's three shaded pictures were much of
/// the work of building the scene.
public struct PictureVariant: Sendable {
    /// Tells this variant from the picture's others.
    public let name: String
    /// The variant made from the decoded picture; safe on any thread.
    public let make: @Sendable (Image) -> Image

    public init(name: String, make: @escaping @Sendable (Image) -> Image) {
        self.name = name
        self.make = make
    }
}
