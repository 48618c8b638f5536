import Foundation
import ViewTree

/// What a window shows, as text: every view's presentation geometry, alpha and visibility, and
/// every label's text, depth first — equal fingerprints mean the same scene state on screen.
/// Coordinates are rounded to 1e-6 pt, so that sums taken in another order still compare equal.
@MainActor
func viewTreeFingerprint(_ view: View, depth: Int = 0) -> [String] {
    let p = view.presentation
    func r(_ value: CGFloat) -> String { String(format: "%.6f", value) }
    var line =
        "\(depth) \(type(of: view)) c=(\(r(p.center.x)),\(r(p.center.y))) b=(\(r(p.bounds.minX)),\(r(p.bounds.minY)),"
        + "\(r(p.bounds.width)),\(r(p.bounds.height))) t=(\(r(p.transform.a)),\(r(p.transform.b)),\(r(p.transform.tx)),"
        + "\(r(p.transform.ty))) a=\(r(p.alpha)) h=\(view.isHidden)"
    if let label = view as? Label { line += " \"\(label.text)\"" }
    return [line] + view.subviews.flatMap { viewTreeFingerprint($0, depth: depth + 1) }
}

/// The first line where two fingerprints differ, both sides, or nil when they are equal (a
/// failure shows one view, not two whole trees).
func firstDifference(_ lhs: [String], _ rhs: [String]) -> String? {
    guard lhs != rhs else { return nil }
    for (index, (l, r)) in zip(lhs, rhs).enumerated() where l != r { return "view \(index):\n  \(l)\n  \(r)" }
    return "\(lhs.count) views against \(rhs.count)"
}
