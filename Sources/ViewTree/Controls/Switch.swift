import Foundation

/// An on/off switch (`UISwitch`), 51 × 31 pt as iOS draws it: a tap toggles it, and a drag moves
/// the thumb, the switch taking the side the thumb is on when the finger lifts. It sends
/// `.valueChanged` when the user changes it (not when `isOn` is set in code), and the thumb
/// slides on a 0.25 s animation.
@MainActor
open class Switch: Control {
    /// Whether it is on. Setting it moves the thumb at once and sends no action, as in UIKit.
    public var isOn: Bool {
        get { storedIsOn }
        set { setOn(newValue, animated: false) }
    }
    /// The track's colour when on (UIKit's default: `.systemGreen`).
    public var onTintColor: Color = .systemGreen {
        didSet { refreshColors() }
    }
    public var thumbTintColor: Color = .white {
        didSet { thumb.backgroundColor = thumbTintColor }
    }

    /// The switch's size on iOS.
    public static let size = CGSize(width: 51, height: 31)
    static let thumbInset: CGFloat = 2

    private var storedIsOn = false
    private let track = View()
    let thumb = View()
    /// The thumb's centre when the finger went down, and whether the finger has dragged it.
    private var thumbAtTouchDown: CGFloat = 0
    private var dragged = false

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        track.frame = bounds
        track.cornerRadius = Self.size.height / 2
        track.isUserInteractionEnabled = false
        addSubview(track)
        let diameter = Self.size.height - 2 * Self.thumbInset
        thumb.frame = CGRect(x: 0, y: 0, width: diameter, height: diameter)
        thumb.cornerRadius = diameter / 2
        thumb.backgroundColor = thumbTintColor
        thumb.shadowOpacity = 0.2
        thumb.shadowRadius = 2
        thumb.shadowOffset = CGSize(width: 0, height: 2)
        thumb.isUserInteractionEnabled = false
        addSubview(thumb)
        placeThumb(on: storedIsOn)
        refreshColors()
    }

    /// Turns it on or off; `animated` slides the thumb. Sends no action.
    public func setOn(_ on: Bool, animated: Bool) {
        storedIsOn = on
        if animated {
            View.animate(withDuration: 0.25) {
                self.placeThumb(on: on)
                self.refreshColors()
            }
        } else {
            placeThumb(on: on)
            refreshColors()
        }
    }

    override open var intrinsicContentSize: CGSize { Self.size }

    private var thumbRange: ClosedRange<CGFloat> {
        let half = Self.size.height / 2
        return half...(Self.size.width - half)
    }

    private func placeThumb(on: Bool) {
        thumb.center = CGPoint(x: on ? thumbRange.upperBound : thumbRange.lowerBound, y: Self.size.height / 2)
    }

    private func refreshColors() {
        track.backgroundColor = storedIsOn ? onTintColor : Color(white: 0.47, alpha: 0.16)
    }

    // MARK: Tracking

    override open func beginTracking(_ touch: Touch, with event: ViewTree.Event?) -> Bool {
        thumbAtTouchDown = thumb.center.x
        dragged = false
        return true
    }

    override open func continueTracking(_ touch: Touch, with event: ViewTree.Event?) -> Bool {
        let moved = touch.location(in: self).x - convert(touch.initialLocationInWindow, from: nil).x
        if abs(moved) > 4 { dragged = true }
        guard dragged else { return true }
        let x = min(thumbRange.upperBound, max(thumbRange.lowerBound, thumbAtTouchDown + moved))
        thumb.center = CGPoint(x: x, y: Self.size.height / 2)
        return true
    }

    override open func endTracking(_ touch: Touch?, with event: ViewTree.Event?) {
        guard touch != nil, dragged || isTouchInside else {
            setOn(storedIsOn, animated: true)  // lifted outside after no drag: back where it was
            return
        }
        // A drag leaves it on the side the thumb is on; a tap toggles it.
        let on = dragged ? thumb.center.x > (thumbRange.lowerBound + thumbRange.upperBound) / 2 : !storedIsOn
        let changed = on != storedIsOn
        setOn(on, animated: true)
        if changed { sendActions(for: .valueChanged) }
    }

    override open func cancelTracking(with event: ViewTree.Event?) {
        setOn(storedIsOn, animated: true)
    }
}
