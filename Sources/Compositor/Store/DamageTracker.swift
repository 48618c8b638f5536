import Foundation
import ViewTree

/// Which target pixels a frame must redraw (Docs/Rendering.md §13): the frame persists between
/// renders, and only the area where something looks different from the last frame is drawn again,
/// clipped to it, over what is already there.
///
/// Every frame walks the visible tree as `Rasterizer.draw` does and records, per view, where its
/// own drawing can reach in target pixels (its background, border, text, image and shadow, plus
/// two pixels of antialiasing, cut by clipping ancestors) and everything that decides how it looks
/// there: its presentation properties, the full transform to the target, the opacity it inherits,
/// the clip, its own `contentVersion`, and its place among its siblings. A view whose record
/// differs from the last frame's damages its old and its new area; a view no longer drawn damages
/// its old one; a new one its new one. Descendants of a moved view are damaged through their own
/// records, since their transforms changed too.
struct DamageTracker {
    /// What one view drew on the last frame and everything that decided it.
    struct Record: Equatable {
        /// Target pixels its own drawing can reach (whole pixels), nil when it draws nothing itself.
        var area: CGRect?
        var matrix: Transform
        var opacity: CGFloat
        var clip: CGRect?
        var properties: LayerProperties
        var contentVersion: UInt64
        var parent: ObjectIdentifier?
        var index: Int
    }

    private(set) var records: [ObjectIdentifier: Record] = [:]
    /// This frame's area of each drawn subtree, for skipping the subtrees the damage misses.
    private(set) var subtreeAreas: [ObjectIdentifier: CGRect] = [:]
    /// The next frame redraws everything (the first frame, a new target, purged caches).
    var needsFullRedraw = true
    private var targetSize = CGSize.zero

    /// Starts a frame on a target of `size`: the records made during it replace the last frame's.
    mutating func beginFrame(targetSize size: CGSize) -> FrameDamage {
        if size != targetSize {
            targetSize = size
            needsFullRedraw = true
        }
        let frame = FrameDamage(previous: records, target: CGRect(origin: .zero, size: size), full: needsFullRedraw)
        needsFullRedraw = false
        return frame
    }

    /// Ends the frame: keeps its records, and returns the area to redraw (nil: nothing changed).
    mutating func endFrame(_ frame: FrameDamage) -> CGRect? {
        var damage = frame.damage
        // Views drawn last frame and not this one: their old areas.
        for (id, old) in frame.previous where frame.records[id] == nil {
            if let area = old.area { damage = damage.map { $0.union(area) } ?? area }
        }
        records = frame.records
        subtreeAreas = frame.subtreeAreas
        if frame.full { return frame.target }
        guard let damage else { return nil }
        let clipped = damage.intersection(frame.target)
        return clipped.isNull || clipped.isEmpty ? nil : clipped
    }

    /// Forgets the last frame's records: the next frame is drawn in full.
    mutating func invalidate() {
        needsFullRedraw = true
    }
}

/// One frame's records as they are made.
struct FrameDamage {
    let previous: [ObjectIdentifier: DamageTracker.Record]
    let target: CGRect
    let full: Bool
    var records: [ObjectIdentifier: DamageTracker.Record] = [:]
    var subtreeAreas: [ObjectIdentifier: CGRect] = [:]
    var damage: CGRect?

    init(previous: [ObjectIdentifier: DamageTracker.Record], target: CGRect, full: Bool) {
        self.previous = previous
        self.target = target
        self.full = full
        records.reserveCapacity(previous.count)
        subtreeAreas.reserveCapacity(previous.count)
    }

    /// Records `view`'s drawing this frame, damaging its old and new areas if anything changed.
    mutating func record(_ view: View, _ record: DamageTracker.Record) {
        let id = ObjectIdentifier(view)
        records[id] = record
        guard !full else { return }
        if let old = previous[id] {
            guard old != record else { return }
            add(old.area)
        }
        add(record.area)
    }

    private mutating func add(_ area: CGRect?) {
        guard let area else { return }
        damage = damage.map { $0.union(area) } ?? area
    }
}
