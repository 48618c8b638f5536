import FluidTestSupport
import Foundation
import Testing

@testable import ViewTree

/// `firstBaselineAnchor` and `lastBaselineAnchor` (UIKit: "For objects with more than one line
/// of text, this is the baseline for the topmost [bottommost] line"; a view without a baseline
/// uses its top [bottom] edge): labels of different sizes sit on one baseline.
@MainActor
@Suite struct BaselineConstraintTests {
    /// Characters 10 pt wide; lines 1.2 × the font size apart; the baseline one font size
    /// below a line's top.
    final class ScaledMeasurer: TextMeasurer {
        func width(of text: String, font: Font) -> CGFloat { CGFloat(text.count) * 10 }
        func lineHeight(of font: Font) -> CGFloat { font.size * 1.2 }
        func baseline(of font: Font) -> CGFloat { font.size }
    }

    let window = Window(screen: Screen(size: CGSize(width: 400, height: 800), scale: 1, safeAreaInsets: .zero))
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let small = Label(), large = Label()
    /// Layout snaps edges to 1/64 pt.
    static let snap = 1.0 / 64

    init() {
        window.textMeasurer = ScaledMeasurer()
        window.rootView = root
        small.text = "Total"
        small.font = .systemFont(ofSize: 12)
        large.text = "42"
        large.font = .systemFont(ofSize: 30)
        root.addSubview(small)
        root.addSubview(large)
    }

    @Test func labelsOfTwoSizesShareALastBaseline() {
        small.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(100)
            make.left.equalToSuperview().offset(20)
        }
        large.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            large.lastBaselineAnchor.constraint(equalTo: small.lastBaselineAnchor),
            large.leadingAnchor.constraint(equalTo: small.trailingAnchor, constant: 8),
        ])
        root.layoutIfNeeded()
        // The small label is 15 pt tall (14.4 rounded up), its line centred in it: its baseline
        // is 0.3 + 12 below its top; the large one's is 30 below its top (36 tall, one line).
        #expect(abs(small.frame.minY - 100) < 1e-9)
        #expect(abs(small.frame.height - 15) < 1e-9)
        #expect(abs(large.frame.minY - (112.3 - 30)) <= Self.snap, "\(large.frame.minY)")
        #expect(abs(large.frame.height - 36) < 1e-9)
    }

    /// A multi-line label's first baseline is on its first line, its last on its last; the DSL
    /// spells them as SnapKit does.
    @Test func aWrappedLabelHasAFirstAndALastBaseline() {
        let wrapped = Label()
        wrapped.text = "aaaa bbbb cccc"
        wrapped.font = .systemFont(ofSize: 10)
        wrapped.numberOfLines = 0
        root.addSubview(wrapped)
        wrapped.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(200)
            make.left.equalToSuperview()
            make.width.equalTo(50)
        }
        small.snp.makeConstraints { make in
            make.firstBaseline.equalTo(wrapped.snp.firstBaseline)
            make.left.equalTo(wrapped.snp.right)
        }
        large.snp.makeConstraints { make in
            make.lastBaseline.equalTo(wrapped.snp.lastBaseline)
            make.left.equalTo(small.snp.right)
        }
        root.layoutIfNeeded()
        #expect(abs(wrapped.frame.height - 36) < 1e-9, "three lines of 12")
        // The wrapped label is 36 tall, three lines of 12 exactly: its first baseline is 10
        // below its top and its last 24 + 10.
        #expect(abs(small.frame.minY + 0.3 + 12 - (200 + 10)) <= Self.snap, "\(small.frame.minY)")
        #expect(abs(large.frame.minY + 30 - (200 + 24 + 10)) <= Self.snap, "\(large.frame.minY)")
    }

    /// A view without text has its first baseline at its top and its last at its bottom.
    @Test func aViewWithoutTextUsesItsEdges() {
        let bar = View()
        root.addSubview(bar)
        small.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(100)
            make.left.equalToSuperview()
        }
        bar.snp.makeConstraints { make in
            make.lastBaseline.equalTo(small.snp.lastBaseline)
            make.left.right.equalToSuperview()
            make.height.equalTo(2)
        }
        root.layoutIfNeeded()
        #expect(abs(bar.frame.maxY - 112.3) <= Self.snap)
        let marker = View()
        root.addSubview(marker)
        marker.snp.makeConstraints { make in
            make.firstBaseline.equalTo(small.snp.firstBaseline)
            make.left.right.equalToSuperview()
            make.height.equalTo(2)
        }
        root.layoutIfNeeded()
        #expect(abs(marker.frame.minY - 112.3) <= Self.snap)
    }
}

extension SDLTests {
    /// The font library's baseline is where the glyphs sit: a row of capitals has ink on the
    /// pixel row above the baseline and none on the row below it.
    @Suite @MainActor
    struct BaselinePixelTests {
        @Test func capitalsSitOnTheBaseline() throws {
            let (host, root) = try makeFeatureHost(size: CGSize(width: 200, height: 100), scale: 2)
            let label = Label(frame: CGRect(x: 10, y: 20, width: 180, height: 60))
            label.text = "HHHH"
            label.font = .systemFont(ofSize: 40)
            label.textColor = .black
            root.addSubview(label)
            host.render()
            let picture = try host.snapshot()
            let measurer = try #require(host.window.textMeasurer)
            let offsets = try #require(label.baselineOffsetsFromCenter(forWidth: 180))
            let baseline = Int(((50 + offsets.first) * 2).rounded())
            func ink(row: Int) -> Int {
                (0..<picture.width).filter { picture[$0, row].r < 128 }.count
            }
            #expect(ink(row: baseline - 1) > 20, "the stems reach the baseline (row \(baseline))")
            #expect(ink(row: baseline + 1) == 0, "nothing below it")
            #expect(measurer.baseline(of: label.font) > 0)
        }
    }
}
