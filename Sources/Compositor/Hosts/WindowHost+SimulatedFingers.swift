import Animator
import CSDL2
import CWindowSystem
import Foundation
import ViewTree

// The Simulator-style fingers of an Option-drag, drawn over the canvas at present time.
extension WindowHost {
    /// The two fingers of an Option-drag (or of Option held), drawn over the canvas as the
    /// Simulator draws them: translucent white discs with a dark ring, 28 pt across, filled
    /// darker while down. Drawn at present time, outside the tree, so that they cost no damage.
    func drawSimulatedFingers(on destination: SDL_Rect) {
        let fingers = simulatedTouches.indicatedFingers
        guard !fingers.isEmpty, window.screen.size.width > 0 else { return }
        let pixelsPerPoint = Float(destination.w) / Float(window.screen.size.width)
        let pressed = simulatedTouches.fingersDown > 0
        let pressure = simulatedTouches.pressure.map(Float.init)
        var vertices: [SDL_Vertex] = []
        for finger in fingers {
            let center = SDL_FPoint(
                x: Float(destination.x) + Float(finger.x) * pixelsPerPoint,
                y: Float(destination.y) + Float(finger.y) * pixelsPerPoint)
            // A faint disc a pixel wider first softens the ring's stair-stepped edge.
            vertices += Self.disc(
                center: center, radius: 14 * pixelsPerPoint + 1, color: SDL_Color(r: 20, g: 20, b: 24, a: 70))
            vertices += Self.disc(
                center: center, radius: 14 * pixelsPerPoint, color: SDL_Color(r: 20, g: 20, b: 24, a: 170))
            vertices += Self.disc(
                center: center, radius: 12 * pixelsPerPoint,
                color: pressed ? SDL_Color(r: 150, g: 150, b: 160, a: 190) : SDL_Color(r: 255, g: 255, b: 255, a: 150))
            // Pressure (Control + wheel) fills the finger from the centre, full at full pressure.
            if let pressure, pressure > 0 {
                vertices += Self.disc(
                    center: center, radius: 12 * pixelsPerPoint * pressure.squareRoot(),
                    color: SDL_Color(r: 255, g: 159, b: 10, a: 210))
            }
        }
        let renderer = rendererHandle.pointer
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        SDL_RenderGeometry(renderer, nil, vertices, Int32(vertices.count), nil, 0)
    }

    /// A disc as a fan of 32 triangles (listed vertex by vertex, no indices).
    static func disc(center: SDL_FPoint, radius: Float, color: SDL_Color) -> [SDL_Vertex] {
        let segments = 32
        var vertices: [SDL_Vertex] = []
        vertices.reserveCapacity(segments * 3)
        func rim(_ index: Int) -> SDL_Vertex {
            let angle = Float(index) / Float(segments) * 2 * .pi
            return SDL_Vertex(
                position: SDL_FPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)),
                color: color, tex_coord: SDL_FPoint())
        }
        for index in 0..<segments {
            vertices += [
                SDL_Vertex(position: center, color: color, tex_coord: SDL_FPoint()), rim(index), rim(index + 1),
            ]
        }
        return vertices
    }
}
