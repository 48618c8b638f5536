/// Which direct subviews of a view changed (their drawing, their placement, or anything below
/// them) since the renderer last asked, for a view with a `SubviewIndex`: a frame then measures
/// again the few subviews that changed instead of looking at each of thousands of rows.
///
/// The list holds unretained references. That is safe because an entry is added only for a view
/// that is a subview at that moment, and any change to the list of subviews bumps `listVersion`,
/// after which `drain` returns nothing and the reader rebuilds from `subviews` instead.
@MainActor
package struct SubviewChanges {
    /// Whether changes are being noted (the renderer turns it on for the views it indexes).
    package var isNoted = false
    /// Bumped by every insertion, removal and reordering of subviews.
    package private(set) var listVersion: UInt64 = 0
    /// The list version the pending entries were noted under.
    private var notedListVersion: UInt64 = 0
    private var pending: [Unmanaged<View>] = []
    /// This list's stamp: a subview whose `stampInSuperview` equals it is already pending.
    private var stamp = SubviewChanges.nextStamp()
    /// The stamp of the superview's list this view was last noted in.
    private var stampInSuperview: UInt64 = 0

    private static var lastStamp: UInt64 = 0
    /// Stamps are unique across all views, so a subview that moves to another view with pending
    /// changes is never mistaken for one already noted there.
    private static func nextStamp() -> UInt64 {
        lastStamp &+= 1
        return lastStamp
    }

    mutating func subviewsDidChange() {
        listVersion &+= 1
    }

    /// Notes that `subview` (a current subview) changed; once per subview until the next `drain`.
    mutating func note(_ subview: View) {
        guard subview.frameState.subviewChanges.stampInSuperview != stamp else { return }
        subview.frameState.subviewChanges.stampInSuperview = stamp
        if pending.isEmpty { notedListVersion = listVersion }
        pending.append(Unmanaged.passUnretained(subview))
    }

    /// The subviews that changed since the last call, each once; nil when the list of subviews
    /// itself changed meanwhile (then every subview must be looked at again).
    package mutating func drain() -> [View]? {
        defer {
            pending.removeAll(keepingCapacity: true)
            stamp = Self.nextStamp()
        }
        guard pending.isEmpty || notedListVersion == listVersion else { return nil }
        return pending.map { $0.takeUnretainedValue() }
    }
}
