import FluidPlayground
import Foundation
import ViewTree

/// One row of the sheet's list: a round coloured badge with an initial, a name, a detail line
/// and a separator, as in a maps app's "nearby" panel. Laid out with the constraint DSL; the row's
/// own height is set by whoever stacks it.
///
/// The separator is one device pixel (`hairline` = 1 / screen scale): a 0.5 pt line at scale 1
/// is snapped to 0 or 1 pixel depending on where the row is, and flickers while the sheet moves.
@MainActor
final class PlaceRow: View {
    /// What a row shows.
    struct Place {
        let name: String
        let detail: String
        let color: Color
    }

    static let height: CGFloat = 60

    let place: Place

    init(place: Place, hairline: CGFloat) {
        self.place = place
        super.init(frame: .zero)
        let badge = View()
        badge.backgroundColor = place.color
        badge.cornerRadius = 18
        let initial = Label(
            text: String(place.name.prefix(1)), font: .systemFont(ofSize: 16, weight: .bold), color: .white)
        let name = Label(text: place.name, font: .systemFont(ofSize: 16, weight: .medium))
        let detail = Label(text: place.detail, font: .systemFont(ofSize: 13), color: .secondaryLabel)
        let separator = View()
        separator.backgroundColor = Color(white: 0.88)
        for view in [badge, name, detail, separator] { addSubview(view) }
        badge.addSubview(initial)

        badge.snp.makeConstraints { make in
            make.left.equalToSuperview().offset(20)
            make.centerY.equalToSuperview()
            make.size.equalTo(36)
        }
        initial.snp.makeConstraints { make in make.center.equalToSuperview() }
        name.snp.makeConstraints { make in
            make.left.equalTo(badge.snp.right).offset(14)
            make.right.equalToSuperview().inset(20)
            make.top.equalToSuperview().offset(10)
        }
        detail.snp.makeConstraints { make in
            make.left.right.equalTo(name)
            make.top.equalTo(name.snp.bottom).offset(1)
        }
        separator.snp.makeConstraints { make in
            make.left.equalTo(name)
            make.right.bottom.equalToSuperview()
            make.height.equalTo(hairline)
        }
    }

    /// The list the scene shows: places around a lake, in the order of their distance.
    static let nearby: [Place] = [
        Place(name: "Harbour Café", detail: "Coffee · 120 m", color: .systemOrange),
        Place(name: "Lake Pier", detail: "Viewpoint · 350 m", color: .systemTeal),
        Place(name: "Old Mill Bakery", detail: "Bakery · 400 m", color: .systemPink),
        Place(name: "Boathouse", detail: "Kayak rentals · 600 m", color: .systemBlue),
        Place(name: "Farmers' Market", detail: "Open today · 800 m", color: .systemGreen),
        Place(name: "Ferry Landing", detail: "Every 30 min · 900 m", color: .systemIndigo),
        Place(name: "Pine Trail", detail: "Hiking · 1.2 km", color: .systemGreen),
        Place(name: "Glacier Museum", detail: "Museum · 1.5 km", color: .systemPurple),
        Place(name: "Sunset Point", detail: "Viewpoint · 2.1 km", color: .systemOrange),
        Place(name: "Alpine Camping", detail: "Campsite · 3.4 km", color: .systemTeal),
        Place(name: "Summit Hut", detail: "Shelter · 4.8 km", color: .systemRed),
        Place(name: "Ridge Cable Car", detail: "Closes 18:00 · 5.2 km", color: .systemBlue),
    ]
}
