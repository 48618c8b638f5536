import FluidPlayground
import Foundation
import ViewTree

/// One card's data (seed 002: `CardsDataModel`, there a colour, a text and an image): a name, a
/// one-line caption and a picture, nil when the picture could not be read.
struct CardsDataModel {
    let name: String
    let caption: String
    let image: Image?

    /// The scene's cards: each portrait picture in `Assets/Images` (600 × 800, the card's 3 : 4),
    /// by file name, with the name and caption the card shows. Order is the order of the stack.
    static let catalog: [(imageName: String, name: String, caption: String)] = [
        ("alpine-dusk", "Alpine Dusk", "Violet ridges at sunset"),
        ("ocean-horizon", "Ocean Horizon", "Glitter on the afternoon waves"),
        ("aurora-night", "Aurora Night", "Green curtains over the spruce"),
        ("desert-dunes", "Desert Dunes", "Backlit crests, long shadows"),
        ("lavender-fields", "Lavender Fields", "Rows to a sunset and a lone tree"),
        ("city-night", "City Night", "Lit windows under a crescent moon"),
        ("tropical-shallows", "Tropical Shallows", "Turquoise water from above"),
        ("misty-pines", "Misty Pines", "Layers of spruce in the fog"),
        ("nebula", "Nebula", "Magenta and cyan dust lanes"),
        ("red-canyon", "Red Canyon", "Banded sandstone, a teal river"),
        ("lake-reflection", "Lake Reflection", "A snow peak mirrored at dawn"),
        ("summer-clouds", "Summer Clouds", "Cumulus over a green hill"),
        ("bokeh-lights", "Bokeh Lights", "The city, out of focus"),
        ("gradient-blobs", "Gradient Blobs", "Coral, magenta and electric blue"),
    ]

    /// Card `index` of the catalog with its picture, the caption's shade baked in
    /// (`CaptionScrim`). The picture is decoded when it is first asked for, as `UIImage(named:)`
    /// decodes when it is first drawn: the stack asks for the cards it shows, so a first visit
    /// decodes three pictures, not fourteen (Docs/Scenes.md §3). A missing or damaged picture
    /// throws the catalog's error, which names the file.
    @MainActor
    static func load(
        _ index: Int, from assets: AssetCatalog, scrim: CaptionScrim = CaptionScrim()
    ) throws -> CardsDataModel {
        let entry = catalog[index]
        return CardsDataModel(
            name: entry.name, caption: entry.caption,
            image: try assets.image(named: entry.imageName, variant: scrim.variant))
    }

    /// Card `index` without its picture, for a card whose picture could not be read.
    static func withoutPicture(_ index: Int) -> CardsDataModel {
        CardsDataModel(name: catalog[index].name, caption: catalog[index].caption, image: nil)
    }
}
