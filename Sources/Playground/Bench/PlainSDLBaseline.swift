import CSDL2
import Foundation
import ViewTree

/// The benchmark's baseline: the same views drawn with the plainest SDL calls — an unblended or
/// blended fill rect per background, a rect outline per border, one `SDL_RenderCopy` per image and
/// per label (textures made once, before timing) — without antialiasing, rounded corners,
/// rotation, clipping, group opacity or shadows. It bounds what any SDL rasteriser must spend.
@MainActor
final class PlainSDLBaseline {
    private let renderer: OpaquePointer
    private var textures: [ObjectIdentifier: (pointer: OpaquePointer, width: Int32, height: Int32)] = [:]

    init(renderer: OpaquePointer, window: Window, fonts: FontLibrary) {
        self.renderer = renderer
        prepare(window, fonts: fonts)
    }

    isolated deinit {
        for texture in textures.values { SDL_DestroyTexture(texture.pointer) }
    }

    private func prepare(_ view: View, fonts: FontLibrary) {
        if let label = view as? Label, !label.text.isEmpty, let font = fonts.plainFont(for: label.font) {
            if let surface = TTF_RenderUTF8_Blended(font, label.text, SDL_Color(r: 0, g: 0, b: 0, a: 255)) {
                if let texture = SDL_CreateTextureFromSurface(renderer, surface) {
                    textures[ObjectIdentifier(label)] = (texture, surface.pointee.w, surface.pointee.h)
                }
                SDL_FreeSurface(surface)
            }
        }
        if let imageView = view as? ImageView, let image = imageView.image {
            var bytes = image.pixels.bytes
            let pointer = bytes.withUnsafeMutableBytes { raw -> OpaquePointer? in
                guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(raw.baseAddress, Int32(image.pixels.width), Int32(image.pixels.height),
                                                                       32, Int32(image.pixels.width * 4), SDL_PIXELFORMAT_RGBA32.rawValue)
                else { return nil }
                defer { SDL_FreeSurface(surface) }
                return SDL_CreateTextureFromSurface(renderer, surface)
            }
            if let pointer { textures[ObjectIdentifier(imageView)] = (pointer, Int32(image.pixels.width), Int32(image.pixels.height)) }
        }
        for subview in view.subviews { prepare(subview, fonts: fonts) }
    }

    /// Draws one frame of `window` at `scale`.
    func draw(_ window: Window, scale: CGFloat) {
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
        SDL_RenderClear(renderer)
        draw(window, origin: .zero, scale: scale)
    }

    private func draw(_ view: View, origin: CGPoint, scale: CGFloat) {
        guard !view.isHidden, view.alpha > 0 else { return }
        let frame = view.frame.offsetBy(dx: origin.x, dy: origin.y)
        var rect = SDL_Rect(x: Int32(frame.minX * scale), y: Int32(frame.minY * scale),
                            w: Int32(frame.width * scale), h: Int32(frame.height * scale))
        if let color = view.backgroundColor, !color.isClear {
            let c = color.withAlphaComponent(color.alpha * Double(view.alpha)).rgba8
            SDL_SetRenderDrawBlendMode(renderer, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
            SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
            SDL_RenderFillRect(renderer, &rect)
        }
        if let texture = textures[ObjectIdentifier(view)] {
            if view is Label {
                var target = SDL_Rect(x: rect.x, y: rect.y, w: texture.width, h: texture.height)
                SDL_RenderCopy(renderer, texture.pointer, nil, &target)
            } else {
                SDL_RenderCopy(renderer, texture.pointer, nil, &rect)
            }
        }
        if view.borderWidth > 0 {
            let c = view.borderColor.rgba8
            SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
            SDL_RenderDrawRect(renderer, &rect)
        }
        let childOrigin = CGPoint(x: frame.minX - view.bounds.minX, y: frame.minY - view.bounds.minY)
        for subview in view.subviews { draw(subview, origin: childOrigin, scale: scale) }
    }
}
