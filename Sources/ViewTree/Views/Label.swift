import Foundation

/// Horizontal alignment of text lines, as `NSTextAlignment` (natural is left-to-right here).
public enum TextAlignment: Sendable {
    case left, center, right, natural
}

/// A view that draws text, as `UILabel`: lines wrap at word boundaries, the text block is centred
/// vertically in the bounds, and text that overflows the last line `numberOfLines` allows is cut
/// between characters with "…" (see `TextLayout`).
@MainActor
open class Label: View {
    public var text: String = "" { didSet { if text != oldValue { textDidChange() } } }
    public var font: Font = .systemFont(ofSize: 17) { didSet { if font != oldValue { textDidChange() } } }
    public var textColor: Color = .label { didSet { if textColor != oldValue { setNeedsDisplay() } } }
    public var textAlignment: TextAlignment = .natural { didSet { if textAlignment != oldValue { setNeedsDisplay() } } }
    /// The maximum number of lines; 0 means unlimited (default 1, as in UIKit).
    public var numberOfLines: Int = 1 { didSet { if numberOfLines != oldValue { textDidChange() } } }
    /// The width used for the intrinsic size of a multi-line label (0: unlimited).
    public var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { textDidChange() } }
    }

    private var layouts = LayoutCache()

    /// The last few layouts, most recent first, all made in one window with one measurer: the
    /// intrinsic size (unlimited width) and drawing (the bounds width) need one each every frame.
    private struct LayoutCache {
        static let capacity = 3
        weak var window: Window?
        var measurer: ObjectIdentifier?
        var entries: [(width: CGFloat, layout: TextLayout)] = []
    }

    public convenience init(text: String, font: Font = .systemFont(ofSize: 17), color: Color = .label) {
        self.init()
        self.text = text
        self.font = font
        self.textColor = color
    }

    private func textDidChange() {
        layouts = LayoutCache()
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The text laid out for a width, using the window's text measurer; nil outside a window.
    /// The last few layouts are kept until the text, font, line limit, window or measurer change.
    public func textLayout(forWidth width: CGFloat) -> TextLayout? {
        // TextLayout treats NaN and negative widths as 0; so does the cache, as NaN != NaN.
        let width = width.isNaN ? 0 : max(0, width)
        // didMoveToWindow empties the cache when the window or its measurer changes, so while the
        // window the layouts were made in is alive they are current without walking up to it.
        if layouts.window != nil, let index = layouts.entries.firstIndex(where: { $0.width == width }) {
            let entry = layouts.entries.remove(at: index)
            layouts.entries.insert(entry, at: 0)
            return entry.layout
        }
        guard let window, let measurer = window.textMeasurer else { return nil }
        if layouts.window !== window || layouts.measurer != ObjectIdentifier(measurer) {
            layouts = LayoutCache(window: window, measurer: ObjectIdentifier(measurer))
        }
        // The bounds usually hold the unlimited layout the intrinsic size was measured with: then
        // it is this width's too, without measuring the text again (`TextLayout.fits(within:)`).
        let unlimited = layouts.entries.first { $0.width == .infinity }?.layout
        let layout =
            unlimited.flatMap { $0.fits(within: width) ? $0 : nil }
            ?? TextLayout(text: text, font: font, maxWidth: width, numberOfLines: numberOfLines, measurer: measurer)
        layouts.entries.insert((width, layout), at: 0)
        if layouts.entries.count > LayoutCache.capacity { layouts.entries.removeLast() }
        return layout
    }

    /// The layout drawn in the current bounds (a single line too long for them ends in "…").
    public var textLayoutForBounds: TextLayout? {
        textLayout(forWidth: presentation.bounds.width)
    }

    open override var intrinsicContentSize: CGSize {
        let width = numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : .infinity
        guard let layout = textLayout(forWidth: width) else { return .zero }
        return CGSize(width: layout.size.width.rounded(.up), height: layout.size.height.rounded(.up))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let layout = textLayout(forWidth: numberOfLines == 1 ? .infinity : size.width) else { return .zero }
        return CGSize(width: min(size.width, layout.size.width.rounded(.up)), height: layout.size.height.rounded(.up))
    }

    /// Forgets the cached layouts; the window also calls this when its text measurer or scale
    /// changes. Subclasses that override it must call `super`.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        layouts = LayoutCache()
        invalidateIntrinsicContentSize()  // measured with the new window's fonts
    }
}
