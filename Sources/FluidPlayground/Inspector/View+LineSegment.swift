import Foundation
import ViewTree

extension View {
    /// A 2 pt line from `a` to `b`: a view as long as the line, turned to its angle (the
    /// inspector's curve and the film's trace plot draw with it).
    static func lineSegment(from a: CGPoint, to b: CGPoint, color: Color) -> View {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        let line = View(frame: CGRect(x: 0, y: 0, width: length + 1, height: 2))
        line.center = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        line.transform = Transform(rotationAngle: atan2(dy, dx))
        line.backgroundColor = color
        line.isUserInteractionEnabled = false
        return line
    }
}
