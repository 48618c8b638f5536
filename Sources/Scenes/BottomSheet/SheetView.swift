import FluidPlayground
import Foundation
import ViewTree

/// Seed 003's `viewContainer`: a white panel with rounded top corners, "a small view at the top
/// and centre of it to show that it can be dragged" (the handle), and a list so that it looks like
/// a real panel. The scene pins and moves it; everything inside is laid out here with the
/// constraint DSL.
///
/// The handle is 36 × 5 pt, but it sits in a transparent 120 × 28 pt `grabber` that takes the
/// taps (a 5 pt target is too small to hit).
///
/// The list is a scroll view (the scene hands drags between it and the sheet, as FloatingPanel's
/// `track(scrollView:)` does). Its frame does not follow the sheet's height, which the seed's
/// constraints change on every frame of a drag: it ends `listBottom` below the sheet's top — the
/// screen's bottom when the sheet is expanded — so its scroll range stays the same while the sheet
/// moves, and below `expanded` its lower part simply lies below the screen. Its content ends
/// `bottomInset` (the home indicator's safe area) above that, so the last row, scrolled to the
/// end, shows whole.
@MainActor
final class SheetView: View {
    static let cornerRadius: CGFloat = 12
    /// The gap between the subtitle and the list.
    static let listGap: CGFloat = 12

    let grabber = View()
    let handle = View()
    let titleLabel = Label(text: "Nearby", font: .systemFont(ofSize: 22, weight: .bold))
    let subtitleLabel = Label(
        text: "\(PlaceRow.nearby.count) places around the lake",
        font: .systemFont(ofSize: 14), color: .secondaryLabel)
    let list = ScrollView()
    private(set) var rows: [PlaceRow] = []

    /// `hairline`: the width of one device pixel, for the list's separators; `listBottom`: where
    /// the list's frame ends, below the sheet's top; `bottomInset`: the room left under the last row.
    init(hairline: CGFloat, listBottom: CGFloat, bottomInset: CGFloat) {
        super.init(frame: .zero)
        backgroundColor = .white
        cornerRadius = Self.cornerRadius
        accessibilityIdentifier = "sheet"
        grabber.accessibilityIdentifier = "sheetGrabber"
        handle.backgroundColor = Color(white: 0.78)
        handle.cornerRadius = 2.5
        handle.isUserInteractionEnabled = false
        for view in [grabber, titleLabel, subtitleLabel, list] { addSubview(view) }
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
        list.accessibilityIdentifier = "sheetList"
        list.alwaysBounceVertical = true
        list.contentInset = EdgeInsets(top: 0, left: 0, bottom: bottomInset, right: 0)
        list.verticalScrollIndicatorInsets = EdgeInsets(top: 0, left: 0, bottom: bottomInset, right: 0)
        list.snp.makeConstraints { make in
            make.top.equalTo(subtitleLabel.snp.bottom).offset(Self.listGap)
            make.left.right.equalToSuperview()
            make.bottom.equalTo(self.snp.top).offset(listBottom)
        }
        addRows(hairline: hairline)
    }

    /// The list's rows, stacked in the scroll view's content, each `PlaceRow.height` tall; the
    /// last one's bottom ends the content (the solution sets `contentSize`).
    private func addRows(hairline: CGFloat) {
        var above = list.snp.top
        for place in PlaceRow.nearby {
            let row = PlaceRow(place: place, hairline: hairline)
            list.addSubview(row)
            row.snp.makeConstraints { make in
                make.top.equalTo(above)
                // The content is as wide as the sheet: the list never scrolls sideways.
                make.left.right.equalTo(list)
                make.width.equalTo(self)
                make.height.equalTo(PlaceRow.height)
            }
            rows.append(row)
            above = row.snp.bottom
        }
        rows.last?.snp.makeConstraints { make in make.bottom.equalTo(list) }
    }
}
