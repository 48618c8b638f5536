import Foundation

/// A slider (`UISlider`): a thumb on a horizontal track, dragged to pick a value between
/// `minimumValue` and `maximumValue`. The thumb follows the finger 1:1 from where it was grabbed
/// (a touch that misses the thumb does not move it, as on iOS); `.valueChanged` is sent as the
/// value changes while dragging, or only when the finger lifts when `isContinuous` is false.
/// UIKit's defaults: 0…1, value 0, continuous.
@MainActor
open class Slider: Control {
    /// The value, clamped to the range (`Float`, as UIKit's).
    public var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    public var minimumValue: Float = 0 {
        didSet { setValue(storedValue, animated: false) }
    }
    public var maximumValue: Float = 1 {
        didSet { setValue(storedValue, animated: false) }
    }
    /// Whether `.valueChanged` is sent during a drag (true) or only at its end.
    public var isContinuous = true
    /// The track left of the thumb (UIKit's default is the tint colour).
    public var minimumTrackTintColor: Color = .systemBlue {
        didSet { minimumTrack.backgroundColor = minimumTrackTintColor }
    }
    /// The track right of the thumb.
    public var maximumTrackTintColor = Color(white: 0.47, alpha: 0.2) {
        didSet { maximumTrack.backgroundColor = maximumTrackTintColor }
    }
    public var thumbTintColor: Color = .white {
        didSet { thumb.backgroundColor = thumbTintColor }
    }

    /// The thumb's diameter and the track's thickness (points), as iOS draws them.
    static let thumbSize: CGFloat = 28
    static let trackHeight: CGFloat = 4
    /// How far beside the thumb (points) a touch still grabs it.
    static let thumbTouchMargin: CGFloat = 12

    private var storedValue: Float = 0
    private let minimumTrack = View()
    private let maximumTrack = View()
    let thumb = View()
    /// Where the finger grabbed the thumb, from its centre (points), while dragging.
    private var grabOffset: CGFloat = 0
    private var valueAtTouchDown: Float = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        for track in [maximumTrack, minimumTrack] {
            track.cornerRadius = Self.trackHeight / 2
            track.isUserInteractionEnabled = false
            addSubview(track)
        }
        minimumTrack.backgroundColor = minimumTrackTintColor
        maximumTrack.backgroundColor = maximumTrackTintColor
        thumb.frame = CGRect(x: 0, y: 0, width: Self.thumbSize, height: Self.thumbSize)
        thumb.cornerRadius = Self.thumbSize / 2
        thumb.backgroundColor = thumbTintColor
        thumb.shadowOpacity = 0.25
        thumb.shadowRadius = 3
        thumb.shadowOffset = CGSize(width: 0, height: 2)
        thumb.isUserInteractionEnabled = false
        addSubview(thumb)
    }

    /// Sets the value (clamped), moving the thumb; `animated` moves it on UIKit's default curve.
    /// Sends no action, as in UIKit.
    public func setValue(_ value: Float, animated: Bool) {
        let low = min(minimumValue, maximumValue), high = max(minimumValue, maximumValue)
        storedValue = value.isFinite ? min(high, max(low, value)) : low
        if animated {
            View.animate(withDuration: 0.25) { self.placeThumb() }
        } else {
            placeThumb()
        }
    }

    override open var intrinsicContentSize: CGSize { CGSize(width: -1, height: 31) }

    override open func layoutSubviews() {
        super.layoutSubviews()
        placeThumb()
    }

    /// The span the thumb's centre travels (it stays inside the bounds).
    private var travel: ClosedRange<CGFloat> {
        let half = Self.thumbSize / 2
        return bounds.minX + half...max(bounds.minX + half, bounds.maxX - half)
    }

    private var fraction: CGFloat {
        let span = maximumValue - minimumValue
        return span > 0 ? CGFloat((storedValue - minimumValue) / span) : 0
    }

    private func placeThumb() {
        let x = travel.lowerBound + fraction * (travel.upperBound - travel.lowerBound)
        thumb.center = CGPoint(x: x, y: bounds.midY)
        let trackY = bounds.midY - Self.trackHeight / 2
        minimumTrack.frame = CGRect(x: bounds.minX, y: trackY, width: max(0, x - bounds.minX), height: Self.trackHeight)
        maximumTrack.frame = CGRect(x: x, y: trackY, width: max(0, bounds.maxX - x), height: Self.trackHeight)
    }

    // MARK: Tracking

    override open func beginTracking(_ touch: Touch, with event: ViewTree.Event?) -> Bool {
        let x = touch.location(in: self).x
        guard abs(x - thumb.center.x) <= Self.thumbSize / 2 + Self.thumbTouchMargin else { return false }
        grabOffset = x - thumb.center.x
        valueAtTouchDown = storedValue
        return true
    }

    override open func continueTracking(_ touch: Touch, with event: ViewTree.Event?) -> Bool {
        let x = touch.location(in: self).x - grabOffset
        let width = travel.upperBound - travel.lowerBound
        let fraction = width > 0 ? (x - travel.lowerBound) / width : 0
        let before = storedValue
        setValue(minimumValue + Float(fraction) * (maximumValue - minimumValue), animated: false)
        if isContinuous, storedValue != before { sendActions(for: .valueChanged) }
        return true
    }

    override open func endTracking(_ touch: Touch?, with event: ViewTree.Event?) {
        if !isContinuous, storedValue != valueAtTouchDown { sendActions(for: .valueChanged) }
    }
}
