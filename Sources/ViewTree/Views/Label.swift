import Foundation

/// Horizontal alignment of text lines, as `NSTextAlignment` (natural is left-to-right here).
public enum TextAlignment: Sendable {
    case left, center, right, natural
}

/// A view that draws text, as `UILabel`: lines wrap at word boundaries when `numberOfLines` is
/// not 1, the text block is centred vertically in the bounds, and overflowing text ends in "…".
@MainActor
open class Label: View {
    public var text: String = "" { didSet { if text != oldValue { textDidChange() } } }
    public var font: Font = .systemFont(ofSize: 17) { didSet { if font != oldValue { textDidChange() } } }
    public var textColor: Color = .label { didSet { if textColor != oldValue { setNeedsDisplay() } } }
    public var textAlignment: TextAlignment = .natural { didSet { if textAlignment != oldValue { setNeedsDisplay() } } }
    /// The maximum number of lines; 0 means unlimited (default 1, as in UIKit).
    public var numberOfLines: Int = 1 { didSet { if numberOfLines != oldValue { textDidChange() } } }
    /// The width used for the intrinsic size of a multi-line label (0: unlimited).
    public var preferredMaxLayoutWidth: CGFloat = 0 { didSet { if preferredMaxLayoutWidth != oldValue { textDidChange() } } }

    private var cachedLayout: (key: LayoutKey, layout: TextLayout)?

    private struct LayoutKey: Equatable {
        var width: CGFloat
        var measurer: ObjectIdentifier
    }

    public convenience init(text: String, font: Font = .systemFont(ofSize: 17), color: Color = .label) {
        self.init()
        self.text = text
        self.font = font
        self.textColor = color
    }

    private func textDidChange() {
        cachedLayout = nil
        setNeedsDisplay()
    }

    /// The text laid out for a width, using the window's text measurer; nil outside a window.
    public func textLayout(forWidth width: CGFloat) -> TextLayout? {
        guard let measurer = window?.textMeasurer else { return nil }
        let key = LayoutKey(width: width, measurer: ObjectIdentifier(measurer))
        if let cachedLayout, cachedLayout.key == key { return cachedLayout.layout }
        let layout = TextLayout(text: text, font: font, maxWidth: width, numberOfLines: numberOfLines, measurer: measurer)
        cachedLayout = (key, layout)
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

    open override func didMoveToWindow() {
        cachedLayout = nil
    }
}
