import Foundation

/// The animatable state of a view, stored once as the *model* (what code sets) and, while an
/// animation runs, overridden per property by *presentation* values (what is on screen).
///
/// Mirrors the properties `CALayer` animates for a `UIView`. Anchor point is fixed at the centre.
public struct LayerProperties: Equatable, Sendable {
    public var bounds = CGRect.zero
    public var center = CGPoint.zero
    public var transform = Transform.identity
    public var alpha: CGFloat = 1
    public var backgroundColor: Color = .clear
    public var cornerRadius: CGFloat = 0
    public var borderWidth: CGFloat = 0
    public var borderColor: Color = .black
    public var shadowColor: Color = .black
    /// 0…1, as `CALayer.shadowOpacity` (default 0: no shadow).
    public var shadowOpacity: CGFloat = 0
    /// The blur radius in points; the Gaussian's standard deviation equals it (see `ShadowRenderer`).
    public var shadowRadius: CGFloat = 3
    public var shadowOffset = CGSize(width: 0, height: -3)

    public init() {}

    /// A set of these stored properties: which of a view's properties show a presentation value.
    /// Presentation values live in a second `LayerProperties` and these bits say which of its
    /// fields to show, so that an animation frame writes one field and sets one bit (a dictionary
    /// of keypath-keyed closures made each animator tick hash keypaths, allocate a closure per
    /// write and run every closure on each read).
    struct Fields: OptionSet, Sendable {
        let rawValue: UInt16

        init(rawValue: UInt16) { self.rawValue = rawValue }

        static let bounds = Fields(rawValue: 1 << 0)
        static let center = Fields(rawValue: 1 << 1)
        static let transform = Fields(rawValue: 1 << 2)
        static let alpha = Fields(rawValue: 1 << 3)
        static let backgroundColor = Fields(rawValue: 1 << 4)
        static let cornerRadius = Fields(rawValue: 1 << 5)
        static let borderWidth = Fields(rawValue: 1 << 6)
        static let borderColor = Fields(rawValue: 1 << 7)
        static let shadowColor = Fields(rawValue: 1 << 8)
        static let shadowOpacity = Fields(rawValue: 1 << 9)
        static let shadowRadius = Fields(rawValue: 1 << 10)
        static let shadowOffset = Fields(rawValue: 1 << 11)

        /// The properties whose change only moves where the view is composited (its own backing
        /// store stays valid); every other one changes what the view draws.
        static let placement: Fields = [
            .center, .transform, .alpha, .shadowColor, .shadowOpacity, .shadowRadius, .shadowOffset,
        ]

        /// Each field with the bytes it occupies in `LayerProperties`.
        private static let layout: [(field: Fields, bytes: Range<Int>)] = [
            (.bounds, span(\.bounds, CGRect.self)), (.center, span(\.center, CGPoint.self)),
            (.transform, span(\.transform, Transform.self)), (.alpha, span(\.alpha, CGFloat.self)),
            (.backgroundColor, span(\.backgroundColor, Color.self)),
            (.cornerRadius, span(\.cornerRadius, CGFloat.self)),
            (.borderWidth, span(\.borderWidth, CGFloat.self)), (.borderColor, span(\.borderColor, Color.self)),
            (.shadowColor, span(\.shadowColor, Color.self)), (.shadowOpacity, span(\.shadowOpacity, CGFloat.self)),
            (.shadowRadius, span(\.shadowRadius, CGFloat.self)), (.shadowOffset, span(\.shadowOffset, CGSize.self)),
        ]

        private static func span<Value>(_ property: KeyPath<LayerProperties, Value>, _: Value.Type) -> Range<Int> {
            // Stored properties always have an offset; 0..<0 would only make `init?` fail.
            let offset = MemoryLayout<LayerProperties>.offset(of: property) ?? 0
            return offset..<(offset + MemoryLayout<Value>.size)
        }

        /// The stored property `property` is, or lies inside (`\.center.x` is in `.center`);
        /// nil for a keypath through a computed property.
        init?(_ property: PartialKeyPath<LayerProperties>) {
            guard let offset = MemoryLayout<LayerProperties>.offset(of: property),
                let entry = Self.layout.first(where: { $0.bytes.contains(offset) })
            else { return nil }
            self = entry.field
        }
    }

    /// Writes `value` into `field` when it is that property's whole value; false (nothing
    /// written) when it is not, e.g. a part of it.
    mutating func write<Value>(_ value: Value, to field: Fields) -> Bool {
        switch (field, value) {
        case let (.bounds, value as CGRect): bounds = value
        case let (.center, value as CGPoint): center = value
        case let (.transform, value as Transform): transform = value
        case let (.alpha, value as CGFloat): alpha = value
        case let (.backgroundColor, value as Color): backgroundColor = value
        case let (.cornerRadius, value as CGFloat): cornerRadius = value
        case let (.borderWidth, value as CGFloat): borderWidth = value
        case let (.borderColor, value as Color): borderColor = value
        case let (.shadowColor, value as Color): shadowColor = value
        case let (.shadowOpacity, value as CGFloat): shadowOpacity = value
        case let (.shadowRadius, value as CGFloat): shadowRadius = value
        case let (.shadowOffset, value as CGSize): shadowOffset = value
        default: return false
        }
        return true
    }

    /// Brings `field` into the range it can be drawn in: alpha and shadow opacity 0…1, sizes,
    /// radii and widths ≥ 0. A spring that overshoots (or a fast release that launches it)
    /// presents values beyond them — an alpha of −20, a height of −1,202 pt — which no layer
    /// shows; Core Animation clamps opacity the same way when it composites.
    mutating func clampToDrawableRange(_ field: Fields) {
        switch field {
        case .alpha: alpha = min(1, max(0, alpha))
        case .shadowOpacity: shadowOpacity = min(1, max(0, shadowOpacity))
        case .bounds:
            bounds.size = CGSize(width: max(0, bounds.size.width), height: max(0, bounds.size.height))
        case .cornerRadius: cornerRadius = max(0, cornerRadius)
        case .borderWidth: borderWidth = max(0, borderWidth)
        case .shadowRadius: shadowRadius = max(0, shadowRadius)
        default: break
        }
    }

    /// Copies `fields` from `other`, leaving the rest.
    mutating func copy(_ fields: Fields, from other: LayerProperties) {
        if fields.contains(.bounds) { bounds = other.bounds }
        if fields.contains(.center) { center = other.center }
        if fields.contains(.transform) { transform = other.transform }
        if fields.contains(.alpha) { alpha = other.alpha }
        if fields.contains(.backgroundColor) { backgroundColor = other.backgroundColor }
        if fields.contains(.cornerRadius) { cornerRadius = other.cornerRadius }
        if fields.contains(.borderWidth) { borderWidth = other.borderWidth }
        if fields.contains(.borderColor) { borderColor = other.borderColor }
        if fields.contains(.shadowColor) { shadowColor = other.shadowColor }
        if fields.contains(.shadowOpacity) { shadowOpacity = other.shadowOpacity }
        if fields.contains(.shadowRadius) { shadowRadius = other.shadowRadius }
        if fields.contains(.shadowOffset) { shadowOffset = other.shadowOffset }
    }
}
