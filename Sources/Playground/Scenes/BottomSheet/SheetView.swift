import Foundation
import ViewTree

/// Seed 003's `viewContainer`: a white panel with rounded top corners, "a small view at the top
/// and centre of it to show that it can be dragged" (the handle), and a list so that it looks like
/// a real panel. The scene pins and moves it; everything inside is laid out here with the
/// constraint DSL.
///
/// The handle is 36 × 5 pt, but it sits in a transparent 120 × 28 pt `grabber` that takes the
/// taps (a 5 pt target is too small to hit).
@MainActor
final class SheetView: View {
    static let cornerRadius: CGFloat = 12

    let grabber = View()
    let handle = View()
    let titleLabel = Label(text: "Nearby", font: .systemFont(ofSize: 22, weight: .bold))
    let subtitleLabel = Label(text: "\(PlaceRow.nearby.count) places around the lake",
                              font: .systemFont(ofSize: 14), color: .secondaryLabel)
    private(set) var rows: [PlaceRow] = []

    /// `hairline`: the width of one device pixel, for the list's separators.
    init(hairline: CGFloat) {
        super.init(frame: .zero)
        backgroundColor = .white
        cornerRadius = Self.cornerRadius
        accessibilityIdentifier = "sheet"
        grabber.accessibilityIdentifier = "sheetGrabber"
        handle.backgroundColor = Color(white: 0.78)
        handle.cornerRadius = 2.5
        handle.isUserInteractionEnabled = false
        for view in [grabber, titleLabel, subtitleLabel] { addSubview(view) }
        grabber.addSubview(handle)

        grabber.snp.makeConstraints { make in
            make.top.centerX.equalToSuperview()
            make.width.equalTo(120)
            make.height.equalTo(28)
        }
        handle.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(8)
            make.centerX.equalToSuperview()
            make.width.equalTo(36)
            make.height.equalTo(5)
        }
        titleLabel.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(24)
            make.left.equalToSuperview().offset(20)
        }
        subtitleLabel.snp.makeConstraints { make in
            make.top.equalTo(titleLabel.snp.bottom).offset(2)
            make.left.equalTo(titleLabel)
        }
        addRows(hairline: hairline)
    }

    /// The list: rows stacked under the title, each `PlaceRow.height` tall.
    private func addRows(hairline: CGFloat) {
        var above = subtitleLabel.snp.bottom
        var gap: CGFloat = 12
        for place in PlaceRow.nearby {
            let row = PlaceRow(place: place, hairline: hairline)
            addSubview(row)
            row.snp.makeConstraints { make in
                make.top.equalTo(above).offset(gap)
                make.left.right.equalToSuperview()
                make.height.equalTo(PlaceRow.height)
            }
            rows.append(row)
            above = row.snp.bottom
            gap = 0
        }
    }
}
