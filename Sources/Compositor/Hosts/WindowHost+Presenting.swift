import CSDL2
import Foundation

/// What this frame redrew, in each tree's own pixels: the rectangles a present must copy.
struct PresentedDamage {
    /// The phone's damage (`Rasterizer.lastDamage`), nil when it was not redrawn.
    var canvas: CGRect?
    /// The side panel's, nil when it was not redrawn.
    var panel: CGRect?
}

// The present: the canvas and the side panel copied into the window, and the window shown.
extension WindowHost {
    /// Copies the canvas and the panel whole, fills the letterbox, draws the simulated fingers and
    /// presents the whole output.
    func presentWhole(
        canvas: OpaquePointer, panel: OpaquePointer?, placement: (canvas: SDL_Rect, panel: SDL_Rect?),
        outputWidth: Int32, outputHeight: Int32
    ) {
        let renderer = rendererHandle.pointer
        // Only the letterbox is filled: the copies cover the rest (a full clear of a 2× output is
        // a 5 MB streaming fill on the software renderer, every frame).
        let copied = [placement.canvas] + (panel == nil ? [] : placement.panel.map { [$0] } ?? [])
        let letterbox = Self.uncovered(width: outputWidth, height: outputHeight, by: copied)
        if !letterbox.isEmpty {
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
            SDL_SetRenderDrawColor(renderer, 28, 28, 30, 255)
            SDL_RenderFillRects(renderer, letterbox, Int32(letterbox.count))
        }
        var destination = placement.canvas
        SDL_RenderCopy(renderer, canvas, nil, &destination)
        drawSimulatedFingers(on: destination)
        if let panel, var panelDestination = placement.panel {
            SDL_RenderCopy(renderer, panel, nil, &panelDestination)
        }
        SDL_RenderPresent(renderer)
    }

    /// On the software renderer, where the window keeps its pixels between presents: copies only
    /// what the phone and the panel redrew and shows only those rectangles of the window
    /// (`SDL_UpdateWindowSurfaceRects`), where a whole present copies both trees and sends the
    /// whole window to the display every frame. False, having done nothing, where that does not
    /// apply: another renderer, a canvas shown scaled, or the simulated fingers drawn over it.
    func presentDamaged(
        _ damage: PresentedDamage, canvas: OpaquePointer, panel: OpaquePointer?,
        placement: (canvas: SDL_Rect, panel: SDL_Rect?)
    ) -> Bool {
        guard memoryCanvas != nil, simulatedTouches.indicatedFingers.isEmpty else { return false }
        var copies: [(texture: OpaquePointer, source: CGRect, destination: SDL_Rect)] = []
        if let rect = damage.canvas { copies.append((canvas, rect, placement.canvas)) }
        if let rect = damage.panel, let panel, let destination = placement.panel {
            copies.append((panel, rect, destination))
        }
        var shown: [SDL_Rect] = []
        for copy in copies {
            var width: Int32 = 0, height: Int32 = 0
            SDL_QueryTexture(copy.texture, nil, nil, &width, &height)
            // Shown at its own size only: a scaled copy of part of it would not meet its
            // neighbours' filtering at the edges.
            guard copy.destination.w == width, copy.destination.h == height else { return false }
            var source = SDL_Rect(
                x: Int32(copy.source.minX), y: Int32(copy.source.minY),
                w: Int32(copy.source.width), h: Int32(copy.source.height))
            shown.append(
                SDL_Rect(x: copy.destination.x + source.x, y: copy.destination.y + source.y, w: source.w, h: source.h))
            SDL_RenderCopy(rendererHandle.pointer, copy.texture, &source, &shown[shown.count - 1])
        }
        // The copies are queued: drawn into the window's pixels before those are sent.
        SDL_RenderFlush(rendererHandle.pointer)
        if !shown.isEmpty, SDL_UpdateWindowSurfaceRects(sdlWindow, shown, Int32(shown.count)) != 0 { return false }
        framesPresentedInPart += 1
        return true
    }
}
